// @ts-check
import { createGame, keyDir, roundRect, seededRandom } from '../kit/kit.js';
import {
  W, H, COLS, CELL, BAYS, HOME_ROW, MEDIAN_ROW, START_ROW, START_COL, START_LIVES, MAX_LIVES,
  buildLanes, stepLanes, frogFate, hopTarget, homeBayAt, homePoints, levelBonus, laneAt, turtlePhase,
  timeLimit, isRiver, STEP_POINTS,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Lane} Lane */
/** @typedef {import('./logic.js').Item} Item */
/** @typedef {import('./logic.js').Dir} Dir */
/** @typedef {'car'|'water'|'edge'|'hedge'|'time'|'snake'} Death */

const HOP_TIME = 0.11;
const DEATH_TIME = 1.1;
const STATUS_Y = 14 * CELL;

const strings = {
  'zh-CN': { title: '小蛙过河', lives: '生命', home: '到家了！', cleared: '第 {n} 关完成！', car: '被车撞了！', water: '掉进水里了！', edge: '被冲走了！', hedge: '撞上树篱了！', time: '时间到！', snake: '被蛇咬了！', fly: '吃到虫子 +200', over: '你闯到了第 {n} 关。', clock: '时间', up: '上', down: '下', left: '左', right: '右' },
  en: { title: 'Hop Across', lives: 'Lives', home: 'Home safe!', cleared: 'Level {n} cleared!', car: 'Squashed!', water: 'Splash!', edge: 'Swept away!', hedge: 'Hit the hedge!', time: "Time's up!", snake: 'Snake bite!', fly: 'Bonus fly +200', over: 'You reached level {n}.', clock: 'Time', up: 'Up', down: 'Down', left: 'Left', right: 'Right' },
  ja: { title: 'カエルの大横断', lives: 'ライフ', home: 'ゴール！', cleared: 'レベル {n} クリア！', car: 'ひかれた！', water: 'ドボン！', edge: '流された！', hedge: '生け垣にぶつかった！', time: '時間切れ！', snake: 'ヘビにかまれた！', fly: 'ハエ ボーナス +200', over: 'レベル {n} まで到達。', clock: 'タイム', up: '上', down: '下', left: '左', right: '右' },
  es: { title: 'Cruza de un salto', lives: 'Vidas', home: '¡A salvo en casa!', cleared: '¡Nivel {n} superado!', car: '¡Atropellada!', water: '¡Al agua!', edge: '¡Se la llevó la corriente!', hedge: '¡Contra el seto!', time: '¡Se acabó el tiempo!', snake: '¡Mordida de serpiente!', fly: 'Mosca extra +200', over: 'Llegaste al nivel {n}.', clock: 'Tiempo', up: 'Arriba', down: 'Abajo', left: 'Izquierda', right: 'Derecha' },
  de: { title: 'Froschsprung', lives: 'Leben', home: 'Sicher daheim!', cleared: 'Stufe {n} geschafft!', car: 'Überfahren!', water: 'Platsch!', edge: 'Abgetrieben!', hedge: 'In die Hecke!', time: 'Zeit abgelaufen!', snake: 'Schlangenbiss!', fly: 'Fliegenbonus +200', over: 'Du hast Stufe {n} erreicht.', clock: 'Zeit', up: 'Hoch', down: 'Runter', left: 'Links', right: 'Rechts' },
  fr: { title: 'Grenouille pressée', lives: 'Vies', home: 'À l’abri !', cleared: 'Niveau {n} réussi !', car: 'Écrasée !', water: 'Plouf !', edge: 'Emportée par le courant !', hedge: 'Dans la haie !', time: 'Temps écoulé !', snake: 'Morsure de serpent !', fly: 'Mouche bonus +200', over: 'Vous avez atteint le niveau {n}.', clock: 'Temps', up: 'Haut', down: 'Bas', left: 'Gauche', right: 'Droite' },
  'pt-BR': { title: 'Sapo na Travessia', lives: 'Vidas', home: 'Em casa!', cleared: 'Nível {n} concluído!', car: 'Atropelado!', water: 'Tchibum!', edge: 'Levado pela correnteza!', hedge: 'Bateu na cerca viva!', time: 'Acabou o tempo!', snake: 'Picada de cobra!', fly: 'Mosca bônus +200', over: 'Você chegou ao nível {n}.', clock: 'Tempo', up: 'Cima', down: 'Baixo', left: 'Esquerda', right: 'Direita' },
  ar: { title: 'عبور الضفدع', lives: 'الأرواح', home: 'وصلت إلى البيت!', cleared: 'أنهيت المستوى {n}!', car: 'دهستك سيارة!', water: 'سقطت في الماء!', edge: 'جرفك التيار!', hedge: 'اصطدمت بالسياج!', time: 'انتهى الوقت!', snake: 'لدغتك الأفعى!', fly: 'ذبابة إضافية +200', over: 'وصلت إلى المستوى {n}.', clock: 'الوقت', up: 'أعلى', down: 'أسفل', left: 'يسار', right: 'يمين' },
};

