// @ts-check
/**
 * Missile defence: pure rules (no DOM). Enemy warheads fall along straight lines towards cities
 * and launch bases; interceptors fly to a chosen point and burst into a growing, then shrinking,
 * circle that destroys any warhead inside it. Later waves are faster and bring splitting warheads.
 */

export const W = 360;
export const H = 600;
export const GROUND_Y = 556;
export const AMMO = 10;
export const BLAST_R = 32;
export const CHAIN_R = 22;
export const BONUS_CITY_EVERY = 10000;

/** Launch bases (left, middle, right) and the six cities, by centre x. */
export const BASE_X = [28, 180, 332];
export const CITY_X = [72, 108, 144, 216, 252, 288];
/** Interceptor speed per base: the middle one is the fast battery. */
export const BASE_SPEED = [330, 460, 330];

/** @typedef {{x: number, alive: boolean, ammo: number}} Base */
/** @typedef {{x: number, alive: boolean}} City */
/** @typedef {{kind: 'city' | 'base', index: number}} Site */
/**
 * @typedef {Object} Warhead
 * @property {number} x0 @property {number} y0 where its trail starts
 * @property {number} x @property {number} y head
 * @property {number} vx @property {number} vy
 * @property {number} tx @property {number} ty aim point on the ground
 * @property {Site} site what it is aimed at
 * @property {number} splitY altitude where it splits (-1 never)
 */
/**
 * @typedef {Object} Interceptor
 * @property {number} x0 @property {number} y0 launch point
 * @property {number} x @property {number} y
 * @property {number} tx @property {number} ty burst point
 * @property {number} speed
 */
/** @typedef {{x: number, y: number, age: number, maxR: number}} Blast */
/**
 * @typedef {Object} WaveSpec
 * @property {number} count warheads launched from the sky (splits come on top)
 * @property {number} speed mean fall speed, px/s
 * @property {number} split chance a warhead splits
 * @property {number} salvoGap seconds between salvos
 * @property {number} salvo warheads per salvo
 */

/** @param {number} wave 1-based @returns {WaveSpec} */
export function waveSpec(wave) {
  return {
    count: Math.min(36, 9 + wave * 3),
    speed: Math.min(90, 24 + wave * 6),
    split: wave < 3 ? 0 : Math.min(0.45, 0.12 * (wave - 2)),
    salvoGap: Math.max(1.4, 3.2 - wave * 0.2),
    salvo: Math.min(6, 2 + Math.floor(wave / 2)),
  };
}

/** Score multiplier: ×1 for waves 1–2, ×2 for 3–4 … up to ×6. @param {number} wave */
export function multiplier(wave) {
  return Math.min(6, 1 + Math.floor((wave - 1) / 2));
}

/** @returns {{bases: Base[], cities: City[]}} */
export function newSites() {
  return { bases: BASE_X.map((x) => ({ x, alive: true, ammo: AMMO })), cities: CITY_X.map((x) => ({ x, alive: true })) };
}

/** Ground point of a site. @param {Site} s */
export function siteX(s) {
  return s.kind === 'city' ? /** @type {number} */ (CITY_X[s.index]) : /** @type {number} */ (BASE_X[s.index]);
}

/**
 * Picks what a warhead aims at: usually something still standing (cities more than bases).
 * @param {{bases: Base[], cities: City[]}} sites @param {() => number} rand @returns {Site}
 */
export function pickSite(sites, rand) {
  /** @type {Site[]} */
  const standing = [];
  sites.cities.forEach((c, i) => { if (c.alive) standing.push({ kind: 'city', index: i }, { kind: 'city', index: i }); });
  sites.bases.forEach((b, i) => { if (b.alive) standing.push({ kind: 'base', index: i }); });
  if (standing.length && rand() < 0.85) return /** @type {Site} */ (standing[Math.floor(rand() * standing.length)]);
  const any = Math.floor(rand() * (CITY_X.length + BASE_X.length));
  return any < CITY_X.length ? { kind: 'city', index: any } : { kind: 'base', index: any - CITY_X.length };
}

/**
 * A warhead from (x0, y0) to a site, at `speed` px/s.
 * @param {number} x0 @param {number} y0 @param {Site} site @param {number} speed @param {number} [splitY]
 * @returns {Warhead}
 */
export function makeWarhead(x0, y0, site, speed, splitY = -1) {
  const tx = siteX(site);
  const ty = GROUND_Y;
  const d = Math.hypot(tx - x0, ty - y0) || 1;
  return { x0, y0, x: x0, y: y0, vx: ((tx - x0) / d) * speed, vy: ((ty - y0) / d) * speed, tx, ty, site, splitY };
}

/** Moves a warhead; true when it has reached the ground. @param {Warhead} w @param {number} dt */
export function stepWarhead(w, dt) {
  w.x += w.vx * dt;
  w.y += w.vy * dt;
  if (w.y >= w.ty) {
    w.x = w.tx;
    w.y = w.ty;
    return true;
  }
  return false;
}

/**
 * Splits a warhead into 2–3 new ones starting at its head, each aimed at its own site and as
 * fast as the parent. The parent's trail ends here.
 * @param {Warhead} w @param {{bases: Base[], cities: City[]}} sites @param {() => number} rand
 */
