// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { createSheet } from '../kit/sprites.js';
import { locate, pointAt, bounds, bend } from '../kit/track.js';
import { clamp, lerp } from '../kit/geometry.js';
import {
  W, H, HALF_WIDTH, RUNOFF, LAPS, TRACKS, trackFor, createRace, stepRace, aiControls, standings, placeOf, lapOf, wrongWay,
  forwardSpeed, racePoints, timeBonus, qualifies,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Race} Race */
/** @typedef {import('./logic.js').Car} Car */
/** @typedef {import('../kit/track.js').Track} Track */
/** @typedef {import('../kit/sprites.js').SpriteSheet} SpriteSheet */

const strings = {
  'zh-CN': { title: '环道赛车', pick: '选择赛道', pickHint: '点选赛道或按回车出发', locked: '未解锁', unlockHint: '在{name}跑进前三名即可解锁', harbour: '海港环道', hills: '松林丘陵', canyon: '峡谷弯道', city: '霓虹街区', lap: '圈数', pos: '名次', finalLap: '最后一圈！', wrongWay: '方向反了！', go: '出发！', p1: '第 1 名', p2: '第 2 名', p3: '第 3 名', p4: '第 4 名', points: '+{n} 分', next: '下一站：{name}', tapNext: '轻触或按回车继续', champion: '所有赛道都被你征服了！', out: '在{name}获得{place}，只有前三名才能晋级。', unlocked: '新赛道解锁：{name}！', best: '最快', gas: '油门', brake: '刹车', left: '左转', right: '右转' },
  en: { title: 'Circuit Racer', pick: 'Choose a circuit', pickHint: 'Tap a circuit or press Enter to race', locked: 'Locked', unlockHint: 'Finish in the top 3 at {name} to unlock', harbour: 'Harbour Loop', hills: 'Pine Hills', canyon: 'Canyon Bends', city: 'Neon Blocks', lap: 'Lap', pos: 'Pos', finalLap: 'Final lap!', wrongWay: 'Wrong way!', go: 'GO!', p1: '1st place', p2: '2nd place', p3: '3rd place', p4: '4th place', points: '+{n} points', next: 'Next: {name}', tapNext: 'Tap or press Enter to continue', champion: 'Every circuit conquered!', out: '{place} at {name}: only the top 3 go on.', unlocked: 'New circuit unlocked: {name}!', best: 'Best', gas: 'Accelerate', brake: 'Brake', left: 'Steer left', right: 'Steer right' },
  ja: { title: 'サーキット レーサー', pick: 'コースを選ぶ', pickHint: 'コースをタップ、または Enter でスタート', locked: 'ロック中', unlockHint: '{name}で 3 位以内に入ると解放', harbour: 'ハーバー ループ', hills: 'パイン ヒルズ', canyon: 'キャニオン ベンド', city: 'ネオン ブロック', lap: '周回', pos: '順位', finalLap: 'ファイナルラップ！', wrongWay: '逆走中！', go: 'GO！', p1: '1 位', p2: '2 位', p3: '3 位', p4: '4 位', points: '+{n} 点', next: '次は {name}', tapNext: 'タップか Enter で次へ', champion: '全コース制覇！', out: '{name}で{place}。次に進めるのは 3 位まで。', unlocked: '新コース解放：{name}！', best: 'ベスト', gas: 'アクセル', brake: 'ブレーキ', left: '左へ', right: '右へ' },
  es: { title: 'Carrera en circuito', pick: 'Elige un circuito', pickHint: 'Toca un circuito o pulsa Intro para correr', locked: 'Bloqueado', unlockHint: 'Acaba entre los 3 primeros en {name} para desbloquearlo', harbour: 'Anillo del Puerto', hills: 'Colinas de Pinos', canyon: 'Curvas del Cañón', city: 'Bloques de Neón', lap: 'Vuelta', pos: 'Pos.', finalLap: '¡Última vuelta!', wrongWay: '¡Sentido contrario!', go: '¡YA!', p1: '1.er puesto', p2: '2.º puesto', p3: '3.er puesto', p4: '4.º puesto', points: '+{n} puntos', next: 'Siguiente: {name}', tapNext: 'Toca o pulsa Intro para seguir', champion: '¡Has dominado todos los circuitos!', out: '{place} en {name}: solo pasan los 3 primeros.', unlocked: '¡Nuevo circuito: {name}!', best: 'Mejor', gas: 'Acelerar', brake: 'Frenar', left: 'Girar a la izquierda', right: 'Girar a la derecha' },
  de: { title: 'Rundkurs-Racer', pick: 'Strecke wählen', pickHint: 'Strecke antippen oder Enter zum Start', locked: 'Gesperrt', unlockHint: 'Unter die ersten 3 in {name} fahren, um sie freizuschalten', harbour: 'Hafenschleife', hills: 'Kiefernhügel', canyon: 'Canyonkurven', city: 'Neonviertel', lap: 'Runde', pos: 'Platz', finalLap: 'Letzte Runde!', wrongWay: 'Falsche Richtung!', go: 'LOS!', p1: 'Platz 1', p2: 'Platz 2', p3: 'Platz 3', p4: 'Platz 4', points: '+{n} Punkte', next: 'Weiter: {name}', tapNext: 'Tippen oder Enter zum Weiterfahren', champion: 'Alle Strecken erobert!', out: '{place} in {name}: nur die ersten 3 kommen weiter.', unlocked: 'Neue Strecke frei: {name}!', best: 'Beste', gas: 'Gas geben', brake: 'Bremsen', left: 'Nach links lenken', right: 'Nach rechts lenken' },
  fr: { title: 'Course sur circuit', pick: 'Choisissez un circuit', pickHint: 'Touchez un circuit ou appuyez sur Entrée', locked: 'Verrouillé', unlockHint: 'Finissez dans les 3 premiers à {name} pour le débloquer', harbour: 'Boucle du Port', hills: 'Collines des Pins', canyon: 'Virages du Canyon', city: 'Quartier Néon', lap: 'Tour', pos: 'Pos.', finalLap: 'Dernier tour !', wrongWay: 'Mauvais sens !', go: 'PARTEZ !', p1: '1re place', p2: '2e place', p3: '3e place', p4: '4e place', points: '+{n} points', next: 'Prochain : {name}', tapNext: 'Touchez ou appuyez sur Entrée pour continuer', champion: 'Tous les circuits conquis !', out: '{place} à {name} : seuls les 3 premiers continuent.', unlocked: 'Nouveau circuit débloqué : {name} !', best: 'Record', gas: 'Accélérer', brake: 'Freiner', left: 'Tourner à gauche', right: 'Tourner à droite' },
  'pt-BR': { title: 'Corrida no Circuito', pick: 'Escolha um circuito', pickHint: 'Toque num circuito ou aperte Enter para correr', locked: 'Bloqueado', unlockHint: 'Termine entre os 3 primeiros em {name} para desbloquear', harbour: 'Anel do Porto', hills: 'Colinas dos Pinheiros', canyon: 'Curvas do Cânion', city: 'Quarteirões Neon', lap: 'Volta', pos: 'Pos.', finalLap: 'Última volta!', wrongWay: 'Contramão!', go: 'JÁ!', p1: '1º lugar', p2: '2º lugar', p3: '3º lugar', p4: '4º lugar', points: '+{n} pontos', next: 'Próximo: {name}', tapNext: 'Toque ou aperte Enter para continuar', champion: 'Todos os circuitos conquistados!', out: '{place} em {name}: só os 3 primeiros avançam.', unlocked: 'Novo circuito liberado: {name}!', best: 'Melhor', gas: 'Acelerar', brake: 'Frear', left: 'Virar à esquerda', right: 'Virar à direita' },
  ar: { title: 'سباق الحلبة', pick: 'اختر حلبة', pickHint: 'المس حلبة أو اضغط Enter للانطلاق', locked: 'مقفلة', unlockHint: 'أنهِ السباق ضمن أول 3 في {name} لفتحها', harbour: 'حلقة الميناء', hills: 'تلال الصنوبر', canyon: 'منعطفات الوادي', city: 'أحياء النيون', lap: 'اللفة', pos: 'المركز', finalLap: 'اللفة الأخيرة!', wrongWay: 'اتجاه خاطئ!', go: 'انطلق!', p1: 'المركز الأول', p2: 'المركز الثاني', p3: 'المركز الثالث', p4: 'المركز الرابع', points: '+{n} نقطة', next: 'التالي: {name}', tapNext: 'المس الشاشة أو اضغط Enter للمتابعة', champion: 'فتحت كل الحلبات وفزت بها!', out: '{place} في {name}: يتأهل أول 3 فقط.', unlocked: 'حلبة جديدة مفتوحة: {name}!', best: 'الأفضل', gas: 'تسارع', brake: 'فرامل', left: 'انعطف يسارًا', right: 'انعطف يمينًا' },
};

