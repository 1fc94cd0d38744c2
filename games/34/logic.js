// @ts-check
/**
 * Tower defence: pure rules (no DOM). Ground enemies walk a distance field from the exit over
 * open ground, so towers placed on the field re-route them (a tower that would wall them off is
 * refused); flyers ignore the maze and fly straight. Four tower kinds with three levels each.
 */
import { TileMap } from '../kit/tilemap.js';
import { distanceField, stepDownhill } from '../kit/pathfind.js';

export const TILE = 30;
export const COLS = 12;
export const ROWS = 14;
export const MAP_H = ROWS * TILE;
export const WAVES = 15;
export const START_MONEY = 160;
export const START_LIVES = 20;

/** Terrain: '#' rock, '~' water (both impassable, unbuildable), '=' bridge and S/E (walkable, unbuildable), '.' open ground. */
export const MAPS = [
  {
    key: 'meadow',
    rows: [
      '#####S######',
      '#..........#',
      '#..........#',
      '#...##.....#',
      '#..........#',
      '#.......##.#',
      '#..........#',
      '#..........#',
      '#.##.......#',
      '#..........#',
      '#......##..#',
      '#..........#',
      '#..........#',
      '######E#####',
    ],
  },
  {
    key: 'river',
    rows: [
      '###S########',
      '#..........#',
      '#..........#',
      '#...#......#',
      '#..........#',
      '#......#...#',
      '#~=~~~~~~=~#',
      '#..........#',
      '#...#......#',
      '#..........#',
      '#......#...#',
      '#..........#',
      '#..........#',
      '########E###',
    ],
  },
  {
    key: 'crossroads',
    rows: [
      '##S######S##',
      '#..........#',
      '#..#....#..#',
      '#..#....#..#',
      '#..........#',
      '#....##....#',
      '#..........#',
      '#.##....##.#',
      '#..........#',
      '#..........#',
      '#...#..#...#',
      '#..........#',
      '#..........#',
      '#####E######',
    ],
  },
];

/** @typedef {'gun'|'cannon'|'frost'|'rail'} TowerType */
/** @typedef {'scout'|'grunt'|'tank'|'flyer'|'boss'} EnemyKind */
/**
 * @typedef {Object} Level
 * @property {number} cost price of this level (build or upgrade)
 * @property {number} range in tiles
 * @property {number} rate seconds between shots
 * @property {number} dmg
 * @property {number} [splash] splash radius in tiles (cannon)
 * @property {number} [slow] speed multiplier applied (frost)
 */
/**
 * @typedef {Object} TowerSpec
 * @property {boolean} air can hit flyers
 * @property {boolean} ground can hit walkers
 * @property {boolean} pierce ignores armour
 * @property {Level[]} levels
 */
/** @type {Record<TowerType, TowerSpec>} */
export const TOWERS = {
  gun: { air: true, ground: true, pierce: false, levels: [
    { cost: 50, range: 2.3, rate: 0.42, dmg: 6 },
    { cost: 45, range: 2.5, rate: 0.34, dmg: 10 },
    { cost: 80, range: 2.8, rate: 0.26, dmg: 16 },
  ] },
  cannon: { air: false, ground: true, pierce: false, levels: [
    { cost: 80, range: 2.5, rate: 1.4, dmg: 20, splash: 0.95 },
    { cost: 65, range: 2.7, rate: 1.25, dmg: 34, splash: 1.05 },
    { cost: 110, range: 3, rate: 1.1, dmg: 56, splash: 1.2 },
  ] },
  frost: { air: true, ground: true, pierce: false, levels: [
    { cost: 60, range: 1.8, rate: 1, dmg: 2, slow: 0.55 },
    { cost: 50, range: 2.1, rate: 0.9, dmg: 4, slow: 0.45 },
    { cost: 85, range: 2.4, rate: 0.8, dmg: 7, slow: 0.35 },
  ] },
  rail: { air: true, ground: true, pierce: true, levels: [
    { cost: 110, range: 4.2, rate: 1.8, dmg: 45 },
    { cost: 90, range: 4.6, rate: 1.6, dmg: 80 },
    { cost: 140, range: 5, rate: 1.4, dmg: 130 },
  ] },
};
export const TOWER_TYPES = /** @type {TowerType[]} */ (['gun', 'cannon', 'frost', 'rail']);

/**
 * @typedef {Object} EnemySpec
 * @property {number} hp at wave 1
 * @property {number} speed tiles per second
 * @property {number} armor flat reduction of every non-piercing hit
 * @property {boolean} flying
 * @property {number} bounty money for a kill
 * @property {number} lives lost when it gets through
 */
