import {
  COURSES, HALF_WIDTH, LAPS, PENALTY, BOAT, BUOY_R, POINTS, courseTrack, courseGates, gateBuoys, createRace, stepRace, stepBoat, shore,
  forwardSpeed, slideSpeed, swellPush, gatePos, standings, placeOf, runToFinish, raceScore, cupPoints, cupOrder, aiControls,
  type Boat, type Race,
} from './logic.js';
import { clearance, bend, locate, pointAt } from '../kit/track.js';

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const still = { x: 0, y: 0 };
const freeBoat = (over: Partial<Boat> = {}): Boat => ({
  x: 0, y: 0, vx: 0, vy: 0, angle: 0, w: 0, r: 11, m: 1, power: 1, aim: 0, s: 0, seg: 0, lateral: 0, progress: 0,
  gate: 0, missed: 0, cleared: 0, penalty: 0, finish: 0, bump: 1, ...over,
});
const sail = (b: Boat, ctl: { throttle: number; steer: number }, seconds: number, push = still) => {
  for (let i = 0; i < Math.round(seconds * 60); i++) stepBoat(b, ctl, 1 / 60, push);
};
/** Puts a race on the water with the countdown over. */
const racing = (i: number, seed = 1) => { const r = createRace(i, rng(seed)); r.countdown = 0; return r; };

// One whole race per course with every boat (the player's too) on autopilot.
let sims: Race[] = [];
beforeAll(() => {
  sims = COURSES.map((_, i) => {
    const r = racing(i, 10 + i);
    for (let k = 0; k < 60 * 150 && r.finished < 4; k++) stepRace(r, { throttle: 0, steer: 0 }, 1 / 60, true);
    return r;
  });
});

describe('courses', () => {
  it('never overlap themselves, banks included', () => {
    COURSES.forEach((_, i) => expect({ i, ok: clearance(courseTrack(i), 4 * HALF_WIDTH) >= 2 * HALF_WIDTH + 40 }).toEqual({ i, ok: true }));
  });
  it('start on a straight with all four boats in the water behind the line, facing along it', () => {
    COURSES.forEach((_, i) => {
      const t = courseTrack(i);
      expect(Math.abs(bend(t, -120, 240))).toBeLessThan(0.002);
      const r = createRace(i, rng(1));
      for (const b of r.boats) {
        expect(b.progress).toBeLessThan(0);
        expect(Math.abs(locate(t, b).lateral)).toBeLessThan(HALF_WIDTH - b.r);
        expect(Math.abs(Math.cos(b.angle - pointAt(t, 0).angle))).toBeGreaterThan(0.99);
      }
    });
  });
  it('have gates spread round the lap, inside the channel, stepping side to side on the slalom courses', () => {
    COURSES.forEach((c, i) => {
      const t = courseTrack(i);
      const gates = courseGates(i);
      expect(gates.length).toBeGreaterThanOrEqual(8);
      gates.forEach((g, k) => {
        expect(Math.abs(g.off) + g.half + BUOY_R).toBeLessThan(HALF_WIDTH);
        if (k) expect(g.s - gates[k - 1]!.s).toBeCloseTo(t.length / gates.length, 6);
        const [a, b] = gateBuoys(t, g);
        expect(Math.hypot(a!.x - b!.x, a!.y - b!.y)).toBeCloseTo(2 * g.half, 0);
        if (c.slalom && k) expect(Math.sign(g.off)).toBe(-Math.sign(gates[k - 1]!.off));
      });
    });
  });
  it('get harder: narrower gates, stronger swell, faster rivals', () => {
    for (let i = 1; i < COURSES.length; i++) {
      expect(COURSES[i]!.gateHalf).toBeLessThan(COURSES[i - 1]!.gateHalf);
      expect(COURSES[i]!.swell.strength).toBeGreaterThan(COURSES[i - 1]!.swell.strength);
      expect(COURSES[i]!.pace[1]).toBeGreaterThan(COURSES[i - 1]!.pace[1]);
    }
  });
});

