// @ts-check
/**
 * Pure rules of the artillery duel (no DOM): a height-map battlefield that blasts carve into,
 * shell flight under gravity and wind, blast damage, tanks settling into craters, and a
 * computer gunner that aims by simulating shots and then misses by a skill-dependent margin.
 */

/** @typedef {{x: number, y: number, angle: number, power: number, hp: number}} Tank  y = ground under the tracks; angle in degrees (0 = right, 90 = up, 180 = left) */
/** @typedef {{x: number, y: number, vx: number, vy: number}} Shell */
/** @typedef {'ground'|'tank'|'out'} ImpactKind */
/** @typedef {{kind: ImpactKind, x: number, y: number, t: number, tank: number}} Impact  tank = index hit, else -1 */
/** @typedef {{angle: number, power: number, miss: number}} Plan */
/** @typedef {{angleErr: number, powerErr: number}} Skill */
/** @typedef {'shell'|'heavy'} WeaponKind */

export const W = 360;
export const H = 600;
/** Ground never erodes below this line (bedrock), so there is always something to land on. */
export const BEDROCK = H - 8;
export const GRAVITY = 230;
/** Muzzle speed at power 100. */
export const MAX_SPEED = 350;
export const TANK_R = 11;
/** Tank body centre sits this far above the ground line. */
export const BODY_UP = 7;
export const BARREL = 16;
export const MAX_HP = 100;
export const ROUNDS = 5;
export const SIM_STEP = 1 / 120;
export const MAX_FLIGHT = 9;
/** A shell cannot hit its own tank this soon after leaving the barrel (it starts inside its reach). */
export const ARM_TIME = 0.15;

/** @type {Record<WeaponKind, {r: number, dmg: number, perRound: number}>} */
export const WEAPONS = {
  shell: { r: 22, dmg: 40, perRound: Infinity },
  heavy: { r: 36, dmg: 52, perRound: 2 },
};

/** @type {Record<string, Skill>} */
export const SKILLS = {
  easy: { angleErr: 16, powerErr: 22 },
  medium: { angleErr: 11, powerErr: 15 },
  hard: { angleErr: 6, powerErr: 9 },
};

/** @param {number} v @param {number} lo @param {number} hi */
const clamp = (v, lo, hi) => (v < lo ? lo : v > hi ? hi : v);

// ---------------------------------------------------------------- terrain

/**
 * A battlefield for a round: rolling hills from a few random sine waves plus a ridge in the
 * middle that grows with the round (later rounds need higher lobs), with flat pads for the tanks.
 * @param {() => number} rng @param {number} round 1-based
 * @returns {{ground: number[], px: number, ax: number}} ground[x] = top of the soil in column x (0..W)
 */
export function makeTerrain(rng, round) {
  /** @type {number[]} */
  const ground = [];
  // Cycles across the field: one broad swell, a few hills, small bumps.
  const waves = [[42, 0.6, 0.7], [16, 1.6, 1.2], [6, 4, 2]].map(([amp, c, dc]) => ({
    amp: /** @type {number} */ (amp),
    f: ((/** @type {number} */ (c) + rng() * /** @type {number} */ (dc)) * Math.PI * 2) / W,
    ph: rng() * Math.PI * 2,
  }));
  const ridgeX = W * (0.42 + rng() * 0.16);
  const ridgeH = 30 + round * 14 + rng() * 16;
  const px = Math.round(36 + rng() * 40);
  const ax = Math.round(W - 36 - rng() * 40);
  for (let x = 0; x <= W; x++) {
    let y = 430;
    for (const w of waves) y += w.amp * Math.sin(x * w.f + w.ph);
    y -= ridgeH * Math.exp(-(((x - ridgeX) / 52) ** 2));
    ground.push(y);
  }
  // Flatten a pad under each tank (at the local average height) so neither starts on a slope.
  for (const cx of [px, ax]) {
    let sum = 0;
    for (let x = cx - 16; x <= cx + 16; x++) sum += /** @type {number} */ (ground[x]);
    const pad = sum / 33;
    for (let x = Math.max(0, cx - 56); x <= Math.min(W, cx + 56); x++) {
      const u = clamp((Math.abs(x - cx) - 14) / 42, 0, 1);
      const t = u * u * (3 - 2 * u);
      ground[x] = pad + (/** @type {number} */ (ground[x]) - pad) * t;
    }
  }
  for (let x = 0; x <= W; x++) ground[x] = clamp(/** @type {number} */ (ground[x]), 300, BEDROCK - 30);
  return { ground, px, ax };
}

