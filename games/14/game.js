// @ts-check
import { createGame, keyDir, roundRect, easeOutCubic } from '../kit/kit.js';
import { shuffleBoard, slide, tileForDir, isSolved, solveScore, solvedBoard } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */

const W = 600;
const PAD = 20;
const BOARD = W - PAD * 2;
const SLIDE_T = 0.1;

const strings = {
  'zh-CN': { title: '滑块拼图', size: '尺寸', mode: '模式', numbers: '数字', picture: '图片', moves: '步数', solved: '{n}×{n} 拼图完成！{m} 步，{t} 秒。', next: '继续挑战将进入下一幅拼图。', peek: '按住 H 或长按查看原图' },
  en: { title: 'Slide Puzzle', size: 'Size', mode: 'Mode', numbers: 'Numbers', picture: 'Picture', moves: 'Moves', solved: '{n}×{n} solved in {m} moves and {t} s!', next: 'Keep going for the next puzzle.', peek: 'Hold H or long-press to peek at the picture' },
  ja: { title: 'スライドパズル', size: 'サイズ', mode: 'モード', numbers: '数字', picture: '絵', moves: '手数', solved: '{n}×{n} を {m} 手・{t} 秒で完成！', next: '「まだ続ける」で次のパズルへ。', peek: 'H を押し続けるか長押しで完成図を表示' },
  es: { title: 'Puzle deslizante', size: 'Tamaño', mode: 'Modo', numbers: 'Números', picture: 'Imagen', moves: 'Movim.', solved: '¡{n}×{n} resuelto en {m} movimientos y {t} s!', next: 'Sigue jugando para el siguiente puzle.', peek: 'Mantén H o pulsa largo para ver la imagen' },
  de: { title: 'Schiebepuzzle', size: 'Größe', mode: 'Modus', numbers: 'Zahlen', picture: 'Bild', moves: 'Züge', solved: '{n}×{n} gelöst in {m} Zügen und {t} s!', next: 'Mach weiter für das nächste Puzzle.', peek: 'H halten oder lange drücken, um das Bild zu sehen' },
  fr: { title: 'Taquin', size: 'Taille', mode: 'Mode', numbers: 'Chiffres', picture: 'Image', moves: 'Coups', solved: '{n}×{n} résolu en {m} coups et {t} s !', next: 'Continuez pour le taquin suivant.', peek: 'Maintenez H ou appuyez longuement pour voir l’image' },
  'pt-BR': { title: 'Quebra-cabeça deslizante', size: 'Tamanho', mode: 'Modo', numbers: 'Números', picture: 'Imagem', moves: 'Jogadas', solved: '{n}×{n} resolvido em {m} jogadas e {t} s!', next: 'Continue jogando para o próximo quebra-cabeça.', peek: 'Segure H ou toque longo para ver a imagem' },
  ar: { title: 'لغز الانزلاق', size: 'الحجم', mode: 'النمط', numbers: 'أرقام', picture: 'صورة', moves: 'الحركات', solved: 'حُلّ لغز {n}×{n} في {m} حركة و{t} ثانية!', next: 'تابع اللعب للانتقال إلى اللغز التالي.', peek: 'اضغط H مطولًا أو المس مطولًا لرؤية الصورة' },
};

let n = 4;
let tiles = solvedBoard(4);
let moves = 0;
/** @type {number | null} */
let startedAt = null;
let elapsed = 0;
let solved = false;
let nextPending = false;
let puzzleNo = 1;
let peekUntil = 0;
let solvedAt = 0;
/** @type {Map<number, {from: number, t: number}>} tile value → slide animation */
let anims = new Map();
/** @type {HTMLCanvasElement | null} */
let picture = null;

const cellSize = () => BOARD / n;
/** @param {number} i */
const cellX = (i) => PAD + (i % n) * cellSize();
/** @param {number} i */
const cellY = (i) => PAD + Math.floor(i / n) * cellSize();

/**
 * Paints an original landscape: gradient sky, sun, layered hills, a lake and a few balloons.
 * @param {() => number} rand
 */
