// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import {
  W, H, FLOOR, GRAVITY, BALL_R, RIM, RIM_R, BOARD_DX, BOARD_UP, BOARD_DOWN, HOLD_Y, ROUNDS, MAX_LAUNCH,
  hoopAt, spawnX, launchVelocity, newThrow, stepBall, throwOver, multiplier, pointsFor, findThrow, roundCleared,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Ball} Ball */
/** @typedef {import('./logic.js').Throw} Throw */
/** @typedef {import('./logic.js').Round} Round */
/** @typedef {'intro'|'play'|'result'} Phase */
/** @typedef {'held'|'flying'|'spent'} BallState */

/** Foot of the back wall: the floor plane starts here and runs towards the viewer. */
const WALL_Y = 470;

const strings = {
  'zh-CN': { title: '投篮高手', round: '回合', roundN: '第 {n}/6 回合', goal: '{s} 秒内拿到 {p} 分', moving: '篮筐会移动！', cleared: '过关！', timeUp: '时间到', swish: '空心！', bank: '擦板！', fire: '手感火热 ×{m}', failed: '第 {n} 回合差 {d} 分：{p}/{t}。', champion: '六个回合全部过关！命中 {m}/{a}。', hint: '向篮筐方向滑动投篮', pts: '+{n}' },
  en: { title: 'Hoop Shot', round: 'Round', roundN: 'Round {n}/6', goal: 'Score {p} points in {s} s', moving: 'The hoop moves!', cleared: 'Round cleared!', timeUp: 'Time’s up', swish: 'Swish!', bank: 'Off the glass!', fire: 'On fire ×{m}', failed: 'Round {n}: {p}/{t} points, {d} short.', champion: 'All six rounds cleared! {m} of {a} shots made.', hint: 'Swipe towards the hoop to shoot', pts: '+{n}' },
  ja: { title: 'フープ ショット', round: 'ラウンド', roundN: 'ラウンド {n}/6', goal: '{s} 秒で {p} 点取ろう', moving: 'ゴールが動く！', cleared: 'ラウンドクリア！', timeUp: 'タイムアップ', swish: 'スウィッシュ！', bank: 'バンクショット！', fire: 'ノリノリ ×{m}', failed: 'ラウンド {n}：{p}/{t} 点、あと {d} 点だった。', champion: '全 6 ラウンドクリア！{a} 本中 {m} 本成功。', hint: 'ゴールに向かってスワイプしてシュート', pts: '+{n}' },
  es: { title: 'Tiro a canasta', round: 'Ronda', roundN: 'Ronda {n}/6', goal: 'Consigue {p} puntos en {s} s', moving: '¡La canasta se mueve!', cleared: '¡Ronda superada!', timeUp: 'Se acabó el tiempo', swish: '¡Limpia!', bank: '¡De tablero!', fire: 'En racha ×{m}', failed: 'Ronda {n}: {p}/{t} puntos, te faltaron {d}.', champion: '¡Superaste las seis rondas! {m} de {a} tiros anotados.', hint: 'Desliza hacia la canasta para tirar', pts: '+{n}' },
  de: { title: 'Korbwurf', round: 'Runde', roundN: 'Runde {n}/6', goal: '{p} Punkte in {s} s', moving: 'Der Korb bewegt sich!', cleared: 'Runde geschafft!', timeUp: 'Zeit um', swish: 'Swish!', bank: 'Übers Brett!', fire: 'Heiße Hand ×{m}', failed: 'Runde {n}: {p}/{t} Punkte, {d} zu wenig.', champion: 'Alle sechs Runden geschafft! {m} von {a} Würfen getroffen.', hint: 'Zum Korb wischen, um zu werfen', pts: '+{n}' },
  fr: { title: 'Lancer franc', round: 'Manche', roundN: 'Manche {n}/6', goal: 'Marquez {p} points en {s} s', moving: 'Le panier bouge !', cleared: 'Manche réussie !', timeUp: 'Temps écoulé', swish: 'Ficelle !', bank: 'Par la planche !', fire: 'En feu ×{m}', failed: 'Manche {n} : {p}/{t} points, il en manquait {d}.', champion: 'Les six manches sont réussies ! {m} tirs sur {a}.', hint: 'Glissez vers le panier pour tirer', pts: '+{n}' },
  'pt-BR': { title: 'Arremesso de Cesta', round: 'Rodada', roundN: 'Rodada {n}/6', goal: 'Faça {p} pontos em {s} s', moving: 'A cesta se mexe!', cleared: 'Rodada concluída!', timeUp: 'Acabou o tempo', swish: 'Chuá!', bank: 'Na tabela!', fire: 'Pegando fogo ×{m}', failed: 'Rodada {n}: {p}/{t} pontos, faltaram {d}.', champion: 'Você passou pelas seis rodadas! {m} de {a} arremessos certos.', hint: 'Deslize em direção à cesta para arremessar', pts: '+{n}' },
  ar: { title: 'رمية السلة', round: 'الجولة', roundN: 'الجولة {n}/6', goal: 'سجّل {p} نقطة في {s} ثانية', moving: 'السلة تتحرك!', cleared: 'اجتزت الجولة!', timeUp: 'انتهى الوقت', swish: 'نظيفة!', bank: 'من اللوحة!', fire: 'يدك ساخنة ×{m}', failed: 'الجولة {n}: {p}/{t} نقطة، نقصتك {d}.', champion: 'اجتزت الجولات الست كلها! أصبت {m} من {a} رمية.', hint: 'اسحب نحو السلة لترمي', pts: '+{n}' },
};

