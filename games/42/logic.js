// @ts-check
/**
 * Pure rules of the link-the-pairs game (no DOM). The grid is number[rows][cols] of tile kinds
 * (-1 = empty). Two tiles of one kind link when a path of at most three straight segments (two
 * turns) joins them through empty cells; the path may run round the outside of the board.
 *
 * Boards are solvable by construction: pairs are placed one by one on cells that can link on the
 * board as it is at that moment, so removing them in reverse order always works (a pair's path
 * only crosses cells that were empty when it was placed, and those are empty again by the time it
 * is removed).
 */

/** @typedef {number[][]} Grid */
/** @typedef {{r: number, c: number}} Pos */

/** @param {number} rows @param {number} cols @returns {Grid} */
export function emptyGrid(rows, cols) {
  return Array.from({ length: rows }, () => Array.from({ length: cols }, () => -1));
}

/** Kind at a cell; cells in the ring round the board are empty. @param {Grid} g @param {number} r @param {number} c */
export function kindAt(g, r, c) {
  return g[r]?.[c] ?? -1;
}

/** @param {Grid} g @param {number} r @param {number} c */
function inRange(g, r, c) {
  return r >= -1 && c >= -1 && r <= g.length && c <= (g[0]?.length ?? 0);
}

/** Whether every cell strictly between two cells on one line is empty. @param {Grid} g @param {Pos} a @param {Pos} b */
export function lineClear(g, a, b) {
  if (a.r !== b.r && a.c !== b.c) return false;
  const dr = Math.sign(b.r - a.r);
  const dc = Math.sign(b.c - a.c);
  let r = a.r + dr;
  let c = a.c + dc;
  while (r !== b.r || c !== b.c) {
    if (kindAt(g, r, c) !== -1) return false;
    r += dr;
    c += dc;
  }
  return true;
}

/**
 * The shortest link between two cells with at most two turns, as its corner points (both ends
 * included), or null. The end cells themselves may be occupied; everything between must be empty.
 * @param {Grid} g @param {Pos} a @param {Pos} b
 * @returns {Pos[] | null}
 */
export function findPath(g, a, b) {
  if (a.r === b.r && a.c === b.c) return null;
  /** @type {Pos[] | null} */
  let best = null;
  let bestLen = Infinity;
  /** @param {Pos[]} p */
  const offer = (p) => {
    let len = 0;
    for (let i = 1; i < p.length; i++) len += Math.abs((p[i]?.r ?? 0) - (p[i - 1]?.r ?? 0)) + Math.abs((p[i]?.c ?? 0) - (p[i - 1]?.c ?? 0));
    if (len < bestLen) { bestLen = len; best = p; }
  };
  if ((a.r === b.r || a.c === b.c) && lineClear(g, a, b)) return [a, b];
  // One turn: the corner is an empty cell sharing a row with one end and a column with the other.
  for (const q of [{ r: a.r, c: b.c }, { r: b.r, c: a.c }]) {
    if (kindAt(g, q.r, q.c) === -1 && lineClear(g, a, q) && lineClear(g, q, b)) offer([a, q, b]);
  }
  if (best) return best;
  // Two turns: walk straight out of `a` over empty cells (into the ring too); from each such cell
  // a one-turn link to `b` finishes the path.
  for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
    let r = a.r + /** @type {number} */ (dr);
    let c = a.c + /** @type {number} */ (dc);
    while (inRange(g, r, c) && kindAt(g, r, c) === -1) {
      const p = { r, c };
      const q = dr !== 0 ? { r, c: b.c } : { r: b.r, c };
      if (!(q.r === b.r && q.c === b.c) && kindAt(g, q.r, q.c) === -1 && lineClear(g, p, q) && lineClear(g, q, b)) offer([a, p, q, b]);
      r += /** @type {number} */ (dr);
      c += /** @type {number} */ (dc);
    }
  }
  return best;
}

/**
 * Every empty cell a link of at most two turns can reach from `a` (a breadth-first walk over
 * cell, heading and turns so far). Used while building boards, where all candidate partners are
 * empty: one walk replaces a path search per candidate.
 * @param {Grid} g @param {Pos} a
 * @returns {Set<number>} keys r * 1000 + c
 */
