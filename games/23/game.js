// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { createSheet } from '../kit/sprites.js';
import { pointAt, bounds } from '../kit/track.js';
import { clamp, lerp } from '../kit/geometry.js';
import {
  W, H, HALF_WIDTH, RUNOFF, LAPS, COURSES, courseTrack, createRun, stepRun, autopilot, slipAngle, isDrifting, multiplier, lapLimit,
  encodeGhost, decodeGhost, ghostAt, medalFor, timeBonus,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Run} Run */
/** @typedef {import('./logic.js').Frame} Frame */
/** @typedef {import('../kit/sprites.js').SpriteSheet} SpriteSheet */

const strings = {
  'zh-CN': { title: '漂移计时赛', course: '赛道', lagoon: '泻湖', serpent: '蛇形弯', knot: '绳结', pins: '发夹弯', lap: '圈数', drift: '漂移', lost: '漂移失败！', ghost: '幽灵车', newGhost: '新的最快圈！幽灵车已更新', timeUp: '第 {n} 圈超时了。', gold: '金牌', silver: '银牌', bronze: '铜牌', noMedal: '没有奖牌', result: '{medal} · 总用时 {total} · 最快圈 {lap} · 漂移 {drift} 分', hurry: '快没时间了！', left: '左转', right: '右转', brake: '刹车', handbrake: '手刹漂移' },
  en: { title: 'Drift Trial', course: 'Course', lagoon: 'Lagoon', serpent: 'Serpent', knot: 'Knot', pins: 'Hairpins', lap: 'Lap', drift: 'Drift', lost: 'Drift lost!', ghost: 'Ghost', newGhost: 'New best lap! Ghost updated', timeUp: 'Time ran out on lap {n}.', gold: 'Gold', silver: 'Silver', bronze: 'Bronze', noMedal: 'No medal', result: '{medal} · total {total} · best lap {lap} · drift {drift}', hurry: 'Hurry up!', left: 'Steer left', right: 'Steer right', brake: 'Brake', handbrake: 'Handbrake drift' },
  ja: { title: 'ドリフト トライアル', course: 'コース', lagoon: 'ラグーン', serpent: 'サーペント', knot: 'ノット', pins: 'ヘアピン', lap: '周回', drift: 'ドリフト', lost: 'ドリフト失敗！', ghost: 'ゴースト', newGhost: 'ベストラップ更新！ゴーストを保存', timeUp: '{n} 周目でタイムアップ。', gold: '金メダル', silver: '銀メダル', bronze: '銅メダル', noMedal: 'メダルなし', result: '{medal} · 合計 {total} · ベストラップ {lap} · ドリフト {drift} 点', hurry: '時間がない！', left: '左へ', right: '右へ', brake: 'ブレーキ', handbrake: 'サイドブレーキでドリフト' },
  es: { title: 'Prueba de derrape', course: 'Circuito', lagoon: 'Laguna', serpent: 'Serpentina', knot: 'Nudo', pins: 'Horquillas', lap: 'Vuelta', drift: 'Derrape', lost: '¡Derrape perdido!', ghost: 'Fantasma', newGhost: '¡Mejor vuelta! Fantasma actualizado', timeUp: 'Se acabó el tiempo en la vuelta {n}.', gold: 'Oro', silver: 'Plata', bronze: 'Bronce', noMedal: 'Sin medalla', result: '{medal} · total {total} · mejor vuelta {lap} · derrape {drift}', hurry: '¡Date prisa!', left: 'Girar a la izquierda', right: 'Girar a la derecha', brake: 'Frenar', handbrake: 'Derrape con freno de mano' },
  de: { title: 'Drift-Zeitfahren', course: 'Strecke', lagoon: 'Lagune', serpent: 'Serpentine', knot: 'Knoten', pins: 'Haarnadeln', lap: 'Runde', drift: 'Drift', lost: 'Drift verloren!', ghost: 'Geist', newGhost: 'Neue Bestrunde! Geist gespeichert', timeUp: 'Zeit abgelaufen in Runde {n}.', gold: 'Gold', silver: 'Silber', bronze: 'Bronze', noMedal: 'Keine Medaille', result: '{medal} · gesamt {total} · Bestrunde {lap} · Drift {drift}', hurry: 'Beeil dich!', left: 'Nach links lenken', right: 'Nach rechts lenken', brake: 'Bremsen', handbrake: 'Handbremsen-Drift' },
  fr: { title: 'Défi de drift', course: 'Circuit', lagoon: 'Lagon', serpent: 'Serpentin', knot: 'Nœud', pins: 'Épingles', lap: 'Tour', drift: 'Drift', lost: 'Drift perdu !', ghost: 'Fantôme', newGhost: 'Meilleur tour ! Fantôme mis à jour', timeUp: 'Temps écoulé au tour {n}.', gold: 'Or', silver: 'Argent', bronze: 'Bronze', noMedal: 'Pas de médaille', result: '{medal} · total {total} · meilleur tour {lap} · drift {drift}', hurry: 'Dépêchez-vous !', left: 'Tourner à gauche', right: 'Tourner à droite', brake: 'Freiner', handbrake: 'Drift au frein à main' },
  'pt-BR': { title: 'Desafio de Drift', course: 'Circuito', lagoon: 'Lagoa', serpent: 'Serpentina', knot: 'Nó', pins: 'Grampos', lap: 'Volta', drift: 'Drift', lost: 'Drift perdido!', ghost: 'Fantasma', newGhost: 'Melhor volta! Fantasma atualizado', timeUp: 'O tempo acabou na volta {n}.', gold: 'Ouro', silver: 'Prata', bronze: 'Bronze', noMedal: 'Sem medalha', result: '{medal} · total {total} · melhor volta {lap} · drift {drift}', hurry: 'Corra!', left: 'Virar à esquerda', right: 'Virar à direita', brake: 'Frear', handbrake: 'Drift no freio de mão' },
  ar: { title: 'تحدي الانجراف', course: 'الحلبة', lagoon: 'البحيرة', serpent: 'الأفعى', knot: 'العقدة', pins: 'المنعطفات', lap: 'اللفة', drift: 'انجراف', lost: 'ضاع الانجراف!', ghost: 'الشبح', newGhost: 'أفضل لفة جديدة! حُدّث الشبح', timeUp: 'انتهى الوقت في اللفة {n}.', gold: 'ذهبية', silver: 'فضية', bronze: 'برونزية', noMedal: 'بلا ميدالية', result: '{medal} · المجموع {total} · أفضل لفة {lap} · انجراف {drift}', hurry: 'أسرع!', left: 'انعطف يسارًا', right: 'انعطف يمينًا', brake: 'فرامل', handbrake: 'انجراف بفرامل اليد' },
};

