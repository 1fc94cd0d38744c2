// @ts-check
import { createGame, roundRect, keyDir } from '../kit/kit.js';
import { drawStuckPanel } from '../kit/cards.js';
import {
  dealForLevel, levelSettings, newSession, act, undo as undoAction, canMove, hint, legalMoves, isWon, isStuck,
  canAutoComplete, autoStep, canDraw, faceUp, fitsFoundation, foundationFor, timeBonus, cardName, suitOf, rankOf, isRed,
  foundationCount, COLUMNS, RANKS,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').State} State */
/** @typedef {import('./logic.js').Action} Action */
/** @typedef {import('./logic.js').Session} Session */
/** @typedef {{x: number, y: number, up: boolean, z: number}} Target */
/** @typedef {{x: number, y: number, f: number, delay: number}} Shown */

const W = 700;
let H = 1000;
const PAD = 10;
const CW = 90;
const CH = 126;
const GAPX = (W - PAD * 2 - CW * COLUMNS) / (COLUMNS - 1);
const INFO = 34;
const TOP_Y = INFO + 4;
const TAB_Y = TOP_Y + CH + 18;
const FAN = 26;
const DOWN_DY = 14;
const UP_DY = 34;
const RED = '#e3294a';
const BLACK = '#1d2344';

const strings = {
  'zh-CN': { title: '克朗代克接龙', drawMode: '每次翻牌', draw1: '翻 1 张', draw3: '翻 3 张', moves: '步数 {n}', pass: '第 {n} 轮', passOf: '第 {n}/{m} 轮', undo: '撤销', hint: '提示', noHint: '没有可走的牌了', nothing: '没有可以撤销的步骤', auto: '自动收牌！', stuck: '没有可走的牌了', stuckBody: '撤销几步，或者放弃这一局。', giveUp: '放弃', cleared: '用时 {time} 完成第 {n} 局！时间奖励 +{bonus}', nextDeal: '下一局', next: '下一局：第 {n} 关 · {mode}', harder: '更难的牌局', limited: '只能翻 3 轮', lost: '第 {n} 关无牌可走了。', level: '关卡', recycled: '牌堆重新翻回' },
  en: { title: 'Klondike Solitaire', drawMode: 'Cards per draw', draw1: 'Draw 1', draw3: 'Draw 3', moves: 'Moves {n}', pass: 'Pass {n}', passOf: 'Pass {n}/{m}', undo: 'Undo', hint: 'Hint', noHint: 'No moves left', nothing: 'Nothing to undo', auto: 'Auto-complete!', stuck: 'No more moves', stuckBody: 'Undo a few moves or give up this deal.', giveUp: 'Give up', cleared: 'Deal {n} cleared in {time}! Time bonus +{bonus}', nextDeal: 'Next deal', next: 'Next: level {n} · {mode}', harder: 'harder deal', limited: '3 passes only', lost: 'Out of moves on level {n}.', level: 'Level', recycled: 'Stock turned over' },
  ja: { title: 'クロンダイク ソリティア', drawMode: '1 回にめくる枚数', draw1: '1 枚めくり', draw3: '3 枚めくり', moves: '手数 {n}', pass: '{n} 周目', passOf: '{n}/{m} 周目', undo: '元に戻す', hint: 'ヒント', noHint: '動かせるカードがありません', nothing: '戻せる手がありません', auto: '自動で完成！', stuck: 'もう動かせません', stuckBody: '何手か戻すか、このゲームをあきらめましょう。', giveUp: 'あきらめる', cleared: '第 {n} ゲームを {time} でクリア！タイムボーナス +{bonus}', nextDeal: '次のゲーム', next: '次：レベル {n} · {mode}', harder: 'より難しい配り', limited: '3 周まで', lost: 'レベル {n} で手詰まりになりました。', level: 'レベル', recycled: '山札を戻しました' },
  es: { title: 'Solitario Klondike', drawMode: 'Cartas por robo', draw1: 'Robar 1', draw3: 'Robar 3', moves: 'Jugadas {n}', pass: 'Vuelta {n}', passOf: 'Vuelta {n}/{m}', undo: 'Deshacer', hint: 'Pista', noHint: 'No quedan jugadas', nothing: 'No hay nada que deshacer', auto: '¡Autocompletar!', stuck: 'No quedan jugadas', stuckBody: 'Deshaz algunas jugadas o abandona esta partida.', giveUp: 'Rendirse', cleared: '¡Partida {n} resuelta en {time}! Bonus de tiempo +{bonus}', nextDeal: 'Siguiente partida', next: 'Siguiente: nivel {n} · {mode}', harder: 'reparto más difícil', limited: 'solo 3 vueltas', lost: 'Sin jugadas en el nivel {n}.', level: 'Nivel', recycled: 'Mazo reciclado' },
  de: { title: 'Klondike Solitär', drawMode: 'Karten pro Zug', draw1: '1 ziehen', draw3: '3 ziehen', moves: 'Züge {n}', pass: 'Runde {n}', passOf: 'Runde {n}/{m}', undo: 'Zurück', hint: 'Tipp', noHint: 'Keine Züge mehr', nothing: 'Nichts zum Zurücknehmen', auto: 'Automatisch fertig!', stuck: 'Keine Züge mehr', stuckBody: 'Nimm ein paar Züge zurück oder gib dieses Spiel auf.', giveUp: 'Aufgeben', cleared: 'Spiel {n} in {time} gelöst! Zeitbonus +{bonus}', nextDeal: 'Nächstes Spiel', next: 'Als Nächstes: Stufe {n} · {mode}', harder: 'schwierigeres Blatt', limited: 'nur 3 Runden', lost: 'Keine Züge mehr auf Stufe {n}.', level: 'Stufe', recycled: 'Stapel umgedreht' },
  fr: { title: 'Solitaire Klondike', drawMode: 'Cartes par pioche', draw1: 'Piocher 1', draw3: 'Piocher 3', moves: 'Coups {n}', pass: 'Tour {n}', passOf: 'Tour {n}/{m}', undo: 'Annuler', hint: 'Indice', noHint: 'Plus aucun coup', nothing: 'Rien à annuler', auto: 'Fin automatique !', stuck: 'Plus aucun coup', stuckBody: 'Annulez quelques coups ou abandonnez cette donne.', giveUp: 'Abandonner', cleared: 'Donne {n} réussie en {time} ! Bonus de temps +{bonus}', nextDeal: 'Donne suivante', next: 'Ensuite : niveau {n} · {mode}', harder: 'donne plus difficile', limited: '3 tours seulement', lost: 'Plus de coups au niveau {n}.', level: 'Niveau', recycled: 'Talon retourné' },
  'pt-BR': { title: 'Paciência Klondike', drawMode: 'Cartas por compra', draw1: 'Comprar 1', draw3: 'Comprar 3', moves: 'Jogadas {n}', pass: 'Volta {n}', passOf: 'Volta {n}/{m}', undo: 'Desfazer', hint: 'Dica', noHint: 'Não há mais jogadas', nothing: 'Nada para desfazer', auto: 'Completando sozinho!', stuck: 'Não há mais jogadas', stuckBody: 'Desfaça algumas jogadas ou desista desta partida.', giveUp: 'Desistir', cleared: 'Partida {n} resolvida em {time}! Bônus de tempo +{bonus}', nextDeal: 'Próxima partida', next: 'Próxima: nível {n} · {mode}', harder: 'distribuição mais difícil', limited: 'só 3 voltas', lost: 'Sem jogadas no nível {n}.', level: 'Nível', recycled: 'Monte reciclado' },
  ar: { title: 'سوليتير كلوندايك', drawMode: 'عدد الأوراق في كل سحب', draw1: 'سحب ورقة', draw3: 'سحب 3 أوراق', moves: 'الحركات {n}', pass: 'الدورة {n}', passOf: 'الدورة {n}/{m}', undo: 'تراجع', hint: 'تلميح', noHint: 'لا توجد حركات متبقية', nothing: 'لا شيء للتراجع عنه', auto: 'إكمال تلقائي!', stuck: 'لا مزيد من الحركات', stuckBody: 'تراجع عن بعض الحركات أو استسلم في هذا التوزيع.', giveUp: 'استسلام', cleared: 'أنهيت التوزيع {n} في {time}! مكافأة الوقت +{bonus}', nextDeal: 'التوزيع التالي', next: 'التالي: المستوى {n} · {mode}', harder: 'توزيع أصعب', limited: '3 دورات فقط', lost: 'نفدت الحركات في المستوى {n}.', level: 'المستوى', recycled: 'أُعيدت الأوراق إلى الرزمة' },
};

// ---------------------------------------------------------------- state

/** @type {Session} */
let ses = newSession(dealForLevel(Math.random, 1, 1).state);
/** Score banked from earlier deals in this run. */
let bank = 0;
let dealNo = 1;
let dealTime = 0;
/** @type {{from: string, count: number | null} | null} */
let sel = null;
const cursor = { row: 1, col: 0, visible: false };
/** @type {{from: string, to: string, t: number} | null} */
let hintShow = null;
let autoRunning = false;
let autoWait = 0;
let stuck = false;
/** @type {'play'|'cascade'|'done'} */
let phase = 'play';
/** @type {{x: number, y: number, text: string, t: number, color: string}[]} */
let popups = [];
/** @type {Map<number, Shown>} */
const shown = new Map();
let lastClock = 0;
/** @type {{from: string, count: number, cards: number[], offX: number, offY: number, x: number, y: number, dy: number, active: boolean, x0: number, y0: number} | null} */
let drag = null;
/** @type {{x: number, y: number} | null} */
let press = null;
/** Cascade animation after a win. */
const cascade = {
  /** @type {{card: number, x: number, y: number, vx: number, vy: number}[]} */
  cards: [],
  launched: 0,
  wait: 0,
  t: 0,
  /** @type {HTMLCanvasElement | null} */
  trail: null,
};

const colX = (/** @type {number} */ i) => PAD + i * (CW + GAPX);
const S = () => ses.state;

/** @param {number} sec */
function clockText(sec) {
  const s = Math.floor(sec);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Picks the play-field height from the space available (portrait phones get a tall table). @param {Kit} k */
function fitField(k) {
  if (drag) return;
  const w = k.stage.clientWidth;
  const h = k.stage.clientHeight;
  if (w < 50 || h < 50) return;
  const want = Math.round(Math.min(1400, Math.max(600, (W * h) / w)) / 10) * 10;
  if (want !== H) {
    H = want;
    k.setSize(W, H);
  }
}

// ---------------------------------------------------------------- layout

/** Fan offsets of a tableau column, compressed to fit the table height. @param {import('./logic.js').Column} col */
function fanOf(col) {
  const avail = H - TAB_Y - PAD;
  const nd = col.down.length;
  const nu = Math.max(0, col.up.length - 1);
  let dd = DOWN_DY;
  let du = UP_DY;
  if (nd * dd + nu * du + CH > avail) {
    dd = Math.max(5, Math.min(DOWN_DY, (avail - CH - nu * du) / Math.max(1, nd)));
    if (nd * dd + nu * du + CH > avail && nu) du = Math.max(13, (avail - CH - nd * dd) / nu);
  }
  return { dd, du };
}

/** Top-left of pile slots. @param {string} pile */
function slot(pile) {
  const k = pile[0];
  const i = Number(pile.slice(1));
  if (k === 's') return { x: colX(0), y: TOP_Y };
  if (k === 'w') return { x: colX(1), y: TOP_Y };
  if (k === 'f') return { x: colX(3 + i), y: TOP_Y };
  return { x: colX(i), y: TAB_Y };
}

/** Where every card belongs in a state. @param {State} s */
function targets(s) {
  /** @type {Map<number, Target>} */
  const m = new Map();
  const st = slot('s');
  s.stock.forEach((c, i) => m.set(c, { x: st.x - Math.floor(i / 6), y: st.y - Math.floor(i / 6), up: false, z: i }));
  const ws = slot('w');
  const fanN = s.draw === 3 ? Math.min(3, s.waste.length) : 1;
  s.waste.forEach((c, i) => {
    const j = i - (s.waste.length - fanN);
    m.set(c, { x: ws.x + Math.max(0, j) * FAN, y: ws.y, up: true, z: 100 + i });
  });
  s.foundations.forEach((f, fi) => {
    const p = slot(`f${fi}`);
    f.forEach((c, i) => m.set(c, { x: p.x, y: p.y, up: true, z: 200 + fi * 13 + i }));
  });
  s.tableau.forEach((col, ci) => {
    const p = slot(`t${ci}`);
    const { dd, du } = fanOf(col);
    let y = p.y;
    col.down.forEach((c, i) => { m.set(c, { x: p.x, y, up: false, z: 300 + ci * 25 + i }); y += dd; });
    col.up.forEach((c, i) => { m.set(c, { x: p.x, y, up: true, z: 300 + ci * 25 + col.down.length + i }); y += du; });
  });
  return m;
}
let targetCache = { s: /** @type {State | null} */ (null), h: 0, m: /** @type {Map<number, Target>} */ (new Map()) };
function currentTargets() {
  if (targetCache.s !== S() || targetCache.h !== H) targetCache = { s: S(), h: H, m: targets(S()) };
  return targetCache.m;
}

/** Rectangle covering the visible part of a pile's top card (or its empty slot). @param {string} pile */
function topRect(pile) {
  const s = S();
  const cards = pile === 's' ? s.stock : faceUp(s, pile);
  const top = cards[cards.length - 1];
  const t = top !== undefined ? currentTargets().get(top) : null;
  const p = t ?? slot(pile);
  return { x: p.x, y: p.y, w: CW, h: CH };
}

/** Visible centre of the n-th card from the top of a pile's face-up cards (count = n). @param {string} pile @param {number} count */
function cardPoint(pile, count) {
  const s = S();
  if (pile === 's') { const r = topRect('s'); return { x: r.x + CW / 2, y: r.y + CH / 2 }; }
  const cards = faceUp(s, pile);
  const card = cards[cards.length - count];
  const t = card !== undefined ? currentTargets().get(card) : null;
  if (!t) { const r = topRect(pile); return { x: r.x + CW / 2, y: r.y + CH / 2 }; }
  const visible = count > 1 && pile[0] === 't' ? Math.min(CH, fanOf(/** @type {import('./logic.js').Column} */ (s.tableau[Number(pile.slice(1))])).du) : CH;
  return { x: t.x + CW / 2, y: t.y + Math.min(visible / 2, CH / 2) };
}

/**
 * What is under a point: a pile and, for face-up cards, how many cards from the top it covers.
 * @param {number} x @param {number} y @returns {{pile: string, count: number} | null}
 */
function hitTest(x, y) {
  const s = S();
  const tg = currentTargets();
  if (y >= TOP_Y - 4 && y <= TOP_Y + CH + 6) {
    if (x >= colX(0) && x <= colX(0) + CW) return { pile: 's', count: 0 };
    const top = s.waste[s.waste.length - 1];
    const wt = top !== undefined ? tg.get(top) : null;
    if (x >= colX(1) && x <= (wt ? wt.x : colX(1)) + CW) return { pile: 'w', count: s.waste.length ? 1 : 0 };
    for (let i = 0; i < 4; i++) {
      if (x >= colX(3 + i) - GAPX / 2 && x <= colX(3 + i) + CW + GAPX / 2) return { pile: `f${i}`, count: s.foundations[i]?.length ? 1 : 0 };
    }
    return null;
  }
  if (y < TAB_Y - 8) return null;
  for (let i = 0; i < COLUMNS; i++) {
    if (x < colX(i) - GAPX / 2 || x > colX(i) + CW + GAPX / 2) continue;
    const col = /** @type {import('./logic.js').Column} */ (s.tableau[i]);
    for (let j = col.up.length - 1; j >= 0; j--) {
      const t = tg.get(/** @type {number} */ (col.up[j]));
      if (t && y >= t.y && y <= t.y + CH) return { pile: `t${i}`, count: col.up.length - j };
    }
    return { pile: `t${i}`, count: 0 };
  }
  return null;
}

// ---------------------------------------------------------------- actions

/** @param {Kit} k */
function syncHud(k) {
  k.setScore(bank + S().score);
  k.setStat('time', clockText(dealTime));
}

/** @param {Kit} k @param {number} [freq] */
function buzz(k, freq = 150) {
  k.sound.tone({ freq, dur: 0.07, type: 'square', vol: 0.05 });
}

/**
 * Runs an action and reacts to it (sound, score pop-ups, auto-complete, win, dead end).
 * @param {Kit} k @param {Action} a @returns {boolean}
 */
function perform(k, a) {
  const r = act(ses, a);
  if (!r) return false;
  hintShow = null;
  if (a.type === 'draw') {
    if (r.recycled) {
      k.sound.tone({ freq: 300, to: 160, dur: 0.18, type: 'triangle', vol: 0.12 });
      if (r.points) popAt(slot('s').x + CW / 2, slot('s').y + CH / 2, r.points);
    } else k.sound.noise({ dur: 0.05, vol: 0.08, freq: 2400 });
  } else {
    const p = slot(a.to);
    if (r.toFoundation) k.sound.tone({ freq: 420 + foundationCount(S()) * 14, dur: 0.09, type: 'triangle', vol: 0.15 }); else k.sound.tone({ freq: 330, dur: 0.05, type: 'sine', vol: 0.12 });
    if (r.flipped) k.sound.tone({ freq: 700, dur: 0.04, type: 'sine', vol: 0.08, delay: 0.08 });
    if (r.points) {
      const tr = topRect(a.to);
      popAt(p.x + CW / 2, tr.y + 20, r.points);
    }
  }
  afterChange(k);
  return true;
}

/** @param {number} x @param {number} y @param {number} points */
function popAt(x, y, points) {
  popups.push({ x, y, text: points > 0 ? `+${points}` : String(points), t: 0, color: points > 0 ? '#ffe066' : '#ff7a9a' });
}

/** @param {Kit} k */
function afterChange(k) {
  syncHud(k);
  const s = S();
  if (isWon(s)) { onWin(k); return; }
  stuck = false;
  if (!autoRunning && canAutoComplete(s)) {
    autoRunning = true;
    autoWait = 0.25;
    sel = null;
    k.toast(k.t('auto'));
  } else if (!autoRunning && isStuck(s)) {
    stuck = true;
    k.sound.fail();
  }
}

/** @param {Kit} k */
function doDraw(k) {
  sel = null;
  if (!perform(k, { type: 'draw' })) buzz(k);
}

/** @param {Kit} k */
function doUndo(k) {
  if (phase !== 'play') return;
  sel = null;
  drag = null;
  autoRunning = false;
  if (undoAction(ses)) {
    k.sound.tone({ freq: 520, to: 360, dur: 0.08, type: 'sine', vol: 0.1 });
    stuck = isStuck(S());
    syncHud(k);
  } else {
    buzz(k);
    k.toast(k.t('nothing'));
  }
}

/** @param {Kit} k */
function doHint(k) {
  if (phase !== 'play' || autoRunning) return;
  const h = hint(S());
  if (!h) { k.toast(k.t('noHint')); buzz(k); return; }
  hintShow = h.type === 'draw' ? { from: 's', to: 's', t: 0 } : { from: h.from, to: h.to, t: 0 };
  k.sound.tone({ freq: 880, dur: 0.06, type: 'sine', vol: 0.08 });
}

/**
 * Moves from one pile to another. count null (or not fitting) = any number of cards that fits.
 * @param {Kit} k @param {string} from @param {string} to @param {number | null} count
 */
function tryMove(k, from, to, count) {
  const s = S();
  if (to[0] === 'f') {
    const top = faceUp(s, from)[faceUp(s, from).length - 1];
    if (top === undefined || (count !== null && count !== 1)) return false;
    return perform(k, { type: 'move', from, to: foundationFor(top), count: 1 });
  }
  if (count !== null && canMove(s, from, to, count)) return perform(k, { type: 'move', from, to, count });
  for (let c = faceUp(s, from).length; c >= 1; c--) {
    if (canMove(s, from, to, c)) return perform(k, { type: 'move', from, to, count: c });
  }
  return false;
}

/** The best place for a card or run: its foundation, else a tableau column. @param {string} from @param {number | null} count */
function autoTarget(from, count) {
  const s = S();
  const src = faceUp(s, from);
  const top = src[src.length - 1];
  if (top === undefined) return null;
  if ((count === null || count === 1) && from[0] !== 'f' && fitsFoundation(s, top)) return { to: foundationFor(top), count: 1 };
  const counts = count === null ? Array.from({ length: from[0] === 't' ? src.length : 1 }, (_, i) => src.length - i).filter((c) => c >= 1) : [count];
  for (const c of counts) {
    /** @type {string | null} */
    let empty = null;
    for (let t = 0; t < COLUMNS; t++) {
      const to = `t${t}`;
      if (!canMove(s, from, to, c)) continue;
      if (s.tableau[t]?.up.length) return { to, count: c };
      empty ??= to;
    }
    if (empty) {
      const col = from[0] === 't' ? s.tableau[Number(from.slice(1))] : null;
      if (!col || col.down.length || c < col.up.length) return { to: empty, count: c };
    }
  }
  return null;
}

/** @param {Kit} k @param {string} from @param {number | null} count */
function autoMove(k, from, count) {
  const t = autoTarget(from, count);
  if (!t || !tryMove(k, from, t.to, t.count)) { buzz(k); return false; }
  return true;
}

/** Whether a pile has a card that can be picked up. @param {string} pile */
function pickable(pile) {
  return pile !== 's' && faceUp(S(), pile).length > 0;
}

/**
 * Tap / Enter on a pile: draw, select, move the selection there, or auto-move on a second tap.
 * @param {Kit} k @param {string} pile @param {number | null} count cards from the top (null = let the game choose)
 */
function activate(k, pile, count) {
  if (phase !== 'play' || autoRunning) return;
  if (pile === 's') { doDraw(k); return; }
  if (sel) {
    const from = sel.from;
    if (pile === from && (count === null || count === sel.count || sel.count === null)) {
      sel = null;
      autoMove(k, from, count);
      return;
    }
    if (pile !== from && tryMove(k, from, pile, sel.count)) { sel = null; return; }
  }
  if (pickable(pile) && (count === null || count > 0)) {
    sel = { from: pile, count: pile[0] === 't' ? count : 1 };
    k.sound.tone({ freq: 600, dur: 0.035, type: 'sine', vol: 0.07 });
    return;
  }
  if (sel) buzz(k);
  sel = null;
}

// ---------------------------------------------------------------- round flow

/** @param {Kit} k */
function newDeal(k) {
  const d = dealForLevel(k.random, k.level, k.option('draw') === '3' ? 3 : 1);
  ses = newSession(d.state);
  dealTime = 0;
  sel = null;
  drag = null;
  press = null;
  hintShow = null;
  autoRunning = false;
  stuck = false;
  phase = 'play';
  popups = [];
  cascade.cards = [];
  cascade.launched = 0;
  // Deal animation: every card starts on the stock and flies out in dealing order.
  const st = slot('s');
  shown.clear();
  const tg = targets(S());
  let order = 0;
  for (let row = 0; row < COLUMNS; row++) {
    for (let col = row; col < COLUMNS; col++) {
      const c = S().tableau[col];
      const card = row < (c?.down.length ?? 0) ? c?.down[row] : c?.up[row - (c?.down.length ?? 0)];
      if (card !== undefined) shown.set(card, { x: st.x, y: st.y, f: 0, delay: k.reducedMotion ? 0 : 0.05 + order++ * 0.028 });
    }
  }
  for (const [card, t] of tg) if (!shown.has(card)) shown.set(card, { x: t.x, y: t.y, f: 0, delay: 0 });
  if (k.reducedMotion) snapAll();
  k.sound.noise({ dur: 0.5, vol: 0.05, freq: 1800 });
  syncHud(k);
}

function snapAll() {
  for (const [card, t] of currentTargets()) shown.set(card, { x: t.x, y: t.y, f: t.up ? 1 : 0, delay: 0 });
}

/** @param {Kit} k */
function onWin(k) {
  sel = null;
  autoRunning = false;
  stuck = false;
  const bonus = timeBonus(dealTime);
  bank += S().score + bonus;
  k.setScore(bank);
  popAt(W / 2, TAB_Y + 60, bonus);
  winInfo = { bonus, time: dealTime };
  if (k.reducedMotion) { finishWin(k); return; }
  phase = 'cascade';
  cascade.cards = [];
  cascade.launched = 0;
  cascade.wait = 0.5;
  cascade.t = 0;
  const c = cascade.trail ?? document.createElement('canvas');
  c.width = W;
  c.height = H;
  c.getContext('2d')?.clearRect(0, 0, W, H);
  cascade.trail = c;
  k.sound.jingle([523, 659, 784, 1047]);
}
let winInfo = { bonus: 0, time: 0 };

/** @param {Kit} k */
function finishWin(k) {
  if (phase === 'done') return;
  phase = 'done';
  const nextLevel = k.level + 1;
  const cfg = levelSettings(nextLevel, k.option('draw') === '3' ? 3 : 1);
  const mode = [k.t(cfg.draw === 3 ? 'draw3' : 'draw1'), ...(cfg.pick !== 'easiest' && nextLevel > 2 ? [k.t('harder')] : []), ...(cfg.maxPasses >= 0 ? [k.t('limited')] : [])].join(' · ');
  const message = k.t('cleared', { n: dealNo, time: clockText(winInfo.time), bonus: k.fmt(winInfo.bonus) });
  k.win({ keepGoing: true, message });
  k.showOverlay({
    title: k.t('youWin'),
    cls: 'gk-win',
    body: [message, `${k.t('score')}: ${k.fmt(k.score)} · ${k.t('best')}: ${k.fmt(k.best)}`, k.t('next', { n: nextLevel, mode })],
    buttons: [
      { label: k.t('nextDeal'), primary: true, onClick: () => { k.resume(); k.setLevel(nextLevel); dealNo++; newDeal(k); } },
      { label: k.t('menu'), onClick: () => k.showStart() },
    ],
  });
}

/** @param {Kit} k @param {number} dt */
function updateCascade(k, dt) {
  cascade.t += dt;
  cascade.wait -= dt;
  const s = S();
  if (cascade.wait <= 0 && cascade.launched < 52) {
    const fi = cascade.launched % 4;
    const f = /** @type {number[]} */ (s.foundations[fi]);
    const card = f[12 - Math.floor(cascade.launched / 4)];
    const p = slot(`f${fi}`);
    if (card !== undefined) {
      const dir = k.random() < 0.5 ? -1 : 1;
      cascade.cards.push({ card, x: p.x, y: p.y, vx: dir * (230 + k.random() * 250), vy: -k.random() * 420 });
    }
    cascade.launched++;
    cascade.wait = 0.055;
  }
  const floor = H - CH;
  for (const c of cascade.cards) {
    c.vy += 1700 * dt;
    c.x += c.vx * dt;
    c.y += c.vy * dt;
    if (c.y > floor) { c.y = floor; c.vy = -Math.abs(c.vy) * 0.72; }
  }
  cascade.cards = cascade.cards.filter((c) => c.x > -CW - 5 && c.x < W + 5);
  const tg = cascade.trail?.getContext('2d');
  if (tg) for (const c of cascade.cards) drawCard(tg, c.card, c.x, c.y, 1, false);
  if ((cascade.launched >= 52 && !cascade.cards.length) || cascade.t > 6.5) finishWin(k);
}

// ---------------------------------------------------------------- drawing

/** Draws a suit symbol centred on (cx, cy), size = height. @param {CanvasRenderingContext2D} g @param {number} suit @param {number} cx @param {number} cy @param {number} s */
function drawSuit(g, suit, cx, cy, s) {
  g.beginPath();
  if (suit === 1) {
    g.moveTo(cx, cy + 0.46 * s);
    g.bezierCurveTo(cx - 0.12 * s, cy + 0.3 * s, cx - 0.5 * s, cy + 0.06 * s, cx - 0.5 * s, cy - 0.2 * s);
    g.bezierCurveTo(cx - 0.5 * s, cy - 0.52 * s, cx - 0.06 * s, cy - 0.56 * s, cx, cy - 0.24 * s);
    g.bezierCurveTo(cx + 0.06 * s, cy - 0.56 * s, cx + 0.5 * s, cy - 0.52 * s, cx + 0.5 * s, cy - 0.2 * s);
    g.bezierCurveTo(cx + 0.5 * s, cy + 0.06 * s, cx + 0.12 * s, cy + 0.3 * s, cx, cy + 0.46 * s);
  } else if (suit === 2) {
    g.moveTo(cx, cy - 0.5 * s);
    g.quadraticCurveTo(cx + 0.13 * s, cy - 0.15 * s, cx + 0.4 * s, cy);
    g.quadraticCurveTo(cx + 0.13 * s, cy + 0.15 * s, cx, cy + 0.5 * s);
    g.quadraticCurveTo(cx - 0.13 * s, cy + 0.15 * s, cx - 0.4 * s, cy);
    g.quadraticCurveTo(cx - 0.13 * s, cy - 0.15 * s, cx, cy - 0.5 * s);
  } else if (suit === 0) {
    g.moveTo(cx, cy - 0.5 * s);
    g.bezierCurveTo(cx + 0.12 * s, cy - 0.32 * s, cx + 0.5 * s, cy - 0.14 * s, cx + 0.5 * s, cy + 0.1 * s);
    g.bezierCurveTo(cx + 0.5 * s, cy + 0.36 * s, cx + 0.14 * s, cy + 0.4 * s, cx + 0.03 * s, cy + 0.22 * s);
    g.lineTo(cx + 0.17 * s, cy + 0.5 * s);
    g.lineTo(cx - 0.17 * s, cy + 0.5 * s);
    g.lineTo(cx - 0.03 * s, cy + 0.22 * s);
    g.bezierCurveTo(cx - 0.14 * s, cy + 0.4 * s, cx - 0.5 * s, cy + 0.36 * s, cx - 0.5 * s, cy + 0.1 * s);
    g.bezierCurveTo(cx - 0.5 * s, cy - 0.14 * s, cx - 0.12 * s, cy - 0.32 * s, cx, cy - 0.5 * s);
  } else {
    const r = 0.2 * s;
    g.arc(cx, cy - 0.25 * s, r, 0, Math.PI * 2);
    g.moveTo(cx - 0.25 * s + r, cy + 0.07 * s);
    g.arc(cx - 0.25 * s, cy + 0.07 * s, r, 0, Math.PI * 2);
    g.moveTo(cx + 0.25 * s + r, cy + 0.07 * s);
    g.arc(cx + 0.25 * s, cy + 0.07 * s, r, 0, Math.PI * 2);
    g.moveTo(cx, cy);
    g.rect(cx - 0.1 * s, cy - 0.2 * s, 0.2 * s, 0.3 * s);
    g.moveTo(cx - 0.04 * s, cy + 0.05 * s);
    g.lineTo(cx + 0.04 * s, cy + 0.05 * s);
    g.lineTo(cx + 0.18 * s, cy + 0.5 * s);
    g.lineTo(cx - 0.18 * s, cy + 0.5 * s);
    g.closePath();
  }
  g.fill();
}

const FACE_COLORS = /** @type {Record<number, [string, string]>} */ ({ 11: ['#38d6ff', '#5b6cff'], 12: ['#ff6fc8', '#9b5cff'], 13: ['#ffcf4a', '#ff7a3d'] });

/**
 * Draws one card with its top-left at (x, y). scaleX < 1 squeezes it horizontally (flip animation).
 * @param {CanvasRenderingContext2D} g @param {number} card @param {number} x @param {number} y @param {number} up 1 face up, 0 face down (fractions animate a flip) @param {boolean} lifted
 */
function drawCard(g, card, x, y, up, lifted) {
  const sx = Math.abs(up * 2 - 1);
  const faceUpNow = up >= 0.5;
  g.save();
  g.translate(x + CW / 2, y);
  g.scale(Math.max(0.02, sx), 1);
  g.translate(-CW / 2, 0);
  g.fillStyle = lifted ? 'rgba(0,0,0,0.35)' : 'rgba(0,0,0,0.22)';
  roundRect(g, lifted ? 4 : 1, lifted ? 8 : 3, CW, CH, 9);
  g.fill();
  if (!faceUpNow) {
    const bg = g.createLinearGradient(0, 0, CW, CH);
    bg.addColorStop(0, '#5a4dff');
    bg.addColorStop(0.55, '#b04bff');
    bg.addColorStop(1, '#ff5fae');
    g.fillStyle = bg;
    roundRect(g, 0, 0, CW, CH, 9);
    g.fill();
    g.strokeStyle = 'rgba(255,255,255,0.85)';
    g.lineWidth = 2.5;
    roundRect(g, 5, 5, CW - 10, CH - 10, 6);
    g.stroke();
    g.save();
    roundRect(g, 7, 7, CW - 14, CH - 14, 5);
    g.clip();
    g.strokeStyle = 'rgba(255,255,255,0.22)';
    g.lineWidth = 2;
    g.beginPath();
    for (let d = -CH; d < CW + CH; d += 14) {
      g.moveTo(d, 0); g.lineTo(d + CH, CH);
      g.moveTo(d + CH, 0); g.lineTo(d, CH);
    }
    g.stroke();
    g.restore();
    g.fillStyle = 'rgba(255,255,255,0.9)';
    drawSuit(g, 2, CW / 2, CH / 2, 26);
    g.restore();
    return;
  }
  const suit = suitOf(card);
  const rank = rankOf(card);
  const ink = isRed(card) ? RED : BLACK;
  const face = g.createLinearGradient(0, 0, 0, CH);
  face.addColorStop(0, '#ffffff');
  face.addColorStop(1, '#eef0fb');
  g.fillStyle = face;
  roundRect(g, 0, 0, CW, CH, 9);
  g.fill();
  g.strokeStyle = 'rgba(30,35,70,0.35)';
  g.lineWidth = 1.5;
  g.stroke();
  g.fillStyle = ink;
  g.textBaseline = 'top';
  g.textAlign = 'left';
  const label = /** @type {string} */ (RANKS[rank - 1]);
  g.font = `800 ${label.length > 1 ? 27 : 30}px system-ui, sans-serif`;
  g.fillText(label, 6, 4);
  drawSuit(g, suit, CW - 16, 17, 22);
  if (rank > 10) {
    const [c1, c2] = /** @type {[string, string]} */ (FACE_COLORS[rank]);
    const pg = g.createLinearGradient(0, 36, 0, CH - 8);
    pg.addColorStop(0, c1);
    pg.addColorStop(1, c2);
    g.fillStyle = pg;
    roundRect(g, 9, 38, CW - 18, CH - 47, 7);
    g.fill();
    g.strokeStyle = ink;
    g.lineWidth = 2;
    g.stroke();
    // Crown (K), tiara (Q) or star (J) above the letter.
    g.fillStyle = '#ffffff';
    const cx = CW / 2;
    g.beginPath();
    if (rank === 13) {
      g.moveTo(cx - 16, 62); g.lineTo(cx - 16, 48); g.lineTo(cx - 8, 55); g.lineTo(cx, 45); g.lineTo(cx + 8, 55); g.lineTo(cx + 16, 48); g.lineTo(cx + 16, 62);
      g.closePath();
    } else if (rank === 12) {
      g.arc(cx, 62, 14, Math.PI, 0);
      g.closePath();
    } else {
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const r = i % 2 ? 5 : 12;
        g.lineTo(cx + Math.cos(a) * r, 55 + Math.sin(a) * r);
      }
      g.closePath();
    }
    g.fill();
    if (rank === 12) { g.fillStyle = c2; g.beginPath(); g.arc(cx, 56, 3.5, 0, Math.PI * 2); g.fill(); }
    g.fillStyle = '#ffffff';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.font = '900 40px system-ui, sans-serif';
    g.fillText(label, cx, 91);
    g.fillStyle = ink;
    drawSuit(g, suit, CW - 22, CH - 21, 14);
  } else {
    const big = rank === 1 ? 56 : 44;
    drawSuit(g, suit, CW / 2, 78, big);
    if (rank === 1) {
      g.fillStyle = 'rgba(255,255,255,0.55)';
      drawSuit(g, suit, CW / 2, 78, 18);
    }
  }
  g.restore();
}

/** Empty pile outline. @param {CanvasRenderingContext2D} g @param {number} x @param {number} y */
function drawSlot(g, x, y) {
  g.fillStyle = 'rgba(255,255,255,0.07)';
  roundRect(g, x, y, CW, CH, 9);
  g.fill();
  g.strokeStyle = 'rgba(255,255,255,0.22)';
  g.lineWidth = 2;
  g.setLineDash([7, 6]);
  g.stroke();
  g.setLineDash([]);
}

/** @param {CanvasRenderingContext2D} g @param {{x: number, y: number, w: number, h: number}} r @param {string} color @param {number} width */
function outline(g, r, color, width) {
  g.strokeStyle = color;
  g.lineWidth = width;
  roundRect(g, r.x - 3, r.y - 3, r.w + 6, r.h + 6, 11);
  g.stroke();
}

/** Rectangle around the cards of a pile from `count` cards below the top to the top. @param {string} pile @param {number} count */
function runRect(pile, count) {
  const s = S();
  if (pile === 's') return topRect('s');
  const cards = faceUp(s, pile);
  const first = cards[cards.length - Math.max(1, count)];
  const last = cards[cards.length - 1];
  const tg = currentTargets();
  const a = first !== undefined ? tg.get(first) : null;
  const b = last !== undefined ? tg.get(last) : null;
  if (!a || !b) return topRect(pile);
  return { x: a.x, y: a.y, w: CW, h: b.y + CH - a.y };
}

const STUCK_BTN = { w: 240, h: 64 };
function stuckPanel() {
  const w = 520;
  const h = 210;
  const x = (W - w) / 2;
  const y = Math.min(H - h - 20, TAB_Y + 120);
  return { x, y, w, h, btn: { x: W / 2 - STUCK_BTN.w / 2, y: y + h - STUCK_BTN.h - 20, w: STUCK_BTN.w, h: STUCK_BTN.h } };
}

// ---------------------------------------------------------------- the game

const kit = createGame({
  id: 20,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'time', label: 'time' }],
  options: [{ key: 'draw', label: 'drawMode', default: '1', choices: [{ value: '1', label: 'draw1' }, { value: '3', label: 'draw3' }] }],
  bestKey: (k) => `draw${k.option('draw')}`,
  controls: {
    layout: 'row',
    always: true,
    buttons: [
      { action: 'undo', label: '↶', title: 'undo', caption: 'undo' },
      { action: 'hint', label: '✦', title: 'hint', caption: 'hint' },
    ],
  },
  reset(k) {
    fitField(k);
    bank = 0;
    dealNo = 1;
    k.setLevel(1);
    newDeal(k);
  },
  update(dt, k) {
    popups = popups.filter((p) => (p.t += dt) < 0.9);
    if (hintShow && (hintShow.t += dt) > 2.2) hintShow = null;
    if (phase === 'cascade') { updateCascade(k, dt); return; }
    if (phase !== 'play') return;
    const before = Math.floor(dealTime);
    dealTime += dt;
    if (Math.floor(dealTime) !== before) k.setStat('time', clockText(dealTime));
    if (autoRunning) {
      autoWait -= dt;
      if (autoWait <= 0) {
        autoWait = k.reducedMotion ? 0.03 : 0.11;
        const a = autoStep(S());
        if (!a || !perform(k, a)) autoRunning = false;
      }
    }
  },
  onAction(action, k) {
    if (action === 'undo') doUndo(k);
    else if (action === 'hint') doHint(k);
  },
  onKey(code, k) {
    if (phase === 'cascade') { finishWin(k); return true; }
    if (phase !== 'play') return false;
    const num = /^(?:Digit|Numpad)([0-9])$/.exec(code);
    const d = keyDir(code);
    if (d && !code.startsWith('Key')) {
      cursor.visible = true;
      if (d === 'up' || d === 'down') {
        cursor.row = d === 'up' ? 0 : 1;
        if (cursor.row === 0 && cursor.col === 2) cursor.col = 1;
      } else {
        const step = d === 'left' ? -1 : 1;
        cursor.col = (cursor.col + step + COLUMNS) % COLUMNS;
        if (cursor.row === 0 && cursor.col === 2) cursor.col = (cursor.col + step + COLUMNS) % COLUMNS;
      }
      return true;
    }
    if (code === 'Enter' || code === 'Space' || code === 'NumpadEnter') {
      cursor.visible = true;
      activate(k, cursorPile(), null);
      return true;
    }
    if (num) {
      const n = Number(num[1]);
      if (n === 0) doDraw(k);
      else if (n <= COLUMNS) { cursor.row = 1; cursor.col = n - 1; activate(k, `t${n - 1}`, null); }
      return true;
    }
    switch (code) {
      case 'KeyD': doDraw(k); return true;
      case 'KeyW': activate(k, 'w', null); return true;
      case 'KeyF': {
        const from = sel?.from ?? cursorPile();
        sel = null;
        if (from === 's' || !tryMove(k, from, 'f0', 1)) buzz(k);
        return true;
      }
      case 'KeyU': case 'KeyZ': case 'Backspace': doUndo(k); return true;
      case 'KeyH': doHint(k); return true;
      case 'KeyX': case 'Delete': sel = null; return true;
      default: return false;
    }
  },
  onPointer(kind, p, k) {
    if (phase === 'cascade') { if (kind === 'down') finishWin(k); return; }
    if (phase !== 'play') return;
    if (kind === 'down') {
      press = { x: p.x, y: p.y };
      drag = null;
      if (autoRunning || stuck) return;
      const h = hitTest(p.x, p.y);
      if (!h || h.pile === 's' || h.count < 1) return;
      const cards = faceUp(S(), h.pile).slice(-h.count);
      const first = /** @type {number} */ (cards[0]);
      const t = currentTargets().get(first);
      if (!t) return;
      const col = h.pile[0] === 't' ? S().tableau[Number(h.pile.slice(1))] : null;
      drag = { from: h.pile, count: h.count, cards, offX: p.x - t.x, offY: p.y - t.y, x: p.x, y: p.y, dy: col ? fanOf(col).du : UP_DY, active: false, x0: p.x, y0: p.y };
      return;
    }
    if (kind === 'move') {
      if (!drag || !press) return;
      drag.x = p.x;
      drag.y = p.y;
      if (!drag.active && Math.hypot(p.x - drag.x0, p.y - drag.y0) > 12) {
        drag.active = true;
        sel = null;
        cursor.visible = false;
      }
      return;
    }
    // up
    const start = press;
    press = null;
    const dg = drag;
    drag = null;
    if (dg?.active) {
      // Keep the cards where they were dropped so a refused move glides back.
      dg.cards.forEach((c, i) => {
        const sh = shown.get(c);
        if (sh) { sh.x = dg.x - dg.offX; sh.y = dg.y - dg.offY + i * dg.dy; }
      });
      if (!dropAt(k, dg)) buzz(k, 180);
      return;
    }
    if (!start) return;
    if (stuck) {
      const b = stuckPanel().btn;
      if (start.x >= b.x && start.x <= b.x + b.w && start.y >= b.y && start.y <= b.y + b.h) {
        stuck = false;
        k.gameOver({ message: k.t('lost', { n: k.level }) });
        return;
      }
    }
    cursor.visible = false;
    const h = hitTest(start.x, start.y);
    if (!h) { sel = null; return; }
    activate(k, h.pile, h.pile === 's' ? null : h.count || null);
  },
  render(g, k) {
    fitField(k);
    const dt = Math.min(0.1, Math.max(0, k.clock - lastClock));
    lastClock = k.clock;
    const s = S();
    // Table.
    const bg = g.createLinearGradient(0, 0, W * 0.4, H);
    bg.addColorStop(0, '#0f4b52');
    bg.addColorStop(0.55, '#173a5a');
    bg.addColorStop(1, '#2a1a4a');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    const glow = g.createRadialGradient(W / 2, H * 0.35, 40, W / 2, H * 0.35, H * 0.7);
    glow.addColorStop(0, 'rgba(79,216,255,0.10)');
    glow.addColorStop(1, 'rgba(79,216,255,0)');
    g.fillStyle = glow;
    g.fillRect(0, 0, W, H);

    // Info strip.
    g.textBaseline = 'middle';
    g.font = '700 19px system-ui, sans-serif';
    g.fillStyle = 'rgba(238,241,255,0.8)';
    g.textAlign = 'left';
    const pass = s.maxPasses >= 0 ? k.t('passOf', { n: Math.min(s.passes + 1, s.maxPasses + 1), m: s.maxPasses + 1 }) : k.t('pass', { n: s.passes + 1 });
    g.fillText(`${k.t(s.draw === 3 ? 'draw3' : 'draw1')} · ${pass}`, PAD + 2, INFO / 2 + 2);
    g.textAlign = 'right';
    g.fillText(k.t('moves', { n: s.moves }), W - PAD - 2, INFO / 2 + 2);

    // Empty slots.
    drawSlot(g, colX(0), TOP_Y);
    if (!s.stock.length && s.waste.length) {
      g.strokeStyle = canDraw(s) ? 'rgba(79,216,255,0.85)' : 'rgba(255,122,154,0.7)';
      g.lineWidth = 5;
      const cx = colX(0) + CW / 2;
      const cy = TOP_Y + CH / 2;
      g.beginPath();
      if (canDraw(s)) {
        g.arc(cx, cy, 20, -Math.PI * 0.35, Math.PI * 1.35);
        g.stroke();
        g.fillStyle = g.strokeStyle;
        g.beginPath();
        const ax = cx + Math.cos(-Math.PI * 0.35) * 20;
        const ay = cy + Math.sin(-Math.PI * 0.35) * 20;
        g.moveTo(ax + 9, ay - 2); g.lineTo(ax - 6, ay - 9); g.lineTo(ax - 3, ay + 8);
        g.closePath();
        g.fill();
      } else {
        g.moveTo(cx - 14, cy - 14); g.lineTo(cx + 14, cy + 14); g.moveTo(cx + 14, cy - 14); g.lineTo(cx - 14, cy + 14);
        g.stroke();
      }
    }
    drawSlot(g, colX(1), TOP_Y);
    for (let i = 0; i < 4; i++) {
      drawSlot(g, colX(3 + i), TOP_Y);
      g.fillStyle = 'rgba(255,255,255,0.16)';
      drawSuit(g, i, colX(3 + i) + CW / 2, TOP_Y + CH / 2, 46);
    }
    for (let i = 0; i < COLUMNS; i++) {
      drawSlot(g, colX(i), TAB_Y);
      if (!s.tableau[i]?.up.length && !s.tableau[i]?.down.length) {
        g.fillStyle = 'rgba(255,255,255,0.18)';
        g.font = '800 34px system-ui, sans-serif';
        g.textAlign = 'center';
        g.fillText('K', colX(i) + CW / 2, TAB_Y + CH / 2);
      }
    }

    // Cards: glide towards their places.
    const tg = currentTargets();
    const dragging = drag?.active ? new Set(drag.cards) : null;
    const rate = k.reducedMotion ? 1 : 1 - Math.exp(-dt * 18);
    /** @type {{card: number, x: number, y: number, f: number, z: number}[]} */
    const still = [];
    /** @type {typeof still} */
    const moving = [];
    const cascading = phase === 'cascade' || phase === 'done' ? Math.min(52, cascade.launched) : 0;
    for (const [card, t] of tg) {
      if (cascading && t.z >= 200 && t.z < 300) {
        if ((13 - rankOf(card)) * 4 + suitOf(card) < cascading) continue;
      }
      let sh = shown.get(card);
      if (!sh) { sh = { x: t.x, y: t.y, f: t.up ? 1 : 0, delay: 0 }; shown.set(card, sh); }
      if (dragging?.has(card) && drag) {
        const i = drag.cards.indexOf(card);
        sh.x = drag.x - drag.offX;
        sh.y = drag.y - drag.offY + i * drag.dy;
        sh.f = 1;
        continue;
      }
      if (sh.delay > 0) { sh.delay -= dt; still.push({ card, x: sh.x, y: sh.y, f: sh.f, z: -1 }); continue; }
      sh.x += (t.x - sh.x) * rate;
      sh.y += (t.y - sh.y) * rate;
      if (Math.abs(t.x - sh.x) < 0.4 && Math.abs(t.y - sh.y) < 0.4) { sh.x = t.x; sh.y = t.y; }
      const ft = t.up ? 1 : 0;
      sh.f = k.reducedMotion ? ft : sh.f + Math.sign(ft - sh.f) * Math.min(Math.abs(ft - sh.f), dt * 7);
      const far = Math.hypot(t.x - sh.x, t.y - sh.y) > 3;
      (far ? moving : still).push({ card, x: sh.x, y: sh.y, f: sh.f, z: t.z });
    }
    still.sort((a, b) => a.z - b.z);
    moving.sort((a, b) => a.z - b.z);
    // Draw the 2 top stock cards only (the rest are hidden under them).
    for (const c of still) {
      if (c.z >= 0 && c.z < 100 && c.z < s.stock.length - 2) continue;
      drawCard(g, c.card, c.x, c.y, c.f, false);
    }
    if (s.stock.length > 1) {
      g.fillStyle = 'rgba(255,255,255,0.9)';
      g.font = '800 18px system-ui, sans-serif';
      g.textAlign = 'center';
      const tr = topRect('s');
      g.fillStyle = 'rgba(10,12,30,0.6)';
      roundRect(g, tr.x + CW / 2 - 18, tr.y + CH - 30, 36, 22, 11);
      g.fill();
      g.fillStyle = '#fff';
      g.fillText(String(s.stock.length), tr.x + CW / 2, tr.y + CH - 18);
    }

    // Highlights.
    const pulse = k.reducedMotion ? 0.85 : 0.6 + 0.4 * Math.sin(k.clock * 7);
    if (sel && !drag?.active) {
      const srcCount = sel.count ?? faceUp(s, sel.from).length;
      outline(g, runRect(sel.from, srcCount), '#ffe066', 5);
      // Where the selection could go.
      for (const m of legalMoves(s)) {
        if (m.from !== sel.from || (sel.count !== null && m.count !== sel.count && m.to[0] !== 't')) continue;
        if (sel.count !== null && m.count !== sel.count) continue;
        outline(g, topRect(m.to), `rgba(93,240,138,${0.45 + 0.4 * pulse})`, 4);
      }
    }
    if (hintShow) {
      const a = `rgba(255,194,75,${pulse})`;
      if (hintShow.from === 's') outline(g, topRect('s'), a, 6);
      else {
        const h = hint(s);
        outline(g, runRect(hintShow.from, h && h.type === 'move' ? h.count : 1), a, 6);
        outline(g, topRect(hintShow.to), `rgba(93,240,138,${pulse})`, 6);
      }
    }
    if (cursor.visible && k.screen === 'playing') {
      const pile = cursorPile();
      const r = pile[0] === 't' ? runRect(pile, faceUp(s, pile).length) : topRect(pile);
      outline(g, r, '#4fd8ff', 4);
    }

    for (const c of moving) drawCard(g, c.card, c.x, c.y, c.f, false);
    if (drag?.active) {
      // Drop preview: outline the best target.
      const tgt = dropTarget(drag);
      if (tgt) outline(g, topRect(tgt), 'rgba(93,240,138,0.9)', 5);
      drag.cards.forEach((c, i) => drawCard(g, c, drag ? drag.x - drag.offX : 0, drag ? drag.y - drag.offY + i * drag.dy : 0, 1, true));
    }

    if (cascade.trail && (phase === 'cascade')) g.drawImage(cascade.trail, 0, 0, W, H);

    // Score pop-ups.
    g.textAlign = 'center';
    g.font = '900 30px system-ui, sans-serif';
    for (const p of popups) {
      g.globalAlpha = Math.max(0, 1 - p.t / 0.9);
      g.fillStyle = 'rgba(0,0,0,0.5)';
      g.fillText(p.text, p.x + 2, p.y - p.t * 50 + 2);
      g.fillStyle = p.color;
      g.fillText(p.text, p.x, p.y - p.t * 50);
    }
    g.globalAlpha = 1;

    if (stuck && phase === 'play') {
      const sp = stuckPanel();
      const gradient = g.createLinearGradient(sp.btn.x, 0, sp.btn.x + sp.btn.w, 0);
      gradient.addColorStop(0, '#ff7a9a');
      gradient.addColorStop(1, '#b04bff');
      drawStuckPanel(g, sp, { title: k.t('stuck'), body: k.t('stuckBody'), button: k.t('giveUp'), backdrop: 'rgba(12,14,34,0.88)', buttonFill: gradient });
    }
  },
  state(k) {
    const s = S();
    const pt = (/** @type {{x: number, y: number}} */ p) => [Math.round(p.x), Math.round(p.y)];
    const moves = legalMoves(s).map((m) => ({ ...m, fromXY: pt(cardPoint(m.from, m.count)), toXY: pt(cardPoint(m.to, 1)) }));
    return {
      stock: s.stock.length,
      waste: s.waste.map(cardName),
      foundations: s.foundations.map((f) => f.length),
      tableau: s.tableau.map((c) => ({ down: c.down.length, up: c.up.map(cardName) })),
      draw: s.draw,
      passes: s.passes,
      maxPasses: s.maxPasses,
      moves: s.moves,
      dealScore: s.score,
      history: ses.history.length,
      legal: moves,
      stockXY: pt(cardPoint('s', 1)),
      wasteXY: pt(cardPoint('w', 1)),
      selected: sel ? { ...sel } : null,
      cursor: { pile: cursorPile(), visible: cursor.visible },
      autoComplete: autoRunning,
      stuck,
      phase,
      cleared: isWon(s),
      time: Math.floor(dealTime),
      deal: dealNo,
      height: H,
      level: k.level,
    };
  },
  demo(k) {
    for (let i = 0; i < 90; i++) {
      const h = hint(S());
      if (!h || (h.type === 'draw' && !S().stock.length)) break;
      if (h.type === 'move' && foundationCount(S()) >= 5 && i > 15) { hintShow = { from: h.from, to: h.to, t: -5 }; break; }
      act(ses, h);
    }
    autoRunning = false;
    stuck = false;
    syncHud(k);
    snapAll();
  },
});

