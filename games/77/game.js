// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { createSheet } from '../kit/sprites.js';
import {
  W, H, TOP, SEG, STAGES, HELI_W, HELI_H, FUEL_MAX, FUEL_POD, START_LIVES, ENEMIES,
  stageTuning, buildStage, ceilAt, floorAt, clearance, heliBox, hitsTerrain, inRock, steerHeli, burnFuel, refuel,
  aimAt, moveShot, stepBomb, inBlast, bossVolley, bossReload, killPoints, stageBonus,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Stage} Stage */
/** @typedef {import('./logic.js').Shot} Shot */
/** @typedef {import('./logic.js').SpawnKind} SpawnKind */
/** @typedef {import('../kit/sprites.js').SpriteSheet} SpriteSheet */
/** @typedef {Exclude<SpawnKind, 'fuel'> | 'rocket'} FoeKind */
/**
 * @typedef {Object} Foe
 * @property {FoeKind} kind
 * @property {number} x
 * @property {number} y
 * @property {number} hp
 * @property {number} r
 * @property {number} t seconds alive
 * @property {number} baseY
 * @property {number} vx
 * @property {number} vy
 * @property {number} reload
 * @property {'floor'|'ceil'|'air'} side
 * @property {number} flash
 * @property {number} shots
 */
/** @typedef {'ready'|'fly'|'dead'|'boss'|'clear'} Phase */

const strings = {
  'zh-CN': { title: '直升机突击', stage: '关卡', fuel: '燃油', lowFuel: '燃油不足！', cave: '地下洞穴', city: '夜色城市', canyon: '红岩峡谷', stageName: '第 {n} 关 · {name}', boss: '首领来袭！', cleared: '第 {n} 关完成！', lost: '直升机在第 {n} 关全部坠毁。', won: '三座敌军要塞全部攻破！', outOfFuel: '燃油耗尽！', bomb: '炸弹', fuelUp: '+燃油' },
  en: { title: 'Heli Strike', stage: 'Stage', fuel: 'Fuel', lowFuel: 'Low fuel!', cave: 'Caverns', city: 'Night City', canyon: 'Red Canyon', stageName: 'Stage {n} · {name}', boss: 'Boss incoming!', cleared: 'Stage {n} cleared!', lost: 'All choppers lost on stage {n}.', won: 'All three enemy strongholds destroyed!', outOfFuel: 'Out of fuel!', bomb: 'Bomb', fuelUp: '+Fuel' },
  ja: { title: 'ヘリ ストライク', stage: 'ステージ', fuel: '燃料', lowFuel: '燃料不足！', cave: '地底洞窟', city: '夜の街', canyon: '赤い峡谷', stageName: 'ステージ {n} · {name}', boss: 'ボス接近！', cleared: 'ステージ {n} クリア！', lost: 'ステージ {n} でヘリが全滅した。', won: '敵の拠点 3 つをすべて破壊！', outOfFuel: '燃料切れ！', bomb: '爆弾', fuelUp: '+燃料' },
  es: { title: 'Asalto en Helicóptero', stage: 'Fase', fuel: 'Combustible', lowFuel: '¡Poco combustible!', cave: 'Cavernas', city: 'Ciudad nocturna', canyon: 'Cañón rojo', stageName: 'Fase {n} · {name}', boss: '¡Llega el jefe!', cleared: '¡Fase {n} superada!', lost: 'Perdiste todos los helicópteros en la fase {n}.', won: '¡Destruiste las tres fortalezas enemigas!', outOfFuel: '¡Sin combustible!', bomb: 'Bomba', fuelUp: '+Combustible' },
  de: { title: 'Heli-Angriff', stage: 'Level', fuel: 'Treibstoff', lowFuel: 'Treibstoff knapp!', cave: 'Höhlen', city: 'Nachtstadt', canyon: 'Roter Canyon', stageName: 'Level {n} · {name}', boss: 'Der Boss kommt!', cleared: 'Level {n} geschafft!', lost: 'Alle Hubschrauber in Level {n} verloren.', won: 'Alle drei Festungen zerstört!', outOfFuel: 'Kein Treibstoff mehr!', bomb: 'Bombe', fuelUp: '+Treibstoff' },
  fr: { title: 'Assaut Hélico', stage: 'Niveau', fuel: 'Carburant', lowFuel: 'Carburant bas !', cave: 'Cavernes', city: 'Ville de nuit', canyon: 'Canyon rouge', stageName: 'Niveau {n} · {name}', boss: 'Le boss arrive !', cleared: 'Niveau {n} terminé !', lost: 'Tous les hélicos perdus au niveau {n}.', won: 'Les trois forteresses ennemies sont détruites !', outOfFuel: 'Panne sèche !', bomb: 'Bombe', fuelUp: '+Carburant' },
  'pt-BR': { title: 'Ataque de Helicóptero', stage: 'Fase', fuel: 'Combustível', lowFuel: 'Pouco combustível!', cave: 'Cavernas', city: 'Cidade à noite', canyon: 'Cânion vermelho', stageName: 'Fase {n} · {name}', boss: 'O chefão chegou!', cleared: 'Fase {n} concluída!', lost: 'Todos os helicópteros caíram na fase {n}.', won: 'As três fortalezas inimigas foram destruídas!', outOfFuel: 'Sem combustível!', bomb: 'Bomba', fuelUp: '+Combustível' },
  ar: { title: 'ضربة المروحية', stage: 'المرحلة', fuel: 'الوقود', lowFuel: 'الوقود منخفض!', cave: 'الكهوف', city: 'مدينة الليل', canyon: 'الوادي الأحمر', stageName: 'المرحلة {n} · {name}', boss: 'الزعيم قادم!', cleared: 'أنهيت المرحلة {n}!', lost: 'سقطت كل المروحيات في المرحلة {n}.', won: 'دمّرت قلاع العدو الثلاث!', outOfFuel: 'نفد الوقود!', bomb: 'قنبلة', fuelUp: '+وقود' },
};

const FIRE_EVERY = 0.13;
const BOMB_EVERY = 0.7;
const BULLET_SPEED = 430;
const BOSS_R = 34;
const INVULN = 2.2;
const DRAG_GAIN = 1.3;

