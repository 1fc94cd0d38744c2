// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { createSheet } from '../kit/sprites.js';
import { drawTiles } from '../kit/tilemap.js';
import {
  TILE, COLS, MAP_H, WAVES, START_MONEY, START_LIVES, MAPS, TOWERS, TOWER_TYPES, ENEMIES,
  makeWorld, canBuild, placeTower, statsOf, upgradeCost, upgrade, sellValue, removeTower, cellIndex,
  waveList, makeEnemy, stepEnemy, hitDamage, pickTarget, splash, frostPulse, waveReward, routeFrom,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').World} World */
/** @typedef {import('./logic.js').Tower} Tower */
/** @typedef {import('./logic.js').TowerType} TowerType */
/** @typedef {import('./logic.js').Enemy} Enemy */
/** @typedef {import('./logic.js').EnemyKind} EnemyKind */
/** @typedef {import('./logic.js').Cell} Cell */
/** @typedef {import('../kit/sprites.js').SpriteSheet} SpriteSheet */
/** @typedef {{x: number, y: number, w: number, h: number}} Rect */

const W = COLS * TILE;
const H = 600;
const PY = MAP_H;
const BREAK = 15;
const SHELL_SPEED = 260;

const strings = {
  'zh-CN': { title: '塔防要塞', map: '地图', meadow: '草原', river: '河流', crossroads: '十字路口', lives: '生命', wave: '波次', gun: '速射塔', cannon: '加农炮', frost: '冰霜塔', rail: '磁轨炮', gunInfo: '射速快，可打地面和空中', cannonInfo: '范围伤害，只打地面', frostInfo: '减速周围所有敌人', railInfo: '射程远，无视护甲', upgrade: '升级', sell: '出售', maxed: '已满级', lv: '{n} 级', next: '下一波 ▶', nextIn: '下一波 {s} 秒 ▶', inWave: '第 {n} 波 · 剩 {left}', waveN: '第 {n} 波', cleared: '第 {n} 波守住了！+${b}', early: '提前开战 +${b}', blocks: '不能完全堵死道路！', noMoney: '金钱不足', terrain: '这里不能建造', enemy: '有敌人挡着', tapAgain: '再点一次建造', won: '{n} 波全部守住！', lost: '基地在第 {n} 波失守。', boss: '首领来袭！', dmg: '伤害 {d} · 射程 {r}' },
  en: { title: 'Tower Defense', map: 'Map', meadow: 'Meadow', river: 'River', crossroads: 'Crossroads', lives: 'Lives', wave: 'Wave', gun: 'Blaster', cannon: 'Cannon', frost: 'Frost', rail: 'Railgun', gunInfo: 'Quick shots, ground and air', cannonInfo: 'Splash damage, ground only', frostInfo: 'Slows everything nearby', railInfo: 'Long range, pierces armour', upgrade: 'Upgrade', sell: 'Sell', maxed: 'Max level', lv: 'Lv {n}', next: 'Next wave ▶', nextIn: 'Next wave {s}s ▶', inWave: 'Wave {n} · {left} left', waveN: 'Wave {n}', cleared: 'Wave {n} held! +${b}', early: 'Early call +${b}', blocks: 'You can’t block the path!', noMoney: 'Not enough money', terrain: 'Can’t build there', enemy: 'An enemy is in the way', tapAgain: 'Tap again to build', won: 'All {n} waves held!', lost: 'The base fell on wave {n}.', boss: 'Boss incoming!', dmg: 'Dmg {d} · Range {r}' },
  ja: { title: 'タワー ディフェンス', map: 'マップ', meadow: '草原', river: '川', crossroads: '十字路', lives: 'ライフ', wave: 'ウェーブ', gun: 'ブラスター', cannon: 'キャノン', frost: 'フロスト', rail: 'レールガン', gunInfo: '速射。地上も空中も', cannonInfo: '範囲攻撃。地上のみ', frostInfo: '周囲の敵すべてを減速', railInfo: '長射程。装甲を貫通', upgrade: '強化', sell: '売却', maxed: '最大レベル', lv: 'Lv {n}', next: '次のウェーブ ▶', nextIn: '次まで {s} 秒 ▶', inWave: 'ウェーブ {n}・残り {left}', waveN: 'ウェーブ {n}', cleared: 'ウェーブ {n} 防衛成功！ +${b}', early: '早期開始 +${b}', blocks: '道を完全にふさぐことはできない！', noMoney: 'お金が足りない', terrain: 'そこには建てられない', enemy: '敵がいて建てられない', tapAgain: 'もう一度タップで建設', won: '全 {n} ウェーブ防衛成功！', lost: 'ウェーブ {n} で基地が陥落。', boss: 'ボス出現！', dmg: '攻撃 {d}・射程 {r}' },
  es: { title: 'Defensa de Torres', map: 'Mapa', meadow: 'Pradera', river: 'Río', crossroads: 'Encrucijada', lives: 'Vidas', wave: 'Oleada', gun: 'Bláster', cannon: 'Cañón', frost: 'Escarcha', rail: 'Cañón de riel', gunInfo: 'Disparo rápido, tierra y aire', cannonInfo: 'Daño en área, solo tierra', frostInfo: 'Ralentiza a todos cerca', railInfo: 'Largo alcance, perfora blindaje', upgrade: 'Mejorar', sell: 'Vender', maxed: 'Nivel máximo', lv: 'Nv {n}', next: 'Siguiente ▶', nextIn: 'Siguiente en {s} s ▶', inWave: 'Oleada {n} · quedan {left}', waveN: 'Oleada {n}', cleared: '¡Oleada {n} resistida! +${b}', early: 'Adelanto +${b}', blocks: '¡No puedes bloquear el camino!', noMoney: 'No tienes dinero suficiente', terrain: 'Aquí no se puede construir', enemy: 'Hay un enemigo en medio', tapAgain: 'Toca otra vez para construir', won: '¡Resististe las {n} oleadas!', lost: 'La base cayó en la oleada {n}.', boss: '¡Llega un jefe!', dmg: 'Daño {d} · Alcance {r}' },
  de: { title: 'Turmverteidigung', map: 'Karte', meadow: 'Wiese', river: 'Fluss', crossroads: 'Kreuzung', lives: 'Leben', wave: 'Welle', gun: 'Blaster', cannon: 'Kanone', frost: 'Frost', rail: 'Railgun', gunInfo: 'Schnelle Schüsse, Boden und Luft', cannonInfo: 'Flächenschaden, nur Boden', frostInfo: 'Verlangsamt alles in der Nähe', railInfo: 'Große Reichweite, durchschlägt Panzer', upgrade: 'Ausbauen', sell: 'Verkaufen', maxed: 'Höchststufe', lv: 'Stufe {n}', next: 'Nächste Welle ▶', nextIn: 'Nächste in {s} s ▶', inWave: 'Welle {n} · noch {left}', waveN: 'Welle {n}', cleared: 'Welle {n} gehalten! +${b}', early: 'Früh gestartet +${b}', blocks: 'Der Weg darf nicht versperrt werden!', noMoney: 'Nicht genug Geld', terrain: 'Hier kann nicht gebaut werden', enemy: 'Ein Gegner steht im Weg', tapAgain: 'Nochmal tippen zum Bauen', won: 'Alle {n} Wellen gehalten!', lost: 'Die Basis fiel in Welle {n}.', boss: 'Ein Boss kommt!', dmg: 'Schaden {d} · Reichweite {r}' },
  fr: { title: 'Défense de Tours', map: 'Carte', meadow: 'Prairie', river: 'Rivière', crossroads: 'Carrefour', lives: 'Vies', wave: 'Vague', gun: 'Blaster', cannon: 'Canon', frost: 'Givre', rail: 'Canon rail', gunInfo: 'Tirs rapides, sol et air', cannonInfo: 'Dégâts de zone, sol seulement', frostInfo: 'Ralentit tout ce qui est proche', railInfo: 'Longue portée, perce l’armure', upgrade: 'Améliorer', sell: 'Vendre', maxed: 'Niveau max', lv: 'Niv. {n}', next: 'Vague suivante ▶', nextIn: 'Suivante dans {s} s ▶', inWave: 'Vague {n} · reste {left}', waveN: 'Vague {n}', cleared: 'Vague {n} tenue ! +${b}', early: 'Appel anticipé +${b}', blocks: 'Impossible de bloquer le chemin !', noMoney: 'Pas assez d’argent', terrain: 'Construction impossible ici', enemy: 'Un ennemi est dans le passage', tapAgain: 'Touchez encore pour construire', won: 'Les {n} vagues sont tenues !', lost: 'La base est tombée à la vague {n}.', boss: 'Un boss arrive !', dmg: 'Dégâts {d} · Portée {r}' },
  'pt-BR': { title: 'Defesa de Torres', map: 'Mapa', meadow: 'Campo', river: 'Rio', crossroads: 'Encruzilhada', lives: 'Vidas', wave: 'Onda', gun: 'Blaster', cannon: 'Canhão', frost: 'Gelo', rail: 'Canhão trilho', gunInfo: 'Tiros rápidos, terra e ar', cannonInfo: 'Dano em área, só terra', frostInfo: 'Deixa lento tudo por perto', railInfo: 'Longo alcance, fura blindagem', upgrade: 'Melhorar', sell: 'Vender', maxed: 'Nível máximo', lv: 'Nv {n}', next: 'Próxima onda ▶', nextIn: 'Próxima em {s} s ▶', inWave: 'Onda {n} · faltam {left}', waveN: 'Onda {n}', cleared: 'Onda {n} contida! +${b}', early: 'Antecipou +${b}', blocks: 'Você não pode bloquear o caminho!', noMoney: 'Dinheiro insuficiente', terrain: 'Não dá para construir aqui', enemy: 'Há um inimigo no caminho', tapAgain: 'Toque de novo para construir', won: 'Você conteve as {n} ondas!', lost: 'A base caiu na onda {n}.', boss: 'Chefe chegando!', dmg: 'Dano {d} · Alcance {r}' },
  ar: { title: 'الدفاع بالأبراج', map: 'الخريطة', meadow: 'المرج', river: 'النهر', crossroads: 'مفترق الطرق', lives: 'الأرواح', wave: 'الموجة', gun: 'الرشاش', cannon: 'المدفع', frost: 'الصقيع', rail: 'المدفع الكهرومغناطيسي', gunInfo: 'طلقات سريعة، أرضًا وجوًا', cannonInfo: 'ضرر واسع، أرضًا فقط', frostInfo: 'يبطئ كل ما حوله', railInfo: 'مدى بعيد ويخترق الدروع', upgrade: 'ترقية', sell: 'بيع', maxed: 'أقصى مستوى', lv: 'مستوى {n}', next: 'الموجة التالية ▶', nextIn: 'التالية بعد {s} ث ▶', inWave: 'الموجة {n} · بقي {left}', waveN: 'الموجة {n}', cleared: 'صمدت في الموجة {n}! +${b}', early: 'بدء مبكر +${b}', blocks: 'لا يمكنك سدّ الطريق!', noMoney: 'المال لا يكفي', terrain: 'لا يمكن البناء هنا', enemy: 'يوجد عدو في الطريق', tapAgain: 'المس مرة أخرى للبناء', won: 'صمدت أمام الموجات الـ {n} كلها!', lost: 'سقطت القاعدة في الموجة {n}.', boss: 'الزعيم قادم!', dmg: 'ضرر {d} · مدى {r}' },
};

const TOWER_COLOR = /** @type {Record<TowerType, string>} */ ({ gun: '#46e0c8', cannon: '#ffb14a', frost: '#8fd8ff', rail: '#ff5fd2' });

/** @type {SpriteSheet | null} */
let sheet = null;
/** @type {HTMLCanvasElement | null} */
let terrain = null;
let terrainMap = -1;
let mapIdx = 0;
/** @type {World} */
let world = makeWorld(0);
/** @type {Enemy[]} */
let enemies = [];
let money = START_MONEY;
let lives = START_LIVES;
let wave = 0;
/** 'build' (between waves) | 'wave' */
let phase = 'build';
let countdown = -1;
/** @type {{kind: EnemyKind, delay: number}[]} */
let queue = [];
let spawnT = 0;
let spawnSide = 0;
let nextId = 1;
let kills = 0;
let leaked = 0;
let fast = false;
/** @type {TowerType} */
let buildType = 'gun';
/** @type {Tower | null} */
let selected = null;
/** Touch: the cell picked for building, waiting for a second tap. @type {Cell | null} */
let pending = null;
/** @type {Cell | null} */
let hover = null;
let cursor = { col: 5, row: 6, on: false };
/** @type {Cell[][]} */
let routes = [];
/** @type {{x1: number, y1: number, x2: number, y2: number, t: number, color: string, w: number}[]} */
let beams = [];
/** @type {{x: number, y: number, tx: number, ty: number, dmg: number, splash: number}[]} */
let shells = [];
/** @type {{x: number, y: number, t: number, r: number, color: string}[]} */
let rings = [];
/** @type {{x: number, y: number, text: string, t: number}[]} */
let popups = [];
let demoing = false;

// ---------------------------------------------------------------- art

function buildSheet() {
  /** @param {string} c @param {number} r @param {string} [eye] */
  const round = (c, r, eye = '#1a0d14') => (/** @type {CanvasRenderingContext2D} */ g, /** @type {number} */ w, /** @type {number} */ h) => {
    const grad = g.createRadialGradient(w / 2 - r * 0.3, h / 2 - r * 0.3, 1, w / 2, h / 2, r);
    grad.addColorStop(0, '#ffffff');
    grad.addColorStop(0.3, c);
    grad.addColorStop(1, 'rgba(0,0,0,0.6)');
    g.fillStyle = c;
    g.beginPath(); g.arc(w / 2, h / 2, r, 0, Math.PI * 2); g.fill();
    g.globalAlpha = 0.5;
    g.fillStyle = grad;
    g.beginPath(); g.arc(w / 2, h / 2, r, 0, Math.PI * 2); g.fill();
    g.globalAlpha = 1;
    g.fillStyle = eye;
    g.beginPath(); g.arc(w / 2 + r * 0.4, h / 2 - r * 0.3, r * 0.18, 0, Math.PI * 2); g.arc(w / 2 + r * 0.4, h / 2 + r * 0.3, r * 0.18, 0, Math.PI * 2); g.fill();
  };
  sheet = createSheet({
    grunt: { w: 20, h: 20, draw: round('#ff5a5a', 8) },
    scout: {
      w: 20, h: 16,
      draw: (g) => {
        g.fillStyle = '#ffd84a';
        g.beginPath(); g.moveTo(19, 8); g.lineTo(3, 1); g.lineTo(7, 8); g.lineTo(3, 15); g.closePath(); g.fill();
        g.fillStyle = '#5a3a00';
        g.beginPath(); g.arc(12, 8, 1.8, 0, Math.PI * 2); g.fill();
      },
    },
    tank: {
      w: 24, h: 24,
      draw: (g) => {
        g.fillStyle = '#2b2f3c';
        g.fillRect(2, 2, 20, 5); g.fillRect(2, 17, 20, 5);
        g.fillStyle = '#8a93a8';
        roundRect(g, 4, 5, 16, 14, 3); g.fill();
        g.fillStyle = '#c7cedc';
        roundRect(g, 7, 8, 9, 8, 2); g.fill();
        g.fillStyle = '#2b2f3c';
        g.fillRect(14, 11, 9, 2);
      },
    },
    flyer: {
      w: 26, h: 22, frames: 2,
      draw: (g, _w, _h, f) => {
        g.fillStyle = '#c98bff';
        const up = f ? -4 : 3;
        g.beginPath(); g.moveTo(13, 11); g.lineTo(4, 1 + up); g.lineTo(1, 9); g.closePath(); g.fill();
        g.beginPath(); g.moveTo(13, 11); g.lineTo(4, 21 - up); g.lineTo(1, 13); g.closePath(); g.fill();
        g.fillStyle = '#8b4fe0';
        g.beginPath(); g.ellipse(14, 11, 8, 5, 0, 0, Math.PI * 2); g.fill();
        g.fillStyle = '#fff';
        g.beginPath(); g.arc(19, 10, 1.6, 0, Math.PI * 2); g.fill();
      },
    },
    boss: {
      w: 34, h: 34,
      draw: (g) => {
        g.fillStyle = '#4a0f24';
        for (let i = 0; i < 8; i++) {
          const a = (i * Math.PI) / 4;
          g.beginPath();
          g.moveTo(17 + Math.cos(a - 0.25) * 12, 17 + Math.sin(a - 0.25) * 12);
          g.lineTo(17 + Math.cos(a) * 17, 17 + Math.sin(a) * 17);
          g.lineTo(17 + Math.cos(a + 0.25) * 12, 17 + Math.sin(a + 0.25) * 12);
          g.fill();
        }
        round('#c2184b', 12, '#ffe066')(g, 34, 34);
      },
    },
  });
}

/** Grass, rocks, water, bridges, the spawn portal(s) and the exit gate for the current map. */
function paintTerrain() {
  const c = document.createElement('canvas');
  c.width = W * 2;
  c.height = MAP_H * 2;
  const g = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
  g.scale(2, 2);
  const map = world.map;
  const hue = [105, 140, 80][mapIdx] ?? 105;
  for (let r = 0; r < map.rows; r++) {
    for (let col = 0; col < map.cols; col++) {
      const n = ((col * 73 + r * 151) % 17) / 17;
      g.fillStyle = `hsl(${hue + n * 10} ${38 + n * 8}% ${24 + ((col + r) % 2) * 2 + n * 3}%)`;
      g.fillRect(col * TILE, r * TILE, TILE, TILE);
      // Tufts of grass.
      g.fillStyle = `hsla(${hue + 10} 50% 40% / 0.5)`;
      for (let k = 0; k < 3; k++) g.fillRect(col * TILE + ((k * 11 + col * 7 + r * 5) % 26) + 2, r * TILE + ((k * 17 + r * 3) % 24) + 3, 2, 3);
    }
  }
  drawTiles(g, map, (gg, kind, x, y, size, col, row) => {
    if (kind === 'rock') {
      gg.fillStyle = '#4b4f5e';
      gg.fillRect(x, y, size, size);
      const n = (col * 31 + row * 17) % 5;
      gg.fillStyle = '#6c7285';
      gg.beginPath(); gg.ellipse(x + size / 2 - 2 + n, y + size / 2 + 1, size * 0.42, size * 0.36, 0.3, 0, Math.PI * 2); gg.fill();
      gg.fillStyle = '#8e95aa';
      gg.beginPath(); gg.ellipse(x + size / 2 - 5 + n, y + size / 2 - 4, size * 0.18, size * 0.12, 0.3, 0, Math.PI * 2); gg.fill();
    } else if (kind === 'water') {
      gg.fillStyle = '#1f5fa8';
      gg.fillRect(x, y, size, size);
      gg.strokeStyle = 'rgba(180,220,255,0.45)';
      gg.lineWidth = 1.5;
      for (const dy of [9, 20]) { gg.beginPath(); gg.moveTo(x + 3, y + dy); gg.quadraticCurveTo(x + size / 2, y + dy - 4, x + size - 3, y + dy); gg.stroke(); }
    } else if (kind === 'bridge') {
      gg.fillStyle = '#1f5fa8';
      gg.fillRect(x, y, size, size);
      gg.fillStyle = '#9a6a3c';
      for (let k = 0; k < 5; k++) gg.fillRect(x + 1, y + 1 + k * 6, size - 2, 5);
      gg.fillStyle = '#5e3d1e';
      gg.fillRect(x, y, 2, size); gg.fillRect(x + size - 2, y, 2, size);
    } else if (kind === 'spawn') {
      const rg = gg.createRadialGradient(x + size / 2, y + size / 2, 2, x + size / 2, y + size / 2, size / 2);
      rg.addColorStop(0, '#ffb3f0');
      rg.addColorStop(0.5, '#b33bd6');
      rg.addColorStop(1, '#2a0a3a');
      gg.fillStyle = rg;
      gg.fillRect(x, y, size, size);
    } else if (kind === 'exit') {
      gg.fillStyle = '#3a2a1a';
      gg.fillRect(x, y, size, size);
      gg.fillStyle = '#c9a35a';
      gg.fillRect(x + 3, y + 4, size - 6, size - 4);
      gg.fillStyle = '#3a2a1a';
      gg.beginPath(); gg.arc(x + size / 2, y + size, size / 2 - 6, Math.PI, 0); gg.fill();
      gg.fillStyle = '#c9a35a';
      for (let k = 0; k < 3; k++) gg.fillRect(x + 3 + k * 9, y, 6, 5);
    }
  });
  return c;
}

/** @param {CanvasRenderingContext2D} g @param {Tower} t @param {number} x @param {number} y @param {number} [alpha] */
function drawTower(g, t, x, y, alpha = 1) {
  g.save();
  g.globalAlpha = alpha;
  g.fillStyle = '#262a3a';
  roundRect(g, x - 13, y - 13, 26, 26, 6); g.fill();
  g.fillStyle = '#3a4058';
  roundRect(g, x - 11, y - 11, 22, 22, 5); g.fill();
  const col = TOWER_COLOR[t.type];
  g.translate(x, y);
  if (t.type === 'frost') {
    g.fillStyle = col;
    g.beginPath();
    for (let i = 0; i < 6; i++) g.lineTo(Math.cos((i * Math.PI) / 3) * 9, Math.sin((i * Math.PI) / 3) * 9);
    g.closePath(); g.fill();
    g.fillStyle = '#ffffff';
    g.beginPath(); g.arc(0, 0, 3 + t.level, 0, Math.PI * 2); g.fill();
  } else {
    g.rotate(t.angle);
    g.fillStyle = '#1b1f2c';
    if (t.type === 'gun') { g.fillRect(2, -5, 11, 3); g.fillRect(2, 2, 11, 3); }
    else if (t.type === 'cannon') g.fillRect(2, -3.5, 12, 7);
    else g.fillRect(2, -1.5, 16, 3);
    g.fillStyle = col;
    g.beginPath(); g.arc(0, 0, t.type === 'cannon' ? 8 : 7, 0, Math.PI * 2); g.fill();
    g.fillStyle = 'rgba(255,255,255,0.45)';
    g.beginPath(); g.arc(-2, -2, 2.5, 0, Math.PI * 2); g.fill();
  }
  g.restore();
  g.fillStyle = '#ffe066';
  for (let i = 0; i < t.level; i++) g.fillRect(x - 9 + i * 7, y + 9, 4, 3);
}

// ---------------------------------------------------------------- flow

/** @param {Kit} kit */
function refreshHud(kit) {
  kit.setStat('lives', lives);
  kit.setLevel(Math.max(1, wave));
}

function refreshRoutes() {
  routes = world.spawns.map((_, i) => routeFrom(world, i));
}

/** @param {Kit} kit */
function startWave(kit) {
  if (phase !== 'build' || wave >= WAVES) return;
  if (countdown > 0 && wave > 0) {
    const b = Math.ceil(countdown);
    money += b;
    if (!demoing) kit.toast(kit.t('early', { b }));
  }
  wave++;
  queue = waveList(wave);
  spawnT = 0;
  phase = 'wave';
  countdown = -1;
  pending = null;
  if (queue.some((q) => q.kind === 'boss') && !demoing) kit.toast(kit.t('boss'));
  kit.sound.jingle([392, 523, 659]);
  refreshHud(kit);
}

/** @param {Kit} kit @param {number} col @param {number} row */
function tryBuild(kit, col, row) {
  const cost = /** @type {import('./logic.js').Level} */ (TOWERS[buildType].levels[0]).cost;
  const why = canBuild(world, enemies, col, row);
  if (why !== 'ok') {
    if (!demoing) kit.toast(kit.t(why === 'occupied' ? 'terrain' : why));
    kit.sound.tone({ freq: 180, dur: 0.12, type: 'square', vol: 0.06 });
    return false;
  }
  if (money < cost) {
    if (!demoing) kit.toast(kit.t('noMoney'));
    kit.sound.tone({ freq: 180, dur: 0.12, type: 'square', vol: 0.06 });
    return false;
  }
  money -= cost;
  selected = placeTower(world, buildType, col, row);
  refreshRoutes();
  kit.sound.tone({ freq: 520, to: 780, dur: 0.1, type: 'triangle', vol: 0.1 });
  return true;
}

/** @param {Kit} kit */
function doUpgrade(kit) {
  if (!selected) return;
  const c = upgradeCost(selected);
  if (c === null) return;
  if (money < c) { if (!demoing) kit.toast(kit.t('noMoney')); return; }
  money -= c;
  upgrade(selected);
  kit.sound.jingle([660, 880, 1175]);
}

/** @param {Kit} kit */
function doSell(kit) {
  if (!selected) return;
  money += sellValue(selected);
  removeTower(world, selected);
  selected = null;
  refreshRoutes();
  kit.sound.tone({ freq: 700, to: 350, dur: 0.12, type: 'triangle', vol: 0.08 });
}

/** A click, tap or Enter on a map cell. @param {Kit} kit @param {number} col @param {number} row @param {boolean} confirm build at once (mouse, keys) */
function actAt(kit, col, row, confirm) {
  const t = world.towers.get(cellIndex(world, col, row));
  if (t) { selected = selected === t ? null : t; pending = null; return; }
  // With a tower selected, a tap elsewhere only closes its panel.
  if (selected) { selected = null; return; }
  if (!confirm && !(pending && pending.col === col && pending.row === row)) {
    pending = { col, row };
    return;
  }
  pending = null;
  tryBuild(kit, col, row);
}

// ---------------------------------------------------------------- panel

const BTN = TOWER_TYPES.map((type, i) => ({ type, x: 6 + i * 88, y: PY + 8, w: 84, h: 58 }));
const UPG = { x: 184, y: PY + 72, w: 84, h: 50 };
const SELL = { x: 272, y: PY + 72, w: 82, h: 50 };
const NEXT = { x: 106, y: PY + 130, w: 180, h: 42 };
const SPEED = { x: 292, y: PY + 130, w: 62, h: 42 };

/** @param {Rect} r @param {number} x @param {number} y */
const inside = (r, x, y) => x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;

/** @param {Kit} kit @param {number} x @param {number} y */
function panelTap(kit, x, y) {
  for (const b of BTN) {
    if (inside(b, x, y)) { buildType = b.type; selected = null; kit.sound.blip(660); return; }
  }
  if (selected && inside(UPG, x, y)) { doUpgrade(kit); return; }
  if (selected && inside(SELL, x, y)) { doSell(kit); return; }
  if (inside(NEXT, x, y)) { startWave(kit); return; }
  if (inside(SPEED, x, y)) { fast = !fast; kit.sound.blip(fast ? 990 : 660); }
}

/** @param {CanvasRenderingContext2D} g @param {Rect} r @param {string} fill @param {string} [stroke] */
function button(g, r, fill, stroke) {
  g.fillStyle = fill;
  roundRect(g, r.x, r.y, r.w, r.h, 10); g.fill();
  if (stroke) { g.strokeStyle = stroke; g.lineWidth = 2; roundRect(g, r.x + 1, r.y + 1, r.w - 2, r.h - 2, 9); g.stroke(); }
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawPanel(g, k) {
  const bg = g.createLinearGradient(0, PY, 0, H);
  bg.addColorStop(0, '#1d2238');
  bg.addColorStop(1, '#121526');
  g.fillStyle = bg;
  g.fillRect(0, PY, W, H - PY);
  g.fillStyle = 'rgba(255,255,255,0.12)';
  g.fillRect(0, PY, W, 1);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  for (const b of BTN) {
    const lv = /** @type {import('./logic.js').Level} */ (TOWERS[b.type].levels[0]);
    const on = buildType === b.type && !selected;
    button(g, b, on ? 'rgba(255,224,102,0.16)' : 'rgba(255,255,255,0.06)', on ? '#ffe066' : undefined);
    drawTower(g, { type: b.type, col: 0, row: 0, level: 1, spent: 0, cd: 0, angle: -Math.PI / 4 }, b.x + b.w / 2, b.y + 22, money >= lv.cost ? 1 : 0.4);
    g.font = '800 12px system-ui, sans-serif';
    g.fillStyle = money >= lv.cost ? '#ffe066' : '#9a8a6a';
    g.fillText(`$${lv.cost}`, b.x + b.w / 2, b.y + b.h - 9);
  }
  // Info row: the selected tower (upgrade, sell) or what the chosen type does.
  const rtl = k.dir === 'rtl';
  g.textAlign = rtl ? 'right' : 'left';
  const tx = rtl ? 178 : 8;
  if (selected) {
    const st = statsOf(selected);
    g.font = '800 14px system-ui, sans-serif';
    g.fillStyle = TOWER_COLOR[selected.type];
    g.fillText(`${k.t(selected.type)} · ${k.t('lv', { n: selected.level })}`, tx, PY + 86, 172);
    g.font = '600 11px system-ui, sans-serif';
    g.fillStyle = '#c9cfe8';
    g.fillText(k.t('dmg', { d: st.dmg, r: st.range }), tx, PY + 106, 172);
    const uc = upgradeCost(selected);
    button(g, UPG, uc !== null && money >= uc ? '#2f7d5a' : 'rgba(255,255,255,0.07)');
    button(g, SELL, '#7a3040');
    g.textAlign = 'center';
    g.fillStyle = '#ffffff';
    g.font = '800 12px system-ui, sans-serif';
    g.fillText(uc === null ? k.t('maxed') : k.t('upgrade'), UPG.x + UPG.w / 2, UPG.y + 17, UPG.w - 6);
    g.fillText(k.t('sell'), SELL.x + SELL.w / 2, SELL.y + 17, SELL.w - 6);
    g.fillStyle = '#ffe066';
    if (uc !== null) g.fillText(`$${uc}`, UPG.x + UPG.w / 2, UPG.y + 35);
    g.fillText(`+$${sellValue(selected)}`, SELL.x + SELL.w / 2, SELL.y + 35);
  } else {
    g.font = '800 14px system-ui, sans-serif';
    g.fillStyle = TOWER_COLOR[buildType];
    g.fillText(k.t(buildType), rtl ? W - 8 : 8, PY + 88);
    g.font = '600 12px system-ui, sans-serif';
    g.fillStyle = '#c9cfe8';
    g.fillText(k.t(`${buildType}Info`), rtl ? W - 8 : 8, PY + 108, W - 16);
  }
  // Money, next wave, speed.
  g.textAlign = 'center';
  g.font = '900 20px system-ui, sans-serif';
  g.fillStyle = '#ffe066';
  g.fillText(`$${money}`, 53, NEXT.y + NEXT.h / 2 + 1);
  const can = phase === 'build' && wave < WAVES;
  button(g, NEXT, can ? '#3b5bdb' : 'rgba(255,255,255,0.07)', can && !k.reducedMotion && Math.sin(k.clock * 5) > 0.3 ? '#9fb4ff' : undefined);
  g.fillStyle = '#ffffff';
  g.font = '800 13px system-ui, sans-serif';
  const left = queue.length + enemies.length;
  const label = phase === 'wave' ? k.t('inWave', { n: wave, left }) : countdown > 0 ? k.t('nextIn', { s: Math.ceil(countdown) }) : k.t('next');
  g.fillText(label, NEXT.x + NEXT.w / 2, NEXT.y + NEXT.h / 2 + 1, NEXT.w - 8);
  button(g, SPEED, fast ? '#ffb14a' : 'rgba(255,255,255,0.08)');
  g.fillStyle = fast ? '#1a1020' : '#ffffff';
  g.font = '900 15px system-ui, sans-serif';
  g.fillText(fast ? '×2' : '×1', SPEED.x + SPEED.w / 2, SPEED.y + SPEED.h / 2 + 1);
}

// ---------------------------------------------------------------- simulation

/** @param {Kit} kit @param {number} dt */
function simulate(kit, dt) {
  if (phase === 'build') {
    if (countdown > 0 && (countdown -= dt) <= 0) startWave(kit);
    return;
  }
  // Spawning.
  if (queue.length) {
    spawnT += dt;
    const head = /** @type {{kind: EnemyKind, delay: number}} */ (queue[0]);
    if (spawnT >= head.delay) {
      spawnT = 0;
      queue.shift();
      enemies.push(makeEnemy(world, head.kind, wave, nextId++, spawnSide++));
    }
  }
  // Movement and leaks.
  enemies = enemies.filter((e) => {
    if (!stepEnemy(world, e, dt)) return true;
    lives = Math.max(0, lives - ENEMIES[e.kind].lives);
    leaked++;
    kit.sound.tone({ freq: 200, to: 90, dur: 0.3, type: 'sawtooth', vol: 0.12 });
    refreshHud(kit);
    return false;
  });
  if (lives <= 0 && !demoing) { kit.gameOver({ message: kit.t('lost', { n: wave }) }); return; }
  // Towers.
  for (const t of world.towers.values()) {
    t.cd -= dt;
    const st = statsOf(t);
    const c = world.map.center(t.col, t.row);
    if (t.type === 'frost') {
      if (t.cd <= 0 && enemies.some((e) => (e.x - c.x) ** 2 + (e.y - c.y) ** 2 <= (st.range * TILE) ** 2)) {
        frostPulse(world, t, enemies);
        rings.push({ x: c.x, y: c.y, t: 0, r: st.range * TILE, color: '143,216,255' });
        t.cd = st.rate;
      }
      continue;
    }
    const target = pickTarget(world, t, enemies);
    if (!target) continue;
    t.angle = Math.atan2(target.y - c.y, target.x - c.x);
    if (t.cd > 0) continue;
    t.cd = st.rate;
    if (t.type === 'cannon') {
      shells.push({ x: c.x, y: c.y, tx: target.x, ty: target.y, dmg: st.dmg, splash: st.splash ?? 1 });
      kit.sound.tone({ freq: 140, to: 70, dur: 0.12, type: 'square', vol: 0.07 });
    } else {
      target.hp -= hitDamage(st.dmg, target.kind, TOWERS[t.type].pierce);
      beams.push({ x1: c.x + Math.cos(t.angle) * 12, y1: c.y + Math.sin(t.angle) * 12, x2: target.x, y2: target.y, t: t.type === 'rail' ? 0.22 : 0.07, color: TOWER_COLOR[t.type], w: t.type === 'rail' ? 3 : 1.5 });
      if (t.type === 'rail') kit.sound.tone({ freq: 1600, to: 400, dur: 0.15, type: 'sawtooth', vol: 0.05 });
      else kit.sound.tone({ freq: 900, dur: 0.025, type: 'square', vol: 0.025 });
    }
  }
  shells = shells.filter((s) => {
    const d = Math.hypot(s.tx - s.x, s.ty - s.y);
    const step = SHELL_SPEED * dt;
    if (d > step) { s.x += ((s.tx - s.x) / d) * step; s.y += ((s.ty - s.y) / d) * step; return true; }
    splash(enemies, s.tx, s.ty, s.splash, s.dmg);
    rings.push({ x: s.tx, y: s.ty, t: 0, r: s.splash * TILE, color: '255,177,74' });
    return false;
  });
  // The fallen pay out.
  enemies = enemies.filter((e) => {
    if (e.hp > 0) return true;
    kills++;
    const b = ENEMIES[e.kind].bounty;
    money += b;
    kit.addScore(b * 10);
    popups.push({ x: e.x, y: e.y - 10, text: `+$${b}`, t: 0.8 });
    kit.sound.noise({ dur: e.kind === 'boss' ? 0.6 : 0.1, vol: e.kind === 'boss' ? 0.3 : 0.08, freq: 1500 });
    return false;
  });
  if (!queue.length && !enemies.length) {
    const b = waveReward(wave);
    money += b;
    kit.addScore(wave * 50);
    phase = 'build';
    shells = [];
    if (wave >= WAVES) {
      kit.addScore(lives * 100);
      if (!demoing) kit.gameOver({ win: true, message: kit.t('won', { n: WAVES }) });
      return;
    }
    countdown = BREAK;
    if (!demoing) kit.toast(kit.t('cleared', { n: wave, b }));
    kit.sound.jingle([523, 659, 784, 1047]);
  }
}

const kit = createGame({
  id: 34,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'wave' }, { key: 'lives', label: 'lives' }],
  options: [{ key: 'map', label: 'map', choices: MAPS.map((m, i) => ({ value: String(i), label: m.key })), default: '0' }],
  bestKey: (k) => `map${k.option('map')}`,
  reset(k) {
    if (!sheet) buildSheet();
    mapIdx = Math.max(0, Math.min(MAPS.length - 1, Number(k.option('map')) || 0));
    world = makeWorld(mapIdx);
    enemies = [];
    money = START_MONEY;
    lives = START_LIVES;
    wave = 0;
    phase = 'build';
    countdown = -1;
    queue = [];
    spawnSide = 0;
    kills = 0;
    leaked = 0;
    fast = false;
    buildType = 'gun';
    selected = null;
    pending = null;
    beams = [];
    shells = [];
    rings = [];
    popups = [];
    cursor = { col: 5, row: 6, on: false };
    refreshRoutes();
    refreshHud(k);
  },
  update(dt, k) {
    beams = beams.filter((b) => (b.t -= dt) > 0);
    rings = rings.filter((r) => (r.t += dt) < 0.35);
    popups = popups.filter((p) => { p.y -= 24 * dt; return (p.t -= dt) > 0; });
    simulate(k, dt);
    if (fast && k.screen === 'playing') simulate(k, dt);
  },
  onKey(code, k) {
    const n = { Digit1: 0, Digit2: 1, Digit3: 2, Digit4: 3 }[code];
    if (n !== undefined) { buildType = /** @type {TowerType} */ (TOWER_TYPES[n]); selected = null; return true; }
    const d = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[code];
    if (d) {
      if (cursor.on) {
        cursor.col = Math.max(0, Math.min(COLS - 1, cursor.col + /** @type {number} */ (d[0])));
        cursor.row = Math.max(0, Math.min(world.map.rows - 1, cursor.row + /** @type {number} */ (d[1])));
      }
      cursor.on = true;
      hover = null;
      return true;
    }
    if (code === 'Enter' || code === 'Space') {
      if (!cursor.on) { cursor.on = true; return true; }
      actAt(k, cursor.col, cursor.row, true);
      return true;
    }
    if (code === 'KeyU') { doUpgrade(k); return true; }
    if (code === 'KeyS' || code === 'Delete' || code === 'Backspace') { doSell(k); return true; }
    if (code === 'KeyN') { startWave(k); return true; }
    if (code === 'KeyF') { fast = !fast; return true; }
    return false;
  },
  onPointer(kind, p) {
    if (kind === 'move' && p.pointerType === 'mouse') {
      hover = p.inside && p.y < MAP_H ? world.map.cellAt(p.x, p.y) : null;
      if (hover) cursor.on = false;
    }
  },
  onTap(p, k) {
    if (!p.inside) return;
    if (p.y >= PY) { panelTap(k, p.x, p.y); return; }
    const c = world.map.cellAt(p.x, p.y);
    cursor = { col: c.col, row: c.row, on: false };
    actAt(k, c.col, c.row, p.pointerType === 'mouse');
  },
  render(g, k) {
    if (!terrain || terrainMap !== mapIdx) { terrain = paintTerrain(); terrainMap = mapIdx; }
    g.drawImage(terrain, 0, 0, W, MAP_H);
    // The walkers' current route, flowing towards the exit.
    g.fillStyle = 'rgba(255,236,170,0.6)';
    const flow = k.reducedMotion ? 0 : (k.clock * 1.5) % 1;
    for (const route of routes) {
      for (let i = 0; i + 1 < route.length; i++) {
        const a = world.map.center(/** @type {Cell} */ (route[i]).col, /** @type {Cell} */ (route[i]).row);
        const b = world.map.center(/** @type {Cell} */ (route[i + 1]).col, /** @type {Cell} */ (route[i + 1]).row);
        g.beginPath(); g.arc(a.x + (b.x - a.x) * flow, a.y + (b.y - a.y) * flow, 2.4, 0, Math.PI * 2); g.fill();
      }
    }
    // Range of the selected tower, or of the tower about to be built.
    const preview = selected ? null : pending ?? (hover && !world.towers.has(cellIndex(world, hover.col, hover.row)) ? hover : null) ?? (cursor.on ? cursor : null);
    if (selected) {
      const c = world.map.center(selected.col, selected.row);
      g.fillStyle = 'rgba(255,255,255,0.08)';
      g.strokeStyle = 'rgba(255,255,255,0.5)';
      g.lineWidth = 1.5;
      g.beginPath(); g.arc(c.x, c.y, statsOf(selected).range * TILE, 0, Math.PI * 2); g.fill(); g.stroke();
    }
    for (const t of world.towers.values()) {
      const c = world.map.center(t.col, t.row);
      drawTower(g, t, c.x, c.y);
    }
    if (preview && k.screen === 'playing') {
      const c = world.map.center(preview.col, preview.row);
      const ok = !world.towers.has(cellIndex(world, preview.col, preview.row)) && canBuild(world, enemies, preview.col, preview.row) === 'ok';
      g.fillStyle = ok ? 'rgba(125,255,155,0.1)' : 'rgba(255,90,90,0.12)';
      g.strokeStyle = ok ? 'rgba(125,255,155,0.6)' : 'rgba(255,90,90,0.6)';
      g.lineWidth = 1.5;
      if (ok) { g.beginPath(); g.arc(c.x, c.y, /** @type {import('./logic.js').Level} */ (TOWERS[buildType].levels[0]).range * TILE, 0, Math.PI * 2); g.fill(); g.stroke(); }
      if (ok) drawTower(g, { type: buildType, col: 0, row: 0, level: 1, spent: 0, cd: 0, angle: -Math.PI / 2 }, c.x, c.y, 0.55);
      g.strokeStyle = ok ? '#7dff9b' : '#ff5a5a';
      g.strokeRect(c.x - TILE / 2 + 1, c.y - TILE / 2 + 1, TILE - 2, TILE - 2);
      if (pending && ok) {
        g.font = '700 11px system-ui, sans-serif';
        g.textAlign = 'center';
        g.fillStyle = '#ffffff';
        g.fillText(k.t('tapAgain'), Math.max(60, Math.min(W - 60, c.x)), c.y > 60 ? c.y - 24 : c.y + 26);
      }
    }
    const sh = sheet;
    if (sh) {
      for (const e of enemies) {
        const fly = ENEMIES[e.kind].flying;
        if (fly) {
          g.fillStyle = 'rgba(0,0,0,0.3)';
          g.beginPath(); g.ellipse(e.x + 4, e.y + 10, 8, 3, 0, 0, Math.PI * 2); g.fill();
        }
        const to = e.next ? world.map.center(e.next.col, e.next.row) : { x: e.tx, y: e.ty };
        const heading = Math.atan2(to.y - e.y, to.x - e.x);
        sh.draw(g, e.kind, e.x, e.y, { rot: heading, frame: Math.floor(k.clock * 8 + e.id) });
        if (e.slow < 1) {
          g.strokeStyle = 'rgba(143,216,255,0.8)';
          g.lineWidth = 1.5;
          g.beginPath(); g.arc(e.x, e.y, e.kind === 'boss' ? 17 : 10, 0, Math.PI * 2); g.stroke();
        }
        if (e.hp < e.maxHp) {
          const w = e.kind === 'boss' ? 28 : 18;
          g.fillStyle = 'rgba(0,0,0,0.6)';
          g.fillRect(e.x - w / 2, e.y - 15 - (e.kind === 'boss' ? 6 : 0), w, 3);
          g.fillStyle = e.hp / e.maxHp > 0.4 ? '#7dff9b' : '#ff6b5b';
          g.fillRect(e.x - w / 2, e.y - 15 - (e.kind === 'boss' ? 6 : 0), (w * Math.max(0, e.hp)) / e.maxHp, 3);
        }
      }
    }
    for (const b of beams) {
      g.strokeStyle = b.color;
      g.globalAlpha = Math.min(1, b.t * 10);
      g.lineWidth = b.w;
      g.beginPath(); g.moveTo(b.x1, b.y1); g.lineTo(b.x2, b.y2); g.stroke();
    }
    g.globalAlpha = 1;
    g.fillStyle = '#2b2b2b';
    for (const s of shells) { g.beginPath(); g.arc(s.x, s.y, 3.5, 0, Math.PI * 2); g.fill(); }
    for (const r of rings) {
      const f = r.t / 0.35;
      g.strokeStyle = `rgba(${r.color},${1 - f})`;
      g.lineWidth = 3;
      g.beginPath(); g.arc(r.x, r.y, r.r * (0.3 + 0.7 * f), 0, Math.PI * 2); g.stroke();
    }
    g.font = '800 11px system-ui, sans-serif';
    g.textAlign = 'center';
    for (const p of popups) {
      g.globalAlpha = Math.min(1, p.t * 2);
      g.fillStyle = '#ffe066';
      g.fillText(p.text, p.x, p.y);
    }
    g.globalAlpha = 1;
    if (cursor.on && k.screen === 'playing') {
      g.strokeStyle = '#ffe066';
      g.lineWidth = 2;
      g.strokeRect(cursor.col * TILE + 1, cursor.row * TILE + 1, TILE - 2, TILE - 2);
    }
    drawPanel(g, k);
  },
  state() {
    return {
      map: mapIdx,
      wave,
      phase,
      money,
      lives,
      kills,
      leaked,
      countdown: Math.ceil(Math.max(0, countdown)),
      fast,
      buildType,
      selected: selected ? { col: selected.col, row: selected.row, type: selected.type, level: selected.level } : null,
      pending,
      cursor: { ...cursor },
      towers: [...world.towers.values()].map((t) => ({ col: t.col, row: t.row, type: t.type, level: t.level })),
      enemies: enemies.length,
      queued: queue.length,
      route: routes[0]?.length ?? 0,
    };
  },
  demo(k) {
    demoing = true;
    // Meadow, wave 6: a little maze of mixed towers, some upgraded, with a wave in full flow.
    world = makeWorld(0);
    mapIdx = 0;
    money = 5000;
    // Three walls with gaps at alternate ends make the walkers snake down the meadow.
    const types = /** @type {TowerType[]} */ (['gun', 'cannon', 'gun', 'frost', 'gun', 'rail', 'cannon', 'gun']);
    /** @type {[number, number][]} */
    const cells = [];
    for (let c = 2; c <= 10; c++) cells.push([c, 2]);
    for (let c = 1; c <= 7; c++) cells.push([c, 5]);
    for (let c = 4; c <= 10; c++) cells.push([c, 8]);
    cells.forEach(([col, row], i) => {
      if (canBuild(world, enemies, col, row) !== 'ok') return;
      const t = placeTower(world, /** @type {TowerType} */ (types[i % types.length]), col, row);
      if (i % 3 === 0) upgrade(t);
    });
    refreshRoutes();
    wave = 7;
    phase = 'build';
    startWave(k);
    for (let i = 0; i < 60 * 13; i++) simulate(k, 1 / 60);
    // Walkers spread along the maze and a pair of flyers cutting across.
    const route = routeFrom(world);
    const kinds = /** @type {EnemyKind[]} */ (['grunt', 'scout', 'tank', 'grunt', 'grunt', 'scout', 'tank', 'grunt', 'grunt']);
    kinds.forEach((kind, i) => {
      const cell = route[8 + i * 5];
      if (!cell) return;
      const e = makeEnemy(world, kind, wave, nextId++);
      const p = world.map.center(cell.col, cell.row);
      e.x = p.x; e.y = p.y;
      e.hp = Math.round(e.maxHp * (0.35 + (i % 3) * 0.3));
      enemies.push(e);
    });
    for (const [fx, fy] of [[150, 170], [215, 300]]) {
      const f = makeEnemy(world, 'flyer', wave, nextId++);
      f.x = fx; f.y = fy;
      enemies.push(f);
    }
    for (let i = 0; i < 12; i++) simulate(k, 1 / 60);
    money = 185;
    lives = 17;
    popups = [];
    refreshHud(k);
    selected = [...world.towers.values()].find((t) => t.type === 'cannon' && t.row === 5) ?? null;
    demoing = false;
  },
});

// The HUD shows the starting lives behind the start screen, not 0.
kit.setStat('lives', START_LIVES);

export default kit;
