// @ts-check
/** Pure rules of the drift time trial (no DOM): courses, sliding car, drift scoring, laps, ghosts, medals. */
import { buildTrack, locate, pointAt, advance, bend } from '../kit/track.js';
import { clamp, angleDiff, lerpAngle } from '../kit/geometry.js';

/** @typedef {import('../kit/track.js').Track} Track */
/**
 * @typedef {Object} Car
 * @property {number} x @property {number} y @property {number} vx @property {number} vy
 * @property {number} angle heading (radians, y down)
 * @property {boolean} sliding tyres have broken away (hysteresis)
 * @property {number} s @property {number} seg @property {number} lateral
 * @property {number} progress unwrapped distance along the course (negative before the line)
 */
/** @typedef {{steer: number, brake: boolean, handbrake: boolean}} Controls */
/**
 * @typedef {Object} Drift
 * @property {number} chain points of the drift under way (before the multiplier)
 * @property {number} time seconds the drift has lasted
 * @property {number} calm seconds since the car last drifted (the drift is banked after DRIFT_END)
 * @property {number} banked total points banked this run
 * @property {number} best best single banked drift
 */
/** @typedef {{x: number, y: number, a: number}} Frame */
/**
 * @typedef {Object} Run
 * @property {number} course
 * @property {Track} track
 * @property {Car} car
 * @property {Drift} drift
 * @property {number} countdown seconds before the car may move
 * @property {number} time seconds since the green light
 * @property {number} lapStart race time the current lap began (-1 before the first crossing)
 * @property {number} lap laps completed
 * @property {number[]} laps lap times
 * @property {Frame[]} rec frames of the lap under way (GHOST_HZ)
 * @property {number} recNext race time of the next frame to record
 * @property {boolean} finished
 */

export const W = 360;
export const H = 600;
export const HALF_WIDTH = 60;
export const RUNOFF = 26;
export const LAPS = 3;
export const COUNTDOWN = 1.8;
export const GHOST_HZ = 20;
/** A drift needs at least this much slip (radians) at DRIFT_SPEED or more. */
export const DRIFT_SLIP = 0.3;
export const DRIFT_SPEED = 110;
/** Straight driving this long banks the drift under way. */
export const DRIFT_END = 0.5;
/** Every this many seconds of one drift adds one to its multiplier. */
export const MULT_STEP = 1.2;
export const MAX_MULT = 5;

export const CAR = { top: 330, accel: 190, brake: 380, handbrakeDrag: 60, turn: 3.4, grip: 10, slideGrip: 2.3, handbrakeGrip: 1.2, scrub: 0.2, sandTop: 120 };

/** Courses, easiest first: control points (×COURSE_SCALE) and par lap time in seconds. */
export const COURSES = [
  { key: 'lagoon', par: 11.6, ctrl: [[0, 0], [420, 0], [700, 80], [780, 330], [620, 500], [420, 420], [240, 520], [0, 470], [-160, 300], [-150, 90]] },
  { key: 'serpent', par: 16.1, ctrl: [[0, 0], [300, -60], [520, 40], [700, -40], [900, 60], [920, 300], [760, 380], [560, 300], [380, 400], [200, 320], [60, 420], [-120, 380], [-180, 180]] },
  { key: 'knot', par: 20.3, ctrl: [[0, 0], [380, 0], [520, 120], [420, 260], [560, 380], [760, 300], [860, 420], [760, 620], [480, 640], [340, 520], [160, 640], [-80, 560], [-60, 380], [-200, 260], [-140, 60]] },
  { key: 'pins', par: 22, ctrl: [[150, 0], [450, 0], [680, 20], [780, 120], [720, 240], [560, 270], [260, 270], [140, 330], [150, 420], [280, 460], [640, 460], [780, 530], [760, 680], [600, 740], [250, 745], [-60, 740], [-200, 600], [-210, 370], [-200, 140], [-120, 30]] },
];
export const COURSE_SCALE = 1.3;

/** @type {Map<number, Track>} */
const built = new Map();
/** @param {number} index */
export function courseTrack(index) {
  let t = built.get(index);
  if (!t) {
    const def = /** @type {(typeof COURSES)[number]} */ (COURSES[index]);
    t = buildTrack(def.ctrl.map(([x, y]) => /** @type {[number, number]} */ ([x * COURSE_SCALE, y * COURSE_SCALE])), { halfWidth: HALF_WIDTH, spacing: 8 });
    built.set(index, t);
  }
  return t;
}

