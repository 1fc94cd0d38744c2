// @ts-check
/**
 * FreeCell rules, deals by number and a solver. Pure functions, no DOM.
 *
 * Cards are 0..51: suit * 13 + rank (rank 0 = ace … 12 = king; suits spades, hearts, diamonds,
 * clubs). Piles are named 'c0'..'c7' (columns), 'f0'..'f3' (free cells) and 'h0'..'h3' (home,
 * one foundation per suit, in suit order).
 */

export const COLUMNS = 8;

/** @typedef {{cols: number[][], cells: number[], home: number[], moves: number}} State cells: -1 = empty; home: cards home per suit */
/** @typedef {{from: string, to: string, count: number}} Move */

/** @param {number} c */
export const rankOf = (c) => c % 13;
// Hot paths avoid global lookups such as Math.floor or Number(): inside test sandboxes every
// global access is slow, and the solver makes millions of them.
/** @param {number} c */
export const suitOf = (c) => (c / 13) | 0;
/** Index of a pile name ('c3' → 3). @param {string} pile */
const pileIndex = (pile) => pile.charCodeAt(1) - 48;
/** @param {number} c */
export const isRed = (c) => suitOf(c) === 1 || suitOf(c) === 2;

/** mulberry32: a deal number always gives the same deal. @param {number} seed */
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
 * Deal number `n` with `cells` free cells: the shuffled deck dealt left to right in rows, so the
 * first four columns get seven cards and the others six.
 * @param {number} n @param {number} [cells] @returns {State}
 */
export function deal(n, cells = 4) {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  const rand = rng(n * 2654435761);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const t = /** @type {number} */ (deck[i]);
    deck[i] = /** @type {number} */ (deck[j]);
    deck[j] = t;
  }
  /** @type {number[][]} */
  const cols = Array.from({ length: COLUMNS }, () => []);
  deck.forEach((c, i) => cols[i % COLUMNS]?.push(c));
  return { cols, cells: new Array(cells).fill(-1), home: [0, 0, 0, 0], moves: 0 };
}

/** @param {State} s @returns {State} */
export function clone(s) {
  return { cols: s.cols.map((c) => c.slice()), cells: s.cells.slice(), home: s.home.slice(), moves: s.moves };
}

/** Whether `b` may lie on `a` in a column: one rank lower and the other colour. @param {number} a @param {number} b */
export function stacks(a, b) {
  return rankOf(a) === rankOf(b) + 1 && isRed(a) !== isRed(b);
}

/** Length of the ordered run at the bottom of a column. @param {number[]} col */
export function runLength(col) {
  let n = col.length ? 1 : 0;
  while (n < col.length && stacks(/** @type {number} */ (col[col.length - n - 1]), /** @type {number} */ (col[col.length - n]))) n++;
  return n;
}

/**
 * Most cards that may move at once as a "supermove" (shuffling through free cells and empty
 * columns): (free cells + 1) × 2^(empty columns), not counting the destination if it is empty.
 * @param {State} s @param {boolean} toEmpty
 */
export function maxMove(s, toEmpty) {
  let free = 0;
  for (const c of s.cells) if (c < 0) free++;
  let empty = toEmpty ? -1 : 0;
  for (const c of s.cols) if (!c.length) empty++;
  return (free + 1) * 2 ** (empty > 0 ? empty : 0);
}

/** Cards of a pile, bottom first (a cell holds at most one). @param {State} s @param {string} pile */
export function pileCards(s, pile) {
  const i = pileIndex(pile);
  if (pile[0] === 'c') return s.cols[i] ?? [];
  if (pile[0] === 'f') { const c = s.cells[i] ?? -1; return c >= 0 ? [c] : []; }
  const n = s.home[i] ?? 0;
  return n ? [i * 13 + n - 1] : [];
}

/** Whether a card can go home now. @param {State} s @param {number} c */
export function fitsHome(s, c) {
  return s.home[suitOf(c)] === rankOf(c);
}

