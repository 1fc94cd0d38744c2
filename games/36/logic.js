// @ts-check
/**
 * Invader waves: pure rules (no DOM). The formation marches as one block, steps faster as it
 * thins, drops a row at each wall; shields are little bitmaps that bullets chew holes into.
 */

export const W = 360;
export const H = 600;
export const COLS = 8;
export const ROWS = 5;
/** Formation cell pitch; invader sprites are INV_W × INV_H inside it. */
export const PITCH_X = 34;
export const PITCH_Y = 28;
export const INV_W = 24;
export const INV_H = 16;
export const MARGIN = 8;
export const STEP_X = 5;
export const DROP_Y = 12;
export const PLAYER_Y = 548;
export const GROUND_Y = 574;
/** When the lowest invader's bottom reaches this line the planet is invaded. */
export const LAND_Y = PLAYER_Y - 4;
export const SHIELD_Y = 462;
export const SHIELD_COLS = 22;
export const SHIELD_ROWS = 14;
export const SHIELD_CELL = 2;

/** @typedef {'jelly'|'beetle'|'blob'} Kind */
/** @typedef {{row: number, col: number, kind: Kind, alive: boolean}} Invader */
/**
 * @typedef {Object} Formation
 * @property {Invader[]} invaders
 * @property {number} ox left edge of column 0
 * @property {number} oy top edge of row 0
 * @property {1|-1} dir marching direction
 * @property {number} timer seconds until the next step
 * @property {number} frame animation frame (flips each step)
 * @property {number} total invaders at the start of the wave
 * @property {number} wave 1-based
 */
/** @typedef {{x: number, y: number, cols: number, rows: number, cell: number, bits: Uint8Array}} Shield */

/** Points per invader kind: the top row is worth most. */
export const POINTS = /** @type {Record<Kind, number>} */ ({ jelly: 30, beetle: 20, blob: 10 });

/** @param {number} row @returns {Kind} */
export function kindForRow(row) {
  return row === 0 ? 'jelly' : row <= 2 ? 'beetle' : 'blob';
}

/**
 * Each wave starts a little lower (less time before they land), capped so the player always has
 * room to work.
 * @param {number} wave 1-based
 */
export function startY(wave) {
  return 78 + Math.min(6, wave - 1) * 12;
}

/** @param {number} wave @returns {Formation} */
export function makeFormation(wave) {
  /** @type {Invader[]} */
  const invaders = [];
  for (let row = 0; row < ROWS; row++) for (let col = 0; col < COLS; col++) invaders.push({ row, col, kind: kindForRow(row), alive: true });
  return { invaders, ox: MARGIN + 2, oy: startY(wave), dir: 1, timer: stepInterval(invaders.length, invaders.length, wave), frame: 0, total: invaders.length, wave };
}

/** @param {Formation} f */
export function aliveCount(f) {
  let n = 0;
  for (const v of f.invaders) if (v.alive) n++;
  return n;
}

/**
 * Seconds between marching steps: slow with a full rack, frantic for the last few, and a bit
 * quicker on every wave.
 * @param {number} alive @param {number} total @param {number} wave
 */
export function stepInterval(alive, total, wave) {
  const frac = total > 0 ? Math.max(0, alive - 1) / Math.max(1, total - 1) : 0;
  const waveK = 1 / (1 + Math.min(8, wave - 1) * 0.09);
  return (0.045 + 0.68 * frac ** 1.3) * waveK;
}

/** @param {Formation} f @param {Invader} v */
export function invaderRect(f, v) {
  return { x: f.ox + v.col * PITCH_X + (PITCH_X - INV_W) / 2, y: f.oy + v.row * PITCH_Y, w: INV_W, h: INV_H };
}

