// @ts-check
import { createGame, roundRect, easeOutCubic } from '../kit/kit.js';
import {
  LEVELS, makeCut, pieceOutline, cellSize, tabMargin, snaps, trayPieces, pageCount, clampPage, isEdgePiece,
  placePoints, finishBonus, outlinePolygon, inPolygon, shuffle,
} from './logic.js';
import { PAINTERS } from './art.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Cut} Cut */
/** @typedef {import('./logic.js').Bez} Bez */
/** @typedef {{id: number, r: number, c: number, where: 'tray'|'table'|'board', x: number, y: number}} Piece */

const W = 540;
const H = 900;
const BX = 20;
const BY = 16;
const BW = 500;
const BH = 375;
const BAR_Y = 652;
const TRAY_Y = 704;
const SLOT_X = 46;
const SLOT_W = 89.6;
const SLOT_H = 94;
const PER_ROW = 5;
const PER_PAGE = 10;
const ARROW_W = 38;
const THUMB = { x: 14, y: BAR_Y + 3, w: 56, h: 42 };
const EDGE_BTN = { x: 84, y: BAR_Y + 4, w: 190, h: 40 };
const TOUCH_LIFT = 0.35;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", "Noto Naskh Arabic", sans-serif';

const strings = {
  'zh-CN': { title: '拼图乐园', edges: '只看边块', allPieces: '全部拼块', done: '拼好了！奖励 +{b}', allDone: '{n} 幅拼图全部完成！', noFit: '这块不属于这里', pieces: '{n} 块' },
  en: { title: 'Jigsaw', edges: 'Edges only', allPieces: 'All pieces', done: 'Puzzle done! Bonus +{b}', allDone: 'All {n} puzzles complete!', noFit: 'That piece does not go here', pieces: '{n} pieces' },
  ja: { title: 'ジグソーパズル', edges: 'ふちだけ', allPieces: 'すべて', done: '完成！ボーナス +{b}', allDone: '{n} 枚のパズルをすべて完成！', noFit: 'そのピースはここではない', pieces: '{n} ピース' },
  es: { title: 'Puzle', edges: 'Solo bordes', allPieces: 'Todas', done: '¡Puzle completo! Bono +{b}', allDone: '¡Completaste los {n} puzles!', noFit: 'Esa pieza no va aquí', pieces: '{n} piezas' },
  de: { title: 'Puzzle', edges: 'Nur Ränder', allPieces: 'Alle Teile', done: 'Puzzle fertig! Bonus +{b}', allDone: 'Alle {n} Puzzles gelegt!', noFit: 'Dieses Teil gehört nicht hierher', pieces: '{n} Teile' },
  fr: { title: 'Puzzle', edges: 'Bords seuls', allPieces: 'Toutes', done: 'Puzzle terminé ! Bonus +{b}', allDone: 'Les {n} puzzles sont terminés !', noFit: 'Cette pièce ne va pas ici', pieces: '{n} pièces' },
  'pt-BR': { title: 'Quebra-cabeça', edges: 'Só bordas', allPieces: 'Todas', done: 'Quebra-cabeça pronto! Bônus +{b}', allDone: 'Todos os {n} quebra-cabeças montados!', noFit: 'Essa peça não vai aqui', pieces: '{n} peças' },
  ar: { title: 'أحجية الصور', edges: 'الحواف فقط', allPieces: 'كل القطع', done: 'اكتملت الأحجية! مكافأة +{b}', allDone: 'أكملت الأحجيات الـ{n} كلها!', noFit: 'هذه القطعة لا مكان لها هنا', pieces: '{n} قطعة' },
};

