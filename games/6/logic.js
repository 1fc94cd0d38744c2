// @ts-check
/** Pure rules of the memory pairs game (no DOM). */

/** @typedef {'down'|'up'|'matched'} CardState */
/** @typedef {{sym: number, state: CardState}} Card */
/**
 * @typedef {Object} Board
 * @property {Card[]} cards
 * @property {number} cols
 * @property {number} rows
 * @property {number} first index of the single face-up unmatched card, or -1
 * @property {number[]} pending a missed pair still shown face up
 * @property {number} moves pairs turned over
 * @property {number} matches
 * @property {number} combo consecutive matches
 */
/** @typedef {'ignored'|'first'|'match'|'miss'} FlipResult */

/** Grid per level; pairs = cols × rows / 2. */
export const LEVELS = [
  { cols: 3, rows: 4 },
  { cols: 4, rows: 4 },
  { cols: 4, rows: 5 },
  { cols: 4, rows: 6 },
  { cols: 5, rows: 6 },
];
/** Number of different symbols available. */
export const SYMBOLS = 15;

/**
 * Shuffled board for a level (0-based); symbols are picked at random among SYMBOLS.
 * @param {number} level
 * @param {() => number} rng
 * @returns {Board}
 */
export function createBoard(level, rng) {
  const L = LEVELS[Math.max(0, Math.min(LEVELS.length - 1, level))] ?? { cols: 3, rows: 4 };
  const pairs = (L.cols * L.rows) / 2;
  const pool = shuffle(Array.from({ length: SYMBOLS }, (_, i) => i), rng).slice(0, pairs);
  const syms = shuffle([...pool, ...pool], rng);
  return { cards: syms.map((sym) => ({ sym, state: 'down' })), cols: L.cols, rows: L.rows, first: -1, pending: [], moves: 0, matches: 0, combo: 0 };
}

/** Fisher–Yates, returns a new array. @template T @param {T[]} a @param {() => number} rng @returns {T[]} */
export function shuffle(a, rng) {
  const out = a.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const t = /** @type {T} */ (out[i]);
    out[i] = /** @type {T} */ (out[j]);
    out[j] = t;
  }
  return out;
}

/** Turns a missed pair back face down. @param {Board} b */
export function settle(b) {
  for (const i of b.pending) {
    const c = b.cards[i];
    if (c && c.state === 'up') c.state = 'down';
  }
  b.pending = [];
}

/**
 * Turns card i face up and applies the matching rules.
 * A still-visible missed pair is turned back first; matched or face-up cards can't be flipped.
 * @param {Board} b
 * @param {number} i
 * @returns {FlipResult}
 */
export function flip(b, i) {
  const card = b.cards[i];
  if (!card) return 'ignored';
  if (b.pending.length) {
    if (b.pending.includes(i)) { settle(b); return 'ignored'; }
    settle(b);
  }
  if (card.state !== 'down') return 'ignored';
  card.state = 'up';
  if (b.first < 0) {
    b.first = i;
    return 'first';
  }
  const other = /** @type {Card} */ (b.cards[b.first]);
  b.moves++;
  if (other.sym === card.sym) {
    other.state = 'matched';
    card.state = 'matched';
    b.matches++;
    b.combo++;
    b.first = -1;
    return 'match';
  }
  b.pending = [b.first, i];
  b.first = -1;
  b.combo = 0;
  return 'miss';
}

/** @param {Board} b */
export function pairCount(b) {
  return b.cards.length / 2;
}

/** @param {Board} b */
export function isCleared(b) {
  return b.cards.every((c) => c.state === 'matched');
}

/** Points for a match; chains of matches in a row are worth more. @param {number} combo 1 for the first in a row */
export function matchPoints(combo) {
  return 50 + 25 * Math.min(6, Math.max(0, combo - 1));
}

/**
 * Bonus for clearing a level: fewer wasted moves and less time score more.
 * @param {number} pairs @param {number} moves @param {number} seconds
 */
export function levelBonus(pairs, moves, seconds) {
  const movesBonus = Math.max(0, pairs * 3 - moves) * 20;
  const timeBonus = Math.max(0, Math.floor(pairs * 5 - seconds)) * 5;
  return movesBonus + timeBonus;
}