const COLORS = ['#ff4d5e', '#3fa7ff', '#ffd23f', '#5fe08a'];
/** World units are drawn a little larger than logical pixels: cars read better on a phone. */
const ZOOM = 1.15;
const UNLOCK_KEY = 'gamekit:21:unlocked';
const PLACE_KEY = 'gamekit:21:places';

/** @type {'select'|'race'|'results'} */
let phase = 'select';
let selected = 0;
let unlocked = 1;
/** Best finishing place per circuit (0 = never finished). @type {number[]} */
let bestPlaces = [0, 0, 0, 0];
/** @type {Race} */
let race = createRace(0, Math.random);
let resultsFor = 0;
let lastPoints = 0;
let justUnlocked = -1;
let cam = { x: 0, y: 0 };
let shownLap = 1;
let lastCount = 4;
let bumpCd = 0;
/** @type {{x: number, y: number, a: number}[]} */
let skids = [];
/** @type {{x: number, y: number, vx: number, vy: number, life: number}[]} */
let dust = [];
/** @type {{x: number, y: number, s: number, k: number}[]} */
let trees = [];
/** @type {Path2D | null} */
let roadPath = null;
/** @type {SpriteSheet | null} */
let sheet = null;
/** @type {CanvasPattern | null} */
let grass = null;
let demoing = false;

