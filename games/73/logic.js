// @ts-check
/**
 * Tank duel rules (pure, no DOM): arenas, tank driving against tiles, shells that ricochet once,
 * brick damage, line of sight, the computer tank's aiming (direct and banked shots) and route,
 * and the best-of-five match.
 */
import { TileMap, moveBox } from '../kit/tilemap.js';
import { findPath } from '../kit/pathfind.js';
import { angleDiff, clamp, segmentCircle, wrapAngle } from '../kit/geometry.js';

export const TILE = 30;
export const COLS = 12;
export const ROWS = 16;
export const W = COLS * TILE;
export const ARENA_H = ROWS * TILE;
/** The strip under the arena holds the score board and, on touch screens, the two sticks. */
export const H = 600;
export const TANK_R = 11;
/** Tanks collide with tiles as a square a little smaller than their body: corridors stay drivable. */
export const TANK_BOX = 20;
export const TANK_HP = 3;
export const BARREL = 15;
export const SHELL_SPEED = 240;
export const SHELL_LIFE = 4;
export const MAX_BOUNCES = 1;
/** A shell that has bounced may hit its own tank, but not in the first moments of its flight. */
export const SELF_SAFE = 0.15;
export const BRICK_HP = 2;
export const FWD_SPEED = 92;
export const REV_SPEED = 62;
export const TURN_RATE = 2.9;
export const TURRET_RATE = 4.5;
export const PLAYER_RELOAD = 0.5;
export const PLAYER_SHELLS = 2;
export const WINS_NEEDED = 3;

/** @typedef {{x: number, y: number}} Pt */
/** @typedef {{x: number, y: number, angle: number, turret: number, hp: number, reload: number, vx: number, vy: number}} Tank */
/** @typedef {{x: number, y: number, vx: number, vy: number, owner: number, bounces: number, age: number}} Shell */
/** @typedef {{end: null | 'brick' | 'steel' | 'expire', bounced: boolean, col: number, row: number}} ShellEvent */
/**
 * @typedef {Object} Skill how the computer tank plays
 * @property {string} name string key of its rank
 * @property {number} reaction seconds between decisions
 * @property {number} aimErr worst aim error in radians
 * @property {number} turretRate radians per second
 * @property {number} reload seconds between shots
 * @property {number} maxShells shells in flight at once
 * @property {boolean} bank looks for one-bounce shots when there is no line of sight
 * @property {boolean} dodge steers out of the way of incoming shells
 * @property {number} lead fraction of the target's motion it aims ahead of
 * @property {number} speed drive speed factor
 */

/** Opponents of the three matches, each sharper than the last. @type {Skill[]} */
export const SKILLS = [
  { name: 'rookie', reaction: 0.55, aimErr: 0.1, turretRate: 2.2, reload: 1.5, maxShells: 1, bank: false, dodge: false, lead: 0, speed: 0.78 },
  { name: 'veteran', reaction: 0.38, aimErr: 0.05, turretRate: 3, reload: 1.15, maxShells: 2, bank: true, dodge: false, lead: 0.5, speed: 0.9 },
  { name: 'ace', reaction: 0.24, aimErr: 0.025, turretRate: 3.8, reload: 0.9, maxShells: 2, bank: true, dodge: true, lead: 1, speed: 1 },
];
export const MATCHES = SKILLS.length;

/**
 * Arenas from open to tight. '#' steel (never breaks), 'b' brick (two hits), P the player, E the
 * computer. Later rounds and matches use the later arenas.
 */
