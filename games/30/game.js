// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import {
  W, H, BALL_R, LANE_X, PLUNGER_Y, PLUNGER_PULL, FLIPPER_R0, FLIPPER_R1, LANE_XS, MAX_MULT, TARGET_X, TARGET_YS,
  createTable, step, flipperTip, inLane, rotateLanes, autoplay,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Table} Table */
/** @typedef {import('./logic.js').Events} Events */

const LEFT_KEYS = ['ArrowLeft', 'KeyA', 'KeyZ', 'ShiftLeft'];
const RIGHT_KEYS = ['ArrowRight', 'KeyD', 'Slash', 'ShiftRight', 'KeyL'];
const PLUNGER_KEYS = ['Space', 'ArrowDown', 'KeyS', 'Enter'];

const strings = {
  'zh-CN': { title: '霓虹弹珠台', balls: '球数', mult: '倍数', hint: '按住空格拉动弹簧，松开发射', hintTouch: '按住屏幕拉动弹簧，松开发射', ball: '第 {n} 球', saved: '救球！再来一次', orbit: '环道！+{p}', lanes: '三道全亮！倍数 ×{m}', targets: '靶子全倒！+{p}', extra: '奖励一球！', final: '三球打完，总分 {s}。', left: '左挡板', right: '右挡板', launch: '发射' },
  en: { title: 'Neon Pinball', balls: 'Balls', mult: 'Multiplier', hint: 'Hold Space to pull the plunger, release to launch', hintTouch: 'Hold the screen to pull the plunger, let go to launch', ball: 'Ball {n}', saved: 'Ball saved — go again!', orbit: 'Orbit! +{p}', lanes: 'All lanes lit! ×{m}', targets: 'Targets down! +{p}', extra: 'Extra ball!', final: 'All balls played: {s} points.', left: 'Left flipper', right: 'Right flipper', launch: 'Launch' },
  ja: { title: 'ネオン ピンボール', balls: 'ボール', mult: '倍率', hint: 'スペース長押しでプランジャーを引き、離して発射', hintTouch: '画面を長押しでプランジャーを引き、指を離して発射', ball: 'ボール {n}', saved: 'ボールセーブ！もう一度', orbit: 'オービット！ +{p}', lanes: 'レーン全点灯！ ×{m}', targets: 'ターゲット全倒し！ +{p}', extra: 'エクストラボール！', final: '全ボール終了：{s} 点', left: '左フリッパー', right: '右フリッパー', launch: '発射' },
  es: { title: 'Pinball Neón', balls: 'Bolas', mult: 'Multiplicador', hint: 'Mantén Espacio para tensar el lanzador y suelta para lanzar', hintTouch: 'Mantén pulsada la pantalla para tensar el lanzador y suelta para lanzar', ball: 'Bola {n}', saved: '¡Bola salvada, otra vez!', orbit: '¡Órbita! +{p}', lanes: '¡Todos los carriles! ×{m}', targets: '¡Dianas abatidas! +{p}', extra: '¡Bola extra!', final: 'Bolas agotadas: {s} puntos.', left: 'Flíper izquierdo', right: 'Flíper derecho', launch: 'Lanzar' },
  de: { title: 'Neon-Flipper', balls: 'Kugeln', mult: 'Multiplikator', hint: 'Leertaste halten, um den Schussapparat zu spannen, loslassen zum Abschießen', hintTouch: 'Bildschirm gedrückt halten zum Spannen, loslassen zum Abschießen', ball: 'Kugel {n}', saved: 'Kugel gerettet – nochmal!', orbit: 'Orbit! +{p}', lanes: 'Alle Bahnen an! ×{m}', targets: 'Ziele abgeräumt! +{p}', extra: 'Extrakugel!', final: 'Alle Kugeln gespielt: {s} Punkte.', left: 'Linker Flipper', right: 'Rechter Flipper', launch: 'Abschuss' },
  fr: { title: 'Flipper Néon', balls: 'Billes', mult: 'Multiplicateur', hint: 'Maintenez Espace pour tirer le lanceur, relâchez pour lancer', hintTouch: 'Maintenez l’écran pour tirer le lanceur, relâchez pour lancer', ball: 'Bille {n}', saved: 'Bille sauvée, on recommence !', orbit: 'Orbite ! +{p}', lanes: 'Tous les couloirs ! ×{m}', targets: 'Cibles tombées ! +{p}', extra: 'Bille en plus !', final: 'Toutes les billes jouées : {s} points.', left: 'Batteur gauche', right: 'Batteur droit', launch: 'Lancer' },
  'pt-BR': { title: 'Pinball Neon', balls: 'Bolas', mult: 'Multiplicador', hint: 'Segure Espaço para puxar o lançador e solte para lançar', hintTouch: 'Segure a tela para puxar o lançador e solte para lançar', ball: 'Bola {n}', saved: 'Bola salva, de novo!', orbit: 'Órbita! +{p}', lanes: 'Todas as pistas acesas! ×{m}', targets: 'Alvos derrubados! +{p}', extra: 'Bola extra!', final: 'Todas as bolas jogadas: {s} pontos.', left: 'Flíper esquerdo', right: 'Flíper direito', launch: 'Lançar' },
  ar: { title: 'فليبر النيون', balls: 'الكرات', mult: 'المضاعف', hint: 'اضغط المسافة مطولًا لشد المكبس، ثم اتركها للإطلاق', hintTouch: 'اضغط على الشاشة مطولًا لشد المكبس، ثم ارفع إصبعك للإطلاق', ball: 'الكرة {n}', saved: 'أُنقذت الكرة، حاول مجددًا!', orbit: 'مدار! +{p}', lanes: 'أضأت كل الممرات! ×{m}', targets: 'أسقطت كل الأهداف! +{p}', extra: 'كرة إضافية!', final: 'انتهت الكرات: {s} نقطة.', left: 'المضرب الأيسر', right: 'المضرب الأيمن', launch: 'إطلاق' },
};

