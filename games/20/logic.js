// @ts-check
/**
 * Klondike solitaire rules: dealing, legal moves, drawing and recycling the stock, scoring,
 * undo history, hints, auto-complete and win detection. Pure functions, no DOM.
 *
 * Cards are numbers 0..51: suit = floor(card / 13) (0 ♠, 1 ♥, 2 ♦, 3 ♣), rank = card % 13 + 1.
 * Piles are named by strings: 's' stock, 'w' waste, 'f0'..'f3' foundations (one per suit,
 * same order as the suits), 't0'..'t6' tableau columns.
 */

/** @typedef {number} Card */
/** @typedef {{down: Card[], up: Card[]}} Column face-down cards under a face-up run (last = top) */
/**
 * @typedef {Object} State
 * @property {Card[]} stock face down, last = top
 * @property {Card[]} waste face up, last = top
 * @property {Card[][]} foundations indexed by suit
 * @property {Column[]} tableau
 * @property {1|3} draw cards turned per draw
 * @property {number} passes times the waste was turned back into the stock
 * @property {number} maxPasses recycles allowed (-1 = unlimited)
 * @property {number} score
 * @property {number} moves
 */
/** @typedef {{type: 'draw'} | {type: 'move', from: string, to: string, count: number}} Action */
/** @typedef {{state: State, points: number, flipped: boolean, recycled: boolean, toFoundation: boolean}} Result */
/** @typedef {{state: State, history: State[]}} Session */

export const SUITS = ['S', 'H', 'D', 'C'];
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
export const COLUMNS = 7;
export const POINTS = { wasteToTableau: 5, toFoundation: 10, flip: 5, fromFoundation: -15, recycle1: -100, recycle3: -20 };

/** @param {Card} c */
export const suitOf = (c) => Math.floor(c / 13);
/** @param {Card} c */
export const rankOf = (c) => (c % 13) + 1;
/** @param {Card} c */
export const isRed = (c) => suitOf(c) === 1 || suitOf(c) === 2;
/** @param {number} suit @param {number} rank */
export const cardOf = (suit, rank) => suit * 13 + rank - 1;
/** Short name such as "10H" or "QS". @param {Card} c */
export const cardName = (c) => `${RANKS[rankOf(c) - 1]}${SUITS[suitOf(c)]}`;
/** Parses a short name back to a card. @param {string} name */
export function parseCard(name) {
  const suit = SUITS.indexOf(name.slice(-1));
  const rank = RANKS.indexOf(name.slice(0, -1)) + 1;
  if (suit < 0 || rank < 1) throw new Error(`bad card ${name}`);
  return cardOf(suit, rank);
}

/** Deterministic PRNG (mulberry32). @param {number} seed @returns {() => number} */
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

/** A shuffled deck. @param {() => number} random */
export function shuffledDeck(random) {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [deck[i], deck[j]] = [/** @type {number} */ (deck[j]), /** @type {number} */ (deck[i])];
  }
  return deck;
}

/**
 * Deals a deck: column i gets i + 1 cards with only the last face up; the other 24 form the stock.
 * The deck is dealt from its end (like taking cards off the top).
 * @param {Card[]} deck @param {1|3} [draw] @param {number} [maxPasses]
 * @returns {State}
 */
export function dealDeck(deck, draw = 1, maxPasses = -1) {
  const d = deck.slice();
  /** @type {Column[]} */
  const tableau = Array.from({ length: COLUMNS }, () => ({ down: [], up: [] }));
  for (let row = 0; row < COLUMNS; row++) {
    for (let col = row; col < COLUMNS; col++) {
      const card = /** @type {Card} */ (d.pop());
      const column = /** @type {Column} */ (tableau[col]);
      if (col === row) column.up.push(card);
      else column.down.push(card);
    }
  }
  return { stock: d, waste: [], foundations: [[], [], [], []], tableau, draw, passes: 0, maxPasses, score: 0, moves: 0 };
}

/** @param {number} seed @param {1|3} [draw] @param {number} [maxPasses] */
export function deal(seed, draw = 1, maxPasses = -1) {
  return dealDeck(shuffledDeck(rng(seed)), draw, maxPasses);
}

/** Deep copy. @param {State} s @returns {State} */
export function clone(s) {
  return {
    ...s,
    stock: s.stock.slice(),
    waste: s.waste.slice(),
    foundations: s.foundations.map((f) => f.slice()),
    tableau: s.tableau.map((c) => ({ down: c.down.slice(), up: c.up.slice() })),
  };
}

/** @param {string} pile */
const kindOf = (pile) => pile[0];
/** @param {string} pile */
const indexOf = (pile) => Number(pile.slice(1));