const CAR_COLORS = ['#ff5d73', '#4fd8ff', '#ffc24b', '#9b7bff', '#7dff9b', '#ff8a3d'];
const ANGLE = /** @type {Record<Dir, number>} */ ({ up: 0, right: Math.PI / 2, down: Math.PI, left: -Math.PI / 2 });

let level = 1;
/** @type {Lane[]} */
let lanes = [];
let frog = { x: START_COL, row: START_ROW };
/** @type {Dir} */
let facing = 'up';
let hopT = 0;
let hopDx = 0;
let hopDy = 0;
/** @type {Dir | null} */
let queued = null;
let lives = START_LIVES;
/** @type {boolean[]} */
let homes = [false, false, false, false, false];
let timeLeft = 30;
let bestRow = START_ROW;
let dyingT = 0;
/** @type {Death | null} */
let deathKind = null;
let deathAt = { x: 0, row: 0 };
let deaths = 0;
let hops = 0;
let clearT = 0;
let fly = { bay: -1, t: 0, wait: 6 };
let shake = 0;
/** @type {{x: number, y: number, vx: number, vy: number, life: number, color: string, r: number}[]} */
let bits = [];
let demoing = false;

/** @param {Kit} kit */
function respawn(kit) {
  frog = { x: START_COL, row: START_ROW };
  facing = 'up';
  hopT = 0;
  queued = null;
  bestRow = START_ROW;
  timeLeft = timeLimit(level);
  deathKind = null;
  kit.setStat('lives', lives);
}

/** @param {Kit} kit */
function startLevel(kit) {
  lanes = buildLanes(level, kit.random);
  // Let the traffic settle into motion so the first screen is not a frozen grid.
  stepLanes(lanes, 2);
  homes = [false, false, false, false, false];
  fly = { bay: -1, t: 0, wait: 5 + kit.random() * 4 };
  kit.setLevel(level);
  respawn(kit);
}

/** @param {Kit} kit @param {number} x @param {number} y @param {string} color @param {number} n @param {number} speed */
function burst(kit, x, y, color, n, speed) {
  if (kit.reducedMotion) return;
  for (let i = 0; i < n; i++) {
    const a = kit.random() * Math.PI * 2;
    const v = speed * (0.4 + kit.random() * 0.8);
    bits.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v, life: 0.6, color, r: 2 + kit.random() * 2.5 });
  }
}

/** @param {Kit} kit @param {Death} kind */
function die(kit, kind) {
  if (dyingT > 0) return;
  dyingT = DEATH_TIME;
  deathKind = kind;
  deathAt = { ...frog };
  lives--;
  deaths++;
  queued = null;
  kit.setStat('lives', lives);
  const cx = (frog.x + 0.5) * CELL;
  const cy = (frog.row + 0.5) * CELL;
  if (kind === 'water' || kind === 'edge') {
    burst(kit, cx, cy, '#bfe9ff', 14, 90);
    kit.sound.noise({ dur: 0.35, vol: 0.18, freq: 1400 });
    kit.sound.tone({ freq: 500, to: 160, dur: 0.3, type: 'sine', vol: 0.12 });
  } else {
    burst(kit, cx, cy, '#6fe36f', 16, 130);
    shake = 0.3;
    kit.sound.noise({ dur: 0.25, vol: 0.22, freq: 700 });
    kit.sound.tone({ freq: 220, to: 70, dur: 0.35, type: 'sawtooth', vol: 0.12 });
  }
  if (!demoing) kit.toast(kit.t(kind));
}