/** @type {Table} */
let table = createTable(Math.random);
let ballNo = 1;
let overIn = -1;
let flips = 0;
let launches = 0;
/** Touches on the canvas holding each flipper, and whether a touch is pulling the plunger. */
let touchL = 0;
let touchR = 0;
let touchPlunger = false;
let prevL = false;
let prevR = false;
let autoT = 0;
let demoing = false;
const autoMem = { hold: 0, flip: /** @type {[number, number]} */ ([0, 0]) };
/** Flash timers for lit parts. */
const flash = { bumpers: [0, 0, 0], slings: [0, 0], orbit: 0, lanes: 0, targets: 0 };
/** @type {{x: number, y: number, text: string, life: number}[]} */
let floaters = [];
/** @type {{x: number, y: number}[]} */
let trail = [];
let touchUsed = false;
/** Phones and tablets get the touch wording from the start. */
const coarse = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

/** @param {Kit} kit */
function newGame(kit) {
  table = createTable(kit.random);
  ballNo = 1;
  overIn = -1;
  flips = 0;
  launches = 0;
  touchL = 0;
  touchR = 0;
  touchPlunger = false;
  floaters = [];
  trail = [];
  kit.setStat('balls', table.balls);
  kit.setStat('mult', '×1');
}

/** @param {Kit} kit @param {Events} ev */
function react(kit, ev) {
  const s = kit.sound;
  for (const id of ev.bumpers) {
    flash.bumpers[id] = 0.15;
    s.tone({ freq: 520 + id * 90, to: 300, dur: 0.08, type: 'square', vol: 0.08 });
  }
  for (const side of ev.slings) { flash.slings[side] = 0.12; s.tone({ freq: 240, dur: 0.05, type: 'square', vol: 0.07 }); }
  if (ev.flipperHit) s.tone({ freq: 140, dur: 0.03, type: 'triangle', vol: 0.06 });
  if (ev.wallHit) s.noise({ dur: 0.02, vol: 0.02, freq: 1200 });
  for (const i of ev.targets) { s.tone({ freq: 880 - i * 80, dur: 0.07, type: 'square', vol: 0.07 }); floaters.push({ x: TARGET_X - 20, y: /** @type {number} */ (TARGET_YS[i]?.[0]) + 12, text: '250', life: 0.8 }); }
  if (ev.targetsCleared) { flash.targets = 1; s.jingle([659, 880, 1175]); if (!demoing) kit.toast(kit.t('targets', { p: kit.fmt(1500 * table.mult) })); }
  for (const i of ev.lanes) s.tone({ freq: 1175 + i * 120, dur: 0.08, type: 'sine', vol: 0.08 });
  if (ev.lanesComplete) { flash.lanes = 1; s.jingle([523, 784, 1047, 1319]); if (!demoing) kit.toast(kit.t('lanes', { m: table.mult })); }
  if (ev.orbit) { flash.orbit = 1.2; s.jingle([392, 587, 784, 1175]); if (!demoing) kit.toast(kit.t('orbit', { p: kit.fmt(1000 * table.mult) })); }
  if (ev.launched) { launches++; s.noise({ dur: 0.15, vol: 0.1, freq: 400 }); }
  if (ev.extraBall) { s.jingle([784, 988, 1175, 1568, 1976]); if (!demoing) kit.toast(kit.t('extra')); }
  if (ev.saved) { s.jingle([880, 660, 880]); if (!demoing) kit.toast(kit.t('saved')); }
  if (ev.drained) {
    s.tone({ freq: 330, to: 80, dur: 0.6, type: 'sawtooth', vol: 0.1 });
    trail = [];
    if (table.over) overIn = 1;
    else { ballNo++; if (!demoing) kit.toast(kit.t('ball', { n: ballNo })); }
  }
  kit.setStat('balls', table.balls);
  kit.setStat('mult', `×${table.mult}`);
}

