// @ts-check
import { createGame, keyDir, roundRect } from '../kit/kit.js';
import { generate, findPath, findPair, removePair, reshuffle, tilesLeft, kindAt, levelSpec, pairScore, timeBonus } from './logic.js';
import { drawIcon } from '../kit/tile-icons.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Grid} Grid */
/** @typedef {import('./logic.js').Pos} Pos */

/** The page's text direction, for the canvas. @param {Kit} k @returns {CanvasDirection} */
const canvasDir = (k) => (k.dir === 'rtl' ? 'rtl' : 'ltr');

const W = 600;
const H = 960;
const HEADER = 96;
const FOOTER = 78;
const HINTS = 3;
const SHUFFLES = 2;
const COMBO_WINDOW = 4;
const BTN_Y = H - 60;
const BTN_H = 44;
const BTN = { hint: { x: 40, w: 250 }, shuffle: { x: 310, w: 250 } };

const strings = {
  'zh-CN': { title: '连连看', hint: '提示', shuffle: '洗牌', stuck: '没有可连的对子了，自动洗牌！', cleared: '清空了！时间奖励 +{b}', timeUp: '时间到！第 {n} 关还剩 {p} 对。', combo: '连击 ×{n}' },
  en: { title: 'Pair Link', hint: 'Hint', shuffle: 'Shuffle', stuck: 'No links left: shuffling for free!', cleared: 'Cleared! Time bonus +{b}', timeUp: 'Time is up! {p} pairs were left on level {n}.', combo: 'Combo ×{n}' },
  ja: { title: 'ペア リンク', hint: 'ヒント', shuffle: 'シャッフル', stuck: 'つなげるペアがありません。無料でシャッフル！', cleared: 'クリア！タイムボーナス +{b}', timeUp: '時間切れ！レベル {n} で {p} ペア残りました。', combo: 'コンボ ×{n}' },
  es: { title: 'Enlaza parejas', hint: 'Pista', shuffle: 'Mezclar', stuck: 'No quedan enlaces: ¡mezcla gratis!', cleared: '¡Despejado! Bono de tiempo +{b}', timeUp: '¡Se acabó el tiempo! Quedaron {p} parejas en el nivel {n}.', combo: 'Combo ×{n}' },
  de: { title: 'Paar-Verbinder', hint: 'Tipp', shuffle: 'Mischen', stuck: 'Keine Verbindung mehr: Gratis gemischt!', cleared: 'Abgeräumt! Zeitbonus +{b}', timeUp: 'Die Zeit ist um! Auf Stufe {n} blieben {p} Paare übrig.', combo: 'Kombo ×{n}' },
  fr: { title: 'Relie les paires', hint: 'Indice', shuffle: 'Mélanger', stuck: 'Plus aucun lien : mélange offert !', cleared: 'Dégagé ! Bonus de temps +{b}', timeUp: 'Temps écoulé ! Il restait {p} paires au niveau {n}.', combo: 'Combo ×{n}' },
  'pt-BR': { title: 'Liga Pares', hint: 'Dica', shuffle: 'Embaralhar', stuck: 'Sem ligações: embaralhando de graça!', cleared: 'Limpo! Bônus de tempo +{b}', timeUp: 'O tempo acabou! Sobraram {p} pares no nível {n}.', combo: 'Combo ×{n}' },
  ar: { title: 'وصل الأزواج', hint: 'تلميح', shuffle: 'خلط', stuck: 'لا توجد أزواج قابلة للوصل: خلط مجاني!', cleared: 'أفرغت اللوحة! مكافأة الوقت +{b}', timeUp: 'انتهى الوقت! بقي {p} زوجًا في المستوى {n}.', combo: 'سلسلة ×{n}' },
};

