// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import {
  W, H, FLOOR_Y, PLAYER_R, START_X, START_Y, STAR_R,
  newRun, stepRun, anchorAt, pickAnchor, metres, zoneAt, scoreFor, autopilot,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Run} Run */
/** @typedef {import('./logic.js').Anchor} Anchor */

const HOLD_KEYS = ['Space', 'ArrowUp', 'KeyW', 'Enter'];
const CRASH = 0.8;

const strings = {
  'zh-CN': { title: '钩索飞荡', zone: '区域', unit: '米', hint: '按住发射钩索，松开飞出', floor: '你在 {m} 米处碰到了地面。', pillar: '你在 {m} 米处撞上了尖刺。', behind: '你在 {m} 米处被画面甩在了后面。', zoneUp: '第 {n} 区：速度提升！' },
  en: { title: 'Grapple Swing', zone: 'Zone', unit: 'm', hint: 'Hold to fire the rope, release to fly', floor: 'You touched the floor at {m} m.', pillar: 'A spike stopped you at {m} m.', behind: 'The screen left you behind at {m} m.', zoneUp: 'Zone {n}: faster!' },
  ja: { title: 'グラップル スイング', zone: 'ゾーン', unit: 'm', hint: '押し続けてロープ発射、離して飛ぶ', floor: '{m} m 地点で床に触れた。', pillar: '{m} m 地点でトゲに当たった。', behind: '{m} m 地点で画面に置いていかれた。', zoneUp: 'ゾーン {n}：スピードアップ！' },
  es: { title: 'Balanceo con Gancho', zone: 'Zona', unit: 'm', hint: 'Mantén para lanzar la cuerda, suelta para volar', floor: 'Tocaste el suelo a {m} m.', pillar: 'Un pincho te paró a {m} m.', behind: 'La pantalla te dejó atrás a {m} m.', zoneUp: 'Zona {n}: ¡más rápido!' },
  de: { title: 'Enterhaken-Schwung', zone: 'Zone', unit: 'm', hint: 'Halten: Seil abschießen. Loslassen: fliegen', floor: 'Bei {m} m den Boden berührt.', pillar: 'Bei {m} m an einem Stachel hängen geblieben.', behind: 'Bei {m} m vom Bildschirm abgehängt.', zoneUp: 'Zone {n}: schneller!' },
  fr: { title: 'Grappin Voltigeur', zone: 'Zone', unit: 'm', hint: 'Maintenez pour lancer le grappin, relâchez pour voler', floor: 'Vous avez touché le sol à {m} m.', pillar: 'Un pic vous a arrêté à {m} m.', behind: 'L’écran vous a distancé à {m} m.', zoneUp: 'Zone {n} : plus vite !' },
  'pt-BR': { title: 'Balanço de Gancho', zone: 'Zona', unit: 'm', hint: 'Segure para lançar a corda, solte para voar', floor: 'Você tocou o chão a {m} m.', pillar: 'Um espinho parou você a {m} m.', behind: 'A tela deixou você para trás a {m} m.', zoneUp: 'Zona {n}: mais rápido!' },
  ar: { title: 'أرجوحة الخطّاف', zone: 'المنطقة', unit: 'م', hint: 'اضغط باستمرار لإطلاق الحبل، واترك لتطير', floor: 'لمست الأرض عند {m} م.', pillar: 'أوقفتك شوكة عند {m} م.', behind: 'تخلّفت عن الشاشة عند {m} م.', zoneUp: 'المنطقة {n}: سرعة أكبر!' },
};

/** @type {Run} */
let run = newRun(1);
let camY = 0;
let pointerDown = false;
/** A press shorter than a step still counts for one step. */
let latch = false;
let crashT = 0;
let zone = 0;
/** Rope shot that found nothing: a short line flying up and back. */
let missT = 0;
/** @type {{x: number, y: number, vx: number, vy: number, life: number, color: string}[]} */
let bits = [];
/** @type {{x: number, y: number}[]} */
let trail = [];
let spin = 0;
let auto = false;
/** @type {HTMLCanvasElement | null} */
let skyline = null;

// ---------------------------------------------------------------- art

