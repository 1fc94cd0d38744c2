import {
  FLOOR_Y, PLAYER_R, G, ROPE_MAX, ROPE_MIN, REEL, PUMP, PUMP_MAX, SUB, START_X, STAR_POINTS, PX_PER_M,
  stepFree, stepRope, energy, pump, anchorAt, pickAnchor, ropeLength, reel, metres, zoneAt, scrollSpeed,
  makeCourse, extendCourse, pruneCourse, onFloor, hitsPillar, collectStars, scoreFor, newRun, stepRun, autopilot,
  type Body, type Anchor,
} from './logic.js';

const body = (x: number, y: number, vx = 0, vy = 0): Body => ({ x, y, vx, vy });
const anchor = (x: number, y: number, amp = 0): Anchor => ({ x, y, amp, phase: 0 });

describe('rope physics', () => {
  it('free flight follows a parabola under gravity', () => {
    const b = body(0, 100, 120, -300);
    for (let i = 0; i < 240; i++) stepFree(b, SUB);
    expect(b.x).toBeCloseTo(120);
    expect(b.y).toBeCloseTo(100 - 300 + G / 2, -1); // within a few units after 1 s
    expect(b.vy).toBeCloseTo(-300 + G);
  });

  it('keeps the rope length and never gains energy over a long swing', () => {
    const a = { x: 200, y: 100 };
    const len = 180;
    const b = body(200 + len, 100, 0, 0); // horizontal, at rest
    const e0 = energy(b);
    let maxD = 0;
    let minE = Infinity;
    let maxE = -Infinity;
    for (let i = 0; i < 240 * 20; i++) {
      stepRope(b, a, len, SUB);
      const d = Math.hypot(b.x - a.x, b.y - a.y);
      maxD = Math.max(maxD, d);
      const e = energy(b);
      minE = Math.min(minE, e);
      maxE = Math.max(maxE, e);
    }
    expect(maxD).toBeLessThanOrEqual(len + 1e-9);
    expect(maxE).toBeLessThanOrEqual(e0 + 1e-6 * e0);
    // Nor does it bleed away: it still climbs back to the horizontal every swing.
    expect(minE).toBeGreaterThan(e0 * 0.999);
    let top = Infinity;
    for (let i = 0; i < 240 * 2; i++) { stepRope(b, a, len, SUB); top = Math.min(top, b.y); }
    expect(top).toBeLessThan(a.y + 1);
  });

  it('swings with the pendulum period for small amplitudes', () => {
    const a = { x: 0, y: 0 };
    const len = 200;
    const th = 0.15;
    const b = body(Math.sin(th) * len, Math.cos(th) * len);
    let crossings: number[] = [];
    let prevX = b.x;
    for (let i = 1; i < 240 * 8; i++) {
      stepRope(b, a, len, SUB);
      if (prevX > 0 && b.x <= 0) crossings.push(i * SUB);
      prevX = b.x;
    }
    const period = crossings[1]! - crossings[0]!;
    expect(period).toBeGreaterThan(2 * Math.PI * Math.sqrt(len / G) * 0.97);
    expect(period).toBeLessThan(2 * Math.PI * Math.sqrt(len / G) * 1.03);
  });

  it('a slack rope does nothing: inside its circle the body flies freely', () => {
    const a = { x: 0, y: 0 };
    const b = body(0, 50, 100, -50);
    const free = { ...b };
    expect(stepRope(b, a, 200, SUB)).toBe(false);
    stepFree(free, SUB);
    expect(b).toEqual(free);
  });

  it('a taut rope takes away outward speed only', () => {
    const a = { x: 0, y: 0 };
    const b = body(0, 100, 50, 300); // moving down and sideways at the bottom of a 100 rope
    expect(stepRope(b, a, 100, SUB)).toBe(true);
    expect(Math.hypot(b.x, b.y)).toBeCloseTo(100, 9);
    const radial = (b.vx * b.x + b.vy * b.y) / 100;
    expect(radial).toBeLessThanOrEqual(1e-9);
    expect(b.vx).toBeGreaterThan(45);
  });

  it('catching a slack rope costs the jerk; reeling in lifts the body and adds energy', () => {
    const a = { x: 0, y: 0 };
    const b = body(0, 99.9, 0, 400); // falling straight down into a 100 rope
    stepRope(b, a, 100, SUB);
    expect(Math.hypot(b.vx, b.vy)).toBeLessThan(5); // all the speed was along the rope
    const s = body(0, 150, 200, 0); // bottom of a taut 150 rope, moving sideways
    const e1 = energy(s);
    stepRope(s, a, 140, SUB); // reeled 10 in
    expect(Math.hypot(s.x, s.y)).toBeCloseTo(140, 6);
    expect(energy(s)).toBeGreaterThan(e1 + G * 9);
  });

  it('energy is kinetic plus height above the floor', () => {
    expect(energy(body(0, FLOOR_Y, 3, 4))).toBeCloseTo(12.5);
    expect(energy(body(0, FLOOR_Y - 10))).toBeCloseTo(G * 10);
  });

  it('the pump pushes forward along the swing, square to the rope, up to a cap', () => {
    const b = body(0, 100, 0, 0);
    pump(b, { x: 0, y: 0 }, 0.1);
    expect(b.vx).toBeCloseTo(PUMP * 0.1);
    expect(b.vy).toBeCloseTo(0);
    const side = body(100, 0, 0, 0); // rope horizontal: the forward tangent points straight up or down
    pump(side, { x: 0, y: 0 }, 0.1);
    expect(side.vx).toBeCloseTo(0);
    expect(Math.abs(side.vy)).toBeCloseTo(PUMP * 0.1);
    const fast = body(0, 100, PUMP_MAX, 0);
    pump(fast, { x: 0, y: 0 }, 0.1);
    expect(fast.vx).toBe(PUMP_MAX);
  });

  it('ropes catch at their distance within limits and reel in down to the minimum', () => {
    expect(ropeLength(body(0, 0), { x: 30, y: -40 })).toBe(ROPE_MIN);
    expect(ropeLength(body(0, 0), { x: 120, y: -160 })).toBe(200);
    expect(ropeLength(body(0, 0), { x: 0, y: -999 })).toBe(ROPE_MAX);
    expect(reel(100, 0.1)).toBeCloseTo(100 - REEL * 0.1);
    expect(reel(ROPE_MIN + 1, 1)).toBe(ROPE_MIN);
  });
});

