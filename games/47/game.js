// @ts-check
import { createGame } from '../kit/kit.js';
import { W, H, BASE_W, BLOCK_H, GOAL, drop, speedFor, levelFor, slide, spawnFor, pointsFor } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Slab} Slab */

const CX = W / 2;
const GROUND = 540;
/** Oblique depth of the slabs' top face (fake 3D). */
const DX = 16;
const DY = -12;
/** Screen height the moving slab is kept at once the tower is tall. */
const FOCUS_Y = 250;

const strings = {
  'zh-CN': { title: '叠叠高塔', floors: '楼层', hint: '点击、轻触或按空格放下方块', perfect: '完美！', perfectN: '完美 ×{n}！', grow: '方块变宽了！', over: '你的塔高 {n} 层。', streakLine: '最长完美连击：{s}。', goal: '你把塔叠进了云端：{n} 层！继续叠，冲击更高分。' },
  en: { title: 'Stack Tower', floors: 'Floors', hint: 'Click, tap or press Space to drop', perfect: 'Perfect!', perfectN: 'Perfect ×{n}!', grow: 'The block grows!', over: 'Your tower stands {n} floors tall.', streakLine: 'Longest perfect streak: {s}.', goal: 'Your tower reached the clouds: {n} floors! Keep stacking for a higher score.' },
  ja: { title: 'スタック タワー', floors: '階', hint: 'クリック・タップ・スペースで落とす', perfect: 'パーフェクト！', perfectN: 'パーフェクト ×{n}！', grow: 'ブロックが広がった！', over: 'タワーの高さは {n} 階。', streakLine: '最長パーフェクト連続：{s}。', goal: 'タワーが雲に届いた：{n} 階！さらに積んでハイスコアを狙おう。' },
  es: { title: 'Torre apilada', floors: 'Pisos', hint: 'Haz clic, toca o pulsa Espacio para soltar', perfect: '¡Perfecto!', perfectN: '¡Perfecto ×{n}!', grow: '¡El bloque crece!', over: 'Tu torre mide {n} pisos.', streakLine: 'Mejor racha perfecta: {s}.', goal: '¡Tu torre llegó a las nubes: {n} pisos! Sigue apilando para sumar más.' },
  de: { title: 'Stapelturm', floors: 'Etagen', hint: 'Klicken, tippen oder Leertaste zum Absetzen', perfect: 'Perfekt!', perfectN: 'Perfekt ×{n}!', grow: 'Der Block wächst!', over: 'Dein Turm ist {n} Etagen hoch.', streakLine: 'Längste Perfekt-Serie: {s}.', goal: 'Dein Turm reicht bis in die Wolken: {n} Etagen! Stapel weiter für mehr Punkte.' },
  fr: { title: 'Tour empilée', floors: 'Étages', hint: 'Cliquez, touchez ou appuyez sur Espace pour lâcher', perfect: 'Parfait !', perfectN: 'Parfait ×{n} !', grow: 'Le bloc s’élargit !', over: 'Votre tour compte {n} étages.', streakLine: 'Meilleure série parfaite : {s}.', goal: 'Votre tour touche les nuages : {n} étages ! Continuez pour un meilleur score.' },
  'pt-BR': { title: 'Torre de Blocos', floors: 'Andares', hint: 'Clique, toque ou aperte Espaço para soltar', perfect: 'Perfeito!', perfectN: 'Perfeito ×{n}!', grow: 'O bloco cresceu!', over: 'Sua torre tem {n} andares.', streakLine: 'Maior sequência perfeita: {s}.', goal: 'Sua torre chegou às nuvens: {n} andares! Continue empilhando para pontuar mais.' },
  ar: { title: 'برج المكعبات', floors: 'الطوابق', hint: 'انقر أو المس أو اضغط المسافة لإسقاط الكتلة', perfect: 'مثالي!', perfectN: 'مثالي ×{n}!', grow: 'الكتلة تتسع!', over: 'عدد طوابق برجك: {n}.', streakLine: 'أطول سلسلة مثالية: {s}.', goal: 'وصل برجك إلى السحاب! عدد الطوابق: {n}. واصل البناء لتجمع نقاطًا أكثر.' },
};

