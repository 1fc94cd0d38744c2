// @ts-check
/**
 * Pure rules of Match Rush (no DOM): a real-time match-3 board against the clock. Unlike a turn
 * based board, gems fall on their own physics and the player may keep swapping anywhere that is
 * at rest while other columns are still falling. Matches only count among gems at rest.
 *
 * grid[r][c], row 0 at the top; a gem's `y` is where it is drawn (in rows) and catches up with its
 * grid row by falling.
 */

export const PLAIN = 0;
/** Four in a line: bursts the 3 × 3 block around it. */
export const FLAME = 1;
/** L or T shape: clears its whole row and column. */
export const NOVA = 2;
/** Five in a line: clears every gem of its colour. */
export const STAR = 3;

export const GRAVITY = 55; // rows / s²
export const MAX_FALL = 16; // rows / s
export const DIE_T = 0.2;
export const SWAP_T = 0.12;

/**
 * @typedef {Object} Gem
 * @property {number} id
 * @property {number} c colour
 * @property {number} s special kind
 * @property {boolean} time carries +TIME_GEM seconds
 * @property {number} y drawn row (falls towards the grid row)
 * @property {number} vy rows per second
 * @property {number} dying seconds left before it is removed (0 alive)
 * @property {number} lock seconds left of a swap tween (0 none)
 * @property {number} fromR swap start row (for drawing the tween)
 * @property {number} fromC swap start column
 * @property {boolean} fresh its swap just finished: a match through it is the player's
 */
/** @typedef {(Gem | null)[][]} Grid */
/** @typedef {{r: number, c: number}} Pos */
/** @typedef {{color: number, cells: Pos[], longest: number, dir: 'h'|'v'|'both', player: boolean}} Group */
/**
 * @typedef {Object} StepEvents
 * @property {Group[]} groups matches found this step
 * @property {(Pos & {gem: Gem})[]} cleared gems that started dying (matched or blasted)
 * @property {(Pos & {gem: Gem})[]} created specials made this step
 * @property {number} timeGems time gems among the cleared
 * @property {number} landed gems that came to rest this step
 */

let uid = 1;
/** @param {number} c @param {number} [s] @param {number} [y] @returns {Gem} */
export function gem(c, s = PLAIN, y = 0) {
  return { id: uid++, c, s, time: false, y, vy: 0, dying: 0, lock: 0, fromR: 0, fromC: 0, fresh: false };
}

/** @param {Grid} b @param {number} r @param {number} c */
export function at(b, r, c) {
  return b[r]?.[c] ?? null;
}

/** Resting, alive, not being swapped: the only gems that can match or be swapped. @param {Gem | null} g @param {number} r */
export function still(g, r) {
  return !!g && g.y === r && g.dying === 0 && g.lock === 0;
}

/** Whether nothing on the board moves. @param {Grid} b */
export function settledBoard(b) {
  return b.every((row, r) => row.every((g) => still(g, r)));
}

/** @param {Pos} a @param {Pos} b */
export function adjacent(a, b) {
  return Math.abs(a.r - b.r) + Math.abs(a.c - b.c) === 1;
}

/** Board from rows of digits ('.' empty), all at rest (tests and set-ups). @param {string[]} rows @returns {Grid} */
export function parse(rows) {
  return rows.map((row, r) => [...row].map((ch) => (ch === '.' ? null : gem(Number(ch), PLAIN, r))));
}

/** @param {Grid} b */
export function show(b) {
  return b.map((row) => row.map((g) => (g ? String(g.c) : '.')).join(''));
}

/**
 * Runs of 3+ equal colours among resting gems, merged into groups when they cross (L and T).
 * `player` is set when a gem whose swap just finished is in the group.
 * @param {Grid} b @param {(g: Gem | null, r: number) => boolean} [ok] which gems take part
 * @returns {Group[]}
 */
