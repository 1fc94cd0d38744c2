// @ts-check
import { createGame, roundRect, keyDir } from '../kit/kit.js';
import { SIZE, emptyBoard, winLine, chooseMove, aiSettings, candidates } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */

const CELL = 42;
const PAD = 30;
const TOP = 60;
const W = PAD * 2 + (SIZE - 1) * CELL;
const H = TOP + PAD * 2 + (SIZE - 1) * CELL - 10;
const BY = TOP + PAD - 10; // y of the first line
const HUMAN = 1;
const AI = 2;

const strings = {
  'zh-CN': { title: '五子棋', moves: '手数', yourTurn: '轮到你（黑）', thinking: '电脑思考中…', tapAgain: '再点一次确认落子', won: '五子连珠！你赢了这一局', lost: '电脑在第 {n} 关连成了五子。', draw: '棋盘下满了：平局', next: '第 {n} 关：电脑更强了', yourTurnW: '轮到你（白）' },
  en: { title: 'Five in a Row', moves: 'Moves', yourTurn: 'Your turn (black)', thinking: 'Thinking…', tapAgain: 'Tap again to place', won: 'Five in a row! You won this round', lost: 'The computer made five on level {n}.', draw: 'The board is full: draw', next: 'Level {n}: the computer gets smarter', yourTurnW: 'Your turn (white)' },
  ja: { title: '五目並べ', moves: '手数', yourTurn: 'あなたの番（黒）', thinking: '考え中…', tapAgain: 'もう一度タップで置く', won: '五目達成！このラウンドはあなたの勝ち', lost: 'レベル {n} でコンピューターが五目を並べました。', draw: '盤が埋まりました：引き分け', next: 'レベル {n}：コンピューターが強くなった', yourTurnW: 'あなたの番（白）' },
  es: { title: 'Cinco en línea', moves: 'Jugadas', yourTurn: 'Tu turno (negras)', thinking: 'Pensando…', tapAgain: 'Toca otra vez para colocar', won: '¡Cinco en línea! Ganaste la ronda', lost: 'El ordenador hizo cinco en el nivel {n}.', draw: 'Tablero lleno: empate', next: 'Nivel {n}: el ordenador es más listo', yourTurnW: 'Tu turno (blancas)' },
  de: { title: 'Fünf in einer Reihe', moves: 'Züge', yourTurn: 'Du bist dran (Schwarz)', thinking: 'Denkt nach …', tapAgain: 'Zum Setzen erneut tippen', won: 'Fünf in einer Reihe! Runde gewonnen', lost: 'Der Computer hat auf Stufe {n} fünf in einer Reihe.', draw: 'Brett voll: Unentschieden', next: 'Stufe {n}: Der Computer wird schlauer', yourTurnW: 'Du bist dran (Weiß)' },
  fr: { title: 'Cinq en ligne', moves: 'Coups', yourTurn: 'À vous (noirs)', thinking: 'Réflexion…', tapAgain: 'Touchez encore pour poser', won: 'Cinq alignés ! Manche gagnée', lost: 'L’ordinateur a aligné cinq pierres au niveau {n}.', draw: 'Plateau plein : match nul', next: 'Niveau {n} : l’ordinateur devient plus fort', yourTurnW: 'À vous (blancs)' },
  'pt-BR': { title: 'Cinco em Linha', moves: 'Jogadas', yourTurn: 'Sua vez (pretas)', thinking: 'Pensando…', tapAgain: 'Toque de novo para colocar', won: 'Cinco em linha! Você venceu a rodada', lost: 'O computador fez cinco no nível {n}.', draw: 'Tabuleiro cheio: empate', next: 'Nível {n}: o computador ficou mais esperto', yourTurnW: 'Sua vez (brancas)' },
  ar: { title: 'خمسة في صف', moves: 'الحركات', yourTurn: 'دورك (الأسود)', thinking: 'يفكّر…', tapAgain: 'المس مرة أخرى للوضع', won: 'خمسة في صف! فزت بالجولة', lost: 'صفّ الحاسوب خمسة في المستوى {n}.', draw: 'امتلأت اللوحة: تعادل', next: 'المستوى {n}: الحاسوب أصبح أذكى', yourTurnW: 'دورك (الأبيض)' },
};

