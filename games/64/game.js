// @ts-check
import { createGame, roundRect, keyDir } from '../kit/kit.js';
import { newGame, levelSize, lineAt, drawLine, isOver, boxCounts, freeLines, chooseLine, aiSkill, roundBonus } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Game} Game */

const W = 540;
const H = 820;
const AREA = { x: 40, y: 84, w: 460, h: 600 };
const HUMAN = 0;
const AI = 1;
const COLOR = ['#4fd8ff', '#ff9f43'];
const FILL = ['rgba(79,216,255,0.28)', 'rgba(255,159,67,0.28)'];

const strings = {
  'zh-CN': { title: '点格棋', yourTurn: '轮到你：连一条线', thinking: '电脑思考中…', again: '围成格子，再走一次！', youWon: '你以 {a} : {b} 获胜！', aiWon: '电脑以 {b} : {a} 获胜。', draw: '{a} : {b} 平局，重赛本局', next: '第 {n} 关：棋盘 {w}×{h}', lost: '你在第 {n} 关输给了电脑。', you: '你', cpu: '电脑', hint: '点击两个相邻点之间的位置画线' },
  en: { title: 'Dots and Boxes', yourTurn: 'Your turn: draw a line', thinking: 'Thinking…', again: 'Box closed: go again!', youWon: 'You won {a}–{b}!', aiWon: 'The computer won {b}–{a}.', draw: 'Draw {a}–{b}: replay the round', next: 'Level {n}: a {w}×{h} board', lost: 'The computer beat you on level {n}.', you: 'You', cpu: 'Computer', hint: 'Tap between two neighbouring dots to draw a line' },
  ja: { title: 'ドット アンド ボックス', yourTurn: 'あなたの番：線を引こう', thinking: '考え中…', again: '箱を閉じた！もう一回', youWon: '{a} 対 {b} であなたの勝ち！', aiWon: '{b} 対 {a} でコンピューターの勝ち。', draw: '{a} 対 {b} の引き分け。もう一度', next: 'レベル {n}：{w}×{h} の盤', lost: 'レベル {n} でコンピューターに負けました。', you: 'あなた', cpu: 'コンピューター', hint: '隣り合う 2 つの点の間をタップして線を引く' },
  es: { title: 'Timbiriche', yourTurn: 'Tu turno: traza una línea', thinking: 'Pensando…', again: '¡Cuadro cerrado: juegas otra vez!', youWon: '¡Ganaste {a}–{b}!', aiWon: 'El ordenador ganó {b}–{a}.', draw: 'Empate {a}–{b}: se repite la ronda', next: 'Nivel {n}: tablero de {w}×{h}', lost: 'El ordenador te ganó en el nivel {n}.', you: 'Tú', cpu: 'Ordenador', hint: 'Toca entre dos puntos vecinos para trazar una línea' },
  de: { title: 'Käsekästchen', yourTurn: 'Du bist dran: zieh eine Linie', thinking: 'Denkt nach …', again: 'Kästchen zu – noch einmal!', youWon: 'Gewonnen mit {a}:{b}!', aiWon: 'Der Computer gewinnt {b}:{a}.', draw: 'Unentschieden {a}:{b} – die Runde wird wiederholt', next: 'Stufe {n}: ein {w}×{h}-Feld', lost: 'Der Computer hat dich auf Stufe {n} besiegt.', you: 'Du', cpu: 'Computer', hint: 'Tippe zwischen zwei benachbarte Punkte, um eine Linie zu ziehen' },
  fr: { title: 'Pipopipette', yourTurn: 'À vous : tracez un trait', thinking: 'Réflexion…', again: 'Case fermée : vous rejouez !', youWon: 'Gagné {a} à {b} !', aiWon: 'L’ordinateur gagne {b} à {a}.', draw: 'Égalité {a} à {b} : on rejoue la manche', next: 'Niveau {n} : grille de {w}×{h}', lost: 'L’ordinateur vous a battu au niveau {n}.', you: 'Vous', cpu: 'Ordinateur', hint: 'Touchez entre deux points voisins pour tracer un trait' },
  'pt-BR': { title: 'Jogo dos Pontinhos', yourTurn: 'Sua vez: trace uma linha', thinking: 'Pensando…', again: 'Quadrado fechado: jogue de novo!', youWon: 'Você venceu por {a} a {b}!', aiWon: 'O computador venceu por {b} a {a}.', draw: 'Empate em {a} a {b}: a rodada se repete', next: 'Nível {n}: tabuleiro {w}×{h}', lost: 'O computador venceu você no nível {n}.', you: 'Você', cpu: 'Computador', hint: 'Toque entre dois pontos vizinhos para traçar uma linha' },
  ar: { title: 'النقاط والمربعات', yourTurn: 'دورك: ارسم خطًا', thinking: 'يفكّر…', again: 'أغلقت مربعًا: العب مرة أخرى!', youWon: 'فزت بنتيجة {a} مقابل {b}!', aiWon: 'فاز الحاسوب بنتيجة {b} مقابل {a}.', draw: 'تعادل {a} مقابل {b}: تُعاد الجولة', next: 'المستوى {n}: لوحة {w}×{h}', lost: 'هزمك الحاسوب في المستوى {n}.', you: 'أنت', cpu: 'الحاسوب', hint: 'المس بين نقطتين متجاورتين لترسم خطًا' },
};

