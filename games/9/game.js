// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { W, H, GROUND, PLAYER_X, PLAYER_R, GATE_W, STAR_R, createWorld, flap, step, gateRects, levelFor, medalFor } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').World} World */

const strings = {
  'zh-CN': { title: '无人机冲刺', tapToFly: '轻触或按空格起飞', crashed: '撞毁了！穿过了 {n} 道关口。', gold: '金牌！', silver: '银牌！', bronze: '铜牌！', stars: '星星', gates: '关口' },
  en: { title: 'Drone Dash', tapToFly: 'Tap or press Space to fly', crashed: 'Crashed after {n} gates.', gold: 'Gold medal!', silver: 'Silver medal!', bronze: 'Bronze medal!', stars: 'Stars', gates: 'Gates' },
  ja: { title: 'ドローン ダッシュ', tapToFly: 'タップかスペースで飛ぶ', crashed: '{n} ゲート通過でクラッシュ。', gold: '金メダル！', silver: '銀メダル！', bronze: '銅メダル！', stars: 'スター', gates: 'ゲート' },
  es: { title: 'Dron veloz', tapToFly: 'Toca o pulsa Espacio para volar', crashed: 'Te estrellaste tras {n} puertas.', gold: '¡Medalla de oro!', silver: '¡Medalla de plata!', bronze: '¡Medalla de bronce!', stars: 'Estrellas', gates: 'Puertas' },
  de: { title: 'Drohnen-Sprint', tapToFly: 'Tippen oder Leertaste zum Fliegen', crashed: 'Abgestürzt nach {n} Toren.', gold: 'Goldmedaille!', silver: 'Silbermedaille!', bronze: 'Bronzemedaille!', stars: 'Sterne', gates: 'Tore' },
  fr: { title: 'Drone express', tapToFly: 'Touchez ou appuyez sur Espace pour voler', crashed: 'Écrasé après {n} portes.', gold: 'Médaille d’or !', silver: 'Médaille d’argent !', bronze: 'Médaille de bronze !', stars: 'Étoiles', gates: 'Portes' },
  'pt-BR': { title: 'Drone Veloz', tapToFly: 'Toque ou aperte Espaço para voar', crashed: 'Bateu depois de {n} portões.', gold: 'Medalha de ouro!', silver: 'Medalha de prata!', bronze: 'Medalha de bronze!', stars: 'Estrelas', gates: 'Portões' },
  ar: { title: 'انطلاقة الدرون', tapToFly: 'المس الشاشة أو اضغط المسافة للطيران', crashed: 'تحطمت بعد {n} بوابات.', gold: 'ميدالية ذهبية!', silver: 'ميدالية فضية!', bronze: 'ميدالية برونزية!', stars: 'النجوم', gates: 'البوابات' },
};

let world = createWorld(Math.random);
let overIn = -1;
let scroll = 0;
let prop = 0;
let thrust = 0;
/** @type {{x: number, y: number, vx: number, vy: number, life: number, color: string}[]} */
let bits = [];
/** Background stars (fixed pattern). */
const hash = (/** @type {number} */ n) => { const v = Math.sin(n * 12.9898) * 43758.5453; return v - Math.floor(v); };
const SKY = Array.from({ length: 44 }, (_, i) => ({ x: hash(i + 1) * W, y: hash(i + 101) * (GROUND - 140), r: 0.7 + hash(i + 201) * 1.4 }));

/** @param {Kit} kit */
function doFlap(kit) {
  if (overIn >= 0) return;
  if (flap(world)) {
    thrust = 0.18;
    kit.sound.tone({ freq: 380, to: 620, dur: 0.08, type: 'triangle', vol: 0.09 });
  }
}

/** @param {Kit} kit @param {number} x @param {number} y @param {string} color @param {number} n */
function burst(kit, x, y, color, n) {
  if (kit.reducedMotion) return;
  for (let i = 0; i < n; i++) {
    const a = kit.random() * Math.PI * 2;
    const v = 50 + kit.random() * 180;
    bits.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v, life: 0.7, color });
  }
}

/** Level tint for the sky. @param {number} lv */
const hueFor = (lv) => (250 + (lv - 1) * 28) % 360;

