import {
  TILE, MAX_HP, ENEMIES, WINDUP, DASH, REST, FIRE_GAP,
  buildMap, gridOf, waveRoster, spawnGap, speedScale, makeEnemy, lineOfSight, chaseField, chaseDir, moveCircle, stepDasher,
  bulletHit, damage, rollDrop, shotAngles, fireGap, timePoints, waveBonus, stickVector,
  type Kind,
} from './logic.js';
import { findPath } from '../kit/pathfind.js';

const seeded = (seed: number) => () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
const centre = (col: number, row: number) => ({ x: (col + 0.5) * TILE, y: (row + 0.5) * TILE });

describe('arena', () => {
  const map = buildMap();
  it('is walled in, with spawn points that can all reach the middle', () => {
    expect(map.isSolid(0, 5)).toBe(true);
    expect(map.isSolid(-1, 5)).toBe(true); // beyond the edge
    expect(map.isSolid(6, 10)).toBe(false);
    const spawns = map.find('S');
    expect(spawns.length).toBeGreaterThanOrEqual(6);
    for (const s of spawns) expect(findPath(gridOf(map), s, { col: 6, row: 10 }, { diagonal: true })).not.toBeNull();
  });
  it('moving circles stop flush against walls', () => {
    const c = { ...centre(1, 9), r: 10 };
    const hit = moveCircle(map, c, -40, 0);
    expect(hit.left).toBe(true);
    expect(c.x).toBeCloseTo(TILE + 10);
    const d = { ...centre(4, 5), r: 10 };
    moveCircle(map, d, 0, -60); // pillar at rows 3-4
    expect(d.y).toBeCloseTo(5 * TILE + 10);
  });
  it('line of sight is blocked by pillars, clear across open floor', () => {
    expect(lineOfSight(map, centre(1, 2), centre(10, 2))).toBe(true);
    expect(lineOfSight(map, centre(1, 3), centre(10, 3))).toBe(false); // pillars at cols 3-4 and 7-8
    expect(lineOfSight(map, centre(5, 9), centre(5, 9))).toBe(true);
    // A wide body does not fit through a gap a point would pass.
    // (x = 85 runs 5 units beside the pillar at cols 3-4, which starts at x = 90.)
    expect(lineOfSight(map, { x: 85, y: 40 }, { x: 85, y: 160 }, 0)).toBe(true);
    expect(lineOfSight(map, { x: 85, y: 40 }, { x: 85, y: 160 }, 10)).toBe(false);
  });
});

describe('chasing', () => {
  const map = buildMap();
  it('walks straight at a player in sight', () => {
    const p = centre(9, 9);
    const e = makeEnemy('grunt', centre(2, 9).x, centre(2, 9).y, 1);
    const d = chaseDir(map, chaseField(map, p), e, p);
    expect(d.x).toBeCloseTo(1);
    expect(d.y).toBeCloseTo(0);
  });
  it('goes round a pillar instead of into it', () => {
    const p = centre(5, 2);
    const start = centre(5, 9); // pillar at cols 5-6, rows 7-8 is in between
    const e = makeEnemy('grunt', start.x, start.y, 1);
    const field = chaseField(map, p);
    let reached = false;
    for (let i = 0; i < 60 * 10 && !reached; i++) {
      const d = chaseDir(map, field, e, p);
      moveCircle(map, e, d.x * e.speed / 60, d.y * e.speed / 60);
      reached = Math.hypot(e.x - p.x, e.y - p.y) < 12;
    }
    expect(reached).toBe(true);
  });
  it('later waves are bigger, faster and bring new kinds', () => {
    const rand = seeded(2);
    const w1 = waveRoster(1, rand);
    expect(w1.every((k) => k === 'grunt')).toBe(true);
    expect(w1.length).toBe(8);
    const cost = (r: Kind[]) => r.reduce((s, k) => s + ENEMIES[k].cost, 0);
    const w8 = waveRoster(8, rand);
    expect(cost(w8)).toBe(5 + 8 * 3);
    expect(new Set(w8).size).toBeGreaterThan(2);
    expect(w8).not.toContain('mite');
    for (const k of waveRoster(3, seeded(5))) expect(ENEMIES[k].from).toBeLessThanOrEqual(3);
    expect(spawnGap(6)).toBeLessThan(spawnGap(1));
    expect(speedScale(5)).toBeGreaterThan(1);
    expect(makeEnemy('runner', 0, 0, 5).speed).toBeGreaterThan(makeEnemy('runner', 0, 0, 1).speed);
  });
});

