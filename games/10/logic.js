// @ts-check
/** Pure rules of the vertical shooter (no DOM): collisions, enemy flight paths, waves, weapons. */

/** @typedef {{x: number, y: number, r: number}} Circle */
/** @typedef {{x: number, y: number, vx: number, vy: number, r: number}} Bullet */
/** @typedef {'dive'|'swoopL'|'swoopR'|'row'|'vee'|'zigzag'} PathKind */
/** @typedef {'scout'|'gunner'|'tank'} EnemyKind */
/** @typedef {{path: PathKind, kind: EnemyKind, count: number, delay: number, spacing: number}} Group */
/** @typedef {{n: number, boss: boolean, groups: Group[], speed: number, fire: number}} Wave */

export const BOSS_EVERY = 5;
export const ENEMY = {
  scout: { hp: 1, r: 16, points: 100 },
  gunner: { hp: 2, r: 18, points: 150 },
  tank: { hp: 5, r: 24, points: 300 },
};

/** Circle overlap. @param {Circle} a @param {Circle} b */
export function circleHit(a, b) {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  const rr = a.r + b.r;
  return dx * dx + dy * dy < rr * rr;
}

/**
 * Pairs each bullet with the first target it touches (a bullet hits at most one target).
 * @param {Circle[]} bullets @param {Circle[]} targets
 * @returns {[number, number][]} [bulletIndex, targetIndex]
 */
export function bulletHits(bullets, targets) {
  /** @type {[number, number][]} */
  const out = [];
  bullets.forEach((b, bi) => {
    const ti = targets.findIndex((t) => circleHit(b, t));
    if (ti >= 0) out.push([bi, ti]);
  });
  return out;
}

/**
 * Position along a flight path, t seconds after the enemy appears.
 * @param {PathKind} kind @param {number} t @param {{i: number, n: number, w: number, h: number, speed: number, lane: number}} p
 * @returns {{x: number, y: number, done: boolean}} done = the enemy has left the screen for good
 */
export function pathPoint(kind, t, p) {
  const { i, n, w, h, speed, lane } = p;
  const v = 140 * speed;
  switch (kind) {
    case 'dive': {
      const x = lane + Math.sin(t * 2.2 + i * 0.6) * 60;
      const y = -40 + t * v * 1.15;
      return { x, y, done: y > h + 40 };
    }
    case 'zigzag': {
      const period = 1.6 / speed;
      const ph = (t / period) % 2;
      const tri = ph < 1 ? ph : 2 - ph;
      const x = 50 + tri * (w - 100);
      const y = -40 + t * v * 0.8;
      return { x: i % 2 ? w - x : x, y, done: y > h + 40 };
    }
    case 'swoopL':
    case 'swoopR': {
      // A wide arc: in from the top corner, across the middle, out through the far side.
      const dir = kind === 'swoopL' ? 1 : -1;
      const a = Math.min(Math.PI * 1.25, t * speed * 1.1);
      const cx = w / 2;
      const cy = h * 0.12;
      const R = w * 0.55;
      let x = cx - dir * Math.cos(a) * R;
      let y = cy + Math.sin(a) * R * 0.9 - 60 + 60 * Math.min(1, t);
      let done = false;
      if (a >= Math.PI * 1.25) {
        const extra = t - (Math.PI * 1.25) / (speed * 1.1);
        x += dir * extra * v * 1.4;
        y -= extra * v * 0.6;
        done = x < -60 || x > w + 60 || y < -60;
      }
      return { x, y, done };
    }
    case 'vee': {
      const off = i - (n - 1) / 2;
      const x = w / 2 + off * 52 + Math.sin(t * 0.9) * 50;
      const y = -40 - Math.abs(off) * 34 + Math.min(t * v * 0.8, h * 0.3 + 40) + Math.max(0, t - 7) * v * 1.2;
      return { x, y, done: y > h + 60 + Math.abs(off) * 34 };
    }
    case 'row':
    default: {
      const x = ((i + 1) / (n + 1)) * w + Math.sin(t * 1.3) * (w / (n + 1)) * 0.6;
      const settle = h * 0.14 + (i % 2) * 44;
      const y = Math.min(-40 + t * v, settle) + Math.max(0, t - 8) * v * 1.3;
      return { x, y, done: y > h + 40 };
    }
  }
}

/**
 * The makeup of wave n (1-based): more and tougher enemies, faster and more trigger-happy;
 * every BOSS_EVERY-th wave is a boss.
 * @param {number} n @param {() => number} rand
 * @returns {Wave}
 */
