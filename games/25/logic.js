// @ts-check
/**
 * Buoy racer rules (pure, no DOM): boat handling on moving swells, buoy gates with time
 * penalties for a miss, computer boats, places and the three-race cup.
 *
 * Courses are closed water channels (kit track.js) with gates of two buoys along them. A boat
 * "passes" a gate when its lap progress crosses the gate's line; if it is not between the buoys
 * at that moment the gate is missed and PENALTY seconds are added to its time.
 */
import { buildTrack, locate, pointAt, advance } from '../kit/track.js';
import { clamp, angleDiff, collideCircles } from '../kit/geometry.js';

export const W = 360;
export const H = 600;
export const HALF_WIDTH = 100;
export const LAPS = 2;
export const PENALTY = 3;
export const COUNTDOWN = 2.4;
export const BOAT_R = 11;
export const BUOY_R = 6;
/** Cup points for 1st to 4th in a race. */
export const POINTS = [10, 6, 3, 1];

/**
 * @typedef {Object} CourseDef
 * @property {string} key string key of its name
 * @property {[number, number][]} ctrl control points in driving order (the first is the start line)
 * @property {number} gateHalf half the gap between a gate's buoys
 * @property {number} slalom how far gates step off the centre line, alternating
 * @property {number} gateEvery spacing of the gates along the lap
 * @property {{dir: number, strength: number, length: number, speed: number}} swell waves that push boats along dir
 * @property {[number, number]} pace computer boats' engine power range (1 = the player's)
 */
/** @type {CourseDef[]} */
export const COURSES = [
  {
    key: 'lagoon',
    ctrl: [[0, 0], [420, -20], [820, 40], [1020, 300], [900, 620], [520, 720], [140, 640], [-200, 520], [-380, 260], [-300, 0]],
    gateHalf: 48, slalom: 0, gateEvery: 300,
    swell: { dir: 0.6, strength: 18, length: 90, speed: 1.6 },
    pace: [0.84, 0.9],
  },
  {
    key: 'reef',
    ctrl: [[0, 0], [440, 0], [760, 150], [700, 450], [980, 640], [1200, 900], [880, 1120], [480, 1000], [260, 720], [-60, 640], [-340, 400], [-330, 40]],
    gateHalf: 42, slalom: 30, gateEvery: 280,
    swell: { dir: 2.2, strength: 30, length: 110, speed: 1.9 },
    pace: [0.88, 0.95],
  },
  {
    key: 'storm',
    ctrl: [[0, 0], [380, 30], [640, 260], [1000, 200], [1180, 480], [900, 760], [1060, 1060], [700, 1240], [420, 980], [100, 1120], [-180, 860], [-60, 560], [-340, 320], [-300, 20]],
    gateHalf: 36, slalom: 40, gateEvery: 260,
    swell: { dir: -0.9, strength: 44, length: 130, speed: 2.3 },
    pace: [0.92, 0.99],
  },
];

/** @type {Map<number, import('../kit/track.js').Track>} */
const trackCache = new Map();
/** Centre line of a course (built once). @param {number} i */
export function courseTrack(i) {
  let t = trackCache.get(i);
  if (!t) {
    t = buildTrack(/** @type {CourseDef} */ (COURSES[i]).ctrl, { halfWidth: HALF_WIDTH });
    trackCache.set(i, t);
  }
  return t;
}

/** @typedef {{s: number, off: number, half: number}} Gate */

/**
 * Gates along a course: evenly spaced, the first a little after the start, stepping left and
 * right of the centre line on slalom courses.
 * @param {number} i @returns {Gate[]}
 */
export function courseGates(i) {
  const c = /** @type {CourseDef} */ (COURSES[i]);
  const t = courseTrack(i);
  const n = Math.max(3, Math.round(t.length / c.gateEvery));
  /** @type {Gate[]} */
  const gates = [];
  for (let k = 0; k < n; k++) {
    gates.push({ s: ((k + 0.7) / n) * t.length, off: c.slalom * (k % 2 ? 1 : -1), half: c.gateHalf });
  }
  return gates;
}

