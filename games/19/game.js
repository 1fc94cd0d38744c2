// @ts-check
import { createGame, roundRect, keyDir, easeOutCubic } from '../kit/kit.js';
import { PICTURES, cluesFor, pictureGrid, randomPuzzle, planFor, puzzleScore } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */

const W = 640;
const H = 640;
const SP = 24; // clue number spacing
const EMPTY = 0;
const FILLED = 1;
const CROSS = 2;
const WRONG = 3;

const strings = {
  'zh-CN': { title: '数织拼图', crossMode: '打叉模式', lives: '生命', size: '尺寸', solved: '完成！', wrong: '这里应该是空格！', lost: '第 {n} 关犯错太多了。', next: '第 {n} 关：{s}×{s}' },
  en: { title: 'Nonogram', crossMode: 'Cross mode', lives: 'Lives', size: 'Size', solved: 'Solved!', wrong: 'That cell is empty!', lost: 'Too many mistakes on level {n}.', next: 'Level {n}: {s}×{s}' },
  ja: { title: 'ののぐらむ', crossMode: '×モード', lives: 'ライフ', size: 'サイズ', solved: '完成！', wrong: 'そこは空白です！', lost: 'レベル {n} でミスが多すぎました。', next: 'レベル {n}：{s}×{s}' },
  es: { title: 'Nonograma', crossMode: 'Modo cruz', lives: 'Vidas', size: 'Tamaño', solved: '¡Resuelto!', wrong: '¡Esa casilla está vacía!', lost: 'Demasiados errores en el nivel {n}.', next: 'Nivel {n}: {s}×{s}' },
  de: { title: 'Nonogramm', crossMode: 'Kreuzmodus', lives: 'Leben', size: 'Größe', solved: 'Gelöst!', wrong: 'Dieses Feld ist leer!', lost: 'Zu viele Fehler auf Stufe {n}.', next: 'Stufe {n}: {s}×{s}' },
  fr: { title: 'Nonogramme', crossMode: 'Mode croix', lives: 'Vies', size: 'Taille', solved: 'Résolu !', wrong: 'Cette case est vide !', lost: 'Trop d’erreurs au niveau {n}.', next: 'Niveau {n} : {s}×{s}' },
  'pt-BR': { title: 'Nonograma', crossMode: 'Modo X', lives: 'Vidas', size: 'Tamanho', solved: 'Resolvido!', wrong: 'Essa casa é vazia!', lost: 'Erros demais no nível {n}.', next: 'Nível {n}: {s}×{s}' },
  ar: { title: 'نونوغرام', crossMode: 'وضع الإشارة ✕', lives: 'الأرواح', size: 'الحجم', solved: 'تم الحل!', wrong: 'هذه الخانة فارغة!', lost: 'أخطاء كثيرة في المستوى {n}.', next: 'المستوى {n}: {s}×{s}' },
};

/** @type {number[][]} */
let solution = [[1]];
/** @type {number[][]} */
let marks = [[0]];
/** @type {string[][]} reveal colours */
let colours = [['#fff']];
let clues = cluesFor(solution);
let n = 1;
let cell = 80;
let ox = 100;
let oy = 100;
let crossMode = false;
let mistakes = 0;
let maxMistakes = 3;
let elapsed = 0;
/** @type {number | null} */
let solvedT = null;
let cursor = { r: 0, c: 0, visible: false };
/** @type {{action: 'fill'|'cross'|'erase', r0: number, c0: number, axis: 'r'|'c'|null} | null} */
let drag = null;
/** @type {{r: number, c: number, t: number}[]} */
let flashes = [];
let puzzleId = '';

/** @param {Kit} k */
function lives(k) {
  void k;
  return '♥'.repeat(Math.max(0, maxMistakes - mistakes)) + '♡'.repeat(Math.min(maxMistakes, mistakes));
}

/** @param {Kit} k */
function updateHud(k) {
  k.setStat('lives', lives(k));
  k.setStat('size', `${n}×${n}`);
}

/** @param {Kit} k */
function newPuzzle(k) {
  const plan = planFor(k.level);
  n = plan.size;
  const pic = PICTURES.find((p) => p.id === plan.pic);
  if (pic) {
    solution = pictureGrid(pic);
    colours = pic.rows.map((row) => [...row].map((ch) => pic.palette[ch] ?? '#ffffff'));
    puzzleId = pic.id;
  } else {
    solution = randomPuzzle(n, k.random);
    colours = solution.map((row, r) => row.map((_, c) => `hsl(${(190 + (r + c) * (140 / n)) % 360} 85% 62%)`));
    puzzleId = 'random';
  }
  clues = cluesFor(solution);
  marks = solution.map((row) => row.map(() => EMPTY));
  const maxLen = Math.max(1, ...clues.rows.map((c) => Math.max(1, c.length)), ...clues.cols.map((c) => Math.max(1, c.length)));
  const clueArea = maxLen * SP + 16;
  cell = Math.floor((W - clueArea - 14) / n);
  ox = W - 10 - cell * n;
  oy = H - 10 - cell * n;
  mistakes = 0;
  elapsed = 0;
  solvedT = null;
  drag = null;
  flashes = [];
  cursor = { r: 0, c: 0, visible: cursor.visible };
  updateHud(k);
}