/** Two rows of city silhouettes on one strip that tiles sideways (parallax layers). */
function paintSkyline() {
  const c = document.createElement('canvas');
  const wpx = 720;
  c.width = wpx * 2;
  c.height = 260 * 2;
  const g = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
  g.scale(2, 2);
  let s = 4242;
  const rnd = () => { s = (s * 16807) % 2147483647; return s / 2147483647; };
  for (const [base, color, win] of /** @type {[number, string, string][]} */ ([[150, '#2a1f4a', 'rgba(255,210,140,0.35)'], [200, '#1a1332', 'rgba(255,190,120,0.5)']])) {
    let x = 0;
    while (x < wpx) {
      const bw = 26 + rnd() * 40;
      const bh = 40 + rnd() * (base - 30);
      g.fillStyle = color;
      g.fillRect(x, 260 - bh, bw - 3, bh);
      g.fillStyle = win;
      for (let wy = 260 - bh + 8; wy < 250; wy += 12) {
        for (let wx = x + 5; wx < x + bw - 10; wx += 9) if (rnd() < 0.35) g.fillRect(wx, wy, 4, 5);
      }
      x += bw;
    }
  }
  return c;
}

// ---------------------------------------------------------------- play

/** @param {Kit} kit */
function holding(kit) {
  return latch || pointerDown || HOLD_KEYS.some((k) => kit.input.isDown(k));
}

/** @param {Kit} kit @param {number} x @param {number} y @param {string} color @param {number} n */
function burst(kit, x, y, color, n) {
  if (kit.reducedMotion) return;
  for (let i = 0; i < n; i++) {
    const a = kit.random() * Math.PI * 2;
    const v = 40 + kit.random() * 200;
    bits.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v - 60, life: 0.4 + kit.random() * 0.4, color });
  }
}

/** @param {Kit} kit @param {number} dt */
function step(kit, dt) {
  if (run.dead) {
    if ((crashT -= dt) <= 0) {
      const m = metres(run.bestX);
      kit.gameOver({ message: kit.t(run.dead, { m }) });
    }
    return;
  }
  const hold = auto ? autopilot({ body: run.body, attached: !!run.anchor, anchor: run.anchor ? anchorAt(run.anchor, run.t) : null, len: run.len }, run.course.anchors, run.t) || !run.started : holding(kit);
  latch = false;
  const ev = stepRun(run, hold, dt);
  if (ev.caught) kit.sound.tone({ freq: 520, to: 880, dur: 0.08, type: 'square', vol: 0.07 });
  if (ev.missed) { missT = 0.25; kit.sound.tone({ freq: 300, to: 200, dur: 0.08, type: 'triangle', vol: 0.06 }); }
  if (ev.released) kit.sound.tone({ freq: 700, to: 1000, dur: 0.06, type: 'triangle', vol: 0.05 });
  if (ev.stars) {
    kit.sound.jingle([988, 1319]);
    burst(kit, run.body.x, run.body.y, '#ffe066', 10);
  }
  const b = run.body;
  spin += (Math.hypot(b.vx, b.vy) / (PLAYER_R * 2)) * dt * (b.vx >= 0 ? 1 : -1);
  if (!kit.reducedMotion) {
    trail.push({ x: b.x, y: b.y });
    if (trail.length > 14) trail.shift();
  }
  if (missT > 0) missT -= dt;
  kit.setScore(scoreFor(run.bestX, run.stars));
  const z = zoneAt(run.bestX);
  if (z !== zone) {
    zone = z;
    kit.setLevel(zone + 1);
    if (!auto) kit.toast(kit.t('zoneUp', { n: zone + 1 }));
    kit.sound.jingle([659, 784, 988]);
  }
  // The view follows upwards when the swing climbs above the top.
  const wantY = Math.min(0, b.y - 150);
  camY += (wantY - camY) * Math.min(1, dt * 6);
  if (run.dead) {
    crashT = CRASH;
    burst(kit, b.x, b.y, '#ff7a4a', 22);
    burst(kit, b.x, b.y, '#7df9ff', 12);
    kit.sound.noise({ dur: 0.5, vol: 0.28, freq: 900 });
    kit.sound.tone({ freq: 220, to: 60, dur: 0.5, type: 'sawtooth', vol: 0.12 });
  }
}

