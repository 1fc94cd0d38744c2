// @ts-check
/**
 * Chess rules with full legal move generation (castling, en passant, promotion, check, mate,
 * stalemate, fifty-move rule, threefold repetition, dead positions) and a small alpha-beta
 * opponent. Pure functions over a mutable position, no DOM.
 *
 * Squares are 0..63 = rank * 8 + file, a1 = 0, h8 = 63. A piece is `type | color << 3`.
 */

export const WHITE = 0;
export const BLACK = 1;
export const PAWN = 1;
export const KNIGHT = 2;
export const BISHOP = 3;
export const ROOK = 4;
export const QUEEN = 5;
export const KING = 6;

/** @param {number} p */
export const typeOf = (p) => p & 7;
/** @param {number} p */
export const colorOf = (p) => p >> 3;
/** @param {number} sq */
export const fileOf = (sq) => sq & 7;
/** @param {number} sq */
export const rankOf = (sq) => sq >> 3;

const FILES = 'abcdefgh';
const LETTERS = ' pnbrqk';

/** @param {number} sq */
export function sqName(sq) {
  return FILES[sq & 7] + String((sq >> 3) + 1);
}

/** @param {string} name e.g. "e4" */
export function sqIndex(name) {
  const f = FILES.indexOf(name[0] ?? '');
  const r = Number(name[1]) - 1;
  return f < 0 || !(r >= 0 && r < 8) ? -1 : r * 8 + f;
}

/**
 * @typedef {Object} Pos
 * @property {number[]} b 64 squares
 * @property {number} turn WHITE or BLACK to move
 * @property {number} castle bits: 1 white O-O, 2 white O-O-O, 4 black O-O, 8 black O-O-O
 * @property {number} ep en-passant target square or -1
 * @property {number} half half-moves since the last capture or pawn move
 * @property {number} full full-move number
 * @property {number[]} king king squares by colour
 */

/**
 * @typedef {Object} Move
 * @property {number} from
 * @property {number} to
 * @property {number} piece moving piece
 * @property {number} cap captured piece (0 if none)
 * @property {number} promo promotion piece type (0 if none)
 * @property {number} flag 0 normal, 1 double pawn push, 2 en passant, 3 castling
 * @property {number} [pc] castle rights before the move (undo)
 * @property {number} [pe] en-passant square before the move (undo)
 * @property {number} [ph] half-move clock before the move (undo)
 * @property {number} [order] move-ordering score
 */

// ---------------------------------------------------------------- tables

/** Direction vectors: the first four are rook lines, the last four bishop diagonals. */
const DIRS = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]];

/** @param {number} f @param {number} r */
const onBoard = (f, r) => f >= 0 && f < 8 && r >= 0 && r < 8;

/** @param {number[][]} offsets @returns {number[][]} */
function leaperTable(offsets) {
  const t = [];
  for (let sq = 0; sq < 64; sq++) {
    const list = [];
    for (const [df, dr] of offsets) {
      const f = fileOf(sq) + (df ?? 0);
      const r = rankOf(sq) + (dr ?? 0);
      if (onBoard(f, r)) list.push(r * 8 + f);
    }
    t.push(list);
  }
  return t;
}

const KNIGHT_TO = leaperTable([[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]]);
const KING_TO = leaperTable(DIRS);
/** RAYS[d][sq]: squares from sq outwards in direction d. */
const RAYS = DIRS.map(([df, dr]) => {
  const t = [];
  for (let sq = 0; sq < 64; sq++) {
    const list = [];
    let f = fileOf(sq) + (df ?? 0);
    let r = rankOf(sq) + (dr ?? 0);
    while (onBoard(f, r)) { list.push(r * 8 + f); f += df ?? 0; r += dr ?? 0; }
    t.push(list);
  }
  return t;
});
/** PAWN_CAPS[color][sq]: squares a pawn of that colour on sq attacks. */
const PAWN_CAPS = [leaperTable([[-1, 1], [1, 1]]), leaperTable([[-1, -1], [1, -1]])];
/** Rights that survive a move touching a square (king or rook leaving home, rook captured). */
const CASTLE_KEEP = new Array(64).fill(15);
CASTLE_KEEP[4] = 15 & ~3;
CASTLE_KEEP[7] = 15 & ~1;
CASTLE_KEEP[0] = 15 & ~2;
CASTLE_KEEP[60] = 15 & ~12;
CASTLE_KEEP[63] = 15 & ~4;
CASTLE_KEEP[56] = 15 & ~8;

