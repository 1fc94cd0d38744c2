// @ts-check
/**
 * Target gallery: pure rules (no DOM). Targets ride rails across a fairground booth; the gun
 * holds six rounds and a box of spares per round; hits chain into a multiplier; each timed round
 * has a qualifying score.
 */

export const W = 360;
export const H = 600;
export const MAG = 6;
export const BOX = 36;
export const RELOAD_TIME = 0.9;
/** Counter (ammo, timer) starts here; targets live above it. */
export const COUNTER_Y = 410;

/** @typedef {'duck'|'bullseye'|'star'|'clock'|'bomb'} Kind */
/** @typedef {{y: number, dir: 1 | -1, speed: number}} Lane */
/**
 * @typedef {Object} Round
 * @property {number} time seconds
 * @property {number} goal qualifying score (bonus included)
 * @property {Lane[]} lanes
 * @property {number} gap mean seconds between targets on a lane
 * @property {number} bob vertical bobbing amplitude
 * @property {number} bombs share of bombs among the spawns (0 = none)
 */
/**
 * @typedef {Object} Target
 * @property {number} id
 * @property {Kind} kind
 * @property {number} lane index into the round's lanes
 * @property {number} x0 x where it entered
 * @property {number} born round time when it entered
 * @property {number} phase bobbing phase
 * @property {number} hitAt round time when it was knocked down (-1 standing)
 */
/** @typedef {{mag: number, reserve: number, reloadT: number}} Gun */

/** Hit radius of each kind (the drawn shape is a little larger, so grazes count). */
export const RADIUS = /** @type {Record<Kind, number>} */ ({ duck: 17, bullseye: 20, star: 12, clock: 15, bomb: 15 });
/** Targets go faster or slower than their lane. */
const SPEED = /** @type {Record<Kind, number>} */ ({ duck: 1, bullseye: 0.9, star: 1.9, clock: 1.25, bomb: 1 });

const L = (/** @type {number} */ y, /** @type {1|-1} */ dir, /** @type {number} */ speed) => ({ y, dir, speed });
/** @type {Round[]} */
export const ROUNDS = [
  { time: 40, goal: 450, lanes: [L(128, 1, 66), L(228, -1, 54)], gap: 1.5, bob: 0, bombs: 0 },
  { time: 40, goal: 650, lanes: [L(118, 1, 78), L(218, -1, 64), L(318, 1, 92)], gap: 1.6, bob: 0, bombs: 0 },
  { time: 40, goal: 850, lanes: [L(118, -1, 96), L(218, 1, 80), L(318, -1, 110)], gap: 1.5, bob: 0, bombs: 0.12 },
  { time: 40, goal: 1050, lanes: [L(118, 1, 110), L(218, -1, 92), L(318, 1, 126)], gap: 1.45, bob: 10, bombs: 0.12 },
  { time: 45, goal: 1250, lanes: [L(118, -1, 128), L(218, 1, 108), L(318, -1, 145)], gap: 1.35, bob: 13, bombs: 0.16 },
];

/** @param {number} n 1-based @returns {Round} */
export function roundSpec(n) {
  return /** @type {Round} */ (ROUNDS[Math.max(0, Math.min(ROUNDS.length - 1, n - 1))]);
}

/**
 * What enters next: mostly ducks and bullseyes, now and then a fast star or a clock, and bombs
 * (never shoot) from round 3. Stars only ride the top rail.
 * @param {Round} r @param {number} lane @param {() => number} rand
 * @returns {Kind}
 */
export function pickKind(r, lane, rand) {
  const u = rand();
  if (u < r.bombs) return 'bomb';
  const v = rand();
  if (lane === 0 && v < 0.1) return 'star';
  if (v < 0.16) return 'clock';
  return v < 0.6 ? 'duck' : 'bullseye';
}

/** Where a target enters: just off the edge it comes from. @param {Lane} lane */
export function entryX(lane) {
  return lane.dir === 1 ? -30 : W + 30;
}

/**
 * Position of a target at round time `t`.
 * @param {Target} tg @param {Round} r @param {number} t
 */
