// @ts-check
import { createGame, keyDir, roundRect, easeOutCubic } from '../kit/kit.js';
import { createSheet } from '../kit/sprites.js';
import {
  pivots, center, rotate, allMoves, clearMatches, collapse, isValidRotation, findMove, newBoard, reshuffle, stepScore, levelSpec,
  placeIce, chipIce, iceLeft, goalsMet, at, stepFrom, AXES, LINE, BOMB, STAR, MOVE_BONUS, LEVELS, piece,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Board} Board */
/** @typedef {import('./logic.js').Pos} Pos */
/** @typedef {import('./logic.js').Piece} Piece */
/** @typedef {import('./logic.js').Pivot} Pivot */
/** @typedef {import('./logic.js').ClearResult} ClearResult */
/** @typedef {import('./logic.js').LevelSpec} LevelSpec */

const ROWS = 8;
const COLS = 9;
const R = 41; // hex radius in logical units
const W = 620;
const TOP = 128;
const OX = (W - 14 * R) / 2 + R; // centre of column 0
const OY = TOP + (Math.sqrt(3) * R) / 2;
const H = Math.ceil(OY + Math.sqrt(3) * R * (ROWS - 0.5) + (Math.sqrt(3) * R) / 2 + 22);
const SPIN_T = 0.2;
const CLEAR_T = 0.26;
const FALL_T = 0.075; // per row
const PVS = pivots(ROWS, COLS);

const strings = {
  'zh-CN': { title: '六角旋转', moves: '步数', levelDone: '第 {n} 关完成！剩余步数奖励 +{b}', outOfMoves: '步数用完了，本关目标还没完成。', shuffle: '没有可转的组合了，重新洗牌！', chain: '连锁 ×{n}', allClear: '全部 {n} 关通关！', cw: '顺时针旋转', ccw: '逆时针旋转', hint: '提示', goals: '目标', ice: '冰块' },
  en: { title: 'Hex Spin', moves: 'Moves', levelDone: 'Level {n} clear! Moves bonus +{b}', outOfMoves: 'Out of moves before the goals were met.', shuffle: 'No turns left — shuffling!', chain: 'Chain ×{n}', allClear: 'All {n} levels cleared!', cw: 'Turn clockwise', ccw: 'Turn anticlockwise', hint: 'Hint', goals: 'Goals', ice: 'Ice' },
  ja: { title: 'ヘックス スピン', moves: '残り手数', levelDone: 'レベル {n} クリア！残り手数ボーナス +{b}', outOfMoves: '目標を達成する前に手数が尽きました。', shuffle: '回せる場所がないのでシャッフル！', chain: '連鎖 ×{n}', allClear: '全 {n} レベルクリア！', cw: '右回りに回す', ccw: '左回りに回す', hint: 'ヒント', goals: '目標', ice: '氷' },
  es: { title: 'Giro hexagonal', moves: 'Movim.', levelDone: '¡Nivel {n} superado! Bonus por movimientos +{b}', outOfMoves: 'Se acabaron los movimientos antes de cumplir las metas.', shuffle: 'No quedan giros: ¡a barajar!', chain: 'Cadena ×{n}', allClear: '¡Superaste los {n} niveles!', cw: 'Girar en sentido horario', ccw: 'Girar en sentido antihorario', hint: 'Pista', goals: 'Metas', ice: 'Hielo' },
  de: { title: 'Hex-Dreh', moves: 'Züge', levelDone: 'Stufe {n} geschafft! Zugbonus +{b}', outOfMoves: 'Keine Züge mehr, bevor die Ziele erreicht waren.', shuffle: 'Keine Drehung mehr möglich – neu gemischt!', chain: 'Kette ×{n}', allClear: 'Alle {n} Stufen geschafft!', cw: 'Im Uhrzeigersinn drehen', ccw: 'Gegen den Uhrzeigersinn drehen', hint: 'Tipp', goals: 'Ziele', ice: 'Eis' },
  fr: { title: 'Hexa Rotation', moves: 'Coups', levelDone: 'Niveau {n} réussi ! Bonus de coups +{b}', outOfMoves: 'Plus de coups avant d’avoir rempli les objectifs.', shuffle: 'Plus aucune rotation possible : on mélange !', chain: 'Chaîne ×{n}', allClear: 'Les {n} niveaux sont réussis !', cw: 'Tourner dans le sens horaire', ccw: 'Tourner dans le sens antihoraire', hint: 'Indice', goals: 'Objectifs', ice: 'Glace' },
  'pt-BR': { title: 'Giro Hexagonal', moves: 'Jogadas', levelDone: 'Nível {n} concluído! Bônus de jogadas +{b}', outOfMoves: 'As jogadas acabaram antes de cumprir as metas.', shuffle: 'Nenhum giro possível: embaralhando!', chain: 'Cadeia ×{n}', allClear: 'Você concluiu os {n} níveis!', cw: 'Girar no sentido horário', ccw: 'Girar no sentido anti-horário', hint: 'Dica', goals: 'Metas', ice: 'Gelo' },
  ar: { title: 'دوّامة السداسيات', moves: 'الحركات', levelDone: 'اكتمل المستوى {n}! مكافأة الحركات +{b}', outOfMoves: 'نفدت الحركات قبل تحقيق الأهداف.', shuffle: 'لا يوجد تدوير ممكن، إعادة الخلط!', chain: 'سلسلة ×{n}', allClear: 'أنهيت المستويات الـ {n} كلها!', cw: 'تدوير مع عقارب الساعة', ccw: 'تدوير عكس عقارب الساعة', hint: 'تلميح', goals: 'الأهداف', ice: 'الجليد' },
};

