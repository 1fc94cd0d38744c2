// @ts-check
/**
 * 2D geometry and tiny physics for action games (pure, no DOM).
 * Shapes are plain objects: Vec {x, y}, Circle {x, y, r}, Aabb {x, y, w, h} (top-left corner),
 * Body {x, y, vx, vy}. Collision tests return a Hit whose normal (nx, ny) is the direction the
 * FIRST shape must move to get out of the second, and depth how far; null when they do not touch.
 */

/** @typedef {{x: number, y: number}} Vec */
/** @typedef {{x: number, y: number, r: number}} Circle */
/** @typedef {{x: number, y: number, w: number, h: number}} Aabb */
/** @typedef {{x: number, y: number, vx: number, vy: number}} Body */
/** @typedef {{nx: number, ny: number, depth: number}} Hit */

const TAU = Math.PI * 2;

// ---------------------------------------------------------------- scalars

/** @param {number} v @param {number} lo @param {number} hi */
export function clamp(v, lo, hi) {
  return v < lo ? lo : v > hi ? hi : v;
}

/** @param {number} a @param {number} b @param {number} t */
export function lerp(a, b, t) {
  return a + (b - a) * t;
}

/** Moves `v` towards `target` by at most `step` (never overshoots). @param {number} v @param {number} target @param {number} step */
export function approach(v, target, step) {
  return v < target ? Math.min(target, v + step) : Math.max(target, v - step);
}

/** Wraps an angle into (-π, π]. @param {number} a */
export function wrapAngle(a) {
  a = (a + Math.PI) % TAU;
  if (a <= 0) a += TAU;
  return a - Math.PI;
}

/** Signed shortest turn from angle `a` to angle `b`, in (-π, π]. @param {number} a @param {number} b */
export function angleDiff(a, b) {
  return wrapAngle(b - a);
}

/** Interpolates angles the short way round. @param {number} a @param {number} b @param {number} t */
export function lerpAngle(a, b, t) {
  return a + angleDiff(a, b) * t;
}

// ---------------------------------------------------------------- vectors

/** @param {number} x @param {number} y @returns {Vec} */
export const vec = (x, y) => ({ x, y });
/** @param {Vec} a @param {Vec} b @returns {Vec} */
export const add = (a, b) => ({ x: a.x + b.x, y: a.y + b.y });
/** @param {Vec} a @param {Vec} b @returns {Vec} */
export const sub = (a, b) => ({ x: a.x - b.x, y: a.y - b.y });
/** @param {Vec} a @param {number} s @returns {Vec} */
export const scale = (a, s) => ({ x: a.x * s, y: a.y * s });
/** @param {Vec} a @param {Vec} b */
export const dot = (a, b) => a.x * b.x + a.y * b.y;
/** z of the 3D cross product: > 0 when b is counter-clockwise of a in maths axes (clockwise on a y-down screen). @param {Vec} a @param {Vec} b */
export const cross = (a, b) => a.x * b.y - a.y * b.x;
/** @param {Vec} a */
export const len = (a) => Math.hypot(a.x, a.y);
/** @param {Vec} a @param {Vec} b */
export const dist = (a, b) => Math.hypot(a.x - b.x, a.y - b.y);
/** @param {Vec} a @param {Vec} b */
export const dist2 = (a, b) => (a.x - b.x) ** 2 + (a.y - b.y) ** 2;
/** Unit vector (zero stays zero). @param {Vec} a @returns {Vec} */
export function normalize(a) {
  const l = Math.hypot(a.x, a.y);
  return l > 0 ? { x: a.x / l, y: a.y / l } : { x: 0, y: 0 };
}
/** Rotates by `angle` radians (positive turns +x towards +y). @param {Vec} a @param {number} angle @returns {Vec} */
export function rotate(a, angle) {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return { x: a.x * c - a.y * s, y: a.x * s + a.y * c };
}
/** @param {number} angle @param {number} [length] @returns {Vec} */
export const fromAngle = (angle, length = 1) => ({ x: Math.cos(angle) * length, y: Math.sin(angle) * length });
/** @param {Vec} a */
export const angleOf = (a) => Math.atan2(a.y, a.x);

/** Closest point to `p` on segment a-b, with its parameter t in [0, 1]. @param {Vec} p @param {Vec} a @param {Vec} b */
export function closestOnSegment(p, a, b) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const l2 = dx * dx + dy * dy;
  const t = l2 > 0 ? clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / l2, 0, 1) : 0;
  return { x: a.x + dx * t, y: a.y + dy * t, t };
}

