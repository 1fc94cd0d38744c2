// @ts-check
import { createGame, roundRect, keyDir } from '../kit/kit.js';
import {
  TARGET, deal, legalPlays, applyPlay, draw, pass, roundResult, matchWinner, choosePlay, ends, tileText, handPips, matchBonus, snakeLayout,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Round} Round */
/** @typedef {import('./logic.js').Tile} Tile */
/** @typedef {import('./logic.js').Placed} Placed */
/** @typedef {import('./logic.js').Side} Side */
/** @typedef {import('./logic.js').Box} Box */

const W = 720;
const H = 1180;
const TX0 = 16;
const TX1 = W - 16;
const TY0 = 176;
const TY1 = H - 356;
const HAND_TOP = H - 300;
const HUMAN = 0;
const AI = 1;

const strings = {
  'zh-CN': {
    title: '多米诺对决', you: '你', computer: '电脑', levelName: '第 {n} 级', firstTo: '先得 {n} 分获胜', round: '第 {n} 局', yourTurn: '轮到你出牌',
    mustDraw: '没有能接的牌：从牌堆摸一张', thinking: '电脑思考中…', youPass: '你无牌可出，跳过', aiPass: '电脑跳过', pickEnd: '选择接在哪一端',
    youWinRound: '你赢了这一局！+{n}', aiWinRound: '电脑赢了这一局（+{n}）', blocked: '死局！点数少者胜', tie: '死局：点数相同，不计分', tapNext: '点击继续',
    matchWon: '赢下比赛！第 {n} 级：对手更强了', champion: '你击败了所有对手！', lost: '电脑先拿到了 {n} 分。', draw: '摸牌', opens: '最大的对子先出',
  },
  en: {
    title: 'Domino Duel', you: 'You', computer: 'Computer', levelName: 'Level {n}', firstTo: 'First to {n}', round: 'Round {n}', yourTurn: 'Your turn',
    mustDraw: 'No match: draw from the boneyard', thinking: 'Computer is thinking…', youPass: 'You cannot play: pass', aiPass: 'Computer passes', pickEnd: 'Choose an end',
    youWinRound: 'You win the round! +{n}', aiWinRound: 'Computer wins the round (+{n})', blocked: 'Blocked! Fewer pips wins', tie: 'Blocked with equal pips: no score', tapNext: 'Tap to continue',
    matchWon: 'Match won! Level {n}: a sharper opponent', champion: 'You beat every opponent!', lost: 'The computer reached {n} points first.', draw: 'Draw', opens: 'Highest double opens',
  },
  ja: {
    title: 'ドミノ デュエル', you: 'あなた', computer: 'コンピューター', levelName: 'レベル {n}', firstTo: '{n} 点先取', round: '第 {n} ラウンド', yourTurn: 'あなたの番',
    mustDraw: '出せる牌なし：山から引いてください', thinking: 'コンピューターが考え中…', youPass: '出せないのでパス', aiPass: 'コンピューターはパス', pickEnd: 'つなぐ端を選んでください',
    youWinRound: 'ラウンド勝利！ +{n}', aiWinRound: 'コンピューターのラウンド（+{n}）', blocked: '手詰まり！ 目の少ない方の勝ち', tie: '手詰まり・同点：得点なし', tapNext: 'タップで次へ',
    matchWon: 'マッチ勝利！ レベル {n}：相手が強くなります', champion: 'すべての相手に勝ちました！', lost: 'コンピューターが先に {n} 点に達しました。', draw: '引く', opens: '一番大きいゾロ目から開始',
  },
  es: {
    title: 'Duelo de dominó', you: 'Tú', computer: 'Ordenador', levelName: 'Nivel {n}', firstTo: 'Gana quien llegue a {n}', round: 'Ronda {n}', yourTurn: 'Te toca',
    mustDraw: 'No encaja ninguna: roba del pozo', thinking: 'El ordenador está pensando…', youPass: 'No puedes jugar: pasas', aiPass: 'El ordenador pasa', pickEnd: 'Elige un extremo',
    youWinRound: '¡Ganas la ronda! +{n}', aiWinRound: 'El ordenador gana la ronda (+{n})', blocked: '¡Cierre! Gana quien tenga menos puntos', tie: 'Cierre con empate: sin puntos', tapNext: 'Toca para seguir',
    matchWon: '¡Partida ganada! Nivel {n}: un rival más astuto', champion: '¡Has vencido a todos los rivales!', lost: 'El ordenador llegó primero a {n} puntos.', draw: 'Robar', opens: 'Abre el doble más alto',
  },
  de: {
    title: 'Domino-Duell', you: 'Du', computer: 'Computer', levelName: 'Stufe {n}', firstTo: 'Wer zuerst {n} hat', round: 'Runde {n}', yourTurn: 'Du bist dran',
    mustDraw: 'Nichts passt: zieh aus dem Vorrat', thinking: 'Der Computer denkt nach …', youPass: 'Kein Zug möglich: du passt', aiPass: 'Der Computer passt', pickEnd: 'Wähle ein Ende',
    youWinRound: 'Runde gewonnen! +{n}', aiWinRound: 'Der Computer gewinnt die Runde (+{n})', blocked: 'Blockiert! Weniger Augen gewinnt', tie: 'Blockiert, Augen gleich: keine Punkte', tapNext: 'Tippen zum Weiterspielen',
    matchWon: 'Partie gewonnen! Stufe {n}: ein schlauerer Gegner', champion: 'Du hast alle Gegner besiegt!', lost: 'Der Computer hat zuerst {n} Punkte erreicht.', draw: 'Ziehen', opens: 'Der höchste Pasch beginnt',
  },
  fr: {
    title: 'Duel de dominos', you: 'Vous', computer: 'Ordinateur', levelName: 'Niveau {n}', firstTo: 'Premier à {n}', round: 'Manche {n}', yourTurn: 'À vous',
    mustDraw: 'Rien ne va : piochez', thinking: 'L’ordinateur réfléchit…', youPass: 'Aucun coup possible : vous passez', aiPass: 'L’ordinateur passe', pickEnd: 'Choisissez un bout',
    youWinRound: 'Manche gagnée ! +{n}', aiWinRound: 'L’ordinateur gagne la manche (+{n})', blocked: 'Bloqué ! Le moins de points gagne', tie: 'Bloqué à égalité : aucun point', tapNext: 'Touchez pour continuer',
    matchWon: 'Partie gagnée ! Niveau {n} : un adversaire plus rusé', champion: 'Vous avez battu tous les adversaires !', lost: 'L’ordinateur a atteint {n} points le premier.', draw: 'Piocher', opens: 'Le plus gros double commence',
  },
  'pt-BR': {
    title: 'Duelo de Dominó', you: 'Você', computer: 'Computador', levelName: 'Nível {n}', firstTo: 'Vence quem fizer {n}', round: 'Rodada {n}', yourTurn: 'Sua vez',
    mustDraw: 'Nada encaixa: compre do monte', thinking: 'O computador está pensando…', youPass: 'Sem jogada: você passa', aiPass: 'O computador passa', pickEnd: 'Escolha uma ponta',
    youWinRound: 'Você venceu a rodada! +{n}', aiWinRound: 'O computador venceu a rodada (+{n})', blocked: 'Jogo fechado! Vence quem tem menos pontos', tie: 'Fechado e empatado: sem pontos', tapNext: 'Toque para continuar',
    matchWon: 'Partida vencida! Nível {n}: um rival mais esperto', champion: 'Você venceu todos os rivais!', lost: 'O computador chegou primeiro a {n} pontos.', draw: 'Comprar', opens: 'A maior bucha começa',
  },
  ar: {
    title: 'مبارزة الدومينو', you: 'أنت', computer: 'الحاسوب', levelName: 'المستوى {n}', firstTo: 'الفائز أول من يبلغ {n}', round: 'الجولة {n}', yourTurn: 'دورك',
    mustDraw: 'لا قطعة مناسبة: اسحب من المخزون', thinking: 'الحاسوب يفكّر…', youPass: 'لا لعب ممكن: تمرّر الدور', aiPass: 'الحاسوب يمرّر الدور', pickEnd: 'اختر طرفًا',
    youWinRound: 'فزت بالجولة! +{n}', aiWinRound: 'فاز الحاسوب بالجولة (+{n})', blocked: 'اللعبة مقفلة! الأقل نقاطًا يفوز', tie: 'مقفلة بنقاط متساوية: لا أحد يسجّل', tapNext: 'اضغط للمتابعة',
    matchWon: 'فزت بالمباراة! المستوى {n}: خصم أذكى', champion: 'هزمت كل الخصوم!', lost: 'بلغ الحاسوب {n} نقطة أولًا.', draw: 'اسحب', opens: 'أعلى زوج يبدأ',
  },
};

