// @ts-check
import { createGame } from '../kit/kit.js';
import { createSheet } from '../kit/sprites.js';
import {
  W, H, GRAVITY, START_LIVES, COMBO_WINDOW, KINDS, bladeHits, pace, stepItem, fellOff, levelOf, makeWave, launch, comboBonus,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Item} Item */
/** @typedef {import('./logic.js').Kind} Kind */
/** @typedef {import('./logic.js').Spawn} Spawn */
/** @typedef {{x: number, y: number, vx: number, vy: number, rot: number, spin: number, kind: Kind, r: number, life: number}} Half */

const strings = {
  'zh-CN': { title: '切水果', lives: '生命', combo: '{n} 连切！', boom: '切到炸弹了！', missedAll: '漏掉了太多水果。', swipe: '划过水果把它们切开！' },
  en: { title: 'Fruit Slash', lives: 'Lives', combo: '{n}-fruit combo!', boom: 'You sliced a bomb!', missedAll: 'Too many fruit got away.', swipe: 'Swipe through the fruit to slice it!' },
  ja: { title: 'フルーツスラッシュ', lives: 'ライフ', combo: '{n} 連続カット！', boom: '爆弾を切ってしまった！', missedAll: 'フルーツを落としすぎた。', swipe: 'なぞってフルーツを切ろう！' },
  es: { title: 'Corta la fruta', lives: 'Vidas', combo: '¡Combo de {n} frutas!', boom: '¡Has cortado una bomba!', missedAll: 'Se te escaparon demasiadas frutas.', swipe: '¡Desliza sobre la fruta para cortarla!' },
  de: { title: 'Obstschnitt', lives: 'Leben', combo: '{n}er-Kombo!', boom: 'Du hast eine Bombe erwischt!', missedAll: 'Zu viel Obst ist entwischt.', swipe: 'Wisch durch das Obst, um es zu schneiden!' },
  fr: { title: 'Coupe-fruits', lives: 'Vies', combo: 'Combo de {n} fruits !', boom: 'Vous avez tranché une bombe !', missedAll: 'Trop de fruits vous ont échappé.', swipe: 'Glissez sur les fruits pour les trancher !' },
  'pt-BR': { title: 'Corta-Frutas', lives: 'Vidas', combo: 'Combo de {n} frutas!', boom: 'Você cortou uma bomba!', missedAll: 'Muitas frutas escaparam.', swipe: 'Deslize sobre as frutas para cortá-las!' },
  ar: { title: 'قاطع الفواكه', lives: 'الأرواح', combo: 'سلسلة من {n} فواكه!', boom: 'قطعت قنبلة!', missedAll: 'أفلتت منك فواكه كثيرة.', swipe: 'اسحب إصبعك عبر الفاكهة لتقطعها!' },
};

/** Skin, flesh and detail colours per kind (juice uses the flesh colour). */
const LOOK = /** @type {Record<Kind, {skin: string, dark: string, flesh: string, detail: string}>} */ ({
  apple: { skin: '#e8283c', dark: '#8e0f1f', flesh: '#fff1c2', detail: '#4a2a12' },
  orange: { skin: '#ff9a1f', dark: '#c4600a', flesh: '#ffb84a', detail: '#fff0c8' },
  lemon: { skin: '#ffe23a', dark: '#c9a800', flesh: '#fff48a', detail: '#fffbe0' },
  kiwi: { skin: '#8a6238', dark: '#5a3c1e', flesh: '#8fd14f', detail: '#1e1a10' },
  plum: { skin: '#7b3cc9', dark: '#3e1670', flesh: '#ffd05a', detail: '#8a4a2a' },
  peach: { skin: '#ffa36b', dark: '#e0566a', flesh: '#ffc66e', detail: '#9a4a22' },
  melon: { skin: '#3aa84a', dark: '#1d6a2a', flesh: '#ff4f62', detail: '#1a1010' },
  star: { skin: '#ffd23a', dark: '#e09a00', flesh: '#fff2a8', detail: '#ffb000' },
  bomb: { skin: '#2a2d3a', dark: '#0e0f16', flesh: '#ff7a3a', detail: '#ff3b3b' },
});

