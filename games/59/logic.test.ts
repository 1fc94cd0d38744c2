import { SIZES, bits, candidates, findRuns, validPattern, solve, generate, errors, isSolved, puzzleScore, sizeFor, LEVEL_COUNT } from './logic.js';

const imul = Math.imul; // a local alias: global lookups are slow inside the test sandbox
function rng(seed: number) {
  let a = seed >>> 0;
  return () => { a = (a + 0x6d2b79f5) >>> 0; let t = a; t = imul(t ^ (t >>> 15), t | 1); t ^= t + imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
}

const mask = (...digits: number[]) => digits.reduce((m, d) => m | (1 << (d - 1)), 0);

/** A puzzle from a pattern ('#' black, '.' white) and its fill (digits in white cells). */
function fromRows(rows: string[], fill: number[]) {
  const cols = rows[0]!.length;
  const white = rows.join('').split('').map((ch) => ch === '.');
  const { runs, runsOf } = findRuns(cols, rows.length, white);
  for (const r of runs) r.sum = r.cells.reduce((s, c) => s + fill[c]!, 0);
  return { cols, rows: rows.length, white, runs, runsOf, solution: fill };
}

describe('run candidates', () => {
  it('know the sums with a single split', () => {
    expect(candidates(0, 2, 3)).toBe(mask(1, 2));
    expect(candidates(0, 2, 17)).toBe(mask(8, 9));
    expect(candidates(0, 3, 6)).toBe(mask(1, 2, 3));
    expect(candidates(0, 9, 45)).toBe(511);
    expect(candidates(0, 2, 10)).toBe(511 & ~mask(5)); // 5 + 5 repeats a digit
  });

  it('account for digits already placed and rule out impossible sums', () => {
    expect(candidates(mask(1), 1, 5)).toBe(mask(5));
    expect(candidates(mask(5), 1, 5)).toBe(0);
    expect(candidates(0, 2, 18)).toBe(0);
    expect(candidates(0, 2, 2)).toBe(0);
    expect(candidates(0, 1, 46)).toBe(0);
  });

  it('match a brute-force count of every case', () => {
    const r = rng(4);
    for (let n = 0; n < 400; n++) {
      const used = Math.floor(r() * 512);
      const count = 1 + Math.floor(r() * 4);
      const sum = Math.floor(r() * 36);
      let expected = 0;
      for (let s = 0; s < 512; s++) {
        if (s & used || bits(s) !== count) continue;
        let t = 0;
        for (let d = 1; d <= 9; d++) if (s & (1 << (d - 1))) t += d;
        if (t === sum) expected |= s;
      }
      expect(candidates(used, count, sum)).toBe(expected);
    }
  });
});

describe('patterns', () => {
  it('find across and down runs with the cell that shows each sum', () => {
    const p = fromRows(['###', '#..', '#..'], [0, 0, 0, 0, 1, 2, 0, 3, 4]);
    expect(p.runs).toHaveLength(4);
    const across = p.runs.filter((r) => r.across);
    expect(across.map((r) => [r.cells, r.sum, r.clue])).toEqual([[[4, 5], 3, 3], [[7, 8], 7, 6]]);
    const down = p.runs.filter((r) => !r.across);
    expect(down.map((r) => [r.cells, r.sum, r.clue])).toEqual([[[4, 7], 4, 1], [[5, 8], 6, 2]]);
  });

  it('reject runs of one, white clue lines and disconnected parts', () => {
    expect(validPattern(3, 3, '#########'.split('').map(() => false))).toBe(false);
    expect(validPattern(3, 3, '###.#..#.'.split('').map((ch) => ch === '.'))).toBe(false); // (1,0) white
    expect(validPattern(4, 3, '#####..##..#'.split('').map((ch) => ch === '.'))).toBe(true);
    expect(validPattern(4, 3, '#####...#...'.split('').map((ch) => ch === '.'))).toBe(true);
    expect(validPattern(4, 3, '#####.#.#...'.split('').map((ch) => ch === '.'))).toBe(false); // lone cells across
    const split = '######..#..##..#..######'.split('').map((ch) => ch === '.');
    expect(validPattern(6, 4, split)).toBe(false);
  });
});

describe('solver', () => {
  it('finds the only answer of a small grid', () => {
    const p = fromRows(['###', '#..', '#..'], [0, 0, 0, 0, 1, 2, 0, 3, 4]);
    const res = solve(p, 5);
    expect(res.count).toBe(1);
    expect(res.solution).toEqual(p.solution);
  });

  it('counts both answers of an ambiguous grid', () => {
    const p = fromRows(['###', '#..', '#..'], [0, 0, 0, 0, 1, 2, 0, 2, 1]);
    const res = solve(p, 5);
    expect(res.count).toBe(2);
    expect(res.solutions.map((s) => s.join(''))).toEqual(expect.arrayContaining(['000012021', '000021012']));
  });

  it('respects digits already given and reports contradictions', () => {
    const p = fromRows(['###', '#..', '#..'], [0, 0, 0, 0, 1, 2, 0, 2, 1]);
    expect(solve(p, 5, [0, 0, 0, 0, 2, 0, 0, 0, 0]).solutions).toEqual([[0, 0, 0, 0, 2, 1, 0, 1, 2]]);
    expect(solve(p, 5, [0, 0, 0, 0, 2, 2, 0, 0, 0]).count).toBe(0);
  });
});

describe('generated puzzles', () => {
  it('have exactly one answer, the hidden fill, at every size', () => {
    for (const [name, dims] of Object.entries(SIZES)) {
      for (let seed = 1; seed <= 4; seed++) {
        const p = generate(rng(seed * 13 + name.length), dims.cols, dims.rows);
        expect(p.cols).toBe(dims.cols);
        expect(validPattern(p.cols, p.rows, p.white)).toBe(true);
        const whites = p.white.filter(Boolean).length;
        expect(whites).toBeGreaterThanOrEqual((dims.cols - 1) * (dims.rows - 1) * 0.5);
        for (const r of p.runs) {
          const digits = r.cells.map((c) => p.solution[c]!);
          expect(new Set(digits).size).toBe(digits.length);
          expect(digits.reduce((a, b) => a + b, 0)).toBe(r.sum);
          expect(Math.min(...digits)).toBeGreaterThanOrEqual(1);
          expect(Math.max(...digits)).toBeLessThanOrEqual(9);
        }
        const res = solve(p, 3);
        expect(res.count).toBe(1);
        expect(res.complete).toBe(true);
        expect(res.solution).toEqual(p.solution);
      }
    }
  });

  it('grow from the chosen size, two puzzles per size', () => {
    expect([1, 2, 3, 4, 5, 6].map((l) => sizeFor('small', l))).toEqual(['small', 'small', 'medium', 'medium', 'large', 'large']);
    expect(sizeFor('medium', 1)).toBe('medium');
    expect(sizeFor('medium', LEVEL_COUNT)).toBe('large');
    expect(sizeFor('large', 3)).toBe('large');
    expect(SIZES.large.cols * SIZES.large.rows).toBeGreaterThan(SIZES.medium.cols * SIZES.medium.rows);
  });
});

describe('checking the player’s grid', () => {
  const p = fromRows(['####', '#...', '#...'], [0, 0, 0, 0, 0, 1, 2, 4, 0, 3, 5, 9]);
  const at = (r: number, c: number) => r * 4 + c;
  it('flags a digit repeated in a run', () => {
    const g = new Array(12).fill(0);
    g[at(1, 1)] = 2;
    g[at(1, 3)] = 2;
    const e = errors(p, g);
    expect([...e.cells].sort()).toEqual([at(1, 1), at(1, 3)].sort());
    const across = p.runs.findIndex((r) => r.across && r.cells.includes(at(1, 1)));
    expect(e.runs.has(across)).toBe(true);
    // Both down runs are flagged too: 2 + ? can't make 4 without another 2, and ? can't be 11.
    expect(e.runs.size).toBe(3);
  });

  it('flags a run that went over its sum or was filled with the wrong total, not a partial one that can still fit', () => {
    const g = new Array(12).fill(0);
    g[at(1, 1)] = 1;
    expect(errors(p, g).runs.size).toBe(0);
    g[at(1, 2)] = 6; // across sum is 7: 1 + 6 leaves 0 for the last cell
    expect(errors(p, g).runs.size).toBeGreaterThan(0);
    const full = p.solution.slice();
    full[at(2, 3)] = 8; // 3 + 5 + 8 ≠ 17, and 4 + 8 ≠ 13 down
    expect(errors(p, full).runs.size).toBe(2);
    expect(isSolved(p, full)).toBe(false);
    expect(isSolved(p, p.solution)).toBe(true);
  });

  it('scores by size and speed; hints cost', () => {
    expect(puzzleScore(20, 240, 0)).toBe(200);
    expect(puzzleScore(20, 100, 0)).toBe(340);
    expect(puzzleScore(20, 100, 2)).toBe(260);
    expect(puzzleScore(5, 9999, 9)).toBe(10);
  });
});
