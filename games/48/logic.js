// @ts-check
/**
 * Mahjong solitaire rules: layouts, the free-tile rule, matching, deals that are solvable by
 * construction, a shuffle that keeps the rest solvable, hints and a bounded solver. No DOM.
 *
 * Positions are in half-tile units: a tile at (x, y, z) covers [x, x+2) × [y, y+2) on layer z.
 */

/** @typedef {{x: number, y: number, z: number}} Slot */
/** @typedef {{above: number[][], left: number[][], right: number[][]}} Links */

// ---------------------------------------------------------------- layouts

/**
 * Tiles of a rectangle, in tile units (fractions allowed for half offsets).
 * @param {Slot[]} out @param {number} col @param {number} row @param {number} cols @param {number} rows @param {number} z
 */
function rect(out, col, row, cols, rows, z) {
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) out.push({ x: (col + c) * 2, y: (row + r) * 2, z });
}

/** The classic turtle (144 tiles), turned a quarter so that it fits a portrait screen. */
function turtle() {
  /** @type {Slot[]} */
  const land = [];
  const rows = [[1, 12], [3, 8], [2, 10], [1, 12], [1, 12], [2, 10], [3, 8], [1, 12]];
  rows.forEach(([start = 0, n = 0], r) => rect(land, start, r, n, 1, 0));
  land.push({ x: 0, y: 7, z: 0 }, { x: 26, y: 7, z: 0 }, { x: 28, y: 7, z: 0 });
  rect(land, 4, 1, 6, 6, 1);
  rect(land, 5, 2, 4, 4, 2);
  rect(land, 6, 3, 2, 2, 3);
  land.push({ x: 13, y: 7, z: 4 });
  return land.map((s) => ({ x: s.y, y: s.x, z: s.z }));
}

function pyramid() {
  /** @type {Slot[]} */
  const s = [];
  rect(s, 0, 0, 6, 8, 0);
  rect(s, 1, 1, 4, 6, 1);
  rect(s, 2, 2, 2, 4, 2);
  s.push({ x: 5, y: 6, z: 3 }, { x: 5, y: 8, z: 3 });
  // A tile on each side of the middle widens the start.
  s.push({ x: -2, y: 7, z: 0 }, { x: 12, y: 7, z: 0 });
  return s;
}

function butterfly() {
  /** @type {Slot[]} */
  const s = [];
  rect(s, 3, 1, 1, 8, 0); // body
  rect(s, 0, 0, 3, 4, 0); // upper wings
  rect(s, 4, 0, 3, 4, 0);
  rect(s, 1, 5, 2, 4, 0); // lower wings
  rect(s, 4, 5, 2, 4, 0);
  s.push({ x: 4, y: -2, z: 0 }, { x: 8, y: -2, z: 0 }); // antennae
  rect(s, 3, 2, 1, 6, 1);
  rect(s, 1, 1, 2, 2, 1);
  rect(s, 4, 1, 2, 2, 1);
  rect(s, 1, 6, 2, 2, 1);
  rect(s, 4, 6, 2, 2, 1);
  rect(s, 3, 3, 1, 4, 2);
  return s;
}

function fortress() {
  /** @type {Slot[]} */
  const s = [];
  for (let c = 0; c < 8; c++) s.push({ x: c * 2, y: 0, z: 0 }, { x: c * 2, y: 18, z: 0 });
  for (let r = 1; r < 9; r++) s.push({ x: 0, y: r * 2, z: 0 }, { x: 14, y: r * 2, z: 0 });
  rect(s, 2, 2, 4, 6, 0); // courtyard
  for (const [c, r] of [[0, 0], [6, 0], [0, 8], [6, 8]]) rect(s, c ?? 0, r ?? 0, 2, 2, 1); // towers
  rect(s, 3, 3, 2, 4, 1); // keep
  for (const [c, r] of [[0, 0], [6, 0], [0, 8], [6, 8]]) s.push({ x: (c ?? 0) * 2 + 1, y: (r ?? 0) * 2 + 1, z: 2 });
  rect(s, 3, 4, 2, 2, 2);
  s.push({ x: 7, y: 7, z: 3 }, { x: 7, y: 11, z: 3 });
  return s;
}

/** @type {{key: string, slots: Slot[]}[]} */
export const LAYOUTS = [
  { key: 'pyramid', slots: pyramid() },
  { key: 'butterfly', slots: butterfly() },
  { key: 'fortress', slots: fortress() },
  { key: 'turtle', slots: turtle() },
];

