import {
  LANES, LANE_W, ROAD_X, PLAYER_Y, CAR_H, CAR_W, LEVEL_DIST, COMBO_TIME, FUEL_BURN, CAN_FUEL, BLOCK_WINDOW, START_LIVES,
  laneX, laneAt, levelFor, cruiseSpeed, trafficSpeeds, spawnGap, openLanesAt, createWorld, changeLane, laneFree, wayThrough, lanesUsed,
  spawnVehicle, queueTraffic, keepWayThrough, step, scoreOf, safestLane, type Vehicle, type World,
} from './logic.js';

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
const never = () => 0.999; // no spawns in the first lanes tried, no lane changes, late fuel cans
const car = (lane: number, y: number, speed = 200, over: Partial<Vehicle> = {}): Vehicle => ({
  lane, toLane: lane, x: laneX(lane), y, w: CAR_W, h: CAR_H, speed, kind: 'car', color: 0, signal: 0, close: -1, passed: false, hit: false, ...over,
});
/** A world with no random traffic: spawns and fuel cans pushed far away. */
function quiet(over: Partial<World> = {}): World {
  return { ...createWorld(), nextSpawn: 1e9, nextCan: 1e9, speed: cruiseSpeed(1), ...over };
}
const cruise = { boost: false, brake: false };

describe('lanes', () => {
  it('map lanes to x and back, and keep the player on the road', () => {
    expect(laneX(0)).toBe(ROAD_X + LANE_W / 2);
    expect(laneAt(laneX(3) + 20)).toBe(3);
    expect(laneAt(-100)).toBe(0);
    const w = createWorld();
    expect(w.lane).toBe(1);
    expect(changeLane(w, -1)).toBe(true);
    expect(changeLane(w, -1)).toBe(false);
    expect(w.lane).toBe(0);
    for (let i = 0; i < 5; i++) changeLane(w, 1);
    expect(w.lane).toBe(LANES - 1);
  });
  it('slide the car over smoothly rather than teleporting', () => {
    const w = quiet();
    changeLane(w, 1);
    step(w, cruise, 1 / 60, never);
    expect(w.x).toBeGreaterThan(laneX(1));
    expect(w.x).toBeLessThan(laneX(2));
    for (let i = 0; i < 30; i++) step(w, cruise, 1 / 60, never);
    expect(w.x).toBe(laneX(2));
  });
});

describe('difficulty', () => {
  it('rises with distance: faster player and traffic, denser spawns, fewer guaranteed free lanes', () => {
    expect(levelFor(0)).toBe(1);
    expect(levelFor(LEVEL_DIST - 1)).toBe(1);
    expect(levelFor(LEVEL_DIST)).toBe(2);
    expect(cruiseSpeed(3)).toBeGreaterThan(cruiseSpeed(1));
    expect(cruiseSpeed(100)).toBe(640);
    expect(trafficSpeeds(4).min).toBeGreaterThan(trafficSpeeds(1).min);
    expect(trafficSpeeds(4).max).toBeGreaterThan(trafficSpeeds(4).min);
    expect(spawnGap(5)).toBeLessThan(spawnGap(1));
    expect(spawnGap(100)).toBe(150);
    expect([1, 3, 4, 9].map(openLanesAt)).toEqual([2, 2, 1, 1]);
    // Traffic is always slower than the player cruises, so it comes down the screen.
    for (let lv = 1; lv <= 12; lv++) expect(trafficSpeeds(lv).max).toBeLessThan(cruiseSpeed(lv));
  });
  it('announces each new stage once', () => {
    const w = quiet({ distance: LEVEL_DIST - 2 });
    expect(step(w, cruise, 1 / 60, never).levelUp).toBe(true);
    expect(w.level).toBe(2);
    expect(step(w, cruise, 1 / 60, never).levelUp).toBe(false);
  });
});

