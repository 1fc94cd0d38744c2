// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { cellCenter, traceShot, placeAndResolve, shotScore, colorsLeft, bubbleCount, lowestRow, makeLevel, ROW_H, get } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Grid} Grid */

const W = 480;
const H = 720;
const COLS = 10;
const R = 24;
const SHOOT_X = W / 2;
const SHOOT_Y = 662;
const DEATH_Y = 600;
const SPEED = 1100;
const MIN_A = -Math.PI + 0.13;
const MAX_A = -0.13;
const NEXT_X = SHOOT_X - 100;
const NEXT_Y = 680;

const strings = {
  'zh-CN': { title: '泡泡射手', shots: '下降', next: '下一个', cleared: '清空全场！奖励 +{b}', reached: '泡泡压到底线了！你打到了第 {n} 关。', lower: '天花板下降！' },
  en: { title: 'Bubble Blast', shots: 'Drop in', next: 'Next', cleared: 'Board cleared! Bonus +{b}', reached: 'The bubbles reached the line! You made it to level {n}.', lower: 'The ceiling drops!' },
  ja: { title: 'バブル ブラスト', shots: '降下まで', next: 'つぎ', cleared: '全消し！ボーナス +{b}', reached: 'バブルがラインに届いた！到達レベル {n}。', lower: '天井が下がった！' },
  es: { title: 'Burbujas a tope', shots: 'Baja en', next: 'Siguiente', cleared: '¡Tablero limpio! Bonus +{b}', reached: '¡Las burbujas llegaron a la línea! Alcanzaste el nivel {n}.', lower: '¡Baja el techo!' },
  de: { title: 'Blasen-Blaster', shots: 'Senkt in', next: 'Nächste', cleared: 'Feld geleert! Bonus +{b}', reached: 'Die Blasen haben die Linie erreicht! Du bist bis Stufe {n} gekommen.', lower: 'Die Decke senkt sich!' },
  fr: { title: 'Bulles en folie', shots: 'Descente', next: 'Suivante', cleared: 'Plateau vidé ! Bonus +{b}', reached: 'Les bulles ont atteint la ligne ! Niveau atteint : {n}.', lower: 'Le plafond descend !' },
  'pt-BR': { title: 'Estoura Bolhas', shots: 'Desce em', next: 'Próxima', cleared: 'Tabuleiro limpo! Bônus +{b}', reached: 'As bolhas chegaram à linha! Você chegou ao nível {n}.', lower: 'O teto desceu!' },
  ar: { title: 'قاذف الفقاعات', shots: 'الهبوط بعد', next: 'التالية', cleared: 'أُفرغت اللوحة! مكافأة +{b}', reached: 'وصلت الفقاعات إلى الخط! بلغت المستوى {n}.', lower: 'السقف ينخفض!' },
};

const HUES = [355, 45, 130, 210, 280, 180];

/** @type {Grid} */
let grid = makeLevel(1, COLS, Math.random).grid;
let levelNo = 1;
let colors = 3;
let shotsPerDrop = 8;
let shotsSinceDrop = 0;
let drops = 0;
let shots = 0;
let current = 0;
let next = 0;
let angle = -Math.PI / 2;
let aiming = false;
/** @type {{points: {x: number, y: number}[], dist: number, total: number, cell: {r: number, c: number}, color: number} | null} */
let flying = null;
/** @type {{x: number, y: number, vx: number, vy: number, color: number, t: number, pop: boolean}[]} */
let debris = [];
/** @type {{x: number, y: number, text: string, t: number}[]} */
let popups = [];
let shake = 0;
let endIn = -1;
let clearIn = -1;

const geo = () => ({ cols: COLS, R, top: drops * ROW_H * R, width: W });

/** @param {Kit} kit */
function pickColor(kit) {
  const left = colorsLeft(grid);
  const pool = left.length ? left : Array.from({ length: colors }, (_, i) => i);
  return /** @type {number} */ (pool[Math.floor(kit.random() * pool.length)]);
}

