// @ts-check
import { createGame, roundRect, keyDir } from '../kit/kit.js';
import {
  LAYOUTS, FACES, newDeal, extent, isFree, freeTiles, availablePairs, canRemove, reshuffle, solve,
  matchPoints, clearBonus, nextCombo,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Slot} Slot */
/** @typedef {import('./logic.js').Links} Links */

const W = 720;
const H = 1160;
const TOP = 84;
const SHUFFLES = 3;
/** Face art is drawn at this multiple of the logical tile size, so it stays sharp when scaled. */
const ART = 2;

const strings = {
  'zh-CN': {
    title: '麻将接龙', layout: '牌阵', pyramid: '金字塔', butterfly: '蝴蝶', fortress: '城堡', turtle: '乌龟',
    tilesLeft: '剩余 {n} 张', shufflesLeft: '洗牌 ×{n}', noMoves: '没有可配对的牌了', shuffling: '没有可走的牌，自动洗牌…', cleared: '{name}已清空！',
    allClear: '你清空了所有牌阵！', stuckOver: '无牌可配，洗牌次数也用完了。', hint: '提示', shuffle: '洗牌', undo: '撤销', combo: '连击 ×{n}', blocked: '这张牌被挡住了', noUndo: '没有可撤销的操作',
  },
  en: {
    title: 'Mahjong Tiles', layout: 'Layout', pyramid: 'Pyramid', butterfly: 'Butterfly', fortress: 'Fortress', turtle: 'Turtle',
    tilesLeft: '{n} tiles left', shufflesLeft: 'Shuffles ×{n}', noMoves: 'No pairs left to match', shuffling: 'No moves left: shuffling…', cleared: '{name} cleared!',
    allClear: 'You cleared every layout!', stuckOver: 'No pairs to match and no shuffles left.', hint: 'Hint', shuffle: 'Shuffle', undo: 'Undo', combo: 'Combo ×{n}', blocked: 'That tile is blocked', noUndo: 'Nothing to undo',
  },
  ja: {
    title: '麻雀ソリティア', layout: '配置', pyramid: 'ピラミッド', butterfly: 'バタフライ', fortress: 'フォートレス', turtle: 'タートル',
    tilesLeft: '残り {n} 枚', shufflesLeft: 'シャッフル ×{n}', noMoves: '取れるペアがありません', shuffling: '手詰まり：シャッフルします…', cleared: '{name} クリア！',
    allClear: 'すべての配置をクリアしました！', stuckOver: '取れるペアもシャッフルも残っていません。', hint: 'ヒント', shuffle: 'シャッフル', undo: '戻す', combo: 'コンボ ×{n}', blocked: 'その牌はふさがっています', noUndo: '戻せる手がありません',
  },
  es: {
    title: 'Mahjong Solitario', layout: 'Diseño', pyramid: 'Pirámide', butterfly: 'Mariposa', fortress: 'Fortaleza', turtle: 'Tortuga',
    tilesLeft: 'Quedan {n} fichas', shufflesLeft: 'Mezclas ×{n}', noMoves: 'No quedan parejas', shuffling: 'Sin jugadas: mezclando…', cleared: '¡{name} despejada!',
    allClear: '¡Has despejado todos los diseños!', stuckOver: 'No quedan parejas ni mezclas.', hint: 'Pista', shuffle: 'Mezclar', undo: 'Deshacer', combo: 'Combo ×{n}', blocked: 'Esa ficha está bloqueada', noUndo: 'Nada que deshacer',
  },
  de: {
    title: 'Mahjong-Solitär', layout: 'Aufbau', pyramid: 'Pyramide', butterfly: 'Schmetterling', fortress: 'Festung', turtle: 'Schildkröte',
    tilesLeft: 'Noch {n} Steine', shufflesLeft: 'Mischen ×{n}', noMoves: 'Keine passenden Paare mehr', shuffling: 'Keine Züge mehr: wird gemischt …', cleared: '{name} abgeräumt!',
    allClear: 'Du hast alle Aufbauten abgeräumt!', stuckOver: 'Keine Paare mehr und kein Mischen übrig.', hint: 'Tipp', shuffle: 'Mischen', undo: 'Zurück', combo: 'Kombo ×{n}', blocked: 'Dieser Stein ist blockiert', noUndo: 'Nichts zum Zurücknehmen',
  },
  fr: {
    title: 'Mahjong Solitaire', layout: 'Disposition', pyramid: 'Pyramide', butterfly: 'Papillon', fortress: 'Forteresse', turtle: 'Tortue',
    tilesLeft: 'Encore {n} tuiles', shufflesLeft: 'Mélanges ×{n}', noMoves: 'Plus aucune paire possible', shuffling: 'Plus de coups : on mélange…', cleared: '{name} terminée !',
    allClear: 'Vous avez vidé toutes les dispositions !', stuckOver: 'Plus de paires ni de mélanges.', hint: 'Indice', shuffle: 'Mélanger', undo: 'Annuler', combo: 'Combo ×{n}', blocked: 'Cette tuile est bloquée', noUndo: 'Rien à annuler',
  },
  'pt-BR': {
    title: 'Mahjong Paciência', layout: 'Formato', pyramid: 'Pirâmide', butterfly: 'Borboleta', fortress: 'Fortaleza', turtle: 'Tartaruga',
    tilesLeft: 'Restam {n} peças', shufflesLeft: 'Embaralhar ×{n}', noMoves: 'Não há mais pares', shuffling: 'Sem jogadas: embaralhando…', cleared: '{name} concluída!',
    allClear: 'Você limpou todos os formatos!', stuckOver: 'Sem pares e sem embaralhadas restantes.', hint: 'Dica', shuffle: 'Embaralhar', undo: 'Desfazer', combo: 'Combo ×{n}', blocked: 'Essa peça está bloqueada', noUndo: 'Nada para desfazer',
  },
  ar: {
    title: 'ماهجونغ سوليتير', layout: 'الشكل', pyramid: 'الهرم', butterfly: 'الفراشة', fortress: 'القلعة', turtle: 'السلحفاة',
    tilesLeft: 'بقي {n} حجر', shufflesLeft: 'خلط ×{n}', noMoves: 'لا توجد أزواج متاحة', shuffling: 'لا حركات: جارٍ الخلط…', cleared: 'أنهيت {name}!',
    allClear: 'أنهيت كل الأشكال!', stuckOver: 'لا أزواج متاحة ولا مرات خلط متبقية.', hint: 'تلميح', shuffle: 'خلط', undo: 'تراجع', combo: 'سلسلة ×{n}', blocked: 'هذا الحجر محجوب', noUndo: 'لا شيء للتراجع',
  },
};