/** @param {CanvasRenderingContext2D} g @param {Kind} kind @param {number} r */
function paintWhole(g, kind, r) {
  const L = LOOK[kind];
  const body = g.createRadialGradient(-r * 0.35, -r * 0.4, r * 0.1, 0, 0, r * 1.05);
  body.addColorStop(0, kind === 'bomb' ? '#5a6078' : '#ffffff');
  body.addColorStop(0.18, L.skin);
  body.addColorStop(1, L.dark);
  g.fillStyle = body;
  g.beginPath();
  if (kind === 'lemon') {
    g.ellipse(0, 0, r * 0.92, r * 0.74, 0, 0, Math.PI * 2);
    g.moveTo(r, 0); g.arc(r * 0.88, 0, r * 0.16, 0, Math.PI * 2);
    g.moveTo(-r * 0.72, 0); g.arc(-r * 0.88, 0, r * 0.16, 0, Math.PI * 2);
  } else if (kind === 'melon') {
    g.ellipse(0, 0, r, r * 0.86, 0, 0, Math.PI * 2);
  } else if (kind === 'kiwi') {
    g.ellipse(0, 0, r, r * 0.82, 0, 0, Math.PI * 2);
  } else if (kind === 'star') {
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 ? r * 0.52 : r;
      g.lineTo(Math.cos(a) * rr, Math.sin(a) * rr);
    }
    g.closePath();
  } else {
    g.arc(0, 0, r, 0, Math.PI * 2);
  }
  g.fill();
  g.strokeStyle = L.dark;
  g.fillStyle = L.dark;
  g.lineWidth = Math.max(1, r * 0.06);
  if (kind === 'melon') {
    g.globalAlpha = 0.75;
    g.lineWidth = r * 0.13;
    for (const k of [-0.6, -0.2, 0.2, 0.6]) {
      g.beginPath();
      g.ellipse(0, 0, r * Math.abs(k) + 2, r * 0.84, 0, k < 0 ? Math.PI / 2 : -Math.PI / 2, k < 0 ? Math.PI * 1.5 : Math.PI / 2);
      g.stroke();
    }
    g.globalAlpha = 1;
  } else if (kind === 'orange') {
    g.globalAlpha = 0.35;
    for (let i = 0; i < 14; i++) g.fillRect(Math.cos(i * 2.4) * r * 0.6, Math.sin(i * 1.7) * r * 0.6, 1.4, 1.4);
    g.globalAlpha = 1;
    g.fillStyle = '#3f8a2a';
    g.beginPath(); g.arc(0, -r * 0.86, r * 0.12, 0, Math.PI * 2); g.fill();
  } else if (kind === 'kiwi') {
    g.globalAlpha = 0.4;
    for (let i = 0; i < 24; i++) {
      const a = i * 0.9;
      const d = r * (0.3 + ((i * 37) % 10) / 16);
      g.beginPath(); g.moveTo(Math.cos(a) * d, Math.sin(a) * d * 0.8); g.lineTo(Math.cos(a) * d + 1.5, Math.sin(a) * d * 0.8 + 1.5); g.stroke();
    }
    g.globalAlpha = 1;
  } else if (kind === 'plum' || kind === 'peach') {
    g.globalAlpha = 0.45;
    g.beginPath(); g.moveTo(r * 0.1, -r * 0.95); g.quadraticCurveTo(-r * 0.35, 0, r * 0.1, r * 0.95); g.stroke();
    g.globalAlpha = 1;
  }
  if (kind === 'apple' || kind === 'peach' || kind === 'plum') {
    g.strokeStyle = '#5a3a1a';
    g.lineWidth = 2.2;
    g.beginPath(); g.moveTo(0, -r * 0.78); g.lineTo(r * 0.1, -r * 1.12); g.stroke();
    g.fillStyle = '#4fbf4a';
    g.beginPath(); g.ellipse(r * 0.35, -r * 0.98, r * 0.3, r * 0.13, -0.5, 0, Math.PI * 2); g.fill();
  }
  if (kind === 'bomb') {
    g.fillStyle = '#6a6f85';
    g.fillRect(-r * 0.28, -r * 1.08, r * 0.56, r * 0.3);
    g.strokeStyle = '#c9a46a';
    g.lineWidth = 2.5;
    g.beginPath(); g.moveTo(0, -r * 1.05); g.quadraticCurveTo(r * 0.2, -r * 1.45, r * 0.5, -r * 1.3); g.stroke();
    g.strokeStyle = 'rgba(255,80,80,0.85)';
    g.lineWidth = 3;
    g.beginPath(); g.moveTo(-r * 0.3, -r * 0.3); g.lineTo(r * 0.3, r * 0.3); g.moveTo(r * 0.3, -r * 0.3); g.lineTo(-r * 0.3, r * 0.3); g.stroke();
  }
  // Shine
  g.fillStyle = 'rgba(255,255,255,0.35)';
  g.beginPath(); g.ellipse(-r * 0.38, -r * 0.42, r * 0.22, r * 0.12, -0.7, 0, Math.PI * 2); g.fill();
}

