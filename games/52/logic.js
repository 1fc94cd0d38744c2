// @ts-check
/**
 * Pure rules of flow links (no DOM). An n×n grid holds pairs of coloured dots (colour ids 1..K,
 * 0 for an empty cell). A solution joins each pair with a path of orthogonal steps so that the
 * paths never cross and together cover every cell.
 *
 * Puzzles are generated from a random covering by paths and kept only when the solution is
 * unique; uniqueness is decided by counting solutions with a row-by-row frontier search (a
 * transfer-matrix count with memoisation), which is exact and fast up to 9×9.
 */

/** @typedef {{n: number, dots: number[], paths: number[][]}} Puzzle dots: colour per cell; paths: the unique solution, one cell list per colour (index colour-1) */
/** @typedef {{n: number, colours: number}} Plan */

/** Orthogonal neighbours of a cell. @param {number} n @param {number} i */
export function neighbours(n, i) {
  const r = Math.floor(i / n);
  const c = i % n;
  const out = [];
  if (r > 0) out.push(i - n);
  if (c < n - 1) out.push(i + 1);
  if (r < n - 1) out.push(i + n);
  if (c > 0) out.push(i - 1);
  return out;
}

/** @param {number} n @param {number} a @param {number} b */
export function adjacent(n, a, b) {
  const d = Math.abs(a - b);
  return (d === n) || (d === 1 && Math.floor(a / n) === Math.floor(b / n));
}

/**
 * Frontier search over a grid. The search sweeps cells in reading order. Its state is the
 * frontier: which cells of the next row receive a path from above and which cell receives one
 * from the left, each open path end labelled with its colour, or, for a path not yet attached to
 * a dot, with a pair id shared by its two open ends. Equal frontiers at the same cell have the
 * same completions, so each is counted once (capped at `cap`: 2 is enough to tell unique).
 * @param {number[]} dots @param {number} n @param {number} cap
 */