/** @param {string} key */
function load(key) {
  try { return localStorage.getItem(key); } catch { return null; }
}
/** @param {string} key @param {string} v */
function save(key, v) {
  try { localStorage.setItem(key, v); } catch { /* private mode */ }
}

function loadProgress() {
  unlocked = clamp(Number(load(UNLOCK_KEY)) || 1, 1, TRACKS.length);
  const p = (load(PLACE_KEY) ?? '').split(',').map(Number);
  bestPlaces = TRACKS.map((_, i) => (p[i] && p[i] >= 1 && p[i] <= 4 ? p[i] : 0));
}

/** @param {Kit} kit @param {number} i */
const trackName = (kit, i) => kit.t(/** @type {(typeof TRACKS)[number]} */ (TRACKS[i]).key);

/** Sprites: the four cars, a tree and a tyre stack, painted once. */
function buildSheet() {
  /** @param {string} body */
  const car = (body) => ({
    w: 28, h: 16,
    /** @param {CanvasRenderingContext2D} g */
    draw: (g) => {
      g.fillStyle = '#15151c';
      for (const [x, y] of [[4, 0], [19, 0], [4, 13], [19, 13]]) { roundRect(g, /** @type {number} */ (x), /** @type {number} */ (y), 6, 3, 1); g.fill(); }
      const grad = g.createLinearGradient(0, 0, 0, 16);
      grad.addColorStop(0, body);
      grad.addColorStop(0.5, '#ffffff');
      grad.addColorStop(0.56, body);
      grad.addColorStop(1, body);
      g.fillStyle = grad;
      roundRect(g, 1, 2, 26, 12, 5);
      g.fill();
      g.fillStyle = 'rgba(0,0,0,0.25)';
      roundRect(g, 1, 10, 26, 4, 2);
      g.fill();
      g.fillStyle = '#1d2a3a';
      roundRect(g, 14, 4, 7, 8, 2);
      g.fill();
      g.fillStyle = 'rgba(160,220,255,0.7)';
      roundRect(g, 18, 4.6, 2.5, 6.8, 1);
      g.fill();
      g.fillStyle = '#fff6c8';
      g.fillRect(25.5, 3.2, 1.8, 2.6);
      g.fillRect(25.5, 10.2, 1.8, 2.6);
      g.fillStyle = '#ff2030';
      g.fillRect(0.6, 3.5, 1.4, 2.2);
      g.fillRect(0.6, 10.3, 1.4, 2.2);
    },
  });
  return createSheet({
    car0: car(COLORS[0] ?? '#f00'), car1: car(COLORS[1] ?? '#00f'), car2: car(COLORS[2] ?? '#ff0'), car3: car(COLORS[3] ?? '#0f0'),
    tree: {
      w: 44, h: 44,
      draw: (g) => {
        g.fillStyle = 'rgba(0,0,0,0.25)';
        g.beginPath(); g.arc(25, 26, 18, 0, Math.PI * 2); g.fill();
        for (const [x, y, r, c] of /** @type {[number, number, number, string][]} */ ([[21, 21, 18, '#1f6b3a'], [18, 17, 12, '#2f8a4a'], [15, 14, 6, '#4fae63']])) {
          g.fillStyle = c;
          g.beginPath(); g.arc(x, y, r, 0, Math.PI * 2); g.fill();
        }
      },
    },
  }, { scale: Math.min(4, Math.max(2, 2 * (globalThis.devicePixelRatio || 1))) });
}

/** A tufty grass pattern (drawn once). */
function makeGrass() {
  const c = document.createElement('canvas');
  c.width = 64;
  c.height = 64;
  const g = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
  g.fillStyle = '#2f7d3c';
  g.fillRect(0, 0, 64, 64);
  let seed = 9;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let i = 0; i < 70; i++) {
    g.fillStyle = rnd() < 0.5 ? 'rgba(20,70,30,0.5)' : 'rgba(90,170,80,0.35)';
    g.fillRect(Math.floor(rnd() * 64), Math.floor(rnd() * 64), 2, 2 + Math.floor(rnd() * 3));
  }
  return c;
}

/** Road path and trees for a circuit. @param {Track} track @param {number} index */
function prepareTrack(track, index) {
  roadPath = new Path2D();
  track.pts.forEach((p, i) => (i ? roadPath?.lineTo(p.x, p.y) : roadPath?.moveTo(p.x, p.y)));
  roadPath.closePath();
  // Trees on the grass, never on or next to the road; the same every time for a circuit.
  let seed = 1234 + index * 77;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const b = bounds(track, 260);
  trees = [];
  for (let tries = 0; tries < 1500 && trees.length < 120; tries++) {
    const x = b.x + rnd() * b.w;
    const y = b.y + rnd() * b.h;
    const d = locate(track, { x, y }).dist;
    // Woods thin out away from the circuit; none within reach of the barrier.
    if (d < HALF_WIDTH + RUNOFF + 34 || rnd() < (d - 150) / 300) continue;
    trees.push({ x, y, s: 0.7 + rnd() * 0.6, k: rnd() });
  }
}

