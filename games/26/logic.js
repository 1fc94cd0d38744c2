// @ts-check
/**
 * Kart arena rules (pure, no DOM): four karts with three balloons each in a walled arena,
 * item boxes (missile, mine, shield, boost), hits, rounds won by the last kart standing, and a
 * match of rounds (first to two wins). Computer drivers find their way with the kit's path
 * finding over the arena's tiles.
 */
import { TileMap } from '../kit/tilemap.js';
import { distanceField, stepDownhill } from '../kit/pathfind.js';
import { clamp, angleDiff, circleAabb, circleCircle, collideCircles, wrapAngle } from '../kit/geometry.js';

export const TILE = 24;
export const COLS = 15;
export const ROWS = 25;
export const AW = COLS * TILE;
export const AH = ROWS * TILE;
export const KART_R = 8;
export const BALLOONS = 3;
export const WINS_NEEDED = 2;
export const ROUND_TIME = 90;
export const COUNTDOWN = 2.4;
export const BOX_RESPAWN = 4;
/** How close a kart must pass to a box centre to take its item. */
export const BOX_REACH = 12;
export const ITEMS = /** @type {const} */ (['missile', 'mine', 'shield', 'boost']);
/** @typedef {typeof ITEMS[number]} Item */

export const KART = { accel: 330, reverse: 140, top: 150, boostTop: 245, turn: 3.4, grip: 9, drag: 0.9 };
export const MISSILE = { speed: 265, turn: 2.8, life: 3.5, r: 4 };
export const MINE = { arm: 0.6, life: 25, r: 6 };
export const SHIELD_TIME = 6;
export const BOOST_TIME = 1.6;
export const SPIN_TIME = 0.9;
export const SAFE_TIME = 1.8;

/**
 * Arenas, one per round in turn: '#' wall, '1'-'4' start spots, 'B' item boxes.
 * @type {{key: string, rows: string[]}[]}
 */
export const ARENAS = [
  {
    key: 'plaza',
    rows: [
      '###############',
      '#1...........2#',
      '#.............#',
      '#..B.......B..#',
      '#.............#',
      '#....##.##....#',
      '#....#...#....#',
      '#.............#',
      '#..##.....##..#',
      '#..#...B...#..#',
      '#.............#',
      '#......#......#',
      '#...B.###.B...#',
      '#......#......#',
      '#.............#',
      '#..#...B...#..#',
      '#..##.....##..#',
      '#.............#',
      '#....#...#....#',
      '#....##.##....#',
      '#.............#',
      '#..B.......B..#',
      '#.............#',
      '#3...........4#',
      '###############',
    ],
  },
  {
    key: 'cross',
    rows: [
      '###############',
      '#1.....#.....2#',
      '#......#......#',
      '#..B...#...B..#',
      '#......#......#',
      '#.............#',
      '#.###.....###.#',
      '#.............#',
      '#.....B.B.....#',
      '##.##.....##.##',
      '#.............#',
      '#......#......#',
      '#...B.###.B...#',
      '#......#......#',
      '#.............#',
      '##.##.....##.##',
      '#.....B.B.....#',
      '#.............#',
      '#.###.....###.#',
      '#.............#',
      '#......#......#',
      '#..B...#...B..#',
      '#......#......#',
      '#3.....#.....4#',
      '###############',
    ],
  },
  {
    key: 'yard',
    rows: [
      '###############',
      '#1...#...#...2#',
      '#....#...#....#',
      '#.B.........B.#',
      '#...##...##...#',
      '#.............#',
      '###...#.#...###',
      '#.....#.#.....#',
      '#..B.......B..#',
      '#....##.##....#',
      '#.............#',
      '#.##...B...##.#',
      '#.#..#####..#.#',
      '#.##...B...##.#',
      '#.............#',
      '#....##.##....#',
      '#..B.......B..#',
      '#.....#.#.....#',
      '###...#.#...###',
      '#.............#',
      '#...##...##...#',
      '#.B.........B.#',
      '#....#...#....#',
      '#3...#...#...4#',
      '###############',
    ],
  },
];