/** A cut half seen from the cut face: a half disc of flesh inside the rind, flat edge on y = 0. @param {CanvasRenderingContext2D} g @param {Kind} kind @param {number} r */
function paintHalf(g, kind, r) {
  const L = LOOK[kind];
  g.fillStyle = L.skin;
  g.beginPath(); g.arc(0, 0, r, Math.PI, 0); g.closePath(); g.fill();
  const inner = kind === 'melon' ? r * 0.8 : r * 0.86;
  if (kind === 'melon') { g.fillStyle = '#e9f7d0'; g.beginPath(); g.arc(0, 0, r * 0.9, Math.PI, 0); g.closePath(); g.fill(); }
  g.fillStyle = L.flesh;
  g.beginPath(); g.arc(0, 0, inner, Math.PI, 0); g.closePath(); g.fill();
  g.fillStyle = L.detail;
  g.strokeStyle = L.detail;
  if (kind === 'orange' || kind === 'lemon') {
    g.lineWidth = 1.3;
    for (let i = 1; i < 6; i++) {
      const a = Math.PI + (i * Math.PI) / 6;
      g.beginPath(); g.moveTo(0, 0); g.lineTo(Math.cos(a) * inner * 0.9, Math.sin(a) * inner * 0.9); g.stroke();
    }
  } else if (kind === 'kiwi') {
    g.fillStyle = '#f4f0c8';
    g.beginPath(); g.arc(0, 0, inner * 0.3, Math.PI, 0); g.fill();
    g.fillStyle = L.detail;
    for (let i = 1; i < 9; i++) {
      const a = Math.PI + (i * Math.PI) / 9;
      g.beginPath(); g.ellipse(Math.cos(a) * inner * 0.5, Math.sin(a) * inner * 0.5, 1.6, 0.9, a, 0, Math.PI * 2); g.fill();
    }
  } else if (kind === 'melon') {
    for (let i = 1; i < 6; i++) {
      const a = Math.PI + (i * Math.PI) / 6;
      g.beginPath(); g.ellipse(Math.cos(a) * inner * 0.6, Math.sin(a) * inner * 0.6, 2.2, 1.2, a, 0, Math.PI * 2); g.fill();
    }
  } else if (kind === 'apple') {
    for (const s of [-1, 1]) { g.beginPath(); g.ellipse(s * r * 0.16, -r * 0.2, 2.2, 3.4, s * 0.3, 0, Math.PI * 2); g.fill(); }
  } else if (kind === 'plum' || kind === 'peach') {
    g.beginPath(); g.ellipse(0, 0, r * 0.32, r * 0.42, 0, Math.PI, 0); g.fill();
  }
}