/** Bounding box of the living invaders, or null when none are left. @param {Formation} f */
export function bounds(f) {
  let x0 = Infinity; let y0 = Infinity; let x1 = -Infinity; let y1 = -Infinity;
  for (const v of f.invaders) {
    if (!v.alive) continue;
    const r = invaderRect(f, v);
    x0 = Math.min(x0, r.x); y0 = Math.min(y0, r.y);
    x1 = Math.max(x1, r.x + r.w); y1 = Math.max(y1, r.y + r.h);
  }
  return x0 === Infinity ? null : { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/**
 * One marching step: sideways, or down a row and turn round when the next sideways step would
 * cross the margin. Only living invaders count, so a thinned rack travels further.
 * @param {Formation} f
 * @returns {'side'|'down'|'none'}
 */
export function march(f) {
  const b = bounds(f);
  if (!b) return 'none';
  f.frame ^= 1;
  const nx = b.x + f.dir * STEP_X;
  if (nx < MARGIN || nx + b.w > W - MARGIN) {
    f.oy += DROP_Y;
    f.dir = f.dir === 1 ? -1 : 1;
    return 'down';
  }
  f.ox += f.dir * STEP_X;
  return 'side';
}

/**
 * Advances the marching clock; returns how many steps were taken (0 or 1 at 60 Hz).
 * @param {Formation} f @param {number} dt
 */
export function advance(f, dt) {
  f.timer -= dt;
  if (f.timer > 0) return 0;
  march(f);
  f.timer += stepInterval(aliveCount(f), f.total, f.wave);
  if (f.timer < 0) f.timer = 0;
  return 1;
}

/** Whether the living rack has reached the player's line. @param {Formation} f */
export function landed(f) {
  const b = bounds(f);
  return !!b && b.y + b.h >= LAND_Y;
}

/**
 * The invader a bullet going up from (x, yBottom) to yTop hits first (lowest), or null.
 * @param {Formation} f @param {number} x @param {number} yTop @param {number} yBottom
 */
export function shotHit(f, x, yTop, yBottom) {
  /** @type {Invader | null} */
  let best = null;
  let bestY = -Infinity;
  for (const v of f.invaders) {
    if (!v.alive) continue;
    const r = invaderRect(f, v);
    if (x < r.x || x > r.x + r.w || yTop > r.y + r.h || yBottom < r.y) continue;
    if (r.y > bestY) { best = v; bestY = r.y; }
  }
  return best;
}

/** Lowest living invader of each column that has one (the ones allowed to drop bombs). @param {Formation} f */
export function shooters(f) {
  /** @type {Map<number, Invader>} */
  const low = new Map();
  for (const v of f.invaders) {
    if (!v.alive) continue;
    const cur = low.get(v.col);
    if (!cur || v.row > cur.row) low.set(v.col, v);
  }
  return [...low.values()].sort((a, b) => a.col - b.col);
}

/**
 * Bombs allowed in the air at once and their fall speed: both rise with the wave, and a thin
 * rack fires a little more often so the endgame stays tense.
 * @param {number} wave @param {number} alive @param {number} total
 */
export function bombPlan(wave, alive, total) {
  const max = Math.min(6, 2 + Math.floor((wave + 1) / 2));
  const speed = 150 + Math.min(10, wave - 1) * 14;
  const gap = Math.max(0.35, (1.3 - wave * 0.08) * (0.6 + 0.4 * (alive / Math.max(1, total))));
  return { max, speed, gap };
}

/**
 * Points for the mystery ship: fixed by how many shots the player has fired, so a patient
 * counter can aim for the jackpot (every 15th shot from the 8th on).
 * @param {number} shots shots fired so far this wave
 */
export function mysteryPoints(shots) {
  const TABLE = [100, 50, 50, 100, 150, 100, 100, 300, 50, 100, 150, 100, 50, 100, 150];
  return /** @type {number} */ (TABLE[shots % TABLE.length]);
}

// ---------------------------------------------------------------- shields

/** A bunker bitmap with a rounded top and an arch cut out of its base. @param {number} x @param {number} y @returns {Shield} */
export function makeShield(x, y) {
  const cols = SHIELD_COLS;
  const rows = SHIELD_ROWS;
  const bits = new Uint8Array(cols * rows);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const corner = r < 4 && (c < 4 - r || c >= cols - (4 - r));
      const dx = c - (cols - 1) / 2;
      const arch = r >= rows - 5 && Math.abs(dx) < 5 - Math.max(0, rows - 2 - r) * 0.6;
      bits[r * cols + c] = corner || arch ? 0 : 1;
    }
  }
  return { x, y, cols, rows, cell: SHIELD_CELL, bits };
}

