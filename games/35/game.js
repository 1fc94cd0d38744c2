// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { createSheet } from '../kit/sprites.js';
import {
  W, H, GROUND_Y, BLAST_R, CHAIN_R, BASE_SPEED,
  waveSpec, multiplier, newSites, pickSite, makeWarhead, stepWarhead, split, pickBase, launch, stepInterceptor,
  blastRadius, blastOver, inBlast, waveBonus, killPoints, bonusCitiesEarned, rearm, leadPoint,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Warhead} Warhead */
/** @typedef {import('./logic.js').Interceptor} Interceptor */
/** @typedef {import('./logic.js').Blast} Blast */
/** @typedef {import('./logic.js').City} City */
/** @typedef {import('../kit/sprites.js').SpriteSheet} SpriteSheet */

const CROSS_SPEED = 300;

const strings = {
  'zh-CN': { title: '导弹防线', wave: '波次', cities: '城市', waveN: '第 {n} 波', mult: '得分 ×{n}', ammoBonus: '剩余拦截弹 +{n}', cityBonus: '幸存城市 +{n}', bonusCity: '奖励城市！', fallen: '所有城市都被摧毁了，坚持到第 {n} 波。', noAmmo: '弹药耗尽！' },
  en: { title: 'Missile Defense', wave: 'Wave', cities: 'Cities', waveN: 'Wave {n}', mult: 'Points ×{n}', ammoBonus: 'Unused interceptors +{n}', cityBonus: 'Cities saved +{n}', bonusCity: 'Bonus city!', fallen: 'Every city has fallen. You held out until wave {n}.', noAmmo: 'Out of interceptors!' },
  ja: { title: 'ミサイル ディフェンス', wave: 'ウェーブ', cities: '都市', waveN: 'ウェーブ {n}', mult: '得点 ×{n}', ammoBonus: '残り迎撃弾 +{n}', cityBonus: '守った都市 +{n}', bonusCity: 'ボーナス都市！', fallen: 'すべての都市が破壊された。ウェーブ {n} まで持ちこたえた。', noAmmo: '迎撃弾切れ！' },
  es: { title: 'Defensa Antimisiles', wave: 'Oleada', cities: 'Ciudades', waveN: 'Oleada {n}', mult: 'Puntos ×{n}', ammoBonus: 'Interceptores sin usar +{n}', cityBonus: 'Ciudades salvadas +{n}', bonusCity: '¡Ciudad extra!', fallen: 'Han caído todas las ciudades. Resististe hasta la oleada {n}.', noAmmo: '¡Sin interceptores!' },
  de: { title: 'Raketenabwehr', wave: 'Welle', cities: 'Städte', waveN: 'Welle {n}', mult: 'Punkte ×{n}', ammoBonus: 'Übrige Abfangraketen +{n}', cityBonus: 'Gerettete Städte +{n}', bonusCity: 'Bonusstadt!', fallen: 'Alle Städte sind gefallen. Du hast bis Welle {n} durchgehalten.', noAmmo: 'Keine Abfangraketen mehr!' },
  fr: { title: 'Défense Antimissile', wave: 'Vague', cities: 'Villes', waveN: 'Vague {n}', mult: 'Points ×{n}', ammoBonus: 'Intercepteurs restants +{n}', cityBonus: 'Villes sauvées +{n}', bonusCity: 'Ville bonus !', fallen: 'Toutes les villes sont tombées. Vous avez tenu jusqu’à la vague {n}.', noAmmo: 'Plus d’intercepteurs !' },
  'pt-BR': { title: 'Defesa Antimísseis', wave: 'Onda', cities: 'Cidades', waveN: 'Onda {n}', mult: 'Pontos ×{n}', ammoBonus: 'Interceptadores restantes +{n}', cityBonus: 'Cidades salvas +{n}', bonusCity: 'Cidade bônus!', fallen: 'Todas as cidades caíram. Você resistiu até a onda {n}.', noAmmo: 'Sem interceptadores!' },
  ar: { title: 'الدفاع الصاروخي', wave: 'الموجة', cities: 'المدن', waveN: 'الموجة {n}', mult: 'النقاط ×{n}', ammoBonus: 'صواريخ اعتراض متبقية +{n}', cityBonus: 'مدن ناجية +{n}', bonusCity: 'مدينة إضافية!', fallen: 'سقطت كل المدن. صمدت حتى الموجة {n}.', noAmmo: 'نفدت صواريخ الاعتراض!' },
};

