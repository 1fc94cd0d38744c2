// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { generate, conflicts, isComplete, digitCounts, winScore, rowOf, colOf, boxOf, PEERS, format, maskDigits } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Level} Level */

const W = 560;
const BX = 10;
const BY = 10;
const CELL = 60;
const BOARD = CELL * 9;
const PAD_Y = BY + BOARD + 16;
const KEY_GAP = 6;
const KEY_W = (BOARD - KEY_GAP * 8) / 9;
const KEY_H = 70;
const TOOL_Y = PAD_Y + KEY_H + 10;
const TOOL_H = 58;
const TOOL_W = (BOARD - KEY_GAP * 2) / 3;
const H = TOOL_Y + TOOL_H + 12;

const strings = {
  'zh-CN': { title: '数独谜题', pencil: '笔记', erase: '擦除', hint: '提示', solved: '完成！用时 {t}，提示 {h} 次。', notesOn: '笔记模式：开', notesOff: '笔记模式：关', noHint: '请先选择一个空格' },
  en: { title: 'Sudoku Grid', pencil: 'Notes', erase: 'Erase', hint: 'Hint', solved: 'Solved in {t} with {h} hints.', notesOn: 'Notes on', notesOff: 'Notes off', noHint: 'Pick an empty cell first' },
  ja: { title: 'ナンプレ', pencil: 'メモ', erase: '消す', hint: 'ヒント', solved: '{t} でクリア！ヒント {h} 回。', notesOn: 'メモ モード オン', notesOff: 'メモ モード オフ', noHint: '先に空きマスを選んでね' },
  es: { title: 'Sudoku', pencil: 'Notas', erase: 'Borrar', hint: 'Pista', solved: 'Resuelto en {t} con {h} pistas.', notesOn: 'Notas activadas', notesOff: 'Notas desactivadas', noHint: 'Elige primero una casilla vacía' },
  de: { title: 'Sudoku', pencil: 'Notizen', erase: 'Löschen', hint: 'Tipp', solved: 'Gelöst in {t} mit {h} Tipps.', notesOn: 'Notizen an', notesOff: 'Notizen aus', noHint: 'Wähle zuerst ein leeres Feld' },
  fr: { title: 'Sudoku', pencil: 'Notes', erase: 'Effacer', hint: 'Indice', solved: 'Résolu en {t} avec {h} indices.', notesOn: 'Notes activées', notesOff: 'Notes désactivées', noHint: 'Choisissez d’abord une case vide' },
  'pt-BR': { title: 'Sudoku', pencil: 'Notas', erase: 'Apagar', hint: 'Dica', solved: 'Resolvido em {t} com {h} dicas.', notesOn: 'Notas ligadas', notesOff: 'Notas desligadas', noHint: 'Escolha uma casa vazia primeiro' },
  ar: { title: 'سودوكو', pencil: 'ملاحظات', erase: 'مسح', hint: 'تلميح', solved: 'تم الحل في {t} باستخدام {h} تلميحات.', notesOn: 'وضع الملاحظات مفعّل', notesOff: 'وضع الملاحظات متوقف', noHint: 'اختر خانة فارغة أولًا' },
};

/** @type {Level} */
let level = 'easy';
let puzzle = /** @type {number[]} */ (new Array(81).fill(0));
let solution = /** @type {number[]} */ (new Array(81).fill(0));
let grid = puzzle.slice();
/** Pencil marks: bit d set = note d. */
let notes = /** @type {number[]} */ (new Array(81).fill(0));
let givens = 0;
let selected = 40;
let pencil = false;
let hints = 0;
let elapsed = 0;
let done = false;
/** @type {Set<number>} */
let bad = new Set();
/** @type {{i: number, t: number}[]} */
let flashes = [];
/** Cells filled just now (row/col/box completion sparkle). */
let sparkle = 0;

/** @param {number} s */
function clock(s) {
  const m = Math.floor(s / 60);
  const r = Math.floor(s % 60);
  return `${m}:${String(r).padStart(2, '0')}`;
}

/** @param {Kit} kit */
function newPuzzle(kit) {
  const opt = kit.option('difficulty');
  level = opt === 'medium' || opt === 'hard' ? opt : 'easy';
  const p = generate(kit.random, level);
  puzzle = p.puzzle;
  solution = p.solution;
  givens = p.givens;
  grid = puzzle.slice();
  notes = new Array(81).fill(0);
  selected = grid.findIndex((v) => !v);
  pencil = false;
  hints = 0;
  elapsed = 0;
  done = false;
  bad = new Set();
  flashes = [];
  kit.setControlPressed('pencil', false);
  kit.setLevel(({ easy: 1, medium: 2, hard: 3 })[level]);
  kit.setStat('time', clock(0));
}