// ---------------------------------------------------------------- FEN

export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** @param {string} fen @returns {Pos} */
export function parseFen(fen) {
  const [placement = '', side = 'w', castling = '-', ep = '-', half = '0', full = '1'] = fen.trim().split(/\s+/);
  const b = new Array(64).fill(0);
  const king = [-1, -1];
  const rows = placement.split('/');
  if (rows.length !== 8) throw new Error(`bad FEN: ${fen}`);
  rows.forEach((row, i) => {
    const r = 7 - i;
    let f = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) { f += Number(ch); continue; }
      const t = LETTERS.indexOf(ch.toLowerCase());
      if (t < 1 || f > 7) throw new Error(`bad FEN: ${fen}`);
      const color = ch === ch.toLowerCase() ? BLACK : WHITE;
      b[r * 8 + f] = t | (color << 3);
      if (t === KING) king[color] = r * 8 + f;
      f++;
    }
  });
  let castle = 0;
  if (castling.includes('K')) castle |= 1;
  if (castling.includes('Q')) castle |= 2;
  if (castling.includes('k')) castle |= 4;
  if (castling.includes('q')) castle |= 8;
  return { b, turn: side === 'b' ? BLACK : WHITE, castle, ep: ep === '-' ? -1 : sqIndex(ep), half: Number(half) || 0, full: Number(full) || 1, king };
}

/** @param {Pos} pos */
export function placement(pos) {
  const rows = [];
  for (let r = 7; r >= 0; r--) {
    let row = '';
    let empty = 0;
    for (let f = 0; f < 8; f++) {
      const p = pos.b[r * 8 + f] ?? 0;
      if (!p) { empty++; continue; }
      if (empty) { row += empty; empty = 0; }
      const ch = LETTERS[typeOf(p)] ?? '?';
      row += colorOf(p) === WHITE ? ch.toUpperCase() : ch;
    }
    if (empty) row += empty;
    rows.push(row);
  }
  return rows.join('/');
}

/** @param {Pos} pos */
function castleText(pos) {
  const c = pos.castle;
  return (c & 1 ? 'K' : '') + (c & 2 ? 'Q' : '') + (c & 4 ? 'k' : '') + (c & 8 ? 'q' : '') || '-';
}

/** @param {Pos} pos */
export function toFen(pos) {
  return `${placement(pos)} ${pos.turn === WHITE ? 'w' : 'b'} ${castleText(pos)} ${pos.ep < 0 ? '-' : sqName(pos.ep)} ${pos.half} ${pos.full}`;
}

/**
 * Identity of a position for the repetition rule. The en-passant square only counts when a pawn
 * could actually take there, as the rule says.
 * @param {Pos} pos
 */
export function positionKey(pos) {
  let ep = '-';
  if (pos.ep >= 0) {
    const pawn = PAWN | (pos.turn << 3);
    if (PAWN_CAPS[1 - pos.turn]?.[pos.ep]?.some((s) => pos.b[s] === pawn)) ep = sqName(pos.ep);
  }
  return `${placement(pos)} ${pos.turn} ${castleText(pos)} ${ep}`;
}

/** @param {Pos} pos @returns {Pos} */
export function clonePos(pos) {
  return { ...pos, b: pos.b.slice(), king: pos.king.slice() };
}