/** @type {Game} */
let game = newGame(3, 3);
let turn = HUMAN;
let round = 0;
let moves = 0;
let aiWait = 0;
let hover = -1;
/** Keyboard cursor in half-grid units: even/even are dots, odd/odd boxes, the rest lines. */
let cursor = { gr: 0, gc: 1, visible: false };
/** Animation clock per line and box (seconds since drawn/closed). @type {Map<number, number>} */
let lineAge = new Map();
/** @type {Map<number, number>} */
let boxAge = new Map();
let lastAi = -1;
/** @type {{result: 'win'|'loss'|'draw', t: number} | null} */
let ended = null;
/** @type {{x: number, y: number, text: string, t: number, color: string}[]} */
let popups = [];

/** Cell size and top-left corner of the grid for the current board. */
function geo() {
  const cell = Math.min(AREA.w / game.C, AREA.h / game.R, 116);
  const x0 = AREA.x + (AREA.w - cell * game.C) / 2;
  const y0 = AREA.y + (AREA.h - cell * game.R) / 2;
  return { cell, x0, y0 };
}

/** End points of a line in canvas units. @param {number} id */
function lineEnds(id) {
  const { cell, x0, y0 } = geo();
  const l = lineAt(game.R, game.C, id);
  const ax = x0 + l.c * cell;
  const ay = y0 + l.r * cell;
  return l.horizontal ? { ax, ay, bx: ax + cell, by: ay } : { ax, ay, bx: ax, by: ay + cell };
}

/**
 * Nearest free line to a point, within reach of a finger. A touch right on a dot is ambiguous
 * (up to four lines are equally near), so it draws nothing rather than a line the player did
 * not mean. @param {number} x @param {number} y
 */
function lineNear(x, y) {
  const { cell } = geo();
  let best = -1;
  let bestD = Infinity;
  let second = Infinity;
  for (const id of freeLines(game)) {
    const { ax, ay, bx, by } = lineEnds(id);
    const len2 = (bx - ax) ** 2 + (by - ay) ** 2;
    const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / len2));
    const d = Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay)));
    if (d < bestD) { second = bestD; bestD = d; best = id; } else if (d < second) second = d;
  }
  if (bestD > cell * 0.42 || second - bestD < cell * 0.06) return -1;
  return best;
}

/** Line id under the keyboard cursor, or -1 on a box. */
function cursorLine() {
  const { gr, gc } = cursor;
  if (gr % 2 === 0 && gc % 2 === 1) return gr / 2 * game.C + (gc - 1) / 2;
  if (gr % 2 === 1 && gc % 2 === 0) return (game.R + 1) * game.C + ((gr - 1) / 2) * (game.C + 1) + gc / 2;
  return -1;
}