/** Layout slots shifted so the smallest x and y are 0. @param {number} i */
export function layoutSlots(i) {
  const slots = /** @type {{slots: Slot[]}} */ (LAYOUTS[i]).slots;
  const minX = Math.min(...slots.map((s) => s.x));
  const minY = Math.min(...slots.map((s) => s.y));
  return slots.map((s) => ({ x: s.x - minX, y: s.y - minY, z: s.z }));
}

/** Width, height (half units) and layer count. @param {Slot[]} slots */
export function extent(slots) {
  return {
    w: Math.max(...slots.map((s) => s.x)) + 2,
    h: Math.max(...slots.map((s) => s.y)) + 2,
    layers: Math.max(...slots.map((s) => s.z)) + 1,
  };
}

/**
 * Which tiles lie on top of each tile, and which touch its left and right sides on its layer.
 * @param {Slot[]} slots @returns {Links}
 */
export function linkSlots(slots) {
  /** @type {number[][]} */
  const above = slots.map(() => []);
  /** @type {number[][]} */
  const left = slots.map(() => []);
  /** @type {number[][]} */
  const right = slots.map(() => []);
  slots.forEach((a, i) => {
    slots.forEach((b, j) => {
      if (i === j) return;
      const overlapY = Math.abs(a.y - b.y) < 2;
      if (b.z > a.z && Math.abs(a.x - b.x) < 2 && overlapY) above[i]?.push(j);
      if (b.z === a.z && overlapY && a.x - b.x === 2) left[i]?.push(j);
      if (b.z === a.z && overlapY && b.x - a.x === 2) right[i]?.push(j);
    });
  });
  return { above, left, right };
}

/** @param {Slot[]} slots whether no two tiles of a layer overlap */
export function validLayout(slots) {
  for (let i = 0; i < slots.length; i++) {
    for (let j = i + 1; j < slots.length; j++) {
      const a = /** @type {Slot} */ (slots[i]);
      const b = /** @type {Slot} */ (slots[j]);
      if (a.z === b.z && Math.abs(a.x - b.x) < 2 && Math.abs(a.y - b.y) < 2) return false;
    }
  }
  return slots.length % 2 === 0;
}

// ---------------------------------------------------------------- tiles

/**
 * Faces 0..41: 0-8 dots 1-9, 9-17 bamboo 1-9, 18-26 characters 1-9, 27-30 winds (N E S W),
 * 31-33 dragons (red, green, white), 34-37 flowers, 38-41 seasons.
 */
export const FACES = 42;

/** Match group: identical faces match, and any flower matches any flower (same for seasons). @param {number} f */
export function group(f) {
  if (f >= 38) return 38;
  if (f >= 34) return 34;
  return f;
}

/** @param {number} a @param {number} b */
export function matches(a, b) {
  return a >= 0 && b >= 0 && group(a) === group(b);
}

/** The 72 pairs of a full 144-tile set. @returns {[number, number][]} */
export function fullSetPairs() {
  /** @type {[number, number][]} */
  const pairs = [];
  for (let f = 0; f < 34; f++) pairs.push([f, f], [f, f]);
  pairs.push([34, 35], [36, 37], [38, 39], [40, 41]);
  return pairs;
}

/** @template T @param {T[]} a @param {() => number} rand */
export function shuffle(a, rand) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const t = /** @type {T} */ (a[i]);
    a[i] = /** @type {T} */ (a[j]);
    a[j] = t;
  }
  return a;
}

/**
 * Pairs for a layout of `n` tiles: whole groups of four (both pairs of a face) as far as possible,
 * so every face that appears appears four times, as in a real set.
 * @param {number} n @param {() => number} rand @returns {[number, number][]}
 */
export function pairsFor(n, rand) {
  const all = fullSetPairs();
  /** @type {[number, number][][]} */
  const groups = [];
  for (let i = 0; i < all.length; i += 2) groups.push([/** @type {[number, number]} */ (all[i]), /** @type {[number, number]} */ (all[i + 1])]);
  shuffle(groups, rand);
  const need = n / 2;
  /** @type {[number, number][]} */
  const out = [];
  for (const gp of groups) {
    if (out.length + 2 <= need) out.push(...gp);
    else if (out.length < need) out.push(/** @type {[number, number]} */ (gp[0]));
  }
  return out;
}

// ---------------------------------------------------------------- the free rule

/**
 * A tile is free when it is present, nothing lies on it, and its left or its right side is open.
 * @param {number} i @param {boolean[]} present @param {Links} links
 */
export function isFree(i, present, links) {
  if (!present[i]) return false;
  if (links.above[i]?.some((j) => present[j])) return false;
  const leftShut = links.left[i]?.some((j) => present[j]) ?? false;
  const rightShut = links.right[i]?.some((j) => present[j]) ?? false;
  return !leftShut || !rightShut;
}