const ZOOM = 1.1;
const GHOST_KEY = (/** @type {number} */ c) => `gamekit:23:ghost:${c}`;

/** @type {Run} */
let run = createRun(0);
/** @type {{lapTime: number, frames: Frame[]} | null} */
let ghost = null;
/** @type {SpriteSheet | null} */
let sheet = null;
/** @type {Path2D | null} */
let roadPath = null;
let pathFor = -1;
let cam = { x: 0, y: 0 };
let demoing = false;
let lastCount = 3;
let newGhostThisRun = false;
/** @type {{x: number, y: number, a: number, life: number}[]} */
let marks = [];
/** @type {{x: number, y: number, vx: number, vy: number, life: number}[]} */
let smoke = [];
/** @type {{text: string, color: string, life: number}[]} */
let popups = [];
/** @type {{x: number, y: number}[]} */
let tyres = [];
/** @type {{x: number, y: number}[]} */
let cones = [];
let controls = { steer: 0, brake: false, handbrake: false };

/** @param {string} key */
function load(key) {
  try { return localStorage.getItem(key); } catch { return null; }
}
/** @param {string} key @param {string} v */
function save(key, v) {
  try { localStorage.setItem(key, v); } catch { /* private mode */ }
}

/** @param {number} t */
function fmtTime(t) {
  const m = Math.floor(t / 60);
  const s = t - m * 60;
  return `${m}:${s < 10 ? '0' : ''}${s.toFixed(2)}`;
}

/** @param {Kit} kit */
const courseIndex = (kit) => clamp(COURSES.findIndex((c) => c.key === kit.option('course')), 0, COURSES.length - 1);

