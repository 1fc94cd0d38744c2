// @ts-check
import { createGame, roundRect, keyDir } from '../kit/kit.js';
import { pickPuzzle, solutions, beginAt, stepTo, isLinked, progress, isSolved, levelScore, adjacent, LAST_PLANNED } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Paths} Paths */

const W = 600;
const H = 780;
const BX = 20;
const BY = 118;
const BS = 560;

const strings = {
  'zh-CN': { title: '连线填格', moves: '笔数', hint: '提示', clear: '清空', links: '连通 {a}/{b}', filled: '填满 {p}%', goal: '连接同色圆点，让线条铺满整个棋盘', fillAll: '颜色都连上了，但还要填满每一格！', solved: '完美连通！', next: '第 {n} 关：{s}×{s}', allDone: '你完成了全部 {n} 关！继续挑战 9×9。', hintShown: '已画出一条正确的线' },
  en: { title: 'Flow Links', moves: 'Strokes', hint: 'Hint', clear: 'Clear', links: 'Links {a}/{b}', filled: 'Filled {p}%', goal: 'Join matching dots and cover the whole board', fillAll: 'All linked, but every cell must be filled!', solved: 'All connected!', next: 'Level {n}: {s}×{s}', allDone: 'You finished all {n} levels! Keep going on 9×9.', hintShown: 'One correct line drawn for you' },
  ja: { title: 'フローリンク', moves: '筆数', hint: 'ヒント', clear: '消す', links: '接続 {a}/{b}', filled: '埋まり {p}%', goal: '同じ色の点をつなぎ、盤面全体を埋めよう', fillAll: '全部つながったけど、すべてのマスを埋めよう！', solved: '全部つながった！', next: 'レベル {n}：{s}×{s}', allDone: '全 {n} レベルをクリア！9×9 でさらに挑戦しよう。', hintShown: '正しい線を 1 本引きました' },
  es: { title: 'Enlaces de color', moves: 'Trazos', hint: 'Pista', clear: 'Borrar', links: 'Enlaces {a}/{b}', filled: 'Lleno {p}%', goal: 'Une los puntos del mismo color y cubre todo el tablero', fillAll: 'Todo unido, ¡pero hay que llenar todas las casillas!', solved: '¡Todo conectado!', next: 'Nivel {n}: {s}×{s}', allDone: '¡Completaste los {n} niveles! Sigue en 9×9.', hintShown: 'Se dibujó una línea correcta' },
  de: { title: 'Farbverbinder', moves: 'Striche', hint: 'Tipp', clear: 'Leeren', links: 'Verbunden {a}/{b}', filled: 'Gefüllt {p} %', goal: 'Verbinde gleichfarbige Punkte und fülle das ganze Feld', fillAll: 'Alles verbunden, aber jedes Feld muss gefüllt sein!', solved: 'Alles verbunden!', next: 'Stufe {n}: {s}×{s}', allDone: 'Alle {n} Stufen geschafft! Weiter auf 9×9.', hintShown: 'Eine richtige Linie wurde gezogen' },
  fr: { title: 'Liens de couleur', moves: 'Traits', hint: 'Indice', clear: 'Effacer', links: 'Liens {a}/{b}', filled: 'Rempli {p} %', goal: 'Reliez les points de même couleur et couvrez tout le plateau', fillAll: 'Tout est relié, mais chaque case doit être remplie !', solved: 'Tout est relié !', next: 'Niveau {n} : {s}×{s}', allDone: 'Les {n} niveaux sont terminés ! Continuez en 9×9.', hintShown: 'Une ligne correcte a été tracée' },
  'pt-BR': { title: 'Ligue as Cores', moves: 'Traços', hint: 'Dica', clear: 'Limpar', links: 'Ligações {a}/{b}', filled: 'Preenchido {p}%', goal: 'Ligue os pontos da mesma cor e cubra o tabuleiro todo', fillAll: 'Tudo ligado, mas todas as casas precisam ser preenchidas!', solved: 'Tudo conectado!', next: 'Nível {n}: {s}×{s}', allDone: 'Você completou os {n} níveis! Continue no 9×9.', hintShown: 'Uma linha correta foi desenhada' },
  ar: { title: 'وصل الألوان', moves: 'الخطوط', hint: 'تلميح', clear: 'مسح', links: 'الوصلات {a}/{b}', filled: 'الامتلاء {p}%', goal: 'صِل النقاط المتشابهة لونًا وغطِّ اللوحة كلها', fillAll: 'كل الألوان موصولة، لكن يجب ملء كل الخانات!', solved: 'اتصل كل شيء!', next: 'المستوى {n}: {s}×{s}', allDone: 'أنهيت المستويات الـ {n} كلها! تابع على 9×9.', hintShown: 'رُسم لك خط صحيح' },
};