/** @param {Kit} kit @param {number} index */
function startRace(kit, index) {
  race = createRace(index, kit.random);
  prepareTrack(race.track, index);
  phase = 'race';
  selected = index;
  shownLap = 1;
  lastCount = 4;
  skids = [];
  dust = [];
  const me = /** @type {Car} */ (race.cars[0]);
  cam = { x: me.x, y: me.y };
  kit.setLevel(index + 1);
  kit.setStat('lap', `1/${LAPS}`);
  kit.setStat('pos', `${placeOf(race, 0)}/4`);
}

/** Player's pedals and wheel from keys and on-screen buttons. @param {Kit} kit */
function playerControls(kit) {
  // demo() lets the AI drive the player's car for the thumbnail.
  if (demoing) return aiControls(/** @type {Car} */ (race.cars[0]), race.track, race.time);
  const k = kit.input;
  const gas = k.isDown('ArrowUp') || k.isDown('KeyW') || kit.held('gas');
  const brake = k.isDown('ArrowDown') || k.isDown('KeyS') || kit.held('brake');
  const left = k.isDown('ArrowLeft') || k.isDown('KeyA') || kit.held('left');
  const right = k.isDown('ArrowRight') || k.isDown('KeyD') || kit.held('right');
  return { throttle: (gas ? 1 : 0) - (brake ? 1 : 0), steer: (right ? 1 : 0) - (left ? 1 : 0) };
}

/** @param {Kit} kit */
function finishRace(kit) {
  const me = /** @type {Car} */ (race.cars[0]);
  const place = me.finish || placeOf(race, 0);
  resultsFor = place;
  lastPoints = me.finish ? racePoints(place, race.index) + timeBonus(me.finishTime, race.index) : 0;
  kit.addScore(lastPoints);
  if (!bestPlaces[race.index] || place < /** @type {number} */ (bestPlaces[race.index])) bestPlaces[race.index] = place;
  justUnlocked = -1;
  if (qualifies(place) && race.index + 1 < TRACKS.length && unlocked < race.index + 2) {
    unlocked = race.index + 2;
    justUnlocked = race.index + 1;
  }
  if (!demoing) {
    save(UNLOCK_KEY, String(unlocked));
    save(PLACE_KEY, bestPlaces.join(','));
  }
  phase = 'results';
  if (qualifies(place)) kit.sound.jingle(place === 1 ? [523, 659, 784, 1047, 1319] : [523, 659, 784]);
}

/** Leaves the results screen: next circuit, the championship win, or out. @param {Kit} kit */
function continueAfterResults(kit) {
  if (phase !== 'results') return;
  const name = trackName(kit, race.index);
  if (!qualifies(resultsFor)) {
    kit.gameOver({ message: kit.t('out', { place: kit.t(`p${resultsFor}`), name }) });
    return;
  }
  if (race.index + 1 >= TRACKS.length) {
    kit.gameOver({ win: true, message: kit.t('champion') });
    return;
  }
  startRace(kit, race.index + 1);
}

/** @param {Kit} kit @param {number} index */
function chooseTrack(kit, index) {
  if (index >= unlocked) {
    kit.toast(kit.t('unlockHint', { name: trackName(kit, index - 1) }));
    kit.sound.beep(200, 0.12);
    return;
  }
  kit.sound.blip(880);
  startRace(kit, index);
}

/** @param {Kit} kit @param {number} dt */
function stepPlay(kit, dt) {
  const me = /** @type {Car} */ (race.cars[0]);
  const before = race.countdown;
  stepRace(race, playerControls(kit), dt);
  // Countdown beeps on each whole second, a higher one for the green light.
  const count = Math.ceil(race.countdown / (race.countdown > 0 ? 0.8 : 1));
  if (before > 0 && count !== lastCount) {
    lastCount = count;
    kit.sound.tone(count > 0 ? { freq: 440, dur: 0.14, type: 'square', vol: 0.1 } : { freq: 880, dur: 0.35, type: 'square', vol: 0.12 });
  }
  for (const ev of race.events) {
    if (ev.car !== 0) continue;
    if (ev.lap < LAPS) {
      shownLap = lapOf(me);
      kit.setStat('lap', `${shownLap}/${LAPS}`);
      if (!demoing) kit.toast(ev.lap === LAPS - 1 ? kit.t('finalLap') : `${kit.t('lap')} ${shownLap}/${LAPS}`);
      kit.sound.jingle([660, 880]);
    }
  }
  kit.setStat('pos', `${placeOf(race, 0)}/4`);
  bumpCd -= dt;
  if (race.bumps && bumpCd <= 0) {
    bumpCd = 0.25;
    kit.sound.noise({ dur: 0.12, vol: 0.12, freq: 700 });
  }
  if (me.wall === 0) kit.sound.noise({ dur: 0.2, vol: 0.2, freq: 400 });
  // Tyre marks when sliding or braking hard; sand thrown up off the road.
  for (const car of race.cars) {
    const vf = forwardSpeed(car);
    const slide = Math.abs(-car.vx * Math.sin(car.angle) + car.vy * Math.cos(car.angle));
    if (slide > 40 || (car.throttle < 0 && vf > 120)) {
      skids.push({ x: car.x - Math.cos(car.angle) * 9, y: car.y - Math.sin(car.angle) * 9, a: car.angle });
      if (skids.length > 500) skids.shift();
    }
    if (Math.abs(car.lateral) > HALF_WIDTH && Math.abs(vf) > 40 && !kit.reducedMotion && kit.random() < 0.5) {
      dust.push({ x: car.x, y: car.y, vx: -car.vx * 0.2 + (kit.random() - 0.5) * 40, vy: -car.vy * 0.2 + (kit.random() - 0.5) * 40, life: 0.6 });
    }
  }
  dust = dust.filter((d) => { d.x += d.vx * dt; d.y += d.vy * dt; return (d.life -= dt) > 0; });
  if (me.finish || race.finished >= 3) finishRace(kit);
}

