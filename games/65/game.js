// @ts-check
import { createGame, roundRect, keyDir } from '../kit/kit.js';
import {
  N, FLEET, cellsOf, canPlace, clampShip, rotateShip, randomFleet, newSide, fire, allSunk, isSunk, shipAt,
  newKnowledge, learn, chooseShot, aiSkill, shotPoints, winBonus, accuracy,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Ship} Ship */
/** @typedef {import('./logic.js').Side} Side */
/** @typedef {import('./logic.js').Knowledge} Knowledge */
/** @typedef {{x: number, y: number, w: number, h: number}} Rect */

const W = 540;
const H = 900;
const BIG = { x: 50, y: 96, cell: 46 };
const SMALL = { x: 50, y: 612, cell: 24 };
const DOCK_CELL = 30;
const DOCK = [
  { x: 50, y: 590 }, { x: 222, y: 590 }, { x: 364, y: 590 },
  { x: 50, y: 636 }, { x: 162, y: 636 },
];
const BTN_Y = 760;
const BTN_H = 64;
const BUTTONS = [
  { id: 'rotate', x: 50, w: 140 },
  { id: 'random', x: 200, w: 140 },
  { id: 'start', x: 350, w: 160 },
];
const NAMES = ['carrier', 'battleship', 'cruiser', 'submarine', 'destroyer'];
const LETTERS = 'ABCDEFGHIJ';

const strings = {
  'zh-CN': { title: '海战棋', placeTitle: '部署你的舰队', placeHint: '把战舰拖到海域里 · 点击已放好的战舰可旋转', rotate: '旋转', random: '随机', startBattle: '开战！', yourTurn: '轮到你：开炮！', enemyTurn: '敌方瞄准中…', enemyWaters: '敌方海域', yourFleet: '我方舰队', enemyFleet: '敌方舰队', hit: '命中！', miss: '落空', sunkEnemy: '你击沉了敌方{ship}！', sunkMine: '你的{ship}被击沉了！', won: '敌方舰队全军覆没！', nextLevel: '第 {n} 关：敌方炮手更准了', lost: '你的舰队在第 {n} 关全军覆没。', shots: '射击 {n}', accuracy: '命中率 {n}%', needAll: '请先放好全部五艘战舰', cantPlace: '那里放不下', carrier: '航空母舰', battleship: '战列舰', cruiser: '巡洋舰', submarine: '潜艇', destroyer: '驱逐舰' },
  en: { title: 'Battleship', placeTitle: 'Deploy your fleet', placeHint: 'Drag ships onto the grid · tap a placed ship to turn it', rotate: 'Rotate', random: 'Random', startBattle: 'Battle!', yourTurn: 'Your turn: fire!', enemyTurn: 'The enemy is aiming…', enemyWaters: 'Enemy waters', yourFleet: 'Your fleet', enemyFleet: 'Enemy fleet', hit: 'Hit!', miss: 'Miss', sunkEnemy: 'You sank their {ship}!', sunkMine: 'They sank your {ship}!', won: 'Enemy fleet destroyed!', nextLevel: 'Level {n}: the enemy gunner gets sharper', lost: 'Your fleet went down on level {n}.', shots: 'Shots {n}', accuracy: 'Accuracy {n}%', needAll: 'Place all five ships first', cantPlace: 'No room there', carrier: 'carrier', battleship: 'battleship', cruiser: 'cruiser', submarine: 'submarine', destroyer: 'destroyer' },
  ja: { title: '海戦ゲーム', placeTitle: '艦隊を配置しよう', placeHint: '艦をマス目へドラッグ · 置いた艦をタップで回転', rotate: '回転', random: 'おまかせ', startBattle: '開戦！', yourTurn: 'あなたの番：撃て！', enemyTurn: '敵が狙っています…', enemyWaters: '敵の海域', yourFleet: '自軍艦隊', enemyFleet: '敵艦隊', hit: '命中！', miss: 'はずれ', sunkEnemy: '敵の{ship}を撃沈！', sunkMine: '味方の{ship}が撃沈された！', won: '敵艦隊を全滅させた！', nextLevel: 'レベル {n}：敵の砲撃が正確になった', lost: 'レベル {n} で艦隊が全滅しました。', shots: '射撃 {n}', accuracy: '命中率 {n}%', needAll: '先に 5 隻すべてを配置してください', cantPlace: 'そこには置けません', carrier: '空母', battleship: '戦艦', cruiser: '巡洋艦', submarine: '潜水艦', destroyer: '駆逐艦' },
  es: { title: 'Hundir la flota', placeTitle: 'Despliega tu flota', placeHint: 'Arrastra los barcos a la cuadrícula · toca uno colocado para girarlo', rotate: 'Girar', random: 'Al azar', startBattle: '¡A la batalla!', yourTurn: 'Tu turno: ¡dispara!', enemyTurn: 'El enemigo apunta…', enemyWaters: 'Aguas enemigas', yourFleet: 'Tu flota', enemyFleet: 'Flota enemiga', hit: '¡Tocado!', miss: 'Agua', sunkEnemy: '¡Hundiste su {ship}!', sunkMine: '¡Han hundido tu {ship}!', won: '¡Flota enemiga destruida!', nextLevel: 'Nivel {n}: el artillero enemigo afina la puntería', lost: 'Hundieron tu flota en el nivel {n}.', shots: 'Disparos {n}', accuracy: 'Precisión {n}%', needAll: 'Coloca antes los cinco barcos', cantPlace: 'No cabe ahí', carrier: 'portaaviones', battleship: 'acorazado', cruiser: 'crucero', submarine: 'submarino', destroyer: 'destructor' },
  de: { title: 'Schiffe versenken', placeTitle: 'Stelle deine Flotte auf', placeHint: 'Schiffe aufs Raster ziehen · gesetztes Schiff antippen zum Drehen', rotate: 'Drehen', random: 'Zufällig', startBattle: 'Angriff!', yourTurn: 'Du bist dran: Feuer!', enemyTurn: 'Der Gegner zielt …', enemyWaters: 'Feindliche Gewässer', yourFleet: 'Deine Flotte', enemyFleet: 'Feindliche Flotte', hit: 'Treffer!', miss: 'Wasser', sunkEnemy: 'Feindliches Schiff versenkt: {ship}!', sunkMine: 'Dein Schiff wurde versenkt: {ship}!', won: 'Feindliche Flotte versenkt!', nextLevel: 'Stufe {n}: Der feindliche Kanonier zielt besser', lost: 'Deine Flotte ging auf Stufe {n} unter.', shots: 'Schüsse {n}', accuracy: 'Trefferquote {n} %', needAll: 'Setze zuerst alle fünf Schiffe', cantPlace: 'Dort ist kein Platz', carrier: 'Flugzeugträger', battleship: 'Schlachtschiff', cruiser: 'Kreuzer', submarine: 'U-Boot', destroyer: 'Zerstörer' },
  fr: { title: 'Bataille navale', placeTitle: 'Déployez votre flotte', placeHint: 'Glissez les navires sur la grille · touchez un navire posé pour le tourner', rotate: 'Tourner', random: 'Au hasard', startBattle: 'Au combat !', yourTurn: 'À vous : feu !', enemyTurn: 'L’ennemi vise…', enemyWaters: 'Eaux ennemies', yourFleet: 'Votre flotte', enemyFleet: 'Flotte ennemie', hit: 'Touché !', miss: 'À l’eau', sunkEnemy: 'Vous avez coulé le {ship} ennemi !', sunkMine: 'Votre {ship} est coulé !', won: 'Flotte ennemie anéantie !', nextLevel: 'Niveau {n} : le canonnier ennemi vise mieux', lost: 'Votre flotte a sombré au niveau {n}.', shots: 'Tirs {n}', accuracy: 'Précision {n} %', needAll: 'Placez d’abord les cinq navires', cantPlace: 'Pas de place ici', carrier: 'porte-avions', battleship: 'cuirassé', cruiser: 'croiseur', submarine: 'sous-marin', destroyer: 'destroyer' },
  'pt-BR': { title: 'Batalha Naval', placeTitle: 'Posicione sua frota', placeHint: 'Arraste os navios para a grade · toque num navio posicionado para girá-lo', rotate: 'Girar', random: 'Aleatório', startBattle: 'À batalha!', yourTurn: 'Sua vez: fogo!', enemyTurn: 'O inimigo está mirando…', enemyWaters: 'Águas inimigas', yourFleet: 'Sua frota', enemyFleet: 'Frota inimiga', hit: 'Acertou!', miss: 'Água', sunkEnemy: 'Você afundou o {ship} inimigo!', sunkMine: 'Seu {ship} foi afundado!', won: 'Frota inimiga destruída!', nextLevel: 'Nível {n}: o artilheiro inimigo está mais preciso', lost: 'Sua frota afundou no nível {n}.', shots: 'Tiros {n}', accuracy: 'Precisão {n}%', needAll: 'Posicione os cinco navios primeiro', cantPlace: 'Não cabe aí', carrier: 'porta-aviões', battleship: 'encouraçado', cruiser: 'cruzador', submarine: 'submarino', destroyer: 'destróier' },
  ar: { title: 'معركة السفن', placeTitle: 'انشر أسطولك', placeHint: 'اسحب السفن إلى الشبكة · المس سفينة موضوعة لتدويرها', rotate: 'تدوير', random: 'عشوائي', startBattle: 'إلى المعركة!', yourTurn: 'دورك: أطلق النار!', enemyTurn: 'العدو يصوّب…', enemyWaters: 'مياه العدو', yourFleet: 'أسطولك', enemyFleet: 'أسطول العدو', hit: 'إصابة!', miss: 'في الماء', sunkEnemy: 'أغرقت سفينة العدو: {ship}!', sunkMine: 'أغرق العدو سفينتك: {ship}!', won: 'دُمّر أسطول العدو بالكامل!', nextLevel: 'المستوى {n}: مدفعي العدو أدقّ', lost: 'غرق أسطولك في المستوى {n}.', shots: 'الطلقات {n}', accuracy: 'الدقة {n}%', needAll: 'ضع السفن الخمس أولًا', cantPlace: 'لا مكان هناك', carrier: 'حاملة الطائرات', battleship: 'البارجة', cruiser: 'الطرّاد', submarine: 'الغواصة', destroyer: 'المدمّرة' },
};

