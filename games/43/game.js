// @ts-check
import { createGame, keyDir, roundRect } from '../kit/kit.js';
import { CELLS, DIRS, NEIGHBOR, MAX, ROCK, emptyBoard, footprint, place, playable, randomPiece, levelFor, levelThreshold, maxValue, isFull, emptyCount, rockEvery, rockCell } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Board} Board */
/** @typedef {import('./logic.js').Piece} Piece */

/** The page's text direction, for the canvas. @param {Kit} k @returns {CanvasDirection} */
const canvasDir = (k) => (k.dir === 'rtl' ? 'rtl' : 'ltr');

const W = 600;
const H = 900;
const S = 46; // hex circumradius
const CX = W / 2;
const CY = 430;
const SQ3 = Math.sqrt(3);
const TRAY_Y = 790;
const SLOT = { hold: 110, cur: 300, next: 490 };
const STEP_T = 0.24; // seconds per merge step in the animation
const DRAG_LIFT = 80; // a finger would hide the piece: it floats this far above the touch point

const strings = {
  'zh-CN': { title: '六角合成', rockIn: '{n} 步后落石', hold: '暂存', next: '下一个', rotate: '旋转', full: '棋盘满了！最大数字：{v}', burst: '星爆！', chain: '连锁 ×{n}', tapRotate: '点击旋转' },
  en: { title: 'Hex Merge', rockIn: 'Rock in {n}', hold: 'Hold', next: 'Next', rotate: 'Rotate', full: 'The board is full! Highest tile: {v}', burst: 'Star burst!', chain: 'Chain ×{n}', tapRotate: 'Tap to rotate' },
  ja: { title: 'ヘックス マージ', rockIn: 'あと {n} 手で岩', hold: 'ホールド', next: 'ネクスト', rotate: '回転', full: '盤面がいっぱい！最高の数字：{v}', burst: 'スターバースト！', chain: '連鎖 ×{n}', tapRotate: 'タップで回転' },
  es: { title: 'Fusión hexagonal', rockIn: 'Roca en {n}', hold: 'Guardar', next: 'Siguiente', rotate: 'Girar', full: '¡El tablero está lleno! Ficha más alta: {v}', burst: '¡Estallido estelar!', chain: 'Cadena ×{n}', tapRotate: 'Toca para girar' },
  de: { title: 'Hex-Fusion', rockIn: 'Fels in {n}', hold: 'Ablage', next: 'Nächstes', rotate: 'Drehen', full: 'Das Feld ist voll! Höchster Stein: {v}', burst: 'Sternexplosion!', chain: 'Kette ×{n}', tapRotate: 'Tippen zum Drehen' },
  fr: { title: 'Fusion hexagonale', rockIn: 'Rocher dans {n}', hold: 'Réserve', next: 'Suivant', rotate: 'Tourner', full: 'Le plateau est plein ! Plus haute tuile : {v}', burst: 'Explosion d’étoile !', chain: 'Chaîne ×{n}', tapRotate: 'Touchez pour tourner' },
  'pt-BR': { title: 'Fusão Hexagonal', rockIn: 'Pedra em {n}', hold: 'Guardar', next: 'Próxima', rotate: 'Girar', full: 'O tabuleiro encheu! Maior peça: {v}', burst: 'Explosão estelar!', chain: 'Corrente ×{n}', tapRotate: 'Toque para girar' },
  ar: { title: 'دمج السداسيات', rockIn: 'صخرة بعد {n}', hold: 'احتفاظ', next: 'التالية', rotate: 'تدوير', full: 'امتلأت اللوحة! أعلى رقم: {v}', burst: 'انفجار نجمي!', chain: 'سلسلة ×{n}', tapRotate: 'انقر للتدوير' },
};

