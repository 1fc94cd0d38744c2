// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { createSheet } from '../kit/sprites.js';
import { drawTiles } from '../kit/tilemap.js';
import { circleCircle } from '../kit/geometry.js';
import {
  W, H, TILE, PLAYER_R, PLAYER_SPEED, MAX_HP, BULLET_SPEED, ENEMIES, DASH_SPEED,
  buildMap, waveRoster, spawnGap, makeEnemy, lineOfSight, chaseField, chaseDir, moveCircle, stepDasher, bulletHit, damage,
  rollDrop, shotAngles, fireGap, timePoints, waveBonus, stickVector,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Enemy} Enemy */
/** @typedef {import('./logic.js').Kind} Kind */
/** @typedef {import('./logic.js').PickupKind} PickupKind */
/** @typedef {import('../kit/sprites.js').SpriteSheet} SpriteSheet */
/** @typedef {{id: number, ox: number, oy: number, x: number, y: number}} Stick */

const STICK_R = 46;
const POWER_TIME = 8;
const NOVA_R = 120;

const strings = {
  'zh-CN': { title: '竞技场求生', wave: '波次', kills: '击杀', waveN: '第 {n} 波', cleared: '第 {n} 波肃清！+{b}', fallen: '你在第 {n} 波倒下，坚持了 {s} 秒。', heart: '+1 生命', rapid: '急速射击！', spread: '散射！', nova: '新星爆发！', move: '移动', aim: '瞄准' },
  en: { title: 'Arena Survivor', wave: 'Wave', kills: 'Kills', waveN: 'Wave {n}', cleared: 'Wave {n} cleared! +{b}', fallen: 'You fell on wave {n} after {s} seconds.', heart: '+1 health', rapid: 'Rapid fire!', spread: 'Spread shot!', nova: 'Nova blast!', move: 'Move', aim: 'Aim' },
  ja: { title: 'アリーナ サバイバー', wave: 'ウェーブ', kills: '撃破', waveN: 'ウェーブ {n}', cleared: 'ウェーブ {n} 突破！ +{b}', fallen: 'ウェーブ {n}、{s} 秒で力尽きた。', heart: '体力 +1', rapid: '連射アップ！', spread: '拡散ショット！', nova: 'ノヴァ爆発！', move: '移動', aim: '照準' },
  es: { title: 'Superviviente de la Arena', wave: 'Oleada', kills: 'Bajas', waveN: 'Oleada {n}', cleared: '¡Oleada {n} despejada! +{b}', fallen: 'Caíste en la oleada {n} tras {s} segundos.', heart: '+1 de vida', rapid: '¡Disparo rápido!', spread: '¡Disparo triple!', nova: '¡Estallido nova!', move: 'Mover', aim: 'Apuntar' },
  de: { title: 'Arena-Überlebender', wave: 'Welle', kills: 'Treffer', waveN: 'Welle {n}', cleared: 'Welle {n} überstanden! +{b}', fallen: 'In Welle {n} nach {s} Sekunden gefallen.', heart: '+1 Leben', rapid: 'Schnellfeuer!', spread: 'Streuschuss!', nova: 'Nova-Explosion!', move: 'Laufen', aim: 'Zielen' },
  fr: { title: 'Survivant de l’Arène', wave: 'Vague', kills: 'Éliminés', waveN: 'Vague {n}', cleared: 'Vague {n} nettoyée ! +{b}', fallen: 'Tombé à la vague {n} après {s} secondes.', heart: '+1 vie', rapid: 'Tir rapide !', spread: 'Tir en éventail !', nova: 'Explosion nova !', move: 'Bouger', aim: 'Viser' },
  'pt-BR': { title: 'Sobrevivente da Arena', wave: 'Onda', kills: 'Abates', waveN: 'Onda {n}', cleared: 'Onda {n} eliminada! +{b}', fallen: 'Você caiu na onda {n} depois de {s} segundos.', heart: '+1 de vida', rapid: 'Tiro rápido!', spread: 'Tiro triplo!', nova: 'Explosão nova!', move: 'Mover', aim: 'Mirar' },
  ar: { title: 'الناجي في الحلبة', wave: 'الموجة', kills: 'القتلى', waveN: 'الموجة {n}', cleared: 'طهّرت الموجة {n}! +{b}', fallen: 'سقطت في الموجة {n} بعد {s} ثانية.', heart: '+1 صحة', rapid: 'إطلاق سريع!', spread: 'طلقات متفرقة!', nova: 'انفجار نوفا!', move: 'تحرّك', aim: 'صوّب' },
};

const COLORS = /** @type {Record<Kind, string>} */ ({ grunt: '#ff5a6e', runner: '#ffd24a', spitter: '#6cff8c', dasher: '#55e3ff', brute: '#b07cff', splitter: '#ff9a3c', mite: '#ffb46b' });
const PICKUP_COLOR = /** @type {Record<PickupKind, string>} */ ({ heart: '#ff5a7a', rapid: '#ffd24a', spread: '#7dfcff', nova: '#c58bff' });