export const ARENAS = [
  [
    '############',
    '#....E.....#',
    '#..........#',
    '#..bb..bb..#',
    '#..........#',
    '#....##....#',
    '#.b......b.#',
    '#.b..bb..b.#',
    '#.b..bb..b.#',
    '#.b......b.#',
    '#....##....#',
    '#..........#',
    '#..bb..bb..#',
    '#..........#',
    '#.....P....#',
    '############',
  ],
  [
    '############',
    '#...E......#',
    '#..........#',
    '#.##....##.#',
    '#.##.bb.##.#',
    '#..........#',
    '#bbb.##.bbb#',
    '#....##....#',
    '#....##....#',
    '#bbb.##.bbb#',
    '#..........#',
    '#.##.bb.##.#',
    '#.##....##.#',
    '#..........#',
    '#......P...#',
    '############',
  ],
  [
    '############',
    '#.....E....#',
    '#.#......#.#',
    '#.#.bbbb.#.#',
    '#..........#',
    '#bbbb..bbbb#',
    '#...#..#...#',
    '#.b.#..#.b.#',
    '#.b.#..#.b.#',
    '#...#..#...#',
    '#bbbb..bbbb#',
    '#..........#',
    '#.#.bbbb.#.#',
    '#.#......#.#',
    '#....P.....#',
    '############',
  ],
  [
    '############',
    '#E.........#',
    '#...b..b...#',
    '#.#######..#',
    '#......b...#',
    '#..b...b...#',
    '#..b.##bbb.#',
    '#..b.##....#',
    '#....##.b..#',
    '#.bbb##.b..#',
    '#...b...b..#',
    '#...b......#',
    '#..#######.#',
    '#...b..b...#',
    '#.........P#',
    '############',
  ],
  [
    '############',
    '#....E.....#',
    '#.bbbbbbbb.#',
    '#.b......b.#',
    '#.b.#..#.b.#',
    '#...#..#...#',
    '#.###bb###.#',
    '#..........#',
    '#..........#',
    '#.###bb###.#',
    '#...#..#...#',
    '#.b.#..#.b.#',
    '#.b......b.#',
    '#.bbbbbbbb.#',
    '#.....P....#',
    '############',
  ],
  [
    '############',
    '#...#E.....#',
    '#.#.#.###b.#',
    '#.#...#....#',
    '#.###.#.####',
    '#...b.#....#',
    '###.#.####.#',
    '#...#......#',
    '#.####.#.###',
    '#....b.#...#',
    '#.##.###.#.#',
    '#..#.....#.#',
    '##.#####.#.#',
    '#....b...b.#',
    '#.##...P...#',
    '############',
  ],
  [
    '############',
    '#E...#.....#',
    '#.##.#.###.#',
    '#.#..b...#.#',
    '#.#.###b.#.#',
    '#...#.....b#',
    '###.#.##.###',
    '#b....#....#',
    '#....#....b#',
    '###.##.#.###',
    '#b.....#...#',
    '#.#.b###.#.#',
    '#.#...b..#.#',
    '#.###.#.##.#',
    '#.....#...P#',
    '############',
  ],
];

/**
 * @typedef {Object} Arena
 * @property {TileMap} map
 * @property {Int8Array} bricks hit points left per cell (row-major)
 * @property {Pt} player spawn centre
 * @property {Pt} enemy spawn centre
 */

/** @param {number} index @returns {Arena} */
export function buildArena(index) {
  const rows = /** @type {string[]} */ (ARENAS[clamp(index, 0, ARENAS.length - 1)]);
  const map = TileMap.fromRows(rows, { '#': 'steel', b: 'brick' }, { size: TILE, solid: ['steel', 'brick'], outside: 'steel' });
  const bricks = new Int8Array(map.cols * map.rows);
  for (const c of map.cellsOf('brick')) bricks[c.row * map.cols + c.col] = BRICK_HP;
  const p = /** @type {{col: number, row: number}} */ (map.find('P')[0]);
  const e = /** @type {{col: number, row: number}} */ (map.find('E')[0]);
  return { map, bricks, player: map.center(p.col, p.row), enemy: map.center(e.col, e.row) };
}

/** Which arena a round is fought in: later rounds and later matches move on to harder ones. @param {number} match @param {number} round */
export function arenaFor(match, round) {
  return Math.min(ARENAS.length - 1, match + round);
}

/** @param {number} x @param {number} y @param {number} angle @returns {Tank} */
export function makeTank(x, y, angle) {
  return { x, y, angle, turret: angle, hp: TANK_HP, reload: 0, vx: 0, vy: 0 };
}

