// @ts-check
import { createGame, roundRect, keyDir } from '../kit/kit.js';
import {
  START_FEN, WHITE, BLACK, PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, typeOf, colorOf, fileOf, rankOf, sqName, sqIndex,
  parseFen, toFen, legalMoves, makeMove, unmakeMove, uci, toSan, outcome, positionKey, inCheck, searchBest, aiSettings, capturePoints,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Move} Move */
/** @typedef {import('./logic.js').Pos} Pos */

const W = 720;
const H = 990;
const SQ = 84;
const BX = 24;
const BY = 118;
const BOARD = SQ * 8;
const PROMOS = [QUEEN, ROOK, BISHOP, KNIGHT];

const strings = {
  'zh-CN': {
    title: '国际象棋大师', you: '你', computer: '电脑', levelName: '第 {n} 级', yourMove: '轮到你走棋', thinking: '电脑思考中…', check: '将军！',
    youMate: '将死！你赢了这一局', aiMate: '你被将死了', stalemate: '逼和：和棋', repetition: '三次重复局面：和棋', fifty: '五十步规则：和棋', material: '子力不足：和棋',
    next: '第 {n} 级：电脑看得更深了', champion: '你击败了所有级别的电脑！', lost: '电脑在第 {n} 级击败了你。', again: '和棋，本级重赛', promote: '升变为', undo: '悔棋', hint: '提示',
    tapNext: '点击继续', playWhite: '你执白', playBlack: '你执黑', noUndo: '现在不能悔棋',
  },
  en: {
    title: 'Chess Master', you: 'You', computer: 'Computer', levelName: 'Level {n}', yourMove: 'Your move', thinking: 'Computer is thinking…', check: 'Check!',
    youMate: 'Checkmate! You win this game', aiMate: 'Checkmate. The computer wins', stalemate: 'Stalemate: a draw', repetition: 'Threefold repetition: a draw', fifty: 'Fifty-move rule: a draw', material: 'Not enough material: a draw',
    next: 'Level {n}: the computer looks deeper', champion: 'You beat the computer at every level!', lost: 'The computer beat you at level {n}.', again: 'Draw: this level again', promote: 'Promote to', undo: 'Undo', hint: 'Hint',
    tapNext: 'Tap to continue', playWhite: 'You play White', playBlack: 'You play Black', noUndo: 'Nothing to undo now',
  },
  ja: {
    title: 'チェス マスター', you: 'あなた', computer: 'コンピューター', levelName: 'レベル {n}', yourMove: 'あなたの番です', thinking: 'コンピューターが考え中…', check: 'チェック！',
    youMate: 'チェックメイト！あなたの勝ち', aiMate: 'チェックメイトされました', stalemate: 'ステイルメイト：引き分け', repetition: '同一局面3回：引き分け', fifty: '50手ルール：引き分け', material: '駒不足：引き分け',
    next: 'レベル {n}：コンピューターがより深く読みます', champion: '全レベルでコンピューターに勝ちました！', lost: 'レベル {n} でコンピューターに負けました。', again: '引き分け：同じレベルで再戦', promote: '昇格する駒', undo: '待った', hint: 'ヒント',
    tapNext: 'タップで次へ', playWhite: 'あなたは白', playBlack: 'あなたは黒', noUndo: '今は戻せません',
  },
  es: {
    title: 'Maestro de ajedrez', you: 'Tú', computer: 'Ordenador', levelName: 'Nivel {n}', yourMove: 'Te toca mover', thinking: 'El ordenador está pensando…', check: '¡Jaque!',
    youMate: '¡Jaque mate! Ganas esta partida', aiMate: 'Jaque mate. Gana el ordenador', stalemate: 'Rey ahogado: tablas', repetition: 'Triple repetición: tablas', fifty: 'Regla de los cincuenta movimientos: tablas', material: 'Material insuficiente: tablas',
    next: 'Nivel {n}: el ordenador calcula más lejos', champion: '¡Has vencido al ordenador en todos los niveles!', lost: 'El ordenador te ganó en el nivel {n}.', again: 'Tablas: se repite el nivel', promote: 'Coronar como', undo: 'Deshacer', hint: 'Pista',
    tapNext: 'Toca para seguir', playWhite: 'Juegas con blancas', playBlack: 'Juegas con negras', noUndo: 'Ahora no se puede deshacer',
  },
  de: {
    title: 'Schachmeister', you: 'Du', computer: 'Computer', levelName: 'Stufe {n}', yourMove: 'Du bist am Zug', thinking: 'Der Computer denkt nach …', check: 'Schach!',
    youMate: 'Schachmatt! Du gewinnst diese Partie', aiMate: 'Schachmatt. Der Computer gewinnt', stalemate: 'Patt: Remis', repetition: 'Dreifache Stellungswiederholung: Remis', fifty: '50-Züge-Regel: Remis', material: 'Zu wenig Material: Remis',
    next: 'Stufe {n}: Der Computer rechnet tiefer', champion: 'Du hast den Computer auf allen Stufen besiegt!', lost: 'Der Computer hat dich auf Stufe {n} besiegt.', again: 'Remis: Stufe noch einmal', promote: 'Umwandeln in', undo: 'Zurück', hint: 'Tipp',
    tapNext: 'Tippen zum Weiterspielen', playWhite: 'Du spielst Weiß', playBlack: 'Du spielst Schwarz', noUndo: 'Jetzt nicht möglich',
  },
  fr: {
    title: 'Maître des échecs', you: 'Vous', computer: 'Ordinateur', levelName: 'Niveau {n}', yourMove: 'À vous de jouer', thinking: 'L’ordinateur réfléchit…', check: 'Échec !',
    youMate: 'Échec et mat ! Vous gagnez la partie', aiMate: 'Échec et mat. L’ordinateur gagne', stalemate: 'Pat : partie nulle', repetition: 'Triple répétition : partie nulle', fifty: 'Règle des cinquante coups : partie nulle', material: 'Matériel insuffisant : partie nulle',
    next: 'Niveau {n} : l’ordinateur calcule plus loin', champion: 'Vous avez battu l’ordinateur à tous les niveaux !', lost: 'L’ordinateur vous a battu au niveau {n}.', again: 'Nulle : on rejoue ce niveau', promote: 'Promouvoir en', undo: 'Annuler', hint: 'Indice',
    tapNext: 'Touchez pour continuer', playWhite: 'Vous jouez les Blancs', playBlack: 'Vous jouez les Noirs', noUndo: 'Rien à annuler pour l’instant',
  },
  'pt-BR': {
    title: 'Mestre do Xadrez', you: 'Você', computer: 'Computador', levelName: 'Nível {n}', yourMove: 'Sua vez', thinking: 'O computador está pensando…', check: 'Xeque!',
    youMate: 'Xeque-mate! Você venceu a partida', aiMate: 'Xeque-mate. O computador venceu', stalemate: 'Afogamento: empate', repetition: 'Repetição tripla: empate', fifty: 'Regra dos 50 lances: empate', material: 'Material insuficiente: empate',
    next: 'Nível {n}: o computador calcula mais longe', champion: 'Você venceu o computador em todos os níveis!', lost: 'O computador venceu você no nível {n}.', again: 'Empate: repetindo o nível', promote: 'Promover a', undo: 'Desfazer', hint: 'Dica',
    tapNext: 'Toque para continuar', playWhite: 'Você joga de brancas', playBlack: 'Você joga de pretas', noUndo: 'Nada para desfazer agora',
  },
  ar: {
    title: 'سيد الشطرنج', you: 'أنت', computer: 'الحاسوب', levelName: 'المستوى {n}', yourMove: 'دورك في اللعب', thinking: 'الحاسوب يفكّر…', check: 'كش!',
    youMate: 'كش مات! فزت بهذه المباراة', aiMate: 'كش مات. فاز الحاسوب', stalemate: 'طريق مسدود: تعادل', repetition: 'تكرار الوضع ثلاث مرات: تعادل', fifty: 'قاعدة الخمسين نقلة: تعادل', material: 'قطع غير كافية: تعادل',
    next: 'المستوى {n}: الحاسوب يحسب أبعد', champion: 'هزمت الحاسوب في كل المستويات!', lost: 'هزمك الحاسوب في المستوى {n}.', again: 'تعادل: نعيد المستوى نفسه', promote: 'ترقية إلى', undo: 'تراجع', hint: 'تلميح',
    tapNext: 'اضغط للمتابعة', playWhite: 'تلعب بالأبيض', playBlack: 'تلعب بالأسود', noUndo: 'لا شيء للتراجع الآن',
  },
};

