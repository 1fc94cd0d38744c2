// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { createSheet } from '../kit/sprites.js';
import {
  W, H, LANES, LANE_W, ROAD_X, PLAYER_Y, CAR_W, CAR_H, CAN_SIZE, LEVEL_DIST, createWorld, step, changeLane, laneX, scoreOf, safestLane,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').World} World */
/** @typedef {import('../kit/sprites.js').SpriteSheet} SpriteSheet */

const strings = {
  'zh-CN': { title: '公路狂飙', lives: '生命', fuel: '燃油', nearMiss: '惊险闪避 ×{n}', levelUp: '第 {n} 段：车流更快了！', lowFuel: '燃油不足！', wrecked: '撞车报废，跑了 {m} 米。', empty: '燃油耗尽，跑了 {m} 米。', left: '左变道', right: '右变道', boost: '加速', brake: '减速' },
  en: { title: 'Highway Dash', lives: 'Lives', fuel: 'Fuel', nearMiss: 'Near miss ×{n}', levelUp: 'Stage {n}: faster traffic!', lowFuel: 'Low fuel!', wrecked: 'Wrecked after {m} m.', empty: 'Out of fuel after {m} m.', left: 'Lane left', right: 'Lane right', boost: 'Boost', brake: 'Brake' },
  ja: { title: 'ハイウェイ ダッシュ', lives: 'ライフ', fuel: '燃料', nearMiss: 'ニアミス ×{n}', levelUp: 'ステージ {n}：車の流れが速くなった！', lowFuel: '燃料が少ない！', wrecked: '{m} m 走ってクラッシュ。', empty: '{m} m 走って燃料切れ。', left: '左の車線へ', right: '右の車線へ', boost: 'ブースト', brake: 'ブレーキ' },
  es: { title: 'Carrera en la autopista', lives: 'Vidas', fuel: 'Gasolina', nearMiss: '¡Por los pelos! ×{n}', levelUp: 'Tramo {n}: ¡el tráfico acelera!', lowFuel: '¡Poca gasolina!', wrecked: 'Siniestro total tras {m} m.', empty: 'Sin gasolina tras {m} m.', left: 'Carril izquierdo', right: 'Carril derecho', boost: 'Turbo', brake: 'Frenar' },
  de: { title: 'Autobahn-Sprint', lives: 'Leben', fuel: 'Tank', nearMiss: 'Knapp vorbei ×{n}', levelUp: 'Abschnitt {n}: Der Verkehr wird schneller!', lowFuel: 'Tank fast leer!', wrecked: 'Totalschaden nach {m} m.', empty: 'Sprit alle nach {m} m.', left: 'Spur links', right: 'Spur rechts', boost: 'Turbo', brake: 'Bremsen' },
  fr: { title: 'Sprint sur l’autoroute', lives: 'Vies', fuel: 'Essence', nearMiss: 'De justesse ×{n}', levelUp: 'Étape {n} : la circulation accélère !', lowFuel: 'Réserve d’essence !', wrecked: 'Épave après {m} m.', empty: 'Panne sèche après {m} m.', left: 'Voie de gauche', right: 'Voie de droite', boost: 'Turbo', brake: 'Freiner' },
  'pt-BR': { title: 'Disparada na Rodovia', lives: 'Vidas', fuel: 'Combustível', nearMiss: 'Por um triz ×{n}', levelUp: 'Trecho {n}: o trânsito acelerou!', lowFuel: 'Pouco combustível!', wrecked: 'Perda total depois de {m} m.', empty: 'Sem combustível depois de {m} m.', left: 'Faixa da esquerda', right: 'Faixa da direita', boost: 'Turbo', brake: 'Frear' },
  ar: { title: 'انطلاقة الطريق السريع', lives: 'الأرواح', fuel: 'الوقود', nearMiss: 'نجاة بأعجوبة ×{n}', levelUp: 'المرحلة {n}: السيارات أسرع!', lowFuel: 'الوقود منخفض!', wrecked: 'تحطمت سيارتك بعد {m} م.', empty: 'نفد الوقود بعد {m} م.', left: 'المسار الأيسر', right: 'المسار الأيمن', boost: 'تسارع', brake: 'إبطاء' },
};

/** Scenery and light per stage (cycles): meadow, autumn, desert, night. */
const PALETTES = [
  { ground: '#3f8f4a', dark: '#2f7339', road: '#454a55', edge: '#e8e8e8', tree: ['#1f6b3a', '#2f8a4a', '#58b86a'], night: false },
  { ground: '#9a8a3a', dark: '#7d6c2a', road: '#4a4a52', edge: '#f0e6d0', tree: ['#a2461f', '#d0702a', '#f0a040'], night: false },
  { ground: '#d9b878', dark: '#c49c5c', road: '#56515a', edge: '#fff4dc', tree: ['#5a7a3a', '#7c9c4a', '#a8c060'], night: false },
  { ground: '#1a2a38', dark: '#12202c', road: '#2a2e3a', edge: '#8a94b0', tree: ['#0e2a24', '#173a30', '#245040'], night: true },
];
const CAR_COLORS = ['#3fa7ff', '#ffd23f', '#5fe08a', '#c48cff', '#f4f4f4'];

/** @type {World} */
let world = createWorld();
/** @type {SpriteSheet | null} */
let sheet = null;
let overIn = -1;
/** @type {'wrecked'|'empty'} */
let overReason = 'wrecked';
let shake = 0;
let lowFuelBeep = 0;
let demoing = false;
let autopilot = false;
/** @type {{x: number, y: number, vx: number, vy: number, life: number, color: string}[]} */
let bits = [];
/** @type {{text: string, x: number, y: number, life: number}[]} */
let popups = [];

/** Cheap hash for scenery placement. @param {number} n */
const hash = (n) => { const v = Math.sin(n * 127.1 + 311.7) * 43758.5453; return v - Math.floor(v); };

/** @param {number} level */
const palette = (level) => /** @type {(typeof PALETTES)[number]} */ (PALETTES[(level - 1) % PALETTES.length]);

function buildSheet() {
  /** @param {string} body @param {boolean} sport */
  const car = (body, sport) => ({
    w: CAR_W, h: CAR_H,
    /** @param {CanvasRenderingContext2D} g @param {number} w @param {number} h */
    draw: (g, w, h) => {
      g.fillStyle = '#14141a';
      for (const [x, y] of [[0, 9], [w - 4, 9], [0, h - 19], [w - 4, h - 19]]) { roundRect(g, /** @type {number} */ (x), /** @type {number} */ (y), 4, 11, 1.5); g.fill(); }
      const grad = g.createLinearGradient(0, 0, w, 0);
      grad.addColorStop(0, body);
      grad.addColorStop(0.45, '#ffffff');
      grad.addColorStop(0.55, body);
      grad.addColorStop(1, body);
      g.fillStyle = body;
      roundRect(g, 2, 1, w - 4, h - 2, 9);
      g.fill();
      g.globalAlpha = 0.35;
      g.fillStyle = grad;
      roundRect(g, 2, 1, w - 4, h - 2, 9);
      g.fill();
      g.globalAlpha = 1;
      g.fillStyle = '#1c2636';
      roundRect(g, 5, h * 0.3, w - 10, h * 0.42, 5);
      g.fill();
      g.fillStyle = 'rgba(150,210,255,0.65)';
      roundRect(g, 6, h * 0.3, w - 12, h * 0.11, 3);
      g.fill();
      if (sport) {
        g.fillStyle = 'rgba(255,255,255,0.9)';
        g.fillRect(w / 2 - 4, 2, 3, h * 0.28);
        g.fillRect(w / 2 + 1, 2, 3, h * 0.28);
        g.fillRect(w / 2 - 4, h * 0.74, 3, h * 0.24);
        g.fillRect(w / 2 + 1, h * 0.74, 3, h * 0.24);
      }
      g.fillStyle = '#fff6c8';
      g.fillRect(5, 1.5, 6, 3);
      g.fillRect(w - 11, 1.5, 6, 3);
      g.fillStyle = '#ff2a3a';
      g.fillRect(5, h - 4, 6, 2.5);
      g.fillRect(w - 11, h - 4, 6, 2.5);
    },
  });
  /** @type {Record<string, import('../kit/sprites.js').SpriteDef>} */
  const defs = { player: car('#ff3b4e', true) };
  CAR_COLORS.forEach((c, i) => {
    defs[`car${i}`] = car(c, false);
    defs[`truck${i}`] = {
      w: 38, h: 104,
      draw: (g, w, h) => {
        g.fillStyle = '#14141a';
        for (const y of [10, 62, 78, 92]) { g.fillRect(0, y, 4, 10); g.fillRect(w - 4, y, 4, 10); }
        g.fillStyle = c;
        roundRect(g, 3, 0, w - 6, 26, 6);
        g.fill();
        g.fillStyle = '#1c2636';
        roundRect(g, 6, 6, w - 12, 9, 3);
        g.fill();
        g.fillStyle = '#d9dde8';
        roundRect(g, 2, 29, w - 4, h - 30, 3);
        g.fill();
        g.strokeStyle = 'rgba(0,0,0,0.15)';
        g.lineWidth = 1;
        for (let y = 40; y < h - 4; y += 12) { g.beginPath(); g.moveTo(4, y); g.lineTo(w - 4, y); g.stroke(); }
        g.fillStyle = '#ff2a3a';
        g.fillRect(4, h - 3, 7, 2.5);
        g.fillRect(w - 11, h - 3, 7, 2.5);
      },
    };
  });
  defs.can = {
    w: CAN_SIZE, h: CAN_SIZE,
    draw: (g, w, h) => {
      g.fillStyle = '#e8313f';
      roundRect(g, 3, 4, w - 6, h - 5, 4);
      g.fill();
      g.fillStyle = '#b01e2a';
      g.fillRect(w - 11, 0, 6, 6);
      g.fillStyle = '#ffd23f';
      g.font = '900 13px system-ui, sans-serif';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText('F', w / 2, h / 2 + 2);
      g.strokeStyle = 'rgba(255,255,255,0.6)';
      g.lineWidth = 1.5;
      roundRect(g, 3, 4, w - 6, h - 5, 4);
      g.stroke();
    },
  };
  PALETTES.forEach((p, i) => {
    defs[`tree${i}`] = {
      w: 40, h: 40,
      draw: (g) => {
        g.fillStyle = 'rgba(0,0,0,0.22)';
        g.beginPath(); g.arc(23, 23, 16, 0, Math.PI * 2); g.fill();
        [[20, 20, 16], [17, 16, 10], [14, 13, 5]].forEach(([x, y, r], k) => {
          g.fillStyle = p.tree[k] ?? '#2f8a4a';
          g.beginPath(); g.arc(/** @type {number} */ (x), /** @type {number} */ (y), /** @type {number} */ (r), 0, Math.PI * 2); g.fill();
        });
      },
    };
  });
  return createSheet(defs);
}

/** @param {Kit} kit */
function finish(kit) {
  const m = kit.fmt(Math.floor(world.distance / 10));
  kit.gameOver({ message: kit.t(overReason, { m }) });
}

/** @param {Kit} kit @param {number} x @param {number} y @param {string} color @param {number} n */
function burst(kit, x, y, color, n) {
  if (kit.reducedMotion) return;
  for (let i = 0; i < n; i++) {
    const a = kit.random() * Math.PI * 2;
    const v = 60 + kit.random() * 220;
    bits.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v + 120, life: 0.7, color });
  }
}

