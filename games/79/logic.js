// @ts-check
/**
 * Pure rules of Hex Spin (no DOM). The board is a field of flat-topped hexagons in columns; odd
 * columns sit half a cell lower ("odd-q" layout), so every column is a straight vertical stack and
 * pieces fall straight down it. Board[r][c], row 0 at the top.
 *
 * A move turns the three hexes around one corner point (a "pivot") by a third of a turn. It only
 * counts when it lines up three or more of a colour along one of the three hex axes, or closes a
 * triangle of three around any pivot.
 */

export const PLAIN = 0;
/** Made by a straight four: clears its whole line along the axis it was made on. */
export const LINE = 1;
/** Made by any other group of four or more: clears itself and its six neighbours. */
export const BOMB = 2;
/** Made by a straight five or a group of seven: clears every piece of its colour. */
export const STAR = 3;

/** @typedef {{id: number, c: number, s: number, axis: number}} Piece */
/** @typedef {(Piece | null)[][]} Board */
/** @typedef {{r: number, c: number}} Pos */
/** A corner shared by three hexes, cells in clockwise order on screen; x, y in hex radii. @typedef {{cells: [Pos, Pos, Pos], x: number, y: number}} Pivot */
/** @typedef {{color: number, cells: Pos[], longest: number, axis: number, tris: number}} Group */
/** @typedef {{board: Board, cleared: (Pos & {piece: Piece})[], created: (Pos & {piece: Piece})[], groups: Group[]}} ClearResult */
/** @typedef {{board: Board, falls: {id: number, c: number, fromR: number, toR: number}[]}} CollapseResult */

const SQ3 = Math.sqrt(3);

let uid = 1;
/** @param {number} c @param {number} [s] @param {number} [axis] @returns {Piece} */
export function piece(c, s = PLAIN, axis = 0) {
  return { id: uid++, c, s, axis };
}

/** Centre of a cell in hex radii (radius 1, flat tops). @param {number} r @param {number} c */
export function center(r, c) {
  return { x: 1.5 * c, y: SQ3 * (r + (c & 1) / 2) };
}

// Axial directions for flat-topped hexes, listed clockwise on screen starting lower-right.
/** @type {[number, number][]} */
const DIRS = [[1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1], [1, -1]];
/** The three line axes as axial steps: straight down, lower-right, upper-right. */
/** @type {[number, number][]} */
export const AXES = [[0, 1], [1, 0], [1, -1]];

/** @param {Pos} p */
const toAxial = (p) => ({ q: p.c, a: p.r - (p.c - (p.c & 1)) / 2 });
/** @param {number} q @param {number} a @returns {Pos} */
const fromAxial = (q, a) => ({ r: a + (q - (q & 1)) / 2, c: q });

/** Cell one step along an axial direction. @param {Pos} p @param {[number, number]} d @param {number} [k] */
export function stepFrom(p, d, k = 1) {
  const { q, a } = toAxial(p);
  return fromAxial(q + d[0] * k, a + d[1] * k);
}

/** @param {Board} b @param {Pos} p */
export function inside(b, p) {
  return p.r >= 0 && p.c >= 0 && p.r < b.length && p.c < (b[0]?.length ?? 0);
}

/** @param {Board} b @param {number} r @param {number} c */
export function at(b, r, c) {
  return b[r]?.[c] ?? null;
}

/** The (up to six) neighbours of a cell inside a rows × cols field. @param {number} rows @param {number} cols @param {Pos} p */
export function neighbours(rows, cols, p) {
  return DIRS.map((d) => stepFrom(p, d)).filter((q) => q.r >= 0 && q.c >= 0 && q.r < rows && q.c < cols);
}

/** @param {Pos} a @param {Pos} b */
export function adjacent(a, b) {
  return DIRS.some((d) => { const q = stepFrom(a, d); return q.r === b.r && q.c === b.c; });
}

/**
 * Every pivot of a rows × cols field: each trio of mutually touching cells, cells sorted clockwise
 * around their shared corner.
 * @param {number} rows @param {number} cols
 * @returns {Pivot[]}
 */
