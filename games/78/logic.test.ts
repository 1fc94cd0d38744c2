import {
  W, GROUND, BOW, PX_PER_M, WIND_PX, GRAVITY, DRAG, MAX_SPEED, TARGET_R, RING_W, RINGS, FACE_UP, SIM_STEP,
  MIN_ANGLE, MAX_ANGLE, MIN_POWER, MAX_POWER, BULLSEYE_BONUS, ROUNDS,
  roundSpec, targetAt, groundY, launch, stepArrow, ringScore, isBullseye, crossFace, advance, simulate, previewArc,
  aimFromDrag, rollWind, gust, roundOutcome, arrowPoints, roundBonus, solveAngle, type RoundSpec, type Hit,
} from './logic.js';

/** mulberry32, as the kit's seeded random. */
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
const still = (over: Partial<RoundSpec> = {}): RoundSpec => ({ ...roundSpec(2), move: 'none', mound: 0, lift: 0, ...over });

describe('arrow flight', () => {
  it('one step applies gravity and drag towards the moving air, then moves by the new velocity', () => {
    const a = { x: 10, y: 100, vx: 200, vy: -50 };
    stepArrow(a, 0.1, 2);
    const vx = 200 - DRAG * (200 - 2 * WIND_PX) * 0.1;
    const vy = -50 + (GRAVITY + DRAG * 50) * 0.1;
    expect(a.vx).toBeCloseTo(vx);
    expect(a.vy).toBeCloseTo(vy);
    expect(a.x).toBeCloseTo(10 + vx * 0.1);
    expect(a.y).toBeCloseTo(100 + vy * 0.1);
  });

  it('is deterministic: the same shot flies the same path to the same hit, step for step', () => {
    const spec = roundSpec(5);
    const path = () => {
      const a = launch(18, 88);
      const pts: number[] = [];
      for (let i = 0; i < 60; i++) { advance(a, -2.3, spec, 1.1 + i * SIM_STEP); pts.push(a.x, a.y); }
      return pts;
    };
    expect(path()).toEqual(path());
    expect(simulate(18, 88, -2.3, spec, 1.1)).toEqual(simulate(18, 88, -2.3, spec, 1.1));
  });

  it('leaves the bow at the set angle and at a speed set by the draw, within the limits', () => {
    const a = launch(30, 50);
    expect(a).toMatchObject({ x: BOW.x, y: BOW.y });
    expect(Math.hypot(a.vx, a.vy)).toBeCloseTo(MAX_SPEED / 2);
    expect(Math.atan2(-a.vy, a.vx)).toBeCloseTo(Math.PI / 6);
    const flat = launch(MIN_ANGLE - 20, MIN_POWER - 10);
    expect(Math.atan2(-flat.vy, flat.vx)).toBeCloseTo((MIN_ANGLE * Math.PI) / 180);
    expect(Math.hypot(flat.vx, flat.vy)).toBeCloseTo((MIN_POWER / 100) * MAX_SPEED);
    expect(Math.hypot(launch(45, 150).vx, launch(45, 150).vy)).toBeCloseTo(MAX_SPEED);
  });

  it('in still air with no drag it would follow the ballistic parabola: drag only ever shortens it', () => {
    const spec = still({ dist: 1000 });
    const hit = simulate(40, 70, 0, spec);
    const v = 0.7 * MAX_SPEED;
    const vy = v * Math.sin((40 * Math.PI) / 180);
    const h = GROUND - BOW.y;
    const tNoDrag = (vy + Math.sqrt(vy * vy + 2 * GRAVITY * h)) / GRAVITY;
    const xNoDrag = BOW.x + v * Math.cos((40 * Math.PI) / 180) * tNoDrag;
    expect(hit.kind).toBe('ground');
    expect(hit.x).toBeLessThan(xNoDrag);
    expect(hit.x).toBeGreaterThan(xNoDrag * 0.75);
    expect(hit.y).toBe(GROUND);
  });

  it('a tail wind carries the arrow further and a head wind drops it short', () => {
    const spec = still({ dist: 1000 });
    const calm = simulate(35, 60, 0, spec).x;
    expect(simulate(35, 60, 3, spec).x).toBeGreaterThan(calm + 10);
    expect(simulate(35, 60, -3, spec).x).toBeLessThan(calm - 10);
    // At the target the wind moves the hit point: a head wind makes the arrow arrive lower.
    const r6 = still({ dist: 70 });
    const aim = solveAngle(90, 0, r6);
    expect(aim.hit.kind).toBe('target');
    const head = simulate(aim.angle, 90, -4, r6);
    const tail = simulate(aim.angle, 90, 4, r6);
    expect(head.kind === 'target' ? head.d : Infinity).toBeGreaterThan(aim.hit.d + 3);
    expect(tail.kind === 'target' ? tail.d : -Infinity).toBeLessThan(aim.hit.d - 3);
  });

  it('wind blowing with the arrow at its own speed leaves it no horizontal drag', () => {
    const a = { x: 0, y: 0, vx: 3 * WIND_PX, vy: 0 };
    stepArrow(a, 0.5, 3);
    expect(a.vx).toBeCloseTo(3 * WIND_PX);
  });

  it('the aiming guide is exactly the start of the real flight in still air', () => {
    const pts = previewArc(25, 70, 0.2, 4);
    expect(pts).toHaveLength(Math.round(0.2 / SIM_STEP / 4));
    const a = launch(25, 70);
    for (let i = 0; i < 4; i++) stepArrow(a, SIM_STEP, 0);
    expect(pts[0]!.x).toBeCloseTo(a.x);
    expect(pts[0]!.y).toBeCloseTo(a.y);
  });
});

