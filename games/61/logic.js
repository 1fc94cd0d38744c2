// @ts-check
/**
 * Backgammon rules and a one-ply heuristic opponent. Pure functions, no DOM.
 *
 * Points are indices 0..23 (point number = index + 1 from player 0's side). A positive count is
 * player 0's checkers, a negative count player 1's. Player 0 moves from index 23 down to 0 and
 * bears off below 0; player 1 moves the other way. The rules are written once, for player 0:
 * player 1's moves are found on the mirrored position (`flip`).
 */

export const BAR = 24;
export const OFF = -1;
export const CHECKERS = 15;

/**
 * @typedef {Object} Position
 * @property {number[]} pts 24 signed counts
 * @property {[number, number]} bar checkers on the bar per player
 * @property {[number, number]} off checkers borne off per player
 */
/** @typedef {{from: number, to: number, die: number, hit: boolean}} Step from BAR or a point, to a point or OFF */

/** The standard starting position. @returns {Position} */
export function initialPosition() {
  const pts = new Array(24).fill(0);
  pts[23] = 2; pts[12] = 5; pts[7] = 3; pts[5] = 5;
  pts[0] = -2; pts[11] = -5; pts[16] = -3; pts[18] = -5;
  return { pts, bar: [0, 0], off: [0, 0] };
}

/** Mirror image: player 1 becomes player 0. @param {Position} p @returns {Position} */
export function flip(p) {
  const pts = new Array(24);
  for (let i = 0; i < 24; i++) pts[i] = -(p.pts[23 - i] ?? 0) || 0;
  return { pts, bar: [p.bar[1], p.bar[0]], off: [p.off[1], p.off[0]] };
}

/** A step of the mirrored position, in real coordinates. @param {Step} s @returns {Step} */
export function flipStep(s) {
  return { from: s.from === BAR ? BAR : 23 - s.from, to: s.to === OFF ? OFF : 23 - s.to, die: s.die, hit: s.hit };
}

/** @param {Position} p */
function clone(p) {
  return { pts: p.pts.slice(), bar: /** @type {[number, number]} */ ([p.bar[0], p.bar[1]]), off: /** @type {[number, number]} */ ([p.off[0], p.off[1]]) };
}

/** Whether all of player 0's checkers are in the home board (indices 0..5). @param {Position} p */
export function allHome0(p) {
  if (p.bar[0] > 0) return false;
  for (let i = 6; i < 24; i++) if ((p.pts[i] ?? 0) > 0) return false;
  return true;
}

/**
 * Player 0's legal single steps with one die.
 * @param {Position} p @param {number} die
 * @returns {Step[]}
 */
export function steps0(p, die) {
  /** @type {Step[]} */
  const out = [];
  const open = (/** @type {number} */ i) => (p.pts[i] ?? 0) >= -1;
  if (p.bar[0] > 0) {
    // A checker on the bar must come in first, on the opponent's home board.
    const to = 24 - die;
    if (open(to)) out.push({ from: BAR, to, die, hit: p.pts[to] === -1 });
    return out;
  }
  const home = allHome0(p);
  let highest = -1;
  if (home) for (let i = 5; i >= 0; i--) if ((p.pts[i] ?? 0) > 0) { highest = i; break; }
  for (let i = 23; i >= 0; i--) {
    if (!((p.pts[i] ?? 0) > 0)) continue;
    const to = i - die;
    if (to >= 0) {
      if (open(to)) out.push({ from: i, to, die, hit: p.pts[to] === -1 });
    } else if (home && (to === -1 || i === highest)) {
      // Bearing off: the exact number, or a higher one from the rearmost checker.
      out.push({ from: i, to: OFF, die, hit: false });
    }
  }
  return out;
}

/** Plays one of player 0's steps. @param {Position} p @param {Step} s @returns {Position} */
export function applyStep0(p, s) {
  const n = clone(p);
  if (s.from === BAR) n.bar[0]--;
  else n.pts[s.from] = (n.pts[s.from] ?? 0) - 1;
  if (s.to === OFF) n.off[0]++;
  else {
    if (n.pts[s.to] === -1) {
      n.pts[s.to] = 0;
      n.bar[1]++;
    }
    n.pts[s.to] = (n.pts[s.to] ?? 0) + 1;
  }
  return n;
}

/** Dice to play for a roll: four moves for doubles. @param {number} a @param {number} b */
export function diceList(a, b) {
  return a === b ? [a, a, a, a] : [a, b];
}

/**
 * Every legal way for player 0 to play a roll: sequences of steps using as many dice as possible,
 * and the higher die when only one of two different dice can be played. An empty sequence is
 * the only entry when nothing can be played.
 * @param {Position} p @param {number} a @param {number} b
 * @returns {Step[][]}
 */