/** @param {Kit} kit @param {{left: boolean, right: boolean, plunger: boolean}} input @param {number} dt */
function advance(kit, input, dt) {
  // A new press moves the lit lanes, so a skilled player can line the gap up.
  if (input.left && !prevL) { flips++; rotateLanes(table, -1); kit.sound.tone({ freq: 200, to: 120, dur: 0.05, type: 'square', vol: 0.05 }); }
  if (input.right && !prevR) { flips++; rotateLanes(table, 1); kit.sound.tone({ freq: 200, to: 120, dur: 0.05, type: 'square', vol: 0.05 }); }
  prevL = input.left;
  prevR = input.right;
  const ev = step(table, input, dt);
  react(kit, ev);
  kit.setScore(table.score);
  if (!kit.reducedMotion && !inLane(table.ball)) {
    trail.push({ x: table.ball.x, y: table.ball.y });
    if (trail.length > 6) trail.shift();
  }
}

// ---------------------------------------------------------------- drawing

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawTable(g, k) {
  const bg = g.createLinearGradient(0, 0, 0, H);
  bg.addColorStop(0, '#0d0b24');
  bg.addColorStop(1, '#1b0f33');
  g.fillStyle = bg;
  g.fillRect(0, 0, W, H);
  // Playfield: the area inside the walls, a little lighter, with a soft glow behind the bumpers.
  g.save();
  g.beginPath();
  g.moveTo(20, 480);
  g.lineTo(20, 150);
  g.ellipse(204, 150, 184, 130, 0, Math.PI, Math.PI * 2);
  g.lineTo(388, 660);
  g.lineTo(230, 690);
  g.lineTo(150, 690);
  g.lineTo(20, 480);
  g.closePath();
  const pf = g.createRadialGradient(190, 240, 20, 190, 300, 380);
  pf.addColorStop(0, '#2f2466');
  pf.addColorStop(1, '#140f30');
  g.fillStyle = pf;
  g.fill();
  g.clip();
  g.strokeStyle = 'rgba(120,110,255,0.08)';
  g.lineWidth = 1;
  for (let r = 40; r < 420; r += 34) { g.beginPath(); g.arc(190, 250, r, 0, Math.PI * 2); g.stroke(); }
  g.restore();
  // Multiplier lights in the middle of the table.
  g.font = '800 15px system-ui, sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  for (let m = 2; m <= MAX_MULT; m++) {
    const x = 190 + (m - 3.5) * 40;
    const on = table.mult >= m;
    g.fillStyle = on ? '#ffcf3f' : 'rgba(255,255,255,0.08)';
    if (on) { g.save(); g.shadowColor = '#ffcf3f'; g.shadowBlur = 12; }
    roundRect(g, x - 16, 368, 32, 22, 8);
    g.fill();
    if (on) g.restore();
    g.fillStyle = on ? '#2a1500' : 'rgba(255,255,255,0.35)';
    g.fillText(`×${m}`, x, 380);
  }
  // Ball save light
  const save = table.saveT > 0 && (k.reducedMotion || Math.sin(k.clock * 10) > -0.3);
  g.fillStyle = save ? '#4fe08a' : 'rgba(255,255,255,0.08)';
  g.beginPath(); g.moveTo(190, 640); g.lineTo(180, 624); g.lineTo(200, 624); g.fill();
  // Orbit arrow
  const armed = table.orbitT > 0 || flash.orbit > 0;
  g.fillStyle = armed ? '#3ff0ff' : 'rgba(63,240,255,0.25)';
  g.beginPath(); g.moveTo(38, 300); g.lineTo(30, 316); g.lineTo(46, 316); g.fill();
  g.beginPath(); g.moveTo(38, 330); g.lineTo(30, 346); g.lineTo(46, 346); g.fill();
  // Rollover lane lights
  for (let i = 0; i < 3; i++) {
    const x = (/** @type {number} */ (LANE_XS[i]) + /** @type {number} */ (LANE_XS[i + 1])) / 2;
    const on = table.lanes[i] || flash.lanes > 0;
    g.fillStyle = on ? '#ffe066' : 'rgba(255,224,102,0.15)';
    if (on) { g.save(); g.shadowColor = '#ffe066'; g.shadowBlur = 12; }
    g.beginPath(); g.arc(x, 112, 6, 0, Math.PI * 2); g.fill();
    if (on) g.restore();
  }
}

