// @ts-check
import { createGame, roundRect, keyDir } from '../kit/kit.js';
import { PITS, STORE, newBoard, legalMoves, sow, winner, bestMove, aiSettings, roundPoints, sideSeeds } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Board} Board */
/** @typedef {import('./logic.js').SowResult} SowResult */

const W = 540;
const H = 960;
const ROW0 = 246;
const ROW_H = 100;
const PIT_R = 50;
const COL_X = [165, 375];
const STORE_Y = [800, 60];
const STORE_H = 104;
const STEP_T = 0.12;
const HUMAN = 0;
const AI = 1;
const SEED_COLORS = ['#ff6b9a', '#4fd8ff', '#ffe066', '#5df08a', '#c08bff', '#ff9f43'];
const SIDE_COLOR = ['#4fd8ff', '#ffb347'];

const strings = {
  'zh-CN': { title: '播棋', yourTurn: '轮到你：选一个坑', thinking: '电脑思考中…', extra: '再走一次！', capture: '吃子！+{n}', youWon: '你以 {a} : {b} 获胜！', aiWon: '电脑以 {b} : {a} 获胜。', draw: '{a} : {b} 平局，重赛本局', next: '第 {n} 局：电脑想得更远了', lost: '你在第 {n} 局输给了电脑。', you: '你', cpu: '电脑', hint: '点击你这一侧（左列）的坑' },
  en: { title: 'Mancala', yourTurn: 'Your turn: pick a pit', thinking: 'Thinking…', extra: 'Extra turn!', capture: 'Capture! +{n}', youWon: 'You won {a}–{b}!', aiWon: 'The computer won {b}–{a}.', draw: 'Draw {a}–{b}: replay the round', next: 'Round {n}: the computer looks further ahead', lost: 'The computer beat you in round {n}.', you: 'You', cpu: 'Computer', hint: 'Tap a pit on your side (left column)' },
  ja: { title: 'マンカラ', yourTurn: 'あなたの番：穴を選んでください', thinking: '考え中…', extra: 'もう一回！', capture: '横取り！+{n}', youWon: '{a} 対 {b} であなたの勝ち！', aiWon: '{b} 対 {a} でコンピューターの勝ち。', draw: '{a} 対 {b} の引き分け。もう一度', next: 'ラウンド {n}：コンピューターがさらに先を読む', lost: 'ラウンド {n} でコンピューターに負けました。', you: 'あなた', cpu: 'コンピューター', hint: '自分の側（左の列）の穴をタップ' },
  es: { title: 'Mancala', yourTurn: 'Tu turno: elige un hoyo', thinking: 'Pensando…', extra: '¡Turno extra!', capture: '¡Captura! +{n}', youWon: '¡Ganaste {a}–{b}!', aiWon: 'El ordenador ganó {b}–{a}.', draw: 'Empate {a}–{b}: se repite la ronda', next: 'Ronda {n}: el ordenador calcula más jugadas', lost: 'El ordenador te ganó en la ronda {n}.', you: 'Tú', cpu: 'Ordenador', hint: 'Toca un hoyo de tu lado (columna izquierda)' },
  de: { title: 'Mancala', yourTurn: 'Du bist dran: wähle eine Mulde', thinking: 'Denkt nach …', extra: 'Noch ein Zug!', capture: 'Gefangen! +{n}', youWon: 'Gewonnen mit {a}:{b}!', aiWon: 'Der Computer gewinnt {b}:{a}.', draw: 'Unentschieden {a}:{b} – die Runde wird wiederholt', next: 'Runde {n}: Der Computer rechnet weiter voraus', lost: 'Der Computer hat dich in Runde {n} besiegt.', you: 'Du', cpu: 'Computer', hint: 'Tippe auf eine Mulde deiner Seite (linke Spalte)' },
  fr: { title: 'Mancala', yourTurn: 'À vous : choisissez un trou', thinking: 'Réflexion…', extra: 'Vous rejouez !', capture: 'Capture ! +{n}', youWon: 'Gagné {a} à {b} !', aiWon: 'L’ordinateur gagne {b} à {a}.', draw: 'Égalité {a} à {b} : on rejoue la manche', next: 'Manche {n} : l’ordinateur calcule plus loin', lost: 'L’ordinateur vous a battu à la manche {n}.', you: 'Vous', cpu: 'Ordinateur', hint: 'Touchez un trou de votre côté (colonne de gauche)' },
  'pt-BR': { title: 'Mancala', yourTurn: 'Sua vez: escolha uma casa', thinking: 'Pensando…', extra: 'Jogue de novo!', capture: 'Captura! +{n}', youWon: 'Você venceu por {a} a {b}!', aiWon: 'O computador venceu por {b} a {a}.', draw: 'Empate em {a} a {b}: a rodada se repete', next: 'Rodada {n}: o computador pensa mais à frente', lost: 'O computador venceu você na rodada {n}.', you: 'Você', cpu: 'Computador', hint: 'Toque numa casa do seu lado (coluna esquerda)' },
  ar: { title: 'المنقلة', yourTurn: 'دورك: اختر حفرة', thinking: 'يفكّر…', extra: 'دور إضافي!', capture: 'أسر! +{n}', youWon: 'فزت بنتيجة {a} مقابل {b}!', aiWon: 'فاز الحاسوب بنتيجة {b} مقابل {a}.', draw: 'تعادل {a} مقابل {b}: تُعاد الجولة', next: 'الجولة {n}: الحاسوب يفكّر أبعد', lost: 'هزمك الحاسوب في الجولة {n}.', you: 'أنت', cpu: 'الحاسوب', hint: 'المس حفرة في جهتك (العمود الأيسر)' },
};

