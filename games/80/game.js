// @ts-check
import { createGame, keyDir, roundRect } from '../kit/kit.js';
import { createSheet } from '../kit/sprites.js';
import {
  newBoard, step, canSwap, doSwap, findMove, reshuffle, settledBoard, still, adjacent, at, show, gem,
  TIME_START, TIME_MAX, TIME_GEM, SWAP_T, DIE_T, addTime, drainRate, levelFor, colorsFor,
  newFever, feverTick, multiplier, tally, FEVER_MAX, FLAME, NOVA, STAR,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Grid} Grid */
/** @typedef {import('./logic.js').Gem} Gem */
/** @typedef {import('./logic.js').Pos} Pos */
/** @typedef {import('./logic.js').Fever} Fever */

const N = 8;
const CELL = 66;
const W = 576;
const OX = (W - N * CELL) / 2;
const OY = 152;
const H = OY + N * CELL + 22;
const TIME_CHANCE = 0.03;
const HINT_AFTER = 5;
const END_SETTLE = 2.5;

const strings = {
  'zh-CN': { title: '消除冲刺', timeUp: '时间到！', statMatches: '消除次数', statChain: '最长连击', statFever: '最高狂热', statTime: '赢得时间', fever: '狂热', feverUp: '狂热 ×{n}！', chain: '连击 {n}', shuffle: '没有可走的步了，重新洗牌！', levelUp: '速度提升！第 {n} 级', sec: '秒' },
  en: { title: 'Match Rush', timeUp: 'Time’s up!', statMatches: 'Matches', statChain: 'Longest chain', statFever: 'Top fever', statTime: 'Time earned', fever: 'Fever', feverUp: 'Fever ×{n}!', chain: 'Chain {n}', shuffle: 'No moves left — shuffling!', levelUp: 'Faster! Level {n}', sec: 's' },
  ja: { title: 'マッチ ラッシュ', timeUp: 'タイムアップ！', statMatches: 'マッチ数', statChain: '最長チェーン', statFever: '最高フィーバー', statTime: '獲得タイム', fever: 'フィーバー', feverUp: 'フィーバー ×{n}！', chain: 'チェーン {n}', shuffle: '動かせる手がないのでシャッフル！', levelUp: 'スピードアップ！レベル {n}', sec: '秒' },
  es: { title: 'Combo Exprés', timeUp: '¡Se acabó el tiempo!', statMatches: 'Combinaciones', statChain: 'Cadena más larga', statFever: 'Fiebre máxima', statTime: 'Tiempo ganado', fever: 'Fiebre', feverUp: '¡Fiebre ×{n}!', chain: 'Cadena {n}', shuffle: 'No quedan jugadas: ¡a barajar!', levelUp: '¡Más rápido! Nivel {n}', sec: 's' },
  de: { title: 'Match-Rausch', timeUp: 'Zeit abgelaufen!', statMatches: 'Treffer', statChain: 'Längste Kette', statFever: 'Höchstes Fieber', statTime: 'Zeit gewonnen', fever: 'Fieber', feverUp: 'Fieber ×{n}!', chain: 'Kette {n}', shuffle: 'Kein Zug mehr möglich – neu gemischt!', levelUp: 'Schneller! Stufe {n}', sec: 's' },
  fr: { title: 'Ruée aux gemmes', timeUp: 'Temps écoulé !', statMatches: 'Combinaisons', statChain: 'Plus longue chaîne', statFever: 'Fièvre max', statTime: 'Temps gagné', fever: 'Fièvre', feverUp: 'Fièvre ×{n} !', chain: 'Chaîne {n}', shuffle: 'Plus aucun coup possible : on mélange !', levelUp: 'Plus vite ! Niveau {n}', sec: 's' },
  'pt-BR': { title: 'Corrida de Gemas', timeUp: 'Acabou o tempo!', statMatches: 'Combinações', statChain: 'Maior sequência', statFever: 'Febre máxima', statTime: 'Tempo ganho', fever: 'Febre', feverUp: 'Febre ×{n}!', chain: 'Sequência {n}', shuffle: 'Sem jogadas possíveis: embaralhando!', levelUp: 'Mais rápido! Nível {n}', sec: 's' },
  ar: { title: 'سباق التطابق', timeUp: 'انتهى الوقت!', statMatches: 'التطابقات', statChain: 'أطول سلسلة', statFever: 'أعلى حماس', statTime: 'الوقت المكتسب', fever: 'الحماس', feverUp: 'حماس ×{n}!', chain: 'سلسلة {n}', shuffle: 'لا توجد حركات، إعادة الخلط!', levelUp: 'أسرع! المستوى {n}', sec: 'ث' },
};