/** Height of the soil at any x (linear between columns); Infinity beyond the field. @param {number[]} ground @param {number} x */
export function groundAt(ground, x) {
  if (x < 0 || x > ground.length - 1) return Infinity;
  const i = Math.floor(x);
  const a = /** @type {number} */ (ground[i]);
  const b = ground[i + 1] ?? a;
  return a + (b - a) * (x - i);
}

/**
 * Carves a blast circle out of the height map. Soil above the hole drops into it, so every
 * column loses exactly the length of its chord through solid ground (a height map keeps no caves).
 * @param {number[]} ground @param {number} cx @param {number} cy @param {number} r
 * @returns {number} soil removed (sum of the column losses)
 */
export function carve(ground, cx, cy, r) {
  let removed = 0;
  const x0 = Math.max(0, Math.ceil(cx - r));
  const x1 = Math.min(ground.length - 1, Math.floor(cx + r));
  for (let x = x0; x <= x1; x++) {
    const h = Math.sqrt(Math.max(0, r * r - (x - cx) ** 2));
    const top = /** @type {number} */ (ground[x]);
    const lo = Math.max(cy - h, top);
    const hi = Math.min(cy + h, BEDROCK);
    if (hi <= lo) continue;
    const next = Math.min(BEDROCK, top + (hi - lo));
    removed += next - top;
    ground[x] = next;
  }
  return removed;
}

/**
 * Drops a tank onto the highest soil under its tracks. @param {Tank} tank @param {number[]} ground
 * @returns {number} how far it fell (0 when the ground held)
 */
export function settle(tank, ground) {
  let top = Infinity;
  for (let x = Math.round(tank.x) - 8; x <= Math.round(tank.x) + 8; x++) top = Math.min(top, groundAt(ground, clamp(x, 0, ground.length - 1)));
  const fall = Math.max(0, top - tank.y);
  tank.y = top;
  return fall;
}

/** Damage for a drop into a crater: short slides are free. @param {number} fall */
export function fallDamage(fall) {
  return Math.min(30, Math.floor(Math.max(0, fall - 14) * 0.5));
}

// ---------------------------------------------------------------- shells

/** Muzzle of the barrel for an angle in degrees. @param {Tank} tank @param {number} angle */
export function muzzle(tank, angle) {
  const a = (angle * Math.PI) / 180;
  return { x: tank.x + Math.cos(a) * BARREL, y: tank.y - BODY_UP - 3 - Math.sin(a) * BARREL };
}

/** A shell leaving the barrel. @param {Tank} tank @param {number} angle degrees @param {number} power 0..100 @returns {Shell} */
export function launch(tank, angle, power) {
  const a = (angle * Math.PI) / 180;
  const v = (clamp(power, 0, 100) / 100) * MAX_SPEED;
  const m = muzzle(tank, angle);
  return { x: m.x, y: m.y, vx: Math.cos(a) * v, vy: -Math.sin(a) * v };
}

/**
 * One step of flight (semi-implicit Euler): wind is a sideways acceleration like gravity.
 * @param {Shell} s @param {number} dt @param {number} wind
 */
export function stepShell(s, dt, wind) {
  s.vx += wind * dt;
  s.vy += GRAVITY * dt;
  s.x += s.vx * dt;
  s.y += s.vy * dt;
}

/** Centre of a tank's body (the blast and hit target). @param {Tank} t */
export const bodyOf = (t) => ({ x: t.x, y: t.y - BODY_UP });