function frontierSearch(dots, n, cap) {
  const N = n * n;
  /** Index of the last dot of each colour, to prune ends that can no longer be closed. */
  /** @type {Map<number, number>} */
  const lastDot = new Map();
  /** @type {Map<number, number>} */
  const dotCount = new Map();
  for (let i = 0; i < N; i++) {
    const d = /** @type {number} */ (dots[i]);
    if (d) { lastDot.set(d, i); dotCount.set(d, (dotCount.get(d) ?? 0) + 1); }
  }
  const valid = [...dotCount.values()].every((k) => k === 2);
  /** @type {Map<string, number>[]} */
  const memo = Array.from({ length: N + 1 }, () => new Map());
  let fresh = -1000;

  /** @param {number[]} f @param {number} from @param {number} to */
  const relabel = (f, from, to) => { for (let k = 0; k < f.length; k++) if (f[k] === from) f[k] = to; };

  /** Canonical key: pair ids renumbered by first appearance. @param {number[]} f */
  const keyOf = (f) => {
    /** @type {Map<number, number>} */
    const ren = new Map();
    let next = -1;
    let s = '';
    for (const v of f) {
      let w = v;
      if (v < 0) {
        if (!ren.has(v)) ren.set(v, next--);
        w = /** @type {number} */ (ren.get(v));
      }
      s += `${w},`;
    }
    return s;
  };

  /**
   * Legal ways to fill cell i given frontier f (f[0..n-1] edges entering the row below's cells,
   * f[n] the edge entering from the left): the next frontier and whether the cell's path
   * continues down and right.
   * @param {number} i @param {number[]} f
   * @returns {{g: number[], down: boolean, right: boolean}[]}
   */
  const transitions = (i, f) => {
    const r = Math.floor(i / n);
    const c = i % n;
    const up = /** @type {number} */ (f[c]);
    const left = /** @type {number} */ (f[n]);
    const dot = /** @type {number} */ (dots[i]);
    const canDown = r < n - 1;
    const canRight = c < n - 1;
    /** @type {{g: number[], down: boolean, right: boolean}[]} */
    const out = [];
    /** @param {number[]} g @param {boolean} down @param {boolean} right */
    const push = (g, down, right) => {
      // An open end of a colour whose dots are both behind us can only close on another open
      // end of the same colour.
      /** @type {Map<number, number>} */
      const open = new Map();
      for (const v of g) if (v > 0) open.set(v, (open.get(v) ?? 0) + 1);
      for (const [col, k] of open) if (k === 1 && /** @type {number} */ (lastDot.get(col)) <= i) return;
      out.push({ g, down, right });
    };
    const ins = [up, left].filter((v) => v !== 0);
    const cleared = () => { const g = f.slice(); g[c] = 0; g[n] = 0; return g; };
    if (dot) {
      if (ins.length === 1) {
        const x = /** @type {number} */ (ins[0]);
        if (x < 0 || x === dot) {
          const g = cleared();
          if (x < 0) relabel(g, x, dot);
          push(g, false, false);
        }
      } else if (ins.length === 0) {
        if (canDown) { const g = cleared(); g[c] = dot; push(g, true, false); }
        if (canRight) { const g = cleared(); g[n] = dot; push(g, false, true); }
      }
    } else if (ins.length === 2) {
      const g = cleared();
      if (up > 0 && left > 0) {
        if (up === left) push(g, false, false);
      } else if (up > 0 || left > 0) {
        relabel(g, Math.min(up, left), Math.max(up, left));
        push(g, false, false);
      } else if (up !== left) {
        // Two different unattached paths meet: their far ends now belong to one path.
        relabel(g, left, up);
        push(g, false, false);
      }
      // up === left < 0 would close a loop: never allowed.
    } else if (ins.length === 1) {
      const x = /** @type {number} */ (ins[0]);
      if (canDown) { const g = cleared(); g[c] = x; push(g, true, false); }
      if (canRight) { const g = cleared(); g[n] = x; push(g, false, true); }
    } else if (canDown && canRight) {
      const g = cleared();
      const p = fresh--;
      g[c] = p;
      g[n] = p;
      push(g, true, true);
    }
    return out;
  };

  /** Completions from cell i with frontier f, capped. @param {number} i @param {number[]} f @returns {number} */
  const count = (i, f) => {
    if (i === N) return 1;
    const key = keyOf(f);
    const m = /** @type {Map<string, number>} */ (memo[i]);
    const hit = m.get(key);
    if (hit !== undefined) return hit;
    let total = 0;
    for (const t of transitions(i, f)) {
      total += count(i + 1, t.g);
      if (total >= cap) break;
    }
    const res = Math.min(cap, total);
    m.set(key, res);
    return res;
  };

  /**
   * Up to `limit` solutions, each as the down/right flags of every cell.
   * @param {number} limit
   */
  const enumerate = (limit) => {
    /** @type {{down: boolean[], right: boolean[]}[]} */
    const found = [];
    const down = new Array(N).fill(false);
    const right = new Array(N).fill(false);
    /** @param {number} i @param {number[]} f */
    const walk = (i, f) => {
      if (found.length >= limit) return;
      if (i === N) { found.push({ down: down.slice(), right: right.slice() }); return; }
      for (const t of transitions(i, f)) {
        if (count(i + 1, t.g) === 0) continue;
        down[i] = t.down;
        right[i] = t.right;
        walk(i + 1, t.g);
        if (found.length >= limit) return;
      }
    };
    walk(0, new Array(n + 1).fill(0));
    return found;
  };

  return {
    count: () => (valid ? count(0, new Array(n + 1).fill(0)) : 0),
    enumerate: (/** @type {number} */ limit) => (valid ? enumerate(limit) : []),
  };
}

/**
 * Counts the ways to solve a grid, stopping at `cap`.
 * @param {number[]} dots @param {number} n @param {number} [cap]
 */
export function countSolutions(dots, n, cap = 2) {
  return frontierSearch(dots, n, cap).count();
}

/**
 * Up to `limit` solutions of a grid as path lists (index colour-1, each from its first dot in
 * reading order to the other).
 * @param {number[]} dots @param {number} n @param {number} [limit]
 * @returns {number[][][]}
 */
export function solutions(dots, n, limit = 2) {
  return frontierSearch(dots, n, limit).enumerate(limit).map(({ down, right }) => {
    const colours = Math.max(0, ...dots);
    /** @type {number[][]} */
    const paths = [];
    for (let col = 1; col <= colours; col++) {
      const start = dots.indexOf(col);
      const path = [start];
      let prev = -1;
      let cur = start;
      for (;;) {
        const links = [];
        if (down[cur]) links.push(cur + n);
        if (right[cur]) links.push(cur + 1);
        if (cur >= n && down[cur - n]) links.push(cur - n);
        if (cur % n > 0 && right[cur - 1]) links.push(cur - 1);
        const next = links.find((x) => x !== prev);
        if (next === undefined) break;
        path.push(next);
        prev = cur;
        cur = next;
      }
      paths.push(path);
    }
    return paths;
  });
}