let roundIdx = 0;
/** @type {Round} */
let round = /** @type {Round} */ (ROUNDS[0]);
/** @type {Phase} */
let phase = 'intro';
let phaseTime = 0;
let roundTime = 0;
let timeLeft = 0;
let roundPoints = 0;
/** @type {Ball} */
let ball = { x: 90, y: HOLD_Y, vx: 0, vy: 0 };
/** @type {BallState} */
let ballState = 'held';
/** @type {Throw} */
let th = newThrow();
let spentTime = 0;
let flightTime = 0;
let boardHit = false;
let spin = 0;
let spinRate = 0;
let streak = 0;
let throws = 0;
let makes = 0;
let swishes = 0;
let aimAngle = (-70 * Math.PI) / 180;
let aimSpeed = 780;
let keyAim = false;
let lastSecond = -1;
let netKick = 0;
let cleared = false;
/** @type {{x0: number, y0: number, x: number, y: number} | null} */
let drag = null;
/** @type {{x: number, y: number, text: string, t: number, color: string}[]} */
let popups = [];
/** @type {{x: number, y: number, t: number}[]} */
let sparks = [];
/** @type {{x: number, y: number, r: number, c: string}[]} */
let crowd = [];
let demoing = false;

const hoop = (/** @type {number} */ t) => hoopAt(round, t);

/** @param {Kit} kit */
function newBall(kit) {
  ball = { x: spawnX(round, kit.random), y: HOLD_Y, vx: 0, vy: 0 };
  ballState = 'held';
  th = newThrow();
  spinRate = 0;
}

/** @param {Kit} kit @param {number} i */
function startRound(kit, i) {
  roundIdx = i;
  round = /** @type {Round} */ (ROUNDS[i]);
  roundTime = 0;
  timeLeft = round.time;
  roundPoints = 0;
  phase = 'intro';
  phaseTime = 0;
  cleared = false;
  lastSecond = -1;
  drag = null;
  kit.setLevel(i + 1);
  kit.setStat('time', Math.ceil(timeLeft));
  newBall(kit);
}

