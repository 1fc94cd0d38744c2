// @ts-check
/**
 * Pure rules of the sliding puzzle (no DOM). A board is a flat array of n*n numbers in row-major
 * order: tiles 1..n*n-1 and 0 for the gap. Solved = 1, 2, …, n*n-1, 0.
 */

/** @typedef {'up'|'down'|'left'|'right'} Dir */

export const SIZES = [3, 4, 5];

/** @param {number} n @returns {number[]} */
export function solvedBoard(n) {
  return Array.from({ length: n * n }, (_, i) => (i === n * n - 1 ? 0 : i + 1));
}

/** @param {number[]} tiles */
export function isSolved(tiles) {
  for (let i = 0; i < tiles.length - 1; i++) if (tiles[i] !== i + 1) return false;
  return tiles[tiles.length - 1] === 0;
}

/** Number of pairs of tiles (gap ignored) that are out of order. @param {number[]} tiles */
export function inversions(tiles) {
  const t = tiles.filter((v) => v !== 0);
  let inv = 0;
  for (let i = 0; i < t.length; i++) {
    for (let j = i + 1; j < t.length; j++) if (/** @type {number} */ (t[i]) > /** @type {number} */ (t[j])) inv++;
  }
  return inv;
}

/**
 * Whether a position can reach the solved one. Odd width: the inversion count must be even.
 * Even width: inversions + the gap's row counted from the bottom (1-based) must be odd.
 * @param {number[]} tiles @param {number} n
 */
export function isSolvable(tiles, n) {
  const inv = inversions(tiles);
  if (n % 2 === 1) return inv % 2 === 0;
  const gapRowFromBottom = n - Math.floor(tiles.indexOf(0) / n);
  return (inv + gapRowFromBottom) % 2 === 1;
}

/**
 * A random solvable, unsolved position. Shuffles uniformly, then repairs the parity by swapping
 * two tiles (never the gap) when needed.
 * @param {number} n @param {() => number} rand
 */
export function shuffleBoard(n, rand) {
  for (;;) {
    const t = solvedBoard(n);
    for (let i = t.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [t[i], t[j]] = [t[j], t[i]];
    }
    if (!isSolvable(t, n)) {
      // Swapping two tiles flips the inversion parity without moving the gap.
      const a = t[0] && t[1] ? 0 : t.length - 2;
      const b = a + 1;
      [t[a], t[b]] = [t[b], t[a]];
    }
    if (!isSolved(t) && isSolvable(t, n) && misplaced(t) >= Math.min(n * n - 2, 5)) return t;
  }
}

/** Tiles not on their home square. @param {number[]} tiles */
export function misplaced(tiles) {
  let m = 0;
  tiles.forEach((v, i) => { if (v !== 0 && v !== i + 1) m++; });
  return m;
}

/**
 * Tiles that slide when index `i` is clicked: any tile in the gap's row or column moves, together
 * with the tiles between it and the gap. Returns the indexes in the order they move (closest first),
 * or [] when the click is not legal.
 * @param {number[]} tiles @param {number} n @param {number} i
 */
export function slideChain(tiles, n, i) {
  const g = tiles.indexOf(0);
  if (i < 0 || i >= tiles.length || i === g) return [];
  const [gr, gc, r, c] = [Math.floor(g / n), g % n, Math.floor(i / n), i % n];
  if (gr !== r && gc !== c) return [];
  const step = gr === r ? (c > gc ? 1 : -1) : (r > gr ? n : -n);
  /** @type {number[]} */
  const out = [];
  for (let k = g + step; ; k += step) {
    out.push(k);
    if (k === i) break;
  }
  return out;
}

/** Whether clicking tile index i is a legal move. @param {number[]} tiles @param {number} n @param {number} i */
export function canSlide(tiles, n, i) {
  return slideChain(tiles, n, i).length > 0;
}

/**
 * Slides the tile(s) at index i towards the gap.
 * @param {number[]} tiles @param {number} n @param {number} i
 * @returns {{tiles: number[], moved: {value: number, from: number, to: number}[]} | null}
 */
export function slide(tiles, n, i) {
  const chain = slideChain(tiles, n, i);
  if (!chain.length) return null;
  const t = tiles.slice();
  /** @type {{value: number, from: number, to: number}[]} */
  const moved = [];
  let gap = t.indexOf(0);
  for (const k of chain) {
    const v = /** @type {number} */ (t[k]);
    moved.push({ value: v, from: k, to: gap });
    t[gap] = v;
    t[k] = 0;
    gap = k;
  }
  return { tiles: t, moved };
}

/**
 * Arrow keys move the tile next to the gap in that direction (the tile slides the way the arrow points).
 * @param {number[]} tiles @param {number} n @param {Dir} dir
 */
export function tileForDir(tiles, n, dir) {
  const g = tiles.indexOf(0);
  const r = Math.floor(g / n);
  const c = g % n;
  if (dir === 'left') return c < n - 1 ? g + 1 : -1;
  if (dir === 'right') return c > 0 ? g - 1 : -1;
  if (dir === 'up') return r < n - 1 ? g + n : -1;
  return r > 0 ? g - n : -1;
}

/**
 * Score for a solve: a base per size, less for extra moves and time, never below a tenth of the base.
 * @param {number} n @param {number} moves @param {number} seconds
 */
export function solveScore(n, moves, seconds) {
  const base = n === 3 ? 1000 : n === 4 ? 3000 : 6000;
  const par = n === 3 ? 30 : n === 4 ? 120 : 300;
  const parTime = par * 1.2;
  const s = base * (2 - Math.min(1, moves / (par * 3))) / 2 - Math.max(0, seconds - parTime) * (base / 600);
  return Math.max(Math.round(base / 10), Math.round(s));
}
