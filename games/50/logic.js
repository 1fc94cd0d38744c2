// @ts-check
/**
 * Draw dominoes with a double-six set for two players: dealing, the opening double, legal plays
 * on both ends, drawing from the boneyard, passing, blocked rounds scored by pips, and three
 * computer players. Pure functions, no DOM.
 */

/** @typedef {[number, number]} Tile pips, low first */
/** @typedef {{a: number, b: number}} Placed a tile in the line, `a` facing the left end */
/** @typedef {'left'|'right'} Side */
/** @typedef {{tile: number, side: Side}} Play index into the hand, and the end it goes to */

export const HAND_SIZE = 7;
export const TARGET = 50;

/** The 28 tiles of a double-six set. @returns {Tile[]} */
export function fullSet() {
  /** @type {Tile[]} */
  const out = [];
  for (let a = 0; a <= 6; a++) for (let b = a; b <= 6; b++) out.push([a, b]);
  return out;
}

/** @param {Tile} t */
export const pips = (t) => t[0] + t[1];
/** @param {Tile} t */
export const isDouble = (t) => t[0] === t[1];
/** @param {Tile[]} hand */
export const handPips = (hand) => hand.reduce((s, t) => s + pips(t), 0);
/** @param {Tile} t */
export const tileText = (t) => `${t[0]}-${t[1]}`;

/** @template T @param {T[]} a @param {() => number} rand */
function shuffle(a, rand) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const t = /** @type {T} */ (a[i]);
    a[i] = /** @type {T} */ (a[j]);
    a[j] = t;
  }
  return a;
}

/**
 * @typedef {Object} Round
 * @property {Tile[][]} hands hands[0] the player, hands[1] the computer
 * @property {Tile[]} boneyard
 * @property {Placed[]} line left to right
 * @property {number} turn whose move (0 or 1)
 * @property {number} passes consecutive passes
 * @property {Tile | null} opener the tile that must open the round
 * @property {Set<number>[]} lacks numbers each player is known not to hold (seen drawing or passing)
 */

/**
 * Shuffles and deals seven each; the holder of the highest double opens with it (with no
 * double dealt, the heaviest tile opens).
 * @param {() => number} rand @returns {Round}
 */
export function deal(rand) {
  const set = shuffle(fullSet(), rand);
  const hands = [set.slice(0, HAND_SIZE), set.slice(HAND_SIZE, HAND_SIZE * 2)];
  const boneyard = set.slice(HAND_SIZE * 2);
  const { player, tile } = opening(hands);
  return { hands, boneyard, line: [], turn: player, passes: 0, opener: tile, lacks: [new Set(), new Set()] };
}

/** Who opens and with which tile. @param {Tile[][]} hands */
export function opening(hands) {
  let best = -1;
  let player = 0;
  /** @type {Tile | null} */
  let tile = null;
  // Doubles rank above every other tile, higher doubles first; then by pips, then by high end.
  const rank = (/** @type {Tile} */ t) => (isDouble(t) ? 1000 + t[0] : pips(t) * 10 + t[1]);
  hands.forEach((h, p) => {
    for (const t of h) if (rank(t) > best) { best = rank(t); player = p; tile = t; }
  });
  return { player, tile };
}

/** Open numbers at the two ends, or null for an empty line. @param {Placed[]} line */
export function ends(line) {
  if (!line.length) return null;
  return { left: /** @type {Placed} */ (line[0]).a, right: /** @type {Placed} */ (line[line.length - 1]).b };
}

/**
 * Legal plays of a hand. On an empty line only the opening tile may be played (any tile when
 * `opener` is null). A tile matching both ends is listed once per end, unless both ends show
 * the same number (then the two plays are the same, and only the right end is listed).
 * @param {Tile[]} hand @param {Placed[]} line @param {Tile | null} [opener] @returns {Play[]}
 */
export function legalPlays(hand, line, opener = null) {
  const e = ends(line);
  /** @type {Play[]} */
  const out = [];
  hand.forEach((t, i) => {
    if (!e) {
      if (!opener || (t[0] === opener[0] && t[1] === opener[1])) out.push({ tile: i, side: 'right' });
      return;
    }
    const fitsL = t[0] === e.left || t[1] === e.left;
    const fitsR = t[0] === e.right || t[1] === e.right;
    if (fitsL && !(fitsR && e.left === e.right)) out.push({ tile: i, side: 'left' });
    if (fitsR) out.push({ tile: i, side: 'right' });
  });
  return out;
}