describe('dasher', () => {
  it('winds up when close and in sight, locks its aim, dashes, rests, then walks', () => {
    const e = makeEnemy('dasher', 100, 100, 1);
    e.t = 0;
    const p = { x: 200, y: 100 };
    expect(stepDasher(e, { x: 500, y: 100 }, true, 0.01)).toBe('walk'); // too far
    expect(stepDasher(e, p, false, 0.01)).toBe('walk'); // no line of sight
    expect(stepDasher(e, p, true, 0.01)).toBe('windup');
    stepDasher(e, p, true, WINDUP / 2);
    expect(e.dx).toBeCloseTo(1);
    expect(stepDasher(e, { x: 100, y: 300 }, true, WINDUP)).toBe('dash');
    expect(e.dy).toBeCloseTo(1); // aim taken on the last wind-up frame
    expect(stepDasher(e, p, true, DASH + 0.01)).toBe('rest');
    expect(stepDasher(e, p, true, REST + 0.01)).toBe('walk');
  });
});

describe('shooting', () => {
  it('a bullet path hits the first enemy along it', () => {
    const a = makeEnemy('grunt', 100, 0, 1);
    const b = makeEnemy('grunt', 60, 0, 1);
    const h = bulletHit({ x: 0, y: 0 }, { x: 200, y: 0 }, [a, b]);
    expect(h!.enemy).toBe(b);
    expect(bulletHit({ x: 0, y: 30 }, { x: 200, y: 30 }, [a, b])).toBeNull();
    b.hp = 0;
    expect(bulletHit({ x: 0, y: 0 }, { x: 200, y: 0 }, [a, b])!.enemy).toBe(a);
  });
  it('damage kills at zero; splitters burst into two mites', () => {
    const g = makeEnemy('grunt', 0, 0, 1);
    expect(damage(g, 1, 1)).toEqual([]);
    expect(g.hp).toBe(1);
    damage(g, 1, 1);
    expect(g.hp).toBe(0);
    const s = makeEnemy('splitter', 50, 50, 1);
    expect(damage(s, 3, 1)).toEqual([]);
    const kids = damage(s, 1, 1);
    expect(kids.map((k) => k.kind)).toEqual(['mite', 'mite']);
    expect(kids[0]!.hp).toBe(ENEMIES.mite.hp);
  });
  it('spread fires three, rapid halves the gap', () => {
    expect(shotAngles(1, false)).toEqual([1]);
    const fan = shotAngles(1, true);
    expect(fan).toHaveLength(3);
    expect(fan[1]).toBe(1);
    expect(fan[0]!).toBeLessThan(1);
    expect(fireGap(true)).toBe(FIRE_GAP / 2);
    expect(fireGap(false)).toBe(FIRE_GAP);
  });
});

describe('drops, score and sticks', () => {
  it('every 12th kill drops something; hearts only when hurt', () => {
    const never = () => 0.99;
    expect(rollDrop(11, MAX_HP, never)).toBeNull();
    expect(rollDrop(12, MAX_HP, never)).not.toBeNull();
    const rand = seeded(8);
    for (let i = 0; i < 200; i++) expect(rollDrop(24, MAX_HP, rand)).not.toBe('heart');
    const kinds = new Set(Array.from({ length: 200 }, () => rollDrop(12, 2, rand)));
    expect(kinds.has('heart')).toBe(true);
  });
  it('time scores ten a second; waves pay a bonus', () => {
    expect(timePoints(0.99)).toBe(0);
    expect(timePoints(12.5)).toBe(120);
    expect(waveBonus(3)).toBeGreaterThan(waveBonus(2));
  });
  it('stick vectors: dead zone, direction and full tilt at the rim', () => {
    const o = { x: 100, y: 100 };
    expect(stickVector(o, { x: 103, y: 100 }, 40).mag).toBe(0);
    const half = stickVector(o, { x: 100, y: 80 }, 40);
    expect(half.y).toBeCloseTo(-1);
    expect(half.mag).toBeGreaterThan(0.3);
    expect(half.mag).toBeLessThan(0.5);
    expect(stickVector(o, { x: 300, y: 100 }, 40)).toEqual({ x: 1, y: 0, mag: 1 });
  });
});