const HUES = [355, 28, 50, 130, 186, 222, 285];

/** @type {Board} */
let board = [];
/** @type {number[][]} */
let ice = [];
/** @type {LevelSpec} */
let spec = levelSpec(1);
let levelNo = 1;
let movesLeft = 0;
/** @type {number[]} */
let collected = [];
/** @type {'idle'|'spin'|'back'|'clear'|'fall'|'level'|'done'} */
let phase = 'idle';
let t = 0;
let chain = 0;
let maxChain = 0;
let idleFor = 0;
/** @type {{pivot: number, dir: 1 | -1} | null} */
let spin = null;
/** @type {Pos[]} */
let moved = [];
/** @type {ClearResult | null} */
let clearing = null;
/** @type {Map<number, {fromR: number, toR: number}>} */
let falling = new Map();
let fallDur = 0;
/** Turn direction for taps: the touch toggle sets it, right-click turns the other way. */
/** @type {1 | -1} */
let tapDir = 1;
/** Highlighted pivot (mouse hover, finger down or keyboard cursor), -1 none. */
let focus = -1;
let cursor = Math.floor(PVS.length / 2);
let cursorShown = false;
/** @type {{x: number, y: number} | null} */
let downAt = null;
/** @type {{x: number, y: number} | null} */
let upAt = null;
let rotations = 0;
/** @type {{x: number, y: number, text: string, t: number, color: string}[]} */
let popups = [];
/** @type {{x: number, y: number, vx: number, vy: number, life: number, color: string}[]} */
let sparks = [];
/** @type {ReturnType<typeof createSheet> | null} */
let sheet = null;

/** @param {number} r @param {number} c */
function cellXY(r, c) {
  const p = center(r, c);
  return { x: OX + p.x * R, y: OY + p.y * R };
}
/** @param {Pivot} pv */
const pivotXY = (pv) => ({ x: OX + pv.x * R, y: OY + pv.y * R });

/** Nearest pivot to a logical point, or -1 when the point is off the board. @param {number} x @param {number} y */
function pivotAt(x, y) {
  let best = -1;
  let bd = R * R;
  PVS.forEach((pv, i) => {
    const p = pivotXY(pv);
    const d = (p.x - x) ** 2 + (p.y - y) ** 2;
    if (d < bd) { bd = d; best = i; }
  });
  return best;
}

/** @param {CanvasRenderingContext2D} g @param {number} cx @param {number} cy @param {number} rad */
function hexPath(g, cx, cy, rad) {
  g.beginPath();
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    g.lineTo(cx + Math.cos(a) * rad, cy + Math.sin(a) * rad);
  }
  g.closePath();
}