/** @type {SpriteSheet | null} */
let sheet = null;
/** @type {HTMLCanvasElement | null} */
let backdrop = null;
let wave = 1;
let spec = waveSpec(1);
/** 'ready' (banner) | 'live' | 'tally' (bonus count) | 'lost' (last city fell) */
let phase = 'ready';
let phaseT = 0;
let sites = newSites();
/** @type {Warhead[]} */
let warheads = [];
/** @type {Interceptor[]} */
let interceptors = [];
/** @type {(Blast & {kind: 'ours' | 'chain' | 'ground'})[]} */
let blasts = [];
let toLaunch = 0;
let salvoTimer = 0;
let cross = { x: W / 2, y: 300 };
let kills = 0;
let fired = 0;
let banked = 0;
let citiesEarned = 0;
let tally = { ammo: 0, cities: 0, total: 0 };
let shakeT = 0;
let demoing = false;

function buildSheet() {
  sheet = createSheet({
    city: {
      w: 30, h: 22, ax: 15, ay: 22,
      draw: (g) => {
        const towers = [[0, 10, 6], [5, 4, 6], [10, 13, 5], [14, 0, 6], [19, 8, 6], [24, 12, 6]];
        for (const [x, y, w] of towers) {
          const grad = g.createLinearGradient(0, /** @type {number} */ (y), 0, 22);
          grad.addColorStop(0, '#5ad1ff');
          grad.addColorStop(1, '#2a5fb0');
          g.fillStyle = grad;
          g.fillRect(/** @type {number} */ (x), /** @type {number} */ (y), /** @type {number} */ (w), 22 - /** @type {number} */ (y));
          g.fillStyle = '#fff3a6';
          for (let wy = /** @type {number} */ (y) + 3; wy < 20; wy += 4) {
            for (let wx = /** @type {number} */ (x) + 1; wx < /** @type {number} */ (x) + /** @type {number} */ (w) - 1; wx += 2.5) if ((wx * 7 + wy * 3) % 5 > 1.5) g.fillRect(wx, wy, 1.2, 1.6);
          }
        }
      },
    },
    ruin: {
      w: 30, h: 10, ax: 15, ay: 10,
      draw: (g) => {
        g.fillStyle = '#4a3a44';
        g.beginPath();
        g.moveTo(0, 10); g.lineTo(3, 5); g.lineTo(7, 7); g.lineTo(10, 2); g.lineTo(14, 6); g.lineTo(18, 3); g.lineTo(22, 7); g.lineTo(26, 4); g.lineTo(30, 10);
        g.closePath(); g.fill();
        g.fillStyle = '#ff7a3c';
        g.fillRect(9, 7, 2, 2); g.fillRect(20, 7, 2, 2);
      },
    },
    base: {
      w: 44, h: 18, ax: 22, ay: 18,
      draw: (g) => {
        const grad = g.createLinearGradient(0, 0, 0, 18);
        grad.addColorStop(0, '#c9b27a');
        grad.addColorStop(1, '#6f5a32');
        g.fillStyle = grad;
        g.beginPath(); g.moveTo(0, 18); g.lineTo(10, 2); g.lineTo(34, 2); g.lineTo(44, 18); g.closePath(); g.fill();
        g.fillStyle = 'rgba(0,0,0,0.25)';
        g.fillRect(10, 2, 24, 2);
      },
    },
  });
}

