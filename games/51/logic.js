// @ts-check
/**
 * Pure rules of box pusher (no DOM). A level is a grid of cells in row-major order: walls,
 * floor and goals, with boxes and the player on the floor. The player walks to free floor and
 * pushes a box one cell when the cell behind it is free; boxes are never pulled. Solved when every
 * goal holds a box.
 *
 * Levels are written in the usual text form: '#' wall, ' ' floor, '.' goal, '$' box, '*' box
 * on a goal, '@' player, '+' player on a goal ('-' and '_' also mean floor).
 */

/** @typedef {'up'|'down'|'left'|'right'} Dir */
/** @typedef {{w: number, h: number, walls: boolean[], inside: boolean[], goals: number[], boxes: number[], player: number}} Level inside: floor the player's area can ever reach (the rest is outside the walls) */
/** @typedef {{player: number, boxes: number[]}} Position boxes keep their order, so each box can be animated */

/** @type {Record<Dir, [number, number]>} row, column step */
export const STEP = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] };
/** Letters of the usual solution notation: lower case walks, upper case pushes. */
export const LETTER = /** @type {Record<Dir, string>} */ ({ up: 'u', down: 'd', left: 'l', right: 'r' });
const DIRS = /** @type {Dir[]} */ (['up', 'down', 'left', 'right']);

/** @param {string[]} rows @returns {Level} */
export function parseLevel(rows) {
  const h = rows.length;
  const w = Math.max(...rows.map((r) => r.length));
  const walls = new Array(w * h).fill(false);
  /** @type {number[]} */
  const goals = [];
  /** @type {number[]} */
  const boxes = [];
  let player = -1;
  rows.forEach((row, r) => {
    for (let c = 0; c < w; c++) {
      const ch = row[c] ?? ' ';
      const i = r * w + c;
      if (ch === '#') walls[i] = true;
      if (ch === '.' || ch === '*' || ch === '+') goals.push(i);
      if (ch === '$' || ch === '*') boxes.push(i);
      if (ch === '@' || ch === '+') player = i;
    }
  });
  // Blank cells outside the outer wall are not floor: flood from the player to tell them apart.
  const inside = new Array(w * h).fill(false);
  if (player >= 0) {
    const queue = [player];
    inside[player] = true;
    for (let q = 0; q < queue.length; q++) {
      const i = /** @type {number} */ (queue[q]);
      const r = Math.floor(i / w);
      const c = i % w;
      for (const j of [r > 0 ? i - w : -1, r < h - 1 ? i + w : -1, c > 0 ? i - 1 : -1, c < w - 1 ? i + 1 : -1]) {
        if (j >= 0 && !walls[j] && !inside[j]) { inside[j] = true; queue.push(j); }
      }
    }
  }
  for (let i = 0; i < w * h; i++) if (!inside[i]) walls[i] = true;
  return { w, h, walls, inside, goals, boxes, player };
}

/** Neighbour of cell i in a direction, or -1 off the grid. @param {Level} lv @param {number} i @param {Dir} d */
export function neighbour(lv, i, d) {
  const [dr, dc] = STEP[d];
  const r = Math.floor(i / lv.w) + dr;
  const c = (i % lv.w) + dc;
  return r < 0 || c < 0 || r >= lv.h || c >= lv.w ? -1 : r * lv.w + c;
}

/** @param {Level} lv @param {number} i */
const open = (lv, i) => i >= 0 && !lv.walls[i];

/**
 * One step of the player.
 * @param {Level} lv @param {Position} pos @param {Dir} d
 * @returns {{pos: Position, pushed: number} | null} pushed: index of the pushed box or -1; null when blocked
 */
export function move(lv, pos, d) {
  const to = neighbour(lv, pos.player, d);
  if (!open(lv, to)) return null;
  const b = pos.boxes.indexOf(to);
  if (b < 0) return { pos: { player: to, boxes: pos.boxes }, pushed: -1 };
  const beyond = neighbour(lv, to, d);
  if (!open(lv, beyond) || pos.boxes.includes(beyond)) return null;
  const boxes = pos.boxes.slice();
  boxes[b] = beyond;
  return { pos: { player: to, boxes }, pushed: b };
}

/** @param {Level} lv @param {Position} pos */
export function isSolved(lv, pos) {
  return lv.goals.every((g) => pos.boxes.includes(g));
}

