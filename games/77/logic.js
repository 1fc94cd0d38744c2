// @ts-check
/**
 * Pure rules of the helicopter strike (no DOM): generated stages (cave, city, canyon) as ceiling
 * and floor profiles with enemy and fuel placements, terrain collision, fuel, aimed fire, the
 * boss's attack patterns and scoring. World x grows to the right; the camera scrolls along it.
 */
import { segmentCircle } from '../kit/geometry.js';

/** @typedef {'cave'|'city'|'canyon'} Theme */
/** @typedef {'drone'|'jet'|'turret'|'sam'|'depot'|'fuel'} SpawnKind */
/** @typedef {{x: number, y: number, kind: SpawnKind, side: 'floor'|'ceil'|'air'}} Spawn */
/** @typedef {{x: number, w: number, top: number}} Building */
/**
 * @typedef {Object} Stage
 * @property {number} index 0-based
 * @property {Theme} theme
 * @property {number} length world x where the boss arena ends (the camera stops at length - W)
 * @property {number} arenaX world x where the open boss arena begins
 * @property {number[]} ceil ceiling y every SEG units
 * @property {number[]} floor floor y every SEG units
 * @property {Spawn[]} spawns sorted by x
 * @property {Building[]} buildings city blocks (drawing only)
 * @property {number} speed scroll speed
 */
/** @typedef {{x: number, y: number, vx: number, vy: number}} Shot */
/** @typedef {{x: number, y: number, w: number, h: number}} Box */

export const W = 360;
export const H = 600;
/** Top of the playfield (the canvas HUD strip sits above). */
export const TOP = 34;
export const SEG = 4;
export const STAGES = 3;
export const HELI_W = 38;
export const HELI_H = 18;
/** The narrowest the passage between ceiling and floor may get. */
export const MIN_GAP = 130;
export const HELI_SPEED = 180;
export const FUEL_MAX = 100;
export const FUEL_POD = 35;
export const START_LIVES = 3;
export const ARENA_W = W + 140;
/** Half the width of the level ledge under a ground piece. */
export const PAD_HALF = 14;

/** @type {Theme[]} */
export const THEMES = ['cave', 'city', 'canyon'];

/** @type {Record<Exclude<SpawnKind, 'fuel'>, {hp: number, r: number, pts: number}>} */
export const ENEMIES = {
  drone: { hp: 1, r: 11, pts: 100 },
  jet: { hp: 2, r: 13, pts: 150 },
  turret: { hp: 3, r: 12, pts: 200 },
  sam: { hp: 2, r: 12, pts: 250 },
  depot: { hp: 2, r: 14, pts: 150 },
};

/** @param {number} v @param {number} lo @param {number} hi */
const clamp = (v, lo, hi) => (v < lo ? lo : v > hi ? hi : v);
/** @param {number} t */
const smooth = (t) => t * t * (3 - 2 * t);

/** Per-stage tuning: scroll speed, fuel burn, enemy fire and the passage width. @param {number} stage 0-based */
export function stageTuning(stage) {
  return {
    speed: 62 + stage * 9,
    burn: 3.4 + stage * 0.4,
    /** seconds between a turret's shots */
    reload: Math.max(1.1, 2.2 - stage * 0.45),
    bulletSpeed: 130 + stage * 25,
    gapMin: Math.max(MIN_GAP, 200 - stage * 25),
    gapMax: 320 - stage * 40,
    /** average world units between spawns */
    spacing: 150 - stage * 25,
    bossHp: 60 + stage * 30,
  };
}

/**
 * Generates a stage: a smooth meandering passage (cave, canyon) or a skyline (city), a flat
 * runway at the start, an open arena for the boss at the end, and enemies and fuel along it.
 * @param {number} stage 0-based @param {() => number} rng
 * @returns {Stage}
 */