/** @type {SpriteSheet | null} */
let sheet = null;
let stageIdx = 0;
/** @type {Stage} */
let stage = /** @type {Stage} */ (/** @type {unknown} */ (null));
let camX = 0;
/** @type {Phase} */
let phase = 'ready';
let phaseT = 0;
let heli = { x: 70, y: 300, tilt: 0 };
let fuel = FUEL_MAX;
let lives = START_LIVES;
let invuln = 0;
let spawnIdx = 0;
/** @type {Foe[]} */
let foes = [];
/** @type {{x: number, y: number, t: number}[]} */
let pods = [];
/** @type {(Shot & {life: number})[]} */
let bullets = [];
/** @type {Shot[]} */
let bombs = [];
/** @type {Shot[]} */
let enemyShots = [];
/** @type {{x: number, y: number, hp: number, maxHp: number, t: number, volley: number, reload: number, baseY: number, flash: number} | null} */
let boss = null;
let fireCd = 0;
let bombCd = 0;
let shotsFired = 0;
let bombsDropped = 0;
let kills = 0;
let podsTaken = 0;
let lowFuelBeep = 0;
/** Where the helicopter should go: absolute for a mouse, relative for a finger. @type {{x: number, y: number} | null} */
let target = null;
/** @type {{id: number, fx: number, fy: number, hx: number, hy: number, touch: boolean} | null} */
let stick = null;
let pointerFire = false;
/** @type {{x: number, y: number, vx: number, vy: number, t: number, life: number, c: string, s: number}[]} */
let bits = [];
/** @type {{x: number, y: number, r: number, t: number}[]} */
let blasts = [];
/** @type {{x: number, y: number, text: string, t: number}[]} */
let floats = [];
let shake = 0;
let demoing = false;

// ---------------------------------------------------------------- sprites

function buildSheet() {
  /** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} r @param {string} a @param {string} b */
  const ball = (g, x, y, r, a, b) => {
    const grad = g.createRadialGradient(x - r * 0.35, y - r * 0.35, r * 0.1, x, y, r);
    grad.addColorStop(0, a);
    grad.addColorStop(1, b);
    g.fillStyle = grad;
    g.beginPath(); g.arc(x, y, r, 0, Math.PI * 2); g.fill();
  };
  sheet = createSheet({
    heli: {
      w: 46, h: 24, ax: 24, ay: 13,
      draw: (g) => {
        // Tail boom and fin.
        g.fillStyle = '#2f7d5a';
        g.beginPath(); g.moveTo(2, 9); g.lineTo(20, 10); g.lineTo(20, 15); g.lineTo(4, 13); g.closePath(); g.fill();
        g.fillStyle = '#3fa577';
        g.beginPath(); g.moveTo(1, 4); g.lineTo(6, 4); g.lineTo(8, 11); g.lineTo(2, 11); g.closePath(); g.fill();
        // Body.
        const body = g.createLinearGradient(0, 6, 0, 20);
        body.addColorStop(0, '#7ff0b0');
        body.addColorStop(1, '#23805a');
        g.fillStyle = body;
        g.beginPath(); g.ellipse(30, 13, 15, 7.5, 0, 0, Math.PI * 2); g.fill();
        // Canopy.
        const glass = g.createLinearGradient(34, 7, 44, 15);
        glass.addColorStop(0, '#e8fbff');
        glass.addColorStop(1, '#3aa0d8');
        g.fillStyle = glass;
        g.beginPath(); g.ellipse(37, 11.5, 7, 4.8, -0.2, 0, Math.PI * 2); g.fill();
        // Gun pod, rotor mast and skids.
        g.fillStyle = '#30363f';
        g.fillRect(38, 16, 8, 2.4);
        g.fillRect(28, 3, 3, 4);
        g.strokeStyle = '#30363f';
        g.lineWidth = 1.6;
        g.beginPath(); g.moveTo(20, 22.5); g.lineTo(40, 22.5); g.moveTo(25, 19); g.lineTo(24, 22.5); g.moveTo(35, 19); g.lineTo(36, 22.5); g.stroke();
      },
    },
    drone: {
      w: 26, h: 20,
      draw: (g) => {
        g.strokeStyle = '#52586a';
        g.lineWidth = 2;
        g.beginPath(); g.moveTo(3, 5); g.lineTo(23, 5); g.stroke();
        g.fillStyle = '#aab2c8';
        g.fillRect(1, 3.5, 6, 2);
        g.fillRect(19, 3.5, 6, 2);
        ball(g, 13, 12, 7.5, '#ff9a9a', '#8a1f3a');
        g.fillStyle = '#ffe066';
        g.beginPath(); g.arc(9.5, 12, 2.5, 0, Math.PI * 2); g.fill();
      },
    },
    jet: {
      w: 34, h: 18,
      draw: (g) => {
        const body = g.createLinearGradient(0, 3, 0, 15);
        body.addColorStop(0, '#d8dde8');
        body.addColorStop(1, '#5f6678');
        g.fillStyle = body;
        g.beginPath(); g.moveTo(0, 9); g.lineTo(10, 5); g.lineTo(30, 6); g.lineTo(34, 3); g.lineTo(33, 12); g.lineTo(10, 13); g.closePath(); g.fill();
        g.fillStyle = '#c0392b';
        g.beginPath(); g.moveTo(14, 9); g.lineTo(24, 9); g.lineTo(28, 17); g.lineTo(20, 17); g.closePath(); g.fill();
        g.fillStyle = '#7fdcff';
        g.beginPath(); g.ellipse(9, 7.5, 4, 2, 0, 0, Math.PI * 2); g.fill();
      },
    },
    turretBase: {
      w: 28, h: 14, ax: 14, ay: 14,
      draw: (g) => {
        const grad = g.createLinearGradient(0, 0, 0, 14);
        grad.addColorStop(0, '#b9a58a');
        grad.addColorStop(1, '#5c4a38');
        g.fillStyle = grad;
        g.beginPath(); g.moveTo(1, 14); g.lineTo(4, 6); g.arc(14, 7, 8, Math.PI, 0); g.lineTo(27, 14); g.closePath(); g.fill();
        g.fillStyle = '#ff5a4a';
        g.beginPath(); g.arc(14, 7, 2.6, 0, Math.PI * 2); g.fill();
      },
    },
    sam: {
      w: 26, h: 22, ax: 13, ay: 22,
      draw: (g) => {
        g.fillStyle = '#4d5a3a';
        roundRect(g, 1, 14, 24, 8, 2);
        g.fill();
        g.fillStyle = '#6f8050';
        g.fillRect(5, 6, 6, 9);
        g.fillRect(15, 6, 6, 9);
        g.fillStyle = '#e8e0d0';
        g.beginPath(); g.moveTo(8, 0); g.lineTo(11, 6); g.lineTo(5, 6); g.closePath(); g.fill();
        g.beginPath(); g.moveTo(18, 0); g.lineTo(21, 6); g.lineTo(15, 6); g.closePath(); g.fill();
      },
    },
    depot: {
      w: 30, h: 24, ax: 15, ay: 24,
      draw: (g) => {
        const grad = g.createLinearGradient(0, 0, 30, 0);
        grad.addColorStop(0, '#ffcf5a');
        grad.addColorStop(1, '#c77a18');
        g.fillStyle = grad;
        roundRect(g, 2, 4, 26, 20, 5);
        g.fill();
        g.fillStyle = '#5a3a10';
        g.font = '900 13px system-ui, sans-serif';
        g.textAlign = 'center';
        g.textBaseline = 'middle';
        g.fillText('F', 15, 15);
        g.fillStyle = '#8a5a20';
        g.fillRect(11, 0, 8, 5);
      },
    },
    pod: {
      w: 22, h: 26,
      draw: (g) => {
        const grad = g.createLinearGradient(0, 0, 22, 0);
        grad.addColorStop(0, '#7dffb0');
        grad.addColorStop(1, '#1f9a5a');
        g.fillStyle = grad;
        roundRect(g, 3, 4, 16, 21, 4);
        g.fill();
        g.fillStyle = '#0f3a24';
        g.fillRect(8, 1, 6, 4);
        g.font = '900 12px system-ui, sans-serif';
        g.textAlign = 'center';
        g.textBaseline = 'middle';
        g.fillText('F', 11, 15);
      },
    },
    rocket: {
      w: 8, h: 20,
      draw: (g) => {
        g.fillStyle = '#e8e0d0';
        g.beginPath(); g.moveTo(4, 0); g.lineTo(8, 6); g.lineTo(8, 16); g.lineTo(0, 16); g.lineTo(0, 6); g.closePath(); g.fill();
        g.fillStyle = '#c0392b';
        g.fillRect(0, 14, 8, 6);
      },
    },
    boss: {
      w: 104, h: 70,
      draw: (g) => {
        const body = g.createLinearGradient(0, 10, 0, 60);
        body.addColorStop(0, '#9aa3b8');
        body.addColorStop(0.5, '#5a6278');
        body.addColorStop(1, '#2a2f3e');
        g.fillStyle = body;
        g.beginPath();
        g.moveTo(4, 36); g.quadraticCurveTo(8, 16, 34, 14); g.lineTo(84, 18); g.lineTo(102, 8); g.lineTo(100, 40);
        g.lineTo(80, 52); g.lineTo(30, 56); g.quadraticCurveTo(8, 54, 4, 36);
        g.closePath(); g.fill();
        g.fillStyle = '#ff4a5a';
        g.beginPath(); g.ellipse(20, 30, 10, 7, 0, 0, Math.PI * 2); g.fill();
        g.fillStyle = '#ffd0d8';
        g.beginPath(); g.ellipse(17, 28, 4, 2.5, 0, 0, Math.PI * 2); g.fill();
        g.fillStyle = '#30353f';
        g.fillRect(30, 56, 8, 10);
        g.fillRect(64, 52, 8, 12);
        g.fillRect(0, 38, 14, 5);
        g.fillStyle = '#ffb020';
        for (let i = 0; i < 4; i++) g.fillRect(42 + i * 10, 30, 6, 4);
      },
    },
  });
}