/** The two buoys of a gate. @param {import('../kit/track.js').Track} t @param {Gate} g */
export function gateBuoys(t, g) {
  return [pointAt(t, g.s, g.off - g.half), pointAt(t, g.s, g.off + g.half)];
}

// ---------------------------------------------------------------- boats

export const BOAT = {
  thrust: 270,
  reverse: 110,
  /** Forward water drag (per second): top speed = thrust / drag. */
  drag: 1.15,
  /** Sideways drag: low, so a boat slides out of a turn. */
  side: 1.7,
  turn: 2.6,
};

/**
 * @typedef {Object} Boat
 * @property {number} x
 * @property {number} y
 * @property {number} vx
 * @property {number} vy
 * @property {number} angle heading
 * @property {number} w turn rate
 * @property {number} r
 * @property {number} m
 * @property {number} power engine power (1 = the player's)
 * @property {number} aim computer boats: where in a gate they aim (-1..1 of its half width)
 * @property {number} s
 * @property {number} seg
 * @property {number} lateral
 * @property {number} progress unwrapped distance along the course from the start line
 * @property {number} gate gates passed or missed so far (over all laps)
 * @property {number} missed
 * @property {number} cleared
 * @property {number} penalty seconds added
 * @property {number} finish time over the line, penalties included (0 = racing)
 * @property {number} bump seconds since the last knock (shore, buoy, boat)
 */

/** @typedef {{throttle: number, steer: number}} Controls */

/** Speed along the heading. @param {Boat} b */
export const forwardSpeed = (b) => b.vx * Math.cos(b.angle) + b.vy * Math.sin(b.angle);
/** Sideways slide speed (> 0 to the right of the heading). @param {Boat} b */
export const slideSpeed = (b) => -b.vx * Math.sin(b.angle) + b.vy * Math.cos(b.angle);

/**
 * Push of the swell at a point and time: waves roll along the course's direction, the crests
 * shove harder than the troughs pull back, so boats drift with them.
 * @param {CourseDef['swell']} sw @param {number} x @param {number} y @param {number} t
 */
export function swellPush(sw, x, y, t) {
  const dx = Math.cos(sw.dir);
  const dy = Math.sin(sw.dir);
  const phase = (x * dx + y * dy) / sw.length - t * sw.speed;
  const f = sw.strength * (0.45 + Math.sin(phase));
  return { x: dx * f, y: dy * f };
}

/** Height of the swell (-1..1) for drawing and bobbing. @param {CourseDef['swell']} sw @param {number} x @param {number} y @param {number} t */
export function swellHeight(sw, x, y, t) {
  return Math.sin((x * Math.cos(sw.dir) + y * Math.sin(sw.dir)) / sw.length - t * sw.speed);
}

/**
 * One step of boat handling: thrust along the heading, strong drag ahead and weak drag
 * sideways (the drift), a rudder that bites only with water flowing past it, and the swell.
 * @param {Boat} b @param {Controls} c @param {number} dt @param {{x: number, y: number}} push
 */
export function stepBoat(b, c, dt, push) {
  const cos = Math.cos(b.angle);
  const sin = Math.sin(b.angle);
  let vf = b.vx * cos + b.vy * sin;
  let vs = -b.vx * sin + b.vy * cos;
  const throttle = clamp(c.throttle, -1, 1);
  vf += (throttle >= 0 ? throttle * BOAT.thrust * b.power : throttle * BOAT.reverse) * dt;
  vf *= Math.exp(-BOAT.drag * dt);
  vs *= Math.exp(-BOAT.side * dt);
  // Rudder: the turn grows with speed through the water, and flips when reversing.
  const flow = clamp(Math.abs(vf) / 70, 0, 1) * Math.sign(vf || 1);
  const target = clamp(c.steer, -1, 1) * BOAT.turn * flow;
  b.w += (target - b.w) * Math.min(1, 7 * dt);
  b.angle += b.w * dt;
  // Turning hands some forward speed over to the slide (the stern swings out).
  const carry = b.w * vf * 0.22 * dt;
  vs -= carry;
  const c2 = Math.cos(b.angle);
  const s2 = Math.sin(b.angle);
  b.vx = vf * c2 - vs * s2 + push.x * dt;
  b.vy = vf * s2 + vs * c2 + push.y * dt;
  b.x += b.vx * dt;
  b.y += b.vy * dt;
  b.bump += dt;
}

