// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { W, H, BALL_R, CUP_R, WALL_T, BAR_T, HOLES, COURSE_PAR, MAX_STROKES, stepBall, shotVelocity, spinnerEnds, sliderBox, holePoints, termFor, pickedUp, planShot, courseDistance } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Hole} Hole */
/** @typedef {import('./logic.js').Ball} Ball */
/** @typedef {import('./logic.js').Vec} Vec */
/** @typedef {'aim'|'roll'|'splash'|'sunk'|'card'} Phase */

/** Drag length (logical units) for a full-power putt. */
const DRAG_FULL = 150;
const DRAG_MIN = 10;
const TOP = 44;

const strings = {
  'zh-CN': { title: '迷你高尔夫', hole: '球洞', strokes: '杆数', holeInfo: '第 {n}/9 洞 · 标准杆 {p}', total: '总计 {r}', hint: '在任意处向后拖动瞄准，松开击球', splash: '落水！罚一杆', pickup: '已打满 9 杆，捡起球', ace: '一杆进洞！', albatross: '信天翁！', eagle: '老鹰球！', birdie: '小鸟球！', par: '标准杆', bogey: '柏忌', double: '双柏忌', card: '记分卡', sum: '合计', next: '点击或按空格进入下一洞', finish: '点击或按空格结束本轮', final: '你用 {s} 杆打完标准杆 {p} 的球场（{r}）。', power: '力度' },
  en: { title: 'Mini Golf', hole: 'Hole', strokes: 'Strokes', holeInfo: 'Hole {n}/9 · Par {p}', total: 'Total {r}', hint: 'Drag back anywhere to aim, release to putt', splash: 'Splash! +1 penalty stroke', pickup: 'Stroke limit reached: ball picked up', ace: 'Hole in one!', albatross: 'Albatross!', eagle: 'Eagle!', birdie: 'Birdie!', par: 'Par', bogey: 'Bogey', double: 'Double bogey', card: 'Scorecard', sum: 'Total', next: 'Tap or press Space for the next hole', finish: 'Tap or press Space to finish the round', final: 'You played the par-{p} course in {s} strokes ({r}).', power: 'Power' },
  ja: { title: 'ミニゴルフ', hole: 'ホール', strokes: '打数', holeInfo: 'ホール {n}/9 · パー {p}', total: '合計 {r}', hint: 'どこからでも後ろへドラッグして狙い、離して打つ', splash: '池ポチャ！1 打罰', pickup: '打数上限：ボールを拾った', ace: 'ホールインワン！', albatross: 'アルバトロス！', eagle: 'イーグル！', birdie: 'バーディー！', par: 'パー', bogey: 'ボギー', double: 'ダブルボギー', card: 'スコアカード', sum: '合計', next: 'タップかスペースで次のホールへ', finish: 'タップかスペースでラウンド終了', final: 'パー {p} のコースを {s} 打で回った（{r}）。', power: 'パワー' },
  es: { title: 'Minigolf', hole: 'Hoyo', strokes: 'Golpes', holeInfo: 'Hoyo {n}/9 · Par {p}', total: 'Total {r}', hint: 'Arrastra hacia atrás donde sea para apuntar y suelta para golpear', splash: '¡Al agua! +1 golpe de castigo', pickup: 'Límite de golpes: recoges la bola', ace: '¡Hoyo en uno!', albatross: '¡Albatros!', eagle: '¡Eagle!', birdie: '¡Birdie!', par: 'Par', bogey: 'Bogey', double: 'Doble bogey', card: 'Tarjeta', sum: 'Total', next: 'Toca o pulsa Espacio para el siguiente hoyo', finish: 'Toca o pulsa Espacio para terminar la vuelta', final: 'Jugaste el campo de par {p} en {s} golpes ({r}).', power: 'Fuerza' },
  de: { title: 'Minigolf', hole: 'Loch', strokes: 'Schläge', holeInfo: 'Loch {n}/9 · Par {p}', total: 'Gesamt {r}', hint: 'Irgendwo nach hinten ziehen zum Zielen, loslassen zum Putten', splash: 'Wasser! +1 Strafschlag', pickup: 'Schlaglimit erreicht: Ball aufgenommen', ace: 'Hole-in-One!', albatross: 'Albatros!', eagle: 'Eagle!', birdie: 'Birdie!', par: 'Par', bogey: 'Bogey', double: 'Doppel-Bogey', card: 'Scorekarte', sum: 'Summe', next: 'Tippen oder Leertaste für das nächste Loch', finish: 'Tippen oder Leertaste, um die Runde zu beenden', final: 'Du hast den Par-{p}-Platz mit {s} Schlägen gespielt ({r}).', power: 'Kraft' },
  fr: { title: 'Minigolf', hole: 'Trou', strokes: 'Coups', holeInfo: 'Trou {n}/9 · Par {p}', total: 'Total {r}', hint: 'Tirez vers l’arrière n’importe où pour viser, relâchez pour putter', splash: 'Plouf ! +1 coup de pénalité', pickup: 'Limite de coups atteinte : balle ramassée', ace: 'Trou en un !', albatross: 'Albatros !', eagle: 'Eagle !', birdie: 'Birdie !', par: 'Par', bogey: 'Bogey', double: 'Double bogey', card: 'Carte de score', sum: 'Total', next: 'Touchez ou appuyez sur Espace pour le trou suivant', finish: 'Touchez ou appuyez sur Espace pour finir la partie', final: 'Parcours par {p} bouclé en {s} coups ({r}).', power: 'Force' },
  'pt-BR': { title: 'Minigolfe', hole: 'Buraco', strokes: 'Tacadas', holeInfo: 'Buraco {n}/9 · Par {p}', total: 'Total {r}', hint: 'Arraste para trás em qualquer lugar para mirar e solte para tacar', splash: 'Na água! +1 tacada de penalidade', pickup: 'Limite de tacadas: bola recolhida', ace: 'Hole in one!', albatross: 'Albatroz!', eagle: 'Eagle!', birdie: 'Birdie!', par: 'Par', bogey: 'Bogey', double: 'Bogey duplo', card: 'Cartão de pontuação', sum: 'Total', next: 'Toque ou aperte Espaço para o próximo buraco', finish: 'Toque ou aperte Espaço para encerrar a rodada', final: 'Você jogou o campo de par {p} com {s} tacadas ({r}).', power: 'Força' },
  ar: { title: 'الغولف المصغّر', hole: 'الحفرة', strokes: 'الضربات', holeInfo: 'الحفرة {n}/9 · المعدل {p}', total: 'المجموع {r}', hint: 'اسحب للخلف من أي مكان للتصويب، ثم اترك للضرب', splash: 'سقطت في الماء! ضربة جزاء +1', pickup: 'بلغت حد الضربات: رُفعت الكرة', ace: 'في الحفرة من ضربة واحدة!', albatross: 'ألباتروس!', eagle: 'إيغل!', birdie: 'بيردي!', par: 'المعدل', bogey: 'بوغي', double: 'بوغي مزدوج', card: 'بطاقة النتائج', sum: 'المجموع', next: 'المس أو اضغط المسافة للانتقال إلى الحفرة التالية', finish: 'المس أو اضغط المسافة لإنهاء الجولة', final: 'أنهيت ملعبًا معدله {p} ضربة في {s} ضربة ({r}).', power: 'القوة' },
};