const HUES = [350, 30, 54, 140, 200, 280];
const FEVER_HUES = [200, 45, 28, 8, 320];

/** @type {Grid} */
let board = [];
let clock = TIME_START;
/** @type {Fever} */
let fever = newFever();
let colors = 5;
/** @type {'play'|'ending'|'done'} */
let phase = 'play';
let endFor = 0;
let matches = 0;
let bestChain = 0;
let topFever = 0;
let bonusTime = 0;
let timeGems = 0;
let idleFor = 0;
let movesChecked = false;
let shownSecond = -1;
/** @type {Pos | null} */
let selected = null;
/** @type {Pos | null} */
let downCell = null;
let cursor = { r: 3, c: 3, visible: false };
/** @type {{a: Pos, b: Pos, t: number} | null} */
let nudge = null;
/** @type {{x: number, y: number, text: string, t: number, color: string, big: boolean}[]} */
let popups = [];
/** @type {{x: number, y: number, vx: number, vy: number, life: number, color: string}[]} */
let sparks = [];
/** Gems that are dying, kept with their cell to draw them shrinking. @type {{r: number, c: number, gem: Gem}[]} */
let ghosts = [];
let flash = 0;
/** @type {ReturnType<typeof createSheet> | null} */
let sheet = null;

/** @param {number} c */
const gx = (c) => OX + c * CELL + CELL / 2;
/** @param {number} r */
const gy = (r) => OY + r * CELL + CELL / 2;

/** @param {number} x @param {number} y @returns {Pos | null} */
function cellAt(x, y) {
  const c = Math.floor((x - OX) / CELL);
  const r = Math.floor((y - OY) / CELL);
  return r >= 0 && c >= 0 && r < N && c < N ? { r, c } : null;
}

/** Faceted gem of colour k centred on (0, 0), radius s. @param {CanvasRenderingContext2D} g @param {number} k @param {number} s */
function paintGem(g, k, s) {
  const hue = HUES[k] ?? 0;
  /** @type {[number, number][]} */
  let pts;
  switch (k) {
    case 0: pts = Array.from({ length: 8 }, (_, i) => { const a = (i / 8) * Math.PI * 2 + Math.PI / 8; return [Math.cos(a) * s * 0.95, Math.sin(a) * s * 0.95]; }); break;
    case 1: pts = [[-s * 0.8, -s * 0.8], [s * 0.8, -s * 0.8], [s * 0.8, s * 0.8], [-s * 0.8, s * 0.8]]; break;
    case 2: pts = [[0, -s], [s * 0.95, s * 0.75], [-s * 0.95, s * 0.75]]; break;
    case 3: pts = Array.from({ length: 6 }, (_, i) => { const a = (i / 6) * Math.PI * 2; return [Math.cos(a) * s * 0.95, Math.sin(a) * s * 0.8]; }); break;
    case 4: pts = [[0, -s], [s * 0.85, 0], [0, s], [-s * 0.85, 0]]; break;
    default: pts = Array.from({ length: 5 }, (_, i) => { const a = (i / 5) * Math.PI * 2 - Math.PI / 2; return [Math.cos(a) * s, Math.sin(a) * s]; }); break;
  }
  // Facets: each edge forms a triangle with the centre, lit from the top-left.
  const n = pts.length;
  for (let i = 0; i < n; i++) {
    const [x1, y1] = /** @type {[number, number]} */ (pts[i]);
    const [x2, y2] = /** @type {[number, number]} */ (pts[(i + 1) % n]);
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2;
    const light = 0.5 - (mx + my) / (s * 2.6);
    g.fillStyle = `hsl(${hue} 85% ${Math.round(38 + light * 36)}%)`;
    g.beginPath();
    g.moveTo(0, 0);
    g.lineTo(x1, y1);
    g.lineTo(x2, y2);
    g.closePath();
    g.fill();
  }
  g.fillStyle = `hsl(${hue} 95% 70%)`;
  g.beginPath();
  pts.forEach(([x, y], i) => (i ? g.lineTo(x * 0.45, y * 0.45) : g.moveTo(x * 0.45, y * 0.45)));
  g.closePath();
  g.fill();
  g.strokeStyle = `hsl(${hue} 90% 86% / 0.8)`;
  g.lineWidth = 2;
  g.beginPath();
  pts.forEach(([x, y], i) => (i ? g.lineTo(x, y) : g.moveTo(x, y)));
  g.closePath();
  g.stroke();
  g.fillStyle = 'rgba(255,255,255,0.7)';
  g.beginPath();
  g.arc(-s * 0.22, -s * 0.3, s * 0.12, 0, Math.PI * 2);
  g.fill();
}

