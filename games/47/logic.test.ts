import { drop, slide, spawnFor, speedFor, levelFor, pointsFor, BASE_W, PERFECT_TOL, GROW, GROW_FROM, SWEEP } from './logic.js';

describe('stack tower: dropping a slab', () => {
  const below = { x: 100, w: 160 };

  it('cuts the overhang on the right and keeps the overlap', () => {
    const r = drop(below, { x: 130, w: 160 }, 0);
    expect(r.kind).toBe('cut');
    expect(r.placed).toEqual({ x: 130, w: 130 });
    expect(r.chip).toEqual({ x: 260, w: 30 });
    expect(r.streak).toBe(0);
  });

  it('cuts the overhang on the left', () => {
    const r = drop(below, { x: 60, w: 160 }, 4);
    expect(r.placed).toEqual({ x: 100, w: 120 });
    expect(r.chip).toEqual({ x: 60, w: 40 });
    // A cut ends the perfect streak.
    expect(r.streak).toBe(0);
  });

  it('placed part plus chip add up to the moving slab', () => {
    for (const off of [-150, -77, -6, 6, 33.5, 120]) {
      const m = { x: below.x + off, w: below.w };
      const r = drop(below, m, 0);
      expect(r.placed!.w + (r.chip?.w ?? 0)).toBeCloseTo(m.w);
      expect(r.placed!.x).toBeGreaterThanOrEqual(below.x);
      expect(r.placed!.x + r.placed!.w).toBeLessThanOrEqual(below.x + below.w + 1e-9);
    }
  });

  it('misses when nothing overlaps, including touching edges', () => {
    expect(drop(below, { x: 260, w: 160 }, 2)).toMatchObject({ kind: 'miss', placed: null, streak: 0 });
    expect(drop(below, { x: -60, w: 160 }, 2)).toMatchObject({ kind: 'miss', placed: null });
    expect(drop(below, { x: 300, w: 160 }, 0).chip).toEqual({ x: 300, w: 160 });
  });

  it('snaps a drop within the tolerance onto the slab below (perfect)', () => {
    const r = drop(below, { x: 100 + PERFECT_TOL, w: 160 }, 0);
    expect(r).toMatchObject({ kind: 'perfect', placed: { x: 100, w: 160 }, chip: null, streak: 1, grew: 0 });
    expect(drop(below, { x: 100 - PERFECT_TOL - 0.5, w: 160 }, 0).kind).toBe('cut');
  });

  it('grows the slab back once the perfect streak is long enough, never past the base width', () => {
    expect(drop(below, { x: 100, w: 160 }, GROW_FROM - 2).grew).toBe(0);
    const r = drop(below, { x: 100, w: 160 }, GROW_FROM - 1);
    expect(r.streak).toBe(GROW_FROM);
    expect(r.grew).toBe(GROW);
    // Grows evenly on both sides.
    expect(r.placed).toEqual({ x: 100 - GROW / 2, w: 160 + GROW });
    const wide = { x: 10, w: BASE_W - 4 };
    expect(drop(wide, { ...wide }, 10).placed!.w).toBe(BASE_W);
    expect(drop({ x: 10, w: BASE_W }, { x: 10, w: BASE_W }, 10).grew).toBe(0);
  });
});

describe('stack tower: sliding', () => {
  it('moves at the given speed and bounces at the ends of the sweep', () => {
    expect(slide(100, 100, 1, 200, 0.1, 180)).toEqual({ x: 120, dir: 1 });
    const hi = 180 + SWEEP - 50;
    const r = slide(hi - 5, 100, 1, 200, 0.1, 180);
    expect(r.dir).toBe(-1);
    expect(r.x).toBeCloseTo(hi - 15);
    const lo = 180 - SWEEP - 50;
    expect(slide(lo + 2, 100, -1, 100, 0.1, 180)).toEqual({ x: lo + 8, dir: 1 });
  });

  it('never leaves the sweep even on a long frame', () => {
    let s = { x: 0, dir: 1 };
    for (let i = 0; i < 50; i++) {
      s = slide(s.x, 80, s.dir, 430, 0.25, 180);
      expect(s.x).toBeGreaterThanOrEqual(180 - SWEEP - 40 - 1e-9);
      expect(s.x).toBeLessThanOrEqual(180 + SWEEP - 40 + 1e-9);
    }
  });

  it('new slabs come in from alternating sides, moving towards the tower', () => {
    const a = spawnFor(1, 100, 180);
    const b = spawnFor(2, 100, 180);
    expect(a).toEqual({ x: 180 - SWEEP - 50, dir: 1 });
    expect(b).toEqual({ x: 180 + SWEEP - 50, dir: -1 });
  });
});

describe('stack tower: difficulty and score', () => {
  it('speeds up with height up to a cap', () => {
    expect(speedFor(10)).toBeGreaterThan(speedFor(1));
    expect(speedFor(40)).toBeGreaterThan(speedFor(20));
    expect(speedFor(500)).toBe(430);
  });

  it('levels every ten floors', () => {
    expect([0, 9, 10, 19, 20, 55].map(levelFor)).toEqual([1, 1, 2, 2, 3, 6]);
  });

  it('scores ten a floor, more for perfect streaks, nothing for a miss', () => {
    expect(pointsFor('cut', 0)).toBe(10);
    expect(pointsFor('perfect', 1)).toBe(15);
    expect(pointsFor('perfect', 3)).toBe(25);
    expect(pointsFor('perfect', 50)).toBe(pointsFor('perfect', 6));
    expect(pointsFor('miss', 3)).toBe(0);
  });
});
