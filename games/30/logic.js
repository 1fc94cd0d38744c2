// @ts-check
/**
 * Pure rules of the pinball table (no DOM): the table geometry, ball physics against segments
 * (capsules), round bumpers and moving flippers, sub-stepped so that nothing tunnels, plus the
 * plunger, rollover lanes, drop targets, the orbit lane, the multiplier, ball save and drains.
 */
import { closestOnSegment, clamp } from '../kit/geometry.js';

/** @typedef {import('../kit/geometry.js').Vec} Vec */
/** @typedef {'wall'|'sling'|'gate'|'target'|'post'} SegKind */
/**
 * @typedef {Object} Seg a capsule: the segment a-b thickened by r
 * @property {Vec} a @property {Vec} b @property {number} r
 * @property {SegKind} kind
 * @property {number} e restitution
 * @property {number} [id] sling side (0 left, 1 right) or target index
 * @property {Vec} [oneWay] gates: the side (normal) they block from; a ball on the other side passes
 */
/** @typedef {{x: number, y: number, r: number, id: number}} Bumper */
/**
 * @typedef {Object} Flipper
 * @property {number} px @property {number} py pivot
 * @property {number} len
 * @property {number} rest angle at rest (screen radians, +x towards +y)
 * @property {number} up angle when raised
 * @property {number} angle
 * @property {number} omega angular speed this sub-step
 * @property {boolean} pressed
 */
/** @typedef {{x: number, y: number, vx: number, vy: number}} Ball */
/**
 * @typedef {Object} Events
 * @property {number[]} bumpers ids hit
 * @property {number[]} slings sides kicked
 * @property {number[]} targets indices dropped
 * @property {boolean} targetsCleared
 * @property {number[]} lanes lanes lit
 * @property {boolean} lanesComplete
 * @property {boolean} orbit
 * @property {boolean} flipperHit
 * @property {boolean} wallHit
 * @property {boolean} launched
 * @property {boolean} drained
 * @property {boolean} saved
 * @property {boolean} extraBall
 * @property {boolean} nudged
 */
/**
 * @typedef {Object} Table
 * @property {Seg[]} segs
 * @property {Bumper[]} bumpers
 * @property {[Flipper, Flipper]} flippers
 * @property {Ball} ball
 * @property {boolean[]} lanes lit rollover lanes
 * @property {boolean[]} targets drop targets still standing
 * @property {number} targetsDownT seconds until a cleared bank resets (-1 none)
 * @property {number} mult
 * @property {number} score
 * @property {number} balls balls left, including the one in play
 * @property {number} charge plunger pull 0..1
 * @property {boolean} launchedThisBall
 * @property {boolean} saveUsed the ball save already returned this ball once
 * @property {number} saveT seconds of ball save left
 * @property {number} orbitT seconds the orbit stays armed after the ball entered it (0 = not armed)
 * @property {number} stillT seconds the ball has barely moved (stuck detection)
 * @property {boolean} extraGiven
 * @property {boolean} over
 * @property {() => number} rng
 */

export const W = 400;
export const H = 660;
export const BALL_R = 9;
export const GRAVITY = 880;
export const MAX_SPEED = 2600;
export const LANE_X = 360;
export const LANE_TOP = 215;
export const PLUNGER_Y = 632;
export const PLUNGER_PULL = 24;
export const LAUNCH_MIN = 950;
export const LAUNCH_MAX = 1900;
export const FLIPPER_LEN = 60;
export const FLIPPER_R0 = 9;
export const FLIPPER_R1 = 5;
export const FLIP_UP_SPEED = 24;
export const FLIP_DOWN_SPEED = 14;
export const BUMPER_KICK = 520;
export const SLING_KICK = 380;
export const BALL_SAVE = 6;
export const START_BALLS = 3;
export const MAX_MULT = 5;
export const EXTRA_BALL_AT = 40000;
export const LANE_XS = [128, 168, 208, 248];
export const LANE_Y = 82;
export const TARGET_X = 350;
export const TARGET_YS = [[290, 316], [322, 348], [354, 380]];
export const ORBIT_X = 56;
export const POINTS = { bumper: 100, sling: 10, lane: 250, lanesComplete: 1000, target: 250, targetsCleared: 1500, orbit: 1000 };

