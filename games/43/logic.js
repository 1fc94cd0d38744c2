// @ts-check
/**
 * Pure rules of the hex merge game (no DOM). The board is a hexagon of radius 3 (37 cells) in
 * axial coordinates; `board[i]` is the value on cell i (0 = empty). A piece is one or two numbered
 * hexes; three or more touching equal values merge into one of the next value where the piece
 * landed, which can set off further merges. Three of the top value burst and clear their
 * neighbourhood instead.
 */

/** @typedef {{q: number, r: number}} Hex */
/** @typedef {number[]} Board */
/** @typedef {{values: number[], rot: number}} Piece one or two values; the second sits in direction `rot` from the first */
/** @typedef {{kind: 'merge', cells: number[], into: number, value: number, points: number, chain: number, crumbled: number[]} | {kind: 'burst', cells: number[], at: number, points: number, chain: number}} MergeEvent */

export const RADIUS = 3;
export const MAX = 7;
/** A rock: never merges; it crumbles when a merge happens next to it or a burst reaches it. */
export const ROCK = 9;
/** Axial directions, clockwise from east (pointy-top layout). */
export const DIRS = /** @type {const} */ ([[1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1], [1, -1]]);

/** @type {Hex[]} */
export const CELLS = [];
for (let r = -RADIUS; r <= RADIUS; r++) {
  for (let q = -RADIUS; q <= RADIUS; q++) if (Math.abs(q + r) <= RADIUS) CELLS.push({ q, r });
}
/** @param {number} q @param {number} r */
export function indexOf(q, r) {
  return CELLS.findIndex((h) => h.q === q && h.r === r);
}
/** Neighbour of cell i in direction d, or -1 off the board. @type {number[][]} */
export const NEIGHBOR = CELLS.map((h) => DIRS.map(([dq, dr]) => indexOf(h.q + dq, h.r + dr)));

/** @returns {Board} */
export function emptyBoard() {
  return CELLS.map(() => 0);
}

/** @param {Board} b */
export function emptyCount(b) {
  return b.filter((v) => v === 0).length;
}

/** @param {Board} b */
export function isFull(b) {
  return b.every((v) => v !== 0);
}

/**
 * Cells a piece would cover with its first hex on `at`, or null when it does not fit there.
 * @param {Board} b @param {Piece} p @param {number} at
 * @returns {number[] | null}
 */
export function footprint(b, p, at) {
  if (at < 0 || at >= b.length || b[at] !== 0) return null;
  if (p.values.length === 1) return [at];
  const second = /** @type {number[]} */ (NEIGHBOR[at])[p.rot % 6] ?? -1;
  if (second < 0 || b[second] !== 0) return null;
  return [at, second];
}

/** Whether the piece fits anywhere. @param {Board} b @param {Piece} p */
export function fitsAnywhere(b, p) {
  return b.some((_, i) => footprint(b, p, i) !== null);
}

/** Whether some two touching cells are both empty (room for a double piece in some rotation). @param {Board} b */
export function hasPairSpace(b) {
  return b.some((v, i) => v === 0 && /** @type {number[]} */ (NEIGHBOR[i]).some((n) => n >= 0 && b[n] === 0));
}

/**
 * The connected group of equal values containing cell i.
 * @param {Board} b @param {number} i
 */
export function groupOf(b, i) {
  const v = b[i];
  if (!v || v === ROCK) return [];
  const seen = new Set([i]);
  const stack = [i];
  while (stack.length) {
    const j = /** @type {number} */ (stack.pop());
    for (const n of /** @type {number[]} */ (NEIGHBOR[j])) {
      if (n >= 0 && !seen.has(n) && b[n] === v) { seen.add(n); stack.push(n); }
    }
  }
  return [...seen].sort((x, y) => x - y);
}

/** Points for merging n hexes of value v on chain step k (1 = no chain yet). @param {number} v @param {number} n @param {number} k */
export function mergePoints(v, n, k) {
  return v * n * 10 * k;
}

/** Points for a burst of top-value hexes that also wiped `wiped` other hexes. @param {number} wiped @param {number} k */
export function burstPoints(wiped, k) {
  return (500 + wiped * 20) * k;
}

/**
 * Resolves merges starting from cell i (where a hex just landed), repeating while the new value
 * keeps forming groups of three.
 * @param {Board} b @param {number} i @param {number} [chain] chain steps already made this turn
 * @returns {{board: Board, events: MergeEvent[], points: number}}
 */
