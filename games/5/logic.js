// @ts-check
/**
 * Pure Sudoku rules (no DOM). A grid is a number[81] in row-major order; 0 = empty.
 * Digits are kept as bit masks (bit d set = digit d allowed) for a fast solver.
 */

/** @typedef {number[]} Grid */
/** @typedef {'easy'|'medium'|'hard'} Level */

const ALL = 0x3fe; // bits 1..9

/** Givens to aim for and whether the puzzle must fall to singles only (no guessing). */
export const LEVELS = /** @type {Record<Level, {givens: number, singlesOnly: boolean, base: number}>} */ ({
  easy: { givens: 38, singlesOnly: true, base: 1000 },
  medium: { givens: 30, singlesOnly: true, base: 2000 },
  hard: { givens: 24, singlesOnly: false, base: 3000 },
});

/** @param {number} i */
export const rowOf = (i) => Math.floor(i / 9);
/** @param {number} i */
export const colOf = (i) => i % 9;
/** @param {number} i */
export const boxOf = (i) => Math.floor(rowOf(i) / 3) * 3 + Math.floor(colOf(i) / 3);

/** The 27 units (rows, columns, boxes) as lists of cell indexes. @type {number[][]} */
export const UNITS = (() => {
  /** @type {number[][]} */
  const u = [];
  for (let k = 0; k < 9; k++) {
    u.push(Array.from({ length: 9 }, (_, j) => k * 9 + j));
    u.push(Array.from({ length: 9 }, (_, j) => j * 9 + k));
    const r0 = Math.floor(k / 3) * 3;
    const c0 = (k % 3) * 3;
    u.push(Array.from({ length: 9 }, (_, j) => (r0 + Math.floor(j / 3)) * 9 + c0 + (j % 3)));
  }
  return u;
})();

/** Cells sharing a row, column or box with i (not i itself). @type {number[][]} */
export const PEERS = Array.from({ length: 81 }, (_, i) => {
  const s = new Set(UNITS.filter((u) => u.includes(i)).flat());
  s.delete(i);
  return [...s];
});

/** @param {number} m */
function bitCount(m) {
  let n = 0;
  for (; m; m &= m - 1) n++;
  return n;
}

/** Digits (1-9) allowed in cell i given the other filled cells. @param {Grid} g @param {number} i @returns {number} mask */
export function candidates(g, i) {
  let used = 0;
  for (const p of PEERS[i] ?? []) used |= 1 << (g[p] ?? 0);
  return ALL & ~used;
}

