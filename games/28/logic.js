// @ts-check
/**
 * Pure rules of the rooftop runner (no DOM): the course generator, the runner's jump / double jump /
 * slide physics, collisions with obstacles, gaps and pickups, speed and scoring.
 * World x grows to the right; the runner stays at a fixed screen x and the world scrolls past.
 */
import { aabbOverlaps } from '../kit/geometry.js';

/** @typedef {import('../kit/geometry.js').Aabb} Aabb */
/** @typedef {'crate'|'stack'|'bar'|'drone'} ObstacleKind */
/** @typedef {Aabb & {kind: ObstacleKind, gone?: boolean}} Obstacle */
/** @typedef {{x0: number, x1: number}} Roof */
/** @typedef {{x: number, y: number, taken: boolean, kind: 'coin'|'shield'}} Pickup */
/**
 * @typedef {Object} Runner
 * @property {number} bottom y of the feet
 * @property {number} vy
 * @property {boolean} grounded
 * @property {number} airJumps jumps left in the air (the double jump)
 * @property {number} coyote seconds in which a jump still counts as from the roof
 * @property {number} buffer seconds an early jump press is remembered
 * @property {number} slideT seconds of slide left
 * @property {boolean} slideQueued slide as soon as the feet touch a roof
 * @property {boolean} shield
 * @property {''|'crash'|'fall'} dead
 */
/**
 * @typedef {Object} World
 * @property {() => number} rng
 * @property {number} dist scrolled distance in px (the runner's world x is dist + RUNNER_X)
 * @property {number} speed px/s
 * @property {Roof[]} roofs
 * @property {Obstacle[]} obstacles
 * @property {Pickup[]} pickups
 * @property {number} genX where the generator continues
 * @property {number} nextShield world x of the next shield pickup
 * @property {number} coins
 * @property {Runner} runner
 */
/** @typedef {{jumpPressed?: boolean, jumpHeld?: boolean, slidePressed?: boolean, slideHeld?: boolean}} RunInput */

export const W = 420;
export const H = 560;
export const GROUND = 430;
export const RUNNER_X = 64;
export const RUN_W = 24;
export const STAND_H = 50;
export const SLIDE_W = 34;
export const SLIDE_H = 24;
export const GRAVITY = 2300;
export const JUMP_V = 780;
export const DOUBLE_V = 640;
/** Releasing jump early caps the rise, so taps are short hops. */
export const CUT_V = 320;
export const FAST_FALL_V = 950;
export const SLIDE_TIME = 0.6;
export const COYOTE = 0.08;
export const BUFFER = 0.12;
export const PX_PER_M = 40;
export const BASE_SPEED = 280;
export const MAX_SPEED = 560;
export const COIN_POINTS = 10;
/** Seconds in the air on a full jump. */
export const AIR_TIME = (2 * JUMP_V) / GRAVITY;
/** Seconds the player gets to react between landing (or standing up) and the next hazard. */
export const REACT = 0.32;
const ROOF_LEAD = 1300;

/** Running speed after `meters`: rises steadily to a cap at about 1.1 km. @param {number} meters */
export function speedAt(meters) {
  return Math.min(MAX_SPEED, BASE_SPEED + meters * 0.25);
}

/** 0 at the start, 1 from 1.2 km on: how nasty the patterns get. @param {number} meters */
export function difficultyAt(meters) {
  return Math.min(1, meters / 1200);
}

/** @param {World} w */
export const meters = (w) => Math.floor(w.dist / PX_PER_M);

/** Score: a point a metre plus the coins. @param {World} w */
export function scoreOf(w) {
  return meters(w) + w.coins * COIN_POINTS;
}

/** @param {() => number} rng @returns {World} */
export function createWorld(rng) {
  /** @type {World} */
  const w = {
    rng,
    dist: 0,
    speed: BASE_SPEED,
    roofs: [{ x0: -W, x1: Infinity }],
    obstacles: [],
    pickups: [],
    genX: ROOF_LEAD,
    nextShield: 900 * PX_PER_M / 2,
    coins: 0,
    runner: { bottom: GROUND, vy: 0, grounded: true, airJumps: 1, coyote: 0, buffer: 0, slideT: 0, slideQueued: false, shield: false, dead: '' },
  };
  generate(w);
  return w;
}

/** The runner's hit box in world coordinates. @param {World} w @returns {Aabb} */
export function runnerBox(w) {
  const r = w.runner;
  const sliding = r.slideT > 0 && r.grounded;
  const bw = sliding ? SLIDE_W : RUN_W;
  const bh = sliding ? SLIDE_H : STAND_H;
  return { x: w.dist + RUNNER_X - bw / 2, y: r.bottom - bh, w: bw, h: bh };
}

/** The roof under a stretch of x, if it overlaps by a few px (toes on the very edge do not count). @param {World} w @param {number} x0 @param {number} x1 */
export function roofUnder(w, x0, x1) {
  return w.roofs.find((r) => Math.min(r.x1, x1) - Math.max(r.x0, x0) > 4) ?? null;
}

// ---------------------------------------------------------------- course generation

