// @ts-check
/**
 * Grapple swing rules (pure, no DOM): free flight, the rope constraint (a pendulum that can go
 * slack), picking the anchor a rope fires to, the generated course (anchors, stars, spiked pillars
 * from the floor), the camera's forced scroll that rises with distance, scoring, and an autopilot
 * used for the thumbnail and to prove courses can be flown.
 */

export const W = 360;
export const H = 600;
export const FLOOR_Y = 560;
export const PLAYER_R = 9;
export const G = 900;
export const ROPE_MAX = 270;
export const ROPE_MIN = 60;
/** Holding on reels the rope in this fast: the way to gain height. */
export const REEL = 55;
/** On a taut rope the hero pumps the swing forwards (px/s²), up to PUMP_MAX speed. */
export const PUMP = 260;
export const PUMP_MAX = 560;
export const PX_PER_M = 20;
export const START_X = 80;
export const START_Y = 420;
/** Rope physics runs in sub-steps no longer than this. */
export const SUB = 1 / 240;
export const STAR_R = 15;
export const STAR_POINTS = 10;

/** @typedef {{x: number, y: number, vx: number, vy: number}} Body */
/** @typedef {{x: number, y: number, amp: number, phase: number}} Anchor amp > 0 bobs up and down */
/** @typedef {{x: number, w: number, top: number}} Pillar */
/** @typedef {{x: number, y: number, taken: boolean}} Star */
/**
 * @typedef {Object} Course
 * @property {() => number} rng
 * @property {Anchor[]} anchors in x order
 * @property {Pillar[]} pillars
 * @property {Star[]} stars
 * @property {number} endX where generation stopped
 */

/** Deterministic PRNG (mulberry32). @param {number} seed */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------- physics

/** Ballistic flight, semi-implicit Euler. @param {Body} b @param {number} dt @param {number} [g] */
export function stepFree(b, dt, g = G) {
  b.vy += g * dt;
  b.x += b.vx * dt;
  b.y += b.vy * dt;
}

/**
 * One step on the rope: fly freely, then, if that stretched the rope, put the body back on the
 * circle and take away the velocity pulling outwards. A rope only pulls: inside the circle it is
 * slack and the body flies. While the rope stays taut the speed is then set from the energy the
 * swing had (projection alone would bleed a little every step, and a swing must not gain any):
 * the pendulum keeps its energy exactly, and catching a slack rope still costs the jerk.
 * @param {Body} b @param {{x: number, y: number}} anchor @param {number} len @param {number} dt @param {number} [g]
 * @returns {boolean} whether the rope is taut
 */
export function stepRope(b, anchor, len, dt, g = G) {
  let dx = b.x - anchor.x;
  let dy = b.y - anchor.y;
  let d = Math.hypot(dx, dy);
  const taut = d >= len - 1e-6 && d > 0;
  if (taut && d > len) {
    // Reeled in since the last step: the body rides up with the rope (the climb is the reel's work).
    b.x = anchor.x + (dx / d) * len;
    b.y = anchor.y + (dy / d) * len;
  }
  const e0 = energy(b, g);
  stepFree(b, dt, g);
  dx = b.x - anchor.x;
  dy = b.y - anchor.y;
  d = Math.hypot(dx, dy);
  if (d <= len || d === 0) return false;
  const nx = dx / d;
  const ny = dy / d;
  b.x = anchor.x + nx * len;
  b.y = anchor.y + ny * len;
  const vr = b.vx * nx + b.vy * ny;
  if (vr > 0) {
    b.vx -= vr * nx;
    b.vy -= vr * ny;
  }
  if (taut) {
    const sp = Math.hypot(b.vx, b.vy);
    const want = 2 * (e0 - g * (FLOOR_Y - b.y));
    if (sp > 1e-9 && want > 0) {
      const k = Math.sqrt(want) / sp;
      b.vx *= k;
      b.vy *= k;
    }
  }
  return true;
}

/** Mechanical energy per unit mass (height measured up from the floor). @param {Body} b @param {number} [g] */
export function energy(b, g = G) {
  return 0.5 * (b.vx * b.vx + b.vy * b.vy) + g * (FLOOR_Y - b.y);
}

/** Where an anchor is at time t (some bob up and down). @param {Anchor} a @param {number} t */
export function anchorAt(a, t) {
  return { x: a.x, y: a.amp ? a.y + Math.sin(t * 1.6 + a.phase) * a.amp : a.y };
}

/**
 * The anchor a rope fired now would catch: above the player, within reach, not far behind, and the
 * one nearest to straight up-and-ahead (about 30° forward of vertical), or -1.
 * @param {Anchor[]} anchors @param {Body} b @param {number} t
 */
export function pickAnchor(anchors, b, t) {
  let best = -1;
  let bestScore = Infinity;
  for (let i = 0; i < anchors.length; i++) {
    const p = anchorAt(/** @type {Anchor} */ (anchors[i]), t);
    const dx = p.x - b.x;
    const dy = p.y - b.y;
    if (dy > -20 || dx < -40) continue;
    const d = Math.hypot(dx, dy);
    if (d > ROPE_MAX || d < 30) continue;
    const score = Math.abs(Math.atan2(dx, -dy) - 0.5);
    if (score < bestScore) { bestScore = score; best = i; }
  }
  return best;
}

