// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import {
  initialPegs, topDisc, canMove, applyMove, isSolved, optimalMoves, fullSolution, distancesToGoal,
  hintMove, discsForLevel, stars, levelScore, MAX_DISCS,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Pegs} Pegs */

const W = 600;
const H = 760;
const PADX = 14;
const BASE_Y = 630;
const DISC_H = 34;
const PEG_TOP = BASE_Y - MAX_DISCS * DISC_H - 46;
const LIFT_Y = PEG_TOP - 34;

const strings = {
  'zh-CN': { title: '汉诺塔', pegs: '柱子', pegs3: '3 根柱子', pegs4: '4 根柱子', start: '起始圆盘', moves: '步数', levelLine: '第 {l} 关 · {n} 个圆盘', movesLine: '步数 {m} · 最少 {o} 步', hint: '提示', retry: '重来', tooBig: '大圆盘不能放在小圆盘上', goal: '目标', help: '点一根柱子拿起最上面的圆盘，再点另一根柱子放下。也可以直接拖动。', solved: '{m} 步完成（最少 {o} 步）。', perfect: '完美！用了最少步数。', next: '下一关：{n} 个圆盘。', allDone: '全部通关！连 8 个圆盘的塔也搬完了。' },
  en: { title: 'Tower of Hanoi', pegs: 'Pegs', pegs3: '3 pegs', pegs4: '4 pegs', start: 'Starting discs', moves: 'Moves', levelLine: 'Level {l} · {n} discs', movesLine: 'Moves {m} · minimum {o}', hint: 'Hint', retry: 'Retry', tooBig: 'A bigger disc can’t go on a smaller one', goal: 'Goal', help: 'Tap a peg to lift its top disc, then tap another peg to drop it. Or just drag.', solved: 'Solved in {m} moves (minimum {o}).', perfect: 'Perfect: the minimum number of moves!', next: 'Next: {n} discs.', allDone: 'Every tower moved, right up to eight discs!' },
  ja: { title: 'ハノイの塔', pegs: '柱の数', pegs3: '柱 3 本', pegs4: '柱 4 本', start: '最初の円盤', moves: '手数', levelLine: 'レベル {l} · 円盤 {n} 枚', movesLine: '{m} 手 · 最少 {o} 手', hint: 'ヒント', retry: 'やり直し', tooBig: '小さい円盤の上に大きい円盤は置けません', goal: 'ゴール', help: '柱をタップしていちばん上の円盤を持ち上げ、別の柱をタップして置きます。ドラッグでも動かせます。', solved: '{m} 手でクリア（最少 {o} 手）。', perfect: 'パーフェクト！最少手数です。', next: '次は円盤 {n} 枚。', allDone: '円盤 8 枚の塔まで、すべて移しきりました！' },
  es: { title: 'Torres de Hanói', pegs: 'Varillas', pegs3: '3 varillas', pegs4: '4 varillas', start: 'Discos iniciales', moves: 'Jugadas', levelLine: 'Nivel {l} · {n} discos', movesLine: 'Jugadas {m} · mínimo {o}', hint: 'Pista', retry: 'Reintentar', tooBig: 'Un disco grande no puede ir sobre uno más pequeño', goal: 'Meta', help: 'Toca una varilla para levantar su disco de arriba y toca otra para soltarlo. También puedes arrastrar.', solved: 'Resuelto en {m} jugadas (mínimo {o}).', perfect: '¡Perfecto: el mínimo de jugadas!', next: 'Siguiente: {n} discos.', allDone: '¡Todas las torres movidas, hasta la de ocho discos!' },
  de: { title: 'Türme von Hanoi', pegs: 'Stäbe', pegs3: '3 Stäbe', pegs4: '4 Stäbe', start: 'Scheiben zu Beginn', moves: 'Züge', levelLine: 'Stufe {l} · {n} Scheiben', movesLine: 'Züge {m} · Minimum {o}', hint: 'Tipp', retry: 'Neu', tooBig: 'Eine größere Scheibe darf nicht auf eine kleinere', goal: 'Ziel', help: 'Tippe auf einen Stab, um die oberste Scheibe anzuheben, dann auf einen anderen, um sie abzulegen. Ziehen geht auch.', solved: 'Gelöst in {m} Zügen (Minimum {o}).', perfect: 'Perfekt: mit der kleinstmöglichen Zugzahl!', next: 'Weiter mit {n} Scheiben.', allDone: 'Alle Türme versetzt – bis hin zu acht Scheiben!' },
  fr: { title: 'Tours de Hanoï', pegs: 'Tiges', pegs3: '3 tiges', pegs4: '4 tiges', start: 'Disques au départ', moves: 'Coups', levelLine: 'Niveau {l} · {n} disques', movesLine: 'Coups {m} · minimum {o}', hint: 'Indice', retry: 'Rejouer', tooBig: 'Un grand disque ne peut pas aller sur un plus petit', goal: 'Arrivée', help: 'Touchez une tige pour soulever son disque du haut, puis une autre pour le poser. Vous pouvez aussi faire glisser.', solved: 'Résolu en {m} coups (minimum {o}).', perfect: 'Parfait : le nombre minimal de coups !', next: 'Suivant : {n} disques.', allDone: 'Toutes les tours déplacées, jusqu’à celle de huit disques !' },
  'pt-BR': { title: 'Torre de Hanói', pegs: 'Pinos', pegs3: '3 pinos', pegs4: '4 pinos', start: 'Discos iniciais', moves: 'Jogadas', levelLine: 'Nível {l} · {n} discos', movesLine: 'Jogadas {m} · mínimo {o}', hint: 'Dica', retry: 'Recomeçar', tooBig: 'Um disco maior não pode ficar sobre um menor', goal: 'Meta', help: 'Toque em um pino para levantar o disco de cima e depois em outro para soltá-lo. Também dá para arrastar.', solved: 'Resolvido em {m} jogadas (mínimo {o}).', perfect: 'Perfeito: o mínimo de jogadas!', next: 'Próximo: {n} discos.', allDone: 'Todas as torres movidas, até a de oito discos!' },
  ar: { title: 'برج هانوي', pegs: 'الأعمدة', pegs3: '3 أعمدة', pegs4: '4 أعمدة', start: 'الأقراص في البداية', moves: 'الحركات', levelLine: 'المستوى {l} · {n} أقراص', movesLine: 'الحركات {m} · الحد الأدنى {o}', hint: 'تلميح', retry: 'إعادة', tooBig: 'لا يوضع قرص كبير فوق قرص أصغر', goal: 'الهدف', help: 'المس عمودًا لرفع قرصه العلوي، ثم المس عمودًا آخر لوضعه. ويمكنك السحب أيضًا.', solved: 'الحل في {m} حركة (الحد الأدنى {o}).', perfect: 'ممتاز: بأقل عدد ممكن من الحركات!', next: 'التالي: {n} أقراص.', allDone: 'نقلت كل الأبراج حتى برج الأقراص الثمانية!' },
};