/** @type {Grid} */
let grid = [];
let rows = 8;
let cols = 6;
let tw = 60;
let th = 70;
let bx = 0;
let by = 0;
let timeLeft = 0;
let timeTotal = 1;
let hints = HINTS;
let shuffles = SHUFFLES;
let matched = 0;
let combo = 0;
let sinceMatch = 99;
/** 'play' | 'won' (banner, then next level) | 'over' */
let phase = 'play';
let phaseT = 0;
let banner = '';
/** @type {Pos | null} */
let selected = null;
/** @type {[Pos, Pos] | null} */
let hintPair = null;
let hintT = 0;
let cursor = { r: 0, c: 0, visible: false };
/** @type {{pts: Pos[], t: number}[]} */
let links = [];
/** @type {{p: Pos, kind: number, t: number}[]} */
let fading = [];
/** @type {{x: number, y: number, text: string, t: number}[]} */
let popups = [];
/** @type {{p: Pos, t: number} | null} */
let buzz = null;
/** @type {HTMLCanvasElement[]} */
let sprites = [];

const cx = (/** @type {number} */ c) => bx + c * tw + tw / 2;
const cy = (/** @type {number} */ r) => by + r * th + th / 2;

/** Tile faces at the current tile size, drawn once per level. */
function makeSprites() {
  const sc = 2;
  sprites = Array.from({ length: 20 }, (_, kind) => {
    const cv = document.createElement('canvas');
    cv.width = Math.ceil(tw * sc);
    cv.height = Math.ceil(th * sc);
    const g = /** @type {CanvasRenderingContext2D} */ (cv.getContext('2d'));
    g.scale(sc, sc);
    const m = 2;
    g.fillStyle = '#3d8c6a';
    roundRect(g, m, m + 4, tw - m * 2, th - m * 2 - 4, 9);
    g.fill();
    const face = g.createLinearGradient(0, m, 0, th - 6);
    face.addColorStop(0, '#fbfff8');
    face.addColorStop(1, '#e3efe0');
    g.fillStyle = face;
    roundRect(g, m, m, tw - m * 2, th - m * 2 - 5, 9);
    g.fill();
    g.strokeStyle = 'rgba(40,90,60,0.35)';
    g.lineWidth = 1.2;
    g.stroke();
    drawIcon(g, kind, tw / 2, (th - 5) / 2 + 1, Math.min(tw, th) * 0.36);
    return cv;
  });
}

/** @param {Kit} kit @param {number} level */
function startLevel(kit, level) {
  const spec = levelSpec(level);
  rows = spec.rows;
  cols = spec.cols;
  tw = Math.min(W / (cols + 1), (H - HEADER - FOOTER) / ((rows + 1) * 1.16));
  th = tw * 1.16;
  bx = (W - cols * tw) / 2;
  by = HEADER + (H - HEADER - FOOTER - rows * th) / 2;
  makeSprites();
  grid = generate(rows, cols, spec.kinds, kit.random).grid;
  timeLeft = spec.time;
  timeTotal = spec.time;
  hints = HINTS;
  shuffles = SHUFFLES;
  phase = 'play';
  phaseT = 0;
  selected = null;
  hintPair = null;
  combo = 0;
  sinceMatch = 99;
  links = [];
  fading = [];
  cursor = { r: 0, c: 0, visible: false };
  kit.setLevel(level);
  kit.setStat('time', spec.time);
}

/** @param {number} x @param {number} y @returns {Pos | null} */
function cellAt(x, y) {
  const c = Math.floor((x - bx) / tw);
  const r = Math.floor((y - by) / th);
  return r >= 0 && c >= 0 && r < rows && c < cols ? { r, c } : null;
}