describe('a way through the traffic', () => {
  it('a lane is refused right behind or beside a car in it', () => {
    expect(laneFree([car(2, 100)], 2, 100 + CAR_H + 20, CAR_H)).toBe(false);
    expect(laneFree([car(2, 100)], 2, 100 + CAR_H + 200, CAR_H)).toBe(true);
  });
  it('never shuts the last free lanes: two open early on, one later', () => {
    const traffic = [car(0, 0), car(1, 150)];
    expect(laneFree(traffic, 2, 200, CAR_H, undefined, 2)).toBe(false);
    expect(laneFree(traffic, 2, 200, CAR_H, undefined, 1)).toBe(true);
    expect(laneFree([...traffic, car(2, 250)], 3, 120, CAR_H, undefined, 1)).toBe(false);
    // Far enough apart there is room to weave between them.
    expect(laneFree(traffic, 2, 150 + CAR_H + BLOCK_WINDOW + 5, CAR_H, undefined, 2)).toBe(true);
  });
  it('a car changing lanes holds both lanes', () => {
    const mover = car(0, 0, 200, { toLane: 1, signal: 0.5 });
    expect(lanesUsed([mover], -10, 10)).toEqual(new Set([0, 1]));
    expect(laneFree([car(3, 100), mover], 2, 50, CAR_H, undefined, 2)).toBe(false);
    const self = car(1, 0);
    // Moving self from lane 1 into lane 2 next to a car in lane 3: lanes 1, 2, 3 busy at once.
    expect(laneFree([self, car(3, 20)], 2, 0, CAR_H, self, 2)).toBe(false);
  });
  it('traffic closing in on traffic ahead matches its speed instead of forming a wall', () => {
    const below = car(0, 300, 220);
    const above = car(1, 300 - CAR_H - BLOCK_WINDOW + 10, 150);
    const third = car(2, 300 - 40, 220);
    const traffic = [below, above, third];
    keepWayThrough(traffic, 2);
    expect(above.speed).toBe(220);
    const sameLane = [car(0, 300, 150), car(0, 300 + CAR_H + 30, 250)];
    queueTraffic(sameLane);
    expect(sameLane[1]!.speed).toBe(150);
  });
  it('holds through long random drives at every stage', () => {
    for (const start of [1, 3, 4, 7]) {
      for (const seed of [1, 2, 3]) {
        const r = rng(seed * 31 + start);
        const w = createWorld();
        w.distance = (start - 1) * LEVEL_DIST;
        w.level = start;
        let spawned = 0;
        for (let i = 0; i < 60 * 90; i++) {
          w.invuln = 10; // keep driving through crashes
          const want = safestLane(w);
          if (want !== w.lane) changeLane(w, want - w.lane);
          w.fuel = 100;
          const before = w.traffic.length;
          step(w, { boost: i % 600 < 200, brake: false }, 1 / 60, r);
          if (w.traffic.length > before) spawned++;
          if (!wayThrough(w.traffic, openLanesAt(w.level))) throw new Error(`blocked at stage ${w.level}, seed ${seed}, step ${i}`);
        }
        expect(spawned).toBeGreaterThan(40);
      }
    }
  });
  it('spawns above the screen in a permitted lane, or not at all', () => {
    const w = quiet();
    const v = spawnVehicle(w, rng(4))!;
    expect(v.y + v.h).toBeLessThan(0);
    expect(w.traffic).toContain(v);
    const full = quiet({ traffic: [car(0, -120), car(1, -110), car(2, -300), car(3, -330)] });
    expect(spawnVehicle(full, rng(4))).toBeNull();
  });
});

describe('near misses', () => {
  /** Player in lane 1 with a car close ahead in the same lane. */
  const setup = () => {
    const w = quiet();
    w.x = laneX(1);
    const v = car(1, PLAYER_Y - CAR_H - 100, 100);
    w.traffic = [v];
    step(w, cruise, 1 / 60, never);
    expect(v.close).toBeGreaterThan(0);
    return { w, v };
  };
  const runUntilPassed = (w: World, v: Vehicle) => {
    let pts = 0;
    for (let i = 0; i < 240 && !v.passed; i++) pts += step(w, cruise, 1 / 60, never).nearMiss;
    return pts;
  };
  it('score for dodging a car at the last moment', () => {
    const { w, v } = setup();
    changeLane(w, 1);
    const pts = runUntilPassed(w, v);
    expect(pts).toBe(50);
    expect(w).toMatchObject({ nearMisses: 1, combo: 1, crashes: 0, lives: START_LIVES });
    expect(w.bonus).toBe(50);
  });
  it('in a row multiply, and the combo lapses after a quiet spell', () => {
    const { w, v } = setup();
    changeLane(w, 1);
    runUntilPassed(w, v);
    const v2 = car(2, PLAYER_Y - CAR_H - 100, 100);
    w.traffic.push(v2);
    step(w, cruise, 1 / 60, never);
    changeLane(w, 1); // not back into lane 1: the first car is still alongside there
    expect(runUntilPassed(w, v2)).toBe(100);
    expect(w.crashes).toBe(0);
    expect(w.combo).toBe(2);
    for (let i = 0; i < (COMBO_TIME + 0.5) * 60; i++) step(w, cruise, 1 / 60, never);
    expect(w.combo).toBe(0);
  });
  it('do not count for cars that were never in your way', () => {
    const w = quiet();
    const v = car(3, PLAYER_Y - 300, 100);
    w.traffic = [v];
    expect(runUntilPassed(w, v)).toBe(0);
    expect(w.nearMisses).toBe(0);
  });
});