export function pivots(rows, cols) {
  /** @type {Map<string, Pivot>} */
  const seen = new Map();
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      for (let i = 0; i < 6; i++) {
        const p = { r, c };
        const a = stepFrom(p, /** @type {[number, number]} */ (DIRS[i]));
        const b = stepFrom(p, /** @type {[number, number]} */ (DIRS[(i + 1) % 6]));
        const trio = [p, a, b];
        if (!trio.every((q) => q.r >= 0 && q.c >= 0 && q.r < rows && q.c < cols)) continue;
        const key = trio.map((q) => q.r * 100 + q.c).sort((x, y) => x - y).join(',');
        if (seen.has(key)) continue;
        const pts = trio.map((q) => center(q.r, q.c));
        const x = (pts[0].x + pts[1].x + pts[2].x) / 3;
        const y = (pts[0].y + pts[1].y + pts[2].y) / 3;
        const order = trio.map((q, k) => ({ q, ang: Math.atan2(pts[k].y - y, pts[k].x - x) })).sort((m, n) => m.ang - n.ang).map((o) => o.q);
        seen.set(key, { cells: /** @type {[Pos, Pos, Pos]} */ (order), x, y });
      }
    }
  }
  return [...seen.values()].sort((m, n) => m.y - n.y || m.x - n.x);
}

/** @param {Board} b @returns {Board} */
export function cloneBoard(b) {
  return b.map((row) => row.slice());
}

/**
 * Turns the three pieces of a pivot a third of a turn: dir 1 clockwise on screen, -1 anticlockwise.
 * @param {Board} b @param {Pivot} pv @param {1 | -1} dir
 * @returns {Board}
 */
export function rotate(b, pv, dir) {
  const out = cloneBoard(b);
  const [p0, p1, p2] = pv.cells;
  const ring = [p0, p1, p2];
  for (let i = 0; i < 3; i++) {
    const from = /** @type {Pos} */ (ring[i]);
    const to = /** @type {Pos} */ (ring[(i + dir + 3) % 3]);
    /** @type {(Piece|null)[]} */ (out[to.r])[to.c] = at(b, from.r, from.c);
  }
  return out;
}

/**
 * Every match on the board: runs of three or more of a colour along any of the three axes and
 * trios of one colour around a pivot, merged into one group when they share a cell.
 * @param {Board} b @param {Pivot[]} pvs
 * @returns {Group[]}
 */
export function findMatches(b, pvs) {
  /** @type {{cells: Pos[], color: number, len: number, axis: number}[]} */
  const parts = [];
  const rows = b.length;
  const cols = b[0]?.length ?? 0;
  AXES.forEach((d, axis) => {
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const g = at(b, r, c);
        if (!g) continue;
        const prev = stepFrom({ r, c }, d, -1);
        if (inside(b, prev) && at(b, prev.r, prev.c)?.c === g.c) continue; // not the start of its run
        const run = [{ r, c }];
        for (let q = stepFrom({ r, c }, d); inside(b, q) && at(b, q.r, q.c)?.c === g.c; q = stepFrom(q, d)) run.push(q);
        if (run.length >= 3) parts.push({ cells: run, color: g.c, len: run.length, axis });
      }
    }
  });
  for (const pv of pvs) {
    const g = pv.cells.map((p) => at(b, p.r, p.c));
    if (g[0] && g[1] && g[2] && g[0].c === g[1].c && g[1].c === g[2].c) parts.push({ cells: [...pv.cells], color: g[0].c, len: 0, axis: -1 });
  }
  const parent = parts.map((_, i) => i);
  /** @param {number} i @returns {number} */
  const find = (i) => (parent[i] === i ? i : (parent[i] = find(/** @type {number} */ (parent[i]))));
  /** @type {Map<number, number>} */
  const owner = new Map();
  parts.forEach((part, i) => {
    for (const p of part.cells) {
      const key = p.r * 100 + p.c;
      const o = owner.get(key);
      if (o === undefined) owner.set(key, i);
      else parent[find(i)] = find(o);
    }
  });
  /** @type {Map<number, Group>} */
  const groups = new Map();
  parts.forEach((part, i) => {
    const root = find(i);
    let g = groups.get(root);
    if (!g) groups.set(root, (g = { color: part.color, cells: [], longest: 0, axis: 0, tris: 0 }));
    if (part.len > g.longest) { g.longest = part.len; g.axis = part.axis; }
    if (part.len === 0) g.tris++;
    for (const p of part.cells) if (!g.cells.some((q) => q.r === p.r && q.c === p.c)) g.cells.push(p);
  });
  return [...groups.values()];
}

/**
 * The special piece a group earns.
 * @param {Group} g
 * @returns {{s: number, axis: number}}
 */
export function specialFor(g) {
  if (g.longest >= 5 || g.cells.length >= 7) return { s: STAR, axis: 0 };
  if (g.longest === 4) return { s: LINE, axis: g.axis };
  if (g.cells.length >= 4) return { s: BOMB, axis: 0 };
  return { s: PLAIN, axis: 0 };
}

