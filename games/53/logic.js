// @ts-check
/**
 * Pure rules of Lights Out (no DOM). A board is a flat array of n*n lights (1 on, 0 off) in
 * row-major order. Pressing a light flips it and its four neighbours; on a torus the neighbours
 * wrap around the edges.
 *
 * Pressing twice cancels out and presses commute, so a solution is a set of cells, and the
 * whole game is linear algebra over GF(2): with A the n²×n² "press" matrix, the presses x solve
 * the board b exactly when A·x = b (mod 2). Gaussian elimination decides solvability, gives one
 * solution, and the null space of A lists every other one; the fewest presses is the lightest of
 * them.
 */

/** @typedef {{n: number, torus: boolean}} Variant */
/** @typedef {{n: number, torus: boolean, presses: number, minOptimal: number}} Plan */

/** Indexes a press at `i` flips (itself and its neighbours). @param {number} n @param {boolean} torus @param {number} i */
export function neighbourhood(n, torus, i) {
  const r = Math.floor(i / n);
  const c = i % n;
  const out = [i];
  for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
    let rr = r + /** @type {number} */ (dr);
    let cc = c + /** @type {number} */ (dc);
    if (torus) {
      rr = (rr + n) % n;
      cc = (cc + n) % n;
    } else if (rr < 0 || cc < 0 || rr >= n || cc >= n) continue;
    const j = rr * n + cc;
    // On a 1- or 2-wide torus two directions can reach the same cell; it is flipped once.
    if (!out.includes(j)) out.push(j);
  }
  return out;
}

/** Board after pressing `i` (a new array). @param {number[]} cells @param {number} n @param {boolean} torus @param {number} i */
export function press(cells, n, torus, i) {
  const next = cells.slice();
  for (const j of neighbourhood(n, torus, i)) next[j] = /** @type {number} */ (next[j]) ^ 1;
  return next;
}

/** @param {number[]} cells */
export function isDark(cells) {
  return cells.every((v) => v === 0);
}

/** @param {number[]} cells */
export function litCount(cells) {
  return cells.reduce((s, v) => s + v, 0);
}

/**
 * Reduced row echelon form of the press matrix augmented with the board.
 * @param {number} n @param {boolean} torus @param {number[]} cells
 * @returns {{rows: Uint8Array[], pivots: number[], consistent: boolean}}
 */
function eliminate(n, torus, cells) {
  const N = n * n;
  /** @type {Uint8Array[]} */
  const rows = [];
  for (let i = 0; i < N; i++) {
    const row = new Uint8Array(N + 1);
    // The matrix is symmetric: light i is flipped by exactly the presses in its own neighbourhood.
    for (const j of neighbourhood(n, torus, i)) row[j] = 1;
    row[N] = cells[i] ? 1 : 0;
    rows.push(row);
  }
  /** @type {number[]} */
  const pivots = [];
  let r = 0;
  for (let col = 0; col < N && r < N; col++) {
    let p = r;
    while (p < N && !(/** @type {Uint8Array} */ (rows[p])[col])) p++;
    if (p === N) continue;
    const pr = /** @type {Uint8Array} */ (rows[p]);
    rows[p] = /** @type {Uint8Array} */ (rows[r]);
    rows[r] = pr;
    for (let q = 0; q < N; q++) {
      const row = /** @type {Uint8Array} */ (rows[q]);
      if (q !== r && row[col]) for (let k = col; k <= N; k++) row[k] = /** @type {number} */ (row[k]) ^ /** @type {number} */ (pr[k]);
    }
    pivots.push(col);
    r++;
  }
  let consistent = true;
  for (let q = r; q < N; q++) if (/** @type {Uint8Array} */ (rows[q])[N]) consistent = false;
  return { rows, pivots, consistent };
}

/** Rank of the press matrix. @param {number} n @param {boolean} torus */
export function pressRank(n, torus) {
  return eliminate(n, torus, new Array(n * n).fill(0)).pivots.length;
}

/**
 * Basis of the presses that change nothing (the null space of A), each as a 0/1 array.
 * @param {number} n @param {boolean} torus
 */
export function quietPatterns(n, torus) {
  const N = n * n;
  const { rows, pivots } = eliminate(n, torus, new Array(N).fill(0));
  const pivotSet = new Set(pivots);
  /** @type {number[][]} */
  const basis = [];
  for (let f = 0; f < N; f++) {
    if (pivotSet.has(f)) continue;
    const v = new Array(N).fill(0);
    v[f] = 1;
    pivots.forEach((pc, ri) => { if (/** @type {Uint8Array} */ (rows[ri])[f]) v[pc] = 1; });
    basis.push(v);
  }
  return basis;
}

/** Above this many quiet patterns the search for the lightest solution would be too slow. */
const MAX_ENUM = 16;

