// @ts-check
/** Pure rules of mini golf (no DOM): the nine holes, ball physics, scoring and a shot planner. */
import { closestOnSegment, pointInPolygon, circleAabb } from '../kit/geometry.js';
import { distanceField } from '../kit/pathfind.js';

/** @typedef {{x: number, y: number}} Vec */
/** @typedef {{x: number, y: number, vx: number, vy: number, still?: number}} Ball `still`: seconds spent crawling (pinned by a slope) */
/** @typedef {{kind: 'spinner', x: number, y: number, len: number, speed: number, phase: number}} Spinner a bar turning about its middle; len = half length */
/** @typedef {{kind: 'slider', x: number, y: number, w: number, h: number, dx: number, dy: number, period: number, phase: number}} Slider a block gliding from (x, y) to (x + dx, y + dy) and back */
/** @typedef {Spinner | Slider} Mover */
/** @typedef {{poly: Vec[], ax: number, ay: number}} Slope a tilted patch: constant acceleration while the ball is on it */
/**
 * @typedef {Object} Hole
 * @property {number} par
 * @property {Vec} tee
 * @property {Vec} cup
 * @property {Vec[][]} walls closed polygons: [0] is the fairway's outer rail, the rest are blocks inside it
 * @property {Vec[][]} sand
 * @property {Vec[][]} water
 * @property {Slope[]} slopes
 * @property {Mover[]} movers
 */
/** @typedef {{walls: number, movers: number, sunk: boolean, water: boolean, moving: boolean, sand: boolean}} StepEvents */

// Local aliases: the physics loops call these thousands of times per putt, and a global lookup
// per call is costly in some hosts (notably the test runner's VM context).
const { sqrt, sin, cos, min, max, ceil, hypot, exp, floor, PI } = Math;

export const W = 360;
export const H = 640;
export const BALL_R = 6;
export const CUP_R = 10;
/** Half thickness of a rail: the ball bounces when its edge meets the rail's face. */
export const WALL_T = 3;
/** Half thickness of a spinner bar. */
export const BAR_T = 4;
/** Rolling resistance (units/s²) on the green and in sand. */
export const ROLL_DECEL = 140;
export const SAND_DECEL = 620;
/** Speed-proportional drag per second on top of the rolling resistance. */
export const DRAG = 0.6;
export const MAX_SPEED = 720;
/** A ball over the cup drops in below this speed; faster ones skim across (the cup still bends them). */
export const CAPTURE_SPEED = 200;
export const CUP_PULL = 1200;
export const STOP_SPEED = 6;
export const WALL_E = 0.72;
export const MOVER_E = 0.9;
export const MAX_STROKES = 9;

/** Axis-aligned rectangle as a polygon. @param {number} x @param {number} y @param {number} w @param {number} h @returns {Vec[]} */
export function rect(x, y, w, h) {
  return [{ x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h }];
}

/** Rectangle with its corners cut at 45°, so corner shots bank at new angles. @param {number} x @param {number} y @param {number} w @param {number} h @param {number} c */
export function bevel(x, y, w, h, c) {
  return [
    { x: x + c, y }, { x: x + w - c, y }, { x: x + w, y: y + c }, { x: x + w, y: y + h - c },
    { x: x + w - c, y: y + h }, { x: x + c, y: y + h }, { x, y: y + h - c }, { x, y: y + c },
  ];
}