/**
 * Places a tile at an end, turned so its matching half touches the line. Returns the new line,
 * or null when the tile does not fit there.
 * @param {Placed[]} line @param {Tile} t @param {Side} side @returns {Placed[] | null}
 */
export function place(line, t, side) {
  const e = ends(line);
  if (!e) return [{ a: t[0], b: t[1] }];
  if (side === 'left') {
    if (t[1] === e.left) return [{ a: t[0], b: t[1] }, ...line];
    if (t[0] === e.left) return [{ a: t[1], b: t[0] }, ...line];
    return null;
  }
  if (t[0] === e.right) return [...line, { a: t[0], b: t[1] }];
  if (t[1] === e.right) return [...line, { a: t[1], b: t[0] }];
  return null;
}

/**
 * Plays hand tile `play.tile` of the player to move. Returns the new round (the input is not
 * changed) or null if the play is illegal.
 * @param {Round} r @param {Play} play @returns {Round | null}
 */
export function applyPlay(r, play) {
  const hand = /** @type {Tile[]} */ (r.hands[r.turn]);
  if (!legalPlays(hand, r.line, r.opener).some((p) => p.tile === play.tile && p.side === play.side)) return null;
  const t = /** @type {Tile} */ (hand[play.tile]);
  const line = place(r.line, t, play.side);
  if (!line) return null;
  const hands = r.hands.map((h, i) => (i === r.turn ? h.filter((_, k) => k !== play.tile) : h.slice()));
  return { ...r, hands, line, turn: 1 - r.turn, passes: 0, opener: null };
}

/**
 * The player to move takes the top tile of the boneyard (allowed only without a legal play).
 * Returns null when drawing is not allowed.
 * @param {Round} r @returns {Round | null}
 */
export function draw(r) {
  const hand = /** @type {Tile[]} */ (r.hands[r.turn]);
  if (!r.boneyard.length || legalPlays(hand, r.line, r.opener).length) return null;
  const e = ends(r.line);
  const lacks = r.lacks.map((s) => new Set(s));
  if (e) { lacks[r.turn]?.add(e.left); lacks[r.turn]?.add(e.right); }
  const hands = r.hands.map((h, i) => (i === r.turn ? [...h, /** @type {Tile} */ (r.boneyard[0])] : h.slice()));
  return { ...r, hands, boneyard: r.boneyard.slice(1), lacks };
}

/** The player to move passes (only with no play and an empty boneyard). @param {Round} r @returns {Round | null} */
export function pass(r) {
  const hand = /** @type {Tile[]} */ (r.hands[r.turn]);
  if (r.boneyard.length || legalPlays(hand, r.line, r.opener).length) return null;
  return { ...r, turn: 1 - r.turn, passes: r.passes + 1 };
}

/**
 * How a round ended, or null while it goes on. Emptying a hand wins the other hand's pips.
 * A blocked line (nobody can play, boneyard empty) goes to the lighter hand, which scores the
 * other hand's pips; equal hands score nothing.
 * @param {Round} r
 * @returns {{winner: number, points: number, blocked: boolean} | null}
 */
export function roundResult(r) {
  for (let p = 0; p < 2; p++) {
    if (!r.hands[p]?.length) return { winner: p, points: handPips(/** @type {Tile[]} */ (r.hands[1 - p])), blocked: false };
  }
  const stuck = !r.boneyard.length && r.line.length > 0 && r.hands.every((h) => !legalPlays(h, r.line).length);
  if (!stuck) return null;
  const p0 = handPips(/** @type {Tile[]} */ (r.hands[0]));
  const p1 = handPips(/** @type {Tile[]} */ (r.hands[1]));
  if (p0 === p1) return { winner: -1, points: 0, blocked: true };
  const winner = p0 < p1 ? 0 : 1;
  return { winner, points: winner === 0 ? p1 : p0, blocked: true };
}

/** Whether a match score reached the target. @param {number[]} scores @returns {number} the winner, or -1 */
export function matchWinner(scores, target = TARGET) {
  const [a = 0, b = 0] = scores;
  if (a < target && b < target) return -1;
  return a >= b ? 0 : 1;
}

