// @ts-check
import { createGame, roundRect, keyDir } from '../kit/kit.js';
import { BAR, OFF, CHECKERS, initialPosition, sequences, applyStep, nextSteps, destinations, pips, gameValue, chooseSequence, aiNoise, diceList } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Position} Position */
/** @typedef {import('./logic.js').Step} Step */

const W = 540;
const H = 960;
const STATUS_Y = 26;
const FRAME = { x: 8, y: 50, w: 524, h: 782 };
const EDGE_L = 20;
const EDGE_R = 520;
const SPIKE = 226;
const FELT = [{ x: 14, w: 238 }, { x: 288, w: 238 }];
const PT = 58;
const UY = 60;
const BAR_Y = UY + 6 * PT;
const BAR_H = 64;
const LY = BAR_Y + BAR_H;
const R = 26;
const TRAY_Y = 846;
const TRAY_H = 46;
const TRAYS = [{ x: 16, w: 186 }, { x: 338, w: 186 }];
const UNDO = { x: 212, y: 846, w: 116, h: 46 };
const HUMAN = 0;
const AI = 1;

const strings = {
  'zh-CN': { title: '双陆棋', matchStat: '比分', matchLength: '赛制', to3: '3 分制', to5: '5 分制', you: '你', cpu: '电脑', opening: '开局掷骰：你 {a}，电脑 {b}', openingTie: '点数相同，重掷', youStart: '你先走', cpuStart: '电脑先走', yourMove: '你的回合：{d}', mustEnter: '先把被吃的棋子从中间栏放回棋盘', noMove: '没有合法的走法', thinking: '电脑走棋中…', winSingle: '你赢下这盘（1 分）', winGammon: '全胜！你得 2 分', winBackgammon: '大全胜！你得 3 分', loseSingle: '电脑赢下这盘（1 分）', loseGammon: '全胜：电脑得 2 分', loseBackgammon: '大全胜：电脑得 3 分', matchWon: '你以 {a} : {b} 赢得比赛！', matchLost: '电脑以 {b} : {a} 赢得比赛。', nextGame: '第 {n} 盘 · 比分 {a} : {b}', undo: '撤销', pips: '{n} 点', hint: '先点一个棋子，再点它要去的位置', off: '已出 {n}' },
  en: { title: 'Backgammon', matchStat: 'Match', matchLength: 'Match length', to3: '3 points', to5: '5 points', you: 'You', cpu: 'Computer', opening: 'Opening roll: you {a}, computer {b}', openingTie: 'A tie: roll again', youStart: 'You start', cpuStart: 'The computer starts', yourMove: 'Your move: {d}', mustEnter: 'Bring your checker in from the bar first', noMove: 'No legal move', thinking: 'The computer is moving…', winSingle: 'You win the game (1 point)', winGammon: 'Gammon! You win 2 points', winBackgammon: 'Backgammon! You win 3 points', loseSingle: 'The computer wins the game (1 point)', loseGammon: 'Gammon: the computer wins 2 points', loseBackgammon: 'Backgammon: the computer wins 3 points', matchWon: 'You won the match {a}–{b}!', matchLost: 'The computer won the match {b}–{a}.', nextGame: 'Game {n} · score {a}–{b}', undo: 'Undo', pips: '{n} pips', hint: 'Tap a checker, then where it should go', off: 'Off {n}' },
  ja: { title: 'バックギャモン', matchStat: 'スコア', matchLength: 'マッチの長さ', to3: '3 ポイント', to5: '5 ポイント', you: 'あなた', cpu: 'コンピューター', opening: '最初のロール：あなた {a}、コンピューター {b}', openingTie: '同じ目：振り直し', youStart: 'あなたが先手', cpuStart: 'コンピューターが先手', yourMove: 'あなたの番：{d}', mustEnter: 'まずバーのチェッカーを盤に戻そう', noMove: '動かせる手がありません', thinking: 'コンピューターが指しています…', winSingle: 'このゲームはあなたの勝ち（1 ポイント）', winGammon: 'ギャモン！2 ポイント獲得', winBackgammon: 'バックギャモン！3 ポイント獲得', loseSingle: 'このゲームはコンピューターの勝ち（1 ポイント）', loseGammon: 'ギャモン：コンピューターが 2 ポイント', loseBackgammon: 'バックギャモン：コンピューターが 3 ポイント', matchWon: '{a} 対 {b} でマッチに勝利！', matchLost: '{b} 対 {a} でコンピューターがマッチに勝ちました。', nextGame: '第 {n} ゲーム・スコア {a} 対 {b}', undo: '戻す', pips: '{n} ピップ', hint: 'チェッカーをタップし、次に行き先をタップ', off: '上がり {n}' },
  es: { title: 'Backgammon', matchStat: 'Marcador', matchLength: 'Duración del match', to3: 'A 3 puntos', to5: 'A 5 puntos', you: 'Tú', cpu: 'Ordenador', opening: 'Tirada inicial: tú {a}, el ordenador {b}', openingTie: 'Empate: se tira otra vez', youStart: 'Empiezas tú', cpuStart: 'Empieza el ordenador', yourMove: 'Tu jugada: {d}', mustEnter: 'Primero entra la ficha de la barra', noMove: 'No hay jugada posible', thinking: 'El ordenador mueve…', winSingle: 'Ganas la partida (1 punto)', winGammon: '¡Gammon! Ganas 2 puntos', winBackgammon: '¡Backgammon! Ganas 3 puntos', loseSingle: 'El ordenador gana la partida (1 punto)', loseGammon: 'Gammon: el ordenador gana 2 puntos', loseBackgammon: 'Backgammon: el ordenador gana 3 puntos', matchWon: '¡Ganaste el match {a}–{b}!', matchLost: 'El ordenador ganó el match {b}–{a}.', nextGame: 'Partida {n} · marcador {a}–{b}', undo: 'Deshacer', pips: '{n} pips', hint: 'Toca una ficha y luego su destino', off: 'Fuera {n}' },
  de: { title: 'Backgammon', matchStat: 'Stand', matchLength: 'Matchlänge', to3: '3 Punkte', to5: '5 Punkte', you: 'Du', cpu: 'Computer', opening: 'Eröffnungswurf: du {a}, Computer {b}', openingTie: 'Gleichstand: noch einmal würfeln', youStart: 'Du beginnst', cpuStart: 'Der Computer beginnt', yourMove: 'Dein Zug: {d}', mustEnter: 'Bring zuerst deinen Stein von der Bar ins Spiel', noMove: 'Kein Zug möglich', thinking: 'Der Computer zieht …', winSingle: 'Du gewinnst das Spiel (1 Punkt)', winGammon: 'Gammon! Du gewinnst 2 Punkte', winBackgammon: 'Backgammon! Du gewinnst 3 Punkte', loseSingle: 'Der Computer gewinnt das Spiel (1 Punkt)', loseGammon: 'Gammon: Der Computer gewinnt 2 Punkte', loseBackgammon: 'Backgammon: Der Computer gewinnt 3 Punkte', matchWon: 'Du hast das Match {a}:{b} gewonnen!', matchLost: 'Der Computer hat das Match {b}:{a} gewonnen.', nextGame: 'Spiel {n} · Stand {a}:{b}', undo: 'Zurück', pips: '{n} Augen', hint: 'Tippe auf einen Stein, dann auf sein Ziel', off: 'Raus {n}' },
  fr: { title: 'Backgammon', matchStat: 'Match', matchLength: 'Longueur du match', to3: '3 points', to5: '5 points', you: 'Vous', cpu: 'Ordinateur', opening: 'Lancer d’ouverture : vous {a}, l’ordinateur {b}', openingTie: 'Égalité : on relance', youStart: 'Vous commencez', cpuStart: 'L’ordinateur commence', yourMove: 'À vous : {d}', mustEnter: 'Faites d’abord rentrer votre dame de la barre', noMove: 'Aucun coup possible', thinking: 'L’ordinateur joue…', winSingle: 'Vous gagnez la partie (1 point)', winGammon: 'Gammon ! Vous gagnez 2 points', winBackgammon: 'Backgammon ! Vous gagnez 3 points', loseSingle: 'L’ordinateur gagne la partie (1 point)', loseGammon: 'Gammon : l’ordinateur gagne 2 points', loseBackgammon: 'Backgammon : l’ordinateur gagne 3 points', matchWon: 'Vous remportez le match {a} à {b} !', matchLost: 'L’ordinateur remporte le match {b} à {a}.', nextGame: 'Partie {n} · score {a} à {b}', undo: 'Annuler', pips: '{n} points', hint: 'Touchez une dame, puis sa destination', off: 'Sorties {n}' },
  'pt-BR': { title: 'Gamão', matchStat: 'Placar', matchLength: 'Duração da partida', to3: '3 pontos', to5: '5 pontos', you: 'Você', cpu: 'Computador', opening: 'Rolagem inicial: você {a}, computador {b}', openingTie: 'Empate: role de novo', youStart: 'Você começa', cpuStart: 'O computador começa', yourMove: 'Sua jogada: {d}', mustEnter: 'Primeiro faça entrar a peça da barra', noMove: 'Nenhuma jogada possível', thinking: 'O computador está jogando…', winSingle: 'Você vence o jogo (1 ponto)', winGammon: 'Gammon! Você ganha 2 pontos', winBackgammon: 'Backgammon! Você ganha 3 pontos', loseSingle: 'O computador vence o jogo (1 ponto)', loseGammon: 'Gammon: o computador ganha 2 pontos', loseBackgammon: 'Backgammon: o computador ganha 3 pontos', matchWon: 'Você venceu a partida por {a} a {b}!', matchLost: 'O computador venceu a partida por {b} a {a}.', nextGame: 'Jogo {n} · placar {a} a {b}', undo: 'Desfazer', pips: '{n} pips', hint: 'Toque numa peça e depois no destino', off: 'Fora {n}' },
  ar: { title: 'الطاولة', matchStat: 'النتيجة', matchLength: 'طول المباراة', to3: '3 نقاط', to5: '5 نقاط', you: 'أنت', cpu: 'الحاسوب', opening: 'رمية البداية: أنت {a}، الحاسوب {b}', openingTie: 'تعادل: أعد الرمي', youStart: 'أنت تبدأ', cpuStart: 'الحاسوب يبدأ', yourMove: 'دورك: {d}', mustEnter: 'أدخل قطعتك من الحاجز أولًا', noMove: 'لا توجد نقلة ممكنة', thinking: 'الحاسوب يلعب…', winSingle: 'فزت بالجولة (نقطة واحدة)', winGammon: 'مارس! تربح نقطتين', winBackgammon: 'مارس كبير! تربح 3 نقاط', loseSingle: 'فاز الحاسوب بالجولة (نقطة واحدة)', loseGammon: 'مارس: الحاسوب يربح نقطتين', loseBackgammon: 'مارس كبير: الحاسوب يربح 3 نقاط', matchWon: 'فزت بالمباراة {a} مقابل {b}!', matchLost: 'فاز الحاسوب بالمباراة {b} مقابل {a}.', nextGame: 'الجولة {n} · النتيجة {a} مقابل {b}', undo: 'تراجع', pips: '{n} خطوة', hint: 'المس قطعة ثم المس وجهتها', off: 'خرجت {n}' },
};