// ---------------------------------------------------------------- state

/** @type {Round} */
let round = deal(Math.random);
let anchor = 0;
let roundNo = 0;
let scores = [0, 0];
let cursor = 0;
let cursorShown = false;
/** Hand index waiting for the player to pick an end. */
let choosing = -1;
let aiWait = 0;
let passWait = 0;
/** @type {{winner: number, points: number, blocked: boolean, t: number} | null} */
let result = null;
/** @type {{i: number, x: number, y: number, x0: number, y0: number, active: boolean} | null} */
let drag = null;
/** Index in the line of the newest tile (pops in). */
let fresh = -1;
let freshT = 1;
let status = '';

/** @param {Kit} k */
function newRound(k) {
  round = deal(k.random);
  anchor = 0;
  roundNo++;
  choosing = -1;
  cursor = 0;
  result = null;
  fresh = -1;
  aiWait = round.turn === AI ? 1.1 : 0;
  passWait = 0;
  status = '';
  k.toast(k.t('opens'));
}

const humanTurn = () => round.turn === HUMAN && !result;
const myPlays = () => (humanTurn() ? legalPlays(/** @type {Tile[]} */ (round.hands[HUMAN]), round.line, round.opener) : []);
/** @param {number} i */
const sidesFor = (i) => myPlays().filter((p) => p.tile === i).map((p) => p.side);

