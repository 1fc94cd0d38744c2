// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { createSheet } from '../kit/sprites.js';
import { lerp } from '../kit/geometry.js';
import { W, H, GROUND, RUNNER_X, SLIDE_H, STAND_H, MAX_SPEED, BASE_SPEED, createWorld, step, autopilot, meters, scoreOf, difficultyAt } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').World} World */
/** @typedef {import('./logic.js').RunInput} RunInput */
/** @typedef {import('../kit/sprites.js').SpriteSheet} SpriteSheet */

const JUMP_KEYS = ['Space', 'ArrowUp', 'KeyW'];
const SLIDE_KEYS = ['ArrowDown', 'KeyS'];

const strings = {
  'zh-CN': { meters: '{m} 米', title: '屋顶跑酷', dist: '距离', coins: '金币', hint: '轻触右侧跳跃（空中可二段跳）· 轻触左侧滑铲', fell: '掉下去了！跑了 {m} 米。', crashed: '撞上了！跑了 {m} 米。', milestone: '{m} 米！', shield: '护盾！', shieldUsed: '护盾挡住了一次撞击！', jump: '跳跃', slide: '滑铲' },
  en: { meters: '{m} m', title: 'Rooftop Runner', dist: 'Distance', coins: 'Coins', hint: 'Tap right to jump (again in the air to double jump) · tap left to slide', fell: 'You fell! {m} m run.', crashed: 'Crashed! {m} m run.', milestone: '{m} m!', shield: 'Shield!', shieldUsed: 'The shield took the hit!', jump: 'Jump', slide: 'Slide' },
  ja: { meters: '{m} m', title: 'ルーフトップ ランナー', dist: '距離', coins: 'コイン', hint: '右側タップでジャンプ（空中でもう一度で二段ジャンプ）・左側タップでスライディング', fell: '落ちてしまった！ {m} m 走った。', crashed: 'ぶつかった！ {m} m 走った。', milestone: '{m} m！', shield: 'シールド！', shieldUsed: 'シールドが衝突を防いだ！', jump: 'ジャンプ', slide: 'スライド' },
  es: { meters: '{m} m', title: 'Carrera en las azoteas', dist: 'Distancia', coins: 'Monedas', hint: 'Toca a la derecha para saltar (otra vez en el aire: doble salto) · a la izquierda para deslizarte', fell: '¡Te caíste! Recorriste {m} m.', crashed: '¡Chocaste! Recorriste {m} m.', milestone: '¡{m} m!', shield: '¡Escudo!', shieldUsed: '¡El escudo aguantó el golpe!', jump: 'Saltar', slide: 'Deslizar' },
  de: { meters: '{m} m', title: 'Dächer-Sprint', dist: 'Strecke', coins: 'Münzen', hint: 'Rechts tippen: springen (in der Luft nochmal: Doppelsprung) · links tippen: rutschen', fell: 'Abgestürzt! {m} m gelaufen.', crashed: 'Zusammengestoßen! {m} m gelaufen.', milestone: '{m} m!', shield: 'Schild!', shieldUsed: 'Der Schild hat den Stoß abgefangen!', jump: 'Springen', slide: 'Rutschen' },
  fr: { meters: '{m} m', title: 'Course sur les toits', dist: 'Distance', coins: 'Pièces', hint: 'Touchez à droite pour sauter (encore en l’air : double saut) · à gauche pour glisser', fell: 'Chute ! {m} m parcourus.', crashed: 'Percuté ! {m} m parcourus.', milestone: '{m} m !', shield: 'Bouclier !', shieldUsed: 'Le bouclier a encaissé le choc !', jump: 'Sauter', slide: 'Glisser' },
  'pt-BR': { meters: '{m} m', title: 'Corrida nos Telhados', dist: 'Distância', coins: 'Moedas', hint: 'Toque à direita para pular (de novo no ar: pulo duplo) · à esquerda para deslizar', fell: 'Você caiu! Correu {m} m.', crashed: 'Você bateu! Correu {m} m.', milestone: '{m} m!', shield: 'Escudo!', shieldUsed: 'O escudo aguentou a batida!', jump: 'Pular', slide: 'Deslizar' },
  ar: { meters: '{m} م', title: 'عدّاء الأسطح', dist: 'المسافة', coins: 'العملات', hint: 'المس اليمين للقفز (ومرة أخرى في الهواء لقفزة مزدوجة) · المس اليسار للانزلاق', fell: 'سقطت! ركضت {m} م.', crashed: 'اصطدمت! ركضت {m} م.', milestone: '{m} م!', shield: 'درع!', shieldUsed: 'الدرع صدّ الاصطدام!', jump: 'قفز', slide: 'انزلاق' },
};

