// @ts-check
/**
 * Pure rules of the road-and-river crossing (no DOM): lanes of traffic and floating logs and
 * turtles, hops, what happens to the frog where it stands, the home bays, scoring and levels.
 *
 * Positions are in cells: the frog and every lane item have an `x` (left edge, fractional) and
 * the frog a `row`. Row 0 is the home bank, 1-5 the river, 6 the median, 7-12 the road and 13 the
 * pavement where each attempt starts; row 14 is the status strip (never entered).
 */

/** @typedef {'car'|'bulldozer'|'racer'|'truck'|'log'|'turtle'|'snake'} ItemType */
/** @typedef {{x: number, len: number, type: ItemType, dive: number}} Item  dive: phase offset in s, or -1 for never */
/** @typedef {{row: number, kind: 'road'|'river'|'median', speed: number, t: number, items: Item[]}} Lane */
/** @typedef {{x: number, row: number}} Frog */
/** @typedef {'up'|'down'|'left'|'right'} Dir */
/** @typedef {{kind: 'safe'|'car'|'water'|'edge', ride: number}} Fate */
/** @typedef {{type: ItemType, len: number, count: number, speed: number}} LaneSpec */

export const COLS = 11;
export const CELL = 36;
export const ROWS = 15;
export const W = COLS * CELL;
export const H = ROWS * CELL;
export const HOME_ROW = 0;
export const MEDIAN_ROW = 6;
export const START_ROW = 13;
export const START_COL = 5;
/** Columns of the five home bays cut into the hedge. */
export const BAYS = [1, 3, 5, 7, 9];
/** Items wrap around through an off-screen margin at least as long as the longest item. */
export const MARGIN = 4;
export const PERIOD = COLS + 2 * MARGIN;
export const TIME_LIMIT = 30;
export const START_LIVES = 3;
export const MAX_LIVES = 5;
/** Minimum free cells between two road vehicles, so there is always a gap to hop into. */
export const ROAD_GAP = 2;
/** Turtle dive cycle (s): up, then sinking (still standing), under (deadly), rising. */
export const DIVE = { cycle: 6, sink: 3.6, under: 4.2, rise: 5.4 };

/** Base lane layout, row → spec; speeds in cells/s (+ to the right). */
/** @type {Record<number, LaneSpec>} */
export const LANE_SPECS = {
  1: { type: 'log', len: 3, count: 3, speed: 1.2 },
  2: { type: 'turtle', len: 2, count: 4, speed: -1.35 },
  3: { type: 'log', len: 4, count: 2, speed: 1.7 },
  4: { type: 'log', len: 3, count: 3, speed: 0.9 },
  5: { type: 'turtle', len: 3, count: 4, speed: -1.1 },
  7: { type: 'car', len: 1, count: 3, speed: 1.8 },
  8: { type: 'truck', len: 2, count: 2, speed: -1.1 },
  9: { type: 'racer', len: 1, count: 2, speed: 2.7 },
  10: { type: 'car', len: 1, count: 3, speed: -1.5 },
  11: { type: 'bulldozer', len: 1, count: 3, speed: 1.0 },
  12: { type: 'car', len: 1, count: 3, speed: -1.2 },
};

/** @param {number} row */
export const isRiver = (row) => row >= 1 && row <= 5;
/** @param {number} row */
export const isRoad = (row) => row >= 7 && row <= 12;

/** Speed factor of a level (1-based): faster every level, capped. @param {number} level */
export function speedFactor(level) {
  return Math.min(2.2, 1 + 0.14 * (level - 1));
}

/** Seconds allowed per attempt: a little shorter from level 4 on. @param {number} level */
export function timeLimit(level) {
  return level >= 4 ? TIME_LIMIT - 5 : TIME_LIMIT;
}

/** Floor-style modulo that is never negative. @param {number} a @param {number} m */
const mod = (a, m) => ((a % m) + m) % m;

/** Puts an item position back into the wrap window [-MARGIN, COLS + MARGIN). @param {number} x */
export function wrapX(x) {
  return -MARGIN + mod(x + MARGIN, PERIOD);
}

/**
 * The spec of a lane at a level: more vehicles every other level (never closing the gaps),
 * shorter logs from level 3.
 * @param {number} row @param {number} level @returns {LaneSpec}
 */
export function laneSpec(row, level) {
  const base = /** @type {LaneSpec} */ (LANE_SPECS[row]);
  const speed = base.speed * speedFactor(level);
  if (isRoad(row)) {
    const most = Math.floor(PERIOD / (base.len + ROAD_GAP + 1));
    return { ...base, speed, count: Math.min(most, base.count + Math.floor((level - 1) / 2)) };
  }
  if (base.type === 'log' && level >= 3) return { ...base, speed, len: Math.max(2, base.len - 1) };
  return { ...base, speed };
}

/** How many turtle groups of a lane dive at a level. @param {number} level @param {number} count */
export function divingGroups(level, count) {
  if (level <= 1) return 1;
  if (level <= 2) return 2;
  if (level <= 4) return Math.min(count - 1, 3);
  return count - 1;
}

/**
 * Builds every lane for a level. Items are spread evenly round the wrap window with a random
 * nudge that never closes a road gap below ROAD_GAP.
 * @param {number} level @param {() => number} rng @returns {Lane[]}
 */
