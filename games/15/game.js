// @ts-check
import { createGame, roundRect, keyDir } from '../kit/kit.js';
import { ROWS, COLS, emptyBoard, drop, landingRow, findWin, isFull, bestMove, aiSettings, legalMoves } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Board} Board */

const CELL = 88;
const PAD = 22;
const TOP = 100;
const W = PAD * 2 + COLS * CELL;
const H = TOP + ROWS * CELL + PAD;
const HUMAN = 1;
const AI = 2;

const strings = {
  'zh-CN': { title: '四子连珠', yourTurn: '轮到你了', thinking: '电脑思考中…', youWon: '你赢了这一局！', aiWon: '电脑连成了四子。', draw: '平局！再来一局。', next: '第 {n} 关：电脑更强了', lost: '你在第 {n} 关被电脑击败。' },
  en: { title: 'Connect Four', yourTurn: 'Your turn', thinking: 'Thinking…', youWon: 'You won this round!', aiWon: 'The computer connected four.', draw: 'Draw! Play again.', next: 'Level {n}: the computer gets smarter', lost: 'The computer beat you on level {n}.' },
  ja: { title: 'コネクト フォー', yourTurn: 'あなたの番', thinking: '考え中…', youWon: 'このラウンドはあなたの勝ち！', aiWon: 'コンピューターが 4 つ並べました。', draw: '引き分け！もう一度。', next: 'レベル {n}：コンピューターが強くなった', lost: 'レベル {n} でコンピューターに負けました。' },
  es: { title: 'Cuatro en raya', yourTurn: 'Tu turno', thinking: 'Pensando…', youWon: '¡Ganaste esta ronda!', aiWon: 'El ordenador hizo cuatro en raya.', draw: '¡Empate! Otra vez.', next: 'Nivel {n}: el ordenador es más listo', lost: 'El ordenador te ganó en el nivel {n}.' },
  de: { title: 'Vier gewinnt', yourTurn: 'Du bist dran', thinking: 'Denkt nach …', youWon: 'Runde gewonnen!', aiWon: 'Der Computer hat vier in einer Reihe.', draw: 'Unentschieden! Noch einmal.', next: 'Stufe {n}: Der Computer wird schlauer', lost: 'Der Computer hat dich auf Stufe {n} besiegt.' },
  fr: { title: 'Puissance quatre', yourTurn: 'À vous', thinking: 'Réflexion…', youWon: 'Manche gagnée !', aiWon: 'L’ordinateur a aligné quatre jetons.', draw: 'Match nul ! On rejoue.', next: 'Niveau {n} : l’ordinateur devient plus fort', lost: 'L’ordinateur vous a battu au niveau {n}.' },
  'pt-BR': { title: 'Lig 4', yourTurn: 'Sua vez', thinking: 'Pensando…', youWon: 'Você venceu a rodada!', aiWon: 'O computador ligou quatro.', draw: 'Empate! Jogue de novo.', next: 'Nível {n}: o computador ficou mais esperto', lost: 'O computador venceu você no nível {n}.' },
  ar: { title: 'أربعة في صف', yourTurn: 'دورك', thinking: 'يفكّر…', youWon: 'فزت بهذه الجولة!', aiWon: 'صفّ الحاسوب أربعة أقراص.', draw: 'تعادل! العب مرة أخرى.', next: 'المستوى {n}: الحاسوب أصبح أذكى', lost: 'هزمك الحاسوب في المستوى {n}.' },
};

/** @type {Board} */
let board = emptyBoard();
let turn = HUMAN;
let cursor = 3;
let hover = -1;
let moves = 0;
let humanMoves = 0;
let round = 0;
/** @type {{col: number, row: number, player: number, t: number, dur: number} | null} */
let falling = null;
let aiWait = 0;
/** @type {{result: 'win'|'loss'|'draw', t: number} | null} */
let ended = null;
/** @type {number[]} */
let winCells = [];
/** @type {{x: number, y: number, vx: number, vy: number, c: string, t: number}[]} */
let sparks = [];

const cx = (/** @type {number} */ c) => PAD + c * CELL + CELL / 2;
const cy = (/** @type {number} */ r) => TOP + r * CELL + CELL / 2;

/** @param {Kit} k */
function settings(k) {
  return aiSettings(k.option('difficulty'), k.level);
}

/** @param {Kit} k */
function newRound(k) {
  board = emptyBoard();
  falling = null;
  ended = null;
  winCells = [];
  moves = 0;
  humanMoves = 0;
  turn = round % 2 === 0 ? HUMAN : AI;
  aiWait = turn === AI ? 0.6 : 0;
  round++;
}

/** @param {Kit} k @param {number} col */
function startDrop(k, col, player = turn) {
  const row = landingRow(board, col);
  if (row < 0 || falling || ended) return false;
  const dur = k.reducedMotion ? 0 : 0.12 + Math.sqrt(row + 1) * 0.1;
  falling = { col, row, player, t: 0, dur };
  if (player === HUMAN) humanMoves++;
  if (dur === 0) land(k);
  return true;
}

