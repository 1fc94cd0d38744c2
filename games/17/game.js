// @ts-check
import { createGame, roundRect, keyDir } from '../kit/kit.js';
import { N, MAN, KING, AI_MAN, AI_KING, initialBoard, legalMoves, applyMove, sideOf, pieceCount, chooseMove, aiSettings, DRAW_PLIES } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Move} Move */

const CELL = 80;
const PAD = 16;
const TOP = 64;
const W = PAD * 2 + N * CELL;
const H = TOP + N * CELL + PAD;
const STEP_T = 0.17;

const strings = {
  'zh-CN': { title: '跳棋对战', pieces: '棋子', yourTurn: '轮到你（红）', mustJump: '必须吃子！', thinking: '电脑思考中…', won: '你赢了这一局！', lost: '你在第 {n} 关输给了电脑。', draw: '长时间没有吃子，判为平局', next: '第 {n} 关：电脑更强了', king: '升王！' },
  en: { title: 'Checkers', pieces: 'Pieces', yourTurn: 'Your turn (red)', mustJump: 'You must capture!', thinking: 'Thinking…', won: 'You won this round!', lost: 'The computer beat you on level {n}.', draw: 'No captures for too long: draw', next: 'Level {n}: the computer gets smarter', king: 'Crowned!' },
  ja: { title: 'チェッカー', pieces: '駒', yourTurn: 'あなたの番（赤）', mustJump: '取れる駒は必ず取る！', thinking: '考え中…', won: 'このラウンドはあなたの勝ち！', lost: 'レベル {n} でコンピューターに負けました。', draw: '長い間取り合いがないので引き分け', next: 'レベル {n}：コンピューターが強くなった', king: 'キングに昇格！' },
  es: { title: 'Damas', pieces: 'Fichas', yourTurn: 'Tu turno (rojas)', mustJump: '¡Estás obligado a capturar!', thinking: 'Pensando…', won: '¡Ganaste esta ronda!', lost: 'El ordenador te ganó en el nivel {n}.', draw: 'Demasiado tiempo sin capturas: tablas', next: 'Nivel {n}: el ordenador es más listo', king: '¡Coronada!' },
  de: { title: 'Dame', pieces: 'Steine', yourTurn: 'Du bist dran (Rot)', mustJump: 'Schlagen ist Pflicht!', thinking: 'Denkt nach …', won: 'Runde gewonnen!', lost: 'Der Computer hat dich auf Stufe {n} besiegt.', draw: 'Zu lange nicht geschlagen: Remis', next: 'Stufe {n}: Der Computer wird schlauer', king: 'Zur Dame gekrönt!' },
  fr: { title: 'Dames anglaises', pieces: 'Pions', yourTurn: 'À vous (rouges)', mustJump: 'La prise est obligatoire !', thinking: 'Réflexion…', won: 'Manche gagnée !', lost: 'L’ordinateur vous a battu au niveau {n}.', draw: 'Trop longtemps sans prise : match nul', next: 'Niveau {n} : l’ordinateur devient plus fort', king: 'Dame !' },
  'pt-BR': { title: 'Damas', pieces: 'Peças', yourTurn: 'Sua vez (vermelhas)', mustJump: 'A captura é obrigatória!', thinking: 'Pensando…', won: 'Você venceu a rodada!', lost: 'O computador venceu você no nível {n}.', draw: 'Muito tempo sem capturas: empate', next: 'Nível {n}: o computador ficou mais esperto', king: 'Virou dama!' },
  ar: { title: 'الداما', pieces: 'القطع', yourTurn: 'دورك (الأحمر)', mustJump: 'الأكل إجباري!', thinking: 'يفكّر…', won: 'فزت بهذه الجولة!', lost: 'هزمك الحاسوب في المستوى {n}.', draw: 'لا أكل منذ مدة طويلة: تعادل', next: 'المستوى {n}: الحاسوب أصبح أذكى', king: 'تتويج!' },
};

let board = initialBoard();
/** 1 human, 2 AI */
let turn = 1;
/** @type {{from: number, steps: number[]} | null} */
let sel = null;
let cursor = { r: 5, c: 0, visible: false };
let aiWait = 0;
/** @type {{move: Move, piece: number, t: number, before: number[], side: number, crowned: boolean} | null} */
let anim = null;
/** @type {{result: 'win'|'loss'|'draw', t: number} | null} */
let ended = null;
let quiet = 0;
let round = 0;
let captures = 0;
/** @type {Move | null} */
let lastMove = null;

/** @param {Kit} k */
function newRound(k) {
  board = initialBoard();
  turn = round % 2 === 0 ? 1 : 2;
  sel = null;
  anim = null;
  ended = null;
  quiet = 0;
  lastMove = null;
  aiWait = turn === 2 ? 0.6 : 0;
  round++;
  updateHud(k);
}