/** Up to 12 colours that stay apart on a dark board. */
const COLOURS = ['#ff4757', '#3d7bff', '#2ed573', '#ffd32a', '#ff9f1a', '#22d3ee', '#ff5fd2', '#a05a2c', '#9b6bff', '#f1f2f6', '#7bed9f', '#8a94a6'];

let n = 5;
/** @type {number[]} */
let dots = [];
/** @type {Paths} */
let paths = [];
/** @type {Paths} paths when the current stroke began */
let base = [];
/** @type {number[][]} */
let solution = [];
let colours = 0;
let strokes = 0;
let hints = 0;
let lastStrokeColour = 0;
/** Colour being drawn (0 none). */
let drawing = 0;
/** @type {string} serialized paths before the stroke, to tell whether it changed anything */
let before = '';
/** @type {number | null} */
let solvedT = null;
let cursor = { r: 0, c: 0, visible: false };
let holding = false;
let used = new Set();
/** @type {{x: number, y: number} | null} */
let finger = null;
/** Colours just linked, for a pulse. @type {{col: number, t: number}[]} */
let pulses = [];

const cellSize = () => BS / n;

/** @param {Kit} k */
function newLevel(k) {
  const p = pickPuzzle(k.level, k.random, used);
  n = p.n;
  dots = p.dots;
  colours = Math.max(0, ...dots);
  paths = Array.from({ length: colours }, () => []);
  base = paths;
  solution = solutions(dots, n, 1)[0] ?? [];
  strokes = 0;
  hints = 0;
  lastStrokeColour = 0;
  drawing = 0;
  holding = false;
  solvedT = null;
  pulses = [];
  finger = null;
  cursor = { r: 0, c: 0, visible: cursor.visible };
  k.setStat('moves', 0);
}

/** @param {Kit} k @param {number} cell */
function startStroke(k, cell) {
  if (solvedT !== null) return false;
  const r = beginAt(dots, paths, cell);
  if (!r.col) return false;
  before = JSON.stringify(paths);
  paths = r.paths;
  base = paths.map((p) => p.slice());
  drawing = r.col;
  k.sound.tone({ freq: 330 + r.col * 30, dur: 0.05, type: 'triangle', vol: 0.1 });
  return true;
}

/** @param {Kit} k @param {number} cell @returns {boolean} */
function stepStroke(k, cell) {
  if (!drawing) return false;
  const wasLinked = isLinked(dots, /** @type {number[]} */ (paths[drawing - 1]), drawing);
  const next = stepTo(dots, n, paths, base, drawing, cell);
  if (!next) return false;
  paths = next;
  const p = /** @type {number[]} */ (paths[drawing - 1]);
  const linked = isLinked(dots, p, drawing);
  if (linked && !wasLinked) {
    pulses.push({ col: drawing, t: 0 });
    k.sound.tone({ freq: 523 + drawing * 40, to: 784 + drawing * 40, dur: 0.14, type: 'sine', vol: 0.14 });
  } else k.sound.tone({ freq: 200 + p.length * 18, dur: 0.03, type: 'sine', vol: 0.05 });
  return true;
}

/** Walks the head towards a cell one step at a time (fast drags skip cells). @param {Kit} k @param {number} target */
function strokeTowards(k, target) {
  for (let guard = 0; guard < 2 * n && drawing; guard++) {
    const p = /** @type {number[]} */ (paths[drawing - 1]);
    const head = /** @type {number} */ (p[p.length - 1]);
    if (head === target) return;
    const hr = Math.floor(head / n);
    const hc = head % n;
    const tr = Math.floor(target / n);
    const tc = target % n;
    const v = tr !== hr ? head + (tr > hr ? n : -n) : -1;
    const h = tc !== hc ? head + (tc > hc ? 1 : -1) : -1;
    const order = Math.abs(tr - hr) >= Math.abs(tc - hc) ? [v, h] : [h, v];
    if (!order.some((c) => c >= 0 && stepStroke(k, c))) return;
  }
}