/** @type {Hole[]} */
export const HOLES = [
  // 1: straight, one block to go round or bank past.
  { par: 2, tee: { x: 180, y: 560 }, cup: { x: 180, y: 140 }, walls: [bevel(70, 70, 220, 540, 36), rect(140, 330, 80, 22)], sand: [], water: [], slopes: [], movers: [] },
  // 2: dogleg right with bunkers at the elbow and by the cup.
  {
    par: 3, tee: { x: 100, y: 560 }, cup: { x: 275, y: 140 },
    walls: [[{ x: 40, y: 610 }, { x: 160, y: 610 }, { x: 160, y: 210 }, { x: 320, y: 210 }, { x: 320, y: 70 }, { x: 40, y: 70 }]],
    sand: [rect(40, 70, 70, 60), rect(200, 170, 50, 40)], water: [], slopes: [], movers: [],
  },
  // 3: a hill that rolls weak putts back, then a funnel to the cup.
  {
    par: 3, tee: { x: 180, y: 570 }, cup: { x: 180, y: 140 },
    walls: [bevel(60, 60, 240, 560, 30), rect(60, 190, 70, 18), rect(230, 190, 70, 18)],
    sand: [rect(210, 450, 90, 50)], water: [], slopes: [{ poly: rect(60, 280, 240, 110), ax: 0, ay: 210 }], movers: [],
  },
  // 4: two ponds with a gap between them.
  {
    par: 3, tee: { x: 180, y: 570 }, cup: { x: 110, y: 150 },
    walls: [bevel(40, 60, 280, 560, 44), [{ x: 250, y: 150 }, { x: 290, y: 120 }, { x: 290, y: 180 }]],
    sand: [rect(160, 120, 50, 60)], water: [rect(40, 300, 130, 100), rect(230, 300, 90, 100)], slopes: [], movers: [],
  },
  // 5: the windmill bar sweeps the middle.
  {
    par: 3, tee: { x: 180, y: 570 }, cup: { x: 180, y: 130 },
    walls: [bevel(60, 60, 240, 560, 30), rect(60, 330, 26, 20), rect(274, 330, 26, 20)],
    sand: [rect(60, 60, 60, 50), rect(240, 60, 60, 50)], water: [], slopes: [],
    movers: [{ kind: 'spinner', x: 180, y: 340, len: 70, speed: 1.5, phase: 0.4 }],
  },
  // 6: two sliding gates and a bunker guarding the cup.
  {
    par: 3, tee: { x: 180, y: 570 }, cup: { x: 180, y: 115 },
    walls: [bevel(50, 60, 260, 560, 40), [{ x: 50, y: 480 }, { x: 86, y: 510 }, { x: 50, y: 540 }], [{ x: 310, y: 480 }, { x: 310, y: 540 }, { x: 274, y: 510 }]],
    sand: [rect(120, 150, 120, 30)], water: [], slopes: [],
    movers: [
      { kind: 'slider', x: 70, y: 400, w: 70, h: 18, dx: 150, dy: 0, period: 3.2, phase: 0 },
      { kind: 'slider', x: 70, y: 250, w: 70, h: 18, dx: 150, dy: 0, period: 2.6, phase: PI },
    ],
  },
  // 7: zig-zag lanes, with tilts that help if you read them.
  {
    par: 4, tee: { x: 90, y: 570 }, cup: { x: 90, y: 115 },
    walls: [rect(40, 60, 280, 560), rect(40, 440, 200, 18), rect(120, 300, 200, 18), rect(40, 170, 200, 18)],
    sand: [rect(260, 60, 60, 50)], water: [],
    slopes: [{ poly: rect(140, 318, 100, 122), ax: -170, ay: 0 }, { poly: rect(120, 188, 120, 112), ax: 170, ay: 0 }], movers: [],
  },
  // 8: island green over a narrow, tilted bridge.
  {
    par: 3, tee: { x: 180, y: 570 }, cup: { x: 180, y: 120 },
    walls: [bevel(30, 60, 300, 560, 30), rect(160, 150, 40, 14)],
    sand: [rect(120, 400, 40, 40)], water: [rect(30, 200, 128, 130), rect(202, 200, 128, 130), rect(30, 60, 60, 60), rect(270, 60, 60, 60)],
    slopes: [{ poly: rect(158, 200, 44, 130), ax: 60, ay: 0 }], movers: [],
  },
  // 9: the finale: windmill, sliding gate, pond and a tilted green.
  {
    par: 4, tee: { x: 80, y: 575 }, cup: { x: 250, y: 120 },
    walls: [bevel(30, 60, 300, 560, 30), rect(200, 380, 130, 20)],
    sand: [rect(30, 130, 70, 60)], water: [rect(230, 280, 100, 100)],
    slopes: [{ poly: rect(170, 90, 120, 60), ax: 0, ay: 150 }],
    movers: [
      { kind: 'spinner', x: 110, y: 430, len: 55, speed: -1.8, phase: 0 },
      { kind: 'slider', x: 50, y: 240, w: 60, h: 18, dx: 200, dy: 0, period: 3, phase: 0 },
    ],
  },
];

export const COURSE_PAR = HOLES.reduce((s, h) => s + h.par, 0);

/** Where a spinner's bar is at time t. @param {Spinner} m @param {number} t */
export function spinnerEnds(m, t) {
  const a = m.phase + m.speed * t;
  const cx = cos(a) * m.len;
  const cy = sin(a) * m.len;
  return { a: { x: m.x - cx, y: m.y - cy }, b: { x: m.x + cx, y: m.y + cy }, angle: a };
}