let pegCount = 3;
let startDiscs = 3;
let stage = 1;
let n = 3;
/** @type {Pegs} */
let pegs = initialPegs(3, 3);
let moves = 0;
let hints = 0;
/** Peg whose top disc is lifted (tap or keyboard mode), -1 for none. */
let held = -1;
/** Peg the lifted disc floats over (follows the keyboard cursor or the mouse). */
let hover = -1;
let heldX = 0;
let heldLift = 0;
let cursor = 0;
/** @type {{peg: number, x: number, y: number, dragging: boolean, disc: number, from: number} | null} */
let press = null;
/** Discs flying along a path to their slot: start point and progress. @type {Map<number, {x0: number, y0: number, t: number, dur: number}>} */
let anims = new Map();
/** @type {Int16Array | null} */
let dist = null;
/** @type {{from: number, to: number, until: number} | null} */
let hintShown = null;
let hintKey = '';
/** @type {{peg: number, t: number} | null} */
let refuse = null;
let solved = false;
let solvedT = 0;
let nextPending = false;
let finished = false;
let tooBigShown = 0;
/** @type {{x: number, y: number, vx: number, vy: number, c: string, t: number}[]} */
let sparks = [];

const colW = () => (W - PADX * 2) / pegCount;
/** @param {number} p */
const pegX = (p) => PADX + colW() * (p + 0.5);
/** @param {number} idx position in the stack, 0 = bottom */
const slotY = (idx) => BASE_Y - (idx + 0.5) * DISC_H;
/** @param {number} x */
const pegAt = (x) => Math.max(0, Math.min(pegCount - 1, Math.floor((x - PADX) / colW())));

