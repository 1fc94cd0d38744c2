import { buildTrack, pointAt, locate, advance, bend, clearance, bounds, wrapS } from './track.js';

// Circle of radius 300 round (500, 400), driven clockwise on screen (angle increasing, y down).
const R = 300;
const circle = buildTrack(Array.from({ length: 16 }, (_, i) => [500 + R * Math.cos((i / 16) * Math.PI * 2), 400 + R * Math.sin((i / 16) * Math.PI * 2)] as [number, number]), { halfWidth: 40, spacing: 10 });

describe('buildTrack', () => {
  it('runs through the control points with evenly spaced samples', () => {
    expect(circle.length).toBeGreaterThan(2 * Math.PI * R * 0.99);
    expect(circle.length).toBeLessThan(2 * Math.PI * R * 1.01);
    expect(circle.pts[0]!.x).toBeCloseTo(800, 5);
    expect(circle.pts[0]!.y).toBeCloseTo(400, 5);
    for (let i = 1; i < circle.pts.length; i++) {
      const d = Math.hypot(circle.pts[i]!.x - circle.pts[i - 1]!.x, circle.pts[i]!.y - circle.pts[i - 1]!.y);
      expect(Math.abs(d - circle.length / circle.pts.length)).toBeLessThan(0.2);
      expect(Math.abs(Math.hypot(circle.pts[i]!.x - 500, circle.pts[i]!.y - 400) - R)).toBeLessThan(2);
    }
    expect(circle.cum[0]).toBe(0);
    expect(() => buildTrack([[0, 0], [1, 1]], { halfWidth: 5 })).toThrow();
  });
  it('accepts {x, y} points too', () => {
    const t = buildTrack([{ x: 0, y: 0 }, { x: 200, y: 0 }, { x: 200, y: 200 }, { x: 0, y: 200 }], { halfWidth: 20 });
    expect(bounds(t).w).toBeGreaterThan(200);
    expect(t.halfWidth).toBe(20);
  });
});

describe('pointAt and locate', () => {
  it('round-trip: locating the point at s gives s back, on the line', () => {
    for (const s of [0, 5, 333.3, 1000, circle.length - 3]) {
      const p = pointAt(circle, s);
      const at = locate(circle, p);
      expect(at.dist).toBeLessThan(1e-6);
      expect(Math.min(Math.abs(at.s - s), circle.length - Math.abs(at.s - s))).toBeLessThan(1e-6);
    }
    expect(pointAt(circle, circle.length + 50).x).toBeCloseTo(pointAt(circle, 50).x);
    expect(pointAt(circle, -50).y).toBeCloseTo(pointAt(circle, circle.length - 50).y);
    expect(wrapS(circle, -1)).toBeCloseTo(circle.length - 1);
  });
  it('heading follows the tangent; lateral > 0 is right of travel (the inside of a clockwise circle)', () => {
    const start = pointAt(circle, 0);
    expect(start.angle).toBeCloseTo(Math.PI / 2, 1); // heading down the screen at the rightmost point
    const inside = pointAt(circle, 0, 25);
    expect(inside.x).toBeCloseTo(775, 0);
    const at = locate(circle, { x: 770, y: 400 });
    expect(at.lateral).toBeCloseTo(30, 0);
    expect(locate(circle, { x: 840, y: 400 }).lateral).toBeCloseTo(-40, 0);
  });
  it('a hint restricts the search to nearby segments', () => {
    // Opposite side of the circle: a global search finds it, a hinted search stays near the hint.
    const far = { x: 200, y: 400 };
    const hinted = locate(circle, far, 0, 5);
    expect(hinted.seg <= 5 || hinted.seg >= circle.pts.length - 5).toBe(true);
    expect(locate(circle, far).dist).toBeLessThan(2);
    const near = pointAt(circle, 120, 10);
    expect(locate(circle, near, 10).s).toBeCloseTo(locate(circle, near).s, 5);
  });
});

describe('advance', () => {
  it('counts forward through the start line and backwards across it', () => {
    const L = 1000;
    let p = -20;
    p = advance(p, 980, 10, L);
    expect(p).toBe(10);
    p = advance(p, 10, 990, L);
    expect(p).toBe(-10);
    let laps = 0;
    let s = 0;
    let prog = 0;
    for (let k = 0; k < 250; k++) { const ns = (s + 13) % L; prog = advance(prog, s, ns, L); s = ns; }
    laps = Math.floor(prog / L);
    expect(prog).toBe(250 * 13);
    expect(laps).toBe(3);
  });
});

describe('bend and clearance', () => {
  it('measures how sharply the road turns, signed right > 0', () => {
    expect(bend(circle, 100, 200)).toBeCloseTo(1 / R, 3);
    const anti = buildTrack([...circle.pts].reverse().filter((_, i) => i % 8 === 0), { halfWidth: 40 });
    expect(bend(anti, 100, 200)).toBeCloseTo(-1 / R, 3);
    const square = buildTrack([[0, 0], [800, 0], [800, 50], [0, 50]], { halfWidth: 10 });
    // Straight in the middle of the long side, sharp at the ends.
    expect(Math.abs(bend(square, 200, 30))).toBeLessThan(0.002);
  });
  it('reports how close distant stretches come (a hairpin track is narrower than a circle)', () => {
    // On a circle the closest pair more than 200 apart along the lap is a 200-long arc's chord.
    expect(Math.abs(clearance(circle, 200) - 2 * R * Math.sin(100 / R))).toBeLessThan(12);
    expect(clearance(circle, 900)).toBeGreaterThan(2 * R * Math.sin(450 / R) - 12);
    const pin = buildTrack([[0, 0], [600, 0], [620, 40], [600, 80], [0, 80], [-20, 40]], { halfWidth: 30 });
    const c = clearance(pin, 150);
    expect(c).toBeGreaterThan(60);
    expect(c).toBeLessThan(90);
    expect(c).toBeLessThan(2 * 45); // a 45-half-width road would overlap itself here
  });
});
