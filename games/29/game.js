// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { lerp, clamp } from '../kit/geometry.js';
import { W, H, PLAT_H, PLAYER_H, PX_PER_M, createWorld, step, autopilot, meters, scoreOf, heightOf } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').World} World */
/** @typedef {import('./logic.js').Platform} Platform */

const LEFT_KEYS = ['ArrowLeft', 'KeyA'];
const RIGHT_KEYS = ['ArrowRight', 'KeyD'];

const strings = {
  'zh-CN': { meters: '{m} 米', title: '云端攀登', height: '高度', hint: '按住屏幕左侧或右侧移动（← → 键也可以）', fell: '掉下去了！最高爬到 {m} 米。', caught: '被尖刺怪抓住了，高度 {m} 米。', milestone: '{m} 米！', left: '左移', right: '右移' },
  en: { meters: '{m} m', title: 'Sky Climber', height: 'Height', hint: 'Hold the left or right side to steer (or ← →)', fell: 'You fell! Highest point: {m} m.', caught: 'A spike monster got you at {m} m.', milestone: '{m} m!', left: 'Left', right: 'Right' },
  ja: { meters: '{m} m', title: 'スカイ クライマー', height: '高さ', hint: '画面の左右を押して移動（← → キーでも OK）', fell: '落ちてしまった！最高到達点：{m} m', caught: '{m} m でトゲトゲモンスターにつかまった。', milestone: '{m} m！', left: '左', right: '右' },
  es: { meters: '{m} m', title: 'Escalador del cielo', height: 'Altura', hint: 'Mantén pulsado el lado izquierdo o derecho para moverte (o ← →)', fell: '¡Te caíste! Punto más alto: {m} m.', caught: 'Un monstruo de pinchos te atrapó a {m} m.', milestone: '¡{m} m!', left: 'Izquierda', right: 'Derecha' },
  de: { meters: '{m} m', title: 'Himmelsstürmer', height: 'Höhe', hint: 'Linke oder rechte Seite gedrückt halten zum Lenken (oder ← →)', fell: 'Abgestürzt! Höchster Punkt: {m} m.', caught: 'Ein Stachelmonster hat dich auf {m} m erwischt.', milestone: '{m} m!', left: 'Links', right: 'Rechts' },
  fr: { meters: '{m} m', title: 'Grimpeur céleste', height: 'Hauteur', hint: 'Maintenez le côté gauche ou droit pour vous diriger (ou ← →)', fell: 'Chute ! Point le plus haut : {m} m.', caught: 'Un monstre à piquants vous a eu à {m} m.', milestone: '{m} m !', left: 'Gauche', right: 'Droite' },
  'pt-BR': { meters: '{m} m', title: 'Escalada no Céu', height: 'Altura', hint: 'Segure o lado esquerdo ou direito para se mover (ou ← →)', fell: 'Você caiu! Ponto mais alto: {m} m.', caught: 'Um monstro espinhoso te pegou a {m} m.', milestone: '{m} m!', left: 'Esquerda', right: 'Direita' },
  ar: { meters: '{m} م', title: 'متسلّق السماء', height: 'الارتفاع', hint: 'اضغط مطولًا على الجهة اليسرى أو اليمنى للتوجيه (أو ← →)', fell: 'سقطت! أعلى نقطة: {m} م.', caught: 'أمسك بك وحش الأشواك على ارتفاع {m} م.', milestone: '{m} م!', left: 'يسار', right: 'يمين' },
};

/** Sky colours by height in metres: day, sunset, dusk, night, space. */
const SKY = /** @type {[number, string, string][]} */ ([
  [0, '#6cc4ff', '#dff4ff'],
  [300, '#5d8fe6', '#ffd6a8'],
  [600, '#3c3f8f', '#e58fb0'],
  [900, '#141a48', '#4a3a86'],
  [1300, '#05061a', '#1a1640'],
]);

