// @ts-check
/**
 * Pure rules of the triple-tile game (no DOM). Tiles lie in layers; a tile covers 2×2 half-units
 * at (x, y) on layer z. A tile is free when no tile on a higher layer overlaps it. Picking a free
 * tile moves it into a 7-slot tray next to its kind; three of a kind in the tray vanish; a full
 * tray with no triple loses the deal.
 *
 * Deals are winnable by construction: kinds are handed out along a removal order made of free
 * tiles only, three consecutive picks sharing one kind, so that order clears the board with at
 * most three tiles ever in the tray.
 */

/** @typedef {{id: number, x: number, y: number, z: number, kind: number}} Tile */
/** @typedef {{tiles: Tile[], tray: number[], trayIds: number[]}} Deal tiles still on the board, tray kinds and ids */

export const TRAY = 7;
/** Base grid of the bottom layer, in tiles. */
export const GRID_W = 7;
export const GRID_H = 8;

/** @param {Tile} a @param {Tile} b */
export function overlaps(a, b) {
  return Math.abs(a.x - b.x) < 2 && Math.abs(a.y - b.y) < 2;
}

/** Whether tile t is free among `tiles` (the tiles still on the board). @param {Tile[]} tiles @param {Tile} t */
export function isFree(tiles, t) {
  return !tiles.some((o) => o.z > t.z && overlaps(o, t));
}

/** @param {Tile[]} tiles */
export function freeTiles(tiles) {
  return tiles.filter((t) => isFree(tiles, t));
}

/**
 * Level settings: a wider base, more layers and more kinds as levels rise.
 * @param {number} level
 */
export function levelSpec(level) {
  const steps = [[2, 5, 5], [2, 6, 6], [3, 6, 6], [3, 7, 7], [4, 7, 7], [4, 7, 8], [5, 7, 8]];
  const [layers, gw, gh] = /** @type {number[]} */ (steps[level - 1] ?? [Math.min(7, 5 + Math.floor((level - 7) / 2)), GRID_W, GRID_H]);
  return { layers: /** @type {number} */ (layers), gw: /** @type {number} */ (gw), gh: /** @type {number} */ (gh), kinds: Math.min(5 + level, 16), maxTiles: 120 };
}

/**
 * Tile positions for a level: mirrored layers, odd layers shifted half a tile, each upper tile
 * resting on at least one tile below, higher layers inset from the edges.
 * @param {number} level @param {() => number} rand
 * @returns {{x: number, y: number, z: number}[]}
 */
export function layout(level, rand) {
  const spec = levelSpec(level);
  for (let attempt = 0; ; attempt++) {
    /** @type {{x: number, y: number, z: number}[]} */
    const cells = [];
    for (let z = 0; z < spec.layers; z++) {
      const off = z % 2;
      const nx = spec.gw - off;
      const ny = spec.gh - off;
      const inset = Math.floor(z / 2);
      const density = z === 0 ? (spec.layers >= 5 ? 0.72 : 0.8) : spec.layers >= 5 ? 0.6 : 0.66;
      for (let j = inset; j < ny - inset; j++) {
        for (let i = inset; i < Math.ceil(nx / 2); i++) {
          if (rand() >= density) continue;
          const mirror = nx - 1 - i;
          for (const ii of mirror === i ? [i] : [i, mirror]) {
            const c = { x: ii * 2 + off, y: j * 2 + off, z };
            if (z === 0 || cells.some((o) => o.z === z - 1 && Math.abs(o.x - c.x) < 2 && Math.abs(o.y - c.y) < 2)) cells.push(c);
          }
        }
      }
    }
    // Trim random tiles of the highest layer down to the budget and to a multiple of 3.
    const target = Math.min(spec.maxTiles, cells.length - (cells.length % 3));
    while (cells.length > target) {
      const topZ = Math.max(...cells.map((c) => c.z));
      const top = cells.filter((c) => c.z === topZ);
      const victim = /** @type {{x: number, y: number, z: number}} */ (top[Math.floor(rand() * top.length)]);
      cells.splice(cells.indexOf(victim), 1);
    }
    const layers = new Set(cells.map((c) => c.z)).size;
    if ((cells.length >= 18 && layers === spec.layers) || attempt > 30) return cells;
  }
}

/**
 * A winnable deal: tiles with kinds, plus the order that proves it can be cleared.
 * @param {number} level @param {() => number} rand
 * @returns {{tiles: Tile[], order: number[]}}
 */