/** @param {number} x @param {number} y @returns {Vec} */
const v = (x, y) => ({ x, y });

/**
 * The playfield: walls, the top arch, the plunger lane and its one-way gate, inlane guides,
 * slingshots, lane dividers, the orbit wall, drop targets, three pop bumpers and two flippers.
 * @returns {Pick<Table, 'segs'|'bumpers'|'flippers'>}
 */
export function buildTable() {
  /** @type {Seg[]} */
  const segs = [];
  /** @param {Vec} a @param {Vec} b @param {SegKind} [kind] @param {number} [e] @param {number} [r] @returns {Seg} */
  const seg = (a, b, kind = 'wall', e = 0.45, r = 3) => { /** @type {Seg} */ const s = { a, b, r, kind, e }; segs.push(s); return s; };
  /** @param {Vec[]} pts */
  const path = (pts) => { for (let i = 1; i < pts.length; i++) seg(/** @type {Vec} */ (pts[i - 1]), /** @type {Vec} */ (pts[i])); };
  // Top arch: half an ellipse from the left wall over to the right outer wall.
  const arch = [];
  for (let i = 0; i <= 32; i++) {
    const t = Math.PI + (i / 32) * Math.PI;
    arch.push(v(204 + 184 * Math.cos(t), 150 + 130 * Math.sin(t)));
  }
  path([v(20, 480), v(20, 150), ...arch, v(388, 660)]);
  // Plunger lane: inner wall, the floor the ball rests on, and a gate that only lets balls out.
  seg(v(LANE_X, 660), v(LANE_X, LANE_TOP));
  seg(v(LANE_X, PLUNGER_Y), v(388, PLUNGER_Y));
  const gate = seg(v(LANE_X, LANE_TOP), v(388, LANE_TOP - 24), 'gate', 0.3, 2);
  gate.oneWay = v(-0.65, -0.76);
  // Inlane guides feeding the flippers.
  seg(v(20, 480), v(108, 568));
  seg(v(LANE_X, 480), v(272, 568));
  // Drain funnel under the flipper pivots: a ball knocked sideways in the drain still falls out
  // through the middle instead of sliding away under the table.
  seg(v(116, 578), v(150, 690));
  seg(v(264, 578), v(230, 690));
  // Orbit wall on the left: a lane between it and the outer wall. A gate at its top lets shots
  // up the lane through but turns a ball coming round the arch out into the playfield.
  path([v(78, 372), v(ORBIT_X, 340), v(ORBIT_X, 205)]);
  const orbitGate = seg(v(20, 172), v(ORBIT_X, 205), 'gate', 0.3, 2);
  orbitGate.oneWay = v(0.64, -0.77);
  // Slingshots: the long inner edge kicks.
  for (const side of [0, 1]) {
    const mx = (/** @type {number} */ x) => (side ? 380 - x : x);
    const A = v(mx(64), 400);
    const B = v(mx(64), 470);
    const C = v(mx(96), 500);
    seg(A, B);
    seg(B, C);
    const k = seg(A, C, 'sling', 0.5, 3);
    k.id = side;
  }
  // Rollover lane dividers at the top.
  for (const x of LANE_XS) seg(v(x, 62), v(x, 100), 'post', 0.5, 3);
  // Drop targets in front of the lane wall.
  TARGET_YS.forEach(([y0, y1], i) => { const t = seg(v(TARGET_X, /** @type {number} */ (y0)), v(TARGET_X, /** @type {number} */ (y1)), 'target', 0.5, 6); t.id = i; });
  const bumpers = [{ x: 140, y: 205, r: 22, id: 0 }, { x: 240, y: 205, r: 22, id: 1 }, { x: 190, y: 285, r: 22, id: 2 }];
  /** @type {[Flipper, Flipper]} */
  const flippers = [
    { px: 116, py: 578, len: FLIPPER_LEN, rest: 0.5, up: -0.45, angle: 0.5, omega: 0, pressed: false },
    { px: 264, py: 578, len: FLIPPER_LEN, rest: Math.PI - 0.5, up: Math.PI + 0.45, angle: Math.PI - 0.5, omega: 0, pressed: false },
  ];
  return { segs, bumpers, flippers };
}