function buildSheet() {
  /** @param {string} body @param {string} stripe */
  const car = (body, stripe) => ({
    w: 30, h: 17,
    /** @param {CanvasRenderingContext2D} g */
    draw: (g) => {
      g.fillStyle = '#111';
      for (const [x, y] of [[4, 0], [21, 0], [4, 14], [21, 14]]) { roundRect(g, /** @type {number} */ (x), /** @type {number} */ (y), 6, 3, 1); g.fill(); }
      g.fillStyle = body;
      roundRect(g, 1, 2, 28, 13, 5);
      g.fill();
      g.fillStyle = stripe;
      g.fillRect(3, 7.2, 24, 2.6);
      g.fillStyle = '#1a2232';
      roundRect(g, 14, 4, 8, 9, 2);
      g.fill();
      g.fillStyle = 'rgba(170,225,255,0.75)';
      roundRect(g, 19, 4.5, 2.6, 8, 1);
      g.fill();
      g.fillStyle = '#1a1a1a';
      g.fillRect(0, 3.5, 3, 10);
      g.fillStyle = '#fff6c8';
      g.fillRect(27.4, 3.4, 1.8, 2.8);
      g.fillRect(27.4, 10.8, 1.8, 2.8);
    },
  });
  return createSheet({
    car: car('#ffb020', '#1a1a1a'),
    ghost: car('#7ee8ff', '#ffffff'),
    tyre: {
      w: 14, h: 14,
      draw: (g) => {
        g.fillStyle = '#16161a';
        g.beginPath(); g.arc(7, 7, 6.6, 0, Math.PI * 2); g.fill();
        g.strokeStyle = '#3a3a44';
        g.lineWidth = 1.6;
        g.beginPath(); g.arc(7, 7, 4, 0, Math.PI * 2); g.stroke();
      },
    },
    cone: {
      w: 14, h: 14,
      draw: (g) => {
        g.fillStyle = '#ff6a1a';
        g.beginPath(); g.arc(7, 7, 6.5, 0, Math.PI * 2); g.fill();
        g.fillStyle = '#fff';
        g.beginPath(); g.arc(7, 7, 3.6, 0, Math.PI * 2); g.fill();
        g.fillStyle = '#ff6a1a';
        g.beginPath(); g.arc(7, 7, 1.8, 0, Math.PI * 2); g.fill();
      },
    },
  });
}

/** Road path, tyre walls along the barriers and cones on the apexes of a course. @param {number} course */
function prepareCourse(course) {
  const track = courseTrack(course);
  roadPath = new Path2D();
  track.pts.forEach((p, i) => (i ? roadPath?.lineTo(p.x, p.y) : roadPath?.moveTo(p.x, p.y)));
  roadPath.closePath();
  pathFor = course;
  tyres = [];
  cones = [];
  const edge = HALF_WIDTH + RUNOFF + 4;
  for (let s = 0; s < track.length; s += 15) {
    for (const side of [-1, 1]) {
      const p = pointAt(track, s, side * edge);
      // On the inside of tight bends the offset lines cross over; skip tyres that land on the road.
      let onRoad = false;
      for (let k = -60; k <= 60 && !onRoad; k += 6) {
        const c = pointAt(track, s + k);
        if (Math.hypot(c.x - p.x, c.y - p.y) < edge - 6) onRoad = true;
      }
      if (!onRoad) tyres.push({ x: p.x, y: p.y });
    }
  }
  // Cones mark the inside of each bend.
  for (let s = 0; s < track.length; s += 40) {
    const pNext = pointAt(track, s + 20);
    const p0 = pointAt(track, s);
    const turn = Math.atan2(Math.sin(pNext.angle - p0.angle), Math.cos(pNext.angle - p0.angle));
    if (Math.abs(turn) > 0.12) {
      const c = pointAt(track, s + 10, Math.sign(turn) * (HALF_WIDTH + 8));
      if (!cones.some((o) => Math.hypot(o.x - c.x, o.y - c.y) < 70)) cones.push({ x: c.x, y: c.y });
    }
  }
}