// ---------------------------------------------------------------- overlap tests

/** Circle a against circle b. @param {Circle} a @param {Circle} b @returns {Hit | null} */
export function circleCircle(a, b) {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  const r = a.r + b.r;
  const d2 = dx * dx + dy * dy;
  if (d2 >= r * r) return null;
  const d = Math.sqrt(d2);
  // Concentric circles have no direction to separate along: pick "up" so callers still resolve.
  return d > 1e-9 ? { nx: dx / d, ny: dy / d, depth: r - d } : { nx: 0, ny: -1, depth: r };
}

/** Circle against a box; the normal pushes the circle out. @param {Circle} c @param {Aabb} b @returns {Hit | null} */
export function circleAabb(c, b) {
  const px = clamp(c.x, b.x, b.x + b.w);
  const py = clamp(c.y, b.y, b.y + b.h);
  const dx = c.x - px;
  const dy = c.y - py;
  const d2 = dx * dx + dy * dy;
  if (d2 >= c.r * c.r) return null;
  if (d2 > 1e-12) {
    const d = Math.sqrt(d2);
    return { nx: dx / d, ny: dy / d, depth: c.r - d };
  }
  // Centre inside the box: leave through the nearest side.
  const left = c.x - b.x;
  const right = b.x + b.w - c.x;
  const top = c.y - b.y;
  const bottom = b.y + b.h - c.y;
  const m = Math.min(left, right, top, bottom);
  if (m === top) return { nx: 0, ny: -1, depth: c.r + top };
  if (m === bottom) return { nx: 0, ny: 1, depth: c.r + bottom };
  if (m === left) return { nx: -1, ny: 0, depth: c.r + left };
  return { nx: 1, ny: 0, depth: c.r + right };
}

/** Whether two boxes overlap (touching edges do not count). @param {Aabb} a @param {Aabb} b */
export function aabbOverlaps(a, b) {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** Box a against box b: the smallest push that separates a from b. @param {Aabb} a @param {Aabb} b @returns {Hit | null} */
export function aabbAabb(a, b) {
  if (!aabbOverlaps(a, b)) return null;
  const pushLeft = a.x + a.w - b.x;
  const pushRight = b.x + b.w - a.x;
  const pushUp = a.y + a.h - b.y;
  const pushDown = b.y + b.h - a.y;
  const m = Math.min(pushLeft, pushRight, pushUp, pushDown);
  if (m === pushUp) return { nx: 0, ny: -1, depth: pushUp };
  if (m === pushDown) return { nx: 0, ny: 1, depth: pushDown };
  if (m === pushLeft) return { nx: -1, ny: 0, depth: pushLeft };
  return { nx: 1, ny: 0, depth: pushRight };
}

/**
 * First point where the segment a→b enters circle c (a bullet's path this frame against a target).
 * A segment that starts inside reports t = 0.
 * @param {Vec} a @param {Vec} b @param {Circle} c
 * @returns {{t: number, x: number, y: number} | null}
 */
export function segmentCircle(a, b, c) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const fx = a.x - c.x;
  const fy = a.y - c.y;
  const cc = fx * fx + fy * fy - c.r * c.r;
  if (cc <= 0) return { t: 0, x: a.x, y: a.y };
  const qa = dx * dx + dy * dy;
  if (qa === 0) return null;
  const qb = 2 * (fx * dx + fy * dy);
  const disc = qb * qb - 4 * qa * cc;
  if (disc < 0) return null;
  const t = (-qb - Math.sqrt(disc)) / (2 * qa);
  if (t < 0 || t > 1) return null;
  return { t, x: a.x + dx * t, y: a.y + dy * t };
}

/**
 * Intersection of segments a-b and c-d: t along a-b, u along c-d (both in [0, 1]).
 * Parallel or collinear segments report no intersection.
 * @param {Vec} a @param {Vec} b @param {Vec} c @param {Vec} d
 * @returns {{t: number, u: number, x: number, y: number} | null}
 */
export function segmentSegment(a, b, c, d) {
  const rx = b.x - a.x;
  const ry = b.y - a.y;
  const sx = d.x - c.x;
  const sy = d.y - c.y;
  const den = rx * sy - ry * sx;
  if (Math.abs(den) < 1e-12) return null;
  const qx = c.x - a.x;
  const qy = c.y - a.y;
  const t = (qx * sy - qy * sx) / den;
  const u = (qx * ry - qy * rx) / den;
  if (t < 0 || t > 1 || u < 0 || u > 1) return null;
  return { t, u, x: a.x + rx * t, y: a.y + ry * t };
}

