// @ts-check
/**
 * Go on a 9×9 board: captures, the ko rule, no suicide, passing, area scoring with komi, and a
 * Monte-Carlo opponent. Pure functions, no DOM.
 *
 * The board is a padded array of 11×11 points (a border of EDGE around the 9×9 grid), so
 * neighbours never need bounds checks: point (r, c) is (r + 1) * 11 + c + 1.
 */

export const N = 9;
export const W = N + 2;
export const SIZE = W * W;
export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;
export const EDGE = 3;
export const PASS = -1;
/** `last` before any move (not a pass). */
export const NONE = -2;
export const KOMI = 6.5;
const DIRS = [1, -1, W, -W];
const DIAG = [W + 1, W - 1, -W + 1, -W - 1];

// Hot paths use no globals (Math etc.): in test sandboxes every global lookup is slow.
const { sqrt, log } = Math;

/**
 * @typedef {Object} State
 * @property {Uint8Array} board SIZE points
 * @property {number} toMove BLACK or WHITE
 * @property {number} ko point the player to move may not take back, or -1
 * @property {number[]} captures stones captured by [_, black, white]
 * @property {number} passes consecutive passes so far
 * @property {number} moves moves played (passes included)
 * @property {number} last last move: a point, PASS, or NONE before the first
 */

/** @param {number} r @param {number} c */
export const pt = (r, c) => (r + 1) * W + c + 1;
/** @param {number} p */
export const rowOf = (p) => ((p / W) | 0) - 1;
/** @param {number} p */
export const colOf = (p) => (p % W) - 1;

/** Every on-board point, row by row. */
export const POINTS = (() => {
  const out = [];
  for (let r = 0; r < N; r++) for (let c = 0; c < N; c++) out.push(pt(r, c));
  return out;
})();

/** @returns {State} */
export function newGame() {
  const board = new Uint8Array(SIZE).fill(EDGE);
  for (const p of POINTS) board[p] = EMPTY;
  return { board, toMove: BLACK, ko: -1, captures: [0, 0, 0], passes: 0, moves: 0, last: NONE };
}

/** @param {State} s @returns {State} */
export function clone(s) {
  return { ...s, board: s.board.slice(), captures: s.captures.slice() };
}

/** Builds a position from rows of '.', 'X' (black) and 'O' (white). @param {string[]} rows @param {number} [toMove] */
export function fromRows(rows, toMove = BLACK) {
  const s = newGame();
  rows.forEach((row, r) => [...row].forEach((ch, c) => { if (ch === 'X' || ch === 'O') s.board[pt(r, c)] = ch === 'X' ? BLACK : WHITE; }));
  s.toMove = toMove;
  return s;
}

/** @param {State} s */
export function toRows(s) {
  const out = [];
  for (let r = 0; r < N; r++) {
    let line = '';
    for (let c = 0; c < N; c++) { const v = s.board[pt(r, c)]; line += v === BLACK ? 'X' : v === WHITE ? 'O' : '.'; }
    out.push(line);
  }
  return out;
}

const stamp = new Uint32Array(SIZE);
let stampNo = 0;
const stack = new Int16Array(SIZE);

/**
 * The stones of the group at `p` and its liberties (up to `maxLibs`, for early exit).
 * @param {Uint8Array} b @param {number} p @param {number} [maxLibs]
 * @returns {{stones: number[], libs: number[]}}
 */
export function group(b, p, maxLibs = SIZE) {
  const color = b[p];
  const stones = [];
  const libs = [];
  stampNo++;
  let sp = 0;
  stack[sp++] = p;
  stamp[p] = stampNo;
  while (sp > 0) {
    const q = stack[--sp] ?? 0;
    stones.push(q);
    for (let d = 0; d < 4; d++) {
      const n = q + (DIRS[d] ?? 0);
      if (stamp[n] === stampNo) continue;
      const v = b[n];
      if (v === color) { stamp[n] = stampNo; stack[sp++] = n; } else if (v === EMPTY) {
        stamp[n] = stampNo;
        libs.push(n);
        if (libs.length >= maxLibs) return { stones, libs };
      }
    }
  }
  return { stones, libs };
}

