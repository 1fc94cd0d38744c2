// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { pointAt, bounds, locate } from '../kit/track.js';
import { clamp, lerp } from '../kit/geometry.js';
import {
  W, H, HALF_WIDTH, LAPS, PENALTY, COURSES, createRace, stepRace, aiControls, standings, placeOf, lapsDone, runToFinish,
  raceScore, cupPoints, cupOrder, gateBuoys, gatePos, forwardSpeed, swellHeight,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Race} Race */
/** @typedef {import('./logic.js').Boat} Boat */

const strings = {
  'zh-CN': { title: '浮标快艇赛', lagoon: '珊瑚泻湖', reef: '礁石水道', storm: '风暴海湾', lap: '圈数', pos: '名次', race: '第 {n}/3 场：{name}', missed: '漏过浮标门！+{n} 秒', go: '出发！', finalLap: '最后一圈！', p1: '第 1 名', p2: '第 2 名', p3: '第 3 名', p4: '第 4 名', cup: '杯赛积分', pts: '{n} 分', tapNext: '轻触或按回车继续', cupWin: '你赢得了浮标杯！', cupPlace: '你在浮标杯中获得{place}。', you: '你', gates: '浮标门', wrongWay: '方向反了！', gas: '油门', brake: '减速、倒车', left: '左转', right: '右转' },
  en: { title: 'Buoy Racer', lagoon: 'Coral Lagoon', reef: 'Reef Run', storm: 'Storm Bay', lap: 'Lap', pos: 'Pos', race: 'Race {n}/3: {name}', missed: 'Missed a gate! +{n} s', go: 'GO!', finalLap: 'Final lap!', p1: '1st place', p2: '2nd place', p3: '3rd place', p4: '4th place', cup: 'Cup standings', pts: '{n} pts', tapNext: 'Tap or press Enter to continue', cupWin: 'You win the Buoy Cup!', cupPlace: 'You finish the Buoy Cup in {place}.', you: 'You', gates: 'Gates', wrongWay: 'Wrong way!', gas: 'Throttle', brake: 'Slow down, reverse', left: 'Steer left', right: 'Steer right' },
  ja: { title: 'ブイ レーサー', lagoon: 'サンゴの入り江', reef: 'リーフ水路', storm: 'ストーム湾', lap: '周回', pos: '順位', race: '第 {n}/3 戦：{name}', missed: 'ゲート通過ミス！ +{n} 秒', go: 'GO！', finalLap: 'ファイナルラップ！', p1: '1 位', p2: '2 位', p3: '3 位', p4: '4 位', cup: 'カップ順位', pts: '{n} pt', tapNext: 'タップか Enter で次へ', cupWin: 'ブイカップ優勝！', cupPlace: 'ブイカップは{place}で終了。', you: 'あなた', gates: 'ゲート', wrongWay: '逆走中！', gas: 'スロットル', brake: '減速・後退', left: '左へ', right: '右へ' },
  es: { title: 'Carrera de boyas', lagoon: 'Laguna de coral', reef: 'Paso del arrecife', storm: 'Bahía tormenta', lap: 'Vuelta', pos: 'Pos.', race: 'Carrera {n}/3: {name}', missed: '¡Puerta fallada! +{n} s', go: '¡YA!', finalLap: '¡Última vuelta!', p1: '1.er puesto', p2: '2.º puesto', p3: '3.er puesto', p4: '4.º puesto', cup: 'Clasificación de la copa', pts: '{n} pts', tapNext: 'Toca o pulsa Intro para seguir', cupWin: '¡Ganas la Copa de Boyas!', cupPlace: 'Terminas la Copa de Boyas en {place}.', you: 'Tú', gates: 'Puertas', wrongWay: '¡Sentido contrario!', gas: 'Acelerar', brake: 'Frenar, marcha atrás', left: 'Girar a la izquierda', right: 'Girar a la derecha' },
  de: { title: 'Bojen-Rennen', lagoon: 'Korallenlagune', reef: 'Riffpassage', storm: 'Sturmbucht', lap: 'Runde', pos: 'Platz', race: 'Rennen {n}/3: {name}', missed: 'Tor verpasst! +{n} s', go: 'LOS!', finalLap: 'Letzte Runde!', p1: 'Platz 1', p2: 'Platz 2', p3: 'Platz 3', p4: 'Platz 4', cup: 'Cup-Wertung', pts: '{n} Pkt.', tapNext: 'Tippen oder Enter zum Weiterfahren', cupWin: 'Du gewinnst den Bojen-Cup!', cupPlace: 'Du beendest den Bojen-Cup auf {place}.', you: 'Du', gates: 'Tore', wrongWay: 'Falsche Richtung!', gas: 'Gas', brake: 'Bremsen, rückwärts', left: 'Nach links', right: 'Nach rechts' },
  fr: { title: 'Course de bouées', lagoon: 'Lagon de corail', reef: 'Passe du récif', storm: 'Baie des tempêtes', lap: 'Tour', pos: 'Pos.', race: 'Course {n}/3 : {name}', missed: 'Porte manquée ! +{n} s', go: 'PARTEZ !', finalLap: 'Dernier tour !', p1: '1re place', p2: '2e place', p3: '3e place', p4: '4e place', cup: 'Classement de la coupe', pts: '{n} pts', tapNext: 'Touchez ou appuyez sur Entrée', cupWin: 'Vous gagnez la Coupe des bouées !', cupPlace: 'Vous finissez la Coupe des bouées à la {place}.', you: 'Vous', gates: 'Portes', wrongWay: 'Mauvais sens !', gas: 'Accélérer', brake: 'Ralentir, reculer', left: 'À gauche', right: 'À droite' },
  'pt-BR': { title: 'Corrida de Boias', lagoon: 'Lagoa de Coral', reef: 'Canal do Recife', storm: 'Baía da Tempestade', lap: 'Volta', pos: 'Pos.', race: 'Corrida {n}/3: {name}', missed: 'Portão perdido! +{n} s', go: 'JÁ!', finalLap: 'Última volta!', p1: '1º lugar', p2: '2º lugar', p3: '3º lugar', p4: '4º lugar', cup: 'Classificação da copa', pts: '{n} pts', tapNext: 'Toque ou aperte Enter para continuar', cupWin: 'Você venceu a Copa das Boias!', cupPlace: 'Você terminou a Copa das Boias em {place}.', you: 'Você', gates: 'Portões', wrongWay: 'Contramão!', gas: 'Acelerar', brake: 'Frear, dar ré', left: 'Virar à esquerda', right: 'Virar à direita' },
  ar: { title: 'سباق العوامات', lagoon: 'بحيرة المرجان', reef: 'ممر الشعاب', storm: 'خليج العاصفة', lap: 'اللفة', pos: 'المركز', race: 'السباق {n}/3: {name}', missed: 'فاتتك بوابة! +{n} ث', go: 'انطلق!', finalLap: 'اللفة الأخيرة!', p1: 'المركز الأول', p2: 'المركز الثاني', p3: 'المركز الثالث', p4: 'المركز الرابع', cup: 'ترتيب الكأس', pts: '{n} نقطة', tapNext: 'المس الشاشة أو اضغط Enter للمتابعة', cupWin: 'فزت بكأس العوامات!', cupPlace: 'أنهيت كأس العوامات في {place}.', you: 'أنت', gates: 'البوابات', wrongWay: 'اتجاه خاطئ!', gas: 'تسارع', brake: 'إبطاء ورجوع', left: 'انعطف يسارًا', right: 'انعطف يمينًا' },
};