/** @param {State} s @param {Move} m */
export function canMove(s, m) {
  const { from, to, count } = m;
  if (from === to || count < 1) return false;
  const src = pileCards(s, from);
  if (from[0] === 'h' || !src.length || count > src.length) return false;
  if (from[0] === 'c' && count > runLength(src)) return false;
  const head = /** @type {number} */ (src[src.length - count]);
  const i = pileIndex(to);
  if (to[0] === 'f') return count === 1 && i >= 0 && i < s.cells.length && (s.cells[i] ?? 0) < 0;
  if (to[0] === 'h') return count === 1 && i === suitOf(head) && fitsHome(s, head);
  if (to[0] !== 'c' || i < 0 || i >= COLUMNS) return false;
  const dst = /** @type {number[]} */ (s.cols[i]);
  if (!dst.length) return count <= maxMove(s, true);
  return count <= maxMove(s, false) && stacks(/** @type {number} */ (dst[dst.length - 1]), head);
}

/** Applies a move to a copy, or null if illegal. @param {State} s @param {Move} m @returns {State | null} */
export function apply(s, m) {
  if (!canMove(s, m)) return null;
  // Columns are never changed in place, so the new state shares the untouched ones (the solver
  // makes millions of these).
  const n = { cols: s.cols.slice(), cells: s.cells.slice(), home: s.home.slice(), moves: s.moves + 1 };
  /** @type {number[]} */
  let cards;
  if (m.from[0] === 'c') {
    const i = pileIndex(m.from);
    const col = /** @type {number[]} */ (n.cols[i]);
    cards = col.slice(col.length - m.count);
    n.cols[i] = col.slice(0, col.length - m.count);
  } else {
    const i = pileIndex(m.from);
    cards = [/** @type {number} */ (n.cells[i])];
    n.cells[i] = -1;
  }
  const j = pileIndex(m.to);
  if (m.to[0] === 'c') n.cols[j] = [...(n.cols[j] ?? []), ...cards];
  else if (m.to[0] === 'f') n.cells[j] = /** @type {number} */ (cards[0]);
  else n.home[j] = (n.home[j] ?? 0) + 1;
  return n;
}

/**
 * A card that may go home without ever being wanted in a column again: aces and twos always,
 * higher cards once both cards of the other colour one rank lower are home.
 * @param {State} s @param {number} c
 */
export function safeHome(s, c) {
  if (!fitsHome(s, c)) return false;
  const r = rankOf(c);
  if (r <= 1) return true;
  const others = isRed(c) ? [0, 3] : [1, 2];
  return others.every((o) => (s.home[o] ?? 0) >= r);
}

/** The next automatic move home, or null. @param {State} s @returns {Move | null} */
export function autoStep(s) {
  for (let i = 0; i < s.cells.length; i++) {
    const c = s.cells[i] ?? -1;
    if (c >= 0 && safeHome(s, c)) return { from: `f${i}`, to: `h${suitOf(c)}`, count: 1 };
  }
  for (let i = 0; i < COLUMNS; i++) {
    const col = /** @type {number[]} */ (s.cols[i]);
    const c = col[col.length - 1];
    if (c !== undefined && safeHome(s, c)) return { from: `c${i}`, to: `h${suitOf(c)}`, count: 1 };
  }
  return null;
}

/** Plays every safe move home (returns a new state). @param {State} s */
export function autoPlay(s) {
  let cur = s;
  for (let m = autoStep(cur); m; m = autoStep(cur)) {
    const moves = cur.moves;
    cur = /** @type {State} */ (apply(cur, m));
    cur.moves = moves;
  }
  return cur;
}

/** @param {State} s */
export function homeCount(s) {
  return s.home.reduce((a, b) => a + b, 0);
}

/** @param {State} s */
export function isWon(s) {
  return homeCount(s) === 52;
}

/**
 * Legal moves worth listing: home moves, runs onto fitting cards, runs into the first empty
 * column (every length), cards into the first free cell. Equivalent targets (another empty
 * column or cell) are left out.
 * @param {State} s @returns {Move[]}
 */