/** @param {Kit} kit */
function inputControls(kit) {
  if (demoing) return autopilot(run.car, run.track);
  const k = kit.input;
  const left = k.isDown('ArrowLeft') || k.isDown('KeyA') || kit.held('left');
  const right = k.isDown('ArrowRight') || k.isDown('KeyD') || kit.held('right');
  return {
    steer: (right ? 1 : 0) - (left ? 1 : 0),
    brake: k.isDown('ArrowDown') || k.isDown('KeyS') || kit.held('brake'),
    handbrake: k.isDown('Space') || k.isDown('ShiftLeft') || kit.held('handbrake'),
  };
}

/** @param {Kit} kit */
function endRun(kit) {
  const total = run.laps.reduce((a, b) => a + b, 0);
  const medal = medalFor(total, run.course);
  kit.addScore(timeBonus(total, run.course));
  const message = kit.t('result', {
    medal: kit.t(medal || 'noMedal'), total: fmtTime(total), lap: fmtTime(Math.min(...run.laps)), drift: kit.fmt(run.drift.banked),
  });
  kit.gameOver({ win: !!medal, message: newGhostThisRun ? `${message} — ${kit.t('newGhost')}` : message });
}

/** @param {Kit} kit @param {number} dt */
function stepPlay(kit, dt) {
  controls = inputControls(kit);
  const before = run.countdown;
  const ev = stepRun(run, controls, dt);
  const count = Math.ceil(run.countdown / 0.6);
  if (before > 0 && count !== lastCount) {
    lastCount = count;
    kit.sound.tone(count > 0 ? { freq: 440, dur: 0.12, type: 'square', vol: 0.1 } : { freq: 880, dur: 0.3, type: 'square', vol: 0.12 });
  }
  const car = run.car;
  if (ev.wall) kit.sound.noise({ dur: 0.18, vol: 0.18, freq: 500 });
  if (ev.banked) {
    kit.addScore(ev.banked);
    popups.push({ text: `+${kit.fmt(ev.banked)}`, color: '#7dff9b', life: 1.2 });
    kit.sound.jingle([660, 880, 1100].slice(0, 1 + Math.min(2, Math.floor(ev.banked / 400))));
  }
  if (ev.lost) {
    popups.push({ text: kit.t('lost'), color: '#ff6b6b', life: 1.2 });
    kit.sound.tone({ freq: 300, to: 120, dur: 0.3, type: 'sawtooth', vol: 0.1 });
  }
  if (ev.lapTime && ev.lapFrames) {
    if (!ghost || ev.lapTime < ghost.lapTime) {
      ghost = { lapTime: ev.lapTime, frames: ev.lapFrames };
      newGhostThisRun = true;
      if (!demoing) {
        save(GHOST_KEY(run.course), encodeGhost(ev.lapTime, ev.lapFrames));
        kit.toast(kit.t('newGhost'));
      }
    }
    kit.setStat('lap', `${Math.min(LAPS, run.lap + 1)}/${LAPS}`);
    kit.sound.jingle([523, 784]);
    if (run.finished && !demoing) { endRun(kit); return; }
  }
  if (ev.timeUp && !demoing) {
    kit.gameOver({ message: kit.t('timeUp', { n: run.lap + 1 }) });
    return;
  }
  // Tyre marks and smoke while sliding.
  const slip = Math.abs(slipAngle(car));
  const speed = Math.hypot(car.vx, car.vy);
  if ((car.sliding && speed > 60) || (controls.brake && speed > 150)) {
    marks.push({ x: car.x - Math.cos(car.angle) * 10, y: car.y - Math.sin(car.angle) * 10, a: car.angle, life: 1 });
    if (marks.length > 900) marks.shift();
    if (!kit.reducedMotion && slip > 0.25 && kit.random() < 0.6) {
      smoke.push({ x: car.x - Math.cos(car.angle) * 12, y: car.y - Math.sin(car.angle) * 12, vx: (kit.random() - 0.5) * 30, vy: (kit.random() - 0.5) * 30, life: 0.9 });
    }
    if (slip > 0.3 && kit.random() < 0.08) kit.sound.noise({ dur: 0.12, vol: 0.05, freq: 2500 });
  }
  smoke = smoke.filter((p) => { p.x += p.vx * dt; p.y += p.vy * dt; return (p.life -= dt) > 0; });
  popups = popups.filter((p) => (p.life -= dt) > 0);
  const lx = clamp(car.vx * 0.4, -120, 120);
  const ly = clamp(car.vy * 0.4, -160, 160);
  const k = Math.min(1, dt * 4);
  cam.x = lerp(cam.x, car.x + lx, k);
  cam.y = lerp(cam.y, car.y + ly, k);
}