export function findMatches(b, ok = still) {
  const rows = b.length;
  const cols = b[0]?.length ?? 0;
  /** @param {number} r @param {number} c */
  const colour = (r, c) => { const g = at(b, r, c); return ok(g, r) && g ? g.c : -1; };
  /** @type {{cells: Pos[], dir: 'h'|'v', color: number}[]} */
  const runs = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols;) {
      const k = colour(r, c);
      let e = c + 1;
      while (k >= 0 && e < cols && colour(r, e) === k) e++;
      if (k >= 0 && e - c >= 3) runs.push({ dir: 'h', color: k, cells: Array.from({ length: e - c }, (_, i) => ({ r, c: c + i })) });
      c = e;
    }
  }
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows;) {
      const k = colour(r, c);
      let e = r + 1;
      while (k >= 0 && e < rows && colour(e, c) === k) e++;
      if (k >= 0 && e - r >= 3) runs.push({ dir: 'v', color: k, cells: Array.from({ length: e - r }, (_, i) => ({ r: r + i, c })) });
      r = e;
    }
  }
  const parent = runs.map((_, i) => i);
  /** @param {number} i @returns {number} */
  const find = (i) => (parent[i] === i ? i : (parent[i] = find(/** @type {number} */ (parent[i]))));
  /** @type {Map<number, number>} */
  const owner = new Map();
  runs.forEach((run, i) => {
    for (const p of run.cells) {
      const key = p.r * 100 + p.c;
      const o = owner.get(key);
      if (o === undefined) owner.set(key, i);
      else parent[find(i)] = find(o);
    }
  });
  /** @type {Map<number, Group>} */
  const groups = new Map();
  runs.forEach((run, i) => {
    const root = find(i);
    let g = groups.get(root);
    if (!g) groups.set(root, (g = { color: run.color, cells: [], longest: 0, dir: run.dir, player: false }));
    if (g.dir !== run.dir) g.dir = 'both';
    g.longest = Math.max(g.longest, run.cells.length);
    for (const p of run.cells) {
      if (g.cells.some((q) => q.r === p.r && q.c === p.c)) continue;
      g.cells.push(p);
      if (at(b, p.r, p.c)?.fresh) g.player = true;
    }
  });
  return [...groups.values()];
}

/** @param {Group} g */
export function specialFor(g) {
  if (g.longest >= 5) return STAR;
  if (g.dir === 'both') return NOVA;
  if (g.longest === 4) return FLAME;
  return PLAIN;
}

/**
 * Cells a special sweeps when it goes off.
 * @param {Grid} b @param {Pos} p @param {Gem} g
 * @returns {Pos[]}
 */
export function blastArea(b, p, g) {
  const rows = b.length;
  const cols = b[0]?.length ?? 0;
  /** @type {Pos[]} */
  const out = [];
  if (g.s === FLAME) {
    for (let r = p.r - 1; r <= p.r + 1; r++) for (let c = p.c - 1; c <= p.c + 1; c++) if (r >= 0 && c >= 0 && r < rows && c < cols) out.push({ r, c });
  } else if (g.s === NOVA) {
    for (let c = 0; c < cols; c++) out.push({ r: p.r, c });
    for (let r = 0; r < rows; r++) if (r !== p.r) out.push({ r, c: p.c });
  } else if (g.s === STAR) {
    b.forEach((row, r) => row.forEach((x, c) => { if (x && x.c === g.c) out.push({ r, c }); }));
  }
  return out;
}

/**
 * Whether swapping two resting neighbours makes a match through one of them.
 * @param {Grid} b @param {Pos} a @param {Pos} q
 */
export function canSwap(b, a, q) {
  const ga = at(b, a.r, a.c);
  const gq = at(b, q.r, q.c);
  if (!adjacent(a, q) || !still(ga, a.r) || !still(gq, q.r)) return false;
  const t = b.map((row) => row.slice());
  /** @type {(Gem|null)[]} */ (t[a.r])[a.c] = gq;
  /** @type {(Gem|null)[]} */ (t[q.r])[q.c] = ga;
  const moved = [a, q];
  return findMatches(t, (g, r) => !!g && g.dying === 0 && (g.y === r || g === ga || g === gq) && (g.lock === 0)).some((m) =>
    m.cells.some((p) => moved.some((x) => x.r === p.r && x.c === p.c)));
}

/**
 * Swaps two gems (after `canSwap`); they are locked while the swap is drawn, then match.
 * @param {Grid} b @param {Pos} a @param {Pos} q
 */
export function doSwap(b, a, q) {
  const ga = /** @type {Gem} */ (at(b, a.r, a.c));
  const gq = /** @type {Gem} */ (at(b, q.r, q.c));
  /** @type {(Gem|null)[]} */ (b[a.r])[a.c] = gq;
  /** @type {(Gem|null)[]} */ (b[q.r])[q.c] = ga;
  Object.assign(ga, { lock: SWAP_T, fromR: a.r, fromC: a.c, y: q.r });
  Object.assign(gq, { lock: SWAP_T, fromR: q.r, fromC: q.c, y: a.r });
}

/**
 * A colour for a new gem at (r, c) that makes no run of three with the gems already bound for
 * their cells (dying ones are leaving and do not count).
 * @param {Grid} b @param {number} r @param {number} c @param {number} colors @param {() => number} rand
 */
