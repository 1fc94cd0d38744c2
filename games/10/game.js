// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { circleHit, bulletHits, pathPoint, makeWave, bossHp, weaponShots, aimAt, bossVolley, dropFor, clamp, ENEMY } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Bullet} Bullet */
/** @typedef {import('./logic.js').PathKind} PathKind */
/** @typedef {import('./logic.js').EnemyKind} EnemyKind */
/** @typedef {import('./logic.js').PowerKind} PowerKind */
/** @typedef {{kind: EnemyKind, path: PathKind, t: number, i: number, n: number, lane: number, x: number, y: number, r: number, hp: number, fireIn: number, flash: number}} Enemy */

const W = 480;
const H = 720;
const SHIP_R = 12;
const SPEED = 330;
const FIRE_GAP = 0.12;

const strings = {
  'zh-CN': { title: '新星突击', lives: '生命', wave: '第 {n} 波', boss: '警告：巨型战舰！', bossDown: '击毁首领！', power: '火力提升！', shield: '护盾！', life: '生命 +1！', downed: '战机全部被击落。你撑到了第 {n} 波。' },
  en: { title: 'Nova Strike', lives: 'Lives', wave: 'Wave {n}', boss: 'Warning: mothership!', bossDown: 'Boss destroyed!', power: 'Power up!', shield: 'Shield!', life: 'Extra life!', downed: 'All fighters down. You reached wave {n}.' },
  ja: { title: 'ノヴァ ストライク', lives: '残機', wave: 'ウェーブ {n}', boss: '警告：巨大戦艦接近！', bossDown: 'ボス撃破！', power: 'パワーアップ！', shield: 'シールド！', life: '1UP！', downed: '全機撃墜。ウェーブ {n} まで到達。' },
  es: { title: 'Nova Strike', lives: 'Vidas', wave: 'Oleada {n}', boss: '¡Alerta: nave nodriza!', bossDown: '¡Jefe destruido!', power: '¡Más potencia!', shield: '¡Escudo!', life: '¡Vida extra!', downed: 'Todos tus cazas han caído. Llegaste a la oleada {n}.' },
  de: { title: 'Nova Strike', lives: 'Leben', wave: 'Welle {n}', boss: 'Achtung: Mutterschiff!', bossDown: 'Boss zerstört!', power: 'Mehr Feuerkraft!', shield: 'Schutzschild!', life: 'Extraleben!', downed: 'Alle Jäger abgeschossen. Du hast Welle {n} erreicht.' },
  fr: { title: 'Nova Strike', lives: 'Vies', wave: 'Vague {n}', boss: 'Alerte : vaisseau-mère !', bossDown: 'Boss détruit !', power: 'Puissance accrue !', shield: 'Bouclier !', life: 'Vie bonus !', downed: 'Tous vos chasseurs sont abattus. Vague atteinte : {n}.' },
  'pt-BR': { title: 'Nova Strike', lives: 'Vidas', wave: 'Onda {n}', boss: 'Alerta: nave-mãe!', bossDown: 'Chefão destruído!', power: 'Mais poder!', shield: 'Escudo!', life: 'Vida extra!', downed: 'Todos os caças abatidos. Você chegou à onda {n}.' },
  ar: { title: 'ضربة النجم', lives: 'الأرواح', wave: 'الموجة {n}', boss: 'تحذير: السفينة الأم!', bossDown: 'دُمّر الزعيم!', power: 'قوة إضافية!', shield: 'درع!', life: 'حياة إضافية!', downed: 'سقطت كل المقاتلات. وصلت إلى الموجة {n}.' },
};

const COLORS = { scout: ['#ff5f9e', '#ffb0d0'], gunner: ['#4fd8ff', '#c0f4ff'], tank: ['#ffa94d', '#ffe0a8'] };
const POWER_COLORS = { power: '#ffd54b', shield: '#4fd8ff', life: '#ff5f7e' };

