// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { W, H, LEVELS, buildLevel, remaining, moveBall, ballSpeed, brickPoints, rollPower, clampPaddle } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Ball} Ball */
/** @typedef {import('./logic.js').Brick} Brick */
/** @typedef {import('./logic.js').PowerKind} PowerKind */

const PADDLE_Y = H - 46;
const PADDLE_H = 14;
const PADDLE_W = 86;
const WIDE_W = 136;
const BALL_R = 7;
const KEY_SPEED = 560;
const START_LIVES = 3;
const MAX_LIVES = 6;

const strings = {
  'zh-CN': { title: '霓虹打砖块', lives: '生命', launch: '点击、轻触或按空格发球', cleared: '第 {n} 关完成！', allClear: '所有砖墙都被击碎了！', lostAll: '球用完了，停在第 {n} 关。', wide: '加宽！', multi: '多球！', slow: '减速！', life: '+1 生命', left: '左移', right: '右移', fire: '发球' },
  en: { title: 'Brick Breaker', lives: 'Lives', launch: 'Click, tap or press Space to launch', cleared: 'Level {n} cleared!', allClear: 'Every wall is smashed!', lostAll: 'Out of balls on level {n}.', wide: 'Wide paddle!', multi: 'Multi-ball!', slow: 'Slow ball!', life: '+1 life', left: 'Left', right: 'Right', fire: 'Launch' },
  ja: { title: 'ブロック ブレイカー', lives: 'ライフ', launch: 'クリック・タップ・スペースで発射', cleared: 'レベル {n} クリア！', allClear: 'すべての壁を壊した！', lostAll: 'レベル {n} でボールが尽きた。', wide: 'ワイド パドル！', multi: 'マルチボール！', slow: 'スロー ボール！', life: 'ライフ +1', left: '左', right: '右', fire: '発射' },
  es: { title: 'Rompeladrillos', lives: 'Vidas', launch: 'Haz clic, toca o pulsa Espacio para lanzar', cleared: '¡Nivel {n} superado!', allClear: '¡Has derribado todos los muros!', lostAll: 'Sin bolas en el nivel {n}.', wide: '¡Pala ancha!', multi: '¡Multibola!', slow: '¡Bola lenta!', life: '+1 vida', left: 'Izquierda', right: 'Derecha', fire: 'Lanzar' },
  de: { title: 'Mauerbrecher', lives: 'Leben', launch: 'Klicken, tippen oder Leertaste zum Abschlagen', cleared: 'Stufe {n} geschafft!', allClear: 'Alle Mauern sind zerlegt!', lostAll: 'Keine Bälle mehr auf Stufe {n}.', wide: 'Breiter Schläger!', multi: 'Mehrfachball!', slow: 'Langsamer Ball!', life: '+1 Leben', left: 'Links', right: 'Rechts', fire: 'Abschlag' },
  fr: { title: 'Casse-briques', lives: 'Vies', launch: 'Cliquez, touchez ou appuyez sur Espace pour lancer', cleared: 'Niveau {n} réussi !', allClear: 'Tous les murs sont pulvérisés !', lostAll: 'Plus de balles au niveau {n}.', wide: 'Raquette large !', multi: 'Multi-balles !', slow: 'Balle lente !', life: '+1 vie', left: 'Gauche', right: 'Droite', fire: 'Lancer' },
  'pt-BR': { title: 'Quebra-Tijolos', lives: 'Vidas', launch: 'Clique, toque ou aperte Espaço para lançar', cleared: 'Nível {n} concluído!', allClear: 'Todos os muros foram derrubados!', lostAll: 'Acabaram as bolas no nível {n}.', wide: 'Raquete larga!', multi: 'Multibola!', slow: 'Bola lenta!', life: '+1 vida', left: 'Esquerda', right: 'Direita', fire: 'Lançar' },
  ar: { title: 'محطم الطوب', lives: 'الأرواح', launch: 'انقر أو المس أو اضغط المسافة للإطلاق', cleared: 'أنهيت المستوى {n}!', allClear: 'حطّمت كل الجدران!', lostAll: 'نفدت الكرات في المستوى {n}.', wide: 'مضرب عريض!', multi: 'كرات متعددة!', slow: 'كرة بطيئة!', life: '+1 روح', left: 'يسار', right: 'يمين', fire: 'إطلاق' },
};

