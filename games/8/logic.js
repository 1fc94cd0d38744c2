// @ts-check
/** Pure rules of the paddle duel (no DOM): ball flight, paddle bounces and the computer player. */

/** @typedef {{x: number, y: number, vx: number, vy: number, r: number}} Ball */
/** @typedef {'easy'|'medium'|'hard'} Level */
/** @typedef {{speed: number, error: number, reaction: number}} AiLevel */
/** @typedef {'none'|'wall'|'player'|'ai'|'playerScores'|'aiScores'} BallEvent */

export const W = 480;
export const H = 720;
export const PADDLE_W = 92;
export const PADDLE_H = 14;
export const PLAYER_Y = H - 44;
export const AI_Y = 30;
export const BALL_R = 8;
export const SERVE_SPEED = 330;
export const SPEED_UP = 1.055;
export const MAX_SPEED = 920;
export const MAX_ANGLE = (Math.PI * 58) / 180;
export const TARGET = 7;

/** Computer player per difficulty: top speed (px/s), aiming error (px) and reaction delay (s). */
export const AI_LEVELS = /** @type {Record<Level, AiLevel>} */ ({
  easy: { speed: 250, error: 58, reaction: 0.3 },
  medium: { speed: 360, error: 34, reaction: 0.18 },
  hard: { speed: 480, error: 16, reaction: 0.08 },
});

/** Keeps a paddle centre inside the table. @param {number} x @param {number} [pw] */
export function clampX(x, pw = PADDLE_W) {
  return Math.max(pw / 2, Math.min(W - pw / 2, x));
}

/**
 * Where the ball will cross `targetY`, unfolding bounces off the side walls.
 * Returns null when the ball moves away from that line.
 * @param {Ball} ball @param {number} targetY @param {number} [w]
 */
export function predictX(ball, targetY, w = W) {
  if (ball.vy === 0 || Math.sign(targetY - ball.y) !== Math.sign(ball.vy)) return null;
  const t = (targetY - ball.y) / ball.vy;
  const span = w - 2 * ball.r;
  let x = ball.x - ball.r + ball.vx * t;
  const period = 2 * span;
  x = ((x % period) + period) % period;
  if (x > span) x = period - x;
  return x + ball.r;
}

/**
 * Where the computer wants its paddle centre: the predicted crossing point plus its aiming
 * error while the ball comes towards it, otherwise back to the middle.
 * @param {Ball} ball @param {number} bias aiming error for this rally (px)
 */
export function aiTarget(ball, bias) {
  const p = ball.vy < 0 ? predictX(ball, AI_Y + PADDLE_H + ball.r) : null;
  return p === null ? W / 2 : p + bias;
}

/**
 * One legal move of the computer paddle towards a target: at most speed × dt, always inside the table.
 * @param {number} x current centre @param {number} target @param {number} dt @param {number} speed @param {number} [pw]
 */
export function aiStep(x, target, dt, speed, pw = PADDLE_W) {
  const max = Math.max(0, speed * dt);
  const d = Math.max(-max, Math.min(max, target - x));
  return clampX(x + d, pw);
}

/**
 * Bounce off a paddle: the angle follows the hit position (centre straight, edges up to
 * MAX_ANGLE), the ball speeds up a little each rally stroke.
 * @param {Ball} ball @param {number} paddleX centre @param {number} dirY -1 to send the ball up, 1 down @param {number} [pw]
 */
export function bounce(ball, paddleX, dirY, pw = PADDLE_W) {
  const speed = Math.min(MAX_SPEED, Math.hypot(ball.vx, ball.vy) * SPEED_UP);
  const off = Math.max(-1, Math.min(1, (ball.x - paddleX) / (pw / 2 + ball.r)));
  const a = off * MAX_ANGLE;
  return { vx: speed * Math.sin(a), vy: dirY * speed * Math.cos(a) };
}

/** Whether the ball overlaps a paddle whose centre is px and top is py. @param {Ball} b @param {number} px @param {number} py @param {number} [pw] */
export function touchesPaddle(b, px, py, pw = PADDLE_W) {
  const cx = Math.max(px - pw / 2, Math.min(b.x, px + pw / 2));
  const cy = Math.max(py, Math.min(b.y, py + PADDLE_H));
  return (b.x - cx) ** 2 + (b.y - cy) ** 2 <= b.r * b.r;
}

/**
 * Advances the ball; reports what happened (in small sub-steps, so fast balls don't tunnel).
 * @param {Ball} b @param {number} dt @param {number} playerX @param {number} aiX @returns {BallEvent}
 */
export function stepBall(b, dt, playerX, aiX) {
  const n = Math.max(1, Math.ceil((Math.hypot(b.vx, b.vy) * dt) / (b.r * 0.6)));
  /** @type {BallEvent} */
  let ev = 'none';
  for (let s = 0; s < n; s++) {
    b.x += (b.vx * dt) / n;
    b.y += (b.vy * dt) / n;
    if (b.x < b.r) { b.x = b.r; b.vx = Math.abs(b.vx); ev = 'wall'; }
    if (b.x > W - b.r) { b.x = W - b.r; b.vx = -Math.abs(b.vx); ev = 'wall'; }
    if (b.vy > 0 && b.y < PLAYER_Y + PADDLE_H / 2 && touchesPaddle(b, playerX, PLAYER_Y)) {
      Object.assign(b, bounce(b, playerX, -1));
      b.y = PLAYER_Y - b.r;
      return 'player';
    }
    if (b.vy < 0 && b.y > AI_Y + PADDLE_H / 2 && touchesPaddle(b, aiX, AI_Y)) {
      Object.assign(b, bounce(b, aiX, 1));
      b.y = AI_Y + PADDLE_H + b.r;
      return 'ai';
    }
    if (b.y > H + b.r) return 'aiScores';
    if (b.y < -b.r) return 'playerScores';
  }
  return ev;
}

/**
 * A fresh serve from the middle towards `towards` (1 = down to the player, -1 = up).
 * @param {number} towards @param {() => number} rng @returns {Ball}
 */
export function serveBall(towards, rng) {
  const a = (rng() - 0.5) * 0.9;
  return { x: W / 2, y: H / 2, vx: SERVE_SPEED * Math.sin(a), vy: towards * SERVE_SPEED * Math.cos(a), r: BALL_R };
}

/** @param {number} player @param {number} ai @param {number} [target] @returns {'player'|'ai'|null} */
export function winner(player, ai, target = TARGET) {
  if (player >= target) return 'player';
  if (ai >= target) return 'ai';
  return null;
}