// ---------------------------------------------------------------- flow

/** @param {Kit} k */
function startStage(k) {
  stage = buildStage(stageIdx, k.random);
  camX = 0;
  spawnIdx = 0;
  foes = [];
  pods = [];
  bullets = [];
  bombs = [];
  enemyShots = [];
  boss = null;
  blasts = [];
  floats = [];
  fuel = FUEL_MAX;
  heli = { x: 80, y: (ceilAt(stage, 80) + floorAt(stage, 80)) / 2, tilt: 0 };
  invuln = 0;
  target = null;
  stick = null;
  k.setLevel(stageIdx + 1);
  setPhase('ready');
}

/** @param {Phase} p */
function setPhase(p) {
  phase = p;
  phaseT = 0;
}

/** Turns spawn records into live things once they scroll near the right edge. */
function activate() {
  while (spawnIdx < stage.spawns.length) {
    const s = /** @type {import('./logic.js').Spawn} */ (stage.spawns[spawnIdx]);
    if (s.x > camX + W + 40) break;
    spawnIdx++;
    if (s.kind === 'fuel') { pods.push({ x: s.x, y: s.y, t: 0 }); continue; }
    const e = ENEMIES[s.kind];
    foes.push({ kind: s.kind, x: s.x, y: s.y, hp: e.hp, r: e.r, t: 0, baseY: s.y, vx: 0, vy: 0, reload: 0.8 + (spawnIdx % 5) * 0.3, side: s.side, flash: 0, shots: 0 });
  }
}

/** @param {Kit} k */
function loseLife(k, why = '') {
  if (phase === 'dead' || invuln > 0) return;
  boom(k, heli.x, heli.y, 26, '#7ff0b0');
  k.sound.noise({ dur: 0.7, vol: 0.4, freq: 500 });
  k.sound.tone({ freq: 220, to: 50, dur: 0.6, type: 'sawtooth', vol: 0.14 });
  shake = 0.5;
  lives--;
  if (why && !demoing) k.toast(why);
  setPhase('dead');
}

/** @param {Kit} k */
function respawn(k) {
  if (lives <= 0) {
    k.gameOver({ message: k.t('lost', { n: stageIdx + 1 }) });
    return;
  }
  const x = camX + 70;
  const c = clearance(stage, x - 30, x + 60);
  heli = { x, y: (c.top + c.bot) / 2, tilt: 0 };
  fuel = Math.max(fuel, 60);
  invuln = INVULN;
  enemyShots = [];
  target = null;
  if (stick) { stick.hx = heli.x - camX; stick.hy = heli.y; }
  setPhase(boss ? 'boss' : 'fly');
}

/** @param {Kit} k @param {number} x @param {number} y @param {number} r @param {string} c */
function boom(k, x, y, r, c) {
  blasts.push({ x, y, r, t: 0 });
  if (k.reducedMotion && !demoing) return;
  for (let i = 0; i < 14; i++) {
    const a = k.random() * Math.PI * 2;
    const v = 40 + k.random() * 160;
    bits.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v, t: 0, life: 0.4 + k.random() * 0.5, c: i % 3 ? c : '#ffd27a', s: 1.5 + k.random() * 2.5 });
  }
}

/** @param {Kit} k @param {Foe} f */
function killFoe(k, f) {
  f.hp = 0;
  boom(k, f.x, f.y, f.r * 1.6, f.kind === 'depot' ? '#ffcf5a' : '#ff9a6a');
  k.sound.noise({ dur: 0.25, vol: 0.25, freq: 900 });
  if (f.kind === 'rocket') { k.addScore(50); return; }
  kills++;
  const pts = killPoints(f.kind, stageIdx);
  k.addScore(pts);
  floats.push({ x: f.x, y: f.y - 14, text: `+${pts}`, t: 0 });
  if (f.kind === 'depot') {
    fuel = refuel(fuel, 25);
    floats.push({ x: f.x, y: f.y - 30, text: k.t('fuelUp'), t: 0 });
    k.sound.jingle([523, 784]);
  }
}

/** @param {Kit} k @param {Foe} f @param {number} dmg */
function hurtFoe(k, f, dmg) {
  if (f.hp <= 0) return;
  f.hp -= dmg;
  f.flash = 0.1;
  if (f.hp <= 0) killFoe(k, f);
  else k.sound.tone({ freq: 900, dur: 0.03, type: 'square', vol: 0.05 });
}

