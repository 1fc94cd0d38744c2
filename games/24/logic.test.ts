import {
  COURSE_SEED, GOAL_M, PX_PER_M, STAGE_M, WHEEL_R, BODY, MAX_LEVEL, UPGRADES, FLIP_BONUS, AIR_BONUS,
  makeTerrain, terrainFrom, groundY, groundContact, maxSlope, maxSlopeAt, createBuggy, stepBuggy, grounded, groundSpeed,
  vehicleStats, noUpgrades, upgradeCost, buyUpgrade, burnRate, createRun, stepRun, metres, stageOf, coinValue, autopilot,
  type Buggy, type Terrain, type Run,
} from './logic.js';

const base = vehicleStats(noUpgrades());
const flat = terrainFrom(() => 0, -1000, 20000);
const frames = (b: Buggy, t: Terrain, gas: number, brake: number, seconds: number, each?: (b: Buggy) => void) => {
  for (let i = 0; i < Math.round(seconds * 60); i++) { stepBuggy(b, t, { gas, brake }, base, 1 / 60); each?.(b); }
};
/** How far a wheel is inside the ground (0 when clear). */
const sink = (b: Buggy, t: Terrain) => Math.max(0, ...b.wheels.map((w) => groundContact(t, w.x, w.y, WHEEL_R)?.depth ?? 0));
const maxed = () => ({ engine: MAX_LEVEL, tyres: MAX_LEVEL, suspension: MAX_LEVEL, tank: MAX_LEVEL });

function drive(run: Run, seconds = 400, each?: (run: Run) => void) {
  for (let i = 0; i < seconds * 60 && run.status === 'driving'; i++) { stepRun(run, autopilot(run), 1 / 60); each?.(run); }
  return run;
}

describe('terrain', () => {
  const t = makeTerrain(COURSE_SEED);
  it('is the same for the same seed and different for another', () => {
    expect(Array.from(makeTerrain(COURSE_SEED).ys)).toEqual(Array.from(t.ys));
    expect(groundY(makeTerrain(COURSE_SEED + 1), 30000)).not.toBeCloseTo(groundY(t, 30000), 0);
  });
  it('starts flat and reaches past the summit', () => {
    for (let x = -500; x <= 250; x += 10) expect(Math.abs(groundY(t, x))).toBeLessThan(0.5);
    expect(t.x0 + (t.ys.length - 1) * t.step).toBeGreaterThan(GOAL_M * PX_PER_M + 500);
  });
  it('never gets steeper than its stage allows, and the late stages are steeper than the first', () => {
    for (let x = 0; x < GOAL_M * PX_PER_M; x += 10) {
      expect(Math.abs(groundY(t, x + 10) - groundY(t, x)) / 10).toBeLessThanOrEqual(maxSlopeAt(x + 10) + 1e-9);
    }
    const first = maxSlope(t, 0, STAGE_M * PX_PER_M);
    const last = maxSlope(t, (GOAL_M - STAGE_M) * PX_PER_M, GOAL_M * PX_PER_M);
    expect(last).toBeGreaterThan(first + 0.2);
  });
  it('reports contact only for a circle touching the ground, pushing it up and out', () => {
    expect(groundContact(flat, 0, -20, 13)).toBeNull();
    const c = groundContact(flat, 0, -10, 13)!;
    expect(c.nx).toBeCloseTo(0, 6);
    expect(c.ny).toBeCloseTo(-1, 6);
    expect(c.depth).toBeCloseTo(3, 6);
    // A centre that slipped below the surface still goes up, never down.
    const deep = groundContact(flat, 0, 5, 13)!;
    expect(deep.ny).toBeLessThan(0);
    expect(deep.depth).toBeCloseTo(18, 6);
  });
});

