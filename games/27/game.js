// @ts-check
import { createGame } from '../kit/kit.js';
import { createSheet } from '../kit/sprites.js';
import { drawTiles } from '../kit/tilemap.js';
import { lerp, aabbOverlaps } from '../kit/geometry.js';
import {
  W, H, TILE, ZOOM, VIEW_W, VIEW_H, LEVELS, POINTS, COINS_PER_LIFE, STOMP_V, JUMP_V,
  buildLevel, makePlayer, stepPlayer, stepEnemy, enemyContact, collectCoins, touchesSpikes, fellOut,
  levelBonus, cameraFor,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Level} Level */
/** @typedef {import('./logic.js').Player} Player */
/** @typedef {import('../kit/sprites.js').SpriteSheet} SpriteSheet */

const START_LIVES = 3;
const MAX_LIVES = 9;
const JUMP_KEYS = ['Space', 'ArrowUp', 'KeyW', 'KeyZ', 'KeyK'];
const LEFT_KEYS = ['ArrowLeft', 'KeyA'];
const RIGHT_KEYS = ['ArrowRight', 'KeyD'];
const DOWN_KEYS = ['ArrowDown', 'KeyS'];

const strings = {
  'zh-CN': { title: '像素跳跃', lives: '生命', coins: '金币', levelGo: '第 {n} 关：冲向旗帜！', clear: '过关！+{b}', allClear: '十关全部通关，你登上了山顶！', lostAll: '在第 {n} 关用完了所有生命。', extra: '+1 生命', checkpoint: '存档点！', left: '左移', right: '右移', jump: '跳跃', down: '下落' },
  en: { title: 'Pixel Platformer', lives: 'Lives', coins: 'Coins', levelGo: 'Level {n}: reach the flag!', clear: 'Level clear! +{b}', allClear: 'All ten levels done — you reached the summit!', lostAll: 'Out of lives on level {n}.', extra: '+1 life', checkpoint: 'Checkpoint!', left: 'Left', right: 'Right', jump: 'Jump', down: 'Drop' },
  ja: { title: 'ピクセル ジャンプ', lives: 'ライフ', coins: 'コイン', levelGo: 'レベル {n}：旗をめざせ！', clear: 'クリア！ +{b}', allClear: '全 10 レベル制覇、山頂に到着！', lostAll: 'レベル {n} でライフが尽きた。', extra: 'ライフ +1', checkpoint: 'チェックポイント！', left: '左', right: '右', jump: 'ジャンプ', down: '降りる' },
  es: { title: 'Saltos Píxel', lives: 'Vidas', coins: 'Monedas', levelGo: 'Nivel {n}: ¡llega a la bandera!', clear: '¡Nivel superado! +{b}', allClear: '¡Diez niveles completados: has llegado a la cima!', lostAll: 'Sin vidas en el nivel {n}.', extra: '+1 vida', checkpoint: '¡Punto de control!', left: 'Izquierda', right: 'Derecha', jump: 'Saltar', down: 'Bajar' },
  de: { title: 'Pixel-Hüpfer', lives: 'Leben', coins: 'Münzen', levelGo: 'Level {n}: Ab zur Flagge!', clear: 'Level geschafft! +{b}', allClear: 'Alle zehn Level geschafft – du bist auf dem Gipfel!', lostAll: 'Keine Leben mehr in Level {n}.', extra: '+1 Leben', checkpoint: 'Kontrollpunkt!', left: 'Links', right: 'Rechts', jump: 'Springen', down: 'Runter' },
  fr: { title: 'Pixel Plateformes', lives: 'Vies', coins: 'Pièces', levelGo: 'Niveau {n} : file jusqu’au drapeau !', clear: 'Niveau réussi ! +{b}', allClear: 'Les dix niveaux sont finis : tu as atteint le sommet !', lostAll: 'Plus de vies au niveau {n}.', extra: '+1 vie', checkpoint: 'Point de contrôle !', left: 'Gauche', right: 'Droite', jump: 'Sauter', down: 'Descendre' },
  'pt-BR': { title: 'Pulo Pixel', lives: 'Vidas', coins: 'Moedas', levelGo: 'Fase {n}: chegue à bandeira!', clear: 'Fase concluída! +{b}', allClear: 'As dez fases concluídas: você chegou ao topo!', lostAll: 'Acabaram as vidas na fase {n}.', extra: '+1 vida', checkpoint: 'Ponto de controle!', left: 'Esquerda', right: 'Direita', jump: 'Pular', down: 'Descer' },
  ar: { title: 'قفزات البكسل', lives: 'الأرواح', coins: 'العملات', levelGo: 'المستوى {n}: انطلق نحو الراية!', clear: 'أنهيت المستوى! +{b}', allClear: 'أنهيت المستويات العشرة ووصلت إلى القمة!', lostAll: 'نفدت أرواحك في المستوى {n}.', extra: '+1 روح', checkpoint: 'نقطة حفظ!', left: 'يسار', right: 'يمين', jump: 'قفز', down: 'نزول' },
};