/** @param {CanvasRenderingContext2D} g @param {number} t @param {number} tilt */
function drawDrone(g, t, tilt) {
  g.save();
  g.translate(PLAYER_X, world.y);
  g.rotate(tilt);
  // Thruster glow
  if (thrust > 0) {
    g.fillStyle = `rgba(255,170,60,${thrust * 4})`;
    g.beginPath();
    g.moveTo(-8, 12); g.lineTo(0, 12 + 30 * thrust * 4); g.lineTo(8, 12);
    g.fill();
  }
  // Side rotor arms
  g.strokeStyle = '#c9d1e8';
  g.lineWidth = 3;
  g.beginPath(); g.moveTo(-22, -14); g.lineTo(22, -14); g.stroke();
  for (const sx of [-22, 22]) {
    const spin = Math.abs(Math.sin(t * 40 + sx));
    g.fillStyle = 'rgba(220,240,255,0.55)';
    g.beginPath(); g.ellipse(sx, -17, 12 * spin + 2, 2.5, 0, 0, Math.PI * 2); g.fill();
  }
  // Body
  const body = g.createLinearGradient(-PLAYER_R, -PLAYER_R, PLAYER_R, PLAYER_R);
  body.addColorStop(0, '#ffd54b');
  body.addColorStop(1, '#ff7a3d');
  g.shadowColor = '#ffb347';
  g.shadowBlur = 16;
  g.fillStyle = body;
  g.beginPath(); g.arc(0, 0, PLAYER_R, 0, Math.PI * 2); g.fill();
  g.shadowBlur = 0;
  // Visor and eye
  g.fillStyle = '#1b1f3f';
  roundRect(g, -3, -9, 19, 15, 7);
  g.fill();
  g.fillStyle = '#5ff3e6';
  g.beginPath(); g.arc(9, -2, 4.5, 0, Math.PI * 2); g.fill();
  g.fillStyle = '#ffffff';
  g.beginPath(); g.arc(10.5, -3.5, 1.6, 0, Math.PI * 2); g.fill();
  // Stripe and antenna
  g.strokeStyle = 'rgba(120,40,10,0.5)';
  g.lineWidth = 2;
  g.beginPath(); g.arc(0, 0, PLAYER_R - 5, Math.PI * 0.65, Math.PI * 1.2); g.stroke();
  g.strokeStyle = '#c9d1e8';
  g.beginPath(); g.moveTo(-6, -PLAYER_R + 1); g.lineTo(-10, -PLAYER_R - 8); g.stroke();
  g.fillStyle = '#ff5f7e';
  g.beginPath(); g.arc(-10, -PLAYER_R - 9, 3, 0, Math.PI * 2); g.fill();
  g.restore();
}

/** @param {CanvasRenderingContext2D} g @param {number} cx @param {number} cy @param {number} r @param {number} rot */
function drawStar(g, cx, cy, r, rot) {
  g.save();
  g.translate(cx, cy);
  g.rotate(rot);
  g.shadowColor = '#ffe066';
  g.shadowBlur = 14;
  g.fillStyle = '#ffe066';
  g.beginPath();
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 ? r * 0.45 : r;
    const a = (i * Math.PI) / 5 - Math.PI / 2;
    g.lineTo(Math.cos(a) * rr, Math.sin(a) * rr);
  }
  g.closePath();
  g.fill();
  g.restore();
}

