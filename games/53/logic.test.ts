import { neighbourhood, press, isDark, solve, optimalMoves, pressRank, quietPatterns, planFor, generate, boardScore, LAST_PLANNED } from './logic.js';

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
const dark = (n: number) => new Array(n * n).fill(0);
const applyAll = (cells: number[], n: number, torus: boolean, presses: number[]) => presses.reduce((b, i) => press(b, n, torus, i), cells);

/**
 * Brute force over every press set of a small board: the fewest presses reaching each board.
 * Independent of the linear algebra, so it checks the solver.
 */
function bruteForce(n: number, torus: boolean) {
  const N = n * n;
  const best = new Map<number, number>();
  for (let mask = 0; mask < 1 << N; mask++) {
    let board = 0;
    let w = 0;
    for (let i = 0; i < N; i++) {
      if (!(mask & (1 << i))) continue;
      w++;
      for (const j of neighbourhood(n, torus, i)) board ^= 1 << j;
    }
    const prev = best.get(board);
    if (prev === undefined || w < prev) best.set(board, w);
  }
  return best;
}
const fromMask = (mask: number, N: number) => Array.from({ length: N }, (_, i) => (mask >> i) & 1);

describe('lights out moves', () => {
  it('a press flips the cell and its orthogonal neighbours, clipped at the edge', () => {
    expect(neighbourhood(5, false, 0).sort((a, b) => a - b)).toEqual([0, 1, 5]);
    expect(neighbourhood(5, false, 12).sort((a, b) => a - b)).toEqual([7, 11, 12, 13, 17]);
    const b = press(dark(3), 3, false, 4);
    expect(b).toEqual([0, 1, 0, 1, 1, 1, 0, 1, 0]);
    expect(press(b, 3, false, 4)).toEqual(dark(3));
  });
  it('on a torus the neighbours wrap around both edges', () => {
    expect(neighbourhood(5, true, 0).sort((a, b) => a - b)).toEqual([0, 1, 4, 5, 20]);
    expect(neighbourhood(6, true, 35).sort((a, b) => a - b)).toEqual([5, 29, 30, 34, 35]);
    // Every cell is in exactly five neighbourhoods on a torus.
    const counts = new Array(25).fill(0);
    for (let i = 0; i < 25; i++) for (const j of neighbourhood(5, true, i)) counts[j]++;
    expect(counts.every((c) => c === 5)).toBe(true);
  });
  it('presses commute and cancel in pairs', () => {
    const a = applyAll(dark(5), 5, false, [3, 7, 12, 24]);
    const b = applyAll(dark(5), 5, false, [24, 12, 3, 7]);
    expect(a).toEqual(b);
    expect(isDark(applyAll(a, 5, false, [7, 3, 24, 12]))).toBe(true);
  });
});

describe('lights out over GF(2)', () => {
  it('knows the classic ranks: 5×5 has two quiet patterns, 6×6 and 7×7 none', () => {
    expect(pressRank(5, false)).toBe(23);
    expect(quietPatterns(5, false)).toHaveLength(2);
    expect(pressRank(6, false)).toBe(36);
    expect(pressRank(7, false)).toBe(49);
    for (const q of quietPatterns(5, true)) {
      // A quiet pattern pressed on a dark board leaves it dark.
      expect(isDark(applyAll(dark(5), 5, true, q.flatMap((v, i) => (v ? [i] : []))))).toBe(true);
    }
  });
  it('a random 5×5 board is solvable exactly when it is orthogonal to both quiet patterns', () => {
    const rand = seeded(3);
    const quiet = quietPatterns(5, false);
    let solvable = 0;
    for (let t = 0; t < 200; t++) {
      const cells = Array.from({ length: 25 }, () => (rand() < 0.5 ? 1 : 0));
      const orth = quiet.every((q) => q.reduce((s, v, i) => s ^ (v & cells[i]!), 0) === 0);
      const s = solve(cells, 5, false);
      expect(s !== null).toBe(orth);
      if (s) {
        solvable++;
        expect(s.solutions).toBe(4);
        expect(isDark(applyAll(cells, 5, false, s.presses))).toBe(true);
      }
    }
    // About a quarter of all boards are solvable; both branches were exercised.
    expect(solvable).toBeGreaterThan(20);
    expect(solvable).toBeLessThan(120);
  });
  it.each([
    { n: 3, torus: false, step: 1 },
    { n: 3, torus: true, step: 1 },
    { n: 4, torus: false, step: 23 },
    { n: 4, torus: true, step: 23 },
  ])('finds the fewest presses on $n×$n boards (torus: $torus), as brute force does', ({ n, torus, step }) => {
    const N = n * n;
    const best = bruteForce(n, torus);
    // Every 3×3 board; every 23rd 4×4 board (a prime step samples all bit patterns).
    for (let mask = 0; mask < 1 << N; mask += step) {
      const cells = fromMask(mask, N);
      const s = solve(cells, n, torus);
      const want = best.get(mask);
      if (want === undefined) expect(s).toBeNull();
      else {
        expect(s).not.toBeNull();
        expect(s!.presses.length).toBe(want);
        expect(isDark(applyAll(cells, n, torus, s!.presses))).toBe(true);
      }
    }
  });
});

describe('lights out levels', () => {
  it('starts at 5×5 and grows to 6×6 and 7×7 before the tori', () => {
    const plans = Array.from({ length: LAST_PLANNED }, (_, i) => planFor(i + 1));
    expect(plans.map((p) => p.n)).toEqual([5, 5, 5, 6, 6, 6, 7, 7, 7, 5, 5, 5, 6, 6, 6, 7, 7, 7]);
    expect(plans.map((p) => p.torus)).toEqual([...new Array(9).fill(false), ...new Array(9).fill(true)]);
    for (let i = 1; i < plans.length; i++) {
      if (plans[i]!.n === plans[i - 1]!.n) expect(plans[i]!.presses).toBeGreaterThan(plans[i - 1]!.presses);
    }
    expect(planFor(30).presses).toBeGreaterThan(planFor(LAST_PLANNED).presses);
    expect(planFor(30)).toMatchObject({ n: 7, torus: true });
  });
  it('generates solvable boards whose optimum is reached by the listed presses', () => {
    const rand = seeded(11);
    for (let level = 1; level <= 24; level++) {
      const plan = planFor(level);
      const g = generate(plan, rand);
      expect(g.cells).toHaveLength(plan.n * plan.n);
      expect(isDark(g.cells)).toBe(false);
      const s = solve(g.cells, plan.n, plan.torus);
      expect(s).not.toBeNull();
      expect(s!.presses.length).toBe(g.optimal);
      expect(isDark(applyAll(g.cells, plan.n, plan.torus, s!.presses))).toBe(true);
      expect(g.optimal).toBeLessThanOrEqual(plan.presses);
      expect(g.optimal).toBeGreaterThanOrEqual(plan.minOptimal);
      expect(optimalMoves(g.cells, plan.n, plan.torus)).toBe(g.optimal);
    }
  });
  it('scores optimal play best and charges for extra presses and hints', () => {
    expect(boardScore(5, 5, 0)).toBe(50 + 100 + 100);
    expect(boardScore(5, 7, 0)).toBe(150 - 16);
    expect(boardScore(5, 5, 1)).toBe(150 - 40);
    expect(boardScore(8, 8, 0)).toBeGreaterThan(boardScore(5, 5, 0));
    expect(boardScore(3, 90, 4)).toBe(10);
  });
});