/** A slider's box and velocity at time t. @param {Slider} m @param {number} t */
export function sliderBox(m, t) {
  const w = (2 * PI) / m.period;
  const s = 0.5 - 0.5 * cos(w * t + m.phase);
  const ds = 0.5 * sin(w * t + m.phase) * w;
  return { x: m.x + m.dx * s, y: m.y + m.dy * s, w: m.w, h: m.h, vx: m.dx * ds, vy: m.dy * ds };
}

/** Bounding boxes of polygons, so most point tests end after four comparisons. @type {WeakMap<Vec[], number[]>} */
const boxes = new WeakMap();
/** @param {Vec[]} poly */
function bboxOf(poly) {
  let b = boxes.get(poly);
  if (!b) {
    const xs = poly.map((p) => p.x);
    const ys = poly.map((p) => p.y);
    b = [min(...xs), min(...ys), max(...xs), max(...ys)];
    boxes.set(poly, b);
  }
  return b;
}
/** @param {Vec} p @param {Vec[]} poly */
function inPoly(p, poly) {
  const b = bboxOf(poly);
  if (p.x < /** @type {number} */ (b[0]) || p.y < /** @type {number} */ (b[1]) || p.x > /** @type {number} */ (b[2]) || p.y > /** @type {number} */ (b[3])) return false;
  return pointInPolygon(p, poly);
}
/** @param {Vec} p @param {Vec[][]} polys */
const inAny = (p, polys) => polys.some((poly) => inPoly(p, poly));

/** Slope acceleration under a point. @param {Hole} hole @param {Vec} p */
export function slopeAt(hole, p) {
  let ax = 0;
  let ay = 0;
  for (const s of hole.slopes) if (inPoly(p, s.poly)) { ax += s.ax; ay += s.ay; }
  return { ax, ay };
}

/**
 * Bounces the ball off a surface moving with velocity (sx, sy): reflect the relative velocity.
 * @param {Ball} b @param {number} nx @param {number} ny @param {number} depth @param {number} e @param {number} sx @param {number} sy
 * @returns {boolean} whether the ball was moving into the surface
 */
function bounce(b, nx, ny, depth, e, sx, sy) {
  b.x += nx * depth;
  b.y += ny * depth;
  const rvx = b.vx - sx;
  const rvy = b.vy - sy;
  const vn = rvx * nx + rvy * ny;
  if (vn >= 0) return false;
  b.vx = rvx - (1 + e) * vn * nx + sx;
  b.vy = rvy - (1 + e) * vn * ny + sy;
  return true;
}

/**
 * Resolves contacts with the rails and blocks (static) and the movers at time t.
 * @param {Ball} b @param {Hole} hole @param {number} t @param {StepEvents} ev
 */
function collide(b, hole, t, ev) {
  const reach = BALL_R + WALL_T;
  for (const poly of hole.walls) {
    for (let i = 0; i < poly.length; i++) {
      const a = /** @type {Vec} */ (poly[i]);
      const c = /** @type {Vec} */ (poly[(i + 1) % poly.length]);
      // Cheap reject before the exact test: most segments are far away.
      if (b.x < min(a.x, c.x) - reach || b.x > max(a.x, c.x) + reach || b.y < min(a.y, c.y) - reach || b.y > max(a.y, c.y) + reach) continue;
      // Closest point on the rail, inlined: this is the innermost loop of every putt.
      const ex = c.x - a.x;
      const ey = c.y - a.y;
      const l2 = ex * ex + ey * ey;
      const u = l2 > 0 ? max(0, min(1, ((b.x - a.x) * ex + (b.y - a.y) * ey) / l2)) : 0;
      const dx = b.x - (a.x + ex * u);
      const dy = b.y - (a.y + ey * u);
      const d2 = dx * dx + dy * dy;
      if (d2 >= reach * reach || d2 < 1e-18) continue;
      const d = sqrt(d2);
      if (bounce(b, dx / d, dy / d, reach - d, WALL_E, 0, 0)) ev.walls++;
    }
  }
  for (const m of hole.movers) {
    if (m.kind === 'spinner') {
      const { a, b: e } = spinnerEnds(m, t);
      const q = closestOnSegment(b, a, e);
      const dx = b.x - q.x;
      const dy = b.y - q.y;
      const d = hypot(dx, dy);
      const r = BALL_R + BAR_T;
      if (d >= r || d < 1e-9) continue;
      // Surface speed of the bar where it touches: ω × r.
      const sx = -m.speed * (q.y - m.y);
      const sy = m.speed * (q.x - m.x);
      if (bounce(b, dx / d, dy / d, r - d, MOVER_E, sx, sy)) ev.movers++;
    } else {
      const box = sliderBox(m, t);
      const hit = circleAabb({ x: b.x, y: b.y, r: BALL_R }, box);
      if (!hit) continue;
      if (bounce(b, hit.nx, hit.ny, hit.depth, MOVER_E, box.vx, box.vy)) ev.movers++;
    }
  }
}