const map = buildMap();
const spawns = map.find('S').map((c) => map.center(c.col, c.row));
/** @type {SpriteSheet | null} */
let sheet = null;
/** @type {HTMLCanvasElement | null} */
let floor = null;

let player = { x: W / 2, y: H / 2, r: PLAYER_R, hp: MAX_HP, inv: 0, aim: -Math.PI / 2 };
/** @type {Enemy[]} */
let enemies = [];
/** @type {{x: number, y: number, vx: number, vy: number, life: number}[]} */
let bullets = [];
/** @type {{x: number, y: number, vx: number, vy: number}[]} */
let orbs = [];
/** @type {{x: number, y: number, kind: PickupKind, t: number}[]} */
let pickups = [];
/** @type {{x: number, y: number, kind: Kind, t: number}[]} */
let telegraphs = [];
/** @type {{x: number, y: number, vx: number, vy: number, life: number, color: string}[]} */
let bits = [];
/** @type {{x: number, y: number, t: number}[]} */
let rings = [];
let wave = 1;
/** @type {Kind[]} */
let roster = [];
let spawnT = 0;
/** 'fight' | 'break' */
let phase = 'fight';
let phaseT = 0;
let kills = 0;
let shots = 0;
let survived = 0;
let fireT = 0;
let rapid = 0;
let spread = 0;
let hurtT = 0;
/** @type {Int32Array} */
let field = chaseField(map, player);
let fieldCell = -1;
let mouse = { x: W / 2, y: 0, down: false, seen: false };
/** @type {Stick | null} */
let moveStick = null;
/** @type {Stick | null} */
let aimStick = null;
let touchUsed = false;
/** A touch screen shows the stick hints before the first touch lands on the arena. */
const touchScreen = navigator.maxTouchPoints > 0 || (window.matchMedia?.('(pointer: coarse)').matches ?? false);
let wired = false;
let demoing = false;

// ---------------------------------------------------------------- art

function buildArt() {
  /** @param {string} body @param {number} r @param {(g: CanvasRenderingContext2D) => void} [extra] */
  const blob = (body, r, extra) => ({
    w: r * 2 + 4, h: r * 2 + 4,
    draw: (/** @type {CanvasRenderingContext2D} */ g) => {
      const c = r + 2;
      const grad = g.createRadialGradient(c - r * 0.35, c - r * 0.35, 1, c, c, r);
      grad.addColorStop(0, '#ffffff');
      grad.addColorStop(0.25, body);
      grad.addColorStop(1, 'rgba(0,0,0,0.55)');
      g.fillStyle = body;
      g.beginPath(); g.arc(c, c, r, 0, Math.PI * 2); g.fill();
      g.fillStyle = grad;
      g.globalAlpha = 0.55;
      g.beginPath(); g.arc(c, c, r, 0, Math.PI * 2); g.fill();
      g.globalAlpha = 1;
      extra?.(g);
    },
  });
  /** Two eyes looking along +x (sprites are rotated to face their heading). @param {number} r */
  const eyes = (r) => (/** @type {CanvasRenderingContext2D} */ g) => {
    const c = r + 2;
    g.fillStyle = '#fff';
    for (const s of [-1, 1]) { g.beginPath(); g.arc(c + r * 0.35, c + s * r * 0.38, r * 0.26, 0, Math.PI * 2); g.fill(); }
    g.fillStyle = '#12101e';
    for (const s of [-1, 1]) { g.beginPath(); g.arc(c + r * 0.45, c + s * r * 0.38, r * 0.13, 0, Math.PI * 2); g.fill(); }
  };
  sheet = createSheet({
    player: {
      w: 34, h: 26, ax: 13, ay: 13,
      draw: (g) => {
        g.fillStyle = '#2b3550';
        roundRect(g, 14, 10, 20, 6, 2); g.fill();
        g.fillStyle = '#9fb4ff';
        g.fillRect(30, 10, 4, 6);
        const grad = g.createRadialGradient(10, 9, 1, 13, 13, 11);
        grad.addColorStop(0, '#e9fffb');
        grad.addColorStop(0.4, '#3ff0c0');
        grad.addColorStop(1, '#138a78');
        g.fillStyle = grad;
        g.beginPath(); g.arc(13, 13, 10.5, 0, Math.PI * 2); g.fill();
        g.fillStyle = '#0c2a30';
        g.beginPath(); g.arc(17, 13, 3.2, 0, Math.PI * 2); g.fill();
      },
    },
    grunt: blob(COLORS.grunt, 10, eyes(10)),
    runner: {
      w: 22, h: 20,
      draw: (g) => {
        g.fillStyle = COLORS.runner;
        g.beginPath(); g.moveTo(21, 10); g.lineTo(2, 1); g.lineTo(6, 10); g.lineTo(2, 19); g.closePath(); g.fill();
        g.fillStyle = '#3a2a00';
        g.beginPath(); g.arc(13, 10, 2.2, 0, Math.PI * 2); g.fill();
      },
    },
    spitter: blob(COLORS.spitter, 10, (g) => {
      g.fillStyle = '#0f3a1c';
      g.beginPath(); g.ellipse(18, 12, 3, 4.5, 0, 0, Math.PI * 2); g.fill();
      g.fillStyle = '#fff';
      g.beginPath(); g.arc(9, 12, 3, 0, Math.PI * 2); g.fill();
      g.fillStyle = '#12101e';
      g.beginPath(); g.arc(10, 12, 1.5, 0, Math.PI * 2); g.fill();
    }),
    dasher: {
      w: 26, h: 22,
      draw: (g) => {
        g.fillStyle = COLORS.dasher;
        g.beginPath(); g.moveTo(25, 11); g.lineTo(12, 1); g.lineTo(1, 11); g.lineTo(12, 21); g.closePath(); g.fill();
        g.fillStyle = 'rgba(255,255,255,0.5)';
        g.beginPath(); g.moveTo(25, 11); g.lineTo(12, 1); g.lineTo(12, 11); g.closePath(); g.fill();
        g.fillStyle = '#08222a';
        g.fillRect(14, 8, 5, 6);
      },
    },
    brute: {
      w: 34, h: 34,
      draw: (g) => {
        g.fillStyle = '#6a48a8';
        roundRect(g, 2, 2, 30, 30, 8); g.fill();
        g.fillStyle = COLORS.brute;
        roundRect(g, 5, 5, 24, 24, 6); g.fill();
        g.fillStyle = '#3a2560';
        g.fillRect(22, 9, 5, 16);
        g.fillStyle = '#ffe066';
        g.fillRect(23, 11, 3, 3); g.fillRect(23, 20, 3, 3);
      },
    },
    splitter: blob(COLORS.splitter, 13, (g) => {
      g.strokeStyle = '#5a2a00';
      g.lineWidth = 1.5;
      g.beginPath(); g.moveTo(15, 3); g.lineTo(12, 10); g.lineTo(17, 15); g.lineTo(13, 27); g.stroke();
      eyes(13)(g);
    }),
    mite: blob(COLORS.mite, 7, eyes(7)),
  });
}