/**
 * Cells the player can walk to without pushing (breadth-first), with the step that reached each.
 * @param {Level} lv @param {number} from @param {number[]} boxes
 * @returns {Int32Array} previous cell on a shortest walk, -1 unreached, from itself for the start
 */
export function walkTree(lv, from, boxes) {
  const prev = new Int32Array(lv.w * lv.h).fill(-1);
  const blocked = new Set(boxes);
  prev[from] = from;
  const queue = [from];
  for (let q = 0; q < queue.length; q++) {
    const i = /** @type {number} */ (queue[q]);
    for (const d of DIRS) {
      const j = neighbour(lv, i, d);
      if (j < 0 || lv.walls[j] || blocked.has(j) || prev[j] >= 0) continue;
      prev[j] = i;
      queue.push(j);
    }
  }
  return prev;
}

/**
 * Shortest walk (no pushes) to a cell, as directions; null when it cannot be reached.
 * @param {Level} lv @param {Position} pos @param {number} target
 * @returns {Dir[] | null}
 */
export function walkTo(lv, pos, target) {
  const prev = walkTree(lv, pos.player, pos.boxes);
  if (target < 0 || prev[target] < 0) return null;
  /** @type {Dir[]} */
  const out = [];
  for (let i = target; i !== pos.player; i = /** @type {number} */ (prev[i])) {
    const p = /** @type {number} */ (prev[i]);
    out.unshift(/** @type {Dir} */ (DIRS.find((d) => neighbour(lv, p, d) === i)));
  }
  return out;
}

/**
 * Floor cells from which a box can still reach some goal (found by pulling boxes away from each
 * goal). A box anywhere else can never be solved.
 * @param {Level} lv
 * @returns {boolean[]} true where a box is not lost
 */
export function liveCells(lv) {
  const live = new Array(lv.w * lv.h).fill(false);
  const queue = [...lv.goals];
  for (const g of queue) live[g] = true;
  for (let q = 0; q < queue.length; q++) {
    const i = /** @type {number} */ (queue[q]);
    for (const d of DIRS) {
      // Pulling the box from i to j needs the player on j and then one more cell beyond.
      const j = neighbour(lv, i, d);
      const k = j < 0 ? -1 : neighbour(lv, j, d);
      if (!open(lv, j) || !open(lv, k) || live[j]) continue;
      live[j] = true;
      queue.push(j);
    }
  }
  return live;
}

/**
 * Whether a box sits where it can never reach a goal (for the "stuck" warning).
 * @param {Level} lv @param {Position} pos @param {boolean[]} live
 */
export function stuckBoxes(lv, pos, live) {
  return pos.boxes.filter((b) => !live[b]);
}

/**
 * Breadth-first search over pushes: finds a solution with the fewest pushes (walking between
 * pushes is a shortest walk). Positions are keyed by the sorted boxes and the top-left-most cell
 * the player can reach, so walking around never counts as a new position.
 * @param {Level} lv
 * @param {number} [maxPositions] give up after this many positions
 * @returns {{moves: string, pushes: number} | null} moves in u/d/l/r (lower) and U/D/L/R (pushes)
 */
export function solve(lv, maxPositions = 400000) {
  const live = liveCells(lv);
  if (lv.boxes.some((b) => !live[b])) return null;
  const goalSet = new Set(lv.goals);
  /** @param {number[]} boxes @param {Int32Array} reach */
  const keyOf = (boxes, reach) => {
    let norm = 0;
    while (reach[norm] < 0) norm++;
    return `${boxes.slice().sort((a, b) => a - b).join(',')}|${norm}`;
  };
  /** @type {{player: number, boxes: number[], parent: number, push: string, from: number}[]} */
  const nodes = [{ player: lv.player, boxes: lv.boxes.slice(), parent: -1, push: '', from: lv.player }];
  const seen = new Set([keyOf(lv.boxes, walkTree(lv, lv.player, lv.boxes))]);
  for (let q = 0; q < nodes.length; q++) {
    const node = /** @type {typeof nodes[number]} */ (nodes[q]);
    if (node.boxes.every((b) => goalSet.has(b))) return rebuild(lv, nodes, q);
    const reach = walkTree(lv, node.player, node.boxes);
    for (let bi = 0; bi < node.boxes.length; bi++) {
      const b = /** @type {number} */ (node.boxes[bi]);
      for (const d of DIRS) {
        const stand = neighbour(lv, b, /** @type {Dir} */ ({ up: 'down', down: 'up', left: 'right', right: 'left' }[d]));
        const to = neighbour(lv, b, d);
        if (stand < 0 || reach[stand] < 0 || !open(lv, to) || !live[to] || node.boxes.includes(to)) continue;
        const boxes = node.boxes.slice();
        boxes[bi] = to;
        const key = keyOf(boxes, walkTree(lv, b, boxes));
        if (seen.has(key)) continue;
        seen.add(key);
        nodes.push({ player: b, boxes, parent: q, push: LETTER[d].toUpperCase(), from: stand });
        if (nodes.length > maxPositions) return null;
      }
    }
  }
  return null;
}