/**
 * Cells a special piece sweeps when it is cleared.
 * @param {Board} b @param {Pos} p @param {Piece} g
 * @returns {Pos[]}
 */
export function blastArea(b, p, g) {
  /** @type {Pos[]} */
  const out = [];
  if (g.s === LINE) {
    const d = /** @type {[number, number]} */ (AXES[g.axis]);
    for (let q = p; inside(b, q); q = stepFrom(q, d, -1)) out.push(q);
    for (let q = stepFrom(p, d); inside(b, q); q = stepFrom(q, d)) out.push(q);
  } else if (g.s === BOMB) {
    out.push(p, ...neighbours(b.length, b[0]?.length ?? 0, p));
  } else if (g.s === STAR) {
    b.forEach((row, r) => row.forEach((x, c) => { if (x && x.c === g.c) out.push({ r, c }); }));
  }
  return out;
}

/**
 * Clears cells, setting off the specials among them (chains included), then places new specials.
 * @param {Board} b @param {Pos[]} cells @param {(Pos & {piece: Piece})[]} [create]
 * @returns {ClearResult}
 */
export function clearCells(b, cells, create = []) {
  const out = cloneBoard(b);
  /** @type {(Pos & {piece: Piece})[]} */
  const cleared = [];
  const seen = new Set();
  const queue = cells.slice();
  while (queue.length) {
    const p = /** @type {Pos} */ (queue.shift());
    const key = p.r * 100 + p.c;
    if (seen.has(key)) continue;
    seen.add(key);
    const g = at(out, p.r, p.c);
    if (!g) continue;
    cleared.push({ ...p, piece: g });
    if (g.s !== PLAIN) queue.push(...blastArea(out, p, g));
  }
  for (const p of cleared) /** @type {(Piece|null)[]} */ (out[p.r])[p.c] = null;
  for (const p of create) /** @type {(Piece|null)[]} */ (out[p.r])[p.c] = p.piece;
  return { board: out, cleared, created: create, groups: [] };
}

/**
 * One clearing step: removes every match and leaves the specials earned, on a cell the player just
 * moved when the group has one (so the reward appears where the player looked).
 * @param {Board} b @param {Pivot[]} pvs @param {Pos[]} [moved]
 * @returns {ClearResult | null}
 */
export function clearMatches(b, pvs, moved = []) {
  const groups = findMatches(b, pvs);
  if (!groups.length) return null;
  /** @type {Pos[]} */
  const cells = [];
  /** @type {(Pos & {piece: Piece})[]} */
  const create = [];
  for (const g of groups) {
    cells.push(...g.cells);
    const sp = specialFor(g);
    if (sp.s === PLAIN) continue;
    const spot = g.cells.find((p) => moved.some((q) => q.r === p.r && q.c === p.c)) ?? /** @type {Pos} */ (g.cells[Math.floor(g.cells.length / 2)]);
    create.push({ ...spot, piece: piece(g.color, sp.s, sp.axis) });
  }
  const res = clearCells(b, cells, create);
  res.groups = groups;
  return res;
}

/**
 * Gravity down each column and a refill from the top.
 * @param {Board} b @param {() => number} rand @param {number} colors
 * @returns {CollapseResult}
 */
export function collapse(b, rand, colors) {
  const rows = b.length;
  const cols = b[0]?.length ?? 0;
  const out = cloneBoard(b);
  /** @type {CollapseResult['falls']} */
  const falls = [];
  for (let c = 0; c < cols; c++) {
    let write = rows - 1;
    for (let r = rows - 1; r >= 0; r--) {
      const g = at(b, r, c);
      if (!g) continue;
      /** @type {(Piece|null)[]} */ (out[write])[c] = g;
      if (write !== r) falls.push({ id: g.id, c, fromR: r, toR: write });
      write--;
    }
    const missing = write + 1;
    for (let r = write; r >= 0; r--) {
      const g = piece(Math.floor(rand() * colors));
      /** @type {(Piece|null)[]} */ (out[r])[c] = g;
      falls.push({ id: g.id, c, fromR: r - missing, toR: r });
    }
  }
  return { board: out, falls };
}

/** @param {Board} b @param {Pivot[]} pvs @param {Pivot} pv @param {1 | -1} dir */
export function isValidRotation(b, pvs, pv, dir) {
  if (pv.cells.some((p) => !at(b, p.r, p.c))) return false;
  return findMatches(rotate(b, pv, dir), pvs).length > 0;
}

