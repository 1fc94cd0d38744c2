// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { wrap, wrapDist, hits, drift, stepShip, splitRock, spawnLevel, spawnClear, ROCK_POINTS, EXTRA_LIFE_EVERY } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Rock} Rock */

/** Logical size: landscape on wide screens, portrait on phones held upright (set per round). */
let W = 800;
let H = 600;
const SHIP_R = 13;
const BULLET_SPEED = 560;
const BULLET_LIFE = 1.0;
const FIRE_GAP = 0.16;
const MAX_BULLETS = 6;

const strings = {
  'zh-CN': { title: '星际碎石', lives: '生命', left: '向左转', right: '向右转', thrust: '推进', fire: '开火', cleared: '星区已清空！', ufo: '飞碟来袭！', extra: '奖励一条命！', wrecked: '飞船全部被摧毁。你到达了第 {n} 关。' },
  en: { title: 'Astro Rocks', lives: 'Lives', left: 'Turn left', right: 'Turn right', thrust: 'Thrust', fire: 'Fire', cleared: 'Sector cleared!', ufo: 'UFO incoming!', extra: 'Extra life!', wrecked: 'All ships lost. You reached level {n}.' },
  ja: { title: 'アストロ ロック', lives: '残機', left: '左旋回', right: '右旋回', thrust: '噴射', fire: '発射', cleared: 'セクター クリア！', ufo: 'UFO 接近！', extra: '1UP！', wrecked: '全機撃墜。到達レベル {n}。' },
  es: { title: 'Astro Rocas', lives: 'Vidas', left: 'Girar a la izquierda', right: 'Girar a la derecha', thrust: 'Propulsar', fire: 'Disparar', cleared: '¡Sector despejado!', ufo: '¡Llega un ovni!', extra: '¡Vida extra!', wrecked: 'Has perdido todas las naves. Llegaste al nivel {n}.' },
  de: { title: 'Astro-Brocken', lives: 'Leben', left: 'Links drehen', right: 'Rechts drehen', thrust: 'Schub', fire: 'Feuer', cleared: 'Sektor geräumt!', ufo: 'UFO im Anflug!', extra: 'Extraleben!', wrecked: 'Alle Schiffe verloren. Du hast Stufe {n} erreicht.' },
  fr: { title: 'Astro Rocs', lives: 'Vies', left: 'Tourner à gauche', right: 'Tourner à droite', thrust: 'Poussée', fire: 'Tirer', cleared: 'Secteur nettoyé !', ufo: 'Un ovni arrive !', extra: 'Vie bonus !', wrecked: 'Tous vos vaisseaux sont détruits. Niveau atteint : {n}.' },
  'pt-BR': { title: 'Astro Rochas', lives: 'Vidas', left: 'Girar à esquerda', right: 'Girar à direita', thrust: 'Propulsão', fire: 'Atirar', cleared: 'Setor limpo!', ufo: 'Lá vem um OVNI!', extra: 'Vida extra!', wrecked: 'Todas as naves destruídas. Você chegou ao nível {n}.' },
  ar: { title: 'صخور الفضاء', lives: 'الأرواح', left: 'استدر يسارًا', right: 'استدر يمينًا', thrust: 'دفع', fire: 'إطلاق', cleared: 'تم تطهير القطاع!', ufo: 'صحن طائر قادم!', extra: 'حياة إضافية!', wrecked: 'فقدت كل السفن. وصلت إلى المستوى {n}.' },
};