/** @param {Kit} kit @param {number} dir */
function steer(kit, dir) {
  if (overIn >= 0) return;
  if (changeLane(world, dir)) kit.sound.tone({ freq: 300, to: 420, dur: 0.07, type: 'triangle', vol: 0.07 });
}

/** @param {Kit} kit @param {number} dt */
function stepPlay(kit, dt) {
  bits = bits.filter((p) => { p.x += p.vx * dt; p.y += p.vy * dt; return (p.life -= dt) > 0; });
  popups = popups.filter((p) => { p.y -= 40 * dt; return (p.life -= dt) > 0; });
  shake = Math.max(0, shake - dt);
  if (overIn >= 0) {
    world.speed = Math.max(0, world.speed - 500 * dt);
    if ((overIn -= dt) < 0) finish(kit);
    return;
  }
  const k = kit.input;
  if (autopilot) {
    const want = safestLane(world);
    if (want !== world.lane) changeLane(world, want - world.lane);
  }
  const boost = !autopilot && (k.isDown('ArrowUp') || k.isDown('KeyW') || kit.held('boost'));
  const brake = !autopilot && (k.isDown('ArrowDown') || k.isDown('KeyS') || kit.held('brake'));
  const ev = step(world, { boost, brake }, dt, kit.random);
  if (ev.crash) {
    const v = ev.crash;
    burst(kit, v.x, v.y + v.h, CAR_COLORS[v.color] ?? '#fff', 18);
    burst(kit, world.x, PLAYER_Y, '#ffb347', 12);
    shake = 0.45;
    kit.sound.noise({ dur: 0.45, vol: 0.3, freq: 900 });
    kit.sound.tone({ freq: 180, to: 60, dur: 0.4, type: 'sawtooth', vol: 0.12 });
    kit.setStat('lives', world.lives);
    if (world.lives <= 0) { overReason = 'wrecked'; overIn = 1; }
  }
  if (ev.nearMiss) {
    popups.push({ text: `${kit.t('nearMiss', { n: world.combo })}  +${ev.nearMiss}`, x: world.x, y: PLAYER_Y - 20, life: 1.1 });
    kit.sound.tone({ freq: 660 + Math.min(world.combo, 8) * 80, to: 990 + Math.min(world.combo, 8) * 80, dur: 0.12, type: 'square', vol: 0.08 });
  }
  if (ev.fuel) {
    popups.push({ text: `+${kit.t('fuel')}`, x: world.x, y: PLAYER_Y - 20, life: 0.9 });
    kit.sound.jingle([523, 784, 1047]);
  }
  if (ev.levelUp) {
    kit.setLevel(world.level);
    if (!demoing) kit.toast(kit.t('levelUp', { n: world.level }));
    kit.sound.jingle([392, 523, 659, 784]);
  }
  if (world.fuel < 20 && world.fuel > 0) {
    lowFuelBeep -= dt;
    if (lowFuelBeep <= 0) {
      lowFuelBeep = 1;
      kit.sound.beep(980, 0.08);
      if (!demoing && world.fuel > 19) kit.toast(kit.t('lowFuel'));
    }
  }
  if (ev.empty) { overReason = 'empty'; overIn = 0.3; }
  kit.setScore(scoreOf(world));
}