// ---------------------------------------------------------------- drawing

/** @param {CanvasRenderingContext2D} g @param {Kit} kit */
function drawWorld(g, kit) {
  const sh = /** @type {SpriteSheet} */ (sheet);
  if (pathFor !== run.course) prepareCourse(run.course);
  g.save();
  g.translate(W / 2, H / 2);
  g.scale(ZOOM, ZOOM);
  g.translate(-cam.x, -cam.y);
  const vw = W / ZOOM;
  const vh = H / ZOOM;
  g.fillStyle = '#3b4150';
  g.fillRect(cam.x - vw, cam.y - vh, vw * 2, vh * 2);
  // Concrete slabs.
  g.strokeStyle = 'rgba(0,0,0,0.18)';
  g.lineWidth = 2;
  const grid = 120;
  g.beginPath();
  for (let x = Math.floor((cam.x - vw) / grid) * grid; x < cam.x + vw; x += grid) { g.moveTo(x, cam.y - vh); g.lineTo(x, cam.y + vh); }
  for (let y = Math.floor((cam.y - vh) / grid) * grid; y < cam.y + vh; y += grid) { g.moveTo(cam.x - vw, y); g.lineTo(cam.x + vw, y); }
  g.stroke();
  if (roadPath) {
    g.lineJoin = 'round';
    g.lineCap = 'round';
    g.strokeStyle = '#59606f';
    g.lineWidth = (HALF_WIDTH + RUNOFF) * 2;
    g.stroke(roadPath);
    g.strokeStyle = '#ffd23f';
    g.lineWidth = HALF_WIDTH * 2 + 6;
    g.stroke(roadPath);
    g.strokeStyle = '#24272f';
    g.lineWidth = HALF_WIDTH * 2;
    g.stroke(roadPath);
  }
  // Start line.
  const sf = pointAt(run.track, 0);
  g.save();
  g.translate(sf.x, sf.y);
  g.rotate(sf.angle);
  for (let i = 0; i < 12; i++) {
    for (let j = 0; j < 2; j++) {
      g.fillStyle = (i + j) % 2 ? '#111' : '#eee';
      g.fillRect(-8 + j * 8, -HALF_WIDTH + i * (HALF_WIDTH / 6), 8, HALF_WIDTH / 6);
    }
  }
  g.restore();
  g.fillStyle = 'rgba(8,8,10,0.55)';
  for (const m of marks) {
    g.save(); g.translate(m.x, m.y); g.rotate(m.a);
    g.fillRect(-2.5, -8, 5, 3); g.fillRect(-2.5, 5, 5, 3);
    g.restore();
  }
  const near = (/** @type {{x: number, y: number}} */ p) => Math.abs(p.x - cam.x) < vw / 2 + 30 && Math.abs(p.y - cam.y) < vh / 2 + 30;
  for (const c of cones) if (near(c)) sh.draw(g, 'cone', c.x, c.y);
  for (const t of tyres) if (near(t)) sh.draw(g, 'tyre', t.x, t.y);
  // The ghost: the best lap so far, replayed in step with the current lap.
  if (ghost && run.lapStart >= 0 && !run.finished) {
    const p = ghostAt(ghost.frames, run.time - run.lapStart);
    if (p) sh.draw(g, 'ghost', p.x, p.y, { rot: p.a, alpha: 0.45 });
  }
  const car = run.car;
  g.fillStyle = 'rgba(0,0,0,0.35)';
  g.save(); g.translate(car.x + 3, car.y + 4); g.rotate(car.angle);
  roundRect(g, -15, -8.5, 30, 17, 6); g.fill();
  g.restore();
  sh.draw(g, 'car', car.x, car.y, { rot: car.angle });
  if (controls.brake || controls.handbrake) {
    g.save(); g.translate(car.x, car.y); g.rotate(car.angle);
    g.fillStyle = 'rgba(255,40,50,0.8)';
    g.fillRect(-15.5, -6, 2.2, 3.5); g.fillRect(-15.5, 2.5, 2.2, 3.5);
    g.restore();
  }
  for (const p of smoke) {
    g.globalAlpha = Math.max(0, p.life * 0.5);
    g.fillStyle = '#d8dce6';
    g.beginPath(); g.arc(p.x, p.y, 6 + (0.9 - p.life) * 16, 0, Math.PI * 2); g.fill();
  }
  g.globalAlpha = 1;
  g.restore();
  void kit;
}

