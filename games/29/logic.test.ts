import {
  W, H, GRAVITY, BOUNCE_V, SPRING_V, REACH, MAX_GAP, START_Y, PX_PER_M, STAR_POINTS, STOMP_POINTS, MONSTER_CLEAR, PLAYER_H,
  createWorld, generate, step, autopilot, wrapDelta, arcDistance, meters, scoreOf, heightOf, bounceable, overlapsX,
  type World, type Platform,
} from './logic.js';

const DT = 1 / 60;

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

/** A world with nothing but the platforms a test gives it (generation switched off). */
function bare(platforms: Partial<Platform>[]): World {
  const w = createWorld(rng(1));
  w.lastSafe = Number.NEGATIVE_INFINITY;
  w.monsters = [];
  w.stars = [];
  w.platforms = platforms.map((p, i) => ({ x: 0, y: 0, w: 64, kind: 'normal', vx: 0, spring: false, gone: false, id: 100 + i, ...p }));
  return w;
}
const plat = (cx: number, y: number, extra: Partial<Platform> = {}): Partial<Platform> => ({ x: cx - 32, y, ...extra });

describe('screen wrap helpers', () => {
  it('measures the short way round', () => {
    expect(wrapDelta(10, 350)).toBe(-20);
    expect(wrapDelta(350, 10)).toBe(20);
    expect(wrapDelta(100, 200)).toBe(100);
    expect(Math.abs(wrapDelta(0, W / 2))).toBe(W / 2);
    expect(arcDistance(150, 100, 200)).toBe(0);
    expect(arcDistance(250, 100, 200)).toBe(50);
    expect(arcDistance(5, 340, 20)).toBe(0); // the arc crosses the edge
    expect(arcDistance(180, 340, 20)).toBe(160);
  });
  it('finds platforms under a body even across the edge', () => {
    const pl = { x: 0, y: 0, w: 64, kind: 'normal' as const, vx: 0, spring: false, gone: false, id: 0 };
    expect(overlapsX(30, 20, pl)).toBe(true);
    expect(overlapsX(355, 20, pl)).toBe(true);
    expect(overlapsX(120, 20, pl)).toBe(false);
  });
});

describe('bouncing', () => {
  it('bounces off a platform when falling onto it, to the expected height', () => {
    const w = bare([plat(180, 400)]);
    w.p.x = 180; w.p.y = 300; w.p.vy = 0;
    let bounced = false;
    for (let f = 0; f < 60 && !bounced; f++) bounced = step(w, 0, DT).bounced;
    expect(bounced).toBe(true);
    expect(w.p.y).toBe(400);
    expect(w.p.vy).toBe(-BOUNCE_V);
    let apex = 400;
    for (let f = 0; f < 60; f++) { step(w, 0, DT); apex = Math.min(apex, w.p.y); }
    expect(400 - apex).toBeGreaterThan(REACH * 0.95);
    expect(400 - apex).toBeLessThanOrEqual(REACH + 1);
  });

  it('passes up through platforms from below', () => {
    const w = bare([plat(180, 200), plat(180, 500)]);
    w.p.x = 180; w.p.y = 300; w.p.vy = -BOUNCE_V;
    for (let f = 0; f < 14; f++) expect(step(w, 0, DT).bounced).toBe(false);
    expect(w.p.y).toBeLessThan(200);
  });

  it('never falls through a platform, however fast', () => {
    const w = bare([plat(180, 400)]);
    w.p.x = 180; w.p.y = 100; w.p.vy = 3000;
    const ev = step(w, 0, 0.2); // 600 px in one step
    expect(ev.bounced).toBe(true);
    expect(w.p.y).toBe(400);
  });

  it('springs throw much higher; breaking planks snap without a bounce; cloud pads vanish after one', () => {
    const s = bare([plat(180, 400, { spring: true })]);
    s.p.x = 180; s.p.y = 399; s.p.vy = 100;
    expect(step(s, 0, DT).sprung).toBe(true);
    expect(s.p.vy).toBe(-SPRING_V);

    const b = bare([plat(180, 400, { kind: 'breaking' })]);
    b.p.x = 180; b.p.y = 399; b.p.vy = 100;
    const ev = step(b, 0, DT);
    expect(ev.broke).toBe(true);
    expect(ev.bounced).toBe(false);
    expect(b.p.vy).toBeGreaterThan(0);
    expect(b.platforms[0]!.gone).toBe(true);
    expect(bounceable(b.platforms[0]!)).toBe(false);

    const v = bare([plat(180, 400, { kind: 'vanish' })]);
    v.p.x = 180; v.p.y = 399; v.p.vy = 100;
    const e2 = step(v, 0, DT);
    expect(e2.bounced && e2.vanished).toBe(true);
    expect(v.platforms[0]!.gone).toBe(true);
  });

  it('steers, wraps round the screen edges and keeps moving platforms on screen', () => {
    // A moving platform, and a floor so the climber keeps bouncing while it is watched.
    const w = bare([{ x: 10, y: 450, kind: 'moving', vx: -120 }, { x: 0, y: 560, w: W }]);
    w.p.x = 20; w.p.y = 300; w.p.vy = -600;
    for (let f = 0; f < 20; f++) step(w, -1, DT);
    expect(w.p.x).toBeGreaterThan(W - 90);
    expect(w.p.facing).toBe(-1);
    const m = w.platforms[0]!;
    for (let f = 0; f < 600; f++) { step(w, 0, DT); expect(m.x).toBeGreaterThanOrEqual(0); expect(m.x + m.w).toBeLessThanOrEqual(W); }
  });

  it('stomps a monster from above, but touching it from below ends the climb', () => {
    const w = bare([]);
    w.monsters = [{ x: 180, y: 300, r: 15, alive: true, t: 0 }];
    w.p.x = 180; w.p.y = 290; w.p.vy = 300;
    const ev = step(w, 0, DT);
    expect(ev.stomp).toBe(true);
    expect(w.p.vy).toBeLessThan(0);
    expect(w.stomps).toBe(1);
    const h = bare([]);
    h.monsters = [{ x: 180, y: 300, r: 15, alive: true, t: 0 }];
    h.p.x = 180; h.p.y = 340 + PLAYER_H / 2; h.p.vy = -500;
    let died = false;
    for (let f = 0; f < 10 && !died; f++) died = step(h, 0, DT).died;
    expect(died).toBe(true);
    expect(h.p.dead).toBe(true);
  });

  it('the camera only rises, and dropping below it ends the round', () => {
    const w = bare([]);
    w.p.x = 180; w.p.y = 100; w.p.vy = -400;
    step(w, 0, DT);
    const cam = w.camY;
    expect(cam).toBeLessThan(0);
    let died = false;
    for (let f = 0; f < 200 && !died; f++) { died = step(w, 0, DT).died; expect(w.camY).toBeLessThanOrEqual(cam); }
    expect(died).toBe(true);
    expect(w.p.y - PLAYER_H).toBeGreaterThan(w.camY + H);
  });

  it('scores metres of best height plus stars and stomps', () => {
    const w = bare([]);
    w.maxHeight = 1234;
    w.starsTaken = 2;
    w.stomps = 1;
    expect(meters(w)).toBe(Math.floor(1234 / PX_PER_M));
    expect(scoreOf(w)).toBe(123 + 2 * STAR_POINTS + STOMP_POINTS);
    expect(heightOf(START_Y - 50)).toBe(50);
  });
});

