// @ts-check
/**
 * Pure rules of the bubble shooter (no DOM). The grid is a hex layout stored as rows of colour
 * indexes (-1 empty). Odd rows are shifted right by one radius and hold one bubble less.
 */

/** @typedef {number[][]} Grid */
/** @typedef {{r: number, c: number}} Cell */
/** @typedef {{cols: number, R: number, top: number, width: number}} Geom top = y of the ceiling */

export const ROW_H = Math.sqrt(3);

/** Bubbles in row r. @param {number} r @param {number} cols */
export function rowLen(r, cols) {
  return r % 2 ? cols - 1 : cols;
}

/** @param {number} rows @param {number} cols @returns {Grid} */
export function emptyGrid(rows, cols) {
  return Array.from({ length: rows }, (_, r) => Array.from({ length: rowLen(r, cols) }, () => -1));
}

/** @param {Grid} g @param {number} r @param {number} c */
export function get(g, r, c) {
  return g[r]?.[c] ?? -1;
}

/** Centre of a cell in pixels. @param {Cell} p @param {Geom} geo */
export function cellCenter(p, geo) {
  return { x: geo.R + p.c * 2 * geo.R + (p.r % 2 ? geo.R : 0), y: geo.top + geo.R + p.r * ROW_H * geo.R };
}

/** The six neighbours of a cell that exist on the grid. @param {Grid} g @param {number} r @param {number} c @param {number} cols @returns {Cell[]} */
export function neighbours(g, r, c, cols) {
  const odd = r % 2 === 1;
  const cand = [
    [r, c - 1], [r, c + 1],
    [r - 1, odd ? c : c - 1], [r - 1, odd ? c + 1 : c],
    [r + 1, odd ? c : c - 1], [r + 1, odd ? c + 1 : c],
  ];
  return cand.filter(([rr, cc]) => /** @type {number} */ (rr) >= 0 && /** @type {number} */ (rr) < g.length && /** @type {number} */ (cc) >= 0 && /** @type {number} */ (cc) < rowLen(/** @type {number} */ (rr), cols)).map(([rr, cc]) => ({ r: /** @type {number} */ (rr), c: /** @type {number} */ (cc) }));
}

/** Same-colour cluster containing (r, c), flood-filled through neighbours. @param {Grid} g @param {number} r @param {number} c @param {number} cols @returns {Cell[]} */
export function findCluster(g, r, c, cols) {
  const color = get(g, r, c);
  if (color < 0) return [];
  const seen = new Set([`${r},${c}`]);
  const out = [{ r, c }];
  for (let i = 0; i < out.length; i++) {
    const p = /** @type {Cell} */ (out[i]);
    for (const n of neighbours(g, p.r, p.c, cols)) {
      const k = `${n.r},${n.c}`;
      if (!seen.has(k) && get(g, n.r, n.c) === color) {
        seen.add(k);
        out.push(n);
      }
    }
  }
  return out;
}

/** Bubbles no longer connected to the ceiling (row 0). @param {Grid} g @param {number} cols @returns {Cell[]} */
export function findFloating(g, cols) {
  const seen = new Set();
  /** @type {Cell[]} */
  const queue = [];
  (g[0] ?? []).forEach((v, c) => { if (v >= 0) { seen.add(`0,${c}`); queue.push({ r: 0, c }); } });
  for (let i = 0; i < queue.length; i++) {
    const p = /** @type {Cell} */ (queue[i]);
    for (const n of neighbours(g, p.r, p.c, cols)) {
      const k = `${n.r},${n.c}`;
      if (!seen.has(k) && get(g, n.r, n.c) >= 0) {
        seen.add(k);
        queue.push(n);
      }
    }
  }
  /** @type {Cell[]} */
  const out = [];
  g.forEach((row, r) => row.forEach((v, c) => { if (v >= 0 && !seen.has(`${r},${c}`)) out.push({ r, c }); }));
  return out;
}

/**
 * Places a bubble and resolves it: a same-colour cluster of 3+ pops, then every bubble left hanging
 * drops.
 * @param {Grid} g @param {Cell} cell @param {number} color @param {number} cols
 * @returns {{grid: Grid, popped: (Cell & {color: number})[], dropped: (Cell & {color: number})[]}}
 */