/** @type {Board} */
let board = emptyBoard();
/** @type {Piece} */
let current = { values: [1], rot: 0 };
/** @type {Piece} */
let next = { values: [1], rot: 0 };
/** @type {Piece | null} */
let held = null;
let placed = 0;
let merges = 0;
let bestValue = 0;
/** Cell under the mouse, the keyboard cursor, or the drag target. */
let aim = -1;
let cursorOn = false;
let cursorX = CX;
/** @type {{x: number, y: number, lift: number, moved: number} | null} */
let drag = null;
/** Merge animation: the board as placed, mutations applied over time, then the settled board. */
/** @type {{start: Board, steps: {time: number, cell: number, value: number}[], flyers: {from: number, to: number, value: number, time: number}[], end: number, t: number} | null} */
let anim = null;
/** @type {{x: number, y: number, vx: number, vy: number, life: number, hue: number}[]} */
let sparks = [];
/** @type {{x: number, y: number, text: string, t: number, color: string}[]} */
let popups = [];
/** @type {{x: number, y: number, t: number}[]} */
let rings = [];
/** @type {{cell: number, t: number}[]} */
let rockDrops = [];
let over = false;

const hx = (/** @type {number} */ i) => CX + S * SQ3 * ((CELLS[i]?.q ?? 0) + (CELLS[i]?.r ?? 0) / 2);
const hy = (/** @type {number} */ i) => CY + S * 1.5 * (CELLS[i]?.r ?? 0);
const HUE = [0, 188, 140, 48, 24, 350, 290, 225];

/** @param {Kit} kit */
function spawn(kit) {
  return randomPiece(kit.random, levelFor(kit.score));
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} r */
function hexPath(g, x, y, r) {
  g.beginPath();
  for (let k = 0; k < 6; k++) {
    const a = Math.PI / 6 + (k * Math.PI) / 3;
    g.lineTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
  }
  g.closePath();
}

/**
 * One numbered hex; `alpha` fades ghosts and flying hexes.
 * @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} v @param {number} scale @param {Kit} k @param {number} [alpha]
 */
function drawHex(g, x, y, v, scale, k, alpha = 1) {
  const r = (S - 3) * scale;
  if (v === ROCK) { drawRock(g, x, y, r, alpha); return; }
  const hue = HUE[v] ?? 0;
  g.save();
  g.globalAlpha = alpha;
  if (v >= MAX) {
    g.shadowColor = `hsl(${hue + Math.sin(k.clock * 3) * 30} 100% 70%)`;
    g.shadowBlur = 18;
  }
  const grad = g.createLinearGradient(x, y - r, x, y + r);
  grad.addColorStop(0, `hsl(${hue} 90% 70%)`);
  grad.addColorStop(1, `hsl(${hue} 75% 42%)`);
  g.fillStyle = grad;
  hexPath(g, x, y, r);
  g.fill();
  g.shadowBlur = 0;
  g.lineWidth = 3 * scale;
  g.strokeStyle = `hsl(${hue} 90% 84% / 0.8)`;
  hexPath(g, x, y, r - 2 * scale);
  g.stroke();
  g.fillStyle = 'rgba(255,255,255,0.18)';
  g.beginPath();
  g.ellipse(x, y - r * 0.45, r * 0.55, r * 0.22, 0, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = v >= 3 && v <= 4 ? '#3a2200' : '#ffffff';
  g.font = `900 ${Math.round(30 * scale)}px system-ui, sans-serif`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  if (v >= MAX) {
    g.beginPath();
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2 - Math.PI / 2 + k.clock * 0.8;
      const rr = i % 2 ? r * 0.24 : r * 0.55;
      g.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
    }
    g.closePath();
    g.fill();
  } else {
    g.fillText(String(v), x, y + 2 * scale);
  }
  g.restore();
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} r @param {number} alpha */
function drawRock(g, x, y, r, alpha) {
  g.save();
  g.globalAlpha = alpha;
  const grad = g.createLinearGradient(x, y - r, x, y + r);
  grad.addColorStop(0, '#8b8fa3');
  grad.addColorStop(1, '#3c3f50');
  g.fillStyle = grad;
  hexPath(g, x, y, r);
  g.fill();
  g.strokeStyle = 'rgba(20,20,30,0.7)';
  g.lineWidth = 3;
  g.beginPath();
  g.moveTo(x - r * 0.5, y - r * 0.35);
  g.lineTo(x - r * 0.1, y - r * 0.05);
  g.lineTo(x - r * 0.25, y + r * 0.4);
  g.moveTo(x - r * 0.1, y - r * 0.05);
  g.lineTo(x + r * 0.45, y + r * 0.1);
  g.stroke();
  g.fillStyle = 'rgba(255,255,255,0.14)';
  g.beginPath();
  g.ellipse(x - r * 0.1, y - r * 0.5, r * 0.45, r * 0.16, 0, 0, Math.PI * 2);
  g.fill();
  g.restore();
}

