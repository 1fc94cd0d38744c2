// @ts-check
import { createGame, roundRect, keyDir } from '../kit/kit.js';
import { SEATS, TOKENS, YARD, HOME, LAST_TRACK, START, SAFE, newTokens, trackSquare, legalMoves, moveToken, hasWon, rollOutcome, chooseToken, aiSkill, movePoints, homeCount } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Tokens} Tokens */
/** @typedef {import('./logic.js').MoveResult} MoveResult */

const CS = 36;
const BY = 62;
const W = CS * 15;
const PANEL_Y = BY + CS * 15;
const H = PANEL_Y + 178;
const DIE = { x: W / 2, y: PANEL_Y + 84, s: 92 };
const HUMAN = 0;
const COLORS = ['#e8423f', '#2fb35a', '#f2c12e', '#2f7fe0'];
const DARK = ['#9e1f1d', '#1b7439', '#a87f0c', '#1a4f99'];
const LIGHT = ['#ffd9d6', '#d3f3dd', '#fff1c4', '#d5e6ff'];
const NAMES = ['red', 'green', 'yellow', 'blue'];
/** Track squares as [col, row], clockwise from the left arm's top row. */
const TRACK_XY = (() => {
  /** @type {[number, number][]} */
  const t = [];
  for (let c = 0; c <= 5; c++) t.push([c, 6]);
  for (let r = 5; r >= 0; r--) t.push([6, r]);
  t.push([7, 0], [8, 0]);
  for (let r = 1; r <= 5; r++) t.push([8, r]);
  for (let c = 9; c <= 14; c++) t.push([c, 6]);
  t.push([14, 7], [14, 8]);
  for (let c = 13; c >= 9; c--) t.push([c, 8]);
  for (let r = 9; r <= 14; r++) t.push([8, r]);
  t.push([7, 14], [6, 14]);
  for (let r = 13; r >= 9; r--) t.push([6, r]);
  for (let c = 5; c >= 0; c--) t.push([c, 8]);
  t.push([0, 7]);
  return t;
})();
/** Top-left cell of each seat's yard. */
const YARD_AT = [[0, 9], [0, 0], [9, 0], [9, 9]];
/** Cell of step k (1..5) of each seat's home column. @type {((k: number) => [number, number])[]} */
const HOME_COL = [(k) => [7, 14 - k], (k) => [k, 7], (k) => [7, k], (k) => [14 - k, 7]];
/** Where finished tokens rest, in cell units (inside each seat's triangle). */
const FINISH_AT = [[7.5, 8.15], [6.85, 7.5], [7.5, 6.85], [8.15, 7.5]];

