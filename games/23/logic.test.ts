import {
  COURSES, HALF_WIDTH, RUNOFF, LAPS, CAR, COUNTDOWN, GHOST_HZ, DRIFT_END, MULT_STEP, MAX_MULT, courseTrack, lapLimit, turnRate, slipAngle, stepCar,
  isDrifting, multiplier, newDrift, scoreDrift, barrier, createRun, stepRun, encodeGhost, decodeGhost, ghostAt, medalFor, timeBonus, autopilot,
  type Car, type Controls,
} from './logic.js';
import { clearance, bend, locate, pointAt } from '../kit/track.js';

const straight: Controls = { steer: 0, brake: false, handbrake: false };
const freeCar = (over: Partial<Car> = {}): Car => ({ x: 0, y: 0, vx: 0, vy: 0, angle: 0, sliding: false, s: 0, seg: 0, lateral: 0, progress: 0, ...over });
const drive = (car: Car, ctl: Controls, seconds: number) => { for (let i = 0; i < Math.round(seconds * 60); i++) stepCar(car, ctl, 1 / 60, 'road'); };

/** Drives a whole run with the autopilot. */
function autoRun(course: number) {
  const run = createRun(course);
  let walls = 0;
  let timeUp = false;
  const frames: number[] = [];
  for (let i = 0; i < 60 * 200 && !run.finished; i++) {
    const ev = stepRun(run, autopilot(run.car, run.track), 1 / 60);
    if (ev.wall) walls++;
    if (ev.timeUp) timeUp = true;
    if (ev.lapFrames) frames.push(ev.lapFrames.length);
  }
  return { run, walls, timeUp, frames };
}
let runs: ReturnType<typeof autoRun>[] = [];
beforeAll(() => {
  runs = COURSES.map((_, i) => autoRun(i));
});

describe('courses', () => {
  it('never overlap themselves, barriers included', () => {
    const edge = HALF_WIDTH + RUNOFF;
    COURSES.forEach((_, i) => expect({ i, ok: clearance(courseTrack(i), 4 * edge) >= 2 * edge }).toEqual({ i, ok: true }));
  });
  it('start on a straight, and a run parks the car behind the line', () => {
    COURSES.forEach((_, i) => {
      const t = courseTrack(i);
      expect(Math.abs(bend(t, -90, 180))).toBeLessThan(0.003);
      const run = createRun(i);
      expect(run.car.progress).toBeLessThan(0);
      expect(Math.abs(locate(t, run.car).lateral)).toBeLessThan(1);
    });
  });
  it('get harder: the par times and lap limits follow the course length', () => {
    for (let i = 1; i < COURSES.length; i++) expect(COURSES[i]!.par).toBeGreaterThan(COURSES[i - 1]!.par);
    expect(lapLimit(0)).toBeGreaterThan(COURSES[0]!.par * 1.5);
  });
});