/** Floor, arena markings and walls with neon edges, drawn once with the kit's tile walker. */
function paintFloor() {
  const c = document.createElement('canvas');
  c.width = W * 2;
  c.height = H * 2;
  const g = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
  g.scale(2, 2);
  const base = g.createRadialGradient(W / 2, H / 2, 40, W / 2, H / 2, H * 0.62);
  base.addColorStop(0, '#262a5c');
  base.addColorStop(1, '#0c0f26');
  g.fillStyle = base;
  g.fillRect(0, 0, W, H);
  for (let r = 0; r < map.rows; r++) {
    for (let col = 0; col < map.cols; col++) {
      if ((r + col) % 2) continue;
      g.fillStyle = 'rgba(255,255,255,0.025)';
      g.fillRect(col * TILE, r * TILE, TILE, TILE);
    }
  }
  g.strokeStyle = 'rgba(130,170,255,0.07)';
  g.lineWidth = 1;
  for (let x = 0; x <= W; x += TILE) { g.beginPath(); g.moveTo(x, 0); g.lineTo(x, H); g.stroke(); }
  for (let y = 0; y <= H; y += TILE) { g.beginPath(); g.moveTo(0, y); g.lineTo(W, y); g.stroke(); }
  // Arena markings.
  g.strokeStyle = 'rgba(255,95,210,0.12)';
  g.lineWidth = 3;
  g.beginPath(); g.arc(W / 2, H / 2, 110, 0, Math.PI * 2); g.stroke();
  g.strokeStyle = 'rgba(79,216,255,0.10)';
  g.beginPath(); g.arc(W / 2, H / 2, 42, 0, Math.PI * 2); g.stroke();
  g.beginPath(); g.moveTo(TILE, H / 2); g.lineTo(W - TILE, H / 2); g.stroke();
  for (const s of spawns) {
    const rg = g.createRadialGradient(s.x, s.y, 2, s.x, s.y, 15);
    rg.addColorStop(0, 'rgba(255,80,140,0.35)');
    rg.addColorStop(1, 'rgba(255,80,140,0)');
    g.fillStyle = rg;
    g.beginPath(); g.arc(s.x, s.y, 15, 0, Math.PI * 2); g.fill();
    g.strokeStyle = 'rgba(255,110,160,0.55)';
    g.lineWidth = 1.5;
    g.beginPath(); g.arc(s.x, s.y, 11, 0, Math.PI * 2); g.stroke();
  }
  drawTiles(g, map, (gg, _kind, x, y, size, col, row) => {
    const grad = gg.createLinearGradient(x, y, x, y + size);
    grad.addColorStop(0, '#343c6e');
    grad.addColorStop(1, '#1e2348');
    gg.fillStyle = grad;
    gg.fillRect(x, y, size, size);
    gg.fillStyle = 'rgba(255,255,255,0.06)';
    gg.fillRect(x + 4, y + 4, size - 8, size - 8);
    // Neon trim on every face that borders the floor.
    gg.save();
    gg.shadowColor = '#4fd8ff';
    gg.shadowBlur = 6;
    gg.fillStyle = '#63e6ff';
    if (!map.isSolid(col, row - 1) && row > 0) gg.fillRect(x, y, size, 2);
    if (!map.isSolid(col, row + 1) && row < map.rows - 1) gg.fillRect(x, y + size - 2, size, 2);
    if (!map.isSolid(col - 1, row) && col > 0) gg.fillRect(x, y, 2, size);
    if (!map.isSolid(col + 1, row) && col < map.cols - 1) gg.fillRect(x + size - 2, y, 2, size);
    gg.restore();
  });
  return c;
}