/** @param {Kit} kit @param {number} bay */
function reachHome(kit, bay) {
  homes[bay] = true;
  const gotFly = fly.bay === bay;
  if (gotFly) { fly.bay = -1; fly.wait = 8; }
  kit.addScore(homePoints(timeLeft, gotFly));
  burst(kit, (/** @type {number} */ (BAYS[bay]) + 0.5) * CELL, CELL / 2, '#ffe066', 14, 110);
  if (homes.every(Boolean)) {
    kit.addScore(levelBonus(level));
    kit.sound.jingle([523, 659, 784, 1047, 1319]);
    if (!demoing) kit.toast(kit.t('cleared', { n: level }));
    clearT = 1.6;
    return;
  }
  kit.sound.jingle([660, 880, 1100]);
  if (!demoing) kit.toast(gotFly ? kit.t('fly') : kit.t('home'));
  respawn(kit);
}

/** @param {Kit} kit @param {Dir} dir */
function hop(kit, dir) {
  if (dyingT > 0 || clearT > 0) return;
  if (hopT > 0) { queued = dir; return; }
  facing = dir;
  const to = hopTarget(frog, dir);
  if (!to) { kit.sound.tone({ freq: 140, dur: 0.05, type: 'square', vol: 0.05 }); return; }
  hopDx = frog.x - to.x;
  hopDy = frog.row - to.row;
  frog = to;
  hopT = HOP_TIME;
  hops++;
  kit.sound.tone({ freq: 380, to: 620, dur: 0.07, type: 'square', vol: 0.06 });
  if (to.row === HOME_ROW) {
    const bay = homeBayAt(to.x, homes);
    if (bay < 0) die(kit, 'hedge');
    else {
      frog.x = /** @type {number} */ (BAYS[bay]);
      reachHome(kit, bay);
    }
  } else if (to.row < bestRow) {
    bestRow = to.row;
    kit.addScore(STEP_POINTS);
  }
}

/** @param {Kit} kit @param {number} dt */
function step(kit, dt) {
  stepLanes(lanes, dt);
  bits = bits.filter((p) => {
    p.x += p.vx * dt; p.y += p.vy * dt; p.vx *= 0.96; p.vy *= 0.96;
    return (p.life -= dt) > 0;
  });
  if (shake > 0) shake -= dt;
  if (clearT > 0) {
    if ((clearT -= dt) <= 0) {
      level++;
      lives = Math.min(MAX_LIVES, lives + 1);
      startLevel(kit);
    }
    return;
  }
  if (dyingT > 0) {
    if ((dyingT -= dt) <= 0) {
      if (lives <= 0) kit.gameOver({ message: kit.t('over', { n: level }) });
      else respawn(kit);
    }
    return;
  }
  if (hopT > 0 && (hopT -= dt) <= 0) {
    hopT = 0;
    if (queued) { const d = queued; queued = null; hop(kit, d); }
  }
  const before = Math.ceil(timeLeft);
  timeLeft -= dt;
  if (timeLeft <= 5 && Math.ceil(timeLeft) < before && timeLeft > 0) kit.sound.tone({ freq: 880, dur: 0.06, type: 'square', vol: 0.06 });
  if (timeLeft <= 0) { timeLeft = 0; die(kit, 'time'); return; }
  // A fly now and then visits an empty bay for a bonus.
  if (fly.bay >= 0) {
    if ((fly.t -= dt) <= 0 || homes[fly.bay]) { fly.bay = -1; fly.wait = 6 + kit.random() * 5; }
  } else if ((fly.wait -= dt) <= 0) {
    const free = homes.map((h, i) => (h ? -1 : i)).filter((i) => i >= 0);
    fly.bay = /** @type {number} */ (free[Math.floor(kit.random() * free.length)] ?? -1);
    fly.t = 5;
  }
  if (frog.row === HOME_ROW) return;
  let fate = frogFate(lanes, frog);
  if (fate.kind === 'safe' && fate.ride) {
    frog.x += fate.ride * dt;
    fate = frogFate(lanes, frog);
  }
  if (fate.kind !== 'safe') die(kit, fate.kind === 'car' && frog.row === MEDIAN_ROW ? 'snake' : fate.kind);
}

