import {
  W, H, BALL_R, GRAVITY, MAX_SPEED, LAUNCH_MIN, LAUNCH_MAX, LANE_X, LANE_TOP, PLUNGER_Y, BUMPER_KICK, BALL_SAVE, START_BALLS,
  MAX_MULT, EXTRA_BALL_AT, LANE_XS, LANE_Y, TARGET_X, TARGET_YS, POINTS,
  createTable, step, collideCapsule, flipperTip, inLane, rotateLanes, autoplay, ballOnPlunger, type Table, type Ball,
} from './logic.js';

const DT = 1 / 60;
const none = { left: false, right: false, plunger: false };

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
const table = (seed = 1) => createTable(rng(seed));
function put(t: Table, x: number, y: number, vx = 0, vy = 0) {
  t.ball = { x, y, vx, vy };
}
/** Signed side of point p relative to the flipper's centre line (pivot → tip). */
function side(t: Table, i: 0 | 1, p: Ball) {
  const f = t.flippers[i];
  const tip = flipperTip(f);
  return (tip.x - f.px) * (p.y - f.py) - (tip.y - f.py) * (p.x - f.px);
}

describe('ball against a capsule', () => {
  it('pushes the ball out and mirrors the normal speed times the restitution', () => {
    const b: Ball = { x: 100, y: 95, vx: 50, vy: 300 };
    const hit = collideCapsule(b, { x: 50, y: 100 }, { x: 150, y: 100 }, 3, 0.5);
    expect(hit).toBeCloseTo(300);
    expect(b.y).toBeCloseTo(100 - 3 - BALL_R);
    expect(b.vy).toBeCloseTo(-150);
    expect(b.vx).toBeCloseTo(50 * 0.98);
  });
  it('ignores a ball that is clear or already moving away', () => {
    const clear: Ball = { x: 100, y: 80, vx: 0, vy: 300 };
    expect(collideCapsule(clear, { x: 50, y: 100 }, { x: 150, y: 100 }, 3, 0.5)).toBe(0);
    expect(clear).toEqual({ x: 100, y: 80, vx: 0, vy: 300 });
    const leaving: Ball = { x: 100, y: 95, vx: 0, vy: -200 };
    expect(collideCapsule(leaving, { x: 50, y: 100 }, { x: 150, y: 100 }, 3, 0.5)).toBe(0);
    expect(leaving.vy).toBe(-200);
  });
  it('hits the rounded ends too', () => {
    const b: Ball = { x: 160, y: 100, vx: -200, vy: 0 };
    expect(collideCapsule(b, { x: 50, y: 100 }, { x: 150, y: 100 }, 3, 1)).toBeCloseTo(200);
    expect(b.vx).toBeCloseTo(200);
  });
  it('one-way: blocks from its side only', () => {
    const from = { x: 0, y: -1 };
    const above: Ball = { x: 100, y: 95, vx: 0, vy: 300 };
    expect(collideCapsule(above, { x: 50, y: 100 }, { x: 150, y: 100 }, 2, 0.3, null, from)).toBeGreaterThan(0);
    const below: Ball = { x: 100, y: 105, vx: 0, vy: -300 };
    expect(collideCapsule(below, { x: 50, y: 100 }, { x: 150, y: 100 }, 2, 0.3, null, from)).toBe(0);
    expect(below.vy).toBe(-300);
  });
  it('adds the velocity of a moving surface', () => {
    const b: Ball = { x: 100, y: 95, vx: 0, vy: 0 };
    collideCapsule(b, { x: 50, y: 100 }, { x: 150, y: 100 }, 3, 0, () => ({ x: 0, y: -500 }));
    expect(b.vy).toBeCloseTo(-500);
  });
});

