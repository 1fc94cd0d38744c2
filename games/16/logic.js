// @ts-check
/** Reversi rules and computer players (greedy, positional, alpha-beta). Pure functions, no DOM. */

export const N = 8;
export const BLACK = 1;
export const WHITE = 2;

/** @typedef {number[]} Board N*N cells: 0 empty, 1 black, 2 white */
/** @typedef {{idx: number, flips: number[]}} Move */

const DIRS = [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]];

/** Standard opening position. @returns {Board} */
export function initialBoard() {
  const b = new Array(N * N).fill(0);
  b[3 * N + 3] = WHITE;
  b[4 * N + 4] = WHITE;
  b[3 * N + 4] = BLACK;
  b[4 * N + 3] = BLACK;
  return b;
}

/** Discs flipped by playing `idx` (empty when the move is illegal). @param {Board} b @param {number} idx @param {number} p */
export function flipsFor(b, idx, p) {
  if (b[idx] !== 0) return [];
  const r0 = Math.floor(idx / N);
  const c0 = idx % N;
  const op = 3 - p;
  /** @type {number[]} */
  const out = [];
  for (const [dr, dc] of DIRS) {
    let r = r0 + dr;
    let c = c0 + dc;
    /** @type {number[]} */
    const line = [];
    while (r >= 0 && r < N && c >= 0 && c < N && b[r * N + c] === op) { line.push(r * N + c); r += dr; c += dc; }
    if (line.length && r >= 0 && r < N && c >= 0 && c < N && b[r * N + c] === p) out.push(...line);
  }
  return out;
}

/** All legal moves for `p`. @param {Board} b @param {number} p @returns {Move[]} */
export function legalMoves(b, p) {
  /** @type {Move[]} */
  const out = [];
  for (let i = 0; i < N * N; i++) {
    if (b[i]) continue;
    const flips = flipsFor(b, i, p);
    if (flips.length) out.push({ idx: i, flips });
  }
  return out;
}

/** Plays a move; returns the new board and the flipped discs (null if illegal). @param {Board} b @param {number} idx @param {number} p */
export function play(b, idx, p) {
  const flips = flipsFor(b, idx, p);
  if (!flips.length) return null;
  const nb = b.slice();
  nb[idx] = p;
  for (const f of flips) nb[f] = p;
  return { board: nb, flips };
}

/** @param {Board} b */
export function count(b) {
  let black = 0;
  let white = 0;
  for (const v of b) { if (v === BLACK) black++; else if (v === WHITE) white++; }
  return { black, white };
}

/** True when neither side can move. @param {Board} b */
export function isOver(b) {
  return legalMoves(b, BLACK).length === 0 && legalMoves(b, WHITE).length === 0;
}

/**
 * Who moves next after `p` played: the opponent, or `p` again when the opponent must pass, or 0 when the game is over.
 * @param {Board} b @param {number} p
 */
export function nextPlayer(b, p) {
  if (legalMoves(b, 3 - p).length) return 3 - p;
  if (legalMoves(b, p).length) return p;
  return 0;
}

/** Square weights: corners are gold, squares next to empty corners are poison. */
export const WEIGHTS = [
  120, -20, 20, 5, 5, 20, -20, 120,
  -20, -40, -5, -5, -5, -5, -40, -20,
  20, -5, 15, 3, 3, 15, -5, 20,
  5, -5, 3, 3, 3, 3, -5, 5,
  5, -5, 3, 3, 3, 3, -5, 5,
  20, -5, 15, 3, 3, 15, -5, 20,
  -20, -40, -5, -5, -5, -5, -40, -20,
  120, -20, 20, 5, 5, 20, -20, 120,
];

/** Positional + mobility evaluation for `me`. @param {Board} b @param {number} me */
export function evaluate(b, me) {
  const op = 3 - me;
  let s = 0;
  let empty = 0;
  for (let i = 0; i < N * N; i++) {
    const v = b[i];
    if (v === me) s += WEIGHTS[i] ?? 0;
    else if (v === op) s -= WEIGHTS[i] ?? 0;
    else empty++;
  }
  const myMob = legalMoves(b, me).length;
  const opMob = legalMoves(b, op).length;
  s += (myMob - opMob) * 6;
  if (empty < 12) {
    const c = count(b);
    s += ((me === BLACK ? c.black - c.white : c.white - c.black)) * (12 - empty);
  }
  return s;
}

/** @param {Board} b @param {number} depth @param {number} alpha @param {number} beta @param {number} toMove @param {number} me @returns {number} */
function search(b, depth, alpha, beta, toMove, me) {
  const moves = legalMoves(b, toMove);
  if (!moves.length) {
    if (!legalMoves(b, 3 - toMove).length) {
      const c = count(b);
      const diff = me === BLACK ? c.black - c.white : c.white - c.black;
      return diff * 10000;
    }
    return search(b, depth, alpha, beta, 3 - toMove, me); // pass
  }
  if (depth <= 0) return evaluate(b, me);
  moves.sort((a, z) => (WEIGHTS[z.idx] ?? 0) - (WEIGHTS[a.idx] ?? 0));
  const max = toMove === me;
  let best = max ? -Infinity : Infinity;
  for (const m of moves) {
    const nb = b.slice();
    nb[m.idx] = toMove;
    for (const f of m.flips) nb[f] = toMove;
    const v = search(nb, depth - 1, alpha, beta, 3 - toMove, me);
    if (max) { if (v > best) best = v; if (best > alpha) alpha = best; } else { if (v < best) best = v; if (best < beta) beta = best; }
    if (alpha >= beta) break;
  }
  return best;
}

/** @typedef {'greedy'|'positional'|'minimax'} Strategy */

/**
 * Chooses a move for `p`, or -1 when `p` has to pass. Always one of `legalMoves(b, p)`.
 * greedy: most flips; positional: best square weight; minimax: alpha-beta search to `depth`.
 * @param {Board} b @param {number} p @param {Strategy} strategy @param {number} [depth] @param {() => number} [rand]
 */
export function chooseMove(b, p, strategy, depth = 3, rand = Math.random) {
  const moves = legalMoves(b, p);
  if (!moves.length) return -1;
  /** @type {(m: Move) => number} */
  let score;
  if (strategy === 'greedy') score = (m) => m.flips.length + rand() * 0.9;
  else if (strategy === 'positional') score = (m) => (WEIGHTS[m.idx] ?? 0) + m.flips.length + rand() * 2;
  else {
    score = (m) => {
      const nb = b.slice();
      nb[m.idx] = p;
      for (const f of m.flips) nb[f] = p;
      return search(nb, depth - 1, -Infinity, Infinity, 3 - p, p) + rand() * 0.5;
    };
  }
  let best = moves[0];
  let bestV = -Infinity;
  for (const m of moves) {
    const v = score(m);
    if (v > bestV) { bestV = v; best = m; }
  }
  return best ? best.idx : -1;
}

/** AI for a difficulty and level. @param {string} difficulty @param {number} level @returns {{strategy: Strategy, depth: number}} */
export function aiSettings(difficulty, level) {
  const steps = /** @type {{strategy: Strategy, depth: number}[]} */ ([
    { strategy: 'greedy', depth: 1 },
    { strategy: 'positional', depth: 1 },
    { strategy: 'minimax', depth: 2 },
    { strategy: 'minimax', depth: 3 },
    { strategy: 'minimax', depth: 4 },
  ]);
  const base = difficulty === 'hard' ? 3 : difficulty === 'medium' ? 1 : 0;
  return steps[Math.min(steps.length - 1, base + level - 1)] ?? { strategy: 'greedy', depth: 1 };
}
