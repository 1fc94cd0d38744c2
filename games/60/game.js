// @ts-check
import { createGame, roundRect, easeOutCubic } from '../kit/kit.js';
import { LEVELS, SIZE, EXIT_ROW, RED, parseLevel, toLevel, occupancy, slideRange, slide, isSolved, solve, stars, levelScore, record } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Vehicle} Vehicle */
/** @typedef {import('./logic.js').Step} Step */

const W = 600;
const H = 800;
const CELL = 84;
// Off-centre to the left: the exit and its sign need the room on the right.
const BX = 30;
const BY = 150;
const BOARD = CELL * SIZE;
const SLIDE_T = 0.13;
const UNLOCK_KEY = 'gamekit:60:unlocked';

const strings = {
  'zh-CN': { title: '挪车出库', levelLine: '第 {l}/{n} 关', movesLine: '步数 {m} · 最少 {o}', moves: '步数', undo: '撤销', retry: '重来', hint: '提示', exit: '出口', help: '沿车道推动车辆让出通路，把红色小车从右侧出口开出去。', solved: '{m} 步开出（最少 {o} 步）。', perfect: '完美！', allDone: '{n} 个停车场全部通关！', locked: '先通过这一关才能解锁下一关' },
  en: { title: 'Unblock Car', levelLine: 'Level {l}/{n}', movesLine: 'Moves {m} · minimum {o}', moves: 'Moves', undo: 'Undo', retry: 'Retry', hint: 'Hint', exit: 'EXIT', help: 'Slide the cars along their lanes to clear a path, then drive the red car out of the exit on the right.', solved: 'Out in {m} moves (minimum {o}).', perfect: 'Perfect!', allDone: 'All {n} car parks cleared!', locked: 'Solve this level to unlock the next one' },
  ja: { title: 'パーキング脱出', levelLine: 'レベル {l}/{n}', movesLine: '{m} 手 · 最短 {o} 手', moves: '手数', undo: '戻す', retry: 'やり直し', hint: 'ヒント', exit: '出口', help: '車を車線に沿ってスライドさせて道を空け、赤い車を右の出口から出そう。', solved: '{m} 手で脱出（最短 {o} 手）。', perfect: 'パーフェクト！', allDone: '{n} か所の駐車場をすべてクリア！', locked: 'このレベルをクリアすると次が解放されます' },
  es: { title: 'Desbloquea el coche', levelLine: 'Nivel {l}/{n}', movesLine: 'Jugadas {m} · mínimo {o}', moves: 'Jugadas', undo: 'Deshacer', retry: 'Reintentar', hint: 'Pista', exit: 'SALIDA', help: 'Desliza los coches por sus carriles para abrir paso y saca el coche rojo por la salida de la derecha.', solved: 'Fuera en {m} jugadas (mínimo {o}).', perfect: '¡Perfecto!', allDone: '¡Los {n} aparcamientos despejados!', locked: 'Resuelve este nivel para desbloquear el siguiente' },
  de: { title: 'Ausparken', levelLine: 'Stufe {l}/{n}', movesLine: 'Züge {m} · Minimum {o}', moves: 'Züge', undo: 'Zurück', retry: 'Neu', hint: 'Tipp', exit: 'AUSFAHRT', help: 'Schiebe die Autos in ihren Spuren zur Seite und fahre das rote Auto rechts durch die Ausfahrt.', solved: 'Draußen in {m} Zügen (Minimum {o}).', perfect: 'Perfekt!', allDone: 'Alle {n} Parkplätze geräumt!', locked: 'Löse diese Stufe, um die nächste freizuschalten' },
  fr: { title: 'Sortie de parking', levelLine: 'Niveau {l}/{n}', movesLine: 'Coups {m} · minimum {o}', moves: 'Coups', undo: 'Annuler', retry: 'Rejouer', hint: 'Indice', exit: 'SORTIE', help: 'Faites glisser les voitures dans leur file pour dégager la route, puis sortez la voiture rouge par la sortie à droite.', solved: 'Sortie en {m} coups (minimum {o}).', perfect: 'Parfait\u00a0!', allDone: 'Les {n} parkings sont dégagés\u00a0!', locked: 'Résolvez ce niveau pour débloquer le suivant' },
  'pt-BR': { title: 'Desbloqueie o Carro', levelLine: 'Nível {l}/{n}', movesLine: 'Jogadas {m} · mínimo {o}', moves: 'Jogadas', undo: 'Desfazer', retry: 'Recomeçar', hint: 'Dica', exit: 'SAÍDA', help: 'Deslize os carros pelas faixas para abrir caminho e tire o carro vermelho pela saída à direita.', solved: 'Saiu em {m} jogadas (mínimo {o}).', perfect: 'Perfeito!', allDone: 'Todos os {n} estacionamentos liberados!', locked: 'Resolva este nível para liberar o próximo' },
  ar: { title: 'حرّر السيارة', levelLine: 'المستوى {l}/{n}', movesLine: 'الحركات {m} · الحد الأدنى {o}', moves: 'الحركات', undo: 'تراجع', retry: 'إعادة', hint: 'تلميح', exit: 'خروج', help: 'حرّك السيارات في مساراتها لفتح الطريق، ثم أخرج السيارة الحمراء من المخرج على اليمين.', solved: 'خرجت في {m} حركة (الحد الأدنى {o}).', perfect: 'ممتاز!', allDone: 'أُخليت كل المواقف الـ{n}!', locked: 'حُلّ هذا المستوى لفتح المستوى التالي' },
};

