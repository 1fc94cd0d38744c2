// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { createSheet } from '../kit/sprites.js';
import {
  W, H, MAG, COUNTER_Y, RADIUS, CLOCK_BONUS, ROUNDS, roundSpec, pickKind, entryX, targetPos, offStage, hitTest,
  multiplier, basePoints, accuracy, roundBonus, newGun, ammoLeft, shoot, startReload, tickGun,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Target} Target */
/** @typedef {import('./logic.js').Kind} Kind */
/** @typedef {import('./logic.js').Round} Round */
/** @typedef {import('../kit/sprites.js').SpriteSheet} SpriteSheet */

const TRAY = { x: 12, y: 462, w: 168, h: 86 };
const CROSS_SPEED = 330;
const KNOCK_TIME = 0.35;

const strings = {
  'zh-CN': { title: '靶场神枪手', round: '回合', roundN: '第 {n} 回合', goal: '目标 {n} 分', reload: '换弹 (R)', reloadBtn: '换弹', acc: '命中率', clear: '第 {n} 回合过关！', bonus: '命中奖励 +{n}', fail: '第 {n} 回合只得了 {s} 分，未达到 {g} 分。', champion: '五个回合全部过关！', empty: '没子弹了！', ammoOut: '弹药用光', plusTime: '+{n} 秒', ready: '准备…', go: '开火！' },
  en: { title: 'Target Gallery', round: 'Round', roundN: 'Round {n}', goal: 'Goal {n}', reload: 'Reload (R)', reloadBtn: 'Reload', acc: 'Accuracy', clear: 'Round {n} cleared!', bonus: 'Accuracy bonus +{n}', fail: 'Round {n}: {s} points — {g} needed to qualify.', champion: 'All five rounds cleared!', empty: 'Empty — reload!', ammoOut: 'Out of ammo', plusTime: '+{n} s', ready: 'Ready…', go: 'Fire!' },
  ja: { title: '射的ギャラリー', round: 'ラウンド', roundN: 'ラウンド {n}', goal: '目標 {n} 点', reload: 'リロード (R)', reloadBtn: 'リロード', acc: '命中率', clear: 'ラウンド {n} 突破！', bonus: '命中率ボーナス +{n}', fail: 'ラウンド {n}：{s} 点。突破には {g} 点必要。', champion: '全 5 ラウンド突破！', empty: '弾切れ！リロード！', ammoOut: '弾がなくなった', plusTime: '+{n} 秒', ready: '用意…', go: '撃て！' },
  es: { title: 'Galería de Tiro', round: 'Ronda', roundN: 'Ronda {n}', goal: 'Meta {n}', reload: 'Recargar (R)', reloadBtn: 'Recargar', acc: 'Precisión', clear: '¡Ronda {n} superada!', bonus: 'Bono de precisión +{n}', fail: 'Ronda {n}: {s} puntos; hacían falta {g}.', champion: '¡Superaste las cinco rondas!', empty: '¡Vacío! ¡Recarga!', ammoOut: 'Sin munición', plusTime: '+{n} s', ready: 'Preparados…', go: '¡Fuego!' },
  de: { title: 'Schießbude', round: 'Runde', roundN: 'Runde {n}', goal: 'Ziel {n}', reload: 'Nachladen (R)', reloadBtn: 'Nachladen', acc: 'Treffer', clear: 'Runde {n} geschafft!', bonus: 'Treffsicherheit +{n}', fail: 'Runde {n}: {s} Punkte – {g} wären nötig gewesen.', champion: 'Alle fünf Runden geschafft!', empty: 'Leer – nachladen!', ammoOut: 'Keine Munition', plusTime: '+{n} s', ready: 'Achtung…', go: 'Feuer!' },
  fr: { title: 'Stand de Tir', round: 'Manche', roundN: 'Manche {n}', goal: 'Objectif {n}', reload: 'Recharger (R)', reloadBtn: 'Recharger', acc: 'Précision', clear: 'Manche {n} réussie !', bonus: 'Bonus de précision +{n}', fail: 'Manche {n} : {s} points, il en fallait {g}.', champion: 'Les cinq manches sont réussies !', empty: 'Vide : rechargez !', ammoOut: 'Plus de munitions', plusTime: '+{n} s', ready: 'Prêt…', go: 'Feu !' },
  'pt-BR': { title: 'Galeria de Tiro', round: 'Rodada', roundN: 'Rodada {n}', goal: 'Meta {n}', reload: 'Recarregar (R)', reloadBtn: 'Recarregar', acc: 'Precisão', clear: 'Rodada {n} concluída!', bonus: 'Bônus de precisão +{n}', fail: 'Rodada {n}: {s} pontos; eram precisos {g}.', champion: 'Você passou pelas cinco rodadas!', empty: 'Vazio! Recarregue!', ammoOut: 'Sem munição', plusTime: '+{n} s', ready: 'Preparar…', go: 'Fogo!' },
  ar: { title: 'ساحة الرماية', round: 'الجولة', roundN: 'الجولة {n}', goal: 'الهدف {n}', reload: 'إعادة التعبئة (R)', reloadBtn: 'تعبئة', acc: 'الدقة', clear: 'اجتزت الجولة {n}!', bonus: 'مكافأة الدقة +{n}', fail: 'الجولة {n}: {s} نقطة، والمطلوب {g}.', champion: 'اجتزت الجولات الخمس كلها!', empty: 'فارغ! أعد التعبئة!', ammoOut: 'نفدت الذخيرة', plusTime: '+{n} ث', ready: 'استعد…', go: 'أطلق!' },
};