export function makeWave(n, rand) {
  const speed = Math.min(1.9, 1 + (n - 1) * 0.06);
  const fire = Math.min(3, 1 + (n - 1) * 0.15);
  if (n % BOSS_EVERY === 0) return { n, boss: true, groups: [], speed, fire };
  /** @type {PathKind[]} */
  const paths = ['row', 'dive', 'swoopL', 'swoopR', 'vee', 'zigzag'];
  const groupsCount = Math.min(4, 1 + Math.ceil(n / 3));
  /** @type {Group[]} */
  const groups = [];
  let delay = 0.5;
  for (let g = 0; g < groupsCount; g++) {
    const path = /** @type {PathKind} */ (paths[Math.floor(rand() * (n < 3 ? 4 : paths.length))]);
    const roll = rand();
    /** @type {EnemyKind} */
    const kind = n >= 4 && roll < 0.2 ? 'tank' : n >= 2 && roll < 0.55 ? 'gunner' : 'scout';
    const count = Math.min(kind === 'tank' ? 3 : 8, (path === 'vee' ? 5 : path === 'row' ? 6 : 4) + Math.floor(n / 4));
    groups.push({ path, kind, count, delay, spacing: path === 'row' || path === 'vee' ? 0 : 0.38 / speed });
    delay += 2.6 + count * 0.2;
  }
  return { n, boss: false, groups, speed, fire };
}

/** Hit points of the boss on wave n. @param {number} n */
export function bossHp(n) {
  return 60 + Math.floor(n / BOSS_EVERY) * 40;
}

/**
 * Player bullets for a weapon level (1..4) fired from (x, y).
 * @param {number} level @param {number} x @param {number} y
 * @returns {Bullet[]}
 */
export function weaponShots(level, x, y) {
  const v = -620;
  /** @param {number} dx @param {number} angle */
  const b = (dx, angle) => ({ x: x + dx, y, vx: Math.sin(angle) * -v, vy: Math.cos(angle) * v, r: 4 });
  if (level <= 1) return [b(0, 0)];
  if (level === 2) return [b(-8, 0), b(8, 0)];
  if (level === 3) return [b(0, 0), b(-10, -0.16), b(10, 0.16)];
  return [b(-6, 0), b(6, 0), b(-12, -0.2), b(12, 0.2), b(0, 0)];
}

/** Velocity aimed from one point at another. @param {{x: number, y: number}} from @param {{x: number, y: number}} to @param {number} speed */
export function aimAt(from, to, speed) {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const d = Math.hypot(dx, dy) || 1;
  return { vx: (dx / d) * speed, vy: (dy / d) * speed };
}

/**
 * Boss attack volleys: a ring, an aimed fan or a spiral arm, chosen by the step counter.
 * @param {number} step @param {{x: number, y: number}} boss @param {{x: number, y: number}} player @param {number} level 1+ (more bullets)
 * @returns {Bullet[]}
 */
export function bossVolley(step, boss, player, level) {
  const kind = step % 3;
  /** @type {Bullet[]} */
  const out = [];
  if (kind === 0) {
    const n = 10 + level * 2;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + step * 0.3;
      out.push({ x: boss.x, y: boss.y + 20, vx: Math.cos(a) * 150, vy: Math.sin(a) * 150, r: 6 });
    }
  } else if (kind === 1) {
    const aim = aimAt(boss, player, 1);
    const base = Math.atan2(aim.vy, aim.vx);
    const n = 3 + level;
    for (let i = 0; i < n; i++) {
      const a = base + (i - (n - 1) / 2) * 0.16;
      out.push({ x: boss.x, y: boss.y + 30, vx: Math.cos(a) * 230, vy: Math.sin(a) * 230, r: 5 });
    }
  } else {
    for (let k = 0; k < 3; k++) {
      const a = step * 0.7 + (k * Math.PI * 2) / 3;
      out.push({ x: boss.x, y: boss.y + 10, vx: Math.cos(a) * 190, vy: Math.abs(Math.sin(a)) * 190 + 40, r: 5 });
    }
  }
  return out;
}

/** @typedef {'power'|'shield'|'life'} PowerKind */

/**
 * Loot from a destroyed enemy: sometimes a power-up, rarely an extra life.
 * @param {EnemyKind | 'boss'} kind @param {() => number} rand
 * @returns {PowerKind | null}
 */
export function dropFor(kind, rand) {
  const r = rand();
  if (kind === 'boss') return r < 0.5 ? 'life' : 'power';
  const chance = kind === 'tank' ? 0.45 : kind === 'gunner' ? 0.12 : 0.06;
  if (r >= chance) return null;
  const k = rand();
  return k < 0.6 ? 'power' : k < 0.92 ? 'shield' : 'life';
}

/** Keeps a point inside the playfield margins. @param {number} v @param {number} lo @param {number} hi */
export function clamp(v, lo, hi) {
  return Math.max(lo, Math.min(hi, v));
}