/** @param {Kit} k */
function land(k) {
  if (!falling) return;
  const { col, player } = falling;
  board = drop(board, col, player).board;
  falling = null;
  moves++;
  k.sound.tone({ freq: player === HUMAN ? 330 : 250, to: player === HUMAN ? 220 : 160, dur: 0.08, type: 'triangle', vol: 0.2 });
  const w = findWin(board);
  if (w) {
    winCells = w.cells;
    const won = w.player === HUMAN;
    ended = { result: won ? 'win' : 'loss', t: 0 };
    if (won) {
      const bonus = Math.max(0, 22 - humanMoves) * 10;
      k.addScore(100 * k.level + bonus);
      k.sound.jingle([523, 659, 784, 1047]);
      if (!k.reducedMotion) {
        for (const i of winCells) {
          for (let n = 0; n < 10; n++) {
            const a = k.random() * Math.PI * 2;
            const sp = 80 + k.random() * 220;
            sparks.push({ x: cx(i % COLS), y: cy(Math.floor(i / COLS)), vx: Math.cos(a) * sp, vy: Math.sin(a) * sp - 120, c: n % 2 ? '#ffe066' : '#ff6b9a', t: 0 });
          }
        }
      }
    } else k.sound.fail();
    return;
  }
  if (isFull(board)) {
    ended = { result: 'draw', t: 0 };
    k.addScore(30);
    k.toast(k.t('draw'));
    return;
  }
  turn = 3 - player;
  if (turn === AI) aiWait = k.reducedMotion ? 0.25 : 0.45;
}

/** @param {Kit} k @param {number} col */
function humanPlay(k, col) {
  if (turn !== HUMAN || falling || ended) return;
  cursor = col;
  if (!startDrop(k, col, HUMAN)) k.sound.tone({ freq: 140, dur: 0.06, type: 'square', vol: 0.06 });
}

/** @param {number} x */
function colAt(x) {
  const c = Math.floor((x - PAD) / CELL);
  return c >= 0 && c < COLS ? c : -1;
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} player @param {number} [alpha] */
function drawDisc(g, x, y, player, alpha = 1) {
  const r = CELL * 0.39;
  g.globalAlpha = alpha;
  const grad = g.createRadialGradient(x - r * 0.35, y - r * 0.4, r * 0.1, x, y, r);
  if (player === HUMAN) { grad.addColorStop(0, '#ff9ac0'); grad.addColorStop(1, '#e0306f'); } else { grad.addColorStop(0, '#fff3a0'); grad.addColorStop(1, '#f0a500'); }
  g.fillStyle = grad;
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.fill();
  g.strokeStyle = 'rgba(255,255,255,0.35)';
  g.lineWidth = 3;
  g.beginPath();
  g.arc(x, y, r * 0.68, 0, Math.PI * 2);
  g.stroke();
  g.globalAlpha = 1;
}