const COLORS = ['#ff7a2f', '#3fa7ff', '#ffd23f', '#c86bff'];
const ZOOM = 1.05;

/** @type {'race'|'results'} */
let phase = 'race';
/** @type {Race} */
let race = createRace(0, Math.random);
/** Finishing order of each race run so far. @type {number[][]} */
let results = [];
let cam = { x: 0, y: 0 };
let lastCount = 4;
let shownLap = 0;
let lastScore = 0;
/** The results of the race just run are final (all boats in). */
let settled = true;
let demoing = false;
let controls = { throttle: 0, steer: 0 };
/** Result of the player's last pass through each gate of the current lap: 1 clean, -1 missed. @type {number[]} */
let gateMarks = [];
/** @type {{x: number, y: number, vx: number, vy: number, life: number, r: number}[]} */
let foam = [];
/** @type {{text: string, life: number, bad: boolean}[]} */
let popups = [];
/** Land outline of the current course: the channel's two banks. @type {Path2D | null} */
let banks = null;
/** @type {Path2D | null} */
let centre = null;
/** @type {{x: number, y: number, s: number, k: number}[]} */
let palms = [];

/** @param {Kit} kit @param {number} i */
const courseName = (kit, i) => kit.t(/** @type {(typeof COURSES)[number]} */ (COURSES[i]).key);

