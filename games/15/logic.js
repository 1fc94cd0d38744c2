// @ts-check
/** Connect four rules and a minimax (alpha-beta) opponent. Pure functions, no DOM. */

export const ROWS = 6;
export const COLS = 7;
/** Search order: centre columns first (better pruning, stronger play). */
const ORDER = [3, 2, 4, 1, 5, 0, 6];

/** @typedef {number[]} Board ROWS*COLS cells, row 0 at the top; 0 empty, 1 or 2 a player's disc */
/** @typedef {{player: number, cells: number[]}} WinLine */

/** @returns {Board} */
export function emptyBoard() {
  return new Array(ROWS * COLS).fill(0);
}

/** @param {Board} b @param {number} col */
export function canDrop(b, col) {
  return col >= 0 && col < COLS && b[col] === 0;
}

/** Columns that still have room. @param {Board} b */
export function legalMoves(b) {
  const out = [];
  for (let c = 0; c < COLS; c++) if (b[c] === 0) out.push(c);
  return out;
}

/** Row a disc dropped in `col` would land on, or -1 when full. @param {Board} b @param {number} col */
export function landingRow(b, col) {
  if (!canDrop(b, col)) return -1;
  for (let r = ROWS - 1; r >= 0; r--) if (b[r * COLS + col] === 0) return r;
  return -1;
}

/**
 * Drops a disc; returns the new board and the landing row (board unchanged and row -1 if illegal).
 * @param {Board} b @param {number} col @param {number} player
 */
export function drop(b, col, player) {
  const row = landingRow(b, col);
  if (row < 0) return { board: b, row: -1 };
  const nb = b.slice();
  nb[row * COLS + col] = player;
  return { board: nb, row };
}

const DIRS = [[0, 1], [1, 0], [1, 1], [1, -1]];

/** Finds four (or more) in a row. @param {Board} b @returns {WinLine | null} */
export function findWin(b) {
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLS; c++) {
      const p = b[r * COLS + c];
      if (!p) continue;
      for (const [dr, dc] of DIRS) {
        const cells = [r * COLS + c];
        let rr = r + dr;
        let cc = c + dc;
        while (rr >= 0 && rr < ROWS && cc >= 0 && cc < COLS && b[rr * COLS + cc] === p) {
          cells.push(rr * COLS + cc);
          rr += dr;
          cc += dc;
        }
        // Only report a line from its first cell.
        const pr = r - dr;
        const pc = c - dc;
        const startsHere = !(pr >= 0 && pr < ROWS && pc >= 0 && pc < COLS && b[pr * COLS + pc] === p);
        if (cells.length >= 4 && startsHere) return { player: p, cells };
      }
    }
  }
  return null;
}

/** @param {Board} b */
export function isFull(b) {
  return legalMoves(b).length === 0;
}

/** 'win1' | 'win2' | 'draw' | null. @param {Board} b */
export function outcome(b) {
  const w = findWin(b);
  if (w) return w.player === 1 ? 'win1' : 'win2';
  return isFull(b) ? 'draw' : null;
}

/** All 69 windows of four cells. */
const WINDOWS = (() => {
  /** @type {number[][]} */
  const out = [];
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLS; c++) {
      for (const [dr, dc] of DIRS) {
        const er = r + dr * 3;
        const ec = c + dc * 3;
        if (er < 0 || er >= ROWS || ec < 0 || ec >= COLS) continue;
        out.push([0, 1, 2, 3].map((i) => (r + dr * i) * COLS + c + dc * i));
      }
    }
  }
  return out;
})();

/** Heuristic value of the board for `me`. @param {Board} b @param {number} me */
export function evaluate(b, me) {
  const op = 3 - me;
  let s = 0;
  for (let r = 0; r < ROWS; r++) {
    if (b[r * COLS + 3] === me) s += 3;
    else if (b[r * COLS + 3] === op) s -= 3;
  }
  for (const w of WINDOWS) {
    let m = 0;
    let o = 0;
    for (const i of w) {
      const v = b[i];
      if (v === me) m++;
      else if (v === op) o++;
    }
    if (m && o) continue;
    if (m === 3) s += 5;
    else if (m === 2) s += 2;
    else if (o === 3) s -= 6;
    else if (o === 2) s -= 2;
  }
  return s;
}