let holeIdx = 0;
/** @type {Hole} */
let hole = /** @type {Hole} */ (HOLES[0]);
/** @type {Ball} */
let ball = { x: hole.tee.x, y: hole.tee.y, vx: 0, vy: 0 };
/** @type {Vec} */
let shotFrom = { ...hole.tee };
let strokes = 0;
/** Strokes per finished hole. @type {number[]} */
let card = [];
/** @type {Phase} */
let phase = 'aim';
let phaseTime = 0;
let holeTime = 0;
let aimAngle = -Math.PI / 2;
let aimPower = 0.5;
let keyAim = false;
let shots = 0;
let bounces = 0;
/** @type {{x0: number, y0: number, x: number, y: number} | null} */
let drag = null;
/** @type {Vec[]} */
let trail = [];
/** @type {{x: number, y: number, t: number}[]} */
let splashes = [];
/** @type {{text: string, t: number}|null} */
let banner = null;
let lastTerm = '';
let demoing = false;
/** Decoration in the rough, placed once per hole. @type {{x: number, y: number, r: number, flower: boolean}[]} */
let bushes = [];

/** Bushes wherever the rough is wide enough, clear of the rails. @param {Hole} h */
function placeBushes(h) {
  const outer = /** @type {Vec[]} */ (h.walls[0]);
  const xs = outer.map((p) => p.x);
  const left = Math.min(...xs);
  const right = W - Math.max(...xs);
  /** @type {{x: number, y: number, r: number, flower: boolean}[]} */
  const out = [];
  let k = 0;
  for (let y = TOP + 20; y < H - 10; y += 34) {
    k++;
    const r = 7 + (k * 5) % 6;
    if (left > 2 * r + 10) out.push({ x: left / 2 + ((k * 7) % 9) - 4, y: y + ((k * 13) % 11), r, flower: k % 3 === 0 });
    if (right > 2 * r + 10) out.push({ x: W - right / 2 + ((k * 11) % 9) - 4, y: y + 17 + ((k * 5) % 11), r, flower: k % 4 === 1 });
  }
  return out;
}

