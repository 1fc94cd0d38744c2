// @ts-check
/**
 * Pure rules of the sky climber (no DOM): platform generation that always leaves a reachable way
 * up, bouncing physics with screen wrap, moving / breaking / vanishing platforms, springs,
 * hovering spike monsters, stars, camera and scoring. Screen y grows downwards, so climbing makes
 * y more negative; height is measured from the start line.
 */

/** @typedef {'normal'|'moving'|'breaking'|'vanish'} PlatformKind */
/**
 * @typedef {Object} Platform
 * @property {number} x left edge
 * @property {number} y top edge
 * @property {number} w
 * @property {PlatformKind} kind
 * @property {number} vx horizontal speed of a moving platform
 * @property {boolean} spring
 * @property {boolean} gone broken or vanished
 * @property {number} id creation order
 */
/** @typedef {{x: number, y: number, r: number, alive: boolean, t: number}} Monster */
/** @typedef {{x: number, y: number, taken: boolean}} Star */
/**
 * @typedef {Object} Climber
 * @property {number} x centre
 * @property {number} y bottom (feet)
 * @property {number} vx @property {number} vy
 * @property {number} facing
 * @property {number} lastId id of the platform last bounced on (-1 = the start)
 * @property {number} lastY y of that platform
 * @property {boolean} lastSpring whether that bounce was off a spring
 * @property {boolean} dead
 */
/**
 * @typedef {Object} World
 * @property {() => number} rng
 * @property {Climber} p
 * @property {Platform[]} platforms
 * @property {Monster[]} monsters
 * @property {Star[]} stars
 * @property {number} camY top of the view
 * @property {number} topY y of the highest platform generated
 * @property {number} lastSafe y of the last bounceable platform generated
 * @property {number} lastSafeX centre x of that platform
 * @property {PlatformKind} lastSafeKind
 * @property {number} prevSafeX centre x of the bounceable platform before that
 * @property {PlatformKind} prevSafeKind
 * @property {number} springY y of the highest spring generated
 * @property {number} nextId
 * @property {number} maxHeight best height this round (px)
 * @property {number} starsTaken
 * @property {number} stomps
 */

export const W = 360;
export const H = 600;
export const GRAVITY = 1300;
export const BOUNCE_V = 700;
export const SPRING_V = 1150;
export const STOMP_V = 760;
export const MOVE_SPEED = 320;
export const MOVE_ACCEL = 2600;
export const PLAYER_W = 26;
export const PLAYER_H = 30;
export const PLAT_H = 12;
/** How high a spring throws you. */
export const SPRING_REACH = (SPRING_V * SPRING_V) / (2 * GRAVITY);
/** How high one bounce lifts the feet. */
export const REACH = (BOUNCE_V * BOUNCE_V) / (2 * GRAVITY);
/** Consecutive platforms one can bounce on are never further apart than this (vertically). */
export const MAX_GAP = REACH * 0.86;
export const START_Y = H - 40;
export const PX_PER_M = 10;
export const STAR_POINTS = 25;
export const STOMP_POINTS = 50;
/** Horizontal clearance between a monster and the hop between two platforms. */
export const MONSTER_CLEAR = 70;

/** Horizontal distance the short way round the wrapped screen (signed, from a to b). @param {number} a @param {number} b */
export function wrapDelta(a, b) {
  let d = (b - a) % W;
  if (d > W / 2) d -= W;
  if (d < -W / 2) d += W;
  return d;
}

/**
 * How far x is from the short way round between a and b (0 on it).
 * @param {number} x @param {number} a @param {number} b
 */
export function arcDistance(x, a, b) {
  const d = wrapDelta(a, b);
  const t = wrapDelta(a, x);
  if ((d >= 0 ? t >= 0 && t <= d : t <= 0 && t >= d)) return 0;
  return Math.min(Math.abs(wrapDelta(x, a)), Math.abs(wrapDelta(x, b)));
}

/** 0 at the start, 1 from 800 m on. @param {number} height px */
export function difficultyAt(height) {
  return Math.max(0, Math.min(1, height / 8000));
}

/** Height above the start line in px for a screen y. @param {number} y */
export const heightOf = (y) => START_Y - y;

/** @param {World} w */
export function meters(w) {
  return Math.floor(w.maxHeight / PX_PER_M);
}

/** Score: metres climbed plus stars and stomps. @param {World} w */
export function scoreOf(w) {
  return meters(w) + w.starsTaken * STAR_POINTS + w.stomps * STOMP_POINTS;
}

/** @param {() => number} rng @returns {World} */
export function createWorld(rng) {
  /** @type {World} */
  const w = {
    rng,
    p: { x: W / 2, y: START_Y, vx: 0, vy: -BOUNCE_V, facing: 1, lastId: -1, lastY: START_Y, lastSpring: false, dead: false },
    platforms: [],
    monsters: [],
    stars: [],
    camY: 0,
    topY: START_Y,
    lastSafe: START_Y,
    lastSafeX: W / 2,
    lastSafeKind: 'normal',
    prevSafeX: W / 2,
    prevSafeKind: 'normal',
    springY: START_Y,
    nextId: 0,
    maxHeight: 0,
    starsTaken: 0,
    stomps: 0,
  };
  // A wide ground plank to start from.
  w.platforms.push({ x: W / 2 - 60, y: START_Y, w: 120, kind: 'normal', vx: 0, spring: false, gone: false, id: w.nextId++ });
  generate(w);
  return w;
}