/**
 * Every scoring move; a pivot whose three pieces share a colour never counts (turning it changes nothing).
 * @param {Board} b @param {Pivot[]} pvs
 * @returns {{pivot: number, dir: 1 | -1}[]}
 */
export function allMoves(b, pvs) {
  /** @type {{pivot: number, dir: 1 | -1}[]} */
  const out = [];
  pvs.forEach((pv, i) => {
    for (const dir of /** @type {(1 | -1)[]} */ ([1, -1])) if (isValidRotation(b, pvs, pv, dir)) out.push({ pivot: i, dir });
  });
  return out;
}

/** First scoring move, or null. @param {Board} b @param {Pivot[]} pvs */
export function findMove(b, pvs) {
  for (let i = 0; i < pvs.length; i++) {
    const pv = /** @type {Pivot} */ (pvs[i]);
    for (const dir of /** @type {(1 | -1)[]} */ ([1, -1])) if (isValidRotation(b, pvs, pv, dir)) return { pivot: i, dir };
  }
  return null;
}

/**
 * A fresh board without ready-made matches that has at least one move.
 * @param {number} rows @param {number} cols @param {number} colors @param {() => number} rand
 * @returns {Board}
 */
export function newBoard(rows, cols, colors, rand) {
  const pvs = pivots(rows, cols);
  for (;;) {
    /** @type {Board} */
    const b = Array.from({ length: rows }, () => Array.from({ length: cols }, () => null));
    let stuck = false;
    for (let c = 0; c < cols && !stuck; c++) {
      for (let r = 0; r < rows && !stuck; r++) {
        const options = [];
        for (let k = 0; k < colors; k++) {
          /** @type {(Piece|null)[]} */ (b[r])[c] = piece(k);
          if (!matchesAt(b, pvs, { r, c })) options.push(k);
        }
        if (!options.length) { stuck = true; break; }
        /** @type {(Piece|null)[]} */ (b[r])[c] = piece(/** @type {number} */ (options[Math.floor(rand() * options.length)]));
      }
    }
    if (!stuck && findMove(b, pvs)) return b;
  }
}

/** Whether any match passes through a cell. @param {Board} b @param {Pivot[]} pvs @param {Pos} p */
function matchesAt(b, pvs, p) {
  const g = at(b, p.r, p.c);
  if (!g) return false;
  for (const d of AXES) {
    let n = 1;
    for (let q = stepFrom(p, d); inside(b, q) && at(b, q.r, q.c)?.c === g.c; q = stepFrom(q, d)) n++;
    for (let q = stepFrom(p, d, -1); inside(b, q) && at(b, q.r, q.c)?.c === g.c; q = stepFrom(q, d, -1)) n++;
    if (n >= 3) return true;
  }
  return pvs.some((pv) => pv.cells.some((q) => q.r === p.r && q.c === p.c) && pv.cells.every((q) => at(b, q.r, q.c)?.c === g.c));
}

/**
 * Reshuffles the same pieces when no move is left, until no match stands and a move exists.
 * @param {Board} b @param {() => number} rand @param {number} colors
 * @returns {Board}
 */
export function reshuffle(b, rand, colors) {
  const pvs = pivots(b.length, b[0]?.length ?? 0);
  const all = /** @type {Piece[]} */ (b.flat().filter(Boolean));
  for (let tries = 0; tries < 300; tries++) {
    for (let i = all.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [all[i], all[j]] = [/** @type {Piece} */ (all[j]), /** @type {Piece} */ (all[i])];
    }
    let k = 0;
    const out = b.map((row) => row.map((g) => (g ? /** @type {Piece} */ (all[k++]) : null)));
    if (!findMatches(out, pvs).length && findMove(out, pvs)) return out;
  }
  return newBoard(b.length, b[0]?.length ?? 0, colors, rand);
}

/** Points for clearing n pieces in cascade step `step` (1 = the player's own move). @param {number} n @param {number} step */
export function stepScore(n, step) {
  return n * 10 * step;
}

/** Points for each move left when a level is finished. */
export const MOVE_BONUS = 100;

/**
 * Resolves a move completely: clear, collapse, repeat while the refill keeps matching.
 * @param {Board} b @param {Pivot[]} pvs @param {() => number} rand @param {number} colors @param {Pos[]} [moved]
 * @returns {{board: Board, score: number, steps: number, cleared: (Pos & {piece: Piece})[]}}
 */
