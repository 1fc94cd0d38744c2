import {
  clamp, lerp, approach, wrapAngle, angleDiff, lerpAngle, add, sub, scale, dot, cross, len, dist, dist2, normalize, rotate, fromAngle, angleOf,
  closestOnSegment, circleCircle, circleAabb, aabbOverlaps, aabbAabb, segmentCircle, segmentSegment, pointInPolygon, reflect, resolveHit,
  integrate, collideCircles,
} from './geometry.js';

describe('scalar helpers', () => {
  it('clamps, interpolates and approaches without overshooting', () => {
    expect([clamp(-1, 0, 5), clamp(3, 0, 5), clamp(9, 0, 5)]).toEqual([0, 3, 5]);
    expect(lerp(10, 20, 0.25)).toBe(12.5);
    expect(approach(0, 10, 3)).toBe(3);
    expect(approach(9, 10, 3)).toBe(10);
    expect(approach(5, -5, 4)).toBe(1);
    expect(approach(-4, -5, 4)).toBe(-5);
  });
  it('wraps angles into (-π, π] and turns the short way', () => {
    expect(wrapAngle(0)).toBeCloseTo(0);
    expect(wrapAngle(3 * Math.PI)).toBeCloseTo(Math.PI);
    expect(wrapAngle(-Math.PI)).toBeCloseTo(Math.PI);
    expect(wrapAngle(Math.PI / 2 + 4 * Math.PI)).toBeCloseTo(Math.PI / 2);
    expect(wrapAngle(-7)).toBeCloseTo(-7 + 2 * Math.PI);
    // From 170° to -170° is a 20° turn onwards, not 340° back.
    const a = (170 * Math.PI) / 180;
    expect(angleDiff(a, -a)).toBeCloseTo((20 * Math.PI) / 180);
    expect(angleDiff(-a, a)).toBeCloseTo((-20 * Math.PI) / 180);
    expect(wrapAngle(lerpAngle(a, -a, 0.5))).toBeCloseTo(Math.PI);
  });
});