// ---------------------------------------------------------------- attacks

/**
 * Whether colour `by` attacks square `sq`.
 * @param {Pos} pos @param {number} sq @param {number} by
 */
export function attacked(pos, sq, by) {
  const b = pos.b;
  const side = by << 3;
  // A pawn of `by` attacks sq from the squares a pawn of the other colour on sq would attack.
  for (const s of /** @type {number[]} */ (PAWN_CAPS[1 - by]?.[sq])) if (b[s] === (PAWN | side)) return true;
  for (const s of /** @type {number[]} */ (KNIGHT_TO[sq])) if (b[s] === (KNIGHT | side)) return true;
  for (const s of /** @type {number[]} */ (KING_TO[sq])) if (b[s] === (KING | side)) return true;
  for (let d = 0; d < 8; d++) {
    const slider = d < 4 ? ROOK : BISHOP;
    for (const s of /** @type {number[]} */ (RAYS[d]?.[sq])) {
      const p = b[s] ?? 0;
      if (!p) continue;
      if (colorOf(p) === by && (typeOf(p) === slider || typeOf(p) === QUEEN)) return true;
      break;
    }
  }
  return false;
}

/** @param {Pos} pos @param {number} [color] */
export function inCheck(pos, color = pos.turn) {
  const k = pos.king[color] ?? -1;
  return k >= 0 && attacked(pos, k, 1 - color);
}

// ---------------------------------------------------------------- move generation

/**
 * @param {Move[]} out @param {number} from @param {number} to @param {number} piece @param {number} cap
 * @param {number} flag @param {boolean} promote @param {boolean} queenOnly
 */
function push(out, from, to, piece, cap, flag, promote, queenOnly) {
  if (!promote) { out.push({ from, to, piece, cap, promo: 0, flag }); return; }
  out.push({ from, to, piece, cap, promo: QUEEN, flag });
  if (queenOnly) return;
  for (const promo of [KNIGHT, ROOK, BISHOP]) out.push({ from, to, piece, cap, promo, flag });
}

/**
 * Pseudo-legal moves (may leave the own king in check). With `tactical`, only captures and
 * queen promotions (the quiescence search).
 * @param {Pos} pos @param {boolean} [tactical] @returns {Move[]}
 */
export function pseudoMoves(pos, tactical = false) {
  /** @type {Move[]} */
  const out = [];
  const b = pos.b;
  const us = pos.turn;
  const them = 1 - us;
  for (let sq = 0; sq < 64; sq++) {
    const p = b[sq] ?? 0;
    if (!p || colorOf(p) !== us) continue;
    const t = typeOf(p);
    if (t === PAWN) {
      const dir = us === WHITE ? 8 : -8;
      const lastRank = us === WHITE ? 7 : 0;
      const one = sq + dir;
      const promote = rankOf(one) === lastRank;
      if (!b[one]) {
        if (!tactical || promote) push(out, sq, one, p, 0, 0, promote, tactical);
        const two = one + dir;
        if (!tactical && rankOf(sq) === (us === WHITE ? 1 : 6) && !b[two]) out.push({ from: sq, to: two, piece: p, cap: 0, promo: 0, flag: 1 });
      }
      for (const to of /** @type {number[]} */ (PAWN_CAPS[us]?.[sq])) {
        const q = b[to] ?? 0;
        if (q && colorOf(q) === them) push(out, sq, to, p, q, 0, promote, tactical);
        else if (to === pos.ep) out.push({ from: sq, to, piece: p, cap: PAWN | (them << 3), promo: 0, flag: 2 });
      }
    } else if (t === KNIGHT || t === KING) {
      for (const to of /** @type {number[]} */ ((t === KNIGHT ? KNIGHT_TO : KING_TO)[sq])) {
        const q = b[to] ?? 0;
        if (!q) { if (!tactical) out.push({ from: sq, to, piece: p, cap: 0, promo: 0, flag: 0 }); } else if (colorOf(q) === them) out.push({ from: sq, to, piece: p, cap: q, promo: 0, flag: 0 });
      }
      if (t === KING && !tactical) castlingMoves(pos, sq, p, out);
    } else {
      const d0 = t === BISHOP ? 4 : 0;
      const d1 = t === ROOK ? 4 : 8;
      for (let d = d0; d < d1; d++) {
        for (const to of /** @type {number[]} */ (RAYS[d]?.[sq])) {
          const q = b[to] ?? 0;
          if (!q) { if (!tactical) out.push({ from: sq, to, piece: p, cap: 0, promo: 0, flag: 0 }); continue; }
          if (colorOf(q) === them) out.push({ from: sq, to, piece: p, cap: q, promo: 0, flag: 0 });
          break;
        }
      }
    }
  }
  return out;
}