/** @type {World} */
let world = createWorld(Math.random);
let jumpQueued = false;
let slideQueued = false;
/** Pointer held on the jump side of the screen (variable jump height on touch). */
let touchJump = false;
let touchSlide = false;
let overIn = -1;
let runAnim = 0;
let jumps = 0;
let slides = 0;
let nextMilestone = 500;
let flash = 0;
let shake = 0;
let demoing = false;
/** Seconds the autopilot keeps running after demo() (the thumbnail is taken a moment later). */
let autoT = 0;
/** @type {{x: number, y: number, vx: number, vy: number, life: number, color: string, size: number}[]} */
let bits = [];
/** @type {SpriteSheet | null} */
let sheet = null;

const hash = (/** @type {number} */ n) => { const v = Math.sin(n * 127.1 + 311.7) * 43758.5453; return v - Math.floor(v); };

/**
 * The runner: orange hoodie, dark trousers, white shoes. Frames 0-5 run cycle, 6 rising, 7 falling,
 * 8 sliding, 9 tumbling. Anchored at the feet.
 * @param {CanvasRenderingContext2D} g @param {number} _w @param {number} _h @param {number} f
 */
function drawRunner(g, _w, _h, f) {
  g.lineCap = 'round';
  g.lineJoin = 'round';
  /** @param {number[][]} pts @param {string} c @param {number} wd */
  const limb = (pts, c, wd) => {
    g.strokeStyle = c; g.lineWidth = wd; g.beginPath();
    pts.forEach(([x, y], i) => (i ? g.lineTo(/** @type {number} */ (x), /** @type {number} */ (y)) : g.moveTo(/** @type {number} */ (x), /** @type {number} */ (y))));
    g.stroke();
  };
  const shoe = (/** @type {number} */ x, /** @type {number} */ y) => { g.fillStyle = '#f4f6fb'; roundRect(g, x - 3, y - 3, 9, 5, 2); g.fill(); };
  if (f === 8) {
    // Sliding: leaning back, legs forward.
    limb([[14, 46], [26, 50], [38, 50]], '#5b82ea', 6);
    shoe(39, 51);
    limb([[16, 44], [8, 40]], '#ff7a3d', 5);
    g.fillStyle = '#ff7a3d'; g.beginPath(); g.ellipse(16, 41, 9, 6, -0.5, 0, Math.PI * 2); g.fill();
    g.fillStyle = '#f1c7a0'; g.beginPath(); g.arc(10, 33, 5.5, 0, Math.PI * 2); g.fill();
    g.fillStyle = '#d8602a'; g.beginPath(); g.arc(10, 32, 6.2, Math.PI * 0.9, Math.PI * 2.05); g.fill();
    return;
  }
  if (f === 9) {
    g.translate(22, 34); g.rotate(1.1); g.translate(-22, -34);
  }
  const cyc = f <= 5 ? (f / 6) * Math.PI * 2 : 0;
  const hipX = 22;
  const hipY = 36 + (f <= 5 ? -Math.abs(Math.sin(cyc)) * 2 : 0);
  /** @param {number} ph @param {string} c */
  const leg = (ph, c) => {
    let kx; let ky; let fx; let fy;
    if (f <= 5) {
      const s = Math.sin(cyc + ph);
      const lift = Math.max(0, Math.cos(cyc + ph));
      kx = hipX + s * 8 + 3; ky = hipY + 8 - lift * 3;
      fx = hipX + s * 12 - lift * 4; fy = 54 - lift * 8;
    } else if (f === 6) { kx = hipX + (ph ? -2 : 8); ky = hipY + (ph ? 9 : 5); fx = hipX + (ph ? -6 : 4); fy = ph ? 54 : 50; }
    else { kx = hipX + (ph ? 2 : 7); ky = hipY + 9; fx = hipX + (ph ? -2 : 9); fy = 54; }
    limb([[hipX, hipY], [kx, ky], [fx, fy]], c, 6);
    shoe(fx, fy);
  };
  leg(Math.PI, '#3f5fb8');
  // Back arm
  const arm = (/** @type {number} */ ph, /** @type {string} */ c) => {
    const s = f <= 5 ? Math.sin(cyc + ph) : f === 6 ? (ph ? -0.8 : 1) : 0.5;
    limb([[hipX + 1, hipY - 14], [hipX + 1 - s * 7, hipY - 6], [hipX + 5 - s * 9, hipY - 2 - Math.abs(s) * 3]], c, 4.5);
  };
  arm(0, '#d8602a');
  leg(0, '#5b82ea');
  // Torso (hoodie), leaning forward while running
  g.fillStyle = '#ff7a3d';
  g.beginPath(); g.moveTo(hipX - 5, hipY + 2); g.lineTo(hipX + 6, hipY + 2); g.lineTo(hipX + 8, hipY - 16); g.lineTo(hipX - 3, hipY - 18); g.closePath(); g.fill();
  // Head with hood
  g.fillStyle = '#f1c7a0'; g.beginPath(); g.arc(hipX + 5, hipY - 24, 6, 0, Math.PI * 2); g.fill();
  g.fillStyle = '#d8602a'; g.beginPath(); g.arc(hipX + 4, hipY - 25, 6.8, Math.PI * 0.75, Math.PI * 1.95); g.fill();
  g.fillStyle = '#1a1f33'; g.fillRect(hipX + 8, hipY - 26, 1.8, 2.2);
  arm(Math.PI, '#ff7a3d');
}

