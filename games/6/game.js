// @ts-check
import { createGame, roundRect, easeOutCubic } from '../kit/kit.js';
import { createBoard, flip, settle, isCleared, matchPoints, levelBonus, pairCount, LEVELS } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Board} Board */

const W = 600;
const H = 760;
const PAD = 16;
const GAP = 12;
const MISS_SHOW = 0.9;
const FLIP_TIME = 0.18;

const strings = {
  'zh-CN': { title: '记忆翻翻乐', moves: '步数', cleared: '第 {n} 关完成！奖励 +{b}', allDone: '全部 {n} 关通关！共用 {m} 步。', combo: '连击 ×{n}！' },
  en: { title: 'Memory Pairs', moves: 'Moves', cleared: 'Level {n} cleared! Bonus +{b}', allDone: 'All {n} levels cleared in {m} moves!', combo: 'Combo ×{n}!' },
  ja: { title: 'メモリー ペア', moves: '手数', cleared: 'レベル {n} クリア！ボーナス +{b}', allDone: '全 {n} レベルを {m} 手でクリア！', combo: 'コンボ ×{n}！' },
  es: { title: 'Parejas de memoria', moves: 'Jugadas', cleared: '¡Nivel {n} superado! Bonus +{b}', allDone: '¡Superaste los {n} niveles en {m} jugadas!', combo: '¡Combo ×{n}!' },
  de: { title: 'Memo-Paare', moves: 'Züge', cleared: 'Stufe {n} geschafft! Bonus +{b}', allDone: 'Alle {n} Stufen in {m} Zügen geschafft!', combo: 'Kombo ×{n}!' },
  fr: { title: 'Paires de mémoire', moves: 'Coups', cleared: 'Niveau {n} réussi ! Bonus +{b}', allDone: 'Les {n} niveaux réussis en {m} coups !', combo: 'Combo ×{n} !' },
  'pt-BR': { title: 'Pares da Memória', moves: 'Jogadas', cleared: 'Nível {n} concluído! Bônus +{b}', allDone: 'Todos os {n} níveis concluídos em {m} jogadas!', combo: 'Combo ×{n}!' },
  ar: { title: 'أزواج الذاكرة', moves: 'الحركات', cleared: 'أنهيت المستوى {n}! مكافأة +{b}', allDone: 'أنهيت كل المستويات الـ{n} في {m} حركة!', combo: 'سلسلة ×{n}!' },
};

/** Symbol colours [main, dark]. */
const PALETTE = [
  ['#ffd54b', '#e08a00'], ['#ff5f7e', '#c2185b'], ['#9fd8ff', '#4a7bd6'], ['#ff9f43', '#e0501b'], ['#4fb8ff', '#1d5fd6'],
  ['#5df08a', '#1f9d55'], ['#fff06a', '#f0a800'], ['#5ff3e6', '#1aa5b8'], ['#c08bff', '#7b3fe0'], ['#b8f25a', '#5fa31d'],
  ['#ff7ae0', '#c23aa8'], ['#f2f5ff', '#9aa6d6'], ['#3de0c8', '#137f8c'], ['#ff6b5a', '#b3261e'], ['#a99bff', '#5b45d6'],
];

let levelIdx = 0;
let board = createBoard(0, Math.random);
/** Face-up amount per card for the flip animation (0 back, 1 face). @type {number[]} */
let face = [];
let missTimer = 0;
let nextLevelIn = -1;
let winIn = -1;
let levelStart = 0;
let totalMoves = 0;
let cursor = { i: 0, visible: false };
/** @type {{x: number, y: number, vx: number, vy: number, life: number, color: string}[]} */
let sparks = [];

function layout() {
  const cw = (W - PAD * 2 - GAP * (board.cols - 1)) / board.cols;
  const ch = (H - PAD * 2 - GAP * (board.rows - 1)) / board.rows;
  const w = Math.min(cw, ch * 0.8);
  const h = Math.min(ch, w * 1.3);
  const ox = (W - (w * board.cols + GAP * (board.cols - 1))) / 2;
  const oy = (H - (h * board.rows + GAP * (board.rows - 1))) / 2;
  return { w, h, ox, oy };
}

/** @param {number} i */
function cardRect(i) {
  const L = layout();
  const c = i % board.cols;
  const r = Math.floor(i / board.cols);
  return { x: L.ox + c * (L.w + GAP), y: L.oy + r * (L.h + GAP), w: L.w, h: L.h };
}

/** @param {number} x @param {number} y */
function cardAt(x, y) {
  for (let i = 0; i < board.cards.length; i++) {
    const r = cardRect(i);
    if (x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h) return i;
  }
  return -1;
}