let ship = { x: W / 2, y: H - 90 };
let lives = 3;
let weapon = 1;
let shield = 0;
let invuln = 0;
let fireCd = 0;
let alive = true;
let respawnIn = 0;
let overIn = -1;
let waveNo = 0;
let waveT = 0;
let nextWaveIn = 1;
/** @type {import('./logic.js').Wave | null} */
let wave = null;
/** @type {{group: import('./logic.js').Group, spawned: number}[]} */
let pending = [];
/** @type {Enemy[]} */
let enemies = [];
/** @type {{x: number, y: number, hp: number, max: number, t: number, volley: number, fireIn: number, flash: number, r: number} | null} */
let boss = null;
/** @type {Bullet[]} */
let shots = [];
/** @type {Bullet[]} */
let enemyShots = [];
/** @type {{x: number, y: number, kind: PowerKind, t: number}[]} */
let powerUps = [];
/** @type {{x: number, y: number, vx: number, vy: number, life: number, max: number, color: string, size: number}[]} */
let sparks = [];
let kills = 0;
let shotsFired = 0;
/** Pointer steering: mouse follows, touch drags relative to the finger. */
/** @type {{x: number, y: number} | null} */
let target = null;
/** @type {{px: number, py: number, sx: number, sy: number} | null} */
let drag = null;
let mouseFiring = false;
let touchMode = false;
/** @type {{x: number, y: number, s: number, v: number}[]} */
const stars = Array.from({ length: 80 }, (_, i) => ({ x: (i * 181) % W, y: (i * 353) % H, s: 1 + (i % 3), v: 30 + (i % 3) * 45 }));

/** @param {Kit} kit @param {number} x @param {number} y @param {string} color @param {number} n @param {number} speed */
function burst(kit, x, y, color, n, speed) {
  const count = kit.reducedMotion ? Math.ceil(n / 3) : n;
  for (let i = 0; i < count; i++) {
    const a = kit.random() * Math.PI * 2;
    const v = speed * (0.3 + kit.random() * 0.8);
    const life = 0.35 + kit.random() * 0.45;
    sparks.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v, life, max: life, color, size: 2 + kit.random() * 3 });
  }
}

/** @param {Kit} kit */
function startWave(kit) {
  waveNo++;
  wave = makeWave(waveNo, kit.random);
  waveT = 0;
  pending = wave.groups.map((group) => ({ group, spawned: 0 }));
  kit.setLevel(waveNo);
  if (wave.boss) {
    boss = { x: W / 2, y: -90, hp: bossHp(waveNo), max: bossHp(waveNo), t: 0, volley: 0, fireIn: 2.2, flash: 0, r: 54 };
    kit.toast(kit.t('boss'));
    kit.sound.tone({ freq: 110, to: 220, dur: 0.6, type: 'sawtooth', vol: 0.12 });
    kit.sound.tone({ freq: 110, to: 220, dur: 0.6, type: 'sawtooth', vol: 0.12, delay: 0.7 });
  } else kit.toast(kit.t('wave', { n: waveNo }));
}

/** @param {Kit} kit */
function fire(kit) {
  if (!alive || fireCd > 0) return;
  fireCd = FIRE_GAP;
  shots.push(...weaponShots(weapon, ship.x, ship.y - 18));
  shotsFired++;
  kit.sound.tone({ freq: 1200, to: 700, dur: 0.04, type: 'square', vol: 0.035 });
}

/** @param {Kit} kit */
function hitPlayer(kit) {
  if (!alive || invuln > 0) return;
  if (shield > 0) {
    shield = 0;
    invuln = 1;
    burst(kit, ship.x, ship.y, '#4fd8ff', 24, 200);
    kit.sound.tone({ freq: 600, to: 200, dur: 0.25, type: 'triangle', vol: 0.15 });
    return;
  }
  alive = false;
  lives--;
  weapon = Math.max(1, weapon - 1);
  kit.setStat('lives', Math.max(0, lives));
  burst(kit, ship.x, ship.y, '#ffe066', 30, 260);
  burst(kit, ship.x, ship.y, '#ff5f7e', 24, 180);
  kit.sound.noise({ dur: 0.7, vol: 0.35, freq: 1000 });
  if (lives <= 0) overIn = 1.4;
  else respawnIn = 1.3;
}

/** @param {Kit} kit @param {number} x @param {number} y @param {EnemyKind | 'boss'} kind */
function maybeDrop(kit, x, y, kind) {
  const d = dropFor(kind, kit.random);
  if (d) powerUps.push({ x, y, kind: d, t: 0 });
}