/** Whether the group at `p` has at least one liberty other than `except`. @param {Uint8Array} b @param {number} p @param {number} except */
function hasLibertyBut(b, p, except) {
  const color = b[p];
  stampNo++;
  let sp = 0;
  stack[sp++] = p;
  stamp[p] = stampNo;
  while (sp > 0) {
    const q = stack[--sp] ?? 0;
    for (let d = 0; d < 4; d++) {
      const n = q + (DIRS[d] ?? 0);
      if (stamp[n] === stampNo) continue;
      const v = b[n];
      if (v === EMPTY && n !== except) return true;
      stamp[n] = stampNo;
      if (v === color) stack[sp++] = n;
    }
  }
  return false;
}

/** Removes the group at `p`; returns how many stones. @param {Uint8Array} b @param {number} p */
function removeGroup(b, p) {
  const color = b[p];
  let n = 0;
  let sp = 0;
  stack[sp++] = p;
  b[p] = EMPTY;
  while (sp > 0) {
    const q = stack[--sp] ?? 0;
    n++;
    for (let d = 0; d < 4; d++) {
      const m = q + (DIRS[d] ?? 0);
      if (b[m] === color) { b[m] = EMPTY; stack[sp++] = m; }
    }
  }
  return n;
}

/**
 * Whether `color` may play at `p` (without changing the board): the point is free and not the
 * ko point, and the stone would live: a free neighbour, a friend with another liberty, or a
 * neighbouring enemy group it captures.
 * @param {Uint8Array} b @param {number} p @param {number} color @param {number} ko
 */
export function canPlay(b, p, color, ko) {
  if (b[p] !== EMPTY || p === ko) return false;
  const other = 3 - color;
  for (let d = 0; d < 4; d++) {
    const n = p + (DIRS[d] ?? 0);
    const v = b[n];
    if (v === EMPTY) return true;
    if (v === color && hasLibertyBut(b, n, p)) return true;
    if (v === other && !hasLibertyBut(b, n, p)) return true;
  }
  return false;
}

/**
 * Plays `color` at `p` on board `b` in place, if legal: not occupied, not the ko point, not
 * suicide. Returns -2 when illegal, else the new ko point (-1 for none). `captured` receives the
 * number of stones taken in slot 0.
 * @param {Uint8Array} b @param {number} p @param {number} color @param {number} ko @param {Int32Array | number[]} captured
 */
export function playOn(b, p, color, ko, captured) {
  if (!canPlay(b, p, color, ko)) return -2;
  const other = 3 - color;
  b[p] = color;
  let taken = 0;
  let takenAt = -1;
  for (let d = 0; d < 4; d++) {
    const n = p + (DIRS[d] ?? 0);
    if (b[n] === other && !hasLibertyBut(b, n, -1)) {
      const k = removeGroup(b, n);
      taken += k;
      takenAt = n;
    }
  }
  captured[0] = taken;
  // Ko: a single stone took a single stone and now hangs by that one liberty.
  if (taken === 1) {
    let friends = 0;
    let libs = 0;
    for (let d = 0; d < 4; d++) {
      const v = b[p + (DIRS[d] ?? 0)];
      if (v === color) friends++;
      else if (v === EMPTY) libs++;
    }
    if (!friends && libs === 1) return takenAt;
  }
  return -1;
}

/** Whether the player to move may play at `p`. @param {State} s @param {number} p */
export function isLegal(s, p) {
  if (p === PASS) return true;
  return p >= 0 && p < SIZE && canPlay(s.board, p, s.toMove, s.ko);
}

/**
 * Plays a move (or PASS) for the player to move; returns the new state, or null if illegal.
 * @param {State} s @param {number} p
 */
export function play(s, p) {
  if (p === PASS) {
    return { ...clone(s), toMove: 3 - s.toMove, ko: -1, passes: s.passes + 1, moves: s.moves + 1, last: PASS };
  }
  const n = clone(s);
  const cap = [0];
  const ko = playOn(n.board, p, s.toMove, s.ko, cap);
  if (ko === -2) return null;
  n.captures[s.toMove] = (n.captures[s.toMove] ?? 0) + (cap[0] ?? 0);
  n.ko = ko;
  n.toMove = 3 - s.toMove;
  n.passes = 0;
  n.moves++;
  n.last = p;
  return n;
}