/**
 * Castling: the right still held, king and rook on their home squares, the squares between them
 * empty, and the king neither in check nor passing over or landing on an attacked square.
 * @param {Pos} pos @param {number} sq @param {number} king @param {Move[]} out
 */
function castlingMoves(pos, sq, king, out) {
  const us = pos.turn;
  const them = 1 - us;
  const home = us === WHITE ? 4 : 60;
  if (sq !== home) return;
  const b = pos.b;
  const rook = ROOK | (us << 3);
  const kBit = us === WHITE ? 1 : 4;
  const qBit = us === WHITE ? 2 : 8;
  if (!(pos.castle & (kBit | qBit)) || attacked(pos, home, them)) return;
  if (pos.castle & kBit && b[home + 3] === rook && !b[home + 1] && !b[home + 2] && !attacked(pos, home + 1, them) && !attacked(pos, home + 2, them)) {
    out.push({ from: home, to: home + 2, piece: king, cap: 0, promo: 0, flag: 3 });
  }
  if (pos.castle & qBit && b[home - 4] === rook && !b[home - 1] && !b[home - 2] && !b[home - 3] && !attacked(pos, home - 1, them) && !attacked(pos, home - 2, them)) {
    out.push({ from: home, to: home - 2, piece: king, cap: 0, promo: 0, flag: 3 });
  }
}

/** Plays a move in place; `unmakeMove` undoes it. @param {Pos} pos @param {Move} m */
export function makeMove(pos, m) {
  const b = pos.b;
  const us = pos.turn;
  m.pc = pos.castle;
  m.pe = pos.ep;
  m.ph = pos.half;
  b[m.from] = 0;
  if (m.flag === 2) b[m.to + (us === WHITE ? -8 : 8)] = 0;
  b[m.to] = m.promo ? m.promo | (us << 3) : m.piece;
  if (m.flag === 3) {
    const kingSide = m.to > m.from;
    const rookFrom = kingSide ? m.from + 3 : m.from - 4;
    const rookTo = kingSide ? m.from + 1 : m.from - 1;
    b[rookTo] = b[rookFrom] ?? 0;
    b[rookFrom] = 0;
  }
  if (typeOf(m.piece) === KING) pos.king[us] = m.to;
  pos.castle &= (CASTLE_KEEP[m.from] ?? 15) & (CASTLE_KEEP[m.to] ?? 15);
  pos.ep = m.flag === 1 ? (m.from + m.to) >> 1 : -1;
  pos.half = typeOf(m.piece) === PAWN || m.cap ? 0 : pos.half + 1;
  if (us === BLACK) pos.full++;
  pos.turn = 1 - us;
}

