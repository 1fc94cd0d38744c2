// @ts-check
/**
 * Arena survivor: pure rules (no DOM). A walled arena with pillars (kit tile map), enemies that
 * route round the pillars on a shared distance field towards the player (kit path finding) and
 * charge straight in once they can see them, waves bought from a growing budget, pick-ups.
 */
import { TileMap, moveBox } from '../kit/tilemap.js';
import { distanceField, stepDownhill } from '../kit/pathfind.js';
import { segmentCircle } from '../kit/geometry.js';

export const TILE = 30;
export const W = 360;
export const H = 600;
export const PLAYER_R = 10;
export const PLAYER_SPEED = 150;
export const MAX_HP = 5;
export const BULLET_SPEED = 430;
export const FIRE_GAP = 0.14;

export const ROWS = [
  '############',
  '#....S.....#',
  '#..........#',
  '#..##..##..#',
  '#..##..##..#',
  '#..........#',
  '#S........S#',
  '#....##....#',
  '#....##....#',
  '#..........#',
  '#..........#',
  '#....##....#',
  '#....##....#',
  '#S........S#',
  '#..........#',
  '#..##..##..#',
  '#..##..##..#',
  '#..........#',
  '#.....S....#',
  '############',
];

/** @typedef {'grunt'|'runner'|'brute'|'spitter'|'splitter'|'mite'|'dasher'} Kind */
/**
 * @typedef {Object} EnemyStats
 * @property {number} r radius
 * @property {number} hp
 * @property {number} speed px/s
 * @property {number} points
 * @property {number} cost wave budget cost (0 = never bought, only spawned by others)
 * @property {number} from first wave it appears in
 */
/** @type {Record<Kind, EnemyStats>} */
export const ENEMIES = {
  grunt: { r: 10, hp: 2, speed: 68, points: 10, cost: 1, from: 1 },
  runner: { r: 8, hp: 1, speed: 118, points: 15, cost: 1, from: 2 },
  spitter: { r: 10, hp: 3, speed: 55, points: 30, cost: 2, from: 3 },
  dasher: { r: 10, hp: 3, speed: 62, points: 35, cost: 2, from: 4 },
  brute: { r: 15, hp: 9, speed: 42, points: 50, cost: 3, from: 5 },
  splitter: { r: 13, hp: 4, speed: 58, points: 40, cost: 3, from: 6 },
  mite: { r: 7, hp: 1, speed: 125, points: 5, cost: 0, from: 99 },
};

/**
 * @typedef {Object} Enemy
 * @property {Kind} kind
 * @property {number} x @property {number} y
 * @property {number} vx @property {number} vy
 * @property {number} r
 * @property {number} hp
 * @property {number} speed
 * @property {number} t timer for the kind's behaviour (spit cooldown, dash phases)
 * @property {'walk'|'windup'|'dash'|'rest'} mode
 * @property {number} dx @property {number} dy dash direction
 * @property {number} flash seconds of hit flash left
 */

/** The arena (walls solid, 'S' marks spawn points). */
export function buildMap() {
  return TileMap.fromRows(ROWS, { '#': 'wall' }, { size: TILE, solid: ['wall'], outside: 'wall' });
}

/** @param {TileMap} map */
export function gridOf(map) {
  return { cols: map.cols, rows: map.rows, passable: (/** @type {number} */ c, /** @type {number} */ r) => !map.isSolid(c, r) };
}

/**
 * What a wave sends: enemies bought with a budget that grows each wave, from the kinds unlocked
 * so far; the costlier kinds come more often later. Deterministic for a given random source.
 * @param {number} wave 1-based @param {() => number} rand
 * @returns {Kind[]}
 */
