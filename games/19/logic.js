// @ts-check
/** Nonogram: clues, a line solver (to prove puzzles have one solution), random puzzles and pictures. Pure, no DOM. */

/** @typedef {number[][]} Grid rows of 0/1 */
/** @typedef {{rows: number[][], cols: number[][]}} Clues */
/** @typedef {{id: string, rows: string[], palette: Record<string, string>}} Picture */

/** Runs of filled cells in a line ([] for an empty line). @param {ArrayLike<number>} line */
export function lineClue(line) {
  /** @type {number[]} */
  const out = [];
  let run = 0;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === 1) run++;
    else if (run) { out.push(run); run = 0; }
  }
  if (run) out.push(run);
  return out;
}

/** @param {Grid} grid @returns {Clues} */
export function cluesFor(grid) {
  const h = grid.length;
  const w = grid[0]?.length ?? 0;
  const rows = grid.map((r) => lineClue(r));
  const cols = [];
  for (let c = 0; c < w; c++) cols.push(lineClue(grid.map((r) => r[c] ?? 0)));
  void h;
  return { rows, cols };
}

/**
 * Solves one line as far as possible: `line` holds -1 (unknown), 0 (empty) or 1 (filled).
 * Returns the refined line, or null if no arrangement of the clue fits.
 * @param {number[]} clue @param {number[]} line @returns {number[] | null}
 */
export function solveLine(clue, line) {
  const n = line.length;
  const k = clue.length;
  // canFill[i] / canEmpty[i]: some valid arrangement fills / empties cell i.
  const canFill = new Array(n).fill(false);
  const canEmpty = new Array(n).fill(false);
  /** memo key pos*(k+1)+block -> whether the rest can be placed */
  const memo = new Map();
  /** Can blocks b.. be placed starting at or after position pos (cells before pos already decided)? @param {number} pos @param {number} b @returns {boolean} */
  const fits = (pos, b) => {
    const key = pos * (k + 1) + b;
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    let ok = false;
    if (b === k) {
      ok = true;
      for (let i = pos; i < n; i++) if (line[i] === 1) { ok = false; break; }
      if (ok) for (let i = pos; i < n; i++) canEmpty[i] = true;
    } else {
      const len = /** @type {number} */ (clue[b]);
      for (let start = pos; start + len <= n; start++) {
        // cells pos..start-1 empty
        let gapOk = true;
        for (let i = pos; i < start; i++) if (line[i] === 1) { gapOk = false; break; }
        if (!gapOk) break; // a filled cell before start can never be skipped
        let blockOk = true;
        for (let i = start; i < start + len; i++) if (line[i] === 0) { blockOk = false; break; }
        if (!blockOk) continue;
        const end = start + len;
        if (end < n && line[end] === 1) continue;
        const next = end < n ? end + 1 : end;
        if (fits(next, b + 1)) {
          ok = true;
          for (let i = pos; i < start; i++) canEmpty[i] = true;
          for (let i = start; i < end; i++) canFill[i] = true;
          if (end < n) canEmpty[end] = true;
        }
      }
    }
    memo.set(key, ok);
    return ok;
  };
  if (!fits(0, 0)) return null;
  return line.map((v, i) => (v !== -1 ? v : canFill[i] && !canEmpty[i] ? 1 : canEmpty[i] && !canFill[i] ? 0 : -1));
}

/**
 * Repeated line solving over rows and columns. `solved` means every cell is determined, which proves
 * the puzzle has exactly one solution (and that it can be solved without guessing).
 * @param {Clues} clues @returns {{grid: number[][], solved: boolean, contradiction: boolean}}
 */
export function lineSolve(clues) {
  const h = clues.rows.length;
  const w = clues.cols.length;
  const grid = Array.from({ length: h }, () => new Array(w).fill(-1));
  let changed = true;
  while (changed) {
    changed = false;
    for (let r = 0; r < h; r++) {
      const row = /** @type {number[]} */ (grid[r]);
      const res = solveLine(/** @type {number[]} */ (clues.rows[r]), row);
      if (!res) return { grid, solved: false, contradiction: true };
      for (let c = 0; c < w; c++) if (res[c] !== row[c]) { row[c] = /** @type {number} */ (res[c]); changed = true; }
    }
    for (let c = 0; c < w; c++) {
      const col = grid.map((row) => /** @type {number} */ (row[c]));
      const res = solveLine(/** @type {number[]} */ (clues.cols[c]), col);
      if (!res) return { grid, solved: false, contradiction: true };
      for (let r = 0; r < h; r++) if (res[r] !== col[r]) { /** @type {number[]} */ (grid[r])[c] = /** @type {number} */ (res[r]); changed = true; }
    }
  }
  return { grid, solved: grid.every((row) => row.every((v) => v !== -1)), contradiction: false };
}

/** Whether the line solver recovers exactly this grid from its clues. @param {Grid} grid */
export function isUniquelySolvable(grid) {
  const res = lineSolve(cluesFor(grid));
  return res.solved && res.grid.every((row, r) => row.every((v, c) => v === grid[r]?.[c]));
}

