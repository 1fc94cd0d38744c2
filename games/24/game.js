// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { clamp, lerp } from '../kit/geometry.js';
import {
  W, H, PX_PER_M, GOAL_M, STAGE_M, WHEEL_R, BODY, UPGRADES, MAX_LEVEL, upgradeCost, noUpgrades, buyUpgrade, createRun, stepRun,
  stepBuggy, metres, COURSE_SEED, stageOf, grounded, groundSpeed, groundY, autopilot, bodyPoint, FLIP_BONUS, AIR_BONUS,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Run} Run */
/** @typedef {import('./logic.js').Levels} Levels */
/** @typedef {import('./logic.js').UpgradeKey} UpgradeKey */

const strings = {
  'zh-CN': { title: '爬坡越野车', garage: '车库', coins: '金币', drive: '出发！', engine: '引擎', tyres: '轮胎', suspension: '悬挂', tank: '油箱', max: '满级', buyHint: '点击升级项目花金币购买', poor: '金币不够', bought: '{name}已升级！', fuel: '燃油', lowFuel: '燃油不足！', crashed: '翻车了！行驶 {m} 米，收集 {c} 枚金币。', empty: '燃油耗尽，行驶 {m} 米，收集 {c} 枚金币。', summit: '你登上了山顶！收集 {c} 枚金币。', stage: '第 {n} 段：{name}', meadow: '青草坡', forest: '松树林', desert: '红沙漠', snow: '雪原', ridge: '夜色山脊', flip: '空翻！+{n}', air: '腾空！+{n}', gas: '油门', brake: '刹车', bestDist: '最远：{m} 米', summitSign: '山顶' },
  en: { title: 'Hill Climb Buggy', garage: 'Garage', coins: 'Coins', drive: 'Drive!', engine: 'Engine', tyres: 'Tyres', suspension: 'Suspension', tank: 'Fuel tank', max: 'MAX', buyHint: 'Tap an upgrade to buy it with coins', poor: 'Not enough coins', bought: '{name} upgraded!', fuel: 'Fuel', lowFuel: 'Low fuel!', crashed: 'Crashed! {m} m driven, {c} coins collected.', empty: 'Out of fuel after {m} m. {c} coins collected.', summit: 'You reached the summit! {c} coins collected.', stage: 'Stage {n}: {name}', meadow: 'Green Meadow', forest: 'Pine Forest', desert: 'Red Desert', snow: 'Snowfields', ridge: 'Night Ridge', flip: 'Flip! +{n}', air: 'Air time! +{n}', gas: 'Gas', brake: 'Brake', bestDist: 'Best: {m} m', summitSign: 'Summit' },
  ja: { title: 'ヒルクライム バギー', garage: 'ガレージ', coins: 'コイン', drive: '出発！', engine: 'エンジン', tyres: 'タイヤ', suspension: 'サスペンション', tank: '燃料タンク', max: '最大', buyHint: 'アップグレードをタップしてコインで購入', poor: 'コインが足りません', bought: '{name}を強化しました！', fuel: '燃料', lowFuel: '燃料が少ない！', crashed: '転倒！ {m} m 走行、コイン {c} 枚獲得。', empty: '燃料切れ。{m} m 走行、コイン {c} 枚獲得。', summit: '山頂に到着！ コイン {c} 枚獲得。', stage: 'ステージ {n}：{name}', meadow: '緑の草原', forest: '松の森', desert: '赤い砂漠', snow: '雪原', ridge: '夜の尾根', flip: '宙返り！ +{n}', air: 'エアタイム！ +{n}', gas: 'アクセル', brake: 'ブレーキ', bestDist: 'ベスト：{m} m', summitSign: '山頂' },
  es: { title: 'Buggy de montaña', garage: 'Taller', coins: 'Monedas', drive: '¡A rodar!', engine: 'Motor', tyres: 'Neumáticos', suspension: 'Suspensión', tank: 'Depósito', max: 'MÁX', buyHint: 'Toca una mejora para comprarla con monedas', poor: 'No tienes monedas suficientes', bought: '¡{name} mejorado!', fuel: 'Gasolina', lowFuel: '¡Poca gasolina!', crashed: '¡Volcaste! {m} m recorridos, {c} monedas recogidas.', empty: 'Sin gasolina tras {m} m. {c} monedas recogidas.', summit: '¡Llegaste a la cumbre! {c} monedas recogidas.', stage: 'Tramo {n}: {name}', meadow: 'Prado verde', forest: 'Pinar', desert: 'Desierto rojo', snow: 'Campos nevados', ridge: 'Cresta nocturna', flip: '¡Vuelta! +{n}', air: '¡Gran salto! +{n}', gas: 'Acelerar', brake: 'Frenar', bestDist: 'Récord: {m} m', summitSign: 'Cumbre' },
  de: { title: 'Bergauf-Buggy', garage: 'Garage', coins: 'Münzen', drive: 'Los!', engine: 'Motor', tyres: 'Reifen', suspension: 'Federung', tank: 'Tank', max: 'MAX', buyHint: 'Tippe ein Upgrade an, um es mit Münzen zu kaufen', poor: 'Nicht genug Münzen', bought: '{name} verbessert!', fuel: 'Sprit', lowFuel: 'Sprit fast leer!', crashed: 'Überschlagen! {m} m gefahren, {c} Münzen gesammelt.', empty: 'Kein Sprit mehr nach {m} m. {c} Münzen gesammelt.', summit: 'Gipfel erreicht! {c} Münzen gesammelt.', stage: 'Etappe {n}: {name}', meadow: 'Grüne Wiese', forest: 'Kiefernwald', desert: 'Rote Wüste', snow: 'Schneefelder', ridge: 'Nachtgrat', flip: 'Salto! +{n}', air: 'Luftsprung! +{n}', gas: 'Gas', brake: 'Bremse', bestDist: 'Rekord: {m} m', summitSign: 'Gipfel' },
  fr: { title: 'Buggy des collines', garage: 'Garage', coins: 'Pièces', drive: 'En route !', engine: 'Moteur', tyres: 'Pneus', suspension: 'Suspension', tank: 'Réservoir', max: 'MAX', buyHint: 'Touchez une amélioration pour l’acheter', poor: 'Pas assez de pièces', bought: '{name} amélioré !', fuel: 'Essence', lowFuel: 'Presque plus d’essence !', crashed: 'Capotage ! {m} m parcourus, {c} pièces ramassées.', empty: 'Panne sèche après {m} m. {c} pièces ramassées.', summit: 'Vous avez atteint le sommet ! {c} pièces ramassées.', stage: 'Étape {n} : {name}', meadow: 'Prairie verte', forest: 'Forêt de pins', desert: 'Désert rouge', snow: 'Champs de neige', ridge: 'Crête nocturne', flip: 'Salto ! +{n}', air: 'Envolée ! +{n}', gas: 'Accélérer', brake: 'Freiner', bestDist: 'Record : {m} m', summitSign: 'Sommet' },
  'pt-BR': { title: 'Buggy Morro Acima', garage: 'Garagem', coins: 'Moedas', drive: 'Partiu!', engine: 'Motor', tyres: 'Pneus', suspension: 'Suspensão', tank: 'Tanque', max: 'MÁX', buyHint: 'Toque numa melhoria para comprá-la com moedas', poor: 'Moedas insuficientes', bought: '{name} melhorado!', fuel: 'Gasolina', lowFuel: 'Pouca gasolina!', crashed: 'Capotou! {m} m percorridos, {c} moedas coletadas.', empty: 'Sem gasolina depois de {m} m. {c} moedas coletadas.', summit: 'Você chegou ao topo! {c} moedas coletadas.', stage: 'Trecho {n}: {name}', meadow: 'Campo Verde', forest: 'Pinheiral', desert: 'Deserto Vermelho', snow: 'Campos de Neve', ridge: 'Serra Noturna', flip: 'Cambalhota! +{n}', air: 'Voo longo! +{n}', gas: 'Acelerar', brake: 'Frear', bestDist: 'Recorde: {m} m', summitSign: 'Topo' },
  ar: { title: 'عربة تسلّق التلال', garage: 'المرآب', coins: 'العملات', drive: 'انطلق!', engine: 'المحرك', tyres: 'الإطارات', suspension: 'نظام التعليق', tank: 'خزان الوقود', max: 'الأقصى', buyHint: 'المس ترقية لتشتريها بالعملات', poor: 'العملات لا تكفي', bought: 'تمت ترقية {name}!', fuel: 'الوقود', lowFuel: 'الوقود على وشك النفاد!', crashed: 'انقلبت العربة! قطعت {m} م وجمعت {c} عملة.', empty: 'نفد الوقود بعد {m} م. جمعت {c} عملة.', summit: 'وصلت إلى القمة! جمعت {c} عملة.', stage: 'المرحلة {n}: {name}', meadow: 'المرج الأخضر', forest: 'غابة الصنوبر', desert: 'الصحراء الحمراء', snow: 'حقول الثلج', ridge: 'قمة الليل', flip: 'شقلبة! +{n}', air: 'طيران! +{n}', gas: 'تسارع', brake: 'فرامل', bestDist: 'الأبعد: {m} م', summitSign: 'القمة' },
};

