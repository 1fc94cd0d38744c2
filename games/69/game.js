// @ts-check
import { createGame, roundRect, easeOutCubic } from '../kit/kit.js';
import { generate, levelSpec, snapLine, matchSelection, wordCells, wordPoints, timeBonus, themeOrder, LEVELS, HINT_COST } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Puzzle} Puzzle */
/** @typedef {{r: number, c: number}} Cell */

const W = 540;
const H = 900;
const GX = 10;
const GY = 84;
const GS = 520;
const LIST_Y = 620;
const ROW_H = 44;
const BTN = { x: 150, y: 836, w: 240, h: 50 };
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", "Noto Naskh Arabic", "PingFang SC", "Hiragino Sans", sans-serif';

const strings = {
  'zh-CN': {
    title: '单词寻宝', hint: '提示 −{s} 秒', found: '已找到 {n}/{m}', cleared: '全部找到！时间奖励 +{b}', timeUp: '时间到！本局共找到 {n} 个词。',
    allDone: '{n} 张字谜全部完成！', grid: '第 {n}/{m} 张', theme_animals: '动物', theme_fruit: '水果', theme_nature: '大自然',
    theme_kitchen: '厨房', theme_ocean: '海洋', theme_colours: '颜色', noHint: '提示需要至少 {s} 秒',
  },
  en: {
    title: 'Word Search', hint: 'Hint −{s} s', found: 'Found {n}/{m}', cleared: 'All found! Time bonus +{b}', timeUp: 'Time is up! You found {n} words.',
    allDone: 'All {n} grids solved!', grid: 'Grid {n}/{m}', theme_animals: 'Animals', theme_fruit: 'Fruit', theme_nature: 'Nature',
    theme_kitchen: 'Kitchen', theme_ocean: 'Ocean', theme_colours: 'Colours', noHint: 'A hint needs at least {s} s',
  },
  ja: {
    title: 'ことばさがし', hint: 'ヒント −{s} 秒', found: '{n}/{m} 個見つけた', cleared: '全部見つけた！タイムボーナス +{b}', timeUp: '時間切れ！見つけた言葉は {n} 個。',
    allDone: '{n} 面すべてクリア！', grid: '{n}/{m} 面', theme_animals: 'どうぶつ', theme_fruit: 'くだもの', theme_nature: 'しぜん',
    theme_kitchen: 'だいどころ', theme_ocean: 'うみ', theme_colours: 'いろ', noHint: 'ヒントには残り {s} 秒以上が必要',
  },
  es: {
    title: 'Sopa de letras', hint: 'Pista −{s} s', found: 'Encontradas {n}/{m}', cleared: '¡Todas encontradas! Bono de tiempo +{b}', timeUp: '¡Se acabó el tiempo! Encontraste {n} palabras.',
    allDone: '¡Resolviste las {n} sopas!', grid: 'Sopa {n}/{m}', theme_animals: 'Animales', theme_fruit: 'Frutas', theme_nature: 'Naturaleza',
    theme_kitchen: 'Cocina', theme_ocean: 'Océano', theme_colours: 'Colores', noHint: 'Una pista necesita al menos {s} s',
  },
  de: {
    title: 'Wortsuche', hint: 'Tipp −{s} s', found: 'Gefunden {n}/{m}', cleared: 'Alle gefunden! Zeitbonus +{b}', timeUp: 'Die Zeit ist um! Du hast {n} Wörter gefunden.',
    allDone: 'Alle {n} Gitter gelöst!', grid: 'Gitter {n}/{m}', theme_animals: 'Tiere', theme_fruit: 'Obst', theme_nature: 'Natur',
    theme_kitchen: 'Küche', theme_ocean: 'Meer', theme_colours: 'Farben', noHint: 'Ein Tipp braucht mindestens {s} s',
  },
  fr: {
    title: 'Mots mêlés', hint: 'Indice −{s} s', found: 'Trouvés {n}/{m}', cleared: 'Tout trouvé ! Bonus de temps +{b}', timeUp: 'Temps écoulé ! Vous avez trouvé {n} mots.',
    allDone: 'Les {n} grilles sont résolues !', grid: 'Grille {n}/{m}', theme_animals: 'Animaux', theme_fruit: 'Fruits', theme_nature: 'Nature',
    theme_kitchen: 'Cuisine', theme_ocean: 'Océan', theme_colours: 'Couleurs', noHint: 'Un indice demande au moins {s} s',
  },
  'pt-BR': {
    title: 'Caça-palavras', hint: 'Dica −{s} s', found: 'Achadas {n}/{m}', cleared: 'Todas achadas! Bônus de tempo +{b}', timeUp: 'O tempo acabou! Você achou {n} palavras.',
    allDone: 'Todas as {n} grades resolvidas!', grid: 'Grade {n}/{m}', theme_animals: 'Animais', theme_fruit: 'Frutas', theme_nature: 'Natureza',
    theme_kitchen: 'Cozinha', theme_ocean: 'Oceano', theme_colours: 'Cores', noHint: 'A dica precisa de pelo menos {s} s',
  },
  ar: {
    title: 'البحث عن الكلمات', hint: 'تلميح −{s} ث', found: 'وجدت {n}/{m}', cleared: 'وجدتها كلها! مكافأة الوقت +{b}', timeUp: 'انتهى الوقت! وجدت {n} كلمة.',
    allDone: 'حللت الشبكات الـ{n} كلها!', grid: 'الشبكة {n}/{m}', theme_animals: 'حيوانات', theme_fruit: 'فواكه', theme_nature: 'طبيعة',
    theme_kitchen: 'المطبخ', theme_ocean: 'المحيط', theme_colours: 'ألوان', noHint: 'يحتاج التلميح {s} ثانية على الأقل',
  },
};