/**
 * Keeps a boat inside the channel: past the shore line it is pushed back and loses speed.
 * @param {Boat} b @param {import('../kit/track.js').Track} t @returns {boolean} whether it hit the shore
 */
export function shore(b, t) {
  const at = locate(t, b, b.seg);
  const limit = HALF_WIDTH - b.r;
  if (Math.abs(at.lateral) <= limit) return false;
  const side = Math.sign(at.lateral);
  // Outward normal (right of travel is (-sin, cos)).
  const nx = -Math.sin(at.angle) * side;
  const ny = Math.cos(at.angle) * side;
  const over = Math.abs(at.lateral) - limit;
  b.x -= nx * over;
  b.y -= ny * over;
  const vn = b.vx * nx + b.vy * ny;
  if (vn > 0) {
    b.vx -= vn * nx * 1.4;
    b.vy -= vn * ny * 1.4;
  }
  b.vx *= 0.96;
  b.vy *= 0.96;
  b.bump = 0;
  return true;
}

// ---------------------------------------------------------------- race

/**
 * @typedef {Object} Race
 * @property {number} index course
 * @property {import('../kit/track.js').Track} track
 * @property {Gate[]} gates
 * @property {Boat[]} boats the player's is boats[0]
 * @property {number} time seconds since the start signal
 * @property {number} countdown
 * @property {number} finished boats over the line
 */

/**
 * A boat on the grid: two rows behind the start line.
 * @param {import('../kit/track.js').Track} t @param {number} slot @param {number} power @param {number} aim @returns {Boat}
 */
export function gridBoat(t, slot, power, aim) {
  const back = -40 - Math.floor(slot / 2) * 44;
  const lat = slot % 2 ? 30 : -30;
  const p = pointAt(t, back, lat);
  const at = locate(t, p);
  return {
    x: p.x, y: p.y, vx: 0, vy: 0, angle: p.angle, w: 0, r: BOAT_R, m: 1, power, aim,
    s: at.s, seg: at.seg, lateral: at.lateral, progress: back, gate: 0, missed: 0, cleared: 0, penalty: 0, finish: 0, bump: 1,
  };
}

/** @param {number} index @param {() => number} random @returns {Race} */
export function createRace(index, random) {
  const c = /** @type {CourseDef} */ (COURSES[index]);
  const track = courseTrack(index);
  const gates = courseGates(index);
  const boats = [gridBoat(track, 0, 1, 0)];
  for (let k = 1; k < 4; k++) {
    const power = c.pace[0] + ((c.pace[1] - c.pace[0]) * (k - 1)) / 2 + (random() - 0.5) * 0.02;
    boats.push(gridBoat(track, k, power, (random() - 0.5) * 0.9));
  }
  return { index, track, gates, boats, time: 0, countdown: COUNTDOWN, finished: 0 };
}

/** Position along the whole race of a boat's next gate. @param {Race} race @param {number} k gate counter */
export function gatePos(race, k) {
  const n = race.gates.length;
  const lap = Math.floor(k / n);
  return lap * race.track.length + /** @type {Gate} */ (race.gates[k % n]).s;
}

/** @typedef {{boat: number, gate: number, ok: boolean}} GateEvent */

/**
 * Checks the gates a boat has just crossed (if any). Only a gate crossed in this very step can
 * be cleared: one left far behind (the boat went round it some other way) is a miss.
 * @param {Race} race @param {Boat} b @param {number} bi @param {number} prev progress before the step @param {GateEvent[]} out
 */