/** @param {Kit} kit @param {number} level */
function startLevel(kit, level) {
  levelNo = level;
  const L = makeLevel(level, COLS, kit.random);
  grid = L.grid;
  colors = L.colors;
  shotsPerDrop = L.shotsPerDrop;
  shotsSinceDrop = 0;
  drops = 0;
  flying = null;
  current = pickColor(kit);
  next = pickColor(kit);
  kit.setLevel(level);
  kit.setStat('shots', shotsPerDrop);
}

/** @param {number} x @param {number} y */
function aimAt(x, y) {
  const a = Math.atan2(y - SHOOT_Y, x - SHOOT_X);
  // Pointing below the horizon: choose the nearest upward limit.
  if (a > 0) angle = a > Math.PI / 2 ? MIN_A : MAX_A;
  else angle = Math.max(MIN_A, Math.min(MAX_A, a));
}

/** @param {Kit} kit */
function fire(kit) {
  if (flying || endIn >= 0 || clearIn >= 0) return;
  const tr = traceShot(grid, SHOOT_X, SHOOT_Y, angle, geo());
  let total = 0;
  for (let i = 1; i < tr.points.length; i++) {
    const a = /** @type {{x: number, y: number}} */ (tr.points[i - 1]);
    const b = /** @type {{x: number, y: number}} */ (tr.points[i]);
    total += Math.hypot(b.x - a.x, b.y - a.y);
  }
  flying = { points: tr.points, dist: 0, total, cell: tr.cell, color: current };
  current = next;
  next = pickColor(kit);
  kit.sound.tone({ freq: 320, to: 640, dur: 0.09, type: 'triangle', vol: 0.14 });
}

/** @param {Kit} kit */
function swap(kit) {
  if (flying) return;
  [current, next] = [next, current];
  kit.sound.blip(560);
}