/** @param {Kit} kit */
function checkWin(kit) {
  bad = conflicts(grid);
  if (!isComplete(grid)) return;
  done = true;
  const secs = Math.max(1, Math.round(elapsed));
  kit.setScore(winScore(level, secs, hints));
  sparkle = 1.2;
  kit.gameOver({ win: true, message: kit.t('solved', { t: clock(secs), h: hints }) });
}

/** Unit completion check for a little chime. @param {number} i */
function unitsCompleted(i) {
  const units = [
    Array.from({ length: 9 }, (_, k) => rowOf(i) * 9 + k),
    Array.from({ length: 9 }, (_, k) => k * 9 + colOf(i)),
    Array.from({ length: 81 }, (_, k) => k).filter((k) => boxOf(k) === boxOf(i)),
  ];
  return units.filter((u) => u.every((k) => grid[k] === solution[k]));
}

/** @param {Kit} kit @param {number} d digit 1-9, or 0 to erase @param {boolean} [asNote] */
function enter(kit, d, asNote = pencil) {
  if (done || selected < 0 || puzzle[selected]) {
    kit.sound.tone({ freq: 160, dur: 0.05, type: 'sine', vol: 0.06 });
    return;
  }
  const i = selected;
  if (d === 0) {
    if (!grid[i] && !notes[i]) return;
    grid[i] = 0;
    notes[i] = 0;
    kit.sound.tone({ freq: 300, to: 200, dur: 0.06, type: 'triangle', vol: 0.08 });
    bad = conflicts(grid);
    return;
  }
  if (asNote) {
    if (grid[i]) return;
    notes[i] = (notes[i] ?? 0) ^ (1 << d);
    kit.sound.tone({ freq: 700 + d * 30, dur: 0.03, type: 'sine', vol: 0.06 });
    return;
  }
  if (grid[i] === d) return;
  grid[i] = d;
  notes[i] = 0;
  // A placed digit removes that note from its row, column and box.
  for (const p of PEERS[i] ?? []) notes[p] = (notes[p] ?? 0) & ~(1 << d);
  flashes.push({ i, t: 0 });
  bad = conflicts(grid);
  if (bad.has(i)) kit.sound.tone({ freq: 220, to: 150, dur: 0.12, type: 'square', vol: 0.07 });
  else {
    const units = unitsCompleted(i);
    if (units.length) {
      kit.sound.jingle([659, 784, 988]);
      for (const u of units) for (const k of u) flashes.push({ i: k, t: -0.05 * (Math.abs(rowOf(k) - rowOf(i)) + Math.abs(colOf(k) - colOf(i))) });
    } else kit.sound.tone({ freq: 440 + d * 40, dur: 0.06, type: 'triangle', vol: 0.1 });
  }
  checkWin(kit);
}

/** @param {Kit} kit */
function hint(kit) {
  if (done) return;
  let i = selected;
  if (i < 0 || puzzle[i] || grid[i] === solution[i]) {
    // Use the first wrong or empty cell instead.
    i = grid.findIndex((v, k) => v !== solution[k]);
    if (i < 0) return;
  }
  selected = i;
  hints++;
  enter(kit, solution[i] ?? 0, false);
}

/** @param {Kit} kit */
function togglePencil(kit) {
  pencil = !pencil;
  kit.setControlPressed('pencil', pencil);
  kit.sound.blip(pencil ? 990 : 660);
}

/** @param {number} x @param {number} y */
function hit(x, y) {
  if (x >= BX && y >= BY && x < BX + BOARD && y < BY + BOARD) {
    return { kind: 'cell', i: Math.floor((y - BY) / CELL) * 9 + Math.floor((x - BX) / CELL) };
  }
  if (y >= PAD_Y && y < PAD_Y + KEY_H) {
    const k = Math.floor((x - BX) / (KEY_W + KEY_GAP));
    if (k >= 0 && k < 9 && x - BX - k * (KEY_W + KEY_GAP) <= KEY_W) return { kind: 'digit', i: k + 1 };
  }
  if (y >= TOOL_Y && y < TOOL_Y + TOOL_H) {
    const k = Math.floor((x - BX) / (TOOL_W + KEY_GAP));
    if (k >= 0 && k < 3) return { kind: 'tool', i: k };
  }
  return null;
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} w @param {number} h @param {string} top @param {string} bottom */
function button(g, x, y, w, h, top, bottom) {
  const grad = g.createLinearGradient(x, y, x, y + h);
  grad.addColorStop(0, top);
  grad.addColorStop(1, bottom);
  g.fillStyle = grad;
  roundRect(g, x, y, w, h, 14);
  g.fill();
  g.fillStyle = 'rgba(255,255,255,0.14)';
  roundRect(g, x + 5, y + 4, w - 10, 6, 3);
  g.fill();
}

