import {
  W, MAG, BOX, RELOAD_TIME, RADIUS, ROUNDS, roundSpec, pickKind, entryX, targetPos, offStage, hitTest, ringOf,
  multiplier, basePoints, accuracy, roundBonus, newGun, ammoLeft, shoot, startReload, tickGun,
  type Target, type Kind,
} from './logic.js';

const seeded = (seed: number) => () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
const target = (kind: Kind, lane: number, x0: number, born = 0, id = 1): Target => ({ id, kind, lane, x0, born, phase: 0, hitAt: -1 });

describe('rounds', () => {
  it('get harder: higher goals and faster rails, bombs only from round 3', () => {
    for (let i = 1; i < ROUNDS.length; i++) {
      expect(ROUNDS[i]!.goal).toBeGreaterThan(ROUNDS[i - 1]!.goal);
      const top = (n: number) => Math.max(...ROUNDS[n]!.lanes.map((l) => l.speed));
      expect(top(i)).toBeGreaterThan(top(i - 1));
    }
    expect(ROUNDS[0]!.bombs).toBe(0);
    expect(ROUNDS[1]!.bombs).toBe(0);
    expect(ROUNDS[2]!.bombs).toBeGreaterThan(0);
    expect(roundSpec(0)).toBe(ROUNDS[0]);
    expect(roundSpec(99)).toBe(ROUNDS[ROUNDS.length - 1]);
  });

  it('spawns a mix: ducks and bullseyes mostly, stars only on the top rail, no bombs early', () => {
    const rand = seeded(4);
    const count = (round: number, lane: number) => {
      const c: Record<string, number> = {};
      for (let i = 0; i < 2000; i++) { const k = pickKind(roundSpec(round), lane, rand); c[k] = (c[k] ?? 0) + 1; }
      return c;
    };
    const top = count(1, 0);
    expect(top.bomb).toBeUndefined();
    expect(top.star).toBeGreaterThan(50);
    expect(top.duck! + top.bullseye!).toBeGreaterThan(1400);
    expect(count(1, 1).star).toBeUndefined();
    const late = count(5, 2);
    expect(late.bomb).toBeGreaterThan(200);
    expect(late.clock).toBeGreaterThan(30);
  });
});

describe('targets on rails', () => {
  const r = roundSpec(1);
  it('enter from the side their rail comes from and cross it', () => {
    const a = target('duck', 0, entryX(r.lanes[0]!));
    const b = target('duck', 1, entryX(r.lanes[1]!));
    expect(targetPos(a, r, 0).x).toBeLessThan(0);
    expect(targetPos(b, r, 0).x).toBeGreaterThan(W);
    expect(targetPos(a, r, 2).x).toBeCloseTo(-30 + 2 * r.lanes[0]!.speed);
    expect(targetPos(b, r, 2).x).toBeCloseTo(W + 30 - 2 * r.lanes[1]!.speed);
    expect(targetPos(a, r, 2).y).toBe(r.lanes[0]!.y);
    expect(offStage(a, r, 1)).toBe(false);
    expect(offStage(a, r, 20)).toBe(true);
  });
  it('stars outrun ducks on the same rail; later rounds bob', () => {
    const duck = target('duck', 0, 0);
    const star = target('star', 0, 0);
    expect(targetPos(star, r, 1).x).toBeGreaterThan(targetPos(duck, r, 1).x * 1.5);
    const r4 = roundSpec(4);
    const ys = [0.1, 0.3, 0.5].map((t) => targetPos(duck, r4, t).y);
    expect(new Set(ys).size).toBeGreaterThan(1);
    for (const y of ys) expect(y).toBeLessThanOrEqual(r4.lanes[0]!.y);
  });
});