const POWER_STYLE = /** @type {Record<PowerKind, {color: string, icon: string}>} */ ({
  wide: { color: '#4fd8ff', icon: '↔' },
  multi: { color: '#ff5fd2', icon: '●●' },
  slow: { color: '#7dff9b', icon: '≈' },
  life: { color: '#ffc24b', icon: '♥' },
});

let levelIdx = 0;
/** @type {Brick[]} */
let bricks = [];
/** @type {Ball[]} */
let balls = [];
let paddleX = W / 2;
let paddleW = PADDLE_W;
let wideTime = 0;
let slowTime = 0;
let lives = START_LIVES;
let stuck = true;
let paddleHits = 0;
let chain = 0;
let launches = 0;
let brokenTotal = 0;
let nextLevelIn = -1;
/** Pointer target for the paddle (mouse or finger), or null. @type {number | null} */
let pointerX = null;
let held = { left: false, right: false };
/** @type {{x: number, y: number, kind: PowerKind}[]} */
let drops = [];
/** @type {{x: number, y: number, vx: number, vy: number, life: number, color: string}[]} */
let bits = [];
let shake = 0;

const paddleRect = () => ({ x: paddleX - paddleW / 2, y: PADDLE_Y, w: paddleW, h: PADDLE_H });

/** @param {number} hp @param {number} col */
function brickColor(hp, col) {
  if (hp >= 3) return [`hsl(${330 + col * 3} 85% 62%)`, `hsl(${300 + col * 3} 70% 42%)`];
  if (hp === 2) return [`hsl(${265 + col * 4} 80% 66%)`, `hsl(${240 + col * 4} 70% 46%)`];
  return [`hsl(${185 + col * 6} 85% 60%)`, `hsl(${205 + col * 6} 75% 42%)`];
}

/** @param {Kit} kit */
function serve(kit) {
  stuck = true;
  paddleHits = 0;
  chain = 0;
  balls = [{ x: paddleX, y: PADDLE_Y - BALL_R - 1, vx: 0, vy: 0, r: BALL_R }];
  kit.setStat('lives', lives);
}

/** @param {Kit} kit */
function startLevel(kit) {
  bricks = buildLevel(levelIdx);
  drops = [];
  nextLevelIn = -1;
  wideTime = 0;
  slowTime = 0;
  paddleW = PADDLE_W;
  kit.setLevel(levelIdx + 1);
  serve(kit);
}

/** @param {Kit} kit */
function launch(kit) {
  if (!stuck || nextLevelIn >= 0) return;
  stuck = false;
  launches++;
  const sp = ballSpeed(levelIdx, 0);
  const ball = /** @type {Ball} */ (balls[0]);
  const a = ((kit.random() - 0.5) * Math.PI) / 5;
  ball.vx = sp * Math.sin(a);
  ball.vy = -sp * Math.cos(a);
  kit.sound.tone({ freq: 520, to: 780, dur: 0.08, type: 'square', vol: 0.08 });
}

/** @param {Kit} kit @param {number} x @param {number} y @param {string} color @param {number} n */
function burst(kit, x, y, color, n) {
  if (kit.reducedMotion) return;
  for (let i = 0; i < n; i++) {
    const a = kit.random() * Math.PI * 2;
    const v = 60 + kit.random() * 160;
    bits.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v, life: 0.5, color });
  }
}

/** @param {Kit} kit @param {PowerKind} kind */
function power(kit, kind) {
  if (!demoing) kit.toast(kit.t(kind));
  kit.sound.jingle([660, 880, 1100]);
  if (kind === 'wide') { wideTime = 12; paddleW = WIDE_W; }
  else if (kind === 'slow') {
    slowTime = 8;
    for (const b of balls) { b.vx *= 0.7; b.vy *= 0.7; }
  } else if (kind === 'life') { lives = Math.min(MAX_LIVES, lives + 1); kit.setStat('lives', lives); }
  else {
    const src = balls[0];
    if (!src || stuck) return;
    const sp = Math.hypot(src.vx, src.vy);
    for (const a of [-0.5, 0.5]) {
      balls.push({ x: src.x, y: src.y, vx: sp * Math.sin(a), vy: -sp * Math.cos(a), r: BALL_R });
    }
  }
}

