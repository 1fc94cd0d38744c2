// @ts-check
/**
 * Pure rules of Kakuro (no DOM). The grid has black clue cells and white cells. Every maximal
 * horizontal or vertical line of white cells (a run, 2 to 9 long) must hold different digits 1–9
 * adding up to its clue. Row 0 and column 0 are always black.
 */

/**
 * @typedef {Object} Run
 * @property {number[]} cells white cells, in order
 * @property {number} sum
 * @property {boolean} across
 * @property {number} clue the black cell that shows the sum
 */
/**
 * @typedef {Object} Puzzle
 * @property {number} cols
 * @property {number} rows
 * @property {boolean[]} white
 * @property {Run[]} runs
 * @property {number[][]} runsOf for each cell, the runs through it (across first)
 * @property {number[]} solution digit per cell (0 for black)
 */

export const SIZES = /** @type {const} */ ({ small: { cols: 6, rows: 7 }, medium: { cols: 7, rows: 9 }, large: { cols: 9, rows: 11 } });

/** Bit count of a 9-bit mask (digit d is bit d − 1). @param {number} m */
export function bits(m) {
  let n = 0;
  for (; m; m &= m - 1) n++;
  return n;
}

/**
 * CAND[(used * 10 + count) * 46 + sum]: the digits that can still appear in a run whose digits
 * `used` are placed, with `count` more cells that must add up to `sum` (0 when impossible).
 * Built once from every subset of 1–9 and every set of used digits disjoint from it (3^9 pairs).
 */
const CAND = (() => {
  const t = new Uint16Array(512 * 10 * 46);
  for (let s = 0; s < 512; s++) {
    let sum = 0;
    for (let d = 1; d <= 9; d++) if (s & (1 << (d - 1))) sum += d;
    const n = bits(s);
    const rest = 511 & ~s;
    // Every `used` inside the complement of s.
    for (let u = rest; ; u = (u - 1) & rest) {
      const k = (u * 10 + n) * 46 + sum;
      t[k] = /** @type {number} */ (t[k]) | s;
      if (u === 0) break;
    }
  }
  return t;
})();

/** Digits possible in a run state (see CAND). @param {number} used @param {number} count @param {number} sum */
export function candidates(used, count, sum) {
  if (count < 0 || count > 9 || sum < 0 || sum > 45) return 0;
  return CAND[(used * 10 + count) * 46 + sum] ?? 0;
}

/** The runs of a pattern, with no sums yet. @param {number} cols @param {number} rows @param {boolean[]} white */
export function findRuns(cols, rows, white) {
  /** @type {Run[]} */
  const runs = [];
  for (const across of [true, false]) {
    const outer = across ? rows : cols;
    const inner = across ? cols : rows;
    for (let a = 0; a < outer; a++) {
      let b = 0;
      while (b < inner) {
        const idx = (/** @type {number} */ x) => (across ? a * cols + x : x * cols + a);
        if (!white[idx(b)]) { b++; continue; }
        const cells = [];
        while (b < inner && white[idx(b)]) cells.push(idx(b++));
        runs.push({ cells, sum: 0, across, clue: /** @type {number} */ (cells[0]) - (across ? 1 : cols) });
      }
    }
  }
  /** @type {number[][]} */
  const runsOf = white.map(() => []);
  runs.forEach((r, k) => { for (const c of r.cells) /** @type {number[]} */ (runsOf[c]).push(k); });
  return { runs, runsOf };
}

/**
 * Whether a pattern is playable: row 0 and column 0 black, every run 2–9 long, every white cell in
 * both an across and a down run, and all white cells connected.
 * @param {number} cols @param {number} rows @param {boolean[]} white
 */
export function validPattern(cols, rows, white) {
  for (let c = 0; c < cols; c++) if (white[c]) return false;
  for (let r = 0; r < rows; r++) if (white[r * cols]) return false;
  const { runs, runsOf } = findRuns(cols, rows, white);
  if (runs.some((r) => r.cells.length < 2 || r.cells.length > 9)) return false;
  const cells = white.flatMap((w, i) => (w ? [i] : []));
  if (!cells.length || cells.some((i) => (runsOf[i] ?? []).length !== 2)) return false;
  const seen = new Set([cells[0]]);
  const stack = [/** @type {number} */ (cells[0])];
  while (stack.length) {
    const i = /** @type {number} */ (stack.pop());
    for (const j of [i - 1, i + 1, i - cols, i + cols]) {
      if (j < 0 || j >= white.length || !white[j] || seen.has(j)) continue;
      if ((j === i - 1 || j === i + 1) && Math.floor(j / cols) !== Math.floor(i / cols)) continue;
      seen.add(j);
      stack.push(j);
    }
  }
  return seen.size === cells.length;
}