export function waveRoster(wave, rand) {
  let budget = 5 + wave * 3;
  const kinds = /** @type {Kind[]} */ (Object.keys(ENEMIES)).filter((k) => ENEMIES[k].cost > 0 && ENEMIES[k].from <= wave);
  /** @type {Kind[]} */
  const out = [];
  while (budget > 0) {
    const fit = kinds.filter((k) => ENEMIES[k].cost <= budget);
    if (!fit.length) break;
    // Weight: cheap kinds early, heavy ones more as waves go on.
    const weights = fit.map((k) => (ENEMIES[k].cost === 1 ? 3 : 1 + wave * 0.25));
    let u = rand() * weights.reduce((a, b) => a + b, 0);
    let pick = /** @type {Kind} */ (fit[0]);
    for (let i = 0; i < fit.length; i++) {
      u -= /** @type {number} */ (weights[i]);
      if (u <= 0) { pick = /** @type {Kind} */ (fit[i]); break; }
    }
    out.push(pick);
    budget -= ENEMIES[pick].cost;
  }
  return out;
}

/** Seconds between spawns in a wave. @param {number} wave */
export function spawnGap(wave) {
  return Math.max(0.35, 1.3 - wave * 0.08);
}

/** Enemies get a little quicker every wave (capped). @param {number} wave */
export function speedScale(wave) {
  return 1 + Math.min(0.5, (wave - 1) * 0.04);
}

/** @param {Kind} kind @param {number} x @param {number} y @param {number} wave @returns {Enemy} */
export function makeEnemy(kind, x, y, wave) {
  const s = ENEMIES[kind];
  return { kind, x, y, vx: 0, vy: 0, r: s.r, hp: s.hp, speed: s.speed * speedScale(wave), t: kind === 'spitter' ? 1.5 : 1.2, mode: 'walk', dx: 0, dy: 0, flash: 0 };
}

/**
 * Whether the straight line between two points stays clear of walls (sampled every few units,
 * widened by `r` so a body that size fits along it).
 * @param {TileMap} map @param {{x: number, y: number}} a @param {{x: number, y: number}} b @param {number} [r]
 */
export function lineOfSight(map, a, b, r = 0) {
  const d = Math.hypot(b.x - a.x, b.y - a.y);
  const n = Math.max(1, Math.ceil(d / 6));
  const nx = d > 0 ? (-(b.y - a.y) / d) * r : 0;
  const ny = d > 0 ? ((b.x - a.x) / d) * r : 0;
  for (let i = 0; i <= n; i++) {
    const x = a.x + ((b.x - a.x) * i) / n;
    const y = a.y + ((b.y - a.y) * i) / n;
    if (map.kindAt(x, y) === 'wall' || map.kindAt(x + nx, y + ny) === 'wall' || map.kindAt(x - nx, y - ny) === 'wall') return false;
  }
  return true;
}

/** Distance field towards the player's cell (8-way). @param {TileMap} map @param {{x: number, y: number}} p */
export function chaseField(map, p) {
  return distanceField(gridOf(map), [map.cellAt(p.x, p.y)], { diagonal: true });
}

/**
 * Unit direction an enemy wants to walk: straight at the player when the way is clear,
 * otherwise towards the centre of the next cell downhill on the chase field.
 * @param {TileMap} map @param {Int32Array} field @param {Enemy} e @param {{x: number, y: number}} p
 */
export function chaseDir(map, field, e, p) {
  let tx = p.x;
  let ty = p.y;
  if (!lineOfSight(map, e, p, e.r)) {
    const next = stepDownhill(gridOf(map), field, map.cellAt(e.x, e.y), { diagonal: true });
    if (next) ({ x: tx, y: ty } = map.center(next.col, next.row));
  }
  const dx = tx - e.x;
  const dy = ty - e.y;
  const d = Math.hypot(dx, dy);
  return d > 1e-6 ? { x: dx / d, y: dy / d } : { x: 0, y: 0 };
}

/**
 * Moves a circle through the map (as its bounding box), stopping at walls.
 * @param {TileMap} map @param {{x: number, y: number, r: number}} c @param {number} dx @param {number} dy
 */
export function moveCircle(map, c, dx, dy) {
  const box = { x: c.x - c.r, y: c.y - c.r, w: c.r * 2, h: c.r * 2 };
  const hit = moveBox(map, box, dx, dy);
  c.x = box.x + c.r;
  c.y = box.y + c.r;
  return hit;
}

export const WINDUP = 0.6;
export const DASH = 0.42;
export const DASH_SPEED = 330;
export const REST = 0.9;