/** @type {World} */
let world = createWorld(Math.random);
/** Steering from a finger or mouse held on one side of the screen. */
let pointerDir = 0;
let overIn = -1;
let bounces = 0;
let springs = 0;
let nextMilestone = 100;
let lastDir = 0;
let demoing = false;
let autoT = 0;
let squash = 0;
/** @type {'fell'|'caught'} */
let cause = 'fell';
/** Broken planks falling apart. @type {{x: number, y: number, w: number, vy: number, rot: number, life: number}[]} */
let debris = [];
/** Springs stretched for a moment after use (platform id → seconds). @type {Map<number, number>} */
let sprung = new Map();
/** @type {{x: number, y: number, vx: number, vy: number, life: number, color: string}[]} */
let bits = [];

const hash = (/** @type {number} */ n) => { const v = Math.sin(n * 91.7 + 17.3) * 43758.5453; return v - Math.floor(v); };

/** @param {string} a @param {string} b @param {number} t */
function mix(a, b, t) {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `rgb(${pa.map((v, i) => Math.round(lerp(v, /** @type {number} */ (pb[i]), t))).join(',')})`;
}

/** @param {number} m @returns {[string, string, number]} top colour, bottom colour, how far into space (0..1) */
function skyAt(m) {
  for (let i = 1; i < SKY.length; i++) {
    const [m1, t1, b1] = /** @type {[number, string, string]} */ (SKY[i]);
    const [m0, t0, b0] = /** @type {[number, string, string]} */ (SKY[i - 1]);
    if (m < m1) {
      const t = (m - m0) / (m1 - m0);
      return [mix(t0, t1, t), mix(b0, b1, t), clamp((m - 600) / 600, 0, 1)];
    }
  }
  const last = /** @type {[number, string, string]} */ (SKY[SKY.length - 1]);
  return [last[1], last[2], 1];
}

/** @param {Kit} kit */
function newRound(kit) {
  world = createWorld(kit.random);
  pointerDir = 0;
  overIn = -1;
  bounces = 0;
  springs = 0;
  nextMilestone = 100;
  debris = [];
  sprung = new Map();
  bits = [];
  kit.setStat('height', kit.t('meters', { m: 0 }));
}

/** @param {Kit} kit @param {number} dir @param {number} dt */
function advance(kit, dir, dt) {
  lastDir = dir;
  const p = world.p;
  const before = world.platforms.filter((pl) => pl.gone);
  const ev = step(world, dir, dt);
  if (ev.bounced) {
    bounces++;
    squash = 0.12;
    if (ev.sprung) {
      springs++;
      const pl = world.platforms.find((q) => q.id === p.lastId);
      if (pl) sprung.set(pl.id, 0.35);
      kit.sound.tone({ freq: 260, to: 1040, dur: 0.3, type: 'triangle', vol: 0.12 });
    } else kit.sound.tone({ freq: 420 + Math.min(300, meters(world) / 4), to: 760 + Math.min(300, meters(world) / 4), dur: 0.09, type: 'sine', vol: 0.09 });
    if (ev.vanished && !kit.reducedMotion) for (let i = 0; i < 8; i++) bits.push({ x: p.x + (Math.random() - 0.5) * 40, y: p.y, vx: (Math.random() - 0.5) * 80, vy: -Math.random() * 60, life: 0.6, color: 'rgba(255,255,255,0.8)' });
  }
  if (ev.broke) {
    kit.sound.noise({ dur: 0.2, vol: 0.08, freq: 500 });
    for (const pl of world.platforms) {
      if (pl.gone && pl.kind === 'breaking' && !before.includes(pl)) {
        debris.push({ x: pl.x, y: pl.y, w: pl.w / 2, vy: 0, rot: 0, life: 1 }, { x: pl.x + pl.w / 2, y: pl.y, w: pl.w / 2, vy: -30, rot: 0, life: 1 });
      }
    }
  }
  if (ev.star) {
    kit.sound.tone({ freq: 988, to: 1976, dur: 0.12, type: 'square', vol: 0.05 });
    if (!kit.reducedMotion) for (let i = 0; i < 8; i++) { const a = (i / 8) * Math.PI * 2; bits.push({ x: p.x, y: p.y - PLAYER_H / 2, vx: Math.cos(a) * 120, vy: Math.sin(a) * 120, life: 0.4, color: '#ffe14a' }); }
  }
  if (ev.stomp) kit.sound.tone({ freq: 700, to: 180, dur: 0.18, type: 'square', vol: 0.1 });
  const m = meters(world);
  kit.setStat('height', kit.t('meters', { m: kit.fmt(m) }));
  kit.setScore(scoreOf(world));
  if (m >= nextMilestone) {
    if (!demoing) kit.toast(kit.t('milestone', { m: kit.fmt(nextMilestone) }));
    kit.sound.jingle([659, 784, 1047]);
    nextMilestone += nextMilestone < 500 ? 100 : 250;
  }
  if (ev.died) {
    overIn = 0.9;
    cause = p.y - PLAYER_H > world.camY + H ? 'fell' : 'caught';
    kit.sound.tone({ freq: 600, to: 60, dur: 0.7, type: 'sawtooth', vol: 0.1 });
  }
}