/** @param {Kit} k */
function newRound(k) {
  const { R, C } = levelSize(k.level);
  game = newGame(R, C);
  turn = round % 2 === 0 ? HUMAN : AI;
  aiWait = turn === AI ? 0.8 : 0;
  lineAge = new Map();
  boxAge = new Map();
  lastAi = -1;
  ended = null;
  hover = -1;
  cursor = { gr: 0, gc: 1, visible: cursor.visible };
  round++;
}

/** @param {Kit} k @param {number} id @param {number} p */
function play(k, id, p) {
  const r = drawLine(game, id, p);
  game = r.game;
  moves++;
  lineAge.set(id, 0);
  if (p === AI) lastAi = id;
  if (r.completed.length) {
    const { cell, x0, y0 } = geo();
    for (const b of r.completed) {
      boxAge.set(b, 0);
      popups.push({ x: x0 + (b % game.C + 0.5) * cell, y: y0 + (Math.floor(b / game.C) + 0.5) * cell, text: p === HUMAN ? '+10' : '✕', t: 0, color: COLOR[p] ?? '#fff' });
    }
    if (p === HUMAN) {
      k.addScore(10 * r.completed.length);
      k.sound.jingle(r.completed.length > 1 ? [660, 880, 1175] : [660, 990]);
    } else k.sound.tone({ freq: 300, to: 220, dur: 0.14, type: 'triangle', vol: 0.14 });
  } else k.sound.tone({ freq: p === HUMAN ? 520 : 390, dur: 0.05, type: 'triangle', vol: 0.12 });
  if (isOver(game)) {
    const [a, b] = boxCounts(game);
    const result = a > b ? 'win' : a < b ? 'loss' : 'draw';
    ended = { result, t: 0 };
    k.addScore(roundBonus([a, b], k.level));
    if (result === 'win') k.sound.jingle([523, 659, 784, 1047]);
    else if (result === 'loss') k.sound.fail();
    return;
  }
  if (r.completed.length) {
    if (p === HUMAN) k.toast(k.t('again'));
    aiWait = k.reducedMotion ? 0.2 : 0.35;
    return;
  }
  turn = 1 - p;
  if (turn === AI) aiWait = k.reducedMotion ? 0.25 : 0.45;
}

/** @param {Kit} k @param {number} id */
function humanPlay(k, id) {
  if (turn !== HUMAN || ended || id < 0 || game.lines[id]) {
    if (turn === HUMAN && !ended) k.sound.tone({ freq: 140, dur: 0.06, type: 'square', vol: 0.05 });
    return;
  }
  hover = -1;
  play(k, id, HUMAN);
}

/** @param {Kit} k @param {'up'|'down'|'left'|'right'} d */
function moveCursor(k, d) {
  const [dr, dc] = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] }[d];
  let gr = cursor.gr + dr;
  let gc = cursor.gc + dc;
  // Dots are never a target: step over them.
  if (gr % 2 === 0 && gc % 2 === 0) { gr += dr; gc += dc; }
  if (gr < 0 || gc < 0 || gr > game.R * 2 || gc > game.C * 2) return;
  cursor = { gr, gc, visible: true };
  hover = -1;
  k.sound.tone({ freq: 600, dur: 0.03, type: 'sine', vol: 0.04 });
}

/** @param {CanvasRenderingContext2D} g @param {number} id @param {string} color @param {number} width */
function strokeLine(g, id, color, width, grow = 1) {
  const { ax, ay, bx, by } = lineEnds(id);
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  const hx = ((bx - ax) / 2) * grow;
  const hy = ((by - ay) / 2) * grow;
  g.strokeStyle = color;
  g.lineWidth = width;
  g.lineCap = 'round';
  g.beginPath();
  g.moveTo(mx - hx, my - hy);
  g.lineTo(mx + hx, my + hy);
  g.stroke();
}

