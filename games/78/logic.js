// @ts-check
/**
 * Pure rules of the archery range (no DOM): arrow flight under gravity and air drag in a
 * sideways wind, where the arrow crosses a (possibly moving) target face, ring scoring by the
 * hit point, the rounds with their distances, arrows and qualifying scores, and the wind.
 *
 * The range is seen from the side: x grows down-range (to the right), y grows downwards.
 * A target face stands across the range at x = target.x; an arrow scores by how far from the
 * face's centre it crosses that line (the rotation of the face on the scope is only drawn).
 */

/** @typedef {{x: number, y: number, vx: number, vy: number}} Arrow */
/** @typedef {'none'|'bob'|'slide'} MoveKind */
/**
 * @typedef {Object} RoundSpec
 * @property {number} dist metres from the shooting line to the target
 * @property {number} mound height of the bank the target stands on (0 = flat range)
 * @property {number} lift extra height of the face centre above its usual place on its stand
 * @property {number} maxWind strongest wind in m/s (either way)
 * @property {number} arrows arrows in the quiver for this round
 * @property {number} pass ring points needed to clear the round
 * @property {MoveKind} move how the target moves
 * @property {number} amp movement amplitude (px)
 * @property {number} period movement period (s)
 */
/** @typedef {'target'|'ground'|'out'} HitKind */
/**
 * @typedef {Object} Hit
 * @property {HitKind} kind
 * @property {number} x where the arrow stopped
 * @property {number} y
 * @property {number} d signed offset from the face centre (down > 0) on a target hit, else 0
 * @property {number} score ring points 0..10
 * @property {boolean} bullseye inside the inner half of the 10 ring
 * @property {number} t seconds of flight
 * @property {number} angle flight direction at the end (radians, screen coordinates)
 */

export const W = 360;
export const H = 600;
/** Top of the grass along the range. */
export const GROUND = 500;
/** Where the arrow leaves the bow. */
export const BOW = { x: 52, y: GROUND - 42 };
/** Screen pixels per metre of range (for distances and wind). */
export const PX_PER_M = 4;
/** Air speed in px/s for 1 m/s of wind. */
export const WIND_PX = 75;
export const GRAVITY = 320;
/** Arrow speed at full draw (power 100). */
export const MAX_SPEED = 440;
/** Linear air drag (1/s): the arrow's velocity relaxes towards the air's. */
export const DRAG = 0.3;
export const MIN_POWER = 20;
export const MAX_POWER = 100;
export const MIN_ANGLE = -10;
export const MAX_ANGLE = 80;
/** Radius of the target face; ten rings of equal width. */
export const TARGET_R = 30;
export const RINGS = 10;
export const RING_W = TARGET_R / RINGS;
/** Usual height of the face centre above the grass. */
export const FACE_UP = 46;
export const SIM_STEP = 1 / 120;
export const MAX_FLIGHT = 6;
export const BULLSEYE_BONUS = 5;

/** @type {RoundSpec[]} */
export const ROUNDS = [
  { dist: 20, mound: 0, lift: 0, maxWind: 1, arrows: 6, pass: 30, move: 'none', amp: 0, period: 1 },
  { dist: 30, mound: 0, lift: 0, maxWind: 2, arrows: 6, pass: 32, move: 'none', amp: 0, period: 1 },
  { dist: 40, mound: 0, lift: 22, maxWind: 3, arrows: 6, pass: 32, move: 'bob', amp: 28, period: 4.2 },
  { dist: 50, mound: 64, lift: 0, maxWind: 4, arrows: 6, pass: 34, move: 'none', amp: 0, period: 1 },
  { dist: 60, mound: 20, lift: 0, maxWind: 5, arrows: 6, pass: 34, move: 'slide', amp: 22, period: 5 },
  { dist: 70, mound: 0, lift: 36, maxWind: 5.5, arrows: 6, pass: 36, move: 'bob', amp: 40, period: 3.4 },
];

/** @param {number} v @param {number} lo @param {number} hi */
export const clamp = (v, lo, hi) => (v < lo ? lo : v > hi ? hi : v);

/** The spec of a 1-based round (the last one repeats past the end). @param {number} round */
export function roundSpec(round) {
  return /** @type {RoundSpec} */ (ROUNDS[clamp(round, 1, ROUNDS.length) - 1]);
}

/**
 * Centre of the target face at a time (s since the round began).
 * @param {RoundSpec} spec @param {number} t
 * @returns {{x: number, y: number}}
 */
export function targetAt(spec, t) {
  const x = BOW.x + spec.dist * PX_PER_M;
  const y = GROUND - spec.mound - FACE_UP - spec.lift;
  const s = Math.sin((t / spec.period) * Math.PI * 2);
  if (spec.move === 'bob') return { x, y: y + spec.amp * s };
  if (spec.move === 'slide') return { x: x + spec.amp * s, y };
  return { x, y };
}

/**
 * Height of the grass at x: flat, except for the mound a raised target stands on (a flat top
 * wide enough for a sliding target, with smooth slopes).
 * @param {RoundSpec} spec @param {number} x
 */