function buildSheet() {
  sheet = createSheet({
    runner: { w: 48, h: 58, ax: 22, ay: 56, frames: 10, draw: drawRunner },
    coin: {
      w: 20, h: 20, frames: 8,
      draw: (g, w, h, f) => {
        const sx = Math.max(0.15, Math.abs(Math.cos((f / 8) * Math.PI)));
        g.translate(w / 2, h / 2); g.scale(sx, 1);
        g.fillStyle = '#c98a00'; g.beginPath(); g.arc(0, 0, 8.5, 0, Math.PI * 2); g.fill();
        g.fillStyle = '#ffd54a'; g.beginPath(); g.arc(0, 0, 6.8, 0, Math.PI * 2); g.fill();
        g.fillStyle = '#fff2a8'; g.fillRect(-1.2, -4.5, 2.4, 9);
      },
    },
    crate: {
      w: 34, h: 34, ax: 0, ay: 0,
      draw: (g) => {
        g.fillStyle = '#8d96a8'; roundRect(g, 0, 2, 34, 32, 3); g.fill();
        g.fillStyle = '#b9c1d0'; roundRect(g, 0, 0, 34, 6, 2); g.fill();
        g.fillStyle = '#3b4254'; g.beginPath(); g.arc(17, 20, 10, 0, Math.PI * 2); g.fill();
        g.strokeStyle = '#8d96a8'; g.lineWidth = 2;
        for (let i = 0; i < 3; i++) { const a = (i / 3) * Math.PI * 2; g.beginPath(); g.moveTo(17, 20); g.lineTo(17 + Math.cos(a) * 9, 20 + Math.sin(a) * 9); g.stroke(); }
        g.fillStyle = '#5b6275'; g.fillRect(3, 31, 5, 3); g.fillRect(26, 31, 5, 3);
      },
    },
    stack: {
      w: 38, h: 68, ax: 0, ay: 0,
      draw: (g) => {
        g.fillStyle = '#8a3d2b'; g.fillRect(4, 8, 30, 60);
        g.fillStyle = '#a94f39';
        for (let y = 10; y < 68; y += 8) for (let x = 4 + ((y / 8) % 2) * 7; x < 34; x += 14) g.fillRect(x, y, 12, 6);
        g.fillStyle = '#5e2a1f'; g.fillRect(0, 0, 38, 10);
        g.fillStyle = '#7a3626'; g.fillRect(2, 2, 34, 3);
      },
    },
    drone: {
      w: 46, h: 30, frames: 2,
      draw: (g, _w, _h, f) => {
        g.strokeStyle = '#4a5068'; g.lineWidth = 3;
        g.beginPath(); g.moveTo(6, 10); g.lineTo(40, 10); g.stroke();
        g.fillStyle = 'rgba(200,220,255,0.65)';
        for (const x of [6, 40]) { g.beginPath(); g.ellipse(x, 6, f ? 9 : 3, 2, 0, 0, Math.PI * 2); g.fill(); }
        g.fillStyle = '#2e3347'; roundRect(g, 10, 9, 26, 15, 6); g.fill();
        g.fillStyle = '#ff3b5c'; g.beginPath(); g.arc(23, 17, 4, 0, Math.PI * 2); g.fill();
        g.fillStyle = '#ffd0d8'; g.beginPath(); g.arc(22, 16, 1.3, 0, Math.PI * 2); g.fill();
      },
    },
  });
}