/** @type {ReturnType<typeof createSheet> | null} */
let sheet = null;

function buildSheet() {
  /** @type {Record<string, import('../kit/sprites.js').SpriteDef>} */
  const defs = {};
  for (const kind of /** @type {Kind[]} */ (Object.keys(KINDS))) {
    const r = KINDS[kind].r;
    const s = 2 * r + 10;
    defs[kind] = { w: s, h: s + 6, ay: s / 2 + 6, draw: (g, w) => { g.translate(w / 2, s / 2 + 6); paintWhole(g, kind, r); } };
    defs[`${kind}-half`] = { w: s, h: r + 8, ay: r + 5, draw: (g, w) => { g.translate(w / 2, r + 5); paintHalf(g, kind, r); } };
  }
  return createSheet(defs);
}

/** @type {HTMLCanvasElement | null} */
let board = null;
let boardScale = 0;

/** The wooden board, painted once per scale. @param {Kit} k */
function boardLayer(k) {
  const s = Math.max(1, k.pixelScale || 1);
  if (board && boardScale === s) return board;
  boardScale = s;
  board = board ?? document.createElement('canvas');
  board.width = Math.ceil(W * s);
  board.height = Math.ceil(H * s);
  const g = /** @type {CanvasRenderingContext2D} */ (board.getContext('2d'));
  g.setTransform(s, 0, 0, s, 0, 0);
  // A dark slate-blue board: every fruit colour (and the red glow of a bomb) stands out on it.
  const tones = ['#2b3244', '#30384b', '#283041', '#2e3548'];
  const pw = W / 4;
  for (let i = 0; i < 4; i++) {
    g.fillStyle = /** @type {string} */ (tones[i]);
    g.fillRect(i * pw, 0, pw, H);
    g.strokeStyle = 'rgba(10,12,24,0.35)';
    g.lineWidth = 1.2;
    for (let j = 0; j < 9; j++) {
      const x0 = i * pw + 6 + j * (pw / 9);
      g.beginPath();
      g.moveTo(x0, 0);
      for (let y = 0; y <= H; y += 20) g.lineTo(x0 + Math.sin(y / 70 + i * 2 + j) * 3, y);
      g.stroke();
    }
    g.fillStyle = 'rgba(8,10,20,0.6)';
    g.fillRect(i * pw, 0, 2, H);
    g.fillStyle = 'rgba(10,12,24,0.45)';
    g.beginPath(); g.ellipse(i * pw + pw * 0.6, 140 + i * 130, 7, 4, 0.3, 0, Math.PI * 2); g.fill();
  }
  const vig = g.createRadialGradient(W / 2, H / 2, H * 0.2, W / 2, H / 2, H * 0.75);
  vig.addColorStop(0, 'rgba(0,0,0,0)');
  vig.addColorStop(1, 'rgba(0,0,0,0.55)');
  g.fillStyle = vig;
  g.fillRect(0, 0, W, H);
  return board;
}

let wave = -1;
/** @type {{at: number, s: Spawn}[]} */
let pending = [];
/** @type {Item[]} */
let items = [];
/** @type {Half[]} */
let halves = [];
/** @type {{x: number, y: number, r: number, color: string, life: number, seed: number}[]} */
let splats = [];
/** @type {{x: number, y: number, vx: number, vy: number, life: number, color: string}[]} */
let drops = [];
/** @type {{x: number, y: number, text: string, t: number}[]} */
let popups = [];
/** @type {{x: number, y: number, t: number}[]} */
let trail = [];
/** @type {{x: number, t: number}[]} */
let missMarks = [];
let lives = START_LIVES;
let sliced = 0;
let missed = 0;
let bestCombo = 0;
let combos = 0;
let waveGap = 0;
let clock = 0;
let endT = 0;
/** @type {'bomb'|'missed'|null} */
let ending = null;
let flash = 0;
let boomAt = { x: 0, y: 0 };
let stroke = { active: false, last: { x: 0, y: 0 }, cuts: 0, firstCut: 0, swished: false };
let demoing = false;