/** @param {Kit} kit @param {PowerKind} kind */
function collect(kit, kind) {
  if (kind === 'power') {
    if (weapon < 4) weapon++;
    else kit.addScore(500);
    kit.toast(kit.t('power'));
  } else if (kind === 'shield') {
    shield = 1;
    kit.toast(kit.t('shield'));
  } else {
    lives = Math.min(9, lives + 1);
    kit.setStat('lives', lives);
    kit.toast(kit.t('life'));
  }
  kit.sound.jingle([660, 880, 1175]);
}

/** @param {Kit} kit @param {number} dt */
function spawnEnemies(kit, dt) {
  if (!wave) return;
  waveT += dt;
  for (const p of pending) {
    const g = p.group;
    while (p.spawned < g.count && waveT >= g.delay + p.spawned * g.spacing) {
      const i = p.spawned++;
      const st = ENEMY[g.kind];
      const lane = 70 + ((i * 97 + g.delay * 50) % (W - 140));
      enemies.push({ kind: g.kind, path: g.path, t: -(g.spacing ? 0 : 0), i, n: g.count, lane, x: -100, y: -100, r: st.r, hp: st.hp, fireIn: 1 + kit.random() * 2.5 / wave.fire, flash: 0 });
    }
  }
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} clock @param {boolean} thrust */
function drawShip(g, x, y, clock, thrust) {
  g.save();
  g.translate(x, y);
  if (thrust) {
    const f = 12 + Math.sin(clock * 50) * 4;
    const fl = g.createLinearGradient(0, 10, 0, 14 + f);
    fl.addColorStop(0, '#fff3a0');
    fl.addColorStop(1, 'rgba(255,120,60,0)');
    g.fillStyle = fl;
    g.beginPath();
    g.moveTo(-6, 12);
    g.lineTo(0, 14 + f);
    g.lineTo(6, 12);
    g.fill();
  }
  g.shadowColor = '#4fd8ff';
  g.shadowBlur = 14;
  const body = g.createLinearGradient(0, -22, 0, 16);
  body.addColorStop(0, '#e8fbff');
  body.addColorStop(0.5, '#4fd8ff');
  body.addColorStop(1, '#3a4bff');
  g.fillStyle = body;
  g.beginPath();
  g.moveTo(0, -24);
  g.lineTo(7, -6);
  g.lineTo(20, 8);
  g.lineTo(20, 14);
  g.lineTo(6, 10);
  g.lineTo(0, 14);
  g.lineTo(-6, 10);
  g.lineTo(-20, 14);
  g.lineTo(-20, 8);
  g.lineTo(-7, -6);
  g.closePath();
  g.fill();
  g.shadowBlur = 0;
  g.fillStyle = '#ff5fd2';
  g.beginPath();
  g.ellipse(0, -6, 3.5, 7, 0, 0, Math.PI * 2);
  g.fill();
  g.restore();
}