/** Night sky, stars and the hills, painted once. */
function paintBackdrop() {
  const c = document.createElement('canvas');
  c.width = W * 2;
  c.height = H * 2;
  const g = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
  g.scale(2, 2);
  const sky = g.createLinearGradient(0, 0, 0, GROUND_Y);
  sky.addColorStop(0, '#05061a');
  sky.addColorStop(0.6, '#141a4a');
  sky.addColorStop(1, '#3a2a5e');
  g.fillStyle = sky;
  g.fillRect(0, 0, W, H);
  for (let i = 0; i < 110; i++) {
    g.fillStyle = `rgba(220,225,255,${0.15 + (i % 5) * 0.1})`;
    const s = i % 9 === 0 ? 1.6 : 1;
    g.fillRect((i * 131) % W, (i * 71 + (i % 4) * 29) % (GROUND_Y - 120), s, s);
  }
  // Moon.
  g.fillStyle = 'rgba(255,246,220,0.85)';
  g.beginPath(); g.arc(300, 70, 16, 0, Math.PI * 2); g.fill();
  g.fillStyle = '#0b0d2a';
  g.beginPath(); g.arc(307, 65, 14, 0, Math.PI * 2); g.fill();
  // Hills and ground.
  const ground = g.createLinearGradient(0, GROUND_Y - 20, 0, H);
  ground.addColorStop(0, '#6a4a2a');
  ground.addColorStop(1, '#2a1a10');
  g.fillStyle = ground;
  g.beginPath();
  g.moveTo(0, H);
  g.lineTo(0, GROUND_Y - 12);
  for (let x = 0; x <= W; x += 10) {
    // Mounds under the three bases, flat land under the cities.
    const bump = Math.max(0, 14 - Math.min(Math.abs(x - 28), Math.abs(x - 180), Math.abs(x - 332)) * 0.55);
    g.lineTo(x, GROUND_Y - bump + Math.sin(x * 0.2) * 1.2);
  }
  g.lineTo(W, H);
  g.closePath();
  g.fill();
  g.fillStyle = 'rgba(255,200,120,0.25)';
  g.fillRect(0, GROUND_Y, W, 1);
  return c;
}

/** @param {Kit} kit */
function startWave(kit) {
  spec = waveSpec(wave);
  phase = 'ready';
  phaseT = 1.6;
  warheads = [];
  interceptors = [];
  blasts = [];
  toLaunch = spec.count;
  salvoTimer = 0.3;
  banked = rearm(sites, banked);
  kit.setLevel(wave);
  kit.setStat('cities', sites.cities.filter((c) => c.alive).length);
}

/** @param {Kit} kit */
function salvo(kit) {
  const n = Math.min(spec.salvo, toLaunch);
  for (let i = 0; i < n; i++) {
    const speed = spec.speed * (0.85 + kit.random() * 0.3);
    const splitY = kit.random() < spec.split ? 150 + kit.random() * 170 : -1;
    warheads.push(makeWarhead(10 + kit.random() * (W - 20), -6 - i * 14, pickSite(sites, kit.random), speed, splitY));
  }
  toLaunch -= n;
  salvoTimer = spec.salvoGap * (0.8 + kit.random() * 0.4);
}

/** @param {Kit} kit @param {number} x @param {number} y @param {number} [base] */
function fireAt(kit, x, y, base) {
  if (phase !== 'live' && phase !== 'ready') return;
  const i = base ?? pickBase(sites.bases, x);
  const m = i >= 0 ? launch(sites.bases, i, x, y) : null;
  if (!m) {
    kit.sound.tone({ freq: 160, dur: 0.08, type: 'square', vol: 0.05 });
    if (sites.bases.every((b) => !b.alive || b.ammo === 0) && !demoing) kit.toast(kit.t('noAmmo'));
    return;
  }
  interceptors.push(m);
  fired++;
  kit.sound.tone({ freq: 900, to: 300, dur: 0.18, type: 'sawtooth', vol: 0.06 });
}

/** @param {Kit} kit @param {number} n */
function award(kit, n) {
  kit.addScore(n);
  const earned = bonusCitiesEarned(kit.score);
  if (earned > citiesEarned) {
    banked += earned - citiesEarned;
    citiesEarned = earned;
    if (!demoing) kit.toast(kit.t('bonusCity'));
    kit.sound.jingle([784, 988, 1175, 1568]);
  }
}

