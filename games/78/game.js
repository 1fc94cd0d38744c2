// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import {
  W, H, GROUND, BOW, PX_PER_M, TARGET_R, RINGS, SIM_STEP, MAX_FLIGHT, MIN_ANGLE, MAX_ANGLE, MIN_POWER, MAX_POWER, ROUNDS,
  roundSpec, targetAt, groundY, launch, advance, previewArc, aimFromDrag, rollWind, gust, roundOutcome, arrowPoints, roundBonus,
  solveAngle, simulate, clamp,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Arrow} Arrow */
/** @typedef {import('./logic.js').Hit} Hit */
/** @typedef {import('./logic.js').RoundSpec} RoundSpec */
/** @typedef {'intro'|'aim'|'flight'|'hit'|'end'} Phase */

const strings = {
  'zh-CN': { title: '射箭场', round: '回合', wind: '风', calm: '无风', ms: '米/秒', m: '米', roundBanner: '第 {n} / {total} 回合 · {dist} 米', need: '需要 {n} 分', moving: '移动靶！', hint: '向后拉弓，松手放箭', arrows: '箭', qualified: '已达标', bullseye: '正中靶心！', miss: '脱靶', cleared: '本回合过关！', failed: '分数不够', lost: '第 {n} 回合只得了 {pts} 分，需要 {need} 分。', champion: '六个回合全部过关，你是神射手！', angleUp: '抬高弓', angleDown: '压低弓', powerDown: '减小拉力', powerUp: '加大拉力', shoot: '放箭' },
  en: { title: 'Archery Range', round: 'Round', wind: 'Wind', calm: 'Calm', ms: 'm/s', m: 'm', roundBanner: 'Round {n} of {total} · {dist} m', need: 'Score {n} to pass', moving: 'Moving target!', hint: 'Pull back and release to shoot', arrows: 'Arrows', qualified: 'Passed', bullseye: 'Bullseye!', miss: 'Miss', cleared: 'Round cleared!', failed: 'Not enough points', lost: 'Round {n}: {pts} points, {need} needed.', champion: 'All six rounds cleared: master archer!', angleUp: 'Raise the bow', angleDown: 'Lower the bow', powerDown: 'Less draw', powerUp: 'More draw', shoot: 'Shoot' },
  ja: { title: 'アーチェリー場', round: 'ラウンド', wind: '風', calm: '無風', ms: 'm/s', m: 'm', roundBanner: 'ラウンド {n} / {total} · {dist} m', need: '{n} 点で突破', moving: '動く的！', hint: '後ろへ引いて離すと発射', arrows: '矢', qualified: '突破', bullseye: 'ど真ん中！', miss: 'はずれ', cleared: 'ラウンド突破！', failed: '点数が足りない', lost: 'ラウンド {n}：{pts} 点（必要 {need} 点）。', champion: '6 ラウンドすべて突破。名射手だ！', angleUp: '弓を上げる', angleDown: '弓を下げる', powerDown: '引きを弱く', powerUp: '引きを強く', shoot: '射る' },
  es: { title: 'Campo de Tiro con Arco', round: 'Ronda', wind: 'Viento', calm: 'Calma', ms: 'm/s', m: 'm', roundBanner: 'Ronda {n} de {total} · {dist} m', need: 'Haz {n} para pasar', moving: '¡Diana móvil!', hint: 'Tira hacia atrás y suelta para disparar', arrows: 'Flechas', qualified: 'Superada', bullseye: '¡En el centro!', miss: 'Fallo', cleared: '¡Ronda superada!', failed: 'Faltan puntos', lost: 'Ronda {n}: {pts} puntos; hacían falta {need}.', champion: '¡Superaste las seis rondas: maestro arquero!', angleUp: 'Subir el arco', angleDown: 'Bajar el arco', powerDown: 'Menos tensión', powerUp: 'Más tensión', shoot: 'Disparar' },
  de: { title: 'Bogenschießplatz', round: 'Runde', wind: 'Wind', calm: 'Windstill', ms: 'm/s', m: 'm', roundBanner: 'Runde {n} von {total} · {dist} m', need: '{n} Punkte zum Weiterkommen', moving: 'Bewegliches Ziel!', hint: 'Zurückziehen und loslassen zum Schießen', arrows: 'Pfeile', qualified: 'Geschafft', bullseye: 'Volltreffer!', miss: 'Daneben', cleared: 'Runde geschafft!', failed: 'Zu wenig Punkte', lost: 'Runde {n}: {pts} Punkte, {need} wären nötig gewesen.', champion: 'Alle sechs Runden geschafft: Meisterschütze!', angleUp: 'Bogen heben', angleDown: 'Bogen senken', powerDown: 'Weniger Auszug', powerUp: 'Mehr Auszug', shoot: 'Schießen' },
  fr: { title: 'Pas de Tir à l’Arc', round: 'Manche', wind: 'Vent', calm: 'Calme', ms: 'm/s', m: 'm', roundBanner: 'Manche {n} sur {total} · {dist} m', need: '{n} points pour passer', moving: 'Cible mobile !', hint: 'Tirez en arrière et relâchez pour décocher', arrows: 'Flèches', qualified: 'Réussie', bullseye: 'En plein centre !', miss: 'Raté', cleared: 'Manche réussie !', failed: 'Pas assez de points', lost: 'Manche {n} : {pts} points, il en fallait {need}.', champion: 'Les six manches réussies : maître archer !', angleUp: 'Lever l’arc', angleDown: 'Baisser l’arc', powerDown: 'Moins tendre', powerUp: 'Tendre plus', shoot: 'Décocher' },
  'pt-BR': { title: 'Campo de Arco e Flecha', round: 'Rodada', wind: 'Vento', calm: 'Calmaria', ms: 'm/s', m: 'm', roundBanner: 'Rodada {n} de {total} · {dist} m', need: 'Faça {n} para passar', moving: 'Alvo móvel!', hint: 'Puxe para trás e solte para atirar', arrows: 'Flechas', qualified: 'Passou', bullseye: 'Na mosca!', miss: 'Errou', cleared: 'Rodada concluída!', failed: 'Pontos insuficientes', lost: 'Rodada {n}: {pts} pontos; eram precisos {need}.', champion: 'Você passou as seis rodadas: mestre arqueiro!', angleUp: 'Levantar o arco', angleDown: 'Abaixar o arco', powerDown: 'Menos tensão', powerUp: 'Mais tensão', shoot: 'Atirar' },
  ar: { title: 'ميدان الرماية بالقوس', round: 'الجولة', wind: 'الريح', calm: 'ساكنة', ms: 'م/ث', m: 'م', roundBanner: 'الجولة {n} من {total} · {dist} م', need: 'اجمع {n} نقطة للعبور', moving: 'هدف متحرك!', hint: 'اسحب إلى الخلف ثم اترك لإطلاق السهم', arrows: 'الأسهم', qualified: 'عبرت', bullseye: 'في المركز!', miss: 'أخطأت', cleared: 'اجتزت الجولة!', failed: 'النقاط غير كافية', lost: 'الجولة {n}: {pts} نقطة، والمطلوب {need}.', champion: 'اجتزت الجولات الست كلها: رامٍ بارع!', angleUp: 'ارفع القوس', angleDown: 'اخفض القوس', powerDown: 'شدّ أقل', powerUp: 'شدّ أكثر', shoot: 'أطلق' },
};