describe('the car', () => {
  it('accelerates by itself to top speed and brakes to a stop', () => {
    const car = freeCar();
    drive(car, straight, 10);
    expect(Math.hypot(car.vx, car.vy)).toBeCloseTo(CAR.top, 0);
    drive(car, { ...straight, brake: true }, 2);
    expect(Math.hypot(car.vx, car.vy)).toBeCloseTo(0, 5);
  });
  it('grips through a full-lock turn at speed without the handbrake', () => {
    const car = freeCar({ vx: CAR.top });
    drive(car, { ...straight, steer: 1 }, 1.5);
    expect(car.sliding).toBe(false);
    expect(Math.abs(slipAngle(car))).toBeLessThan(0.3);
    expect(car.angle).toBeGreaterThan(2); // it really turned
    expect(turnRate(0)).toBe(0);
    expect(turnRate(CAR.top)).toBeLessThan(turnRate(100));
  });
  it('the handbrake kicks the tail out into a slide that lasts after letting go, then recovers', () => {
    const car = freeCar({ vx: 300 });
    drive(car, { steer: 1, brake: false, handbrake: true }, 0.35);
    expect(car.sliding).toBe(true);
    expect(Math.abs(slipAngle(car))).toBeGreaterThan(0.6);
    drive(car, { steer: 0.3, brake: false, handbrake: false }, 0.3);
    expect(isDrifting({ ...car, lateral: 0 })).toBe(true);
    drive(car, { steer: -0.3, brake: false, handbrake: false }, 2);
    expect(car.sliding).toBe(false);
    expect(Math.abs(slipAngle(car))).toBeLessThan(0.05);
    expect(Math.hypot(car.vx, car.vy)).toBeGreaterThan(200); // a drift costs speed, not the run
  });
  it('is slow on the sand', () => {
    const car = freeCar({ vx: CAR.top });
    for (let i = 0; i < 240; i++) stepCar(car, straight, 1 / 60, 'sand');
    expect(Math.hypot(car.vx, car.vy)).toBeCloseTo(CAR.sandTop, 0);
  });
  it('bounces off the barrier and loses speed', () => {
    const t = courseTrack(0);
    const p = pointAt(t, 200);
    const car = freeCar({ x: p.x, y: p.y - (HALF_WIDTH + RUNOFF + 4), vx: 200, vy: -150 });
    expect(barrier(car, locate(t, car))).toBe(true);
    expect(car.vy).toBeGreaterThan(0);
    expect(Math.hypot(car.vx, car.vy)).toBeLessThan(250);
    expect(Math.abs(locate(t, car).lateral)).toBeLessThan(HALF_WIDTH + RUNOFF);
  });
});

describe('drift scoring', () => {
  const sideways = (over: Partial<Car> = {}) => freeCar({ vx: 200, vy: -150, angle: 0, ...over }); // slip ≈ 0.64
  it('needs enough slip and speed, on the road', () => {
    expect(isDrifting(sideways())).toBe(true);
    expect(isDrifting(freeCar({ vx: 200, vy: -20 }))).toBe(false);
    expect(isDrifting(freeCar({ vx: 60, vy: -50 }))).toBe(false);
    expect(isDrifting(sideways({ lateral: HALF_WIDTH + 5 }))).toBe(false);
  });
  it('the multiplier grows with the length of one drift, up to the cap', () => {
    expect(multiplier(0)).toBe(1);
    expect(multiplier(MULT_STEP * 2 + 0.01)).toBe(3);
    expect(multiplier(1000)).toBe(MAX_MULT);
  });
  it('banks a drift with its multiplier once the car has been straight for a moment', () => {
    const d = newDrift();
    const car = sideways();
    for (let i = 0; i < 150; i++) expect(scoreDrift(d, car, 1 / 60, false).banked).toBe(0);
    const chain = d.chain;
    expect(chain).toBeGreaterThan(0);
    const straightCar = freeCar({ vx: 250 });
    let banked = 0;
    let steps = 0;
    while (!banked && steps < 100) { banked = scoreDrift(d, straightCar, 1 / 60, false).banked; steps++; }
    expect(steps).toBeCloseTo(DRIFT_END * 60, -1);
    expect(banked).toBe(Math.round(chain * multiplier(2.5)));
    expect(d).toMatchObject({ banked, best: banked, chain: 0 });
    // Longer and wider drifts are worth more.
    const short = newDrift();
    for (let i = 0; i < 30; i++) scoreDrift(short, car, 1 / 60, false);
    const wide = newDrift();
    for (let i = 0; i < 30; i++) scoreDrift(wide, sideways({ vy: -250 }), 1 / 60, false);
    expect(wide.chain).toBeGreaterThan(short.chain);
  });
  it('throws the drift away on hitting the barrier or leaving the road', () => {
    const d = newDrift();
    for (let i = 0; i < 60; i++) scoreDrift(d, sideways(), 1 / 60, false);
    const out = scoreDrift(d, sideways(), 1 / 60, true);
    expect(out.lost).toBeGreaterThan(0);
    expect(out.banked).toBe(0);
    expect(d).toMatchObject({ chain: 0, banked: 0 });
    for (let i = 0; i < 60; i++) scoreDrift(d, sideways(), 1 / 60, false);
    expect(scoreDrift(d, sideways({ lateral: -HALF_WIDTH - 10 }), 1 / 60, false).lost).toBeGreaterThan(0);
  });
});

