// @ts-check
import { createGame, roundRect, keyDir } from '../kit/kit.js';
import { N, BLACK, WHITE, initialBoard, legalMoves, play, count, nextPlayer, chooseMove, aiSettings } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */

const CELL = 76;
const PAD = 20;
const TOP = 76;
const W = PAD * 2 + N * CELL;
const H = TOP + N * CELL + PAD;
const HUMAN = BLACK;
const AI = WHITE;
const FLIP = 0.32;

const strings = {
  'zh-CN': { title: '黑白棋', yourTurn: '轮到你（黑）', thinking: '电脑思考中…', youPass: '你无子可下，跳过一回合', aiPass: '电脑无子可下，跳过', won: '胜利！{b} 比 {w}', lost: '你以 {b} 比 {w} 输给了电脑（第 {n} 关）。', draw: '平局 {b} 比 {w}，再来一局', next: '第 {n} 关：电脑更强了', hints: '提示' },
  en: { title: 'Reversi', yourTurn: 'Your turn (black)', thinking: 'Thinking…', youPass: 'No moves — you pass', aiPass: 'The computer has to pass', won: 'You win {b}–{w}!', lost: 'The computer won {w}–{b} on level {n}.', draw: 'Draw {b}–{w}, play again', next: 'Level {n}: the computer gets smarter', hints: 'Hints' },
  ja: { title: 'リバーシ', yourTurn: 'あなたの番（黒）', thinking: '考え中…', youPass: '置ける場所がないのでパス', aiPass: 'コンピューターはパス', won: '{b} 対 {w} で勝利！', lost: 'レベル {n} で {w} 対 {b} で負けました。', draw: '{b} 対 {w} で引き分け、もう一度', next: 'レベル {n}：コンピューターが強くなった', hints: 'ヒント' },
  es: { title: 'Reversi', yourTurn: 'Tu turno (negras)', thinking: 'Pensando…', youPass: 'Sin jugadas: pasas', aiPass: 'El ordenador tiene que pasar', won: '¡Ganas {b}–{w}!', lost: 'El ordenador ganó {w}–{b} en el nivel {n}.', draw: 'Empate {b}–{w}, otra vez', next: 'Nivel {n}: el ordenador es más listo', hints: 'Pistas' },
  de: { title: 'Reversi', yourTurn: 'Du bist dran (Schwarz)', thinking: 'Denkt nach …', youPass: 'Kein Zug möglich – du passt', aiPass: 'Der Computer muss passen', won: 'Gewonnen {b}:{w}!', lost: 'Der Computer gewann {w}:{b} auf Stufe {n}.', draw: 'Unentschieden {b}:{w}, noch einmal', next: 'Stufe {n}: Der Computer wird schlauer', hints: 'Tipps' },
  fr: { title: 'Reversi', yourTurn: 'À vous (noirs)', thinking: 'Réflexion…', youPass: 'Aucun coup : vous passez', aiPass: 'L’ordinateur doit passer', won: 'Victoire {b}–{w} !', lost: 'L’ordinateur a gagné {w}–{b} au niveau {n}.', draw: 'Égalité {b}–{w}, on rejoue', next: 'Niveau {n} : l’ordinateur devient plus fort', hints: 'Aides' },
  'pt-BR': { title: 'Reversi', yourTurn: 'Sua vez (pretas)', thinking: 'Pensando…', youPass: 'Sem jogadas: você passa', aiPass: 'O computador precisa passar', won: 'Você venceu por {b}–{w}!', lost: 'O computador venceu por {w}–{b} no nível {n}.', draw: 'Empate {b}–{w}, jogue de novo', next: 'Nível {n}: o computador ficou mais esperto', hints: 'Dicas' },
  ar: { title: 'ريفرسي', yourTurn: 'دورك (الأسود)', thinking: 'يفكّر…', youPass: 'لا حركات متاحة، تتخطّى دورك', aiPass: 'على الحاسوب أن يتخطّى دوره', won: 'فزت {b} مقابل {w}!', lost: 'فاز الحاسوب {w} مقابل {b} في المستوى {n}.', draw: 'تعادل {b} مقابل {w}، العب مجددًا', next: 'المستوى {n}: الحاسوب أصبح أذكى', hints: 'تلميحات' },
};

let board = initialBoard();
/** @type {number} 1 human, 2 AI, 0 game over */
let turn = HUMAN;
let cursor = { r: 2, c: 3, visible: false };
let hover = -1;
let aiWait = 0;
let anim = { placed: -1, from: 0, flips: /** @type {{idx: number, delay: number}[]} */ ([]), t: 99, dur: 0 };
/** @type {{result: 'win'|'loss'|'draw', t: number} | null} */
let ended = null;
let hints = true;
let round = 0;
let passes = 0;
/** @type {number[]} */
let lastPlayed = [];