/** Sky, far trees, grass per round: morning to dusk. */
const PALETTES = [
  { sky: ['#8fd0ff', '#e4f6ff'], far: '#7fae8a', trees: '#4f8a5e', grass: ['#78c25a', '#5fa848'], sun: '#fff6c8' },
  { sky: ['#5cb4f5', '#cdeeff'], far: '#86b38f', trees: '#3f7d50', grass: ['#7fcf5c', '#63b046'], sun: '#fffbe6' },
  { sky: ['#69a8e8', '#f2e6c8'], far: '#8aa985', trees: '#4a7a4c', grass: ['#86c45a', '#6aa844'], sun: '#fff1c0' },
  { sky: ['#f0a870', '#ffe0a8'], far: '#b59a78', trees: '#6f7448', grass: ['#9dbb52', '#82a03e'], sun: '#fff0c8' },
  { sky: ['#e27a6a', '#ffc690'], far: '#a77a6a', trees: '#5d5a40', grass: ['#8aa84c', '#6f8c3a'], sun: '#ffe4b0' },
  { sky: ['#3f3a78', '#e79a8c'], far: '#6a5878', trees: '#3a3a4c', grass: ['#5f8a52', '#4c7444'], sun: '#ffd6c8' },
];
const RING_COLOURS = ['#f7f7f2', '#f7f7f2', '#22252b', '#22252b', '#2f8fe0', '#2f8fe0', '#e8423c', '#e8423c', '#ffd23a', '#ffd23a'];
/** How long the start of the flight the aiming guide shows, per difficulty (seconds). */
const PREVIEW = /** @type {Record<string, number>} */ ({ easy: 0.34, medium: 0.2, hard: 0.11 });
/** Wind strength per difficulty. */
const WIND_SCALE = /** @type {Record<string, number>} */ ({ easy: 0.6, medium: 1, hard: 1.2 });
const DRAG_FULL = 150;
const SCOPE = { x: W - 50, y: 52, r: 40 };
const FLAG = { x: 190, up: 118 };
const START_AIM = { angle: 12, power: 45 };

let round = 1;
/** @type {RoundSpec} */
let spec = roundSpec(1);
/** @type {Phase} */
let phase = 'intro';
let phaseT = 0;
/** Clock the targets move on (s since the round began). */
let rangeT = 0;
let windBase = 0;
let wind = 0;
let angle = START_AIM.angle;
let power = START_AIM.power;
let arrowsLeft = 0;
let roundPoints = 0;
let shotsTotal = 0;
let bullseyes = 0;
/** @type {{kind: string, score: number, bullseye: boolean, d: number} | null} */
let lastHit = null;
/** @type {'pass'|'fail'} */
let outcome = 'pass';
/** Arrows in flight: at most one. @type {Arrow | null} */
let arrow = null;
let shotT0 = 0;
let flightT = 0;
/** @type {{x: number, y: number}[]} */
let trail = [];
/** Arrows stuck in the face (offset from its centre) or in the grass. @type {{onTarget: boolean, x: number, y: number, a: number}[]} */
let stuck = [];
/** Holes on the scope: offset d drawn at a tilt so they spread around the rings. @type {{d: number, tilt: number}[]} */
let holes = [];
/** @type {{angle: number, power: number} | null} */
let lastAim = null;
/** @type {{x0: number, y0: number, angle: number, power: number, tick: number} | null} */
let drag = null;
/** @type {{x: number, y: number, text: string, t: number, c: string}[]} */
let floats = [];
/** @type {{x: number, y: number, vx: number, vy: number, t: number, life: number, c: string}[]} */
let bits = [];
/** @type {{x: number, y: number, s: number}[]} */
let clouds = [];
let demoing = false;

/** @param {Kit} k */
const difficulty = (k) => k.option('difficulty') || 'medium';
/** @param {Kit} k */
const windScale = (k) => WIND_SCALE[difficulty(k)] ?? 1;
const palette = () => /** @type {typeof PALETTES[number]} */ (PALETTES[(round - 1) % PALETTES.length]);

/** @param {Phase} p */
function setPhase(p) {
  phase = p;
  phaseT = 0;
}

/** @param {Kit} k */
function startRound(k) {
  spec = roundSpec(round);
  arrowsLeft = spec.arrows;
  roundPoints = 0;
  stuck = [];
  holes = [];
  trail = [];
  arrow = null;
  drag = null;
  floats = [];
  bits = [];
  rangeT = 0;
  windBase = rollWind(k.random, spec, windScale(k));
  wind = gust(k.random, windBase, spec, windScale(k));
  clouds = Array.from({ length: 4 }, (_, i) => ({ x: (i * W) / 4 + k.random() * 60, y: 110 + k.random() * 130, s: 0.6 + k.random() * 0.6 }));
  k.setLevel(round);
  setPhase('intro');
}

/** @param {number} da @param {number} dp */
function adjust(da, dp) {
  if (phase === 'flight' || phase === 'end') return;
  angle = clamp(Math.round((angle + da) * 2) / 2, MIN_ANGLE, MAX_ANGLE);
  power = clamp(Math.round((power + dp) * 2) / 2, MIN_POWER, MAX_POWER);
}