describe('suspension and wheels', () => {
  it('settles on flat ground without bouncing for ever', () => {
    const b = createBuggy(flat, 100);
    let early = 0;
    let late = 0;
    let t = 0;
    frames(b, flat, 0, 0, 4, (bb) => {
      t += 1 / 60;
      if (t > 0.3 && t < 1.3) early = Math.max(early, Math.abs(bb.vy));
      if (t > 3) late = Math.max(late, Math.abs(bb.vy));
    });
    expect(b.wheels.every((w) => w.ground)).toBe(true);
    expect(Math.abs(b.a)).toBeLessThan(0.02);
    expect(late).toBeLessThan(1);
    expect(late).toBeLessThan(early / 5);
    // The springs carry the body, compressed but not onto the bump stops.
    for (const w of b.wheels) {
      expect(w.ext).toBeLessThan(-1);
      expect(w.ext).toBeGreaterThan(-base.travel);
    }
    expect(b.crashed).toBe(false);
  });
  it('absorbs a drop from high up: no wheel ends a step inside the ground, and it lands upright', () => {
    const b = createBuggy(flat, 100);
    b.y -= 220;
    for (const w of b.wheels) w.y -= 220;
    let worst = 0;
    frames(b, flat, 0, 0, 4, (bb) => { worst = Math.max(worst, sink(bb, flat)); for (const w of bb.wheels) expect(w.y).toBeLessThan(groundY(flat, w.x)); });
    expect(worst).toBeLessThan(0.5);
    expect(b.crashed).toBe(false);
    expect(Math.abs(b.a)).toBeLessThan(0.05);
    expect(Math.abs(b.vy)).toBeLessThan(1);
  });
  it('keeps both wheels out of the ground over the whole course at full speed', () => {
    const run = createRun(COURSE_SEED, maxed());
    let worst = 0;
    let steps = 0;
    drive(run, 200, (r) => { steps++; worst = Math.max(worst, sink(r.buggy, r.terrain)); });
    expect(steps).toBeGreaterThan(60 * 60);
    expect(worst).toBeLessThan(1);
    expect(Number.isFinite(run.buggy.x + run.buggy.y + run.buggy.a)).toBe(true);
  });
  it('accelerates with gas up to the top speed, brakes, then reverses slowly', () => {
    const b = createBuggy(flat, 100);
    frames(b, flat, 0, 0, 1);
    frames(b, flat, 1, 0, 8);
    expect(groundSpeed(b)).toBeGreaterThan(base.top * 0.9);
    expect(groundSpeed(b)).toBeLessThanOrEqual(base.top + 1);
    frames(b, flat, 0, 1, 1.3);
    expect(Math.abs(groundSpeed(b))).toBeLessThan(60);
    frames(b, flat, 0, 1, 3);
    expect(groundSpeed(b)).toBeLessThan(-60);
    expect(groundSpeed(b)).toBeGreaterThan(-150);
  });
  it('in the air the gas lifts the nose and the brake drops it', () => {
    const sky = terrainFrom(() => 100000, -1000, 5000);
    const up = createBuggy(flat, 100);
    const down = createBuggy(flat, 100);
    frames(up, sky, 1, 0, 0.4);
    frames(down, sky, 0, 1, 0.4);
    expect(grounded(up)).toBe(false);
    expect(up.a).toBeLessThan(-0.3);
    expect(down.a).toBeGreaterThan(0.3);
  });
  it('a roof landing is a crash, a wheels-down landing is not', () => {
    const flipped = createBuggy(flat, 100, Math.PI);
    flipped.y -= 60;
    for (const w of flipped.wheels) w.y -= 60;
    frames(flipped, flat, 0, 0, 2);
    expect(flipped.crashed).toBe(true);
    const upright = createBuggy(flat, 100);
    frames(upright, flat, 1, 0, 3);
    expect(upright.crashed).toBe(false);
  });
  it('the driver head sits above the hull so it only touches down when upside down', () => {
    const top = Math.min(...BODY.hull.map(([, y]) => y));
    expect(BODY.head[1] + BODY.headR).toBeLessThan(top + 10);
    expect(BODY.head[1]).toBeLessThan(top);
  });
});