describe('runs', () => {
  it('hold the car during the countdown and start timing at the line', () => {
    const run = createRun(0);
    const x0 = run.car.x;
    for (let i = 0; i < Math.round(COUNTDOWN * 60) - 1; i++) stepRun(run, straight, 1 / 60);
    expect(run.car.x).toBe(x0);
    let started = false;
    for (let i = 0; i < 120 && !started; i++) started = stepRun(run, straight, 1 / 60).started;
    expect(started).toBe(true);
    expect(run.car.progress).toBeGreaterThanOrEqual(0);
    expect(run.lapStart).toBeGreaterThan(0);
  });
  it('the autopilot completes every course within the limits, drifting, without touching a wall', () => {
    runs.forEach(({ run, walls, timeUp }, i) => {
      expect({ i, finished: run.finished, walls, timeUp }).toEqual({ i, finished: true, walls: 0, timeUp: false });
      expect(run.laps).toHaveLength(LAPS);
      for (const t of run.laps) expect(t).toBeLessThan(lapLimit(i));
      expect(run.drift.banked).toBeGreaterThan(500);
    });
  });
  it('gold needs a lap as good as the autopilot’s; an average one gets a lesser medal', () => {
    runs.forEach(({ run }, i) => {
      const total = run.laps.reduce((a, b) => a + b, 0);
      expect(['gold', 'silver']).toContain(medalFor(total, i));
      expect(medalFor(total * 1.2, i)).toBe('bronze');
      expect(medalFor(total * 1.5, i)).toBe('');
    });
    expect(timeBonus(COURSES[0]!.par * LAPS, 0)).toBeGreaterThan(timeBonus(COURSES[0]!.par * LAPS * 1.1, 0));
    expect(timeBonus(1e6, 0)).toBe(0);
  });
  it('record a ghost frame every 1/GHOST_HZ s of each lap', () => {
    runs.forEach(({ run, frames }) => {
      expect(frames).toHaveLength(LAPS);
      frames.forEach((n, k) => expect(Math.abs(n - run.laps[k]! * GHOST_HZ)).toBeLessThanOrEqual(2));
    });
  });
  it('time runs out when a lap drags on past its limit', () => {
    const run = createRun(0);
    let timeUp = false;
    for (let i = 0; i < 60 * (COUNTDOWN + lapLimit(0) + 10) && !timeUp; i++) {
      // Crawl: brake whenever moving.
      timeUp = stepRun(run, { steer: 0, brake: Math.hypot(run.car.vx, run.car.vy) > 20, handbrake: false }, 1 / 60).timeUp;
    }
    expect(timeUp).toBe(true);
    expect(run.lap).toBe(0);
  });
});

describe('ghosts', () => {
  const frames = [{ x: 0, y: 0, a: 0 }, { x: 10, y: 20, a: 0.5 }, { x: 30, y: 20, a: -3.1 }];
  it('survive the round trip through storage', () => {
    const text = encodeGhost(12.3456, frames);
    const back = decodeGhost(text)!;
    expect(back.lapTime).toBeCloseTo(12.346, 3);
    expect(back.frames).toEqual(frames);
  });
  it('reject anything malformed', () => {
    for (const bad of [null, undefined, '', 'x|1,2,3;4,5,6', '12|1,2;3,4,5', '12|1,2,3', '0|1,2,3;4,5,6', '12|1,2,NaN;4,5,6', '12']) {
      expect(decodeGhost(bad as string)).toBeNull();
    }
  });
  it('interpolate between frames, turning the short way, and end with the lap', () => {
    const mid = ghostAt(frames, 0.5 / GHOST_HZ)!;
    expect(mid).toMatchObject({ x: 5, y: 10 });
    expect(mid.a).toBeCloseTo(0.25);
    // From 0.5 to -3.1 rad the short way is through π, not back through 0.
    const wrap = ghostAt(frames, 1.5 / GHOST_HZ)!;
    expect(Math.abs(wrap.a)).toBeGreaterThan(1.8);
    expect(ghostAt(frames, 2 / GHOST_HZ)).toBeNull();
    expect(ghostAt(frames, -1)).toBeNull();
  });
});