/** @param {Kit} k */
function shoot(k) {
  if (phase !== 'aim' || arrowsLeft <= 0) return;
  arrow = launch(angle, power);
  shotT0 = rangeT;
  flightT = 0;
  trail = [];
  arrowsLeft--;
  shotsTotal++;
  lastAim = { angle, power };
  drag = null;
  k.sound.tone({ freq: 190, to: 90, dur: 0.16, type: 'triangle', vol: 0.16 });
  k.sound.noise({ dur: 0.08, vol: 0.12, freq: 2400 });
  setPhase('flight');
}

/** @param {Kit} k @param {number} dt */
function stepFlight(k, dt) {
  for (let n = Math.round(dt / SIM_STEP); n > 0 && arrow; n--) {
    const hit = advance(arrow, wind, spec, shotT0 + flightT);
    flightT += SIM_STEP;
    if (hit) land(k, hit);
    else if (flightT > MAX_FLIGHT) land(k, { kind: 'out', x: arrow.x, y: arrow.y, d: 0, score: 0, bullseye: false, t: flightT, angle: 0 });
  }
  if (arrow) {
    trail.push({ x: arrow.x, y: arrow.y });
    if (trail.length > 24) trail.shift();
  }
}

/** @param {Kit} k @param {Hit} hit */
function land(k, hit) {
  arrow = null;
  lastHit = { kind: hit.kind, score: hit.score, bullseye: hit.bullseye, d: Math.round(hit.d * 10) / 10 };
  const c = targetAt(spec, shotT0 + flightT);
  if (hit.kind === 'target') {
    stuck.push({ onTarget: true, x: 0, y: hit.d, a: hit.angle });
    holes.push({ d: hit.d, tilt: (k.random() * 2 - 1) * 1.1 });
    roundPoints += hit.score;
    k.addScore(arrowPoints(hit));
    if (hit.bullseye) bullseyes++;
    const text = hit.bullseye ? `${k.t('bullseye')} +${hit.score}` : `+${hit.score}`;
    floats.push({ x: c.x - 20, y: c.y - TARGET_R - 14, text, t: 0, c: hit.score >= 9 ? '#ffe066' : '#ffffff' });
    for (let i = 0; i < 8; i++) bit(k, c.x - 4, hit.y, i % 2 ? '#e8d9a8' : '#c9a86a');
    k.sound.noise({ dur: 0.1, vol: 0.25, freq: 320 });
    k.sound.tone({ freq: 140, to: 90, dur: 0.12, type: 'sine', vol: 0.2 });
    if (hit.bullseye) k.sound.jingle([784, 988, 1319]);
    else if (hit.score >= 9) k.sound.jingle([784, 988]);
  } else {
    if (hit.kind === 'ground') {
      stuck.push({ onTarget: false, x: hit.x, y: hit.y, a: hit.angle });
      for (let i = 0; i < 6; i++) bit(k, hit.x, hit.y, i % 2 ? '#7a5a3a' : palette().grass[1] ?? '#000');
      k.sound.noise({ dur: 0.14, vol: 0.18, freq: 200 });
    }
    floats.push({ x: clamp(hit.x, 40, W - 40), y: Math.max(140, Math.min(GROUND - 30, hit.y - 24)), text: k.t('miss'), t: 0, c: '#ffd0c8' });
    k.sound.tone({ freq: 300, to: 200, dur: 0.2, type: 'sine', vol: 0.08 });
  }
  setPhase('hit');
}

/** @param {Kit} k @param {number} x @param {number} y @param {string} c */
function bit(k, x, y, c) {
  if (k.reducedMotion && !demoing) return;
  const a = -Math.PI / 2 + (k.random() * 2 - 1) * 1.2;
  const v = 40 + k.random() * 90;
  bits.push({ x, y, vx: Math.cos(a) * v - 30, vy: Math.sin(a) * v, t: 0, life: 0.4 + k.random() * 0.4, c });
}

/** After an arrow has landed: next arrow, or the round is decided. @param {Kit} k */
function afterArrow(k) {
  const o = roundOutcome(roundPoints, arrowsLeft, spec);
  if (o === 'open') {
    wind = gust(k.random, windBase, spec, windScale(k));
    setPhase('aim');
    return;
  }
  outcome = o;
  if (o === 'pass') {
    k.addScore(roundBonus(round, roundPoints, spec));
    k.sound.jingle([523, 659, 784, 1047]);
  } else k.sound.tone({ freq: 260, to: 90, dur: 0.5, type: 'sawtooth', vol: 0.1 });
  setPhase('end');
}

/** @param {Kit} k */
function finishRound(k) {
  if (outcome === 'fail') {
    k.gameOver({ message: k.t('lost', { n: round, pts: roundPoints, need: spec.pass }) });
    return;
  }
  if (round >= ROUNDS.length) {
    k.gameOver({ win: true, message: k.t('champion') });
    return;
  }
  round++;
  startRound(k);
}

/** @param {Kit} k @param {number} dt */
function stepEffects(k, dt) {
  for (const b of bits) {
    b.t += dt;
    b.x += b.vx * dt;
    b.y += b.vy * dt;
    b.vy += 420 * dt;
  }
  bits = bits.filter((b) => b.t < b.life);
  for (const f of floats) { f.t += dt; f.y -= 20 * dt; }
  floats = floats.filter((f) => f.t < 1.4);
  if (!k.reducedMotion) {
    for (const c of clouds) {
      c.x += (4 + wind * 5) * c.s * dt;
      if (c.x > W + 60) c.x = -60;
      if (c.x < -60) c.x = W + 60;
    }
  }
}