/** Polylines of both banks (offset from the centre line), and scenery on the land. @param {number} index */
function prepareCourse(index) {
  const t = race.track;
  const n = t.pts.length;
  /** @param {number} off */
  const side = (off) => {
    const p = new Path2D();
    for (let i = 0; i <= n; i++) {
      const a = /** @type {{x: number, y: number}} */ (t.pts[(i - 1 + n) % n]);
      const b = /** @type {{x: number, y: number}} */ (t.pts[(i + 1) % n]);
      const c = /** @type {{x: number, y: number}} */ (t.pts[i % n]);
      const ang = Math.atan2(b.y - a.y, b.x - a.x);
      const x = c.x - Math.sin(ang) * off;
      const y = c.y + Math.cos(ang) * off;
      if (i === 0) p.moveTo(x, y); else p.lineTo(x, y);
    }
    p.closePath();
    return p;
  };
  banks = new Path2D();
  banks.addPath(side(HALF_WIDTH + 10));
  banks.addPath(side(-HALF_WIDTH - 10));
  centre = new Path2D();
  t.pts.forEach((p, i) => (i ? centre?.lineTo(p.x, p.y) : centre?.moveTo(p.x, p.y)));
  centre.closePath();
  let seed = 4321 + index * 97;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const b = bounds(t, 320);
  palms = [];
  for (let tries = 0; tries < 2000 && palms.length < 90; tries++) {
    const x = b.x + rnd() * b.w;
    const y = b.y + rnd() * b.h;
    const d = locate(t, { x, y }).dist;
    if (d < HALF_WIDTH + 50 || rnd() < (d - 180) / 260) continue;
    palms.push({ x, y, s: 0.7 + rnd() * 0.6, k: rnd() });
  }
}

/** @param {Kit} kit @param {number} index */
function startRace(kit, index) {
  race = createRace(index, kit.random);
  prepareCourse(index);
  phase = 'race';
  lastCount = 4;
  shownLap = 0;
  gateMarks = race.gates.map(() => 0);
  foam = [];
  popups = [];
  controls = { throttle: 0, steer: 0 };
  const me = /** @type {Boat} */ (race.boats[0]);
  cam = { x: me.x, y: me.y };
  kit.setLevel(index + 1);
  kit.setStat('lap', `1/${LAPS}`);
  kit.setStat('pos', `${placeOf(race, 0)}/4`);
  if (!demoing) kit.toast(kit.t('race', { n: index + 1, name: courseName(kit, index) }));
}

/** @param {Kit} kit */
function readControls(kit) {
  if (demoing) return aiControls(race, /** @type {Boat} */ (race.boats[0]));
  const k = kit.input;
  const gas = k.isDown('ArrowUp') || k.isDown('KeyW') || kit.held('gas');
  const brake = k.isDown('ArrowDown') || k.isDown('KeyS') || kit.held('brake');
  const left = k.isDown('ArrowLeft') || k.isDown('KeyA') || kit.held('left');
  const right = k.isDown('ArrowRight') || k.isDown('KeyD') || kit.held('right');
  return { throttle: (gas ? 1 : 0) - (brake ? 1 : 0), steer: (right ? 1 : 0) - (left ? 1 : 0) };
}

/** The player is over the line: the others race on (fast) behind the results. */
function finishRace() {
  phase = 'results';
  settled = false;
}

/** Everyone is in (or gave up): the result counts. @param {Kit} kit */
function settle(kit) {
  runToFinish(race, 0);
  settled = true;
  const order = standings(race);
  results.push(order);
  const me = /** @type {Boat} */ (race.boats[0]);
  const place = order.indexOf(0) + 1;
  lastScore = raceScore(place, me.cleared, race.index);
  kit.addScore(lastScore);
  if (place === 1) kit.sound.jingle([523, 659, 784, 1047, 1319]);
  else if (place <= 2) kit.sound.jingle([523, 659, 784]);
  else kit.sound.beep(330, 0.3);
}

/** @param {Kit} kit */
function continueAfterResults(kit) {
  if (phase !== 'results' || !settled) return;
  if (results.length < COURSES.length) {
    startRace(kit, results.length);
    return;
  }
  const order = cupOrder(results);
  const place = order.indexOf(0) + 1;
  if (place === 1) kit.gameOver({ win: true, message: kit.t('cupWin') });
  else kit.gameOver({ message: kit.t('cupPlace', { place: kit.t(`p${place}`) }) });
}