// ---------------------------------------------------------------- state

/** @type {Pos} */
let pos = parseFen(START_FEN);
/** @type {string[]} */
let keys = [];
/** @type {{move: Move, san: string, points: number, by: number}[]} */
let history = [];
let humanColor = WHITE;
let gameNo = 0;
/** @type {number} */
let selected = -1;
let cursor = 12;
let cursorShown = false;
/** @type {Move[]} */
let humanLegal = [];
let aiWait = 0;
/** @type {{move: Move, t: number, dur: number} | null} */
let anim = null;
/** @type {{from: number, x: number, y: number, active: boolean, x0: number, y0: number, release: boolean} | null} */
let drag = null;
/** @type {{moves: Move[], choice: number} | null} */
let promo = null;
/** @type {{move: Move, t: number} | null} */
let hint = null;
/** @type {{result: 'win'|'loss'|'draw', reason: string, t: number} | null} */
let ended = null;
let humanMoves = 0;
let shake = 0;

const humanTurn = () => pos.turn === humanColor;

/** Board square under screen cell (col, row), honouring the flipped view. @param {number} col @param {number} row */
const squareAt = (col, row) => (humanColor === WHITE ? (7 - row) * 8 + col : row * 8 + (7 - col));
/** Screen cell of a square. @param {number} sq */
function cellOf(sq) {
  return humanColor === WHITE ? { col: fileOf(sq), row: 7 - rankOf(sq) } : { col: 7 - fileOf(sq), row: rankOf(sq) };
}
/** Centre of a square in logical coordinates. @param {number} sq */
function centre(sq) {
  const c = cellOf(sq);
  return { x: BX + c.col * SQ + SQ / 2, y: BY + c.row * SQ + SQ / 2 };
}
/** @param {number} x @param {number} y */
function squareFromPoint(x, y) {
  const col = Math.floor((x - BX) / SQ);
  const row = Math.floor((y - BY) / SQ);
  return col >= 0 && col < 8 && row >= 0 && row < 8 ? squareAt(col, row) : -1;
}

/** @param {Kit} k */
function settings(k) {
  return aiSettings(k.level);
}

