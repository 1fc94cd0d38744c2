// @ts-check
import { createGame, roundRect, keyDir } from '../kit/kit.js';
import { SIDES, planFor, generate, flow, rotateCW, rotateCCW, turnsBetween, timeLimit, levelScore } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Level} Level */

const W = 600;
const H = 860;
const TOP = 112;
const LAST_PLANNED = 12;

const strings = {
  'zh-CN': { title: '水管接通', drains: '浇到的花 {a}/{b}', goal: '旋转水管，让水从泵流到每一朵花', timeUp: '第 {n} 关时间到了！', solved: '全部浇到了！', next: '第 {n} 关：{c}×{r}', hurry: '快没时间了！', allDone: '你完成了全部 {n} 关！继续挑战更快的节奏。', rotate: '旋转' },
  en: { title: 'Pipe Flow', drains: 'Flowers watered {a}/{b}', goal: 'Turn the pipes so water reaches every flower', timeUp: 'Time ran out on level {n}!', solved: 'Everything is watered!', next: 'Level {n}: {c}×{r}', hurry: 'Hurry up!', allDone: 'You finished all {n} levels! Keep going against a faster clock.', rotate: 'Rotate' },
  ja: { title: 'パイプフロー', drains: '水やり {a}/{b}', goal: 'パイプを回して、すべての花に水を届けよう', timeUp: 'レベル {n} で時間切れ！', solved: '全部に水が届いた！', next: 'レベル {n}：{c}×{r}', hurry: '急いで！', allDone: '全 {n} レベルをクリア！さらに速い制限時間に挑戦しよう。', rotate: '回転' },
  es: { title: 'Tuberías', drains: 'Flores regadas {a}/{b}', goal: 'Gira las tuberías para que el agua llegue a cada flor', timeUp: '¡Se acabó el tiempo en el nivel {n}!', solved: '¡Todo regado!', next: 'Nivel {n}: {c}×{r}', hurry: '¡Date prisa!', allDone: '¡Completaste los {n} niveles! Sigue contra un reloj más rápido.', rotate: 'Girar' },
  de: { title: 'Rohrfluss', drains: 'Gegossene Blumen {a}/{b}', goal: 'Dreh die Rohre, bis Wasser jede Blume erreicht', timeUp: 'Zeit abgelaufen auf Stufe {n}!', solved: 'Alles bewässert!', next: 'Stufe {n}: {c}×{r}', hurry: 'Beeil dich!', allDone: 'Alle {n} Stufen geschafft! Weiter gegen eine schnellere Uhr.', rotate: 'Drehen' },
  fr: { title: 'Tuyaux', drains: 'Fleurs arrosées {a}/{b}', goal: 'Tournez les tuyaux pour que l’eau atteigne chaque fleur', timeUp: 'Temps écoulé au niveau {n} !', solved: 'Tout est arrosé !', next: 'Niveau {n} : {c}×{r}', hurry: 'Dépêchez-vous !', allDone: 'Les {n} niveaux sont terminés ! Continuez contre un chrono plus serré.', rotate: 'Tourner' },
  'pt-BR': { title: 'Canos d’Água', drains: 'Flores regadas {a}/{b}', goal: 'Gire os canos para a água chegar a cada flor', timeUp: 'O tempo acabou no nível {n}!', solved: 'Tudo regado!', next: 'Nível {n}: {c}×{r}', hurry: 'Corra!', allDone: 'Você completou os {n} níveis! Continue contra um relógio mais rápido.', rotate: 'Girar' },
  ar: { title: 'تدفق الأنابيب', drains: 'الزهور المسقية {a}/{b}', goal: 'أدر الأنابيب حتى يصل الماء إلى كل زهرة', timeUp: 'انتهى الوقت في المستوى {n}!', solved: 'سُقي كل شيء!', next: 'المستوى {n}: {c}×{r}', hurry: 'أسرع!', allDone: 'أنهيت المستويات الـ {n} كلها! تابع بوقت أقصر.', rotate: 'تدوير' },
};

const PETALS = ['#ff6fa8', '#ffd24d', '#ff8a4d', '#c17dff', '#ff5e5e', '#7fd8ff'];

/** @type {Level} */
let level = { cols: 4, rows: 4, source: 0, solution: [], tiles: [], drains: [] };
/** @type {number[]} */
let tiles = [];
/** @type {number[]} */
let dist = [];
/** @type {number[]} when each tile got wet (clock), so water visibly travels */
let wetAt = [];
/** @type {number[]} remaining visual turn of each tile, radians */
let spin = [];
let cell = 80;
let ox = 20;
let oy = TOP;
let timeLeft = 60;
let totalTime = 60;
let rotations = 0;
/** @type {number | null} */
let solvedT = null;
let cursor = { r: 0, c: 0, visible: false };
let clock = 0;
let lastTick = 0;
let drainSet = new Set();

