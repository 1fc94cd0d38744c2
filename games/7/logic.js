// @ts-check
/** Pure rules of the brick breaker (no DOM): collisions, bounces, levels and power-ups. */

/** @typedef {{x: number, y: number, vx: number, vy: number, r: number}} Ball */
/** @typedef {{x: number, y: number, w: number, h: number}} Rect */
/** @typedef {'normal'|'steel'|'bonus'} BrickKind */
/** @typedef {Rect & {hp: number, maxHp: number, kind: BrickKind}} Brick */
/** @typedef {'wide'|'multi'|'slow'|'life'} PowerKind */
/** @typedef {{w: number, h: number, bricks: Brick[], paddle: Rect}} World */
/** @typedef {{walls: number, paddle: boolean, hits: number[], lost: boolean}} StepEvents */

export const W = 480;
export const H = 640;
export const COLS = 10;
export const BRICK_GAP = 4;
export const BRICK_W = (W - 24 - BRICK_GAP * (COLS - 1)) / COLS;
export const BRICK_H = 20;
export const TOP = 64;
/** Largest bounce angle off the paddle, from vertical. */
export const MAX_ANGLE = (Math.PI * 62) / 180;

/** Layouts: '.' empty, 1-3 hit points, '#' steel (unbreakable), '*' bonus brick (drops a power-up). */
export const LEVELS = [
  ['..........', '1111111111', '11*1111*11', '1111111111', '1111111111'],
  ['....22....', '...2112...', '..21*112..', '.21111112.', '2111111112', '1111111111'],
  ['2121212121', '1212121212', '21*1212*21', '..........', '3..3..3..3', '1111111111'],
  ['3333333333', '1.1.1.1.1.', '.2.2*2.2.2', '1.1.1.1.1.', '##......##', '2222222222', '1111111111'],
  ['....33....', '...3223...', '..322223..', '.32*11*23.', '..322223..', '...3223...', '....33....'],
  ['3333333333', '2#2#22#2#2', '1111*11111', '#........#', '2222222222', '11*1111*11', '1111111111'],
  ['1.2.33.2.1', '#3#3##3#3#', '2222222222', '1*1*11*1*1', '3333333333', '..........', '##..##..##', '2222222222'],
];

/** @param {number} level 0-based @returns {Brick[]} */
export function buildLevel(level) {
  const rows = LEVELS[level % LEVELS.length] ?? [];
  /** @type {Brick[]} */
  const out = [];
  rows.forEach((row, r) => {
    [...row].forEach((ch, c) => {
      if (ch === '.') return;
      const kind = ch === '#' ? 'steel' : ch === '*' ? 'bonus' : 'normal';
      const hp = kind === 'normal' ? Number(ch) : 1;
      out.push({ x: 12 + c * (BRICK_W + BRICK_GAP), y: TOP + r * (BRICK_H + BRICK_GAP), w: BRICK_W, h: BRICK_H, hp, maxHp: hp, kind });
    });
  });
  return out;
}

/** Bricks that still have to be broken (steel never counts). @param {Brick[]} bricks */
export function remaining(bricks) {
  return bricks.filter((b) => b.kind !== 'steel' && b.hp > 0).length;
}

/**
 * Circle against axis-aligned rectangle.
 * @param {number} cx @param {number} cy @param {number} r @param {Rect} rect
 * @returns {{hit: boolean, nx: number, ny: number, depth: number}} unit normal pointing from the rectangle to the circle
 */
export function circleRect(cx, cy, r, rect) {
  const px = Math.max(rect.x, Math.min(cx, rect.x + rect.w));
  const py = Math.max(rect.y, Math.min(cy, rect.y + rect.h));
  const dx = cx - px;
  const dy = cy - py;
  const d2 = dx * dx + dy * dy;
  if (d2 > r * r) return { hit: false, nx: 0, ny: 0, depth: 0 };
  if (d2 > 1e-9) {
    const d = Math.sqrt(d2);
    return { hit: true, nx: dx / d, ny: dy / d, depth: r - d };
  }
  // Centre inside the rectangle: push out along the shallowest side.
  const left = cx - rect.x;
  const right = rect.x + rect.w - cx;
  const top = cy - rect.y;
  const bottom = rect.y + rect.h - cy;
  const m = Math.min(left, right, top, bottom);
  if (m === top) return { hit: true, nx: 0, ny: -1, depth: r + top };
  if (m === bottom) return { hit: true, nx: 0, ny: 1, depth: r + bottom };
  if (m === left) return { hit: true, nx: -1, ny: 0, depth: r + left };
  return { hit: true, nx: 1, ny: 0, depth: r + right };
}

/**
 * Mirrors a velocity about a surface normal (only when moving into the surface).
 * Corner hits use the dominant axis so the ball never skims along a brick.
 * @param {number} vx @param {number} vy @param {number} nx @param {number} ny
 */