const par = () => hole.par;
const totalStrokes = () => card.reduce((s, n) => s + n, 0);
const parSoFar = () => HOLES.slice(0, card.length).reduce((s, h) => s + h.par, 0);
/** @param {number} r */
// Isolated left-to-right, so "+2" keeps its sign in front inside Arabic text.
const relText = (r) => `\u2066${r === 0 ? '±0' : r > 0 ? `+${r}` : `−${-r}`}\u2069`;

/** @param {Kit} kit @param {number} i */
function startHole(kit, i) {
  holeIdx = i;
  hole = /** @type {Hole} */ (HOLES[i]);
  bushes = placeBushes(hole);
  ball = { x: hole.tee.x, y: hole.tee.y, vx: 0, vy: 0 };
  shotFrom = { ...hole.tee };
  strokes = 0;
  holeTime = 0;
  trail = [];
  splashes = [];
  drag = null;
  setPhase('aim');
  kit.setLevel(i + 1);
  kit.setStat('strokes', 0);
}

/** @param {Phase} p */
function setPhase(p) {
  phase = p;
  phaseTime = 0;
  if (p === 'aim') {
    // Point the keyboard aim at the cup: a sensible start on every hole.
    aimAngle = Math.atan2(hole.cup.y - ball.y, hole.cup.x - ball.x);
    keyAim = false;
  }
}

/** @param {Kit} kit @param {number} angle @param {number} power */
function shoot(kit, angle, power) {
  if (phase !== 'aim') return;
  const v = shotVelocity(angle, power);
  ball.vx = v.vx;
  ball.vy = v.vy;
  shotFrom = { x: ball.x, y: ball.y };
  strokes++;
  shots++;
  drag = null;
  trail = [];
  kit.setStat('strokes', strokes);
  kit.sound.tone({ freq: 180 + power * 220, dur: 0.06, type: 'triangle', vol: 0.22 });
  kit.sound.noise({ dur: 0.05, vol: 0.08, freq: 3000 });
  setPhase('roll');
}

/** @param {Kit} kit */
function finishHole(kit) {
  const sunk = phase === 'sunk';
  const n = sunk ? strokes : MAX_STROKES;
  card.push(n);
  kit.addScore(holePoints(par(), n));
  setPhase('card');
}

/** @param {Kit} kit */
function advance(kit) {
  if (phase !== 'card') return;
  kit.sound.blip(660);
  if (holeIdx + 1 < HOLES.length) {
    startHole(kit, holeIdx + 1);
    return;
  }
  const s = totalStrokes();
  kit.gameOver({ win: true, message: kit.t('final', { p: COURSE_PAR, s, r: relText(s - COURSE_PAR) }) });
}

/** @param {Kit} kit @param {number} dt */
function step(kit, dt) {
  // Physics runs from the time at the start of the step, like simulateShot, so a planned putt replays exactly.
  const t0 = holeTime;
  holeTime += dt;
  phaseTime += dt;
  splashes = splashes.filter((s) => (s.t += dt) < 0.9);
  if (banner && (banner.t += dt) > 1.6) banner = null;
  if (phase === 'aim') {
    if (kit.input.isDown('ArrowLeft') || kit.input.isDown('KeyA')) { aimAngle -= 1.6 * dt; keyAim = true; }
    if (kit.input.isDown('ArrowRight') || kit.input.isDown('KeyD')) { aimAngle += 1.6 * dt; keyAim = true; }
    if (kit.input.isDown('ArrowUp') || kit.input.isDown('KeyW')) { aimPower = Math.min(1, aimPower + 0.7 * dt); keyAim = true; }
    if (kit.input.isDown('ArrowDown') || kit.input.isDown('KeyS')) { aimPower = Math.max(0.05, aimPower - 0.7 * dt); keyAim = true; }
  }
  if (phase === 'aim' || phase === 'roll') {
    const ev = stepBall(ball, hole, t0, dt);
    if (ev.walls) {
      bounces++;
      kit.sound.tone({ freq: 520, dur: 0.04, type: 'square', vol: 0.05 });
    }
    if (ev.movers) kit.sound.tone({ freq: 300, to: 200, dur: 0.08, type: 'sawtooth', vol: 0.07 });
    if (phase === 'roll' && !kit.reducedMotion) {
      trail.push({ x: ball.x, y: ball.y });
      if (trail.length > 16) trail.shift();
    }
    if (ev.sunk) {
      lastTerm = termFor(par(), strokes);
      if (!demoing) banner = { text: lastTerm === 'over' ? relText(strokes - par()) : kit.t(lastTerm), t: 0 };
      kit.sound.tone({ freq: 900, to: 500, dur: 0.18, type: 'sine', vol: 0.18 });
      kit.sound.jingle(strokes <= par() ? [523, 659, 784, 1047] : [523, 659]);
      setPhase('sunk');
      drag = null;
      return;
    }
    if (ev.water) {
      strokes++;
      kit.setStat('strokes', strokes);
      splashes.push({ x: ball.x, y: ball.y, t: 0 });
      kit.sound.noise({ dur: 0.4, vol: 0.2, freq: 900 });
      if (!demoing) kit.toast(kit.t('splash'));
      setPhase('splash');
      drag = null;
      return;
    }
    if (ev.moving && phase === 'aim') {
      // A moving obstacle knocked the resting ball: it rolls on, with no stroke counted.
      drag = null;
      setPhase('roll');
    } else if (!ev.moving && phase === 'roll') {
      trail = [];
      if (pickedUp(strokes)) {
        if (!demoing) kit.toast(kit.t('pickup'));
        finishHole(kit);
      } else setPhase('aim');
    }
    return;
  }
  if (phase === 'splash' && phaseTime > 0.8) {
    ball = { x: shotFrom.x, y: shotFrom.y, vx: 0, vy: 0 };
    if (pickedUp(strokes)) {
      if (!demoing) kit.toast(kit.t('pickup'));
      finishHole(kit);
    } else setPhase('aim');
    return;
  }
  if (phase === 'sunk' && phaseTime > 1.4) finishHole(kit);
}

