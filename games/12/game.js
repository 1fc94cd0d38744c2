// @ts-check
import { createGame, keyDir, roundRect, easeOutCubic } from '../kit/kit.js';
import { newBoard, clearMatches, collapse, isValidSwap, swapped, rainbowSwap, findMove, hasMoves, reshuffle, adjacent, at, stepScore, levelGoal, show, LINE_H, LINE_V, BOMB, RAINBOW } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Board} Board */
/** @typedef {import('./logic.js').Pos} Pos */
/** @typedef {import('./logic.js').Gem} Gem */

const N = 8;
const CELL = 70;
const PAD = 20;
const TOP = 70;
const W = PAD * 2 + N * CELL;
const H = TOP + PAD + N * CELL;
const SWAP_T = 0.16;
const CLEAR_T = 0.24;
const FALL_T = 0.07; // per row

const strings = {
  'zh-CN': { title: '宝石连连消', moves: '步数', goal: '目标', levelDone: '第 {n} 关完成！剩余步数奖励 +{b}', outOfMoves: '步数用完了，离目标还差 {n} 分。', shuffle: '没有可走的步了，重新洗牌！', combo: '连击 ×{n}' },
  en: { title: 'Gem Cascade', moves: 'Moves', goal: 'Goal', levelDone: 'Level {n} complete! Moves bonus +{b}', outOfMoves: 'Out of moves — {n} points short of the goal.', shuffle: 'No moves left — shuffling!', combo: 'Combo ×{n}' },
  ja: { title: 'ジェム カスケード', moves: '残り手数', goal: '目標', levelDone: 'レベル {n} クリア！残り手数ボーナス +{b}', outOfMoves: '手数切れ。目標まであと {n} 点でした。', shuffle: '動かせる手がないのでシャッフル！', combo: 'コンボ ×{n}' },
  es: { title: 'Cascada de gemas', moves: 'Movim.', goal: 'Meta', levelDone: '¡Nivel {n} superado! Bonus por movimientos +{b}', outOfMoves: 'Sin movimientos: te faltaron {n} puntos.', shuffle: 'No quedan jugadas: ¡a barajar!', combo: 'Combo ×{n}' },
  de: { title: 'Juwelen-Kaskade', moves: 'Züge', goal: 'Ziel', levelDone: 'Stufe {n} geschafft! Zugbonus +{b}', outOfMoves: 'Keine Züge mehr – {n} Punkte fehlten zum Ziel.', shuffle: 'Kein Zug mehr möglich – neu gemischt!', combo: 'Kombo ×{n}' },
  fr: { title: 'Cascade de gemmes', moves: 'Coups', goal: 'Objectif', levelDone: 'Niveau {n} terminé ! Bonus de coups +{b}', outOfMoves: 'Plus de coups : il manquait {n} points.', shuffle: 'Plus aucun coup possible : on mélange !', combo: 'Combo ×{n}' },
  'pt-BR': { title: 'Cascata de Gemas', moves: 'Jogadas', goal: 'Meta', levelDone: 'Nível {n} concluído! Bônus de jogadas +{b}', outOfMoves: 'Acabaram as jogadas: faltaram {n} pontos.', shuffle: 'Sem jogadas possíveis: embaralhando!', combo: 'Combo ×{n}' },
  ar: { title: 'شلال الجواهر', moves: 'الحركات', goal: 'الهدف', levelDone: 'اكتمل المستوى {n}! مكافأة الحركات +{b}', outOfMoves: 'نفدت الحركات، ينقصك {n} نقطة للهدف.', shuffle: 'لا توجد حركات، إعادة الخلط!', combo: 'سلسلة ×{n}' },
};

const HUES = [352, 38, 130, 205, 280, 178];