/** @param {Car} me @param {number} dt */
function moveCamera(me, dt) {
  const lx = clamp(me.vx * 0.45, -130, 130);
  const ly = clamp(me.vy * 0.45, -170, 170);
  const k = Math.min(1, dt * 4);
  cam.x = lerp(cam.x, me.x + lx, k);
  cam.y = lerp(cam.y, me.y + ly, k);
}

// ---------------------------------------------------------------- drawing

/** @param {CanvasRenderingContext2D} g @param {Kit} kit */
function drawWorld(g, kit) {
  const track = race.track;
  g.save();
  g.translate(W / 2, H / 2);
  g.scale(ZOOM, ZOOM);
  g.translate(-cam.x, -cam.y);
  if (!grass) grass = g.createPattern(makeGrass(), 'repeat');
  g.fillStyle = grass ?? '#2f7d3c';
  g.fillRect(cam.x - W / ZOOM, cam.y - H / ZOOM, (W * 2) / ZOOM, (H * 2) / ZOOM);
  if (roadPath) {
    g.lineJoin = 'round';
    g.lineCap = 'round';
    g.strokeStyle = '#c9c2b4';
    g.lineWidth = (HALF_WIDTH + RUNOFF) * 2 + 10;
    g.stroke(roadPath);
    g.strokeStyle = '#d8c28e';
    g.lineWidth = (HALF_WIDTH + RUNOFF) * 2;
    g.stroke(roadPath);
    // Kerbs: a wide dashed red/white stroke peeking out either side of the asphalt.
    g.strokeStyle = '#f4f4f4';
    g.lineWidth = HALF_WIDTH * 2 + 10;
    g.stroke(roadPath);
    // Butt caps: round caps on a dash this wide would swallow the gaps.
    g.lineCap = 'butt';
    g.setLineDash([14, 14]);
    g.strokeStyle = '#e8313f';
    g.stroke(roadPath);
    g.setLineDash([]);
    g.lineCap = 'round';
    g.strokeStyle = '#4a4d57';
    g.lineWidth = HALF_WIDTH * 2;
    g.stroke(roadPath);
    g.setLineDash([22, 26]);
    g.strokeStyle = 'rgba(255,255,255,0.35)';
    g.lineWidth = 3;
    g.stroke(roadPath);
    g.setLineDash([]);
  }
  // Start/finish chequers across the road at s = 0.
  const sf = pointAt(track, 0);
  g.save();
  g.translate(sf.x, sf.y);
  g.rotate(sf.angle);
  for (let i = 0; i < 12; i++) {
    for (let j = 0; j < 2; j++) {
      g.fillStyle = (i + j) % 2 ? '#111' : '#fff';
      g.fillRect(-8 + j * 8, -HALF_WIDTH + i * (HALF_WIDTH / 6), 8, HALF_WIDTH / 6);
    }
  }
  g.restore();
  // Grid boxes behind the line.
  g.strokeStyle = 'rgba(255,255,255,0.5)';
  g.lineWidth = 2;
  for (let slot = 0; slot < 4; slot++) {
    const p = pointAt(track, -34 - slot * 36, slot % 2 ? 18 : -18);
    g.save(); g.translate(p.x, p.y); g.rotate(p.angle);
    g.beginPath(); g.moveTo(16, -11); g.lineTo(16, 11); g.stroke();
    g.restore();
  }
  g.fillStyle = 'rgba(25,25,30,0.35)';
  for (const s of skids) {
    g.save(); g.translate(s.x, s.y); g.rotate(s.a);
    g.fillRect(-2, -7, 4, 2.4); g.fillRect(-2, 4.6, 4, 2.4);
    g.restore();
  }
  g.fillStyle = 'rgba(216,194,142,0.7)';
  for (const d of dust) { g.globalAlpha = Math.max(0, d.life); g.beginPath(); g.arc(d.x, d.y, 4 + (0.6 - d.life) * 10, 0, Math.PI * 2); g.fill(); }
  g.globalAlpha = 1;
  const sh = /** @type {SpriteSheet} */ (sheet);
  race.cars.forEach((car, i) => {
    g.fillStyle = 'rgba(0,0,0,0.3)';
    g.save(); g.translate(car.x + 3, car.y + 4); g.rotate(car.angle);
    roundRect(g, -14, -8, 28, 16, 6); g.fill();
    g.restore();
    sh.draw(g, `car${i}`, car.x, car.y, { rot: car.angle });
  });
  // Player marker so you never lose your car in a pack.
  const me = /** @type {Car} */ (race.cars[0]);
  g.fillStyle = '#fff';
  g.beginPath();
  const bob = kit.reducedMotion ? 0 : Math.sin(kit.clock * 6) * 2;
  g.moveTo(me.x, me.y - 18 + bob); g.lineTo(me.x - 6, me.y - 27 + bob); g.lineTo(me.x + 6, me.y - 27 + bob); g.closePath(); g.fill();
  for (const t of trees) {
    if (Math.abs(t.x - cam.x) > W / 2 / ZOOM + 40 || Math.abs(t.y - cam.y) > H / 2 / ZOOM + 40) continue;
    sh.draw(g, 'tree', t.x, t.y, { scale: t.s, rot: t.k * 6 });
  }
  g.restore();
}