/** @param {CanvasRenderingContext2D} g @param {Enemy} e @param {number} clock */
function drawEnemy(g, e, clock) {
  const [c1, c2] = COLORS[e.kind];
  g.save();
  g.translate(e.x, e.y);
  g.shadowColor = c1;
  g.shadowBlur = 12;
  g.fillStyle = e.flash > 0 ? '#ffffff' : c1;
  const r = e.r;
  g.beginPath();
  if (e.kind === 'scout') {
    const flap = Math.sin(clock * 10 + e.i) * 3;
    g.moveTo(0, r);
    g.lineTo(r, -r * 0.4 + flap);
    g.lineTo(r * 0.4, -r * 0.2);
    g.lineTo(0, -r * 0.8);
    g.lineTo(-r * 0.4, -r * 0.2);
    g.lineTo(-r, -r * 0.4 + flap);
  } else if (e.kind === 'gunner') {
    for (let k = 0; k < 6; k++) {
      const a = (k / 6) * Math.PI * 2 + Math.PI / 6;
      g.lineTo(Math.cos(a) * r, Math.sin(a) * r);
    }
  } else {
    g.moveTo(-r, -r * 0.6);
    g.lineTo(r, -r * 0.6);
    g.lineTo(r * 0.8, r * 0.5);
    g.lineTo(r * 0.3, r);
    g.lineTo(-r * 0.3, r);
    g.lineTo(-r * 0.8, r * 0.5);
  }
  g.closePath();
  g.fill();
  g.shadowBlur = 0;
  g.fillStyle = c2;
  g.beginPath();
  g.arc(0, 0, r * 0.32, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#1a0f2e';
  g.beginPath();
  g.arc(0, r * 0.05, r * 0.14, 0, Math.PI * 2);
  g.fill();
  g.restore();
}

/** @param {CanvasRenderingContext2D} g @param {NonNullable<typeof boss>} b @param {number} clock */
function drawBoss(g, b, clock) {
  g.save();
  g.translate(b.x, b.y);
  g.shadowColor = '#b77bff';
  g.shadowBlur = 24;
  const grad = g.createLinearGradient(0, -50, 0, 50);
  grad.addColorStop(0, b.flash > 0 ? '#ffffff' : '#8a5cff');
  grad.addColorStop(1, b.flash > 0 ? '#ffd0f0' : '#3a1f8a');
  g.fillStyle = grad;
  g.beginPath();
  g.moveTo(-100, -20);
  g.lineTo(-60, -44);
  g.lineTo(60, -44);
  g.lineTo(100, -20);
  g.lineTo(84, 18);
  g.lineTo(34, 40);
  g.lineTo(-34, 40);
  g.lineTo(-84, 18);
  g.closePath();
  g.fill();
  g.shadowBlur = 0;
  for (const sx of [-64, 64]) {
    g.fillStyle = '#ff5fd2';
    g.beginPath();
    g.arc(sx, 6, 10, 0, Math.PI * 2);
    g.fill();
  }
  const pulse = 0.5 + 0.5 * Math.sin(clock * 6);
  const core = g.createRadialGradient(0, 4, 2, 0, 4, 26);
  core.addColorStop(0, '#fff7c2');
  core.addColorStop(0.5, `rgba(255,170,60,${0.6 + 0.4 * pulse})`);
  core.addColorStop(1, 'rgba(255,90,60,0)');
  g.fillStyle = core;
  g.beginPath();
  g.arc(0, 4, 26, 0, Math.PI * 2);
  g.fill();
  g.restore();
  // Health bar.
  g.fillStyle = 'rgba(0,0,0,0.5)';
  roundRect(g, 60, 14, W - 120, 10, 5);
  g.fill();
  g.fillStyle = '#ff5f7e';
  roundRect(g, 60, 14, (W - 120) * Math.max(0, b.hp / b.max), 10, 5);
  g.fill();
}

/** @param {Kit} kit */
function keyMove(kit) {
  const k = kit.input;
  const dx = (k.isDown('ArrowRight') || k.isDown('KeyD') ? 1 : 0) - (k.isDown('ArrowLeft') || k.isDown('KeyA') ? 1 : 0);
  const dy = (k.isDown('ArrowDown') || k.isDown('KeyS') ? 1 : 0) - (k.isDown('ArrowUp') || k.isDown('KeyW') ? 1 : 0);
  return { dx, dy };
}

const kit = createGame({
  id: 10,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'lives', label: 'lives' }],
  reset(k) {
    ship = { x: W / 2, y: H - 90 };
    lives = 3;
    weapon = 1;
    shield = 0;
    invuln = 1.5;
    fireCd = 0;
    alive = true;
    respawnIn = 0;
    overIn = -1;
    waveNo = 0;
    nextWaveIn = 0.8;
    wave = null;
    pending = [];
    enemies = [];
    boss = null;
    shots = [];
    enemyShots = [];
    powerUps = [];
    sparks = [];
    kills = 0;
    shotsFired = 0;
    target = null;
    drag = null;
    mouseFiring = false;
    k.setStat('lives', lives);
    k.setLevel(1);
  },
  update(dt, k) {
    for (const s of stars) s.y = (s.y + s.v * dt) % H;
    fireCd -= dt;
    invuln = Math.max(0, invuln - dt);
    // Player movement: keys, else the pointer target.
    if (alive) {
      const m = keyMove(k);
      if (m.dx || m.dy) {
        target = null;
        const len = Math.hypot(m.dx, m.dy);
        ship.x += (m.dx / len) * SPEED * dt;
        ship.y += (m.dy / len) * SPEED * dt;
      } else if (target) {
        const dx = target.x - ship.x;
        const dy = target.y - ship.y;
        const d = Math.hypot(dx, dy);
        const step = Math.min(d, SPEED * 1.8 * dt);
        if (d > 0.5) { ship.x += (dx / d) * step; ship.y += (dy / d) * step; }
      }
      ship.x = clamp(ship.x, 20, W - 20);
      ship.y = clamp(ship.y, H * 0.35, H - 26);
      if (k.input.isDown('Space') || mouseFiring || touchMode) fire(k);
    } else if (respawnIn > 0 && (respawnIn -= dt) <= 0) {
      alive = true;
      ship = { x: W / 2, y: H - 90 };
      target = null;
      invuln = 2.2;
    }
    // Waves.
    if (!wave && overIn < 0 && (nextWaveIn -= dt) <= 0) startWave(k);
    spawnEnemies(k, dt);
    const speed = wave?.speed ?? 1;
    const fireRate = wave?.fire ?? 1;
    enemies = enemies.filter((e) => {
      e.t += dt;
      e.flash = Math.max(0, e.flash - dt);
      const p = pathPoint(e.path, e.t, { i: e.i, n: e.n, w: W, h: H, speed, lane: e.lane });
      e.x = p.x;
      e.y = p.y;
      if (e.kind !== 'scout' || waveNo >= 3) {
        if ((e.fireIn -= dt) <= 0 && e.y > 20 && e.y < H * 0.7 && alive) {
          e.fireIn = (e.kind === 'gunner' ? 1.6 : 2.4) / fireRate + k.random();
          const v = aimAt(e, ship, 170 + waveNo * 6);
          enemyShots.push({ x: e.x, y: e.y + e.r * 0.6, ...v, r: 5 });
          if (e.kind === 'tank') {
            enemyShots.push({ x: e.x, y: e.y, vx: v.vx - 60, vy: v.vy, r: 5 }, { x: e.x, y: e.y, vx: v.vx + 60, vy: v.vy, r: 5 });
          }
        }
      }
      return !p.done;
    });
    if (boss) {
      const b = boss;
      b.t += dt;
      b.flash = Math.max(0, b.flash - dt);
      b.y = Math.min(120, -90 + b.t * 90);
      b.x = W / 2 + Math.sin(b.t * 0.7) * (W / 2 - 110);
      if (b.y >= 120 && (b.fireIn -= dt) <= 0) {
        const lvl = Math.ceil(waveNo / 5);
        enemyShots.push(...bossVolley(b.volley++, b, ship, lvl));
        b.fireIn = Math.max(0.45, 1.1 - lvl * 0.12) / (b.hp < b.max / 2 ? 1.4 : 1);
        k.sound.tone({ freq: 200, to: 120, dur: 0.12, type: 'sawtooth', vol: 0.06 });
      }
    }
    shots = shots.filter((s) => { s.x += s.vx * dt; s.y += s.vy * dt; return s.y > -20 && s.x > -20 && s.x < W + 20; });
    enemyShots = enemyShots.filter((s) => { s.x += s.vx * dt; s.y += s.vy * dt; return s.y < H + 20 && s.y > -40 && s.x > -20 && s.x < W + 20; });
    powerUps = powerUps.filter((p) => { p.t += dt; p.y += 90 * dt; p.x += Math.sin(p.t * 3) * 30 * dt; return p.y < H + 20; });
    sparks = sparks.filter((p) => { p.x += p.vx * dt; p.y += p.vy * dt; p.vx *= 0.96; p.vy *= 0.96; return (p.life -= dt) > 0; });
    // Player bullets vs enemies and boss.
    const hitsE = bulletHits(shots, enemies);
    const deadShots = new Set(hitsE.map(([bi]) => bi));
    for (const [, ei] of hitsE) {
      const e = enemies[ei];
      if (!e || e.hp <= 0) continue;
      e.hp--;
      e.flash = 0.08;
      if (e.hp <= 0) {
        kills++;
        k.addScore(ENEMY[e.kind].points * (1 + Math.floor(waveNo / 5)));
        burst(k, e.x, e.y, COLORS[e.kind][0], 16, 170);
        k.sound.noise({ dur: 0.18, vol: 0.15, freq: 1800 });
        maybeDrop(k, e.x, e.y, e.kind);
      } else k.sound.tone({ freq: 300, dur: 0.03, type: 'square', vol: 0.04 });
    }
    enemies = enemies.filter((e) => e.hp > 0);
    if (boss) {
      const b = boss;
      shots.forEach((s, i) => {
        if (deadShots.has(i) || b.hp <= 0) return;
        if (Math.abs(s.x - b.x) < 96 && s.y < b.y + 40 && s.y > b.y - 46) {
          deadShots.add(i);
          b.hp--;
          b.flash = 0.05;
        }
      });
      if (b.hp <= 0) {
        k.addScore(5000 * Math.ceil(waveNo / 5));
        for (let i = 0; i < 5; i++) burst(k, b.x + (k.random() - 0.5) * 160, b.y + (k.random() - 0.5) * 60, i % 2 ? '#ffd54b' : '#b77bff', 24, 260);
        k.sound.noise({ dur: 1.2, vol: 0.4, freq: 700 });
        k.sound.jingle([523, 659, 784, 1047, 1319]);
        k.toast(k.t('bossDown'));
        maybeDrop(k, b.x, b.y, 'boss');
        enemyShots = [];
        boss = null;
      }
    }
    if (deadShots.size) shots = shots.filter((_, i) => !deadShots.has(i));
    // Threats vs the player.
    if (alive) {
      const me = { x: ship.x, y: ship.y, r: SHIP_R * 0.7 };
      const bi = enemyShots.findIndex((s) => circleHit(s, me));
      if (bi >= 0 && invuln <= 0) { enemyShots.splice(bi, 1); hitPlayer(k); }
      const ei = enemies.findIndex((e) => circleHit(e, { ...me, r: SHIP_R }));
      if (ei >= 0 && invuln <= 0) {
        const e = /** @type {Enemy} */ (enemies[ei]);
        e.hp = Math.max(0, e.hp - 3);
        if (e.hp <= 0) { burst(k, e.x, e.y, COLORS[e.kind][0], 16, 170); enemies.splice(ei, 1); }
        hitPlayer(k);
      }
      if (boss && Math.abs(ship.x - boss.x) < 90 && Math.abs(ship.y - boss.y) < 40) hitPlayer(k);
      powerUps = powerUps.filter((p) => {
        if (alive && Math.hypot(p.x - ship.x, p.y - ship.y) < 30) { collect(k, p.kind); return false; }
        return true;
      });
    }
    // Wave finished?
    if (wave && !boss && enemies.length === 0 && pending.every((p) => p.spawned >= p.group.count)) {
      wave = null;
      nextWaveIn = 1.6;
    }
    if (overIn >= 0 && (overIn -= dt) < 0) {
      overIn = -1;
      k.gameOver({ message: k.t('downed', { n: waveNo }) });
    }
  },
  onKey(code) {
    return ['Space', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'KeyW', 'KeyA', 'KeyS', 'KeyD'].includes(code);
  },
  onPointer(kind, p, k) {
    if (p.pointerType === 'mouse') {
      if (kind === 'down') mouseFiring = true;
      if (kind === 'up') mouseFiring = false;
      if (p.inside && kind !== 'up') target = { x: p.x, y: p.y - 10 };
      return;
    }
    // Touch / pen: relative drag, so the finger never hides the ship; auto-fire while playing.
    touchMode = true;
    if (kind === 'down') drag = { px: p.x, py: p.y, sx: ship.x, sy: ship.y };
    else if (kind === 'move' && drag) {
      target = { x: clamp(drag.sx + (p.x - drag.px) * 1.3, 20, W - 20), y: clamp(drag.sy + (p.y - drag.py) * 1.3, H * 0.35, H - 26) };
    } else if (kind === 'up') drag = null;
    void k;
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#0c0f2e');
    bg.addColorStop(0.6, '#1a1245');
    bg.addColorStop(1, '#2b0f3a');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    for (const s of stars) {
      g.fillStyle = s.s === 3 ? 'rgba(255,255,255,0.9)' : s.s === 2 ? 'rgba(180,200,255,0.6)' : 'rgba(150,160,255,0.4)';
      g.fillRect(s.x, s.y, s.s > 2 ? 2 : 1.5, s.s * 2);
    }
    for (const p of powerUps) {
      const c = POWER_COLORS[p.kind];
      g.save();
      g.translate(p.x, p.y);
      g.shadowColor = c;
      g.shadowBlur = 16;
      g.fillStyle = c;
      roundRect(g, -13, -13, 26, 26, 8);
      g.fill();
      g.shadowBlur = 0;
      g.fillStyle = '#1a1030';
      g.font = '900 17px system-ui, sans-serif';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText(p.kind === 'power' ? 'P' : p.kind === 'shield' ? 'S' : '♥', 0, 1);
      g.restore();
    }
    for (const e of enemies) drawEnemy(g, e, k.clock);
    if (boss) drawBoss(g, boss, k.clock);
    g.fillStyle = '#fffbe0';
    g.shadowColor = '#ffd54b';
    g.shadowBlur = 8;
    for (const s of shots) {
      roundRect(g, s.x - 2.5, s.y - 9, 5, 18, 2.5);
      g.fill();
    }
    g.shadowColor = '#ff5f7e';
    for (const s of enemyShots) {
      g.fillStyle = '#ff5f7e';
      g.beginPath();
      g.arc(s.x, s.y, s.r, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = '#ffe0ea';
      g.beginPath();
      g.arc(s.x, s.y, s.r * 0.45, 0, Math.PI * 2);
      g.fill();
    }
    g.shadowBlur = 0;
    for (const p of sparks) {
      g.globalAlpha = Math.max(0, p.life / p.max);
      g.fillStyle = p.color;
      g.fillRect(p.x - p.size / 2, p.y - p.size / 2, p.size, p.size);
    }
    g.globalAlpha = 1;
    if (k.screen === 'start') {
      drawShip(g, W / 2 + Math.sin(k.clock) * 80, H - 120, k.clock, true);
      for (let i = 0; i < 5; i++) drawEnemy(g, { kind: /** @type {EnemyKind} */ (['scout', 'gunner', 'tank'][i % 3]), path: 'row', t: 0, i, n: 5, lane: 0, x: 70 + i * 85, y: 160 + Math.sin(k.clock * 2 + i) * 14, r: 18, hp: 1, fireIn: 0, flash: 0 }, k.clock);
    } else if (alive && (invuln <= 0 || Math.floor(k.clock * 12) % 2 === 0)) {
      drawShip(g, ship.x, ship.y, k.clock, true);
      if (shield > 0) {
        g.strokeStyle = `rgba(79,216,255,${0.5 + 0.3 * Math.sin(k.clock * 8)})`;
        g.lineWidth = 3;
        g.beginPath();
        g.arc(ship.x, ship.y, 30, 0, Math.PI * 2);
        g.stroke();
      }
    }
    // Weapon level pips and spare lives.
    for (let i = 0; i < 4; i++) {
      g.fillStyle = i < weapon ? '#ffd54b' : 'rgba(255,255,255,0.15)';
      roundRect(g, W - 20 - (4 - i) * 16, H - 22, 12, 12, 3);
      g.fill();
    }
    g.fillStyle = '#ff5f7e';
    g.font = '700 16px system-ui, sans-serif';
    g.textAlign = 'left';
    g.textBaseline = 'middle';
    g.fillText('♥'.repeat(Math.max(0, Math.min(lives, 6))), 12, H - 16);
  },
  state() {
    return {
      ship: { x: Math.round(ship.x), y: Math.round(ship.y) },
      alive,
      lives,
      weapon,
      shield: shield > 0,
      wave: waveNo,
      boss: boss ? { hp: boss.hp, max: boss.max } : null,
      enemies: enemies.length,
      shots: shots.length,
      shotsFired,
      enemyShots: enemyShots.length,
      kills,
      touchMode,
    };
  },
  demo(k) {
    weapon = 3;
    invuln = 99;
    startWave(k);
    for (let i = 0; i < 150; i++) kit.def.update?.(1 / 60, k);
    ship.x = W * 0.45;
    for (let i = 0; i < 40; i++) { fireCd = 0; fire(k); kit.def.update?.(1 / 60, k); }
    powerUps.push({ x: W * 0.7, y: H * 0.55, kind: 'power', t: 0 });
    invuln = 0;
  },
});

export default kit;