/** @typedef {Slab & {hue: number}} Floor */
/** @typedef {Slab & {hue: number, y: number, vy: number, vx: number, rot: number, spin: number}} Chip */

/** @type {Floor[]} index 0 is the pedestal; render runs before the first reset */
let tower = [{ x: CX - BASE_W / 2, w: BASE_W, hue: 200 }];
/** @type {Floor & {dir: number}} */
let moving = { x: 0, w: BASE_W, hue: 0, dir: 1 };
let streak = 0;
let bestStreak = 0;
let perfects = 0;
let drops = 0;
let camY = 0;
let hue0 = 0;
let ended = false;
let endIn = -1;
let goalShown = false;
/** @type {Chip[]} */
let chips = [];
/** @type {{x: number, y: number, w: number, t: number}[]} */
let rings = [];
/** @type {{x: number, y: number, text: string, t: number}[]} */
let popups = [];
/** @type {{x: number, y: number, r: number, s: number}[]} */
const clouds = [];
/** @type {{x: number, y: number, r: number}[]} */
const stars = [];
let demoing = false;

const floors = () => tower.length - 1;
/** World y of the top edge of floor i (0 = pedestal). @param {number} i */
const topY = (i) => GROUND - (i + 1) * BLOCK_H;
const top = () => /** @type {Floor} */ (tower[tower.length - 1]);
const hueFor = (/** @type {number} */ i) => (hue0 + i * 9) % 360;

/** @param {Kit} kit */
function spawn(kit) {
  const f = floors() + 1;
  const t = top();
  const s = spawnFor(f, t.w, t.x + t.w / 2);
  moving = { x: s.x, w: t.w, dir: s.dir, hue: hueFor(f) };
  kit.setStat('floors', floors());
}

/** @param {Kit} kit */
function dropNow(kit) {
  if (ended || kit.screen !== 'playing') return;
  const below = top();
  const r = drop(below, moving, streak);
  drops++;
  const y = topY(floors() + 1);
  if (r.chip) {
    chips.push({ ...r.chip, hue: moving.hue, y, vy: 0, vx: (r.chip.x > below.x ? 1 : -1) * 40, rot: 0, spin: (r.chip.x > below.x ? 1 : -1) * (1.5 + kit.random()) });
  }
  if (!r.placed) {
    ended = true;
    endIn = 1.1;
    streak = 0;
    kit.sound.noise({ dur: 0.35, vol: 0.2, freq: 700 });
    return;
  }
  tower.push({ ...r.placed, hue: moving.hue });
  streak = r.streak;
  bestStreak = Math.max(bestStreak, streak);
  kit.addScore(pointsFor(r.kind, streak));
  const cx = r.placed.x + r.placed.w / 2;
  if (r.kind === 'perfect') {
    perfects++;
    rings.push({ x: r.placed.x, y, w: r.placed.w, t: 0 });
    popups.push({ x: cx, y: y - 20, text: streak > 1 ? kit.t('perfectN', { n: streak }) : kit.t('perfect'), t: 0 });
    kit.sound.tone({ freq: 520 * 2 ** (Math.min(streak, 12) / 12), dur: 0.16, type: 'triangle', vol: 0.16 });
    if (r.grew > 0) {
      kit.sound.tone({ freq: 880, to: 1320, dur: 0.18, type: 'sine', vol: 0.1, delay: 0.08 });
      if (!demoing) kit.toast(kit.t('grow'));
    }
  } else {
    kit.sound.noise({ dur: 0.12, vol: 0.16, freq: 1400 });
    kit.sound.tone({ freq: 200 + Math.min(floors(), 40) * 6, dur: 0.08, type: 'square', vol: 0.06 });
  }
  const lv = levelFor(floors());
  if (lv !== kit.level) {
    kit.setLevel(lv);
    if (!demoing) kit.toast(kit.t('levelUp'));
    kit.sound.jingle([523, 659, 784]);
  }
  if (floors() >= GOAL && !goalShown && !demoing) {
    goalShown = true;
    spawn(kit);
    kit.win({ keepGoing: true, message: kit.t('goal', { n: floors() }) });
    return;
  }
  spawn(kit);
}

