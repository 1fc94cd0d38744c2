// @ts-check
/**
 * Pure rules of peg solitaire (no DOM). A board is a set of holes with the jumps possible on it
 * (from, over, to); a position is one boolean per hole. A move jumps a peg over a neighbouring peg
 * into an empty hole straight behind it, removing the peg jumped over. Square boards jump
 * orthogonally; the triangular board also along its two diagonals.
 */

/**
 * @typedef {Object} Board
 * @property {string} key
 * @property {'square'|'triangle'} shape
 * @property {{r: number, c: number, x: number, y: number}[]} cells x, y: drawing position in hole spacings
 * @property {[number, number, number][]} jumps from, over, to
 * @property {number} width drawing extent in hole spacings
 * @property {number} height
 */

/**
 * @typedef {Object} Puzzle
 * @property {string} board board key
 * @property {string} name string key of its name
 * @property {string[]} rows pattern: 'o' peg, '-' empty hole, ' ' no hole (triangles: row r has r+1 holes)
 * @property {[number, number]} target row, column of the hole a "genius" finish ends in
 */

/** @param {string} key @param {string[]} mask 'o' where a hole is @returns {Board} */
function squareBoard(key, mask) {
  /** @type {Board['cells']} */
  const cells = [];
  /** @type {Map<string, number>} */
  const at = new Map();
  mask.forEach((row, r) => [...row].forEach((ch, c) => {
    if (ch !== ' ') { at.set(`${r},${c}`, cells.length); cells.push({ r, c, x: c, y: r }); }
  }));
  /** @type {[number, number, number][]} */
  const jumps = [];
  for (const [i, cell] of cells.entries()) {
    for (const [dr, dc] of [[0, 1], [0, -1], [1, 0], [-1, 0]]) {
      const b = at.get(`${cell.r + dr},${cell.c + dc}`);
      const t = at.get(`${cell.r + 2 * dr},${cell.c + 2 * dc}`);
      if (b !== undefined && t !== undefined) jumps.push([i, b, t]);
    }
  }
  return { key, shape: 'square', cells, jumps, width: mask[0]?.length ?? 0, height: mask.length };
}

/** @param {string} key @param {number} n rows @returns {Board} */
function triangleBoard(key, n) {
  /** @type {Board['cells']} */
  const cells = [];
  /** @type {Map<string, number>} */
  const at = new Map();
  for (let r = 0; r < n; r++) {
    for (let c = 0; c <= r; c++) {
      at.set(`${r},${c}`, cells.length);
      // Rows are centred: each hole sits between the two above it.
      cells.push({ r, c, x: (n - 1) / 2 + c - r / 2, y: r * 0.866 });
    }
  }
  /** @type {[number, number, number][]} */
  const jumps = [];
  for (const [i, cell] of cells.entries()) {
    for (const [dr, dc] of [[0, 1], [0, -1], [1, 0], [-1, 0], [1, 1], [-1, -1]]) {
      const b = at.get(`${cell.r + dr},${cell.c + dc}`);
      const t = at.get(`${cell.r + 2 * dr},${cell.c + 2 * dc}`);
      if (b !== undefined && t !== undefined) jumps.push([i, b, t]);
    }
  }
  return { key, shape: 'triangle', cells, jumps, width: n, height: (n - 1) * 0.866 + 1 };
}

const ENGLISH_MASK = ['  ooo  ', '  ooo  ', 'ooooooo', 'ooooooo', 'ooooooo', '  ooo  ', '  ooo  '];
const EUROPEAN_MASK = ['  ooo  ', ' ooooo ', 'ooooooo', 'ooooooo', 'ooooooo', ' ooooo ', '  ooo  '];

/** @type {Record<string, Board>} */
export const BOARDS = {
  english: squareBoard('english', ENGLISH_MASK),
  european: squareBoard('european', EUROPEAN_MASK),
  tri5: triangleBoard('tri5', 5),
  tri6: triangleBoard('tri6', 6),
};

/**
 * The level ladders, one per board family, easiest first; each ends with the full classic board.
 * Every pattern is proven by the unit tests to reduce to one peg on its target hole.
 * @type {Record<string, Puzzle[]>}
 */
