// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { LEVELS, createField, reveal, toggleFlag, chord, flagCount, winScore, cellAt } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {keyof typeof LEVELS} Level */

const CELL = 48;
const PAD = 12;
const NUM_COLORS = ['', '#4fd8ff', '#5df08a', '#ff6b9a', '#b77bff', '#ffa94d', '#3de0c8', '#ffffff', '#a3abcf'];

const strings = {
  'zh-CN': { title: '扫雷行动', mines: '地雷', flag: '插旗', flagMode: '插旗模式', cleared: '雷区已清除！用时 {t} 秒。', boom: '踩到地雷了！' },
  en: { title: 'Mine Sweep', mines: 'Mines', flag: 'Flag', flagMode: 'Flag mode', cleared: 'Field cleared in {t} s!', boom: 'You hit a mine!' },
  ja: { title: 'マイン スイープ', mines: '地雷', flag: '旗', flagMode: '旗モード', cleared: '{t} 秒でクリア！', boom: '地雷を踏んでしまった！' },
  es: { title: 'Buscaminas', mines: 'Minas', flag: 'Bandera', flagMode: 'Modo bandera', cleared: '¡Campo despejado en {t} s!', boom: '¡Has pisado una mina!' },
  de: { title: 'Minensucher', mines: 'Minen', flag: 'Flagge', flagMode: 'Flaggenmodus', cleared: 'Feld in {t} s geräumt!', boom: 'Du bist auf eine Mine getreten!' },
  fr: { title: 'Démineur', mines: 'Mines', flag: 'Drapeau', flagMode: 'Mode drapeau', cleared: 'Terrain déminé en {t} s !', boom: 'Vous avez touché une mine !' },
  'pt-BR': { title: 'Campo Minado', mines: 'Minas', flag: 'Bandeira', flagMode: 'Modo bandeira', cleared: 'Campo limpo em {t} s!', boom: 'Você pisou numa mina!' },
  ar: { title: 'كاشف الألغام', mines: 'الألغام', flag: 'علم', flagMode: 'وضع العلم', cleared: 'تم تطهير الحقل في {t} ثانية!', boom: 'لقد دست على لغم!' },
};

/** @type {Level} */
let level = 'easy';
let field = createField(9, 9, 10);
let flagMode = false;
/** @type {number | null} playTime at the first reveal */
let startedAt = null;
let elapsed = 0;
let endIn = -1;
/** Keyboard cursor; shown after the first arrow key. */
let cursor = { r: 4, c: 4, visible: false };
/** @type {{r: number, c: number, t: number}[]} */
let pops = [];

/** Points per opened cell. */
const mult = () => ({ easy: 1, medium: 2, hard: 3 })[level];

/** @param {number} x @param {number} y */
function cellFromPoint(x, y) {
  const c = Math.floor((x - PAD) / CELL);
  const r = Math.floor((y - PAD) / CELL);
  return r >= 0 && c >= 0 && r < field.rows && c < field.cols ? { r, c } : null;
}

/** @param {Kit} kit */
function updateHud(kit) {
  kit.setStat('mines', field.mines - flagCount(field));
  kit.setStat('time', Math.floor(elapsed));
}

/** @param {Kit} kit @param {{opened: [number, number][], hit: boolean}} res */
function afterReveal(kit, res) {
  if (res.opened.length && startedAt === null) startedAt = kit.playTime;
  for (const [r, c] of res.opened) pops.push({ r, c, t: 0 });
  if (res.opened.length) {
    kit.addScore(res.opened.length * mult());
    kit.sound.tone({ freq: 500 + Math.min(res.opened.length, 40) * 12, dur: 0.05, type: 'triangle', vol: 0.12 });
  }
  if (res.hit) {
    kit.sound.noise({ dur: 0.6, vol: 0.4, freq: 800 });
    endIn = kit.reducedMotion ? 0.3 : 1.0;
  } else if (field.won) {
    const t = Math.max(1, Math.round(elapsed));
    kit.addScore(winScore(level, t));
    field.cells.flat().forEach((x) => { if (x.mine) x.flag = true; });
    updateHud(kit);
    kit.gameOver({ win: true, message: kit.t('cleared', { t }) });
  }
  updateHud(kit);
}

/** @param {Kit} kit @param {number} r @param {number} c */
function open(kit, r, c) {
  const cell = cellAt(field, r, c);
  if (!cell || endIn >= 0) return;
  if (cell.open) afterReveal(kit, chord(field, r, c, kit.random));
  else if (!cell.flag) afterReveal(kit, reveal(field, r, c, kit.random));
}

/** @param {Kit} kit @param {number} r @param {number} c */
function flag(kit, r, c) {
  if (endIn >= 0) return;
  if (toggleFlag(field, r, c)) {
    kit.sound.tone({ freq: cellAt(field, r, c)?.flag ? 880 : 440, dur: 0.06, type: 'square', vol: 0.08 });
    updateHud(kit);
  }
}