/** Paints a plain gem of colour k centred at (0, 0) with size s. @param {CanvasRenderingContext2D} g @param {number} k @param {number} s */
function paintGem(g, k, s) {
  const hue = HUES[k] ?? 0;
  const grad = g.createLinearGradient(-s, -s, s, s);
  grad.addColorStop(0, `hsl(${hue} 95% 76%)`);
  grad.addColorStop(0.5, `hsl(${hue} 85% 56%)`);
  grad.addColorStop(1, `hsl(${hue} 80% 34%)`);
  g.fillStyle = grad;
  g.beginPath();
  switch (k) {
    case 0: g.arc(0, 0, s * 0.88, 0, Math.PI * 2); break;
    case 1: g.moveTo(0, -s); g.lineTo(s * 0.8, 0); g.lineTo(0, s); g.lineTo(-s * 0.8, 0); break;
    case 2: g.ellipse(0, 0, s * 0.95, s * 0.62, 0, 0, Math.PI * 2); break;
    case 3: for (let i = 0; i < 6; i++) { const a = (i / 6) * Math.PI * 2 - Math.PI / 2; g.lineTo(Math.cos(a) * s * 0.92, Math.sin(a) * s * 0.92); } break;
    case 4: g.moveTo(0, -s * 0.95); g.lineTo(s * 0.92, s * 0.72); g.lineTo(-s * 0.92, s * 0.72); break;
    case 5: roundRect(g, -s * 0.76, -s * 0.76, s * 1.52, s * 1.52, s * 0.3); break;
    default: for (let i = 0; i < 4; i++) { const a = (i / 4) * Math.PI * 2; g.moveTo(0, 0); g.arc(Math.cos(a) * s * 0.42, Math.sin(a) * s * 0.42, s * 0.5, a - Math.PI / 2, a + Math.PI / 2); } break;
  }
  g.closePath();
  g.fill();
  g.strokeStyle = `hsl(${hue} 90% 88% / 0.75)`;
  g.lineWidth = 2;
  g.stroke();
  g.fillStyle = 'rgba(255,255,255,0.5)';
  g.beginPath();
  g.ellipse(-s * 0.28, -s * 0.36, s * 0.26, s * 0.12, -0.6, 0, Math.PI * 2);
  g.fill();
}

function buildSheet() {
  /** @type {Record<string, import('../kit/sprites.js').SpriteDef>} */
  const defs = {};
  for (let k = 0; k < HUES.length; k++) {
    const s = R * 0.62;
    defs[`g${k}`] = { w: s * 2 + 4, h: s * 2 + 4, draw: (g, w, h) => { g.translate(w / 2, h / 2); paintGem(g, k, s); } };
  }
  return createSheet(defs);
}

/** @param {CanvasRenderingContext2D} g @param {Piece} p @param {number} x @param {number} y @param {number} scale @param {number} clock */
function drawPiece(g, p, x, y, scale, clock) {
  const s = R * 0.62 * scale;
  if (p.s === STAR) {
    g.save();
    g.translate(x, y);
    g.rotate(clock * 1.5);
    for (let i = 0; i < 6; i++) {
      g.fillStyle = `hsl(${(HUES[i] ?? 0) + clock * 60} 90% 65% / 0.85)`;
      g.beginPath();
      g.moveTo(0, 0);
      g.arc(0, 0, s * 1.12, (i / 6) * Math.PI * 2, ((i + 1) / 6) * Math.PI * 2);
      g.fill();
    }
    g.restore();
  }
  if (sheet) sheet.draw(g, `g${p.c}`, x, y, { scale });
  else { g.save(); g.translate(x, y); paintGem(g, p.c, s); g.restore(); }
  if (p.s === LINE) {
    const ang = AXIS_ANGLE[p.axis] ?? 0;
    g.save();
    g.translate(x, y);
    g.rotate(ang);
    g.strokeStyle = 'rgba(255,255,255,0.95)';
    g.lineWidth = 3.5;
    g.lineCap = 'round';
    for (const o of [-0.22, 0.22]) {
      g.beginPath();
      g.moveTo(-s * 0.95, o * s);
      g.lineTo(s * 0.95, o * s);
      g.stroke();
    }
    g.fillStyle = '#fff';
    for (const sx of [-1, 1]) {
      g.beginPath();
      g.moveTo(sx * s * 1.15, 0);
      g.lineTo(sx * s * 0.8, -s * 0.38);
      g.lineTo(sx * s * 0.8, s * 0.38);
      g.fill();
    }
    g.restore();
  } else if (p.s === BOMB) {
    const pulse = 0.5 + 0.5 * Math.sin(clock * 6);
    g.strokeStyle = `rgba(255,255,255,${0.55 + pulse * 0.45})`;
    g.lineWidth = 3;
    hexPath(g, x, y, s * (1.08 + pulse * 0.1));
    g.stroke();
    g.fillStyle = '#1b1030';
    g.beginPath();
    g.arc(x, y, s * 0.3, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = `rgba(255,210,90,${0.6 + pulse * 0.4})`;
    g.beginPath();
    g.arc(x, y, s * 0.14, 0, Math.PI * 2);
    g.fill();
  } else if (p.s === STAR) {
    g.fillStyle = '#fff';
    g.beginPath();
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2 - Math.PI / 2 + clock;
      const r = i % 2 ? s * 0.17 : s * 0.42;
      g.lineTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
    }
    g.closePath();
    g.fill();
  }
}