/** @param {Kit} k */
function fireGun(k) {
  if (fireCd > 0 || !(phase === 'fly' || phase === 'boss' || phase === 'ready')) return;
  fireCd = FIRE_EVERY;
  shotsFired++;
  bullets.push({ x: heli.x + 22, y: heli.y + 5, vx: BULLET_SPEED + stage.speed, vy: heli.tilt * 40, life: 0.9 });
  k.sound.tone({ freq: 1200, to: 700, dur: 0.04, type: 'square', vol: 0.04 });
}

/** @param {Kit} k */
function dropBomb(k) {
  if (bombCd > 0 || !(phase === 'fly' || phase === 'boss' || phase === 'ready')) return;
  bombCd = BOMB_EVERY;
  bombsDropped++;
  bombs.push({ x: heli.x + 2, y: heli.y + 10, vx: stage.speed + 70, vy: 30 });
  k.sound.tone({ freq: 500, to: 200, dur: 0.25, type: 'triangle', vol: 0.08 });
}

/** @param {Kit} k */
function firing(k) {
  return pointerFire || k.input.isDown('Space') || k.input.isDown('KeyJ') || demoing;
}

/** @param {Kit} k @param {number} dt */
function stepHeli(k, dt) {
  let dx = 0;
  let dy = 0;
  if (k.input.isDown('ArrowLeft') || k.input.isDown('KeyA')) dx -= 1;
  if (k.input.isDown('ArrowRight') || k.input.isDown('KeyD')) dx += 1;
  if (k.input.isDown('ArrowUp') || k.input.isDown('KeyW')) dy -= 1;
  if (k.input.isDown('ArrowDown') || k.input.isDown('KeyS')) dy += 1;
  const before = heli.y;
  if (dx || dy) {
    target = null;
    steerHeli(heli, dx * 1e3, dy * 1e3, dt, camX);
  } else if (target) {
    steerHeli(heli, camX + target.x - heli.x, target.y - heli.y, dt, camX);
  }
  const vy = (heli.y - before) / dt;
  heli.tilt += (Math.max(-1, Math.min(1, vy / 180)) * 0.25 - heli.tilt) * Math.min(1, dt * 8);
}

/** @param {Kit} k @param {number} dt */
function stepWorld(k, dt) {
  const tune = stageTuning(stageIdx);
  const stop = stage.length - W;
  if (phase !== 'boss' && phase !== 'clear') {
    const move = Math.min(stage.speed * dt, Math.max(0, stop - camX));
    camX += move;
    heli.x += move;
    if (camX >= stop - 1e-6 && phase === 'fly') {
      setPhase('boss');
      boss = { x: camX + W + 90, y: (TOP + H) / 2, hp: tune.bossHp, maxHp: tune.bossHp, t: 0, volley: 0, reload: 2, baseY: (TOP + H) / 2, flash: 0 };
      if (!demoing) k.toast(k.t('boss'));
      k.sound.tone({ freq: 110, to: 220, dur: 0.8, type: 'sawtooth', vol: 0.12 });
    }
  }
  activate();
  if (fireCd > 0) fireCd -= dt;
  if (bombCd > 0) bombCd -= dt;
  if (invuln > 0) invuln -= dt;
  const alive = phase === 'fly' || phase === 'boss' || phase === 'ready';
  if (alive) {
    stepHeli(k, dt);
    if (firing(k)) fireGun(k);
    if (!demoing && phase !== 'ready') fuel = burnFuel(fuel, dt, stageIdx);
    if (fuel < 25) {
      lowFuelBeep -= dt;
      if (lowFuelBeep <= 0) { k.sound.beep(880, 0.08); lowFuelBeep = 0.8; }
    }
    if (fuel <= 0) { loseLife(k, k.t('outOfFuel')); fuel = 0; }
    else if (invuln <= 0 && hitsTerrain(stage, heliBox(heli))) loseLife(k);
  }
  const heliC = { x: heli.x, y: heli.y, r: 10 };
  // Player bullets.
  const targets = foes.filter((f) => f.hp > 0);
  const circles = targets.map((f) => ({ x: f.x, y: f.y - (f.side === 'floor' ? f.r * 0.6 : f.side === 'ceil' ? -f.r * 0.6 : 0), r: f.r }));
  if (boss) circles.push({ x: boss.x, y: boss.y, r: BOSS_R });
  bullets = bullets.filter((b) => {
    b.life -= dt;
    const hit = moveShot(b, dt, circles);
    if (hit >= 0) {
      if (hit < targets.length) hurtFoe(k, /** @type {Foe} */ (targets[hit]), 1);
      else hurtBoss(k, 1);
      spark(k, b.x, b.y);
      return false;
    }
    if (inRock(stage, b.x, b.y)) { spark(k, b.x, b.y); return false; }
    return b.life > 0 && b.x < camX + W + 20;
  });
  // Bombs burst on rock or on anything they touch, hurting all within reach.
  bombs = bombs.filter((b) => {
    stepBomb(b, dt);
    const touching = targets.some((f) => f.hp > 0 && Math.hypot(f.x - b.x, f.y - f.r * 0.5 - b.y) < f.r + 4) || (boss && Math.hypot(boss.x - b.x, boss.y - b.y) < BOSS_R);
    if (touching || inRock(stage, b.x, b.y) || b.y > H) {
      boom(k, b.x, b.y, 26, '#ffb060');
      k.sound.noise({ dur: 0.35, vol: 0.3, freq: 600 });
      for (const f of foes) if (f.hp > 0 && inBlast({ x: f.x, y: f.y - (f.side === 'floor' ? f.r * 0.6 : 0), r: f.r }, b.x, b.y, 26)) hurtFoe(k, f, 3);
      if (boss && inBlast({ x: boss.x, y: boss.y, r: BOSS_R }, b.x, b.y, 20)) hurtBoss(k, 3);
      shake = Math.max(shake, 0.15);
      return false;
    }
    return true;
  });
  // Enemies.
  for (const f of foes) {
    if (f.hp <= 0) continue;
    f.t += dt;
    if (f.flash > 0) f.flash -= dt;
    const onScreen = f.x < camX + W + 10 && f.x > camX - 30;
    if (f.kind === 'drone') {
      f.x -= 28 * dt;
      // Drones keep clear of the rock as the passage bends under them.
      const c = clearance(stage, f.x - 12, f.x + 12);
      f.baseY = Math.max(c.top + 36, Math.min(c.bot - 36, f.baseY));
      f.y = f.baseY + Math.sin(f.t * 2.6 + f.x * 0.05) * 24;
    } else if (f.kind === 'jet') {
      f.x -= (150 + stageIdx * 20) * dt;
      f.y += Math.sign(heli.y - f.y) * Math.min(Math.abs(heli.y - f.y), 26 * dt);
      if (stageIdx > 0 && f.shots === 0 && f.x < camX + W - 60 && alive) {
        f.shots++;
        enemyShots.push({ x: f.x - 10, y: f.y, ...aimAt(f, heli, tune.bulletSpeed + 40) });
      }
      if (inRock(stage, f.x, f.y)) killFoe(k, f);
    } else if (f.kind === 'rocket') {
      f.vy = Math.max(-280, f.vy - 300 * dt);
      f.x += Math.sign(heli.x - f.x) * Math.min(Math.abs(heli.x - f.x), 20 * dt);
      f.y += f.vy * dt;
      if (f.y < TOP - 20 || inRock(stage, f.x, f.y - 10)) { if (f.y > TOP) boom(k, f.x, f.y, 10, '#ffb060'); f.hp = 0; }
    } else if (f.kind === 'turret' && onScreen && alive) {
      f.reload -= dt;
      if (f.reload <= 0 && Math.abs(heli.x - f.x) < 280) {
        f.reload = tune.reload;
        const m = muzzleOf(f);
        enemyShots.push({ x: m.x, y: m.y, ...aimAt(m, heli, tune.bulletSpeed) });
        k.sound.tone({ freq: 300, dur: 0.05, type: 'square', vol: 0.04 });
      }
    } else if (f.kind === 'sam' && onScreen && alive) {
      f.reload -= dt;
      if (f.reload <= 0 && heli.x > f.x - 150 && heli.x < f.x + 40 && f.shots < 3) {
        f.reload = 2.4 - stageIdx * 0.3;
        f.shots++;
        foes.push({ kind: 'rocket', x: f.x, y: f.y - 22, hp: 1, r: 7, t: 0, baseY: 0, vx: 0, vy: -30, reload: 0, side: 'air', flash: 0, shots: 0 });
        k.sound.noise({ dur: 0.3, vol: 0.12, freq: 1500 });
      }
    }
    // Touching anything hostile downs the helicopter.
    if (alive && invuln <= 0 && f.hp > 0 && (f.kind === 'drone' || f.kind === 'jet' || f.kind === 'rocket')) {
      if (Math.hypot(f.x - heli.x, f.y - heli.y) < f.r + 9) { killFoe(k, f); loseLife(k); }
    }
  }
  foes = foes.filter((f) => f.hp > 0 && f.x > camX - 60);
  // Enemy fire.
  enemyShots = enemyShots.filter((s) => {
    const hit = moveShot(s, dt, alive && invuln <= 0 ? [heliC] : []);
    if (hit === 0) { loseLife(k); return false; }
    if (inRock(stage, s.x, s.y) && s.y > TOP + 2) return false;
    return s.x > camX - 20 && s.x < camX + W + 20 && s.y > TOP - 10 && s.y < H + 10;
  });
  // Fuel pods.
  pods = pods.filter((p) => {
    p.t += dt;
    if (alive && Math.abs(p.x - heli.x) < 24 && Math.abs(p.y - heli.y) < 20) {
      fuel = refuel(fuel, FUEL_POD);
      podsTaken++;
      k.addScore(50);
      floats.push({ x: p.x, y: p.y - 16, text: k.t('fuelUp'), t: 0 });
      k.sound.jingle([660, 990]);
      return false;
    }
    return p.x > camX - 30;
  });
  if (boss) stepBoss(k, dt, alive);
}