// ---------------------------------------------------------------- touch sticks

/**
 * Two floating sticks: a finger landing on the left half steers, one on the right half aims and
 * fires. The kit's pointer callback has no pointer ids, so the sticks listen on the stage directly.
 * @param {Kit} kit
 */
function wireSticks(kit) {
  const surface = kit.stage;
  const logical = (/** @type {PointerEvent} */ e) => kit.input.toLogical(e.clientX, e.clientY);
  surface.addEventListener('pointerdown', (e) => {
    if (e.pointerType === 'mouse' || kit.screen !== 'playing') return;
    if (e.target instanceof HTMLElement && e.target.closest('button')) return;
    const p = logical(e);
    touchUsed = true;
    const stick = { id: e.pointerId, ox: p.x, oy: p.y, x: p.x, y: p.y };
    if (p.x < W / 2) { if (!moveStick) moveStick = stick; } else if (!aimStick) aimStick = stick;
  });
  surface.addEventListener('pointermove', (e) => {
    const s = moveStick?.id === e.pointerId ? moveStick : aimStick?.id === e.pointerId ? aimStick : null;
    if (!s) return;
    const p = logical(e);
    s.x = p.x;
    s.y = p.y;
  });
  const end = (/** @type {PointerEvent} */ e) => {
    if (moveStick?.id === e.pointerId) moveStick = null;
    if (aimStick?.id === e.pointerId) aimStick = null;
  };
  surface.addEventListener('pointerup', end);
  surface.addEventListener('pointercancel', end);
  window.addEventListener('blur', () => { moveStick = null; aimStick = null; mouse.down = false; });
}

/** @param {Stick | null} s */
const stickOf = (s) => (s ? stickVector({ x: s.ox, y: s.oy }, s, STICK_R) : { x: 0, y: 0, mag: 0 });

// ---------------------------------------------------------------- play

/** @param {Kit} kit @param {number} x @param {number} y @param {string} color @param {number} n @param {number} [sp] */
function burst(kit, x, y, color, n, sp = 150) {
  if (kit.reducedMotion) return;
  for (let i = 0; i < n; i++) {
    const a = kit.random() * Math.PI * 2;
    const v = 30 + kit.random() * sp;
    bits.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v, life: 0.3 + kit.random() * 0.35, color });
  }
}

/** @param {Kit} kit */
function startWave(kit) {
  roster = waveRoster(wave, kit.random);
  spawnT = 0.6;
  phase = 'fight';
  kit.setLevel(wave);
}

/** @param {Kit} kit @param {Enemy} e */
function kill(kit, e) {
  kills++;
  kit.setStat('kills', kills);
  kit.addScore(ENEMIES[e.kind].points);
  burst(kit, e.x, e.y, COLORS[e.kind], 12);
  kit.sound.noise({ dur: 0.12, vol: 0.12, freq: 1400 });
  const drop = rollDrop(kills, player.hp, kit.random);
  if (drop) pickups.push({ x: e.x, y: e.y, kind: drop, t: 10 });
}

/** @param {Kit} kit */
function hurt(kit) {
  if (player.inv > 0) return;
  player.hp--;
  player.inv = 1.1;
  hurtT = 0.3;
  kit.sound.tone({ freq: 220, to: 90, dur: 0.25, type: 'sawtooth', vol: 0.14 });
  burst(kit, player.x, player.y, '#3ff0c0', 14);
  if (player.hp <= 0 && !demoing) kit.gameOver({ message: kit.t('fallen', { n: wave, s: Math.floor(survived) }) });
}

/** @param {Kit} kit @param {PickupKind} kind */
function collect(kit, kind) {
  if (!demoing) kit.toast(kit.t(kind));
  kit.sound.jingle([660, 880, 1175]);
  if (kind === 'heart') player.hp = Math.min(MAX_HP, player.hp + 1);
  else if (kind === 'rapid') rapid = POWER_TIME;
  else if (kind === 'spread') spread = POWER_TIME;
  else {
    rings.push({ x: player.x, y: player.y, t: 0 });
    for (const e of enemies) {
      if (Math.hypot(e.x - player.x, e.y - player.y) < NOVA_R + e.r) {
        damage(e, 99, wave);
        kill(kit, e);
      }
    }
    enemies = enemies.filter((e) => e.hp > 0);
  }
}

