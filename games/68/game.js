// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import {
  N, BLACK, WHITE, EMPTY, PASS, KOMI, pt, rowOf, colOf, POINTS, newGame, play, isLegal, isOver, toRows, canPlay,
  Search, decide, aiSettings, finalScore, winPoints, chooseMove,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').State} State */

const W = 560;
const H = 800;
const BOARD = { x: 20, y: 92, size: 520 };
const STEP = 57;
const GX = BOARD.x + (BOARD.size - STEP * (N - 1)) / 2;
const GY = BOARD.y + (BOARD.size - STEP * (N - 1)) / 2;
const PASS_BTN = { x: 170, y: 636, w: 220, h: 64 };
const LETTERS = 'ABCDEFGHJ';
const HUMAN = BLACK;
const AI = WHITE;

const strings = {
  'zh-CN': { title: '围棋 9 路', yourTurn: '轮到你（黑棋）', thinking: '白棋思考中…', pass: '停一手', youPassed: '你停了一手', aiPassed: '白棋停一手：再停一手就数子', ko: '劫：不能立刻提回', suicide: '没有气：不能自杀', occupied: '这里已经有棋子了', captures: '提子', komi: '贴目 {k}', counting: '双方停手：数子中…', youWin: '你赢了 {m} 目！', aiWins: '白棋赢了 {m} 目。', aiResigns: '白棋认输！', nextLevel: '第 {n} 关：白棋算得更深了', lost: '第 {n} 关白棋以 {m} 目获胜。', passHint: '双方连续停一手即结束对局', moveNo: '第 {n} 手' },
  en: { title: 'Go 9×9', yourTurn: 'Your move (black)', thinking: 'White is thinking…', pass: 'Pass', youPassed: 'You passed', aiPassed: 'White passes: pass too to count', ko: 'Ko: you cannot retake at once', suicide: 'No liberties: that move is suicide', occupied: 'That point is taken', captures: 'Captures', komi: 'Komi {k}', counting: 'Both passed: counting…', youWin: 'You win by {m} points!', aiWins: 'White wins by {m} points.', aiResigns: 'White resigns!', nextLevel: 'Level {n}: white reads deeper', lost: 'White won on level {n} by {m} points.', passHint: 'Two passes in a row end the game', moveNo: 'Move {n}' },
  ja: { title: '囲碁 9路盤', yourTurn: 'あなたの番（黒）', thinking: '白が考えています…', pass: 'パス', youPassed: 'パスしました', aiPassed: '白がパス：あなたもパスすると終局', ko: 'コウ：すぐには取り返せません', suicide: '呼吸点がありません：自殺手です', occupied: 'そこには石があります', captures: 'アゲハマ', komi: 'コミ {k}', counting: '両者パス：計算中…', youWin: '{m} 目であなたの勝ち！', aiWins: '{m} 目で白の勝ち。', aiResigns: '白が投了！', nextLevel: 'レベル {n}：白の読みが深くなった', lost: 'レベル {n} で白が {m} 目勝ちしました。', passHint: '2 人続けてパスすると終局', moveNo: '{n} 手目' },
  es: { title: 'Go 9×9', yourTurn: 'Tu jugada (negras)', thinking: 'Las blancas piensan…', pass: 'Pasar', youPassed: 'Has pasado', aiPassed: 'Blancas pasan: pasa tú para contar', ko: 'Ko: no puedes recapturar enseguida', suicide: 'Sin libertades: esa jugada es suicida', occupied: 'Ese punto está ocupado', captures: 'Capturas', komi: 'Komi {k}', counting: 'Ambos pasaron: contando…', youWin: '¡Ganas por {m} puntos!', aiWins: 'Las blancas ganan por {m} puntos.', aiResigns: '¡Las blancas abandonan!', nextLevel: 'Nivel {n}: las blancas leen más lejos', lost: 'Las blancas ganaron en el nivel {n} por {m} puntos.', passHint: 'Dos pases seguidos terminan la partida', moveNo: 'Jugada {n}' },
  de: { title: 'Go 9×9', yourTurn: 'Dein Zug (Schwarz)', thinking: 'Weiß überlegt …', pass: 'Passen', youPassed: 'Du hast gepasst', aiPassed: 'Weiß passt: passe auch, um zu zählen', ko: 'Ko: sofortiges Zurückschlagen ist verboten', suicide: 'Keine Freiheiten: Selbstmord ist verboten', occupied: 'Dieser Punkt ist besetzt', captures: 'Gefangene', komi: 'Komi {k}', counting: 'Beide haben gepasst: Zählung …', youWin: 'Du gewinnst mit {m} Punkten!', aiWins: 'Weiß gewinnt mit {m} Punkten.', aiResigns: 'Weiß gibt auf!', nextLevel: 'Stufe {n}: Weiß liest tiefer', lost: 'Weiß gewann auf Stufe {n} mit {m} Punkten.', passHint: 'Zweimal Passen hintereinander beendet die Partie', moveNo: 'Zug {n}' },
  fr: { title: 'Go 9×9', yourTurn: 'À vous (noirs)', thinking: 'Les blancs réfléchissent…', pass: 'Passer', youPassed: 'Vous avez passé', aiPassed: 'Blanc passe : passez aussi pour compter', ko: 'Ko : reprise immédiate interdite', suicide: 'Aucune liberté : coup suicide interdit', occupied: 'Ce point est occupé', captures: 'Prises', komi: 'Komi {k}', counting: 'Deux passes : décompte…', youWin: 'Vous gagnez de {m} points !', aiWins: 'Les blancs gagnent de {m} points.', aiResigns: 'Les blancs abandonnent !', nextLevel: 'Niveau {n} : les blancs lisent plus loin', lost: 'Les blancs ont gagné au niveau {n} de {m} points.', passHint: 'Deux passes de suite terminent la partie', moveNo: 'Coup {n}' },
  'pt-BR': { title: 'Go 9×9', yourTurn: 'Sua jogada (pretas)', thinking: 'As brancas estão pensando…', pass: 'Passar', youPassed: 'Você passou', aiPassed: 'Brancas passam: passe também para contar', ko: 'Ko: não dá para recapturar na hora', suicide: 'Sem liberdades: jogada suicida', occupied: 'Esse ponto está ocupado', captures: 'Capturas', komi: 'Komi {k}', counting: 'Os dois passaram: contando…', youWin: 'Você vence por {m} pontos!', aiWins: 'As brancas vencem por {m} pontos.', aiResigns: 'As brancas desistem!', nextLevel: 'Nível {n}: as brancas calculam mais longe', lost: 'As brancas venceram no nível {n} por {m} pontos.', passHint: 'Dois passes seguidos encerram a partida', moveNo: 'Jogada {n}' },
  ar: { title: 'غو 9×9', yourTurn: 'دورك (الأسود)', thinking: 'الأبيض يفكّر…', pass: 'تمرير', youPassed: 'مرّرت دورك', aiPassed: 'الأبيض يمرّر: مرّر أنت أيضًا للعدّ', ko: 'كو: لا يجوز الاسترداد فورًا', suicide: 'لا حريات: هذه نقلة انتحارية', occupied: 'هذه النقطة مشغولة', captures: 'الأسرى', komi: 'كومي {k}', counting: 'مرّر الطرفان: جارٍ العدّ…', youWin: 'فزت بفارق {m} نقطة!', aiWins: 'فاز الأبيض بفارق {m} نقطة.', aiResigns: 'الأبيض يستسلم!', nextLevel: 'المستوى {n}: الأبيض يحسب أعمق', lost: 'فاز الأبيض في المستوى {n} بفارق {m} نقطة.', passHint: 'تمريران متتاليان ينهيان المباراة', moveNo: 'النقلة {n}' },
};