export function groundY(spec, x) {
  if (spec.mound <= 0) return GROUND;
  const cx = BOW.x + spec.dist * PX_PER_M;
  const top = 26 + (spec.move === 'slide' ? spec.amp : 0);
  const slope = 30 + spec.mound * 0.6;
  const u = (Math.abs(x - cx) - top) / slope;
  if (u <= 0) return GROUND - spec.mound;
  if (u >= 1) return GROUND;
  const v = 1 - u;
  return GROUND - spec.mound * v * v * (3 - 2 * v);
}

// ---------------------------------------------------------------- flight

/** An arrow leaving the bow. @param {number} angle degrees above level @param {number} power MIN_POWER..100 @returns {Arrow} */
export function launch(angle, power) {
  const a = (clamp(angle, MIN_ANGLE, MAX_ANGLE) * Math.PI) / 180;
  const v = (clamp(power, MIN_POWER, MAX_POWER) / 100) * MAX_SPEED;
  return { x: BOW.x, y: BOW.y, vx: Math.cos(a) * v, vy: -Math.sin(a) * v };
}

/**
 * One step of flight (semi-implicit Euler): gravity, and drag towards the moving air, so a
 * tail wind (> 0, blowing down-range) carries the arrow on and a head wind holds it back.
 * @param {Arrow} a @param {number} dt @param {number} wind m/s, > 0 blows down-range
 */
export function stepArrow(a, dt, wind) {
  a.vx += -DRAG * (a.vx - wind * WIND_PX) * dt;
  a.vy += (GRAVITY - DRAG * a.vy) * dt;
  a.x += a.vx * dt;
  a.y += a.vy * dt;
}

/**
 * Ring points for a hit at a distance from the centre. An arrow on a line scores the higher
 * ring, as in real archery; beyond the face it is a miss.
 * @param {number} d offset from the centre (either sign) @param {number} [r] face radius
 */
export function ringScore(d, r = TARGET_R) {
  const a = Math.abs(d);
  if (a > r + 1e-9) return 0;
  const w = r / RINGS;
  return clamp(RINGS + 1 - Math.ceil(a / w - 1e-9), 1, RINGS);
}

/** The bullseye: the inner half of the 10 ring. @param {number} d @param {number} [r] */
export function isBullseye(d, r = TARGET_R) {
  return Math.abs(d) <= r / RINGS / 2 + 1e-9;
}

/**
 * Whether the arrow crossed the target's line during a step, and where. The target may move
 * during the step: its line and centre are taken as moving linearly between the two ends.
 * @param {{x: number, y: number}} p0 arrow before the step @param {{x: number, y: number}} p1 after
 * @param {{x: number, y: number}} c0 face centre before @param {{x: number, y: number}} c1 after
 * @returns {{f: number, y: number, d: number} | null} f = fraction of the step; d = offset from the centre
 */
export function crossFace(p0, p1, c0, c1) {
  const r0 = p0.x - c0.x;
  const r1 = p1.x - c1.x;
  if (!(r0 < 0 && r1 >= 0)) return null;
  const f = r0 / (r0 - r1);
  const y = p0.y + (p1.y - p0.y) * f;
  const cy = c0.y + (c1.y - c0.y) * f;
  return { f, y, d: y - cy };
}

/**
 * Advances an arrow by one SIM_STEP and reports how it ended, if it did: in the face (scored),
 * in the grass, or off the range. Arrows passing above or below the face fly on.
 * @param {Arrow} a @param {number} wind @param {RoundSpec} spec @param {number} t target clock before the step
 * @returns {Hit | null}
 */
export function advance(a, wind, spec, t) {
  const p0 = { x: a.x, y: a.y };
  stepArrow(a, SIM_STEP, wind);
  const angle = Math.atan2(a.vy, a.vx);
  const c0 = targetAt(spec, t);
  const c1 = targetAt(spec, t + SIM_STEP);
  const cross = crossFace(p0, a, c0, c1);
  if (cross && Math.abs(cross.d) <= TARGET_R + 1e-9) {
    const x = p0.x + (a.x - p0.x) * cross.f;
    return { kind: 'target', x, y: cross.y, d: cross.d, score: ringScore(cross.d), bullseye: isBullseye(cross.d), t: 0, angle };
  }
  const g1 = groundY(spec, a.x);
  if (a.y >= g1) {
    // Back up to where the path met the grass, so the arrow sticks in the surface.
    const before = p0.y - groundY(spec, p0.x);
    const after = a.y - g1;
    const f = before < 0 ? clamp(before / (before - after), 0, 1) : 0;
    const x = p0.x + (a.x - p0.x) * f;
    return { kind: 'ground', x, y: groundY(spec, x), d: 0, score: 0, bullseye: false, t: 0, angle };
  }
  if (a.x > W + 40 || a.x < -40) return { kind: 'out', x: a.x, y: a.y, d: 0, score: 0, bullseye: false, t: 0, angle };
  return null;
}