/** @param {number} d disc size */
function discWidth(d) {
  const maxW = colW() - 12;
  const minW = pegCount === 3 ? 58 : 46;
  return n <= 1 ? maxW : minW + ((d - 1) / (n - 1)) * (maxW - minW);
}

/** Where a disc sits on its peg now. @param {number} d */
function slotOf(d) {
  for (let p = 0; p < pegs.length; p++) {
    const i = /** @type {number[]} */ (pegs[p]).indexOf(d);
    if (i >= 0) return { peg: p, x: pegX(p), y: slotY(i) };
  }
  return { peg: 0, x: pegX(0), y: slotY(0) };
}

/** @param {Kit} k */
function setupLevel(k) {
  n = discsForLevel(startDiscs, stage);
  pegs = initialPegs(n, pegCount);
  moves = 0;
  hints = 0;
  held = -1;
  hover = -1;
  press = null;
  anims = new Map();
  dist = null;
  hintShown = null;
  hintKey = '';
  refuse = null;
  solved = false;
  nextPending = false;
  k.setLevel(stage);
  k.setStat('moves', 0);
}

/** @param {Kit} k */
function buzz(k) {
  k.sound.tone({ freq: 150, to: 110, dur: 0.12, type: 'square', vol: 0.07 });
}

/** Lifts the top disc of a peg (tap / keyboard mode). @param {Kit} k @param {number} p */
function lift(k, p) {
  const d = topDisc(pegs, p);
  if (!d || solved) { buzz(k); return; }
  held = p;
  hover = p;
  heldX = pegX(p);
  heldLift = 0;
  anims.delete(d);
  k.sound.tone({ freq: 380 + (n - d) * 45, dur: 0.06, type: 'triangle', vol: 0.12 });
}

/**
 * Moves the top disc of `from` onto `to`, animating it from (x0, y0).
 * @param {Kit} k @param {number} from @param {number} to @param {number} x0 @param {number} y0
 */
function tryMove(k, from, to, x0, y0) {
  const d = topDisc(pegs, from);
  const next = applyMove(pegs, from, to);
  if (!next) {
    if (d) {
      // Back to where it came from.
      anims.set(d, { x0, y0, t: 0, dur: 0.22 });
      if (from !== to) {
        refuse = { peg: to, t: 0 };
        buzz(k);
        if (tooBigShown++ < 2) k.toast(k.t('tooBig'));
      }
    }
    return false;
  }
  pegs = next;
  moves++;
  k.setStat('moves', moves);
  const path = Math.abs(y0 - LIFT_Y) + Math.abs(pegX(to) - x0) + Math.abs(slotY(/** @type {number[]} */ (pegs[to]).length - 1) - LIFT_Y);
  anims.set(d, { x0, y0, t: 0, dur: k.reducedMotion ? 0.01 : Math.min(0.42, Math.max(0.16, path / 2000)) });
  k.sound.tone({ freq: 300 + (n - d) * 40, to: 220 + (n - d) * 30, dur: 0.09, type: 'sine', vol: 0.16, delay: 0.08 });
  if (isSolved(pegs, n)) onSolved(k);
  return true;
}

/** @param {Kit} k */
function onSolved(k) {
  solved = true;
  solvedT = 0;
  held = -1;
  hintShown = null;
  k.addScore(levelScore(n, pegCount, moves, hints));
  k.sound.jingle([523, 659, 784, 1047]);
  if (!k.reducedMotion) {
    for (let i = 0; i < 46; i++) {
      const a = k.random() * Math.PI * 2;
      const sp = 120 + k.random() * 260;
      sparks.push({ x: pegX(pegCount - 1), y: BASE_Y - n * DISC_H, vx: Math.cos(a) * sp, vy: Math.sin(a) * sp - 160, c: `hsl(${Math.floor(k.random() * 360)} 90% 65%)`, t: 0 });
    }
  }
}