/** @type {SpriteSheet | null} */
let sheet = null;
/** @type {HTMLCanvasElement | null} */
let backdrop = null;
let round = 1;
/** @type {Round} */
let spec = roundSpec(1);
/** 'ready' (banner) | 'live' | 'end' (results banner) */
let phase = 'ready';
let phaseT = 0;
/** Seconds since the round went live (targets move on this clock). */
let t = 0;
let timeLeft = 0;
let gun = newGun();
/** @type {Target[]} */
let targets = [];
let nextId = 1;
/** @type {number[]} */
let laneTimers = [];
let shots = 0;
let hits = 0;
let totalShots = 0;
let totalHits = 0;
let streak = 0;
let bestStreak = 0;
let roundScore = 0;
let lastBonus = 0;
let passed = false;
let cross = { x: W / 2, y: 230 };
/** @type {{x: number, y: number, t: number}[]} */
let holes = [];
/** @type {{x: number, y: number, text: string, t: number, color: string}[]} */
let popups = [];
/** @type {{x: number, y: number, vx: number, vy: number, life: number, color: string}[]} */
let bits = [];
let flash = 0;
let shakeT = 0;
let shownSecond = -1;

// ---------------------------------------------------------------- art

function buildSheet() {
  sheet = createSheet({
    duck: {
      w: 48, h: 42,
      draw: (g) => {
        g.fillStyle = '#ffcf3a';
        g.beginPath(); g.ellipse(22, 28, 18, 11, 0, 0, Math.PI * 2); g.fill();
        g.beginPath(); g.arc(35, 14, 9, 0, Math.PI * 2); g.fill();
        g.fillStyle = '#f0a81a';
        g.beginPath(); g.ellipse(18, 26, 9, 5, -0.35, 0, Math.PI * 2); g.fill();
        g.beginPath(); g.moveTo(4, 24); g.lineTo(0, 17); g.lineTo(9, 21); g.fill();
        g.fillStyle = '#ff7a2e';
        g.beginPath(); g.moveTo(42, 12); g.lineTo(48, 15); g.lineTo(42, 18); g.closePath(); g.fill();
        g.fillStyle = '#1a1a2a';
        g.beginPath(); g.arc(37, 11.5, 2, 0, Math.PI * 2); g.fill();
        g.fillStyle = '#fff';
        g.beginPath(); g.arc(37.6, 11, 0.7, 0, Math.PI * 2); g.fill();
      },
    },
    bullseye: {
      w: 44, h: 44,
      draw: (g) => {
        const rings = ['#f4f1e8', '#e2343f', '#f4f1e8', '#e2343f', '#f4f1e8', '#e2343f'];
        rings.forEach((c, i) => { g.fillStyle = c; g.beginPath(); g.arc(22, 22, 21 - i * 3.4, 0, Math.PI * 2); g.fill(); });
        g.strokeStyle = 'rgba(0,0,0,0.35)'; g.lineWidth = 1;
        g.beginPath(); g.arc(22, 22, 21, 0, Math.PI * 2); g.stroke();
      },
    },
    star: {
      w: 30, h: 30,
      draw: (g) => {
        const grad = g.createRadialGradient(15, 12, 2, 15, 15, 15);
        grad.addColorStop(0, '#fffbe0'); grad.addColorStop(0.5, '#ffd84a'); grad.addColorStop(1, '#e89a10');
        g.fillStyle = grad;
        g.beginPath();
        for (let i = 0; i < 10; i++) {
          const a = -Math.PI / 2 + (i * Math.PI) / 5;
          const r = i % 2 ? 6 : 14;
          g.lineTo(15 + Math.cos(a) * r, 15.5 + Math.sin(a) * r);
        }
        g.closePath(); g.fill();
      },
    },
    clock: {
      w: 34, h: 34,
      draw: (g) => {
        g.fillStyle = '#3fd0c9'; g.beginPath(); g.arc(17, 17, 16, 0, Math.PI * 2); g.fill();
        g.fillStyle = '#fdfcf5'; g.beginPath(); g.arc(17, 17, 12.5, 0, Math.PI * 2); g.fill();
        g.strokeStyle = '#20303a'; g.lineWidth = 2; g.lineCap = 'round';
        g.beginPath(); g.moveTo(17, 17); g.lineTo(17, 8.5); g.moveTo(17, 17); g.lineTo(23, 19); g.stroke();
        g.fillStyle = '#20303a';
        for (let i = 0; i < 12; i++) { const a = (i * Math.PI) / 6; g.fillRect(17 + Math.cos(a) * 10.5 - 0.6, 17 + Math.sin(a) * 10.5 - 0.6, 1.2, 1.2); }
      },
    },
    bomb: {
      w: 36, h: 38,
      draw: (g) => {
        const grad = g.createRadialGradient(14, 20, 2, 17, 23, 15);
        grad.addColorStop(0, '#5b5f78'); grad.addColorStop(1, '#14151f');
        g.fillStyle = grad; g.beginPath(); g.arc(17, 23, 14, 0, Math.PI * 2); g.fill();
        g.strokeStyle = '#ff6b5b'; g.lineWidth = 2;
        g.beginPath(); g.arc(17, 23, 13, 0, Math.PI * 2); g.stroke();
        g.fillStyle = '#2c2e3c'; g.fillRect(13, 6, 8, 5);
        g.strokeStyle = '#b08a5a'; g.lineWidth = 2;
        g.beginPath(); g.moveTo(17, 6); g.quadraticCurveTo(20, 0, 27, 3); g.stroke();
        g.fillStyle = '#ff4a3d';
        g.font = '900 13px system-ui, sans-serif'; g.textAlign = 'center'; g.textBaseline = 'middle';
        g.fillText('✕', 17, 24);
      },
    },
  });
}