/** Ball resting on the plunger. @returns {Ball} */
export const ballOnPlunger = () => ({ x: (LANE_X + 388) / 2, y: PLUNGER_Y - BALL_R - 0.5, vx: 0, vy: 0 });

/** @param {() => number} rng @returns {Table} */
export function createTable(rng) {
  return {
    ...buildTable(),
    ball: ballOnPlunger(),
    lanes: [false, false, false],
    targets: [true, true, true],
    targetsDownT: -1,
    mult: 1,
    score: 0,
    balls: START_BALLS,
    charge: 0,
    launchedThisBall: false,
    saveUsed: false,
    saveT: 0,
    orbitT: 0,
    stillT: 0,
    extraGiven: false,
    over: false,
    rng,
  };
}

/** @returns {Events} */
export function noEvents() {
  return { bumpers: [], slings: [], targets: [], targetsCleared: false, lanes: [], lanesComplete: false, orbit: false, flipperHit: false, wallHit: false, launched: false, drained: false, saved: false, extraBall: false, nudged: false };
}

/** Flipper tip position. @param {Flipper} f */
export function flipperTip(f) {
  return v(f.px + Math.cos(f.angle) * f.len, f.py + Math.sin(f.angle) * f.len);
}

/** Whether the ball sits in the plunger lane (below the gate). @param {Ball} b */
export function inLane(b) {
  return b.x > LANE_X && b.y > LANE_TOP;
}

/**
 * Ball against a capsule a-b of radius r, optionally moving (surface velocity field `surf`).
 * Pushes the ball out and bounces it; returns the approach speed along the normal (0 = no hit).
 * @param {Ball} ball @param {Vec} a @param {Vec} b @param {number} r @param {number} e
 * @param {((p: Vec) => Vec) | null} [surf] velocity of the surface at a point (flippers)
 * @param {Vec} [oneWay] only collide when the ball is on this side of the segment
 * @param {number} [rb] radius at b when it differs from r at a (tapered flipper)
 */
export function collideCapsule(ball, a, b, r, e, surf, oneWay, rb = r) {
  const cp = closestOnSegment(ball, a, b);
  let dx = ball.x - cp.x;
  let dy = ball.y - cp.y;
  const rad = BALL_R + r + (rb - r) * cp.t;
  const d2 = dx * dx + dy * dy;
  if (d2 >= rad * rad) return 0;
  if (oneWay && dx * oneWay.x + dy * oneWay.y < 0) return 0;
  let d = Math.sqrt(d2);
  if (d < 1e-6) {
    // Centre exactly on the segment: leave along its normal (towards the one-way side if any).
    const sx = b.x - a.x;
    const sy = b.y - a.y;
    const l = Math.hypot(sx, sy) || 1;
    dx = -sy / l; dy = sx / l;
    if (oneWay && dx * oneWay.x + dy * oneWay.y < 0) { dx = -dx; dy = -dy; }
    d = 1;
  }
  const nx = dx / d;
  const ny = dy / d;
  ball.x = cp.x + nx * rad;
  ball.y = cp.y + ny * rad;
  const sv = surf ? surf(cp) : { x: 0, y: 0 };
  let rvx = ball.vx - sv.x;
  let rvy = ball.vy - sv.y;
  const vn = rvx * nx + rvy * ny;
  if (vn >= 0) return 0;
  rvx -= (1 + e) * vn * nx;
  rvy -= (1 + e) * vn * ny;
  // A little rolling friction along the surface.
  const vt = rvx * -ny + rvy * nx;
  rvx -= vt * -ny * 0.02;
  rvy -= vt * nx * 0.02;
  ball.vx = rvx + sv.x;
  ball.vy = rvy + sv.y;
  return -vn;
}

