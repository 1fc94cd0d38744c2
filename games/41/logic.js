// @ts-check
/**
 * Pure rules of the same-colour collapse game (no DOM). A grid is (Block|null)[rows][cols], row 0
 * at the top. Blocks keep an id so the view can slide each one from where it was to where it lands.
 */

/** @typedef {{id: number, c: number}} Block c = colour index */
/** @typedef {(Block | null)[][]} Grid */
/** @typedef {{r: number, c: number}} Pos */

export const ROWS = 11;
export const COLS = 9;

let uid = 1;
/** @param {number} c @returns {Block} */
export function block(c) {
  return { id: uid++, c };
}

/** @param {Grid} g @param {number} r @param {number} c */
export function at(g, r, c) {
  return g[r]?.[c] ?? null;
}

/** @param {Grid} g @returns {Grid} */
export function cloneGrid(g) {
  return g.map((row) => row.slice());
}

/** Grid from digit rows ('.' empty), for tests. @param {string[]} rows @returns {Grid} */
export function parse(rows) {
  return rows.map((row) => [...row].map((ch) => (ch === '.' ? null : block(Number(ch)))));
}

/** Grid as digit rows. @param {Grid} g */
export function show(g) {
  return g.map((row) => row.map((b) => (b ? String(b.c) : '.')).join(''));
}

/**
 * A random full grid. Purely random fills almost always hold a pair; the loop only guards the
 * freak case so a level never starts dead.
 * @param {number} rows @param {number} cols @param {number} colors @param {() => number} rand
 * @returns {Grid}
 */
export function newGrid(rows, cols, colors, rand) {
  for (;;) {
    /** @type {Grid} */
    const g = Array.from({ length: rows }, () => Array.from({ length: cols }, () => block(Math.floor(rand() * colors))));
    if (hasMoves(g)) return g;
  }
}

/**
 * The connected same-colour group (4-neighbour) containing a cell; empty for an empty cell.
 * @param {Grid} g @param {number} r @param {number} c
 * @returns {Pos[]}
 */
export function groupAt(g, r, c) {
  const start = at(g, r, c);
  if (!start) return [];
  const seen = new Set([r * 1000 + c]);
  /** @type {Pos[]} */
  const out = [];
  const stack = [{ r, c }];
  while (stack.length) {
    const p = /** @type {Pos} */ (stack.pop());
    out.push(p);
    for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const q = { r: p.r + /** @type {number} */ (dr), c: p.c + /** @type {number} */ (dc) };
      const key = q.r * 1000 + q.c;
      if (seen.has(key)) continue;
      if (at(g, q.r, q.c)?.c !== start.c) continue;
      seen.add(key);
      stack.push(q);
    }
  }
  return out;
}

/** Every group of two or more blocks. @param {Grid} g @returns {Pos[][]} */
export function allGroups(g) {
  const seen = new Set();
  /** @type {Pos[][]} */
  const out = [];
  g.forEach((row, r) => row.forEach((b, c) => {
    if (!b || seen.has(r * 1000 + c)) return;
    const grp = groupAt(g, r, c);
    for (const p of grp) seen.add(p.r * 1000 + p.c);
    if (grp.length >= 2) out.push(grp);
  }));
  return out;
}

/** Whether any two touching blocks share a colour. @param {Grid} g */
export function hasMoves(g) {
  for (let r = 0; r < g.length; r++) {
    const row = /** @type {(Block|null)[]} */ (g[r]);
    for (let c = 0; c < row.length; c++) {
      const b = row[c];
      if (!b) continue;
      if (at(g, r, c + 1)?.c === b.c || at(g, r + 1, c)?.c === b.c) return true;
    }
  }
  return false;
}

/** @param {Grid} g */
export function countBlocks(g) {
  let n = 0;
  for (const row of g) for (const b of row) if (b) n++;
  return n;
}

/**
 * Blocks drop into the gaps below them, then empty columns close up towards the left, so the
 * remaining blocks always form one packed heap in the bottom-left corner.
 * @param {Grid} g
 * @returns {Grid}
 */
export function collapse(g) {
  const rows = g.length;
  const cols = g[0]?.length ?? 0;
  /** @type {(Block|null)[][]} */
  const columns = [];
  for (let c = 0; c < cols; c++) {
    const stack = [];
    for (let r = rows - 1; r >= 0; r--) { const b = at(g, r, c); if (b) stack.push(b); }
    if (stack.length) columns.push(stack);
  }
  /** @type {Grid} */
  const out = Array.from({ length: rows }, () => Array.from({ length: cols }, () => null));
  columns.forEach((stack, c) => stack.forEach((b, i) => { /** @type {(Block|null)[]} */ (out[rows - 1 - i])[c] = b; }));
  return out;
}

/**
 * Points for removing a group of n blocks: grows with the square, so one big group beats several
 * small ones of the same total.
 * @param {number} n
 */
export function groupScore(n) {
  return n < 2 ? 0 : (n - 1) * (n - 1) * 10;
}

/** End-of-level bonus for the blocks left over: a cleared board pays most. @param {number} left */
export function leftoverBonus(left) {
  if (left === 0) return 2500;
  return Math.max(0, 10 - left) * 150;
}

/**
 * Removes the group at a cell when it has two or more blocks.
 * @param {Grid} g @param {number} r @param {number} c
 * @returns {{grid: Grid, removed: (Pos & {block: Block})[], points: number} | null}
 */
export function play(g, r, c) {
  const grp = groupAt(g, r, c);
  if (grp.length < 2) return null;
  const next = cloneGrid(g);
  const removed = grp.map((p) => ({ ...p, block: /** @type {Block} */ (at(g, p.r, p.c)) }));
  for (const p of grp) /** @type {(Block|null)[]} */ (next[p.r])[p.c] = null;
  return { grid: collapse(next), removed, points: groupScore(grp.length) };
}

/**
 * Level settings: more colours make big groups rarer, so targets are set from what a careful
 * player reaches (see the calibration test) and rise within each colour band.
 * @param {number} level
 */
export function levelSpec(level) {
  if (level <= 2) return { colors: 3, target: level === 1 ? 4000 : 6000 };
  if (level <= 5) return { colors: 4, target: 2000 + (level - 3) * 500 };
  return { colors: 5, target: Math.min(2400, 1200 + (level - 6) * 300) };
}