export function reachable(g, a) {
  const dirs = [[1, 0], [-1, 0], [0, 1], [0, -1]];
  /** Fewest turns seen per cell and heading. @type {Map<number, number>} */
  const best = new Map();
  /** @type {Set<number>} */
  const out = new Set();
  /** @type {{r: number, c: number, d: number, t: number}[]} */
  const queue = [];
  dirs.forEach(([dr, dc], d) => queue.push({ r: a.r + /** @type {number} */ (dr), c: a.c + /** @type {number} */ (dc), d, t: 0 }));
  for (let head = 0; head < queue.length; head++) {
    const s = /** @type {{r: number, c: number, d: number, t: number}} */ (queue[head]);
    if (!inRange(g, s.r, s.c) || kindAt(g, s.r, s.c) !== -1) continue;
    const key = (s.r * 1000 + s.c) * 4 + s.d;
    if ((best.get(key) ?? 3) <= s.t) continue;
    best.set(key, s.t);
    out.add(s.r * 1000 + s.c);
    dirs.forEach(([dr, dc], d) => {
      const turn = d !== s.d;
      // Never straight back the way it came; a turn is only allowed with turns to spare.
      if ((d ^ 1) === s.d || (turn && s.t >= 2)) return;
      queue.push({ r: s.r + /** @type {number} */ (dr), c: s.c + /** @type {number} */ (dc), d, t: s.t + (turn ? 1 : 0) });
    });
  }
  return out;
}

/** Whether two cells hold the same kind and link. @param {Grid} g @param {Pos} a @param {Pos} b */
export function canLink(g, a, b) {
  const k = kindAt(g, a.r, a.c);
  return k !== -1 && k === kindAt(g, b.r, b.c) && findPath(g, a, b) !== null;
}

/** @param {Grid} g @returns {Map<number, Pos[]>} */
function cellsByKind(g) {
  /** @type {Map<number, Pos[]>} */
  const m = new Map();
  g.forEach((row, r) => row.forEach((k, c) => {
    if (k === -1) return;
    const list = m.get(k) ?? [];
    list.push({ r, c });
    m.set(k, list);
  }));
  return m;
}

/** Some pair that links now, or null. @param {Grid} g @returns {[Pos, Pos] | null} */
export function findPair(g) {
  for (const list of cellsByKind(g).values()) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = /** @type {Pos} */ (list[i]);
        const b = /** @type {Pos} */ (list[j]);
        if (findPath(g, a, b)) return [a, b];
      }
    }
  }
  return null;
}

/** @param {Grid} g */
export function tilesLeft(g) {
  let n = 0;
  for (const row of g) for (const k of row) if (k !== -1) n++;
  return n;
}

/** Removes a linked pair. @param {Grid} g @param {Pos} a @param {Pos} b @returns {Grid} */
export function removePair(g, a, b) {
  const out = g.map((row) => row.slice());
  /** @type {number[]} */ (out[a.r])[a.c] = -1;
  /** @type {number[]} */ (out[b.r])[b.c] = -1;
  return out;
}

/**
 * Places pairs of the given kinds on `cells` (all empty in `base`) so they can be removed in
 * reverse order. Cells at risk of being walled in are filled first. Returns null when it paints
 * itself into a corner (the caller retries).
 * @param {Grid} base @param {Pos[]} cells @param {number[]} pairKinds one kind per pair @param {() => number} rand
 * @returns {{grid: Grid, order: [Pos, Pos][]} | null}
 */