describe('boat handling', () => {
  it('reaches its top speed under full throttle and coasts down without it', () => {
    const b = freeBoat();
    sail(b, { throttle: 1, steer: 0 }, 8);
    expect(forwardSpeed(b)).toBeCloseTo(BOAT.thrust / BOAT.drag, -1);
    sail(b, { throttle: 0, steer: 0 }, 4);
    expect(forwardSpeed(b)).toBeLessThan(5);
    const back = freeBoat();
    sail(back, { throttle: -1, steer: 0 }, 6);
    expect(forwardSpeed(back)).toBeLessThan(-50);
    expect(-forwardSpeed(back)).toBeLessThan(BOAT.thrust / BOAT.drag / 2);
  });
  it('the rudder needs water flowing past it', () => {
    const b = freeBoat();
    sail(b, { throttle: 0, steer: 1 }, 1);
    expect(b.angle).toBe(0);
    const moving = freeBoat({ vx: 200 });
    sail(moving, { throttle: 1, steer: 1 }, 0.5);
    expect(moving.angle).toBeGreaterThan(0.5);
  });
  it('slides out of a hard turn, then straightens up', () => {
    const b = freeBoat({ vx: 230 });
    sail(b, { throttle: 1, steer: 1 }, 1);
    expect(Math.abs(slideSpeed(b))).toBeGreaterThan(25);
    sail(b, { throttle: 1, steer: 0 }, 3);
    expect(Math.abs(slideSpeed(b))).toBeLessThan(2);
    expect(forwardSpeed(b)).toBeGreaterThan(200);
  });
  it('the swell carries an idle boat along its direction', () => {
    const sw = COURSES[2]!.swell;
    const b = freeBoat();
    let t = 0;
    for (let i = 0; i < 60 * 8; i++) { stepBoat(b, { throttle: 0, steer: 0 }, 1 / 60, swellPush(sw, b.x, b.y, t)); t += 1 / 60; }
    const along = b.x * Math.cos(sw.dir) + b.y * Math.sin(sw.dir);
    const across = -b.x * Math.sin(sw.dir) + b.y * Math.cos(sw.dir);
    expect(along).toBeGreaterThan(60);
    expect(Math.abs(across)).toBeLessThan(along * 0.2);
  });
  it('the shore pushes a boat back into the channel and stops it ploughing on', () => {
    const t = courseTrack(0);
    const p = pointAt(t, 400, HALF_WIDTH + 5);
    const out = pointAt(t, 400, HALF_WIDTH + 50);
    const b = freeBoat({ x: p.x, y: p.y, vx: (out.x - p.x) * 4, vy: (out.y - p.y) * 4, seg: locate(t, p).seg });
    expect(shore(b, t)).toBe(true);
    const at = locate(t, b, b.seg);
    expect(Math.abs(at.lateral)).toBeLessThanOrEqual(HALF_WIDTH - b.r + 1e-6);
    expect((b.vx * (out.x - p.x) + b.vy * (out.y - p.y))).toBeLessThan(0);
    const mid = pointAt(t, 400, 0);
    expect(shore(freeBoat({ x: mid.x, y: mid.y, seg: locate(t, mid).seg }), t)).toBe(false);
  });
});

describe('gates and penalties', () => {
  /** Drives the player's boat straight down the line at a given lateral offset through the first gate. */
  function through(lateral: number) {
    const r = racing(0);
    const me = r.boats[0]!;
    const g = r.gates[0]!;
    const p = pointAt(r.track, g.s - 30, lateral);
    const at = locate(r.track, p);
    Object.assign(me, { x: p.x, y: p.y, angle: p.angle, vx: Math.cos(p.angle) * 150, vy: Math.sin(p.angle) * 150, s: at.s, seg: at.seg, progress: g.s - 30 });
    // The rivals wait on the grid.
    for (const o of r.boats.slice(1)) o.power = 0;
    const events = [];
    for (let i = 0; i < 40; i++) events.push(...stepRace(r, { throttle: 1, steer: 0 }, 1 / 60).gates.filter((e) => e.boat === 0));
    return { me, events };
  }
  it('between the buoys the gate is cleared', () => {
    const { me, events } = through(r0());
    expect(events).toEqual([{ boat: 0, gate: 0, ok: true }]);
    expect(me).toMatchObject({ gate: 1, cleared: 1, missed: 0, penalty: 0 });
  });
  it('outside the buoys it is missed and costs the penalty', () => {
    const { me, events } = through(COURSES[0]!.gateHalf + 20);
    expect(events).toEqual([{ boat: 0, gate: 0, ok: false }]);
    expect(me).toMatchObject({ gate: 1, cleared: 0, missed: 1, penalty: PENALTY });
  });
  it('a buoy is solid: a boat sailing into one bounces off', () => {
    const r = racing(0);
    const me = r.boats[0]!;
    const [buoy] = gateBuoys(r.track, r.gates[0]!);
    const p = pointAt(r.track, r.gates[0]!.s - 40, r.gates[0]!.off - r.gates[0]!.half);
    const at = locate(r.track, p);
    Object.assign(me, { x: p.x, y: p.y, angle: p.angle, vx: Math.cos(p.angle) * 120, vy: Math.sin(p.angle) * 120, s: at.s, seg: at.seg, progress: r.gates[0]!.s - 40 });
    let closest = Infinity;
    for (let i = 0; i < 40; i++) { stepRace(r, { throttle: 0, steer: 0 }, 1 / 60); closest = Math.min(closest, Math.hypot(me.x - buoy!.x, me.y - buoy!.y)); }
    expect(closest).toBeGreaterThan(me.r + BUOY_R - 1);
  });
  it('gates cannot be skipped: every gate not sailed through is a miss', () => {
    const r = racing(0);
    const me = r.boats[0]!;
    const end = pointAt(r.track, -5);
    const at = locate(r.track, end);
    Object.assign(me, { x: end.x, y: end.y, angle: end.angle, vx: Math.cos(end.angle) * 150, vy: Math.sin(end.angle) * 150, s: at.s, seg: at.seg, progress: LAPS * r.track.length - 5 });
    for (let i = 0; i < 10 && !me.finish; i++) stepRace(r, { throttle: 1, steer: 0 }, 1 / 60);
    expect(me.missed).toBe(r.gates.length * LAPS);
    expect(me.finish).toBeCloseTo(r.time + me.missed * PENALTY, 6);
  });
});
function r0() { return 0; }