/** @param {Kit} kit */
function land(kit) {
  const f = /** @type {NonNullable<typeof flying>} */ (flying);
  flying = null;
  const res = placeAndResolve(grid, f.cell, f.color, COLS);
  grid = res.grid;
  shots++;
  const g = geo();
  if (res.popped.length) {
    const pts = shotScore(res.popped.length, res.dropped.length);
    kit.addScore(pts);
    for (const p of res.popped) {
      const c = cellCenter(p, g);
      debris.push({ x: c.x, y: c.y, vx: 0, vy: 0, color: p.color, t: 0, pop: true });
    }
    for (const p of res.dropped) {
      const c = cellCenter(p, g);
      debris.push({ x: c.x, y: c.y, vx: (kit.random() - 0.5) * 160, vy: -80 - kit.random() * 120, color: p.color, t: 0, pop: false });
    }
    const c = cellCenter(f.cell, g);
    popups.push({ x: c.x, y: c.y, text: `+${pts}`, t: 0 });
    kit.sound.tone({ freq: 600 + res.popped.length * 40, to: 1200, dur: 0.12, type: 'sine', vol: 0.16 });
    if (res.dropped.length) kit.sound.tone({ freq: 500, to: 150, dur: 0.35, type: 'triangle', vol: 0.14, delay: 0.08 });
    // Recolour the loaded bubbles if their colour is gone.
    const left = colorsLeft(grid);
    if (left.length && !left.includes(current)) current = pickColor(kit);
    if (left.length && !left.includes(next)) next = pickColor(kit);
  } else {
    kit.sound.tone({ freq: 220, dur: 0.06, type: 'square', vol: 0.06 });
    shotsSinceDrop++;
  }
  if (!bubbleCount(grid)) {
    const bonus = 500 + levelNo * 250;
    kit.addScore(bonus);
    kit.toast(kit.t('cleared', { b: bonus }));
    kit.sound.jingle([523, 659, 784, 1047, 1319]);
    clearIn = 1.3;
    return;
  }
  if (shotsSinceDrop >= shotsPerDrop) {
    shotsSinceDrop = 0;
    drops++;
    shake = 0.35;
    kit.toast(kit.t('lower'));
    kit.sound.noise({ dur: 0.3, vol: 0.2, freq: 400 });
  }
  kit.setStat('shots', shotsPerDrop - shotsSinceDrop);
  const low = lowestRow(grid);
  if (low >= 0) {
    const lowest = cellCenter({ r: low, c: 0 }, geo());
    if (lowest.y + R > DEATH_Y) {
      endIn = 1;
      kit.sound.fail();
    }
  }
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} color @param {number} [r] */
function drawBubble(g, x, y, color, r = R) {
  const hue = HUES[color] ?? 0;
  const grad = g.createRadialGradient(x - r * 0.35, y - r * 0.4, r * 0.1, x, y, r);
  grad.addColorStop(0, `hsl(${hue} 100% 88%)`);
  grad.addColorStop(0.45, `hsl(${hue} 85% 58%)`);
  grad.addColorStop(1, `hsl(${hue} 80% 34%)`);
  g.fillStyle = grad;
  g.beginPath();
  g.arc(x, y, r - 1, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = 'rgba(255,255,255,0.55)';
  g.beginPath();
  g.ellipse(x - r * 0.32, y - r * 0.38, r * 0.26, r * 0.15, -0.6, 0, Math.PI * 2);
  g.fill();
  // A small mark per colour helps colour-blind players.
  g.strokeStyle = 'rgba(255,255,255,0.55)';
  g.fillStyle = 'rgba(255,255,255,0.55)';
  g.lineWidth = 2;
  const s = r * 0.22;
  g.beginPath();
  if (color === 0) g.arc(x + r * 0.1, y + r * 0.12, s, 0, Math.PI * 2);
  else if (color === 1) { g.moveTo(x + r * 0.1 - s, y + r * 0.12); g.lineTo(x + r * 0.1 + s, y + r * 0.12); g.moveTo(x + r * 0.1, y + r * 0.12 - s); g.lineTo(x + r * 0.1, y + r * 0.12 + s); }
  else if (color === 2) { g.moveTo(x + r * 0.1, y + r * 0.12 - s); g.lineTo(x + r * 0.1 + s, y + r * 0.12 + s); g.lineTo(x + r * 0.1 - s, y + r * 0.12 + s); g.closePath(); }
  else if (color === 3) g.rect(x + r * 0.1 - s * 0.8, y + r * 0.12 - s * 0.8, s * 1.6, s * 1.6);
  else if (color === 4) { g.moveTo(x + r * 0.1 - s, y + r * 0.12 - s); g.lineTo(x + r * 0.1 + s, y + r * 0.12 + s); g.moveTo(x + r * 0.1 + s, y + r * 0.12 - s); g.lineTo(x + r * 0.1 - s, y + r * 0.12 + s); }
  else { g.moveTo(x + r * 0.1 - s, y + r * 0.12); g.lineTo(x + r * 0.1, y + r * 0.12 - s); g.lineTo(x + r * 0.1 + s, y + r * 0.12); g.lineTo(x + r * 0.1, y + r * 0.12 + s); g.closePath(); }
  g.stroke();
}

/** Point along the flight polyline. @param {{x: number, y: number}[]} pts @param {number} d */
function along(pts, d) {
  for (let i = 1; i < pts.length; i++) {
    const a = /** @type {{x: number, y: number}} */ (pts[i - 1]);
    const b = /** @type {{x: number, y: number}} */ (pts[i]);
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (d <= len) return { x: a.x + ((b.x - a.x) * d) / (len || 1), y: a.y + ((b.y - a.y) * d) / (len || 1) };
    d -= len;
  }
  return /** @type {{x: number, y: number}} */ (pts[pts.length - 1]);
}

const kit = createGame({
  id: 13,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'shots', label: 'shots' }],
  reset(k) {
    shots = 0;
    debris = [];
    popups = [];
    endIn = -1;
    clearIn = -1;
    angle = -Math.PI / 2;
    aiming = false;
    startLevel(k, 1);
  },
  update(dt, k) {
    const inp = k.input;
    if (inp.isDown('ArrowLeft') || inp.isDown('KeyA')) angle = Math.max(MIN_A, angle - 1.7 * dt);
    if (inp.isDown('ArrowRight') || inp.isDown('KeyD')) angle = Math.min(MAX_A, angle + 1.7 * dt);
    shake = Math.max(0, shake - dt);
    if (flying) {
      flying.dist += SPEED * dt;
      if (flying.dist >= flying.total) land(k);
    }
    debris = debris.filter((d) => {
      d.t += dt;
      if (!d.pop) { d.vy += 900 * dt; d.x += d.vx * dt; d.y += d.vy * dt; return d.y < H + 40; }
      return d.t < 0.3;
    });
    popups = popups.filter((p) => (p.t += dt) < 0.9);
    if (clearIn >= 0 && (clearIn -= dt) < 0) {
      clearIn = -1;
      startLevel(k, levelNo + 1);
      k.toast(`${k.t('level')} ${k.fmt(levelNo)}`);
    }
    if (endIn >= 0 && (endIn -= dt) < 0) {
      endIn = -1;
      k.gameOver({ message: k.t('reached', { n: levelNo }) });
    }
  },
  onKey(code, k) {
    if (code === 'Space' || code === 'ArrowUp' || code === 'KeyW' || code === 'Enter') { fire(k); return true; }
    if (code === 'KeyX' || code === 'KeyC' || code === 'ArrowDown' || code === 'KeyS') { swap(k); return true; }
    return code === 'ArrowLeft' || code === 'ArrowRight' || code === 'KeyA' || code === 'KeyD';
  },
  onPointer(kind, p, k) {
    if (kind === 'down') {
      if (Math.hypot(p.x - NEXT_X, p.y - NEXT_Y) < 40) { swap(k); aiming = false; return; }
      aiming = true;
      aimAt(p.x, p.y);
    } else if (kind === 'move') {
      if (aiming || p.pointerType === 'mouse') aimAt(p.x, p.y);
    } else if (aiming) {
      aiming = false;
      aimAt(p.x, p.y);
      if (p.y < SHOOT_Y - 10) fire(k);
    }
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#16204a');
    bg.addColorStop(1, '#2c1440');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    g.save();
    if (shake > 0 && !k.reducedMotion) g.translate(Math.sin(k.clock * 80) * shake * 10, 0);
    const gg = geo();
    // The ceiling plate, lowered by each drop.
    if (gg.top > 0) {
      const plate = g.createLinearGradient(0, 0, 0, gg.top);
      plate.addColorStop(0, '#3b2f6e');
      plate.addColorStop(1, '#6a4fc2');
      g.fillStyle = plate;
      g.fillRect(0, 0, W, gg.top);
      g.fillStyle = 'rgba(255,255,255,0.3)';
      for (let x = 20; x < W; x += 60) { g.beginPath(); g.arc(x, gg.top - 8, 3, 0, Math.PI * 2); g.fill(); }
    }
    g.fillStyle = '#ffc24b';
    g.fillRect(0, gg.top, W, 3);
    const warn = shotsPerDrop - shotsSinceDrop <= 2 && !k.reducedMotion ? Math.sin(k.clock * 20) * 1.5 : 0;
    grid.forEach((row, r) => row.forEach((v, c) => {
      if (v < 0) return;
      const p = cellCenter({ r, c }, gg);
      drawBubble(g, p.x + warn, p.y, v);
    }));
    g.restore();
    // Danger line.
    g.strokeStyle = 'rgba(255,95,126,0.6)';
    g.setLineDash([10, 8]);
    g.lineWidth = 2;
    g.beginPath();
    g.moveTo(0, DEATH_Y);
    g.lineTo(W, DEATH_Y);
    g.stroke();
    g.setLineDash([]);
    // Aim guide.
    if (k.screen === 'playing' && !flying) {
      const tr = traceShot(grid, SHOOT_X, SHOOT_Y, angle, gg);
      g.fillStyle = 'rgba(255,255,255,0.75)';
      let total = 0;
      for (let i = 1; i < tr.points.length; i++) {
        const a = /** @type {{x: number, y: number}} */ (tr.points[i - 1]);
        const b = /** @type {{x: number, y: number}} */ (tr.points[i]);
        total += Math.hypot(b.x - a.x, b.y - a.y);
      }
      const off = k.reducedMotion ? 0 : (k.clock * 60) % 22;
      for (let d = 30 + off; d < Math.min(total, 900); d += 22) {
        const p = along(tr.points, d);
        g.globalAlpha = Math.max(0.15, 1 - d / 900);
        g.beginPath();
        g.arc(p.x, p.y, 3, 0, Math.PI * 2);
        g.fill();
      }
      g.globalAlpha = 1;
      const ghost = cellCenter(tr.cell, gg);
      g.strokeStyle = `hsl(${HUES[current]} 90% 70% / 0.7)`;
      g.lineWidth = 2;
      g.beginPath();
      g.arc(ghost.x, ghost.y, R - 3, 0, Math.PI * 2);
      g.stroke();
    }
    for (const d of debris) {
      if (d.pop) {
        g.globalAlpha = Math.max(0, 1 - d.t / 0.3);
        drawBubble(g, d.x, d.y, d.color, R * (1 + d.t * 1.5));
      } else drawBubble(g, d.x, d.y, d.color);
      g.globalAlpha = 1;
    }
    if (flying) {
      const p = along(flying.points, flying.dist);
      drawBubble(g, p.x, p.y, flying.color);
    }
    // Shooter.
    g.save();
    g.translate(SHOOT_X, SHOOT_Y);
    g.rotate(angle + Math.PI / 2);
    const barrel = g.createLinearGradient(-14, 0, 14, 0);
    barrel.addColorStop(0, '#5a6bff');
    barrel.addColorStop(1, '#4fd8ff');
    g.fillStyle = barrel;
    roundRect(g, -12, -62, 24, 50, 8);
    g.fill();
    g.restore();
    g.fillStyle = '#2a2f66';
    g.beginPath();
    g.arc(SHOOT_X, SHOOT_Y + 8, 38, Math.PI, 0);
    g.fill();
    drawBubble(g, SHOOT_X, SHOOT_Y, current);
    // Next bubble (tap to swap).
    g.fillStyle = 'rgba(255,255,255,0.08)';
    g.beginPath();
    g.arc(NEXT_X, NEXT_Y, 30, 0, Math.PI * 2);
    g.fill();
    drawBubble(g, NEXT_X, NEXT_Y, next, R * 0.8);
    g.fillStyle = '#a3abcf';
    g.font = '600 13px system-ui, sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(`${k.t('next')} ⇄`, NEXT_X, NEXT_Y + 34 > H - 6 ? H - 8 : NEXT_Y + 34);
    // Shots left before the ceiling drops.
    const left = shotsPerDrop - shotsSinceDrop;
    for (let i = 0; i < shotsPerDrop; i++) {
      g.fillStyle = i < left ? (left <= 2 ? '#ff5f7e' : '#ffc24b') : 'rgba(255,255,255,0.15)';
      g.beginPath();
      g.arc(SHOOT_X + 80 + (i % 5) * 16, NEXT_Y - 8 + Math.floor(i / 5) * 16, 5, 0, Math.PI * 2);
      g.fill();
    }
    g.font = '800 28px system-ui, sans-serif';
    for (const p of popups) {
      g.globalAlpha = Math.max(0, 1 - p.t / 0.9);
      g.fillStyle = '#ffe066';
      g.fillText(p.text, p.x, p.y - p.t * 60);
    }
    g.globalAlpha = 1;
  },
  state() {
    return {
      grid: grid.map((row) => row.map((v) => (v < 0 ? '.' : String(v))).join('')),
      bubbles: bubbleCount(grid),
      shots,
      drops,
      current,
      next,
      angle: Math.round(angle * 1000) / 1000,
      flying: !!flying,
      shotsLeft: shotsPerDrop - shotsSinceDrop,
      colors,
      firstCell: (() => { for (let r = 0; r < grid.length; r++) for (let c = 0; c < (grid[r]?.length ?? 0); c++) if (get(grid, r, c) >= 0) return { r, c }; return null; })(),
    };
  },
  demo(k) {
    for (let i = 0; i < 6; i++) {
      angle = -Math.PI / 2 + (i % 3 - 1) * 0.35;
      fire(k);
      if (flying) { flying.dist = flying.total; land(k); }
    }
    debris = [];
    popups = [];
    angle = -Math.PI / 2 - 0.4;
  },
});

export default kit;
