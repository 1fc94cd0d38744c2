// @ts-check
/**
 * Path finding on grids (pure, no DOM): a BFS distance field (many chasers, one target: each
 * steps downhill) and A* (one path). Diagonal moves never cut a blocked corner.
 *
 *   const grid = { cols: map.cols, rows: map.rows, passable: (c, r) => !map.isSolid(c, r) };
 *   const path = findPath(grid, { col: 1, row: 1 }, { col: 8, row: 5 }, { diagonal: true });
 */

/** @typedef {{col: number, row: number}} Cell */
/** @typedef {{cols: number, rows: number, passable: (col: number, row: number) => boolean}} Grid */
/** @typedef {{diagonal?: boolean}} PathOptions */

const ORTHO = [[1, 0], [-1, 0], [0, 1], [0, -1]];
const DIAG = [[1, 1], [1, -1], [-1, 1], [-1, -1]];

/**
 * Neighbours of a cell that can be entered: 4 (or 8 with diagonal) directions; a diagonal step
 * needs both orthogonal cells beside it free, so paths never squeeze between touching walls.
 * @param {Grid} grid @param {number} col @param {number} row @param {boolean} [diagonal]
 * @returns {Cell[]}
 */
export function neighbours(grid, col, row, diagonal = false) {
  /** @type {Cell[]} */
  const out = [];
  const free = (/** @type {number} */ c, /** @type {number} */ r) => c >= 0 && r >= 0 && c < grid.cols && r < grid.rows && grid.passable(c, r);
  for (const [dc, dr] of /** @type {[number, number][]} */ (ORTHO)) if (free(col + dc, row + dr)) out.push({ col: col + dc, row: row + dr });
  if (diagonal) {
    for (const [dc, dr] of /** @type {[number, number][]} */ (DIAG)) {
      if (free(col + dc, row + dr) && free(col + dc, row) && free(col, row + dr)) out.push({ col: col + dc, row: row + dr });
    }
  }
  return out;
}

/**
 * Breadth-first distance field: steps from the nearest source to every cell (-1 = unreachable).
 * Sources need not be passable themselves (e.g. the player standing in a doorway).
 * @param {Grid} grid @param {Cell[]} sources @param {PathOptions} [o]
 * @returns {Int32Array} row-major, length cols × rows
 */
export function distanceField(grid, sources, o = {}) {
  const { cols, rows } = grid;
  const dist = new Int32Array(cols * rows).fill(-1);
  const queue = new Int32Array(cols * rows);
  let head = 0;
  let tail = 0;
  for (const s of sources) {
    if (s.col < 0 || s.row < 0 || s.col >= cols || s.row >= rows) continue;
    const i = s.row * cols + s.col;
    if (dist[i] === 0) continue;
    dist[i] = 0;
    queue[tail++] = i;
  }
  while (head < tail) {
    const i = /** @type {number} */ (queue[head++]);
    const col = i % cols;
    const row = (i - col) / cols;
    const d = /** @type {number} */ (dist[i]) + 1;
    for (const n of neighbours(grid, col, row, o.diagonal)) {
      const j = n.row * cols + n.col;
      if (dist[j] !== -1) continue;
      dist[j] = d;
      queue[tail++] = j;
    }
  }
  return dist;
}

/**
 * The neighbour to step to from a cell to get closer to the field's sources (null when there
 * or cut off). Ties go to the first direction in right, left, down, up (then diagonal) order.
 * @param {Grid} grid @param {Int32Array} field @param {Cell} from @param {PathOptions} [o]
 * @returns {Cell | null}
 */
export function stepDownhill(grid, field, from, o = {}) {
  const here = field[from.row * grid.cols + from.col] ?? -1;
  if (here <= 0) return null;
  /** @type {Cell | null} */
  let best = null;
  let bestD = here;
  for (const n of neighbours(grid, from.col, from.row, o.diagonal)) {
    const d = /** @type {number} */ (field[n.row * grid.cols + n.col]);
    if (d >= 0 && d < bestD) { best = n; bestD = d; }
  }
  return best;
}

