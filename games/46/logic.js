// @ts-check
/** Pure rules of the fishing trip (no DOM): spots and species, casting, bites, the line-tension fight, catches and days. */

// Local aliases: the fight loop calls these every step, and a global lookup per call is costly in
// some hosts (notably the test runner's VM context).
const { sin, exp, min, max, round, floor, PI } = Math;

/**
 * @typedef {Object} Species
 * @property {string} key
 * @property {[number, number]} depth lure depth band it bites in (0 shallow … 1 deep)
 * @property {[number, number]} kg weight range
 * @property {[number, number]} coins value range (light … heavy)
 * @property {number} strength base pull (0..1; above 1 only in bursts)
 * @property {number} tire stamina lost per second at full tension
 * @property {number} bursts chance per second of a sudden run
 * @property {number} burstPull pull multiplier during a run
 * @property {number} rarity relative bite weight
 * @property {boolean} [trophy] bites more at dawn and dusk
 * @property {string} color body colour
 */
/** @typedef {{key: string, goal: number, species: string[]}} Spot */
/**
 * @typedef {Object} Fight
 * @property {Species} sp
 * @property {number} kg
 * @property {number} dist line out: 0 landed … 1 spool empty
 * @property {number} tension 0 slack … 1 snaps
 * @property {number} stamina 1 fresh … 0 exhausted
 * @property {number} burst seconds of the current run left
 * @property {number} slack seconds spent slack in a row
 * @property {number} t seconds since hooked
 * @property {number} phase wobble phase of the fish's pull
 */
/** @typedef {'fighting'|'landed'|'snapped'|'escaped'|'spooled'} FightResult */

export const W = 360;
export const H = 640;
export const SURFACE = 214;
/** Tension band drawn green on the gauge; the line snaps at 1. */
export const SAFE_LO = 0.2;
export const SAFE_HI = 0.8;
/** Below this tension the hook works loose after SLACK_TIME seconds. */
export const SLACK = 0.12;
export const SLACK_TIME = 2;
export const REEL_RATE = 0.11;
export const RUN_RATE = 0.08;
/** Tension response per second: it climbs a little slower than it relaxes. */
export const RISE = 3;
export const FALL = 3;
export const STRIKE_WINDOW = 0.9;
export const DAY_LEN = 120;
export const DAY_START = 6;
export const DAY_END = 18;

/** @type {Record<string, Species>} */
export const SPECIES = {
  bluegill: { key: 'bluegill', depth: [0, 0.55], kg: [0.1, 0.5], coins: [8, 14], strength: 0.3, tire: 0.21, bursts: 0.1, burstPull: 1.4, rarity: 5, color: '#6fb7c9' },
  perch: { key: 'perch', depth: [0.15, 0.75], kg: [0.2, 1.2], coins: [14, 24], strength: 0.4, tire: 0.175, bursts: 0.15, burstPull: 1.4, rarity: 4, color: '#c9b64a' },
  bass: { key: 'bass', depth: [0.3, 0.9], kg: [0.8, 3.5], coins: [25, 45], strength: 0.55, tire: 0.126, bursts: 0.35, burstPull: 1.55, rarity: 3, color: '#5f8f4a' },
  pike: { key: 'pike', depth: [0.55, 1], kg: [2, 9], coins: [45, 80], strength: 0.68, tire: 0.084, bursts: 0.25, burstPull: 1.5, rarity: 1.6, trophy: true, color: '#7c8f5a' },
  trout: { key: 'trout', depth: [0, 0.6], kg: [0.3, 2], coins: [18, 30], strength: 0.5, tire: 0.14, bursts: 0.45, burstPull: 1.45, rarity: 5, color: '#c98a8a' },
  carp: { key: 'carp', depth: [0.25, 0.85], kg: [1.5, 8], coins: [25, 45], strength: 0.6, tire: 0.07, bursts: 0.1, burstPull: 1.3, rarity: 4, color: '#b7894a' },
  catfish: { key: 'catfish', depth: [0.6, 1], kg: [3, 15], coins: [40, 70], strength: 0.72, tire: 0.063, bursts: 0.15, burstPull: 1.35, rarity: 2, color: '#6d6a66' },
  salmon: { key: 'salmon', depth: [0.35, 1], kg: [3, 12], coins: [60, 100], strength: 0.75, tire: 0.084, bursts: 0.4, burstPull: 1.5, rarity: 1.4, trophy: true, color: '#d98a6a' },
  mackerel: { key: 'mackerel', depth: [0, 0.5], kg: [0.3, 1.5], coins: [20, 32], strength: 0.55, tire: 0.175, bursts: 0.5, burstPull: 1.4, rarity: 5, color: '#5a8fb8' },
  snapper: { key: 'snapper', depth: [0.25, 0.8], kg: [1, 6], coins: [35, 55], strength: 0.65, tire: 0.098, bursts: 0.25, burstPull: 1.45, rarity: 3.5, color: '#e0605a' },
  grouper: { key: 'grouper', depth: [0.55, 1], kg: [5, 25], coins: [60, 95], strength: 0.8, tire: 0.056, bursts: 0.15, burstPull: 1.3, rarity: 2, color: '#8a6a4a' },
  tuna: { key: 'tuna', depth: [0.65, 1], kg: [15, 60], coins: [100, 160], strength: 0.88, tire: 0.056, bursts: 0.35, burstPull: 1.45, rarity: 1.1, trophy: true, color: '#3f5f8f' },
  boot: { key: 'boot', depth: [0, 1], kg: [0.6, 1.2], coins: [1, 2], strength: 0.12, tire: 0, bursts: 0, burstPull: 1, rarity: 0.25, color: '#5a4632' },
};

