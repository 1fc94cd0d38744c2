// @ts-check
/**
 * Pure rules of the jewel quest match-3 (no DOM). A board is a grid of cells; a cell may be a hole
 * (void), hold a stone, or hold a gem with ice underneath and/or a chain on it.
 *
 * - Ice (1 or 2 layers) loses a layer each time the gem on it is cleared.
 * - Stones (1 or 2 hits) take a hit when a gem next to them is cleared or a blast reaches them.
 * - A chained gem cannot be swapped and does not fall; a match or blast that includes it breaks the
 *   chain and leaves the gem.
 * - Four in a line makes a line gem (it clears its row for a horizontal match, its column for a
 *   vertical one), an L or T makes a bomb (3×3), five in a line a rainbow that clears every gem of
 *   the colour it is swapped with.
 * - Gems fall past fixed cells (holes, stones, chained gems) into the free cells below them, and
 *   new gems drop in from the top, so a board never keeps a gap.
 */

export const PLAIN = 0;
export const LINE_H = 1;
export const LINE_V = 2;
export const BOMB = 3;
export const RAINBOW = 4;

/** @typedef {{id: number, c: number, s: number}} Gem c = colour (−1 for a rainbow), s = special */
/** @typedef {{gem: Gem | null, ice: number, stone: number, chain: number, hole: boolean}} Cell */
/** @typedef {Cell[][]} Board */
/** @typedef {{r: number, c: number}} Pos */
/** @typedef {{color: number, cells: Pos[], longest: number, dir: 'h'|'v'|'both'}} Group */
/** @typedef {{cleared: (Pos & {gem: Gem})[], collected: number[], ice: number, stones: number, chains: number, created: (Pos & {gem: Gem})[]}} StepStats */
/** @typedef {{collect?: Record<number, number>, ice?: boolean, stones?: boolean}} Goals */
/** @typedef {{map: string[], moves: number, colors: number, goals: Goals}} Level */

let uid = 1;
/** @param {number} c @param {number} [s] @returns {Gem} */
export function gem(c, s = PLAIN) {
  return { id: uid++, c: s === RAINBOW ? -1 : c, s };
}

/** @param {Board} b @param {number} r @param {number} c @returns {Cell | null} */
export function cellAt(b, r, c) {
  return b[r]?.[c] ?? null;
}

/** @param {Board} b @returns {Board} */
export function cloneBoard(b) {
  return b.map((row) => row.map((x) => ({ ...x })));
}

/** Colour that takes part in matches (null for holes, stones, empty cells and rainbows). @param {Cell | null} x */
export function matchColor(x) {
  return x && x.gem && x.gem.s !== RAINBOW ? x.gem.c : null;
}

/** Fixed cells never move in gravity: holes, stones and chained gems. @param {Cell} x */
export function isFixed(x) {
  return x.hole || x.stone > 0 || (x.gem !== null && x.chain > 0);
}

/** Whether the player may pick up the gem in a cell. @param {Cell | null} x */
export function canMove(x) {
  return !!x && !x.hole && x.stone === 0 && x.chain === 0 && x.gem !== null;
}

/**
 * Builds a board from a level map, filling gems so that nothing matches at the start.
 * Map letters: '.' gem, 'x' hole, 'i'/'I' gem on 1/2 layers of ice, '#'/'%' stone of 1/2 hits,
 * 'c' chained gem, 'C' chained gem on ice.
 * @param {string[]} map @param {number} colors @param {() => number} rand
 * @returns {Board}
 */
export function fromMap(map, colors, rand) {
  for (let attempt = 0; ; attempt++) {
    /** @type {Board} */
    const b = map.map((row) => [...row].map((ch) => ({
      gem: null,
      ice: ch === 'i' || ch === 'C' ? 1 : ch === 'I' ? 2 : 0,
      stone: ch === '#' ? 1 : ch === '%' ? 2 : 0,
      chain: ch === 'c' || ch === 'C' ? 1 : 0,
      hole: ch === 'x',
    })));
    b.forEach((row, r) => row.forEach((x, c) => {
      if (x.hole || x.stone) return;
      let k;
      let tries = 0;
      do k = Math.floor(rand() * colors);
      while (tries++ < 20 && ((matchColor(cellAt(b, r, c - 1)) === k && matchColor(cellAt(b, r, c - 2)) === k) || (matchColor(cellAt(b, r - 1, c)) === k && matchColor(cellAt(b, r - 2, c)) === k)));
      x.gem = gem(k);
    }));
    if ((!findMatches(b).length && findMove(b)) || attempt > 50) return b;
  }
}