/** Whether a path list is a full solution for the dots. @param {number[]} dots @param {number} n @param {number[][]} paths */
export function isSolution(dots, n, paths) {
  const seen = new Array(n * n).fill(0);
  const colours = new Set(dots.filter((d) => d > 0));
  if (paths.length !== colours.size) return false;
  for (let k = 0; k < paths.length; k++) {
    const p = /** @type {number[]} */ (paths[k]);
    const col = k + 1;
    if (p.length < 2 || dots[/** @type {number} */ (p[0])] !== col || dots[/** @type {number} */ (p[p.length - 1])] !== col) return false;
    for (let j = 0; j < p.length; j++) {
      const cell = /** @type {number} */ (p[j]);
      if (cell < 0 || cell >= n * n || seen[cell]) return false;
      if (j > 0 && j < p.length - 1 && dots[cell]) return false;
      if (j > 0 && !adjacent(n, /** @type {number} */ (p[j - 1]), cell)) return false;
      seen[cell] = col;
    }
  }
  return seen.every((v) => v > 0);
}

/**
 * A random Hamiltonian path of the grid: a serpentine path reshaped by random "backbite" moves
 * (join an end to a neighbour and reverse the loop that forms), which keeps it Hamiltonian.
 * @param {number} n @param {() => number} rand
 */
export function hamiltonianPath(n, rand) {
  /** @type {number[]} */
  let path = [];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) path.push(r * n + (r % 2 ? n - 1 - c : c));
  const pos = new Array(n * n).fill(0);
  const reindex = () => path.forEach((cell, k) => { pos[cell] = k; });
  reindex();
  const moves = n * n * 12;
  for (let m = 0; m < moves; m++) {
    if (rand() < 0.5) path.reverse();
    reindex();
    // Backbite at the end of the path.
    const end = /** @type {number} */ (path[path.length - 1]);
    const nb = neighbours(n, end);
    const x = /** @type {number} */ (nb[Math.floor(rand() * nb.length)]);
    const k = pos[x];
    if (k === path.length - 2) continue;
    path = [...path.slice(0, k + 1), ...path.slice(k + 1).reverse()];
    reindex();
  }
  return path;
}

/**
 * Cuts a Hamiltonian path into `k` pieces of at least 3 cells.
 * @param {number[]} path @param {number} k @param {() => number} rand
 */
function cutPath(path, k, rand) {
  const lens = new Array(k).fill(3);
  for (let extra = path.length - 3 * k; extra > 0; extra--) lens[Math.floor(rand() * k)]++;
  /** @type {number[][]} */
  const pieces = [];
  let at = 0;
  for (const l of lens) { pieces.push(path.slice(at, at + l)); at += l; }
  return pieces;
}

/** @param {number[][]} paths @param {number} N */
function dotsOf(paths, N) {
  const dots = new Array(N).fill(0);
  paths.forEach((p, k) => { dots[/** @type {number} */ (p[0])] = k + 1; dots[/** @type {number} */ (p[p.length - 1])] = k + 1; });
  return dots;
}

/** Links used by a set of paths, as "a-b" keys with a < b. @param {number[][]} paths */
function linkSet(paths) {
  const set = new Set();
  for (const p of paths) for (let j = 1; j < p.length; j++) {
    const a = /** @type {number} */ (p[j - 1]);
    const b = /** @type {number} */ (p[j]);
    set.add(a < b ? `${a}-${b}` : `${b}-${a}`);
  }
  return set;
}

/**
 * A puzzle with exactly one solution. A random Hamiltonian path cut into pieces is a solution
 * by construction, but usually not the only one. While another solution exists, one of our
 * paths is split where it uses a link the other solution does not: the two new dots must be
 * path ends, which the other solution cannot satisfy, while ours still can. Each split adds a
 * colour, so we start with fewer and give up on a deal that needs too many.
 * @param {Plan} plan @param {() => number} rand
 * @returns {Puzzle}
 */