/**
 * Counts solutions up to `limit`: the cell with the fewest candidates first, each candidate
 * limited by both its runs (digits not yet used there that can still reach the sum). Gives up
 * after `budget` search nodes (then `complete` is false).
 * @param {{cols: number, rows: number, white: boolean[], runs: Run[], runsOf: number[][]}} p
 * @param {number} [limit] @param {number[]} [given] digits already fixed (0 = open) @param {number} [budget]
 * @returns {{count: number, solution: number[] | null, solutions: number[][], complete: boolean}}
 */
export function solve(p, limit = 2, given, budget = Infinity) {
  const n = p.white.length;
  const grid = given ? given.slice() : new Array(n).fill(0);
  const used = p.runs.map(() => 0);
  const left = p.runs.map((r) => r.cells.length);
  const need = p.runs.map((r) => r.sum);
  /** @type {number[][]} */
  const solutions = [];
  for (let i = 0; i < n; i++) {
    const d = grid[i] ?? 0;
    if (!d) continue;
    for (const k of /** @type {number[]} */ (p.runsOf[i])) {
      if ((used[k] ?? 0) & (1 << (d - 1))) return { count: 0, solution: null, solutions, complete: true };
      used[k] = (used[k] ?? 0) | (1 << (d - 1));
      left[k] = (left[k] ?? 0) - 1;
      need[k] = (need[k] ?? 0) - d;
    }
  }
  /** @type {number[]} */
  const open = [];
  for (let i = 0; i < n; i++) if (p.white[i] && !grid[i]) open.push(i);
  let nodes = 0;
  const domain = (/** @type {number} */ i) => {
    const [a, b] = /** @type {[number, number]} */ (p.runsOf[i]);
    return candidates(/** @type {number} */ (used[a]), /** @type {number} */ (left[a]), /** @type {number} */ (need[a]))
      & candidates(/** @type {number} */ (used[b]), /** @type {number} */ (left[b]), /** @type {number} */ (need[b]));
  };
  const rec = (/** @type {number} */ depth) => {
    if (depth === open.length) {
      solutions.push(grid.slice());
      return;
    }
    if (++nodes > budget) return;
    // Pick the open cell with the fewest candidates.
    let bestPos = -1;
    let bestDom = 0;
    let bestN = 10;
    for (let q = depth; q < open.length; q++) {
      const i = /** @type {number} */ (open[q]);
      const dom = domain(i);
      const c = bits(dom);
      if (c < bestN) { bestN = c; bestPos = q; bestDom = dom; if (c <= 1) break; }
    }
    if (bestN === 0) return;
    const tmp = /** @type {number} */ (open[depth]);
    open[depth] = /** @type {number} */ (open[bestPos]);
    open[bestPos] = tmp;
    const i = /** @type {number} */ (open[depth]);
    const [a, b] = /** @type {[number, number]} */ (p.runsOf[i]);
    for (let d = 1; d <= 9 && solutions.length < limit && nodes <= budget; d++) {
      const bit = 1 << (d - 1);
      if (!(bestDom & bit)) continue;
      grid[i] = d;
      used[a] = /** @type {number} */ (used[a]) | bit; used[b] = /** @type {number} */ (used[b]) | bit;
      left[a] = /** @type {number} */ (left[a]) - 1; left[b] = /** @type {number} */ (left[b]) - 1;
      need[a] = /** @type {number} */ (need[a]) - d; need[b] = /** @type {number} */ (need[b]) - d;
      rec(depth + 1);
      used[a] = /** @type {number} */ (used[a]) & ~bit; used[b] = /** @type {number} */ (used[b]) & ~bit;
      left[a] = /** @type {number} */ (left[a]) + 1; left[b] = /** @type {number} */ (left[b]) + 1;
      need[a] = /** @type {number} */ (need[a]) + d; need[b] = /** @type {number} */ (need[b]) + d;
      grid[i] = 0;
    }
    open[bestPos] = open[depth] ?? 0;
    open[depth] = tmp;
  };
  rec(0);
  return { count: solutions.length, solution: solutions[0] ?? null, solutions, complete: nodes <= budget };
}

