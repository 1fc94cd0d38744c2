// @ts-check
/**
 * Hill climb rules (pure, no DOM): generated terrain, a two-wheeled buggy with spring-damper
 * suspension, fuel, coins, flips and the garage's upgrades.
 *
 * World units are screen-like (x right, y down); 20 units make a metre. The buggy is a rigid
 * chassis and two wheel masses joined by springs: stiff across the suspension axis, soft along
 * it, with bump stops. Everything steps at 600 Hz inside each 60 Hz frame so the stiff springs
 * stay stable and a wheel never moves more than a couple of units between ground checks.
 */
import { clamp, closestOnSegment } from '../kit/geometry.js';

export const W = 360;
/** The same hills every time, so a record and the upgrades that beat it mean something. */
export const COURSE_SEED = 7;
export const H = 600;
export const PX_PER_M = 20;
/** The summit: reaching it wins the run. */
export const GOAL_M = 2500;
/** A new stage (scenery and tougher hills) every this many metres. */
export const STAGE_M = 500;
export const STEP = 10;
export const SUBSTEPS = 10;
export const G = 420;
export const WHEEL_R = 13;

/** Chassis and suspension geometry (local coordinates, centre of mass at the origin). */
export const BODY = {
  mass: 3,
  inertia: 1500,
  wheelMass: 0.5,
  anchors: /** @type {[number, number][]} */ ([[-25, 8], [27, 8]]),
  rest: 13,
  /** Hull points that touch the ground without harm. */
  hull: /** @type {[number, number][]} */ ([[-37, -4], [36, -1], [37, 9], [-37, 9], [-14, -22], [6, -20]]),
  head: /** @type {[number, number]} */ ([-5, -27]),
  headR: 7,
};

export const UPGRADES = /** @type {const} */ (['engine', 'tyres', 'suspension', 'tank']);
/** @typedef {typeof UPGRADES[number]} UpgradeKey */
/** @typedef {Record<UpgradeKey, number>} Levels */
export const MAX_LEVEL = 5;
const COSTS = [25, 55, 95, 150, 230];

/** Coins needed for the next level (Infinity at the top). @param {number} level */
export function upgradeCost(level) {
  return level >= MAX_LEVEL ? Infinity : /** @type {number} */ (COSTS[level]);
}

/** @returns {Levels} */
export const noUpgrades = () => ({ engine: 0, tyres: 0, suspension: 0, tank: 0 });

/**
 * Buys one level when affordable. @param {{coins: number, levels: Levels}} bank @param {UpgradeKey} key
 * @returns {boolean} whether it was bought
 */
export function buyUpgrade(bank, key) {
  const cost = upgradeCost(bank.levels[key]);
  if (bank.coins < cost) return false;
  bank.coins -= cost;
  bank.levels[key] += 1;
  return true;
}

/**
 * @typedef {Object} Stats
 * @property {number} force engine pull at a standstill (split over both wheels)
 * @property {number} top top speed along the ground
 * @property {number} grip tyre friction coefficient
 * @property {number} k spring rate along the suspension
 * @property {number} c damping along the suspension
 * @property {number} travel suspension travel either way before the bump stop
 * @property {number} fuelMax
 */
/** @param {Levels} lv @returns {Stats} */
export function vehicleStats(lv) {
  return {
    force: 1300 * (1 + 0.18 * lv.engine),
    top: 380 * (1 + 0.08 * lv.engine),
    grip: 0.8 + 0.13 * lv.tyres,
    k: 130 * (1 + 0.1 * lv.suspension),
    c: 13 * (1 + 0.22 * lv.suspension),
    travel: 9 + lv.suspension,
    fuelMax: 100 * (1 + 0.25 * lv.tank),
  };
}

/** Fuel burnt per second: the engine idles, the throttle drinks. @param {number} throttle */
export const burnRate = (throttle) => 2.5 + 4.5 * Math.max(0, throttle);

