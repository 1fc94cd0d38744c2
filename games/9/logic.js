// @ts-check
/** Pure rules of the flyer (no DOM): flight physics, obstacles, difficulty ramp and collisions. */

/** @typedef {{x: number, y: number, w: number, h: number}} Rect */
/** @typedef {{x: number, gapY: number, gap: number, passed: boolean, star: boolean, starTaken: boolean}} Gate */
/**
 * @typedef {Object} World
 * @property {number} y flyer centre
 * @property {number} vy
 * @property {boolean} started first flap happened
 * @property {boolean} alive
 * @property {Gate[]} gates
 * @property {number} passed gates flown through
 * @property {number} stars stars collected
 * @property {number} distance px scrolled since the start
 * @property {number} flaps
 */

export const W = 480;
export const H = 720;
export const GROUND = H - 64;
export const PLAYER_X = 130;
export const PLAYER_R = 17;
export const GATE_W = 74;
export const GRAVITY = 1500;
export const FLAP_V = -480;
export const MAX_FALL = 720;
export const STAR_R = 13;

/** Vertical opening of the next gate: narrows as the score rises, never below 138 px. @param {number} score */
export function gapFor(score) {
  return Math.max(138, 215 - score * 2.6);
}

/** Scroll speed (px/s): rises with the score up to a cap. @param {number} score */
export function speedFor(score) {
  return Math.min(310, 165 + score * 4.5);
}

/** Horizontal distance between gates. @param {number} score */
export function spacingFor(score) {
  return Math.max(225, 275 - score * 1.5);
}

/** Level shown in the HUD: one every 10 gates. @param {number} passed */
export function levelFor(passed) {
  return 1 + Math.floor(passed / 10);
}

/** @param {() => number} rng @returns {World} */
export function createWorld(rng) {
  void rng;
  return { y: H * 0.42, vy: 0, started: false, alive: true, gates: [], passed: 0, stars: 0, distance: 0, flaps: 0 };
}

/** @param {World} w */
export function flap(w) {
  if (!w.alive) return false;
  w.started = true;
  w.vy = FLAP_V;
  w.flaps++;
  return true;
}

/**
 * Circle against rectangle overlap.
 * @param {number} cx @param {number} cy @param {number} r @param {Rect} rect
 */
export function circleRectHit(cx, cy, r, rect) {
  if (rect.w <= 0 || rect.h <= 0) return false;
  const px = Math.max(rect.x, Math.min(cx, rect.x + rect.w));
  const py = Math.max(rect.y, Math.min(cy, rect.y + rect.h));
  return (cx - px) ** 2 + (cy - py) ** 2 < r * r;
}

/** The two solid parts of a gate. @param {Gate} g @returns {[Rect, Rect]} */
export function gateRects(g) {
  const top = g.gapY - g.gap / 2;
  const bottom = g.gapY + g.gap / 2;
  return [{ x: g.x, y: -40, w: GATE_W, h: top + 40 }, { x: g.x, y: bottom, w: GATE_W, h: GROUND - bottom }];
}

/** Whether a flyer at (x, y) with radius r touches a gate. @param {number} x @param {number} y @param {number} r @param {Gate} g */
export function hitsGate(x, y, r, g) {
  return gateRects(g).some((rect) => circleRectHit(x, y, r, rect));
}

/**
 * A new gate at x; its opening is random but never too far from the previous one.
 * @param {number} x @param {number} score @param {number | null} prevY @param {() => number} rng @returns {Gate}
 */
export function makeGate(x, score, prevY, rng) {
  const gap = gapFor(score);
  const lo = 90 + gap / 2;
  const hi = GROUND - 70 - gap / 2;
  let y = lo + rng() * (hi - lo);
  if (prevY !== null) y = Math.max(prevY - 210, Math.min(prevY + 210, y));
  return { x, gapY: Math.max(lo, Math.min(hi, y)), gap, passed: false, star: score > 0 && rng() < 0.3, starTaken: false };
}

/**
 * Advances the world by dt seconds.
 * @param {World} w @param {number} dt @param {() => number} rng
 * @returns {{passed: number, star: boolean, crashed: boolean}}
 */
export function step(w, dt, rng) {
  const res = { passed: 0, star: false, crashed: false };
  if (!w.alive) return res;
  if (!w.started) return res;
  w.vy = Math.min(MAX_FALL, w.vy + GRAVITY * dt);
  w.y += w.vy * dt;
  if (w.y < PLAYER_R) { w.y = PLAYER_R; w.vy = Math.max(0, w.vy); }
  const speed = speedFor(w.passed);
  w.distance += speed * dt;
  for (const g of w.gates) g.x -= speed * dt;
  w.gates = w.gates.filter((g) => g.x + GATE_W > -20);
  const last = w.gates[w.gates.length - 1];
  if (!last) w.gates.push(makeGate(W + 40, w.passed, null, rng));
  else if (last.x < W + 40 - spacingFor(w.passed)) w.gates.push(makeGate(last.x + spacingFor(w.passed), w.passed + w.gates.filter((g) => !g.passed).length, last.gapY, rng));
  for (const g of w.gates) {
    if (!g.passed && g.x + GATE_W < PLAYER_X - PLAYER_R) {
      g.passed = true;
      w.passed++;
      res.passed++;
    }
    if (g.star && !g.starTaken && Math.hypot(g.x + GATE_W / 2 - PLAYER_X, g.gapY - w.y) < PLAYER_R + STAR_R) {
      g.starTaken = true;
      w.stars++;
      res.star = true;
    }
    if (hitsGate(PLAYER_X, w.y, PLAYER_R - 2, g)) res.crashed = true;
  }
  if (w.y + PLAYER_R >= GROUND) {
    w.y = GROUND - PLAYER_R;
    res.crashed = true;
  }
  if (res.crashed) w.alive = false;
  return res;
}

/** Medal for a final number of gates. @param {number} passed @returns {'gold'|'silver'|'bronze'|null} */
export function medalFor(passed) {
  return passed >= 50 ? 'gold' : passed >= 25 ? 'silver' : passed >= 10 ? 'bronze' : null;
}