/** @type {Position} */
let pos = initialPosition();
/** @type {'opening'|'rolling'|'human'|'ai'|'noMove'|'gameEnd'|'idle'} */
let phase = 'idle';
let turn = HUMAN;
let timer = 0;
/** @type {[number, number]} */
let dice = [1, 1];
/** @type {[number, number]} */
let opening = [1, 1];
/** @type {Step[][]} */
let seqs = [];
/** @type {Step[]} */
let taken = [];
/** @type {Position[]} */
let history = [];
/** @type {Step[]} */
let aiPlan = [];
/** @type {number | null} */
let sel = null;
let kbIndex = 0;
let kbActive = false;
/** @type {{player: number, from: number, to: number, t: number, dur: number} | null} */
let fly = null;
/** Screen point the flying checker left from. */
let flyStart = { x: 0, y: 0 };
/** The player's turn is complete: hand over once the last checker has landed. */
let pendingSwitch = false;
/** @type {{x: number, y: number, text: string, t: number, color: string}[]} */
let popups = [];
/** @type {[number, number]} */
let match = [0, 0];
let gameNo = 0;
let moveCount = 0;
/** @type {{winner: number, value: number} | null} */
let result = null;

/** @param {Kit} k */
const matchLength = (k) => (k.option('match') === '5' ? 5 : 3);