// ---------------------------------------------------------------- random

/** @param {number} seed @returns {() => number} */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------- terrain

/**
 * Heights sampled every STEP units from x0 on (y down: smaller is higher).
 * @typedef {{x0: number, step: number, ys: Float64Array}} Terrain
 */

/** Terrain from a height function. @param {(x: number) => number} f @param {number} x0 @param {number} x1 @returns {Terrain} */
export function terrainFrom(f, x0, x1) {
  const n = Math.ceil((x1 - x0) / STEP) + 1;
  const ys = new Float64Array(n);
  for (let i = 0; i < n; i++) ys[i] = f(x0 + i * STEP);
  return { x0, step: STEP, ys };
}

/** How hard the hills are at x: 0 at the start, 1 at the summit. @param {number} x */
export const hardness = (x) => clamp(x / (GOAL_M * PX_PER_M), 0, 1);

/** Steepest slope allowed at x (rise over run). @param {number} x */
export const maxSlopeAt = (x) => 0.55 + 0.35 * hardness(x);

/**
 * The hills of a run: a gentle overall climb plus four octaves of waves whose height grows with
 * the distance, so the first stage rolls and the last one has steep ramps and bumps.
 * @param {number} seed @returns {Terrain}
 */
export function makeTerrain(seed) {
  const r = rng(seed);
  const oct = [
    { L: 700, a0: 110, a1: 240 },
    { L: 230, a0: 24, a1: 130 },
    { L: 85, a0: 5, a1: 38 },
    { L: 30, a0: 0.5, a1: 6 },
  ].map((o) => ({ ...o, L: o.L * (0.85 + r() * 0.3), p: r() * Math.PI * 2, mp: r() * Math.PI * 2 }));
  const f = (/** @type {number} */ x) => {
    if (x < 0) return 0;
    const d = hardness(x);
    let y = -0.05 * x;
    for (const o of oct) {
      // A slow swell on each octave's height keeps the hills from repeating.
      const swell = 0.75 + 0.25 * Math.sin(x / (o.L * 7.3) + o.mp);
      y += (o.a0 + (o.a1 - o.a0) * d) * swell * (Math.sin(x / o.L + o.p) - Math.sin(o.p));
    }
    // The first stretch is flat so every run starts calmly.
    const ease = clamp((x - 250) / 600, 0, 1);
    return y * ease * ease * (3 - 2 * ease);
  };
  const t = terrainFrom(f, -600, GOAL_M * PX_PER_M + 1200);
  // No face steeper than the stage allows: steep enough to need upgrades, never a wall.
  for (let i = 1; i < t.ys.length; i++) {
    const lim = maxSlopeAt(t.x0 + i * STEP) * STEP;
    const prev = /** @type {number} */ (t.ys[i - 1]);
    t.ys[i] = clamp(/** @type {number} */ (t.ys[i]), prev - lim, prev + lim);
  }
  return t;
}

/** Ground height under x (linear between samples). @param {Terrain} t @param {number} x */
export function groundY(t, x) {
  const f = (x - t.x0) / t.step;
  const i = clamp(Math.floor(f), 0, t.ys.length - 2);
  const u = clamp(f - i, 0, 1);
  return /** @type {number} */ (t.ys[i]) * (1 - u) + /** @type {number} */ (t.ys[i + 1]) * u;
}

/** Upward unit normal of the ground under x. @param {Terrain} t @param {number} x */
export function groundNormal(t, x) {
  const i = clamp(Math.floor((x - t.x0) / t.step), 0, t.ys.length - 2);
  const dy = /** @type {number} */ (t.ys[i + 1]) - /** @type {number} */ (t.ys[i]);
  const l = Math.hypot(t.step, dy);
  return { x: dy / l, y: -t.step / l };
}