/** Longest a lap may take before time is up. @param {number} course */
export const lapLimit = (course) => Math.round(/** @type {(typeof COURSES)[number]} */ (COURSES[course]).par * 1.7);

/** Yaw rate available at a forward speed: none when parked, half at top speed, so full lock alone grips and the handbrake starts a slide. @param {number} v */
export const turnRate = (v) => CAR.turn * clamp(Math.abs(v) / 80, 0, 1) * (1 - 0.5 * Math.min(1, Math.abs(v) / CAR.top));

/** Slip angle: between where the nose points and where the car is going. @param {Car} car */
export function slipAngle(car) {
  const f = car.vx * Math.cos(car.angle) + car.vy * Math.sin(car.angle);
  const r = -car.vx * Math.sin(car.angle) + car.vy * Math.cos(car.angle);
  if (Math.hypot(f, r) < 1) return 0;
  return Math.atan2(r, Math.max(1, f));
}

/**
 * One physics step. The engine always pulls (brake to slow down); the nose turns with the wheel;
 * the velocity keeps its direction until the tyres drag it round. Tyres grip hard until the slip
 * breaks them away (or the handbrake locks the rear), then they slide with much less grip until
 * the car is nearly straight again: that hysteresis is what lets a drift be held.
 * @param {Car} car @param {Controls} ctl @param {number} dt @param {'road'|'sand'} surface
 */
export function stepCar(car, ctl, dt, surface) {
  const steer = clamp(ctl.steer, -1, 1);
  const fx0 = Math.cos(car.angle);
  const fy0 = Math.sin(car.angle);
  const vf0 = car.vx * fx0 + car.vy * fy0;
  car.angle += steer * turnRate(vf0) * (car.sliding ? 1.25 : 1) * dt;
  const fx = Math.cos(car.angle);
  const fy = Math.sin(car.angle);
  let vf = car.vx * fx + car.vy * fy;
  let vr = -car.vx * fy + car.vy * fx;
  const slip = Math.abs(Math.atan2(vr, Math.max(1, Math.abs(vf))));
  if (ctl.handbrake || slip > 0.3) car.sliding = Math.hypot(vf, vr) > 60;
  else if (slip < 0.07) car.sliding = false;
  const top = surface === 'sand' ? CAR.sandTop : CAR.top;
  if (ctl.brake) vf = vf > 0 ? Math.max(0, vf - CAR.brake * dt) : vf;
  else if (vf < top) vf = Math.min(top, vf + CAR.accel * (1 - Math.max(0, vf) / top * 0.6) * dt);
  else vf = Math.max(top, vf - 360 * dt);
  if (ctl.handbrake) vf = Math.max(0, vf - CAR.handbrakeDrag * dt);
  const grip = (ctl.handbrake ? CAR.handbrakeGrip : car.sliding ? CAR.slideGrip : CAR.grip) * (surface === 'sand' ? 0.7 : 1);
  const vr2 = vr * Math.exp(-grip * dt);
  // Sliding sideways scrubs forward speed too.
  vf = Math.max(0, vf - Math.abs(vr - vr2) * CAR.scrub);
  vr = vr2;
  car.vx = fx * vf - fy * vr;
  car.vy = fy * vf + fx * vr;
  car.x += car.vx * dt;
  car.y += car.vy * dt;
}

/** Whether the car counts as drifting. @param {Car} car */
export function isDrifting(car) {
  return Math.abs(slipAngle(car)) >= DRIFT_SLIP && Math.hypot(car.vx, car.vy) >= DRIFT_SPEED && Math.abs(car.lateral) <= HALF_WIDTH;
}

/** Multiplier of a drift that has lasted `time` seconds. @param {number} time */
export const multiplier = (time) => Math.min(MAX_MULT, 1 + Math.floor(time / MULT_STEP));

/** @returns {Drift} */
export const newDrift = () => ({ chain: 0, time: 0, calm: 0, banked: 0, best: 0 });

/**
 * Drift scoring for one step: a drift earns points for its angle and speed while it lasts and is
 * banked with its multiplier once the car straightens out. Hitting the barrier or leaving the road
 * throws the drift under way away.
 * @param {Drift} d @param {Car} car @param {number} dt @param {boolean} hitWall
 * @returns {{banked: number, lost: number}} points banked / thrown away this step
 */