/** @param {Kit} kit */
function startLevel(kit) {
  board = createBoard(levelIdx, kit.random);
  face = board.cards.map(() => 0);
  missTimer = 0;
  nextLevelIn = -1;
  winIn = -1;
  levelStart = kit.playTime;
  cursor = { i: 0, visible: cursor.visible };
  kit.setLevel(levelIdx + 1);
  kit.setStat('moves', totalMoves);
}

/** @param {Kit} kit @param {number} i */
function tryFlip(kit, i) {
  if (nextLevelIn >= 0 || winIn >= 0 || i < 0) return;
  const res = flip(board, i);
  if (res === 'ignored') return;
  missTimer = 0;
  if (res === 'first') kit.sound.tone({ freq: 520, dur: 0.05, type: 'triangle', vol: 0.1 });
  else if (res === 'match') {
    totalMoves++;
    kit.addScore(matchPoints(board.combo));
    kit.sound.tone({ freq: 660, to: 990, dur: 0.12, type: 'triangle', vol: 0.14 });
    if (board.combo >= 2) {
      if (!demoing) kit.toast(kit.t('combo', { n: board.combo }));
      kit.sound.tone({ freq: 990, to: 1320, dur: 0.1, type: 'sine', vol: 0.1, delay: 0.1 });
    }
    const r = cardRect(i);
    burst(kit, r.x + r.w / 2, r.y + r.h / 2, PALETTE[board.cards[i]?.sym ?? 0]?.[0] ?? '#fff');
    if (isCleared(board)) levelDone(kit);
  } else {
    totalMoves++;
    kit.sound.tone({ freq: 260, to: 190, dur: 0.14, type: 'sine', vol: 0.1 });
  }
  kit.setStat('moves', totalMoves);
}

/** @param {Kit} kit */
function levelDone(kit) {
  const secs = kit.playTime - levelStart;
  const bonus = levelBonus(pairCount(board), board.moves, secs);
  kit.addScore(bonus);
  if (levelIdx >= LEVELS.length - 1) {
    winIn = 0.7;
    return;
  }
  if (!demoing) kit.toast(kit.t('cleared', { n: levelIdx + 1, b: bonus }));
  kit.sound.jingle([523, 659, 784, 1047]);
  nextLevelIn = 1.4;
}

/** @param {Kit} kit @param {number} x @param {number} y @param {string} color */
function burst(kit, x, y, color) {
  if (kit.reducedMotion) return;
  for (let n = 0; n < 16; n++) {
    const a = (n / 16) * Math.PI * 2;
    const v = 90 + kit.random() * 140;
    sparks.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v, life: 0.6, color });
  }
}

/** @param {CanvasRenderingContext2D} g @param {number} n @param {number} r1 @param {number} r2 @param {number} [rot] */
function star(g, n, r1, r2, rot = -Math.PI / 2) {
  g.beginPath();
  for (let k = 0; k < n * 2; k++) {
    const r = k % 2 ? r2 : r1;
    const a = rot + (k * Math.PI) / n;
    g.lineTo(Math.cos(a) * r, Math.sin(a) * r);
  }
  g.closePath();
}

/**
 * Draws one of the original card symbols centred at the origin, size s (≈ diameter).
 * @param {CanvasRenderingContext2D} g @param {number} sym @param {number} s
 */
