// @ts-check
/**
 * Pure rules of the maze chase (no DOM): three original mazes, grid movement with buffered turns
 * and tunnels, the four spirits' targeting (chaser, ambusher, flanker, shy one) on kit path-finding
 * distance fields, scatter/chase timing, fleeing, scoring and level speeds.
 *
 * Movers sit on a cell with a direction and a fraction `t` of the way to the next cell; every
 * decision is taken at a cell centre (t = 0), which keeps everyone on the corridors.
 */
import { TileMap } from '../kit/tilemap.js';
import { distanceField } from '../kit/pathfind.js';

/** @typedef {'up'|'down'|'left'|'right'} Dir */
/** @typedef {{col: number, row: number}} Cell */
/** @typedef {{col: number, row: number, dir: Dir | null, t: number}} Mover */
/** @typedef {'player'|'ghost'|'spirit'} Who  spirit: a ghost leaving the house or returning as eyes (may use the door) */
/** @typedef {'chaser'|'ambusher'|'flanker'|'shy'} GhostKind */
/**
 * @typedef {Object} Maze
 * @property {TileMap} map
 * @property {number} cols
 * @property {number} rows
 * @property {Uint8Array} pellets 0 none, 1 pellet, 2 power pellet (row-major)
 * @property {number} total pellets at the start
 * @property {Cell} player start
 * @property {Cell} fruit where bonus fruit appears
 * @property {Cell} door
 * @property {Cell} exit cell just outside the door
 * @property {Cell[]} house cells inside the house, left to right
 */

export const TILE = 20;
export const GHOSTS = /** @type {GhostKind[]} */ (['chaser', 'ambusher', 'flanker', 'shy']);

/**
 * Original mazes: '#' wall, '=' house wall, '-' house door, 'H' inside the house, '.' pellet,
 * 'o' power pellet, ' ' empty corridor, 'P' player start, 'F' fruit spot. Rows open at both ends
 * are tunnels that wrap around.
 */
export const MAZES = [
  [
    '###################',
    '#o.......#.......o#',
    '#.##.###.#.###.##.#',
    '#.##.#.......#.##.#',
    '#....#.##.##.#....#',
    '###.##.#...#.##.###',
    '#......#.#.#......#',
    '#.##.#       #.##.#',
    '#.##.# ==-== #.##.#',
    ' ..... =HHH= ..... ',
    '#.##.# ===== #.##.#',
    '#.##.#   F   #.##.#',
    '#....#.#####.#....#',
    '##.#.#...#...#.#.##',
    '#..#...#.#.#...#..#',
    '#o##.#.#...#.#.##o#',
    '#.##...#.#.#...##.#',
    '#....#.#.P.#.#....#',
    '#.####.##.##.####.#',
    '#.................#',
    '###################',
  ],
  [
    '###################',
    '#o...............o#',
    '#.#.#.#.#.#.#.#.#.#',
    '#.................#',
    '#.###.###.###.###.#',
    '#.###.###.###.###.#',
    ' ................. ',
    '###.#.###.###.#.###',
    '#...#.       .#...#',
    '#.#.## ==-== ##.#.#',
    '#.#.## =HHH= ##.#.#',
    '#.#.## ===== ##.#.#',
    '#...#.   F   .#...#',
    '###.#.###.###.#.###',
    ' ................. ',
    '#.###.###.###.###.#',
    '#.###.###.###.###.#',
    '#........P........#',
    '#.#.#.#.#.#.#.#.#.#',
    '#o...............o#',
    '###################',
  ],
  [
    '###################',
    '#.................#',
    '#.#######.#######.#',
    '#.#o...........o#.#',
    '#.#.#####.#####.#.#',
    '#.#.............#.#',
    '#.#.###.###.###.#.#',
    '#...###.###.###...#',
    '#.#.##       ##.#.#',
    '#.#.## ==-== ##.#.#',
    ' ..... =HHH= ..... ',
    '#.#.## ===== ##.#.#',
    '#.#.##   F   ##.#.#',
    '#...###.###.###...#',
    '#.#.###.###.###.#.#',
    '#.#......P......#.#',
    '#.#.#####.#####.#.#',
    '#.#o...........o#.#',
    '#.#######.#######.#',
    '#.................#',
    '###################',
  ],
];

export const DIRS = /** @type {Record<Dir, [number, number]>} */ ({ up: [0, -1], left: [-1, 0], down: [0, 1], right: [1, 0] });
/** Tie-break order for equally good turns. */
export const DIR_ORDER = /** @type {Dir[]} */ (['up', 'left', 'down', 'right']);
export const OPPOSITE = /** @type {Record<Dir, Dir>} */ ({ up: 'down', down: 'up', left: 'right', right: 'left' });

