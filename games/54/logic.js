// @ts-check
/**
 * Pure rules of the pipe puzzle (no DOM). The board is cols×rows tiles in row-major order; a
 * tile is a bit mask of the sides its pipe opens to (N=1, E=2, S=4, W=8). A level is a random
 * spanning tree of the grid: every tile is part of the network, the source sits on one tile and
 * every dead end of the tree is a drain. The tiles are then turned at random; turning them back
 * is always a solution, because the untouched tree connects the source to every drain.
 */

/** @typedef {{cols: number, rows: number, source: number, solution: number[], tiles: number[], drains: number[]}} Level */
/** @typedef {{cols: number, rows: number, secondsPerTile: number}} Plan */

export const N = 1;
export const E = 2;
export const S = 4;
export const Wt = 8;
/** Bit, row step, column step and opposite bit of each side. */
export const SIDES = /** @type {const} */ ([[N, -1, 0, S], [E, 0, 1, Wt], [S, 1, 0, N], [Wt, 0, -1, E]]);

/** Turns a tile a quarter clockwise. @param {number} m */
export function rotateCW(m) {
  return ((m << 1) | (m >> 3)) & 15;
}

/** Turns a tile a quarter anticlockwise. @param {number} m */
export function rotateCCW(m) {
  return ((m >> 1) | (m << 3)) & 15;
}

/** @param {number} m @param {number} times quarter turns clockwise (any integer) */
export function rotateBy(m, times) {
  let r = m;
  for (let i = 0; i < ((times % 4) + 4) % 4; i++) r = rotateCW(r);
  return r;
}

/** Number of open sides. @param {number} m */
export function openings(m) {
  return (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1);
}

/** Fewest clockwise quarter turns from `from` to `to`, or -1 if it is another kind of tile. @param {number} from @param {number} to */
export function turnsBetween(from, to) {
  let m = from;
  for (let t = 0; t < 4; t++) {
    if (m === to) return t;
    m = rotateCW(m);
  }
  return -1;
}

/** Neighbour of tile i across a side, or -1 off the board. @param {number} cols @param {number} rows @param {number} i @param {number} dr @param {number} dc */
function step(cols, rows, i, dr, dc) {
  const r = Math.floor(i / cols) + dr;
  const c = (i % cols) + dc;
  return r < 0 || c < 0 || r >= rows || c >= cols ? -1 : r * cols + c;
}

/**
 * Tiles reached by water: flow passes between neighbours only where both pipes open to each other.
 * @param {number[]} tiles @param {number} cols @param {number} rows @param {number} source
 * @returns {number[]} distance from the source in tiles, -1 where dry
 */
export function flow(tiles, cols, rows, source) {
  const dist = new Array(tiles.length).fill(-1);
  dist[source] = 0;
  const queue = [source];
  for (let q = 0; q < queue.length; q++) {
    const i = /** @type {number} */ (queue[q]);
    const m = /** @type {number} */ (tiles[i]);
    for (const [bit, dr, dc, opp] of SIDES) {
      if (!(m & bit)) continue;
      const j = step(cols, rows, i, dr, dc);
      if (j < 0 || dist[j] >= 0 || !((/** @type {number} */ (tiles[j])) & opp)) continue;
      dist[j] = dist[i] + 1;
      queue.push(j);
    }
  }
  return dist;
}

/** Whether every drain has water. @param {number[]} tiles @param {Level} level */
export function isSolved(tiles, level) {
  const d = flow(tiles, level.cols, level.rows, level.source);
  return level.drains.every((i) => d[i] >= 0);
}

/**
 * A random spanning tree of the grid as tile masks (randomised Prim: grows from the source by a
 * random frontier edge each step, which gives bushy, branching networks).
 * @param {number} cols @param {number} rows @param {number} source @param {() => number} rand
 */
export function spanningTree(cols, rows, source, rand) {
  const tiles = new Array(cols * rows).fill(0);
  const inTree = new Array(cols * rows).fill(false);
  /** @type {[number, number, number, number][]} from, to, bit at from, bit at to */
  const frontier = [];
  const add = (/** @type {number} */ i) => {
    inTree[i] = true;
    for (const [bit, dr, dc, opp] of SIDES) {
      const j = step(cols, rows, i, dr, dc);
      if (j >= 0 && !inTree[j]) frontier.push([i, j, bit, opp]);
    }
  };
  add(source);
  while (frontier.length) {
    const k = Math.floor(rand() * frontier.length);
    const [a, b, bit, opp] = /** @type {[number, number, number, number]} */ (frontier[k]);
    frontier[k] = /** @type {[number, number, number, number]} */ (frontier[frontier.length - 1]);
    frontier.pop();
    if (inTree[b]) continue;
    tiles[a] |= bit;
    tiles[b] |= opp;
    add(b);
  }
  return tiles;
}

/**
 * Board size and time for a level: from 4×4 up to 7×9, with less time per tile as levels rise.
 * @param {number} level
 * @returns {Plan}
 */
export function planFor(level) {
  const l = Math.max(1, Math.floor(level));
  const sizes = [[4, 4], [4, 5], [5, 5], [5, 6], [6, 6], [6, 7], [7, 7], [7, 8], [7, 9]];
  const [cols, rows] = /** @type {[number, number]} */ (sizes[Math.min(sizes.length - 1, l - 1)]);
  const secondsPerTile = Math.max(1.5, 3.2 - (l - 1) * 0.12);
  return { cols, rows, secondsPerTile };
}

/** Seconds allowed for a plan. @param {Plan} plan */
export function timeLimit(plan) {
  return Math.round(10 + plan.cols * plan.rows * plan.secondsPerTile);
}

/**
 * A level: spanning tree from a source near the centre, drains at its dead ends, every tile but
 * the source turned at random, and never already solved.
 * @param {Plan} plan @param {() => number} rand
 * @returns {Level}
 */
export function generate(plan, rand) {
  const { cols, rows } = plan;
  const source = Math.floor(rows / 2) * cols + Math.floor((cols - 1) / 2) + (rand() < 0.5 ? 0 : cols % 2 === 0 ? 1 : 0);
  for (;;) {
    const solution = spanningTree(cols, rows, source, rand);
    const drains = [];
    for (let i = 0; i < solution.length; i++) if (i !== source && openings(/** @type {number} */ (solution[i])) === 1) drains.push(i);
    const tiles = solution.map((m, i) => (i === source ? m : rotateBy(m, Math.floor(rand() * 4))));
    const level = { cols, rows, source, solution, tiles, drains };
    // Enough tiles must start wrong for a real puzzle (a cross or a lucky turn looks right).
    const wrong = tiles.filter((m, i) => m !== solution[i]).length;
    if (!isSolved(tiles, level) && wrong >= Math.floor(tiles.length / 2)) return level;
  }
}

/**
 * Points for a finished board: tiles plus a bonus for seconds left.
 * @param {number} tiles @param {number} secondsLeft
 */
export function levelScore(tiles, secondsLeft) {
  return tiles * 10 + Math.max(0, Math.floor(secondsLeft)) * 5;
}