/** Back wall, awning, curtains and string lights: painted once, twice the logical size. */
function paintBackdrop() {
  const c = document.createElement('canvas');
  c.width = W * 2;
  c.height = H * 2;
  const g = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
  g.scale(2, 2);
  const wall = g.createLinearGradient(0, 0, 0, COUNTER_Y);
  wall.addColorStop(0, '#1a2452');
  wall.addColorStop(1, '#2c1b4a');
  g.fillStyle = wall;
  g.fillRect(0, 0, W, COUNTER_Y);
  // Painted stars on the wall.
  for (let i = 0; i < 40; i++) {
    g.fillStyle = `rgba(255,240,200,${0.08 + (i % 3) * 0.05})`;
    const x = (i * 89) % W;
    const y = 70 + ((i * 53) % (COUNTER_Y - 90));
    g.beginPath(); g.arc(x, y, 1 + (i % 2), 0, Math.PI * 2); g.fill();
  }
  // Awning: stripes with a scalloped hem.
  for (let i = 0; i < 12; i++) {
    g.fillStyle = i % 2 ? '#f4efe4' : '#e0364a';
    g.fillRect(i * 30, 0, 30, 46);
    g.beginPath(); g.arc(i * 30 + 15, 46, 15, 0, Math.PI); g.fill();
  }
  g.fillStyle = 'rgba(0,0,0,0.18)';
  g.fillRect(0, 40, W, 6);
  // Bulbs under the awning.
  for (let i = 0; i < 12; i++) {
    const x = i * 30 + 15;
    const rg = g.createRadialGradient(x, 70, 0, x, 70, 10);
    rg.addColorStop(0, 'rgba(255,230,150,0.9)');
    rg.addColorStop(1, 'rgba(255,200,80,0)');
    g.fillStyle = rg;
    g.beginPath(); g.arc(x, 70, 10, 0, Math.PI * 2); g.fill();
  }
  // Side curtains.
  for (const side of [0, 1]) {
    const x0 = side ? W - 16 : 0;
    const cg = g.createLinearGradient(x0, 0, x0 + 16, 0);
    cg.addColorStop(side ? 1 : 0, '#7a1030');
    cg.addColorStop(side ? 0 : 1, '#b51f48');
    g.fillStyle = cg;
    g.fillRect(x0, 46, 16, COUNTER_Y - 46);
  }
  // Counter.
  const wood = g.createLinearGradient(0, COUNTER_Y, 0, H);
  wood.addColorStop(0, '#9a5a2e');
  wood.addColorStop(0.08, '#6e3b1c');
  wood.addColorStop(1, '#3e200f');
  g.fillStyle = wood;
  g.fillRect(0, COUNTER_Y, W, H - COUNTER_Y);
  g.fillStyle = '#c98a4f';
  g.fillRect(0, COUNTER_Y, W, 5);
  g.strokeStyle = 'rgba(0,0,0,0.18)';
  g.lineWidth = 1;
  for (let y = COUNTER_Y + 22; y < H; y += 26) { g.beginPath(); g.moveTo(0, y); g.bezierCurveTo(W * 0.3, y + 4, W * 0.6, y - 4, W, y + 2); g.stroke(); }
  return c;
}

