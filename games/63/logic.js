// @ts-check
/**
 * Ludo rules for four seats and a heuristic opponent. Pure functions, no DOM.
 *
 * The shared track has 52 squares, numbered clockwise. Each token's position is its progress
 * from its own start square: -1 in the yard, 0..50 on the shared track, 51..55 in the seat's
 * home column and 56 home (finished). Seat s starts on track square START[s].
 */

export const SEATS = 4;
export const TOKENS = 4;
export const TRACK = 52;
export const LAST_TRACK = 50;
export const HOME = 56;
export const YARD = -1;
/** Track square of each seat's start, clockwise from the human's bottom-left corner. */
export const START = /** @type {const} */ ([40, 1, 14, 27]);
/** Start squares and the star eight squares after each: no captures there. */
export const SAFE = new Set([1, 9, 14, 22, 27, 35, 40, 48]);

/** @typedef {number[][]} Tokens tokens[seat][token] = progress */
/**
 * @typedef {Object} MoveResult
 * @property {Tokens} tokens
 * @property {number} from progress before
 * @property {number} to progress after
 * @property {{seat: number, token: number, progress: number}[]} captured tokens sent back to their yard
 * @property {boolean} entered the token left the yard
 * @property {boolean} finished the token reached home
 */
/**
 * @typedef {Object} Skill
 * @property {number} random chance of moving a random legal token
 * @property {boolean} careful weighs danger from tokens behind
 */

/** @returns {Tokens} */
export function newTokens() {
  return Array.from({ length: SEATS }, () => new Array(TOKENS).fill(YARD));
}

/** Track square of a progress value for a seat, or -1 off the shared track. @param {number} seat @param {number} progress */
export function trackSquare(seat, progress) {
  if (progress < 0 || progress > LAST_TRACK) return -1;
  return ((START[seat] ?? 0) + progress) % TRACK;
}

/** Progress after moving with a roll, or null when the move is impossible. @param {number} progress @param {number} roll */
export function target(progress, roll) {
  if (progress === HOME) return null;
  if (progress === YARD) return roll === 6 ? 0 : null;
  const to = progress + roll;
  // The exact roll is needed to reach home.
  return to > HOME ? null : to;
}

/** Tokens of a seat that can move with this roll. @param {Tokens} tokens @param {number} seat @param {number} roll */
export function legalMoves(tokens, seat, roll) {
  const out = [];
  const mine = tokens[seat] ?? [];
  for (let t = 0; t < mine.length; t++) if (target(mine[t] ?? YARD, roll) !== null) out.push(t);
  return out;
}

/**
 * Moves a token. Landing on a square of the shared track that is not safe sends every opposing
 * token there back to its yard. Throws on an illegal move.
 * @param {Tokens} tokens @param {number} seat @param {number} token @param {number} roll
 * @returns {MoveResult}
 */
export function moveToken(tokens, seat, token, roll) {
  const from = tokens[seat]?.[token];
  if (from === undefined) throw new Error('no such token');
  const to = target(from, roll);
  if (to === null) throw new Error(`token ${token} of seat ${seat} cannot move ${roll}`);
  const next = tokens.map((row) => row.slice());
  /** @type {number[]} */ (next[seat])[token] = to;
  /** @type {MoveResult['captured']} */
  const captured = [];
  const sq = trackSquare(seat, to);
  if (sq >= 0 && !SAFE.has(sq)) {
    for (let s = 0; s < SEATS; s++) {
      if (s === seat) continue;
      const row = /** @type {number[]} */ (next[s]);
      for (let t = 0; t < TOKENS; t++) {
        const p = row[t] ?? YARD;
        if (trackSquare(s, p) === sq) {
          captured.push({ seat: s, token: t, progress: p });
          row[t] = YARD;
        }
      }
    }
  }
  return { tokens: next, from, to, captured, entered: from === YARD, finished: to === HOME };
}