// ------------------------------------------------------------------ drawing

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawBackdrop(g, k) {
  // River
  const river = g.createLinearGradient(0, CELL, 0, CELL * 6);
  river.addColorStop(0, '#12407a');
  river.addColorStop(1, '#1d5fa0');
  g.fillStyle = river;
  g.fillRect(0, CELL, W, CELL * 5);
  g.strokeStyle = 'rgba(190,230,255,0.16)';
  g.lineWidth = 2;
  const drift = k.reducedMotion ? 0 : k.clock * 14;
  for (let r = 1; r <= 5; r++) {
    for (let i = 0; i < 6; i++) {
      const x = ((i * 83 + r * 47 + drift * (r % 2 ? 1 : -1)) % (W + 60) + W + 60) % (W + 60) - 30;
      const y = r * CELL + 10 + ((i * 13) % 18);
      g.beginPath();
      g.moveTo(x, y);
      g.quadraticCurveTo(x + 8, y - 4, x + 16, y);
      g.stroke();
    }
  }
  // Home bank: a hedge with five bays of still water
  g.fillStyle = '#1f5a2a';
  g.fillRect(0, 0, W, CELL);
  g.fillStyle = '#2f7a38';
  for (let x = 0; x < W; x += 12) {
    g.beginPath();
    g.arc(x + 6, 8 + ((x / 12) % 2) * 4, 9, 0, Math.PI * 2);
    g.fill();
  }
  for (const c of BAYS) {
    g.fillStyle = '#143d6e';
    roundRect(g, c * CELL - 3, 6, CELL + 6, CELL, 10);
    g.fill();
    g.fillStyle = '#2f8a4a';
    g.beginPath();
    g.ellipse(c * CELL + CELL / 2, CELL / 2 + 4, 13, 10, 0, 0.35, Math.PI * 2 - 0.15);
    g.lineTo(c * CELL + CELL / 2, CELL / 2 + 4);
    g.fill();
  }
  // Median
  g.fillStyle = '#5b4a7a';
  g.fillRect(0, MEDIAN_ROW * CELL, W, CELL);
  g.fillStyle = '#6e5c93';
  for (let x = 0; x < W; x += 24) g.fillRect(x + 1, MEDIAN_ROW * CELL + 3, 22, CELL - 6);
  // Road
  g.fillStyle = '#23252f';
  g.fillRect(0, CELL * 7, W, CELL * 6);
  g.fillStyle = 'rgba(255,255,255,0.28)';
  for (let r = 8; r <= 12; r++) {
    for (let x = 6; x < W; x += 36) g.fillRect(x, r * CELL - 1, 18, 2);
  }
  g.fillStyle = '#ffc24b';
  g.fillRect(0, CELL * 7, W, 2);
  g.fillRect(0, CELL * 13 - 2, W, 2);
  // Pavement
  g.fillStyle = '#5b4a7a';
  g.fillRect(0, START_ROW * CELL, W, CELL);
  g.fillStyle = '#6e5c93';
  for (let x = 0; x < W; x += 24) g.fillRect(x + 1, START_ROW * CELL + 3, 22, CELL - 6);
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} len */
function drawLog(g, x, y, len) {
  const w = len * CELL - 4;
  const grad = g.createLinearGradient(0, y + 5, 0, y + CELL - 5);
  grad.addColorStop(0, '#a8713f');
  grad.addColorStop(0.5, '#7b4c25');
  grad.addColorStop(1, '#5a3517');
  g.fillStyle = grad;
  roundRect(g, x + 2, y + 5, w, CELL - 10, 12);
  g.fill();
  g.strokeStyle = 'rgba(40,20,5,0.45)';
  g.lineWidth = 2;
  for (let i = 1; i < len * 2; i++) {
    const bx = x + 2 + (i * w) / (len * 2);
    g.beginPath();
    g.moveTo(bx - 6, y + 11 + (i % 2) * 6);
    g.lineTo(bx + 6, y + 11 + (i % 2) * 6);
    g.stroke();
  }
  g.fillStyle = '#d9a66b';
  g.beginPath();
  g.ellipse(x + w - 3, y + CELL / 2, 6, CELL / 2 - 6, 0, 0, Math.PI * 2);
  g.fill();
  g.strokeStyle = '#9b6a38';
  g.lineWidth = 1.5;
  g.beginPath();
  g.ellipse(x + w - 3, y + CELL / 2, 3, 6, 0, 0, Math.PI * 2);
  g.stroke();
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} dir @param {number} sink 0 up … 1 under @param {number} t */
function drawTurtle(g, x, y, dir, sink, t) {
  const cx = x + CELL / 2;
  const cy = y + CELL / 2;
  if (sink >= 1) {
    g.strokeStyle = 'rgba(190,230,255,0.35)';
    g.lineWidth = 1.5;
    g.beginPath();
    g.ellipse(cx, cy, 10 + Math.sin(t * 6) * 2, 5, 0, 0, Math.PI * 2);
    g.stroke();
    return;
  }
  g.save();
  g.globalAlpha = 1 - sink * 0.6;
  g.translate(cx, cy);
  if (dir < 0) g.scale(-1, 1);
  const paddle = Math.sin(t * 8) * 2;
  g.fillStyle = '#7fcf6a';
  for (const [fx, fy] of [[-8, -10], [8, -10], [-8, 10], [8, 10]]) {
    g.beginPath();
    g.ellipse(/** @type {number} */ (fx) + (fy && fy < 0 ? paddle : -paddle), /** @type {number} */ (fy), 5, 3, 0, 0, Math.PI * 2);
    g.fill();
  }
  g.beginPath();
  g.arc(14, 0, 5, 0, Math.PI * 2);
  g.fill();
  const shell = g.createRadialGradient(-3, -4, 2, 0, 0, 14);
  shell.addColorStop(0, sink > 0 ? '#6aa0a8' : '#e0604a');
  shell.addColorStop(1, sink > 0 ? '#2f5a66' : '#8a2a22');
  g.fillStyle = shell;
  g.beginPath();
  g.ellipse(0, 0, 13, 11, 0, 0, Math.PI * 2);
  g.fill();
  g.strokeStyle = 'rgba(255,220,180,0.35)';
  g.lineWidth = 1.2;
  g.beginPath();
  g.moveTo(-5, -9); g.lineTo(-5, 9); g.moveTo(5, -9); g.lineTo(5, 9); g.moveTo(-12, 0); g.lineTo(12, 0);
  g.stroke();
  g.restore();
}