// ---------------------------------------------------------------- state

let layoutIdx = 0;
/** @type {Slot[]} */
let slots = [];
/** @type {Links} */
let links = { above: [], left: [], right: [] };
/** @type {boolean[]} */
let present = [];
/** @type {number[]} */
let faces = [];
/** Draw order: by layer, then so that tiles to the lower left cover the sides of their neighbours. */
let drawOrder = /** @type {number[]} */ ([]);
let selected = -1;
let cursor = -1;
let cursorShown = false;
/** @type {{a: number, b: number, points: number, combo: number}[]} */
let history = [];
let shufflesLeft = SHUFFLES;
let combo = 0;
let lastMatchAt = -99;
let levelTime = 0;
let moves = 0;
/** @type {{a: number, b: number, t: number} | null} */
let hint = null;
/** @type {{i: number, t: number} | null} */
let blockedFlash = null;
/** @type {{slot: Slot, face: number, t: number}[]} */
let vanishing = [];
/** @type {{kind: 'shuffle'|'over'|'clear', t: number} | null} */
let pending = null;
let flashText = '';
let flashT = 0;

// Geometry of the current layout.
let TW = 80;
let TH = 100;
let DEPTH = 8;
let OX = 0;
let OY = 0;
/** @type {HTMLCanvasElement[]} */
let faceArt = [];

/** @param {number} i */
function faceRect(i) {
  const s = /** @type {Slot} */ (slots[i]);
  return { x: OX + (s.x * TW) / 2 + s.z * DEPTH, y: OY + (s.y * TH) / 2 - s.z * DEPTH, w: TW, h: TH };
}

function layoutGeometry() {
  const e = extent(slots);
  const cols = e.w / 2;
  const rows = e.h / 2;
  const ratio = 0.78;
  const maxW = W - 24;
  const maxH = H - TOP - 16;
  const depthK = 0.13;
  TW = Math.min(96, maxW / (cols + depthK * e.layers), maxH / (rows / ratio + depthK * e.layers));
  TH = TW / ratio;
  DEPTH = TW * depthK;
  const boardW = cols * TW + e.layers * DEPTH;
  const boardH = rows * TH + e.layers * DEPTH;
  OX = (W - boardW) / 2 + DEPTH;
  OY = TOP + (maxH - boardH) / 2 + (e.layers - 1) * DEPTH;
  faceArt = [];
  for (let f = 0; f < FACES; f++) faceArt.push(paintFace(f, Math.round(TW * ART), Math.round(TH * ART)));
}