/** @param {Kit} kit */
function nextWave(kit) {
  wave++;
  const lvl = levelOf(wave);
  if (lvl !== kit.level) {
    kit.setLevel(lvl);
    if (!demoing) kit.toast(kit.t('levelUp'));
  }
  for (const s of makeWave(wave, kit.random)) pending.push({ at: clock + s.delay, s });
}

/** @param {Kit} kit */
function finishCombo(kit) {
  if (stroke.cuts >= 3) {
    const bonus = comboBonus(stroke.cuts);
    combos++;
    kit.addScore(bonus);
    if (!demoing) kit.toast(kit.t('combo', { n: stroke.cuts }));
    kit.sound.jingle([660, 880, 1175, 1568].slice(0, Math.min(4, stroke.cuts - 1)));
  }
  bestCombo = Math.max(bestCombo, stroke.cuts);
  stroke.cuts = 0;
}

/** @param {Kit} kit @param {Item} it @param {{x: number, y: number}} at @param {number} angle */
function slice(kit, it, at, angle) {
  const L = LOOK[it.kind];
  const nx = Math.sin(angle);
  const ny = -Math.cos(angle);
  for (const side of [1, -1]) {
    halves.push({
      x: it.x + nx * side * 3, y: it.y + ny * side * 3,
      vx: it.vx * 0.6 + nx * side * 110, vy: Math.min(it.vy, 0) * 0.4 + ny * side * 110 - 60,
      rot: side === 1 ? angle : angle + Math.PI, spin: side * (1.5 + kit.random() * 2), kind: it.kind, r: it.r, life: 2.5,
    });
  }
  splats.push({ x: at.x, y: at.y, r: it.r * 1.1, color: L.flesh, life: 2.5, seed: kit.random() * 10 });
  if (splats.length > 14) splats.shift();
  if (!kit.reducedMotion) {
    for (let i = 0; i < 12; i++) {
      const a = kit.random() * Math.PI * 2;
      const v = 80 + kit.random() * 220;
      drops.push({ x: it.x, y: it.y, vx: Math.cos(a) * v, vy: Math.sin(a) * v - 80, life: 0.6, color: L.flesh });
    }
  }
  const pts = KINDS[it.kind].points;
  kit.addScore(pts);
  popups.push({ x: it.x, y: it.y - it.r, text: `+${pts}`, t: 0.9 });
  sliced++;
  if (stroke.cuts === 0) stroke.firstCut = clock;
  stroke.cuts++;
  kit.sound.noise({ dur: 0.12, vol: 0.16, freq: 5000 });
  kit.sound.tone({ freq: 300 + stroke.cuts * 90, to: 160, dur: 0.12, type: 'triangle', vol: 0.1 });
}

/** @param {Kit} kit @param {Item} it */
function explode(kit, it) {
  ending = 'bomb';
  endT = 1.3;
  flash = 1;
  boomAt = { x: it.x, y: it.y };
  items = items.filter((x) => x !== it);
  kit.sound.noise({ dur: 0.9, vol: 0.35, freq: 600 });
  kit.sound.tone({ freq: 120, to: 40, dur: 0.8, type: 'sawtooth', vol: 0.2 });
  if (!demoing) kit.toast(kit.t('boom'));
}

/** The blade moved from a to b: cut everything it passes through. @param {Kit} kit @param {{x: number, y: number}} a @param {{x: number, y: number}} b */
function cut(kit, a, b) {
  if (ending) return;
  const angle = Math.atan2(b.y - a.y, b.x - a.x);
  if (!stroke.swished && Math.hypot(b.x - a.x, b.y - a.y) > 25) {
    stroke.swished = true;
    kit.sound.noise({ dur: 0.09, vol: 0.05, freq: 3000 });
  }
  for (const it of [...items]) {
    const hit = bladeHits(a, b, it);
    if (!hit) continue;
    if (it.kind === 'bomb') { explode(kit, it); return; }
    items = items.filter((x) => x !== it);
    slice(kit, it, hit, angle);
  }
}

