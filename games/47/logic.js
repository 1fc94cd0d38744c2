// @ts-check
/** Pure rules of the stacking tower (no DOM): sliding, cutting the overhang, perfect drops, speed and score. */

/** @typedef {{x: number, w: number}} Slab left edge and width, in logical units */
/** @typedef {'miss'|'cut'|'perfect'} DropKind */
/** @typedef {{kind: DropKind, placed: Slab | null, chip: Slab | null, streak: number, grew: number}} DropResult */

export const W = 360;
export const H = 640;
export const BASE_W = 190;
export const BLOCK_H = 26;
/** Offset (units) that still counts as a perfect drop: a few screen pixels on a phone. */
export const PERFECT_TOL = 5;
/** Width given back by each perfect drop once the streak is long enough. */
export const GROW = 12;
/** Perfect drops in a row before the slab starts growing back. */
export const GROW_FROM = 3;
/** How far the moving slab's centre swings either side of the tower. */
export const SWEEP = 150;
/** Floors for the win (the round may continue). */
export const GOAL = 50;
export const FLOORS_PER_LEVEL = 10;

/**
 * Drops the moving slab onto the one below. The part hanging over is cut off (the chip);
 * a drop within PERFECT_TOL snaps onto the slab below, and a long perfect streak widens it again.
 * @param {Slab} below
 * @param {Slab} moving
 * @param {number} streak perfect drops in a row before this one
 * @returns {DropResult}
 */
export function drop(below, moving, streak) {
  const off = moving.x - below.x;
  if (Math.abs(off) <= PERFECT_TOL) {
    const s = streak + 1;
    const grew = s >= GROW_FROM ? Math.min(GROW, BASE_W - below.w) : 0;
    return { kind: 'perfect', placed: { x: below.x - grew / 2, w: below.w + grew }, chip: null, streak: s, grew };
  }
  const left = Math.max(below.x, moving.x);
  const right = Math.min(below.x + below.w, moving.x + moving.w);
  if (right - left <= 0) return { kind: 'miss', placed: null, chip: { ...moving }, streak: 0, grew: 0 };
  const chip = moving.x < below.x
    ? { x: moving.x, w: below.x - moving.x }
    : { x: right, w: moving.x + moving.w - right };
  return { kind: 'cut', placed: { x: left, w: right - left }, chip: chip.w > 0 ? chip : null, streak: 0, grew: 0 };
}

/** Slide speed (units/s) for the floor being placed: rises with the height, then levels off. @param {number} floor */
export function speedFor(floor) {
  return Math.min(430, 140 + floor * 6.5);
}

/** Level shown in the HUD for a tower of this many floors. @param {number} floors */
export function levelFor(floors) {
  return Math.floor(floors / FLOORS_PER_LEVEL) + 1;
}

/**
 * Moves the slab along, bouncing between the ends of its sweep around the tower centre `cx`.
 * @param {number} x left edge @param {number} w @param {number} dir +1 right, -1 left
 * @param {number} speed @param {number} dt @param {number} cx
 * @returns {{x: number, dir: number}}
 */
export function slide(x, w, dir, speed, dt, cx) {
  const lo = cx - SWEEP - w / 2;
  const hi = cx + SWEEP - w / 2;
  let nx = x + dir * speed * dt;
  let nd = dir;
  // Reflect rather than clamp, so a long frame never loses distance travelled.
  for (let i = 0; i < 4 && (nx < lo || nx > hi); i++) {
    if (nx > hi) { nx = 2 * hi - nx; nd = -1; }
    else { nx = 2 * lo - nx; nd = 1; }
  }
  return { x: nx, dir: nd };
}

/** Where a new slab starts: at the end of its sweep, alternating sides floor by floor. @param {number} floor @param {number} w @param {number} cx */
export function spawnFor(floor, w, cx) {
  const fromLeft = floor % 2 === 1;
  return { x: fromLeft ? cx - SWEEP - w / 2 : cx + SWEEP - w / 2, dir: fromLeft ? 1 : -1 };
}

/** Points for one floor: 10, plus a bonus that grows with the perfect streak. @param {DropKind} kind @param {number} streak */
export function pointsFor(kind, streak) {
  if (kind === 'miss') return 0;
  return 10 + (kind === 'perfect' ? 5 * Math.min(streak, 6) : 0);
}