/** @param {Kit} kit @param {number} vx @param {number} vy */
function shoot(kit, vx, vy) {
  if (ballState !== 'held' || phase !== 'play' || timeLeft <= 0) return;
  ball.vx = vx;
  ball.vy = vy;
  ballState = 'flying';
  th = newThrow();
  flightTime = 0;
  boardHit = false;
  spinRate = -vx / BALL_R / 3;
  throws++;
  drag = null;
  kit.sound.noise({ dur: 0.18, vol: 0.08, freq: 1800 });
}

/** @param {Kit} kit @param {boolean} swish */
function basket(kit, swish) {
  streak++;
  makes++;
  if (swish) swishes++;
  const pts = pointsFor(swish, streak);
  roundPoints += pts;
  kit.addScore(pts);
  netKick = 1;
  const hp = hoop(roundTime);
  const label = swish ? kit.t('swish') : boardHit ? kit.t('bank') : '';
  popups.push({ x: hp.x, y: hp.y - 40, text: kit.t('pts', { n: pts }), t: 0, color: '#ffe27a' });
  if (label) popups.push({ x: hp.x, y: hp.y - 64, text: label, t: 0, color: '#7dffb0' });
  if (multiplier(streak) > 1 && multiplier(streak) !== multiplier(streak - 1)) popups.push({ x: W / 2, y: 300, text: kit.t('fire', { m: multiplier(streak) }), t: 0, color: '#ff9a3c' });
  for (let i = 0; i < (kit.reducedMotion ? 0 : 10); i++) sparks.push({ x: hp.x + (kit.random() - 0.5) * 40, y: hp.y + kit.random() * 30, t: kit.random() * 0.2 });
  kit.sound.noise({ dur: 0.25, vol: 0.12, freq: 5000 });
  kit.sound.jingle(swish ? [660, 880, 1320] : [660, 990]);
  if (!cleared && roundCleared(roundPoints, roundIdx)) {
    cleared = true;
    kit.sound.jingle([523, 659, 784, 1047]);
    if (!demoing) kit.toast(kit.t('cleared'));
  }
}

/** @param {Kit} kit */
function endRound(kit) {
  phase = 'result';
  phaseTime = 0;
  drag = null;
  kit.sound.tone({ freq: 220, dur: 0.6, type: 'sawtooth', vol: 0.12 });
}

/** @param {Kit} kit */
function afterResult(kit) {
  if (!roundCleared(roundPoints, roundIdx)) {
    kit.gameOver({ message: kit.t('failed', { n: roundIdx + 1, p: roundPoints, t: round.target, d: round.target - roundPoints }) });
    return;
  }
  if (roundIdx + 1 >= ROUNDS.length) {
    kit.gameOver({ win: true, message: kit.t('champion', { m: makes, a: throws }) });
    return;
  }
  startRound(kit, roundIdx + 1);
}