/** Aim and trigger from the sticks, arrow keys or mouse (in that order). @param {Kit} kit */
function aimInput(kit) {
  const a = stickOf(aimStick);
  if (a.mag > 0) return { angle: Math.atan2(a.y, a.x), fire: true };
  let ax = 0;
  let ay = 0;
  if (kit.input.isDown('ArrowLeft')) ax -= 1;
  if (kit.input.isDown('ArrowRight')) ax += 1;
  if (kit.input.isDown('ArrowUp')) ay -= 1;
  if (kit.input.isDown('ArrowDown')) ay += 1;
  if (ax || ay) return { angle: Math.atan2(ay, ax), fire: true };
  const space = kit.input.isDown('Space');
  if (mouse.seen) return { angle: Math.atan2(mouse.y - player.y, mouse.x - player.x), fire: mouse.down || space };
  return { angle: player.aim, fire: space };
}

/** @param {Kit} kit @param {number} dt */
function step(kit, dt) {
  survived += dt;
  const before = timePoints(survived - dt);
  const now = timePoints(survived);
  if (now > before) kit.addScore(now - before);
  if (player.inv > 0) player.inv -= dt;
  if (hurtT > 0) hurtT -= dt;
  if (rapid > 0) rapid -= dt;
  if (spread > 0) spread -= dt;
  // Move.
  let mx = 0;
  let my = 0;
  if (kit.input.isDown('KeyA')) mx -= 1;
  if (kit.input.isDown('KeyD')) mx += 1;
  if (kit.input.isDown('KeyW')) my -= 1;
  if (kit.input.isDown('KeyS')) my += 1;
  const ms = stickOf(moveStick);
  if (ms.mag > 0) { mx = ms.x * ms.mag; my = ms.y * ms.mag; }
  const ml = Math.hypot(mx, my);
  if (ml > 1) { mx /= ml; my /= ml; }
  moveCircle(map, player, mx * PLAYER_SPEED * dt, my * PLAYER_SPEED * dt);
  // Aim and fire.
  const aim = aimInput(kit);
  player.aim = aim.angle;
  fireT -= dt;
  if (aim.fire && fireT <= 0) {
    for (const a of shotAngles(player.aim, spread > 0)) {
      bullets.push({ x: player.x + Math.cos(a) * 14, y: player.y + Math.sin(a) * 14, vx: Math.cos(a) * BULLET_SPEED, vy: Math.sin(a) * BULLET_SPEED, life: 1.4 });
    }
    shots++;
    fireT = fireGap(rapid > 0);
    kit.sound.tone({ freq: 760, to: 520, dur: 0.05, type: 'square', vol: 0.035 });
  }
  // Bullets.
  bullets = bullets.filter((b) => {
    const a = { x: b.x, y: b.y };
    b.x += b.vx * dt;
    b.y += b.vy * dt;
    if ((b.life -= dt) <= 0 || map.kindAt(b.x, b.y) === 'wall') { burst(kit, b.x - b.vx * dt, b.y - b.vy * dt, '#ffe9a0', 2, 60); return false; }
    const hit = bulletHit(a, b, enemies);
    if (!hit) return true;
    const e = hit.enemy;
    const kids = damage(e, 1, wave);
    // A shove back along the bullet: heavy kinds barely budge.
    const push = 60 / ENEMIES[e.kind].hp;
    e.x += (b.vx / BULLET_SPEED) * Math.min(6, push);
    e.y += (b.vy / BULLET_SPEED) * Math.min(6, push);
    if (e.hp <= 0) { kill(kit, e); enemies.push(...kids); }
    else kit.sound.tone({ freq: 300, dur: 0.03, type: 'square', vol: 0.04 });
    return false;
  });
  enemies = enemies.filter((e) => e.hp > 0);
  // Enemies.
  const cell = map.cellAt(player.x, player.y);
  const idx = cell.row * map.cols + cell.col;
  if (idx !== fieldCell) { field = chaseField(map, player); fieldCell = idx; }
  for (const e of enemies) {
    if (e.flash > 0) e.flash -= dt;
    const dist = Math.hypot(player.x - e.x, player.y - e.y);
    let vx = 0;
    let vy = 0;
    if (e.kind === 'dasher') {
      const mode = stepDasher(e, player, lineOfSight(map, e, player, 4), dt);
      if (mode === 'walk') { const d = chaseDir(map, field, e, player); vx = d.x * e.speed; vy = d.y * e.speed; }
      else if (mode === 'dash') { vx = e.dx * DASH_SPEED; vy = e.dy * DASH_SPEED; }
    } else if (e.kind === 'spitter') {
      const sees = lineOfSight(map, e, player, 3);
      const d = chaseDir(map, field, e, player);
      // Keeps its distance: closes in when far or blind, backs off when crowded.
      const k = !sees || dist > 200 ? 1 : dist < 130 ? -0.7 : 0;
      vx = d.x * e.speed * k;
      vy = d.y * e.speed * k;
      e.t -= dt;
      if (sees && e.t <= 0 && dist < 320) {
        const sp = 150;
        orbs.push({ x: e.x, y: e.y, vx: ((player.x - e.x) / dist) * sp, vy: ((player.y - e.y) / dist) * sp });
        e.t = 2.1 + kit.random() * 0.6;
        kit.sound.tone({ freq: 180, to: 320, dur: 0.12, type: 'sine', vol: 0.06 });
      }
    } else {
      const d = chaseDir(map, field, e, player);
      vx = d.x * e.speed;
      vy = d.y * e.speed;
    }
    e.vx = vx;
    e.vy = vy;
    moveCircle(map, e, vx * dt, vy * dt);
    if (circleCircle(e, player)) {
      hurt(kit);
      // Bounce the attacker off so contact damage is not continuous.
      const d = Math.hypot(e.x - player.x, e.y - player.y) || 1;
      moveCircle(map, e, ((e.x - player.x) / d) * 18, ((e.y - player.y) / d) * 18);
      if (e.mode === 'dash') { e.mode = 'rest'; e.t = 0.9; }
      if (kit.screen !== 'playing') return;
    }
  }
  // Crowds spread out instead of stacking into one blob.
  for (let i = 0; i < enemies.length; i++) {
    for (let j = i + 1; j < enemies.length; j++) {
      const a = /** @type {Enemy} */ (enemies[i]);
      const b = /** @type {Enemy} */ (enemies[j]);
      if (Math.abs(a.x - b.x) > a.r + b.r || Math.abs(a.y - b.y) > a.r + b.r) continue;
      separate(a, b);
    }
  }
  // Spitter orbs.
  orbs = orbs.filter((o) => {
    o.x += o.vx * dt;
    o.y += o.vy * dt;
    if (map.kindAt(o.x, o.y) === 'wall') return false;
    if (Math.hypot(o.x - player.x, o.y - player.y) < player.r + 5) { hurt(kit); return false; }
    return true;
  });
  if (kit.screen !== 'playing' && !demoing) return;
  // Pick-ups.
  pickups = pickups.filter((p) => {
    if ((p.t -= dt) <= 0) return false;
    if (Math.hypot(p.x - player.x, p.y - player.y) < player.r + 12) { collect(kit, p.kind); return false; }
    return true;
  });
  // Spawning and wave flow.
  telegraphs = telegraphs.filter((tg) => {
    if ((tg.t -= dt) > 0) return true;
    enemies.push(makeEnemy(tg.kind, tg.x, tg.y, wave));
    return false;
  });
  if (phase === 'fight') {
    spawnT -= dt;
    if (roster.length && spawnT <= 0) {
      // One of the three spawn points furthest from the player.
      const far = [...spawns].sort((a, b) => Math.hypot(b.x - player.x, b.y - player.y) - Math.hypot(a.x - player.x, a.y - player.y)).slice(0, 3);
      const s = /** @type {{x: number, y: number}} */ (far[Math.floor(kit.random() * far.length)]);
      telegraphs.push({ x: s.x, y: s.y, kind: /** @type {Kind} */ (roster.shift()), t: 0.8 });
      spawnT = spawnGap(wave);
    }
    if (!roster.length && !telegraphs.length && !enemies.length) {
      const b = waveBonus(wave);
      kit.addScore(b);
      if (!demoing) kit.toast(kit.t('cleared', { n: wave, b }));
      kit.sound.jingle([523, 659, 784, 1047]);
      phase = 'break';
      phaseT = 2.5;
      orbs = [];
    }
  } else if ((phaseT -= dt) <= 0) {
    wave++;
    startWave(kit);
  }
}