/** Steepest slope (rise over run) between x0 and x1. @param {Terrain} t @param {number} x0 @param {number} x1 */
export function maxSlope(t, x0, x1) {
  let m = 0;
  for (let x = x0; x < x1; x += t.step) m = Math.max(m, Math.abs(groundY(t, x + t.step) - groundY(t, x)) / t.step);
  return m;
}

/**
 * Where a circle sits against the ground: the nearest ground point among the segments under it,
 * or null when clear. A centre that ended up below the surface is pushed straight back up.
 * @param {Terrain} t @param {number} cx @param {number} cy @param {number} r
 * @returns {{nx: number, ny: number, depth: number} | null}
 */
export function groundContact(t, cx, cy, r) {
  const gy = groundY(t, cx);
  if (cy > gy) {
    const n = groundNormal(t, cx);
    // Depth measured along the normal from the surface line, plus the radius.
    return { nx: n.x, ny: n.y, depth: r + (cy - gy) * -n.y };
  }
  const i0 = Math.floor((cx - r - t.x0) / t.step);
  const i1 = Math.floor((cx + r - t.x0) / t.step);
  let best = r * r;
  /** @type {{x: number, y: number} | null} */
  let hit = null;
  for (let i = Math.max(0, i0); i <= Math.min(t.ys.length - 2, i1); i++) {
    const a = { x: t.x0 + i * t.step, y: /** @type {number} */ (t.ys[i]) };
    const b = { x: a.x + t.step, y: /** @type {number} */ (t.ys[i + 1]) };
    const q = closestOnSegment({ x: cx, y: cy }, a, b);
    const d2 = (q.x - cx) ** 2 + (q.y - cy) ** 2;
    if (d2 < best) { best = d2; hit = q; }
  }
  if (!hit) return null;
  const d = Math.sqrt(best);
  if (d < 1e-6) {
    const n = groundNormal(t, cx);
    return { nx: n.x, ny: n.y, depth: r };
  }
  return { nx: (cx - hit.x) / d, ny: (cy - hit.y) / d, depth: r - d };
}

// ---------------------------------------------------------------- course items

/** @typedef {{x: number, y: number, value: number, taken: boolean}} Coin */
/** @typedef {{x: number, y: number, taken: boolean}} Can */

/** Metres between fuel cans: they thin out as the hills get harder. @param {number} m */
export const canGap = (m) => 190 + 0.08 * m;

/** Coin value by distance: bronze, silver, gold. @param {number} m */
export const coinValue = (m) => (m < 800 ? 1 : m < 1600 ? 2 : 5);

/**
 * Fuel cans and coin arcs along the course, a little above the ground.
 * @param {Terrain} t @param {number} seed
 */
export function placeItems(t, seed) {
  const r = rng(seed * 31 + 7);
  /** @type {Can[]} */
  const cans = [];
  for (let m = 150; m < GOAL_M; m += canGap(m) + (r() - 0.5) * 40) {
    const x = m * PX_PER_M;
    cans.push({ x, y: groundY(t, x) - 24, taken: false });
  }
  /** @type {Coin[]} */
  const coins = [];
  for (let m = 40; m < GOAL_M; m += 70 + r() * 40) {
    const n = 4 + Math.floor(r() * 4);
    const x0 = m * PX_PER_M;
    // Keep clear of the cans so both stay readable.
    if (cans.some((c) => Math.abs(c.x - x0) < 200 + n * 28)) continue;
    for (let k = 0; k < n; k++) {
      const x = x0 + k * 28;
      const lift = 26 + 14 * Math.sin((k / Math.max(1, n - 1)) * Math.PI);
      coins.push({ x, y: groundY(t, x) - lift, value: coinValue(m), taken: false });
    }
  }
  return { cans, coins };
}

// ---------------------------------------------------------------- the buggy

/**
 * @typedef {Object} Wheel
 * @property {number} x
 * @property {number} y
 * @property {number} vx
 * @property {number} vy
 * @property {number} spin rotation angle, for drawing
 * @property {boolean} ground touching the ground this step
 * @property {number} nx ground normal at the contact
 * @property {number} ny
 * @property {number} load normal force on the tyre (spring force plus its own weight)
 * @property {number} ext suspension extension from rest (> 0 longer)
 */