/** @type {Cut} */
let cut = makeCut(4, 3, BW, BH, Math.random);
/** Pieces by id; `order` is the draw order of table pieces and the tray order. @type {Piece[]} */
let pieces = [];
/** Tray order of piece ids (front first). @type {number[]} */
let trayOrder = [];
/** Table pieces, bottom to top. @type {number[]} */
let tableOrder = [];
/** Outlines as polygons in board coordinates, for hit tests. @type {{x: number, y: number}[][]} */
let polys = [];
let page = 0;
let edgesOnly = false;
let ghost = false;
let levelIdx = 0;
let levelTime = 0;
/** 'play' | 'done' */
let phase = 'play';
let phaseT = 0;
let banner = '';
/** @type {{id: number, dx: number, dy: number, from: 'tray'|'table', px: number, py: number} | null} */
let drag = null;
/** Keyboard: selected tray slot and a held piece with its target cell. */
let sel = 0;
let keyboard = false;
/** @type {{id: number, r: number, c: number} | null} */
let held = null;
/** @type {{x: number, y: number, t: number}[]} */
let flashes = [];
/** A swipe pages the tray only when it began on the tray's empty space, never after a drag. */
let swipeOk = false;
/** @type {HTMLCanvasElement | null} */
let art = null;
/** @type {HTMLCanvasElement[]} */
let sprites = [];
let spriteScale = 0;
let artSeed = 1;
/** All piece outlines as one path (the faint cut lines on the empty board). @type {Path2D | null} */
let cutPath = null;

const cell = () => cellSize(cut);

/** @param {CanvasRenderingContext2D | Path2D} g @param {Bez[]} outline */
function tracePath(g, outline) {
  const first = outline[0];
  if (!first) return;
  g.moveTo(first.p0.x, first.p0.y);
  for (const b of outline) g.bezierCurveTo(b.c1.x, b.c1.y, b.c2.x, b.c2.y, b.p3.x, b.p3.y);
  g.closePath();
}

/** Art and piece images at the current pixel scale. @param {Kit} kit */
function ensureSprites(kit) {
  const scale = Math.max(1, Math.min(3, kit.pixelScale));
  if (art && sprites.length && Math.abs(scale - spriteScale) < 0.01) return;
  spriteScale = scale;
  art = document.createElement('canvas');
  art.width = Math.ceil(BW * scale);
  art.height = Math.ceil(BH * scale);
  const ag = /** @type {CanvasRenderingContext2D} */ (art.getContext('2d'));
  ag.scale(scale, scale);
  // The same seed redraws the same picture when the scale changes.
  let s = artSeed;
  const rand = () => { s = (s * 1664525 + 1013904223) >>> 0; return s / 4294967296; };
  (PAINTERS[levelIdx % PAINTERS.length] ?? PAINTERS[0])?.(ag, BW, BH, rand);
  const { pw, ph } = cell();
  const m = tabMargin(cut);
  sprites = pieces.map((p) => {
    const cv = document.createElement('canvas');
    cv.width = Math.ceil((pw + 2 * m) * scale);
    cv.height = Math.ceil((ph + 2 * m) * scale);
    const g = /** @type {CanvasRenderingContext2D} */ (cv.getContext('2d'));
    g.scale(scale, scale);
    g.translate(m - p.c * pw, m - p.r * ph);
    const path = new Path2D();
    tracePath(path, pieceOutline(cut, p.r, p.c));
    g.save();
    g.clip(path);
    g.drawImage(/** @type {HTMLCanvasElement} */ (art), 0, 0, BW, BH);
    // Bevel: a dark rim inside the cut and a light one offset towards the light.
    g.strokeStyle = 'rgba(0,0,0,0.45)';
    g.lineWidth = 2.4;
    g.stroke(path);
    g.translate(1, 1);
    g.strokeStyle = 'rgba(255,255,255,0.28)';
    g.lineWidth = 1.6;
    g.stroke(path);
    g.restore();
    return cv;
  });
}

/** @param {Kit} kit */
function startLevel(kit) {
  const L = LEVELS[levelIdx] ?? LEVELS[0] ?? { cols: 4, rows: 3 };
  cut = makeCut(L.cols, L.rows, BW, BH, kit.random);
  artSeed = Math.floor(kit.random() * 2 ** 31) + 1;
  pieces = [];
  for (let r = 0; r < L.rows; r++) for (let c = 0; c < L.cols; c++) pieces.push({ id: pieces.length, r, c, where: 'tray', x: 0, y: 0 });
  trayOrder = shuffle(pieces.map((p) => p.id), kit.random);
  tableOrder = [];
  polys = pieces.map((p) => outlinePolygon(pieceOutline(cut, p.r, p.c), 6));
  cutPath = new Path2D();
  for (const p of pieces) tracePath(cutPath, pieceOutline(cut, p.r, p.c));
  sprites = [];
  art = null;
  page = 0;
  sel = 0;
  held = null;
  drag = null;
  edgesOnly = false;
  levelTime = 0;
  phase = 'play';
  phaseT = 0;
  flashes = [];
  kit.setLevel(levelIdx + 1);
  kit.setStat('time', '0:00');
}

