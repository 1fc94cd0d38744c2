// @ts-check
/** Pure rules of the falling-block stacking game (no DOM). */

/** @typedef {number[][]} Grid rows × cols; 0 = empty, otherwise a piece colour index 1..7 */
/** @typedef {number[][]} Shape square matrix of 0/1 */
/** @typedef {{kind: number, shape: Shape, x: number, y: number}} Piece x, y = top-left of the shape matrix */

export const COLS = 10;
export const ROWS = 20;

/** The seven four-cell pieces; index + 1 is the colour id. */
/** @type {Shape[]} */
export const SHAPES = [
  [[0, 0, 0, 0], [1, 1, 1, 1], [0, 0, 0, 0], [0, 0, 0, 0]], // bar
  [[1, 1], [1, 1]], // square
  [[0, 1, 0], [1, 1, 1], [0, 0, 0]], // tee
  [[0, 1, 1], [1, 1, 0], [0, 0, 0]], // zig right
  [[1, 1, 0], [0, 1, 1], [0, 0, 0]], // zig left
  [[1, 0, 0], [1, 1, 1], [0, 0, 0]], // hook left
  [[0, 0, 1], [1, 1, 1], [0, 0, 0]], // hook right
];

/** Offsets tried, in order, when a rotation collides ("wall kicks"). */
export const KICKS = /** @type {const} */ ([[0, 0], [-1, 0], [1, 0], [0, -1], [-2, 0], [2, 0], [-1, -1], [1, -1]]);

/** @param {number} [rows] @param {number} [cols] @returns {Grid} */
export function emptyGrid(rows = ROWS, cols = COLS) {
  return Array.from({ length: rows }, () => Array.from({ length: cols }, () => 0));
}

/** Rotates a square matrix clockwise (dir 1) or counter-clockwise (dir -1). @param {Shape} m @param {1 | -1} [dir] @returns {Shape} */
export function rotateShape(m, dir = 1) {
  const n = m.length;
  return Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c) => (dir === 1 ? m[n - 1 - c]?.[r] : m[c]?.[n - 1 - r]) ?? 0));
}

/** A piece of a kind at the spawn position (centred, top). @param {number} kind 0..6 @param {number} [cols] @returns {Piece} */
export function spawnPiece(kind, cols = COLS) {
  const shape = /** @type {Shape} */ (SHAPES[kind]).map((r) => r.slice());
  return { kind, shape, x: Math.floor((cols - shape.length) / 2), y: kind === 0 ? -1 : 0 };
}

/** Whether a piece overlaps blocks or leaves the well (above the top is allowed). @param {Grid} grid @param {Piece} p */
export function collides(grid, p) {
  const rows = grid.length;
  const cols = grid[0]?.length ?? 0;
  for (let r = 0; r < p.shape.length; r++) {
    for (let c = 0; c < p.shape.length; c++) {
      if (!p.shape[r]?.[c]) continue;
      const x = p.x + c;
      const y = p.y + r;
      if (x < 0 || x >= cols || y >= rows) return true;
      if (y >= 0 && grid[y]?.[x]) return true;
    }
  }
  return false;
}

/** Moved copy, or null if blocked. @param {Grid} grid @param {Piece} p @param {number} dx @param {number} dy @returns {Piece | null} */
export function tryMove(grid, p, dx, dy) {
  const q = { ...p, x: p.x + dx, y: p.y + dy };
  return collides(grid, q) ? null : q;
}

/**
 * Rotated copy using the first kick offset that fits, or null.
 * @param {Grid} grid @param {Piece} p @param {1 | -1} [dir] @returns {Piece | null}
 */
export function tryRotate(grid, p, dir = 1) {
  if (p.kind === 1) return p; // the square looks the same
  const shape = rotateShape(p.shape, dir);
  for (const [dx, dy] of KICKS) {
    const q = { ...p, shape, x: p.x + dx, y: p.y + dy };
    if (!collides(grid, q)) return q;
  }
  return null;
}

/** Lowest row the piece can fall to. @param {Grid} grid @param {Piece} p */
export function dropY(grid, p) {
  let y = p.y;
  while (!collides(grid, { ...p, y: y + 1 })) y++;
  return y;
}

/**
 * Writes the piece into a copy of the grid.
 * @param {Grid} grid @param {Piece} p
 * @returns {{grid: Grid, toppedOut: boolean}} toppedOut when part of it is above the well
 */
export function lock(grid, p) {
  const g = grid.map((r) => r.slice());
  let toppedOut = false;
  p.shape.forEach((row, r) => row.forEach((v, c) => {
    if (!v) return;
    const y = p.y + r;
    if (y < 0) toppedOut = true;
    else /** @type {number[]} */ (g[y])[p.x + c] = p.kind + 1;
  }));
  return { grid: g, toppedOut };
}

/** Indexes of completely filled rows. @param {Grid} grid */
export function fullRows(grid) {
  /** @type {number[]} */
  const out = [];
  grid.forEach((row, i) => { if (row.every((v) => v)) out.push(i); });
  return out;
}

/** Removes the full rows and adds empty ones on top. @param {Grid} grid @returns {{grid: Grid, cleared: number[]}} */
export function clearLines(grid) {
  const cleared = fullRows(grid);
  if (!cleared.length) return { grid, cleared };
  const cols = grid[0]?.length ?? 0;
  const kept = grid.filter((_, i) => !cleared.includes(i));
  const fresh = Array.from({ length: cleared.length }, () => Array.from({ length: cols }, () => 0));
  return { grid: [...fresh, ...kept], cleared };
}

/** Points for clearing n lines at a level. @param {number} n @param {number} level */
export function lineScore(n, level) {
  return ([0, 100, 300, 500, 800][Math.min(n, 4)] ?? 0) * level;
}

/** Level from total lines (a new level every 10 lines). @param {number} lines */
export function levelFor(lines) {
  return Math.floor(lines / 10) + 1;
}

/** Seconds per row of gravity at a level. @param {number} level */
export function gravityFor(level) {
  return Math.max(0.05, 0.8 * 0.85 ** (level - 1));
}

/** A "bag" randomizer: every piece once per 7, in random order. @param {() => number} rng */
export function makeBag(rng) {
  /** @type {number[]} */
  let bag = [];
  return () => {
    if (!bag.length) {
      bag = [0, 1, 2, 3, 4, 5, 6];
      for (let i = bag.length - 1; i > 0; i--) {
        const j = Math.floor(rng() * (i + 1));
        [bag[i], bag[j]] = [/** @type {number} */ (bag[j]), /** @type {number} */ (bag[i])];
      }
    }
    return /** @type {number} */ (bag.pop());
  };
}