// ---------------------------------------------------------------- drawing

/**
 * Indices k of road features repeating every `period` px of travel (drawn at
 * y = PLAYER_Y - k·period + distance) that are on screen, with `pad` px to spare.
 * @param {number} period @param {number} [pad]
 */
function rows(period, pad = 0) {
  const d = world.distance;
  const out = [];
  for (let k = Math.floor((d + PLAYER_Y - H - pad) / period); k <= Math.ceil((d + PLAYER_Y + period + pad) / period); k++) out.push(k);
  return out;
}

/** @param {CanvasRenderingContext2D} g @param {Kit} kit */
function drawRoad(g, kit) {
  const pal = palette(world.level);
  g.fillStyle = pal.ground;
  g.fillRect(0, 0, W, H);
  const d = world.distance;
  // Ground texture stripes scroll with the road.
  g.fillStyle = pal.dark;
  for (const k of rows(120)) {
    const y = PLAYER_Y - k * 120 + d;
    g.fillRect(0, y, ROAD_X - 8, 60);
    g.fillRect(ROAD_X + LANES * LANE_W + 8, y + 40, W, 60);
  }
  g.fillStyle = pal.road;
  g.fillRect(ROAD_X - 6, 0, LANES * LANE_W + 12, H);
  // Rumble strips.
  for (const k of rows(40)) {
    const y = PLAYER_Y - k * 40 + d;
    g.fillStyle = k % 2 ? '#e8313f' : '#f4f4f4';
    g.fillRect(ROAD_X - 8, y, 6, 40);
    g.fillRect(ROAD_X + LANES * LANE_W + 2, y, 6, 40);
  }
  g.fillStyle = pal.edge;
  g.globalAlpha = 0.75;
  for (let lane = 1; lane < LANES; lane++) {
    const x = ROAD_X + lane * LANE_W - 2;
    for (const k of rows(70)) g.fillRect(x, PLAYER_Y - k * 70 + d, 4, 34);
  }
  g.globalAlpha = 1;
  // Roadside trees.
  const sh = /** @type {SpriteSheet} */ (sheet);
  const tree = `tree${(world.level - 1) % PALETTES.length}`;
  for (const k of rows(70, 30)) {
    const y = PLAYER_Y - k * 70 + d;
    const left = hash(k) < 0.5;
    if (hash(k + 0.5) < 0.3) continue;
    const x = left ? 6 + hash(k + 1.3) * (ROAD_X - 30) : ROAD_X + LANES * LANE_W + 22 + hash(k + 2.1) * (ROAD_X - 30);
    sh.draw(g, tree, x, y, { scale: 0.7 + hash(k + 3.7) * 0.5, rot: hash(k + 4.4) * 6 });
  }
  void kit;
}