/** Pieces visible in the tray right now (filter applied), in order. */
function visibleTray() {
  return trayPieces(trayOrder.map((id) => /** @type {Piece} */ (pieces[id])), cut, edgesOnly);
}

/** @param {number} slot index on the page @returns {{x: number, y: number, w: number, h: number}} */
function slotRect(slot) {
  const col = slot % PER_ROW;
  const row = Math.floor(slot / PER_ROW);
  return { x: SLOT_X + col * SLOT_W, y: TRAY_Y + 2 + row * SLOT_H, w: SLOT_W, h: SLOT_H };
}

const placedCount = () => pieces.filter((p) => p.where === 'board').length;

/** Scale of a piece drawn in a tray slot. */
function trayScale() {
  const { pw, ph } = cell();
  const m = tabMargin(cut);
  return Math.min(1, (SLOT_W - 6) / (pw + 2 * m), (SLOT_H - 6) / (ph + 2 * m));
}

/** Id of the table piece under a point (topmost first), or -1. @param {number} x @param {number} y */
function tablePieceAt(x, y) {
  const { pw, ph } = cell();
  for (let i = tableOrder.length - 1; i >= 0; i--) {
    const p = pieces[tableOrder[i] ?? -1];
    if (!p) continue;
    const poly = polys[p.id];
    if (poly && inPolygon(poly, x - p.x + p.c * pw, y - p.y + p.r * ph)) return p.id;
  }
  return -1;
}

/** Id of the tray piece under a point, or -1. @param {number} x @param {number} y */
function trayPieceAt(x, y) {
  const list = visibleTray();
  for (let s = 0; s < PER_PAGE; s++) {
    const id = list[page * PER_PAGE + s];
    if (id === undefined) break;
    const r = slotRect(s);
    if (x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h) return id;
  }
  return -1;
}

/** @param {Kit} kit @param {Piece} p */
function place(kit, p) {
  p.where = 'board';
  p.x = BX + p.c * cell().pw;
  p.y = BY + p.r * cell().ph;
  trayOrder = trayOrder.filter((id) => id !== p.id);
  tableOrder = tableOrder.filter((id) => id !== p.id);
  page = clampPage(page, visibleTray().length, PER_PAGE);
  kit.addScore(placePoints(levelIdx + 1));
  flashes.push({ x: p.x + cell().pw / 2, y: p.y + cell().ph / 2, t: 0 });
  kit.sound.tone({ freq: 520 + (placedCount() % 8) * 40, to: 780 + (placedCount() % 8) * 50, dur: 0.1, type: 'triangle', vol: 0.14 });
  kit.sound.noise({ dur: 0.05, vol: 0.08, freq: 3000 });
  if (placedCount() === pieces.length) {
    const bonus = finishBonus(pieces.length, levelTime);
    kit.addScore(bonus);
    banner = kit.t('done', { b: kit.fmt(bonus) });
    phase = 'done';
    phaseT = 0;
    held = null;
    kit.sound.jingle([523, 659, 784, 1047, 1319]);
  }
}

/** Puts a piece back at the front of the current tray page. @param {Piece} p */
function toTray(p) {
  p.where = 'tray';
  tableOrder = tableOrder.filter((id) => id !== p.id);
  trayOrder = trayOrder.filter((id) => id !== p.id);
  const list = visibleTray();
  const anchor = list[page * PER_PAGE];
  const at = anchor === undefined ? trayOrder.length : trayOrder.indexOf(anchor);
  trayOrder.splice(at, 0, p.id);
}