/** @param {Kit} k */
function newRound(k) {
  board = initialBoard();
  turn = HUMAN;
  ended = null;
  anim = { placed: -1, from: 0, flips: [], t: 99, dur: 0 };
  aiWait = 0;
  passes = 0;
  lastPlayed = [];
  round++;
  updateHud(k);
}

/** @param {Kit} k */
function updateHud(k) {
  const c = count(board);
  k.setStat('black', c.black);
  k.setStat('white', c.white);
}

/** @param {Kit} k @param {number} idx @param {number} player */
function doMove(k, idx, player) {
  const res = play(board, idx, player);
  if (!res) return false;
  const r0 = Math.floor(idx / N);
  const c0 = idx % N;
  board = res.board;
  lastPlayed = [idx];
  const flips = res.flips.map((f) => ({ idx: f, delay: k.reducedMotion ? 0 : 0.05 * Math.max(Math.abs(Math.floor(f / N) - r0), Math.abs((f % N) - c0)) }));
  const dur = k.reducedMotion ? 0.05 : Math.max(...flips.map((f) => f.delay)) + FLIP;
  anim = { placed: idx, from: 3 - player, flips, t: 0, dur };
  k.sound.tone({ freq: player === HUMAN ? 420 : 300, dur: 0.06, type: 'triangle', vol: 0.18 });
  flips.forEach((f, i) => { if (i < 8) k.sound.tone({ freq: 600 + i * 70, dur: 0.04, type: 'sine', vol: 0.06, delay: f.delay + 0.1 }); });
  if (player === HUMAN) k.addScore(res.flips.length);
  updateHud(k);
  turn = -player; // waiting for the animation to finish
  return true;
}

/** @param {Kit} k @param {number} player who just moved */
function afterAnim(k, player) {
  const nxt = nextPlayer(board, player);
  if (nxt === 0) return finish(k);
  if (nxt === player) {
    passes++;
    k.toast(k.t(player === HUMAN ? 'aiPass' : 'youPass'));
  }
  turn = nxt;
  if (turn === AI) aiWait = k.reducedMotion ? 0.3 : nxt === player ? 1.1 : 0.45;
}

/** @param {Kit} k */
function finish(k) {
  turn = 0;
  const c = count(board);
  const result = c.black > c.white ? 'win' : c.black < c.white ? 'loss' : 'draw';
  ended = { result, t: 0 };
  if (result === 'win') {
    k.addScore(100 * k.level + (c.black - c.white) * 10);
    k.sound.jingle([523, 659, 784, 1047]);
    k.toast(k.t('won', { b: c.black, w: c.white }));
  } else if (result === 'draw') k.toast(k.t('draw', { b: c.black, w: c.white }));
  else k.sound.fail();
}

/** @param {Kit} k @param {number} idx */
function humanPlay(k, idx) {
  if (turn !== HUMAN || ended) return;
  if (!doMove(k, idx, HUMAN)) k.sound.tone({ freq: 140, dur: 0.06, type: 'square', vol: 0.06 });
}

/** @param {number} x @param {number} y */
function cellAt(x, y) {
  const c = Math.floor((x - PAD) / CELL);
  const r = Math.floor((y - TOP) / CELL);
  return r >= 0 && c >= 0 && r < N && c < N ? r * N + c : -1;
}

/** @param {CanvasRenderingContext2D} g @param {number} idx @param {number} player @param {number} sx horizontal scale @param {number} [s] */
function drawDisc(g, idx, player, sx, s = 1) {
  const x = PAD + (idx % N) * CELL + CELL / 2;
  const y = TOP + Math.floor(idx / N) * CELL + CELL / 2;
  const r = CELL * 0.4 * s;
  g.save();
  g.translate(x, y);
  g.scale(Math.max(0.04, sx), 1);
  g.fillStyle = 'rgba(0,0,0,0.35)';
  g.beginPath();
  g.arc(0, 4, r, 0, Math.PI * 2);
  g.fill();
  const grad = g.createRadialGradient(-r * 0.35, -r * 0.4, r * 0.1, 0, 0, r);
  if (player === BLACK) { grad.addColorStop(0, '#5a5f86'); grad.addColorStop(1, '#12142a'); } else { grad.addColorStop(0, '#ffffff'); grad.addColorStop(1, '#c9d2ff'); }
  g.fillStyle = grad;
  g.beginPath();
  g.arc(0, 0, r, 0, Math.PI * 2);
  g.fill();
  g.restore();
}

