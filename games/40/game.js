// @ts-check
import { createGame, keyDir, roundRect } from '../kit/kit.js';
import { TRAY, deal, pick, undo, isFree, freeTiles, insertAt, tripleScore, clearBonus, levelSpec } from './logic.js';
import { drawIcon } from '../kit/tile-icons.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Tile} Tile */
/** @typedef {import('./logic.js').Deal} Deal */

/** The page's text direction, for the canvas. @param {Kit} k @returns {CanvasDirection} */
const canvasDir = (k) => (k.dir === 'rtl' ? 'rtl' : 'ltr');

const W = 600;
const H = 960;
const HUX = 38; // half a tile, horizontally
const HUY = 42;
const TW = HUX * 2;
const TH = HUY * 2;
const BOARD_TOP = 104; // the board area, between the header and the tray
const BOARD_BOTTOM = 800;
const DX = 3; // each layer is drawn a little up and left, so stacks read as depth
const DY = 5;
const SLOT_W = 76;
const SLOT_GAP = 4;
const TRAY_X = (W - (TRAY * SLOT_W + (TRAY - 1) * SLOT_GAP)) / 2;
const TRAY_Y = 818;
const FLY_T = 0.16;
const UNDO_BTN = { x: W / 2 - 90, y: 916, w: 180, h: 38 };
const LIVES = 3;
const UNDOS = 3;

const strings = {
  'zh-CN': { title: '三消叠叠乐', lives: '生命', undo: '撤销', tiles: '剩余 {n} 张', full: '槽位满了！', cleared: '清空了！奖励 +{b}', retry: '再试一次，还剩 {n} 条命', lost: '第 {n} 关的槽位被填满了。' },
  en: { title: 'Triple Tiles', lives: 'Lives', undo: 'Undo', tiles: '{n} tiles left', full: 'Tray full!', cleared: 'Cleared! Bonus +{b}', retry: 'Try again: {n} lives left', lost: 'The tray filled up on level {n}.' },
  ja: { title: 'トリプル タイル', lives: 'ライフ', undo: '戻す', tiles: '残り {n} 枚', full: 'トレイがいっぱい！', cleared: 'クリア！ボーナス +{b}', retry: 'もう一度：残りライフ {n}', lost: 'レベル {n} でトレイが埋まりました。' },
  es: { title: 'Triple ficha', lives: 'Vidas', undo: 'Deshacer', tiles: 'Quedan {n} fichas', full: '¡Bandeja llena!', cleared: '¡Despejado! Bono +{b}', retry: 'Otra vez: te quedan {n} vidas', lost: 'La bandeja se llenó en el nivel {n}.' },
  de: { title: 'Dreierplättchen', lives: 'Leben', undo: 'Zurück', tiles: 'Noch {n} Plättchen', full: 'Ablage voll!', cleared: 'Abgeräumt! Bonus +{b}', retry: 'Neuer Versuch: noch {n} Leben', lost: 'Auf Stufe {n} ist die Ablage vollgelaufen.' },
  fr: { title: 'Tuiles triples', lives: 'Vies', undo: 'Annuler', tiles: 'Encore {n} tuiles', full: 'Plateau plein !', cleared: 'Dégagé ! Bonus +{b}', retry: 'Nouvel essai : {n} vies restantes', lost: 'Le plateau s’est rempli au niveau {n}.' },
  'pt-BR': { title: 'Peças Triplas', lives: 'Vidas', undo: 'Desfazer', tiles: 'Faltam {n} peças', full: 'Bandeja cheia!', cleared: 'Limpo! Bônus +{b}', retry: 'De novo: restam {n} vidas', lost: 'A bandeja encheu no nível {n}.' },
  ar: { title: 'البلاطات الثلاثية', lives: 'المحاولات', undo: 'تراجع', tiles: 'تبقّى {n} بلاطة', full: 'امتلأ الحامل!', cleared: 'أفرغت اللوحة! مكافأة +{b}', retry: 'حاول مجددًا: تبقّى {n} محاولات', lost: 'امتلأ الحامل في المستوى {n}.' },
};