// ---------------------------------------------------------------- state

/** @type {State} */
let game = newGame();
/** @type {Search | null} */
let search = null;
let aiWait = 0;
let searchClock = -1;
/** @type {{owner: Uint8Array, dead: number[], margin: number, t: number, resigned: boolean} | null} */
let ended = null;
const cursor = { r: 4, c: 4, visible: false };
let hover = -1;
/** @type {{p: number, color: number, t: number}[]} */
let fading = [];
/** @type {{text: string, color: string, t: number}} */
let note = { text: '', color: '#fff', t: 9 };
let lastThinkMs = 0;

const px = (/** @type {number} */ p) => GX + colOf(p) * STEP;
const py = (/** @type {number} */ p) => GY + rowOf(p) * STEP;

/** Nearest intersection to a point, within reach. @param {number} x @param {number} y */
function pointAt(x, y) {
  const c = Math.round((x - GX) / STEP);
  const r = Math.round((y - GY) / STEP);
  if (r < 0 || r >= N || c < 0 || c >= N) return -1;
  if (Math.hypot(x - (GX + c * STEP), y - (GY + r * STEP)) > STEP * 0.55) return -1;
  return pt(r, c);
}

/** @param {Kit} k @param {string} text @param {string} color */
function say(k, text, color) {
  note = { text, color, t: k.reducedMotion ? 0.4 : 0 };
}