function makePicture(rand) {
  const c = document.createElement('canvas');
  c.width = BOARD;
  c.height = BOARD;
  const g = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
  const hue = Math.floor(rand() * 360);
  const sky = g.createLinearGradient(0, 0, 0, BOARD * 0.62);
  sky.addColorStop(0, `hsl(${hue} 70% 32%)`);
  sky.addColorStop(0.55, `hsl(${(hue + 40) % 360} 85% 58%)`);
  sky.addColorStop(1, `hsl(${(hue + 70) % 360} 95% 72%)`);
  g.fillStyle = sky;
  g.fillRect(0, 0, BOARD, BOARD);
  for (let i = 0; i < 40; i++) {
    g.fillStyle = `rgba(255,255,255,${0.3 + rand() * 0.5})`;
    g.fillRect(rand() * BOARD, rand() * BOARD * 0.3, 2, 2);
  }
  const sx = BOARD * (0.25 + rand() * 0.5);
  const sy = BOARD * 0.42;
  const sun = g.createRadialGradient(sx, sy, 8, sx, sy, 120);
  sun.addColorStop(0, '#fff7c2');
  sun.addColorStop(0.35, '#ffd45c');
  sun.addColorStop(1, 'rgba(255,160,80,0)');
  g.fillStyle = sun;
  g.fillRect(0, 0, BOARD, BOARD);
  g.fillStyle = '#fff3b0';
  g.beginPath();
  g.arc(sx, sy, 46, 0, Math.PI * 2);
  g.fill();
  const layers = 4;
  for (let l = 0; l < layers; l++) {
    const base = BOARD * (0.45 + l * 0.06);
    g.fillStyle = `hsl(${(hue + 200 + l * 18) % 360} ${45 + l * 8}% ${38 - l * 7}%)`;
    g.beginPath();
    g.moveTo(0, BOARD);
    const seg = 8 + l * 2;
    const amp = 70 - l * 12;
    for (let k = 0; k <= seg; k++) {
      g.lineTo((k / seg) * BOARD, base - rand() * amp - (k % 2) * amp * 0.4);
    }
    g.lineTo(BOARD, BOARD);
    g.closePath();
    g.fill();
  }
  // Lake with reflections.
  const lake = g.createLinearGradient(0, BOARD * 0.72, 0, BOARD);
  lake.addColorStop(0, `hsl(${(hue + 180) % 360} 60% 45%)`);
  lake.addColorStop(1, `hsl(${(hue + 220) % 360} 60% 22%)`);
  g.fillStyle = lake;
  g.fillRect(0, BOARD * 0.74, BOARD, BOARD * 0.26);
  g.fillStyle = 'rgba(255,240,170,0.55)';
  for (let k = 0; k < 9; k++) {
    const w = 80 - k * 7;
    g.fillRect(sx - w / 2, BOARD * 0.76 + k * 13, w, 4);
  }
  // Hot-air balloons.
  for (let b = 0; b < 3; b++) {
    const bx = BOARD * (0.15 + b * 0.32 + rand() * 0.1);
    const by = BOARD * (0.12 + rand() * 0.2);
    const r = 26 + rand() * 16;
    const bh = (hue + 120 + b * 90) % 360;
    const stripes = 5;
    for (let s = 0; s < stripes; s++) {
      g.fillStyle = `hsl(${(bh + s * 25) % 360} 90% ${55 + (s % 2) * 10}%)`;
      g.beginPath();
      g.ellipse(bx, by, r * (1 - s / stripes), r * 1.15, 0, 0, Math.PI * 2);
      g.fill();
    }
    g.strokeStyle = 'rgba(40,20,10,0.7)';
    g.lineWidth = 2;
    g.beginPath();
    g.moveTo(bx - r * 0.5, by + r);
    g.lineTo(bx - 7, by + r * 1.7);
    g.moveTo(bx + r * 0.5, by + r);
    g.lineTo(bx + 7, by + r * 1.7);
    g.stroke();
    g.fillStyle = '#7a4a22';
    g.fillRect(bx - 8, by + r * 1.7, 16, 12);
  }
  return c;
}

/** @param {Kit} kit */
function newPuzzle(kit) {
  tiles = shuffleBoard(n, kit.random);
  moves = 0;
  startedAt = null;
  elapsed = 0;
  solved = false;
  nextPending = false;
  anims = new Map();
  picture = kit.option('mode') === 'picture' ? makePicture(kit.random) : null;
  kit.setLevel(puzzleNo);
  kit.setStat('moves', 0);
  kit.setStat('time', 0);
}