/**
 * A random picture-free puzzle of size×size that the line solver can finish.
 * @param {number} size @param {() => number} rand @param {number} [density]
 * @returns {Grid}
 */
export function randomPuzzle(size, rand, density = 0.6) {
  for (let attempt = 0; attempt < 400; attempt++) {
    const grid = Array.from({ length: size }, () => Array.from({ length: size }, () => (rand() < density ? 1 : 0)));
    if (grid.some((r) => r.every((v) => v === 0))) continue;
    if (isUniquelySolvable(grid)) return grid;
  }
  // Practically unreachable; a full-ish board with a diagonal hole is always solvable.
  return Array.from({ length: size }, (_, r) => Array.from({ length: size }, (_, c) => (r === c ? 0 : 1)));
}

/** @param {Picture} p @returns {Grid} */
export function pictureGrid(p) {
  return p.rows.map((row) => [...row].map((ch) => (ch === '.' ? 0 : 1)));
}

/** Original pixel pictures. '.' is empty, other letters pick a colour from the palette. */
/** @type {Picture[]} */
export const PICTURES = [
  { id: 'heart', palette: { r: '#ff4f7a', p: '#ffb3c7' }, rows: ['.r.r.', 'rprrr', 'rrrrr', '.rrr.', '..r..'] },
  { id: 'tree', palette: { g: '#3ddc84', b: '#a0683c' }, rows: ['..g..', '.ggg.', 'ggggg', '..b..', '.bbb.'] },
  { id: 'boat', palette: { w: '#f4f6ff', b: '#4fa3ff' }, rows: ['..w..', '..ww.', '.www.', 'bbbbb', '.bbb.'] },
  { id: 'cat', palette: { o: '#ffa94d', k: '#3a2a1a', p: '#ff8fb1' }, rows: ['oo...oo', 'ooo.ooo', 'ooooooo', 'okoooko', 'ooopooo', '.ooooo.', '..ooo..'] },
  { id: 'mushroom', palette: { r: '#ff5f5f', w: '#fff4e0' }, rows: ['..rrr..', '.rrwrr.', 'rwrrrwr', 'rrrrrrr', '..www..', '..www..', '.wwwww.'] },
  { id: 'rocket', palette: { w: '#e9ecff', b: '#4fd8ff', r: '#ff6b4a', y: '#ffd54a' }, rows: ['...ww...', '..wwww..', '..wbbw..', '..wwww..', '.wwwwww.', 'rwwwwwwr', 'r.y..y.r', '..y..y..'] },
  { id: 'fish', palette: { b: '#4fb8ff', k: '#10204a', y: '#ffd54a' }, rows: ['........', '..bbb..b', '.bbbbbbb', 'bkbbbbb.', 'bbbbbbb.', '.bbbbbbb', '..bbb..b', '........'] },
  { id: 'duck', palette: { y: '#ffd54a', o: '#ff9a3c', k: '#222', b: '#4fa3ff' }, rows: ['..........', '..yyy.....', '.yykyy....', 'ooyyyy....', '...yy.....', '.yyyyyyy..', 'yyyyyyyyy.', 'yyyyyyyyy.', '.yyyyyyy..', 'bbbbbbbbbb'] },
  { id: 'house', palette: { r: '#ff5f7e', w: '#ffe9c2', b: '#4f7bff', k: '#8a5a3a' }, rows: ['....rr....', '...rrrr...', '..rrrrrr..', '.rrrrrrrr.', 'rrrrrrrrrr', '.wwwwwwww.', '.wbbwwkkw.', '.wbbwwkkw.', '.wwwwwkkw.', '.wwwwwkkw.'] },
  { id: 'umbrella', palette: { p: '#b77bff', c: '#4fd8ff', k: '#a3abcf' }, rows: ['....pp....', '..pppccc..', '.ppppcccc.', 'pppppccccc', 'p..p.k..c.', '.....k....', '.....k....', '.....k....', '...k.k....', '....k.....'] },
];

/** Puzzle plan per level: size and a picture id or 'random'. @param {number} level */
export function planFor(level) {
  const table = [
    { size: 5, pic: 'heart' }, { size: 5, pic: 'tree' }, { size: 5, pic: 'random' }, { size: 5, pic: 'boat' },
    { size: 7, pic: 'cat' }, { size: 7, pic: 'random' }, { size: 7, pic: 'mushroom' },
    { size: 8, pic: 'rocket' }, { size: 8, pic: 'random' }, { size: 8, pic: 'fish' },
    { size: 10, pic: 'duck' }, { size: 10, pic: 'random' }, { size: 10, pic: 'house' }, { size: 10, pic: 'umbrella' },
  ];
  const i = level - 1;
  if (i < table.length) return /** @type {{size: number, pic: string}} */ (table[i]);
  return { size: 10, pic: 'random' };
}

/** Points for a solved puzzle. @param {number} size @param {number} mistakes @param {number} seconds */
export function puzzleScore(size, mistakes, seconds) {
  const base = size * size * 4;
  const timeBonus = Math.max(0, size * size * 3 - Math.floor(seconds));
  return Math.max(size * size, base + timeBonus - mistakes * size * 10);
}