/** @param {Kit} k */
function settings(k) {
  return aiSettings(k.option('difficulty'), k.level);
}

/** @param {Kit} k */
function newRound(k) {
  game = newGame();
  search = null;
  ended = null;
  fading = [];
  cursor.r = 4;
  cursor.c = 4;
  say(k, k.t('yourTurn'), '#ffe9b0');
}

/** Applies a move and its sounds and captured-stone fades. @param {Kit} k @param {number} p */
function commit(k, p) {
  const before = game;
  const next = play(game, p);
  if (!next) return false;
  game = next;
  if (p === PASS) {
    k.sound.tone({ freq: 330, dur: 0.1, type: 'sine', vol: 0.1 });
  } else {
    k.sound.tone({ freq: before.toMove === BLACK ? 240 : 300, to: 120, dur: 0.07, type: 'triangle', vol: 0.25 });
    k.sound.noise({ dur: 0.05, vol: 0.08, freq: 2000 });
    // Stones that vanished were captured: let them fade out.
    let taken = 0;
    for (const q of POINTS) {
      const v = before.board[q] ?? 0;
      if (v !== EMPTY && game.board[q] === EMPTY) { fading.push({ p: q, color: v, t: 0 }); taken++; }
    }
    if (before.toMove === HUMAN && taken) k.addScore(5 * taken);
    if (fading.some((f) => f.t === 0)) k.sound.tone({ freq: 700, to: 500, dur: 0.12, type: 'square', vol: 0.05, delay: 0.05 });
  }
  if (isOver(game)) finish(k, false);
  return true;
}

/** Ends the game: counts (dead stones off) or takes a resignation. @param {Kit} k @param {boolean} resigned */
function finish(k, resigned) {
  search = null;
  if (resigned) {
    ended = { owner: new Uint8Array(0), dead: [], margin: 1, t: 0, resigned: true };
    say(k, k.t('aiResigns'), '#5df08a');
    return;
  }
  say(k, k.t('counting'), '#ffe9b0');
  const f = finalScore(game, k.random);
  ended = { owner: f.owner, dead: f.dead, margin: f.margin, t: 0, resigned: false };
  const m = k.fmt(Math.abs(f.margin));
  if (f.margin > 0) say(k, k.t('youWin', { m }), '#5df08a');
  else say(k, k.t('aiWins', { m }), '#ff8fb0');
}

/** @param {Kit} k @param {number} p */
function humanPlay(k, p) {
  if (game.toMove !== HUMAN || search || ended || p < 0) return;
  if (!isLegal(game, p)) {
    k.sound.tone({ freq: 150, dur: 0.08, type: 'square', vol: 0.06 });
    const why = game.board[p] !== EMPTY ? 'occupied' : p === game.ko ? 'ko' : 'suicide';
    say(k, k.t(why), '#ff8fb0');
    return;
  }
  cursor.r = rowOf(p);
  cursor.c = colOf(p);
  commit(k, p);
  if (!ended) startThinking(k);
}

/** @param {Kit} k */
function humanPass(k) {
  if (game.toMove !== HUMAN || search || ended) return;
  say(k, k.t('youPassed'), '#ffe9b0');
  commit(k, PASS);
  if (!ended) startThinking(k);
}

/** @param {Kit} k */
function startThinking(k) {
  const s = settings(k);
  search = new Search(game, { playouts: s.playouts, rand: k.random, now: () => performance.now(), budgetMs: 550 });
  aiWait = k.reducedMotion ? 0.15 : 0.35;
  lastThinkMs = 0;
}

