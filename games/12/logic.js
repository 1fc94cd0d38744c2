// @ts-check
/**
 * Pure rules of the match-3 game (no DOM). A board is Gem|null[rows][cols]; row 0 is the top.
 * Gems carry an id so the view can animate them as they move.
 */

/** 0 plain, 1 clears its row, 2 clears its column, 3 bomb (3×3), 4 rainbow (all of one colour). */
export const PLAIN = 0;
export const LINE_H = 1;
export const LINE_V = 2;
export const BOMB = 3;
export const RAINBOW = 4;

/** @typedef {{id: number, c: number, s: number}} Gem c = colour index (−1 for rainbow), s = special */
/** @typedef {(Gem | null)[][]} Board */
/** @typedef {{r: number, c: number}} Pos */
/** @typedef {{color: number, cells: Pos[], longest: number, dir: 'h'|'v'|'both'}} Group */
/** @typedef {{board: Board, cleared: (Pos & {gem: Gem})[], created: (Pos & {gem: Gem})[], groups: Group[]}} ClearResult */
/** @typedef {{board: Board, falls: {id: number, c: number, fromR: number, toR: number}[]}} CollapseResult */

let uid = 1;
/** @param {number} c @param {number} [s] @returns {Gem} */
export function gem(c, s = PLAIN) {
  return { id: uid++, c: s === RAINBOW ? -1 : c, s };
}

/** @param {Board} b @returns {Board} */
export function cloneBoard(b) {
  return b.map((row) => row.slice());
}

/** @param {Board} b @param {number} r @param {number} c */
export function at(b, r, c) {
  return b[r]?.[c] ?? null;
}

/** Colour used for matching (null for empty cells and rainbows). @param {Gem | null} g */
const col = (g) => (g && g.s !== RAINBOW ? g.c : null);

/**
 * Builds a board from rows of digits for tests: '0'–'9' colours, '.' empty; a suffix letter is not
 * supported, use `special` afterwards.
 * @param {string[]} rows
 */
export function parse(rows) {
  return rows.map((row) => [...row].map((ch) => (ch === '.' ? null : gem(Number(ch)))));
}

/** Board as digit strings ('.' empty, '*' rainbow). @param {Board} b */
export function show(b) {
  return b.map((row) => row.map((g) => (!g ? '.' : g.s === RAINBOW ? '*' : String(g.c))).join(''));
}

/**
 * Finds all matches: horizontal and vertical runs of 3+ equal colours, merged into groups when they
 * share a cell (L and T shapes).
 * @param {Board} b
 * @returns {Group[]}
 */
export function findMatches(b) {
  const rows = b.length;
  const cols = b[0]?.length ?? 0;
  /** @type {{cells: Pos[], dir: 'h'|'v', color: number}[]} */
  const runs = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols;) {
      const k = col(at(b, r, c));
      let e = c + 1;
      while (k !== null && e < cols && col(at(b, r, e)) === k) e++;
      if (k !== null && e - c >= 3) runs.push({ dir: 'h', color: k, cells: Array.from({ length: e - c }, (_, i) => ({ r, c: c + i })) });
      c = e;
    }
  }
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows;) {
      const k = col(at(b, r, c));
      let e = r + 1;
      while (k !== null && e < rows && col(at(b, e, c)) === k) e++;
      if (k !== null && e - r >= 3) runs.push({ dir: 'v', color: k, cells: Array.from({ length: e - r }, (_, i) => ({ r: r + i, c })) });
      r = e;
    }
  }
  // Union runs that share a cell.
  const parent = runs.map((_, i) => i);
  /** @param {number} i @returns {number} */
  const find = (i) => (parent[i] === i ? i : (parent[i] = find(/** @type {number} */ (parent[i]))));
  /** @type {Map<string, number>} */
  const owner = new Map();
  runs.forEach((run, i) => {
    for (const p of run.cells) {
      const key = `${p.r},${p.c}`;
      const o = owner.get(key);
      if (o === undefined) owner.set(key, i);
      else parent[find(i)] = find(o);
    }
  });
  /** @type {Map<number, Group>} */
  const groups = new Map();
  runs.forEach((run, i) => {
    const root = find(i);
    let g = groups.get(root);
    if (!g) {
      g = { color: run.color, cells: [], longest: 0, dir: run.dir };
      groups.set(root, g);
    }
    if (g.dir !== run.dir) g.dir = 'both';
    g.longest = Math.max(g.longest, run.cells.length);
    for (const p of run.cells) if (!g.cells.some((q) => q.r === p.r && q.c === p.c)) g.cells.push(p);
  });
  return [...groups.values()];
}