describe('flippers', () => {
  it('swing up while held and fall back when released', () => {
    const t = table();
    put(t, 200, 300);
    step(t, { left: true, right: false, plunger: false }, DT * 6);
    expect(t.flippers[0].angle).toBe(t.flippers[0].up);
    expect(t.flippers[1].angle).toBe(t.flippers[1].rest);
    step(t, none, DT * 10);
    expect(t.flippers[0].angle).toBe(t.flippers[0].rest);
  });

  it('a flip sends a ball resting on the flipper up the table', () => {
    const t = table();
    const f = t.flippers[0];
    // Let a ball settle on the lowered left flipper, two thirds of the way out.
    const tip = flipperTip(f);
    put(t, f.px + (tip.x - f.px) * 0.6, f.py + (tip.y - f.py) * 0.6 - BALL_R - 9, 0, 0);
    step(t, none, DT);
    let best = 0;
    for (let i = 0; i < 12; i++) { step(t, { left: true, right: false, plunger: false }, DT); best = Math.max(best, -t.ball.vy); }
    expect(best).toBeGreaterThan(700);
    expect(t.ball.y).toBeLessThan(f.py - 40);
  });

  it.each([800, 2600, 6000])('a ball at %i px/s never passes through a resting flipper', (speed) => {
    for (const i of [0, 1] as const) {
      for (const frac of [0.15, 0.5, 0.85, 1]) {
        for (const ang of [-1.2, -0.6, 0, 0.6, 1.2]) {
          const t = table();
          const f = t.flippers[i];
          const tip = flipperTip(f);
          const px = f.px + (tip.x - f.px) * frac;
          const py = f.py + (tip.y - f.py) * frac;
          const dir = { x: Math.sin(ang), y: Math.cos(ang) };
          put(t, px - dir.x * 60, py - dir.y * 60, dir.x * speed, dir.y * speed);
          const start = Math.sign(side(t, i, t.ball));
          for (let k = 0; k < 6; k++) {
            step(t, none, DT);
            const b = t.ball;
            // While over the flipper's span, the ball stays on the side it came from.
            const along = ((b.x - f.px) * (tip.x - f.px) + (b.y - f.py) * (tip.y - f.py)) / ((tip.x - f.px) ** 2 + (tip.y - f.py) ** 2);
            if (along > 0 && along < 1) expect(Math.sign(side(t, i, b))).toBe(start);
          }
        }
      }
    }
  });

  it('a fast swing never knocks a ball through the flipper either', () => {
    for (const frac of [0.3, 0.6, 0.9]) {
      const t = table();
      const f = t.flippers[1];
      // Ball resting just above the raised position, then the flipper swings up into it.
      const up = { ...f, angle: f.up };
      const tip = flipperTip(up);
      put(t, f.px + (tip.x - f.px) * frac, f.py + (tip.y - f.py) * frac - BALL_R - 7, 0, 0);
      for (let k = 0; k < 10; k++) step(t, { left: false, right: true, plunger: false }, DT);
      expect(t.ball.y).toBeLessThan(f.py);
    }
  });
});

describe('plunger and lane', () => {
  it('pulls while held and launches on release, harder the longer the pull', () => {
    const speeds: number[] = [];
    for (const frames of [8, 30, 70]) {
      const t = table();
      for (let i = 0; i < frames; i++) step(t, { ...none, plunger: true }, DT);
      expect(t.charge).toBeGreaterThan(0);
      const ev = step(t, none, DT);
      expect(ev.launched).toBe(true);
      expect(t.charge).toBe(0);
      speeds.push(-t.ball.vy);
      expect(t.saveT).toBe(BALL_SAVE);
    }
    expect(speeds[0]).toBeGreaterThanOrEqual(LAUNCH_MIN - GRAVITY * DT);
    expect(speeds[1]).toBeGreaterThan(speeds[0]!);
    expect(speeds[2]).toBeGreaterThan(speeds[1]!);
    expect(speeds[2]).toBeLessThanOrEqual(LAUNCH_MAX);
  });

  it('a full launch carries the ball out of the lane and over the top into the field', () => {
    const t = table();
    for (let i = 0; i < 70; i++) step(t, { ...none, plunger: true }, DT);
    step(t, none, DT);
    let topX = 0;
    for (let i = 0; i < 60; i++) { step(t, none, DT); if (t.ball.y < 60) topX = t.ball.x; }
    expect(topX).toBeGreaterThan(60);
    expect(topX).toBeLessThan(LANE_X);
    expect(inLane(t.ball)).toBe(false);
  });

  it('the orbit gate turns a ball coming down the arch into the playfield, but lets shots up the lane through', () => {
    const t = table();
    put(t, 30, 120, -100, 600);
    for (let i = 0; i < 40; i++) step(t, none, DT);
    expect(t.ball.x).toBeGreaterThan(60);
    const up = table();
    put(up, 38, 260, 0, -1100);
    let over = false;
    for (let i = 0; i < 30; i++) { step(up, none, DT); if (up.ball.y < 120) over = true; }
    expect(over).toBe(true);
  });

  it('the gate lets the ball out of the lane but not back in', () => {
    const t = table();
    put(t, 374, LANE_TOP - 40, 0, 200);
    for (let i = 0; i < 40; i++) step(t, none, DT);
    expect(inLane(t.ball)).toBe(false);
    expect(t.ball.x).toBeLessThan(LANE_X);
  });
});