/** @param {CanvasRenderingContext2D} g */
function drawMinimap(g) {
  const track = run.track;
  const b = bounds(track, 60);
  const box = 96;
  const s = Math.min(box / b.w, box / b.h);
  g.fillStyle = 'rgba(10,12,20,0.6)';
  roundRect(g, 6, 6, box + 8, box + 8, 10);
  g.fill();
  g.save();
  g.translate(10 + (box - b.w * s) / 2 - b.x * s, 10 + (box - b.h * s) / 2 - b.y * s);
  g.scale(s, s);
  g.strokeStyle = 'rgba(230,235,255,0.75)';
  g.lineWidth = 5 / s;
  g.lineJoin = 'round';
  if (roadPath) g.stroke(roadPath);
  if (ghost && run.lapStart >= 0) {
    const p = ghostAt(ghost.frames, run.time - run.lapStart);
    if (p) { g.fillStyle = '#7ee8ff'; g.beginPath(); g.arc(p.x, p.y, 4 / s, 0, Math.PI * 2); g.fill(); }
  }
  g.fillStyle = '#ffb020';
  g.beginPath(); g.arc(run.car.x, run.car.y, 5.5 / s, 0, Math.PI * 2); g.fill();
  g.restore();
}

/** @param {CanvasRenderingContext2D} g @param {Kit} kit */
function drawHud(g, kit) {
  drawMinimap(g);
  const lapT = run.lapStart >= 0 ? run.time - run.lapStart : 0;
  g.fillStyle = 'rgba(10,12,20,0.6)';
  roundRect(g, W - 132, 6, 126, 52, 10);
  g.fill();
  g.textBaseline = 'top';
  g.direction = 'ltr';
  g.textAlign = 'right';
  const hurry = run.lapStart >= 0 && lapLimit(run.course) - lapT < 5;
  g.fillStyle = hurry ? '#ff6b6b' : '#fff';
  g.font = '800 20px system-ui, sans-serif';
  g.fillText(fmtTime(lapT), W - 14, 12);
  g.font = '600 13px system-ui, sans-serif';
  g.fillStyle = '#9fe9ff';
  g.fillText(ghost ? fmtTime(ghost.lapTime) : '–:––', W - 14, 37);
  g.textAlign = 'left';
  g.fillText(kit.t('ghost'), W - 124, 37, 56);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  // Drift under way.
  const d = run.drift;
  if (d.chain > 0) {
    const mult = multiplier(d.time);
    g.fillStyle = 'rgba(10,12,20,0.65)';
    roundRect(g, W / 2 - 90, H - 92, 180, 44, 12);
    g.fill();
    g.fillStyle = isDrifting(run.car) ? '#ffd23f' : '#c9cfe0';
    g.font = '900 20px system-ui, sans-serif';
    g.direction = kit.dir === 'rtl' ? 'rtl' : 'ltr';
    g.fillText(`${kit.t('drift')} ×${mult}  ${kit.fmt(Math.round(d.chain * mult))}`, W / 2, H - 70, 170);
    g.direction = 'ltr';
  }
  const slip = Math.min(1, Math.abs(slipAngle(run.car)) / 1.1);
  g.fillStyle = 'rgba(10,12,20,0.6)';
  roundRect(g, W / 2 - 60, H - 22, 120, 12, 6);
  g.fill();
  g.fillStyle = slip > 0.27 ? '#ffd23f' : '#4fd8ff';
  roundRect(g, W / 2 - 58, H - 20, Math.max(4, 116 * Math.min(1, Math.hypot(run.car.vx, run.car.vy) / 330)), 8, 4);
  g.fill();
  popups.forEach((p, i) => {
    g.globalAlpha = Math.min(1, p.life * 2);
    g.fillStyle = p.color;
    g.font = '900 24px system-ui, sans-serif';
    g.direction = kit.dir === 'rtl' ? 'rtl' : 'ltr';
    g.fillText(p.text, W / 2, H - 130 - i * 28 - (1.2 - p.life) * 30, W - 30);
  });
  g.globalAlpha = 1;
  g.direction = 'ltr';
  if (run.countdown > 0) {
    const n = Math.ceil(run.countdown / 0.6);
    g.fillStyle = 'rgba(10,12,20,0.7)';
    roundRect(g, W / 2 - 70, 160, 140, 50, 14);
    g.fill();
    for (let i = 0; i < 3; i++) {
      g.fillStyle = i < 3 - n + 1 ? '#ff3b3b' : '#3a2030';
      g.beginPath(); g.arc(W / 2 - 40 + i * 40, 185, 15, 0, Math.PI * 2); g.fill();
    }
  }
  if (hurry && Math.floor(kit.clock * 3) % 2 === 0) {
    g.fillStyle = '#ff6b6b';
    g.font = '900 24px system-ui, sans-serif';
    g.direction = kit.dir === 'rtl' ? 'rtl' : 'ltr';
    g.fillText(kit.t('hurry'), W / 2, 150, W - 30);
  }
}

