import {
  TRACKS, HALF_WIDTH, RUNOFF, LAPS, CAR, COUNTDOWN, trackFor, turnRate, cornerSpeed, surfaceAt, stepCar, forwardSpeed, barrier, aiControls,
  gridCar, createRace, standings, placeOf, paceScale, stepRace, lapOf, wrongWay, racePoints, timeBonus, qualifies, type Car, type Race,
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

const driver = { skill: 1, lane: 0, phase: 0, freq: 0, cut: 0 };
const freeCar = (over: Partial<Car> = {}): Car => ({ ...gridCar(trackFor(0), 0, driver, false), x: 0, y: 0, vx: 0, vy: 0, angle: 0, ...over });
const run = (car: Car, ctl: { throttle: number; steer: number }, seconds: number, surface: 'road' | 'sand' = 'road') => {
  for (let i = 0; i < seconds * 60; i++) stepCar(car, ctl, 1 / 60, surface);
};

/** Runs a whole race with the player's car driven by the AI too. */
function simulate(index: number, seed: number, playerSkill = 0.97) {
  const race = createRace(index, rng(seed));
  const me = race.cars[0]!;
  me.driver = { skill: playerSkill, lane: 0, phase: 0, freq: 0.3, cut: 20 };
  let walls = 0;
  let maxOff = 0;
  for (let i = 0; i < 60 * 240 && race.finished < 4; i++) {
    stepRace(race, aiControls(me, race.track, race.time), 1 / 60);
    for (const c of race.cars) {
      if (c.wall === 0) walls++;
      maxOff = Math.max(maxOff, Math.abs(c.lateral));
    }
  }
  return { race, walls, maxOff };
}

// One full race per circuit (the player's car driven by a flawless AI), shared by the tests below.
let sims: ReturnType<typeof simulate>[] = [];
beforeAll(() => {
  sims = TRACKS.map((_, i) => simulate(i, 10 + i, 1.06));
});

describe('circuits', () => {
  it('never overlap themselves, barriers included', () => {
    const edge = HALF_WIDTH + RUNOFF;
    TRACKS.forEach((_, i) => {
      expect({ i, clear: clearance(trackFor(i), 4 * edge) >= 2 * edge }).toEqual({ i, clear: true });
    });
  });
  it('start on a straight with all four grid slots on the asphalt behind the line', () => {
    TRACKS.forEach((_, i) => {
      const t = trackFor(i);
      expect(Math.abs(bend(t, -80, 160))).toBeLessThan(0.0025);
      for (let slot = 0; slot < 4; slot++) {
        const car = gridCar(t, slot, driver, slot > 0);
        expect(car.progress).toBeLessThan(0);
        const at = locate(t, car);
        expect(Math.abs(at.lateral)).toBeLessThan(HALF_WIDTH - 10);
      }
    });
  });
  it('get longer and their AI quicker in unlock order', () => {
    expect(trackFor(3).length).toBeGreaterThan(trackFor(0).length);
    for (let i = 1; i < TRACKS.length; i++) expect(TRACKS[i]!.pace).toBeGreaterThan(TRACKS[i - 1]!.pace);
  });
});

describe('car handling', () => {
  it('accelerates to top speed on the road and a lower one on the sand', () => {
    const car = freeCar();
    run(car, { throttle: 1, steer: 0 }, 1);
    const after1 = forwardSpeed(car);
    expect(after1).toBeGreaterThan(100);
    expect(car.x).toBeGreaterThan(50);
    run(car, { throttle: 1, steer: 0 }, 8);
    expect(forwardSpeed(car)).toBeCloseTo(CAR.maxSpeed, 0);
    run(car, { throttle: 1, steer: 0 }, 3, 'sand');
    expect(forwardSpeed(car)).toBeCloseTo(CAR.sandMax, 0);
    expect(surfaceAt(HALF_WIDTH - 1)).toBe('road');
    expect(surfaceAt(-HALF_WIDTH - 1)).toBe('sand');
  });
  it('brakes to a stop, then reverses slowly; coasting slows down', () => {
    const car = freeCar({ vx: 200 });
    for (let i = 0; i < 27; i++) stepCar(car, { throttle: -1, steer: 0 }, 1 / 60, 'road'); // 200 / 460 s ≈ 26.1 steps
    expect(forwardSpeed(car)).toBeCloseTo(0, 5);
    run(car, { throttle: -1, steer: 0 }, 5);
    expect(forwardSpeed(car)).toBeCloseTo(-CAR.reverseMax, 5);
    const coast = freeCar({ vx: 200 });
    run(coast, { throttle: 0, steer: 0 }, 1);
    expect(forwardSpeed(coast)).toBeCloseTo(200 - CAR.coast, 0);
  });
  it('steers only when rolling: right turns clockwise on screen, less sharply at top speed', () => {
    const parked = freeCar();
    run(parked, { throttle: 0, steer: 1 }, 1);
    expect(parked.angle).toBe(0);
    const moving = freeCar({ vx: 150 });
    run(moving, { throttle: 1, steer: 1 }, 0.2);
    expect(moving.angle).toBeGreaterThan(0.3);
    expect(moving.y).toBeGreaterThan(0); // heading down the screen = to the car's right
    expect(turnRate(0)).toBe(0);
    expect(turnRate(CAR.maxSpeed)).toBeLessThan(turnRate(120));
    // Reversing turns the nose the other way, like a real car.
    const back = freeCar({ vx: -60 });
    run(back, { throttle: 0, steer: 1 }, 0.2);
    expect(back.angle).toBeLessThan(0);
  });
  it('grips: sideways sliding dies out quickly', () => {
    const car = freeCar({ vx: 100, vy: 150 });
    run(car, { throttle: 0, steer: 0 }, 0.5);
    expect(Math.abs(car.vy)).toBeLessThan(150 * 0.05);
  });
  it('corner speed is the fastest that still follows the bend', () => {
    for (const k of [1 / 80, 1 / 150, 1 / 300]) {
      const v = cornerSpeed(k);
      expect(turnRate(v) / v).toBeGreaterThanOrEqual(k - 1e-9);
      if (v < CAR.maxSpeed) expect(turnRate(v + 5) / (v + 5)).toBeLessThan(k);
    }
    expect(cornerSpeed(1 / 80)).toBeLessThan(cornerSpeed(1 / 300));
    expect(cornerSpeed(0)).toBe(CAR.maxSpeed);
  });
});

describe('barriers', () => {
  it('push a car back inside and bounce it off, losing speed', () => {
    const t = trackFor(0);
    const p = pointAt(t, 300);
    // Straight along +x at the top of the oval; the outside is up the screen (-y).
    const car = freeCar({ x: p.x, y: p.y - (HALF_WIDTH + RUNOFF + 5), vx: 100, vy: -200, angle: -1 });
    const hit = barrier(car, locate(t, car));
    expect(hit).toBe(true);
    expect(Math.abs(locate(t, car).lateral)).toBeCloseTo(HALF_WIDTH + RUNOFF - car.r, 3);
    expect(car.vy).toBeGreaterThan(0);
    expect(Math.hypot(car.vx, car.vy)).toBeLessThan(Math.hypot(100, 200));
    const inside = freeCar({ x: p.x, y: p.y - HALF_WIDTH, vx: 100, vy: -200 });
    expect(barrier(inside, locate(t, inside))).toBe(false);
    expect(inside.vy).toBe(-200);
  });
});

describe('races', () => {
  it('hold everyone on the grid during the countdown', () => {
    const race = createRace(0, rng(1));
    const x0 = race.cars.map((c) => c.x);
    for (let i = 0; i < 60; i++) stepRace(race, { throttle: 1, steer: 1 }, 1 / 60);
    expect(race.countdown).toBeCloseTo(COUNTDOWN - 1, 5);
    expect(race.cars.map((c) => c.x)).toEqual(x0);
    expect(race.time).toBe(0);
    expect(race.cars[0]!.ai).toBe(false);
    expect(race.cars.slice(1).every((c) => c.ai)).toBe(true);
    expect(placeOf(race, 0)).toBe(4); // the player starts at the back
  });
  it('AI drivers finish every circuit cleanly, at different paces', () => {
    TRACKS.forEach((_, i) => {
      const { race, walls, maxOff } = sims[i]!;
      expect({ i, finished: race.finished }).toEqual({ i, finished: 4 });
      expect(walls).toBe(0);
      expect(maxOff).toBeLessThan(HALF_WIDTH + RUNOFF);
      const times = race.cars.slice(1).map((c) => c.finishTime);
      expect(new Set(times.map((x) => x.toFixed(1))).size).toBe(3);
      for (const c of race.cars) {
        expect(c.lap).toBe(LAPS);
        expect(c.bestLap).toBeLessThan(c.finishTime / 2);
        expect(c.bestLap).toBeGreaterThan(5);
      }
    });
  });
  it('count laps, the finish order and standings consistently', () => {
    const { race } = simulate(1, 3);
    const order = standings(race);
    expect(order.map((i) => race.cars[i]!.finish)).toEqual([1, 2, 3, 4]);
    const times = order.map((i) => race.cars[i]!.finishTime);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    order.forEach((ci, k) => expect(placeOf(race, ci)).toBe(k + 1));
    expect(lapOf(race.cars[0]!)).toBe(LAPS);
  });
  it('report a lap event each time a car crosses the line', () => {
    const race = createRace(0, rng(2));
    race.countdown = 0;
    const me = race.cars[0]!;
    const laps: number[] = [];
    for (let i = 0; i < 60 * 60 && !me.finish; i++) {
      stepRace(race, aiControls(me, race.track, race.time), 1 / 60);
      for (const e of race.events) if (e.car === 0) laps.push(e.lap);
    }
    expect(laps).toEqual([1, 2, 3]);
    expect(me.finish).toBeGreaterThan(0);
  });
  it('a stalled player drops behind everyone; backing over the line does not count a lap', () => {
    const race = createRace(0, rng(4));
    for (let i = 0; i < 60 * 8; i++) stepRace(race, { throttle: 0, steer: 0 }, 1 / 60);
    expect(placeOf(race, 0)).toBe(4);
    const back = createRace(0, rng(4));
    back.countdown = 0;
    const me = back.cars[0]!;
    back.cars = [me];
    // Put the player just past the line, then reverse over it.
    const p = pointAt(back.track, 10);
    Object.assign(me, { x: p.x, y: p.y, angle: p.angle, s: 10, seg: p.seg, progress: back.track.length * 1 + 10, lap: 1 });
    for (let i = 0; i < 60 * 2; i++) stepRace(back, { throttle: -1, steer: 0 }, 1 / 60);
    expect(me.progress).toBeLessThan(back.track.length);
    expect(me.lap).toBe(1);
    expect(wrongWay({ ...me, angle: p.angle + Math.PI, vx: -Math.cos(p.angle) * 100, vy: -Math.sin(p.angle) * 100 }, back.track)).toBe(true);
    expect(wrongWay({ ...me, angle: p.angle, vx: Math.cos(p.angle) * 100, vy: Math.sin(p.angle) * 100 }, back.track)).toBe(false);
  });
  it('bumping cars push each other apart', () => {
    const race: Race = createRace(0, rng(5));
    race.countdown = 0;
    const [a, b] = race.cars as [Car, Car];
    Object.assign(b, { x: a.x + 12, y: a.y, vx: 0, vy: 0 });
    a.vx = 100;
    a.vy = 0;
    stepRace(race, { throttle: 0, steer: 0 }, 1 / 60);
    expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(a.r + b.r - 1e-6);
    expect(race.bumps).toBeGreaterThan(0);
  });
});

describe('scoring and progression', () => {
  it('pays more for better places and later circuits, plus a bonus under par', () => {
    expect(racePoints(1, 0)).toBeGreaterThan(racePoints(2, 0));
    expect(racePoints(3, 0)).toBeGreaterThan(racePoints(4, 0));
    expect(racePoints(1, 3)).toBeGreaterThan(racePoints(1, 0));
    expect(racePoints(5, 0)).toBe(0);
    expect(timeBonus(TRACKS[0]!.par - 2, 0)).toBe(80);
    expect(timeBonus(TRACKS[0]!.par + 5, 0)).toBe(0);
  });
  it('only the top three go on', () => {
    expect([1, 2, 3, 4].map(qualifies)).toEqual([true, true, true, false]);
    expect(qualifies(0)).toBe(false);
  });
  it('the rubber band is gentle and bounded', () => {
    expect(paceScale(0)).toBe(1);
    expect(paceScale(2000)).toBeLessThan(1);
    expect(paceScale(1e6)).toBe(0.95);
    expect(paceScale(-1e6)).toBe(1.04);
  });
  it('a perfect driver beats par on every circuit; a merely good field does not all beat it', () => {
    TRACKS.forEach((t, i) => {
      const { race } = sims[i]!;
      expect(race.cars[0]!.finishTime).toBeLessThan(t.par);
      expect(race.cars.some((c) => c.finishTime > t.par - 3)).toBe(true);
    });
  });
});