// ---------------------------------------------------------------- moves

/** @param {Kit} k @param {number} tile @param {Side} side */
function playTile(k, tile, side) {
  const who = round.turn;
  const next = applyPlay(round, { tile, side });
  if (!next) return false;
  if (!round.line.length) anchor = 0;
  else if (side === 'left') anchor++;
  round = next;
  fresh = side === 'left' ? 0 : round.line.length - 1;
  freshT = k.reducedMotion ? 1 : 0;
  choosing = -1;
  k.sound.tone({ freq: who === HUMAN ? 420 : 300, to: who === HUMAN ? 260 : 200, dur: 0.07, type: 'triangle', vol: 0.22 });
  k.sound.noise({ dur: 0.05, vol: 0.08, freq: 3000 });
  const hand = /** @type {Tile[]} */ (round.hands[HUMAN]);
  cursor = Math.min(cursor, Math.max(0, hand.length - 1));
  afterMove(k);
  return true;
}

/** @param {Kit} k */
function afterMove(k) {
  const res = roundResult(round);
  if (res) { endRound(k, res); return; }
  if (round.turn === AI) aiWait = k.reducedMotion ? 0.3 : 0.75;
}

/** @param {Kit} k @param {{winner: number, points: number, blocked: boolean}} res */
function endRound(k, res) {
  result = { ...res, t: 0 };
  choosing = -1;
  if (res.winner >= 0) scores[res.winner] = (scores[res.winner] ?? 0) + res.points;
  if (res.winner === HUMAN) {
    k.addScore(res.points);
    k.sound.jingle([523, 659, 784, 1047]);
  } else if (res.winner === AI) k.sound.fail();
  else k.sound.beep(330, 0.3);
}

/** @param {Kit} k */
function humanDraw(k) {
  if (!humanTurn()) return;
  const next = draw(round);
  if (!next) {
    k.sound.tone({ freq: 150, dur: 0.08, type: 'square', vol: 0.06 });
    return;
  }
  round = next;
  const hand = /** @type {Tile[]} */ (round.hands[HUMAN]);
  cursor = hand.length - 1;
  k.sound.tone({ freq: 500, to: 700, dur: 0.06, type: 'sine', vol: 0.12 });
}

/** Tap or Enter on a hand tile. @param {Kit} k @param {number} i */
function activateTile(k, i) {
  if (!humanTurn()) return;
  cursor = i;
  const sides = sidesFor(i);
  if (!sides.length) {
    k.sound.tone({ freq: 150, dur: 0.08, type: 'square', vol: 0.06 });
    choosing = -1;
    return;
  }
  if (sides.length === 1) { playTile(k, i, /** @type {Side} */ (sides[0])); return; }
  choosing = choosing === i ? -1 : i;
  k.sound.tone({ freq: 660, dur: 0.04, type: 'sine', vol: 0.08 });
}

