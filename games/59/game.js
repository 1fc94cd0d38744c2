// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { SIZES, generate, errors, isSolved, puzzleScore, sizeFor, LEVEL_COUNT } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Puzzle} Puzzle */
/** @typedef {'small'|'medium'|'large'} Size */

const W = 600;
const TOP = 70;
const AREA_W = 580;
const AREA_H = 600;
const PAD_X = 10;
const GAP = 6;
const KEY_W = (W - PAD_X * 2 - GAP * 8) / 9;
const KEY_H = 66;
const PAD_Y = TOP + AREA_H + 16;
const TOOL_Y = PAD_Y + KEY_H + 10;
const TOOL_H = 58;
const TOOL_W = (W - PAD_X * 2 - GAP * 2) / 3;
const H = TOOL_Y + TOOL_H + 12;

const strings = {
  'zh-CN': { title: '数和', size: '尺寸', small: '小', medium: '中', large: '大', puzzleLine: '第 {i}/{n} 题 · {size}', pencil: '笔记', erase: '擦除', hint: '提示', notesOn: '笔记模式：开', notesOff: '笔记模式：关', solved: '用时 {t}，提示 {h} 次。', allDone: '{n} 道题全部完成！' },
  en: { title: 'Kakuro', size: 'Size', small: 'Small', medium: 'Medium', large: 'Large', puzzleLine: 'Puzzle {i}/{n} · {size}', pencil: 'Notes', erase: 'Erase', hint: 'Hint', notesOn: 'Notes on', notesOff: 'Notes off', solved: 'Solved in {t} with {h} hints.', allDone: 'All {n} puzzles solved!' },
  ja: { title: 'カックロ', size: 'サイズ', small: '小', medium: '中', large: '大', puzzleLine: '問題 {i}/{n} · {size}', pencil: 'メモ', erase: '消す', hint: 'ヒント', notesOn: 'メモ モード オン', notesOff: 'メモ モード オフ', solved: '{t} でクリア、ヒント {h} 回。', allDone: '{n} 問すべてクリア！' },
  es: { title: 'Kakuro', size: 'Tamaño', small: 'Pequeño', medium: 'Mediano', large: 'Grande', puzzleLine: 'Reto {i}/{n} · {size}', pencil: 'Notas', erase: 'Borrar', hint: 'Pista', notesOn: 'Notas activadas', notesOff: 'Notas desactivadas', solved: 'Resuelto en {t} con {h} pistas.', allDone: '¡Los {n} retos resueltos!' },
  de: { title: 'Kakuro', size: 'Größe', small: 'Klein', medium: 'Mittel', large: 'Groß', puzzleLine: 'Rätsel {i}/{n} · {size}', pencil: 'Notizen', erase: 'Löschen', hint: 'Tipp', notesOn: 'Notizen an', notesOff: 'Notizen aus', solved: 'Gelöst in {t} mit {h} Tipps.', allDone: 'Alle {n} Rätsel gelöst!' },
  fr: { title: 'Kakuro', size: 'Taille', small: 'Petit', medium: 'Moyen', large: 'Grand', puzzleLine: 'Grille {i}/{n} · {size}', pencil: 'Notes', erase: 'Effacer', hint: 'Indice', notesOn: 'Notes activées', notesOff: 'Notes désactivées', solved: 'Résolu en {t} avec {h} indices.', allDone: 'Les {n} grilles sont résolues\u00a0!' },
  'pt-BR': { title: 'Kakuro', size: 'Tamanho', small: 'Pequeno', medium: 'Médio', large: 'Grande', puzzleLine: 'Desafio {i}/{n} · {size}', pencil: 'Notas', erase: 'Apagar', hint: 'Dica', notesOn: 'Notas ligadas', notesOff: 'Notas desligadas', solved: 'Resolvido em {t} com {h} dicas.', allDone: 'Os {n} desafios resolvidos!' },
  ar: { title: 'كاكورو', size: 'الحجم', small: 'صغير', medium: 'متوسط', large: 'كبير', puzzleLine: 'اللغز {i}/{n} · {size}', pencil: 'ملاحظات', erase: 'مسح', hint: 'تلميح', notesOn: 'وضع الملاحظات مفعّل', notesOff: 'وضع الملاحظات متوقف', solved: 'تم الحل في {t} باستخدام {h} تلميحات.', allDone: 'حُلّت الألغاز الـ{n} كلها!' },
};