/** Offset from a double piece's first hex to its second. @param {number} rot */
function pairOffset(rot) {
  const [dq, dr] = DIRS[rot % 6] ?? [1, 0];
  return { dx: S * SQ3 * (dq + dr / 2), dy: S * 1.5 * dr };
}

/** Draws a piece centred on (x, y). @param {CanvasRenderingContext2D} g @param {Piece} p @param {number} x @param {number} y @param {number} scale @param {Kit} k */
function drawPiece(g, p, x, y, scale, k) {
  if (p.values.length === 1) { drawHex(g, x, y, /** @type {number} */ (p.values[0]), scale, k); return; }
  const { dx, dy } = pairOffset(p.rot);
  drawHex(g, x - (dx * scale) / 2, y - (dy * scale) / 2, /** @type {number} */ (p.values[0]), scale, k);
  drawHex(g, x + (dx * scale) / 2, y + (dy * scale) / 2, /** @type {number} */ (p.values[1]), scale, k);
}

/** Nearest board cell to a point (within one hex), or -1. @param {number} x @param {number} y */
function cellAt(x, y) {
  let best = -1;
  let bd = S * S;
  for (let i = 0; i < CELLS.length; i++) {
    const d = (hx(i) - x) ** 2 + (hy(i) - y) ** 2;
    if (d < bd) { bd = d; best = i; }
  }
  return best;
}

function busy() {
  return anim !== null || over;
}

/** @param {Kit} kit @param {number} at */
function tryPlace(kit, at) {
  if (busy() || kit.screen !== 'playing') return false;
  const res = place(board, current, at);
  if (!res) {
    kit.sound.tone({ freq: 150, dur: 0.08, type: 'square', vol: 0.07 });
    return false;
  }
  const start = board.slice();
  res.cells.forEach((c, i) => { start[c] = /** @type {number} */ (current.values[i]); });
  /** @type {NonNullable<typeof anim>['steps']} */
  const steps = [];
  /** @type {NonNullable<typeof anim>['flyers']} */
  const flyers = [];
  const fast = kit.reducedMotion ? 0.3 : 1;
  res.events.forEach((e, n) => {
    const t0 = (0.08 + n * STEP_T) * fast;
    if (e.kind === 'merge') {
      for (const c of e.cells) {
        if (c !== e.into) flyers.push({ from: c, to: e.into, value: e.value - 1, time: t0 });
        steps.push({ time: t0, cell: c, value: 0 });
      }
      steps.push({ time: t0 + STEP_T * 0.8 * fast, cell: e.into, value: e.value });
      for (const c of e.crumbled) steps.push({ time: t0, cell: c, value: 0 });
    } else {
      for (const c of e.cells) steps.push({ time: t0, cell: c, value: 0 });
    }
  });
  let end = res.events.length ? (0.08 + res.events.length * STEP_T) * fast : 0;
  board = res.board;
  placed++;
  // Rocks land after the merges settle, on a cell that is empty by then.
  const every = rockEvery(levelFor(kit.score + res.points));
  if (every && placed % every === 0) {
    const c = rockCell(board, kit.random);
    if (c >= 0) {
      board[c] = ROCK;
      steps.push({ time: end + 0.05, cell: c, value: ROCK });
      rockDrops.push({ cell: c, t: -(end + 0.05) });
      kit.sound.noise({ dur: 0.2, vol: 0.18, freq: 500, delay: end + 0.05 });
      end += 0.3 * fast;
    }
  }
  anim = { start, steps, flyers, end, t: 0 };
  // Effects are queued with their step's delay so sound and sparks match what is on screen.
  res.events.forEach((e, n) => {
    const delay = (0.08 + n * STEP_T) * fast;
    const at2 = e.kind === 'merge' ? e.into : e.at;
    popups.push({ x: hx(at2), y: hy(at2) - 20, text: `+${kit.fmt(e.points)}`, t: -delay, color: e.chain > 1 ? '#ffe066' : '#ffffff' });
    if (e.chain > 1) popups.push({ x: CX, y: CY - 4 * S, text: kit.t('chain', { n: e.chain }), t: -delay, color: '#ff9ee6' });
    if (e.kind === 'burst') {
      rings.push({ x: hx(e.at), y: hy(e.at), t: -delay });
      popups.push({ x: CX, y: CY, text: kit.t('burst'), t: -delay, color: '#a8b8ff' });
      kit.sound.noise({ dur: 0.5, vol: 0.2, freq: 1800, delay });
      kit.sound.jingle([784, 988, 1175, 1568, 2093]);
    } else {
      kit.sound.tone({ freq: 330 * 2 ** ((e.value - 1) / 4), to: 440 * 2 ** ((e.value - 1) / 4), dur: 0.14, type: 'triangle', vol: 0.16, delay });
    }
    if (!kit.reducedMotion) {
      for (const c of [...e.cells, ...(e.kind === 'merge' ? e.crumbled : [])]) {
        for (let s = 0; s < 5; s++) {
          // Cosmetic randomness stays off kit.random so the seeded piece sequence never depends on it.
          const a = Math.random() * Math.PI * 2;
          const sp = 60 + Math.random() * 160;
          sparks.push({ x: hx(c), y: hy(c), vx: Math.cos(a) * sp, vy: Math.sin(a) * sp, life: 0.6 + delay, hue: HUE[e.kind === 'merge' ? e.value : MAX] ?? 0 });
        }
      }
    }
  });
  if (!res.events.length) kit.sound.tone({ freq: 520, to: 600, dur: 0.05, type: 'triangle', vol: 0.1 });
  merges += res.events.length;
  const before = kit.level;
  kit.addScore(res.points);
  bestValue = Math.max(bestValue, maxValue(board));
  const lv = levelFor(kit.score);
  if (lv > before) {
    kit.setLevel(lv);
    kit.toast(`${kit.t('levelUp')} ${kit.t('level')} ${kit.fmt(lv)}`);
  }
  current = playable(board, next);
  next = spawn(kit);
  if (anim.end === 0) anim = null;
  if (isFull(board)) over = true;
  return true;
}