function buildSheet() {
  /** @type {Record<string, import('../kit/sprites.js').SpriteDef>} */
  const defs = {};
  const s = CELL * 0.4;
  for (let k = 0; k < HUES.length; k++) defs[`g${k}`] = { w: s * 2 + 4, h: s * 2 + 4, draw: (g, w, h) => { g.translate(w / 2, h / 2); paintGem(g, k, s); } };
  return createSheet(defs);
}

/** @param {CanvasRenderingContext2D} g @param {Gem} p @param {number} x @param {number} y @param {number} scale @param {number} clk */
function drawGem(g, p, x, y, scale, clk) {
  const s = CELL * 0.4 * scale;
  if (p.s === STAR) {
    g.save();
    g.translate(x, y);
    g.rotate(clk);
    for (let i = 0; i < 6; i++) {
      g.fillStyle = `hsl(${(HUES[i] ?? 0) + clk * 80} 95% 62% / 0.9)`;
      g.beginPath();
      g.moveTo(0, 0);
      g.arc(0, 0, s * 1.12, (i / 6) * Math.PI * 2, ((i + 1) / 6) * Math.PI * 2);
      g.fill();
    }
    g.restore();
  } else if (p.s === FLAME) {
    const f = 0.5 + 0.5 * Math.sin(clk * 9 + p.id);
    const glow = g.createRadialGradient(x, y, s * 0.4, x, y, s * 1.3);
    glow.addColorStop(0, `rgba(255,190,60,${0.55 + f * 0.3})`);
    glow.addColorStop(1, 'rgba(255,80,20,0)');
    g.fillStyle = glow;
    g.beginPath();
    g.arc(x, y, s * 1.3, 0, Math.PI * 2);
    g.fill();
  }
  if (sheet) sheet.draw(g, `g${p.c}`, x, y, { scale });
  else { g.save(); g.translate(x, y); paintGem(g, p.c, s); g.restore(); }
  if (p.s === NOVA) {
    g.save();
    g.translate(x, y);
    g.rotate(Math.sin(clk * 3) * 0.15);
    g.strokeStyle = 'rgba(255,255,255,0.95)';
    g.lineWidth = 3;
    g.lineCap = 'round';
    g.beginPath();
    g.moveTo(-s * 1.05, 0); g.lineTo(s * 1.05, 0);
    g.moveTo(0, -s * 1.05); g.lineTo(0, s * 1.05);
    g.stroke();
    g.fillStyle = '#fff';
    g.beginPath();
    g.arc(0, 0, s * 0.2, 0, Math.PI * 2);
    g.fill();
    g.restore();
  } else if (p.s === STAR) {
    g.fillStyle = '#fff';
    g.beginPath();
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2 - Math.PI / 2 - clk * 2;
      const r = i % 2 ? s * 0.18 : s * 0.45;
      g.lineTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
    }
    g.closePath();
    g.fill();
  } else if (p.s === FLAME) {
    g.fillStyle = 'rgba(255,240,200,0.95)';
    g.beginPath();
    g.moveTo(x, y - s * 0.5);
    g.quadraticCurveTo(x + s * 0.35, y, x, y + s * 0.3);
    g.quadraticCurveTo(x - s * 0.35, y, x, y - s * 0.5);
    g.fill();
  }
  if (p.time) {
    // Clock badge: +5 s when cleared.
    const bx = x + s * 0.62;
    const by = y - s * 0.62;
    g.fillStyle = '#fff';
    g.beginPath();
    g.arc(bx, by, s * 0.42, 0, Math.PI * 2);
    g.fill();
    g.strokeStyle = '#20a060';
    g.lineWidth = 2.5;
    g.stroke();
    g.beginPath();
    const a = clk * 4;
    g.moveTo(bx, by);
    g.lineTo(bx + Math.cos(a) * s * 0.3, by + Math.sin(a) * s * 0.3);
    g.moveTo(bx, by);
    g.lineTo(bx, by - s * 0.22);
    g.stroke();
  }
}