/** @param {string[]} lines @returns {Maze} */
export function parseMaze(lines) {
  const map = TileMap.fromRows(lines, { '#': 'wall', '=': 'wall', '-': 'door', H: 'house' }, { size: TILE, solid: ['wall'] });
  const pellets = new Uint8Array(map.cols * map.rows);
  let total = 0;
  lines.forEach((line, r) => [...line].forEach((ch, c) => {
    if (ch === '.' || ch === 'o') { pellets[r * map.cols + c] = ch === 'o' ? 2 : 1; total++; }
  }));
  const one = (/** @type {string} */ ch) => {
    const cell = map.find(ch)[0];
    if (!cell) throw new Error(`maze has no '${ch}'`);
    return cell;
  };
  const door = one('-');
  return { map, cols: map.cols, rows: map.rows, pellets, total, player: one('P'), fruit: one('F'), door, exit: { col: door.col, row: door.row - 1 }, house: map.find('H') };
}

/** @param {Maze} maze @param {number} col */
export const wrapCol = (maze, col) => ((col % maze.cols) + maze.cols) % maze.cols;

/** Whether `who` may stand on a cell; columns wrap (only tunnel rows are open at the edges). @param {Maze} maze @param {number} col @param {number} row @param {Who} who */
export function isOpen(maze, col, row, who) {
  if (row < 0 || row >= maze.rows) return false;
  const kind = maze.map.get(wrapCol(maze, col), row);
  if (kind === 'wall') return false;
  if (kind === 'door' || kind === 'house') return who === 'spirit';
  return true;
}

/** @param {Maze} maze @param {Cell} c @param {Dir} d @returns {Cell} */
export function nextCell(maze, c, d) {
  const [dx, dy] = DIRS[d];
  return { col: wrapCol(maze, c.col + dx), row: c.row + dy };
}

/** @param {Maze} maze @param {Cell} c @param {Dir} d @param {Who} who */
export function canMove(maze, c, d, who) {
  const n = nextCell(maze, c, d);
  return isOpen(maze, n.col, n.row, who);
}

/** A path-finding grid for the kit's distance fields. @param {Maze} maze @param {Who} who */
export function gridFor(maze, who) {
  return { cols: maze.cols, rows: maze.rows, passable: (/** @type {number} */ c, /** @type {number} */ r) => isOpen(maze, c, r, who) };
}

/** Continuous position in cells (cell centres are whole numbers). @param {Mover} m */
export function moverPos(m) {
  if (!m.dir || m.t === 0) return { x: m.col, y: m.row };
  const [dx, dy] = DIRS[m.dir];
  return { x: m.col + dx * m.t, y: m.row + dy * m.t };
}

/** The cell a mover mostly covers (where it eats). @param {Maze} maze @param {Mover} m */
export function occupied(maze, m) {
  return m.dir && m.t >= 0.5 ? nextCell(maze, m, m.dir) : { col: m.col, row: m.row };
}

/** Turns a mover round on the spot, also half-way between two cells. @param {Maze} maze @param {Mover} m */
export function reverse(maze, m) {
  if (!m.dir) return;
  if (m.t > 0) {
    const n = nextCell(maze, m, m.dir);
    m.col = n.col;
    m.row = n.row;
    m.t = 1 - m.t;
  }
  m.dir = OPPOSITE[m.dir];
}

/**
 * Moves `dist` cells along the corridors. At every cell centre `decide` picks the way on (it must
 * be open) or null to stop there.
 * @param {Maze} maze @param {Mover} m @param {number} dist @param {(m: Mover) => Dir | null} decide
 * @returns {number} centres reached
 */
export function advance(maze, m, dist, decide) {
  let centres = 0;
  for (let guard = 0; dist > 1e-9 && guard < 64; guard++) {
    if (m.t === 0) {
      const d = decide(m);
      m.dir = d;
      if (!d) return centres;
    }
    const left = 1 - m.t;
    if (dist < left) { m.t += dist; return centres; }
    dist -= left;
    const n = nextCell(maze, m, /** @type {Dir} */ (m.dir));
    m.col = n.col;
    m.row = n.row;
    m.t = 0;
    centres++;
  }
  return centres;
}

/**
 * The player's choice at a centre: the buffered turn when that way is open, else straight on,
 * else stop against the wall.
 * @param {Maze} maze @param {Mover} m @param {Dir | null} queued
 */
export function playerTurn(maze, m, queued) {
  if (queued && canMove(maze, m, queued, 'player')) return queued;
  if (m.dir && canMove(maze, m, m.dir, 'player')) return m.dir;
  return null;
}