/** @param {Kit} kit */
function rotate(kit) {
  if (current.values.length < 2 || over) return;
  current = { ...current, rot: (current.rot + 1) % 6 };
  kit.sound.blip(760);
}

/** @param {Kit} kit */
function hold(kit) {
  if (busy()) return;
  const h = held;
  held = { ...current, rot: 0 };
  current = playable(board, h ?? next);
  if (!h) next = spawn(kit);
  kit.sound.tone({ freq: 500, to: 380, dur: 0.08, type: 'triangle', vol: 0.12 });
}

/** @param {string} d */
function moveCursor(d) {
  if (aim < 0) aim = CELLS.findIndex((h) => h.q === 0 && h.r === 0);
  const n = /** @type {number[]} */ (NEIGHBOR[aim]);
  /** @type {number[]} */
  let cands = [];
  if (d === 'left') cands = [n[3] ?? -1];
  else if (d === 'right') cands = [n[0] ?? -1];
  else if (d === 'up') cands = [n[4] ?? -1, n[5] ?? -1];
  else cands = [n[1] ?? -1, n[2] ?? -1];
  const ok = cands.filter((c) => c >= 0);
  if (!ok.length) return;
  // Up and down zig-zag between the two neighbours to stay near the column the player picked.
  const best = ok.reduce((a, b) => (Math.abs(hx(b) - cursorX) < Math.abs(hx(a) - cursorX) ? b : a));
  aim = best;
  if (d === 'left' || d === 'right') cursorX = hx(aim);
}

