// @ts-check
/** Pure rules of the circuit racer (no DOM): tracks, car handling, AI drivers, laps and standings. */
import { buildTrack, locate, pointAt, advance, bend } from '../kit/track.js';
import { clamp, angleDiff, collideCircles } from '../kit/geometry.js';

/** @typedef {import('../kit/track.js').Track} Track */
/**
 * @typedef {Object} Car
 * @property {number} x @property {number} y @property {number} vx @property {number} vy
 * @property {number} angle heading (radians, 0 = +x, y down)
 * @property {number} r collision radius
 * @property {number} s distance along the lap @property {number} seg last segment (search hint)
 * @property {number} lateral signed distance from the centre line
 * @property {number} progress unwrapped distance raced (negative on the grid)
 * @property {number} lap laps completed
 * @property {number} finish finishing place (0 while racing)
 * @property {number} finishTime race time at the line
 * @property {number} lapStart race time the current lap began
 * @property {number} bestLap fastest lap in seconds (Infinity before the first)
 * @property {boolean} ai
 * @property {Driver} driver
 * @property {number} steer last steering input (-1..1) @property {number} throttle last pedal (-1..1)
 * @property {number} wall seconds since the last wall hit (for sound)
 */
/** @typedef {{skill: number, lane: number, phase: number, freq: number, cut: number}} Driver */
/** @typedef {{throttle: number, steer: number}} Controls */
/**
 * @typedef {Object} Race
 * @property {number} index track number (0-based)
 * @property {Track} track
 * @property {Car[]} cars cars[0] is the player
 * @property {number} time seconds since the green light
 * @property {number} countdown seconds until the green light
 * @property {number} finished how many cars have crossed the line
 * @property {{car: number, lap: number}[]} events laps completed this step (for sound and HUD)
 * @property {number} bumps car-to-car hits this step
 */

export const W = 360;
export const H = 600;
export const HALF_WIDTH = 48;
/** Sand strip between the kerb and the barrier. */
export const RUNOFF = 30;
export const LAPS = 3;
export const CAR_R = 10;
export const COUNTDOWN = 2.4;

export const CAR = {
  accel: 240,
  brake: 460,
  maxSpeed: 300,
  reverseMax: 90,
  /** Top speed on the sand. */
  sandMax: 130,
  coast: 70,
  turn: 3.1,
  grip: 8,
};

/** Circuits in unlock order: control points (driven clockwise), par time and AI pace. */
export const TRACKS = [
  { key: 'harbour', par: 46, pace: 0.9, ctrl: [[0, 0], [700, 0], [950, 80], [1050, 330], [950, 580], [700, 660], [0, 660], [-250, 580], [-350, 330], [-250, 80]] },
  { key: 'hills', par: 54, pace: 0.93, ctrl: [[0, 0], [600, -60], [950, 60], [1000, 330], [760, 470], [560, 430], [420, 560], [520, 820], [420, 1000], [80, 1000], [-160, 820], [-180, 480], [-320, 260], [-260, 60]] },
  { key: 'canyon', par: 63, pace: 0.955, ctrl: [[0, 0], [520, 0], [760, -140], [1020, -80], [1080, 200], [860, 360], [980, 560], [900, 820], [600, 880], [420, 680], [220, 820], [-80, 800], [-220, 560], [-60, 380], [-260, 200], [-200, 20]] },
  { key: 'city', par: 55, pace: 0.975, ctrl: [[240, 0], [560, 0], [640, 80], [640, 300], [720, 380], [980, 380], [1060, 460], [1060, 800], [980, 880], [400, 880], [320, 800], [320, 600], [240, 520], [60, 520], [-20, 440], [-20, 80], [60, 0]] },
];

/** Control points are drawn small; circuits are this much bigger. */
export const TRACK_SCALE = 1.2;