/** @param {boolean[]} present @param {Links} links */
export function freeTiles(present, links) {
  const out = [];
  for (let i = 0; i < present.length; i++) if (isFree(i, present, links)) out.push(i);
  return out;
}

/** Every matching pair of free tiles. @param {boolean[]} present @param {number[]} faces @param {Links} links @returns {[number, number][]} */
export function availablePairs(present, faces, links) {
  const free = freeTiles(present, links);
  /** @type {[number, number][]} */
  const out = [];
  for (let i = 0; i < free.length; i++) {
    for (let j = i + 1; j < free.length; j++) {
      const a = /** @type {number} */ (free[i]);
      const b = /** @type {number} */ (free[j]);
      if (matches(faces[a] ?? -1, faces[b] ?? -1)) out.push([a, b]);
    }
  }
  return out;
}

/** Whether removing tiles a and b is a legal move. @param {number} a @param {number} b @param {boolean[]} present @param {number[]} faces @param {Links} links */
export function canRemove(a, b, present, faces, links) {
  return a !== b && isFree(a, present, links) && isFree(b, present, links) && matches(faces[a] ?? -1, faces[b] ?? -1);
}

// ---------------------------------------------------------------- solvable deals

/**
 * An order in which the present tiles can be taken off two at a time, each pair free when it
 * goes (faces ignored), or null. Playing it backwards is placing pairs onto the layout; giving
 * each pair of the order matching faces makes the order itself a solution.
 * Tall stacks and tiles that hold others in place go first, so few attempts dead-end.
 * @param {boolean[]} startPresent @param {Slot[]} slots @param {Links} links @param {() => number} rand
 * @param {number} [attempts]
 * @returns {[number, number][] | null}
 */
export function removalOrder(startPresent, slots, links, rand, attempts = 60) {
  /** Tiles under or beside a tile: taking it early opens them up. */
  const holds = slots.map((_, i) => links.left[i]?.length ?? 0);
  slots.forEach((_, i) => { for (const j of links.above[i] ?? []) holds[j] = (holds[j] ?? 0) + 2; });
  const count = startPresent.filter(Boolean).length;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const present = startPresent.slice();
    /** @type {[number, number][]} */
    const order = [];
    let ok = true;
    for (let step = 0; step < count / 2; step++) {
      const free = freeTiles(present, links);
      if (free.length < 2) { ok = false; break; }
      const pick = () => {
        let total = 0;
        const w = free.map((i) => { const v = 1 + 3 * (slots[i]?.z ?? 0) + (holds[i] ?? 0) + rand() * 2; total += v; return v; });
        let r = rand() * total;
        for (let k = 0; k < free.length; k++) { r -= w[k] ?? 0; if (r <= 0) return k; }
        return free.length - 1;
      };
      const ka = pick();
      const a = /** @type {number} */ (free[ka]);
      free.splice(ka, 1);
      const b = /** @type {number} */ (free[pick()]);
      present[a] = false;
      present[b] = false;
      order.push([a, b]);
    }
    if (ok) return order;
  }
  return null;
}

/**
 * Deals faces onto the present slots so that the game can be won: a removal order gets the
 * pairs (in random order). `pairs` must hold one pair per two present tiles.
 * @param {boolean[]} present @param {Slot[]} slots @param {Links} links @param {[number, number][]} pairs @param {() => number} rand
 * @returns {{faces: number[], solution: [number, number][]} | null}
 */
export function dealOnto(present, slots, links, pairs, rand) {
  const order = removalOrder(present, slots, links, rand);
  if (!order) return null;
  const ps = shuffle(pairs.slice(), rand);
  const faces = new Array(slots.length).fill(-1);
  order.forEach(([a, b], k) => {
    const p = /** @type {[number, number]} */ (ps[k]);
    faces[a] = p[0];
    faces[b] = p[1];
  });
  return { faces, solution: order };
}

/** A fresh solvable deal of layout `i`. @param {number} i @param {() => number} rand */
export function newDeal(i, rand) {
  const slots = layoutSlots(i);
  const links = linkSlots(slots);
  const present = slots.map(() => true);
  const deal = dealOnto(present, slots, links, pairsFor(slots.length, rand), rand);
  if (!deal) throw new Error(`layout ${i} cannot be dealt`);
  return { slots, links, present, faces: deal.faces, solution: deal.solution };
}

/**
 * Re-deals the faces still on the table over the tiles still there, solvably when the shape
 * allows it (otherwise a plain random mix). Faces are regrouped into matching pairs first.
 * @param {boolean[]} present @param {number[]} faces @param {Slot[]} slots @param {Links} links @param {() => number} rand
 * @returns {number[]}
 */