/** @param {Kit} kit @param {number} x pointer @param {number} y pointer */
function drop(kit, x, y) {
  if (!drag) return;
  const p = pieces[drag.id];
  const d = drag;
  drag = null;
  if (!p) return;
  const { pw, ph } = cell();
  const cx = x + d.dx;
  const cy = y + d.dy;
  if (snaps(cut, p.r, p.c, cx - BX, cy - BY)) { place(kit, p); return; }
  if (y >= TRAY_Y - 6) {
    toTray(p);
    kit.sound.blip(500);
    return;
  }
  p.where = 'table';
  p.x = Math.max(-pw * 0.3, Math.min(W - pw * 0.7, cx));
  p.y = Math.max(0, Math.min(TRAY_Y - ph * 0.6, cy));
  trayOrder = trayOrder.filter((id) => id !== p.id);
  tableOrder = tableOrder.filter((id) => id !== p.id);
  tableOrder.push(p.id);
  page = clampPage(page, visibleTray().length, PER_PAGE);
  kit.sound.tone({ freq: 300, dur: 0.05, type: 'sine', vol: 0.08 });
}

/** @param {Kit} kit @param {number} delta */
function turnPage(kit, delta) {
  const n = pageCount(visibleTray().length, PER_PAGE);
  const next = Math.max(0, Math.min(n - 1, page + delta));
  if (next !== page) { page = next; sel = page * PER_PAGE; kit.sound.blip(620); }
}

/** @param {Kit} kit */
function toggleEdges(kit) {
  edgesOnly = !edgesOnly;
  page = 0;
  sel = 0;
  kit.sound.blip(edgesOnly ? 760 : 560);
}

/** @param {number} x @param {number} y @param {{x: number, y: number, w: number, h: number}} r */
const inRect = (x, y, r) => x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;

