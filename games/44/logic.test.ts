import { pointInPolygon } from '../kit/geometry.js';
import {
  stepBall, simulateShot, shotVelocity, planShot, courseDistance, holePoints, termFor, pickedUp, rect, bevel, spinnerEnds, sliderBox,
  HOLES, COURSE_PAR, BALL_R, WALL_T, CUP_R, CAPTURE_SPEED, ROLL_DECEL, MAX_SPEED, MAX_STROKES, type Hole, type Ball,
} from './logic.js';

/** A plain 200×400 box with the cup far from everything unless a test moves it. */
const box = (over: Partial<Hole> = {}): Hole => ({
  par: 3, tee: { x: 100, y: 350 }, cup: { x: 20000, y: 20000 },
  walls: [rect(0, 0, 200, 400)], sand: [], water: [], slopes: [], movers: [], ...over,
});
const speed = (b: Ball) => Math.hypot(b.vx, b.vy);
/** Runs the physics at 60 Hz for `secs`, collecting events. */
function run(b: Ball, hole: Hole, secs: number, t0 = 0) {
  let walls = 0; let sunk = false; let water = false; let movers = 0;
  for (let t = 0; t < secs; t += 1 / 60) {
    const ev = stepBall(b, hole, t0 + t, 1 / 60);
    walls += ev.walls; movers += ev.movers;
    if (ev.sunk) { sunk = true; break; }
    if (ev.water) { water = true; break; }
  }
  return { walls, sunk, water, movers };
}

describe('mini golf: rolling and friction', () => {
  it('slows a rolling ball and eventually stops it', () => {
    const b: Ball = { x: 100, y: 380, vx: 0, vy: -200 };
    stepBall(b, box(), 0, 1 / 60);
    expect(b.vy).toBeGreaterThan(-200);
    expect(b.vy).toBeLessThan(0);
    run(b, box(), 5);
    expect(speed(b)).toBe(0);
    // It stopped short of the far rail: a gentle putt rolls about v²/2a or less.
    expect(380 - b.y).toBeLessThan(200 ** 2 / (2 * ROLL_DECEL));
    expect(380 - b.y).toBeGreaterThan(40);
  });

  it('sand stops the ball far sooner than the green', () => {
    const green: Ball = { x: 100, y: 380, vx: 0, vy: -300 };
    const sandy: Ball = { x: 100, y: 380, vx: 0, vy: -300 };
    run(green, box(), 6);
    run(sandy, box({ sand: [rect(0, 0, 200, 400)] }), 6);
    expect(380 - sandy.y).toBeLessThan((380 - green.y) / 2);
  });

  it('a slope steeper than the rolling resistance sets a resting ball rolling; a gentle one does not', () => {
    const steep: Ball = { x: 100, y: 200, vx: 0, vy: 0 };
    stepBall(steep, box({ slopes: [{ poly: rect(0, 0, 200, 400), ax: 0, ay: 200 }] }), 0, 0.1);
    expect(steep.vy).toBeGreaterThan(0);
    const gentle: Ball = { x: 100, y: 200, vx: 0, vy: 0 };
    const ev = stepBall(gentle, box({ slopes: [{ poly: rect(0, 0, 200, 400), ax: 0, ay: ROLL_DECEL - 20 }] }), 0, 0.1);
    expect(gentle).toMatchObject({ x: 100, y: 200, vx: 0, vy: 0 });
    expect(ev.moving).toBe(false);
  });

  it('a ball rolling uphill comes back down', () => {
    const b: Ball = { x: 100, y: 300, vx: 0, vy: -250 };
    const hill = box({ slopes: [{ poly: rect(0, 0, 200, 300), ax: 0, ay: 260 }] });
    let minY = 300;
    for (let i = 0; i < 240; i++) { stepBall(b, hill, i / 60, 1 / 60); minY = Math.min(minY, b.y); }
    expect(minY).toBeLessThan(260);
    expect(b.y).toBeGreaterThan(295);
  });

  it('a putt speed grows with power, from a tap to the maximum', () => {
    const weak = shotVelocity(0, 0);
    const strong = shotVelocity(0, 1);
    expect(weak.vx).toBeGreaterThan(0);
    expect(strong.vx).toBeCloseTo(MAX_SPEED);
    expect(shotVelocity(Math.PI / 2, 0.5).vy).toBeGreaterThan(weak.vx);
    expect(Math.abs(shotVelocity(Math.PI / 2, 0.5).vx)).toBeLessThan(1e-9);
    expect(shotVelocity(0, 2).vx).toBeCloseTo(MAX_SPEED);
  });
});