export function reshuffle(present, faces, slots, links, rand) {
  const left = [];
  for (let i = 0; i < present.length; i++) if (present[i]) left.push(faces[i] ?? -1);
  left.sort((a, b) => group(a) - group(b) || a - b);
  /** @type {[number, number][]} */
  const pairs = [];
  for (let i = 0; i + 1 < left.length; i += 2) pairs.push([left[i] ?? -1, left[i + 1] ?? -1]);
  const deal = dealOnto(present, slots, links, pairs, rand);
  if (deal) {
    const out = faces.slice();
    for (let i = 0; i < present.length; i++) if (present[i]) out[i] = deal.faces[i] ?? -1;
    return out;
  }
  const mixed = shuffle(left, rand);
  const out = faces.slice();
  let k = 0;
  for (let i = 0; i < present.length; i++) if (present[i]) out[i] = mixed[k++] ?? -1;
  return out;
}

/**
 * Plays a list of pairs from a position and tells whether every step was legal and the board
 * ends empty.
 * @param {boolean[]} present @param {number[]} faces @param {Links} links @param {[number, number][]} order
 */
export function verifySolution(present, faces, links, order) {
  const p = present.slice();
  for (const [a, b] of order) {
    if (!canRemove(a, b, p, faces, links)) return false;
    p[a] = false;
    p[b] = false;
  }
  return p.every((x) => !x);
}

/**
 * Depth-first search for a winning sequence, with memo of dead positions and a node budget.
 * Returns the sequence, [] for an empty board, or null when none was found in budget.
 * @param {boolean[]} present @param {number[]} faces @param {Links} links @param {number} [budget]
 * @returns {[number, number][] | null}
 */
export function solve(present, faces, links, budget = 20000) {
  const p = present.slice();
  const holds = p.map((_, i) => (links.left[i]?.length ?? 0) + (links.right[i]?.length ?? 0));
  p.forEach((_, i) => { for (const j of links.above[i] ?? []) holds[j] = (holds[j] ?? 0) + 3; });
  /** @type {Set<string>} */
  const dead = new Set();
  let nodes = 0;
  /** @type {[number, number][]} */
  const path = [];
  const key = () => {
    let s = '';
    for (let i = 0; i < p.length; i += 30) {
      let v = 0;
      for (let j = i; j < Math.min(p.length, i + 30); j++) v = v * 2 + (p[j] ? 1 : 0);
      s += `${v.toString(36)},`;
    }
    return s;
  };
  /** @returns {boolean} */
  const dfs = () => {
    if (!p.some(Boolean)) return true;
    if (++nodes > budget) return false;
    const k = key();
    if (dead.has(k)) return false;
    const moves = availablePairs(p, faces, links);
    // When all four of a group are free together, taking them is never wrong: those first;
    // then tiles that hold others down or in place, which opens the board up.
    /** @type {Map<number, number>} */
    const freeInGroup = new Map();
    for (const [a] of moves) freeInGroup.set(group(faces[a] ?? -1), (freeInGroup.get(group(faces[a] ?? -1)) ?? 0) + 1);
    const weight = (/** @type {[number, number]} */ m) => (freeInGroup.get(group(faces[m[0]] ?? -1)) === 6 ? 1000 : 0) + (holds[m[0]] ?? 0) + (holds[m[1]] ?? 0);
    moves.sort((m1, m2) => weight(m2) - weight(m1));
    for (const m of moves) {
      p[m[0]] = false;
      p[m[1]] = false;
      path.push(m);
      if (dfs()) return true;
      path.pop();
      p[m[0]] = true;
      p[m[1]] = true;
      if (nodes > budget) return false;
    }
    dead.add(k);
    return false;
  };
  return dfs() ? path : null;
}

// ---------------------------------------------------------------- scoring

/** Points for a match: more while matches come quickly (combo 1..5). @param {number} combo */
export function matchPoints(combo) {
  return 10 * Math.max(1, Math.min(5, combo));
}

/** Bonus for clearing a layout: by level, plus seconds saved against a par of 4 s a tile. @param {number} level @param {number} tiles @param {number} seconds */
export function clearBonus(level, tiles, seconds) {
  return 100 * level + Math.max(0, Math.round(tiles * 4 - seconds)) * 2;
}

/** The next step of the combo: it grows when a match follows the last within 5 seconds. @param {number} combo @param {number} sinceLast */
export function nextCombo(combo, sinceLast) {
  return sinceLast <= 5 ? Math.min(5, combo + 1) : 1;
}