const BANK_KEY = 'gamekit:24:bank';

/**
 * Scenery per stage.
 * @typedef {{key: string, sky: [string, string], far: string, near: string, top: string, dirt: [string, string], deco: 'tree'|'pine'|'cactus'|'snowpine'|'rock'}} Theme
 */
/** @type {Theme[]} */
const THEMES = [
  { key: 'meadow', sky: ['#5fb8f0', '#cdeeff'], far: '#9cc7df', near: '#6fae7c', top: '#5cc247', dirt: ['#8a5a32', '#5a3a22'], deco: 'tree' },
  { key: 'forest', sky: ['#4f9fd6', '#d9f0e6'], far: '#8fb4a8', near: '#3f7f5a', top: '#3b9c45', dirt: ['#6e4a2c', '#3e2a1a'], deco: 'pine' },
  { key: 'desert', sky: ['#f0a05a', '#ffe2a8'], far: '#e0a87a', near: '#c9824f', top: '#e8b65c', dirt: ['#c47a3e', '#8a4a26'], deco: 'cactus' },
  { key: 'snow', sky: ['#8fb8e0', '#eef6ff'], far: '#c5d6ea', near: '#9bb2cc', top: '#f4f8ff', dirt: ['#7c8ca6', '#4c5870'], deco: 'snowpine' },
  { key: 'ridge', sky: ['#1b1a48', '#6a4a8a'], far: '#3b3566', near: '#2c2850', top: '#8e86b8', dirt: ['#4a4468', '#25223c'], deco: 'rock' },
];

/** @type {'garage'|'drive'|'end'} */
let phase = 'garage';
/** Garage cursor: 0-3 the upgrades, 4 the Drive button. */
let sel = 4;
/** @type {{coins: number, levels: Levels}} */
let bank = { coins: 0, levels: noUpgrades() };
/** @type {Run} */
let run = createRun(COURSE_SEED, noUpgrades());
let cam = { x: 0, y: 0, z: 0.85 };
let endTimer = 0;
let shownStage = 1;
let engineTimer = 0;
let lowWarned = false;
let demoing = false;
let pedals = { gas: 0, brake: 0 };
/** @type {{x: number, y: number, vx: number, vy: number, life: number, c: string, r: number}[]} */
let puffs = [];
/** @type {{text: string, x: number, y: number, life: number}[]} */
let popups = [];

/** @param {string} key */
function load(key) {
  try { return localStorage.getItem(key); } catch { return null; }
}
/** @param {string} key @param {string} v */
function save(key, v) {
  try { localStorage.setItem(key, v); } catch { /* private mode */ }
}

function loadBank() {
  const levels = noUpgrades();
  let coins = 0;
  try {
    const o = JSON.parse(load(BANK_KEY) ?? '{}');
    coins = Number.isFinite(o.coins) ? clamp(Math.floor(o.coins), 0, 1e7) : 0;
    for (const k of UPGRADES) {
      const v = o.levels?.[k];
      levels[k] = Number.isInteger(v) ? clamp(v, 0, MAX_LEVEL) : 0;
    }
  } catch { /* a damaged save starts over */ }
  bank = { coins, levels };
}

function saveBank() {
  if (!demoing) save(BANK_KEY, JSON.stringify(bank));
}

/** @param {string} hex @param {string} hex2 @param {number} t */
function mix(hex, hex2, t) {
  const a = parseInt(hex.slice(1), 16);
  const b = parseInt(hex2.slice(1), 16);
  const ch = (/** @type {number} */ s) => Math.round(lerp((a >> s) & 255, (b >> s) & 255, t));
  return `rgb(${ch(16)},${ch(8)},${ch(0)})`;
}