function wetDrains() {
  return level.drains.filter((i) => dist[i] >= 0).length;
}

function layout() {
  cell = Math.floor(Math.min((W - 40) / level.cols, (H - TOP - 20) / level.rows));
  ox = Math.round((W - cell * level.cols) / 2);
  oy = Math.round(TOP + (H - TOP - 10 - cell * level.rows) / 2);
}

function reflow() {
  const prev = dist;
  dist = flow(tiles, level.cols, level.rows, level.source);
  for (let i = 0; i < tiles.length; i++) {
    // Newly reached tiles fill one after another along the pipe.
    if (dist[i] >= 0 && !(prev[i] >= 0)) wetAt[i] = clock + /** @type {number} */ (dist[i]) * 0.035;
  }
}

/** @param {Kit} k */
function newLevel(k) {
  const plan = planFor(k.level);
  level = generate(plan, k.random);
  tiles = level.tiles.slice();
  drainSet = new Set(level.drains);
  spin = new Array(tiles.length).fill(0);
  wetAt = new Array(tiles.length).fill(0);
  dist = [];
  totalTime = timeLimit(plan);
  timeLeft = totalTime;
  rotations = 0;
  solvedT = null;
  cursor = { r: Math.floor(level.rows / 2), c: Math.floor(level.cols / 2), visible: cursor.visible };
  layout();
  reflow();
  k.setStat('time', Math.ceil(timeLeft));
}

/** @param {Kit} k @param {number} i @param {boolean} cw */
function turn(k, i, cw) {
  if (solvedT !== null || k.screen !== 'playing' || i < 0 || i >= tiles.length || i === level.source) return;
  tiles[i] = cw ? rotateCW(/** @type {number} */ (tiles[i])) : rotateCCW(/** @type {number} */ (tiles[i]));
  spin[i] = k.reducedMotion ? 0 : (spin[i] ?? 0) + (cw ? -Math.PI / 2 : Math.PI / 2);
  rotations++;
  const before = wetDrains();
  reflow();
  const after = wetDrains();
  k.sound.tone({ freq: 240 + (cw ? 40 : 0), to: 180, dur: 0.05, type: 'square', vol: 0.05 });
  if (after > before) k.sound.tone({ freq: 660 + after * 25, to: 990 + after * 25, dur: 0.12, type: 'sine', vol: 0.12, delay: 0.05 });
  if (after === level.drains.length) {
    solvedT = 0;
    k.addScore(levelScore(tiles.length, timeLeft));
    k.sound.jingle([523, 659, 784, 1047, 1319]);
    k.toast(k.t('solved'));
  }
}

/** @param {Kit} k */
function nextLevel(k) {
  const finished = k.level === LAST_PLANNED;
  k.setLevel(k.level + 1);
  newLevel(k);
  if (finished) k.win({ keepGoing: true, message: k.t('allDone', { n: LAST_PLANNED }) });
  else k.toast(k.t('next', { n: k.level, c: level.cols, r: level.rows }));
}

/** @param {number} x @param {number} y */
function tileAt(x, y) {
  const c = Math.floor((x - ox) / cell);
  const r = Math.floor((y - oy) / cell);
  return r >= 0 && c >= 0 && r < level.rows && c < level.cols ? r * level.cols + c : -1;
}

/** @param {CanvasRenderingContext2D} g @param {number} m @param {boolean} wet @param {Kit} k */
function drawPipe(g, m, wet, k) {
  const half = cell / 2;
  const pw = cell * 0.26;
  for (const layer of [0, 1]) {
    g.strokeStyle = layer === 0 ? (wet ? '#1a6fb5' : '#3a4663') : wet ? '#47b8ff' : '#76839f';
    g.lineWidth = layer === 0 ? pw : pw * 0.62;
    g.lineCap = 'butt';
    for (const [bit, dr, dc] of SIDES) {
      if (!(m & bit)) continue;
      g.beginPath();
      g.moveTo(0, 0);
      g.lineTo(dc * half, dr * half);
      g.stroke();
    }
    g.fillStyle = g.strokeStyle;
    g.beginPath();
    g.arc(0, 0, (layer === 0 ? pw : pw * 0.62) / 2, 0, Math.PI * 2);
    g.fill();
  }
  if (wet && !k.reducedMotion) {
    // Running water: dashes moving outwards from the centre.
    g.strokeStyle = 'rgba(255,255,255,0.55)';
    g.lineWidth = pw * 0.16;
    g.setLineDash([cell * 0.08, cell * 0.14]);
    g.lineDashOffset = -clock * cell * 0.6;
    for (const [bit, dr, dc] of SIDES) {
      if (!(m & bit)) continue;
      g.beginPath();
      g.moveTo(0, 0);
      g.lineTo(dc * half, dr * half);
      g.stroke();
    }
    g.setLineDash([]);
  }
}