/** @type {Map<number, Track>} */
const built = new Map();
/** The track of a circuit (built once). @param {number} index */
export function trackFor(index) {
  let t = built.get(index);
  if (!t) {
    const def = /** @type {(typeof TRACKS)[number]} */ (TRACKS[index]);
    t = buildTrack(def.ctrl.map(([x, y]) => /** @type {[number, number]} */ ([x * TRACK_SCALE, y * TRACK_SCALE])), { halfWidth: HALF_WIDTH, spacing: 8 });
    built.set(index, t);
  }
  return t;
}

/** How fast the car can swing its nose (rad/s): none when parked, less at top speed. @param {number} v forward speed */
export function turnRate(v) {
  const a = Math.abs(v);
  return CAR.turn * clamp(a / 90, 0, 1) * (1 - 0.45 * Math.min(1, a / CAR.maxSpeed));
}

/** Fastest speed that can still follow a bend of curvature k (1/radius). @param {number} k */
export function cornerSpeed(k) {
  const need = Math.abs(k);
  if (need < 1e-6) return CAR.maxSpeed;
  let lo = 20;
  let hi = CAR.maxSpeed;
  if (turnRate(hi) / hi >= need) return hi;
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (turnRate(mid) / mid >= need) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** Surface under a car from its distance off the centre line. @param {number} lateral */
export function surfaceAt(lateral) {
  return Math.abs(lateral) <= HALF_WIDTH ? 'road' : 'sand';
}

/**
 * One physics step of a car: throttle/brake along the nose, steering that needs speed, tyres
 * that kill most sideways sliding, and the sand's lower top speed.
 * @param {Car} car @param {Controls} ctl @param {number} dt @param {'road'|'sand'} surface
 */
export function stepCar(car, ctl, dt, surface) {
  const fx = Math.cos(car.angle);
  const fy = Math.sin(car.angle);
  let vf = car.vx * fx + car.vy * fy;
  let vr = -car.vx * fy + car.vy * fx;
  const throttle = clamp(ctl.throttle, -1, 1);
  const steer = clamp(ctl.steer, -1, 1);
  const top = surface === 'sand' ? CAR.sandMax : CAR.maxSpeed;
  if (throttle > 0) {
    if (vf < 0) vf = Math.min(0, vf + CAR.brake * dt);
    else if (vf < top) vf = Math.min(top, vf + CAR.accel * throttle * dt * (1 - 0.5 * (vf / top)));
  } else if (throttle < 0) {
    if (vf > 0) vf = Math.max(0, vf - CAR.brake * -throttle * dt);
    else vf = Math.max(-CAR.reverseMax, vf - CAR.accel * 0.5 * -throttle * dt);
  } else {
    vf = vf > 0 ? Math.max(0, vf - CAR.coast * dt) : Math.min(0, vf + CAR.coast * dt);
  }
  // Over the top speed (e.g. running onto the sand): shed speed quickly but not instantly.
  if (vf > top) vf = Math.max(top, vf - 420 * dt);
  vr *= Math.exp(-CAR.grip * (surface === 'sand' ? 0.6 : 1) * dt);
  car.angle += steer * turnRate(vf) * Math.sign(vf || 1) * dt;
  car.vx = fx * vf - fy * vr;
  car.vy = fy * vf + fx * vr;
  car.x += car.vx * dt;
  car.y += car.vy * dt;
  car.steer = steer;
  car.throttle = throttle;
}

/** Forward speed of a car. @param {Car} car */
export function forwardSpeed(car) {
  return car.vx * Math.cos(car.angle) + car.vy * Math.sin(car.angle);
}

/**
 * Keeps a car inside the barriers: pushed back to the barrier line and bounced with most of the
 * speed into it lost. Returns whether it hit.
 * @param {Car} car @param {import('../kit/track.js').Location} loc
 */
export function barrier(car, loc) {
  const limit = HALF_WIDTH + RUNOFF - car.r;
  if (Math.abs(loc.lateral) <= limit || loc.dist === 0) return false;
  // Unit vector from the centre line out to the car.
  const nx = (car.x - loc.x) / loc.dist;
  const ny = (car.y - loc.y) / loc.dist;
  car.x = loc.x + nx * limit;
  car.y = loc.y + ny * limit;
  const vn = car.vx * nx + car.vy * ny;
  if (vn > 0) {
    car.vx -= 1.35 * vn * nx;
    car.vy -= 1.35 * vn * ny;
  }
  car.vx *= 0.82;
  car.vy *= 0.82;
  return true;
}

/**
 * An AI driver's inputs: aim at a point ahead on its own line (a lane that slowly weaves, cutting
 * to the inside of bends), and brake for the sharpest bend coming up.
 * @param {Car} car @param {Track} track @param {number} time @param {number} [paceScale] rubber band
 * @returns {Controls}
 */
export function aiControls(car, track, time, paceScale = 1) {
  const d = car.driver;
  const v = forwardSpeed(car);
  const look = 46 + Math.max(0, v) * 0.32;
  const k = bend(track, car.s + look * 0.5, 90);
  const lane = clamp(d.lane + Math.sin(time * d.freq + d.phase) * 10 + clamp(k * 2600, -1, 1) * d.cut, -HALF_WIDTH + 14, HALF_WIDTH - 14);
  const target = pointAt(track, car.s + look, lane);
  const want = Math.atan2(target.y - car.y, target.x - car.x);
  const steer = clamp(angleDiff(car.angle, want) * 2.6, -1, 1);
  let limit = CAR.maxSpeed * d.skill * paceScale;
  // Brake for bends within braking distance.
  for (let ahead = 30; ahead <= 260; ahead += 38) {
    const kk = bend(track, car.s + ahead, 70);
    const vc = cornerSpeed(kk) * (0.93 + 0.07 * d.skill);
    const reach = Math.sqrt(vc * vc + 2 * CAR.brake * 0.55 * Math.max(0, ahead - 30));
    limit = Math.min(limit, reach);
  }
  const throttle = v < limit - 4 ? 1 : v > limit + 14 ? -1 : 0;
  return { throttle, steer };
}

/** A car on the grid. @param {Track} track @param {number} slot 0 = pole @param {Driver} driver @param {boolean} ai */
export function gridCar(track, slot, driver, ai) {
  const back = 34 + slot * 36;
  const p = pointAt(track, -back, slot % 2 ? 18 : -18);
  return /** @type {Car} */ ({
    x: p.x, y: p.y, vx: 0, vy: 0, angle: p.angle, r: CAR_R, s: track.length - back, seg: p.seg, lateral: slot % 2 ? 18 : -18,
    progress: -back, lap: 0, finish: 0, finishTime: 0, lapStart: 0, bestLap: Infinity, ai, driver, steer: 0, throttle: 0, wall: 9,
  });
}

/**
 * A new race: three AI drivers on the front of the grid, the player starting last.
 * @param {number} index track number @param {() => number} rng
 * @returns {Race}
 */
export function createRace(index, rng) {
  const track = trackFor(index);
  const pace = /** @type {(typeof TRACKS)[number]} */ (TRACKS[index % TRACKS.length]).pace;
  /** @type {Car[]} */
  const cars = [];
  // Lanes and pace differ per driver: one cautious, one steady, one quick but wild.
  const styles = [{ skill: 0.955, lane: -14, cut: 16 }, { skill: 1, lane: 8, cut: 22 }, { skill: 1.035, lane: -4, cut: 30 }];
  const order = [0, 1, 2];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [order[i], order[j]] = [/** @type {number} */ (order[j]), /** @type {number} */ (order[i])];
  }
  order.forEach((st, slot) => {
    const s = /** @type {(typeof styles)[number]} */ (styles[st]);
    cars.push(gridCar(track, slot, { skill: pace * s.skill * (0.985 + rng() * 0.03), lane: s.lane + (rng() - 0.5) * 10, phase: rng() * 6.28, freq: 0.25 + rng() * 0.3, cut: s.cut }, true));
  });
  cars.unshift(gridCar(track, 3, { skill: 1, lane: 0, phase: 0, freq: 0, cut: 0 }, false));
  return { index, track, cars, time: 0, countdown: COUNTDOWN, finished: 0, events: [], bumps: 0 };
}