/** @type {{x: number, y: number, vx: number, vy: number, angle: number}} */
let ship = { x: W / 2, y: H / 2, vx: 0, vy: 0, angle: -Math.PI / 2 };
/** @type {Rock[]} */
let rocks = [];
/** @type {{x: number, y: number, vx: number, vy: number, life: number, r: number}[]} */
let bullets = [];
/** @type {{x: number, y: number, vx: number, vy: number, life: number, r: number}[]} */
let ufoBullets = [];
/** @type {{x: number, y: number, vx: number, vy: number, r: number, small: boolean, fireIn: number, turnIn: number} | null} */
let ufo = null;
/** @type {{x: number, y: number, vx: number, vy: number, life: number, max: number, color: string}[]} */
let sparks = [];
let lives = 3;
let levelNum = 1;
let alive = true;
let respawnIn = 0;
let invuln = 0;
let fireCd = 0;
let nextLevelIn = -1;
let ufoIn = 15;
let overIn = -1;
let nextLife = EXTRA_LIFE_EVERY;
let shots = 0;
let respawnTries = 0;
let flame = 0;
/** Hold state of on-screen buttons (seconds left of a minimum tap). */
const held = { left: 0, right: 0, thrust: 0 };
const pressed = { left: false, right: false, thrust: false, fire: false };
/** @type {{x: number, y: number, s: number, tw: number}[]} */
const stars = Array.from({ length: 110 }, (_, i) => ({ x: ((i * 397) % 1000) / 1000, y: ((i * 211 + (i % 7) * 53) % 1000) / 1000, s: 0.6 + ((i * 13) % 10) / 8, tw: i * 0.7 }));

/** Picks the play-field shape from the space available. @param {Kit} k */
function fitField(k) {
  const portrait = k.stage.clientHeight > k.stage.clientWidth * 1.15;
  W = portrait ? 600 : 800;
  H = portrait ? 860 : 600;
  if (k.width !== W || k.height !== H) k.setSize(W, H);
}

/** @param {Kit} kit @param {number} x @param {number} y @param {string} color @param {number} n @param {number} speed */
function burst(kit, x, y, color, n, speed) {
  const count = kit.reducedMotion ? Math.ceil(n / 3) : n;
  for (let i = 0; i < count; i++) {
    const a = kit.random() * Math.PI * 2;
    const v = speed * (0.3 + kit.random() * 0.9);
    const life = 0.4 + kit.random() * 0.5;
    sparks.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v, life, max: life, color });
  }
}

/** @param {Kit} kit */
function startLevel(kit) {
  rocks = spawnLevel(levelNum, W, H, ship, kit.random);
  ufoIn = Math.max(8, 22 - levelNum * 2) + kit.random() * 8;
  kit.setLevel(levelNum);
}

/** @param {Kit} kit */
function fire(kit) {
  if (!alive || fireCd > 0 || bullets.length >= MAX_BULLETS) return;
  fireCd = FIRE_GAP;
  const cx = Math.cos(ship.angle);
  const sy = Math.sin(ship.angle);
  bullets.push({ x: ship.x + cx * SHIP_R * 1.4, y: ship.y + sy * SHIP_R * 1.4, vx: ship.vx + cx * BULLET_SPEED, vy: ship.vy + sy * BULLET_SPEED, life: BULLET_LIFE, r: 3 });
  shots++;
  kit.sound.tone({ freq: 920, to: 380, dur: 0.08, type: 'square', vol: 0.07 });
}

/** @param {Kit} kit @param {number} pts */
function score(kit, pts) {
  kit.addScore(pts);
  if (kit.score >= nextLife) {
    nextLife += EXTRA_LIFE_EVERY;
    lives++;
    kit.setStat('lives', lives);
    kit.toast(kit.t('extra'));
    kit.sound.jingle([660, 880, 1320]);
  }
}

/** @param {Kit} kit @param {number} i */
function breakRock(kit, i) {
  const rock = /** @type {Rock} */ (rocks[i]);
  rocks.splice(i, 1, ...splitRock(rock, kit.random, levelNum));
  score(kit, ROCK_POINTS[rock.size]);
  burst(kit, rock.x, rock.y, rock.size === 3 ? '#ffb86b' : rock.size === 2 ? '#ff8ad8' : '#8af0ff', 6 + rock.size * 5, 90 + rock.size * 30);
  kit.sound.noise({ dur: 0.12 + rock.size * 0.1, vol: 0.12 + rock.size * 0.05, freq: 500 + (4 - rock.size) * 500 });
}

/** @param {Kit} kit */
function killShip(kit) {
  if (!alive || invuln > 0) return;
  alive = false;
  lives--;
  kit.setStat('lives', Math.max(0, lives));
  burst(kit, ship.x, ship.y, '#7df9ff', 36, 220);
  burst(kit, ship.x, ship.y, '#ffe066', 20, 140);
  kit.sound.noise({ dur: 0.7, vol: 0.35, freq: 900 });
  kit.sound.tone({ freq: 300, to: 60, dur: 0.6, type: 'sawtooth', vol: 0.12 });
  if (lives <= 0) overIn = 1.4;
  else { respawnIn = 1.6; respawnTries = 0; }
}

