// @ts-check
/**
 * Pure rules of the pixel platformer (no DOM): level parsing, player physics with coyote time and
 * jump buffering, enemies, pickups, hazards and scoring. game.js only draws and feeds input.
 */
import { TileMap, moveBox, onGround } from '../kit/tilemap.js';
import { approach, aabbOverlaps } from '../kit/geometry.js';
import { LEVELS } from './levels.js';

export { LEVELS };

/** @typedef {import('../kit/tilemap.js').Box} Box */
/**
 * @typedef {Object} Player
 * @property {number} x @property {number} y @property {number} w @property {number} h
 * @property {number} vx @property {number} vy
 * @property {boolean} grounded
 * @property {number} coyote seconds left in which a jump still counts as from the ground
 * @property {number} buffer seconds left in which an early jump press is remembered
 * @property {number} facing 1 right, -1 left
 * @property {boolean} [springing] launched by a spring (releasing jump must not cut the launch)
 */
/** @typedef {{left: boolean, right: boolean, jump: boolean, jumpPressed: boolean, down?: boolean}} PadInput */
/** @typedef {{kind: 'walker'|'flyer', x: number, y: number, w: number, h: number, vx: number, vy: number, baseY: number, t: number, alive: boolean}} Enemy */
/** @typedef {{x: number, y: number, taken: boolean}} Coin */
/**
 * @typedef {Object} Level
 * @property {TileMap} map
 * @property {{x: number, y: number}} start
 * @property {Box} goal
 * @property {Coin[]} coins
 * @property {Enemy[]} enemies
 * @property {Box[]} checkpoints
 */

export const W = 384;
export const H = 480;
export const TILE = 24;
/** The world is drawn magnified so a phone shows chunky tiles: the view is 12 × 15 tiles. */
export const ZOOM = 4 / 3;
export const VIEW_W = W / ZOOM;
export const VIEW_H = H / ZOOM;
/** Levels are padded with sky on top to at least one screen. */
export const VIEW_ROWS = Math.ceil(VIEW_H / TILE);

export const GRAVITY = 1500;
export const MAX_FALL = 620;
export const RUN_SPEED = 160;
export const RUN_ACCEL = 1500;
export const AIR_ACCEL = 1100;
export const FRICTION = 1700;
export const JUMP_V = 500;
/** Letting go of jump early caps the upward speed, so a tap is a hop and a hold a full jump. */
export const JUMP_CUT_V = 200;
export const SPRING_V = 760;
export const STOMP_V = 330;
export const COYOTE = 0.1;
export const JUMP_BUFFER = 0.13;
export const PLAYER_W = 14;
export const PLAYER_H = 20;
export const WALKER_SPEED = 42;
export const FLYER_SPEED = 62;

export const LEGEND = { '#': 'ground', B: 'brick', '=': 'ledge', T: 'spring', '^': 'spikes' };
const SOLID = ['ground', 'brick', 'spring'];

export const POINTS = { coin: 10, stomp: 100, level: 1000, life: 50 };
/** Coins for an extra life. */
export const COINS_PER_LIFE = 50;

/**
 * Parses one level. Markers: P start, F goal flag (on the ground), o coin, e walker, f flyer,
 * k checkpoint.
 * @param {number} index @returns {Level}
 */
export function buildLevel(index) {
  const src = /** @type {string[]} */ (LEVELS[index % LEVELS.length]);
  const pad = Math.max(0, VIEW_ROWS - src.length);
  const width = Math.max(...src.map((r) => r.length));
  // A cave's rock ceiling continues up instead of opening onto sky.
  const top = /^B+$/.test(src[0] ?? '') ? /** @type {string} */ (src[0]) : '.'.repeat(width);
  const rows = [...Array.from({ length: pad }, () => top), ...src];
  const map = TileMap.fromRows(rows, LEGEND, { size: TILE, solid: SOLID, oneWay: ['ledge'] });
  const cell = (/** @type {string} */ ch) => map.find(ch);
  const p = cell('P')[0] ?? { col: 1, row: map.rows - 3 };
  const f = cell('F')[0] ?? { col: map.cols - 2, row: map.rows - 3 };
  /** @type {Enemy[]} */
  const enemies = [];
  for (const c of cell('e')) enemies.push(makeEnemy('walker', c.col, c.row));
  for (const c of cell('f')) enemies.push(makeEnemy('flyer', c.col, c.row));
  return {
    map,
    start: { x: p.col * TILE + (TILE - PLAYER_W) / 2, y: (p.row + 1) * TILE - PLAYER_H },
    // The flag pole is three tiles tall; touching any of it finishes the level.
    goal: { x: f.col * TILE + 6, y: (f.row - 2) * TILE, w: TILE - 12, h: TILE * 3 },
    coins: cell('o').map((c) => ({ x: c.col * TILE + TILE / 2, y: c.row * TILE + TILE / 2, taken: false })),
    enemies,
    checkpoints: cell('k').map((c) => ({ x: c.col * TILE + 4, y: (c.row - 1) * TILE, w: TILE - 8, h: TILE * 2 })),
  };
}