/** @param {Kit} k @param {number} idx */
function startLayout(k, idx) {
  layoutIdx = idx;
  const d = newDeal(idx, k.random);
  slots = d.slots;
  links = d.links;
  present = d.present;
  faces = d.faces;
  drawOrder = slots.map((_, i) => i).sort((a, b) => {
    const sa = /** @type {Slot} */ (slots[a]);
    const sb = /** @type {Slot} */ (slots[b]);
    return sa.z - sb.z || (sa.y - sa.x) - (sb.y - sb.x);
  });
  layoutGeometry();
  selected = -1;
  cursor = -1;
  history = [];
  shufflesLeft = SHUFFLES;
  combo = 0;
  lastMatchAt = -99;
  levelTime = 0;
  hint = null;
  blockedFlash = null;
  vanishing = [];
  pending = null;
  k.setStat('time', clock(0));
}

/** @param {number} sec */
function clock(sec) {
  const s = Math.floor(sec);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const tilesLeft = () => present.filter(Boolean).length;
const layoutName = (/** @type {Kit} */ k) => k.t(/** @type {{key: string}} */ (LAYOUTS[layoutIdx]).key);

/** @param {string} text */
function flash(text) {
  flashText = text;
  flashT = 0;
}

// ---------------------------------------------------------------- moves

/** @param {Kit} k @param {number} i */
function pick(k, i) {
  if (pending || i < 0 || !present[i]) return;
  if (!isFree(i, present, links)) {
    blockedFlash = { i, t: 0 };
    k.sound.tone({ freq: 160, dur: 0.08, type: 'square', vol: 0.06 });
    return;
  }
  cursor = i;
  if (selected === i) { selected = -1; return; }
  if (selected >= 0 && canRemove(selected, i, present, faces, links)) {
    removePair(k, selected, i);
    return;
  }
  selected = i;
  k.sound.tone({ freq: 620 + (faces[i] ?? 0) * 4, dur: 0.05, type: 'sine', vol: 0.1 });
}

/** @param {Kit} k @param {number} a @param {number} b */
function removePair(k, a, b) {
  const before = combo;
  combo = nextCombo(combo, levelTime - lastMatchAt);
  lastMatchAt = levelTime;
  const points = matchPoints(combo);
  present[a] = false;
  present[b] = false;
  history.push({ a, b, points, combo: before });
  moves++;
  k.addScore(points);
  if (!k.reducedMotion) for (const i of [a, b]) vanishing.push({ slot: /** @type {Slot} */ (slots[i]), face: faces[i] ?? 0, t: 0 });
  selected = -1;
  hint = null;
  const f = 520 + Math.min(5, combo) * 80;
  k.sound.tone({ freq: f, to: f * 1.5, dur: 0.1, type: 'triangle', vol: 0.16 });
  if (combo >= 2) flash(k.t('combo', { n: combo }));
  if (cursor === a || cursor === b) cursor = -1;
  afterChange(k);
}

/** Checks for a cleared layout or a dead end. @param {Kit} k */
function afterChange(k) {
  if (!tilesLeft()) {
    k.addScore(clearBonus(k.level, slots.length, levelTime));
    k.sound.jingle([523, 659, 784, 1047, 1319]);
    k.toast(k.t('cleared', { name: layoutName(k) }));
    pending = { kind: 'clear', t: 0 };
    return;
  }
  if (!availablePairs(present, faces, links).length) {
    k.sound.tone({ freq: 300, to: 200, dur: 0.25, type: 'sawtooth', vol: 0.08 });
    pending = { kind: shufflesLeft > 0 ? 'shuffle' : 'over', t: 0 };
    if (shufflesLeft > 0) k.toast(k.t('shuffling'));
  }
}

/** @param {Kit} k */
function doUndo(k) {
  const h = history.pop();
  if (!h || pending?.kind === 'clear') { if (!h) k.toast(k.t('noUndo')); if (h) history.push(h); return; }
  present[h.a] = true;
  present[h.b] = true;
  k.addScore(-h.points - 5);
  combo = h.combo;
  lastMatchAt = -99;
  selected = -1;
  hint = null;
  pending = null;
  k.sound.tone({ freq: 500, to: 320, dur: 0.1, type: 'sine', vol: 0.12 });
}

/** @param {Kit} k @param {boolean} [free] automatic shuffle after a dead end (still uses one up) */
function doShuffle(k, free = false) {
  if (pending?.kind === 'clear' || pending?.kind === 'over') return;
  if (shufflesLeft <= 0) { k.sound.fail(); return; }
  shufflesLeft--;
  faces = reshuffle(present, faces, slots, links, k.random);
  history = [];
  selected = -1;
  hint = null;
  pending = null;
  if (!free) k.addScore(-25);
  k.sound.noise({ dur: 0.3, vol: 0.12, freq: 2500 });
  afterChange(k);
}

/** @param {Kit} k */
function doHint(k) {
  if (pending) return;
  // A pair from a winning line when the solver finds one quickly; any free pair otherwise.
  const line = solve(present, faces, links, 4000);
  const pair = line?.[0] ?? availablePairs(present, faces, links)[0];
  if (!pair) return;
  hint = { a: pair[0], b: pair[1], t: 0 };
  k.addScore(-15);
  k.sound.tone({ freq: 990, dur: 0.08, type: 'sine', vol: 0.1 });
}

/** @param {number} x @param {number} y */
function tileAt(x, y) {
  for (let k = drawOrder.length - 1; k >= 0; k--) {
    const i = /** @type {number} */ (drawOrder[k]);
    if (!present[i]) continue;
    const r = faceRect(i);
    if (x >= r.x - DEPTH && x < r.x + r.w && y >= r.y && y < r.y + r.h + DEPTH) return i;
  }
  return -1;
}

/** Keyboard cursor: the nearest free tile in a direction. @param {'up'|'down'|'left'|'right'} d */
function moveCursor(d) {
  const free = freeTiles(present, links);
  if (!free.length) return;
  if (cursor < 0 || !present[cursor]) { cursor = /** @type {number} */ (free[0]); return; }
  const c = faceRect(cursor);
  let best = -1;
  let bestD = Infinity;
  for (const i of free) {
    if (i === cursor) continue;
    const r = faceRect(i);
    const dx = r.x - c.x;
    const dy = r.y - c.y;
    const along = d === 'left' ? -dx : d === 'right' ? dx : d === 'up' ? -dy : dy;
    const across = d === 'left' || d === 'right' ? Math.abs(dy) : Math.abs(dx);
    if (along <= 4) continue;
    const dist = along + across * 2;
    if (dist < bestD) { bestD = dist; best = i; }
  }
  if (best >= 0) cursor = best;
}

// ---------------------------------------------------------------- tile art

/** @param {CanvasRenderingContext2D} g @param {number} cx @param {number} cy @param {number} r @param {string} color */
function dot(g, cx, cy, r, color) {
  g.fillStyle = color;
  g.beginPath();
  g.arc(cx, cy, r, 0, Math.PI * 2);
  g.fill();
}

/**
 * Paints one tile face (all original, drawn from shapes): suits show a big number in the suit's
 * colour over its emblem (ring, sticks, seal); winds a compass arrow; dragons a flame, a clover
 * and a frame; flowers share one flower in four colours, seasons a gold frame with four icons.
 * @param {number} f @param {number} w @param {number} h
 */
function paintFace(f, w, h) {
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  const g = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
  const bg = g.createLinearGradient(0, 0, w, h);
  bg.addColorStop(0, '#fffdf6');
  bg.addColorStop(1, '#efe5cc');
  g.fillStyle = bg;
  roundRect(g, 0, 0, w, h, w * 0.13);
  g.fill();
  g.strokeStyle = 'rgba(120,100,60,0.35)';
  g.lineWidth = w * 0.025;
  roundRect(g, w * 0.05, w * 0.05, w * 0.9, h - w * 0.1, w * 0.1);
  g.stroke();
  const cx = w / 2;
  g.lineCap = 'round';
  g.lineJoin = 'round';
  if (f < 27) {
    const suit = Math.floor(f / 9);
    const n = (f % 9) + 1;
    const color = ['#1760c8', '#108442', '#cc2323'][suit] ?? '#000';
    g.fillStyle = color;
    g.font = `900 ${Math.round(h * 0.46)}px system-ui, sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(String(n), cx, h * 0.34);
    const e = w * 0.4;
    const ey = h * 0.74;
    if (suit === 0) {
      g.strokeStyle = color;
      g.lineWidth = e * 0.2;
      g.beginPath();
      g.arc(cx, ey, e * 0.38, 0, Math.PI * 2);
      g.stroke();
      dot(g, cx, ey, e * 0.13, '#d83a3a');
    } else if (suit === 1) {
      for (const dx of [-0.34, 0, 0.34]) {
        g.fillStyle = color;
        roundRect(g, cx + dx * e - e * 0.1, ey - e * 0.48, e * 0.2, e * 0.96, e * 0.08);
        g.fill();
        g.fillStyle = '#e9f5e9';
        g.fillRect(cx + dx * e - e * 0.1, ey - e * 0.04, e * 0.2, e * 0.07);
      }
    } else {
      g.fillStyle = color;
      roundRect(g, cx - e * 0.46, ey - e * 0.46, e * 0.92, e * 0.92, e * 0.16);
      g.fill();
      g.strokeStyle = '#fff4e0';
      g.lineWidth = e * 0.1;
      g.beginPath();
      g.moveTo(cx - e * 0.26, ey - e * 0.18);
      g.lineTo(cx + e * 0.26, ey - e * 0.18);
      g.moveTo(cx, ey - e * 0.3);
      g.lineTo(cx, ey + e * 0.28);
      g.moveTo(cx - e * 0.24, ey + e * 0.1);
      g.lineTo(cx + e * 0.24, ey + e * 0.1);
      g.stroke();
    }
  } else if (f < 31) {
    const cy = h / 2;
    const r = w * 0.34;
    g.strokeStyle = '#27306e';
    g.lineWidth = w * 0.05;
    g.beginPath();
    g.arc(cx, cy, r, 0, Math.PI * 2);
    g.stroke();
    for (let q = 0; q < 4; q++) {
      const a = (q * Math.PI) / 2;
      g.beginPath();
      g.moveTo(cx + Math.cos(a) * r * 0.82, cy + Math.sin(a) * r * 0.82);
      g.lineTo(cx + Math.cos(a) * r * 1.12, cy + Math.sin(a) * r * 1.12);
      g.stroke();
    }
    g.save();
    g.translate(cx, cy);
    g.rotate([-Math.PI / 2, 0, Math.PI / 2, Math.PI][f - 27] ?? 0);
    g.fillStyle = '#27306e';
    g.beginPath();
    g.moveTo(r * 1.0, 0);
    g.lineTo(-r * 0.5, -r * 0.58);
    g.lineTo(-r * 0.2, 0);
    g.lineTo(-r * 0.5, r * 0.58);
    g.closePath();
    g.fill();
    g.restore();
    dot(g, cx, cy, w * 0.05, '#e0a020');
  } else if (f === 31) {
    const cy = h * 0.52;
    const s = w * 0.36;
    g.fillStyle = '#d3272c';
    g.beginPath();
    g.moveTo(cx, cy - s * 1.2);
    g.bezierCurveTo(cx + s * 0.9, cy - s * 0.3, cx + s * 1.0, cy + s * 0.9, cx, cy + s * 1.0);
    g.bezierCurveTo(cx - s * 1.0, cy + s * 0.9, cx - s * 0.9, cy - s * 0.2, cx - s * 0.2, cy - s * 0.6);
    g.bezierCurveTo(cx - s * 0.15, cy - s * 0.2, cx + s * 0.05, cy - s * 0.5, cx, cy - s * 1.2);
    g.fill();
    g.fillStyle = '#ffb23a';
    g.beginPath();
    g.ellipse(cx, cy + s * 0.45, s * 0.38, s * 0.45, 0, 0, Math.PI * 2);
    g.fill();
  } else if (f === 32) {
    const cy = h * 0.46;
    const s = w * 0.17;
    for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]]) dot(g, cx + (dx ?? 0) * s, cy + (dy ?? 0) * s, s * 1.02, '#149a4c');
    dot(g, cx, cy, s * 0.5, '#0b6b34');
    g.strokeStyle = '#0b6b34';
    g.lineWidth = w * 0.06;
    g.beginPath();
    g.moveTo(cx, cy + s);
    g.quadraticCurveTo(cx + s * 0.4, cy + s * 2.4, cx + s * 1.3, cy + s * 2.9);
    g.stroke();
  } else if (f === 33) {
    g.strokeStyle = '#2856c2';
    g.lineWidth = w * 0.07;
    g.strokeRect(w * 0.2, h * 0.2, w * 0.6, h * 0.6);
    g.lineWidth = w * 0.03;
    g.strokeRect(w * 0.32, h * 0.3, w * 0.36, h * 0.4);
  } else if (f < 38) {
    const petal = ['#ec4f8c', '#f28a1f', '#8e4fe0', '#d9a514'][f - 34] ?? '#000';
    g.strokeStyle = '#e0559a';
    g.lineWidth = w * 0.03;
    roundRect(g, w * 0.12, w * 0.12, w * 0.76, h - w * 0.24, w * 0.08);
    g.stroke();
    const cy = h * 0.44;
    const s = w * 0.2;
    g.strokeStyle = '#2f8a3e';
    g.lineWidth = w * 0.05;
    g.beginPath();
    g.moveTo(cx, cy);
    g.quadraticCurveTo(cx - s * 0.3, cy + s * 1.8, cx, cy + s * 2.4);
    g.stroke();
    for (let q = 0; q < 5; q++) {
      const a = (q * Math.PI * 2) / 5 - Math.PI / 2;
      g.fillStyle = petal;
      g.beginPath();
      g.ellipse(cx + Math.cos(a) * s * 0.75, cy + Math.sin(a) * s * 0.75, s * 0.62, s * 0.4, a, 0, Math.PI * 2);
      g.fill();
    }
    dot(g, cx, cy, s * 0.38, '#ffd84a');
  } else {
    g.strokeStyle = '#c4921a';
    g.lineWidth = w * 0.04;
    roundRect(g, w * 0.12, w * 0.12, w * 0.76, h - w * 0.24, w * 0.08);
    g.stroke();
    g.lineWidth = w * 0.015;
    roundRect(g, w * 0.18, w * 0.18, w * 0.64, h - w * 0.36, w * 0.06);
    g.stroke();
    const cy = h / 2;
    const s = w * 0.22;
    if (f === 38) {
      g.strokeStyle = '#f08a00';
      g.lineWidth = w * 0.045;
      for (let q = 0; q < 8; q++) {
        const a = (q * Math.PI) / 4;
        g.beginPath();
        g.moveTo(cx + Math.cos(a) * s * 0.9, cy + Math.sin(a) * s * 0.9);
        g.lineTo(cx + Math.cos(a) * s * 1.35, cy + Math.sin(a) * s * 1.35);
        g.stroke();
      }
      dot(g, cx, cy, s * 0.7, '#ffb300');
    } else if (f === 39) {
      g.fillStyle = '#3c9a2a';
      g.beginPath();
      g.moveTo(cx - s, cy + s);
      g.quadraticCurveTo(cx - s * 1.1, cy - s * 1.1, cx + s, cy - s);
      g.quadraticCurveTo(cx + s * 1.1, cy + s * 1.1, cx - s, cy + s);
      g.fill();
      g.strokeStyle = '#d7f0c8';
      g.lineWidth = w * 0.025;
      g.beginPath();
      g.moveTo(cx - s * 0.8, cy + s * 0.8);
      g.lineTo(cx + s * 0.7, cy - s * 0.7);
      g.stroke();
    } else if (f === 40) {
      g.strokeStyle = '#3a8ad8';
      g.lineWidth = w * 0.045;
      for (let q = 0; q < 3; q++) {
        const a = (q * Math.PI) / 3 + Math.PI / 2;
        const dx = Math.cos(a) * s * 1.2;
        const dy = Math.sin(a) * s * 1.2;
        g.beginPath();
        g.moveTo(cx - dx, cy - dy);
        g.lineTo(cx + dx, cy + dy);
        for (const sign of [-1, 1]) {
          const bx = cx + sign * dx * 0.65;
          const by = cy + sign * dy * 0.65;
          const pa = a + Math.PI / 2;
          g.moveTo(bx, by);
          g.lineTo(bx + sign * Math.cos(a) * s * 0.3 + Math.cos(pa) * s * 0.3, by + sign * Math.sin(a) * s * 0.3 + Math.sin(pa) * s * 0.3);
          g.moveTo(bx, by);
          g.lineTo(bx + sign * Math.cos(a) * s * 0.3 - Math.cos(pa) * s * 0.3, by + sign * Math.sin(a) * s * 0.3 - Math.sin(pa) * s * 0.3);
        }
        g.stroke();
      }
    } else {
      dot(g, cx, cy, s * 1.05, '#4a5bd0');
      dot(g, cx + s * 0.45, cy - s * 0.3, s * 0.9, '#f4ecd6');
    }
  }
  return c;
}

// ---------------------------------------------------------------- rendering

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} face @param {number} alpha @param {number} [z] */
function drawTile(g, x, y, face, alpha, z = 0) {
  g.globalAlpha = alpha;
  if (z > 0) {
    // A soft shadow on the layer below sells the height.
    g.fillStyle = 'rgba(0,0,0,0.22)';
    roundRect(g, x - DEPTH * 2.2, y + DEPTH * 2.2, TW, TH, TW * 0.13);
    g.fill();
  }
  g.fillStyle = '#1f7a5c';
  roundRect(g, x - DEPTH, y + DEPTH, TW, TH, TW * 0.13);
  g.fill();
  g.fillStyle = '#d9cca6';
  roundRect(g, x - DEPTH * 0.45, y + DEPTH * 0.45, TW, TH, TW * 0.13);
  g.fill();
  const art = faceArt[face];
  if (art) g.drawImage(art, x, y, TW, TH);
  g.globalAlpha = 1;
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function render(g, k) {
  const bg = g.createRadialGradient(W / 2, H * 0.45, 60, W / 2, H * 0.5, H * 0.75);
  bg.addColorStop(0, '#1d4a4a');
  bg.addColorStop(1, '#0d1a2a');
  g.fillStyle = bg;
  g.fillRect(0, 0, W, H);

  // Top strip: layout, tiles left, shuffles.
  g.fillStyle = 'rgba(255,255,255,0.06)';
  roundRect(g, 12, 10, W - 24, TOP - 20, 16);
  g.fill();
  g.textBaseline = 'middle';
  g.font = '800 28px system-ui, sans-serif';
  g.fillStyle = '#eef1ff';
  const rtl = k.dir === 'rtl';
  g.textAlign = rtl ? 'right' : 'left';
  g.fillText(layoutName(k), rtl ? W - 30 : 30, TOP / 2);
  g.font = '700 21px system-ui, sans-serif';
  g.textAlign = 'center';
  g.fillStyle = '#ffe066';
  g.fillText(k.t('tilesLeft', { n: tilesLeft() }), W / 2 + 40, TOP / 2);
  g.textAlign = rtl ? 'left' : 'right';
  g.fillStyle = shufflesLeft ? '#9fe8ff' : '#ff8aa0';
  g.fillText(k.t('shufflesLeft', { n: shufflesLeft }), rtl ? 30 : W - 30, TOP / 2);

  const free = new Set(freeTiles(present, links));
  const pulse = k.reducedMotion ? 1 : 0.5 + 0.5 * Math.sin(k.clock * 7);
  for (const i of drawOrder) {
    if (!present[i]) continue;
    let { x, y } = faceRect(i);
    if (blockedFlash?.i === i && !k.reducedMotion) x += Math.sin(blockedFlash.t * 50) * 4 * (1 - blockedFlash.t / 0.3);
    drawTile(g, x, y, faces[i] ?? 0, 1, slots[i]?.z ?? 0);
    if (!free.has(i)) {
      g.fillStyle = 'rgba(16,24,40,0.2)';
      roundRect(g, x, y, TW, TH, TW * 0.13);
      g.fill();
    }
    if (i === selected) {
      g.fillStyle = 'rgba(255,214,60,0.42)';
      roundRect(g, x, y, TW, TH, TW * 0.13);
      g.fill();
      g.strokeStyle = '#ffb800';
      g.lineWidth = 4;
      g.stroke();
    }
    if (hint && (i === hint.a || i === hint.b)) {
      g.strokeStyle = `rgba(60,240,160,${0.5 + 0.5 * pulse})`;
      g.lineWidth = 5;
      roundRect(g, x - 2, y - 2, TW + 4, TH + 4, TW * 0.15);
      g.stroke();
    }
    if (cursorShown && i === cursor) {
      g.strokeStyle = '#4fd8ff';
      g.lineWidth = 4;
      g.setLineDash([8, 6]);
      roundRect(g, x - 4, y - 4, TW + 8, TH + 8, TW * 0.16);
      g.stroke();
      g.setLineDash([]);
    }
  }
  for (const v of vanishing) {
    const s = v.slot;
    const p = v.t / 0.35;
    const x = OX + (s.x * TW) / 2 + s.z * DEPTH;
    const y = OY + (s.y * TH) / 2 - s.z * DEPTH - p * 30;
    drawTile(g, x, y, v.face, Math.max(0, 1 - p));
  }
  if (flashText && flashT < 1) {
    g.globalAlpha = 1 - flashT;
    g.font = '900 40px system-ui, sans-serif';
    g.textAlign = 'center';
    g.fillStyle = '#ffe066';
    g.strokeStyle = 'rgba(0,0,0,0.6)';
    g.lineWidth = 6;
    g.strokeText(flashText, W / 2, TOP + 50 - flashT * 30);
    g.fillText(flashText, W / 2, TOP + 50 - flashT * 30);
    g.globalAlpha = 1;
  }
  if (pending?.kind === 'over' || pending?.kind === 'shuffle') {
    g.fillStyle = 'rgba(8,10,24,0.7)';
    roundRect(g, 60, H / 2 - 50, W - 120, 100, 20);
    g.fill();
    g.font = '800 28px system-ui, sans-serif';
    g.textAlign = 'center';
    g.fillStyle = '#ff8aa0';
    g.fillText(k.t('noMoves'), W / 2, H / 2, W - 150);
  }
}

// ---------------------------------------------------------------- the game

const startChoices = LAYOUTS.map((l) => ({ value: l.key, label: l.key }));

const kit = createGame({
  id: 48,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'time', label: 'time' }],
  options: [{ key: 'start', label: 'layout', default: 'pyramid', choices: startChoices }],
  bestKey: (k) => k.option('start'),
  controls: {
    layout: 'row',
    always: true,
    buttons: [
      { action: 'hint', label: '✦', title: 'hint', caption: 'hint' },
      { action: 'shuffle', label: '⟳', title: 'shuffle', caption: 'shuffle' },
      { action: 'undo', label: '↶', title: 'undo', caption: 'undo' },
    ],
  },
  reset(k) {
    moves = 0;
    cursorShown = false;
    const idx = Math.max(0, LAYOUTS.findIndex((l) => l.key === k.option('start')));
    k.setLevel(1);
    startLayout(k, idx);
  },
  update(dt, k) {
    if (flashT < 1) flashT += dt;
    if (blockedFlash && (blockedFlash.t += dt) > 0.3) blockedFlash = null;
    if (hint && (hint.t += dt) > 4) hint = null;
    vanishing = vanishing.filter((v) => (v.t += dt) < 0.35);
    if (pending) {
      pending.t += dt;
      if (pending.t < 1.3) return;
      const kind = pending.kind;
      pending = null;
      if (kind === 'shuffle') doShuffle(k, true);
      else if (kind === 'over') k.gameOver({ message: k.t('stuckOver') });
      else if (layoutIdx + 1 >= LAYOUTS.length) k.gameOver({ win: true, message: k.t('allClear') });
      else {
        k.setLevel(k.level + 1);
        startLayout(k, layoutIdx + 1);
        k.toast(layoutName(k));
      }
      return;
    }
    const before = Math.floor(levelTime);
    levelTime += dt;
    if (Math.floor(levelTime) !== before) k.setStat('time', clock(levelTime));
  },
  onAction(action, k) {
    if (action === 'hint') doHint(k);
    else if (action === 'shuffle') doShuffle(k);
    else if (action === 'undo') doUndo(k);
  },
  onKey(code, k) {
    const d = code.startsWith('Arrow') ? keyDir(code) : null;
    if (d) {
      if (!cursorShown || cursor < 0 || !present[cursor]) {
        cursorShown = true;
        if (cursor < 0 || !present[cursor] || !isFree(cursor, present, links)) { cursor = -1; moveCursor(d); }
      } else moveCursor(d);
      return true;
    }
    if (code === 'Enter' || code === 'Space') {
      cursorShown = true;
      if (cursor < 0 || !present[cursor]) moveCursor('right');
      else pick(k, cursor);
      return true;
    }
    if (code === 'KeyH') { doHint(k); return true; }
    if (code === 'KeyS') { doShuffle(k); return true; }
    if (code === 'KeyU' || code === 'KeyZ' || code === 'Backspace') { doUndo(k); return true; }
    return false;
  },
  onPointer(kind, p, k) {
    if (kind !== 'down' || !p.inside) return;
    if (p.pointerType !== 'mouse') cursorShown = false;
    const i = tileAt(p.x, p.y);
    if (i >= 0) pick(k, i);
    else selected = -1;
  },
  render,
  state() {
    const centreOf = (/** @type {number} */ i) => { const r = faceRect(i); return [Math.round(r.x + r.w / 2), Math.round(r.y + r.h / 2)]; };
    const pairs = availablePairs(present, faces, links).slice(0, 4).map(([a, b]) => ({ a, b, aXY: centreOf(a), bXY: centreOf(b) }));
    const free = new Set(freeTiles(present, links));
    // A covered or hemmed-in tile whose centre is not also over another (free) tile's face.
    let blocked = null;
    for (let i = 0; i < present.length && !blocked; i++) {
      if (!present[i] || free.has(i)) continue;
      const [x, y] = centreOf(i);
      if (tileAt(x ?? 0, y ?? 0) === i) blocked = { i, xy: centreOf(i) };
    }
    return {
      layout: /** @type {{key: string}} */ (LAYOUTS[layoutIdx]).key,
      tiles: tilesLeft(),
      total: slots.length,
      free: free.size,
      selected: selected >= 0 ? selected : null,
      cursor: cursorShown && cursor >= 0 ? cursor : null,
      pairs,
      blocked,
      moves,
      history: history.length,
      shuffles: shufflesLeft,
      hint: hint ? [hint.a, hint.b] : null,
      combo,
      time: Math.floor(levelTime),
      pending: pending?.kind ?? null,
    };
  },
  demo(k) {
    for (let n = 0; n < 7; n++) {
      const pair = solve(present, faces, links, 4000)?.[0] ?? availablePairs(present, faces, links)[0];
      if (pair) removePair(k, pair[0], pair[1]);
    }
    vanishing = [];
    flashText = '';
    const pairs = availablePairs(present, faces, links);
    if (pairs[0]) selected = pairs[0][0];
    if (pairs[1]) hint = { a: pairs[1][0], b: pairs[1][1], t: 0 };
    levelTime = 74;
    k.setStat('time', clock(levelTime));
  },
});

kit.setStat('time', '0:00');
export default kit;
