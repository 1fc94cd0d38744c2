// @ts-check
/**
 * Pure rules of the Tower of Hanoi (no DOM). A position is an array of pegs; each peg lists its
 * discs from the bottom up, disc 1 being the smallest. The tower starts on peg 0 and has to end,
 * whole, on the last peg.
 */

/** @typedef {number[][]} Pegs */
/** @typedef {[number, number]} Move from peg, to peg */

export const MIN_DISCS = 3;
export const MAX_DISCS = 8;

/** The start position: all n discs on peg 0. @param {number} n @param {number} pegCount */
export function initialPegs(n, pegCount) {
  /** @type {Pegs} */
  const pegs = Array.from({ length: pegCount }, () => []);
  for (let d = n; d >= 1; d--) /** @type {number[]} */ (pegs[0]).push(d);
  return pegs;
}

/** Smallest disc on a peg, or 0 when it is empty. @param {Pegs} pegs @param {number} p */
export function topDisc(pegs, p) {
  const peg = pegs[p];
  return peg && peg.length ? /** @type {number} */ (peg[peg.length - 1]) : 0;
}

/** Whether the top disc of `from` may go onto `to`. @param {Pegs} pegs @param {number} from @param {number} to */
export function canMove(pegs, from, to) {
  if (from === to || from < 0 || to < 0 || from >= pegs.length || to >= pegs.length) return false;
  const d = topDisc(pegs, from);
  if (!d) return false;
  const t = topDisc(pegs, to);
  return t === 0 || t > d;
}

/** The position after a move, or null when the move is illegal. @param {Pegs} pegs @param {number} from @param {number} to */
export function applyMove(pegs, from, to) {
  if (!canMove(pegs, from, to)) return null;
  const next = pegs.map((p) => p.slice());
  const d = /** @type {number} */ (/** @type {number[]} */ (next[from]).pop());
  /** @type {number[]} */ (next[to]).push(d);
  return next;
}

/** The whole tower of n discs sits on the last peg. @param {Pegs} pegs @param {number} n */
export function isSolved(pegs, n) {
  const last = pegs[pegs.length - 1];
  return !!last && last.length === n;
}

/**
 * Fewest moves for n discs: 2^n − 1 with three pegs; with four, the Frame–Stewart number
 * (proven optimal for four pegs), min over k of 2·FS(k) + 2^(n−k) − 1.
 * @param {number} n @param {number} pegCount 3 or 4
 */
export function optimalMoves(n, pegCount) {
  if (pegCount === 3) return 2 ** n - 1;
  return frameStewart(n).moves;
}

/** @type {Map<number, {moves: number, k: number}>} */
const fsMemo = new Map();

/** Frame–Stewart for four pegs: how many discs (k) to park on a spare peg first. @param {number} n */
export function frameStewart(n) {
  if (n <= 1) return { moves: n, k: 0 };
  const hit = fsMemo.get(n);
  if (hit) return hit;
  let best = { moves: Infinity, k: 0 };
  for (let k = 1; k < n; k++) {
    const m = 2 * frameStewart(k).moves + 2 ** (n - k) - 1;
    if (m < best.moves) best = { moves: m, k };
  }
  fsMemo.set(n, best);
  return best;
}

/**
 * An optimal move list taking the top n discs from `from` to `to`, using the other pegs listed in
 * `spare` (one spare: the classic recursion; two: Frame–Stewart).
 * @param {number} n @param {number} from @param {number} to @param {number[]} spare
 * @returns {Move[]}
 */
export function solutionMoves(n, from, to, spare) {
  if (n <= 0) return [];
  if (n === 1) return [[from, to]];
  if (spare.length >= 2) {
    const k = frameStewart(n).k;
    const [a, b] = /** @type {[number, number]} */ (spare);
    return [
      ...solutionMoves(k, from, a, [b, to]),
      ...solutionMoves(n - k, from, to, [b]),
      ...solutionMoves(k, a, to, [from, b]),
    ];
  }
  const via = /** @type {number} */ (spare[0]);
  return [...solutionMoves(n - 1, from, via, [to]), [from, to], ...solutionMoves(n - 1, via, to, [from])];
}