/** @param {Pos} pos @param {Move} m */
export function unmakeMove(pos, m) {
  const b = pos.b;
  const us = 1 - pos.turn;
  pos.turn = us;
  if (us === BLACK) pos.full--;
  pos.castle = m.pc ?? pos.castle;
  pos.ep = m.pe ?? -1;
  pos.half = m.ph ?? 0;
  b[m.from] = m.piece;
  if (m.flag === 2) {
    b[m.to] = 0;
    b[m.to + (us === WHITE ? -8 : 8)] = m.cap;
  } else b[m.to] = m.cap;
  if (m.flag === 3) {
    const kingSide = m.to > m.from;
    const rookFrom = kingSide ? m.from + 3 : m.from - 4;
    const rookTo = kingSide ? m.from + 1 : m.from - 1;
    b[rookFrom] = b[rookTo] ?? 0;
    b[rookTo] = 0;
  }
  if (typeOf(m.piece) === KING) pos.king[us] = m.from;
}

/** Whether a pseudo-legal move keeps the mover's king safe. @param {Pos} pos @param {Move} m */
function isLegal(pos, m) {
  const us = pos.turn;
  makeMove(pos, m);
  const ok = !attacked(pos, pos.king[us] ?? 0, 1 - us);
  unmakeMove(pos, m);
  return ok;
}

/** All legal moves of the side to move. @param {Pos} pos @returns {Move[]} */
export function legalMoves(pos) {
  return pseudoMoves(pos).filter((m) => isLegal(pos, m));
}

/** Leaf-node count to `depth` (the standard move-generator check). @param {Pos} pos @param {number} depth */
export function perft(pos, depth) {
  if (depth === 0) return 1;
  const us = pos.turn;
  let n = 0;
  for (const m of pseudoMoves(pos)) {
    makeMove(pos, m);
    if (!attacked(pos, pos.king[us] ?? 0, 1 - us)) n += depth === 1 ? 1 : perft(pos, depth - 1);
    unmakeMove(pos, m);
  }
  return n;
}

/** @param {Move} m */
export function uci(m) {
  return sqName(m.from) + sqName(m.to) + (m.promo ? LETTERS[m.promo] : '');
}

/** Finds the legal move written as "e2e4" / "e7e8q". @param {Pos} pos @param {string} text */
export function findMove(pos, text) {
  const moves = legalMoves(pos);
  // A bare "e7e8" means the usual queen promotion.
  return moves.find((m) => uci(m) === text) ?? moves.find((m) => m.promo === QUEEN && uci(m) === `${text}q`) ?? null;
}

/**
 * Standard algebraic notation of a legal move in `pos` (before it is played).
 * @param {Pos} pos @param {Move} m
 */
export function toSan(pos, m) {
  let s;
  const t = typeOf(m.piece);
  if (m.flag === 3) s = m.to > m.from ? 'O-O' : 'O-O-O';
  else {
    const legal = legalMoves(pos);
    s = t === PAWN ? '' : (LETTERS[t] ?? '').toUpperCase();
    if (t === PAWN) {
      if (m.cap) s += FILES[fileOf(m.from)];
    } else {
      const rivals = legal.filter((o) => o.to === m.to && o.piece === m.piece && o.from !== m.from);
      if (rivals.length) {
        if (!rivals.some((o) => fileOf(o.from) === fileOf(m.from))) s += FILES[fileOf(m.from)];
        else if (!rivals.some((o) => rankOf(o.from) === rankOf(m.from))) s += String(rankOf(m.from) + 1);
        else s += sqName(m.from);
      }
    }
    if (m.cap) s += 'x';
    s += sqName(m.to);
    if (m.promo) s += `=${(LETTERS[m.promo] ?? '').toUpperCase()}`;
  }
  makeMove(pos, m);
  if (inCheck(pos)) s += legalMoves(pos).length ? '+' : '#';
  unmakeMove(pos, m);
  return s;
}

// ---------------------------------------------------------------- game end

