import {
  W, GROUND_Y, AMMO, BLAST_R, BASE_X, CITY_X, BASE_SPEED, GROW, HOLD, SHRINK, BONUS_CITY_EVERY,
  waveSpec, multiplier, newSites, siteX, pickSite, makeWarhead, stepWarhead, split, pickBase, launch, stepInterceptor,
  blastRadius, blastOver, inBlast, waveBonus, killPoints, bonusCitiesEarned, rearm, leadPoint,
} from './logic.js';

const seeded = (seed: number) => () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };

describe('waves', () => {
  it('bring more, faster warheads, and splitting ones from wave 3', () => {
    for (let w = 2; w <= 10; w++) {
      expect(waveSpec(w).count).toBeGreaterThanOrEqual(waveSpec(w - 1).count);
      expect(waveSpec(w).speed).toBeGreaterThan(waveSpec(w - 1).speed);
    }
    expect(waveSpec(1).split).toBe(0);
    expect(waveSpec(2).split).toBe(0);
    expect(waveSpec(3).split).toBeGreaterThan(0);
    expect(waveSpec(50).split).toBeLessThanOrEqual(0.45);
    expect(waveSpec(50).speed).toBeLessThanOrEqual(90);
  });
  it('multiply points every second wave, up to ×6', () => {
    expect([1, 2, 3, 4, 5, 11, 30].map(multiplier)).toEqual([1, 1, 2, 2, 3, 6, 6]);
    expect(killPoints(3)).toBe(50);
  });
});

describe('warheads', () => {
  it('fly in a straight line and land exactly on their site', () => {
    const w = makeWarhead(50, 0, { kind: 'city', index: 3 }, 60);
    expect(Math.hypot(w.vx, w.vy)).toBeCloseTo(60);
    let landed = false;
    let steps = 0;
    while (!landed && steps < 10000) { landed = stepWarhead(w, 1 / 60); steps++; }
    expect(landed).toBe(true);
    expect(w.x).toBe(CITY_X[3]);
    expect(w.y).toBe(GROUND_Y);
    // Time of flight matches distance / speed.
    expect(steps / 60).toBeCloseTo(Math.hypot(CITY_X[3]! - 50, GROUND_Y) / 60, 1);
  });
  it('aim mostly at what still stands', () => {
    const sites = newSites();
    sites.cities.forEach((c, i) => { c.alive = i === 2; });
    sites.bases.forEach((b) => { b.alive = false; });
    const rand = seeded(9);
    let hits = 0;
    for (let i = 0; i < 1000; i++) {
      const s = pickSite(sites, rand);
      if (s.kind === 'city' && s.index === 2) hits++;
      expect(siteX(s)).toBeGreaterThan(0);
      expect(siteX(s)).toBeLessThan(W);
    }
    expect(hits).toBeGreaterThan(800);
  });
  it('split into 2 or 3 from the parent head, at the parent speed', () => {
    const sites = newSites();
    const rand = seeded(3);
    const sizes = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const w = makeWarhead(100, 0, { kind: 'city', index: 0 }, 50);
      for (let k = 0; k < 120; k++) stepWarhead(w, 1 / 60);
      const kids = split(w, sites, rand);
      sizes.add(kids.length);
      for (const c of kids) {
        expect(c.x0).toBeCloseTo(w.x);
        expect(c.y0).toBeCloseTo(w.y);
        expect(Math.hypot(c.vx, c.vy)).toBeCloseTo(50);
        expect(c.splitY).toBe(-1);
        expect(c.vy).toBeGreaterThan(0);
      }
    }
    expect([...sizes].sort()).toEqual([2, 3]);
  });
});

describe('bases and interceptors', () => {
  it('the nearest standing base with ammo answers; none when all are empty', () => {
    const { bases } = newSites();
    expect(pickBase(bases, 10)).toBe(0);
    expect(pickBase(bases, 190)).toBe(1);
    expect(pickBase(bases, 350)).toBe(2);
    bases[0]!.ammo = 0;
    expect(pickBase(bases, 10)).toBe(1);
    bases[1]!.alive = false;
    expect(pickBase(bases, 10)).toBe(2);
    bases[2]!.ammo = 0;
    expect(pickBase(bases, 10)).toBe(-1);
  });
  it('launching spends a round and flies to the point; an empty or ruined base cannot fire', () => {
    const { bases } = newSites();
    const m = launch(bases, 1, 100, 200)!;
    expect(bases[1]!.ammo).toBe(AMMO - 1);
    expect(m.speed).toBe(BASE_SPEED[1]);
    let n = 0;
    while (!stepInterceptor(m, 1 / 60)) n++;
    expect(m).toMatchObject({ x: 100, y: 200 });
    expect(n / 60).toBeCloseTo(Math.hypot(BASE_X[1]! - 100, GROUND_Y - 14 - 200) / BASE_SPEED[1]!, 1);
    // Aimed at the ground: it bursts just above it.
    expect(launch(bases, 0, 50, 700)!.ty).toBeLessThan(GROUND_Y);
    bases[2]!.ammo = 0;
    expect(launch(bases, 2, 1, 1)).toBeNull();
    bases[0]!.alive = false;
    expect(launch(bases, 0, 1, 1)).toBeNull();
  });
});