export function sequences0(p, a, b) {
  /** @type {Step[][]} */
  const out = [];
  /** @param {Position} pos @param {number[]} dice @param {Step[]} seq */
  const walk = (pos, dice, seq) => {
    let moved = false;
    const tried = new Set();
    for (let i = 0; i < dice.length; i++) {
      const d = /** @type {number} */ (dice[i]);
      if (tried.has(d)) continue;
      tried.add(d);
      const rest = dice.slice(0, i).concat(dice.slice(i + 1));
      for (const s of steps0(pos, d)) {
        moved = true;
        walk(applyStep0(pos, s), rest, seq.concat([s]));
      }
    }
    if (!moved) out.push(seq);
  };
  walk(p, diceList(a, b), []);
  const max = Math.max(...out.map((s) => s.length));
  let best = out.filter((s) => s.length === max);
  if (max === 1 && a !== b) {
    const hi = Math.max(a, b);
    if (best.some((s) => s[0]?.die === hi)) best = best.filter((s) => s[0]?.die === hi);
  }
  return best;
}

/** Legal sequences for either player, in real coordinates. @param {Position} p @param {number} player @param {number} a @param {number} b */
export function sequences(p, player, a, b) {
  if (player === 0) return sequences0(p, a, b);
  return sequences0(flip(p), a, b).map((seq) => seq.map(flipStep));
}

/** Plays a step for either player. @param {Position} p @param {number} player @param {Step} s */
export function applyStep(p, player, s) {
  if (player === 0) return applyStep0(p, s);
  return flip(applyStep0(flip(p), flipStep(s)));
}

/** @param {Position} p @param {number} player @param {Step[]} seq */
export function applySequence(p, player, seq) {
  let cur = p;
  for (const s of seq) cur = applyStep(cur, player, s);
  return cur;
}

/** Stable key of a position, to merge sequences that end the same way. @param {Position} p */
export function positionKey(p) {
  return `${p.pts.join(',')}|${p.bar.join(',')}|${p.off.join(',')}`;
}

/** @param {Step} a @param {Step} b */
export const sameStep = (a, b) => a.from === b.from && a.to === b.to && a.die === b.die;

/**
 * Steps the player may take next, given the steps already taken this turn.
 * @param {Step[][]} seqs the turn's legal sequences @param {Step[]} taken
 */
export function nextSteps(seqs, taken) {
  /** @type {Step[]} */
  const out = [];
  for (const seq of seqs) {
    if (seq.length <= taken.length) continue;
    if (!taken.every((s, i) => { const q = seq[i]; return !!q && sameStep(s, q); })) continue;
    const n = /** @type {Step} */ (seq[taken.length]);
    if (!out.some((s) => sameStep(s, n))) out.push(n);
  }
  return out;
}

/**
 * Where one checker can go next from `from`, moving it alone for one or more dice: destination →
 * the shortest chain of steps.
 * @param {Step[][]} seqs @param {Step[]} taken @param {number} from
 * @returns {Map<number, Step[]>}
 */
export function destinations(seqs, taken, from) {
  /** @type {Map<number, Step[]>} */
  const out = new Map();
  for (const seq of seqs) {
    if (seq.length <= taken.length) continue;
    if (!taken.every((s, i) => { const q = seq[i]; return !!q && sameStep(s, q); })) continue;
    /** @type {Step[]} */
    const chain = [];
    let cur = from;
    for (let j = taken.length; j < seq.length; j++) {
      const s = /** @type {Step} */ (seq[j]);
      if (s.from !== cur) break;
      chain.push(s);
      cur = s.to;
      const known = out.get(cur);
      // Prefer the shortest chain, then the smaller die for bearing off (keeps the big one).
      if (!known || known.length > chain.length || (known.length === chain.length && (known[0]?.die ?? 0) > (chain[0]?.die ?? 0))) out.set(cur, chain.slice());
      if (cur === OFF) break;
    }
  }
  return out;
}

/** Pip counts of both players. @param {Position} p @returns {[number, number]} */
export function pips(p) {
  let a = p.bar[0] * 25;
  let b = p.bar[1] * 25;
  for (let i = 0; i < 24; i++) {
    const v = p.pts[i] ?? 0;
    if (v > 0) a += v * (i + 1);
    else if (v < 0) b += -v * (24 - i);
  }
  return [a, b];
}

/**
 * Points won when `winner` has borne off all checkers: 1, 2 for a gammon (the loser bore off
 * none), 3 for a backgammon (and still has a checker on the bar or in the winner's home board).
 * Returns 0 while the game goes on.
 * @param {Position} p @param {number} winner
 */
export function gameValue(p, winner) {
  if (p.off[winner] !== CHECKERS) return 0;
  const loser = 1 - winner;
  if (p.off[loser] > 0) return 1;
  const q = winner === 0 ? p : flip(p);
  // In q the winner is player 0 and their home board is indices 0..5.
  let back = q.bar[1] > 0;
  for (let i = 0; i < 6; i++) if ((q.pts[i] ?? 0) < 0) back = true;
  return back ? 3 : 2;
}