/** Neither side can ever mate: K v K, K+minor v K, and kings with bishops all on one colour. @param {Pos} pos */
export function deadPosition(pos) {
  /** @type {number[]} */
  const minors = [];
  let bishopsLight = 0;
  let bishopsDark = 0;
  for (let sq = 0; sq < 64; sq++) {
    const p = pos.b[sq] ?? 0;
    const t = typeOf(p);
    if (!p || t === KING) continue;
    if (t === PAWN || t === ROOK || t === QUEEN) return false;
    minors.push(t);
    if (t === BISHOP) {
      if ((fileOf(sq) + rankOf(sq)) % 2) bishopsLight++;
      else bishopsDark++;
    }
  }
  if (minors.length <= 1) return true;
  return minors.every((t) => t === BISHOP) && (bishopsLight === 0 || bishopsDark === 0);
}

/**
 * @typedef {Object} Outcome
 * @property {'checkmate'|'stalemate'|'fifty'|'repetition'|'material'} reason
 * @property {number} winner WHITE, BLACK or -1 for a draw
 */

/**
 * The game's result, or null while it goes on.
 * @param {Pos} pos @param {string[]} [keys] position keys of the game so far, current one included
 * @returns {Outcome | null}
 */
export function outcome(pos, keys = []) {
  if (!legalMoves(pos).length) return inCheck(pos) ? { reason: 'checkmate', winner: 1 - pos.turn } : { reason: 'stalemate', winner: -1 };
  if (pos.half >= 100) return { reason: 'fifty', winner: -1 };
  if (deadPosition(pos)) return { reason: 'material', winner: -1 };
  const key = positionKey(pos);
  if (keys.filter((k) => k === key).length >= 3) return { reason: 'repetition', winner: -1 };
  return null;
}

// ---------------------------------------------------------------- evaluation

export const VALUE = [0, 100, 320, 330, 500, 900, 0];

/** Ring 0 (the four centre squares) .. 3 (the edge). @param {number} sq */
function ring(sq) {
  const f = fileOf(sq);
  const r = rankOf(sq);
  return Math.max(Math.abs(2 * f - 7), Math.abs(2 * r - 7)) >> 1;
}

/**
 * Square bonuses from simple rules rather than tuned tables: knights and (less) bishops and
 * queens like the centre, pawns like to advance (centre pawns early), rooks like the seventh
 * rank, the king hides in a corner until the endgame and then walks to the centre.
 * PST[type][relativeSq] with relativeSq seen from White (flip ranks for Black).
 */
const PST = (() => {
  const t = [];
  for (let type = 0; type <= 7; type++) {
    const row = [];
    for (let sq = 0; sq < 64; sq++) {
      const f = fileOf(sq);
      const r = rankOf(sq);
      const ri = ring(sq);
      let v = 0;
      if (type === PAWN) v = [0, 0, 4, 10, 20, 34, 60, 0][r] ?? 0;
      if (type === PAWN && (f === 3 || f === 4) && r >= 2 && r <= 4) v += 14;
      if (type === PAWN && (f === 3 || f === 4) && r === 1) v -= 10;
      if (type === KNIGHT) v = [22, 10, -2, -28][ri] ?? 0;
      if (type === BISHOP) v = [10, 8, 2, -10][ri] ?? 0;
      if (type === ROOK) v = (r === 6 ? 18 : 0) + (f === 3 || f === 4 ? 4 : 0);
      if (type === QUEEN) v = [6, 4, 0, -6][ri] ?? 0;
      if (type === KING) v = r === 0 ? (f <= 2 || f >= 6 ? 22 : 0) : -14 * r;
      if (type === 7) v = [28, 14, 0, -22][ri] ?? 0; // king in the endgame
      row.push(v);
    }
    t.push(row);
  }
  return t;
})();