const PALETTE = ['#4fd8ff', '#ffd35c', '#7dff9b', '#b48cff', '#ff9f43', '#5c7cff', '#ff6bd6', '#2ee6c5', '#c7e85a', '#8fd3ff', '#e6a4ff', '#f5c26b', '#6be08f', '#ffb3c7', '#a0b4ff'];

let levelNo = 1;
let unlocked = 1;
/** @type {Vehicle[]} */
let vs = [];
/** @type {Vehicle[]} */
let startVs = [];
/** @type {Step[]} */
let history = [];
let hints = 0;
let hintKey = '';
/** @type {{i: number, delta: number, until: number} | null} */
let hintShown = null;
let selected = 0;
/** @type {{i: number, pos0: number, grab: number, offset: number, min: number, max: number} | null} */
let drag = null;
/** @type {Map<number, {from: number, t: number}>} */
let anims = new Map();
let solved = false;
let exitT = 0;
let nextPending = false;
let finished = false;

/** @param {Vehicle} v */
const posOf = (v) => (v.horiz ? v.col : v.row);

function loadUnlocked() {
  // LEVELS.length + 1 means every level has been solved.
  try { return Math.max(1, Math.min(LEVELS.length + 1, Number(localStorage.getItem(UNLOCK_KEY)) || 1)); } catch { return 1; }
}

/** @param {number} n */
function saveUnlocked(n) {
  try { localStorage.setItem(UNLOCK_KEY, String(n)); } catch { /* private mode */ }
}

/** @param {Kit} k @param {number} n */
function loadLevel(k, n) {
  levelNo = n;
  const lv = /** @type {{board: string, optimal: number}} */ (LEVELS[n - 1]);
  vs = parseLevel(lv.board);
  startVs = vs;
  history = [];
  hints = 0;
  hintKey = '';
  hintShown = null;
  selected = 0;
  drag = null;
  anims = new Map();
  solved = false;
  exitT = 0;
  nextPending = false;
  k.setLevel(n);
  k.setStat('moves', 0);
}

const optimal = () => /** @type {{optimal: number}} */ (LEVELS[levelNo - 1]).optimal;

/** @param {Kit} k */
function buzz(k) {
  k.sound.tone({ freq: 140, dur: 0.07, type: 'square', vol: 0.06 });
}

/**
 * Slides vehicle i by delta; `fromPos` is where it is drawn now (a drag may leave it between cells).
 * @param {Kit} k @param {number} i @param {number} delta @param {number} [fromPos]
 */