/** Surface velocity of a flipper at point p (rigid rotation about the pivot). @param {Flipper} f @returns {(p: Vec) => Vec} */
const flipperSurface = (f) => (p) => ({ x: -f.omega * (p.y - f.py), y: f.omega * (p.x - f.px) });

/** @param {Table} t @param {number} pts @param {Events} ev */
function award(t, pts, ev) {
  const before = t.score;
  t.score += pts * t.mult;
  if (!t.extraGiven && before < EXTRA_BALL_AT && t.score >= EXTRA_BALL_AT) {
    t.extraGiven = true;
    t.balls++;
    ev.extraBall = true;
  }
}

/**
 * Advances the table by dt. `input`: flippers held and the plunger held.
 * @param {Table} t @param {{left: boolean, right: boolean, plunger: boolean}} input @param {number} dt
 * @returns {Events}
 */
export function step(t, input, dt) {
  const ev = noEvents();
  if (t.over) return ev;
  const ball = t.ball;
  const [fl, fr] = t.flippers;
  fl.pressed = input.left;
  fr.pressed = input.right;
  // Plunger: pull while held (the ball rides down on it), fire on release if the ball sits on it.
  const onPlunger = inLane(ball) && ball.y > PLUNGER_Y - BALL_R - 12 && Math.abs(ball.vy) < 150;
  if (input.plunger) {
    t.charge = Math.min(1, t.charge + dt * 1.1);
    if (onPlunger) { ball.x = (LANE_X + 388) / 2; ball.y = PLUNGER_Y + PLUNGER_PULL * t.charge - BALL_R - 0.5; ball.vx = 0; ball.vy = 0; }
  } else if (t.charge > 0) {
    if (onPlunger) {
      ball.vy = -(LAUNCH_MIN + (LAUNCH_MAX - LAUNCH_MIN) * t.charge);
      ball.y = Math.min(ball.y, PLUNGER_Y - BALL_R - 0.5);
      ev.launched = true;
      if (!t.launchedThisBall && !t.saveUsed) t.saveT = BALL_SAVE;
      t.launchedThisBall = true;
    }
    t.charge = 0;
  }
  if (t.saveT > 0 && !inLane(ball)) t.saveT = Math.max(0, t.saveT - dt);
  if (t.orbitT > 0) t.orbitT = Math.max(0, t.orbitT - dt);
  if (t.targetsDownT >= 0 && (t.targetsDownT -= dt) < 0) t.targets = [true, true, true];

  const speed = Math.hypot(ball.vx, ball.vy);
  const tipSpeed = Math.max(FLIP_UP_SPEED, FLIP_DOWN_SPEED) * FLIPPER_LEN;
  const moving = t.flippers.some((f) => f.angle !== (f.pressed ? f.up : f.rest));
  const travel = Math.max(speed * dt, moving ? tipSpeed * dt : 0);
  // Sub-steps short enough that neither the ball nor a flipper tip moves more than ~40% of the
  // ball's radius: the capsules are thicker than that, so nothing can pass through anything.
  const n = clamp(Math.ceil(travel / (BALL_R * 0.4)), 2, 80);
  const h = dt / n;
  /** Resting on a flipper is the player's choice (a cradle), not a stuck ball. */
  let cradled = false;
  for (let s = 0; s < n; s++) {
    for (const f of t.flippers) {
      const target = f.pressed ? f.up : f.rest;
      const rate = (f.pressed ? FLIP_UP_SPEED : FLIP_DOWN_SPEED) * h;
      const before = f.angle;
      f.angle = Math.abs(target - f.angle) <= rate ? target : f.angle + Math.sign(target - f.angle) * rate;
      f.omega = (f.angle - before) / h;
    }
    ball.vy += GRAVITY * h;
    const px = ball.x;
    const py = ball.y;
    ball.x += ball.vx * h;
    ball.y += ball.vy * h;
    // Lane ceiling of the plunger floor when pulled: the floor moves down with the plunger.
    for (const sg of t.segs) {
      if (sg.kind === 'target' && !t.targets[/** @type {number} */ (sg.id)]) continue;
      let a = sg.a;
      let b = sg.b;
      if (sg.kind === 'wall' && a.y === PLUNGER_Y && b.y === PLUNGER_Y) { a = v(a.x, PLUNGER_Y + PLUNGER_PULL * t.charge); b = v(b.x, a.y); }
      const hit = collideCapsule(ball, a, b, sg.r, sg.e, null, sg.oneWay);
      if (!hit) continue;
      if (sg.kind === 'sling' && hit > 100) {
        kick(ball, a, b, SLING_KICK);
        ev.slings.push(/** @type {number} */ (sg.id));
        award(t, POINTS.sling, ev);
      } else if (sg.kind === 'target' && hit > 40) {
        const i = /** @type {number} */ (sg.id);
        t.targets[i] = false;
        ev.targets.push(i);
        award(t, POINTS.target, ev);
        if (t.targets.every((x) => !x)) {
          ev.targetsCleared = true;
          award(t, POINTS.targetsCleared, ev);
          t.targetsDownT = 1.2;
        }
      } else if (hit > 120) ev.wallHit = true;
    }
    for (const bm of t.bumpers) {
      const dx = ball.x - bm.x;
      const dy = ball.y - bm.y;
      const rr = bm.r + BALL_R;
      const d2 = dx * dx + dy * dy;
      if (d2 >= rr * rr) continue;
      const d = Math.sqrt(d2) || 1;
      const nx = dx / d;
      const ny = dy / d;
      ball.x = bm.x + nx * rr;
      ball.y = bm.y + ny * rr;
      const vn = ball.vx * nx + ball.vy * ny;
      // Pop bumpers fire the ball away at a fixed speed at least.
      const out = Math.max(BUMPER_KICK, -vn * 0.6);
      ball.vx += (out - vn) * nx;
      ball.vy += (out - vn) * ny;
      ev.bumpers.push(bm.id);
      award(t, POINTS.bumper, ev);
    }
    for (const f of t.flippers) {
      const tip = flipperTip(f);
      if (collideCapsule(ball, v(f.px, f.py), tip, FLIPPER_R0, 0.3, flipperSurface(f), undefined, FLIPPER_R1) > 0) ev.flipperHit = true;
      const cp = closestOnSegment(ball, v(f.px, f.py), tip);
      if (Math.hypot(ball.x - cp.x, ball.y - cp.y) < BALL_R + FLIPPER_R0 + 1) cradled = true;
    }
    const sp = Math.hypot(ball.vx, ball.vy);
    if (sp > MAX_SPEED) { ball.vx *= MAX_SPEED / sp; ball.vy *= MAX_SPEED / sp; }
    sensors(t, px, py, ev);
  }
  // Stuck ball (wedged somewhere on the field): give it a shove.
  if (!inLane(ball) && !cradled && Math.hypot(ball.vx, ball.vy) < 8) {
    t.stillT += dt;
    if (t.stillT > 2.5) {
      ball.vx = (t.rng() - 0.5) * 400;
      ball.vy = -300;
      t.stillT = 0;
      ev.nudged = true;
    }
  } else t.stillT = 0;
  if (ball.y > H + 30) {
    if (t.saveT > 0) {
      t.ball = ballOnPlunger();
      t.launchedThisBall = false;
      t.saveUsed = true;
      t.saveT = 0;
      ev.saved = true;
    } else {
      ev.drained = true;
      t.balls--;
      t.mult = 1;
      t.lanes = [false, false, false];
      t.orbitT = 0;
      if (t.balls <= 0) t.over = true;
      else { t.ball = ballOnPlunger(); t.launchedThisBall = false; t.saveUsed = false; }
    }
  }
  return ev;
}