/** @param {Kit} k */
function continueAfterRound(k) {
  if (!result) return;
  result = null;
  const w = matchWinner(scores);
  if (w === AI) { k.gameOver({ message: k.t('lost', { n: scores[AI] ?? 0 }) }); return; }
  if (w === HUMAN) {
    k.addScore(matchBonus(k.level));
    if (k.level >= 3) { k.gameOver({ win: true, message: k.t('champion') }); return; }
    k.setLevel(k.level + 1);
    scores = [0, 0];
    roundNo = 0;
    newRound(k);
    k.toast(k.t('matchWon', { n: k.level }));
    return;
  }
  newRound(k);
}

/** @param {Kit} k @param {number} dt */
function aiStep(k, dt) {
  aiWait -= dt;
  if (aiWait > 0) return;
  const p = choosePlay(round, k.level, k.random);
  if (p) { playTile(k, p.tile, p.side); return; }
  const drew = draw(round);
  if (drew) {
    round = drew;
    aiWait = k.reducedMotion ? 0.15 : 0.4;
    k.sound.tone({ freq: 380, to: 520, dur: 0.05, type: 'sine', vol: 0.08 });
    return;
  }
  const passed = pass(round);
  if (passed) {
    round = passed;
    k.toast(k.t('aiPass'));
    afterMove(k);
  }
}

// ---------------------------------------------------------------- layout

/** Lays out the current line on the table (see `snakeLayout`). */
function layoutLine() {
  return snakeLayout(round.line, anchor, { x0: TX0, y0: TY0, x1: TX1, y1: TY1 });
}

/** Hand tiles: one row up to nine, two rows beyond. */
function handBoxes() {
  const hand = /** @type {Tile[]} */ (round.hands[HUMAN]);
  const n = hand.length;
  const rows = n > 9 ? 2 : 1;
  const perRow = Math.ceil(n / rows) || 1;
  const gap = 10;
  const w = Math.min(rows === 1 ? 74 : 56, (W - 40 - (perRow - 1) * gap) / perRow);
  const h = w * 2;
  /** @type {Box[]} */
  const out = [];
  hand.forEach((t, i) => {
    const r = Math.floor(i / perRow);
    const c = i % perRow;
    const inRow = Math.min(perRow, n - r * perRow);
    const x0 = W / 2 - (inRow * w + (inRow - 1) * gap) / 2;
    const y = HAND_TOP + 36 + r * (h + 14) + (rows === 1 ? 40 : 0);
    out.push({ x: x0 + c * (w + gap), y, w, h, p1: t[0], p2: t[1] });
  });
  return out;
}

const BONE = { x: W - 150, y: 86, w: 130, h: 76 };

// ---------------------------------------------------------------- drawing

const PIP_COLORS = ['#000', '#d23c3c', '#2a74d0', '#1f9a50', '#a347c9', '#e07a12', '#1e2a4a'];
/** Pip spots per number on a 3×3 grid (0..8, row-major). */
const SPOTS = [[], [4], [0, 8], [0, 4, 8], [0, 2, 6, 8], [0, 2, 4, 6, 8], [0, 2, 3, 5, 6, 8]];

/** @param {CanvasRenderingContext2D} g @param {number} n @param {number} x @param {number} y @param {number} size square half */
function drawPips(g, n, x, y, size) {
  g.fillStyle = PIP_COLORS[n] ?? '#000';
  const r = size * 0.11;
  for (const s of SPOTS[n] ?? []) {
    const col = s % 3;
    const row = Math.floor(s / 3);
    const px = x + size * (0.24 + col * 0.26);
    const py = y + size * (0.24 + row * 0.26);
    g.beginPath();
    g.arc(px, py, r, 0, Math.PI * 2);
    g.fill();
  }
}