/** @type {Spot[]} one per day */
export const SPOTS = [
  { key: 'lake', goal: 120, species: ['bluegill', 'perch', 'bass', 'pike', 'boot'] },
  { key: 'river', goal: 180, species: ['trout', 'carp', 'catfish', 'salmon', 'boot'] },
  { key: 'sea', goal: 260, species: ['mackerel', 'snapper', 'grouper', 'tuna', 'boot'] },
];

/** Lake bed under x: shelving from the shore to deep water. @param {number} x */
export function bottomAt(x) {
  return SURFACE + 50 + max(0, min(1, (x - 60) / 270)) * 350;
}

/**
 * Where a cast of this power lands and how deep the lure hangs there.
 * @param {number} power 0..1 @returns {{x: number, depth: number, y: number}} depth 0 shallow … 1 deep
 */
export function castSpot(power) {
  const p = max(0, min(1, power));
  const x = 110 + 220 * p;
  const y = SURFACE + (bottomAt(x) - SURFACE) * 0.8;
  return { x, depth: p, y };
}

/** Cast power while the button is held: rises and falls so releasing on time is a skill. @param {number} held seconds */
export function castPower(held) {
  const phase = (held / 1.2) % 2;
  return phase <= 1 ? phase : 2 - phase;
}

/**
 * Which fish takes the bait: a weighted draw among the spot's species that feed at this depth.
 * Trophy fish feed more around dawn and dusk.
 * @param {Spot} spot @param {number} depth 0..1 @param {number} hour @param {() => number} rng
 * @returns {Species}
 */
export function chooseSpecies(spot, depth, hour, rng) {
  const dawnDusk = hour < 8.5 || hour >= 15.5;
  const pool = spot.species
    .map((k) => /** @type {Species} */ (SPECIES[k]))
    .filter((s) => depth >= s.depth[0] && depth <= s.depth[1])
    .map((s) => ({ s, w: s.rarity * (s.trophy && dawnDusk ? 2 : 1) }));
  const total = pool.reduce((a, p) => a + p.w, 0);
  let r = rng() * total;
  for (const p of pool) if ((r -= p.w) < 0) return p.s;
  return /** @type {{s: Species}} */ (pool[pool.length - 1]).s;
}

/** A fish's weight: small ones are commoner. @param {Species} sp @param {() => number} rng */
export function rollWeight(sp, rng) {
  const f = rng() ** 1.6;
  return round((sp.kg[0] + (sp.kg[1] - sp.kg[0]) * f) * 100) / 100;
}

/** Coins for a catch: heavier fish of a species are worth more. @param {Species} sp @param {number} kg */
export function coinsFor(sp, kg) {
  const f = sp.kg[1] > sp.kg[0] ? (kg - sp.kg[0]) / (sp.kg[1] - sp.kg[0]) : 0;
  return round(sp.coins[0] + (sp.coins[1] - sp.coins[0]) * max(0, min(1, f)));
}