describe('blasts', () => {
  it('grow, hold and shrink away', () => {
    expect(blastRadius(0, BLAST_R)).toBe(0);
    expect(blastRadius(GROW / 2, BLAST_R)).toBeGreaterThan(BLAST_R / 2);
    expect(blastRadius(GROW + HOLD / 2, BLAST_R)).toBe(BLAST_R);
    expect(blastRadius(GROW + HOLD + SHRINK / 2, BLAST_R)).toBeCloseTo(BLAST_R / 2);
    expect(blastRadius(GROW + HOLD + SHRINK + 0.01, BLAST_R)).toBe(0);
    expect(blastOver({ x: 0, y: 0, age: GROW + HOLD + SHRINK, maxR: 1 })).toBe(true);
  });
  it('catch points inside the current radius only', () => {
    const b = { x: 100, y: 100, age: GROW + 0.1, maxR: BLAST_R };
    expect(inBlast(b, 100 + BLAST_R - 1, 100)).toBe(true);
    expect(inBlast(b, 100 + BLAST_R + 1, 100)).toBe(false);
    expect(inBlast({ ...b, age: 0.05 }, 100 + BLAST_R - 1, 100)).toBe(false);
  });
  it('a lead shot catches a falling warhead', () => {
    for (const [x0, speed] of [[40, 40], [300, 80], [180, 60]] as const) {
      const w = makeWarhead(x0, 10, { kind: 'city', index: 4 }, speed);
      for (let i = 0; i < 60; i++) stepWarhead(w, 1 / 60);
      const { bases } = newSites();
      const bi = pickBase(bases, w.x);
      const p = leadPoint(w, BASE_X[bi]!, BASE_SPEED[bi]!);
      const m = launch(bases, bi, p.x, p.y)!;
      const blasts: { x: number; y: number; age: number; maxR: number }[] = [];
      let caught = false;
      for (let i = 0; i < 600 && !caught; i++) {
        stepWarhead(w, 1 / 60);
        if (!blasts.length && stepInterceptor(m, 1 / 60)) blasts.push({ x: m.tx, y: m.ty, age: 0, maxR: BLAST_R });
        for (const b of blasts) b.age += 1 / 60;
        caught = blasts.some((b) => inBlast(b, w.x, w.y));
      }
      expect(caught).toBe(true);
    }
  });
});

describe('scoring and rebuilding', () => {
  it('wave bonus counts unused ammo and standing cities, times the multiplier', () => {
    const { bases, cities } = newSites();
    bases[0]!.ammo = 4; bases[1]!.ammo = 0; bases[2]!.ammo = 2;
    cities[0]!.alive = false;
    expect(waveBonus(bases, cities, 1)).toEqual({ ammo: 30, cities: 500, total: 530 });
    expect(waveBonus(bases, cities, 3).total).toBe(1060);
    bases[0]!.alive = false; // ammo in a ruined base is lost
    expect(waveBonus(bases, cities, 1).ammo).toBe(10);
  });
  it('a bonus city for every 10,000 points rebuilds ruins at the next wave', () => {
    expect(bonusCitiesEarned(BONUS_CITY_EVERY - 1)).toBe(0);
    expect(bonusCitiesEarned(BONUS_CITY_EVERY * 2 + 5)).toBe(2);
    const sites = newSites();
    sites.cities[1]!.alive = false;
    sites.cities[4]!.alive = false;
    sites.bases[2]!.alive = false;
    sites.bases[0]!.ammo = 0;
    expect(rearm(sites, 1)).toBe(0);
    expect(sites.cities.map((c) => c.alive)).toEqual([true, true, true, true, false, true]);
    expect(sites.bases.every((b) => b.alive && b.ammo === AMMO)).toBe(true);
    // Banked cities wait when nothing is ruined.
    expect(rearm(sites, 3)).toBe(2);
    expect(rearm(newSites(), 2)).toBe(2);
  });
});
