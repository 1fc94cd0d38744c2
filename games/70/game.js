// @ts-check
import { createGame, roundRect, easeOutCubic } from '../kit/kit.js';
import { generate, levelSpec, objectParts, hitTest, hitBox, css, findPoints, timeBonus, SW, SH, LEVELS, WRONG_PENALTY, HINTS } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Level} Level */
/** @typedef {import('./logic.js').Part} Part */
/** @typedef {import('./logic.js').Obj} Obj */

const W = 540;
const H = 900;
const SC = 1.3;
const PX = 10;
const PA = 60;
const PB = 462;
const PW = SW * SC;
const PH = SH * SC;
const HINT_BTN = { x: 350, y: 10, w: 180, h: 42 };
/** The hint button sits at the reading end of the top bar. @param {Kit} k */
const hintX = (k) => (k.dir === 'rtl' ? W - HINT_BTN.x - HINT_BTN.w : HINT_BTN.x);
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", "Noto Naskh Arabic", sans-serif';

const strings = {
  'zh-CN': { title: '大家来找茬', hint: '提示 ×{n}', cleared: '全部找到！时间奖励 +{b}', timeUp: '时间到！本局共找到 {n} 处不同。', allDone: '{n} 关全部通关！', penalty: '−{s} 秒', noHints: '提示用完了' },
  en: { title: 'Spot the Difference', hint: 'Hint ×{n}', cleared: 'All found! Time bonus +{b}', timeUp: 'Time is up! You spotted {n} differences.', allDone: 'All {n} levels cleared!', penalty: '−{s} s', noHints: 'No hints left' },
  ja: { title: 'まちがいさがし', hint: 'ヒント ×{n}', cleared: '全部見つけた！タイムボーナス +{b}', timeUp: '時間切れ！見つけたまちがいは {n} 個。', allDone: '全 {n} レベルクリア！', penalty: '−{s} 秒', noHints: 'ヒントはもうありません' },
  es: { title: 'Encuentra las diferencias', hint: 'Pista ×{n}', cleared: '¡Todas encontradas! Bono de tiempo +{b}', timeUp: '¡Se acabó el tiempo! Encontraste {n} diferencias.', allDone: '¡Superaste los {n} niveles!', penalty: '−{s} s', noHints: 'No quedan pistas' },
  de: { title: 'Fehlersuche', hint: 'Tipp ×{n}', cleared: 'Alle gefunden! Zeitbonus +{b}', timeUp: 'Die Zeit ist um! Du hast {n} Fehler gefunden.', allDone: 'Alle {n} Stufen geschafft!', penalty: '−{s} s', noHints: 'Keine Tipps mehr' },
  fr: { title: 'Jeu des différences', hint: 'Indice ×{n}', cleared: 'Tout trouvé ! Bonus de temps +{b}', timeUp: 'Temps écoulé ! Vous avez trouvé {n} différences.', allDone: 'Les {n} niveaux sont réussis !', penalty: '−{s} s', noHints: 'Plus d’indices' },
  'pt-BR': { title: 'Jogo dos Erros', hint: 'Dica ×{n}', cleared: 'Tudo achado! Bônus de tempo +{b}', timeUp: 'O tempo acabou! Você achou {n} diferenças.', allDone: 'Todos os {n} níveis concluídos!', penalty: '−{s} s', noHints: 'Acabaram as dicas' },
  ar: { title: 'اكتشف الفروق', hint: 'تلميح ×{n}', cleared: 'وجدتها كلها! مكافأة الوقت +{b}', timeUp: 'انتهى الوقت! اكتشفت {n} فرقًا.', allDone: 'أنهيت المستويات الـ{n} كلها!', penalty: '−{s} ث', noHints: 'لم يبقَ أي تلميح' },
};