/** Cards of a pile that are face up and could be picked up (all of them for the tableau). @param {State} s @param {string} pile */
export function faceUp(s, pile) {
  const k = kindOf(pile);
  if (k === 'w') return s.waste;
  if (k === 'f') return s.foundations[indexOf(pile)] ?? [];
  if (k === 't') return s.tableau[indexOf(pile)]?.up ?? [];
  return [];
}

/** Whether `card` may be laid on the tableau column. @param {State} s @param {number} col @param {Card} card */
export function fitsTableau(s, col, card) {
  const column = s.tableau[col];
  if (!column) return false;
  const top = column.up[column.up.length - 1];
  if (top === undefined) return column.down.length === 0 && rankOf(card) === 13;
  return isRed(top) !== isRed(card) && rankOf(top) === rankOf(card) + 1;
}

/** Whether `card` may go onto its suit's foundation. @param {State} s @param {Card} card */
export function fitsFoundation(s, card) {
  return (s.foundations[suitOf(card)]?.length ?? -1) === rankOf(card) - 1;
}

/** Whether a face-up run is a proper descending alternating sequence. @param {Card[]} run */
export function isSequence(run) {
  for (let i = 1; i < run.length; i++) {
    const a = /** @type {Card} */ (run[i - 1]);
    const b = /** @type {Card} */ (run[i]);
    if (isRed(a) === isRed(b) || rankOf(a) !== rankOf(b) + 1) return false;
  }
  return true;
}

/**
 * Checks a move of the top `count` cards from one pile to another.
 * @param {State} s @param {string} from @param {string} to @param {number} count
 */
export function canMove(s, from, to, count) {
  if (from === to || count < 1) return false;
  const src = faceUp(s, from);
  if (count > src.length) return false;
  const fk = kindOf(from);
  const tk = kindOf(to);
  if ((fk === 'w' || fk === 'f') && count !== 1) return false;
  if (fk !== 'w' && fk !== 'f' && fk !== 't') return false;
  const run = src.slice(src.length - count);
  const first = /** @type {Card} */ (run[0]);
  if (!isSequence(run)) return false;
  if (tk === 'f') return count === 1 && fk !== 'f' && indexOf(to) === suitOf(first) && fitsFoundation(s, first);
  if (tk === 't') return fitsTableau(s, indexOf(to), first);
  return false;
}

/** The foundation pile a card belongs to. @param {Card} card */
export const foundationFor = (card) => `f${suitOf(card)}`;

/** @param {State} s @param {number} points */
function addPoints(s, points) {
  s.score = Math.max(0, s.score + points);
}

/**
 * Applies an action without touching the input. Returns null when it is not legal.
 * A tableau card left face down on top is turned over automatically (+5).
 * @param {State} s @param {Action} a @returns {Result | null}
 */
export function apply(s, a) {
  if (a.type === 'draw') {
    if (s.stock.length) {
      const n = clone(s);
      for (let i = 0; i < s.draw && n.stock.length; i++) n.waste.push(/** @type {Card} */ (n.stock.pop()));
      n.moves++;
      return { state: n, points: 0, flipped: false, recycled: false, toFoundation: false };
    }
    if (!s.waste.length || (s.maxPasses >= 0 && s.passes >= s.maxPasses)) return null;
    const n = clone(s);
    n.stock = n.waste.reverse();
    n.waste = [];
    n.passes++;
    n.moves++;
    const points = s.draw === 1 ? POINTS.recycle1 : POINTS.recycle3;
    const before = n.score;
    addPoints(n, points);
    return { state: n, points: n.score - before, flipped: false, recycled: true, toFoundation: false };
  }
  let { from, to, count } = a;
  if (kindOf(to) === 'f' && count === 1) {
    const top = faceUp(s, from)[faceUp(s, from).length - 1];
    if (top !== undefined) to = foundationFor(top);
  }
  if (!canMove(s, from, to, count)) return null;
  const n = clone(s);
  const src = /** @type {Card[]} */ (faceUp(n, from));
  const run = src.splice(src.length - count, count);
  faceUp(n, to).push(...run);
  const before = n.score;
  let points = 0;
  const fk = kindOf(from);
  const tk = kindOf(to);
  if (tk === 'f') points += POINTS.toFoundation;
  else if (fk === 'w') points += POINTS.wasteToTableau;
  else if (fk === 'f') points += POINTS.fromFoundation;
  let flipped = false;
  if (fk === 't') {
    const col = /** @type {Column} */ (n.tableau[indexOf(from)]);
    if (!col.up.length && col.down.length) {
      col.up.push(/** @type {Card} */ (col.down.pop()));
      points += POINTS.flip;
      flipped = true;
    }
  }
  addPoints(n, points);
  n.moves++;
  return { state: n, points: n.score - before, flipped, recycled: false, toFoundation: tk === 'f' };
}