describe('mini golf: rails and blocks', () => {
  it('bounces off a rail, losing some speed, and never overlaps it', () => {
    const b: Ball = { x: 100, y: 30, vx: 0, vy: -400 };
    const r = run(b, box(), 0.2);
    expect(r.walls).toBe(1);
    expect(b.vy).toBeGreaterThan(0);
    expect(speed(b)).toBeLessThan(400);
    expect(b.y).toBeGreaterThanOrEqual(BALL_R + WALL_T - 1e-6);
  });

  it('mirrors the angle off a side rail', () => {
    const b: Ball = { x: 180, y: 200, vx: 300, vy: -300 };
    run(b, box(), 0.1);
    expect(b.vx).toBeLessThan(0);
    expect(b.vy).toBeLessThan(0);
  });

  it('banks off a 45° cut corner', () => {
    const hole = box({ walls: [bevel(0, 0, 200, 400, 60)] });
    // Heading straight up into the top-right bevel: it should leave heading left.
    const b: Ball = { x: 185, y: 100, vx: 0, vy: -300 };
    run(b, hole, 0.4);
    expect(b.vx).toBeLessThan(-50);
  });

  it('bounces off a block inside the course', () => {
    const b: Ball = { x: 100, y: 300, vx: 0, vy: -300 };
    const r = run(b, box({ walls: [rect(0, 0, 200, 400), rect(60, 180, 80, 20)] }), 0.5);
    expect(r.walls).toBeGreaterThanOrEqual(1);
    expect(b.y).toBeGreaterThan(200);
  });

  it('does not tunnel through a rail at full speed', () => {
    let outside = 0;
    for (const a of [-Math.PI / 2, -Math.PI / 4, 0, 2.5]) {
      const b: Ball = { x: 100, y: 200, ...shotVelocity(a, 1) };
      for (let i = 0; i < 600; i++) {
        stepBall(b, box(), i / 60, 1 / 60);
        if (!pointInPolygon(b, rect(0, 0, 200, 400))) outside++;
      }
    }
    expect(outside).toBe(0);
  });
});

describe('mini golf: the cup', () => {
  const cupped = box({ cup: { x: 100, y: 200 } });

  it('captures a slow ball rolling over it', () => {
    const b: Ball = { x: 100, y: 260, vx: 0, vy: -150 };
    expect(run(b, cupped, 3).sunk).toBe(true);
    expect(b).toMatchObject({ x: 100, y: 200, vx: 0, vy: 0 });
  });

  it('lets a ball faster than the capture speed skim across', () => {
    const b: Ball = { x: 100, y: 240, vx: 0, vy: -(CAPTURE_SPEED + 220) };
    let sunk = false;
    for (let i = 0; i < 12 && !sunk; i++) sunk = stepBall(b, cupped, i / 60, 1 / 60).sunk;
    expect(sunk).toBe(false);
    expect(b.y).toBeLessThan(200 - CUP_R);
  });

  it('a ball that stops right at the rim is pulled in; one that only grazes past is not', () => {
    // Enters the cup's edge slowly, off centre.
    const edge: Ball = { x: 100 + CUP_R - 3, y: 230, vx: 0, vy: -110 };
    expect(run(edge, cupped, 3).sunk).toBe(true);
    const wide: Ball = { x: 100 + CUP_R + BALL_R, y: 260, vx: 0, vy: -150 };
    expect(run(wide, cupped, 3).sunk).toBe(false);
  });
});

describe('mini golf: water and moving obstacles', () => {
  it('reports water and stops the ball there', () => {
    const b: Ball = { x: 100, y: 350, vx: 0, vy: -300 };
    const r = run(b, box({ water: [rect(0, 150, 200, 60)] }), 3);
    expect(r.water).toBe(true);
    expect(speed(b)).toBe(0);
  });

  it('a spinning bar knocks a resting ball away', () => {
    // Bar along +x at t=0 turning clockwise on screen: its right half sweeps down onto the ball.
    const hole = box({ movers: [{ kind: 'spinner', x: 100, y: 200, len: 60, speed: 2, phase: 0 }] });
    const b: Ball = { x: 140, y: 225, vx: 0, vy: 0 };
    const r = run(b, hole, 0.6);
    expect(r.movers).toBeGreaterThanOrEqual(1);
    expect(speed(b) + Math.abs(b.y - 225)).toBeGreaterThan(5);
    const ends = spinnerEnds({ kind: 'spinner', x: 100, y: 200, len: 60, speed: 2, phase: 0 }, Math.PI / 4);
    expect(ends.b.x).toBeCloseTo(100);
    expect(ends.b.y).toBeCloseTo(260);
  });

  it('a slider moves between its ends and pushes the ball it meets', () => {
    const m = { kind: 'slider' as const, x: 20, y: 200, w: 60, h: 18, dx: 100, dy: 0, period: 2, phase: 0 };
    expect(sliderBox(m, 0)).toMatchObject({ x: 20, y: 200 });
    expect(sliderBox(m, 1).x).toBeCloseTo(120);
    expect(sliderBox(m, 0.5).vx).toBeGreaterThan(0);
    const b: Ball = { x: 100, y: 209, vx: 0, vy: 0 };
    const r = run(b, box({ movers: [m] }), 0.6);
    expect(r.movers).toBeGreaterThanOrEqual(1);
    expect(b.vx > 0 || b.x > 100).toBe(true);
  });
});