// ---------------------------------------------------------------- flow

/** @param {Kit} kit */
function startRound(kit) {
  spec = roundSpec(round);
  phase = 'ready';
  phaseT = 1.6;
  t = 0;
  timeLeft = spec.time;
  gun = newGun();
  targets = [];
  holes = [];
  shots = 0;
  hits = 0;
  streak = 0;
  roundScore = 0;
  shownSecond = -1;
  // Lanes start staggered and a first target is already on each rail, so there is something to hit at once.
  laneTimers = spec.lanes.map((_, i) => 0.4 + i * 0.5);
  for (let i = 0; i < spec.lanes.length; i++) spawn(kit, i, 0.35 + 0.25 * i);
  kit.setLevel(round);
  kit.setStat('time', spec.time);
}

/** Adds a target to a lane, `head` of the way across already. @param {Kit} kit @param {number} lane @param {number} head */
function spawn(kit, lane, head = 0) {
  const l = /** @type {import('./logic.js').Lane} */ (spec.lanes[lane]);
  const kind = pickKind(spec, lane, kit.random);
  const x0 = entryX(l) + l.dir * head * (W + 60);
  targets.push({ id: nextId++, kind, lane, x0, born: t, phase: kit.random() * Math.PI, hitAt: -1 });
}

/** @param {Kit} kit */
function endRound(kit) {
  phase = 'end';
  phaseT = 2.8;
  lastBonus = roundBonus(hits, shots, ammoLeft(gun));
  roundScore += lastBonus;
  kit.addScore(lastBonus);
  passed = roundScore >= spec.goal;
  if (passed) kit.sound.jingle([523, 659, 784, 1047]);
  else kit.sound.tone({ freq: 330, to: 160, dur: 0.5, type: 'sawtooth', vol: 0.1 });
}

/** @param {Kit} kit @param {number} n @param {number} x @param {number} y @param {string} color */
function award(kit, n, x, y, color) {
  roundScore = Math.max(0, roundScore + n);
  kit.setScore(kit.score + n);
  popups.push({ x, y: y - 24, text: n >= 0 ? `+${n}` : `${n}`, t: 0.9, color });
}

/** @param {Kit} kit @param {number} x @param {number} y @param {string} color @param {number} n */
function splinters(kit, x, y, color, n) {
  if (kit.reducedMotion) return;
  for (let i = 0; i < n; i++) {
    const a = kit.random() * Math.PI * 2;
    const v = 50 + kit.random() * 150;
    bits.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v - 60, life: 0.4 + kit.random() * 0.3, color });
  }
}

const KIND_COLOR = /** @type {Record<Kind, string>} */ ({ duck: '#ffd24a', bullseye: '#ff5a64', star: '#fff08a', clock: '#5fe6dd', bomb: '#ff6b5b' });