/**
 * @typedef {Object} Buggy
 * @property {number} x centre of mass
 * @property {number} y
 * @property {number} a angle (y down: > 0 tips the nose down)
 * @property {number} vx
 * @property {number} vy
 * @property {number} w angular velocity
 * @property {Wheel[]} wheels rear, front
 * @property {boolean} crashed the driver's head hit the ground
 * @property {boolean} hullHit the hull touched the ground this step
 */

/** @param {number} ax @param {number} ay @param {number} a */
const toWorld = (ax, ay, a) => ({ x: ax * Math.cos(a) - ay * Math.sin(a), y: ax * Math.sin(a) + ay * Math.cos(a) });

/** A buggy resting at x with its wheels just above the ground. @param {Terrain} t @param {number} x @param {number} [a] @returns {Buggy} */
export function createBuggy(t, x, a = 0) {
  const y = Math.min(groundY(t, x - 25), groundY(t, x + 27)) - WHEEL_R - BODY.rest - 8 - 3;
  const wheels = BODY.anchors.map(([ax, ay]) => {
    const p = toWorld(ax, ay + BODY.rest, a);
    return { x: x + p.x, y: y + p.y, vx: 0, vy: 0, spin: 0, ground: false, nx: 0, ny: -1, load: 0, ext: 0 };
  });
  return { x, y, a, vx: 0, vy: 0, w: 0, wheels, crashed: false, hullHit: false };
}

/** @typedef {{gas: number, brake: number}} Pedals */

/** Speed along the ground (or the x speed in the air). @param {Buggy} b */
export function groundSpeed(b) {
  const wh = b.wheels.find((w) => w.ground);
  if (!wh) return b.vx;
  return b.vx * -wh.ny + b.vy * wh.nx;
}

/** Whether any wheel touches the ground. @param {Buggy} b */
export const grounded = (b) => b.wheels.some((w) => w.ground);

/**
 * Advances the buggy by dt (a frame) in SUBSTEPS sub-steps.
 * @param {Buggy} b @param {Terrain} t @param {Pedals} pedals gas/brake 0..1 (gas is 0 without fuel)
 * @param {Stats} st @param {number} dt
 */
export function stepBuggy(b, t, pedals, st, dt) {
  const h = dt / SUBSTEPS;
  for (let i = 0; i < SUBSTEPS; i++) substep(b, t, pedals, st, h);
}

