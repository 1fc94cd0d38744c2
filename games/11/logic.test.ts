import { wrap, wrapDelta, wrapDist, hits, drift, stepShip, makeRock, splitRock, rocksForLevel, spawnLevel, spawnClear, ROCK_RADIUS, MAX_SPEED } from './logic.js';

function rng(seed: number) {
  let a = seed >>> 0;
  return () => { a = (a * 1664525 + 1013904223) >>> 0; return a / 4294967296; };
}

describe('wrap-around space', () => {
  it('wraps coordinates into the field on both sides', () => {
    expect(wrap(805, 800)).toBe(5);
    expect(wrap(-3, 800)).toBe(797);
    expect(wrap(1600, 800)).toBe(0);
    expect(wrap(400, 800)).toBe(400);
  });
  it('moving bodies leave one edge and come back at the other', () => {
    const o = { x: 795, y: 5, vx: 100, vy: -100 };
    drift(o, 0.1, 800, 600);
    expect(o.x).toBeCloseTo(5);
    expect(o.y).toBeCloseTo(595);
  });
  it('measures distance across the seam', () => {
    expect(wrapDelta(790, 10, 800)).toBe(20);
    expect(wrapDelta(10, 790, 800)).toBe(-20);
    expect(wrapDist({ x: 2, y: 300 }, { x: 798, y: 300 }, 800, 600)).toBe(4);
  });
  it('collides circles that overlap across an edge, not ones far apart', () => {
    expect(hits({ x: 3, y: 3, r: 10 }, { x: 795, y: 597, r: 10 }, 800, 600)).toBe(true);
    expect(hits({ x: 100, y: 100, r: 10 }, { x: 125, y: 100, r: 10 }, 800, 600)).toBe(false);
    expect(hits({ x: 100, y: 100, r: 10 }, { x: 119, y: 100, r: 10 }, 800, 600)).toBe(true);
  });
});

describe('ship physics', () => {
  it('thrust accelerates along the heading and the speed is capped', () => {
    const s = { x: 400, y: 300, vx: 0, vy: 0, angle: 0 };
    stepShip(s, { turn: 0, thrust: true }, 0.1, 800, 600);
    expect(s.vx).toBeGreaterThan(20);
    expect(Math.abs(s.vy)).toBeLessThan(1e-9);
    for (let i = 0; i < 200; i++) stepShip(s, { turn: 0, thrust: true }, 1 / 60, 800, 600);
    expect(Math.hypot(s.vx, s.vy)).toBeLessThanOrEqual(MAX_SPEED + 1e-6);
    expect(s.x).toBeGreaterThanOrEqual(0);
    expect(s.x).toBeLessThan(800);
  });
  it('turns and slows down without thrust', () => {
    const s = { x: 400, y: 300, vx: 100, vy: 0, angle: 0 };
    stepShip(s, { turn: 1, thrust: false }, 0.5, 800, 600);
    expect(s.angle).toBeGreaterThan(1);
    expect(s.vx).toBeLessThan(100);
  });
});

describe('asteroid splitting', () => {
  it('big splits into two medium, medium into two small, small vanishes', () => {
    const r = rng(3);
    const big = makeRock(200, 200, 3, r);
    const meds = splitRock(big, r);
    expect(meds).toHaveLength(2);
    for (const m of meds) expect(m).toMatchObject({ size: 2, r: ROCK_RADIUS[2], x: 200, y: 200 });
    const smalls = splitRock(meds[0]!, r);
    expect(smalls.map((s) => s.size)).toEqual([1, 1]);
    expect(splitRock(smalls[0]!, r)).toEqual([]);
  });
  it('pieces fly apart in different directions and at least as fast as the parent', () => {
    const r = rng(9);
    for (let i = 0; i < 30; i++) {
      const rock = makeRock(100, 100, 3, r);
      const [a, b] = splitRock(rock, r);
      const angle = (o: { vx: number; vy: number }) => Math.atan2(o.vy, o.vx);
      expect(Math.abs(Math.sin(angle(a!) - angle(b!)))).toBeGreaterThan(0.1);
      expect(Math.hypot(a!.vx, a!.vy)).toBeGreaterThanOrEqual(Math.hypot(rock.vx, rock.vy));
    }
  });
  it('levels bring more rocks, never on top of the ship', () => {
    expect(rocksForLevel(1)).toBe(4);
    expect(rocksForLevel(3)).toBeGreaterThan(rocksForLevel(2));
    const rocks = spawnLevel(4, 800, 600, { x: 400, y: 300 }, rng(1));
    expect(rocks).toHaveLength(rocksForLevel(4));
    for (const k of rocks) expect(wrapDist(k, { x: 400, y: 300 }, 800, 600)).toBeGreaterThanOrEqual(170);
    expect(spawnClear(rocks, { x: 400, y: 300 }, 800, 600)).toBe(true);
    expect(spawnClear([{ ...rocks[0]!, x: 410, y: 300 }], { x: 400, y: 300 }, 800, 600)).toBe(false);
  });
});