/** @param {Kit} kit @param {number} dt */
function stepPlay(kit, dt) {
  const me = /** @type {Boat} */ (race.boats[0]);
  const before = race.countdown;
  controls = readControls(kit);
  const ev = stepRace(race, controls, dt, demoing);
  const count = Math.ceil(race.countdown / 0.8);
  if (before > 0 && count !== lastCount) {
    lastCount = count;
    kit.sound.tone(count > 0 ? { freq: 440, dur: 0.14, type: 'square', vol: 0.1 } : { freq: 880, dur: 0.35, type: 'square', vol: 0.12 });
  }
  for (const g of ev.gates) {
    if (g.boat !== 0) continue;
    gateMarks[g.gate] = g.ok ? 1 : -1;
    if (g.ok) kit.sound.tone({ freq: 988, to: 1318, dur: 0.09, type: 'triangle', vol: 0.1 });
    else {
      popups.push({ text: kit.t('missed', { n: PENALTY }), life: 1.6, bad: true });
      kit.sound.tone({ freq: 260, to: 140, dur: 0.3, type: 'sawtooth', vol: 0.1 });
    }
  }
  if (ev.knock && me.bump === 0) kit.sound.noise({ dur: 0.1, vol: 0.12, freq: 600 });
  if (ev.shore) kit.sound.noise({ dur: 0.08, vol: 0.06, freq: 1500 });
  const lap = lapsDone(race, me);
  if (lap !== shownLap && race.countdown === 0 && !me.finish) {
    if (lap > shownLap) {
      gateMarks = race.gates.map(() => 0);
      if (lap === LAPS - 1) { kit.toast(kit.t('finalLap')); kit.sound.jingle([659, 784, 988]); }
    }
    shownLap = lap;
  }
  kit.setStat('lap', `${Math.min(LAPS, lap + 1)}/${LAPS}`);
  kit.setStat('pos', `${placeOf(race, 0)}/4`);
  // Spray off the sterns.
  if (!kit.reducedMotion && race.countdown === 0) {
    for (const b of race.boats) {
      const v = Math.hypot(b.vx, b.vy);
      if (v < 30 || Math.abs(b.x - cam.x) > 400 || Math.abs(b.y - cam.y) > 500) continue;
      const sx = b.x - Math.cos(b.angle) * 14;
      const sy = b.y - Math.sin(b.angle) * 14;
      for (const side of [-1, 1]) {
        foam.push({ x: sx, y: sy, vx: -Math.sin(b.angle) * side * 28 - b.vx * 0.1, vy: Math.cos(b.angle) * side * 28 - b.vy * 0.1, life: 1.1, r: 2 + v / 120 });
      }
    }
  }
  foam = foam.filter((f) => { f.x += f.vx * dt; f.y += f.vy * dt; f.r += 5 * dt; return (f.life -= dt) > 0; });
  if (foam.length > 700) foam.splice(0, foam.length - 700);
  popups = popups.filter((p) => (p.life -= dt) > 0);
  if (me.finish && !demoing) finishRace();
}

/** @param {number} dt */
function moveCamera(dt) {
  const me = /** @type {Boat} */ (race.boats[0]);
  const k = Math.min(1, dt * 4);
  cam.x = lerp(cam.x, me.x + clamp(me.vx * 0.45, -120, 120), k);
  cam.y = lerp(cam.y, me.y + clamp(me.vy * 0.45, -160, 160), k);
}

// ---------------------------------------------------------------- drawing

/** @param {CanvasRenderingContext2D} g @param {Kit} kit */
function drawWater(g, kit) {
  const c = /** @type {(typeof COURSES)[number]} */ (COURSES[race.index]);
  const sw = c.swell;
  const vw = W / ZOOM;
  const vh = H / ZOOM;
  const x0 = cam.x - vw / 2 - 40;
  const y0 = cam.y - vh / 2 - 40;
  g.fillStyle = race.index === 2 ? '#1b5f8f' : '#1f86bd';
  g.fillRect(x0, y0, vw + 80, vh + 80);
  // Swell crests: lines across the wave direction, rolling with it.
  const dx = Math.cos(sw.dir);
  const dy = Math.sin(sw.dir);
  const lambda = sw.length * Math.PI * 2;
  const t = kit.reducedMotion ? 0 : race.time;
  const cx = cam.x;
  const cy = cam.y;
  const along0 = cx * dx + cy * dy;
  const reach = Math.hypot(vw, vh) / 2 + 60;
  // Crest where phase = π/2 + 2πk, i.e. along = length·(π/2 + 2πk + t·speed).
  const shift = sw.length * (Math.PI / 2 + t * sw.speed);
  const kFirst = Math.ceil((along0 - reach - shift) / lambda);
  g.lineCap = 'round';
  for (let k = kFirst; k * lambda + shift < along0 + reach; k++) {
    const a = k * lambda + shift;
    const px = cx + dx * (a - along0);
    const py = cy + dy * (a - along0);
    for (const [w, col] of /** @type {[number, string][]} */ ([[18, 'rgba(255,255,255,0.08)'], [3, 'rgba(255,255,255,0.38)']])) {
      g.strokeStyle = col;
      g.lineWidth = w;
      g.beginPath();
      for (let u = -reach; u <= reach; u += 24) {
        const wob = Math.sin(u / 40 + k * 1.7) * 6;
        const x = px - dy * u + dx * wob;
        const y = py + dx * u + dy * wob;
        if (u === -reach) g.moveTo(x, y); else g.lineTo(x, y);
      }
      g.stroke();
    }
  }
  // Glints, fixed to the water so they slide by with the camera.
  g.fillStyle = 'rgba(255,255,255,0.4)';
  const cell = 90;
  for (let i = Math.floor(x0 / cell); i <= (x0 + vw + 80) / cell; i++) {
    for (let j = Math.floor(y0 / cell); j <= (y0 + vh + 80) / cell; j++) {
      const h = Math.abs(Math.sin(i * 12.9898 + j * 78.233) * 43758.5453) % 1;
      if (Math.sin(kit.clock * 2 + h * 40) < 0.55) continue;
      g.fillRect(i * cell + h * cell, j * cell + ((h * 7.7) % 1) * cell, 6, 1.6);
    }
  }
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} s @param {number} k */
function drawPalm(g, x, y, s, k) {
  g.save();
  g.translate(x, y);
  g.scale(s, s);
  g.rotate(k * 6.28);
  g.fillStyle = 'rgba(0,0,0,0.2)';
  g.beginPath(); g.arc(4, 5, 16, 0, Math.PI * 2); g.fill();
  for (let i = 0; i < 6; i++) {
    g.rotate(Math.PI / 3);
    g.fillStyle = i % 2 ? '#2f8a4a' : '#3fa357';
    g.beginPath(); g.ellipse(9, 0, 11, 4, 0, 0, Math.PI * 2); g.fill();
  }
  g.fillStyle = '#7a5634';
  g.beginPath(); g.arc(0, 0, 3.5, 0, Math.PI * 2); g.fill();
  g.restore();
}