/** @param {CanvasRenderingContext2D} g @param {number} i @param {boolean} wet */
function drawFlower(g, i, wet) {
  const r = cell * 0.2;
  g.fillStyle = wet ? '#2c7a3c' : '#6b4a2e';
  g.beginPath();
  g.arc(0, 0, r * 1.15, 0, Math.PI * 2);
  g.fill();
  g.strokeStyle = wet ? '#9cf0a8' : '#a07850';
  g.lineWidth = 3;
  g.stroke();
  if (!wet) {
    // A drooping sprout waits for water.
    g.strokeStyle = '#8a9a6a';
    g.lineWidth = 3;
    g.beginPath();
    g.moveTo(0, r * 0.5);
    g.quadraticCurveTo(0, -r * 0.4, r * 0.5, -r * 0.2);
    g.stroke();
    return;
  }
  const col = PETALS[i % PETALS.length] ?? '#ff6fa8';
  g.fillStyle = col;
  for (let p = 0; p < 5; p++) {
    const a = (p / 5) * Math.PI * 2 + i;
    g.beginPath();
    g.ellipse(Math.cos(a) * r * 0.6, Math.sin(a) * r * 0.6, r * 0.55, r * 0.36, a, 0, Math.PI * 2);
    g.fill();
  }
  g.fillStyle = '#fff3a0';
  g.beginPath();
  g.arc(0, 0, r * 0.35, 0, Math.PI * 2);
  g.fill();
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawSource(g, k) {
  const r = cell * 0.32;
  const pulse = k.reducedMotion ? 0 : Math.sin(clock * 4) * 0.06;
  const grad = g.createRadialGradient(-r * 0.3, -r * 0.3, r * 0.1, 0, 0, r);
  grad.addColorStop(0, '#c9f0ff');
  grad.addColorStop(1, '#1f8fe0');
  g.fillStyle = grad;
  g.beginPath();
  g.arc(0, 0, r * (1 + pulse), 0, Math.PI * 2);
  g.fill();
  g.strokeStyle = '#ffffff';
  g.lineWidth = 3;
  g.stroke();
  // A droplet mark.
  g.fillStyle = 'rgba(255,255,255,0.9)';
  g.beginPath();
  g.moveTo(0, -r * 0.55);
  g.quadraticCurveTo(r * 0.45, 0, 0, r * 0.45);
  g.quadraticCurveTo(-r * 0.45, 0, 0, -r * 0.55);
  g.fill();
}

const kit = createGame({
  id: 54,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'time', label: 'time' }],
  reset(k) {
    k.setLevel(1);
    newLevel(k);
  },
  update(dt, k) {
    clock += dt;
    for (let i = 0; i < spin.length; i++) {
      const s = /** @type {number} */ (spin[i]);
      if (s) spin[i] = Math.abs(s) < 0.02 ? 0 : s * Math.pow(0.001, dt * 2.2);
    }
    if (solvedT !== null) {
      solvedT += dt;
      if (solvedT > (k.reducedMotion ? 1.2 : 1.8)) nextLevel(k);
      return;
    }
    timeLeft -= dt;
    const shown = Math.max(0, Math.ceil(timeLeft));
    k.setStat('time', shown);
    if (timeLeft <= 10 && shown !== lastTick && timeLeft > 0) {
      lastTick = shown;
      k.sound.tone({ freq: 880, dur: 0.04, type: 'square', vol: 0.05 });
      if (shown === 10) k.toast(k.t('hurry'));
    }
    if (timeLeft <= 0) {
      timeLeft = 0;
      k.gameOver({ message: k.t('timeUp', { n: k.level }) });
    }
  },
  onKey(code, k) {
    const d = keyDir(code);
    if (d) {
      const [dr, dc] = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] }[d];
      cursor = { r: (cursor.r + dr + level.rows) % level.rows, c: (cursor.c + dc + level.cols) % level.cols, visible: true };
      return true;
    }
    const i = cursor.r * level.cols + cursor.c;
    if (code === 'Space' || code === 'Enter' || code === 'KeyE') { cursor.visible = true; turn(k, i, true); return true; }
    if (code === 'KeyQ' || code === 'Backspace') { cursor.visible = true; turn(k, i, false); return true; }
    return false;
  },
  onTap(p, k) {
    const i = tileAt(p.x, p.y);
    if (i < 0) return;
    cursor = { r: Math.floor(i / level.cols), c: i % level.cols, visible: false };
    turn(k, i, p.button !== 2);
  },
  onLongPress(p, k) {
    // Touch has no right button: holding a tile turns it the other way.
    const i = tileAt(p.x, p.y);
    if (i >= 0) turn(k, i, false);
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#0f2530');
    bg.addColorStop(1, '#152036');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillStyle = '#ffffff';
    g.font = '800 28px system-ui, sans-serif';
    g.fillText(solvedT !== null ? k.t('solved') : k.t('drains', { a: wetDrains(), b: level.drains.length }), W / 2, 30);
    // Timer bar.
    const frac = totalTime ? Math.max(0, timeLeft / totalTime) : 0;
    g.fillStyle = 'rgba(255,255,255,0.1)';
    roundRect(g, 30, 62, W - 60, 14, 7);
    g.fill();
    g.fillStyle = frac < 0.2 ? '#ff5e6e' : frac < 0.45 ? '#ffc94d' : '#4fd8a0';
    const bw = (W - 60) * frac;
    if (bw > 1) {
      roundRect(g, k.dir === 'rtl' ? W - 30 - bw : 30, 62, bw, 14, 7);
      g.fill();
    }
    g.font = '600 18px system-ui, sans-serif';
    g.fillStyle = 'rgba(220,235,255,0.65)';
    g.fillText(k.t('goal'), W / 2, 96, W - 40);
    // Board.
    g.fillStyle = '#0a1322';
    roundRect(g, ox - 8, oy - 8, cell * level.cols + 16, cell * level.rows + 16, 16);
    g.fill();
    for (let i = 0; i < tiles.length; i++) {
      const r = Math.floor(i / level.cols);
      const c = i % level.cols;
      const x = ox + c * cell;
      const y = oy + r * cell;
      const wet = dist[i] >= 0 && clock >= (wetAt[i] ?? 0);
      g.fillStyle = wet ? '#17304d' : '#1b2236';
      roundRect(g, x + 2, y + 2, cell - 4, cell - 4, cell * 0.14);
      g.fill();
      g.save();
      g.translate(x + cell / 2, y + cell / 2);
      g.save();
      g.rotate(spin[i] ?? 0);
      drawPipe(g, /** @type {number} */ (tiles[i]), wet, k);
      g.restore();
      if (i === level.source) drawSource(g, k);
      else if (drainSet.has(i)) drawFlower(g, i, wet);
      g.restore();
      if (cursor.visible && r === cursor.r && c === cursor.c) {
        g.strokeStyle = '#ffffff';
        g.lineWidth = 4;
        roundRect(g, x + 3, y + 3, cell - 6, cell - 6, cell * 0.14);
        g.stroke();
      }
    }
  },
  state() {
    return {
      cols: level.cols,
      rows: level.rows,
      source: level.source,
      tiles: tiles.slice(),
      drains: level.drains.slice(),
      watered: wetDrains(),
      // Clockwise quarter turns that bring each tile back to the generated network.
      turnsNeeded: tiles.map((m, i) => turnsBetween(m, /** @type {number} */ (level.solution[i]))),
      rotations,
      timeLeft: Math.ceil(timeLeft),
      solved: solvedT !== null,
      geometry: { ox, oy, cell },
    };
  },
  demo(k) {
    k.setLevel(6);
    newLevel(k);
    // Turn most tiles near the source back so a good part of the network carries water.
    const order = tiles.map((_, i) => i).sort((a, b) => {
      const da = Math.abs(Math.floor(a / level.cols) - Math.floor(level.source / level.cols)) + Math.abs((a % level.cols) - (level.source % level.cols));
      const db = Math.abs(Math.floor(b / level.cols) - Math.floor(level.source / level.cols)) + Math.abs((b % level.cols) - (level.source % level.cols));
      return da - db;
    });
    for (const i of order.slice(0, Math.floor(tiles.length * 0.7))) {
      tiles[i] = /** @type {number} */ (level.solution[i]);
    }
    reflow();
    wetAt.fill(0);
    timeLeft = totalTime * 0.62;
    cursor = { r: 1, c: level.cols - 2, visible: true };
  },
});

export default kit;