export function generate(plan, rand) {
  const { n, colours } = plan;
  const N = n * n;
  for (;;) {
    let pieces = cutPath(hamiltonianPath(n, rand), Math.max(2, colours - 2), rand);
    while (pieces.length <= colours + 2) {
      const dots = dotsOf(pieces, N);
      const sols = solutions(dots, n, 2);
      if (sols.length === 1) {
        if (pieces.length >= colours - 1) return { n, dots, paths: /** @type {number[][]} */ (sols[0]) };
        break;
      }
      const mine = linkSet(pieces);
      const other = sols.map(linkSet).find((set) => [...set].some((l) => !mine.has(l)));
      if (!other) break;
      /** @type {[number, number, number][]} piece, cut after index, score */
      const cuts = [];
      pieces.forEach((p, k) => {
        for (let j = 1; j < p.length - 2; j++) {
          const a = /** @type {number} */ (p[j]);
          const b = /** @type {number} */ (p[j + 1]);
          if (other.has(a < b ? `${a}-${b}` : `${b}-${a}`)) continue;
          // Prefer pieces of three or more cells: two-cell links are trivial to play.
          const short = Math.min(j + 1, p.length - j - 1) < 3 ? 1 : 0;
          cuts.push([k, j, short]);
        }
      });
      if (!cuts.length) break;
      const good = cuts.filter((c) => c[2] === 0);
      const pool = good.length ? good : cuts;
      const [k, j] = /** @type {[number, number, number]} */ (pool[Math.floor(rand() * pool.length)]);
      const p = /** @type {number[]} */ (pieces[k]);
      pieces = [...pieces.slice(0, k), p.slice(0, j + 1), p.slice(j + 1), ...pieces.slice(k + 1)];
    }
  }
}

// ---------------------------------------------------------------- levels

/**
 * Puzzles made by `generate` (seeded runs, 12 per size, 5×5 to 9×9) and stored so a level starts
 * at once: the 9×9 ones can take seconds to find. Each string lists the cells row by row, '.'
 * empty and 'a', 'b', … the colours. Unit tests re-prove every one unique.
 */
export const BANK = /** @type {Record<number, string[]>} */ ({
  5: [
    '..b....cd.......d.ab.c..a',
    '...b....aba...c.d.cd.....',
    '....ddebcce.......ba..a..',
    '...d..a.e...b.d..aecbc...',
    '.cd.....ed..a...e.b.cb.a.',
    '.dc....ab.......abc...d..',
    '..a....edd.ef.c.f.cb..ab.',
    '....aab....decb.e......dc',
    '.cb...a....cdabed.e......',
    '..a...d.b.dc.a....c....b.',
    '.b..a.a.dc..e..bed..c....',
    '.ed...fcd.e..cbf.ab.....a',
  ],
  6: [
    'cd.......af..ab...cb.fe.........ed..',
    '.......bc.f.f.dcea...d..b..e..a.....',
    '..e.a...d....gffe...g....c..b..dcba.',
    '.....ffe...ea..abd.cb............cd.',
    '......ab.ga...b..f..c.fe.cd.g....de.',
    '...cd.ba...d..bc.ea.fe..g...fg......',
    'ef.....c.g..edcb..d...gf..ba....a...',
    '.c.ef..de.....d.a.c.....b..gfg.ba...',
    'cd...f...d.gbc.ef...a.e..a.....b.g..',
    '.a.de....f...dc.fe..bc..ba..........',
    '.........cb.dc..a.def..be..f.a......',
    '...c...bcde.baa.d...g.....g.ef..f...',
  ],
  7: [
    '..h.c....bcd...ba......gf......e..d.g.f.ae.h.....',
    'd..de..c...f..a..fe.hba.g.............b.g....c.h.',
    '...c....e.bgfg.dcb..h..da.....e.a...hf...........',
    '...cb.....dea.dc........ef.b..h...a.g..fg..h.....',
    'fed......e.ba...h.....hg..cdfg..a....cb..........',
    '.fe....f......g..c.....bd...g.a..be.a...cd.......',
    '......d.fe...e....h...c...h..dcb.g.ab...f.....ag.',
    '....h..hg.c......d....a..c.d....b.e..ab.efgf.....',
    '.fg.h......dc.a.....c..gh..b.fe........ed.....ab.',
    '.......cb.dcg..ab.........fg..e...a..d.ef........',
    '....a...g...f......g..ab.......f....bce.ed...cd..',
    '..h.g..hg..f......ef.ed...ab....a......b...dc.c..',
  ],
  8: [
    '.............ia..e.de....f....d.....f.c.....g...highbcab........',
    '....a...g.b.a...h.c.b.........cd..........gf..e..i.i.ed..h...f..',
    '.......j.fgh.hg....i.....a..i.d...b.j.c..ba.....fc....e.e.....d.',
    '.i.hg....h.j........fg..ij.........a....fba...cbe....cd......ed.',
    '........e.hi.ed.fh.......g.j..dc...i.bc...gf...a......abj.......',
    '...cb....cd.ab..jied.aef.............hg....j....hi....g.......f.',
    '........jijg.ef....h....i.....f.h..e..g....dcb.acd...ab.........',
    '......i.a...baj.cbj.............dc....hi.h.f.....g.gfe...de.....',
    '.de.........gfa...bef.....a.......bc..j.dc..j.hg....i.....ih....',
    '..........gf..hgcd...j....fe.i............deahi.c.....a.b.....bj',
    '.hi......gf...e...gh.ed......f..........cb.b.dc.a..a...i..j....j',
    '........ecd...e.f.....da..i.......h..cb.f.......g...ab...ghi....',
  ],
  9: [
    '..l........g..fekli.h......j...fed......ga.d......b.c..i..b.a...h..c..........jk.',
    '..g....f...h.h..g....ji....ll.i.....kj.....c..kde...d.a...ef...ba........bc......',
    '.fed....a.e..h.b.....hi.c.....g.d...l....c.........jba.f.ij.k...g..............lk',
    '..........a..ab.e.dc.....d...cb....el....gh.f...kj.....k...j....l.i.i.g....h...f.',
    '.........e.k...lk.d.j.i........j..l..efg....i.f.c....h...d.ghba.........cb....a..',
    'g....h..eflk..gh.d...k..i.....j.ij..a.l.................efab.c.......cd.......b..',
    '......h.....a..g...h........i...dba.....dc....ll.e.cb.i.k...f.gj.....e.f...jk....',
    'a........b...fg.a...e........fed.jig........h.l..cd.....bck..i.....l.jh.......k..',
    'dc.........b...ba...chh.a.....gi......fe...i........j....gf..k...de...j.k........',
    '..........ikj.aba..j..k.......dl.....dec...bc.i...l....h.....fg.....ef.....hg....',
    '.ab....gh.....ji...ca.......b...kj.h...e....idc.f.l....d......k.e...gf.l.........',
    '...c........d...a....ef.ab..d...hg...e.fg...h....cb..i.jk.l.l......ki........j...',
  ],
});