/** @type {Board} */
let board = newBoard();
let turn = HUMAN;
let cursor = 2;
let hover = -1;
let moves = 0;
let round = 0;
let aiWait = 0;
/** @type {{p: number, pit: number, res: SowResult, base: Board, shown: number, t: number} | null} */
let sowing = null;
/** @type {{result: 'win'|'loss'|'draw', t: number} | null} */
let ended = null;
/** @type {{x: number, y: number, text: string, t: number, color: string}[]} */
let popups = [];
/** @type {{a: number, b: number, t: number} | null} */
let flash = null;
let lastMove = -1;
/** Moves of the current round, oldest first: 'h' or 'a' and the pit. @type {string[]} */
let history = [];

/** Centre of a pit or store. @param {number} i */
function cellPos(i) {
  if (i === STORE[0]) return { x: W / 2, y: STORE_Y[0] + STORE_H / 2 };
  if (i === STORE[1]) return { x: W / 2, y: STORE_Y[1] + STORE_H / 2 };
  if (i < PITS) return { x: COL_X[0], y: ROW0 + i * ROW_H };
  return { x: COL_X[1], y: ROW0 + (12 - i) * ROW_H };
}

/** @param {number} x @param {number} y */
function pitAt(x, y) {
  for (let i = 0; i < 13; i++) {
    if (i === STORE[0]) continue;
    const c = cellPos(i);
    if (Math.hypot(x - c.x, y - c.y) <= PIT_R + 14) return i;
  }
  return -1;
}

/** @param {Kit} k */
function newRound(k) {
  board = newBoard();
  sowing = null;
  ended = null;
  flash = null;
  lastMove = -1;
  history = [];
  turn = round % 2 === 0 ? HUMAN : AI;
  aiWait = turn === AI ? 0.8 : 0;
  round++;
}


/** @param {Kit} k @param {number} p @param {number} pit */
function startSow(k, p, pit) {
  const res = sow(board, p, pit);
  const base = board.slice();
  base[pit] = 0;
  sowing = { p, pit, res, base, shown: 0, t: 0 };
  lastMove = pit;
  history.push(`${p === HUMAN ? 'h' : 'a'}${pit}`);
  moves++;
  k.sound.tone({ freq: p === HUMAN ? 520 : 400, dur: 0.05, type: 'triangle', vol: 0.12 });
  if (k.reducedMotion) { sowing.shown = res.path.length; sowing.t = 1; }
}

