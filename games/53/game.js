// @ts-check
import { createGame, roundRect, keyDir, easeOutCubic } from '../kit/kit.js';
import { planFor, generate, press, neighbourhood, isDark, solve, boardScore, LAST_PLANNED } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Plan} Plan */

const W = 600;
const H = 800;
const BX = 30;
const BY = 140;
const BS = 540;

const strings = {
  'zh-CN': { title: '关灯谜题', moves: '步数', hint: '提示', restartBoard: '重来', torus: '环面', optimal: '最少 {n} 步', needed: '还需 ≥ {n}', solved: '全部熄灭！', perfect: '完美！最少步数', wrap: '边缘相连：左右、上下互通', intro: '点亮的灯按下后会连同上下左右一起翻转', next: '第 {n} 关：{v}', hintShown: '试试闪烁的那盏灯', allDone: '你通关了全部 {n} 关！继续挑战更难的环面。' },
  en: { title: 'Lights Out', moves: 'Moves', hint: 'Hint', restartBoard: 'Reset', torus: 'Torus', optimal: 'Optimal {n}', needed: 'Needed ≥ {n}', solved: 'Lights out!', perfect: 'Perfect: optimal moves!', wrap: 'Edges wrap around: left meets right, top meets bottom', intro: 'A press flips that light and its four neighbours', next: 'Level {n}: {v}', hintShown: 'Try the blinking light', allDone: 'You cleared all {n} levels! Keep going on harder tori.' },
  ja: { title: 'ライツアウト', moves: '手数', hint: 'ヒント', restartBoard: 'やり直す', torus: 'トーラス', optimal: '最短 {n} 手', needed: '残り最短 {n} 手', solved: '全部消えた！', perfect: 'パーフェクト！最短手数', wrap: '端はつながっている：左右・上下が隣り合う', intro: '押したライトと上下左右のライトが反転します', next: 'レベル {n}：{v}', hintShown: '点滅しているライトを押してみよう', allDone: '全 {n} レベルをクリア！さらに難しいトーラスに挑戦しよう。' },
  es: { title: 'Apaga las luces', moves: 'Jugadas', hint: 'Pista', restartBoard: 'Reiniciar', torus: 'Toro', optimal: 'Óptimo: {n}', needed: 'Faltan ≥ {n}', solved: '¡Todo apagado!', perfect: '¡Perfecto! Jugadas óptimas', wrap: 'Los bordes se conectan: izquierda con derecha, arriba con abajo', intro: 'Al pulsar una luz cambian ella y sus cuatro vecinas', next: 'Nivel {n}: {v}', hintShown: 'Prueba la luz que parpadea', allDone: '¡Has superado los {n} niveles! Sigue con toros más difíciles.' },
  de: { title: 'Lichter aus', moves: 'Züge', hint: 'Tipp', restartBoard: 'Zurücksetzen', torus: 'Torus', optimal: 'Optimal: {n}', needed: 'Noch ≥ {n}', solved: 'Alles dunkel!', perfect: 'Perfekt: optimale Zugzahl!', wrap: 'Die Ränder hängen zusammen: links mit rechts, oben mit unten', intro: 'Ein Druck schaltet das Licht und seine vier Nachbarn um', next: 'Stufe {n}: {v}', hintShown: 'Probier das blinkende Licht', allDone: 'Alle {n} Stufen geschafft! Weiter mit schwierigeren Tori.' },
  fr: { title: 'Lights Out', moves: 'Coups', hint: 'Indice', restartBoard: 'Réinitialiser', torus: 'Tore', optimal: 'Optimal : {n}', needed: 'Encore ≥ {n}', solved: 'Tout est éteint !', perfect: 'Parfait : nombre de coups optimal !', wrap: 'Les bords se rejoignent : gauche avec droite, haut avec bas', intro: 'Appuyer sur une lampe l’inverse avec ses quatre voisines', next: 'Niveau {n} : {v}', hintShown: 'Essayez la lampe qui clignote', allDone: 'Les {n} niveaux sont terminés ! Continuez sur des tores plus durs.' },
  'pt-BR': { title: 'Apague as Luzes', moves: 'Jogadas', hint: 'Dica', restartBoard: 'Recomeçar', torus: 'Toro', optimal: 'Ótimo: {n}', needed: 'Faltam ≥ {n}', solved: 'Tudo apagado!', perfect: 'Perfeito: jogadas mínimas!', wrap: 'As bordas se ligam: esquerda com direita, topo com base', intro: 'Tocar numa luz inverte ela e as quatro vizinhas', next: 'Nível {n}: {v}', hintShown: 'Tente a luz que está piscando', allDone: 'Você passou dos {n} níveis! Continue em toros mais difíceis.' },
  ar: { title: 'أطفئ الأضواء', moves: 'الحركات', hint: 'تلميح', restartBoard: 'إعادة اللوحة', torus: 'طارة', optimal: 'الأمثل {n}', needed: 'يلزم {n} على الأقل', solved: 'انطفأت كل الأضواء!', perfect: 'ممتاز: أقل عدد من الحركات!', wrap: 'الحواف متصلة: اليسار باليمين والأعلى بالأسفل', intro: 'الضغط على مصباح يقلبه مع جيرانه الأربعة', next: 'المستوى {n}: {v}', hintShown: 'جرّب المصباح الوامض', allDone: 'أنهيت المستويات الـ {n} كلها! تابع على طارات أصعب.' },
};