/**
 * The special gem a group earns: 5 in a line → rainbow, L/T shape → bomb, 4 in a line → line gem
 * (a horizontal four clears a row, a vertical four a column), 3 → none.
 * @param {Group} g
 */
export function specialFor(g) {
  if (g.longest >= 5) return RAINBOW;
  if (g.dir === 'both') return BOMB;
  if (g.longest === 4) return g.dir === 'h' ? LINE_H : LINE_V;
  return PLAIN;
}

/**
 * Cells a special gem sweeps when it is cleared.
 * @param {Board} b @param {Pos} p @param {Gem} g
 * @returns {Pos[]}
 */
export function blastArea(b, p, g) {
  const rows = b.length;
  const cols = b[0]?.length ?? 0;
  /** @type {Pos[]} */
  const out = [];
  if (g.s === LINE_H) for (let c = 0; c < cols; c++) out.push({ r: p.r, c });
  else if (g.s === LINE_V) for (let r = 0; r < rows; r++) out.push({ r, c: p.c });
  else if (g.s === BOMB) {
    for (let r = p.r - 1; r <= p.r + 1; r++) for (let c = p.c - 1; c <= p.c + 1; c++) if (r >= 0 && c >= 0 && r < rows && c < cols) out.push({ r, c });
  } else if (g.s === RAINBOW) {
    const k = mostCommonColor(b);
    b.forEach((row, r) => row.forEach((x, c) => { if (x && x.c === k) out.push({ r, c }); }));
  }
  return out;
}

/** @param {Board} b */
export function mostCommonColor(b) {
  /** @type {Map<number, number>} */
  const n = new Map();
  for (const row of b) for (const g of row) if (g && g.s !== RAINBOW) n.set(g.c, (n.get(g.c) ?? 0) + 1);
  let best = -1;
  let most = 0;
  for (const [k, v] of n) if (v > most) { best = k; most = v; }
  return best;
}

/**
 * Clears the given cells, setting off any special gems among them (chains included).
 * @param {Board} b @param {Pos[]} cells @param {(Pos & {gem: Gem})[]} [create] specials placed afterwards
 * @returns {ClearResult}
 */
export function clearCells(b, cells, create = []) {
  const out = cloneBoard(b);
  /** @type {(Pos & {gem: Gem})[]} */
  const cleared = [];
  const seen = new Set();
  const queue = cells.slice();
  while (queue.length) {
    const p = /** @type {Pos} */ (queue.shift());
    const key = p.r * 1000 + p.c;
    if (seen.has(key)) continue;
    seen.add(key);
    const g = at(out, p.r, p.c);
    if (!g) continue;
    cleared.push({ ...p, gem: g });
    if (g.s !== PLAIN) queue.push(...blastArea(out, p, g));
  }
  for (const p of cleared) /** @type {(Gem|null)[]} */ (out[p.r])[p.c] = null;
  for (const p of create) /** @type {(Gem|null)[]} */ (out[p.r])[p.c] = p.gem;
  return { board: out, cleared, created: create, groups: [] };
}