/** @param {Kit} k */
function startRound(k) {
  colors = colorsFor(1);
  board = newBoard(N, N, colors, k.random);
  clock = TIME_START;
  fever = newFever();
  phase = 'play';
  endFor = 0;
  matches = 0;
  bestChain = 0;
  topFever = 0;
  bonusTime = 0;
  timeGems = 0;
  idleFor = 0;
  movesChecked = false;
  shownSecond = -1;
  selected = null;
  downCell = null;
  nudge = null;
  cursor = { r: 3, c: 3, visible: false };
  popups = [];
  sparks = [];
  ghosts = [];
  flash = 0;
  k.setLevel(1);
  k.setStat('time', Math.ceil(clock));
}

/** @param {Kit} k @param {Pos} a @param {Pos} b */
function trySwap(k, a, b) {
  if (phase !== 'play' || !adjacent(a, b) || b.r < 0 || b.c < 0 || b.r >= N || b.c >= N) return;
  selected = null;
  if (!still(at(board, a.r, a.c), a.r) || !still(at(board, b.r, b.c), b.r)) return;
  if (canSwap(board, a, b)) {
    doSwap(board, a, b);
    idleFor = 0;
    movesChecked = false;
    k.sound.tone({ freq: 520, to: 640, dur: 0.05, type: 'triangle', vol: 0.08 });
  } else {
    nudge = { a, b, t: 0 };
    k.sound.tone({ freq: 190, to: 150, dur: 0.08, type: 'sine', vol: 0.1 });
  }
}

/** @param {Kit} k @param {ReturnType<typeof step>} ev */
function scoreEvents(k, ev) {
  if (!ev.groups.length && !ev.cleared.length) return;
  movesChecked = false;
  const sum = tally(ev, fever);
  let sx = 0;
  let sy = 0;
  if (sum.playerMatches) { matches += sum.playerMatches; idleFor = 0; }
  if (sum.feverUps) {
    popups.push({ x: W / 2, y: OY + N * CELL * 0.42, text: k.t('feverUp', { n: multiplier(fever) }), t: 0, color: `hsl(${FEVER_HUES[fever.level] ?? 30} 100% 65%)`, big: true });
    k.sound.jingle([523, 784, 1047, 1568]);
    flash = 0.5;
  }
  bestChain = Math.max(bestChain, fever.chain);
  topFever = Math.max(topFever, fever.level);
  const pts = sum.points;
  const blasted = sum.blasted;
  timeGems += ev.timeGems;
  if (phase === 'play' && sum.seconds > 0) {
    const before = clock;
    clock = addTime(clock, sum.seconds);
    bonusTime += clock - before;
  }
  for (const p of ev.cleared) {
    ghosts.push(p);
    sx += gx(p.c);
    sy += gy(p.r);
    if (!k.reducedMotion) {
      const hue = HUES[p.gem.c] ?? 0;
      for (let i = 0; i < 3; i++) {
        const ang = k.random() * Math.PI * 2;
        const v = 80 + k.random() * 180;
        sparks.push({ x: gx(p.c), y: gy(p.r), vx: Math.cos(ang) * v, vy: Math.sin(ang) * v - 80, life: 0.55, color: `hsl(${hue} 95% 65%)` });
      }
    }
  }
  if (pts > 0) {
    k.addScore(pts);
    const n = ev.cleared.length || 1;
    popups.push({ x: sx / n, y: sy / n, text: `+${k.fmt(pts)}`, t: 0, color: fever.level ? '#ffd36b' : '#ffffff', big: false });
  }
  if (ev.timeGems) popups.push({ x: W / 2, y: OY - 20, text: `+${TIME_GEM}${k.t('sec')}`, t: 0, color: '#7dffb0', big: true });
  if (fever.chain >= 3 && ev.groups.some((grp) => grp.player)) popups.push({ x: W / 2, y: OY + N * CELL * 0.6, text: k.t('chain', { n: fever.chain }), t: 0, color: '#ff9ee6', big: false });
  const f = 500 * Math.pow(1.06, Math.min(fever.chain, 16)) * (1 + fever.level * 0.12);
  k.sound.tone({ freq: f, to: f * 1.5, dur: 0.1, type: 'triangle', vol: 0.14 });
  if (ev.created.length) k.sound.tone({ freq: 880, to: 1760, dur: 0.18, type: 'sine', vol: 0.12, delay: 0.06 });
  if (blasted) k.sound.noise({ dur: 0.3, vol: 0.16, freq: 2200 });
  if (ev.timeGems) k.sound.jingle([988, 1319]);
  const lv = levelFor(k.score);
  if (lv > k.level) {
    k.setLevel(lv);
    colors = colorsFor(lv);
    k.toast(k.t('levelUp', { n: lv }));
  }
}