/** @param {number} i */
export function arenaMap(i) {
  return TileMap.fromRows(/** @type {{rows: string[]}} */ (ARENAS[i % ARENAS.length]).rows, { '#': 'wall' }, { size: TILE, solid: ['wall'], outside: 'wall' });
}

/** Path-finding grid over a map's open tiles. @param {TileMap} map */
export const gridOf = (map) => ({ cols: map.cols, rows: map.rows, passable: (/** @type {number} */ c, /** @type {number} */ r) => !map.isSolid(c, r) });

// ---------------------------------------------------------------- state

/**
 * @typedef {Object} Driver computer kart's plan
 * @property {number} think seconds to the next re-plan
 * @property {{col: number, row: number} | null} goal
 * @property {number} hold seconds the current item has been held
 * @property {number} stuck seconds barely moving while trying to
 * @property {number} backUp seconds left reversing out of a corner
 * @property {number} skill 0..1: reaction and aim
 */
/**
 * @typedef {Object} Kart
 * @property {number} id 0 is the player
 * @property {number} x
 * @property {number} y
 * @property {number} vx
 * @property {number} vy
 * @property {number} angle
 * @property {number} r
 * @property {number} m
 * @property {number} balloons
 * @property {Item | null} item
 * @property {number} shield seconds left
 * @property {number} boost seconds left
 * @property {number} spin seconds left spinning out (no control)
 * @property {number} safe seconds left immune after a hit
 * @property {boolean} out
 * @property {number} pops balloons this kart has popped this round
 * @property {Driver} ai
 */
/** @typedef {{x: number, y: number, vx: number, vy: number, angle: number, owner: number, target: number, life: number}} Missile */
/** @typedef {{x: number, y: number, owner: number, age: number}} Mine */
/** @typedef {{col: number, row: number, x: number, y: number, wait: number}} Box */
/**
 * @typedef {Object} Round
 * @property {number} arena
 * @property {TileMap} map
 * @property {Kart[]} karts
 * @property {Box[]} boxes
 * @property {Missile[]} missiles
 * @property {Mine[]} mines
 * @property {number} time
 * @property {number} countdown
 * @property {number} winner kart id, -1 none yet, -2 a draw
 * @property {() => number} random
 */
/** @typedef {{throttle: number, steer: number, fire: boolean}} Controls */

/** @param {number} id @param {number} x @param {number} y @param {number} angle @param {number} skill @returns {Kart} */
export function makeKart(id, x, y, angle, skill = 0.7) {
  return {
    id, x, y, vx: 0, vy: 0, angle, r: KART_R, m: 1, balloons: BALLOONS, item: null, shield: 0, boost: 0, spin: 0, safe: 0, out: false, pops: 0,
    ai: { think: 0, goal: null, hold: 0, stuck: 0, backUp: 0, skill },
  };
}

/**
 * A round in an arena; computer karts sharpen up round by round.
 * @param {number} arena @param {number} roundNo 0-based @param {() => number} random @returns {Round}
 */
export function createRound(arena, roundNo, random) {
  const map = arenaMap(arena);
  const cx = AW / 2;
  const cy = AH / 2;
  const karts = [1, 2, 3, 4].map((n, id) => {
    const cell = /** @type {{col: number, row: number}} */ (map.find(String(n))[0]);
    const p = map.center(cell.col, cell.row);
    return makeKart(id, p.x, p.y, Math.atan2(cy - p.y, cx - p.x), clamp(0.55 + roundNo * 0.15 + (id - 2) * 0.05, 0.4, 1));
  });
  const boxes = map.find('B').map((c) => ({ ...c, ...map.center(c.col, c.row), wait: 0 }));
  return { arena, map, karts, boxes, missiles: [], mines: [], time: 0, countdown: COUNTDOWN, winner: -1, random };
}

export const alive = (/** @type {Round} */ r) => r.karts.filter((k) => !k.out);

