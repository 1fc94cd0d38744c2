// @ts-check
/** Pure rules of the mine-finding game (no DOM). */

/**
 * @typedef {Object} Cell
 * @property {boolean} mine
 * @property {boolean} open
 * @property {boolean} flag
 * @property {number} n mines among the 8 neighbours
 */
/**
 * @typedef {Object} Field
 * @property {number} rows
 * @property {number} cols
 * @property {number} mines
 * @property {Cell[][]} cells
 * @property {boolean} placed mines are placed on the first reveal
 * @property {boolean} lost
 * @property {boolean} won
 * @property {number} opened count of open safe cells
 * @property {{r: number, c: number} | null} boom the mine that went off
 */

/** Board presets (portrait-friendly so they fit phones). */
export const LEVELS = /** @type {const} */ ({
  easy: { rows: 9, cols: 9, mines: 10 },
  medium: { rows: 14, cols: 12, mines: 28 },
  hard: { rows: 20, cols: 14, mines: 55 },
});

/** @param {number} rows @param {number} cols @param {number} mines @returns {Field} */
export function createField(rows, cols, mines) {
  const cells = Array.from({ length: rows }, () => Array.from({ length: cols }, () => ({ mine: false, open: false, flag: false, n: 0 })));
  return { rows, cols, mines: Math.min(mines, rows * cols - 9), cells, placed: false, lost: false, won: false, opened: 0, boom: null };
}

/** @param {Field} f @param {number} r @param {number} c @returns {Cell | undefined} */
export function cellAt(f, r, c) {
  return f.cells[r]?.[c];
}

/** Coordinates of the existing neighbours. @param {Field} f @param {number} r @param {number} c @returns {[number, number][]} */
export function neighbours(f, r, c) {
  /** @type {[number, number][]} */
  const out = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if (!dr && !dc) continue;
      const rr = r + dr;
      const cc = c + dc;
      if (rr >= 0 && cc >= 0 && rr < f.rows && cc < f.cols) out.push([rr, cc]);
    }
  }
  return out;
}

/**
 * Places the mines away from the first revealed cell and its neighbours, then counts numbers.
 * @param {Field} f @param {number} safeR @param {number} safeC @param {() => number} rng
 */
export function placeMines(f, safeR, safeC, rng) {
  /** @type {[number, number][]} */
  const spots = [];
  for (let r = 0; r < f.rows; r++) {
    for (let c = 0; c < f.cols; c++) {
      if (Math.abs(r - safeR) <= 1 && Math.abs(c - safeC) <= 1) continue;
      spots.push([r, c]);
    }
  }
  for (let i = spots.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [spots[i], spots[j]] = [/** @type {[number, number]} */ (spots[j]), /** @type {[number, number]} */ (spots[i])];
  }
  for (const [r, c] of spots.slice(0, f.mines)) /** @type {Cell} */ (cellAt(f, r, c)).mine = true;
  countNumbers(f);
  f.placed = true;
}

/** Recomputes every cell's neighbour count. @param {Field} f */
export function countNumbers(f) {
  for (let r = 0; r < f.rows; r++) {
    for (let c = 0; c < f.cols; c++) {
      /** @type {Cell} */ (cellAt(f, r, c)).n = neighbours(f, r, c).filter(([rr, cc]) => cellAt(f, rr, cc)?.mine).length;
    }
  }
}

/**
 * Opens a cell; zeros flood-open their neighbours. Places mines on the first call.
 * @param {Field} f @param {number} r @param {number} c @param {() => number} rng
 * @returns {{opened: [number, number][], hit: boolean}}
 */
export function reveal(f, r, c, rng) {
  /** @type {{opened: [number, number][], hit: boolean}} */
  const res = { opened: [], hit: false };
  const cell = cellAt(f, r, c);
  if (!cell || cell.open || cell.flag || f.lost || f.won) return res;
  if (!f.placed) placeMines(f, r, c, rng);
  if (cell.mine) {
    cell.open = true;
    f.lost = true;
    f.boom = { r, c };
    res.hit = true;
    return res;
  }
  /** @type {[number, number][]} */
  const stack = [[r, c]];
  while (stack.length) {
    const [rr, cc] = /** @type {[number, number]} */ (stack.pop());
    const x = /** @type {Cell} */ (cellAt(f, rr, cc));
    if (x.open || x.flag || x.mine) continue;
    x.open = true;
    f.opened++;
    res.opened.push([rr, cc]);
    if (x.n === 0) for (const nb of neighbours(f, rr, cc)) if (!cellAt(f, nb[0], nb[1])?.open) stack.push(nb);
  }
  if (f.opened === f.rows * f.cols - f.mines) f.won = true;
  return res;
}

/** Toggles a flag on a closed cell. @param {Field} f @param {number} r @param {number} c @returns {boolean} whether it changed */
export function toggleFlag(f, r, c) {
  const cell = cellAt(f, r, c);
  if (!cell || cell.open || f.lost || f.won) return false;
  cell.flag = !cell.flag;
  return true;
}

/**
 * "Chord": on an open number whose flags match it, opens all other neighbours.
 * @param {Field} f @param {number} r @param {number} c @param {() => number} rng
 */
export function chord(f, r, c, rng) {
  /** @type {{opened: [number, number][], hit: boolean}} */
  const res = { opened: [], hit: false };
  const cell = cellAt(f, r, c);
  if (!cell || !cell.open || cell.n === 0) return res;
  const nbs = neighbours(f, r, c);
  const flags = nbs.filter(([rr, cc]) => cellAt(f, rr, cc)?.flag).length;
  if (flags !== cell.n) return res;
  for (const [rr, cc] of nbs) {
    const x = reveal(f, rr, cc, rng);
    res.opened.push(...x.opened);
    if (x.hit) res.hit = true;
  }
  return res;
}

/** @param {Field} f */
export function flagCount(f) {
  return f.cells.flat().filter((x) => x.flag).length;
}

/** Final score: bigger boards and faster times score more. @param {keyof typeof LEVELS} level @param {number} seconds */
export function winScore(level, seconds) {
  const base = { easy: 1000, medium: 3000, hard: 8000 }[level];
  const par = { easy: 60, medium: 200, hard: 450 }[level];
  return Math.round(base * Math.max(0.25, Math.min(2, par / Math.max(1, seconds))));
}
