// @ts-check
import { createGame, roundRect, keyDir } from '../kit/kit.js';
import { CardPainter, outlineCard, drawTableButton, drawStuckPanel } from '../kit/cards.js';
import {
  COLUMNS, deal, dealSeed, newSession, act, undo as undoAction, canMove, canDeal, movableCount, bestTarget, hint,
  isWon, legalMoves, rankOf, suitOf, clearBonus, positionKey,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').State} State */
/** @typedef {import('./logic.js').Action} Action */
/** @typedef {import('./logic.js').Session} Session */
/** @typedef {import('./logic.js').Column} Column */
/** @typedef {{x: number, y: number, up: boolean, z: number}} Target */
/** @typedef {{x: number, y: number, w: number, h: number}} Rect */

const W = 700;
let H = 1100;
const PAD = 8;
const CW = 62;
const CH = 88;
const GAPX = (W - PAD * 2 - CW * COLUMNS) / (COLUMNS - 1);
const TOP_Y = 10;
const TAB_Y = TOP_Y + CH + 18;
const DOWN_DY = 12;
const UP_DY = 30;
const DONE_X = W - PAD - CW - 7 * 12;
const BTN = { undo: { x: 112, y: TOP_Y + 4, w: 132, h: 52 }, hint: { x: 256, y: TOP_Y + 4, w: 132, h: 52 } };
const RANK_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_LETTERS = 'SHDC';

const strings = {
  'zh-CN': { title: '蜘蛛纸牌', suits: '花色', suit1: '1 种花色', suit2: '2 种花色', suit4: '4 种花色', undo: '撤销', hint: '提示', moves: '步数 {n}', dealsLeft: '剩 {n} 次发牌', noUndo: '没有可以撤销的步骤', emptyFirst: '发牌前先填满所有空列', stockEmpty: '牌堆已经发完了', run: '完成一组！+100', cleared: '本局完成！奖励 +{bonus}', nextDeal: '第 {n} 关：新的一局', stuck: '没有有用的走法了', stuckBody: '撤销几步，或者放弃这一局。', giveUp: '放弃', lost: '你在第 {n} 关放弃了。', cantMove: '这组牌无处可放' },
  en: { title: 'Spider Solitaire', suits: 'Suits', suit1: '1 suit', suit2: '2 suits', suit4: '4 suits', undo: 'Undo', hint: 'Hint', moves: 'Moves {n}', dealsLeft: '{n} deals left', noUndo: 'Nothing to undo', emptyFirst: 'Fill every empty column before dealing', stockEmpty: 'The stock is empty', run: 'Run complete! +100', cleared: 'Deal cleared! Bonus +{bonus}', nextDeal: 'Level {n}: a new deal', stuck: 'No useful moves left', stuckBody: 'Undo a few moves or give up this deal.', giveUp: 'Give up', lost: 'You gave up on level {n}.', cantMove: 'Nowhere to put these cards' },
  ja: { title: 'スパイダー ソリティア', suits: 'スート数', suit1: '1 スート', suit2: '2 スート', suit4: '4 スート', undo: '元に戻す', hint: 'ヒント', moves: '手数 {n}', dealsLeft: '配り残り {n} 回', noUndo: '戻せる手がありません', emptyFirst: '配る前に空いた列をすべて埋めてください', stockEmpty: '山札はもうありません', run: '1 組完成！+100', cleared: 'クリア！ボーナス +{bonus}', nextDeal: 'レベル {n}：新しいゲーム', stuck: '有効な手がありません', stuckBody: '何手か戻すか、このゲームをあきらめましょう。', giveUp: 'あきらめる', lost: 'レベル {n} であきらめました。', cantMove: 'このカードを置ける場所がありません' },
  es: { title: 'Solitario Spider', suits: 'Palos', suit1: '1 palo', suit2: '2 palos', suit4: '4 palos', undo: 'Deshacer', hint: 'Pista', moves: 'Jugadas {n}', dealsLeft: 'Quedan {n} repartos', noUndo: 'No hay nada que deshacer', emptyFirst: 'Llena todas las columnas vacías antes de repartir', stockEmpty: 'El mazo está vacío', run: '¡Escalera completa! +100', cleared: '¡Partida resuelta! Bonus +{bonus}', nextDeal: 'Nivel {n}: nueva partida', stuck: 'No quedan jugadas útiles', stuckBody: 'Deshaz algunas jugadas o abandona esta partida.', giveUp: 'Rendirse', lost: 'Te rendiste en el nivel {n}.', cantMove: 'Estas cartas no caben en ningún sitio' },
  de: { title: 'Spider Solitär', suits: 'Farben', suit1: '1 Farbe', suit2: '2 Farben', suit4: '4 Farben', undo: 'Zurück', hint: 'Tipp', moves: 'Züge {n}', dealsLeft: 'Noch {n}× geben', noUndo: 'Nichts zum Zurücknehmen', emptyFirst: 'Fülle erst alle leeren Spalten', stockEmpty: 'Der Stapel ist leer', run: 'Folge komplett! +100', cleared: 'Spiel gelöst! Bonus +{bonus}', nextDeal: 'Stufe {n}: ein neues Spiel', stuck: 'Keine sinnvollen Züge mehr', stuckBody: 'Nimm ein paar Züge zurück oder gib dieses Spiel auf.', giveUp: 'Aufgeben', lost: 'Auf Stufe {n} aufgegeben.', cantMove: 'Für diese Karten ist kein Platz' },
  fr: { title: 'Spider Solitaire', suits: 'Couleurs', suit1: '1 couleur', suit2: '2 couleurs', suit4: '4 couleurs', undo: 'Annuler', hint: 'Indice', moves: 'Coups {n}', dealsLeft: 'Encore {n} donnes', noUndo: 'Rien à annuler', emptyFirst: 'Remplissez les colonnes vides avant de distribuer', stockEmpty: 'Le talon est vide', run: 'Suite complète ! +100', cleared: 'Donne réussie ! Bonus +{bonus}', nextDeal: 'Niveau {n} : nouvelle donne', stuck: 'Plus aucun coup utile', stuckBody: 'Annulez quelques coups ou abandonnez cette donne.', giveUp: 'Abandonner', lost: 'Abandon au niveau {n}.', cantMove: 'Ces cartes ne vont nulle part' },
  'pt-BR': { title: 'Paciência Spider', suits: 'Naipes', suit1: '1 naipe', suit2: '2 naipes', suit4: '4 naipes', undo: 'Desfazer', hint: 'Dica', moves: 'Jogadas {n}', dealsLeft: 'Faltam {n} distribuições', noUndo: 'Nada para desfazer', emptyFirst: 'Preencha todas as colunas vazias antes de distribuir', stockEmpty: 'O monte acabou', run: 'Sequência completa! +100', cleared: 'Partida resolvida! Bônus +{bonus}', nextDeal: 'Nível {n}: nova partida', stuck: 'Não há mais jogadas úteis', stuckBody: 'Desfaça algumas jogadas ou desista desta partida.', giveUp: 'Desistir', lost: 'Você desistiu no nível {n}.', cantMove: 'Não há onde pôr estas cartas' },
  ar: { title: 'سوليتير العنكبوت', suits: 'الأشكال', suit1: 'شكل واحد', suit2: 'شكلان', suit4: '4 أشكال', undo: 'تراجع', hint: 'تلميح', moves: 'الحركات {n}', dealsLeft: 'بقي {n} توزيعات', noUndo: 'لا شيء للتراجع عنه', emptyFirst: 'املأ كل الأعمدة الفارغة قبل التوزيع', stockEmpty: 'نفدت الرزمة', run: 'اكتملت سلسلة! +100', cleared: 'أنهيت التوزيع! مكافأة +{bonus}', nextDeal: 'المستوى {n}: توزيع جديد', stuck: 'لا حركات مفيدة متبقية', stuckBody: 'تراجع عن بعض الحركات أو استسلم في هذا التوزيع.', giveUp: 'استسلام', lost: 'استسلمت في المستوى {n}.', cantMove: 'لا مكان لهذه الأوراق' },
};

// ---------------------------------------------------------------- state

/** @type {Session} */
let ses = newSession(deal(1, 1));
let bank = 0;
let baseSeed = 1;
/** Positions of this deal so far: hints never lead back to one. @type {Set<string>} */
let seen = new Set();
/** @type {{col: number, count: number} | null} */
let sel = null;
const cursor = { col: 0, count: 1, visible: false };
/** @type {{a: Action, t: number} | null} */
let hintShow = null;
let stuck = false;
/** @type {'play'|'cleared'|'next'} */
let phase = 'play';
let phaseT = 0;
/** @type {{col: number, count: number, cards: number[], offX: number, offY: number, x: number, y: number, x0: number, y0: number, active: boolean} | null} */
let drag = null;
/** Set while a drop is being handled, so the tap the same pointer-up may produce is ignored. */
let dropping = false;
/** @type {{x: number, y: number, text: string, t: number, color: string}[]} */
let popups = [];
/** @type {Map<number, {x: number, y: number, f: number, delay: number}>} */
const shown = new Map();
let lastClock = 0;
const painter = new CardPainter(CW, CH);

const S = () => ses.state;
const colX = (/** @type {number} */ i) => PAD + i * (CW + GAPX);

/** Card name for tests and the debug state, e.g. "10H". @param {number} c */
function cardName(c) {
  return `${RANK_NAMES[rankOf(c)]}${SUIT_LETTERS[suitOf(c)]}`;
}

/** A tall table on portrait phones, a shorter one on wide screens. @param {Kit} k */
function fitField(k) {
  if (drag) return;
  const w = k.stage.clientWidth;
  const h = k.stage.clientHeight;
  if (w < 50 || h < 50) return;
  const want = Math.round(Math.min(1500, Math.max(880, (W * h) / w)) / 10) * 10;
  if (want !== H) {
    H = want;
    k.setSize(W, H);
  }
}

// ---------------------------------------------------------------- layout

/** Fan offsets of a column, squeezed to fit the table. @param {Column} col */
function fanOf(col) {
  const avail = H - TAB_Y - 10;
  const nd = col.down.length;
  const nu = Math.max(0, col.up.length - 1);
  let dd = DOWN_DY;
  let du = UP_DY;
  if (nd * dd + nu * du + CH > avail) {
    dd = Math.max(4, Math.min(DOWN_DY, (avail - CH - nu * du) / Math.max(1, nd)));
    if (nd * dd + nu * du + CH > avail && nu) du = Math.max(12, (avail - CH - nd * dd) / nu);
  }
  return { dd, du };
}

/** @param {State} s */
function stockGroups(s) {
  return Math.ceil(s.stock.length / COLUMNS);
}

/** Where every card belongs. @param {State} s */
function targets(s) {
  /** @type {Map<number, Target>} */
  const m = new Map();
  s.stock.forEach((c, i) => m.set(c, { x: PAD + Math.floor(i / COLUMNS) * 7, y: TOP_Y, up: false, z: i }));
  s.done.forEach((run, j) => run.forEach((c, i) => m.set(c, { x: DONE_X + j * 12, y: TOP_Y, up: true, z: 200 + j * 13 + (12 - i) })));
  s.cols.forEach((col, ci) => {
    const { dd, du } = fanOf(col);
    let y = TAB_Y;
    col.down.forEach((c, i) => { m.set(c, { x: colX(ci), y, up: false, z: 400 + ci * 120 + i }); y += dd; });
    col.up.forEach((c, i) => { m.set(c, { x: colX(ci), y, up: true, z: 400 + ci * 120 + col.down.length + i }); y += du; });
  });
  return m;
}
let targetCache = { s: /** @type {State | null} */ (null), h: 0, m: /** @type {Map<number, Target>} */ (new Map()) };
function currentTargets() {
  if (targetCache.s !== S() || targetCache.h !== H) targetCache = { s: S(), h: H, m: targets(S()) };
  return targetCache.m;
}

/** Rectangle of the last `count` face-up cards of a column (its empty slot when it has none). @param {number} ci @param {number} count */
function runRect(ci, count) {
  const col = /** @type {Column} */ (S().cols[ci]);
  const tg = currentTargets();
  const first = col.up[col.up.length - count];
  const last = col.up[col.up.length - 1];
  const a = first !== undefined ? tg.get(first) : null;
  const b = last !== undefined ? tg.get(last) : null;
  if (!a || !b || count < 1) {
    const lastDown = col.down[col.down.length - 1];
    const t = lastDown !== undefined ? tg.get(lastDown) : null;
    return { x: colX(ci), y: t ? t.y : TAB_Y, w: CW, h: CH };
  }
  return { x: a.x, y: a.y, w: CW, h: b.y + CH - a.y };
}

/** Centre of the visible part of the n-th card from the bottom of a column. @param {number} ci @param {number} count */
function cardPoint(ci, count) {
  const col = /** @type {Column} */ (S().cols[ci]);
  const r = runRect(ci, count);
  const visible = count > 1 ? Math.min(CH, fanOf(col).du) : CH;
  return { x: r.x + CW / 2, y: r.y + Math.min(visible / 2, CH / 2) };
}

/**
 * What lies under a point: a column and how many cards from its bottom the touched card
 * covers (0 = the column but no face-up card, e.g. below its last card or on a face-down one).
 * @param {number} x @param {number} y @returns {{col: number, count: number} | null}
 */
function hitTest(x, y) {
  if (y < TAB_Y - 8) return null;
  for (let i = 0; i < COLUMNS; i++) {
    if (x < colX(i) - GAPX / 2 || x > colX(i) + CW + GAPX / 2) continue;
    const col = /** @type {Column} */ (S().cols[i]);
    const tg = currentTargets();
    for (let j = col.up.length - 1; j >= 0; j--) {
      const t = tg.get(/** @type {number} */ (col.up[j]));
      if (t && y >= t.y && y <= t.y + CH) return { col: i, count: col.up.length - j };
    }
    return { col: i, count: 0 };
  }
  return null;
}

/** @param {Rect} r @param {number} x @param {number} y */
function inside(r, x, y) {
  return x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;
}

function stockRect() {
  return { x: PAD, y: TOP_Y, w: CW + Math.max(0, stockGroups(S()) - 1) * 7, h: CH };
}

// ---------------------------------------------------------------- actions

/** @param {Kit} k */
function syncScore(k) {
  k.setScore(bank + S().score);
}

/** @param {Kit} k @param {number} level */
function startDeal(k, level) {
  const suits = Number(k.option('suits')) || 1;
  ses = newSession(deal(suits, dealSeed(baseSeed, level)));
  seen = new Set([positionKey(S())]);
  sel = null;
  hintShow = null;
  stuck = false;
  phase = 'play';
  drag = null;
  shown.clear();
  // Every card starts on the stock and flies out.
  const tg = currentTargets();
  let n = 0;
  const order = [...tg.entries()].filter(([, t]) => t.z >= 400).sort((a, b) => (a[1].y - b[1].y) || (a[1].x - b[1].x));
  for (const [c] of order) shown.set(c, { x: PAD, y: TOP_Y, f: 0, delay: k.reducedMotion ? 0 : n++ * 0.018 });
  syncScore(k);
}

/** @param {Kit} k @param {Action} a */
function perform(k, a) {
  const before = S();
  const r = act(ses, a);
  if (!r) return false;
  seen.add(positionKey(S()));
  sel = null;
  hintShow = null;
  if (a.type === 'deal') {
    k.sound.noise({ dur: 0.18, vol: 0.06, freq: 2500 });
    // Stagger the ten new cards across the columns.
    before.stock.slice(-COLUMNS).reverse().forEach((c, i) => {
      const sh = shown.get(c);
      if (sh) sh.delay = k.reducedMotion ? 0 : i * 0.05;
    });
  } else k.sound.tone({ freq: 520, to: 430, dur: 0.06, type: 'triangle', vol: 0.12 });
  if (r.completed.length) {
    const done = S().done;
    r.completed.forEach((ci, j) => {
      const run = done[done.length - r.completed.length + j] ?? [];
      // Ace first, so the run folds up onto its king.
      run.forEach((c, i) => { const sh = shown.get(c); if (sh) sh.delay = k.reducedMotion ? 0 : 0.15 + (12 - i) * 0.035; });
      const p = runRect(ci, 1);
      popups.push({ x: p.x + CW / 2, y: p.y, text: '+100', t: 0, color: '#ffe066' });
    });
    k.sound.jingle([523, 659, 784, 1047]);
    k.toast(k.t('run'));
  }
  syncScore(k);
  if (isWon(S())) {
    const bonus = clearBonus(k.level, S().suits);
    bank += S().score + bonus;
    ses.state = { ...S(), score: 0 };
    k.setScore(bank);
    phase = 'cleared';
    phaseT = 0;
    k.toast(k.t('cleared', { bonus }));
  } else stuck = hint(S(), seen) === null;
  return true;
}

/** @param {Kit} k */
function doUndo(k) {
  if (phase !== 'play') return;
  if (!undoAction(ses)) { k.toast(k.t('noUndo')); return; }
  sel = null;
  hintShow = null;
  stuck = false;
  k.sound.tone({ freq: 400, to: 300, dur: 0.07, type: 'sine', vol: 0.1 });
  syncScore(k);
}

/** @param {Kit} k */
function doDeal(k) {
  if (phase !== 'play') return;
  if (!S().stock.length) { k.toast(k.t('stockEmpty')); return; }
  if (!canDeal(S())) { k.toast(k.t('emptyFirst')); k.sound.tone({ freq: 150, dur: 0.08, type: 'square', vol: 0.06 }); return; }
  perform(k, { type: 'deal' });
}

/** @param {Kit} k */
function doHint(k) {
  if (phase !== 'play') return;
  const h = hint(S(), seen);
  if (!h) { stuck = true; return; }
  hintShow = { a: h, t: 0 };
  k.sound.tone({ freq: 880, dur: 0.05, type: 'sine', vol: 0.08 });
}

/** Moves a run to the best column, or says it cannot. @param {Kit} k @param {number} col @param {number} count */
function autoMove(k, col, count) {
  const to = bestTarget(S(), col, count);
  if (to < 0) {
    k.sound.tone({ freq: 150, dur: 0.08, type: 'square', vol: 0.06 });
    k.toast(k.t('cantMove'));
    return false;
  }
  return perform(k, { type: 'move', from: col, to, count });
}

/** Column to drop a dragged run on: the nearest one that takes it. @param {NonNullable<typeof drag>} dg */
function dropTarget(dg) {
  const cx = dg.x - dg.offX + CW / 2;
  const order = [...Array(COLUMNS).keys()].sort((a, b) => Math.abs(colX(a) + CW / 2 - cx) - Math.abs(colX(b) + CW / 2 - cx));
  for (const i of order.slice(0, 2)) {
    if (Math.abs(colX(i) + CW / 2 - cx) > CW + GAPX) continue;
    if (canMove(S(), dg.col, i, dg.count)) return i;
  }
  return -1;
}

function stuckPanel() {
  const w = 560;
  const h = 210;
  const x = (W - w) / 2;
  const y = Math.max(TAB_Y + 60, H / 2 - h / 2);
  return { x, y, w, h, btn: { x: W / 2 - 120, y: y + h - 82, w: 240, h: 60 } };
}

// ---------------------------------------------------------------- drawing

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y */
function drawSlot(g, x, y) {
  g.strokeStyle = 'rgba(255,255,255,0.18)';
  g.lineWidth = 2;
  roundRect(g, x + 1, y + 1, CW - 2, CH - 2, 7);
  g.stroke();
}

/** Snap every card to its place (thumbnails, tests). */
function snapAll() {
  for (const [c, t] of currentTargets()) shown.set(c, { x: t.x, y: t.y, f: t.up ? 1 : 0, delay: 0 });
}

// ---------------------------------------------------------------- game

const kit = createGame({
  id: 66,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }],
  options: [{ key: 'suits', label: 'suits', default: '1', choices: [{ value: '1', label: 'suit1' }, { value: '2', label: 'suit2' }, { value: '4', label: 'suit4' }] }],
  bestKey: (k) => `s${k.option('suits')}`,
  reset(k) {
    fitField(k);
    bank = 0;
    baseSeed = Math.floor(k.random() * 1e9);
    popups = [];
    cursor.visible = false;
    k.setLevel(1);
    startDeal(k, 1);
  },
  update(dt, k) {
    fitField(k);
    popups = popups.filter((p) => (p.t += dt) < 1);
    if (hintShow && (hintShow.t += dt) > 2.5) hintShow = null;
    if (phase === 'cleared') {
      phaseT += dt;
      if (phaseT > (k.reducedMotion ? 0.6 : 1.6)) {
        phase = 'next';
        k.win({ keepGoing: true, message: k.t('cleared', { bonus: clearBonus(k.level, S().suits) }) });
      }
    } else if (phase === 'next') {
      k.setLevel(k.level + 1);
      k.toast(k.t('nextDeal', { n: k.level }));
      startDeal(k, k.level);
    }
  },
  onKey(code, k) {
    if (phase !== 'play') return false;
    // Letters are commands here (D deals), so only the arrow keys steer the cursor.
    const d = code.startsWith('Arrow') ? keyDir(code) : null;
    const s = S();
    if (d === 'left' || d === 'right') {
      cursor.col = (cursor.col + (d === 'left' ? COLUMNS - 1 : 1)) % COLUMNS;
      cursor.count = Math.max(1, movableCount(/** @type {Column} */ (s.cols[cursor.col])));
      cursor.visible = true;
      return true;
    }
    if (d === 'up' || d === 'down') {
      const max = movableCount(/** @type {Column} */ (s.cols[cursor.col]));
      cursor.count = Math.max(1, Math.min(max, cursor.count + (d === 'up' ? 1 : -1)));
      cursor.visible = true;
      return true;
    }
    if (code === 'Space' || code === 'Enter') {
      cursor.visible = true;
      if (sel) {
        if (sel.col === cursor.col) sel = null;
        else if (canMove(s, sel.col, cursor.col, sel.count)) perform(k, { type: 'move', from: sel.col, to: cursor.col, count: sel.count });
        else k.sound.tone({ freq: 150, dur: 0.08, type: 'square', vol: 0.06 });
      } else if (movableCount(/** @type {Column} */ (s.cols[cursor.col])) >= cursor.count) {
        sel = { col: cursor.col, count: cursor.count };
        k.sound.blip(660);
      }
      return true;
    }
    if (code === 'KeyD') { doDeal(k); return true; }
    if (code === 'KeyU' || code === 'KeyZ' || code === 'Backspace') { doUndo(k); return true; }
    if (code === 'KeyH') { doHint(k); return true; }
    return false;
  },
  onPointer(kind, p, k) {
    if (phase !== 'play' || stuck) return;
    if (kind === 'down') {
      const h = hitTest(p.x, p.y);
      if (!h || h.count < 1) return;
      const col = /** @type {Column} */ (S().cols[h.col]);
      if (h.count > movableCount(col)) return;
      const r = runRect(h.col, h.count);
      drag = { col: h.col, count: h.count, cards: col.up.slice(col.up.length - h.count), offX: p.x - r.x, offY: p.y - r.y, x: p.x, y: p.y, x0: p.x, y0: p.y, active: false };
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
    const to = dropTarget(dg);
    // Cards dropped nowhere glide back from where they were let go.
    for (const [i, c] of dg.cards.entries()) shown.set(c, { x: dg.x - dg.offX, y: dg.y - dg.offY + i * UP_DY, f: 1, delay: 0 });
    if (to >= 0) perform(k, { type: 'move', from: dg.col, to, count: dg.count });
    else k.sound.tone({ freq: 150, dur: 0.08, type: 'square', vol: 0.06 });
  },
  onTap(p, k) {
    if (dropping) return;
    cursor.visible = false;
    if (phase !== 'play') return;
    if (stuck) {
      const sp = stuckPanel();
      if (inside(sp.btn, p.x, p.y)) { k.gameOver({ message: k.t('lost', { n: k.level }) }); return; }
      if (inside(BTN.undo, p.x, p.y)) doUndo(k);
      return;
    }
    if (inside(BTN.undo, p.x, p.y)) { doUndo(k); return; }
    if (inside(BTN.hint, p.x, p.y)) { doHint(k); return; }
    if (inside(stockRect(), p.x, p.y)) { doDeal(k); return; }
    const h = hitTest(p.x, p.y);
    if (!h) { sel = null; return; }
    if (sel && sel.col !== h.col) {
      if (canMove(S(), sel.col, h.col, sel.count)) { perform(k, { type: 'move', from: sel.col, to: h.col, count: sel.count }); return; }
      sel = null;
    }
    const col = /** @type {Column} */ (S().cols[h.col]);
    if (h.count >= 1 && h.count <= movableCount(col)) autoMove(k, h.col, h.count);
    else if (h.count >= 1) k.sound.tone({ freq: 150, dur: 0.08, type: 'square', vol: 0.06 });
  },
  render(g, k) {
    const dt = Math.min(0.1, Math.max(0, k.clock - lastClock));
    lastClock = k.clock;
    const felt = g.createRadialGradient(W / 2, H * 0.35, 60, W / 2, H / 2, H * 0.8);
    felt.addColorStop(0, '#1f7a52');
    felt.addColorStop(1, '#0b3b2a');
    g.fillStyle = felt;
    g.fillRect(0, 0, W, H);
    const s = S();

    // Top bar: stock, buttons, completed runs.
    if (!s.stock.length) drawSlot(g, PAD, TOP_Y);
    for (let j = 0; j < 8; j++) if (j >= s.done.length) drawSlot(g, DONE_X + j * 12, TOP_Y);
    drawTableButton(g, BTN.undo, k.t('undo'), ses.history.length > 0 && phase === 'play');
    drawTableButton(g, BTN.hint, k.t('hint'), phase === 'play');
    g.fillStyle = 'rgba(230,255,240,0.85)';
    g.font = '700 18px system-ui, sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(`${k.t('moves', { n: s.moves })} · ${k.t('dealsLeft', { n: stockGroups(s) })}`, (BTN.undo.x + BTN.hint.x + BTN.hint.w) / 2, TOP_Y + CH - 10, 300);
    for (let i = 0; i < COLUMNS; i++) {
      const col = /** @type {Column} */ (s.cols[i]);
      if (!col.up.length && !col.down.length) drawSlot(g, colX(i), TAB_Y);
    }

    // Cards glide towards their places.
    const tg = currentTargets();
    const dragging = drag?.active ? new Set(drag.cards) : null;
    const rate = k.reducedMotion ? 1 : 1 - Math.exp(-dt * 16);
    /** @type {{card: number, x: number, y: number, f: number, z: number}[]} */
    const still = [];
    /** @type {typeof still} */
    const moving = [];
    for (const [card, t] of tg) {
      let sh = shown.get(card);
      if (!sh) { sh = { x: t.x, y: t.y, f: t.up ? 1 : 0, delay: 0 }; shown.set(card, sh); }
      if (dragging?.has(card)) continue;
      if (sh.delay > 0) { sh.delay -= dt; still.push({ card, x: sh.x, y: sh.y, f: sh.f, z: t.z < 400 ? t.z : -1 }); continue; }
      sh.x += (t.x - sh.x) * rate;
      sh.y += (t.y - sh.y) * rate;
      if (Math.abs(t.x - sh.x) < 0.4 && Math.abs(t.y - sh.y) < 0.4) { sh.x = t.x; sh.y = t.y; }
      const ft = t.up ? 1 : 0;
      sh.f = k.reducedMotion ? ft : sh.f + Math.sign(ft - sh.f) * Math.min(Math.abs(ft - sh.f), dt * 7);
      (Math.hypot(t.x - sh.x, t.y - sh.y) > 3 ? moving : still).push({ card, x: sh.x, y: sh.y, f: sh.f, z: t.z });
    }
    still.sort((a, b) => a.z - b.z);
    moving.sort((a, b) => a.z - b.z);
    const ps = k.pixelScale;
    const drawOne = (/** @type {{card: number, x: number, y: number, f: number}} */ c) => {
      // Flip: squeeze the card horizontally, face or back depending on the side showing.
      const f = c.f;
      if (f > 0 && f < 1) {
        const sx = Math.abs(f * 2 - 1);
        g.save();
        g.translate(c.x + CW / 2, c.y);
        g.scale(Math.max(0.02, sx), 1);
        painter.draw(g, suitOf(c.card), rankOf(c.card), f >= 0.5, -CW / 2, 0, ps);
        g.restore();
      } else painter.draw(g, suitOf(c.card), rankOf(c.card), f >= 0.5, c.x, c.y, ps);
    };
    for (const c of still) drawOne(c);
    for (const c of moving) drawOne(c);
    if (s.stock.length) {
      g.fillStyle = 'rgba(10,20,15,0.7)';
      const sr = stockRect();
      roundRect(g, sr.x + sr.w - 34, sr.y + CH - 28, 30, 22, 11);
      g.fill();
      g.fillStyle = '#fff';
      g.font = '800 16px system-ui, sans-serif';
      g.direction = 'ltr';
      g.fillText(String(stockGroups(s)), sr.x + sr.w - 19, sr.y + CH - 16);
      g.direction = 'inherit';
    }

    // Highlights.
    const pulse = k.reducedMotion ? 0.85 : 0.6 + 0.4 * Math.sin(k.clock * 7);
    if (sel) {
      outlineCard(g, runRect(sel.col, sel.count), '#ffe066', 5);
      for (let i = 0; i < COLUMNS; i++) if (canMove(s, sel.col, i, sel.count)) outlineCard(g, runRect(i, 1), `rgba(93,240,138,${0.4 + 0.4 * pulse})`, 4);
    }
    if (hintShow) {
      const a = hintShow.a;
      if (a.type === 'deal') outlineCard(g, stockRect(), `rgba(255,194,75,${pulse})`, 6);
      else {
        outlineCard(g, runRect(a.from, a.count), `rgba(255,194,75,${pulse})`, 6);
        outlineCard(g, runRect(a.to, 1), `rgba(93,240,138,${pulse})`, 6);
      }
    }
    if (cursor.visible && k.screen === 'playing') {
      const col = /** @type {Column} */ (s.cols[cursor.col]);
      outlineCard(g, runRect(cursor.col, Math.min(cursor.count, col.up.length)), '#4fd8ff', 4);
    }
    if (drag?.active) {
      const to = dropTarget(drag);
      if (to >= 0) outlineCard(g, runRect(to, 1), 'rgba(93,240,138,0.9)', 5);
      const dg = drag;
      dg.cards.forEach((c, i) => painter.draw(g, suitOf(c), rankOf(c), true, dg.x - dg.offX, dg.y - dg.offY + i * UP_DY, ps));
    }

    g.textAlign = 'center';
    g.font = '900 30px system-ui, sans-serif';
    for (const p of popups) {
      g.globalAlpha = Math.max(0, 1 - p.t);
      g.fillStyle = p.color;
      g.fillText(p.text, p.x, p.y - p.t * 60);
    }
    g.globalAlpha = 1;

    if (stuck && phase === 'play') {
      drawStuckPanel(g, stuckPanel(), { title: k.t('stuck'), body: k.t('stuckBody'), button: k.t('giveUp'), backdrop: 'rgba(10,20,16,0.9)', buttonFill: '#e0306f' });
    }
  },
  state() {
    const s = S();
    const pt = (/** @type {{x: number, y: number}} */ p) => [Math.round(p.x), Math.round(p.y)];
    return {
      cols: s.cols.map((c) => ({ down: c.down.length, up: c.up.map(cardName) })),
      stock: s.stock.length,
      done: s.done.length,
      suits: s.suits,
      moves: s.moves,
      dealScore: s.score,
      history: ses.history.length,
      legal: legalMoves(s).filter((a) => a.type === 'move').map((a) => (a.type === 'move' ? { ...a, fromXY: pt(cardPoint(a.from, a.count)), toXY: pt(cardPoint(a.to, 1)) } : a)),
      hint: hint(s, seen),
      selected: sel ? { ...sel } : null,
      cursor: { ...cursor },
      stuck,
      phase,
      height: H,
      stockXY: pt({ x: PAD + CW / 2, y: TOP_Y + CH / 2 }),
      undoXY: pt({ x: BTN.undo.x + BTN.undo.w / 2, y: BTN.undo.y + BTN.undo.h / 2 }),
      hintXY: pt({ x: BTN.hint.x + BTN.hint.w / 2, y: BTN.hint.y + BTN.hint.h / 2 }),
    };
  },
  demo(k) {
    // Two suits show both colours; a couple of deals in, with runs under way.
    ses = newSession(deal(2, dealSeed(baseSeed, 3)));
    seen = new Set([positionKey(S())]);
    let deals = 0;
    for (let i = 0; i < 150; i++) {
      const h = hint(S(), seen);
      if (!h || (h.type === 'deal' && ++deals > 3)) break;
      perform(k, h);
      if (i > 60 && h.type === 'move') break;
    }
    const h = hint(S(), seen);
    if (h) hintShow = { a: h, t: -5 };
    stuck = false;
    sel = null;
    snapAll();
  },
});

export default kit;