/**
 * Pushes two overlapping enemies apart by their overlap, heavier ones moving less.
 * @param {Enemy} a @param {Enemy} b
 */
function separate(a, b) {
  const hit = circleCircle(a, b);
  if (!hit) return;
  const ma = a.r * a.r;
  const mb = b.r * b.r;
  const ka = mb / (ma + mb);
  moveCircle(map, a, hit.nx * hit.depth * ka, hit.ny * hit.depth * ka);
  moveCircle(map, b, -hit.nx * hit.depth * (1 - ka), -hit.ny * hit.depth * (1 - ka));
}

const kit = createGame({
  id: 37,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'wave' }, { key: 'kills', label: 'kills' }],
  reset(k) {
    if (!sheet) buildArt();
    if (!wired) { wireSticks(k); wired = true; }
    k.canvas.style.cursor = 'crosshair';
    player = { x: W / 2, y: 300, r: PLAYER_R, hp: MAX_HP, inv: 0, aim: -Math.PI / 2 };
    enemies = [];
    bullets = [];
    orbs = [];
    pickups = [];
    telegraphs = [];
    bits = [];
    rings = [];
    wave = 1;
    kills = 0;
    shots = 0;
    survived = 0;
    fireT = 0;
    rapid = 0;
    spread = 0;
    fieldCell = -1;
    moveStick = null;
    aimStick = null;
    mouse.down = false;
    k.setStat('kills', 0);
    startWave(k);
  },
  update(dt, k) {
    bits = bits.filter((p) => { p.x += p.vx * dt; p.y += p.vy * dt; p.vx *= 0.94; p.vy *= 0.94; return (p.life -= dt) > 0; });
    rings = rings.filter((r) => (r.t += dt) < 0.5);
    step(k, dt);
  },
  onKey(code) {
    return ['KeyW', 'KeyA', 'KeyS', 'KeyD', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Space'].includes(code);
  },
  onPointer(kind, p) {
    if (p.pointerType !== 'mouse') return;
    mouse.seen = true;
    mouse.x = p.x;
    mouse.y = p.y;
    if (kind === 'down' && p.button === 0) mouse.down = true;
    if (kind === 'up') mouse.down = false;
  },
  render(g, k) {
    if (!floor) floor = paintFloor();
    g.save();
    if (hurtT > 0 && !k.reducedMotion) g.translate(Math.sin(k.clock * 90) * 4 * hurtT, Math.cos(k.clock * 70) * 4 * hurtT);
    g.drawImage(floor, 0, 0, W, H);
    // Spawn warnings.
    for (const tg of telegraphs) {
      const f = 1 - tg.t / 0.8;
      g.strokeStyle = COLORS[tg.kind];
      g.globalAlpha = 0.4 + 0.5 * f;
      g.lineWidth = 2;
      g.beginPath(); g.arc(tg.x, tg.y, 22 - f * 12, 0, Math.PI * 2); g.stroke();
    }
    g.globalAlpha = 1;
    for (const p of pickups) {
      if (p.t < 3 && Math.floor(p.t * 6) % 2 === 0) continue;
      const bob = k.reducedMotion ? 0 : Math.sin(k.clock * 5 + p.x) * 2;
      g.fillStyle = 'rgba(0,0,0,0.35)';
      g.beginPath(); g.ellipse(p.x, p.y + 10, 9, 3, 0, 0, Math.PI * 2); g.fill();
      g.fillStyle = PICKUP_COLOR[p.kind];
      g.beginPath(); g.arc(p.x, p.y + bob, 10, 0, Math.PI * 2); g.fill();
      g.fillStyle = '#161228';
      g.font = '900 12px system-ui, sans-serif';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText({ heart: '♥', rapid: '»', spread: '⋔', nova: '✺' }[p.kind], p.x, p.y + bob + 1);
    }
    const sh = sheet;
    if (sh) {
      for (const e of enemies) {
        const heading = e.kind === 'dasher' && e.mode !== 'walk' ? Math.atan2(e.dy, e.dx) : Math.atan2(player.y - e.y, player.x - e.x);
        const wind = e.mode === 'windup' && !k.reducedMotion ? 1 + 0.15 * Math.sin(k.clock * 40) : 1;
        sh.draw(g, e.kind, e.x, e.y, { rot: e.kind === 'brute' || e.kind === 'runner' || e.kind === 'dasher' || e.kind === 'grunt' || e.kind === 'mite' || e.kind === 'splitter' ? heading : 0, scale: wind });
        if (e.flash > 0) {
          g.fillStyle = 'rgba(255,255,255,0.7)';
          g.beginPath(); g.arc(e.x, e.y, e.r, 0, Math.PI * 2); g.fill();
        }
        if (e.kind === 'brute' || e.kind === 'splitter') {
          const full = ENEMIES[e.kind].hp;
          g.fillStyle = 'rgba(0,0,0,0.5)';
          g.fillRect(e.x - 12, e.y - e.r - 7, 24, 3);
          g.fillStyle = COLORS[e.kind];
          g.fillRect(e.x - 12, e.y - e.r - 7, (24 * e.hp) / full, 3);
        }
      }
      if (player.hp > 0 && (player.inv <= 0 || Math.floor(player.inv * 12) % 2 === 0)) sh.draw(g, 'player', player.x, player.y, { rot: player.aim });
    }
    g.fillStyle = '#fff3b0';
    for (const b of bullets) { g.beginPath(); g.arc(b.x, b.y, 2.6, 0, Math.PI * 2); g.fill(); }
    for (const o of orbs) {
      g.fillStyle = 'rgba(108,255,140,0.35)';
      g.beginPath(); g.arc(o.x, o.y, 7, 0, Math.PI * 2); g.fill();
      g.fillStyle = '#c9ffd4';
      g.beginPath(); g.arc(o.x, o.y, 3.5, 0, Math.PI * 2); g.fill();
    }
    for (const p of bits) {
      g.globalAlpha = Math.max(0, Math.min(1, p.life * 3));
      g.fillStyle = p.color;
      g.fillRect(p.x - 2, p.y - 2, 4, 4);
    }
    g.globalAlpha = 1;
    for (const r of rings) {
      g.strokeStyle = `rgba(197,139,255,${1 - r.t * 2})`;
      g.lineWidth = 6;
      g.beginPath(); g.arc(r.x, r.y, NOVA_R * (0.3 + r.t * 1.4), 0, Math.PI * 2); g.stroke();
    }
    // Mouse reticle.
    if (mouse.seen && k.screen === 'playing' && !touchUsed) {
      g.strokeStyle = 'rgba(255,255,255,0.8)';
      g.lineWidth = 1.5;
      g.beginPath(); g.arc(mouse.x, mouse.y, 7, 0, Math.PI * 2); g.stroke();
    }
    g.restore();
    drawHud(g, k);
    drawSticks(g, k);
  },
  state() {
    return {
      wave,
      phase,
      hp: player.hp,
      player: { x: Math.round(player.x), y: Math.round(player.y) },
      aim: Math.round(player.aim * 100) / 100,
      shots,
      bullets: bullets.length,
      kills,
      enemies: enemies.map((e) => ({ kind: e.kind, x: Math.round(e.x), y: Math.round(e.y) })),
      pending: roster.length + telegraphs.length,
      pickups: pickups.map((p) => p.kind),
      rapid: rapid > 0,
      spread: spread > 0,
      survived: Math.floor(survived),
      sticks: { move: !!moveStick, aim: !!aimStick },
    };
  },
  demo(k) {
    demoing = true;
    // Wave 4 under way: the player circles and fires at the nearest enemy.
    wave = 5;
    startWave(k);
    // Most of the wave pours in at once for the picture.
    for (let i = 0; i < 9 && roster.length; i++) {
      const sp = /** @type {{x: number, y: number}} */ (spawns[i % spawns.length]);
      enemies.push(makeEnemy(/** @type {Kind} */ (roster.shift()), sp.x + (i % 3) * 6, sp.y, wave));
    }
    for (let i = 0; i < 60 * 5; i++) {
      const near = enemies.reduce((m, e) => (!m || Math.hypot(e.x - player.x, e.y - player.y) < Math.hypot(m.x - player.x, m.y - player.y) ? e : m), /** @type {Enemy | null} */ (null));
      mouse.seen = true;
      // Hold fire at first so the arena fills up, then open up on the nearest.
      mouse.down = !!near && i > 60 * 3.6;
      if (near) { mouse.x = near.x; mouse.y = near.y; }
      step(k, 1 / 60);
      player.hp = Math.max(player.hp, 3);
      bits = bits.filter((p) => (p.life -= 1 / 60) > 0);
      if (i === 60 * 4) pickups.push({ x: 100, y: 420, kind: 'spread', t: 9 });
    }
    mouse.seen = false;
    mouse.down = false;
    demoing = false;
  },
});