/** @type {Record<EnemyKind, EnemySpec>} */
export const ENEMIES = {
  scout: { hp: 14, speed: 1.9, armor: 0, flying: false, bounty: 4, lives: 1 },
  grunt: { hp: 28, speed: 1.1, armor: 0, flying: false, bounty: 5, lives: 1 },
  tank: { hp: 70, speed: 0.7, armor: 5, flying: false, bounty: 11, lives: 2 },
  flyer: { hp: 22, speed: 1.35, armor: 0, flying: true, bounty: 7, lives: 1 },
  boss: { hp: 380, speed: 0.6, armor: 6, flying: false, bounty: 70, lives: 5 },
};

/** @typedef {{col: number, row: number}} Cell */
/** @typedef {{type: TowerType, col: number, row: number, level: number, spent: number, cd: number, angle: number}} Tower */
/**
 * @typedef {Object} Enemy
 * @property {number} id
 * @property {EnemyKind} kind
 * @property {number} x @property {number} y
 * @property {number} hp @property {number} maxHp
 * @property {number} speed tiles per second, before slowing
 * @property {number} slow current speed multiplier (1 = none)
 * @property {number} slowT seconds of slow left
 * @property {Cell | null} next cell it is walking to (ground)
 * @property {number} tx @property {number} ty flyer destination
 */
/**
 * @typedef {Object} World
 * @property {TileMap} map
 * @property {Cell[]} spawns
 * @property {Cell} exit
 * @property {Map<number, Tower>} towers by cell index
 * @property {Int32Array} field steps to the exit for walkers
 */

/** @param {number} i map index @returns {World} */
export function makeWorld(i) {
  const spec = /** @type {{rows: string[]}} */ (MAPS[i] ?? MAPS[0]);
  const map = TileMap.fromRows(spec.rows, { '#': 'rock', '~': 'water', '=': 'bridge', S: 'spawn', E: 'exit' }, { size: TILE, solid: ['rock', 'water'], outside: 'rock' });
  /** @type {World} */
  const world = { map, spawns: map.find('S'), exit: /** @type {Cell} */ (map.find('E')[0]), towers: new Map(), field: new Int32Array(0) };
  world.field = computeField(world);
  return world;
}

/** @param {World} w @param {number} col @param {number} row */
export const cellIndex = (w, col, row) => row * w.map.cols + col;

/** Walkable for ground enemies: not rock or water, no tower. @param {World} w @param {number} col @param {number} row */
export function walkable(w, col, row) {
  return !w.map.isSolid(col, row) && !w.towers.has(cellIndex(w, col, row));
}

/** @param {World} w */
export function gridOf(w) {
  return { cols: w.map.cols, rows: w.map.rows, passable: (/** @type {number} */ c, /** @type {number} */ r) => walkable(w, c, r) };
}

/** Steps to the exit from every cell (-1 unreachable). @param {World} w */
export function computeField(w) {
  return distanceField(gridOf(w), [w.exit]);
}

/** Only open ground takes a tower. @param {World} w @param {number} col @param {number} row */
export function buildableTerrain(w, col, row) {
  return w.map.inside(col, row) && w.map.get(col, row) === '';
}

/**
 * Whether a tower may go on a cell: 'ok', or why not. A tower must never cut any spawn, or any
 * walker already on the field, off from the exit, and cannot land on a cell a walker stands on
 * or is stepping into.
 * @param {World} w @param {Enemy[]} enemies @param {number} col @param {number} row
 * @returns {'ok'|'terrain'|'occupied'|'enemy'|'blocks'}
 */
export function canBuild(w, enemies, col, row) {
  if (!buildableTerrain(w, col, row)) return 'terrain';
  const i = cellIndex(w, col, row);
  if (w.towers.has(i)) return 'occupied';
  for (const e of enemies) {
    if (ENEMIES[e.kind].flying || e.hp <= 0) continue;
    const here = w.map.cellAt(e.x, e.y);
    if ((here.col === col && here.row === row) || (e.next && e.next.col === col && e.next.row === row)) return 'enemy';
  }
  // Try it: every spawn and every walker must still reach the exit.
  w.towers.set(i, { type: 'gun', col, row, level: 0, spent: 0, cd: 0, angle: 0 });
  const f = computeField(w);
  w.towers.delete(i);
  for (const s of w.spawns) if (/** @type {number} */ (f[cellIndex(w, s.col, s.row)]) < 0) return 'blocks';
  for (const e of enemies) {
    if (ENEMIES[e.kind].flying || e.hp <= 0) continue;
    const c = e.next ?? w.map.cellAt(e.x, e.y);
    if (/** @type {number} */ (f[cellIndex(w, c.col, c.row)]) < 0) return 'blocks';
  }
  return 'ok';
}