export function deal(level, rand) {
  const spec = levelSpec(level);
  const cells = layout(level, rand);
  /** @type {Tile[]} */
  const tiles = cells.map((c, id) => ({ id, ...c, kind: -1 }));
  const kinds = Math.min(spec.kinds, tiles.length / 3);
  /** @type {number[]} */
  let bag = [];
  /** @type {number[]} */
  const order = [];
  let left = tiles.slice();
  while (left.length) {
    if (!bag.length) {
      // Each round of the bag uses every kind once, so counts stay even across kinds.
      bag = Array.from({ length: kinds }, (_, k) => k);
      for (let i = bag.length - 1; i > 0; i--) {
        const j = Math.floor(rand() * (i + 1));
        [bag[i], bag[j]] = [/** @type {number} */ (bag[j]), /** @type {number} */ (bag[i])];
      }
    }
    const kind = /** @type {number} */ (bag.pop());
    for (let n = 0; n < 3; n++) {
      const free = freeTiles(left);
      const t = /** @type {Tile} */ (free[Math.floor(rand() * free.length)]);
      t.kind = kind;
      order.push(t.id);
      left = left.filter((o) => o !== t);
    }
  }
  return { tiles, order };
}

/**
 * Where a kind goes in the tray: right after the last tile of the same kind, else at the end.
 * @param {number[]} tray @param {number} kind
 */
export function insertAt(tray, kind) {
  const last = tray.lastIndexOf(kind);
  return last >= 0 ? last + 1 : tray.length;
}

/**
 * Picks a tile: it must be on the board, free, and the tray must have room. Returns the new deal
 * with any triple removed, or null for an illegal pick.
 * @param {Deal} d @param {number} id
 * @returns {{deal: Deal, cleared: number | null, clearedIds: number[], slot: number, lost: boolean, won: boolean} | null}
 */
export function pick(d, id) {
  const t = d.tiles.find((o) => o.id === id);
  if (!t || !isFree(d.tiles, t) || d.tray.length >= TRAY) return null;
  const slot = insertAt(d.tray, t.kind);
  const tray = d.tray.slice();
  const trayIds = d.trayIds.slice();
  tray.splice(slot, 0, t.kind);
  trayIds.splice(slot, 0, t.id);
  /** @type {number | null} */
  let cleared = null;
  /** @type {number[]} */
  let clearedIds = [];
  if (tray.filter((k) => k === t.kind).length >= 3) {
    cleared = t.kind;
    // Same kinds sit together, so the triple is the three slots ending at the new tile.
    const first = tray.indexOf(t.kind);
    clearedIds = trayIds.splice(first, 3);
    tray.splice(first, 3);
  }
  const tiles = d.tiles.filter((o) => o !== t);
  return { deal: { tiles, tray, trayIds }, cleared, clearedIds, slot, lost: tray.length >= TRAY, won: !tiles.length && !tray.length };
}

/**
 * Takes the most recent tray tile back to its place on the board.
 * @param {Deal} d @param {number[]} history ids picked, oldest first @param {Tile[]} all every tile of the deal
 * @returns {Deal | null}
 */
export function undo(d, history, all) {
  for (let i = history.length - 1; i >= 0; i--) {
    const id = /** @type {number} */ (history[i]);
    const slot = d.trayIds.indexOf(id);
    if (slot < 0) continue;
    const t = all.find((o) => o.id === id);
    if (!t) return null;
    const tray = d.tray.slice();
    const trayIds = d.trayIds.slice();
    tray.splice(slot, 1);
    trayIds.splice(slot, 1);
    return { tiles: [...d.tiles, t], tray, trayIds };
  }
  return null;
}

/** Points for a triple: later levels pay more. @param {number} level */
export function tripleScore(level) {
  return 30 + level * 10;
}

/** Bonus for clearing a deal, higher with unused undos. @param {number} level @param {number} undosLeft */
export function clearBonus(level, undosLeft) {
  return 200 + level * 100 + undosLeft * 100;
}

/**
 * Depth-first solver (for tests and hints): a pick order that clears the deal from this state, or
 * null. Picks that complete a triple are tried first, then kinds already in the tray.
 * @param {Deal} d @param {number} [budget] states to explore before giving up
 * @returns {number[] | null}
 */
export function solve(d, budget = 200000) {
  const seen = new Set();
  let steps = 0;
  /** @param {Deal} s @returns {number[] | null} */
  const go = (s) => {
    if (!s.tiles.length && !s.tray.length) return [];
    if (++steps > budget) return null;
    const key = `${s.tiles.map((t) => t.id).sort((a, b) => a - b).join(',')}|${s.tray.slice().sort((a, b) => a - b).join(',')}`;
    if (seen.has(key)) return null;
    seen.add(key);
    const count = (/** @type {number} */ k) => s.tray.filter((x) => x === k).length;
    const free = freeTiles(s.tiles).sort((a, b) => count(b.kind) - count(a.kind));
    for (const t of free) {
      const res = pick(s, t.id);
      if (!res || res.lost) continue;
      const rest = go(res.deal);
      if (rest) return [t.id, ...rest];
    }
    return null;
  };
  return go(d);
}