/** Static score in centipawns from the side to move's point of view. @param {Pos} pos */
export function evaluate(pos) {
  const b = pos.b;
  let score = 0;
  let heavy = 0;
  const bishops = [0, 0];
  const pawnFiles = [new Array(8).fill(0), new Array(8).fill(0)];
  for (let sq = 0; sq < 64; sq++) {
    const p = b[sq] ?? 0;
    if (!p) continue;
    const t = typeOf(p);
    if (t === QUEEN) heavy += 2;
    else if (t === ROOK || t === BISHOP || t === KNIGHT) heavy += 1;
    if (t === BISHOP) bishops[colorOf(p)]++;
    if (t === PAWN) pawnFiles[colorOf(p)][fileOf(sq)]++;
  }
  const endgame = heavy <= 5;
  for (let sq = 0; sq < 64; sq++) {
    const p = b[sq] ?? 0;
    if (!p) continue;
    const t = typeOf(p);
    const c = colorOf(p);
    const rel = c === WHITE ? sq : sq ^ 56;
    const v = (VALUE[t] ?? 0) + (PST[t === KING && endgame ? 7 : t]?.[rel] ?? 0);
    score += c === WHITE ? v : -v;
  }
  for (let c = 0; c < 2; c++) {
    let s = (bishops[c] ?? 0) >= 2 ? 30 : 0;
    for (const n of pawnFiles[c] ?? []) if (n > 1) s -= 14 * (n - 1);
    score += c === WHITE ? s : -s;
  }
  return pos.turn === WHITE ? score : -score;
}

// ---------------------------------------------------------------- search

export const MATE = 100000;

/**
 * @typedef {Object} SearchOptions
 * @property {number} depth plies of full-width search (1..4)
 * @property {boolean} [quiesce] extend leaves with captures so pieces are not left hanging
 * @property {number} [noise] random centipawns added to each root move (weaker, livelier play)
 * @property {() => number} [rand]
 * @property {number} [maxNodes] node budget (30000: a few hundred ms at most on a phone); the last finished iteration is used when it runs out
 * @property {string[]} [keys] keys of the game's earlier positions (avoids or seeks repetition)
 */

/** Captures first, most valuable victim by least valuable attacker, then promotions. @param {Move[]} moves */
function orderMoves(moves) {
  for (const m of moves) m.order = (m.cap ? 10 * (VALUE[typeOf(m.cap)] ?? 0) - (VALUE[typeOf(m.piece)] ?? 0) + 10000 : 0) + (m.promo ? (VALUE[m.promo] ?? 0) + 5000 : 0);
  moves.sort((a, b) => (b.order ?? 0) - (a.order ?? 0));
  return moves;
}

/** @typedef {{nodes: number, max: number, stop: boolean, quiesce: boolean}} Ctx */

/** @param {Pos} pos @param {number} alpha @param {number} beta @param {Ctx} ctx @param {number} qd @returns {number} */
function quiesce(pos, alpha, beta, ctx, qd) {
  ctx.nodes++;
  const stand = evaluate(pos);
  if (stand >= beta) return stand;
  if (stand > alpha) alpha = stand;
  if (qd >= 6) return stand;
  const us = pos.turn;
  for (const m of orderMoves(pseudoMoves(pos, true))) {
    makeMove(pos, m);
    if (attacked(pos, pos.king[us] ?? 0, 1 - us)) { unmakeMove(pos, m); continue; }
    const v = -quiesce(pos, -beta, -alpha, ctx, qd + 1);
    unmakeMove(pos, m);
    if (v >= beta) return v;
    if (v > alpha) alpha = v;
  }
  return alpha;
}