/** Slingshot kick: away from the rubber, whatever the ball brought. @param {Ball} ball @param {Vec} a @param {Vec} b @param {number} k */
function kick(ball, a, b, k) {
  const cp = closestOnSegment(ball, a, b);
  const dx = ball.x - cp.x;
  const dy = ball.y - cp.y;
  const d = Math.hypot(dx, dy) || 1;
  const vn = (ball.vx * dx + ball.vy * dy) / d;
  if (vn < k) { ball.vx += (k - vn) * (dx / d); ball.vy += (k - vn) * (dy / d); }
}

/**
 * Rollover lanes (crossing the lane line), the orbit (up the left lane, then over the top).
 * @param {Table} t @param {number} px @param {number} py previous ball position @param {Events} ev
 */
function sensors(t, px, py, ev) {
  const b = t.ball;
  if ((py - LANE_Y) * (b.y - LANE_Y) <= 0 && py !== b.y) {
    for (let i = 0; i < 3; i++) {
      if (b.x > /** @type {number} */ (LANE_XS[i]) && b.x < /** @type {number} */ (LANE_XS[i + 1]) && !t.lanes[i]) {
        t.lanes[i] = true;
        ev.lanes.push(i);
        award(t, POINTS.lane, ev);
        if (t.lanes.every(Boolean)) {
          ev.lanesComplete = true;
          award(t, POINTS.lanesComplete, ev);
          t.mult = Math.min(MAX_MULT, t.mult + 1);
          t.lanes = [false, false, false];
        }
      }
    }
  }
  // Orbit: armed going up through the left lane, scored when the ball reaches the top arch.
  if (b.x < ORBIT_X && py >= 300 && b.y < 300 && b.vy < 0) t.orbitT = 1.6;
  if (t.orbitT > 0 && b.y < 60 && b.x > 90) {
    t.orbitT = 0;
    ev.orbit = true;
    award(t, POINTS.orbit, ev);
  }
}