/** @param {Kit} kit */
function spawnUfo(kit) {
  const small = levelNum >= 3 && kit.random() < 0.45;
  const fromLeft = kit.random() < 0.5;
  const sp = small ? 130 : 95;
  ufo = { x: fromLeft ? -30 : W + 30, y: 60 + kit.random() * (H - 120), vx: fromLeft ? sp : -sp, vy: 0, r: small ? 12 : 20, small, fireIn: 1, turnIn: 1 };
  kit.toast(kit.t('ufo'));
}

/** @param {Kit} kit @param {number} dt */
function updateUfo(kit, dt) {
  if (!ufo) return;
  ufo.x += ufo.vx * dt;
  ufo.y = wrap(ufo.y + ufo.vy * dt, H);
  if ((ufo.turnIn -= dt) < 0) {
    ufo.turnIn = 0.8 + kit.random() * 1.2;
    ufo.vy = (kit.random() - 0.5) * 160;
  }
  if ((ufo.fireIn -= dt) < 0) {
    ufo.fireIn = ufo.small ? 1.0 : 1.6;
    // The small saucer aims (with some error); the big one fires at random.
    const aim = Math.atan2(ship.y - ufo.y, ship.x - ufo.x);
    const a = ufo.small ? aim + (kit.random() - 0.5) * 0.5 : kit.random() * Math.PI * 2;
    ufoBullets.push({ x: ufo.x, y: ufo.y, vx: Math.cos(a) * 260, vy: Math.sin(a) * 260, life: 1.6, r: 4 });
    kit.sound.tone({ freq: 300, to: 520, dur: 0.1, type: 'sawtooth', vol: 0.05 });
  }
  if (ufo.x < -60 || ufo.x > W + 60) ufo = null;
}

/** @param {CanvasRenderingContext2D} g @param {Rock} r */
function drawRock(g, r) {
  // Draw copies across the edges so rocks slide smoothly through the wrap seam.
  const xs = [0, ...(r.x < r.r ? [W] : r.x > W - r.r ? [-W] : [])];
  const ys = [0, ...(r.y < r.r ? [H] : r.y > H - r.r ? [-H] : [])];
  for (const ox of xs) {
    for (const oy of ys) {
      g.save();
      g.translate(r.x + ox, r.y + oy);
      g.rotate(r.rot);
      g.beginPath();
      r.shape.forEach((k, i) => {
        const a = (i / r.shape.length) * Math.PI * 2;
        g.lineTo(Math.cos(a) * r.r * k, Math.sin(a) * r.r * k);
      });
      g.closePath();
      const hue = r.size === 3 ? 28 : r.size === 2 ? 318 : 190;
      const grad = g.createRadialGradient(-r.r * 0.3, -r.r * 0.3, 2, 0, 0, r.r);
      grad.addColorStop(0, `hsl(${hue} 55% 42%)`);
      grad.addColorStop(1, `hsl(${hue + 20} 50% 18%)`);
      g.fillStyle = grad;
      g.fill();
      g.strokeStyle = `hsl(${hue} 95% 68%)`;
      g.lineWidth = 2.5;
      g.stroke();
      g.fillStyle = 'rgba(0,0,0,0.22)';
      g.beginPath();
      g.arc(r.r * 0.25, r.r * 0.15, r.r * 0.18, 0, Math.PI * 2);
      g.arc(-r.r * 0.3, r.r * 0.35, r.r * 0.1, 0, Math.PI * 2);
      g.fill();
      g.restore();
    }
  }
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} angle @param {number} scale @param {boolean} thrusting @param {number} clock */
function drawShip(g, x, y, angle, scale, thrusting, clock) {
  g.save();
  g.translate(x, y);
  g.rotate(angle);
  g.scale(scale, scale);
  if (thrusting) {
    const f = 14 + Math.sin(clock * 60) * 5;
    g.fillStyle = '#ffb347';
    g.beginPath();
    g.moveTo(-10, -6);
    g.lineTo(-10 - f, 0);
    g.lineTo(-10, 6);
    g.closePath();
    g.fill();
    g.fillStyle = '#fff3a0';
    g.beginPath();
    g.moveTo(-10, -3);
    g.lineTo(-10 - f * 0.55, 0);
    g.lineTo(-10, 3);
    g.fill();
  }
  g.shadowColor = '#4fd8ff';
  g.shadowBlur = 14;
  g.beginPath();
  g.moveTo(18, 0);
  g.lineTo(-12, -12);
  g.lineTo(-7, 0);
  g.lineTo(-12, 12);
  g.closePath();
  const grad = g.createLinearGradient(-12, 0, 18, 0);
  grad.addColorStop(0, '#3a6bff');
  grad.addColorStop(1, '#7df9ff');
  g.fillStyle = grad;
  g.fill();
  g.shadowBlur = 0;
  g.strokeStyle = '#e8fbff';
  g.lineWidth = 2;
  g.stroke();
  g.fillStyle = '#ff5fd2';
  g.beginPath();
  g.arc(3, 0, 3.5, 0, Math.PI * 2);
  g.fill();
  g.restore();
}