/** Sky and hill colours per level; caves get a rock ceiling instead of clouds. */
const THEMES = [
  { sky: ['#7fd3ff', '#d8f4ff'], far: '#9fdcb0', near: '#6cc08a', clouds: true },
  { sky: ['#6ec6ff', '#e6f7ff'], far: '#a7d99a', near: '#74b96a', clouds: true },
  { sky: ['#86b8ff', '#ffe7c2'], far: '#b7c98a', near: '#8aa862', clouds: true },
  { sky: ['#1c1f33', '#35304a'], far: '#2c2a40', near: '#3b3554', clouds: false },
  { sky: ['#3d3f7a', '#f19a8a'], far: '#5a4f7c', near: '#43396a', clouds: false },
  { sky: ['#8fd0e8', '#f3ffe6'], far: '#a4d4a0', near: '#6fae79', clouds: true },
  { sky: ['#5fa8ff', '#cfe8ff'], far: '#bcd8f5', near: '#9cc2ec', clouds: true },
  { sky: ['#403466', '#e08a6a'], far: '#6b4a6e', near: '#553a5a', clouds: false },
  { sky: ['#ff9a5a', '#ffd9a0'], far: '#d08a5a', near: '#b06a48', clouds: true },
  { sky: ['#0e1433', '#3a3d78'], far: '#2c3164', near: '#222752', clouds: false },
];

let levelIdx = 0;
/** @type {Level} */
let level = buildLevel(0);
/** @type {Player} */
let player = makePlayer(level.start);
let respawn = { ...level.start };
let lives = START_LIVES;
let coins = 0;
let jumps = 0;
let stomps = 0;
let deaths = 0;
let levelTime = 0;
/** 'play' | 'dead' (short pause before respawning) | 'clear' (flag reached) */
let phase = 'play';
let phaseT = 0;
let jumpQueued = false;
let cam = { x: 0, y: 0 };
let shake = 0;
let runAnim = 0;
let demoing = false;
/** Springs recently bounced on (key col,row → seconds left of the squash). @type {Map<string, number>} */
let springs = new Map();
/** @type {{x: number, y: number, vx: number, vy: number, life: number, color: string, size: number}[]} */
let bits = [];
/** @type {{x: number, y: number, text: string, life: number}[]} */
let floaters = [];
/** @type {SpriteSheet | null} */
let sheet = null;