/** @param {Kit} kit @param {Pos} p */
function choose(kit, p) {
  if (phase !== 'play') return;
  const k = kindAt(grid, p.r, p.c);
  if (k === -1) { selected = null; return; }
  if (!selected || (selected.r === p.r && selected.c === p.c)) {
    selected = selected ? null : p;
    kit.sound.blip(680);
    return;
  }
  const a = selected;
  const path = kindAt(grid, a.r, a.c) === k ? findPath(grid, a, p) : null;
  if (!path) {
    buzz = { p, t: 0 };
    selected = p;
    kit.sound.tone({ freq: 180, dur: 0.08, type: 'square', vol: 0.07 });
    return;
  }
  grid = removePair(grid, a, p);
  selected = null;
  hintPair = null;
  links.push({ pts: path, t: 0 });
  fading.push({ p: a, kind: k, t: 0 }, { p, kind: k, t: 0 });
  matched++;
  combo = sinceMatch < COMBO_WINDOW ? combo + 1 : 0;
  sinceMatch = 0;
  const pts = pairScore(kit.level, combo);
  kit.addScore(pts);
  popups.push({ x: (cx(a.c) + cx(p.c)) / 2, y: (cy(a.r) + cy(p.r)) / 2, text: `+${kit.fmt(pts)}`, t: 0 });
  if (combo >= 2) popups.push({ x: W / 2, y: HEADER + 40, text: kit.t('combo', { n: combo + 1 }), t: 0 });
  kit.sound.tone({ freq: 520 + Math.min(combo, 8) * 60, to: 880 + Math.min(combo, 8) * 80, dur: 0.12, type: 'triangle', vol: 0.15 });
  if (!tilesLeft(grid)) {
    const bonus = timeBonus(timeLeft);
    kit.addScore(bonus);
    banner = kit.t('cleared', { b: kit.fmt(bonus) });
    phase = 'won';
    phaseT = 0;
    kit.sound.jingle([523, 659, 784, 1047, 1319]);
  } else if (!findPair(grid)) {
    grid = reshuffle(grid, kit.random);
    kit.toast(kit.t('stuck'));
    kit.sound.noise({ dur: 0.35, vol: 0.12, freq: 2500 });
  }
}

/** @param {Kit} kit */
function useHint(kit) {
  if (phase !== 'play' || hints <= 0) return;
  const p = findPair(grid);
  if (!p) return;
  hints--;
  hintPair = p;
  hintT = 0;
  kit.sound.tone({ freq: 880, to: 1175, dur: 0.12, type: 'sine', vol: 0.12 });
}