/** Fires at a point (logical units). @param {Kit} kit @param {number} x @param {number} y */
function fireAt(kit, x, y) {
  if (phase !== 'live') return;
  cross = { x, y };
  if (!shoot(gun)) {
    if (gun.reloadT <= 0) {
      kit.sound.tone({ freq: 1800, dur: 0.025, type: 'square', vol: 0.05 });
      // An empty gun reloads itself on the next pull: the click is warning enough.
      if (!startReload(gun)) return;
      kit.sound.tone({ freq: 500, dur: 0.04, type: 'square', vol: 0.05, delay: 0.05 });
    }
    return;
  }
  shots++;
  totalShots++;
  flash = 0.06;
  kit.sound.noise({ dur: 0.09, vol: 0.22, freq: 2400 });
  const hit = y < COUNTER_Y ? hitTest(targets, spec, t, x, y) : null;
  if (!hit) {
    streak = 0;
    if (y < COUNTER_Y) holes.push({ x, y, t: 3 });
    if (gun.mag === 0 && ammoLeft(gun) > 0) startReload(gun);
    return;
  }
  const tg = hit.target;
  tg.hitAt = t;
  const p = targetPos(tg, spec, t);
  if (tg.kind === 'bomb') {
    streak = 0;
    award(kit, basePoints('bomb', hit.ring), p.x, p.y, '#ff6b5b');
    splinters(kit, p.x, p.y, '#ffb14a', 22);
    kit.sound.noise({ dur: 0.5, vol: 0.3, freq: 500 });
    shakeT = 0.3;
  } else {
    hits++;
    totalHits++;
    streak++;
    bestStreak = Math.max(bestStreak, streak);
    const pts = basePoints(tg.kind, hit.ring) * multiplier(streak);
    award(kit, pts, p.x, p.y, tg.kind === 'star' ? '#fff08a' : '#ffffff');
    splinters(kit, p.x, p.y, KIND_COLOR[tg.kind], 10);
    if (tg.kind === 'clock') {
      timeLeft += CLOCK_BONUS;
      popups.push({ x: p.x, y: p.y - 44, text: kit.t('plusTime', { n: CLOCK_BONUS }), t: 1.1, color: '#5fe6dd' });
    }
    if (tg.kind === 'star' || (tg.kind === 'bullseye' && hit.ring === 0)) kit.sound.jingle([1047, 1319, 1568]);
    else kit.sound.tone({ freq: 1250 + Math.min(streak, 12) * 40, dur: 0.12, type: 'triangle', vol: 0.14 });
  }
  if (gun.mag === 0 && ammoLeft(gun) > 0) startReload(gun);
}

/** @param {Kit} kit */
function reload(kit) {
  if (phase !== 'live') return;
  if (startReload(gun)) kit.sound.tone({ freq: 420, dur: 0.05, type: 'square', vol: 0.06 });
}

/** Particles, score pop-ups, bullet holes and flashes. @param {number} dt */
function stepFx(dt) {
  bits = bits.filter((p) => { p.x += p.vx * dt; p.y += p.vy * dt; p.vy += 420 * dt; return (p.life -= dt) > 0; });
  popups = popups.filter((p) => { p.y -= 36 * dt; return (p.t -= dt) > 0; });
  holes = holes.filter((h) => (h.t -= dt) > 0);
  if (flash > 0) flash -= dt;
  if (shakeT > 0) shakeT -= dt;
}

/** @param {Kit} kit @param {number} dt */
function stepLive(kit, dt) {
  t += dt;
  timeLeft -= dt;
  if (tickGun(gun, dt)) kit.sound.tone({ freq: 700, dur: 0.05, type: 'square', vol: 0.07 });
  for (let i = 0; i < laneTimers.length; i++) {
    laneTimers[i] = /** @type {number} */ (laneTimers[i]) - dt;
    if (/** @type {number} */ (laneTimers[i]) <= 0) {
      spawn(kit, i);
      laneTimers[i] = spec.gap * (0.6 + kit.random() * 0.8);
    }
  }
  targets = targets.filter((tg) => (tg.hitAt >= 0 ? t - tg.hitAt < KNOCK_TIME : !offStage(tg, spec, t)));
  // Keyboard aiming.
  let ax = 0;
  let ay = 0;
  if (kit.input.isDown('ArrowLeft') || kit.input.isDown('KeyA')) ax -= 1;
  if (kit.input.isDown('ArrowRight') || kit.input.isDown('KeyD')) ax += 1;
  if (kit.input.isDown('ArrowUp') || kit.input.isDown('KeyW')) ay -= 1;
  if (kit.input.isDown('ArrowDown') || kit.input.isDown('KeyS')) ay += 1;
  if (ax || ay) {
    const n = Math.hypot(ax, ay);
    cross.x = Math.max(4, Math.min(W - 4, cross.x + (ax / n) * CROSS_SPEED * dt));
    cross.y = Math.max(50, Math.min(COUNTER_Y - 4, cross.y + (ay / n) * CROSS_SPEED * dt));
  }
  const sec = Math.max(0, Math.ceil(timeLeft));
  if (sec !== shownSecond) {
    shownSecond = sec;
    kit.setStat('time', sec);
    if (sec <= 5 && sec > 0) kit.sound.tone({ freq: 880, dur: 0.05, type: 'sine', vol: 0.06 });
  }
  if (timeLeft <= 0 || ammoLeft(gun) === 0) endRound(kit);
}

// ---------------------------------------------------------------- game

let demoing = false;