// ---------------------------------------------------------------- drawing

/** @param {CanvasRenderingContext2D} g @param {Vec[]} poly */
function path(g, poly) {
  g.beginPath();
  poly.forEach((p, i) => (i ? g.lineTo(p.x, p.y) : g.moveTo(p.x, p.y)));
  g.closePath();
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawCourse(g, k) {
  // Rough around the course.
  g.fillStyle = '#1d4a34';
  g.fillRect(0, 0, W, H);
  g.strokeStyle = 'rgba(255,255,255,0.035)';
  g.lineWidth = 6;
  for (let x = -H; x < W; x += 22) { g.beginPath(); g.moveTo(x, H); g.lineTo(x + H, 0); g.stroke(); }
  for (const b of bushes) {
    g.fillStyle = 'rgba(0,0,0,0.25)';
    g.beginPath(); g.arc(b.x + 2, b.y + 3, b.r, 0, Math.PI * 2); g.fill();
    g.fillStyle = '#2f7a45';
    g.beginPath(); g.arc(b.x, b.y, b.r, 0, Math.PI * 2); g.fill();
    g.fillStyle = '#3f9a58';
    g.beginPath(); g.arc(b.x - b.r * 0.3, b.y - b.r * 0.3, b.r * 0.55, 0, Math.PI * 2); g.fill();
    if (b.flower) {
      g.fillStyle = '#ffd6e8';
      for (const [dx, dy] of [[-3, 2], [3, -1], [0, 4]]) { g.beginPath(); g.arc(b.x + /** @type {number} */ (dx), b.y + /** @type {number} */ (dy), 1.8, 0, Math.PI * 2); g.fill(); }
    }
  }
  const outer = /** @type {Vec[]} */ (hole.walls[0]);
  // Fairway with mowing stripes.
  g.save();
  path(g, outer);
  g.fillStyle = '#4caf50';
  g.fill();
  g.clip();
  g.fillStyle = 'rgba(255,255,255,0.07)';
  for (let y = 0; y < H; y += 56) g.fillRect(0, y, W, 28);
  for (const s of hole.slopes) {
    path(g, s.poly);
    g.fillStyle = 'rgba(20,60,20,0.22)';
    g.fill();
    g.save();
    path(g, s.poly);
    g.clip();
    const a = Math.atan2(s.ay, s.ax);
    const m = Math.hypot(s.ax, s.ay);
    const off = k.reducedMotion ? 0 : (k.clock * m * 0.12) % 26;
    const xs = s.poly.map((p) => p.x);
    const ys = s.poly.map((p) => p.y);
    const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
    const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
    g.translate(cx, cy);
    g.rotate(a);
    g.strokeStyle = 'rgba(230,255,200,0.35)';
    g.lineWidth = 3;
    for (let u = -160; u < 160; u += 26) {
      for (let v = -150; v < 150; v += 30) {
        const x = u + off;
        g.beginPath();
        g.moveTo(x - 6, v - 8); g.lineTo(x, v); g.lineTo(x - 6, v + 8);
        g.stroke();
      }
    }
    g.restore();
  }
  for (const s of hole.sand) {
    path(g, s);
    g.fillStyle = '#e6cf8f';
    g.fill();
    g.strokeStyle = '#cdb16c';
    g.lineWidth = 2;
    g.stroke();
    g.fillStyle = 'rgba(150,110,50,0.35)';
    const x0 = Math.min(...s.map((p) => p.x));
    const y0 = Math.min(...s.map((p) => p.y));
    const x1 = Math.max(...s.map((p) => p.x));
    const y1 = Math.max(...s.map((p) => p.y));
    for (let y = y0 + 4; y < y1 - 2; y += 7) for (let x = x0 + 3 + ((y * 3) % 7); x < x1 - 2; x += 9) g.fillRect(x, y, 1.6, 1.6);
  }
  for (const wtr of hole.water) {
    path(g, wtr);
    const y0 = Math.min(...wtr.map((p) => p.y));
    const y1 = Math.max(...wtr.map((p) => p.y));
    const grad = g.createLinearGradient(0, y0, 0, y1);
    grad.addColorStop(0, '#3d9be0');
    grad.addColorStop(1, '#2466b0');
    g.fillStyle = grad;
    g.fill();
    g.strokeStyle = 'rgba(200,240,255,0.7)';
    g.lineWidth = 2;
    g.stroke();
    g.save();
    path(g, wtr);
    g.clip();
    g.strokeStyle = 'rgba(255,255,255,0.25)';
    g.lineWidth = 1.5;
    const x0 = Math.min(...wtr.map((p) => p.x));
    const x1 = Math.max(...wtr.map((p) => p.x));
    for (let y = y0 + 12; y < y1; y += 18) {
      for (let x = x0 + ((y * 7) % 30); x < x1; x += 46) {
        const dx = k.reducedMotion ? 0 : Math.sin(k.clock * 1.5 + y) * 5;
        g.beginPath();
        g.arc(x + dx, y, 6, Math.PI * 1.15, Math.PI * 1.85);
        g.stroke();
      }
    }
    g.restore();
  }
  g.restore();
  // Rails: the outer one, then the blocks.
  g.lineJoin = 'round';
  path(g, outer);
  g.strokeStyle = '#6b4423';
  g.lineWidth = WALL_T * 2 + 2;
  g.stroke();
  g.strokeStyle = '#c98b4f';
  g.lineWidth = WALL_T * 2 - 2;
  g.stroke();
  for (const b of hole.walls.slice(1)) {
    path(g, b);
    g.fillStyle = '#b57a41';
    g.fill();
    g.strokeStyle = '#6b4423';
    g.lineWidth = WALL_T * 2;
    g.stroke();
    g.strokeStyle = 'rgba(255,230,190,0.35)';
    g.lineWidth = 1.5;
    g.stroke();
  }
  // Tee mat.
  g.fillStyle = 'rgba(255,255,255,0.18)';
  roundRect(g, hole.tee.x - 16, hole.tee.y - 10, 32, 20, 5);
  g.fill();
  // Cup and flag.
  g.fillStyle = '#10210f';
  g.beginPath();
  g.arc(hole.cup.x, hole.cup.y, CUP_R, 0, Math.PI * 2);
  g.fill();
  g.strokeStyle = 'rgba(255,255,255,0.55)';
  g.lineWidth = 1.5;
  g.stroke();
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawMovers(g, k) {
  for (const m of hole.movers) {
    if (m.kind === 'spinner') {
      const { a, b } = spinnerEnds(m, holeTime);
      g.lineCap = 'round';
      g.strokeStyle = 'rgba(0,0,0,0.25)';
      g.lineWidth = BAR_T * 2;
      g.beginPath(); g.moveTo(a.x + 3, a.y + 4); g.lineTo(b.x + 3, b.y + 4); g.stroke();
      g.strokeStyle = '#e4473c';
      g.beginPath(); g.moveTo(a.x, a.y); g.lineTo(b.x, b.y); g.stroke();
      g.strokeStyle = '#fff';
      g.lineWidth = BAR_T * 2 - 3;
      g.setLineDash([8, 8]);
      g.beginPath(); g.moveTo(a.x, a.y); g.lineTo(b.x, b.y); g.stroke();
      g.setLineDash([]);
      g.fillStyle = '#f6c945';
      g.beginPath(); g.arc(m.x, m.y, 9, 0, Math.PI * 2); g.fill();
      g.fillStyle = '#8a5a16';
      g.beginPath(); g.arc(m.x, m.y, 3.5, 0, Math.PI * 2); g.fill();
    } else {
      const bx = sliderBox(m, holeTime);
      g.fillStyle = 'rgba(0,0,0,0.25)';
      g.fillRect(bx.x + 3, bx.y + 4, bx.w, bx.h);
      g.save();
      g.beginPath();
      g.rect(bx.x, bx.y, bx.w, bx.h);
      g.clip();
      g.fillStyle = '#f6c945';
      g.fillRect(bx.x, bx.y, bx.w, bx.h);
      g.fillStyle = '#2b2b36';
      for (let x = bx.x - bx.h; x < bx.x + bx.w; x += 16) {
        g.beginPath(); g.moveTo(x, bx.y + bx.h); g.lineTo(x + 8, bx.y + bx.h); g.lineTo(x + 8 + bx.h, bx.y); g.lineTo(x + bx.h, bx.y); g.fill();
      }
      g.restore();
      g.strokeStyle = '#2b2b36';
      g.lineWidth = 2;
      g.strokeRect(bx.x, bx.y, bx.w, bx.h);
    }
  }
  void k;
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawFlag(g, k) {
  const near = Math.hypot(ball.x - hole.cup.x, ball.y - hole.cup.y) < 60 && phase === 'roll';
  const lift = near ? 0.35 : 1;
  const fx = hole.cup.x + 1;
  const fy = hole.cup.y;
  g.globalAlpha = lift;
  g.strokeStyle = '#f2f2f2';
  g.lineWidth = 2;
  g.beginPath(); g.moveTo(fx, fy); g.lineTo(fx, fy - 38); g.stroke();
  const wave = k.reducedMotion ? 0 : Math.sin(k.clock * 5) * 3;
  g.fillStyle = '#ff4b5c';
  g.beginPath();
  g.moveTo(fx, fy - 38);
  g.quadraticCurveTo(fx + 12, fy - 36 + wave, fx + 24, fy - 31);
  g.quadraticCurveTo(fx + 12, fy - 27 - wave, fx, fy - 24);
  g.closePath();
  g.fill();
  g.globalAlpha = 1;
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawAim(g, k) {
  /** @type {{angle: number, power: number} | null} */
  let aim = null;
  if (drag) {
    const dx = drag.x0 - drag.x;
    const dy = drag.y0 - drag.y;
    const len = Math.hypot(dx, dy);
    if (len >= DRAG_MIN) aim = { angle: Math.atan2(dy, dx), power: Math.min(1, len / DRAG_FULL) };
    // The finger's pull, faintly.
    g.strokeStyle = 'rgba(255,255,255,0.25)';
    g.lineWidth = 2;
    g.setLineDash([4, 6]);
    g.beginPath(); g.moveTo(drag.x0, drag.y0); g.lineTo(drag.x, drag.y); g.stroke();
    g.setLineDash([]);
  } else if (keyAim) aim = { angle: aimAngle, power: aimPower };
  if (!aim) return;
  const reach = 30 + aim.power * 130;
  const ux = Math.cos(aim.angle);
  const uy = Math.sin(aim.angle);
  const hue = 120 - aim.power * 120;
  g.fillStyle = `hsl(${hue} 90% 60%)`;
  for (let d = 14; d < reach; d += 11) {
    g.globalAlpha = 1 - (d / reach) * 0.6;
    g.beginPath(); g.arc(ball.x + ux * d, ball.y + uy * d, 2.6, 0, Math.PI * 2); g.fill();
  }
  g.globalAlpha = 1;
  const tx = ball.x + ux * reach;
  const ty = ball.y + uy * reach;
  g.beginPath();
  g.moveTo(tx + ux * 10, ty + uy * 10);
  g.lineTo(tx - uy * 7, ty + ux * 7);
  g.lineTo(tx + uy * 7, ty - ux * 7);
  g.closePath();
  g.fill();
  // Power bar beside the ball.
  const bx = Math.min(W - 22, ball.x + 18);
  const by = Math.max(TOP + 8, ball.y - 34);
  g.fillStyle = 'rgba(0,0,0,0.45)';
  roundRect(g, bx, by, 10, 48, 4);
  g.fill();
  g.fillStyle = `hsl(${hue} 90% 55%)`;
  roundRect(g, bx + 2, by + 2 + 44 * (1 - aim.power), 6, 44 * aim.power, 3);
  g.fill();
  void k;
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawCard(g, k) {
  const rows = HOLES.length + 2;
  const rowH = 27;
  const w = 290;
  const h = rows * rowH + 70;
  const x = (W - w) / 2;
  const y = Math.max(TOP + 8, (H - h) / 2);
  g.fillStyle = 'rgba(8,20,14,0.55)';
  g.fillRect(0, 0, W, H);
  g.fillStyle = '#fbf7ea';
  roundRect(g, x, y, w, h, 14);
  g.fill();
  g.fillStyle = '#1d4a34';
  g.font = '800 19px system-ui, sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(k.t('card'), W / 2, y + 22, w - 20);
  const cols = [x + 52, x + 130, x + 200, x + 258];
  const ty = y + 50;
  g.font = '700 13px system-ui, sans-serif';
  g.fillStyle = '#6d7a6f';
  [k.t('hole'), k.t('par'), k.t('strokes'), '±'].forEach((s, i) => g.fillText(s, /** @type {number} */ (cols[i]), ty, 70));
  let sum = 0;
  let psum = 0;
  HOLES.forEach((hl, i) => {
    const ry = ty + (i + 1) * rowH;
    if (i === holeIdx) {
      g.fillStyle = 'rgba(76,175,80,0.18)';
      g.fillRect(x + 8, ry - rowH / 2 + 1, w - 16, rowH - 2);
    }
    const n = card[i];
    g.font = '600 15px system-ui, sans-serif';
    g.fillStyle = '#2c3a30';
    g.fillText(String(i + 1), /** @type {number} */ (cols[0]), ry);
    g.fillText(String(hl.par), /** @type {number} */ (cols[1]), ry);
    if (n !== undefined) {
      sum += n;
      psum += hl.par;
      const d = n - hl.par;
      g.font = '800 15px system-ui, sans-serif';
      g.fillStyle = d < 0 ? '#c62828' : d === 0 ? '#2c3a30' : '#1e5fa8';
      g.fillText(String(n), /** @type {number} */ (cols[2]), ry);
      g.fillText(relText(d), /** @type {number} */ (cols[3]), ry);
      if (d < 0) {
        g.strokeStyle = '#c62828';
        g.lineWidth = 1.5;
        g.beginPath(); g.arc(/** @type {number} */ (cols[2]), ry, 10, 0, Math.PI * 2); g.stroke();
      }
    } else {
      g.fillStyle = '#b9c0b5';
      g.fillText('–', /** @type {number} */ (cols[2]), ry);
    }
  });
  const ry = ty + (HOLES.length + 1) * rowH;
  g.strokeStyle = '#cfd6cc';
  g.lineWidth = 1;
  g.beginPath(); g.moveTo(x + 12, ry - rowH / 2); g.lineTo(x + w - 12, ry - rowH / 2); g.stroke();
  g.font = '800 15px system-ui, sans-serif';
  g.fillStyle = '#1d4a34';
  g.fillText(k.t('sum'), /** @type {number} */ (cols[0]), ry, 80);
  g.fillText(String(COURSE_PAR), /** @type {number} */ (cols[1]), ry);
  g.fillText(String(sum), /** @type {number} */ (cols[2]), ry);
  g.fillText(relText(sum - psum), /** @type {number} */ (cols[3]), ry);
  if (phase === 'card') {
    g.font = '700 13px system-ui, sans-serif';
    g.fillStyle = '#4a5a4e';
    g.globalAlpha = k.reducedMotion ? 1 : 0.7 + 0.3 * Math.sin(k.clock * 4);
    g.fillText(k.t(holeIdx + 1 < HOLES.length ? 'next' : 'finish'), W / 2, y + h - 18, w - 20);
    g.globalAlpha = 1;
  }
}

const kit = createGame({
  id: 44,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'hole' }, { key: 'strokes', label: 'strokes' }],
  reset(k) {
    card = [];
    shots = 0;
    bounces = 0;
    banner = null;
    startHole(k, 0);
  },
  update(dt, k) {
    step(k, dt);
  },
  onKey(code, k) {
    if (code === 'Space' || code === 'Enter') {
      if (phase === 'card') advance(k);
      else if (phase === 'aim') shoot(k, aimAngle, aimPower);
      return true;
    }
    return ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'KeyA', 'KeyD', 'KeyW', 'KeyS'].includes(code);
  },
  onPointer(kind, p, k) {
    if (kind === 'down') {
      if (phase === 'aim' && p.inside) drag = { x0: p.x, y0: p.y, x: p.x, y: p.y };
      return;
    }
    if (!drag) return;
    drag.x = p.x;
    drag.y = p.y;
    if (kind === 'up') {
      const dx = drag.x0 - drag.x;
      const dy = drag.y0 - drag.y;
      const len = Math.hypot(dx, dy);
      drag = null;
      if (len >= DRAG_MIN) shoot(k, Math.atan2(dy, dx), Math.min(1, len / DRAG_FULL));
    }
  },
  onTap(_p, k) {
    advance(k);
  },
  render(g, k) {
    drawCourse(g, k);
    // Ball shadow and trail below the movers, so a bar sweeping over the ball reads as in front.
    for (const s of splashes) {
      g.strokeStyle = `rgba(220,245,255,${1 - s.t / 0.9})`;
      g.lineWidth = 2;
      for (const r of [1, 0.6]) { g.beginPath(); g.arc(s.x, s.y, 4 + s.t * 30 * r, 0, Math.PI * 2); g.stroke(); }
    }
    const inCup = phase === 'sunk' || phase === 'card';
    const hidden = phase === 'splash';
    if (!inCup && !hidden) {
      trail.forEach((p, i) => {
        g.fillStyle = `rgba(255,255,255,${(i / trail.length) * 0.3})`;
        g.beginPath(); g.arc(p.x, p.y, BALL_R * (0.5 + (i / trail.length) * 0.4), 0, Math.PI * 2); g.fill();
      });
      g.fillStyle = 'rgba(0,0,0,0.28)';
      g.beginPath(); g.ellipse(ball.x + 2, ball.y + 3, BALL_R, BALL_R * 0.8, 0, 0, Math.PI * 2); g.fill();
      const bg = g.createRadialGradient(ball.x - 2, ball.y - 2, 1, ball.x, ball.y, BALL_R);
      bg.addColorStop(0, '#ffffff');
      bg.addColorStop(1, '#d9dde3');
      g.fillStyle = bg;
      g.beginPath(); g.arc(ball.x, ball.y, BALL_R, 0, Math.PI * 2); g.fill();
    } else if (inCup && phase === 'sunk' && phaseTime < 0.4) {
      g.fillStyle = '#eef0f2';
      g.beginPath(); g.arc(hole.cup.x, hole.cup.y, BALL_R * (1 - phaseTime / 0.45), 0, Math.PI * 2); g.fill();
    }
    drawMovers(g, k);
    drawFlag(g, k);
    if (phase === 'aim') drawAim(g, k);
    // Info strip.
    g.fillStyle = 'rgba(6,24,14,0.78)';
    g.fillRect(0, 0, W, TOP - 6);
    g.font = '700 15px system-ui, sans-serif';
    g.textBaseline = 'middle';
    g.fillStyle = '#eaf6e6';
    const rtl = k.dir === 'rtl';
    g.textAlign = rtl ? 'right' : 'left';
    g.fillText(k.t('holeInfo', { n: holeIdx + 1, p: par() }), rtl ? W - 12 : 12, (TOP - 6) / 2, 200);
    g.textAlign = rtl ? 'left' : 'right';
    g.fillStyle = '#ffe48a';
    g.fillText(k.t('total', { r: relText(totalStrokes() - parSoFar()) }), rtl ? 12 : W - 12, (TOP - 6) / 2, 130);
    if (phase === 'aim' && shots === 0 && !drag && !keyAim) {
      g.font = '700 14px system-ui, sans-serif';
      const text = k.t('hint');
      const tw = Math.min(W - 30, g.measureText(text).width);
      const hy = hole.tee.y - 46;
      g.fillStyle = 'rgba(6,24,14,0.72)';
      roundRect(g, W / 2 - tw / 2 - 12, hy - 15, tw + 24, 30, 15);
      g.fill();
      g.textAlign = 'center';
      g.fillStyle = '#ffffff';
      g.globalAlpha = k.reducedMotion ? 1 : 0.75 + 0.25 * Math.sin(k.clock * 4);
      g.fillText(text, W / 2, hy + 1, W - 30);
      g.globalAlpha = 1;
    }
    if (banner) {
      const a = Math.min(1, banner.t * 5, (1.6 - banner.t) * 3);
      g.globalAlpha = Math.max(0, a);
      g.textAlign = 'center';
      g.font = '900 34px system-ui, sans-serif';
      g.lineWidth = 6;
      g.strokeStyle = 'rgba(10,40,20,0.7)';
      g.strokeText(banner.text, W / 2, H / 2 - 40, W - 20);
      g.fillStyle = '#fff2a8';
      g.fillText(banner.text, W / 2, H / 2 - 40, W - 20);
      g.globalAlpha = 1;
    }
    if (phase === 'card') drawCard(g, k);
  },
  state() {
    return {
      hole: holeIdx + 1,
      time: holeTime,
      par: par(),
      strokes,
      phase,
      shots,
      bounces,
      card: [...card],
      total: totalStrokes(),
      ball: { x: Math.round(ball.x), y: Math.round(ball.y), vx: Math.round(ball.vx), vy: Math.round(ball.vy) },
      tee: hole.tee,
      cup: hole.cup,
      aimAngle: Math.round(aimAngle * 1000) / 1000,
      aimPower: Math.round(aimPower * 100) / 100,
      dragging: !!drag,
      term: lastTerm,
    };
  },
  demo(k) {
    demoing = true;
    // Play the first eight holes with the planner's putts, then start the finale and leave the
    // ball rolling through its windmill.
    for (let i = 0; i < 8; i++) card.push(/** @type {Hole} */ (HOLES[i]).par + (i % 3 === 1 ? -1 : i % 4 === 3 ? 1 : 0));
    k.setScore(card.reduce((s, n, i) => s + holePoints(/** @type {Hole} */ (HOLES[i]).par, n), 0));
    startHole(k, 8);
    const dist = courseDistance(hole);
    const plan = planShot(hole, hole.tee, holeTime, dist, 24, [1]);
    shoot(k, plan.angle, plan.power);
    for (let i = 0; i < 40 && phase === 'roll'; i++) step(k, 1 / 60);
    demoing = false;
  },
});

export default kit;