/** @type {Board} */
let board = newBoard(N, N, 5, Math.random);
/** @type {'idle'|'swap'|'back'|'clear'|'fall'|'level'|'done'} */
let phase = 'idle';
let t = 0;
let combo = 0;
let maxCombo = 0;
let movesLeft = 20;
let target = 1500;
let colors = 5;
let levelScore = 0;
let levelNo = 1;
let idleFor = 0;
/** @type {[Pos, Pos] | null} */
let swapPair = null;
/** @type {Pos[]} */
let lastSwap = [];
/** @type {import('./logic.js').ClearResult | null} */
let clearing = null;
/** @type {Map<number, {fromR: number, toR: number}>} */
let falling = new Map();
let fallDur = 0;
/** @type {Pos | null} */
let selected = null;
/** @type {Pos | null} */
let downCell = null;
let cursor = { r: 3, c: 3, visible: false };
/** @type {{x: number, y: number, text: string, t: number, color: string}[]} */
let popups = [];
/** @type {{x: number, y: number, vx: number, vy: number, life: number, color: string}[]} */
let sparks = [];

/** @param {number} c */
const gx = (c) => PAD + c * CELL;
/** @param {number} r */
const gy = (r) => TOP + r * CELL;

/** @param {number} x @param {number} y @returns {Pos | null} */
function cellAt(x, y) {
  const c = Math.floor((x - PAD) / CELL);
  const r = Math.floor((y - TOP) / CELL);
  return r >= 0 && c >= 0 && r < N && c < N ? { r, c } : null;
}

/** @param {Kit} kit @param {number} level */
function startLevel(kit, level) {
  levelNo = level;
  const goal = levelGoal(level);
  target = goal.target;
  movesLeft = goal.moves;
  colors = goal.colors;
  levelScore = 0;
  board = newBoard(N, N, colors, kit.random);
  phase = 'idle';
  selected = null;
  combo = 0;
  idleFor = 0;
  kit.setLevel(level);
  kit.setStat('moves', movesLeft);
}

/** @param {Kit} kit @param {Pos} a @param {Pos} b */
function trySwap(kit, a, b) {
  if (phase !== 'idle' || !adjacent(a, b) || b.r < 0 || b.c < 0 || b.r >= N || b.c >= N) return;
  selected = null;
  swapPair = [a, b];
  phase = 'swap';
  t = 0;
  idleFor = 0;
  kit.sound.tone({ freq: 420, to: 520, dur: 0.06, type: 'triangle', vol: 0.1 });
}

/** @param {Kit} kit */
function afterSwap(kit) {
  const [a, b] = /** @type {[Pos, Pos]} */ (swapPair);
  if (!isValidSwap(board, a, b)) {
    phase = 'back';
    t = 0;
    kit.sound.tone({ freq: 200, to: 150, dur: 0.1, type: 'sine', vol: 0.12 });
    return;
  }
  movesLeft--;
  kit.setStat('moves', movesLeft);
  combo = 0;
  const rb = rainbowSwap(board, a, b);
  if (rb) {
    board = swapped(board, a, b);
    beginClear(kit, rainbowSwap(board, b, a) ?? rb);
    kit.sound.jingle([784, 988, 1175, 1568]);
  } else {
    board = swapped(board, a, b);
    lastSwap = [a, b];
    const res = clearMatches(board, lastSwap);
    if (res) beginClear(kit, res);
  }
  swapPair = null;
}