describe('vectors', () => {
  it('does the usual arithmetic', () => {
    expect(add({ x: 1, y: 2 }, { x: 3, y: -5 })).toEqual({ x: 4, y: -3 });
    expect(sub({ x: 1, y: 2 }, { x: 3, y: -5 })).toEqual({ x: -2, y: 7 });
    expect(scale({ x: 1, y: -2 }, 3)).toEqual({ x: 3, y: -6 });
    expect(dot({ x: 1, y: 2 }, { x: 3, y: 4 })).toBe(11);
    expect(cross({ x: 1, y: 0 }, { x: 0, y: 1 })).toBe(1);
    expect(len({ x: 3, y: 4 })).toBe(5);
    expect(dist({ x: 1, y: 1 }, { x: 4, y: 5 })).toBe(5);
    expect(dist2({ x: 1, y: 1 }, { x: 4, y: 5 })).toBe(25);
    expect(normalize({ x: 0, y: -8 })).toEqual({ x: 0, y: -1 });
    expect(normalize({ x: 0, y: 0 })).toEqual({ x: 0, y: 0 });
  });
  it('rotates towards +y for positive angles and round-trips angles', () => {
    const r = rotate({ x: 2, y: 0 }, Math.PI / 2);
    expect(r.x).toBeCloseTo(0);
    expect(r.y).toBeCloseTo(2);
    const v = fromAngle(-2.5, 3);
    expect(len(v)).toBeCloseTo(3);
    expect(angleOf(v)).toBeCloseTo(-2.5);
  });
  it('finds the closest point on a segment, clamped to its ends', () => {
    expect(closestOnSegment({ x: 5, y: 7 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toEqual({ x: 5, y: 0, t: 0.5 });
    expect(closestOnSegment({ x: -5, y: 7 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toMatchObject({ x: 0, t: 0 });
    expect(closestOnSegment({ x: 50, y: 7 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toMatchObject({ x: 10, t: 1 });
    expect(closestOnSegment({ x: 1, y: 1 }, { x: 2, y: 2 }, { x: 2, y: 2 })).toEqual({ x: 2, y: 2, t: 0 });
  });
});

describe('overlap tests', () => {
  it('circle-circle: hit with the push direction for the first circle, miss when apart or touching', () => {
    expect(circleCircle({ x: 0, y: 0, r: 5 }, { x: 8, y: 0, r: 5 })).toEqual({ nx: -1, ny: 0, depth: 2 });
    expect(circleCircle({ x: 0, y: 10, r: 5 }, { x: 0, y: 0, r: 6 })).toEqual({ nx: 0, ny: 1, depth: 1 });
    expect(circleCircle({ x: 0, y: 0, r: 5 }, { x: 10, y: 0, r: 5 })).toBeNull();
    expect(circleCircle({ x: 0, y: 0, r: 5 }, { x: 8, y: 8, r: 5 })).toBeNull();
    expect(circleCircle({ x: 3, y: 3, r: 2 }, { x: 3, y: 3, r: 2 })).toEqual({ nx: 0, ny: -1, depth: 4 });
  });
  it('circle-AABB: side normals, corner normals, centre inside and misses', () => {
    const box = { x: 100, y: 100, w: 40, h: 20 };
    expect(circleAabb({ x: 120, y: 95, r: 8 }, box)).toEqual({ nx: 0, ny: -1, depth: 3 });
    expect(circleAabb({ x: 145, y: 110, r: 8 }, box)).toMatchObject({ nx: 1, ny: 0 });
    const corner = circleAabb({ x: 96, y: 96, r: 8 }, box)!;
    expect(corner.nx).toBeCloseTo(-Math.SQRT1_2);
    expect(corner.ny).toBeCloseTo(-Math.SQRT1_2);
    expect(corner.depth).toBeCloseTo(8 - 4 * Math.SQRT2);
    expect(circleAabb({ x: 94, y: 94, r: 8 }, box)).toBeNull(); // near the corner but outside
    expect(circleAabb({ x: 120, y: 80, r: 8 }, box)).toBeNull();
    expect(circleAabb({ x: 120, y: 102, r: 8 }, box)).toEqual({ nx: 0, ny: -1, depth: 10 });
    expect(circleAabb({ x: 138, y: 110, r: 8 }, box)).toEqual({ nx: 1, ny: 0, depth: 10 });
  });
  it('AABB-AABB: overlap test and the smallest separating push', () => {
    const b = { x: 0, y: 0, w: 10, h: 10 };
    expect(aabbOverlaps({ x: 9, y: 9, w: 5, h: 5 }, b)).toBe(true);
    expect(aabbOverlaps({ x: 10, y: 0, w: 5, h: 5 }, b)).toBe(false); // edges touch
    expect(aabbAabb({ x: 10, y: 0, w: 5, h: 5 }, b)).toBeNull();
    expect(aabbAabb({ x: 8, y: 2, w: 5, h: 5 }, b)).toEqual({ nx: 1, ny: 0, depth: 2 });
    expect(aabbAabb({ x: -3, y: 2, w: 5, h: 5 }, b)).toEqual({ nx: -1, ny: 0, depth: 2 });
    expect(aabbAabb({ x: 2, y: -4, w: 5, h: 5 }, b)).toEqual({ nx: 0, ny: -1, depth: 1 });
    expect(aabbAabb({ x: 2, y: 9, w: 5, h: 5 }, b)).toEqual({ nx: 0, ny: 1, depth: 1 });
  });
  it('segment-circle: first entry point, starts inside, misses and falls short', () => {
    const c = { x: 10, y: 0, r: 2 };
    expect(segmentCircle({ x: 0, y: 0 }, { x: 20, y: 0 }, c)).toEqual({ t: 0.4, x: 8, y: 0 });
    expect(segmentCircle({ x: 20, y: 0 }, { x: 0, y: 0 }, c)).toEqual({ t: 0.4, x: 12, y: 0 });
    expect(segmentCircle({ x: 10, y: 1 }, { x: 30, y: 1 }, c)).toEqual({ t: 0, x: 10, y: 1 });
    expect(segmentCircle({ x: 0, y: 3 }, { x: 20, y: 3 }, c)).toBeNull();
    expect(segmentCircle({ x: 0, y: 0 }, { x: 7, y: 0 }, c)).toBeNull();
    expect(segmentCircle({ x: 14, y: 0 }, { x: 30, y: 0 }, c)).toBeNull(); // circle behind the start
    expect(segmentCircle({ x: 0, y: 0 }, { x: 0, y: 0 }, c)).toBeNull();
  });
  it('segment-segment: crossing point and parameters; parallel, apart and T-short cases miss', () => {
    expect(segmentSegment({ x: 0, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }, { x: 10, y: 0 })).toEqual({ t: 0.5, u: 0.5, x: 5, y: 5 });
    const hit = segmentSegment({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 2, y: -1 }, { x: 2, y: 3 })!;
    expect(hit.t).toBeCloseTo(0.2);
    expect(hit.u).toBeCloseTo(0.25);
    expect(segmentSegment({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 0, y: 1 }, { x: 10, y: 1 })).toBeNull();
    expect(segmentSegment({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 12, y: -1 }, { x: 12, y: 1 })).toBeNull();
    expect(segmentSegment({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 5, y: 1 }, { x: 5, y: 4 })).toBeNull();
  });
  it('point in polygon works for concave shapes and either winding', () => {
    const u = [{ x: 0, y: 0 }, { x: 3, y: 0 }, { x: 3, y: 3 }, { x: 2, y: 3 }, { x: 2, y: 1 }, { x: 1, y: 1 }, { x: 1, y: 3 }, { x: 0, y: 3 }];
    expect(pointInPolygon({ x: 0.5, y: 2 }, u)).toBe(true);
    expect(pointInPolygon({ x: 1.5, y: 2 }, u)).toBe(false); // inside the notch
    expect(pointInPolygon({ x: 1.5, y: 0.5 }, u)).toBe(true);
    expect(pointInPolygon({ x: 1.5, y: 0.5 }, [...u].reverse())).toBe(true);
    expect(pointInPolygon({ x: -1, y: 1 }, u)).toBe(false);
  });
});

describe('collision response', () => {
  it('reflects only velocity heading into the surface, with restitution', () => {
    expect(reflect(3, 4, 0, -1)).toEqual({ vx: 3, vy: -4 });
    expect(reflect(3, -4, 0, -1)).toEqual({ vx: 3, vy: -4 });
    expect(reflect(3, 4, 0, -1, 0.5)).toEqual({ vx: 3, vy: -2 });
    expect(reflect(3, 4, 0, -1, 0)).toEqual({ vx: 3, vy: 0 });
    const d = reflect(2, 0, -Math.SQRT1_2, Math.SQRT1_2);
    expect(d.vx).toBeCloseTo(0);
    expect(d.vy).toBeCloseTo(2);
  });
  it('resolveHit pushes out and bounces', () => {
    const b = { x: 120, y: 95, vx: 50, vy: 200 };
    resolveHit(b, circleAabb({ ...b, r: 8 }, { x: 100, y: 100, w: 40, h: 20 })!, 0.8);
    expect(b).toEqual({ x: 120, y: 92, vx: 50, vy: -160 });
  });
  it('integrates gravity and drag at any frame rate', () => {
    const fall = { x: 0, y: 0, vx: 10, vy: 0 };
    integrate(fall, 1, { gy: 100 });
    expect(fall.vy).toBeCloseTo(100);
    expect(fall.x).toBeCloseTo(10);
    // Semi-implicit Euler with 1/120 s steps is within 1% of ½gt².
    expect(fall.y).toBeGreaterThan(50);
    expect(fall.y).toBeLessThan(50.5);
    const one = { x: 0, y: 0, vx: 100, vy: 0 };
    const many = { x: 0, y: 0, vx: 100, vy: 0 };
    integrate(one, 0.5, { drag: 2 });
    for (let i = 0; i < 30; i++) integrate(many, 1 / 60, { drag: 2 });
    expect(one.vx).toBeCloseTo(100 * Math.exp(-1), 6);
    expect(many.vx).toBeCloseTo(one.vx, 6);
    expect(many.x).toBeCloseTo(one.x, 6);
    const still = { x: 1, y: 2, vx: 3, vy: 4 };
    integrate(still, 0);
    integrate(still, -1);
    expect(still).toEqual({ x: 1, y: 2, vx: 3, vy: 4 });
  });
  it('elastic circle collision swaps equal-mass head-on velocities and conserves momentum', () => {
    const a = { x: 0, y: 0, vx: 5, vy: 0, r: 1 };
    const b = { x: 1.5, y: 0, vx: -1, vy: 0, r: 1 };
    expect(collideCircles(a, b)).toBeGreaterThan(0);
    expect(a.vx).toBeCloseTo(-1);
    expect(b.vx).toBeCloseTo(5);
    expect(b.x - a.x).toBeCloseTo(2); // separated
    const h = { x: 0, y: 0, vx: 3, vy: 1, r: 2, m: 3 };
    const l = { x: 3, y: 1, vx: -2, vy: 0, r: 2, m: 1 };
    const before = { px: h.vx * 3 + l.vx, py: h.vy * 3 + l.vy, e: 3 * (h.vx ** 2 + h.vy ** 2) + (l.vx ** 2 + l.vy ** 2) };
    collideCircles(h, l);
    expect(h.vx * 3 + l.vx).toBeCloseTo(before.px);
    expect(h.vy * 3 + l.vy).toBeCloseTo(before.py);
    expect(3 * (h.vx ** 2 + h.vy ** 2) + (l.vx ** 2 + l.vy ** 2)).toBeCloseTo(before.e);
  });
  it('leaves separating or distant circles alone; immovable bodies do not move', () => {
    const a = { x: 0, y: 0, vx: -1, vy: 0, r: 1 };
    const b = { x: 1.5, y: 0, vx: 1, vy: 0, r: 1 };
    expect(collideCircles(a, b)).toBe(0);
    expect([a.vx, b.vx]).toEqual([-1, 1]);
    expect(collideCircles({ x: 0, y: 0, vx: 1, vy: 0, r: 1 }, { x: 5, y: 0, vx: 0, vy: 0, r: 1 })).toBe(0);
    const wall = { x: 0, y: 0, vx: 0, vy: 0, r: 10, m: Infinity };
    const ball = { x: 0, y: -10.5, vx: 0, vy: 4, r: 1 };
    collideCircles(ball, wall, 0.5);
    expect(wall).toMatchObject({ x: 0, y: 0, vx: 0, vy: 0 });
    expect(ball.y).toBeCloseTo(-11);
    expect(ball.vy).toBeCloseTo(-2);
  });
});
