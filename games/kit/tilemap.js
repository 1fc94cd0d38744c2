// @ts-check
/**
 * Tile maps written as arrays of strings, with box movement against solid tiles for platformers
 * and top-down games. Pure apart from `drawTiles`, which only calls back for each visible tile.
 *
 *   const map = TileMap.fromRows(['#....#', '#.==.#', '######'], { '#': 'wall', '=': 'ledge' },
 *     { size: 32, solid: ['wall'], oneWay: ['ledge'] });
 *   const hit = moveBox(map, player, player.vx * dt, player.vy * dt);
 *   if (hit.bottom) player.vy = 0;
 */

/** @typedef {{x: number, y: number, w: number, h: number}} Box */
/** @typedef {{left: boolean, right: boolean, top: boolean, bottom: boolean}} MoveHits */
/**
 * @typedef {Object} TileMapOptions
 * @property {number} [size] tile edge in logical units (32)
 * @property {string[]} [solid] kinds that block from every side
 * @property {string[]} [oneWay] kinds that only hold up a box falling onto their top edge
 * @property {string} [outside] kind reported outside the map ('' = empty; use a solid kind to wall it in)
 */

/** A little slack so a box resting exactly on an edge does not count as overlapping it. */
const EPS = 1e-6;

export class TileMap {
  /**
   * @param {number} cols @param {number} rows @param {TileMapOptions} [o]
   */
  constructor(cols, rows, o = {}) {
    this.cols = cols;
    this.rows = rows;
    this.size = o.size ?? 32;
    /** Kind of each cell, row-major; '' is empty. @type {string[]} */
    this.kinds = new Array(cols * rows).fill('');
    /** Source character of each cell (markers such as spawn points survive here). @type {string[]} */
    this.chars = new Array(cols * rows).fill(' ');
    this.solid = new Set(o.solid ?? []);
    this.oneWay = new Set(o.oneWay ?? []);
    this.outside = o.outside ?? '';
  }

  /**
   * Builds a map from rows of characters; `legend` maps a character to a tile kind, anything else
   * is empty. Short rows are padded with empty cells.
   * @param {string[]} lines @param {Record<string, string>} legend @param {TileMapOptions} [o]
   */
  static fromRows(lines, legend, o = {}) {
    const cols = Math.max(0, ...lines.map((l) => [...l].length));
    const map = new TileMap(cols, lines.length, o);
    lines.forEach((line, r) => {
      [...line].forEach((ch, c) => {
        map.chars[r * cols + c] = ch;
        map.kinds[r * cols + c] = legend[ch] ?? '';
      });
    });
    return map;
  }

  get width() { return this.cols * this.size; }
  get height() { return this.rows * this.size; }

  /** @param {number} col @param {number} row */
  inside(col, row) {
    return col >= 0 && row >= 0 && col < this.cols && row < this.rows;
  }

  /** Kind at a cell (`outside` beyond the edges). @param {number} col @param {number} row */
  get(col, row) {
    return this.inside(col, row) ? /** @type {string} */ (this.kinds[row * this.cols + col]) : this.outside;
  }

  /** @param {number} col @param {number} row @param {string} kind */
  set(col, row, kind) {
    if (this.inside(col, row)) this.kinds[row * this.cols + col] = kind;
  }

  /** Cell containing a point. @param {number} x @param {number} y */
  cellAt(x, y) {
    return { col: Math.floor(x / this.size), row: Math.floor(y / this.size) };
  }

  /** Kind of the tile under a point. @param {number} x @param {number} y */
  kindAt(x, y) {
    return this.get(Math.floor(x / this.size), Math.floor(y / this.size));
  }

  /** @param {number} col @param {number} row */
  isSolid(col, row) {
    return this.solid.has(this.get(col, row));
  }

  /** @param {number} col @param {number} row */
  isOneWay(col, row) {
    return this.oneWay.has(this.get(col, row));
  }

  /** Centre of a cell in logical units. @param {number} col @param {number} row */
  center(col, row) {
    return { x: (col + 0.5) * this.size, y: (row + 0.5) * this.size };
  }

  /** Cells whose source character is `ch` (spawn points, pickups…), in reading order. @param {string} ch */
  find(ch) {
    /** @type {{col: number, row: number}[]} */
    const out = [];
    this.chars.forEach((c, i) => { if (c === ch) out.push({ col: i % this.cols, row: Math.floor(i / this.cols) }); });
    return out;
  }

  /** Cells of a kind, in reading order. @param {string} kind */
  cellsOf(kind) {
    /** @type {{col: number, row: number}[]} */
    const out = [];
    this.kinds.forEach((k, i) => { if (k === kind) out.push({ col: i % this.cols, row: Math.floor(i / this.cols) }); });
    return out;
  }