function drawSymbol(g, sym, s) {
  const [c1, c2] = PALETTE[sym] ?? ['#fff', '#888'];
  const grad = g.createLinearGradient(-s / 2, -s / 2, s / 2, s / 2);
  grad.addColorStop(0, /** @type {string} */ (c1));
  grad.addColorStop(1, /** @type {string} */ (c2));
  g.fillStyle = grad;
  g.strokeStyle = grad;
  g.lineCap = 'round';
  g.lineJoin = 'round';
  const u = s / 2;
  switch (sym) {
    case 0: star(g, 5, u, u * 0.45); g.fill(); break;
    case 1: // heart
      g.beginPath();
      g.moveTo(0, u * 0.85);
      g.bezierCurveTo(-u * 1.2, 0, -u * 0.8, -u * 0.95, 0, -u * 0.4);
      g.bezierCurveTo(u * 0.8, -u * 0.95, u * 1.2, 0, 0, u * 0.85);
      g.fill();
      break;
    case 2: // crescent
      g.beginPath();
      g.arc(0, 0, u * 0.85, Math.PI * 0.3, Math.PI * 1.7, false);
      g.arc(u * 0.35, -u * 0.1, u * 0.68, Math.PI * 1.55, Math.PI * 0.45, true);
      g.closePath();
      g.fill();
      break;
    case 3: // sun
      star(g, 12, u, u * 0.7, 0); g.fill();
      g.fillStyle = '#fff3b0';
      g.beginPath(); g.arc(0, 0, u * 0.45, 0, Math.PI * 2); g.fill();
      break;
    case 4: // drop
      g.beginPath();
      g.moveTo(0, -u);
      g.bezierCurveTo(u * 0.25, -u * 0.5, u * 0.75, 0, u * 0.75, u * 0.3);
      g.arc(0, u * 0.3, u * 0.75, 0, Math.PI, false);
      g.bezierCurveTo(-u * 0.75, 0, -u * 0.25, -u * 0.5, 0, -u);
      g.fill();
      g.fillStyle = 'rgba(255,255,255,0.6)';
      g.beginPath(); g.ellipse(-u * 0.3, u * 0.25, u * 0.12, u * 0.25, 0.3, 0, Math.PI * 2); g.fill();
      break;
    case 5: // leaf
      g.beginPath();
      g.moveTo(-u * 0.8, u * 0.8);
      g.quadraticCurveTo(-u * 0.9, -u * 0.9, u * 0.85, -u * 0.85);
      g.quadraticCurveTo(u * 0.9, u * 0.9, -u * 0.8, u * 0.8);
      g.fill();
      g.strokeStyle = 'rgba(10,60,30,0.6)';
      g.lineWidth = s * 0.04;
      g.beginPath(); g.moveTo(-u * 0.8, u * 0.8); g.lineTo(u * 0.5, -u * 0.5); g.stroke();
      break;
    case 6: // bolt
      g.beginPath();
      g.moveTo(u * 0.2, -u);
      g.lineTo(-u * 0.6, u * 0.15);
      g.lineTo(-u * 0.05, u * 0.15);
      g.lineTo(-u * 0.25, u);
      g.lineTo(u * 0.6, -u * 0.2);
      g.lineTo(u * 0.05, -u * 0.2);
      g.closePath();
      g.fill();
      break;
    case 7: // gem
      g.beginPath();
      g.moveTo(-u * 0.85, -u * 0.3); g.lineTo(-u * 0.45, -u * 0.75); g.lineTo(u * 0.45, -u * 0.75); g.lineTo(u * 0.85, -u * 0.3); g.lineTo(0, u * 0.9);
      g.closePath();
      g.fill();
      g.strokeStyle = 'rgba(255,255,255,0.55)';
      g.lineWidth = s * 0.03;
      g.beginPath(); g.moveTo(-u * 0.85, -u * 0.3); g.lineTo(u * 0.85, -u * 0.3); g.moveTo(-u * 0.3, -u * 0.3); g.lineTo(0, u * 0.9); g.lineTo(u * 0.3, -u * 0.3); g.stroke();
      break;
    case 8: // ring
      g.lineWidth = u * 0.42;
      g.beginPath(); g.arc(0, 0, u * 0.62, 0, Math.PI * 2); g.stroke();
      g.fillStyle = '#ffffff';
      g.beginPath(); g.arc(u * 0.3, -u * 0.55, u * 0.13, 0, Math.PI * 2); g.fill();
      break;
    case 9: // triangle with a hole
      g.beginPath();
      g.moveTo(0, -u * 0.9); g.lineTo(u * 0.95, u * 0.75); g.lineTo(-u * 0.95, u * 0.75); g.closePath();
      g.moveTo(0, -u * 0.15); g.lineTo(-u * 0.35, u * 0.45); g.lineTo(u * 0.35, u * 0.45); g.closePath();
      g.fill('evenodd');
      break;
    case 10: // flower
      for (let k = 0; k < 5; k++) {
        const a = (k * Math.PI * 2) / 5 - Math.PI / 2;
        g.beginPath(); g.ellipse(Math.cos(a) * u * 0.5, Math.sin(a) * u * 0.5, u * 0.42, u * 0.3, a, 0, Math.PI * 2); g.fill();
      }
      g.fillStyle = '#ffe066';
      g.beginPath(); g.arc(0, 0, u * 0.28, 0, Math.PI * 2); g.fill();
      break;
    case 11: // cloud
      g.beginPath();
      g.arc(-u * 0.45, u * 0.15, u * 0.4, 0, Math.PI * 2);
      g.arc(u * 0.05, -u * 0.15, u * 0.52, 0, Math.PI * 2);
      g.arc(u * 0.5, u * 0.2, u * 0.38, 0, Math.PI * 2);
      g.fill();
      g.fillRect(-u * 0.45, u * 0.1, u * 0.95, u * 0.45);
      break;
    case 12: // spiral
      g.lineWidth = s * 0.09;
      g.beginPath();
      for (let t = 0; t < Math.PI * 5; t += 0.15) g.lineTo(Math.cos(t) * t * u * 0.055, Math.sin(t) * t * u * 0.055);
      g.stroke();
      break;
    case 13: // mushroom
      g.beginPath(); g.arc(0, 0, u * 0.85, Math.PI, 0); g.closePath(); g.fill();
      g.fillStyle = '#fff4e0';
      roundRect(g, -u * 0.3, -u * 0.02, u * 0.6, u * 0.85, u * 0.15); g.fill();
      for (const [dx, dy, r] of [[-0.45, -0.35, 0.15], [0.15, -0.6, 0.13], [0.5, -0.25, 0.12]]) {
        g.beginPath(); g.arc(/** @type {number} */ (dx) * u, /** @type {number} */ (dy) * u, /** @type {number} */ (r) * u, 0, Math.PI * 2); g.fill();
      }
      break;
    default: // ringed planet
      g.beginPath(); g.arc(0, 0, u * 0.5, 0, Math.PI * 2); g.fill();
      g.lineWidth = s * 0.07;
      g.strokeStyle = '#ffd6a0';
      g.beginPath(); g.ellipse(0, 0, u * 0.95, u * 0.28, -0.35, Math.PI * 0.05, Math.PI * 0.95 + Math.PI); g.stroke();
      break;
  }
}