/**
 * A random pattern with point symmetry (as printed kakuro grids have), or null. Black cells are
 * added in mirrored pairs, each kept only if no run of a single white cell appears.
 * @param {() => number} rand @param {number} cols @param {number} rows @param {number} density share of black interior cells
 */
function randomPattern(rand, cols, rows, density) {
  const white = new Array(cols * rows).fill(false);
  for (let r = 1; r < rows; r++) for (let c = 1; c < cols; c++) white[r * cols + c] = true;
  const interior = (cols - 1) * (rows - 1);
  const isWhite = (/** @type {number} */ r, /** @type {number} */ c) => r > 0 && c > 0 && r < rows && c < cols && !!white[r * cols + c];
  /** A white cell with no white neighbour on one axis would be a run of one. */
  const lonely = (/** @type {number} */ r, /** @type {number} */ c) => isWhite(r, c) && ((!isWhite(r, c - 1) && !isWhite(r, c + 1)) || (!isWhite(r - 1, c) && !isWhite(r + 1, c)));
  let blacks = 0;
  for (let tries = 0; blacks < interior * density && tries < interior * 8; tries++) {
    const r = 1 + Math.floor(rand() * (rows - 1));
    const c = 1 + Math.floor(rand() * (cols - 1));
    const r2 = rows - r;
    const c2 = cols - c;
    const i = r * cols + c;
    const j = r2 * cols + c2;
    if (!white[i]) continue;
    white[i] = false;
    white[j] = false;
    const around = [[r, c - 1], [r, c + 1], [r - 1, c], [r + 1, c], [r2, c2 - 1], [r2, c2 + 1], [r2 - 1, c2], [r2 + 1, c2]];
    if (around.some(([y, x]) => lonely(/** @type {number} */ (y), /** @type {number} */ (x)))) {
      white[i] = true;
      white[j] = true;
      continue;
    }
    blacks += i === j ? 1 : 2;
  }
  return validPattern(cols, rows, white) ? white : null;
}

/** Random digits for a pattern, different within each run. @param {() => number} rand @param {boolean[]} white @param {number[][]} runsOf @param {Run[]} runs */
function randomFill(rand, white, runsOf, runs) {
  const grid = white.map(() => 0);
  const cells = white.flatMap((w, i) => (w ? [i] : []));
  const used = runs.map(() => 0);
  let steps = 0;
  const rec = (/** @type {number} */ q) => {
    if (q === cells.length) return true;
    if (++steps > 20000) return false;
    const i = /** @type {number} */ (cells[q]);
    const [a, b] = /** @type {[number, number]} */ (runsOf[i]);
    const free = 511 & ~(/** @type {number} */ (used[a]) | /** @type {number} */ (used[b]));
    const digits = [];
    for (let d = 1; d <= 9; d++) if (free & (1 << (d - 1))) digits.push(d);
    for (let k = digits.length - 1; k > 0; k--) {
      const j = Math.floor(rand() * (k + 1));
      [digits[k], digits[j]] = [/** @type {number} */ (digits[j]), /** @type {number} */ (digits[k])];
    }
    for (const d of digits) {
      const bit = 1 << (d - 1);
      grid[i] = d;
      used[a] = /** @type {number} */ (used[a]) | bit;
      used[b] = /** @type {number} */ (used[b]) | bit;
      if (rec(q + 1)) return true;
      used[a] = /** @type {number} */ (used[a]) & ~bit;
      used[b] = /** @type {number} */ (used[b]) & ~bit;
    }
    grid[i] = 0;
    return false;
  };
  return rec(0) ? grid : null;
}

/**
 * A puzzle with exactly one solution. A random symmetric pattern is filled with random digits and
 * the sums are read off; when the solver finds a second answer, one cell where the two answers
 * differ gets another digit (keeping its runs' digits different) and the sums are recomputed,
 * which usually pins the answer down within a few rounds; otherwise it starts again.
 * @param {() => number} rand @param {number} cols @param {number} rows @param {number} [density]
 * @returns {Puzzle}
 */