  /** Whether any solid tile overlaps a box. @param {Box} b */
  boxHitsSolid(b) {
    const s = this.size;
    for (let r = Math.floor((b.y + EPS) / s); r <= Math.floor((b.y + b.h - EPS) / s); r++) {
      for (let c = Math.floor((b.x + EPS) / s); c <= Math.floor((b.x + b.w - EPS) / s); c++) {
        if (this.isSolid(c, r)) return true;
      }
    }
    return false;
  }
}

/**
 * Moves a box by (dx, dy) through the map, x first and then y, stopping flush against solid tiles.
 * Tiles are swept column by column (row by row), so even a move longer than a tile cannot pass
 * through a wall. One-way tiles stop only a downward move that starts above their top edge, unless
 * `dropThrough` is set (e.g. the player pressed down). Tiles the box already overlaps never block,
 * so a box spawned inside a wall can walk out. Mutates box.x and box.y.
 * @param {TileMap} map @param {Box} box @param {number} dx @param {number} dy
 * @param {{dropThrough?: boolean}} [o]
 * @returns {MoveHits} which sides touched a tile
 */
export function moveBox(map, box, dx, dy, o = {}) {
  /** @type {MoveHits} */
  const hits = { left: false, right: false, top: false, bottom: false };
  const s = map.size;
  if (dx !== 0) {
    const r0 = Math.floor((box.y + EPS) / s);
    const r1 = Math.floor((box.y + box.h - EPS) / s);
    const blocked = (/** @type {number} */ c) => {
      for (let r = r0; r <= r1; r++) if (map.isSolid(c, r)) return true;
      return false;
    };
    if (dx > 0) {
      const edge = box.x + box.w;
      for (let c = Math.floor((edge - EPS) / s) + 1; c * s < edge + dx; c++) {
        if (blocked(c)) { box.x = c * s - box.w; hits.right = true; break; }
      }
      if (!hits.right) box.x += dx;
    } else {
      const edge = box.x;
      for (let c = Math.floor((edge + EPS) / s) - 1; (c + 1) * s > edge + dx; c--) {
        if (blocked(c)) { box.x = (c + 1) * s; hits.left = true; break; }
      }
      if (!hits.left) box.x += dx;
    }
  }
  if (dy !== 0) {
    const c0 = Math.floor((box.x + EPS) / s);
    const c1 = Math.floor((box.x + box.w - EPS) / s);
    /** @param {number} r @param {boolean} down */
    const blocked = (r, down) => {
      for (let c = c0; c <= c1; c++) {
        if (map.isSolid(c, r) || (down && !o.dropThrough && map.isOneWay(c, r))) return true;
      }
      return false;
    };
    if (dy > 0) {
      const edge = box.y + box.h;
      // Rows are entered from above, so a one-way tile reached here is always landed on from its top.
      for (let r = Math.floor((edge - EPS) / s) + 1; r * s < edge + dy; r++) {
        if (blocked(r, true)) { box.y = r * s - box.h; hits.bottom = true; break; }
      }
      if (!hits.bottom) box.y += dy;
    } else {
      const edge = box.y;
      for (let r = Math.floor((edge + EPS) / s) - 1; (r + 1) * s > edge + dy; r--) {
        if (blocked(r, false)) { box.y = (r + 1) * s; hits.top = true; break; }
      }
      if (!hits.top) box.y += dy;
    }
  }
  return hits;
}

/**
 * Whether a box stands on something: a solid or one-way tile directly under its bottom edge.
 * @param {TileMap} map @param {Box} box
 */
export function onGround(map, box) {
  const s = map.size;
  const bottom = box.y + box.h;
  const r = Math.round(bottom / s);
  if (Math.abs(r * s - bottom) > 1e-3) return false;
  for (let c = Math.floor((box.x + EPS) / s); c <= Math.floor((box.x + box.w - EPS) / s); c++) {
    if (map.isSolid(c, r) || map.isOneWay(c, r)) return true;
  }
  return false;
}

/**
 * Calls `draw` for every non-empty tile inside the view rectangle (the whole map by default),
 * row by row. Drawing itself is the game's: fill a rect, blit a sprite, etc.
 * @param {CanvasRenderingContext2D} g
 * @param {TileMap} map
 * @param {(g: CanvasRenderingContext2D, kind: string, x: number, y: number, size: number, col: number, row: number) => void} draw
 * @param {Box} [view] visible area in map units (camera), for culling
 */
export function drawTiles(g, map, draw, view) {
  const s = map.size;
  const c0 = view ? Math.max(0, Math.floor(view.x / s)) : 0;
  const r0 = view ? Math.max(0, Math.floor(view.y / s)) : 0;
  const c1 = view ? Math.min(map.cols - 1, Math.floor((view.x + view.w) / s)) : map.cols - 1;
  const r1 = view ? Math.min(map.rows - 1, Math.floor((view.y + view.h) / s)) : map.rows - 1;
  for (let r = r0; r <= r1; r++) {
    for (let c = c0; c <= c1; c++) {
      const kind = /** @type {string} */ (map.kinds[r * map.cols + c]);
      if (kind) draw(g, kind, c * s, r * s, s, c, r);
    }
  }
}