/** @param {number} x world x @returns {Theme} */
const themeAt = (x) => /** @type {Theme} */ (THEMES[clamp(stageOf(Math.max(0, (x - run.startX) / PX_PER_M)) - 1, 0, THEMES.length - 1)]);

/** Cheap repeatable hash for scenery placement. @param {number} i */
const hash = (i) => {
  let h = Math.imul(i ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
};

/** @param {Kit} kit */
function startRun(kit) {
  run = createRun(COURSE_SEED, bank.levels);
  phase = 'drive';
  endTimer = 0;
  shownStage = 1;
  lowWarned = false;
  puffs = [];
  popups = [];
  pedals = { gas: 0, brake: 0 };
  cam = { x: run.buggy.x + 60, y: run.buggy.y - 30, z: 0.85 };
  kit.setScore(0);
  kit.setLevel(1);
  kit.setStat('coins', bank.coins);
  kit.sound.tone({ freq: 90, to: 180, dur: 0.4, type: 'sawtooth', vol: 0.08 });
}

/** @param {Kit} kit @param {number} i */
function garageAction(kit, i) {
  sel = i;
  if (i === 4) { startRun(kit); return; }
  const key = /** @type {UpgradeKey} */ (UPGRADES[i]);
  if (bank.levels[key] >= MAX_LEVEL) { kit.sound.beep(220, 0.1); return; }
  if (!buyUpgrade(bank, key)) {
    kit.toast(kit.t('poor'));
    kit.sound.beep(200, 0.12);
    return;
  }
  saveBank();
  kit.setStat('coins', bank.coins);
  kit.toast(kit.t('bought', { name: kit.t(key) }));
  kit.sound.jingle([523, 784, 1047]);
}

/** @param {Kit} kit */
function readPedals(kit) {
  if (demoing) return autopilot(run);
  const k = kit.input;
  const gas = k.isDown('ArrowRight') || k.isDown('KeyD') || k.isDown('ArrowUp') || k.isDown('KeyW') || kit.held('gas');
  const brake = k.isDown('ArrowLeft') || k.isDown('KeyA') || k.isDown('ArrowDown') || k.isDown('KeyS') || kit.held('brake');
  return { gas: gas ? 1 : 0, brake: brake ? 1 : 0 };
}

/** @param {Kit} kit */
function endRun(kit) {
  const m = metres(run);
  const c = run.coinsGot;
  bank.coins += c;
  saveBank();
  kit.setStat('coins', bank.coins);
  phase = 'end';
  if (run.status === 'summit') kit.gameOver({ win: true, message: kit.t('summit', { c: kit.fmt(c) }) });
  else kit.gameOver({ message: kit.t(run.status === 'crashed' ? 'crashed' : 'empty', { m: kit.fmt(m), c: kit.fmt(c) }) });
}

/** @param {Kit} kit @param {number} dt */
function stepDrive(kit, dt) {
  const b = run.buggy;
  if (run.status !== 'driving') {
    // The wreck settles for a moment before the result.
    stepBuggy(b, run.terrain, { gas: 0, brake: 0 }, run.stats, dt);
    endTimer += dt;
    if (endTimer > (run.status === 'summit' ? 1.2 : 0.9) && !demoing) endRun(kit);
    moveCamera(dt);
    stepEffects(dt);
    return;
  }
  pedals = readPedals(kit);
  const ev = stepRun(run, pedals, dt);
  // stepRun may have ended the run: re-read the status, which the check above narrowed to 'driving'.
  const status = /** @type {Run['status']} */ (run.status);
  if (run.fuel <= 0) pedals = { gas: 0, brake: pedals.brake };
  const m = metres(run);
  if (m !== kit.score) kit.setScore(m);
  const stage = stageOf(m);
  if (stage !== shownStage) {
    shownStage = stage;
    kit.setLevel(stage);
    kit.toast(kit.t('stage', { n: stage, name: kit.t(/** @type {Theme} */ (THEMES[stage - 1]).key) }));
    kit.sound.jingle([392, 523, 659]);
  }
  if (ev.coins) {
    kit.setStat('coins', bank.coins + run.coinsGot);
    kit.sound.tone({ freq: 1320, to: 1760, dur: 0.07, type: 'square', vol: 0.06 });
  }
  if (ev.flips) {
    popups.push({ text: kit.t('flip', { n: ev.flips * FLIP_BONUS }), x: b.x, y: b.y - 60, life: 1.4 });
    kit.sound.jingle([659, 784, 988, 1319]);
  } else if (ev.air) {
    popups.push({ text: kit.t('air', { n: AIR_BONUS }), x: b.x, y: b.y - 60, life: 1.2 });
    kit.sound.jingle([659, 880]);
  }
  if (ev.landed) kit.sound.noise({ dur: 0.12, vol: 0.1, freq: 300 });
  if (ev.fuel) {
    lowWarned = false;
    kit.sound.jingle([440, 660, 880]);
  }
  if (!lowWarned && run.fuel < run.stats.fuelMax * 0.2) {
    lowWarned = true;
    kit.toast(kit.t('lowFuel'));
    kit.sound.beep(300, 0.2);
  }
  if (status === 'crashed') {
    kit.sound.noise({ dur: 0.5, vol: 0.25, freq: 700 });
    kit.sound.tone({ freq: 180, to: 60, dur: 0.5, type: 'sawtooth', vol: 0.12 });
  }
  // Engine: a putter whose pitch follows the speed.
  engineTimer -= dt;
  if (engineTimer <= 0 && status === 'driving') {
    const v = Math.abs(groundSpeed(b));
    engineTimer = pedals.gas ? 0.09 : 0.16;
    kit.sound.tone({ freq: 55 + v * 0.22 + pedals.gas * 25, dur: 0.08, type: 'sawtooth', vol: pedals.gas ? 0.035 : 0.018 });
  }
  // Dust behind the driven wheels, exhaust puffs.
  if (!kit.reducedMotion) {
    const rear = /** @type {import('./logic.js').Wheel} */ (b.wheels[0]);
    if (pedals.gas && rear.ground && kit.random() < 0.6) {
      puffs.push({ x: rear.x - 8, y: rear.y + WHEEL_R - 4, vx: -60 - kit.random() * 60, vy: -30 - kit.random() * 40, life: 0.6, c: themeAt(b.x).dirt[0], r: 3 + kit.random() * 3 });
    }
    if (pedals.gas && kit.random() < 0.3) {
      const ex = bodyPoint(b, -38, 2);
      puffs.push({ x: ex.x, y: ex.y, vx: -40, vy: -20, life: 0.5, c: '#cfcfcf', r: 2.5 });
    }
  }
  moveCamera(dt);
  stepEffects(dt);
}

/** @param {number} dt */
function stepEffects(dt) {
  puffs = puffs.filter((p) => { p.x += p.vx * dt; p.y += p.vy * dt; p.vy += 60 * dt; p.r += 6 * dt; return (p.life -= dt) > 0; });
  popups = popups.filter((p) => { p.y -= 30 * dt; return (p.life -= dt) > 0; });
}

/** @param {number} dt */
function moveCamera(dt) {
  const b = run.buggy;
  const k = Math.min(1, dt * 4);
  cam.x = lerp(cam.x, b.x + clamp(b.vx * 0.3, -40, 140), k);
  cam.y = lerp(cam.y, b.y - 20 + clamp(b.vy * 0.15, -60, 60), k);
  cam.z = lerp(cam.z, 0.9 - clamp(Math.abs(b.vx) / 500, 0, 1) * 0.18, Math.min(1, dt * 1.5));
}

// ---------------------------------------------------------------- drawing

/** Screen anchor of the camera point. */
const AX = W * 0.36;
const AY = H * 0.6;

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} s @param {Theme['deco']} kind @param {number} k */
function drawDeco(g, x, y, s, kind, k) {
  g.save();
  g.translate(x, y);
  g.scale(s, s);
  if (kind === 'tree') {
    g.fillStyle = '#6b4426';
    g.fillRect(-3, -30, 6, 32);
    g.fillStyle = k < 0.5 ? '#3f9a3a' : '#54ad3f';
    g.beginPath(); g.arc(0, -40, 17, 0, Math.PI * 2); g.arc(-11, -30, 11, 0, Math.PI * 2); g.arc(11, -31, 12, 0, Math.PI * 2); g.fill();
    g.fillStyle = 'rgba(255,255,255,0.15)';
    g.beginPath(); g.arc(-5, -46, 7, 0, Math.PI * 2); g.fill();
  } else if (kind === 'pine' || kind === 'snowpine') {
    g.fillStyle = '#5a3a22';
    g.fillRect(-3, -14, 6, 16);
    for (let i = 0; i < 3; i++) {
      g.fillStyle = i % 2 ? '#2d6b3c' : '#24583a';
      g.beginPath(); g.moveTo(0, -66 + i * 16); g.lineTo(-18 + i * -3, -24 + i * 8); g.lineTo(18 + i * 3, -24 + i * 8); g.closePath(); g.fill();
      if (kind === 'snowpine') {
        g.fillStyle = '#f4f8ff';
        g.beginPath(); g.moveTo(0, -66 + i * 16); g.lineTo(-8, -52 + i * 16); g.lineTo(8, -52 + i * 16); g.closePath(); g.fill();
      }
    }
  } else if (kind === 'cactus') {
    g.fillStyle = '#4f8f3f';
    roundRect(g, -5, -46, 10, 48, 5); g.fill();
    roundRect(g, -17, -34, 8, 18, 4); g.fill();
    roundRect(g, -17, -20, 16, 7, 3); g.fill();
    roundRect(g, 9, -40, 8, 16, 4); g.fill();
    roundRect(g, 1, -28, 16, 7, 3); g.fill();
  } else {
    g.fillStyle = '#5a5480';
    g.beginPath(); g.moveTo(-22, 4); g.lineTo(-14, -18); g.lineTo(2, -26); g.lineTo(18, -12); g.lineTo(24, 4); g.closePath(); g.fill();
    g.fillStyle = 'rgba(255,255,255,0.12)';
    g.beginPath(); g.moveTo(-14, -18); g.lineTo(2, -26); g.lineTo(0, -8); g.closePath(); g.fill();
  }
  g.restore();
}