const kit = createGame({
  id: 78,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'round' }],
  options: [{ key: 'difficulty', label: 'difficulty', default: 'medium', choices: [{ value: 'easy', label: 'easy' }, { value: 'medium', label: 'medium' }, { value: 'hard', label: 'hard' }] }],
  bestKey: (k) => difficulty(k),
  controls: {
    layout: 'row',
    buttons: [
      { action: 'angUp', label: '▲', title: 'angleUp', repeat: true },
      { action: 'angDown', label: '▼', title: 'angleDown', repeat: true },
      { action: 'powDown', label: '−', title: 'powerDown', repeat: true },
      { action: 'powUp', label: '+', title: 'powerUp', repeat: true },
      { action: 'shoot', label: '➶', title: 'shoot' },
    ],
  },
  reset(k) {
    round = 1;
    shotsTotal = 0;
    bullseyes = 0;
    lastHit = null;
    lastAim = null;
    angle = START_AIM.angle;
    power = START_AIM.power;
    startRound(k);
  },
  update(dt, k) {
    phaseT += dt;
    rangeT += dt;
    stepEffects(k, dt);
    if (phase === 'intro' && phaseT > 1.3) setPhase('aim');
    else if (phase === 'flight') stepFlight(k, dt);
    else if (phase === 'hit' && phaseT > 0.9) afterArrow(k);
    else if (phase === 'end' && phaseT > 2.2) finishRound(k);
  },
  onKey(code, k, e) {
    const step = e.shiftKey ? 2.5 : 0.5;
    switch (code) {
      case 'ArrowUp': case 'KeyW': adjust(step, 0); return true;
      case 'ArrowDown': case 'KeyS': adjust(-step, 0); return true;
      case 'ArrowRight': case 'KeyD': adjust(0, step); return true;
      case 'ArrowLeft': case 'KeyA': adjust(0, -step); return true;
      case 'Space': case 'Enter': shoot(k); return true;
      default: return false;
    }
  },
  onAction(a, k) {
    if (a === 'angUp') adjust(0.5, 0);
    else if (a === 'angDown') adjust(-0.5, 0);
    else if (a === 'powDown') adjust(0, -0.5);
    else if (a === 'powUp') adjust(0, 0.5);
    else if (a === 'shoot') shoot(k);
  },
  onPointer(kind, p, k) {
    if (kind === 'down') {
      // A second button while drawing lets the string down without shooting.
      if (drag && p.button === 2) { angle = drag.angle; power = drag.power; drag = null; return; }
      if (phase === 'flight' || phase === 'end' || p.button === 2) return;
      drag = { x0: p.x, y0: p.y, angle, power, tick: Math.floor(power / 10) };
      return;
    }
    if (!drag) return;
    const dx = p.x - drag.x0;
    const dy = p.y - drag.y0;
    const len = Math.hypot(dx, dy);
    if (len >= 12 && phase !== 'flight' && phase !== 'end') {
      const aim = aimFromDrag(dx, dy, DRAG_FULL);
      angle = aim.angle;
      power = aim.power;
      const tick = Math.floor(power / 10);
      if (tick !== drag.tick) {
        drag.tick = tick;
        k.sound.tone({ freq: 120 + tick * 22, dur: 0.03, type: 'triangle', vol: 0.05 });
      }
    }
    if (kind === 'up') {
      if (len >= 18 && phase === 'aim') shoot(k);
      else if (len < 12) { angle = drag.angle; power = drag.power; }
      drag = null;
    }
  },
  render(g, k) {
    // A press that began before a pause never gets its release: let the string down.
    if (k.screen !== 'playing' && drag && !demoing) drag = null;
    draw(g, k);
  },
  state() {
    const c = targetAt(spec, rangeT);
    return {
      round,
      phase,
      angle,
      power,
      wind,
      arrowsLeft,
      roundPoints,
      pass: spec.pass,
      dist: spec.dist,
      moving: spec.move,
      shots: shotsTotal,
      bullseyes,
      stuck: stuck.length,
      lastHit,
      dragging: !!drag,
      arrow: arrow ? { x: Math.round(arrow.x), y: Math.round(arrow.y) } : null,
      target: { x: Math.round(c.x), y: Math.round(c.y) },
      clock: rangeT,
    };
  },
  demo(k) {
    demoing = true;
    round = 6;
    startRound(k);
    windBase = 2.6;
    wind = 2.6;
    rangeT = 0.7;
    setPhase('aim');
    // Four arrows already in the face, one in the grass short of it.
    for (const d of [-1.2, 4.5, -8, 11]) {
      stuck.push({ onTarget: true, x: 0, y: d, a: 0.35 + d * 0.01 });
      holes.push({ d, tilt: (k.random() * 2 - 1) * 1.1 });
    }
    stuck.push({ onTarget: false, x: 236, y: groundY(spec, 236), a: 0.7 });
    arrowsLeft = 1;
    roundPoints = 30;
    k.setScore(612);
    // A well-judged last arrow, caught on the way down towards the gold.
    power = 92;
    const plan = solveAngle(power, wind, spec, rangeT, 40);
    angle = plan.angle;
    const flight = simulate(angle, power, wind, spec, rangeT);
    shoot(k);
    while (arrow && flightT < flight.t - 0.8) {
      stepFlight(k, SIM_STEP * 2);
      rangeT += SIM_STEP * 2;
    }
    lastAim = { angle: angle - 1.5, power: power - 3 };
    demoing = false;
  },
});

// ---------------------------------------------------------------- drawing

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function draw(g, k) {
  const pal = palette();
  drawSky(g, pal, k);
  drawRange(g, pal, k);
  drawFlag(g, k);
  drawTarget(g, k);
  drawArcherAndBow(g, k);
  drawGuide(g, k);
  drawArrowInFlight(g, k);
  drawEffects(g);
  drawHud(g, k);
}

/** @param {CanvasRenderingContext2D} g @param {typeof PALETTES[number]} pal @param {Kit} k */
function drawSky(g, pal, k) {
  const sky = g.createLinearGradient(0, 0, 0, GROUND);
  sky.addColorStop(0, pal.sky[0] ?? '#000');
  sky.addColorStop(1, pal.sky[1] ?? '#000');
  g.fillStyle = sky;
  g.fillRect(0, 0, W, H);
  const sx = 96 + round * 26;
  const sy = 170 + round * 22;
  const halo = g.createRadialGradient(sx, sy, 4, sx, sy, 64);
  halo.addColorStop(0, pal.sun);
  halo.addColorStop(0.35, `${pal.sun}77`);
  halo.addColorStop(1, `${pal.sun}00`);
  g.fillStyle = halo;
  g.beginPath(); g.arc(sx, sy, 64, 0, Math.PI * 2); g.fill();
  g.fillStyle = pal.sun;
  g.beginPath(); g.arc(sx, sy, 15, 0, Math.PI * 2); g.fill();
  g.fillStyle = round === 6 ? 'rgba(255,220,230,0.35)' : 'rgba(255,255,255,0.8)';
  for (const c of clouds) {
    for (const [ox, oy, r] of [[0, 0, 13], [14, -6, 17], [30, 0, 12], [15, 5, 12]]) {
      g.beginPath(); g.arc(c.x + (ox ?? 0) * c.s, c.y + (oy ?? 0) * c.s, (r ?? 0) * c.s, 0, Math.PI * 2); g.fill();
    }
  }
  // Far hills and a tree line behind the range.
  g.fillStyle = pal.far;
  g.beginPath();
  g.moveTo(0, GROUND);
  for (let x = 0; x <= W; x += 10) g.lineTo(x, GROUND - 70 - 26 * Math.sin(x * 0.013 + 1.3) - 12 * Math.sin(x * 0.041));
  g.lineTo(W, GROUND);
  g.closePath();
  g.fill();
  g.fillStyle = pal.trees;
  g.beginPath();
  g.moveTo(0, GROUND);
  for (let x = 0; x <= W; x += 6) {
    const bump = Math.abs(Math.sin(x * 0.19 + round)) * 9 + Math.abs(Math.sin(x * 0.053)) * 10;
    g.lineTo(x, GROUND - 26 - bump);
  }
  g.lineTo(W, GROUND);
  g.closePath();
  g.fill();
  void k;
}