/** Builds a level-1 tower (the caller checked canBuild and paid). @param {World} w @param {TowerType} type @param {number} col @param {number} row */
export function placeTower(w, type, col, row) {
  const t = { type, col, row, level: 1, spent: /** @type {Level} */ (TOWERS[type].levels[0]).cost, cd: 0, angle: -Math.PI / 2 };
  w.towers.set(cellIndex(w, col, row), t);
  w.field = computeField(w);
  return t;
}

/** Stats of a tower at its current level. @param {Tower} t @returns {Level} */
export function statsOf(t) {
  return /** @type {Level} */ (TOWERS[t.type].levels[t.level - 1]);
}

/** Price of the next level, or null at the top. @param {Tower} t */
export function upgradeCost(t) {
  const next = TOWERS[t.type].levels[t.level];
  return next ? next.cost : null;
}

/** @param {Tower} t */
export function upgrade(t) {
  const c = upgradeCost(t);
  if (c === null) return false;
  t.level++;
  t.spent += c;
  return true;
}

/** Money back for selling: 70% of everything spent on it. @param {Tower} t */
export function sellValue(t) {
  return Math.floor(t.spent * 0.7);
}

/** @param {World} w @param {Tower} t */
export function removeTower(w, t) {
  w.towers.delete(cellIndex(w, t.col, t.row));
  w.field = computeField(w);
}

// ---------------------------------------------------------------- enemies

/** Hit points grow with every wave. @param {EnemyKind} kind @param {number} wave */
export function hpFor(kind, wave) {
  return Math.round(ENEMIES[kind].hp * (1 + 0.2 * (wave - 1) + 0.01 * (wave - 1) ** 2));
}

/**
 * The spawn order of a wave: which kind, and seconds to wait before it. Flyers from wave 3,
 * armour from wave 4, a boss closing every fifth wave.
 * @param {number} n 1-based
 * @returns {{kind: EnemyKind, delay: number}[]}
 */
export function waveList(n) {
  /** @type {{kind: EnemyKind, delay: number}[]} */
  const out = [];
  const add = (/** @type {EnemyKind} */ kind, /** @type {number} */ count, /** @type {number} */ gap) => {
    for (let i = 0; i < count; i++) out.push({ kind, delay: i === 0 ? 1.6 : gap });
  };
  add('grunt', 6 + Math.floor(n * 0.8), Math.max(0.55, 1.1 - n * 0.03));
  if (n >= 2) add('scout', 3 + Math.floor(n / 2), 0.45);
  if (n >= 3 && n % 2 === 1) add('flyer', 3 + Math.floor(n / 2), 0.8);
  if (n >= 4) add('tank', 1 + Math.floor((n - 2) / 2), 1.6);
  if (n >= 6 && n % 2 === 0) add('flyer', 2 + Math.floor(n / 3), 0.6);
  if (n % 5 === 0) add('boss', n >= WAVES ? 2 : 1, 3);
  return out;
}

/** @param {World} w @param {EnemyKind} kind @param {number} wave @param {number} id @param {number} [spawn] */
export function makeEnemy(w, kind, wave, id, spawn = 0) {
  const s = /** @type {Cell} */ (w.spawns[spawn % w.spawns.length]);
  const p = w.map.center(s.col, s.row);
  const hp = hpFor(kind, wave);
  const exit = w.map.center(w.exit.col, w.exit.row);
  return { id, kind, x: p.x, y: p.y, hp, maxHp: hp, speed: ENEMIES[kind].speed, slow: 1, slowT: 0, next: null, tx: exit.x, ty: exit.y };
}

/**
 * Moves an enemy for dt seconds: walkers from cell centre to cell centre downhill on the field,
 * flyers straight at the exit. Returns true once it has arrived at the exit.
 * @param {World} w @param {Enemy} e @param {number} dt
 */
export function stepEnemy(w, e, dt) {
  if (e.slowT > 0) { e.slowT -= dt; if (e.slowT <= 0) e.slow = 1; }
  let budget = e.speed * e.slow * TILE * dt;
  if (ENEMIES[e.kind].flying) {
    const d = Math.hypot(e.tx - e.x, e.ty - e.y);
    if (d <= budget) { e.x = e.tx; e.y = e.ty; return true; }
    e.x += ((e.tx - e.x) / d) * budget;
    e.y += ((e.ty - e.y) / d) * budget;
    return false;
  }
  for (let guard = 0; guard < 4 && budget > 0; guard++) {
    if (!e.next) {
      const here = w.map.cellAt(e.x, e.y);
      if (here.col === w.exit.col && here.row === w.exit.row) return true;
      e.next = stepDownhill(gridOf(w), w.field, here);
      if (!e.next) return false; // cut off (cannot happen: building refuses it)
    }
    const c = w.map.center(e.next.col, e.next.row);
    const d = Math.hypot(c.x - e.x, c.y - e.y);
    if (d <= budget) {
      e.x = c.x;
      e.y = c.y;
      budget -= d;
      e.next = null;
    } else {
      e.x += ((c.x - e.x) / d) * budget;
      e.y += ((c.y - e.y) / d) * budget;
      budget = 0;
    }
  }
  const here = w.map.cellAt(e.x, e.y);
  return !e.next && here.col === w.exit.col && here.row === w.exit.row;
}

