// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { COLS, ROWS, emptyGrid, spawnPiece, collides, tryMove, tryRotate, dropY, lock, fullRows, clearLines, lineScore, levelFor, gravityFor, makeBag } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Piece} Piece */

const CELL = 36;
const BX = 16;
const BY = 20;
const BW = COLS * CELL;
const BH = ROWS * CELL;
const PX = BX + BW + 18;
const PW = 130;
const W = PX + PW + 14;
const H = BY + BH + 20;
const COLORS = ['#4fd8ff', '#ffd54b', '#b77bff', '#5df08a', '#ff5f7e', '#5b8cff', '#ff9f43'];
const LOCK_DELAY = 0.5;
const DAS = 0.16;
const ARR = 0.045;
const CLEAR_TIME = 0.3;

const strings = {
  'zh-CN': { title: '方块叠叠乐', next: '下一个', toppedOut: '方块堆到顶了！', rotate: '旋转', drop: '直接落下', softDrop: '加速下落', left: '左移', right: '右移' },
  en: { title: 'Block Stacker', next: 'Next', toppedOut: 'The stack reached the top!', rotate: 'Rotate', drop: 'Hard drop', softDrop: 'Soft drop', left: 'Move left', right: 'Move right' },
  ja: { title: 'ブロック スタッカー', next: 'ネクスト', toppedOut: 'ブロックが天井まで積み上がった！', rotate: '回転', drop: 'ハードドロップ', softDrop: 'ソフトドロップ', left: '左へ', right: '右へ' },
  es: { title: 'Apila bloques', next: 'Siguiente', toppedOut: '¡La pila llegó arriba!', rotate: 'Girar', drop: 'Caída rápida', softDrop: 'Bajar', left: 'Izquierda', right: 'Derecha' },
  de: { title: 'Blockstapler', next: 'Nächster', toppedOut: 'Der Stapel hat die Decke erreicht!', rotate: 'Drehen', drop: 'Sofort fallen lassen', softDrop: 'Schneller fallen', left: 'Nach links', right: 'Nach rechts' },
  fr: { title: 'Empileur de blocs', next: 'Suivant', toppedOut: 'La pile a atteint le sommet !', rotate: 'Tourner', drop: 'Chute directe', softDrop: 'Descendre', left: 'Gauche', right: 'Droite' },
  'pt-BR': { title: 'Empilha Blocos', next: 'Próxima', toppedOut: 'A pilha chegou ao topo!', rotate: 'Girar', drop: 'Queda rápida', softDrop: 'Descer', left: 'Esquerda', right: 'Direita' },
  ar: { title: 'مكدّس المكعبات', next: 'التالي', toppedOut: 'وصلت الكومة إلى القمة!', rotate: 'تدوير', drop: 'إسقاط فوري', softDrop: 'إسقاط أسرع', left: 'يسارًا', right: 'يمينًا' },
};
/** Line-clear call-outs per language. @type {Record<string, string[]>} */
const CLEAR_WORDS = {
  'zh-CN': ['单行！', '双行！', '三行！', '四行全消！'],
  en: ['Single!', 'Double!', 'Triple!', 'Quad clear!'],
  ja: ['シングル！', 'ダブル！', 'トリプル！', '4 ライン消し！'],
  es: ['¡Simple!', '¡Doble!', '¡Triple!', '¡Cuádruple!'],
  de: ['Einfach!', 'Doppel!', 'Dreifach!', 'Vierfach!'],
  fr: ['Simple !', 'Double !', 'Triple !', 'Quadruple !'],
  'pt-BR': ['Simples!', 'Dupla!', 'Tripla!', 'Quádrupla!'],
  ar: ['صف واحد!', 'صفّان!', 'ثلاثة صفوف!', 'أربعة صفوف!'],
};

let grid = emptyGrid();
let bag = makeBag(Math.random);
/** @type {Piece | null} */
let piece = null;
/** @type {number[]} */
let queue = [];
let lines = 0;
let fallTimer = 0;
let lockTimer = 0;
let lockResets = 0;
/** @type {number[]} */
let clearing = [];
let clearTimer = 0;
/** @type {Record<string, number>} held-key repeat timers */
let das = {};
let softDropping = false;

/** @param {Kit} kit */
function nextPiece(kit) {
  while (queue.length < 4) queue.push(bag());
  const kind = /** @type {number} */ (queue.shift());
  queue.push(bag());
  piece = spawnPiece(kind);
  fallTimer = 0;
  lockTimer = 0;
  lockResets = 0;
  if (collides(grid, piece)) {
    // Try one row higher before giving up.
    const up = tryMove(grid, piece, 0, -1);
    if (up) piece = up;
    else {
      piece = null;
      kit.gameOver({ message: kit.t('toppedOut') });
    }
  }
}