/** Screen angle of each line axis, from two cells one step apart along it. */
const AXIS_ANGLE = AXES.map((d) => {
  const a = center(4, 4);
  const q = stepFrom({ r: 4, c: 4 }, d);
  const b = center(q.r, q.c);
  return Math.atan2(b.y - a.y, b.x - a.x);
});

/** @param {Kit} kit @param {number} n */
function startLevel(kit, n) {
  levelNo = n;
  spec = levelSpec(n);
  movesLeft = spec.moves;
  collected = Array.from({ length: 8 }, () => 0);
  board = newBoard(ROWS, COLS, spec.colors, kit.random);
  ice = placeIce(ROWS, COLS, spec, kit.random);
  phase = 'idle';
  chain = 0;
  idleFor = 0;
  spin = null;
  clearing = null;
  kit.setLevel(n);
  kit.setStat('moves', movesLeft);
}

/** @param {Kit} kit @param {number} i @param {1 | -1} dir */
function tryRotate(kit, i, dir) {
  const pv = PVS[i];
  if (phase !== 'idle' || !pv) return;
  spin = { pivot: i, dir };
  focus = i;
  phase = 'spin';
  t = 0;
  idleFor = 0;
  kit.sound.tone({ freq: dir > 0 ? 380 : 460, to: dir > 0 ? 520 : 340, dur: 0.09, type: 'triangle', vol: 0.1 });
}

/** @param {Kit} kit */
function afterSpin(kit) {
  const s = /** @type {{pivot: number, dir: 1 | -1}} */ (spin);
  const pv = /** @type {Pivot} */ (PVS[s.pivot]);
  if (!isValidRotation(board, PVS, pv, s.dir)) {
    phase = 'back';
    t = 0;
    kit.sound.tone({ freq: 210, to: 150, dur: 0.12, type: 'sine', vol: 0.12 });
    return;
  }
  board = rotate(board, pv, s.dir);
  rotations++;
  movesLeft--;
  kit.setStat('moves', movesLeft);
  chain = 0;
  moved = [...pv.cells];
  spin = null;
  const res = clearMatches(board, PVS, moved);
  if (res) beginClear(kit, res);
  else phase = 'idle';
}

/** @param {Kit} kit @param {ClearResult} res */
function beginClear(kit, res) {
  chain++;
  maxChain = Math.max(maxChain, chain);
  clearing = res;
  phase = 'clear';
  t = 0;
  const pts = stepScore(res.cleared.length, chain);
  kit.addScore(pts);
  for (const p of res.cleared) collected[p.piece.c] = (collected[p.piece.c] ?? 0) + 1;
  const chip = chipIce(ice, res.cleared);
  ice = chip.ice;
  let sx = 0;
  let sy = 0;
  for (const p of res.cleared) {
    const q = cellXY(p.r, p.c);
    sx += q.x;
    sy += q.y;
    if (!kit.reducedMotion) {
      const hue = HUES[p.piece.c] ?? 0;
      for (let i = 0; i < 4; i++) {
        const ang = kit.random() * Math.PI * 2;
        const v = 60 + kit.random() * 170;
        sparks.push({ x: q.x, y: q.y, vx: Math.cos(ang) * v, vy: Math.sin(ang) * v - 60, life: 0.6, color: `hsl(${hue} 90% 66%)` });
      }
    }
  }
  const n = res.cleared.length || 1;
  popups.push({ x: sx / n, y: sy / n, text: `+${kit.fmt(pts)}`, t: 0, color: chain > 1 ? '#ffe066' : '#ffffff' });
  if (chain > 1) popups.push({ x: W / 2, y: OY + R * 5.5, text: kit.t('chain', { n: chain }), t: 0, color: '#ff9ee6' });
  const f = 440 * Math.pow(1.17, Math.min(chain, 10));
  kit.sound.tone({ freq: f, to: f * 1.5, dur: 0.12, type: 'triangle', vol: 0.16 });
  if (chip.broken) kit.sound.noise({ dur: 0.18, vol: 0.12, freq: 5000 });
  if (res.created.length) kit.sound.tone({ freq: 880, to: 1760, dur: 0.2, type: 'sine', vol: 0.12, delay: 0.08 });
  if (res.cleared.some((p) => p.piece.s !== 0)) kit.sound.noise({ dur: 0.32, vol: 0.18, freq: 2200 });
}

/** @param {Kit} kit */
function afterClear(kit) {
  const res = collapse(/** @type {ClearResult} */ (clearing).board, kit.random, spec.colors);
  clearing = null;
  board = res.board;
  falling = new Map(res.falls.map((f) => [f.id, { fromR: f.fromR, toR: f.toR }]));
  fallDur = kit.reducedMotion ? 0.01 : Math.max(0.12, Math.max(0, ...res.falls.map((f) => f.toR - f.fromR)) * FALL_T);
  phase = 'fall';
  t = 0;
}