export function refillColor(b, r, c, colors, rand) {
  /** @param {number} rr @param {number} cc */
  const k = (rr, cc) => { const g = at(b, rr, cc); return g && g.dying === 0 ? g.c : -1; };
  const banned = new Set();
  for (const [dr, dc] of [[0, 1], [1, 0]]) {
    const a1 = k(r - dr, c - dc);
    const a2 = k(r - 2 * dr, c - 2 * dc);
    const b1 = k(r + dr, c + dc);
    const b2 = k(r + 2 * dr, c + 2 * dc);
    if (a1 >= 0 && a1 === a2) banned.add(a1);
    if (b1 >= 0 && b1 === b2) banned.add(b1);
    if (a1 >= 0 && a1 === b1) banned.add(a1);
  }
  const options = [];
  for (let i = 0; i < colors; i++) if (!banned.has(i)) options.push(i);
  const pick = options.length ? options : [0];
  return /** @type {number} */ (pick[Math.floor(rand() * pick.length)]);
}

/**
 * Removes dead gems, lets the gems above drop into the gaps (their drawn height stays, so they
 * fall from where they were) and stacks new gems above the top edge.
 * @param {Grid} b @param {number} colors @param {() => number} rand @param {{timeChance?: number}} [o]
 * @returns {Gem[]} the new gems
 */
export function collapse(b, colors, rand, o = {}) {
  const rows = b.length;
  const cols = b[0]?.length ?? 0;
  /** @type {Gem[]} */
  const added = [];
  let timeOnBoard = b.some((row) => row.some((g) => g && g.time));
  /** @type {number[]} */
  const missing = [];
  // Every column settles first, so new colours are checked against where the old gems end up.
  for (let c = 0; c < cols; c++) {
    let write = rows - 1;
    for (let r = rows - 1; r >= 0; r--) {
      const g = at(b, r, c);
      if (!g) continue;
      if (write !== r) {
        /** @type {(Gem|null)[]} */ (b[write])[c] = g;
        /** @type {(Gem|null)[]} */ (b[r])[c] = null;
        g.lock = 0; // a gem pulled down mid-swap just falls
      }
      write--;
    }
    missing.push(write + 1);
  }
  for (let c = 0; c < cols; c++) {
    const n = /** @type {number} */ (missing[c]);
    if (!n) continue;
    // New gems queue up above the board, the lowest just out of sight, filled bottom-up.
    let top = 0;
    for (let r = n; r < rows; r++) top = Math.min(top, /** @type {Gem} */ (at(b, r, c)).y);
    for (let i = 0; i < n; i++) {
      const r = n - 1 - i;
      const g = gem(refillColor(b, r, c, colors, rand), PLAIN, Math.min(-1, top - 1) - i);
      if (!timeOnBoard && rand() < (o.timeChance ?? 0)) { g.time = true; timeOnBoard = true; }
      /** @type {(Gem|null)[]} */ (b[r])[c] = g;
      added.push(g);
    }
  }
  return added;
}

/**
 * Starts clearing the given cells: they begin dying; specials among them go off (chains too).
 * @param {Grid} b @param {Pos[]} cells
 * @returns {(Pos & {gem: Gem})[]}
 */
export function blast(b, cells) {
  /** @type {(Pos & {gem: Gem})[]} */
  const out = [];
  const seen = new Set();
  const queue = cells.slice();
  while (queue.length) {
    const p = /** @type {Pos} */ (queue.shift());
    const key = p.r * 100 + p.c;
    if (seen.has(key)) continue;
    seen.add(key);
    const g = at(b, p.r, p.c);
    // Falling gems are out of reach; a gem already dying was counted when it started.
    if (!g || g.dying > 0 || g.y !== p.r) continue;
    g.dying = DIE_T;
    g.lock = 0;
    out.push({ ...p, gem: g });
    if (g.s !== PLAIN) queue.push(...blastArea(b, p, g));
  }
  return out;
}

/**
 * Finds the matches among resting gems, starts them dying and leaves the specials they earn.
 * @param {Grid} b
 * @returns {{groups: Group[], cleared: (Pos & {gem: Gem})[], created: (Pos & {gem: Gem})[]}}
 */
export function resolve(b) {
  const groups = findMatches(b);
  /** @type {(Pos & {gem: Gem})[]} */
  const created = [];
  /** @type {Pos[]} */
  const cells = [];
  /** @type {Pos[]} */
  const spots = [];
  for (const g of groups) {
    cells.push(...g.cells);
    const s = specialFor(g);
    if (s === PLAIN) continue;
    const spot = g.cells.find((p) => at(b, p.r, p.c)?.fresh) ?? /** @type {Pos} */ (g.cells[Math.floor(g.cells.length / 2)]);
    spots.push(spot);
    created.push({ ...spot, gem: gem(g.color, s, spot.r) });
  }
  const cleared = blast(b, cells);
  for (const p of created) /** @type {(Gem|null)[]} */ (b[p.r])[p.c] = p.gem;
  return { groups, cleared, created };
}

