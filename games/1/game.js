// @ts-check
import { createGame, keyDir, roundRect, easeOutCubic } from '../kit/kit.js';
import { move, spawn, canMove, maxTile, newBoard, WIN_TILE, SIZE } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Dir} Dir */

const W = 640;
const PAD = 18;
const GAP = 14;
const CELL = (W - PAD * 2 - GAP * (SIZE - 1)) / SIZE;
const SLIDE = 0.11;
const POP = 0.16;

const strings = {
  'zh-CN': { title: '2048 数字合并', maxTile: '最大方块', stuck: '没有可以移动的方块了。', reached: '你拼出了 {n}！还能走得更远吗？' },
  en: { title: '2048 Tile Merge', maxTile: 'Top tile', stuck: 'No moves left.', reached: 'You made {n}! How far can you go?' },
  ja: { title: '2048 タイル合体', maxTile: '最大タイル', stuck: 'もう動かせるタイルがありません。', reached: '{n} を作りました！どこまで行けるかな？' },
  es: { title: '2048: fusiona fichas', maxTile: 'Ficha máx.', stuck: 'No quedan movimientos.', reached: '¡Has conseguido {n}! ¿Hasta dónde llegarás?' },
  de: { title: '2048 Kachel-Fusion', maxTile: 'Top-Kachel', stuck: 'Keine Züge mehr möglich.', reached: 'Du hast {n} erreicht! Wie weit schaffst du es?' },
  fr: { title: '2048 Fusion de tuiles', maxTile: 'Tuile max', stuck: 'Plus aucun mouvement possible.', reached: 'Vous avez fait {n} ! Jusqu’où irez-vous ?' },
  'pt-BR': { title: '2048 Junta Peças', maxTile: 'Maior peça', stuck: 'Não há mais jogadas.', reached: 'Você fez {n}! Até onde consegue ir?' },
  ar: { title: '2048 دمج المربعات', maxTile: 'أكبر مربع', stuck: 'لا توجد حركات متبقية.', reached: 'وصلت إلى {n}! إلى أي مدى يمكنك الوصول؟' },
};

let board = newBoard(Math.random);
/** @type {{moves: import('./logic.js').TileMove[], merged: {r: number, c: number}[], spawned: {r: number, c: number} | null, t: number}} */
let anim = { moves: [], merged: [], spawned: null, t: 99 };
/** @type {{x: number, y: number, text: string, t: number}[]} */
let popups = [];
let moveCount = 0;
let overIn = -1;

/** @param {number} i */
const pos = (i) => PAD + i * (CELL + GAP);

const HUES = [195, 172, 140, 95, 52, 32, 12, 345, 318, 290, 262, 232];

/** Tile colours: a cool-to-hot neon ramp. @param {number} v */
function tileStyle(v) {
  const k = Math.log2(v);
  const hue = HUES[Math.min(k, HUES.length) - 1] ?? 230;
  const light = k >= 11 ? 60 : 52 + (k % 3) * 3;
  return { bg: `hsl(${hue} 78% ${light}%)`, bg2: `hsl(${(hue + 25) % 360} 85% ${light - 12}%)`, fg: k <= 2 ? '#0d1124' : '#ffffff' };
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} v @param {number} scale */
function drawTile(g, x, y, v, scale) {
  const s = CELL * scale;
  const ox = x + (CELL - s) / 2;
  const oy = y + (CELL - s) / 2;
  const st = tileStyle(v);
  const grad = g.createLinearGradient(ox, oy, ox + s, oy + s);
  grad.addColorStop(0, st.bg);
  grad.addColorStop(1, st.bg2);
  g.fillStyle = grad;
  roundRect(g, ox, oy, s, s, 16 * scale);
  g.fill();
  if (v >= 128) {
    g.save();
    g.shadowColor = st.bg;
    g.shadowBlur = 24;
    g.strokeStyle = 'rgba(255,255,255,0.5)';
    g.lineWidth = 3;
    g.stroke();
    g.restore();
  }
  const digits = String(v).length;
  g.fillStyle = st.fg;
  g.font = `800 ${Math.round((digits <= 2 ? 64 : digits === 3 ? 52 : digits === 4 ? 42 : 34) * scale)}px system-ui, sans-serif`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(String(v), ox + s / 2, oy + s / 2 + 3 * scale);
}