/** Four shields spread evenly across the field. */
export function makeShields() {
  const w = SHIELD_COLS * SHIELD_CELL;
  return [0, 1, 2, 3].map((i) => makeShield(Math.round((W * (i + 0.5)) / 4 - w / 2), SHIELD_Y));
}

/** @param {Shield} s */
export function shieldCells(s) {
  let n = 0;
  for (const b of s.bits) n += b;
  return n;
}

/**
 * The first solid cell a bullet at x meets travelling from y0 to y1 (either direction), as the
 * y of that cell's centre; null when it passes through a gap or misses the shield.
 * @param {Shield} s @param {number} x @param {number} y0 @param {number} y1
 * @returns {{col: number, row: number, y: number} | null}
 */
export function shieldProbe(s, x, y0, y1) {
  const col = Math.floor((x - s.x) / s.cell);
  if (col < 0 || col >= s.cols) return null;
  const down = y1 >= y0;
  const rFrom = Math.floor((Math.min(y0, y1) - s.y) / s.cell);
  const rTo = Math.floor((Math.max(y0, y1) - s.y) / s.cell);
  const lo = Math.max(0, rFrom);
  const hi = Math.min(s.rows - 1, rTo);
  if (lo > hi) return null;
  for (let i = 0; i <= hi - lo; i++) {
    const row = down ? lo + i : hi - i;
    if (s.bits[row * s.cols + col]) return { col, row, y: s.y + (row + 0.5) * s.cell };
  }
  return null;
}

/**
 * Blasts a ragged crater around a cell. The bite reaches further in the bullet's direction of
 * travel (`dir` +1 down, -1 up), so repeated hits tunnel through.
 * @param {Shield} s @param {number} col @param {number} row @param {1|-1} dir
 * @returns {number} cells removed
 */
export function carve(s, col, row, dir) {
  let n = 0;
  for (let dr = -3; dr <= 3; dr++) {
    for (let dc = -2; dc <= 2; dc++) {
      const ahead = dr * dir;
      const d2 = dc * dc + dr * dr;
      // A solid core, plus a speckled rim that leans in the travel direction.
      const hit = d2 <= 2 || (d2 <= 6 && ahead >= 0 && ((dc * 7 + dr * 3 + col) & 1) === 0) || (ahead >= 2 && dc === 0);
      if (!hit) continue;
      const c = col + dc;
      const r = row + dr;
      if (c < 0 || r < 0 || c >= s.cols || r >= s.rows) continue;
      const i = r * s.cols + c;
      if (s.bits[i]) { s.bits[i] = 0; n++; }
    }
  }
  return n;
}

/**
 * Invaders marching through a shield grind away every cell they overlap.
 * @param {Shield} s @param {{x: number, y: number, w: number, h: number}} r
 */
export function erodeUnder(s, r) {
  let n = 0;
  const c0 = Math.max(0, Math.floor((r.x - s.x) / s.cell));
  const c1 = Math.min(s.cols - 1, Math.floor((r.x + r.w - s.x) / s.cell));
  const r0 = Math.max(0, Math.floor((r.y - s.y) / s.cell));
  const r1 = Math.min(s.rows - 1, Math.floor((r.y + r.h - s.y) / s.cell));
  for (let row = r0; row <= r1; row++) {
    for (let col = c0; col <= c1; col++) {
      const i = row * s.cols + col;
      if (s.bits[i]) { s.bits[i] = 0; n++; }
    }
  }
  return n;
}

/** The life bonus is awarded once, at this score. */
export const EXTRA_LIFE_AT = 1500;

/** Bonus for clearing a wave: more for quick clears and lives kept. @param {number} wave @param {number} lives */
export function waveBonus(wave, lives) {
  return 100 * wave + 50 * lives;
}