/** @param {CanvasRenderingContext2D} g @param {Kit} kit */
function drawBackground(g, kit) {
  const theme = themeAt(cam.x);
  const m = (cam.x - run.startX) / PX_PER_M;
  // Blend the sky into the next stage's over the last 80 m.
  const next = THEMES[Math.min(THEMES.length - 1, stageOf(Math.max(0, m)))] ?? theme;
  const t = clamp((m % STAGE_M - (STAGE_M - 80)) / 80, 0, 1);
  const sky = g.createLinearGradient(0, 0, 0, H);
  sky.addColorStop(0, mix(theme.sky[0], next.sky[0], t));
  sky.addColorStop(1, mix(theme.sky[1], next.sky[1], t));
  g.fillStyle = sky;
  g.fillRect(0, 0, W, H);
  if (theme.key === 'ridge') {
    g.fillStyle = 'rgba(255,255,255,0.8)';
    for (let i = 0; i < 40; i++) g.fillRect(hash(i) * W, hash(i + 99) * H * 0.5, 1.5, 1.5);
    g.fillStyle = '#f4f0d8';
    g.beginPath(); g.arc(W * 0.78, 90, 22, 0, Math.PI * 2); g.fill();
  } else {
    g.fillStyle = 'rgba(255,250,220,0.9)';
    g.beginPath(); g.arc(W * 0.8, 86, 26, 0, Math.PI * 2); g.fill();
    g.fillStyle = 'rgba(255,255,255,0.75)';
    for (let i = 0; i < 4; i++) {
      const cx = ((hash(i * 7) * 700 - cam.x * 0.05) % 520 + 520) % 520 - 80;
      const cy = 50 + hash(i * 3) * 120;
      g.beginPath(); g.ellipse(cx, cy, 34, 11, 0, 0, Math.PI * 2); g.ellipse(cx + 18, cy - 7, 20, 10, 0, 0, Math.PI * 2); g.fill();
    }
  }
  // Two parallax ranges of hills.
  for (const [f, base, amp, col] of /** @type {[number, number, number, string][]} */ ([[0.12, AY - 50, 70, mix(theme.far, next.far, t)], [0.3, AY + 5, 55, mix(theme.near, next.near, t)]])) {
    g.fillStyle = col;
    g.beginPath();
    g.moveTo(0, H);
    const yOff = clamp(-cam.y * f * 0.3, -80, 160);
    for (let sx = 0; sx <= W; sx += 12) {
      const wx = sx + cam.x * f;
      const y = base + yOff - amp * (0.6 * Math.sin(wx / 90) + 0.3 * Math.sin(wx / 37 + 1.3) + 0.25 * Math.sin(wx / 211 + 4));
      g.lineTo(sx, y);
    }
    g.lineTo(W, H);
    g.closePath();
    g.fill();
  }
  void kit;
}