/**
 * Turns the hull and drives along it; the tank slides along walls it runs into.
 * @param {TileMap} map @param {Tank} tank @param {number} drive -1 (reverse) … 1 (forward)
 * @param {number} turn -1 (anticlockwise) … 1 (clockwise) @param {number} dt @param {number} [speed] factor
 */
export function driveTank(map, tank, drive, turn, dt, speed = 1) {
  tank.angle = wrapAngle(tank.angle + clamp(turn, -1, 1) * TURN_RATE * dt);
  const d = clamp(drive, -1, 1);
  const v = (d >= 0 ? d * FWD_SPEED : d * REV_SPEED) * speed;
  const half = TANK_BOX / 2;
  const box = { x: tank.x - half, y: tank.y - half, w: TANK_BOX, h: TANK_BOX };
  const x0 = tank.x;
  const y0 = tank.y;
  moveBox(map, box, Math.cos(tank.angle) * v * dt, Math.sin(tank.angle) * v * dt);
  tank.x = box.x + half;
  tank.y = box.y + half;
  tank.vx = dt > 0 ? (tank.x - x0) / dt : 0;
  tank.vy = dt > 0 ? (tank.y - y0) / dt : 0;
}

/**
 * Pushes two overlapping tanks apart (half each), never into a wall.
 * @param {TileMap} map @param {Tank} a @param {Tank} b
 */
export function separateTanks(map, a, b) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const d = Math.hypot(dx, dy);
  const overlap = TANK_R * 2 - d;
  if (overlap <= 0) return false;
  const nx = d > 1e-6 ? dx / d : 1;
  const ny = d > 1e-6 ? dy / d : 0;
  const half = TANK_BOX / 2;
  for (const [t, s] of /** @type {[Tank, number][]} */ ([[a, -1], [b, 1]])) {
    const box = { x: t.x - half, y: t.y - half, w: TANK_BOX, h: TANK_BOX };
    moveBox(map, box, (s * nx * overlap) / 2, (s * ny * overlap) / 2);
    t.x = box.x + half;
    t.y = box.y + half;
  }
  return true;
}

/** Turns the turret towards an angle at a limited rate. @param {Tank} tank @param {number} target @param {number} rate @param {number} dt */
export function turnTurret(tank, target, rate, dt) {
  const d = angleDiff(tank.turret, target);
  tank.turret = wrapAngle(tank.turret + clamp(d, -rate * dt, rate * dt));
}

/**
 * Hull controls that head for a direction (touch stick, computer tank): turn first, drive when
 * roughly lined up, and back up instead of turning round for a direction behind the tank.
 * @param {Tank} tank @param {number} want heading @param {number} [mag] 0..1
 * @returns {{drive: number, turn: number}}
 */
export function steerToward(tank, want, mag = 1) {
  let d = angleDiff(tank.angle, want);
  let dir = 1;
  if (Math.abs(d) > 2.3) {
    d = angleDiff(tank.angle, want + Math.PI);
    dir = -1;
  }
  const turn = clamp(d * 3, -1, 1);
  const ad = Math.abs(d);
  const drive = ad < 0.45 ? dir * mag : ad < 0.9 ? dir * mag * 0.4 : 0;
  return { drive, turn };
}

/**
 * A shell leaving the barrel. It starts at the tank's centre and is flown out along the barrel,
 * so a barrel pushed against a wall still makes the shell bounce off (or break) that wall.
 * @param {Tank} tank @param {number} owner
 * @returns {Shell}
 */
export function makeShell(tank, owner) {
  return { x: tank.x, y: tank.y, vx: Math.cos(tank.turret) * SHELL_SPEED, vy: Math.sin(tank.turret) * SHELL_SPEED, owner, bounces: 0, age: 0 };
}

/**
 * Moves a shell through the arena in small sub-steps. Steel reflects it (once: the second contact
 * ends it); a brick stops it and is reported so the caller can damage it. The face crossed decides
 * the reflection: a change of column flips vx, a change of row flips vy, a corner flips both.
 * @param {TileMap} map @param {Shell} s @param {number} dt
 * @param {ShellEvent} [ev] reused for the result (the AI flies thousands of imaginary shells)
 * @returns {ShellEvent}
 */