function buildSheet() {
  sheet = createSheet({
    grass: { w: TILE, h: TILE, ax: 0, ay: 0, draw: (g) => { dirt(g); g.fillStyle = '#4fbf55'; g.fillRect(0, 0, 24, 7); g.fillStyle = '#7fe07a'; g.fillRect(0, 0, 24, 2.5); g.fillStyle = '#3a9a45'; for (let x = 1; x < 24; x += 4) g.fillRect(x, 7, 2, 2 + (x % 3)); } },
    dirt: { w: TILE, h: TILE, ax: 0, ay: 0, draw: dirt },
    brick: {
      w: TILE, h: TILE, ax: 0, ay: 0,
      draw: (g) => {
        g.fillStyle = '#6b3a2e'; g.fillRect(0, 0, 24, 24);
        g.fillStyle = '#c4674c';
        for (const [x, y, w] of [[1, 1, 10], [13, 1, 10], [-5, 13, 10], [7, 13, 10], [19, 13, 10]]) g.fillRect(/** @type {number} */ (x), /** @type {number} */ (y), /** @type {number} */ (w), 10);
        g.fillStyle = 'rgba(255,255,255,0.22)';
        for (const [x, y] of [[1, 1], [13, 1], [7, 13]]) g.fillRect(/** @type {number} */ (x), /** @type {number} */ (y), 10, 2);
      },
    },
    ledge: {
      w: TILE, h: TILE, ax: 0, ay: 0,
      draw: (g) => {
        g.fillStyle = '#8a5a2b'; g.fillRect(0, 0, 24, 7);
        g.fillStyle = '#d39a55'; g.fillRect(0, 0, 24, 4);
        g.fillStyle = '#6a4220'; g.fillRect(11, 0, 2, 7);
        g.fillStyle = 'rgba(106,66,32,0.8)'; g.beginPath(); g.moveTo(4, 7); g.lineTo(12, 14); g.lineTo(20, 7); g.lineTo(17, 7); g.lineTo(12, 11); g.lineTo(7, 7); g.fill();
      },
    },
    spring: {
      w: TILE, h: TILE, ax: 0, ay: 0, frames: 2,
      draw: (g, _w, _h, f) => {
        const top = f ? 12 : 4;
        g.fillStyle = '#555d6e'; g.fillRect(2, 20, 20, 4);
        g.strokeStyle = '#c9d1e0'; g.lineWidth = 2.5; g.beginPath();
        const n = 4;
        for (let i = 0; i <= n; i++) { const y = 20 - ((20 - top - 3) * i) / n; g.lineTo(i % 2 ? 18 : 6, y); }
        g.stroke();
        g.fillStyle = '#ff4d5e'; g.fillRect(1, top, 22, 5);
        g.fillStyle = '#ffb0b8'; g.fillRect(3, top + 1, 18, 1.5);
      },
    },
    spikes: {
      w: TILE, h: TILE, ax: 0, ay: 0,
      draw: (g) => {
        for (let i = 0; i < 3; i++) {
          const x = 1 + i * 7.4;
          g.fillStyle = '#9aa6b8'; g.beginPath(); g.moveTo(x, 24); g.lineTo(x + 3.7, 11); g.lineTo(x + 7.4, 24); g.fill();
          g.fillStyle = '#eef3fa'; g.beginPath(); g.moveTo(x + 1.2, 24); g.lineTo(x + 3.7, 11); g.lineTo(x + 3.9, 24); g.fill();
        }
      },
    },
    coin: {
      w: 16, h: 16, frames: 8,
      draw: (g, w, h, f) => {
        const sx = Math.max(0.15, Math.abs(Math.cos((f / 8) * Math.PI)));
        g.translate(w / 2, h / 2); g.scale(sx, 1);
        g.fillStyle = '#d99a00'; g.beginPath(); g.arc(0, 0, 7, 0, Math.PI * 2); g.fill();
        g.fillStyle = '#ffd93d'; g.beginPath(); g.arc(0, 0, 5.6, 0, Math.PI * 2); g.fill();
        g.fillStyle = '#fff4b0'; g.fillRect(-1, -4, 2, 8);
      },
    },
    hero: { w: 22, h: 26, ax: 11, ay: 26, frames: 7, draw: drawHero },
    walker: {
      w: 22, h: 18, ax: 11, ay: 18, frames: 2,
      draw: (g, _w, _h, f) => {
        const squish = f ? 1.5 : 0;
        g.fillStyle = '#7b3fc4'; g.beginPath(); g.ellipse(11, 11 + squish, 10 + squish, 7 - squish, 0, Math.PI, 0); g.lineTo(21, 16); g.lineTo(1, 16); g.fill();
        g.fillStyle = '#a66ff0'; g.beginPath(); g.ellipse(8, 7 + squish, 4, 2, -0.4, 0, Math.PI * 2); g.fill();
        g.fillStyle = '#2a1040'; g.fillRect(3 + (f ? 1 : 0), 16, 5, 2); g.fillRect(14 - (f ? 1 : 0), 16, 5, 2);
        g.fillStyle = '#fff'; g.fillRect(5, 9, 4, 4); g.fillRect(12, 9, 4, 4);
        g.fillStyle = '#1a0a2a'; g.fillRect(5, 10, 2, 3); g.fillRect(12, 10, 2, 3);
      },
    },
    flyer: {
      w: 26, h: 18, frames: 2,
      draw: (g, _w, _h, f) => {
        g.fillStyle = '#e0527a';
        g.beginPath();
        if (f) { g.moveTo(13, 9); g.lineTo(1, 15); g.lineTo(5, 9); g.lineTo(1, 5); g.closePath(); g.moveTo(13, 9); g.lineTo(25, 15); g.lineTo(21, 9); g.lineTo(25, 5); g.closePath(); }
        else { g.moveTo(13, 9); g.lineTo(1, 1); g.lineTo(4, 9); g.lineTo(2, 13); g.closePath(); g.moveTo(13, 9); g.lineTo(25, 1); g.lineTo(22, 9); g.lineTo(24, 13); g.closePath(); }
        g.fill();
        g.fillStyle = '#ff7fa0'; g.beginPath(); g.arc(13, 9, 6, 0, Math.PI * 2); g.fill();
        g.fillStyle = '#fff'; g.fillRect(9, 7, 3, 3); g.fillRect(14, 7, 3, 3);
        g.fillStyle = '#30101c'; g.fillRect(10, 8, 2, 2); g.fillRect(15, 8, 2, 2);
      },
    },
  });
}