/** @param {CanvasRenderingContext2D} g @param {Kit} kit */
function drawWorld(g, kit) {
  const tr = run.terrain;
  const z = cam.z;
  const x0 = cam.x - AX / z - 40;
  const x1 = cam.x + (W - AX) / z + 40;
  const yBottom = cam.y + (H - AY) / z + 40;
  g.save();
  g.translate(AX, AY);
  g.scale(z, z);
  g.translate(-cam.x, -cam.y);
  // Scenery first: the ground hides the roots.
  const i0 = Math.floor(x0 / 60);
  for (let i = i0; i < x1 / 60; i++) {
    const k = hash(i);
    if (k > 0.3 || i * 60 < 0) continue;
    const x = i * 60 + hash(i + 5) * 40;
    drawDeco(g, x, groundY(tr, x) + 4, 0.8 + hash(i + 11) * 0.5, themeAt(x).deco, hash(i + 3));
  }
  // Ground, one polygon per stage so each keeps its colours.
  const first = Math.max(0, Math.floor((x0 - tr.x0) / tr.step));
  const last = Math.min(tr.ys.length - 1, Math.ceil((x1 - tr.x0) / tr.step));
  let i = first;
  while (i < last) {
    const theme = themeAt(tr.x0 + i * tr.step);
    let j = i;
    while (j < last && themeAt(tr.x0 + (j + 1) * tr.step) === theme) j++;
    j = Math.min(last, j + 1);
    const topY = groundY(tr, tr.x0 + i * tr.step) - 10;
    const dirt = g.createLinearGradient(0, topY, 0, topY + 400);
    dirt.addColorStop(0, theme.dirt[0]);
    dirt.addColorStop(1, theme.dirt[1]);
    g.fillStyle = dirt;
    g.beginPath();
    g.moveTo(tr.x0 + i * tr.step, yBottom + 400);
    for (let k = i; k <= j; k++) g.lineTo(tr.x0 + k * tr.step, /** @type {number} */ (tr.ys[k]));
    g.lineTo(tr.x0 + j * tr.step, yBottom + 400);
    g.closePath();
    g.fill();
    // Stones in the soil.
    g.fillStyle = 'rgba(0,0,0,0.14)';
    for (let k = i; k <= j; k += 3) {
      const hsh = hash(k * 13);
      if (hsh > 0.45) continue;
      g.beginPath();
      g.ellipse(tr.x0 + k * tr.step, /** @type {number} */ (tr.ys[k]) + 22 + hsh * 90, 4 + hsh * 8, 3 + hsh * 4, 0, 0, Math.PI * 2);
      g.fill();
    }
    g.strokeStyle = 'rgba(0,0,0,0.18)';
    g.lineWidth = 22;
    g.lineJoin = 'round';
    g.beginPath();
    for (let k = i; k <= j; k++) {
      const y = /** @type {number} */ (tr.ys[k]) + 12;
      if (k === i) g.moveTo(tr.x0 + k * tr.step, y); else g.lineTo(tr.x0 + k * tr.step, y);
    }
    g.stroke();
    g.strokeStyle = theme.top;
    g.lineWidth = 9;
    g.lineJoin = 'round';
    g.beginPath();
    for (let k = i; k <= j; k++) {
      const y = /** @type {number} */ (tr.ys[k]) + 3;
      if (k === i) g.moveTo(tr.x0 + k * tr.step, y); else g.lineTo(tr.x0 + k * tr.step, y);
    }
    g.stroke();
    i = j;
  }
  // Distance posts every 100 m, the summit flag at the end.
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.direction = 'ltr';
  for (let mk = Math.max(100, Math.ceil((x0 - run.startX) / PX_PER_M / 100) * 100); mk * PX_PER_M + run.startX < x1; mk += 100) {
    const x = run.startX + mk * PX_PER_M;
    const y = groundY(tr, x);
    if (mk >= GOAL_M) {
      g.fillStyle = '#ddd';
      g.fillRect(x - 2, y - 90, 4, 92);
      g.fillStyle = '#ff4d5e';
      g.beginPath(); g.moveTo(x + 2, y - 90); g.lineTo(x + 46, y - 78); g.lineTo(x + 2, y - 64); g.closePath(); g.fill();
      g.fillStyle = '#fff';
      g.font = '800 13px system-ui, sans-serif';
      g.fillText(kit.t('summitSign'), x, y - 102);
      continue;
    }
    g.fillStyle = '#7a5634';
    g.fillRect(x - 2, y - 40, 4, 42);
    g.fillStyle = mk % STAGE_M === 0 ? '#ffd23f' : '#f4f4f4';
    roundRect(g, x - 22, y - 56, 44, 20, 5);
    g.fill();
    g.fillStyle = '#222';
    g.font = '800 12px system-ui, sans-serif';
    g.fillText(`${mk} m`, x, y - 46);
  }
  // Fuel cans and coins.
  for (const c of run.cans) {
    if (c.taken || c.x < x0 || c.x > x1) continue;
    const bob = kit.reducedMotion ? 0 : Math.sin(kit.clock * 3 + c.x) * 3;
    drawCan(g, c.x, c.y + bob);
  }
  for (const c of run.coins) {
    if (c.taken || c.x < x0 || c.x > x1) continue;
    const sx = kit.reducedMotion ? 1 : Math.abs(Math.cos(kit.clock * 3 + c.x * 0.01));
    drawCoin(g, c.x, c.y, sx, c.value);
  }
  for (const p of puffs) {
    g.globalAlpha = clamp(p.life * 1.6, 0, 0.8);
    g.fillStyle = p.c;
    g.beginPath(); g.arc(p.x, p.y, p.r, 0, Math.PI * 2); g.fill();
  }
  g.globalAlpha = 1;
  drawBuggy(g, run.buggy, run.status === 'crashed');
  g.font = '900 18px system-ui, sans-serif';
  g.direction = kit.dir === 'rtl' ? 'rtl' : 'ltr';
  for (const p of popups) {
    g.globalAlpha = clamp(p.life, 0, 1);
    g.lineWidth = 4;
    g.strokeStyle = 'rgba(0,0,0,0.5)';
    g.strokeText(p.text, p.x, p.y);
    g.fillStyle = '#ffe066';
    g.fillText(p.text, p.x, p.y);
  }
  g.globalAlpha = 1;
  g.restore();
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y */
function drawCan(g, x, y) {
  g.save();
  g.translate(x, y);
  g.rotate(-0.12);
  g.fillStyle = 'rgba(0,0,0,0.25)';
  roundRect(g, -11, -12, 24, 30, 4); g.fill();
  g.fillStyle = '#e23b32';
  roundRect(g, -13, -15, 24, 30, 4); g.fill();
  g.fillStyle = '#ff6b5e';
  g.fillRect(-11, -13, 4, 26);
  g.strokeStyle = '#b12a22';
  g.lineWidth = 3;
  g.beginPath(); g.moveTo(-7, -15); g.lineTo(-7, -21); g.lineTo(3, -21); g.lineTo(3, -15); g.stroke();
  g.fillStyle = '#ffd23f';
  g.beginPath(); g.moveTo(-1, -7); g.quadraticCurveTo(5, 1, -1, 7); g.quadraticCurveTo(-7, 1, -1, -7); g.fill();
  g.restore();
}

const COIN_COLORS = /** @type {Record<number, [string, string]>} */ ({ 1: ['#d88b3a', '#a85e22'], 2: ['#dfe6f0', '#8d9ab0'], 5: ['#ffd23f', '#c98f10'] });

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} sx @param {number} value */
function drawCoin(g, x, y, sx, value) {
  const [face, rim] = COIN_COLORS[value] ?? ['#ffd23f', '#c98f10'];
  const w = Math.max(1.5, 10 * sx);
  g.fillStyle = rim;
  g.beginPath(); g.ellipse(x, y, w, 10, 0, 0, Math.PI * 2); g.fill();
  g.fillStyle = face;
  g.beginPath(); g.ellipse(x, y, Math.max(1, w - 2.2), 7.8, 0, 0, Math.PI * 2); g.fill();
  g.fillStyle = 'rgba(255,255,255,0.6)';
  g.fillRect(x - w * 0.4, y - 5, Math.max(1, w * 0.25), 8);
}

