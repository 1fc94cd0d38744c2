// @ts-check
/**
 * Spider solitaire rules (two decks, ten columns). Pure functions, no DOM.
 *
 * A card is a number: copy * 52 + suit * 13 + rank, rank 0 = ace … 12 = king, so every one of
 * the 104 cards has its own id (for animation) while suit and rank are cheap to read.
 */

export const COLUMNS = 10;
export const RUN = 13;
export const START_SCORE = 500;
export const RUN_POINTS = 100;

/** @typedef {{down: number[], up: number[]}} Column */
/**
 * @typedef {Object} State
 * @property {Column[]} cols
 * @property {number[]} stock cards still to deal, dealt from the end
 * @property {number[][]} done every completed run (king first), in order
 * @property {number} suits 1, 2 or 4
 * @property {number} moves
 * @property {number} score
 */
/** @typedef {{type: 'move', from: number, to: number, count: number} | {type: 'deal'}} Action */

/** @param {number} card */
export const rankOf = (card) => card % 13;
/** @param {number} card */
export const suitOf = (card) => Math.floor(card / 13) % 4;
/** Hearts and diamonds. @param {number} card */
export const isRed = (card) => suitOf(card) === 1 || suitOf(card) === 2;

/** The 104 cards for a suit count: 1 suit = 8 spade decks, 2 = 4 of spades and hearts, 4 = 2 full decks. @param {number} suits */
export function makeDeck(suits) {
  const palette = suits === 1 ? [0] : suits === 2 ? [0, 1] : [0, 1, 2, 3];
  const out = [];
  const copies = 8 / palette.length;
  for (let copy = 0; copy < copies; copy++) {
    for (const s of palette) for (let r = 0; r < 13; r++) out.push((copy * 4 + s) * 13 + r);
  }
  return out;
}

/** Small seeded PRNG (mulberry32), so a deal number always gives the same deal. @param {number} seed */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Deals: 54 cards to the table (six in each of the first four columns, five in the rest, the
 * last of each face up) and 50 in the stock for five later deals of ten.
 * @param {number} suits @param {number} seed @returns {State}
 */
export function deal(suits, seed) {
  const deck = makeDeck(suits);
  const rand = rng(seed);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const t = /** @type {number} */ (deck[i]);
    deck[i] = /** @type {number} */ (deck[j]);
    deck[j] = t;
  }
  /** @type {Column[]} */
  const cols = Array.from({ length: COLUMNS }, () => ({ down: [], up: [] }));
  let n = 0;
  for (let i = 0; i < COLUMNS; i++) {
    const size = i < 4 ? 6 : 5;
    const col = /** @type {Column} */ (cols[i]);
    for (let j = 0; j < size; j++) col.down.push(/** @type {number} */ (deck[n++]));
    col.up.push(/** @type {number} */ (col.down.pop()));
  }
  return { cols, stock: deck.slice(n), done: [], suits, moves: 0, score: START_SCORE };
}

/** @param {State} s @returns {State} */
export function clone(s) {
  return { ...s, cols: s.cols.map((c) => ({ down: c.down.slice(), up: c.up.slice() })), stock: s.stock.slice(), done: s.done.slice() };
}

/** Whether cards form a run that moves together: one suit, each one rank below the last. @param {number[]} cards */
export function isRun(cards) {
  for (let i = 1; i < cards.length; i++) {
    const a = /** @type {number} */ (cards[i - 1]);
    const b = /** @type {number} */ (cards[i]);
    if (suitOf(a) !== suitOf(b) || rankOf(a) !== rankOf(b) + 1) return false;
  }
  return cards.length > 0;
}

/** Longest run that can be lifted off the bottom of a column. @param {Column} col */
export function movableCount(col) {
  const up = col.up;
  if (!up.length) return 0;
  let n = 1;
  while (n < up.length && isRun(up.slice(up.length - n - 1))) n++;
  return n;
}

/**
 * Whether the last `count` cards of column `from` may go onto column `to`: they must be a
 * one-suit run and land on an empty column or on a card one rank higher (any suit).
 * @param {State} s @param {number} from @param {number} to @param {number} count
 */
export function canMove(s, from, to, count) {
  const a = s.cols[from];
  const b = s.cols[to];
  if (!a || !b || from === to || count < 1 || count > a.up.length) return false;
  if (count > movableCount(a)) return false;
  const head = /** @type {number} */ (a.up[a.up.length - count]);
  const top = b.up[b.up.length - 1];
  if (top === undefined) return b.down.length === 0;
  return rankOf(top) === rankOf(head) + 1;
}