const kit = createGame({
  id: 64,
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
    cursor = { gr: 0, gc: 1, visible: false };
    k.setLevel(1);
    newRound(k);
  },
  update(dt, k) {
    for (const [id, t] of lineAge) lineAge.set(id, t + dt);
    for (const [id, t] of boxAge) boxAge.set(id, t + dt);
    popups = popups.filter((p) => (p.t += dt) < 1.1);
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
          const { R, C } = levelSize(k.level);
          k.toast(k.t('next', { n: k.level, w: C, h: R }));
        }
        newRound(k);
      }
      return;
    }
    if (turn === AI) {
      aiWait -= dt;
      if (aiWait <= 0) {
        const id = chooseLine(game, aiSkill(k.option('difficulty'), k.level), k.random);
        if (id >= 0) play(k, id, AI);
      }
    }
  },
  onKey(code, k) {
    const d = keyDir(code);
    if (d) { moveCursor(k, d); return true; }
    if (code === 'Space' || code === 'Enter') {
      cursor.visible = true;
      humanPlay(k, cursorLine());
      return true;
    }
    return false;
  },
  onPointer(kind, p) {
    if (kind === 'move' && p.pointerType === 'mouse') hover = p.inside ? lineNear(p.x, p.y) : -1;
  },
  onTap(p, k) {
    const id = lineNear(p.x, p.y);
    if (id >= 0) cursor.visible = false;
    humanPlay(k, id);
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, W, H);
    bg.addColorStop(0, '#14193a');
    bg.addColorStop(1, '#251640');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    const { cell, x0, y0 } = geo();
    // Paper sheet behind the grid.
    g.fillStyle = 'rgba(255,255,255,0.04)';
    roundRect(g, x0 - 26, y0 - 26, cell * game.C + 52, cell * game.R + 52, 22);
    g.fill();
    g.textAlign = 'center';
    g.textBaseline = 'middle';

    // Closed boxes.
    for (let b = 0; b < game.owner.length; b++) {
      const o = game.owner[b] ?? -1;
      if (o < 0) continue;
      const age = boxAge.get(b) ?? 9;
      const s = k.reducedMotion ? 1 : Math.min(1, 0.4 + age * 3);
      const bx = x0 + (b % game.C) * cell;
      const by = y0 + Math.floor(b / game.C) * cell;
      const inset = cell * (0.5 - 0.44 * s);
      g.fillStyle = FILL[o] ?? '#fff';
      roundRect(g, bx + inset, by + inset, cell - inset * 2, cell - inset * 2, 10);
      g.fill();
      g.fillStyle = COLOR[o] ?? '#fff';
      g.globalAlpha = 0.85;
      g.font = `800 ${Math.round(cell * 0.36 * s)}px system-ui, sans-serif`;
      g.fillText(o === HUMAN ? '★' : '●', bx + cell / 2, by + cell / 2 + 1);
      g.globalAlpha = 1;
    }

    // Free lines as faint guides; hover and keyboard cursor on top.
    const myTurn = turn === HUMAN && !ended && k.screen === 'playing';
    g.setLineDash([4, 10]);
    for (const id of freeLines(game)) strokeLine(g, id, 'rgba(255,255,255,0.16)', 3);
    g.setLineDash([]);
    if (myTurn && hover >= 0) strokeLine(g, hover, 'rgba(79,216,255,0.55)', 9);
    if (myTurn && cursor.visible) {
      const cl = cursorLine();
      if (cl >= 0) strokeLine(g, cl, game.lines[cl] ? 'rgba(255,255,255,0.35)' : 'rgba(79,216,255,0.7)', 12);
      else {
        g.strokeStyle = 'rgba(79,216,255,0.7)';
        g.lineWidth = 3;
        g.beginPath();
        g.arc(x0 + (cursor.gc / 2) * cell, y0 + (cursor.gr / 2) * cell, cell * 0.18, 0, Math.PI * 2);
        g.stroke();
      }
    }
    // Drawn lines in the colour of whoever drew them.
    for (let id = 0; id < game.lines.length; id++) {
      const v = game.lines[id] ?? 0;
      if (!v) continue;
      const age = lineAge.get(id) ?? 9;
      const grow = k.reducedMotion ? 1 : Math.min(1, 0.2 + age * 6);
      if (id === lastAi && turn === HUMAN && !k.reducedMotion) {
        const glow = Math.max(0, 1 - age / 1.5);
        if (glow > 0) strokeLine(g, id, `rgba(255,200,120,${0.45 * glow})`, 20);
      }
      strokeLine(g, id, COLOR[v - 1] ?? '#fff', 8, grow);
    }
    // Dots.
    const dotR = Math.max(5, cell * 0.07);
    for (let r = 0; r <= game.R; r++) {
      for (let c = 0; c <= game.C; c++) {
        g.fillStyle = '#f4f1ff';
        g.beginPath();
        g.arc(x0 + c * cell, y0 + r * cell, dotR, 0, Math.PI * 2);
        g.fill();
      }
    }

    // Status line and score board.
    if (ended) {
      const [a, b] = boxCounts(game);
      g.fillStyle = ended.result === 'win' ? '#5df08a' : ended.result === 'loss' ? '#ff6b9a' : '#4fd8ff';
      g.font = '800 26px system-ui, sans-serif';
      g.fillText(k.t(ended.result === 'win' ? 'youWon' : ended.result === 'loss' ? 'aiWon' : 'draw', { a, b }), W / 2, 38);
    } else if (k.screen === 'playing') {
      g.fillStyle = COLOR[turn] ?? '#fff';
      g.font = '700 24px system-ui, sans-serif';
      g.fillText(turn === HUMAN ? k.t('yourTurn') : k.t('thinking'), W / 2, 38);
    }
    const [mine, theirs] = boxCounts(game);
    for (const p of [HUMAN, AI]) {
      const x = p === HUMAN ? 40 : W / 2 + 10;
      const active = turn === p && !ended;
      g.fillStyle = active ? FILL[p] ?? '#fff' : 'rgba(255,255,255,0.06)';
      roundRect(g, x, 716, W / 2 - 50, 64, 18);
      g.fill();
      if (active) {
        g.strokeStyle = COLOR[p] ?? '#fff';
        g.lineWidth = 3;
        roundRect(g, x, 716, W / 2 - 50, 64, 18);
        g.stroke();
      }
      g.fillStyle = COLOR[p] ?? '#fff';
      g.font = '700 20px system-ui, sans-serif';
      g.fillText(k.t(p === HUMAN ? 'you' : 'cpu'), x + (W / 2 - 50) / 2, 734);
      g.font = '800 28px system-ui, sans-serif';
      g.fillText(String(p === HUMAN ? mine : theirs), x + (W / 2 - 50) / 2, 763);
    }
    if (myTurn && moves < 2) {
      g.fillStyle = 'rgba(255,255,255,0.55)';
      g.font = '600 16px system-ui, sans-serif';
      g.fillText(k.t('hint'), W / 2, 802);
    }
    for (const p of popups) {
      g.globalAlpha = Math.max(0, 1 - p.t / 1.1);
      g.fillStyle = p.color;
      g.font = '800 24px system-ui, sans-serif';
      g.fillText(p.text, p.x, p.y - 20 - p.t * 30);
    }
    g.globalAlpha = 1;
  },
  state(k) {
    const [mine, theirs] = boxCounts(game);
    return {
      rows: game.R,
      cols: game.C,
      lines: game.lines.join(''),
      drawn: game.lines.filter((v) => v).length,
      total: game.lines.length,
      boxes: [mine, theirs],
      turn: turn === HUMAN ? 'human' : 'ai',
      busy: !!ended || turn === AI,
      cursor: { gr: cursor.gr, gc: cursor.gc },
      cursorLine: cursorLine(),
      moves,
      round,
      result: ended?.result ?? null,
      skill: aiSkill(k.option('difficulty'), k.level),
    };
  },
  demo(k) {
    k.setLevel(3);
    round = 0;
    newRound(k);
    const skill = aiSkill('medium', 3);
    let p = HUMAN;
    for (let i = 0; i < 30 && !isOver(game); i++) {
      const id = chooseLine(game, skill, k.random);
      const r = drawLine(game, id, p);
      game = r.game;
      for (const b of r.completed) boxAge.set(b, 9);
      lineAge.set(id, 9);
      moves++;
      if (p === AI) lastAi = id;
      if (!r.completed.length) p = 1 - p;
    }
    turn = HUMAN;
    aiWait = 99;
    const free = freeLines(game);
    hover = free[Math.floor(free.length / 2)] ?? -1;
    const [a] = boxCounts(game);
    k.setScore(a * 10);
  },
});

export default kit;