/** @param {Kit} k */
function finishSow(k) {
  if (!sowing) return;
  const { p, res } = sowing;
  sowing = null;
  board = res.board;
  if (res.capture) {
    flash = { a: res.capture.pit, b: res.capture.opposite, t: 0 };
    const c = cellPos(STORE[p]);
    popups.push({ x: c.x, y: c.y - 20, text: k.t('capture', { n: res.capture.seeds }), t: 0, color: SIDE_COLOR[p] ?? '#fff' });
    k.sound.jingle(p === HUMAN ? [660, 880, 1100] : [440, 330]);
  }
  if (res.over) {
    const w = winner(board);
    const result = w === HUMAN ? 'win' : w === AI ? 'loss' : 'draw';
    ended = { result, t: 0 };
    k.addScore(roundPoints(board, k.level));
    if (result === 'win') k.sound.jingle([523, 659, 784, 1047]);
    else if (result === 'loss') k.sound.fail();
    return;
  }
  if (res.extra) {
    turn = p;
    if (p === HUMAN) {
      k.toast(k.t('extra'));
      k.sound.tone({ freq: 880, to: 1320, dur: 0.12, type: 'sine', vol: 0.12 });
    }
  } else turn = 1 - p;
  if (turn === AI) aiWait = k.reducedMotion ? 0.3 : 0.5;
}

/** @param {Kit} k @param {number} pit */
function humanPlay(k, pit) {
  if (turn !== HUMAN || sowing || ended) return;
  if (pit < 0 || pit >= PITS) return;
  cursor = pit;
  if (!legalMoves(board, HUMAN).includes(pit)) {
    k.sound.tone({ freq: 140, dur: 0.06, type: 'square', vol: 0.06 });
    return;
  }
  startSow(k, HUMAN, pit);
}