/** @type {Level | null} */
let lv = null;
let found = /** @type {boolean[]} */ ([]);
let timeLeft = 0;
let timeTotal = 1;
let hints = HINTS;
let wrongTaps = 0;
let totalFound = 0;
/** 'play' | 'cleared' */
let phase = 'play';
let phaseT = 0;
let banner = '';
/** @type {{i: number, t: number} | null} */
let hint = null;
/** @type {{x: number, y: number, panel: number, t: number}[]} */
let misses = [];
/** @type {{i: number, t: number}[]} */
let pops = [];
let cross = { x: SW / 2, y: SH / 2, visible: false };
/** Pre-drawn pictures (sharp at the current pixel scale). @type {HTMLCanvasElement[]} */
let pics = [];
let picScale = 0;

/** @param {CanvasRenderingContext2D} g @param {Part} p */
function pathPart(g, p) {
  const v = p.v;
  g.beginPath();
  if (p.t === 'c') g.arc(v[0] ?? 0, v[1] ?? 0, v[2] ?? 0, 0, Math.PI * 2);
  else if (p.t === 'e') g.ellipse(v[0] ?? 0, v[1] ?? 0, v[2] ?? 0, v[3] ?? 0, 0, 0, Math.PI * 2);
  else if (p.t === 'r') g.rect(v[0] ?? 0, v[1] ?? 0, v[2] ?? 0, v[3] ?? 0);
  else {
    for (let i = 0; i < v.length; i += 2) g.lineTo(v[i] ?? 0, v[i + 1] ?? 0);
    g.closePath();
  }
}

/** Decoration identical in both pictures (never a difference): sparkles, light rays, grass. @param {CanvasRenderingContext2D} g @param {number} theme */
function decorate(g, theme) {
  if (theme === 2) {
    for (let i = 0; i < 70; i++) {
      g.fillStyle = i % 5 ? 'rgba(255,255,255,0.55)' : 'rgba(255,230,160,0.8)';
      g.fillRect((i * 137.5) % SW, (i * 71.3) % 250, i % 7 ? 1.2 : 2, i % 7 ? 1.2 : 2);
    }
  } else if (theme === 1) {
    g.fillStyle = 'rgba(255,255,255,0.06)';
    for (let i = 0; i < 5; i++) {
      g.beginPath();
      g.moveTo(40 + i * 85, 0); g.lineTo(70 + i * 85, 0); g.lineTo(20 + i * 85, 260); g.lineTo(-10 + i * 85, 260);
      g.fill();
    }
  } else {
    g.strokeStyle = 'rgba(40,90,30,0.35)';
    g.lineWidth = 1;
    for (let i = 0; i < 60; i++) {
      const x = (i * 97.3) % SW;
      const y = 210 + ((i * 53.7) % 85);
      g.beginPath(); g.moveTo(x, y); g.lineTo(x + 2, y - 5); g.stroke();
    }
  }
}

/** Paints one picture into an offscreen canvas. @param {Level} l @param {Obj[]} objs @param {number} scale */
function paint(l, objs, scale) {
  const cv = document.createElement('canvas');
  cv.width = Math.ceil(PW * scale);
  cv.height = Math.ceil(PH * scale);
  const g = /** @type {CanvasRenderingContext2D} */ (cv.getContext('2d'));
  g.scale(scale * SC, scale * SC);
  for (const p of l.bg.parts) {
    g.fillStyle = css(p.col);
    pathPart(g, p);
    g.fill();
  }
  decorate(g, l.theme);
  g.lineJoin = 'round';
  for (const o of objs) {
    for (const p of objectParts(o)) {
      g.fillStyle = css(p.col);
      pathPart(g, p);
      g.fill();
      g.strokeStyle = 'rgba(20,20,40,0.28)';
      g.lineWidth = 0.8;
      g.stroke();
    }
  }
  return cv;
}

/** @param {Kit} kit */
function ensurePics(kit) {
  const scale = Math.max(1, Math.min(4, kit.pixelScale));
  if (!lv || (pics.length && Math.abs(scale - picScale) < 0.01)) return;
  picScale = scale;
  pics = [paint(lv, lv.a, scale), paint(lv, lv.b, scale)];
}