// ---------------------------------------------------------------- karts

/**
 * Driving: throttle along the heading, grip that kills most of the sideways slide, a turn rate
 * that needs some speed, and a higher top speed while boosting.
 * @param {Kart} k @param {Controls} c @param {number} dt
 */
export function driveKart(k, c, dt) {
  const cos = Math.cos(k.angle);
  const sin = Math.sin(k.angle);
  let vf = k.vx * cos + k.vy * sin;
  let vs = -k.vx * sin + k.vy * cos;
  if (k.spin > 0) {
    // Spinning out: no control, the kart twirls and slows.
    k.angle += 11 * dt;
    vf *= Math.exp(-3 * dt);
    vs *= Math.exp(-3 * dt);
  } else {
    const top = k.boost > 0 ? KART.boostTop : KART.top;
    const throttle = k.boost > 0 ? 1 : clamp(c.throttle, -1, 1);
    if (throttle > 0) vf += throttle * KART.accel * (k.boost > 0 ? 1.6 : 1) * dt;
    else if (throttle < 0) vf += throttle * (vf > 0 ? KART.accel * 1.4 : KART.reverse) * dt;
    else vf *= Math.exp(-KART.drag * 2 * dt);
    vf = clamp(vf, -KART.top * 0.55, top);
    vs *= Math.exp(-KART.grip * dt);
    const flow = clamp(Math.abs(vf) / 50, 0, 1) * Math.sign(vf || 1);
    k.angle = wrapAngle(k.angle + clamp(c.steer, -1, 1) * KART.turn * flow * dt);
  }
  const c2 = Math.cos(k.angle);
  const s2 = Math.sin(k.angle);
  k.vx = vf * c2 - vs * s2;
  k.vy = vf * s2 + vs * c2;
  k.x += k.vx * dt;
  k.y += k.vy * dt;
}

/**
 * Pushes a circle out of the walls around it and takes the speed into the wall away.
 * @param {TileMap} map @param {{x: number, y: number, vx: number, vy: number, r: number}} b @param {number} restitution
 * @returns {boolean} whether it touched a wall
 */
export function collideWalls(map, b, restitution) {
  let hitAny = false;
  for (let pass = 0; pass < 2; pass++) {
    const c0 = Math.floor((b.x - b.r) / TILE);
    const c1 = Math.floor((b.x + b.r) / TILE);
    const r0 = Math.floor((b.y - b.r) / TILE);
    const r1 = Math.floor((b.y + b.r) / TILE);
    let deepest = null;
    for (let row = r0; row <= r1; row++) {
      for (let col = c0; col <= c1; col++) {
        if (!map.isSolid(col, row)) continue;
        const hit = circleAabb(b, { x: col * TILE, y: row * TILE, w: TILE, h: TILE });
        if (hit && (!deepest || hit.depth > deepest.depth)) deepest = hit;
      }
    }
    if (!deepest) break;
    hitAny = true;
    b.x += deepest.nx * deepest.depth;
    b.y += deepest.ny * deepest.depth;
    const vn = b.vx * deepest.nx + b.vy * deepest.ny;
    if (vn < 0) {
      b.vx -= (1 + restitution) * vn * deepest.nx;
      b.vy -= (1 + restitution) * vn * deepest.ny;
    }
  }
  return hitAny;
}

/** Whether the straight line between two points is clear of walls. @param {TileMap} map @param {{x: number, y: number}} a @param {{x: number, y: number}} b */
export function lineOfSight(map, a, b) {
  const d = Math.hypot(b.x - a.x, b.y - a.y);
  const n = Math.ceil(d / 6);
  for (let i = 1; i < n; i++) {
    if (map.isSolid(Math.floor((a.x + ((b.x - a.x) * i) / n) / TILE), Math.floor((a.y + ((b.y - a.y) * i) / n) / TILE))) return false;
  }
  return true;
}

/**
 * @typedef {Object} Hit
 * @property {number} victim
 * @property {number} by kart credited (-1 none)
 * @property {'pop'|'shield'|'out'} result
 * @property {number} x
 * @property {number} y
 */