/**
 * Board from a test picture: one token per cell separated by spaces, e.g. "1 2i 3c # x 4I".
 * A digit is a gem colour ('*' a rainbow), followed by optional marks: i/I ice, c chain,
 * h/v/b line or bomb special. '#'/'%' stones, 'x' hole, '-' empty cell.
 * @param {string[]} rows
 * @returns {Board}
 */
export function parse(rows) {
  return rows.map((row) => row.trim().split(/\s+/).map((tok) => {
    /** @type {Cell} */
    const x = { gem: null, ice: 0, stone: 0, chain: 0, hole: false };
    if (tok === 'x') x.hole = true;
    else if (tok === '#') x.stone = 1;
    else if (tok === '%') x.stone = 2;
    else if (tok !== '-') {
      const head = tok[0] ?? '0';
      const s = tok.includes('h') ? LINE_H : tok.includes('v') ? LINE_V : tok.includes('b') ? BOMB : head === '*' ? RAINBOW : PLAIN;
      x.gem = gem(head === '*' ? -1 : Number(head), s);
      if (tok.includes('I')) x.ice = 2;
      else if (tok.includes('i')) x.ice = 1;
      if (tok.includes('c')) x.chain = 1;
    }
    return x;
  }));
}

/** Colours as digit rows ('x' hole, '#' stone, '.' empty, '*' rainbow). @param {Board} b */
export function show(b) {
  return b.map((row) => row.map((x) => (x.hole ? 'x' : x.stone ? '#' : !x.gem ? '.' : x.gem.s === RAINBOW ? '*' : String(x.gem.c))).join(''));
}

/**
 * All matches: runs of three or more of one colour in a row or column, merged into one group
 * when they share a cell (L and T shapes).
 * @param {Board} b
 * @returns {Group[]}
 */
export function findMatches(b) {
  const rows = b.length;
  const cols = b[0]?.length ?? 0;
  /** @type {{dir: 'h'|'v', color: number, cells: Pos[]}[]} */
  const runs = [];
  const scan = (/** @type {'h'|'v'} */ dir) => {
    const outer = dir === 'h' ? rows : cols;
    const inner = dir === 'h' ? cols : rows;
    for (let o = 0; o < outer; o++) {
      let i = 0;
      while (i < inner) {
        const at = (/** @type {number} */ n) => (dir === 'h' ? cellAt(b, o, n) : cellAt(b, n, o));
        const k = matchColor(at(i));
        let j = i + 1;
        while (k !== null && j < inner && matchColor(at(j)) === k) j++;
        if (k !== null && j - i >= 3) {
          runs.push({ dir, color: k, cells: Array.from({ length: j - i }, (_, n) => (dir === 'h' ? { r: o, c: i + n } : { r: i + n, c: o })) });
        }
        i = j;
      }
    }
  };
  scan('h');
  scan('v');
  /** @type {Group[]} */
  const groups = [];
  for (const run of runs) {
    const joined = groups.filter((g) => g.color === run.color && g.cells.some((p) => run.cells.some((q) => q.r === p.r && q.c === p.c)));
    /** @type {Group} */
    const g = { color: run.color, cells: run.cells.slice(), longest: run.cells.length, dir: run.dir };
    for (const o of joined) {
      groups.splice(groups.indexOf(o), 1);
      for (const p of o.cells) if (!g.cells.some((q) => q.r === p.r && q.c === p.c)) g.cells.push(p);
      g.longest = Math.max(g.longest, o.longest);
      if (o.dir !== g.dir) g.dir = 'both';
    }
    groups.push(g);
  }
  return groups;
}

/** The special a group earns. @param {Group} g */
export function specialFor(g) {
  if (g.longest >= 5) return RAINBOW;
  if (g.dir === 'both') return BOMB;
  if (g.longest === 4) return g.dir === 'h' ? LINE_H : LINE_V;
  return PLAIN;
}

