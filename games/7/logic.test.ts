import { circleRect, reflect, paddleBounce, moveBall, buildLevel, remaining, ballSpeed, brickPoints, rollPower, clampPaddle, LEVELS, MAX_ANGLE, W, type Ball, type Brick } from './logic.js';

const rect = { x: 100, y: 100, w: 40, h: 20 };
const brick = (x: number, y: number, hp = 1, kind: Brick['kind'] = 'normal'): Brick => ({ x, y, w: 40, h: 20, hp, maxHp: hp, kind });
const world = (bricks: Brick[] = []) => ({ w: 480, h: 640, bricks, paddle: { x: 200, y: 600, w: 80, h: 14 } });

describe('brick circle/rectangle collision', () => {
  it('finds the side normal for face hits', () => {
    expect(circleRect(120, 95, 8, rect)).toMatchObject({ hit: true, nx: 0, ny: -1, depth: 3 });
    expect(circleRect(120, 125, 8, rect)).toMatchObject({ hit: true, nx: 0, ny: 1 });
    expect(circleRect(95, 110, 8, rect)).toMatchObject({ hit: true, nx: -1, ny: 0 });
    expect(circleRect(145, 110, 8, rect)).toMatchObject({ hit: true, nx: 1, ny: 0 });
  });
  it('misses when the circle is clear, including near corners', () => {
    expect(circleRect(120, 80, 8, rect).hit).toBe(false);
    expect(circleRect(94, 94, 8, rect).hit).toBe(false); // diagonal distance ≈ 8.5
  });
  it('gives a diagonal normal on corners and a push-out when the centre is inside', () => {
    const c = circleRect(96, 96, 8, rect);
    expect(c.hit).toBe(true);
    expect(c.nx).toBeCloseTo(-Math.SQRT1_2);
    expect(c.ny).toBeCloseTo(-Math.SQRT1_2);
    expect(circleRect(120, 102, 8, rect)).toMatchObject({ hit: true, nx: 0, ny: -1, depth: 10 });
  });
});

describe('brick reflections', () => {
  it('mirrors the component into the surface', () => {
    expect(reflect(3, 4, 0, -1)).toEqual({ vx: 3, vy: -4 });
    expect(reflect(3, -4, 0, 1)).toEqual({ vx: 3, vy: 4 });
    expect(reflect(5, 1, -1, 0)).toEqual({ vx: -5, vy: 1 });
  });
  it('leaves a ball already moving away untouched', () => {
    expect(reflect(3, -4, 0, -1)).toEqual({ vx: 3, vy: -4 });
  });
  it('sends a ball straight into a corner back where it came from', () => {
    expect(reflect(2, 2, -Math.SQRT1_2, -Math.SQRT1_2)).toEqual({ vx: -2, vy: -2 });
    // Only the component heading into the corner flips.
    expect(reflect(-1, 3, -Math.SQRT1_2, -Math.SQRT1_2)).toEqual({ vx: -1, vy: -3 });
  });
});

describe('paddle bounce angle', () => {
  const paddle = { x: 200, y: 600, w: 80, h: 14 };
  const at = (x: number): Ball => ({ x, y: 595, vx: 0, vy: 300, r: 7 });
  it('goes straight up from the centre and keeps the speed', () => {
    const v = paddleBounce(at(240), paddle);
    expect(v.vx).toBeCloseTo(0);
    expect(v.vy).toBeCloseTo(-300);
  });
  it('angles towards the side that was hit, up to the maximum', () => {
    const right = paddleBounce(at(280), paddle);
    expect(Math.atan2(right.vx, -right.vy)).toBeCloseTo(MAX_ANGLE);
    const left = paddleBounce(at(220), paddle);
    expect(left.vx).toBeLessThan(0);
    expect(Math.atan2(-left.vx, -left.vy)).toBeCloseTo(MAX_ANGLE / 2);
    expect(Math.hypot(left.vx, left.vy)).toBeCloseTo(300);
    expect(paddleBounce(at(400), paddle).vx).toBeCloseTo(right.vx);
  });
});