/** @param {Kit} kit */
function newRun(kit) {
  world = createWorld(kit.random);
  jumpQueued = false;
  slideQueued = false;
  touchJump = false;
  touchSlide = false;
  overIn = -1;
  jumps = 0;
  slides = 0;
  nextMilestone = 500;
  bits = [];
  flash = 0;
  kit.setStat('dist', kit.t('meters', { m: 0 }));
  kit.setStat('coins', 0);
}

/** @param {number} x @param {number} y @param {string} color @param {number} n @param {number} [speed] */
function burst(x, y, color, n, speed = 160) {
  for (let i = 0; i < n; i++) {
    const a = Math.random() * Math.PI * 2;
    const v = speed * (0.3 + Math.random() * 0.7);
    bits.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v - 40, life: 0.4 + Math.random() * 0.35, color, size: 2 + Math.random() * 3 });
  }
}

/** @param {Kit} kit @param {RunInput} input @param {number} dt */
function advance(kit, input, dt) {
  const r = world.runner;
  const ev = step(world, input, dt);
  const sx = RUNNER_X;
  if (ev.jumped) { jumps++; kit.sound.tone({ freq: 330, to: 660, dur: 0.12, type: 'square', vol: 0.06 }); }
  if (ev.doubleJumped) { jumps++; kit.sound.tone({ freq: 520, to: 990, dur: 0.12, type: 'triangle', vol: 0.08 }); if (!kit.reducedMotion) burst(sx, r.bottom, 'rgba(255,255,255,0.8)', 6, 90); }
  if (ev.slid) { slides++; kit.sound.noise({ dur: 0.18, vol: 0.05, freq: 900 }); }
  if (ev.landed && !kit.reducedMotion) burst(sx, GROUND, 'rgba(230,220,255,0.7)', 4, 60);
  if (ev.coins) {
    kit.sound.tone({ freq: 1046, to: 1568, dur: 0.07, type: 'square', vol: 0.05 });
    kit.setStat('coins', world.coins);
  }
  if (ev.shieldGot) { if (!demoing) kit.toast(kit.t('shield')); kit.sound.jingle([523, 784, 1047]); }
  if (ev.shieldUsed) {
    flash = 0.3;
    shake = 0.2;
    if (!demoing) kit.toast(kit.t('shieldUsed'));
    kit.sound.tone({ freq: 900, to: 200, dur: 0.3, type: 'sawtooth', vol: 0.1 });
    if (!kit.reducedMotion) burst(sx + 10, r.bottom - 25, '#7fd8ff', 16, 200);
  }
  const m = meters(world);
  kit.setStat('dist', kit.t('meters', { m: kit.fmt(m) }));
  if (m >= nextMilestone) {
    if (!demoing) kit.toast(kit.t('milestone', { m: kit.fmt(nextMilestone) }));
    kit.sound.jingle([659, 880, 1175]);
    nextMilestone += 500;
  }
  kit.setScore(scoreOf(world));
  if (r.grounded && r.slideT <= 0) runAnim += dt * world.speed / 34;
  if (ev.died) {
    overIn = 0.9;
    shake = 0.4;
    kit.sound.tone({ freq: 440, to: 70, dur: 0.5, type: 'sawtooth', vol: 0.12 });
    if (!kit.reducedMotion) burst(sx, r.bottom - 25, '#ff7a3d', 20, 240);
  }
}