/**
 * When the fish nibbles and when it really bites, counted from the moment the lure settles.
 * @param {() => number} rng @returns {{nibbles: number[], bite: number}}
 */
export function biteSchedule(rng) {
  const first = 1.2 + rng() * 2.6;
  const nibbles = [first];
  if (rng() < 0.6) nibbles.push(first + 0.5 + rng() * 0.7);
  const bite = /** @type {number} */ (nibbles[nibbles.length - 1]) + 0.6 + rng() * 0.8;
  return { nibbles, bite };
}

/**
 * Judges a strike at time t (same clock as the schedule): before the bite it only pulls the
 * lure away, inside the window it sets the hook, after it the bait is gone.
 * @param {number} t @param {{bite: number}} s @returns {'early'|'hooked'|'late'}
 */
export function judgeStrike(t, s) {
  if (t < s.bite) return 'early';
  return t <= s.bite + STRIKE_WINDOW ? 'hooked' : 'late';
}

/** @param {Species} sp @param {number} kg @param {number} dist @param {() => number} rng @returns {Fight} */
export function newFight(sp, kg, dist, rng) {
  return { sp, kg, dist: max(0.2, min(0.95, dist)), tension: 0.3, stamina: 1, burst: 0, slack: 0, t: 0, phase: rng() * PI * 2 };
}

/** How hard the fish pulls right now: species strength and size, wobble, runs, fading with stamina. @param {Fight} f */
export function fishPull(f) {
  const sp = f.sp;
  const size = sp.kg[1] > sp.kg[0] ? (f.kg - sp.kg[0]) / (sp.kg[1] - sp.kg[0]) : 0;
  const wobble = 0.8 + 0.2 * sin(f.t * 2.3 + f.phase);
  const run = f.burst > 0 ? sp.burstPull : 1;
  return sp.strength * (0.85 + 0.3 * size) * wobble * run * (0.45 + 0.55 * f.stamina);
}

/**
 * One step of the fight. Reeling pulls line in (slower against a strong pull) and raises the
 * tension towards a level set by the pull; letting go pays line out and the tension relaxes.
 * Too much tension snaps the line, too little for too long lets the hook slip, an empty spool
 * loses the fish, and line all in lands it.
 * @param {Fight} f @param {boolean} reeling @param {number} dt @param {() => number} rng
 * @returns {FightResult}
 */
export function stepFight(f, reeling, dt, rng) {
  f.t += dt;
  if (f.burst > 0) f.burst = max(0, f.burst - dt);
  else if (f.sp.bursts > 0 && rng() < f.sp.bursts * dt * (0.3 + 0.7 * f.stamina)) f.burst = 0.6 + rng() * 0.6;
  const pull = fishPull(f);
  const target = reeling ? 0.3 + 0.9 * pull : 0.35 * pull;
  const rate = target > f.tension ? RISE : FALL;
  f.tension += (target - f.tension) * (1 - exp(-rate * dt));
  if (reeling) f.dist -= dt * REEL_RATE * max(0.15, 1.1 - pull);
  else f.dist += dt * RUN_RATE * pull;
  f.stamina = max(0, f.stamina - dt * f.sp.tire * f.tension);
  f.slack = f.tension < SLACK ? f.slack + dt : 0;
  if (f.tension >= 1) return 'snapped';
  if (f.slack >= SLACK_TIME) return 'escaped';
  if (f.dist >= 1) return 'spooled';
  if (f.dist <= 0) return 'landed';
  return 'fighting';
}

/** Clock time of day for seconds into the day. @param {number} t @returns {number} hours */
export function hourAt(t) {
  return DAY_START + ((DAY_END - DAY_START) * min(t, DAY_LEN)) / DAY_LEN;
}

/** "hh:mm" for an hour value, in 10-minute steps like a fishing watch. @param {number} hour */
export function clockText(hour) {
  const total = floor((hour * 60) / 10) * 10;
  return `${String(floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Whether the day's takings reach the spot's goal. @param {number} coins @param {number} day 0-based */
export function dayPassed(coins, day) {
  return coins >= /** @type {Spot} */ (SPOTS[day]).goal;
}
