// @ts-check
/**
 * Pure rules of water sort (no DOM). A tube is an array of colour ids, bottom first, holding at
 * most CAP layers. Pouring moves the whole run of the top colour from one tube onto an empty
 * tube or onto the same colour, as far as there is room. Sorted: every tube is empty or full of
 * one colour.
 */

/** @typedef {number[][]} Tubes */
/** @typedef {[number, number]} Move from, to */
/** @typedef {{colours: number, empty: number}} Plan */

export const CAP = 4;

/** @param {number[]} t */
const top = (t) => t[t.length - 1];

/** Length of the run of the top colour. @param {number[]} t */
export function topRun(t) {
  let k = 0;
  for (let i = t.length - 1; i >= 0 && t[i] === top(t); i--) k++;
  return k;
}

/** @param {Tubes} tubes @param {number} a @param {number} b */
export function canPour(tubes, a, b) {
  const from = tubes[a];
  const to = tubes[b];
  if (!from || !to || a === b || from.length === 0 || to.length >= CAP) return false;
  return to.length === 0 || top(to) === top(from);
}

/**
 * Pours from a into b.
 * @param {Tubes} tubes @param {number} a @param {number} b
 * @returns {{tubes: Tubes, amount: number, colour: number}} amount 0 when the pour is illegal (tubes unchanged)
 */
export function pour(tubes, a, b) {
  if (!canPour(tubes, a, b)) return { tubes, amount: 0, colour: -1 };
  const from = /** @type {number[]} */ (tubes[a]);
  const to = /** @type {number[]} */ (tubes[b]);
  const colour = /** @type {number} */ (top(from));
  const amount = Math.min(topRun(from), CAP - to.length);
  const next = tubes.map((t) => t.slice());
  const f = /** @type {number[]} */ (next[a]);
  const g = /** @type {number[]} */ (next[b]);
  for (let i = 0; i < amount; i++) g.push(/** @type {number} */ (f.pop()));
  return { tubes: next, amount, colour };
}

/** A tube full of a single colour. @param {number[]} t */
export function isComplete(t) {
  return t.length === CAP && t.every((c) => c === t[0]);
}

/** @param {Tubes} tubes */
export function isSorted(tubes) {
  return tubes.every((t) => t.length === 0 || isComplete(t));
}

/**
 * Pours that can make progress: not out of a finished tube, and not a whole single-colour tube
 * into an empty one (that only swaps two tubes).
 * @param {Tubes} tubes
 * @returns {Move[]}
 */
export function usefulMoves(tubes) {
  /** @type {Move[]} */
  const out = [];
  for (let a = 0; a < tubes.length; a++) {
    const from = /** @type {number[]} */ (tubes[a]);
    if (!from.length || isComplete(from)) continue;
    const uniform = topRun(from) === from.length;
    let triedEmpty = false;
    for (let b = 0; b < tubes.length; b++) {
      if (!canPour(tubes, a, b)) continue;
      const to = /** @type {number[]} */ (tubes[b]);
      if (to.length === 0) {
        if (uniform || triedEmpty) continue; // every empty tube is the same move
        triedEmpty = true;
      }
      out.push([a, b]);
    }
  }
  return out;
}

/** Order-independent key: tubes are interchangeable. @param {Tubes} tubes */
function key(tubes) {
  return tubes.map((t) => t.join(',')).sort().join('|');
}

/**
 * Depth-first search for a sequence of pours that sorts the tubes, visiting each arrangement
 * once. Pours that finish a tube or land on a matching colour are tried first.
 * @param {Tubes} start
 * @param {number} [limit] arrangements to visit before giving up
 * @returns {Move[] | null} null when no solution was found within the limit
 */
export function solve(start, limit = 200000) {
  const seen = new Set([key(start)]);
  /** @type {Move[]} */
  const path = [];
  let budget = limit;
  /** @param {Tubes} tubes @returns {boolean} */
  const dfs = (tubes) => {
    if (isSorted(tubes)) return true;
    if (--budget <= 0) return false;
    const moves = usefulMoves(tubes);
    const rank = (/** @type {Move} */ m) => {
      const to = /** @type {number[]} */ (tubes[m[1]]);
      const from = /** @type {number[]} */ (tubes[m[0]]);
      if (to.length && to.length + topRun(from) === CAP && to.every((c) => c === top(from))) return 0;
      return to.length ? 1 : 2;
    };
    moves.sort((x, y) => rank(x) - rank(y));
    for (const m of moves) {
      const next = pour(tubes, m[0], m[1]).tubes;
      const k = key(next);
      if (seen.has(k)) continue;
      seen.add(k);
      path.push(m);
      if (dfs(next)) return true;
      path.pop();
      if (budget <= 0) return false;
    }
    return false;
  };
  return dfs(start) ? path.slice() : null;
}

/** Replays pours, or null if one is illegal. @param {Tubes} tubes @param {Move[]} moves */
export function replay(tubes, moves) {
  let t = tubes;
  for (const [a, b] of moves) {
    const r = pour(t, a, b);
    if (!r.amount) return null;
    t = r.tubes;
  }
  return t;
}

export const LAST_PLANNED = 20;
export const MAX_COLOURS = 12;

/** Colours and empty tubes for a level: 3 colours at first, one more every level or two, up to 12. @param {number} level */
export function planFor(level) {
  const l = Math.max(1, Math.floor(level));
  const colours = Math.min(MAX_COLOURS, l <= 3 ? l + 2 : 5 + Math.floor((l - 2) / 2));
  return { colours, empty: 2 };
}

/**
 * Shuffles CAP layers of each colour into tubes and keeps the deal only if the search proves it
 * solvable and no tube starts out finished.
 * @param {Plan} plan @param {() => number} rand
 * @returns {{tubes: Tubes, solution: Move[]}}
 */
export function generate(plan, rand) {
  for (let attempt = 0; ; attempt++) {
    const layers = [];
    for (let c = 0; c < plan.colours; c++) for (let i = 0; i < CAP; i++) layers.push(c);
    for (let i = layers.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      const t = /** @type {number} */ (layers[i]);
      layers[i] = /** @type {number} */ (layers[j]);
      layers[j] = t;
    }
    /** @type {Tubes} */
    const tubes = [];
    for (let c = 0; c < plan.colours; c++) tubes.push(layers.slice(c * CAP, c * CAP + CAP));
    for (let e = 0; e < plan.empty; e++) tubes.push([]);
    // A tube whose top three layers match is nearly done from the start: deal again (early tries).
    if (attempt < 20 && tubes.some((t) => t.length && topRun(t) >= 3)) continue;
    // A deal the search cannot settle quickly is dealt again, so a new level never stalls.
    const solution = solve(tubes, 50000);
    if (solution) return { tubes, solution };
  }
}

/**
 * Points for a sorted level: more for more colours, less for undos and the extra tube.
 * @param {number} colours @param {number} undos @param {boolean} extraTube
 */
export function levelScore(colours, undos, extraTube) {
  return Math.max(20, colours * 40 - undos * 5 - (extraTube ? 100 : 0));
}