/**
 * A kart is hit: the shield takes it, or a balloon pops (and the kart spins out, then is immune
 * for a moment); the last balloon puts it out of the round.
 * @param {Round} r @param {Kart} k @param {number} by @returns {Hit | null} null when immune
 */
export function hitKart(r, k, by) {
  if (k.out || k.safe > 0) return null;
  if (k.shield > 0) {
    k.shield = 0;
    k.safe = 0.5;
    return { victim: k.id, by, result: 'shield', x: k.x, y: k.y };
  }
  k.balloons--;
  k.spin = SPIN_TIME;
  k.safe = SAFE_TIME;
  const attacker = r.karts[by];
  if (attacker && by !== k.id) attacker.pops++;
  if (k.balloons <= 0) {
    k.balloons = 0;
    k.out = true;
    k.vx = 0;
    k.vy = 0;
    k.item = null;
    return { victim: k.id, by, result: 'out', x: k.x, y: k.y };
  }
  return { victim: k.id, by, result: 'pop', x: k.x, y: k.y };
}

/** Item from a box, by weight: missiles are the most common. @param {() => number} random @returns {Item} */
export function rollItem(random) {
  const v = random();
  return v < 0.36 ? 'missile' : v < 0.6 ? 'mine' : v < 0.8 ? 'shield' : 'boost';
}

/**
 * The kart a missile launched by `from` will chase: the nearest rival ahead, else the nearest.
 * @param {Round} r @param {Kart} from @returns {number} kart id, -1 none
 */
export function pickTarget(r, from) {
  let best = -1;
  let bestScore = Infinity;
  for (const k of r.karts) {
    if (k.out || k.id === from.id) continue;
    const d = Math.hypot(k.x - from.x, k.y - from.y);
    const off = Math.abs(angleDiff(from.angle, Math.atan2(k.y - from.y, k.x - from.x)));
    const score = d * (off < 1.2 ? 1 : 2.5);
    if (score < bestScore) { bestScore = score; best = k.id; }
  }
  return best;
}

/**
 * Uses the kart's item. @param {Round} r @param {Kart} k
 * @returns {Item | null} what was used
 */
export function useItem(r, k) {
  const item = k.item;
  if (!item || k.out || k.spin > 0) return null;
  k.item = null;
  if (item === 'missile') {
    const a = k.angle;
    r.missiles.push({ x: k.x + Math.cos(a) * (k.r + 6), y: k.y + Math.sin(a) * (k.r + 6), vx: Math.cos(a) * MISSILE.speed, vy: Math.sin(a) * MISSILE.speed, angle: a, owner: k.id, target: pickTarget(r, k), life: MISSILE.life });
  } else if (item === 'mine') {
    r.mines.push({ x: k.x - Math.cos(k.angle) * (k.r + 8), y: k.y - Math.sin(k.angle) * (k.r + 8), owner: k.id, age: 0 });
  } else if (item === 'shield') {
    k.shield = SHIELD_TIME;
  } else {
    k.boost = BOOST_TIME;
  }
  return item;
}

// ---------------------------------------------------------------- computer drivers

/** @param {TileMap} map @param {{x: number, y: number}} p */
const cellOf = (map, p) => ({ col: clamp(Math.floor(p.x / TILE), 0, map.cols - 1), row: clamp(Math.floor(p.y / TILE), 0, map.rows - 1) });

/**
 * Where a computer kart heads: a box when it has nothing to use, else the nearest rival (or,
 * carrying a mine, a box to wait by).
 * @param {Round} r @param {Kart} k
 */