/** @param {CanvasRenderingContext2D} g @param {typeof PALETTES[number]} pal @param {Kit} k */
function drawRange(g, pal, k) {
  // Mown stripes.
  for (let i = 0; i < 8; i++) {
    g.fillStyle = i % 2 ? pal.grass[0] ?? '#000' : pal.grass[1] ?? '#000';
    g.fillRect((i * W) / 8, GROUND, W / 8 + 1, H - GROUND);
  }
  const shade = g.createLinearGradient(0, GROUND, 0, H);
  shade.addColorStop(0, 'rgba(255,255,255,0.12)');
  shade.addColorStop(1, 'rgba(0,0,0,0.3)');
  g.fillStyle = shade;
  g.fillRect(0, GROUND, W, H - GROUND);
  // Shooting line and distance markers every 10 m.
  g.fillStyle = 'rgba(255,255,255,0.85)';
  g.fillRect(BOW.x - 1, GROUND, 2, 14);
  g.font = '700 9px system-ui, sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'top';
  for (let m = 10; BOW.x + m * PX_PER_M < W - 6; m += 10) {
    const x = BOW.x + m * PX_PER_M;
    g.fillStyle = 'rgba(255,255,255,0.55)';
    g.fillRect(x - 0.75, GROUND + 2, 1.5, 6);
    g.fillStyle = 'rgba(20,30,20,0.55)';
    g.fillText(String(m), x, GROUND + 10);
  }
  // Mound under a raised target (solid: arrows stick in its slopes).
  if (spec.mound > 0) {
    const cx = targetAt(spec, 0).x;
    g.fillStyle = pal.grass[1] ?? '#000';
    g.beginPath();
    g.moveTo(0, GROUND + 1);
    for (let x = cx - 140; x <= W + 4; x += 4) g.lineTo(x, groundY(spec, x));
    g.lineTo(W + 4, GROUND + 1);
    g.closePath();
    g.fill();
    g.strokeStyle = 'rgba(255,255,255,0.2)';
    g.lineWidth = 2;
    g.beginPath();
    for (let x = cx - 140; x <= W + 4; x += 4) g.lineTo(x, groundY(spec, x));
    g.stroke();
  }
  // Arrows in the grass.
  for (const s of stuck) if (!s.onTarget) drawArrowShape(g, s.x, s.y, s.a, 0.55, k);
}

/** Wind flag on a pole: streams out with the wind, droops in calm air. @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawFlag(g, k) {
  const x = FLAG.x;
  const foot = groundY(spec, x);
  const top = foot - FLAG.up;
  g.strokeStyle = '#e9e4da';
  g.lineWidth = 2.5;
  g.beginPath(); g.moveTo(x, foot); g.lineTo(x, top - 4); g.stroke();
  g.fillStyle = '#c9c2b4';
  g.beginPath(); g.arc(x, top - 5, 2.6, 0, Math.PI * 2); g.fill();
  const strength = Math.min(1, Math.abs(wind) / 6);
  const dir = wind === 0 ? 1 : Math.sign(wind);
  const len = 24 + strength * 16;
  const droop = (1 - strength) * 1.25;
  const t = k.reducedMotion ? 0 : k.clock * (4 + strength * 8);
  g.fillStyle = '#ff6a3d';
  g.beginPath();
  g.moveTo(x, top);
  const n = 8;
  /** @type {{x: number, y: number}[]} */
  const lower = [];
  for (let i = 1; i <= n; i++) {
    const u = i / n;
    const along = u * len;
    const wave = Math.sin(t - u * 5) * 3 * u * (0.4 + strength);
    const fx = x + dir * along * Math.cos(droop * u);
    const fy = top + along * Math.sin(droop * u) + wave;
    g.lineTo(fx, fy);
    lower.push({ x: fx - dir * Math.sin(droop * u) * 14 * (1 - u * 0.45), y: fy + Math.cos(droop * u) * 14 * (1 - u * 0.45) });
  }
  for (let i = lower.length - 1; i >= 0; i--) g.lineTo(lower[i]?.x ?? x, lower[i]?.y ?? top);
  g.lineTo(x, top + 14);
  g.closePath();
  g.fill();
  g.fillStyle = 'rgba(255,255,255,0.85)';
  g.fillRect(x - 0.5, top, 1, 14);
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawTarget(g, k) {
  const c = targetAt(spec, rangeT);
  const base = GROUND - spec.mound;
  g.lineCap = 'round';
  if (spec.move === 'bob') {
    // A gantry: the face rides up and down between two posts on a rope.
    const topY = c.y - spec.amp - TARGET_R - 26;
    g.strokeStyle = '#6b4a2e';
    g.lineWidth = 4;
    g.beginPath();
    g.moveTo(c.x + 12, base); g.lineTo(c.x + 12, targetAt(spec, 0).y - spec.amp - TARGET_R - 30);
    g.stroke();
    g.lineWidth = 3;
    g.beginPath(); g.moveTo(c.x + 12, topY - 4); g.lineTo(c.x - 4, topY - 4); g.stroke();
    g.strokeStyle = '#3a3026';
    g.lineWidth = 1;
    g.beginPath(); g.moveTo(c.x - 2, topY - 4); g.lineTo(c.x - 2, c.y - TARGET_R); g.stroke();
  } else {
    // A-frame stand (on a trolley on the rail for a sliding target).
    g.strokeStyle = '#7a5634';
    g.lineWidth = 3.5;
    const footY = spec.move === 'slide' ? base - 6 : base;
    g.beginPath();
    g.moveTo(c.x + 2, c.y); g.lineTo(c.x - 10, footY);
    g.moveTo(c.x + 2, c.y); g.lineTo(c.x + 16, footY);
    g.stroke();
    if (spec.move === 'slide') {
      const c0 = targetAt(spec, 0);
      g.strokeStyle = '#5a5f6a';
      g.lineWidth = 2.5;
      g.beginPath(); g.moveTo(c0.x - spec.amp - 22, base - 1); g.lineTo(c0.x + spec.amp + 26, base - 1); g.stroke();
      g.fillStyle = '#3a3f4a';
      roundRect(g, c.x - 16, footY - 3, 36, 5, 2);
      g.fill();
      g.fillStyle = '#20242c';
      for (const wx of [c.x - 10, c.x + 14]) { g.beginPath(); g.arc(wx, base - 2.5, 3, 0, Math.PI * 2); g.fill(); }
    }
  }
  g.lineCap = 'butt';
  // Straw boss behind the face, then the face: rings seen a little from the side.
  const rx = TARGET_R * 0.26;
  g.fillStyle = '#c9a86a';
  g.beginPath(); g.ellipse(c.x + 6, c.y, rx + 1, TARGET_R + 1, 0, 0, Math.PI * 2); g.fill();
  g.fillStyle = '#a98a52';
  g.fillRect(c.x, c.y - TARGET_R - 1, 6, TARGET_R * 2 + 2);
  for (let i = RINGS; i >= 1; i--) {
    const f = i / RINGS;
    g.fillStyle = RING_COLOURS[RINGS - i] ?? '#fff';
    g.beginPath(); g.ellipse(c.x, c.y, rx * f, TARGET_R * f, 0, 0, Math.PI * 2); g.fill();
    g.strokeStyle = i === 3 || i === 4 ? 'rgba(255,255,255,0.45)' : 'rgba(0,0,0,0.25)';
    g.lineWidth = 0.5;
    g.stroke();
  }
  // Arrows in the face stick out towards the shooter.
  for (const s of stuck) if (s.onTarget) drawArrowShape(g, c.x, c.y + s.y, s.a, 0.6, k);
}