/** @param {CanvasRenderingContext2D} g @param {import('./logic.js').Buggy} b @param {boolean} crashed */
function drawBuggy(g, b, crashed) {
  const cos = Math.cos(b.a);
  const sin = Math.sin(b.a);
  // Springs from the anchors to the hubs, behind the body.
  g.strokeStyle = '#c9ccd6';
  g.lineWidth = 2.2;
  b.wheels.forEach((wh, i) => {
    const [ax, ay] = /** @type {[number, number]} */ (BODY.anchors[i]);
    const px = b.x + ax * cos - ay * sin;
    const py = b.y + ax * sin + ay * cos;
    const dx = wh.x - px;
    const dy = wh.y - py;
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len;
    const ny = dx / len;
    g.beginPath();
    g.moveTo(px, py);
    for (let k = 1; k < 8; k++) {
      const s = k / 8;
      const o = (k % 2 ? 4 : -4);
      g.lineTo(px + dx * s + nx * o, py + dy * s + ny * o);
    }
    g.lineTo(wh.x, wh.y);
    g.stroke();
  });
  g.save();
  g.translate(b.x, b.y);
  g.rotate(b.a);
  // Roll cage.
  g.strokeStyle = '#3a3f4c';
  g.lineWidth = 3.5;
  g.lineCap = 'round';
  g.beginPath(); g.moveTo(-22, -3); g.lineTo(-16, -24); g.lineTo(6, -22); g.lineTo(16, -3); g.stroke();
  // Driver.
  g.fillStyle = '#2f6fd6';
  roundRect(g, -12, -17, 12, 15, 4); g.fill();
  g.fillStyle = '#f2c9a0';
  g.beginPath(); g.arc(-5, -27, 6.5, 0, Math.PI * 2); g.fill();
  g.fillStyle = crashed ? '#888' : '#ffd23f';
  g.beginPath(); g.arc(-5, -28.5, 7, Math.PI * 0.95, Math.PI * 2.05); g.fill();
  g.fillStyle = '#1d2a3a';
  g.fillRect(-2, -29, 5, 3);
  g.strokeStyle = '#2f6fd6';
  g.lineWidth = 3;
  g.beginPath(); g.moveTo(-3, -12); g.lineTo(8, -10); g.stroke();
  // Body.
  const grad = g.createLinearGradient(0, -8, 0, 10);
  grad.addColorStop(0, '#ff5a4f');
  grad.addColorStop(1, '#b8261f');
  g.fillStyle = grad;
  g.beginPath();
  g.moveTo(-37, -5); g.lineTo(-20, -5); g.lineTo(-14, 0); g.lineTo(18, 0); g.lineTo(28, -6); g.lineTo(37, -3);
  g.lineTo(38, 6); g.lineTo(30, 10); g.lineTo(-30, 10); g.lineTo(-38, 5);
  g.closePath();
  g.fill();
  g.fillStyle = 'rgba(255,255,255,0.35)';
  g.fillRect(-30, -3, 10, 2);
  g.fillStyle = '#2a2d36';
  roundRect(g, -40, -9, 9, 8, 2); g.fill();
  g.fillStyle = '#fff6c8';
  g.fillRect(35, -2, 3, 4);
  g.fillStyle = '#1d1f26';
  g.fillRect(-10, 4, 24, 3);
  g.restore();
  for (const wh of b.wheels) {
    g.save();
    g.translate(wh.x, wh.y);
    g.fillStyle = '#1b1c22';
    g.beginPath(); g.arc(0, 0, WHEEL_R, 0, Math.PI * 2); g.fill();
    g.rotate(wh.spin);
    g.fillStyle = '#34363f';
    for (let k = 0; k < 10; k++) {
      g.rotate(Math.PI / 5);
      g.fillRect(-2, -WHEEL_R, 4, 3);
    }
    g.fillStyle = '#aab2c2';
    g.beginPath(); g.arc(0, 0, 6.5, 0, Math.PI * 2); g.fill();
    g.strokeStyle = '#5d6475';
    g.lineWidth = 1.6;
    for (let k = 0; k < 5; k++) {
      const an = (k / 5) * Math.PI * 2;
      g.beginPath(); g.moveTo(0, 0); g.lineTo(Math.cos(an) * 6, Math.sin(an) * 6); g.stroke();
    }
    g.restore();
  }
}