const HUES = [200, 330, 45, 140, 270, 15, 180, 95, 300, 60, 230];

/** @type {Puzzle} */
let pz = { size: 8, grid: [], words: [], theme: 'animals' };
/** @type {import('./logic.js').Theme[]} */
let themes = [];
let found = /** @type {boolean[]} */ ([]);
/** Cells each found word was selected with (the player's own line). @type {Cell[][]} */
let foundCells = [];
let timeLeft = 0;
let timeTotal = 1;
/** 'play' | 'cleared' (banner, then next grid) */
let phase = 'play';
let phaseT = 0;
let banner = '';
let totalFound = 0;
/** @type {Cell | null} */
let dragFrom = null;
/** @type {Cell | null} */
let dragTo = null;
/** First cell of a two-tap selection. @type {Cell | null} */
let tapAnchor = null;
let cursor = { r: 0, c: 0, visible: false };
/** Keyboard selection start. @type {Cell | null} */
let keyAnchor = null;
/** @type {{cells: Cell[], t: number} | null} */
let miss = null;
/** @type {{cell: Cell, t: number} | null} */
let hint = null;
/** @type {{x: number, y: number, vx: number, vy: number, life: number, hue: number}[]} */
let sparks = [];

const cellSize = () => GS / pz.size;
/** @param {Cell} p */
const centre = (p) => ({ x: GX + (p.c + 0.5) * cellSize(), y: GY + (p.r + 0.5) * cellSize() });

/** @param {number} x @param {number} y @param {boolean} clamp @returns {Cell | null} */
function cellAt(x, y, clamp) {
  const cs = cellSize();
  let c = Math.floor((x - GX) / cs);
  let r = Math.floor((y - GY) / cs);
  if (clamp) {
    c = Math.max(0, Math.min(pz.size - 1, c));
    r = Math.max(0, Math.min(pz.size - 1, r));
  }
  return r >= 0 && c >= 0 && r < pz.size && c < pz.size ? { r, c } : null;
}