const strings = {
  'zh-CN': { homeStat: '到家', title: '飞行棋', red: '红方', green: '绿方', yellow: '黄方', blue: '蓝方', you: '你', rollPrompt: '轮到你：掷骰子', choose: '选择要走的棋子', playing: '{p}正在走…', noMove: '没有可走的棋子', threeSixes: '连掷三个 6，本回合作废', six: '掷出 6，再掷一次！', captured: '吃掉{p}的棋子！', wasCaptured: '{p}吃掉了你的棋子', tokenHome: '一枚棋子到家！', youWon: '四枚棋子全部到家，你赢了！', next: '第 {n} 局：对手更聪明了', lost: '{p}先把四枚棋子送回家。', tapDie: '点骰子掷骰' },
  en: { homeStat: 'Home', title: 'Ludo', red: 'Red', green: 'Green', yellow: 'Yellow', blue: 'Blue', you: 'You', rollPrompt: 'Your turn: roll the die', choose: 'Pick a token to move', playing: '{p} is playing…', noMove: 'No token can move', threeSixes: 'Three sixes in a row: turn lost', six: 'A six: roll again!', captured: 'You sent {p} home!', wasCaptured: '{p} sent your token home', tokenHome: 'A token is home!', youWon: 'All four tokens home: you win!', next: 'Game {n}: the opponents get smarter', lost: '{p} got all four tokens home first.', tapDie: 'Tap the die to roll' },
  ja: { homeStat: 'ゴール', title: 'ルドー', red: '赤', green: '緑', yellow: '黄', blue: '青', you: 'あなた', rollPrompt: 'あなたの番：サイコロを振ろう', choose: '動かすコマを選んでください', playing: '{p}の番…', noMove: '動かせるコマがありません', threeSixes: '6 が 3 回連続：この番は無効', six: '6 が出た！もう一回', captured: '{p}のコマをふり出しに戻した！', wasCaptured: '{p}にコマを戻された', tokenHome: 'コマが 1 つゴール！', youWon: '4 つのコマが全部ゴール：あなたの勝ち！', next: '第 {n} ゲーム：相手が賢くなった', lost: '{p}が先に 4 つのコマをゴールさせました。', tapDie: 'サイコロをタップして振る' },
  es: { homeStat: 'Meta', title: 'Ludo', red: 'Rojo', green: 'Verde', yellow: 'Amarillo', blue: 'Azul', you: 'Tú', rollPrompt: 'Tu turno: tira el dado', choose: 'Elige una ficha para mover', playing: 'Juega {p}…', noMove: 'Ninguna ficha puede moverse', threeSixes: 'Tres seises seguidos: pierdes el turno', six: '¡Un seis: tira otra vez!', captured: '¡Mandaste a casa una ficha de {p}!', wasCaptured: '{p} mandó tu ficha a casa', tokenHome: '¡Una ficha llegó a la meta!', youWon: '¡Tus cuatro fichas en la meta: has ganado!', next: 'Partida {n}: los rivales son más listos', lost: '{p} llevó antes sus cuatro fichas a la meta.', tapDie: 'Toca el dado para tirar' },
  de: { homeStat: 'Im Ziel', title: 'Ludo', red: 'Rot', green: 'Grün', yellow: 'Gelb', blue: 'Blau', you: 'Du', rollPrompt: 'Du bist dran: würfle', choose: 'Wähle eine Figur zum Ziehen', playing: '{p} ist am Zug …', noMove: 'Keine Figur kann ziehen', threeSixes: 'Drei Sechsen hintereinander: Zug verfällt', six: 'Eine Sechs: noch einmal würfeln!', captured: 'Du hast {p} rausgeworfen!', wasCaptured: '{p} hat deine Figur rausgeworfen', tokenHome: 'Eine Figur ist im Ziel!', youWon: 'Alle vier Figuren im Ziel: Gewonnen!', next: 'Spiel {n}: Die Gegner werden schlauer', lost: '{p} hat als Erster alle vier Figuren ins Ziel gebracht.', tapDie: 'Zum Würfeln auf den Würfel tippen' },
  fr: { homeStat: 'Arrivés', title: 'Ludo', red: 'Rouge', green: 'Vert', yellow: 'Jaune', blue: 'Bleu', you: 'Vous', rollPrompt: 'À vous : lancez le dé', choose: 'Choisissez un pion à déplacer', playing: '{p} joue…', noMove: 'Aucun pion ne peut bouger', threeSixes: 'Trois six de suite : tour perdu', six: 'Un six : relancez !', captured: 'Vous avez renvoyé un pion de {p} à sa base !', wasCaptured: '{p} a renvoyé votre pion à sa base', tokenHome: 'Un pion est arrivé !', youWon: 'Vos quatre pions sont arrivés : gagné !', next: 'Partie {n} : les adversaires deviennent plus malins', lost: '{p} a ramené ses quatre pions en premier.', tapDie: 'Touchez le dé pour le lancer' },
  'pt-BR': { homeStat: 'Chegada', title: 'Ludo', red: 'Vermelho', green: 'Verde', yellow: 'Amarelo', blue: 'Azul', you: 'Você', rollPrompt: 'Sua vez: jogue o dado', choose: 'Escolha um peão para mover', playing: '{p} está jogando…', noMove: 'Nenhum peão pode andar', threeSixes: 'Três seis seguidos: perdeu a vez', six: 'Um seis: jogue de novo!', captured: 'Você mandou um peão do {p} de volta!', wasCaptured: '{p} mandou seu peão de volta', tokenHome: 'Um peão chegou!', youWon: 'Os quatro peões chegaram: você venceu!', next: 'Partida {n}: os adversários ficaram mais espertos', lost: '{p} levou os quatro peões para casa primeiro.', tapDie: 'Toque no dado para jogar' },
  ar: { homeStat: 'وصلت', title: 'لودو', red: 'الأحمر', green: 'الأخضر', yellow: 'الأصفر', blue: 'الأزرق', you: 'أنت', rollPrompt: 'دورك: ارمِ النرد', choose: 'اختر قطعة لتحريكها', playing: '{p} يلعب…', noMove: 'لا توجد قطعة يمكنها التحرك', threeSixes: 'ثلاث ستات متتالية: ضاع الدور', six: 'ستة! ارمِ مرة أخرى', captured: 'أعدت قطعة {p} إلى البداية!', wasCaptured: '{p} أعاد قطعتك إلى البداية', tokenHome: 'وصلت قطعة إلى البيت!', youWon: 'وصلت قطعك الأربع: لقد فزت!', next: 'المباراة {n}: الخصوم أصبحوا أذكى', lost: '{p} أوصل قطعه الأربع أولًا.', tapDie: 'المس النرد لرميه' },
};