/** @param {CanvasRenderingContext2D} g @param {Kit} kit */
function drawTraffic(g, kit) {
  const sh = /** @type {SpriteSheet} */ (sheet);
  const night = palette(world.level).night;
  for (const c of world.cans) {
    const y = c.y + CAN_SIZE / 2;
    g.save();
    g.shadowColor = '#ffd23f';
    g.shadowBlur = 12;
    sh.draw(g, 'can', laneX(c.lane), y, { rot: Math.sin(kit.clock * 4 + c.lane) * 0.15 });
    g.restore();
  }
  for (const v of world.traffic) {
    const name = `${v.kind}${v.color}`;
    g.fillStyle = 'rgba(0,0,0,0.25)';
    roundRect(g, v.x - v.w / 2 + 3, v.y + 5, v.w, v.h, 8);
    g.fill();
    // Leaning into a lane change.
    sh.draw(g, name, v.x, v.y + v.h / 2, { rot: (Math.sign(v.toLane - v.lane) || Math.sign(laneX(v.lane) - v.x) * 0.6) * 0.1 });
    if (v.signal > 0 && Math.floor(kit.clock * 6) % 2 === 0) {
      const side = v.toLane > v.lane ? 1 : -1;
      g.fillStyle = '#ffb020';
      g.beginPath(); g.arc(v.x + side * (v.w / 2 - 2), v.y + 5, 4, 0, Math.PI * 2); g.fill();
      g.beginPath(); g.arc(v.x + side * (v.w / 2 - 2), v.y + v.h - 5, 4, 0, Math.PI * 2); g.fill();
    }
    if (night) {
      g.fillStyle = 'rgba(255,40,60,0.35)';
      g.beginPath(); g.arc(v.x - v.w / 2 + 8, v.y + v.h, 9, 0, Math.PI * 2); g.arc(v.x + v.w / 2 - 8, v.y + v.h, 9, 0, Math.PI * 2); g.fill();
    }
  }
}