function move(k, i, delta, fromPos) {
  if (solved) return false;
  const v = /** @type {Vehicle} */ (vs[i]);
  const next = slide(vs, i, delta);
  if (!next) { buzz(k); return false; }
  const from = posOf(v);
  vs = next;
  history = record(history, i, from, from + delta);
  anims.set(i, { from: fromPos ?? from, t: k.reducedMotion ? SLIDE_T : 0 });
  k.setStat('moves', history.length);
  hintShown = null;
  k.sound.tone({ freq: v.id === RED ? 520 : 330 + (v.len === 3 ? -60 : 40), to: v.id === RED ? 700 : 260, dur: 0.07, type: 'triangle', vol: 0.12 });
  if (isSolved(vs)) onSolved(k);
  return true;
}

/** @param {Kit} k */
function onSolved(k) {
  solved = true;
  exitT = 0;
  selected = 0;
  const m = history.length;
  k.addScore(levelScore(optimal(), m, hints));
  if (levelNo >= unlocked) { unlocked = levelNo + 1; saveUnlocked(unlocked); }
  k.sound.tone({ freq: 300, to: 900, dur: 0.5, type: 'sawtooth', vol: 0.06 });
  k.sound.jingle([523, 659, 784, 1047]);
}

/** @param {Kit} k */
function undo(k) {
  if (solved) return;
  const last = history[history.length - 1];
  if (!last) { buzz(k); return; }
  const v = /** @type {Vehicle} */ (vs[last.i]);
  const cur = posOf(v);
  history = history.slice(0, -1);
  vs = vs.map((w, j) => (j !== last.i ? w : w.horiz ? { ...w, col: last.from } : { ...w, row: last.from }));
  anims.set(last.i, { from: cur, t: 0 });
  selected = last.i;
  hintShown = null;
  k.setStat('moves', history.length);
  k.sound.tone({ freq: 600, to: 400, dur: 0.07, type: 'sine', vol: 0.1 });
}

/** @param {Kit} k */
function retry(k) {
  if (solved) return;
  loadLevel(k, levelNo);
  k.sound.tone({ freq: 500, to: 300, dur: 0.12, type: 'triangle', vol: 0.1 });
}

/** @param {Kit} k */
function hint(k) {
  if (solved) return;
  const sol = solve(vs);
  const first = sol?.[0];
  if (!first) return;
  // Asking again in the same position is free.
  const key = toLevel(vs);
  if (key !== hintKey) { hints++; hintKey = key; }
  hintShown = { i: first[0], delta: first[1], until: k.clock + 3 };
  selected = first[0];
  k.sound.tone({ freq: 880, to: 1320, dur: 0.12, type: 'sine', vol: 0.1 });
}

/** @param {Kit} k @param {number} dir */
function changeLevel(k, dir) {
  if (solved) return;
  const n = levelNo + dir;
  if (n < 1 || n > LEVELS.length) return;
  if (n > unlocked) { k.toast(k.t('locked')); buzz(k); return; }
  loadLevel(k, n);
  k.sound.blip(dir > 0 ? 880 : 660);
}

/** Vehicle index at a board point, or -1. @param {number} x @param {number} y */
function vehicleAt(x, y) {
  const c = Math.floor((x - BX) / CELL);
  const r = Math.floor((y - BY) / CELL);
  if (r < 0 || c < 0 || r >= SIZE || c >= SIZE) return -1;
  return occupancy(vs)[r * SIZE + c] ?? -1;
}

/** Keyboard: the nearest vehicle in a direction from the selected one. @param {number} dx @param {number} dy */
function selectToward(dx, dy) {
  const centre = (/** @type {Vehicle} */ v) => ({ x: v.col + (v.horiz ? v.len / 2 : 0.5), y: v.row + (v.horiz ? 0.5 : v.len / 2) });
  const from = centre(/** @type {Vehicle} */ (vs[selected]));
  let best = -1;
  let bd = Infinity;
  vs.forEach((v, i) => {
    if (i === selected) return;
    const c = centre(v);
    const along = (c.x - from.x) * dx + (c.y - from.y) * dy;
    if (along <= 0.2) return;
    const side = Math.abs((c.x - from.x) * dy - (c.y - from.y) * dx);
    const d = along + side * 1.5;
    if (d < bd) { bd = d; best = i; }
  });
  if (best >= 0) selected = best;
}