/** Rope length when it catches: the distance, within limits. @param {Body} b @param {{x: number, y: number}} p */
export function ropeLength(b, p) {
  return Math.max(ROPE_MIN, Math.min(ROPE_MAX, Math.hypot(p.x - b.x, p.y - b.y)));
}

/**
 * The hero's own push on a taut rope: along the swing, towards the forward side, until the speed
 * cap. It is what keeps a good run going; the rope step itself never adds energy.
 * @param {Body} b @param {{x: number, y: number}} anchor @param {number} dt
 */
export function pump(b, anchor, dt) {
  const dx = b.x - anchor.x;
  const dy = b.y - anchor.y;
  const d = Math.hypot(dx, dy) || 1;
  // Tangent of the circle pointing forwards (+x).
  let tx = -dy / d;
  let ty = dx / d;
  if (tx < 0) { tx = -tx; ty = -ty; }
  if (Math.hypot(b.vx, b.vy) >= PUMP_MAX) return;
  b.vx += tx * PUMP * dt;
  b.vy += ty * PUMP * dt;
}

/** Reels the rope in while held, never shorter than ROPE_MIN. @param {number} len @param {number} dt */
export function reel(len, dt) {
  return Math.max(ROPE_MIN, len - REEL * dt);
}

// ---------------------------------------------------------------- course

/** Distance flown in metres. @param {number} x */
export const metres = (x) => Math.max(0, Math.floor((x - START_X) / PX_PER_M));

/** Zone (every 100 m) sets the spacing, bobbing anchors and pillars. @param {number} x */
export const zoneAt = (x) => Math.floor(metres(x) / 100);

/**
 * Speed of the forced scroll (px/s): the screen's left edge never moves slower than this, and the
 * player must keep ahead of it. It rises with distance.
 * @param {number} x camera position
 */
export function scrollSpeed(x) {
  return Math.min(230, 70 + metres(x) * 0.35);
}

/** @param {number} seed @returns {Course} */
export function makeCourse(seed) {
  const rng = mulberry32(seed);
  /** @type {Course} */
  const c = { rng, anchors: [{ x: START_X + 110, y: 220, amp: 0, phase: 0 }], pillars: [], stars: [], endX: START_X + 110 };
  extendCourse(c, START_X + 2000);
  return c;
}

/**
 * Adds anchors until the course reaches `upTo`. Gaps widen and anchors start bobbing in later
 * zones; pillars rise from the floor between anchors, always leaving a clear band under the line
 * joining them; a star sits over each gap.
 * @param {Course} c @param {number} upTo
 */
export function extendCourse(c, upTo) {
  while (c.endX < upTo) {
    const prev = /** @type {Anchor} */ (c.anchors[c.anchors.length - 1]);
    const zone = zoneAt(prev.x);
    const gap = 120 + c.rng() * 55 + Math.min(70, zone * 12);
    const y = Math.max(70, Math.min(240, prev.y + (c.rng() * 2 - 1) * 80));
    const amp = zone >= 2 && c.rng() < Math.min(0.5, 0.15 * (zone - 1)) ? 22 + c.rng() * 22 : 0;
    /** @type {Anchor} */
    const a = { x: prev.x + gap, y, amp, phase: c.rng() * Math.PI * 2 };
    c.anchors.push(a);
    const mid = (prev.x + a.x) / 2;
    const lineY = Math.max(prev.y + prev.amp, a.y + a.amp);
    if (zone >= 1 && c.rng() < Math.min(0.65, 0.25 + zone * 0.1)) {
      // Keep the pillar's tip well below the lowest reach of a comfortable rope.
      const top = Math.max(lineY + 230, FLOOR_Y - 60 - c.rng() * 120);
      if (top < FLOOR_Y - 30) c.pillars.push({ x: mid - 13, w: 26, top });
    }
    c.stars.push({ x: mid, y: lineY + 40 + c.rng() * 60, taken: false });
    c.endX = a.x;
  }
}

/** Drops what lies well behind the camera. @param {Course} c @param {number} x */
export function pruneCourse(c, x) {
  while (c.anchors.length > 2 && /** @type {Anchor} */ (c.anchors[1]).x < x - 200) c.anchors.shift();
  c.pillars = c.pillars.filter((p) => p.x + p.w > x - 200);
  c.stars = c.stars.filter((s) => s.x > x - 200);
}

/** Whether the body touches the floor. @param {Body} b */
export function onFloor(b) {
  return b.y + PLAYER_R >= FLOOR_Y;
}

