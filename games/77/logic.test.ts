import {
  W, H, TOP, STAGES, PAD_HALF, HELI_H, HELI_SPEED, MIN_GAP, FUEL_MAX, FUEL_POD, ENEMIES,
  stageTuning, buildStage, ceilAt, floorAt, clearance, heliBox, hitsTerrain, inRock, steerHeli, burnFuel, refuel,
  aimAt, moveShot, stepBomb, inBlast, bossVolley, bossReload, killPoints, stageBonus, type Stage,
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
const stages: Stage[] = [];
for (let s = 0; s < STAGES; s++) for (let seed = 1; seed <= 8; seed++) stages.push(buildStage(s, rng(seed * 17 + s)));

describe('generated stages', () => {
  it('cycle through cave, city and canyon and get faster and tighter', () => {
    expect([0, 1, 2].map((i) => buildStage(i, rng(1)).theme)).toEqual(['cave', 'city', 'canyon']);
    expect(stageTuning(2).speed).toBeGreaterThan(stageTuning(0).speed);
    expect(stageTuning(2).gapMin).toBeLessThan(stageTuning(0).gapMin);
    expect(stageTuning(2).spacing).toBeLessThan(stageTuning(0).spacing);
    expect(stageTuning(2).bossHp).toBeGreaterThan(stageTuning(0).bossHp);
  });
  it('always leave a passage wider than the helicopter, even across its length on a slope', () => {
    for (const st of stages) {
      for (let x = 0; x <= st.length; x += 8) {
        const c = clearance(st, x - 20, x + 20);
        expect(c.bot - c.top).toBeGreaterThan(HELI_H * 5);
        expect(floorAt(st, x) - ceilAt(st, x)).toBeGreaterThanOrEqual(MIN_GAP - 1);
      }
    }
  });
  it('can be flown end to end by a helicopter that only climbs as fast as it can at the scroll speed', () => {
    for (const st of stages) {
      const perUnit = HELI_SPEED / st.speed;
      let y = (ceilAt(st, 80) + floorAt(st, 80)) / 2;
      for (let x = 80; x < st.length; x += 4) {
        // Look a little ahead and steer for the middle of what is coming.
        const ahead = clearance(st, x, x + 60);
        const want = (ahead.top + ahead.bot) / 2;
        y += Math.max(-perUnit * 4, Math.min(perUnit * 4, want - y));
        const box = heliBox({ x, y });
        expect(hitsTerrain(st, box)).toBe(false);
      }
    }
  });
  it('open wide at the start and in the boss arena', () => {
    for (const st of stages) {
      for (let x = 0; x < 200; x += 8) expect(floorAt(st, x) - ceilAt(st, x)).toBeGreaterThan(300);
      for (let x = st.arenaX; x <= st.length; x += 8) {
        expect(ceilAt(st, x)).toBeLessThanOrEqual(TOP + 10);
        expect(floorAt(st, x)).toBeGreaterThanOrEqual(H - 40);
      }
      expect(st.length - st.arenaX).toBeGreaterThan(W);
    }
  });
  it('place ground pieces on the rock surface, flyers and fuel inside the passage, in order', () => {
    for (const st of stages) {
      const xs = st.spawns.map((s) => s.x);
      expect(xs).toEqual([...xs].sort((a, b) => a - b));
      for (const s of st.spawns) {
        expect(s.x).toBeGreaterThanOrEqual(500);
        expect(s.x).toBeLessThan(st.arenaX);
        if (s.side !== 'air') {
          // Standing on a level ledge as wide as the piece.
          const at = s.side === 'floor' ? floorAt : ceilAt;
          for (const d of [-PAD_HALF, 0, PAD_HALF]) expect(at(st, s.x + d)).toBeCloseTo(s.y);
        }
        if (s.side === 'air') expect(inRock(st, s.x, s.y)).toBe(false);
        if (s.kind === 'sam' || s.kind === 'depot') expect(s.side).toBe('floor');
      }
      if (st.theme === 'city') expect(st.spawns.some((s) => s.side === 'ceil')).toBe(false);
      expect(st.spawns.filter((s) => s.kind !== 'fuel').length).toBeGreaterThanOrEqual(20);
    }
  });
  it('space the fuel so that collecting every pod keeps you flying, and skipping them does not', () => {
    for (const st of stages) {
      const burn = stageTuning(st.index).burn;
      let fuel = FUEL_MAX;
      let x = 0;
      for (const pod of st.spawns.filter((s) => s.kind === 'fuel')) {
        fuel = burnFuel(fuel, (pod.x - x) / st.speed, st.index);
        expect(fuel).toBeGreaterThan(10);
        fuel = refuel(fuel, FUEL_POD);
        x = pod.x;
      }
      expect(burnFuel(fuel, (st.arenaX - x) / st.speed, st.index)).toBeGreaterThan(0);
      expect((FUEL_MAX / burn) * st.speed).toBeLessThan(st.arenaX);
    }
  });
});

describe('helicopter', () => {
  const st = buildStage(0, rng(3));
  it('hit box touches rock only when it reaches the ceiling or floor', () => {
    const y = (ceilAt(st, 100) + floorAt(st, 100)) / 2;
    expect(hitsTerrain(st, heliBox({ x: 100, y }))).toBe(false);
    expect(hitsTerrain(st, heliBox({ x: 100, y: ceilAt(st, 100) + 4 }))).toBe(true);
    expect(hitsTerrain(st, heliBox({ x: 100, y: floorAt(st, 100) - 4 }))).toBe(true);
  });
  it('moves no faster than its top speed and stays within the left part of the view', () => {
    const h = { x: 100, y: 300 };
    steerHeli(h, 500, 0, 0.1, 0);
    expect(h.x).toBeCloseTo(100 + HELI_SPEED * 0.1);
    steerHeli(h, 3, 4, 1, 0);
    expect(h.x).toBeCloseTo(100 + HELI_SPEED * 0.1 + 3);
    expect(h.y).toBeCloseTo(304);
    steerHeli(h, 1e4, -1e4, 10, 0);
    expect(h.x).toBeLessThanOrEqual(W * 0.66);
    expect(h.y).toBeGreaterThan(TOP);
    steerHeli(h, -1e4, 0, 10, 500);
    expect(h.x).toBeGreaterThan(500);
  });
  it('burns fuel over time and refuels up to the tank size', () => {
    expect(burnFuel(50, 2, 0)).toBeCloseTo(50 - 2 * stageTuning(0).burn);
    expect(burnFuel(1, 10, 2)).toBe(0);
    expect(refuel(90, FUEL_POD)).toBe(FUEL_MAX);
    expect(refuel(20, FUEL_POD)).toBe(20 + FUEL_POD);
  });
});

describe('shots and bombs', () => {
  it('aims at a point at the requested speed', () => {
    const v = aimAt({ x: 0, y: 0 }, { x: 30, y: 40 }, 100);
    expect(v.vx).toBeCloseTo(60);
    expect(v.vy).toBeCloseTo(80);
  });
  it('a shot reports the first target its path crosses, even one it jumps over in a step', () => {
    const s = { x: 0, y: 0, vx: 1000, vy: 0 };
    expect(moveShot(s, 0.1, [{ x: 80, y: 0, r: 5 }, { x: 40, y: 2, r: 5 }])).toBe(1);
    expect(s.x).toBeCloseTo(100);
    expect(moveShot({ x: 0, y: 0, vx: 1000, vy: 0 }, 0.1, [{ x: 50, y: 20, r: 5 }])).toBe(-1);
  });
  it('bombs fall faster and faster while their forward speed fades', () => {
    const b = { x: 0, y: 0, vx: 100, vy: 0 };
    stepBomb(b, 0.1);
    const y1 = b.y;
    const vx1 = b.vx;
    stepBomb(b, 0.1);
    expect(b.y - y1).toBeGreaterThan(y1);
    expect(b.vx).toBeLessThan(vx1);
    expect(b.vx).toBeGreaterThan(0);
  });
  it('a blast reaches things whose edge is within its radius', () => {
    expect(inBlast({ x: 30, y: 0, r: 10 }, 0, 0, 20)).toBe(true);
    expect(inBlast({ x: 31, y: 0, r: 10 }, 0, 0, 20)).toBe(false);
  });
  it('rock stops shots above the ceiling and below the floor', () => {
    const st = buildStage(2, rng(8));
    expect(inRock(st, 900, ceilAt(st, 900) - 2)).toBe(true);
    expect(inRock(st, 900, floorAt(st, 900) + 2)).toBe(true);
    expect(inRock(st, 900, (ceilAt(st, 900) + floorAt(st, 900)) / 2)).toBe(false);
  });
});

describe('boss', () => {
  const boss = { x: 300, y: 300 };
  const heli = { x: 100, y: 200 };
  it('cycles a fan of five and an aimed burst of three on the first stage', () => {
    const fan = bossVolley(0, boss, heli, 0);
    expect(fan).toHaveLength(5);
    expect(fan.every((s) => s.vx < 0)).toBe(true);
    const burst = bossVolley(1, boss, heli, 0);
    expect(burst).toHaveLength(3);
    const mid = burst[1]!;
    // The middle shot heads straight at the helicopter.
    expect(Math.atan2(mid.vy, mid.vx)).toBeCloseTo(Math.atan2(heli.y - boss.y, heli.x - boss.x));
    expect(bossVolley(2, boss, heli, 0)).toHaveLength(5);
  });
  it('adds a ring from the second stage, and shoots faster later', () => {
    expect(bossVolley(2, boss, heli, 1)).toHaveLength(9);
    const speed = (st: number) => Math.hypot(bossVolley(0, boss, heli, st)[0]!.vx, bossVolley(0, boss, heli, st)[0]!.vy);
    expect(speed(2)).toBeGreaterThan(speed(0));
  });
  it('fires more often when hurt and on later stages, within a floor', () => {
    expect(bossReload(0, 0.2)).toBeLessThan(bossReload(0, 1));
    expect(bossReload(2, 1)).toBeLessThan(bossReload(0, 1));
    expect(bossReload(9, 0)).toBe(0.7);
  });
});

describe('scoring', () => {
  it('pays more for tougher enemies and later stages', () => {
    expect(killPoints('drone', 0)).toBe(ENEMIES.drone.pts);
    expect(killPoints('sam', 0)).toBeGreaterThan(killPoints('drone', 0));
    expect(killPoints('drone', 2)).toBe(ENEMIES.drone.pts * 2);
  });
  it('a stage bonus grows with the stage, fuel left and lives kept', () => {
    expect(stageBonus(0, 50, 2)).toBe(2000 + 500 + 600);
    expect(stageBonus(1, 50, 2)).toBeGreaterThan(stageBonus(0, 50, 2));
    expect(stageBonus(0, 80, 2)).toBeGreaterThan(stageBonus(0, 50, 2));
  });
});