/** Current standings: finished cars by place, then the rest by distance raced. @param {Race} race @returns {number[]} car indices */
export function standings(race) {
  return race.cars.map((_, i) => i).sort((a, b) => {
    const ca = /** @type {Car} */ (race.cars[a]);
    const cb = /** @type {Car} */ (race.cars[b]);
    if (ca.finish && cb.finish) return ca.finish - cb.finish;
    if (ca.finish || cb.finish) return ca.finish ? -1 : 1;
    return cb.progress - ca.progress;
  });
}

/** 1-based place of a car. @param {Race} race @param {number} i */
export function placeOf(race, i) {
  return standings(race).indexOf(i) + 1;
}

/**
 * Rubber band for the AI: drivers far ahead of the player ease off a little and those far behind
 * push harder, so races stay close without ever being handed to anyone.
 * @param {number} gap AI progress minus player progress
 */
export function paceScale(gap) {
  return clamp(1 - gap / 9000, 0.95, 1.04);
}

/**
 * Advances the race by dt: countdown, every car's physics, barriers, bumps between cars, laps and
 * the finish. A finished car coasts on under AI control.
 * @param {Race} race @param {Controls} player @param {number} dt
 */
export function stepRace(race, player, dt) {
  race.events = [];
  race.bumps = 0;
  if (race.countdown > 0) {
    race.countdown = Math.max(0, race.countdown - dt);
    return;
  }
  race.time += dt;
  const { track, cars } = race;
  const me = /** @type {Car} */ (cars[0]);
  cars.forEach((car) => {
    const ctl = car.ai || car.finish ? aiControls(car, track, race.time, car.ai ? paceScale(car.progress - me.progress) : 0.6) : player;
    stepCar(car, ctl, dt, surfaceAt(car.lateral));
    car.wall += dt;
  });
  for (let i = 0; i < cars.length; i++) {
    for (let j = i + 1; j < cars.length; j++) {
      if (collideCircles(/** @type {Car} */ (cars[i]), /** @type {Car} */ (cars[j]), 0.35) > 0) race.bumps++;
    }
  }
  cars.forEach((car, i) => {
    let loc = locate(track, car, car.seg);
    if (barrier(car, loc)) {
      if (car.wall > 0.3) car.wall = 0;
      loc = locate(track, car, loc.seg);
    }
    car.progress = advance(car.progress, car.s, loc.s, track.length);
    car.s = loc.s;
    car.seg = loc.seg;
    car.lateral = loc.lateral;
    const lap = Math.max(0, Math.floor(car.progress / track.length));
    if (lap > car.lap && !car.finish) {
      car.lap = lap;
      car.bestLap = Math.min(car.bestLap, race.time - car.lapStart);
      car.lapStart = race.time;
      race.events.push({ car: i, lap });
      if (lap >= LAPS) {
        car.finish = ++race.finished;
        car.finishTime = race.time;
      }
    }
  });
}

/** Lap the player is on (1-based, capped at the last). @param {Car} car */
export function lapOf(car) {
  return Math.min(LAPS, car.lap + 1);
}

/**
 * Whether the car faces the wrong way round the circuit (more than ~110° off the road's heading)
 * while moving. @param {Car} car @param {Track} track
 */
export function wrongWay(car, track) {
  const p = pointAt(track, car.s);
  return Math.abs(angleDiff(p.angle, car.angle)) > 1.9 && Math.hypot(car.vx, car.vy) > 30;
}

/** Championship points for a finishing place on a circuit (later circuits pay more). @param {number} place @param {number} index */
export function racePoints(place, index) {
  const base = [1000, 600, 350, 100][place - 1] ?? 0;
  return Math.round(base * (1 + index * 0.5));
}

/** Bonus for beating the circuit's par time. @param {number} time seconds @param {number} index */
export function timeBonus(time, index) {
  const par = /** @type {(typeof TRACKS)[number]} */ (TRACKS[index]).par;
  return Math.max(0, Math.round((par - time) * 40));
}

/** Places good enough to go on to the next circuit. @param {number} place */
export const qualifies = (place) => place >= 1 && place <= 3;