/** @param {Kit} kit @param {number} level */
function startLevel(kit, level) {
  const spec = levelSpec(level);
  lv = generate(level, kit.random);
  pics = [];
  found = lv.diffs.map(() => false);
  timeLeft = spec.time;
  timeTotal = spec.time;
  phase = 'play';
  phaseT = 0;
  hint = null;
  misses = [];
  pops = [];
  kit.setLevel(level);
  kit.setStat('time', Math.ceil(timeLeft));
}

/** Scene point under a canvas point, and which picture (0 top, 1 bottom), or null. @param {number} x @param {number} y */
function toScene(x, y) {
  for (const [panel, top] of [[0, PA], [1, PB]]) {
    if (x >= PX && x <= PX + PW && y >= top && y <= top + PH) return { x: (x - PX) / SC, y: (y - top) / SC, panel };
  }
  return null;
}

/** @param {Kit} kit @param {number} sx @param {number} sy @param {number} panel */
function tapScene(kit, sx, sy, panel) {
  if (phase !== 'play' || !lv) return;
  const i = hitTest(lv.diffs, found, sx, sy);
  if (i < 0) {
    // Tapping an already found spot again is harmless.
    if (lv.diffs.some((d, j) => found[j] && hitTest([d], [false], sx, sy) === 0)) return;
    wrongTaps++;
    timeLeft = Math.max(0, timeLeft - WRONG_PENALTY);
    misses.push({ x: sx, y: sy, panel, t: 0 });
    kit.sound.tone({ freq: 180, to: 120, dur: 0.18, type: 'sawtooth', vol: 0.08 });
    return;
  }
  found[i] = true;
  totalFound++;
  if (hint?.i === i) hint = null;
  pops.push({ i, t: 0 });
  kit.addScore(findPoints(kit.level));
  const n = found.filter(Boolean).length;
  kit.sound.tone({ freq: 600 + n * 50, to: 900 + n * 70, dur: 0.14, type: 'triangle', vol: 0.15 });
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
  if (phase !== 'play' || !lv) return;
  if (hints <= 0) { kit.toast(kit.t('noHints')); return; }
  const open = found.map((f, i) => (f ? -1 : i)).filter((i) => i >= 0);
  const i = open[Math.floor(kit.random() * open.length)];
  if (i === undefined) return;
  hints--;
  hint = { i, t: 0 };
  kit.sound.tone({ freq: 880, to: 1175, dur: 0.12, type: 'sine', vol: 0.12 });
}