export function stepShell(map, s, dt, ev = { end: null, bounced: false, col: -1, row: -1 }) {
  ev.end = null;
  ev.bounced = false;
  ev.col = -1;
  ev.row = -1;
  s.age += dt;
  if (s.age >= SHELL_LIFE) { ev.end = 'expire'; return ev; }
  const size = map.size;
  const n = Math.max(1, Math.ceil((Math.hypot(s.vx, s.vy) * dt) / 3));
  const h = dt / n;
  for (let i = 0; i < n; i++) {
    const nx = s.x + s.vx * h;
    const ny = s.y + s.vy * h;
    const c0 = Math.floor(s.x / size);
    const r0 = Math.floor(s.y / size);
    const c1 = Math.floor(nx / size);
    const r1 = Math.floor(ny / size);
    if (!map.isSolid(c1, r1)) { s.x = nx; s.y = ny; continue; }
    const hitX = c1 !== c0 && map.isSolid(c1, r0);
    const hitY = r1 !== r0 && map.isSolid(c0, r1);
    let flipX = hitX;
    let flipY = hitY;
    ev.col = hitX ? c1 : hitY ? c0 : c1;
    ev.row = hitX ? r0 : hitY ? r1 : r1;
    if (!hitX && !hitY) { flipX = c1 !== c0; flipY = r1 !== r0; }
    if (map.get(ev.col, ev.row) === 'brick') { ev.end = 'brick'; return ev; }
    if (s.bounces >= MAX_BOUNCES) { ev.end = 'steel'; return ev; }
    s.bounces++;
    ev.bounced = true;
    if (flipX) s.vx = -s.vx;
    if (flipY) s.vy = -s.vy;
  }
  return ev;
}

/**
 * Takes a hit point off a brick; a brick with none left becomes floor.
 * @param {Arena} arena @param {number} col @param {number} row @returns {boolean} destroyed
 */
export function damageBrick(arena, col, row) {
  const { map, bricks } = arena;
  if (map.get(col, row) !== 'brick') return false;
  const i = row * map.cols + col;
  bricks[i] = Math.max(0, /** @type {number} */ (bricks[i]) - 1);
  if (bricks[i] > 0) return false;
  map.set(col, row, '');
  return true;
}

/**
 * Whether a shell moving from a to b this step hits a tank. Its own tank is safe until the shell has
 * bounced (and flown a moment).
 * @param {Pt} a @param {Pt} b @param {Shell} s @param {Tank} tank @param {number} index
 */
export function shellHitsTank(a, b, s, tank, index) {
  if (tank.hp <= 0) return false;
  if (s.owner === index && (s.bounces === 0 || s.age < SELF_SAFE)) return false;
  return segmentNear(a.x, a.y, b.x, b.y, tank.x, tank.y, TANK_R);
}

/** Whether the segment (ax, ay)-(bx, by) comes within r of (cx, cy); allocation-free for the AI's search. */
function segmentNear(/** @type {number} */ ax, /** @type {number} */ ay, /** @type {number} */ bx, /** @type {number} */ by, /** @type {number} */ cx, /** @type {number} */ cy, /** @type {number} */ r) {
  const dx = bx - ax;
  const dy = by - ay;
  const l2 = dx * dx + dy * dy;
  const t = l2 > 0 ? Math.max(0, Math.min(1, ((cx - ax) * dx + (cy - ay) * dy) / l2)) : 0;
  const ex = ax + dx * t - cx;
  const ey = ay + dy * t - cy;
  return ex * ex + ey * ey <= r * r;
}

/**
 * Whether nothing solid lies on the straight line from a to b, with `pad` units of clearance on
 * both sides (a shell is a few units wide).
 * @param {TileMap} map @param {Pt} a @param {Pt} b @param {number} [pad]
 */