/** @param {Pos} pos @param {number} depth @param {number} alpha @param {number} beta @param {number} ply @param {Ctx} ctx @returns {number} */
function negamax(pos, depth, alpha, beta, ply, ctx) {
  if (depth <= 0) return ctx.quiesce ? quiesce(pos, alpha, beta, ctx, 0) : (ctx.nodes++, evaluate(pos));
  ctx.nodes++;
  if (ctx.nodes > ctx.max) { ctx.stop = true; return 0; }
  if (pos.half >= 100) return 0;
  const us = pos.turn;
  let legal = 0;
  let best = -Infinity;
  for (const m of orderMoves(pseudoMoves(pos))) {
    makeMove(pos, m);
    if (attacked(pos, pos.king[us] ?? 0, 1 - us)) { unmakeMove(pos, m); continue; }
    legal++;
    const v = -negamax(pos, depth - 1, -beta, -alpha, ply + 1, ctx);
    unmakeMove(pos, m);
    if (ctx.stop) return 0;
    if (v > best) best = v;
    if (v > alpha) alpha = v;
    if (alpha >= beta) break;
  }
  if (!legal) return inCheck(pos) ? -MATE + ply : 0;
  return best;
}

/**
 * Picks a move for the side to move: iterative deepening alpha-beta to `depth` plies.
 * A mate in one is always taken. Returns null when there is no legal move.
 * @param {Pos} pos @param {SearchOptions} o
 * @returns {{move: Move, score: number, nodes: number, depth: number} | null}
 */
export function searchBest(pos, o) {
  const work = clonePos(pos);
  const rand = o.rand ?? Math.random;
  const moves = orderMoves(legalMoves(work));
  if (!moves.length) return null;
  const ctx = { nodes: 0, max: o.maxNodes ?? 30000, stop: false, quiesce: !!o.quiesce };
  // Mate in one, whatever the level: nobody enjoys an engine that misses it.
  for (const m of moves) {
    makeMove(work, m);
    const mate = inCheck(work) && !legalMoves(work).length;
    unmakeMove(work, m);
    if (mate) return { move: m, score: MATE - 1, nodes: moves.length, depth: 1 };
  }
  const keys = o.keys ?? [];
  const noise = o.noise ?? 0;
  /** @type {Map<Move, number>} */
  let scores = new Map();
  let done = 0;
  for (let d = 1; d <= Math.max(1, o.depth); d++) {
    /** @type {Map<Move, number>} */
    const cur = new Map();
    let alpha = -Infinity;
    for (const m of moves) {
      makeMove(work, m);
      const key = keys.length ? positionKey(work) : '';
      const repeats = key ? keys.filter((k) => k === key).length : 0;
      // Moves within `noise` of the best need exact scores (the noise may pick them); worse
      // ones only need to be proven worse.
      const v = repeats >= 2 ? 0 : -negamax(work, d - 1, -Infinity, -(alpha - noise) + 1, 1, ctx);
      unmakeMove(work, m);
      if (ctx.stop) break;
      cur.set(m, v);
      if (v > alpha) alpha = v;
    }
    if (ctx.stop) break;
    scores = cur;
    done = d;
    // Best first for the next iteration: better pruning.
    moves.sort((a, b) => (cur.get(b) ?? 0) - (cur.get(a) ?? 0));
  }
  /** @type {Move | null} */
  let best = null;
  let bestV = -Infinity;
  for (const m of moves) {
    const base = scores.get(m);
    if (base === undefined) continue;
    const v = base + (noise ? rand() * noise : rand() * 0.5);
    if (v > bestV) { bestV = v; best = m; }
  }
  const move = best ?? /** @type {Move} */ (moves[0]);
  return { move, score: scores.get(move) ?? 0, nodes: ctx.nodes, depth: done };
}

/**
 * Engine settings for a level: 1 looks one move ahead and plays loosely, 2 sees replies,
 * 3 sees its next move too; 2 and 3 resolve captures at the leaves.
 * @param {number} level
 * @returns {SearchOptions}
 */
export function aiSettings(level) {
  if (level <= 1) return { depth: 1, quiesce: false, noise: 90 };
  if (level === 2) return { depth: 2, quiesce: true, noise: 20 };
  return { depth: 3, quiesce: true, noise: 0 };
}

/** Points for capturing a piece (score). @param {number} piece */
export function capturePoints(piece) {
  return [0, 10, 30, 30, 50, 90, 0][typeOf(piece)] ?? 0;
}