/**
 * Solves a board over GF(2).
 * @param {number[]} cells @param {number} n @param {boolean} torus
 * @returns {{presses: number[], solutions: number} | null} the fewest presses (cell indexes,
 *   ascending) and how many press sets solve it; null when the board cannot be solved
 */
export function solve(cells, n, torus) {
  const N = n * n;
  const { rows, pivots, consistent } = eliminate(n, torus, cells);
  if (!consistent) return null;
  const x = new Array(N).fill(0);
  pivots.forEach((pc, ri) => { x[pc] = /** @type {Uint8Array} */ (rows[ri])[N]; });
  const pivotSet = new Set(pivots);
  /** @type {number[][]} */
  const basis = [];
  for (let f = 0; f < N; f++) {
    if (pivotSet.has(f)) continue;
    const v = new Array(N).fill(0);
    v[f] = 1;
    pivots.forEach((pc, ri) => { if (/** @type {Uint8Array} */ (rows[ri])[f]) v[pc] = 1; });
    basis.push(v);
  }
  let best = x.slice();
  if (basis.length <= MAX_ENUM) {
    // Gray code: each step adds one quiet pattern, so every combination costs O(N).
    const cur = x.slice();
    let bestW = litCount(cur);
    for (let g = 1; g < 1 << basis.length; g++) {
      const bit = Math.log2(g & -g);
      const v = /** @type {number[]} */ (basis[bit]);
      let w = 0;
      for (let i = 0; i < N; i++) { cur[i] = /** @type {number} */ (cur[i]) ^ /** @type {number} */ (v[i]); w += /** @type {number} */ (cur[i]); }
      if (w < bestW) { bestW = w; best = cur.slice(); }
    }
  }
  /** @type {number[]} */
  const presses = [];
  best.forEach((v, i) => { if (v) presses.push(i); });
  return { presses, solutions: 2 ** basis.length };
}

/** Fewest presses that darken the board, or -1 if it cannot be done. @param {number[]} cells @param {number} n @param {boolean} torus */
export function optimalMoves(cells, n, torus) {
  return solve(cells, n, torus)?.presses.length ?? -1;
}

export const LAST_PLANNED = 18;

/**
 * Board size, wrapping and scramble for a level: three boards each of 5×5, 6×6 and 7×7, then
 * the same sizes on a torus, then ever-longer 7×7 torus scrambles.
 * @param {number} level 1-based
 * @returns {Plan}
 */
export function planFor(level) {
  const l = Math.max(1, Math.floor(level));
  const stage = Math.min(5, Math.floor((l - 1) / 3));
  const step = l <= LAST_PLANNED ? (l - 1) % 3 : 2 + Math.min(6, l - LAST_PLANNED);
  const n = 5 + (stage % 3);
  const torus = stage >= 3;
  const presses = 3 + stage + step * 2;
  return { n, torus, presses, minOptimal: Math.min(presses, 3 + Math.floor(stage / 2) + step) };
}

/**
 * A solvable board for the plan: random distinct presses applied to a dark board (so a solution
 * exists by construction), kept only if the shortest solution is long enough to be a puzzle.
 * @param {Plan} plan @param {() => number} rand
 * @returns {{cells: number[], optimal: number}}
 */
export function generate(plan, rand) {
  const { n, torus } = plan;
  const N = n * n;
  /** @type {{cells: number[], optimal: number} | null} */
  let best = null;
  for (let attempt = 0; attempt < 40; attempt++) {
    let cells = new Array(N).fill(0);
    const pool = [...Array(N).keys()];
    for (let k = 0; k < Math.min(plan.presses, N); k++) {
      const j = k + Math.floor(rand() * (N - k));
      const t = /** @type {number} */ (pool[j]);
      pool[j] = /** @type {number} */ (pool[k]);
      pool[k] = t;
      cells = press(cells, n, torus, t);
    }
    if (isDark(cells)) continue;
    const optimal = optimalMoves(cells, n, torus);
    if (!best || optimal > best.optimal) best = { cells, optimal };
    if (optimal >= plan.minOptimal) break;
  }
  if (!best) {
    // Every attempt cancelled out (only possible on a tiny board): one press is always a puzzle.
    const cells = press(new Array(N).fill(0), n, torus, Math.floor(rand() * N));
    best = { cells, optimal: optimalMoves(cells, n, torus) };
  }
  return best;
}

/**
 * Points for a solved board: more for longer optimal solutions, a bonus for matching the
 * optimum, less for extra presses and hints.
 * @param {number} optimal fewest presses from the start
 * @param {number} moves presses used
 * @param {number} hints hints taken
 */
export function boardScore(optimal, moves, hints) {
  const base = 50 + optimal * 20;
  const extra = Math.max(0, moves - optimal);
  const perfect = extra === 0 && hints === 0 ? 100 : 0;
  return Math.max(10, base + perfect - extra * 8 - hints * 40);
}