/** @param {CanvasRenderingContext2D} g @param {Kit} kit */
function drawPlayer(g, kit) {
  const sh = /** @type {SpriteSheet} */ (sheet);
  const night = palette(world.level).night;
  const tilt = (world.x - laneX(world.lane)) / LANE_W;
  if (night) {
    const grad = g.createLinearGradient(0, PLAYER_Y, 0, PLAYER_Y - 230);
    grad.addColorStop(0, 'rgba(255,245,200,0.35)');
    grad.addColorStop(1, 'rgba(255,245,200,0)');
    g.fillStyle = grad;
    g.beginPath();
    g.moveTo(world.x - 12, PLAYER_Y + 4);
    g.lineTo(world.x - 70, PLAYER_Y - 230);
    g.lineTo(world.x + 70, PLAYER_Y - 230);
    g.lineTo(world.x + 12, PLAYER_Y + 4);
    g.fill();
  }
  if (world.boosting && !kit.reducedMotion) {
    g.fillStyle = 'rgba(120,200,255,0.55)';
    for (let i = 0; i < 3; i++) {
      const l = 14 + Math.random() * 16;
      g.fillRect(world.x - 9 + i * 7, PLAYER_Y + CAR_H, 4, l);
    }
  }
  g.fillStyle = 'rgba(0,0,0,0.3)';
  roundRect(g, world.x - CAR_W / 2 + 3, PLAYER_Y + 5, CAR_W, CAR_H, 8);
  g.fill();
  const blink = world.invuln > 0 && Math.floor(kit.clock * 12) % 2 === 0;
  sh.draw(g, 'player', world.x, PLAYER_Y + CAR_H / 2, { rot: -tilt * 0.35, alpha: blink ? 0.35 : 1 });
  if (world.braking) {
    g.fillStyle = 'rgba(255,40,60,0.6)';
    g.beginPath(); g.arc(world.x - 8, PLAYER_Y + CAR_H - 2, 6, 0, Math.PI * 2); g.arc(world.x + 8, PLAYER_Y + CAR_H - 2, 6, 0, Math.PI * 2); g.fill();
  }
}