/** @param {Kit} kit @param {Dir} dir */
function doMove(kit, dir) {
  if (overIn >= 0) return;
  const res = move(board, dir);
  if (!res.moved) {
    kit.sound.tone({ freq: 150, dur: 0.05, type: 'sine', vol: 0.08 });
    return;
  }
  board = res.board;
  moveCount++;
  const spawned = spawn(board, kit.random);
  anim = { moves: res.moves, merged: res.merged, spawned, t: kit.reducedMotion ? 99 : 0 };
  if (res.score) {
    kit.addScore(res.score);
    const top = Math.max(...res.merged.map((m) => m.value));
    kit.sound.tone({ freq: 220 + Math.log2(top) * 60, to: 330 + Math.log2(top) * 80, dur: 0.12, type: 'triangle', vol: 0.18 });
    for (const m of res.merged) popups.push({ x: pos(m.c) + CELL / 2, y: pos(m.r), text: `+${m.value}`, t: 0 });
  } else kit.sound.blip(520);
  const top = maxTile(board);
  kit.setStat('tile', top);
  if (!kit.won && top >= WIN_TILE) kit.win({ keepGoing: true, message: kit.t('reached', { n: top }) });
  else if (!canMove(board)) overIn = 0.6;
}

const kit = createGame({
  id: 1,
  width: W,
  height: W,
  strings,
  stats: [{ key: 'tile', label: 'maxTile' }],
  reset(k) {
    board = newBoard(k.random);
    anim = { moves: [], merged: [], spawned: null, t: 99 };
    popups = [];
    moveCount = 0;
    overIn = -1;
    k.setStat('tile', maxTile(board));
  },
  update(dt, k) {
    anim.t += dt;
    popups = popups.filter((p) => (p.t += dt) < 0.8);
    if (overIn >= 0 && (overIn -= dt) < 0) {
      overIn = -1;
      k.gameOver({ message: k.t('stuck') });
    }
  },
  onKey(code, k) {
    const d = keyDir(code);
    if (!d) return false;
    doMove(k, d);
    return true;
  },
  onSwipe(dir, k) {
    doMove(k, dir);
  },
  render(g, k) {
    g.clearRect(0, 0, W, W);
    const bg = g.createLinearGradient(0, 0, W, W);
    bg.addColorStop(0, '#1a1f42');
    bg.addColorStop(1, '#2a1740');
    g.fillStyle = bg;
    roundRect(g, 0, 0, W, W, 22);
    g.fill();
    for (let r = 0; r < SIZE; r++) {
      for (let c = 0; c < SIZE; c++) {
        g.fillStyle = 'rgba(255,255,255,0.06)';
        roundRect(g, pos(c), pos(r), CELL, CELL, 16);
        g.fill();
      }
    }
    if (anim.t < SLIDE) {
      const p = easeOutCubic(anim.t / SLIDE);
      for (const m of anim.moves) {
        drawTile(g, pos(m.fromC + (m.toC - m.fromC) * p), pos(m.fromR + (m.toR - m.fromR) * p), m.value, 1);
      }
    } else {
      const pt = (anim.t - SLIDE) / POP;
      for (let r = 0; r < SIZE; r++) {
        for (let c = 0; c < SIZE; c++) {
          const v = board[r]?.[c] ?? 0;
          if (!v) continue;
          let scale = 1;
          if (pt < 1) {
            if (anim.merged.some((m) => m.r === r && m.c === c)) scale = 1 + 0.14 * Math.sin(Math.PI * pt);
            else if (anim.spawned && anim.spawned.r === r && anim.spawned.c === c) scale = easeOutCubic(pt);
          }
          if (scale > 0.01) drawTile(g, pos(c), pos(r), v, scale);
        }
      }
    }
    g.textAlign = 'center';
    g.font = '800 34px system-ui, sans-serif';
    for (const p of popups) {
      g.globalAlpha = Math.max(0, 1 - p.t / 0.8);
      g.fillStyle = '#ffe066';
      g.fillText(p.text, p.x, p.y - p.t * 60);
    }
    g.globalAlpha = 1;
    if (k.screen === 'start') {
      // Attract mode: a gentle sparkle over the empty board.
      if (!k.reducedMotion) {
        const r = Math.floor(k.clock * 1.5) % SIZE;
        const c = Math.floor(k.clock * 2.3) % SIZE;
        g.globalAlpha = 0.35 + 0.25 * Math.sin(k.clock * 3);
        drawTile(g, pos(c), pos(r), 2 ** (1 + (Math.floor(k.clock) % 11)), 0.9);
        g.globalAlpha = 1;
      }
    }
  },
  state() {
    return { board: board.map((r) => r.slice()), maxTile: maxTile(board), moves: moveCount, canMove: canMove(board) };
  },
  demo(k) {
    const order = /** @type {Dir[]} */ (['down', 'left', 'down', 'right']);
    for (let i = 0; i < 120 && canMove(board); i++) {
      let dirs = /** @type {Dir[]} */ ([order[i % 4], 'down', 'left', 'right', 'up']);
      for (const d of dirs) {
        if (move(board, d).moved) { doMove(k, d); break; }
      }
      if (maxTile(board) >= 256) break;
      dirs = [];
    }
    anim.t = 99;
    popups = [];
  },
});

export default kit;