function cursorPile() {
  if (cursor.row === 1) return `t${cursor.col}`;
  return ['s', 'w', 'w', 'f0', 'f1', 'f2', 'f3'][cursor.col] ?? 's';
}

/** Best legal pile to drop a dragged run on (most overlap first). @param {NonNullable<typeof drag>} dg */
function dropTarget(dg) {
  const x = dg.x - dg.offX;
  const y = dg.y - dg.offY;
  /** @type {{pile: string, area: number}[]} */
  const cands = [];
  const add = (/** @type {string} */ pile, /** @type {{x: number, y: number, w: number, h: number}} */ r) => {
    const ox = Math.min(x + CW, r.x + r.w) - Math.max(x, r.x);
    const oy = Math.min(y + CH, r.y + r.h) - Math.max(y, r.y);
    if (ox > 0 && oy > 0) cands.push({ pile, area: ox * oy });
  };
  for (let i = 0; i < 4; i++) add(`f${i}`, { x: colX(3 + i), y: TOP_Y, w: CW, h: CH });
  for (let i = 0; i < COLUMNS; i++) {
    const r = topRect(`t${i}`);
    add(`t${i}`, { x: r.x, y: TAB_Y, w: CW, h: r.y + CH - TAB_Y + 40 });
  }
  cands.sort((a, b) => b.area - a.area);
  const s = S();
  for (const c of cands) {
    if (c.pile === dg.from) continue;
    if (c.pile[0] === 'f') {
      if (dg.count === 1 && dg.from[0] !== 'f' && fitsFoundation(s, /** @type {number} */ (dg.cards[0]))) return foundationFor(/** @type {number} */ (dg.cards[0]));
    } else if (canMove(s, dg.from, c.pile, dg.count)) return c.pile;
  }
  return null;
}

/** @param {Kit} k @param {NonNullable<typeof drag>} dg */
function dropAt(k, dg) {
  const to = dropTarget(dg);
  if (!to) return false;
  return perform(k, { type: 'move', from: dg.from, to, count: dg.count });
}

export default kit;
kit.setStat('time', '0:00');