describe('ring scoring', () => {
  it('scores 10 at the centre down to 1 at the rim and 0 beyond it', () => {
    expect(ringScore(0)).toBe(10);
    expect(ringScore(RING_W * 0.5)).toBe(10);
    expect(ringScore(-RING_W * 4.5)).toBe(6);
    expect(ringScore(TARGET_R - 0.01)).toBe(1);
    expect(ringScore(TARGET_R)).toBe(1);
    expect(ringScore(TARGET_R + 0.01)).toBe(0);
    expect(ringScore(-TARGET_R - 5)).toBe(0);
  });

  it('an arrow on a line takes the higher ring, just past it the lower one', () => {
    for (let ring = 1; ring < RINGS; ring++) {
      const line = ring * RING_W;
      expect(ringScore(line)).toBe(RINGS + 1 - ring);
      expect(ringScore(-line)).toBe(RINGS + 1 - ring);
      expect(ringScore(line + 0.001)).toBe(RINGS - ring);
      expect(ringScore(line - 0.001)).toBe(RINGS + 1 - ring);
    }
  });

  it('the bullseye is the inner half of the 10 ring', () => {
    expect(isBullseye(0)).toBe(true);
    expect(isBullseye(RING_W / 2)).toBe(true);
    expect(isBullseye(-RING_W / 2 - 0.001)).toBe(false);
    expect(ringScore(RING_W / 2 + 0.3)).toBe(10);
  });

  it('works for any face size', () => {
    expect(ringScore(9.5, 50)).toBe(9);
    expect(ringScore(50, 50)).toBe(1);
    expect(ringScore(51, 50)).toBe(0);
  });

  it('a game point is the rings plus a bonus for a bullseye', () => {
    const hit = (over: Partial<Hit>): Hit => ({ kind: 'target', x: 0, y: 0, d: 0, score: 10, bullseye: false, t: 0, angle: 0, ...over });
    expect(arrowPoints(hit({ score: 7 }))).toBe(7);
    expect(arrowPoints(hit({ score: 10, bullseye: true }))).toBe(10 + BULLSEYE_BONUS);
    expect(arrowPoints(hit({ kind: 'ground', score: 0 }))).toBe(0);
  });
});