/** @param {Kit} kit @param {number} i */
function tryMove(kit, i) {
  if (solved || i < 0) return false;
  const res = slide(tiles, n, i);
  if (!res) {
    kit.sound.tone({ freq: 140, dur: 0.05, type: 'sine', vol: 0.08 });
    return false;
  }
  if (startedAt === null) startedAt = kit.playTime;
  tiles = res.tiles;
  for (const m of res.moved) anims.set(m.value, { from: m.from, t: kit.reducedMotion ? 99 : 0 });
  moves += res.moved.length;
  kit.setStat('moves', moves);
  kit.sound.tone({ freq: 520 + res.moved.length * 40, to: 420, dur: 0.05, type: 'triangle', vol: 0.12 });
  if (isSolved(tiles)) {
    solved = true;
    solvedAt = kit.clock;
    const t = Math.max(1, Math.round(elapsed));
    kit.addScore(solveScore(n, moves, t));
    kit.win({ keepGoing: true, message: `${kit.t('solved', { n, m: moves, t })} ${kit.t('next')}` });
    nextPending = true;
  }
  return true;
}

/** @param {number} x @param {number} y */
function indexAt(x, y) {
  const c = Math.floor((x - PAD) / cellSize());
  const r = Math.floor((y - PAD) / cellSize());
  return r >= 0 && c >= 0 && r < n && c < n ? r * n + c : -1;
}

