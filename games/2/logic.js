// @ts-check
/** Pure rules of the snake game (no DOM). The arena has solid walls; levels add obstacles and speed. */

/** @typedef {'up'|'down'|'left'|'right'} Dir */
/** @typedef {{x: number, y: number}} Cell */
/**
 * @typedef {Object} SnakeState
 * @property {number} cols
 * @property {number} rows
 * @property {Cell[]} snake head first
 * @property {Dir} dir current heading
 * @property {Dir[]} queue buffered turns (max 2)
 * @property {Cell} food
 * @property {{cell: Cell, ttl: number} | null} bonus golden fruit, ttl in steps
 * @property {Cell[]} walls obstacles inside the arena
 * @property {number} grow segments still to add
 * @property {number} score
 * @property {number} level
 * @property {number} eaten fruit eaten this game
 * @property {boolean} alive
 */

export const FRUIT_PER_LEVEL = 5;
export const START_LENGTH = 4;

/** @type {Record<Dir, Cell>} */
export const DELTA = { up: { x: 0, y: -1 }, down: { x: 0, y: 1 }, left: { x: -1, y: 0 }, right: { x: 1, y: 0 } };
/** @type {Record<Dir, Dir>} */
export const OPPOSITE = { up: 'down', down: 'up', left: 'right', right: 'left' };

/** Steps per second at a level: starts relaxed, speeds up, capped. @param {number} level */
export function speedFor(level) {
  return Math.min(16, 6 + (level - 1) * 1.1);
}

/** Obstacles for a level (symmetric patterns that grow with the level). @param {number} level @param {number} cols @param {number} rows @returns {Cell[]} */
export function wallsFor(level, cols, rows) {
  /** @type {Cell[]} */
  const w = [];
  const cx = Math.floor(cols / 2);
  const cy = Math.floor(rows / 2);
  if (level >= 2) {
    // Four short bars near the corners.
    for (let i = 0; i < 4; i++) {
      w.push({ x: 3 + i, y: 3 }, { x: cols - 4 - i, y: rows - 4 });
    }
  }
  if (level >= 3) {
    for (let i = 0; i < 4; i++) w.push({ x: 3, y: rows - 4 - i }, { x: cols - 4, y: 3 + i });
  }
  if (level >= 4) {
    for (let i = -2; i <= 2; i++) w.push({ x: cx + i, y: cy - 4 }, { x: cx + i, y: cy + 4 });
  }
  if (level >= 5) {
    for (let i = -1; i <= 1; i++) w.push({ x: cx - 5, y: cy + i }, { x: cx + 5, y: cy + i });
  }
  // Dedupe.
  const seen = new Set();
  return w.filter((c) => {
    const k = c.x * 1000 + c.y;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** @param {Cell} a @param {Cell} b */
export const same = (a, b) => a.x === b.x && a.y === b.y;

/** @param {SnakeState} s @param {Cell} c whether a cell is free of snake, walls and fruit */
export function isFree(s, c) {
  return !s.snake.some((p) => same(p, c)) && !s.walls.some((p) => same(p, c)) && !same(s.food, c) && !(s.bonus && same(s.bonus.cell, c));
}

/** Random free cell, or null when the arena is full. @param {SnakeState} s @param {() => number} rng */
export function freeCell(s, rng) {
  /** @type {Cell[]} */
  const free = [];
  for (let y = 0; y < s.rows; y++) for (let x = 0; x < s.cols; x++) if (isFree(s, { x, y })) free.push({ x, y });
  if (!free.length) return null;
  return /** @type {Cell} */ (free[Math.floor(rng() * free.length)]);
}

/** @param {() => number} rng @param {number} [cols] @param {number} [rows] @returns {SnakeState} */
export function createGame(rng, cols = 20, rows = 20) {
  const y = Math.floor(rows / 2);
  const snake = Array.from({ length: START_LENGTH }, (_, i) => ({ x: 6 - i, y }));
  /** @type {SnakeState} */
  const s = { cols, rows, snake, dir: 'right', queue: [], food: { x: -1, y: -1 }, bonus: null, walls: [], grow: 0, score: 0, level: 1, eaten: 0, alive: true };
  s.food = freeCell(s, rng) ?? { x: 0, y: 0 };
  return s;
}

/**
 * Buffers a turn; reversing into yourself and repeating the heading are ignored.
 * @param {SnakeState} s @param {Dir} d @returns {boolean} whether it was accepted
 */
export function turn(s, d) {
  const last = s.queue.length ? /** @type {Dir} */ (s.queue[s.queue.length - 1]) : s.dir;
  if (d === last || d === OPPOSITE[last] || s.queue.length >= 2) return false;
  s.queue.push(d);
  return true;
}

/**
 * Advances one step.
 * @param {SnakeState} s
 * @param {() => number} rng
 * @returns {{ate: 'food' | 'bonus' | null, died: boolean, levelUp: boolean, points: number}}
 */
export function step(s, rng) {
  const res = { ate: /** @type {'food'|'bonus'|null} */ (null), died: false, levelUp: false, points: 0 };
  if (!s.alive) return res;
  const next = s.queue.shift();
  if (next) s.dir = next;
  const head = /** @type {Cell} */ (s.snake[0]);
  const d = DELTA[s.dir];
  const nh = { x: head.x + d.x, y: head.y + d.y };
  // The tail moves away this step unless the snake is growing.
  const body = s.grow > 0 ? s.snake : s.snake.slice(0, -1);
  const hitsWall = nh.x < 0 || nh.y < 0 || nh.x >= s.cols || nh.y >= s.rows || s.walls.some((w) => same(w, nh));
  if (hitsWall || body.some((p) => same(p, nh))) {
    s.alive = false;
    res.died = true;
    return res;
  }
  s.snake.unshift(nh);
  if (s.grow > 0) s.grow--;
  else s.snake.pop();

  if (s.bonus) {
    if (same(s.bonus.cell, nh)) {
      res.ate = 'bonus';
      res.points = 50 * s.level;
      s.grow += 2;
      s.bonus = null;
    } else if (--s.bonus.ttl <= 0) s.bonus = null;
  }
  if (same(s.food, nh)) {
    res.ate = 'food';
    res.points += 10 * s.level;
    s.grow += 1;
    s.eaten++;
    if (s.eaten % FRUIT_PER_LEVEL === 0) {
      s.level++;
      res.levelUp = true;
      // New obstacles never land on the snake.
      s.walls = wallsFor(s.level, s.cols, s.rows).filter((w) => !s.snake.some((p) => same(p, w)));
    }
    s.food = freeCell(s, rng) ?? { x: -1, y: -1 };
    if (!s.bonus && s.eaten % 3 === 0) {
      const cell = freeCell(s, rng);
      if (cell) s.bonus = { cell, ttl: 40 };
    }
  }
  s.score += res.points;
  return res;
}