/** @param {Kit} kit @param {import('./logic.js').ClearResult} res */
function beginClear(kit, res) {
  combo++;
  maxCombo = Math.max(maxCombo, combo);
  clearing = res;
  phase = 'clear';
  t = 0;
  const pts = stepScore(res.cleared.length, combo);
  levelScore += pts;
  kit.addScore(pts);
  let sx = 0;
  let sy = 0;
  for (const p of res.cleared) {
    sx += gx(p.c) + CELL / 2;
    sy += gy(p.r) + CELL / 2;
    if (!kit.reducedMotion) {
      const hue = p.gem.c >= 0 ? HUES[p.gem.c] : 50;
      for (let i = 0; i < 4; i++) {
        const ang = kit.random() * Math.PI * 2;
        const v = 60 + kit.random() * 160;
        sparks.push({ x: gx(p.c) + CELL / 2, y: gy(p.r) + CELL / 2, vx: Math.cos(ang) * v, vy: Math.sin(ang) * v - 60, life: 0.6, color: `hsl(${hue} 90% 65%)` });
      }
    }
  }
  const n = res.cleared.length || 1;
  popups.push({ x: sx / n, y: sy / n, text: `+${pts}`, t: 0, color: combo > 1 ? '#ffe066' : '#ffffff' });
  if (combo > 1) popups.push({ x: W / 2, y: TOP + N * CELL * 0.45, text: kit.t('combo', { n: combo }), t: 0, color: '#ff9ee6' });
  kit.sound.tone({ freq: 440 * Math.pow(1.19, Math.min(combo, 10)), to: 660 * Math.pow(1.19, Math.min(combo, 10)), dur: 0.12, type: 'triangle', vol: 0.16 });
  if (res.created.length) kit.sound.tone({ freq: 880, to: 1760, dur: 0.2, type: 'sine', vol: 0.12, delay: 0.08 });
  if (res.cleared.some((p) => p.gem.s !== 0)) kit.sound.noise({ dur: 0.3, vol: 0.18, freq: 2500 });
}

/** @param {Kit} kit */
function afterClear(kit) {
  const res = collapse(/** @type {import('./logic.js').ClearResult} */ (clearing).board, kit.random, colors);
  clearing = null;
  board = res.board;
  falling = new Map(res.falls.map((f) => [f.id, { fromR: f.fromR, toR: f.toR }]));
  fallDur = Math.max(0.12, Math.max(0, ...res.falls.map((f) => f.toR - f.fromR)) * FALL_T);
  if (kit.reducedMotion) fallDur = 0.01;
  phase = 'fall';
  t = 0;
}

/** @param {Kit} kit */
function afterFall(kit) {
  falling.clear();
  const res = clearMatches(board);
  if (res) {
    beginClear(kit, res);
    return;
  }
  phase = 'idle';
  if (levelScore >= target) {
    const bonus = movesLeft * 60;
    kit.addScore(bonus);
    kit.toast(kit.t('levelDone', { n: levelNo, b: bonus }));
    kit.sound.jingle([523, 659, 784, 1047, 1319]);
    phase = 'level';
    t = 0;
  } else if (movesLeft <= 0) {
    phase = 'done';
    kit.gameOver({ message: kit.t('outOfMoves', { n: target - levelScore }) });
  } else if (!hasMoves(board)) {
    board = reshuffle(board, kit.random);
    kit.toast(kit.t('shuffle'));
    kit.sound.noise({ dur: 0.4, vol: 0.12, freq: 3000 });
  }
}