// ---------------------------------------------------------------- state

/** @type {'place'|'battle'|'ended'} */
let phase = 'place';
/** Player's ships by id while placing (null = still in the dock). @type {(Ship | null)[]} */
let placed = FLEET.map(() => null);
/** Orientation each dock ship will have when put down. */
let orient = FLEET.map(() => true);
let selected = 0;
const cursor = { r: 0, c: 0, visible: false };
/** @type {Side} */
let mine = newSide([]);
/** @type {Side} */
let enemy = newSide([]);
/** @type {Knowledge} */
let aiKnows = newKnowledge();
let parity = 0;
let myTurn = true;
let aiWait = 0;
let endWait = 0;
/** @type {'win'|'loss'|null} */
let result = null;
/** @type {number[]} */
let aiShots = [];
let playerShots = 0;
/** @type {{from: 'board'|'dock', id: number, seg: number, x0: number, y0: number, x: number, y: number, active: boolean} | null} */
let drag = null;
/** Set while a drop is being handled, so the tap the same pointer-up may produce is ignored. */
let dropping = false;
let hoverCell = -1;
/** @type {{x: number, y: number, kind: 'splash'|'boom', t: number, big: boolean}[]} */
let fx = [];
/** @type {{x: number, y: number, vx: number, vy: number, t: number, c: string}[]} */
let sparks = [];
/** @type {{text: string, color: string, t: number}} */
let banner = { text: '', color: '#fff', t: 9 };

// ---------------------------------------------------------------- geometry

