import {
  stepBall, newThrow, hoopAt, spawnX, launchVelocity, throwOver, multiplier, pointsFor, simulateThrow, findThrow, roundCleared,
  ROUNDS, GRAVITY, BALL_R, RIM, RIM_R, BOARD_DX, FLOOR, HOLD_Y, MAX_LAUNCH, MIN_SWIPE, FLICK, HOOP_X, HOOP_Y, W,
  type Ball, type Hoop,
} from './logic.js';

const still: Hoop = { x: HOOP_X, y: HOOP_Y, vx: 0, vy: 0 };
const fixed = () => still;
/** Steps at 60 Hz for up to `secs`, summing events. */
function fly(b: Ball, secs: number, hoop: (t: number) => Hoop = fixed) {
  const th = newThrow();
  const sum = { rim: 0, board: 0, floor: 0, scored: false, swish: false };
  for (let i = 0; i < secs * 60; i++) {
    const ev = stepBall(b, th, hoop, i / 60, 1 / 60);
    sum.rim += ev.rim; sum.board += ev.board; sum.floor += ev.floor;
    if (ev.scored) { sum.scored = true; sum.swish = ev.swish; }
  }
  return { ...sum, th };
}

describe('hoop shot: flight', () => {
  it('follows a parabola under gravity', () => {
    const b: Ball = { x: 50, y: 400, vx: 100, vy: -300 };
    // Far from the hoop: pure projectile motion for 0.5 s.
    fly(b, 0.5, () => ({ x: 2000, y: 0, vx: 0, vy: 0 }));
    expect(b.x).toBeCloseTo(100, 0);
    expect(b.vy).toBeCloseTo(-300 + GRAVITY * 0.5, 0);
    expect(b.y).toBeCloseTo(400 - 300 * 0.5 + 0.5 * GRAVITY * 0.25, -1);
  });

  it('bounces off the floor, losing height, and off the side walls', () => {
    const b: Ball = { x: 100, y: FLOOR - BALL_R - 1, vx: 0, vy: 400 };
    const r = fly(b, 0.1, () => ({ x: 2000, y: 0, vx: 0, vy: 0 }));
    expect(r.floor).toBe(1);
    expect(r.th.floorHits).toBe(1);
    expect(b.vy).toBeLessThan(0);
    expect(Math.abs(b.vy)).toBeLessThan(400);
    const w: Ball = { x: W - BALL_R - 2, y: 300, vx: 300, vy: 0 };
    fly(w, 0.1, () => ({ x: 2000, y: 0, vx: 0, vy: 0 }));
    expect(w.vx).toBeLessThan(0);
    expect(w.x).toBeLessThanOrEqual(W - BALL_R);
  });

  it('turns a swipe into a launch: same direction, speed from length, capped; down-swipes and taps throw nothing', () => {
    const v = launchVelocity(60, -80)!;
    expect(Math.hypot(v.vx, v.vy)).toBeCloseTo(100 * FLICK);
    expect(v.vx / v.vy).toBeCloseTo(60 / -80);
    const big = launchVelocity(0, -5000)!;
    expect(big.vy).toBeCloseTo(-MAX_LAUNCH);
    expect(launchVelocity(40, 30)).toBeNull();
    expect(launchVelocity(0, -(MIN_SWIPE - 1))).toBeNull();
  });
});

describe('hoop shot: rim, backboard and baskets', () => {
  it('a ball dropping straight through the middle is a swish', () => {
    const b: Ball = { x: HOOP_X, y: HOOP_Y - 60, vx: 0, vy: 100 };
    const r = fly(b, 0.6);
    expect(r).toMatchObject({ scored: true, swish: true, rim: 0, board: 0 });
  });

  it('a ball landing on the rim edge bounces off it', () => {
    const b: Ball = { x: HOOP_X - RIM - 6, y: HOOP_Y - 60, vx: 0, vy: 150 };
    const r = fly(b, 0.3);
    expect(r.rim).toBeGreaterThanOrEqual(1);
    expect(r.th.touched).toBe(true);
    // Pushed outwards, away from the ring's middle.
    expect(b.vx).toBeLessThan(0);
    // Never overlapping the rim edge.
    expect(Math.hypot(b.x - (HOOP_X - RIM), b.y - HOOP_Y)).toBeGreaterThanOrEqual(BALL_R + RIM_R - 1e-6);
  });

  it('the backboard sends a ball back, and a bank shot that drops in is not a swish', () => {
    const b: Ball = { x: HOOP_X, y: HOOP_Y - 50, vx: 400, vy: 0 };
    const r = fly(b, 0.8);
    expect(r.board).toBeGreaterThanOrEqual(1);
    expect(b.x).toBeLessThan(HOOP_X + BOARD_DX);
    // Some gentle push towards the glass from above the ring banks in.
    let bank = null;
    for (let vx = 60; vx <= 300 && !bank; vx += 10) {
      const r2 = fly({ x: HOOP_X, y: HOOP_Y - 70, vx, vy: 0 }, 1);
      if (r2.board > 0 && r2.scored) bank = r2;
    }
    expect(bank).not.toBeNull();
    expect(bank!.swish).toBe(false);
  });

  it('does not count a ball going up through the ring, nor one passing outside it', () => {
    const up: Ball = { x: HOOP_X, y: HOOP_Y + 40, vx: 0, vy: -420 };
    const r = fly(up, 1.2);
    expect(r.th.fromBelow).toBe(true);
    expect(r.scored).toBe(false);
    const outside: Ball = { x: HOOP_X - RIM - BALL_R - 20, y: HOOP_Y - 80, vx: 0, vy: 50 };
    expect(fly(outside, 1).scored).toBe(false);
  });

  it('counts a basket once even if the ball rattles around', () => {
    const b: Ball = { x: HOOP_X + 8, y: HOOP_Y - 60, vx: 0, vy: 120 };
    const th = newThrow();
    let baskets = 0;
    for (let i = 0; i < 120; i++) if (stepBall(b, th, fixed, i / 60, 1 / 60).scored) baskets++;
    expect(baskets).toBe(1);
  });

  it('a throw is over once it scored or hit the floor', () => {
    const th = newThrow();
    const b: Ball = { x: 0, y: 0, vx: 0, vy: 0 };
    expect(throwOver(b, th)).toBe(false);
    expect(throwOver(b, { ...th, floorHits: 1 })).toBe(true);
    expect(throwOver(b, { ...th, scored: true })).toBe(true);
  });
});