// ---------------------------------------------------------------- computer players

/**
 * How many tiles showing `n` the player to move has not seen (not in their hand, not on the
 * line): what the opponent and the boneyard may hold.
 * @param {number} n @param {Tile[]} hand @param {Placed[]} line
 */
export function unseenWith(n, hand, line) {
  let seen = 0;
  for (const t of hand) if (t[0] === n || t[1] === n) seen++;
  for (const p of line) if (p.a === n || p.b === n) seen++;
  return 7 - seen;
}

/**
 * Chooses a play for the player to move, or null without any. Level 1 plays at random, level 2
 * sheds the heaviest tile, level 3 also keeps numbers it can follow, shuts ends the opponent
 * cannot answer (counting tiles and remembering what the opponent drew on), and plays doubles
 * early.
 * @param {Round} r @param {number} level @param {() => number} rand @returns {Play | null}
 */
export function choosePlay(r, level, rand) {
  const me = r.turn;
  const hand = /** @type {Tile[]} */ (r.hands[me]);
  const plays = legalPlays(hand, r.line, r.opener);
  if (!plays.length) return null;
  if (level <= 1) return /** @type {Play} */ (plays[Math.floor(rand() * plays.length)]);
  const theirs = r.lacks[1 - me] ?? new Set();
  const theirCount = r.hands[1 - me]?.length ?? 7;
  let best = /** @type {Play | null} */ (null);
  let bestV = -Infinity;
  for (const p of plays) {
    const t = /** @type {Tile} */ (hand[p.tile]);
    let v = pips(t) + (isDouble(t) ? 2 : 0);
    if (level >= 3) {
      const line = /** @type {Placed[]} */ (place(r.line, t, p.side));
      const e = /** @type {{left: number, right: number}} */ (ends(line));
      const rest = hand.filter((_, k) => k !== p.tile);
      if (!rest.length) v += 1000; // going out wins the round
      const open = new Set([e.left, e.right]);
      let shut = 0;
      for (const n of open) {
        // Numbers we can still follow on.
        const mine = rest.filter((x) => x[0] === n || x[1] === n).length;
        v += Math.min(mine, 2) * 3;
        // Ends the opponent surely (every such tile accounted for) or probably cannot answer.
        if (unseenWith(n, rest, line) === 0) { v += 15; shut++; } else if (theirs.has(n)) v += 6;
      }
      if (shut === open.size) v += 20; // the opponent must draw or pass
      if (isDouble(t)) v += 4; // doubles are the hardest tiles to get rid of later
      // When the opponent is about to go out, shed weight faster.
      if (theirCount <= 2) v += pips(t);
    }
    v += rand() * 0.5;
    if (v > bestV) { bestV = v; best = p; }
  }
  return best;
}

/** Points added to the player's score for winning a match at a level. @param {number} level */
export function matchBonus(level) {
  return 50 * level;
}

// ---------------------------------------------------------------- table layout

/** @typedef {{x: number, y: number, w: number, h: number, p1: number, p2: number}} Box a tile on the table: p1 on the top/left half, p2 on the bottom/right */
/** @typedef {{x0: number, y0: number, x1: number, y1: number}} Bounds */

/**
 * One snake with short tile side `s`: the first tile played (index `anchor`) in the middle,
 * the right arm running right and turning down at the edge, the left arm running left and
 * turning up. Doubles lie across the line, except next to a turn.
 * A turn stands one tile upright in the corner column; the next row starts right under (or
 * over) its far half. Also returns where a next plain tile would go at each end.
 * @param {Placed[]} line @param {number} anchor @param {Bounds} bounds @param {number} s
 * @returns {{boxes: Box[], nextLeft: Box, nextRight: Box}}
 */