const kit = createGame({
  id: 38,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'round' }, { key: 'time', label: 'time' }],
  controls: {
    layout: 'row',
    buttons: [{ action: 'reload', label: '⟳', title: 'reloadBtn', caption: 'reloadBtn' }],
  },
  reset(k) {
    if (!sheet) buildSheet();
    k.canvas.style.cursor = 'none';
    round = 1;
    totalShots = 0;
    totalHits = 0;
    bestStreak = 0;
    popups = [];
    bits = [];
    cross = { x: W / 2, y: 230 };
    startRound(k);
  },
  update(dt, k) {
    stepFx(dt);
    if (phase === 'ready') {
      if ((phaseT -= dt) <= 0) { phase = 'live'; k.sound.tone({ freq: 660, to: 990, dur: 0.15, type: 'square', vol: 0.08 }); }
      return;
    }
    if (phase === 'end') {
      if ((phaseT -= dt) > 0) return;
      if (!passed) { k.gameOver({ message: k.t('fail', { n: round, s: k.fmt(roundScore), g: k.fmt(spec.goal) }) }); return; }
      if (round >= ROUNDS.length) { k.gameOver({ win: true, message: k.t('champion') }); return; }
      round++;
      startRound(k);
      return;
    }
    stepLive(k, dt);
  },
  onKey(code, k) {
    if (code === 'Space' || code === 'Enter') { fireAt(k, cross.x, cross.y); return true; }
    if (code === 'KeyR') { reload(k); return true; }
    return ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'KeyA', 'KeyD', 'KeyW', 'KeyS'].includes(code);
  },
  onPointer(kind, p, k) {
    if (kind === 'move') {
      if (p.pointerType === 'mouse') cross = { x: p.x, y: Math.min(p.y, H) };
      return;
    }
    if (kind !== 'down' || !p.inside) return;
    if (p.button === 2) { reload(k); return; }
    if (p.x >= TRAY.x && p.x <= TRAY.x + TRAY.w && p.y >= TRAY.y && p.y <= TRAY.y + TRAY.h) { reload(k); return; }
    if (p.y < COUNTER_Y) fireAt(k, p.x, p.y);
  },
  onAction(a, k) {
    if (a === 'reload') reload(k);
  },
  render(g, k) {
    if (!backdrop) backdrop = paintBackdrop();
    g.save();
    if (shakeT > 0 && !k.reducedMotion) g.translate(Math.sin(k.clock * 90) * 4 * shakeT, Math.cos(k.clock * 70) * 3 * shakeT);
    g.drawImage(backdrop, 0, 0, W, H);
    // Rails.
    for (const lane of spec.lanes) {
      g.fillStyle = '#4a2a14';
      g.fillRect(0, lane.y + 30, W, 9);
      g.fillStyle = '#a8703e';
      g.fillRect(0, lane.y + 30, W, 3);
      g.fillStyle = 'rgba(0,0,0,0.35)';
      const off = ((t * lane.speed * lane.dir) % 24 + 24) % 24;
      for (let x = off - 24; x < W; x += 24) g.fillRect(x, lane.y + 34, 2, 4);
    }
    for (const h of holes) {
      g.globalAlpha = Math.min(1, h.t);
      g.fillStyle = '#0b0712';
      g.beginPath(); g.arc(h.x, h.y, 2.6, 0, Math.PI * 2); g.fill();
      g.strokeStyle = 'rgba(255,255,255,0.25)';
      g.lineWidth = 1;
      g.beginPath(); g.arc(h.x, h.y, 4, 0, Math.PI * 2); g.stroke();
    }
    g.globalAlpha = 1;
    const sh = sheet;
    if (sh) {
      for (const tg of targets) {
        const lane = /** @type {import('./logic.js').Lane} */ (spec.lanes[tg.lane]);
        const p = targetPos(tg, spec, tg.hitAt >= 0 ? tg.hitAt : t);
        // The post from the target down to its rail.
        g.fillStyle = '#7b5432';
        g.fillRect(p.x - 2, p.y + RADIUS[tg.kind] - 2, 4, lane.y + 32 - (p.y + RADIUS[tg.kind] - 2));
        if (tg.hitAt >= 0) {
          // Knocked down: the plate tips backwards over its hinge on the rail.
          const f = Math.min(1, (t - tg.hitAt) / KNOCK_TIME);
          g.save();
          g.translate(p.x, lane.y + 30);
          g.scale(1, Math.max(0.05, 1 - f));
          sh.draw(g, tg.kind, 0, p.y - lane.y - 30, { flipX: tg.kind === 'duck' && lane.dir < 0, alpha: 1 - f * 0.5 });
          g.restore();
        } else {
          sh.draw(g, tg.kind, p.x, p.y, { flipX: tg.kind === 'duck' && lane.dir < 0 });
        }
      }
    }
    for (const b of bits) {
      g.globalAlpha = Math.max(0, Math.min(1, b.life * 2.5));
      g.fillStyle = b.color;
      g.fillRect(b.x - 2, b.y - 2, 4, 4);
    }
    g.globalAlpha = 1;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.font = '900 16px system-ui, sans-serif';
    for (const p of popups) {
      g.globalAlpha = Math.min(1, p.t * 2);
      g.strokeStyle = 'rgba(20,10,30,0.8)';
      g.lineWidth = 3;
      g.strokeText(p.text, p.x, p.y);
      g.fillStyle = p.color;
      g.fillText(p.text, p.x, p.y);
    }
    g.globalAlpha = 1;
    drawCounter(g, k);
    // Crosshair (hidden on the counter, where a tap means the tray).
    if (k.screen === 'playing' && cross.y < COUNTER_Y) {
      const over = phase === 'live' && !!hitTest(targets, spec, t, cross.x, cross.y);
      g.strokeStyle = over ? '#ff4a5a' : '#f4f7ff';
      g.lineWidth = 2;
      g.beginPath(); g.arc(cross.x, cross.y, 13, 0, Math.PI * 2); g.stroke();
      g.beginPath();
      g.moveTo(cross.x - 20, cross.y); g.lineTo(cross.x - 6, cross.y);
      g.moveTo(cross.x + 6, cross.y); g.lineTo(cross.x + 20, cross.y);
      g.moveTo(cross.x, cross.y - 20); g.lineTo(cross.x, cross.y - 6);
      g.moveTo(cross.x, cross.y + 6); g.lineTo(cross.x, cross.y + 20);
      g.stroke();
      g.fillStyle = g.strokeStyle;
      g.fillRect(cross.x - 1, cross.y - 1, 2, 2);
    }
    if (flash > 0) { g.fillStyle = 'rgba(255,245,220,0.12)'; g.fillRect(0, 0, W, H); }
    if (k.screen === 'playing' || k.screen === 'paused') drawBanner(g, k);
    g.restore();
  },
  state() {
    return {
      round,
      phase,
      time: Math.round(timeLeft * 10) / 10,
      mag: gun.mag,
      reserve: gun.reserve,
      reloading: gun.reloadT > 0,
      shots,
      hits,
      totalShots,
      accuracy: Math.round(accuracy(hits, shots) * 100),
      streak,
      multiplier: multiplier(streak),
      roundScore,
      goal: spec.goal,
      lanes: spec.lanes.length,
      cross: { x: Math.round(cross.x), y: Math.round(cross.y) },
      targets: targets.filter((tg) => tg.hitAt < 0).map((tg) => {
        const p = targetPos(tg, spec, t);
        return { kind: tg.kind, x: Math.round(p.x), y: Math.round(p.y) };
      }),
    };
  },
  demo(k) {
    demoing = true;
    // Round 3 in full swing: three rails of targets, a few knocked down, a streak going.
    round = 3;
    startRound(k);
    phase = 'live';
    for (let i = 0; i < 60 * 7; i++) {
      stepLive(k, 1 / 60);
      stepFx(1 / 60);
      if (i % 45 === 20) {
        const tg = targets.find((x) => x.hitAt < 0 && x.kind !== 'bomb' && Math.abs(targetPos(x, spec, t).x - W / 2) < 130);
        if (tg) { const p = targetPos(tg, spec, t); fireAt(k, p.x + 2, p.y + 1); }
      }
    }
    const aim = targets.find((x) => x.hitAt < 0 && x.kind === 'bullseye') ?? targets.find((x) => x.hitAt < 0);
    if (aim) { const p = targetPos(aim, spec, t); cross = { x: p.x + 4, y: p.y - 3 }; }
    demoing = false;
  },
});

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawCounter(g, k) {
  const rtl = k.dir === 'rtl';
  // Progress towards the round's goal.
  const bx = 16;
  const bw = W - 32;
  const by = COUNTER_Y + 20;
  g.fillStyle = 'rgba(0,0,0,0.35)';
  roundRect(g, bx, by, bw, 14, 7); g.fill();
  const frac = Math.min(1, roundScore / spec.goal);
  const grad = g.createLinearGradient(bx, 0, bx + bw, 0);
  grad.addColorStop(0, '#ffb020'); grad.addColorStop(1, '#7dff9b');
  g.fillStyle = grad;
  if (frac > 0) { roundRect(g, rtl ? bx + bw * (1 - frac) : bx, by, bw * frac, 14, 7); g.fill(); }
  g.fillStyle = '#fff8e6';
  g.font = '800 11px system-ui, sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(`${k.fmt(roundScore)} / ${k.t('goal', { n: k.fmt(spec.goal) })}`, W / 2, by + 7.5);
  // Ammo tray: the six rounds in the gun, the rest of the box as a number.
  g.fillStyle = 'rgba(20,8,2,0.45)';
  roundRect(g, TRAY.x, TRAY.y, TRAY.w, TRAY.h, 12); g.fill();
  g.strokeStyle = gun.mag === 0 && phase === 'live' ? `rgba(255,90,90,${0.6 + 0.4 * Math.sin(k.clock * 10)})` : 'rgba(255,220,170,0.25)';
  g.lineWidth = 2;
  roundRect(g, TRAY.x, TRAY.y, TRAY.w, TRAY.h, 12); g.stroke();
  for (let i = 0; i < MAG; i++) {
    const x = TRAY.x + 14 + i * 19;
    const y = TRAY.y + 12;
    const loaded = i < gun.mag;
    g.fillStyle = loaded ? '#d9a441' : 'rgba(255,255,255,0.12)';
    roundRect(g, x, y + 10, 12, 26, 2); g.fill();
    g.fillStyle = loaded ? '#c0392b' : 'rgba(255,255,255,0.08)';
    roundRect(g, x, y, 12, 12, 5); g.fill();
  }
  if (gun.reloadT > 0) {
    g.fillStyle = '#ffd86b';
    g.fillRect(TRAY.x + 14, TRAY.y + 52, (TRAY.w - 28) * (1 - gun.reloadT / 0.9), 4);
  }
  g.font = '700 12px system-ui, sans-serif';
  g.fillStyle = '#ffe9c9';
  g.textAlign = 'center';
  g.fillText(`${k.t('reload')} · +${gun.reserve}`, TRAY.x + TRAY.w / 2, TRAY.y + 70);
  // Clock, accuracy and multiplier.
  const cx = 270;
  const sec = Math.max(0, Math.ceil(timeLeft));
  g.font = '900 34px system-ui, sans-serif';
  g.fillStyle = sec <= 5 && phase === 'live' ? '#ff6b6b' : '#fff3d6';
  g.fillText(`${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, '0')}`, cx, TRAY.y + 22);
  g.font = '700 13px system-ui, sans-serif';
  g.fillStyle = '#ffe9c9';
  g.fillText(`${k.t('acc')} ${Math.round(accuracy(hits, shots) * 100)}%`, cx, TRAY.y + 52);
  const m = multiplier(streak);
  g.font = '900 18px system-ui, sans-serif';
  g.fillStyle = m > 1 ? '#7dff9b' : 'rgba(255,255,255,0.35)';
  g.fillText(`×${m}`, cx, TRAY.y + 74);
  // Time bar along the bottom edge.
  g.fillStyle = 'rgba(0,0,0,0.35)';
  g.fillRect(16, H - 22, W - 32, 6);
  g.fillStyle = '#5fe6dd';
  g.fillRect(16, H - 22, (W - 32) * Math.max(0, Math.min(1, timeLeft / spec.time)), 6);
}