/** @param {Kit} k */
function updateHud(k) {
  const c = pieceCount(board);
  k.setStat('pieces', `${c.human}:${c.ai}`);
}

/** Candidate moves matching the current partial selection. */
function candidates() {
  if (!sel) return [];
  const s = sel;
  return legalMoves(board, 1).filter((m) => m.from === s.from && s.steps.every((x, i) => m.path[i] === x));
}

/** @param {Kit} k @param {Move} m @param {number} side */
function startMove(k, m, side) {
  const res = applyMove(board, m);
  const piece = /** @type {number} */ (board[m.from]);
  anim = { move: m, piece, t: k.reducedMotion ? 99 : 0, before: board, side, crowned: res.crowned };
  board = res.board;
  lastMove = m;
  sel = null;
  quiet = m.captures.length || res.crowned ? 0 : quiet + 1;
  if (side === 1) {
    captures += m.captures.length;
    k.addScore(m.captures.length * 10 * (m.captures.length > 1 ? 2 : 1) + (res.crowned ? 25 : 0));
  }
  m.path.forEach((_, i) => k.sound.tone({ freq: m.captures.length ? 520 + i * 120 : 380, dur: 0.06, type: 'triangle', vol: 0.16, delay: i * STEP_T }));
  if (res.crowned) {
    k.sound.jingle([784, 988, 1175]);
    if (side === 1) k.toast(k.t('king'));
  }
  turn = -side;
  updateHud(k);
}

/** @param {Kit} k */
function afterMove(k) {
  const side = -turn;
  anim = null;
  const opp = 3 - side;
  if (!legalMoves(board, opp).length) return finish(k, side === 1 ? 'win' : 'loss');
  if (quiet >= DRAW_PLIES) return finish(k, 'draw');
  turn = opp;
  if (turn === 2) aiWait = k.reducedMotion ? 0.2 : 0.4;
}

/** @param {Kit} k @param {'win'|'loss'|'draw'} result */
function finish(k, result) {
  turn = 0;
  ended = { result, t: 0 };
  if (result === 'win') {
    k.addScore(150 * k.level + pieceCount(board).human * 20);
    k.sound.jingle([523, 659, 784, 1047]);
  } else if (result === 'draw') {
    k.addScore(40);
    k.toast(k.t('draw'));
  } else k.sound.fail();
}

/** @param {Kit} k @param {number} idx */
function pick(k, idx) {
  if (turn !== 1 || ended) return;
  const moves = legalMoves(board, 1);
  if (sel) {
    const cands = candidates();
    const next = cands.filter((m) => m.path[sel?.steps.length ?? 0] === idx);
    if (next.length) {
      sel.steps.push(idx);
      k.sound.tone({ freq: 660, dur: 0.04, type: 'sine', vol: 0.08 });
      const done = next.find((m) => m.path.length === sel?.steps.length);
      if (done) startMove(k, done, 1);
      else if (next.length === 1 && next[0]) startMove(k, next[0], 1);
      return;
    }
    if (sel.steps.length && !moves.some((m) => m.from === idx)) return; // mid-jump: keep going
  }
  if (moves.some((m) => m.from === idx)) {
    sel = { from: idx, steps: [] };
    k.sound.tone({ freq: 520, dur: 0.04, type: 'sine', vol: 0.08 });
    return;
  }
  if (sideOf(board[idx]) === 1 && moves[0]?.captures.length) k.toast(k.t('mustJump'));
  sel = null;
  k.sound.tone({ freq: 140, dur: 0.06, type: 'square', vol: 0.05 });
}

/** @param {number} x @param {number} y */
function cellAt(x, y) {
  const c = Math.floor((x - PAD) / CELL);
  const r = Math.floor((y - TOP) / CELL);
  return r >= 0 && c >= 0 && r < N && c < N ? r * N + c : -1;
}