/** The optimal solution of the whole puzzle. @param {number} n @param {number} pegCount */
export function fullSolution(n, pegCount) {
  const last = pegCount - 1;
  const spare = Array.from({ length: pegCount - 2 }, (_, i) => i + 1);
  return solutionMoves(n, 0, last, spare);
}

/**
 * A position as one number: digit i (base pegCount) is the peg of disc i+1. Any legal position is
 * fully described by where each disc is, because a peg's discs are always stacked by size.
 * @param {Pegs} pegs
 */
export function encode(pegs) {
  /** @type {number[]} */
  const where = [];
  pegs.forEach((peg, p) => { for (const d of peg) where[d - 1] = p; });
  let code = 0;
  for (let i = where.length - 1; i >= 0; i--) code = code * pegs.length + /** @type {number} */ (where[i]);
  return code;
}

/** @param {number} code @param {number} n @param {number} pegCount @returns {Pegs} */
export function decode(code, n, pegCount) {
  /** @type {Pegs} */
  const pegs = Array.from({ length: pegCount }, () => []);
  const where = [];
  for (let i = 0; i < n; i++) { where.push(code % pegCount); code = Math.floor(code / pegCount); }
  for (let d = n; d >= 1; d--) /** @type {number[]} */ (pegs[/** @type {number} */ (where[d - 1])]).push(d);
  return pegs;
}

/**
 * Distance (in moves) from every position to the goal, by breadth-first search from the goal
 * (moves are reversible). pegCount^n entries: 65,536 at most.
 * @param {number} n @param {number} pegCount
 */
export function distancesToGoal(n, pegCount) {
  const size = pegCount ** n;
  const dist = new Int16Array(size).fill(-1);
  // Every disc on the last peg: every base-pegCount digit is pegCount − 1.
  const goal = size - 1;
  const queue = new Int32Array(size);
  let head = 0;
  let tail = 0;
  dist[goal] = 0;
  queue[tail++] = goal;
  while (head < tail) {
    const code = /** @type {number} */ (queue[head++]);
    const pegs = decode(code, n, pegCount);
    const dd = /** @type {number} */ (dist[code]);
    for (let a = 0; a < pegCount; a++) {
      for (let b = 0; b < pegCount; b++) {
        const next = applyMove(pegs, a, b);
        if (!next) continue;
        const c = encode(next);
        if (dist[c] === -1) { dist[c] = dd + 1; queue[tail++] = c; }
      }
    }
  }
  return dist;
}

/**
 * A move that brings the position one step closer to the goal (a hint), or null when solved.
 * @param {Pegs} pegs @param {Int16Array} dist from distancesToGoal for the same n and peg count
 * @returns {Move | null}
 */
export function hintMove(pegs, dist) {
  const here = /** @type {number} */ (dist[encode(pegs)]);
  if (here <= 0) return null;
  for (let a = 0; a < pegs.length; a++) {
    for (let b = 0; b < pegs.length; b++) {
      const next = applyMove(pegs, a, b);
      if (next && dist[encode(next)] === here - 1) return [a, b];
    }
  }
  return null;
}

/** Discs of a level: level 1 starts at `start` discs and each level adds one, up to MAX_DISCS. @param {number} start @param {number} level */
export function discsForLevel(start, level) {
  return Math.min(MAX_DISCS, Math.max(MIN_DISCS, start) + level - 1);
}

/** 3 stars for the minimum, 2 within 50 % more, 1 otherwise. @param {number} moves @param {number} optimal */
export function stars(moves, optimal) {
  if (moves <= optimal) return 3;
  if (moves <= Math.ceil(optimal * 1.5)) return 2;
  return 1;
}

/**
 * Points for a solved tower: 100 per disc, scaled by how close the player came to the minimum,
 * plus a bonus for a perfect solve and for each hint not taken.
 * @param {number} n @param {number} pegCount @param {number} moves @param {number} hints
 */
export function levelScore(n, pegCount, moves, hints) {
  const optimal = optimalMoves(n, pegCount);
  const base = n * 100 * (pegCount === 4 ? 1.2 : 1);
  const efficiency = optimal / Math.max(optimal, moves);
  const perfect = moves <= optimal && hints === 0 ? n * 50 : 0;
  return Math.max(10, Math.round(base * efficiency) + perfect - hints * 15);
}