/** @param {CanvasRenderingContext2D} g @param {Item} it @param {number} x @param {number} y @param {number} dir @param {number} row */
function drawVehicle(g, it, x, y, dir, row) {
  const len = it.len * CELL;
  g.save();
  g.translate(x + len / 2, y + CELL / 2);
  if (dir < 0) g.scale(-1, 1);
  const half = len / 2 - 3;
  g.fillStyle = 'rgba(0,0,0,0.3)';
  roundRect(g, -half + 2, -11, half * 2, 26, 6);
  g.fill();
  if (it.type === 'truck') {
    g.fillStyle = '#e9ecf5';
    roundRect(g, -half, -13, half * 2 - 20, 26, 4);
    g.fill();
    g.fillStyle = '#ff8a3d';
    g.fillRect(-half + 4, -3, half * 2 - 28, 6);
    g.fillStyle = '#3d7bd9';
    roundRect(g, half - 18, -12, 18, 24, 5);
    g.fill();
    g.fillStyle = '#bfe9ff';
    g.fillRect(half - 7, -9, 4, 18);
  } else if (it.type === 'bulldozer') {
    g.fillStyle = '#333';
    g.fillRect(-12, -14, 22, 6);
    g.fillRect(-12, 8, 22, 6);
    g.fillStyle = '#ffc24b';
    roundRect(g, -12, -10, 22, 20, 4);
    g.fill();
    g.fillStyle = '#9aa0b5';
    g.fillRect(11, -14, 4, 28);
    g.fillStyle = '#3a2f10';
    g.fillRect(-7, -6, 9, 12);
  } else if (it.type === 'racer') {
    g.fillStyle = '#ff5fd2';
    g.beginPath();
    g.moveTo(-15, -9); g.lineTo(8, -8); g.lineTo(16, 0); g.lineTo(8, 8); g.lineTo(-15, 9);
    g.closePath();
    g.fill();
    g.fillStyle = '#fff';
    g.fillRect(-15, -2, 28, 4);
    g.fillStyle = '#1a1030';
    g.fillRect(-3, -6, 7, 12);
    g.fillStyle = '#222';
    for (const [wx, wy] of [[-10, -12], [-10, 9], [6, -12], [6, 9]]) g.fillRect(/** @type {number} */ (wx), /** @type {number} */ (wy), 7, 3);
  } else {
    g.fillStyle = /** @type {string} */ (CAR_COLORS[row % CAR_COLORS.length]);
    roundRect(g, -half, -11, half * 2, 22, 6);
    g.fill();
    g.fillStyle = 'rgba(20,25,45,0.85)';
    roundRect(g, -4, -8, 9, 16, 3);
    g.fill();
    g.fillStyle = 'rgba(255,255,255,0.35)';
    g.fillRect(-half + 3, -9, half * 2 - 8, 2);
    g.fillStyle = '#fff6c0';
    g.fillRect(half - 3, -9, 3, 4);
    g.fillRect(half - 3, 5, 3, 4);
  }
  g.restore();
}