const kit = createGame({
  id: 16,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'black', label: '●' }, { key: 'white', label: '○' }],
  options: [{ key: 'difficulty', label: 'difficulty', default: 'medium', choices: [{ value: 'easy', label: 'easy' }, { value: 'medium', label: 'medium' }, { value: 'hard', label: 'hard' }] }],
  bestKey: (k) => k.option('difficulty'),
  controls: { layout: 'row', always: true, buttons: [{ action: 'hints', label: '✦', title: 'hints', caption: 'hints', toggle: true }] },
  reset(k) {
    round = 0;
    k.setLevel(1);
    k.setControlPressed('hints', hints);
    newRound(k);
  },
  update(dt, k) {
    if (anim.t < anim.dur) {
      anim.t += dt;
      if (anim.t >= anim.dur && turn < 0) afterAnim(k, -turn);
      return;
    }
    if (turn < 0) { afterAnim(k, -turn); return; }
    if (ended) {
      ended.t += dt;
      if (ended.t > (k.reducedMotion ? 1.2 : 2)) {
        const res = ended.result;
        ended = null;
        if (res === 'loss') {
          const c = count(board);
          k.gameOver({ message: k.t('lost', { b: c.black, w: c.white, n: k.level }) });
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
        const idx = chooseMove(board, AI, s.strategy, s.depth, k.random);
        if (idx >= 0) doMove(k, idx, AI);
        else afterAnim(k, AI);
      }
    }
  },
  onAction(a, k) {
    if (a === 'hints') { hints = !hints; k.setControlPressed('hints', hints); }
  },
  onKey(code, k) {
    const d = keyDir(code);
    if (d) {
      const [dr, dc] = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] }[d];
      cursor = { r: Math.max(0, Math.min(N - 1, cursor.r + dr)), c: Math.max(0, Math.min(N - 1, cursor.c + dc)), visible: true };
      hover = -1;
      return true;
    }
    if (code === 'Space' || code === 'Enter') { cursor.visible = true; humanPlay(k, cursor.r * N + cursor.c); return true; }
    if (code === 'KeyH') { hints = !hints; k.setControlPressed('hints', hints); return true; }
    return false;
  },
  onPointer(kind, p) {
    if (kind === 'move' && p.pointerType === 'mouse') hover = p.inside ? cellAt(p.x, p.y) : -1;
  },
  onTap(p, k) {
    const i = cellAt(p.x, p.y);
    if (i < 0) return;
    cursor = { r: Math.floor(i / N), c: i % N, visible: false };
    humanPlay(k, i);
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, W, H);
    bg.addColorStop(0, '#161b3d');
    bg.addColorStop(1, '#2a1740');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    // Score bar.
    const c = count(board);
    g.textBaseline = 'middle';
    g.font = '800 30px system-ui, sans-serif';
    g.textAlign = 'left';
    g.fillStyle = '#1b1e3a';
    g.beginPath(); g.arc(PAD + 22, 36, 18, 0, Math.PI * 2); g.fill();
    g.strokeStyle = '#8a90c0'; g.lineWidth = 2; g.stroke();
    g.fillStyle = '#eef1ff';
    g.fillText(String(c.black), PAD + 48, 37);
    g.textAlign = 'right';
    g.fillText(String(c.white), W - PAD - 48, 37);
    g.fillStyle = '#f4f6ff';
    g.beginPath(); g.arc(W - PAD - 22, 36, 18, 0, Math.PI * 2); g.fill();
    g.textAlign = 'center';
    g.font = '700 24px system-ui, sans-serif';
    if (k.screen === 'playing' && !ended) {
      g.fillStyle = turn === HUMAN ? '#4fd8ff' : '#ffc24b';
      g.fillText(turn === HUMAN ? k.t('yourTurn') : k.t('thinking'), W / 2, 37);
    }
    // Board.
    const felt = g.createLinearGradient(0, TOP, 0, TOP + N * CELL);
    felt.addColorStop(0, '#17a589');
    felt.addColorStop(1, '#0f7c72');
    g.fillStyle = felt;
    roundRect(g, PAD - 8, TOP - 8, N * CELL + 16, N * CELL + 16, 18);
    g.fill();
    g.strokeStyle = 'rgba(0,0,0,0.28)';
    g.lineWidth = 2;
    for (let i = 1; i < N; i++) {
      g.beginPath(); g.moveTo(PAD + i * CELL, TOP); g.lineTo(PAD + i * CELL, TOP + N * CELL); g.stroke();
      g.beginPath(); g.moveTo(PAD, TOP + i * CELL); g.lineTo(PAD + N * CELL, TOP + i * CELL); g.stroke();
    }
    g.fillStyle = 'rgba(0,0,0,0.4)';
    for (const [r, cc] of [[2, 2], [2, 6], [6, 2], [6, 6]]) { g.beginPath(); g.arc(PAD + cc * CELL, TOP + r * CELL, 5, 0, Math.PI * 2); g.fill(); }
    const myTurn = turn === HUMAN && !ended && k.screen === 'playing';
    const moves = myTurn ? legalMoves(board, HUMAN) : [];
    const focus = hover >= 0 ? hover : cursor.visible ? cursor.r * N + cursor.c : -1;
    if (hints) {
      for (const m of moves) {
        const x = PAD + (m.idx % N) * CELL + CELL / 2;
        const y = TOP + Math.floor(m.idx / N) * CELL + CELL / 2;
        g.fillStyle = 'rgba(255,255,255,0.28)';
        g.beginPath(); g.arc(x, y, 9, 0, Math.PI * 2); g.fill();
      }
    }
    for (let i = 0; i < N * N; i++) {
      const v = board[i];
      if (!v) continue;
      const f = anim.flips.find((x) => x.idx === i);
      if (f && anim.t < anim.dur) {
        const p = Math.min(1, Math.max(0, (anim.t - f.delay) / FLIP));
        drawDisc(g, i, p < 0.5 ? anim.from : v, Math.abs(Math.cos(p * Math.PI)), 1 + 0.12 * Math.sin(p * Math.PI));
      } else if (i === anim.placed && anim.t < 0.15 && !k.reducedMotion) drawDisc(g, i, v, 1, 0.6 + (0.4 * anim.t) / 0.15);
      else drawDisc(g, i, v, 1);
    }
    for (const i of lastPlayed) {
      g.fillStyle = '#ff5fd2';
      g.beginPath(); g.arc(PAD + (i % N) * CELL + CELL / 2, TOP + Math.floor(i / N) * CELL + CELL / 2, 5, 0, Math.PI * 2); g.fill();
    }
    if (focus >= 0 && myTurn) {
      const legal = moves.find((m) => m.idx === focus);
      if (legal) {
        g.globalAlpha = 0.45;
        drawDisc(g, focus, HUMAN, 1);
        g.globalAlpha = 1;
        g.fillStyle = '#ffe066';
        g.font = '800 20px system-ui, sans-serif';
        g.fillText(`+${legal.flips.length}`, PAD + (focus % N) * CELL + CELL / 2, TOP + Math.floor(focus / N) * CELL + CELL / 2 + 1);
      }
      g.strokeStyle = legal ? '#ffe066' : 'rgba(255,255,255,0.4)';
      g.lineWidth = 4;
      roundRect(g, PAD + (focus % N) * CELL + 3, TOP + Math.floor(focus / N) * CELL + 3, CELL - 6, CELL - 6, 10);
      g.stroke();
    }
    if (ended) {
      g.fillStyle = 'rgba(10,12,30,0.55)';
      roundRect(g, W / 2 - 220, TOP + N * CELL / 2 - 50, 440, 100, 20);
      g.fill();
      g.fillStyle = ended.result === 'win' ? '#5df08a' : ended.result === 'loss' ? '#ff6b9a' : '#4fd8ff';
      g.font = '800 56px system-ui, sans-serif';
      g.fillText(`${c.black} : ${c.white}`, W / 2, TOP + N * CELL / 2);
    }
  },
  state(k) {
    const rows = [];
    for (let r = 0; r < N; r++) rows.push(board.slice(r * N, r * N + N).join(''));
    const c = count(board);
    return {
      board: rows,
      turn: turn === HUMAN ? 'human' : turn === AI ? 'ai' : turn === 0 ? 'over' : 'anim',
      busy: turn !== HUMAN || !!ended || anim.t < anim.dur,
      black: c.black,
      white: c.white,
      legal: legalMoves(board, HUMAN).map((m) => m.idx),
      cursor: { r: cursor.r, c: cursor.c },
      hints,
      passes,
      round,
      result: ended?.result ?? null,
      ai: aiSettings(k.option('difficulty'), k.level),
    };
  },
  demo(k) {
    let p = HUMAN;
    for (let i = 0; i < 14; i++) {
      const idx = chooseMove(board, p, 'positional', 1, k.random);
      if (idx < 0) break;
      board = /** @type {{board: number[]}} */ (play(board, idx, p)).board;
      p = 3 - p;
    }
    turn = HUMAN;
    anim.t = 99;
    updateHud(k);
  },
});

export default kit;
