// @ts-check
import { createGame, keyDir, roundRect, easeOutCubic } from '../kit/kit.js';
import {
  LEVELS, PLAIN, LINE_H, LINE_V, BOMB, RAINBOW, fromMap, clearMatches, specialSwap, collapse, isValidSwap, swapped, findMove, reshuffle,
  adjacent, canMove, cellAt, gemPoints, blockerPoints, levelBonus, remaining, goalsMet, show, resolveTurn, gem,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Board} Board */
/** @typedef {import('./logic.js').Pos} Pos */
/** @typedef {import('./logic.js').Gem} Gem */
/** @typedef {import('./logic.js').StepStats} StepStats */

/** The page's text direction, for the canvas. @param {Kit} k @returns {CanvasDirection} */
const canvasDir = (k) => (k.dir === 'rtl' ? 'rtl' : 'ltr');

const N = 8;
const CELL = 66;
const W = 600;
const BX = (W - N * CELL) / 2;
const BY = 196;
const H = BY + N * CELL + 26;
const SWAP_T = 0.15;
const CLEAR_T = 0.24;
const FALL_T = 0.065; // per row
const LIVES = 3;
const HUES = [350, 30, 52, 140, 212, 282];

const strings = {
  'zh-CN': { title: '宝石探险', moves: '步数', goals: '目标', lives: '生命', levelDone: '第 {n} 关完成！奖励 +{b}', outOfMoves: '步数用完了！', retry: '再试一次，还剩 {n} 条命', lost: '第 {n} 关的步数用完了。', allDone: '16 关全部通关！', shuffle: '没有可走的步了，重新洗牌！', combo: '连击 ×{n}' },
  en: { title: 'Jewel Quest', moves: 'Moves', goals: 'Goals', lives: 'Lives', levelDone: 'Level {n} complete! Bonus +{b}', outOfMoves: 'Out of moves!', retry: 'Try again: {n} lives left', lost: 'You ran out of moves on level {n}.', allDone: 'All 16 levels cleared!', shuffle: 'No moves left: shuffling!', combo: 'Combo ×{n}' },
  ja: { title: 'ジュエル クエスト', moves: '手数', goals: '目標', lives: 'ライフ', levelDone: 'レベル {n} クリア！ボーナス +{b}', outOfMoves: '手数切れ！', retry: 'もう一度：残りライフ {n}', lost: 'レベル {n} で手数が尽きました。', allDone: '全 16 レベル制覇！', shuffle: '動かせる手がないのでシャッフル！', combo: 'コンボ ×{n}' },
  es: { title: 'Búsqueda de joyas', moves: 'Jugadas', goals: 'Metas', lives: 'Vidas', levelDone: '¡Nivel {n} superado! Bono +{b}', outOfMoves: '¡Sin jugadas!', retry: 'Otra vez: te quedan {n} vidas', lost: 'Te quedaste sin jugadas en el nivel {n}.', allDone: '¡Superaste los 16 niveles!', shuffle: 'No quedan jugadas: ¡a mezclar!', combo: 'Combo ×{n}' },
  de: { title: 'Juwelenjagd', moves: 'Züge', goals: 'Ziele', lives: 'Leben', levelDone: 'Stufe {n} geschafft! Bonus +{b}', outOfMoves: 'Keine Züge mehr!', retry: 'Neuer Versuch: noch {n} Leben', lost: 'Auf Stufe {n} sind dir die Züge ausgegangen.', allDone: 'Alle 16 Stufen geschafft!', shuffle: 'Kein Zug mehr möglich – wird gemischt!', combo: 'Kombo ×{n}' },
  fr: { title: 'Quête de joyaux', moves: 'Coups', goals: 'Objectifs', lives: 'Vies', levelDone: 'Niveau {n} réussi ! Bonus +{b}', outOfMoves: 'Plus de coups !', retry: 'Nouvel essai : {n} vies restantes', lost: 'Plus de coups au niveau {n}.', allDone: 'Les 16 niveaux sont terminés !', shuffle: 'Plus aucun coup : on mélange !', combo: 'Combo ×{n}' },
  'pt-BR': { title: 'Busca das Joias', moves: 'Jogadas', goals: 'Metas', lives: 'Vidas', levelDone: 'Nível {n} concluído! Bônus +{b}', outOfMoves: 'Acabaram as jogadas!', retry: 'De novo: restam {n} vidas', lost: 'Suas jogadas acabaram no nível {n}.', allDone: 'Você venceu os 16 níveis!', shuffle: 'Sem jogadas: embaralhando!', combo: 'Combo ×{n}' },
  ar: { title: 'رحلة الجواهر', moves: 'الحركات', goals: 'الأهداف', lives: 'المحاولات', levelDone: 'اكتمل المستوى {n}! مكافأة +{b}', outOfMoves: 'نفدت الحركات!', retry: 'حاول مجددًا: تبقّى {n} محاولات', lost: 'نفدت حركاتك في المستوى {n}.', allDone: 'أنهيت المستويات الـ16 كلها!', shuffle: 'لا حركات متاحة: إعادة خلط!', combo: 'سلسلة ×{n}' },
};