const px = (/** @type {number} */ i) => PAD + (i % N) * CELL + CELL / 2;
const py = (/** @type {number} */ i) => TOP + Math.floor(i / N) * CELL + CELL / 2;

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} v @param {number} [alpha] */
function drawPiece(g, x, y, v, alpha = 1) {
  const r = CELL * 0.38;
  g.globalAlpha = alpha;
  g.fillStyle = 'rgba(0,0,0,0.4)';
  g.beginPath(); g.arc(x, y + 5, r, 0, Math.PI * 2); g.fill();
  const human = sideOf(v) === 1;
  const grad = g.createRadialGradient(x - r * 0.3, y - r * 0.4, r * 0.1, x, y, r);
  if (human) { grad.addColorStop(0, '#ff8a8a'); grad.addColorStop(1, '#d0213f'); } else { grad.addColorStop(0, '#6fe6ff'); grad.addColorStop(1, '#1d5fd0'); }
  g.fillStyle = grad;
  g.beginPath(); g.arc(x, y, r, 0, Math.PI * 2); g.fill();
  g.strokeStyle = 'rgba(255,255,255,0.4)';
  g.lineWidth = 3;
  g.beginPath(); g.arc(x, y, r * 0.7, 0, Math.PI * 2); g.stroke();
  if (v === KING || v === AI_KING) {
    g.fillStyle = '#ffd54a';
    g.beginPath();
    const s = r * 0.55;
    g.moveTo(x - s, y + s * 0.45);
    g.lineTo(x - s, y - s * 0.35);
    g.lineTo(x - s * 0.5, y + s * 0.05);
    g.lineTo(x, y - s * 0.6);
    g.lineTo(x + s * 0.5, y + s * 0.05);
    g.lineTo(x + s, y - s * 0.35);
    g.lineTo(x + s, y + s * 0.45);
    g.closePath();
    g.fill();
  }
  g.globalAlpha = 1;
}