describe('crashes', () => {
  it('cost a life, wreck the other car, slow you down and give a moment of safety', () => {
    const w = quiet();
    w.x = laneX(1);
    const v = car(1, PLAYER_Y - CAR_H + 10, 100);
    const v2 = car(1, PLAYER_Y - 2 * CAR_H - 40, 100);
    w.traffic = [v, v2];
    const speed = w.speed;
    const ev = step(w, cruise, 1 / 60, never);
    expect(ev.crash).toBe(v);
    expect(w).toMatchObject({ lives: START_LIVES - 1, crashes: 1 });
    expect(w.speed).toBeLessThan(speed * 0.5);
    expect(w.invuln).toBeGreaterThan(1);
    expect(w.traffic).not.toContain(v);
    let again = 0;
    for (let i = 0; i < 60; i++) if (step(w, cruise, 1 / 60, never).crash) again++;
    expect(again).toBe(0);
  });
});

describe('speed and fuel', () => {
  it('boost is faster than cruising, braking slower', () => {
    const speedAfter = (input: { boost: boolean; brake: boolean }) => {
      const w = quiet();
      for (let i = 0; i < 180; i++) step(w, input, 1 / 60, never);
      return w.speed;
    };
    expect(speedAfter(cruise)).toBeCloseTo(cruiseSpeed(1));
    expect(speedAfter({ boost: true, brake: false })).toBeCloseTo(cruiseSpeed(1) * 1.4);
    expect(speedAfter({ boost: false, brake: true })).toBeCloseTo(cruiseSpeed(1) * 0.55);
  });
  it('burns fuel over time, twice as fast when boosting', () => {
    const w = quiet();
    for (let i = 0; i < 60; i++) step(w, cruise, 1 / 60, never);
    expect(w.fuel).toBeCloseTo(100 - FUEL_BURN, 5);
    const b = quiet();
    for (let i = 0; i < 60; i++) step(b, { boost: true, brake: false }, 1 / 60, never);
    expect(b.fuel).toBeCloseTo(100 - 2 * FUEL_BURN, 5);
  });
  it('a fuel can tops up the tank (never past full) and scores', () => {
    const w = quiet({ fuel: 50 });
    w.x = laneX(1);
    w.cans = [{ lane: 1, y: PLAYER_Y - 10, taken: false }];
    expect(step(w, cruise, 1 / 60, never).fuel).toBe(true);
    expect(w.fuel).toBeCloseTo(50 + CAN_FUEL - FUEL_BURN / 60, 5);
    expect(w.cans).toHaveLength(0);
    expect(w.bonus).toBe(25);
    const full = quiet({ fuel: 90 });
    full.x = laneX(1);
    full.cans = [{ lane: 1, y: PLAYER_Y, taken: false }];
    step(full, cruise, 1 / 60, never);
    expect(full.fuel).toBe(100);
  });
  it('an empty tank rolls the car to a stop and ends the run', () => {
    const w = quiet({ fuel: 0.01 });
    let empty = false;
    let steps = 0;
    while (!empty && steps < 600) { empty = step(w, cruise, 1 / 60, never).empty; steps++; }
    expect(empty).toBe(true);
    expect(w.speed).toBe(0);
    expect(steps).toBeGreaterThan(60); // it coasts for a while first
  });
  it('the score is metres driven plus bonuses', () => {
    const w = quiet();
    for (let i = 0; i < 120; i++) step(w, cruise, 1 / 60, never);
    w.bonus = 75;
    expect(scoreOf(w)).toBe(Math.floor(w.distance / 10) + 75);
  });
});

describe('autopilot', () => {
  it('moves out of a blocked lane into the open one beside it', () => {
    const w = quiet();
    w.traffic = [car(1, PLAYER_Y - 150), car(0, PLAYER_Y - 140), car(3, PLAYER_Y - 400)];
    expect(safestLane(w)).toBe(2);
    // Never through a car that is right beside the player.
    const boxed = quiet();
    boxed.lane = 0;
    boxed.x = laneX(0);
    boxed.traffic = [car(0, PLAYER_Y - 120), car(1, PLAYER_Y - 10)];
    expect(safestLane(boxed)).toBe(0);
  });
});