/** @param {Kit} kit @param {number} dt */
function step(kit, dt) {
  phaseTime += dt;
  popups = popups.filter((p) => (p.t += dt) < 1.1);
  sparks = sparks.filter((s) => (s.t += dt) < 0.7);
  netKick = Math.max(0, netKick - dt * 2.5);
  if (phase === 'intro') {
    if (phaseTime > 1.4) { phase = 'play'; phaseTime = 0; }
  } else if (phase === 'play') {
    roundTime += dt;
    timeLeft = Math.max(0, timeLeft - dt);
    const sec = Math.ceil(timeLeft);
    if (sec !== lastSecond) {
      lastSecond = sec;
      kit.setStat('time', sec);
      if (sec <= 5 && sec > 0) kit.sound.tone({ freq: 880, dur: 0.05, type: 'square', vol: 0.05 });
    }
    if (ballState === 'held') {
      if (kit.input.isDown('ArrowLeft') || kit.input.isDown('KeyA')) { aimAngle -= 0.9 * dt; keyAim = true; }
      if (kit.input.isDown('ArrowRight') || kit.input.isDown('KeyD')) { aimAngle += 0.9 * dt; keyAim = true; }
      if (kit.input.isDown('ArrowUp') || kit.input.isDown('KeyW')) { aimSpeed = Math.min(MAX_LAUNCH, aimSpeed + 260 * dt); keyAim = true; }
      if (kit.input.isDown('ArrowDown') || kit.input.isDown('KeyS')) { aimSpeed = Math.max(400, aimSpeed - 260 * dt); keyAim = true; }
      aimAngle = Math.max(-Math.PI + 0.15, Math.min(-0.15, aimAngle));
      if (timeLeft <= 0) endRound(kit);
    }
  }
  if (ballState !== 'held') {
    const t0 = roundTime - (phase === 'play' ? dt : 0);
    const ev = stepBall(ball, th, hoop, t0, dt);
    spin += spinRate * dt;
    if (ev.rim) kit.sound.tone({ freq: 320 + kit.random() * 60, dur: 0.09, type: 'square', vol: 0.1 });
    if (ev.board) { boardHit = true; kit.sound.noise({ dur: 0.12, vol: 0.14, freq: 500 }); }
    if (ev.floor) { kit.sound.tone({ freq: 110, dur: 0.08, type: 'sine', vol: 0.18 }); spinRate *= 0.7; }
    if (ev.scored) {
      basket(kit, ev.swish);
    }
    flightTime += dt;
    // A ball balanced on the rim or the board's top edge must not hold up the game.
    if (ballState === 'flying' && (throwOver(ball, th) || flightTime > 5)) {
      if (!th.scored) streak = 0;
      ballState = 'spent';
      spentTime = 0;
    }
    if (ballState === 'spent' && (spentTime += dt) > (th.scored ? 0.55 : 0.35)) {
      if (phase === 'play' && timeLeft <= 0) endRound(kit);
      else if (phase === 'play') newBall(kit);
      else ballState = 'spent';
    }
  }
  if (phase === 'result' && phaseTime > 1.8) afterResult(kit);
}