/**
 * An arrow whose point is at (x, y), flying along angle a; `show` is the share of the shaft
 * drawn (the rest is buried).
 * @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} a @param {number} show @param {Kit} k
 */
function drawArrowShape(g, x, y, a, show, k) {
  const len = 24;
  const ux = Math.cos(a);
  const uy = Math.sin(a);
  const tx = x - ux * len;
  const ty = y - uy * len;
  const bx = x - ux * len * (1 - show);
  const by = y - uy * len * (1 - show);
  g.strokeStyle = '#5a3d22';
  g.lineWidth = 1.6;
  g.beginPath(); g.moveTo(bx, by); g.lineTo(tx, ty); g.stroke();
  if (show >= 1) {
    g.fillStyle = '#9aa3b5';
    g.beginPath(); g.moveTo(x + ux * 2, y + uy * 2); g.lineTo(x - ux * 4 - uy * 2.2, y - uy * 4 + ux * 2.2); g.lineTo(x - ux * 4 + uy * 2.2, y - uy * 4 - ux * 2.2); g.closePath(); g.fill();
  }
  // Fletching.
  g.fillStyle = '#ff5f7e';
  for (const side of [-1, 1]) {
    g.beginPath();
    g.moveTo(tx + ux * 7, ty + uy * 7);
    g.lineTo(tx - side * uy * 3.4, ty + side * ux * 3.4);
    g.lineTo(tx + ux * 1, ty + uy * 1);
    g.closePath();
    g.fill();
  }
  g.fillStyle = '#fff3d6';
  g.fillRect(tx - 0.8, ty - 0.8, 1.6, 1.6);
  void k;
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawArcherAndBow(g, k) {
  const a = (angle * Math.PI) / 180;
  const ux = Math.cos(a);
  const uy = -Math.sin(a);
  const px = -uy;
  const py = ux;
  const aiming = phase === 'aim' || phase === 'intro' || phase === 'hit' || !!drag;
  const draw = aiming && !arrow ? 0.35 + 0.65 * (power / 100) : 0;
  const feet = GROUND;
  const shoulder = { x: 37, y: feet - 43 };
  // Legs, torso, head.
  g.strokeStyle = '#2d3a55';
  g.lineWidth = 4.5;
  g.lineCap = 'round';
  g.beginPath();
  g.moveTo(30, feet - 1); g.lineTo(34, feet - 22);
  g.moveTo(44, feet - 1); g.lineTo(39, feet - 22);
  g.stroke();
  g.strokeStyle = '#2f7d4f';
  g.lineWidth = 9;
  g.beginPath(); g.moveTo(36, feet - 24); g.lineTo(37, feet - 42); g.stroke();
  g.fillStyle = '#f0c8a0';
  g.beginPath(); g.arc(38, feet - 52, 6, 0, Math.PI * 2); g.fill();
  g.fillStyle = '#3b2a20';
  g.beginPath(); g.arc(37, feet - 54, 6.2, Math.PI * 0.95, Math.PI * 2.05); g.fill();
  // Quiver on the back.
  g.fillStyle = '#8a5a32';
  g.save();
  g.translate(30, feet - 40);
  g.rotate(-0.35);
  roundRect(g, -3, -8, 6, 18, 2);
  g.fill();
  g.fillStyle = '#ff5f7e';
  for (let i = 0; i < Math.min(3, arrowsLeft); i++) g.fillRect(-2.5 + i * 2, -12, 1.6, 5);
  g.restore();
  // Bow: grip at the release point, limbs across the line of the shot, bending as it is drawn.
  const grip = BOW;
  const limb = 23;
  const bend = 5 + draw * 7;
  const nock = { x: grip.x - ux * (4 + draw * 22), y: grip.y - uy * (4 + draw * 22) };
  const tipA = { x: grip.x + px * limb - ux * bend, y: grip.y + py * limb - uy * bend };
  const tipB = { x: grip.x - px * limb - ux * bend, y: grip.y - py * limb - uy * bend };
  // Arms.
  g.strokeStyle = '#f0c8a0';
  g.lineWidth = 3;
  g.beginPath(); g.moveTo(shoulder.x, shoulder.y); g.lineTo(grip.x, grip.y); g.stroke();
  g.beginPath(); g.moveTo(shoulder.x, shoulder.y + 1); g.lineTo(nock.x, nock.y); g.stroke();
  g.strokeStyle = '#f4ead8';
  g.lineWidth = 0.9;
  g.beginPath(); g.moveTo(tipA.x, tipA.y); g.lineTo(nock.x, nock.y); g.lineTo(tipB.x, tipB.y); g.stroke();
  g.strokeStyle = '#6a3c1c';
  g.lineWidth = 3;
  g.beginPath();
  g.moveTo(tipA.x, tipA.y);
  g.quadraticCurveTo(grip.x + px * limb * 0.55 + ux * 4, grip.y + py * limb * 0.55 + uy * 4, grip.x, grip.y);
  g.quadraticCurveTo(grip.x - px * limb * 0.55 + ux * 4, grip.y - py * limb * 0.55 + uy * 4, tipB.x, tipB.y);
  g.stroke();
  g.lineCap = 'butt';
  // Nocked arrow.
  if (aiming && !arrow && arrowsLeft > 0) drawArrowShape(g, nock.x + ux * 30, nock.y + uy * 30, Math.atan2(uy, ux), 1, k);
}

/** Dotted start of the flight in still air: enough to judge the line, not to solve the shot. @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawGuide(g, k) {
  if (phase !== 'aim' && !drag) return;
  const span = PREVIEW[difficulty(k)] ?? 0.2;
  const pts = previewArc(angle, power, span, 4);
  pts.forEach((p, i) => {
    g.globalAlpha = 0.9 * (1 - i / (pts.length + 1));
    g.fillStyle = '#ffffff';
    g.beginPath(); g.arc(p.x, p.y, 1.9, 0, Math.PI * 2); g.fill();
  });
  g.globalAlpha = 1;
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawArrowInFlight(g, k) {
  if (!arrow) return;
  for (let i = 1; i < trail.length; i++) {
    const a = /** @type {{x: number, y: number}} */ (trail[i - 1]);
    const b = /** @type {{x: number, y: number}} */ (trail[i]);
    g.strokeStyle = `rgba(255,255,255,${(i / trail.length) * 0.45})`;
    g.lineWidth = 1.2;
    g.beginPath(); g.moveTo(a.x, a.y); g.lineTo(b.x, b.y); g.stroke();
  }
  if (arrow.y < 0) {
    const x = clamp(arrow.x, 8, W - 8);
    g.fillStyle = '#ffe066';
    g.beginPath(); g.moveTo(x, 118); g.lineTo(x - 6, 128); g.lineTo(x + 6, 128); g.closePath(); g.fill();
    return;
  }
  drawArrowShape(g, arrow.x, arrow.y, Math.atan2(arrow.vy, arrow.vx), 1, k);
}