/** @param {CanvasRenderingContext2D} g @param {Kit} kit */
function drawHud(g, kit) {
  g.direction = 'ltr';
  g.textBaseline = 'middle';
  // Fuel gauge.
  const f = run.fuel / run.stats.fuelMax;
  g.fillStyle = 'rgba(10,14,30,0.6)';
  roundRect(g, 8, 8, 150, 30, 9); g.fill();
  drawCan(g, 24, 24);
  g.fillStyle = 'rgba(255,255,255,0.15)';
  roundRect(g, 40, 17, 110, 12, 6); g.fill();
  const low = f < 0.2;
  const blink = low && !kit.reducedMotion && Math.sin(kit.clock * 12) > 0;
  g.fillStyle = f > 0.5 ? '#5fe08a' : f > 0.2 ? '#ffd23f' : blink ? '#ffffff' : '#ff4d4d';
  if (f > 0) { roundRect(g, 40, 17, Math.max(6, 110 * f), 12, 6); g.fill(); }
  // Coins this run.
  g.fillStyle = 'rgba(10,14,30,0.6)';
  roundRect(g, W - 96, 8, 88, 30, 9); g.fill();
  drawCoin(g, W - 80, 23, 1, 5);
  g.fillStyle = '#fff';
  g.font = '800 16px system-ui, sans-serif';
  g.textAlign = 'right';
  g.fillText(`+${kit.fmt(run.coinsGot)}`, W - 16, 24);
  // Progress to the summit, with the stage boundaries.
  const px0 = 14;
  const pw = W - 28;
  const pr = clamp(metres(run) / GOAL_M, 0, 1);
  g.fillStyle = 'rgba(10,14,30,0.5)';
  roundRect(g, px0 - 4, 46, pw + 8, 12, 6); g.fill();
  THEMES.forEach((th, i) => {
    g.fillStyle = th.top;
    g.globalAlpha = 0.55;
    g.fillRect(px0 + (pw * i) / THEMES.length, 49, pw / THEMES.length - 1, 6);
  });
  g.globalAlpha = 1;
  const best = kit.best / GOAL_M;
  if (best > 0 && best < 1) {
    g.fillStyle = '#fff';
    g.fillRect(px0 + pw * best - 1, 44, 2, 16);
  }
  g.fillStyle = '#ff5a4f';
  g.beginPath(); g.arc(px0 + pw * pr, 52, 6, 0, Math.PI * 2); g.fill();
  g.strokeStyle = '#fff';
  g.lineWidth = 2;
  g.stroke();
  // Distance.
  g.textAlign = 'center';
  g.font = '900 26px system-ui, sans-serif';
  g.lineWidth = 5;
  g.strokeStyle = 'rgba(0,0,0,0.35)';
  const dist = `${kit.fmt(metres(run))} m`;
  g.strokeText(dist, W / 2, 80);
  g.fillStyle = '#fff';
  g.fillText(dist, W / 2, 80);
  if (run.fuel <= 0 && run.status === 'driving') {
    g.direction = kit.dir === 'rtl' ? 'rtl' : 'ltr';
    g.fillStyle = blink || kit.reducedMotion ? '#ffd23f' : '#ff4d4d';
    g.font = '900 22px system-ui, sans-serif';
    g.fillText(kit.t('lowFuel'), W / 2, 130, W - 20);
  }
}

/** Card rectangles on the garage screen. @param {number} i */
const cardRect = (i) => i === 4 ? { x: 40, y: 494, w: W - 80, h: 58 } : { x: 14 + (i % 2) * 170, y: 232 + Math.floor(i / 2) * 122, w: 162, h: 112 };

/** @param {CanvasRenderingContext2D} g @param {string} key @param {number} x @param {number} y */
function drawIcon(g, key, x, y) {
  g.save();
  g.translate(x, y);
  g.fillStyle = '#ffd23f';
  g.strokeStyle = '#ffd23f';
  g.lineWidth = 3;
  if (key === 'engine') {
    roundRect(g, -14, -9, 28, 18, 3); g.fill();
    g.fillStyle = '#1a1f33';
    for (let k = 0; k < 3; k++) g.fillRect(-10 + k * 8, -6, 4, 12);
    g.fillStyle = '#ffd23f';
    g.fillRect(-4, -15, 8, 6);
  } else if (key === 'tyres') {
    g.beginPath(); g.arc(0, 0, 14, 0, Math.PI * 2); g.stroke();
    g.beginPath(); g.arc(0, 0, 5, 0, Math.PI * 2); g.fill();
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI * 2;
      g.fillRect(Math.cos(a) * 15 - 2, Math.sin(a) * 15 - 2, 4, 4);
    }
  } else if (key === 'suspension') {
    g.beginPath();
    g.moveTo(0, -15);
    for (let k = 1; k < 7; k++) g.lineTo(k % 2 ? 8 : -8, -15 + k * 4.3);
    g.lineTo(0, 15);
    g.stroke();
    g.fillRect(-12, -17, 24, 4);
    g.fillRect(-12, 13, 24, 4);
  } else {
    drawCan(g, 1, 2);
  }
  g.restore();
}

