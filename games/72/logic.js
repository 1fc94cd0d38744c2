// @ts-check
/**
 * Idle café rules: cost curves, income, milestones, prestige stars, offline earnings and a save
 * format that survives damaged data. Pure functions (no DOM, no clock: times are passed in).
 */

/** @typedef {'barista'|'baker'|'artist'|'roaster'|'chef'|'robot'} StaffKey */
/** @typedef {'beans'|'machine'|'tips'|'chairs'} UpgradeKey */
/**
 * @typedef {Object} Save
 * @property {number} coins spendable now
 * @property {number} runEarned earned since the last new café (prestige)
 * @property {number} lifetime earned ever
 * @property {number} stars prestige stars
 * @property {Record<StaffKey, number>} staff how many of each are hired
 * @property {Record<UpgradeKey, number>} upgrades levels
 * @property {number} taps
 * @property {number} savedAt ms since the epoch when last saved
 * @property {boolean} won the final milestone was reached once
 */

/** @type {{key: StaffKey, base: number, rate: number}[]} */
export const STAFF = [
  { key: 'barista', base: 15, rate: 0.5 },
  { key: 'baker', base: 120, rate: 3 },
  { key: 'artist', base: 1300, rate: 14 },
  { key: 'roaster', base: 14000, rate: 75 },
  { key: 'chef', base: 160000, rate: 400 },
  { key: 'robot', base: 2000000, rate: 2200 },
];

/** @type {{key: UpgradeKey, base: number, growth: number, max: number}[]} */
export const UPGRADES = [
  { key: 'beans', base: 25, growth: 1.6, max: 60 },
  { key: 'machine', base: 500, growth: 2.5, max: 20 },
  { key: 'tips', base: 3000, growth: 3, max: 10 },
  { key: 'chairs', base: 1000, growth: 4, max: 6 },
];

export const COST_GROWTH = 1.15;
/** Owning this many of one kind of staff doubles what each of them earns (per step reached). */
export const STAFF_MILESTONES = [10, 25, 50, 100, 200];
/** Lifetime earnings trophies; the last one is the café's crowning goal. */
export const EARN_MILESTONES = [1e3, 1e4, 1e5, 1e6, 1e7, 1e8];
export const WIN_AT = 1e8;
/** Stars need this much earned in the current café; more stars grow with the square root. */
export const STAR_UNIT = 1e5;
export const STAR_BONUS = 0.1;
/** Offline the café earns at half speed, for at most two hours (+1 hour per chair level). */
export const OFFLINE_RATE = 0.5;
export const OFFLINE_BASE_HOURS = 2;
const MAX_STAFF = 100000;
const MAX_NUMBER = 1e30;

/** @returns {Save} */
export function newSave() {
  return {
    coins: 0, runEarned: 0, lifetime: 0, stars: 0, taps: 0, savedAt: 0, won: false,
    staff: { barista: 0, baker: 0, artist: 0, roaster: 0, chef: 0, robot: 0 },
    upgrades: { beans: 0, machine: 0, tips: 0, chairs: 0 },
  };
}

/** Price of the next one when `owned` are hired. @param {number} base @param {number} owned */
export function staffCost(base, owned) {
  return Math.ceil(base * COST_GROWTH ** owned);
}

/** Price of hiring n more, each at its own price. @param {number} base @param {number} owned @param {number} n */
export function bulkCost(base, owned, n) {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += staffCost(base, owned + i);
  return sum;
}

/** How many can be hired with the coins at hand (at most `limit`). @param {number} base @param {number} owned @param {number} coins @param {number} limit */
export function affordable(base, owned, coins, limit) {
  let n = 0;
  let sum = 0;
  while (n < limit) {
    const c = staffCost(base, owned + n);
    if (sum + c > coins) break;
    sum += c;
    n++;
  }
  return n;
}

/** Price of an upgrade's next level, or Infinity at its maximum. @param {UpgradeKey} key @param {number} level */
export function upgradeCost(key, level) {
  const u = UPGRADES.find((x) => x.key === key);
  if (!u || level >= u.max) return Infinity;
  return Math.ceil(u.base * u.growth ** level);
}

/** Output multiplier from staff milestones: ×2 for each step reached. @param {number} owned */
export function milestoneMultiplier(owned) {
  return 2 ** STAFF_MILESTONES.filter((m) => owned >= m).length;
}

/** The next milestone above `owned`, or null. @param {number} owned */
export function nextMilestone(owned) {
  return STAFF_MILESTONES.find((m) => m > owned) ?? null;
}

/** @param {Save} s */
export function starMultiplier(s) {
  return 1 + STAR_BONUS * s.stars;
}

/** Coins a second from one kind of staff. @param {Save} s @param {StaffKey} key */
export function staffIncome(s, key) {
  const def = STAFF.find((x) => x.key === key);
  if (!def) return 0;
  const n = s.staff[key];
  return n * def.rate * milestoneMultiplier(n) * (1 + 0.25 * s.upgrades.machine) * starMultiplier(s);
}

/** Coins a second from all staff. @param {Save} s */
export function incomePerSecond(s) {
  return STAFF.reduce((sum, d) => sum + staffIncome(s, d.key), 0);
}