/** Health, power-up timers and the survival clock along the top wall. @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawHud(g, k) {
  for (let i = 0; i < MAX_HP; i++) {
    g.fillStyle = i < player.hp ? '#ff5a7a' : 'rgba(255,255,255,0.18)';
    g.font = '900 16px system-ui, sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText('♥', 16 + i * 17, 15);
  }
  g.fillStyle = '#eef1ff';
  g.font = '800 13px system-ui, sans-serif';
  const secs = Math.floor(survived);
  g.fillText(`${Math.floor(secs / 60)}:${String(secs % 60).padStart(2, '0')}`, W / 2, 15);
  let x = W - 16;
  for (const [on, t, kind] of /** @type {[boolean, number, PickupKind][]} */ ([[rapid > 0, rapid, 'rapid'], [spread > 0, spread, 'spread']])) {
    if (!on) continue;
    g.fillStyle = PICKUP_COLOR[kind];
    g.fillRect(x - 30, 10, 30 * (t / POWER_TIME), 8);
    g.strokeStyle = 'rgba(255,255,255,0.5)';
    g.strokeRect(x - 30, 10, 30, 8);
    x -= 38;
  }
  if (phase === 'break' && k.screen === 'playing') {
    g.fillStyle = 'rgba(10,12,30,0.7)';
    roundRect(g, W / 2 - 90, 250, 180, 50, 14); g.fill();
    g.fillStyle = '#ffe066';
    g.font = '900 24px system-ui, sans-serif';
    g.fillText(k.t('waveN', { n: wave + 1 }), W / 2, 276);
  }
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawSticks(g, k) {
  if (!touchUsed && !k.input.touchSeen && !touchScreen) return;
  /** @param {Stick | null} s @param {number} hx @param {string} label */
  const one = (s, hx, label) => {
    const ox = s ? s.ox : hx;
    const oy = s ? s.oy : H - 70;
    g.globalAlpha = s ? 0.55 : 0.22;
    g.strokeStyle = '#ffffff';
    g.lineWidth = 2;
    g.beginPath(); g.arc(ox, oy, STICK_R, 0, Math.PI * 2); g.stroke();
    const v = stickOf(s);
    const d = s ? Math.min(STICK_R, Math.hypot(s.x - s.ox, s.y - s.oy)) : 0;
    g.fillStyle = '#ffffff';
    g.beginPath(); g.arc(ox + v.x * d, oy + v.y * d, 17, 0, Math.PI * 2); g.fill();
    if (!s) {
      g.font = '700 11px system-ui, sans-serif';
      g.textAlign = 'center';
      g.fillText(k.t(label), ox, oy + STICK_R + 12);
    }
    g.globalAlpha = 1;
  };
  one(moveStick, 70, 'move');
  one(aimStick, W - 70, 'aim');
}

export default kit;