/** @param {string} tag @param {string} cls @param {string} [text] */
function el(tag, cls, text) {
  const e = document.createElement(tag);
  e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** Ends the round, then swaps the kit's game-over panel for a results card. @param {Kit} k */
function finish(k) {
  phase = 'done';
  k.setStat('time', 0);
  k.gameOver({ message: k.t('timeUp') });
  const stats = el('dl', 'gk-ov-controls');
  /** @type {[string, string][]} */
  const rows = [
    [k.t('statMatches'), k.fmt(matches)],
    [k.t('statChain'), k.fmt(bestChain)],
    [k.t('statFever'), `×${multiplier({ meter: 0, level: topFever, chain: 0, since: 0 })}`],
    [k.t('statTime'), `+${k.fmt(Math.round(bonusTime))}${k.t('sec')}`],
  ];
  for (const [label, value] of rows) stats.append(el('dt', '', label), el('dd', '', value));
  const score = el('p', 'gk-ov-score');
  const strong = el('strong', '', k.fmt(k.score));
  strong.dataset.final = 'score';
  score.append(el('span', '', `${k.t('score')}: `), strong, el('span', '', ` · ${k.t('best')}: ${k.fmt(k.best)}`));
  /** @type {HTMLElement[]} */
  const body = [stats, score];
  if (k.newBest) body.push(el('p', 'gk-ov-newbest', k.t('newBest')));
  k.showOverlay({
    title: k.t('timeUp'),
    cls: 'gk-over gk-results',
    body,
    buttons: [
      { label: k.t('restart'), primary: true, onClick: () => k.start() },
      { label: k.t('menu'), onClick: () => k.showStart() },
    ],
  });
}

/** @param {Kit} k @param {Pos} p @param {import('../kit/kit.js').Dir} d */
function swapDir(k, p, d) {
  const q = { r: p.r + (d === 'down' ? 1 : d === 'up' ? -1 : 0), c: p.c + (d === 'right' ? 1 : d === 'left' ? -1 : 0) };
  trySwap(k, p, q);
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawTop(g, k) {
  g.direction = 'ltr';
  // Clock bar.
  const bx = OX;
  const bw = N * CELL;
  const frac = Math.max(0, Math.min(1, clock / TIME_MAX));
  g.fillStyle = 'rgba(0,0,0,0.4)';
  roundRect(g, bx, 18, bw, 44, 22);
  g.fill();
  const low = clock < 10;
  const hue = Math.max(0, Math.min(130, clock * 3.2));
  const bar = g.createLinearGradient(bx, 0, bx + bw, 0);
  bar.addColorStop(0, `hsl(${hue} 90% 50%)`);
  bar.addColorStop(1, `hsl(${hue + 20} 95% 62%)`);
  g.fillStyle = bar;
  if (frac > 0) { roundRect(g, bx + 3, 21, Math.max(38, (bw - 6) * frac), 38, 19); g.fill(); }
  // Start marker: where a fresh 60 s sits on the 90 s bar.
  g.fillStyle = 'rgba(255,255,255,0.35)';
  g.fillRect(bx + 3 + (bw - 6) * (TIME_START / TIME_MAX) - 1, 22, 2, 36);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  const pulse = low && phase === 'play' ? 1 + 0.12 * Math.abs(Math.sin(k.clock * 8)) : 1;
  g.font = `800 ${Math.round(28 * pulse)}px system-ui, sans-serif`;
  g.fillStyle = low ? '#fff0f0' : '#ffffff';
  g.strokeStyle = 'rgba(0,0,0,0.45)';
  g.lineWidth = 4;
  const txt = `${Math.ceil(clock)}${k.t('sec')}`;
  g.strokeText(txt, W / 2, 41);
  g.fillText(txt, W / 2, 41);
  // Fever meter: segments for each level, the current one filling.
  const fy = 78;
  g.fillStyle = 'rgba(0,0,0,0.35)';
  roundRect(g, bx, fy, bw, 52, 16);
  g.fill();
  g.textAlign = 'start';
  g.font = '800 22px system-ui, sans-serif';
  const mult = multiplier(fever);
  const fh = FEVER_HUES[fever.level] ?? 30;
  g.fillStyle = fever.level ? `hsl(${fh} 100% 66%)` : 'rgba(255,255,255,0.8)';
  g.fillText(`×${mult}`, bx + 14, fy + 27);
  const mx = bx + 70;
  const mw = bw - 84;
  const seg = mw / FEVER_MAX;
  for (let i = 0; i < FEVER_MAX; i++) {
    g.fillStyle = i < fever.level ? `hsl(${FEVER_HUES[i + 1] ?? 30} 95% 58%)` : 'rgba(255,255,255,0.1)';
    roundRect(g, mx + i * seg + 2, fy + 34, seg - 4, 8, 4);
    g.fill();
  }
  g.fillStyle = 'rgba(255,255,255,0.12)';
  roundRect(g, mx, fy + 10, mw, 18, 9);
  g.fill();
  const fill = g.createLinearGradient(mx, 0, mx + mw, 0);
  fill.addColorStop(0, `hsl(${fh} 95% 55%)`);
  fill.addColorStop(1, `hsl(${(FEVER_HUES[Math.min(FEVER_MAX, fever.level + 1)] ?? 0)} 100% 62%)`);
  g.fillStyle = fill;
  if (fever.meter > 0.01) { roundRect(g, mx, fy + 10, Math.max(18, mw * fever.meter), 18, 9); g.fill(); }
  g.textAlign = 'center';
  g.font = '700 13px system-ui, sans-serif';
  g.fillStyle = 'rgba(255,255,255,0.9)';
  g.direction = k.dir === 'rtl' ? 'rtl' : 'ltr';
  g.fillText(k.t('fever').toUpperCase(), mx + mw / 2, fy + 19);
  g.direction = 'ltr';
}

const kit = createGame({
  id: 80,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'time', label: 'time' }],
  reset(k) {
    if (!sheet) sheet = buildSheet();
    startRound(k);
  },
  update(dt, k) {
    popups = popups.filter((p) => (p.t += dt) < (p.big ? 1.3 : 0.8));
    sparks = sparks.filter((p) => { p.x += p.vx * dt; p.y += p.vy * dt; p.vy += 500 * dt; return (p.life -= dt) > 0; });
    ghosts = ghosts.filter((p) => p.gem.dying > 0);
    flash = Math.max(0, flash - dt);
    if (nudge && (nudge.t += dt) > 0.18) nudge = null;
    if (phase === 'done') return;
    if (phase === 'play') {
      clock -= dt * drainRate(k.level);
      idleFor += dt;
      if (feverTick(fever, dt)) k.sound.tone({ freq: 400, to: 260, dur: 0.2, type: 'sine', vol: 0.08 });
    } else endFor += dt;
    const ev = step(board, dt, colors, k.random, { timeChance: phase === 'play' ? TIME_CHANCE : 0 });
    scoreEvents(k, ev);
    if (phase === 'play') {
      if (clock <= 0) {
        clock = 0;
        phase = 'ending';
        selected = null;
        k.sound.jingle([784, 659, 523, 392]);
        k.toast(k.t('timeUp'));
      } else if (!movesChecked && settledBoard(board)) {
        movesChecked = true;
        if (!findMove(board)) {
          board = reshuffle(board, colors, k.random);
          k.toast(k.t('shuffle'));
          k.sound.noise({ dur: 0.4, vol: 0.12, freq: 3000 });
        }
      }
      const sec = Math.ceil(clock);
      if (sec !== shownSecond) {
        shownSecond = sec;
        k.setStat('time', sec);
        if (sec <= 5 && sec > 0) k.sound.beep();
      }
    } else if (phase === 'ending' && (settledBoard(board) || endFor > END_SETTLE)) finish(k);
  },
  onPointer(kind, p) {
    if (kind === 'down') downCell = cellAt(p.x, p.y);
  },
  onSwipe(d, k) {
    if (downCell) swapDir(k, downCell, d);
    downCell = null;
  },
  onTap(p, k) {
    const cell = cellAt(p.x, p.y);
    cursor.visible = false;
    if (!cell || phase !== 'play') return;
    if (selected && adjacent(selected, cell)) trySwap(k, selected, cell);
    else if (selected && selected.r === cell.r && selected.c === cell.c) selected = null;
    else {
      selected = cell;
      k.sound.blip(760);
    }
  },
  onKey(code, k) {
    const d = keyDir(code);
    if (d) {
      if (selected && cursor.visible) {
        swapDir(k, selected, d);
        selected = null;
      } else {
        cursor = { r: Math.max(0, Math.min(N - 1, cursor.r + (d === 'down' ? 1 : d === 'up' ? -1 : 0))), c: Math.max(0, Math.min(N - 1, cursor.c + (d === 'right' ? 1 : d === 'left' ? -1 : 0))), visible: true };
      }
      return true;
    }
    if (code === 'Space' || code === 'Enter') {
      cursor.visible = true;
      selected = selected ? null : { r: cursor.r, c: cursor.c };
      return true;
    }
    if (code === 'KeyH') { idleFor = 99; return true; }
    return false;
  },
  render(g, k) {
    // The backdrop warms from night blue through violet and magenta to crimson as the fever rises.
    const heat = fever.level / FEVER_MAX;
    const bg = g.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, `hsl(${228 + heat * 135} ${45 + heat * 25}% ${13 + heat * 5}%)`);
    bg.addColorStop(1, `hsl(${250 + heat * 130} ${50 + heat * 25}% ${8 + heat * 6}%)`);
    g.fillStyle = bg;
    roundRect(g, 0, 0, W, H, 22);
    g.fill();
    drawTop(g, k);
    // Board well; it glows with the fever.
    if (fever.level) {
      g.save();
      g.shadowColor = `hsl(${FEVER_HUES[fever.level] ?? 30} 100% 60%)`;
      g.shadowBlur = 18 + 8 * Math.sin(k.clock * 5);
      g.fillStyle = 'rgba(0,0,0,0.45)';
      roundRect(g, OX - 6, OY - 6, N * CELL + 12, N * CELL + 12, 16);
      g.fill();
      g.restore();
    } else {
      g.fillStyle = 'rgba(0,0,0,0.35)';
      roundRect(g, OX - 6, OY - 6, N * CELL + 12, N * CELL + 12, 16);
      g.fill();
    }
    for (let r = 0; r < N; r++) {
      for (let c = 0; c < N; c++) {
        g.fillStyle = (r + c) % 2 ? 'rgba(255,255,255,0.05)' : 'rgba(255,255,255,0.09)';
        g.fillRect(OX + c * CELL + 1, OY + r * CELL + 1, CELL - 2, CELL - 2);
      }
    }
    const hint = phase === 'play' && idleFor > HINT_AFTER && k.screen === 'playing' && settledBoard(board) ? findMove(board) : null;
    for (const h of hint ?? []) {
      g.strokeStyle = `rgba(255,224,102,${0.45 + 0.4 * Math.sin(k.clock * 7)})`;
      g.lineWidth = 3;
      roundRect(g, OX + h.c * CELL + 3, OY + h.r * CELL + 3, CELL - 6, CELL - 6, 10);
      g.stroke();
    }
    if (selected) {
      g.fillStyle = 'rgba(255,255,255,0.24)';
      roundRect(g, OX + selected.c * CELL + 2, OY + selected.r * CELL + 2, CELL - 4, CELL - 4, 10);
      g.fill();
    }
    g.save();
    g.beginPath();
    g.rect(OX - 6, OY - 6, N * CELL + 12, N * CELL + 12);
    g.clip();
    for (const p of ghosts) {
      const pr = 1 - Math.max(0, p.gem.dying) / DIE_T;
      g.globalAlpha = 1 - pr;
      drawGem(g, p.gem, gx(p.c), gy(p.r), 1 + pr * 0.5, k.clock);
    }
    g.globalAlpha = 1;
    for (let r = 0; r < N; r++) {
      for (let c = 0; c < N; c++) {
        const p = at(board, r, c);
        if (!p || p.dying > 0) continue;
        let x = gx(c);
        let y = OY + p.y * CELL + CELL / 2;
        if (p.lock > 0) {
          const e = 1 - p.lock / SWAP_T;
          x = gx(p.fromC + (c - p.fromC) * e);
          y = gy(p.fromR + (r - p.fromR) * e);
        }
        if (nudge) {
          const off = Math.sin((nudge.t / 0.18) * Math.PI) * 0.22;
          const [a, b] = [nudge.a, nudge.b];
          if (a.r === r && a.c === c) { x += (b.c - a.c) * CELL * off; y += (b.r - a.r) * CELL * off; }
          else if (b.r === r && b.c === c) { x += (a.c - b.c) * CELL * off; y += (a.r - b.r) * CELL * off; }
        }
        drawGem(g, p, x, y, 1, k.clock);
      }
    }
    g.restore();
    if (cursor.visible && k.screen === 'playing') {
      g.strokeStyle = selected ? '#ff9ee6' : '#ffe066';
      g.lineWidth = 4;
      roundRect(g, OX + cursor.c * CELL + 1, OY + cursor.r * CELL + 1, CELL - 2, CELL - 2, 11);
      g.stroke();
    }
    for (const p of sparks) {
      g.globalAlpha = Math.max(0, p.life / 0.55);
      g.fillStyle = p.color;
      g.fillRect(p.x - 2, p.y - 2, 4, 4);
    }
    g.globalAlpha = 1;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.direction = 'ltr';
    for (const p of popups) {
      const life = p.big ? 1.3 : 0.8;
      g.globalAlpha = Math.max(0, Math.min(1, (1 - p.t / life) * 2.2));
      g.fillStyle = p.color;
      g.font = `900 ${p.big ? 44 : 28}px system-ui, sans-serif`;
      g.strokeStyle = 'rgba(0,0,0,0.55)';
      g.lineWidth = 5;
      const y = p.y - p.t * (p.big ? 30 : 55);
      g.strokeText(p.text, p.x, y);
      g.fillText(p.text, p.x, y);
    }
    g.globalAlpha = 1;
    if (flash > 0 && !k.reducedMotion) {
      g.fillStyle = `hsl(${FEVER_HUES[fever.level] ?? 30} 100% 60% / ${flash * 0.35})`;
      roundRect(g, 0, 0, W, H, 22);
      g.fill();
    }
    if (phase === 'ending') {
      g.fillStyle = 'rgba(10,10,30,0.55)';
      g.fillRect(0, OY + N * CELL / 2 - 50, W, 100);
      g.fillStyle = '#ffe066';
      g.font = '900 44px system-ui, sans-serif';
      g.direction = k.dir === 'rtl' ? 'rtl' : 'ltr';
      g.fillText(k.t('timeUp'), W / 2, OY + N * CELL / 2);
      g.direction = 'ltr';
    }
  },
  state() {
    const settled = settledBoard(board);
    return {
      board: show(board),
      phase,
      clock: Math.round(clock * 100) / 100,
      settled,
      fever: { meter: Math.round(fever.meter * 1000) / 1000, level: fever.level, chain: fever.chain },
      multiplier: multiplier(fever),
      matches,
      bestChain,
      topFever,
      bonusTime: Math.round(bonusTime * 100) / 100,
      timeGems,
      colors,
      selected,
      cursor: { r: cursor.r, c: cursor.c },
      hint: phase === 'play' && settled ? findMove(board) : null,
      specials: board.flat().filter((p) => p && p.s).length,
    };
  },
  demo(k) {
    // A few quick matches, then fever and specials on show.
    for (let i = 0; i < 6; i++) {
      const m = findMove(board);
      if (!m) break;
      doSwap(board, m[0], m[1]);
      for (let s = 0; s < 90; s++) scoreEvents(k, step(board, 1 / 60, colors, k.random, { timeChance: 0.2 }));
    }
    fever.level = 3;
    fever.meter = 0.62;
    fever.chain = 6;
    topFever = 3;
    clock = 47.6;
    /** @param {number} r @param {number} c @param {number} s */
    const mark = (r, c, s) => { const p = at(board, r, c); if (p) /** @type {(Gem|null)[]} */ (board[r])[c] = { ...gem(p.c, s, r) }; };
    mark(2, 5, FLAME);
    mark(5, 2, NOVA);
    mark(6, 6, STAR);
    const t = at(board, 1, 1);
    if (t) t.time = true;
    popups = [{ x: W / 2, y: OY + N * CELL * 0.45, text: k.t('feverUp', { n: 4 }), t: 0, color: '#ffb347', big: true }];
    selected = { r: 3, c: 3 };
    k.setStat('time', Math.ceil(clock));
  },
});

export default kit;