/** Binary min-heap of cell indices; each entry keeps the score it was pushed with. */
class Heap {
  constructor() {
    /** @type {number[]} */
    this.keys = [];
    /** @type {number[]} */
    this.vals = [];
  }
  get size() { return this.vals.length; }
  /** @param {number} v @param {number} key */
  push(v, key) {
    const { keys, vals } = this;
    let i = vals.length;
    keys.push(key);
    vals.push(v);
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = /** @type {number} */ (keys[p]);
      if (pk <= key) break;
      keys[i] = pk;
      vals[i] = /** @type {number} */ (vals[p]);
      i = p;
    }
    keys[i] = key;
    vals[i] = v;
  }
  pop() {
    const { keys, vals } = this;
    const top = /** @type {number} */ (vals[0]);
    const lastK = /** @type {number} */ (keys.pop());
    const lastV = /** @type {number} */ (vals.pop());
    const n = vals.length;
    if (n) {
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && /** @type {number} */ (keys[c + 1]) < /** @type {number} */ (keys[c])) c++;
        const ck = /** @type {number} */ (keys[c]);
        if (ck >= lastK) break;
        keys[i] = ck;
        vals[i] = /** @type {number} */ (vals[c]);
        i = c;
      }
      keys[i] = lastK;
      vals[i] = lastV;
    }
    return top;
  }
}

/**
 * Shortest path by A*: straight steps cost 1, diagonal steps √2 (octile heuristic).
 * Returns the cells from start to goal inclusive, or null when the goal cannot be reached.
 * The start cell need not be passable; the goal must be.
 * @param {Grid} grid @param {Cell} start @param {Cell} goal @param {PathOptions} [o]
 * @returns {Cell[] | null}
 */
export function findPath(grid, start, goal, o = {}) {
  const { cols, rows } = grid;
  const inGrid = (/** @type {Cell} */ c) => c.col >= 0 && c.row >= 0 && c.col < cols && c.row < rows;
  if (!inGrid(start) || !inGrid(goal) || !grid.passable(goal.col, goal.row)) return null;
  const n = cols * rows;
  const g = new Float64Array(n).fill(Infinity);
  const from = new Int32Array(n).fill(-1);
  const closed = new Uint8Array(n);
  const diag = !!o.diagonal;
  const h = (/** @type {number} */ c, /** @type {number} */ r) => {
    const dx = Math.abs(c - goal.col);
    const dy = Math.abs(r - goal.row);
    return diag ? Math.max(dx, dy) + (Math.SQRT2 - 1) * Math.min(dx, dy) : dx + dy;
  };
  const s = start.row * cols + start.col;
  const t = goal.row * cols + goal.col;
  g[s] = 0;
  const open = new Heap();
  open.push(s, h(start.col, start.row));
  while (open.size) {
    const i = open.pop();
    if (closed[i]) continue; // stale entry: a cheaper copy was already expanded
    if (i === t) break;
    closed[i] = 1;
    const col = i % cols;
    const row = (i - col) / cols;
    for (const nb of neighbours(grid, col, row, diag)) {
      const j = nb.row * cols + nb.col;
      if (closed[j]) continue;
      const cost = /** @type {number} */ (g[i]) + (nb.col !== col && nb.row !== row ? Math.SQRT2 : 1);
      if (cost < /** @type {number} */ (g[j]) - 1e-9) {
        g[j] = cost;
        from[j] = i;
        open.push(j, cost + h(nb.col, nb.row));
      }
    }
  }
  if (g[t] === Infinity) return null;
  /** @type {Cell[]} */
  const path = [];
  for (let i = t; i !== -1; i = /** @type {number} */ (from[i])) {
    const col = i % cols;
    path.push({ col, row: (i - col) / cols });
  }
  return path.reverse();
}

/** Length of a path in step costs (1 straight, √2 diagonal). @param {Cell[]} path */
export function pathCost(path) {
  let total = 0;
  for (let i = 1; i < path.length; i++) {
    const a = /** @type {Cell} */ (path[i - 1]);
    const b = /** @type {Cell} */ (path[i]);
    total += a.col !== b.col && a.row !== b.row ? Math.SQRT2 : 1;
  }
  return total;
}
