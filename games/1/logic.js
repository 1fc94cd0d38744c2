// @ts-check
/** Pure rules of the sliding-tiles game (no DOM). A board is a square number[][]; 0 = empty. */

/** @typedef {number[][]} Board */
/** @typedef {'up'|'down'|'left'|'right'} Dir */
/** @typedef {{fromR: number, fromC: number, toR: number, toC: number, value: number}} TileMove */
/** @typedef {{board: Board, moved: boolean, score: number, moves: TileMove[], merged: {r: number, c: number, value: number}[]}} MoveResult */

export const SIZE = 4;
export const WIN_TILE = 2048;

/** @param {number} [n] @returns {Board} */
export function emptyBoard(n = SIZE) {
  return Array.from({ length: n }, () => Array.from({ length: n }, () => 0));
}

/** @param {Board} b @returns {Board} */
export function cloneBoard(b) {
  return b.map((row) => row.slice());
}

/**
 * Slides one line towards index 0, merging equal neighbours once per move.
 * @param {number[]} line
 * @returns {{line: number[], score: number, sources: number[][]}} sources[i] = input indexes now at output i
 */
export function slideLine(line) {
  const out = /** @type {number[]} */ ([]);
  const sources = /** @type {number[][]} */ ([]);
  let score = 0;
  let canMerge = false;
  line.forEach((v, i) => {
    if (!v) return;
    const last = out.length - 1;
    if (canMerge && out[last] === v) {
      out[last] = v * 2;
      score += v * 2;
      /** @type {number[]} */ (sources[last]).push(i);
      canMerge = false;
    } else {
      out.push(v);
      sources.push([i]);
      canMerge = true;
    }
  });
  while (out.length < line.length) out.push(0);
  return { line: out, score, sources };
}

/**
 * Moves every tile in a direction.
 * @param {Board} board
 * @param {Dir} dir
 * @returns {MoveResult}
 */
export function move(board, dir) {
  const n = board.length;
  const next = emptyBoard(n);
  /** @type {TileMove[]} */
  const moves = [];
  /** @type {{r: number, c: number, value: number}[]} */
  const merged = [];
  let score = 0;
  let moved = false;
  for (let k = 0; k < n; k++) {
    // Coordinates of the line's cells, ordered from the side tiles move towards.
    /** @type {[number, number][]} */
    const cells = [];
    for (let i = 0; i < n; i++) {
      if (dir === 'left') cells.push([k, i]);
      else if (dir === 'right') cells.push([k, n - 1 - i]);
      else if (dir === 'up') cells.push([i, k]);
      else cells.push([n - 1 - i, k]);
    }
    const line = cells.map(([r, c]) => /** @type {number} */ (board[r]?.[c]));
    const res = slideLine(line);
    score += res.score;
    res.line.forEach((v, i) => {
      const [r, c] = /** @type {[number, number]} */ (cells[i]);
      /** @type {number[]} */ (next[r])[c] = v;
    });
    res.sources.forEach((srcs, i) => {
      const [toR, toC] = /** @type {[number, number]} */ (cells[i]);
      for (const s of srcs) {
        const [fromR, fromC] = /** @type {[number, number]} */ (cells[s]);
        moves.push({ fromR, fromC, toR, toC, value: line[s] ?? 0 });
        if (fromR !== toR || fromC !== toC) moved = true;
      }
      if (srcs.length > 1) merged.push({ r: toR, c: toC, value: res.line[i] ?? 0 });
    });
  }
  return { board: next, moved, score, moves, merged };
}

/** @param {Board} b @returns {[number, number][]} */
export function emptyCells(b) {
  /** @type {[number, number][]} */
  const out = [];
  b.forEach((row, r) => row.forEach((v, c) => { if (!v) out.push([r, c]); }));
  return out;
}

/**
 * Puts a 2 (90%) or a 4 (10%) on a random empty cell, in place.
 * @param {Board} b
 * @param {() => number} rng
 * @returns {{r: number, c: number, value: number} | null}
 */
export function spawn(b, rng) {
  const cells = emptyCells(b);
  if (!cells.length) return null;
  const [r, c] = /** @type {[number, number]} */ (cells[Math.floor(rng() * cells.length)]);
  const value = rng() < 0.9 ? 2 : 4;
  /** @type {number[]} */ (b[r])[c] = value;
  return { r, c, value };
}

/** Whether any move is possible. @param {Board} b */
export function canMove(b) {
  const n = b.length;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const v = b[r]?.[c];
      if (!v) return true;
      if (c + 1 < n && b[r]?.[c + 1] === v) return true;
      if (r + 1 < n && b[r + 1]?.[c] === v) return true;
    }
  }
  return false;
}

/** @param {Board} b */
export function maxTile(b) {
  return Math.max(0, ...b.flat());
}

/** A fresh board with two tiles. @param {() => number} rng @param {number} [n] */
export function newBoard(rng, n = SIZE) {
  const b = emptyBoard(n);
  spawn(b, rng);
  spawn(b, rng);
  return b;
}