/** @param {Kit} kit @param {number} dt */
function stepPlay(kit, dt) {
  // Paddle
  let dx = 0;
  if (held.left || kit.input.isDown('ArrowLeft') || kit.input.isDown('KeyA')) dx -= 1;
  if (held.right || kit.input.isDown('ArrowRight') || kit.input.isDown('KeyD')) dx += 1;
  if (dx) { paddleX += dx * KEY_SPEED * dt; pointerX = null; }
  else if (pointerX !== null) paddleX += (pointerX - paddleX) * Math.min(1, dt * 30);
  if (wideTime > 0 && (wideTime -= dt) <= 0) paddleW = PADDLE_W;
  if (slowTime > 0) slowTime -= dt;
  paddleX = clampPaddle(paddleX, paddleW);
  if (stuck) {
    const b = /** @type {Ball} */ (balls[0]);
    b.x = paddleX;
    b.y = PADDLE_Y - BALL_R - 1;
    return;
  }
  const world = { w: W, h: H, bricks, paddle: paddleRect() };
  for (const b of balls) {
    const ev = moveBall(b, dt, world);
    if (ev.paddle) {
      paddleHits++;
      chain = 0;
      const sp = ballSpeed(levelIdx, paddleHits) * (slowTime > 0 ? 0.72 : 1);
      const cur = Math.hypot(b.vx, b.vy) || 1;
      b.vx *= sp / cur;
      b.vy *= sp / cur;
      kit.sound.tone({ freq: 330, dur: 0.05, type: 'triangle', vol: 0.12 });
    }
    if (ev.walls) kit.sound.tone({ freq: 240, dur: 0.03, type: 'sine', vol: 0.05 });
    for (const i of ev.hits) {
      const br = /** @type {Brick} */ (bricks[i]);
      const col = Math.round((br.x - 12) / (br.w + 4));
      if (br.kind === 'steel') { kit.sound.tone({ freq: 1200, dur: 0.04, type: 'square', vol: 0.05 }); continue; }
      if (br.hp > 0) { kit.sound.tone({ freq: 700, dur: 0.04, type: 'square', vol: 0.07 }); kit.addScore(5); continue; }
      chain++;
      brokenTotal++;
      kit.addScore(brickPoints(br, chain));
      kit.sound.tone({ freq: 500 + Math.min(chain, 12) * 60, dur: 0.07, type: 'triangle', vol: 0.12 });
      burst(kit, br.x + br.w / 2, br.y + br.h / 2, br.kind === 'bonus' ? '#ffe066' : /** @type {string} */ (brickColor(br.maxHp, col)[0]), 10);
      const p = rollPower(br, kit.random);
      if (p) drops.push({ x: br.x + br.w / 2, y: br.y + br.h / 2, kind: p });
    }
    if (ev.lost) b.r = -1;
  }
  balls = balls.filter((b) => b.r > 0);
  // Falling power-ups
  const pr = paddleRect();
  drops = drops.filter((d) => {
    d.y += 150 * dt;
    if (d.y + 10 >= pr.y && d.y - 10 <= pr.y + pr.h && d.x >= pr.x - 14 && d.x <= pr.x + pr.w + 14) { power(kit, d.kind); return false; }
    return d.y < H + 20;
  });
  if (!balls.length) {
    lives--;
    kit.setStat('lives', lives);
    shake = 0.3;
    kit.sound.tone({ freq: 300, to: 80, dur: 0.4, type: 'sawtooth', vol: 0.12 });
    if (lives <= 0) {
      kit.gameOver({ message: kit.t('lostAll', { n: levelIdx + 1 }) });
      return;
    }
    wideTime = 0;
    paddleW = PADDLE_W;
    drops = [];
    serve(kit);
    return;
  }
  if (remaining(bricks) === 0) {
    kit.addScore(500 + lives * 100);
    if (levelIdx >= LEVELS.length - 1) {
      kit.gameOver({ win: true, message: kit.t('allClear') });
      return;
    }
    if (!demoing) kit.toast(kit.t('cleared', { n: levelIdx + 1 }));
    kit.sound.jingle([523, 659, 784, 1047]);
    nextLevelIn = 1.5;
    balls = [];
  }
}

/** True while demo() fast-forwards (no toasts over the thumbnail). */
let demoing = false;