/** Every legal point for the player to move (passing aside). @param {State} s */
export function legalPoints(s) {
  return POINTS.filter((p) => isLegal(s, p));
}

/** Two passes in a row end the game. @param {State} s */
export function isOver(s) {
  return s.passes >= 2;
}

/**
 * A point every neighbour of which is `color` (or the edge), with at most one diagonal held by
 * the other colour (none on the edge): filling it would only hurt its owner.
 * @param {Uint8Array} b @param {number} p @param {number} color
 */
export function isEye(b, p, color) {
  if (b[p] !== EMPTY) return false;
  for (let d = 0; d < 4; d++) {
    const v = b[p + (DIRS[d] ?? 0)];
    if (v !== color && v !== EDGE) return false;
  }
  let bad = 0;
  let edge = 0;
  for (let d = 0; d < 4; d++) {
    const v = b[p + (DIAG[d] ?? 0)];
    if (v === EDGE) edge = 1;
    else if (v === 3 - color) bad++;
  }
  return bad + edge < 2;
}

/**
 * Area score (Tromp–Taylor): stones on the board plus empty regions that touch only one colour.
 * Stones listed in `dead` are taken off first. Returns black − white − komi and the owner of
 * every point (0 neutral).
 * @param {Uint8Array} board @param {number} [komi] @param {Iterable<number>} [dead]
 */
export function score(board, komi = KOMI, dead = []) {
  const b = board.slice();
  for (const p of dead) b[p] = EMPTY;
  const owner = new Uint8Array(SIZE);
  const seen = new Uint8Array(SIZE);
  let black = 0;
  let white = 0;
  for (const p of POINTS) {
    const v = b[p];
    if (v === BLACK) { black++; owner[p] = BLACK; continue; }
    if (v === WHITE) { white++; owner[p] = WHITE; continue; }
    if (seen[p]) continue;
    // Flood the empty region and note which colours border it.
    const region = [];
    let touches = 0;
    const q = [p];
    seen[p] = 1;
    while (q.length) {
      const x = /** @type {number} */ (q.pop());
      region.push(x);
      for (const d of DIRS) {
        const n = x + d;
        const v2 = b[n];
        if (v2 === EMPTY && !seen[n]) { seen[n] = 1; q.push(n); } else if (v2 === BLACK) touches |= 1; else if (v2 === WHITE) touches |= 2;
      }
    }
    const who = touches === 1 ? BLACK : touches === 2 ? WHITE : 0;
    for (const x of region) owner[x] = who;
    if (who === BLACK) black += region.length;
    else if (who === WHITE) white += region.length;
  }
  return { black, white, margin: black - white - komi, owner };
}

// ---------------------------------------------------------------- playouts

/** @param {() => number} rand @param {number} n */
const randInt = (rand, n) => (rand() * n) | 0;

/** Empty neighbours of a point. @param {Uint8Array} b @param {number} p */
function countFree(b, p) {
  let n = 0;
  for (let d = 0; d < 4; d++) if (b[p + (DIRS[d] ?? 0)] === EMPTY) n++;
  return n;
}

/**
 * A reply to the last move: capture a group it left in atari, or run out with one of ours it
 * put in atari (when the run gains liberties). -1 if none.
 * @param {Uint8Array} b @param {number} color @param {number} ko @param {number} last
 */
export function tacticalReply(b, color, ko, last) {
  if (last <= 0) return -1;
  for (let d = 0; d < 4; d++) {
    const n = last + (DIRS[d] ?? 0);
    const v = b[n];
    if (v === EMPTY || v === EDGE) continue;
    const g = group(b, n, 2);
    if (g.libs.length !== 1) continue;
    const lib = /** @type {number} */ (g.libs[0]);
    if (v === color && countFree(b, lib) < 2) continue;
    if (!isEye(b, lib, color) && canPlay(b, lib, color, ko)) return lib;
  }
  // The last stone itself in atari.
  const g = b[last] === 3 - color ? group(b, last, 2) : null;
  if (g && g.libs.length === 1) {
    const lib = /** @type {number} */ (g.libs[0]);
    if (canPlay(b, lib, color, ko)) return lib;
  }
  return -1;
}