/** @type {Deal} */
let d = { tiles: [], tray: [], trayIds: [] };
/** Every tile of the current deal, for undo. @type {Tile[]} */
let all = [];
/** @type {number[]} */
let history = [];
let lives = LIVES;
let undos = UNDOS;
let picks = 0;
/** 'play' | 'won' (banner, then next level) | 'lost' (tray full, then retry or game over) */
let phase = 'play';
let phaseT = 0;
let banner = '';
/** A pick on its way to the tray; it is applied when it lands (or at once if another tap comes). */
/** @type {{id: number, t: number} | null} */
let flying = null;
/** Drawn tray position of each tile id in the tray, eased towards its slot. @type {Map<number, {x: number, y: number}>} */
let trayPos = new Map();
/** @type {{x: number, y: number, kind: number, t: number}[]} */
let pops = [];
/** @type {{x: number, y: number, vx: number, vy: number, life: number, c: string}[]} */
let sparks = [];
/** @type {{id: number, t: number} | null} */
let shake = null;
/** Keyboard cursor: id of the selected free tile, or -1 when hidden. */
let cursor = -1;
/** @type {HTMLCanvasElement[]} */
let sprites = [];
/** @type {Tile[]} */
let ordered = [];

/** Origin of the current deal, chosen so its stack sits centred in the board area. */
let ox = 0;
let oy = 0;
const tileX = (/** @type {Tile} */ t) => ox + t.x * HUX - t.z * DX;
const tileY = (/** @type {Tile} */ t) => oy + t.y * HUY - t.z * DY;
const slotX = (/** @type {number} */ i) => TRAY_X + i * (SLOT_W + SLOT_GAP);

/** Tile faces pre-drawn once per kind at double resolution. */
function makeSprites() {
  sprites = Array.from({ length: 20 }, (_, kind) => {
    const cv = document.createElement('canvas');
    cv.width = (TW + 8) * 2;
    cv.height = (TH + 10) * 2;
    const g = /** @type {CanvasRenderingContext2D} */ (cv.getContext('2d'));
    g.scale(2, 2);
    // Side of the tile (depth), then the face.
    g.fillStyle = '#b9a27a';
    roundRect(g, 4, 6, TW - 2, TH - 2, 12);
    g.fill();
    const face = g.createLinearGradient(0, 0, 0, TH);
    face.addColorStop(0, '#fffaf0');
    face.addColorStop(1, '#efe1c4');
    g.fillStyle = face;
    roundRect(g, 1, 1, TW - 3, TH - 3, 11);
    g.fill();
    g.strokeStyle = 'rgba(120,90,50,0.35)';
    g.lineWidth = 1.5;
    g.stroke();
    drawIcon(g, kind, TW / 2 - 1, TH / 2 - 1, TW * 0.36);
    return cv;
  });
}

/** Tiles in drawing order: lower layers first, then top to bottom, left to right. */
function sortTiles() {
  ordered = d.tiles.slice().sort((a, b) => a.z - b.z || a.y - b.y || a.x - b.x);
}

/** @param {Kit} kit @param {number} level */
function startDeal(kit, level) {
  const res = deal(level, kit.random);
  all = res.tiles;
  d = { tiles: all.slice(), tray: [], trayIds: [] };
  ox = 0;
  oy = 0;
  const x0 = Math.min(...all.map(tileX));
  const x1 = Math.max(...all.map(tileX)) + TW;
  const y0 = Math.min(...all.map(tileY));
  const y1 = Math.max(...all.map(tileY)) + TH;
  ox = (W - (x1 - x0)) / 2 - x0;
  oy = BOARD_TOP + (BOARD_BOTTOM - BOARD_TOP - (y1 - y0)) / 2 - y0;
  history = [];
  undos = UNDOS;
  phase = 'play';
  phaseT = 0;
  flying = null;
  trayPos = new Map();
  cursor = -1;
  sortTiles();
  kit.setLevel(level);
  kit.setStat('lives', '♥'.repeat(lives));
}

/** The topmost tile drawn at a point, free or not. @param {number} x @param {number} y */
function tileAt(x, y) {
  for (let i = ordered.length - 1; i >= 0; i--) {
    const t = /** @type {Tile} */ (ordered[i]);
    if (x >= tileX(t) && x < tileX(t) + TW && y >= tileY(t) && y < tileY(t) + TH) return t;
  }
  return null;
}

/** @param {Kit} kit @param {Tile} t */
function tryPick(kit, t) {
  if (phase !== 'play') return;
  if (flying) land(kit);
  if (phase !== 'play' || !d.tiles.includes(t)) return;
  if (!isFree(d.tiles, t)) {
    shake = { id: t.id, t: 0 };
    kit.sound.tone({ freq: 140, dur: 0.08, type: 'square', vol: 0.07 });
    return;
  }
  flying = { id: t.id, t: 0 };
  trayPos.set(t.id, { x: tileX(t), y: tileY(t) });
  kit.sound.tone({ freq: 620, to: 760, dur: 0.06, type: 'triangle', vol: 0.12 });
}