/** @param {Kit} kit */
function useShuffle(kit) {
  if (phase !== 'play' || shuffles <= 0) return;
  shuffles--;
  grid = reshuffle(grid, kit.random);
  selected = null;
  hintPair = null;
  kit.sound.noise({ dur: 0.35, vol: 0.12, freq: 2500 });
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k @param {'hint'|'shuffle'} which */
function drawButton(g, k, which) {
  const b = BTN[which];
  const n = which === 'hint' ? hints : shuffles;
  const on = n > 0 && phase === 'play';
  g.fillStyle = on ? 'rgba(79,216,255,0.18)' : 'rgba(255,255,255,0.05)';
  roundRect(g, b.x, BTN_Y, b.w, BTN_H, 22);
  g.fill();
  g.strokeStyle = on ? 'rgba(79,216,255,0.6)' : 'rgba(255,255,255,0.12)';
  g.lineWidth = 2;
  g.stroke();
  g.fillStyle = on ? '#eef1ff' : '#7a81a8';
  g.font = '700 19px system-ui, sans-serif';
  g.direction = canvasDir(k);
  g.fillText(`${which === 'hint' ? '✦' : '⟳'} ${k.t(which)} ×${k.fmt(n)}`, b.x + b.w / 2, BTN_Y + BTN_H / 2 + 1);
  g.direction = 'ltr';
}

/** Centre of a path corner, which may lie in the ring round the board. @param {Pos} p */
const px = (p) => ({ x: cx(p.c), y: cy(p.r) });

const kit = createGame({
  id: 42,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'time', label: 'time' }],
  reset(k) {
    matched = 0;
    popups = [];
    startLevel(k, 1);
  },
  update(dt, k) {
    phaseT += dt;
    sinceMatch += dt;
    hintT += dt;
    if (hintT > 4) hintPair = null;
    links = links.filter((l) => (l.t += dt) < 0.35);
    fading = fading.filter((f) => (f.t += dt) < 0.3);
    popups = popups.filter((p) => (p.t += dt) < 0.9);
    if (buzz && (buzz.t += dt) > 0.3) buzz = null;
    if (phase === 'play') {
      const before = Math.ceil(timeLeft);
      timeLeft = Math.max(0, timeLeft - dt);
      if (Math.ceil(timeLeft) !== before) {
        k.setStat('time', Math.ceil(timeLeft));
        if (timeLeft <= 10 && timeLeft > 0) k.sound.tone({ freq: 990, dur: 0.04, type: 'square', vol: 0.05 });
      }
      if (timeLeft <= 0) {
        phase = 'over';
        k.gameOver({ message: k.t('timeUp', { p: k.fmt(tilesLeft(grid) / 2), n: k.fmt(k.level) }) });
      }
    } else if (phase === 'won' && phaseT > 1.6) {
      startLevel(k, k.level + 1);
      k.toast(`${k.t('level')} ${k.fmt(k.level)}`);
    }
  },
  onTap(p, k) {
    if (p.y >= BTN_Y - 6 && p.y <= BTN_Y + BTN_H + 6) {
      if (p.x >= BTN.hint.x && p.x <= BTN.hint.x + BTN.hint.w) { useHint(k); return; }
      if (p.x >= BTN.shuffle.x && p.x <= BTN.shuffle.x + BTN.shuffle.w) { useShuffle(k); return; }
    }
    const cell = cellAt(p.x, p.y);
    cursor.visible = false;
    if (cell) choose(k, cell);
  },
  onKey(code, k) {
    const d = keyDir(code);
    if (d) {
      if (cursor.visible) {
        cursor.r = Math.max(0, Math.min(rows - 1, cursor.r + (d === 'down' ? 1 : d === 'up' ? -1 : 0)));
        cursor.c = Math.max(0, Math.min(cols - 1, cursor.c + (d === 'right' ? 1 : d === 'left' ? -1 : 0)));
      }
      cursor.visible = true;
      return true;
    }
    if (code === 'Space' || code === 'Enter') {
      cursor.visible = true;
      choose(k, { r: cursor.r, c: cursor.c });
      return true;
    }
    if (code === 'KeyH') { useHint(k); return true; }
    if (code === 'KeyS') { useShuffle(k); return true; }
    return false;
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#13324a');
    bg.addColorStop(1, '#1d1a44');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.direction = canvasDir(k);
    g.fillStyle = '#dfe6ff';
    g.font = '800 24px system-ui, sans-serif';
    g.fillText(`${k.t('level')} ${k.fmt(k.level)}`, W / 2, 28);
    g.direction = 'ltr';
    // Time bar: green to red as it runs out.
    const frac = timeLeft / timeTotal;
    g.fillStyle = 'rgba(0,0,0,0.35)';
    roundRect(g, 40, 52, W - 80, 20, 10);
    g.fill();
    g.fillStyle = `hsl(${Math.round(frac * 120)} 80% 55%)`;
    if (frac > 0) { roundRect(g, 40, 52, Math.max(20, (W - 80) * frac), 20, 10); g.fill(); }
    g.fillStyle = '#fff';
    g.font = '700 15px system-ui, sans-serif';
    const s = Math.ceil(timeLeft);
    g.fillText(`${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`, W / 2, 63);
    // Tiles.
    const hintOn = hintPair && Math.sin(k.clock * 10) > -0.3;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const kind = kindAt(grid, r, c);
        if (kind === -1) continue;
        let x = bx + c * tw;
        const y = by + r * th;
        if (buzz && buzz.p.r === r && buzz.p.c === c) x += Math.sin(buzz.t * 60) * 4 * (1 - buzz.t / 0.3);
        const sel = selected && selected.r === r && selected.c === c;
        const sp = sprites[kind];
        if (sp) g.drawImage(sp, x, y - (sel ? 4 : 0), tw, th);
        const hinted = hintOn && hintPair?.some((h) => h.r === r && h.c === c);
        if (sel || hinted) {
          g.strokeStyle = sel ? '#ffb020' : '#4fd8ff';
          g.lineWidth = 4;
          roundRect(g, x + 2, y + 2 - (sel ? 4 : 0), tw - 4, th - 9, 9);
          g.stroke();
        }
      }
    }
    for (const f of fading) {
      const sp = sprites[f.kind];
      const sc = 1 + f.t * 1.2;
      g.globalAlpha = Math.max(0, 1 - f.t / 0.3);
      if (sp) g.drawImage(sp, cx(f.p.c) - (tw * sc) / 2, cy(f.p.r) - (th * sc) / 2, tw * sc, th * sc);
    }
    g.globalAlpha = 1;
    for (const l of links) {
      g.strokeStyle = `rgba(255,230,120,${1 - l.t / 0.35})`;
      g.lineWidth = 6;
      g.lineJoin = 'round';
      g.lineCap = 'round';
      g.shadowColor = '#ffd23f';
      g.shadowBlur = 12;
      g.beginPath();
      for (const p of l.pts) { const q = px(p); g.lineTo(q.x, q.y); }
      g.stroke();
      g.shadowBlur = 0;
    }
    if (cursor.visible && k.screen === 'playing') {
      g.strokeStyle = '#ffe066';
      g.lineWidth = 3;
      g.setLineDash([6, 4]);
      roundRect(g, bx + cursor.c * tw, by + cursor.r * th, tw, th - 4, 10);
      g.stroke();
      g.setLineDash([]);
    }
    drawButton(g, k, 'hint');
    drawButton(g, k, 'shuffle');
    g.font = '800 28px system-ui, sans-serif';
    for (const p of popups) {
      g.globalAlpha = Math.max(0, 1 - p.t / 0.9);
      g.strokeStyle = 'rgba(0,0,0,0.55)';
      g.lineWidth = 5;
      g.fillStyle = '#ffe066';
      g.direction = /^\+/.test(p.text) ? 'ltr' : canvasDir(k);
      g.strokeText(p.text, p.x, p.y - p.t * 50);
      g.fillText(p.text, p.x, p.y - p.t * 50);
    }
    g.globalAlpha = 1;
    if (phase === 'won') {
      g.direction = canvasDir(k);
      g.fillStyle = 'rgba(10,10,30,0.72)';
      g.fillRect(0, H / 2 - 55, W, 110);
      g.fillStyle = '#7dff9b';
      g.font = '800 32px system-ui, sans-serif';
      g.fillText(banner, W / 2, H / 2, W - 40);
    }
    g.direction = 'ltr';
  },
  state() {
    const pair = phase === 'play' ? findPair(grid) : null;
    return {
      grid: grid.map((row) => row.map((k2) => (k2 < 0 ? '.' : String.fromCharCode(97 + k2))).join('')),
      rows,
      cols,
      phase,
      tilesLeft: tilesLeft(grid),
      matched,
      selected,
      hints,
      shuffles,
      timeLeft: Math.round(timeLeft * 10) / 10,
      combo,
      cursor: { r: cursor.r, c: cursor.c },
      hintShown: hintPair,
      // A pair that links right now (for tests), and where cell centres are on the canvas.
      pair,
      layout: { bx, by, tw, th },
    };
  },
  demo(k) {
    // Level 3 part-cleared by random linkable pairs, a link flashing and a tile picked.
    startLevel(k, 3);
    /** @returns {[Pos, Pos][]} */
    const linkable = () => {
      /** @type {[Pos, Pos][]} */
      const out = [];
      const cells = [];
      for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) if (kindAt(grid, r, c) !== -1) cells.push({ r, c });
      for (let i = 0; i < cells.length; i++) {
        for (let j = i + 1; j < cells.length; j++) {
          const a = /** @type {Pos} */ (cells[i]);
          const b = /** @type {Pos} */ (cells[j]);
          if (kindAt(grid, a.r, a.c) === kindAt(grid, b.r, b.c) && findPath(grid, a, b)) out.push([a, b]);
        }
      }
      return out;
    };
    for (let i = 0; i < 12; i++) {
      const all = linkable();
      const pick = all[Math.floor(k.random() * all.length)];
      if (!pick) break;
      grid = removePair(grid, pick[0], pick[1]);
      matched++;
    }
    // The longest available link makes the most of the flash.
    const show = linkable().map((p) => ({ p, path: findPath(grid, p[0], p[1]) ?? [] })).sort((x, y) => y.path.length - x.path.length)[0];
    if (show) {
      links.push({ pts: show.path, t: -0.4 });
      selected = show.p[0];
    }
    k.setScore(matched * 30);
    timeLeft = timeTotal * 0.62;
    k.setStat('time', Math.ceil(timeLeft));
  },
});

export default kit;