/** @param {Kit} k */
function newGame(k) {
  pos = parseFen(START_FEN);
  keys = [positionKey(pos)];
  history = [];
  humanColor = gameNo % 2 === 0 ? WHITE : BLACK;
  gameNo++;
  selected = -1;
  drag = null;
  promo = null;
  hint = null;
  anim = null;
  ended = null;
  humanMoves = 0;
  cursor = humanColor === WHITE ? 12 : 52;
  aiWait = humanColor === BLACK ? 0.7 : 0;
  refreshLegal();
  k.toast(k.t(humanColor === WHITE ? 'playWhite' : 'playBlack'));
}

function refreshLegal() {
  humanLegal = humanTurn() && !ended ? legalMoves(pos) : [];
}

/** @param {number} sq */
const movesFrom = (sq) => humanLegal.filter((m) => m.from === sq);

// ---------------------------------------------------------------- playing moves

/** @param {Kit} k @param {Move} m */
function play(k, m) {
  const by = pos.turn;
  const san = toSan(pos, m);
  const points = by === humanColor ? capturePoints(m.cap) : 0;
  makeMove(pos, m);
  keys.push(positionKey(pos));
  history.push({ move: m, san, points, by });
  if (points) k.addScore(points);
  if (by === humanColor) humanMoves++;
  selected = -1;
  hint = null;
  promo = null;
  anim = k.reducedMotion ? null : { move: m, t: 0, dur: m.flag === 3 ? 0.22 : 0.16 };
  const check = inCheck(pos);
  if (m.cap) k.sound.tone({ freq: by === humanColor ? 520 : 300, to: 180, dur: 0.12, type: 'triangle', vol: 0.2 });
  else k.sound.tone({ freq: by === humanColor ? 440 : 330, to: by === humanColor ? 380 : 280, dur: 0.06, type: 'triangle', vol: 0.16 });
  if (check) k.sound.tone({ freq: 880, dur: 0.12, type: 'square', vol: 0.08, delay: 0.08 });
  const end = outcome(pos, keys);
  if (end) {
    const result = end.winner < 0 ? 'draw' : end.winner === humanColor ? 'win' : 'loss';
    const reason = end.reason === 'checkmate' ? (result === 'win' ? 'youMate' : 'aiMate') : end.reason;
    ended = { result, reason, t: 0 };
    if (result === 'win') {
      k.addScore(300 * k.level + Math.max(0, 60 - humanMoves) * 5);
      k.sound.jingle([523, 659, 784, 1047, 1319]);
    } else if (result === 'draw') {
      k.addScore(60 * k.level);
      k.sound.jingle([440, 554, 659]);
    } else k.sound.fail();
  } else if (pos.turn !== humanColor) aiWait = k.reducedMotion ? 0.2 : 0.45;
  refreshLegal();
}

/** Human move from `from` to `to`; asks for the promotion piece when there is a choice. @param {Kit} k @param {number} from @param {number} to */
function tryMove(k, from, to) {
  const ms = movesFrom(from).filter((m) => m.to === to);
  if (!ms.length) return false;
  if (ms.length > 1) {
    promo = { moves: ms, choice: 0 };
    selected = from;
    return true;
  }
  play(k, /** @type {Move} */ (ms[0]));
  return true;
}

/** Tap/click/Enter on a square: select, move, or reselect. @param {Kit} k @param {number} sq */
function activate(k, sq) {
  if (!humanTurn() || ended || anim || sq < 0) return;
  if (selected >= 0 && tryMove(k, selected, sq)) return;
  const p = pos.b[sq] ?? 0;
  if (p && colorOf(p) === humanColor) {
    if (movesFrom(sq).length) {
      selected = selected === sq ? -1 : sq;
      k.sound.tone({ freq: 660, dur: 0.04, type: 'sine', vol: 0.08 });
    } else {
      selected = -1;
      buzz(k);
    }
  } else {
    if (selected >= 0) buzz(k);
    selected = -1;
  }
}

/** @param {Kit} k */
function buzz(k) {
  shake = 0.25;
  k.sound.tone({ freq: 150, dur: 0.08, type: 'square', vol: 0.06 });
}

/** @param {Kit} k @param {number} i */
function choosePromotion(k, i) {
  if (!promo) return;
  const type = PROMOS[i];
  const m = promo.moves.find((x) => x.promo === type);
  if (m) play(k, m);
}

/** Takes back the last own move (and the computer's answer). @param {Kit} k */
function undo(k) {
  if (ended || anim || promo || !humanTurn()) { k.toast(k.t('noUndo')); return; }
  // Take back plies until it is our turn again with one of our moves removed.
  let removedOwn = false;
  const plan = [];
  for (let i = history.length - 1; i >= 0; i--) {
    const h = /** @type {typeof history[number]} */ (history[i]);
    plan.push(h);
    if (h.by === humanColor) { removedOwn = true; break; }
  }
  if (!removedOwn) { k.toast(k.t('noUndo')); return; }
  for (const h of plan) {
    history.pop();
    keys.pop();
    unmakeMove(pos, h.move);
    if (h.points) k.addScore(-h.points);
    if (h.by === humanColor) humanMoves--;
  }
  k.addScore(-15);
  selected = -1;
  hint = null;
  refreshLegal();
  k.sound.tone({ freq: 500, to: 300, dur: 0.1, type: 'sine', vol: 0.12 });
}