/** @param {'walker'|'flyer'} kind @param {number} col @param {number} row @returns {Enemy} */
function makeEnemy(kind, col, row) {
  const w = kind === 'walker' ? 18 : 18;
  const h = kind === 'walker' ? 16 : 14;
  const y = kind === 'walker' ? (row + 1) * TILE - h : row * TILE + (TILE - h) / 2;
  return { kind, x: col * TILE + (TILE - w) / 2, y, w, h, vx: -(kind === 'walker' ? WALKER_SPEED : FLYER_SPEED), vy: 0, baseY: y, t: col * 0.7, alive: true };
}

/** @param {{x: number, y: number}} start @returns {Player} */
export function makePlayer(start) {
  return { x: start.x, y: start.y, w: PLAYER_W, h: PLAYER_H, vx: 0, vy: 0, grounded: true, coyote: COYOTE, buffer: 0, facing: 1 };
}

/**
 * One fixed step of the player. Returns what happened for sounds and effects.
 * @param {Player} p @param {PadInput} input @param {TileMap} map @param {number} dt
 * @returns {{jumped: boolean, landed: boolean, bonk: boolean, sprung: boolean}}
 */
export function stepPlayer(p, input, map, dt) {
  const ev = { jumped: false, landed: false, bonk: false, sprung: false };
  const dir = (input.right ? 1 : 0) - (input.left ? 1 : 0);
  if (dir) {
    p.facing = dir;
    // Turning round is quicker than speeding up: the character feels responsive.
    const accel = (p.grounded ? RUN_ACCEL : AIR_ACCEL) * (p.vx * dir < 0 ? 1.6 : 1);
    p.vx = approach(p.vx, dir * RUN_SPEED, accel * dt);
  } else {
    p.vx = approach(p.vx, 0, (p.grounded ? FRICTION : AIR_ACCEL * 0.5) * dt);
  }
  if (input.jumpPressed) p.buffer = JUMP_BUFFER;
  if (p.grounded) p.coyote = COYOTE;
  if (p.buffer > 0 && p.coyote > 0) {
    p.vy = -JUMP_V;
    p.buffer = 0;
    p.coyote = 0;
    p.grounded = false;
    ev.jumped = true;
  }
  p.buffer = Math.max(0, p.buffer - dt);
  if (!p.grounded) p.coyote = Math.max(0, p.coyote - dt);
  if (!input.jump && p.vy < -JUMP_CUT_V && !p.springing) p.vy = -JUMP_CUT_V;
  p.vy = Math.min(MAX_FALL, p.vy + GRAVITY * dt);
  if (p.vy >= 0) p.springing = false;
  const hits = moveBox(map, p, p.vx * dt, p.vy * dt, { dropThrough: !!input.down });
  // Levels have no side walls: the map edges are.
  if (p.x < 0) { p.x = 0; p.vx = 0; }
  if (p.x + p.w > map.width) { p.x = map.width - p.w; p.vx = 0; }
  if (hits.left || hits.right) p.vx = 0;
  if (hits.top) { p.vy = 0; ev.bonk = true; }
  const was = p.grounded;
  if (hits.bottom) {
    p.vy = 0;
    if (standingOn(map, p, 'spring')) {
      p.vy = -SPRING_V;
      p.springing = true;
      ev.sprung = true;
    }
  }
  p.grounded = p.vy >= 0 && onGround(map, p);
  if (p.grounded && !was) ev.landed = true;
  return ev;
}