/** @param {CanvasRenderingContext2D} g @param {Vehicle} v @param {number} pos @param {number} i @param {boolean} sel */
function drawVehicle(g, v, pos, i, sel) {
  const x = BX + (v.horiz ? pos : v.col) * CELL;
  const y = BY + (v.horiz ? v.row : pos) * CELL;
  const w = (v.horiz ? v.len : 1) * CELL;
  const h = (v.horiz ? 1 : v.len) * CELL;
  const inset = 6;
  const red = v.id === RED;
  const colour = red ? '#ff3b4e' : /** @type {string} */ (PALETTE[(i - 1) % PALETTE.length]);
  g.save();
  g.translate(x + w / 2, y + h / 2);
  if (!v.horiz) g.rotate(Math.PI / 2);
  // Drawn as if horizontal, nose to the right.
  const L = (v.horiz ? w : h) - inset * 2;
  const T = CELL - inset * 2;
  g.fillStyle = 'rgba(0,0,0,0.35)';
  roundRect(g, -L / 2 + 3, -T / 2 + 5, L, T, 16);
  g.fill();
  const body = g.createLinearGradient(0, -T / 2, 0, T / 2);
  body.addColorStop(0, colour);
  body.addColorStop(1, shade(colour));
  g.fillStyle = body;
  roundRect(g, -L / 2, -T / 2, L, T, 16);
  g.fill();
  if (sel) {
    g.strokeStyle = '#ffffff';
    g.lineWidth = 4;
    roundRect(g, -L / 2 - 2, -T / 2 - 2, L + 4, T + 4, 18);
    g.stroke();
  }
  // Wheels peeking out at the sides.
  g.fillStyle = '#15172a';
  const axles = v.len === 3 ? [-L / 2 + 22, -L / 2 + 58, L / 2 - 24] : [-L / 2 + 20, L / 2 - 20];
  for (const ax of axles) {
    roundRect(g, ax - 9, -T / 2 - 3, 18, 7, 3);
    g.fill();
    roundRect(g, ax - 9, T / 2 - 4, 18, 7, 3);
    g.fill();
  }
  if (v.len === 3) {
    // Truck: a cab at the front, a cargo box behind.
    g.fillStyle = 'rgba(255,255,255,0.18)';
    roundRect(g, -L / 2 + 8, -T / 2 + 8, L - 84, T - 16, 8);
    g.fill();
    g.fillStyle = 'rgba(0,0,0,0.18)';
    for (let s = -L / 2 + 22; s < L / 2 - 84; s += 18) g.fillRect(s, -T / 2 + 10, 3, T - 20);
    g.fillStyle = '#bfe9ff';
    roundRect(g, L / 2 - 40, -T / 2 + 10, 20, T - 20, 6);
    g.fill();
  } else {
    g.fillStyle = 'rgba(0,0,0,0.22)';
    roundRect(g, -L / 2 + 24, -T / 2 + 10, L - 50, T - 20, 10);
    g.fill();
    g.fillStyle = '#bfe9ff';
    roundRect(g, L / 2 - 32, -T / 2 + 12, 14, T - 24, 5);
    g.fill();
    roundRect(g, -L / 2 + 14, -T / 2 + 14, 9, T - 28, 4);
    g.fill();
  }
  g.fillStyle = '#fff6b0';
  g.beginPath();
  g.arc(L / 2 - 6, -T / 2 + 12, 4, 0, Math.PI * 2);
  g.arc(L / 2 - 6, T / 2 - 12, 4, 0, Math.PI * 2);
  g.fill();
  if (red) {
    g.fillStyle = 'rgba(255,255,255,0.85)';
    g.fillRect(-L / 2 + 6, -4, L - 44, 8);
  }
  g.restore();
}

/** A darker tone of a #rrggbb colour. @param {string} hex */
function shade(hex) {
  const n = parseInt(hex.slice(1), 16);
  const f = (/** @type {number} */ v) => Math.round(v * 0.55);
  return `rgb(${f(n >> 16)},${f((n >> 8) & 255)},${f(n & 255)})`;
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} r @param {boolean} on */
function star(g, x, y, r, on) {
  g.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    g.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
  }
  g.closePath();
  g.fillStyle = on ? '#ffd35c' : 'rgba(255,255,255,0.12)';
  g.fill();
}