/** @param {CanvasRenderingContext2D} g @param {number} id @param {number} x cell left @param {number} y cell top @param {number} s scale */
function drawPiece(g, id, x, y, s) {
  const sp = sprites[id];
  if (!sp) return;
  const m = tabMargin(cut);
  const { pw, ph } = cell();
  g.drawImage(sp, x - m * s, y - m * s, (pw + 2 * m) * s, (ph + 2 * m) * s);
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawTray(g, k) {
  const grad = g.createLinearGradient(0, TRAY_Y, 0, H);
  grad.addColorStop(0, '#3a2a1f');
  grad.addColorStop(1, '#2a1d15');
  g.fillStyle = grad;
  roundRect(g, 4, TRAY_Y, W - 8, H - TRAY_Y - 4, 14);
  g.fill();
  const list = visibleTray();
  const pages = pageCount(list.length, PER_PAGE);
  const s = trayScale();
  const { pw, ph } = cell();
  for (let slot = 0; slot < PER_PAGE; slot++) {
    const id = list[page * PER_PAGE + slot];
    const r = slotRect(slot);
    g.fillStyle = 'rgba(255,255,255,0.04)';
    roundRect(g, r.x + 3, r.y + 3, r.w - 6, r.h - 6, 10);
    g.fill();
    if (id === undefined || (drag && drag.id === id) || (held && held.id === id)) continue;
    drawPiece(g, id, r.x + (r.w - pw * s) / 2, r.y + (r.h - ph * s) / 2, s);
    if (keyboard && page * PER_PAGE + slot === sel) {
      g.strokeStyle = '#ffe066';
      g.lineWidth = 3;
      roundRect(g, r.x + 2, r.y + 2, r.w - 4, r.h - 4, 10);
      g.stroke();
    }
  }
  for (const [dir, x] of /** @type {[number, number][]} */ ([[-1, 4], [1, W - 4 - ARROW_W]])) {
    const enabled = dir < 0 ? page > 0 : page < pages - 1;
    g.fillStyle = enabled ? 'rgba(255,210,140,0.9)' : 'rgba(255,255,255,0.12)';
    const cy = TRAY_Y + 96;
    g.beginPath();
    g.moveTo(x + ARROW_W / 2 + dir * 10, cy);
    g.lineTo(x + ARROW_W / 2 - dir * 8, cy - 16);
    g.lineTo(x + ARROW_W / 2 - dir * 8, cy + 16);
    g.closePath();
    g.fill();
  }
  if (pages > 1) {
    for (let i = 0; i < pages; i++) {
      g.fillStyle = i === page ? '#ffd28c' : 'rgba(255,255,255,0.25)';
      g.beginPath(); g.arc(W / 2 + (i - (pages - 1) / 2) * 14, H - 11, 3.5, 0, Math.PI * 2); g.fill();
    }
  }
  if (!list.length && phase === 'play') {
    g.fillStyle = 'rgba(255,255,255,0.4)';
    g.font = `600 18px ${FONT}`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText('—', W / 2, TRAY_Y + 96);
  }
  void k;
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawBar(g, k) {
  if (art) {
    g.drawImage(art, THUMB.x, THUMB.y, THUMB.w, THUMB.h);
    g.strokeStyle = ghost ? '#ffe066' : 'rgba(255,255,255,0.5)';
    g.lineWidth = ghost ? 3 : 1.5;
    g.strokeRect(THUMB.x, THUMB.y, THUMB.w, THUMB.h);
  }
  g.fillStyle = edgesOnly ? '#ffb347' : 'rgba(255,255,255,0.12)';
  roundRect(g, EDGE_BTN.x, EDGE_BTN.y, EDGE_BTN.w, EDGE_BTN.h, 20);
  g.fill();
  g.fillStyle = edgesOnly ? '#2a1400' : '#f0e6d8';
  g.font = `700 18px ${FONT}`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(k.t(edgesOnly ? 'allPieces' : 'edges'), EDGE_BTN.x + EDGE_BTN.w / 2, EDGE_BTN.y + EDGE_BTN.h / 2 + 1, EDGE_BTN.w - 16);
  g.direction = 'ltr';
  g.textAlign = 'right';
  g.font = `800 22px ${FONT}`;
  g.fillStyle = '#ffe9c7';
  g.fillText(`${placedCount()} / ${pieces.length}`, W - 16, BAR_Y + 25);
  g.direction = k.dir === 'rtl' ? 'rtl' : 'ltr';
}

/** @param {number} s */
function clockText(s) {
  const t = Math.floor(s);
  return `${Math.floor(t / 60)}:${String(t % 60).padStart(2, '0')}`;
}

const kit = createGame({
  id: 71,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'time', label: 'time' }],
  reset(k) {
    levelIdx = 0;
    ghost = false;
    keyboard = false;
    startLevel(k);
  },
  update(dt, k) {
    flashes = flashes.filter((f) => (f.t += dt) < 0.5);
    if (phase === 'done') {
      if ((phaseT += dt) > 2.4) {
        if (levelIdx >= LEVELS.length - 1) k.gameOver({ win: true, message: k.t('allDone', { n: LEVELS.length }) });
        else { levelIdx++; startLevel(k); }
      }
      return;
    }
    const before = Math.floor(levelTime);
    levelTime += dt;
    if (Math.floor(levelTime) !== before) k.setStat('time', clockText(levelTime));
  },
  onPointer(kind, p, k) {
    if (phase !== 'play') return;
    if (kind === 'down') {
      keyboard = false;
      swipeOk = false;
      if (held) { toTray(/** @type {Piece} */ (pieces[held.id])); held = null; }
      const tid = tablePieceAt(p.x, p.y);
      if (tid >= 0) {
        const pc = /** @type {Piece} */ (pieces[tid]);
        drag = { id: tid, dx: pc.x - p.x, dy: pc.y - p.y, from: 'table', px: p.x, py: p.y };
        tableOrder = tableOrder.filter((id) => id !== tid);
        tableOrder.push(tid);
        k.sound.blip(700);
        return;
      }
      const rid = trayPieceAt(p.x, p.y);
      if (rid >= 0) {
        const { pw, ph } = cell();
        // Lift the piece above a finger so it stays visible while dragged.
        const lift = p.pointerType === 'touch' ? ph * TOUCH_LIFT : 0;
        drag = { id: rid, dx: -pw / 2, dy: -ph / 2 - lift, from: 'tray', px: p.x, py: p.y };
        k.sound.blip(700);
        return;
      }
      swipeOk = p.y >= TRAY_Y;
      if (p.y >= TRAY_Y && p.x < SLOT_X) turnPage(k, -1);
      else if (p.y >= TRAY_Y && p.x > W - 4 - ARROW_W) turnPage(k, 1);
      else if (inRect(p.x, p.y, EDGE_BTN)) toggleEdges(k);
      else if (inRect(p.x, p.y, THUMB)) { ghost = !ghost; k.sound.blip(640); }
    } else if (kind === 'move' && drag) {
      drag.px = p.x;
      drag.py = p.y;
    } else if (kind === 'up' && drag) {
      drop(k, p.x, p.y);
    }
  },
  onSwipe(dir, k) {
    if (!swipeOk || drag) return;
    swipeOk = false;
    if (dir === 'left') turnPage(k, k.dir === 'rtl' ? -1 : 1);
    if (dir === 'right') turnPage(k, k.dir === 'rtl' ? 1 : -1);
  },
  onKey(code, k) {
    if (phase !== 'play') return false;
    if (code === 'KeyE') { toggleEdges(k); return true; }
    if (code === 'KeyG') { ghost = !ghost; return true; }
    const list = visibleTray();
    const moves = /** @type {Record<string, [number, number]>} */ ({ ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1], KeyW: [-1, 0], KeyS: [1, 0], KeyA: [0, -1], KeyD: [0, 1] });
    const m = moves[code];
    if (m) {
      if (held) {
        held.r = Math.max(0, Math.min(cut.rows - 1, held.r + m[0]));
        held.c = Math.max(0, Math.min(cut.cols - 1, held.c + m[1]));
      } else if (keyboard) {
        sel = Math.max(0, Math.min(list.length - 1, sel + m[1] + m[0] * PER_ROW));
        page = Math.floor(sel / PER_PAGE);
      }
      keyboard = true;
      return true;
    }
    if (code === 'Space' || code === 'Enter') {
      if (!keyboard) { keyboard = true; return true; }
      if (!held) {
        const id = list[sel];
        if (id === undefined) return true;
        held = { id, r: 0, c: 0 };
        k.sound.blip(700);
        return true;
      }
      const p = /** @type {Piece} */ (pieces[held.id]);
      if (p.r === held.r && p.c === held.c) {
        held = null;
        place(k, p);
        sel = Math.max(0, Math.min(sel, visibleTray().length - 1));
      } else {
        k.toast(k.t('noFit'));
        k.sound.tone({ freq: 200, to: 150, dur: 0.12, type: 'square', vol: 0.06 });
      }
      return true;
    }
    if (code === 'Backspace' || code === 'Delete') { held = null; return true; }
    return false;
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#1f3b3a');
    bg.addColorStop(1, '#142726');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    if (!pieces.length) return;
    ensureSprites(k);
    const { pw, ph } = cell();
    // Board: a recessed tray with the faint cut lines.
    g.fillStyle = 'rgba(0,0,0,0.35)';
    roundRect(g, BX - 8, BY - 8, BW + 16, BH + 16, 10);
    g.fill();
    g.fillStyle = '#2c4a48';
    g.fillRect(BX, BY, BW, BH);
    if (ghost && art) {
      g.globalAlpha = 0.3;
      g.drawImage(art, BX, BY, BW, BH);
      g.globalAlpha = 1;
    }
    if (cutPath && phase === 'play') {
      g.save();
      g.translate(BX, BY);
      g.strokeStyle = 'rgba(255,255,255,0.09)';
      g.lineWidth = 1;
      g.stroke(cutPath);
      g.restore();
    }
    if (phase === 'done' && art) {
      g.drawImage(art, BX, BY, BW, BH);
      g.globalAlpha = Math.max(0, 1 - phaseT / 0.6);
    }
    for (const p of pieces) if (p.where === 'board') drawPiece(g, p.id, BX + p.c * pw, BY + p.r * ph, 1);
    g.globalAlpha = 1;
    for (const f of flashes) {
      g.strokeStyle = `rgba(255,240,180,${1 - f.t / 0.5})`;
      g.lineWidth = 3;
      g.beginPath(); g.arc(f.x, f.y, 10 + f.t * 80, 0, Math.PI * 2); g.stroke();
    }
    for (const id of tableOrder) {
      if (drag && drag.id === id) continue;
      const p = pieces[id];
      if (p) drawPiece(g, id, p.x, p.y, 1);
    }
    drawBar(g, k);
    drawTray(g, k);
    if (held) {
      const x = BX + held.c * pw;
      const y = BY + held.r * ph;
      g.globalAlpha = 0.9;
      drawPiece(g, held.id, x, y, 1);
      g.globalAlpha = 1;
      g.strokeStyle = '#ffe066';
      g.lineWidth = 3;
      g.strokeRect(x, y, pw, ph);
    }
    if (drag) {
      g.save();
      g.shadowColor = 'rgba(0,0,0,0.5)';
      g.shadowBlur = 14;
      g.shadowOffsetY = 6;
      drawPiece(g, drag.id, drag.px + drag.dx, drag.py + drag.dy, 1.04);
      g.restore();
    }
    if (phase === 'done') {
      const a = easeOutCubic(Math.min(1, phaseT / 0.5));
      g.fillStyle = `rgba(10,16,20,${0.55 * a})`;
      roundRect(g, 30, BY + BH + 40, W - 60, 70, 16);
      g.fill();
      g.fillStyle = '#ffe27a';
      g.font = `800 28px ${FONT}`;
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText(banner, W / 2, BY + BH + 75, W - 80);
    }
  },
  state() {
    const { pw, ph } = cell();
    const list = visibleTray();
    return {
      cols: cut.cols,
      rows: cut.rows,
      total: pieces.length,
      placed: placedCount(),
      onTable: tableOrder.length,
      inTray: trayOrder.length,
      page,
      pages: pageCount(list.length, PER_PAGE),
      edgesOnly,
      trayEdgesOnly: list.every((id) => { const p = pieces[id]; return !!p && isEdgePiece(cut, p.r, p.c); }),
      // The pieces on the current tray page with their slot centres and home cell centres.
      tray: list.slice(page * PER_PAGE, page * PER_PAGE + PER_PAGE).map((id, s) => {
        const p = /** @type {Piece} */ (pieces[id]);
        const r = slotRect(s);
        return { id, r: p.r, c: p.c, x: r.x + r.w / 2, y: r.y + r.h / 2, homeX: BX + (p.c + 0.5) * pw, homeY: BY + (p.r + 0.5) * ph };
      }),
      table: tableOrder.map((id) => { const p = /** @type {Piece} */ (pieces[id]); return { id, x: p.x + pw / 2, y: p.y + ph / 2, homeX: BX + (p.c + 0.5) * pw, homeY: BY + (p.r + 0.5) * ph }; }),
      dragging: drag?.id ?? -1,
      held: held ? { ...held } : null,
      sel,
      ghost,
      phase,
      layout: { cell: { pw, ph }, touchLift: TOUCH_LIFT, arrowNext: { x: W - 4 - ARROW_W / 2, y: TRAY_Y + 96 }, edges: { x: EDGE_BTN.x + EDGE_BTN.w / 2, y: EDGE_BTN.y + EDGE_BTN.h / 2 } },
    };
  },
  demo(k) {
    levelIdx = 2;
    startLevel(k);
    // Place most of the border and a patch of the middle; leave some pieces on the table.
    for (const p of pieces.slice()) {
      const border = isEdgePiece(cut, p.r, p.c);
      if ((border && p.c < cut.cols - 1) || (p.r >= 2 && p.c <= 2)) place(k, p);
    }
    const loose = trayOrder.slice(0, 3);
    loose.forEach((id, i) => {
      const p = pieces[id];
      if (!p) return;
      p.where = 'table';
      p.x = 60 + i * 150;
      p.y = 430 + (i % 2) * 70;
      trayOrder = trayOrder.filter((t) => t !== id);
      tableOrder.push(id);
    });
    flashes = [];
  },
});

export default kit;