/** @param {CanvasRenderingContext2D} g @param {{x: number, y: number, w: number, h: number}} r @param {number} hue */
function drawBack(g, r, hue) {
  const grad = g.createLinearGradient(r.x, r.y, r.x + r.w, r.y + r.h);
  grad.addColorStop(0, `hsl(${hue} 70% 52%)`);
  grad.addColorStop(1, `hsl(${hue + 50} 65% 38%)`);
  g.fillStyle = grad;
  roundRect(g, r.x, r.y, r.w, r.h, 12);
  g.fill();
  g.save();
  roundRect(g, r.x + 6, r.y + 6, r.w - 12, r.h - 12, 8);
  g.clip();
  g.strokeStyle = 'rgba(255,255,255,0.16)';
  g.lineWidth = 3;
  for (let d = -r.h; d < r.w + r.h; d += 16) {
    g.beginPath(); g.moveTo(r.x + d, r.y); g.lineTo(r.x + d - r.h, r.y + r.h); g.stroke();
  }
  g.restore();
  g.strokeStyle = 'rgba(255,255,255,0.35)';
  g.lineWidth = 2;
  roundRect(g, r.x + 6, r.y + 6, r.w - 12, r.h - 12, 8);
  g.stroke();
  g.save();
  g.translate(r.x + r.w / 2, r.y + r.h / 2);
  g.fillStyle = 'rgba(255,255,255,0.85)';
  star(g, 4, Math.min(r.w, r.h) * 0.16, Math.min(r.w, r.h) * 0.06);
  g.fill();
  g.restore();
}

/** True while demo() fast-forwards (no toasts over the thumbnail). */
let demoing = false;

