import { predictX, aiTarget, aiStep, bounce, stepBall, serveBall, winner, clampX, touchesPaddle, AI_LEVELS, W, H, PADDLE_W, PLAYER_Y, AI_Y, MAX_ANGLE, MAX_SPEED, SPEED_UP, type Ball } from './logic.js';
import { seededRandom } from '../kit/kit.js';

const ball = (x: number, y: number, vx: number, vy: number): Ball => ({ x, y, vx, vy, r: 8 });

describe('duel AI moves', () => {
  it('always returns a legal paddle position within the table and its speed', () => {
    const rng = seededRandom(1);
    for (const lv of Object.values(AI_LEVELS)) {
      for (let i = 0; i < 500; i++) {
        const x = PADDLE_W / 2 + rng() * (W - PADDLE_W);
        const target = -500 + rng() * (W + 1000);
        const dt = rng() * 0.1;
        const nx = aiStep(x, target, dt, lv.speed);
        expect(nx).toBeGreaterThanOrEqual(PADDLE_W / 2);
        expect(nx).toBeLessThanOrEqual(W - PADDLE_W / 2);
        expect(Math.abs(nx - x)).toBeLessThanOrEqual(lv.speed * dt + 1e-9);
      }
    }
  });
  it('moves towards the target and stops on it', () => {
    expect(aiStep(200, 300, 0.1, 250)).toBe(225);
    expect(aiStep(200, 100, 0.1, 250)).toBe(175);
    expect(aiStep(200, 210, 0.1, 250)).toBe(210);
    expect(aiStep(W - 50, W + 100, 1, 250)).toBe(W - PADDLE_W / 2);
  });
  it('harder levels are faster and more accurate; easy stays beatable', () => {
    expect(AI_LEVELS.hard.speed).toBeGreaterThan(AI_LEVELS.medium.speed);
    expect(AI_LEVELS.medium.speed).toBeGreaterThan(AI_LEVELS.easy.speed);
    expect(AI_LEVELS.hard.error).toBeLessThan(AI_LEVELS.easy.error);
    // Even the hardest AI can't cover the table before a fast cross-court shot arrives.
    const crossTime = (H - 100) / MAX_SPEED;
    expect(AI_LEVELS.hard.speed * crossTime).toBeLessThan(W - PADDLE_W);
  });
  it('aims at the predicted crossing point, or the centre when the ball goes away', () => {
    const b = ball(240, 400, 0, -300);
    expect(aiTarget(b, 0)).toBeCloseTo(240);
    expect(aiTarget(b, 20)).toBeCloseTo(260);
    expect(aiTarget(ball(100, 400, 0, 300), 0)).toBe(W / 2);
  });
});

describe('duel ball prediction', () => {
  it('follows a straight line', () => {
    expect(predictX(ball(100, 400, 100, -200), 200)).toBeCloseTo(200);
  });
  it('unfolds wall bounces', () => {
    // Travels 400 px right from x=400 in a 480-wide table (playing span 8..472): hits the wall and comes back.
    expect(predictX(ball(400, 400, 400, -400), 0)).toBeCloseTo(472 - (400 + 400 - 472));
    expect(predictX(ball(40, 400, -200, -400), 200)).toBeCloseTo(8 + (100 - 32));
  });
  it('is null when the ball moves away', () => {
    expect(predictX(ball(100, 400, 0, 300), 100)).toBeNull();
  });
});

describe('duel bounces', () => {
  it('centre hits go straight, edge hits angle outwards, and the ball speeds up', () => {
    const c = bounce(ball(240, PLAYER_Y - 8, 0, 300), 240, -1);
    expect(c.vx).toBeCloseTo(0);
    expect(c.vy).toBeCloseTo(-300 * SPEED_UP);
    const e = bounce(ball(240 + PADDLE_W / 2 + 8, PLAYER_Y, 0, 300), 240, -1);
    expect(Math.atan2(e.vx, -e.vy)).toBeCloseTo(MAX_ANGLE);
    const l = bounce(ball(200, AI_Y, 0, -300), 240, 1);
    expect(l.vx).toBeLessThan(0);
    expect(l.vy).toBeGreaterThan(0);
    expect(Math.hypot(bounce(ball(240, 0, 0, 5000), 240, 1).vx, bounce(ball(240, 0, 0, 5000), 240, 1).vy)).toBeCloseTo(MAX_SPEED);
  });
  it('detects paddle contact', () => {
    expect(touchesPaddle(ball(240, PLAYER_Y - 6, 0, 1), 240, PLAYER_Y)).toBe(true);
    expect(touchesPaddle(ball(240, PLAYER_Y - 9, 0, 1), 240, PLAYER_Y)).toBe(false);
    expect(touchesPaddle(ball(240 + PADDLE_W, PLAYER_Y, 0, 1), 240, PLAYER_Y)).toBe(false);
  });
});

describe('duel ball flight and scoring', () => {
  it('returns off the player paddle and the AI paddle', () => {
    const b = ball(240, PLAYER_Y - 20, 0, 400);
    expect(stepBall(b, 0.05, 240, 240)).toBe('player');
    expect(b.vy).toBeLessThan(0);
    const t = ball(240, AI_Y + 40, 0, -400);
    expect(stepBall(t, 0.05, 240, 240)).toBe('ai');
    expect(t.vy).toBeGreaterThan(0);
  });
  it('a missed ball scores for the other side', () => {
    const b = ball(40, H - 10, 0, 600);
    let ev = 'none';
    for (let i = 0; i < 10 && ev === 'none'; i++) ev = stepBall(b, 0.05, 400, 240);
    expect(ev).toBe('aiScores');
    const u = ball(40, 10, 0, -600);
    expect(stepBall(u, 0.1, 240, 400)).toBe('playerScores');
  });
  it('bounces off the side walls', () => {
    const b = ball(12, 300, -300, 50);
    expect(stepBall(b, 0.05, 240, 240)).toBe('wall');
    expect(b.vx).toBeGreaterThan(0);
  });
  it('serves towards the requested side and decides the match', () => {
    const s = serveBall(1, seededRandom(2));
    expect(s.vy).toBeGreaterThan(0);
    expect(serveBall(-1, seededRandom(2)).vy).toBeLessThan(0);
    expect(winner(7, 3)).toBe('player');
    expect(winner(2, 7)).toBe('ai');
    expect(winner(6, 6)).toBeNull();
    expect(winner(3, 1, 3)).toBe('player');
    expect(clampX(-10)).toBe(PADDLE_W / 2);
  });
});