/** Applies the pick in flight. @param {Kit} kit */
function land(kit) {
  if (!flying) return;
  const id = flying.id;
  flying = null;
  const res = pick(d, id);
  if (!res) return;
  d = res.deal;
  picks++;
  history.push(id);
  sortTiles();
  if (cursor === id) cursor = -1;
  if (res.cleared !== null) {
    history = history.filter((h) => !res.clearedIds.includes(h));
    for (const cid of res.clearedIds) {
      const p = trayPos.get(cid) ?? { x: slotX(res.slot), y: TRAY_Y };
      pops.push({ x: p.x, y: p.y, kind: res.cleared, t: 0 });
      trayPos.delete(cid);
      if (!kit.reducedMotion) {
        for (let i = 0; i < 8; i++) {
          const a = Math.random() * Math.PI * 2;
          const v = 80 + Math.random() * 160;
          sparks.push({ x: p.x + SLOT_W / 2, y: p.y + TH / 2, vx: Math.cos(a) * v, vy: Math.sin(a) * v - 80, life: 0.6, c: i % 2 ? '#ffe066' : '#ffffff' });
        }
      }
    }
    kit.addScore(tripleScore(kit.level));
    kit.sound.tone({ freq: 660, to: 990, dur: 0.14, type: 'triangle', vol: 0.16 });
    kit.sound.tone({ freq: 990, to: 1320, dur: 0.12, type: 'sine', vol: 0.1, delay: 0.06 });
  }
  if (res.won) {
    const bonus = clearBonus(kit.level, undos);
    kit.addScore(bonus);
    banner = kit.t('cleared', { b: kit.fmt(bonus) });
    phase = 'won';
    phaseT = 0;
    kit.sound.jingle([523, 659, 784, 1047, 1319]);
  } else if (res.lost) {
    phase = 'lost';
    phaseT = 0;
    kit.sound.tone({ freq: 300, to: 120, dur: 0.4, type: 'sawtooth', vol: 0.14 });
  }
}

/** @param {Kit} kit */
function doUndo(kit) {
  if (phase !== 'play' || undos <= 0) return;
  if (flying) land(kit);
  if (phase !== 'play') return;
  const back = undo(d, history, all);
  if (!back) return;
  const id = /** @type {number} */ (history.pop());
  d = back;
  trayPos.delete(id);
  undos--;
  sortTiles();
  kit.sound.tone({ freq: 700, to: 420, dur: 0.1, type: 'triangle', vol: 0.12 });
}