/**
 * Urgent points for `color`: the last liberty of every group in atari, worth more the bigger the
 * group (capturing theirs, or running out with ours when that gains liberties).
 * @param {Uint8Array} b @param {number} color @returns {Map<number, number>}
 */
export function ataris(b, color) {
  /** @type {Map<number, number>} */
  const out = new Map();
  const seen = new Uint8Array(SIZE);
  for (const p of POINTS) {
    const v = b[p];
    if ((v !== BLACK && v !== WHITE) || seen[p]) continue;
    const g = group(b, p, 2);
    if (g.libs.length !== 1) continue;
    const full = group(b, p);
    for (const q of full.stones) seen[q] = 1;
    const lib = /** @type {number} */ (g.libs[0]);
    if (v === color && countFree(b, lib) < 2) continue;
    const size = full.stones.length;
    out.set(lib, (out.get(lib) ?? 0) + 0.25 + 0.05 * (size > 6 ? 6 : size));
  }
  return out;
}

/**
 * Plays a game out at random on board `b` (mutated) with `color` to move. Nobody fills their own
 * eyes; tacticalReply adds a little sense. Ends after two passes. Returns black's area margin
 * (komi included).
 * @param {Uint8Array} b @param {number} color @param {number} ko @param {number} last
 * @param {() => number} rand @param {number} komi @param {Uint8Array | null} firstBy AMAF: the colour that played each point first
 */
export function playout(b, color, ko, last, rand, komi, firstBy) {
  const cap = [0];
  const empties = [];
  for (const p of POINTS) if (b[p] === EMPTY) empties.push(p);
  let passes = 0;
  let moves = 0;
  while (passes < 2 && moves < 200) {
    let move = tacticalReply(b, color, ko, last);
    if (move < 0) {
      const n = empties.length;
      let i = n ? randInt(rand, n) : 0;
      for (let k = 0; k < n; k++) {
        const p = /** @type {number} */ (empties[i]);
        if (!isEye(b, p, color) && canPlay(b, p, color, ko)) { move = p; break; }
        i = i + 1 === n ? 0 : i + 1;
      }
    }
    if (move < 0) {
      passes++;
      ko = -1;
      last = -1;
    } else {
      passes = 0;
      ko = playOn(b, move, color, ko, cap);
      if (firstBy && !firstBy[move]) firstBy[move] = color;
      if ((cap[0] ?? 0) > 0) {
        empties.length = 0;
        for (const p of POINTS) if (b[p] === EMPTY) empties.push(p);
      } else {
        const j = empties.indexOf(move);
        if (j >= 0) { empties[j] = /** @type {number} */ (empties[empties.length - 1]); empties.pop(); }
      }
      last = move;
    }
    color = 3 - color;
    moves++;
  }
  return score(b, komi).margin;
}

/**
 * Who owns each point at the end, on average over random playouts: +1 always black, −1 always
 * white. Used to find dead stones when the game ends.
 * @param {State} s @param {number} playouts @param {() => number} rand
 */
export function ownership(s, playouts, rand) {
  const own = new Float32Array(SIZE);
  const b = new Uint8Array(SIZE);
  for (let i = 0; i < playouts; i++) {
    b.set(s.board);
    playout(b, s.toMove, s.ko, s.last, rand, 0, null);
    const { owner } = score(b, 0);
    for (const p of POINTS) own[p] = (own[p] ?? 0) + (owner[p] === BLACK ? 1 : owner[p] === WHITE ? -1 : 0);
  }
  for (const p of POINTS) own[p] = (own[p] ?? 0) / playouts;
  return own;
}

/**
 * Stones that would be lost anyway: whole groups standing on points the other colour owns more
 * often than not. Averaging over a group's stones evens out the noise of random playouts, which
 * now and then lose even a living group.
 * @param {State} s @param {Float32Array} own
 */
export function deadStones(s, own) {
  const dead = [];
  const seen = new Uint8Array(SIZE);
  for (const p of POINTS) {
    const v = s.board[p];
    if ((v !== BLACK && v !== WHITE) || seen[p]) continue;
    const { stones } = group(s.board, p);
    let sum = 0;
    for (const q of stones) { seen[q] = 1; sum += own[q] ?? 0; }
    const mean = sum / stones.length;
    if ((v === BLACK && mean < -0.2) || (v === WHITE && mean > 0.2)) dead.push(...stones);
  }
  return dead.sort((a, b) => a - b);
}