/** Where the lifted or dragged disc is headed: tap a peg, press a digit, or use the cursor. @param {Kit} k @param {number} p */
function choosePeg(k, p) {
  if (solved || p < 0 || p >= pegCount) return;
  if (held < 0) { lift(k, p); return; }
  const from = held;
  const x0 = heldX;
  const y0 = LIFT_Y;
  held = -1;
  if (from === p) {
    // Put it back down.
    anims.set(topDisc(pegs, from), { x0, y0, t: 0, dur: 0.16 });
    k.sound.tone({ freq: 260, dur: 0.05, type: 'sine', vol: 0.08 });
    return;
  }
  if (!tryMove(k, from, p, x0, y0)) {
    // Keep holding it: the player picks another peg.
    anims.delete(topDisc(pegs, from));
    held = from;
    hover = from;
  }
}

/** @param {Kit} k */
function showHint(k) {
  if (solved) return;
  if (!dist) dist = distancesToGoal(n, pegCount);
  // A lifted disc is still on its peg, so the hint applies to the position as it is.
  const h = hintMove(pegs, dist);
  if (!h) return;
  // Asking again about the same position is free.
  const key = JSON.stringify(pegs);
  if (hintKey !== key) { hints++; hintKey = key; }
  hintShown = { from: h[0], to: h[1], until: k.clock + 3 };
  k.sound.tone({ freq: 880, to: 1320, dur: 0.12, type: 'sine', vol: 0.1 });
}

/** @param {Kit} k */
function retry(k) {
  setupLevel(k);
  k.sound.tone({ freq: 500, to: 300, dur: 0.12, type: 'triangle', vol: 0.1 });
}

/** Position along the rise-travel-fall path of a moving disc. @param {number} x0 @param {number} y0 @param {number} x1 @param {number} y1 @param {number} s 0..1 */
function pathPoint(x0, y0, x1, y1, s) {
  const top = Math.min(y0, LIFT_Y);
  const a = y0 - top;
  const b = Math.abs(x1 - x0);
  const c = y1 - top;
  const total = a + b + c || 1;
  let d = s * total;
  if (d <= a) return { x: x0, y: y0 - d };
  d -= a;
  if (d <= b) return { x: x0 + Math.sign(x1 - x0) * d, y: top };
  d -= b;
  return { x: x1, y: top + d };
}

/** @param {CanvasRenderingContext2D} g @param {number} d @param {number} x @param {number} y @param {number} [glow] */
function drawDisc(g, d, x, y, glow = 0) {
  const w = discWidth(d);
  const h = DISC_H - 4;
  // A rainbow from cyan (smallest) through violet and pink to gold (largest), whatever the count.
  const hue = (190 + ((d - 1) / Math.max(1, n - 1)) * 230) % 360;
  if (glow) {
    g.shadowColor = `hsla(${hue} 100% 70% / ${glow})`;
    g.shadowBlur = 22;
  }
  const grad = g.createLinearGradient(0, y - h / 2, 0, y + h / 2);
  grad.addColorStop(0, `hsl(${hue} 95% 72%)`);
  grad.addColorStop(0.55, `hsl(${hue} 80% 55%)`);
  grad.addColorStop(1, `hsl(${hue} 75% 38%)`);
  g.fillStyle = grad;
  roundRect(g, x - w / 2, y - h / 2, w, h, h / 2);
  g.fill();
  g.shadowBlur = 0;
  g.fillStyle = 'rgba(255,255,255,0.28)';
  roundRect(g, x - w / 2 + 8, y - h / 2 + 3, w - 16, 6, 3);
  g.fill();
  g.fillStyle = 'rgba(255,255,255,0.9)';
  g.font = '800 16px system-ui, sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(String(d), x, y + 1);
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} r @param {boolean} on */
function star(g, x, y, r, on) {
  g.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    g.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
  }
  g.closePath();
  g.fillStyle = on ? '#ffd35c' : 'rgba(255,255,255,0.12)';
  g.fill();
}