/** @param {CanvasRenderingContext2D} g */
function drawMinimap(g) {
  const track = race.track;
  const b = bounds(track, 60);
  const box = 104;
  const s = Math.min(box / b.w, box / b.h);
  const ox = 10 + (box - b.w * s) / 2;
  const oy = 10 + (box - b.h * s) / 2;
  g.fillStyle = 'rgba(10,14,30,0.6)';
  roundRect(g, 6, 6, box + 8, box + 8, 10);
  g.fill();
  g.save();
  g.translate(ox - b.x * s, oy - b.y * s);
  g.scale(s, s);
  g.strokeStyle = 'rgba(230,235,255,0.8)';
  g.lineWidth = 5 / s;
  g.lineJoin = 'round';
  if (roadPath) g.stroke(roadPath);
  race.cars.slice().reverse().forEach((car, ri) => {
    const i = race.cars.length - 1 - ri;
    g.fillStyle = COLORS[i] ?? '#fff';
    g.beginPath();
    g.arc(car.x, car.y, (i === 0 ? 5.5 : 4) / s, 0, Math.PI * 2);
    g.fill();
  });
  g.restore();
}

/** @param {number} t seconds */
function fmtTime(t) {
  const m = Math.floor(t / 60);
  const s = t - m * 60;
  return `${m}:${s < 10 ? '0' : ''}${s.toFixed(2)}`;
}

/** @param {CanvasRenderingContext2D} g @param {Kit} kit */
function drawHud(g, kit) {
  const me = /** @type {Car} */ (race.cars[0]);
  drawMinimap(g);
  g.textBaseline = 'top';
  g.direction = 'ltr';
  g.textAlign = 'right';
  g.fillStyle = 'rgba(10,14,30,0.6)';
  roundRect(g, W - 132, 6, 126, 52, 10);
  g.fill();
  g.fillStyle = '#fff';
  g.font = '800 20px system-ui, sans-serif';
  g.fillText(fmtTime(Math.max(0, race.time - me.lapStart)), W - 14, 12);
  g.font = '600 13px system-ui, sans-serif';
  g.fillStyle = '#b9c3e6';
  g.fillText(me.bestLap < Infinity ? fmtTime(me.bestLap) : '–:––', W - 14, 37);
  g.textAlign = 'left';
  g.fillText(kit.t('best'), W - 124, 37, 50);
  // Speedometer bar.
  const v = Math.max(0, forwardSpeed(me));
  g.fillStyle = 'rgba(10,14,30,0.6)';
  roundRect(g, W / 2 - 60, H - 22, 120, 12, 6);
  g.fill();
  g.fillStyle = v > 270 ? '#ff6b5e' : '#4fd8ff';
  roundRect(g, W / 2 - 58, H - 20, 116 * Math.min(1, v / 300), 8, 4);
  g.fill();
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  if (race.countdown > 0) {
    const n = Math.ceil(race.countdown / 0.8);
    g.fillStyle = 'rgba(10,14,30,0.7)';
    roundRect(g, W / 2 - 70, 150, 140, 50, 14);
    g.fill();
    for (let i = 0; i < 3; i++) {
      g.fillStyle = i < 3 - n + 1 ? '#ff3b3b' : '#3a2030';
      g.beginPath(); g.arc(W / 2 - 40 + i * 40, 175, 15, 0, Math.PI * 2); g.fill();
    }
  } else if (race.time < 1) {
    g.globalAlpha = 1 - race.time;
    g.fillStyle = '#7dff9b';
    g.font = '900 54px system-ui, sans-serif';
    g.fillText(kit.t('go'), W / 2, 175);
    g.globalAlpha = 1;
  }
  if (wrongWay(me, race.track) && race.countdown === 0) {
    g.fillStyle = kit.reducedMotion || Math.sin(kit.clock * 10) > 0 ? '#ff5a4f' : '#ffd166';
    g.font = '900 28px system-ui, sans-serif';
    g.fillText(kit.t('wrongWay'), W / 2, 230);
  }
}

