// @ts-check
/**
 * Pure rules of Bridges (Hashi), no DOM. Islands sit on a grid, each with a number. Bridges run
 * straight, horizontally or vertically, between two islands that see each other (nothing in
 * between); a pair has 0, 1 or 2 bridges; bridges never cross; every island ends with as many
 * bridges as its number, and all islands form one connected group.
 */

/**
 * @typedef {Object} Island
 * @property {number} r
 * @property {number} c
 * @property {number} n required bridges
 */
/**
 * @typedef {Object} Edge a pair of islands that can be joined
 * @property {number} a island index (the upper or left one)
 * @property {number} b
 * @property {boolean} horiz
 * @property {number[]} cells grid cells strictly between the two islands (r * cols + c)
 */
/**
 * @typedef {Object} Puzzle
 * @property {number} cols
 * @property {number} rows
 * @property {Island[]} islands
 * @property {Edge[]} edges
 * @property {number[][]} crossings for each edge, the edges it would cross
 * @property {number[]} solution bridges per edge
 */

/**
 * Every pair of islands that see each other along a row or column, with the cells in between and
 * which pairs of them cross.
 * @param {number} cols @param {number} rows @param {{r: number, c: number}[]} islands
 */
export function buildEdges(cols, rows, islands) {
  const at = new Int16Array(cols * rows).fill(-1);
  islands.forEach((s, i) => { at[s.r * cols + s.c] = i; });
  /** @type {Edge[]} */
  const edges = [];
  islands.forEach((s, i) => {
    for (const [dr, dc] of [[0, 1], [1, 0]]) {
      const cells = [];
      let r = s.r + dr;
      let c = s.c + dc;
      while (r < rows && c < cols && at[r * cols + c] === -1) { cells.push(r * cols + c); r += dr; c += dc; }
      if (r < rows && c < cols) edges.push({ a: i, b: /** @type {number} */ (at[r * cols + c]), horiz: dc === 1, cells });
    }
  });
  /** @type {number[][]} */
  const crossings = edges.map(() => []);
  for (let e = 0; e < edges.length; e++) {
    const E = /** @type {Edge} */ (edges[e]);
    if (!E.horiz) continue;
    const set = new Set(E.cells);
    for (let f = 0; f < edges.length; f++) {
      const F = /** @type {Edge} */ (edges[f]);
      if (F.horiz) continue;
      if (F.cells.some((x) => set.has(x))) { /** @type {number[]} */ (crossings[e]).push(f); /** @type {number[]} */ (crossings[f]).push(e); }
    }
  }
  return { edges, crossings };
}

/** Bridges at each island for a set of edge counts. @param {Puzzle | {islands: Island[], edges: Edge[]}} p @param {number[]} counts */
export function islandTotals(p, counts) {
  const t = new Array(p.islands.length).fill(0);
  p.edges.forEach((e, k) => { t[e.a] += counts[k] ?? 0; t[e.b] += counts[k] ?? 0; });
  return t;
}

/** Whether the islands joined by the edges with a bridge form one group. @param {{islands: Island[], edges: Edge[]}} p @param {number[]} counts */
export function isConnected(p, counts) {
  const n = p.islands.length;
  if (n <= 1) return true;
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (/** @type {number} */ x) => { while (parent[x] !== x) { parent[x] = /** @type {number} */ (parent[/** @type {number} */ (parent[x])]); x = /** @type {number} */ (parent[x]); } return x; };
  let groups = n;
  p.edges.forEach((e, k) => {
    if (!counts[k]) return;
    const a = find(e.a);
    const b = find(e.b);
    if (a !== b) { parent[a] = b; groups--; }
  });
  return groups === 1;
}

/** Whether edge k may get a bridge now (no built bridge crosses it). @param {Puzzle} p @param {number[]} counts @param {number} k */
export function blockedBy(p, counts, k) {
  return (p.crossings[k] ?? []).filter((f) => (counts[f] ?? 0) > 0);
}

/**
 * The player's tap on a pair: 0 → 1 → 2 → 0 bridges. Returns the new counts, or null when a
 * crossing bridge is in the way.
 * @param {Puzzle} p @param {number[]} counts @param {number} k
 */
export function cycleBridge(p, counts, k) {
  const cur = counts[k] ?? 0;
  if (cur === 0 && blockedBy(p, counts, k).length) return null;
  const next = counts.slice();
  next[k] = (cur + 1) % 3;
  return next;
}

/** A solved position: every number met, no crossing, one group. @param {Puzzle} p @param {number[]} counts */
export function isSolved(p, counts) {
  const t = islandTotals(p, counts);
  if (p.islands.some((s, i) => t[i] !== s.n)) return false;
  for (let k = 0; k < p.edges.length; k++) if (counts[k] && blockedBy(p, counts, k).length) return false;
  return isConnected(p, counts);
}

/** The edge joining two islands, or -1. @param {{edges: Edge[]}} p @param {number} i @param {number} j */
export function edgeBetween(p, i, j) {
  return p.edges.findIndex((e) => (e.a === i && e.b === j) || (e.a === j && e.b === i));
}