/** Nearest cell a roaming ghost can stand on to any point (targets may lie in walls or outside). @param {Maze} maze @param {number} x @param {number} y @returns {Cell} */
export function nearestOpen(maze, x, y) {
  let best = { col: 0, row: 0 };
  let bestD = Infinity;
  for (let row = 0; row < maze.rows; row++) {
    for (let col = 0; col < maze.cols; col++) {
      if (!isOpen(maze, col, row, 'ghost')) continue;
      const d = (col - x) ** 2 + (row - y) ** 2;
      if (d < bestD) { bestD = d; best = { col, row }; }
    }
  }
  return best;
}

/** Each ghost's home corner while scattering. @param {Maze} maze @param {GhostKind} kind */
export function cornerOf(maze, kind) {
  const far = { chaser: [maze.cols, -2], ambusher: [-1, -2], flanker: [maze.cols, maze.rows + 1], shy: [-1, maze.rows + 1] }[kind];
  return nearestOpen(maze, /** @type {number} */ (far[0]), /** @type {number} */ (far[1]));
}

/** How far the shy one keeps its distance (cells). */
export const SHY_RADIUS = 8;

/**
 * Where a ghost heads while chasing:
 * chaser — the player; ambusher — four cells ahead of the player; flanker — the point that
 * mirrors the chaser through two cells ahead of the player (they close in from two sides);
 * shy — the player while far away, its corner once within SHY_RADIUS.
 * @param {Maze} maze @param {GhostKind} kind
 * @param {{player: Cell, playerDir: Dir | null, self: Cell, chaser: Cell}} o
 * @returns {Cell}
 */
export function chaseTarget(maze, kind, o) {
  const [dx, dy] = o.playerDir ? DIRS[o.playerDir] : [0, 0];
  const { col, row } = o.player;
  if (kind === 'chaser') return { col, row };
  if (kind === 'ambusher') return nearestOpen(maze, col + 4 * dx, row + 4 * dy);
  if (kind === 'flanker') {
    const px = col + 2 * dx;
    const py = row + 2 * dy;
    return nearestOpen(maze, 2 * px - o.chaser.col, 2 * py - o.chaser.row);
  }
  const far = Math.hypot(o.self.col - col, o.self.row - row) > SHY_RADIUS;
  return far ? { col, row } : cornerOf(maze, 'shy');
}

/** Ways a roaming ghost may take from a centre: never back the way it came, unless cornered. @param {Maze} maze @param {Mover} m */
export function ghostOptions(maze, m) {
  const back = m.dir ? OPPOSITE[m.dir] : null;
  const opts = DIR_ORDER.filter((d) => d !== back && canMove(maze, m, d, 'ghost'));
  if (!opts.length && back && canMove(maze, m, back, 'ghost')) return [back];
  return opts;
}

/** Distance-field value of a neighbouring cell (unreachable = very far). @param {Maze} maze @param {Int32Array} field @param {Cell} c @param {Dir} d */
function fieldAt(maze, field, c, d) {
  const n = nextCell(maze, c, d);
  const v = field[n.row * maze.cols + n.col] ?? -1;
  return v < 0 ? 1e6 : v;
}

/**
 * Turn towards a target along the shortest corridor route (kit BFS distance field from the target).
 * @param {Maze} maze @param {Mover} m @param {Cell} target @returns {Dir | null}
 */
export function steerTo(maze, m, target) {
  const opts = ghostOptions(maze, m);
  if (opts.length <= 1) return opts[0] ?? null;
  const field = distanceField(gridFor(maze, 'ghost'), [target]);
  let best = /** @type {Dir} */ (opts[0]);
  let bestD = Infinity;
  for (const d of opts) {
    const v = fieldAt(maze, field, m, d);
    if (v < bestD) { bestD = v; best = d; }
  }
  return best;
}

/**
 * A frightened ghost's turn: usually the way that gets furthest from the player (by corridor
 * distance), sometimes a random one so the flight is not predictable.
 * @param {Maze} maze @param {Mover} m @param {Int32Array} playerField distance field from the player @param {() => number} rng
 * @returns {Dir | null}
 */
export function fleeTurn(maze, m, playerField, rng) {
  const opts = ghostOptions(maze, m);
  if (opts.length <= 1) return opts[0] ?? null;
  if (rng() < 0.25) return /** @type {Dir} */ (opts[Math.floor(rng() * opts.length)]);
  let best = /** @type {Dir} */ (opts[0]);
  let bestD = -1;
  for (const d of opts) {
    const n = nextCell(maze, m, d);
    const v = playerField[n.row * maze.cols + n.col] ?? -1;
    if (v > bestD) { bestD = v; best = d; }
  }
  return best;
}