export function buildLanes(level, rng) {
  /** @type {Lane[]} */
  const lanes = [];
  for (let row = 1; row <= 12; row++) {
    if (row === MEDIAN_ROW) {
      /** @type {Item[]} */
      const items = level >= 2 ? [{ x: -MARGIN, len: 2, type: 'snake', dive: -1 }] : [];
      lanes.push({ row, kind: 'median', speed: 0.9 * speedFactor(level), t: 0, items });
      continue;
    }
    const spec = laneSpec(row, level);
    const spacing = PERIOD / spec.count;
    const minGap = isRoad(row) ? ROAD_GAP : 1;
    const slack = Math.max(0, spacing - spec.len - minGap);
    const start = rng() * spacing;
    const divers = spec.type === 'turtle' ? divingGroups(level, spec.count) : 0;
    /** @type {Item[]} */
    const items = [];
    for (let i = 0; i < spec.count; i++) {
      const x = wrapX(-MARGIN + start + i * spacing + rng() * slack);
      items.push({ x, len: spec.len, type: spec.type, dive: i < divers ? i * 1.7 + rng() : -1 });
    }
    lanes.push({ row, kind: isRoad(row) ? 'road' : 'river', speed: spec.speed, t: 0, items });
  }
  return lanes;
}

/** @param {Lane[]} lanes @param {number} row */
export function laneAt(lanes, row) {
  return lanes.find((l) => l.row === row);
}

/**
 * Moves every lane on by dt seconds. The median snake paces back and forth instead of wrapping.
 * @param {Lane[]} lanes @param {number} dt
 */
export function stepLanes(lanes, dt) {
  for (const lane of lanes) {
    lane.t += dt;
    if (lane.kind === 'median') {
      for (const it of lane.items) {
        it.x += lane.speed * dt;
        if (it.x > COLS - it.len + 1.5) { it.x = COLS - it.len + 1.5; lane.speed = -Math.abs(lane.speed); }
        if (it.x < -1.5) { it.x = -1.5; lane.speed = Math.abs(lane.speed); }
      }
      continue;
    }
    for (const it of lane.items) it.x = wrapX(it.x + lane.speed * dt);
  }
}

/**
 * Where a turtle group is in its dive cycle at lane time t.
 * @param {Item} it @param {number} t @returns {'up'|'sinking'|'under'|'rising'}
 */
export function turtlePhase(it, t) {
  if (it.type !== 'turtle' || it.dive < 0) return 'up';
  const p = mod(t + it.dive, DIVE.cycle);
  if (p < DIVE.sink) return 'up';
  if (p < DIVE.under) return 'sinking';
  if (p < DIVE.rise) return 'under';
  return 'rising';
}

/** Half-width of the frog's body that counts for being hit (a little under half a cell). */
export const FROG_HALF = 0.3;

/**
 * What the frog's current spot means: safe (riding at `ride` cells/s on the river), or death by
 * traffic, water or being carried off the edge.
 * @param {Lane[]} lanes @param {Frog} frog @returns {Fate}
 */
export function frogFate(lanes, frog) {
  const cx = frog.x + 0.5;
  if (cx < 0 || cx > COLS) return { kind: 'edge', ride: 0 };
  const lane = laneAt(lanes, frog.row);
  if (!lane) return { kind: 'safe', ride: 0 };
  if (lane.kind === 'river') {
    for (const it of lane.items) {
      if (cx < it.x || cx > it.x + it.len) continue;
      if (turtlePhase(it, lane.t) === 'under') continue;
      return { kind: 'safe', ride: lane.speed };
    }
    return { kind: 'water', ride: 0 };
  }
  for (const it of lane.items) {
    if (cx + FROG_HALF > it.x + 0.08 && cx - FROG_HALF < it.x + it.len - 0.08) return { kind: 'car', ride: 0 };
  }
  return { kind: 'safe', ride: 0 };
}

/**
 * Where a hop lands, or null when blocked (the pavement's bottom and the side edges).
 * Landing on solid ground snaps to the grid; on the river (and reaching the bank, where the bay
 * check needs the true position) the frog keeps its place.
 * @param {Frog} frog @param {Dir} dir @returns {Frog | null}
 */
export function hopTarget(frog, dir) {
  let { x, row } = frog;
  if (dir === 'up') row--;
  else if (dir === 'down') row++;
  else if (dir === 'left') x--;
  else x++;
  if (row < HOME_ROW || row > START_ROW) return null;
  if (x < -0.5 || x > COLS - 0.5) return null;
  if (!isRiver(row) && row !== HOME_ROW) x = Math.max(0, Math.min(COLS - 1, Math.round(x)));
  return { x, row };
}

/**
 * The home bay a frog reaching the bank at x lands in, or -1 when it hits the hedge or a bay
 * that is already taken.
 * @param {number} x @param {boolean[]} homes
 */
export function homeBayAt(x, homes) {
  const cx = x + 0.5;
  for (let i = 0; i < BAYS.length; i++) {
    if (Math.abs(cx - (/** @type {number} */ (BAYS[i]) + 0.5)) <= 0.6) return homes[i] ? -1 : i;
  }
  return -1;
}

/** Points for reaching a row further up than before in this attempt. */
export const STEP_POINTS = 10;
/** Points for a frog home, plus time left. @param {number} timeLeft @param {boolean} fly */
export function homePoints(timeLeft, fly) {
  return 50 + 5 * Math.ceil(Math.max(0, timeLeft)) + (fly ? 200 : 0);
}
/** Bonus for filling all five bays. @param {number} level */
export function levelBonus(level) {
  return 1000 + 250 * (level - 1);
}