/** @param {CanvasRenderingContext2D} g */
function drawWalls(g) {
  g.save();
  g.lineCap = 'round';
  g.shadowColor = '#5ad1ff';
  g.shadowBlur = 8;
  for (const s of table.segs) {
    if (s.kind === 'target' || s.kind === 'sling') continue;
    if (s.a.y === PLUNGER_Y && s.b.y === PLUNGER_Y) continue;
    g.strokeStyle = s.kind === 'gate' ? '#ffa24a' : s.kind === 'post' ? '#c9b8ff' : '#5ad1ff';
    g.lineWidth = s.r * 2;
    g.beginPath(); g.moveTo(s.a.x, s.a.y); g.lineTo(s.b.x, s.b.y); g.stroke();
  }
  g.restore();
  // Slingshots: a dark body with a rubber that lights when it kicks.
  for (const side of [0, 1]) {
    const mx = (/** @type {number} */ x) => (side ? 380 - x : x);
    g.fillStyle = '#2a2152';
    g.beginPath(); g.moveTo(mx(64), 400); g.lineTo(mx(64), 470); g.lineTo(mx(96), 500); g.closePath(); g.fill();
    g.save();
    const lit = /** @type {number} */ (flash.slings[side]) > 0;
    g.strokeStyle = lit ? '#ffffff' : '#ff4d8d';
    g.shadowColor = '#ff4d8d';
    g.shadowBlur = lit ? 18 : 8;
    g.lineWidth = 6;
    g.lineCap = 'round';
    g.beginPath(); g.moveTo(mx(64), 400); g.lineTo(mx(96), 500); g.stroke();
    g.restore();
  }
  // Drop targets
  TARGET_YS.forEach(([y0, y1], i) => {
    const up = table.targets[i];
    g.fillStyle = up ? (flash.targets > 0 ? '#fff' : '#ffcf3f') : 'rgba(255,207,63,0.12)';
    roundRect(g, TARGET_X - 6, /** @type {number} */ (y0), 12, /** @type {number} */ (y1) - /** @type {number} */ (y0), 3);
    g.fill();
  });
}

/** @param {CanvasRenderingContext2D} g */
function drawBumpers(g) {
  for (const b of table.bumpers) {
    const lit = /** @type {number} */ (flash.bumpers[b.id]) > 0;
    g.save();
    g.shadowColor = '#ff5fd2';
    g.shadowBlur = lit ? 26 : 10;
    g.fillStyle = lit ? '#ffd6f4' : '#ff5fd2';
    g.beginPath(); g.arc(b.x, b.y, b.r, 0, Math.PI * 2); g.fill();
    g.restore();
    g.fillStyle = '#3a1450';
    g.beginPath(); g.arc(b.x, b.y, b.r - 6, 0, Math.PI * 2); g.fill();
    g.fillStyle = lit ? '#fff' : '#ffb3ea';
    g.beginPath(); g.arc(b.x, b.y, b.r - 12, 0, Math.PI * 2); g.fill();
    g.fillStyle = '#3a1450';
    g.font = '800 9px system-ui, sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText('100', b.x, b.y + 0.5);
  }
}