/** @param {Kit} k */
function showHint(k) {
  if (!humanTurn() || ended || anim || promo) return;
  const r = searchBest(pos, { depth: 2, quiesce: true, keys });
  if (!r) return;
  hint = { move: r.move, t: 0 };
  k.addScore(-10);
  k.sound.tone({ freq: 990, dur: 0.08, type: 'sine', vol: 0.1 });
}

/** @param {Kit} k */
function continueAfterEnd(k) {
  if (!ended) return;
  const res = ended.result;
  ended = null;
  if (res === 'loss') { k.gameOver({ message: k.t('lost', { n: k.level }) }); return; }
  if (res === 'win') {
    if (k.level >= 3) { k.gameOver({ win: true, message: k.t('champion') }); return; }
    k.setLevel(k.level + 1);
    newGame(k);
    k.toast(k.t('next', { n: k.level }));
    return;
  }
  newGame(k);
  k.toast(k.t('again'));
}

// ---------------------------------------------------------------- drawing pieces

/** @type {Map<number, HTMLCanvasElement>} */
const sprites = new Map();
const SPRITE_PX = 176;

/**
 * Draws one piece in a unit box: dark outlines over a soft gradient fill.
 * @param {CanvasRenderingContext2D} g @param {number} type @param {number} color
 */
function drawPieceShape(g, type, color) {
  const light = color === WHITE;
  const fill = g.createLinearGradient(0.25, 0.1, 0.75, 0.9);
  fill.addColorStop(0, light ? '#ffffff' : '#5a6082');
  fill.addColorStop(1, light ? '#ddd2bb' : '#1b1d2e');
  const ink = light ? '#2a2440' : '#07080f';
  const detail = light ? '#8a7f6a' : '#a7aed6';
  g.lineJoin = 'round';
  g.lineCap = 'round';
  g.lineWidth = 0.04;
  const part = (/** @type {() => void} */ path) => {
    g.beginPath();
    path();
    g.fillStyle = fill;
    g.fill();
    g.strokeStyle = ink;
    g.stroke();
  };
  const line = (/** @type {number[]} */ pts) => {
    g.beginPath();
    g.moveTo(pts[0] ?? 0, pts[1] ?? 0);
    for (let i = 2; i < pts.length; i += 2) g.lineTo(pts[i] ?? 0, pts[i + 1] ?? 0);
    g.strokeStyle = detail;
    g.lineWidth = 0.028;
    g.stroke();
    g.lineWidth = 0.04;
  };
  const base = () => part(() => {
    g.moveTo(0.2, 0.9);
    g.lineTo(0.8, 0.9);
    g.quadraticCurveTo(0.82, 0.8, 0.72, 0.78);
    g.lineTo(0.28, 0.78);
    g.quadraticCurveTo(0.18, 0.8, 0.2, 0.9);
  });
  const collar = (/** @type {number} */ y, /** @type {number} */ w) => part(() => g.ellipse(0.5, y, w, 0.045, 0, 0, Math.PI * 2));
  switch (type) {
    case PAWN:
      part(() => { g.moveTo(0.3, 0.8); g.quadraticCurveTo(0.32, 0.56, 0.43, 0.5); g.lineTo(0.57, 0.5); g.quadraticCurveTo(0.68, 0.56, 0.7, 0.8); });
      base();
      collar(0.5, 0.15);
      part(() => g.arc(0.5, 0.34, 0.135, 0, Math.PI * 2));
      break;
    case ROOK:
      part(() => { g.moveTo(0.3, 0.8); g.lineTo(0.35, 0.4); g.lineTo(0.65, 0.4); g.lineTo(0.7, 0.8); });
      base();
      part(() => {
        g.moveTo(0.26, 0.42);
        g.lineTo(0.26, 0.16);
        g.lineTo(0.36, 0.16); g.lineTo(0.36, 0.24); g.lineTo(0.45, 0.24); g.lineTo(0.45, 0.16);
        g.lineTo(0.55, 0.16); g.lineTo(0.55, 0.24); g.lineTo(0.64, 0.24); g.lineTo(0.64, 0.16);
        g.lineTo(0.74, 0.16); g.lineTo(0.74, 0.42);
        g.closePath();
      });
      line([0.34, 0.62, 0.66, 0.62]);
      break;
    case KNIGHT:
      part(() => {
        g.moveTo(0.74, 0.8);
        g.quadraticCurveTo(0.8, 0.44, 0.62, 0.2);
        g.lineTo(0.6, 0.08);
        g.lineTo(0.52, 0.17);
        g.quadraticCurveTo(0.36, 0.18, 0.26, 0.36);
        g.lineTo(0.17, 0.47);
        g.quadraticCurveTo(0.16, 0.56, 0.26, 0.56);
        g.quadraticCurveTo(0.33, 0.52, 0.42, 0.5);
        g.quadraticCurveTo(0.46, 0.62, 0.3, 0.8);
        g.closePath();
      });
      base();
      g.beginPath();
      g.arc(0.42, 0.3, 0.034, 0, Math.PI * 2);
      g.fillStyle = ink;
      g.fill();
      line([0.64, 0.26, 0.71, 0.44, 0.7, 0.62]);
      line([0.22, 0.48, 0.25, 0.47]);
      break;
    case BISHOP:
      part(() => { g.moveTo(0.32, 0.8); g.quadraticCurveTo(0.38, 0.64, 0.42, 0.6); g.lineTo(0.58, 0.6); g.quadraticCurveTo(0.62, 0.64, 0.68, 0.8); });
      base();
      part(() => {
        g.moveTo(0.5, 0.15);
        g.bezierCurveTo(0.74, 0.3, 0.72, 0.52, 0.6, 0.6);
        g.lineTo(0.4, 0.6);
        g.bezierCurveTo(0.28, 0.52, 0.26, 0.3, 0.5, 0.15);
      });
      collar(0.6, 0.16);
      part(() => g.arc(0.5, 0.12, 0.05, 0, Math.PI * 2));
      line([0.58, 0.28, 0.47, 0.42]);
      break;
    case QUEEN:
      part(() => { g.moveTo(0.3, 0.8); g.lineTo(0.38, 0.54); g.lineTo(0.62, 0.54); g.lineTo(0.7, 0.8); });
      base();
      part(() => {
        g.moveTo(0.3, 0.56);
        g.lineTo(0.19, 0.26);
        g.lineTo(0.34, 0.42);
        g.lineTo(0.36, 0.18);
        g.lineTo(0.46, 0.38);
        g.lineTo(0.5, 0.14);
        g.lineTo(0.54, 0.38);
        g.lineTo(0.64, 0.18);
        g.lineTo(0.66, 0.42);
        g.lineTo(0.81, 0.26);
        g.lineTo(0.7, 0.56);
        g.closePath();
      });
      collar(0.56, 0.2);
      for (const [x, y] of [[0.19, 0.24], [0.36, 0.16], [0.5, 0.12], [0.64, 0.16], [0.81, 0.24]]) part(() => g.arc(x ?? 0, y ?? 0, 0.045, 0, Math.PI * 2));
      break;
    case KING:
      part(() => { g.moveTo(0.3, 0.8); g.lineTo(0.37, 0.52); g.lineTo(0.63, 0.52); g.lineTo(0.7, 0.8); });
      base();
      part(() => { g.rect(0.465, 0.06, 0.07, 0.24); });
      part(() => { g.rect(0.4, 0.12, 0.2, 0.065); });
      part(() => {
        g.moveTo(0.3, 0.54);
        g.bezierCurveTo(0.16, 0.34, 0.34, 0.22, 0.5, 0.34);
        g.bezierCurveTo(0.66, 0.22, 0.84, 0.34, 0.7, 0.54);
        g.closePath();
      });
      collar(0.54, 0.2);
      line([0.5, 0.36, 0.5, 0.5]);
      break;
    default:
  }
}

