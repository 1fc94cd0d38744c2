// @ts-check
import { createGame, roundRect, keyDir } from '../kit/kit.js';
import { LEVELS, parseLevel, move, isSolved, walkTo, liveCells, stuckBoxes, solve, levelScore, recordSolve, parseProgress, neighbour } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Level} Level */
/** @typedef {import('./logic.js').Position} Position */
/** @typedef {import('./logic.js').Dir} Dir */
/** @typedef {import('./logic.js').Progress} Progress */

const W = 600;
const H = 860;
const TOP = 104;
const STORE = 'gamekit:51:progress';
const SEL_COLS = 6;
const SEL_TILE = 80;
const SEL_GAP = 12;
const SEL_X = (W - (SEL_COLS * SEL_TILE + (SEL_COLS - 1) * SEL_GAP)) / 2;
const SEL_Y = 190;

const strings = {
  'zh-CN': { title: '推箱子', moves: '步数', undo: '撤销', restartLevel: '重来', levels: '关卡', levelOf: '第 {n} / {t} 关', onGoal: '到位的箱子 {a}/{b}', par: '参考步数 {n}', choose: '选择关卡', locked: '先通过前面的关卡', stuck: '箱子卡死了：撤销或重来', solved: '过关！', allDone: '你完成了全部 {n} 关！', bestMoves: '最佳 {n}' },
  en: { title: 'Box Pusher', moves: 'Moves', undo: 'Undo', restartLevel: 'Restart', levels: 'Levels', levelOf: 'Level {n} of {t}', onGoal: 'Boxes home {a}/{b}', par: 'Par {n}', choose: 'Choose a level', locked: 'Solve the earlier levels first', stuck: 'A box is stuck: undo or restart', solved: 'Level solved!', allDone: 'You solved all {n} levels!', bestMoves: 'Best {n}' },
  ja: { title: '箱押し', moves: '手数', undo: '戻す', restartLevel: 'やり直す', levels: 'ステージ', levelOf: 'ステージ {n} / {t}', onGoal: 'ゴールの箱 {a}/{b}', par: '目安 {n} 手', choose: 'ステージを選ぶ', locked: '先に前のステージをクリアしよう', stuck: '箱が動かせなくなった：戻すかやり直そう', solved: 'クリア！', allDone: '全 {n} ステージをクリア！', bestMoves: 'ベスト {n}' },
  es: { title: 'Empuja cajas', moves: 'Pasos', undo: 'Deshacer', restartLevel: 'Reiniciar', levels: 'Niveles', levelOf: 'Nivel {n} de {t}', onGoal: 'Cajas colocadas {a}/{b}', par: 'Par {n}', choose: 'Elige un nivel', locked: 'Supera antes los niveles anteriores', stuck: 'Una caja quedó atascada: deshaz o reinicia', solved: '¡Nivel superado!', allDone: '¡Has superado los {n} niveles!', bestMoves: 'Mejor {n}' },
  de: { title: 'Kistenschieber', moves: 'Schritte', undo: 'Zurück', restartLevel: 'Neu starten', levels: 'Level', levelOf: 'Level {n} von {t}', onGoal: 'Kisten am Ziel {a}/{b}', par: 'Par {n}', choose: 'Level wählen', locked: 'Löse zuerst die vorigen Level', stuck: 'Eine Kiste steckt fest: zurück oder neu starten', solved: 'Level geschafft!', allDone: 'Du hast alle {n} Level gelöst!', bestMoves: 'Bestwert {n}' },
  fr: { title: 'Pousse-caisses', moves: 'Pas', undo: 'Annuler', restartLevel: 'Recommencer', levels: 'Niveaux', levelOf: 'Niveau {n} sur {t}', onGoal: 'Caisses placées {a}/{b}', par: 'Par {n}', choose: 'Choisissez un niveau', locked: 'Réussissez d’abord les niveaux précédents', stuck: 'Une caisse est bloquée : annulez ou recommencez', solved: 'Niveau réussi !', allDone: 'Vous avez réussi les {n} niveaux !', bestMoves: 'Record {n}' },
  'pt-BR': { title: 'Empurra Caixas', moves: 'Passos', undo: 'Desfazer', restartLevel: 'Recomeçar', levels: 'Fases', levelOf: 'Fase {n} de {t}', onGoal: 'Caixas no lugar {a}/{b}', par: 'Par {n}', choose: 'Escolha uma fase', locked: 'Passe das fases anteriores primeiro', stuck: 'Uma caixa travou: desfaça ou recomece', solved: 'Fase concluída!', allDone: 'Você concluiu as {n} fases!', bestMoves: 'Melhor {n}' },
  ar: { title: 'دافع الصناديق', moves: 'الخطوات', undo: 'تراجع', restartLevel: 'إعادة', levels: 'المراحل', levelOf: 'المرحلة {n} من {t}', onGoal: 'الصناديق في مكانها {a}/{b}', par: 'المعيار {n}', choose: 'اختر مرحلة', locked: 'أنهِ المراحل السابقة أولًا', stuck: 'علق صندوق: تراجع أو أعد المرحلة', solved: 'اجتزت المرحلة!', allDone: 'أنهيت المراحل الـ {n} كلها!', bestMoves: 'الأفضل {n}' },
};

