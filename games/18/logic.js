// @ts-check
/** Five in a row (gomoku, freestyle: five or more wins) on 15×15 with a threat-based AI. Pure, no DOM. */

export const SIZE = 15;
const DIRS = [[0, 1], [1, 0], [1, 1], [1, -1]];
const WEIGHT = [0, 1, 12, 120, 1500, 200000];

/** @typedef {number[]} Board SIZE*SIZE: 0 empty, 1 black, 2 white */

/** @returns {Board} */
export function emptyBoard() {
  return new Array(SIZE * SIZE).fill(0);
}

/** @param {number} r @param {number} c */
const inside = (r, c) => r >= 0 && r < SIZE && c >= 0 && c < SIZE;

/** The five-or-more line through `idx`, or null. @param {Board} b @param {number} idx @returns {number[] | null} */
export function winLine(b, idx) {
  const p = b[idx];
  if (!p) return null;
  const r0 = Math.floor(idx / SIZE);
  const c0 = idx % SIZE;
  for (const [dr, dc] of DIRS) {
    const cells = [idx];
    for (const s of [1, -1]) {
      let r = r0 + dr * s;
      let c = c0 + dc * s;
      while (inside(r, c) && b[r * SIZE + c] === p) { cells.push(r * SIZE + c); r += dr * s; c += dc * s; }
    }
    if (cells.length >= 5) return cells.sort((a, z) => a - z);
  }
  return null;
}

/** Whether playing `idx` would give `p` five. @param {Board} b @param {number} idx @param {number} p */
export function isWinningMove(b, idx, p) {
  if (b[idx] !== 0) return false;
  b[idx] = p;
  const w = winLine(b, idx) !== null;
  b[idx] = 0;
  return w;
}

/**
 * Pattern value of `idx` for player `p` if they played there: every 5-cell window through it with no
 * enemy stone scores by how many of `p`'s stones it would hold.
 * @param {Board} b @param {number} idx @param {number} p
 */
export function cellValue(b, idx, p) {
  const r0 = Math.floor(idx / SIZE);
  const c0 = idx % SIZE;
  let total = 0;
  for (const [dr, dc] of DIRS) {
    for (let start = -4; start <= 0; start++) {
      let own = 1;
      let blocked = false;
      for (let k = start; k < start + 5; k++) {
        if (k === 0) continue;
        const r = r0 + dr * k;
        const c = c0 + dc * k;
        if (!inside(r, c)) { blocked = true; break; }
        const v = b[r * SIZE + c];
        if (v === p) own++;
        else if (v !== 0) { blocked = true; break; }
      }
      if (!blocked) total += WEIGHT[own] ?? 0;
    }
  }
  return total;
}

/** Empty cells within `dist` of a stone (the centre on an empty board). @param {Board} b @param {number} [dist] */
export function candidates(b, dist = 2) {
  /** @type {number[]} */
  const out = [];
  let any = false;
  for (let i = 0; i < SIZE * SIZE; i++) {
    if (b[i]) { any = true; continue; }
    const r0 = Math.floor(i / SIZE);
    const c0 = i % SIZE;
    let near = false;
    for (let dr = -dist; dr <= dist && !near; dr++) {
      for (let dc = -dist; dc <= dist; dc++) {
        const r = r0 + dr;
        const c = c0 + dc;
        if (inside(r, c) && b[r * SIZE + c]) { near = true; break; }
      }
    }
    if (near) out.push(i);
  }
  if (!any) return [Math.floor(SIZE / 2) * SIZE + Math.floor(SIZE / 2)];
  return out;
}

/** Cells where `p` would complete five. @param {Board} b @param {number} p */
export function winningCells(b, p) {
  return candidates(b, 1).filter((i) => isWinningMove(b, i, p));
}

/** Number of distinct winning cells `p` would have after playing `idx` (2+ = unstoppable threat). @param {Board} b @param {number} idx @param {number} p */
export function threatsAfter(b, idx, p) {
  b[idx] = p;
  const r0 = Math.floor(idx / SIZE);
  const c0 = idx % SIZE;
  const set = new Set();
  for (const [dr, dc] of DIRS) {
    for (let k = -4; k <= 4; k++) {
      const r = r0 + dr * k;
      const c = c0 + dc * k;
      if (!inside(r, c) || k === 0) continue;
      const j = r * SIZE + c;
      if (b[j] === 0 && isWinningMove(b, j, p)) set.add(j);
    }
  }
  b[idx] = 0;
  return set.size;
}

/**
 * Open threes of `p`: cells where `p` would make an unstoppable four (two winning points).
 * @param {Board} b @param {number} p
 */
export function openFourMakers(b, p) {
  return candidates(b, 2).filter((i) => threatsAfter(b, i, p) >= 2);
}

/** @typedef {{defense: number, rules: boolean, noise: number}} AiLevel */

/** @param {string} difficulty @param {number} level @returns {AiLevel} */
export function aiSettings(difficulty, level) {
  const skill = (difficulty === 'hard' ? 3 : difficulty === 'medium' ? 1 : 0) + level - 1;
  return { defense: Math.min(1.1, 0.55 + skill * 0.15), rules: skill >= 1, noise: Math.max(0, 0.45 - skill * 0.15) };
}

/**
 * Picks a move for `p`; always an empty cell (or -1 on a full board).
 * Priorities: win now, block five, make an open four / double threat, block open threes, then pattern value.
 * @param {Board} b @param {number} p @param {AiLevel} ai @param {() => number} [rand]
 */
export function chooseMove(b, p, ai, rand = Math.random) {
  const op = 3 - p;
  const cands = candidates(b);
  if (!cands.length) return -1;
  const win = cands.find((i) => isWinningMove(b, i, p));
  if (win !== undefined) return win;
  const block = cands.find((i) => isWinningMove(b, i, op));
  if (block !== undefined) return block;
  /** @param {number} i */
  const value = (i) => cellValue(b, i, p) + cellValue(b, i, op) * ai.defense + rand() * ai.noise * 400;
  /** @param {number[]} list */
  const best = (list) => {
    let bi = list[0] ?? -1;
    let bv = -Infinity;
    for (const i of list) { const v = value(i); if (v > bv) { bv = v; bi = i; } }
    return bi;
  };
  if (ai.rules) {
    const mine = cands.filter((i) => threatsAfter(b, i, p) >= 2);
    if (mine.length) return best(mine);
    const theirs = cands.filter((i) => threatsAfter(b, i, op) >= 2);
    if (theirs.length) {
      // Block at one of their open-four points, or counter with a four of our own that also blocks.
      const fours = cands.filter((i) => threatsAfter(b, i, p) >= 1);
      const both = theirs.filter((i) => fours.includes(i));
      return best(both.length ? both : theirs);
    }
  }
  return best(cands);
}