/** @type {Tokens} */
let tokens = newTokens();
let seat = HUMAN;
/** @type {'roll'|'rolling'|'choose'|'moving'|'pause'|'ended'} */
let phase = 'roll';
let dice = 6;
let sixes = 0;
let again = false;
let wait = 0;
let rolls = 0;
let moves = 0;
/** @type {number[]} */
let legal = [];
let sel = 0;
let keyboardSel = false;
/** @type {{seat: number, token: number, steps: number[], t: number, dur: number, res: MoveResult} | null} */
let anim = null;
/** @type {{x: number, y: number, text: string, t: number, color: string}[]} */
let popups = [];
/** @type {{x: number, y: number, vx: number, vy: number, t: number, c: string}[]} */
let sparks = [];
let winner = -1;

/** @param {Kit} k @param {number} s */
const seatName = (k, s) => (s === HUMAN ? k.t('you') : k.t(NAMES[s] ?? 'red'));

/** Canvas centre of a cell given in cell units. @param {number} cx @param {number} cy */
const cellPx = (cx, cy) => ({ x: cx * CS, y: BY + cy * CS });

/** Canvas position of a token at a progress value (before stacking offsets). @param {number} s @param {number} t @param {number} p */
function basePos(s, t, p) {
  if (p === YARD) {
    const [c0, r0] = YARD_AT[s] ?? [0, 0];
    return cellPx(c0 + 2 + (t % 2) * 2, r0 + 2 + Math.floor(t / 2) * 2);
  }
  if (p === HOME) {
    const [fx, fy] = FINISH_AT[s] ?? [7.5, 7.5];
    return cellPx(fx, fy);
  }
  if (p > LAST_TRACK) {
    const [c, r] = (HOME_COL[s] ?? HOME_COL[0] ?? ((/** @type {number} */ k) => [k, 7]))(p - LAST_TRACK);
    return cellPx(c + 0.5, r + 0.5);
  }
  const [c, r] = TRACK_XY[trackSquare(s, p)] ?? [7, 7];
  return cellPx(c + 0.5, r + 0.5);
}

/** Positions of every token, with tokens sharing a square fanned out a little. */
function layout() {
  /** @type {Map<string, {s: number, t: number}[]>} */
  const groups = new Map();
  for (let s = 0; s < SEATS; s++) {
    for (let t = 0; t < TOKENS; t++) {
      if (anim && anim.seat === s && anim.token === t) continue;
      const p = tokens[s]?.[t] ?? YARD;
      const b = basePos(s, t, p);
      const key = `${Math.round(b.x)},${Math.round(b.y)}`;
      const list = groups.get(key) ?? [];
      list.push({ s, t });
      groups.set(key, list);
    }
  }
  /** @type {{s: number, t: number, x: number, y: number, n: number}[]} */
  const out = [];
  for (const list of groups.values()) {
    list.forEach(({ s, t }, i) => {
      const b = basePos(s, t, tokens[s]?.[t] ?? YARD);
      const n = list.length;
      const a = (i / n) * Math.PI * 2 - Math.PI / 4;
      const off = n > 1 ? 7 : 0;
      out.push({ s, t, x: b.x + Math.cos(a) * off, y: b.y + Math.sin(a) * off, n });
    });
  }
  return out;
}

/** @param {Kit} k */
function newGame(k) {
  tokens = newTokens();
  seat = HUMAN;
  phase = 'roll';
  sixes = 0;
  again = false;
  legal = [];
  anim = null;
  winner = -1;
  wait = 0.3;
  dice = 6;
  updateHud(k);
}

/** @param {Kit} k */
function updateHud(k) {
  k.setStat('home', `${homeCount(tokens, HUMAN)}/4`);
}