/** @param {number} mask @returns {number[]} */
export function maskDigits(mask) {
  const out = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

/**
 * Counts solutions by backtracking (most constrained cell first), stopping at `limit`.
 * @param {Grid} grid
 * @param {number} [limit]
 * @param {() => number} [rng] shuffles the digit order (used to build random full grids)
 * @returns {{count: number, solution: Grid | null}}
 */
export function solve(grid, limit = 2, rng) {
  const g = grid.slice();
  const rows = new Array(9).fill(0);
  const cols = new Array(9).fill(0);
  const boxes = new Array(9).fill(0);
  for (let i = 0; i < 81; i++) {
    const d = g[i] ?? 0;
    if (!d) continue;
    const b = 1 << d;
    if (rows[rowOf(i)] & b || cols[colOf(i)] & b || boxes[boxOf(i)] & b) return { count: 0, solution: null };
    rows[rowOf(i)] |= b;
    cols[colOf(i)] |= b;
    boxes[boxOf(i)] |= b;
  }
  let count = 0;
  /** @type {Grid | null} */
  let solution = null;
  const rec = () => {
    let best = -1;
    let bestMask = 0;
    let bestN = 10;
    for (let i = 0; i < 81; i++) {
      if (g[i]) continue;
      const m = ALL & ~(rows[rowOf(i)] | cols[colOf(i)] | boxes[boxOf(i)]);
      const n = bitCount(m);
      if (n === 0) return false;
      if (n < bestN) { best = i; bestMask = m; bestN = n; if (n === 1) break; }
    }
    if (best < 0) {
      count++;
      if (!solution) solution = g.slice();
      return count >= limit;
    }
    const digits = maskDigits(bestMask);
    if (rng) {
      for (let k = digits.length - 1; k > 0; k--) {
        const j = Math.floor(rng() * (k + 1));
        [digits[k], digits[j]] = [/** @type {number} */ (digits[j]), /** @type {number} */ (digits[k])];
      }
    }
    const r = rowOf(best);
    const c = colOf(best);
    const bx = boxOf(best);
    for (const d of digits) {
      const b = 1 << d;
      g[best] = d;
      rows[r] |= b; cols[c] |= b; boxes[bx] |= b;
      if (rec()) return true;
      rows[r] &= ~b; cols[c] &= ~b; boxes[bx] &= ~b;
    }
    g[best] = 0;
    return false;
  };
  rec();
  return { count, solution };
}

/** Number of solutions, at most `limit`. @param {Grid} g @param {number} [limit] */
export function countSolutions(g, limit = 2) {
  return solve(g, limit).count;
}

/** A random complete valid grid. @param {() => number} rng @returns {Grid} */
export function randomSolution(rng) {
  const res = solve(new Array(81).fill(0), 1, rng);
  return /** @type {Grid} */ (res.solution);
}

/**
 * Fills what naked and hidden singles alone can deduce.
 * @param {Grid} grid
 * @returns {{grid: Grid, solved: boolean}}
 */
export function solveSingles(grid) {
  const g = grid.slice();
  let progress = true;
  while (progress) {
    progress = false;
    for (let i = 0; i < 81; i++) {
      if (g[i]) continue;
      const m = candidates(g, i);
      if (m === 0) return { grid: g, solved: false };
      if (bitCount(m) === 1) { g[i] = Math.log2(m); progress = true; }
    }
    for (const unit of UNITS) {
      for (let d = 1; d <= 9; d++) {
        if (unit.some((i) => g[i] === d)) continue;
        const spots = unit.filter((i) => !g[i] && candidates(g, i) & (1 << d));
        if (spots.length === 1) { g[/** @type {number} */ (spots[0])] = d; progress = true; }
      }
    }
  }
  return { grid: g, solved: g.every((v) => v > 0) };
}

/**
 * Builds a puzzle with exactly one solution: start from a random full grid and remove
 * symmetric pairs of cells while the solution stays unique (and, for easier levels,
 * while singles alone still solve it), until the target number of givens is reached.
 * @param {() => number} rng
 * @param {Level} level
 * @returns {{puzzle: Grid, solution: Grid, givens: number}}
 */
export function generate(rng, level) {
  const cfg = LEVELS[level];
  const solution = randomSolution(rng);
  const puzzle = solution.slice();
  const order = Array.from({ length: 41 }, (_, i) => i);
  for (let k = order.length - 1; k > 0; k--) {
    const j = Math.floor(rng() * (k + 1));
    [order[k], order[j]] = [/** @type {number} */ (order[j]), /** @type {number} */ (order[k])];
  }
  let givens = 81;
  for (const i of order) {
    if (givens <= cfg.givens) break;
    const pair = i === 40 ? [40] : [i, 80 - i];
    const saved = pair.map((p) => puzzle[p] ?? 0);
    for (const p of pair) puzzle[p] = 0;
    const ok = countSolutions(puzzle, 2) === 1 && (!cfg.singlesOnly || solveSingles(puzzle).solved);
    if (ok) givens -= pair.length;
    else pair.forEach((p, k) => { puzzle[p] = saved[k] ?? 0; });
  }
  // Second pass for the hardest level: single cells, symmetry no longer required.
  if (!cfg.singlesOnly) {
    for (let i = 0; i < 81 && givens > cfg.givens; i++) {
      const p = Math.floor(rng() * 81);
      const v = puzzle[p] ?? 0;
      if (!v) continue;
      puzzle[p] = 0;
      if (countSolutions(puzzle, 2) === 1) givens--;
      else puzzle[p] = v;
    }
  }
  return { puzzle, solution, givens };
}

/** Indexes of filled cells that clash with another cell in a row, column or box. @param {Grid} g @returns {Set<number>} */
export function conflicts(g) {
  const bad = new Set();
  for (const unit of UNITS) {
    /** @type {Map<number, number[]>} */
    const seen = new Map();
    for (const i of unit) {
      const d = g[i];
      if (!d) continue;
      const list = seen.get(d) ?? [];
      list.push(i);
      seen.set(d, list);
    }
    for (const list of seen.values()) if (list.length > 1) list.forEach((i) => bad.add(i));
  }
  return bad;
}

/** Whether the grid is complete and breaks no rule. @param {Grid} g */
export function isComplete(g) {
  return g.length === 81 && g.every((v) => v >= 1 && v <= 9) && conflicts(g).size === 0;
}

/** How many of each digit are placed: result[d] for d = 1..9. @param {Grid} g */
export function digitCounts(g) {
  const n = new Array(10).fill(0);
  for (const v of g) if (v) n[v]++;
  return n;
}

/** Score for a solved puzzle. @param {Level} level @param {number} seconds @param {number} hints */
export function winScore(level, seconds, hints) {
  return Math.max(100, LEVELS[level].base - Math.floor(seconds) * 2 - hints * 150);
}

/** Parses an 81-character string ('.' or '0' = empty). @param {string} s @returns {Grid} */
export function parse(s) {
  return [...s.replace(/\s/g, '')].map((ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
}

/** @param {Grid} g */
export function format(g) {
  return g.map((v) => (v ? String(v) : '.')).join('');
}