const kit = createGame({
  id: 6,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'moves', label: 'moves' }],
  reset(k) {
    levelIdx = 0;
    totalMoves = 0;
    sparks = [];
    cursor = { i: 0, visible: false };
    startLevel(k);
  },
  update(dt, k) {
    board.cards.forEach((c, i) => {
      const target = c.state === 'down' ? 0 : 1;
      const f = face[i] ?? 0;
      face[i] = k.reducedMotion ? target : f < target ? Math.min(target, f + dt / FLIP_TIME) : Math.max(target, f - dt / FLIP_TIME);
    });
    if (board.pending.length && (missTimer += dt) > MISS_SHOW) settle(board);
    sparks = sparks.filter((p) => {
      p.x += p.vx * dt; p.y += p.vy * dt; p.vy += 200 * dt;
      return (p.life -= dt) > 0;
    });
    if (nextLevelIn >= 0 && (nextLevelIn -= dt) < 0) {
      levelIdx++;
      startLevel(k);
    }
    if (winIn >= 0 && (winIn -= dt) < 0) {
      winIn = -1;
      k.gameOver({ win: true, message: k.t('allDone', { n: LEVELS.length, m: totalMoves }) });
    }
  },
  onTap(p, k) {
    cursor.visible = false;
    tryFlip(k, cardAt(p.x, p.y));
  },
  onKey(code, k) {
    const moves = /** @type {Record<string, [number, number]>} */ ({ ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1], KeyW: [-1, 0], KeyS: [1, 0], KeyA: [0, -1], KeyD: [0, 1] });
    const m = moves[code];
    if (m) {
      const r = (Math.floor(cursor.i / board.cols) + m[0] + board.rows) % board.rows;
      const c = ((cursor.i % board.cols) + m[1] + board.cols) % board.cols;
      cursor = { i: r * board.cols + c, visible: true };
      return true;
    }
    if (code === 'Space' || code === 'Enter') {
      cursor.visible = true;
      tryFlip(k, cursor.i);
      return true;
    }
    return false;
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, W, H);
    bg.addColorStop(0, '#182050');
    bg.addColorStop(1, '#34174a');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    g.fillStyle = 'rgba(255,255,255,0.04)';
    for (let n = 0; n < 14; n++) {
      g.beginPath();
      g.arc((n * 173) % W, (n * 311) % H, 20 + (n % 4) * 18, 0, Math.PI * 2);
      g.fill();
    }
    board.cards.forEach((c, i) => {
      const r = cardRect(i);
      let f = face[i] ?? 0;
      if (k.screen === 'start' && !k.reducedMotion) f = Math.max(0, Math.sin(k.clock * 1.6 - i * 0.35)) > 0.95 ? 1 : 0;
      const sx = Math.abs(Math.cos(f * Math.PI));
      const showFace = f > 0.5;
      g.save();
      g.translate(r.x + r.w / 2, r.y + r.h / 2);
      const lift = c.state === 'matched' && !k.reducedMotion ? 1 + 0.03 * Math.sin(k.clock * 4 + i) : 1;
      g.scale(Math.max(0.02, sx) * lift, lift);
      const rr = { x: -r.w / 2, y: -r.h / 2, w: r.w, h: r.h };
      if (!showFace) drawBack(g, rr, 215 + (i % 3) * 18);
      else {
        g.fillStyle = c.state === 'matched' ? '#263063' : '#f4f6ff';
        roundRect(g, rr.x, rr.y, rr.w, rr.h, 12);
        g.fill();
        if (c.state === 'matched') {
          g.strokeStyle = PALETTE[c.sym]?.[0] ?? '#fff';
          g.lineWidth = 3;
          g.stroke();
        } else if (board.pending.includes(i)) {
          g.strokeStyle = '#ff5f7e';
          g.lineWidth = 4;
          g.stroke();
        }
        drawSymbol(g, c.sym, Math.min(r.w, r.h) * 0.62);
      }
      g.restore();
      if (cursor.visible && cursor.i === i && k.screen === 'playing') {
        g.strokeStyle = '#ffe066';
        g.lineWidth = 4;
        roundRect(g, r.x - 4, r.y - 4, r.w + 8, r.h + 8, 15);
        g.stroke();
      }
    });
    for (const p of sparks) {
      g.globalAlpha = Math.max(0, p.life / 0.6);
      g.fillStyle = p.color;
      g.beginPath(); g.arc(p.x, p.y, 4, 0, Math.PI * 2); g.fill();
    }
    g.globalAlpha = 1;
    if (nextLevelIn >= 0) {
      const a = easeOutCubic(1 - nextLevelIn / 1.4);
      g.fillStyle = `rgba(10,12,30,${0.5 * a})`;
      g.fillRect(0, 0, W, H);
    }
  },
  state() {
    return {
      levelIndex: levelIdx,
      cols: board.cols,
      rows: board.rows,
      cards: board.cards.map((c) => c.sym),
      faces: board.cards.map((c) => c.state[0]).join(''),
      moves: board.moves,
      totalMoves,
      matches: board.matches,
      combo: board.combo,
      pending: board.pending.slice(),
      cursor: cursor.i,
      rects: board.cards.map((_, i) => { const r = cardRect(i); return { x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.w), h: Math.round(r.h) }; }),
      changingLevel: nextLevelIn >= 0,
    };
  },
  demo(k) {
    demoing = true;
    levelIdx = 2;
    startLevel(k);
    const seen = new Set();
    for (let i = 0; i < board.cards.length && board.matches < 4; i++) {
      const c = board.cards[i];
      if (!c || c.state !== 'down' || seen.has(c.sym)) continue;
      seen.add(c.sym);
      tryFlip(k, i);
      tryFlip(k, board.cards.findIndex((o, j) => j !== i && o.sym === c.sym));
    }
    const a = board.cards.findIndex((c) => c.state === 'down');
    tryFlip(k, a);
    tryFlip(k, board.cards.findIndex((c, j) => j !== a && c.state === 'down' && c.sym !== board.cards[a]?.sym));
    face = board.cards.map((c) => (c.state === 'down' ? 0 : 1));
    sparks = [];
    demoing = false;
  },
});

export default kit;