/** Whether any tile of `kind` is directly under the box. @param {TileMap} map @param {Box} b @param {string} kind */
export function standingOn(map, b, kind) {
  const row = Math.round((b.y + b.h) / map.size);
  for (let c = Math.floor((b.x + 1e-6) / map.size); c <= Math.floor((b.x + b.w - 1e-6) / map.size); c++) {
    if (map.get(c, row) === kind) return true;
  }
  return false;
}

/** Spikes hurt only in the lower part of their cell (the points are there). @param {TileMap} map @param {Box} b */
export function touchesSpikes(map, b) {
  const s = map.size;
  for (let r = Math.floor(b.y / s); r <= Math.floor((b.y + b.h - 1e-6) / s); r++) {
    for (let c = Math.floor(b.x / s); c <= Math.floor((b.x + b.w - 1e-6) / s); c++) {
      if (map.get(c, r) !== 'spikes') continue;
      if (aabbOverlaps(b, { x: c * s + 3, y: r * s + s * 0.45, w: s - 6, h: s * 0.55 })) return true;
    }
  }
  return false;
}

/** Fell below the bottom of the map. @param {TileMap} map @param {Box} b */
export function fellOut(map, b) {
  return b.y > map.height + TILE;
}

/**
 * Walkers turn at walls and at ledge ends; flyers cruise between walls and bob up and down.
 * @param {Enemy} e @param {TileMap} map @param {number} dt
 */
export function stepEnemy(e, map, dt) {
  if (!e.alive) return;
  e.t += dt;
  if (e.kind === 'walker') {
    const hits = moveBox(map, e, e.vx * dt, 0);
    const s = map.size;
    const aheadX = e.vx < 0 ? e.x - 1 : e.x + e.w + 1;
    const belowRow = Math.floor((e.y + e.h + 1) / s);
    const col = Math.floor(aheadX / s);
    const floorAhead = map.isSolid(col, belowRow) || map.isOneWay(col, belowRow);
    const hazardAhead = map.get(col, Math.floor((e.y + e.h / 2) / s)) === 'spikes';
    if (hits.left || hits.right || !floorAhead || hazardAhead || aheadX < 0 || aheadX > map.width) e.vx = -e.vx;
    e.vy = Math.min(MAX_FALL, e.vy + GRAVITY * dt);
    const v = moveBox(map, e, 0, e.vy * dt);
    if (v.bottom) e.vy = 0;
    if (e.y > map.height + TILE) e.alive = false;
  } else {
    const hits = moveBox(map, e, e.vx * dt, 0);
    if (hits.left || hits.right || e.x <= 0 || e.x + e.w >= map.width) e.vx = -e.vx;
    e.y = e.baseY + Math.sin(e.t * 3) * 7;
  }
}

/**
 * Player against an enemy: landing on it from above stomps it, any other touch hurts.
 * @param {Player} p @param {Enemy} e @param {number} prevBottom the player's bottom edge before this step
 * @returns {'stomp'|'hurt'|null}
 */
export function enemyContact(p, e, prevBottom) {
  if (!e.alive || !aabbOverlaps(p, e)) return null;
  if (p.vy > 0 && prevBottom <= e.y + 6) return 'stomp';
  return 'hurt';
}

/** Coins the player box overlaps now (marks them taken). @param {Player} p @param {Coin[]} coins */
export function collectCoins(p, coins) {
  let n = 0;
  for (const c of coins) {
    if (c.taken) continue;
    if (aabbOverlaps(p, { x: c.x - 7, y: c.y - 8, w: 14, h: 16 })) { c.taken = true; n++; }
  }
  return n;
}

/** End-of-level bonus: faster clears and more lives left score more. @param {number} seconds @param {number} lives */
export function levelBonus(seconds, lives) {
  return POINTS.level + Math.max(0, Math.round((120 - seconds) * 10)) + lives * POINTS.life;
}

/**
 * Camera position keeping the player a little ahead of centre, clamped to the map.
 * @param {Player} p @param {TileMap} map @param {number} viewW @param {number} viewH
 */
export function cameraFor(p, map, viewW, viewH) {
  const cx = p.x + p.w / 2 - viewW / 2 + p.facing * 30;
  const cy = p.y + p.h / 2 - viewH * 0.55;
  return {
    x: Math.max(0, Math.min(map.width - viewW, cx)),
    y: Math.max(0, Math.min(map.height - viewH, cy)),
  };
}