/**
 * Final result with dead stones removed. margin > 0: black wins.
 * @param {State} s @param {() => number} rand @param {number} [komi] @param {number} [playouts]
 */
export function finalScore(s, rand, komi = KOMI, playouts = 300) {
  const dead = deadStones(s, ownership(s, playouts, rand));
  return { ...score(s.board, komi, dead), dead };
}

// ---------------------------------------------------------------- the computer

/**
 * @typedef {Object} SearchOptions
 * @property {number} playouts how many playouts to run
 * @property {() => number} rand
 * @property {number} [komi]
 * @property {() => number} [now] clock in ms, with `budgetMs`
 * @property {number} [budgetMs] stop early after this much thinking time
 */

/**
 * Flat Monte-Carlo search with AMAF (all-moves-as-first) statistics: every legal non-eye point
 * is a candidate; playouts go to the candidates by UCB, and each playout also credits the
 * candidates its player happened to play later on, which sharpens the estimates early.
 * Runs in slices (`step`) so a game can think between animation frames.
 */
export class Search {
  /** @param {State} s @param {SearchOptions} o */
  constructor(s, o) {
    this.s = s;
    this.o = o;
    this.me = s.toMove;
    /** @type {number[]} */
    this.cands = POINTS.filter((p) => !isEye(s.board, p, s.toMove) && canPlay(s.board, p, s.toMove, s.ko));
    const n = this.cands.length;
    this.wins = new Float64Array(n);
    this.visits = new Float64Array(n);
    this.amafW = new Float64Array(n);
    this.amafN = new Float64Array(n);
    this.index = new Int16Array(SIZE).fill(-1);
    this.cands.forEach((p, i) => { this.index[p] = i; });
    // Priors: a little credit for captures, escapes and moves near the action; none for the
    // first line, where random play likes to wander.
    this.prior = new Float64Array(n);
    const urgent = ataris(s.board, s.toMove);
    this.cands.forEach((p, i) => {
      const r = rowOf(p);
      const c = colOf(p);
      let v = 0.5;
      if (r === 0 || c === 0 || r === N - 1 || c === N - 1) v -= 0.1;
      v += urgent.get(p) ?? 0;
      this.prior[i] = v;
    });
    this.done = 0;
    this.spentMs = 0;
    this.board = new Uint8Array(SIZE);
    this.firstBy = new Uint8Array(SIZE);
  }

  /** UCB with AMAF blended in while real visits are few. @param {number} i @param {number} logTotal log of the playouts so far */
  value(i, logTotal) {
    const n = this.visits[i] ?? 0;
    const an = this.amafN[i] ?? 0;
    const prior = this.prior[i] ?? 0.5;
    // The prior counts as a few virtual playouts in both estimates, so urgent points (captures,
    // escapes) stand out before the random playouts have told the moves apart.
    const q = (/** @type {number} */ (this.wins[i]) + prior * 8) / (n + 8);
    const qa = (/** @type {number} */ (this.amafW[i]) + prior * 20) / (an + 20);
    const beta = an / (an + n + n * an / 400 + 1);
    return (1 - beta) * q + beta * qa + 0.25 * sqrt(logTotal / (n + 1));
  }

