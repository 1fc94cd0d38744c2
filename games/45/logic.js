// @ts-check
/** Pure rules of the basketball shooting game (no DOM): flight, rim and backboard bounces, baskets, rounds. */

// Local aliases: the physics loops call these thousands of times per throw, and a global lookup
// per call is costly in some hosts (notably the test runner's VM context).
const { sqrt, sin, cos, min, max, ceil, abs, hypot, PI } = Math;

/** @typedef {{x: number, y: number, vx: number, vy: number}} Ball */
/** @typedef {{x: number, y: number, vx: number, vy: number}} Hoop rim centre and its velocity */
/** @typedef {{time: number, target: number, spawn: [number, number], ax: number, ay: number, speed: number, figure8: boolean}} Round */
/**
 * @typedef {Object} Throw what happened to the ball in flight so far
 * @property {boolean} touched hit the rim or the board (no swish)
 * @property {boolean} scored
 * @property {boolean} fromBelow went up through the ring: a basket from below never counts
 * @property {number} floorHits
 */
/** @typedef {{rim: number, board: number, floor: number, scored: boolean, swish: boolean}} StepEvents */

export const W = 360;
export const H = 640;
export const FLOOR = 600;
export const GRAVITY = 900;
export const BALL_R = 15;
/** Distance from the rim centre to each rim edge point. */
export const RIM = 26;
export const RIM_R = 3;
/** Backboard: offset right of the rim centre, and its extent above and below the rim. */
export const BOARD_DX = 34;
export const BOARD_UP = 92;
export const BOARD_DOWN = 16;
export const BOARD_T = 2;
export const RIM_E = 0.55;
export const BOARD_E = 0.6;
export const FLOOR_E = 0.55;
/** Launch speed per unit of swipe, and the strongest throw. */
export const FLICK = 4;
export const MAX_LAUNCH = 1150;
/** Shortest swipe (units) that counts as a throw. */
export const MIN_SWIPE = 24;
/** Where a fresh ball rests: on the floor. */
export const HOLD_Y = FLOOR - BALL_R;
export const HOOP_X = 250;
export const HOOP_Y = 230;

/** @type {Round[]} */
export const ROUNDS = [
  { time: 35, target: 10, spawn: [90, 90], ax: 0, ay: 0, speed: 0, figure8: false },
  { time: 35, target: 12, spawn: [50, 160], ax: 0, ay: 0, speed: 0, figure8: false },
  { time: 35, target: 14, spawn: [60, 150], ax: 40, ay: 0, speed: 0.8, figure8: false },
  { time: 35, target: 15, spawn: [40, 150], ax: 48, ay: 0, speed: 1.3, figure8: false },
  { time: 35, target: 16, spawn: [40, 150], ax: 42, ay: 40, speed: 1.1, figure8: false },
  { time: 35, target: 18, spawn: [40, 150], ax: 46, ay: 42, speed: 1.5, figure8: true },
];

/** The hoop's rim centre and velocity in a round at time t. @param {Round} r @param {number} t @returns {Hoop} */
export function hoopAt(r, t) {
  const w = r.speed;
  const x = HOOP_X + r.ax * sin(w * t);
  const vx = r.ax * w * cos(w * t);
  if (r.figure8) return { x, y: HOOP_Y + r.ay * sin(2 * w * t), vx, vy: 2 * r.ay * w * cos(2 * w * t) };
  return { x, y: HOOP_Y + r.ay * cos(w * t), vx, vy: -r.ay * w * sin(w * t) };
}

/** Where the next ball is held, somewhere in the round's range. @param {Round} r @param {() => number} rng */
export function spawnX(r, rng) {
  return r.spawn[0] + (r.spawn[1] - r.spawn[0]) * rng();
}

/**
 * Launch velocity from a swipe (dx, dy in logical units): the swipe's direction, speed in
 * proportion to its length, capped. Downward swipes throw nothing.
 * @param {number} dx @param {number} dy @returns {{vx: number, vy: number} | null}
 */
export function launchVelocity(dx, dy) {
  const len = hypot(dx, dy);
  if (len < MIN_SWIPE || dy >= 0) return null;
  const v = min(MAX_LAUNCH, len * FLICK);
  return { vx: (dx / len) * v, vy: (dy / len) * v };
}

/** @returns {Throw} */
export function newThrow() {
  return { touched: false, scored: false, fromBelow: false, floorHits: 0 };
}

/**
 * Bounces the ball off a small circle (a rim edge) moving with (sx, sy).
 * @param {Ball} b @param {number} cx @param {number} cy @param {number} r @param {number} e @param {number} sx @param {number} sy
 */
function bounceCircle(b, cx, cy, r, e, sx, sy) {
  const dx = b.x - cx;
  const dy = b.y - cy;
  const d2 = dx * dx + dy * dy;
  const reach = BALL_R + r;
  if (d2 >= reach * reach) return false;
  const d = sqrt(d2) || 1e-6;
  const nx = d2 > 0 ? dx / d : 0;
  const ny = d2 > 0 ? dy / d : -1;
  b.x = cx + nx * reach;
  b.y = cy + ny * reach;
  const rvx = b.vx - sx;
  const rvy = b.vy - sy;
  const vn = rvx * nx + rvy * ny;
  if (vn < 0) {
    b.vx = rvx - (1 + e) * vn * nx + sx;
    b.vy = rvy - (1 + e) * vn * ny + sy;
  }
  return true;
}