export function buildStage(stage, rng) {
  const theme = /** @type {Theme} */ (THEMES[stage % THEMES.length]);
  const tune = stageTuning(stage);
  const arenaX = 3000 + stage * 400;
  const length = arenaX + ARENA_W;
  const n = Math.ceil(length / SEG) + 1;
  /** @type {number[]} */
  const ceil = new Array(n);
  /** @type {number[]} */
  const floor = new Array(n);
  /** @type {Building[]} */
  const buildings = [];
  const START = 360;
  const EASE = 200;
  // Open shapes at both ends, blended into the generated middle.
  const startC = (TOP + H) / 2 + 20;
  const startG = H - TOP - 120;
  const arenaCeil = TOP + 4;
  const arenaFloor = H - 34;
  if (theme === 'city') {
    let x = 0;
    while (x < length) {
      const w = 48 + Math.floor(rng() * 7) * 8;
      const top = Math.round(H - 70 - rng() * (200 + stage * 20));
      buildings.push({ x, w, top });
      x += w + (rng() < 0.3 ? 8 : 0);
    }
    for (let i = 0; i < n; i++) {
      const x = i * SEG;
      const b = buildings.find((bb) => x >= bb.x && x < bb.x + bb.w);
      let f = b ? b.top : H - 24;
      if (x < START) f = Math.max(f, H - 90);
      if (x >= arenaX - EASE) f = Math.max(f, arenaFloor);
      floor[i] = f;
      ceil[i] = TOP;
    }
  } else {
    // Control points every 120 units, eased between: a winding centre line and a varying width.
    const step = 120;
    const pts = Math.ceil(length / step) + 2;
    const cs = [];
    const gs = [];
    let c = startC;
    for (let p = 0; p < pts; p++) {
      const g = tune.gapMin + rng() * (tune.gapMax - tune.gapMin);
      const lo = TOP + g / 2 + 6;
      const hi = H - g / 2 - 6;
      // A bounded random walk keeps successive points within reach of the helicopter.
      c = clamp(c + (rng() * 2 - 1) * 95, lo, hi);
      cs.push(c);
      gs.push(g);
    }
    for (let i = 0; i < n; i++) {
      const x = i * SEG;
      const p = Math.floor(x / step);
      const t = smooth((x - p * step) / step);
      let cc = (cs[p] ?? startC) + ((cs[p + 1] ?? startC) - (cs[p] ?? startC)) * t;
      let gg = (gs[p] ?? startG) + ((gs[p + 1] ?? startG) - (gs[p] ?? startG)) * t;
      const inStart = clamp((START - x) / EASE + 1, 0, 1);
      const inArena = clamp((x - (arenaX - EASE)) / EASE, 0, 1);
      cc += (startC - cc) * smooth(inStart);
      gg += (startG - gg) * smooth(inStart);
      let top = cc - gg / 2;
      let bot = cc + gg / 2;
      // Rocky texture: small bumps that never eat into the minimum gap.
      const bump = theme === 'cave' ? 7 : 5;
      top += Math.abs(Math.sin(x * 0.09 + stage)) * bump;
      bot -= Math.abs(Math.sin(x * 0.07 + 1.3 + stage)) * bump;
      top += (arenaCeil - top) * smooth(inArena);
      bot += (arenaFloor - bot) * smooth(inArena);
      ceil[i] = Math.max(TOP, top);
      floor[i] = Math.min(H - 10, bot);
    }
  }
  const st = { index: stage, theme, length, arenaX, ceil, floor, spawns: /** @type {Spawn[]} */ ([]), buildings, speed: tune.speed };
  st.spawns = placeSpawns(st, rng);
  return st;
}

/** Ceiling height at world x. @param {Stage} st @param {number} x */
export function ceilAt(st, x) {
  return profileAt(st.ceil, x);
}

/** Floor height at world x. @param {Stage} st @param {number} x */
export function floorAt(st, x) {
  return profileAt(st.floor, x);
}

/** @param {number[]} prof @param {number} x */
function profileAt(prof, x) {
  const f = clamp(x / SEG, 0, prof.length - 1);
  const i = Math.floor(f);
  const a = /** @type {number} */ (prof[i]);
  const b = prof[i + 1] ?? a;
  return a + (b - a) * (f - i);
}

/** Lowest ceiling and highest floor over [x0, x1]: the space free along that whole stretch. @param {Stage} st @param {number} x0 @param {number} x1 */
export function clearance(st, x0, x1) {
  let top = -Infinity;
  let bot = Infinity;
  for (let x = x0; x <= x1; x += SEG / 2) {
    top = Math.max(top, ceilAt(st, x));
    bot = Math.min(bot, floorAt(st, x));
  }
  return { top, bot };
}