/** Bounceable kinds (a breaking platform only ever drops you). @param {Platform} pl */
export const bounceable = (pl) => pl.kind !== 'breaking';

/** @param {World} w @param {number} y @param {number} cx @param {PlatformKind} kind @param {number} width */
function addPlatform(w, y, cx, kind, width) {
  const d = difficultyAt(heightOf(y));
  /** @type {Platform} */
  const pl = {
    x: ((cx - width / 2) % W + W) % W,
    y,
    w: width,
    kind,
    vx: kind === 'moving' ? (w.rng() < 0.5 ? -1 : 1) * (50 + 90 * d + w.rng() * 30) : 0,
    spring: false,
    gone: false,
    id: w.nextId++,
  };
  // Platforms do not wrap: keep them fully on screen.
  pl.x = Math.max(0, Math.min(W - width, pl.x));
  w.platforms.push(pl);
  return pl;
}

/**
 * Adds platforms above the highest one until the world reaches a screen above the camera. Every
 * bounceable platform is at most MAX_GAP above the previous one; breaking ones are extra decoys.
 * @param {World} w
 */
export function generate(w) {
  const rng = w.rng;
  while (w.lastSafe > w.camY - H) {
    const d = difficultyAt(heightOf(w.lastSafe));
    const gap = Math.min(MAX_GAP, 38 + 110 * d + rng() * (24 + 20 * d));
    const y = w.lastSafe - gap;
    const width = 64 - 14 * d;
    const roll = rng();
    /** @type {PlatformKind} */
    const kind = roll < 0.12 + 0.3 * d ? 'moving' : roll < 0.2 + 0.42 * d ? 'vanish' : 'normal';
    // Next platform within a comfortable sideways hop (the screen wraps, so at most half a screen).
    const cx = w.lastSafeX + (rng() - 0.5) * Math.min(W, 160 + 260 * d);
    const pl = addPlatform(w, y, cx, kind, width);
    if (kind !== 'vanish' && rng() < 0.07 + 0.03 * d) pl.spring = true;
    else if (rng() < 0.18) w.stars.push({ x: pl.x + pl.w / 2, y: pl.y - 46, taken: false });
    // Decoys: crumbly planks between the real steps.
    if (gap > 60 && rng() < 0.2 + 0.3 * d) {
      addPlatform(w, y + gap * (0.35 + rng() * 0.3), rng() * W, 'breaking', width);
    }
    // A hovering monster off the way up: clear of the hop that arrives at the last platform and
    // of the hop from it to this one (a bounce rises past the next platform), and never above a
    // recent spring, whose flight crosses several rows.
    const still = kind !== 'moving' && w.lastSafeKind !== 'moving' && w.prevSafeKind !== 'moving';
    if (still && heightOf(y) > 1500 && y < w.springY - SPRING_REACH - 40 && rng() < 0.12 + 0.16 * d) {
      const to = pl.x + pl.w / 2;
      for (let tries = 0; tries < 10; tries++) {
        const mx = rng() * W;
        if (arcDistance(mx, w.prevSafeX, w.lastSafeX) >= MONSTER_CLEAR && arcDistance(mx, w.lastSafeX, to) >= MONSTER_CLEAR) {
          w.monsters.push({ x: mx, y: y + gap * 0.5, r: 15, alive: true, t: rng() * 6 });
          break;
        }
      }
    }
    if (pl.spring) w.springY = y;
    w.prevSafeX = w.lastSafeX;
    w.prevSafeKind = w.lastSafeKind;
    w.lastSafe = y;
    w.lastSafeX = pl.x + pl.w / 2;
    w.lastSafeKind = kind;
    w.topY = Math.min(w.topY, y);
  }
}

/**
 * One fixed step. `dir` is the steering input (-1, 0, 1).
 * @param {World} w @param {number} dir @param {number} dt
 */