export function scoreDrift(d, car, dt, hitWall) {
  const out = { banked: 0, lost: 0 };
  if ((hitWall || Math.abs(car.lateral) > HALF_WIDTH) && d.chain > 0) {
    out.lost = Math.round(d.chain * multiplier(d.time));
    d.chain = 0;
    d.time = 0;
    d.calm = 0;
    return out;
  }
  if (isDrifting(car)) {
    const speed = Math.hypot(car.vx, car.vy);
    d.chain += 40 * Math.min(1.2, Math.abs(slipAngle(car))) * (speed / 200) * dt * 10;
    d.time += dt;
    d.calm = 0;
  } else if (d.chain > 0) {
    d.calm += dt;
    if (d.calm >= DRIFT_END) {
      out.banked = Math.round(d.chain * multiplier(d.time));
      d.banked += out.banked;
      d.best = Math.max(d.best, out.banked);
      d.chain = 0;
      d.time = 0;
      d.calm = 0;
    }
  }
  return out;
}

/**
 * Keeps the car inside the barriers; returns whether it hit.
 * @param {Car} car @param {import('../kit/track.js').Location} loc
 */
export function barrier(car, loc) {
  const limit = HALF_WIDTH + RUNOFF - 9;
  if (Math.abs(loc.lateral) <= limit || loc.dist === 0) return false;
  const nx = (car.x - loc.x) / loc.dist;
  const ny = (car.y - loc.y) / loc.dist;
  car.x = loc.x + nx * limit;
  car.y = loc.y + ny * limit;
  const vn = car.vx * nx + car.vy * ny;
  if (vn > 0) {
    car.vx -= 1.3 * vn * nx;
    car.vy -= 1.3 * vn * ny;
  }
  car.vx *= 0.75;
  car.vy *= 0.75;
  return true;
}

/** A new run on a course, parked behind the start line. @param {number} course @returns {Run} */
export function createRun(course) {
  const track = courseTrack(course);
  const p = pointAt(track, -70);
  return {
    course, track, drift: newDrift(), countdown: COUNTDOWN, time: 0, lapStart: -1, lap: 0, laps: [], rec: [], recNext: 0, finished: false,
    car: { x: p.x, y: p.y, vx: 0, vy: 0, angle: p.angle, sliding: false, s: track.length - 70, seg: p.seg, lateral: 0, progress: -70 },
  };
}

/**
 * @typedef {Object} RunEvents
 * @property {boolean} wall @property {number} banked @property {number} lost
 * @property {number} lapTime time of a lap just completed (0 none)
 * @property {Frame[] | null} lapFrames its recording
 * @property {boolean} started the first crossing of the line (timing begins)
 * @property {boolean} timeUp the lap under way ran over its limit
 */

/**
 * Advances a run: countdown, car, barriers, lap timing, drift scoring and ghost recording.
 * @param {Run} run @param {Controls} ctl @param {number} dt
 * @returns {RunEvents}
 */
export function stepRun(run, ctl, dt) {
  /** @type {RunEvents} */
  const ev = { wall: false, banked: 0, lost: 0, lapTime: 0, lapFrames: null, started: false, timeUp: false };
  if (run.countdown > 0) {
    run.countdown = Math.max(0, run.countdown - dt);
    return ev;
  }
  run.time += dt;
  const { car, track } = run;
  stepCar(car, ctl, dt, Math.abs(car.lateral) <= HALF_WIDTH ? 'road' : 'sand');
  let loc = locate(track, car, car.seg);
  if (barrier(car, loc)) {
    ev.wall = true;
    loc = locate(track, car, loc.seg);
  }
  car.progress = advance(car.progress, car.s, loc.s, track.length);
  car.s = loc.s;
  car.seg = loc.seg;
  car.lateral = loc.lateral;
  const d = scoreDrift(run.drift, car, dt, ev.wall);
  ev.banked = d.banked;
  ev.lost = d.lost;
  if (run.lapStart < 0) {
    if (car.progress >= 0) {
      run.lapStart = run.time;
      run.recNext = run.time;
      ev.started = true;
    }
  } else {
    const lap = Math.floor(car.progress / track.length);
    if (lap > run.lap) {
      run.lap = lap;
      ev.lapTime = run.time - run.lapStart;
      ev.lapFrames = run.rec;
      run.laps.push(ev.lapTime);
      run.lapStart = run.time;
      run.rec = [];
      run.recNext = run.time;
      if (run.lap >= LAPS) run.finished = true;
    } else if (run.time - run.lapStart > lapLimit(run.course)) ev.timeUp = true;
  }
  if (run.lapStart >= 0 && run.time >= run.recNext) {
    run.rec.push({ x: Math.round(car.x), y: Math.round(car.y), a: Math.round(car.angle * 1000) / 1000 });
    run.recNext += 1 / GHOST_HZ;
  }
  return ev;
}