/** Flipper presses move the lit lanes one step (a classic way to aim for the unlit one). @param {Table} t @param {number} dir */
export function rotateLanes(t, dir) {
  const l = t.lanes;
  t.lanes = dir > 0 ? [/** @type {boolean} */ (l[2]), /** @type {boolean} */ (l[0]), /** @type {boolean} */ (l[1])] : [/** @type {boolean} */ (l[1]), /** @type {boolean} */ (l[2]), /** @type {boolean} */ (l[0])];
}

/**
 * A simple player for the demo and tests: pulls the plunger for a random moment when the ball
 * waits in the lane, and flips a flipper briefly when the ball comes down near it.
 * `mem` keeps its timers between calls.
 * @param {Table} t @param {{hold: number, flip: [number, number]}} mem
 * @returns {{left: boolean, right: boolean, plunger: boolean}}
 */
export function autoplay(t, mem) {
  const b = t.ball;
  if (inLane(b) && b.y > PLUNGER_Y - 40 && mem.hold <= 0) mem.hold = 30 + Math.floor(t.rng() * 40);
  const plunger = mem.hold > 1;
  if (mem.hold > 0) mem.hold--;
  for (const side of [0, 1]) {
    const near = b.y > 530 && b.y < 600 && (side ? b.x >= 190 && b.x < 300 : b.x < 190 && b.x > 80) && b.vy > -50;
    if (/** @type {number} */ (mem.flip[side]) <= -15 && near && t.rng() < 0.5) mem.flip[side] = 10;
    mem.flip[side] = /** @type {number} */ (mem.flip[side]) - 1;
  }
  return { left: mem.flip[0] > 0, right: mem.flip[1] > 0, plunger };
}