/** @param {CanvasRenderingContext2D} g @param {Kit} kit */
function drawHud(g, kit) {
  // Fuel gauge.
  const low = world.fuel < 20;
  g.fillStyle = 'rgba(10,14,30,0.65)';
  roundRect(g, 8, 8, 132, 30, 10);
  g.fill();
  g.fillStyle = 'rgba(255,255,255,0.12)';
  roundRect(g, 38, 17, 94, 12, 6);
  g.fill();
  g.fillStyle = low ? (kit.reducedMotion || Math.floor(kit.clock * 4) % 2 ? '#ff4d5e' : '#ffb020') : world.fuel < 45 ? '#ffd23f' : '#5fe08a';
  roundRect(g, 38, 17, Math.max(6, 94 * world.fuel / 100), 12, 6);
  g.fill();
  sheet?.draw(g, 'can', 23, 23, { scale: 0.72 });
  // Distance.
  g.fillStyle = 'rgba(10,14,30,0.65)';
  roundRect(g, W - 128, 8, 120, 30, 10);
  g.fill();
  g.fillStyle = '#fff';
  g.font = '800 17px system-ui, sans-serif';
  g.textAlign = 'right';
  g.textBaseline = 'middle';
  g.direction = 'ltr';
  g.fillText(`${kit.fmt(Math.floor(world.distance / 10))} m`, W - 16, 24);
  // Progress to the next stage.
  const into = (world.distance % LEVEL_DIST) / LEVEL_DIST;
  g.fillStyle = 'rgba(255,255,255,0.15)';
  g.fillRect(W - 120, 34, 104, 2);
  g.fillStyle = '#4fd8ff';
  g.fillRect(W - 120, 34, 104 * into, 2);
  // Speed readout.
  g.textAlign = 'center';
  g.font = '700 13px system-ui, sans-serif';
  g.fillStyle = 'rgba(255,255,255,0.75)';
  g.fillText(`${Math.round(world.speed * 0.5)} km/h`, world.x, PLAYER_Y + CAR_H + 16);
  g.direction = kit.dir === 'rtl' ? 'rtl' : 'ltr';
  for (const p of popups) {
    g.globalAlpha = Math.min(1, p.life * 2);
    g.font = '900 16px system-ui, sans-serif';
    g.fillStyle = '#ffd23f';
    g.strokeStyle = 'rgba(10,14,30,0.8)';
    g.lineWidth = 4;
    g.strokeText(p.text, Math.min(W - 90, Math.max(90, p.x)), p.y, W - 20);
    g.fillText(p.text, Math.min(W - 90, Math.max(90, p.x)), p.y, W - 20);
  }
  g.globalAlpha = 1;
}