/** Round banners over the booth. @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawBanner(g, k) {
  if (phase === 'live' || demoing) return;
  /** @type {string[]} */
  let lines;
  if (phase === 'ready') lines = [k.t('roundN', { n: round }), k.t('goal', { n: k.fmt(spec.goal) }), phaseT < 0.5 ? k.t('go') : k.t('ready')];
  else {
    lines = [passed ? k.t('clear', { n: round }) : k.t('roundN', { n: round }), `${k.t('acc')} ${Math.round(accuracy(hits, shots) * 100)}% · ${hits}/${shots}`, k.t('bonus', { n: lastBonus })];
    if (ammoLeft(gun) === 0) lines.push(k.t('ammoOut'));
  }
  g.fillStyle = 'rgba(12,10,30,0.78)';
  roundRect(g, 30, 170, W - 60, 48 + lines.length * 24, 16); g.fill();
  g.strokeStyle = 'rgba(255,216,107,0.6)';
  g.lineWidth = 2;
  roundRect(g, 30, 170, W - 60, 48 + lines.length * 24, 16); g.stroke();
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  lines.forEach((line, i) => {
    g.font = i === 0 ? '900 24px system-ui, sans-serif' : '700 15px system-ui, sans-serif';
    g.fillStyle = i === 0 ? '#ffd86b' : '#f1ecff';
    g.fillText(line, W / 2, 200 + i * 28 + (i ? 6 : 0), W - 80);
  });
}

export default kit;