/**
 * Turns the chain of pushes ending at node `end` into a full move string.
 * @param {Level} lv @param {{player: number, boxes: number[], parent: number, push: string, from: number}[]} nodes @param {number} end
 */
function rebuild(lv, nodes, end) {
  const chain = [];
  for (let q = end; q > 0; q = /** @type {typeof nodes[number]} */ (nodes[q]).parent) chain.unshift(q);
  let moves = '';
  let pos = { player: lv.player, boxes: lv.boxes.slice() };
  for (const q of chain) {
    const node = /** @type {typeof nodes[number]} */ (nodes[q]);
    const walk = /** @type {Dir[]} */ (walkTo(lv, pos, node.from));
    moves += walk.map((d) => LETTER[d]).join('') + node.push;
    pos = { player: node.player, boxes: node.boxes };
  }
  return { moves, pushes: chain.length };
}

/**
 * Plays a move string from the start; returns the final position, or null if a step is illegal
 * or a letter's case does not match whether it pushed.
 * @param {Level} lv @param {string} moves
 */
export function replay(lv, moves) {
  /** @type {Position} */
  let pos = { player: lv.player, boxes: lv.boxes.slice() };
  for (const ch of moves) {
    const d = /** @type {Dir | undefined} */ (DIRS.find((x) => LETTER[x] === ch.toLowerCase()));
    if (!d) return null;
    const r = move(lv, pos, d);
    if (!r || (r.pushed >= 0) !== (ch === ch.toUpperCase())) return null;
    pos = r.pos;
  }
  return pos;
}

/**
 * Points for a finished level: more boxes are worth more; finishing within the reference
 * solution's move count earns the full bonus, extra moves eat into it.
 * @param {number} boxes @param {number} par reference solution length @param {number} moves
 */
export function levelScore(boxes, par, moves) {
  return 50 + boxes * 25 + Math.max(0, 150 - Math.max(0, moves - par) * 3);
}

/**
 * Unlock progress kept between visits: the highest unlocked level (0-based) and the fewest moves
 * per solved level.
 * @typedef {{unlocked: number, best: Record<string, number>}} Progress
 */

/**
 * Records a solved level: unlocks the next and keeps the best move count.
 * @param {Progress} p @param {number} index @param {number} moves @param {number} total
 * @returns {Progress}
 */
export function recordSolve(p, index, moves, total) {
  const best = { ...p.best };
  const prev = best[index];
  if (prev === undefined || moves < prev) best[index] = moves;
  return { unlocked: Math.min(total - 1, Math.max(p.unlocked, index + 1)), best };
}

/** Reads saved progress defensively (anything malformed starts over). @param {string | null} raw @param {number} total @returns {Progress} */
export function parseProgress(raw, total) {
  try {
    const v = JSON.parse(raw ?? '');
    const unlocked = Number.isInteger(v?.unlocked) ? Math.max(0, Math.min(total - 1, v.unlocked)) : 0;
    /** @type {Record<string, number>} */
    const best = {};
    if (v && typeof v.best === 'object') {
      for (const [k, m] of Object.entries(v.best)) if (/^\d+$/.test(k) && Number(k) < total && Number.isInteger(m) && m > 0) best[k] = /** @type {number} */ (m);
    }
    return { unlocked, best };
  } catch {
    return { unlocked: 0, best: {} };
  }
}

export { LEVELS } from './levels.js';