/** @param {number} x @param {number} y */
function cellAt(x, y) {
  const c = Math.floor((x - ox) / cell);
  const r = Math.floor((y - oy) / cell);
  return r >= 0 && c >= 0 && r < n && c < n ? { r, c } : null;
}

const filledCount = () => marks.reduce((s, row) => s + row.filter((v) => v === FILLED).length, 0);
const targetCount = () => solution.reduce((s, row) => s + row.filter((v) => v === 1).length, 0);

/** Crosses the rest of a row/column once all its filled cells are found. @param {number} r @param {number} c */
function autoCross(r, c) {
  const row = /** @type {number[]} */ (marks[r]);
  if (row.every((v, i) => solution[r]?.[i] !== 1 || v === FILLED)) row.forEach((v, i) => { if (v === EMPTY) row[i] = CROSS; });
  if (marks.every((rw, i) => solution[i]?.[c] !== 1 || rw[c] === FILLED)) marks.forEach((rw) => { if (rw[c] === EMPTY) rw[c] = CROSS; });
}

/** @param {Kit} k @param {number} r @param {number} c @param {'fill'|'cross'|'erase'} action */
function apply(k, r, c, action) {
  const row = marks[r];
  if (!row || solvedT !== null || k.screen !== 'playing') return;
  const v = row[c];
  if (action === 'erase') { if (v === CROSS) row[c] = EMPTY; return; }
  if (v !== EMPTY) return;
  if (action === 'cross') { row[c] = CROSS; k.sound.tone({ freq: 300, dur: 0.03, type: 'sine', vol: 0.06 }); return; }
  if (solution[r]?.[c] === 1) {
    row[c] = FILLED;
    flashes.push({ r, c, t: 0 });
    k.sound.tone({ freq: 520 + (filledCount() % 8) * 40, dur: 0.04, type: 'triangle', vol: 0.1 });
    autoCross(r, c);
    if (filledCount() === targetCount()) solved(k);
  } else {
    row[c] = WRONG;
    mistakes++;
    drag = null;
    k.sound.tone({ freq: 160, to: 90, dur: 0.2, type: 'sawtooth', vol: 0.12 });
    navigator.vibrate?.(40);
    updateHud(k);
    if (mistakes >= maxMistakes) {
      solvedT = null;
      k.gameOver({ message: k.t('lost', { n: k.level }) });
    } else k.toast(k.t('wrong'));
  }
}

/** @param {Kit} k */
function solved(k) {
  solvedT = 0;
  drag = null;
  for (const row of marks) row.forEach((v, i) => { if (v === EMPTY) row[i] = CROSS; });
  k.addScore(puzzleScore(n, mistakes, elapsed));
  k.sound.jingle([523, 659, 784, 1047, 1319]);
}

/** @param {Kit} k */
function nextPuzzle(k) {
  k.setLevel(k.level + 1);
  newPuzzle(k);
  k.toast(k.t('next', { n: k.level, s: n }));
}

/** @param {Kit} k @param {boolean} on */
function setCross(k, on) {
  crossMode = on;
  k.setControlPressed('cross', on);
}

/** @param {Kit} k @param {{r: number, c: number}} at @param {number} button */
function pressCell(k, at, button) {
  const v = marks[at.r]?.[at.c];
  const wantCross = crossMode || button === 2;
  /** @type {'fill'|'cross'|'erase'|null} */
  let action = null;
  if (v === CROSS) action = 'erase';
  else if (v === EMPTY) action = wantCross ? 'cross' : 'fill';
  if (!action) return;
  drag = { action, r0: at.r, c0: at.c, axis: null };
  apply(k, at.r, at.c, action);
}