/** @param {Kit} k */
function roll(k) {
  if (phase !== 'roll') return;
  dice = 1 + Math.floor(k.random() * 6);
  rolls++;
  phase = 'rolling';
  wait = k.reducedMotion ? 0.15 : seat === HUMAN ? 0.5 : 0.35;
  k.sound.noise({ dur: 0.18, vol: 0.12, freq: 2600 });
}

/** @param {Kit} k */
function afterRoll(k) {
  const o = rollOutcome(dice, sixes);
  sixes = o.sixes;
  again = o.again;
  k.sound.tone({ freq: 300 + dice * 60, dur: 0.07, type: 'triangle', vol: 0.14 });
  if (o.forfeit) {
    if (seat === HUMAN) k.toast(k.t('threeSixes'));
    again = false;
    phase = 'pause';
    wait = 0.8;
    return;
  }
  legal = legalMoves(tokens, seat, dice);
  if (!legal.length) {
    if (seat === HUMAN) k.toast(k.t('noMove'));
    phase = 'pause';
    wait = seat === HUMAN ? 0.8 : 0.45;
    return;
  }
  if (seat !== HUMAN) {
    const t = chooseToken(tokens, seat, dice, aiSkill(k.level), k.random);
    startMove(k, t);
    return;
  }
  if (dice === 6 && sixes < 3 && sixes > 0 && legal.length) k.sound.tone({ freq: 880, to: 1320, dur: 0.1, type: 'sine', vol: 0.1 });
  // Tokens on the same square are interchangeable: with one real choice, just move.
  const distinct = new Set(legal.map((t) => tokens[HUMAN]?.[t]));
  if (distinct.size === 1) {
    startMove(k, /** @type {number} */ (legal[0]));
    return;
  }
  phase = 'choose';
  sel = Math.max(0, legal.indexOf(sel));
}

/** @param {Kit} k @param {number} t */
function startMove(k, t) {
  const res = moveToken(tokens, seat, t, dice);
  /** @type {number[]} */
  const steps = [];
  if (res.entered) steps.push(0);
  else for (let p = res.from + 1; p <= res.to; p++) steps.push(p);
  const per = k.reducedMotion ? 0 : seat === HUMAN ? 0.1 : 0.08;
  anim = { seat, token: t, steps, t: 0, dur: per * steps.length, res };
  phase = 'moving';
  moves++;
  if (seat === HUMAN) k.addScore(movePoints(res));
}

/** @param {Kit} k */
function finishMove(k) {
  if (!anim) return;
  const { res, seat: s } = anim;
  anim = null;
  tokens = res.tokens;
  const at = basePos(s, 0, res.to);
  for (const c of res.captured) {
    if (s === HUMAN) {
      popups.push({ x: at.x, y: at.y - 10, text: '+50', t: 0, color: COLORS[HUMAN] ?? '#fff' });
      k.toast(k.t('captured', { p: k.t(NAMES[c.seat] ?? 'red') }));
    } else if (c.seat === HUMAN) k.toast(k.t('wasCaptured', { p: seatName(k, s) }));
    burst(k, at.x, at.y, COLORS[c.seat] ?? '#fff');
  }
  if (res.captured.length) k.sound.tone({ freq: 520, to: 140, dur: 0.3, type: 'sawtooth', vol: 0.12 });
  if (res.finished) {
    burst(k, at.x, at.y, COLORS[s] ?? '#fff');
    if (s === HUMAN) {
      popups.push({ x: at.x, y: at.y - 10, text: '+100', t: 0, color: '#ffe066' });
      k.toast(k.t('tokenHome'));
      k.sound.jingle([660, 880, 1100]);
    }
  }
  updateHud(k);
  if (hasWon(tokens, s)) {
    winner = s;
    phase = 'ended';
    wait = k.reducedMotion ? 1 : 2;
    if (s === HUMAN) {
      k.addScore(500 * k.level);
      k.sound.jingle([523, 659, 784, 1047, 1319]);
    } else k.sound.fail();
    return;
  }
  if (again) {
    if (s === HUMAN) k.toast(k.t('six'));
    phase = 'roll';
    wait = s === HUMAN ? 0 : 0.3;
    return;
  }
  nextSeat(k);
}

/** @param {Kit} k */
function nextSeat(k) {
  seat = (seat + 1) % SEATS;
  sixes = 0;
  again = false;
  legal = [];
  phase = 'roll';
  wait = seat === HUMAN ? 0 : k.reducedMotion ? 0.15 : 0.35;
}