/** @type {Plan} */
let plan = planFor(1);
let n = 5;
let torus = false;
/** @type {number[]} */
let cells = [];
/** @type {number[]} */
let startCells = [];
let moves = 0;
let hints = 0;
let optimal = 0;
let remaining = 0;
/** @type {number[]} fewest presses from the current board */
let solution = [];
let hintCell = -1;
let cursor = { r: 2, c: 2, visible: false };
/** @type {number | null} seconds since the board went dark */
let solvedT = null;
/** Time each cell last flipped, for the pop animation. @type {number[]} */
let flipAt = [];
let lastPress = -1;
let clock = 0;

const cellSize = () => BS / n;

/** @param {Kit} k */
function variantName(k) {
  return `${n}×${n}${torus ? ` · ${k.t('torus')}` : ''}`;
}

function recompute() {
  const s = solve(cells, n, torus);
  solution = s ? s.presses : [];
  remaining = solution.length;
  if (hintCell >= 0 && !solution.includes(hintCell)) hintCell = -1;
}

/** @param {Kit} k */
function newBoard(k) {
  plan = planFor(k.level);
  n = plan.n;
  torus = plan.torus;
  const g = generate(plan, k.random);
  cells = g.cells;
  startCells = g.cells.slice();
  optimal = g.optimal;
  moves = 0;
  hints = 0;
  hintCell = -1;
  solvedT = null;
  flipAt = new Array(n * n).fill(-9);
  cursor = { r: Math.floor(n / 2), c: Math.floor(n / 2), visible: cursor.visible };
  recompute();
  k.setStat('moves', 0);
}

/** @param {Kit} k @param {number} i */
function pressCell(k, i) {
  if (solvedT !== null || k.screen !== 'playing' || i < 0 || i >= n * n) return;
  const wasOn = cells[i] === 1;
  cells = press(cells, n, torus, i);
  for (const j of neighbourhood(n, torus, i)) flipAt[j] = clock;
  lastPress = i;
  moves++;
  k.setStat('moves', moves);
  if (i === hintCell) hintCell = -1;
  recompute();
  k.sound.tone({ freq: wasOn ? 392 : 523, to: wasOn ? 294 : 659, dur: 0.07, type: 'triangle', vol: 0.14 });
  if (isDark(cells)) {
    solvedT = 0;
    hintCell = -1;
    k.addScore(boardScore(optimal, moves, hints));
    k.sound.jingle([523, 659, 784, 1047, 1319]);
    k.toast(moves === optimal && hints === 0 ? k.t('perfect') : k.t('solved'));
  }
}

/** @param {Kit} k */
function showHint(k) {
  if (solvedT !== null || !solution.length) return;
  if (hintCell < 0) {
    // The solution cell nearest the cursor, so repeated hints feel local.
    let bestD = Infinity;
    for (const i of solution) {
      const d = Math.abs(Math.floor(i / n) - cursor.r) + Math.abs((i % n) - cursor.c);
      if (d < bestD) { bestD = d; hintCell = i; }
    }
    hints++;
  }
  k.sound.tone({ freq: 880, to: 1320, dur: 0.12, type: 'sine', vol: 0.1 });
  k.toast(k.t('hintShown'));
}

/** @param {Kit} k */
function restartBoard(k) {
  if (solvedT !== null) return;
  cells = startCells.slice();
  moves = 0;
  flipAt.fill(clock);
  k.setStat('moves', 0);
  recompute();
  k.sound.tone({ freq: 300, to: 200, dur: 0.1, type: 'sine', vol: 0.1 });
}

/** @param {Kit} k */
function nextBoard(k) {
  const finished = k.level === LAST_PLANNED;
  k.setLevel(k.level + 1);
  newBoard(k);
  if (finished) k.win({ keepGoing: true, message: k.t('allDone', { n: LAST_PLANNED }) });
  else k.toast(k.t('next', { n: k.level, v: variantName(k) }));
}