const kit = createGame({
  id: 17,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'pieces', label: 'pieces' }],
  options: [{ key: 'difficulty', label: 'difficulty', default: 'medium', choices: [{ value: 'easy', label: 'easy' }, { value: 'medium', label: 'medium' }, { value: 'hard', label: 'hard' }] }],
  bestKey: (k) => k.option('difficulty'),
  reset(k) {
    round = 0;
    captures = 0;
    k.setLevel(1);
    newRound(k);
  },
  update(dt, k) {
    if (anim) {
      anim.t += dt;
      if (anim.t >= anim.move.path.length * STEP_T + 0.05) afterMove(k);
      return;
    }
    if (ended) {
      ended.t += dt;
      if (ended.t > (k.reducedMotion ? 1.2 : 2)) {
        const res = ended.result;
        ended = null;
        if (res === 'loss') { k.gameOver({ message: k.t('lost', { n: k.level }) }); return; }
        if (res === 'win') { k.setLevel(k.level + 1); k.toast(k.t('next', { n: k.level })); }
        newRound(k);
      }
      return;
    }
    if (turn === 2) {
      aiWait -= dt;
      if (aiWait <= 0) {
        const s = aiSettings(k.option('difficulty'), k.level);
        const m = chooseMove(board, 2, s.depth, k.random, s.blunder);
        if (m) startMove(k, m, 2);
      }
    }
  },
  onKey(code, k) {
    const d = keyDir(code);
    if (d) {
      const [dr, dc] = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] }[d];
      cursor = { r: Math.max(0, Math.min(N - 1, cursor.r + dr)), c: Math.max(0, Math.min(N - 1, cursor.c + dc)), visible: true };
      return true;
    }
    if (code === 'Space' || code === 'Enter') { cursor.visible = true; pick(k, cursor.r * N + cursor.c); return true; }
    if (code === 'Backspace' || code === 'KeyX') { if (sel && !sel.steps.length) sel = null; return true; }
    return false;
  },
  onTap(p, k) {
    const i = cellAt(p.x, p.y);
    if (i < 0) return;
    cursor = { r: Math.floor(i / N), c: i % N, visible: false };
    pick(k, i);
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, W, H);
    bg.addColorStop(0, '#161b3d');
    bg.addColorStop(1, '#2a1740');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    const myTurn = turn === 1 && !ended && k.screen === 'playing';
    const moves = myTurn ? legalMoves(board, 1) : [];
    const mustJump = !!moves[0]?.captures.length;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.font = '700 26px system-ui, sans-serif';
    if (ended) {
      g.fillStyle = ended.result === 'win' ? '#5df08a' : ended.result === 'loss' ? '#ff6b9a' : '#4fd8ff';
      g.font = '800 28px system-ui, sans-serif';
      g.fillText(ended.result === 'win' ? k.t('won') : ended.result === 'loss' ? k.t('gameOver') : k.t('draw'), W / 2, TOP / 2);
    } else if (k.screen === 'playing') {
      g.fillStyle = turn === 1 ? (mustJump ? '#ffc24b' : '#ff8a8a') : '#6fe6ff';
      g.fillText(turn === 1 ? (mustJump ? k.t('mustJump') : k.t('yourTurn')) : k.t('thinking'), W / 2, TOP / 2);
    }
    roundRect(g, PAD - 8, TOP - 8, N * CELL + 16, N * CELL + 16, 16);
    g.fillStyle = '#3b2a1f';
    g.fill();
    for (let r = 0; r < N; r++) {
      for (let c = 0; c < N; c++) {
        g.fillStyle = (r + c) % 2 ? '#7a4a2a' : '#f1d9b0';
        g.fillRect(PAD + c * CELL, TOP + r * CELL, CELL, CELL);
      }
    }
    if (lastMove && !anim) {
      g.fillStyle = 'rgba(255,224,102,0.22)';
      for (const i of [lastMove.from, ...lastMove.path]) g.fillRect(PAD + (i % N) * CELL, TOP + Math.floor(i / N) * CELL, CELL, CELL);
    }
    // Movable pieces.
    if (myTurn && !sel) {
      const pulse = k.reducedMotion ? 0.8 : 0.55 + 0.35 * Math.sin(k.clock * 6);
      g.lineWidth = 4;
      g.strokeStyle = mustJump ? `rgba(255,194,75,${pulse})` : 'rgba(255,255,255,0.35)';
      for (const from of new Set(moves.map((m) => m.from))) {
        g.beginPath(); g.arc(px(from), py(from), CELL * 0.45, 0, Math.PI * 2); g.stroke();
      }
    }
    const shown = anim ? anim.before : board;
    for (let i = 0; i < N * N; i++) {
      const v = shown[i];
      if (!v) continue;
      if (anim && i === anim.move.from) continue;
      let alpha = 1;
      if (anim) {
        const ci = anim.move.captures.indexOf(i);
        if (ci >= 0) alpha = Math.max(0, 1 - Math.max(0, anim.t - ci * STEP_T) / STEP_T);
      }
      if (alpha > 0) drawPiece(g, px(i), py(i), v, alpha);
    }
    if (anim) {
      const path = [anim.move.from, ...anim.move.path];
      const seg = Math.min(path.length - 2, Math.floor(anim.t / STEP_T));
      const f = Math.min(1, (anim.t - seg * STEP_T) / STEP_T);
      const a = /** @type {number} */ (path[seg]);
      const b = /** @type {number} */ (path[seg + 1]);
      const hop = anim.move.captures.length ? Math.sin(f * Math.PI) * 22 : 0;
      const done = anim.t >= anim.move.path.length * STEP_T;
      const v = done && anim.crowned ? (anim.piece === MAN ? KING : AI_KING) : anim.piece;
      drawPiece(g, px(a) + (px(b) - px(a)) * f, py(a) + (py(b) - py(a)) * f - hop, v);
    }
    if (sel && myTurn) {
      g.strokeStyle = '#ffe066';
      g.lineWidth = 5;
      const at = sel.steps.length ? /** @type {number} */ (sel.steps[sel.steps.length - 1]) : sel.from;
      g.beginPath(); g.arc(px(at), py(at), CELL * 0.45, 0, Math.PI * 2); g.stroke();
      if (sel.steps.length) { g.globalAlpha = 0.6; drawPiece(g, px(at), py(at), /** @type {number} */ (board[sel.from])); g.globalAlpha = 1; }
      const n = sel.steps.length;
      for (const m of candidates()) {
        const t = /** @type {number} */ (m.path[n]);
        g.fillStyle = m.captures.length ? 'rgba(255,194,75,0.9)' : 'rgba(93,240,138,0.9)';
        g.beginPath(); g.arc(px(t), py(t), 13, 0, Math.PI * 2); g.fill();
      }
    }
    if (cursor.visible && myTurn) {
      g.strokeStyle = '#4fd8ff';
      g.lineWidth = 4;
      roundRect(g, PAD + cursor.c * CELL + 3, TOP + cursor.r * CELL + 3, CELL - 6, CELL - 6, 8);
      g.stroke();
    }
  },
  state(k) {
    const rows = [];
    for (let r = 0; r < N; r++) rows.push(board.slice(r * N, r * N + N).join(''));
    const c = pieceCount(board);
    return {
      board: rows,
      turn: turn === 1 ? 'human' : turn === 2 ? 'ai' : turn === 0 ? 'over' : 'anim',
      busy: turn !== 1 || !!anim || !!ended,
      human: c.human,
      ai: c.ai,
      selected: sel ? { from: sel.from, steps: sel.steps.slice() } : null,
      legal: turn === 1 ? legalMoves(board, 1).map((m) => ({ from: m.from, path: m.path, captures: m.captures.length })) : [],
      cursor: { r: cursor.r, c: cursor.c },
      captures,
      quiet,
      round,
      result: ended?.result ?? null,
      aiDepth: aiSettings(k.option('difficulty'), k.level).depth,
    };
  },
  demo(k) {
    let side = 1;
    for (let i = 0; i < 10; i++) {
      const m = chooseMove(board, side, 2, k.random);
      if (!m) break;
      board = applyMove(board, m).board;
      side = 3 - side;
    }
    turn = 1;
    const first = legalMoves(board, 1)[0];
    if (first) sel = { from: first.from, steps: [] };
    updateHud(k);
  },
});

export default kit;
