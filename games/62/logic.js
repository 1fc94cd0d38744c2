// @ts-check
/**
 * Kalah (mancala) rules and a minimax opponent. Pure functions, no DOM.
 *
 * The board is 14 cells sown counter-clockwise: 0..5 are player 0's pits, 6 is player 0's store,
 * 7..12 player 1's pits, 13 player 1's store. Pit i faces pit 12 - i.
 */

export const PITS = 6;
export const SEEDS = 4;
export const CELLS = 14;
/** Store index of each player. */
export const STORE = /** @type {const} */ ([6, 13]);

/** @typedef {number[]} Board */
/**
 * @typedef {Object} SowResult
 * @property {Board} board position after the move (captures and the final sweep included)
 * @property {number[]} path every cell that received a seed, in sowing order
 * @property {number} last cell of the last seed
 * @property {boolean} extra the mover plays again (last seed in their own store, game not over)
 * @property {{pit: number, opposite: number, seeds: number} | null} capture
 * @property {boolean} over the game ended with this move
 * @property {[number, number]} swept seeds each player collected in the final sweep
 */

/** @returns {Board} */
export function newBoard(seeds = SEEDS) {
  const b = new Array(CELLS).fill(seeds);
  b[STORE[0]] = 0;
  b[STORE[1]] = 0;
  return b;
}

/** First pit index of player p. @param {number} p */
export const firstPit = (p) => (p === 0 ? 0 : 7);

/** Pit facing pit i across the board. @param {number} i */
export const opposite = (i) => 12 - i;

/** Whether cell i is one of player p's pits (not the store). @param {number} i @param {number} p */
export const ownsPit = (i, p) => i >= firstPit(p) && i < firstPit(p) + PITS;

/** Pits player p may sow from. @param {Board} b @param {number} p */
export function legalMoves(b, p) {
  const out = [];
  for (let i = firstPit(p); i < firstPit(p) + PITS; i++) if ((b[i] ?? 0) > 0) out.push(i);
  return out;
}

/** Seeds left in player p's pits. @param {Board} b @param {number} p */
export function sideSeeds(b, p) {
  let n = 0;
  for (let i = firstPit(p); i < firstPit(p) + PITS; i++) n += b[i] ?? 0;
  return n;
}

/** The game ends as soon as one side has no seeds left. @param {Board} b */
export function isOver(b) {
  return sideSeeds(b, 0) === 0 || sideSeeds(b, 1) === 0;
}

/**
 * Sows the seeds of `pit` for player p. Throws on an illegal move, so a bug never silently
 * corrupts the position.
 * @param {Board} b @param {number} p @param {number} pit
 * @returns {SowResult}
 */
export function sow(b, p, pit) {
  if (!ownsPit(pit, p) || !((b[pit] ?? 0) > 0)) throw new Error(`illegal move ${pit} for player ${p}`);
  const nb = b.slice();
  let seeds = nb[pit] ?? 0;
  nb[pit] = 0;
  const skip = STORE[1 - p];
  /** @type {number[]} */
  const path = [];
  let i = pit;
  while (seeds > 0) {
    i = (i + 1) % CELLS;
    if (i === skip) continue;
    nb[i] = (nb[i] ?? 0) + 1;
    path.push(i);
    seeds--;
  }
  /** @type {SowResult['capture']} */
  let capture = null;
  // Capture: the last seed lands in the mover's own pit that was empty, and the facing pit has seeds.
  if (ownsPit(i, p) && nb[i] === 1 && (nb[opposite(i)] ?? 0) > 0) {
    const o = opposite(i);
    const n = (nb[o] ?? 0) + 1;
    capture = { pit: i, opposite: o, seeds: n };
    nb[STORE[p]] = (nb[STORE[p]] ?? 0) + n;
    nb[i] = 0;
    nb[o] = 0;
  }
  const over = isOver(nb);
  /** @type {[number, number]} */
  const swept = [0, 0];
  if (over) {
    for (const q of [0, 1]) {
      swept[q] = sideSeeds(nb, q);
      for (let j = firstPit(q); j < firstPit(q) + PITS; j++) nb[j] = 0;
      nb[STORE[q]] = (nb[STORE[q]] ?? 0) + (swept[q] ?? 0);
    }
  }
  return { board: nb, path, last: i, extra: i === STORE[p] && !over, capture, over, swept };
}

/** 0 or 1 for the winner, -1 for a draw, null while the game goes on. @param {Board} b */
export function winner(b) {
  if (!isOver(b)) return null;
  const a = (b[STORE[0]] ?? 0) + sideSeeds(b, 0);
  const c = (b[STORE[1]] ?? 0) + sideSeeds(b, 1);
  return a > c ? 0 : c > a ? 1 : -1;
}

