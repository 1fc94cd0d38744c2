import {
  buildEdges, islandTotals, isConnected, blockedBy, cycleBridge, isSolved, edgeBetween, neighbour, solve,
  levelSpec, LEVEL_COUNT, generate, hint, puzzleScore,
} from './logic.js';

type Island = { r: number; c: number; n: number };

/** A puzzle from islands on a grid (the solution is irrelevant for these tests). */
function make(cols: number, rows: number, islands: Island[]) {
  const { edges, crossings } = buildEdges(cols, rows, islands);
  return { cols, rows, islands, edges, crossings, solution: new Array(edges.length).fill(0) };
}

const imul = Math.imul; // a local alias: global lookups are slow inside the test sandbox
function rng(seed: number) {
  let a = seed >>> 0;
  return () => { a = (a + 0x6d2b79f5) >>> 0; let t = a; t = imul(t ^ (t >>> 15), t | 1); t ^= t + imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
}

describe('pairs that can be joined', () => {
  // 0 . 1 . 2      row 0
  // . . . . .
  // 3 . . . 4      row 2, and island 5 below the middle of the top row
  // . . 5 . .
  const p = make(5, 4, [
    { r: 0, c: 0, n: 1 }, { r: 0, c: 2, n: 1 }, { r: 0, c: 4, n: 1 },
    { r: 2, c: 0, n: 1 }, { r: 2, c: 4, n: 1 }, { r: 3, c: 2, n: 1 },
  ]);
  it('only link islands that see each other, with the cells in between', () => {
    const pairs = p.edges.map((e) => [e.a, e.b]);
    expect(pairs).toEqual(expect.arrayContaining([[0, 1], [1, 2], [0, 3], [2, 4], [3, 4], [1, 5]]));
    expect(pairs).toHaveLength(6);
    expect(edgeBetween(p, 0, 2)).toBe(-1); // island 1 stands between them
    const e34 = p.edges[edgeBetween(p, 3, 4)]!;
    expect(e34.horiz).toBe(true);
    expect(e34.cells).toEqual([2 * 5 + 1, 2 * 5 + 2, 2 * 5 + 3]);
  });

  it('know which pairs cross', () => {
    const across = edgeBetween(p, 3, 4);
    const down = edgeBetween(p, 1, 5);
    expect(p.crossings[across]).toEqual([down]);
    expect(p.crossings[down]).toEqual([across]);
    expect(p.crossings[edgeBetween(p, 0, 1)]).toEqual([]);
  });

  it('find a neighbour in each direction', () => {
    expect(neighbour(p, 1, 'left')).toEqual({ island: 0, edge: edgeBetween(p, 0, 1) });
    expect(neighbour(p, 1, 'right')!.island).toBe(2);
    expect(neighbour(p, 1, 'down')!.island).toBe(5);
    expect(neighbour(p, 1, 'up')).toBeNull();
  });

  it('cycle 0 → 1 → 2 → 0 bridges and refuse one crossing a built bridge', () => {
    const across = edgeBetween(p, 3, 4);
    const down = edgeBetween(p, 1, 5);
    let c: number[] = new Array(p.edges.length).fill(0);
    c = cycleBridge(p, c, across)!;
    expect(c[across]).toBe(1);
    expect(blockedBy(p, c, down)).toEqual([across]);
    expect(cycleBridge(p, c, down)).toBeNull();
    c = cycleBridge(p, c, across)!;
    expect(c[across]).toBe(2);
    c = cycleBridge(p, c, across)!;
    expect(c[across]).toBe(0);
    expect(cycleBridge(p, c, down)![down]).toBe(1);
  });
});

describe('solved positions', () => {
  // 2 . 2      Two separate pairs can meet every number but are not one network.
  // . . .
  // 2 . 2
  const square = make(3, 3, [{ r: 0, c: 0, n: 2 }, { r: 0, c: 2, n: 2 }, { r: 2, c: 0, n: 2 }, { r: 2, c: 2, n: 2 }]);
  const top = edgeBetween(square, 0, 1);
  const bottom = edgeBetween(square, 2, 3);
  it('need every number met and one connected network', () => {
    const pairs = [0, 0, 0, 0];
    pairs[top] = 2;
    pairs[bottom] = 2;
    expect(islandTotals(square, pairs)).toEqual([2, 2, 2, 2]);
    expect(isConnected(square, pairs)).toBe(false);
    expect(isSolved(square, pairs)).toBe(false);
    const ring = [1, 1, 1, 1];
    expect(isSolved(square, ring)).toBe(true);
    const over = [2, 1, 1, 1];
    expect(isSolved(square, over)).toBe(false);
  });

  it('the solver counts every answer: the ring of twos has exactly one (two pairs are not connected)', () => {
    const res = solve(square, 5);
    expect(res.count).toBe(1);
    expect(res.solution).toEqual([1, 1, 1, 1]);
  });

  it('the solver finds both answers of an ambiguous square of threes', () => {
    const threes = make(3, 3, [{ r: 0, c: 0, n: 3 }, { r: 0, c: 2, n: 3 }, { r: 2, c: 0, n: 3 }, { r: 2, c: 2, n: 3 }]);
    const res = solve(threes, 5);
    expect(res.count).toBe(2); // 2-1-2-1 around the ring, either way round
    expect(isSolved(threes, res.solution!)).toBe(true);
  });

  it('the solver reports no answer for impossible numbers', () => {
    const bad = make(3, 1, [{ r: 0, c: 0, n: 3 }, { r: 0, c: 2, n: 3 }]);
    expect(solve(bad, 2).count).toBe(0);
  });
});

describe('generated puzzles', () => {
  it('grow level by level', () => {
    for (let l = 2; l <= LEVEL_COUNT; l++) {
      const a = levelSpec(l - 1);
      const b = levelSpec(l);
      expect(b.cols * b.rows).toBeGreaterThan(a.cols * a.rows);
      expect(b.islands).toBeGreaterThan(a.islands);
      expect(b.cols).toBeLessThanOrEqual(9); // stays readable on a phone in portrait
    }
  });

  it('have exactly one solution, the hidden one, at every size', () => {
    for (let l = 1; l <= LEVEL_COUNT; l++) {
      const spec = levelSpec(l);
      for (let seed = 1; seed <= 4; seed++) {
        const p = generate(rng(seed * 100 + l), spec.cols, spec.rows, spec.islands, spec.minNodes);
        expect(p.cols).toBe(spec.cols);
        expect(p.islands.length).toBeGreaterThanOrEqual(spec.islands - 1);
        const res = solve(p, 3);
        expect(res.count).toBe(1);
        expect(res.solution).toEqual(p.solution);
        expect(isSolved(p, p.solution)).toBe(true);
        for (const s of p.islands) {
          expect(s.n).toBeGreaterThanOrEqual(1);
          expect(s.n).toBeLessThanOrEqual(8);
          // Never two islands side by side.
          expect(p.islands.some((t) => Math.abs(t.r - s.r) + Math.abs(t.c - s.c) === 1)).toBe(false);
        }
      }
    }
  });

  it('are the same for the same seed', () => {
    const a = generate(rng(7), 7, 8, 13);
    const b = generate(rng(7), 7, 8, 13);
    expect(b.islands).toEqual(a.islands);
  });
});

describe('hints and scoring', () => {
  it('point out a wrong bridge first, then a missing one, and nothing once solved', () => {
    const p = generate(rng(3), 6, 7, 9);
    const wrong = p.solution.findIndex((v) => v < 2);
    const c = p.solution.map(() => 0);
    c[wrong] = (p.solution[wrong] ?? 0) + 1;
    expect(hint(p, c)).toEqual({ edge: wrong, want: p.solution[wrong] });
    const missing = hint(p, p.solution.map(() => 0))!;
    expect(missing.want).toBeGreaterThan(0);
    expect(hint(p, p.solution)).toBeNull();
  });

  it('scores bigger puzzles higher, rewards speed and charges for hints', () => {
    expect(puzzleScore(10, 100, 0)).toBe(200);
    expect(puzzleScore(10, 50, 0)).toBe(300);
    expect(puzzleScore(10, 50, 1)).toBe(270);
    expect(puzzleScore(20, 200, 0)).toBeGreaterThan(puzzleScore(10, 100, 0));
    expect(puzzleScore(5, 999, 9)).toBe(10);
  });
});