/** @param {{x: number, y: number, cell: number}} b @param {number} idx */
function cellRect(b, idx) {
  return { x: b.x + (idx % N) * b.cell, y: b.y + Math.floor(idx / N) * b.cell, w: b.cell, h: b.cell };
}

/** Cell under a point, or -1. @param {{x: number, y: number, cell: number}} b @param {number} x @param {number} y */
function cellAt(b, x, y) {
  const c = Math.floor((x - b.x) / b.cell);
  const r = Math.floor((y - b.y) / b.cell);
  return r >= 0 && r < N && c >= 0 && c < N ? r * N + c : -1;
}

/** @param {number} id */
function dockRect(id) {
  const d = /** @type {{x: number, y: number}} */ (DOCK[id]);
  return { x: d.x, y: d.y, w: (FLEET[id] ?? 0) * DOCK_CELL, h: DOCK_CELL + 6 };
}

/** @param {Rect} r @param {number} x @param {number} y */
function inside(r, x, y) {
  return x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;
}

/** @param {string} id */
function buttonRect(id) {
  const b = BUTTONS.find((o) => o.id === id) ?? { x: 0, w: 0 };
  return { x: b.x, y: BTN_Y, w: b.w, h: BTN_H };
}

function placedShips() {
  return /** @type {Ship[]} */ (placed.filter(Boolean));
}

// ---------------------------------------------------------------- placing

/** @param {Kit} k @param {string} text @param {string} color */
function say(k, text, color) {
  banner = { text, color, t: 0 };
  if (k.reducedMotion) banner.t = 0.5;
}

function nextUnplaced() {
  const i = placed.findIndex((s) => !s);
  return i;
}

/**
 * Puts ship `id` with its bow at (r, c) in its current orientation (pulled inside the grid).
 * @param {Kit} k @param {number} id @param {number} r @param {number} c
 */
function putShip(k, id, r, c) {
  const horiz = placed[id]?.horiz ?? orient[id] ?? true;
  const s = clampShip({ id, len: FLEET[id] ?? 2, r, c, horiz });
  if (!canPlace(placedShips(), s)) {
    k.sound.tone({ freq: 150, dur: 0.09, type: 'square', vol: 0.08 });
    say(k, k.t('cantPlace'), '#ff8fb0');
    return false;
  }
  placed[id] = s;
  orient[id] = s.horiz;
  k.sound.tone({ freq: 420, to: 300, dur: 0.1, type: 'triangle', vol: 0.18 });
  selected = nextUnplaced();
  return true;
}

/** @param {Kit} k */
function rotateSelected(k) {
  if (selected < 0) return;
  const s = placed[selected];
  if (!s) {
    orient[selected] = !orient[selected];
    k.sound.blip(700);
    return;
  }
  const t = rotateShip(placedShips(), s);
  if (!t) { k.sound.tone({ freq: 150, dur: 0.09, type: 'square', vol: 0.08 }); return; }
  placed[selected] = t;
  orient[selected] = t.horiz;
  k.sound.tone({ freq: 520, to: 640, dur: 0.08, type: 'sine', vol: 0.15 });
}

/** @param {Kit} k */
function randomise(k) {
  const fleet = randomFleet(k.random);
  placed = FLEET.map((_, i) => fleet[i] ?? null);
  orient = placed.map((s) => s?.horiz ?? true);
  selected = -1;
  k.sound.tone({ freq: 300, to: 600, dur: 0.15, type: 'triangle', vol: 0.15 });
}

/** @param {Kit} k */
function startBattle(k) {
  if (placed.some((s) => !s)) {
    say(k, k.t('needAll'), '#ffd166');
    k.sound.tone({ freq: 150, dur: 0.09, type: 'square', vol: 0.08 });
    return;
  }
  mine = newSide(placedShips());
  enemy = newSide(randomFleet(k.random));
  aiKnows = newKnowledge();
  parity = Math.floor(k.random() * 2);
  phase = 'battle';
  myTurn = true;
  aiShots = [];
  playerShots = 0;
  result = null;
  selected = -1;
  drag = null;
  cursor.r = 4;
  cursor.c = 4;
  fx = [];
  say(k, k.t('yourTurn'), '#5df08a');
  k.sound.jingle([392, 523, 659]);
}

// ---------------------------------------------------------------- battle

/** @param {Kit} k @param {{x: number, y: number, cell: number}} b @param {number} idx @param {boolean} boom */
function burst(k, b, idx, boom) {
  const r = cellRect(b, idx);
  const x = r.x + r.w / 2;
  const y = r.y + r.h / 2;
  fx.push({ x, y, kind: boom ? 'boom' : 'splash', t: 0, big: b === BIG });
  if (k.reducedMotion || !boom) return;
  for (let i = 0; i < (b === BIG ? 16 : 8); i++) {
    const a = k.random() * Math.PI * 2;
    const sp = 40 + k.random() * (b === BIG ? 160 : 80);
    sparks.push({ x, y, vx: Math.cos(a) * sp, vy: Math.sin(a) * sp - 40, t: 0, c: i % 3 ? '#ffb347' : '#ff5a5a' });
  }
}

/** @param {Kit} k @param {number} idx */
function playerFire(k, idx) {
  if (phase !== 'battle' || !myTurn || result || idx < 0) return;
  const r = fire(enemy, idx);
  if (r.result === 'repeat' || r.result === 'invalid') { k.sound.tone({ freq: 160, dur: 0.06, type: 'square', vol: 0.06 }); return; }
  playerShots++;
  cursor.r = Math.floor(idx / N);
  cursor.c = idx % N;
  const ship = enemy.ships[r.ship];
  k.addScore(shotPoints(r.result, ship?.len ?? 0));
  burst(k, BIG, idx, r.result !== 'miss');
  if (r.result === 'miss') {
    k.sound.noise({ dur: 0.25, vol: 0.12, freq: 900 });
    say(k, k.t('miss'), '#9fd8ff');
  } else {
    k.sound.noise({ dur: 0.35, vol: 0.25, freq: 300 });
    k.sound.tone({ freq: 180, to: 60, dur: 0.3, type: 'sawtooth', vol: 0.15 });
    if (r.result === 'sunk') {
      say(k, k.t('sunkEnemy', { ship: k.t(NAMES[r.ship] ?? '') }), '#ffd166');
      k.sound.jingle([523, 659, 784]);
      if (ship) for (const i of cellsOf(ship)) burst(k, BIG, i, true);
    } else say(k, k.t('hit'), '#ff8f6b');
  }
  if (allSunk(enemy)) {
    result = 'win';
    endWait = k.reducedMotion ? 0.8 : 1.8;
    k.addScore(winBonus(playerShots, k.level));
    say(k, k.t('won'), '#5df08a');
    return;
  }
  myTurn = false;
  aiWait = k.reducedMotion ? 0.35 : 0.75;
}