/** @param {CanvasRenderingContext2D} g @param {Kit} kit */
function drawGarage(g, kit) {
  const bg = g.createLinearGradient(0, 0, 0, H);
  bg.addColorStop(0, '#2a3350');
  bg.addColorStop(1, '#141a2c');
  g.fillStyle = bg;
  g.fillRect(0, 0, W, H);
  // Workshop floor and the buggy on show.
  g.fillStyle = '#39425e';
  g.fillRect(0, 178, W, 30);
  g.fillStyle = 'rgba(255,255,255,0.06)';
  for (let x = 0; x < W; x += 40) g.fillRect(x, 178, 20, 30);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.direction = kit.dir === 'rtl' ? 'rtl' : 'ltr';
  g.fillStyle = '#fff';
  g.font = '900 26px system-ui, sans-serif';
  g.fillText(kit.t('garage'), W / 2, 34, W - 20);
  g.direction = 'ltr';
  drawCoin(g, W / 2 - 40, 68, 1, 5);
  g.font = '800 20px system-ui, sans-serif';
  g.textAlign = 'left';
  g.fillStyle = '#ffd23f';
  g.fillText(kit.fmt(bank.coins), W / 2 - 24, 69);
  g.save();
  g.translate(W / 2, 150);
  g.scale(1.5, 1.5);
  const b = { x: 0, y: 0, a: 0, vx: 0, vy: 0, w: 0, crashed: false, hullHit: false, wheels: BODY.anchors.map(([ax, ay]) => ({ x: ax, y: ay + BODY.rest - 3, vx: 0, vy: 0, spin: kit.reducedMotion ? 0 : kit.clock, ground: true, nx: 0, ny: -1, load: 0, ext: 0 })) };
  drawBuggy(g, b, false);
  g.restore();
  g.textAlign = 'center';
  UPGRADES.forEach((key, i) => {
    const r = cardRect(i);
    const lv = bank.levels[key];
    const cost = upgradeCost(lv);
    const can = bank.coins >= cost;
    g.fillStyle = i === sel ? 'rgba(79,216,255,0.22)' : 'rgba(255,255,255,0.07)';
    roundRect(g, r.x, r.y, r.w, r.h, 12); g.fill();
    if (i === sel) {
      g.strokeStyle = '#4fd8ff';
      g.lineWidth = 2.5;
      roundRect(g, r.x, r.y, r.w, r.h, 12); g.stroke();
    }
    drawIcon(g, key, r.x + 28, r.y + 30);
    g.fillStyle = '#fff';
    g.font = '800 15px system-ui, sans-serif';
    g.textAlign = 'left';
    g.direction = kit.dir === 'rtl' ? 'rtl' : 'ltr';
    g.fillText(kit.t(key), r.x + 50, r.y + 30, r.w - 56);
    for (let k = 0; k < MAX_LEVEL; k++) {
      g.fillStyle = k < lv ? '#5fe08a' : 'rgba(255,255,255,0.18)';
      roundRect(g, r.x + 14 + k * 28, r.y + 56, 22, 8, 4); g.fill();
    }
    g.textAlign = 'center';
    g.direction = 'ltr';
    if (lv >= MAX_LEVEL) {
      g.fillStyle = '#5fe08a';
      g.font = '900 16px system-ui, sans-serif';
      g.fillText(kit.t('max'), r.x + r.w / 2, r.y + 88);
    } else {
      drawCoin(g, r.x + r.w / 2 - 26, r.y + 88, 1, 5);
      g.fillStyle = can ? '#ffd23f' : '#ff8a80';
      g.font = '900 17px system-ui, sans-serif';
      g.textAlign = 'left';
      g.fillText(kit.fmt(cost), r.x + r.w / 2 - 10, r.y + 89);
    }
  });
  const d = cardRect(4);
  const grad = g.createLinearGradient(d.x, 0, d.x + d.w, 0);
  grad.addColorStop(0, '#5fe08a');
  grad.addColorStop(1, '#2fb8a0');
  g.fillStyle = grad;
  roundRect(g, d.x, d.y, d.w, d.h, 29); g.fill();
  if (sel === 4) {
    g.strokeStyle = '#ffe066';
    g.lineWidth = 3;
    roundRect(g, d.x - 4, d.y - 4, d.w + 8, d.h + 8, 33); g.stroke();
  }
  g.textAlign = 'center';
  g.direction = kit.dir === 'rtl' ? 'rtl' : 'ltr';
  g.fillStyle = '#0b1a14';
  g.font = '900 24px system-ui, sans-serif';
  g.fillText(kit.t('drive'), W / 2, d.y + d.h / 2 + 1, d.w - 20);
  g.fillStyle = '#b9c3e6';
  g.font = '600 13px system-ui, sans-serif';
  g.fillText(kit.t('buyHint'), W / 2, 218, W - 20);
  if (kit.best > 0) {
    g.fillStyle = '#ffd23f';
    g.fillText(kit.t('bestDist', { m: kit.fmt(kit.best) }), W / 2, 574, W - 20);
  }
}

const kit = createGame({
  id: 24,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'coins', label: 'coins' }],
  controls: {
    layout: 'row',
    buttons: [
      { action: 'brake', label: '◀', title: 'brake', caption: 'brake' },
      { action: 'gas', label: '▶', title: 'gas', caption: 'gas' },
    ],
  },
  reset(k) {
    loadBank();
    phase = 'garage';
    sel = 4;
    run = createRun(COURSE_SEED, bank.levels);
    k.setStat('coins', bank.coins);
  },
  update(dt, k) {
    if (phase === 'drive' || (phase === 'end' && demoing)) stepDrive(k, dt);
  },
  render(g, k) {
    if (phase === 'garage') {
      drawGarage(g, k);
      return;
    }
    drawBackground(g, k);
    drawWorld(g, k);
    drawHud(g, k);
  },
  onKey(code, k) {
    if (phase === 'garage') {
      if (code === 'Enter' || code === 'Space') { garageAction(k, sel); return true; }
      const digit = /^Digit([1-4])$/.exec(code);
      if (digit) { garageAction(k, Number(digit[1]) - 1); return true; }
      /** @type {Record<string, number[]>} */
      const moves = { ArrowLeft: [1, 0, 1, 2, 4], ArrowRight: [1, 0, 3, 2, 4], ArrowUp: [4, 4, 0, 1, 2], ArrowDown: [2, 3, 4, 4, 0] };
      const mv = moves[code] ?? moves[{ KeyA: 'ArrowLeft', KeyD: 'ArrowRight', KeyW: 'ArrowUp', KeyS: 'ArrowDown' }[code] ?? ''];
      if (mv) {
        sel = /** @type {number} */ (mv[sel]);
        k.sound.blip(600);
        return true;
      }
      return false;
    }
    return ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Space'].includes(code);
  },
  onTap(p, k) {
    if (phase !== 'garage') return;
    for (let i = 0; i < 5; i++) {
      const r = cardRect(i);
      if (p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h) garageAction(k, i);
    }
  },
  state() {
    const b = run.buggy;
    return {
      phase,
      sel,
      coins: bank.coins,
      levels: { ...bank.levels },
      status: run.status,
      dist: metres(run),
      x: Math.round(b.x),
      y: Math.round(b.y),
      angle: Math.round(b.a * 1000) / 1000,
      speed: Math.round(groundSpeed(b)),
      fuel: Math.round(run.fuel),
      fuelMax: run.stats.fuelMax,
      airborne: !grounded(b),
      runCoins: run.coinsGot,
      gas: pedals.gas,
      brake: pedals.brake,
    };
  },
  demo(k) {
    demoing = true;
    bank.levels = { engine: 2, tyres: 2, suspension: 1, tank: 2 };
    startRun(k);
    // Drive on to a climb in the first stage with coins just ahead: the picture a thumbnail should show.
    for (let i = 0; i < 60 * 60 && run.status === 'driving'; i++) {
      stepDrive(k, 1 / 60);
      const b = run.buggy;
      const coinsAhead = run.coins.filter((c) => !c.taken && c.x > b.x + 50 && c.x < b.x + 230).length;
      if (metres(run) > 120 && coinsAhead >= 3 && b.a < -0.12) break;
    }
    cam.x = run.buggy.x + 70;
    cam.y = run.buggy.y - 30;
    cam.z = 1.05;
    popups = [];
    demoing = false;
  },
});

export default kit;