/** @param {Buggy} b @param {Terrain} t @param {Pedals} p @param {Stats} st @param {number} h */
function substep(b, t, p, st, h) {
  const M = BODY.mass;
  const m = BODY.wheelMass;
  const cos = Math.cos(b.a);
  const sin = Math.sin(b.a);
  const down = { x: -sin, y: cos };
  const side = { x: cos, y: sin };
  let fx = 0;
  let fy = M * G;
  let torque = 0;
  const onGround = b.wheels.some((w) => w.ground);
  b.wheels.forEach((wh, i) => {
    const [ax, ay] = /** @type {[number, number]} */ (BODY.anchors[i]);
    const r = { x: ax * cos - ay * sin, y: ax * sin + ay * cos };
    // Where the wheel would sit at rest, and how the anchor point moves.
    const ex = wh.x - (b.x + r.x + down.x * BODY.rest);
    const ey = wh.y - (b.y + r.y + down.y * BODY.rest);
    const rvx = wh.vx - (b.vx - b.w * r.y);
    const rvy = wh.vy - (b.vy + b.w * r.x);
    const along = ex * down.x + ey * down.y;
    const across = ex * side.x + ey * side.y;
    const vAlong = rvx * down.x + rvy * down.y;
    const vAcross = rvx * side.x + rvy * side.y;
    let fa = -st.k * along - st.c * vAlong;
    // Bump stops: a hard spring past the end of the travel.
    if (along > st.travel) fa -= 3000 * (along - st.travel) + 20 * vAlong;
    else if (along < -st.travel) fa -= 3000 * (along + st.travel) + 20 * vAlong;
    const fc = -4000 * across - 60 * vAcross;
    const wfx = fa * down.x + fc * side.x;
    const wfy = fa * down.y + fc * side.y;
    wh.ext = along;
    // Tyre load: what the spring pushes down with, plus the wheel's own weight.
    wh.load = Math.max(0, fa) + m * G;
    let dfx = 0;
    let dfy = 0;
    if (wh.ground) {
      const tx = -wh.ny;
      const ty = wh.nx;
      const vt = wh.vx * tx + wh.vy * ty;
      const limit = st.grip * wh.load;
      let f = 0;
      if (p.gas > 0) f += (p.gas * st.force * 0.5) * clamp(1 - vt / st.top, 0, 1);
      if (p.brake > 0) {
        // Brakes hold the wheel; near a standstill they reverse slowly instead.
        if (vt > 12) f -= p.brake * 1500;
        else f -= p.brake * 320 * clamp(1 + vt / 140, 0, 1);
      }
      f = clamp(f, -limit, limit);
      // Rolling resistance, gentle enough that a buggy left alone still rolls down a hill.
      f -= clamp(vt * 0.4, -12, 12);
      dfx = f * tx;
      dfy = f * ty;
    }
    wh.vx += ((wfx + dfx) / m) * h;
    wh.vy += ((wfy + dfy) / m + G) * h;
    fx -= wfx;
    fy -= wfy;
    torque += r.x * -wfy - r.y * -wfx;
  });
  // In the air the pedals tilt the body: gas lifts the nose, the brake drops it.
  if (!onGround) {
    b.w += (p.brake - p.gas) * 7.5 * h;
    b.w *= Math.exp(-0.4 * h);
  } else {
    b.w -= p.gas * 0.9 * h;
  }
  b.vx += (fx / M) * h;
  b.vy += (fy / M) * h;
  b.w += (torque / BODY.inertia) * h;
  b.w = clamp(b.w, -9, 9);
  const drag = Math.exp(-0.03 * h);
  b.vx *= drag;
  b.vy *= drag;
  b.x += b.vx * h;
  b.y += b.vy * h;
  b.a += b.w * h;
  for (const wh of b.wheels) {
    wh.x += wh.vx * h;
    wh.y += wh.vy * h;
    const c = groundContact(t, wh.x, wh.y, WHEEL_R);
    wh.ground = !!c;
    if (c) {
      wh.x += c.nx * c.depth;
      wh.y += c.ny * c.depth;
      wh.nx = c.nx;
      wh.ny = c.ny;
      const vn = wh.vx * c.nx + wh.vy * c.ny;
      if (vn < 0) {
        wh.vx -= vn * c.nx * 1.05;
        wh.vy -= vn * c.ny * 1.05;
      }
      wh.spin += ((wh.vx * -c.ny + wh.vy * c.nx) / WHEEL_R) * h;
    } else {
      wh.spin += (p.gas * 30 - p.brake * 10) * h;
    }
  }
  hullCollide(b, t, h);
}