/** @param {Kit} kit */
function afterFall(kit) {
  falling.clear();
  const res = clearMatches(board, PVS);
  if (res) { beginClear(kit, res); return; }
  phase = 'idle';
  if (goalsMet(spec, collected, ice)) {
    const bonus = movesLeft * MOVE_BONUS;
    kit.addScore(bonus);
    kit.toast(kit.t('levelDone', { n: levelNo, b: kit.fmt(bonus) }));
    kit.sound.jingle([523, 659, 784, 1047, 1319]);
    if (levelNo >= LEVELS) {
      phase = 'done';
      kit.gameOver({ win: true, message: kit.t('allClear', { n: LEVELS }) });
      return;
    }
    phase = 'level';
    t = 0;
  } else if (movesLeft <= 0) {
    phase = 'done';
    kit.gameOver({ message: kit.t('outOfMoves') });
  } else if (!findMove(board, PVS)) {
    board = reshuffle(board, kit.random, spec.colors);
    kit.toast(kit.t('shuffle'));
    kit.sound.noise({ dur: 0.4, vol: 0.12, freq: 3000 });
  }
}

/** Keyboard cursor: the nearest pivot lying mostly in the pressed direction. @param {'up'|'down'|'left'|'right'} d */
function moveCursor(d) {
  const from = pivotXY(/** @type {Pivot} */ (PVS[cursor]));
  const [dx, dy] = d === 'left' ? [-1, 0] : d === 'right' ? [1, 0] : d === 'up' ? [0, -1] : [0, 1];
  let best = -1;
  let bs = Infinity;
  PVS.forEach((pv, i) => {
    const p = pivotXY(pv);
    const along = (p.x - from.x) * dx + (p.y - from.y) * dy;
    const side = Math.abs((p.x - from.x) * dy - (p.y - from.y) * dx);
    if (along < 4 || side > along * 1.2) return;
    const score = along + side * 2;
    if (score < bs) { bs = score; best = i; }
  });
  if (best >= 0) cursor = best;
}

/** @param {Kit} kit @param {1 | -1} d */
function setTapDir(kit, d) {
  tapDir = d;
  kit.setControlPressed('cw', d === 1);
  kit.setControlPressed('ccw', d === -1);
}

/** @param {Kit} kit */
function hintMove(kit) {
  void kit;
  return phase === 'idle' ? findMove(board, PVS) : null;
}