describe('anchors', () => {
  it('the rope goes to the anchor above and ahead, nearest to 30° forward', () => {
    const b = body(100, 400);
    const anchors = [anchor(60, 380), anchor(100, 200), anchor(200, 230), anchor(900, 100), anchor(20, 250)];
    // (60, 380) is not above enough, (900, 100) out of reach, (20, 250) too far behind.
    expect(pickAnchor(anchors, b, 0)).toBe(2);
    expect(pickAnchor([anchor(100, 200)], b, 0)).toBe(0);
    expect(pickAnchor([anchor(400, 100), anchor(100, 500)], b, 0)).toBe(-1);
  });

  it('bobbing anchors move up and down around their place', () => {
    const a = { x: 10, y: 100, amp: 20, phase: 0 };
    const ys = Array.from({ length: 50 }, (_, i) => anchorAt(a, i * 0.1).y);
    expect(Math.max(...ys)).toBeGreaterThan(115);
    expect(Math.min(...ys)).toBeLessThan(85);
    expect(anchorAt(anchor(5, 7), 3)).toEqual({ x: 5, y: 7 });
  });
});

describe('course', () => {
  it('is the same for the same seed and different for another', () => {
    expect(makeCourse(5).anchors).toEqual(makeCourse(5).anchors);
    expect(makeCourse(5).anchors).not.toEqual(makeCourse(6).anchors);
  });

  it('spaces anchors within reach, wider further on; bobbing anchors and pillars only later', () => {
    const c = makeCourse(3);
    extendCourse(c, START_X + 12000);
    const gaps: number[] = [];
    for (let i = 1; i < c.anchors.length; i++) {
      const a = c.anchors[i - 1]!;
      const b = c.anchors[i]!;
      gaps.push(b.x - a.x);
      expect(b.x - a.x).toBeGreaterThanOrEqual(120);
      expect(b.x - a.x).toBeLessThanOrEqual(245);
      expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeLessThan(ROPE_MAX);
      expect(b.y).toBeGreaterThanOrEqual(70);
      expect(b.y).toBeLessThanOrEqual(240);
      if (b.amp) expect(zoneAt(a.x)).toBeGreaterThanOrEqual(2);
    }
    const avg = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(avg(gaps.slice(-20))).toBeGreaterThan(avg(gaps.slice(0, 20)) + 30);
    expect(c.anchors.some((a) => a.amp > 0)).toBe(true);
    expect(c.pillars.length).toBeGreaterThan(10);
    for (const p of c.pillars) {
      expect(zoneAt(p.x)).toBeGreaterThanOrEqual(1);
      expect(p.top).toBeGreaterThanOrEqual(380);
      expect(p.top).toBeLessThan(FLOOR_Y - 30);
      // Never right under an anchor.
      for (const a of c.anchors) expect(Math.abs(a.x - (p.x + p.w / 2))).toBeGreaterThan(50);
    }
    expect(c.stars.length).toBe(c.anchors.length - 1);
  });

  it('drops what scrolled far behind, but keeps what is ahead', () => {
    const c = makeCourse(9);
    const ahead = c.anchors.filter((a) => a.x > 1500).length;
    pruneCourse(c, 1400);
    expect(c.anchors.filter((a) => a.x > 1500).length).toBe(ahead);
    expect(c.anchors.filter((a) => a.x < 1000)).toHaveLength(0);
    expect(c.stars.every((s) => s.x > 1200)).toBe(true);
  });

  it('the floor, spiked pillars and stars are touched by the body circle', () => {
    expect(onFloor(body(0, FLOOR_Y - PLAYER_R))).toBe(true);
    expect(onFloor(body(0, FLOOR_Y - PLAYER_R - 1))).toBe(false);
    const pillars = [{ x: 100, w: 26, top: 450 }];
    expect(hitsPillar(body(113, 445), pillars)).toBe(true);
    expect(hitsPillar(body(113, 440), pillars)).toBe(false);
    expect(hitsPillar(body(95, 500), pillars)).toBe(true);
    expect(hitsPillar(body(90, 500), pillars)).toBe(false);
    const stars = [{ x: 50, y: 50, taken: false }, { x: 300, y: 50, taken: false }];
    expect(collectStars(body(60, 60), stars)).toBe(1);
    expect(collectStars(body(60, 60), stars)).toBe(0);
    expect(stars[0]!.taken).toBe(true);
  });

  it('scores metres and stars; the scroll speeds up with distance, to a cap', () => {
    expect(metres(START_X + 10 * PX_PER_M + 5)).toBe(10);
    expect(metres(0)).toBe(0);
    expect(zoneAt(START_X + 250 * PX_PER_M)).toBe(2);
    expect(scoreFor(START_X + 100 * PX_PER_M, 3)).toBe(100 + 3 * STAR_POINTS);
    expect(scrollSpeed(START_X + 300 * PX_PER_M)).toBeGreaterThan(scrollSpeed(START_X));
    expect(scrollSpeed(1e7)).toBe(230);
  });
});