describe('hitting the face', () => {
  it('finds where the path crosses the face line and the offset from its centre', () => {
    const c = { x: 100, y: 50 };
    const hit = crossFace({ x: 96, y: 40 }, { x: 104, y: 48 }, c, c);
    expect(hit!.f).toBeCloseTo(0.5);
    expect(hit!.y).toBeCloseTo(44);
    expect(hit!.d).toBeCloseTo(-6);
    expect(crossFace({ x: 90, y: 40 }, { x: 99, y: 48 }, c, c)).toBeNull();
    // Crossing back from behind does not count.
    expect(crossFace({ x: 104, y: 40 }, { x: 96, y: 48 }, c, c)).toBeNull();
  });

  it('meets a target that moves towards the arrow within a step', () => {
    const hit = crossFace({ x: 90, y: 40 }, { x: 94, y: 40 }, { x: 100, y: 40 }, { x: 92, y: 48 });
    expect(hit).not.toBeNull();
    expect(hit!.f).toBeCloseTo(10 / 12);
    expect(hit!.d).toBeCloseTo(-8 * (10 / 12));
  });

  it('an aimed shot at a still target scores 10 and sticks in the face', () => {
    const spec = still({ dist: 30 });
    const { angle, hit } = solveAngle(70, 0, spec);
    expect(hit).toMatchObject({ kind: 'target', score: 10 });
    expect(hit.x).toBeCloseTo(targetAt(spec, 0).x);
    expect(simulate(angle + 6, 70, 0, spec).score).toBeLessThan(10);
  });

  it('arrows passing over the face fly on and land behind it; low ones land short', () => {
    const spec = still({ dist: 30 });
    const c = targetAt(spec, 0);
    const high = simulate(40, 100, 0, spec);
    expect(high.kind).not.toBe('target');
    expect(high.x).toBeGreaterThan(c.x);
    const low = simulate(0, 40, 0, spec);
    expect(low).toMatchObject({ kind: 'ground', score: 0 });
    expect(low.x).toBeLessThan(c.x);
  });

  it('a moving target must be led: the same aim scores differently at another moment', () => {
    const spec = roundSpec(3);
    const { angle, hit } = solveAngle(85, 0, spec, 0);
    expect(hit.score).toBe(10);
    const later = simulate(angle, 85, 0, spec, spec.period / 2);
    expect(later.kind === 'target' ? later.score : 0).toBeLessThan(10);
  });
});

describe('the range', () => {
  it('puts each round further away, and moves targets in the later rounds', () => {
    const xs = ROUNDS.map((_, i) => targetAt(roundSpec(i + 1), 0).x);
    for (let i = 1; i < xs.length; i++) expect(xs[i]!).toBeGreaterThan(xs[i - 1]!);
    expect(xs[0]).toBe(BOW.x + ROUNDS[0]!.dist * PX_PER_M);
    expect(xs[xs.length - 1]!).toBeLessThan(W - 12);
    expect(ROUNDS.slice(0, 2).every((r) => r.move === 'none')).toBe(true);
    expect(ROUNDS.filter((r) => r.move !== 'none').length).toBeGreaterThanOrEqual(3);
    expect(roundSpec(99)).toBe(ROUNDS[ROUNDS.length - 1]);
  });

  it('bobbing targets move up and down, sliding ones along the range, around their place', () => {
    const bob = roundSpec(3);
    const a = targetAt(bob, 0);
    const b = targetAt(bob, bob.period / 4);
    expect(b.x).toBe(a.x);
    expect(b.y).toBeCloseTo(a.y + bob.amp);
    expect(targetAt(bob, bob.period).y).toBeCloseTo(a.y);
    const slide = roundSpec(5);
    expect(targetAt(slide, slide.period / 4).x).toBeCloseTo(targetAt(slide, 0).x + slide.amp);
    expect(targetAt(slide, slide.period / 4).y).toBe(targetAt(slide, 0).y);
  });

  it('keeps every face above the grass at all times', () => {
    for (let r = 1; r <= ROUNDS.length; r++) {
      const spec = roundSpec(r);
      for (let t = 0; t < spec.period; t += spec.period / 40) {
        const c = targetAt(spec, t);
        expect(c.y + TARGET_R).toBeLessThan(groundY(spec, c.x) - 4);
      }
    }
  });

  it('raises the ground into a mound under a lifted target, and arrows stick in its slope', () => {
    const spec = roundSpec(4);
    const c = targetAt(spec, 0);
    expect(spec.mound).toBeGreaterThan(0);
    expect(groundY(spec, c.x)).toBe(GROUND - spec.mound);
    expect(c.y).toBe(GROUND - spec.mound - FACE_UP - spec.lift);
    expect(groundY(spec, BOW.x)).toBe(GROUND);
    expect(groundY(roundSpec(1), c.x)).toBe(GROUND);
    const short = simulate(8, 80, 0, spec);
    expect(short.kind).toBe('ground');
    expect(short.y).toBeLessThan(GROUND);
    expect(short.y).toBeCloseTo(groundY(spec, short.x), 0);
  });

  it('every round can be won from the line: the centre is reachable under its strongest wind', () => {
    for (let r = 1; r <= ROUNDS.length; r++) {
      const spec = roundSpec(r);
      for (const wind of [-spec.maxWind, 0, spec.maxWind]) {
        // Some moment of the cycle gives a bullseye line (a moving target can be waited for).
        let best = 0;
        for (let t0 = 0; t0 < spec.period && best < 10; t0 += spec.period / 8) best = Math.max(best, solveAngle(MAX_POWER, wind, spec, t0).hit.score);
        expect(best).toBe(10);
      }
    }
  });
});