function chooseGoal(r, k) {
  const grid = gridOf(r.map);
  const here = cellOf(r.map, k);
  const field = distanceField(grid, [here]);
  const steps = (/** @type {{col: number, row: number}} */ c) => field[c.row * r.map.cols + c.col] ?? -1;
  const rivals = r.karts.filter((o) => !o.out && o.id !== k.id);
  const boxes = r.boxes.filter((b) => b.wait <= 0);
  const wantBox = !k.item;
  /** @type {{col: number, row: number} | null} */
  let goal = null;
  let best = Infinity;
  if (wantBox) {
    for (const b of boxes) {
      const s = steps(b);
      if (s >= 0 && s < best) { best = s; goal = { col: b.col, row: b.row }; }
    }
  }
  if (!goal) {
    for (const o of rivals) {
      const c = cellOf(r.map, o);
      // Hunt the leader a little more: the kart with most balloons.
      const s = steps(c) - o.balloons * 2;
      if (steps(c) >= 0 && s < best) { best = s; goal = c; }
    }
  }
  return goal;
}

/**
 * A computer kart's controls for this step (also drives the demo).
 * @param {Round} r @param {Kart} k @param {number} dt @returns {Controls}
 */
export function aiControls(r, k, dt) {
  const ai = k.ai;
  const map = r.map;
  ai.think -= dt;
  if (k.item) ai.hold += dt; else ai.hold = 0;
  if (ai.think <= 0 || !ai.goal) {
    ai.goal = chooseGoal(r, k);
    ai.think = 0.35 - ai.skill * 0.2;
  }
  let fire = false;
  const rivals = r.karts.filter((o) => !o.out && o.id !== k.id);
  if (k.item === 'missile') {
    for (const o of rivals) {
      const d = Math.hypot(o.x - k.x, o.y - k.y);
      const off = Math.abs(angleDiff(k.angle, Math.atan2(o.y - k.y, o.x - k.x)));
      if (d < 240 && off < 0.35 + (1 - ai.skill) * 0.4 && lineOfSight(map, k, o)) fire = true;
    }
    if (ai.hold > 7) fire = true;
  } else if (k.item === 'mine') {
    for (const o of rivals) {
      const d = Math.hypot(o.x - k.x, o.y - k.y);
      const behind = Math.abs(angleDiff(k.angle + Math.PI, Math.atan2(o.y - k.y, o.x - k.x))) < 0.8;
      if (d < 130 && behind) fire = true;
    }
    if (ai.hold > 4) fire = true;
  } else if (k.item === 'shield') {
    if (r.missiles.some((m) => m.target === k.id && Math.hypot(m.x - k.x, m.y - k.y) < 160) || ai.hold > 2.5) fire = true;
  } else if (k.item === 'boost') {
    for (const o of rivals) {
      const d = Math.hypot(o.x - k.x, o.y - k.y);
      const off = Math.abs(angleDiff(k.angle, Math.atan2(o.y - k.y, o.x - k.x)));
      if (d < 150 && off < 0.3 && lineOfSight(map, k, o)) fire = true;
    }
    if (ai.hold > 5) fire = true;
  }
  if (fire && ai.hold < 0.25 * (1 - ai.skill)) fire = false;
  // Where to steer: straight at the goal when in view, else along the path field.
  /** @type {{x: number, y: number}} */
  let aim = { x: AW / 2, y: AH / 2 };
  if (ai.goal) {
    const goalP = map.center(ai.goal.col, ai.goal.row);
    if (lineOfSight(map, k, goalP) && Math.hypot(goalP.x - k.x, goalP.y - k.y) < 200) aim = goalP;
    else {
      const grid = gridOf(map);
      const field = distanceField(grid, [ai.goal]);
      let cell = cellOf(map, k);
      for (let s = 0; s < 2; s++) {
        const next = stepDownhill(grid, field, cell);
        if (!next) break;
        cell = next;
        if (s === 0) aim = map.center(cell.col, cell.row);
        else {
          const far = map.center(cell.col, cell.row);
          if (lineOfSight(map, k, far)) aim = far;
        }
      }
    }
  }
  // Swerve round armed mines just ahead.
  for (const m of r.mines) {
    if (m.age < MINE.arm) continue;
    const d = Math.hypot(m.x - k.x, m.y - k.y);
    if (d < 50 && Math.abs(angleDiff(k.angle, Math.atan2(m.y - k.y, m.x - k.x))) < 0.6) {
      const side = angleDiff(k.angle, Math.atan2(m.y - k.y, m.x - k.x)) > 0 ? -1 : 1;
      aim = { x: k.x + Math.cos(k.angle + side * 1.2) * 40, y: k.y + Math.sin(k.angle + side * 1.2) * 40 };
    }
  }
  const err = angleDiff(k.angle, Math.atan2(aim.y - k.y, aim.x - k.x));
  const speed = Math.hypot(k.vx, k.vy);
  // Wedged against a wall: back out for a moment.
  ai.stuck = speed < 15 && k.spin <= 0 && r.countdown <= 0 ? ai.stuck + dt : 0;
  if (ai.stuck > 0.7) { ai.backUp = 0.6; ai.stuck = 0; }
  if (ai.backUp > 0) {
    ai.backUp -= dt;
    return { throttle: -1, steer: -Math.sign(err || 1), fire };
  }
  const steer = clamp(err * 3, -1, 1);
  const throttle = Math.abs(err) > 1.6 ? 0.35 : Math.abs(err) > 0.8 ? 0.7 : 1;
  return { throttle: throttle * (0.82 + 0.18 * ai.skill), steer, fire };
}