let board = emptyBoard();
let turn = HUMAN;
/** Stone colour of the human this round (1 black moves first). */
let humanColor = 1;
let cursor = { r: 7, c: 7, visible: false };
let hover = -1;
/** Touch: first tap previews, second tap on the same point places. */
let pending = -1;
let aiWait = 0;
let last = -1;
let humanMoves = 0;
let moves = 0;
let round = 0;
/** @type {number[]} */
let line = [];
/** @type {{result: 'win'|'loss'|'draw', t: number} | null} */
let ended = null;
let placedT = 99;

const px = (/** @type {number} */ i) => PAD + (i % SIZE) * CELL;
const py = (/** @type {number} */ i) => BY + Math.floor(i / SIZE) * CELL;

/** @param {Kit} k */
function newRound(k) {
  board = emptyBoard();
  humanColor = round % 2 === 0 ? 1 : 2;
  turn = humanColor === 1 ? HUMAN : AI;
  aiWait = 0.5;
  last = -1;
  pending = -1;
  humanMoves = 0;
  moves = 0;
  line = [];
  ended = null;
  round++;
  k.setStat('moves', 0);
}

/** @param {Kit} k @param {number} idx @param {number} who */
function place(k, idx, who) {
  if (board[idx] !== 0) return false;
  const stone = who === HUMAN ? humanColor : 3 - humanColor;
  board[idx] = stone;
  last = idx;
  pending = -1;
  moves++;
  placedT = 0;
  if (who === HUMAN) { humanMoves++; k.setStat('moves', humanMoves); }
  k.sound.tone({ freq: who === HUMAN ? 520 : 400, dur: 0.05, type: 'triangle', vol: 0.18 });
  const w = winLine(board, idx);
  if (w) {
    line = w;
    ended = { result: who === HUMAN ? 'win' : 'loss', t: 0 };
    if (who === HUMAN) {
      k.addScore(100 * k.level + Math.max(0, 40 - humanMoves) * 10);
      k.sound.jingle([523, 659, 784, 1047]);
    } else k.sound.fail();
    return true;
  }
  if (board.every((v) => v !== 0)) { ended = { result: 'draw', t: 0 }; k.addScore(50); return true; }
  turn = who === HUMAN ? AI : HUMAN;
  if (turn === AI) aiWait = k.reducedMotion ? 0.2 : 0.35;
  return true;
}

/** @param {Kit} k @param {number} idx @param {boolean} confirm */
function humanPlay(k, idx, confirm) {
  if (turn !== HUMAN || ended || idx < 0) return;
  if (board[idx] !== 0) { k.sound.tone({ freq: 140, dur: 0.05, type: 'square', vol: 0.05 }); return; }
  if (confirm && pending !== idx) {
    pending = idx;
    k.sound.tone({ freq: 700, dur: 0.03, type: 'sine', vol: 0.06 });
    return;
  }
  place(k, idx, HUMAN);
}

/** @param {number} x @param {number} y */
function pointAt(x, y) {
  const c = Math.round((x - PAD) / CELL);
  const r = Math.round((y - BY) / CELL);
  return r >= 0 && c >= 0 && r < SIZE && c < SIZE ? r * SIZE + c : -1;
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} stone @param {number} [s] */
function drawStone(g, x, y, stone, s = 1) {
  const r = CELL * 0.44 * s;
  g.fillStyle = 'rgba(0,0,0,0.3)';
  g.beginPath(); g.arc(x + 2, y + 3, r, 0, Math.PI * 2); g.fill();
  const grad = g.createRadialGradient(x - r * 0.35, y - r * 0.4, r * 0.1, x, y, r);
  if (stone === 1) { grad.addColorStop(0, '#6b6f9a'); grad.addColorStop(1, '#0d0f22'); } else { grad.addColorStop(0, '#ffffff'); grad.addColorStop(1, '#cdd5f5'); }
  g.fillStyle = grad;
  g.beginPath(); g.arc(x, y, r, 0, Math.PI * 2); g.fill();
}

