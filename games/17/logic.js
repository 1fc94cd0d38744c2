// @ts-check
/** English draughts (checkers) on 8×8: mandatory captures, multi-jumps, kings; alpha-beta AI. Pure, no DOM. */

export const N = 8;
/** Piece codes. The human plays MAN/KING moving up the board (towards row 0). */
export const MAN = 1;
export const KING = 2;
export const AI_MAN = 3;
export const AI_KING = 4;
const BLOCK = 9; // a piece already jumped in this move: cannot be jumped twice

/** @typedef {number[]} Board N*N cells */
/** @typedef {{from: number, path: number[], captures: number[]}} Move path = landing squares in order */

/** 1 for the human's pieces, 2 for the computer's, 0 for none. @param {number | undefined} v */
export function sideOf(v) {
  return v === MAN || v === KING ? 1 : v === AI_MAN || v === AI_KING ? 2 : 0;
}
/** @param {number | undefined} v */
const isKing = (v) => v === KING || v === AI_KING;

/** @returns {Board} */
export function initialBoard() {
  const b = new Array(N * N).fill(0);
  for (let r = 0; r < N; r++) {
    for (let c = 0; c < N; c++) {
      if ((r + c) % 2 === 0) continue;
      if (r < 3) b[r * N + c] = AI_MAN;
      else if (r > 4) b[r * N + c] = MAN;
    }
  }
  return b;
}

/** Diagonal directions a piece may use. @param {number} v */
function dirs(v) {
  if (isKing(v)) return [[-1, -1], [-1, 1], [1, -1], [1, 1]];
  return sideOf(v) === 1 ? [[-1, -1], [-1, 1]] : [[1, -1], [1, 1]];
}

/** @param {number} r @param {number} c */
const onBoard = (r, c) => r >= 0 && r < N && c >= 0 && c < N;

/** Row where a man of this side is crowned. @param {number} v */
const crownRow = (v) => (sideOf(v) === 1 ? 0 : N - 1);

/**
 * Every complete jump sequence starting at `from` (the board has the piece at `from`).
 * @param {Board} b @param {number} from
 * @returns {Move[]}
 */
function jumpsFrom(b, from) {
  const v = /** @type {number} */ (b[from]);
  const me = sideOf(v);
  /** @type {Move[]} */
  const out = [];
  /** @param {Board} bb @param {number} at @param {number[]} path @param {number[]} caps */
  const rec = (bb, at, path, caps) => {
    const r = Math.floor(at / N);
    const c = at % N;
    let extended = false;
    const crowned = !isKing(v) && path.length > 0 && r === crownRow(v);
    if (!crowned) {
      for (const [dr, dc] of dirs(v)) {
        const mr = r + dr;
        const mc = c + dc;
        const lr = r + 2 * dr;
        const lc = c + 2 * dc;
        if (!onBoard(lr, lc)) continue;
        const mid = mr * N + mc;
        const land = lr * N + lc;
        const mv = bb[mid];
        if (bb[land] !== 0 || mv === BLOCK || sideOf(mv) === 0 || sideOf(mv) === me) continue;
        const nb = bb.slice();
        nb[at] = 0;
        nb[mid] = BLOCK;
        nb[land] = v;
        extended = true;
        rec(nb, land, [...path, land], [...caps, mid]);
      }
    }
    if (!extended && path.length) out.push({ from, path, captures: caps });
  };
  rec(b, from, [], []);
  return out;
}

/** Legal moves for a side; captures are mandatory. @param {Board} b @param {number} side @returns {Move[]} */
export function legalMoves(b, side) {
  /** @type {Move[]} */
  const jumps = [];
  /** @type {Move[]} */
  const steps = [];
  for (let i = 0; i < N * N; i++) {
    const v = b[i];
    if (!v || sideOf(v) !== side) continue;
    jumps.push(...jumpsFrom(b, i));
    if (jumps.length) continue;
    const r = Math.floor(i / N);
    const c = i % N;
    for (const [dr, dc] of dirs(v)) {
      const nr = r + dr;
      const nc = c + dc;
      if (onBoard(nr, nc) && b[nr * N + nc] === 0) steps.push({ from: i, path: [nr * N + nc], captures: [] });
    }
  }
  return jumps.length ? jumps : steps;
}