/** @param {Foe} f */
function muzzleOf(f) {
  const dir = f.side === 'ceil' ? 1 : -1;
  const base = { x: f.x, y: f.y + dir * 7 };
  const a = Math.atan2(heli.y - base.y, heli.x - base.x);
  return { x: base.x + Math.cos(a) * 12, y: base.y + Math.sin(a) * 12 };
}

/** @param {Kit} k @param {number} dmg */
function hurtBoss(k, dmg) {
  if (!boss || boss.hp <= 0) return;
  boss.hp -= dmg;
  boss.flash = 0.08;
  k.addScore(10 * dmg);
  if (boss.hp <= 0) {
    for (let i = 0; i < 6; i++) boom(k, boss.x + (k.random() - 0.5) * 80, boss.y + (k.random() - 0.5) * 50, 30, i % 2 ? '#ff9a6a' : '#ffe066');
    k.sound.noise({ dur: 1.2, vol: 0.45, freq: 300 });
    shake = 0.8;
    kills++;
    k.addScore(stageBonus(stageIdx, fuel, lives));
    enemyShots = [];
    if (!demoing) k.toast(k.t('cleared', { n: stageIdx + 1 }));
    k.sound.jingle([523, 659, 784, 1047, 1319]);
    boss = null;
    setPhase('clear');
  }
}

/** @param {Kit} k @param {number} dt @param {boolean} alive */
function stepBoss(k, dt, alive) {
  const b = /** @type {NonNullable<typeof boss>} */ (boss);
  b.t += dt;
  if (b.flash > 0) b.flash -= dt;
  const home = camX + W - 64;
  if (b.x > home) b.x = Math.max(home, b.x - 90 * dt);
  const span = (H - TOP) / 2 - 70;
  b.y = b.baseY + Math.sin(b.t * (0.7 + stageIdx * 0.15)) * span;
  if (b.x > home + 1 || !alive) return;
  b.reload -= dt;
  if (b.reload <= 0) {
    b.reload = bossReload(stageIdx, b.hp / b.maxHp);
    const muzzle = { x: b.x - 46, y: b.y + 6 };
    enemyShots.push(...bossVolley(b.volley, muzzle, heli, stageIdx));
    b.volley++;
    k.sound.tone({ freq: 200, to: 120, dur: 0.12, type: 'square', vol: 0.07 });
    // From stage 2 it also looses a pair of drones now and then.
    if (stageIdx > 0 && b.volley % 4 === 0) {
      for (const oy of [-40, 40]) foes.push({ kind: 'drone', x: b.x - 40, y: b.y + oy, hp: 1, r: ENEMIES.drone.r, t: 0, baseY: b.y + oy, vx: 0, vy: 0, reload: 0, side: 'air', flash: 0, shots: 0 });
    }
  }
  if (alive && invuln <= 0 && Math.hypot(b.x - heli.x, b.y - heli.y) < BOSS_R + 10) loseLife(k);
}

/** @param {Kit} k @param {number} x @param {number} y */
function spark(k, x, y) {
  if (k.reducedMotion && !demoing) return;
  for (let i = 0; i < 3; i++) bits.push({ x, y, vx: (k.random() - 0.8) * 120, vy: (k.random() - 0.5) * 120, t: 0, life: 0.2, c: '#ffe9a0', s: 1.2 });
}

/** @param {Kit} k @param {number} dt */
function stepEffects(k, dt) {
  for (const b of bits) { b.t += dt; b.x += b.vx * dt; b.y += b.vy * dt; b.vy += 200 * dt; }
  bits = bits.filter((b) => b.t < b.life);
  for (const b of blasts) b.t += dt;
  blasts = blasts.filter((b) => b.t < 0.5);
  for (const f of floats) { f.t += dt; f.y -= 24 * dt; }
  floats = floats.filter((f) => f.t < 1);
  if (shake > 0) shake = Math.max(0, shake - dt);
  void k;
}