/** Hull corners against the ground (rigid-body impulses), and the driver's head. @param {Buggy} b @param {Terrain} t @param {number} h */
function hullCollide(b, t, h) {
  b.hullHit = false;
  for (const [lx, ly] of BODY.hull) {
    const r = toWorld(lx, ly, b.a);
    const px = b.x + r.x;
    const py = b.y + r.y;
    const gy = groundY(t, px);
    if (py <= gy) continue;
    b.hullHit = true;
    const n = groundNormal(t, px);
    const depth = (py - gy) * -n.y;
    b.x += n.x * depth * 0.8;
    b.y += n.y * depth * 0.8;
    const vpx = b.vx - b.w * r.y;
    const vpy = b.vy + b.w * r.x;
    const vn = vpx * n.x + vpy * n.y;
    if (vn >= 0) continue;
    const rn = r.x * n.y - r.y * n.x;
    const j = (-1.2 * vn) / (1 / BODY.mass + (rn * rn) / BODY.inertia);
    b.vx += (j * n.x) / BODY.mass;
    b.vy += (j * n.y) / BODY.mass;
    b.w += (rn * j) / BODY.inertia;
    // Scraping along the ground slows the hull.
    const tx = -n.y;
    const ty = n.x;
    const vt = (b.vx - b.w * r.y) * tx + (b.vy + b.w * r.x) * ty;
    const rt = r.x * ty - r.y * tx;
    const jt = clamp(-vt / (1 / BODY.mass + (rt * rt) / BODY.inertia), -0.6 * j, 0.6 * j);
    b.vx += (jt * tx) / BODY.mass;
    b.vy += (jt * ty) / BODY.mass;
    b.w += (rt * jt) / BODY.inertia;
  }
  const hd = toWorld(BODY.head[0], BODY.head[1], b.a);
  if (groundContact(t, b.x + hd.x, b.y + hd.y, BODY.headR)) b.crashed = true;
  void h;
}

/** World position of the driver's head. @param {Buggy} b */
export function headPos(b) {
  const hd = toWorld(BODY.head[0], BODY.head[1], b.a);
  return { x: b.x + hd.x, y: b.y + hd.y };
}

/** World position of a hull point. @param {Buggy} b @param {number} lx @param {number} ly */
export function bodyPoint(b, lx, ly) {
  const r = toWorld(lx, ly, b.a);
  return { x: b.x + r.x, y: b.y + r.y };
}

// ---------------------------------------------------------------- a run

/**
 * @typedef {Object} Run
 * @property {Terrain} terrain
 * @property {Buggy} buggy
 * @property {Stats} stats
 * @property {Can[]} cans
 * @property {Coin[]} coins
 * @property {number} fuel
 * @property {number} maxX furthest the buggy got (the score)
 * @property {number} startX
 * @property {number} coinsGot coins picked up this run
 * @property {number} time
 * @property {number} stalled seconds without fuel and (almost) without speed
 * @property {number} dry seconds since the tank ran dry
 * @property {number} airTime seconds since the wheels left the ground
 * @property {number} airTurn rotation since the wheels left the ground
 * @property {number} flips
 * @property {'driving'|'crashed'|'empty'|'summit'} status
 */

/** @param {number} seed @param {Levels} levels @returns {Run} */
export function createRun(seed, levels) {
  const terrain = makeTerrain(seed);
  const stats = vehicleStats(levels);
  const { cans, coins } = placeItems(terrain, seed);
  const startX = 120;
  return {
    terrain, stats, cans, coins, buggy: createBuggy(terrain, startX), fuel: stats.fuelMax, maxX: startX, startX,
    coinsGot: 0, time: 0, stalled: 0, dry: 0, airTime: 0, airTurn: 0, flips: 0, status: 'driving',
  };
}

/** Metres driven (the score). @param {Run} run */
export const metres = (run) => Math.max(0, Math.floor((run.maxX - run.startX) / PX_PER_M));

/** Stage number (1-based) at a distance in metres. @param {number} m */
export const stageOf = (m) => Math.min(Math.floor(GOAL_M / STAGE_M), Math.floor(m / STAGE_M) + 1);

/**
 * @typedef {Object} RunEvents
 * @property {number} coins value picked up this step
 * @property {boolean} fuel a can was picked up
 * @property {number} flips flips landed this step
 * @property {boolean} air a long jump landed (≥ 1.2 s)
 * @property {boolean} landed wheels touched down after a jump
 */

/** Coins for landing a flip and for long air time. */
export const FLIP_BONUS = 5;
export const AIR_BONUS = 2;