/** @param {Kit} kit */
function inputState(kit) {
  const k = kit.input;
  const left = k.isDown('ArrowLeft') || k.isDown('KeyA') || pressed.left || held.left > 0;
  const right = k.isDown('ArrowRight') || k.isDown('KeyD') || pressed.right || held.right > 0;
  const thrust = k.isDown('ArrowUp') || k.isDown('KeyW') || pressed.thrust || held.thrust > 0;
  return { turn: (right ? 1 : 0) - (left ? 1 : 0), thrust, fire: k.isDown('Space') || pressed.fire };
}

const kit = createGame({
  id: 11,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'lives', label: 'lives' }],
  controls: {
    layout: 'row',
    buttons: [
      { action: 'left', label: '⟲', title: 'left' },
      { action: 'right', label: '⟳', title: 'right' },
      { action: 'thrust', label: '▲', title: 'thrust' },
      { action: 'fire', label: '✹', title: 'fire', repeat: true },
    ],
  },
  reset(k) {
    fitField(k);
    ship = { x: W / 2, y: H / 2, vx: 0, vy: 0, angle: -Math.PI / 2 };
    bullets = [];
    ufoBullets = [];
    ufo = null;
    sparks = [];
    lives = 3;
    levelNum = 1;
    alive = true;
    respawnIn = 0;
    invuln = 2;
    fireCd = 0;
    nextLevelIn = -1;
    overIn = -1;
    nextLife = EXTRA_LIFE_EVERY;
    shots = 0;
    held.left = held.right = held.thrust = 0;
    startLevel(k);
    k.setStat('lives', lives);
  },
  update(dt, k) {
    const inp = inputState(k);
    for (const key of /** @type {const} */ (['left', 'right', 'thrust'])) held[key] = Math.max(0, held[key] - dt);
    fireCd -= dt;
    invuln = Math.max(0, invuln - dt);
    if (alive) {
      stepShip(ship, inp, dt, W, H);
      flame = inp.thrust ? 0.1 : Math.max(0, flame - dt);
      if (inp.thrust && !k.reducedMotion && k.random() < 0.5) {
        const a = ship.angle + Math.PI + (k.random() - 0.5) * 0.6;
        sparks.push({ x: ship.x - Math.cos(ship.angle) * 12, y: ship.y - Math.sin(ship.angle) * 12, vx: ship.vx * 0.3 + Math.cos(a) * 120, vy: ship.vy * 0.3 + Math.sin(a) * 120, life: 0.3, max: 0.3, color: '#ffb347' });
      }
      if (inp.fire) fire(k);
    } else if (respawnIn > 0 && (respawnIn -= dt) <= 0) {
      // Respawn in the centre once it is clear (retry shortly otherwise).
      if (spawnClear(rocks, { x: W / 2, y: H / 2 }, W, H) || ++respawnTries > 15) {
        ship = { x: W / 2, y: H / 2, vx: 0, vy: 0, angle: -Math.PI / 2 };
        alive = true;
        invuln = 2.5;
      } else respawnIn = 0.2;
    }
    for (const r of rocks) { drift(r, dt, W, H); r.rot += r.spin * dt; }
    bullets = bullets.filter((b) => { drift(b, dt, W, H); return (b.life -= dt) > 0; });
    ufoBullets = ufoBullets.filter((b) => { drift(b, dt, W, H); return (b.life -= dt) > 0; });
    sparks = sparks.filter((p) => { p.x += p.vx * dt; p.y += p.vy * dt; p.vx *= 0.97; p.vy *= 0.97; return (p.life -= dt) > 0; });
    // Bullets against rocks and the saucer.
    for (let bi = bullets.length - 1; bi >= 0; bi--) {
      const b = /** @type {typeof bullets[number]} */ (bullets[bi]);
      const ri = rocks.findIndex((r) => hits(b, r, W, H));
      if (ri >= 0) {
        bullets.splice(bi, 1);
        breakRock(k, ri);
        continue;
      }
      if (ufo && Math.hypot(b.x - ufo.x, b.y - ufo.y) < ufo.r + b.r) {
        bullets.splice(bi, 1);
        score(k, ufo.small ? 1000 : 200);
        burst(k, ufo.x, ufo.y, '#b6ff5c', 30, 200);
        k.sound.jingle([880, 660, 990]);
        ufo = null;
      }
    }
    if (ufo) {
      updateUfo(k, dt);
      const u = ufo;
      if (u) {
        const ri = rocks.findIndex((r) => Math.hypot(r.x - u.x, r.y - u.y) < r.r + u.r);
        if (ri >= 0) { breakRock(k, ri); burst(k, u.x, u.y, '#b6ff5c', 20, 160); ufo = null; }
      }
    } else if (nextLevelIn < 0 && alive && levelNum >= 2 && (ufoIn -= dt) < 0) {
      spawnUfo(k);
      ufoIn = Math.max(10, 24 - levelNum * 2) + k.random() * 10;
    }
    // Ship collisions.
    if (alive && invuln <= 0) {
      const shipC = { x: ship.x, y: ship.y, r: SHIP_R * 0.85 };
      const ri = rocks.findIndex((r) => hits(shipC, { x: r.x, y: r.y, r: r.r * 0.9 }, W, H));
      if (ri >= 0) { breakRock(k, ri); killShip(k); }
      else if (ufo && Math.hypot(ufo.x - ship.x, ufo.y - ship.y) < ufo.r + shipC.r) { ufo = null; killShip(k); }
      else if (ufoBullets.some((b) => hits(b, shipC, W, H))) { ufoBullets = []; killShip(k); }
    }
    if (!rocks.length && nextLevelIn < 0 && overIn < 0) {
      nextLevelIn = 2;
      k.toast(k.t('cleared'));
      k.sound.jingle([523, 659, 784, 1047]);
    }
    if (nextLevelIn >= 0 && (nextLevelIn -= dt) < 0) {
      nextLevelIn = -1;
      levelNum++;
      startLevel(k);
      k.toast(`${k.t('level')} ${k.fmt(levelNum)}`);
    }
    if (overIn >= 0 && (overIn -= dt) < 0) {
      overIn = -1;
      k.gameOver({ message: k.t('wrecked', { n: levelNum }) });
    }
  },
  onKey(code, k) {
    if (code === 'Space') { fire(k); return true; }
    return ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'KeyA', 'KeyD', 'KeyW'].includes(code);
  },
  onAction(a, k) {
    if (a === 'fire') fire(k);
  },
  render(g, k) {
    const bg = g.createRadialGradient(W * 0.3, H * 0.2, 40, W / 2, H / 2, W * 0.8);
    bg.addColorStop(0, '#1b2150');
    bg.addColorStop(0.6, '#0d1030');
    bg.addColorStop(1, '#1c0c2c');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    for (const s of stars) {
      g.globalAlpha = k.reducedMotion ? 0.6 : 0.35 + 0.35 * Math.sin(k.clock * 1.5 + s.tw);
      g.fillStyle = '#cfe3ff';
      g.fillRect(s.x * W, s.y * H, s.s, s.s);
    }
    g.globalAlpha = 1;
    for (const r of rocks) drawRock(g, r);
    if (ufo) {
      g.save();
      g.translate(ufo.x, ufo.y);
      const s = ufo.r / 20;
      g.scale(s, s);
      g.shadowColor = '#b6ff5c';
      g.shadowBlur = 16;
      g.fillStyle = '#5ee06a';
      g.beginPath();
      g.ellipse(0, 3, 24, 9, 0, 0, Math.PI * 2);
      g.fill();
      g.shadowBlur = 0;
      g.fillStyle = '#bdf7ff';
      g.beginPath();
      g.ellipse(0, -3, 11, 9, 0, Math.PI, 0);
      g.fill();
      g.fillStyle = '#ffe066';
      for (let i = -2; i <= 2; i++) { g.beginPath(); g.arc(i * 8, 4, 2, 0, Math.PI * 2); g.fill(); }
      g.restore();
    }
    g.fillStyle = '#ffffff';
    for (const b of bullets) {
      g.shadowColor = '#7df9ff';
      g.shadowBlur = 10;
      g.beginPath();
      g.arc(b.x, b.y, b.r, 0, Math.PI * 2);
      g.fill();
    }
    g.fillStyle = '#b6ff5c';
    for (const b of ufoBullets) {
      g.shadowColor = '#b6ff5c';
      g.beginPath();
      g.arc(b.x, b.y, b.r, 0, Math.PI * 2);
      g.fill();
    }
    g.shadowBlur = 0;
    for (const p of sparks) {
      g.globalAlpha = Math.max(0, p.life / p.max);
      g.fillStyle = p.color;
      g.fillRect(p.x - 1.5, p.y - 1.5, 3, 3);
    }
    g.globalAlpha = 1;
    if (k.screen === 'start') {
      drawShip(g, W / 2 + Math.cos(k.clock * 0.7) * 120, H / 2 + Math.sin(k.clock * 0.7) * 80, k.clock * 0.7 + Math.PI / 2, 1.4, true, k.clock);
    } else if (alive && (invuln <= 0 || Math.floor(k.clock * 10) % 2 === 0)) {
      drawShip(g, ship.x, ship.y, ship.angle, 1, flame > 0, k.clock);
    }
    // Spare ships.
    for (let i = 0; i < Math.min(lives - (alive ? 1 : 0), 6); i++) drawShip(g, 22 + i * 24, H - 20, -Math.PI / 2, 0.6, false, 0);
    if (nextLevelIn >= 0) {
      g.fillStyle = 'rgba(255,255,255,0.85)';
      g.font = '800 40px system-ui, sans-serif';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText(`${k.t('level')} ${k.fmt(levelNum + 1)}`, W / 2, H / 2);
    }
    g.strokeStyle = 'rgba(79,216,255,0.25)';
    g.lineWidth = 2;
    roundRect(g, 1, 1, W - 2, H - 2, 14);
    g.stroke();
  },
  state() {
    return {
      ship: { x: Math.round(ship.x), y: Math.round(ship.y), vx: Math.round(ship.vx), vy: Math.round(ship.vy), angle: Math.round(ship.angle * 100) / 100 },
      alive,
      lives,
      rocks: rocks.length,
      rockSizes: rocks.map((r) => r.size),
      bullets: bullets.length,
      shots,
      ufo: !!ufo,
      invulnerable: invuln > 0,
    };
  },
  demo(k) {
    // Break a couple of rocks, add a saucer and some shots in flight.
    breakRock(k, 0);
    breakRock(k, 0);
    for (let i = 0; i < 40; i++) kit.def.update?.(1 / 60, k);
    ship.angle = -0.9;
    fireCd = 0;
    fire(k);
    for (let i = 0; i < 10; i++) kit.def.update?.(1 / 60, k);
    fireCd = 0;
    fire(k);
    spawnUfo(k);
    if (ufo) { ufo.x = W * 0.75; ufo.y = H * 0.25; }
    flame = 1;
  },
});

fitField(kit);

// On-screen turn/thrust buttons act while held (the kit only reports presses); a quick tap still
// gives a short nudge.
for (const action of /** @type {const} */ (['left', 'right', 'thrust', 'fire'])) {
  const btn = kit._controlButtons.get(action);
  if (!btn) continue;
  btn.addEventListener('pointerdown', () => {
    if (kit.screen !== 'playing') return;
    pressed[action] = true;
    if (action !== 'fire') held[action] = 0.14;
  });
  for (const ev of ['pointerup', 'pointerleave', 'pointercancel']) btn.addEventListener(ev, () => { pressed[action] = false; });
}

export default kit;
