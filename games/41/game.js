// @ts-check
import { createGame, keyDir, roundRect } from '../kit/kit.js';
import { ROWS, COLS, newGrid, groupAt, play, hasMoves, countBlocks, allGroups, groupScore, leftoverBonus, levelSpec, show, at } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Grid} Grid */
/** @typedef {import('./logic.js').Pos} Pos */

/** The page's text direction, for the canvas. @param {Kit} k @returns {CanvasDirection} */
const canvasDir = (k) => (k.dir === 'rtl' ? 'rtl' : 'ltr');

const CELL = 62;
const W = 600;
const BX = (W - COLS * CELL) / 2;
const BY = 118;
const H = BY + ROWS * CELL + 22;
const HUES = [350, 40, 145, 205, 272];

const strings = {
  'zh-CN': { title: '同色消消乐', target: '目标', left: '剩余方块', reached: '达成目标！', levelDone: '第 {n} 关完成！奖励 +{b}', cleared: '全部清空！+{b}', short: '没有可消的方块了，离目标还差 {n} 分。', next: '第 {n} 关' },
  en: { title: 'Color Collapse', target: 'Target', left: 'Blocks left', reached: 'Target reached!', levelDone: 'Level {n} done! Bonus +{b}', cleared: 'Board cleared! +{b}', short: 'No groups left — {n} points short of the target.', next: 'Level {n}' },
  ja: { title: 'カラー コラプス', target: '目標', left: '残りブロック', reached: '目標達成！', levelDone: 'レベル {n} クリア！ボーナス +{b}', cleared: '全消し！+{b}', short: '消せるグループがありません。目標まであと {n} 点でした。', next: 'レベル {n}' },
  es: { title: 'Derrumbe de colores', target: 'Meta', left: 'Bloques', reached: '¡Meta alcanzada!', levelDone: '¡Nivel {n} superado! Bono +{b}', cleared: '¡Tablero limpio! +{b}', short: 'No quedan grupos: te faltaron {n} puntos para la meta.', next: 'Nivel {n}' },
  de: { title: 'Farbkollaps', target: 'Ziel', left: 'Blöcke übrig', reached: 'Ziel erreicht!', levelDone: 'Stufe {n} geschafft! Bonus +{b}', cleared: 'Feld geleert! +{b}', short: 'Keine Gruppen mehr – {n} Punkte fehlen zum Ziel.', next: 'Stufe {n}' },
  fr: { title: 'Effondrement de couleurs', target: 'Objectif', left: 'Blocs restants', reached: 'Objectif atteint !', levelDone: 'Niveau {n} réussi ! Bonus +{b}', cleared: 'Plateau vidé ! +{b}', short: 'Plus aucun groupe : il manquait {n} points pour l’objectif.', next: 'Niveau {n}' },
  'pt-BR': { title: 'Colapso de Cores', target: 'Meta', left: 'Blocos restantes', reached: 'Meta alcançada!', levelDone: 'Nível {n} concluído! Bônus +{b}', cleared: 'Tabuleiro limpo! +{b}', short: 'Não há mais grupos: faltaram {n} pontos para a meta.', next: 'Nível {n}' },
  ar: { title: 'انهيار الألوان', target: 'الهدف', left: 'المكعبات المتبقية', reached: 'بلغت الهدف!', levelDone: 'اكتمل المستوى {n}! مكافأة +{b}', cleared: 'أفرغت اللوحة! +{b}', short: 'لا مجموعات متبقية؛ نقصك {n} نقطة لبلوغ الهدف.', next: 'المستوى {n}' },
};

/** @type {Grid} */
let grid = [];
let levelScore = 0;
let target = 0;
let colors = 3;
let plays = 0;
/** 'play' | 'done' (bonus banner, then next level) | 'fail' (short pause before game over) */
let phase = 'play';
let phaseT = 0;
let banner = '';
let reachedShown = false;
/** @type {Pos | null} */
let hover = null;
let cursor = { r: ROWS - 1, c: 0, visible: false };
/** Drawn position of every block (by id), eased towards its grid cell. @type {Map<number, {x: number, y: number}>} */
let shown = new Map();
/** @type {{x: number, y: number, vx: number, vy: number, life: number, hue: number, s: number}[]} */
let bits = [];
/** @type {{x: number, y: number, text: string, t: number}[]} */
let popups = [];
/** @type {HTMLCanvasElement[]} */
let sprites = [];