/**
 * Where a shell in flight meets something this step, if anything. Tanks are checked along the
 * segment the shell travelled so a fast shell cannot skip through one.
 * @param {Shell} s after the step @param {number} px @param {number} py position before the step
 * @param {number[]} ground @param {Tank[]} tanks @param {number} [ignore] a tank the shell cannot hit yet (its own, just after firing)
 * @returns {Impact | null}
 */
export function checkImpact(s, px, py, ground, tanks, ignore = -1) {
  for (let i = 0; i < tanks.length; i++) {
    if (i === ignore) continue;
    const b = bodyOf(/** @type {Tank} */ (tanks[i]));
    const dx = s.x - px;
    const dy = s.y - py;
    const l2 = dx * dx + dy * dy || 1;
    const t = clamp(((b.x - px) * dx + (b.y - py) * dy) / l2, 0, 1);
    const cx = px + dx * t;
    const cy = py + dy * t;
    if ((cx - b.x) ** 2 + (cy - b.y) ** 2 <= TANK_R * TANK_R) return { kind: 'tank', x: cx, y: cy, t: 0, tank: i };
  }
  if (s.x < -60 || s.x > W + 60) return { kind: 'out', x: s.x, y: s.y, t: 0, tank: -1 };
  const g = groundAt(ground, s.x);
  if (s.y >= g) {
    // Back up to the surface crossing so the crater sits where the shell entered.
    const gp = groundAt(ground, px);
    const before = py - (Number.isFinite(gp) ? gp : g);
    const after = s.y - g;
    const f = before < 0 && after > before ? before / (before - after) : 1;
    const x = px + (s.x - px) * f;
    return { kind: 'ground', x, y: groundAt(ground, clamp(x, 0, W)), t: 0, tank: -1 };
  }
  return null;
}

/**
 * Flies a shot to its end without animating it (AI planning, tests).
 * @param {number[]} ground @param {Tank[]} tanks @param {number} shooter index in tanks
 * @param {number} angle @param {number} power @param {number} wind
 * @returns {Impact}
 */
export function simulateShot(ground, tanks, shooter, angle, power, wind) {
  const s = launch(/** @type {Tank} */ (tanks[shooter]), angle, power);
  let t = 0;
  while (t < MAX_FLIGHT) {
    const px = s.x;
    const py = s.y;
    stepShell(s, SIM_STEP, wind);
    t += SIM_STEP;
    const hit = checkImpact(s, px, py, ground, tanks, t < ARM_TIME ? shooter : -1);
    if (hit) return { ...hit, t };
  }
  return { kind: 'out', x: s.x, y: s.y, t, tank: -1 };
}

/**
 * Damage a blast deals to a tank: full at the centre of the blast, fading to nothing at the rim
 * (measured to the tank's hull, not its centre).
 * @param {Tank} tank @param {number} bx @param {number} by @param {WeaponKind} weapon
 */
export function blastDamage(tank, bx, by, weapon) {
  const w = WEAPONS[weapon];
  const b = bodyOf(tank);
  const d = Math.max(0, Math.hypot(b.x - bx, b.y - by) - TANK_R);
  if (d >= w.r) return 0;
  return Math.round(w.dmg * (1 - d / w.r));
}

// ---------------------------------------------------------------- turns, wind, scoring

/** Strongest wind (sideways acceleration) in a round. @param {number} round 1-based */
export function maxWind(round) {
  return 8 + round * 6;
}

/** A new wind for the next turn: whole numbers, ± maxWind. @param {() => number} rng @param {number} round */
export function rollWind(rng, round) {
  const m = maxWind(round);
  return Math.round((rng() * 2 - 1) * m);
}

/** Points for damage dealt to the computer's tank. @param {number} dmg @param {boolean} direct */
export function hitPoints(dmg, direct) {
  return dmg * 10 + (direct ? 100 : 0);
}

/**
 * Bonus for winning a round: more for later rounds, for armour left and for needing few shots.
 * @param {number} round @param {number} hpLeft @param {number} shots
 */
export function roundBonus(round, hpLeft, shots) {
  return 500 * round + 5 * Math.max(0, hpLeft) + 100 * Math.max(0, 6 - shots);
}

