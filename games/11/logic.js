// @ts-check
/** Pure rules of the asteroid shooter (no DOM): wrap-around space, ship physics, splitting rocks. */

/** @typedef {{x: number, y: number, vx: number, vy: number, r: number, size: 3|2|1, spin: number, rot: number, shape: number[]}} Rock */
/** @typedef {{x: number, y: number, vx: number, vy: number, angle: number}} Ship */
/** @typedef {{x: number, y: number}} Pt */

export const ROCK_RADIUS = { 3: 46, 2: 26, 1: 14 };
export const ROCK_POINTS = { 3: 20, 2: 50, 1: 100 };
export const TURN_SPEED = 4.2; // rad/s
export const THRUST = 340; // px/s²
export const MAX_SPEED = 380;
export const DRAG = 0.55; // fraction of speed kept per second

/** Wraps a coordinate into [0, size). @param {number} v @param {number} size */
export function wrap(v, size) {
  return ((v % size) + size) % size;
}

/** Shortest signed difference from a to b on a ring of length size. @param {number} a @param {number} b @param {number} size */
export function wrapDelta(a, b, size) {
  let d = wrap(b - a, size);
  if (d > size / 2) d -= size;
  return d;
}

/** Distance on the torus. @param {Pt} a @param {Pt} b @param {number} w @param {number} h */
export function wrapDist(a, b, w, h) {
  return Math.hypot(wrapDelta(a.x, b.x, w), wrapDelta(a.y, b.y, h));
}

/** Circle overlap across the wrap seam. @param {Pt & {r: number}} a @param {Pt & {r: number}} b @param {number} w @param {number} h */
export function hits(a, b, w, h) {
  return wrapDist(a, b, w, h) < a.r + b.r;
}

/** Moves a body and wraps it around the edges. @param {{x: number, y: number, vx: number, vy: number}} o @param {number} dt @param {number} w @param {number} h */
export function drift(o, dt, w, h) {
  o.x = wrap(o.x + o.vx * dt, w);
  o.y = wrap(o.y + o.vy * dt, h);
}

/**
 * One physics step of the ship: turn (-1, 0, 1), thrust, drag, speed cap, wrap.
 * @param {Ship} s @param {{turn: number, thrust: boolean}} input @param {number} dt @param {number} w @param {number} h
 */
export function stepShip(s, input, dt, w, h) {
  s.angle += input.turn * TURN_SPEED * dt;
  if (input.thrust) {
    s.vx += Math.cos(s.angle) * THRUST * dt;
    s.vy += Math.sin(s.angle) * THRUST * dt;
  }
  const keep = Math.pow(DRAG, dt);
  s.vx *= keep;
  s.vy *= keep;
  const sp = Math.hypot(s.vx, s.vy);
  if (sp > MAX_SPEED) {
    s.vx *= MAX_SPEED / sp;
    s.vy *= MAX_SPEED / sp;
  }
  drift(s, dt, w, h);
}

/** @param {() => number} rand @param {number} n */
function jaggedShape(rand, n = 11) {
  return Array.from({ length: n }, () => 0.72 + rand() * 0.36);
}

/**
 * A rock of a size, moving in a random direction; speed grows with the level.
 * @param {number} x @param {number} y @param {3|2|1} size @param {() => number} rand @param {number} [level]
 * @returns {Rock}
 */
export function makeRock(x, y, size, rand, level = 1) {
  const a = rand() * Math.PI * 2;
  const sp = (30 + (4 - size) * 22 + rand() * 30) * (1 + (level - 1) * 0.08);
  return { x, y, vx: Math.cos(a) * sp, vy: Math.sin(a) * sp, r: ROCK_RADIUS[size], size, spin: (rand() - 0.5) * 2, rot: rand() * 6.28, shape: jaggedShape(rand) };
}

/**
 * Splits a shot rock: big → 2 medium, medium → 2 small, small → nothing. The pieces start where the
 * rock was, fly apart faster than it and keep some of its momentum.
 * @param {Rock} rock @param {() => number} rand @param {number} [level]
 * @returns {Rock[]}
 */
export function splitRock(rock, rand, level = 1) {
  if (rock.size === 1) return [];
  const size = /** @type {2|1} */ (rock.size - 1);
  const base = Math.atan2(rock.vy, rock.vx) + (rand() - 0.5);
  const out = [];
  for (const side of [-1, 1]) {
    const child = makeRock(rock.x, rock.y, size, rand, level);
    const a = base + side * (0.5 + rand() * 0.6);
    const sp = Math.max(Math.hypot(rock.vx, rock.vy) * 1.25, Math.hypot(child.vx, child.vy));
    child.vx = Math.cos(a) * sp;
    child.vy = Math.sin(a) * sp;
    out.push(child);
  }
  return out;
}

/** How many big rocks a level starts with. @param {number} level */
export function rocksForLevel(level) {
  return Math.min(11, 3 + level);
}

/**
 * Places the level's big rocks away from a safe point (the ship).
 * @param {number} level @param {number} w @param {number} h @param {Pt} safe @param {() => number} rand
 */
export function spawnLevel(level, w, h, safe, rand) {
  /** @type {Rock[]} */
  const rocks = [];
  const n = rocksForLevel(level);
  while (rocks.length < n) {
    const p = { x: rand() * w, y: rand() * h };
    if (wrapDist(p, safe, w, h) < 170) continue;
    rocks.push(makeRock(p.x, p.y, 3, rand, level));
  }
  return rocks;
}

/** Whether a spot is clear of rocks for a respawn. @param {Rock[]} rocks @param {Pt} p @param {number} w @param {number} h */
export function spawnClear(rocks, p, w, h) {
  return rocks.every((r) => wrapDist(r, p, w, h) > r.r + 80);
}

/** Extra life every this many points. */
export const EXTRA_LIFE_EVERY = 10000;
