import { N, E, S, Wt, rotateCW, rotateCCW, rotateBy, openings, turnsBetween, flow, isSolved, spanningTree, planFor, timeLimit, generate, levelScore } from './logic.js';

/** mulberry32: a well-mixed seeded generator (an LCG in doubles loses precision and cycles early). */
const seeded = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Checks a tile set is a spanning tree of the grid: ends match, nothing leaves the board, all connected, cells-1 edges. */
function expectSpanningTree(tiles: number[], cols: number, rows: number, source: number) {
  let ends = 0;
  for (let i = 0; i < tiles.length; i++) {
    const r = Math.floor(i / cols);
    const c = i % cols;
    const m = tiles[i]!;
    expect(m).toBeGreaterThan(0);
    ends += openings(m);
    if (m & N) expect(r > 0 && (tiles[i - cols]! & S) !== 0).toBe(true);
    if (m & S) expect(r < rows - 1 && (tiles[i + cols]! & N) !== 0).toBe(true);
    if (m & E) expect(c < cols - 1 && (tiles[i + 1]! & Wt) !== 0).toBe(true);
    if (m & Wt) expect(c > 0 && (tiles[i - 1]! & E) !== 0).toBe(true);
  }
  expect(ends / 2).toBe(tiles.length - 1);
  expect(flow(tiles, cols, rows, source).every((d) => d >= 0)).toBe(true);
}

describe('pipe tiles', () => {
  it('turns clockwise N→E→S→W and back anticlockwise', () => {
    expect(rotateCW(N)).toBe(E);
    expect(rotateCW(Wt)).toBe(N);
    expect(rotateCW(N | E)).toBe(E | S);
    expect(rotateCW(Wt | N | E)).toBe(N | E | S);
    expect(rotateCCW(N)).toBe(Wt);
    for (let m = 0; m < 16; m++) {
      expect(rotateCCW(rotateCW(m))).toBe(m);
      expect(rotateBy(m, 4)).toBe(m);
      expect(rotateBy(m, -1)).toBe(rotateCCW(m));
      expect(openings(rotateCW(m))).toBe(openings(m));
    }
  });
  it('counts the turns between two orientations of the same tile', () => {
    expect(turnsBetween(N, S)).toBe(2);
    expect(turnsBetween(N | S, E | Wt)).toBe(1);
    expect(turnsBetween(N | E, Wt | N)).toBe(3);
    expect(turnsBetween(15, 15)).toBe(0);
    expect(turnsBetween(N, N | E)).toBe(-1);
  });
});

describe('water flow', () => {
  // 3×2 board:  [source ─][─ ┐][drain]
  //             [drain    ][  └─][  ─ ]
  it('passes only where both neighbours open to each other', () => {
    const tiles = [E, Wt | S, N, N, N | E, Wt];
    const d = flow(tiles, 3, 2, 0);
    expect(d).toEqual([0, 1, -1, -1, 2, 3]);
  });
  it('needs every drain wet to be solved', () => {
    const level = { cols: 3, rows: 2, source: 0, drains: [5, 3], solution: [], tiles: [] };
    expect(isSolved([E, Wt | S, 0, 0, N | E, Wt], level)).toBe(false);
    expect(isSolved([E | S, Wt | S, 0, N, N | E, Wt], level)).toBe(true);
  });
  it('does not leak through the board edge or into a tile facing away', () => {
    expect(flow([Wt | E, E], 2, 1, 0)).toEqual([0, -1]);
    expect(flow([E, Wt], 2, 1, 0)).toEqual([0, 1]);
  });
});

describe('pipe levels', () => {
  it('builds a spanning tree of the grid', () => {
    const rand = seeded(2);
    for (const [cols, rows] of [[4, 4], [5, 6], [7, 9]] as const) {
      for (let t = 0; t < 5; t++) {
        const source = Math.floor(rand() * cols * rows);
        expectSpanningTree(spanningTree(cols, rows, source, rand), cols, rows, source);
      }
    }
  });
  it('grows the board from 4×4 to 7×9 and gives less time per tile', () => {
    const plans = Array.from({ length: 14 }, (_, i) => planFor(i + 1));
    expect(plans[0]).toMatchObject({ cols: 4, rows: 4 });
    expect(plans[8]).toMatchObject({ cols: 7, rows: 9 });
    expect(plans[13]).toMatchObject({ cols: 7, rows: 9 });
    for (let i = 1; i < plans.length; i++) {
      expect(plans[i]!.cols * plans[i]!.rows).toBeGreaterThanOrEqual(plans[i - 1]!.cols * plans[i - 1]!.rows);
      expect(plans[i]!.secondsPerTile).toBeLessThanOrEqual(plans[i - 1]!.secondsPerTile);
    }
    expect(plans[13]!.secondsPerTile).toBeLessThan(plans[0]!.secondsPerTile);
    expect(timeLimit(plans[0]!)).toBe(Math.round(10 + 16 * plans[0]!.secondsPerTile));
  });
  it('every generated level is scrambled, unsolved, and solved by turning the tiles back', () => {
    const rand = seeded(13);
    for (let level = 1; level <= 14; level++) {
      const plan = planFor(level);
      const lv = generate(plan, rand);
      const { cols, rows, source, solution, tiles, drains } = lv;
      expect(tiles).toHaveLength(cols * rows);
      expectSpanningTree(solution, cols, rows, source);
      // Drains are exactly the dead ends of the tree (the source excepted).
      expect(drains.length).toBeGreaterThan(1);
      for (let i = 0; i < tiles.length; i++) expect(drains.includes(i)).toBe(i !== source && openings(solution[i]!) === 1);
      // Each tile is a turned copy of its solution tile; the source is left as built.
      tiles.forEach((m, i) => expect(turnsBetween(m, solution[i]!)).toBeGreaterThanOrEqual(0));
      expect(tiles[source]).toBe(solution[source]);
      expect(isSolved(tiles, lv)).toBe(false);
      expect(tiles.filter((m, i) => m !== solution[i]).length).toBeGreaterThanOrEqual(Math.floor(tiles.length / 2));
      const fixed = tiles.map((m, i) => rotateBy(m, turnsBetween(m, solution[i]!)));
      expect(fixed).toEqual(solution);
      expect(isSolved(fixed, lv)).toBe(true);
    }
  });
  it('scores tiles and seconds left', () => {
    expect(levelScore(16, 30.7)).toBe(160 + 150);
    expect(levelScore(63, -2)).toBe(630);
  });
});