export function lineOfSight(map, a, b, pad = 0) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const d = Math.hypot(dx, dy);
  const steps = Math.max(1, Math.ceil(d / 4));
  const px = d > 0 ? (-dy / d) * pad : 0;
  const py = d > 0 ? (dx / d) * pad : 0;
  for (let i = 0; i <= steps; i++) {
    const x = a.x + (dx * i) / steps;
    const y = a.y + (dy * i) / steps;
    if (map.isSolid(Math.floor(x / TILE), Math.floor(y / TILE))) return false;
    if (pad > 0 && (map.isSolid(Math.floor((x + px) / TILE), Math.floor((y + py) / TILE)) || map.isSolid(Math.floor((x - px) / TILE), Math.floor((y - py) / TILE)))) return false;
  }
  return true;
}

/**
 * Flies an imaginary shell from a tank along an angle: what would it hit first?
 * @param {TileMap} map @param {Pt} from @param {number} angle @param {Pt} foe @param {number} [maxTime]
 * @returns {{hit: 'foe' | 'self' | 'brick' | null, t: number, bounces: number, col: number, row: number}}
 */
export function simulateShot(map, from, angle, foe, maxTime = 2.2) {
  const s = { x: from.x, y: from.y, vx: Math.cos(angle) * SHELL_SPEED, vy: Math.sin(angle) * SHELL_SPEED, owner: 0, bounces: 0, age: 0 };
  /** @type {ShellEvent} */
  const ev = { end: null, bounced: false, col: -1, row: -1 };
  const dt = 1 / 60;
  for (let t = dt; t <= maxTime + 1e-9; t += dt) {
    const ax = s.x;
    const ay = s.y;
    stepShell(map, s, dt, ev);
    if (segmentNear(ax, ay, s.x, s.y, foe.x, foe.y, TANK_R)) return { hit: 'foe', t, bounces: s.bounces, col: -1, row: -1 };
    if (s.bounces > 0 && s.age >= SELF_SAFE && segmentNear(ax, ay, s.x, s.y, from.x, from.y, TANK_R)) return { hit: 'self', t, bounces: s.bounces, col: -1, row: -1 };
    if (ev.end === 'brick') return { hit: 'brick', t, bounces: s.bounces, col: ev.col, row: ev.row };
    if (ev.end) return { hit: null, t, bounces: s.bounces, col: -1, row: -1 };
  }
  return { hit: null, t: maxTime, bounces: s.bounces, col: -1, row: -1 };
}

/** Number of directions the computer tries when looking for a bank shot. */
export const BANK_ANGLES = 144;

/**
 * Where the computer tank wants its turret: straight at the foe when it can see it (leading a moving
 * target, with some error), else along a one-bounce path that reaches the foe before anything else.
 * @param {TileMap} map @param {Tank} me @param {Tank} foe @param {Skill} skill @param {() => number} rng
 * @returns {{angle: number, kind: 'direct' | 'bank'} | null}
 */
export function chooseAim(map, me, foe, skill, rng) {
  if (lineOfSight(map, me, foe, 2)) {
    const t = Math.hypot(foe.x - me.x, foe.y - me.y) / SHELL_SPEED;
    const tx = foe.x + foe.vx * t * skill.lead;
    const ty = foe.y + foe.vy * t * skill.lead;
    return { angle: wrapAngle(Math.atan2(ty - me.y, tx - me.x) + (rng() * 2 - 1) * skill.aimErr), kind: 'direct' };
  }
  if (!skill.bank) return null;
  /** @type {{angle: number, t: number} | null} */
  let best = null;
  for (let i = 0; i < BANK_ANGLES; i++) {
    const a = (i / BANK_ANGLES) * Math.PI * 2;
    const r = simulateShot(map, me, a, foe);
    if (r.hit === 'foe' && (!best || r.t < best.t)) best = { angle: a, t: r.t };
  }
  // A bank shot is narrow: only half the usual error, or it would never land.
  return best ? { angle: wrapAngle(best.angle + (rng() * 2 - 1) * skill.aimErr * 0.3), kind: 'bank' } : null;
}

/**
 * Route from one point to another over open floor (A*, diagonals without cutting corners). When
 * bricks wall the goal off, the route runs up to the first brick in the way, which is returned so the
 * tank can shoot through it.
 * @param {TileMap} map @param {Pt} from @param {Pt} to
 * @returns {{path: {col: number, row: number}[], brick: {col: number, row: number} | null} | null}
 */