/** @param {Kit} k */
function endStroke(k) {
  if (!drawing) return;
  const changed = JSON.stringify(paths) !== before;
  if (changed && drawing !== lastStrokeColour) {
    strokes++;
    lastStrokeColour = drawing;
    k.setStat('moves', strokes);
  }
  drawing = 0;
  holding = false;
  finger = null;
  checkSolved(k);
}

/** @param {Kit} k */
function checkSolved(k) {
  if (solvedT !== null) return;
  if (isSolved(dots, paths)) {
    solvedT = 0;
    drawing = 0;
    k.addScore(levelScore(n, colours, Math.max(strokes, 1), hints));
    k.sound.jingle([523, 659, 784, 1047, 1319]);
    k.toast(k.t('solved'));
  } else {
    const pr = progress(dots, paths);
    if (pr.links === pr.colours) k.toast(k.t('fillAll'));
  }
}

/** @param {Kit} k */
function giveHint(k) {
  if (solvedT !== null || !solution.length) return;
  const same = (/** @type {number[]} */ a, /** @type {number[]} */ b) => a.length === b.length && (a.every((v, i) => v === b[i]) || a.every((v, i) => v === b[b.length - 1 - i]));
  const col = solution.findIndex((s, k2) => !same(s, /** @type {number[]} */ (paths[k2]))) + 1;
  if (!col) return;
  const sol = /** @type {number[]} */ (solution[col - 1]);
  const mine = new Set(sol);
  // Lay the true path; paths of other colours give way where it passes.
  paths = paths.map((p, k2) => {
    if (k2 === col - 1) return sol.slice();
    const cut = p.findIndex((c) => mine.has(c));
    return cut >= 0 ? p.slice(0, cut) : p;
  });
  drawing = 0;
  hints++;
  pulses.push({ col, t: 0 });
  k.toast(k.t('hintShown'));
  k.sound.tone({ freq: 880, to: 1320, dur: 0.12, type: 'sine', vol: 0.1 });
  checkSolved(k);
}

/** @param {Kit} k */
function clearBoard(k) {
  if (solvedT !== null) return;
  paths = Array.from({ length: colours }, () => []);
  drawing = 0;
  holding = false;
  k.sound.tone({ freq: 300, to: 200, dur: 0.1, type: 'sine', vol: 0.1 });
}

/** @param {Kit} k */
function nextLevel(k) {
  const finished = k.level === LAST_PLANNED;
  k.setLevel(k.level + 1);
  newLevel(k);
  if (finished) k.win({ keepGoing: true, message: k.t('allDone', { n: LAST_PLANNED }) });
  else k.toast(k.t('next', { n: k.level, s: n }));
}

/** @param {number} x @param {number} y */
function cellAt(x, y) {
  const s = cellSize();
  const c = Math.floor((x - BX) / s);
  const r = Math.floor((y - BY) / s);
  return r >= 0 && c >= 0 && r < n && c < n ? r * n + c : -1;
}

/** Centre of a cell. @param {number} i */
function centre(i) {
  const s = cellSize();
  return { x: BX + (i % n) * s + s / 2, y: BY + Math.floor(i / n) * s + s / 2 };
}

/** Small dark mark inside a dot so colours can be told apart without colour vision. @param {CanvasRenderingContext2D} g @param {number} col @param {number} x @param {number} y @param {number} s */
function mark(g, col, x, y, s) {
  g.fillStyle = 'rgba(0,0,0,0.35)';
  g.strokeStyle = 'rgba(0,0,0,0.35)';
  g.lineWidth = Math.max(2, s * 0.28);
  g.beginPath();
  switch ((col - 1) % 6) {
    case 0: g.arc(x, y, s * 0.45, 0, Math.PI * 2); g.fill(); break;
    case 1: g.rect(x - s * 0.4, y - s * 0.4, s * 0.8, s * 0.8); g.fill(); break;
    case 2: g.moveTo(x, y - s * 0.5); g.lineTo(x + s * 0.5, y + s * 0.38); g.lineTo(x - s * 0.5, y + s * 0.38); g.closePath(); g.fill(); break;
    case 3: g.moveTo(x - s * 0.5, y); g.lineTo(x + s * 0.5, y); g.moveTo(x, y - s * 0.5); g.lineTo(x, y + s * 0.5); g.stroke(); break;
    case 4: g.moveTo(x, y - s * 0.5); g.lineTo(x + s * 0.45, y); g.lineTo(x, y + s * 0.5); g.lineTo(x - s * 0.45, y); g.closePath(); g.fill(); break;
    default: g.arc(x, y, s * 0.38, 0, Math.PI * 2); g.stroke(); break;
  }
  if (col > 6) { g.beginPath(); g.rect(x - s * 0.45, y + s * 0.62, s * 0.9, Math.max(2, s * 0.14)); g.fill(); }
}