const kit = createGame({
  id: 75,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'zone' }],
  reset(k) {
    run = newRun(Math.floor(k.random() * 1e9));
    camY = 0;
    pointerDown = false;
    latch = false;
    crashT = 0;
    zone = 0;
    missT = 0;
    bits = [];
    trail = [];
    auto = false;
    k.setLevel(1);
  },
  update(dt, k) {
    bits = bits.filter((p) => { p.x += p.vx * dt; p.y += p.vy * dt; p.vy += 600 * dt; return (p.life -= dt) > 0; });
    step(k, dt);
  },
  onKey(code, k, e) {
    if (!HOLD_KEYS.includes(code)) return false;
    if (!e.repeat) latch = true;
    return true;
  },
  onPointer(kind, p) {
    if (kind === 'down' && p.button === 0) { pointerDown = true; latch = true; }
    else if (kind === 'up') pointerDown = false;
  },
  render(g, k) {
    draw(g, k);
  },
  state() {
    const b = run.body;
    return {
      started: run.started,
      attached: !!run.anchor,
      ropes: run.ropes,
      len: Math.round(run.len),
      body: { x: Math.round(b.x), y: Math.round(b.y), vx: Math.round(b.vx), vy: Math.round(b.vy) },
      camX: Math.round(run.camX),
      metres: metres(run.bestX),
      stars: run.stars,
      zone: zone + 1,
      dead: run.dead,
      pointerDown,
    };
  },
  demo(k) {
    // Autopilot well into the course: pillars and bobbing anchors in view, mid-swing.
    auto = true;
    const good = () => metres(run.bestX) > 220 && !!run.anchor && run.body.x < run.anchor.x - run.len * 0.55 && run.body.vy > 0 && run.course.pillars.some((p) => p.x > run.camX + 60 && p.x < run.camX + W - 40);
    for (let i = 0; i < 60 * 60 && !run.dead && !good(); i++) {
      step(k, 1 / 60);
      bits = bits.filter((p) => (p.life -= 1 / 60) > 0);
    }
  },
});