/** @param {Kit} kit @param {number} level */
function startLevel(kit, level) {
  const spec = levelSpec(level, kit.lang);
  pz = generate(kit.lang, level, themes[(level - 1) % themes.length] ?? 'animals', kit.random);
  found = pz.words.map(() => false);
  foundCells = pz.words.map(() => []);
  timeLeft = spec.time;
  timeTotal = spec.time;
  phase = 'play';
  phaseT = 0;
  dragFrom = dragTo = tapAnchor = keyAnchor = null;
  miss = null;
  hint = null;
  cursor = { r: 0, c: 0, visible: cursor.visible };
  kit.setLevel(level);
  kit.setStat('time', Math.ceil(timeLeft));
}

/** @param {Kit} kit @param {Cell[]} cells */
function submit(kit, cells) {
  if (phase !== 'play' || cells.length < 2) return;
  const i = matchSelection(pz, cells, found);
  if (i < 0) {
    miss = { cells, t: 0 };
    kit.sound.tone({ freq: 200, to: 150, dur: 0.12, type: 'square', vol: 0.06 });
    return;
  }
  found[i] = true;
  foundCells[i] = cells;
  totalFound++;
  if (hint && wordCells(/** @type {import('./logic.js').Placed} */ (pz.words[i])).some((p) => p.r === hint?.cell.r && p.c === hint?.cell.c)) hint = null;
  kit.addScore(wordPoints(cells.length, kit.level));
  const n = found.filter(Boolean).length;
  kit.sound.tone({ freq: 520 + n * 40, to: 880 + n * 60, dur: 0.14, type: 'triangle', vol: 0.15 });
  if (!kit.reducedMotion) {
    for (const p of cells) {
      const c = centre(p);
      for (let k = 0; k < 4; k++) {
        const a = kit.random() * Math.PI * 2;
        const v = 40 + kit.random() * 90;
        sparks.push({ x: c.x, y: c.y, vx: Math.cos(a) * v, vy: Math.sin(a) * v, life: 0.6, hue: HUES[i % HUES.length] ?? 200 });
      }
    }
  }
  if (found.every(Boolean)) {
    const bonus = timeBonus(timeLeft);
    kit.addScore(bonus);
    banner = kit.t('cleared', { b: kit.fmt(bonus) });
    phase = 'cleared';
    phaseT = 0;
    kit.sound.jingle([523, 659, 784, 1047]);
  }
}

/** @param {Kit} kit */
function useHint(kit) {
  if (phase !== 'play') return;
  if (timeLeft <= HINT_COST + 1) { kit.toast(kit.t('noHint', { s: HINT_COST + 1 })); return; }
  const open = pz.words.map((w, i) => ({ w, i })).filter((o) => !found[o.i]);
  const pick = open[Math.floor(kit.random() * open.length)];
  if (!pick) return;
  timeLeft -= HINT_COST;
  hint = { cell: { r: pick.w.r, c: pick.w.c }, t: 0 };
  kit.sound.tone({ freq: 880, to: 1175, dur: 0.12, type: 'sine', vol: 0.12 });
}

/** The line being drawn now (drag, keyboard or two-tap), or null. */
function previewLine() {
  if (dragFrom && dragTo) return snapLine(pz.size, dragFrom, dragTo);
  if (keyAnchor) return snapLine(pz.size, keyAnchor, cursor);
  return null;
}