export function planRoute(map, from, to) {
  const start = map.cellAt(from.x, from.y);
  const goal = map.cellAt(to.x, to.y);
  const open = { cols: map.cols, rows: map.rows, passable: (/** @type {number} */ c, /** @type {number} */ r) => !map.isSolid(c, r) };
  const path = findPath(open, start, goal, { diagonal: true });
  if (path) return { path, brick: null };
  const soft = { cols: map.cols, rows: map.rows, passable: (/** @type {number} */ c, /** @type {number} */ r) => map.get(c, r) !== 'steel' };
  const through = findPath(soft, start, goal);
  if (!through) return null;
  const i = through.findIndex((c) => map.get(c.col, c.row) === 'brick');
  return { path: through.slice(0, Math.max(1, i)), brick: i >= 0 ? /** @type {{col: number, row: number}} */ (through[i]) : null };
}

/**
 * The first shell heading for a tank within `horizon` seconds (its own harmless ones excluded).
 * @param {Shell[]} shells @param {Tank} tank @param {number} index @param {number} [horizon]
 */
export function incoming(shells, tank, index, horizon = 0.6) {
  for (const s of shells) {
    if (s.owner === index && s.bounces === 0) continue;
    const b = { x: s.x + s.vx * horizon, y: s.y + s.vy * horizon };
    if (segmentCircle(s, b, { x: tank.x, y: tank.y, r: TANK_R + 6 })) return s;
  }
  return null;
}

/**
 * @typedef {Object} AiMemory what the computer tank keeps between steps
 * @property {number} think seconds to the next decision
 * @property {{angle: number, kind: 'direct' | 'bank'} | null} plan
 * @property {ReturnType<typeof planRoute>} route
 * @property {number} stuck seconds spent pushing without moving
 * @property {number} unstick seconds left of backing off a corner
 * @property {number} lx position at the last step
 * @property {number} ly
 * @property {number} drive last drive command
 * @property {string} key tank cells the route was planned for
 */

/** @param {Tank} me @returns {AiMemory} */
export function newAi(me) {
  return { think: 0.3, plan: null, route: null, stuck: 0, unstick: 0, lx: me.x, ly: me.y, drive: 0, key: '' };
}

/**
 * One step of the computer tank: every `reaction` seconds it rethinks its shot and its route; every
 * step it swings the turret (planned shot, else a brick in its way, else the foe), and drives: out of
 * an incoming shell's way, back from a foe too close, still while it has a clear shot, else along the
 * route. The caller fires when asked (and clears `plan` if the shot went) and drives the hull.
 * @param {TileMap} map @param {AiMemory} mem @param {Tank} me @param {Tank} foe @param {Shell[]} shells
 * @param {Skill} skill @param {() => number} rng @param {number} dt
 * @returns {{drive: number, turn: number, fire: boolean}}
 */