/** @param {CanvasRenderingContext2D} g */
function drawFlippers(g) {
  for (const f of table.flippers) {
    const tip = flipperTip(f);
    const ang = f.angle;
    const nx = -Math.sin(ang);
    const ny = Math.cos(ang);
    g.save();
    g.shadowColor = '#ff5a5a';
    g.shadowBlur = f.pressed ? 16 : 8;
    g.fillStyle = '#f4f1ff';
    g.beginPath();
    g.moveTo(f.px + nx * FLIPPER_R0, f.py + ny * FLIPPER_R0);
    g.lineTo(tip.x + nx * FLIPPER_R1, tip.y + ny * FLIPPER_R1);
    g.arc(tip.x, tip.y, FLIPPER_R1, ang + Math.PI / 2, ang - Math.PI / 2, true);
    g.lineTo(f.px - nx * FLIPPER_R0, f.py - ny * FLIPPER_R0);
    g.arc(f.px, f.py, FLIPPER_R0, ang - Math.PI / 2, ang + Math.PI / 2, true);
    g.fill();
    g.restore();
    g.strokeStyle = '#ff5a5a';
    g.lineWidth = 2;
    g.beginPath(); g.moveTo(f.px, f.py); g.lineTo(tip.x, tip.y); g.stroke();
    g.fillStyle = '#ff5a5a';
    g.beginPath(); g.arc(f.px, f.py, 3.5, 0, Math.PI * 2); g.fill();
  }
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawPlunger(g, k) {
  const top = PLUNGER_Y + PLUNGER_PULL * table.charge;
  g.fillStyle = '#ff5a5a';
  g.fillRect(LANE_X + 4, top, 388 - LANE_X - 8, 6);
  g.strokeStyle = '#9aa3c2';
  g.lineWidth = 2;
  g.beginPath();
  const coils = 6;
  for (let i = 0; i <= coils; i++) g.lineTo(i % 2 ? 368 : 380, top + 6 + ((H - top - 6) * i) / coils);
  g.stroke();
  if (inLane(table.ball) && table.ball.y > PLUNGER_Y - 40) {
    // Charge meter beside the lane
    g.fillStyle = 'rgba(255,255,255,0.12)';
    g.fillRect(LANE_X - 12, 540, 6, 80);
    g.fillStyle = `hsl(${120 - table.charge * 120} 90% 55%)`;
    g.fillRect(LANE_X - 12, 620 - 80 * table.charge, 6, 80 * table.charge);
    if (k.screen === 'playing' && launches === 0 && table.charge === 0) {
      g.globalAlpha = k.reducedMotion ? 1 : 0.65 + 0.35 * Math.sin(k.clock * 4);
      g.fillStyle = 'rgba(10,8,30,0.8)';
      roundRect(g, 40, 440, 300, 40, 10);
      g.fill();
      g.fillStyle = '#fff';
      g.font = '700 13px system-ui, sans-serif';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText(k.t(touchUsed || coarse ? 'hintTouch' : 'hint'), 190, 460, 284);
      g.globalAlpha = 1;
    }
  }
}

/** @param {CanvasRenderingContext2D} g */
function drawBall(g) {
  const b = table.ball;
  for (let i = 0; i < trail.length; i++) {
    const p = /** @type {{x: number, y: number}} */ (trail[i]);
    g.fillStyle = `rgba(180,200,255,${(i / trail.length) * 0.18})`;
    g.beginPath(); g.arc(p.x, p.y, BALL_R * (0.5 + i / trail.length / 2), 0, Math.PI * 2); g.fill();
  }
  const grad = g.createRadialGradient(b.x - 3, b.y - 3, 1, b.x, b.y, BALL_R);
  grad.addColorStop(0, '#ffffff');
  grad.addColorStop(0.5, '#c8cde0');
  grad.addColorStop(1, '#5b6078');
  g.fillStyle = grad;
  g.beginPath(); g.arc(b.x, b.y, BALL_R, 0, Math.PI * 2); g.fill();
}

const kit = createGame({
  id: 30,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'balls', label: 'balls' }, { key: 'mult', label: 'mult' }],
  controls: {
    layout: 'row',
    buttons: [
      { action: 'left', label: '◣', title: 'left' },
      { action: 'launch', label: '⇧', title: 'launch' },
      { action: 'right', label: '◢', title: 'right' },
    ],
  },
  reset(k) {
    autoT = 0;
    newGame(k);
  },
  update(dt, k) {
    flash.bumpers = flash.bumpers.map((t) => Math.max(0, t - dt));
    flash.slings = flash.slings.map((t) => Math.max(0, t - dt));
    flash.orbit = Math.max(0, flash.orbit - dt);
    flash.lanes = Math.max(0, flash.lanes - dt);
    flash.targets = Math.max(0, flash.targets - dt);
    floaters = floaters.filter((f) => { f.y -= 30 * dt; return (f.life -= dt) > 0; });
    if (overIn >= 0) {
      if ((overIn -= dt) < 0) k.gameOver({ message: k.t('final', { s: k.fmt(table.score) }) });
      return;
    }
    const down = (/** @type {string[]} */ codes) => codes.some((c) => k.input.isDown(c));
    let input = {
      left: down(LEFT_KEYS) || k.held('left') || touchL > 0,
      right: down(RIGHT_KEYS) || k.held('right') || touchR > 0,
      plunger: down(PLUNGER_KEYS) || k.held('launch') || touchPlunger,
    };
    if (autoT > 0) { autoT -= dt; input = autoplay(table, autoMem); }
    advance(k, input, dt);
  },
  onKey(code) {
    autoT = 0;
    return LEFT_KEYS.includes(code) || RIGHT_KEYS.includes(code) || PLUNGER_KEYS.includes(code);
  },
  onPointer(kind, p) {
    autoT = 0;
    if (p.pointerType !== 'mouse') touchUsed = true;
    // While the ball waits on the plunger any touch pulls it; otherwise each half works a flipper.
    if (kind === 'down') {
      if (inLane(table.ball) && table.ball.y > PLUNGER_Y - 40) touchPlunger = true;
      else if (p.x < W / 2) touchL++;
      else touchR++;
    } else if (kind === 'up') {
      if (touchPlunger) touchPlunger = false;
      else if (p.x < W / 2 && touchL > 0) touchL--;
      else if (touchR > 0) touchR--;
      else if (touchL > 0) touchL--;
    }
  },
  render(g, k) {
    drawTable(g, k);
    drawWalls(g);
    drawBumpers(g);
    drawPlunger(g, k);
    drawFlippers(g);
    drawBall(g);
    g.font = '800 13px system-ui, sans-serif';
    g.textAlign = 'center';
    for (const f of floaters) {
      g.globalAlpha = Math.min(1, f.life * 2);
      g.fillStyle = '#ffe066';
      g.fillText(f.text, f.x, f.y);
    }
    g.globalAlpha = 1;
    // Balls waiting, bottom left
    for (let i = 0; i < table.balls - 1; i++) {
      g.fillStyle = 'rgba(200,205,224,0.8)';
      g.beginPath(); g.arc(14 + i * 14, H - 12, 5, 0, Math.PI * 2); g.fill();
    }
  },
  state() {
    const b = table.ball;
    return {
      balls: table.balls,
      ballNo,
      mult: table.mult,
      ball: { x: Math.round(b.x), y: Math.round(b.y), vx: Math.round(b.vx), vy: Math.round(b.vy) },
      inLane: inLane(b),
      charge: Math.round(table.charge * 100) / 100,
      leftUp: table.flippers[0].angle !== table.flippers[0].rest,
      rightUp: table.flippers[1].angle !== table.flippers[1].rest,
      lanes: table.lanes.map((l) => (l ? 1 : 0)).join(''),
      targets: table.targets.map((t) => (t ? 1 : 0)).join(''),
      ballSave: table.saveT > 0,
      launches,
      flips,
      over: table.over,
    };
  },
  demo(k) {
    demoing = true;
    // Let the autoplayer run a while so lights are lit and the score is going.
    for (let i = 0; i < 60 * 180 && !table.over; i++) {
      advance(k, autoplay(table, autoMem), 1 / 60);
      const b = table.ball;
      // Some lights lit (or enough time gone), the ball flying up among the bumpers.
      const lively = (table.lanes.some(Boolean) && table.score > 3000) || i > 60 * 40;
      if (lively && b.y < 330 && b.y > 150 && b.vy < -200 && !inLane(b)) break;
    }
    floaters = [];
    k.toastEl.classList.remove('gk-toast-show');
    autoT = 2;
    demoing = false;
  },
});

export default kit;