// ------------------------------------------------------------------ geometry

/** Row geometry of a point: which edge its spike starts from and its vertical middle. @param {number} i */
function pointGeo(i) {
  const left = i < 12;
  const upper = (i >= 6 && i <= 17);
  const r = i < 6 ? 5 - i : i < 12 ? 11 - i : i < 18 ? i - 12 : i - 18;
  const top = (upper ? UY : LY) + r * PT;
  return { edge: left ? EDGE_L : EDGE_R, dir: left ? 1 : -1, top, mid: top + PT / 2 };
}

/** Centre of the k-th checker of n on a point. @param {number} i @param {number} k @param {number} n */
function checkerAt(i, k, n) {
  const g = pointGeo(i);
  const step = n <= 1 ? 0 : Math.min(2 * R + 1, (SPIKE - 2 * R) / (n - 1));
  return { x: g.edge + g.dir * (R + k * step), y: g.mid };
}

/** Centre of the k-th checker of a player on the bar. @param {number} player @param {number} k */
function barAt(player, k) {
  const x = player === HUMAN ? 330 + R + k * (2 * R - 6) : 210 - R - k * (2 * R - 6);
  return { x, y: BAR_Y + BAR_H / 2 };
}

/** Where a step's source or target sits on screen (top checker). @param {number} player @param {number} where */
function spotOf(player, where) {
  if (where === BAR) return barAt(player, Math.max(0, pos.bar[player] - 1));
  if (where === OFF) {
    const t = TRAYS[player] ?? { x: 0, w: 0 };
    return { x: t.x + t.w / 2, y: TRAY_Y + TRAY_H / 2 };
  }
  const n = Math.abs(pos.pts[where] ?? 0);
  return checkerAt(where, Math.max(0, n - 1), Math.max(1, n));
}

/** What a point of the canvas is: a point index, BAR, OFF, 'undo' or null. @param {number} x @param {number} y */
function hitTest(x, y) {
  if (x >= UNDO.x && x <= UNDO.x + UNDO.w && y >= UNDO.y - 4 && y <= UNDO.y + UNDO.h + 8) return 'undo';
  const tray = TRAYS[HUMAN] ?? { x: 0, w: 0 };
  if (y >= TRAY_Y - 10 && x >= tray.x - 6 && x <= tray.x + tray.w + 6) return OFF;
  if (y >= BAR_Y && y < BAR_Y + BAR_H && x > 220) return BAR;
  if (y < UY || y >= LY + 6 * PT || (y >= BAR_Y && y < LY)) return null;
  const upper = y < BAR_Y;
  const r = Math.floor((y - (upper ? UY : LY)) / PT);
  if (x < W / 2) return upper ? 11 - r : 5 - r;
  return upper ? 12 + r : 18 + r;
}