/**
 * Enemies and fuel along a stage: ground guns on flat stretches of floor (or hanging from a cave
 * ceiling), flyers inside the passage, and fuel pods at regular intervals in the middle of it.
 * @param {Stage} st @param {() => number} rng @returns {Spawn[]}
 */
function placeSpawns(st, rng) {
  const tune = stageTuning(st.index);
  /** @type {Spawn[]} */
  const out = [];
  const end = st.arenaX - 220;
  /** @type {[SpawnKind, number][]} */
  const weights = st.index === 0
    ? [['drone', 5], ['turret', 4], ['depot', 1.2]]
    : st.index === 1
      ? [['drone', 4], ['jet', 2.5], ['turret', 3], ['sam', 2.5], ['depot', 1.2]]
      : [['drone', 4], ['jet', 3], ['turret', 4], ['sam', 3], ['depot', 1.2]];
  const total = weights.reduce((s, [, w]) => s + w, 0);
  for (let x = 560; x < end; x += tune.spacing * (0.6 + rng() * 0.8)) {
    let r = rng() * total;
    let kind = /** @type {SpawnKind} */ ('drone');
    for (const [k, w] of weights) { if ((r -= w) < 0) { kind = k; break; } }
    if (kind === 'turret' || kind === 'sam' || kind === 'depot') {
      // Ground pieces need a level spot; hanging turrets only exist in caves and canyons.
      const ceilSide = kind === 'turret' && st.theme !== 'city' && rng() < 0.4;
      const prof = ceilSide ? st.ceil : st.floor;
      const ys = [-12, -6, 0, 6, 12].map((d) => profileAt(prof, x + d));
      if (Math.max(...ys) - Math.min(...ys) > 24) { kind = 'drone'; } else {
        // Cut a level ledge into the rock (never into the passage) for it to stand on.
        const y = ceilSide ? Math.min(...ys) : Math.max(...ys);
        for (let i = Math.floor((x - PAD_HALF) / SEG); i <= Math.ceil((x + PAD_HALF) / SEG); i++) prof[i] = y;
        out.push({ x, y, kind, side: ceilSide ? 'ceil' : 'floor' });
        continue;
      }
    }
    // Flyers come in small flights: three drones or two jets.
    const c = clearance(st, x - 20, x + 90);
    const y = c.top + 30 + rng() * Math.max(0, c.bot - c.top - 60);
    const flight = kind === 'drone' ? 3 : 2;
    for (let i = 0; i < flight; i++) out.push({ x: x + i * (kind === 'drone' ? 30 : 46), y: kind === 'jet' ? y + i * 24 : y, kind, side: 'air' });
  }
  for (let x = 700; x < end; x += 560 + rng() * 120) {
    const c = clearance(st, x - 16, x + 16);
    out.push({ x, y: (c.top + c.bot) / 2, kind: 'fuel', side: 'air' });
  }
  return out.sort((a, b) => a.x - b.x);
}

// ---------------------------------------------------------------- helicopter

/** The helicopter's hit box around its centre (a little smaller than the drawing, to be fair). @param {{x: number, y: number}} h @returns {Box} */
export function heliBox(h) {
  return { x: h.x - HELI_W / 2 + 3, y: h.y - HELI_H / 2 + 2, w: HELI_W - 6, h: HELI_H - 4 };
}

/** Whether a box touches the ceiling or floor anywhere along its width. @param {Stage} st @param {Box} b */
export function hitsTerrain(st, b) {
  for (let x = b.x; x <= b.x + b.w + 1e-9; x += Math.min(SEG, b.w / 2)) {
    if (b.y < ceilAt(st, x) || b.y + b.h > floorAt(st, x)) return true;
  }
  return false;
}

/** Whether a point is inside rock (shots, bombs). @param {Stage} st @param {number} x @param {number} y */
export function inRock(st, x, y) {
  return y < ceilAt(st, x) || y > floorAt(st, x);
}

/**
 * Moves the helicopter by the player's input, limited to its top speed and kept on screen
 * (it may use the left two thirds of the view; the camera carries it along).
 * @param {{x: number, y: number}} h world position @param {number} dx @param {number} dy desired move this step
 * @param {number} dt @param {number} camX
 */