const kit = createGame({
  id: 7,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'lives', label: 'lives' }],
  controls: {
    layout: 'row',
    buttons: [
      { action: 'left', label: '◀', title: 'left', repeat: true },
      { action: 'fire', label: '▲', title: 'fire' },
      { action: 'right', label: '▶', title: 'right', repeat: true },
    ],
  },
  reset(k) {
    levelIdx = 0;
    lives = START_LIVES;
    paddleX = W / 2;
    pointerX = null;
    launches = 0;
    brokenTotal = 0;
    bits = [];
    held = { left: false, right: false };
    startLevel(k);
  },
  update(dt, k) {
    bits = bits.filter((p) => {
      p.x += p.vx * dt; p.y += p.vy * dt; p.vy += 300 * dt;
      return (p.life -= dt) > 0;
    });
    if (shake > 0) shake -= dt;
    if (nextLevelIn >= 0) {
      if ((nextLevelIn -= dt) < 0) { levelIdx++; startLevel(k); }
      return;
    }
    stepPlay(k, dt);
  },
  onKey(code, k) {
    if (code === 'Space' || code === 'ArrowUp' || code === 'KeyW' || code === 'Enter') { launch(k); return true; }
    return code === 'ArrowLeft' || code === 'ArrowRight' || code === 'KeyA' || code === 'KeyD';
  },
  onPointer(kind, p) {
    // Mouse: the paddle follows the pointer. Touch/pen: it follows while the finger is down.
    if (kind !== 'up') pointerX = p.x;
  },
  onTap(_p, k) {
    launch(k);
  },
  onAction(a, k) {
    if (a === 'fire') { launch(k); return; }
    // Buttons nudge the paddle; holding one auto-repeats.
    const dir = a === 'left' ? -1 : 1;
    pointerX = clampPaddle((pointerX ?? paddleX) + dir * 34, paddleW);
  },
  render(g, k) {
    g.save();
    if (shake > 0 && !k.reducedMotion) g.translate((Math.random() - 0.5) * 8 * shake, (Math.random() - 0.5) * 8 * shake);
    const bg = g.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#14183a');
    bg.addColorStop(1, '#2a1440');
    g.fillStyle = bg;
    g.fillRect(-10, -10, W + 20, H + 20);
    g.strokeStyle = 'rgba(120,140,255,0.07)';
    g.lineWidth = 1;
    for (let x = 0; x <= W; x += 40) { g.beginPath(); g.moveTo(x, 0); g.lineTo(x, H); g.stroke(); }
    for (let y = 0; y <= H; y += 40) { g.beginPath(); g.moveTo(0, y); g.lineTo(W, y); g.stroke(); }
    // Bricks
    for (const b of bricks) {
      if (b.hp <= 0) continue;
      const col = Math.round((b.x - 12) / (b.w + 4));
      let top; let bot;
      if (b.kind === 'steel') { top = '#c9d1e8'; bot = '#6b7391'; }
      else if (b.kind === 'bonus') { top = `hsl(${(k.clock * 120 + col * 30) % 360} 90% 65%)`; bot = '#ffb020'; }
      else [top, bot] = brickColor(b.hp, col);
      const grad = g.createLinearGradient(b.x, b.y, b.x, b.y + b.h);
      grad.addColorStop(0, /** @type {string} */ (top));
      grad.addColorStop(1, /** @type {string} */ (bot));
      g.fillStyle = grad;
      roundRect(g, b.x, b.y, b.w, b.h, 5);
      g.fill();
      g.fillStyle = 'rgba(255,255,255,0.28)';
      roundRect(g, b.x + 3, b.y + 2, b.w - 6, 4, 2);
      g.fill();
      if (b.kind === 'normal' && b.maxHp > 1 && b.hp < b.maxHp) {
        g.strokeStyle = 'rgba(20,10,40,0.6)';
        g.lineWidth = 2;
        g.beginPath();
        g.moveTo(b.x + b.w * 0.3, b.y + 2); g.lineTo(b.x + b.w * 0.45, b.y + b.h * 0.55); g.lineTo(b.x + b.w * 0.62, b.y + b.h - 2);
        g.stroke();
      }
      if (b.kind === 'steel') {
        g.fillStyle = 'rgba(40,45,70,0.7)';
        for (const sx of [6, b.w - 6]) { g.beginPath(); g.arc(b.x + sx, b.y + b.h / 2, 2.2, 0, Math.PI * 2); g.fill(); }
      }
      if (b.kind === 'bonus') {
        g.fillStyle = '#1a1030';
        g.font = '800 14px system-ui, sans-serif';
        g.textAlign = 'center';
        g.textBaseline = 'middle';
        g.fillText('★', b.x + b.w / 2, b.y + b.h / 2 + 1);
      }
    }
    // Power-ups
    for (const d of drops) {
      const st = POWER_STYLE[d.kind];
      g.save();
      g.shadowColor = st.color;
      g.shadowBlur = 12;
      g.fillStyle = st.color;
      roundRect(g, d.x - 18, d.y - 10, 36, 20, 10);
      g.fill();
      g.restore();
      g.fillStyle = '#10132a';
      g.font = '800 14px system-ui, sans-serif';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText(st.icon, d.x, d.y + 1);
    }
    // Paddle
    const pr = paddleRect();
    g.save();
    g.shadowColor = wideTime > 0 ? '#4fd8ff' : '#ff5fd2';
    g.shadowBlur = 16;
    const pg = g.createLinearGradient(pr.x, 0, pr.x + pr.w, 0);
    pg.addColorStop(0, '#4fd8ff');
    pg.addColorStop(0.5, '#8f7bff');
    pg.addColorStop(1, '#ff5fd2');
    g.fillStyle = pg;
    roundRect(g, pr.x, pr.y, pr.w, pr.h, 7);
    g.fill();
    g.restore();
    g.fillStyle = 'rgba(255,255,255,0.5)';
    roundRect(g, pr.x + 6, pr.y + 2, pr.w - 12, 3, 1.5);
    g.fill();
    // Balls
    for (const b of balls) {
      if (!k.reducedMotion && !stuck) {
        g.fillStyle = 'rgba(255,240,180,0.18)';
        g.beginPath(); g.arc(b.x - b.vx * 0.02, b.y - b.vy * 0.02, b.r * 0.85, 0, Math.PI * 2); g.fill();
      }
      g.save();
      g.shadowColor = slowTime > 0 ? '#7dff9b' : '#ffe066';
      g.shadowBlur = 14;
      g.fillStyle = slowTime > 0 ? '#c8ffd6' : '#fff6cc';
      g.beginPath(); g.arc(b.x, b.y, b.r, 0, Math.PI * 2); g.fill();
      g.restore();
    }
    for (const p of bits) {
      g.globalAlpha = Math.max(0, p.life * 2);
      g.fillStyle = p.color;
      g.fillRect(p.x - 2.5, p.y - 2.5, 5, 5);
    }
    g.globalAlpha = 1;
    // Lives as little balls
    for (let i = 0; i < lives; i++) {
      g.fillStyle = 'rgba(255,246,204,0.85)';
      g.beginPath(); g.arc(16 + i * 16, H - 14, 5, 0, Math.PI * 2); g.fill();
    }
    if (stuck && k.screen === 'playing' && nextLevelIn < 0) {
      g.globalAlpha = k.reducedMotion ? 0.9 : 0.6 + 0.3 * Math.sin(k.clock * 4);
      g.fillStyle = '#eef1ff';
      g.font = '700 17px system-ui, sans-serif';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText(k.t('launch'), W / 2, PADDLE_Y - 70, W - 30);
      g.globalAlpha = 1;
    }
    g.restore();
  },
  state() {
    const b = balls[0];
    return {
      levelIndex: levelIdx,
      lives,
      paddleX: Math.round(paddleX),
      paddleW,
      stuck,
      launches,
      balls: balls.length,
      ball: b ? { x: Math.round(b.x), y: Math.round(b.y), vx: Math.round(b.vx), vy: Math.round(b.vy) } : null,
      bricksLeft: remaining(bricks),
      broken: brokenTotal,
      drops: drops.map((d) => d.kind),
      wide: wideTime > 0,
      slow: slowTime > 0,
    };
  },
  demo(k) {
    demoing = true;
    launch(k);
    // Run the simulation with a paddle that tracks the ball until a good number of bricks fall.
    for (let i = 0; i < 60 * 25 && brokenTotal < 22 && k.screen === 'playing'; i++) {
      const lowest = balls.reduce((m, b) => (b.y > m.y ? b : m), /** @type {Ball} */ (balls[0] ?? { x: W / 2, y: 0, vx: 0, vy: 0, r: 1 }));
      pointerX = lowest.x + 22 * Math.sin(i * 0.37);
      stepPlay(k, 1 / 60);
      if (stuck) launch(k);
    }
    bits = [];
    demoing = false;
  },
});

export default kit;