// ---------------------------------------------------------------- drawing

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function draw(g, k) {
  if (!skyline) skyline = paintSkyline();
  const cx = run.camX;
  const cy = camY;
  const sky = g.createLinearGradient(0, 0, 0, H);
  sky.addColorStop(0, '#0d1030');
  sky.addColorStop(0.55, '#3b1e5a');
  sky.addColorStop(1, '#b4475a');
  g.fillStyle = sky;
  g.fillRect(0, 0, W, H);
  // Sun and parallax city.
  g.fillStyle = 'rgba(255,170,120,0.8)';
  g.beginPath(); g.arc(W * 0.72, 300 - cy * 0.1, 34, 0, Math.PI * 2); g.fill();
  for (const [f, y, a] of /** @type {[number, number, number][]} */ ([[0.15, 250, 0.7], [0.35, 300, 1]])) {
    const off = ((cx * f) % 720 + 720) % 720;
    g.globalAlpha = a;
    for (let x = -off; x < W; x += 720) g.drawImage(skyline, x, y - cy * f * 0.5, 720, 260);
  }
  g.globalAlpha = 1;
  g.save();
  g.translate(-cx, -cy);
  // Launch ledge.
  g.fillStyle = '#2a2444';
  g.fillRect(START_X - 60, START_Y + PLAYER_R, 100, FLOOR_Y - START_Y);
  g.fillStyle = '#7df9ff';
  g.fillRect(START_X - 60, START_Y + PLAYER_R, 100, 3);
  // Pillars with spiked tops.
  for (const p of run.course.pillars) {
    if (p.x > cx + W + 40 || p.x + p.w < cx - 40) continue;
    const grad = g.createLinearGradient(p.x, 0, p.x + p.w, 0);
    grad.addColorStop(0, '#3a2a5c');
    grad.addColorStop(0.5, '#5e4a8c');
    grad.addColorStop(1, '#2e2248');
    g.fillStyle = grad;
    g.fillRect(p.x, p.top + 8, p.w, FLOOR_Y - p.top);
    g.fillStyle = 'rgba(255,95,122,0.55)';
    g.fillRect(p.x, p.top + 8, 2, FLOOR_Y - p.top);
    g.fillRect(p.x + p.w - 2, p.top + 8, 2, FLOOR_Y - p.top);
    g.fillStyle = '#ff5f7a';
    g.beginPath();
    for (let i = 0; i < 3; i++) {
      const x0 = p.x + (i * p.w) / 3;
      g.moveTo(x0, p.top + 9);
      g.lineTo(x0 + p.w / 6, p.top - 2);
      g.lineTo(x0 + p.w / 3, p.top + 9);
    }
    g.fill();
  }
  // Stars.
  for (const s of run.course.stars) {
    if (s.taken || s.x < cx - 30 || s.x > cx + W + 30) continue;
    drawStar(g, s.x, s.y, STAR_R * 0.75, k.reducedMotion ? 0 : k.clock * 2);
  }
  // Anchors, the one a rope would catch now ringed.
  const b = run.body;
  const target = run.anchor ? -1 : pickAnchor(run.course.anchors, b, run.t);
  run.course.anchors.forEach((a, i) => {
    const p = anchorAt(a, run.t);
    if (p.x < cx - 30 || p.x > cx + W + 30) return;
    if (a.amp) {
      g.strokeStyle = 'rgba(125,249,255,0.15)';
      g.lineWidth = 2;
      g.beginPath(); g.moveTo(a.x, a.y - a.amp); g.lineTo(a.x, a.y + a.amp); g.stroke();
    }
    const glow = g.createRadialGradient(p.x, p.y, 2, p.x, p.y, 20);
    glow.addColorStop(0, 'rgba(125,249,255,0.6)');
    glow.addColorStop(1, 'rgba(125,249,255,0)');
    g.fillStyle = glow;
    g.beginPath(); g.arc(p.x, p.y, 20, 0, Math.PI * 2); g.fill();
    g.fillStyle = '#e9feff';
    g.beginPath(); g.arc(p.x, p.y, 6, 0, Math.PI * 2); g.fill();
    g.strokeStyle = '#7df9ff';
    g.lineWidth = 2;
    g.beginPath(); g.arc(p.x, p.y, 10, 0, Math.PI * 2); g.stroke();
    if (i === target) {
      g.strokeStyle = 'rgba(255,224,102,0.9)';
      g.setLineDash([5, 5]);
      g.lineDashOffset = k.reducedMotion ? 0 : -k.clock * 20;
      g.beginPath(); g.arc(p.x, p.y, 17, 0, Math.PI * 2); g.stroke();
      g.setLineDash([]);
    }
  });
  // Rope.
  if (run.anchor) {
    const p = anchorAt(run.anchor, run.t);
    g.strokeStyle = '#fff3c4';
    g.lineWidth = 2.5;
    g.beginPath(); g.moveTo(b.x, b.y); g.lineTo(p.x, p.y); g.stroke();
  } else if (missT > 0) {
    const f = missT / 0.25;
    const reach = 140 * Math.sin(f * Math.PI);
    g.strokeStyle = 'rgba(255,243,196,0.6)';
    g.lineWidth = 2;
    g.beginPath(); g.moveTo(b.x, b.y); g.lineTo(b.x + reach * 0.5, b.y - reach * 0.87); g.stroke();
  }
  // Speed trail and the hero.
  for (let i = 0; i < trail.length; i++) {
    const p = /** @type {{x: number, y: number}} */ (trail[i]);
    g.fillStyle = `rgba(125,249,255,${(i / trail.length) * 0.35})`;
    g.beginPath(); g.arc(p.x, p.y, PLAYER_R * (0.4 + (0.6 * i) / trail.length), 0, Math.PI * 2); g.fill();
  }
  if (!run.dead) drawHero(g, b.x, b.y, spin);
  for (const p of bits) {
    g.globalAlpha = Math.max(0, Math.min(1, p.life * 2));
    g.fillStyle = p.color;
    g.fillRect(p.x - 2.5, p.y - 2.5, 5, 5);
  }
  g.globalAlpha = 1;
  // Charged floor.
  const fy = FLOOR_Y;
  const lava = g.createLinearGradient(0, fy - 14, 0, fy + 40);
  lava.addColorStop(0, 'rgba(255,80,120,0)');
  lava.addColorStop(0.35, 'rgba(255,80,120,0.55)');
  lava.addColorStop(0.45, '#ff4f7a');
  lava.addColorStop(1, '#4a0f2a');
  g.fillStyle = lava;
  g.fillRect(cx - 10, fy - 14, W + 20, 60 + Math.max(0, -cy));
  g.strokeStyle = '#ffd0dc';
  g.lineWidth = 2;
  g.beginPath();
  for (let x = cx - 10; x <= cx + W + 10; x += 8) {
    const y = fy + Math.sin(x * 0.07 + (k.reducedMotion ? 0 : k.clock * 6)) * 2.5;
    if (x === cx - 10) g.moveTo(x, y); else g.lineTo(x, y);
  }
  g.stroke();
  g.restore();
  // The scrolling edge: a warning glow when the hero drifts near it.
  const lag = b.x - cx;
  if (run.started && lag < 90) {
    const a = Math.min(0.6, (90 - lag) / 120);
    const edge = g.createLinearGradient(0, 0, 40, 0);
    edge.addColorStop(0, `rgba(255,60,100,${a})`);
    edge.addColorStop(1, 'rgba(255,60,100,0)');
    g.fillStyle = edge;
    g.fillRect(0, 0, 40, H);
  }
  drawReadout(g, k);
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} r @param {number} rot */
function drawStar(g, x, y, r, rot) {
  g.save();
  g.translate(x, y);
  g.rotate(rot);
  g.fillStyle = '#ffe066';
  g.shadowColor = '#ffb020';
  g.shadowBlur = 10;
  g.beginPath();
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 ? r * 0.45 : r;
    const a = (i / 10) * Math.PI * 2 - Math.PI / 2;
    if (i === 0) g.moveTo(Math.cos(a) * rr, Math.sin(a) * rr); else g.lineTo(Math.cos(a) * rr, Math.sin(a) * rr);
  }
  g.closePath();
  g.fill();
  g.restore();
}

