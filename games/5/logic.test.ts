import { generate, solve, countSolutions, conflicts, isComplete, candidates, maskDigits, solveSingles, parse, format, digitCounts, winScore, LEVELS, PEERS, UNITS } from './logic.js';
import { seededRandom } from '../kit/kit.js';

// A well-known puzzle with a single solution, and its solution.
const P = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const S = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

const validSolution = (g: number[]) => {
  for (const u of UNITS) expect(new Set(u.map((i) => g[i])).size).toBe(9);
  expect(g.every((v) => v >= 1 && v <= 9)).toBe(true);
};

describe('sudoku structure', () => {
  it('has 27 units and 20 peers per cell', () => {
    expect(UNITS).toHaveLength(27);
    expect(PEERS.every((p) => p.length === 20)).toBe(true);
    expect(PEERS[0]).toEqual(expect.arrayContaining([1, 8, 9, 72, 10, 20]));
    expect(PEERS[0]).not.toContain(30);
  });
});

describe('sudoku solver', () => {
  it('solves a known puzzle and finds exactly one solution', () => {
    const r = solve(parse(P), 2);
    expect(r.count).toBe(1);
    expect(format(r.solution!)).toBe(S);
  });
  it('stops counting at the limit when there are many solutions', () => {
    const g = parse(P);
    g[0] = 0; g[1] = 0; g[4] = 0; g[9] = 0; g[12] = 0; g[13] = 0; g[14] = 0; g[19] = 0; g[20] = 0;
    expect(countSolutions(g, 2)).toBe(2);
    expect(countSolutions(new Array(81).fill(0), 5)).toBe(5);
  });
  it('reports no solution for contradictory givens', () => {
    const g = parse(P);
    g[2] = 5; // second 5 in the first row
    expect(solve(g).count).toBe(0);
    const h = parse(P);
    h[2] = 1; h[3] = 2; // legal-looking but unsolvable? check the solver agrees with brute truth
    expect(solve(h).count).toBe(0);
  });
  it('singles alone crack the easy classic', () => {
    expect(format(solveSingles(parse(P)).grid)).toBe(S);
  });
  it('computes candidates from peers', () => {
    const g = parse(P);
    expect(maskDigits(candidates(g, 2))).toEqual([1, 2, 4]);
  });
});

describe('sudoku generator', () => {
  it.each(['easy', 'medium', 'hard'] as const)('builds a %s puzzle with exactly one solution', (level) => {
    for (const seed of [1, 2, 3]) {
      const { puzzle, solution, givens } = generate(seededRandom(seed * 101), level);
      validSolution(solution);
      expect(puzzle.filter(Boolean)).toHaveLength(givens);
      puzzle.forEach((v, i) => { if (v) expect(v).toBe(solution[i]); });
      expect(countSolutions(puzzle, 2)).toBe(1);
      expect(format(solve(puzzle).solution!)).toBe(format(solution));
      expect(givens).toBeLessThanOrEqual(LEVELS[level].givens + 4);
      if (LEVELS[level].singlesOnly) expect(solveSingles(puzzle).solved).toBe(true);
    }
  });
  it('harder levels give fewer clues', () => {
    const r = seededRandom(9);
    const e = generate(r, 'easy').givens;
    const m = generate(r, 'medium').givens;
    const h = generate(r, 'hard').givens;
    expect(e).toBeGreaterThan(m);
    expect(m).toBeGreaterThan(h);
  });
  it('is deterministic for a seed', () => {
    expect(format(generate(seededRandom(5), 'medium').puzzle)).toBe(format(generate(seededRandom(5), 'medium').puzzle));
  });
});

describe('sudoku validator', () => {
  it('flags clashing cells in rows, columns and boxes only', () => {
    const g = parse(P);
    expect(conflicts(g).size).toBe(0);
    g[2] = 5; // row clash with cell 0
    expect([...conflicts(g)].sort((a, b) => a - b)).toEqual([0, 2]);
    const h = parse(P);
    h[10] = 8; // box-only clash with cell 20
    expect(conflicts(h)).toEqual(new Set([10, 20]));
    const c = parse(P);
    c[36] = 5; // column 0 clash with cell 0
    expect(conflicts(c)).toEqual(new Set([0, 36]));
  });
  it('recognises a complete, valid grid', () => {
    expect(isComplete(parse(S))).toBe(true);
    expect(isComplete(parse(P))).toBe(false);
    const wrong = parse(S);
    [wrong[0], wrong[1]] = [wrong[1]!, wrong[0]!];
    expect(isComplete(wrong)).toBe(false);
  });
  it('counts digits and scores faster, hint-free solves higher', () => {
    expect(digitCounts(parse(S)).slice(1)).toEqual(new Array(9).fill(9));
    expect(winScore('hard', 100, 0)).toBeGreaterThan(winScore('easy', 100, 0));
    expect(winScore('easy', 100, 0)).toBeGreaterThan(winScore('easy', 200, 0));
    expect(winScore('easy', 100, 2)).toBeLessThan(winScore('easy', 100, 0));
    expect(winScore('easy', 99999, 9)).toBe(100);
  });
});