/** @param {CanvasRenderingContext2D} g @param {import('./logic.js').Box} r @param {number} top @param {number} grow */
function ring(g, r, top, grow) {
  const cx = PX + (r.x + r.w / 2) * SC;
  const cy = top + (r.y + r.h / 2) * SC;
  const rx = Math.max(18, (r.w / 2) * SC * 1.15 + 6) * grow;
  const ry = Math.max(18, (r.h / 2) * SC * 1.15 + 6) * grow;
  g.beginPath();
  g.ellipse(cx, cy, rx, ry, 0, 0, Math.PI * 2);
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k @param {number} top @param {number} panel */
function drawPanel(g, k, top, panel) {
  g.save();
  roundRect(g, PX, top, PW, PH, 12);
  g.clip();
  const pic = pics[panel];
  if (pic) g.drawImage(pic, PX, top, PW, PH);
  if (lv) {
    lv.diffs.forEach((d, i) => {
      if (!found[i]) return;
      const pop = pops.find((p) => p.i === i);
      const grow = pop && !k.reducedMotion ? 1 + 0.5 * (1 - easeOutCubic(pop.t / 0.35)) : 1;
      ring(g, d.region, top, grow);
      g.strokeStyle = 'rgba(255,255,255,0.9)';
      g.lineWidth = 6;
      g.stroke();
      g.strokeStyle = '#21c46b';
      g.lineWidth = 3.5;
      g.stroke();
    });
    if (hint) {
      const d = lv.diffs[hint.i];
      if (d) {
        const pulse = k.reducedMotion ? 1 : 1 + 0.12 * Math.sin(hint.t * 9);
        ring(g, hitBox(d), top, pulse);
        g.setLineDash([8, 6]);
        g.strokeStyle = '#ff9f1a';
        g.lineWidth = 4;
        g.stroke();
        g.setLineDash([]);
      }
    }
  }
  for (const m of misses) {
    if (m.panel !== panel) continue;
    const a = Math.max(0, 1 - m.t / 0.8);
    const x = PX + m.x * SC;
    const y = top + m.y * SC;
    g.strokeStyle = `rgba(255,60,70,${a})`;
    g.lineWidth = 5;
    g.lineCap = 'round';
    g.beginPath();
    g.moveTo(x - 12, y - 12); g.lineTo(x + 12, y + 12);
    g.moveTo(x + 12, y - 12); g.lineTo(x - 12, y + 12);
    g.stroke();
    g.fillStyle = `rgba(255,90,100,${a})`;
    g.font = `800 20px ${FONT}`;
    g.textAlign = 'center';
    g.direction = 'ltr';
    g.fillText(k.t('penalty', { s: WRONG_PENALTY }), x, y - 20 - m.t * 20);
  }
  if (cross.visible && k.screen === 'playing') {
    const x = PX + cross.x * SC;
    const y = top + cross.y * SC;
    g.strokeStyle = '#fff';
    g.lineWidth = 2;
    g.beginPath();
    g.arc(x, y, 14, 0, Math.PI * 2);
    g.moveTo(x - 22, y); g.lineTo(x - 6, y); g.moveTo(x + 6, y); g.lineTo(x + 22, y);
    g.moveTo(x, y - 22); g.lineTo(x, y - 6); g.moveTo(x, y + 6); g.lineTo(x, y + 22);
    g.stroke();
  }
  g.restore();
  g.strokeStyle = 'rgba(255,255,255,0.25)';
  g.lineWidth = 2;
  roundRect(g, PX, top, PW, PH, 12);
  g.stroke();
}

const kit = createGame({
  id: 70,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'time', label: 'time' }],
  reset(k) {
    hints = HINTS;
    wrongTaps = 0;
    totalFound = 0;
    cross = { x: SW / 2, y: SH / 2, visible: false };
    startLevel(k, 1);
  },
  update(dt, k) {
    misses = misses.filter((m) => (m.t += dt) < 0.8);
    pops = pops.filter((p) => (p.t += dt) < 0.35);
    if (hint && (hint.t += dt) > 3) hint = null;
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
  onTap(p, k) {
    if (p.x >= hintX(k) && p.x <= hintX(k) + HINT_BTN.w && p.y >= HINT_BTN.y && p.y <= HINT_BTN.y + HINT_BTN.h) { useHint(k); return; }
    const s = toScene(p.x, p.y);
    if (!s) return;
    cross.visible = false;
    tapScene(k, s.x, s.y, s.panel);
    k.setStat('time', Math.ceil(timeLeft));
  },
  onKey(code, k) {
    if (code === 'KeyH') { useHint(k); return true; }
    const moves = /** @type {Record<string, [number, number]>} */ ({ ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0], KeyW: [0, -1], KeyS: [0, 1], KeyA: [-1, 0], KeyD: [1, 0] });
    const m = moves[code];
    if (m) {
      if (cross.visible) {
        cross.x = Math.max(4, Math.min(SW - 4, cross.x + m[0] * 12));
        cross.y = Math.max(4, Math.min(SH - 4, cross.y + m[1] * 12));
      }
      cross.visible = true;
      return true;
    }
    if (code === 'Space' || code === 'Enter') {
      if (!cross.visible) cross.visible = true;
      else tapScene(k, cross.x, cross.y, 1);
      k.setStat('time', Math.ceil(timeLeft));
      return true;
    }
    return false;
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#162046');
    bg.addColorStop(1, '#2b1740');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    if (!lv) return;
    ensurePics(k);
    // Found markers: one dot per difference.
    const n = lv.diffs.length;
    const rtl = k.dir === 'rtl';
    for (let i = 0; i < n; i++) {
      const done = i < found.filter(Boolean).length;
      const x = rtl ? W - 30 - i * 36 : 30 + i * 36;
      g.beginPath();
      g.arc(x, 31, 13, 0, Math.PI * 2);
      g.fillStyle = done ? '#21c46b' : 'rgba(255,255,255,0.1)';
      g.fill();
      g.strokeStyle = done ? '#c9ffdf' : 'rgba(255,255,255,0.35)';
      g.lineWidth = 2;
      g.stroke();
      if (done) {
        g.strokeStyle = '#fff';
        g.lineWidth = 3;
        g.beginPath(); g.moveTo(x - 6, 31); g.lineTo(x - 1, 36); g.lineTo(x + 7, 25); g.stroke();
      }
    }
    const hx = hintX(k);
    g.fillStyle = hints > 0 && phase === 'play' ? '#ff9f43' : 'rgba(255,255,255,0.12)';
    roundRect(g, hx, HINT_BTN.y, HINT_BTN.w, HINT_BTN.h, 21);
    g.fill();
    g.fillStyle = hints > 0 ? '#2a1400' : 'rgba(255,255,255,0.5)';
    g.font = `800 20px ${FONT}`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(k.t('hint', { n: hints }), hx + HINT_BTN.w / 2, HINT_BTN.y + HINT_BTN.h / 2 + 1, HINT_BTN.w - 16);
    drawPanel(g, k, PA, 0);
    drawPanel(g, k, PB, 1);
    const f = Math.max(0, Math.min(1, timeLeft / timeTotal));
    g.fillStyle = 'rgba(255,255,255,0.1)';
    roundRect(g, 10, 866, W - 20, 14, 7);
    g.fill();
    g.fillStyle = timeLeft < 15 ? '#ff5f6d' : '#4fd8ff';
    const bw = (W - 20) * f;
    roundRect(g, rtl ? W - 10 - bw : 10, 866, bw, 14, 7);
    g.fill();
    if (phase === 'cleared') {
      const a = easeOutCubic(Math.min(1, phaseT / 0.4));
      g.fillStyle = `rgba(10,12,30,${0.5 * a})`;
      g.fillRect(0, 0, W, H);
      g.fillStyle = '#ffe27a';
      g.font = `800 30px ${FONT}`;
      g.textAlign = 'center';
      g.fillText(banner, W / 2, H / 2, W - 40);
    }
  },
  state() {
    return {
      theme: lv?.theme ?? 0,
      diffs: lv?.diffs.map((d, i) => {
        const b = hitBox(d);
        return { type: d.type, found: !!found[i], x: Math.round(d.region.x + d.region.w / 2), y: Math.round(d.region.y + d.region.h / 2), hit: [b.x, b.y, b.w, b.h].map(Math.round) };
      }) ?? [],
      foundCount: found.filter(Boolean).length,
      totalFound,
      timeLeft: Math.round(timeLeft * 10) / 10,
      hints,
      wrongTaps,
      phase,
      hint: hint?.i ?? -1,
      cross: { x: cross.x, y: cross.y, visible: cross.visible },
      layout: { x: PX, a: PA, b: PB, scale: SC },
    };
  },
  demo(k) {
    startLevel(k, 2);
    if (!lv) return;
    for (let i = 0; i < 2; i++) {
      const d = lv.diffs[i];
      if (d) tapScene(k, d.region.x + d.region.w / 2, d.region.y + d.region.h / 2, 1);
    }
    pops = [];
    hints--;
    hint = { i: 2, t: 0 };
  },
});

export default kit;
