// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { CardPainter, suitPath, outlineCard, drawTableButton, drawStuckPanel } from '../kit/cards.js';
import {
  COLUMNS, deal, dealFor, newSession, act, undo as undoAction, canMove, apply, autoStep, pileCards, runLength,
  maxMove, fitsHome, legalMoves, solve, homeCount, isWon, rankOf, suitOf, stacks, clearBonus,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').State} State */
/** @typedef {import('./logic.js').Move} Move */
/** @typedef {import('./logic.js').Session} Session */
/** @typedef {{x: number, y: number, up: boolean, z: number}} Target */
/** @typedef {{x: number, y: number, w: number, h: number}} Rect */

const W = 720;
let H = 1100;
const PAD = 10;
const CW = 82;
const CH = 116;
const GAPX = (W - PAD * 2 - CW * COLUMNS) / (COLUMNS - 1);
const TOP_Y = 10;
const BAR_Y = TOP_Y + CH + 10;
const TAB_Y = BAR_Y + 60;
const UP_DY = 38;
const BTN = { undo: { x: PAD, y: BAR_Y, w: 140, h: 48 }, hint: { x: PAD + 152, y: BAR_Y, w: 140, h: 48 } };
const RANK_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_LETTERS = 'SHDC';

const strings = {
  'zh-CN': { title: '空当接龙', cellsOpt: '空当数', cells4: '4 个空当', cells3: '3 个空当', cells2: '2 个空当', undo: '撤销', hint: '提示', dealNo: '第 {n} 局', moves: '{n} 步', noUndo: '没有可以撤销的步骤', noHint: '没有可走的牌了', lostPos: '这个局面已经无解了，撤销几步吧', cantMove: '这里放不下', tooMany: '空当不够，一次最多移动 {n} 张', cleared: '完成！奖励 +{bonus}', nextDeal: '第 {n} 关：更难的一局', stuck: '没有可走的牌了', stuckBody: '撤销几步，或者放弃这一局。', giveUp: '放弃', lost: '你在第 {n} 关放弃了。' },
  en: { title: 'FreeCell', cellsOpt: 'Free cells', cells4: '4 cells', cells3: '3 cells', cells2: '2 cells', undo: 'Undo', hint: 'Hint', dealNo: 'Deal #{n}', moves: '{n} moves', noUndo: 'Nothing to undo', noHint: 'No moves left', lostPos: 'This position can no longer be won: undo a few moves', cantMove: 'That does not fit there', tooMany: 'Not enough free space: at most {n} cards at once', cleared: 'Solved! Bonus +{bonus}', nextDeal: 'Level {n}: a harder deal', stuck: 'No moves left', stuckBody: 'Undo a few moves or give up this deal.', giveUp: 'Give up', lost: 'You gave up on level {n}.' },
  ja: { title: 'フリーセル', cellsOpt: 'フリーセルの数', cells4: '4 セル', cells3: '3 セル', cells2: '2 セル', undo: '元に戻す', hint: 'ヒント', dealNo: 'ゲーム #{n}', moves: '{n} 手', noUndo: '戻せる手がありません', noHint: '動かせるカードがありません', lostPos: 'この局面はもう解けません。何手か戻しましょう', cantMove: 'そこには置けません', tooMany: '空きが足りません：一度に動かせるのは {n} 枚まで', cleared: 'クリア！ボーナス +{bonus}', nextDeal: 'レベル {n}：より難しい配り', stuck: 'もう動かせません', stuckBody: '何手か戻すか、このゲームをあきらめましょう。', giveUp: 'あきらめる', lost: 'レベル {n} であきらめました。' },
  es: { title: 'FreeCell', cellsOpt: 'Celdas libres', cells4: '4 celdas', cells3: '3 celdas', cells2: '2 celdas', undo: 'Deshacer', hint: 'Pista', dealNo: 'Partida n.º {n}', moves: '{n} jugadas', noUndo: 'No hay nada que deshacer', noHint: 'No quedan jugadas', lostPos: 'Esta posición ya no tiene solución: deshaz algunas jugadas', cantMove: 'Eso no cabe ahí', tooMany: 'Falta espacio libre: como mucho {n} cartas a la vez', cleared: '¡Resuelto! Bonus +{bonus}', nextDeal: 'Nivel {n}: una partida más difícil', stuck: 'No quedan jugadas', stuckBody: 'Deshaz algunas jugadas o abandona esta partida.', giveUp: 'Rendirse', lost: 'Te rendiste en el nivel {n}.' },
  de: { title: 'FreeCell', cellsOpt: 'Freie Zellen', cells4: '4 Zellen', cells3: '3 Zellen', cells2: '2 Zellen', undo: 'Zurück', hint: 'Tipp', dealNo: 'Spiel Nr. {n}', moves: '{n} Züge', noUndo: 'Nichts zum Zurücknehmen', noHint: 'Keine Züge mehr', lostPos: 'Diese Stellung ist nicht mehr zu gewinnen: nimm ein paar Züge zurück', cantMove: 'Das passt dort nicht', tooMany: 'Zu wenig Platz: höchstens {n} Karten auf einmal', cleared: 'Gelöst! Bonus +{bonus}', nextDeal: 'Stufe {n}: ein schwierigeres Spiel', stuck: 'Keine Züge mehr', stuckBody: 'Nimm ein paar Züge zurück oder gib dieses Spiel auf.', giveUp: 'Aufgeben', lost: 'Auf Stufe {n} aufgegeben.' },
  fr: { title: 'FreeCell', cellsOpt: 'Cases libres', cells4: '4 cases', cells3: '3 cases', cells2: '2 cases', undo: 'Annuler', hint: 'Indice', dealNo: 'Donne n° {n}', moves: '{n} coups', noUndo: 'Rien à annuler', noHint: 'Plus aucun coup', lostPos: 'Cette position n’est plus gagnable : annulez quelques coups', cantMove: 'Ça ne va pas là', tooMany: 'Pas assez de place libre : {n} cartes au plus à la fois', cleared: 'Résolu ! Bonus +{bonus}', nextDeal: 'Niveau {n} : une donne plus difficile', stuck: 'Plus aucun coup', stuckBody: 'Annulez quelques coups ou abandonnez cette donne.', giveUp: 'Abandonner', lost: 'Abandon au niveau {n}.' },
  'pt-BR': { title: 'FreeCell', cellsOpt: 'Células livres', cells4: '4 células', cells3: '3 células', cells2: '2 células', undo: 'Desfazer', hint: 'Dica', dealNo: 'Partida nº {n}', moves: '{n} jogadas', noUndo: 'Nada para desfazer', noHint: 'Não há mais jogadas', lostPos: 'Esta posição não tem mais solução: desfaça algumas jogadas', cantMove: 'Isso não cabe aí', tooMany: 'Falta espaço livre: no máximo {n} cartas de uma vez', cleared: 'Resolvido! Bônus +{bonus}', nextDeal: 'Nível {n}: uma partida mais difícil', stuck: 'Não há mais jogadas', stuckBody: 'Desfaça algumas jogadas ou desista desta partida.', giveUp: 'Desistir', lost: 'Você desistiu no nível {n}.' },
  ar: { title: 'فري سيل', cellsOpt: 'الخانات الحرة', cells4: '4 خانات', cells3: '3 خانات', cells2: 'خانتان', undo: 'تراجع', hint: 'تلميح', dealNo: 'التوزيع رقم {n}', moves: '{n} حركة', noUndo: 'لا شيء للتراجع عنه', noHint: 'لا توجد حركات متبقية', lostPos: 'لم يعد الفوز ممكنًا من هذا الوضع: تراجع عن بعض الحركات', cantMove: 'لا تناسب هذا المكان', tooMany: 'لا توجد مساحة كافية: {n} أوراق على الأكثر دفعة واحدة', cleared: 'حُلّت! مكافأة +{bonus}', nextDeal: 'المستوى {n}: توزيع أصعب', stuck: 'لا مزيد من الحركات', stuckBody: 'تراجع عن بعض الحركات أو استسلم في هذا التوزيع.', giveUp: 'استسلام', lost: 'استسلمت في المستوى {n}.' },
};

// ---------------------------------------------------------------- state

/** @type {Session} */
let ses = newSession(deal(1));
let dealNo = 1;
let bank = 0;
let undos = 0;
let dealTime = 0;
/** @type {{from: string} | null} */
let sel = null;
const cursor = { row: 1, col: 0, visible: false };
/** @type {{m: Move, t: number} | null} */
let hintShow = null;
let stuck = false;
/** @type {'play'|'cleared'|'next'} */
let phase = 'play';
let phaseT = 0;
/** @type {{from: string, count: number, cards: number[], offX: number, offY: number, x: number, y: number, x0: number, y0: number, active: boolean} | null} */
let drag = null;
/** Set while a drop is being handled, so the tap the same pointer-up may produce is ignored. */
let dropping = false;
/** @type {Map<number, {x: number, y: number, delay: number}>} */
const shown = new Map();
/** @type {{x: number, y: number, vx: number, vy: number, t: number, c: string}[]} */
let sparks = [];
let lastClock = 0;
const painter = new CardPainter(CW, CH);

const S = () => ses.state;
const colX = (/** @type {number} */ i) => PAD + i * (CW + GAPX);

/** @param {number} c */
function cardName(c) {
  return `${RANK_NAMES[rankOf(c)]}${SUIT_LETTERS[suitOf(c)]}`;
}

/** @param {Kit} k */
function fitField(k) {
  if (drag) return;
  const w = k.stage.clientWidth;
  const h = k.stage.clientHeight;
  if (w < 50 || h < 50) return;
  const want = Math.round(Math.min(1500, Math.max(900, (W * h) / w)) / 10) * 10;
  if (want !== H) {
    H = want;
    k.setSize(W, H);
  }
}

// ---------------------------------------------------------------- layout

/** @param {number[]} col */
function fanOf(col) {
  const avail = H - TAB_Y - 10;
  const n = Math.max(1, col.length - 1);
  return Math.max(18, Math.min(UP_DY, (avail - CH) / n));
}

/** Top-left of a pile's slot. @param {string} pile */
function slot(pile) {
  const i = Number(pile.slice(1));
  if (pile[0] === 'f') return { x: colX(i), y: TOP_Y };
  if (pile[0] === 'h') return { x: colX(4 + i), y: TOP_Y };
  return { x: colX(i), y: TAB_Y };
}

/** @param {State} s */
function targets(s) {
  /** @type {Map<number, Target>} */
  const m = new Map();
  s.home.forEach((n, suit) => {
    const p = slot(`h${suit}`);
    for (let r = 0; r < n; r++) m.set(suit * 13 + r, { x: p.x, y: p.y, up: true, z: 100 + r });
  });
  s.cells.forEach((c, i) => { if (c >= 0) { const p = slot(`f${i}`); m.set(c, { x: p.x, y: p.y, up: true, z: 50 }); } });
  s.cols.forEach((col, ci) => {
    const dy = fanOf(col);
    col.forEach((c, i) => m.set(c, { x: colX(ci), y: TAB_Y + i * dy, up: true, z: 200 + ci * 60 + i }));
  });
  return m;
}
let targetCache = { s: /** @type {State | null} */ (null), h: 0, m: /** @type {Map<number, Target>} */ (new Map()) };
function currentTargets() {
  if (targetCache.s !== S() || targetCache.h !== H) targetCache = { s: S(), h: H, m: targets(S()) };
  return targetCache.m;
}

/** Rectangle of the last `count` cards of a pile (its slot when empty). @param {string} pile @param {number} count */
function runRect(pile, count) {
  const cards = pileCards(S(), pile);
  const tg = currentTargets();
  const a = cards[cards.length - Math.max(1, count)];
  const b = cards[cards.length - 1];
  const ta = a !== undefined ? tg.get(a) : null;
  const tb = b !== undefined ? tg.get(b) : null;
  if (!ta || !tb) { const p = slot(pile); return { x: p.x, y: p.y, w: CW, h: CH }; }
  return { x: ta.x, y: ta.y, w: CW, h: tb.y + CH - ta.y };
}

/** Centre of the visible part of the n-th card from the top of a pile. @param {string} pile @param {number} count */
function cardPoint(pile, count) {
  const r = runRect(pile, count);
  const vis = pile[0] === 'c' && count > 1 ? fanOf(pileCards(S(), pile)) : CH;
  return { x: r.x + CW / 2, y: r.y + Math.min(vis, CH) / 2 };
}

/** Pile under a point and how many cards from its top the touched card covers. @param {number} x @param {number} y */
function hitTest(x, y) {
  const s = S();
  for (let i = 0; i < COLUMNS; i++) {
    if (x < colX(i) - GAPX / 2 || x > colX(i) + CW + GAPX / 2) continue;
    if (y >= TOP_Y && y <= TOP_Y + CH) {
      if (i < 4) return i < s.cells.length ? { pile: `f${i}`, count: (s.cells[i] ?? -1) >= 0 ? 1 : 0 } : null;
      return { pile: `h${i - 4}`, count: 0 };
    }
    if (y < TAB_Y - 6) return null;
    const col = /** @type {number[]} */ (s.cols[i]);
    const tg = currentTargets();
    for (let j = col.length - 1; j >= 0; j--) {
      const t = tg.get(/** @type {number} */ (col[j]));
      if (t && y >= t.y && y <= t.y + CH) return { pile: `c${i}`, count: col.length - j };
    }
    return { pile: `c${i}`, count: 0 };
  }
  return null;
}

/** @param {Rect} r @param {number} x @param {number} y */
function inside(r, x, y) {
  return x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;
}

// ---------------------------------------------------------------- actions

/** @param {Kit} k */
function syncScore(k) {
  k.setScore(bank + homeCount(S()) * 10 - undos * 5);
}

/** @param {Kit} k @param {number} level */
function startDeal(k, level) {
  const cells = Number(k.option('cells')) || 4;
  dealNo = dealFor(cells, level);
  ses = newSession(deal(dealNo, cells));
  undos = 0;
  dealTime = 0;
  sel = null;
  hintShow = null;
  stuck = false;
  phase = 'play';
  drag = null;
  shown.clear();
  // Cards fly in from the top centre, row by row.
  const order = [...currentTargets().entries()].sort((a, b) => a[1].y - b[1].y || a[1].x - b[1].x);
  order.forEach(([c], i) => shown.set(c, { x: W / 2 - CW / 2, y: -CH, delay: k.reducedMotion ? 0 : i * 0.015 }));
  // An ace dealt at the bottom of a column goes straight home (the solver assumes it has).
  runAuto(k);
  syncScore(k);
}

/** Plays the safe moves home one after another, each card leaving a little later. @param {Kit} k */
function runAuto(k) {
  let n = 0;
  for (let m = autoStep(S()); m; m = autoStep(S())) {
    const card = pileCards(S(), m.from).at(-1) ?? -1;
    const moves = S().moves;
    ses.state = /** @type {State} */ (apply(S(), m));
    ses.state.moves = moves;
    const sh = shown.get(card);
    if (sh) sh.delay = k.reducedMotion ? 0 : 0.12 + n * 0.08;
    n++;
  }
  return n;
}

/** @param {Kit} k @param {Move} m */
function perform(k, m) {
  const before = homeCount(S());
  if (!act(ses, m)) return false;
  sel = null;
  hintShow = null;
  k.sound.tone({ freq: 520, to: 430, dur: 0.06, type: 'triangle', vol: 0.12 });
  runAuto(k);
  const gained = homeCount(S()) - before;
  if (gained > 0) k.sound.tone({ freq: 660, to: 990, dur: 0.12, type: 'sine', vol: 0.12, delay: 0.12 });
  syncScore(k);
  if (isWon(S())) {
    const bonus = clearBonus(k.level, S().moves, dealTime);
    bank += homeCount(S()) * 10 - undos * 5 + bonus;
    undos = 0;
    ses.history = [];
    k.setScore(bank);
    phase = 'cleared';
    phaseT = 0;
    k.toast(k.t('cleared', { bonus }));
    k.sound.jingle([523, 659, 784, 1047, 1319]);
    if (!k.reducedMotion) {
      for (let i = 0; i < 60; i++) {
        const a = k.random() * Math.PI * 2;
        const sp = 120 + k.random() * 280;
        sparks.push({ x: W / 2 + (k.random() - 0.5) * 300, y: TOP_Y + CH / 2, vx: Math.cos(a) * sp, vy: Math.sin(a) * sp - 150, t: 0, c: ['#ffe066', '#ff6b9a', '#4fd8ff', '#5df08a'][i % 4] ?? '#fff' });
      }
    }
  } else stuck = legalMoves(S()).length === 0;
  return true;
}

/** @param {Kit} k */
function doUndo(k) {
  if (phase !== 'play') return;
  if (!undoAction(ses)) { k.toast(k.t('noUndo')); return; }
  undos++;
  sel = null;
  hintShow = null;
  stuck = false;
  k.sound.tone({ freq: 400, to: 300, dur: 0.07, type: 'sine', vol: 0.1 });
  syncScore(k);
}

/**
 * A hint: the first move of a solution found from here (a short search, so it answers fast on
 * a phone), or when that search gives up, the most promising legal move.
 * @param {State} s @returns {{move: Move | null, lost: boolean}}
 */
function findHint(s) {
  const r = solve(s, 3000);
  if (r.solved && r.moves[0]) return { move: r.moves[0], lost: false };
  if (r.exhausted) return { move: null, lost: true };
  const moves = legalMoves(s);
  const score = (/** @type {Move} */ m) => (m.to[0] === 'h' ? 100 : m.to[0] === 'c' && pileCards(s, m.to).length ? 50 + m.count : m.to[0] === 'c' ? 10 : 1);
  moves.sort((a, b) => score(b) - score(a));
  return { move: moves[0] ?? null, lost: false };
}

/** @param {Kit} k */
function doHint(k) {
  if (phase !== 'play') return;
  const h = findHint(S());
  if (h.lost) { k.toast(k.t('lostPos')); return; }
  if (!h.move) { stuck = true; return; }
  hintShow = { m: h.move, t: 0 };
  k.sound.tone({ freq: 880, dur: 0.05, type: 'sine', vol: 0.08 });
}

/** How many cards a move from `from` to `to` would carry (the one count that fits), or 0. @param {State} s @param {string} from @param {string} to */
function fittingCount(s, from, to) {
  const src = pileCards(s, from);
  if (!src.length) return 0;
  if (to[0] !== 'c') return 1;
  const dst = pileCards(s, to);
  const run = from[0] === 'c' ? runLength(src) : 1;
  if (!dst.length) return Math.min(run, maxMove(s, true));
  const top = /** @type {number} */ (dst[dst.length - 1]);
  for (let n = 1; n <= run; n++) if (stacks(top, /** @type {number} */ (src[src.length - n]))) return n;
  return 0;
}

/**
 * Where a tapped card (or run) goes: home, then onto a fitting card, then an empty column,
 * then a free cell. @param {State} s @param {string} from @param {number} count @returns {Move | null}
 */
function autoTarget(s, from, count) {
  const src = pileCards(s, from);
  const head = src[src.length - count];
  if (head === undefined) return null;
  if (count === 1) {
    const home = { from, to: `h${suitOf(head)}`, count: 1 };
    if (canMove(s, home)) return home;
  }
  /** @type {Move | null} */
  let empty = null;
  for (let i = 0; i < COLUMNS; i++) {
    const m = { from, to: `c${i}`, count };
    if (!canMove(s, m)) continue;
    if (pileCards(s, m.to).length) return m;
    // A lone card in a cell or column gains nothing from an empty column.
    if (!empty && !(from[0] === 'c' && count === src.length)) empty = m;
  }
  if (empty) return empty;
  if (count === 1 && from[0] === 'c') {
    const f = s.cells.findIndex((c) => c < 0);
    if (f >= 0) return { from, to: `f${f}`, count: 1 };
  }
  return null;
}

/** Explains a refused move. @param {Kit} k @param {State} s @param {Move} m */
function refuse(k, s, m) {
  k.sound.tone({ freq: 150, dur: 0.08, type: 'square', vol: 0.06 });
  const limit = maxMove(s, m.to[0] === 'c' && !pileCards(s, m.to).length);
  k.toast(m.count > limit ? k.t('tooMany', { n: limit }) : k.t('cantMove'));
}

/** Best legal pile to drop a dragged run on, by overlap. @param {NonNullable<typeof drag>} dg */
function dropTarget(dg) {
  const s = S();
  const x = dg.x - dg.offX;
  const y = dg.y - dg.offY;
  /** @type {{pile: string, area: number}[]} */
  const cands = [];
  const add = (/** @type {string} */ pile, /** @type {Rect} */ r) => {
    const ox = Math.min(x + CW, r.x + r.w) - Math.max(x, r.x);
    const oy = Math.min(y + CH, r.y + r.h) - Math.max(y, r.y);
    if (ox > 0 && oy > 0) cands.push({ pile, area: ox * oy });
  };
  for (let i = 0; i < s.cells.length; i++) add(`f${i}`, { x: colX(i), y: TOP_Y, w: CW, h: CH });
  for (let i = 0; i < 4; i++) add(`h${i}`, { x: colX(4 + i), y: TOP_Y, w: CW, h: CH });
  for (let i = 0; i < COLUMNS; i++) {
    const r = runRect(`c${i}`, 1);
    add(`c${i}`, { x: r.x, y: TAB_Y, w: CW, h: r.y + CH - TAB_Y + 40 });
  }
  cands.sort((a, b) => b.area - a.area);
  for (const c of cands) {
    if (c.pile === dg.from) continue;
    let to = c.pile;
    // Any home pile accepts the card: it goes to its own suit.
    if (to[0] === 'h' && dg.count === 1) to = `h${suitOf(/** @type {number} */ (dg.cards[0]))}`;
    const m = { from: dg.from, to, count: dg.count };
    if (canMove(s, m)) return m;
  }
  return null;
}

function stuckPanel() {
  const w = 580;
  const h = 210;
  const x = (W - w) / 2;
  const y = Math.max(TAB_Y + 60, H / 2 - h / 2);
  return { x, y, w, h, btn: { x: W / 2 - 120, y: y + h - 82, w: 240, h: 60 } };
}

// ---------------------------------------------------------------- drawing

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} suit -1 for a free cell */
function drawSlot(g, x, y, suit) {
  g.fillStyle = 'rgba(0,0,0,0.16)';
  roundRect(g, x + 1, y + 1, CW - 2, CH - 2, 9);
  g.fill();
  g.strokeStyle = 'rgba(255,255,255,0.22)';
  g.lineWidth = 2;
  g.stroke();
  if (suit >= 0) {
    g.fillStyle = 'rgba(255,255,255,0.16)';
    const cx = x + CW / 2;
    const cy = y + CH / 2;
    suitPath(g, suit, cx, cy, CW * 0.5);
    g.fill();
  }
}