const kit = createGame({
  id: 15,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }],
  options: [{ key: 'difficulty', label: 'difficulty', default: 'medium', choices: [{ value: 'easy', label: 'easy' }, { value: 'medium', label: 'medium' }, { value: 'hard', label: 'hard' }] }],
  bestKey: (k) => k.option('difficulty'),
  reset(k) {
    round = 0;
    sparks = [];
    cursor = 3;
    k.setLevel(1);
    newRound(k);
  },
  update(dt, k) {
    sparks = sparks.filter((s) => { s.t += dt; s.x += s.vx * dt; s.y += s.vy * dt; s.vy += 500 * dt; return s.t < 1.2; });
    if (falling) {
      falling.t += dt;
      if (falling.t >= falling.dur) land(k);
      return;
    }
    if (ended) {
      ended.t += dt;
      if (ended.t > (k.reducedMotion ? 1 : 1.8)) {
        const res = ended.result;
        if (res === 'loss') {
          ended = null;
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
        const s = settings(k);
        const col = bestMove(board, AI, s.depth, k.random, s.blunder);
        if (col >= 0) startDrop(k, col, AI);
      }
    }
  },
  onKey(code, k) {
    const d = keyDir(code);
    if (d === 'left' || d === 'right') {
      cursor = (cursor + (d === 'left' ? COLS - 1 : 1)) % COLS;
      hover = -1;
      k.sound.tone({ freq: 600, dur: 0.03, type: 'sine', vol: 0.05 });
      return true;
    }
    if (d === 'down' || code === 'Space' || code === 'Enter') { humanPlay(k, cursor); return true; }
    const m = /^Digit([1-7])$/.exec(code);
    if (m) { humanPlay(k, Number(m[1]) - 1); return true; }
    return false;
  },
  onPointer(kind, p) {
    if (kind === 'move' && p.pointerType === 'mouse') hover = p.inside ? colAt(p.x) : -1;
  },
  onTap(p, k) {
    const c = colAt(p.x);
    if (c >= 0 && p.inside) humanPlay(k, c);
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, W, H);
    bg.addColorStop(0, '#161b3d');
    bg.addColorStop(1, '#2a1740');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    // Status line and the disc waiting above the board.
    const col = hover >= 0 ? hover : cursor;
    const myTurn = turn === HUMAN && !falling && !ended && k.screen === 'playing';
    g.font = '700 26px system-ui, sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    if (!ended && k.screen === 'playing') {
      g.fillStyle = turn === HUMAN ? '#ff9ac0' : '#ffe066';
      const dots = turn === AI ? '' : '';
      g.fillText(turn === HUMAN ? k.t('yourTurn') : k.t('thinking') + dots, W / 2, 22);
    }
    if (myTurn) {
      g.fillStyle = 'rgba(255,255,255,0.06)';
      roundRect(g, PAD + col * CELL + 4, TOP - 6, CELL - 8, ROWS * CELL + 12, 18);
      g.fill();
      drawDisc(g, cx(col), TOP - 44 + (k.reducedMotion ? 0 : Math.sin(k.clock * 5) * 3), HUMAN);
    }
    // Board plate.
    const plate = g.createLinearGradient(0, TOP, 0, TOP + ROWS * CELL);
    plate.addColorStop(0, '#3d52d5');
    plate.addColorStop(1, '#5a2fc2');
    g.fillStyle = plate;
    roundRect(g, PAD - 10, TOP - 10, COLS * CELL + 20, ROWS * CELL + 20, 24);
    g.fill();
    for (let r = 0; r < ROWS; r++) {
      for (let c = 0; c < COLS; c++) {
        g.fillStyle = '#0e1230';
        g.beginPath();
        g.arc(cx(c), cy(r), CELL * 0.4, 0, Math.PI * 2);
        g.fill();
        const v = board[r * COLS + c];
        if (v) drawDisc(g, cx(c), cy(r), v);
      }
    }
    if (falling) {
      const p = falling.dur ? Math.min(1, falling.t / falling.dur) : 1;
      const y0 = TOP - 44;
      drawDisc(g, cx(falling.col), y0 + (cy(falling.row) - y0) * p * p, falling.player);
    }
    if (winCells.length) {
      const pulse = k.reducedMotion ? 1 : 0.6 + 0.4 * Math.sin(k.clock * 8);
      g.strokeStyle = `rgba(255,255,255,${pulse})`;
      g.lineWidth = 6;
      for (const i of winCells) {
        g.beginPath();
        g.arc(cx(i % COLS), cy(Math.floor(i / COLS)), CELL * 0.43, 0, Math.PI * 2);
        g.stroke();
      }
      const a = /** @type {number} */ (winCells[0]);
      const b = /** @type {number} */ (winCells[winCells.length - 1]);
      g.lineCap = 'round';
      g.lineWidth = 10;
      g.strokeStyle = 'rgba(255,255,255,0.75)';
      g.beginPath();
      g.moveTo(cx(a % COLS), cy(Math.floor(a / COLS)));
      g.lineTo(cx(b % COLS), cy(Math.floor(b / COLS)));
      g.stroke();
    }
    if (ended) {
      const txt = ended.result === 'win' ? k.t('youWon') : ended.result === 'loss' ? k.t('aiWon') : k.t('draw');
      g.fillStyle = ended.result === 'win' ? '#5df08a' : ended.result === 'loss' ? '#ff6b9a' : '#4fd8ff';
      g.font = '800 30px system-ui, sans-serif';
      g.fillText(txt, W / 2, 26);
    }
    for (const s of sparks) {
      g.globalAlpha = Math.max(0, 1 - s.t / 1.2);
      g.fillStyle = s.c;
      g.fillRect(s.x - 4, s.y - 4, 8, 8);
    }
    g.globalAlpha = 1;
  },
  state(k) {
    const rows = [];
    for (let r = 0; r < ROWS; r++) rows.push(board.slice(r * COLS, r * COLS + COLS).join(''));
    return {
      board: rows,
      turn: turn === HUMAN ? 'human' : 'ai',
      busy: !!falling || !!ended || turn === AI,
      cursor,
      moves,
      round,
      result: ended?.result ?? null,
      winCells: winCells.slice(),
      aiDepth: settings(k).depth,
      legal: legalMoves(board),
    };
  },
  demo(k) {
    const seq = [3, 3, 2, 4, 4, 2, 5, 1, 2, 5];
    for (const c of seq) {
      board = drop(board, c, turn).board;
      turn = 3 - turn;
      moves++;
    }
    turn = HUMAN;
    aiWait = 99;
    cursor = 1;
  },
});

export default kit;