/** @param {CanvasRenderingContext2D} g */
function dirt(g) {
  g.fillStyle = '#8b5a3a'; g.fillRect(0, 0, 24, 24);
  g.fillStyle = '#774a2f';
  for (const [x, y] of [[3, 10], [15, 6], [9, 17], [19, 19], [5, 21]]) g.fillRect(/** @type {number} */ (x), /** @type {number} */ (y), 3, 2);
  g.fillStyle = '#a06d4a';
  for (const [x, y] of [[12, 13], [2, 4], [20, 12]]) g.fillRect(/** @type {number} */ (x), /** @type {number} */ (y), 2, 2);
}

/**
 * The hero: a round teal critter with a scarf. Frames: 0 idle, 1-4 run, 5 rising, 6 falling.
 * @param {CanvasRenderingContext2D} g @param {number} _w @param {number} _h @param {number} f
 */
function drawHero(g, _w, _h, f) {
  const run = f >= 1 && f <= 4 ? f - 1 : -1;
  const bob = run === 1 || run === 3 ? -1 : 0;
  // Feet
  g.fillStyle = '#25314a';
  const feet = run >= 0 ? [[4 + run * 2, 23], [14 - run * 2, 23]] : f === 5 ? [[5, 21], [13, 22]] : f === 6 ? [[4, 23], [14, 21]] : [[5, 23], [13, 23]];
  for (const [x, y] of feet) { g.beginPath(); g.ellipse(/** @type {number} */ (x) + 2, /** @type {number} */ (y), 3.2, 2.2, 0, 0, Math.PI * 2); g.fill(); }
  // Body
  g.fillStyle = '#22b8a8';
  g.beginPath(); g.ellipse(11, 13 + bob, 9, 9.5, 0, 0, Math.PI * 2); g.fill();
  g.fillStyle = '#5fe3cf';
  g.beginPath(); g.ellipse(8, 9 + bob, 4, 3, -0.5, 0, Math.PI * 2); g.fill();
  // Scarf, flying back when moving
  g.fillStyle = '#ff7a3d';
  g.fillRect(3, 16 + bob, 16, 3.5);
  const tail = run >= 0 || f >= 5 ? 1 : 0;
  g.beginPath(); g.moveTo(4, 16 + bob); g.lineTo(-1 + tail, 17 + bob + tail * 2); g.lineTo(3, 20 + bob); g.fill();
  // Eyes look the way it faces (right; the sheet flips it for left)
  g.fillStyle = '#fff';
  g.fillRect(11, 8 + bob, 4, 5); g.fillRect(16, 8 + bob, 3.5, 5);
  g.fillStyle = '#16202e';
  g.fillRect(13, 9.5 + bob, 2, 3); g.fillRect(17.5, 9.5 + bob, 2, 3);
}

/** @param {Kit} kit */
function startLevel(kit) {
  level = buildLevel(levelIdx);
  player = makePlayer(level.start);
  respawn = { ...level.start };
  levelTime = 0;
  phase = 'play';
  phaseT = 0;
  springs = new Map();
  cam = cameraFor(player, level.map, VIEW_W, VIEW_H);
  kit.setLevel(levelIdx + 1);
  if (!demoing) kit.toast(kit.t('levelGo', { n: levelIdx + 1 }));
}