describe('aiming by drag', () => {
  it('the arrow flies opposite to the pull, harder the further it is pulled', () => {
    expect(aimFromDrag(-75, 0, 150)).toEqual({ angle: 0, power: 50 });
    expect(aimFromDrag(-100, 100, 150)).toEqual({ angle: 45, power: 94.5 });
    expect(aimFromDrag(-30, -10, 150).angle).toBe(-10);
    expect(aimFromDrag(-300, 0, 150).power).toBe(MAX_POWER);
    expect(aimFromDrag(-5, 0, 150).power).toBe(MIN_POWER);
  });

  it('a pull pointing down-range is held at the angle limits', () => {
    expect(aimFromDrag(40, 60, 150).angle).toBe(MAX_ANGLE);
    expect(aimFromDrag(40, -60, 150).angle).toBe(MIN_ANGLE);
    expect(aimFromDrag(0, 80, 150).angle).toBe(MAX_ANGLE);
  });
});

describe('wind', () => {
  it('each round blows within its strongest wind, to a tenth, both ways over many rounds', () => {
    const r = rng(5);
    for (const spec of ROUNDS) {
      const seen = new Set<number>();
      for (let i = 0; i < 200; i++) {
        const w = rollWind(r, spec);
        expect(Math.abs(w)).toBeLessThanOrEqual(spec.maxWind);
        expect(Math.round(w * 10)).toBeCloseTo(w * 10, 9);
        seen.add(Math.sign(w));
        const g = gust(r, w, spec);
        expect(Math.abs(g - w)).toBeLessThanOrEqual(spec.maxWind * 0.2 + 0.051);
        expect(Math.abs(g)).toBeLessThanOrEqual(spec.maxWind + 1e-9);
      }
      expect(seen.has(1) && seen.has(-1)).toBe(true);
    }
  });

  it('difficulty scales the wind and the same seed gives the same wind', () => {
    const spec = roundSpec(6);
    for (let i = 0; i < 50; i++) expect(Math.abs(rollWind(rng(i), spec, 0.5))).toBeLessThanOrEqual(spec.maxWind * 0.5);
    expect(rollWind(rng(42), spec)).toBe(rollWind(rng(42), spec));
  });
});

describe('rounds', () => {
  const spec = still({ arrows: 6, pass: 32 });

  it('pass once the quiver is empty with enough points', () => {
    expect(roundOutcome(32, 0, spec)).toBe('pass');
    expect(roundOutcome(45, 0, spec)).toBe('pass');
    expect(roundOutcome(31, 0, spec)).toBe('fail');
  });

  it('keep going while the mark can still be reached, even once it is passed', () => {
    expect(roundOutcome(0, 6, spec)).toBe('open');
    expect(roundOutcome(22, 1, spec)).toBe('open');
    expect(roundOutcome(40, 2, spec)).toBe('open');
  });

  it('fail as soon as even all tens would not be enough', () => {
    expect(roundOutcome(21, 1, spec)).toBe('fail');
    expect(roundOutcome(0, 3, spec)).toBe('fail');
    expect(roundOutcome(2, 3, spec)).toBe('open');
  });

  it('have fair marks: reachable with the arrows given, at least half the maximum', () => {
    for (const r of ROUNDS) {
      expect(r.pass).toBeLessThanOrEqual(r.arrows * RINGS);
      expect(r.pass).toBeGreaterThanOrEqual((r.arrows * RINGS) / 2);
    }
  });

  it('clearing a round pays more for later rounds and for points over the mark', () => {
    expect(roundBonus(2, 32, spec)).toBeGreaterThan(roundBonus(1, 32, spec));
    expect(roundBonus(1, 40, spec) - roundBonus(1, 32, spec)).toBe(16);
    expect(roundBonus(1, 20, spec)).toBe(roundBonus(1, 32, spec));
  });
});

describe('limits', () => {
  it('angles and draws stay within the bow', () => {
    expect(MIN_ANGLE).toBeLessThan(0);
    expect(MAX_ANGLE).toBeLessThan(90);
    expect(MIN_POWER).toBeGreaterThan(0);
  });
});