/**
 * Advances the ball dt seconds from hole time t: rolling resistance (much more in sand), drag,
 * slopes, the pull of the cup, rails, blocks and moving obstacles. Small sub-steps (at most a
 * few units each) keep a hard putt from passing through a rail.
 * Stops at water (the caller takes the penalty) or in the cup.
 * @param {Ball} b @param {Hole} hole @param {number} t @param {number} dt
 * @returns {StepEvents}
 */
export function stepBall(b, hole, t, dt) {
  /** @type {StepEvents} */
  const ev = { walls: 0, movers: 0, sunk: false, water: false, moving: false, sand: false };
  const speed0 = sqrt(b.vx * b.vx + b.vy * b.vy);
  const n = max(1, ceil((max(speed0, 200) * dt) / 2.5));
  const h = dt / n;
  const damp = exp(-DRAG * h);
  let slopeMag = 0;
  let decel = ROLL_DECEL;
  for (let i = 0; i < n; i++) {
    const sand = inAny(b, hole.sand);
    if (sand) ev.sand = true;
    decel = sand ? SAND_DECEL : ROLL_DECEL;
    const sl = slopeAt(hole, b);
    slopeMag = sqrt(sl.ax * sl.ax + sl.ay * sl.ay);
    const sp = sqrt(b.vx * b.vx + b.vy * b.vy);
    if (sp > 0) {
      const k = max(0, sp - decel * h) / sp * damp;
      b.vx *= k;
      b.vy *= k;
    }
    if (sp > 0) {
      b.vx += sl.ax * h;
      b.vy += sl.ay * h;
    } else if (slopeMag > decel) {
      // A ball at rest starts rolling only if the tilt beats the rolling resistance.
      const f = (slopeMag - decel) / slopeMag;
      b.vx += sl.ax * h * f;
      b.vy += sl.ay * h * f;
    }
    const cdx = hole.cup.x - b.x;
    const cdy = hole.cup.y - b.y;
    const cd = sqrt(cdx * cdx + cdy * cdy);
    if (cd < CUP_R && cd > 1e-6 && (b.vx || b.vy)) {
      b.vx += (cdx / cd) * CUP_PULL * h;
      b.vy += (cdy / cd) * CUP_PULL * h;
    }
    b.x += b.vx * h;
    b.y += b.vy * h;
    collide(b, hole, t + (i + 1) * h, ev);
    if (inAny(b, hole.water)) {
      ev.water = true;
      b.vx = 0;
      b.vy = 0;
      return ev;
    }
    const ox = hole.cup.x - b.x;
    const oy = hole.cup.y - b.y;
    if (ox * ox + oy * oy < CUP_R * CUP_R && b.vx * b.vx + b.vy * b.vy < CAPTURE_SPEED * CAPTURE_SPEED) {
      ev.sunk = true;
      b.x = hole.cup.x;
      b.y = hole.cup.y;
      b.vx = 0;
      b.vy = 0;
      return ev;
    }
  }
  const sp = hypot(b.vx, b.vy);
  // A ball crawling against a rail on a tilt would jiggle forever: call it stopped.
  b.still = sp < 24 ? (b.still ?? 0) + dt : 0;
  if ((sp < STOP_SPEED && slopeMag <= decel) || b.still > 0.6) {
    b.vx = 0;
    b.vy = 0;
    b.still = 0;
  }
  ev.moving = b.vx !== 0 || b.vy !== 0;
  return ev;
}

/** Starting velocity of a putt. @param {number} angle radians (0 = +x, clockwise on screen) @param {number} power 0..1 */
export function shotVelocity(angle, power) {
  const p = max(0, min(1, power));
  // Squared response gives fine control over short putts.
  const v = MAX_SPEED * (0.12 + 0.88 * p * p);
  return { vx: cos(angle) * v, vy: sin(angle) * v };
}