const kit = createGame({
  id: 18,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'moves', label: 'moves' }],
  options: [{ key: 'difficulty', label: 'difficulty', default: 'medium', choices: [{ value: 'easy', label: 'easy' }, { value: 'medium', label: 'medium' }, { value: 'hard', label: 'hard' }] }],
  bestKey: (k) => k.option('difficulty'),
  reset(k) {
    round = 0;
    k.setLevel(1);
    newRound(k);
  },
  update(dt, k) {
    placedT += dt;
    if (ended) {
      ended.t += dt;
      if (ended.t > (k.reducedMotion ? 1.2 : 2.2)) {
        const res = ended.result;
        ended = null;
        if (res === 'loss') { k.gameOver({ message: k.t('lost', { n: k.level }) }); return; }
        if (res === 'win') { k.setLevel(k.level + 1); k.toast(k.t('next', { n: k.level })); }
        newRound(k);
      }
      return;
    }
    if (turn === AI) {
      aiWait -= dt;
      if (aiWait <= 0) {
        const idx = chooseMove(board, 3 - humanColor, aiSettings(k.option('difficulty'), k.level), k.random);
        if (idx >= 0) place(k, idx, AI);
      }
    }
  },
  onKey(code, k) {
    const d = keyDir(code);
    if (d) {
      const [dr, dc] = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] }[d];
      cursor = { r: Math.max(0, Math.min(SIZE - 1, cursor.r + dr)), c: Math.max(0, Math.min(SIZE - 1, cursor.c + dc)), visible: true };
      hover = -1;
      return true;
    }
    if (code === 'Space' || code === 'Enter') { cursor.visible = true; humanPlay(k, cursor.r * SIZE + cursor.c, false); return true; }
    return false;
  },
  onPointer(kind, p) {
    if (kind === 'move' && p.pointerType === 'mouse') hover = p.inside ? pointAt(p.x, p.y) : -1;
  },
  onTap(p, k) {
    const i = pointAt(p.x, p.y);
    if (i < 0) return;
    cursor = { r: Math.floor(i / SIZE), c: i % SIZE, visible: false };
    humanPlay(k, i, p.pointerType !== 'mouse');
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, W, H);
    bg.addColorStop(0, '#161b3d');
    bg.addColorStop(1, '#2a1740');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    const wood = g.createLinearGradient(0, BY - PAD, W, H);
    wood.addColorStop(0, '#f3c77a');
    wood.addColorStop(1, '#dc9a4e');
    g.fillStyle = wood;
    roundRect(g, 8, BY - PAD + 8, W - 16, (SIZE - 1) * CELL + PAD * 2 - 16, 18);
    g.fill();
    g.strokeStyle = 'rgba(70,40,10,0.55)';
    g.lineWidth = 1.5;
    for (let i = 0; i < SIZE; i++) {
      g.beginPath(); g.moveTo(PAD, BY + i * CELL); g.lineTo(PAD + (SIZE - 1) * CELL, BY + i * CELL); g.stroke();
      g.beginPath(); g.moveTo(PAD + i * CELL, BY); g.lineTo(PAD + i * CELL, BY + (SIZE - 1) * CELL); g.stroke();
    }
    g.fillStyle = 'rgba(70,40,10,0.8)';
    for (const [r, c] of [[3, 3], [3, 11], [7, 7], [11, 3], [11, 11]]) { g.beginPath(); g.arc(PAD + c * CELL, BY + r * CELL, 4.5, 0, Math.PI * 2); g.fill(); }
    for (let i = 0; i < SIZE * SIZE; i++) {
      const v = board[i];
      if (!v) continue;
      const s = i === last && placedT < 0.15 && !k.reducedMotion ? 0.7 + 2 * placedT : 1;
      drawStone(g, px(i), py(i), v, s);
    }
    if (last >= 0) {
      g.fillStyle = '#ff5fd2';
      g.beginPath(); g.arc(px(last), py(last), 5, 0, Math.PI * 2); g.fill();
    }
    const myTurn = turn === HUMAN && !ended && k.screen === 'playing';
    const focus = pending >= 0 ? pending : hover >= 0 ? hover : cursor.visible ? cursor.r * SIZE + cursor.c : -1;
    if (myTurn && focus >= 0 && board[focus] === 0) {
      g.globalAlpha = pending >= 0 ? 0.75 : 0.45;
      drawStone(g, px(focus), py(focus), humanColor);
      g.globalAlpha = 1;
      g.strokeStyle = pending >= 0 ? '#ffe066' : '#4fd8ff';
      g.lineWidth = 3;
      g.beginPath(); g.arc(px(focus), py(focus), CELL * 0.5, 0, Math.PI * 2); g.stroke();
    }
    if (cursor.visible && myTurn) {
      g.strokeStyle = '#4fd8ff';
      g.lineWidth = 3;
      g.strokeRect(px(cursor.r * SIZE + cursor.c) - CELL / 2, py(cursor.r * SIZE + cursor.c) - CELL / 2, CELL, CELL);
    }
    if (line.length) {
      const a = /** @type {number} */ (line[0]);
      const b = /** @type {number} */ (line[line.length - 1]);
      g.strokeStyle = ended?.result === 'win' ? 'rgba(93,240,138,0.9)' : 'rgba(255,95,126,0.9)';
      g.lineWidth = 8;
      g.lineCap = 'round';
      g.beginPath(); g.moveTo(px(a), py(a)); g.lineTo(px(b), py(b)); g.stroke();
      const pulse = k.reducedMotion ? 1 : 0.6 + 0.4 * Math.sin(k.clock * 8);
      g.strokeStyle = `rgba(255,224,102,${pulse})`;
      g.lineWidth = 4;
      for (const i of line) { g.beginPath(); g.arc(px(i), py(i), CELL * 0.48, 0, Math.PI * 2); g.stroke(); }
    }
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.font = '700 26px system-ui, sans-serif';
    if (ended) {
      g.fillStyle = ended.result === 'win' ? '#5df08a' : ended.result === 'loss' ? '#ff6b9a' : '#4fd8ff';
      g.fillText(ended.result === 'win' ? k.t('won') : ended.result === 'loss' ? k.t('gameOver') : k.t('draw'), W / 2, 28);
    } else if (k.screen === 'playing') {
      g.fillStyle = turn === HUMAN ? '#4fd8ff' : '#ffc24b';
      const txt = turn === HUMAN ? (pending >= 0 ? k.t('tapAgain') : k.t(humanColor === 1 ? 'yourTurn' : 'yourTurnW')) : k.t('thinking');
      g.fillText(txt, W / 2, 28);
    }
  },
  state(k) {
    const rows = [];
    for (let r = 0; r < SIZE; r++) rows.push(board.slice(r * SIZE, r * SIZE + SIZE).join(''));
    return {
      board: rows,
      turn: turn === HUMAN ? 'human' : 'ai',
      busy: turn !== HUMAN || !!ended,
      humanColor,
      pending,
      cursor: { r: cursor.r, c: cursor.c },
      moves,
      humanMoves,
      round,
      line: line.slice(),
      result: ended?.result ?? null,
      ai: aiSettings(k.option('difficulty'), k.level),
    };
  },
  demo(k) {
    const ai = aiSettings('medium', 1);
    let p = 1;
    for (let i = 0; i < 16; i++) {
      const idx = chooseMove(board, p, ai, k.random);
      if (idx < 0 || candidates(board).length === 0) break;
      board[idx] = p;
      last = idx;
      p = 3 - p;
    }
    turn = HUMAN;
    humanColor = p;
    placedT = 99;
  },
});

export default kit;