describe('scoring features', () => {
  it('pop bumpers fire the ball away and score times the multiplier', () => {
    const t = table();
    t.mult = 3;
    const b = t.bumpers[0]!;
    put(t, b.x, b.y - b.r - BALL_R - 1, 0, 300);
    const ev = step(t, none, DT);
    expect(ev.bumpers).toEqual([0]);
    expect(Math.hypot(t.ball.vx, t.ball.vy)).toBeGreaterThanOrEqual(BUMPER_KICK - 20);
    expect(t.ball.vy).toBeLessThan(0);
    expect(t.score).toBe(POINTS.bumper * 3);
  });

  it('slingshots kick the ball back across', () => {
    const t = table();
    // Towards the left sling's rubber, from the middle of the table.
    put(t, 110, 440, -500, 0);
    let kicked = false;
    for (let i = 0; i < 10 && !kicked; i++) kicked = step(t, none, DT).slings.includes(0);
    expect(kicked).toBe(true);
    expect(t.ball.vx).toBeGreaterThan(250);
    expect(t.score).toBe(POINTS.sling);
  });

  it('rollover lanes light when crossed; all three raise the multiplier and reset', () => {
    const t = table();
    const cross = (lane: number) => {
      put(t, ((LANE_XS[lane] ?? 0) + (LANE_XS[lane + 1] ?? 0)) / 2, LANE_Y - 3, 0, 300);
      return step(t, none, DT);
    };
    expect(cross(0).lanes).toEqual([0]);
    expect(t.lanes).toEqual([true, false, false]);
    expect(cross(0).lanes).toEqual([]); // already lit
    cross(2);
    const ev = cross(1);
    expect(ev.lanesComplete).toBe(true);
    expect(t.mult).toBe(2);
    expect(t.lanes).toEqual([false, false, false]);
    t.mult = MAX_MULT;
    cross(0); cross(1); cross(2);
    expect(t.mult).toBe(MAX_MULT);
  });

  it('flipper presses rotate the lit lanes', () => {
    const t = table();
    t.lanes = [true, false, false];
    rotateLanes(t, 1);
    expect(t.lanes).toEqual([false, true, false]);
    rotateLanes(t, -1);
    rotateLanes(t, -1);
    expect(t.lanes).toEqual([false, false, true]);
  });

  it('drop targets fall when hit; clearing the bank pays a bonus and it resets', () => {
    const t = table();
    let total = 0;
    TARGET_YS.forEach(([y0, y1], i) => {
      put(t, TARGET_X - 40, ((y0 ?? 0) + (y1 ?? 0)) / 2, 900, 0);
      let ev = step(t, none, DT);
      for (let k = 0; k < 5 && !ev.targets.length; k++) ev = step(t, none, DT);
      expect(ev.targets).toEqual([i]);
      total = ev.targetsCleared ? 1 : total;
    });
    expect(total).toBe(1);
    expect(t.targets).toEqual([false, false, false]);
    expect(t.score).toBe(3 * POINTS.target + POINTS.targetsCleared);
    put(t, 190, 300);
    for (let k = 0; k < 80; k++) step(t, none, DT);
    expect(t.targets).toEqual([true, true, true]);
  });

  it('a shot up the left lane goes round the orbit and scores', () => {
    const t = table();
    put(t, 38, 360, 0, -1300);
    let orbit = false;
    for (let i = 0; i < 90 && !orbit; i++) orbit = step(t, none, DT).orbit;
    expect(orbit).toBe(true);
    expect(t.score).toBeGreaterThanOrEqual(POINTS.orbit);
  });

  it('gives one extra ball on passing the threshold', () => {
    const t = table();
    t.score = EXTRA_BALL_AT - 50;
    const b = t.bumpers[2]!;
    put(t, b.x, b.y - b.r - BALL_R - 1, 0, 300);
    expect(step(t, none, DT).extraBall).toBe(true);
    expect(t.balls).toBe(START_BALLS + 1);
    put(t, b.x, b.y - b.r - BALL_R - 1, 0, 300);
    expect(step(t, none, DT).extraBall).toBe(false);
  });
});