// ---------------------------------------------------------------- drawing

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawSky(g, k) {
  const d = difficultyAt(meters(world));
  // Dusk turns to night as the run goes on.
  const top = `hsl(${lerp(265, 235, d)} ${lerp(45, 55, d)}% ${lerp(34, 12, d)}%)`;
  const mid = `hsl(${lerp(330, 260, d)} ${lerp(60, 45, d)}% ${lerp(58, 24, d)}%)`;
  const low = `hsl(${lerp(28, 290, d)} ${lerp(95, 40, d)}% ${lerp(66, 30, d)}%)`;
  const sky = g.createLinearGradient(0, 0, 0, GROUND);
  sky.addColorStop(0, top);
  sky.addColorStop(0.6, mid);
  sky.addColorStop(1, low);
  g.fillStyle = sky;
  g.fillRect(-20, -20, W + 40, H + 40);
  if (d > 0.3) {
    g.fillStyle = `rgba(255,255,255,${Math.min(0.8, (d - 0.3) * 2)})`;
    for (let i = 0; i < 36; i++) g.fillRect(((hash(i) * W - world.dist * 0.02) % W + W) % W, hash(i + 50) * 220, 1.4, 1.4);
  }
  // Sun sinking, then a moon
  const sunY = lerp(250, 420, Math.min(1, d * 1.6));
  g.fillStyle = d < 0.6 ? 'rgba(255,214,140,0.9)' : 'rgba(235,240,255,0.9)';
  g.beginPath(); g.arc(W * 0.72, d < 0.6 ? sunY : 90, d < 0.6 ? 38 : 22, 0, Math.PI * 2); g.fill();
  // Two layers of skyline
  for (const [par, base, hmin, hvar, color, win] of /** @type {[number, number, number, number, string, number][]} */ ([[0.12, GROUND - 40, 60, 120, '#553a7c', 0], [0.35, GROUND + 10, 50, 150, '#2c2048', 1]])) {
    const off = world.dist * par;
    const bw = 46;
    const first = Math.floor(off / bw);
    for (let i = first; i < first + Math.ceil(W / bw) + 2; i++) {
      const x = i * bw - off;
      const h = hmin + hash(i * (win ? 7 : 3)) * hvar;
      g.fillStyle = color;
      g.fillRect(x, base - h, bw - 4, h + 80);
      if (win) {
        g.fillStyle = 'rgba(255,210,120,0.55)';
        for (let wy = base - h + 10; wy < base; wy += 16) for (let wx = 6; wx < bw - 10; wx += 12) if (hash(i * 31 + wy + wx) > 0.62) g.fillRect(x + wx, wy, 5, 7);
      }
    }
  }
  void k;
}