/** @param {Kit} k */
function aiMove(k) {
  if (!search) return;
  const s = search;
  const d = decide(game, s, k.random, KOMI, settings(k).loose);
  lastThinkMs = s.spentMs;
  search = null;
  if (d.resign) { finish(k, true); return; }
  if (d.move === PASS) say(k, k.t('aiPassed'), '#ffe9b0');
  commit(k, d.move);
  if (!ended && d.move !== PASS) say(k, k.t('yourTurn'), '#ffe9b0');
}

// ---------------------------------------------------------------- drawing

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} color @param {number} [alpha] @param {number} [r] */
function drawStone(g, x, y, color, alpha = 1, r = STEP * 0.47) {
  g.globalAlpha = alpha;
  g.fillStyle = 'rgba(0,0,0,0.35)';
  g.beginPath();
  g.arc(x + 2.5, y + 3, r, 0, Math.PI * 2);
  g.fill();
  const grad = g.createRadialGradient(x - r * 0.35, y - r * 0.4, r * 0.1, x, y, r);
  if (color === BLACK) { grad.addColorStop(0, '#5a5f6e'); grad.addColorStop(1, '#0c0d12'); } else { grad.addColorStop(0, '#ffffff'); grad.addColorStop(1, '#c9cdd8'); }
  g.fillStyle = grad;
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.fill();
  if (color === WHITE) {
    g.strokeStyle = 'rgba(90,90,110,0.5)';
    g.lineWidth = 1;
    g.stroke();
  }
  g.globalAlpha = 1;
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawBoard(g, k) {
  const wood = g.createLinearGradient(BOARD.x, BOARD.y, BOARD.x + BOARD.size, BOARD.y + BOARD.size);
  wood.addColorStop(0, '#e9c27a');
  wood.addColorStop(1, '#c8954b');
  g.fillStyle = wood;
  roundRect(g, BOARD.x, BOARD.y, BOARD.size, BOARD.size, 14);
  g.fill();
  // A few soft grain lines.
  g.strokeStyle = 'rgba(120,70,20,0.12)';
  g.lineWidth = 2;
  for (let i = 0; i < 9; i++) {
    const y = BOARD.y + 20 + i * 58;
    g.beginPath();
    g.moveTo(BOARD.x + 8, y);
    g.bezierCurveTo(BOARD.x + 160, y + 10, BOARD.x + 340, y - 12, BOARD.x + BOARD.size - 8, y + 4);
    g.stroke();
  }
  g.strokeStyle = '#3d2a12';
  g.lineWidth = 1.6;
  g.beginPath();
  for (let i = 0; i < N; i++) {
    g.moveTo(GX, GY + i * STEP);
    g.lineTo(GX + (N - 1) * STEP, GY + i * STEP);
    g.moveTo(GX + i * STEP, GY);
    g.lineTo(GX + i * STEP, GY + (N - 1) * STEP);
  }
  g.stroke();
  g.fillStyle = '#3d2a12';
  for (const [r, c] of [[2, 2], [2, 6], [6, 2], [6, 6], [4, 4]]) {
    g.beginPath();
    g.arc(GX + (c ?? 0) * STEP, GY + (r ?? 0) * STEP, 4.5, 0, Math.PI * 2);
    g.fill();
  }
  g.direction = 'ltr';
  g.fillStyle = 'rgba(61,42,18,0.7)';
  g.font = '700 13px system-ui, sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  for (let i = 0; i < N; i++) {
    g.fillText(LETTERS[i] ?? '', GX + i * STEP, BOARD.y + 12);
    g.fillText(String(N - i), BOARD.x + 11, GY + i * STEP);
  }
  g.direction = 'inherit';
  void k;
}

// ---------------------------------------------------------------- game