function snapAll() {
  for (const [c, t] of currentTargets()) shown.set(c, { x: t.x, y: t.y, delay: 0 });
}

/** @param {number} sec */
function clockText(sec) {
  const s = Math.floor(sec);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

// ---------------------------------------------------------------- game

const kit = createGame({
  id: 67,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }],
  options: [{ key: 'cells', label: 'cellsOpt', default: '4', choices: [{ value: '4', label: 'cells4' }, { value: '3', label: 'cells3' }, { value: '2', label: 'cells2' }] }],
  bestKey: (k) => `c${k.option('cells')}`,
  reset(k) {
    fitField(k);
    bank = 0;
    sparks = [];
    cursor.visible = false;
    k.setLevel(1);
    startDeal(k, 1);
  },
  update(dt, k) {
    fitField(k);
    sparks = sparks.filter((p) => { p.t += dt; p.x += p.vx * dt; p.y += p.vy * dt; p.vy += 400 * dt; return p.t < 1.6; });
    if (hintShow && (hintShow.t += dt) > 2.5) hintShow = null;
    if (phase === 'play') dealTime += dt;
    else if (phase === 'cleared') {
      phaseT += dt;
      if (phaseT > (k.reducedMotion ? 0.6 : 1.8)) {
        phase = 'next';
        k.win({ keepGoing: true, message: k.t('cleared', { bonus: clearBonus(k.level, S().moves, dealTime) }) });
      }
    } else if (phase === 'next') {
      k.setLevel(k.level + 1);
      k.toast(k.t('nextDeal', { n: k.level }));
      startDeal(k, k.level);
    }
  },
  onKey(code, k) {
    if (phase !== 'play') return false;
    const s = S();
    if (code.startsWith('Arrow')) {
      if (code === 'ArrowUp' || code === 'ArrowDown') cursor.row = code === 'ArrowUp' ? 0 : 1;
      else {
        const n = code === 'ArrowLeft' ? COLUMNS - 1 : 1;
        cursor.col = (cursor.col + n) % COLUMNS;
        // Slots past the free cells in use do not exist.
        if (cursor.row === 0) while (cursor.col >= s.cells.length && cursor.col < 4) cursor.col = (cursor.col + n) % COLUMNS;
      }
      if (cursor.row === 0 && cursor.col >= s.cells.length && cursor.col < 4) cursor.col = 4;
      cursor.visible = true;
      return true;
    }
    if (code === 'Space' || code === 'Enter') {
      cursor.visible = true;
      const pile = cursorPile();
      if (sel) {
        if (sel.from === pile) { sel = null; return true; }
        let to = pile;
        const card = pileCards(s, sel.from).at(-1);
        if (to[0] === 'h' && card !== undefined) to = `h${suitOf(card)}`;
        const m = { from: sel.from, to, count: fittingCount(s, sel.from, to) };
        if (m.count && canMove(s, m)) perform(k, m);
        else refuse(k, s, { ...m, count: Math.max(1, m.count) });
      } else if (pileCards(s, pile).length && pile[0] !== 'h') {
        sel = { from: pile };
        k.sound.blip(660);
      }
      return true;
    }
    if (code === 'KeyU' || code === 'KeyZ' || code === 'Backspace') { doUndo(k); return true; }
    if (code === 'KeyH') { doHint(k); return true; }
    return false;
  },
  onPointer(kind, p) {
    if (phase !== 'play' || stuck) return;
    if (kind === 'down') {
      const h = hitTest(p.x, p.y);
      if (!h || h.count < 1 || h.pile[0] === 'h') return;
      const cards = pileCards(S(), h.pile);
      if (h.pile[0] === 'c' && h.count > runLength(cards)) return;
      const r = runRect(h.pile, h.count);
      drag = { from: h.pile, count: h.count, cards: cards.slice(cards.length - h.count), offX: p.x - r.x, offY: p.y - r.y, x: p.x, y: p.y, x0: p.x, y0: p.y, active: false };
      return;
    }
    if (!drag) return;
    drag.x = p.x;
    drag.y = p.y;
    if (!drag.active && Math.hypot(p.x - drag.x0, p.y - drag.y0) > 14) drag.active = true;
    if (kind !== 'up') return;
    const dg = drag;
    drag = null;
    if (!dg.active) return;
    dropping = true;
    queueMicrotask(() => { dropping = false; });
    const m = dropTarget(dg);
    for (const [i, c] of dg.cards.entries()) shown.set(c, { x: dg.x - dg.offX, y: dg.y - dg.offY + i * UP_DY, delay: 0 });
    if (m) perform(kit, m);
    else kit.sound.tone({ freq: 150, dur: 0.08, type: 'square', vol: 0.06 });
  },
  onTap(p, k) {
    if (dropping) return;
    cursor.visible = false;
    if (phase !== 'play') return;
    if (inside(BTN.undo, p.x, p.y)) { doUndo(k); return; }
    if (stuck) {
      if (inside(stuckPanel().btn, p.x, p.y)) k.gameOver({ message: k.t('lost', { n: k.level }) });
      return;
    }
    if (inside(BTN.hint, p.x, p.y)) { doHint(k); return; }
    const h = hitTest(p.x, p.y);
    if (!h) { sel = null; return; }
    const s = S();
    if (sel && sel.from !== h.pile) {
      let to = h.pile;
      const card = pileCards(s, sel.from).at(-1);
      if (to[0] === 'h' && card !== undefined) to = `h${suitOf(card)}`;
      const m = { from: sel.from, to, count: fittingCount(s, sel.from, to) };
      sel = null;
      if (m.count && canMove(s, m)) { perform(k, m); return; }
    }
    if (h.count < 1 || h.pile[0] === 'h') return;
    const cards = pileCards(s, h.pile);
    if (h.pile[0] === 'c' && h.count > runLength(cards)) { k.sound.tone({ freq: 150, dur: 0.08, type: 'square', vol: 0.06 }); return; }
    const m = autoTarget(s, h.pile, h.count);
    if (m) perform(k, m);
    else {
      // Explain why a run cannot go onto the card it would fit.
      for (let i = 0; i < COLUMNS; i++) {
        const dst = s.cols[i] ?? [];
        const top = dst[dst.length - 1];
        const head = cards[cards.length - h.count];
        if (top !== undefined && head !== undefined && stacks(top, head)) { refuse(k, s, { from: h.pile, to: `c${i}`, count: h.count }); return; }
      }
      refuse(k, s, { from: h.pile, to: h.pile, count: 1 });
    }
  },
  render(g, k) {
    const dt = Math.min(0.1, Math.max(0, k.clock - lastClock));
    lastClock = k.clock;
    const felt = g.createRadialGradient(W / 2, H * 0.35, 60, W / 2, H / 2, H * 0.8);
    felt.addColorStop(0, '#26527f');
    felt.addColorStop(1, '#0f2540');
    g.fillStyle = felt;
    g.fillRect(0, 0, W, H);
    const s = S();

    for (let i = 0; i < s.cells.length; i++) drawSlot(g, colX(i), TOP_Y, -1);
    for (let i = 0; i < 4; i++) drawSlot(g, colX(4 + i), TOP_Y, i);
    for (let i = 0; i < COLUMNS; i++) if (!s.cols[i]?.length) drawSlot(g, colX(i), TAB_Y, -1);
    drawTableButton(g, BTN.undo, k.t('undo'), ses.history.length > 0 && phase === 'play');
    drawTableButton(g, BTN.hint, k.t('hint'), phase === 'play');
    g.fillStyle = 'rgba(225,238,255,0.85)';
    g.font = '700 19px system-ui, sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    const infoX = (BTN.hint.x + BTN.hint.w + W - PAD) / 2;
    g.fillText(`${k.t('dealNo', { n: dealNo })} · ${k.t('moves', { n: s.moves })}`, infoX, BAR_Y + 13, W - PAD - BTN.hint.x - BTN.hint.w - 16);
    g.direction = 'ltr';
    g.fillText(clockText(dealTime), infoX, BAR_Y + 38);
    g.direction = 'inherit';

    const tg = currentTargets();
    const dragging = drag?.active ? new Set(drag.cards) : null;
    const rate = k.reducedMotion ? 1 : 1 - Math.exp(-dt * 15);
    /** @type {{card: number, x: number, y: number, z: number}[]} */
    const still = [];
    /** @type {typeof still} */
    const moving = [];
    for (const [card, t] of tg) {
      let sh = shown.get(card);
      if (!sh) { sh = { x: t.x, y: t.y, delay: 0 }; shown.set(card, sh); }
      if (dragging?.has(card)) continue;
      if (sh.delay > 0) { sh.delay -= dt; (sh.y < 0 ? moving : still).push({ card, x: sh.x, y: sh.y, z: sh.y < 0 ? -1 : 1000 + t.z }); continue; }
      sh.x += (t.x - sh.x) * rate;
      sh.y += (t.y - sh.y) * rate;
      if (Math.abs(t.x - sh.x) < 0.4 && Math.abs(t.y - sh.y) < 0.4) { sh.x = t.x; sh.y = t.y; }
      (Math.hypot(t.x - sh.x, t.y - sh.y) > 3 ? moving : still).push({ card, x: sh.x, y: sh.y, z: t.z });
    }
    still.sort((a, b) => a.z - b.z);
    moving.sort((a, b) => a.z - b.z);
    const ps = k.pixelScale;
    for (const c of still) painter.draw(g, suitOf(c.card), rankOf(c.card), true, c.x, c.y, ps);
    for (const c of moving) painter.draw(g, suitOf(c.card), rankOf(c.card), true, c.x, c.y, ps);

    const pulse = k.reducedMotion ? 0.85 : 0.6 + 0.4 * Math.sin(k.clock * 7);
    if (sel) {
      const cards = pileCards(s, sel.from);
      outlineCard(g, runRect(sel.from, sel.from[0] === 'c' ? runLength(cards) : 1), '#ffe066', 5, 10);
    }
    if (hintShow) {
      outlineCard(g, runRect(hintShow.m.from, hintShow.m.count), `rgba(255,194,75,${pulse})`, 6, 10);
      outlineCard(g, runRect(hintShow.m.to, 1), `rgba(93,240,138,${pulse})`, 6, 10);
    }
    if (cursor.visible && k.screen === 'playing') outlineCard(g, runRect(cursorPile(), 1), '#4fd8ff', 4, 10);
    if (drag?.active) {
      const m = dropTarget(drag);
      if (m) outlineCard(g, runRect(m.to, 1), 'rgba(93,240,138,0.9)', 5, 10);
      const dg = drag;
      dg.cards.forEach((c, i) => painter.draw(g, suitOf(c), rankOf(c), true, dg.x - dg.offX, dg.y - dg.offY + i * UP_DY, ps));
    }
    for (const p of sparks) {
      g.globalAlpha = Math.max(0, 1 - p.t / 1.6);
      g.fillStyle = p.c;
      g.fillRect(p.x - 4, p.y - 4, 8, 8);
    }
    g.globalAlpha = 1;

    if (stuck && phase === 'play') {
      drawStuckPanel(g, stuckPanel(), { title: k.t('stuck'), body: k.t('stuckBody'), button: k.t('giveUp'), backdrop: 'rgba(10,16,32,0.92)', buttonFill: '#e0306f' });
    }
  },
  state() {
    const s = S();
    const pt = (/** @type {{x: number, y: number}} */ p) => [Math.round(p.x), Math.round(p.y)];
    return {
      deal: dealNo,
      cols: s.cols.map((c) => c.map(cardName)),
      cells: s.cells.map((c) => (c >= 0 ? cardName(c) : null)),
      home: s.home.slice(),
      homeCount: homeCount(s),
      moves: s.moves,
      history: ses.history.length,
      maxMove: maxMove(s, false),
      legal: legalMoves(s).map((m) => ({ ...m, fromXY: pt(cardPoint(m.from, m.count)), toXY: pt(cardPoint(m.to, 1)) })),
      selected: sel ? sel.from : null,
      hint: hintShow ? { from: hintShow.m.from, to: hintShow.m.to, count: hintShow.m.count } : null,
      cursor: { ...cursor, pile: cursorPile() },
      stuck,
      phase,
      height: H,
      undoXY: pt({ x: BTN.undo.x + BTN.undo.w / 2, y: BTN.undo.y + BTN.undo.h / 2 }),
      hintXY: pt({ x: BTN.hint.x + BTN.hint.w / 2, y: BTN.hint.y + BTN.hint.h / 2 }),
    };
  },
  demo(k) {
    // Follow a solution part of the way: several cards home, long ordered runs on the table.
    const r = solve(S(), 20000);
    for (const m of r.moves.slice(0, Math.floor(r.moves.length * 0.45))) perform(k, m);
    const next = r.moves[Math.floor(r.moves.length * 0.45)];
    if (next) hintShow = { m: next, t: -5 };
    snapAll();
  },
});

function cursorPile() {
  if (cursor.row === 1) return `c${cursor.col}`;
  return cursor.col < 4 ? `f${cursor.col}` : `h${cursor.col - 4}`;
}

export default kit;