export function split(w, sites, rand) {
  const n = rand() < 0.5 ? 2 : 3;
  const speed = Math.hypot(w.vx, w.vy);
  /** @type {Warhead[]} */
  const out = [];
  for (let i = 0; i < n; i++) out.push(makeWarhead(w.x, w.y, pickSite(sites, rand), speed));
  return out;
}

/**
 * The base that answers a shot at (x, y): the nearest standing one with ammo left (ties go to
 * the faster middle battery), or -1.
 * @param {Base[]} bases @param {number} x
 */
export function pickBase(bases, x) {
  let best = -1;
  let bestD = Infinity;
  bases.forEach((b, i) => {
    if (!b.alive || b.ammo <= 0) return;
    const d = Math.abs(b.x - x) - (i === 1 ? 0.5 : 0);
    if (d < bestD) { bestD = d; best = i; }
  });
  return best;
}

/**
 * Launches from a base towards a point (clamped above the ground): uses one round of its ammo.
 * Returns null when that base cannot fire.
 * @param {Base[]} bases @param {number} i @param {number} tx @param {number} ty
 * @returns {Interceptor | null}
 */
export function launch(bases, i, tx, ty) {
  const b = bases[i];
  if (!b || !b.alive || b.ammo <= 0) return null;
  b.ammo--;
  const y0 = GROUND_Y - 14;
  return { x0: b.x, y0, x: b.x, y: y0, tx, ty: Math.min(ty, GROUND_Y - 30), speed: /** @type {number} */ (BASE_SPEED[i]) };
}

/** Flies an interceptor; true when it reaches its burst point. @param {Interceptor} m @param {number} dt */
export function stepInterceptor(m, dt) {
  const dx = m.tx - m.x;
  const dy = m.ty - m.y;
  const d = Math.hypot(dx, dy);
  const step = m.speed * dt;
  if (d <= step) {
    m.x = m.tx;
    m.y = m.ty;
    return true;
  }
  m.x += (dx / d) * step;
  m.y += (dy / d) * step;
  return false;
}

export const GROW = 0.5;
export const HOLD = 0.35;
export const SHRINK = 0.55;

/** Radius of a blast `age` seconds after it went off (0 once it is over). @param {number} age @param {number} maxR */
export function blastRadius(age, maxR) {
  if (age < 0) return 0;
  if (age < GROW) return maxR * Math.sin((age / GROW) * (Math.PI / 2));
  if (age < GROW + HOLD) return maxR;
  if (age < GROW + HOLD + SHRINK) return maxR * (1 - (age - GROW - HOLD) / SHRINK);
  return 0;
}

/** @param {Blast} b */
export const blastOver = (b) => b.age >= GROW + HOLD + SHRINK;

/** Whether a point lies inside a blast now. @param {Blast} b @param {number} x @param {number} y */
export function inBlast(b, x, y) {
  const r = blastRadius(b.age, b.maxR);
  return r > 0 && (x - b.x) ** 2 + (y - b.y) ** 2 <= r * r;
}

/**
 * End-of-wave bonus: every unused interceptor and every standing city, times the multiplier.
 * @param {Base[]} bases @param {City[]} cities @param {number} wave
 */
export function waveBonus(bases, cities, wave) {
  const m = multiplier(wave);
  const ammo = bases.reduce((s, b) => s + (b.alive ? b.ammo : 0), 0);
  const standing = cities.filter((c) => c.alive).length;
  return { ammo: ammo * 5 * m, cities: standing * 100 * m, total: (ammo * 5 + standing * 100) * m };
}

/** Points for downing a warhead. @param {number} wave */
export function killPoints(wave) {
  return 25 * multiplier(wave);
}

/**
 * How many bonus cities a score has earned in total (one per BONUS_CITY_EVERY points).
 * @param {number} score
 */
export function bonusCitiesEarned(score) {
  return Math.floor(score / BONUS_CITY_EVERY);
}

/**
 * The start of a new wave: bases are rebuilt and rearmed, cities stay as they are, and banked
 * bonus cities rebuild ruined ones left to right. Returns how many banked cities remain.
 * @param {{bases: Base[], cities: City[]}} sites @param {number} banked
 */
export function rearm(sites, banked) {
  for (const b of sites.bases) { b.alive = true; b.ammo = AMMO; }
  for (const c of sites.cities) {
    if (banked <= 0) break;
    if (!c.alive) { c.alive = true; banked--; }
  }
  return banked;
}

/**
 * Where to aim so that a blast from base `i` catches a warhead: the point on its path that it
 * reaches just as the interceptor arrives there (plus `lag` for the blast to grow). Used by the
 * demo's gunner and worth knowing as a player: aim ahead of the fast ones.
 * @param {Warhead} w @param {number} baseX @param {number} speed @param {number} [lag]
 */
export function leadPoint(w, baseX, speed, lag = 0.2) {
  const y0 = GROUND_Y - 14;
  let tau = 0;
  for (let k = 0; k < 8; k++) {
    const px = w.x + w.vx * tau;
    const py = w.y + w.vy * tau;
    tau = Math.hypot(px - baseX, py - y0) / speed + lag;
  }
  return { x: w.x + w.vx * tau, y: Math.min(w.y + w.vy * tau, GROUND_Y - 30), t: tau };
}