/** @param {CanvasRenderingContext2D} g @param {Cell[]} cells @param {string} colour @param {number} width */
function capsule(g, cells, colour, width) {
  const a = cells[0];
  const b = cells[cells.length - 1];
  if (!a || !b) return;
  const p = centre(a);
  const q = centre(b);
  g.strokeStyle = colour;
  g.lineWidth = width;
  g.lineCap = 'round';
  g.beginPath();
  g.moveTo(p.x, p.y);
  g.lineTo(q.x + 0.01, q.y);
  g.stroke();
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawList(g, k) {
  const rtl = k.dir === 'rtl';
  const cols = 3;
  const colW = (W - 40) / cols;
  const n = pz.words.length;
  const fs = n > 9 ? 20 : 22;
  g.textBaseline = 'middle';
  pz.words.forEach((w, i) => {
    const col = i % cols;
    const row = Math.floor(i / cols);
    const cx = rtl ? W - 20 - colW * (col + 0.5) : 20 + colW * (col + 0.5);
    const y = LIST_Y + 16 + row * ROW_H;
    const done = found[i];
    const hue = HUES[i % HUES.length] ?? 200;
    g.fillStyle = done ? `hsla(${hue} 70% 55% / 0.28)` : 'rgba(255,255,255,0.07)';
    roundRect(g, cx - colW / 2 + 4, y - 17, colW - 8, 34, 10);
    g.fill();
    g.font = `700 ${fs}px ${FONT}`;
    g.textAlign = 'center';
    g.fillStyle = done ? 'rgba(230,236,255,0.55)' : '#f4f6ff';
    const label = w.word;
    g.fillText(label, cx, y + 1, colW - 16);
    if (done) {
      const tw = Math.min(colW - 16, g.measureText(label).width);
      g.strokeStyle = `hsl(${hue} 85% 70%)`;
      g.lineWidth = 3;
      g.beginPath();
      g.moveTo(cx - tw / 2 - 4, y + 1);
      g.lineTo(cx + tw / 2 + 4, y + 1);
      g.stroke();
    }
  });
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawHeader(g, k) {
  g.textBaseline = 'middle';
  g.textAlign = 'center';
  g.fillStyle = '#ffe27a';
  g.font = `800 30px ${FONT}`;
  g.fillText(k.t(`theme_${pz.theme}`), W / 2, 28);
  g.font = `600 17px ${FONT}`;
  g.fillStyle = '#aeb8e8';
  g.textAlign = k.dir === 'rtl' ? 'right' : 'left';
  const left = k.dir === 'rtl' ? W - 16 : 16;
  const right = k.dir === 'rtl' ? 16 : W - 16;
  g.fillText(k.t('grid', { n: k.level, m: LEVELS }), left, 28);
  g.textAlign = k.dir === 'rtl' ? 'left' : 'right';
  g.fillText(k.t('found', { n: found.filter(Boolean).length, m: pz.words.length }), right, 28);
  // Time bar: shrinks towards the reading start, turns red in the last 15 seconds.
  const f = Math.max(0, Math.min(1, timeLeft / timeTotal));
  g.fillStyle = 'rgba(255,255,255,0.1)';
  roundRect(g, 16, 56, W - 32, 12, 6);
  g.fill();
  g.fillStyle = timeLeft < 15 ? '#ff5f6d' : '#4fd8ff';
  const bw = (W - 32) * f;
  roundRect(g, k.dir === 'rtl' ? W - 16 - bw : 16, 56, bw, 12, 6);
  g.fill();
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawGrid(g, k) {
  const cs = cellSize();
  g.fillStyle = '#f6f1e4';
  roundRect(g, GX - 4, GY - 4, GS + 8, GS + 8, 14);
  g.fill();
  g.strokeStyle = 'rgba(120,100,60,0.14)';
  g.lineWidth = 1;
  for (let i = 1; i < pz.size; i++) {
    g.beginPath();
    g.moveTo(GX + i * cs, GY + 4);
    g.lineTo(GX + i * cs, GY + GS - 4);
    g.moveTo(GX + 4, GY + i * cs);
    g.lineTo(GX + GS - 4, GY + i * cs);
    g.stroke();
  }
  foundCells.forEach((cells, i) => {
    if (found[i]) capsule(g, cells, `hsla(${HUES[i % HUES.length]} 80% 60% / 0.45)`, cs * 0.78);
  });
  if (miss) capsule(g, miss.cells, `rgba(255,80,90,${0.45 * (1 - miss.t / 0.35)})`, cs * 0.78);
  const line = previewLine();
  if (line) capsule(g, line, 'rgba(60,150,255,0.45)', cs * 0.8);
  const anchor = tapAnchor ?? keyAnchor;
  if (anchor && !dragFrom) {
    const c = centre(anchor);
    g.fillStyle = 'rgba(60,150,255,0.45)';
    g.beginPath(); g.arc(c.x, c.y, cs * 0.4, 0, Math.PI * 2); g.fill();
  }
  if (hint) {
    const c = centre(hint.cell);
    const pulse = k.reducedMotion ? 0 : Math.sin(hint.t * 8) * 0.08;
    g.strokeStyle = '#ff8a00';
    g.lineWidth = 4;
    g.beginPath(); g.arc(c.x, c.y, cs * (0.44 + pulse), 0, Math.PI * 2); g.stroke();
  }
  g.fillStyle = '#2b2440';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  const cjk = k.lang === 'zh-CN' || k.lang === 'ja';
  g.font = `${cjk ? 600 : 700} ${Math.round(cs * (cjk ? 0.56 : 0.58))}px ${FONT}`;
  for (let r = 0; r < pz.size; r++) {
    for (let c = 0; c < pz.size; c++) {
      const p = centre({ r, c });
      g.fillText(pz.grid[r * pz.size + c] ?? '', p.x, p.y + (cjk ? 1 : 2));
    }
  }
  if (cursor.visible && k.screen === 'playing') {
    g.strokeStyle = '#3b6cff';
    g.lineWidth = 3;
    roundRect(g, GX + cursor.c * cs + 2, GY + cursor.r * cs + 2, cs - 4, cs - 4, 8);
    g.stroke();
  }
}

const kit = createGame({
  id: 69,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'time', label: 'time' }],
  reset(k) {
    themes = themeOrder(k.random);
    totalFound = 0;
    sparks = [];
    cursor = { r: 0, c: 0, visible: false };
    startLevel(k, 1);
  },
  update(dt, k) {
    sparks = sparks.filter((p) => { p.x += p.vx * dt; p.y += p.vy * dt; p.vy += 160 * dt; return (p.life -= dt) > 0; });
    if (miss && (miss.t += dt) > 0.35) miss = null;
    if (hint && (hint.t += dt) > 4) hint = null;
    if (phase === 'cleared') {
      if ((phaseT += dt) > 1.8) {
        if (k.level >= LEVELS) k.gameOver({ win: true, message: k.t('allDone', { n: LEVELS }) });
        else startLevel(k, k.level + 1);
      }
      return;
    }
    const before = Math.ceil(timeLeft);
    timeLeft = Math.max(0, timeLeft - dt);
    if (Math.ceil(timeLeft) !== before) {
      k.setStat('time', Math.ceil(timeLeft));
      if (timeLeft > 0 && timeLeft <= 10) k.sound.tone({ freq: 990, dur: 0.04, type: 'sine', vol: 0.06 });
    }
    if (timeLeft <= 0) k.gameOver({ message: k.t('timeUp', { n: totalFound }) });
  },
  onPointer(kind, p, k) {
    if (phase !== 'play') return;
    if (kind === 'down') {
      if (p.x >= BTN.x && p.x <= BTN.x + BTN.w && p.y >= BTN.y && p.y <= BTN.y + BTN.h) { useHint(k); return; }
      const cell = cellAt(p.x, p.y, false);
      if (!cell) { tapAnchor = null; return; }
      cursor.visible = false;
      keyAnchor = null;
      dragFrom = tapAnchor ?? cell;
      dragTo = cell;
    } else if (kind === 'move' && dragFrom) {
      dragTo = cellAt(p.x, p.y, true);
    } else if (kind === 'up' && dragFrom) {
      const end = cellAt(p.x, p.y, true) ?? dragTo ?? dragFrom;
      const line = snapLine(pz.size, dragFrom, end);
      dragFrom = dragTo = null;
      if (line.length === 1) {
        // A tap: first cell of a two-tap selection, or cancels it when tapped again.
        const c0 = /** @type {Cell} */ (line[0]);
        tapAnchor = tapAnchor && tapAnchor.r === c0.r && tapAnchor.c === c0.c ? null : c0;
        if (tapAnchor) k.sound.blip(700);
        return;
      }
      tapAnchor = null;
      submit(k, line);
    }
  },
  onKey(code, k) {
    if (code === 'KeyH') { useHint(k); return true; }
    const moves = /** @type {Record<string, [number, number]>} */ ({ ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1], KeyW: [-1, 0], KeyS: [1, 0], KeyA: [0, -1], KeyD: [0, 1] });
    const m = moves[code];
    if (m) {
      if (cursor.visible) {
        cursor.r = Math.max(0, Math.min(pz.size - 1, cursor.r + m[0]));
        cursor.c = Math.max(0, Math.min(pz.size - 1, cursor.c + m[1]));
      }
      cursor.visible = true;
      return true;
    }
    if (code === 'Space' || code === 'Enter') {
      if (!cursor.visible) { cursor.visible = true; return true; }
      if (!keyAnchor) { keyAnchor = { r: cursor.r, c: cursor.c }; k.sound.blip(700); }
      else {
        const line = snapLine(pz.size, keyAnchor, cursor);
        keyAnchor = null;
        if (line.length > 1) submit(k, line);
      }
      return true;
    }
    if (code === 'Backspace' || code === 'Delete') { keyAnchor = null; tapAnchor = null; return true; }
    return false;
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#1b2456');
    bg.addColorStop(1, '#2a1846');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    if (!pz.grid.length) return;
    drawHeader(g, k);
    drawGrid(g, k);
    drawList(g, k);
    // Hint button.
    const can = phase === 'play' && timeLeft > HINT_COST + 1;
    g.fillStyle = can ? '#ff9f43' : 'rgba(255,255,255,0.12)';
    roundRect(g, BTN.x, BTN.y, BTN.w, BTN.h, 25);
    g.fill();
    g.fillStyle = can ? '#2a1400' : 'rgba(255,255,255,0.45)';
    g.font = `800 21px ${FONT}`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(k.t('hint', { s: HINT_COST }), BTN.x + BTN.w / 2, BTN.y + BTN.h / 2 + 1, BTN.w - 20);
    for (const p of sparks) {
      g.globalAlpha = Math.max(0, p.life / 0.6);
      g.fillStyle = `hsl(${p.hue} 90% 65%)`;
      g.fillRect(p.x - 3, p.y - 3, 6, 6);
    }
    g.globalAlpha = 1;
    if (phase === 'cleared') {
      const a = easeOutCubic(Math.min(1, phaseT / 0.4));
      g.fillStyle = `rgba(10,12,30,${0.55 * a})`;
      g.fillRect(0, 0, W, H);
      g.fillStyle = '#ffe27a';
      g.font = `800 30px ${FONT}`;
      g.textAlign = 'center';
      g.fillText(banner, W / 2, GY + GS / 2, W - 40);
    }
  },
  state() {
    return {
      size: pz.size,
      theme: pz.theme,
      grid: pz.grid.join(''),
      words: pz.words.map((w, i) => ({ word: w.word, found: !!found[i], r: w.r, c: w.c, dr: w.dir.dr, dc: w.dir.dc, len: w.letters.length })),
      foundCount: found.filter(Boolean).length,
      totalFound,
      timeLeft: Math.round(timeLeft * 10) / 10,
      phase,
      cursor: { r: cursor.r, c: cursor.c },
      anchor: tapAnchor ?? keyAnchor,
      layout: { x: GX, y: GY, cell: cellSize(), hint: BTN },
    };
  },
  demo(k) {
    themes = ['fruit', 'animals', 'ocean', 'nature', 'kitchen', 'colours'];
    startLevel(k, 4);
    for (let i = 0; i < 5; i++) {
      const w = pz.words[i];
      if (w) submit(k, wordCells(w));
    }
    const w = pz.words[6];
    if (w) {
      dragFrom = { r: w.r, c: w.c };
      const cells = wordCells(w);
      dragTo = cells[cells.length - 2] ?? null;
    }
    sparks = [];
  },
});

export default kit;