/** @param {CanvasRenderingContext2D} g @param {Box} b @param {{alpha?: number, glow?: string | null, lift?: number}} [o] */
function drawTile(g, b, o = {}) {
  const { alpha = 1, glow = null, lift = 0 } = o;
  const y = b.y - lift;
  g.globalAlpha = alpha;
  g.fillStyle = 'rgba(0,0,0,0.3)';
  roundRect(g, b.x + 2, y + 4, b.w, b.h, Math.min(b.w, b.h) * 0.16);
  g.fill();
  const grad = g.createLinearGradient(b.x, y, b.x + b.w, y + b.h);
  grad.addColorStop(0, '#fffdf4');
  grad.addColorStop(1, '#e9dfc4');
  g.fillStyle = grad;
  roundRect(g, b.x, y, b.w, b.h, Math.min(b.w, b.h) * 0.16);
  g.fill();
  if (glow) {
    g.strokeStyle = glow;
    g.lineWidth = 4;
    g.stroke();
  } else {
    g.strokeStyle = 'rgba(90,70,30,0.35)';
    g.lineWidth = 1.5;
    g.stroke();
  }
  const vertical = b.h > b.w;
  const s = Math.min(b.w, b.h);
  g.strokeStyle = 'rgba(120,100,60,0.55)';
  g.lineWidth = Math.max(1.5, s * 0.04);
  g.beginPath();
  if (vertical) { g.moveTo(b.x + s * 0.16, y + s); g.lineTo(b.x + s * 0.84, y + s); } else { g.moveTo(b.x + s, y + s * 0.16); g.lineTo(b.x + s, y + s * 0.84); }
  g.stroke();
  if (b.p1 >= 0) drawPips(g, b.p1, b.x, y, s);
  if (b.p2 >= 0) drawPips(g, b.p2, vertical ? b.x : b.x + s, vertical ? y + s : y, s);
  g.globalAlpha = 1;
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} w @param {number} h */
function drawBack(g, x, y, w, h) {
  g.fillStyle = 'rgba(0,0,0,0.3)';
  roundRect(g, x + 2, y + 3, w, h, w * 0.18);
  g.fill();
  const grad = g.createLinearGradient(x, y, x + w, y + h);
  grad.addColorStop(0, '#4b63d6');
  grad.addColorStop(1, '#2a3a8c');
  g.fillStyle = grad;
  roundRect(g, x, y, w, h, w * 0.18);
  g.fill();
  g.strokeStyle = 'rgba(255,255,255,0.35)';
  g.lineWidth = 1.5;
  roundRect(g, x + w * 0.18, y + w * 0.18, w * 0.64, h - w * 0.36, w * 0.1);
  g.stroke();
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function render(g, k) {
  const bg = g.createLinearGradient(0, 0, 0, H);
  bg.addColorStop(0, '#151a38');
  bg.addColorStop(1, '#231637');
  g.fillStyle = bg;
  g.fillRect(0, 0, W, H);
  const rtl = k.dir === 'rtl';

  // Scoreboard.
  g.fillStyle = 'rgba(255,255,255,0.06)';
  roundRect(g, 16, 12, W - 32, 62, 16);
  g.fill();
  g.textBaseline = 'middle';
  g.font = '800 25px system-ui, sans-serif';
  g.textAlign = rtl ? 'right' : 'left';
  g.fillStyle = '#ffe066';
  g.fillText(`${k.t('you')} ${scores[HUMAN]}`, rtl ? W - 34 : 34, 43);
  g.textAlign = rtl ? 'left' : 'right';
  g.fillStyle = '#9fe8ff';
  g.fillText(`${scores[AI]} ${k.t('computer')}`, rtl ? 34 : W - 34, 43);
  g.textAlign = 'center';
  g.font = '600 17px system-ui, sans-serif';
  g.fillStyle = '#a3abcf';
  g.fillText(k.t('round', { n: Math.max(1, roundNo) }), W / 2, 33);
  g.fillText(k.t('firstTo', { n: TARGET }), W / 2, 55);

  // The computer's hand (face down unless the round is over) and the boneyard.
  const aiHand = /** @type {Tile[]} */ (round.hands[AI]);
  const aw = Math.min(34, 520 / Math.max(1, aiHand.length) - 6);
  aiHand.forEach((t, i) => {
    const x = 24 + i * (aw + 6);
    if (result) drawTile(g, { x, y: 90, w: aw, h: aw * 2, p1: t[0], p2: t[1] });
    else drawBack(g, x, 90, aw, aw * 2);
  });
  const bone = round.boneyard.length;
  for (let i = Math.min(3, bone) - 1; i >= 0; i--) drawBack(g, BONE.x + 8 + i * 10, BONE.y + 2 - i * 4, 34, 68);
  g.font = '800 24px system-ui, sans-serif';
  g.textAlign = 'center';
  g.fillStyle = '#eef1ff';
  g.fillText(`×${bone}`, BONE.x + 102, BONE.y + 38);
  const canDraw = humanTurn() && !myPlays().length && bone > 0;
  if (canDraw) {
    g.strokeStyle = `rgba(255,224,102,${k.reducedMotion ? 1 : 0.55 + 0.45 * Math.sin(k.clock * 6)})`;
    g.lineWidth = 4;
    roundRect(g, BONE.x - 4, BONE.y - 10, BONE.w + 8, BONE.h + 18, 14);
    g.stroke();
  }

  // Table.
  const felt = g.createRadialGradient(W / 2, (TY0 + TY1) / 2, 40, W / 2, (TY0 + TY1) / 2, 480);
  felt.addColorStop(0, '#1b7a58');
  felt.addColorStop(1, '#0f4a37');
  g.fillStyle = felt;
  roundRect(g, TX0 - 6, TY0 - 6, TX1 - TX0 + 12, TY1 - TY0 + 12, 24);
  g.fill();
  const lay = layoutLine();
  lay.boxes.forEach((b, i) => {
    if (!b) return;
    if (i === fresh && freshT < 1) {
      const sc = 1 + 0.35 * (1 - freshT);
      g.save();
      g.translate(b.x + b.w / 2, b.y + b.h / 2);
      g.scale(sc, sc);
      g.translate(-(b.x + b.w / 2), -(b.y + b.h / 2));
      drawTile(g, b, { alpha: Math.min(1, 0.3 + freshT) });
      g.restore();
    } else drawTile(g, b);
  });
  // End markers while picking a side (or dragging).
  const showEnds = choosing >= 0 || (drag?.active && sidesFor(drag.i).length > 0);
  if (showEnds) {
    const sides = sidesFor(choosing >= 0 ? choosing : drag?.i ?? -1);
    for (const side of sides) {
      const b = side === 'left' ? lay.nextLeft : lay.nextRight;
      g.fillStyle = `rgba(255,224,102,${k.reducedMotion ? 0.5 : 0.35 + 0.25 * Math.sin(k.clock * 7)})`;
      roundRect(g, b.x, b.y, b.w, b.h, 8);
      g.fill();
      g.strokeStyle = '#ffe066';
      g.lineWidth = 3;
      g.stroke();
      g.fillStyle = '#1a1a2e';
      g.font = '900 22px system-ui, sans-serif';
      g.fillText(side === 'left' ? '◀' : '▶', b.x + b.w / 2, b.y + b.h / 2);
    }
  }

  // Status line.
  let text = status;
  let color = '#eef1ff';
  if (result) {
    if (result.winner === HUMAN) { text = k.t('youWinRound', { n: result.points }); color = '#5df08a'; } else if (result.winner === AI) { text = k.t('aiWinRound', { n: result.points }); color = '#ff6b9a'; } else { text = k.t('tie'); color = '#4fd8ff'; }
  } else if (k.screen === 'playing') {
    if (humanTurn()) {
      if (choosing >= 0) text = k.t('pickEnd');
      else if (myPlays().length) text = k.t('yourTurn');
      else text = bone ? k.t('mustDraw') : k.t('youPass');
      color = '#ffe066';
    } else text = k.t('thinking');
  }
  g.font = '800 26px system-ui, sans-serif';
  g.fillStyle = color;
  g.textAlign = 'center';
  g.fillText(text, W / 2, TY1 + 34, W - 40);

  // The player's hand.
  const plays = myPlays();
  const boxes = handBoxes();
  boxes.forEach((b, i) => {
    if (drag?.active && drag.i === i) return;
    const playable = plays.some((p) => p.tile === i);
    const lift = i === choosing ? 18 : playable ? 8 : 0;
    const glow = i === choosing ? '#ffe066' : playable ? '#5df08a' : null;
    drawTile(g, b, { alpha: humanTurn() && !playable ? 0.55 : 1, glow, lift });
    if (cursorShown && i === cursor && humanTurn()) {
      g.strokeStyle = '#4fd8ff';
      g.lineWidth = 4;
      g.setLineDash([8, 6]);
      roundRect(g, b.x - 6, b.y - lift - 6, b.w + 12, b.h + 12, 12);
      g.stroke();
      g.setLineDash([]);
    }
  });
  if (drag?.active) {
    const b = boxes[drag.i];
    if (b) drawTile(g, { ...b, x: drag.x - b.w / 2, y: drag.y - b.h / 2 }, { glow: '#ffe066' });
  }

  if (result) {
    const a = k.reducedMotion ? 1 : Math.min(1, result.t * 3);
    g.globalAlpha = a;
    g.fillStyle = 'rgba(8,10,24,0.78)';
    roundRect(g, 70, (TY0 + TY1) / 2 - 78, W - 140, 156, 22);
    g.fill();
    g.fillStyle = color;
    g.font = '800 30px system-ui, sans-serif';
    g.fillText(text, W / 2, (TY0 + TY1) / 2 - 36, W - 170);
    g.font = '600 21px system-ui, sans-serif';
    g.fillStyle = '#eef1ff';
    const sub = result.blocked ? (result.winner >= 0 ? k.t('blocked') : '') : '';
    if (sub) g.fillText(sub, W / 2, (TY0 + TY1) / 2 + 4, W - 170);
    g.fillText(k.t('tapNext'), W / 2, (TY0 + TY1) / 2 + 42);
    g.globalAlpha = 1;
  }
}

// ---------------------------------------------------------------- the game

/** @param {number} x @param {number} y */
function handTileAt(x, y) {
  const boxes = handBoxes();
  for (let i = boxes.length - 1; i >= 0; i--) {
    const b = /** @type {Box} */ (boxes[i]);
    if (x >= b.x - 4 && x <= b.x + b.w + 4 && y >= b.y - 22 && y <= b.y + b.h + 4) return i;
  }
  return -1;
}

/** Which end marker (if any) is near a point. @param {number} x @param {number} y @param {Side[]} sides */
function endNear(x, y, sides) {
  const lay = layoutLine();
  let best = /** @type {Side | null} */ (null);
  let bestD = 130;
  for (const side of sides) {
    const b = side === 'left' ? lay.nextLeft : lay.nextRight;
    const d = Math.hypot(x - (b.x + b.w / 2), y - (b.y + b.h / 2));
    if (d < bestD) { bestD = d; best = side; }
  }
  return best;
}

const kit = createGame({
  id: 50,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }],
  options: [{ key: 'difficulty', label: 'difficulty', default: 'easy', choices: [{ value: 'easy', label: 'easy' }, { value: 'medium', label: 'medium' }, { value: 'hard', label: 'hard' }] }],
  bestKey: (k) => k.option('difficulty'),
  controls: {
    layout: 'row',
    always: true,
    buttons: [{ action: 'draw', label: '⤓', title: 'draw', caption: 'draw' }],
  },
  reset(k) {
    const d = k.option('difficulty');
    k.setLevel(d === 'hard' ? 3 : d === 'medium' ? 2 : 1);
    scores = [0, 0];
    roundNo = 0;
    cursorShown = false;
    drag = null;
    newRound(k);
  },
  update(dt, k) {
    if (freshT < 1) freshT = Math.min(1, freshT + dt * 5);
    if (result) {
      result.t += dt;
      if (result.t > 5) continueAfterRound(k);
      return;
    }
    if (round.turn === AI) { aiStep(k, dt); return; }
    // The player with nothing to play and nothing to draw passes by themselves.
    if (!myPlays().length && !round.boneyard.length) {
      passWait += dt;
      if (passWait > 0.9) {
        passWait = 0;
        const p = pass(round);
        if (p) { round = p; k.toast(k.t('youPass')); afterMove(k); }
      }
    } else passWait = 0;
  },
  onAction(action, k) {
    if (action === 'draw') humanDraw(k);
  },
  onKey(code, k) {
    if (result) {
      if (code === 'Enter' || code === 'Space') { continueAfterRound(k); return true; }
      return false;
    }
    const hand = /** @type {Tile[]} */ (round.hands[HUMAN]);
    const d = code.startsWith('Arrow') ? keyDir(code) : null;
    if (choosing >= 0 && (d === 'left' || d === 'right')) {
      if (sidesFor(choosing).includes(d)) playTile(k, choosing, d);
      return true;
    }
    if (d === 'left' || d === 'right') {
      if (cursorShown) cursor = (cursor + (d === 'left' ? hand.length - 1 : 1)) % Math.max(1, hand.length);
      cursorShown = true;
      choosing = -1;
      return true;
    }
    if (d === 'up' || code === 'Enter' || code === 'Space') {
      cursorShown = true;
      if (humanTurn() && !myPlays().length) humanDraw(k);
      else activateTile(k, cursor);
      return true;
    }
    if (d === 'down' || code === 'Backspace') { choosing = -1; return true; }
    if (code === 'KeyD') { humanDraw(k); return true; }
    return false;
  },
  onPointer(kind, p, k) {
    if (result) { if (kind === 'down') continueAfterRound(k); return; }
    if (kind === 'down') {
      if (p.pointerType !== 'mouse') cursorShown = false;
      drag = null;
      if (!humanTurn()) return;
      if (p.x >= BONE.x - 10 && p.x <= BONE.x + BONE.w + 10 && p.y >= BONE.y - 14 && p.y <= BONE.y + BONE.h + 10) { humanDraw(k); return; }
      if (choosing >= 0) {
        const side = endNear(p.x, p.y, sidesFor(choosing));
        if (side) { playTile(k, choosing, side); return; }
      }
      const i = handTileAt(p.x, p.y);
      if (i >= 0) drag = { i, x: p.x, y: p.y, x0: p.x, y0: p.y, active: false };
      else choosing = -1;
    } else if (kind === 'move' && drag) {
      drag.x = p.x;
      drag.y = p.y;
      if (!drag.active && Math.hypot(p.x - drag.x0, p.y - drag.y0) > 16 && sidesFor(drag.i).length) {
        drag.active = true;
        choosing = -1;
      }
    } else if (kind === 'up' && drag) {
      const d = drag;
      drag = null;
      if (!d.active) { activateTile(k, d.i); return; }
      const sides = sidesFor(d.i);
      const side = sides.length === 1 && p.y < TY1 + 20 ? sides[0] : endNear(p.x, p.y, sides);
      if (side) playTile(k, d.i, side);
      else k.sound.tone({ freq: 150, dur: 0.08, type: 'square', vol: 0.06 });
    }
  },
  render,
  state(k) {
    const hand = /** @type {Tile[]} */ (round.hands[HUMAN]);
    const lay = layoutLine();
    const centre = (/** @type {Box} */ b) => [Math.round(b.x + b.w / 2), Math.round(b.y + b.h / 2)];
    return {
      hand: hand.map(tileText),
      handXY: handBoxes().map(centre),
      playable: [...new Set(myPlays().map((p) => p.tile))],
      plays: myPlays(),
      ai: /** @type {Tile[]} */ (round.hands[AI]).length,
      aiPips: result ? handPips(/** @type {Tile[]} */ (round.hands[AI])) : null,
      boneyard: round.boneyard.length,
      line: round.line.map((t) => `${t.a}-${t.b}`),
      ends: ends(round.line),
      endXY: { left: centre(lay.nextLeft), right: centre(lay.nextRight) },
      boneXY: [BONE.x + BONE.w / 2, BONE.y + BONE.h / 2],
      turn: round.turn === HUMAN ? 'human' : 'ai',
      busy: !!result || round.turn !== HUMAN,
      choosing: choosing >= 0 ? choosing : null,
      cursor: cursorShown ? cursor : null,
      scores: scores.slice(),
      round: roundNo,
      result: result ? { winner: result.winner === HUMAN ? 'human' : result.winner === AI ? 'ai' : 'none', points: result.points, blocked: result.blocked } : null,
      aiLevel: k.level,
    };
  },
  demo(k) {
    // Play a handful of turns quickly for a lively table.
    for (let n = 0; n < 12 && !result; n++) {
      const p = choosePlay(round, 2, k.random);
      if (p) playTile(k, p.tile, p.side);
      else { const d = draw(round) ?? pass(round); if (d) round = d; }
    }
    if (result) return;
    while (round.turn === AI && !result) {
      const p = choosePlay(round, 2, k.random);
      if (p) playTile(k, p.tile, p.side);
      else { const d = draw(round) ?? pass(round); if (d) round = d; else break; }
    }
    aiWait = 99;
    fresh = -1;
    scores = [18, 11];
    roundNo = 2;
    const both = myPlays().find((p, i, all) => all.some((q) => q.tile === p.tile && q.side !== p.side));
    if (both) choosing = both.tile;
    k.toastEl.classList.remove('gk-toast-show');
  },
});

export default kit;