/** @param {number} x @param {number} y @param {number} cx */
const inSlot = (x, y, cx) => Math.abs(x - cx) < 80 && Math.abs(y - TRAY_Y) < 70;

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawTray(g, k) {
  for (const [key, cx] of /** @type {[string, number][]} */ ([['hold', SLOT.hold], ['cur', SLOT.cur], ['next', SLOT.next]])) {
    g.fillStyle = key === 'cur' ? 'rgba(79,216,255,0.12)' : 'rgba(255,255,255,0.06)';
    roundRect(g, cx - 78, TRAY_Y - 72, 156, 144, 20);
    g.fill();
    g.strokeStyle = key === 'cur' ? 'rgba(79,216,255,0.45)' : 'rgba(255,255,255,0.12)';
    g.lineWidth = 2;
    g.stroke();
  }
  g.direction = canvasDir(k);
  g.fillStyle = '#a3abcf';
  g.font = '700 17px system-ui, sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(k.t('hold'), SLOT.hold, TRAY_Y - 54);
  g.fillText(k.t('next'), SLOT.next, TRAY_Y - 54);
  if (current.values.length > 1 && !drag) g.fillText(k.t('tapRotate'), SLOT.cur, TRAY_Y + 90);
  g.direction = 'ltr';
  if (held) drawPiece(g, held, SLOT.hold, TRAY_Y + 8, 0.62, k);
  drawPiece(g, next, SLOT.next, TRAY_Y + 8, 0.62, k);
  if (!drag) drawPiece(g, current, SLOT.cur, TRAY_Y - 2, 0.78, k);
}

/** The cell the ghost points at while dragging. */
function dragCell() {
  return drag ? cellAt(drag.x, drag.y - drag.lift) : -1;
}