export function legalMoves(s) {
  /** @type {Move[]} */
  const out = [];
  const emptyCol = s.cols.findIndex((c) => !c.length);
  const freeCell = s.cells.findIndex((c) => c < 0);
  /** @type {string[]} */
  const sources = [];
  for (let i = 0; i < s.cells.length; i++) if ((s.cells[i] ?? -1) >= 0) sources.push(`f${i}`);
  for (let i = 0; i < COLUMNS; i++) if (s.cols[i]?.length) sources.push(`c${i}`);
  for (const from of sources) {
    const src = pileCards(s, from);
    const top = /** @type {number} */ (src[src.length - 1]);
    const home = { from, to: `h${suitOf(top)}`, count: 1 };
    if (canMove(s, home)) out.push(home);
    const run = from[0] === 'c' ? runLength(src) : 1;
    for (let t = 0; t < COLUMNS; t++) {
      const dst = /** @type {number[]} */ (s.cols[t]);
      if (!dst.length || `c${t}` === from) continue;
      // Only one run length can fit a given card.
      const need = rankOf(/** @type {number} */ (dst[dst.length - 1])) - rankOf(top);
      if (need >= 1 && need <= run) {
        const m = { from, to: `c${t}`, count: need };
        if (canMove(s, m)) out.push(m);
      }
    }
    if (emptyCol >= 0) {
      // A column's whole content moved into another empty column changes nothing.
      const most = from[0] === 'c' && src.length === run ? run - 1 : run;
      for (let count = 1; count <= most; count++) {
        const m = { from, to: `c${emptyCol}`, count };
        if (canMove(s, m)) out.push(m);
      }
    }
    if (freeCell >= 0 && from[0] === 'c') out.push({ from, to: `f${freeCell}`, count: 1 });
  }
  return out;
}

/** Position key for the solver: columns and cells as sets. @param {State} s */
export function stateKey(s) {
  const cols = s.cols.map((c) => c.join(',')).sort().join('|');
  const cells = s.cells.filter((c) => c >= 0).sort((a, b) => a - b).join(',');
  return `${cells}/${cols}`;
}

/**
 * Heuristic distance to a win: cards not yet home, how deep the next card of each suit is
 * buried, breaks in column order and occupied free cells.
 * @param {State} s
 */
export function estimate(s) {
  let h = (52 - homeCount(s)) * 3;
  for (const col of s.cols) {
    for (let i = 0; i < col.length; i++) {
      const c = /** @type {number} */ (col[i]);
      if (rankOf(c) === s.home[suitOf(c)]) h += (col.length - 1 - i) * 2;
      if (i > 0 && !stacks(/** @type {number} */ (col[i - 1]), c)) h += 1;
    }
  }
  h += s.cells.filter((c) => c >= 0).length;
  return h;
}

/** Binary heap of [priority, value]. @template T */
class Heap {
  constructor() {
    /** @type {{p: number, v: T}[]} */
    this.a = [];
  }

  get size() {
    return this.a.length;
  }

  /** @param {number} p @param {T} v */
  push(p, v) {
    const a = this.a;
    a.push({ p, v });
    let i = a.length - 1;
    while (i > 0) {
      const j = (i - 1) >> 1;
      if ((a[j]?.p ?? 0) <= p) break;
      a[i] = /** @type {{p: number, v: T}} */ (a[j]);
      i = j;
    }
    a[i] = { p, v };
  }

  /** @returns {T | undefined} */
  pop() {
    const a = this.a;
    const top = a[0];
    const last = a.pop();
    if (!top || !last || !a.length) return top?.v;
    let i = 0;
    for (;;) {
      const l = i * 2 + 1;
      const r = l + 1;
      let m = i;
      let mp = last.p;
      if (l < a.length && (a[l]?.p ?? 0) < mp) { m = l; mp = a[l]?.p ?? 0; }
      if (r < a.length && (a[r]?.p ?? 0) < mp) m = r;
      if (m === i) break;
      a[i] = /** @type {{p: number, v: T}} */ (a[m]);
      i = m;
    }
    a[i] = last;
    return top.v;
  }
}