export function targetPos(tg, r, t) {
  const lane = /** @type {Lane} */ (r.lanes[tg.lane]);
  const age = t - tg.born;
  return {
    x: tg.x0 + lane.dir * lane.speed * SPEED[tg.kind] * age,
    y: lane.y - (r.bob ? r.bob * Math.abs(Math.sin(age * 2.6 + tg.phase)) : 0),
  };
}

/** Whether a target has left the far side. @param {Target} tg @param {Round} r @param {number} t */
export function offStage(tg, r, t) {
  const x = targetPos(tg, r, t).x;
  return x < -40 || x > W + 40;
}

/**
 * The standing target under a shot, nearest first if two overlap, with the ring hit (0 = centre).
 * @param {Target[]} targets @param {Round} r @param {number} t @param {number} x @param {number} y
 * @returns {{target: Target, ring: number, dist: number} | null}
 */
export function hitTest(targets, r, t, x, y) {
  /** @type {{target: Target, ring: number, dist: number} | null} */
  let best = null;
  for (const tg of targets) {
    if (tg.hitAt >= 0) continue;
    const p = targetPos(tg, r, t);
    const d = Math.hypot(x - p.x, y - p.y);
    const rad = RADIUS[tg.kind];
    if (d > rad) continue;
    if (!best || d / rad < best.dist / RADIUS[best.target.kind]) best = { target: tg, ring: ringOf(d, rad), dist: d };
  }
  return best;
}

/** Ring 0 (inner third), 1 or 2 (outer). @param {number} d @param {number} rad */
export function ringOf(d, rad) {
  return d <= rad / 3 ? 0 : d <= (rad * 2) / 3 ? 1 : 2;
}

/** Score multiplier from the run of consecutive hits: ×2 from the 5th, ×3 from the 10th. @param {number} streak */
export function multiplier(streak) {
  return Math.min(3, 1 + Math.floor(streak / 5));
}

/**
 * Base points of a hit before the multiplier; bombs are negative.
 * @param {Kind} kind @param {number} ring
 */
export function basePoints(kind, ring) {
  switch (kind) {
    case 'bullseye': return [50, 25, 10][ring] ?? 10;
    case 'duck': return 20;
    case 'star': return 100;
    case 'clock': return 10;
    default: return -40;
  }
}

/** Seconds a clock target adds to the round. */
export const CLOCK_BONUS = 5;

/** Hits over shots, 0 before the first shot. @param {number} hits @param {number} shots */
export function accuracy(hits, shots) {
  return shots > 0 ? hits / shots : 0;
}

/**
 * End-of-round bonus: accuracy pays most, and every round left in the box is worth a little.
 * @param {number} hits @param {number} shots @param {number} roundsLeft
 */
export function roundBonus(hits, shots, roundsLeft) {
  return Math.round(accuracy(hits, shots) * 150) + roundsLeft * 3;
}

// ---------------------------------------------------------------- gun

/** A loaded gun and the rest of the box. @returns {Gun} */
export function newGun() {
  return { mag: MAG, reserve: BOX - MAG, reloadT: 0 };
}

/** Rounds the player still has (magazine and box). @param {Gun} g */
export const ammoLeft = (g) => g.mag + g.reserve;

/**
 * Pulls the trigger: true when a round was fired. Nothing happens while reloading or empty.
 * @param {Gun} g
 */
export function shoot(g) {
  if (g.reloadT > 0 || g.mag <= 0) return false;
  g.mag--;
  return true;
}

/** Starts a reload if it would add anything. @param {Gun} g */
export function startReload(g) {
  if (g.reloadT > 0 || g.mag >= MAG || g.reserve <= 0) return false;
  g.reloadT = RELOAD_TIME;
  return true;
}

/**
 * Advances a reload; when it completes the magazine is topped up from the box. Returns true on
 * the step it completes.
 * @param {Gun} g @param {number} dt
 */
export function tickGun(g, dt) {
  if (g.reloadT <= 0) return false;
  g.reloadT -= dt;
  if (g.reloadT > 0) return false;
  g.reloadT = 0;
  const n = Math.min(MAG - g.mag, g.reserve);
  g.mag += n;
  g.reserve -= n;
  return true;
}