/** @param {Kit} kit */
function lockPiece(kit) {
  if (!piece) return;
  const res = lock(grid, piece);
  grid = res.grid;
  piece = null;
  if (res.toppedOut) {
    kit.gameOver({ message: kit.t('toppedOut') });
    return;
  }
  const full = fullRows(grid);
  if (full.length) {
    clearing = full;
    clearTimer = kit.reducedMotion ? 0.05 : CLEAR_TIME;
    kit.sound.tone({ freq: 440 + full.length * 110, to: 880 + full.length * 220, dur: 0.18, type: 'square', vol: 0.14 });
    if (full.length === 4) kit.sound.jingle([523, 784, 1047, 1568]);
  } else {
    kit.sound.tone({ freq: 180, dur: 0.06, type: 'triangle', vol: 0.14 });
    nextPiece(kit);
  }
}

/** @param {Kit} kit */
function finishClear(kit) {
  const n = clearing.length;
  grid = clearLines(grid).grid;
  clearing = [];
  const before = levelFor(lines);
  lines += n;
  kit.addScore(lineScore(n, before));
  kit.setStat('lines', lines);
  const after = levelFor(lines);
  const words = CLEAR_WORDS[kit.lang] ?? CLEAR_WORDS.en ?? [];
  if (after > before) {
    kit.setLevel(after);
    kit.toast(`${kit.t('levelUp')} ${kit.t('level')} ${kit.fmt(after)}`);
    kit.sound.jingle([392, 523, 659, 784]);
  } else if (words[n - 1]) kit.toast(/** @type {string} */ (words[n - 1]));
  nextPiece(kit);
}

/** @param {Kit} kit @param {number} dx */
function shift(kit, dx) {
  if (!piece) return false;
  const q = tryMove(grid, piece, dx, 0);
  if (!q) return false;
  piece = q;
  touchLock();
  kit.sound.tone({ freq: 260, dur: 0.03, type: 'square', vol: 0.05 });
  return true;
}

/** @param {Kit} kit @param {1|-1} dir */
function rotate(kit, dir) {
  if (!piece) return;
  const q = tryRotate(grid, piece, dir);
  if (!q) return;
  piece = q;
  touchLock();
  kit.sound.tone({ freq: 520, to: 640, dur: 0.05, type: 'triangle', vol: 0.1 });
}

/** Moving or rotating a resting piece gives it a little more time (limited). */
function touchLock() {
  if (lockTimer > 0 && lockResets < 15) {
    lockTimer = 0;
    lockResets++;
  }
}

/** @param {Kit} kit */
function softDrop(kit) {
  if (!piece) return;
  const q = tryMove(grid, piece, 0, 1);
  if (q) {
    piece = q;
    fallTimer = 0;
    kit.addScore(1);
  }
}

/** @param {Kit} kit */
function hardDrop(kit) {
  if (!piece) return;
  const y = dropY(grid, piece);
  kit.addScore((y - piece.y) * 2);
  piece = { ...piece, y };
  kit.sound.noise({ dur: 0.12, vol: 0.2, freq: 700 });
  lockPiece(kit);
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} size @param {number} kind @param {number} [alpha] */
function block(g, x, y, size, kind, alpha = 1) {
  const color = COLORS[kind] ?? '#fff';
  g.globalAlpha = alpha;
  g.fillStyle = color;
  roundRect(g, x + 1, y + 1, size - 2, size - 2, size * 0.18);
  g.fill();
  g.fillStyle = 'rgba(255,255,255,0.35)';
  roundRect(g, x + 4, y + 4, size - 8, size * 0.28, size * 0.1);
  g.fill();
  g.fillStyle = 'rgba(0,0,0,0.18)';
  roundRect(g, x + 4, y + size * 0.62, size - 8, size * 0.3, size * 0.1);
  g.fill();
  g.globalAlpha = 1;
}

/** @param {Kit} kit */
function resetState(kit) {
  grid = emptyGrid();
  bag = makeBag(kit.random);
  queue = [];
  lines = 0;
  clearing = [];
  das = {};
  softDropping = false;
  nextPiece(kit);
}

const HELD = /** @type {const} */ (['ArrowLeft', 'ArrowRight', 'ArrowDown', 'KeyA', 'KeyD', 'KeyS']);