/** @param {Kit} kit @param {number} dt */
function stepLive(kit, dt) {
  if (toLaunch > 0) {
    // No dead air: an empty sky brings the next salvo forward.
    if (!warheads.length) salvoTimer = Math.min(salvoTimer, 0.5);
    if ((salvoTimer -= dt) <= 0) salvo(kit);
  }
  /** @type {Warhead[]} */
  const born = [];
  warheads = warheads.filter((w) => {
    if (w.splitY > 0 && w.y >= w.splitY) {
      born.push(...split(w, sites, kit.random));
      kit.sound.tone({ freq: 1400, to: 700, dur: 0.12, type: 'square', vol: 0.04 });
      return false;
    }
    if (!stepWarhead(w, dt)) return true;
    // Impact: whatever stood there is gone.
    blasts.push({ x: w.tx, y: w.ty - 6, age: 0, maxR: 26, kind: 'ground' });
    if (w.site.kind === 'city') {
      const c = sites.cities[w.site.index];
      if (c && c.alive) { c.alive = false; kit.setStat('cities', sites.cities.filter((x) => x.alive).length); }
    } else {
      const b = sites.bases[w.site.index];
      if (b && b.alive) { b.alive = false; b.ammo = 0; }
    }
    shakeT = 0.35;
    kit.sound.noise({ dur: 0.7, vol: 0.3, freq: 400 });
    return false;
  });
  warheads.push(...born);
  interceptors = interceptors.filter((m) => {
    if (!stepInterceptor(m, dt)) return true;
    blasts.push({ x: m.tx, y: m.ty, age: 0, maxR: BLAST_R, kind: 'ours' });
    kit.sound.noise({ dur: 0.35, vol: 0.16, freq: 1200 });
    return false;
  });
  for (const b of blasts) b.age += dt;
  // Warheads caught in any blast go off themselves: chain reactions.
  warheads = warheads.filter((w) => {
    if (!blasts.some((b) => inBlast(b, w.x, w.y))) return true;
    blasts.push({ x: w.x, y: w.y, age: 0, maxR: CHAIN_R, kind: 'chain' });
    kills++;
    award(kit, killPoints(wave));
    kit.sound.tone({ freq: 300 + Math.min(kills % 8, 7) * 60, to: 120, dur: 0.2, type: 'triangle', vol: 0.1 });
    return false;
  });
  blasts = blasts.filter((b) => !blastOver(b));
  if (!sites.cities.some((c) => c.alive)) {
    phase = 'lost';
    phaseT = 1.8;
    return;
  }
  if (toLaunch === 0 && !warheads.length && !interceptors.length && !blasts.length) {
    tally = waveBonus(sites.bases, sites.cities, wave);
    award(kit, tally.total);
    phase = 'tally';
    phaseT = 2.6;
    kit.sound.jingle([523, 659, 784, 1047]);
  }
}