// ------------------------------------------------------------------ turn flow

/** Dice still to play this turn. */
function remainingDice() {
  const left = diceList(dice[0], dice[1]);
  for (const s of taken) {
    const i = left.indexOf(s.die);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

/** Steps the player can take now. */
const legalNow = () => (phase === 'human' ? nextSteps(seqs, taken) : []);

/** Sources the player may move from now, rearmost first. */
function sources() {
  const set = new Set(legalNow().map((s) => s.from));
  return [...set].sort((a, b) => b - a);
}

/** Destinations of the selected source. */
function dests() {
  if (sel === null || phase !== 'human') return new Map();
  return destinations(seqs, taken, sel);
}

/** @param {Kit} k */
function newGame(k) {
  pos = initialPosition();
  gameNo++;
  taken = [];
  history = [];
  seqs = [];
  sel = null;
  result = null;
  aiPlan = [];
  fly = null;
  rollOpening(k);
  updateHud(k);
}

/** @param {Kit} k */
function rollOpening(k) {
  opening = [1 + Math.floor(k.random() * 6), 1 + Math.floor(k.random() * 6)];
  phase = 'opening';
  timer = k.reducedMotion ? 0.8 : 1.5;
  k.sound.noise({ dur: 0.15, vol: 0.1, freq: 2400 });
}

/** @param {Kit} k */
function updateHud(k) {
  k.setStat('match', `${match[0]}–${match[1]} / ${matchLength(k)}`);
}

/** Starts a turn with dice already known (the opening) or rolls them. @param {Kit} k @param {number} player @param {[number, number] | null} known */
function startTurn(k, player, known) {
  turn = player;
  taken = [];
  history = [];
  sel = null;
  kbIndex = 0;
  if (known) {
    dice = known;
    beginMoves(k);
  } else {
    dice = [1 + Math.floor(k.random() * 6), 1 + Math.floor(k.random() * 6)];
    phase = 'rolling';
    timer = k.reducedMotion ? 0.15 : 0.55;
    k.sound.noise({ dur: 0.16, vol: 0.12, freq: 2600 });
  }
}

/** @param {Kit} k */
function beginMoves(k) {
  seqs = sequences(pos, turn, dice[0], dice[1]);
  if (!(seqs[0]?.length)) {
    phase = 'noMove';
    timer = 1.3;
    return;
  }
  if (turn === HUMAN) {
    phase = 'human';
    autoSelect();
  } else {
    aiPlan = chooseSequence(pos, AI, dice[0], dice[1], aiNoise(k.option('difficulty')), k.random).slice();
    phase = 'ai';
    timer = k.reducedMotion ? 0.3 : 0.55;
  }
}

/** With checkers on the bar there is only one place to move from. */
function autoSelect() {
  const src = sources();
  sel = src.length === 1 && src[0] === BAR ? BAR : sel !== null && src.includes(sel) ? sel : null;
}

/** @param {Kit} k @param {number} player @param {Step} s */
function playStep(k, player, s) {
  fly = { player, from: s.from, to: s.to, t: 0, dur: k.reducedMotion ? 0 : player === HUMAN ? 0.16 : 0.28 };
  const start = spotOf(player, s.from);
  pos = applyStep(pos, player, s);
  flyStart = start;
  moveCount++;
  if (s.hit) {
    const at = spotOf(player, s.to);
    popups.push({ x: at.x, y: at.y - 30, text: player === HUMAN ? '+10' : '!', t: 0, color: player === HUMAN ? '#ffe066' : '#ff6b9a' });
    k.sound.tone({ freq: 240, to: 90, dur: 0.22, type: 'sawtooth', vol: 0.14 });
    if (player === HUMAN) k.addScore(10);
  } else k.sound.tone({ freq: player === HUMAN ? 520 : 380, dur: 0.05, type: 'triangle', vol: 0.12 });
  if (s.to === OFF && player === HUMAN) k.addScore(5);
}

/** @param {Kit} k @param {Step[]} chain */
function humanPlay(k, chain) {
  for (const s of chain) {
    history.push(pos);
    taken.push(s);
    playStep(k, HUMAN, s);
  }
  sel = null;
  kbIndex = 0;
  afterHumanStep(k);
}

/** @param {Kit} k */
function afterHumanStep(k) {
  if (pos.off[HUMAN] === CHECKERS) return endGame(k, HUMAN);
  if (!nextSteps(seqs, taken).length) {
    phase = 'idle';
    timer = k.reducedMotion ? 0.2 : 0.45;
    pendingSwitch = true;
    return;
  }
  autoSelect();
}

/** @param {Kit} k */
function undo(k) {
  if (phase !== 'human' || !taken.length) return;
  // A quick player need not wait for the animation.
  fly = null;
  const prev = history.pop();
  const s = taken.pop();
  if (!prev || !s) return;
  pos = prev;
  if (s.hit) k.addScore(-10);
  if (s.to === OFF) k.addScore(-5);
  sel = null;
  autoSelect();
  k.sound.tone({ freq: 420, to: 300, dur: 0.08, type: 'sine', vol: 0.1 });
}

/** @param {Kit} k @param {number} winner */
function endGame(k, winner) {
  const value = gameValue(pos, winner);
  result = { winner, value };
  match[winner] = (match[winner] ?? 0) + value;
  phase = 'gameEnd';
  timer = k.reducedMotion ? 1.5 : 2.6;
  updateHud(k);
  if (winner === HUMAN) {
    k.addScore(100 * value);
    k.sound.jingle([523, 659, 784, 1047]);
  } else k.sound.fail();
}

/** @param {Kit} k @param {number | 'undo' | null} target */
function humanTap(k, target) {
  if (target === 'undo') { undo(k); return; }
  if (phase !== 'human' || target === null) return;
  fly = null;
  const d = dests();
  if (sel !== null) {
    const chain = d.get(target);
    if (chain) { humanPlay(k, chain); return; }
  }
  if (sources().includes(target)) {
    sel = target;
    k.sound.tone({ freq: 660, dur: 0.04, type: 'sine', vol: 0.08 });
    return;
  }
  if (sel !== BAR) sel = null;
  k.sound.tone({ freq: 150, dur: 0.05, type: 'square', vol: 0.05 });
}

/** Keyboard targets: sources, or the selected checker's destinations. */
function kbTargets() {
  if (sel === null) return sources();
  return [...dests().keys()].sort((a, b) => b - a);
}

// ------------------------------------------------------------------ drawing

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} player @param {number} [alpha] */
function drawChecker(g, x, y, player, alpha = 1) {
  g.globalAlpha = alpha;
  g.fillStyle = 'rgba(0,0,0,0.35)';
  g.beginPath();
  g.arc(x + 2, y + 3, R, 0, Math.PI * 2);
  g.fill();
  const grad = g.createRadialGradient(x - R * 0.35, y - R * 0.4, R * 0.1, x, y, R);
  if (player === HUMAN) { grad.addColorStop(0, '#ffffff'); grad.addColorStop(1, '#d8cdb6'); } else { grad.addColorStop(0, '#5a5a6e'); grad.addColorStop(1, '#17171f'); }
  g.fillStyle = grad;
  g.beginPath();
  g.arc(x, y, R, 0, Math.PI * 2);
  g.fill();
  g.strokeStyle = player === HUMAN ? '#8a7a5a' : '#9aa0b8';
  g.lineWidth = 2;
  g.stroke();
  g.strokeStyle = player === HUMAN ? 'rgba(138,122,90,0.6)' : 'rgba(154,160,184,0.45)';
  g.beginPath();
  g.arc(x, y, R * 0.62, 0, Math.PI * 2);
  g.stroke();
  g.globalAlpha = 1;
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} s @param {number} v @param {boolean} dark @param {number} [alpha] */
function drawDie(g, x, y, s, v, dark, alpha = 1) {
  g.globalAlpha = alpha;
  g.fillStyle = dark ? '#23222e' : '#fffaf0';
  roundRect(g, x - s / 2, y - s / 2, s, s, s * 0.2);
  g.fill();
  g.strokeStyle = dark ? '#9aa0b8' : '#8a7a5a';
  g.lineWidth = 2;
  g.stroke();
  const o = s * 0.26;
  /** @type {Record<number, [number, number][]>} */
  const P = { 1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]], 5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]] };
  g.fillStyle = dark ? '#f4f1ff' : '#2a2438';
  for (const [dx, dy] of P[v] ?? []) {
    g.beginPath();
    g.arc(x + dx * o, y + dy * o, s * 0.09, 0, Math.PI * 2);
    g.fill();
  }
  g.globalAlpha = 1;
}