/** @param {CanvasRenderingContext2D} g @param {Boat} b @param {string} color @param {number} bob @param {boolean} me */
function drawBoat(g, b, color, bob, me) {
  g.save();
  g.translate(b.x, b.y);
  g.rotate(b.angle);
  const s = 1 + bob * 0.04;
  g.scale(s, s);
  g.fillStyle = 'rgba(0,20,40,0.3)';
  g.beginPath(); g.ellipse(2, 4, 17, 8, 0, 0, Math.PI * 2); g.fill();
  // Hull: pointed bow forward (+x).
  g.fillStyle = '#f4f4f6';
  g.beginPath();
  g.moveTo(19, 0); g.quadraticCurveTo(10, -8.5, -13, -7.5); g.lineTo(-15, 0); g.lineTo(-13, 7.5); g.quadraticCurveTo(10, 8.5, 19, 0);
  g.fill();
  g.fillStyle = color;
  g.beginPath();
  g.moveTo(15, 0); g.quadraticCurveTo(8, -6.5, -11, -6); g.lineTo(-12, 0); g.lineTo(-11, 6); g.quadraticCurveTo(8, 6.5, 15, 0);
  g.fill();
  g.fillStyle = 'rgba(255,255,255,0.85)';
  g.fillRect(-9, -1, 16, 2);
  g.fillStyle = '#1d2a3a';
  roundRect(g, -4, -5, 8, 10, 3); g.fill();
  g.fillStyle = 'rgba(160,220,255,0.8)';
  g.fillRect(3, -4, 2, 8);
  g.fillStyle = '#2a2d36';
  roundRect(g, -18, -3, 5, 6, 1.5); g.fill();
  g.restore();
  if (me) {
    g.fillStyle = '#fff';
    g.beginPath();
    g.moveTo(b.x, b.y - 16); g.lineTo(b.x - 5, b.y - 24); g.lineTo(b.x + 5, b.y - 24); g.closePath();
    g.fill();
  }
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {string} col @param {number} bob */
function drawBuoy(g, x, y, col, bob) {
  g.fillStyle = 'rgba(0,20,40,0.3)';
  g.beginPath(); g.arc(x + 2, y + 3, 7, 0, Math.PI * 2); g.fill();
  g.fillStyle = col;
  g.beginPath(); g.arc(x, y, 6.5 + bob * 0.5, 0, Math.PI * 2); g.fill();
  g.fillStyle = '#fff';
  g.fillRect(x - 6, y - 1.2, 12, 2.4);
  g.fillStyle = 'rgba(255,255,255,0.7)';
  g.beginPath(); g.arc(x - 2, y - 2.5, 1.8, 0, Math.PI * 2); g.fill();
}

/** @param {CanvasRenderingContext2D} g @param {Kit} kit */
function drawWorld(g, kit) {
  const t = race.track;
  const c = /** @type {(typeof COURSES)[number]} */ (COURSES[race.index]);
  g.save();
  g.translate(W / 2, H / 2);
  g.scale(ZOOM, ZOOM);
  g.translate(-cam.x, -cam.y);
  drawWater(g, kit);
  for (const f of foam) {
    g.globalAlpha = clamp(f.life * 0.45, 0, 0.45);
    g.fillStyle = '#fff';
    g.beginPath(); g.arc(f.x, f.y, f.r, 0, Math.PI * 2); g.fill();
  }
  g.globalAlpha = 1;
  if (banks) {
    // Shallows and beach along both banks, then the land (even-odd: the channel stays open).
    g.lineJoin = 'round';
    g.strokeStyle = 'rgba(120,230,230,0.45)';
    g.lineWidth = 34;
    g.stroke(banks);
    g.strokeStyle = '#ecd9a0';
    g.lineWidth = 16;
    g.stroke(banks);
    const vw = W / ZOOM + 200;
    const vh = H / ZOOM + 200;
    const land = new Path2D();
    land.rect(cam.x - vw / 2, cam.y - vh / 2, vw, vh);
    land.addPath(banks);
    g.fillStyle = race.index === 2 ? '#4f7f4a' : '#5fa552';
    g.fill(land, 'evenodd');
  }
  for (const p of palms) {
    if (Math.abs(p.x - cam.x) > W / ZOOM / 2 + 30 || Math.abs(p.y - cam.y) > H / ZOOM / 2 + 30) continue;
    drawPalm(g, p.x, p.y, p.s, p.k);
  }
  // Start and finish line.
  const sf = pointAt(t, 0);
  g.save();
  g.translate(sf.x, sf.y);
  g.rotate(sf.angle);
  for (let i = 0; i < 20; i++) {
    g.fillStyle = i % 2 ? '#111' : '#fff';
    g.globalAlpha = 0.75;
    g.fillRect(-4, -HALF_WIDTH + i * (HALF_WIDTH / 10), 8, HALF_WIDTH / 10);
  }
  g.globalAlpha = 1;
  g.restore();
  // Gates: the player's next one is marked.
  const me = /** @type {Boat} */ (race.boats[0]);
  const nextGate = me.gate % race.gates.length;
  race.gates.forEach((gate, i) => {
    const [a, b] = gateBuoys(t, gate);
    if (!a || !b) return;
    if (Math.abs(a.x - cam.x) > W && Math.abs(a.y - cam.y) > H) return;
    const bob = kit.reducedMotion ? 0 : swellHeight(c.swell, a.x, a.y, race.time);
    const mark = gateMarks[i] ?? 0;
    const isNext = i === nextGate && !me.finish;
    if (isNext) {
      g.strokeStyle = 'rgba(255,255,255,0.55)';
      g.lineWidth = 2;
      g.setLineDash([6, 6]);
      g.beginPath(); g.moveTo(a.x, a.y); g.lineTo(b.x, b.y); g.stroke();
      g.setLineDash([]);
      const pulse = kit.reducedMotion ? 0 : (kit.clock * 1.5) % 1;
      g.strokeStyle = `rgba(255,255,255,${0.8 * (1 - pulse)})`;
      g.lineWidth = 2.5;
      for (const p of [a, b]) { g.beginPath(); g.arc(p.x, p.y, 9 + pulse * 12, 0, Math.PI * 2); g.stroke(); }
    }
    const col = mark === 1 ? '#5fe08a' : mark === -1 ? '#ff4d4d' : '#ff8a1f';
    drawBuoy(g, a.x, a.y, col, bob);
    drawBuoy(g, b.x, b.y, col, bob);
  });
  race.boats.forEach((b, i) => {
    if (i === 0) return;
    drawBoat(g, b, COLORS[i] ?? '#fff', kit.reducedMotion ? 0 : swellHeight(c.swell, b.x, b.y, race.time), false);
  });
  drawBoat(g, me, /** @type {string} */ (COLORS[0]), kit.reducedMotion ? 0 : swellHeight(c.swell, me.x, me.y, race.time), true);
  g.restore();
}

/** @param {CanvasRenderingContext2D} g */
function drawMinimap(g) {
  const t = race.track;
  const b = bounds(t, 60);
  const box = 96;
  const s = Math.min(box / b.w, box / b.h);
  const ox = 10 + (box - b.w * s) / 2;
  const oy = 10 + (box - b.h * s) / 2;
  g.fillStyle = 'rgba(10,14,30,0.55)';
  roundRect(g, 6, 6, box + 8, box + 8, 10);
  g.fill();
  g.save();
  g.translate(ox - b.x * s, oy - b.y * s);
  g.scale(s, s);
  g.strokeStyle = 'rgba(120,210,255,0.9)';
  g.lineWidth = 6 / s;
  g.lineJoin = 'round';
  if (centre) g.stroke(centre);
  const me = /** @type {Boat} */ (race.boats[0]);
  if (me.gate < race.gates.length * LAPS) {
    const p = pointAt(t, gatePos(race, me.gate));
    g.fillStyle = '#fff';
    g.beginPath(); g.arc(p.x, p.y, 3 / s, 0, Math.PI * 2); g.fill();
  }
  for (let i = race.boats.length - 1; i >= 0; i--) {
    const boat = /** @type {Boat} */ (race.boats[i]);
    g.fillStyle = COLORS[i] ?? '#fff';
    g.beginPath(); g.arc(boat.x, boat.y, (i === 0 ? 5 : 3.8) / s, 0, Math.PI * 2); g.fill();
  }
  g.restore();
}

/** @param {number} t seconds */
function fmtTime(t) {
  const m = Math.floor(t / 60);
  const s = t - m * 60;
  return `${m}:${s < 10 ? '0' : ''}${s.toFixed(1)}`;
}

/** @param {CanvasRenderingContext2D} g @param {Kit} kit */
function drawHud(g, kit) {
  const me = /** @type {Boat} */ (race.boats[0]);
  drawMinimap(g);
  g.direction = 'ltr';
  g.textBaseline = 'middle';
  g.fillStyle = 'rgba(10,14,30,0.6)';
  roundRect(g, W - 122, 6, 116, 52, 10);
  g.fill();
  g.textAlign = 'right';
  g.fillStyle = '#fff';
  g.font = '800 20px system-ui, sans-serif';
  g.fillText(fmtTime(race.time), W - 14, 22);
  g.font = '700 13px system-ui, sans-serif';
  g.fillStyle = me.penalty ? '#ff8a80' : '#9fe6b0';
  g.fillText(me.penalty ? `+${me.penalty} s` : '+0 s', W - 14, 44);
  g.textAlign = 'left';
  g.fillStyle = '#b9c3e6';
  const total = race.gates.length * LAPS;
  g.fillText(`⚑ ${Math.min(me.gate, total)}/${total}`, W - 112, 44);
  // Speed bar.
  const v = Math.max(0, forwardSpeed(me));
  g.fillStyle = 'rgba(10,14,30,0.6)';
  roundRect(g, W / 2 - 60, H - 22, 120, 12, 6);
  g.fill();
  g.fillStyle = '#4fd8ff';
  roundRect(g, W / 2 - 58, H - 20, 116 * Math.min(1, v / 240), 8, 4);
  g.fill();
  g.textAlign = 'center';
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
    g.direction = kit.dir === 'rtl' ? 'rtl' : 'ltr';
    g.fillText(kit.t('go'), W / 2, 175);
    g.globalAlpha = 1;
  }
  g.direction = kit.dir === 'rtl' ? 'rtl' : 'ltr';
  const p = popups[popups.length - 1];
  if (p) {
    g.globalAlpha = clamp(p.life, 0, 1);
    g.font = '900 22px system-ui, sans-serif';
    g.lineWidth = 5;
    g.strokeStyle = 'rgba(0,0,0,0.45)';
    g.strokeText(p.text, W / 2, 240, W - 20);
    g.fillStyle = p.bad ? '#ff6b5e' : '#7dff9b';
    g.fillText(p.text, W / 2, 240, W - 20);
    g.globalAlpha = 1;
  }
  // Facing back along the course for a while.
  const fwd = pointAt(race.track, me.s + 20);
  const back = Math.cos(Math.atan2(fwd.y - me.y, fwd.x - me.x) - me.angle) < -0.3 && Math.hypot(me.vx, me.vy) > 40;
  if (back && race.countdown === 0 && !me.finish) {
    g.fillStyle = kit.reducedMotion || Math.sin(kit.clock * 10) > 0 ? '#ff5a4f' : '#ffd166';
    g.font = '900 26px system-ui, sans-serif';
    g.fillText(kit.t('wrongWay'), W / 2, 290, W - 20);
  }
}