  /** Runs up to `count` more playouts (fewer if the time budget runs out). @param {number} count */
  step(count) {
    const { rand, komi = KOMI, now, budgetMs } = this.o;
    const t0 = now ? now() : 0;
    const n = this.cands.length;
    if (!n) { this.done = this.o.playouts; return; }
    for (let k = 0; k < count && this.done < this.o.playouts; k++) {
      let best = 0;
      let bestV = -1;
      const lt = log(this.done + 1);
      for (let i = 0; i < n; i++) {
        const v = this.value(i, lt);
        if (v > bestV) { bestV = v; best = i; }
      }
      const p = /** @type {number} */ (this.cands[best]);
      const b = this.board;
      b.set(this.s.board);
      this.firstBy.fill(0);
      const cap = [0];
      const ko = playOn(b, p, this.me, this.s.ko, cap);
      const margin = playout(b, 3 - this.me, ko, p, rand, komi, this.firstBy);
      // Mostly win or lose, plus a little for the size of the margin: when every move wins (or
      // every move loses) the margin still tells a capture from a slack move.
      const mine = this.me === BLACK ? margin : -margin;
      const edge = 0.5 + mine / 40;
      const reward = (mine > 0 ? 0.9 : 0) + 0.1 * (edge < 0 ? 0 : edge > 1 ? 1 : edge);
      this.visits[best] = (this.visits[best] ?? 0) + 1;
      this.wins[best] = (this.wins[best] ?? 0) + reward;
      for (let i = 0; i < n; i++) {
        if (i === best || this.firstBy[/** @type {number} */ (this.cands[i])] !== this.me) continue;
        this.amafN[i] = (this.amafN[i] ?? 0) + 1;
        this.amafW[i] = (this.amafW[i] ?? 0) + reward;
      }
      this.done++;
    }
    if (now) this.spentMs += now() - t0;
    if (budgetMs !== undefined && this.spentMs >= budgetMs) this.done = this.o.playouts;
  }

  get finished() {
    return this.done >= this.o.playouts;
  }

  /** The most visited candidate and its win rate; PASS when nothing is worth playing. */
  best() {
    let best = -1;
    let most = -1;
    for (let i = 0; i < this.cands.length; i++) {
      const v = (this.visits[i] ?? 0) + (this.amafN[i] ?? 0) * 0.01;
      if (v > most) { most = v; best = i; }
    }
    if (best < 0) return { move: PASS, winRate: 0 };
    const n = this.visits[best] ?? 0;
    return { move: /** @type {number} */ (this.cands[best]), winRate: n ? (this.wins[best] ?? 0) / n : 0.5 };
  }
}

/** Thinking for a difficulty and level: playouts (and on easy, a chance of a loose move). @param {string} difficulty @param {number} level */
export function aiSettings(difficulty, level) {
  const base = difficulty === 'hard' ? 3000 : difficulty === 'medium' ? 1400 : 500;
  return { playouts: Math.min(6000, Math.round(base * (1 + 0.35 * (level - 1)))), loose: difficulty === 'easy' ? Math.max(0, 0.3 - 0.1 * (level - 1)) : 0 };
}

/**
 * The computer's whole decision, in one go (tests, and the game when it needs no slicing).
 * Passes when nothing is left to play or when the opponent has passed and passing wins;
 * resigns (`resign: true`) when hopeless late in the game.
 * @param {State} s @param {SearchOptions & {loose?: number}} o
 */
export function chooseMove(s, o) {
  const search = new Search(s, o);
  while (!search.finished) search.step(64);
  return decide(s, search, o.rand, o.komi ?? KOMI, o.loose ?? 0);
}

/**
 * Turns a finished search into a move. @param {State} s @param {Search} search @param {() => number} rand
 * @param {number} komi @param {number} loose chance of a looser (second-tier) move
 * @returns {{move: number, winRate: number, resign: boolean}}
 */
export function decide(s, search, rand, komi, loose) {
  const { move, winRate } = search.best();
  if (move === PASS) return { move: PASS, winRate, resign: false };
  if (s.last === PASS) {
    // The opponent passed: end the game if the count already favours us.
    const fin = finalScore(s, rand, komi, 120);
    if (s.toMove === BLACK ? fin.margin > 0 : fin.margin < 0) return { move: PASS, winRate, resign: false };
  }
  if (winRate < 0.04 && s.moves > 40) return { move: PASS, winRate, resign: true };
  if (loose > 0 && rand() < loose) {
    // Easy levels: sometimes a reasonable but not the best move.
    const ranked = search.cands.map((p, i) => ({ p, n: search.visits[i] ?? 0 })).sort((a, b) => b.n - a.n).slice(0, 5);
    const pick = ranked[randInt(rand, ranked.length)];
    if (pick) return { move: pick.p, winRate, resign: false };
  }
  return { move, winRate, resign: false };
}

/** Points for a won game: the margin and the level. @param {number} margin @param {number} level */
export function winPoints(margin, level) {
  return Math.round(Math.abs(margin) * 10) + 150 * level;
}