/** @type {Board} */
let board = [];
let levelNo = 1;
let movesLeft = 0;
let colors = 5;
/** @type {number[]} */
let collected = [];
let lives = LIVES;
/** idle | swap | back | clear | fall | won | lost | over */
let phase = 'idle';
let t = 0;
let step = 0;
let maxCombo = 0;
let idleFor = 0;
let banner = '';
/** @type {[Pos, Pos] | null} */
let swapPair = null;
/** @type {{board: Board, stats: StepStats} | null} */
let clearing = null;
/** @type {Map<number, {fromR: number, toR: number}>} */
let falling = new Map();
let fallDur = 0.1;
/** @type {Pos | null} */
let selected = null;
/** @type {Pos | null} */
let downCell = null;
let cursor = { r: 4, c: 3, visible: false };
let showHint = false;
/** @type {{x: number, y: number, vx: number, vy: number, life: number, color: string}[]} */
let sparks = [];
/** @type {{x: number, y: number, text: string, t: number, color: string}[]} */
let popups = [];
/** @type {HTMLCanvasElement[]} */
let sprites = [];

const gx = (/** @type {number} */ c) => BX + c * CELL;
const gy = (/** @type {number} */ r) => BY + r * CELL;
const level = () => /** @type {import('./logic.js').Level} */ (LEVELS[levelNo - 1]);

/** @param {CanvasRenderingContext2D} g @param {number} k @param {number} s */
function gemPath(g, k, s) {
  g.beginPath();
  /** @param {number} n @param {number} r @param {number} rot */
  const poly = (n, r, rot) => { for (let i = 0; i < n; i++) { const a = rot + (i / n) * Math.PI * 2; g.lineTo(Math.cos(a) * r, Math.sin(a) * r); } };
  if (k === 0) poly(8, s, Math.PI / 8);
  else if (k === 1) poly(4, s * 1.05, 0);
  else if (k === 2) poly(3, s * 1.05, -Math.PI / 2);
  else if (k === 3) { const w = s * 0.72; const h = s * 0.95; const cut = s * 0.3; g.moveTo(-w + cut, -h); g.lineTo(w - cut, -h); g.lineTo(w, -h + cut); g.lineTo(w, h - cut); g.lineTo(w - cut, h); g.lineTo(-w + cut, h); g.lineTo(-w, h - cut); g.lineTo(-w, -h + cut); }
  else if (k === 4) g.arc(0, 0, s * 0.92, 0, Math.PI * 2);
  else poly(6, s, 0);
  g.closePath();
}

/** Faceted gems, one sprite per colour at double resolution. */
function makeSprites() {
  sprites = HUES.map((hue, k) => {
    const cv = document.createElement('canvas');
    cv.width = CELL * 2;
    cv.height = CELL * 2;
    const g = /** @type {CanvasRenderingContext2D} */ (cv.getContext('2d'));
    g.scale(2, 2);
    g.translate(CELL / 2, CELL / 2 + (k === 2 ? 4 : 0));
    const s = CELL * 0.4;
    const grad = g.createLinearGradient(-s, -s, s, s);
    grad.addColorStop(0, `hsl(${hue} 95% 74%)`);
    grad.addColorStop(0.5, `hsl(${hue} 85% 54%)`);
    grad.addColorStop(1, `hsl(${hue} 85% 32%)`);
    g.fillStyle = grad;
    gemPath(g, k, s);
    g.fill();
    g.strokeStyle = `hsl(${hue} 90% 20% / 0.7)`;
    g.lineWidth = 2;
    g.stroke();
    // Table facet: the same outline, smaller and lighter.
    g.save();
    g.scale(0.55, 0.55);
    gemPath(g, k, s);
    g.restore();
    g.fillStyle = `hsl(${hue} 100% 80% / 0.55)`;
    g.fill();
    g.fillStyle = 'rgba(255,255,255,0.6)';
    g.beginPath();
    g.ellipse(-s * 0.32, -s * 0.42, s * 0.22, s * 0.1, -0.6, 0, Math.PI * 2);
    g.fill();
    return cv;
  });
}