describe('balls', () => {
  it('ball save returns an early drain; later drains cost a ball and reset the multiplier', () => {
    const t = table();
    t.saveT = 3;
    t.launchedThisBall = true;
    put(t, 190, H + 25, 0, 400);
    const saved = step(t, none, DT);
    expect(saved.saved).toBe(true);
    expect(t.balls).toBe(START_BALLS);
    expect(t.ball).toEqual(ballOnPlunger());
    // Relaunching the saved ball gives no second save.
    for (let i = 0; i < 40; i++) step(t, { ...none, plunger: true }, DT);
    expect(step(t, none, DT).launched).toBe(true);
    expect(t.saveT).toBe(0);
    t.mult = 4;
    t.lanes = [true, true, false];
    put(t, 190, H + 25, 0, 400);
    const ev = step(t, none, DT);
    expect(ev.drained).toBe(true);
    expect(t.balls).toBe(START_BALLS - 1);
    expect(t.mult).toBe(1);
    expect(t.lanes).toEqual([false, false, false]);
    expect(inLane(t.ball)).toBe(true);
    put(t, 190, H + 25, 0, 400); step(t, none, DT);
    put(t, 190, H + 25, 0, 400); step(t, none, DT);
    expect(t.over).toBe(true);
    expect(step(t, none, DT).drained).toBe(false);
  });

  it('a ball between the flippers drains', () => {
    const t = table();
    put(t, 190, 560, 0, 100);
    let drained = false;
    for (let i = 0; i < 120 && !drained; i++) drained = step(t, none, DT).drained;
    expect(drained).toBe(true);
  });

  it('a wedged ball gets a shove, a cradled one does not', () => {
    const t = table();
    // A flat ledge added mid-table, the ball resting on it.
    put(t, 190, 300, 0, 0);
    t.bumpers = [];
    t.segs.push({ a: { x: 150, y: 310 }, b: { x: 230, y: 310 }, r: 1, kind: 'wall', e: 0.1 });
    let nudged = false;
    for (let i = 0; i < 60 * 4 && !nudged; i++) nudged = step(t, none, DT).nudged;
    expect(nudged).toBe(true);

    const c = table();
    const f = c.flippers[0];
    put(c, f.px + 20, f.py - 30, 0, 0);
    let cradleNudged = false;
    for (let i = 0; i < 60 * 4; i++) cradleNudged = step(c, { left: true, right: false, plunger: false }, DT).nudged || cradleNudged;
    expect(cradleNudged).toBe(false);
    expect(Math.hypot(c.ball.vx, c.ball.vy)).toBeLessThan(60);
  });

  it.each([1, 2, 3, 4])('stays inside the table through two minutes of autoplay (seed %i)', (seed) => {
    const t = table(seed);
    const mem = { hold: 0, flip: [0, 0] as [number, number] };
    let frames = 0;
    let maxSpeed = 0;
    for (; frames < 60 * 120 && !t.over; frames++) {
      step(t, autoplay(t, mem), DT);
      const b = t.ball;
      maxSpeed = Math.max(maxSpeed, Math.hypot(b.vx, b.vy));
      if (b.y < PLUNGER_Y - 40) {
        expect(b.x).toBeGreaterThan(20);
        expect(b.x).toBeLessThan(388);
        expect(b.y).toBeGreaterThan(15);
      }
    }
    expect(maxSpeed).toBeLessThanOrEqual(MAX_SPEED + 1e-6);
    expect(t.score).toBeGreaterThan(0);
    expect(W).toBe(400);
  });
});
