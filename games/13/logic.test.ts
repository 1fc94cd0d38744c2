import { rowLen, emptyGrid, cellCenter, neighbours, findCluster, findFloating, placeAndResolve, shotScore, snapCell, traceShot, colorsLeft, bubbleCount, lowestRow, makeLevel, ROW_H } from './logic.js';

function rng(seed: number) {
  let a = seed >>> 0;
  return () => { a = (a * 1664525 + 1013904223) >>> 0; return a / 4294967296; };
}
const COLS = 6;
/** Grid from strings: digits = colours, '.' = empty; odd rows are one shorter. */
const grid = (rows: string[]) => rows.map((s) => [...s].map((ch) => (ch === '.' ? -1 : Number(ch))));
const show = (g: number[][]) => g.map((row) => row.map((v) => (v < 0 ? '.' : String(v))).join(''));
const geo = { cols: COLS, R: 20, top: 0, width: COLS * 40 };

describe('hex grid', () => {
  it('odd rows hold one bubble less and are shifted by a radius', () => {
    expect(rowLen(0, COLS)).toBe(6);
    expect(rowLen(1, COLS)).toBe(5);
    expect(emptyGrid(3, COLS).map((r) => r.length)).toEqual([6, 5, 6]);
    expect(cellCenter({ r: 0, c: 0 }, geo)).toEqual({ x: 20, y: 20 });
    expect(cellCenter({ r: 1, c: 0 }, geo).x).toBe(40);
    expect(cellCenter({ r: 1, c: 0 }, geo).y).toBeCloseTo(20 + 20 * ROW_H);
  });
  it('neighbours touch: six inside, fewer at edges, and they are all at one diameter', () => {
    const g = emptyGrid(5, COLS);
    const n = neighbours(g, 2, 2, COLS);
    expect(n).toHaveLength(6);
    for (const p of n) {
      const a = cellCenter({ r: 2, c: 2 }, geo);
      const b = cellCenter(p, geo);
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(40);
    }
    const odd = neighbours(g, 1, 2, COLS);
    expect(odd).toHaveLength(6);
    for (const p of odd) expect(Math.hypot(cellCenter({ r: 1, c: 2 }, geo).x - cellCenter(p, geo).x, cellCenter({ r: 1, c: 2 }, geo).y - cellCenter(p, geo).y)).toBeCloseTo(40);
    expect(neighbours(g, 0, 0, COLS)).toEqual([{ r: 0, c: 1 }, { r: 1, c: 0 }]);
  });
});

describe('clusters and drops', () => {
  it('finds a same-colour cluster through hex neighbours only', () => {
    const g = grid([
      '112233',
      '12333',
      '444444',
    ]);
    expect(findCluster(g, 0, 0, COLS)).toHaveLength(3); // (0,0) (0,1) (1,0)
    expect(findCluster(g, 0, 4, COLS)).toHaveLength(5); // 3s: (0,4) (0,5) (1,2) (1,3) (1,4)
    expect(findCluster(g, 0, 2, COLS)).toHaveLength(3); // (0,2) (0,3) (1,1)
    expect(findCluster(g, 2, 0, COLS)).toHaveLength(6);
  });
  it('a shot joining 3+ of its colour pops them, and hanging bubbles drop', () => {
    const g = grid([
      '1.....',
      '1....',
      '.2....',
      '.33..',
    ]);
    // (2,1) hangs from (1,0); shooting a 1 at (2,0) pops the three 1s, so 2 and both 3s fall.
    const res = placeAndResolve(g, { r: 2, c: 0 }, 1, COLS);
    expect(res.popped).toHaveLength(3);
    expect(res.dropped.map((p) => p.color).sort()).toEqual([2, 3, 3]);
    expect(bubbleCount(res.grid)).toBe(0);
  });
  it('two of a colour just stick', () => {
    const g = grid(['12....', '.....']);
    const res = placeAndResolve(g, { r: 1, c: 0 }, 1, COLS);
    expect(res.popped).toEqual([]);
    expect(show(res.grid)).toEqual(['12....', '1....']);
  });
  it('bubbles still attached elsewhere stay', () => {
    const g = grid([
      '2...3.',
      '2..3.',
      '.11.3.',
    ]);
    const res = placeAndResolve(g, { r: 3, c: 1 }, 1, COLS);
    expect(res.popped).toHaveLength(3);
    expect(res.dropped).toEqual([]);
    expect(findFloating(res.grid, COLS)).toEqual([]);
    expect(show(res.grid).slice(0, 3)).toEqual(['2...3.', '2..3.', '....3.']);
  });
  it('findFloating lists everything not connected to the top row', () => {
    const g = grid(['1.....', '.....', '..22..']);
    expect(findFloating(g, COLS)).toEqual([{ r: 2, c: 2 }, { r: 2, c: 3 }]);
  });
  it('drops are worth more than pops', () => {
    expect(shotScore(3, 0)).toBe(30);
    expect(shotScore(3, 5)).toBeGreaterThan(shotScore(8, 0));
  });
});

describe('shooting', () => {
  it('a straight-up shot sticks below the bubble it hits', () => {
    const g = grid(['111111', '.....', '......']);
    const start = cellCenter({ r: 0, c: 2 }, geo);
    const shot = traceShot(g, start.x, 400, -Math.PI / 2, geo);
    expect(shot.points).toHaveLength(2);
    expect(shot.cell.r).toBe(1);
    expect([1, 2]).toContain(shot.cell.c);
  });
  it('bounces off the side walls', () => {
    const g = emptyGrid(8, COLS);
    const shot = traceShot(g, 120, 400, -Math.PI / 2 - 0.9, geo);
    expect(shot.points.length).toBeGreaterThan(2);
    for (const p of shot.points) { expect(p.x).toBeGreaterThanOrEqual(19.9); expect(p.x).toBeLessThanOrEqual(geo.width - 19.9); }
    expect(shot.cell.r).toBe(0); // reaches the ceiling
  });
  it('snaps to the nearest empty cell', () => {
    const g = grid(['111111']);
    expect(snapCell(g, 41, 52, geo)).toEqual({ r: 1, c: 0 });
    expect(snapCell(g, 61, 52, geo)).toEqual({ r: 1, c: 1 });
  });
});

describe('levels', () => {
  it('levels grow in rows and colours and only use those colours', () => {
    const a = makeLevel(1, 10, rng(1));
    const b = makeLevel(5, 10, rng(1));
    expect(b.grid.length).toBeGreaterThan(a.grid.length);
    expect(b.colors).toBeGreaterThan(a.colors);
    expect(b.shotsPerDrop).toBeLessThan(a.shotsPerDrop);
    for (const v of colorsLeft(a.grid)) expect(v).toBeLessThan(a.colors);
    expect(lowestRow(a.grid)).toBe(a.grid.length - 1);
    expect(lowestRow(emptyGrid(3, 10))).toBe(-1);
  });
});