// ---------------------------------------------------------------- ghosts

/** Compact text for localStorage: "lapTime|x,y,a;x,y,a;…" (a in milliradians). @param {number} lapTime @param {Frame[]} frames */
export function encodeGhost(lapTime, frames) {
  return `${lapTime.toFixed(3)}|${frames.map((f) => `${Math.round(f.x)},${Math.round(f.y)},${Math.round(f.a * 1000)}`).join(';')}`;
}

/**
 * Reads a stored ghost; anything malformed (hand-edited storage, an old format) gives null.
 * @param {string | null | undefined} text
 * @returns {{lapTime: number, frames: Frame[]} | null}
 */
export function decodeGhost(text) {
  if (typeof text !== 'string') return null;
  const m = /^(\d+(?:\.\d+)?)\|(.+)$/.exec(text);
  if (!m) return null;
  const lapTime = Number(m[1]);
  /** @type {Frame[]} */
  const frames = [];
  for (const part of /** @type {string} */ (m[2]).split(';')) {
    const nums = part.split(',').map(Number);
    if (nums.length !== 3 || nums.some((n) => !Number.isFinite(n))) return null;
    frames.push({ x: /** @type {number} */ (nums[0]), y: /** @type {number} */ (nums[1]), a: /** @type {number} */ (nums[2]) / 1000 });
  }
  if (!(lapTime > 0) || frames.length < 2) return null;
  return { lapTime, frames };
}

/** Ghost pose `t` seconds into its lap (interpolated; null past its end). @param {Frame[]} frames @param {number} t */
export function ghostAt(frames, t) {
  if (t < 0 || frames.length === 0) return null;
  const i = t * GHOST_HZ;
  const k = Math.floor(i);
  if (k >= frames.length - 1) return null;
  const a = /** @type {Frame} */ (frames[k]);
  const b = /** @type {Frame} */ (frames[k + 1]);
  const u = i - k;
  return { x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u, a: lerpAngle(a.a, b.a, u) };
}

// ---------------------------------------------------------------- results

/** Medal for a total time over LAPS laps. @param {number} total @param {number} course @returns {'gold'|'silver'|'bronze'|''} */
export function medalFor(total, course) {
  const par = /** @type {(typeof COURSES)[number]} */ (COURSES[course]).par * LAPS;
  if (total <= par) return 'gold';
  if (total <= par * 1.12) return 'silver';
  if (total <= par * 1.25) return 'bronze';
  return '';
}

/** Finishing bonus: points for every second under the bronze time. @param {number} total @param {number} course */
export function timeBonus(total, course) {
  const bronze = /** @type {(typeof COURSES)[number]} */ (COURSES[course]).par * LAPS * 1.25;
  return Math.max(0, Math.round((bronze - total) * 150));
}

/**
 * Autopilot (demo and tests): aims down the road, brakes for sharp bends and flicks the handbrake
 * into the tightest ones, so it drifts like a player would.
 * @param {Car} car @param {Track} track @returns {Controls}
 */
export function autopilot(car, track) {
  const v = Math.hypot(car.vx, car.vy);
  const look = 50 + v * 0.3;
  const k = bend(track, car.s + look * 0.6, 80);
  const target = pointAt(track, car.s + look, clamp(k * 4000, -1, 1) * 22);
  const want = Math.atan2(target.y - car.y, target.x - car.x);
  // Steer by where the car is going, not where its nose points, so slides get caught.
  const travel = v > 40 ? Math.atan2(car.vy, car.vx) : car.angle;
  const err = angleDiff(travel, want) * 1.6 + angleDiff(car.angle, want) * 0.9;
  const steer = clamp(err * 1.5, -1, 1);
  let sharp = 0;
  for (let a = 40; a <= 200; a += 40) sharp = Math.max(sharp, Math.abs(bend(track, car.s + a, 60)));
  const limit = sharp > 0.008 ? 200 : sharp > 0.005 ? 250 : CAR.top;
  return { steer, brake: v > limit + 15, handbrake: sharp > 0.007 && v > 190 && Math.abs(slipAngle(car)) < 0.4 };
}