const kit = createGame({
  id: 43,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }],
  controls: { layout: 'row', buttons: [{ action: 'rotate', label: '⟳', caption: 'rotate', title: 'rotate' }, { action: 'hold', label: '⇅', caption: 'hold', title: 'hold' }] },
  reset(k) {
    board = emptyBoard();
    held = null;
    placed = 0;
    merges = 0;
    bestValue = 0;
    anim = null;
    over = false;
    drag = null;
    sparks = [];
    popups = [];
    rings = [];
    rockDrops = [];
    aim = -1;
    cursorOn = false;
    current = spawn(k);
    next = spawn(k);
  },
  update(dt, k) {
    if (anim) {
      anim.t += dt;
      if (anim.t >= anim.end) anim = null;
    }
    sparks = sparks.filter((s) => { s.life -= dt; if (s.life < 0.6) { s.x += s.vx * dt; s.y += s.vy * dt; s.vy += 300 * dt; } return s.life > 0; });
    popups = popups.filter((p) => (p.t += dt) < 1);
    rings = rings.filter((r) => (r.t += dt) < 0.7);
    rockDrops = rockDrops.filter((r) => (r.t += dt) < 0.3);
    if (over && !anim) {
      over = false;
      k.gameOver({ message: k.t('full', { v: k.fmt(bestValue) }) });
    }
  },
  onPointer(kind, p, k) {
    if (kind === 'down' && inSlot(p.x, p.y, SLOT.cur) && !busy()) {
      drag = { x: p.x, y: p.y, lift: p.pointerType === 'mouse' ? 0 : DRAG_LIFT, moved: 0 };
      return;
    }
    if (drag && kind === 'move') {
      drag.moved += Math.hypot(p.x - drag.x, p.y - drag.y);
      drag.x = p.x;
      drag.y = p.y;
      aim = dragCell();
      return;
    }
    if (drag && kind === 'up') {
      const moved = drag.moved;
      const cell = dragCell();
      drag = null;
      // A short press is a tap on the piece (rotate, handled by onTap); only a real drag places it.
      if (moved > 30 && cell >= 0) tryPlace(k, cell);
      return;
    }
    if (p.pointerType === 'mouse' && kind === 'move') {
      aim = p.y < TRAY_Y - 80 ? cellAt(p.x, p.y) : -1;
      cursorOn = false;
    }
  },
  onTap(p, k) {
    if (inSlot(p.x, p.y, SLOT.cur)) { rotate(k); return; }
    if (inSlot(p.x, p.y, SLOT.hold)) { hold(k); return; }
    const c = cellAt(p.x, p.y);
    if (c >= 0) {
      cursorOn = false;
      // Hide the ghost until the pointer moves again, or it would flag the cell just filled.
      if (tryPlace(k, c)) aim = -1;
    }
  },
  onAction(action, k) {
    if (action === 'rotate') rotate(k);
    else if (action === 'hold') hold(k);
  },
  onKey(code, k) {
    const d = keyDir(code);
    if (d) {
      // The first arrow press only shows the cursor (where the mouse last was, or the centre).
      if (cursorOn) moveCursor(d);
      else if (aim < 0) aim = CELLS.findIndex((h) => h.q === 0 && h.r === 0);
      cursorOn = true;
      return true;
    }
    if (code === 'KeyR' || code === 'KeyX') { rotate(k); return true; }
    if (code === 'KeyH' || code === 'KeyC') { hold(k); return true; }
    if (code === 'Space' || code === 'Enter') {
      cursorOn = true;
      if (aim >= 0) tryPlace(k, aim);
      return true;
    }
    return false;
  },
  render(g, k) {
    const bg = g.createRadialGradient(CX, CY, 60, CX, CY, 560);
    bg.addColorStop(0, '#26205a');
    bg.addColorStop(1, '#0f1230');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    // Level progress.
    const lv = levelFor(k.score);
    const lo = levelThreshold(lv);
    const hi = levelThreshold(lv + 1);
    const prog = Math.min(1, (k.score - lo) / (hi - lo));
    g.direction = canvasDir(k);
    g.fillStyle = '#cfd6ff';
    g.font = '700 20px system-ui, sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(`${k.t('level')} ${k.fmt(lv)}`, CX, 28);
    g.direction = 'ltr';
    g.fillStyle = 'rgba(0,0,0,0.35)';
    roundRect(g, 60, 48, W - 120, 18, 9);
    g.fill();
    if (prog > 0) {
      const bar = g.createLinearGradient(60, 0, W - 60, 0);
      bar.addColorStop(0, '#4fd8ff');
      bar.addColorStop(1, '#ff5fd2');
      g.fillStyle = bar;
      roundRect(g, 60, 48, Math.max(18, (W - 120) * prog), 18, 9);
      g.fill();
    }
    g.fillStyle = '#a3abcf';
    g.font = '600 15px system-ui, sans-serif';
    g.fillText(`${k.fmt(k.score)} / ${k.fmt(hi)}`, CX, 84);
    const every = rockEvery(lv);
    if (every) {
      const left = every - (placed % every);
      g.direction = canvasDir(k);
      g.fillStyle = left <= 1 ? '#ff9a7a' : '#a3abcf';
      g.font = '700 16px system-ui, sans-serif';
      g.fillText(k.t('rockIn', { n: k.fmt(left) }), CX, 110);
      g.direction = 'ltr';
    }
    // Board.
    /** @type {Board} */
    let view = board;
    if (anim) {
      view = anim.start.slice();
      for (const s of anim.steps) if (s.time <= anim.t) view[s.cell] = s.value;
    }
    for (let i = 0; i < CELLS.length; i++) {
      g.fillStyle = 'rgba(255,255,255,0.06)';
      hexPath(g, hx(i), hy(i), S - 3);
      g.fill();
      g.strokeStyle = 'rgba(255,255,255,0.1)';
      g.lineWidth = 2;
      g.stroke();
    }
    for (let i = 0; i < CELLS.length; i++) {
      const v = view[i] ?? 0;
      if (!v) continue;
      const drop = rockDrops.find((r) => r.cell === i && r.t >= 0);
      // A new rock falls in from above and lands with a bump.
      if (drop) drawHex(g, hx(i), hy(i) - (1 - drop.t / 0.3) ** 2 * 120, v, 1, k, Math.min(1, drop.t / 0.1));
      else drawHex(g, hx(i), hy(i), v, 1, k);
    }
    if (anim) {
      const a = anim;
      for (const f of a.flyers) {
        const p = Math.min(1, Math.max(0, (a.t - f.time) / (STEP_T * 0.8)));
        if (a.t < f.time) { drawHex(g, hx(f.from), hy(f.from), f.value, 1, k); continue; }
        if (p >= 1) continue;
        const e = p * p;
        drawHex(g, hx(f.from) + (hx(f.to) - hx(f.from)) * e, hy(f.from) + (hy(f.to) - hy(f.from)) * e, f.value, 1 - p * 0.4, k, 1 - p * 0.5);
      }
    }
    // Ghost of the current piece where it would land.
    const target = drag ? dragCell() : aim;
    if (target >= 0 && !busy() && k.screen === 'playing') {
      const cells = footprint(board, current, target);
      if (cells) cells.forEach((c, n) => drawHex(g, hx(c), hy(c), /** @type {number} */ (current.values[n]), 1, k, 0.5));
      else if (!drag) {
        g.strokeStyle = 'rgba(255,110,110,0.8)';
        g.lineWidth = 3;
        hexPath(g, hx(target), hy(target), S - 4);
        g.stroke();
      }
      if (cursorOn && !drag) {
        g.strokeStyle = '#ffe066';
        g.lineWidth = 4;
        hexPath(g, hx(target), hy(target), S - 1);
        g.stroke();
      }
    }
    for (const r of rings) {
      if (r.t < 0) continue;
      g.strokeStyle = `rgba(180,200,255,${1 - r.t / 0.7})`;
      g.lineWidth = 8;
      g.beginPath();
      g.arc(r.x, r.y, 30 + r.t * 420, 0, Math.PI * 2);
      g.stroke();
    }
    for (const s of sparks) {
      if (s.life > 0.6) continue;
      g.globalAlpha = Math.max(0, s.life / 0.6);
      g.fillStyle = `hsl(${s.hue} 95% 68%)`;
      g.fillRect(s.x - 3, s.y - 3, 6, 6);
    }
    g.globalAlpha = 1;
    drawTray(g, k);
    if (drag) {
      const x = drag.x;
      const y = drag.y - drag.lift;
      drawPiece(g, current, x, y, 0.9, k);
    }
    g.textAlign = 'center';
    g.font = '900 28px system-ui, sans-serif';
    for (const p of popups) {
      if (p.t < 0) continue;
      g.globalAlpha = Math.max(0, 1 - p.t);
      g.strokeStyle = 'rgba(0,0,0,0.6)';
      g.lineWidth = 5;
      g.fillStyle = p.color;
      g.direction = /^\+/.test(p.text) ? 'ltr' : canvasDir(k);
      g.strokeText(p.text, p.x, p.y - p.t * 50);
      g.fillText(p.text, p.x, p.y - p.t * 50);
    }
    g.globalAlpha = 1;
    g.direction = 'ltr';
  },
  state(k) {
    return {
      board: board.join(''),
      current: { values: current.values.slice(), rot: current.rot },
      next: next.values.slice(),
      held: held ? held.values.slice() : null,
      aim,
      placed,
      merges,
      empty: emptyCount(board),
      rocks: board.filter((v) => v === ROCK).length,
      maxValue: maxValue(board),
      busy: anim !== null,
      levelFromScore: levelFor(k.score),
    };
  },
  demo(k) {
    // A mid-game board with a chain about to happen: the ghost hovers over a cell that merges.
    const layout = [
      [0, 0, 3], [1, 0, 3], [-1, 1, 2], [0, 1, 2], [2, -1, 4], [2, -2, 4], [-2, 0, 1], [-2, 1, 1],
      [1, -1, 5], [0, -1, 5], [-1, 0, 6], [3, -3, 1], [-3, 3, 2], [1, 1, 1], [2, 0, 2], [-1, 2, 3],
      [0, -3, 1], [1, -3, 2], [-3, 1, 4], [0, 2, 1], [3, -1, 3], [-2, 3, 1], [2, 1, 7], [3, -2, ROCK], [-1, -2, ROCK],
    ];
    board = emptyBoard();
    for (const [q, r, v] of layout) {
      const i = CELLS.findIndex((h) => h.q === q && h.r === r);
      if (i >= 0) board[i] = /** @type {number} */ (v);
    }
    current = { values: [1, 2], rot: 3 };
    next = { values: [3], rot: 0 };
    held = { values: [2], rot: 0 };
    placed = 10;
    k.setScore(1860);
    k.setLevel(levelFor(1860));
    aim = CELLS.findIndex((h) => h.q === -2 && h.r === 2);
    cursorOn = false;
  },
});

export default kit;