/** Applies a move (assumed legal); crowns men reaching the far row. @param {Board} b @param {Move} m */
export function applyMove(b, m) {
  const nb = b.slice();
  let v = /** @type {number} */ (nb[m.from]);
  nb[m.from] = 0;
  for (const c of m.captures) nb[c] = 0;
  const to = /** @type {number} */ (m.path[m.path.length - 1]);
  const crowned = !isKing(v) && Math.floor(to / N) === crownRow(v);
  if (crowned) v = v === MAN ? KING : AI_KING;
  nb[to] = v;
  return { board: nb, crowned };
}

/** Same move? @param {Move} a @param {Move} b */
export function sameMove(a, b) {
  return a.from === b.from && a.path.length === b.path.length && a.path.every((x, i) => x === b.path[i]);
}

/** @param {Board} b */
export function pieceCount(b) {
  let human = 0;
  let ai = 0;
  for (const v of b) { const s = sideOf(v); if (s === 1) human++; else if (s === 2) ai++; }
  return { human, ai };
}

/** Material and position from `me`'s view. @param {Board} b @param {number} me */
export function evaluate(b, me) {
  let s = 0;
  for (let i = 0; i < N * N; i++) {
    const v = b[i];
    if (!v) continue;
    const r = Math.floor(i / N);
    const c = i % N;
    let val = isKing(v) ? 175 : 100;
    if (!isKing(v)) val += (sideOf(v) === 1 ? N - 1 - r : r) * 4; // advancement
    if (c >= 2 && c <= 5 && r >= 2 && r <= 5) val += 6; // centre
    if (!isKing(v) && r === (sideOf(v) === 1 ? N - 1 : 0)) val += 8; // back row guard
    s += sideOf(v) === me ? val : -val;
  }
  return s;
}

/** @param {Board} b @param {number} depth @param {number} alpha @param {number} beta @param {number} toMove @param {number} me @returns {number} */
function search(b, depth, alpha, beta, toMove, me) {
  const moves = legalMoves(b, toMove);
  if (!moves.length) return toMove === me ? -100000 - depth : 100000 + depth;
  // Do not stop the search in the middle of a capture exchange.
  if (depth <= 0 && (moves[0]?.captures.length ?? 0) === 0) return evaluate(b, me);
  if (depth < -4) return evaluate(b, me);
  const max = toMove === me;
  let best = max ? -Infinity : Infinity;
  for (const m of moves) {
    const v = search(applyMove(b, m).board, depth - 1, alpha, beta, 3 - toMove, me);
    if (max) { if (v > best) best = v; if (best > alpha) alpha = best; } else { if (v < best) best = v; if (best < beta) beta = best; }
    if (alpha >= beta) break;
  }
  return best;
}

/**
 * Chooses a legal move for `side` (null when it has none). `blunder` = chance of a random legal move.
 * @param {Board} b @param {number} side @param {number} depth @param {() => number} [rand] @param {number} [blunder]
 * @returns {Move | null}
 */
export function chooseMove(b, side, depth, rand = Math.random, blunder = 0) {
  const moves = legalMoves(b, side);
  if (!moves.length) return null;
  if (blunder > 0 && rand() < blunder) return moves[Math.floor(rand() * moves.length)] ?? moves[0] ?? null;
  let best = moves[0] ?? null;
  let bestV = -Infinity;
  for (const m of moves) {
    const v = search(applyMove(b, m).board, depth - 1, -Infinity, Infinity, 3 - side, side) + rand() * 3;
    if (v > bestV) { bestV = v; best = m; }
  }
  return best;
}

/** @param {string} difficulty @param {number} level */
export function aiSettings(difficulty, level) {
  const base = difficulty === 'hard' ? 5 : difficulty === 'medium' ? 3 : 1;
  return { depth: Math.min(6, base + level - 1), blunder: difficulty === 'easy' ? Math.max(0, 0.3 - (level - 1) * 0.1) : 0 };
}

/** Plies without a capture or crowning after which the round is a draw. */
export const DRAW_PLIES = 60;