/** Deterministic spot for the n-th seed inside a pit (golden-angle spiral). @param {number} n @param {number} count @param {number} r */
function seedSpot(n, count, r) {
  const a = n * 2.39996;
  const d = r * Math.sqrt((n + 0.5) / Math.max(count, 8));
  return { dx: Math.cos(a) * d, dy: Math.sin(a) * d };
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} n */
function drawSeed(g, x, y, n) {
  const c = SEED_COLORS[(n * 7 + 3) % SEED_COLORS.length] ?? '#fff';
  g.fillStyle = 'rgba(0,0,0,0.35)';
  g.beginPath();
  g.ellipse(x + 1.5, y + 2.5, 9.5, 7.5, 0.4, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = c;
  g.beginPath();
  g.ellipse(x, y, 9.5, 7.5, (n * 0.7) % Math.PI, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = 'rgba(255,255,255,0.55)';
  g.beginPath();
  g.arc(x - 3, y - 2.6, 2.8, 0, Math.PI * 2);
  g.fill();
}

/** Seeds inside a pit. @param {CanvasRenderingContext2D} g @param {number} i @param {number} count */
function drawPitSeeds(g, i, count) {
  const c = cellPos(i);
  const shown = Math.min(count, 24);
  for (let n = 0; n < shown; n++) {
    const s = seedSpot(n, shown, PIT_R - 14);
    drawSeed(g, c.x + s.dx, c.y + s.dy, n + i * 5);
  }
}

/** Seeds inside a store, spread over its oval. @param {CanvasRenderingContext2D} g @param {number} p @param {number} count */
function drawStoreSeeds(g, p, count) {
  const y0 = /** @type {number} */ (STORE_Y[p]);
  const cols = 16;
  const shown = Math.min(count, 48);
  for (let n = 0; n < shown; n++) {
    const row = Math.floor(n / cols);
    const col = n % cols;
    const jx = ((n * 37) % 11) - 5;
    const jy = ((n * 53) % 9) - 4;
    const x = W / 2 - 165 + col * 22 + (row % 2) * 11 + jx;
    const y = y0 + STORE_H - 24 - row * 17 + jy;
    drawSeed(g, x, y, n + p * 11);
  }
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {string} text @param {string} color */
function badge(g, x, y, text, color) {
  g.fillStyle = 'rgba(10,12,30,0.75)';
  roundRect(g, x - 22, y - 16, 44, 32, 12);
  g.fill();
  g.fillStyle = color;
  g.font = '800 22px system-ui, sans-serif';
  g.fillText(text, x, y + 1);
}

const kit = createGame({
  id: 62,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }],
  options: [{ key: 'difficulty', label: 'difficulty', default: 'medium', choices: [{ value: 'easy', label: 'easy' }, { value: 'medium', label: 'medium' }, { value: 'hard', label: 'hard' }] }],
  bestKey: (k) => k.option('difficulty'),
  reset(k) {
    round = 0;
    moves = 0;
    popups = [];
    cursor = 2;
    k.setLevel(1);
    newRound(k);
  },
  update(dt, k) {
    popups = popups.filter((p) => (p.t += dt) < 1.4);
    if (flash && (flash.t += dt) > 0.8) flash = null;
    if (sowing) {
      sowing.t += dt;
      while (sowing.shown < sowing.res.path.length && sowing.t >= STEP_T) {
        sowing.t -= STEP_T;
        const cell = /** @type {number} */ (sowing.res.path[sowing.shown]);
        sowing.shown++;
        const inStore = cell === STORE[0] || cell === STORE[1];
        k.sound.tone({ freq: inStore ? 980 : 600 + sowing.shown * 25, dur: 0.045, type: 'sine', vol: 0.08 });
      }
      if (sowing.shown >= sowing.res.path.length && sowing.t >= 0.22) finishSow(k);
      return;
    }
    if (ended) {
      ended.t += dt;
      if (ended.t > (k.reducedMotion ? 1.2 : 2.2)) {
        const res = ended.result;
        ended = null;
        if (res === 'loss') {
          k.gameOver({ message: k.t('lost', { n: k.level }) });
          return;
        }
        if (res === 'win') {
          k.setLevel(k.level + 1);
          k.toast(k.t('next', { n: k.level }));
        }
        newRound(k);
      }
      return;
    }
    if (turn === AI) {
      aiWait -= dt;
      if (aiWait <= 0) {
        const s = aiSettings(k.option('difficulty'), k.level);
        const pit = bestMove(board, AI, s.depth, k.random, s.blunder);
        if (pit >= 0) startSow(k, AI, pit);
      }
    }
  },
  onKey(code, k) {
    const d = keyDir(code);
    if (d) {
      const delta = d === 'up' || d === 'left' ? -1 : 1;
      cursor = (cursor + delta + PITS) % PITS;
      hover = -1;
      k.sound.tone({ freq: 600, dur: 0.03, type: 'sine', vol: 0.05 });
      return true;
    }
    if (code === 'Space' || code === 'Enter') { humanPlay(k, cursor); return true; }
    const m = /^(?:Digit|Numpad)([1-6])$/.exec(code);
    if (m) { humanPlay(k, Number(m[1]) - 1); return true; }
    return false;
  },
  onPointer(kind, p) {
    if (kind === 'move' && p.pointerType === 'mouse') {
      const i = pitAt(p.x, p.y);
      hover = i >= 0 && i < PITS ? i : -1;
    }
  },
  onTap(p, k) {
    const i = pitAt(p.x, p.y);
    if (i >= 0 && i < PITS) humanPlay(k, i);
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#1a1633');
    bg.addColorStop(1, '#2b1a2e');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    g.textAlign = 'center';
    g.textBaseline = 'middle';

    // Wooden board.
    const wood = g.createLinearGradient(40, 0, W - 40, 0);
    wood.addColorStop(0, '#7a4a26');
    wood.addColorStop(0.5, '#9c6333');
    wood.addColorStop(1, '#75431f');
    g.fillStyle = wood;
    roundRect(g, 36, 46, W - 72, 876, 40);
    g.fill();
    g.strokeStyle = 'rgba(255,220,170,0.12)';
    g.lineWidth = 2;
    for (let i = 0; i < 9; i++) {
      g.beginPath();
      const x = 60 + i * 52;
      g.moveTo(x, 60);
      g.bezierCurveTo(x + 16, 300, x - 18, 600, x + 8, 910);
      g.stroke();
    }
    g.strokeStyle = 'rgba(0,0,0,0.35)';
    g.lineWidth = 4;
    roundRect(g, 36, 46, W - 72, 876, 40);
    g.stroke();

    const shown = sowing ? sowing.base.slice() : board;
    if (sowing) for (let n = 0; n < sowing.shown; n++) {
      const c = /** @type {number} */ (sowing.res.path[n]);
      shown[c] = (shown[c] ?? 0) + 1;
    }
    const myTurn = turn === HUMAN && !sowing && !ended && k.screen === 'playing';
    const legal = myTurn ? legalMoves(board, HUMAN) : [];

    // Stores.
    for (const p of [HUMAN, AI]) {
      const y = /** @type {number} */ (STORE_Y[p]);
      g.fillStyle = 'rgba(30,14,6,0.55)';
      roundRect(g, 70, y, W - 140, STORE_H, 50);
      g.fill();
      g.strokeStyle = p === turn && !ended ? (SIDE_COLOR[p] ?? '#fff') : 'rgba(255,255,255,0.12)';
      g.lineWidth = 3;
      roundRect(g, 70, y, W - 140, STORE_H, 50);
      g.stroke();
      const count = shown[STORE[p]] ?? 0;
      drawStoreSeeds(g, p, count);
      g.fillStyle = 'rgba(10,12,30,0.7)';
      roundRect(g, W / 2 - 96, y + 8, 192, 40, 16);
      g.fill();
      g.fillStyle = SIDE_COLOR[p] ?? '#fff';
      g.font = '700 20px system-ui, sans-serif';
      g.fillText(`${k.t(p === HUMAN ? 'you' : 'cpu')}  ${count}`, W / 2, y + 29);
    }

    // Pits.
    for (let i = 0; i < 13; i++) {
      if (i === STORE[0]) continue;
      const c = cellPos(i);
      const mine = i < PITS;
      const selectable = mine && legal.includes(i);
      const focus = mine && myTurn && (hover >= 0 ? hover === i : cursor === i);
      g.fillStyle = 'rgba(30,14,6,0.6)';
      g.beginPath();
      g.arc(c.x, c.y, PIT_R, 0, Math.PI * 2);
      g.fill();
      const inner = g.createRadialGradient(c.x, c.y - 10, 4, c.x, c.y, PIT_R);
      inner.addColorStop(0, 'rgba(0,0,0,0.1)');
      inner.addColorStop(1, 'rgba(0,0,0,0.45)');
      g.fillStyle = inner;
      g.fill();
      if (flash && (flash.a === i || flash.b === i)) {
        g.fillStyle = `rgba(255,230,120,${0.5 * (1 - flash.t / 0.8)})`;
        g.beginPath();
        g.arc(c.x, c.y, PIT_R, 0, Math.PI * 2);
        g.fill();
      }
      drawPitSeeds(g, i, shown[i] ?? 0);
      if (selectable || focus) {
        const pulse = k.reducedMotion ? 0.8 : 0.55 + 0.35 * Math.sin(k.clock * 6);
        g.strokeStyle = focus ? `rgba(255,255,255,${pulse})` : 'rgba(79,216,255,0.45)';
        g.lineWidth = focus ? 5 : 3;
        g.beginPath();
        g.arc(c.x, c.y, PIT_R + 5, 0, Math.PI * 2);
        g.stroke();
      }
      if (i === lastMove && !sowing) {
        g.strokeStyle = 'rgba(255,255,255,0.25)';
        g.setLineDash([6, 6]);
        g.lineWidth = 2;
        g.beginPath();
        g.arc(c.x, c.y, PIT_R + 4, 0, Math.PI * 2);
        g.stroke();
        g.setLineDash([]);
      }
      badge(g, c.x + (mine ? -86 : 86), c.y, String(shown[i] ?? 0), SIDE_COLOR[mine ? HUMAN : AI] ?? '#fff');
    }

    // Seeds still in hand while sowing.
    if (sowing && sowing.shown < sowing.res.path.length) {
      const from = sowing.shown === 0 ? sowing.pit : /** @type {number} */ (sowing.res.path[sowing.shown - 1]);
      const c = cellPos(from);
      g.fillStyle = SIDE_COLOR[sowing.p] ?? '#fff';
      g.font = '800 20px system-ui, sans-serif';
      g.fillText(`×${sowing.res.path.length - sowing.shown}`, c.x, c.y - PIT_R - 6);
    }

    // Direction arrows between the columns.
    g.strokeStyle = 'rgba(255,235,200,0.25)';
    g.lineWidth = 3;
    g.beginPath();
    g.moveTo(W / 2 - 10, ROW0 + 20);
    g.lineTo(W / 2 - 10, ROW0 + 5 * ROW_H - 20);
    g.moveTo(W / 2 + 10, ROW0 + 5 * ROW_H - 20);
    g.lineTo(W / 2 + 10, ROW0 + 20);
    g.stroke();
    g.fillStyle = 'rgba(255,235,200,0.25)';
    g.beginPath();
    g.moveTo(W / 2 - 18, ROW0 + 5 * ROW_H - 24); g.lineTo(W / 2 - 2, ROW0 + 5 * ROW_H - 24); g.lineTo(W / 2 - 10, ROW0 + 5 * ROW_H - 10);
    g.moveTo(W / 2 + 2, ROW0 + 24); g.lineTo(W / 2 + 18, ROW0 + 24); g.lineTo(W / 2 + 10, ROW0 + 10);
    g.fill();

    // Status line.
    g.font = '700 22px system-ui, sans-serif';
    if (ended) {
      const a = board[STORE[0]] ?? 0;
      const b = board[STORE[1]] ?? 0;
      g.fillStyle = ended.result === 'win' ? '#5df08a' : ended.result === 'loss' ? '#ff6b9a' : '#4fd8ff';
      g.font = '800 24px system-ui, sans-serif';
      g.fillText(k.t(ended.result === 'win' ? 'youWon' : ended.result === 'loss' ? 'aiWon' : 'draw', { a, b }), W / 2, 24);
    } else if (k.screen === 'playing') {
      g.fillStyle = turn === HUMAN ? SIDE_COLOR[0] ?? '#fff' : SIDE_COLOR[1] ?? '#fff';
      g.fillText(turn === HUMAN ? k.t('yourTurn') : k.t('thinking'), W / 2, 24);
    }
    if (myTurn && moves < 2) {
      g.fillStyle = 'rgba(255,255,255,0.6)';
      g.font = '600 17px system-ui, sans-serif';
      g.fillText(k.t('hint'), W / 2, 942);
    }
    for (const p of popups) {
      g.globalAlpha = Math.max(0, 1 - p.t / 1.4);
      g.fillStyle = p.color;
      g.font = '800 28px system-ui, sans-serif';
      g.fillText(p.text, p.x, p.y - p.t * 40);
    }
    g.globalAlpha = 1;
  },
  state(k) {
    return {
      board: board.slice(),
      turn: turn === HUMAN ? 'human' : 'ai',
      busy: !!sowing || !!ended || turn === AI,
      cursor,
      moves,
      round,
      result: ended?.result ?? null,
      legal: legalMoves(board, HUMAN),
      history: history.slice(),
      stores: [board[STORE[0]], board[STORE[1]]],
      sideSeeds: [sideSeeds(board, 0), sideSeeds(board, 1)],
      aiDepth: aiSettings(k.option('difficulty'), k.level).depth,
    };
  },
  demo(k) {
    const seq = [2, 9, 5, 7, 1, 11, 4];
    let p = HUMAN;
    for (const m of seq) {
      if (!legalMoves(board, p).includes(m)) continue;
      const r = sow(board, p, m);
      board = r.board;
      moves++;
      p = r.extra ? p : 1 - p;
    }
    turn = HUMAN;
      const pit = legalMoves(board, HUMAN).sort((a, b) => (board[b] ?? 0) - (board[a] ?? 0))[0] ?? 0;
    cursor = pit;
    startSow(k, HUMAN, pit);
    if (sowing) sowing.shown = 2;
  },
});

export default kit;