describe('a run', () => {
  it('burns fuel faster on the gas, refills at a can and stops dead when dry', () => {
    expect(burnRate(1)).toBeGreaterThan(burnRate(0));
    const run = createRun(COURSE_SEED, noUpgrades());
    const f0 = run.fuel;
    for (let i = 0; i < 60; i++) stepRun(run, { gas: 1, brake: 0 }, 1 / 60);
    expect(run.fuel).toBeCloseTo(f0 - burnRate(1), 5);
    const can = run.cans[0]!;
    run.fuel = 80;
    drive(run, 60, (r) => { if (can.taken) r.status = 'summit'; });
    expect(can.taken).toBe(true);
    expect(run.fuel).toBeGreaterThan(run.stats.fuelMax - 10);
    const dry = createRun(COURSE_SEED, noUpgrades());
    dry.fuel = 0;
    for (let i = 0; i < 60 * 3 && dry.status === 'driving'; i++) stepRun(dry, { gas: 1, brake: 0 }, 1 / 60);
    expect(dry.status).toBe('empty');
    expect(metres(dry)).toBe(0);
  });
  it('collects coins along the way, worth more further on', () => {
    expect([coinValue(100), coinValue(1000), coinValue(2000)]).toEqual([1, 2, 5]);
    const run = drive(createRun(COURSE_SEED, maxed()), 30);
    const taken = run.coins.filter((c) => c.taken);
    expect(taken.length).toBeGreaterThan(5);
    expect(run.coinsGot).toBeGreaterThanOrEqual(taken.reduce((s, c) => s + c.value, 0));
    expect(taken.every((c) => c.x < run.maxX + 60)).toBe(true);
  });
  it('pays for a flip and for long air time on landing', () => {
    const run = createRun(COURSE_SEED, noUpgrades());
    run.terrain = flat;
    run.buggy = createBuggy(flat, 100);
    run.airTurn = -Math.PI * 2;
    run.airTime = 1.3;
    let got = { flips: 0, coins: 0 };
    for (let i = 0; i < 30 && !got.flips; i++) got = stepRun(run, { gas: 0, brake: 0 }, 1 / 60);
    expect(got).toMatchObject({ flips: 1, air: true, coins: FLIP_BONUS + AIR_BONUS });
    expect(run.flips).toBe(1);
    // Half a turn is no flip.
    const half = createRun(COURSE_SEED, noUpgrades());
    half.terrain = flat;
    half.buggy = createBuggy(flat, 100);
    half.airTurn = Math.PI;
    half.airTime = 0.5;
    let ev = stepRun(half, { gas: 0, brake: 0 }, 1 / 60);
    for (let i = 0; i < 30 && !ev.landed && !grounded(half.buggy); i++) ev = stepRun(half, { gas: 0, brake: 0 }, 1 / 60);
    expect(half.flips).toBe(0);
  });
  it('scores metres from the start line and counts stages', () => {
    const run = createRun(COURSE_SEED, noUpgrades());
    expect(metres(run)).toBe(0);
    run.maxX = run.startX + 1234.5 * PX_PER_M;
    expect(metres(run)).toBe(1234);
    expect([stageOf(0), stageOf(499), stageOf(500), stageOf(2499), stageOf(GOAL_M)]).toEqual([1, 1, 2, 5, 5]);
    run.maxX = run.startX + GOAL_M * PX_PER_M;
    stepRun(run, { gas: 0, brake: 0 }, 1 / 60);
    expect(run.status).toBe('summit');
  });
  it('the summit needs upgrades: a stock buggy runs dry on the way, a maxed one gets there', () => {
    const stock = drive(createRun(COURSE_SEED, noUpgrades()));
    expect(stock.status).not.toBe('summit');
    expect(metres(stock)).toBeGreaterThan(400);
    const best = drive(createRun(COURSE_SEED, maxed()));
    expect(best.status).toBe('summit');
    expect(metres(best)).toBe(GOAL_M);
  });
});

describe('upgrades', () => {
  it('cost more each level and stop at the top', () => {
    for (let l = 1; l < MAX_LEVEL; l++) expect(upgradeCost(l)).toBeGreaterThan(upgradeCost(l - 1));
    expect(upgradeCost(MAX_LEVEL)).toBe(Infinity);
  });
  it('are bought with coins only when affordable', () => {
    const bank = { coins: upgradeCost(0) - 1, levels: noUpgrades() };
    expect(buyUpgrade(bank, 'engine')).toBe(false);
    expect(bank).toEqual({ coins: upgradeCost(0) - 1, levels: noUpgrades() });
    bank.coins += 1 + upgradeCost(1);
    expect(buyUpgrade(bank, 'engine')).toBe(true);
    expect(buyUpgrade(bank, 'engine')).toBe(true);
    expect(bank.coins).toBe(0);
    expect(bank.levels.engine).toBe(2);
    const rich = { coins: 1e6, levels: { ...noUpgrades(), tank: MAX_LEVEL } };
    expect(buyUpgrade(rich, 'tank')).toBe(false);
    expect(rich.levels.tank).toBe(MAX_LEVEL);
  });
  it('each one improves its part of the buggy', () => {
    for (const key of UPGRADES) {
      const up = vehicleStats({ ...noUpgrades(), [key]: 1 });
      const changed = (Object.keys(base) as (keyof typeof base)[]).filter((k) => up[k] !== base[k]);
      expect(changed.length).toBeGreaterThan(0);
      for (const k of changed) expect(up[k]).toBeGreaterThan(base[k]);
    }
  });
});