/** @param {CanvasRenderingContext2D} g @param {number} v @param {number} x @param {number} y @param {boolean} home */
function drawTile(g, v, x, y, home) {
  const s = cellSize();
  const gap = Math.max(3, s * 0.04);
  const r = Math.max(6, s * 0.12);
  if (picture) {
    const sx = ((v - 1) % n) * s;
    const sy = Math.floor((v - 1) / n) * s;
    g.save();
    roundRect(g, x + gap / 2, y + gap / 2, s - gap, s - gap, r);
    g.clip();
    g.drawImage(picture, sx, sy, s, s, x, y, s, s);
    g.restore();
    g.strokeStyle = home ? 'rgba(120,255,180,0.7)' : 'rgba(255,255,255,0.35)';
    g.lineWidth = 2;
    roundRect(g, x + gap / 2, y + gap / 2, s - gap, s - gap, r);
    g.stroke();
    const b = Math.max(18, s * 0.24);
    g.fillStyle = 'rgba(10,12,30,0.55)';
    roundRect(g, x + gap, y + gap, b, b * 0.8, 6);
    g.fill();
    g.fillStyle = '#fff';
    g.font = `700 ${Math.round(b * 0.5)}px system-ui, sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(String(v), x + gap + b / 2, y + gap + b * 0.42);
    return;
  }
  const hue = (200 + ((v - 1) / (n * n - 1)) * 150) % 360;
  const grad = g.createLinearGradient(x, y, x + s, y + s);
  grad.addColorStop(0, `hsl(${hue} 80% ${home ? 62 : 56}%)`);
  grad.addColorStop(1, `hsl(${(hue + 30) % 360} 75% ${home ? 48 : 40}%)`);
  g.fillStyle = grad;
  roundRect(g, x + gap / 2, y + gap / 2, s - gap, s - gap, r);
  g.fill();
  g.fillStyle = 'rgba(255,255,255,0.18)';
  roundRect(g, x + gap * 1.5, y + gap * 1.2, s - gap * 3, s * 0.14, r / 2);
  g.fill();
  if (home) {
    g.strokeStyle = 'rgba(255,255,255,0.55)';
    g.lineWidth = 3;
    roundRect(g, x + gap / 2, y + gap / 2, s - gap, s - gap, r);
    g.stroke();
  }
  g.fillStyle = '#fff';
  g.font = `800 ${Math.round(s * 0.42)}px system-ui, sans-serif`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.shadowColor = 'rgba(0,0,0,0.35)';
  g.shadowBlur = 6;
  g.fillText(String(v), x + s / 2, y + s / 2 + 2);
  g.shadowBlur = 0;
}

const kit = createGame({
  id: 14,
  width: W,
  height: W,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'moves', label: 'moves' }, { key: 'time', label: 'time' }],
  options: [
    { key: 'size', label: 'size', default: '4', choices: [{ value: '3', label: '3×3' }, { value: '4', label: '4×4' }, { value: '5', label: '5×5' }] },
    { key: 'mode', label: 'mode', default: 'numbers', choices: [{ value: 'numbers', label: 'numbers' }, { value: 'picture', label: 'picture' }] },
  ],
  bestKey: (k) => k.option('size'),
  reset(k) {
    n = Number(k.option('size')) || 4;
    puzzleNo = 1;
    newPuzzle(k);
  },
  update(dt, k) {
    if (nextPending) {
      // "Keep going" after a solve: the next puzzle, one size bigger up to 5×5.
      n = Math.min(5, n + 1);
      puzzleNo++;
      newPuzzle(k);
      k.toast(`${k.t('level')} ${k.fmt(puzzleNo)} · ${n}×${n}`);
      return;
    }
    for (const [v, a] of anims) if ((a.t += dt) > SLIDE_T) anims.delete(v);
    if (startedAt !== null && !solved) {
      const before = Math.floor(elapsed);
      elapsed = k.playTime - startedAt;
      if (Math.floor(elapsed) !== before) k.setStat('time', Math.floor(elapsed));
    }
  },
  onKey(code, k) {
    if (code === 'KeyH') { peekUntil = k.clock + 1.2; return true; }
    const d = keyDir(code);
    if (!d) return false;
    tryMove(k, tileForDir(tiles, n, d));
    return true;
  },
  onTap(p, k) {
    tryMove(k, indexAt(p.x, p.y));
  },
  onSwipe(d, k) {
    tryMove(k, tileForDir(tiles, n, d));
  },
  onLongPress(_p, k) {
    peekUntil = k.clock + 1.5;
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, W, W);
    bg.addColorStop(0, '#18204a');
    bg.addColorStop(1, '#2a1640');
    g.fillStyle = bg;
    roundRect(g, 0, 0, W, W, 22);
    g.fill();
    const s = cellSize();
    g.fillStyle = 'rgba(0,0,0,0.28)';
    roundRect(g, PAD - 6, PAD - 6, BOARD + 12, BOARD + 12, 18);
    g.fill();
    for (let i = 0; i < n * n; i++) {
      g.fillStyle = 'rgba(255,255,255,0.04)';
      roundRect(g, cellX(i) + 3, cellY(i) + 3, s - 6, s - 6, 10);
      g.fill();
    }
    const peek = (k.clock < peekUntil || k.input.isDown('KeyH')) && k.screen === 'playing';
    if (k.screen === 'start') {
      // Attract mode: the solved board, gently breathing.
      const a = k.reducedMotion ? 0 : Math.sin(k.clock * 2) * 0.5 + 0.5;
      solvedBoard(n).forEach((v, i) => { if (v) { g.globalAlpha = 0.55 + 0.45 * (((i + Math.floor(k.clock * 3)) % (n * n)) === 0 ? a : 1); drawTile(g, v, cellX(i), cellY(i), false); } });
      g.globalAlpha = 1;
      return;
    }
    if (peek && picture) {
      g.globalAlpha = 0.96;
      g.drawImage(picture, PAD, PAD);
      g.globalAlpha = 1;
      return;
    }
    tiles.forEach((v, i) => {
      if (!v) return;
      let x = cellX(i);
      let y = cellY(i);
      const a = anims.get(v);
      if (a) {
        const p = easeOutCubic(a.t / SLIDE_T);
        x = cellX(a.from) + (x - cellX(a.from)) * p;
        y = cellY(a.from) + (y - cellY(a.from)) * p;
      }
      drawTile(g, v, x, y, v === i + 1);
    });
    if (solved && picture) {
      // Fill the gap with the missing piece once solved.
      g.globalAlpha = Math.min(1, (k.clock - solvedAt) * 3);
      const v = n * n;
      const sx = ((v - 1) % n) * s;
      const sy = Math.floor((v - 1) / n) * s;
      g.drawImage(picture, sx, sy, s, s, cellX(v - 1), cellY(v - 1), s, s);
      g.globalAlpha = 1;
    }
    if (solved && !k.reducedMotion) {
      const t = (k.clock - solvedAt) * 1.5;
      g.strokeStyle = `rgba(255,224,102,${Math.max(0, 1 - t)})`;
      g.lineWidth = 8;
      roundRect(g, PAD - 4 - t * 10, PAD - 4 - t * 10, BOARD + 8 + t * 20, BOARD + 8 + t * 20, 20);
      g.stroke();
    }
  },
  state() {
    return { size: n, tiles: tiles.slice(), moves, time: Math.floor(elapsed), solved, mode: picture ? 'picture' : 'numbers', puzzle: puzzleNo };
  },
  demo(k) {
    // Play a few moves from the shuffle so the board looks "in progress".
    for (let i = 0; i < 6; i++) {
      const dirs = /** @type {const} */ (['left', 'up', 'right', 'down']);
      tryMove(k, tileForDir(tiles, n, dirs[i % 4]));
    }
    anims.clear();
  },
});

export default kit;