const WIN_SCORE = 1_000_000;

/** Whether the disc at `idx` is part of four in a row. @param {Board} b @param {number} idx */
export function winsAt(b, idx) {
  const p = b[idx];
  if (!p) return false;
  const r0 = Math.floor(idx / COLS);
  const c0 = idx % COLS;
  for (const [dr, dc] of DIRS) {
    let n = 1;
    for (const s of [1, -1]) {
      let r = r0 + dr * s;
      let c = c0 + dc * s;
      while (r >= 0 && r < ROWS && c >= 0 && c < COLS && b[r * COLS + c] === p) { n++; r += dr * s; c += dc * s; }
    }
    if (n >= 4) return true;
  }
  return false;
}

/**
 * @param {Board} b @param {number} last index of the last disc played @param {number} depth
 * @param {number} alpha @param {number} beta @param {number} toMove @param {number} me
 * @returns {number}
 */
function search(b, last, depth, alpha, beta, toMove, me) {
  if (winsAt(b, last)) return b[last] === me ? WIN_SCORE + depth : -WIN_SCORE - depth;
  if (isFull(b)) return 0;
  if (depth === 0) return evaluate(b, me);
  const maximizing = toMove === me;
  let best = maximizing ? -Infinity : Infinity;
  for (const c of ORDER) {
    if (!canDrop(b, c)) continue;
    const { board, row } = drop(b, c, toMove);
    const v = search(board, row * COLS + c, depth - 1, alpha, beta, 3 - toMove, me);
    if (maximizing) {
      if (v > best) best = v;
      if (best > alpha) alpha = best;
    } else {
      if (v < best) best = v;
      if (best < beta) beta = best;
    }
    if (alpha >= beta) break;
  }
  return best;
}

/**
 * Picks a column for `player`. Depth 1 looks only at the immediate move; `blunder` is the chance
 * (0..1) of playing a random legal column instead, used by the easiest levels.
 * Always returns a legal column (or -1 if the board is full).
 * @param {Board} b @param {number} player @param {number} depth @param {() => number} [rand] @param {number} [blunder]
 */
export function bestMove(b, player, depth, rand = Math.random, blunder = 0) {
  const moves = legalMoves(b);
  if (!moves.length) return -1;
  // Never miss an immediate win, and always block an immediate loss unless blundering on purpose.
  for (const c of moves) if (findWin(drop(b, c, player).board)) return c;
  if (blunder > 0 && rand() < blunder) return moves[Math.floor(rand() * moves.length)] ?? moves[0] ?? -1;
  for (const c of moves) if (findWin(drop(b, c, 3 - player).board)) return c;
  let bestVal = -Infinity;
  /** @type {number[]} */
  let bestCols = [];
  for (const c of ORDER) {
    if (!canDrop(b, c)) continue;
    const { board, row } = drop(b, c, player);
    const v = search(board, row * COLS + c, Math.max(0, depth - 1), -Infinity, Infinity, 3 - player, player);
    if (v > bestVal) { bestVal = v; bestCols = [c]; } else if (v === bestVal) bestCols.push(c);
  }
  return bestCols[Math.floor(rand() * bestCols.length)] ?? moves[0] ?? -1;
}

/** AI strength for a difficulty and level: search depth and blunder rate. @param {string} difficulty @param {number} level */
export function aiSettings(difficulty, level) {
  const base = difficulty === 'hard' ? 5 : difficulty === 'medium' ? 3 : 1;
  const depth = Math.min(7, base + level - 1);
  const blunder = difficulty === 'easy' ? Math.max(0, 0.35 - (level - 1) * 0.1) : 0;
  return { depth, blunder };
}