/**
 * Plays one putt to the end (at rest, sunk or in the water).
 * @param {Hole} hole @param {Vec} from @param {number} angle @param {number} power @param {number} t0 hole time at the stroke
 * @returns {{x: number, y: number, sunk: boolean, water: boolean, time: number}}
 */
export function simulateShot(hole, from, angle, power, t0, maxTime = 12) {
  /** @type {Ball} */
  const b = { x: from.x, y: from.y, ...shotVelocity(angle, power) };
  const dt = 1 / 60;
  let time = 0;
  while (time < maxTime) {
    const ev = stepBall(b, hole, t0 + time, dt);
    time += dt;
    if (ev.sunk || ev.water) return { x: b.x, y: b.y, sunk: ev.sunk, water: ev.water, time };
    if (!ev.moving) break;
  }
  return { x: b.x, y: b.y, sunk: false, water: false, time };
}

/** Grid cell size of the course distance map. */
export const CELL = 8;

/**
 * Walking distance (in cells) to the cup over the fairway, avoiding blocks and water: the shot
 * planner's yardstick, since a straight line ignores doglegs and walls.
 * @param {Hole} hole @returns {(p: Vec) => number} -1 where unreachable
 */
export function courseDistance(hole) {
  const cols = ceil(W / CELL);
  const rows = ceil(H / CELL);
  const open = (/** @type {number} */ c, /** @type {number} */ r) => {
    const p = { x: (c + 0.5) * CELL, y: (r + 0.5) * CELL };
    return inPoly(p, /** @type {Vec[]} */ (hole.walls[0])) && !inAny(p, hole.walls.slice(1)) && !inAny(p, hole.water);
  };
  const grid = { cols, rows, passable: open };
  const field = distanceField(grid, [{ col: floor(hole.cup.x / CELL), row: floor(hole.cup.y / CELL) }], { diagonal: true });
  return (p) => {
    const c = floor(p.x / CELL);
    const r = floor(p.y / CELL);
    if (c < 0 || r < 0 || c >= cols || r >= rows) return -1;
    return /** @type {number} */ (field[r * cols + c]);
  };
}

/**
 * Picks a good putt by trying a fan of directions and strengths, then refining around the best
 * direction: a sunk ball wins, water loses, otherwise the shortest walk left to the cup.
 * @param {Hole} hole @param {Vec} from @param {number} t0 @param {(p: Vec) => number} dist
 * @returns {{angle: number, power: number, sunk: boolean, water: boolean, left: number, x: number, y: number}}
 */
export function planShot(hole, from, t0, dist, angles = 40, powers = [0.2, 0.35, 0.5, 0.65, 0.8, 1]) {
  let best = { angle: 0, power: 0.5, sunk: false, water: true, left: Infinity, x: from.x, y: from.y };
  const consider = (/** @type {number} */ angle, /** @type {number} */ power) => {
    const r = simulateShot(hole, from, angle, power, t0);
    const d = dist(r);
    const left = r.sunk ? -1 : r.water || d < 0 ? Infinity : d;
    if (left < best.left) best = { angle, power, sunk: r.sunk, water: r.water, left, x: r.x, y: r.y };
  };
  for (let i = 0; i < angles; i++) for (const p of powers) consider((i / angles) * PI * 2, p);
  if (!best.sunk) {
    const a0 = best.angle;
    const step = (PI * 2) / angles;
    for (let k = -4; k <= 4; k++) {
      if (k === 0) continue;
      for (const p of powers) consider(a0 + (k * step) / 5, p);
      if (best.sunk) break;
    }
  }
  return best;
}

/** Score points for a finished hole (higher is better). @param {number} par @param {number} strokes */
export function holePoints(par, strokes) {
  if (strokes === 1) return 1000;
  return max(0, 400 + 150 * (par - strokes));
}

/**
 * The golf word for a hole's result.
 * @param {number} par @param {number} strokes
 * @returns {'ace'|'albatross'|'eagle'|'birdie'|'par'|'bogey'|'double'|'over'}
 */
export function termFor(par, strokes) {
  if (strokes === 1) return 'ace';
  const d = strokes - par;
  if (d <= -3) return 'albatross';
  if (d === -2) return 'eagle';
  if (d === -1) return 'birdie';
  if (d === 0) return 'par';
  if (d === 1) return 'bogey';
  if (d === 2) return 'double';
  return 'over';
}

/** Whether a hole ends without the ball in the cup: the stroke limit. @param {number} strokes */
export function pickedUp(strokes) {
  return strokes >= MAX_STROKES;
}