/** @param {number} piece */
function sprite(piece) {
  let c = sprites.get(piece);
  if (!c) {
    c = document.createElement('canvas');
    c.width = SPRITE_PX;
    c.height = SPRITE_PX;
    const g = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
    g.scale(SPRITE_PX, SPRITE_PX);
    g.shadowColor = 'rgba(0,0,0,0.35)';
    g.shadowOffsetY = SPRITE_PX * 0.02;
    g.shadowBlur = SPRITE_PX * 0.03;
    drawPieceShape(g, typeOf(piece), colorOf(piece));
    sprites.set(piece, c);
  }
  return c;
}

/** @param {CanvasRenderingContext2D} g @param {number} piece @param {number} x centre @param {number} y centre @param {number} size */
function drawPiece(g, piece, x, y, size) {
  g.drawImage(sprite(piece), x - size / 2, y - size / 2, size, size);
}

// ---------------------------------------------------------------- rendering

const LIGHT = '#e3e8f4';
const DARK = '#7385bd';

/** @param {CanvasRenderingContext2D} g @param {number[]} pieces @param {number} x @param {number} y @param {number} maxW */
function drawCaptured(g, pieces, x, y, maxW) {
  const sorted = pieces.slice().sort((a, b) => typeOf(b) - typeOf(a));
  const size = 40;
  const step = Math.min(30, sorted.length > 1 ? (maxW - size) / (sorted.length - 1) : 30);
  sorted.forEach((p, i) => drawPiece(g, p, x + size / 2 + i * step, y, size));
}

/**
 * A player's name plate with the king of their colour and the pieces they have taken.
 * @param {CanvasRenderingContext2D} g @param {Kit} k @param {number} y @param {string} name @param {string} sub
 * @param {number} color @param {boolean} active @param {number[]} caps
 */
function drawPlayerBar(g, k, y, name, sub, color, active, caps) {
  g.fillStyle = active ? 'rgba(79,216,255,0.12)' : 'rgba(255,255,255,0.05)';
  roundRect(g, BX, y, BOARD, 86, 16);
  g.fill();
  if (active) {
    g.strokeStyle = 'rgba(79,216,255,0.55)';
    g.lineWidth = 2;
    g.stroke();
  }
  const rtl = k.dir === 'rtl';
  g.textAlign = rtl ? 'right' : 'left';
  g.textBaseline = 'middle';
  g.fillStyle = '#eef1ff';
  g.font = '800 26px system-ui, sans-serif';
  drawPiece(g, KING | (color << 3), rtl ? BX + BOARD - 44 : BX + 44, y + 43, 66);
  const tx = rtl ? BX + BOARD - 84 : BX + 84;
  g.fillText(name, tx, y + 26);
  g.font = '600 19px system-ui, sans-serif';
  g.fillStyle = '#a3abcf';
  g.fillText(sub, tx, y + 60);
  drawCaptured(g, caps, rtl ? BX + 14 : BX + BOARD * 0.48, y + 43, BOARD * 0.5 - 14);
}