const kit = createGame({
  id: 23,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'lap', label: 'lap' }],
  options: [{ key: 'course', label: 'course', choices: COURSES.map((c) => ({ value: c.key, label: c.key })), default: 'lagoon' }],
  bestKey: (k) => k.option('course'),
  controls: {
    layout: 'row',
    buttons: [
      { action: 'left', label: '◀', title: 'left' },
      { action: 'right', label: '▶', title: 'right' },
      { action: 'brake', label: '▼', title: 'brake' },
      { action: 'handbrake', label: '⟲', title: 'handbrake' },
    ],
  },
  reset(k) {
    if (!sheet) sheet = buildSheet();
    const course = courseIndex(k);
    run = createRun(course);
    ghost = decodeGhost(load(GHOST_KEY(course)));
    newGhostThisRun = false;
    marks = [];
    smoke = [];
    popups = [];
    lastCount = 3;
    cam = { x: run.car.x, y: run.car.y };
    k.setLevel(course + 1);
    k.setStat('lap', `1/${LAPS}`);
  },
  update(dt, k) {
    stepPlay(k, dt);
  },
  render(g, k) {
    if (!sheet) sheet = buildSheet();
    drawWorld(g, k);
    if (k.screen !== 'start') drawHud(g, k);
  },
  onKey(code) {
    return ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Space'].includes(code);
  },
  state() {
    const car = run.car;
    return {
      course: run.course,
      countdown: Math.round(run.countdown * 100) / 100,
      lap: Math.min(LAPS, run.lap + 1),
      lapsDone: run.lap,
      timing: run.lapStart >= 0,
      lapTimes: run.laps.map((t) => Math.round(t * 100) / 100),
      speed: Math.round(Math.hypot(car.vx, car.vy)),
      slip: Math.round(slipAngle(car) * 1000) / 1000,
      drifting: isDrifting(car),
      sliding: car.sliding,
      chain: Math.round(run.drift.chain),
      banked: run.drift.banked,
      progress: Math.round(car.progress),
      x: Math.round(car.x),
      y: Math.round(car.y),
      angle: Math.round(car.angle * 1000) / 1000,
      steer: controls.steer,
      brake: controls.brake,
      handbrake: controls.handbrake,
      ghost: ghost ? Math.round(ghost.lapTime * 100) / 100 : null,
    };
  },
  demo(k) {
    demoing = true;
    run.countdown = 0;
    // A lap to record a ghost, then on into the next until the car is mid-drift with the ghost close by.
    for (let i = 0; i < 60 * 60; i++) {
      stepPlay(k, 1 / 60);
      if (run.lap >= 1 && ghost && isDrifting(run.car) && Math.abs(slipAngle(run.car)) > 0.45) {
        const p = ghostAt(ghost.frames, run.time - run.lapStart);
        if (p && Math.hypot(p.x - run.car.x, p.y - run.car.y) < 110 && Math.hypot(p.x - run.car.x, p.y - run.car.y) > 35) break;
      }
    }
    popups = [];
    demoing = false;
  },
});

export default kit;