/**
 * Advances the ball dt seconds with the hoop where `hoop(t)` says (sub-stepped so a fast ball
 * cannot pass through the rim): gravity, rim edges, backboard, floor and side walls, and the basket
 * check: the centre crossing the rim line downwards between the rim edges.
 * @param {Ball} b @param {Throw} th @param {(t: number) => Hoop} hoop @param {number} t @param {number} dt
 * @returns {StepEvents}
 */
export function stepBall(b, th, hoop, t, dt) {
  /** @type {StepEvents} */
  const ev = { rim: 0, board: 0, floor: 0, scored: false, swish: false };
  const n = max(2, ceil((sqrt(b.vx * b.vx + b.vy * b.vy) * dt) / 4));
  const h = dt / n;
  for (let i = 0; i < n; i++) {
    const hp = hoop(t + (i + 1) * h);
    const prevY = b.y;
    b.vy += GRAVITY * h;
    b.x += b.vx * h;
    b.y += b.vy * h;
    // The basket: judged before the rim pushes the ball about in this sub-step.
    const inside = abs(b.x - hp.x) < RIM - RIM_R;
    if (inside && prevY < hp.y && b.y >= hp.y && !th.scored && !th.fromBelow) {
      th.scored = true;
      ev.scored = true;
      ev.swish = !th.touched;
    }
    if (inside && prevY > hp.y && b.y <= hp.y) th.fromBelow = true;
    if (bounceCircle(b, hp.x - RIM, hp.y, RIM_R, RIM_E, hp.vx, hp.vy)) { ev.rim++; th.touched = true; }
    if (bounceCircle(b, hp.x + RIM, hp.y, RIM_R, RIM_E, hp.vx, hp.vy)) { ev.rim++; th.touched = true; }
    // Backboard: a vertical segment, so the nearest point is a clamp on y.
    const bx = hp.x + BOARD_DX;
    const by = max(hp.y - BOARD_UP, min(hp.y + BOARD_DOWN, b.y));
    if (bounceCircle(b, bx, by, BOARD_T, BOARD_E, hp.vx, hp.vy)) { ev.board++; th.touched = true; }
    if (b.y > FLOOR - BALL_R) {
      b.y = FLOOR - BALL_R;
      if (b.vy > 0) {
        b.vy = -b.vy * FLOOR_E;
        b.vx *= 0.85;
        ev.floor++;
        th.floorHits++;
      }
    }
    if (b.x < BALL_R && b.vx < 0) { b.x = BALL_R; b.vx = -b.vx * 0.6; }
    if (b.x > W - BALL_R && b.vx > 0) { b.x = W - BALL_R; b.vx = -b.vx * 0.6; }
  }
  return ev;
}

/** Whether a thrown ball is finished with: in, or back on the floor, or dead still. @param {Ball} b @param {Throw} th */
export function throwOver(b, th) {
  return th.scored || th.floorHits > 0;
}

/** Streak multiplier: on fire after 3 baskets in a row, blazing after 6. @param {number} streak baskets in a row including this one */
export function multiplier(streak) {
  return streak >= 6 ? 3 : streak >= 3 ? 2 : 1;
}

/** Points for a basket: 2, or 3 for a swish, times the streak multiplier. @param {boolean} swish @param {number} streak */
export function pointsFor(swish, streak) {
  return (swish ? 3 : 2) * multiplier(streak);
}

/**
 * Flies a throw until it scores or lands. @param {Ball} start @param {Round} r @param {number} t0
 * @returns {{scored: boolean, swish: boolean, time: number, ball: Ball}}
 */
export function simulateThrow(start, r, t0, maxTime = 4) {
  const b = { ...start };
  const th = newThrow();
  const hoop = (/** @type {number} */ t) => hoopAt(r, t);
  let swish = false;
  let time = 0;
  const dt = 1 / 60;
  while (time < maxTime) {
    const ev = stepBall(b, th, hoop, t0 + time, dt);
    time += dt;
    if (ev.scored) swish = ev.swish;
    if (throwOver(b, th)) break;
  }
  return { scored: th.scored, swish, time, ball: b };
}

/**
 * Finds a scoring throw from (x, HOLD_Y) at time t0, preferring a swish: a sweep over launch
 * angles and speeds within the swipe cap. Used by the demo and to prove every round is makeable.
 * @param {number} x @param {Round} r @param {number} t0
 * @returns {{vx: number, vy: number, swish: boolean} | null}
 */
export function findThrow(x, r, t0) {
  /** @type {{vx: number, vy: number, swish: boolean} | null} */
  let found = null;
  for (let deg = 50; deg <= 88; deg += 1) {
    const a = (deg * PI) / 180;
    for (let v = 600; v <= MAX_LAUNCH; v += 12) {
      const vx = cos(a) * v;
      const vy = -sin(a) * v;
      const s = simulateThrow({ x, y: HOLD_Y, vx, vy }, r, t0);
      if (!s.scored) continue;
      if (s.swish) return { vx, vy, swish: true };
      found ??= { vx, vy, swish: false };
    }
  }
  return found;
}

/** Round passed? @param {number} points @param {number} round 0-based */
export function roundCleared(points, round) {
  return points >= /** @type {Round} */ (ROUNDS[round]).target;
}
