// @ts-check
/**
 * Pure rules of the fruit slicer (no DOM): the blade's swipe segments against round fruit,
 * launch arcs, waves that grow with the level, combos and scoring.
 */
import { closestOnSegment, integrate } from '../kit/geometry.js';

/** @typedef {'apple'|'orange'|'lemon'|'kiwi'|'plum'|'peach'|'melon'|'star'|'bomb'} Kind */
/** @typedef {{x: number, y: number}} Vec */
/** @typedef {{x: number, y: number, vx: number, vy: number, r: number, kind: Kind, rot: number, spin: number}} Item */
/** @typedef {{delay: number, kind: Kind, x0: number, apexX: number, apexY: number}} Spawn */

export const W = 360;
export const H = 640;
export const GRAVITY = 900;
export const START_LIVES = 3;
/** Fruit cut by one stroke within this many seconds of the first count as one combo. */
export const COMBO_WINDOW = 0.5;
/** Shortest blade movement (logical px) that cuts: resting a finger on a fruit does not. */
export const MIN_CUT = 2;
export const WAVES_PER_LEVEL = 5;

/** Radius and points per kind. */
export const KINDS = /** @type {Record<Kind, {r: number, points: number}>} */ ({
  apple: { r: 24, points: 10 },
  orange: { r: 24, points: 10 },
  lemon: { r: 21, points: 10 },
  kiwi: { r: 19, points: 10 },
  plum: { r: 19, points: 10 },
  peach: { r: 23, points: 10 },
  melon: { r: 33, points: 10 },
  star: { r: 20, points: 50 },
  bomb: { r: 22, points: 0 },
});
export const FRUIT_KINDS = /** @type {Kind[]} */ (['apple', 'orange', 'lemon', 'kiwi', 'plum', 'peach', 'melon']);

/**
 * Whether the blade's movement from a to b passes through (or touches) a circle.
 * Zero-length or tiny movements never cut.
 * @param {Vec} a @param {Vec} b @param {{x: number, y: number, r: number}} c
 * @returns {{x: number, y: number} | null} the point of the segment nearest the centre
 */
export function bladeHits(a, b, c) {
  if (Math.hypot(b.x - a.x, b.y - a.y) < MIN_CUT) return null;
  const p = closestOnSegment(c, a, b);
  const d2 = (p.x - c.x) ** 2 + (p.y - c.y) ** 2;
  return d2 <= c.r * c.r ? { x: p.x, y: p.y } : null;
}

/**
 * Launch velocity that takes a body from (x0, y0) to the top of its arc at (apexX, apexY).
 * @param {number} x0 @param {number} y0 @param {number} apexX @param {number} apexY @param {number} g
 */
export function launchVelocity(x0, y0, apexX, apexY, g) {
  const rise = Math.max(1, y0 - apexY);
  const vy = -Math.sqrt(2 * g * rise);
  const tApex = -vy / g;
  return { vx: (apexX - x0) / tApex, vy, tApex };
}

/** Gravity grows with the level so arcs get quicker. @param {number} level */
export function pace(level) {
  return Math.min(1.5, 1 + 0.06 * (level - 1));
}

/** Moves a flying item on under gravity. @param {Item} it @param {number} dt @param {number} g */
export function stepItem(it, dt, g) {
  integrate(it, dt, { gy: g });
  it.rot += it.spin * dt;
}

/** Whether an item has dropped out of sight below the board (never on the way up). @param {Item} it */
export function fellOff(it) {
  return it.vy > 0 && it.y - it.r > H;
}

/** Level (1-based) a wave (0-based) belongs to. @param {number} wave */
export function levelOf(wave) {
  return 1 + Math.floor(wave / WAVES_PER_LEVEL);
}

/**
 * The fruit and bombs of a wave (0-based). Waves grow from two fruit to eight; bombs join from
 * the third wave and never outnumber the fruit; an occasional star fruit is worth more.
 * Patterns: a burst all at once, a quick volley, or both sides at once.
 * @param {number} wave @param {() => number} rng @returns {Spawn[]}
 */
export function makeWave(wave, rng) {
  const count = Math.min(8, 2 + Math.floor(wave / 2));
  let bombs = wave < 2 ? 0 : Math.min(3, Math.floor((wave - 2) / 3) + (rng() < 0.4 ? 1 : 0));
  bombs = Math.min(bombs, Math.max(0, Math.floor((count - 1) / 2)));
  const pattern = wave < 1 ? 'burst' : /** @type {const} */ (['burst', 'volley', 'sides'])[Math.floor(rng() * 3)];
  /** @type {Spawn[]} */
  const out = [];
  const bombSlots = new Set();
  while (bombSlots.size < bombs) bombSlots.add(1 + Math.floor(rng() * (count - 1)));
  for (let i = 0; i < count; i++) {
    let kind = /** @type {Kind} */ (FRUIT_KINDS[Math.floor(rng() * FRUIT_KINDS.length)]);
    if (bombSlots.has(i)) kind = 'bomb';
    else if (wave >= 3 && rng() < 0.06) kind = 'star';
    let x0 = 40 + rng() * (W - 80);
    let delay = pattern === 'burst' ? rng() * 0.15 : pattern === 'volley' ? i * 0.32 : Math.floor(i / 2) * 0.45;
    if (pattern === 'sides') x0 = i % 2 ? W - 30 - rng() * 50 : 30 + rng() * 50;
    // The apex is chosen so the fruit comes down again inside the board, never off the sides.
    const lo = Math.max(60, (x0 + 30) / 2);
    const hi = Math.min(W - 60, (x0 + W - 30) / 2);
    const apexX = lo + rng() * Math.max(0, hi - lo);
    const apexY = H * (0.12 + rng() * 0.33);
    out.push({ delay: Math.round(delay * 100) / 100, kind, x0, apexX, apexY });
  }
  return out;
}

/**
 * Turns a spawn into a flying item just below the board.
 * @param {Spawn} s @param {number} level @param {() => number} rng @returns {Item}
 */
export function launch(s, level, rng) {
  const r = KINDS[s.kind].r;
  const y0 = H + r;
  const v = launchVelocity(s.x0, y0, s.apexX, s.apexY, GRAVITY * pace(level));
  return { x: s.x0, y: y0, vx: v.vx, vy: v.vy, r, kind: s.kind, rot: rng() * Math.PI * 2, spin: (rng() - 0.5) * 6 };
}

/** Extra points for cutting n fruit in one combo (three or more). @param {number} n */
export function comboBonus(n) {
  return n >= 3 ? n * 10 : 0;
}