/** @param {number} x @param {number} y @param {string} color @param {number} n @param {number} [speed] */
function burst(x, y, color, n, speed = 140) {
  for (let i = 0; i < n; i++) {
    const a = Math.random() * Math.PI * 2;
    const v = speed * (0.3 + Math.random() * 0.7);
    bits.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v - 60, life: 0.45 + Math.random() * 0.3, color, size: 2 + Math.random() * 2.5 });
  }
}

/** @param {Kit} kit */
function die(kit) {
  if (phase !== 'play') return;
  phase = 'dead';
  phaseT = 1.1;
  deaths++;
  lives--;
  kit.setStat('lives', lives);
  shake = 0.35;
  if (!kit.reducedMotion) burst(player.x + player.w / 2, player.y + player.h / 2, '#22b8a8', 22, 220);
  kit.sound.tone({ freq: 520, to: 90, dur: 0.45, type: 'sawtooth', vol: 0.12 });
}

/** @param {Kit} kit */
function afterDeath(kit) {
  if (lives <= 0) {
    kit.gameOver({ message: kit.t('lostAll', { n: levelIdx + 1 }) });
    return;
  }
  player = makePlayer(respawn);
  phase = 'play';
}

/** @param {Kit} kit @param {number} n */
function gainCoins(kit, n) {
  const before = Math.floor(coins / COINS_PER_LIFE);
  coins += n;
  kit.addScore(n * POINTS.coin);
  kit.setStat('coins', coins);
  kit.sound.tone({ freq: 988, to: 1319, dur: 0.09, type: 'square', vol: 0.06 });
  if (Math.floor(coins / COINS_PER_LIFE) > before && lives < MAX_LIVES) {
    lives++;
    kit.setStat('lives', lives);
    if (!demoing) kit.toast(kit.t('extra'));
    kit.sound.jingle([784, 988, 1175, 1568]);
  }
}

/**
 * @param {Kit} kit @param {number} dt
 * @param {{right: boolean, jump: boolean}} [scripted] demo input instead of the player's
 */