/** Whether the stock can be drawn from or recycled. @param {State} s */
export function canDraw(s) {
  return s.stock.length > 0 || (s.waste.length > 0 && (s.maxPasses < 0 || s.passes < s.maxPasses));
}

/** @param {State} s */
export function isWon(s) {
  return s.foundations.every((f) => f.length === 13);
}

/** Every tableau card is face up. @param {State} s */
export function allFaceUp(s) {
  return s.tableau.every((c) => c.down.length === 0);
}

/** Cards on the foundations. @param {State} s */
export function foundationCount(s) {
  return s.foundations.reduce((n, f) => n + f.length, 0);
}

/**
 * The next auto-complete step: a waste or tableau top card to its foundation (lowest first), else a draw.
 * @param {State} s @returns {Action | null}
 */
export function autoStep(s) {
  /** @type {{pile: string, card: Card} | null} */
  let best = null;
  const tops = [['w', s.waste[s.waste.length - 1]], ...s.tableau.map((c, i) => [`t${i}`, c.up[c.up.length - 1]])];
  for (const [pile, card] of tops) {
    if (typeof card !== 'number' || typeof pile !== 'string') continue;
    if (fitsFoundation(s, card) && (!best || rankOf(card) < rankOf(best.card))) best = { pile, card };
  }
  if (best) return { type: 'move', from: best.pile, to: foundationFor(best.card), count: 1 };
  if (canDraw(s)) return { type: 'draw' };
  return null;
}

/**
 * True when every tableau card is face up and sending cards home (drawing as needed) wins.
 * @param {State} s
 */
export function canAutoComplete(s) {
  if (isWon(s) || !allFaceUp(s)) return false;
  let cur = s;
  let idle = 0;
  for (let i = 0; i < 3000; i++) {
    if (isWon(cur)) return true;
    const a = autoStep(cur);
    if (!a) return false;
    const r = apply(cur, a);
    if (!r) return false;
    idle = a.type === 'draw' ? idle + 1 : 0;
    if (idle > 2 * (cur.stock.length + cur.waste.length) + 4) return false;
    cur = r.state;
  }
  return false;
}

/**
 * @typedef {Object} MoveInfo
 * @property {string} from
 * @property {string} to
 * @property {number} count
 * @property {number} priority lower is better for hints; 9 = legal but pointless
 */

/**
 * Lists legal card moves (not draws), each with a hint priority.
 * @param {State} s @returns {MoveInfo[]}
 */
export function legalMoves(s) {
  /** @type {MoveInfo[]} */
  const out = [];
  /** @type {string[]} */
  const sources = ['w', ...s.tableau.map((_, i) => `t${i}`), ...s.foundations.map((_, i) => `f${i}`)];
  const kingWaiting = s.waste.length && rankOf(/** @type {Card} */ (s.waste[s.waste.length - 1])) === 13 ||
    s.tableau.some((c) => c.down.length && c.up.length && rankOf(/** @type {Card} */ (c.up[0])) === 13);
  for (const from of sources) {
    const src = faceUp(s, from);
    const fk = kindOf(from);
    const maxCount = fk === 't' ? src.length : Math.min(1, src.length);
    for (let count = 1; count <= maxCount; count++) {
      const first = /** @type {Card} */ (src[src.length - count]);
      if (count === 1 && fk !== 'f' && fitsFoundation(s, first)) {
        const col = fk === 't' ? s.tableau[indexOf(from)] : null;
        out.push({ from, to: foundationFor(first), count: 1, priority: col && src.length === 1 && col.down.length ? 0 : 1 });
      }
      for (let t = 0; t < COLUMNS; t++) {
        const to = `t${t}`;
        if (!canMove(s, from, to, count)) continue;
        let priority = 9;
        const target = /** @type {Column} */ (s.tableau[t]);
        const empty = !target.up.length;
        if (fk === 'w') priority = 3;
        else if (fk === 't') {
          const col = /** @type {Column} */ (s.tableau[indexOf(from)]);
          const whole = count === src.length;
          if (whole && col.down.length) priority = empty ? 4 : 2;
          else if (whole && !col.down.length && !empty && kingWaiting) priority = 5;
          else if (!whole) {
            const under = /** @type {Card} */ (src[src.length - count - 1]);
            if (fitsFoundation(s, under)) priority = 6;
          }
        }
        out.push({ from, to, count, priority });
      }
    }
  }
  return out;
}

/**
 * A suggested next action: the best useful move, else a draw, else null.
 * @param {State} s @returns {Action | null}
 */