const kit = createGame({
  id: 9,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'stars', label: 'stars' }],
  reset(k) {
    world = createWorld(k.random);
    overIn = -1;
    bits = [];
    thrust = 0;
    k.setLevel(1);
    k.setStat('stars', 0);
  },
  update(dt, k) {
    prop += dt;
    if (thrust > 0) thrust -= dt;
    bits = bits.filter((p) => {
      p.x += p.vx * dt; p.y += p.vy * dt; p.vy += 400 * dt;
      return (p.life -= dt) > 0;
    });
    if (overIn >= 0) {
      if ((overIn -= dt) < 0) {
        const medal = medalFor(world.passed);
        const msg = k.t('crashed', { n: world.passed });
        k.gameOver({ message: medal ? `${k.t(medal)} ${msg}` : msg });
      }
      return;
    }
    if (world.started) scroll += dt;
    const res = step(world, dt, k.random);
    if (res.passed) {
      k.addScore(res.passed);
      k.sound.tone({ freq: 880, dur: 0.06, type: 'sine', vol: 0.1 });
      const lv = levelFor(world.passed);
      if (lv !== k.level) {
        k.setLevel(lv);
        k.toast(`${k.t('levelUp')} ${k.t('level')} ${k.fmt(lv)}`);
        k.sound.jingle([523, 659, 784, 1047]);
      }
    }
    if (res.star) {
      k.addScore(2);
      k.setStat('stars', world.stars);
      k.sound.jingle([988, 1319]);
      burst(k, PLAYER_X + 10, world.y, '#ffe066', 12);
    }
    if (res.crashed) {
      overIn = k.reducedMotion ? 0.3 : 0.9;
      k.sound.noise({ dur: 0.4, vol: 0.35, freq: 900 });
      burst(k, PLAYER_X, world.y, '#ff7a3d', 24);
      navigator.vibrate?.(40);
    }
  },
  onKey(code, k, e) {
    if (code === 'Space' || code === 'ArrowUp' || code === 'KeyW' || code === 'Enter') {
      if (!e.repeat) doFlap(k);
      return true;
    }
    return false;
  },
  onPointer(kind, _p, k) {
    if (kind === 'down') doFlap(k);
  },
  render(g, k) {
    const lv = levelFor(world.passed);
    const hue = hueFor(lv);
    const sky = g.createLinearGradient(0, 0, 0, GROUND);
    sky.addColorStop(0, `hsl(${hue} 55% 14%)`);
    sky.addColorStop(0.7, `hsl(${(hue + 40) % 360} 55% 26%)`);
    sky.addColorStop(1, `hsl(${(hue + 70) % 360} 70% 42%)`);
    g.fillStyle = sky;
    g.fillRect(0, 0, W, H);
    const t = k.reducedMotion ? 0 : world.distance;
    // Stars and a big moon
    for (const s of SKY) {
      g.fillStyle = 'rgba(255,255,255,0.7)';
      g.beginPath(); g.arc((s.x - t * 0.03 + W * 10) % W, s.y, s.r, 0, Math.PI * 2); g.fill();
    }
    g.fillStyle = 'rgba(255,240,220,0.12)';
    g.beginPath(); g.arc(W - 110, 130, 70, 0, Math.PI * 2); g.fill();
    g.fillStyle = 'rgba(255,240,220,0.5)';
    g.beginPath(); g.arc(W - 110, 130, 40, 0, Math.PI * 2); g.fill();
    // Far hills and near towers (parallax)
    g.fillStyle = `hsla(${(hue + 20) % 360} 45% 22% / 0.9)`;
    g.beginPath();
    g.moveTo(0, GROUND);
    for (let x = 0; x <= W + 20; x += 20) {
      const wx = x + t * 0.2;
      g.lineTo(x, GROUND - 90 - Math.sin(wx * 0.012) * 30 - Math.sin(wx * 0.031) * 14);
    }
    g.lineTo(W, GROUND);
    g.fill();
    g.fillStyle = `hsla(${(hue + 10) % 360} 40% 12% / 0.95)`;
    const off = (t * 0.45) % 60;
    for (let i = -1; i < W / 60 + 2; i++) {
      const idx = i + Math.floor((t * 0.45) / 60);
      const h = 40 + ((idx * 53) % 70);
      const x = i * 60 - off;
      g.fillRect(x + 6, GROUND - h, 44, h);
      g.fillStyle = 'rgba(255,224,140,0.35)';
      for (let wy = GROUND - h + 8; wy < GROUND - 8; wy += 14) if ((idx + wy) % 3) g.fillRect(x + 14 + ((wy / 14) % 2) * 16, wy, 6, 6);
      g.fillStyle = `hsla(${(hue + 10) % 360} 40% 12% / 0.95)`;
    }
    // Gates: neon crystal pillars
    for (const gate of world.gates) {
      for (const [i, r] of gateRects(gate).entries()) {
        const grad = g.createLinearGradient(r.x, 0, r.x + r.w, 0);
        grad.addColorStop(0, '#2fd7c4');
        grad.addColorStop(0.5, '#7cf5e6');
        grad.addColorStop(1, '#1b8fb0');
        g.fillStyle = grad;
        g.fillRect(r.x, r.y, r.w, r.h);
        g.fillStyle = 'rgba(255,255,255,0.25)';
        g.fillRect(r.x + 10, r.y, 6, r.h);
        // Caps at the opening
        const capY = i === 0 ? r.y + r.h - 22 : r.y;
        g.save();
        g.shadowColor = '#ff5fd2';
        g.shadowBlur = 14;
        g.fillStyle = '#ff5fd2';
        roundRect(g, r.x - 6, capY, r.w + 12, 22, 7);
        g.fill();
        g.restore();
        g.fillStyle = 'rgba(255,255,255,0.35)';
        roundRect(g, r.x - 2, capY + 3, r.w + 4, 5, 2.5);
        g.fill();
      }
      if (gate.star && !gate.starTaken) drawStar(g, gate.x + GATE_W / 2, gate.gapY, STAR_R, k.reducedMotion ? 0 : k.clock * 2);
    }
    // Ground
    const gg = g.createLinearGradient(0, GROUND, 0, H);
    gg.addColorStop(0, '#3b2a6b');
    gg.addColorStop(1, '#1a1236');
    g.fillStyle = gg;
    g.fillRect(0, GROUND, W, H - GROUND);
    g.fillStyle = '#ff5fd2';
    g.fillRect(0, GROUND, W, 4);
    g.strokeStyle = 'rgba(255,95,210,0.35)';
    g.lineWidth = 3;
    const go = (world.distance) % 40;
    for (let x = -go; x < W + 40; x += 40) { g.beginPath(); g.moveTo(x, GROUND + 8); g.lineTo(x - 24, H); g.stroke(); }
    // Flyer
    const bob = !world.started && !k.reducedMotion ? Math.sin(k.clock * 3) * 6 : 0;
    const tilt = world.started ? Math.max(-0.45, Math.min(0.9, world.vy / 900)) : 0;
    if (world.alive || overIn >= 0) {
      world.y += bob;
      drawDrone(g, prop, tilt);
      world.y -= bob;
    }
    for (const p of bits) {
      g.globalAlpha = Math.max(0, p.life / 0.7);
      g.fillStyle = p.color;
      g.fillRect(p.x - 2.5, p.y - 2.5, 5, 5);
    }
    g.globalAlpha = 1;
    // Score and hint
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    if (k.screen !== 'start') {
      g.font = '900 64px system-ui, sans-serif';
      g.fillStyle = 'rgba(0,0,0,0.25)';
      g.fillText(String(world.passed), W / 2 + 3, 83);
      g.fillStyle = '#ffffff';
      g.fillText(String(world.passed), W / 2, 80);
    }
    if (!world.started && k.screen === 'playing') {
      g.globalAlpha = k.reducedMotion ? 1 : 0.65 + 0.35 * Math.sin(k.clock * 4);
      g.font = '800 22px system-ui, sans-serif';
      g.fillStyle = '#ffe066';
      g.fillText(k.t('tapToFly'), W / 2, H * 0.62, W - 40);
      g.globalAlpha = 1;
    }
  },
  state() {
    return {
      y: Math.round(world.y),
      vy: Math.round(world.vy),
      started: world.started,
      alive: world.alive,
      flaps: world.flaps,
      passed: world.passed,
      stars: world.stars,
      gates: world.gates.map((g) => ({ x: Math.round(g.x), gapY: Math.round(g.gapY), gap: Math.round(g.gap) })),
    };
  },
  demo(k) {
    // Autopilot: flap whenever the flyer drops below the middle of the next opening.
    doFlap(k);
    for (let i = 0; i < 60 * 40 && world.passed < 6 && world.alive; i++) {
      const next = world.gates.find((g) => g.x + GATE_W > PLAYER_X - PLAYER_R) ?? null;
      const aim = next ? next.gapY + 18 : H * 0.45;
      if (world.y > aim && world.vy > -50) doFlap(k);
      const res = step(world, 1 / 60, k.random);
      if (res.passed) k.addScore(res.passed);
      if (res.star) k.setStat('stars', world.stars);
    }
    k.setLevel(levelFor(world.passed));
    doFlap(k);
  },
});

export default kit;