/** Moves the keyboard cursor to the nearest free tile in a direction. @param {string} dir */
function moveCursor(dir) {
  const free = freeTiles(d.tiles);
  if (!free.length) return;
  const cur = free.find((t) => t.id === cursor);
  if (!cur) { cursor = /** @type {Tile} */ (free[0]).id; return; }
  const [ux, uy] = dir === 'left' ? [-1, 0] : dir === 'right' ? [1, 0] : dir === 'up' ? [0, -1] : [0, 1];
  let best = null;
  let bd = Infinity;
  for (const t of free) {
    if (t === cur) continue;
    const dx = tileX(t) - tileX(cur);
    const dy = tileY(t) - tileY(cur);
    const along = dx * ux + dy * uy;
    if (along <= 4) continue;
    // Straight ahead beats off to the side.
    const score = along + Math.abs(dx * uy - dy * ux) * 2.5;
    if (score < bd) { bd = score; best = t; }
  }
  if (best) cursor = best.id;
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawBoard(g, k) {
  const free = new Set(freeTiles(d.tiles).map((t) => t.id));
  for (const t of ordered) {
    if (flying && t.id === flying.id) continue;
    let x = tileX(t);
    const y = tileY(t);
    if (shake && shake.id === t.id) x += Math.sin(shake.t * 60) * 5 * (1 - shake.t / 0.3);
    g.fillStyle = 'rgba(0,0,0,0.25)';
    roundRect(g, x + 5, y + 8, TW, TH, 12);
    g.fill();
    const sp = sprites[t.kind];
    if (sp) g.drawImage(sp, x, y, TW + 8, TH + 10);
    if (!free.has(t.id)) {
      g.fillStyle = 'rgba(20,16,40,0.5)';
      roundRect(g, x + 1, y + 1, TW - 3, TH - 3, 11);
      g.fill();
    }
    if (t.id === cursor && k.screen === 'playing') {
      g.strokeStyle = '#ffe066';
      g.lineWidth = 4;
      roundRect(g, x - 1, y - 1, TW + 1, TH + 1, 12);
      g.stroke();
    }
  }
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawTray(g, k) {
  g.fillStyle = 'rgba(0,0,0,0.35)';
  roundRect(g, TRAY_X - 10, TRAY_Y - 10, W - TRAY_X * 2 + 20, TH + 22, 18);
  g.fill();
  for (let i = 0; i < TRAY; i++) {
    g.fillStyle = 'rgba(255,255,255,0.06)';
    roundRect(g, slotX(i), TRAY_Y, SLOT_W, TH, 10);
    g.fill();
  }
  // The tray as it will be once the tile in flight lands.
  const ids = d.trayIds.slice();
  if (flying) {
    const t = all.find((o) => o.id === flying?.id);
    if (t) ids.splice(insertAt(d.tray, t.kind), 0, t.id);
  }
  ids.forEach((id, i) => {
    const t = all.find((o) => o.id === id);
    const p = trayPos.get(id);
    if (!t || !p) return;
    const sp = sprites[t.kind];
    if (sp) g.drawImage(sp, p.x, p.y, SLOT_W + 8, TH + 10);
  });
  for (const p of pops) {
    const s = 1 + p.t * 1.6;
    g.globalAlpha = Math.max(0, 1 - p.t / 0.3);
    const sp = sprites[p.kind];
    if (sp) g.drawImage(sp, p.x + SLOT_W / 2 - ((SLOT_W + 8) * s) / 2, p.y + TH / 2 - ((TH + 10) * s) / 2, (SLOT_W + 8) * s, (TH + 10) * s);
  }
  g.globalAlpha = 1;
  // Undo button.
  const b = UNDO_BTN;
  const on = undos > 0 && history.some((h) => d.trayIds.includes(h)) && phase === 'play';
  g.fillStyle = on ? 'rgba(79,216,255,0.2)' : 'rgba(255,255,255,0.06)';
  roundRect(g, b.x, b.y, b.w, b.h, 19);
  g.fill();
  g.strokeStyle = on ? 'rgba(79,216,255,0.6)' : 'rgba(255,255,255,0.12)';
  g.lineWidth = 2;
  g.stroke();
  g.fillStyle = on ? '#eef1ff' : '#7a81a8';
  g.font = '700 18px system-ui, sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.direction = canvasDir(k);
  g.fillText(`↶ ${k.t('undo')} ×${k.fmt(undos)}`, b.x + b.w / 2, b.y + b.h / 2 + 1);
  g.direction = 'ltr';
}

const kit = createGame({
  id: 40,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'lives', label: 'lives' }],
  reset(k) {
    if (!sprites.length) makeSprites();
    lives = LIVES;
    picks = 0;
    pops = [];
    sparks = [];
    startDeal(k, 1);
  },
  update(dt, k) {
    phaseT += dt;
    if (flying && (flying.t += dt) >= FLY_T) land(k);
    if (shake && (shake.t += dt) > 0.3) shake = null;
    const ease = Math.min(1, dt * 16);
    const order = d.trayIds.slice();
    if (flying) {
      const t = all.find((o) => o.id === flying?.id);
      if (t) order.splice(insertAt(d.tray, t.kind), 0, t.id);
    }
    order.forEach((id, i) => {
      const p = trayPos.get(id);
      if (!p) { trayPos.set(id, { x: slotX(i), y: TRAY_Y }); return; }
      p.x += (slotX(i) - p.x) * ease;
      p.y += (TRAY_Y - p.y) * ease;
    });
    pops = pops.filter((p) => (p.t += dt) < 0.3);
    sparks = sparks.filter((s) => { s.x += s.vx * dt; s.y += s.vy * dt; s.vy += 500 * dt; return (s.life -= dt) > 0; });
    if (phase === 'won' && phaseT > 1.6) {
      startDeal(k, k.level + 1);
      k.toast(`${k.t('level')} ${k.fmt(k.level)}`);
    } else if (phase === 'lost' && phaseT > 1.2) {
      lives--;
      k.setStat('lives', lives > 0 ? '♥'.repeat(lives) : '0');
      if (lives <= 0) {
        phase = 'over';
        k.gameOver({ message: k.t('lost', { n: k.fmt(k.level) }) });
      } else {
        startDeal(k, k.level);
        k.toast(k.t('retry', { n: k.fmt(lives) }));
      }
    }
  },
  onTap(p, k) {
    const b = UNDO_BTN;
    if (p.x >= b.x && p.x <= b.x + b.w && p.y >= b.y - 6 && p.y <= b.y + b.h + 6) { doUndo(k); return; }
    const t = tileAt(p.x, p.y);
    if (t) {
      cursor = -1;
      tryPick(k, t);
    }
  },
  onKey(code, k) {
    const dir = keyDir(code);
    if (dir) {
      moveCursor(dir);
      return true;
    }
    if (code === 'Space' || code === 'Enter') {
      const t = d.tiles.find((o) => o.id === cursor);
      if (t) {
        tryPick(k, t);
        // Keep the cursor near where the player is working.
        cursor = -1;
        const near = freeTiles(d.tiles).filter((o) => o.id !== t.id).sort((a, b) => Math.hypot(tileX(a) - tileX(t), tileY(a) - tileY(t)) - Math.hypot(tileX(b) - tileX(t), tileY(b) - tileY(t)))[0];
        if (near) cursor = near.id;
      } else moveCursor('right');
      return true;
    }
    if (code === 'KeyU' || code === 'KeyZ' || code === 'Backspace') { doUndo(k); return true; }
    return false;
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#1c3b4a');
    bg.addColorStop(1, '#1a1840');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    g.direction = canvasDir(k);
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillStyle = '#dfe6ff';
    g.font = '800 24px system-ui, sans-serif';
    g.fillText(`${k.t('level')} ${k.fmt(k.level)}`, W / 2, 30);
    g.fillStyle = '#a3c4cf';
    g.font = '600 17px system-ui, sans-serif';
    g.fillText(k.t('tiles', { n: k.fmt(d.tiles.length) }), W / 2, 60);
    g.direction = 'ltr';
    drawBoard(g, k);
    drawTray(g, k);
    for (const s of sparks) {
      g.globalAlpha = Math.max(0, s.life / 0.6);
      g.fillStyle = s.c;
      g.fillRect(s.x - 3, s.y - 3, 6, 6);
    }
    g.globalAlpha = 1;
    if (phase === 'won' || phase === 'lost') {
      g.direction = canvasDir(k);
      g.fillStyle = 'rgba(10,10,30,0.72)';
      g.fillRect(0, 380, W, 110);
      g.fillStyle = phase === 'won' ? '#7dff9b' : '#ff8a8a';
      g.font = '800 34px system-ui, sans-serif';
      g.fillText(phase === 'won' ? banner : k.t('full'), W / 2, 435, W - 40);
      g.direction = 'ltr';
    }
  },
  state(k) {
    const free = freeTiles(d.tiles);
    return {
      phase,
      lives,
      undos,
      picks,
      tiles: d.tiles.length,
      tray: d.tray.slice(),
      flying: flying !== null,
      cursor,
      kinds: levelSpec(k.level).kinds,
      layers: new Set(d.tiles.map((t) => t.z)).size,
      // Centres of the free tiles in logical canvas units, so tests can click real tiles.
      free: free.map((t) => ({ id: t.id, kind: t.kind, x: tileX(t) + TW / 2, y: tileY(t) + TH / 2 })),
    };
  },
  demo(k) {
    // A three-layer deal with a half-full tray: two pairs waiting for their third tile.
    startDeal(k, 4);
    let guard = 0;
    while (d.tray.length < 5 && guard++ < 60) {
      const free = freeTiles(d.tiles);
      const count = (/** @type {number} */ kind) => d.tray.filter((x) => x === kind).length;
      const t = free.find((o) => count(o.kind) === 1) ?? free.find((o) => count(o.kind) === 0);
      if (!t) break;
      const res = pick(d, t.id);
      if (!res) break;
      d = res.deal;
      history.push(t.id);
    }
    sortTiles();
    trayPos = new Map(d.trayIds.map((id, i) => [id, { x: slotX(i), y: TRAY_Y }]));
    k.setScore(1240);
    const f = freeTiles(d.tiles)[3];
    cursor = f ? f.id : -1;
  },
});

kit.setStat('lives', '♥'.repeat(LIVES));

export default kit;