function placePairs(base, cells, pairKinds, rand) {
  const g = base.map((row) => row.slice());
  let open = cells.slice();
  /** @type {[Pos, Pos][]} */
  const order = [];
  for (const kind of pairKinds) {
    // Fewest empty neighbours first: those cells would be the first to get walled in.
    const freedom = (/** @type {Pos} */ p) => [[1, 0], [-1, 0], [0, 1], [0, -1]].filter(([dr, dc]) => kindAt(g, p.r + /** @type {number} */ (dr), p.c + /** @type {number} */ (dc)) === -1).length;
    const ranked = open.map((p) => ({ p, f: freedom(p) + rand() * 1.5 })).sort((x, y) => x.f - y.f);
    let placed = false;
    for (const { p: a } of ranked.slice(0, 6)) {
      const reach = reachable(g, a);
      const partners = open.filter((b) => (b.r !== a.r || b.c !== a.c) && reach.has(b.r * 1000 + b.c));
      if (!partners.length) continue;
      // The partner is picked the same way: walled-in cells first (with some randomness), which
      // keeps the open area in one piece and almost never leaves a stranded cell at the end.
      const b = partners.map((p) => ({ p, f: freedom(p) + rand() * 3 })).sort((x, y) => x.f - y.f)[0]?.p ?? a;
      /** @type {number[]} */ (g[a.r])[a.c] = kind;
      /** @type {number[]} */ (g[b.r])[b.c] = kind;
      open = open.filter((q) => !(q.r === a.r && q.c === a.c) && !(q.r === b.r && q.c === b.c));
      order.push([a, b]);
      placed = true;
      break;
    }
    if (!placed) return null;
  }
  return { grid: g, order: order.reverse() };
}

/** @param {number[]} list @param {() => number} rand */
function shuffled(list, rand) {
  const out = list.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [/** @type {number} */ (out[j]), /** @type {number} */ (out[i])];
  }
  return out;
}

/**
 * A full, solvable board. `order` lists the pairs in an order that clears it.
 * @param {number} rows @param {number} cols @param {number} kinds @param {() => number} rand
 * @returns {{grid: Grid, order: [Pos, Pos][]}}
 */
export function generate(rows, cols, kinds, rand) {
  const pairs = (rows * cols) / 2;
  if (!Number.isInteger(pairs)) throw new Error('board needs an even number of cells');
  const pairKinds = shuffled(Array.from({ length: pairs }, (_, i) => i % kinds), rand);
  /** @type {Pos[]} */
  const cells = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) cells.push({ r, c });
  for (let attempt = 0; attempt < 200; attempt++) {
    const res = placePairs(emptyGrid(rows, cols), cells, pairKinds, rand);
    if (res) return res;
  }
  throw new Error('could not build a board');
}

/**
 * Rearranges the remaining tiles (same kinds, same cells) into a position that can be cleared.
 * @param {Grid} g @param {() => number} rand
 * @returns {Grid}
 */
export function reshuffle(g, rand) {
  /** @type {Pos[]} */
  const cells = [];
  /** @type {number[]} */
  const kinds = [];
  g.forEach((row, r) => row.forEach((k, c) => { if (k !== -1) { cells.push({ r, c }); kinds.push(k); } }));
  // Tiles leave in pairs, so every kind still has an even count and splits into pairs.
  kinds.sort((x, y) => x - y);
  const pairKinds = kinds.filter((_, i) => i % 2 === 0);
  const base = emptyGrid(g.length, g[0]?.length ?? 0);
  for (let attempt = 0; attempt < 200; attempt++) {
    const res = placePairs(base, cells, shuffled(pairKinds, rand), rand);
    if (res) return res.grid;
  }
  return g;
}

/**
 * Level settings: bigger boards and more kinds, then less time.
 * @param {number} level
 */
export function levelSpec(level) {
  const table = [
    { rows: 8, cols: 6, kinds: 12, time: 180 },
    { rows: 8, cols: 7, kinds: 14, time: 190 },
    { rows: 9, cols: 8, kinds: 18, time: 230 },
    { rows: 10, cols: 8, kinds: 20, time: 260 },
  ];
  const spec = table[level - 1];
  if (spec) return spec;
  return { rows: 10, cols: 8, kinds: 20, time: Math.max(150, 250 - (level - 5) * 15) };
}

/** Points for a pair: later levels pay more and quick follow-ups add a combo. @param {number} level @param {number} combo */
export function pairScore(level, combo) {
  return 10 * level + 5 * Math.min(combo, 10);
}

/** Bonus for clearing a board with time to spare. @param {number} secondsLeft */
export function timeBonus(secondsLeft) {
  return Math.max(0, Math.floor(secondsLeft)) * 5;
}