/** @param {number} x @param {number} y */
function cellAt(x, y) {
  const s = cellSize();
  const c = Math.floor((x - BX) / s);
  const r = Math.floor((y - BY) / s);
  return r >= 0 && c >= 0 && r < n && c < n ? r * n + c : -1;
}

/** @param {CanvasRenderingContext2D} g @param {string} text @param {number} x @param {number} y @param {string} colour */
function pill(g, text, x, y, colour) {
  g.font = '700 24px system-ui, sans-serif';
  const w = g.measureText(text).width + 34;
  g.fillStyle = 'rgba(255,255,255,0.08)';
  roundRect(g, x - w / 2, y - 21, w, 42, 21);
  g.fill();
  g.strokeStyle = colour;
  g.lineWidth = 2;
  g.stroke();
  g.fillStyle = colour;
  g.fillText(text, x, y + 1);
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawBoard(g, k) {
  const s = cellSize();
  const gap = Math.max(4, s * 0.08);
  g.fillStyle = '#0c0f24';
  roundRect(g, BX - 12, BY - 12, BS + 24, BS + 24, 22);
  g.fill();
  if (torus) {
    // Dashed frame and arrow stubs: the edges continue on the opposite side.
    g.setLineDash([10, 8]);
    g.strokeStyle = 'rgba(120,220,255,0.55)';
    g.lineWidth = 3;
    roundRect(g, BX - 12, BY - 12, BS + 24, BS + 24, 22);
    g.stroke();
    g.setLineDash([]);
    g.fillStyle = 'rgba(120,220,255,0.8)';
    for (const [x, y, a] of [[BX - 20, BY + BS / 2, Math.PI], [BX + BS + 20, BY + BS / 2, 0], [BX + BS / 2, BY - 20, -Math.PI / 2], [BX + BS / 2, BY + BS + 20, Math.PI / 2]]) {
      g.save();
      g.translate(/** @type {number} */ (x), /** @type {number} */ (y));
      g.rotate(/** @type {number} */ (a));
      g.beginPath();
      g.moveTo(8, 0);
      g.lineTo(-5, -8);
      g.lineTo(-5, 8);
      g.closePath();
      g.fill();
      g.restore();
    }
  } else {
    g.strokeStyle = 'rgba(255,255,255,0.1)';
    g.lineWidth = 2;
    roundRect(g, BX - 12, BY - 12, BS + 24, BS + 24, 22);
    g.stroke();
  }
  const wave = solvedT === null ? -1 : solvedT * 9;
  for (let i = 0; i < n * n; i++) {
    const r = Math.floor(i / n);
    const c = i % n;
    const x = BX + c * s + gap / 2;
    const y = BY + r * s + gap / 2;
    const size = s - gap;
    const age = clock - (flipAt[i] ?? -9);
    const pop = k.reducedMotion || age > 0.22 ? 1 : 0.86 + 0.14 * easeOutCubic(age / 0.22);
    const cxm = x + size / 2;
    const cym = y + size / 2;
    const sz = size * pop;
    const on = cells[i] === 1;
    const rad = size * 0.22;
    if (on) {
      const halo = g.createRadialGradient(cxm, cym, sz * 0.2, cxm, cym, sz * 0.8);
      halo.addColorStop(0, 'rgba(255,200,90,0.35)');
      halo.addColorStop(1, 'rgba(255,200,90,0)');
      g.fillStyle = halo;
      g.fillRect(cxm - sz, cym - sz, sz * 2, sz * 2);
      const lg = g.createRadialGradient(cxm - sz * 0.18, cym - sz * 0.22, sz * 0.05, cxm, cym, sz * 0.72);
      lg.addColorStop(0, '#fff6cf');
      lg.addColorStop(0.45, '#ffd052');
      lg.addColorStop(1, '#f08a1c');
      g.fillStyle = lg;
    } else {
      // After the board goes dark, a wave of cool light runs across it from the last press.
      const d = lastPress >= 0 ? Math.hypot(r - Math.floor(lastPress / n), c - (lastPress % n)) : 0;
      const glow = wave >= 0 && !k.reducedMotion ? Math.max(0, 1 - Math.abs(wave - d) / 1.5) : 0;
      const og = g.createLinearGradient(x, y, x, y + size);
      og.addColorStop(0, glow ? `rgba(${90 + 60 * glow},${120 + 110 * glow},${200 + 55 * glow},1)` : '#283056');
      og.addColorStop(1, glow ? `rgba(60,${90 + 90 * glow},${170 + 60 * glow},1)` : '#1a1f3d');
      g.fillStyle = og;
    }
    roundRect(g, cxm - sz / 2, cym - sz / 2, sz, sz, rad);
    g.fill();
    g.strokeStyle = on ? 'rgba(255,255,255,0.55)' : 'rgba(255,255,255,0.08)';
    g.lineWidth = 2;
    g.stroke();
    if (on) {
      g.fillStyle = 'rgba(255,255,255,0.45)';
      roundRect(g, cxm - sz * 0.3, cym - sz * 0.36, sz * 0.6, sz * 0.14, sz * 0.07);
      g.fill();
    }
    if (i === hintCell) {
      const pulse = k.reducedMotion ? 1 : 0.55 + 0.45 * Math.sin(clock * 7);
      g.strokeStyle = `rgba(90,240,255,${pulse})`;
      g.lineWidth = 6;
      roundRect(g, x - 3, y - 3, size + 6, size + 6, rad + 3);
      g.stroke();
    }
    if (cursor.visible && r === cursor.r && c === cursor.c) {
      g.strokeStyle = '#ffffff';
      g.lineWidth = 4;
      roundRect(g, x - 5, y - 5, size + 10, size + 10, rad + 5);
      g.stroke();
    }
  }
}

const kit = createGame({
  id: 53,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'moves', label: 'moves' }],
  controls: {
    layout: 'row',
    always: true,
    buttons: [
      { action: 'hint', label: '✦', title: 'hint', caption: 'hint' },
      { action: 'reset', label: '↺', title: 'restartBoard', caption: 'restartBoard' },
    ],
  },
  reset(k) {
    k.setLevel(1);
    newBoard(k);
  },
  update(dt, k) {
    clock += dt;
    if (solvedT !== null) {
      solvedT += dt;
      if (solvedT > (k.reducedMotion ? 1.2 : 1.8)) nextBoard(k);
    }
  },
  onAction(a, k) {
    if (a === 'hint') showHint(k);
    else if (a === 'reset') restartBoard(k);
  },
  onKey(code, k) {
    const d = keyDir(code);
    if (d) {
      const [dr, dc] = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] }[d];
      cursor = { r: (cursor.r + dr + n) % n, c: (cursor.c + dc + n) % n, visible: true };
      return true;
    }
    if (code === 'Space' || code === 'Enter') { cursor.visible = true; pressCell(k, cursor.r * n + cursor.c); return true; }
    if (code === 'KeyH') { showHint(k); return true; }
    if (code === 'KeyR') { restartBoard(k); return true; }
    return false;
  },
  onTap(p, k) {
    const i = cellAt(p.x, p.y);
    if (i < 0) return;
    cursor = { r: Math.floor(i / n), c: i % n, visible: false };
    pressCell(k, i);
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#141833');
    bg.addColorStop(1, '#231338');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillStyle = '#ffffff';
    g.font = '800 32px system-ui, sans-serif';
    g.fillText(variantName(k), W / 2, 36);
    const side = k.dir === 'rtl' ? -1 : 1;
    pill(g, k.t('optimal', { n: optimal }), W / 2 - 125 * side, 92, '#ffd052');
    pill(g, k.t('needed', { n: remaining }), W / 2 + 125 * side, 92, '#5ae8ff');
    drawBoard(g, k);
    g.font = '600 21px system-ui, sans-serif';
    g.fillStyle = solvedT !== null ? '#7dff9b' : 'rgba(220,225,255,0.72)';
    const msg = solvedT !== null ? k.t('solved') : torus ? k.t('wrap') : k.t('intro');
    g.fillText(msg, W / 2, BY + BS + 52, W - 40);
    // Progress through the planned levels.
    const total = LAST_PLANNED;
    const dotW = (W - 120) / total;
    for (let i = 0; i < total; i++) {
      const lvl = i + 1;
      g.fillStyle = lvl < k.level ? '#ffd052' : lvl === k.level ? '#5ae8ff' : 'rgba(255,255,255,0.14)';
      g.beginPath();
      const x = 60 + dotW * (i + 0.5);
      g.arc(k.dir === 'rtl' ? W - x : x, BY + BS + 100, lvl === k.level ? 7 : 5, 0, Math.PI * 2);
      g.fill();
    }
  },
  state() {
    const rows = [];
    for (let r = 0; r < n; r++) rows.push(cells.slice(r * n, r * n + n).join(''));
    return {
      n,
      torus,
      grid: rows,
      moves,
      hints,
      optimal,
      remaining,
      solution: solution.slice(),
      hintCell,
      cursor: { r: cursor.r, c: cursor.c },
      solved: solvedT !== null,
      geometry: { ox: BX, oy: BY, cell: cellSize() },
    };
  },
  demo(k) {
    k.setLevel(5);
    newBoard(k);
    // Press part of the solution so the board shows a half-solved pattern mid-game.
    for (const i of solution.slice(0, 2)) pressCell(k, i);
    cursor = { r: 1, c: 3, visible: true };
  },
});

export default kit;