const kit = createGame({
  id: 35,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'wave' }, { key: 'cities', label: 'cities' }],
  reset(k) {
    if (!sheet) buildSheet();
    k.canvas.style.cursor = 'crosshair';
    wave = 1;
    sites = newSites();
    kills = 0;
    fired = 0;
    banked = 0;
    citiesEarned = 0;
    cross = { x: W / 2, y: 300 };
    startWave(k);
  },
  update(dt, k) {
    if (shakeT > 0) shakeT -= dt;
    let ax = 0;
    let ay = 0;
    if (k.input.isDown('ArrowLeft')) ax -= 1;
    if (k.input.isDown('ArrowRight')) ax += 1;
    if (k.input.isDown('ArrowUp')) ay -= 1;
    if (k.input.isDown('ArrowDown')) ay += 1;
    if (ax || ay) {
      const n = Math.hypot(ax, ay);
      cross.x = Math.max(4, Math.min(W - 4, cross.x + (ax / n) * CROSS_SPEED * dt));
      cross.y = Math.max(10, Math.min(GROUND_Y - 30, cross.y + (ay / n) * CROSS_SPEED * dt));
    }
    if (phase === 'ready') {
      if ((phaseT -= dt) <= 0) phase = 'live';
      // Interceptors fired during the banner still fly.
      interceptors = interceptors.filter((m) => {
        if (!stepInterceptor(m, dt)) return true;
        blasts.push({ x: m.tx, y: m.ty, age: 0, maxR: BLAST_R, kind: 'ours' });
        return false;
      });
      for (const b of blasts) b.age += dt;
      blasts = blasts.filter((b) => !blastOver(b));
      return;
    }
    if (phase === 'tally') {
      if ((phaseT -= dt) <= 0) { wave++; startWave(k); }
      return;
    }
    if (phase === 'lost') {
      for (const b of blasts) b.age += dt;
      blasts = blasts.filter((b) => !blastOver(b));
      if ((phaseT -= dt) <= 0) k.gameOver({ message: k.t('fallen', { n: wave }) });
      return;
    }
    stepLive(k, dt);
  },
  onKey(code, k) {
    if (code === 'Space' || code === 'Enter') { fireAt(k, cross.x, cross.y); return true; }
    const base = { KeyZ: 0, Digit1: 0, KeyX: 1, Digit2: 1, KeyC: 2, Digit3: 2 }[code];
    if (base !== undefined) { fireAt(k, cross.x, cross.y, base); return true; }
    return code.startsWith('Arrow');
  },
  onPointer(kind, p, k) {
    if (kind === 'move' && p.pointerType === 'mouse') cross = { x: p.x, y: Math.min(p.y, GROUND_Y - 30) };
    if (kind !== 'down' || !p.inside) return;
    cross = { x: p.x, y: Math.min(p.y, GROUND_Y - 30) };
    fireAt(k, p.x, p.y);
  },
  render(g, k) {
    if (!backdrop) backdrop = paintBackdrop();
    g.save();
    if (shakeT > 0 && !k.reducedMotion) g.translate(Math.sin(k.clock * 80) * 5 * shakeT, Math.cos(k.clock * 63) * 4 * shakeT);
    g.drawImage(backdrop, -6, -6, W + 12, H + 12);
    const sh = sheet;
    // Cities and bases.
    if (sh) {
      sites.cities.forEach((c) => sh.draw(g, c.alive ? 'city' : 'ruin', c.x, GROUND_Y + 2, { scale: 1.12 }));
      sites.bases.forEach((b, i) => {
        sh.draw(g, 'base', b.x, GROUND_Y + 4);
        if (!b.alive) {
          g.fillStyle = '#ff6b4a';
          g.font = '800 10px system-ui, sans-serif';
          g.textAlign = 'center';
          g.fillText('✕', b.x, GROUND_Y - 4);
          return;
        }
        // Ammo as a little pyramid of rounds: 4, 3, 2, 1.
        let n = 0;
        for (let row = 0; row < 4; row++) {
          for (let c = 0; c < 4 - row; c++) {
            const x = b.x - (3 - row) * 3.5 + c * 7;
            const y = GROUND_Y + 16 - row * 5;
            g.fillStyle = n < b.ammo ? (i === 1 ? '#7dfcff' : '#b6f3ff') : 'rgba(255,255,255,0.12)';
            g.fillRect(x - 1.5, y - 4, 3, 4);
            n++;
          }
        }
      });
    }
    // Enemy trails and heads.
    g.lineCap = 'round';
    for (const w of warheads) {
      const grad = g.createLinearGradient(w.x0, w.y0, w.x, w.y);
      grad.addColorStop(0, 'rgba(255,60,80,0.05)');
      grad.addColorStop(1, 'rgba(255,90,90,0.85)');
      g.strokeStyle = grad;
      g.lineWidth = 1.6;
      g.beginPath(); g.moveTo(w.x0, w.y0); g.lineTo(w.x, w.y); g.stroke();
      g.fillStyle = w.splitY > 0 ? '#ffd24a' : '#ffffff';
      g.beginPath(); g.arc(w.x, w.y, w.splitY > 0 ? 2.6 : 2, 0, Math.PI * 2); g.fill();
    }
    // Interceptors: trail, head and the burst mark.
    for (const m of interceptors) {
      g.strokeStyle = 'rgba(120,240,255,0.75)';
      g.lineWidth = 1.4;
      g.beginPath(); g.moveTo(m.x0, m.y0); g.lineTo(m.x, m.y); g.stroke();
      g.fillStyle = '#ffffff';
      g.fillRect(m.x - 1.5, m.y - 1.5, 3, 3);
      g.strokeStyle = '#7dfcff';
      g.lineWidth = 1.5;
      g.beginPath();
      g.moveTo(m.tx - 4, m.ty - 4); g.lineTo(m.tx + 4, m.ty + 4);
      g.moveTo(m.tx + 4, m.ty - 4); g.lineTo(m.tx - 4, m.ty + 4);
      g.stroke();
    }
    // Blasts: ours flicker through colours, impacts burn orange.
    blasts.forEach((b, i) => {
      const r = blastRadius(b.age, b.maxR);
      if (r <= 0) return;
      const hue = b.kind === 'ground' ? 25 : k.reducedMotion ? 190 : (k.clock * 900 + i * 70) % 360;
      const rg = g.createRadialGradient(b.x, b.y, 0, b.x, b.y, r);
      rg.addColorStop(0, '#ffffff');
      rg.addColorStop(0.35, `hsla(${hue}, 100%, 70%, 0.95)`);
      rg.addColorStop(1, `hsla(${hue + 40}, 100%, 55%, 0.25)`);
      g.fillStyle = rg;
      g.beginPath(); g.arc(b.x, b.y, r, 0, Math.PI * 2); g.fill();
    });
    // Crosshair.
    if (k.screen === 'playing') {
      g.strokeStyle = '#eaffff';
      g.lineWidth = 1.5;
      g.beginPath();
      g.moveTo(cross.x - 10, cross.y); g.lineTo(cross.x - 3, cross.y);
      g.moveTo(cross.x + 3, cross.y); g.lineTo(cross.x + 10, cross.y);
      g.moveTo(cross.x, cross.y - 10); g.lineTo(cross.x, cross.y - 3);
      g.moveTo(cross.x, cross.y + 3); g.lineTo(cross.x, cross.y + 10);
      g.stroke();
    }
    g.restore();
    if (!demoing && (k.screen === 'playing' || k.screen === 'paused')) drawBanner(g, k);
  },
  state() {
    return {
      wave,
      phase,
      ammo: sites.bases.map((b) => b.ammo),
      bases: sites.bases.map((b) => b.alive),
      cities: sites.cities.map((c) => c.alive),
      warheads: warheads.map((w) => ({ x: Math.round(w.x), y: Math.round(w.y), vx: Math.round(w.vx), vy: Math.round(w.vy) })),
      toLaunch,
      interceptors: interceptors.length,
      blasts: blasts.length,
      fired,
      kills,
      banked,
      cross: { x: Math.round(cross.x), y: Math.round(cross.y) },
    };
  },
  demo(k) {
    demoing = true;
    // Wave 4 mid-fight: a gunner leads the warheads with the right base, so the sky fills with
    // trails and blasts; one city has already fallen.
    wave = 4;
    sites.cities[1] = { x: /** @type {City} */ (sites.cities[1]).x, alive: false };
    startWave(k);
    phase = 'live';
    for (let i = 0; i < 60 * 9 && phase === 'live'; i++) {
      stepLive(k, 1 / 60);
      if (i % 30 === 0) {
        const w = warheads.filter((x) => x.y > 60 && x.y < 360).sort((a, b) => b.y - a.y)[0];
        if (w) {
          const bi = pickBase(sites.bases, w.x);
          if (bi >= 0) {
            const p = leadPoint(w, /** @type {number} */ (sites.bases[bi]?.x), /** @type {number} */ (BASE_SPEED[bi]));
            fireAt(k, p.x, p.y, bi);
          }
        }
      }
    }
    // A last volley still in the air for the picture.
    for (const w of warheads.filter((x) => x.y > 40).slice(0, 3)) {
      const bi = pickBase(sites.bases, w.x);
      if (bi >= 0) fireAt(k, w.x + w.vx * 1.2, w.y + w.vy * 1.2, bi);
    }
    for (let i = 0; i < 24; i++) stepLive(k, 1 / 60);
    cross = { x: 150, y: 240 };
    demoing = false;
  },
});

/** Wave and bonus banners. @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawBanner(g, k) {
  /** @type {string[]} */
  let lines = [];
  if (phase === 'ready') lines = [k.t('waveN', { n: wave }), k.t('mult', { n: multiplier(wave) })];
  else if (phase === 'tally') lines = [k.t('waveN', { n: wave }), k.t('ammoBonus', { n: k.fmt(tally.ammo) }), k.t('cityBonus', { n: k.fmt(tally.cities) })];
  if (!lines.length) return;
  const h = 30 + lines.length * 26;
  g.fillStyle = 'rgba(8,10,30,0.78)';
  roundRect(g, 36, 200, W - 72, h, 14); g.fill();
  g.strokeStyle = 'rgba(125,252,255,0.5)';
  g.lineWidth = 1.5;
  roundRect(g, 36, 200, W - 72, h, 14); g.stroke();
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  lines.forEach((line, i) => {
    g.font = i === 0 ? '900 24px system-ui, sans-serif' : '700 15px system-ui, sans-serif';
    g.fillStyle = i === 0 ? '#7dfcff' : '#f0f2ff';
    g.fillText(line, W / 2, 224 + i * 27, W - 90);
  });
}

export default kit;