/** Dealing needs cards in the stock and, as in the classic game, no empty column. @param {State} s */
export function canDeal(s) {
  return s.stock.length > 0 && s.cols.every((c) => c.up.length + c.down.length > 0);
}

/** Turns the top face-down card of a column up when nothing face up is left on it. @param {Column} col */
function flip(col) {
  if (!col.up.length && col.down.length) col.up.push(/** @type {number} */ (col.down.pop()));
}

/**
 * Removes a finished king-to-ace run of one suit from the bottom of a column (mutates).
 * @param {State} s @param {number} i @returns {number} the suit removed, or -1
 */
export function collectRun(s, i) {
  const col = s.cols[i];
  if (!col || col.up.length < RUN) return -1;
  const tail = col.up.slice(col.up.length - RUN);
  if (rankOf(/** @type {number} */ (tail[0])) !== 12 || !isRun(tail)) return -1;
  col.up.length -= RUN;
  const suit = suitOf(/** @type {number} */ (tail[0]));
  s.done.push(tail);
  s.score += RUN_POINTS;
  flip(col);
  return suit;
}

/**
 * Applies an action to a copy of the state; null if illegal.
 * @param {State} s @param {Action} a
 * @returns {{state: State, completed: number[]} | null} completed: columns whose run was collected
 */
export function apply(s, a) {
  /** @type {number[]} */
  const completed = [];
  if (a.type === 'deal') {
    if (!canDeal(s)) return null;
    const n = clone(s);
    for (let i = 0; i < COLUMNS; i++) (/** @type {Column} */ (n.cols[i])).up.push(/** @type {number} */ (n.stock.pop()));
    n.moves++;
    n.score--;
    for (let i = 0; i < COLUMNS; i++) if (collectRun(n, i) >= 0) completed.push(i);
    return { state: n, completed };
  }
  if (!canMove(s, a.from, a.to, a.count)) return null;
  const n = clone(s);
  const from = /** @type {Column} */ (n.cols[a.from]);
  const to = /** @type {Column} */ (n.cols[a.to]);
  to.up.push(...from.up.splice(from.up.length - a.count));
  flip(from);
  n.moves++;
  n.score--;
  if (collectRun(n, a.to) >= 0) completed.push(a.to);
  return { state: n, completed };
}

/** @param {State} s */
export function isWon(s) {
  return s.done.length === 8;
}

/** Every legal move of a run (all lengths) plus the deal. @param {State} s @returns {Action[]} */
export function legalMoves(s) {
  /** @type {Action[]} */
  const out = [];
  for (let f = 0; f < COLUMNS; f++) {
    const max = movableCount(/** @type {Column} */ (s.cols[f]));
    for (let count = 1; count <= max; count++) {
      for (let t = 0; t < COLUMNS; t++) if (canMove(s, f, t, count)) out.push({ type: 'move', from: f, to: t, count });
    }
  }
  if (canDeal(s)) out.push({ type: 'deal' });
  return out;
}

/**
 * How much a move helps, or ≤ 0 when it only shuffles cards around: turning a card up or
 * emptying a column is best, then joining a run of its own suit; breaking a run off a card
 * of its own suit or carrying a whole column into an empty one achieves nothing.
 * @param {State} s @param {{from: number, to: number, count: number}} m
 */
export function moveValue(s, m) {
  const from = /** @type {Column} */ (s.cols[m.from]);
  const to = /** @type {Column} */ (s.cols[m.to]);
  const head = /** @type {number} */ (from.up[from.up.length - m.count]);
  const under = from.up[from.up.length - m.count - 1];
  const top = to.up[to.up.length - 1];
  const leavesEmpty = m.count === from.up.length && !from.down.length;
  const sameSuit = top !== undefined && suitOf(top) === suitOf(head);
  // A run already sitting on the next card up of its own suit is where it should be.
  if (under !== undefined && rankOf(under) === rankOf(head) + 1 && suitOf(under) === suitOf(head)) return 0;
  if (top === undefined && leavesEmpty) return 0;
  if (top === undefined && m.count < movableCount(from)) return 0;
  let v = 1;
  if (m.count === from.up.length && from.down.length) v += 50;
  if (leavesEmpty) v += 30;
  if (sameSuit) v += 20 + m.count;
  // Moving off a card of another suit (one rank up) makes no progress by itself.
  if (under !== undefined && rankOf(under) === rankOf(head) + 1 && !sameSuit) v -= 1;
  if (top === undefined) v -= 5;
  return v;
}