const TOTAL = LEVELS.length;

let index = 0;
/** @type {Level} */
let lv = parseLevel(['#####', '#@$.#', '#####']);
/** @type {Position} */
let pos = { player: 0, boxes: [] };
/** @type {{pos: Position, moves: number, pushes: number}[]} */
let history = [];
let moves = 0;
let pushes = 0;
/** @type {boolean[]} */
let live = [];
/** @type {Progress} */
let progress = { unlocked: 0, best: {} };
/** @type {'play'|'select'} */
let mode = 'play';
let selCursor = 0;
/** @type {number | null} */
let solvedT = null;
/** @type {Dir} */
let facing = 'down';
/** @type {Dir[]} */
let walkQueue = [];
let walkTimer = 0;
let stuckShown = false;
/** Drawn positions (cells, fractional) that glide towards the real ones. */
let vis = { player: { x: 0, y: 0 }, boxes: /** @type {{x: number, y: number}[]} */ ([]) };
let cell = 60;
let ox = 0;
let oy = TOP;
/** @type {{moves: string} | null} cached solution from the level start, for tests */
let solutionCache = null;

function loadProgress() {
  try { progress = parseProgress(localStorage.getItem(STORE), TOTAL); } catch { progress = { unlocked: 0, best: {} }; }
}

function saveProgress() {
  try { localStorage.setItem(STORE, JSON.stringify(progress)); } catch { /* private mode */ }
}

/** @param {number} i */
const cx = (i) => i % lv.w;
/** @param {number} i */
const cy = (i) => Math.floor(i / lv.w);

function snapVisuals() {
  vis = { player: { x: cx(pos.player), y: cy(pos.player) }, boxes: pos.boxes.map((b) => ({ x: cx(b), y: cy(b) })) };
}

/** @param {Kit} k @param {number} i */
function loadLevel(k, i) {
  index = Math.max(0, Math.min(TOTAL - 1, i));
  const data = /** @type {{rows: string[], par: number}} */ (LEVELS[index]);
  lv = parseLevel(data.rows);
  pos = { player: lv.player, boxes: lv.boxes.slice() };
  live = liveCells(lv);
  history = [];
  moves = 0;
  pushes = 0;
  solvedT = null;
  walkQueue = [];
  stuckShown = false;
  facing = 'down';
  solutionCache = null;
  mode = 'play';
  cell = Math.floor(Math.min(72, (W - 40) / lv.w, (H - TOP - 20) / lv.h));
  ox = Math.round((W - cell * lv.w) / 2);
  oy = Math.round(TOP + (H - TOP - 10 - cell * lv.h) / 2);
  snapVisuals();
  k.setLevel(index + 1);
  k.setStat('moves', 0);
}

/** @param {Kit} k @param {Dir} d @returns {boolean} */
function step(k, d) {
  if (mode !== 'play' || solvedT !== null) return false;
  facing = d;
  const r = move(lv, pos, d);
  if (!r) {
    walkQueue = [];
    k.sound.tone({ freq: 110, dur: 0.05, type: 'square', vol: 0.05 });
    return false;
  }
  history.push({ pos, moves, pushes });
  pos = r.pos;
  moves++;
  if (r.pushed >= 0) {
    pushes++;
    const b = /** @type {number} */ (pos.boxes[r.pushed]);
    const home = lv.goals.includes(b);
    k.sound.tone({ freq: home ? 660 : 180, to: home ? 990 : 140, dur: home ? 0.12 : 0.07, type: home ? 'triangle' : 'sawtooth', vol: home ? 0.14 : 0.06 });
  } else k.sound.tone({ freq: 520, dur: 0.025, type: 'sine', vol: 0.04 });
  k.setStat('moves', moves);
  if (k.reducedMotion) snapVisuals();
  if (isSolved(lv, pos)) {
    solvedT = 0;
    walkQueue = [];
    const par = /** @type {{par: number}} */ (LEVELS[index]).par;
    k.addScore(levelScore(lv.goals.length, par, moves));
    progress = recordSolve(progress, index, moves, TOTAL);
    saveProgress();
    k.sound.jingle([523, 659, 784, 1047, 1319]);
    k.toast(k.t('solved'));
    return true;
  }
  const stuck = stuckBoxes(lv, pos, live).length > 0;
  if (stuck && !stuckShown) k.toast(k.t('stuck'));
  stuckShown = stuck;
  return true;
}