describe('a run', () => {
  it('waits on the ledge; the first press jumps and catches the first anchor; release lets go', () => {
    const r = newRun(1);
    stepRun(r, false, 1 / 60);
    expect(r.started).toBe(false);
    expect(r.body.x).toBe(START_X);
    const ev = stepRun(r, true, 1 / 60);
    expect(ev.caught).toBe(true);
    expect(r.started).toBe(true);
    expect(r.anchor).toBe(r.course.anchors[0]);
    expect(r.ropes).toBe(1);
    for (let i = 0; i < 30; i++) stepRun(r, true, 1 / 60);
    expect(r.body.x).toBeGreaterThan(START_X + 40);
    expect(r.len).toBeLessThan(Math.hypot(110, 200)); // reeling in
    expect(stepRun(r, false, 1 / 60).released).toBe(true);
    expect(r.anchor).toBeNull();
  });

  it('a press with nothing in reach misses', () => {
    const r = newRun(1);
    stepRun(r, true, 1 / 60);
    stepRun(r, false, 1 / 60);
    r.body = body(r.body.x, 100, 0, 0); // high up: every anchor is below
    expect(stepRun(r, true, 1 / 60)).toMatchObject({ missed: true, caught: false });
    expect(r.anchor).toBeNull();
  });

  it('ends on the floor when you never grab, and behind the screen when you never let go', () => {
    const fall = newRun(2);
    stepRun(fall, true, 1 / 60);
    for (let i = 0; i < 600 && !fall.dead; i++) stepRun(fall, false, 1 / 60);
    expect(fall.dead).toBe('floor');
    const hang = newRun(2);
    for (let i = 0; i < 60 * 30 && !hang.dead; i++) stepRun(hang, true, 1 / 60);
    expect(hang.dead).toBe('behind');
  });

  it.each([1, 2, 3, 4, 5, 6])('course %i can be flown: the autopilot gets past 400 m', (seed) => {
    const r = newRun(seed);
    for (let i = 0; i < 60 * 90 && !r.dead && metres(r.bestX) < 400; i++) {
      const hold = !r.started || autopilot({ body: r.body, attached: !!r.anchor, anchor: r.anchor, len: r.len }, r.course.anchors, r.t);
      stepRun(r, hold, 1 / 60);
    }
    expect(r.dead).toBeNull();
    expect(metres(r.bestX)).toBeGreaterThanOrEqual(400);
    expect(r.stars).toBeGreaterThan(5);
  });
});