export function hint(s) {
  const moves = legalMoves(s).filter((m) => m.priority < 9).sort((a, b) => a.priority - b.priority);
  const m = moves[0];
  if (m) return { type: 'move', from: m.from, to: m.to, count: m.count };
  return canDraw(s) ? { type: 'draw' } : null;
}

/**
 * True when no useful move can be found in a whole trip through the stock (the deal is lost
 * unless the player undoes).
 * @param {State} s
 */
export function isStuck(s) {
  if (isWon(s)) return false;
  let cur = s;
  const limit = 2 * (Math.ceil((s.stock.length + s.waste.length) / s.draw) + 2);
  for (let i = 0; i <= limit; i++) {
    if (legalMoves(cur).some((m) => m.priority < 9)) return false;
    const r = apply(cur, { type: 'draw' });
    if (!r) return true;
    cur = r.state;
  }
  return true;
}

/**
 * How awkward a deal looks: low cards buried under many others, in the tableau or deep in the stock.
 * @param {State} s
 */
export function dealDifficulty(s) {
  let d = 0;
  for (const col of s.tableau) {
    const cards = [...col.down, ...col.up];
    cards.forEach((c, i) => {
      const r = rankOf(c);
      if (r <= 4) d += (5 - r) * (cards.length - 1 - i);
    });
  }
  s.stock.forEach((c, i) => {
    const r = rankOf(c);
    const depth = s.stock.length - 1 - i;
    // With draw 3 only every third card is reachable on the first pass.
    if (r <= 3) d += (4 - r) * (s.draw === 3 && depth % 3 !== 2 ? 2 : 1);
  });
  return d;
}

/**
 * Deal settings for a level: level 1 uses the chosen draw mode; later levels always draw 3,
 * pick harder-looking deals and from level 5 allow only 3 passes through the stock.
 * @param {number} level @param {1|3} chosenDraw
 * @returns {{draw: 1|3, maxPasses: number, candidates: number, pick: 'easiest'|'median'|'hardest'}}
 */
export function levelSettings(level, chosenDraw) {
  const draw = level >= 2 ? 3 : chosenDraw;
  if (level <= 1) return { draw, maxPasses: -1, candidates: 4, pick: 'easiest' };
  if (level === 2 && chosenDraw === 1) return { draw, maxPasses: -1, candidates: 3, pick: 'easiest' };
  if (level <= 3) return { draw, maxPasses: -1, candidates: 3, pick: 'median' };
  return { draw, maxPasses: level >= 5 ? 3 : -1, candidates: Math.min(8, level), pick: 'hardest' };
}

/**
 * Deals for a level, choosing among several seeded candidates by difficulty.
 * @param {() => number} random source of candidate seeds
 * @param {number} level @param {1|3} chosenDraw
 */
export function dealForLevel(random, level, chosenDraw) {
  const cfg = levelSettings(level, chosenDraw);
  const decks = Array.from({ length: cfg.candidates }, () => {
    const seed = Math.floor(random() * 2 ** 31);
    const st = deal(seed, cfg.draw, cfg.maxPasses);
    return { seed, st, d: dealDifficulty(st) };
  }).sort((a, b) => a.d - b.d);
  const i = cfg.pick === 'easiest' ? 0 : cfg.pick === 'hardest' ? decks.length - 1 : Math.floor(decks.length / 2);
  const chosen = /** @type {{seed: number, st: State, d: number}} */ (decks[i]);
  return { state: chosen.st, seed: chosen.seed, difficulty: chosen.d, ...cfg };
}

/** Bonus for a fast win (standard style: 700 000 / seconds, from 30 s). @param {number} seconds */
export function timeBonus(seconds) {
  return Math.round(700000 / Math.max(30, seconds));
}

// ---------------------------------------------------------------- session with undo

/** @param {State} state @returns {Session} */
export function newSession(state) {
  return { state, history: [] };
}

/** Applies an action and remembers the previous state for undo. @param {Session} ses @param {Action} a */
export function act(ses, a) {
  const r = apply(ses.state, a);
  if (!r) return null;
  ses.history.push(ses.state);
  if (ses.history.length > 500) ses.history.shift();
  ses.state = r.state;
  return r;
}

/** Restores the state before the last action. @param {Session} ses */
export function undo(ses) {
  const prev = ses.history.pop();
  if (!prev) return false;
  ses.state = prev;
  return true;
}

/** Total number of cards in a state (sanity checks). @param {State} s */
export function cardCount(s) {
  return s.stock.length + s.waste.length + foundationCount(s) + s.tableau.reduce((n, c) => n + c.down.length + c.up.length, 0);
}