// ---------------------------------------------------------------- drawing

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawBackground(g, k) {
  const camH = heightOf(world.camY + H) / PX_PER_M;
  const [top, bottom, space] = skyAt(Math.max(0, camH));
  const grad = g.createLinearGradient(0, 0, 0, H);
  grad.addColorStop(0, top);
  grad.addColorStop(1, bottom);
  g.fillStyle = grad;
  g.fillRect(-10, -10, W + 20, H + 20);
  if (space > 0) {
    for (let i = 0; i < 70; i++) {
      const y = ((hash(i) * H * 2 - world.camY * 0.1) % (H * 2) + H * 2) % (H * 2) - H * 0.5;
      g.fillStyle = `rgba(255,255,255,${space * (0.4 + hash(i + 9) * 0.6) * (k.reducedMotion ? 1 : 0.75 + 0.25 * Math.sin(k.clock * 2 + i))})`;
      g.fillRect(hash(i + 3) * W, y, 1.6, 1.6);
    }
  }
  if (space < 1) {
    // Clouds drifting past at a third of the climb speed.
    g.fillStyle = `rgba(255,255,255,${0.55 * (1 - space)})`;
    const span = H + 200;
    for (let i = 0; i < 7; i++) {
      const y = ((hash(i * 7) * span - world.camY * 0.35) % span + span) % span - 100;
      const x = ((hash(i * 5) * W + k.clock * (6 + i * 2)) % (W + 160)) - 80;
      g.beginPath();
      g.ellipse(x, y, 46, 14, 0, 0, Math.PI * 2);
      g.ellipse(x + 24, y - 9, 28, 13, 0, 0, Math.PI * 2);
      g.ellipse(x - 22, y - 5, 22, 10, 0, 0, Math.PI * 2);
      g.fill();
    }
  }
  // Height marks every 50 m.
  g.font = '600 11px system-ui, sans-serif';
  g.textBaseline = 'bottom';
  g.textAlign = 'left';
  const firstM = Math.ceil(heightOf(world.camY + H) / PX_PER_M / 50) * 50;
  for (let mm = Math.max(50, firstM); mm * PX_PER_M < heightOf(world.camY) + 50; mm += 50) {
    const sy = H - 40 - mm * PX_PER_M - world.camY;
    g.fillStyle = 'rgba(255,255,255,0.35)';
    for (let x = 0; x < 46; x += 8) g.fillRect(x, sy, 5, 1.5);
    g.fillText(k.t('meters', { m: mm }), 4, sy - 2);
  }
}