/**
 * Searches for a winning line (greedy best-first on `estimate`, safe moves home played
 * automatically after every move).
 * @param {State} start @param {number} [maxNodes]
 * @returns {{solved: boolean, exhausted: boolean, moves: Move[], nodes: number}}
 *   moves: the player's moves (the automatic ones in between are implied); exhausted: the whole
 *   reachable space was searched, so an unsolved position is truly lost
 */
export function solve(start, maxNodes = 200000) {
  /** @typedef {{s: State, parent: Node | null, move: Move | null, g: number}} Node */
  const first = autoPlay(start);
  /** @type {Node} */
  const root = { s: first, parent: null, move: null, g: 0 };
  const seen = new Set([stateKey(first)]);
  /** @type {Heap<Node>} */
  const open = new Heap();
  open.push(estimate(first), root);
  let nodes = 0;
  while (open.size && nodes < maxNodes) {
    const node = /** @type {Node} */ (open.pop());
    nodes++;
    if (isWon(node.s)) {
      /** @type {Move[]} */
      const moves = [];
      for (let n = /** @type {Node | null} */ (node); n && n.move; n = n.parent) moves.push(n.move);
      return { solved: true, exhausted: false, moves: moves.reverse(), nodes };
    }
    for (const m of legalMoves(node.s)) {
      const next = apply(node.s, m);
      if (!next) continue;
      const s = autoPlay(next);
      const key = stateKey(s);
      if (seen.has(key)) continue;
      seen.add(key);
      const g = node.g + 1;
      open.push(estimate(s) + g * 0.25, { s, parent: node, move: m, g });
    }
  }
  return { solved: false, exhausted: open.size === 0, moves: [], nodes };
}

/**
 * Deals the solver wins for each number of free cells, easiest first (fewest nodes searched).
 * Found offline with `solve` and checked again by the unit tests.
 * @type {Record<number, number[]>}
 */
export const DEALS = {
  4: [6, 4, 20, 17, 15, 25, 10, 8, 24, 16, 18, 19, 13, 27, 14, 29, 30, 3, 23, 26, 7, 28, 9, 31, 5],
  3: [1006, 1005, 1025, 1022, 1026, 1014, 1019, 1009, 1021, 1029, 1007, 1015, 1002, 1001, 1020, 1028, 1030, 1031, 1013, 1027, 1032, 1010, 1011, 1033, 1023],
  2: [2022, 2031, 2001, 2006, 2035, 2033, 2003, 2029, 2032, 2005, 2038, 2017, 2040, 2042, 2036, 2024, 2019, 2025, 2016, 2023, 2037, 2002, 2012, 2004, 2030],
};

/** Deal number for a level (levels beyond the list start over). @param {number} cells @param {number} level */
export function dealFor(cells, level) {
  const list = DEALS[cells] ?? DEALS[4] ?? [];
  return list[(level - 1) % list.length] ?? level;
}

/** Points for a cleared deal: level, fewer moves and a quick finish pay. @param {number} level @param {number} moves @param {number} seconds */
export function clearBonus(level, moves, seconds) {
  return 200 + 100 * level + Math.max(0, 150 - moves) * 2 + Math.max(0, 600 - Math.floor(seconds));
}

/** Undo history. @typedef {{state: State, history: State[]}} Session */

/** @param {State} s @returns {Session} */
export function newSession(s) {
  return { state: s, history: [] };
}

/** A player's move (the automatic moves home follow separately). @param {Session} ses @param {Move} m */
export function act(ses, m) {
  const n = apply(ses.state, m);
  if (!n) return false;
  ses.history.push(ses.state);
  ses.state = n;
  return true;
}

/** @param {Session} ses */
export function undo(ses) {
  const prev = ses.history.pop();
  if (!prev) return false;
  ses.state = { ...clone(prev), moves: ses.state.moves + 1 };
  return true;
}