/** @param {Kit} k @param {number} x @param {number} y @param {string} c */
function burst(k, x, y, c) {
  if (k.reducedMotion) return;
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    const sp = 60 + (i % 3) * 40;
    sparks.push({ x, y, vx: Math.cos(a) * sp, vy: Math.sin(a) * sp - 40, t: 0, c });
  }
}

/** @param {Kit} k @param {number} t */
function humanPick(k, t) {
  if (seat !== HUMAN || phase !== 'choose') return;
  if (!legal.includes(t)) {
    k.sound.tone({ freq: 140, dur: 0.06, type: 'square', vol: 0.05 });
    return;
  }
  startMove(k, t);
}

/** Token of the human under a tap, preferring movable ones. @param {number} x @param {number} y */
function tokenAt(x, y) {
  let best = -1;
  let bestD = CS * 0.95;
  for (const p of layout()) {
    if (p.s !== HUMAN || !legal.includes(p.t)) continue;
    const d = Math.hypot(p.x - x, p.y - y);
    if (d < bestD) { bestD = d; best = p.t; }
  }
  return best;
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} s @param {number} r */
function drawToken(g, x, y, s, r) {
  g.fillStyle = 'rgba(0,0,0,0.3)';
  g.beginPath();
  g.ellipse(x + 1, y + r * 0.55, r * 0.95, r * 0.45, 0, 0, Math.PI * 2);
  g.fill();
  const grad = g.createRadialGradient(x - r * 0.35, y - r * 0.45, r * 0.1, x, y, r);
  grad.addColorStop(0, LIGHT[s] ?? '#fff');
  grad.addColorStop(0.45, COLORS[s] ?? '#fff');
  grad.addColorStop(1, DARK[s] ?? '#000');
  g.fillStyle = grad;
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.fill();
  g.strokeStyle = '#fff';
  g.lineWidth = 2;
  g.stroke();
  g.fillStyle = 'rgba(255,255,255,0.85)';
  g.beginPath();
  g.arc(x, y, r * 0.32, 0, Math.PI * 2);
  g.fill();
}

/** @param {CanvasRenderingContext2D} g @param {number} cx @param {number} cy @param {number} r */
function star(g, cx, cy, r) {
  g.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    g.lineTo(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr);
  }
  g.closePath();
  g.fill();
}