/** @param {CanvasRenderingContext2D} g */
function drawEffects(g) {
  for (const b of bits) {
    g.globalAlpha = Math.max(0, 1 - b.t / b.life);
    g.fillStyle = b.c;
    g.fillRect(b.x - 1.2, b.y - 1.2, 2.4, 2.4);
  }
  g.globalAlpha = 1;
}

/** @param {CanvasRenderingContext2D} g @param {string} text @param {number} x @param {number} y @param {string} color @param {string} font @param {CanvasTextAlign} [align] */
function label(g, text, x, y, color, font, align = 'center') {
  g.font = font;
  g.textAlign = align;
  g.textBaseline = 'middle';
  g.lineWidth = 3;
  g.strokeStyle = 'rgba(10,12,26,0.7)';
  g.strokeText(text, x, y, W - 24);
  g.fillStyle = color;
  g.fillText(text, x, y, W - 24);
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawHud(g, k) {
  const dir = /** @type {CanvasDirection} */ (k.dir);
  // Round panel: distance, arrows left, points against the mark.
  const P = { x: 8, y: 8, w: 168, h: 62 };
  g.fillStyle = 'rgba(10,12,26,0.55)';
  roundRect(g, P.x, P.y, P.w, P.h, 10);
  g.fill();
  g.direction = dir;
  label(g, `${k.t('round')} ${round}/${ROUNDS.length} · ${spec.dist} ${k.t('m')}`, P.x + 8, P.y + 12, '#eef1ff', '800 12px system-ui, sans-serif', 'left');
  g.direction = 'ltr';
  for (let i = 0; i < spec.arrows; i++) {
    const x = P.x + 10 + i * 12;
    const full = i < arrowsLeft;
    g.strokeStyle = full ? '#f4ead8' : 'rgba(255,255,255,0.2)';
    g.lineWidth = 1.5;
    g.beginPath(); g.moveTo(x, P.y + 36); g.lineTo(x + 6, P.y + 24); g.stroke();
    g.fillStyle = full ? '#ff5f7e' : 'rgba(255,255,255,0.2)';
    g.fillRect(x - 1.5, P.y + 33, 3, 4);
  }
  const passed = roundPoints >= spec.pass;
  label(g, `${roundPoints} / ${spec.pass}`, P.x + P.w - 8, P.y + 30, passed ? '#7dff9b' : '#ffe066', '800 13px system-ui, sans-serif', 'right');
  g.fillStyle = 'rgba(255,255,255,0.15)';
  roundRect(g, P.x + 8, P.y + 46, P.w - 16, 7, 3.5);
  g.fill();
  g.fillStyle = passed ? '#7dff9b' : '#ffc24b';
  roundRect(g, P.x + 8, P.y + 46, Math.max(7, (P.w - 16) * Math.min(1, roundPoints / spec.pass)), 7, 3.5);
  g.fill();
  // Wind chip.
  const WC = { x: 8, y: 76, w: 132, h: 26 };
  g.fillStyle = 'rgba(10,12,26,0.55)';
  roundRect(g, WC.x, WC.y, WC.w, WC.h, 9);
  g.fill();
  g.direction = dir;
  label(g, k.t('wind'), WC.x + 8, WC.y + WC.h / 2, '#a3abcf', '700 10px system-ui, sans-serif', 'left');
  g.direction = 'ltr';
  if (Math.abs(wind) < 0.05) {
    g.direction = dir;
    label(g, k.t('calm'), WC.x + WC.w - 10, WC.y + WC.h / 2, '#eef1ff', '800 12px system-ui, sans-serif', 'right');
    g.direction = 'ltr';
  } else {
    const s = Math.sign(wind);
    const len = 8 + (Math.min(6, Math.abs(wind)) / 6) * 18;
    const ax = WC.x + 62;
    const ay = WC.y + WC.h / 2;
    g.strokeStyle = '#7fd8ff';
    g.fillStyle = '#7fd8ff';
    g.lineWidth = 2.5;
    g.beginPath(); g.moveTo(ax - (s * len) / 2, ay); g.lineTo(ax + (s * len) / 2, ay); g.stroke();
    g.beginPath(); g.moveTo(ax + (s * len) / 2 + s * 5, ay); g.lineTo(ax + (s * len) / 2 - s, ay - 4.5); g.lineTo(ax + (s * len) / 2 - s, ay + 4.5); g.closePath(); g.fill();
    label(g, `${Math.abs(wind).toFixed(1)} ${k.t('ms')}`, WC.x + WC.w - 8, ay, '#eef1ff', '800 11px system-ui, sans-serif', 'right');
  }
  drawScope(g);
  drawAimReadout(g, k);
  // Floating points.
  for (const f of floats) {
    g.globalAlpha = Math.min(1, (1.4 - f.t) * 2.5);
    g.direction = dir;
    g.font = '900 15px system-ui, sans-serif';
    const half = g.measureText(f.text).width / 2 + 6;
    label(g, f.text, clamp(f.x, half, W - half), f.y, f.c, g.font);
  }
  g.globalAlpha = 1;
  g.direction = dir;
  if (phase === 'intro') {
    banner(g, k.t('roundBanner', { n: round, total: ROUNDS.length, dist: spec.dist }), spec.move !== 'none' ? `${k.t('need', { n: spec.pass })} · ${k.t('moving')}` : k.t('need', { n: spec.pass }), '#ffe066');
  } else if (phase === 'end') {
    banner(g, k.t(outcome === 'pass' ? 'cleared' : 'failed'), `${roundPoints} / ${spec.pass}`, outcome === 'pass' ? '#7dff9b' : '#ff8a7a');
  } else if (phase === 'aim' && shotsTotal === 0 && !drag) {
    g.globalAlpha = k.reducedMotion ? 0.9 : 0.65 + 0.3 * Math.sin(k.clock * 3);
    label(g, k.t('hint'), W / 2, 140, '#ffffff', '700 14px system-ui, sans-serif');
    g.globalAlpha = 1;
  }
  g.direction = 'ltr';
}

/** The spotting scope: the face seen head-on with this round's hits. @param {CanvasRenderingContext2D} g */
function drawScope(g) {
  const { x, y, r } = SCOPE;
  g.fillStyle = 'rgba(10,12,26,0.6)';
  g.beginPath(); g.arc(x, y, r + 5, 0, Math.PI * 2); g.fill();
  for (let i = RINGS; i >= 1; i--) {
    g.fillStyle = RING_COLOURS[RINGS - i] ?? '#fff';
    g.beginPath(); g.arc(x, y, (r * i) / RINGS, 0, Math.PI * 2); g.fill();
    g.strokeStyle = i === 3 || i === 4 ? 'rgba(255,255,255,0.5)' : 'rgba(0,0,0,0.3)';
    g.lineWidth = 0.6;
    g.stroke();
  }
  g.strokeStyle = 'rgba(0,0,0,0.35)';
  g.lineWidth = 0.6;
  g.beginPath(); g.moveTo(x - 2, y); g.lineTo(x + 2, y); g.moveTo(x, y - 2); g.lineTo(x, y + 2); g.stroke();
  const scale = r / TARGET_R;
  holes.forEach((h, i) => {
    const hx = x + Math.abs(h.d) * Math.sin(h.tilt) * scale;
    const hy = y + h.d * Math.cos(h.tilt) * scale;
    const last = i === holes.length - 1;
    g.fillStyle = last ? '#ffffff' : '#1a1a1a';
    g.beginPath(); g.arc(hx, hy, last ? 3.2 : 2.4, 0, Math.PI * 2); g.fill();
    g.fillStyle = last ? '#ff2e63' : '#f4ead8';
    g.beginPath(); g.arc(hx, hy, last ? 1.8 : 1.1, 0, Math.PI * 2); g.fill();
  });
}

/** Angle and draw read-out with the last shot's marks. @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawAimReadout(g, k) {
  const R = { x: 8, y: H - 44, w: 176, h: 34 };
  g.fillStyle = 'rgba(10,12,26,0.55)';
  roundRect(g, R.x, R.y, R.w, R.h, 10);
  g.fill();
  label(g, `∠ ${angle.toFixed(1)}°`, R.x + 10, R.y + R.h / 2, '#eef1ff', '800 13px system-ui, sans-serif', 'left');
  const bx = R.x + 78;
  const bw = R.w - 88;
  const by = R.y + 11;
  g.fillStyle = 'rgba(255,255,255,0.15)';
  roundRect(g, bx, by, bw, 8, 4);
  g.fill();
  const f = (power - MIN_POWER) / (MAX_POWER - MIN_POWER);
  const grad = g.createLinearGradient(bx, 0, bx + bw, 0);
  grad.addColorStop(0, '#7dff9b');
  grad.addColorStop(1, '#ff8a5c');
  g.fillStyle = grad;
  roundRect(g, bx, by, Math.max(8, bw * f), 8, 4);
  g.fill();
  if (lastAim) {
    const lx = bx + (bw * (lastAim.power - MIN_POWER)) / (MAX_POWER - MIN_POWER);
    g.fillStyle = '#ffffff';
    g.fillRect(lx - 1, by - 3, 2, 14);
    g.direction = 'ltr';
    label(g, `${lastAim.angle.toFixed(1)}° · ${lastAim.power.toFixed(1)}`, bx + bw / 2, R.y + 27, 'rgba(238,241,255,0.7)', '700 8px system-ui, sans-serif');
  } else {
    label(g, power.toFixed(1), bx + bw / 2, R.y + 27, 'rgba(238,241,255,0.7)', '700 8px system-ui, sans-serif');
  }
  void k;
}

/** @param {CanvasRenderingContext2D} g @param {string} text @param {string} sub @param {string} color */
function banner(g, text, sub, color) {
  g.fillStyle = 'rgba(10,12,26,0.62)';
  roundRect(g, 20, 180, W - 40, 74, 14);
  g.fill();
  label(g, text, W / 2, 206, color, '900 20px system-ui, sans-serif');
  label(g, sub, W / 2, 234, '#eef1ff', '700 13px system-ui, sans-serif');
}

export default kit;