/** @param {CanvasRenderingContext2D} g @param {Gem} gm @param {number} cx @param {number} cy @param {number} scale @param {number} clock */
function drawGem(g, gm, cx, cy, scale, clock) {
  if (scale <= 0.02) return;
  if (gm.s === RAINBOW) {
    const s = CELL * 0.36 * scale;
    for (let i = 0; i < 6; i++) {
      g.fillStyle = `hsl(${(HUES[i] ?? 0) + clock * 80} 90% 60%)`;
      g.beginPath();
      g.moveTo(cx, cy);
      g.arc(cx, cy, s, (i / 6) * Math.PI * 2 + clock * 2, ((i + 1) / 6) * Math.PI * 2 + clock * 2);
      g.fill();
    }
    g.fillStyle = '#fff';
    g.beginPath();
    g.arc(cx, cy, s * 0.38, 0, Math.PI * 2);
    g.fill();
    return;
  }
  const sp = sprites[gm.c];
  if (sp) g.drawImage(sp, cx - (CELL / 2) * scale, cy - (CELL / 2) * scale, CELL * scale, CELL * scale);
  if (gm.s === LINE_H || gm.s === LINE_V) {
    g.strokeStyle = 'rgba(255,255,255,0.95)';
    g.lineWidth = 3;
    const L = CELL * 0.3 * scale;
    for (const o of [-8, 0, 8]) {
      g.beginPath();
      if (gm.s === LINE_H) { g.moveTo(cx - L, cy + o * scale); g.lineTo(cx + L, cy + o * scale); } else { g.moveTo(cx + o * scale, cy - L); g.lineTo(cx + o * scale, cy + L); }
      g.stroke();
    }
  } else if (gm.s === BOMB) {
    const p = 0.5 + 0.5 * Math.sin(clock * 6);
    g.strokeStyle = `rgba(255,240,180,${0.5 + p * 0.5})`;
    g.lineWidth = 3;
    g.beginPath();
    g.arc(cx, cy, CELL * (0.4 + p * 0.04) * scale, 0, Math.PI * 2);
    g.stroke();
    g.fillStyle = '#20132e';
    g.beginPath();
    g.arc(cx, cy, CELL * 0.11 * scale, 0, Math.PI * 2);
    g.fill();
  }
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} layers */
function drawIce(g, x, y, layers) {
  g.fillStyle = layers > 1 ? 'rgba(205,236,255,0.55)' : 'rgba(205,236,255,0.32)';
  roundRect(g, x + 3, y + 3, CELL - 6, CELL - 6, 10);
  g.fill();
  g.strokeStyle = layers > 1 ? 'rgba(255,255,255,0.95)' : 'rgba(255,255,255,0.7)';
  g.lineWidth = layers > 1 ? 4 : 2;
  g.stroke();
  g.strokeStyle = 'rgba(255,255,255,0.55)';
  g.lineWidth = 2;
  g.beginPath();
  g.moveTo(x + 12, y + CELL - 20);
  g.lineTo(x + 24, y + CELL - 32);
  g.moveTo(x + CELL - 26, y + 14);
  g.lineTo(x + CELL - 14, y + 26);
  g.stroke();
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y */
function drawChain(g, x, y) {
  g.lineWidth = 3;
  for (const [x0, y0, x1, y1] of [[x + 6, y + 6, x + CELL - 6, y + CELL - 6], [x + CELL - 6, y + 6, x + 6, y + CELL - 6]]) {
    const n = 5;
    for (let i = 0; i < n; i++) {
      const px = /** @type {number} */ (x0) + ((/** @type {number} */ (x1) - /** @type {number} */ (x0)) * (i + 0.5)) / n;
      const py = /** @type {number} */ (y0) + ((/** @type {number} */ (y1) - /** @type {number} */ (y0)) * (i + 0.5)) / n;
      g.strokeStyle = '#2a2d38';
      g.beginPath();
      g.ellipse(px, py, 7, 4.5, Math.atan2(/** @type {number} */ (y1) - /** @type {number} */ (y0), /** @type {number} */ (x1) - /** @type {number} */ (x0)) + (i % 2 ? Math.PI / 2 : 0), 0, Math.PI * 2);
      g.stroke();
      g.strokeStyle = '#c9ceda';
      g.lineWidth = 2;
      g.stroke();
      g.lineWidth = 3;
    }
  }
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} hits */
function drawStone(g, x, y, hits) {
  const grad = g.createLinearGradient(x, y, x, y + CELL);
  grad.addColorStop(0, hits > 1 ? '#7d7f8f' : '#a3a5b3');
  grad.addColorStop(1, hits > 1 ? '#3e404d' : '#5f6170');
  g.fillStyle = grad;
  g.beginPath();
  g.moveTo(x + 8, y + 4);
  g.lineTo(x + CELL - 10, y + 3);
  g.lineTo(x + CELL - 3, y + 14);
  g.lineTo(x + CELL - 4, y + CELL - 8);
  g.lineTo(x + CELL - 14, y + CELL - 3);
  g.lineTo(x + 6, y + CELL - 5);
  g.lineTo(x + 3, y + 16);
  g.closePath();
  g.fill();
  g.strokeStyle = 'rgba(20,20,30,0.6)';
  g.lineWidth = 2;
  g.stroke();
  g.beginPath();
  g.moveTo(x + 20, y + 14);
  g.lineTo(x + 30, y + 30);
  g.lineTo(x + 24, y + 46);
  g.moveTo(x + 30, y + 30);
  g.lineTo(x + 46, y + 34);
  g.stroke();
  if (hits > 1) {
    g.strokeStyle = 'rgba(255,210,120,0.8)';
    g.lineWidth = 3;
    g.strokeRect(x + 10, y + 10, CELL - 20, CELL - 20);
  }
}

/** @param {Kit} kit @param {number} n */
function startLevel(kit, n) {
  levelNo = n;
  const lv = level();
  colors = lv.colors;
  movesLeft = lv.moves;
  collected = Array.from({ length: colors }, () => 0);
  board = fromMap(lv.map, colors, kit.random);
  phase = 'idle';
  t = 0;
  selected = null;
  swapPair = null;
  clearing = null;
  falling = new Map();
  idleFor = 0;
  showHint = false;
  kit.setLevel(n);
  kit.setStat('lives', '♥'.repeat(lives));
}

/** @param {number} x @param {number} y @returns {Pos | null} */
function cellAtPoint(x, y) {
  const c = Math.floor((x - BX) / CELL);
  const r = Math.floor((y - BY) / CELL);
  return r >= 0 && c >= 0 && r < N && c < N ? { r, c } : null;
}

/** @param {Kit} kit @param {Pos} a @param {Pos} b */
function trySwap(kit, a, b) {
  if (phase !== 'idle' || !adjacent(a, b)) return;
  selected = null;
  if (!canMove(cellAt(board, a.r, a.c)) || !canMove(cellAt(board, b.r, b.c))) {
    kit.sound.tone({ freq: 150, dur: 0.08, type: 'square', vol: 0.07 });
    return;
  }
  swapPair = [a, b];
  phase = 'swap';
  t = 0;
  idleFor = 0;
  showHint = false;
  kit.sound.tone({ freq: 420, to: 540, dur: 0.06, type: 'triangle', vol: 0.1 });
}

/** @param {Kit} kit */
function afterSwap(kit) {
  const [a, b] = /** @type {[Pos, Pos]} */ (swapPair);
  if (!isValidSwap(board, a, b)) {
    phase = 'back';
    t = 0;
    kit.sound.tone({ freq: 200, to: 150, dur: 0.1, type: 'sine', vol: 0.12 });
    return;
  }
  movesLeft--;
  board = swapped(board, a, b);
  step = 0;
  const special = specialSwap(board, a, b, colors);
  if (special) kit.sound.jingle([784, 988, 1175, 1568]);
  const res = special ?? clearMatches(board, colors, [a, b]);
  swapPair = null;
  if (res) beginClear(kit, res);
  else phase = 'idle';
}

/** @param {Kit} kit @param {{board: Board, stats: StepStats}} res */
function beginClear(kit, res) {
  step++;
  maxCombo = Math.max(maxCombo, step);
  clearing = res;
  phase = 'clear';
  t = 0;
  const st = res.stats;
  st.collected.forEach((n, k) => { collected[k] = (collected[k] ?? 0) + n; });
  const pts = gemPoints(st.cleared.length, step) + blockerPoints(st);
  kit.addScore(pts);
  let sx = 0;
  let sy = 0;
  for (const p of st.cleared) {
    const x = gx(p.c) + CELL / 2;
    const y = gy(p.r) + CELL / 2;
    sx += x;
    sy += y;
    if (!kit.reducedMotion) {
      const hue = p.gem.c >= 0 ? HUES[p.gem.c] ?? 0 : 50;
      for (let i = 0; i < 4; i++) {
        const a = Math.random() * Math.PI * 2;
        const v = 60 + Math.random() * 170;
        sparks.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v - 60, life: 0.6, color: `hsl(${hue} 90% 68%)` });
      }
    }
  }
  const n = st.cleared.length || 1;
  if (st.cleared.length) popups.push({ x: sx / n, y: sy / n, text: `+${kit.fmt(pts)}`, t: 0, color: step > 1 ? '#ffe066' : '#ffffff' });
  if (step > 1) popups.push({ x: W / 2, y: BY + N * CELL * 0.45, text: kit.t('combo', { n: step }), t: 0, color: '#ff9ee6' });
  kit.sound.tone({ freq: 440 * 1.18 ** Math.min(step, 10), to: 660 * 1.18 ** Math.min(step, 10), dur: 0.12, type: 'triangle', vol: 0.16 });
  if (st.ice || st.stones || st.chains) kit.sound.noise({ dur: 0.18, vol: 0.12, freq: st.stones ? 700 : 4000 });
  if (st.created.length) kit.sound.tone({ freq: 880, to: 1760, dur: 0.2, type: 'sine', vol: 0.12, delay: 0.08 });
}