describe('moveBall', () => {
  it('bounces off side and top walls', () => {
    const b: Ball = { x: 5, y: 5, vx: -200, vy: -200, r: 7 };
    const ev = moveBall(b, 0.05, world());
    expect(b.vx).toBeGreaterThan(0);
    expect(b.vy).toBeGreaterThan(0);
    expect(ev.walls).toBeGreaterThanOrEqual(2);
  });
  it('breaks a brick from below and bounces down', () => {
    const bricks = [brick(100, 100)];
    const b: Ball = { x: 120, y: 140, vx: 0, vy: -300, r: 7 };
    const ev = moveBall(b, 0.1, world(bricks));
    expect(ev.hits).toEqual([0]);
    expect(bricks[0]!.hp).toBe(0);
    expect(b.vy).toBeGreaterThan(0);
    expect(b.y).toBeGreaterThan(120);
  });
  it('tough bricks lose one hit point; steel never breaks', () => {
    const bricks = [brick(100, 100, 3), brick(300, 100, 1, 'steel')];
    moveBall({ x: 120, y: 140, vx: 0, vy: -300, r: 7 }, 0.1, world(bricks));
    moveBall({ x: 320, y: 140, vx: 0, vy: -300, r: 7 }, 0.1, world(bricks));
    expect(bricks.map((x) => x.hp)).toEqual([2, 1]);
    expect(remaining(bricks)).toBe(1);
  });
  it('does not tunnel through a brick at high speed', () => {
    const bricks = [brick(100, 100)];
    const b: Ball = { x: 120, y: 200, vx: 0, vy: -3000, r: 7 };
    moveBall(b, 1 / 30, world(bricks));
    expect(bricks[0]!.hp).toBe(0);
    expect(b.vy).toBeGreaterThan(0);
  });
  it('bounces off the paddle with an angle and reports a lost ball below it', () => {
    const b: Ball = { x: 270, y: 585, vx: 0, vy: 300, r: 7 };
    const ev = moveBall(b, 0.05, world());
    expect(ev.paddle).toBe(true);
    expect(b.vy).toBeLessThan(0);
    expect(b.vx).toBeGreaterThan(0);
    const miss: Ball = { x: 50, y: 630, vx: 0, vy: 400, r: 7 };
    expect(moveBall(miss, 0.1, world()).lost).toBe(true);
  });
});

describe('brick levels and scoring', () => {
  it('every layout is 10 wide and has breakable bricks', () => {
    LEVELS.forEach((rows, i) => {
      expect(rows.every((r) => r.length === 10)).toBe(true);
      expect(remaining(buildLevel(i))).toBeGreaterThan(10);
    });
    const l4 = buildLevel(3);
    expect(l4.some((b) => b.kind === 'steel')).toBe(true);
    expect(l4.some((b) => b.maxHp === 3)).toBe(true);
    expect(buildLevel(0).every((b) => b.x >= 0 && b.x + b.w <= W)).toBe(true);
  });
  it('speeds up with the level and rallies, within a cap', () => {
    expect(ballSpeed(2, 0)).toBeGreaterThan(ballSpeed(0, 0));
    expect(ballSpeed(0, 10)).toBeGreaterThan(ballSpeed(0, 0));
    expect(ballSpeed(0, 1000)).toBeCloseTo(ballSpeed(0, 0) * 1.35);
  });
  it('scores tougher bricks and chains higher', () => {
    expect(brickPoints(brick(0, 0, 3), 0)).toBe(60);
    expect(brickPoints(brick(0, 0, 1), 5)).toBeGreaterThan(brickPoints(brick(0, 0, 1), 0));
  });
  it('bonus bricks always drop a power-up', () => {
    expect(rollPower(brick(0, 0, 1, 'bonus'), () => 0.5)).toBe('multi');
    expect(rollPower(brick(0, 0, 1, 'bonus'), () => 0.95)).toBe('life');
    expect(rollPower(brick(0, 0), () => 0.05)).toBe('wide');
    expect(rollPower(brick(0, 0), () => 0.5)).toBeNull();
    expect(clampPaddle(-50, 80)).toBe(40);
    expect(clampPaddle(900, 80)).toBe(W - 40);
  });
});