/** @param {Kit} k */
function undo(k) {
  if (mode !== 'play' || solvedT !== null) return;
  const h = history.pop();
  if (!h) return;
  pos = h.pos;
  moves = h.moves;
  pushes = h.pushes;
  walkQueue = [];
  stuckShown = stuckBoxes(lv, pos, live).length > 0;
  k.setStat('moves', moves);
  k.sound.tone({ freq: 500, to: 330, dur: 0.08, type: 'sine', vol: 0.08 });
}

/** @param {Kit} k */
function restartLevel(k) {
  if (solvedT !== null) return;
  loadLevel(k, index);
  k.sound.tone({ freq: 300, to: 200, dur: 0.1, type: 'sine', vol: 0.1 });
}

/** @param {Kit} k */
function openSelect(k) {
  if (solvedT !== null) return;
  mode = mode === 'select' ? 'play' : 'select';
  selCursor = index;
  walkQueue = [];
  k.sound.tone({ freq: 600, dur: 0.05, type: 'triangle', vol: 0.08 });
}

/** @param {Kit} k @param {number} i */
function chooseLevel(k, i) {
  if (i < 0 || i >= TOTAL) return;
  if (i > progress.unlocked) {
    k.toast(k.t('locked'));
    k.sound.tone({ freq: 150, dur: 0.08, type: 'square', vol: 0.06 });
    return;
  }
  loadLevel(k, i);
  k.sound.blip(760);
}

/** @param {number} x @param {number} y */
function tileAt(x, y) {
  const c = Math.floor((x - SEL_X) / (SEL_TILE + SEL_GAP));
  const r = Math.floor((y - SEL_Y) / (SEL_TILE + SEL_GAP));
  const inX = x - SEL_X - c * (SEL_TILE + SEL_GAP) <= SEL_TILE;
  const inY = y - SEL_Y - r * (SEL_TILE + SEL_GAP) <= SEL_TILE;
  const i = r * SEL_COLS + c;
  return c >= 0 && r >= 0 && c < SEL_COLS && inX && inY && i < TOTAL ? i : -1;
}

/** @param {number} x @param {number} y */
function cellAt(x, y) {
  const c = Math.floor((x - ox) / cell);
  const r = Math.floor((y - oy) / cell);
  return r >= 0 && c >= 0 && r < lv.h && c < lv.w ? r * lv.w + c : -1;
}