const kit = createGame({
  id: 19,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'size', label: 'size' }, { key: 'lives', label: 'lives' }],
  options: [{ key: 'difficulty', label: 'difficulty', default: 'medium', choices: [{ value: 'easy', label: 'easy' }, { value: 'medium', label: 'medium' }, { value: 'hard', label: 'hard' }] }],
  bestKey: (k) => k.option('difficulty'),
  controls: { layout: 'row', always: true, buttons: [{ action: 'cross', label: '✕', title: 'crossMode', caption: 'crossMode', toggle: true }] },
  reset(k) {
    const d = k.option('difficulty');
    maxMistakes = d === 'easy' ? 5 : d === 'hard' ? 1 : 3;
    k.setLevel(1);
    setCross(k, false);
    newPuzzle(k);
  },
  update(dt, k) {
    flashes = flashes.filter((f) => (f.t += dt) < 0.3);
    if (solvedT !== null) {
      solvedT += dt;
      if (solvedT > (k.reducedMotion ? 1.6 : 2.6)) nextPuzzle(k);
      return;
    }
    elapsed += dt;
  },
  onAction(a, k) {
    if (a === 'cross') setCross(k, !crossMode);
  },
  onKey(code, k) {
    const d = keyDir(code);
    if (d) {
      const [dr, dc] = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] }[d];
      cursor = { r: (cursor.r + dr + n) % n, c: (cursor.c + dc + n) % n, visible: true };
      return true;
    }
    if (code === 'Space' || code === 'Enter') { cursor.visible = true; pressCell(k, cursor, 0); drag = null; return true; }
    if (code === 'KeyX') { cursor.visible = true; pressCell(k, cursor, 2); drag = null; return true; }
    if (code === 'KeyT') { setCross(k, !crossMode); return true; }
    if (code === 'KeyN' && solvedT !== null) { nextPuzzle(k); return true; }
    return false;
  },
  onPointer(kind, p, k) {
    if (kind === 'down') {
      if (solvedT !== null && solvedT > 0.6) { nextPuzzle(k); return; }
      const at = cellAt(p.x, p.y);
      if (at) { cursor = { ...at, visible: false }; pressCell(k, at, p.button); }
      return;
    }
    if (kind === 'up') { drag = null; return; }
    if (!drag) return;
    const at = cellAt(p.x, p.y);
    if (!at) return;
    if (!drag.axis) {
      if (at.r === drag.r0 && at.c === drag.c0) return;
      drag.axis = Math.abs(at.r - drag.r0) >= Math.abs(at.c - drag.c0) ? 'c' : 'r';
    }
    const d = drag;
    if (d.axis === 'r') {
      const [a, b] = [Math.min(d.c0, at.c), Math.max(d.c0, at.c)];
      for (let c = a; c <= b && drag; c++) apply(k, d.r0, c, d.action);
    } else {
      const [a, b] = [Math.min(d.r0, at.r), Math.max(d.r0, at.r)];
      for (let r = a; r <= b && drag; r++) apply(k, r, d.c0, d.action);
    }
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, W, H);
    bg.addColorStop(0, '#161b3d');
    bg.addColorStop(1, '#2a1740');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    const reveal = solvedT === null ? 0 : k.reducedMotion ? 1 : easeOutCubic(solvedT / 1.2);
    // Clues.
    const fs = Math.min(22, Math.max(15, cell * 0.42));
    g.font = `700 ${fs}px system-ui, sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    for (let r = 0; r < n; r++) {
      const cl = /** @type {number[]} */ (clues.rows[r]);
      const done = marks[r]?.every((v, c) => solution[r]?.[c] !== 1 || v === FILLED);
      const list = cl.length ? cl : [0];
      if (cursor.r === r && cursor.visible) { g.fillStyle = 'rgba(79,216,255,0.15)'; g.fillRect(8, oy + r * cell, ox - 12, cell); }
      g.fillStyle = done ? 'rgba(163,171,207,0.45)' : '#eef1ff';
      list.forEach((v, i) => g.fillText(String(v), ox - 14 - (list.length - 1 - i) * SP, oy + r * cell + cell / 2 + 1));
    }
    for (let c = 0; c < n; c++) {
      const cl = /** @type {number[]} */ (clues.cols[c]);
      const done = marks.every((row, r) => solution[r]?.[c] !== 1 || row[c] === FILLED);
      const list = cl.length ? cl : [0];
      if (cursor.c === c && cursor.visible) { g.fillStyle = 'rgba(79,216,255,0.15)'; g.fillRect(ox + c * cell, 8, cell, oy - 12); }
      g.fillStyle = done ? 'rgba(163,171,207,0.45)' : '#eef1ff';
      list.forEach((v, i) => g.fillText(String(v), ox + c * cell + cell / 2, oy - 14 - (list.length - 1 - i) * SP));
    }
    // Grid.
    g.fillStyle = '#eef0fb';
    roundRect(g, ox - 4, oy - 4, cell * n + 8, cell * n + 8, 10);
    g.fill();
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const x = ox + c * cell;
        const y = oy + r * cell;
        const v = marks[r]?.[c];
        const isSol = solution[r]?.[c] === 1;
        if (v === FILLED) {
          g.fillStyle = '#2a2f6a';
          g.fillRect(x + 1, y + 1, cell - 2, cell - 2);
          if (reveal > 0) {
            const delay = (r + c) / (2 * n);
            const a = Math.max(0, Math.min(1, (reveal - delay * 0.6) / 0.4));
            g.globalAlpha = a;
            g.fillStyle = colours[r]?.[c] ?? '#fff';
            g.fillRect(x, y, cell, cell);
            g.globalAlpha = 1;
          }
        } else if (v === CROSS || v === WRONG) {
          if (reveal > 0 && !isSol) { g.globalAlpha = 1 - reveal; }
          g.strokeStyle = v === WRONG ? '#ff4f6e' : '#9aa2c8';
          g.lineWidth = Math.max(2, cell * 0.07);
          const m = cell * 0.3;
          g.beginPath();
          g.moveTo(x + m, y + m); g.lineTo(x + cell - m, y + cell - m);
          g.moveTo(x + cell - m, y + m); g.lineTo(x + m, y + cell - m);
          g.stroke();
          g.globalAlpha = 1;
        }
        const f = flashes.find((q) => q.r === r && q.c === c);
        if (f && !k.reducedMotion) { g.fillStyle = `rgba(79,216,255,${0.6 * (1 - f.t / 0.3)})`; g.fillRect(x, y, cell, cell); }
      }
    }
    if (reveal < 1) {
      g.strokeStyle = 'rgba(40,44,90,0.25)';
      g.lineWidth = 1;
      for (let i = 0; i <= n; i++) {
        g.beginPath(); g.moveTo(ox + i * cell, oy); g.lineTo(ox + i * cell, oy + n * cell); g.stroke();
        g.beginPath(); g.moveTo(ox, oy + i * cell); g.lineTo(ox + n * cell, oy + i * cell); g.stroke();
      }
      g.strokeStyle = 'rgba(40,44,90,0.7)';
      g.lineWidth = 2.5;
      for (let i = 0; i <= n; i += 5) {
        g.beginPath(); g.moveTo(ox + i * cell, oy); g.lineTo(ox + i * cell, oy + n * cell); g.stroke();
        g.beginPath(); g.moveTo(ox, oy + i * cell); g.lineTo(ox + n * cell, oy + i * cell); g.stroke();
      }
    }
    if (cursor.visible && solvedT === null && k.screen === 'playing') {
      g.strokeStyle = '#ff5fd2';
      g.lineWidth = 4;
      g.strokeRect(ox + cursor.c * cell + 2, oy + cursor.r * cell + 2, cell - 4, cell - 4);
    }
    // Mode badge in the top-left corner.
    g.fillStyle = crossMode ? '#ffc24b' : '#4fd8ff';
    roundRect(g, 12, 12, ox - 30 > 60 ? Math.min(ox - 30, 96) : 60, 40, 12);
    g.fill();
    g.fillStyle = '#0b0e1a';
    g.font = '800 24px system-ui, sans-serif';
    g.fillText(crossMode ? '✕' : '■', 12 + (ox - 30 > 60 ? Math.min(ox - 30, 96) : 60) / 2, 33);
    if (solvedT !== null) {
      g.globalAlpha = Math.min(1, solvedT * 2);
      g.fillStyle = 'rgba(11,14,26,0.7)';
      roundRect(g, W / 2 - 150, H / 2 - 44, 300, 88, 20);
      g.fill();
      g.fillStyle = '#5df08a';
      g.font = '800 44px system-ui, sans-serif';
      g.fillText(k.t('solved'), W / 2, H / 2 + 2);
      g.globalAlpha = 1;
    }
  },
  state() {
    return {
      size: n,
      puzzle: puzzleId,
      clues: { rows: clues.rows.map((c) => c.slice()), cols: clues.cols.map((c) => c.slice()) },
      marks: marks.map((row) => row.map((v) => '.#xX'[v] ?? '?').join('')),
      solution: solution.map((row) => row.join('')),
      geometry: { ox, oy, cell },
      crossMode,
      mistakes,
      maxMistakes,
      filled: filledCount(),
      target: targetCount(),
      solved: solvedT !== null,
      cursor: { r: cursor.r, c: cursor.c },
    };
  },
  demo(k) {
    // Fill most of the picture so the thumbnail shows it taking shape.
    let i = 0;
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (solution[r]?.[c] === 1 && i++ % 4 !== 3) apply(k, r, c, 'fill');
    flashes = [];
  },
});

export default kit;