/** Frosted sheet under a piece; thick ice is whiter and has a second rim. @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} v */
function drawIce(g, x, y, v) {
  hexPath(g, x, y, R - 3);
  const grad = g.createLinearGradient(x - R, y - R, x + R, y + R);
  grad.addColorStop(0, v > 1 ? 'rgba(225,246,255,0.75)' : 'rgba(200,238,255,0.5)');
  grad.addColorStop(1, v > 1 ? 'rgba(120,190,240,0.6)' : 'rgba(110,180,235,0.3)');
  g.fillStyle = grad;
  g.fill();
  g.strokeStyle = 'rgba(240,252,255,0.9)';
  g.lineWidth = 2.5;
  g.stroke();
  if (v > 1) {
    hexPath(g, x, y, R - 9);
    g.stroke();
  }
  g.strokeStyle = 'rgba(255,255,255,0.55)';
  g.lineWidth = 2;
  g.beginPath();
  g.moveTo(x - R * 0.62, y + R * 0.05);
  g.lineTo(x - R * 0.2, y - R * 0.55);
  g.moveTo(x + R * 0.2, y + R * 0.55);
  g.lineTo(x + R * 0.62, y - R * 0.05);
  g.stroke();
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawTop(g, k) {
  // Moves badge, then one chip per goal.
  g.fillStyle = 'rgba(0,0,0,0.32)';
  roundRect(g, 16, 14, W - 32, TOP - 30, 18);
  g.fill();
  g.textBaseline = 'middle';
  g.textAlign = 'center';
  g.direction = 'ltr';
  const mx = 78;
  const my = 14 + (TOP - 30) / 2;
  g.fillStyle = movesLeft <= 3 ? '#ff6b7a' : '#ffe066';
  g.font = '800 40px system-ui, sans-serif';
  g.fillText(String(movesLeft), mx, my - 6);
  g.fillStyle = 'rgba(255,255,255,0.75)';
  g.font = '600 15px system-ui, sans-serif';
  g.fillText(k.t('moves'), mx, my + 26);
  /** @type {{draw: (x: number, y: number) => void, left: number}[]} */
  const chips = [];
  for (const goal of spec.collect) {
    chips.push({ left: Math.max(0, goal.n - (collected[goal.c] ?? 0)), draw: (x, y) => drawPiece(g, piece(goal.c), x, y, 0.62, k.clock) });
  }
  if (spec.ice) chips.push({ left: iceLeft(ice), draw: (x, y) => { g.save(); g.translate(x, y); g.scale(0.5, 0.5); drawIce(g, 0, 0, 2); g.restore(); } });
  const x0 = 150;
  const span = (W - 32 - x0) / Math.max(1, chips.length);
  chips.forEach((ch, i) => {
    const cx = x0 + span * i + span / 2;
    g.fillStyle = 'rgba(255,255,255,0.07)';
    roundRect(g, cx - span / 2 + 6, 26, span - 12, TOP - 54, 14);
    g.fill();
    ch.draw(cx - 26, my);
    g.textAlign = 'start';
    g.direction = 'ltr';
    if (ch.left === 0) {
      g.strokeStyle = '#7dff9a';
      g.lineWidth = 5;
      g.lineCap = 'round';
      g.beginPath();
      g.moveTo(cx + 2, my);
      g.lineTo(cx + 12, my + 10);
      g.lineTo(cx + 30, my - 12);
      g.stroke();
    } else {
      g.fillStyle = '#fff';
      g.font = '800 28px system-ui, sans-serif';
      g.fillText(String(ch.left), cx + 2, my + 1);
    }
    g.textAlign = 'center';
  });
}

const kit = createGame({
  id: 79,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'moves', label: 'moves' }],
  controls: {
    layout: 'row',
    buttons: [
      { action: 'ccw', label: '↺', title: 'ccw', toggle: true },
      { action: 'cw', label: '↻', title: 'cw', toggle: true },
      { action: 'hint', label: '?', title: 'hint' },
    ],
  },
  reset(k) {
    if (!sheet) sheet = buildSheet();
    popups = [];
    sparks = [];
    maxChain = 0;
    rotations = 0;
    focus = -1;
    cursorShown = false;
    cursor = Math.floor(PVS.length / 2);
    setTapDir(k, 1);
    startLevel(k, 1);
  },
  update(dt, k) {
    t += dt;
    popups = popups.filter((p) => (p.t += dt) < 0.9);
    sparks = sparks.filter((p) => { p.x += p.vx * dt; p.y += p.vy * dt; p.vy += 420 * dt; return (p.life -= dt) > 0; });
    const fast = k.reducedMotion ? 0.4 : 1;
    if (phase === 'idle') idleFor += dt;
    else if (phase === 'spin' && t >= SPIN_T * fast) afterSpin(k);
    else if (phase === 'back' && t >= SPIN_T * fast) { phase = 'idle'; spin = null; }
    else if (phase === 'clear' && t >= CLEAR_T * fast) afterClear(k);
    else if (phase === 'fall' && t >= fallDur) afterFall(k);
    else if (phase === 'level' && t >= 1.5) {
      startLevel(k, levelNo + 1);
      k.toast(`${k.t('level')} ${k.fmt(levelNo)}`);
    }
  },
  onPointer(kind, p) {
    if (kind === 'down') { downAt = { x: p.x, y: p.y }; upAt = null; focus = pivotAt(p.x, p.y); cursorShown = false; }
    else if (kind === 'up') upAt = { x: p.x, y: p.y };
    else if (kind === 'move' && p.pointerType === 'mouse') focus = pivotAt(p.x, p.y);
  },
  onTap(p, k) {
    const i = pivotAt(p.x, p.y);
    if (i < 0) return;
    cursor = i;
    tryRotate(k, i, p.button === 2 ? /** @type {1 | -1} */ (-tapDir) : tapDir);
  },
  onSwipe(d, k) {
    // A drag turns the trio the way the finger went round its corner.
    if (!downAt) return;
    const i = pivotAt(downAt.x, downAt.y);
    const pv = PVS[i];
    if (!pv) return;
    const c = pivotXY(pv);
    const end = upAt ?? downAt;
    const cross = (downAt.x - c.x) * (end.y - downAt.y) - (downAt.y - c.y) * (end.x - downAt.x);
    const dir = Math.abs(cross) > 1 ? (cross > 0 ? 1 : -1) : d === 'right' || d === 'down' ? 1 : -1;
    cursor = i;
    tryRotate(k, i, /** @type {1 | -1} */ (dir));
  },
  onAction(a, k) {
    if (a === 'cw') setTapDir(k, 1);
    else if (a === 'ccw') setTapDir(k, -1);
    else if (a === 'hint') idleFor = 99;
  },
  onKey(code, k) {
    const d = keyDir(code);
    if (d) {
      if (cursorShown) moveCursor(d);
      cursorShown = true;
      focus = cursor;
      return true;
    }
    if (code === 'Space' || code === 'Enter' || code === 'KeyX' || code === 'KeyE') { cursorShown = true; tryRotate(k, cursor, 1); return true; }
    if (code === 'KeyZ' || code === 'KeyQ') { cursorShown = true; tryRotate(k, cursor, -1); return true; }
    if (code === 'KeyH') { idleFor = 99; return true; }
    return false;
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, W, H);
    bg.addColorStop(0, '#12284a');
    bg.addColorStop(1, '#2a1240');
    g.fillStyle = bg;
    roundRect(g, 0, 0, W, H, 22);
    g.fill();
    drawTop(g, k);
    // Cells and ice.
    for (let r = 0; r < ROWS; r++) {
      for (let c = 0; c < COLS; c++) {
        const q = cellXY(r, c);
        hexPath(g, q.x, q.y, R - 2);
        g.fillStyle = (c + r) % 2 ? 'rgba(255,255,255,0.06)' : 'rgba(255,255,255,0.1)';
        g.fill();
        const v = ice[r]?.[c] ?? 0;
        if (v > 0) drawIce(g, q.x, q.y, v);
      }
    }
    const hint = phase === 'idle' && idleFor > 7 && k.screen === 'playing' ? hintMove(k) : null;
    const shown = hint ? hint.pivot : cursorShown ? cursor : focus;
    const hpv = PVS[shown];
    if (hpv && (phase === 'idle' || phase === 'spin' || phase === 'back')) {
      const pulse = hint ? 0.45 + 0.4 * Math.sin(k.clock * 6) : 0.7;
      for (const p of hpv.cells) {
        const q = cellXY(p.r, p.c);
        hexPath(g, q.x, q.y, R - 3);
        g.fillStyle = hint ? `rgba(255,224,102,${pulse * 0.25})` : 'rgba(255,255,255,0.16)';
        g.fill();
      }
    }
    // Pieces.
    const cleared = new Map((clearing?.cleared ?? []).map((p) => [p.piece.id, p]));
    const sp = spin && (phase === 'spin' || phase === 'back') ? spin : null;
    const spv = sp ? PVS[sp.pivot] : null;
    let ang = 0;
    if (sp) {
      const e = easeOutCubic(t / SPIN_T);
      ang = sp.dir * ((Math.PI * 2) / 3) * (phase === 'back' ? 1 - e : e);
    }
    for (let r = 0; r < ROWS; r++) {
      for (let c = 0; c < COLS; c++) {
        // While clearing, `board` still holds the pieces about to go; new specials are drawn after.
        const gp = at(board, r, c);
        if (!gp) continue;
        let { x, y } = cellXY(r, c);
        let scale = 1;
        if (spv && spv.cells.some((q) => q.r === r && q.c === c)) {
          const cp = pivotXY(spv);
          const dx = x - cp.x;
          const dy = y - cp.y;
          x = cp.x + dx * Math.cos(ang) - dy * Math.sin(ang);
          y = cp.y + dx * Math.sin(ang) + dy * Math.cos(ang);
        }
        if (phase === 'fall') {
          const f = falling.get(gp.id);
          if (f) {
            const e = Math.min(1, t / fallDur) ** 2;
            const a = cellXY(f.fromR, c);
            const b = cellXY(f.toR, c);
            y = a.y + (b.y - a.y) * e;
          }
        }
        if (clearing && cleared.has(gp.id)) {
          const pr = Math.min(1, t / CLEAR_T);
          scale = pr < 0.3 ? 1 + pr : Math.max(0, 1.3 - (pr - 0.3) * 1.9);
          g.globalAlpha = 1 - pr * 0.5;
        }
        if (y > TOP - R && scale > 0.02) drawPiece(g, gp, x, y, scale, k.clock);
        g.globalAlpha = 1;
      }
    }
    if (clearing) {
      for (const p of clearing.created) {
        const q = cellXY(p.r, p.c);
        drawPiece(g, p.piece, q.x, q.y, Math.min(1, t / CLEAR_T), k.clock);
      }
    }
    // Pivot marker with the turn direction.
    if (hpv && phase === 'idle' && (hint || cursorShown || focus >= 0)) {
      const q = pivotXY(hpv);
      const dir = hint ? hint.dir : tapDir;
      g.strokeStyle = hint ? '#ffe066' : cursorShown ? '#ff9ee6' : '#ffffff';
      g.lineWidth = 3.5;
      g.beginPath();
      const a0 = k.clock * 2 * dir;
      g.arc(q.x, q.y, 11, a0, a0 + Math.PI * 1.4);
      g.stroke();
      const a1 = a0 + Math.PI * 1.4;
      g.fillStyle = g.strokeStyle;
      g.beginPath();
      g.arc(q.x + Math.cos(a1) * 11, q.y + Math.sin(a1) * 11, 4, 0, Math.PI * 2);
      g.fill();
    }
    for (const p of sparks) {
      g.globalAlpha = Math.max(0, p.life / 0.6);
      g.fillStyle = p.color;
      g.fillRect(p.x - 2, p.y - 2, 4, 4);
    }
    g.globalAlpha = 1;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    for (const p of popups) {
      g.globalAlpha = Math.max(0, 1 - p.t / 0.9);
      g.fillStyle = p.color;
      g.font = '800 30px system-ui, sans-serif';
      g.strokeStyle = 'rgba(0,0,0,0.5)';
      g.lineWidth = 4;
      g.strokeText(p.text, p.x, p.y - p.t * 50);
      g.fillText(p.text, p.x, p.y - p.t * 50);
    }
    g.globalAlpha = 1;
    if (phase === 'level') {
      g.fillStyle = 'rgba(10,10,30,0.6)';
      g.fillRect(0, OY + R * 4, W, 110);
      g.fillStyle = '#ffe066';
      g.font = '800 40px system-ui, sans-serif';
      g.direction = k.dir === 'rtl' ? 'rtl' : 'ltr';
      g.fillText(`${k.t('level')} ${k.fmt(levelNo + 1)}`, W / 2, OY + R * 4 + 55);
    }
  },
  state() {
    const h = phase === 'idle' ? findMove(board, PVS) : null;
    const hp = h ? pivotXY(/** @type {Pivot} */ (PVS[h.pivot])) : null;
    // A turn that makes nothing (tests check it springs back for free).
    let dud = null;
    for (let i = 0; phase === 'idle' && !dud && i < PVS.length; i++) {
      const pv = /** @type {Pivot} */ (PVS[i]);
      if (!isValidRotation(board, PVS, pv, 1)) dud = { pivot: i, dir: 1, ...pivotXY(pv) };
    }
    return {
      board: board.map((row) => row.map((p) => (p ? String(p.c) : '.')).join('')),
      phase,
      movesLeft,
      goals: spec.collect.map((g) => ({ c: g.c, need: g.n, got: collected[g.c] ?? 0 })),
      iceLeft: iceLeft(ice),
      colors: spec.colors,
      rotations,
      chain,
      maxChain,
      tapDir,
      cursor,
      cursorXY: pivotXY(/** @type {Pivot} */ (PVS[cursor])),
      hint: h && hp ? { pivot: h.pivot, dir: h.dir, x: hp.x, y: hp.y } : null,
      dud,
      specials: board.flat().filter((p) => p && p.s).length,
    };
  },
  demo(k) {
    startLevel(k, 3);
    for (let i = 0; i < 4; i++) {
      let m = null;
      let most = 0;
      for (const mv of allMoves(board, PVS)) {
        const n = clearMatches(rotate(board, /** @type {Pivot} */ (PVS[mv.pivot]), mv.dir), PVS)?.cleared.length ?? 0;
        if (n > most) { most = n; m = mv; }
      }
      if (!m) break;
      const pv = /** @type {Pivot} */ (PVS[m.pivot]);
      board = rotate(board, pv, m.dir);
      let res = clearMatches(board, PVS, pv.cells);
      let step = 0;
      while (res) {
        step++;
        for (const p of res.cleared) collected[p.piece.c] = (collected[p.piece.c] ?? 0) + 1;
        ice = chipIce(ice, res.cleared).ice;
        k.addScore(stepScore(res.cleared.length, step));
        board = collapse(res.board, k.random, spec.colors).board;
        res = clearMatches(board, PVS);
      }
      movesLeft--;
    }
    /** @param {number} r @param {number} c @param {number} s @param {number} [axis] */
    const mark = (r, c, s, axis = 0) => { const p = at(board, r, c); if (p) /** @type {(Piece|null)[]} */ (board[r])[c] = { ...p, s, axis }; };
    mark(2, 2, LINE, 1);
    mark(5, 6, BOMB);
    mark(6, 1, STAR);
    mark(3, 7, LINE, 0);
    k.setStat('moves', movesLeft);
    focus = PVS.findIndex((pv) => pv.cells.some((q) => q.r === 4 && q.c === 4));
    idleFor = 0;
    phase = 'idle';
  },
});

export default kit;