/** @param {CanvasRenderingContext2D} g @param {string} text @param {number} x @param {number} y @param {number} maxW @param {number} lh */
function wrap(g, text, x, y, maxW, lh) {
  const spaced = text.includes(' ');
  const tokens = spaced ? text.split(' ') : [...text];
  /** @type {string[]} */
  const lines = [];
  let line = '';
  for (const t of tokens) {
    const attempt = line ? line + (spaced ? ' ' : '') + t : t;
    if (g.measureText(attempt).width > maxW && line) { lines.push(line); line = t; } else line = attempt;
  }
  if (line) lines.push(line);
  lines.forEach((l, i) => g.fillText(l, x, y + i * lh));
}

const kit = createGame({
  id: 60,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'moves', label: 'moves' }],
  controls: {
    layout: 'row',
    always: true,
    buttons: [
      { action: 'undo', label: '↶', title: 'undo', caption: 'undo' },
      { action: 'retry', label: '↺', title: 'retry' },
      { action: 'hint', label: '?', title: 'hint', caption: 'hint' },
    ],
  },
  reset(k) {
    unlocked = loadUnlocked();
    finished = false;
    // Continue from the furthest level reached; after the last one, start over.
    loadLevel(k, unlocked > LEVELS.length ? 1 : unlocked);
  },
  update(dt, k) {
    if (nextPending) {
      loadLevel(k, levelNo + 1);
      k.toast(k.t('levelLine', { l: k.fmt(levelNo), n: k.fmt(LEVELS.length) }));
      return;
    }
    for (const [i, a] of anims) if ((a.t += dt) >= SLIDE_T) anims.delete(i);
    if (hintShown && k.clock > hintShown.until) hintShown = null;
    if (solved && !finished) {
      exitT += dt / (k.reducedMotion ? 0.2 : 0.8);
      if (exitT >= 1) {
        const m = history.length;
        const o = optimal();
        const msg = `${k.t('solved', { m: k.fmt(m), o: k.fmt(o) })}${m <= o ? ` ${k.t('perfect')}` : ''} ${'★'.repeat(stars(m, o))}${'☆'.repeat(3 - stars(m, o))}`;
        if (levelNo >= LEVELS.length) {
          finished = true;
          k.gameOver({ win: true, message: `${msg} ${k.t('allDone', { n: k.fmt(LEVELS.length) })}` });
        } else {
          nextPending = true;
          k.win({ keepGoing: true, message: msg });
        }
      }
    }
  },
  onKey(code, k, e) {
    if (solved) return false;
    const v = /** @type {Vehicle} */ (vs[selected]);
    const dirs = /** @type {Record<string, [number, number]>} */ ({ ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0], KeyW: [0, -1], KeyS: [0, 1], KeyA: [-1, 0], KeyD: [1, 0] });
    const d = dirs[code];
    if (d) {
      const along = v.horiz ? d[0] : d[1];
      if (along) move(k, selected, along);
      else selectToward(d[0], d[1]);
      return true;
    }
    if (code === 'Tab' || code === 'Space') {
      selected = (selected + (e.shiftKey ? vs.length - 1 : 1)) % vs.length;
      k.sound.tone({ freq: 620, dur: 0.03, type: 'sine', vol: 0.05 });
      return true;
    }
    if (code === 'KeyU' || code === 'KeyZ' || code === 'Backspace') { undo(k); return true; }
    if (code === 'KeyR') { retry(k); return true; }
    if (code === 'KeyH') { hint(k); return true; }
    if (code === 'BracketLeft' || code === 'PageUp') { changeLevel(k, -1); return true; }
    if (code === 'BracketRight' || code === 'PageDown') { changeLevel(k, 1); return true; }
    return false;
  },
  onAction(action, k) {
    if (action === 'undo') undo(k);
    else if (action === 'retry') retry(k);
    else if (action === 'hint') hint(k);
  },
  onPointer(kind, p, k) {
    if (kind === 'down') {
      if (solved || !p.inside) return;
      if (p.y < 64) {
        if (p.x < 130) changeLevel(k, -1);
        else if (p.x > W - 130) changeLevel(k, 1);
        return;
      }
      const i = vehicleAt(p.x, p.y);
      if (i >= 0) {
        const v = /** @type {Vehicle} */ (vs[i]);
        const r = slideRange(vs, i);
        selected = i;
        anims.delete(i);
        drag = { i, pos0: posOf(v), grab: v.horiz ? p.x : p.y, offset: 0, min: r.min * CELL, max: r.max * CELL };
        return;
      }
      // A tap on an empty cell in the selected vehicle's lane slides it there when the way is clear.
      const c = Math.floor((p.x - BX) / CELL);
      const r = Math.floor((p.y - BY) / CELL);
      const v = vs[selected];
      if (!v || r < 0 || c < 0 || r >= SIZE || c >= SIZE) return;
      if (v.horiz ? r !== v.row : c !== v.col) return;
      const at = v.horiz ? c : r;
      const pos = posOf(v);
      const delta = at < pos ? at - pos : at - (pos + v.len - 1);
      const range = slideRange(vs, selected);
      if (delta >= range.min && delta <= range.max && delta !== 0) move(k, selected, delta);
      else buzz(k);
      return;
    }
    if (!drag) return;
    const v = /** @type {Vehicle} */ (vs[drag.i]);
    const along = v.horiz ? p.x : p.y;
    drag.offset = Math.max(drag.min, Math.min(drag.max, along - drag.grab));
    if (kind === 'up') {
      const d = drag;
      drag = null;
      const delta = Math.round(d.offset / CELL);
      const at = d.pos0 + d.offset / CELL;
      if (delta) move(k, d.i, delta, at);
      else if (Math.abs(d.offset) > 1) anims.set(d.i, { from: at, t: 0 });
    }
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, W, H);
    bg.addColorStop(0, '#161b3f');
    bg.addColorStop(1, '#2a1642');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillStyle = '#eef1ff';
    g.font = '800 32px system-ui, sans-serif';
    g.fillText(k.t('levelLine', { l: k.fmt(levelNo), n: k.fmt(LEVELS.length) }), W / 2, 36);
    // Level arrows (left = previous, right = next) keep their direction in every language.
    const canPrev = levelNo > 1;
    const canNext = levelNo < Math.min(unlocked, LEVELS.length);
    for (const [x, on, dir] of /** @type {[number, boolean, number][]} */ ([[64, canPrev, -1], [W - 64, canNext, 1]])) {
      g.fillStyle = on ? 'rgba(79,216,255,0.22)' : 'rgba(255,255,255,0.05)';
      roundRect(g, x - 34, 12, 68, 48, 16);
      g.fill();
      g.fillStyle = on ? '#4fd8ff' : 'rgba(255,255,255,0.2)';
      g.beginPath();
      g.moveTo(x + dir * 10, 36);
      g.lineTo(x - dir * 8, 24);
      g.lineTo(x - dir * 8, 48);
      g.closePath();
      g.fill();
    }
    const m = history.length;
    const o = optimal();
    g.font = '700 24px system-ui, sans-serif';
    g.fillStyle = m > o ? '#ffb27a' : '#9fe8ff';
    g.fillText(k.t('movesLine', { m: k.fmt(m), o: k.fmt(o) }), W / 2, 84);
    const st = stars(m, o);
    for (let i = 0; i < 3; i++) star(g, W / 2 - 40 + i * 40, 120, 14, i < st);

    // Car park: tarmac, lane marks, frame with the exit gap.
    g.fillStyle = '#3a3f6b';
    roundRect(g, BX - 16, BY - 16, BOARD + 32, BOARD + 32, 22);
    g.fill();
    g.fillStyle = '#22264a';
    roundRect(g, BX - 4, BY - 4, BOARD + 8, BOARD + 8, 12);
    g.fill();
    g.strokeStyle = 'rgba(255,255,255,0.07)';
    g.lineWidth = 2;
    for (let i = 1; i < SIZE; i++) {
      g.beginPath();
      g.moveTo(BX + i * CELL, BY + 6);
      g.lineTo(BX + i * CELL, BY + BOARD - 6);
      g.moveTo(BX + 6, BY + i * CELL);
      g.lineTo(BX + BOARD - 6, BY + i * CELL);
      g.stroke();
    }
    const ey = BY + EXIT_ROW * CELL;
    g.fillStyle = '#22264a';
    g.fillRect(BX + BOARD, ey + 4, 22, CELL - 8);
    const glow = k.reducedMotion ? 0.8 : 0.55 + 0.45 * Math.sin(k.clock * 4);
    g.fillStyle = `rgba(125,255,155,${glow})`;
    g.beginPath();
    g.moveTo(BX + BOARD + 36, ey + CELL / 2);
    g.lineTo(BX + BOARD + 20, ey + CELL / 2 - 16);
    g.lineTo(BX + BOARD + 20, ey + CELL / 2 + 16);
    g.closePath();
    g.fill();
    g.save();
    g.translate(BX + BOARD + 50, ey + CELL / 2);
    g.rotate(-Math.PI / 2);
    g.font = '800 15px system-ui, sans-serif';
    g.fillStyle = '#7dff9b';
    g.fillText(k.t('exit'), 0, 0, CELL + 40);
    g.restore();
    g.fillStyle = 'rgba(255,59,78,0.12)';
    g.fillRect(BX, ey + 6, BOARD, CELL - 12);

    if (hintShown) {
      const v = /** @type {Vehicle} */ (vs[hintShown.i]);
      const p = posOf(v) + hintShown.delta;
      const x = BX + (v.horiz ? p : v.col) * CELL;
      const y = BY + (v.horiz ? v.row : p) * CELL;
      g.setLineDash([10, 8]);
      g.strokeStyle = '#7dff9b';
      g.lineWidth = 4;
      roundRect(g, x + 6, y + 6, (v.horiz ? v.len : 1) * CELL - 12, (v.horiz ? 1 : v.len) * CELL - 12, 16);
      g.stroke();
      g.setLineDash([]);
    }
    g.save();
    // The red car drives off the board through the exit: keep it inside the canvas frame only.
    g.beginPath();
    g.rect(0, BY - 20, W, BOARD + 40);
    g.clip();
    vs.forEach((v, i) => {
      let pos = posOf(v);
      if (drag && drag.i === i) pos = drag.pos0 + drag.offset / CELL;
      else {
        const a = anims.get(i);
        if (a) pos = a.from + (pos - a.from) * easeOutCubic(a.t / SLIDE_T);
      }
      if (v.id === RED && solved) pos += Math.max(0, exitT) ** 2 * 4;
      const sel = k.screen === 'playing' && i === selected && !solved;
      drawVehicle(g, v, pos, i, sel);
    });
    g.restore();

    if (levelNo === 1 && m < 2 && k.screen === 'playing') {
      g.fillStyle = '#a3abcf';
      g.font = '500 20px system-ui, sans-serif';
      wrap(g, k.t('help'), W / 2, BY + BOARD + 52, W - 60, 26);
    }
  },
  state() {
    return {
      levelNo,
      levels: LEVELS.length,
      unlocked,
      board: toLevel(vs),
      start: toLevel(startVs),
      moves: history.length,
      optimal: optimal(),
      selected,
      selectedId: vs[selected]?.id ?? null,
      hints,
      hint: hintShown ? [hintShown.i, hintShown.delta] : null,
      solved,
      dragging: !!drag,
    };
  },
  demo(k) {
    // A mid-game position of a harder level, a few moves into its best solution.
    loadLevel(k, 18);
    const sol = solve(vs) ?? [];
    for (const [i, d] of sol.slice(0, 5)) {
      const from = posOf(/** @type {Vehicle} */ (vs[i]));
      vs = slide(vs, i, d) ?? vs;
      history = record(history, i, from, from + d);
    }
    k.setStat('moves', history.length);
    selected = sol[5]?.[0] ?? 0;
    anims.clear();
  },
});

export default kit;