function stepPlay(kit, dt, scripted) {
  const down = (/** @type {string[]} */ codes) => codes.some((c) => kit.input.isDown(c));
  const input = scripted ? { left: false, right: scripted.right, jump: scripted.jump, jumpPressed: jumpQueued, down: false } : {
    left: down(LEFT_KEYS) || kit.held('left'),
    right: down(RIGHT_KEYS) || kit.held('right'),
    jump: down(JUMP_KEYS) || kit.held('jump'),
    jumpPressed: jumpQueued,
    down: down(DOWN_KEYS) || kit.held('down'),
  };
  jumpQueued = false;
  levelTime += dt;
  const prevBottom = player.y + player.h;
  const ev = stepPlayer(player, input, level.map, dt);
  if (ev.jumped) { jumps++; kit.sound.tone({ freq: 300, to: 620, dur: 0.12, type: 'square', vol: 0.06 }); }
  if (ev.sprung) {
    const c = Math.floor((player.x + player.w / 2) / TILE);
    const r = Math.round((player.y + player.h) / TILE);
    springs.set(`${c},${r}`, 0.2);
    springs.set(`${Math.floor(player.x / TILE)},${r}`, 0.2);
    springs.set(`${Math.floor((player.x + player.w) / TILE)},${r}`, 0.2);
    kit.sound.tone({ freq: 220, to: 880, dur: 0.25, type: 'triangle', vol: 0.12 });
  }
  if (ev.landed && !ev.sprung) {
    kit.sound.noise({ dur: 0.05, vol: 0.05, freq: 600 });
    if (!kit.reducedMotion) burst(player.x + player.w / 2, player.y + player.h, 'rgba(255,255,255,0.7)', 4, 50);
  }
  if (ev.bonk) kit.sound.tone({ freq: 160, dur: 0.05, type: 'square', vol: 0.05 });
  if (Math.abs(player.vx) > 10 && player.grounded) runAnim += dt * Math.abs(player.vx) / 16;
  for (const e of level.enemies) {
    stepEnemy(e, level.map, dt);
    const hit = enemyContact(player, e, prevBottom);
    if (hit === 'stomp') {
      e.alive = false;
      stomps++;
      player.vy = input.jump ? -JUMP_V * 0.9 : -STOMP_V;
      player.grounded = false;
      kit.addScore(POINTS.stomp);
      floaters.push({ x: e.x + e.w / 2, y: e.y, text: `+${POINTS.stomp}`, life: 0.8 });
      if (!kit.reducedMotion) burst(e.x + e.w / 2, e.y + e.h / 2, e.kind === 'walker' ? '#a66ff0' : '#ff7fa0', 12);
      kit.sound.tone({ freq: 660, to: 200, dur: 0.14, type: 'square', vol: 0.1 });
    } else if (hit === 'hurt') {
      die(kit);
      return;
    }
  }
  const got = collectCoins(player, level.coins);
  if (got) {
    gainCoins(kit, got);
    if (!kit.reducedMotion) burst(player.x + player.w / 2, player.y, '#ffd93d', 6, 90);
  }
  for (const c of level.checkpoints) {
    if (aabbOverlaps(player, c) && (respawn.x !== c.x + 1 || respawn.y !== c.y + c.h - player.h)) {
      respawn = { x: c.x + 1, y: c.y + c.h - player.h };
      if (!demoing) kit.toast(kit.t('checkpoint'));
      kit.sound.jingle([659, 880]);
    }
  }
  if (touchesSpikes(level.map, player) || fellOut(level.map, player)) { die(kit); return; }
  if (aabbOverlaps(player, level.goal)) {
    phase = 'clear';
    phaseT = 1.6;
    const b = levelBonus(levelTime, lives);
    kit.addScore(b);
    if (!demoing) kit.toast(kit.t('clear', { b: kit.fmt(b) }));
    kit.sound.jingle([523, 659, 784, 1047, 1319]);
  }
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawBackground(g, k) {
  const th = /** @type {typeof THEMES[number]} */ (THEMES[levelIdx % THEMES.length]);
  const sky = g.createLinearGradient(0, 0, 0, H);
  sky.addColorStop(0, /** @type {string} */ (th.sky[0]));
  sky.addColorStop(1, /** @type {string} */ (th.sky[1]));
  g.fillStyle = sky;
  g.fillRect(-20, -20, W + 40, H + 40);
  if (levelIdx === 9 || levelIdx === 4) {
    g.fillStyle = 'rgba(255,255,255,0.8)';
    for (let i = 0; i < 40; i++) {
      const x = (((i * 97.3) % W) - cam.x * 0.05 + W) % W;
      g.fillRect(x, (i * 53.7) % (H * 0.6), 1.5, 1.5);
    }
  }
  if (th.clouds) {
    g.fillStyle = 'rgba(255,255,255,0.75)';
    for (let i = 0; i < 5; i++) {
      const x = ((i * 173 - cam.x * 0.15 + k.clock * 6) % (W + 160) + W + 160) % (W + 160) - 80;
      const y = 40 + ((i * 67) % 120) - cam.y * 0.1;
      g.beginPath(); g.ellipse(x, y, 34, 11, 0, 0, Math.PI * 2); g.ellipse(x + 18, y - 7, 20, 10, 0, 0, Math.PI * 2); g.ellipse(x - 16, y - 4, 16, 8, 0, 0, Math.PI * 2); g.fill();
    }
  }
  for (const [color, par, base, amp, freq] of /** @type {[string, number, number, number, number][]} */ ([[th.far, 0.2, 300, 40, 0.011], [th.near, 0.4, 360, 30, 0.019]])) {
    g.fillStyle = color;
    g.beginPath();
    g.moveTo(0, H);
    for (let x = 0; x <= W; x += 8) {
      const wx = x + cam.x * par;
      g.lineTo(x, base - cam.y * par * 0.5 - amp * (Math.sin(wx * freq) * 0.6 + Math.sin(wx * freq * 2.3 + 1) * 0.4));
    }
    g.lineTo(W, H);
    g.fill();
  }
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawWorld(g, k) {
  const s = /** @type {SpriteSheet} */ (sheet);
  const map = level.map;
  const view = { x: cam.x, y: cam.y, w: VIEW_W, h: VIEW_H };
  drawTiles(g, map, (gg, kind, x, y, _size, col, row) => {
    if (kind === 'ground') {
      const above = map.get(col, row - 1);
      s.draw(gg, above === 'ground' || above === 'brick' ? 'dirt' : 'grass', x, y);
    } else if (kind === 'spring') {
      s.draw(gg, 'spring', x, y, { frame: (springs.get(`${col},${row}`) ?? 0) > 0 ? 1 : 0 });
    } else s.draw(gg, kind, x, y);
  }, view);
  // Checkpoints: a lantern post that lights up once reached.
  for (const c of level.checkpoints) {
    const on = respawn.x === c.x + 1 && respawn.y === c.y + c.h - player.h;
    const x = c.x + c.w / 2;
    const base = c.y + c.h;
    g.fillStyle = '#5a4a3a';
    g.fillRect(x - 1.5, base - 34, 3, 34);
    g.fillStyle = on ? '#ffdf6b' : '#8a93a6';
    if (on) { g.save(); g.shadowColor = '#ffd23f'; g.shadowBlur = 14; }
    g.beginPath(); g.arc(x, base - 38, 6, 0, Math.PI * 2); g.fill();
    if (on) g.restore();
  }
  // Goal flag
  const gx = level.goal.x + level.goal.w / 2;
  const gb = level.goal.y + level.goal.h;
  g.fillStyle = '#e8ecf4';
  g.fillRect(gx - 1.5, gb - 70, 3, 70);
  g.fillStyle = '#ffd23f';
  g.beginPath(); g.arc(gx, gb - 72, 4, 0, Math.PI * 2); g.fill();
  const wave = k.reducedMotion ? 0 : Math.sin(k.clock * 6);
  const raised = phase === 'clear' ? 1 : 0;
  const fy = gb - 66 + (1 - raised) * 0;
  g.fillStyle = phase === 'clear' ? '#4fe07a' : '#ff4d6a';
  g.beginPath(); g.moveTo(gx + 1.5, fy); g.quadraticCurveTo(gx + 14, fy + 2 + wave * 3, gx + 26, fy + 9 + wave * 2); g.lineTo(gx + 1.5, fy + 18); g.fill();
  // Coins
  const frame = Math.floor(k.clock * 10);
  for (const c of level.coins) {
    if (c.taken || c.x < cam.x - 16 || c.x > cam.x + VIEW_W + 16) continue;
    s.draw(g, 'coin', c.x, c.y + (k.reducedMotion ? 0 : Math.sin(k.clock * 3 + c.x * 0.05) * 1.5), { frame: frame + Math.floor(c.x / 24) });
  }
  // Enemies
  for (const e of level.enemies) {
    if (!e.alive) continue;
    if (e.kind === 'walker') s.draw(g, 'walker', e.x + e.w / 2, e.y + e.h + 1, { frame: Math.floor(e.t * 5), flipX: e.vx > 0 });
    else s.draw(g, 'flyer', e.x + e.w / 2, e.y + e.h / 2, { frame: Math.floor(e.t * 8), flipX: e.vx > 0 });
  }
  // Hero
  if (phase !== 'dead') {
    let f = 0;
    if (!player.grounded) f = player.vy < 0 ? 5 : 6;
    else if (Math.abs(player.vx) > 10) f = 1 + (Math.floor(runAnim) % 4);
    const blink = phase === 'clear' && !k.reducedMotion ? 1 + Math.sin(k.clock * 20) * 0.05 : 1;
    s.draw(g, 'hero', player.x + player.w / 2, player.y + player.h + 1, { frame: f, flipX: player.facing < 0, scale: blink });
  }
  for (const b of bits) {
    g.globalAlpha = Math.max(0, Math.min(1, b.life * 2));
    g.fillStyle = b.color;
    g.fillRect(b.x - b.size / 2, b.y - b.size / 2, b.size, b.size);
  }
  g.globalAlpha = 1;
  g.font = '800 13px system-ui, sans-serif';
  g.textAlign = 'center';
  for (const f of floaters) {
    g.globalAlpha = Math.min(1, f.life * 2);
    g.fillStyle = '#fff';
    g.strokeStyle = 'rgba(0,0,0,0.5)';
    g.lineWidth = 3;
    g.strokeText(f.text, f.x, f.y);
    g.fillText(f.text, f.x, f.y);
  }
  g.globalAlpha = 1;
}

const kit = createGame({
  id: 27,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'lives', label: 'lives' }, { key: 'coins', label: 'coins' }],
  controls: {
    layout: 'row',
    buttons: [
      { action: 'left', label: '◀', title: 'left' },
      { action: 'right', label: '▶', title: 'right' },
      { action: 'down', label: '▼', title: 'down' },
      { action: 'jump', label: '▲', title: 'jump' },
    ],
  },
  reset(k) {
    if (!sheet) buildSheet();
    levelIdx = 0;
    lives = START_LIVES;
    coins = 0;
    jumps = 0;
    stomps = 0;
    deaths = 0;
    bits = [];
    floaters = [];
    jumpQueued = false;
    k.setStat('lives', lives);
    k.setStat('coins', coins);
    startLevel(k);
  },
  update(dt, k) {
    bits = bits.filter((b) => { b.x += b.vx * dt; b.y += b.vy * dt; b.vy += 500 * dt; return (b.life -= dt) > 0; });
    floaters = floaters.filter((f) => { f.y -= 30 * dt; return (f.life -= dt) > 0; });
    for (const [key, t] of springs) { if (t - dt <= 0) springs.delete(key); else springs.set(key, t - dt); }
    if (shake > 0) shake -= dt;
    if (phase === 'dead') {
      for (const e of level.enemies) stepEnemy(e, level.map, dt);
      if ((phaseT -= dt) <= 0) afterDeath(k);
    } else if (phase === 'clear') {
      if ((phaseT -= dt) <= 0) {
        if (levelIdx >= LEVELS.length - 1) { k.gameOver({ win: true, message: k.t('allClear') }); return; }
        levelIdx++;
        startLevel(k);
      }
    } else stepPlay(k, dt);
    const target = cameraFor(player, level.map, VIEW_W, VIEW_H);
    cam.x = lerp(cam.x, target.x, Math.min(1, dt * 8));
    cam.y = lerp(cam.y, target.y, Math.min(1, dt * 5));
  },
  onKey(code, _k, e) {
    if (JUMP_KEYS.includes(code)) {
      if (!e.repeat) jumpQueued = true;
      return true;
    }
    return LEFT_KEYS.includes(code) || RIGHT_KEYS.includes(code) || DOWN_KEYS.includes(code);
  },
  onAction(a) {
    if (a === 'jump') jumpQueued = true;
  },
  render(g, k) {
    g.save();
    if (shake > 0 && !k.reducedMotion) g.translate((Math.random() - 0.5) * 10 * shake, (Math.random() - 0.5) * 10 * shake);
    drawBackground(g, k);
    if (sheet) {
      g.save();
      g.scale(ZOOM, ZOOM);
      g.translate(-Math.round(cam.x * 3) / 3, -Math.round(cam.y * 3) / 3);
      drawWorld(g, k);
      g.restore();
    }
    g.restore();
  },
  state() {
    return {
      levelIndex: levelIdx,
      levels: LEVELS.length,
      phase,
      x: Math.round(player.x),
      y: Math.round(player.y),
      vx: Math.round(player.vx),
      vy: Math.round(player.vy),
      grounded: player.grounded,
      facing: player.facing,
      lives,
      coins,
      coinsLeft: level.coins.filter((c) => !c.taken).length,
      jumps,
      stomps,
      deaths,
      enemies: level.enemies.filter((e) => e.alive).length,
    };
  },
  demo(k) {
    demoing = true;
    levelIdx = 2;
    startLevel(k);
    // Spring valley: drop the hero on the first spring and steer towards the coin shelf.
    const spring = level.map.cellsOf('spring')[0] ?? { col: 20, row: 12 };
    player.x = spring.col * TILE + 5;
    player.y = spring.row * TILE - player.h - 40;
    player.vy = 100;
    player.grounded = false;
    for (let i = 0; i < 28 && phase === 'play'; i++) stepPlay(k, 1 / 60, { right: i > 8, jump: false });
    cam = cameraFor(player, level.map, VIEW_W, VIEW_H);
    cam.x += 40; // the walker on the bridge ahead joins the picture
    bits = [];
    k.toastEl.classList.remove('gk-toast-show');
    demoing = false;
  },
});

export default kit;