export const LADDERS = {
  english: [
    { board: 'english', name: 'cross', target: [3, 3], rows: ['  ---  ', '  -o-  ', '--ooo--', '---o---', '---o---', '  ---  ', '  ---  '] },
    { board: 'english', name: 'plus', target: [3, 3], rows: ['  ---  ', '  -o-  ', '---o---', '-ooooo-', '---o---', '  -o-  ', '  ---  '] },
    { board: 'english', name: 'fireplace', target: [3, 3], rows: ['  ooo  ', '  ooo  ', '--ooo--', '--o-o--', '-------', '  ---  ', '  ---  '] },
    { board: 'english', name: 'pyramid', target: [3, 3], rows: ['  ---  ', '  -o-  ', '--ooo--', '-ooooo-', 'ooooooo', '  ---  ', '  ---  '] },
    { board: 'english', name: 'arrow', target: [3, 3], rows: ['  -o-  ', '  ooo  ', '-ooooo-', '---o---', '---o---', '  ooo  ', '  ooo  '] },
    { board: 'english', name: 'diamond', target: [3, 3], rows: ['  -o-  ', '  ooo  ', '-ooooo-', 'ooo-ooo', '-ooooo-', '  ooo  ', '  -o-  '] },
    { board: 'english', name: 'classic', target: [3, 3], rows: ['  ooo  ', '  ooo  ', 'ooooooo', 'ooo-ooo', 'ooooooo', '  ooo  ', '  ooo  '] },
  ],
  european: [
    { board: 'european', name: 'ring', target: [3, 3], rows: ['  ---  ', ' --o-- ', '--ooo--', '-oo-oo-', '--ooo--', ' --o-- ', '  ---  '] },
    { board: 'european', name: 'butterfly', target: [3, 3], rows: ['  ---  ', ' oo-oo ', '-o-o-o-', '--o-o--', '-o-o-o-', ' oo-oo ', '  ---  '] },
    { board: 'european', name: 'octagon', target: [3, 3], rows: ['  ---  ', ' -ooo- ', '-ooooo-', '-oo-oo-', '-ooooo-', ' -ooo- ', '  ---  '] },
    { board: 'european', name: 'block', target: [3, 3], rows: ['  ---  ', ' ooooo ', '-ooooo-', '-ooooo-', '-ooooo-', ' ooooo ', '  ---  '] },
    { board: 'european', name: 'star', target: [3, 3], rows: ['  -o-  ', ' ooooo ', '-ooooo-', 'ooooooo', '-ooooo-', ' ooooo ', '  -o-  '] },
    // From a single vacancy the French board can never end on its centre (a parity invariant), so
    // its genius hole is the nearest one that can be reached.
    { board: 'european', name: 'french', target: [3, 4], rows: ['  ooo  ', ' ooooo ', 'ooooooo', 'oo-oooo', 'ooooooo', ' ooooo ', '  ooo  '] },
  ],
  triangle: [
    { board: 'tri5', name: 'tri15a', target: [0, 0], rows: ['-', 'oo', 'ooo', 'oooo', 'ooooo'] },
    { board: 'tri5', name: 'tri15b', target: [2, 0], rows: ['o', 'oo', '-oo', 'oooo', 'ooooo'] },
    { board: 'tri5', name: 'tri15c', target: [2, 2], rows: ['o', 'oo', 'ooo', 'o-oo', 'ooooo'] },
    { board: 'tri5', name: 'tri15d', target: [4, 2], rows: ['o', 'oo', 'ooo', 'oooo', 'oo-oo'] },
    { board: 'tri6', name: 'tri21', target: [0, 0], rows: ['-', 'oo', 'ooo', 'oooo', 'ooooo', 'oooooo'] },
  ],
};

/** Index of the hole at (r, c), or -1. @param {Board} b @param {number} r @param {number} c */
export function cellAt(b, r, c) {
  return b.cells.findIndex((cell) => cell.r === r && cell.c === c);
}

/**
 * The start position of a puzzle (one boolean per hole). Throws when the pattern doesn't match
 * the board's holes.
 * @param {Puzzle} p
 */
export function startPosition(p) {
  const b = BOARDS[p.board];
  if (!b) throw new Error(`unknown board ${p.board}`);
  const pegs = new Array(b.cells.length).fill(false);
  let holes = 0;
  p.rows.forEach((row, r) => [...row].forEach((ch, c) => {
    if (ch === ' ') return;
    const i = cellAt(b, r, c);
    if (i < 0 || (ch !== 'o' && ch !== '-')) throw new Error(`bad pattern cell ${r},${c}`);
    pegs[i] = ch === 'o';
    holes++;
  }));
  if (holes !== b.cells.length) throw new Error('pattern does not cover the board');
  return pegs;
}