/** The island's neighbour in a direction, with the edge index, or null. @param {Puzzle} p @param {number} i @param {'up'|'down'|'left'|'right'} dir */
export function neighbour(p, i, dir) {
  for (let k = 0; k < p.edges.length; k++) {
    const e = /** @type {Edge} */ (p.edges[k]);
    if (e.horiz !== (dir === 'left' || dir === 'right')) continue;
    const forward = dir === 'right' || dir === 'down';
    if (forward && e.a === i) return { island: e.b, edge: k };
    if (!forward && e.b === i) return { island: e.a, edge: k };
  }
  return null;
}

/**
 * Counts the solutions (stopping at `limit`) by propagation and branching. Each edge has a range
 * lo..hi of possible bridges; an island's number pins its edges' ranges, a bridge rules out the
 * edges crossing it, and the edges still possible must keep all islands connected.
 * @param {{islands: Island[], edges: Edge[], crossings: number[][]}} p @param {number} [limit]
 * @returns {{count: number, solution: number[] | null, nodes: number}} nodes: search nodes visited (1 = solved by deduction alone)
 */
export function solve(p, limit = 2) {
  const E = p.edges.length;
  const N = p.islands.length;
  /** @type {number[][]} */
  const incident = p.islands.map(() => []);
  p.edges.forEach((e, k) => { /** @type {number[]} */ (incident[e.a]).push(k); /** @type {number[]} */ (incident[e.b]).push(k); });
  let count = 0;
  /** @type {number[] | null} */
  let first = null;
  let nodes = 0;

  /** @param {Int8Array} lo @param {Int8Array} hi @returns {boolean} false on contradiction */
  const propagate = (lo, hi) => {
    let changed = true;
    while (changed) {
      changed = false;
      for (let i = 0; i < N; i++) {
        const need = /** @type {Island} */ (p.islands[i]).n;
        let sLo = 0;
        let sHi = 0;
        for (const k of /** @type {number[]} */ (incident[i])) { sLo += /** @type {number} */ (lo[k]); sHi += /** @type {number} */ (hi[k]); }
        if (need < sLo || need > sHi) return false;
        for (const k of /** @type {number[]} */ (incident[i])) {
          const l = /** @type {number} */ (lo[k]);
          const h = /** @type {number} */ (hi[k]);
          const nl = Math.max(l, need - (sHi - h));
          const nh = Math.min(h, need - (sLo - l));
          if (nl > nh) return false;
          if (nl !== l || nh !== h) { lo[k] = nl; hi[k] = nh; changed = true; }
        }
      }
      for (let k = 0; k < E; k++) {
        if (!lo[k]) continue;
        for (const f of /** @type {number[]} */ (p.crossings[k])) {
          if (lo[f]) return false;
          if (hi[f]) { hi[f] = 0; changed = true; }
        }
      }
    }
    // The bridges still possible must be able to join every island.
    const possible = Array.from(hi, (h) => h);
    return isConnected(p, possible);
  };

  /** @param {Int8Array} lo @param {Int8Array} hi */
  const search = (lo, hi) => {
    if (count >= limit) return;
    nodes++;
    if (!propagate(lo, hi)) return;
    // Branch on the open edge at the island with the least freedom.
    let pick = -1;
    let best = 1e9;
    for (let k = 0; k < E; k++) {
      if (lo[k] === hi[k]) continue;
      const e = /** @type {Edge} */ (p.edges[k]);
      const slack = Math.min(freedom(e.a, lo, hi), freedom(e.b, lo, hi));
      if (slack < best) { best = slack; pick = k; }
    }
    if (pick < 0) {
      const counts = Array.from(lo, (v) => v);
      if (isConnected(p, counts)) {
        count++;
        if (!first) first = counts;
      }
      return;
    }
    for (let v = /** @type {number} */ (hi[pick]); v >= /** @type {number} */ (lo[pick]); v--) {
      const l2 = lo.slice();
      const h2 = hi.slice();
      l2[pick] = v;
      h2[pick] = v;
      search(l2, h2);
      if (count >= limit) return;
    }
  };

  /** @param {number} i @param {Int8Array} lo @param {Int8Array} hi */
  const freedom = (i, lo, hi) => {
    let f = 0;
    for (const k of /** @type {number[]} */ (incident[i])) f += /** @type {number} */ (hi[k]) - /** @type {number} */ (lo[k]);
    return f;
  };

  search(new Int8Array(E), new Int8Array(E).fill(2));
  return { count, solution: first, nodes };
}

/**
 * Size of each level: a portrait grid that grows, and how many islands to place.
 * @param {number} level 1-based
 */
export function levelSpec(level) {
  const specs = [
    { cols: 5, rows: 6, islands: 7, minNodes: 1 },
    { cols: 6, rows: 7, islands: 9, minNodes: 1 },
    { cols: 7, rows: 8, islands: 13, minNodes: 1 },
    { cols: 7, rows: 9, islands: 15, minNodes: 2 },
    { cols: 8, rows: 10, islands: 20, minNodes: 2 },
    { cols: 8, rows: 11, islands: 23, minNodes: 3 },
    { cols: 9, rows: 11, islands: 26, minNodes: 3 },
    { cols: 9, rows: 12, islands: 29, minNodes: 3 },
  ];
  return /** @type {{cols: number, rows: number, islands: number, minNodes: number}} */ (specs[Math.min(specs.length, Math.max(1, level)) - 1]);
}