/** Autopilot for the thumbnail: keep to the middle of the passage ahead and shoot. @param {number} dt */
function autopilot(dt) {
  const ahead = clearance(stage, heli.x + 10, heli.x + 70);
  const wantY = (ahead.top + ahead.bot) / 2 + Math.sin(camX * 0.02) * 20;
  steerHeli(heli, camX + 110 - heli.x, wantY - heli.y, dt, camX);
}

const kit = createGame({
  id: 77,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'stage' }],
  controls: {
    layout: 'row',
    buttons: [{ action: 'bomb', label: '▼', title: 'bomb', caption: 'bomb' }],
  },
  reset(k) {
    if (!sheet) buildSheet();
    stageIdx = 0;
    lives = START_LIVES;
    shotsFired = 0;
    bombsDropped = 0;
    kills = 0;
    podsTaken = 0;
    bits = [];
    pointerFire = false;
    startStage(k);
  },
  update(dt, k) {
    phaseT += dt;
    stepEffects(k, dt);
    if (phase === 'ready' && phaseT > 1.2) setPhase('fly');
    if (phase === 'dead' && phaseT > 1.3) { respawn(k); if (k.screen !== 'playing') return; }
    if (phase === 'clear' && phaseT > 3) {
      if (stageIdx + 1 >= STAGES) { k.gameOver({ win: true, message: k.t('won') }); return; }
      stageIdx++;
      startStage(k);
      return;
    }
    stepWorld(k, dt);
  },
  onKey(code, k) {
    if (code === 'KeyX' || code === 'KeyK' || code === 'KeyB') { dropBomb(k); return true; }
    if (code === 'Space' || code === 'KeyJ') { fireGun(k); return true; }
    return ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'KeyW', 'KeyA', 'KeyS', 'KeyD'].includes(code);
  },
  onAction(a, k) {
    if (a === 'bomb') dropBomb(k);
  },
  onPointer(kind, p, k) {
    if (kind === 'down') {
      if (p.button === 2) { dropBomb(k); return; }
      const touch = p.pointerType !== 'mouse';
      stick = { id: 0, fx: p.x, fy: p.y, hx: heli.x - camX, hy: heli.y, touch };
      pointerFire = true;
      if (!touch) target = { x: p.x, y: p.y };
      fireGun(k);
      return;
    }
    if (!stick) return;
    if (kind === 'up') { stick = null; pointerFire = false; target = null; return; }
    // A finger steers relative to where it went down (so it never covers the chopper); a mouse points.
    target = stick.touch ? { x: stick.hx + (p.x - stick.fx) * DRAG_GAIN, y: stick.hy + (p.y - stick.fy) * DRAG_GAIN } : { x: p.x, y: p.y };
  },
  render(g, k) {
    draw(g, k);
  },
  state() {
    return {
      stage: stageIdx + 1,
      phase,
      heli: { x: Math.round(heli.x - camX), y: Math.round(heli.y) },
      fuel: Math.round(fuel),
      lives,
      invulnerable: invuln > 0,
      camX: Math.round(camX),
      shots: shotsFired,
      bombs: bombsDropped,
      kills,
      pods: podsTaken,
      firing: pointerFire,
      foes: foes.filter((f) => f.hp > 0).length,
      boss: boss ? { hp: boss.hp, maxHp: boss.maxHp } : null,
    };
  },
  demo(k) {
    demoing = true;
    stageIdx = 1;
    startStage(k);
    setPhase('fly');
    // Fly a stretch of the night city on autopilot, guns blazing.
    for (let i = 0; i < 60 * 16 && k.screen === 'playing'; i++) {
      autopilot(1 / 60);
      if (i % 50 === 0) dropBomb(k);
      invuln = 1;
      stepWorld(k, 1 / 60);
      stepEffects(k, 1 / 60);
      if (phase !== 'fly') setPhase('fly');
    }
    // A fresh flight of drones ahead and the guns still firing when the picture is taken.
    const c = clearance(stage, camX + 200, camX + 330);
    for (let i = 0; i < 3; i++) {
      const y = Math.max(c.top + 40, Math.min(c.bot - 40, heli.y - 30));
      foes.push({ kind: 'drone', x: camX + 230 + i * 34, y, hp: 1, r: ENEMIES.drone.r, t: i * 0.4, baseY: y, vx: 0, vy: 0, reload: 0, side: 'air', flash: 0, shots: 0 });
    }
    invuln = 0;
    demoing = false;
    pointerFire = true;
    target = { x: heli.x - camX, y: heli.y };
  },
});

// ---------------------------------------------------------------- drawing