/** @param {CanvasRenderingContext2D} g @param {Gem} gem @param {number} cx @param {number} cy @param {number} scale @param {number} clock */
function drawGem(g, gem, cx, cy, scale, clock) {
  const s = CELL * 0.4 * scale;
  g.save();
  g.translate(cx, cy);
  if (gem.s === RAINBOW) {
    for (let i = 0; i < 6; i++) {
      g.fillStyle = `hsl(${(HUES[i] ?? 0) + clock * 90} 90% 60%)`;
      g.beginPath();
      g.moveTo(0, 0);
      g.arc(0, 0, s, (i / 6) * Math.PI * 2 + clock * 2, ((i + 1) / 6) * Math.PI * 2 + clock * 2);
      g.fill();
    }
    g.fillStyle = '#fff';
    g.beginPath();
    g.arc(0, 0, s * 0.35, 0, Math.PI * 2);
    g.fill();
    g.restore();
    return;
  }
  const hue = HUES[gem.c] ?? 0;
  const grad = g.createLinearGradient(-s, -s, s, s);
  grad.addColorStop(0, `hsl(${hue} 95% 72%)`);
  grad.addColorStop(0.5, `hsl(${hue} 85% 55%)`);
  grad.addColorStop(1, `hsl(${hue} 80% 36%)`);
  g.fillStyle = grad;
  g.beginPath();
  switch (gem.c) {
    case 0: roundRect(g, -s * 0.85, -s * 0.85, s * 1.7, s * 1.7, s * 0.35); break;
    case 1: g.arc(0, 0, s * 0.92, 0, Math.PI * 2); break;
    case 2: for (let i = 0; i < 6; i++) { const a = (i / 6) * Math.PI * 2; g.lineTo(Math.cos(a) * s * 0.95, Math.sin(a) * s * 0.95); } break;
    case 3: g.moveTo(0, -s); g.lineTo(s * 0.95, 0); g.lineTo(0, s); g.lineTo(-s * 0.95, 0); break;
    case 4: for (let i = 0; i < 10; i++) { const a = (i / 10) * Math.PI * 2 - Math.PI / 2; const r = i % 2 ? s * 0.5 : s; g.lineTo(Math.cos(a) * r, Math.sin(a) * r); } break;
    default: g.moveTo(0, -s); g.lineTo(s * 0.9, s * 0.7); g.lineTo(-s * 0.9, s * 0.7); break;
  }
  g.closePath();
  g.fill();
  g.strokeStyle = `hsl(${hue} 90% 85% / 0.7)`;
  g.lineWidth = 2;
  g.stroke();
  g.fillStyle = 'rgba(255,255,255,0.45)';
  g.beginPath();
  g.ellipse(-s * 0.3, -s * 0.38, s * 0.28, s * 0.14, -0.6, 0, Math.PI * 2);
  g.fill();
  if (gem.s === LINE_H || gem.s === LINE_V) {
    g.strokeStyle = 'rgba(255,255,255,0.9)';
    g.lineWidth = 3;
    for (const o of [-0.35, 0, 0.35]) {
      g.beginPath();
      if (gem.s === LINE_H) { g.moveTo(-s * 0.7, o * s); g.lineTo(s * 0.7, o * s); } else { g.moveTo(o * s, -s * 0.7); g.lineTo(o * s, s * 0.7); }
      g.stroke();
    }
  } else if (gem.s === BOMB) {
    const p = 0.5 + 0.5 * Math.sin(clock * 6);
    g.strokeStyle = `rgba(255,255,255,${0.5 + p * 0.5})`;
    g.lineWidth = 3;
    g.beginPath();
    g.arc(0, 0, s * (1.05 + p * 0.1), 0, Math.PI * 2);
    g.stroke();
    g.fillStyle = '#1a1030';
    g.beginPath();
    g.arc(0, 0, s * 0.3, 0, Math.PI * 2);
    g.fill();
  }
  g.restore();
}

/** @param {Kit} kit @param {Pos} p @param {import('../kit/kit.js').Dir} d */
function swapDir(kit, p, d) {
  const q = { r: p.r + (d === 'down' ? 1 : d === 'up' ? -1 : 0), c: p.c + (d === 'right' ? 1 : d === 'left' ? -1 : 0) };
  if (q.r >= 0 && q.c >= 0 && q.r < N && q.c < N) trySwap(kit, p, q);
}