/** @param {World} w @param {number} x @param {number} width */
function gapAt(w, x, width) {
  const last = /** @type {Roof} */ (w.roofs[w.roofs.length - 1]);
  last.x1 = x;
  w.roofs.push({ x0: x + width, x1: Infinity });
}

/** @param {World} w @param {ObstacleKind} kind @param {number} x @param {number} [width] */
function obstacle(w, kind, x, width) {
  /** @type {Obstacle} */
  let o;
  if (kind === 'crate') o = { kind, x, y: GROUND - 34, w: 34, h: 34 };
  else if (kind === 'stack') o = { kind, x, y: GROUND - 68, w: 38, h: 68 };
  // A hanging sign reaches down to just above a sliding runner's head; it cannot be jumped.
  else if (kind === 'bar') o = { kind, x, y: -200, w: width ?? 60, h: GROUND - 36 + 200 };
  else o = { kind, x, y: GROUND - 66, w: 34, h: 26 };
  w.obstacles.push(o);
  return o;
}

/** A row of coins, or an arc following a jump over something. @param {World} w @param {number} x @param {number} n @param {boolean} arc */
function coinRun(w, x, n, arc) {
  for (let i = 0; i < n; i++) {
    const t = n > 1 ? i / (n - 1) : 0.5;
    const y = arc ? GROUND - 40 - Math.sin(t * Math.PI) * 80 : GROUND - 22;
    w.pickups.push({ x: x + i * 28, y, taken: false, kind: 'coin' });
  }
}

/**
 * Adds patterns ahead until the course reaches two screens past the runner. Each pattern leaves
 * at least REACT seconds of running (at the speed reached there) before the next one.
 * @param {World} w
 */
export function generate(w) {
  const rng = w.rng;
  while (w.genX < w.dist + W * 2.5) {
    const x = w.genX;
    const m = x / PX_PER_M;
    const sp = speedAt(m);
    const d = difficultyAt(m);
    const roll = rng();
    let end = x;
    if (x >= w.nextShield) {
      w.pickups.push({ x: x + 20, y: GROUND - 90, taken: false, kind: 'shield' });
      w.nextShield += (700 + rng() * 500) * PX_PER_M;
      end = x + 60;
    } else if (roll < 0.24) {
      const o = obstacle(w, 'crate', x);
      if (rng() < 0.6) coinRun(w, o.x - 30, 4, true);
      // Later on a second crate follows close behind: one long jump clears both.
      if (d > 0.35 && rng() < 0.4) { const b = obstacle(w, 'crate', x + 34 + 34 + rng() * 30); end = b.x + b.w; } else end = x + 34;
    } else if (roll < 0.38 && d > 0.08) {
      obstacle(w, 'stack', x);
      end = x + 38;
    } else if (roll < 0.54) {
      const width = Math.min(sp * SLIDE_TIME * 0.8, 50 + rng() * (30 + 90 * d));
      obstacle(w, 'bar', x, width);
      if (rng() < 0.5) coinRun(w, x + 6, Math.max(1, Math.floor(width / 28)), false);
      end = x + width;
    } else if (roll < 0.66 && d > 0.15) {
      obstacle(w, 'drone', x);
      end = x + 34;
    } else if (roll < 0.88) {
      // A gap one jump clears at this speed with time to spare.
      const max = Math.max(70, sp * 0.42);
      const width = 60 + rng() * (max - 60) * (0.4 + 0.6 * d);
      gapAt(w, x, width);
      if (rng() < 0.5) coinRun(w, x + width / 2 - 42, 4, true);
      end = x + width;
    } else {
      coinRun(w, x, 5 + Math.floor(rng() * 4), rng() < 0.3);
      end = x + 200;
    }
    // The next hazard comes after a full jump from this one plus time to react, never sooner.
    const calm = sp * (0.5 - 0.25 * d) * rng();
    w.genX = Math.max(end + sp * REACT, x + sp * (AIR_TIME + REACT)) + calm;
  }
}

// ---------------------------------------------------------------- stepping

/**
 * Advances the world by dt. Returns what happened (for sound and effects).
 * @param {World} w @param {RunInput} input @param {number} dt
 */