export function resolveAt(b, i, chain = 0) {
  const out = b.slice();
  /** @type {MergeEvent[]} */
  const events = [];
  let points = 0;
  let k = chain;
  for (;;) {
    const v = out[i] ?? 0;
    if (!v) break;
    const grp = groupOf(out, i);
    if (grp.length < 3) break;
    k++;
    if (v >= MAX) {
      const wiped = [...new Set(grp.flatMap((j) => /** @type {number[]} */ (NEIGHBOR[j])))].filter((n) => n >= 0 && !grp.includes(n) && out[n] !== 0);
      const pts = burstPoints(wiped.length, k);
      for (const j of [...grp, ...wiped]) out[j] = 0;
      events.push({ kind: 'burst', cells: [...grp, ...wiped], at: i, points: pts, chain: k });
      points += pts;
      break;
    }
    const pts = mergePoints(v, grp.length, k);
    const crumbled = [...new Set(grp.flatMap((j) => /** @type {number[]} */ (NEIGHBOR[j])))].filter((n) => n >= 0 && out[n] === ROCK);
    for (const j of [...grp, ...crumbled]) out[j] = 0;
    out[i] = v + 1;
    events.push({ kind: 'merge', cells: grp, into: i, value: v + 1, points: pts, chain: k, crumbled });
    points += pts;
  }
  return { board: out, events, points };
}

/**
 * Places a piece with its first hex on `at` and resolves every merge. The lower value resolves
 * first, so a merge it makes can grow into the other hex's group.
 * @param {Board} b @param {Piece} p @param {number} at
 * @returns {{board: Board, cells: number[], events: MergeEvent[], points: number} | null}
 */
export function place(b, p, at) {
  const cells = footprint(b, p, at);
  if (!cells) return null;
  let board = b.slice();
  cells.forEach((c, k) => { board[c] = /** @type {number} */ (p.values[k]); });
  const order = cells.map((c, k) => ({ c, v: /** @type {number} */ (p.values[k]) })).sort((x, y) => x.v - y.v);
  /** @type {MergeEvent[]} */
  const events = [];
  let points = 0;
  for (const { c, v } of order) {
    // A hex already swallowed by an earlier merge this turn has nothing left to resolve.
    if (board[c] !== v) continue;
    const res = resolveAt(board, c, events.length);
    board = res.board;
    events.push(...res.events);
    points += res.points;
  }
  return { board, cells, events, points };
}

/** Level from the score: each level needs a little more than the one before. @param {number} score */
export function levelFor(score) {
  let level = 1;
  while (score >= levelThreshold(level + 1)) level++;
  return level;
}

/** Score needed to reach a level (level 1 = 0). @param {number} level */
export function levelThreshold(level) {
  return 250 * (level - 1) * level;
}

/**
 * A new piece for this level: higher levels bring larger starting values (less room to plan) and
 * more doubles (harder to fit). Low values stay the most common.
 * @param {() => number} rand @param {number} level
 * @returns {Piece}
 */
export function randomPiece(rand, level) {
  const top = Math.min(5, 2 + Math.floor((level - 1) / 2));
  const pick = () => {
    // Weights halve with each step up: 1 is always the most likely value.
    let total = 0;
    for (let v = 1; v <= top; v++) total += 2 ** (top - v);
    let x = rand() * total;
    for (let v = 1; v <= top; v++) {
      x -= 2 ** (top - v);
      if (x < 0) return v;
    }
    return 1;
  };
  const doubleChance = Math.min(0.45, 0.12 + level * 0.04);
  const values = rand() < doubleChance ? [pick(), pick()] : [pick()];
  return { values, rot: 0 };
}

/**
 * The piece as it can actually be played: a double with no two touching empty cells is cut down
 * to its first hex, so the game only ends when the board is truly full.
 * @param {Board} b @param {Piece} p
 * @returns {Piece}
 */
export function playable(b, p) {
  if (p.values.length === 2 && !hasPairSpace(b)) return { values: [/** @type {number} */ (p.values[0])], rot: 0 };
  return p;
}

/** Highest value on the board (rocks aside). @param {Board} b */
export function maxValue(b) {
  return Math.max(0, ...b.filter((v) => v !== ROCK));
}

/**
 * From level 3 a rock falls onto the board every so many placements, more often as levels rise:
 * the pressure that ends a long game. 0 = no rocks.
 * @param {number} level
 */
export function rockEvery(level) {
  return level < 3 ? 0 : Math.max(3, 12 - (level - 3) * 2);
}

/** A random empty cell for a rock, or -1 when the board is full. @param {Board} b @param {() => number} rand */
export function rockCell(b, rand) {
  const empty = b.map((v, i) => (v === 0 ? i : -1)).filter((i) => i >= 0);
  return empty.length ? /** @type {number} */ (empty[Math.floor(rand() * empty.length)]) : -1;
}