const kit = createGame({
  id: 12,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'moves', label: 'moves' }],
  reset(k) {
    popups = [];
    sparks = [];
    maxCombo = 0;
    cursor = { r: 3, c: 3, visible: false };
    startLevel(k, 1);
  },
  update(dt, k) {
    t += dt;
    popups = popups.filter((p) => (p.t += dt) < 0.9);
    sparks = sparks.filter((p) => { p.x += p.vx * dt; p.y += p.vy * dt; p.vy += 400 * dt; return (p.life -= dt) > 0; });
    const fast = k.reducedMotion ? 0.4 : 1;
    if (phase === 'idle') idleFor += dt;
    else if (phase === 'swap' && t >= SWAP_T * fast) afterSwap(k);
    else if (phase === 'back' && t >= SWAP_T * fast) { phase = 'idle'; swapPair = null; }
    else if (phase === 'clear' && t >= CLEAR_T * fast) afterClear(k);
    else if (phase === 'fall' && t >= fallDur) afterFall(k);
    else if (phase === 'level' && t >= 1.4) {
      startLevel(k, levelNo + 1);
      k.toast(`${k.t('level')} ${k.fmt(levelNo)} · ${k.t('goal')} ${k.fmt(target)}`);
    }
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
    if (!cell || phase !== 'idle') return;
    if (selected && adjacent(selected, cell)) trySwap(k, selected, cell);
    else if (selected && selected.r === cell.r && selected.c === cell.c) selected = null;
    else {
      selected = cell;
      k.sound.blip(700);
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
    const bg = g.createLinearGradient(0, 0, W, H);
    bg.addColorStop(0, '#1a1f48');
    bg.addColorStop(1, '#2d1442');
    g.fillStyle = bg;
    roundRect(g, 0, 0, W, H, 22);
    g.fill();
    // Goal bar.
    const prog = Math.min(1, levelScore / target);
    g.fillStyle = 'rgba(0,0,0,0.35)';
    roundRect(g, PAD, 22, W - PAD * 2, 26, 13);
    g.fill();
    const bar = g.createLinearGradient(PAD, 0, W - PAD, 0);
    bar.addColorStop(0, '#4fd8ff');
    bar.addColorStop(1, '#ff5fd2');
    g.fillStyle = bar;
    if (prog > 0) { roundRect(g, PAD, 22, Math.max(26, (W - PAD * 2) * prog), 26, 13); g.fill(); }
    g.fillStyle = '#fff';
    g.font = '700 16px system-ui, sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(`${k.fmt(levelScore)} / ${k.fmt(target)}`, W / 2, 36);
    // Board.
    g.fillStyle = 'rgba(0,0,0,0.3)';
    roundRect(g, PAD - 6, TOP - 6, N * CELL + 12, N * CELL + 12, 18);
    g.fill();
    for (let r = 0; r < N; r++) {
      for (let c = 0; c < N; c++) {
        g.fillStyle = (r + c) % 2 ? 'rgba(255,255,255,0.05)' : 'rgba(255,255,255,0.09)';
        roundRect(g, gx(c) + 2, gy(r) + 2, CELL - 4, CELL - 4, 12);
        g.fill();
      }
    }
    const hint = phase === 'idle' && idleFor > 6 && k.screen === 'playing' ? findMove(board) : null;
    for (const h of hint ?? []) {
      g.strokeStyle = `rgba(255,224,102,${0.4 + 0.4 * Math.sin(k.clock * 6)})`;
      g.lineWidth = 3;
      roundRect(g, gx(h.c) + 3, gy(h.r) + 3, CELL - 6, CELL - 6, 12);
      g.stroke();
    }
    if (selected) {
      g.fillStyle = 'rgba(255,255,255,0.22)';
      roundRect(g, gx(selected.c) + 2, gy(selected.r) + 2, CELL - 4, CELL - 4, 12);
      g.fill();
    }
    g.save();
    g.beginPath();
    g.rect(PAD - 6, TOP - 6, N * CELL + 12, N * CELL + 12);
    g.clip();
    const src = clearing ? clearing.board : board;
    const cleared = new Set((clearing?.cleared ?? []).map((p) => p.gem.id));
    for (let r = 0; r < N; r++) {
      for (let c = 0; c < N; c++) {
        const gem = clearing ? at(board, r, c) : at(src, r, c);
        if (!gem) continue;
        let x = gx(c) + CELL / 2;
        let y = gy(r) + CELL / 2;
        let scale = 1;
        if ((phase === 'swap' || phase === 'back') && swapPair) {
          const [a, b] = swapPair;
          let p = easeOutCubic(t / SWAP_T);
          if (phase === 'back') p = 1 - p;
          if (r === a.r && c === a.c) { x += (b.c - a.c) * CELL * p; y += (b.r - a.r) * CELL * p; }
          else if (r === b.r && c === b.c) { x += (a.c - b.c) * CELL * p; y += (a.r - b.r) * CELL * p; }
        }
        if (phase === 'fall') {
          const f = falling.get(gem.id);
          if (f) {
            const p = Math.min(1, t / fallDur);
            const e = p * p;
            y = gy(f.fromR + (f.toR - f.fromR) * e) + CELL / 2;
          }
        }
        if (clearing && cleared.has(gem.id)) {
          const p = Math.min(1, t / CLEAR_T);
          scale = p < 0.3 ? 1 + p : Math.max(0, 1.3 - (p - 0.3) * 1.9);
          g.globalAlpha = 1 - p * 0.5;
        }
        if (scale > 0.02) drawGem(g, gem, x, y, scale, k.clock);
        g.globalAlpha = 1;
      }
    }
    if (clearing) for (const p of clearing.created) drawGem(g, p.gem, gx(p.c) + CELL / 2, gy(p.r) + CELL / 2, Math.min(1, t / CLEAR_T), k.clock);
    g.restore();
    if (cursor.visible && k.screen === 'playing') {
      g.strokeStyle = selected ? '#ff9ee6' : '#ffe066';
      g.lineWidth = 4;
      roundRect(g, gx(cursor.c) + 1, gy(cursor.r) + 1, CELL - 2, CELL - 2, 13);
      g.stroke();
    }
    for (const p of sparks) {
      g.globalAlpha = Math.max(0, p.life / 0.6);
      g.fillStyle = p.color;
      g.fillRect(p.x - 2, p.y - 2, 4, 4);
    }
    g.globalAlpha = 1;
    g.textAlign = 'center';
    for (const p of popups) {
      g.globalAlpha = Math.max(0, 1 - p.t / 0.9);
      g.fillStyle = p.color;
      g.font = '800 30px system-ui, sans-serif';
      g.strokeStyle = 'rgba(0,0,0,0.5)';
      g.lineWidth = 4;
      g.strokeText(p.text, p.x, p.y - p.t * 50);
      g.fillText(p.text, p.x, p.y - p.t * 50);
    }
    g.globalAlpha = 1;
    if (phase === 'level') {
      g.fillStyle = 'rgba(10,10,30,0.55)';
      g.fillRect(PAD, TOP + N * CELL / 2 - 50, N * CELL, 100);
      g.fillStyle = '#ffe066';
      g.font = '800 40px system-ui, sans-serif';
      g.fillText(`${k.t('level')} ${k.fmt(levelNo + 1)}`, W / 2, TOP + N * CELL / 2);
    }
  },
  state() {
    return {
      board: show(board),
      phase,
      movesLeft,
      target,
      levelScore,
      colors,
      combo,
      maxCombo,
      selected,
      cursor: { r: cursor.r, c: cursor.c },
      hint: phase === 'idle' ? findMove(board) : null,
      specials: board.flat().filter((x) => x && x.s).length,
    };
  },
  demo(k) {
    // Play a handful of moves so specials and cascades are on screen.
    for (let i = 0; i < 5; i++) {
      const m = findMove(board);
      if (!m) break;
      board = swapped(board, m[0], m[1]);
      let res = clearMatches(board, m);
      while (res) {
        board = collapse(res.board, k.random, colors).board;
        levelScore += res.cleared.length * 10;
        k.addScore(res.cleared.length * 10);
        res = clearMatches(board);
      }
      movesLeft--;
    }
    const g = board[2]?.[3];
    if (g) board[2][3] = { ...g, s: LINE_H };
    const h = board[5]?.[5];
    if (h) board[5][5] = { ...h, s: BOMB };
    const rb = board[4]?.[1];
    if (rb) board[4][1] = { ...rb, c: -1, s: RAINBOW };
    const v = board[6]?.[2];
    if (v) board[6][2] = { ...v, s: LINE_V };
    k.setStat('moves', movesLeft);
    selected = { r: 3, c: 4 };
    phase = 'idle';
  },
});

export default kit;
