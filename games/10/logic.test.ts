import { circleHit, bulletHits, pathPoint, makeWave, bossHp, weaponShots, aimAt, bossVolley, dropFor, clamp, BOSS_EVERY, ENEMY } from './logic.js';

function rng(seed: number) {
  let a = seed >>> 0;
  return () => { a = (a * 1664525 + 1013904223) >>> 0; return a / 4294967296; };
}

describe('shooter collisions', () => {
  it('circles hit when overlapping, not when just apart', () => {
    expect(circleHit({ x: 0, y: 0, r: 5 }, { x: 9, y: 0, r: 5 })).toBe(true);
    expect(circleHit({ x: 0, y: 0, r: 5 }, { x: 10, y: 0, r: 5 })).toBe(false);
    expect(circleHit({ x: 0, y: 0, r: 5 }, { x: 7, y: 7, r: 5 })).toBe(true);
    expect(circleHit({ x: 0, y: 0, r: 5 }, { x: 8, y: 8, r: 5 })).toBe(false);
  });
  it('each bullet hits at most one target, the first it touches', () => {
    const bullets = [{ x: 100, y: 100, r: 4 }, { x: 300, y: 300, r: 4 }, { x: 52, y: 50, r: 4 }];
    const targets = [{ x: 50, y: 50, r: 16 }, { x: 100, y: 104, r: 16 }, { x: 100, y: 96, r: 16 }];
    expect(bulletHits(bullets, targets)).toEqual([[0, 1], [2, 0]]);
    expect(bulletHits([], targets)).toEqual([]);
  });
});

describe('enemy flight paths', () => {
  const p = { i: 0, n: 5, w: 480, h: 720, speed: 1, lane: 240 };
  it('every path enters from off-screen, shows up on screen and eventually leaves', () => {
    for (const kind of ['dive', 'swoopL', 'swoopR', 'row', 'vee', 'zigzag'] as const) {
      const start = pathPoint(kind, 0, p);
      expect(start.y < 0 || start.x < 0 || start.x > 480).toBe(true);
      let seen = false;
      let done = false;
      for (let t = 0; t < 40 && !done; t += 0.05) {
        const q = pathPoint(kind, t, p);
        if (q.x > 0 && q.x < 480 && q.y > 0 && q.y < 720) seen = true;
        done = q.done;
      }
      expect([kind, seen]).toEqual([kind, true]);
      expect([kind, done]).toEqual([kind, true]);
    }
  });
  it('formation members are spread out', () => {
    const a = pathPoint('row', 3, { ...p, i: 0 });
    const b = pathPoint('row', 3, { ...p, i: 4 });
    expect(Math.abs(a.x - b.x)).toBeGreaterThan(200);
  });
});

describe('waves and difficulty', () => {
  it('every fifth wave is a boss with growing hit points', () => {
    const r = rng(1);
    for (let n = 1; n <= 15; n++) expect(makeWave(n, r).boss).toBe(n % BOSS_EVERY === 0);
    expect(bossHp(10)).toBeGreaterThan(bossHp(5));
  });
  it('later waves are faster, fire more and field more enemies', () => {
    const total = (n: number) => { const w = makeWave(n, rng(n)); return w.groups.reduce((s, g) => s + g.count, 0); };
    expect(makeWave(9, rng(2)).speed).toBeGreaterThan(makeWave(1, rng(2)).speed);
    expect(makeWave(9, rng(2)).fire).toBeGreaterThan(makeWave(1, rng(2)).fire);
    expect(total(9)).toBeGreaterThan(total(1));
    expect(makeWave(1, rng(3)).groups.every((g) => g.kind === 'scout')).toBe(true);
  });
  it('enemy kinds get tougher and worth more', () => {
    expect(ENEMY.tank.hp).toBeGreaterThan(ENEMY.gunner.hp);
    expect(ENEMY.tank.points).toBeGreaterThan(ENEMY.scout.points);
  });
});

describe('weapons and attacks', () => {
  it('weapon levels add more bullets, all flying upwards', () => {
    expect([1, 2, 3, 4].map((l) => weaponShots(l, 100, 500).length)).toEqual([1, 2, 3, 5]);
    for (const b of weaponShots(4, 100, 500)) expect(b.vy).toBeLessThan(0);
  });
  it('aims at the target with the given speed', () => {
    const v = aimAt({ x: 0, y: 0 }, { x: 30, y: 40 }, 100);
    expect(v.vx).toBeCloseTo(60);
    expect(v.vy).toBeCloseTo(80);
  });
  it('boss volleys cycle between ring, aimed fan and spiral', () => {
    const ring = bossVolley(0, { x: 240, y: 100 }, { x: 240, y: 600 }, 1);
    expect(ring.length).toBe(12);
    const fan = bossVolley(1, { x: 240, y: 100 }, { x: 240, y: 600 }, 1);
    expect(fan.length).toBe(4);
    for (const b of fan) expect(b.vy).toBeGreaterThan(0);
    expect(bossVolley(2, { x: 240, y: 100 }, { x: 0, y: 0 }, 1)).toHaveLength(3);
  });
  it('drops loot sometimes; bosses always drop', () => {
    const r = rng(7);
    let drops = 0;
    for (let i = 0; i < 1000; i++) if (dropFor('scout', r)) drops++;
    expect(drops).toBeGreaterThan(20);
    expect(drops).toBeLessThan(120);
    for (let i = 0; i < 20; i++) expect(dropFor('boss', r)).not.toBeNull();
    expect(clamp(5, 10, 20)).toBe(10);
  });
});