/**
 * One clearing step: removes every current match (setting off specials) and leaves special gems
 * earned by 4/5/L/T matches. `swapped` (the cells the player just swapped) is where specials appear.
 * Returns null when there is no match.
 * @param {Board} b @param {Pos[]} [swapped]
 * @returns {ClearResult | null}
 */
export function clearMatches(b, swapped = []) {
  const groups = findMatches(b);
  if (!groups.length) return null;
  /** @type {Pos[]} */
  const cells = [];
  /** @type {(Pos & {gem: Gem})[]} */
  const create = [];
  for (const g of groups) {
    cells.push(...g.cells);
    const s = specialFor(g);
    if (s === PLAIN) continue;
    const spot = g.cells.find((p) => swapped.some((q) => q.r === p.r && q.c === p.c)) ?? /** @type {Pos} */ (g.cells[Math.floor(g.cells.length / 2)]);
    create.push({ ...spot, gem: gem(g.color, s) });
  }
  const res = clearCells(b, cells, create);
  res.groups = groups;
  return res;
}

/**
 * Gravity and refill: gems fall into the gaps below them and new random gems drop in from above.
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
      /** @type {(Gem|null)[]} */ (out[write])[c] = g;
      if (write !== r) falls.push({ id: g.id, c, fromR: r, toR: write });
      write--;
    }
    const missing = write + 1;
    for (let r = write; r >= 0; r--) {
      const g = gem(Math.floor(rand() * colors));
      /** @type {(Gem|null)[]} */ (out[r])[c] = g;
      falls.push({ id: g.id, c, fromR: r - missing, toR: r });
    }
  }
  return { board: out, falls };
}

/** @param {Pos} a @param {Pos} b */
export function adjacent(a, b) {
  return Math.abs(a.r - b.r) + Math.abs(a.c - b.c) === 1;
}

/** @param {Board} b @param {Pos} a @param {Pos} q @returns {Board} */
export function swapped(b, a, q) {
  const out = cloneBoard(b);
  const ga = at(b, a.r, a.c);
  /** @type {(Gem|null)[]} */ (out[a.r])[a.c] = at(b, q.r, q.c);
  /** @type {(Gem|null)[]} */ (out[q.r])[q.c] = ga;
  return out;
}

/**
 * Whether swapping two cells is a legal move: adjacent, and it either makes a match or involves a
 * rainbow gem.
 * @param {Board} b @param {Pos} a @param {Pos} q
 */
export function isValidSwap(b, a, q) {
  const ga = at(b, a.r, a.c);
  const gq = at(b, q.r, q.c);
  if (!ga || !gq || !adjacent(a, q)) return false;
  if (ga.s === RAINBOW || gq.s === RAINBOW) return true;
  return findMatches(swapped(b, a, q)).length > 0;
}

/**
 * A rainbow swap: clears every gem of the other gem's colour (or the whole board for two rainbows).
 * @param {Board} b @param {Pos} a @param {Pos} q
 * @returns {ClearResult | null}
 */
export function rainbowSwap(b, a, q) {
  const ga = at(b, a.r, a.c);
  const gq = at(b, q.r, q.c);
  if (!ga || !gq) return null;
  const rainbowA = ga.s === RAINBOW;
  const rainbowQ = gq.s === RAINBOW;
  if (!rainbowA && !rainbowQ) return null;
  /** @type {Pos[]} */
  const cells = [a, q];
  if (rainbowA && rainbowQ) b.forEach((row, r) => row.forEach((x, c) => { if (x) cells.push({ r, c }); }));
  else {
    const k = rainbowA ? gq.c : ga.c;
    b.forEach((row, r) => row.forEach((x, c) => { if (x && x.c === k) cells.push({ r, c }); }));
  }
  // The rainbow itself is used up without a second colour sweep.
  const nb = cloneBoard(b);
  for (const p of [a, q]) {
    const g = at(nb, p.r, p.c);
    if (g && g.s === RAINBOW) /** @type {(Gem|null)[]} */ (nb[p.r])[p.c] = { ...g, s: PLAIN };
  }
  return clearCells(nb, cells);
}