export function placeAndResolve(g, cell, color, cols) {
  const grid = g.map((row) => row.slice());
  while (grid.length <= cell.r) grid.push(Array.from({ length: rowLen(grid.length, cols) }, () => -1));
  /** @type {number[]} */ (grid[cell.r])[cell.c] = color;
  const cluster = findCluster(grid, cell.r, cell.c, cols);
  if (cluster.length < 3) return { grid, popped: [], dropped: [] };
  const popped = cluster.map((p) => ({ ...p, color }));
  for (const p of cluster) /** @type {number[]} */ (grid[p.r])[p.c] = -1;
  const dropped = findFloating(grid, cols).map((p) => ({ ...p, color: get(grid, p.r, p.c) }));
  for (const p of dropped) /** @type {number[]} */ (grid[p.r])[p.c] = -1;
  return { grid, popped, dropped };
}

/** Points for a shot. @param {number} popped @param {number} dropped */
export function shotScore(popped, dropped) {
  return popped * 10 + dropped * 30 + (dropped >= 5 ? dropped * 20 : 0);
}

/**
 * Nearest empty grid cell to a point (where a flying bubble sticks).
 * @param {Grid} g @param {number} x @param {number} y @param {Geom} geo
 * @returns {Cell}
 */
export function snapCell(g, x, y, geo) {
  const rGuess = Math.max(0, Math.round((y - geo.top - geo.R) / (ROW_H * geo.R)));
  let best = { r: rGuess, c: 0 };
  let bestD = Infinity;
  for (let r = Math.max(0, rGuess - 1); r <= rGuess + 1; r++) {
    for (let c = 0; c < rowLen(r, geo.cols); c++) {
      if (get(g, r, c) >= 0) continue;
      const p = cellCenter({ r, c }, geo);
      const d = Math.hypot(p.x - x, p.y - y);
      if (d < bestD) { bestD = d; best = { r, c }; }
    }
  }
  return best;
}

/**
 * Traces a shot from (x, y) at `angle` (radians, 0 = right, −π/2 = up), bouncing off the side walls,
 * until it touches a bubble or the ceiling.
 * @param {Grid} g @param {number} x @param {number} y @param {number} angle @param {Geom} geo
 * @returns {{points: {x: number, y: number}[], cell: Cell}} points = start, bounces, end
 */
export function traceShot(g, x, y, angle, geo) {
  let dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const pts = [{ x, y }];
  const step = geo.R / 4;
  const hitD = geo.R * 2 * 0.82;
  for (let i = 0; i < 4000; i++) {
    x += dx * step;
    y += dy * step;
    if (x < geo.R) { x = 2 * geo.R - x; dx = -dx; pts.push({ x, y }); }
    if (x > geo.width - geo.R) { x = 2 * (geo.width - geo.R) - x; dx = -dx; pts.push({ x, y }); }
    if (y <= geo.top + geo.R) break;
    let hit = false;
    const rGuess = Math.round((y - geo.top - geo.R) / (ROW_H * geo.R));
    for (let r = Math.max(0, rGuess - 1); r <= rGuess + 1 && !hit; r++) {
      const row = g[r];
      if (!row) continue;
      for (let c = 0; c < row.length; c++) {
        if (/** @type {number} */ (row[c]) < 0) continue;
        const p = cellCenter({ r, c }, geo);
        if (Math.hypot(p.x - x, p.y - y) < hitD) { hit = true; break; }
      }
    }
    if (hit) break;
  }
  pts.push({ x, y });
  return { points: pts, cell: snapCell(g, x, y, geo) };
}

/** Colours still on the grid (the shooter only loads these). @param {Grid} g */
export function colorsLeft(g) {
  return [...new Set(g.flat().filter((v) => v >= 0))].sort((a, b) => a - b);
}

/** @param {Grid} g */
export function bubbleCount(g) {
  return g.flat().filter((v) => v >= 0).length;
}

/** Lowest occupied row, or -1. @param {Grid} g */
export function lowestRow(g) {
  for (let r = g.length - 1; r >= 0; r--) if ((g[r] ?? []).some((v) => v >= 0)) return r;
  return -1;
}

/**
 * A level's starting grid: more rows and colours as levels rise. Neighbouring bubbles often share a
 * colour so there are clusters to aim for.
 * @param {number} level @param {number} cols @param {() => number} rand
 */
export function makeLevel(level, cols, rand) {
  const rows = Math.min(9, 4 + level);
  const colors = Math.min(6, 3 + Math.ceil(level / 2));
  const g = emptyGrid(rows, cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < rowLen(r, cols); c++) {
      const left = get(g, r, c - 1);
      const up = get(g, r - 1, c);
      const roll = rand();
      /** @type {number[]} */ (g[r])[c] = roll < 0.3 && left >= 0 ? left : roll < 0.5 && up >= 0 ? up : Math.floor(rand() * colors);
    }
  }
  return { grid: g, colors, shotsPerDrop: Math.max(4, 9 - level) };
}