export function step(w, input, dt) {
  const ev = { jumped: false, doubleJumped: false, landed: false, slid: false, coins: 0, shieldUsed: false, shieldGot: false, died: false };
  const r = w.runner;
  if (r.dead) return ev;
  w.speed = speedAt(w.dist / PX_PER_M);
  w.dist += w.speed * dt;
  generate(w);
  // Forget what has scrolled off to the left.
  const behind = w.dist - 120;
  w.obstacles = w.obstacles.filter((o) => o.x + o.w > behind);
  w.pickups = w.pickups.filter((p) => p.x > behind && !p.taken);
  while (w.roofs.length > 1 && /** @type {Roof} */ (w.roofs[0]).x1 < behind) w.roofs.shift();

  if (input.jumpPressed) r.buffer = BUFFER;
  if (r.buffer > 0) {
    if (r.grounded || r.coyote > 0) {
      r.vy = -JUMP_V;
      r.grounded = false;
      r.coyote = 0;
      r.slideT = 0;
      r.slideQueued = false;
      r.airJumps = 1;
      r.buffer = 0;
      ev.jumped = true;
    } else if (input.jumpPressed && r.airJumps > 0) {
      r.vy = -DOUBLE_V;
      r.airJumps--;
      r.buffer = 0;
      r.slideQueued = false;
      ev.doubleJumped = true;
    }
  }
  r.buffer = Math.max(0, r.buffer - dt);
  if (input.slidePressed) {
    if (r.grounded) { r.slideT = SLIDE_TIME; ev.slid = true; }
    else { r.vy = Math.max(r.vy, FAST_FALL_V); r.slideQueued = true; }
  }
  if (r.grounded && r.slideT > 0) {
    r.slideT -= dt;
    if (input.slideHeld) r.slideT = Math.max(r.slideT, 0.05);
    // Never stand up into a sign overhead: stay down until clear.
    if (r.slideT <= 0 && hitsObstacle(w, { x: w.dist + RUNNER_X - RUN_W / 2, y: r.bottom - STAND_H, w: RUN_W, h: STAND_H }, 'bar')) r.slideT = 0.05;
    if (r.slideT < 0) r.slideT = 0;
  }
  if (!r.grounded) {
    if (!input.jumpHeld && r.vy < -CUT_V) r.vy = -CUT_V;
    r.vy += GRAVITY * dt;
    const prev = r.bottom;
    r.bottom += r.vy * dt;
    r.coyote = Math.max(0, r.coyote - dt);
    const x0 = w.dist + RUNNER_X - RUN_W / 2;
    if (r.vy >= 0 && prev <= GROUND && r.bottom >= GROUND && roofUnder(w, x0, x0 + RUN_W)) {
      r.bottom = GROUND;
      r.vy = 0;
      r.grounded = true;
      r.airJumps = 1;
      ev.landed = true;
      if (r.slideQueued) { r.slideT = SLIDE_TIME; r.slideQueued = false; ev.slid = true; }
    }
  } else {
    const x0 = w.dist + RUNNER_X - RUN_W / 2;
    if (!roofUnder(w, x0, x0 + RUN_W)) {
      r.grounded = false;
      r.coyote = COYOTE;
      r.slideT = 0;
      r.vy = 0;
    }
  }
  const box = runnerBox(w);
  // Below roof level, the side of the next building stops the runner.
  if (r.bottom > GROUND + 6 && roofUnder(w, box.x, box.x + box.w)) { r.dead = 'crash'; ev.died = true; return ev; }
  if (r.bottom > H + 80) { r.dead = 'fall'; ev.died = true; return ev; }
  for (const o of w.obstacles) {
    if (o.gone || !aabbOverlaps(box, o)) continue;
    if (r.shield) {
      r.shield = false;
      o.gone = true;
      ev.shieldUsed = true;
      continue;
    }
    r.dead = 'crash';
    ev.died = true;
    return ev;
  }
  for (const p of w.pickups) {
    if (p.taken) continue;
    const rad = p.kind === 'coin' ? 10 : 14;
    if (aabbOverlaps(box, { x: p.x - rad, y: p.y - rad, w: rad * 2, h: rad * 2 })) {
      p.taken = true;
      if (p.kind === 'coin') { w.coins++; ev.coins++; } else { r.shield = true; ev.shieldGot = true; }
    }
  }
  return ev;
}

/** @param {World} w @param {Aabb} box @param {ObstacleKind} [kind] */
export function hitsObstacle(w, box, kind) {
  return w.obstacles.some((o) => !o.gone && (!kind || o.kind === kind) && aabbOverlaps(box, o));
}

/**
 * A simple autopilot (demo and fairness tests): jumps crates, stacks, drones and gaps, slides under
 * signs. Returns the input for this step.
 * @param {World} w @returns {RunInput}
 */
export function autopilot(w) {
  const r = w.runner;
  const front = w.dist + RUNNER_X + RUN_W / 2;
  const back = w.dist + RUNNER_X - RUN_W / 2;
  const sp = w.speed;
  /** @type {RunInput} */
  const input = { jumpHeld: !r.grounded };
  // Next hazard ahead (or one the runner is passing).
  let next = null;
  let nextX = Infinity;
  for (const o of w.obstacles) {
    if (o.gone || o.x + o.w < back) continue;
    if (o.x < nextX) { nextX = o.x; next = o.kind; }
  }
  const gap = w.roofs.find((rf) => rf.x1 >= back && rf.x1 !== Infinity);
  if (gap && gap.x1 < nextX) { nextX = gap.x1; next = 'gap'; }
  if (!next) return input;
  const ahead = nextX - front;
  if (next === 'bar') {
    if (ahead < sp * 0.12) { input.slideHeld = true; if (r.slideT <= 0 && r.grounded) input.slidePressed = true; }
    return input;
  }
  if (!r.grounded) return input;
  const lead = next === 'gap' ? 6 : next === 'stack' ? sp * 0.16 : sp * 0.14;
  if (ahead < lead && ahead > -RUN_W) { input.jumpPressed = true; input.jumpHeld = true; }
  return input;
}