/** @param {Kit} kit @param {number} dt */
function step(kit, dt) {
  clock += dt;
  const g = GRAVITY * pace(kit.level);
  for (const h of halves) { h.vy += g * dt; h.x += h.vx * dt; h.y += h.vy * dt; h.rot += h.spin * dt; h.life -= dt; }
  halves = halves.filter((h) => h.life > 0 && h.y - h.r < H + 20);
  for (const d of drops) { d.vy += 700 * dt; d.x += d.vx * dt; d.y += d.vy * dt; d.life -= dt; }
  drops = drops.filter((d) => d.life > 0);
  for (const s of splats) s.life -= dt;
  splats = splats.filter((s) => s.life > 0);
  popups = popups.filter((p) => (p.t -= dt) > 0);
  missMarks = missMarks.filter((m) => (m.t -= dt) > 0);
  if (flash > 0) flash = Math.max(0, flash - dt * 1.5);
  if (stroke.cuts > 0 && clock - stroke.firstCut > COMBO_WINDOW) finishCombo(kit);
  if (ending) {
    if (ending === 'missed') for (const it of items) stepItem(it, dt, g);
    if ((endT -= dt) <= 0) kit.gameOver({ message: kit.t(ending === 'bomb' ? 'boom' : 'missedAll') });
    return;
  }
  pending = pending.filter((p) => {
    if (p.at > clock) return true;
    items.push(launch(p.s, kit.level, kit.random));
    kit.sound.tone({ freq: 200, to: 320, dur: 0.08, type: 'sine', vol: 0.06 });
    return false;
  });
  for (const it of [...items]) {
    stepItem(it, dt, g);
    if (!fellOff(it)) continue;
    items = items.filter((x) => x !== it);
    if (it.kind === 'bomb' || demoing) continue;
    lives--;
    missed++;
    missMarks.push({ x: Math.max(16, Math.min(W - 16, it.x)), t: 1.2 });
    kit.setStat('lives', lives);
    kit.sound.tone({ freq: 180, to: 90, dur: 0.25, type: 'square', vol: 0.1 });
    if (lives <= 0) { ending = 'missed'; endT = 0.9; return; }
  }
  if (!items.length && !pending.length) {
    if ((waveGap -= dt) <= 0) { waveGap = 0.7; nextWave(kit); }
  }
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function render(g, k) {
  if (!sheet) sheet = buildSheet();
  g.drawImage(boardLayer(k), 0, 0, W, H);
  for (const s of splats) {
    g.globalAlpha = Math.min(0.45, s.life * 0.3);
    g.fillStyle = s.color;
    g.beginPath(); g.arc(s.x, s.y, s.r * 0.7, 0, Math.PI * 2); g.fill();
    for (let i = 0; i < 6; i++) {
      const a = s.seed + i * 1.1;
      const d = s.r * (0.8 + ((i * 7) % 5) / 6);
      g.beginPath(); g.arc(s.x + Math.cos(a) * d, s.y + Math.sin(a) * d, 2 + (i % 3) * 2, 0, Math.PI * 2); g.fill();
    }
  }
  g.globalAlpha = 1;
  const sh = /** @type {NonNullable<typeof sheet>} */ (sheet);
  for (const h of halves) sh.draw(g, `${h.kind}-half`, h.x, h.y, { rot: h.rot, alpha: Math.min(1, h.life * 2) });
  for (const it of items) {
    if (it.kind === 'bomb') {
      g.fillStyle = 'rgba(255,60,60,0.18)';
      g.beginPath(); g.arc(it.x, it.y, it.r * 1.45, 0, Math.PI * 2); g.fill();
    }
    if (it.kind === 'star') {
      g.fillStyle = 'rgba(255,230,120,0.25)';
      g.beginPath(); g.arc(it.x, it.y, it.r * 1.6, 0, Math.PI * 2); g.fill();
    }
    sh.draw(g, it.kind, it.x, it.y, { rot: it.rot });
    if (it.kind === 'bomb' && !k.reducedMotion) {
      // Fizzing fuse: a few sparks at the tip, which turns with the bomb.
      const tipX = it.x + Math.cos(it.rot) * it.r * 0.5 - Math.sin(it.rot) * -it.r * 1.3;
      const tipY = it.y + Math.sin(it.rot) * it.r * 0.5 + Math.cos(it.rot) * -it.r * 1.3;
      for (let i = 0; i < 5; i++) {
        const a = k.clock * 20 + i * 1.3;
        g.fillStyle = i % 2 ? '#ffe066' : '#ff7a3a';
        g.beginPath(); g.arc(tipX + Math.cos(a) * 4, tipY + Math.sin(a) * 4, 1.8, 0, Math.PI * 2); g.fill();
      }
    }
  }
  for (const d of drops) {
    g.globalAlpha = Math.max(0, d.life * 1.6);
    g.fillStyle = d.color;
    g.beginPath(); g.arc(d.x, d.y, 2.4, 0, Math.PI * 2); g.fill();
  }
  g.globalAlpha = 1;
  // Blade trail: a tapering ribbon over the last moments of the stroke.
  const now = clockNow();
  const live = trail.filter((p) => now - p.t < 0.2);
  if (live.length > 1) {
    g.lineCap = 'round';
    g.lineJoin = 'round';
    for (const [color, scale] of /** @type {[string, number][]} */ ([['rgba(120,220,255,0.35)', 2.2], ['#ffffff', 1]])) {
      g.strokeStyle = color;
      for (let i = 1; i < live.length; i++) {
        const a = /** @type {{x: number, y: number, t: number}} */ (live[i - 1]);
        const b = /** @type {{x: number, y: number, t: number}} */ (live[i]);
        g.lineWidth = Math.max(0.5, (1 + (i / live.length) * 5) * scale);
        g.beginPath(); g.moveTo(a.x, a.y); g.lineTo(b.x, b.y); g.stroke();
      }
    }
    g.lineCap = 'butt';
  }
  g.direction = 'ltr';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.font = '800 16px system-ui, sans-serif';
  for (const p of popups) {
    g.globalAlpha = Math.min(1, p.t * 2);
    g.fillStyle = '#fff6cc';
    g.fillText(p.text, p.x, p.y - (0.9 - p.t) * 30);
  }
  g.globalAlpha = 1;
  // Lives: three crosses top right, red once lost.
  for (let i = 0; i < START_LIVES; i++) {
    const x = W - 22 - i * 26;
    const lost = i < START_LIVES - lives;
    g.strokeStyle = lost ? '#ff4d5e' : 'rgba(255,255,255,0.35)';
    g.lineWidth = lost ? 4 : 3;
    g.beginPath(); g.moveTo(x - 8, 14); g.lineTo(x + 8, 30); g.moveTo(x + 8, 14); g.lineTo(x - 8, 30); g.stroke();
  }
  for (const m of missMarks) {
    g.globalAlpha = Math.min(1, m.t);
    g.strokeStyle = '#ff4d5e';
    g.lineWidth = 4;
    g.beginPath(); g.moveTo(m.x - 10, H - 34); g.lineTo(m.x + 10, H - 14); g.moveTo(m.x + 10, H - 34); g.lineTo(m.x - 10, H - 14); g.stroke();
  }
  g.globalAlpha = 1;
  if (k.screen === 'playing' && wave <= 0 && sliced === 0 && !ending) {
    g.direction = k.dir === 'rtl' ? 'rtl' : 'ltr';
    g.fillStyle = 'rgba(255,246,204,0.9)';
    g.font = '700 16px system-ui, sans-serif';
    g.fillText(k.t('swipe'), W / 2, 62, W - 30);
  }
  if (ending === 'bomb') {
    const p = 1 - Math.max(0, endT) / 1.3;
    g.strokeStyle = `rgba(255,200,120,${1 - p})`;
    g.lineWidth = 6;
    g.beginPath(); g.arc(boomAt.x, boomAt.y, 20 + p * 260, 0, Math.PI * 2); g.stroke();
  }
  if (flash > 0) {
    g.fillStyle = `rgba(255,248,230,${flash * 0.85})`;
    g.fillRect(0, 0, W, H);
  }
}

/** Time for the blade trail: the game clock, so a frozen or paused game keeps its trail still. */
function clockNow() {
  return clock;
}

const kit = createGame({
  id: 33,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'lives', label: 'lives' }],
  reset(k) {
    wave = -1;
    pending = [];
    items = [];
    halves = [];
    splats = [];
    drops = [];
    popups = [];
    trail = [];
    missMarks = [];
    lives = START_LIVES;
    sliced = 0;
    missed = 0;
    bestCombo = 0;
    combos = 0;
    waveGap = 0.8;
    ending = null;
    endT = 0;
    flash = 0;
    stroke = { active: false, last: { x: 0, y: 0 }, cuts: 0, firstCut: 0, swished: false };
    k.setStat('lives', lives);
  },
  update(dt, k) {
    step(k, dt);
  },
  onPointer(kind, p, k) {
    if (kind === 'down') {
      if (stroke.cuts > 0) finishCombo(k);
      stroke = { active: true, last: { x: p.x, y: p.y }, cuts: 0, firstCut: clock, swished: false };
      trail = [{ x: p.x, y: p.y, t: clock }];
      return;
    }
    if (!stroke.active) return;
    cut(k, stroke.last, p);
    stroke.last = { x: p.x, y: p.y };
    trail.push({ x: p.x, y: p.y, t: clock });
    if (trail.length > 24) trail.shift();
    if (kind === 'up') {
      stroke.active = false;
      finishCombo(k);
    }
  },
  render,
  state() {
    return {
      wave,
      lives,
      sliced,
      missed,
      combos,
      bestCombo,
      ending,
      slicing: stroke.active,
      halves: halves.length,
      items: items.map((it) => ({ kind: it.kind, x: Math.round(it.x), y: Math.round(it.y), r: it.r, vy: Math.round(it.vy) })),
      pending: pending.length,
    };
  },
  demo(k) {
    demoing = true;
    waveGap = 0;
    // A staged wave spread over the board, flown up near the top, then one stroke through two.
    wave = 5;
    /** @type {[Kind, number, number, number][]} */
    const plan = [['melon', 60, 80, 0.36], ['apple', 110, 140, 0.22], ['orange', 190, 190, 0.16], ['kiwi', 280, 260, 0.28], ['peach', 320, 300, 0.45], ['lemon', 140, 120, 0.5], ['plum', 230, 220, 0.56], ['bomb', 300, 250, 0.62]];
    for (const [kind, x0, apexX, ay] of plan) pending.push({ at: clock, s: { delay: 0, kind, x0, apexX, apexY: H * ay } });
    for (let i = 0; i < 50; i++) step(k, 1 / 60);
    const a = items.find((it) => it.kind === 'lemon');
    const b = items.find((it) => it.kind === 'apple');
    if (a && b) {
      const from = { x: a.x - 30, y: a.y + 45 };
      const to = { x: b.x + 25, y: b.y - 40 };
      stroke = { active: true, last: from, cuts: 0, firstCut: clock, swished: true };
      cut(k, from, to);
      stroke.active = false;
      // Stamped ahead so the trail is still on screen when the thumbnail is taken.
      trail = [0, 0.25, 0.5, 0.75, 1].map((f) => ({ x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f, t: clock + 0.4 }));
    }
    demoing = false;
  },
});
kit.setStat('lives', START_LIVES);

export default kit;