/** Cells a special sweeps. @param {Board} b @param {Pos} p @param {Gem} g @returns {Pos[]} */
export function blastArea(b, p, g) {
  const rows = b.length;
  const cols = b[0]?.length ?? 0;
  /** @type {Pos[]} */
  const out = [];
  if (g.s === LINE_H) for (let c = 0; c < cols; c++) out.push({ r: p.r, c });
  else if (g.s === LINE_V) for (let r = 0; r < rows; r++) out.push({ r, c: p.c });
  else if (g.s === BOMB) {
    for (let r = p.r - 1; r <= p.r + 1; r++) for (let c = p.c - 1; c <= p.c + 1; c++) if (r >= 0 && c >= 0 && r < rows && c < cols) out.push({ r, c });
  }
  return out;
}

/**
 * Clears cells: gems go (setting off specials), ice under them cracks, chains on them break
 * instead, stones next to cleared gems or inside a blast take a hit (once per step each).
 * @param {Board} b @param {Pos[]} cells @param {number} colors number of colours (size of `collected`)
 * @param {(Pos & {gem: Gem})[]} [create] specials placed afterwards (only on cells left empty)
 * @returns {{board: Board, stats: StepStats}}
 */
export function clearCells(b, cells, colors, create = []) {
  const out = cloneBoard(b);
  /** @type {StepStats} */
  const stats = { cleared: [], collected: Array.from({ length: colors }, () => 0), ice: 0, stones: 0, chains: 0, created: [] };
  const seen = new Set();
  const hitStones = new Set();
  /** @type {{p: Pos, blast: boolean}[]} */
  const queue = cells.map((p) => ({ p, blast: false }));
  const hitStone = (/** @type {Pos} */ p) => {
    const x = cellAt(out, p.r, p.c);
    const key = p.r * 100 + p.c;
    if (!x || x.stone <= 0 || hitStones.has(key)) return;
    hitStones.add(key);
    x.stone--;
    if (x.stone === 0) stats.stones++;
  };
  /** @type {Pos[]} */
  const emptied = [];
  while (queue.length) {
    const { p, blast } = /** @type {{p: Pos, blast: boolean}} */ (queue.shift());
    const key = p.r * 100 + p.c;
    const x = cellAt(out, p.r, p.c);
    if (!x || x.hole) continue;
    if (x.stone > 0) { if (blast) hitStone(p); continue; }
    if (seen.has(key)) continue;
    seen.add(key);
    const g = x.gem;
    if (!g) continue;
    if (x.chain > 0) {
      x.chain--;
      stats.chains++;
      continue;
    }
    stats.cleared.push({ ...p, gem: g });
    if (g.c >= 0 && g.c < colors) stats.collected[g.c] = (stats.collected[g.c] ?? 0) + 1;
    x.gem = null;
    emptied.push(p);
    if (x.ice > 0) { x.ice--; stats.ice++; }
    if (g.s === LINE_H || g.s === LINE_V || g.s === BOMB) for (const q of blastArea(out, p, g)) queue.push({ p: q, blast: true });
  }
  for (const p of emptied) for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) hitStone({ r: p.r + /** @type {number} */ (dr), c: p.c + /** @type {number} */ (dc) });
  for (const cr of create) {
    const x = cellAt(out, cr.r, cr.c);
    if (x && !x.hole && !x.stone && !x.gem) {
      x.gem = cr.gem;
      stats.created.push(cr);
    }
  }
  return { board: out, stats };
}

/**
 * One clearing step for the current matches, placing the specials they earn (on the swapped cell
 * when it is part of the group). Null when nothing matches.
 * @param {Board} b @param {number} colors @param {Pos[]} [swapped]
 */
export function clearMatches(b, colors, swapped = []) {
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
    // A chained gem stays put, so the special goes on a cell that will really be empty.
    const free = g.cells.filter((p) => (cellAt(b, p.r, p.c)?.chain ?? 0) === 0);
    const spot = free.find((p) => swapped.some((q) => q.r === p.r && q.c === p.c)) ?? free[Math.floor(free.length / 2)];
    if (spot) create.push({ ...spot, gem: gem(g.color, s) });
  }
  const res = clearCells(b, cells, colors, create);
  return { ...res, groups };
}