const kit = createGame({
  id: 5,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'time', label: 'time' }],
  options: [{ key: 'difficulty', label: 'difficulty', default: 'easy', choices: [{ value: 'easy', label: 'easy' }, { value: 'medium', label: 'medium' }, { value: 'hard', label: 'hard' }] }],
  bestKey: (k) => k.option('difficulty'),
  reset(k) {
    newPuzzle(k);
  },
  update(dt, k) {
    flashes = flashes.filter((f) => (f.t += dt) < 0.5);
    if (sparkle > 0) sparkle -= dt;
    if (!done) {
      const before = Math.floor(elapsed);
      elapsed += dt;
      if (Math.floor(elapsed) !== before) k.setStat('time', clock(elapsed));
    }
  },
  onKey(code, k, e) {
    const moves = /** @type {Record<string, [number, number]>} */ ({ ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1], KeyW: [-1, 0], KeyS: [1, 0], KeyA: [0, -1], KeyD: [0, 1] });
    const m = moves[code];
    if (m) {
      const cur = selected < 0 ? 40 : selected;
      const r = (rowOf(cur) + m[0] + 9) % 9;
      const c = (colOf(cur) + m[1] + 9) % 9;
      selected = r * 9 + c;
      return true;
    }
    const dm = /^(?:Digit|Numpad)([0-9])$/.exec(code);
    if (dm) {
      const d = Number(dm[1]);
      enter(k, d, d > 0 && (pencil !== e.shiftKey));
      return true;
    }
    if (code === 'Backspace' || code === 'Delete') { enter(k, 0); return true; }
    if (code === 'KeyN') { togglePencil(k); return true; }
    if (code === 'KeyH') { hint(k); return true; }
    return false;
  },
  onTap(p, k) {
    const h = hit(p.x, p.y);
    if (!h) return;
    if (h.kind === 'cell') {
      selected = h.i;
      k.sound.tone({ freq: 600, dur: 0.02, type: 'sine', vol: 0.04 });
    } else if (h.kind === 'digit') enter(k, h.i);
    else if (h.i === 0) togglePencil(k);
    else if (h.i === 1) enter(k, 0);
    else hint(k);
  },
  render(g, k) {
    const bgr = g.createLinearGradient(0, 0, W, H);
    bgr.addColorStop(0, '#171c3f');
    bgr.addColorStop(1, '#2a1741');
    g.fillStyle = bgr;
    g.fillRect(0, 0, W, H);
    const sel = k.screen === 'start' ? -1 : selected;
    const selDigit = sel >= 0 ? grid[sel] ?? 0 : 0;
    // Cells
    for (let i = 0; i < 81; i++) {
      const x = BX + colOf(i) * CELL;
      const y = BY + rowOf(i) * CELL;
      const boxTint = (Math.floor(rowOf(i) / 3) + Math.floor(colOf(i) / 3)) % 2 === 0;
      let fill = boxTint ? 'rgba(255,255,255,0.075)' : 'rgba(255,255,255,0.035)';
      if (sel >= 0 && (rowOf(i) === rowOf(sel) || colOf(i) === colOf(sel) || boxOf(i) === boxOf(sel))) fill = 'rgba(120,150,255,0.17)';
      if (selDigit && grid[i] === selDigit) fill = 'rgba(79,216,255,0.28)';
      if (bad.has(i)) fill = 'rgba(255,80,110,0.35)';
      if (i === sel) fill = pencil ? 'rgba(255,194,75,0.45)' : 'rgba(79,216,255,0.5)';
      g.fillStyle = fill;
      g.fillRect(x + 1, y + 1, CELL - 2, CELL - 2);
      const fl = flashes.find((f) => f.i === i && f.t >= 0);
      if (fl && !k.reducedMotion) {
        g.fillStyle = `rgba(255,224,102,${0.45 * (1 - fl.t / 0.5)})`;
        g.fillRect(x + 1, y + 1, CELL - 2, CELL - 2);
      }
      const v = grid[i] ?? 0;
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      if (v) {
        const given = !!puzzle[i];
        g.font = `${given ? 800 : 600} 36px system-ui, sans-serif`;
        g.fillStyle = bad.has(i) ? '#ff7a93' : given ? '#eef1ff' : '#6fe3ff';
        g.fillText(String(v), x + CELL / 2, y + CELL / 2 + 2);
      } else if (notes[i]) {
        g.font = '600 15px system-ui, sans-serif';
        for (const d of maskDigits(notes[i] ?? 0)) {
          const nx = x + 11 + ((d - 1) % 3) * 19;
          const ny = y + 11 + Math.floor((d - 1) / 3) * 19;
          g.fillStyle = d === selDigit ? '#ffe066' : '#b8c0ff';
          g.fillText(String(d), nx, ny + 1);
        }
      }
    }
    // Grid lines
    for (let n = 0; n <= 9; n++) {
      const thick = n % 3 === 0;
      g.strokeStyle = thick ? 'rgba(143,123,255,0.95)' : 'rgba(255,255,255,0.16)';
      g.lineWidth = thick ? 3 : 1;
      g.beginPath();
      g.moveTo(BX + n * CELL, BY);
      g.lineTo(BX + n * CELL, BY + BOARD);
      g.moveTo(BX, BY + n * CELL);
      g.lineTo(BX + BOARD, BY + n * CELL);
      g.stroke();
    }
    if (sel >= 0) {
      g.strokeStyle = pencil ? '#ffc24b' : '#4fd8ff';
      g.lineWidth = 3;
      roundRect(g, BX + colOf(sel) * CELL + 2, BY + rowOf(sel) * CELL + 2, CELL - 4, CELL - 4, 6);
      g.stroke();
    }
    // Number pad
    const counts = digitCounts(grid);
    for (let d = 1; d <= 9; d++) {
      const x = BX + (d - 1) * (KEY_W + KEY_GAP);
      const full = (counts[d] ?? 0) >= 9;
      const hue = 190 + d * 14;
      button(g, x, PAD_Y, KEY_W, KEY_H, full ? '#3a3f5c' : `hsl(${hue} 70% 52%)`, full ? '#2b2f48' : `hsl(${hue + 20} 65% 38%)`);
      g.fillStyle = full ? '#7b819f' : '#ffffff';
      g.font = '800 34px system-ui, sans-serif';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText(String(d), x + KEY_W / 2, PAD_Y + KEY_H / 2 - 4);
      g.font = '600 12px system-ui, sans-serif';
      g.fillStyle = 'rgba(255,255,255,0.7)';
      g.fillText(String(Math.max(0, 9 - (counts[d] ?? 0))), x + KEY_W / 2, PAD_Y + KEY_H - 12);
    }
    const tools = [
      { label: `✎ ${k.t('pencil')}`, on: pencil, a: '#ffc24b', b: '#ff8a5c' },
      { label: `⌫ ${k.t('erase')}`, on: false, a: '#5b6391', b: '#3d4470' },
      { label: `✦ ${k.t('hint')}`, on: false, a: '#7d5bff', b: '#5a3bd0' },
    ];
    tools.forEach((t, n) => {
      const x = BX + n * (TOOL_W + KEY_GAP);
      button(g, x, TOOL_Y, TOOL_W, TOOL_H, t.on ? t.a : n === 0 ? '#4a5080' : t.a, t.on ? t.b : n === 0 ? '#363b66' : t.b);
      g.fillStyle = t.on ? '#1a1020' : '#ffffff';
      g.font = '700 22px system-ui, sans-serif';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText(t.label, x + TOOL_W / 2, TOOL_Y + TOOL_H / 2 + 1, TOOL_W - 12);
    });
    if (sparkle > 0 && !k.reducedMotion) {
      g.strokeStyle = `rgba(125,255,155,${Math.min(1, sparkle)})`;
      g.lineWidth = 6;
      roundRect(g, BX - 3, BY - 3, BOARD + 6, BOARD + 6, 8);
      g.stroke();
    }
  },
  state() {
    return {
      difficulty: level,
      givens,
      grid: format(grid),
      puzzle: format(puzzle),
      solution: format(solution),
      notes: notes.slice(),
      selected,
      pencil,
      conflicts: [...bad].sort((a, b) => a - b),
      hints,
      solved: done,
      time: Math.floor(elapsed),
    };
  },
  demo(k) {
    const empty = grid.map((v, i) => (v ? -1 : i)).filter((i) => i >= 0);
    empty.slice(0, 14).forEach((i) => { selected = i; enter(k, solution[i] ?? 0, false); });
    empty.slice(14, 22).forEach((i) => { notes[i] = (1 << (solution[i] ?? 1)) | (1 << (((solution[i] ?? 1) % 9) + 1)); });
    selected = empty[30] ?? 40;
    flashes = [];
  },
});

export default kit;