/** @param {Kit} kit @param {boolean} on */
function setFlagMode(kit, on) {
  flagMode = on;
  kit.setControlPressed('flag', on);
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} s */
function drawFlag(g, x, y, s) {
  g.fillStyle = '#e9ecff';
  g.fillRect(x + s * 0.36, y + s * 0.2, s * 0.07, s * 0.6);
  g.fillStyle = '#ff5f7e';
  g.beginPath();
  g.moveTo(x + s * 0.43, y + s * 0.2);
  g.lineTo(x + s * 0.76, y + s * 0.34);
  g.lineTo(x + s * 0.43, y + s * 0.5);
  g.closePath();
  g.fill();
  g.fillStyle = '#e9ecff';
  g.fillRect(x + s * 0.26, y + s * 0.76, s * 0.3, s * 0.07);
}

/** @param {CanvasRenderingContext2D} g @param {number} cx @param {number} cy @param {number} s */
function drawMine(g, cx, cy, s) {
  g.strokeStyle = '#0b0e1a';
  g.lineWidth = s * 0.07;
  for (let i = 0; i < 4; i++) {
    const a = (i * Math.PI) / 4;
    g.beginPath();
    g.moveTo(cx - Math.cos(a) * s * 0.34, cy - Math.sin(a) * s * 0.34);
    g.lineTo(cx + Math.cos(a) * s * 0.34, cy + Math.sin(a) * s * 0.34);
    g.stroke();
  }
  g.fillStyle = '#0b0e1a';
  g.beginPath();
  g.arc(cx, cy, s * 0.24, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = 'rgba(255,255,255,0.7)';
  g.beginPath();
  g.arc(cx - s * 0.08, cy - s * 0.08, s * 0.06, 0, Math.PI * 2);
  g.fill();
}

const kit = createGame({
  id: 4,
  width: PAD * 2 + 9 * CELL,
  height: PAD * 2 + 9 * CELL,
  strings,
  stats: [{ key: 'mines', label: 'mines' }, { key: 'time', label: 'time' }],
  options: [{ key: 'difficulty', label: 'difficulty', default: 'easy', choices: [{ value: 'easy', label: 'easy' }, { value: 'medium', label: 'medium' }, { value: 'hard', label: 'hard' }] }],
  bestKey: (k) => k.option('difficulty'),
  controls: { layout: 'row', always: true, buttons: [{ action: 'flag', label: '⚑', title: 'flagMode', caption: 'flagMode', toggle: true }] },
  reset(k) {
    const opt = k.option('difficulty');
    level = opt === 'medium' || opt === 'hard' ? opt : 'easy';
    const L = LEVELS[level];
    field = createField(L.rows, L.cols, L.mines);
    startedAt = null;
    elapsed = 0;
    endIn = -1;
    pops = [];
    cursor = { r: Math.floor(L.rows / 2), c: Math.floor(L.cols / 2), visible: false };
    setFlagMode(k, false);
    k.setLevel(({ easy: 1, medium: 2, hard: 3 })[level]);
    k.setSize(PAD * 2 + L.cols * CELL, PAD * 2 + L.rows * CELL);
    updateHud(k);
  },
  update(dt, k) {
    pops = pops.filter((p) => (p.t += dt) < 0.25);
    if (startedAt !== null && !field.lost && !field.won) {
      const before = Math.floor(elapsed);
      elapsed = k.playTime - startedAt;
      if (Math.floor(elapsed) !== before) updateHud(k);
    }
    if (endIn >= 0 && (endIn -= dt) < 0) {
      endIn = -1;
      k.gameOver({ message: k.t('boom') });
    }
  },
  onTap(p, k) {
    const cell = cellFromPoint(p.x, p.y);
    if (!cell) return;
    cursor = { ...cell, visible: false };
    if (p.button === 2 || (flagMode && !cellAt(field, cell.r, cell.c)?.open)) flag(k, cell.r, cell.c);
    else open(k, cell.r, cell.c);
  },
  onLongPress(p, k) {
    const cell = cellFromPoint(p.x, p.y);
    if (cell) {
      flag(k, cell.r, cell.c);
      navigator.vibrate?.(20);
    }
  },
  onAction(a, k) {
    if (a === 'flag') setFlagMode(k, !flagMode);
  },
  onKey(code, k) {
    const moves = /** @type {Record<string, [number, number]>} */ ({ ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1], KeyW: [-1, 0], KeyS: [1, 0], KeyA: [0, -1], KeyD: [0, 1] });
    const m = moves[code];
    if (m) {
      cursor = { r: Math.max(0, Math.min(field.rows - 1, cursor.r + m[0])), c: Math.max(0, Math.min(field.cols - 1, cursor.c + m[1])), visible: true };
      return true;
    }
    if (code === 'Space' || code === 'Enter') { cursor.visible = true; open(k, cursor.r, cursor.c); return true; }
    if (code === 'KeyF') { cursor.visible = true; flag(k, cursor.r, cursor.c); return true; }
    if (code === 'KeyT') { setFlagMode(k, !flagMode); return true; }
    return false;
  },
  render(g, k) {
    const W = k.width;
    const H = k.height;
    const bg = g.createLinearGradient(0, 0, W, H);
    bg.addColorStop(0, '#151a3a');
    bg.addColorStop(1, '#231537');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    const showMines = field.lost;
    for (let r = 0; r < field.rows; r++) {
      for (let c = 0; c < field.cols; c++) {
        const cell = /** @type {import('./logic.js').Cell} */ (cellAt(field, r, c));
        const x = PAD + c * CELL;
        const y = PAD + r * CELL;
        if (cell.open) {
          const isBoom = field.boom && field.boom.r === r && field.boom.c === c;
          g.fillStyle = isBoom ? '#ff4f5e' : 'rgba(8,10,24,0.75)';
          roundRect(g, x + 2, y + 2, CELL - 4, CELL - 4, 8);
          g.fill();
          const pop = pops.find((p) => p.r === r && p.c === c);
          if (pop && !k.reducedMotion) {
            g.fillStyle = `rgba(79,216,255,${0.35 * (1 - pop.t / 0.25)})`;
            g.fill();
          }
          if (cell.mine) drawMine(g, x + CELL / 2, y + CELL / 2, CELL);
          else if (cell.n) {
            g.fillStyle = NUM_COLORS[cell.n] ?? '#fff';
            g.font = `800 ${CELL * 0.56}px system-ui, sans-serif`;
            g.textAlign = 'center';
            g.textBaseline = 'middle';
            g.fillText(String(cell.n), x + CELL / 2, y + CELL / 2 + 2);
          }
        } else {
          const grad = g.createLinearGradient(x, y, x, y + CELL);
          const hue = 225 + ((r + c) % 2) * 12;
          grad.addColorStop(0, `hsl(${hue} 55% 46%)`);
          grad.addColorStop(1, `hsl(${hue + 20} 55% 34%)`);
          g.fillStyle = grad;
          roundRect(g, x + 2, y + 2, CELL - 4, CELL - 4, 8);
          g.fill();
          g.fillStyle = 'rgba(255,255,255,0.16)';
          roundRect(g, x + 5, y + 4, CELL - 10, 6, 3);
          g.fill();
          if (showMines && cell.mine && !cell.flag) {
            g.globalAlpha = 0.85;
            drawMine(g, x + CELL / 2, y + CELL / 2, CELL);
            g.globalAlpha = 1;
          }
          if (cell.flag) {
            drawFlag(g, x, y, CELL);
            if (showMines && !cell.mine) {
              g.strokeStyle = '#ff4f5e';
              g.lineWidth = 4;
              g.beginPath();
              g.moveTo(x + 10, y + 10);
              g.lineTo(x + CELL - 10, y + CELL - 10);
              g.stroke();
            }
          }
        }
      }
    }
    if (cursor.visible && k.screen === 'playing') {
      g.strokeStyle = '#ffe066';
      g.lineWidth = 4;
      roundRect(g, PAD + cursor.c * CELL + 1, PAD + cursor.r * CELL + 1, CELL - 2, CELL - 2, 9);
      g.stroke();
    }
    if (flagMode) {
      g.strokeStyle = 'rgba(255,194,75,0.8)';
      g.lineWidth = 4;
      g.strokeRect(2, 2, W - 4, H - 4);
    }
  },
  state() {
    return {
      difficulty: level,
      rows: field.rows,
      cols: field.cols,
      mines: field.mines,
      opened: field.opened,
      flags: flagCount(field),
      flagMode,
      placed: field.placed,
      lost: field.lost,
      fieldWon: field.won,
      time: Math.floor(elapsed),
      cursor: { r: cursor.r, c: cursor.c },
      cells: field.cells.map((row) => row.map((x) => (x.open ? (x.mine ? '*' : String(x.n)) : x.flag ? 'F' : '.')).join('')),
    };
  },
  demo(k) {
    open(k, Math.floor(field.rows / 2), Math.floor(field.cols / 2));
    // Flag a few mines next to the opened area and open a few more safe cells.
    let flags = 0;
    let opens = 0;
    for (let r = 0; r < field.rows; r++) {
      for (let c = 0; c < field.cols; c++) {
        const x = cellAt(field, r, c);
        if (!x || x.open) continue;
        if (x.mine && flags < 4) { flag(k, r, c); flags++; } else if (!x.mine && opens < 3 && (r + c) % 5 === 0) { open(k, r, c); opens++; }
      }
    }
  },
});

export default kit;