/** @param {CanvasRenderingContext2D} g @param {Kit} kit */
function drawResults(g, kit) {
  g.fillStyle = 'rgba(8,10,24,0.72)';
  g.fillRect(0, 0, W, H);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillStyle = qualifies(resultsFor) ? '#ffd23f' : '#ff6b6b';
  g.font = '900 34px system-ui, sans-serif';
  g.fillText(kit.t(`p${resultsFor}`), W / 2, 120, W - 30);
  g.fillStyle = '#eef1ff';
  g.font = '700 17px system-ui, sans-serif';
  g.fillText(trackName(kit, race.index), W / 2, 160, W - 30);
  const order = standings(race);
  order.forEach((ci, row) => {
    const car = /** @type {Car} */ (race.cars[ci]);
    const y = 210 + row * 40;
    g.fillStyle = ci === 0 ? 'rgba(255,77,94,0.25)' : 'rgba(255,255,255,0.07)';
    roundRect(g, 40, y - 16, W - 80, 32, 8);
    g.fill();
    g.fillStyle = COLORS[ci] ?? '#fff';
    roundRect(g, 56, y - 7, 26, 14, 5);
    g.fill();
    g.fillStyle = '#fff';
    g.font = '800 16px system-ui, sans-serif';
    g.textAlign = 'left';
    g.direction = 'ltr';
    g.fillText(`${row + 1}`, 96, y);
    g.textAlign = 'right';
    g.font = '600 15px system-ui, sans-serif';
    g.fillText(car.finish ? fmtTime(car.finishTime) : '—', W - 56, y);
  });
  g.textAlign = 'center';
  g.direction = kit.dir === 'rtl' ? 'rtl' : 'ltr';
  g.font = '800 20px system-ui, sans-serif';
  g.fillStyle = '#7dff9b';
  if (lastPoints) g.fillText(kit.t('points', { n: kit.fmt(lastPoints) }), W / 2, 390, W - 30);
  g.font = '600 15px system-ui, sans-serif';
  g.fillStyle = '#cfd6f5';
  if (justUnlocked >= 0) g.fillText(kit.t('unlocked', { name: trackName(kit, justUnlocked) }), W / 2, 426, W - 30);
  else if (qualifies(resultsFor) && race.index + 1 < TRACKS.length) g.fillText(kit.t('next', { name: trackName(kit, race.index + 1) }), W / 2, 426, W - 30);
  g.globalAlpha = kit.reducedMotion ? 1 : 0.65 + 0.35 * Math.sin(kit.clock * 4);
  g.fillText(kit.t('tapNext'), W / 2, 470, W - 30);
  g.globalAlpha = 1;
}

/** Padlock over a locked circuit. @param {CanvasRenderingContext2D} g @param {number} x @param {number} y */
function drawLock(g, x, y) {
  g.fillStyle = 'rgba(10,14,30,0.75)';
  g.beginPath(); g.arc(x, y, 30, 0, Math.PI * 2); g.fill();
  g.strokeStyle = '#c9d1e8';
  g.lineWidth = 4;
  g.beginPath(); g.arc(x, y - 6, 9, Math.PI, 0); g.lineTo(x + 9, y); g.moveTo(x - 9, y); g.lineTo(x - 9, y - 6); g.stroke();
  g.fillStyle = '#c9d1e8';
  roundRect(g, x - 14, y - 1, 28, 20, 4);
  g.fill();
  g.fillStyle = '#1a1f33';
  g.beginPath(); g.arc(x, y + 8, 3, 0, Math.PI * 2); g.fill();
}

/** Card rectangle of a circuit on the selection screen. @param {number} i */
const cardRect = (i) => ({ x: 16 + (i % 2) * 172, y: 96 + Math.floor(i / 2) * 214, w: 156, h: 198 });

/** @param {CanvasRenderingContext2D} g @param {Kit} kit */
function drawSelect(g, kit) {
  const bg = g.createLinearGradient(0, 0, 0, H);
  bg.addColorStop(0, '#122a1c');
  bg.addColorStop(1, '#0b1424');
  g.fillStyle = bg;
  g.fillRect(0, 0, W, H);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.direction = kit.dir === 'rtl' ? 'rtl' : 'ltr';
  g.fillStyle = '#fff';
  g.font = '900 26px system-ui, sans-serif';
  g.fillText(kit.t('pick'), W / 2, 48, W - 20);
  TRACKS.forEach((_, i) => {
    const r = cardRect(i);
    const open = i < unlocked;
    g.fillStyle = i === selected ? 'rgba(79,216,255,0.22)' : 'rgba(255,255,255,0.07)';
    roundRect(g, r.x, r.y, r.w, r.h, 14);
    g.fill();
    if (i === selected) {
      g.strokeStyle = '#4fd8ff';
      g.lineWidth = 2.5;
      roundRect(g, r.x, r.y, r.w, r.h, 14);
      g.stroke();
    }
    const t = trackFor(i);
    const b = bounds(t, 60);
    const s = Math.min((r.w - 24) / b.w, 120 / b.h);
    g.save();
    g.translate(r.x + r.w / 2 - (b.x + b.w / 2) * s, r.y + 74 - (b.y + b.h / 2) * s);
    g.scale(s, s);
    g.beginPath();
    t.pts.forEach((p, k) => (k ? g.lineTo(p.x, p.y) : g.moveTo(p.x, p.y)));
    g.closePath();
    g.lineJoin = 'round';
    g.strokeStyle = open ? '#d8c28e' : '#555b66';
    g.lineWidth = 44 / s / 6;
    g.stroke();
    g.strokeStyle = open ? '#4a4d57' : '#3a3e48';
    g.lineWidth = 26 / s / 6;
    g.stroke();
    g.restore();
    g.fillStyle = open ? '#fff' : '#8890a6';
    g.font = '800 16px system-ui, sans-serif';
    g.fillText(trackName(kit, i), r.x + r.w / 2, r.y + 152, r.w - 12);
    g.font = '600 13px system-ui, sans-serif';
    const place = bestPlaces[i] ?? 0;
    g.fillStyle = open ? (place ? '#ffd23f' : '#9fb0d8') : '#8890a6';
    g.fillText(open ? (place ? `★ ${kit.t(`p${place}`)}` : `${i + 1} / ${TRACKS.length}`) : kit.t('locked'), r.x + r.w / 2, r.y + 176, r.w - 12);
    if (!open) drawLock(g, r.x + r.w / 2, r.y + 74);
  });
  g.fillStyle = '#cfd6f5';
  g.font = '600 15px system-ui, sans-serif';
  g.fillText(kit.t('pickHint'), W / 2, H - 44, W - 24);
}