/** Even-odd rule; `poly` lists the corners in order (either winding). @param {Vec} p @param {Vec[]} poly */
export function pointInPolygon(p, poly) {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = /** @type {Vec} */ (poly[i]);
    const b = /** @type {Vec} */ (poly[j]);
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

// ---------------------------------------------------------------- response

/**
 * Bounces a velocity off a surface with unit normal (nx, ny). `restitution` 1 is a perfect mirror,
 * 0 kills the speed into the surface (sliding). A velocity already leaving the surface is kept.
 * @param {number} vx @param {number} vy @param {number} nx @param {number} ny @param {number} [restitution]
 * @returns {{vx: number, vy: number}}
 */
export function reflect(vx, vy, nx, ny, restitution = 1) {
  const vn = vx * nx + vy * ny;
  if (vn >= 0) return { vx, vy };
  const k = (1 + restitution) * vn;
  return { vx: vx - k * nx, vy: vy - k * ny };
}

/** Pushes a body out along a Hit and bounces its velocity. @param {Body} body @param {Hit} hit @param {number} [restitution] */
export function resolveHit(body, hit, restitution = 1) {
  body.x += hit.nx * hit.depth;
  body.y += hit.ny * hit.depth;
  const v = reflect(body.vx, body.vy, hit.nx, hit.ny, restitution);
  body.vx = v.vx;
  body.vy = v.vy;
}

/**
 * @typedef {Object} IntegrateOptions
 * @property {number} [gx] acceleration along x (units/s²)
 * @property {number} [gy] acceleration along y, e.g. gravity
 * @property {number} [drag] exponential drag per second (0 none; 1 loses ~63% of speed each second)
 * @property {number} [maxStep] longest sub-step in seconds (1/120)
 */

/**
 * Advances a body by dt in equal sub-steps no longer than maxStep (semi-implicit Euler), so
 * results barely depend on the frame rate and fast bodies move in small hops.
 * Drag is applied as exp(-drag·h) per sub-step, which is exact for any step length.
 * @param {Body} body @param {number} dt @param {IntegrateOptions} [o]
 */
export function integrate(body, dt, o = {}) {
  const { gx = 0, gy = 0, drag = 0, maxStep = 1 / 120 } = o;
  if (!(dt > 0)) return;
  const n = Math.max(1, Math.ceil(dt / maxStep - 1e-9));
  const h = dt / n;
  const damp = drag > 0 ? Math.exp(-drag * h) : 1;
  for (let i = 0; i < n; i++) {
    body.vx = (body.vx + gx * h) * damp;
    body.vy = (body.vy + gy * h) * damp;
    body.x += body.vx * h;
    body.y += body.vy * h;
  }
}

/**
 * Collision of two moving circles (billiard balls, bumping cars). Separates them in proportion
 * to their masses and exchanges momentum along the line of centres; `restitution` 1 is perfectly
 * elastic. `m` defaults to 1; Infinity makes an immovable body.
 * @param {Body & {r: number, m?: number}} a @param {Body & {r: number, m?: number}} b @param {number} [restitution]
 * @returns {number} impulse magnitude (0 when they do not touch or already separate)
 */
export function collideCircles(a, b, restitution = 1) {
  const hit = circleCircle(a, b);
  if (!hit) return 0;
  const ia = 1 / (a.m ?? 1);
  const ib = 1 / (b.m ?? 1);
  const sum = ia + ib;
  if (sum === 0) return 0;
  a.x += hit.nx * hit.depth * (ia / sum);
  a.y += hit.ny * hit.depth * (ia / sum);
  b.x -= hit.nx * hit.depth * (ib / sum);
  b.y -= hit.ny * hit.depth * (ib / sum);
  // Relative velocity of a with respect to b along the normal (which points from b to a).
  const vn = (a.vx - b.vx) * hit.nx + (a.vy - b.vy) * hit.ny;
  if (vn >= 0) return 0;
  const j = (-(1 + restitution) * vn) / sum;
  a.vx += j * ia * hit.nx;
  a.vy += j * ia * hit.ny;
  b.vx -= j * ib * hit.nx;
  b.vy -= j * ib * hit.ny;
  return j;
}