export function aiControl(map, mem, me, foe, shells, skill, rng, dt) {
  // Wedged on a corner: back off and turn for a moment.
  const moved = Math.hypot(me.x - mem.lx, me.y - mem.ly);
  if (Math.abs(mem.drive) > 0.3 && moved < 0.2 * dt * 60) mem.stuck += dt;
  else mem.stuck = Math.max(0, mem.stuck - dt);
  if (mem.stuck > 0.7) { mem.stuck = 0; mem.unstick = 0.45; }
  mem.lx = me.x;
  mem.ly = me.y;
  mem.think -= dt;
  if (mem.think <= 0) {
    mem.think = skill.reaction;
    mem.plan = chooseAim(map, me, foe, skill, rng);
    // A route stays good while neither tank changes cell and the brick it leads to still stands.
    const key = `${Math.floor(me.x / TILE)},${Math.floor(me.y / TILE)},${Math.floor(foe.x / TILE)},${Math.floor(foe.y / TILE)}`;
    const b = mem.route?.brick;
    if (key !== mem.key || !mem.route || (b && map.get(b.col, b.row) !== 'brick')) {
      mem.route = planRoute(map, me, foe);
      mem.key = key;
    }
  }
  let want = Math.atan2(foe.y - me.y, foe.x - me.x);
  let shoot = false;
  const brick = mem.route?.brick;
  if (mem.plan) { want = mem.plan.angle; shoot = true; }
  else if (brick && (mem.route?.path.length ?? 9) <= 3) {
    const c = { x: (brick.col + 0.5) * TILE, y: (brick.row + 0.5) * TILE };
    want = Math.atan2(c.y - me.y, c.x - me.x);
    shoot = lineOfSight(map, me, { x: c.x - Math.cos(want) * 16, y: c.y - Math.sin(want) * 16 });
  }
  turnTurret(me, want, skill.turretRate, dt);
  const fire = shoot && Math.abs(angleDiff(me.turret, want)) < 0.05;
  let drive = 0;
  let turn = 0;
  const dist = Math.hypot(foe.x - me.x, foe.y - me.y);
  const threat = skill.dodge ? incoming(shells, me, 1, 0.55) : null;
  if (mem.unstick > 0) {
    mem.unstick -= dt;
    drive = -0.8;
    turn = 0.8;
  } else if (threat) {
    const base = Math.atan2(threat.vy, threat.vx);
    const side = [base + Math.PI / 2, base - Math.PI / 2].find((a) => lineOfSight(map, me, { x: me.x + Math.cos(a) * 34, y: me.y + Math.sin(a) * 34 }, 9)) ?? base + Math.PI / 2;
    ({ drive, turn } = steerToward(me, side));
  } else if (mem.plan?.kind === 'direct' && dist < 120) {
    ({ drive, turn } = steerToward(me, Math.atan2(me.y - foe.y, me.x - foe.x), 0.6));
  } else if (mem.plan?.kind === 'direct' && dist < 230) {
    drive = 0;
  } else if (mem.route && mem.route.path.length > 1) {
    const path = mem.route.path;
    let next = /** @type {{col: number, row: number}} */ (path[1]);
    const c = map.center(next.col, next.row);
    if (Math.hypot(c.x - me.x, c.y - me.y) < 7 && path.length > 2) next = /** @type {{col: number, row: number}} */ (path[2]);
    const t = map.center(next.col, next.row);
    ({ drive, turn } = steerToward(me, Math.atan2(t.y - me.y, t.x - me.x)));
  }
  mem.drive = drive;
  return { drive, turn, fire };
}

// ---------------------------------------------------------------- match

/** @typedef {{round: number, wins: [number, number]}} Match */

/** @returns {Match} */
export function newMatch() {
  return { round: 0, wins: [0, 0] };
}

/**
 * Records a round: winner 0 (player), 1 (computer) or -1 (both destroyed: the round is fought again).
 * @param {Match} m @param {number} winner
 */
export function recordRound(m, winner) {
  if (winner !== 0 && winner !== 1) return;
  m.wins[winner]++;
  m.round++;
}

/** 0 or 1 once a side has won three rounds (best of five), else -1. @param {Match} m */
export function matchWinner(m) {
  if (m.wins[0] >= WINS_NEEDED) return 0;
  if (m.wins[1] >= WINS_NEEDED) return 1;
  return -1;
}

export const HIT_POINTS = 50;

/** Points for a won round: armour kept and speed count. @param {number} hpLeft @param {number} seconds */
export function roundBonus(hpLeft, seconds) {
  return 300 + hpLeft * 100 + Math.max(0, Math.round((60 - seconds) * 5));
}

/** Points for winning match `match` (0-based). @param {number} match */
export function matchBonus(match) {
  return 1000 * (match + 1);
}

/**
 * A floating thumb stick: direction and strength (0 inside the dead zone, 1 at the rim) of a finger
 * dragged from where it landed.
 * @param {Pt} origin @param {Pt} p @param {number} radius @param {number} [dead] fraction of the radius
 * @returns {{angle: number, mag: number}}
 */
export function stickInput(origin, p, radius, dead = 0.2) {
  const dx = p.x - origin.x;
  const dy = p.y - origin.y;
  const m = Math.min(1, Math.hypot(dx, dy) / radius);
  return { angle: Math.atan2(dy, dx), mag: m <= dead ? 0 : (m - dead) / (1 - dead) };
}