/** First legal move found, or null. @param {Board} b @returns {[Pos, Pos] | null} */
export function findMove(b) {
  const rows = b.length;
  const cols = b[0]?.length ?? 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      for (const [dr, dc] of [[0, 1], [1, 0]]) {
        const q = { r: r + (dr ?? 0), c: c + (dc ?? 0) };
        if (q.r < rows && q.c < cols && isValidSwap(b, { r, c }, q)) return [{ r, c }, q];
      }
    }
  }
  return null;
}

/** @param {Board} b */
export function hasMoves(b) {
  return findMove(b) !== null;
}

/**
 * A fresh board with no ready-made matches and at least one legal move.
 * @param {number} rows @param {number} cols @param {number} colors @param {() => number} rand
 * @returns {Board}
 */
export function newBoard(rows, cols, colors, rand) {
  for (;;) {
    /** @type {Board} */
    const b = Array.from({ length: rows }, () => Array.from({ length: cols }, () => null));
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        let k;
        do k = Math.floor(rand() * colors);
        while ((c >= 2 && col(at(b, r, c - 1)) === k && col(at(b, r, c - 2)) === k) || (r >= 2 && col(at(b, r - 1, c)) === k && col(at(b, r - 2, c)) === k));
        /** @type {(Gem|null)[]} */ (b[r])[c] = gem(k);
      }
    }
    if (hasMoves(b)) return b;
  }
}

/**
 * Reshuffles the same gems when no move is left, until there is no ready match and a move exists.
 * @param {Board} b @param {() => number} rand
 * @returns {Board}
 */
export function reshuffle(b, rand) {
  const gems = /** @type {Gem[]} */ (b.flat().filter(Boolean));
  for (let tries = 0; tries < 200; tries++) {
    for (let i = gems.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [gems[i], gems[j]] = [/** @type {Gem} */ (gems[j]), /** @type {Gem} */ (gems[i])];
    }
    let k = 0;
    const out = b.map((row) => row.map((g) => (g ? /** @type {Gem} */ (gems[k++]) : null)));
    if (!findMatches(out).length && hasMoves(out)) return out;
  }
  const colors = Math.max(...gems.map((g) => g.c)) + 1;
  return newBoard(b.length, b[0]?.length ?? 0, Math.max(3, colors), rand);
}

/** Points for clearing n gems in cascade step `combo` (1 = the player's own match). @param {number} n @param {number} combo */
export function stepScore(n, combo) {
  return n * 10 * combo;
}

/**
 * Resolves a board completely: clear, collapse, repeat while cascades keep matching.
 * @param {Board} b @param {() => number} rand @param {number} colors @param {Pos[]} [swappedCells]
 * @returns {{board: Board, score: number, combo: number, cleared: number, steps: number[]}}
 */
export function cascade(b, rand, colors, swappedCells = []) {
  let board = b;
  let score = 0;
  let combo = 0;
  let cleared = 0;
  /** @type {number[]} */
  const steps = [];
  for (;;) {
    const res = clearMatches(board, combo === 0 ? swappedCells : []);
    if (!res) break;
    combo++;
    cleared += res.cleared.length;
    steps.push(res.cleared.length);
    score += stepScore(res.cleared.length, combo);
    board = collapse(res.board, rand, colors).board;
  }
  return { board, score, combo, cleared, steps };
}

/**
 * Level goals: reach `target` points within `moves` swaps. Levels 1–3 use five colours, then a sixth
 * colour makes cascades rarer while targets keep rising.
 * @param {number} level
 */
export function levelGoal(level) {
  if (level <= 3) return { target: 1500 + (level - 1) * 700, moves: 20, colors: 5 };
  return { target: 1800 + (level - 4) * 400, moves: 22, colors: 6 };
}