/** @param {CanvasRenderingContext2D} g @param {number} x1 @param {number} y1 @param {number} x2 @param {number} y2 @param {string} color */
function arrow(g, x1, y1, x2, y2, color) {
  const a = Math.atan2(y2 - y1, x2 - x1);
  const len = Math.hypot(x2 - x1, y2 - y1) - 18;
  g.save();
  g.translate(x1, y1);
  g.rotate(a);
  g.fillStyle = color;
  g.beginPath();
  g.moveTo(0, -7);
  g.lineTo(len - 22, -7);
  g.lineTo(len - 22, -18);
  g.lineTo(len, 0);
  g.lineTo(len - 22, 18);
  g.lineTo(len - 22, 7);
  g.lineTo(0, 7);
  g.closePath();
  g.fill();
  g.restore();
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function render(g, k) {
  const bg = g.createLinearGradient(0, 0, 0, H);
  bg.addColorStop(0, '#141a38');
  bg.addColorStop(1, '#24163a');
  g.fillStyle = bg;
  g.fillRect(0, 0, W, H);

  const aiColor = 1 - humanColor;
  const capturedBy = (/** @type {number} */ c) => history.filter((h) => h.by === c && h.move.cap).map((h) => h.move.cap);
  const playing = k.screen === 'playing' && !ended;
  drawPlayerBar(g, k, 16, k.t('computer'), k.t('levelName', { n: k.level }), aiColor, playing && !humanTurn(), capturedBy(aiColor));
  drawPlayerBar(g, k, BY + BOARD + 14, k.t('you'), k.t(humanColor === WHITE ? 'playWhite' : 'playBlack'), humanColor, playing && humanTurn(), capturedBy(humanColor));

  // Board with a frame.
  const sx = shake > 0 && !k.reducedMotion ? Math.sin(shake * 60) * 4 : 0;
  g.save();
  g.translate(sx, 0);
  g.fillStyle = '#0c0f22';
  roundRect(g, BX - 8, BY - 8, BOARD + 16, BOARD + 16, 12);
  g.fill();
  const last = history.length ? /** @type {typeof history[number]} */ (history[history.length - 1]).move : null;
  const checkSq = inCheck(pos) ? pos.king[pos.turn] ?? -1 : -1;
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const sq = squareAt(col, row);
      const x = BX + col * SQ;
      const y = BY + row * SQ;
      g.fillStyle = (col + row) % 2 === 0 ? LIGHT : DARK;
      g.fillRect(x, y, SQ, SQ);
      if (last && (sq === last.from || sq === last.to)) {
        g.fillStyle = 'rgba(255,196,60,0.42)';
        g.fillRect(x, y, SQ, SQ);
      }
      if (sq === selected) {
        g.fillStyle = 'rgba(79,216,255,0.5)';
        g.fillRect(x, y, SQ, SQ);
      }
      if (sq === checkSq) {
        const rg = g.createRadialGradient(x + SQ / 2, y + SQ / 2, 4, x + SQ / 2, y + SQ / 2, SQ * 0.62);
        rg.addColorStop(0, 'rgba(255,40,80,0.95)');
        rg.addColorStop(1, 'rgba(255,40,80,0)');
        g.fillStyle = rg;
        g.fillRect(x, y, SQ, SQ);
      }
    }
  }
  // Coordinates along the lower and left edges.
  g.font = '700 15px system-ui, sans-serif';
  g.textBaseline = 'alphabetic';
  for (let i = 0; i < 8; i++) {
    const fileSq = squareAt(i, 7);
    g.fillStyle = (i + 7) % 2 === 0 ? DARK : LIGHT;
    g.textAlign = 'right';
    g.fillText('abcdefgh'[fileOf(fileSq)] ?? '', BX + i * SQ + SQ - 5, BY + BOARD - 5);
    const rankSq = squareAt(0, i);
    g.fillStyle = i % 2 === 0 ? DARK : LIGHT;
    g.textAlign = 'left';
    g.fillText(String(rankOf(rankSq) + 1), BX + 5, BY + i * SQ + 17);
  }
  // Pieces (the moving one is drawn on its way, the dragged one under the pointer).
  const animT = anim ? Math.min(1, anim.t / anim.dur) : 1;
  const ease = 1 - (1 - animT) ** 3;
  for (let sq = 0; sq < 64; sq++) {
    const p = pos.b[sq] ?? 0;
    if (!p) continue;
    if (drag?.active && sq === drag.from) continue;
    let { x, y } = centre(sq);
    if (anim) {
      const m = anim.move;
      let from = -1;
      if (sq === m.to) from = m.from;
      if (m.flag === 3 && typeOf(p) === ROOK && sq === (m.to > m.from ? m.from + 1 : m.from - 1)) from = m.to > m.from ? m.from + 3 : m.from - 4;
      if (from >= 0) {
        const a = centre(from);
        x = a.x + (x - a.x) * ease;
        y = a.y + (y - a.y) * ease;
      }
    }
    drawPiece(g, p, x, y, SQ * 0.94);
  }
  // Legal targets of the selected piece.
  if (selected >= 0 && humanTurn() && !ended) {
    for (const m of movesFrom(selected)) {
      const { x, y } = centre(m.to);
      if (m.cap) {
        g.strokeStyle = 'rgba(20,30,80,0.55)';
        g.lineWidth = 7;
        g.beginPath();
        g.arc(x, y, SQ * 0.44, 0, Math.PI * 2);
        g.stroke();
      } else {
        g.fillStyle = 'rgba(20,30,80,0.4)';
        g.beginPath();
        g.arc(x, y, SQ * 0.15, 0, Math.PI * 2);
        g.fill();
      }
    }
  }
  if (cursorShown && playing) {
    const c = cellOf(cursor);
    g.strokeStyle = '#ffe066';
    g.lineWidth = 5;
    roundRect(g, BX + c.col * SQ + 3, BY + c.row * SQ + 3, SQ - 6, SQ - 6, 8);
    g.stroke();
  }
  if (hint) {
    const a = centre(hint.move.from);
    const b = centre(hint.move.to);
    g.globalAlpha = k.reducedMotion ? 0.8 : 0.55 + 0.3 * Math.sin(hint.t * 6);
    arrow(g, a.x, a.y, b.x, b.y, '#37e08a');
    g.globalAlpha = 1;
  }
  if (drag?.active) drawPiece(g, pos.b[drag.from] ?? 0, drag.x, drag.y, SQ * 1.1);
  g.restore();

  // Status line under the player's bar.
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  const statusY = BY + BOARD + 136;
  let status = '';
  let color = '#eef1ff';
  if (ended) {
    status = k.t(ended.reason);
    color = ended.result === 'win' ? '#5df08a' : ended.result === 'loss' ? '#ff6b9a' : '#4fd8ff';
  } else if (k.screen === 'playing') {
    if (humanTurn()) { status = inCheck(pos) ? k.t('check') : k.t('yourMove'); color = inCheck(pos) ? '#ff6b9a' : '#ffe066'; } else status = k.t('thinking');
  }
  g.font = '800 27px system-ui, sans-serif';
  g.fillStyle = color;
  g.fillText(status, W / 2, statusY);
  const lastSans = history.slice(-4).map((h, i, arr) => {
    const ply = history.length - arr.length + i;
    return `${ply % 2 === 0 ? `${Math.floor(ply / 2) + 1}. ` : ''}${h.san}`;
  });
  g.font = '600 19px system-ui, sans-serif';
  g.fillStyle = '#a3abcf';
  g.fillText(lastSans.join('  '), W / 2, statusY + 34);

  if (promo) drawPromotion(g, k);
  if (ended) {
    const a = k.reducedMotion ? 1 : Math.min(1, ended.t * 3);
    g.globalAlpha = a;
    g.fillStyle = 'rgba(8,10,24,0.72)';
    roundRect(g, BX + 60, BY + BOARD / 2 - 70, BOARD - 120, 140, 22);
    g.fill();
    g.font = '800 30px system-ui, sans-serif';
    g.fillStyle = color;
    g.fillText(k.t(ended.reason), W / 2, BY + BOARD / 2 - 22, BOARD - 150);
    g.font = '600 21px system-ui, sans-serif';
    g.fillStyle = '#eef1ff';
    g.fillText(k.t('tapNext'), W / 2, BY + BOARD / 2 + 30);
    g.globalAlpha = 1;
  }
}