/** @param {Kit} kit */
function afterClear(kit) {
  const res = collapse(/** @type {{board: Board}} */ (clearing).board, kit.random, colors);
  clearing = null;
  board = res.board;
  falling = new Map(res.falls.map((f) => [f.id, { fromR: f.fromR, toR: f.toR }]));
  fallDur = kit.reducedMotion ? 0.01 : Math.max(0.12, Math.max(0, ...res.falls.map((f) => f.toR - f.fromR)) * FALL_T);
  phase = 'fall';
  t = 0;
}

/** @param {Kit} kit */
function afterFall(kit) {
  falling.clear();
  const res = clearMatches(board, colors);
  if (res) { beginClear(kit, res); return; }
  phase = 'idle';
  idleFor = 0;
  if (goalsMet(remaining(level().goals, collected, board))) {
    const bonus = levelBonus(movesLeft);
    kit.addScore(bonus);
    banner = kit.t('levelDone', { n: kit.fmt(levelNo), b: kit.fmt(bonus) });
    phase = 'won';
    t = 0;
    kit.sound.jingle([523, 659, 784, 1047, 1319]);
  } else if (movesLeft <= 0) {
    phase = 'lost';
    t = 0;
    kit.sound.tone({ freq: 300, to: 120, dur: 0.4, type: 'sawtooth', vol: 0.14 });
  } else if (!findMove(board)) {
    board = reshuffle(board, kit.random, colors);
    kit.toast(kit.t('shuffle'));
    kit.sound.noise({ dur: 0.4, vol: 0.12, freq: 3000 });
  }
}