export function steerHeli(h, dx, dy, dt, camX) {
  const max = HELI_SPEED * dt;
  const d = Math.hypot(dx, dy);
  const k = d > max ? max / d : 1;
  h.x = clamp(h.x + dx * k, camX + HELI_W / 2 + 4, camX + W * 0.66);
  h.y = clamp(h.y + dy * k, TOP + HELI_H / 2 + 2, H - HELI_H / 2 - 2);
}

/** Fuel after dt seconds of flight. @param {number} fuel @param {number} dt @param {number} stage */
export function burnFuel(fuel, dt, stage) {
  return Math.max(0, fuel - stageTuning(stage).burn * dt);
}

/** Fuel after a pick-up (capped). @param {number} fuel @param {number} amount */
export function refuel(fuel, amount) {
  return Math.min(FUEL_MAX, fuel + amount);
}

// ---------------------------------------------------------------- shots

/** Velocity of a shot from one point towards another at a given speed. @param {{x: number, y: number}} from @param {{x: number, y: number}} to @param {number} speed */
export function aimAt(from, to, speed) {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const d = Math.hypot(dx, dy) || 1;
  return { vx: (dx / d) * speed, vy: (dy / d) * speed };
}

/**
 * Advances a shot and reports the first target circle its path crossed this step.
 * @param {Shot} s @param {number} dt @param {{x: number, y: number, r: number}[]} targets
 * @returns {number} index of the target hit, or -1
 */
export function moveShot(s, dt, targets) {
  const a = { x: s.x, y: s.y };
  s.x += s.vx * dt;
  s.y += s.vy * dt;
  let best = -1;
  let bestT = Infinity;
  targets.forEach((c, i) => {
    const hit = segmentCircle(a, s, c);
    if (hit && hit.t < bestT) { bestT = hit.t; best = i; }
  });
  return best;
}

/** A bomb falls under gravity and keeps some forward speed. @param {Shot} b @param {number} dt */
export function stepBomb(b, dt) {
  b.vy += 420 * dt;
  b.vx *= Math.exp(-0.6 * dt);
  b.x += b.vx * dt;
  b.y += b.vy * dt;
}

/** Whether a blast at (x, y) with radius r reaches a circle. @param {{x: number, y: number, r: number}} c @param {number} x @param {number} y @param {number} r */
export function inBlast(c, x, y, r) {
  return Math.hypot(c.x - x, c.y - y) <= r + c.r;
}

/**
 * The boss's next volley: it cycles a fan of five, an aimed burst of three and (from stage 2) a
 * wide ring; later stages fire faster shots.
 * @param {number} volley how many volleys it has fired @param {{x: number, y: number}} boss muzzle
 * @param {{x: number, y: number}} heli @param {number} stage 0-based
 * @returns {Shot[]}
 */
export function bossVolley(volley, boss, heli, stage) {
  const speed = stageTuning(stage).bulletSpeed + 20;
  const aim = Math.atan2(heli.y - boss.y, heli.x - boss.x);
  const kinds = stage === 0 ? 2 : 3;
  const pattern = volley % kinds;
  /** @type {number[]} */
  let angles;
  if (pattern === 0) angles = [-0.5, -0.25, 0, 0.25, 0.5].map((d) => Math.PI + d);
  else if (pattern === 1) angles = [-0.08, 0, 0.08].map((d) => aim + d);
  else angles = Array.from({ length: 9 }, (_, i) => Math.PI / 2 + (i * Math.PI) / 8);
  return angles.map((a) => ({ x: boss.x, y: boss.y, vx: Math.cos(a) * speed, vy: Math.sin(a) * speed }));
}

/** Seconds between boss volleys. @param {number} stage @param {number} hpFrac remaining health 0..1 */
export function bossReload(stage, hpFrac) {
  return Math.max(0.7, 1.7 - stage * 0.25 - (1 - hpFrac) * 0.5);
}

// ---------------------------------------------------------------- scoring

/** Points for a kill. @param {Exclude<SpawnKind, 'fuel'>} kind @param {number} stage */
export function killPoints(kind, stage) {
  return ENEMIES[kind].pts * (1 + stage * 0.5);
}

/** Bonus for beating a boss: more for later stages, fuel left and lives kept. @param {number} stage @param {number} fuel @param {number} lives */
export function stageBonus(stage, fuel, lives) {
  return 2000 * (stage + 1) + Math.round(fuel) * 10 + lives * 300;
}