const cellX = (/** @type {number} */ c) => BX + c * CELL;
const cellY = (/** @type {number} */ r) => BY + r * CELL;

/** Pre-draws one block per colour at double resolution (crisp on high-DPI screens). */
function makeSprites() {
  const S = CELL * 2;
  sprites = HUES.map((hue, k) => {
    const cv = document.createElement('canvas');
    cv.width = S;
    cv.height = S;
    const g = /** @type {CanvasRenderingContext2D} */ (cv.getContext('2d'));
    g.scale(2, 2);
    const m = 3;
    const s = CELL - m * 2;
    const grad = g.createLinearGradient(0, m, 0, m + s);
    grad.addColorStop(0, `hsl(${hue} 90% 70%)`);
    grad.addColorStop(0.55, `hsl(${hue} 78% 55%)`);
    grad.addColorStop(1, `hsl(${hue} 75% 40%)`);
    g.fillStyle = grad;
    roundRect(g, m, m, s, s, 12);
    g.fill();
    g.strokeStyle = `hsl(${hue} 90% 82% / 0.8)`;
    g.lineWidth = 2;
    roundRect(g, m + 1, m + 1, s - 2, s - 2, 11);
    g.stroke();
    g.fillStyle = 'rgba(255,255,255,0.28)';
    roundRect(g, m + 6, m + 5, s - 12, s * 0.32, 8);
    g.fill();
    // A faint glyph per colour so the colours stay apart for colour-blind players.
    const cx = CELL / 2;
    const cy = CELL / 2 + 3;
    const r = CELL * 0.16;
    g.fillStyle = `hsl(${hue} 60% 28% / 0.55)`;
    g.beginPath();
    if (k === 0) g.arc(cx, cy, r, 0, Math.PI * 2);
    else if (k === 1) { g.moveTo(cx, cy - r * 1.2); g.lineTo(cx + r * 1.2, cy + r); g.lineTo(cx - r * 1.2, cy + r); }
    else if (k === 2) g.rect(cx - r, cy - r, r * 2, r * 2);
    else if (k === 3) { g.moveTo(cx, cy - r * 1.3); g.lineTo(cx + r * 1.2, cy); g.lineTo(cx, cy + r * 1.3); g.lineTo(cx - r * 1.2, cy); }
    else for (let i = 0; i < 10; i++) { const a = (i / 10) * Math.PI * 2 - Math.PI / 2; const rr = i % 2 ? r * 0.55 : r * 1.3; g.lineTo(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr); }
    g.closePath();
    g.fill();
    return cv;
  });
}

/** @param {Kit} kit @param {number} level */
function startLevel(kit, level) {
  const spec = levelSpec(level);
  colors = spec.colors;
  target = spec.target;
  levelScore = 0;
  plays = 0;
  phase = 'play';
  phaseT = 0;
  reachedShown = false;
  grid = newGrid(ROWS, COLS, colors, kit.random);
  shown = new Map();
  // New blocks rain in from above, lower rows first.
  grid.forEach((row, r) => row.forEach((b, c) => { if (b) shown.set(b.id, { x: cellX(c), y: cellY(r) - (kit.reducedMotion ? 0 : 420 + (ROWS - r) * 26 + c * 9) }); }));
  kit.setLevel(level);
  kit.setStat('target', kit.fmt(target));
}

/** Whether every block has (nearly) reached its cell: input waits for the board to settle. */
function settled() {
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLS; c++) {
      const b = at(grid, r, c);
      const p = b && shown.get(b.id);
      if (p && (Math.abs(p.x - cellX(c)) > 4 || Math.abs(p.y - cellY(r)) > 4)) return false;
    }
  }
  return true;
}