describe('races', () => {
  it('the computer boats get round every course, through nearly every gate', () => {
    sims.forEach((r, i) => {
      expect({ i, finished: r.finished }).toEqual({ i, finished: 4 });
      for (const b of r.boats) {
        expect(b.gate).toBe(r.gates.length * LAPS);
        expect(b.missed).toBeLessThanOrEqual(5);
        expect(b.cleared + b.missed).toBe(r.gates.length * LAPS);
      }
      expect(r.time).toBeLessThan(90);
    });
  });
  it('gates are counted lap after lap', () => {
    const r = racing(1);
    expect(gatePos(r, r.gates.length)).toBeCloseTo(r.track.length + r.gates[0]!.s, 6);
  });
  it('orders finished boats by time with penalties, then the rest by distance', () => {
    const r = racing(0);
    const [a, b, c, d] = r.boats as [Boat, Boat, Boat, Boat];
    a.finish = 40 + 2 * PENALTY; // first over the line but two gates missed
    b.finish = 43;
    c.progress = 900;
    d.progress = 1200;
    expect(standings(r)).toEqual([1, 0, 3, 2]);
    expect(placeOf(r, 0)).toBe(2);
  });
  it('after the player is in, the others race on to the line', () => {
    const r = racing(0);
    r.boats[0]!.finish = 30;
    r.finished = 1;
    runToFinish(r);
    expect(r.boats.every((b) => b.finish > 0)).toBe(true);
    expect(r.boats.slice(1).every((b) => b.gate === r.gates.length * LAPS)).toBe(true);
  });
  it('the autopilot steers towards the next gate', () => {
    const r = racing(0);
    const me = r.boats[0]!;
    const g = r.gates[0]!;
    const p = pointAt(r.track, g.s - 150, -70);
    const at = locate(r.track, p);
    Object.assign(me, { x: p.x, y: p.y, angle: p.angle, vx: Math.cos(p.angle) * 150, vy: Math.sin(p.angle) * 150, s: at.s, seg: at.seg, progress: g.s - 150, aim: 0 });
    // Left of the line: steer right (positive).
    expect(aiControls(r, me).steer).toBeGreaterThan(0);
  });
});

describe('scoring and the cup', () => {
  it('pays for the place and for clean gates, more on later courses', () => {
    expect(raceScore(1, 0, 0)).toBeGreaterThan(raceScore(2, 0, 0));
    expect(raceScore(2, 0, 0)).toBeGreaterThan(raceScore(4, 0, 0));
    expect(raceScore(3, 10, 0)).toBeGreaterThan(raceScore(3, 9, 0));
    expect(raceScore(3, 10, 2) - raceScore(3, 0, 2)).toBeGreaterThan(raceScore(3, 10, 0) - raceScore(3, 0, 0));
  });
  it('adds up cup points per race and breaks ties by the last race', () => {
    const results = [[0, 1, 2, 3], [1, 0, 3, 2]];
    expect(cupPoints(results)).toEqual([POINTS[0]! + POINTS[1]!, POINTS[1]! + POINTS[0]!, POINTS[2]! + POINTS[3]!, POINTS[3]! + POINTS[2]!]);
    expect(cupOrder(results)).toEqual([1, 0, 3, 2]);
    expect(cupOrder([[2, 0, 1, 3], [2, 1, 0, 3], [3, 2, 0, 1]])[0]).toBe(2);
  });
});