/** @param {Kit} kit @param {Pos} p @param {import('../kit/kit.js').Dir} d */
function swapDir(kit, p, d) {
  const q = { r: p.r + (d === 'down' ? 1 : d === 'up' ? -1 : 0), c: p.c + (d === 'right' ? 1 : d === 'left' ? -1 : 0) };
  if (q.r >= 0 && q.c >= 0 && q.r < N && q.c < N) trySwap(kit, p, q);
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawPanel(g, k) {
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.direction = canvasDir(k);
  g.fillStyle = '#e6e9ff';
  g.font = '800 24px system-ui, sans-serif';
  g.fillText(`${k.t('level')} ${k.fmt(levelNo)} / ${k.fmt(LEVELS.length)}`, W / 2, 26);
  g.fillStyle = 'rgba(0,0,0,0.3)';
  roundRect(g, BX - 6, 50, N * CELL + 12, 130, 18);
  g.fill();
  // Moves left, big, on the start side.
  const mx = k.dir === 'rtl' ? W - BX - 66 : BX + 66;
  g.fillStyle = movesLeft <= 3 ? '#ff8a8a' : '#ffffff';
  g.font = '900 52px system-ui, sans-serif';
  g.direction = 'ltr';
  g.fillText(k.fmt(movesLeft), mx, 112);
  g.direction = canvasDir(k);
  g.fillStyle = '#a3abcf';
  g.font = '700 16px system-ui, sans-serif';
  g.fillText(k.t('moves'), mx, 154);
  // Goals, one box each.
  const rem = remaining(level().goals, collected, board);
  /** @type {{draw: (x: number, y: number) => void, left: number}[]} */
  const items = [];
  for (const [kind, left] of Object.entries(rem.collect)) items.push({ left, draw: (x, y) => { const sp = sprites[Number(kind)]; if (sp) g.drawImage(sp, x - 26, y - 26, 52, 52); } });
  if (level().goals.ice) items.push({ left: rem.ice, draw: (x, y) => { g.save(); g.translate(x - CELL / 2, y - CELL / 2); g.scale(1, 1); drawIce(g, 8, 8, 2); g.restore(); } });
  if (level().goals.stones) items.push({ left: rem.stones, draw: (x, y) => { g.save(); g.translate(x - 22, y - 22); g.scale(44 / CELL, 44 / CELL); drawStone(g, 0, 0, 1); g.restore(); } });
  const area0 = k.dir === 'rtl' ? BX + 10 : BX + 140;
  const area1 = k.dir === 'rtl' ? W - BX - 140 : W - BX - 10;
  const slot = (area1 - area0) / Math.max(1, items.length);
  items.forEach((it, i) => {
    const x = area0 + slot * (i + 0.5);
    it.draw(x, 100);
    g.direction = 'ltr';
    if (it.left === 0) {
      g.fillStyle = '#7dff9b';
      g.font = '900 30px system-ui, sans-serif';
      g.fillText('✓', x, 152);
    } else {
      g.fillStyle = '#ffffff';
      g.font = '800 24px system-ui, sans-serif';
      g.fillText(k.fmt(it.left), x, 152);
    }
  });
  g.direction = 'ltr';
}

const kit = createGame({
  id: 39,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'lives', label: 'lives' }],
  reset(k) {
    if (!sprites.length) makeSprites();
    lives = LIVES;
    sparks = [];
    popups = [];
    maxCombo = 0;
    cursor = { r: 4, c: 3, visible: false };
    startLevel(k, 1);
  },
  update(dt, k) {
    t += dt;
    popups = popups.filter((p) => (p.t += dt) < 0.9);
    sparks = sparks.filter((p) => { p.x += p.vx * dt; p.y += p.vy * dt; p.vy += 400 * dt; return (p.life -= dt) > 0; });
    const fast = k.reducedMotion ? 0.4 : 1;
    if (phase === 'idle') {
      idleFor += dt;
      if (idleFor > 8) showHint = true;
    } else if (phase === 'swap' && t >= SWAP_T * fast) afterSwap(k);
    else if (phase === 'back' && t >= SWAP_T * fast) { phase = 'idle'; swapPair = null; }
    else if (phase === 'clear' && t >= CLEAR_T * fast) afterClear(k);
    else if (phase === 'fall' && t >= fallDur) afterFall(k);
    else if (phase === 'won' && t >= 1.8) {
      if (levelNo >= LEVELS.length) {
        phase = 'over';
        k.gameOver({ win: true, message: k.t('allDone') });
      } else {
        startLevel(k, levelNo + 1);
        k.toast(`${k.t('level')} ${k.fmt(levelNo)}`);
      }
    } else if (phase === 'lost' && t >= 1.4) {
      lives--;
      k.setStat('lives', lives > 0 ? '♥'.repeat(lives) : '0');
      if (lives <= 0) {
        phase = 'over';
        k.gameOver({ message: k.t('lost', { n: k.fmt(levelNo) }) });
      } else {
        startLevel(k, levelNo);
        k.toast(k.t('retry', { n: k.fmt(lives) }));
      }
    }
  },
  onPointer(kind, p) {
    if (kind === 'down') downCell = cellAtPoint(p.x, p.y);
  },
  onSwipe(d, k) {
    if (downCell) swapDir(k, downCell, d);
    downCell = null;
  },
  onTap(p, k) {
    const cell = cellAtPoint(p.x, p.y);
    cursor.visible = false;
    if (!cell || phase !== 'idle') return;
    if (selected && adjacent(selected, cell)) trySwap(k, selected, cell);
    else if (selected && selected.r === cell.r && selected.c === cell.c) selected = null;
    else if (canMove(cellAt(board, cell.r, cell.c))) {
      selected = cell;
      k.sound.blip(700);
    } else {
      selected = null;
      k.sound.tone({ freq: 150, dur: 0.06, type: 'square', vol: 0.06 });
    }
  },
  onKey(code, k) {
    const d = keyDir(code);
    if (d) {
      if (selected && cursor.visible) {
        swapDir(k, selected, d);
        selected = null;
      } else {
        if (cursor.visible) {
          cursor.r = Math.max(0, Math.min(N - 1, cursor.r + (d === 'down' ? 1 : d === 'up' ? -1 : 0)));
          cursor.c = Math.max(0, Math.min(N - 1, cursor.c + (d === 'right' ? 1 : d === 'left' ? -1 : 0)));
        }
        cursor.visible = true;
      }
      return true;
    }
    if (code === 'Space' || code === 'Enter') {
      cursor.visible = true;
      if (selected) selected = null;
      else if (canMove(cellAt(board, cursor.r, cursor.c))) selected = { r: cursor.r, c: cursor.c };
      return true;
    }
    if (code === 'KeyH') { showHint = true; return true; }
    return false;
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, W, H);
    bg.addColorStop(0, '#1e1850');
    bg.addColorStop(1, '#3a1236');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    drawPanel(g, k);
    const view = clearing ? clearing.board : board;
    // Cell floors.
    for (let r = 0; r < N; r++) {
      for (let c = 0; c < N; c++) {
        const x = cellAt(view, r, c);
        if (!x || x.hole) continue;
        g.fillStyle = (r + c) % 2 ? 'rgba(255,255,255,0.07)' : 'rgba(255,255,255,0.12)';
        roundRect(g, gx(c) + 1, gy(r) + 1, CELL - 2, CELL - 2, 10);
        g.fill();
      }
    }
    const hint = showHint && phase === 'idle' && k.screen === 'playing' ? findMove(board) : null;
    for (const h of hint ?? []) {
      g.strokeStyle = `rgba(255,224,102,${0.45 + 0.4 * Math.sin(k.clock * 6)})`;
      g.lineWidth = 4;
      roundRect(g, gx(h.c) + 3, gy(h.r) + 3, CELL - 6, CELL - 6, 11);
      g.stroke();
    }
    if (selected) {
      g.fillStyle = 'rgba(255,255,255,0.25)';
      roundRect(g, gx(selected.c) + 2, gy(selected.r) + 2, CELL - 4, CELL - 4, 11);
      g.fill();
    }
    g.save();
    g.beginPath();
    g.rect(BX, BY, N * CELL, N * CELL);
    g.clip();
    for (let r = 0; r < N; r++) {
      for (let c = 0; c < N; c++) {
        const x = cellAt(view, r, c);
        const gm = x?.gem;
        if (!gm) continue;
        let px = gx(c) + CELL / 2;
        let py = gy(r) + CELL / 2;
        if ((phase === 'swap' || phase === 'back') && swapPair) {
          const [a, b] = swapPair;
          let e = easeOutCubic(t / SWAP_T);
          if (phase === 'back') e = 1 - e;
          if (r === a.r && c === a.c) { px += (b.c - a.c) * CELL * e; py += (b.r - a.r) * CELL * e; }
          else if (r === b.r && c === b.c) { px += (a.c - b.c) * CELL * e; py += (a.r - b.r) * CELL * e; }
        }
        if (phase === 'fall') {
          const f = falling.get(gm.id);
          if (f) { const e = Math.min(1, t / fallDur) ** 2; py = gy(f.fromR + (f.toR - f.fromR) * e) + CELL / 2; }
        }
        const created = clearing?.stats.created.some((q) => q.r === r && q.c === c);
        drawGem(g, gm, px, py, created ? Math.min(1, t / CLEAR_T) : 1, k.clock);
      }
    }
    if (clearing) {
      const e = Math.min(1, t / CLEAR_T);
      const sc = e < 0.3 ? 1 + e : Math.max(0, 1.3 - (e - 0.3) * 1.9);
      g.globalAlpha = 1 - e * 0.5;
      for (const p of clearing.stats.cleared) drawGem(g, p.gem.s === RAINBOW ? p.gem : { ...p.gem, s: PLAIN }, gx(p.c) + CELL / 2, gy(p.r) + CELL / 2, sc, k.clock);
      g.globalAlpha = 1;
    }
    g.restore();
    // Blockers over the gems.
    for (let r = 0; r < N; r++) {
      for (let c = 0; c < N; c++) {
        const x = cellAt(view, r, c);
        if (!x || x.hole) continue;
        if (x.ice) drawIce(g, gx(c), gy(r), x.ice);
        if (x.chain && x.gem) drawChain(g, gx(c), gy(r));
        if (x.stone) drawStone(g, gx(c), gy(r), x.stone);
      }
    }
    if (cursor.visible && k.screen === 'playing') {
      g.strokeStyle = selected ? '#ff9ee6' : '#ffe066';
      g.lineWidth = 4;
      roundRect(g, gx(cursor.c) + 1, gy(cursor.r) + 1, CELL - 2, CELL - 2, 12);
      g.stroke();
    }
    for (const p of sparks) {
      g.globalAlpha = Math.max(0, p.life / 0.6);
      g.fillStyle = p.color;
      g.fillRect(p.x - 2.5, p.y - 2.5, 5, 5);
    }
    g.globalAlpha = 1;
    g.font = '800 30px system-ui, sans-serif';
    for (const p of popups) {
      g.globalAlpha = Math.max(0, 1 - p.t / 0.9);
      g.fillStyle = p.color;
      g.strokeStyle = 'rgba(0,0,0,0.5)';
      g.lineWidth = 4;
      g.direction = /^\+/.test(p.text) ? 'ltr' : canvasDir(k);
      g.strokeText(p.text, p.x, p.y - p.t * 50);
      g.fillText(p.text, p.x, p.y - p.t * 50);
    }
    g.globalAlpha = 1;
    if (phase === 'won' || phase === 'lost') {
      g.direction = canvasDir(k);
      g.fillStyle = 'rgba(10,10,30,0.72)';
      g.fillRect(0, BY + N * CELL / 2 - 50, W, 100);
      g.fillStyle = phase === 'won' ? '#7dff9b' : '#ff8a8a';
      g.font = '800 30px system-ui, sans-serif';
      g.fillText(phase === 'won' ? banner : k.t('outOfMoves'), W / 2, BY + N * CELL / 2, W - 40);
    }
    g.direction = 'ltr';
  },
  state() {
    const rem = remaining(level().goals, collected, board);
    return {
      board: show(board),
      phase,
      movesLeft,
      lives,
      colors,
      goals: rem,
      collected: collected.slice(),
      selected,
      cursor: { r: cursor.r, c: cursor.c },
      hint: phase === 'idle' ? findMove(board) : null,
      ice: board.reduce((s, row) => s + row.reduce((n, x) => n + x.ice, 0), 0),
      stones: board.reduce((s, row) => s + row.filter((x) => x.stone > 0).length, 0),
      chains: board.reduce((s, row) => s + row.filter((x) => x.chain > 0).length, 0),
      specials: board.reduce((s, row) => s + row.filter((x) => x.gem && x.gem.s !== PLAIN).length, 0),
      maxCombo,
    };
  },
  demo(k) {
    // Level 15 a few moves in: ice, stones and chains on the board, specials ready, a gem picked.
    lives = LIVES;
    startLevel(k, 15);
    for (let i = 0; i < 4; i++) {
      const m = findMove(board);
      if (!m) break;
      const res = resolveTurn(board, m[0], m[1], k.random, colors);
      if (!res) break;
      board = res.board;
      for (const st of res.steps) st.collected.forEach((n, c) => { collected[c] = (collected[c] ?? 0) + n; });
      k.addScore(res.points);
      movesLeft--;
    }
    for (const [r, c, s] of [[2, 3, LINE_H], [6, 4, BOMB], [4, 0, RAINBOW], [5, 6, LINE_V]]) {
      const x = cellAt(board, /** @type {number} */ (r), /** @type {number} */ (c));
      if (x && x.gem && !x.chain) x.gem = gem(x.gem.c < 0 ? 0 : x.gem.c, /** @type {number} */ (s));
    }
    selected = { r: 3, c: 4 };
    phase = 'idle';
  },
});

kit.setStat('lives', '♥'.repeat(LIVES));

export default kit;