/**
 * Heuristic value for player `me`: the store difference dominates; seeds still on one's own side
 * count a little (they are likely, not certain, to end up in one's store).
 * @param {Board} b @param {number} me
 */
export function evaluate(b, me) {
  const op = 1 - me;
  return ((b[STORE[me]] ?? 0) - (b[STORE[op]] ?? 0)) * 4 + (sideSeeds(b, me) - sideSeeds(b, op));
}

const WIN = 10_000;

/**
 * Alpha-beta minimax. An extra turn keeps the same player to move, so the search follows the
 * real turn order instead of assuming strict alternation.
 * @param {Board} b @param {number} toMove @param {number} depth @param {number} alpha @param {number} beta @param {number} me
 * @returns {number}
 */
function search(b, toMove, depth, alpha, beta, me) {
  if (isOver(b)) {
    const w = winner(b);
    const margin = (b[STORE[me]] ?? 0) - (b[STORE[1 - me]] ?? 0);
    return w === me ? WIN + margin : w === -1 ? 0 : -WIN + margin;
  }
  if (depth <= 0) return evaluate(b, me);
  const max = toMove === me;
  let best = max ? -Infinity : Infinity;
  for (const m of ordered(b, toMove)) {
    const r = sow(b, toMove, m);
    const next = r.extra ? toMove : 1 - toMove;
    const v = search(r.board, next, depth - 1, alpha, beta, me);
    if (max) {
      if (v > best) best = v;
      if (best > alpha) alpha = best;
    } else {
      if (v < best) best = v;
      if (best < beta) beta = best;
    }
    if (alpha >= beta) break;
  }
  return best;
}

/** Moves that end in the store first (usually best), which makes pruning much more effective. @param {Board} b @param {number} p */
function ordered(b, p) {
  const moves = legalMoves(b, p);
  const store = STORE[p];
  // A lap visits 13 cells (the opponent's store is skipped).
  const hitsStore = (/** @type {number} */ m) => {
    const n = b[m] ?? 0;
    const d = store - m;
    return n >= d && (n - d) % 13 === 0;
  };
  return moves.filter(hitsStore).concat(moves.filter((m) => !hitsStore(m)).reverse());
}

/**
 * Picks a pit for player p. `blunder` (0..1) is the chance of a random legal move, used by the
 * easiest level. Always returns a legal pit, or -1 when there is none.
 * @param {Board} b @param {number} p @param {number} depth @param {() => number} [rand] @param {number} [blunder]
 */
export function bestMove(b, p, depth, rand = Math.random, blunder = 0) {
  const moves = legalMoves(b, p);
  if (!moves.length) return -1;
  if (blunder > 0 && rand() < blunder) return moves[Math.floor(rand() * moves.length)] ?? moves[0] ?? -1;
  let bestVal = -Infinity;
  /** @type {number[]} */
  let bestMoves = [];
  for (const m of moves) {
    const r = sow(b, p, m);
    const v = search(r.board, r.extra ? p : 1 - p, depth - 1, -Infinity, Infinity, p);
    if (v > bestVal) { bestVal = v; bestMoves = [m]; } else if (v === bestVal) bestMoves.push(m);
  }
  return bestMoves[Math.floor(rand() * bestMoves.length)] ?? moves[0] ?? -1;
}

/**
 * AI strength: the three difficulties search 2, 5 and 8 plies deep, and every round the player
 * wins adds a ply (capped). Easy also plays a random pit now and then.
 * @param {string} difficulty @param {number} level
 */
export function aiSettings(difficulty, level) {
  const base = difficulty === 'hard' ? 8 : difficulty === 'medium' ? 5 : 2;
  const cap = difficulty === 'hard' ? 10 : difficulty === 'medium' ? 8 : 4;
  const depth = Math.min(cap, base + level - 1);
  const blunder = difficulty === 'easy' ? Math.max(0, 0.3 - (level - 1) * 0.1) : 0;
  return { depth, blunder };
}

/**
 * Points for a finished round: the seeds in the player's store, plus a win bonus growing with the
 * level and the margin.
 * @param {Board} b final board @param {number} level
 */
export function roundPoints(b, level) {
  const mine = b[STORE[0]] ?? 0;
  const theirs = b[STORE[1]] ?? 0;
  const w = winner(b);
  if (w === 0) return mine + 50 * level + (mine - theirs) * 5;
  if (w === -1) return mine + 10;
  return mine;
}