describe('hit test and scoring', () => {
  const r = roundSpec(1);
  const y = r.lanes[0]!.y;
  it('hits inside the radius with the right ring; misses outside or on a fallen target', () => {
    const tg = target('bullseye', 0, 100);
    expect(hitTest([tg], r, 0, 100, y)).toMatchObject({ ring: 0 });
    expect(hitTest([tg], r, 0, 100 + RADIUS.bullseye * 0.5, y)).toMatchObject({ ring: 1 });
    expect(hitTest([tg], r, 0, 100, y + RADIUS.bullseye - 1)).toMatchObject({ ring: 2 });
    expect(hitTest([tg], r, 0, 100 + RADIUS.bullseye + 1, y)).toBeNull();
    tg.hitAt = 0;
    expect(hitTest([tg], r, 0, 100, y)).toBeNull();
  });
  it('of two overlapping targets, the one hit nearer its centre counts', () => {
    const a = target('duck', 0, 100, 0, 1);
    const b = target('duck', 0, 120, 0, 2);
    expect(hitTest([a, b], r, 0, 104, y)!.target.id).toBe(1);
    expect(hitTest([a, b], r, 0, 116, y)!.target.id).toBe(2);
    // A moving target: aim where it is now, not where it was.
    expect(hitTest([a], r, 1, 100, y)).toBeNull();
    expect(hitTest([a], r, 1, 100 + r.lanes[0]!.speed, y)).not.toBeNull();
  });
  it('rings split the radius in thirds', () => {
    expect(ringOf(0, 18)).toBe(0);
    expect(ringOf(6, 18)).toBe(0);
    expect(ringOf(7, 18)).toBe(1);
    expect(ringOf(13, 18)).toBe(2);
  });
  it('pays by kind and ring; bombs cost points', () => {
    expect(basePoints('bullseye', 0)).toBe(50);
    expect(basePoints('bullseye', 1)).toBe(25);
    expect(basePoints('bullseye', 2)).toBe(10);
    expect(basePoints('duck', 2)).toBe(20);
    expect(basePoints('star', 1)).toBe(100);
    expect(basePoints('bomb', 0)).toBeLessThan(0);
  });
  it('streaks multiply: ×2 from the 5th hit in a row, capped at ×3', () => {
    expect([0, 4, 5, 9, 10, 14, 40].map(multiplier)).toEqual([1, 1, 2, 2, 3, 3, 3]);
  });
  it('accuracy and the end-of-round bonus', () => {
    expect(accuracy(0, 0)).toBe(0);
    expect(accuracy(3, 4)).toBe(0.75);
    expect(roundBonus(10, 10, 0)).toBe(150);
    expect(roundBonus(5, 10, 4)).toBe(75 + 12);
    expect(roundBonus(9, 10, 0)).toBeGreaterThan(roundBonus(5, 10, 0));
  });
});

describe('gun', () => {
  it('fires six, then clicks empty', () => {
    const g = newGun();
    expect(ammoLeft(g)).toBe(BOX);
    for (let i = 0; i < MAG; i++) expect(shoot(g)).toBe(true);
    expect(shoot(g)).toBe(false);
    expect(g.mag).toBe(0);
  });
  it('reloads from the box after RELOAD_TIME and cannot fire meanwhile', () => {
    const g = newGun();
    shoot(g); shoot(g);
    expect(startReload(g)).toBe(true);
    expect(startReload(g)).toBe(false);
    expect(shoot(g)).toBe(false);
    expect(tickGun(g, RELOAD_TIME / 2)).toBe(false);
    expect(g.mag).toBe(MAG - 2);
    expect(tickGun(g, RELOAD_TIME / 2 + 0.01)).toBe(true);
    expect(g.mag).toBe(MAG);
    expect(g.reserve).toBe(BOX - MAG - 2);
    expect(ammoLeft(g)).toBe(BOX - 2);
  });
  it('refuses a pointless reload and runs dry when the box is empty', () => {
    const g = newGun();
    expect(startReload(g)).toBe(false); // already full
    g.reserve = 3;
    for (let i = 0; i < MAG; i++) shoot(g);
    startReload(g);
    tickGun(g, 1);
    expect(g.mag).toBe(3);
    expect(g.reserve).toBe(0);
    for (let i = 0; i < 3; i++) shoot(g);
    expect(startReload(g)).toBe(false);
    expect(ammoLeft(g)).toBe(0);
  });
});