/** Board picture, drawn once: it never changes. */
let boardCanvas = /** @type {HTMLCanvasElement | null} */ (null);
function boardImage() {
  if (boardCanvas) return boardCanvas;
  const scale = 2;
  const c = document.createElement('canvas');
  c.width = W * scale;
  c.height = W * scale;
  const g = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
  g.scale(scale, scale);
  g.fillStyle = '#fbf7ee';
  g.fillRect(0, 0, W, W);
  // Yards.
  for (let s = 0; s < SEATS; s++) {
    const [c0, r0] = YARD_AT[s] ?? [0, 0];
    g.fillStyle = COLORS[s] ?? '#fff';
    g.fillRect(c0 * CS, r0 * CS, 6 * CS, 6 * CS);
    g.fillStyle = '#fbf7ee';
    roundRect(g, (c0 + 0.9) * CS, (r0 + 0.9) * CS, 4.2 * CS, 4.2 * CS, 14);
    g.fill();
    for (let t = 0; t < TOKENS; t++) {
      g.fillStyle = LIGHT[s] ?? '#fff';
      g.strokeStyle = COLORS[s] ?? '#fff';
      g.lineWidth = 2.5;
      g.beginPath();
      g.arc((c0 + 2 + (t % 2) * 2) * CS, (r0 + 2 + Math.floor(t / 2) * 2) * CS, CS * 0.55, 0, Math.PI * 2);
      g.fill();
      g.stroke();
    }
  }
  // Track squares.
  g.lineWidth = 1;
  TRACK_XY.forEach(([col, row], i) => {
    const startOf = START.indexOf(/** @type {any} */ (i));
    g.fillStyle = startOf >= 0 ? COLORS[startOf] ?? '#fff' : '#ffffff';
    g.fillRect(col * CS, row * CS, CS, CS);
    g.strokeStyle = '#b9b2a3';
    g.strokeRect(col * CS + 0.5, row * CS + 0.5, CS - 1, CS - 1);
    if (SAFE.has(i)) {
      g.fillStyle = startOf >= 0 ? 'rgba(255,255,255,0.9)' : '#a59c8a';
      star(g, (col + 0.5) * CS, (row + 0.5) * CS, CS * 0.34);
    }
  });
  // Home columns.
  for (let s = 0; s < SEATS; s++) {
    for (let k = 1; k <= 5; k++) {
      const [col, row] = (HOME_COL[s] ?? ((/** @type {number} */ n) => [n, 7]))(k);
      g.fillStyle = COLORS[s] ?? '#fff';
      g.fillRect(col * CS, row * CS, CS, CS);
      g.strokeStyle = 'rgba(0,0,0,0.18)';
      g.strokeRect(col * CS + 0.5, row * CS + 0.5, CS - 1, CS - 1);
    }
  }
  // Centre: four triangles pointing home.
  const cx = 7.5 * CS;
  const cy = 7.5 * CS;
  /** @type {[number, number][][]} */
  const tri = [
    [[6, 9], [9, 9]],
    [[6, 6], [6, 9]],
    [[9, 6], [6, 6]],
    [[9, 9], [9, 6]],
  ];
  tri.forEach((pts, s) => {
    g.fillStyle = COLORS[s] ?? '#fff';
    g.beginPath();
    g.moveTo(cx, cy);
    for (const [x, y] of pts) g.lineTo(x * CS, y * CS);
    g.closePath();
    g.fill();
    g.strokeStyle = 'rgba(255,255,255,0.6)';
    g.stroke();
  });
  // Arrows at the home column entries.
  g.strokeStyle = 'rgba(0,0,0,0.45)';
  g.lineWidth = 0.5;
  g.strokeRect(0.25, 0.25, W - 0.5, W - 0.5);
  boardCanvas = c;
  return c;
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} s @param {number} value @param {string} color */
function drawDie(g, x, y, s, value, color) {
  g.fillStyle = 'rgba(0,0,0,0.35)';
  roundRect(g, x - s / 2 + 4, y - s / 2 + 6, s, s, s * 0.2);
  g.fill();
  g.fillStyle = '#fffdf6';
  roundRect(g, x - s / 2, y - s / 2, s, s, s * 0.2);
  g.fill();
  g.strokeStyle = color;
  g.lineWidth = 5;
  g.stroke();
  const pip = s * 0.09;
  const o = s * 0.26;
  /** @type {Record<number, [number, number][]>} */
  const P = { 1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]], 5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]] };
  g.fillStyle = value === 6 ? '#d62f2c' : '#2a2438';
  for (const [dx, dy] of P[value] ?? []) {
    g.beginPath();
    g.arc(x + dx * o, y + dy * o, pip, 0, Math.PI * 2);
    g.fill();
  }
}