/** Board size for a level: three levels each at 5×5, 6×6, 7×7 and 8×8, then 9×9. @param {number} level */
export function sizeFor(level) {
  return Math.min(9, 5 + Math.floor((Math.max(1, Math.floor(level)) - 1) / 3));
}

export const LAST_PLANNED = 15;

/** @param {string} str */
export function parsePuzzle(str) {
  const n = Math.round(Math.sqrt(str.length));
  return { n, dots: [...str].map((ch) => (ch === '.' ? 0 : ch.charCodeAt(0) - 96)) };
}

/**
 * One of the eight symmetries of the square (rotations, then a mirror for sym ≥ 4); the
 * solution count cannot change.
 * @param {number[]} dots @param {number} n @param {number} sym 0..7
 */
export function transform(dots, n, sym) {
  const out = new Array(n * n).fill(0);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      let rr = r;
      let cc = sym >= 4 ? n - 1 - c : c;
      for (let k = 0; k < sym % 4; k++) [rr, cc] = [cc, n - 1 - rr];
      out[rr * n + cc] = /** @type {number} */ (dots[r * n + c]);
    }
  }
  return out;
}

/**
 * Renames colours at random, then numbers them in reading order of their first dot, so colour 1
 * is always nearest the top left and the palette still varies.
 * @param {number[]} dots @param {() => number} rand
 */
export function shuffleColours(dots, rand) {
  const k = Math.max(0, ...dots);
  const perm = [...Array(k).keys()].map((i) => i + 1);
  for (let i = perm.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [perm[i], perm[j]] = [/** @type {number} */ (perm[j]), /** @type {number} */ (perm[i])];
  }
  return dots.map((d) => (d ? /** @type {number} */ (perm[d - 1]) : 0));
}

/**
 * The puzzle for a level: a stored puzzle of the right size not used yet this game, turned,
 * mirrored and recoloured at random.
 * @param {number} level @param {() => number} rand @param {Set<string>} used
 * @returns {{n: number, dots: number[], id: string}}
 */