// ---------------------------------------------------------------- computer gunner

/**
 * The computer's best shot: tries a grid of angles and powers against the real terrain and
 * wind, then refines around the closest. Shots landing near itself count as far misses.
 * @param {number[]} ground @param {Tank[]} tanks @param {number} shooter @param {number} target @param {number} wind
 * @returns {Plan}
 */
export function planShot(ground, tanks, shooter, target, wind) {
  const me = /** @type {Tank} */ (tanks[shooter]);
  const tb = bodyOf(/** @type {Tank} */ (tanks[target]));
  const left = tb.x < me.x;
  /** @param {number} angle @param {number} power */
  const score = (angle, power) => {
    const hit = simulateShot(ground, tanks, shooter, angle, power, wind);
    if (hit.kind === 'tank') return hit.tank === target ? 0 : 1e4;
    if (hit.kind === 'out') return 5e3;
    const miss = Math.hypot(hit.x - tb.x, hit.y - tb.y);
    const self = Math.abs(hit.x - me.x) < WEAPONS.shell.r + TANK_R ? 500 : 0;
    return miss + self;
  };
  // Coarse grid first. A shot is rated by its own miss plus the misses of its grid neighbours,
  // so the computer prefers wide, forgiving windows over a lucky thread between two hills.
  /** @type {number[]} */
  const angles = [];
  for (let a = 12; a <= 84; a += 3) angles.push(left ? 180 - a : a);
  /** @type {number[]} */
  const powers = [];
  for (let p = 24; p <= 100; p += 2) powers.push(p);
  const grid = angles.map((a) => powers.map((p) => score(a, p)));
  /** @param {number} i @param {number} j */
  const at = (i, j) => grid[clamp(i, 0, angles.length - 1)]?.[clamp(j, 0, powers.length - 1)] ?? Infinity;
  /** @type {Plan} */
  let best = { angle: left ? 135 : 45, power: 60, miss: Infinity };
  let bestRate = Infinity;
  for (let i = 0; i < angles.length; i++) {
    for (let j = 0; j < powers.length; j++) {
      const miss = at(i, j);
      const rate = miss + 0.25 * Math.min(200, (at(i - 1, j) + at(i + 1, j) + at(i, j - 1) + at(i, j + 1)) / 4);
      if (rate < bestRate) { bestRate = rate; best = { angle: /** @type {number} */ (angles[i]), power: /** @type {number} */ (powers[j]), miss }; }
    }
  }
  const coarse = best;
  for (let da = -2; da <= 2; da += 0.5) {
    for (let dp = -2; dp <= 2; dp += 0.5) {
      const angle = coarse.angle + da;
      const power = clamp(coarse.power + dp, 0, 100);
      const miss = score(angle, power);
      if (miss < best.miss) best = { angle, power, miss };
    }
  }
  return best;
}

/**
 * How far off the computer aims: its difficulty sets the base error, later rounds sharpen it and
 * every shot it has already taken this round lets it adjust its fire a little more.
 * @param {string} difficulty @param {number} round 1-based @param {number} shotsTaken this round
 * @returns {Skill}
 */
export function aimError(difficulty, round, shotsTaken) {
  const s = SKILLS[difficulty] ?? /** @type {Skill} */ (SKILLS.medium);
  const f = Math.max(0.35, (1 - 0.06 * (round - 1)) * 0.85 ** shotsTaken);
  return { angleErr: s.angleErr * f, powerErr: s.powerErr * f };
}

/**
 * Applies the aiming error to a plan: a triangular spread (sum of two uniforms) so most shots
 * are close and a few are wide.
 * @param {Plan} plan @param {Skill} err @param {() => number} rng
 * @returns {{angle: number, power: number}}
 */
export function aimWithError(plan, err, rng) {
  const spread = () => rng() + rng() - 1;
  return {
    angle: Math.round((plan.angle + spread() * err.angleErr) * 10) / 10,
    power: clamp(Math.round((plan.power + spread() * err.powerErr) * 10) / 10, 5, 100),
  };
}