const kit = createGame({
  id: 68,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }],
  options: [{ key: 'difficulty', label: 'difficulty', default: 'easy', choices: [{ value: 'easy', label: 'easy' }, { value: 'medium', label: 'medium' }, { value: 'hard', label: 'hard' }] }],
  bestKey: (k) => k.option('difficulty'),
  reset(k) {
    k.setLevel(1);
    newRound(k);
  },
  update(dt, k) {
    note.t += dt;
    fading = fading.filter((f) => (f.t += dt) < 0.5);
    if (ended) {
      ended.t += dt;
      if (ended.t > (k.reducedMotion ? 1.5 : 3)) {
        const margin = ended.margin;
        if (margin > 0) {
          ended = null;
          k.addScore(winPoints(margin, k.level));
          k.setLevel(k.level + 1);
          k.toast(k.t('nextLevel', { n: k.level }));
          newRound(k);
        } else {
          // The counted board stays on show behind the game-over panel.
          ended.t = -Infinity;
          k.gameOver({ message: k.t('lost', { n: k.level, m: k.fmt(Math.abs(margin)) }) });
        }
      }
      return;
    }
    if (search) {
      aiWait -= dt;
      // Think at most once per animation frame, in a slice that leaves the frame time to draw.
      if (searchClock !== k.clock) {
        searchClock = k.clock;
        const t0 = performance.now();
        while (!search.finished && performance.now() - t0 < 12) search.step(4);
      }
      if (search.finished && aiWait <= 0) aiMove(k);
    }
  },
  onKey(code, k) {
    if (code.startsWith('Arrow')) {
      if (code === 'ArrowUp') cursor.r = Math.max(0, cursor.r - 1);
      if (code === 'ArrowDown') cursor.r = Math.min(N - 1, cursor.r + 1);
      if (code === 'ArrowLeft') cursor.c = Math.max(0, cursor.c - 1);
      if (code === 'ArrowRight') cursor.c = Math.min(N - 1, cursor.c + 1);
      cursor.visible = true;
      hover = -1;
      return true;
    }
    if (code === 'Space' || code === 'Enter') { cursor.visible = true; humanPlay(k, pt(cursor.r, cursor.c)); return true; }
    if (code === 'KeyX') { humanPass(k); return true; }
    return false;
  },
  onPointer(kind, p) {
    if (kind === 'move' && p.pointerType === 'mouse') {
      hover = pointAt(p.x, p.y);
      if (hover >= 0) cursor.visible = false;
    }
  },
  onTap(p, k) {
    if (p.x >= PASS_BTN.x && p.x <= PASS_BTN.x + PASS_BTN.w && p.y >= PASS_BTN.y && p.y <= PASS_BTN.y + PASS_BTN.h) { humanPass(k); return; }
    const q = pointAt(p.x, p.y);
    if (q >= 0) { cursor.visible = false; humanPlay(k, q); }
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#1b2030');
    bg.addColorStop(1, '#2a2036');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);

    // Status and captures.
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    let head = note.text;
    let headColor = note.color;
    if (note.t > 1.6 && !ended) {
      head = search ? k.t('thinking') : game.toMove === HUMAN ? k.t('yourTurn') : '';
      headColor = search ? '#c9d4ff' : '#ffe9b0';
    }
    if (k.screen !== 'start') {
      g.font = '800 27px system-ui, sans-serif';
      g.fillStyle = headColor;
      g.fillText(head, W / 2, 28, W - 30);
    }
    g.font = '700 18px system-ui, sans-serif';
    drawStone(g, 44, 64, BLACK, 1, 11);
    drawStone(g, W - 44, 64, WHITE, 1, 11);
    g.fillStyle = 'rgba(230,235,255,0.85)';
    g.direction = 'ltr';
    g.textAlign = 'left';
    g.fillText(`${game.captures[BLACK]}`, 62, 65);
    g.textAlign = 'right';
    g.fillText(`${game.captures[WHITE]}`, W - 62, 65);
    g.direction = 'inherit';
    g.textAlign = 'center';
    g.fillStyle = 'rgba(200,210,240,0.7)';
    g.font = '600 16px system-ui, sans-serif';
    g.fillText(`${k.t('captures')} · ${k.t('komi', { k: k.fmt(KOMI) })} · ${k.t('moveNo', { n: game.moves })}`, W / 2, 65, W - 170);

    drawBoard(g, k);
    const dead = new Set(ended?.dead ?? []);
    for (const p of POINTS) {
      const v = game.board[p];
      if (v === BLACK || v === WHITE) drawStone(g, px(p), py(p), v, dead.has(p) ? 0.45 : 1);
    }
    for (const f of fading) drawStone(g, px(f.p), py(f.p), f.color, Math.max(0, 1 - f.t / 0.5));
    if (game.last >= 0 && !ended) {
      g.strokeStyle = game.board[game.last] === BLACK ? '#fff' : '#111';
      g.lineWidth = 2.5;
      g.beginPath();
      g.arc(px(game.last), py(game.last), STEP * 0.2, 0, Math.PI * 2);
      g.stroke();
    }
    if (game.ko >= 0 && !ended) {
      g.strokeStyle = 'rgba(200,40,40,0.8)';
      g.lineWidth = 2;
      g.strokeRect(px(game.ko) - 8, py(game.ko) - 8, 16, 16);
    }
    // Territory at the end.
    if (ended && !ended.resigned) {
      for (const p of POINTS) {
        const o = ended.owner[p];
        if (!o || (game.board[p] === o && !dead.has(p))) continue;
        g.fillStyle = o === BLACK ? '#111' : '#f4f4f8';
        g.fillRect(px(p) - 7, py(p) - 7, 14, 14);
      }
    }
    // Where the next stone would go.
    const at = cursor.visible ? pt(cursor.r, cursor.c) : hover;
    if (at >= 0 && game.toMove === HUMAN && !search && !ended && k.screen === 'playing') {
      if (game.board[at] === EMPTY) drawStone(g, px(at), py(at), HUMAN, canPlay(game.board, at, HUMAN, game.ko) ? 0.4 : 0.15);
      if (cursor.visible) {
        g.strokeStyle = '#4fd8ff';
        g.lineWidth = 3;
        g.strokeRect(px(at) - STEP / 2 + 3, py(at) - STEP / 2 + 3, STEP - 6, STEP - 6);
      }
    }

    // Pass button and thinking bar.
    const canPass = game.toMove === HUMAN && !search && !ended;
    g.globalAlpha = canPass ? 1 : 0.45;
    g.fillStyle = 'rgba(255,233,176,0.16)';
    roundRect(g, PASS_BTN.x, PASS_BTN.y, PASS_BTN.w, PASS_BTN.h, 18);
    g.fill();
    g.strokeStyle = 'rgba(255,233,176,0.6)';
    g.lineWidth = 2;
    g.stroke();
    g.fillStyle = '#ffe9b0';
    g.font = '800 24px system-ui, sans-serif';
    g.fillText(k.t('pass'), W / 2, PASS_BTN.y + PASS_BTN.h / 2 + 1, PASS_BTN.w - 20);
    g.globalAlpha = 1;
    g.fillStyle = 'rgba(200,210,240,0.6)';
    g.font = '600 16px system-ui, sans-serif';
    g.fillText(k.t('passHint'), W / 2, 730, W - 40);
    if (search) {
      const p = Math.min(1, search.done / Math.max(1, search.o.playouts));
      g.fillStyle = 'rgba(255,255,255,0.12)';
      roundRect(g, 130, 760, 300, 8, 4);
      g.fill();
      g.fillStyle = '#c9d4ff';
      roundRect(g, 130, 760, Math.max(8, 300 * p), 8, 4);
      g.fill();
    }
  },
  state(k) {
    const spot = (/** @type {number} */ p) => (p >= 0 ? { r: rowOf(p), c: colOf(p) } : null);
    return {
      board: toRows(game),
      toMove: game.toMove === BLACK ? 'black' : 'white',
      turn: game.toMove === HUMAN ? 'human' : 'ai',
      busy: !!search || !!ended || game.toMove !== HUMAN,
      moves: game.moves,
      captures: { black: game.captures[BLACK], white: game.captures[WHITE] },
      last: game.last === PASS ? 'pass' : spot(game.last),
      ko: spot(game.ko),
      passes: game.passes,
      result: ended ? { margin: ended.margin, resigned: ended.resigned, dead: ended.dead.length } : null,
      cursor: { ...cursor },
      playouts: settings(k).playouts,
      thinking: search ? search.done : 0,
      lastThinkMs: Math.round(lastThinkMs),
      passXY: [PASS_BTN.x + PASS_BTN.w / 2, PASS_BTN.y + PASS_BTN.h / 2],
    };
  },
  demo(k) {
    // A lively middle game from quick self-play.
    for (let i = 0; i < 28; i++) {
      const r = chooseMove(game, { playouts: 90, rand: k.random });
      if (r.move === PASS || r.resign) break;
      commit(k, r.move);
    }
    if (game.toMove !== HUMAN) commit(k, chooseMove(game, { playouts: 90, rand: k.random }).move);
    fading = [];
    search = null;
    note.t = 9;
    cursor.visible = false;
    hover = -1;
  },
});

export default kit;