/** Cheap deterministic hash for scenery. @param {number} i */
const hash = (i) => {
  const s = Math.sin(i * 127.1 + 311.7) * 43758.5453;
  return s - Math.floor(s);
};

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function draw(g, k) {
  if (!stage) {
    g.fillStyle = '#101428';
    g.fillRect(0, 0, W, H);
    return;
  }
  g.save();
  if (shake > 0 && !k.reducedMotion) g.translate((Math.random() - 0.5) * 10 * shake, (Math.random() - 0.5) * 10 * shake);
  drawBackdrop(g, k);
  g.save();
  g.translate(-camX, 0);
  drawTerrain(g);
  drawThings(g, k);
  g.restore();
  g.restore();
  drawHud(g, k);
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawBackdrop(g, k) {
  const theme = stage.theme;
  const sky = g.createLinearGradient(0, 0, 0, H);
  if (theme === 'cave') { sky.addColorStop(0, '#140c1e'); sky.addColorStop(1, '#2c1b33'); }
  else if (theme === 'city') { sky.addColorStop(0, '#070b26'); sky.addColorStop(0.7, '#2a2257'); sky.addColorStop(1, '#5a3a6a'); }
  else { sky.addColorStop(0, '#ff8a5a'); sky.addColorStop(0.6, '#ffc98a'); sky.addColorStop(1, '#ffe2b0'); }
  g.fillStyle = sky;
  g.fillRect(-10, -10, W + 20, H + 20);
  if (theme === 'city') {
    for (let i = 0; i < 50; i++) {
      const x = (((hash(i) * 900 - camX * 0.05) % W) + W) % W;
      g.fillStyle = `rgba(255,255,255,${0.3 + hash(i + 50) * 0.6})`;
      g.fillRect(x, TOP + hash(i + 99) * 300, 1.5, 1.5);
    }
    g.fillStyle = '#f4f0d8';
    g.beginPath(); g.arc(280 - ((camX * 0.02) % 400), 110, 22, 0, Math.PI * 2); g.fill();
    skyline(g, 0.2, 380, '#1c1840', 70, 0.0);
    skyline(g, 0.45, 440, '#2a2452', 60, 0.5);
  } else if (theme === 'cave') {
    // Far rock pillars drifting slowly behind.
    g.fillStyle = '#231630';
    const off = camX * 0.3;
    for (let i = Math.floor(off / 60) - 1; i < (off + W) / 60 + 1; i++) {
      const x = i * 60 - off;
      const h = 80 + hash(i) * 160;
      g.beginPath(); g.moveTo(x, 0); g.lineTo(x + 30, h); g.lineTo(x + 60, 0); g.fill();
      const h2 = 60 + hash(i + 7) * 140;
      g.beginPath(); g.moveTo(x + 10, H); g.lineTo(x + 40, H - h2); g.lineTo(x + 70, H); g.fill();
    }
  } else {
    g.fillStyle = '#e0875a';
    const off = camX * 0.25;
    for (let i = Math.floor(off / 90) - 1; i < (off + W) / 90 + 1; i++) {
      const x = i * 90 - off;
      const top = 330 + hash(i) * 90;
      g.fillRect(x, top, 70 + hash(i + 3) * 30, H - top);
      g.fillRect(x - 6, top, 82 + hash(i + 3) * 30, 10);
    }
  }
  void k;
}

/** Parallax skyline with a few lit windows. @param {CanvasRenderingContext2D} g @param {number} par @param {number} base @param {string} col @param {number} bw @param {number} seed */
function skyline(g, par, base, col, bw, seed) {
  const off = camX * par;
  for (let i = Math.floor(off / bw) - 1; i < (off + W) / bw + 1; i++) {
    const x = i * bw - off;
    const top = base - hash(i + seed * 100) * 150;
    g.fillStyle = col;
    g.fillRect(x, top, bw - 6, H - top);
    g.fillStyle = 'rgba(255,214,120,0.35)';
    for (let wy = top + 8; wy < H - 10; wy += 14) {
      for (let wx = x + 6; wx < x + bw - 14; wx += 10) if (hash(wx * 3.1 + wy + i) > 0.72) g.fillRect(wx, wy, 4, 6);
    }
  }
}

/** @param {CanvasRenderingContext2D} g */
function drawTerrain(g) {
  const x0 = Math.floor((camX - 10) / SEG) * SEG;
  const x1 = camX + W + 10;
  if (stage.theme === 'city') {
    for (const b of stage.buildings) {
      if (b.x + b.w < x0 || b.x > x1) continue;
      const grad = g.createLinearGradient(b.x, 0, b.x + b.w, 0);
      grad.addColorStop(0, '#3b3f6a');
      grad.addColorStop(1, '#262848');
      g.fillStyle = grad;
      const top = floorAt(stage, b.x + b.w / 2);
      g.fillRect(b.x, top, b.w, H - top);
      g.fillStyle = '#4c5288';
      g.fillRect(b.x, top, b.w, 3);
      for (let wy = top + 10; wy < H - 8; wy += 16) {
        for (let wx = b.x + 6; wx < b.x + b.w - 8; wx += 12) {
          g.fillStyle = hash(wx * 1.7 + wy * 0.3) > 0.55 ? '#ffd77a' : '#1b1d38';
          g.fillRect(wx, wy, 6, 8);
        }
      }
      if (hash(b.x) > 0.6) {
        g.strokeStyle = '#8088b8';
        g.lineWidth = 1.5;
        g.beginPath(); g.moveTo(b.x + b.w * 0.7, top); g.lineTo(b.x + b.w * 0.7, top - 14); g.stroke();
        g.fillStyle = '#ff4a5a';
        g.fillRect(b.x + b.w * 0.7 - 1.5, top - 16, 3, 3);
      }
    }
    return;
  }
  const cave = stage.theme === 'cave';
  const rock = g.createLinearGradient(0, 0, 0, H);
  rock.addColorStop(0, cave ? '#4a3558' : '#a8482a');
  rock.addColorStop(0.5, cave ? '#2e2038' : '#7a3420');
  rock.addColorStop(1, cave ? '#4a3558' : '#a8482a');
  g.fillStyle = rock;
  g.beginPath();
  g.moveTo(x0, -10);
  for (let x = x0; x <= x1; x += SEG) g.lineTo(x, ceilAt(stage, x));
  g.lineTo(x1, -10);
  g.closePath();
  g.fill();
  g.beginPath();
  g.moveTo(x0, H + 10);
  for (let x = x0; x <= x1; x += SEG) g.lineTo(x, floorAt(stage, x));
  g.lineTo(x1, H + 10);
  g.closePath();
  g.fill();
  // Lit rims.
  g.strokeStyle = cave ? '#8a6aa8' : '#ffb070';
  g.lineWidth = 2.5;
  g.beginPath();
  for (let x = x0; x <= x1; x += SEG) { const y = ceilAt(stage, x); if (x === x0) g.moveTo(x, y); else g.lineTo(x, y); }
  g.stroke();
  g.beginPath();
  for (let x = x0; x <= x1; x += SEG) { const y = floorAt(stage, x); if (x === x0) g.moveTo(x, y); else g.lineTo(x, y); }
  g.stroke();
  if (cave) {
    // Glowing crystals along the floor.
    for (let i = Math.floor(x0 / 70); i < x1 / 70; i++) {
      if (hash(i) < 0.5) continue;
      const x = i * 70 + hash(i + 1) * 40;
      const y = floorAt(stage, x);
      g.fillStyle = hash(i + 2) > 0.5 ? 'rgba(120,220,255,0.8)' : 'rgba(255,120,220,0.75)';
      g.beginPath(); g.moveTo(x - 4, y + 2); g.lineTo(x, y - 10 - hash(i + 3) * 8); g.lineTo(x + 4, y + 2); g.fill();
    }
  }
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawThings(g, k) {
  const s = /** @type {SpriteSheet} */ (sheet);
  if (!s) return;
  for (const p of pods) {
    const bob = k.reducedMotion ? 0 : Math.sin(p.t * 3) * 3;
    g.save();
    g.shadowColor = '#7dffb0';
    g.shadowBlur = 12;
    s.draw(g, 'pod', p.x, p.y + bob);
    g.restore();
  }
  for (const f of foes) {
    if (f.hp <= 0) continue;
    const alpha = f.flash > 0 ? 0.5 : 1;
    if (f.kind === 'turret') {
      const ceil = f.side === 'ceil';
      const m = muzzleOf(f);
      g.strokeStyle = '#3a3028';
      g.lineWidth = 4;
      g.beginPath(); g.moveTo(f.x, f.y + (ceil ? 7 : -7)); g.lineTo(m.x, m.y); g.stroke();
      s.draw(g, 'turretBase', f.x, f.y, { flipY: ceil, alpha });
    } else if (f.kind === 'sam') s.draw(g, 'sam', f.x, f.y, { alpha });
    else if (f.kind === 'depot') s.draw(g, 'depot', f.x, f.y, { alpha });
    else if (f.kind === 'rocket') {
      g.fillStyle = 'rgba(255,180,90,0.8)';
      g.beginPath(); g.arc(f.x, f.y + 12, 3 + Math.random() * 2, 0, Math.PI * 2); g.fill();
      s.draw(g, 'rocket', f.x, f.y, { alpha });
    } else if (f.kind === 'jet') s.draw(g, 'jet', f.x, f.y, { alpha });
    else s.draw(g, 'drone', f.x, f.y, { alpha, rot: Math.sin(f.t * 5) * 0.12 });
  }
  if (boss) {
    const bob = Math.sin(k.clock * 20) * 0.6;
    s.draw(g, 'boss', boss.x, boss.y + bob, { alpha: boss.flash > 0 ? 0.55 : 1 });
    // Twin rotors.
    g.fillStyle = 'rgba(200,210,230,0.35)';
    for (const ox of [-16, 22]) { g.beginPath(); g.ellipse(boss.x + ox, boss.y - 36, 34, 3, 0, 0, Math.PI * 2); g.fill(); }
  }
  for (const b of bombs) {
    g.fillStyle = '#2a2f38';
    g.beginPath(); g.ellipse(b.x, b.y, 5, 3, Math.atan2(b.vy, b.vx), 0, Math.PI * 2); g.fill();
  }
  g.fillStyle = '#fff6b0';
  for (const b of bullets) g.fillRect(b.x - 5, b.y - 1.2, 10, 2.4);
  for (const e of enemyShots) {
    g.fillStyle = '#ff5a7a';
    g.beginPath(); g.arc(e.x, e.y, 4, 0, Math.PI * 2); g.fill();
    g.fillStyle = '#ffe0e8';
    g.beginPath(); g.arc(e.x, e.y, 1.8, 0, Math.PI * 2); g.fill();
  }
  if (phase !== 'dead' && (invuln <= 0 || Math.floor(k.clock * 12) % 2 === 0 || demoing)) {
    s.draw(g, 'heli', heli.x, heli.y, { rot: heli.tilt });
    // Spinning rotor: a thin blur that stretches and shrinks.
    const sp = k.reducedMotion ? 1 : Math.abs(Math.sin(k.clock * 40));
    g.fillStyle = 'rgba(230,240,255,0.55)';
    g.beginPath(); g.ellipse(heli.x + 6 + Math.sin(heli.tilt) * 10, heli.y - 11, 4 + 20 * sp, 1.6, heli.tilt, 0, Math.PI * 2); g.fill();
  }
  for (const b of blasts) {
    const t = b.t / 0.5;
    const grad = g.createRadialGradient(b.x, b.y, 0, b.x, b.y, b.r * (0.6 + t * 0.6));
    grad.addColorStop(0, `rgba(255,255,220,${1 - t})`);
    grad.addColorStop(0.5, `rgba(255,160,60,${0.8 * (1 - t)})`);
    grad.addColorStop(1, 'rgba(200,40,20,0)');
    g.fillStyle = grad;
    g.beginPath(); g.arc(b.x, b.y, b.r * (0.6 + t * 0.6), 0, Math.PI * 2); g.fill();
  }
  for (const b of bits) {
    g.globalAlpha = Math.max(0, 1 - b.t / b.life);
    g.fillStyle = b.c;
    g.fillRect(b.x - b.s, b.y - b.s, b.s * 2, b.s * 2);
  }
  g.globalAlpha = 1;
  g.direction = 'ltr';
  g.font = '800 12px system-ui, sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  for (const f of floats) {
    g.globalAlpha = Math.max(0, 1 - f.t);
    g.fillStyle = '#ffe066';
    g.fillText(f.text, f.x, f.y);
  }
  g.globalAlpha = 1;
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawHud(g, k) {
  g.fillStyle = 'rgba(6,8,20,0.82)';
  g.fillRect(0, 0, W, TOP);
  g.textBaseline = 'middle';
  // Fuel gauge, blinking when low.
  const low = fuel < 25;
  g.direction = /** @type {CanvasDirection} */ (k.dir);
  g.font = '700 10px system-ui, sans-serif';
  g.textAlign = 'left';
  g.fillStyle = low && Math.floor(k.clock * 4) % 2 ? '#ff6a6a' : '#a3abcf';
  g.fillText(k.t('fuel'), 8, 10, 90);
  g.direction = 'ltr';
  g.fillStyle = 'rgba(255,255,255,0.14)';
  roundRect(g, 8, 18, 110, 9, 4.5);
  g.fill();
  const fg = g.createLinearGradient(8, 0, 118, 0);
  fg.addColorStop(0, low ? '#ff4a4a' : '#3fd88a');
  fg.addColorStop(1, low ? '#ff9a6a' : '#b8ff7a');
  g.fillStyle = fg;
  roundRect(g, 8, 18, Math.max(0, (110 * fuel) / FUEL_MAX), 9, 4.5);
  g.fill();
  // Stage name in the middle.
  g.direction = /** @type {CanvasDirection} */ (k.dir);
  g.textAlign = 'center';
  g.font = '800 12px system-ui, sans-serif';
  g.fillStyle = '#eef1ff';
  g.fillText(k.t('stageName', { n: stageIdx + 1, name: k.t(stage.theme) }), 214, TOP / 2, 150);
  g.direction = 'ltr';
  // Lives as little choppers.
  const s = /** @type {SpriteSheet} */ (sheet);
  for (let i = 0; i < Math.max(0, lives - (phase === 'dead' ? 0 : 1)); i++) s?.draw(g, 'heli', W - 18 - i * 26, TOP / 2, { scale: 0.5 });
  // Boss health.
  if (boss && boss.x < camX + W) {
    g.fillStyle = 'rgba(6,8,20,0.7)';
    roundRect(g, 60, TOP + 6, W - 120, 10, 5);
    g.fill();
    g.fillStyle = '#ff4a6a';
    roundRect(g, 61, TOP + 7, ((W - 122) * Math.max(0, boss.hp)) / boss.maxHp, 8, 4);
    g.fill();
  }
  g.direction = /** @type {CanvasDirection} */ (k.dir);
  if (phase === 'ready') banner(g, k.t('stageName', { n: stageIdx + 1, name: k.t(stage.theme) }), '#ffe066');
  else if (phase === 'clear') banner(g, k.t('cleared', { n: stageIdx + 1 }), '#7dff9b');
  else if (low && fuel > 0 && Math.floor(k.clock * 2) % 2 === 0) {
    g.font = '800 16px system-ui, sans-serif';
    g.textAlign = 'center';
    g.fillStyle = '#ff8a7a';
    g.fillText(k.t('lowFuel'), W / 2, TOP + 40);
  }
  g.direction = 'ltr';
}

/** @param {CanvasRenderingContext2D} g @param {string} text @param {string} color */
function banner(g, text, color) {
  g.fillStyle = 'rgba(6,8,20,0.65)';
  roundRect(g, 24, 250, W - 48, 56, 14);
  g.fill();
  g.font = '900 21px system-ui, sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillStyle = color;
  g.fillText(text, W / 2, 278, W - 64);
}

export default kit;