/**
 * One frame of a run. @param {Run} run @param {Pedals} pedals @param {number} dt
 * @returns {RunEvents}
 */
export function stepRun(run, pedals, dt) {
  /** @type {RunEvents} */
  const ev = { coins: 0, fuel: false, flips: 0, air: false, landed: false };
  if (run.status !== 'driving') return ev;
  const b = run.buggy;
  const hasFuel = run.fuel > 0;
  const p = { gas: hasFuel ? pedals.gas : 0, brake: pedals.brake };
  const wasAir = !grounded(b);
  const a0 = b.a;
  stepBuggy(b, run.terrain, p, run.stats, dt);
  run.time += dt;
  run.fuel = Math.max(0, run.fuel - burnRate(p.gas) * dt);
  run.maxX = Math.max(run.maxX, b.x);
  if (!grounded(b)) {
    run.airTime += dt;
    run.airTurn += b.a - a0;
  } else {
    if (wasAir) {
      ev.landed = run.airTime > 0.25;
      // A flip counts when the buggy came round and landed on its wheels.
      const n = Math.floor(Math.abs(run.airTurn) / (Math.PI * 2) + 0.15);
      if (n > 0 && !b.crashed) { ev.flips = n; run.flips += n; ev.coins += n * FLIP_BONUS; }
      if (run.airTime >= 1.2 && !b.crashed) { ev.air = true; ev.coins += AIR_BONUS; }
    }
    run.airTime = 0;
    run.airTurn = 0;
  }
  const reach = (/** @type {{x: number, y: number}} */ o, /** @type {number} */ d) =>
    Math.hypot(o.x - b.x, o.y - b.y) < d || b.wheels.some((w) => Math.hypot(o.x - w.x, o.y - w.y) < d - 10);
  for (const c of run.coins) {
    if (c.taken || Math.abs(c.x - b.x) > 60) continue;
    if (reach(c, 34)) { c.taken = true; ev.coins += c.value; }
  }
  for (const c of run.cans) {
    if (c.taken || Math.abs(c.x - b.x) > 70) continue;
    if (reach(c, 40)) { c.taken = true; run.fuel = run.stats.fuelMax; ev.fuel = true; }
  }
  run.coinsGot += ev.coins;
  if (b.crashed) run.status = 'crashed';
  else if (metres(run) >= GOAL_M) run.status = 'summit';
  else if (run.fuel <= 0) {
    // Out of fuel the buggy coasts on; the run ends once it has (nearly) stopped, or rolled
    // back and forth in a dip for a while.
    run.dry += dt;
    run.stalled = Math.abs(b.vx) < 15 ? run.stalled + dt : Math.max(0, run.stalled - dt);
    if (run.stalled > 1.5 || run.dry > 10) run.status = 'empty';
  }
  return ev;
}

/**
 * A steady driver for tests and the demo: gas, easing off on steep descents, and in the air
 * levelling the body to the slope below.
 * @param {Run} run @returns {Pedals}
 */
export function autopilot(run) {
  const b = run.buggy;
  const t = run.terrain;
  if (!grounded(b)) {
    const n = groundNormal(t, b.x + b.vx * 0.25);
    const target = Math.atan2(n.x, -n.y);
    const err = b.a + b.w * 0.35 - target;
    return err > 0.08 ? { gas: 1, brake: 0 } : err < -0.08 ? { gas: 0, brake: 1 } : { gas: 0, brake: 0 };
  }
  // Nose far above the slope: let off so the buggy does not go over backwards.
  const n = groundNormal(t, b.x);
  const slope = Math.atan2(n.x, -n.y);
  if (b.a - slope < -0.4 && b.w < 0.2) return { gas: 0, brake: 0.6 };
  if (b.a > 0.5 && b.vx > 300) return { gas: 0, brake: 0.5 };
  return { gas: 1, brake: 0 };
}