/**
 * The way for a ghost using the door (leaving the house or returning as eyes): straight down the
 * distance field to the goal, reversing allowed.
 * @param {Maze} maze @param {Mover} m @param {Int32Array} field from the goal
 * @returns {Dir | null}
 */
export function homingTurn(maze, m, field) {
  let best = /** @type {Dir | null} */ (null);
  let bestD = field[m.row * maze.cols + m.col] ?? -1;
  if (bestD <= 0) return null;
  for (const d of DIR_ORDER) {
    if (!canMove(maze, m, d, 'spirit')) continue;
    const n = nextCell(maze, m, d);
    const v = field[n.row * maze.cols + n.col] ?? -1;
    if (v >= 0 && v < bestD) { bestD = v; best = d; }
  }
  return best;
}

/** Scatter spells per level; chase runs 20 s between them, then for good. @param {number} level */
export function scatterSpells(level) {
  return level <= 1 ? [7, 7, 5, 5] : level <= 4 ? [6, 6, 4, 3] : [5, 4, 3, 1];
}

/** Whether the ghosts scatter or chase t seconds into a life (fright time not counted). @param {number} level @param {number} t */
export function modeAt(level, t) {
  let acc = 0;
  for (const s of scatterSpells(level)) {
    acc += s;
    if (t < acc) return 'scatter';
    acc += 20;
    if (t < acc) return 'chase';
  }
  return 'chase';
}

/** Seconds the ghosts stay frightened after a power pellet. @param {number} level */
export function frightTime(level) {
  return Math.max(1.5, 7 - 0.75 * (level - 1));
}
/** Player speed, cells/s. @param {number} level */
export function playerSpeed(level) {
  return Math.min(9.5, 7.5 * (1 + 0.05 * (level - 1)));
}
/** Roaming ghost speed, cells/s: starts below the player's, ends a little above it. @param {number} level */
export function ghostSpeed(level) {
  return Math.min(9.8, 7 * (1 + 0.07 * (level - 1)));
}
export const FRIGHT_FACTOR = 0.55;
export const TUNNEL_FACTOR = 0.5;
export const EYES_SPEED = 14;
export const LEAVE_SPEED = 4;

/** Whether a cell is in a tunnel mouth (ghosts slow down there). @param {Maze} maze @param {Cell} c */
export function inTunnel(maze, c) {
  return isOpen(maze, 0, c.row, 'player') && (c.col <= 2 || c.col >= maze.cols - 3);
}

/**
 * Whether a waiting ghost may leave the house: by time since the life began or pellets eaten.
 * @param {number} index 0-3 @param {number} level @param {number} elapsed s @param {number} eaten pellets this level
 */
export function mayLeave(index, level, elapsed, eaten) {
  const times = [0, 0.5, 4, 8];
  const dots = level <= 1 ? [0, 0, 30, 60] : level === 2 ? [0, 0, 10, 30] : [0, 0, 0, 10];
  return elapsed >= /** @type {number} */ (times[index]) / (1 + 0.25 * (level - 1)) || eaten >= /** @type {number} */ (dots[index]);
}

export const PELLET_POINTS = 10;
export const POWER_POINTS = 50;
/** Points for the n-th ghost (1-based) eaten on one power pellet. @param {number} n */
export function ghostPoints(n) {
  return 200 * 2 ** (Math.min(4, Math.max(1, n)) - 1);
}
/** Bonus fruit value per level. @param {number} level */
export function fruitPoints(level) {
  return /** @type {number} */ ([100, 300, 500, 700, 1000, 2000, 3000, 5000][Math.min(7, level - 1)]);
}
/** The fruit shows up when these shares of the level's pellets are eaten. */
export const FRUIT_AT = [0.4, 0.8];
/** Whether the next fruit is due. @param {number} eaten @param {number} total @param {number} shown fruits shown so far this level */
export function fruitDue(eaten, total, shown) {
  const at = FRUIT_AT[shown];
  return at !== undefined && eaten >= Math.round(total * at);
}
export const FRUIT_TIME = 9.5;
export const EXTRA_LIFE_AT = 10000;
/** Whether two movers touch (positions in cells, tunnel wrap included). @param {Maze} maze @param {Mover} a @param {Mover} b */
export function touching(maze, a, b) {
  const p = moverPos(a);
  const q = moverPos(b);
  let dx = Math.abs(p.x - q.x);
  dx = Math.min(dx, maze.cols - dx);
  return dx * dx + (p.y - q.y) ** 2 < 0.6 * 0.6;
}