// ---------------------------------------------------------------- drawing

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} rot @param {number} [alpha] */
function drawBall(g, x, y, rot, alpha = 1) {
  g.globalAlpha = alpha;
  const grad = g.createRadialGradient(x - 5, y - 6, 2, x, y, BALL_R);
  grad.addColorStop(0, '#ffb15c');
  grad.addColorStop(1, '#d0621a');
  g.fillStyle = grad;
  g.beginPath(); g.arc(x, y, BALL_R, 0, Math.PI * 2); g.fill();
  g.save();
  g.beginPath(); g.arc(x, y, BALL_R, 0, Math.PI * 2); g.clip();
  g.translate(x, y);
  g.rotate(rot);
  g.strokeStyle = 'rgba(60,25,5,0.85)';
  g.lineWidth = 1.6;
  g.beginPath(); g.moveTo(-BALL_R, 0); g.lineTo(BALL_R, 0); g.stroke();
  g.beginPath(); g.moveTo(0, -BALL_R); g.lineTo(0, BALL_R); g.stroke();
  g.beginPath(); g.arc(-BALL_R * 1.25, 0, BALL_R, -0.9, 0.9); g.stroke();
  g.beginPath(); g.arc(BALL_R * 1.25, 0, BALL_R, Math.PI - 0.9, Math.PI + 0.9); g.stroke();
  g.restore();
  g.globalAlpha = 1;
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawArena(g, k) {
  const bg = g.createLinearGradient(0, 0, 0, FLOOR);
  bg.addColorStop(0, '#0e1230');
  bg.addColorStop(0.55, '#1d1f4a');
  bg.addColorStop(1, '#3a2a55');
  g.fillStyle = bg;
  g.fillRect(0, 0, W, FLOOR);
  // Spotlight beams.
  g.fillStyle = 'rgba(255,255,220,0.05)';
  for (const x of [60, 300]) {
    g.beginPath(); g.moveTo(x - 10, 0); g.lineTo(x + 10, 0); g.lineTo(x + 90, FLOOR); g.lineTo(x - 90, FLOOR); g.closePath(); g.fill();
  }
  // Crowd in the stands.
  for (const c of crowd) {
    const bob = k.reducedMotion ? 0 : Math.sin(k.clock * 3 + c.x) * (netKick > 0 ? 4 : 1);
    g.fillStyle = c.c;
    g.beginPath(); g.arc(c.x, c.y + bob, c.r, 0, Math.PI * 2); g.fill();
    g.fillRect(c.x - c.r * 1.1, c.y + bob + c.r * 0.8, c.r * 2.2, c.r * 2);
  }
  g.fillStyle = '#2b1f47';
  g.fillRect(0, WALL_Y - 34, W, 34);
  g.fillStyle = '#ff5fa2';
  g.fillRect(0, WALL_Y - 34, W, 3);
  g.fillStyle = 'rgba(255,255,255,0.1)';
  g.font = '900 26px system-ui, sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText('HOOPS  ·  HOOPS  ·  HOOPS', W / 2, WALL_Y - 16);
  // Wooden floor, seen from the stands: boards converge towards the back wall.
  const fl = g.createLinearGradient(0, WALL_Y, 0, H);
  fl.addColorStop(0, '#b97c3e');
  fl.addColorStop(1, '#e0a560');
  g.fillStyle = fl;
  g.fillRect(0, WALL_Y, W, H - WALL_Y);
  g.strokeStyle = 'rgba(90,50,20,0.3)';
  g.lineWidth = 1;
  for (let x = -200; x < W + 200; x += 34) { g.beginPath(); g.moveTo(W / 2 + (x - W / 2) * 0.45, WALL_Y); g.lineTo(x, H); g.stroke(); }
  for (const y of [WALL_Y + 22, WALL_Y + 52, WALL_Y + 92]) { g.beginPath(); g.moveTo(0, y); g.lineTo(W, y); g.stroke(); }
  // Court paint: the key under the hoop and the shooting line.
  g.strokeStyle = 'rgba(255,255,255,0.75)';
  g.lineWidth = 2.5;
  g.beginPath(); g.moveTo(0, FLOOR + 16); g.lineTo(W, FLOOR + 16); g.stroke();
  g.fillStyle = 'rgba(200,60,60,0.35)';
  g.beginPath(); g.moveTo(214, WALL_Y); g.lineTo(W, WALL_Y); g.lineTo(W, FLOOR + 16); g.lineTo(196, FLOOR + 16); g.closePath(); g.fill();
}

/** Backboard, its cable and the back of the rim: drawn behind the ball. @param {CanvasRenderingContext2D} g */
function drawHoopBack(g) {
  const hp = hoop(roundTime);
  const bx = hp.x + BOARD_DX;
  g.strokeStyle = '#7a7f98';
  g.lineWidth = 3;
  g.beginPath(); g.moveTo(bx + 6, hp.y - BOARD_UP); g.lineTo(bx + 6, 0); g.stroke();
  g.fillStyle = 'rgba(235,245,255,0.9)';
  g.fillRect(bx - 2, hp.y - BOARD_UP, 8, BOARD_UP + BOARD_DOWN);
  g.fillStyle = '#ff4b4b';
  g.fillRect(bx - 2, hp.y - 38, 8, 30);
  g.strokeStyle = '#c75a1a';
  g.lineWidth = 3;
  g.beginPath(); g.moveTo(hp.x + RIM, hp.y); g.lineTo(bx, hp.y); g.stroke();
}

/** Rim and net: drawn over the ball, so a made shot falls through them. @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawHoopFront(g, k) {
  const hp = hoop(roundTime);
  const sway = k.reducedMotion ? 0 : Math.sin(k.clock * 30) * netKick * 4;
  const top = [hp.x - RIM, hp.x + RIM];
  const bot = [hp.x - 15 + sway, hp.x + 15 + sway];
  const depth = 44 + netKick * 10;
  g.strokeStyle = 'rgba(255,255,255,0.85)';
  g.lineWidth = 1.4;
  const n = 5;
  for (let i = 0; i <= n; i++) {
    const tx = /** @type {number} */ (top[0]) + ((/** @type {number} */ (top[1]) - /** @type {number} */ (top[0])) * i) / n;
    const bxp = /** @type {number} */ (bot[0]) + ((/** @type {number} */ (bot[1]) - /** @type {number} */ (bot[0])) * i) / n;
    g.beginPath(); g.moveTo(tx, hp.y); g.lineTo(bxp, hp.y + depth); g.stroke();
  }
  for (let j = 1; j <= 3; j++) {
    const f = j / 4;
    const l = /** @type {number} */ (top[0]) + (/** @type {number} */ (bot[0]) - /** @type {number} */ (top[0])) * f;
    const r = /** @type {number} */ (top[1]) + (/** @type {number} */ (bot[1]) - /** @type {number} */ (top[1])) * f;
    g.beginPath(); g.moveTo(l, hp.y + depth * f); g.lineTo(r, hp.y + depth * f); g.stroke();
  }
  g.strokeStyle = '#ff7a1f';
  g.lineWidth = 4;
  g.lineCap = 'round';
  g.beginPath(); g.moveTo(hp.x - RIM, hp.y); g.lineTo(hp.x + RIM, hp.y); g.stroke();
  g.fillStyle = '#ff7a1f';
  g.beginPath(); g.arc(hp.x - RIM, hp.y, RIM_R, 0, Math.PI * 2); g.fill();
}