/** @param {CanvasRenderingContext2D} g */
function drawRoofs(g) {
  const off = world.dist;
  for (const r of world.roofs) {
    const x0 = Math.max(-10, r.x0 - off);
    const x1 = Math.min(W + 10, r.x1 - off);
    if (x1 <= x0) continue;
    const wall = g.createLinearGradient(0, GROUND, 0, H);
    wall.addColorStop(0, '#3b2f56');
    wall.addColorStop(1, '#1b1630');
    g.fillStyle = wall;
    g.fillRect(x0, GROUND, x1 - x0, H - GROUND);
    // Windows in a grid fixed to the building
    const seed = Math.floor(r.x0);
    for (let wy = GROUND + 26; wy < H; wy += 26) {
      for (let wx = Math.ceil((x0 + off - r.x0 - 10) / 22) * 22 + 10; r.x0 + wx - off < x1 - 14; wx += 22) {
        const lit = hash(seed + wx * 3 + wy) > 0.55;
        g.fillStyle = lit ? 'rgba(255,205,110,0.75)' : 'rgba(20,16,40,0.7)';
        g.fillRect(r.x0 + wx - off, wy, 10, 13);
      }
    }
    // Roof ledge
    g.fillStyle = '#6b5a8e';
    g.fillRect(x0, GROUND, x1 - x0, 7);
    g.fillStyle = '#8f7fb6';
    g.fillRect(x0, GROUND, x1 - x0, 2.5);
    if (r.x0 - off > -10) { g.fillStyle = '#2a2142'; g.fillRect(r.x0 - off, GROUND, 4, H - GROUND); }
    if (r.x1 - off < W + 10) { g.fillStyle = '#2a2142'; g.fillRect(r.x1 - off - 4, GROUND, 4, H - GROUND); }
  }
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawThings(g, k) {
  const s = /** @type {SpriteSheet} */ (sheet);
  const off = world.dist;
  for (const o of world.obstacles) {
    if (o.gone) continue;
    const x = o.x - off;
    if (x > W + 60 || x + o.w < -60) continue;
    if (o.kind === 'crate' || o.kind === 'stack') s.draw(g, o.kind, x, o.y);
    else if (o.kind === 'drone') s.draw(g, 'drone', x + o.w / 2, o.y + o.h / 2 + (k.reducedMotion ? 0 : Math.sin(k.clock * 5 + o.x) * 2), { frame: Math.floor(k.clock * 20) });
    else {
      // Hanging billboard: cables from above, a neon sign whose bottom edge is the hit box's.
      const bottom = o.y + o.h;
      g.strokeStyle = '#1c1830'; g.lineWidth = 2;
      g.beginPath(); g.moveTo(x + 8, 0); g.lineTo(x + 8, bottom - 34); g.moveTo(x + o.w - 8, 0); g.lineTo(x + o.w - 8, bottom - 34); g.stroke();
      g.fillStyle = '#1e1a33'; roundRect(g, x, bottom - 36, o.w, 36, 5); g.fill();
      g.save();
      g.shadowColor = '#3ff0ff'; g.shadowBlur = 10;
      g.strokeStyle = '#3ff0ff'; g.lineWidth = 2; roundRect(g, x + 3, bottom - 33, o.w - 6, 30, 4); g.stroke();
      g.restore();
      g.fillStyle = '#ff5fd2';
      for (let cx = x + 12; cx < x + o.w - 8; cx += 14) { g.beginPath(); g.moveTo(cx, bottom - 25); g.lineTo(cx + 5, bottom - 11); g.lineTo(cx - 5, bottom - 11); g.fill(); }
    }
  }
  const frame = Math.floor(k.clock * 12);
  for (const p of world.pickups) {
    if (p.taken) continue;
    const x = p.x - off;
    if (x < -20 || x > W + 20) continue;
    if (p.kind === 'coin') s.draw(g, 'coin', x, p.y, { frame: frame + Math.floor(p.x / 28) });
    else {
      const pulse = k.reducedMotion ? 0 : Math.sin(k.clock * 6) * 2;
      g.save();
      g.shadowColor = '#7fd8ff'; g.shadowBlur = 14;
      g.fillStyle = 'rgba(127,216,255,0.35)'; g.beginPath(); g.arc(x, p.y, 15 + pulse, 0, Math.PI * 2); g.fill();
      g.restore();
      g.fillStyle = '#e8f8ff';
      g.beginPath(); g.moveTo(x, p.y - 9); g.lineTo(x + 8, p.y - 5); g.lineTo(x + 6, p.y + 4); g.lineTo(x, p.y + 9); g.lineTo(x - 6, p.y + 4); g.lineTo(x - 8, p.y - 5); g.closePath(); g.fill();
    }
  }
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawRunnerNow(g, k) {
  const s = /** @type {SpriteSheet} */ (sheet);
  const r = world.runner;
  let f = Math.floor(runAnim) % 6;
  if (r.dead) f = 9;
  else if (r.grounded && r.slideT > 0) f = 8;
  else if (!r.grounded) f = r.vy < 0 ? 6 : 7;
  if (!r.dead) {
    // A shadow on the roof keeps the jump height readable.
    const lift = Math.min(1, Math.max(0, (GROUND - r.bottom) / 140));
    g.fillStyle = `rgba(10,6,24,${0.45 - lift * 0.3})`;
    g.beginPath(); g.ellipse(RUNNER_X + 2, GROUND + 2, 16 - lift * 6, 4, 0, 0, Math.PI * 2); g.fill();
  }
  s.draw(g, 'runner', RUNNER_X, r.bottom + 2, { frame: f });
  if (r.shield && !r.dead) {
    const h = r.grounded && r.slideT > 0 ? SLIDE_H : STAND_H;
    g.save();
    g.strokeStyle = `rgba(127,216,255,${0.6 + (k.reducedMotion ? 0 : Math.sin(k.clock * 8) * 0.2)})`;
    g.lineWidth = 2.5;
    g.shadowColor = '#7fd8ff'; g.shadowBlur = 12;
    g.beginPath(); g.ellipse(RUNNER_X + 2, r.bottom - h / 2, 24, h / 2 + 10, 0, 0, Math.PI * 2); g.stroke();
    g.restore();
  }
}

const kit = createGame({
  id: 28,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'dist', label: 'dist' }, { key: 'coins', label: 'coins' }],
  controls: {
    layout: 'row',
    buttons: [
      { action: 'slide', label: '▼', title: 'slide', caption: 'slide' },
      { action: 'jump', label: '▲', title: 'jump', caption: 'jump' },
    ],
  },
  reset(k) {
    if (!sheet) buildSheet();
    autoT = 0;
    newRun(k);
  },
  update(dt, k) {
    bits = bits.filter((b) => { b.x += b.vx * dt; b.y += b.vy * dt; b.vy += 400 * dt; return (b.life -= dt) > 0; });
    if (flash > 0) flash -= dt;
    if (shake > 0) shake -= dt;
    if (overIn >= 0) {
      world.runner.bottom += 140 * dt;
      if ((overIn -= dt) < 0) {
        const m = k.fmt(meters(world));
        k.gameOver({ message: k.t(world.runner.dead === 'fall' ? 'fell' : 'crashed', { m }) });
      }
      return;
    }
    const down = (/** @type {string[]} */ codes) => codes.some((c) => k.input.isDown(c));
    /** @type {RunInput} */
    const input = {
      jumpPressed: jumpQueued,
      jumpHeld: down(JUMP_KEYS) || k.held('jump') || touchJump,
      slidePressed: slideQueued,
      slideHeld: down(SLIDE_KEYS) || k.held('slide') || touchSlide,
    };
    jumpQueued = false;
    slideQueued = false;
    if (autoT > 0) autoT -= dt;
    advance(k, autoT > 0 ? autopilot(world) : input, dt);
  },
  onKey(code, _k, e) {
    autoT = 0;
    if (JUMP_KEYS.includes(code)) { if (!e.repeat) jumpQueued = true; return true; }
    if (SLIDE_KEYS.includes(code)) { if (!e.repeat) slideQueued = true; return true; }
    return false;
  },
  onPointer(kind, p) {
    autoT = 0;
    // Right half jumps, left half slides, at once on touch-down (a tap would wait for the lift).
    if (kind === 'down' && p.inside) {
      if (p.x >= W / 2) { jumpQueued = true; touchJump = true; } else { slideQueued = true; touchSlide = true; }
    } else if (kind === 'up') { touchJump = false; touchSlide = false; }
  },
  onAction(a) {
    if (a === 'jump') jumpQueued = true;
    else slideQueued = true;
  },
  render(g, k) {
    g.save();
    if (shake > 0 && !k.reducedMotion) g.translate((Math.random() - 0.5) * 12 * shake, (Math.random() - 0.5) * 12 * shake);
    drawSky(g, k);
    drawRoofs(g);
    if (sheet) {
      drawThings(g, k);
      drawRunnerNow(g, k);
    }
    // Speed streaks once the pace picks up
    const fast = (world.speed - BASE_SPEED) / (MAX_SPEED - BASE_SPEED);
    if (fast > 0.3 && !k.reducedMotion && k.screen === 'playing') {
      g.strokeStyle = `rgba(255,255,255,${(fast - 0.3) * 0.3})`;
      g.lineWidth = 1.5;
      for (let i = 0; i < 7; i++) {
        const y = 60 + hash(i + Math.floor(k.clock * 8) * 13) * (GROUND - 80);
        const x = (hash(i * 3 + Math.floor(k.clock * 8)) * W);
        g.beginPath(); g.moveTo(x, y); g.lineTo(x + 40 + fast * 40, y); g.stroke();
      }
    }
    for (const b of bits) {
      g.globalAlpha = Math.max(0, Math.min(1, b.life * 2));
      g.fillStyle = b.color;
      g.fillRect(b.x - b.size / 2, b.y - b.size / 2, b.size, b.size);
    }
    g.globalAlpha = 1;
    if (flash > 0) { g.fillStyle = `rgba(127,216,255,${flash})`; g.fillRect(0, 0, W, H); }
    if (k.screen === 'playing' && world.dist < 1000) {
      g.globalAlpha = Math.min(1, (1000 - world.dist) / 300);
      g.fillStyle = 'rgba(10,8,24,0.55)';
      roundRect(g, 14, 16, W - 28, 46, 12);
      g.fill();
      g.fillStyle = '#fff';
      g.font = '700 14px system-ui, sans-serif';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      wrapText(g, k.t('hint'), W / 2, 39, W - 48, 17);
      g.globalAlpha = 1;
    }
    g.restore();
  },
  state() {
    const r = world.runner;
    return {
      meters: meters(world),
      coins: world.coins,
      speed: Math.round(world.speed),
      bottom: Math.round(r.bottom),
      vy: Math.round(r.vy),
      grounded: r.grounded,
      sliding: r.grounded && r.slideT > 0,
      shield: r.shield,
      dead: r.dead,
      jumps,
      slides,
      obstacles: world.obstacles.length,
    };
  },
  demo(k) {
    demoing = true;
    // Let the autopilot run a while, then stop mid-leap with something below.
    for (let i = 0; i < 60 * 60 && !world.runner.dead; i++) {
      advance(k, autopilot(world), 1 / 60);
      const r = world.runner;
      // The picture is taken about half a second later: stop with a hazard that far ahead.
      const lead = world.speed * 0.45;
      if (meters(world) > 300 && r.grounded && world.obstacles.some((o) => o.kind !== 'bar' && o.x - world.dist - RUNNER_X > lead + 40 && o.x - world.dist - RUNNER_X < lead + 120)) break;
    }
    bits = [];
    k.toastEl.classList.remove('gk-toast-show');
    autoT = 2;
    demoing = false;
  },
});

/** Centred text on one or two lines. @param {CanvasRenderingContext2D} g @param {string} text @param {number} x @param {number} y @param {number} maxW @param {number} lh */
function wrapText(g, text, x, y, maxW, lh) {
  if (g.measureText(text).width <= maxW) { g.fillText(text, x, y); return; }
  const cut = text.indexOf(' · ');
  if (cut > 0) {
    g.fillText(text.slice(0, cut), x, y - lh / 2, maxW);
    g.fillText(text.slice(cut + 3), x, y + lh / 2, maxW);
  } else g.fillText(text, x, y, maxW);
}

export default kit;