export function snakeAt(line, anchor, bounds, s) {
  const cx = (bounds.x0 + bounds.x1) / 2;
  const cy = (bounds.y0 + bounds.y1) / 2;
  /** @type {Box[]} */
  const boxes = new Array(line.length);
  if (!line.length) {
    const empty = { x: cx - s, y: cy - s / 2, w: 2 * s, h: s, p1: -1, p2: -1 };
    return { boxes, nextLeft: empty, nextRight: empty };
  }
  const first = /** @type {Placed} */ (line[anchor]);
  const firstDouble = first.a === first.b;
  boxes[anchor] = firstDouble ? { x: cx - s / 2, y: cy - s, w: s, h: 2 * s, p1: first.a, p2: first.b } : { x: cx - s, y: cy - s / 2, w: 2 * s, h: s, p1: first.a, p2: first.b };
  const half = firstDouble ? s / 2 : s;
  /** An arm: its open edge, its row, the direction along the row and the way it turns. */
  const arm = (/** @type {number} */ x, /** @type {number} */ dir, /** @type {number} */ ydir) => ({ x, y: cy, dir, ydir, afterCorner: false });
  const right = arm(cx + half, 1, 1);
  const left = arm(cx - half, -1, -1);
  /**
   * @param {{x: number, y: number, dir: number, ydir: number, afterCorner: boolean}} st
   * @param {number} inner pips touching the line @param {number} outer the new open end
   * @returns {Box}
   */
  const put = (st, inner, outer) => {
    const free = st.dir > 0 ? bounds.x1 - s - st.x : st.x - (bounds.x0 + s);
    // A double stands across only with room for a plain tile after it: a turn right after it
    // would put the turning tile's far half against the double too.
    const cross = inner === outer && !st.afterCorner && free >= 3 * s;
    const len = cross ? s : 2 * s;
    const room = free - len;
    if (room < 0) {
      const colX = st.dir > 0 ? st.x : st.x - s;
      const box = st.ydir > 0
        ? { x: colX, y: st.y - s / 2, w: s, h: 2 * s, p1: inner, p2: outer }
        : { x: colX, y: st.y - 1.5 * s, w: s, h: 2 * s, p1: outer, p2: inner };
      st.y += st.ydir * 2 * s;
      st.x = st.dir > 0 ? colX + s : colX;
      st.dir = -st.dir;
      st.afterCorner = true;
      return box;
    }
    st.afterCorner = false;
    if (cross) {
      const box = { x: st.dir > 0 ? st.x : st.x - s, y: st.y - s, w: s, h: 2 * s, p1: inner, p2: outer };
      st.x += st.dir * s;
      return box;
    }
    const box = st.dir > 0 ? { x: st.x, y: st.y - s / 2, w: 2 * s, h: s, p1: inner, p2: outer } : { x: st.x - 2 * s, y: st.y - s / 2, w: 2 * s, h: s, p1: outer, p2: inner };
    st.x += st.dir * 2 * s;
    return box;
  };
  for (let i = anchor + 1; i < line.length; i++) {
    const t = /** @type {Placed} */ (line[i]);
    boxes[i] = put(right, t.a, t.b);
  }
  for (let i = anchor - 1; i >= 0; i--) {
    const t = /** @type {Placed} */ (line[i]);
    boxes[i] = put(left, t.b, t.a);
  }
  const e = /** @type {{left: number, right: number}} */ (ends(line));
  const nextRight = put({ ...right }, e.right, e.right === 6 ? 5 : 6);
  const nextLeft = put({ ...left }, e.left, e.left === 6 ? 5 : 6);
  return { boxes, nextLeft, nextRight };
}

/** @param {Box} b @param {Bounds} r */
const inside = (b, r) => b.x >= r.x0 - 1e-6 && b.x + b.w <= r.x1 + 1e-6 && b.y >= r.y0 - 1e-6 && b.y + b.h <= r.y1 + 1e-6;

/**
 * The snake with the largest tiles (short side ≤ 46) that fits the table; end markers are kept
 * on the table.
 * @param {Placed[]} line @param {number} anchor @param {Bounds} bounds
 * @returns {{boxes: Box[], nextLeft: Box, nextRight: Box, s: number}}
 */
export function snakeLayout(line, anchor, bounds) {
  const clamp = (/** @type {Box} */ b) => ({ ...b, x: Math.max(bounds.x0, Math.min(bounds.x1 - b.w, b.x)), y: Math.max(bounds.y0, Math.min(bounds.y1 - b.h, b.y)) });
  for (let s = 46; ; s -= 2) {
    const out = snakeAt(line, anchor, bounds, s);
    if (s <= 14 || out.boxes.every((b) => inside(b, bounds))) return { boxes: out.boxes, s, nextLeft: clamp(out.nextLeft), nextRight: clamp(out.nextRight) };
  }
}