function checkGates(race, b, bi, prev, out) {
  const total = race.gates.length * LAPS;
  while (b.gate < total && b.progress >= gatePos(race, b.gate)) {
    const g = /** @type {Gate} */ (race.gates[b.gate % race.gates.length]);
    const gp = gatePos(race, b.gate);
    const ok = prev < gp && prev >= gp - 40 && Math.abs(b.lateral - g.off) <= g.half - 2;
    if (ok) b.cleared++;
    else { b.missed++; b.penalty += PENALTY; }
    out.push({ boat: bi, gate: b.gate % race.gates.length, ok });
    b.gate++;
  }
}

/**
 * Steering for a computer boat (also the demo and tests): head for a point in the next gate,
 * allowing for the slide, ease off in sharp turns.
 * @param {Race} race @param {Boat} b @returns {Controls}
 */
export function aiControls(race, b) {
  const total = race.gates.length * LAPS;
  const t = race.track;
  let aimS;
  let aimLat;
  if (b.gate < total) {
    const g = /** @type {Gate} */ (race.gates[b.gate % race.gates.length]);
    const gs = gatePos(race, b.gate);
    const ahead = gs - b.progress;
    aimLat = g.off + b.aim * g.half * 0.45;
    // Close to the gate, look through it to the line beyond.
    aimS = ahead < 70 ? gs + 60 : gs;
    if (ahead < 70 && b.gate + 1 < total) {
      const g2 = /** @type {Gate} */ (race.gates[(b.gate + 1) % race.gates.length]);
      aimLat = aimLat * 0.6 + g2.off * 0.4;
    }
  } else {
    aimS = b.progress + 150;
    aimLat = 0;
  }
  const p = pointAt(t, aimS - (b.progress - b.s), aimLat);
  const want = Math.atan2(p.y - b.y, p.x - b.x);
  // Steer the direction of travel, not the bow: a sliding boat must point further in.
  const speed = Math.hypot(b.vx, b.vy);
  const travel = speed > 40 ? Math.atan2(b.vy, b.vx) : b.angle;
  const err = angleDiff(b.angle + angleDiff(b.angle, travel) * 0.5, want);
  const steer = clamp(err * 2.6, -1, 1);
  const throttle = Math.abs(err) > 0.9 ? 0.45 : 1;
  return { throttle, steer };
}

/**
 * @typedef {Object} StepEvents
 * @property {GateEvent[]} gates
 * @property {boolean} shore the player touched the shore
 * @property {boolean} knock the player hit a boat or a buoy
 * @property {number[]} finished boats that crossed the finish line this step
 */

/**
 * One step of the race. @param {Race} race @param {Controls} player @param {number} dt
 * @param {boolean} [playerAi] the player's boat drives itself (demo, after the finish)
 * @returns {StepEvents}
 */