/** @param {CanvasRenderingContext2D} g @param {Platform} pl @param {number} sy @param {Kit} k */
function drawPlatform(g, pl, sy, k) {
  const { x, w } = pl;
  if (pl.kind === 'normal') {
    g.fillStyle = '#6b4a2f'; roundRect(g, x + 2, sy + 3, w - 4, PLAT_H, 5); g.fill();
    g.fillStyle = '#4fcf5c'; roundRect(g, x, sy, w, 8, 4); g.fill();
    g.fillStyle = '#8ff08f'; g.fillRect(x + 5, sy + 1.5, w - 10, 2);
  } else if (pl.kind === 'moving') {
    g.fillStyle = '#2d6fd6'; roundRect(g, x, sy, w, PLAT_H, 5); g.fill();
    g.fillStyle = '#8ec5ff'; g.fillRect(x + 5, sy + 2, w - 10, 2);
    g.fillStyle = 'rgba(255,255,255,0.8)';
    const d = Math.sign(pl.vx) || 1;
    for (const ax of [x + 10, x + w - 10]) { g.beginPath(); g.moveTo(ax + 4 * d, sy + 7); g.lineTo(ax - 3 * d, sy + 4); g.lineTo(ax - 3 * d, sy + 10); g.fill(); }
  } else if (pl.kind === 'breaking') {
    g.fillStyle = '#a0683c'; roundRect(g, x, sy, w, PLAT_H - 2, 3); g.fill();
    g.strokeStyle = '#5e3a1e'; g.lineWidth = 1.5;
    g.beginPath(); g.moveTo(x + w * 0.45, sy); g.lineTo(x + w * 0.52, sy + 5); g.lineTo(x + w * 0.47, sy + PLAT_H - 2); g.stroke();
    g.beginPath(); g.moveTo(x + 6, sy + 4); g.lineTo(x + w * 0.3, sy + 4); g.moveTo(x + w * 0.65, sy + 6); g.lineTo(x + w - 6, sy + 6); g.stroke();
  } else {
    const a = k.reducedMotion ? 0.85 : 0.7 + 0.15 * Math.sin(k.clock * 4 + pl.id);
    g.fillStyle = `rgba(255,255,255,${a})`;
    g.beginPath();
    g.ellipse(x + w / 2, sy + 6, w / 2, 6, 0, 0, Math.PI * 2);
    g.ellipse(x + w * 0.3, sy + 3, w * 0.2, 5, 0, 0, Math.PI * 2);
    g.ellipse(x + w * 0.68, sy + 2, w * 0.22, 6, 0, 0, Math.PI * 2);
    g.fill();
  }
  if (pl.spring) {
    const out = (sprung.get(pl.id) ?? 0) > 0 ? 12 : 0;
    const cx = x + w / 2;
    g.strokeStyle = '#cfd6e6'; g.lineWidth = 2.2; g.beginPath();
    for (let i = 0; i <= 4; i++) g.lineTo(cx + (i % 2 ? 5 : -5), sy - (i * (8 + out)) / 4);
    g.stroke();
    g.fillStyle = '#ff4d5e'; roundRect(g, cx - 9, sy - 11 - out, 18, 5, 2); g.fill();
  }
}