/** Coins for one tap on the cup: better beans, stars, and tips that grow with the café. @param {Save} s */
export function tapValue(s) {
  return (1 + s.upgrades.beans) * starMultiplier(s) + 0.02 * s.upgrades.tips * incomePerSecond(s);
}

/** @param {Save} s @param {number} amount */
export function earn(s, amount) {
  if (!(amount > 0) || !Number.isFinite(amount)) return;
  s.coins = Math.min(MAX_NUMBER, s.coins + amount);
  s.runEarned = Math.min(MAX_NUMBER, s.runEarned + amount);
  s.lifetime = Math.min(MAX_NUMBER, s.lifetime + amount);
}

/** @param {Save} s */
export function tap(s) {
  const v = tapValue(s);
  earn(s, v);
  s.taps++;
  return v;
}

/**
 * Hires up to n of a kind, as many as the coins allow (all or nothing per unit). Returns how many.
 * @param {Save} s @param {StaffKey} key @param {number} n
 */
export function hire(s, key, n = 1) {
  const def = STAFF.find((x) => x.key === key);
  if (!def) return 0;
  const k = affordable(def.base, s.staff[key], s.coins, Math.min(n, MAX_STAFF - s.staff[key]));
  if (k <= 0) return 0;
  s.coins -= bulkCost(def.base, s.staff[key], k);
  s.staff[key] += k;
  return k;
}

/** Buys one upgrade level if affordable. @param {Save} s @param {UpgradeKey} key */
export function buyUpgrade(s, key) {
  const c = upgradeCost(key, s.upgrades[key]);
  if (!(c <= s.coins)) return false;
  s.coins -= c;
  s.upgrades[key]++;
  return true;
}

/** Longest stretch away that still earns, in seconds. @param {Save} s */
export function offlineCapSeconds(s) {
  return (OFFLINE_BASE_HOURS + s.upgrades.chairs) * 3600;
}

/**
 * What the café earned while nobody was there: half the income, for at most the cap. A clock
 * that went backwards (or nonsense) earns nothing.
 * @param {Save} s @param {number} elapsedSeconds
 */
export function offlineEarnings(s, elapsedSeconds) {
  if (!(elapsedSeconds > 0) || !Number.isFinite(elapsedSeconds)) return 0;
  return Math.min(elapsedSeconds, offlineCapSeconds(s)) * incomePerSecond(s) * OFFLINE_RATE;
}

/** Stars a new café would bring now. @param {Save} s */
export function starsOnReset(s) {
  return Math.floor(Math.sqrt(Math.max(0, s.runEarned) / STAR_UNIT));
}

/**
 * Opens a new café: staff, upgrades and coins start over; stars are added and kept, as are
 * lifetime earnings. Refused (false) when it would bring no star.
 * @param {Save} s
 */
export function prestige(s) {
  const gain = starsOnReset(s);
  if (gain < 1) return false;
  const keep = { stars: s.stars + gain, lifetime: s.lifetime, taps: s.taps, won: s.won, savedAt: s.savedAt };
  Object.assign(s, newSave(), keep);
  return true;
}

/** Lifetime trophies reached. @param {Save} s */
export function trophies(s) {
  return EARN_MILESTONES.filter((m) => s.lifetime >= m).length;
}

/** @param {Save} s @param {number} now ms */
export function serialize(s, now) {
  return JSON.stringify({ v: 1, ...s, savedAt: now });
}

/** @param {unknown} v @param {number} max @returns {number} */
function num(v, max = MAX_NUMBER) {
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.min(v, max) : 0;
}

/** @param {unknown} v @param {number} max */
function int(v, max) {
  return Math.floor(num(v, max));
}

/**
 * Reads a save, repairing what is damaged: bad JSON or a wrong shape gives a new café; each
 * value that is missing, negative, not a number or absurd falls back to 0 (or its cap); a
 * timestamp from the future is treated as now, so nobody earns from a wrong clock.
 * @param {string | null | undefined} text @param {number} now ms
 * @returns {{save: Save, fresh: boolean}}
 */
export function load(text, now) {
  const s = newSave();
  /** @type {any} */
  let d = null;
  try { d = text ? JSON.parse(text) : null; } catch { d = null; }
  if (!d || typeof d !== 'object' || Array.isArray(d)) return { save: { ...s, savedAt: now }, fresh: true };
  s.coins = num(d.coins);
  s.runEarned = num(d.runEarned);
  s.lifetime = Math.max(num(d.lifetime), s.runEarned);
  s.stars = int(d.stars, 1e6);
  s.taps = int(d.taps, 1e12);
  s.won = d.won === true;
  const staff = d.staff && typeof d.staff === 'object' ? d.staff : {};
  for (const st of STAFF) s.staff[st.key] = int(staff[st.key], MAX_STAFF);
  const ups = d.upgrades && typeof d.upgrades === 'object' ? d.upgrades : {};
  for (const u of UPGRADES) s.upgrades[u.key] = int(ups[u.key], u.max);
  const at = num(d.savedAt);
  s.savedAt = at > 0 && at <= now ? at : now;
  return { save: s, fresh: false };
}