/** @param {CanvasRenderingContext2D} g @param {Kit} kit */
function drawResults(g, kit) {
  g.fillStyle = 'rgba(8,12,28,0.78)';
  g.fillRect(0, 0, W, H);
  const order = settled ? /** @type {number[]} */ (results[results.length - 1]) : standings(race);
  const place = order.indexOf(0) + 1;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.direction = kit.dir === 'rtl' ? 'rtl' : 'ltr';
  g.fillStyle = place === 1 ? '#ffd23f' : place === 2 ? '#dfe6f0' : '#ffb080';
  g.font = '900 32px system-ui, sans-serif';
  g.fillText(settled ? kit.t(`p${place}`) : '…', W / 2, 70, W - 30);
  g.fillStyle = '#eef1ff';
  g.font = '700 16px system-ui, sans-serif';
  g.fillText(courseName(kit, race.index), W / 2, 104, W - 30);
  order.forEach((bi, row) => {
    const b = /** @type {Boat} */ (race.boats[bi]);
    const y = 146 + row * 38;
    g.fillStyle = bi === 0 ? 'rgba(255,122,47,0.25)' : 'rgba(255,255,255,0.07)';
    roundRect(g, 24, y - 15, W - 48, 30, 8);
    g.fill();
    g.fillStyle = COLORS[bi] ?? '#fff';
    roundRect(g, 62, y - 7, 24, 14, 5);
    g.fill();
    g.direction = 'ltr';
    g.fillStyle = '#fff';
    g.font = '800 16px system-ui, sans-serif';
    g.textAlign = 'left';
    g.fillText(`${row + 1}`, 38, y);
    g.textAlign = 'right';
    g.font = '600 14px system-ui, sans-serif';
    g.fillText(b.finish ? fmtTime(b.finish) : '…', W - 36, y);
    if (b.penalty) {
      g.fillStyle = '#ff8a80';
      g.fillText(`+${b.penalty} s`, W - 104, y);
    }
    if (bi === 0) {
      g.textAlign = 'left';
      g.direction = kit.dir === 'rtl' ? 'rtl' : 'ltr';
      g.fillStyle = '#ffd9c2';
      g.font = '700 14px system-ui, sans-serif';
      g.fillText(kit.t('you'), 96, y, 70);
    }
  });
  if (!settled) return;
  // Cup table.
  g.textAlign = 'center';
  g.direction = kit.dir === 'rtl' ? 'rtl' : 'ltr';
  g.fillStyle = '#9fb0d8';
  g.font = '800 15px system-ui, sans-serif';
  g.fillText(kit.t('cup'), W / 2, 318, W - 30);
  const pts = cupPoints(results);
  cupOrder(results).forEach((bi, row) => {
    const x = 30 + row * 77;
    g.fillStyle = bi === 0 ? 'rgba(255,122,47,0.25)' : 'rgba(255,255,255,0.07)';
    roundRect(g, x, 334, 68, 52, 8);
    g.fill();
    g.fillStyle = COLORS[bi] ?? '#fff';
    roundRect(g, x + 22, 342, 24, 12, 4);
    g.fill();
    g.fillStyle = '#fff';
    g.font = '800 14px system-ui, sans-serif';
    g.fillText(kit.t('pts', { n: kit.fmt(pts[bi] ?? 0) }), x + 34, 370, 62);
  });
  g.font = '800 20px system-ui, sans-serif';
  g.fillStyle = '#7dff9b';
  g.direction = 'ltr';
  g.fillText(`+${kit.fmt(lastScore)}`, W / 2, 420);
  g.direction = kit.dir === 'rtl' ? 'rtl' : 'ltr';
  g.font = '600 15px system-ui, sans-serif';
  g.fillStyle = '#cfd6f5';
  if (results.length < COURSES.length) g.fillText(kit.t('race', { n: results.length + 1, name: courseName(kit, results.length) }), W / 2, 458, W - 30);
  g.globalAlpha = kit.reducedMotion ? 1 : 0.65 + 0.35 * Math.sin(kit.clock * 4);
  g.fillText(kit.t('tapNext'), W / 2, 500, W - 30);
  g.globalAlpha = 1;
}