/** @param {Kit} kit @param {number} r @param {number} c */
function tapCell(kit, r, c) {
  if (phase !== 'play' || !settled()) return;
  const res = play(grid, r, c);
  if (!res) {
    if (at(grid, r, c)) kit.sound.tone({ freq: 160, dur: 0.07, type: 'square', vol: 0.06 });
    return;
  }
  grid = res.grid;
  plays++;
  levelScore += res.points;
  kit.addScore(res.points);
  const n = res.removed.length;
  let sx = 0;
  let sy = 0;
  for (const p of res.removed) {
    shown.delete(p.block.id);
    const x = cellX(p.c) + CELL / 2;
    const y = cellY(p.r) + CELL / 2;
    sx += x;
    sy += y;
    if (!kit.reducedMotion) {
      for (let i = 0; i < 3; i++) {
        const a = kit.random() * Math.PI * 2;
        const v = 50 + kit.random() * 170;
        bits.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v - 90, life: 0.7, hue: HUES[p.block.c] ?? 0, s: 5 + kit.random() * 6 });
      }
    }
  }
  popups.push({ x: sx / n, y: sy / n, text: `+${kit.fmt(res.points)}`, t: 0 });
  kit.sound.tone({ freq: 300 + Math.min(n, 20) * 40, to: 500 + Math.min(n, 20) * 60, dur: 0.1 + Math.min(n, 20) * 0.01, type: 'triangle', vol: 0.16 });
  if (n >= 8) kit.sound.noise({ dur: 0.25, vol: 0.1, freq: 3000 });
  if (!reachedShown && levelScore >= target) {
    reachedShown = true;
    kit.toast(kit.t('reached'));
    kit.sound.jingle([659, 784, 1047]);
  }
  if (!hasMoves(grid)) endLevel(kit);
}

/** @param {Kit} kit */
function endLevel(kit) {
  const left = countBlocks(grid);
  const bonus = leftoverBonus(left);
  if (levelScore + bonus >= target) {
    levelScore += bonus;
    kit.addScore(bonus);
    banner = left === 0 ? kit.t('cleared', { b: kit.fmt(bonus) }) : kit.t('levelDone', { n: kit.fmt(kit.level), b: kit.fmt(bonus) });
    phase = 'done';
    kit.sound.jingle([523, 659, 784, 1047, 1319]);
  } else {
    phase = 'fail';
  }
  phaseT = 0;
}