// ---------------------------------------------------------------- a step

/**
 * @typedef {Object} StepEvents
 * @property {Hit[]} hits
 * @property {{kart: number, item: Item}[]} pickups
 * @property {{kart: number, item: Item}[]} used
 * @property {{x: number, y: number}[]} blasts missiles and mines going off
 * @property {boolean} bump the player hit a wall or a kart hard
 * @property {boolean} ended the round was decided this step
 */

/**
 * One step of a round. @param {Round} r @param {Controls | null} player null: the player's
 * kart is driven by the computer too (demo) @param {number} dt @returns {StepEvents}
 */
export function stepRound(r, player, dt) {
  /** @type {StepEvents} */
  const ev = { hits: [], pickups: [], used: [], blasts: [], bump: false, ended: false };
  if (r.winner !== -1) return ev;
  if (r.countdown > 0) {
    r.countdown = Math.max(0, r.countdown - dt);
    return ev;
  }
  r.time += dt;
  for (const k of r.karts) {
    if (k.out) continue;
    const c = k.id === 0 && player ? player : aiControls(r, k, dt);
    if (c.fire) {
      const used = useItem(r, k);
      if (used) ev.used.push({ kart: k.id, item: used });
    }
    driveKart(k, c, dt);
    k.shield = Math.max(0, k.shield - dt);
    k.boost = Math.max(0, k.boost - dt);
    k.spin = Math.max(0, k.spin - dt);
    k.safe = Math.max(0, k.safe - dt);
    const before = Math.hypot(k.vx, k.vy);
    if (collideWalls(r.map, k, 0.3) && k.id === 0 && before > 90) ev.bump = true;
  }
  // Kart against kart: a boosting kart that rams another pops a balloon.
  const live = alive(r);
  for (let i = 0; i < live.length; i++) {
    for (let j = i + 1; j < live.length; j++) {
      const a = /** @type {Kart} */ (live[i]);
      const b = /** @type {Kart} */ (live[j]);
      const hit = circleCircle(a, b);
      if (!hit) continue;
      const closing = -((a.vx - b.vx) * hit.nx + (a.vy - b.vy) * hit.ny);
      collideCircles(a, b, 0.6);
      if (a.id === 0 || b.id === 0) ev.bump = ev.bump || closing > 60;
      if (closing > 70) {
        if (a.boost > 0 && b.boost <= 0) { const h = hitKart(r, b, a.id); if (h) ev.hits.push(h); }
        else if (b.boost > 0 && a.boost <= 0) { const h = hitKart(r, a, b.id); if (h) ev.hits.push(h); }
      }
    }
  }
  for (const k of live) collideWalls(r.map, k, 0.3);
  // Item boxes.
  for (const b of r.boxes) {
    if (b.wait > 0) { b.wait = Math.max(0, b.wait - dt); continue; }
    for (const k of live) {
      if (k.item || Math.hypot(k.x - b.x, k.y - b.y) > k.r + BOX_REACH) continue;
      k.item = rollItem(r.random);
      b.wait = BOX_RESPAWN;
      ev.pickups.push({ kart: k.id, item: k.item });
      break;
    }
  }
  // Missiles home in, turning at a limited rate; walls and karts set them off.
  r.missiles = r.missiles.filter((m) => {
    m.life -= dt;
    const t = r.karts[m.target];
    if (t && !t.out) {
      const want = Math.atan2(t.y - m.y, t.x - m.x);
      m.angle += clamp(angleDiff(m.angle, want), -MISSILE.turn * dt, MISSILE.turn * dt);
    } else {
      const k = r.karts.find((o) => o.id === m.owner);
      m.target = k ? pickTarget(r, { ...k, x: m.x, y: m.y, angle: m.angle }) : -1;
    }
    m.vx = Math.cos(m.angle) * MISSILE.speed;
    m.vy = Math.sin(m.angle) * MISSILE.speed;
    m.x += m.vx * dt;
    m.y += m.vy * dt;
    if (r.map.isSolid(Math.floor(m.x / TILE), Math.floor(m.y / TILE)) || m.life <= 0) {
      ev.blasts.push({ x: m.x, y: m.y });
      return false;
    }
    for (const k of live) {
      if (k.out || (k.id === m.owner && m.life > MISSILE.life - 0.4)) continue;
      if (Math.hypot(k.x - m.x, k.y - m.y) < k.r + MISSILE.r) {
        const h = hitKart(r, k, m.owner);
        if (h) ev.hits.push(h);
        ev.blasts.push({ x: m.x, y: m.y });
        return false;
      }
    }
    return true;
  });
  // Mines arm after a moment, then catch anyone, their layer too.
  r.mines = r.mines.filter((m) => {
    m.age += dt;
    if (m.age > MINE.life) return false;
    if (m.age < MINE.arm) return true;
    for (const k of live) {
      if (k.out || Math.hypot(k.x - m.x, k.y - m.y) > k.r + MINE.r) continue;
      const h = hitKart(r, k, m.owner);
      if (h) ev.hits.push(h);
      ev.blasts.push({ x: m.x, y: m.y });
      return false;
    }
    return true;
  });
  const left = alive(r);
  if (left.length <= 1) {
    r.winner = left.length ? /** @type {Kart} */ (left[0]).id : -2;
    ev.ended = true;
  } else if (r.time >= ROUND_TIME) {
    // Time: most balloons left wins; a tie at the top is a draw.
    const most = Math.max(...left.map((k) => k.balloons));
    const top = left.filter((k) => k.balloons === most);
    r.winner = top.length === 1 ? /** @type {Kart} */ (top[0]).id : -2;
    ev.ended = true;
  }
  return ev;
}

// ---------------------------------------------------------------- the match

/**
 * @typedef {Object} Match
 * @property {number[]} wins round wins per kart
 * @property {number} rounds rounds played
 * @property {number} champion kart id, -1 until decided
 */

/** @returns {Match} */
export const createMatch = () => ({ wins: [0, 0, 0, 0], rounds: 0, champion: -1 });

/**
 * Records a round's winner (-2 for a draw). The match goes to the first to WINS_NEEDED.
 * @param {Match} m @param {number} winner
 */
export function recordRound(m, winner) {
  m.rounds++;
  if (winner >= 0) m.wins[winner] = /** @type {number} */ (m.wins[winner]) + 1;
  const top = m.wins.findIndex((w) => w >= WINS_NEEDED);
  if (top >= 0) m.champion = top;
  return m;
}

/** Score for the player: balloons popped, rounds and the match. */
export const SCORE = { pop: 150, round: 500, match: 1000, survive: 50 };