/** @param {Kit} kit @param {number} dt */
function step(kit, dt) {
  for (const c of chips) {
    c.vy += 1100 * dt;
    c.y += c.vy * dt;
    c.x += c.vx * dt;
    c.rot += c.spin * dt;
  }
  chips = chips.filter((c) => c.y - camY < H + 200);
  rings = rings.filter((r) => (r.t += dt) < 0.6);
  popups = popups.filter((p) => (p.t += dt) < 0.9);
  const target = Math.min(0, topY(floors() + 1) - FOCUS_Y);
  camY += (target - camY) * Math.min(1, dt * 5);
  if (ended) {
    if (endIn > 0 && (endIn -= dt) <= 0) {
      kit.gameOver({ message: `${kit.t('over', { n: floors() })} ${kit.t('streakLine', { s: bestStreak })}` });
    }
    return;
  }
  const t = top();
  const s = slide(moving.x, moving.w, moving.dir, speedFor(floors() + 1), dt, t.x + t.w / 2);
  moving.x = s.x;
  moving.dir = s.dir;
}

/** @param {CanvasRenderingContext2D} g @param {Slab} s @param {number} y @param {number} hue @param {number} [alpha] */
function drawSlab(g, s, y, hue, alpha = 1) {
  const { x, w } = s;
  g.globalAlpha = alpha;
  g.fillStyle = `hsl(${hue} 62% 72%)`;
  g.beginPath();
  g.moveTo(x, y); g.lineTo(x + w, y); g.lineTo(x + w + DX, y + DY); g.lineTo(x + DX, y + DY);
  g.closePath();
  g.fill();
  g.fillStyle = `hsl(${hue} 55% 38%)`;
  g.beginPath();
  g.moveTo(x + w, y); g.lineTo(x + w + DX, y + DY); g.lineTo(x + w + DX, y + DY + BLOCK_H); g.lineTo(x + w, y + BLOCK_H);
  g.closePath();
  g.fill();
  const grad = g.createLinearGradient(0, y, 0, y + BLOCK_H);
  grad.addColorStop(0, `hsl(${hue} 66% 60%)`);
  grad.addColorStop(1, `hsl(${hue} 60% 49%)`);
  g.fillStyle = grad;
  g.fillRect(x, y, w, BLOCK_H);
  g.fillStyle = 'rgba(255,255,255,0.22)';
  g.fillRect(x, y, w, 2);
  g.globalAlpha = 1;
}

/** Sky colours by altitude: day, sunset, night, then space. @param {number} alt floors */
function skyColours(alt) {
  const stops = [
    [0, [116, 190, 255], [214, 240, 255]],
    [18, [92, 120, 220], [255, 196, 150]],
    [34, [38, 40, 110], [196, 100, 150]],
    [52, [8, 10, 34], [40, 30, 90]],
    [80, [2, 2, 10], [12, 10, 40]],
  ];
  let i = 0;
  while (i < stops.length - 2 && alt > /** @type {number} */ (stops[i + 1]?.[0])) i++;
  const a = /** @type {[number, number[], number[]]} */ (stops[i]);
  const b = /** @type {[number, number[], number[]]} */ (stops[i + 1]);
  const t = Math.max(0, Math.min(1, (alt - a[0]) / (b[0] - a[0])));
  const mix = (/** @type {number[]} */ p, /** @type {number[]} */ q) => `rgb(${p.map((v, k) => Math.round(v + ((q[k] ?? v) - v) * t)).join(',')})`;
  return [mix(a[1], b[1]), mix(a[2], b[2])];
}