/**
 * Gravity and refill: in each column the movable gems sink into the free cells below them,
 * skipping fixed cells, and new gems fill the free cells left at the top.
 * @param {Board} b @param {() => number} rand @param {number} colors
 * @returns {{board: Board, falls: {id: number, c: number, fromR: number, toR: number}[]}}
 */
export function collapse(b, rand, colors) {
  const out = cloneBoard(b);
  /** @type {{id: number, c: number, fromR: number, toR: number}[]} */
  const falls = [];
  const rows = b.length;
  const cols = b[0]?.length ?? 0;
  for (let c = 0; c < cols; c++) {
    /** @type {number[]} */
    const slots = [];
    for (let r = 0; r < rows; r++) {
      const x = /** @type {Cell} */ (cellAt(out, r, c));
      if (!isFixed(x)) slots.push(r);
    }
    /** @type {{g: Gem, r: number}[]} */
    const gems = [];
    for (const r of slots) {
      const x = /** @type {Cell} */ (cellAt(out, r, c));
      if (x.gem) gems.push({ g: x.gem, r });
      x.gem = null;
    }
    const missing = slots.length - gems.length;
    slots.forEach((r, i) => {
      const x = /** @type {Cell} */ (cellAt(out, r, c));
      if (i >= missing) {
        const { g, r: from } = /** @type {{g: Gem, r: number}} */ (gems[i - missing]);
        x.gem = g;
        if (from !== r) falls.push({ id: g.id, c, fromR: from, toR: r });
      } else {
        const g = gem(Math.floor(rand() * colors));
        x.gem = g;
        falls.push({ id: g.id, c, fromR: i - missing, toR: r });
      }
    });
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
  const xa = /** @type {Cell} */ (cellAt(out, a.r, a.c));
  const xq = /** @type {Cell} */ (cellAt(out, q.r, q.c));
  [xa.gem, xq.gem] = [xq.gem, xa.gem];
  return out;
}

/** @param {Gem | null} g */
const isBlaster = (g) => !!g && (g.s === LINE_H || g.s === LINE_V || g.s === BOMB);

/**
 * A legal swap: two neighbouring movable gems that make a match, or involve a rainbow, or are
 * both line/bomb specials (which then both go off).
 * @param {Board} b @param {Pos} a @param {Pos} q
 */
export function isValidSwap(b, a, q) {
  const xa = cellAt(b, a.r, a.c);
  const xq = cellAt(b, q.r, q.c);
  if (!adjacent(a, q) || !canMove(xa) || !canMove(xq)) return false;
  const ga = /** @type {Gem} */ (/** @type {Cell} */ (xa).gem);
  const gq = /** @type {Gem} */ (/** @type {Cell} */ (xq).gem);
  if (ga.s === RAINBOW || gq.s === RAINBOW) return true;
  if (isBlaster(ga) && isBlaster(gq)) return true;
  return findMatches(swapped(b, a, q)).length > 0;
}

/**
 * The clearing a special swap sets off by itself (rainbow or two blasters), on the board after the
 * swap; null for an ordinary swap.
 * @param {Board} b board after the swap @param {Pos} a @param {Pos} q @param {number} colors
 */
export function specialSwap(b, a, q, colors) {
  const ga = cellAt(b, a.r, a.c)?.gem ?? null;
  const gq = cellAt(b, q.r, q.c)?.gem ?? null;
  if (!ga || !gq) return null;
  /** @type {Pos[]} */
  const cells = [a, q];
  if (ga.s === RAINBOW || gq.s === RAINBOW) {
    const nb = cloneBoard(b);
    if (ga.s === RAINBOW && gq.s === RAINBOW) {
      nb.forEach((row, r) => row.forEach((x, c) => { if (x.gem) cells.push({ r, c }); }));
    } else {
      const k = ga.s === RAINBOW ? gq.c : ga.c;
      nb.forEach((row, r) => row.forEach((x, c) => { if (x.gem && x.gem.c === k) cells.push({ r, c }); }));
    }
    return clearCells(nb, cells, colors);
  }
  if (isBlaster(ga) && isBlaster(gq)) return clearCells(b, cells, colors);
  return null;
}

/** The first legal swap found, or null. @param {Board} b @returns {[Pos, Pos] | null} */
export function findMove(b) {
  for (let r = 0; r < b.length; r++) {
    for (let c = 0; c < (b[0]?.length ?? 0); c++) {
      for (const q of [{ r, c: c + 1 }, { r: r + 1, c }]) {
        if (cellAt(b, q.r, q.c) && isValidSwap(b, { r, c }, q)) return [{ r, c }, q];
      }
    }
  }
  return null;
}

/** Every legal swap. @param {Board} b @returns {[Pos, Pos][]} */
export function allMoves(b) {
  /** @type {[Pos, Pos][]} */
  const out = [];
  for (let r = 0; r < b.length; r++) {
    for (let c = 0; c < (b[0]?.length ?? 0); c++) {
      for (const q of [{ r, c: c + 1 }, { r: r + 1, c }]) {
        if (cellAt(b, q.r, q.c) && isValidSwap(b, { r, c }, q)) out.push([{ r, c }, q]);
      }
    }
  }
  return out;
}

/**
 * When no swap is left: the movable gems are shuffled among their cells until the board has a
 * move and no ready match; if the gems themselves cannot give one, plain gems are recoloured.
 * @param {Board} b @param {() => number} rand @param {number} colors
 * @returns {Board}
 */
export function reshuffle(b, rand, colors) {
  /** @type {Pos[]} */
  const spots = [];
  b.forEach((row, r) => row.forEach((x, c) => { if (canMove(x)) spots.push({ r, c }); }));
  for (let tries = 0; tries < 400; tries++) {
    const out = cloneBoard(b);
    const gems = spots.map((p) => /** @type {Gem} */ (/** @type {Cell} */ (cellAt(b, p.r, p.c)).gem));
    for (let i = gems.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [gems[i], gems[j]] = [/** @type {Gem} */ (gems[j]), /** @type {Gem} */ (gems[i])];
    }
    spots.forEach((p, i) => {
      const x = /** @type {Cell} */ (cellAt(out, p.r, p.c));
      const g = /** @type {Gem} */ (gems[i]);
      // After the first hundred tries the colours themselves are redrawn.
      x.gem = tries > 100 && g.s === PLAIN ? gem(Math.floor(rand() * colors)) : g;
    });
    if (!findMatches(out).length && findMove(out)) return out;
  }
  return b;
}

/**
 * Plays a whole turn at once (swap, special effects, cascades and refills): the same steps the
 * game animates one by one. Null for an illegal swap.
 * @param {Board} b @param {Pos} a @param {Pos} q @param {() => number} rand @param {number} colors
 * @returns {{board: Board, steps: StepStats[], points: number} | null}
 */
export function resolveTurn(b, a, q, rand, colors) {
  if (!isValidSwap(b, a, q)) return null;
  let board = swapped(b, a, q);
  /** @type {StepStats[]} */
  const steps = [];
  let points = 0;
  const first = specialSwap(board, a, q, colors) ?? clearMatches(board, colors, [a, q]);
  let res = first;
  while (res) {
    steps.push(res.stats);
    points += gemPoints(res.stats.cleared.length, steps.length) + blockerPoints(res.stats);
    board = collapse(res.board, rand, colors).board;
    res = clearMatches(board, colors);
  }
  return { board, steps, points };
}

/** Points for n gems cleared on cascade step k (1 = the player's own match). @param {number} n @param {number} k */
export function gemPoints(n, k) {
  return n * 10 * k;
}

/** Points for breaking blockers. @param {StepStats} s */
export function blockerPoints(s) {
  return s.ice * 25 + s.stones * 40 + s.chains * 20 + s.created.length * 50;
}

/** Bonus for finishing a level with moves to spare. @param {number} movesLeft */
export function levelBonus(movesLeft) {
  return 500 + movesLeft * 120;
}

/**
 * Goal progress: what is still needed, given what has been collected and the board now.
 * @param {Goals} goals @param {number[]} collected @param {Board} b
 */
export function remaining(goals, collected, b) {
  /** @type {Record<number, number>} */
  const collect = {};
  for (const [k, n] of Object.entries(goals.collect ?? {})) collect[Number(k)] = Math.max(0, n - (collected[Number(k)] ?? 0));
  let ice = 0;
  let stones = 0;
  for (const row of b) for (const x of row) { ice += x.ice; if (x.stone > 0) stones++; }
  return { collect, ice: goals.ice ? ice : 0, stones: goals.stones ? stones : 0 };
}

/** @param {ReturnType<typeof remaining>} rem */
export function goalsMet(rem) {
  return Object.values(rem.collect).every((n) => n === 0) && rem.ice === 0 && rem.stones === 0;
}

const F = '........';
/** The sixteen levels: layouts, moves, colours and goals. @type {Level[]} */
export const LEVELS = [
  { map: [F, F, F, F, F, F, F, F], moves: 20, colors: 5, goals: { collect: { 0: 12, 3: 12 } } },
  { map: [F, F, '..iiii..', '..iiii..', '..iiii..', '..iiii..', F, F], moves: 20, colors: 5, goals: { ice: true } },
  { map: ['xx....xx', 'x......x', F, F, F, F, 'x......x', 'xx....xx'], moves: 20, colors: 5, goals: { collect: { 1: 14, 2: 14, 4: 14 } } },
  { map: [F, '#......#', F, '.##..##.', F, '#......#', F, F], moves: 16, colors: 5, goals: { stones: true } },
  { map: [F, F, '..c..c..', '.c.cc.c.', '.c.cc.c.', '..c..c..', F, F], moves: 22, colors: 5, goals: { collect: { 0: 18, 2: 18 } } },
  { map: ['ii....ii', 'iI....Ii', F, F, F, F, 'iI....Ii', 'ii....ii'], moves: 27, colors: 5, goals: { ice: true } },
  { map: [F, '.#....#.', '.iiiiii.', '.iiiiii.', F, '.iiiiii.', '.#....#.', F], moves: 22, colors: 5, goals: { ice: true, stones: true } },
  { map: ['xxx..xxx', 'xx.ii.xx', 'x.iiii.x', '.iiIIii.', '.iiIIii.', 'x.iiii.x', 'xx.ii.xx', 'xxx..xxx'], moves: 22, colors: 5, goals: { ice: true } },
  { map: [F, '.CC..CC.', '.CC..CC.', F, F, '.CC..CC.', '.CC..CC.', F], moves: 30, colors: 5, goals: { ice: true } },
  { map: [F, F, '%......%', '.%....%.', '..%..%..', F, F, F], moves: 24, colors: 5, goals: { stones: true } },
  { map: [F, F, F, F, F, F, F, F], moves: 24, colors: 6, goals: { collect: { 1: 16, 5: 16 } } },
  { map: ['iiiiiiii', 'iIIccIIi', 'iIi..iIi', 'ic....ci', 'ic....ci', 'iIi..iIi', 'iIIccIIi', 'iiiiiiii'], moves: 32, colors: 5, goals: { ice: true } },
  { map: [F, '#.#..#.#', F, F, F, F, '#.#..#.#', F], moves: 26, colors: 6, goals: { stones: true, collect: { 3: 15 } } },
  { map: ['.iiiiii.', 'x.iiii.x', 'xx.II.xx', 'xxx##xxx', 'xxx##xxx', 'xx.II.xx', 'x.iiii.x', '.iiiiii.'], moves: 28, colors: 5, goals: { ice: true, stones: true } },
  { map: ['...cc...', '.#....#.', '.c.ii.c.', '..iIIi..', '..iIIi..', '.c.ii.c.', '.#....#.', '...cc...'], moves: 30, colors: 6, goals: { ice: true, stones: true } },
  { map: ['IIIIIIII', 'I%.cc.%I', 'I.iiii.I', 'Ic.II.cI', 'Ic.II.cI', 'I.iiii.I', 'I%.cc.%I', 'IIIIIIII'], moves: 38, colors: 5, goals: { ice: true, stones: true, collect: { 0: 20 } } },
];