export function reflect(vx, vy, nx, ny) {
  if (vx * nx + vy * ny >= 0) return { vx, vy };
  if (Math.abs(nx) > 0.25 && Math.abs(ny) > 0.25) {
    // Corner: flip the component(s) heading into the corner.
    return { vx: vx * nx < 0 ? -vx : vx, vy: vy * ny < 0 ? -vy : vy };
  }
  if (Math.abs(nx) >= Math.abs(ny)) return { vx: -vx, vy };
  return { vx, vy: -vy };
}

/**
 * New velocity after hitting the paddle: the angle depends on where the ball lands
 * (centre → straight up, edges → up to MAX_ANGLE sideways); the speed is kept.
 * @param {Ball} ball @param {Rect} paddle @returns {{vx: number, vy: number}}
 */
export function paddleBounce(ball, paddle) {
  const speed = Math.hypot(ball.vx, ball.vy);
  const off = Math.max(-1, Math.min(1, (ball.x - (paddle.x + paddle.w / 2)) / (paddle.w / 2)));
  const a = off * MAX_ANGLE;
  return { vx: speed * Math.sin(a), vy: -speed * Math.cos(a) };
}

/**
 * Moves a ball through the world for dt seconds in small sub-steps, bouncing off the walls,
 * the paddle and the bricks (damaging them). At most one brick is hit per sub-step.
 * @param {Ball} ball
 * @param {number} dt
 * @param {World} world
 * @returns {StepEvents}
 */
export function moveBall(ball, dt, world) {
  /** @type {StepEvents} */
  const ev = { walls: 0, paddle: false, hits: [], lost: false };
  const dist = Math.hypot(ball.vx, ball.vy) * dt;
  const n = Math.max(1, Math.ceil(dist / (ball.r * 0.5)));
  const h = dt / n;
  for (let s = 0; s < n; s++) {
    ball.x += ball.vx * h;
    ball.y += ball.vy * h;
    if (ball.x - ball.r < 0) { ball.x = ball.r; ball.vx = Math.abs(ball.vx); ev.walls++; }
    if (ball.x + ball.r > world.w) { ball.x = world.w - ball.r; ball.vx = -Math.abs(ball.vx); ev.walls++; }
    if (ball.y - ball.r < 0) { ball.y = ball.r; ball.vy = Math.abs(ball.vy); ev.walls++; }
    if (ball.y - ball.r > world.h) { ev.lost = true; return ev; }
    const p = world.paddle;
    if (ball.vy > 0 && ball.y < p.y + p.h) {
      const c = circleRect(ball.x, ball.y, ball.r, p);
      if (c.hit && ball.y <= p.y + p.h / 2) {
        const v = paddleBounce(ball, p);
        ball.vx = v.vx;
        ball.vy = v.vy;
        ball.y = p.y - ball.r;
        ev.paddle = true;
      }
    }
    let best = -1;
    let bestC = { hit: false, nx: 0, ny: 0, depth: 0 };
    world.bricks.forEach((b, i) => {
      if (b.hp <= 0) return;
      const c = circleRect(ball.x, ball.y, ball.r, b);
      if (c.hit && c.depth > bestC.depth) { best = i; bestC = c; }
    });
    if (best >= 0) {
      const b = /** @type {Brick} */ (world.bricks[best]);
      const v = reflect(ball.vx, ball.vy, bestC.nx, bestC.ny);
      ball.vx = v.vx;
      ball.vy = v.vy;
      ball.x += bestC.nx * bestC.depth;
      ball.y += bestC.ny * bestC.depth;
      if (b.kind !== 'steel') b.hp--;
      ev.hits.push(best);
    }
  }
  return ev;
}

/** Ball speed (px/s) for a level (0-based) after some paddle hits in this life. @param {number} level @param {number} paddleHits */
export function ballSpeed(level, paddleHits) {
  return (330 + level * 22) * Math.min(1.35, 1 + paddleHits * 0.012);
}

/** Points for breaking a brick, boosted by how many bricks this ball broke since it last touched the paddle. @param {Brick} b @param {number} chain */
export function brickPoints(b, chain) {
  return Math.round(20 * b.maxHp * (1 + Math.min(10, chain) * 0.1));
}

/**
 * Whether a broken brick releases a power-up, and which one.
 * @param {Brick} b @param {() => number} rng @returns {PowerKind | null}
 */
export function rollPower(b, rng) {
  if (b.kind !== 'bonus' && rng() >= 0.1) return null;
  const r = rng();
  return r < 0.35 ? 'wide' : r < 0.65 ? 'multi' : r < 0.9 ? 'slow' : 'life';
}

/** Keeps the paddle inside the field. @param {number} x centre @param {number} w paddle width */
export function clampPaddle(x, w) {
  return Math.max(w / 2, Math.min(W - w / 2, x));
}