/** Whether the body touches a pillar (a box from its top down to the floor). @param {Body} b @param {Pillar[]} pillars */
export function hitsPillar(b, pillars) {
  for (const p of pillars) {
    const cx = Math.max(p.x, Math.min(b.x, p.x + p.w));
    const cy = Math.max(p.top, Math.min(b.y, FLOOR_Y));
    if ((b.x - cx) ** 2 + (b.y - cy) ** 2 < PLAYER_R * PLAYER_R) return true;
  }
  return false;
}

/** Stars within reach, marked taken; returns how many. @param {Body} b @param {Star[]} stars */
export function collectStars(b, stars) {
  let n = 0;
  for (const s of stars) {
    if (!s.taken && (s.x - b.x) ** 2 + (s.y - b.y) ** 2 < (STAR_R + PLAYER_R) ** 2) { s.taken = true; n++; }
  }
  return n;
}

/** Score: metres flown plus stars. @param {number} bestX @param {number} stars */
export function scoreFor(bestX, stars) {
  return metres(bestX) + stars * STAR_POINTS;
}

// ---------------------------------------------------------------- autopilot

/**
 * A simple pilot: let go when the swing throws the body up and forward (or once well past the
 * anchor), grab the anchor ahead when falling or near the top of the arc.
 * @param {{body: Body, attached: boolean, anchor: {x: number, y: number} | null, len: number}} s
 * @param {Anchor[]} anchors @param {number} t
 * @returns {boolean} hold
 */
export function autopilot(s, anchors, t) {
  const b = s.body;
  if (s.attached && s.anchor) {
    const rising = b.vy < 0 && b.vx > 0 && -b.vy > b.vx * 0.55;
    const past = b.x > s.anchor.x + s.len * 0.62;
    return !(rising || past);
  }
  const i = pickAnchor(anchors, b, t);
  if (i < 0) return false;
  const p = anchorAt(/** @type {Anchor} */ (anchors[i]), t);
  return p.x - b.x > -10 && b.vx > 60 && b.vy > -120;
}

// ---------------------------------------------------------------- a run

/**
 * @typedef {Object} Run
 * @property {Course} course
 * @property {Body} body
 * @property {boolean} started the first press launches off the ledge
 * @property {Anchor | null} anchor the rope's anchor, or null in flight
 * @property {number} len rope length
 * @property {number} t seconds since the start
 * @property {number} camX left edge of the view
 * @property {number} bestX furthest point reached
 * @property {number} stars
 * @property {number} ropes ropes fired
 * @property {boolean} held the button was down last step
 * @property {null | 'floor' | 'pillar' | 'behind'} dead
 */

/** @param {number} seed @returns {Run} */
export function newRun(seed) {
  return {
    course: makeCourse(seed),
    body: { x: START_X, y: START_Y, vx: 0, vy: 0 },
    started: false, anchor: null, len: 0, t: 0, camX: 0, bestX: START_X, stars: 0, ropes: 0, held: false, dead: null,
  };
}

/**
 * One step of a run with the button held or not: a press fires the rope (and the very first one
 * jumps off the ledge), a release lets go, then physics, the forced scroll, stars and what ends the run.
 * @param {Run} r @param {boolean} hold @param {number} dt
 * @returns {{caught: boolean, missed: boolean, released: boolean, stars: number}}
 */
export function stepRun(r, hold, dt) {
  const ev = { caught: false, missed: false, released: false, stars: 0 };
  if (r.dead) return ev;
  const b = r.body;
  if (!r.started) {
    if (!hold) return ev;
    r.started = true;
    b.vx = 240;
    b.vy = -120;
  }
  r.t += dt;
  if (hold && !r.held) {
    r.ropes++;
    const i = pickAnchor(r.course.anchors, b, r.t);
    if (i >= 0) {
      r.anchor = /** @type {Anchor} */ (r.course.anchors[i]);
      r.len = ropeLength(b, anchorAt(r.anchor, r.t));
      ev.caught = true;
    } else ev.missed = true;
  } else if (!hold && r.anchor) {
    r.anchor = null;
    ev.released = true;
  }
  r.held = hold;
  const n = Math.max(1, Math.ceil(dt / SUB - 1e-9));
  const h = dt / n;
  for (let i = 0; i < n; i++) {
    if (r.anchor) {
      r.len = reel(r.len, h);
      const p = anchorAt(r.anchor, r.t);
      if (stepRope(b, p, r.len, h)) pump(b, p, h);
    } else stepFree(b, h);
  }
  r.camX = Math.max(r.camX + scrollSpeed(r.camX) * dt, b.x - 130);
  r.bestX = Math.max(r.bestX, b.x);
  ev.stars = collectStars(b, r.course.stars);
  r.stars += ev.stars;
  extendCourse(r.course, r.camX + W + 400);
  pruneCourse(r.course, r.camX);
  if (r.anchor && !r.course.anchors.includes(r.anchor)) r.anchor = null;
  if (onFloor(b)) r.dead = 'floor';
  else if (hitsPillar(b, r.course.pillars)) r.dead = 'pillar';
  else if (b.x < r.camX - PLAYER_R * 2) r.dead = 'behind';
  return ev;
}