/** The climber: a round lilac puff with big eyes, squashed on landing and stretched when rising. @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {Kit} k */
function drawClimber(g, x, y, k) {
  const p = world.p;
  const stretch = k.reducedMotion ? 0 : clamp(-p.vy / 2400, -0.12, 0.18) - (squash > 0 ? squash * 1.6 : 0);
  g.save();
  g.translate(x, y);
  g.scale(1 - stretch * 0.6, 1 + stretch);
  const r = 14;
  // Feet
  g.fillStyle = '#ff9f43';
  const tuck = p.vy < 0 ? -3 : 0;
  g.beginPath(); g.ellipse(-6, -2 + tuck, 5, 3, 0, 0, Math.PI * 2); g.ellipse(6, -2 + tuck, 5, 3, 0, 0, Math.PI * 2); g.fill();
  const body = g.createRadialGradient(-4, -r - 8, 2, 0, -r - 2, r + 4);
  body.addColorStop(0, '#e4d4ff');
  body.addColorStop(1, '#9b6cf0');
  g.fillStyle = body;
  g.beginPath(); g.arc(0, -r - 2, r, 0, Math.PI * 2); g.fill();
  // Tuft
  g.fillStyle = '#9b6cf0';
  g.beginPath(); g.moveTo(-3, -2 * r - 1); g.quadraticCurveTo(0, -2 * r - 9, 5, -2 * r - 3); g.fill();
  const f = p.facing;
  g.fillStyle = '#fff';
  g.beginPath(); g.ellipse(f * 4 - 4, -r - 4, 4, 5, 0, 0, Math.PI * 2); g.ellipse(f * 4 + 5, -r - 4, 4, 5, 0, 0, Math.PI * 2); g.fill();
  g.fillStyle = '#1d1630';
  const look = p.vy > 200 ? 2 : 0;
  g.beginPath(); g.arc(f * 5 - 3, -r - 3 + look, 2, 0, Math.PI * 2); g.arc(f * 5 + 6, -r - 3 + look, 2, 0, Math.PI * 2); g.fill();
  g.fillStyle = 'rgba(255,120,160,0.6)';
  g.beginPath(); g.ellipse(f * 3 - 9, -r + 3, 3, 2, 0, 0, Math.PI * 2); g.ellipse(f * 3 + 10, -r + 3, 3, 2, 0, 0, Math.PI * 2); g.fill();
  g.restore();
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} r @param {number} t */
function drawMonster(g, x, y, r, t) {
  g.save();
  g.translate(x, y);
  g.fillStyle = '#3a1f5c';
  g.beginPath();
  for (let i = 0; i < 20; i++) {
    const a = (i / 20) * Math.PI * 2 + t;
    const rr = i % 2 ? r : r + 7;
    g.lineTo(Math.cos(a) * rr, Math.sin(a) * rr);
  }
  g.fill();
  g.fillStyle = '#b23ad6';
  g.beginPath(); g.arc(0, 0, r - 2, 0, Math.PI * 2); g.fill();
  g.fillStyle = '#fff';
  g.beginPath(); g.arc(-5, -2, 4, 0, Math.PI * 2); g.arc(5, -2, 4, 0, Math.PI * 2); g.fill();
  g.fillStyle = '#1a0a24';
  g.beginPath(); g.arc(-4, -1, 2, 0, Math.PI * 2); g.arc(4, -1, 2, 0, Math.PI * 2); g.fill();
  g.strokeStyle = '#1a0a24'; g.lineWidth = 2;
  g.beginPath(); g.moveTo(-9, -8); g.lineTo(-2, -5); g.moveTo(9, -8); g.lineTo(2, -5); g.stroke();
  g.restore();
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} t */
function drawStar(g, x, y, t) {
  g.save();
  g.translate(x, y);
  g.rotate(Math.sin(t * 2) * 0.3);
  g.fillStyle = '#ffe14a';
  g.strokeStyle = '#e0a000';
  g.lineWidth = 1.5;
  g.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i / 10) * Math.PI * 2;
    const rr = i % 2 ? 4.5 : 10;
    g.lineTo(Math.cos(a) * rr, Math.sin(a) * rr);
  }
  g.closePath();
  g.fill();
  g.stroke();
  g.restore();
}