const kit = createGame({
  id: 25,
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
    results = [];
    startRace(k, 0);
  },
  update(dt, k) {
    if (phase === 'race') stepPlay(k, dt);
    else if (!settled) {
      // The rivals still out there finish at fifteen times the speed.
      const me = /** @type {Boat} */ (race.boats[0]);
      for (let i = 0; i < 15 && race.finished < race.boats.length; i++) stepRace(race, { throttle: 0, steer: 0 }, dt, true);
      if (race.finished >= race.boats.length || race.time > me.finish - me.penalty + 90) settle(k);
      foam = foam.filter((f) => (f.life -= dt) > 0);
    } else {
      // The boats drift on behind the results.
      stepRace(race, { throttle: 0, steer: 0 }, dt, true);
      foam = foam.filter((f) => (f.life -= dt) > 0);
    }
    moveCamera(dt);
  },
  render(g, k) {
    drawWorld(g, k);
    if (phase === 'race') drawHud(g, k);
    else drawResults(g, k);
  },
  onKey(code, k) {
    if (phase === 'results' && (code === 'Enter' || code === 'Space')) { continueAfterResults(k); return true; }
    return ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Space'].includes(code);
  },
  onTap(_p, k) {
    if (phase === 'results') continueAfterResults(k);
  },
  state() {
    const me = /** @type {Boat} */ (race.boats[0]);
    return {
      phase,
      course: race.index,
      races: results.length,
      countdown: Math.round(race.countdown * 100) / 100,
      time: Math.round(race.time * 100) / 100,
      lap: Math.min(LAPS, lapsDone(race, me) + 1),
      place: placeOf(race, 0),
      speed: Math.round(forwardSpeed(me)),
      angle: Math.round(me.angle * 1000) / 1000,
      x: Math.round(me.x),
      y: Math.round(me.y),
      progress: Math.round(me.progress),
      gate: me.gate,
      cleared: me.cleared,
      missed: me.missed,
      penalty: me.penalty,
      finished: me.finish > 0,
      throttle: controls.throttle,
      steer: controls.steer,
      cup: cupPoints(results),
    };
  },
  demo(k) {
    demoing = true;
    // No banner from the round Play just started over the picture.
    k.toastEl.classList.remove('gk-toast-show');
    startRace(k, 1);
    race.countdown = 0;
    // Race on until the pack is together at a gate: the picture a thumbnail should show.
    for (let i = 0; i < 60 * 40; i++) {
      stepPlay(k, 1 / 60);
      moveCamera(1 / 60);
      const me = /** @type {Boat} */ (race.boats[0]);
      const close = race.boats.filter((b) => Math.hypot(b.x - me.x, b.y - me.y) < 170).length;
      const toGate = gatePos(race, me.gate) - me.progress;
      if (race.time > 5 && close >= 2 && toGate > 30 && toGate < 120) break;
    }
    popups = [];
    demoing = false;
  },
});

export default kit;