const kit = createGame({
  id: 21,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'lap', label: 'lap' }, { key: 'pos', label: 'pos' }],
  controls: {
    layout: 'row',
    buttons: [
      { action: 'left', label: '◀', title: 'left' },
      { action: 'right', label: '▶', title: 'right' },
      { action: 'brake', label: '▼', title: 'brake' },
      { action: 'gas', label: '▲', title: 'gas' },
    ],
  },
  reset(k) {
    if (!sheet) sheet = buildSheet();
    loadProgress();
    phase = 'select';
    selected = Math.min(selected, unlocked - 1);
    justUnlocked = -1;
    k.setStat('lap', '–');
    k.setStat('pos', '–');
  },
  update(dt, k) {
    if (phase === 'select') return;
    if (phase === 'race') stepPlay(k, dt);
    else {
      // The field keeps lapping behind the results.
      stepRace(race, aiControls(/** @type {Car} */ (race.cars[0]), race.track, race.time, 0.6), dt);
    }
    moveCamera(/** @type {Car} */ (race.cars[0]), dt);
  },
  render(g, k) {
    if (phase === 'select' || !sheet) {
      drawSelect(g, k);
      return;
    }
    drawWorld(g, k);
    if (phase === 'race') drawHud(g, k);
    else drawResults(g, k);
  },
  onKey(code, k) {
    if (phase === 'select') {
      if (code === 'Enter' || code === 'Space') { chooseTrack(k, selected); return true; }
      const d = { ArrowLeft: -1, KeyA: -1, ArrowRight: 1, KeyD: 1, ArrowUp: -2, KeyW: -2, ArrowDown: 2, KeyS: 2 }[code];
      if (d !== undefined) {
        selected = clamp(selected + d, 0, TRACKS.length - 1);
        k.sound.blip(600);
        return true;
      }
      return false;
    }
    if (phase === 'results' && (code === 'Enter' || code === 'Space')) { continueAfterResults(k); return true; }
    return ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Space'].includes(code);
  },
  onTap(p, k) {
    if (phase === 'select') {
      TRACKS.forEach((_, i) => {
        const r = cardRect(i);
        if (p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h) { selected = i; chooseTrack(k, i); }
      });
    } else if (phase === 'results') continueAfterResults(k);
  },
  state() {
    const me = /** @type {Car} */ (race.cars[0]);
    return {
      phase,
      track: race.index,
      selected,
      unlocked,
      countdown: Math.round(race.countdown * 100) / 100,
      raceTime: Math.round(race.time * 100) / 100,
      lap: lapOf(me),
      lapsDone: me.lap,
      place: placeOf(race, 0),
      finished: me.finish,
      speed: Math.round(forwardSpeed(me)),
      progress: Math.round(me.progress),
      x: Math.round(me.x),
      y: Math.round(me.y),
      angle: Math.round(me.angle * 1000) / 1000,
      steer: me.steer,
      throttle: me.throttle,
      aiProgress: race.cars.slice(1).map((c) => Math.round(c.progress)),
    };
  },
  demo(k) {
    demoing = true;
    startRace(k, 0);
    race.countdown = 0;
    const me = /** @type {Car} */ (race.cars[0]);
    me.driver = { skill: 0.99, lane: 6, phase: 1, freq: 0.3, cut: 20 };
    // Race until the pack is together in a bend: the picture a thumbnail should show.
    for (let i = 0; i < 60 * 30 && phase === 'race'; i++) {
      stepPlay(k, 1 / 60);
      moveCamera(me, 1 / 60);
      const close = race.cars.filter((c) => Math.hypot(c.x - me.x, c.y - me.y) < 120).length;
      if (race.time > 5 && close >= 3 && Math.abs(bend(race.track, me.s, 120)) > 0.003) break;
    }
    demoing = false;
  },
});

export default kit;