/** Dotted start of the throw's arc while aiming (only the first part: reading the rest is the skill). @param {CanvasRenderingContext2D} g */
function drawAim(g) {
  /** @type {{vx: number, vy: number} | null} */
  let v = null;
  if (drag) v = launchVelocity(drag.x - drag.x0, drag.y - drag.y0);
  else if (keyAim) v = { vx: Math.cos(aimAngle) * aimSpeed, vy: Math.sin(aimAngle) * aimSpeed };
  if (!v) return;
  const power = Math.hypot(v.vx, v.vy) / MAX_LAUNCH;
  g.fillStyle = `hsl(${130 - power * 130} 90% 62%)`;
  for (let i = 1; i <= 9; i++) {
    const t = i * 0.035;
    g.globalAlpha = 1 - i / 11;
    g.beginPath(); g.arc(ball.x + v.vx * t, ball.y + v.vy * t + 0.5 * GRAVITY * t * t, 3.2, 0, Math.PI * 2); g.fill();
  }
  g.globalAlpha = 1;
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawBoard(g, k) {
  g.fillStyle = 'rgba(5,8,24,0.85)';
  roundRect(g, 8, 8, W - 16, 58, 12);
  g.fill();
  g.textBaseline = 'middle';
  g.textAlign = 'center';
  g.fillStyle = '#9fb0ff';
  g.font = '700 13px system-ui, sans-serif';
  g.fillText(k.t('roundN', { n: roundIdx + 1 }), 62, 26, 100);
  const low = timeLeft <= 5 && phase === 'play';
  g.fillStyle = low ? '#ff6b6b' : '#ffe27a';
  g.font = '900 28px ui-monospace, monospace';
  g.fillText(`0:${String(Math.ceil(timeLeft)).padStart(2, '0')}`, 62, 48);
  g.fillStyle = '#eef1ff';
  g.font = '900 30px system-ui, sans-serif';
  g.fillText(`${roundPoints}/${round.target}`, 220, 30);
  const pw = 190;
  g.fillStyle = 'rgba(255,255,255,0.12)';
  roundRect(g, 125, 50, pw, 8, 4);
  g.fill();
  g.fillStyle = cleared ? '#7dff9b' : '#4fd8ff';
  roundRect(g, 125, 50, Math.max(8, pw * Math.min(1, roundPoints / round.target)), 8, 4);
  g.fill();
}

const kit = createGame({
  id: 45,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'round' }, { key: 'time', label: 'time' }],
  reset(k) {
    if (!crowd.length) {
      for (let row = 0; row < 4; row++) {
        for (let x = 8 + (row % 2) * 11; x < W; x += 22) {
          crowd.push({ x, y: 318 + row * 28, r: 6 + k.random() * 2, c: `hsl(${Math.floor(k.random() * 360)} 32% ${20 + row * 4}%)` });
        }
      }
    }
    streak = 0;
    throws = 0;
    makes = 0;
    swishes = 0;
    popups = [];
    sparks = [];
    keyAim = false;
    aimAngle = (-70 * Math.PI) / 180;
    aimSpeed = 780;
    startRound(k, 0);
  },
  update(dt, k) {
    step(k, dt);
  },
  onKey(code, k) {
    if (code === 'Space' || code === 'Enter') {
      shoot(k, Math.cos(aimAngle) * aimSpeed, Math.sin(aimAngle) * aimSpeed);
      return true;
    }
    return ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'KeyA', 'KeyD', 'KeyW', 'KeyS'].includes(code);
  },
  onPointer(kind, p, k) {
    if (kind === 'down') {
      if (p.inside && ballState === 'held' && phase === 'play') drag = { x0: p.x, y0: p.y, x: p.x, y: p.y };
      return;
    }
    if (!drag) return;
    drag.x = p.x;
    drag.y = p.y;
    if (kind === 'up') {
      const v = launchVelocity(drag.x - drag.x0, drag.y - drag.y0);
      drag = null;
      if (v) shoot(k, v.vx, v.vy);
    }
  },
  render(g, k) {
    drawArena(g, k);
    drawHoopBack(g);
    // Shadow on the floor.
    const sh = Math.max(0.15, 1 - (FLOOR - ball.y) / 500);
    g.fillStyle = `rgba(0,0,0,${0.3 * sh})`;
    g.beginPath(); g.ellipse(ball.x, FLOOR + 4, BALL_R * sh + 4, 4, 0, 0, Math.PI * 2); g.fill();
    const fire = multiplier(streak + 1) > 1;
    if (fire && ballState !== 'held' && !k.reducedMotion) {
      for (let i = 1; i <= 6; i++) {
        g.fillStyle = `rgba(255,${120 + i * 15},40,${0.35 - i * 0.05})`;
        g.beginPath(); g.arc(ball.x - ball.vx * i * 0.012, ball.y - ball.vy * i * 0.012, BALL_R * (1 - i * 0.1), 0, Math.PI * 2); g.fill();
      }
    }
    const bob = ballState === 'held' && !k.reducedMotion ? Math.sin(k.clock * 4) * 2 : 0;
    const fade = ballState === 'spent' ? Math.max(0, 1 - spentTime / 0.6) : 1;
    if (ballState === 'held' && fire) {
      g.strokeStyle = 'rgba(255,140,40,0.8)';
      g.lineWidth = 3;
      g.beginPath(); g.arc(ball.x, ball.y + bob, BALL_R + 5, 0, Math.PI * 2); g.stroke();
    }
    drawBall(g, ball.x, ball.y + bob, spin, fade);
    drawHoopFront(g, k);
    for (const s of sparks) {
      g.fillStyle = `rgba(255,230,120,${1 - s.t / 0.7})`;
      g.fillRect(s.x, s.y + s.t * 40, 3, 3);
    }
    if (ballState === 'held' && phase === 'play') drawAim(g);
    if (drag) {
      g.strokeStyle = 'rgba(255,255,255,0.3)';
      g.lineWidth = 2;
      g.setLineDash([5, 6]);
      g.beginPath(); g.moveTo(drag.x0, drag.y0); g.lineTo(drag.x, drag.y); g.stroke();
      g.setLineDash([]);
    }
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    for (const p of popups) {
      g.globalAlpha = Math.max(0, 1 - p.t / 1.1);
      g.font = '900 22px system-ui, sans-serif';
      g.lineWidth = 4;
      g.strokeStyle = 'rgba(10,10,30,0.7)';
      g.strokeText(p.text, p.x, p.y - p.t * 36, W - 20);
      g.fillStyle = p.color;
      g.fillText(p.text, p.x, p.y - p.t * 36, W - 20);
    }
    g.globalAlpha = 1;
    if (streak >= 2 && phase === 'play') {
      g.font = '800 15px system-ui, sans-serif';
      g.fillStyle = multiplier(streak) > 1 ? '#ff9a3c' : '#c9d2ff';
      g.fillText(multiplier(streak) > 1 ? k.t('fire', { m: multiplier(streak) }) : `× ${streak}`, W / 2, 86, W - 40);
    }
    drawBoard(g, k);
    if (phase === 'intro' || phase === 'result') {
      g.fillStyle = 'rgba(5,8,24,0.72)';
      roundRect(g, 30, 250, W - 60, 120, 18);
      g.fill();
      g.fillStyle = '#ffffff';
      g.font = '900 28px system-ui, sans-serif';
      if (phase === 'intro') {
        g.fillText(k.t('roundN', { n: roundIdx + 1 }), W / 2, 290, W - 80);
        g.font = '700 16px system-ui, sans-serif';
        g.fillStyle = '#ffe27a';
        g.fillText(k.t('goal', { p: round.target, s: round.time }), W / 2, 325, W - 80);
        if (round.speed > 0) {
          g.fillStyle = '#9fd8ff';
          g.font = '700 14px system-ui, sans-serif';
          g.fillText(k.t('moving'), W / 2, 350, W - 80);
        }
      } else {
        const ok = roundCleared(roundPoints, roundIdx);
        g.fillText(k.t(ok ? 'cleared' : 'timeUp'), W / 2, 295, W - 80);
        g.font = '800 22px system-ui, sans-serif';
        g.fillStyle = ok ? '#7dff9b' : '#ff8a8a';
        g.fillText(`${roundPoints}/${round.target}`, W / 2, 334);
      }
    } else if (throws === 0 && ballState === 'held' && !drag && !keyAim) {
      g.font = '700 15px system-ui, sans-serif';
      g.fillStyle = 'rgba(255,255,255,0.9)';
      g.globalAlpha = k.reducedMotion ? 1 : 0.7 + 0.3 * Math.sin(k.clock * 4);
      g.fillText(k.t('hint'), W / 2, HOLD_Y - 70, W - 30);
      g.globalAlpha = 1;
    }
  },
  state() {
    const hp = hoop(roundTime);
    return {
      round: roundIdx + 1,
      phase,
      timeLeft: Math.round(timeLeft * 10) / 10,
      roundPoints,
      target: round.target,
      ballState,
      ball: { x: Math.round(ball.x), y: Math.round(ball.y), vx: Math.round(ball.vx), vy: Math.round(ball.vy) },
      hoop: { x: Math.round(hp.x), y: Math.round(hp.y) },
      throws,
      makes,
      swishes,
      streak,
      aimAngle: Math.round(aimAngle * 1000) / 1000,
      aimSpeed: Math.round(aimSpeed),
      dragging: !!drag,
    };
  },
  demo(k) {
    demoing = true;
    // Jump to the moving-hoop round with a hot hand and a ball on its way to the rim.
    startRound(k, 3);
    phase = 'play';
    roundTime = 9.3;
    timeLeft = 19.6;
    roundPoints = 8;
    streak = 3;
    throws = 6;
    makes = 5;
    k.setScore(44);
    const plan = findThrow(ball.x, round, roundTime);
    if (plan) shoot(k, plan.vx, plan.vy);
    step(k, 1 / 60);
    popups = [];
    demoing = false;
  },
});

export default kit;