const kit = createGame({
  id: 29,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'height', label: 'height' }],
  controls: {
    layout: 'row',
    buttons: [
      { action: 'left', label: '◀', title: 'left' },
      { action: 'right', label: '▶', title: 'right' },
    ],
  },
  reset(k) {
    autoT = 0;
    newRound(k);
  },
  update(dt, k) {
    bits = bits.filter((b) => { b.x += b.vx * dt; b.y += b.vy * dt; b.vy += 300 * dt; return (b.life -= dt) > 0; });
    debris = debris.filter((d) => { d.vy += 1300 * dt; d.y += d.vy * dt; d.rot += dt * 3; return (d.life -= dt) > 0; });
    for (const [id, t] of sprung) { if (t - dt <= 0) sprung.delete(id); else sprung.set(id, t - dt); }
    if (squash > 0) squash -= dt;
    if (overIn >= 0) {
      world.p.vy += 1300 * dt;
      world.p.y += world.p.vy * dt;
      if ((overIn -= dt) < 0) {
        k.gameOver({ message: k.t(cause, { m: k.fmt(meters(world)) }) });
      }
      return;
    }
    let dir = 0;
    if (LEFT_KEYS.some((c) => k.input.isDown(c)) || k.held('left')) dir -= 1;
    if (RIGHT_KEYS.some((c) => k.input.isDown(c)) || k.held('right')) dir += 1;
    if (!dir) dir = pointerDir;
    if (autoT > 0) { autoT -= dt; dir = autopilot(world); }
    advance(k, dir, dt);
  },
  onKey(code) {
    autoT = 0;
    return LEFT_KEYS.includes(code) || RIGHT_KEYS.includes(code);
  },
  onPointer(kind, p) {
    autoT = 0;
    // A finger (or mouse button) held on one half of the screen steers that way.
    if (kind === 'up') pointerDir = 0;
    else if (kind === 'down' || pointerDir !== 0) pointerDir = p.x < W / 2 ? -1 : 1;
  },
  render(g, k) {
    drawBackground(g, k);
    const cam = world.camY;
    for (const pl of world.platforms) {
      if (pl.gone) continue;
      const sy = pl.y - cam;
      if (sy < -30 || sy > H + 20) continue;
      drawPlatform(g, pl, sy, k);
    }
    g.fillStyle = '#a0683c';
    for (const d of debris) {
      g.save();
      g.globalAlpha = Math.max(0, d.life);
      g.translate(d.x + d.w / 2, d.y - cam + 5);
      g.rotate(d.rot * (d.x % 2 ? 1 : -1));
      g.fillRect(-d.w / 2, -5, d.w, PLAT_H - 2);
      g.restore();
    }
    for (const s of world.stars) if (!s.taken) drawStar(g, s.x, s.y - cam, k.clock + s.x);
    for (const m of world.monsters) {
      if (!m.alive) continue;
      const my = m.y + Math.sin(m.t * 2.2) * 8 - cam;
      drawMonster(g, m.x, my, m.r, k.reducedMotion ? 0 : k.clock * 1.5);
    }
    const p = world.p;
    const sy = p.y - cam;
    drawClimber(g, p.x, sy, k);
    // Wrapping across the screen edge: draw the other half too.
    if (p.x < 20) drawClimber(g, p.x + W, sy, k);
    if (p.x > W - 20) drawClimber(g, p.x - W, sy, k);
    for (const b of bits) {
      g.globalAlpha = Math.max(0, Math.min(1, b.life * 2));
      g.fillStyle = b.color;
      g.fillRect(b.x - 2, b.y - cam - 2, 4, 4);
    }
    g.globalAlpha = 1;
    if (k.screen === 'playing' && world.maxHeight < 160) {
      g.globalAlpha = clamp((160 - world.maxHeight) / 60, 0, 1);
      g.fillStyle = 'rgba(10,14,40,0.55)';
      roundRect(g, 16, 16, W - 32, 34, 10);
      g.fill();
      g.fillStyle = '#fff';
      g.font = '700 13px system-ui, sans-serif';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText(k.t('hint'), W / 2, 33, W - 44);
      g.globalAlpha = 1;
    }
  },
  state() {
    const p = world.p;
    return {
      height: meters(world),
      x: Math.round(p.x),
      y: Math.round(p.y),
      vx: Math.round(p.vx),
      vy: Math.round(p.vy),
      dir: lastDir,
      bounces,
      springs,
      stars: world.starsTaken,
      stomps: world.stomps,
      dead: p.dead,
      platforms: world.platforms.filter((pl) => !pl.gone).length,
    };
  },
  demo(k) {
    demoing = true;
    // Climb into the sunset and stop while rising past a monster.
    const inView = (/** @type {number} */ y) => y > world.camY + 40 && y < world.camY + H - 60;
    for (let i = 0; i < 60 * 120 && !world.p.dead; i++) {
      advance(k, autopilot(world), 1 / 60);
      if (meters(world) > 450 && world.p.vy < -350 && world.monsters.some((m) => m.alive && inView(m.y))) break;
    }
    bits = [];
    k.toastEl.classList.remove('gk-toast-show');
    autoT = 2;
    demoing = false;
  },
});

export default kit;