// ---------------------------------------------------------------- drawing

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} s */
function drawWall(g, x, y, s) {
  g.fillStyle = '#3c4770';
  g.fillRect(x, y, s, s);
  g.fillStyle = '#56649a';
  g.fillRect(x, y, s, s * 0.18);
  g.strokeStyle = 'rgba(10,12,30,0.45)';
  g.lineWidth = 2;
  // Brick joints.
  g.beginPath();
  g.moveTo(x, y + s / 2);
  g.lineTo(x + s, y + s / 2);
  g.moveTo(x + s / 2, y + s * 0.18);
  g.lineTo(x + s / 2, y + s / 2);
  g.moveTo(x + s / 4, y + s / 2);
  g.lineTo(x + s / 4, y + s);
  g.moveTo(x + (s * 3) / 4, y + s / 2);
  g.lineTo(x + (s * 3) / 4, y + s);
  g.stroke();
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} s @param {boolean} home @param {boolean} stuck @param {Kit} k */
function drawBox(g, x, y, s, home, stuck, k) {
  const m = s * 0.08;
  const bx = x + m;
  const by = y + m;
  const bs = s - 2 * m;
  if (home) {
    g.fillStyle = 'rgba(120,255,160,0.25)';
    roundRect(g, x + 1, y + 1, s - 2, s - 2, s * 0.2);
    g.fill();
  }
  g.fillStyle = home ? '#5cc47c' : '#c98a3d';
  roundRect(g, bx, by, bs, bs, s * 0.12);
  g.fill();
  g.strokeStyle = home ? '#2e7a49' : '#7d5020';
  g.lineWidth = Math.max(2, s * 0.07);
  g.stroke();
  // Planks.
  g.beginPath();
  g.moveTo(bx + bs * 0.18, by + bs * 0.18);
  g.lineTo(bx + bs * 0.82, by + bs * 0.82);
  g.moveTo(bx + bs * 0.82, by + bs * 0.18);
  g.lineTo(bx + bs * 0.18, by + bs * 0.82);
  g.stroke();
  g.strokeRect(bx + bs * 0.12, by + bs * 0.12, bs * 0.76, bs * 0.76);
  if (stuck) {
    const a = k.reducedMotion ? 0.9 : 0.55 + 0.45 * Math.sin(k.clock * 8);
    g.strokeStyle = `rgba(255,80,90,${a})`;
    g.lineWidth = 4;
    roundRect(g, x + 2, y + 2, s - 4, s - 4, s * 0.16);
    g.stroke();
  }
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} s @param {Kit} k */
function drawPlayer(g, x, y, s, k) {
  const mx = x + s / 2;
  const my = y + s / 2;
  const bob = k.reducedMotion ? 0 : Math.sin(k.clock * 6) * s * 0.02;
  g.fillStyle = 'rgba(0,0,0,0.3)';
  g.beginPath();
  g.ellipse(mx, my + s * 0.32, s * 0.26, s * 0.08, 0, 0, Math.PI * 2);
  g.fill();
  const grad = g.createRadialGradient(mx - s * 0.1, my - s * 0.12 + bob, s * 0.05, mx, my + bob, s * 0.36);
  grad.addColorStop(0, '#b9f3ff');
  grad.addColorStop(1, '#2aa9e0');
  g.fillStyle = grad;
  g.beginPath();
  g.arc(mx, my + bob, s * 0.33, 0, Math.PI * 2);
  g.fill();
  // Eyes look where the player last moved.
  const [dr, dc] = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] }[facing];
  const ex = dc * s * 0.1;
  const ey = dr * s * 0.08 - s * 0.04 + bob;
  for (const side of [-1, 1]) {
    g.fillStyle = '#fff';
    g.beginPath();
    g.arc(mx + side * s * 0.12 + ex, my + ey, s * 0.085, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#142033';
    g.beginPath();
    g.arc(mx + side * s * 0.12 + ex * 1.4, my + ey + dr * s * 0.02, s * 0.045, 0, Math.PI * 2);
    g.fill();
  }
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawBoard(g, k) {
  const s = cell;
  for (let i = 0; i < lv.w * lv.h; i++) {
    const x = ox + cx(i) * s;
    const y = oy + cy(i) * s;
    if (lv.inside[i]) {
      g.fillStyle = (cx(i) + cy(i)) % 2 ? '#332b45' : '#2e2740';
      g.fillRect(x, y, s, s);
    } else if (lv.walls[i]) {
      // Only walls touching the floor are drawn; the rest is outside the level.
      let edge = false;
      for (let dr = -1; dr <= 1 && !edge; dr++) {
        for (let dc = -1; dc <= 1 && !edge; dc++) {
          const r = cy(i) + dr;
          const c = cx(i) + dc;
          if (r >= 0 && c >= 0 && r < lv.h && c < lv.w && lv.inside[r * lv.w + c]) edge = true;
        }
      }
      if (edge) drawWall(g, x, y, s);
    }
  }
  for (const goal of lv.goals) {
    const x = ox + cx(goal) * s + s / 2;
    const y = oy + cy(goal) * s + s / 2;
    const pulse = k.reducedMotion ? 0 : Math.sin(k.clock * 3 + goal) * 0.04;
    g.strokeStyle = '#ffd34d';
    g.lineWidth = Math.max(2, s * 0.06);
    g.beginPath();
    g.arc(x, y, s * (0.26 + pulse), 0, Math.PI * 2);
    g.stroke();
    g.fillStyle = 'rgba(255,211,77,0.5)';
    g.beginPath();
    g.arc(x, y, s * 0.1, 0, Math.PI * 2);
    g.fill();
  }
  const stuck = new Set(stuckBoxes(lv, pos, live));
  pos.boxes.forEach((b, bi) => {
    const v = vis.boxes[bi] ?? { x: cx(b), y: cy(b) };
    drawBox(g, ox + v.x * s, oy + v.y * s, s, lv.goals.includes(b), stuck.has(b), k);
  });
  drawPlayer(g, ox + vis.player.x * s, oy + vis.player.y * s, s, k);
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} s */
function drawLock(g, x, y, s) {
  g.strokeStyle = 'rgba(255,255,255,0.45)';
  g.lineWidth = s * 0.1;
  g.beginPath();
  g.arc(x, y - s * 0.1, s * 0.22, Math.PI, 0);
  g.stroke();
  g.fillStyle = 'rgba(255,255,255,0.45)';
  roundRect(g, x - s * 0.32, y - s * 0.1, s * 0.64, s * 0.5, s * 0.08);
  g.fill();
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawSelect(g, k) {
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillStyle = '#fff';
  g.font = '800 32px system-ui, sans-serif';
  g.fillText(k.t('choose'), W / 2, 112);
  for (let i = 0; i < TOTAL; i++) {
    const c = i % SEL_COLS;
    const r = Math.floor(i / SEL_COLS);
    const col = k.dir === 'rtl' ? SEL_COLS - 1 - c : c;
    const x = SEL_X + col * (SEL_TILE + SEL_GAP);
    const y = SEL_Y + r * (SEL_TILE + SEL_GAP);
    const open = i <= progress.unlocked;
    const best = progress.best[i];
    g.fillStyle = !open ? 'rgba(255,255,255,0.06)' : best !== undefined ? '#2f7a52' : '#3d4f8c';
    roundRect(g, x, y, SEL_TILE, SEL_TILE, 16);
    g.fill();
    if (i === selCursor) {
      g.strokeStyle = '#fff';
      g.lineWidth = 4;
      roundRect(g, x - 4, y - 4, SEL_TILE + 8, SEL_TILE + 8, 19);
      g.stroke();
    } else if (i === index) {
      g.strokeStyle = 'rgba(120,220,255,0.7)';
      g.lineWidth = 3;
      roundRect(g, x - 2, y - 2, SEL_TILE + 4, SEL_TILE + 4, 17);
      g.stroke();
    }
    if (!open) {
      drawLock(g, x + SEL_TILE / 2, y + SEL_TILE / 2, SEL_TILE * 0.5);
      continue;
    }
    g.fillStyle = '#fff';
    g.font = '800 30px system-ui, sans-serif';
    g.fillText(String(i + 1), x + SEL_TILE / 2, y + SEL_TILE / 2 - (best !== undefined ? 8 : 0));
    if (best !== undefined) {
      g.font = '600 15px system-ui, sans-serif';
      g.fillStyle = 'rgba(255,255,255,0.8)';
      g.fillText(`✓ ${best}`, x + SEL_TILE / 2, y + SEL_TILE - 16);
    }
  }
}

const kit = createGame({
  id: 51,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'moves', label: 'moves' }],
  controls: {
    layout: 'row',
    always: true,
    buttons: [
      { action: 'undo', label: '↶', title: 'undo', caption: 'undo' },
      { action: 'restart', label: '↺', title: 'restartLevel' },
      { action: 'levels', label: '☰', title: 'levels', caption: 'levels' },
    ],
  },
  reset(k) {
    loadProgress();
    // Pick up at the first unlocked level not yet solved.
    let start = 0;
    while (start < progress.unlocked && progress.best[start] !== undefined) start++;
    loadLevel(k, start);
  },
  update(dt, k) {
    const f = k.reducedMotion ? 1 : Math.min(1, dt * 22);
    vis.player.x += (cx(pos.player) - vis.player.x) * f;
    vis.player.y += (cy(pos.player) - vis.player.y) * f;
    pos.boxes.forEach((b, bi) => {
      const v = vis.boxes[bi] ?? (vis.boxes[bi] = { x: cx(b), y: cy(b) });
      v.x += (cx(b) - v.x) * f;
      v.y += (cy(b) - v.y) * f;
    });
    if (walkQueue.length) {
      walkTimer -= dt;
      if (walkTimer <= 0) {
        walkTimer = 0.07;
        const d = /** @type {Dir} */ (walkQueue.shift());
        step(k, d);
      }
    }
    if (solvedT !== null) {
      solvedT += dt;
      if (solvedT > (k.reducedMotion ? 1 : 1.6)) {
        if (index + 1 >= TOTAL) {
          solvedT = null;
          k.gameOver({ win: true, message: k.t('allDone', { n: TOTAL }) });
        } else loadLevel(k, index + 1);
      }
    }
  },
  onAction(a, k) {
    if (a === 'undo') undo(k);
    else if (a === 'restart') restartLevel(k);
    else if (a === 'levels') openSelect(k);
  },
  onKey(code, k) {
    const d = keyDir(code);
    if (mode === 'select') {
      if (d) {
        const delta = { up: -SEL_COLS, down: SEL_COLS, left: k.dir === 'rtl' ? 1 : -1, right: k.dir === 'rtl' ? -1 : 1 }[d];
        selCursor = Math.max(0, Math.min(TOTAL - 1, selCursor + delta));
        return true;
      }
      if (code === 'Enter' || code === 'Space') { chooseLevel(k, selCursor); return true; }
      if (code === 'KeyL') { openSelect(k); return true; }
      return false;
    }
    if (d) {
      walkQueue = [];
      step(k, d);
      return true;
    }
    if (code === 'KeyZ' || code === 'KeyU' || code === 'Backspace') { undo(k); return true; }
    if (code === 'KeyR') { restartLevel(k); return true; }
    if (code === 'KeyL') { openSelect(k); return true; }
    return false;
  },
  onSwipe(d, k) {
    if (mode !== 'play') return;
    walkQueue = [];
    step(k, d);
  },
  onTap(p, k) {
    if (mode === 'select') {
      const i = tileAt(k.dir === 'rtl' ? W - p.x : p.x, p.y);
      if (i >= 0) chooseLevel(k, i);
      return;
    }
    if (solvedT !== null) return;
    const target = cellAt(p.x, p.y);
    if (target < 0 || !lv.inside[target]) return;
    // Next to the player: step (or push) that way; elsewhere: walk there if a path is free.
    const adj = /** @type {Dir[]} */ (['up', 'down', 'left', 'right']).find((d) => neighbour(lv, pos.player, d) === target);
    if (adj) {
      walkQueue = [];
      step(k, adj);
      return;
    }
    const path = walkTo(lv, pos, target);
    if (path && path.length) {
      walkQueue = path;
      walkTimer = 0;
    }
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#191528');
    bg.addColorStop(1, '#271a2c');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    if (mode === 'select') { drawSelect(g, k); return; }
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillStyle = '#fff';
    g.font = '800 30px system-ui, sans-serif';
    g.fillText(solvedT !== null ? k.t('solved') : k.t('levelOf', { n: index + 1, t: TOTAL }), W / 2, 34);
    const home = pos.boxes.filter((b) => lv.goals.includes(b)).length;
    g.font = '600 20px system-ui, sans-serif';
    g.fillStyle = 'rgba(230,225,255,0.72)';
    const par = /** @type {{par: number}} */ (LEVELS[index]).par;
    const best = progress.best[index];
    const parts = [k.t('onGoal', { a: home, b: lv.goals.length }), k.t('par', { n: par })];
    if (best !== undefined) parts.push(k.t('bestMoves', { n: best }));
    g.fillText(parts.join('   ·   '), W / 2, 74, W - 30);
    drawBoard(g, k);
  },
  state() {
    if (!solutionCache) solutionCache = solve(parseLevel(/** @type {{rows: string[]}} */ (LEVELS[index]).rows));
    return {
      index,
      total: TOTAL,
      unlocked: progress.unlocked,
      bestMoves: { ...progress.best },
      mode,
      selCursor,
      w: lv.w,
      h: lv.h,
      player: pos.player,
      boxes: pos.boxes.slice(),
      goals: lv.goals.slice(),
      moves,
      pushes,
      undoable: history.length,
      solved: solvedT !== null,
      stuck: stuckBoxes(lv, pos, live).length,
      walking: walkQueue.length,
      solution: solutionCache?.moves ?? null,
      geometry: { ox, oy, cell },
      select: { x: SEL_X, y: SEL_Y, tile: SEL_TILE, gap: SEL_GAP, cols: SEL_COLS },
    };
  },
  demo(k) {
    loadLevel(k, 23);
    const sol = solve(lv);
    if (sol) {
      // Play into the middle of the solution so some boxes are home and others on the way.
      for (const ch of sol.moves.slice(0, Math.floor(sol.moves.length * 0.6))) {
        const d = /** @type {Dir} */ ({ u: 'up', d: 'down', l: 'left', r: 'right' }[ch.toLowerCase()]);
        step(k, d);
      }
    }
    snapVisuals();
  },
});

export default kit;