/**
 * A dasher's next mode: walks until close and in sight, winds up (locking its aim), dashes
 * straight, rests, walks again.
 * @param {Enemy} e @param {{x: number, y: number}} p @param {boolean} canSee @param {number} dt
 */
export function stepDasher(e, p, canSee, dt) {
  e.t -= dt;
  if (e.mode === 'walk') {
    if (canSee && Math.hypot(p.x - e.x, p.y - e.y) < 170 && e.t <= 0) {
      e.mode = 'windup';
      e.t = WINDUP;
    }
  } else if (e.mode === 'windup') {
    const d = Math.hypot(p.x - e.x, p.y - e.y) || 1;
    e.dx = (p.x - e.x) / d;
    e.dy = (p.y - e.y) / d;
    if (e.t <= 0) { e.mode = 'dash'; e.t = DASH; }
  } else if (e.mode === 'dash') {
    if (e.t <= 0) { e.mode = 'rest'; e.t = REST; }
  } else if (e.t <= 0) {
    e.mode = 'walk';
    e.t = 0.6;
  }
  return e.mode;
}

/**
 * The first enemy a bullet's path this frame touches, and where along the path (t in 0..1).
 * @param {{x: number, y: number}} a @param {{x: number, y: number}} b @param {Enemy[]} enemies
 */
export function bulletHit(a, b, enemies) {
  /** @type {{enemy: Enemy, t: number} | null} */
  let best = null;
  for (const e of enemies) {
    if (e.hp <= 0) continue;
    const h = segmentCircle(a, b, e);
    if (h && (!best || h.t < best.t)) best = { enemy: e, t: h.t };
  }
  return best;
}

/**
 * Applies damage; returns the enemies a kill leaves behind (splitters burst into two mites).
 * @param {Enemy} e @param {number} dmg @param {number} wave
 */
export function damage(e, dmg, wave) {
  e.hp -= dmg;
  e.flash = 0.1;
  if (e.hp > 0 || e.kind !== 'splitter') return [];
  return [makeEnemy('mite', e.x - 6, e.y, wave), makeEnemy('mite', e.x + 6, e.y, wave)];
}

/** @typedef {'heart'|'rapid'|'spread'|'nova'} PickupKind */

/**
 * Whether a kill drops a pick-up, and which: every 12th kill always does; otherwise 1 in 10.
 * Hearts only when hurt.
 * @param {number} kills total so far (including this one) @param {number} hp @param {() => number} rand
 * @returns {PickupKind | null}
 */
export function rollDrop(kills, hp, rand) {
  if (kills % 12 !== 0 && rand() >= 0.1) return null;
  const kinds = /** @type {PickupKind[]} */ (hp < MAX_HP ? ['heart', 'heart', 'rapid', 'spread', 'nova'] : ['rapid', 'spread', 'nova']);
  return /** @type {PickupKind} */ (kinds[Math.floor(rand() * kinds.length)]);
}

/** Bullet directions for one trigger pull: one, or a three-way fan with spread. @param {number} angle @param {boolean} spread */
export function shotAngles(angle, spread) {
  return spread ? [angle - 0.2, angle, angle + 0.2] : [angle];
}

/** Seconds between shots (rapid fire halves it). @param {boolean} rapid */
export function fireGap(rapid) {
  return rapid ? FIRE_GAP / 2 : FIRE_GAP;
}

/** Points for surviving: 10 per whole second. @param {number} seconds */
export function timePoints(seconds) {
  return Math.floor(seconds) * 10;
}

/** @param {number} wave */
export function waveBonus(wave) {
  return 100 * wave;
}

/**
 * Virtual stick: the offset from where the finger went down, clamped to the ring; magnitude 0
 * inside the dead zone, 1 at the rim.
 * @param {{x: number, y: number}} origin @param {{x: number, y: number}} p @param {number} radius @param {number} [dead]
 */
export function stickVector(origin, p, radius, dead = 0.18) {
  const dx = p.x - origin.x;
  const dy = p.y - origin.y;
  const d = Math.hypot(dx, dy);
  if (d < 1e-6) return { x: 0, y: 0, mag: 0 };
  const m = Math.min(1, d / radius);
  const mag = m < dead ? 0 : (m - dead) / (1 - dead);
  return { x: dx / d, y: dy / d, mag };
}