/**
 * Advances the board by dt: swap tweens, dying gems, gravity, refill and matching.
 * @param {Grid} b @param {number} dt @param {number} colors @param {() => number} rand @param {{timeChance?: number}} [o]
 * @returns {StepEvents}
 */
export function step(b, dt, colors, rand, o = {}) {
  const rows = b.length;
  const cols = b[0]?.length ?? 0;
  let removed = false;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const g = at(b, r, c);
      if (!g) continue;
      if (g.lock > 0 && (g.lock -= dt) <= 0) { g.lock = 0; g.fresh = true; }
      if (g.dying > 0 && (g.dying -= dt) <= 0) { /** @type {(Gem|null)[]} */ (b[r])[c] = null; removed = true; }
    }
  }
  if (removed || b.some((row) => row.some((g) => !g))) collapse(b, colors, rand, o);
  let landed = 0;
  for (let c = 0; c < cols; c++) {
    let floor = rows; // drawn top of the gem below: nothing overtakes it
    let floorV = Infinity;
    for (let r = rows - 1; r >= 0; r--) {
      const g = at(b, r, c);
      if (!g) continue;
      if (g.y < r && g.lock === 0) {
        g.vy = Math.min(MAX_FALL, g.vy + GRAVITY * dt);
        g.y += g.vy * dt;
        if (g.y >= r) { g.y = r; g.vy = 0; landed++; }
      }
      if (g.y > floor - 1) { g.y = floor - 1; g.vy = Math.min(g.vy, floorV); }
      floor = g.y;
      floorV = g.vy;
    }
  }
  const res = resolve(b);
  for (const row of b) for (const g of row) if (g) g.fresh = false;
  return { ...res, timeGems: res.cleared.filter((p) => p.gem.time).length, landed };
}

/** First swap that makes a match among resting gems, or null. @param {Grid} b @returns {[Pos, Pos] | null} */
export function findMove(b) {
  const rows = b.length;
  const cols = b[0]?.length ?? 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (c + 1 < cols && canSwap(b, { r, c }, { r, c: c + 1 })) return [{ r, c }, { r, c: c + 1 }];
      if (r + 1 < rows && canSwap(b, { r, c }, { r: r + 1, c })) return [{ r, c }, { r: r + 1, c }];
    }
  }
  return null;
}

/**
 * A resting board with no match and at least one move.
 * @param {number} rows @param {number} cols @param {number} colors @param {() => number} rand
 * @returns {Grid}
 */
export function newBoard(rows, cols, colors, rand) {
  for (;;) {
    /** @type {Grid} */
    const b = Array.from({ length: rows }, () => Array.from({ length: cols }, () => null));
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) /** @type {(Gem|null)[]} */ (b[r])[c] = gem(refillColor(b, r, c, colors, rand), PLAIN, r);
    if (!findMatches(b).length && findMove(b)) return b;
  }
}

/**
 * Shuffles a resting board that has no move left, keeping its gems, until it has a move and no
 * ready match.
 * @param {Grid} b @param {number} colors @param {() => number} rand
 * @returns {Grid}
 */
export function reshuffle(b, colors, rand) {
  const all = /** @type {Gem[]} */ (b.flat().filter(Boolean));
  for (let tries = 0; tries < 200; tries++) {
    for (let i = all.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [all[i], all[j]] = [/** @type {Gem} */ (all[j]), /** @type {Gem} */ (all[i])];
    }
    let k = 0;
    const out = b.map((row, r) => row.map((g) => {
      if (!g) return null;
      const x = /** @type {Gem} */ (all[k++]);
      x.y = r;
      x.vy = 0;
      return x;
    }));
    if (!findMatches(out).length && findMove(out)) return out;
  }
  return newBoard(b.length, b[0]?.length ?? 0, colors, rand);
}

// ------------------------------------------------------------------ clock, fever, score

export const TIME_START = 60;
export const TIME_MAX = 90;
export const TIME_GEM = 5;

/**
 * Seconds a group puts back on the clock: bigger player matches earn more, cascades a little.
 * @param {number} size @param {boolean} player
 */
export function timeBonus(size, player) {
  if (!player) return 0.25;
  return size >= 5 ? 3 : size === 4 ? 1.5 : 0.5;
}