/**
 * How far an enemy still has to go, in tiles (towers shoot whoever is nearest the exit).
 * @param {World} w @param {Enemy} e
 */
export function remaining(w, e) {
  if (ENEMIES[e.kind].flying) return Math.hypot(e.tx - e.x, e.ty - e.y) / TILE;
  const c = e.next ?? w.map.cellAt(e.x, e.y);
  const p = w.map.center(c.col, c.row);
  return Math.max(0, /** @type {number} */ (w.field[cellIndex(w, c.col, c.row)])) + Math.hypot(p.x - e.x, p.y - e.y) / TILE;
}

/** Damage that gets through armour (at least 1); piercing shots ignore it. @param {number} dmg @param {EnemyKind} kind @param {boolean} pierce */
export function hitDamage(dmg, kind, pierce) {
  return pierce ? dmg : Math.max(1, dmg - ENEMIES[kind].armor);
}

/**
 * The enemy a tower fires at: in range, of a kind it can hit, nearest the exit.
 * @param {World} w @param {Tower} t @param {Enemy[]} enemies
 */
export function pickTarget(w, t, enemies) {
  const spec = TOWERS[t.type];
  const c = w.map.center(t.col, t.row);
  const r = statsOf(t).range * TILE;
  /** @type {Enemy | null} */
  let best = null;
  let bestLeft = Infinity;
  for (const e of enemies) {
    if (e.hp <= 0) continue;
    const fly = ENEMIES[e.kind].flying;
    if (fly ? !spec.air : !spec.ground) continue;
    if ((e.x - c.x) ** 2 + (e.y - c.y) ** 2 > r * r) continue;
    const left = remaining(w, e);
    if (left < bestLeft) { bestLeft = left; best = e; }
  }
  return best;
}

/**
 * Splash: every walker within `radius` tiles of (x, y) takes the hit (cannon shells burst on
 * the ground, so flyers are safe). Returns the enemies hurt.
 * @param {Enemy[]} enemies @param {number} x @param {number} y @param {number} radius @param {number} dmg
 */
export function splash(enemies, x, y, radius, dmg) {
  const r = radius * TILE;
  /** @type {Enemy[]} */
  const hurt = [];
  for (const e of enemies) {
    if (e.hp <= 0 || ENEMIES[e.kind].flying) continue;
    if ((e.x - x) ** 2 + (e.y - y) ** 2 > r * r) continue;
    e.hp -= hitDamage(dmg, e.kind, false);
    hurt.push(e);
  }
  return hurt;
}

/**
 * Frost pulse: everyone in range is chilled (the strongest slow wins, the timer refreshes) and
 * takes a little damage.
 * @param {World} w @param {Tower} t @param {Enemy[]} enemies
 */
export function frostPulse(w, t, enemies) {
  const st = statsOf(t);
  const c = w.map.center(t.col, t.row);
  const r = st.range * TILE;
  let n = 0;
  for (const e of enemies) {
    if (e.hp <= 0 || (e.x - c.x) ** 2 + (e.y - c.y) ** 2 > r * r) continue;
    e.slow = Math.min(e.slow, st.slow ?? 1);
    e.slowT = 1.6;
    e.hp -= hitDamage(st.dmg, e.kind, false);
    n++;
  }
  return n;
}

/** Bonus for clearing a wave; calling it early adds the seconds left on the clock. @param {number} wave */
export function waveReward(wave) {
  return 20 + wave * 5;
}

/** The cells of the walkers' current route from a spawn to the exit (following the field). @param {World} w @param {number} [spawn] */
export function routeFrom(w, spawn = 0) {
  const s = /** @type {Cell} */ (w.spawns[spawn]);
  /** @type {Cell[]} */
  const out = [s];
  let c = s;
  const grid = gridOf(w);
  for (let i = 0; i < w.map.cols * w.map.rows; i++) {
    const n = stepDownhill(grid, w.field, c);
    if (!n) break;
    out.push(n);
    c = n;
  }
  return out;
}