/** @param {CanvasRenderingContext2D} g @param {number} x1 @param {number} x2 @param {number} y */
function arrow(g, x1, x2, y) {
  g.strokeStyle = '#7dffb0';
  g.fillStyle = '#7dffb0';
  g.lineWidth = 6;
  g.lineCap = 'round';
  const mid = (x1 + x2) / 2;
  const rise = 44 + Math.abs(x2 - x1) * 0.12;
  g.beginPath();
  g.moveTo(x1, y);
  g.quadraticCurveTo(mid, y - rise, x2, y);
  g.stroke();
  const ang = Math.atan2(y - (y - rise), x2 - mid);
  g.beginPath();
  g.moveTo(x2 + Math.cos(ang) * 6, y + Math.sin(ang) * 6);
  g.lineTo(x2 + Math.cos(ang + 2.5) * 20, y + Math.sin(ang + 2.5) * 20);
  g.lineTo(x2 + Math.cos(ang - 2.5) * 20, y + Math.sin(ang - 2.5) * 20);
  g.closePath();
  g.fill();
}

const kit = createGame({
  id: 56,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'moves', label: 'moves' }],
  options: [
    { key: 'pegs', label: 'pegs', default: '3', choices: [{ value: '3', label: 'pegs3' }, { value: '4', label: 'pegs4' }] },
    { key: 'start', label: 'start', default: '3', choices: ['3', '4', '5', '6', '7', '8'].map((v) => ({ value: v, label: v })) },
  ],
  bestKey: (k) => `${k.option('pegs')}-${k.option('start')}`,
  controls: {
    layout: 'row',
    always: true,
    buttons: [
      { action: 'hint', label: '?', title: 'hint', caption: 'hint' },
      { action: 'retry', label: '↺', title: 'retry', caption: 'retry' },
    ],
  },
  reset(k) {
    pegCount = k.option('pegs') === '4' ? 4 : 3;
    startDiscs = Number(k.option('start')) || 3;
    stage = 1;
    cursor = 0;
    finished = false;
    sparks = [];
    tooBigShown = 0;
    setupLevel(k);
  },
  update(dt, k) {
    if (nextPending) {
      stage++;
      setupLevel(k);
      k.toast(k.t('levelLine', { l: k.fmt(stage), n: k.fmt(n) }));
      return;
    }
    for (const [d, a] of anims) if ((a.t += dt) >= a.dur) anims.delete(d);
    sparks = sparks.filter((s) => { s.t += dt; s.x += s.vx * dt; s.y += s.vy * dt; s.vy += 520 * dt; return s.t < 1.4; });
    if (refuse && (refuse.t += dt) > 0.4) refuse = null;
    if (held >= 0) {
      heldLift = Math.min(1, heldLift + dt * 7);
      heldX += (pegX(hover) - heldX) * Math.min(1, dt * 16);
    }
    if (hintShown && k.clock > hintShown.until) hintShown = null;
    if (solved && !finished) {
      solvedT += dt;
      if (solvedT > 1.1) {
        const opt = optimalMoves(n, pegCount);
        const msg = `${k.t('solved', { m: k.fmt(moves), o: k.fmt(opt) })}${moves <= opt ? ` ${k.t('perfect')}` : ''}`;
        if (n >= MAX_DISCS) {
          finished = true;
          k.gameOver({ win: true, message: `${msg} ${k.t('allDone')}` });
        } else {
          nextPending = true;
          k.win({ keepGoing: true, message: `${msg} ${k.t('next', { n: k.fmt(n + 1) })}` });
        }
      }
    }
  },
  onKey(code, k) {
    const digit = /^(?:Digit|Numpad)([1-4])$/.exec(code);
    if (digit) {
      const p = Number(digit[1]) - 1;
      if (p < pegCount) { cursor = p; choosePeg(k, p); }
      return true;
    }
    if (code === 'ArrowLeft' || code === 'KeyA' || code === 'ArrowRight' || code === 'KeyD') {
      const dir = code === 'ArrowLeft' || code === 'KeyA' ? -1 : 1;
      cursor = (cursor + dir + pegCount) % pegCount;
      if (held >= 0) hover = cursor;
      k.sound.tone({ freq: 620, dur: 0.03, type: 'sine', vol: 0.05 });
      return true;
    }
    if (code === 'Space' || code === 'Enter' || code === 'ArrowDown' || code === 'KeyS' || code === 'ArrowUp' || code === 'KeyW') {
      const up = code === 'ArrowUp' || code === 'KeyW';
      if (up && held >= 0) return true;
      choosePeg(k, cursor);
      return true;
    }
    if (code === 'KeyH') { showHint(k); return true; }
    if (code === 'KeyR') { retry(k); return true; }
    return false;
  },
  onAction(action, k) {
    if (action === 'hint') showHint(k);
    else if (action === 'retry') retry(k);
  },
  onPointer(kind, p, k) {
    if (kind === 'down') {
      if (!p.inside || solved) return;
      press = { peg: pegAt(p.x), x: p.x, y: p.y, dragging: false, disc: 0, from: -1 };
      return;
    }
    if (kind === 'move') {
      if (p.pointerType === 'mouse' && !press && held >= 0 && p.inside) hover = pegAt(p.x);
      if (!press) return;
      if (!press.dragging && Math.hypot(p.x - press.x, p.y - press.y) > 14) {
        const from = held >= 0 ? held : press.peg;
        const d = topDisc(pegs, from);
        if (!d) { press = null; return; }
        press.dragging = true;
        press.from = from;
        press.disc = d;
        held = -1;
        anims.delete(d);
        k.sound.tone({ freq: 380 + (n - d) * 45, dur: 0.05, type: 'triangle', vol: 0.1 });
      }
      if (press.dragging) { press.x = p.x; press.y = p.y; }
      return;
    }
    // up
    const pr = press;
    press = null;
    if (!pr) return;
    if (pr.dragging) {
      const x = Math.max(0, Math.min(W, p.x));
      const y = Math.max(LIFT_Y - 60, Math.min(BASE_Y, p.y));
      const to = p.inside ? pegAt(p.x) : pr.from;
      cursor = to;
      tryMove(k, pr.from, to, x, y);
    } else {
      cursor = pr.peg;
      choosePeg(k, pr.peg);
    }
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#141a3e');
    bg.addColorStop(1, '#2b1642');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    // A few soft stars for depth.
    g.fillStyle = 'rgba(255,255,255,0.35)';
    for (let i = 0; i < 26; i++) g.fillRect((i * 151) % W, 170 + ((i * 89) % 140), 2, 2);

    const opt = optimalMoves(n, pegCount);
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillStyle = '#eef1ff';
    g.font = '800 34px system-ui, sans-serif';
    g.fillText(k.t('levelLine', { l: k.fmt(stage), n: k.fmt(n) }), W / 2, 42);
    g.font = '700 24px system-ui, sans-serif';
    g.fillStyle = moves > opt ? '#ffb27a' : '#9fe8ff';
    g.fillText(k.t('movesLine', { m: k.fmt(moves), o: k.fmt(opt) }), W / 2, 86);
    const st = stars(Math.max(moves, 0), opt);
    for (let i = 0; i < 3; i++) star(g, W / 2 - 44 + i * 44, 126, 15, i < st);

    // Pegs and base.
    const baseGrad = g.createLinearGradient(0, BASE_Y, 0, BASE_Y + 26);
    baseGrad.addColorStop(0, '#6d5cff');
    baseGrad.addColorStop(1, '#3b2a94');
    g.fillStyle = baseGrad;
    roundRect(g, PADX, BASE_Y, W - PADX * 2, 24, 12);
    g.fill();
    for (let p = 0; p < pegCount; p++) {
      const x = pegX(p);
      const goal = p === pegCount - 1;
      if ((k.screen === 'playing' && p === cursor) || (press?.dragging && pegAt(press.x) === p)) {
        g.fillStyle = 'rgba(255,255,255,0.06)';
        roundRect(g, x - colW() / 2 + 4, PEG_TOP - 50, colW() - 8, BASE_Y - PEG_TOP + 86, 18);
        g.fill();
      }
      if (refuse && refuse.peg === p) {
        g.fillStyle = `rgba(255,80,110,${0.35 * (1 - refuse.t / 0.4)})`;
        roundRect(g, x - colW() / 2 + 4, PEG_TOP - 50, colW() - 8, BASE_Y - PEG_TOP + 86, 18);
        g.fill();
      }
      const rod = g.createLinearGradient(x - 7, 0, x + 7, 0);
      rod.addColorStop(0, goal ? '#4fe3a0' : '#8c86c9');
      rod.addColorStop(0.5, goal ? '#c9ffe6' : '#e3e0ff');
      rod.addColorStop(1, goal ? '#2a9d6b' : '#5b558f');
      g.fillStyle = rod;
      roundRect(g, x - 7, PEG_TOP, 14, BASE_Y - PEG_TOP + 4, 7);
      g.fill();
      g.fillStyle = goal ? '#7dffb0' : '#a3abcf';
      g.font = '700 20px system-ui, sans-serif';
      g.fillText(goal ? `${p + 1} · ${k.t('goal')}` : String(p + 1), x, BASE_Y + 50);
    }
    if (hintShown && !solved) arrow(g, pegX(hintShown.from), pegX(hintShown.to), PEG_TOP - 8);

    // Discs.
    const dragDisc = press?.dragging ? press.disc : 0;
    const heldDisc = held >= 0 ? topDisc(pegs, held) : 0;
    pegs.forEach((peg, p) => {
      peg.forEach((d, i) => {
        if (d === dragDisc || d === heldDisc) return;
        const a = anims.get(d);
        if (a) {
          const e = a.t / a.dur;
          const s = e < 0.5 ? 2 * e * e : 1 - 2 * (1 - e) * (1 - e);
          const pt = pathPoint(a.x0, a.y0, pegX(p), slotY(i), s);
          drawDisc(g, d, pt.x, pt.y, 0.6);
        } else drawDisc(g, d, pegX(p), slotY(i), solved && p === pegCount - 1 ? 0.5 + 0.5 * Math.sin(k.clock * 6 + i) : 0);
      });
    });
    if (heldDisc) {
      const idx = /** @type {number[]} */ (pegs[held]).length - 1;
      const y = slotY(idx) + (LIFT_Y - slotY(idx)) * (1 - (1 - heldLift) ** 3) + (k.reducedMotion ? 0 : Math.sin(k.clock * 5) * 3 * heldLift);
      drawDisc(g, heldDisc, heldX, y, 0.9);
    }
    if (dragDisc && press) drawDisc(g, dragDisc, press.x, Math.max(LIFT_Y - 60, Math.min(BASE_Y - DISC_H / 2, press.y)), 0.9);

    for (const s of sparks) {
      g.globalAlpha = Math.max(0, 1 - s.t / 1.4);
      g.fillStyle = s.c;
      g.fillRect(s.x - 4, s.y - 4, 8, 8);
    }
    g.globalAlpha = 1;
    if (stage === 1 && moves < 3 && k.screen === 'playing') {
      g.fillStyle = '#a3abcf';
      g.font = '500 19px system-ui, sans-serif';
      wrap(g, k.t('help'), W / 2, 712, W - 60, 24);
    }
  },
  state() {
    return {
      pegCount,
      discs: n,
      stage,
      pegs: pegs.map((p) => p.slice()),
      moves,
      optimal: optimalMoves(n, pegCount),
      held,
      cursor,
      hints,
      hint: hintShown ? [hintShown.from, hintShown.to] : null,
      solved,
      animating: anims.size > 0,
    };
  },
  demo(k) {
    // Seven discs part-way through the best solution, the next disc lifted over its target.
    pegCount = 3;
    startDiscs = 5;
    stage = 3;
    setupLevel(k);
    const sol = fullSolution(n, pegCount);
    for (const [a, b] of sol.slice(0, 21)) pegs = applyMove(pegs, a, b) ?? pegs;
    moves = 21;
    k.setStat('moves', moves);
    const nextMove = /** @type {[number, number]} */ (sol[21]);
    held = nextMove[0];
    hover = nextMove[1];
    heldX = (pegX(held) + pegX(hover)) / 2;
    heldLift = 1;
    cursor = hover;
  },
});

/** Centered text wrapped to a width (words, or characters for scripts without spaces). @param {CanvasRenderingContext2D} g @param {string} text @param {number} x @param {number} y @param {number} maxW @param {number} lh */
function wrap(g, text, x, y, maxW, lh) {
  const tokens = text.includes(' ') ? text.split(' ') : [...text];
  const sep = text.includes(' ') ? ' ' : '';
  /** @type {string[]} */
  const lines = [];
  let line = '';
  for (const t of tokens) {
    const tryLine = line ? line + sep + t : t;
    if (g.measureText(tryLine).width > maxW && line) { lines.push(line); line = t; } else line = tryLine;
  }
  if (line) lines.push(line);
  lines.forEach((l, i) => g.fillText(l, x, y - ((lines.length - 1) * lh) / 2 + i * lh));
}

export default kit;