/** Adds seconds without going past the cap. @param {number} clock @param {number} add */
export function addTime(clock, add) {
  return Math.min(TIME_MAX, clock + add);
}

/** How fast the clock runs (seconds per second) at a level. @param {number} level */
export function drainRate(level) {
  return Math.min(2, 1 + 0.12 * (level - 1));
}

/** Score needed to reach level n (n ≥ 1). @param {number} n */
export function levelThreshold(n) {
  return 1500 * ((n - 1) * n) / 2;
}

/** @param {number} score */
export function levelFor(score) {
  let n = 1;
  while (levelThreshold(n + 1) <= score) n++;
  return n;
}

/** Colours in play: a sixth from level 4 makes matches scarcer. @param {number} level */
export function colorsFor(level) {
  return level >= 4 ? 6 : 5;
}

export const FEVER_MAX = 4;
/** Seconds between two of the player's matches that still count as one chain. */
export const CHAIN_WINDOW = 2.5;

/** @typedef {{meter: number, level: number, chain: number, since: number}} Fever */

/** @returns {Fever} */
export function newFever() {
  return { meter: 0, level: 0, chain: 0, since: 99 };
}

/** Score multiplier of a fever level. @param {Fever} f */
export function multiplier(f) {
  return 1 + f.level;
}

/** Meter lost per second: hotter fevers burn out faster. @param {number} level */
export function feverDecay(level) {
  return 0.045 + 0.035 * level;
}

/**
 * Time passes: the meter drains; running dry drops a fever level and leaves the meter half full.
 * @param {Fever} f @param {number} dt
 * @returns {boolean} whether a level was lost
 */
export function feverTick(f, dt) {
  f.since += dt;
  if (f.since > CHAIN_WINDOW) f.chain = 0;
  f.meter -= feverDecay(f.level) * dt;
  if (f.meter > 0) return false;
  if (f.level > 0) {
    f.level--;
    f.meter = 0.5;
    return true;
  }
  f.meter = 0;
  return false;
}

/**
 * A match feeds the meter; player matches made quickly one after another feed it more. A full
 * meter raises the fever level (and the multiplier) and restarts a third full.
 * @param {Fever} f @param {number} size @param {boolean} player
 * @returns {boolean} whether the fever level rose
 */
export function feverMatch(f, size, player) {
  if (player) {
    f.chain = f.since <= CHAIN_WINDOW ? f.chain + 1 : 1;
    f.since = 0;
  }
  const gain = ((player ? 0.11 : 0.04) + 0.05 * Math.max(0, size - 3)) * (1 + 0.2 * Math.min(5, Math.max(0, f.chain - 1)));
  f.meter += gain;
  if (f.meter < 1) return false;
  if (f.level < FEVER_MAX) {
    f.level++;
    f.meter = 0.35;
    return true;
  }
  f.meter = 1;
  return false;
}

/**
 * Points for one group: 10 a gem plus 20 for each past three, half again for the player's quick
 * chains, all times the fever multiplier.
 * @param {number} size @param {Fever} f
 */
export function groupScore(size, f) {
  const base = size * 10 + Math.max(0, size - 3) * 20;
  const chainBonus = 1 + 0.1 * Math.min(5, Math.max(0, f.chain - 1));
  return Math.round(base * chainBonus) * multiplier(f);
}

/** Points for gems caught in a blast (not part of a match). @param {number} n @param {Fever} f */
export function blastScore(n, f) {
  return n * 15 * multiplier(f);
}

/**
 * What one step's events are worth: points, seconds back on the clock and fever (the fever is
 * updated in place, group by group, so a level reached mid-step already multiplies the rest).
 * @param {StepEvents} ev @param {Fever} f
 * @returns {{points: number, seconds: number, feverUps: number, playerMatches: number, blasted: number}}
 */
export function tally(ev, f) {
  let points = 0;
  let seconds = 0;
  let feverUps = 0;
  let playerMatches = 0;
  const inMatch = new Set();
  for (const g of ev.groups) {
    if (g.player) playerMatches++;
    if (feverMatch(f, g.cells.length, g.player)) feverUps++;
    points += groupScore(g.cells.length, f);
    seconds += timeBonus(g.cells.length, g.player);
    for (const p of g.cells) inMatch.add(p.r * 100 + p.c);
  }
  const blasted = ev.cleared.filter((p) => !inMatch.has(p.r * 100 + p.c)).length;
  points += blastScore(blasted, f);
  seconds += ev.timeGems * TIME_GEM;
  return { points, seconds, feverUps, playerMatches, blasted };
}