/** @param {Kit} k */
function aiFire(k) {
  const skill = aiSkill(k.option('difficulty'), k.level);
  const idx = chooseShot(aiKnows, skill, k.random, parity);
  if (idx < 0) { myTurn = true; return; }
  const r = fire(mine, idx);
  aiShots.push(idx);
  learn(aiKnows, idx, r.result, mine.ships[r.ship]);
  burst(k, SMALL, idx, r.result !== 'miss');
  if (r.result === 'miss') k.sound.noise({ dur: 0.2, vol: 0.08, freq: 1200 });
  else {
    k.sound.noise({ dur: 0.3, vol: 0.2, freq: 220 });
    if (r.result === 'sunk') say(k, k.t('sunkMine', { ship: k.t(NAMES[r.ship] ?? '') }), '#ff6b9a');
  }
  if (allSunk(mine)) {
    result = 'loss';
    endWait = k.reducedMotion ? 0.8 : 1.8;
    k.sound.fail();
    return;
  }
  myTurn = true;
}

// ---------------------------------------------------------------- drawing

/** @param {CanvasRenderingContext2D} g @param {{x: number, y: number, cell: number}} b @param {boolean} labels */
function drawSea(g, b, labels) {
  const size = b.cell * N;
  const sea = g.createLinearGradient(b.x, b.y, b.x + size, b.y + size);
  sea.addColorStop(0, '#0d4a7a');
  sea.addColorStop(1, '#082c52');
  g.fillStyle = sea;
  roundRect(g, b.x - 3, b.y - 3, size + 6, size + 6, 8);
  g.fill();
  g.strokeStyle = 'rgba(140,210,255,0.18)';
  g.lineWidth = 1;
  g.beginPath();
  for (let i = 1; i < N; i++) {
    g.moveTo(b.x + i * b.cell, b.y);
    g.lineTo(b.x + i * b.cell, b.y + size);
    g.moveTo(b.x, b.y + i * b.cell);
    g.lineTo(b.x + size, b.y + i * b.cell);
  }
  g.stroke();
  g.strokeStyle = 'rgba(140,210,255,0.45)';
  g.lineWidth = 2;
  roundRect(g, b.x - 3, b.y - 3, size + 6, size + 6, 8);
  g.stroke();
  if (!labels) return;
  g.direction = 'ltr';
  g.fillStyle = 'rgba(200,230,255,0.6)';
  g.font = '700 16px system-ui, sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  for (let i = 0; i < N; i++) {
    g.fillText(LETTERS[i] ?? '', b.x + i * b.cell + b.cell / 2, b.y - 14);
    g.fillText(String(i + 1), b.x - 20, b.y + i * b.cell + b.cell / 2);
  }
  g.direction = 'inherit';
}

/**
 * A grey hull seen from above: pointed bow, rounded stern, a deck house and gun turrets.
 * @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} len @param {boolean} horiz @param {number} cell
 * @param {{alpha?: number, tint?: string, sunk?: boolean}} [o]
 */
function drawShip(g, x, y, len, horiz, cell, o = {}) {
  g.save();
  g.globalAlpha = o.alpha ?? 1;
  g.translate(x, y);
  if (!horiz) {
    g.translate(cell, 0);
    g.rotate(Math.PI / 2);
  }
  const L = len * cell;
  const m = cell * 0.14;
  const h = cell - m * 2;
  g.beginPath();
  g.moveTo(m + h * 0.35, m);
  g.lineTo(L - m - h * 0.9, m);
  g.quadraticCurveTo(L - m * 0.6, m + h * 0.1, L - m * 0.4, m + h / 2);
  g.quadraticCurveTo(L - m * 0.6, m + h * 0.9, L - m - h * 0.9, m + h);
  g.lineTo(m + h * 0.35, m + h);
  g.quadraticCurveTo(m, m + h, m, m + h / 2);
  g.quadraticCurveTo(m, m, m + h * 0.35, m);
  g.closePath();
  const hull = g.createLinearGradient(0, m, 0, m + h);
  const base = o.sunk ? ['#5a3a40', '#2e1d24'] : o.tint === 'sel' ? ['#c9f0ff', '#6aa9c9'] : ['#b7c3d3', '#6b7a8f'];
  hull.addColorStop(0, base[0] ?? '#fff');
  hull.addColorStop(1, base[1] ?? '#000');
  g.fillStyle = hull;
  g.fill();
  g.strokeStyle = o.sunk ? 'rgba(255,120,120,0.6)' : 'rgba(20,30,50,0.7)';
  g.lineWidth = Math.max(1, cell * 0.05);
  g.stroke();
  // Deck details.
  g.fillStyle = o.sunk ? 'rgba(0,0,0,0.3)' : 'rgba(40,52,70,0.55)';
  const mid = L * 0.42;
  roundRect(g, mid - cell * 0.35, m + h * 0.28, cell * 0.7, h * 0.44, cell * 0.08);
  g.fill();
  for (let i = 0; i < len - 1; i++) {
    const tx = cell * (i + 0.55);
    if (Math.abs(tx - mid) < cell * 0.6) continue;
    g.beginPath();
    g.arc(tx, m + h / 2, h * 0.2, 0, Math.PI * 2);
    g.fill();
  }
  g.restore();
}