const kit = createGame({
  id: 63,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'home', label: 'homeStat' }],
  reset(k) {
    rolls = 0;
    moves = 0;
    popups = [];
    sparks = [];
    k.setLevel(1);
    newGame(k);
  },
  update(dt, k) {
    popups = popups.filter((p) => (p.t += dt) < 1.2);
    sparks = sparks.filter((s) => { s.t += dt; s.x += s.vx * dt; s.y += s.vy * dt; s.vy += 240 * dt; return s.t < 0.8; });
    if (anim) {
      const before = Math.floor(anim.t / Math.max(1e-6, anim.dur / anim.steps.length));
      anim.t += dt;
      const after = Math.floor(anim.t / Math.max(1e-6, anim.dur / anim.steps.length));
      if (after > before && after <= anim.steps.length) k.sound.tone({ freq: 700 + after * 30, dur: 0.03, type: 'sine', vol: 0.06 });
      if (anim.t >= anim.dur) finishMove(k);
      return;
    }
    if (wait > 0) { wait -= dt; return; }
    switch (phase) {
      case 'roll':
        if (seat !== HUMAN) roll(k);
        break;
      case 'rolling':
        afterRoll(k);
        break;
      case 'pause':
        if (again) { phase = 'roll'; wait = seat === HUMAN ? 0 : 0.3; } else nextSeat(k);
        break;
      case 'ended':
        if (winner === HUMAN) {
          k.setLevel(k.level + 1);
          k.toast(k.t('next', { n: k.level }));
          newGame(k);
        } else {
          phase = 'pause';
          k.gameOver({ message: k.t('lost', { p: seatName(k, winner) }) });
        }
        break;
      default:
        break;
    }
  },
  onKey(code, k) {
    if (seat !== HUMAN) return false;
    if (phase === 'roll' && (code === 'Space' || code === 'Enter')) { roll(k); return true; }
    if (phase !== 'choose') return false;
    const d = keyDir(code);
    if (d) {
      const i = Math.max(0, legal.indexOf(sel));
      const n = legal.length;
      sel = /** @type {number} */ (legal[(i + (d === 'left' || d === 'up' ? n - 1 : 1)) % n]);
      keyboardSel = true;
      k.sound.tone({ freq: 600, dur: 0.03, type: 'sine', vol: 0.05 });
      return true;
    }
    if (code === 'Space' || code === 'Enter') { humanPick(k, legal.includes(sel) ? sel : legal[0] ?? -1); return true; }
    const m = /^(?:Digit|Numpad)([1-4])$/.exec(code);
    if (m) { humanPick(k, Number(m[1]) - 1); return true; }
    return false;
  },
  onTap(p, k) {
    if (seat !== HUMAN) return;
    if (phase === 'roll') {
      // The whole panel under the board (the die and its label) rolls.
      if (p.y > PANEL_Y || Math.hypot(p.x - DIE.x, p.y - DIE.y) < DIE.s) roll(k);
      return;
    }
    if (phase === 'choose') {
      const t = tokenAt(p.x, p.y);
      if (t >= 0) { keyboardSel = false; humanPick(k, t); }
    }
  },
  render(g, k) {
    g.fillStyle = '#17152b';
    g.fillRect(0, 0, W, H);
    g.drawImage(boardImage(), 0, BY, W, W);
    g.textAlign = 'center';
    g.textBaseline = 'middle';

    // Glow on the seat to move.
    if (phase !== 'ended' && k.screen === 'playing') {
      const [c0, r0] = YARD_AT[seat] ?? [0, 0];
      const pulse = k.reducedMotion ? 0.8 : 0.55 + 0.35 * Math.sin(k.clock * 5);
      g.strokeStyle = `rgba(255,255,255,${pulse})`;
      g.lineWidth = 4;
      g.strokeRect(c0 * CS + 3, BY + r0 * CS + 3, 6 * CS - 6, 6 * CS - 6);
    }

    // Tokens.
    const placed = layout();
    const choosing = phase === 'choose' && seat === HUMAN;
    for (const p of placed) {
      const movable = choosing && p.s === HUMAN && legal.includes(p.t);
      if (movable) {
        const pulse = k.reducedMotion ? 1 : 0.6 + 0.4 * Math.sin(k.clock * 7);
        g.strokeStyle = keyboardSel && p.t === sel ? '#1d1a33' : `rgba(29,26,51,${pulse})`;
        g.lineWidth = keyboardSel && p.t === sel ? 5 : 3;
        g.beginPath();
        g.arc(p.x, p.y, CS * 0.5, 0, Math.PI * 2);
        g.stroke();
      }
      drawToken(g, p.x, p.y, p.s, p.n > 2 ? CS * 0.3 : CS * 0.36);
      if (p.s === HUMAN && choosing) {
        g.fillStyle = '#1d1a33';
        g.font = '800 11px system-ui, sans-serif';
        g.fillText(String(p.t + 1), p.x, p.y + 0.5);
      }
    }
    if (anim) {
      const per = anim.dur / anim.steps.length;
      const i = per > 0 ? Math.min(anim.steps.length - 1, Math.floor(anim.t / per)) : anim.steps.length - 1;
      const f = per > 0 ? Math.min(1, (anim.t - i * per) / per) : 1;
      const fromP = i === 0 ? anim.res.from : /** @type {number} */ (anim.steps[i - 1]);
      const a = basePos(anim.seat, anim.token, fromP);
      const b = basePos(anim.seat, anim.token, /** @type {number} */ (anim.steps[i]));
      const hop = Math.sin(f * Math.PI) * 10;
      drawToken(g, a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f - hop, anim.seat, CS * 0.38);
    }
    for (const s of sparks) {
      g.globalAlpha = Math.max(0, 1 - s.t / 0.8);
      g.fillStyle = s.c;
      g.fillRect(s.x - 3, s.y - 3, 6, 6);
    }
    g.globalAlpha = 1;

    // Status line.
    const color = COLORS[seat] ?? '#fff';
    g.font = '700 22px system-ui, sans-serif';
    if (phase === 'ended' && winner >= 0) {
      g.fillStyle = winner === HUMAN ? '#5df08a' : '#ff6b9a';
      g.fillText(winner === HUMAN ? k.t('youWon') : k.t('lost', { p: seatName(k, winner) }), W / 2, BY / 2);
    } else if (k.screen === 'playing') {
      g.fillStyle = color;
      const msg = seat !== HUMAN ? k.t('playing', { p: seatName(k, seat) }) : phase === 'choose' ? k.t('choose') : k.t('rollPrompt');
      g.fillText(msg, W / 2, BY / 2);
    }

    // Panel: the die and every seat's tokens at home.
    const rolling = phase === 'rolling' && !k.reducedMotion;
    const face = rolling ? 1 + (Math.floor(k.clock * 18) % 6) : dice;
    const wob = rolling ? Math.sin(k.clock * 40) * 0.12 : 0;
    g.save();
    g.translate(DIE.x, DIE.y);
    g.rotate(wob);
    drawDie(g, 0, 0, DIE.s, face, color);
    g.restore();
    if (seat === HUMAN && phase === 'roll' && k.screen === 'playing') {
      const pulse = k.reducedMotion ? 0.7 : 0.45 + 0.35 * Math.sin(k.clock * 5);
      g.strokeStyle = `rgba(255,255,255,${pulse})`;
      g.lineWidth = 3;
      roundRect(g, DIE.x - DIE.s / 2 - 9, DIE.y - DIE.s / 2 - 9, DIE.s + 18, DIE.s + 18, 24);
      g.stroke();
      g.fillStyle = 'rgba(255,255,255,0.75)';
      g.font = '600 16px system-ui, sans-serif';
      g.fillText(k.t('tapDie'), DIE.x, PANEL_Y + 160);
    }
    for (let s = 0; s < SEATS; s++) {
      const left = s === 0 || s === 1;
      const x = left ? 22 : W - 22 - 170;
      const y = PANEL_Y + 22 + (s === 1 || s === 2 ? 0 : 68);
      g.fillStyle = s === seat && phase !== 'ended' ? 'rgba(255,255,255,0.16)' : 'rgba(255,255,255,0.06)';
      roundRect(g, x, y, 170, 56, 16);
      g.fill();
      drawToken(g, x + 26, y + 28, s, 13);
      g.fillStyle = COLORS[s] ?? '#fff';
      g.font = '700 17px system-ui, sans-serif';
      g.fillText(seatName(k, s), x + 98, y + 18);
      for (let t = 0; t < TOKENS; t++) {
        const home = (tokens[s]?.[t] ?? YARD) === HOME;
        g.fillStyle = home ? COLORS[s] ?? '#fff' : 'rgba(255,255,255,0.18)';
        g.beginPath();
        g.arc(x + 68 + t * 20, y + 40, 6.5, 0, Math.PI * 2);
        g.fill();
      }
    }
    for (const p of popups) {
      g.globalAlpha = Math.max(0, 1 - p.t / 1.2);
      g.fillStyle = p.color;
      g.font = '800 22px system-ui, sans-serif';
      g.strokeStyle = 'rgba(0,0,0,0.6)';
      g.lineWidth = 4;
      g.strokeText(p.text, p.x, p.y - p.t * 36);
      g.fillText(p.text, p.x, p.y - p.t * 36);
    }
    g.globalAlpha = 1;
  },
  state() {
    return {
      seat,
      phase,
      dice,
      sixes,
      rolls,
      moves,
      tokens: tokens.map((r) => r.slice()),
      legal: phase === 'choose' ? legal.slice() : [],
      selected: sel,
      humanTurn: seat === HUMAN && (phase === 'roll' || phase === 'choose') && !anim,
      winner,
      home: tokens.map((_, s) => homeCount(tokens, s)),
    };
  },
  demo(k) {
    // Play a stretch of real turns for every seat, then hand the die to the player.
    const skill = aiSkill(3);
    for (let turn = 0; turn < 70; turn++) {
      const s = turn % SEATS;
      let n = 0;
      for (;;) {
        const r = 1 + Math.floor(k.random() * 6);
        const o = rollOutcome(r, n);
        n = o.sixes;
        if (o.forfeit) break;
        const t = chooseToken(tokens, s, r, skill, k.random);
        if (t >= 0) {
          const res = moveToken(tokens, s, t, r);
          if (res.finished && homeCount(res.tokens, s) === TOKENS) break;
          tokens = res.tokens;
        }
        if (!o.again) break;
      }
    }
    seat = HUMAN;
    phase = 'roll';
    dice = 6;
    wait = 99;
    updateHud(k);
  },
});

export default kit;