/** @param {Tokens} tokens @param {number} seat */
export function hasWon(tokens, seat) {
  return (tokens[seat] ?? []).every((p) => p === HOME);
}

/**
 * What a roll means for the turn: a six earns another roll, but a third six in a row forfeits
 * the turn (the roll is not played).
 * @param {number} roll @param {number} sixesBefore sixes already rolled in a row this turn
 */
export function rollOutcome(roll, sixesBefore) {
  const sixes = roll === 6 ? sixesBefore + 1 : 0;
  const forfeit = sixes >= 3;
  return { sixes, forfeit, again: roll === 6 && !forfeit };
}

/**
 * Opponent tokens that could reach a track square with one roll (1..6 squares behind it).
 * @param {Tokens} tokens @param {number} seat @param {number} sq
 */
export function threats(tokens, seat, sq) {
  if (sq < 0 || SAFE.has(sq)) return 0;
  let n = 0;
  for (let s = 0; s < SEATS; s++) {
    if (s === seat) continue;
    for (const p of tokens[s] ?? []) {
      const at = trackSquare(s, p);
      if (at < 0) continue;
      const gap = (sq - at + TRACK) % TRACK;
      // They must still be on their way round: a token never passes its own home entry.
      if (gap >= 1 && gap <= 6 && p + gap <= LAST_TRACK) n++;
    }
  }
  return n;
}

/**
 * Heuristic value of moving one token.
 * @param {Tokens} tokens @param {number} seat @param {number} token @param {number} roll @param {boolean} careful
 */
export function moveValue(tokens, seat, token, roll, careful) {
  const r = moveToken(tokens, seat, token, roll);
  let v = 0;
  if (r.finished) v += 60;
  for (const c of r.captured) v += 70 + c.progress;
  if (r.entered) v += 40;
  if (r.to > LAST_TRACK && r.from <= LAST_TRACK) v += 30;
  const sq = trackSquare(seat, r.to);
  if (SAFE.has(sq)) v += 12;
  v += r.to * 0.25;
  if (careful) {
    const before = r.entered ? 0 : threats(tokens, seat, trackSquare(seat, r.from));
    const after = threats(r.tokens, seat, sq);
    // Leaving danger is worth more the further the token has come; walking into it costs the same.
    v += (before - after) * (14 + r.to * 0.35);
  }
  return v;
}

/**
 * Chooses which token to move, or -1 when none can. Always returns a legal token.
 * @param {Tokens} tokens @param {number} seat @param {number} roll @param {Skill} skill @param {() => number} [rand]
 */
export function chooseToken(tokens, seat, roll, skill, rand = Math.random) {
  const legal = legalMoves(tokens, seat, roll);
  if (!legal.length) return -1;
  if (legal.length === 1) return /** @type {number} */ (legal[0]);
  if (skill.random > 0 && rand() < skill.random) return legal[Math.floor(rand() * legal.length)] ?? /** @type {number} */ (legal[0]);
  let best = -Infinity;
  let pick = /** @type {number} */ (legal[0]);
  for (const t of legal) {
    const v = moveValue(tokens, seat, t, roll, skill.careful);
    if (v > best) { best = v; pick = t; }
  }
  return pick;
}

/** The opponents get sharper with every game the player wins. @param {number} level @returns {Skill} */
export function aiSkill(level) {
  if (level <= 1) return { random: 0.35, careful: false };
  if (level === 2) return { random: 0.15, careful: true };
  return { random: Math.max(0, 0.1 - (level - 3) * 0.05), careful: true };
}

/** Points for a human move. @param {MoveResult} r */
export function movePoints(r) {
  return (r.to - Math.max(0, r.from)) + (r.entered ? 10 : 0) + r.captured.length * 50 + (r.finished ? 100 : 0);
}

/** Tokens of a seat that are home. @param {Tokens} tokens @param {number} seat */
export function homeCount(tokens, seat) {
  return (tokens[seat] ?? []).filter((p) => p === HOME).length;
}