const kit = createGame({
  id: 3,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'lines', label: 'lines' }],
  controls: {
    layout: 'row',
    buttons: [
      { action: 'left', label: '◀', title: 'left', repeat: true },
      { action: 'right', label: '▶', title: 'right', repeat: true },
      { action: 'rotate', label: '⟳', title: 'rotate' },
      { action: 'down', label: '▼', title: 'softDrop', repeat: true },
      { action: 'drop', label: '⤓', title: 'drop' },
    ],
  },
  reset(k) {
    resetState(k);
    k.setLevel(1);
    k.setStat('lines', 0);
  },
  update(dt, k) {
    if (clearing.length) {
      if ((clearTimer -= dt) <= 0) finishClear(k);
      return;
    }
    if (!piece) return;
    // Held keys repeat after a short delay (our own auto-repeat, independent of the OS).
    for (const code of HELD) {
      if (!k.input.isDown(code)) { delete das[code]; continue; }
      if (!(code in das)) continue;
      das[code] = /** @type {number} */ (das[code]) - dt;
      while (/** @type {number} */ (das[code]) <= 0 && piece) {
        das[code] = /** @type {number} */ (das[code]) + (code === 'ArrowDown' || code === 'KeyS' ? ARR : ARR * 1.2);
        if (code === 'ArrowLeft' || code === 'KeyA') shift(k, -1);
        else if (code === 'ArrowRight' || code === 'KeyD') shift(k, 1);
        else softDrop(k);
      }
    }
    if (!piece) return;
    softDropping = k.input.isDown('ArrowDown') || k.input.isDown('KeyS');
    const resting = collides(grid, { ...piece, y: piece.y + 1 });
    if (resting) {
      lockTimer += dt;
      if (lockTimer >= LOCK_DELAY) lockPiece(k);
    } else {
      lockTimer = 0;
      fallTimer += dt;
      const g = gravityFor(k.level);
      while (fallTimer >= g && piece) {
        fallTimer -= g;
        const q = tryMove(grid, piece, 0, 1);
        if (q) piece = q;
        else break;
      }
    }
  },
  onKey(code, k, e) {
    if (e.repeat && HELD.includes(/** @type {any} */ (code))) return true;
    switch (code) {
      case 'ArrowLeft': case 'KeyA': shift(k, -1); das[code] = DAS; return true;
      case 'ArrowRight': case 'KeyD': shift(k, 1); das[code] = DAS; return true;
      case 'ArrowDown': case 'KeyS': softDrop(k); das[code] = DAS / 2; return true;
      case 'ArrowUp': case 'KeyX': case 'KeyW': if (!e.repeat) rotate(k, 1); return true;
      case 'KeyZ': case 'KeyQ': if (!e.repeat) rotate(k, -1); return true;
      case 'Space': case 'Enter': if (!e.repeat) hardDrop(k); return true;
      default: return false;
    }
  },
  onAction(a, k) {
    if (a === 'left') shift(k, -1);
    else if (a === 'right') shift(k, 1);
    else if (a === 'rotate') rotate(k, 1);
    else if (a === 'down') softDrop(k);
    else if (a === 'drop') hardDrop(k);
  },
  onTap(p, k) {
    if (p.inside) rotate(k, 1);
  },
  onSwipe(d, k) {
    if (d === 'down') hardDrop(k);
    else if (d === 'up') rotate(k, 1);
    else shift(k, d === 'left' ? -1 : 1);
  },
  render(g, k) {
    g.fillStyle = '#0e1228';
    g.fillRect(0, 0, W, H);
    // Well
    const wg = g.createLinearGradient(0, BY, 0, BY + BH);
    wg.addColorStop(0, '#141a3a');
    wg.addColorStop(1, '#1d1437');
    g.fillStyle = wg;
    roundRect(g, BX - 6, BY - 6, BW + 12, BH + 12, 12);
    g.fill();
    g.strokeStyle = 'rgba(79,216,255,0.55)';
    g.lineWidth = 2;
    g.stroke();
    g.strokeStyle = 'rgba(255,255,255,0.04)';
    g.lineWidth = 1;
    for (let c = 1; c < COLS; c++) { g.beginPath(); g.moveTo(BX + c * CELL, BY); g.lineTo(BX + c * CELL, BY + BH); g.stroke(); }
    for (let r = 1; r < ROWS; r++) { g.beginPath(); g.moveTo(BX, BY + r * CELL); g.lineTo(BX + BW, BY + r * CELL); g.stroke(); }
    // Settled blocks
    const flash = clearing.length ? clearTimer / CLEAR_TIME : 0;
    grid.forEach((row, r) => row.forEach((v, c) => {
      if (!v) return;
      block(g, BX + c * CELL, BY + r * CELL, CELL, v - 1, 1);
    }));
    for (const r of clearing) {
      g.fillStyle = `rgba(255,255,255,${0.3 + 0.6 * flash})`;
      g.fillRect(BX, BY + r * CELL, BW, CELL);
    }
    // Ghost and active piece
    if (piece && k.screen !== 'start') {
      const gy = dropY(grid, piece);
      const p = piece;
      p.shape.forEach((row, r) => row.forEach((v, c) => {
        if (!v) return;
        const x = BX + (p.x + c) * CELL;
        const yGhost = BY + (gy + r) * CELL;
        if (gy + r >= 0) {
          g.strokeStyle = COLORS[p.kind] ?? '#fff';
          g.globalAlpha = 0.45;
          g.lineWidth = 2;
          roundRect(g, x + 3, yGhost + 3, CELL - 6, CELL - 6, 6);
          g.stroke();
          g.globalAlpha = 1;
        }
        if (p.y + r >= 0) block(g, x, BY + (p.y + r) * CELL, CELL, p.kind, 1);
      }));
    }
    // Side panel: next pieces
    g.fillStyle = 'rgba(255,255,255,0.05)';
    roundRect(g, PX, BY - 6, PW, 370, 12);
    g.fill();
    g.fillStyle = '#a3abcf';
    g.font = '700 20px system-ui, sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'top';
    g.fillText(k.t('next'), PX + PW / 2, BY + 6);
    queue.slice(0, 3).forEach((kind, i) => {
      const sp = spawnPiece(kind);
      const size = i === 0 ? 26 : 20;
      const cells = sp.shape.flatMap((row, r) => row.map((v, c) => (v ? [r, c] : null))).filter((x) => x !== null);
      const rs = cells.map((x) => /** @type {number[]} */ (x)[0] ?? 0);
      const cs = cells.map((x) => /** @type {number[]} */ (x)[1] ?? 0);
      const w = (Math.max(...cs) - Math.min(...cs) + 1) * size;
      const h = (Math.max(...rs) - Math.min(...rs) + 1) * size;
      const cy = BY + 40 + (i === 0 ? 50 : 130 + (i - 1) * 95);
      const ox = PX + PW / 2 - w / 2 - Math.min(...cs) * size;
      const oy = cy + (i === 0 ? 30 : 20) - h / 2 - Math.min(...rs) * size;
      for (const cell of cells) {
        const [r, c] = /** @type {number[]} */ (cell);
        block(g, ox + (c ?? 0) * size, oy + (r ?? 0) * size, size, kind, i === 0 ? 1 : 0.7);
      }
    });
    // Speed bar
    const lv = k.level;
    g.fillStyle = '#a3abcf';
    g.fillText(`${k.t('level')} ${k.fmt(lv)}`, PX + PW / 2, BY + 390);
    g.fillStyle = 'rgba(255,255,255,0.08)';
    roundRect(g, PX + 10, BY + 420, PW - 20, 12, 6);
    g.fill();
    const prog = (lines % 10) / 10;
    const bar = g.createLinearGradient(PX, 0, PX + PW, 0);
    bar.addColorStop(0, '#4fd8ff');
    bar.addColorStop(1, '#ff5fd2');
    g.fillStyle = bar;
    if (prog > 0) {
      roundRect(g, PX + 10, BY + 420, (PW - 20) * prog, 12, 6);
      g.fill();
    }
    if (softDropping && !k.reducedMotion && piece) {
      g.fillStyle = 'rgba(79,216,255,0.08)';
      g.fillRect(BX + piece.x * CELL, BY, piece.shape.length * CELL, BH);
    }
  },
  state() {
    return {
      piece: piece ? { kind: piece.kind, x: piece.x, y: piece.y, shape: piece.shape.map((r) => r.join('')).join('/') } : null,
      next: queue[0] ?? null,
      lines,
      filled: grid.flat().filter(Boolean).length,
      gravity: gravityFor(kit.level),
    };
  },
  demo(k) {
    // Drop a handful of pieces spread across the well.
    for (let i = 0; i < 9 && piece; i++) {
      const targetX = [0, 3, 6, 8, 1, 5, 2, 7, 4][i] ?? 0;
      if (i % 2) rotate(k, 1);
      for (let n = 0; n < 10 && piece.x > targetX; n++) shift(k, -1);
      for (let n = 0; n < 10 && piece.x < targetX; n++) shift(k, 1);
      hardDrop(k);
      if (clearing.length) finishClear(k);
    }
  },
});

export default kit;