describe('generation', () => {
  function generated(seed: number, upTo: number) {
    const w = createWorld(rng(seed));
    const all: Platform[] = [...w.platforms];
    const monsters = [...w.monsters];
    while (w.lastSafe > START_Y - upTo) {
      w.camY -= 400;
      const before = new Set(w.platforms);
      const mBefore = new Set(w.monsters);
      generate(w);
      all.push(...w.platforms.filter((p) => !before.has(p)));
      monsters.push(...w.monsters.filter((m) => !mBefore.has(m)));
    }
    return { all, monsters };
  }

  it.each([1, 2, 3, 4])('always leaves a bounceable platform within one bounce above the last (seed %i)', (seed) => {
    const { all } = generated(seed, 30000);
    const safe = all.filter(bounceable).sort((a, b) => b.y - a.y);
    expect(safe.length).toBeGreaterThan(150);
    for (let i = 1; i < safe.length; i++) {
      expect(safe[i - 1]!.y - safe[i]!.y).toBeLessThanOrEqual(MAX_GAP + 1e-6);
      expect(safe[i - 1]!.y - safe[i]!.y).toBeGreaterThan(0);
    }
    for (const p of all) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x + p.w).toBeLessThanOrEqual(W);
    }
    expect(MAX_GAP).toBeLessThan((BOUNCE_V * BOUNCE_V) / (2 * GRAVITY));
  });

  it('gets harder higher up: wider gaps, more moving and vanishing platforms, monsters', () => {
    const { all, monsters } = generated(5, 30000);
    const low = all.filter((p) => heightOf(p.y) < 3000 && bounceable(p));
    const high = all.filter((p) => heightOf(p.y) > 15000 && bounceable(p));
    const avgGap = (ps: Platform[]) => {
      const s = [...ps].sort((a, b) => b.y - a.y);
      return (s[0]!.y - s[s.length - 1]!.y) / (s.length - 1);
    };
    expect(avgGap(high)).toBeGreaterThan(avgGap(low) * 1.5);
    const share = (ps: Platform[]) => ps.filter((p) => p.kind !== 'normal').length / ps.length;
    expect(share(high)).toBeGreaterThan(share(low) + 0.2);
    expect(monsters.length).toBeGreaterThan(3);
    expect(Math.min(...monsters.map((m) => heightOf(m.y)))).toBeGreaterThan(1500);
  });

  it('keeps monsters off the hops between consecutive platforms', () => {
    const { all, monsters } = generated(6, 30000);
    const safe = all.filter(bounceable).sort((a, b) => b.y - a.y);
    for (const m of monsters) {
      const above = safe.findIndex((p) => p.y < m.y);
      const a = safe[above - 1]!;
      const b = safe[above]!;
      expect(arcDistance(m.x, a.x + a.w / 2, b.x + b.w / 2)).toBeGreaterThanOrEqual(MONSTER_CLEAR);
    }
  });

  it.each([1, 2, 3, 7, 11])('an autopilot climbs 1 km without falling (seed %i)', (seed) => {
    const w = createWorld(rng(seed));
    for (let f = 0; f < 60 * 200 && !w.p.dead && meters(w) < 1000; f++) step(w, autopilot(w), DT);
    expect(w.p.dead).toBe(false);
    expect(meters(w)).toBeGreaterThanOrEqual(1000);
  });

  it('forgets what falls far below the view', () => {
    const w = createWorld(rng(3));
    for (let f = 0; f < 60 * 30 && !w.p.dead; f++) step(w, autopilot(w), DT);
    for (const p of w.platforms) expect(p.y).toBeLessThan(w.camY + H + 40);
    expect(w.platforms.length).toBeLessThan(40);
  });
});
