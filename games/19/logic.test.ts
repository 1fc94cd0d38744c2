import { lineClue, cluesFor, solveLine, lineSolve, isUniquelySolvable, randomPuzzle, PICTURES, pictureGrid, planFor, puzzleScore } from './logic.js';

const seeded = (seed: number) => () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
const U = -1;

describe('nonogram clues', () => {
  it('lists the runs of filled cells', () => {
    expect(lineClue([1, 1, 0, 1, 0, 0, 1, 1, 1])).toEqual([2, 1, 3]);
    expect(lineClue([0, 0, 0])).toEqual([]);
    expect(lineClue([1, 1, 1, 1, 1])).toEqual([5]);
  });
  it('builds row and column clues for a grid', () => {
    const g = [[1, 0, 1], [1, 1, 1], [0, 0, 1]];
    expect(cluesFor(g)).toEqual({ rows: [[1, 1], [3], [1]], cols: [[2], [1], [3]] });
  });
});

describe('nonogram line solver', () => {
  it('finds the overlap of a big block', () => {
    expect(solveLine([8], new Array(10).fill(U))).toEqual([U, U, 1, 1, 1, 1, 1, 1, U, U]);
    expect(solveLine([], [U, U, U])).toEqual([0, 0, 0]);
    expect(solveLine([2, 2], [U, U, U, U, U])).toEqual([1, 1, 0, 1, 1]);
  });
  it('uses known cells and reports contradictions', () => {
    expect(solveLine([1], [U, 1, U, U])).toEqual([0, 1, 0, 0]);
    expect(solveLine([3], [U, U, 0, U, U])).toBeNull();
    expect(solveLine([1, 1], [1, 1, U])).toBeNull();
  });
  it('solves a uniquely solvable puzzle and proves it', () => {
    const heart = pictureGrid(PICTURES[0]!);
    const res = lineSolve(cluesFor(heart));
    expect(res.solved).toBe(true);
    expect(res.grid).toEqual(heart);
    expect(isUniquelySolvable(heart)).toBe(true);
  });
  it('rejects an ambiguous puzzle (two solutions)', () => {
    // A 2×2 diagonal has the clues of the other diagonal too.
    expect(isUniquelySolvable([[1, 0], [0, 1]])).toBe(false);
    const res = lineSolve(cluesFor([[1, 0], [0, 1]]));
    expect(res.solved).toBe(false);
    expect(res.grid.flat()).toEqual([U, U, U, U]);
    // Any permutation matrix shares its clues with the other permutations.
    expect(isUniquelySolvable([[1, 0, 0], [0, 0, 1], [0, 1, 0]])).toBe(false);
  });
});

describe('nonogram puzzles', () => {
  it('every built-in picture is square, uses its palette and is line-solvable', () => {
    for (const p of PICTURES) {
      const g = pictureGrid(p);
      expect(g.every((row) => row.length === g.length)).toBe(true);
      for (const row of p.rows) for (const ch of row) if (ch !== '.') expect(p.palette[ch]).toBeDefined();
      expect(isUniquelySolvable(g)).toBe(true);
    }
  });
  it('random boards of every size are uniquely solvable by the line solver', () => {
    const rand = seeded(42);
    for (const size of [5, 7, 8, 10]) {
      for (let i = 0; i < 3; i++) {
        const g = randomPuzzle(size, rand);
        expect(g).toHaveLength(size);
        expect(isUniquelySolvable(g)).toBe(true);
        expect(g.flat().some((v) => v === 1)).toBe(true);
      }
    }
  });
  it('levels grow from 5×5 to 10×10 and name existing pictures', () => {
    expect(planFor(1).size).toBe(5);
    expect(planFor(30).size).toBe(10);
    const sizes = Array.from({ length: 14 }, (_, i) => planFor(i + 1).size);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    for (let l = 1; l <= 14; l++) {
      const p = planFor(l);
      if (p.pic !== 'random') expect(PICTURES.find((x) => x.id === p.pic)?.rows.length).toBe(p.size);
    }
  });
  it('scores fewer points for mistakes and slow solving', () => {
    expect(puzzleScore(10, 0, 10)).toBeGreaterThan(puzzleScore(10, 2, 10));
    expect(puzzleScore(10, 0, 10)).toBeGreaterThan(puzzleScore(10, 0, 200));
    expect(puzzleScore(10, 0, 10)).toBeGreaterThan(puzzleScore(5, 0, 10));
  });
});