const kit = createGame({
  id: 52,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'moves', label: 'moves' }],
  controls: {
    layout: 'row',
    always: true,
    buttons: [
      { action: 'hint', label: '✦', title: 'hint', caption: 'hint' },
      { action: 'clear', label: '⌫', title: 'clear', caption: 'clear' },
    ],
  },
  reset(k) {
    used = new Set();
    k.setLevel(1);
    newLevel(k);
  },
  update(dt, k) {
    pulses = pulses.filter((p) => (p.t += dt) < 0.6);
    if (solvedT !== null) {
      solvedT += dt;
      if (solvedT > (k.reducedMotion ? 1.2 : 1.9)) nextLevel(k);
    }
  },
  onAction(a, k) {
    if (a === 'hint') giveHint(k);
    else if (a === 'clear') clearBoard(k);
  },
  onKey(code, k) {
    const d = keyDir(code);
    if (d) {
      const [dr, dc] = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] }[d];
      const r = cursor.r + dr;
      const c = cursor.c + dc;
      if (r < 0 || c < 0 || r >= n || c >= n) return true;
      if (holding && drawing) {
        // While holding, the cursor drags the line; it stays put where the line cannot go.
        if (!stepStroke(k, r * n + c)) return true;
        cursor = { r, c, visible: true };
        // Reaching the matching dot lets go of the line, as lifting a finger would.
        if (isLinked(dots, /** @type {number[]} */ (paths[drawing - 1]), drawing)) endStroke(k);
        return true;
      }
      cursor = { r, c, visible: true };
      return true;
    }
    if (code === 'Space' || code === 'Enter') {
      cursor.visible = true;
      if (holding) endStroke(k);
      else if (startStroke(k, cursor.r * n + cursor.c)) holding = true;
      return true;
    }
    if (code === 'KeyH') { giveHint(k); return true; }
    if (code === 'KeyR' || code === 'Backspace') { clearBoard(k); return true; }
    return false;
  },
  onPointer(kind, p, k) {
    if (kind === 'down') {
      // A stroke still open here lost its pointer-up (cancelled touch) or was held by the keyboard.
      if (drawing) endStroke(k);
      const i = cellAt(p.x, p.y);
      if (i >= 0 && startStroke(k, i)) {
        cursor = { r: Math.floor(i / n), c: i % n, visible: false };
        finger = { x: p.x, y: p.y };
      }
      return;
    }
    if (!drawing || holding) return;
    if (kind === 'move') {
      finger = { x: p.x, y: p.y };
      const i = cellAt(Math.min(BX + BS - 1, Math.max(BX, p.x)), Math.min(BY + BS - 1, Math.max(BY, p.y)));
      if (i >= 0) strokeTowards(k, i);
      return;
    }
    endStroke(k);
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#11142b');
    bg.addColorStop(1, '#1d1030');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    const pr = progress(dots, paths);
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.font = '800 28px system-ui, sans-serif';
    g.fillStyle = '#fff';
    const pct = pr.cells ? Math.floor((pr.filled / pr.cells) * 100) : 0;
    g.fillText(solvedT !== null ? k.t('solved') : `${k.t('links', { a: pr.links, b: pr.colours })}   ·   ${k.t('filled', { p: pct })}`, W / 2, 36, W - 30);
    g.font = '600 19px system-ui, sans-serif';
    g.fillStyle = 'rgba(220,225,255,0.68)';
    g.fillText(k.t('goal'), W / 2, 80, W - 30);
    const s = cellSize();
    g.fillStyle = '#0a0c1c';
    roundRect(g, BX - 6, BY - 6, BS + 12, BS + 12, 14);
    g.fill();
    // Cell tint for covered cells.
    paths.forEach((p, kk) => {
      const col = COLOURS[kk % COLOURS.length] ?? '#fff';
      g.fillStyle = col;
      g.globalAlpha = isLinked(dots, p, kk + 1) ? 0.24 : 0.13;
      for (const c of p) g.fillRect(BX + (c % n) * s + 1, BY + Math.floor(c / n) * s + 1, s - 2, s - 2);
    });
    g.globalAlpha = 1;
    g.strokeStyle = 'rgba(255,255,255,0.09)';
    g.lineWidth = 2;
    for (let i = 0; i <= n; i++) {
      g.beginPath();
      g.moveTo(BX + i * s, BY);
      g.lineTo(BX + i * s, BY + BS);
      g.moveTo(BX, BY + i * s);
      g.lineTo(BX + BS, BY + i * s);
      g.stroke();
    }
    // Lines.
    g.lineCap = 'round';
    g.lineJoin = 'round';
    paths.forEach((p, kk) => {
      if (p.length < 2) return;
      g.strokeStyle = COLOURS[kk % COLOURS.length] ?? '#fff';
      g.lineWidth = s * 0.32;
      g.beginPath();
      p.forEach((c, j) => { const q = centre(c); if (j) g.lineTo(q.x, q.y); else g.moveTo(q.x, q.y); });
      g.stroke();
    });
    // Dots.
    for (let i = 0; i < dots.length; i++) {
      const d = /** @type {number} */ (dots[i]);
      if (!d) continue;
      const q = centre(i);
      const col = COLOURS[(d - 1) % COLOURS.length] ?? '#fff';
      const pulse = pulses.find((pp) => pp.col === d);
      const rad = s * 0.36 * (pulse && !k.reducedMotion ? 1 + 0.25 * Math.sin((pulse.t / 0.6) * Math.PI) : 1);
      g.fillStyle = col;
      g.beginPath();
      g.arc(q.x, q.y, rad, 0, Math.PI * 2);
      g.fill();
      if (isLinked(dots, /** @type {number[]} */ (paths[d - 1]), d)) {
        g.strokeStyle = '#ffffff';
        g.lineWidth = 3;
        g.stroke();
      }
      mark(g, d, q.x, q.y, s * 0.16);
    }
    // A halo under the finger shows which colour is being drawn.
    if (drawing && finger) {
      g.fillStyle = COLOURS[(drawing - 1) % COLOURS.length] ?? '#fff';
      g.globalAlpha = 0.25;
      g.beginPath();
      g.arc(finger.x, finger.y, s * 0.7, 0, Math.PI * 2);
      g.fill();
      g.globalAlpha = 1;
    }
    if (cursor.visible) {
      g.strokeStyle = holding ? (COLOURS[(drawing - 1) % COLOURS.length] ?? '#fff') : '#fff';
      g.lineWidth = 4;
      roundRect(g, BX + cursor.c * s + 3, BY + cursor.r * s + 3, s - 6, s - 6, 8);
      g.stroke();
    }
    // Progress through the planned levels.
    const dotW = (W - 160) / LAST_PLANNED;
    for (let i = 0; i < LAST_PLANNED; i++) {
      const lvl = i + 1;
      const x = 80 + dotW * (i + 0.5);
      g.fillStyle = lvl < k.level ? '#2ed573' : lvl === k.level ? '#22d3ee' : 'rgba(255,255,255,0.14)';
      g.beginPath();
      g.arc(k.dir === 'rtl' ? W - x : x, BY + BS + 46, lvl === k.level ? 7 : 5, 0, Math.PI * 2);
      g.fill();
    }
  },
  state() {
    const pr = progress(dots, paths);
    const rows = [];
    for (let r = 0; r < n; r++) rows.push(dots.slice(r * n, r * n + n).map((d) => (d ? String.fromCharCode(96 + d) : '.')).join(''));
    return {
      n,
      dots: rows,
      colours,
      paths: paths.map((p) => p.slice()),
      links: pr.links,
      filled: pr.filled,
      strokes,
      hints,
      drawing,
      holding,
      cursor: { r: cursor.r, c: cursor.c },
      solved: solvedT !== null,
      solution: solution.map((p) => p.slice()),
      geometry: { ox: BX, oy: BY, cell: cellSize() },
    };
  },
  demo(k) {
    k.setLevel(7);
    newLevel(k);
    // Lay most of the solution, leaving one line mid-stroke.
    const order = solution.map((_, i) => i);
    for (const c of order.slice(0, Math.max(1, order.length - 3))) paths[c] = /** @type {number[]} */ (solution[c]).slice();
    const last = order[order.length - 3];
    if (last !== undefined) {
      const sol = /** @type {number[]} */ (solution[last]);
      paths[last] = sol.slice(0, Math.ceil(sol.length / 2));
      drawing = last + 1;
      const head = centre(/** @type {number} */ (paths[last]?.at(-1)));
      finger = { x: head.x, y: head.y };
    }
  },
});

export default kit;