/**
 * Flies a shot to its end without drawing it (tests, the demo).
 * @param {number} angle @param {number} power @param {number} wind @param {RoundSpec} spec @param {number} [t0] target clock at release
 * @returns {Hit}
 */
export function simulate(angle, power, wind, spec, t0 = 0) {
  const a = launch(angle, power);
  for (let t = 0; t < MAX_FLIGHT; t += SIM_STEP) {
    const hit = advance(a, wind, spec, t0 + t);
    if (hit) return { ...hit, t: t + SIM_STEP };
  }
  return { kind: 'out', x: a.x, y: a.y, d: 0, score: 0, bullseye: false, t: MAX_FLIGHT, angle: Math.atan2(a.vy, a.vx) };
}

/**
 * The first part of the flight in still air, for the aiming guide.
 * @param {number} angle @param {number} power @param {number} seconds @param {number} [every] keep every n-th step
 * @returns {{x: number, y: number}[]}
 */
export function previewArc(angle, power, seconds, every = 4) {
  const a = launch(angle, power);
  /** @type {{x: number, y: number}[]} */
  const pts = [];
  const n = Math.round(seconds / SIM_STEP);
  for (let i = 1; i <= n; i++) {
    stepArrow(a, SIM_STEP, 0);
    if (i % every === 0) pts.push({ x: a.x, y: a.y });
  }
  return pts;
}

/**
 * The angle and power a pull-back drag sets: the arrow flies opposite to the pull, harder the
 * further it is pulled (full draw at `full` px). Pulls pointing down-range are held at the limits.
 * @param {number} dx drag end minus start, x @param {number} dy drag end minus start, y @param {number} full
 * @returns {{angle: number, power: number}} rounded to half degrees and half percents
 */
export function aimFromDrag(dx, dy, full) {
  let a = (Math.atan2(dy, -dx) * 180) / Math.PI;
  if (a > 90) a = MAX_ANGLE;
  else if (a < -90) a = MIN_ANGLE;
  const p = (Math.hypot(dx, dy) / full) * 100;
  return {
    angle: Math.round(clamp(a, MIN_ANGLE, MAX_ANGLE) * 2) / 2,
    power: Math.round(clamp(p, MIN_POWER, MAX_POWER) * 2) / 2,
  };
}

// ---------------------------------------------------------------- wind

/** The round's prevailing wind, to a tenth of a m/s. @param {() => number} rng @param {RoundSpec} spec @param {number} [scale] difficulty */
export function rollWind(rng, spec, scale = 1) {
  const m = spec.maxWind * scale;
  return Math.round((rng() * 2 - 1) * m * 10) / 10;
}

/**
 * The wind for the next arrow: the prevailing wind plus a gust of up to a fifth of the round's
 * strongest, never beyond it.
 * @param {() => number} rng @param {number} base @param {RoundSpec} spec @param {number} [scale]
 */
export function gust(rng, base, spec, scale = 1) {
  const m = spec.maxWind * scale;
  return Math.round(clamp(base + (rng() * 2 - 1) * m * 0.2, -m, m) * 10) / 10;
}

// ---------------------------------------------------------------- rounds and scoring

/**
 * Where a round stands after an arrow: 'pass' once the quiver is empty with enough points,
 * 'fail' as soon as the remaining arrows cannot reach the mark (even all tens), else 'open'.
 * @param {number} points ring points so far @param {number} arrowsLeft @param {RoundSpec} spec
 * @returns {'pass'|'fail'|'open'}
 */
export function roundOutcome(points, arrowsLeft, spec) {
  if (points + arrowsLeft * RINGS < spec.pass) return 'fail';
  if (arrowsLeft <= 0) return 'pass';
  return 'open';
}

/** Game points for one arrow: its rings, plus a bonus for a bullseye. @param {Hit} hit */
export function arrowPoints(hit) {
  return hit.score + (hit.kind === 'target' && hit.bullseye ? BULLSEYE_BONUS : 0);
}

/** Bonus for clearing a round: more for later rounds and for every point over the mark. @param {number} round @param {number} points @param {RoundSpec} spec */
export function roundBonus(round, points, spec) {
  return 20 * round + 2 * Math.max(0, points - spec.pass);
}

/**
 * Best aim for a given power (tests, demo): the half-degree angle whose shot lands nearest the
 * centre of the face.
 * @param {number} power @param {number} wind @param {RoundSpec} spec @param {number} [t0] @param {number} [maxAngle] flatter shots only
 * @returns {{angle: number, hit: Hit}}
 */
export function solveAngle(power, wind, spec, t0 = 0, maxAngle = MAX_ANGLE) {
  /** @type {{angle: number, hit: Hit} | null} */
  let best = null;
  let bestD = Infinity;
  for (let angle = MIN_ANGLE; angle <= maxAngle; angle += 0.5) {
    const hit = simulate(angle, power, wind, spec, t0);
    const d = hit.kind === 'target' ? Math.abs(hit.d) : Infinity;
    if (d < bestD) { bestD = d; best = { angle, hit }; }
  }
  return best ?? { angle: 0, hit: simulate(0, power, wind, spec, t0) };
}