/** @param {CanvasRenderingContext2D} g @param {Rect} r @param {number} t */
function drawHit(g, r, t) {
  const x = r.x + r.w / 2;
  const y = r.y + r.h / 2;
  const s = r.w;
  const flick = 0.85 + 0.15 * Math.sin(t * 13 + x);
  const grad = g.createRadialGradient(x, y, 0, x, y, s * 0.45);
  grad.addColorStop(0, '#fff3b0');
  grad.addColorStop(0.4, '#ff9f43');
  grad.addColorStop(1, 'rgba(230,50,40,0)');
  g.fillStyle = grad;
  g.beginPath();
  g.arc(x, y, s * 0.45 * flick, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#e8392f';
  g.beginPath();
  g.arc(x, y, s * 0.16, 0, Math.PI * 2);
  g.fill();
}

/** A burnt-out hit on a sunk ship: a dark red cross, so the wreck stays readable. @param {CanvasRenderingContext2D} g @param {Rect} r */
function drawWreck(g, r) {
  const x = r.x + r.w / 2;
  const y = r.y + r.h / 2;
  const d = r.w * 0.2;
  g.strokeStyle = '#ff6b5a';
  g.lineWidth = Math.max(1.5, r.w * 0.09);
  g.lineCap = 'round';
  g.beginPath();
  g.moveTo(x - d, y - d);
  g.lineTo(x + d, y + d);
  g.moveTo(x + d, y - d);
  g.lineTo(x - d, y + d);
  g.stroke();
  g.lineCap = 'butt';
}

/** Hits, misses and wrecks of one grid. @param {CanvasRenderingContext2D} g @param {Side} side @param {{x: number, y: number, cell: number}} b @param {number} t */
function drawShots(g, side, b, t) {
  for (let i = 0; i < N * N; i++) {
    const v = side.shots[i];
    if (v === 1) drawMiss(g, cellRect(b, i));
    else if (v === 2) {
      const s = shipAt(side, i);
      if (s >= 0 && isSunk(side, s)) drawWreck(g, cellRect(b, i));
      else drawHit(g, cellRect(b, i), t);
    }
  }
}

/** @param {CanvasRenderingContext2D} g @param {Rect} r */
function drawMiss(g, r) {
  const x = r.x + r.w / 2;
  const y = r.y + r.h / 2;
  g.strokeStyle = 'rgba(220,240,255,0.55)';
  g.lineWidth = Math.max(1, r.w * 0.06);
  g.beginPath();
  g.arc(x, y, r.w * 0.22, 0, Math.PI * 2);
  g.stroke();
  g.fillStyle = 'rgba(220,240,255,0.8)';
  g.beginPath();
  g.arc(x, y, r.w * 0.08, 0, Math.PI * 2);
  g.fill();
}

/** @param {CanvasRenderingContext2D} g @param {Rect} r @param {string} color @param {number} [lw] */
function outline(g, r, color, lw = 3) {
  g.strokeStyle = color;
  g.lineWidth = lw;
  roundRect(g, r.x + 1, r.y + 1, r.w - 2, r.h - 2, 6);
  g.stroke();
}

/** @param {CanvasRenderingContext2D} g @param {Rect} r @param {string} label @param {boolean} primary @param {boolean} enabled */
function drawButton(g, r, label, primary, enabled) {
  g.globalAlpha = enabled ? 1 : 0.45;
  if (primary) {
    const bg = g.createLinearGradient(r.x, r.y, r.x + r.w, r.y + r.h);
    bg.addColorStop(0, '#ff7a59');
    bg.addColorStop(1, '#e0306f');
    g.fillStyle = bg;
  } else g.fillStyle = 'rgba(120,170,230,0.22)';
  roundRect(g, r.x, r.y, r.w, r.h, 16);
  g.fill();
  g.strokeStyle = primary ? 'rgba(255,255,255,0.5)' : 'rgba(160,210,255,0.5)';
  g.lineWidth = 2;
  g.stroke();
  g.fillStyle = '#fff';
  g.font = '800 22px system-ui, sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(label, r.x + r.w / 2, r.y + r.h / 2 + 1, r.w - 14);
  g.globalAlpha = 1;
}

/** Status text lines of the bottom-right panel. @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawFleetPanel(g, k) {
  const x0 = 306;
  g.textAlign = 'start';
  g.textBaseline = 'middle';
  const rtl = k.dir === 'rtl';
  const tx = rtl ? 510 : x0;
  g.textAlign = rtl ? 'right' : 'left';
  g.fillStyle = '#ffd166';
  g.font = '800 18px system-ui, sans-serif';
  g.fillText(k.t('enemyFleet'), tx, 604, 204);
  FLEET.forEach((len, i) => {
    const y = 622 + i * 27;
    const sunk = isSunk(enemy, i);
    const w = len * 20;
    const sx = rtl ? 510 - w : x0;
    drawShip(g, sx, y, len, true, 20, { alpha: sunk ? 0.5 : 1, sunk });
    if (sunk) {
      g.strokeStyle = '#ff5a5a';
      g.lineWidth = 3;
      g.beginPath();
      g.moveTo(sx + 2, y + 10);
      g.lineTo(sx + w - 2, y + 10);
      g.stroke();
    }
  });
  g.fillStyle = 'rgba(220,235,255,0.85)';
  g.font = '700 17px system-ui, sans-serif';
  g.textAlign = rtl ? 'right' : 'left';
  g.fillText(k.t('shots', { n: playerShots }), tx, 776, 204);
  g.fillText(k.t('accuracy', { n: accuracy(enemy) }), tx, 802, 204);
  const lost = mine.ships.filter((_, i) => isSunk(mine, i)).length;
  g.fillStyle = lost ? '#ff8fb0' : '#5df08a';
  g.fillText(`${k.t('yourFleet')}: ${FLEET.length - lost}/${FLEET.length}`, tx, 828, 204);
}

// ---------------------------------------------------------------- game

const kit = createGame({
  id: 65,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }],
  options: [{ key: 'difficulty', label: 'difficulty', default: 'medium', choices: [{ value: 'easy', label: 'easy' }, { value: 'medium', label: 'medium' }, { value: 'hard', label: 'hard' }] }],
  bestKey: (k) => k.option('difficulty'),
  reset(k) {
    k.setLevel(1);
    phase = 'place';
    placed = FLEET.map(() => null);
    orient = FLEET.map(() => true);
    selected = 0;
    mine = newSide([]);
    enemy = newSide([]);
    result = null;
    fx = [];
    sparks = [];
    drag = null;
    aiShots = [];
    playerShots = 0;
    cursor.visible = false;
    say(k, k.t('placeTitle'), '#9fd8ff');
  },
  update(dt, k) {
    banner.t += dt;
    fx = fx.filter((f) => (f.t += dt) < 0.8);
    sparks = sparks.filter((s) => { s.t += dt; s.x += s.vx * dt; s.y += s.vy * dt; s.vy += 260 * dt; return s.t < 0.9; });
    if (phase !== 'battle') return;
    if (result) {
      endWait -= dt;
      if (endWait > 0) return;
      if (result === 'win') {
        k.setLevel(k.level + 1);
        k.toast(k.t('nextLevel', { n: k.level }));
        // The fleet stays where it was; the player may rearrange it or just start again.
        phase = 'place';
        selected = -1;
        result = null;
        say(k, k.t('placeTitle'), '#9fd8ff');
      } else {
        phase = 'ended';
        k.gameOver({ message: k.t('lost', { n: k.level }) });
      }
      return;
    }
    if (!myTurn) {
      aiWait -= dt;
      if (aiWait <= 0) aiFire(k);
    }
  },
  onKey(code, k) {
    const d = keyDir(code);
    if (d) {
      const dr = d === 'up' ? -1 : d === 'down' ? 1 : 0;
      const dc = d === 'left' ? -1 : d === 'right' ? 1 : 0;
      if (!cursor.visible && phase === 'place' && selected >= 0 && placed[selected]) {
        const s = /** @type {Ship} */ (placed[selected]);
        cursor.r = s.r;
        cursor.c = s.c;
      }
      cursor.r = Math.max(0, Math.min(N - 1, cursor.r + dr));
      cursor.c = Math.max(0, Math.min(N - 1, cursor.c + dc));
      cursor.visible = true;
      hoverCell = -1;
      return true;
    }
    if (phase === 'place') {
      if (code === 'KeyR') { rotateSelected(k); return true; }
      if (code === 'KeyF') { randomise(k); return true; }
      const m = /^Digit([1-5])$/.exec(code);
      if (m) { selected = Number(m[1]) - 1; return true; }
      if (code === 'Space' || code === 'Enter') {
        // Placing the last ship clears the selection, so the next press starts the battle.
        if (selected >= 0) {
          cursor.visible = true;
          putShip(k, selected, cursor.r, cursor.c);
        } else startBattle(k);
        return true;
      }
      return false;
    }
    if (phase === 'battle' && (code === 'Space' || code === 'Enter')) {
      cursor.visible = true;
      playerFire(k, cursor.r * N + cursor.c);
      return true;
    }
    return false;
  },
  onPointer(kind, p, k) {
    if (kind === 'move' && p.pointerType === 'mouse') {
      hoverCell = cellAt(BIG, p.x, p.y);
      if (hoverCell >= 0) cursor.visible = false;
    }
    if (phase !== 'place') return;
    if (kind === 'down') {
      const cell = cellAt(BIG, p.x, p.y);
      const onShip = cell >= 0 ? placedShips().find((s) => cellsOf(s).includes(cell)) : undefined;
      if (onShip) {
        const seg = onShip.horiz ? cell % N - onShip.c : Math.floor(cell / N) - onShip.r;
        drag = { from: 'board', id: onShip.id, seg, x0: p.x, y0: p.y, x: p.x, y: p.y, active: false };
        return;
      }
      for (let id = 0; id < FLEET.length; id++) {
        if (placed[id]) continue;
        const r = dockRect(id);
        if (inside(r, p.x, p.y)) {
          drag = { from: 'dock', id, seg: Math.max(0, Math.min((FLEET[id] ?? 1) - 1, Math.floor((p.x - r.x) / DOCK_CELL))), x0: p.x, y0: p.y, x: p.x, y: p.y, active: false };
          return;
        }
      }
      return;
    }
    if (!drag) return;
    drag.x = p.x;
    drag.y = p.y;
    if (!drag.active && Math.hypot(p.x - drag.x0, p.y - drag.y0) > 12) {
      drag.active = true;
      selected = drag.id;
    }
    if (kind !== 'up') return;
    const dg = drag;
    drag = null;
    if (!dg.active) return;
    dropping = true;
    queueMicrotask(() => { dropping = false; });
    const cell = cellAt(BIG, p.x, p.y);
    if (cell < 0) {
      // Dropped off the grid: a ship from the board goes back to the dock.
      if (dg.from === 'board') { placed[dg.id] = null; selected = dg.id; k.sound.blip(300); }
      return;
    }
    const horiz = placed[dg.id]?.horiz ?? orient[dg.id] ?? true;
    const r = Math.floor(cell / N) - (horiz ? 0 : dg.seg);
    const c = (cell % N) - (horiz ? dg.seg : 0);
    putShip(k, dg.id, r, c);
  },
  onTap(p, k) {
    if (dropping) return;
    cursor.visible = false;
    const cell = cellAt(BIG, p.x, p.y);
    if (phase === 'battle') {
      if (cell >= 0) playerFire(k, cell);
      return;
    }
    if (phase !== 'place') return;
    for (const b of BUTTONS) {
      if (!inside(buttonRect(b.id), p.x, p.y)) continue;
      if (b.id === 'rotate') rotateSelected(k);
      else if (b.id === 'random') randomise(k);
      else startBattle(k);
      return;
    }
    for (let id = 0; id < FLEET.length; id++) {
      if (!placed[id] && inside(dockRect(id), p.x, p.y)) { selected = id; k.sound.blip(660); return; }
    }
    if (cell < 0) return;
    const hit = placedShips().find((s) => cellsOf(s).includes(cell));
    if (hit) {
      if (selected === hit.id) rotateSelected(k);
      else { selected = hit.id; k.sound.blip(660); }
      return;
    }
    if (selected >= 0) putShip(k, selected, Math.floor(cell / N), cell % N);
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#06162e');
    bg.addColorStop(1, '#0b2344');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    const t = k.clock;

    // Banner: the latest news, then whose turn it is.
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    const fresh = banner.t < 1.6;
    let head = '';
    let headColor = '#fff';
    if (fresh) { head = banner.text; headColor = banner.color; } else if (phase === 'place') { head = k.t('placeTitle'); headColor = '#9fd8ff'; } else if (phase === 'battle' && !result) {
      head = myTurn ? k.t('yourTurn') : k.t('enemyTurn');
      headColor = myTurn ? '#5df08a' : '#ffd166';
    } else if (result) { head = banner.text; headColor = banner.color; }
    if (k.screen !== 'start') {
      const pop = fresh && !k.reducedMotion ? 1 + 0.12 * Math.max(0, 1 - banner.t * 4) : 1;
      g.font = `800 ${Math.round(28 * pop)}px system-ui, sans-serif`;
      g.fillStyle = headColor;
      g.fillText(head, W / 2, 28, W - 30);
    }
    g.font = '700 17px system-ui, sans-serif';
    g.fillStyle = 'rgba(180,215,255,0.7)';
    g.fillText(phase === 'place' ? k.t('yourFleet') : k.t('enemyWaters'), W / 2, 60);

    drawSea(g, BIG, true);
    if (phase === 'place' || (phase !== 'battle' && !enemy.ships.length)) {
      // Your ships on the big grid while deploying.
      for (const s of placedShips()) {
        if (drag?.active && drag.id === s.id) continue;
        const r = cellRect(BIG, s.r * N + s.c);
        drawShip(g, r.x, r.y, s.len, s.horiz, BIG.cell, { tint: s.id === selected ? 'sel' : undefined });
        if (s.id === selected) {
          const end = cellRect(BIG, cellsOf(s)[s.len - 1] ?? 0);
          outline(g, { x: r.x, y: r.y, w: end.x + end.w - r.x, h: end.y + end.h - r.y }, 'rgba(255,224,102,0.9)', 3);
        }
      }
      // Where the selected ship would go (keyboard cursor or mouse hover).
      const at = cursor.visible ? cursor.r * N + cursor.c : hoverCell;
      if (selected >= 0 && at >= 0 && !drag?.active) {
        const horiz = placed[selected]?.horiz ?? orient[selected] ?? true;
        const ghost = clampShip({ id: selected, len: FLEET[selected] ?? 2, r: Math.floor(at / N), c: at % N, horiz });
        const ok = canPlace(placedShips(), ghost);
        const r = cellRect(BIG, ghost.r * N + ghost.c);
        drawShip(g, r.x, r.y, ghost.len, ghost.horiz, BIG.cell, { alpha: 0.45 });
        const end = cellRect(BIG, cellsOf(ghost)[ghost.len - 1] ?? 0);
        outline(g, { x: r.x, y: r.y, w: end.x + end.w - r.x, h: end.y + end.h - r.y }, ok ? 'rgba(93,240,138,0.8)' : 'rgba(255,90,90,0.8)', 2);
      }
    } else {
      // Enemy waters: shots so far, sunk ships revealed; the whole fleet once the battle is lost.
      enemy.ships.forEach((s, i) => {
        if (!isSunk(enemy, i) && result !== 'loss' && phase !== 'ended') return;
        const r = cellRect(BIG, s.r * N + s.c);
        drawShip(g, r.x, r.y, s.len, s.horiz, BIG.cell, { sunk: isSunk(enemy, i), alpha: isSunk(enemy, i) ? 1 : 0.7 });
      });
      drawShots(g, enemy, BIG, t);
      const at = cursor.visible ? cursor.r * N + cursor.c : hoverCell;
      if (phase === 'battle' && myTurn && !result && at >= 0) {
        const r = cellRect(BIG, at);
        const free = !enemy.shots[at];
        g.strokeStyle = free ? '#ffe066' : 'rgba(255,255,255,0.3)';
        g.lineWidth = 3;
        const cx = r.x + r.w / 2;
        const cy = r.y + r.h / 2;
        g.beginPath();
        g.arc(cx, cy, r.w * 0.36, 0, Math.PI * 2);
        g.moveTo(cx - r.w * 0.5, cy);
        g.lineTo(cx + r.w * 0.5, cy);
        g.moveTo(cx, cy - r.h * 0.5);
        g.lineTo(cx, cy + r.h * 0.5);
        g.stroke();
      }
    }

    // Bottom half.
    if (phase === 'place') {
      for (let id = 0; id < FLEET.length; id++) {
        const r = dockRect(id);
        g.fillStyle = id === selected && !placed[id] ? 'rgba(255,224,102,0.18)' : 'rgba(255,255,255,0.05)';
        roundRect(g, r.x - 4, r.y - 3, r.w + 8, r.h, 8);
        g.fill();
        if (!placed[id] && !(drag?.active && drag.id === id)) drawShip(g, r.x, r.y, FLEET[id] ?? 2, true, DOCK_CELL, { tint: id === selected ? 'sel' : undefined });
        else {
          g.strokeStyle = 'rgba(160,200,240,0.25)';
          g.setLineDash([5, 5]);
          g.lineWidth = 2;
          roundRect(g, r.x, r.y + 3, r.w, DOCK_CELL - 6, 8);
          g.stroke();
          g.setLineDash([]);
        }
      }
      g.fillStyle = 'rgba(200,225,255,0.75)';
      g.font = '600 19px system-ui, sans-serif';
      g.textAlign = 'center';
      g.fillText(k.t('placeHint'), W / 2, 718, W - 40);
      const ready = !placed.some((s) => !s);
      drawButton(g, buttonRect('rotate'), `⟳ ${k.t('rotate')}`, false, selected >= 0);
      drawButton(g, buttonRect('random'), k.t('random'), false, true);
      drawButton(g, buttonRect('start'), k.t('startBattle'), true, ready);
      if (drag?.active) {
        const horiz = placed[drag.id]?.horiz ?? orient[drag.id] ?? true;
        const len = FLEET[drag.id] ?? 2;
        const cell = cellAt(BIG, drag.x, drag.y);
        if (cell >= 0) {
          const ghost = clampShip({ id: drag.id, len, horiz, r: Math.floor(cell / N) - (horiz ? 0 : drag.seg), c: (cell % N) - (horiz ? drag.seg : 0) });
          const r = cellRect(BIG, ghost.r * N + ghost.c);
          const end = cellRect(BIG, cellsOf(ghost)[len - 1] ?? 0);
          outline(g, { x: r.x, y: r.y, w: end.x + end.w - r.x, h: end.y + end.h - r.y }, canPlace(placedShips(), ghost) ? 'rgba(93,240,138,0.9)' : 'rgba(255,90,90,0.9)', 3);
        }
        const ox = horiz ? drag.seg * BIG.cell + BIG.cell / 2 : BIG.cell / 2;
        const oy = horiz ? BIG.cell / 2 : drag.seg * BIG.cell + BIG.cell / 2;
        drawShip(g, drag.x - ox, drag.y - oy, len, horiz, BIG.cell, { alpha: 0.85, tint: 'sel' });
      }
    } else {
      g.fillStyle = 'rgba(180,215,255,0.8)';
      g.font = '800 18px system-ui, sans-serif';
      g.textAlign = k.dir === 'rtl' ? 'right' : 'left';
      g.fillText(k.t('yourFleet'), k.dir === 'rtl' ? SMALL.x + SMALL.cell * N : SMALL.x, 592);
      drawSea(g, SMALL, false);
      mine.ships.forEach((s, i) => {
        const r = cellRect(SMALL, s.r * N + s.c);
        drawShip(g, r.x, r.y, s.len, s.horiz, SMALL.cell, { sunk: isSunk(mine, i) });
      });
      drawShots(g, mine, SMALL, t);
      const last = aiShots[aiShots.length - 1];
      if (last !== undefined) outline(g, cellRect(SMALL, last), 'rgba(255,224,102,0.9)', 2);
      drawFleetPanel(g, k);
    }

    // Effects.
    for (const f of fx) {
      const p = f.t / 0.8;
      const s = f.big ? 1 : 0.5;
      g.globalAlpha = Math.max(0, 1 - p);
      if (f.kind === 'splash') {
        g.strokeStyle = '#dff3ff';
        g.lineWidth = 3 * s;
        for (const m of [1, 0.6]) {
          g.beginPath();
          g.arc(f.x, f.y, (8 + p * 34 * m) * s, 0, Math.PI * 2);
          g.stroke();
        }
      } else {
        const grad = g.createRadialGradient(f.x, f.y, 0, f.x, f.y, (10 + p * 40) * s);
        grad.addColorStop(0, 'rgba(255,250,200,1)');
        grad.addColorStop(0.5, 'rgba(255,140,40,0.9)');
        grad.addColorStop(1, 'rgba(255,60,30,0)');
        g.fillStyle = grad;
        g.beginPath();
        g.arc(f.x, f.y, (10 + p * 40) * s, 0, Math.PI * 2);
        g.fill();
      }
    }
    g.globalAlpha = 1;
    for (const s of sparks) {
      g.globalAlpha = Math.max(0, 1 - s.t / 0.9);
      g.fillStyle = s.c;
      g.fillRect(s.x - 2.5, s.y - 2.5, 5, 5);
    }
    g.globalAlpha = 1;
  },
  state(k) {
    const rows = (/** @type {Side} */ side) => {
      const out = [];
      for (let r = 0; r < N; r++) {
        let line = '';
        for (let c = 0; c < N; c++) {
          const i = r * N + c;
          const v = side.shots[i];
          const s = shipAt(side, i);
          line += v === 1 ? 'o' : v === 2 ? (s >= 0 && isSunk(side, s) ? '#' : 'x') : '.';
        }
        out.push(line);
      }
      return out;
    };
    return {
      phase,
      selected,
      placed: placed.map((s) => (s ? { r: s.r, c: s.c, horiz: s.horiz, len: s.len } : null)),
      orient: orient.slice(),
      cursor: { ...cursor },
      myTurn,
      busy: phase !== 'battle' || !myTurn || !!result,
      result,
      playerShots,
      aiShots: aiShots.slice(),
      enemyView: rows(enemy),
      myView: rows(mine),
      enemySunk: enemy.ships.filter((_, i) => isSunk(enemy, i)).length,
      mySunk: mine.ships.filter((_, i) => isSunk(mine, i)).length,
      aiSkill: aiSkill(k.option('difficulty'), k.level),
    };
  },
  demo(k) {
    randomise(k);
    startBattle(k);
    const gunner = newKnowledge();
    // Stop while a hit ship is still burning, so the picture shows the chase.
    for (let i = 0; i < 40 && !allSunk(enemy) && !(i >= 16 && gunner.view.includes(2)); i++) {
      const idx = chooseShot(gunner, 3, k.random, 1);
      const r = fire(enemy, idx);
      playerShots++;
      learn(gunner, idx, r.result, enemy.ships[r.ship]);
      k.addScore(shotPoints(r.result, enemy.ships[r.ship]?.len ?? 0));
      aiFire(k);
    }
    myTurn = true;
    cursor.visible = true;
    cursor.r = 6;
    cursor.c = 3;
    banner.t = 9;
  },
});

export default kit;