export function pickPuzzle(level, rand, used) {
  const n = sizeFor(level);
  const list = /** @type {string[]} */ (BANK[n]);
  let fresh = list.filter((s) => !used.has(s));
  if (!fresh.length) {
    for (const s of list) used.delete(s);
    fresh = list;
  }
  const str = /** @type {string} */ (fresh[Math.floor(rand() * fresh.length)]);
  used.add(str);
  const p = parsePuzzle(str);
  return { n, dots: shuffleColours(transform(p.dots, n, Math.floor(rand() * 8)), rand), id: str };
}

// ---------------------------------------------------------------- drawing paths

/** @typedef {number[][]} Paths paths[colour-1] = cells from the dot it was started at */

/** @param {number[]} dots @param {number[]} p @param {number} col */
export function isLinked(dots, p, col) {
  return p.length >= 2 && dots[/** @type {number} */ (p[p.length - 1])] === col && p[0] !== p[p.length - 1];
}

/**
 * Starts drawing at a cell: a dot restarts its colour from there; a cell on a path cuts that
 * path back to it. Returns the colour being drawn, or 0 when the cell is free.
 * @param {number[]} dots @param {Paths} paths @param {number} cell
 * @returns {{col: number, paths: Paths}}
 */
export function beginAt(dots, paths, cell) {
  const d = /** @type {number} */ (dots[cell]);
  if (d) {
    const next = paths.map((p) => p.slice());
    next[d - 1] = [cell];
    return { col: d, paths: next };
  }
  for (let k = 0; k < paths.length; k++) {
    const idx = /** @type {number[]} */ (paths[k]).indexOf(cell);
    if (idx >= 0) {
      const next = paths.map((p) => p.slice());
      next[k] = /** @type {number[]} */ (paths[k]).slice(0, idx + 1);
      return { col: k + 1, paths: next };
    }
  }
  return { col: 0, paths };
}

/**
 * Moves the head of colour `col` one cell to `next`: back along itself, forward into a free
 * cell or its own other dot, or across another colour, which is cut where it is crossed. Other
 * paths are recomputed from `base` (the paths when the stroke began), so a path cut by this
 * stroke grows back when the stroke retreats.
 * @param {number[]} dots @param {number} n @param {Paths} paths @param {Paths} base @param {number} col @param {number} next
 * @returns {Paths | null} null when the step is not allowed
 */
export function stepTo(dots, n, paths, base, col, next) {
  const p = /** @type {number[]} */ (paths[col - 1]);
  const head = /** @type {number} */ (p[p.length - 1]);
  if (next < 0 || next >= n * n || !adjacent(n, head, next)) return null;
  /** @type {number[]} */
  let q;
  const idx = p.indexOf(next);
  if (idx >= 0) q = p.slice(0, idx + 1);
  else if (isLinked(dots, p, col)) return null;
  else if (dots[next] && dots[next] !== col) return null;
  else q = [...p, next];
  const mine = new Set(q);
  return paths.map((b, k) => {
    if (k === col - 1) return q;
    const orig = /** @type {number[]} */ (base[k]);
    const cut = orig.findIndex((cell) => mine.has(cell));
    return cut >= 0 ? orig.slice(0, cut) : orig.slice();
  });
}

/**
 * Linked colours and covered cells.
 * @param {number[]} dots @param {Paths} paths
 */
export function progress(dots, paths) {
  const covered = new Set();
  let links = 0;
  paths.forEach((p, k) => {
    if (isLinked(dots, p, k + 1)) links++;
    for (const c of p) covered.add(c);
  });
  // Dots count as covered: they are part of the picture even before a line leaves them.
  dots.forEach((d, i) => { if (d) covered.add(i); });
  return { links, colours: paths.length, filled: covered.size, cells: dots.length };
}

/** Every pair linked and every cell covered. @param {number[]} dots @param {Paths} paths */
export function isSolved(dots, paths) {
  const pr = progress(dots, paths);
  return pr.links === pr.colours && pr.filled === pr.cells;
}

/**
 * Points for a solved board: its size and colours, a bonus for drawing each colour in one
 * stroke without hints, less for extra strokes and hints.
 * @param {number} n @param {number} colours @param {number} strokes @param {number} hints
 */
export function levelScore(n, colours, strokes, hints) {
  const perfect = strokes <= colours && hints === 0 ? 100 : 0;
  return Math.max(20, n * n * 4 + colours * 10 + perfect - Math.max(0, strokes - colours) * 5 - hints * 50);
}