/** @param {CanvasRenderingContext2D} g @param {number} i @param {string} fill */
function spike(g, i, fill) {
  const p = pointGeo(i);
  g.fillStyle = fill;
  g.beginPath();
  g.moveTo(p.edge, p.top + 2);
  g.lineTo(p.edge + p.dir * SPIKE, p.mid);
  g.lineTo(p.edge, p.top + PT - 2);
  g.closePath();
  g.fill();
}

/** @param {Kit} k @param {number} player */
function seatName(k, player) {
  return k.t(player === HUMAN ? 'you' : 'cpu');
}

const kit = createGame({
  id: 61,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'match', label: 'matchStat' }],
  options: [
    { key: 'difficulty', label: 'difficulty', default: 'medium', choices: [{ value: 'easy', label: 'easy' }, { value: 'medium', label: 'medium' }, { value: 'hard', label: 'hard' }] },
    { key: 'match', label: 'matchLength', default: '3', choices: [{ value: '3', label: 'to3' }, { value: '5', label: 'to5' }] },
  ],
  bestKey: (k) => `${k.option('difficulty')}-${k.option('match')}`,
  reset(k) {
    match = [0, 0];
    gameNo = 0;
    moveCount = 0;
    popups = [];
    pendingSwitch = false;
    kbActive = false;
    k.setLevel(1);
    newGame(k);
  },
  update(dt, k) {
    popups = popups.filter((p) => (p.t += dt) < 1.2);
    if (fly) {
      fly.t += dt;
      if (fly.t >= fly.dur) fly = null;
      else return;
    }
    if (timer > 0) { timer -= dt; if (timer > 0) return; }
    switch (phase) {
      case 'opening': {
        if (opening[0] === opening[1]) {
          k.toast(k.t('openingTie'));
          rollOpening(k);
          return;
        }
        const first = opening[0] > opening[1] ? HUMAN : AI;
        k.toast(k.t(first === HUMAN ? 'youStart' : 'cpuStart'));
        startTurn(k, first, [Math.max(...opening), Math.min(...opening)]);
        return;
      }
      case 'rolling':
        beginMoves(k);
        return;
      case 'noMove':
        startTurn(k, 1 - turn, null);
        return;
      case 'ai': {
        const s = aiPlan.shift();
        if (s) {
          playStep(k, AI, s);
          if (pos.off[AI] === CHECKERS) { endGame(k, AI); return; }
          timer = k.reducedMotion ? 0.15 : 0.42;
          return;
        }
        startTurn(k, HUMAN, null);
        return;
      }
      case 'idle':
        if (pendingSwitch) {
          pendingSwitch = false;
          startTurn(k, AI, null);
        }
        return;
      case 'gameEnd': {
        const len = matchLength(k);
        if ((match[0] ?? 0) >= len || (match[1] ?? 0) >= len) {
          const won = (match[0] ?? 0) >= len;
          if (won) k.addScore(300 * len);
          phase = 'idle';
          k.gameOver({ win: won, message: k.t(won ? 'matchWon' : 'matchLost', { a: match[0] ?? 0, b: match[1] ?? 0 }) });
          return;
        }
        k.setLevel(gameNo + 1);
        newGame(k);
        k.toast(k.t('nextGame', { n: gameNo, a: match[0] ?? 0, b: match[1] ?? 0 }));
        return;
      }
      default:
        break;
    }
  },
  onKey(code, k) {
    if (code === 'KeyU') { undo(k); return true; }
    if (code === 'Backspace') {
      if (sel !== null && sel !== BAR) { sel = null; kbIndex = 0; } else undo(k);
      return true;
    }
    if (phase !== 'human') return false;
    const d = keyDir(code);
    const list = kbTargets();
    if (d) {
      if (!list.length) return true;
      kbActive = true;
      kbIndex = (kbIndex + (d === 'left' || d === 'up' ? list.length - 1 : 1)) % list.length;
      k.sound.tone({ freq: 600, dur: 0.03, type: 'sine', vol: 0.05 });
      return true;
    }
    if (code === 'Space' || code === 'Enter') {
      kbActive = true;
      const target = list[Math.min(kbIndex, list.length - 1)];
      if (target === undefined) return true;
      const wasSel = sel;
      humanTap(k, target);
      if (sel !== wasSel) kbIndex = 0;
      return true;
    }
    return false;
  },
  onTap(p, k) {
    kbActive = false;
    humanTap(k, hitTest(p.x, p.y));
  },
  render(g, k) {
    g.fillStyle = '#15132a';
    g.fillRect(0, 0, W, H);
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    // Frame and felt.
    const wood = g.createLinearGradient(0, FRAME.y, 0, FRAME.y + FRAME.h);
    wood.addColorStop(0, '#6b3f1f');
    wood.addColorStop(1, '#4a2a12');
    g.fillStyle = wood;
    roundRect(g, FRAME.x, FRAME.y, FRAME.w, FRAME.h, 18);
    g.fill();
    for (const f of FELT) {
      g.fillStyle = '#1e5a44';
      g.fillRect(f.x, UY - 4, f.w, 6 * PT + 8);
      g.fillRect(f.x, LY - 4, f.w, 6 * PT + 8);
      // Home boards (the lower halves) are slightly lighter.
      g.fillStyle = 'rgba(255,255,255,0.05)';
      g.fillRect(f.x, LY - 4, f.w, 6 * PT + 8);
    }

    const d = dests();
    const src = phase === 'human' ? sources() : [];
    const targets = kbActive ? kbTargets() : [];
    const kbTarget = targets[Math.min(kbIndex, targets.length - 1)];
    for (let i = 0; i < 24; i++) spike(g, i, i % 2 ? '#c9b48a' : '#8e3a34');
    const pulse = k.reducedMotion ? 0.8 : 0.55 + 0.35 * Math.sin(k.clock * 6);
    for (const [to] of d) if (to !== OFF) spike(g, to, `rgba(255,224,102,${0.55 * pulse + 0.2})`);
    // Point numbers from the player's side, in the gutter.
    g.font = '600 10px system-ui, sans-serif';
    g.fillStyle = 'rgba(255,240,210,0.6)';
    for (let i = 0; i < 24; i++) {
      const p = pointGeo(i);
      g.fillText(String(i + 1), p.dir > 0 ? W / 2 - 8 : W / 2 + 8, p.mid);
    }

    // Checkers on the points.
    for (let i = 0; i < 24; i++) {
      const v = pos.pts[i] ?? 0;
      let n = Math.abs(v);
      const player = v > 0 ? HUMAN : AI;
      if (fly && fly.to === i && fly.player === player) n--;
      if (n <= 0) continue;
      for (let c = 0; c < n; c++) {
        const at = checkerAt(i, c, n);
        drawChecker(g, at.x, at.y, player);
      }
      if (n > 5) {
        const at = checkerAt(i, n - 1, n);
        g.fillStyle = player === HUMAN ? '#3a2a10' : '#fff';
        g.font = '800 18px system-ui, sans-serif';
        g.fillText(String(n), at.x, at.y + 1);
      }
      if (src.includes(i) || sel === i) {
        const at = checkerAt(i, n - 1, n);
        g.strokeStyle = sel === i ? '#ffe066' : `rgba(255,224,102,${pulse})`;
        g.lineWidth = sel === i ? 5 : 3;
        g.beginPath();
        g.arc(at.x, at.y, R + 3, 0, Math.PI * 2);
        g.stroke();
      }
    }
    // Bar.
    g.fillStyle = '#3b2412';
    g.fillRect(FRAME.x + 4, BAR_Y + 4, FRAME.w - 8, BAR_H - 8);
    for (const player of [HUMAN, AI]) {
      const n = pos.bar[player];
      for (let c = 0; c < n; c++) {
        const at = barAt(player, c);
        drawChecker(g, at.x, at.y, player);
      }
      if (player === HUMAN && n > 0 && (src.includes(BAR) || sel === BAR)) {
        const at = barAt(HUMAN, n - 1);
        g.strokeStyle = '#ffe066';
        g.lineWidth = 4;
        g.beginPath();
        g.arc(at.x, at.y, R + 3, 0, Math.PI * 2);
        g.stroke();
      }
    }
    // Dice on the bar.
    if (phase === 'opening') {
      drawDie(g, W / 2 - 28, BAR_Y + BAR_H / 2, 44, opening[0], false);
      drawDie(g, W / 2 + 28, BAR_Y + BAR_H / 2, 44, opening[1], true);
    } else if (phase !== 'gameEnd') {
      const rolling = phase === 'rolling' && !k.reducedMotion;
      const list = diceList(dice[0], dice[1]);
      const left = phase === 'human' ? remainingDice() : phase === 'ai' ? list.slice(0, aiPlan.length) : list;
      const size = list.length > 2 ? 34 : 44;
      const gap = size + 8;
      const used = list.map(() => true);
      for (const v of left) { const i = list.findIndex((x, j) => x === v && used[j]); if (i >= 0) used[i] = false; }
      list.forEach((v, i) => {
        const x = W / 2 + (i - (list.length - 1) / 2) * gap;
        const face = rolling ? 1 + ((Math.floor(k.clock * 16) + i * 3) % 6) : v;
        drawDie(g, x, BAR_Y + BAR_H / 2 + (rolling ? Math.sin(k.clock * 30 + i) * 3 : 0), size, face, turn === AI, used[i] && phase !== 'rolling' ? 0.35 : 1);
      });
    }

    // Bear-off trays and the undo button.
    for (const player of [HUMAN, AI]) {
      const t = TRAYS[player] ?? { x: 0, w: 0 };
      g.fillStyle = '#2b1a0c';
      roundRect(g, t.x, TRAY_Y, t.w, TRAY_H, 10);
      g.fill();
      let n = pos.off[player];
      if (fly && fly.to === OFF && fly.player === player) n--;
      for (let c = 0; c < n; c++) {
        g.fillStyle = player === HUMAN ? '#efe6d2' : '#5a5a6e';
        g.fillRect(t.x + 6 + c * 11.6, TRAY_Y + 6, 9, TRAY_H - 12);
      }
      if (n === 0) {
        g.fillStyle = 'rgba(255,255,255,0.25)';
        g.font = '600 14px system-ui, sans-serif';
        g.fillText(k.t('off', { n: 0 }), t.x + t.w / 2, TRAY_Y + TRAY_H / 2);
      }
      if (player === HUMAN && d.has(OFF)) {
        g.strokeStyle = `rgba(255,224,102,${pulse})`;
        g.lineWidth = 4;
        roundRect(g, t.x - 2, TRAY_Y - 2, t.w + 4, TRAY_H + 4, 12);
        g.stroke();
      }
      const [a, b] = pips(pos);
      g.fillStyle = player === HUMAN ? '#efe6d2' : '#b8bdd6';
      g.font = '600 15px system-ui, sans-serif';
      g.fillText(`${seatName(k, player)} · ${k.t('pips', { n: player === HUMAN ? a : b })}`, t.x + t.w / 2, TRAY_Y + TRAY_H + 18);
    }
    const canUndo = phase === 'human' && taken.length > 0;
    g.fillStyle = canUndo ? 'rgba(79,216,255,0.22)' : 'rgba(255,255,255,0.06)';
    roundRect(g, UNDO.x, UNDO.y, UNDO.w, UNDO.h, 14);
    g.fill();
    g.fillStyle = canUndo ? '#bfefff' : 'rgba(255,255,255,0.3)';
    g.font = '700 18px system-ui, sans-serif';
    g.fillText(`↶ ${k.t('undo')}`, UNDO.x + UNDO.w / 2, UNDO.y + UNDO.h / 2 + 1);

    // Keyboard focus ring.
    if (kbActive && kbTarget !== undefined && phase === 'human') {
      g.strokeStyle = '#4fd8ff';
      g.lineWidth = 4;
      if (kbTarget === OFF) {
        const t = TRAYS[HUMAN] ?? { x: 0, w: 0 };
        roundRect(g, t.x - 5, TRAY_Y - 5, t.w + 10, TRAY_H + 10, 14);
        g.stroke();
      } else if (kbTarget === BAR) {
        const at = barAt(HUMAN, Math.max(0, pos.bar[HUMAN] - 1));
        g.beginPath();
        g.arc(at.x, at.y, R + 7, 0, Math.PI * 2);
        g.stroke();
      } else {
        const p = pointGeo(kbTarget);
        g.strokeRect(Math.min(p.edge, p.edge + p.dir * SPIKE), p.top + 1, SPIKE, PT - 2);
      }
    }

    // The checker in flight.
    if (fly) {
      const to = spotOf(fly.player, fly.to);
      const f = fly.dur > 0 ? Math.min(1, fly.t / fly.dur) : 1;
      const e = 1 - (1 - f) * (1 - f);
      drawChecker(g, flyStart.x + (to.x - flyStart.x) * e, flyStart.y + (to.y - flyStart.y) * e - Math.sin(f * Math.PI) * 18, fly.player);
    }

    // Status line.
    g.font = '700 20px system-ui, sans-serif';
    let msg = '';
    let color = '#efe6d2';
    if (k.screen === 'playing' || k.screen === 'over') {
      if (phase === 'opening') msg = k.t('opening', { a: opening[0], b: opening[1] });
      else if (phase === 'gameEnd' && result) {
        const key = ['', 'Single', 'Gammon', 'Backgammon'][result.value] ?? 'Single';
        msg = k.t(`${result.winner === HUMAN ? 'win' : 'lose'}${key}`);
        color = result.winner === HUMAN ? '#5df08a' : '#ff6b9a';
      } else if (phase === 'noMove') msg = k.t('noMove');
      else if (turn === AI) { msg = k.t('thinking'); color = '#b8bdd6'; } else if (phase === 'human' || phase === 'rolling') {
        msg = pos.bar[HUMAN] > 0 && phase === 'human' ? k.t('mustEnter') : k.t('yourMove', { d: `${dice[0]}–${dice[1]}` });
        color = '#ffe066';
      }
    }
    g.fillStyle = color;
    g.fillText(msg, W / 2, STATUS_Y);
    if (phase === 'human' && moveCount < 3 && gameNo === 1) {
      g.fillStyle = 'rgba(255,255,255,0.6)';
      g.font = '600 15px system-ui, sans-serif';
      g.fillText(k.t('hint'), W / 2, H - 14);
    }
    for (const p of popups) {
      g.globalAlpha = Math.max(0, 1 - p.t / 1.2);
      g.fillStyle = p.color;
      g.font = '800 24px system-ui, sans-serif';
      g.fillText(p.text, p.x, p.y - p.t * 30);
    }
    g.globalAlpha = 1;
  },
  state() {
    const legal = legalNow();
    return {
      phase,
      turn: turn === HUMAN ? 'human' : 'ai',
      busy: phase !== 'human' || !!fly,
      pts: pos.pts.slice(),
      bar: pos.bar.slice(),
      off: pos.off.slice(),
      dice: dice.slice(),
      opening: opening.slice(),
      remaining: phase === 'human' ? remainingDice() : [],
      taken: taken.length,
      legal: legal.map((s) => ({ from: s.from, to: s.to, die: s.die })),
      sources: phase === 'human' ? sources() : [],
      selected: sel,
      dests: [...dests().keys()],
      kbTargets: phase === 'human' ? kbTargets() : [],
      kbIndex,
      match: match.slice(),
      gameNo,
      pips: pips(pos),
      moves: moveCount,
    };
  },
  demo(k) {
    // A few real turns for both sides, then the player's move with a checker picked up.
    pos = initialPosition();
    for (let t = 0; t < 10; t++) {
      const player = t % 2 === 0 ? HUMAN : AI;
      const a = 1 + Math.floor(k.random() * 6);
      const b = 1 + Math.floor(k.random() * 6);
      const seq = chooseSequence(pos, player, a, b, 4, k.random);
      for (const s of seq) pos = applyStep(pos, player, s);
    }
    timer = 0;
    startTurn(k, HUMAN, [5, 3]);
    moveCount = 9;
    // Show a checker with several destinations lit up.
    const src = sources();
    sel = src[0] ?? null;
    for (const s of src) {
      sel = s;
      if (dests().size >= 2) break;
    }
  },
});

export default kit;