/** The target hole's index. @param {Puzzle} p */
export function targetOf(p) {
  return cellAt(/** @type {Board} */ (BOARDS[p.board]), p.target[0], p.target[1]);
}

/** Jumps possible now. @param {Board} b @param {boolean[]} pegs */
export function legalMoves(b, pegs) {
  return b.jumps.filter(([f, o, t]) => pegs[f] && pegs[o] && !pegs[t]);
}

/** Jumps possible from one peg. @param {Board} b @param {boolean[]} pegs @param {number} from */
export function movesFrom(b, pegs, from) {
  return legalMoves(b, pegs).filter((m) => m[0] === from);
}

/**
 * The position after jumping from → to, or null if that is not a legal jump.
 * @param {Board} b @param {boolean[]} pegs @param {number} from @param {number} to
 */
export function jump(b, pegs, from, to) {
  const m = b.jumps.find(([f, o, t]) => f === from && t === to && pegs[f] && pegs[o] && !pegs[t]);
  if (!m) return null;
  const next = pegs.slice();
  next[m[0]] = false;
  next[m[1]] = false;
  next[m[2]] = true;
  return { pegs: next, over: m[1] };
}

/** @param {boolean[]} pegs */
export function pegCount(pegs) {
  return pegs.reduce((n, p) => n + (p ? 1 : 0), 0);
}

/**
 * How a finished game rates: 'genius' (one peg, on the target), 'one' (one peg elsewhere), then by
 * pegs left.
 * @param {boolean[]} pegs @param {number} target
 * @returns {'genius'|'one'|'two'|'good'|'fair'}
 */
export function rating(pegs, target) {
  const n = pegCount(pegs);
  if (n === 1) return pegs[target] ? 'genius' : 'one';
  if (n === 2) return 'two';
  if (n <= 4) return 'good';
  return 'fair';
}

/**
 * Points for a finished puzzle: 10 per peg removed, 150 for a single peg, 250 more for a genius
 * finish, and each undo used costs 5 (never below zero).
 * @param {number} startPegs @param {boolean[]} pegs @param {number} target @param {number} undos
 */
export function puzzleScore(startPegs, pegs, target, undos) {
  const left = pegCount(pegs);
  const r = rating(pegs, target);
  const bonus = r === 'genius' ? 400 : r === 'one' ? 150 : 0;
  return Math.max(0, (startPegs - left) * 10 + bonus - undos * 5);
}

/**
 * Depth-first search with a table of dead positions: a sequence of jumps ending with one peg on
 * `target` (or anywhere when target < 0), or null. Positions are keyed by two 30-bit words.
 * @param {Board} b @param {boolean[]} start @param {number} target @param {number} [budget] positions to visit before giving up
 * @returns {[number, number][] | null} list of [from, to]
 */
export function solve(b, start, target, budget = 5_000_000) {
  const n = b.cells.length;
  const pegs = start.slice();
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < n; i++) if (pegs[i]) { if (i < 30) lo |= 1 << i; else hi |= 1 << (i - 30); }
  const flip = (/** @type {number} */ i) => { pegs[i] = !pegs[i]; if (i < 30) lo ^= 1 << i; else hi ^= 1 << (i - 30); };
  /** @type {Set<number>} */
  const dead = new Set();
  /** @type {[number, number][]} */
  const path = [];
  let left = pegCount(pegs);
  let visited = 0;
  const jumps = b.jumps;
  /** @returns {boolean} */
  const dfs = () => {
    if (left === 1) return target < 0 || !!pegs[target];
    const key = hi * 1073741824 + (lo >>> 0);
    if (dead.has(key)) return false;
    if (++visited > budget) return false;
    for (const [f, o, t] of jumps) {
      if (!pegs[f] || !pegs[o] || pegs[t]) continue;
      flip(f); flip(o); flip(t);
      left--;
      path.push([f, t]);
      if (dfs()) return true;
      path.pop();
      left++;
      flip(f); flip(o); flip(t);
    }
    dead.add(key);
    return false;
  };
  return dfs() ? path : null;
}