const kit = createGame({
  id: 22,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'lives', label: 'lives' }],
  controls: {
    layout: 'row',
    buttons: [
      { action: 'left', label: '◀', title: 'left' },
      { action: 'right', label: '▶', title: 'right' },
      { action: 'brake', label: '▼', title: 'brake' },
      { action: 'boost', label: '▲', title: 'boost' },
    ],
  },
  reset(k) {
    if (!sheet) sheet = buildSheet();
    world = createWorld();
    overIn = -1;
    shake = 0;
    bits = [];
    popups = [];
    lowFuelBeep = 0;
    autopilot = false;
    k.setLevel(1);
    k.setStat('lives', world.lives);
  },
  update(dt, k) {
    stepPlay(k, dt);
  },
  render(g, k) {
    if (!sheet) sheet = buildSheet();
    g.save();
    if (shake > 0 && !k.reducedMotion) g.translate((Math.random() - 0.5) * 10 * shake, (Math.random() - 0.5) * 10 * shake);
    drawRoad(g, k);
    drawTraffic(g, k);
    drawPlayer(g, k);
    for (const p of bits) {
      g.globalAlpha = Math.max(0, p.life * 1.5);
      g.fillStyle = p.color;
      g.fillRect(p.x - 3, p.y - 3, 6, 6);
    }
    g.globalAlpha = 1;
    if (palette(world.level).night) {
      // Darken everything away from the headlights a touch more.
      g.fillStyle = 'rgba(5,8,20,0.18)';
      g.fillRect(0, 0, W, H);
    }
    g.restore();
    drawHud(g, k);
  },
  onKey(code, k) {
    if (code === 'ArrowLeft' || code === 'KeyA') { steer(k, -1); return true; }
    if (code === 'ArrowRight' || code === 'KeyD') { steer(k, 1); return true; }
    return ['ArrowUp', 'ArrowDown', 'KeyW', 'KeyS', 'Space'].includes(code);
  },
  onSwipe(dir, k) {
    if (dir === 'left') steer(k, -1);
    else if (dir === 'right') steer(k, 1);
  },
  onTap(p, k) {
    // Tap (or click) beside your car to move that way.
    if (Math.abs(p.x - world.x) > 12) steer(k, p.x < world.x ? -1 : 1);
  },
  onAction(a, k) {
    if (a === 'left') steer(k, -1);
    else if (a === 'right') steer(k, 1);
  },
  state() {
    return {
      lane: world.lane,
      x: Math.round(world.x),
      speed: Math.round(world.speed),
      distance: Math.round(world.distance),
      fuel: Math.round(world.fuel * 10) / 10,
      lives: world.lives,
      stage: world.level,
      nearMisses: world.nearMisses,
      combo: world.combo,
      crashes: world.crashes,
      boosting: world.boosting,
      braking: world.braking,
      traffic: world.traffic.length,
      cans: world.cans.length,
      ending: overIn >= 0,
    };
  },
  demo(k) {
    demoing = true;
    autopilot = true;
    // Into stage 2 with traffic on every lane; the autopilot cannot lose the thumbnail's round.
    world.distance = LEVEL_DIST - 3000;
    world.lives = 99;
    for (let i = 0; i < 60 * 14 && k.screen === 'playing'; i++) stepPlay(k, 1 / 60);
    world.lives = 3;
    k.setStat('lives', world.lives);
    bits = [];
    autopilot = false;
    demoing = false;
  },
});

export default kit;