const kit = createGame({
  id: 47,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'floors', label: 'floors' }],
  reset(k) {
    hue0 = Math.floor(k.random() * 360);
    tower = [{ x: CX - BASE_W / 2, w: BASE_W, hue: hue0 }];
    streak = 0;
    bestStreak = 0;
    perfects = 0;
    drops = 0;
    camY = 0;
    ended = false;
    endIn = -1;
    goalShown = false;
    chips = [];
    rings = [];
    popups = [];
    if (!clouds.length) {
      for (let i = 0; i < 14; i++) clouds.push({ x: k.random() * W, y: -i * 190 + 120, r: 18 + k.random() * 22, s: 0.4 + k.random() * 0.5 });
      for (let i = 0; i < 90; i++) stars.push({ x: k.random() * W, y: k.random() * H, r: 0.6 + k.random() * 1.2 });
    }
    k.setLevel(1);
    spawn(k);
  },
  update(dt, k) {
    step(k, dt);
  },
  onKey(code, k) {
    if (code === 'Space' || code === 'Enter' || code === 'ArrowDown' || code === 'KeyS') { dropNow(k); return true; }
    return false;
  },
  // Drop on press, not on release: timing is the whole game.
  onPointer(kind, p, k) {
    if (kind === 'down' && p.inside) dropNow(k);
  },
  render(g, k) {
    const alt = Math.max(0, -camY / BLOCK_H);
    const [skyTop, skyBot] = skyColours(alt);
    const bg = g.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, /** @type {string} */ (skyTop));
    bg.addColorStop(1, /** @type {string} */ (skyBot));
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    // Stars fade in as the tower leaves the atmosphere.
    const starA = Math.max(0, Math.min(1, (alt - 28) / 20));
    if (starA > 0) {
      g.fillStyle = '#fff';
      for (const s of stars) {
        g.globalAlpha = starA * (k.reducedMotion ? 0.8 : 0.55 + 0.45 * Math.sin(k.clock * 2 + s.x));
        g.fillRect(s.x, (s.y - camY * 0.05) % H, s.r, s.r);
      }
      g.globalAlpha = 1;
    }
    // Clouds drift at their own altitude with a little parallax.
    const cloudA = Math.max(0, 1 - Math.max(0, alt - 30) / 20);
    if (cloudA > 0) {
      for (const c of clouds) {
        const cx = ((c.x + (k.reducedMotion ? 0 : k.clock * 8 * c.s)) % (W + 120)) - 60;
        const cy = c.y - camY * 0.6;
        if (cy < -60 || cy > H + 60) continue;
        g.fillStyle = `rgba(255,255,255,${0.55 * cloudA})`;
        g.beginPath();
        g.arc(cx, cy, c.r, 0, Math.PI * 2);
        g.arc(cx + c.r * 0.9, cy + 4, c.r * 0.75, 0, Math.PI * 2);
        g.arc(cx - c.r * 0.9, cy + 5, c.r * 0.65, 0, Math.PI * 2);
        g.fill();
      }
    }
    // Sun and a distant skyline, scrolling slower than the tower.
    const sunY = 150 - camY * 0.15;
    if (sunY < H + 60) {
      g.fillStyle = alt > 20 ? 'rgba(255,214,150,0.85)' : 'rgba(255,248,214,0.9)';
      g.beginPath(); g.arc(290, sunY, 30, 0, Math.PI * 2); g.fill();
    }
    const skyline = GROUND - camY * 0.5;
    if (skyline - 120 < H) {
      for (let i = 0; i < 12; i++) {
        const bw = 26 + ((i * 37) % 19);
        const bh = 40 + ((i * 53) % 70);
        const bx = i * 31 - 8;
        g.fillStyle = i % 2 ? 'rgba(70,100,150,0.45)' : 'rgba(90,120,170,0.4)';
        g.fillRect(bx, skyline - bh, bw, bh + 200);
        g.fillStyle = 'rgba(255,240,190,0.35)';
        for (let wy = skyline - bh + 8; wy < skyline - 6; wy += 12) {
          for (let wx = bx + 5; wx < bx + bw - 5; wx += 8) if ((wx * 7 + wy * 3 + i) % 5 < 2) g.fillRect(wx, wy, 3, 5);
        }
      }
    }
    g.save();
    g.translate(0, -camY);
    // Ground and pedestal.
    if (GROUND - camY < H + 40) {
      const hill = g.createLinearGradient(0, GROUND, 0, GROUND + 120);
      hill.addColorStop(0, '#3f8f5a');
      hill.addColorStop(1, '#21573a');
      g.fillStyle = hill;
      g.fillRect(0, GROUND, W, 200);
      g.fillStyle = '#56a96d';
      g.fillRect(0, GROUND, W, 4);
      const base = /** @type {Floor} */ (tower[0]);
      g.fillStyle = '#5d6275';
      g.fillRect(base.x - 8, GROUND - 4, base.w + DX + 16, 10);
    }
    tower.forEach((f, i) => {
      if (topY(i) - camY > H + 40 || topY(i) - camY < -60) return;
      drawSlab(g, f, topY(i), f.hue);
    });
    for (const r of rings) {
      g.strokeStyle = `rgba(255,255,255,${1 - r.t / 0.6})`;
      g.lineWidth = 3;
      const e = r.t * 26;
      g.strokeRect(r.x - e, r.y + DY / 2 - e / 2, r.w + DX + 2 * e, BLOCK_H - DY + e);
    }
    if (!ended) drawSlab(g, moving, topY(floors() + 1), moving.hue);
    for (const c of chips) {
      g.save();
      g.translate(c.x + c.w / 2, c.y + BLOCK_H / 2);
      g.rotate(c.rot);
      drawSlab(g, { x: -c.w / 2, w: c.w }, -BLOCK_H / 2, c.hue, 0.95);
      g.restore();
    }
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    for (const p of popups) {
      g.globalAlpha = Math.max(0, 1 - p.t / 0.9);
      g.font = '800 20px system-ui, sans-serif';
      g.lineWidth = 4;
      g.strokeStyle = 'rgba(20,20,50,0.6)';
      g.strokeText(p.text, p.x, p.y - p.t * 40);
      g.fillStyle = '#fff6b0';
      g.fillText(p.text, p.x, p.y - p.t * 40);
    }
    g.globalAlpha = 1;
    g.restore();
    // Altitude counter.
    g.textAlign = 'center';
    g.fillStyle = 'rgba(255,255,255,0.92)';
    g.font = '900 54px system-ui, sans-serif';
    g.globalAlpha = 0.9;
    g.lineWidth = 5;
    g.strokeStyle = 'rgba(20,30,70,0.35)';
    g.strokeText(String(floors()), W / 2, 70);
    g.fillText(String(floors()), W / 2, 70);
    g.globalAlpha = 1;
    if (streak >= 2) {
      g.font = '700 15px system-ui, sans-serif';
      g.fillStyle = '#fff6b0';
      g.fillText(k.t('perfectN', { n: streak }), W / 2, 108);
    }
    if (drops === 0 && k.screen === 'playing') {
      g.font = '700 16px system-ui, sans-serif';
      g.fillStyle = 'rgba(20,30,60,0.8)';
      g.globalAlpha = k.reducedMotion ? 1 : 0.65 + 0.35 * Math.sin(k.clock * 4);
      g.fillText(k.t('hint'), W / 2, GROUND - camY + 50, W - 24);
      g.globalAlpha = 1;
    }
  },
  state() {
    const t = top();
    return {
      floors: floors(),
      drops,
      streak,
      bestStreak,
      perfects,
      ended,
      moving: { x: Math.round(moving.x * 10) / 10, w: Math.round(moving.w * 10) / 10, dir: moving.dir },
      below: { x: Math.round(t.x * 10) / 10, w: Math.round(t.w * 10) / 10 },
      speed: speedFor(floors() + 1),
      chips: chips.length,
    };
  },
  demo(k) {
    demoing = true;
    // Stack a real tower with small misses and a perfect streak, stopping mid-slide with a chip in the air.
    const offs = [9, -7, 0, 0, 0, 12, -5, 0, 8, -10, 0, 6, 0, 0, -9];
    for (const o of offs) {
      const t = top();
      moving.x = t.x + o;
      dropNow(k);
      for (let i = 0; i < 40; i++) step(k, 1 / 60);
    }
    const t = top();
    moving.x = t.x + 24;
    dropNow(k);
    for (let i = 0; i < 9; i++) step(k, 1 / 60);
    camY = Math.min(0, topY(floors() + 1) - FOCUS_Y);
    moving.x = t.x - 70;
    popups = [];
    demoing = false;
  },
});

export default kit;