describe('hoop shot: rounds', () => {
  it('moves the hoop only from round 3 on, within the court, with matching velocity', () => {
    const h0 = hoopAt(ROUNDS[0]!, 5);
    expect([h0.x, h0.y, Math.abs(h0.vx), Math.abs(h0.vy)]).toEqual([HOOP_X, HOOP_Y, 0, 0]);
    expect(hoopAt(ROUNDS[1]!, 7).x).toBe(HOOP_X);
    ROUNDS.slice(2).forEach((r) => {
      let moved = 0;
      let minX = Infinity; let maxX = -Infinity; let minY = Infinity;
      let worstV = 0;
      for (let t = 0; t < 20; t += 0.1) {
        const h = hoopAt(r, t);
        moved = Math.max(moved, Math.abs(h.x - HOOP_X));
        minX = Math.min(minX, h.x); maxX = Math.max(maxX, h.x); minY = Math.min(minY, h.y);
        // Velocity agrees with the motion (finite difference).
        const h2 = hoopAt(r, t + 1e-4);
        worstV = Math.max(worstV, Math.abs((h2.x - h.x) / 1e-4 - h.vx), Math.abs((h2.y - h.y) / 1e-4 - h.vy));
      }
      expect(moved).toBeGreaterThan(30);
      expect(maxX + BOARD_DX + 8).toBeLessThan(W);
      expect(minX - RIM).toBeGreaterThan(150);
      expect(minY).toBeGreaterThan(120);
      expect(worstV).toBeLessThan(0.5);
    });
  });

  it('targets rise round by round and spawn points stay inside the round\'s range', () => {
    for (let i = 1; i < ROUNDS.length; i++) expect(ROUNDS[i]!.target).toBeGreaterThan(ROUNDS[i - 1]!.target);
    const r = ROUNDS[3]!;
    expect(spawnX(r, () => 0)).toBe(r.spawn[0]);
    expect(spawnX(r, () => 0.999999)).toBeCloseTo(r.spawn[1], 3);
    expect(roundCleared(ROUNDS[0]!.target, 0)).toBe(true);
    expect(roundCleared(ROUNDS[0]!.target - 1, 0)).toBe(false);
  });

  it('every round can be scored from both ends of its spawn range within the swipe cap', () => {
    ROUNDS.forEach((r) => {
      for (const x of [r.spawn[0], r.spawn[1]]) {
        for (const t of r.speed > 0 ? [0, 2.2] : [0]) {
          const f = findThrow(x, r, t);
          expect(f).not.toBeNull();
          expect(Math.hypot(f!.vx, f!.vy)).toBeLessThanOrEqual(MAX_LAUNCH + 1e-6);
          expect(simulateThrow({ x, y: HOLD_Y, vx: f!.vx, vy: f!.vy }, r, t).scored).toBe(true);
        }
      }
    });
  });
});

describe('hoop shot: scoring', () => {
  it('streaks multiply: ×2 from three in a row, ×3 from six', () => {
    expect([1, 2, 3, 5, 6, 10].map(multiplier)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('a swish is worth 3, any other basket 2, times the multiplier', () => {
    expect(pointsFor(false, 1)).toBe(2);
    expect(pointsFor(true, 1)).toBe(3);
    expect(pointsFor(true, 3)).toBe(6);
    expect(pointsFor(false, 7)).toBe(6);
  });
});