export function stepRace(race, player, dt, playerAi = false) {
  /** @type {StepEvents} */
  const ev = { gates: [], shore: false, knock: false, finished: [] };
  if (race.countdown > 0) {
    race.countdown = Math.max(0, race.countdown - dt);
    return ev;
  }
  race.time += dt;
  const c = /** @type {CourseDef} */ (COURSES[race.index]);
  const t = race.track;
  race.boats.forEach((b, i) => {
    const ctl = i === 0 && !playerAi && !b.finish ? player : aiControls(race, b);
    // Over the line, boats idle on.
    const eff = b.finish ? { throttle: 0.25, steer: ctl.steer } : ctl;
    stepBoat(b, eff, dt, swellPush(c.swell, b.x, b.y, race.time));
    if (shore(b, t) && i === 0) ev.shore = true;
  });
  // Buoys and other boats.
  for (let i = 0; i < race.boats.length; i++) {
    const b = /** @type {Boat} */ (race.boats[i]);
    for (const g of race.gates) {
      if (Math.abs(g.s - b.s) > 60 && Math.abs(g.s - b.s) < t.length - 60) continue;
      for (const p of gateBuoys(t, g)) {
        const buoy = { x: p.x, y: p.y, vx: 0, vy: 0, r: BUOY_R, m: Infinity };
        if (collideCircles(b, buoy, 0.4) > 0) { b.bump = 0; if (i === 0) ev.knock = true; }
      }
    }
    for (let j = i + 1; j < race.boats.length; j++) {
      const o = /** @type {Boat} */ (race.boats[j]);
      if (collideCircles(b, o, 0.5) > 0) { b.bump = 0; o.bump = 0; if (i === 0) ev.knock = true; }
    }
  }
  race.boats.forEach((b, i) => {
    const at = locate(t, b, b.seg);
    const prev = b.progress;
    b.progress = advance(b.progress, b.s, at.s, t.length);
    b.s = at.s;
    b.seg = at.seg;
    b.lateral = at.lateral;
    if (b.finish) return;
    checkGates(race, b, i, prev, ev.gates);
    if (b.progress >= LAPS * t.length) {
      // Gates past the last one can't be skipped by finishing early.
      const total = race.gates.length * LAPS;
      while (b.gate < total) { b.missed++; b.penalty += PENALTY; b.gate++; }
      b.finish = race.time + b.penalty;
      race.finished++;
      ev.finished.push(i);
    }
  });
  return ev;
}

/** Laps completed by a boat. @param {Race} race @param {Boat} b */
export const lapsDone = (race, b) => clamp(Math.floor(b.progress / race.track.length), 0, LAPS);

/**
 * Running order: finished boats by their time (penalties in), then the rest by distance.
 * @param {Race} race @returns {number[]} boat indices, leader first
 */
export function standings(race) {
  const idx = race.boats.map((_, i) => i);
  return idx.sort((a, b) => {
    const A = /** @type {Boat} */ (race.boats[a]);
    const B = /** @type {Boat} */ (race.boats[b]);
    if (A.finish && B.finish) return A.finish - B.finish || a - b;
    if (A.finish) return -1;
    if (B.finish) return 1;
    return B.progress - A.progress || a - b;
  });
}

/** 1-based place of a boat. @param {Race} race @param {number} i */
export const placeOf = (race, i) => standings(race).indexOf(i) + 1;

/**
 * Lets the computer boats finish on their own (after the player is in), so penalties can
 * still reorder the result. @param {Race} race @param {number} [limit] seconds
 */
export function runToFinish(race, limit = 120) {
  for (let i = 0; i < limit * 60 && race.finished < race.boats.length; i++) stepRace(race, { throttle: 0, steer: 0 }, 1 / 60, true);
  // Anyone still out (stuck) is placed after the finishers.
  race.boats.forEach((b) => { if (!b.finish) b.finish = race.time + b.penalty + 60; });
}

/** Race score for the player: the place, plus every clean gate (worth more on later courses). @param {number} place @param {number} cleared @param {number} index */
export function raceScore(place, cleared, index) {
  return ([1000, 600, 300, 100][place - 1] ?? 0) + cleared * 20 * (index + 1);
}

/**
 * Cup table after some races: points per boat.
 * @param {number[][]} results per race, the boat indices in finishing order
 */
export function cupPoints(results) {
  const pts = [0, 0, 0, 0];
  for (const order of results) order.forEach((boat, place) => { pts[boat] = /** @type {number} */ (pts[boat]) + (POINTS[place] ?? 0); });
  return pts;
}

/**
 * Cup order: most points first; ties go to the better last race.
 * @param {number[][]} results
 * @returns {number[]} boat indices
 */
export function cupOrder(results) {
  const pts = cupPoints(results);
  const last = results[results.length - 1] ?? [0, 1, 2, 3];
  return [0, 1, 2, 3].sort((a, b) => /** @type {number} */ (pts[b]) - /** @type {number} */ (pts[a]) || last.indexOf(a) - last.indexOf(b));
}