/** A round little grappler with a visor, rolling with its speed. @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} rot */
function drawHero(g, x, y, rot) {
  g.save();
  g.translate(x, y);
  g.rotate(rot);
  const body = g.createRadialGradient(-3, -3, 1, 0, 0, PLAYER_R + 1);
  body.addColorStop(0, '#ffffff');
  body.addColorStop(0.35, '#ffb347');
  body.addColorStop(1, '#d2562a');
  g.fillStyle = body;
  g.beginPath(); g.arc(0, 0, PLAYER_R + 1, 0, Math.PI * 2); g.fill();
  g.fillStyle = '#1b1233';
  roundRect(g, 1, -4, 9, 6, 3);
  g.fill();
  g.fillStyle = '#7df9ff';
  g.fillRect(4, -3, 4, 2);
  g.restore();
}

/** Distance and stars over the sky; the start hint. @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawReadout(g, k) {
  g.save();
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillStyle = 'rgba(10,8,30,0.45)';
  roundRect(g, W / 2 - 62, 10, 124, 40, 12);
  g.fill();
  g.fillStyle = '#ffffff';
  g.font = '900 26px system-ui, sans-serif';
  // Number and unit in the reading order of the language (the digits themselves never flip).
  g.direction = k.dir === 'rtl' ? 'rtl' : 'ltr';
  g.fillText(`${metres(run.bestX)} ${k.t('unit')}`, W / 2, 31);
  g.direction = 'ltr';
  g.font = '800 15px system-ui, sans-serif';
  g.fillStyle = '#ffe066';
  g.textAlign = 'right';
  g.fillText(`★ ${run.stars}`, W - 14, 30);
  g.restore();
  if (!run.started && k.screen === 'playing') {
    g.fillStyle = 'rgba(10,8,30,0.6)';
    roundRect(g, 24, 300, W - 48, 48, 14);
    g.fill();
    g.fillStyle = '#ffffff';
    g.font = '800 16px system-ui, sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(k.t('hint'), W / 2, 324, W - 64);
  }
}

export default kit;