/**
 * A position as text, to recognise one seen before. Cards are named by suit and rank only and
 * the columns are sorted: the same piles in another column order, or with two identical cards
 * swapped, are the same position to play on. @param {State} s
 */
export function positionKey(s) {
  const name = (/** @type {number[]} */ cards) => cards.map((x) => x % 52).join(',');
  return `${s.stock.length}/${s.cols.map((c) => `${name(c.down)}:${name(c.up)}`).sort().join('|')}`;
}

/**
 * Suggests an action: the most useful run move, else a deal, else (when only an empty column
 * blocks the deal) a run to fill it with, else null: nothing useful is left. Actions that lead
 * back to a position in `seen` are skipped, so following the hints never goes round in circles.
 * @param {State} s @param {Set<string>} [seen] @returns {Action | null}
 */
export function hint(s, seen) {
  const fresh = (/** @type {Action} */ a) => {
    if (!seen) return true;
    const r = apply(s, a);
    return !!r && !seen.has(positionKey(r.state));
  };
  /** @type {{a: Action, v: number}[]} */
  const ranked = [];
  for (const a of legalMoves(s)) {
    if (a.type !== 'move') continue;
    const v = moveValue(s, a);
    if (v > 0) ranked.push({ a, v });
  }
  ranked.sort((x, y) => y.v - x.v);
  for (const r of ranked) if (fresh(r.a)) return r.a;
  if (canDeal(s)) return { type: 'deal' };
  if (!s.stock.length) return null;
  // Only an empty column blocks the deal. Fill it with a run lying on an unrelated card: one
  // taken off the next rank up would just go back there and empty the column again.
  /** @type {{a: Action, v: number}[]} */
  const fillers = [];
  for (const a of legalMoves(s)) {
    if (a.type !== 'move') continue;
    const from = /** @type {Column} */ (s.cols[a.from]);
    const to = /** @type {Column} */ (s.cols[a.to]);
    if (to.up.length || from.up.length + from.down.length <= a.count) continue;
    const head = /** @type {number} */ (from.up[from.up.length - a.count]);
    const under = from.up[from.up.length - a.count - 1];
    const v = under === undefined || rankOf(under) !== rankOf(head) + 1 ? 2 : suitOf(under) !== suitOf(head) ? 1 : 0;
    fillers.push({ a, v: v * 100 + a.count });
  }
  fillers.sort((x, y) => y.v - x.v);
  for (const f of fillers) if (fresh(f.a)) return f.a;
  return null;
}

/**
 * Where a run should go when the player just taps it: a same-suit card first, then any card
 * one rank up, then an empty column. @param {State} s @param {number} from @param {number} count
 * @returns {number} column or -1
 */
export function bestTarget(s, from, count) {
  let best = -1;
  let bestV = -Infinity;
  for (let t = 0; t < COLUMNS; t++) {
    if (!canMove(s, from, t, count)) continue;
    const col = /** @type {Column} */ (s.cols[t]);
    const top = col.up[col.up.length - 1];
    const head = /** @type {number} */ (s.cols[from]?.up[(s.cols[from]?.up.length ?? 0) - count]);
    let v = top === undefined ? 0 : suitOf(top) === suitOf(head) ? 20 : 10;
    // Prefer the nearest column among equals.
    v -= Math.abs(t - from) * 0.1;
    if (v > bestV) { bestV = v; best = t; }
  }
  return best;
}

/** Score never shown below zero; a cleared deal adds a bonus for the level. @param {number} level @param {number} suits */
export function clearBonus(level, suits) {
  return 250 * suits + 50 * level;
}

/** Deal number for a level of a run, so every level is a fresh but repeatable deal. @param {number} base @param {number} level */
export function dealSeed(base, level) {
  return (base + level * 7919) >>> 0;
}

/** Undo history. @typedef {{state: State, history: State[]}} Session */

/** @param {State} s @returns {Session} */
export function newSession(s) {
  return { state: s, history: [] };
}

/**
 * Performs an action, remembering the position for undo. @param {Session} ses @param {Action} a
 * @returns {{state: State, completed: number[]} | null}
 */
export function act(ses, a) {
  const r = apply(ses.state, a);
  if (!r) return null;
  ses.history.push(ses.state);
  ses.state = r.state;
  return r;
}

/** Takes the last action back; undoing costs a point like a move. @param {Session} ses */
export function undo(ses) {
  const prev = ses.history.pop();
  if (!prev) return false;
  const cost = ses.state.score;
  ses.state = { ...clone(prev), moves: ses.state.moves + 1, score: Math.min(prev.score, cost) - 1 };
  return true;
}