/** Promotion picker geometry: four boxes in a row over the board centre. */
function promoBoxes() {
  const size = 120;
  const gap = 16;
  const x0 = W / 2 - (size * 4 + gap * 3) / 2;
  const y = BY + BOARD / 2 - size / 2 + 20;
  return PROMOS.map((t, i) => ({ type: t, x: x0 + i * (size + gap), y, size }));
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawPromotion(g, k) {
  if (!promo) return;
  g.fillStyle = 'rgba(8,10,24,0.78)';
  g.fillRect(BX, BY, BOARD, BOARD);
  g.font = '800 28px system-ui, sans-serif';
  g.fillStyle = '#eef1ff';
  g.textAlign = 'center';
  g.fillText(k.t('promote'), W / 2, BY + BOARD / 2 - 80);
  promoBoxes().forEach((b, i) => {
    g.fillStyle = i === promo?.choice ? 'rgba(79,216,255,0.5)' : 'rgba(255,255,255,0.12)';
    roundRect(g, b.x, b.y, b.size, b.size, 18);
    g.fill();
    drawPiece(g, b.type | (humanColor << 3), b.x + b.size / 2, b.y + b.size / 2, b.size * 0.9);
  });
}

// ---------------------------------------------------------------- the game

const kit = createGame({
  id: 49,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }],
  options: [{ key: 'difficulty', label: 'difficulty', default: 'easy', choices: [{ value: 'easy', label: 'easy' }, { value: 'medium', label: 'medium' }, { value: 'hard', label: 'hard' }] }],
  bestKey: (k) => k.option('difficulty'),
  controls: {
    layout: 'row',
    always: true,
    buttons: [
      { action: 'undo', label: '↶', title: 'undo', caption: 'undo' },
      { action: 'hint', label: '✦', title: 'hint', caption: 'hint' },
    ],
  },
  reset(k) {
    gameNo = 0;
    cursorShown = false;
    const d = k.option('difficulty');
    k.setLevel(d === 'hard' ? 3 : d === 'medium' ? 2 : 1);
    newGame(k);
  },
  update(dt, k) {
    if (shake > 0) shake = Math.max(0, shake - dt);
    if (hint && (hint.t += dt) > 3) hint = null;
    if (anim) {
      anim.t += dt;
      if (anim.t >= anim.dur) anim = null;
      return;
    }
    if (ended) {
      ended.t += dt;
      if (ended.t > 4) continueAfterEnd(k);
      return;
    }
    if (!humanTurn()) {
      aiWait -= dt;
      if (aiWait <= 0) {
        const r = searchBest(pos, { ...settings(k), rand: k.random, keys });
        if (r) play(k, r.move);
      }
    }
  },
  onAction(action, k) {
    if (action === 'undo') undo(k);
    else if (action === 'hint') showHint(k);
  },
  onKey(code, k) {
    if (ended) {
      if (code === 'Enter' || code === 'Space') { continueAfterEnd(k); return true; }
      return false;
    }
    if (promo) {
      const idx = { KeyQ: 0, KeyR: 1, KeyB: 2, KeyN: 3, Digit1: 0, Digit2: 1, Digit3: 2, Digit4: 3 }[code];
      if (idx !== undefined) { choosePromotion(k, idx); return true; }
      const d = keyDir(code);
      if (d === 'left' || d === 'right') { promo.choice = (promo.choice + (d === 'left' ? 3 : 1)) % 4; return true; }
      if (code === 'Enter' || code === 'Space') { choosePromotion(k, promo.choice); return true; }
      if (code === 'Backspace' || code === 'KeyX') { promo = null; selected = -1; return true; }
      return true;
    }
    const d = code.startsWith('Arrow') ? keyDir(code) : null;
    if (d) {
      const c = cellOf(cursor);
      if (cursorShown) {
        if (d === 'up') c.row = Math.max(0, c.row - 1);
        if (d === 'down') c.row = Math.min(7, c.row + 1);
        if (d === 'left') c.col = Math.max(0, c.col - 1);
        if (d === 'right') c.col = Math.min(7, c.col + 1);
      }
      cursor = squareAt(c.col, c.row);
      cursorShown = true;
      return true;
    }
    if (code === 'Enter' || code === 'Space') { cursorShown = true; activate(k, cursor); return true; }
    if (code === 'KeyU' || code === 'Backspace' || code === 'KeyZ') { undo(k); return true; }
    if (code === 'KeyH') { showHint(k); return true; }
    return false;
  },
  onPointer(kind, p, k) {
    if (ended) { if (kind === 'down') continueAfterEnd(k); return; }
    if (promo) {
      if (kind !== 'down') return;
      const i = promoBoxes().findIndex((b) => p.x >= b.x && p.x < b.x + b.size && p.y >= b.y && p.y < b.y + b.size);
      if (i >= 0) choosePromotion(k, i);
      else { promo = null; selected = -1; }
      return;
    }
    const sq = squareFromPoint(p.x, p.y);
    if (kind === 'down') {
      if (p.pointerType !== 'mouse') cursorShown = false;
      drag = null;
      if (sq < 0 || !humanTurn() || anim) return;
      cursor = sq;
      const p0 = pos.b[sq] ?? 0;
      const own = p0 && colorOf(p0) === humanColor && movesFrom(sq).length > 0;
      if (own && sq === selected) {
        // Pressing the selected piece again: a drag keeps it, a plain click lets it go.
        drag = { from: sq, x: p.x, y: p.y, active: false, x0: p.x, y0: p.y, release: true };
        return;
      }
      activate(k, sq);
      if (own && selected === sq) drag = { from: sq, x: p.x, y: p.y, active: false, x0: p.x, y0: p.y, release: false };
    } else if (kind === 'move' && drag) {
      drag.x = p.x;
      drag.y = p.y;
      if (!drag.active && Math.hypot(p.x - drag.x0, p.y - drag.y0) > 14) drag.active = true;
    } else if (kind === 'up' && drag) {
      const d = drag;
      drag = null;
      if (d.active && sq >= 0 && sq !== d.from) {
        selected = d.from;
        if (!tryMove(k, d.from, sq)) buzz(k);
      } else if (!d.active && d.release) selected = -1;
    }
  },
  render,
  state(k) {
    const last = history.length ? /** @type {typeof history[number]} */ (history[history.length - 1]).move : null;
    return {
      fen: toFen(pos),
      turn: humanTurn() ? 'human' : 'ai',
      busy: !!anim || !!ended || !humanTurn() || !!promo,
      humanColor: humanColor === WHITE ? 'w' : 'b',
      selected: selected >= 0 ? sqName(selected) : null,
      cursor: sqName(cursor),
      legal: humanLegal.map(uci),
      lastMove: last ? uci(last) : null,
      plies: history.length,
      result: ended?.result ?? null,
      reason: ended?.reason ?? null,
      check: inCheck(pos),
      promotion: !!promo,
      hint: hint ? uci(hint.move) : null,
      aiDepth: settings(k).depth,
      game: gameNo,
    };
  },
  demo(k) {
    for (const t of ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'g8f6', 'f3g5', 'd7d5', 'e4d5', 'f6d5', 'd2d3', 'f8c5']) {
      const m = legalMoves(pos).find((x) => uci(x) === t);
      if (m) play(k, m);
    }
    anim = null;
    aiWait = 99;
    selected = sqIndex('g5');
    refreshLegal();
    k.toastEl.classList.remove('gk-toast-show');
  },
});

export default kit;