/** @param {CanvasRenderingContext2D} g @param {Item} it @param {number} t */
function drawSnake(g, it, t) {
  const y = MEDIAN_ROW * CELL + CELL / 2;
  const x0 = it.x * CELL;
  const len = it.len * CELL + 10;
  g.strokeStyle = '#b8e04a';
  g.lineCap = 'round';
  g.lineWidth = 8;
  g.beginPath();
  for (let i = 0; i <= 16; i++) {
    const px = x0 + (i / 16) * len;
    const py = y + Math.sin(i * 0.9 - t * 8) * 5;
    if (i === 0) g.moveTo(px, py); else g.lineTo(px, py);
  }
  g.stroke();
  g.strokeStyle = '#5a7a12';
  g.lineWidth = 2;
  g.setLineDash([3, 6]);
  g.stroke();
  g.setLineDash([]);
  g.lineCap = 'butt';
}

/** @param {CanvasRenderingContext2D} g @param {number} cx @param {number} cy @param {number} angle @param {number} stretch 0 sitting … 1 mid-jump @param {number} [scale] */
function drawFrog(g, cx, cy, angle, stretch, scale = 1) {
  g.save();
  g.translate(cx, cy);
  g.rotate(angle);
  g.scale(scale * (1 + stretch * 0.12), scale * (1 + stretch * 0.12));
  const leg = 4 + stretch * 6;
  g.fillStyle = '#3fae3f';
  for (const s of [-1, 1]) {
    g.beginPath();
    g.ellipse(s * 10, 7 + leg * 0.5, 4, 4 + leg * 0.45, s * 0.5, 0, Math.PI * 2);
    g.fill();
    g.beginPath();
    g.ellipse(s * 10, -7, 3.5, 4.5, -s * 0.6, 0, Math.PI * 2);
    g.fill();
  }
  const body = g.createRadialGradient(-3, -4, 2, 0, 0, 13);
  body.addColorStop(0, '#9dff7a');
  body.addColorStop(1, '#2f9a35');
  g.fillStyle = body;
  g.beginPath();
  g.ellipse(0, 1, 10, 12, 0, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#f4ffe0';
  for (const s of [-1, 1]) { g.beginPath(); g.arc(s * 5, -8, 4, 0, Math.PI * 2); g.fill(); }
  g.fillStyle = '#10200c';
  for (const s of [-1, 1]) { g.beginPath(); g.arc(s * 5, -9, 2, 0, Math.PI * 2); g.fill(); }
  g.strokeStyle = 'rgba(20,60,20,0.5)';
  g.lineWidth = 1.2;
  g.beginPath();
  g.moveTo(-4, 5); g.quadraticCurveTo(0, 8, 4, 5);
  g.stroke();
  g.restore();
}

/** @param {CanvasRenderingContext2D} g @param {number} cx @param {number} cy @param {number} t */
function drawFly(g, cx, cy, t) {
  g.fillStyle = 'rgba(230,240,255,0.75)';
  const flap = Math.abs(Math.sin(t * 30)) * 4 + 2;
  g.beginPath(); g.ellipse(cx - 4, cy - 3, 5, flap, -0.5, 0, Math.PI * 2); g.fill();
  g.beginPath(); g.ellipse(cx + 4, cy - 3, 5, flap, 0.5, 0, Math.PI * 2); g.fill();
  g.fillStyle = '#222';
  g.beginPath(); g.ellipse(cx, cy, 3.5, 5, 0, 0, Math.PI * 2); g.fill();
  g.fillStyle = '#ff5d73';
  g.beginPath(); g.arc(cx, cy - 5, 2, 0, Math.PI * 2); g.fill();
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawStatus(g, k) {
  g.fillStyle = '#0e1124';
  g.fillRect(0, STATUS_Y, W, CELL);
  for (let i = 0; i < Math.max(0, lives); i++) drawFrog(g, 18 + i * 22, STATUS_Y + CELL / 2, 0, 0, 0.6);
  const limit = timeLimit(level);
  const frac = Math.max(0, Math.min(1, timeLeft / limit));
  const bx = 140;
  const bw = W - bx - 14;
  g.fillStyle = 'rgba(255,255,255,0.1)';
  roundRect(g, bx, STATUS_Y + 12, bw, 12, 6);
  g.fill();
  g.fillStyle = frac > 0.5 ? '#7dff9b' : frac > 0.2 ? '#ffc24b' : '#ff5d73';
  if (frac > 0) {
    roundRect(g, bx + bw * (1 - frac), STATUS_Y + 12, bw * frac, 12, 6);
    g.fill();
  }
  g.fillStyle = '#a3abcf';
  g.font = '700 12px system-ui, sans-serif';
  g.textAlign = 'right';
  g.textBaseline = 'middle';
  g.direction = 'ltr';
  g.fillText(k.t('clock'), bx - 6, STATUS_Y + CELL / 2, 52);
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function render(g, k) {
  // Traffic behind the start screen too; its own generator keeps kit.random() for the rounds.
  if (!lanes.length) { lanes = buildLanes(1, seededRandom(5)); stepLanes(lanes, 2); }
  if (k.screen === 'start' && !k.reducedMotion) stepLanes(lanes, 1 / 120);
  g.save();
  if (shake > 0 && !k.reducedMotion) g.translate((Math.random() - 0.5) * 7 * shake, (Math.random() - 0.5) * 7 * shake);
  g.fillStyle = '#0b0e1a';
  g.fillRect(-10, -10, W + 20, H + 20);
  drawBackdrop(g, k);
  for (const lane of lanes) {
    const y = lane.row * CELL;
    const dir = Math.sign(lane.speed) || 1;
    for (const it of lane.items) {
      const x = it.x * CELL;
      if (it.type === 'log') drawLog(g, x, y, it.len);
      else if (it.type === 'turtle') {
        const ph = turtlePhase(it, lane.t);
        const sink = ph === 'under' ? 1 : ph === 'sinking' || ph === 'rising' ? 0.6 : 0;
        for (let i = 0; i < it.len; i++) drawTurtle(g, x + i * CELL, y, dir, sink, k.clock + i);
      } else if (it.type === 'snake') drawSnake(g, it, k.reducedMotion ? 0 : k.clock);
      else drawVehicle(g, it, x, y, dir, lane.row);
    }
  }
  homes.forEach((h, i) => {
    const cx = (/** @type {number} */ (BAYS[i]) + 0.5) * CELL;
    if (h) drawFrog(g, cx, CELL / 2 + 3, Math.PI, 0, 0.95);
    else if (fly.bay === i) drawFly(g, cx, CELL / 2 + 2, k.clock);
  });
  const fx = (frog.x + 0.5) * CELL;
  const fy = (frog.row + 0.5) * CELL;
  if (dyingT > 0 && deathKind) {
    const p = 1 - dyingT / DEATH_TIME;
    const dx = (deathAt.x + 0.5) * CELL;
    const dy = (deathAt.row + 0.5) * CELL;
    if (deathKind === 'water' || deathKind === 'edge') {
      g.strokeStyle = `rgba(220,240,255,${1 - p})`;
      g.lineWidth = 2;
      for (const r of [8, 16]) { g.beginPath(); g.arc(dx, dy, r + p * 14, 0, Math.PI * 2); g.stroke(); }
    } else {
      g.globalAlpha = 1 - p * 0.7;
      drawFrog(g, dx, dy, ANGLE[facing], 0, 1);
      g.globalAlpha = 1;
      g.strokeStyle = '#ff5d73';
      g.lineWidth = 3;
      g.beginPath();
      g.moveTo(dx - 9, dy - 9); g.lineTo(dx + 9, dy + 9); g.moveTo(dx + 9, dy - 9); g.lineTo(dx - 9, dy + 9);
      g.stroke();
    }
  } else if (frog.row !== HOME_ROW) {
    const f = hopT / HOP_TIME;
    const ox = hopDx * CELL * f;
    const oy = hopDy * CELL * f;
    drawFrog(g, fx + ox, fy + oy, ANGLE[facing], Math.sin(f * Math.PI), 1);
  }
  for (const p of bits) {
    g.globalAlpha = Math.max(0, p.life * 1.6);
    g.fillStyle = p.color;
    g.beginPath(); g.arc(p.x, p.y, p.r, 0, Math.PI * 2); g.fill();
  }
  g.globalAlpha = 1;
  drawStatus(g, k);
  g.restore();
}

// ------------------------------------------------------------------ wiring

const kit = createGame({
  id: 31,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'lives', label: 'lives' }],
  controls: {
    layout: 'row',
    buttons: [
      { action: 'left', label: '◀', title: 'left' },
      { action: 'up', label: '▲', title: 'up' },
      { action: 'down', label: '▼', title: 'down' },
      { action: 'right', label: '▶', title: 'right' },
    ],
  },
  reset(k) {
    level = 1;
    lives = START_LIVES;
    deaths = 0;
    hops = 0;
    dyingT = 0;
    clearT = 0;
    bits = [];
    shake = 0;
    startLevel(k);
  },
  update(dt, k) {
    step(k, dt);
  },
  onKey(code, k) {
    const d = keyDir(code);
    if (!d) return false;
    hop(k, d);
    return true;
  },
  onSwipe(d, k) {
    hop(k, d);
  },
  onTap(p, k) {
    // A tap hops towards the tapped spot, so one thumb can play without the buttons.
    const dx = p.x - (frog.x + 0.5) * CELL;
    const dy = p.y - (frog.row + 0.5) * CELL;
    if (Math.abs(dx) < CELL * 0.4 && Math.abs(dy) < CELL * 0.4) return;
    hop(k, Math.abs(dy) >= Math.abs(dx) ? (dy < 0 ? 'up' : 'down') : dx < 0 ? 'left' : 'right');
  },
  onAction(a, k) {
    if (a === 'up' || a === 'down' || a === 'left' || a === 'right') hop(k, a);
  },
  render,
  state() {
    const fate = lanes.length && frog.row !== HOME_ROW ? frogFate(lanes, frog).kind : 'safe';
    return {
      levelIndex: level - 1,
      frog: { x: Math.round(frog.x * 100) / 100, row: frog.row },
      facing,
      hops,
      lives,
      deaths,
      dying: dyingT > 0,
      lastDeath: deathKind,
      homes: homes.filter(Boolean).length,
      timeLeft: Math.round(timeLeft * 10) / 10,
      fate,
      onRiver: isRiver(frog.row),
      fly: fly.bay,
    };
  },
  demo(k) {
    demoing = true;
    homes = [true, false, true, false, false];
    kit.addScore(420);
    fly = { bay: 3, t: 5, wait: 5 };
    // Wait for a log to drift to the middle of the river, then put the frog on it.
    for (let i = 0; i < 600; i++) {
      stepLanes(lanes, 1 / 30);
      const lane = laneAt(lanes, 3);
      const log = lane?.items.find((it) => it.x > 3 && it.x < 5);
      if (log) { frog = { x: log.x + 1, row: 3 }; break; }
    }
    facing = 'up';
    bestRow = 3;
    timeLeft = 19;
    demoing = false;
  },
});
// The HUD shows the lives a round starts with, also behind the start screen.
kit.setStat('lives', START_LIVES);

export default kit;