/**
 * Rolls (of 36) on which player 1 can hit player 0's checker on `target`, from the bar or the
 * board, with one die or both (blocked intermediate points are respected).
 * @param {Position} p @param {number} target
 */
export function shotsAt(p, target) {
  /** @type {number[]} */
  const sources = [];
  if (p.bar[1] > 0) sources.push(-1);
  for (let i = 0; i < target; i++) if ((p.pts[i] ?? 0) < 0) sources.push(i);
  const blocked = (/** @type {number} */ i) => (p.pts[i] ?? 0) >= 2;
  let n = 0;
  for (let d1 = 1; d1 <= 6; d1++) {
    for (let d2 = 1; d2 <= 6; d2++) {
      let hit = false;
      for (const s of sources) {
        const dist = target - s;
        if (d1 === d2) {
          for (let k = 1; k <= 4 && !hit; k++) {
            if (dist !== d1 * k) continue;
            let ok = true;
            for (let j = 1; j < k; j++) if (blocked(s + d1 * j)) ok = false;
            hit = ok;
          }
        } else if (dist === d1 || dist === d2) hit = true;
        else if (dist === d1 + d2 && (!blocked(s + d1) || !blocked(s + d2))) hit = true;
        if (hit) break;
      }
      if (hit) n++;
    }
  }
  return n;
}

/**
 * Heuristic value of a position for player 0 after their move (player 1 to roll next).
 * Racing positions count pips and checkers off; otherwise safety, made points, primes and the
 * opponent's checkers on the bar matter too.
 * @param {Position} p
 */
export function evaluate0(p) {
  const [mine, theirs] = pips(p);
  let back0 = p.bar[0] > 0 ? 24 : -1;
  for (let i = 23; i >= 0 && back0 < 0; i--) if ((p.pts[i] ?? 0) > 0) back0 = i;
  let front1 = p.bar[1] > 0 ? -1 : 24;
  for (let i = 0; i < 24 && front1 === 24; i++) if ((p.pts[i] ?? 0) < 0) front1 = i;
  let v = (theirs - mine) + p.off[0] * 4 - p.off[1] * 4;
  if (back0 < front1) {
    // No contact left: a pure race. Spread checkers over the home board to waste fewer pips.
    for (let i = 0; i < 6; i++) if ((p.pts[i] ?? 0) > 3) v -= ((p.pts[i] ?? 0) - 3) * 0.5;
    return v;
  }
  let homeMade = 0;
  let run = 0;
  let bestRun = 0;
  for (let i = 0; i < 24; i++) {
    const c = p.pts[i] ?? 0;
    if (c >= 2) {
      run++;
      bestRun = Math.max(bestRun, run);
      if (i < 6) { homeMade++; v += i >= 3 ? 5 : 4; } else if (i === 6) v += 3.5; else if (i >= 18) v += 2.5; else v += 1.5;
      if (c > 3) v -= (c - 3) * 0.8;
    } else run = 0;
    // Checkers stuck behind in the opponent's home board are a liability.
    if (i >= 18 && c > 0) v -= c * 1.2;
    if (c === 1) {
      const shots = shotsAt(p, i);
      // Being hit costs the checker's journey so far plus a few tempo points.
      v -= (shots / 36) * (24 - i + 8);
    }
  }
  if (bestRun >= 3) v += bestRun * bestRun * 0.7;
  v += p.bar[1] * (5 + homeMade * 2);
  v -= p.bar[0] * 4;
  return v;
}

/**
 * Chooses a full move for `player`: every distinct result of the legal sequences is scored and
 * the best played. `noise` adds random slack to the scores (weaker play on easier levels).
 * Always returns one of `sequences(p, player, a, b)`.
 * @param {Position} p @param {number} player @param {number} a @param {number} b @param {number} [noise] @param {() => number} [rand]
 * @returns {Step[]}
 */
export function chooseSequence(p, player, a, b, noise = 0, rand = Math.random) {
  const seqs = sequences(p, player, a, b);
  const seen = new Map();
  /** @type {Step[]} */
  let best = seqs[0] ?? [];
  let bestV = -Infinity;
  for (const seq of seqs) {
    const end = applySequence(p, player, seq);
    const key = positionKey(end);
    if (seen.has(key)) continue;
    seen.set(key, true);
    const v = evaluate0(player === 0 ? end : flip(end)) + (noise > 0 ? rand() * noise : 0);
    if (v > bestV) { bestV = v; best = seq; }
  }
  return best;
}

/** Random slack per difficulty: easy plays loosely, hard never. @param {string} difficulty */
export function aiNoise(difficulty) {
  return difficulty === 'easy' ? 30 : difficulty === 'medium' ? 6 : 0;
}