export function step(w, dir, dt) {
  const ev = { bounced: false, sprung: false, broke: false, vanished: false, star: false, stomp: false, died: false };
  const p = w.p;
  if (p.dead) return ev;
  // Steering: quick to respond, no drift once let go (touch players need precision).
  const target = dir * MOVE_SPEED;
  const dv = MOVE_ACCEL * dt;
  p.vx = p.vx < target ? Math.min(target, p.vx + dv) : Math.max(target, p.vx - dv);
  if (dir) p.facing = dir;
  p.x = ((p.x + p.vx * dt) % W + W) % W;
  const prevY = p.y;
  p.vy += GRAVITY * dt;
  p.y += p.vy * dt;
  for (const pl of w.platforms) {
    if (pl.kind !== 'moving' || pl.gone) continue;
    pl.x += pl.vx * dt;
    if (pl.x < 0) { pl.x = 0; pl.vx = Math.abs(pl.vx); }
    if (pl.x + pl.w > W) { pl.x = W - pl.w; pl.vx = -Math.abs(pl.vx); }
  }
  // Landing: the feet crossed a platform top this step while falling (swept, so no tunnelling).
  if (p.vy > 0) {
    /** @type {Platform | null} */
    let best = null;
    for (const pl of w.platforms) {
      if (pl.gone || prevY > pl.y + 0.01 || p.y < pl.y) continue;
      if (!overlapsX(p.x, PLAYER_W * 0.8, pl)) continue;
      if (!best || pl.y < best.y) best = pl;
    }
    if (best) {
      if (best.kind === 'breaking') {
        best.gone = true;
        ev.broke = true;
      } else {
        p.y = best.y;
        p.vy = best.spring ? -SPRING_V : -BOUNCE_V;
        p.lastId = best.id;
        p.lastY = best.y;
        p.lastSpring = best.spring;
        ev.bounced = true;
        ev.sprung = best.spring;
        if (best.kind === 'vanish') { best.gone = true; ev.vanished = true; }
      }
    }
  }
  for (const m of w.monsters) {
    if (!m.alive) continue;
    m.t += dt;
    const my = m.y + Math.sin(m.t * 2.2) * 8;
    const dx = wrapDelta(p.x, m.x);
    const dy = my - (p.y - PLAYER_H / 2);
    if (Math.abs(dx) < m.r + PLAYER_W * 0.4 && Math.abs(dy) < m.r + PLAYER_H * 0.4) {
      if (p.vy > 0 && p.y - 4 < my) {
        m.alive = false;
        p.vy = -STOMP_V;
        w.stomps++;
        ev.stomp = true;
      } else {
        p.dead = true;
        ev.died = true;
        return ev;
      }
    }
  }
  for (const s of w.stars) {
    if (s.taken) continue;
    if (Math.abs(wrapDelta(p.x, s.x)) < 20 && Math.abs(s.y - (p.y - PLAYER_H / 2)) < 24) {
      s.taken = true;
      w.starsTaken++;
      ev.star = true;
    }
  }
  w.maxHeight = Math.max(w.maxHeight, heightOf(p.y));
  // The camera only ever rises, keeping the climber in the upper half.
  w.camY = Math.min(w.camY, p.y - H * 0.45);
  generate(w);
  const bottom = w.camY + H;
  w.platforms = w.platforms.filter((pl) => pl.y < bottom + 40);
  w.monsters = w.monsters.filter((m) => m.y < bottom + 60);
  w.stars = w.stars.filter((s) => s.y < bottom + 40 && !s.taken);
  if (p.y - PLAYER_H > bottom) { p.dead = true; ev.died = true; }
  return ev;
}

/** Whether a body centred at x (width bw) overlaps a platform horizontally. @param {number} x @param {number} bw @param {Platform} pl */
export function overlapsX(x, bw, pl) {
  const c = pl.x + pl.w / 2;
  return Math.abs(wrapDelta(c, x)) < (pl.w + bw) / 2;
}

/**
 * Autopilot for the demo and the fairness tests. After an ordinary bounce it aims for the next
 * platform up from the one it left (the generator promises that one is in reach); after a spring
 * it aims for the highest platform it can still land on. Moving platforms are led.
 * @param {World} w @returns {number} steering -1, 0 or 1
 */
export function autopilot(w) {
  const p = w.p;
  const fromY = p.lastY;
  const apexY = p.y - (p.vy * p.vy) / (2 * GRAVITY);
  // Highest point the feet can still reach: the top of this bounce, or here once falling.
  const top = p.vy < 0 ? apexY : p.y;
  const bottom = w.camY + H;
  /** Seconds until the feet come down to height y. @param {number} y */
  const landIn = (y) => -p.vy / GRAVITY + Math.sqrt(Math.max(0, (2 * (y - apexY)) / GRAVITY));
  /** @type {Platform | null} */
  let target = null;
  for (const pl of w.platforms) {
    if (pl.gone || !bounceable(pl) || pl.y > bottom - 4 || pl.y < top + 8) continue;
    if (p.lastSpring) {
      const dx = Math.abs(wrapDelta(p.x, pl.x + pl.w / 2)) - pl.w / 2;
      if (dx > MOVE_SPEED * 0.85 * landIn(pl.y)) continue;
      if (!target || pl.y < target.y) target = pl;
    } else if (pl.y < fromY - 1 && (!target || pl.y > target.y)) target = pl;
  }
  if (!target) return 0;
  let tx = target.x + target.w / 2;
  if (target.kind === 'moving') {
    // Where it will be on landing, bouncing between the screen edges.
    const span = W - target.w;
    const period = 2 * span;
    const u = (((target.x + target.vx * landIn(target.y)) % period) + period) % period;
    tx = (u <= span ? u : period - u) + target.w / 2;
  }
  const dx = wrapDelta(p.x, tx);
  if (Math.abs(dx) < Math.min(8, target.w / 3)) return 0;
  return dx > 0 ? 1 : -1;
}