export function cascade(b, pvs, rand, colors, moved = []) {
  let board = b;
  let score = 0;
  let steps = 0;
  /** @type {(Pos & {piece: Piece})[]} */
  const cleared = [];
  for (;;) {
    const res = clearMatches(board, pvs, steps === 0 ? moved : []);
    if (!res) break;
    steps++;
    cleared.push(...res.cleared);
    score += stepScore(res.cleared.length, steps);
    board = collapse(res.board, rand, colors).board;
  }
  return { board, score, steps, cleared };
}

// ------------------------------------------------------------------ levels

/**
 * @typedef {Object} LevelSpec
 * @property {number} moves
 * @property {number} colors
 * @property {{c: number, n: number}[]} collect pieces of a colour to clear
 * @property {number} ice iced cells (cleared by matching the piece on top)
 * @property {number} thick how many of them need two hits
 */

/**
 * Level table: colours, moves, pieces to collect ([colour, count]), iced cells and how many of
 * them take two hits. A seventh colour from level 5 makes cascades rarer, so the goals drop back
 * there before climbing again. Tuned with a greedy one-move bot (see logic.test.ts).
 * @type {[number, number, [number, number][], number, number][]}
 */
const TABLE = [
  [6, 20, [[0, 18], [2, 18]], 0, 0],
  [6, 20, [[1, 24]], 6, 0],
  [6, 20, [[3, 26], [4, 26]], 10, 0],
  [6, 19, [[0, 34], [5, 34]], 14, 4],
  [7, 20, [[2, 22], [6, 22]], 8, 0],
  [7, 20, [[1, 26]], 10, 2],
  [7, 20, [[3, 24], [5, 24]], 12, 4],
  [7, 20, [[0, 26], [4, 26]], 12, 4],
  [7, 19, [[6, 22], [2, 22], [1, 22]], 12, 4],
  [7, 19, [[3, 32]], 16, 6],
  [7, 19, [[4, 28], [0, 28]], 16, 8],
  [7, 18, [[5, 24], [1, 24], [6, 24]], 18, 8],
];

export const LEVELS = TABLE.length;

/**
 * Goals of level n (1-based).
 * @param {number} n
 * @returns {LevelSpec}
 */
export function levelSpec(n) {
  const [colors, moves, collect, ice, thick] = /** @type {typeof TABLE[number]} */ (TABLE[Math.max(0, Math.min(LEVELS, n) - 1)]);
  return { colors, moves, collect: collect.map(([c, k]) => ({ c, n: k })), ice, thick };
}

/**
 * Ice layers for a level, on random inner cells: an edge cell sits on few lines and pivots, so a
 * last sheet of ice there could take a whole level of waiting for the right colours.
 * @param {number} rows @param {number} cols @param {LevelSpec} spec @param {() => number} rand
 * @returns {number[][]}
 */
export function placeIce(rows, cols, spec, rand) {
  const ice = Array.from({ length: rows }, () => Array.from({ length: cols }, () => 0));
  /** @type {{r: number, c: number, w: number}[]} */
  const cells = [];
  for (let r = 1; r < rows - 1; r++) for (let c = 1; c < cols - 1; c++) cells.push({ r, c, w: rand() });
  cells.sort((a, b) => b.w - a.w);
  for (let i = 0; i < spec.ice && i < cells.length; i++) {
    const p = /** @type {{r: number, c: number}} */ (cells[i]);
    /** @type {number[]} */ (ice[p.r])[p.c] = i < spec.thick ? 2 : 1;
  }
  return ice;
}

/**
 * Takes one layer of ice off every cleared cell.
 * @param {number[][]} ice @param {Pos[]} cleared
 * @returns {{ice: number[][], broken: number}} broken = layers removed
 */
export function chipIce(ice, cleared) {
  const out = ice.map((row) => row.slice());
  let broken = 0;
  const seen = new Set();
  for (const p of cleared) {
    const key = p.r * 100 + p.c;
    if (seen.has(key)) continue;
    seen.add(key);
    const v = out[p.r]?.[p.c] ?? 0;
    if (v > 0) { /** @type {number[]} */ (out[p.r])[p.c] = v - 1; broken++; }
  }
  return { ice: out, broken };
}

/** @param {number[][]} ice */
export function iceLeft(ice) {
  return ice.flat().filter((v) => v > 0).length;
}

/**
 * Whether a level's goals are met.
 * @param {LevelSpec} spec @param {number[]} collected per colour @param {number[][]} ice
 */
export function goalsMet(spec, collected, ice) {
  return spec.collect.every((g) => (collected[g.c] ?? 0) >= g.n) && iceLeft(ice) === 0;
}