export const LEVEL_COUNT = 8;

/**
 * A random puzzle with exactly one solution. Islands are scattered (never side by side), a random
 * crossing-free spanning tree of the pairs that see each other joins them all, a few extra bridges
 * close loops, and each bridge is single or double: the numbers are read off that hidden answer, so
 * it is valid by construction. The solver throws out layouts with a second answer, and prefers
 * ones that need more than plain counting (at least `minNodes` search nodes) while time allows.
 * @param {() => number} rand @param {number} cols @param {number} rows @param {number} target islands
 * @param {number} [minNodes] @param {number} [patience] attempts before settling for the best unique one
 * @returns {Puzzle}
 */
export function generate(rand, cols, rows, target, minNodes = 1, patience = 3000) {
  /** @type {Puzzle | null} */
  let best = null;
  let bestNodes = 0;
  for (let attempt = 1; ; attempt++) {
    const p = tryGenerate(rand, cols, rows, target);
    if (p) {
      const res = solve(p, 2);
      if (res.count === 1) {
        if (res.nodes >= minNodes) return p;
        if (res.nodes > bestNodes) { best = p; bestNodes = res.nodes; }
      }
    }
    if (attempt >= patience && best) return best;
    // A size that keeps failing gets one island fewer.
    if (attempt % patience === 0) target = Math.max(4, target - 1);
  }
}

/**
 * One attempt at a puzzle: null when the islands do not fit or cannot all be joined.
 * @param {() => number} rand @param {number} cols @param {number} rows @param {number} target islands
 * @returns {Puzzle | null}
 */
function tryGenerate(rand, cols, rows, target) {
  // Islands scattered at random, never side by side (a bridge needs room).
  const taken = new Uint8Array(cols * rows);
  /** @type {{r: number, c: number}[]} */
  const spots = [];
  for (let tries = 0; spots.length < target && tries < target * 40; tries++) {
    const r = Math.floor(rand() * rows);
    const c = Math.floor(rand() * cols);
    const i = r * cols + c;
    if (taken[i]) continue;
    if ((r > 0 && taken[i - cols]) || (r < rows - 1 && taken[i + cols]) || (c > 0 && taken[i - 1]) || (c < cols - 1 && taken[i + 1])) continue;
    taken[i] = 1;
    spots.push({ r, c });
  }
  if (spots.length < target) return null;
  spots.sort((a, b) => a.r - b.r || a.c - b.c);
  const { edges, crossings } = buildEdges(cols, rows, spots);
  // A random spanning tree (Kruskal over shuffled pairs, skipping crossings), then extra loops.
  const order = edges.map((_, k) => k);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [/** @type {number} */ (order[j]), /** @type {number} */ (order[i])];
  }
  /** @type {number[]} */
  const counts = new Array(edges.length).fill(0);
  const parent = spots.map((_, i) => i);
  const find = (/** @type {number} */ x) => { while (parent[x] !== x) x = /** @type {number} */ (parent[x]); return x; };
  let groups = spots.length;
  for (const k of order) {
    const e = /** @type {Edge} */ (edges[k]);
    const a = find(e.a);
    const b = find(e.b);
    if (a === b || (crossings[k] ?? []).some((f) => counts[f])) continue;
    parent[a] = b;
    groups--;
    counts[k] = rand() < 0.45 ? 2 : 1;
  }
  if (groups !== 1) return null;
  for (const k of order) {
    if (counts[k] || rand() > 0.3 || (crossings[k] ?? []).some((f) => counts[f])) continue;
    counts[k] = rand() < 0.4 ? 2 : 1;
  }
  const totals = islandTotals({ islands: spots.map((s) => ({ ...s, n: 0 })), edges }, counts);
  const islands = spots.map((s, i) => ({ r: s.r, c: s.c, n: /** @type {number} */ (totals[i]) }));
  return { cols, rows, islands, edges, crossings, solution: counts };
}

/**
 * A hint: first a wrong bridge to take away, otherwise a missing one to add (never one blocked by
 * a wrong bridge: that one is reported first). Returns the edge and what it should hold, or null.
 * @param {Puzzle} p @param {number[]} counts
 */
export function hint(p, counts) {
  for (let k = 0; k < p.edges.length; k++) if ((counts[k] ?? 0) > (p.solution[k] ?? 0)) return { edge: k, want: p.solution[k] ?? 0 };
  for (let k = 0; k < p.edges.length; k++) if ((counts[k] ?? 0) < (p.solution[k] ?? 0)) return { edge: k, want: p.solution[k] ?? 0 };
  return null;
}

/** Points for a solved puzzle: by size, a bonus for speed, hints cost. @param {number} islands @param {number} seconds @param {number} hints */
export function puzzleScore(islands, seconds, hints) {
  const par = islands * 10;
  const speed = Math.max(0, par - seconds);
  return Math.max(10, islands * 20 + speed * 2 - hints * 30);
}