describe('mini golf: the nine holes', () => {
  it('has nine holes, par 28, with tee and cup on open fairway', () => {
    expect(HOLES).toHaveLength(9);
    expect(COURSE_PAR).toBe(28);
    for (const h of HOLES) {
      for (const p of [h.tee, h.cup]) {
        expect(pointInPolygon(p, h.walls[0]!)).toBe(true);
        expect(h.walls.slice(1).some((b) => pointInPolygon(p, b))).toBe(false);
        expect(h.water.some((w) => pointInPolygon(p, w))).toBe(false);
      }
      expect(h.sand.some((s) => pointInPolygon(h.tee, s))).toBe(false);
      expect(courseDistance(h)(h.tee)).toBeGreaterThan(0);
    }
  });

  it('moving obstacles keep a ball-wide gap from the rails, so a ball is never crushed', () => {
    const segDist = (p: { x: number; y: number }, a: { x: number; y: number }, c: { x: number; y: number }) => {
      const dx = c.x - a.x; const dy = c.y - a.y;
      const u = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
      return Math.hypot(p.x - a.x - dx * u, p.y - a.y - dy * u);
    };
    let movers = 0;
    for (const h of HOLES) {
      for (const m of h.movers) {
        movers++;
        let closest = Infinity;
        for (let t = 0; t < 8; t += 0.05) {
          let pts;
          if (m.kind === 'spinner') { const e = spinnerEnds(m, t); pts = [e.a, e.b]; }
          else { const b = sliderBox(m, t); pts = [{ x: b.x, y: b.y }, { x: b.x + b.w, y: b.y }, { x: b.x, y: b.y + b.h }, { x: b.x + b.w, y: b.y + b.h }]; }
          for (const p of pts) for (const poly of h.walls) for (let i = 0; i < poly.length; i++) closest = Math.min(closest, segDist(p, poly[i]!, poly[(i + 1) % poly.length]!));
        }
        expect(closest).toBeGreaterThan(2 * BALL_R + WALL_T + 4);
      }
    }
    expect(movers).toBe(5);
  });

  it('random putts never leave the course', () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    let outside = 0;
    let steps = 0;
    HOLES.forEach((h) => {
      for (let k = 0; k < 12; k++) {
        const b: Ball = { x: h.tee.x, y: h.tee.y, ...shotVelocity(rnd() * Math.PI * 2, 0.4 + rnd() * 0.6) };
        for (let i = 0; i < 500; i++) {
          const ev = stepBall(b, h, i / 60, 1 / 60);
          steps++;
          if (!pointInPolygon(b, h.walls[0]!)) outside++;
          if (ev.sunk || ev.water || !ev.moving) break;
        }
      }
    });
    expect(steps).toBeGreaterThan(9 * 12 * 30);
    expect(outside).toBe(0);
  });

  it('every hole can be played in par or better by the shot planner', () => {
    HOLES.forEach((h) => {
      const dist = courseDistance(h);
      let from = h.tee;
      let t = 0;
      let strokes = 0;
      let sunk = false;
      while (!sunk && strokes < h.par) {
        const plan = planShot(h, from, t, dist);
        const r = simulateShot(h, from, plan.angle, plan.power, t);
        strokes++;
        sunk = r.sunk;
        expect(r.sunk).toBe(plan.sunk);
        if (!r.water) from = { x: r.x, y: r.y };
        t += r.time + 2;
      }
      expect(sunk).toBe(true);
    });
  });
});

describe('mini golf: scoring', () => {
  it('awards more for fewer strokes and most for an ace', () => {
    expect(holePoints(3, 1)).toBe(1000);
    expect(holePoints(3, 3)).toBe(400);
    expect(holePoints(3, 2)).toBe(550);
    expect(holePoints(3, 4)).toBe(250);
    expect(holePoints(3, MAX_STROKES)).toBe(0);
  });

  it('names results the golf way', () => {
    expect(termFor(3, 1)).toBe('ace');
    expect(termFor(4, 2)).toBe('eagle');
    expect(termFor(5, 2)).toBe('albatross');
    expect(termFor(3, 2)).toBe('birdie');
    expect(termFor(3, 3)).toBe('par');
    expect(termFor(3, 4)).toBe('bogey');
    expect(termFor(3, 5)).toBe('double');
    expect(termFor(3, 7)).toBe('over');
  });

  it('picks the ball up at the stroke limit', () => {
    expect(pickedUp(MAX_STROKES - 1)).toBe(false);
    expect(pickedUp(MAX_STROKES)).toBe(true);
  });
});