/** @type {Size} */
let startSize = 'small';
/** @type {Size} */
let size = 'small';
let stage = 1;
/** @type {Puzzle} */
let puzzle = { cols: 1, rows: 1, white: [false], runs: [], runsOf: [[]], solution: [0] };
/** @type {number[]} */
let grid = [];
/** Pencil marks: bit d − 1 set = note d. @type {number[]} */
let notes = [];
let selected = -1;
let pencil = false;
let hints = 0;
let elapsed = 0;
let solved = false;
let solvedT = 0;
let nextPending = false;
let finished = false;
/** @type {Set<number>} */
let badCells = new Set();
/** @type {Set<number>} */
let badRuns = new Set();
/** @type {{i: number, t: number}[]} */
let flashes = [];
let cell = 60;
let offX = 0;
let offY = 0;

/** @param {number} s */
function clock(s) {
  const m = Math.floor(s / 60);
  return `${m}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
}

/** @param {Kit} k */
function newPuzzle(k) {
  size = sizeFor(startSize, stage);
  const dims = SIZES[size];
  puzzle = generate(k.random, dims.cols, dims.rows);
  grid = puzzle.white.map(() => 0);
  notes = puzzle.white.map(() => 0);
  selected = puzzle.white.findIndex((w) => w);
  pencil = false;
  hints = 0;
  elapsed = 0;
  solved = false;
  nextPending = false;
  badCells = new Set();
  badRuns = new Set();
  flashes = [];
  cell = Math.min(AREA_W / puzzle.cols, AREA_H / puzzle.rows);
  offX = (W - cell * puzzle.cols) / 2;
  offY = TOP + (AREA_H - cell * puzzle.rows) / 2;
  k.setLevel(stage);
  k.setStat('time', clock(0));
}

function refreshErrors() {
  const e = errors(puzzle, grid);
  badCells = e.cells;
  badRuns = e.runs;
}

/** @param {Kit} k @param {number} d digit, 0 erases @param {boolean} [asNote] */
function enter(k, d, asNote = pencil) {
  const i = selected;
  if (solved || i < 0 || !puzzle.white[i]) { k.sound.tone({ freq: 160, dur: 0.05, type: 'sine', vol: 0.06 }); return; }
  if (d === 0) {
    if (!grid[i] && !notes[i]) return;
    grid[i] = 0;
    notes[i] = 0;
    refreshErrors();
    k.sound.tone({ freq: 300, to: 200, dur: 0.06, type: 'triangle', vol: 0.08 });
    return;
  }
  if (asNote) {
    if (grid[i]) return;
    notes[i] = (notes[i] ?? 0) ^ (1 << (d - 1));
    k.sound.tone({ freq: 700 + d * 30, dur: 0.03, type: 'sine', vol: 0.06 });
    return;
  }
  if (grid[i] === d) return;
  grid[i] = d;
  notes[i] = 0;
  // A placed digit can't appear again in its runs: drop it from their notes.
  for (const r of puzzle.runsOf[i] ?? []) for (const c of /** @type {import('./logic.js').Run} */ (puzzle.runs[r]).cells) notes[c] = (notes[c] ?? 0) & ~(1 << (d - 1));
  flashes.push({ i, t: 0 });
  refreshErrors();
  if (badCells.has(i) || (puzzle.runsOf[i] ?? []).some((r) => badRuns.has(r))) k.sound.tone({ freq: 220, to: 150, dur: 0.12, type: 'square', vol: 0.07 });
  else {
    const done = (puzzle.runsOf[i] ?? []).filter((r) => /** @type {import('./logic.js').Run} */ (puzzle.runs[r]).cells.every((c) => grid[c]));
    if (done.length) k.sound.jingle([659, 784, 988]);
    else k.sound.tone({ freq: 440 + d * 40, dur: 0.06, type: 'triangle', vol: 0.1 });
  }
  if (isSolved(puzzle, grid)) {
    solved = true;
    solvedT = 0;
    const whites = puzzle.white.filter(Boolean).length;
    k.addScore(puzzleScore(whites, Math.round(elapsed), hints));
    k.sound.jingle([523, 659, 784, 1047]);
  }
}

/** @param {Kit} k */
function hint(k) {
  if (solved) return;
  let i = selected;
  if (i < 0 || !puzzle.white[i] || grid[i] === puzzle.solution[i]) i = grid.findIndex((v, c) => puzzle.white[c] && v !== puzzle.solution[c]);
  if (i < 0) return;
  selected = i;
  hints++;
  enter(k, puzzle.solution[i] ?? 0, false);
}

/** @param {Kit} k */
function togglePencil(k) {
  pencil = !pencil;
  k.toast(k.t(pencil ? 'notesOn' : 'notesOff'));
  k.sound.blip(pencil ? 990 : 660);
}

/** Next white cell from the selection in a direction (skipping black cells, wrapping). @param {number} dr @param {number} dc */
function step(dr, dc) {
  const { cols, rows } = puzzle;
  let r = Math.floor(Math.max(0, selected) / cols);
  let c = Math.max(0, selected) % cols;
  for (let n = 0; n < cols * rows; n++) {
    r = (r + dr + rows) % rows;
    c = (c + dc + cols) % cols;
    if (puzzle.white[r * cols + c]) { selected = r * cols + c; return; }
  }
}

/** @param {number} x @param {number} y */
function hit(x, y) {
  const c = Math.floor((x - offX) / cell);
  const r = Math.floor((y - offY) / cell);
  if (r >= 0 && c >= 0 && r < puzzle.rows && c < puzzle.cols) return { kind: 'cell', i: r * puzzle.cols + c };
  if (y >= PAD_Y && y < PAD_Y + KEY_H) {
    const kx = Math.floor((x - PAD_X) / (KEY_W + GAP));
    if (kx >= 0 && kx < 9) return { kind: 'digit', i: kx + 1 };
  }
  if (y >= TOOL_Y && y < TOOL_Y + TOOL_H) {
    const t = Math.floor((x - PAD_X) / (TOOL_W + GAP));
    if (t >= 0 && t < 3) return { kind: 'tool', i: t };
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
  id: 59,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'time', label: 'time' }],
  options: [{ key: 'size', label: 'size', default: 'small', choices: [{ value: 'small', label: 'small' }, { value: 'medium', label: 'medium' }, { value: 'large', label: 'large' }] }],
  bestKey: (k) => k.option('size'),
  reset(k) {
    const opt = k.option('size');
    startSize = opt === 'medium' || opt === 'large' ? opt : 'small';
    stage = 1;
    finished = false;
    newPuzzle(k);
  },
  update(dt, k) {
    if (nextPending) {
      stage++;
      newPuzzle(k);
      k.toast(k.t('puzzleLine', { i: k.fmt(stage), n: k.fmt(LEVEL_COUNT), size: k.t(size) }));
      return;
    }
    flashes = flashes.filter((f) => (f.t += dt) < 0.45);
    if (!solved) {
      const before = Math.floor(elapsed);
      elapsed += dt;
      if (Math.floor(elapsed) !== before) k.setStat('time', clock(elapsed));
    } else if (!finished) {
      solvedT += dt;
      if (solvedT > 1.1) {
        const msg = k.t('solved', { t: clock(elapsed), h: k.fmt(hints) });
        if (stage >= LEVEL_COUNT) {
          finished = true;
          k.gameOver({ win: true, message: `${msg} ${k.t('allDone', { n: k.fmt(LEVEL_COUNT) })}` });
        } else {
          nextPending = true;
          k.win({ keepGoing: true, message: msg });
        }
      }
    }
  },
  onKey(code, k, e) {
    const moves = /** @type {Record<string, [number, number]>} */ ({ ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1], KeyW: [-1, 0], KeyS: [1, 0], KeyA: [0, -1], KeyD: [0, 1] });
    const m = moves[code];
    if (m) { step(m[0], m[1]); return true; }
    const dm = /^(?:Digit|Numpad)([0-9])$/.exec(code);
    if (dm) {
      const d = Number(dm[1]);
      enter(k, d, d > 0 && pencil !== e.shiftKey);
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
      if (puzzle.white[h.i]) { selected = h.i; k.sound.tone({ freq: 600, dur: 0.02, type: 'sine', vol: 0.04 }); }
    } else if (h.kind === 'digit') enter(k, h.i);
    else if (h.i === 0) togglePencil(k);
    else if (h.i === 1) enter(k, 0);
    else hint(k);
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, W, H);
    bg.addColorStop(0, '#171c3f');
    bg.addColorStop(1, '#2a1741');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    // Before the first round there is no grid yet: only the background behind the start screen.
    if (!puzzle.runs.length) return;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillStyle = '#eef1ff';
    g.font = '800 30px system-ui, sans-serif';
    g.fillText(k.t('puzzleLine', { i: k.fmt(stage), n: k.fmt(LEVEL_COUNT), size: k.t(size) }), W / 2, 36);

    const { cols, rows } = puzzle;
    const sel = k.screen === 'start' ? -1 : selected;
    const selRuns = sel >= 0 ? (puzzle.runsOf[sel] ?? []) : [];
    /** Sums shown in each clue cell. @type {Map<number, {across?: number, down?: number}>} */
    const clues = new Map();
    puzzle.runs.forEach((r, k2) => {
      const c = clues.get(r.clue) ?? {};
      if (r.across) c.across = k2; else c.down = k2;
      clues.set(r.clue, c);
    });
    const runDone = (/** @type {number} */ k2) => /** @type {import('./logic.js').Run} */ (puzzle.runs[k2]).cells.every((c) => grid[c]) && !badRuns.has(k2);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const i = r * cols + c;
        const x = offX + c * cell;
        const y = offY + r * cell;
        if (!puzzle.white[i]) {
          g.fillStyle = '#0c1030';
          g.fillRect(x, y, cell, cell);
          const cl = clues.get(i);
          if (!cl) continue;
          g.strokeStyle = 'rgba(160,170,230,0.45)';
          g.lineWidth = 1.5;
          g.beginPath();
          g.moveTo(x + 2, y + 2);
          g.lineTo(x + cell - 2, y + cell - 2);
          g.stroke();
          g.font = `700 ${Math.round(cell * 0.3)}px system-ui, sans-serif`;
          for (const [key, tx, ty] of /** @type {['across'|'down', number, number][]} */ ([['across', x + cell * 0.7, y + cell * 0.3], ['down', x + cell * 0.3, y + cell * 0.72]])) {
            const k2 = cl[key];
            if (k2 === undefined) continue;
            const hl = selRuns.includes(k2);
            g.fillStyle = badRuns.has(k2) ? '#ff6b81' : runDone(k2) ? '#7dff9b' : hl ? '#ffd35c' : '#c9d0ff';
            g.fillText(String(/** @type {import('./logic.js').Run} */ (puzzle.runs[k2]).sum), tx, ty);
          }
          continue;
        }
        const inRun = selRuns.some((k2) => /** @type {import('./logic.js').Run} */ (puzzle.runs[k2]).cells.includes(i));
        g.fillStyle = i === sel ? '#3d86b3' : inRun ? '#3a468c' : '#2e3770';
        g.fillRect(x + 1, y + 1, cell - 2, cell - 2);
        const fl = flashes.find((f) => f.i === i);
        if (fl && !k.reducedMotion) {
          g.fillStyle = `rgba(125,255,176,${0.4 * (1 - fl.t / 0.45)})`;
          g.fillRect(x + 1, y + 1, cell - 2, cell - 2);
        }
        const v = grid[i] ?? 0;
        if (v) {
          g.fillStyle = badCells.has(i) ? '#ff6b81' : '#eef1ff';
          g.font = `800 ${Math.round(cell * 0.56)}px system-ui, sans-serif`;
          g.fillText(String(v), x + cell / 2, y + cell / 2 + 2);
        } else if (notes[i]) {
          g.fillStyle = '#a9b3ea';
          g.font = `600 ${Math.round(cell * 0.24)}px system-ui, sans-serif`;
          for (let d = 1; d <= 9; d++) {
            if (!((notes[i] ?? 0) & (1 << (d - 1)))) continue;
            g.fillText(String(d), x + cell * (0.2 + ((d - 1) % 3) * 0.3), y + cell * (0.2 + Math.floor((d - 1) / 3) * 0.3) + 1);
          }
        }
        if (i === sel) {
          g.strokeStyle = '#4fd8ff';
          g.lineWidth = 3;
          g.strokeRect(x + 2.5, y + 2.5, cell - 5, cell - 5);
        }
      }
    }
    g.strokeStyle = 'rgba(140,150,220,0.35)';
    g.lineWidth = 2;
    g.strokeRect(offX, offY, cell * cols, cell * rows);

    // Number pad and tools.
    for (let d = 1; d <= 9; d++) {
      const x = PAD_X + (d - 1) * (KEY_W + GAP);
      const hue = 200 + (d - 1) * 14;
      button(g, x, PAD_Y, KEY_W, KEY_H, `hsl(${hue} 75% 55%)`, `hsl(${hue} 70% 38%)`);
      g.fillStyle = '#fff';
      g.font = '800 32px system-ui, sans-serif';
      g.fillText(String(d), x + KEY_W / 2, PAD_Y + KEY_H / 2 + 1);
    }
    const tools = [['✎ ' + k.t('pencil'), pencil], ['⌫ ' + k.t('erase'), false], ['✦ ' + k.t('hint'), false]];
    tools.forEach(([label, on], t) => {
      const x = PAD_X + t * (TOOL_W + GAP);
      if (on) button(g, x, TOOL_Y, TOOL_W, TOOL_H, '#ffd35c', '#ff9f43');
      else button(g, x, TOOL_Y, TOOL_W, TOOL_H, t === 2 ? '#8f7bff' : '#3a4170', t === 2 ? '#5b44c9' : '#272c52');
      g.fillStyle = on ? '#1a1020' : '#eef1ff';
      g.font = '700 24px system-ui, sans-serif';
      g.fillText(String(label), x + TOOL_W / 2, TOOL_Y + TOOL_H / 2 + 1, TOOL_W - 16);
    });
  },
  state() {
    return {
      stage,
      size,
      cols: puzzle.cols,
      rows: puzzle.rows,
      grid: grid.map((v, i) => (puzzle.white[i] ? (v ? String(v) : '.') : '#')).join(''),
      solution: puzzle.solution.map((v, i) => (puzzle.white[i] ? String(v) : '#')).join(''),
      runs: puzzle.runs.map((r) => ({ cells: r.cells.slice(), sum: r.sum, across: r.across })),
      selected,
      pencil,
      notes: notes.slice(),
      errorCells: [...badCells].sort((a, b) => a - b),
      errorRuns: [...badRuns].sort((a, b) => a - b),
      hints,
      solved,
    };
  },
  demo(k) {
    // A medium grid a bit over half done, with a few notes.
    startSize = 'medium';
    stage = 1;
    newPuzzle(k);
    puzzle.white.forEach((w, i) => {
      if (!w) return;
      if ((i * 7) % 10 < 6) grid[i] = puzzle.solution[i] ?? 0;
      else if (i % 3 === 0) notes[i] = (1 << ((puzzle.solution[i] ?? 1) - 1)) | (1 << (((puzzle.solution[i] ?? 1) % 9)));
    });
    selected = puzzle.white.findIndex((w, i) => w && !grid[i]);
    elapsed = 95;
    k.setStat('time', clock(elapsed));
    refreshErrors();
  },
});

export default kit;