/** @param {number} x @param {number} y @returns {Pos | null} */
function cellAt(x, y) {
  const c = Math.floor((x - BX) / CELL);
  const r = Math.floor((y - BY) / CELL);
  return r >= 0 && c >= 0 && r < ROWS && c < COLS ? { r, c } : null;
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawTop(g, k) {
  g.direction = canvasDir(k);
  g.textBaseline = 'middle';
  g.textAlign = 'center';
  g.fillStyle = '#cfd6ff';
  g.font = '700 22px system-ui, sans-serif';
  g.fillText(`${k.t('level')} ${k.fmt(k.level)}`, W / 2, 26);
  const bw = W - 60;
  const prog = Math.min(1, levelScore / target);
  g.fillStyle = 'rgba(0,0,0,0.35)';
  roundRect(g, 30, 46, bw, 30, 15);
  g.fill();
  if (prog > 0) {
    const bar = g.createLinearGradient(30, 0, 30 + bw, 0);
    bar.addColorStop(0, '#4fd8ff');
    bar.addColorStop(1, levelScore >= target ? '#7dff9b' : '#ff5fd2');
    g.fillStyle = bar;
    roundRect(g, 30, 46, Math.max(30, bw * prog), 30, 15);
    g.fill();
  }
  g.fillStyle = '#fff';
  g.font = '800 18px system-ui, sans-serif';
  // Numbers read left to right in every language ("0 / 4,000" must not flip in Arabic).
  g.direction = 'ltr';
  g.fillText(`${k.fmt(levelScore)} / ${k.fmt(target)}`, W / 2, 62);
  g.direction = canvasDir(k);
  g.fillStyle = '#a3abcf';
  g.font = '600 16px system-ui, sans-serif';
  g.fillText(`${k.t('left')}: ${k.fmt(countBlocks(grid))}`, W / 2, 96);
}

const kit = createGame({
  id: 41,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'target', label: 'target' }],
  reset(k) {
    if (!sprites.length) makeSprites();
    bits = [];
    popups = [];
    hover = null;
    cursor = { r: ROWS - 1, c: 0, visible: false };
    startLevel(k, 1);
  },
  update(dt, k) {
    phaseT += dt;
    const ease = Math.min(1, dt * 13);
    grid.forEach((row, r) => row.forEach((b, c) => {
      if (!b) return;
      const p = shown.get(b.id);
      if (!p) { shown.set(b.id, { x: cellX(c), y: cellY(r) }); return; }
      p.x += (cellX(c) - p.x) * ease;
      // Falling accelerates a little before it eases in, so drops read as gravity.
      const dy = cellY(r) - p.y;
      p.y += Math.sign(dy) * Math.min(Math.abs(dy), Math.max(Math.abs(dy) * ease, 260 * dt));
    }));
    bits = bits.filter((b) => { b.x += b.vx * dt; b.y += b.vy * dt; b.vy += 520 * dt; return (b.life -= dt) > 0; });
    popups = popups.filter((p) => (p.t += dt) < 0.9);
    if (phase === 'done' && phaseT > 1.7) {
      startLevel(k, k.level + 1);
      k.toast(k.t('next', { n: k.fmt(k.level) }));
    } else if (phase === 'fail' && phaseT > 0.9) {
      phase = 'over';
      k.gameOver({ message: k.t('short', { n: k.fmt(target - levelScore) }) });
    }
  },
  onPointer(kind, p) {
    if (p.pointerType === 'mouse') hover = kind === 'up' && !p.inside ? null : cellAt(p.x, p.y);
  },
  onTap(p, k) {
    const cell = cellAt(p.x, p.y);
    cursor.visible = false;
    if (cell) tapCell(k, cell.r, cell.c);
  },
  onKey(code, k) {
    const d = keyDir(code);
    if (d) {
      if (cursor.visible) {
        cursor.r = Math.max(0, Math.min(ROWS - 1, cursor.r + (d === 'down' ? 1 : d === 'up' ? -1 : 0)));
        cursor.c = Math.max(0, Math.min(COLS - 1, cursor.c + (d === 'right' ? 1 : d === 'left' ? -1 : 0)));
      }
      cursor.visible = true;
      hover = null;
      return true;
    }
    if (code === 'Space' || code === 'Enter') {
      cursor.visible = true;
      tapCell(k, cursor.r, cursor.c);
      return true;
    }
    return false;
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#1b2150');
    bg.addColorStop(1, '#2a1140');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    drawTop(g, k);
    g.direction = 'ltr';
    g.fillStyle = 'rgba(0,0,0,0.28)';
    roundRect(g, BX - 8, BY - 8, COLS * CELL + 16, ROWS * CELL + 16, 16);
    g.fill();
    g.strokeStyle = 'rgba(255,255,255,0.05)';
    g.lineWidth = 1;
    for (let c = 1; c < COLS; c++) { g.beginPath(); g.moveTo(cellX(c), BY); g.lineTo(cellX(c), BY + ROWS * CELL); g.stroke(); }
    const focus = cursor.visible ? cursor : hover;
    const grp = focus && phase === 'play' ? groupAt(grid, focus.r, focus.c) : [];
    const lit = new Set(grp.length >= 2 ? grp.map((p) => p.r * 100 + p.c) : []);
    g.save();
    g.beginPath();
    g.rect(BX - 8, BY - 8, COLS * CELL + 16, ROWS * CELL + 16);
    g.clip();
    for (let r = 0; r < ROWS; r++) {
      for (let c = 0; c < COLS; c++) {
        const b = at(grid, r, c);
        if (!b) continue;
        const p = shown.get(b.id) ?? { x: cellX(c), y: cellY(r) };
        const sp = sprites[b.c];
        if (sp) g.drawImage(sp, p.x, p.y, CELL, CELL);
        if (lit.has(r * 100 + c)) {
          g.fillStyle = `rgba(255,255,255,${0.22 + 0.1 * Math.sin(k.clock * 8)})`;
          roundRect(g, p.x + 3, p.y + 3, CELL - 6, CELL - 6, 12);
          g.fill();
        }
      }
    }
    g.restore();
    if (cursor.visible && phase === 'play') {
      g.strokeStyle = '#ffe066';
      g.lineWidth = 4;
      roundRect(g, cellX(cursor.c) + 1, cellY(cursor.r) + 1, CELL - 2, CELL - 2, 13);
      g.stroke();
    }
    if (lit.size && focus) {
      g.font = '800 24px system-ui, sans-serif';
      g.textAlign = 'center';
      g.lineWidth = 5;
      g.strokeStyle = 'rgba(0,0,0,0.6)';
      g.fillStyle = '#ffe066';
      const tx = Math.max(50, Math.min(W - 50, cellX(focus.c) + CELL / 2));
      const ty = Math.max(BY + 14, cellY(focus.r) - 12);
      const label = `+${k.fmt(groupScore(lit.size))}`;
      g.strokeText(label, tx, ty);
      g.fillText(label, tx, ty);
    }
    for (const b of bits) {
      g.globalAlpha = Math.max(0, b.life / 0.7);
      g.fillStyle = `hsl(${b.hue} 90% 65%)`;
      g.fillRect(b.x - b.s / 2, b.y - b.s / 2, b.s, b.s);
    }
    g.globalAlpha = 1;
    g.textAlign = 'center';
    g.font = '800 30px system-ui, sans-serif';
    for (const p of popups) {
      g.globalAlpha = Math.max(0, 1 - p.t / 0.9);
      g.strokeStyle = 'rgba(0,0,0,0.55)';
      g.lineWidth = 5;
      g.fillStyle = '#fff';
      g.strokeText(p.text, p.x, p.y - p.t * 60);
      g.fillText(p.text, p.x, p.y - p.t * 60);
    }
    g.globalAlpha = 1;
    if (phase === 'done') {
      g.direction = canvasDir(k);
      g.fillStyle = 'rgba(10,10,30,0.7)';
      g.fillRect(0, BY + ROWS * CELL / 2 - 56, W, 112);
      g.fillStyle = '#7dff9b';
      g.font = '800 30px system-ui, sans-serif';
      g.fillText(banner, W / 2, BY + ROWS * CELL / 2 - 14, W - 40);
      g.fillStyle = '#ffe066';
      g.font = '700 22px system-ui, sans-serif';
      g.fillText(k.t('next', { n: k.fmt(k.level + 1) }), W / 2, BY + ROWS * CELL / 2 + 26);
    }
  },
  state() {
    return {
      board: show(grid),
      phase,
      levelScore,
      target,
      colors,
      plays,
      blocksLeft: countBlocks(grid),
      groups: allGroups(grid).length,
      settled: settled(),
      cursor: { r: cursor.r, c: cursor.c },
    };
  },
  demo(k) {
    // Level 3 (four colours), a few big groups gone so the heap has fallen and closed up, and one
    // group lit as if hovered.
    startLevel(k, 3);
    for (let i = 0; i < 6; i++) {
      const gs = allGroups(grid);
      if (!gs.length) break;
      const big = gs.reduce((a, b) => (b.length > a.length ? b : a));
      const res = play(grid, /** @type {Pos} */ (big[0]).r, /** @type {Pos} */ (big[0]).c);
      if (!res) break;
      grid = res.grid;
      levelScore += res.points;
      k.addScore(res.points);
    }
    shown = new Map();
    grid.forEach((row, r) => row.forEach((b, c) => { if (b) shown.set(b.id, { x: cellX(c), y: cellY(r) }); }));
    const gs = allGroups(grid);
    const pick = gs.reduce((a, b) => (b.length > a.length ? b : a), /** @type {Pos[]} */ ([]));
    const p = pick[0];
    if (p) hover = p;
  },
});

kit.setStat('target', kit.fmt(levelSpec(1).target));

export default kit;