export function generate(rand, cols, rows, density = 0.3) {
  for (;;) {
    const white = randomPattern(rand, cols, rows, density);
    if (!white) continue;
    const { runs, runsOf } = findRuns(cols, rows, white);
    let fill = randomFill(rand, white, runsOf, runs);
    if (!fill) continue;
    for (let round = 0; round < 40 && fill; round++) {
      const f = /** @type {number[]} */ (fill);
      for (const r of runs) r.sum = r.cells.reduce((s, c) => s + (f[c] ?? 0), 0);
      const res = solve({ cols, rows, white, runs, runsOf }, 2, undefined, 20000);
      if (res.count === 1 && res.complete) return { cols, rows, white, runs, runsOf, solution: f };
      // Another answer exists: nudge one cell where it differs from the fill.
      const other = res.solutions.find((g) => g.some((d, i) => d !== f[i]));
      if (!other) break;
      const diff = f.flatMap((d, i) => (d !== other[i] ? [i] : []));
      const i = /** @type {number} */ (diff[Math.floor(rand() * diff.length)]);
      const [a, b] = /** @type {[number, number]} */ (runsOf[i]);
      let taken = 0;
      for (const k of [a, b]) for (const c of /** @type {Run} */ (runs[k]).cells) if (c !== i) taken |= 1 << ((f[c] ?? 1) - 1);
      const choices = [];
      for (let d = 1; d <= 9; d++) if (!(taken & (1 << (d - 1))) && d !== f[i]) choices.push(d);
      if (!choices.length) break;
      const next = f.slice();
      next[i] = /** @type {number} */ (choices[Math.floor(rand() * choices.length)]);
      fill = next;
    }
  }
}

/**
 * Cells breaking a rule right now: a digit repeated in a run, and runs whose digits can no longer
 * reach their sum (too much already, or full with the wrong total). Returns cells and runs.
 * @param {Puzzle} p @param {number[]} grid
 */
export function errors(p, grid) {
  /** @type {Set<number>} */
  const cells = new Set();
  /** @type {Set<number>} */
  const runs = new Set();
  p.runs.forEach((run, k) => {
    const seen = new Map();
    let filled = 0;
    for (const c of run.cells) {
      const d = grid[c] ?? 0;
      if (!d) continue;
      filled++;
      const prev = seen.get(d);
      if (prev !== undefined) { cells.add(prev); cells.add(c); runs.add(k); }
      seen.set(d, c);
    }
    if (filled && !fits(run, grid)) runs.add(k);
  });
  return { cells, runs };
}

/** Whether a run's digits so far can still be completed to its sum (a full run: equals it). @param {Run} run @param {number[]} grid */
function fits(run, grid) {
  let used = 0;
  let sum = 0;
  let open = 0;
  for (const c of run.cells) {
    const d = grid[c] ?? 0;
    if (d) { used |= 1 << (d - 1); sum += d; } else open++;
  }
  if (open === 0) return sum === run.sum;
  return candidates(used, open, run.sum - sum) !== 0;
}

/** Every white cell filled and every run right. @param {Puzzle} p @param {number[]} grid */
export function isSolved(p, grid) {
  if (p.white.some((w, i) => w && !grid[i])) return false;
  const e = errors(p, grid);
  return e.cells.size === 0 && e.runs.size === 0;
}

/** Points for a solved puzzle: per white cell, a speed bonus, hints cost. @param {number} cells @param {number} seconds @param {number} hints */
export function puzzleScore(cells, seconds, hints) {
  const par = cells * 12;
  return Math.max(10, cells * 10 + Math.max(0, par - seconds) - hints * 40);
}

/** Size of puzzle `level` when starting at `start`: two puzzles per size, growing. @param {'small'|'medium'|'large'} start @param {number} level */
export function sizeFor(start, level) {
  const order = /** @type {const} */ (['small', 'medium', 'large']);
  const i = Math.min(2, order.indexOf(start) + Math.floor((level - 1) / 2));
  return order[Math.max(0, i)] ?? 'small';
}

export const LEVEL_COUNT = 6;
