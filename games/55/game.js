// @ts-check
import { createGame, roundRect, easeOutCubic } from '../kit/kit.js';
import { CAP, planFor, generate, pour, isComplete, isSorted, usefulMoves, levelScore, LAST_PLANNED } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Tubes} Tubes */
/** @typedef {import('./logic.js').Move} Move */

const W = 600;
const H = 900;
const AREA_TOP = 120;
const AREA_BOTTOM = 860;

const strings = {
  'zh-CN': { title: '颜色分瓶', moves: '步数', undo: '撤销', addTube: '加一支管', restartLevel: '重来', goal: '把每种颜色倒进同一支试管', sorted: '已完成 {a}/{b}', stuck: '没有可走的步了：撤销或加一支管', extraUsed: '本关已经加过试管了', extraAdded: '多了一支空试管（完成时扣 100 分）', solved: '全部分好了！', next: '第 {n} 关：{c} 种颜色', allDone: '你完成了全部 {n} 关！继续挑战 12 种颜色。', cantPour: '只能倒在相同颜色上或空管里' },
  en: { title: 'Water Sort', moves: 'Moves', undo: 'Undo', addTube: 'Add tube', restartLevel: 'Restart', goal: 'Pour until each tube holds one colour', sorted: 'Sorted {a}/{b}', stuck: 'No moves left: undo or add a tube', extraUsed: 'You already added a tube this level', extraAdded: 'Extra empty tube added (−100 when solved)', solved: 'All sorted!', next: 'Level {n}: {c} colours', allDone: 'You finished all {n} levels! Keep going with 12 colours.', cantPour: 'Pour only onto the same colour or into an empty tube' },
  ja: { title: 'ウォーターソート', moves: '手数', undo: '戻す', addTube: '試験管を追加', restartLevel: 'やり直す', goal: '各試験管が 1 色になるまで注ごう', sorted: '完成 {a}/{b}', stuck: '動かせる手がありません：戻すか試験管を追加', extraUsed: 'このレベルではもう追加しました', extraAdded: '空の試験管を追加（クリア時に −100）', solved: '全部そろった！', next: 'レベル {n}：{c} 色', allDone: '全 {n} レベルをクリア！12 色でさらに挑戦しよう。', cantPour: '同じ色の上か空の試験管にしか注げません' },
  es: { title: 'Ordena el agua', moves: 'Jugadas', undo: 'Deshacer', addTube: 'Añadir tubo', restartLevel: 'Reiniciar', goal: 'Vierte hasta que cada tubo tenga un solo color', sorted: 'Listos {a}/{b}', stuck: 'No quedan jugadas: deshaz o añade un tubo', extraUsed: 'Ya añadiste un tubo en este nivel', extraAdded: 'Tubo vacío extra (−100 al terminar)', solved: '¡Todo ordenado!', next: 'Nivel {n}: {c} colores', allDone: '¡Completaste los {n} niveles! Sigue con 12 colores.', cantPour: 'Solo puedes verter sobre el mismo color o en un tubo vacío' },
  de: { title: 'Wasser sortieren', moves: 'Züge', undo: 'Zurück', addTube: 'Röhrchen dazu', restartLevel: 'Neu starten', goal: 'Gieße, bis jedes Röhrchen nur eine Farbe hat', sorted: 'Fertig {a}/{b}', stuck: 'Kein Zug mehr möglich: zurück oder Röhrchen dazu', extraUsed: 'In dieser Stufe gab es schon ein Extra-Röhrchen', extraAdded: 'Leeres Extra-Röhrchen (−100 beim Lösen)', solved: 'Alles sortiert!', next: 'Stufe {n}: {c} Farben', allDone: 'Alle {n} Stufen geschafft! Weiter mit 12 Farben.', cantPour: 'Nur auf dieselbe Farbe oder in ein leeres Röhrchen gießen' },
  fr: { title: 'Tri de l’eau', moves: 'Coups', undo: 'Annuler', addTube: 'Ajouter un tube', restartLevel: 'Recommencer', goal: 'Versez jusqu’à ce que chaque tube n’ait qu’une couleur', sorted: 'Triés {a}/{b}', stuck: 'Plus aucun coup : annulez ou ajoutez un tube', extraUsed: 'Vous avez déjà ajouté un tube à ce niveau', extraAdded: 'Tube vide en plus (−100 à la fin)', solved: 'Tout est trié !', next: 'Niveau {n} : {c} couleurs', allDone: 'Les {n} niveaux sont terminés ! Continuez avec 12 couleurs.', cantPour: 'Versez seulement sur la même couleur ou dans un tube vide' },
  'pt-BR': { title: 'Separe as Cores', moves: 'Jogadas', undo: 'Desfazer', addTube: 'Mais um tubo', restartLevel: 'Recomeçar', goal: 'Despeje até cada tubo ter uma só cor', sorted: 'Prontos {a}/{b}', stuck: 'Sem jogadas: desfaça ou adicione um tubo', extraUsed: 'Você já adicionou um tubo neste nível', extraAdded: 'Tubo vazio extra (−100 ao resolver)', solved: 'Tudo separado!', next: 'Nível {n}: {c} cores', allDone: 'Você completou os {n} níveis! Continue com 12 cores.', cantPour: 'Despeje só sobre a mesma cor ou num tubo vazio' },
  ar: { title: 'فرز الألوان', moves: 'الحركات', undo: 'تراجع', addTube: 'أنبوب إضافي', restartLevel: 'إعادة', goal: 'اسكب حتى يحوي كل أنبوب لونًا واحدًا', sorted: 'المكتمل {a}/{b}', stuck: 'لا حركات متاحة: تراجع أو أضف أنبوبًا', extraUsed: 'أضفت أنبوبًا في هذا المستوى من قبل', extraAdded: 'أُضيف أنبوب فارغ (−100 عند الحل)', solved: 'تم الفرز كله!', next: 'المستوى {n}: {c} ألوان', allDone: 'أنهيت المستويات الـ {n} كلها! تابع مع 12 لونًا.', cantPour: 'اسكب فقط فوق اللون نفسه أو في أنبوب فارغ' },
};

/** Liquid colours, chosen to stay apart in hue and lightness. */
const COLOURS = ['#ff4d5e', '#ffa534', '#ffe34d', '#8fe03c', '#1fb85a', '#2ad6c3', '#53c2ff', '#3d5bff', '#a45cff', '#ff70d5', '#9a5a2e', '#eef0f7'];

/** @type {Tubes} */
let tubes = [];
/** @type {Tubes} */
let startTubes = [];
/** @type {Tubes[]} */
let history = [];
/** @type {Move[]} */
let solution = [];
let colours = 3;
let moves = 0;
let undos = 0;
let extraUsed = false;
let selected = -1;
let cursor = 0;
let cursorVisible = false;
/** @type {number | null} */
let solvedT = null;
/** @type {{from: number, to: number, colour: number, amount: number, t: number} | null} */
let anim = null;
/** @type {{i: number, t: number}[]} */
let flashes = [];
/** @type {{x: number, y: number, w: number, h: number, layer: number}[]} */
let rects = [];
let clock = 0;
/** @type {{i: number, t: number} | null} */
let shake = null;

const POUR_TIME = 0.32;

/** Lays the tubes out in one row, or two when there are many. */
function layout() {
  const n = tubes.length;
  const rows = n <= 6 ? 1 : 2;
  const perRow = Math.ceil(n / rows);
  const slot = (W - 30) / perRow;
  const w = Math.min(70, slot - 18);
  const layer = rows === 1 ? 66 : Math.min(58, w * 1.05);
  const h = CAP * layer + 26;
  const gapY = 70;
  const total = rows * h + (rows - 1) * gapY;
  const y0 = AREA_TOP + (AREA_BOTTOM - AREA_TOP - total) / 2 + 10;
  rects = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / perRow);
    const inRow = row === rows - 1 ? n - perRow * (rows - 1) : perRow;
    const col = i - row * perRow;
    const x0 = (W - inRow * slot) / 2;
    rects.push({ x: x0 + col * slot + (slot - w) / 2, y: y0 + row * (h + gapY), w, h, layer });
  }
}

/** @param {Kit} k */
function sortedCount(k) {
  void k;
  return tubes.filter((t) => isComplete(t)).length;
}

/** @param {Kit} k */
function newLevel(k) {
  const plan = planFor(k.level);
  colours = plan.colours;
  const g = generate(plan, k.random);
  tubes = g.tubes;
  startTubes = g.tubes.map((t) => t.slice());
  solution = g.solution;
  history = [];
  moves = 0;
  undos = 0;
  extraUsed = false;
  selected = -1;
  cursor = 0;
  solvedT = null;
  anim = null;
  flashes = [];
  shake = null;
  layout();
  k.setStat('moves', 0);
}

/** @param {Kit} k @param {number} a @param {number} b */
function tryPour(k, a, b) {
  const r = pour(tubes, a, b);
  if (!r.amount) {
    shake = { i: a, t: 0 };
    k.sound.tone({ freq: 180, to: 120, dur: 0.12, type: 'square', vol: 0.06 });
    if (tubes[b] && tubes[b].length < CAP && tubes[a]?.length) k.toast(k.t('cantPour'));
    return false;
  }
  history.push(tubes);
  tubes = r.tubes;
  moves++;
  k.setStat('moves', moves);
  anim = { from: a, to: b, colour: r.colour, amount: r.amount, t: 0 };
  // Rising pitch as the target fills, like a glass filling up.
  const fill = /** @type {number[]} */ (tubes[b]).length;
  k.sound.tone({ freq: 300 + fill * 90, to: 360 + fill * 110, dur: 0.22, type: 'sine', vol: 0.16 });
  if (isComplete(/** @type {number[]} */ (tubes[b]))) {
    flashes.push({ i: b, t: 0 });
    k.sound.jingle([784, 988, 1175]);
  }
  if (isSorted(tubes)) {
    solvedT = 0;
    k.addScore(levelScore(colours, undos, extraUsed));
    k.sound.jingle([523, 659, 784, 1047, 1319]);
    k.toast(k.t('solved'));
  } else if (usefulMoves(tubes).length === 0) k.toast(k.t('stuck'));
  return true;
}

/** @param {Kit} k @param {number} i */
function choose(k, i) {
  if (solvedT !== null || i < 0 || i >= tubes.length) return;
  cursor = i;
  if (selected < 0) {
    const t = /** @type {number[]} */ (tubes[i]);
    if (!t.length || isComplete(t)) {
      shake = { i, t: 0 };
      return;
    }
    selected = i;
    k.sound.tone({ freq: 520, dur: 0.05, type: 'triangle', vol: 0.1 });
    return;
  }
  if (selected === i) {
    selected = -1;
    k.sound.tone({ freq: 400, dur: 0.05, type: 'triangle', vol: 0.08 });
    return;
  }
  const from = selected;
  selected = -1;
  if (!tryPour(k, from, i) && /** @type {number[]} */ (tubes[i]).length && !isComplete(/** @type {number[]} */ (tubes[i]))) {
    // A refused pour onto a non-empty tube picks that tube up instead, as players expect.
    selected = i;
  }
}

/** @param {Kit} k */
function undo(k) {
  const prev = history.pop();
  if (!prev || solvedT !== null) return;
  tubes = prev;
  moves = Math.max(0, moves - 1);
  undos++;
  selected = -1;
  anim = null;
  k.setStat('moves', moves);
  k.sound.tone({ freq: 500, to: 330, dur: 0.1, type: 'sine', vol: 0.1 });
}

/** @param {Kit} k */
function addTube(k) {
  if (solvedT !== null) return;
  if (extraUsed) { k.toast(k.t('extraUsed')); return; }
  extraUsed = true;
  tubes = [...tubes, []];
  // The extra tube stays through undos.
  history = history.map((h) => [...h, []]);
  startTubes = [...startTubes, []];
  layout();
  k.toast(k.t('extraAdded'));
  k.sound.tone({ freq: 660, to: 990, dur: 0.15, type: 'triangle', vol: 0.12 });
}

/** @param {Kit} k */
function restartLevel(k) {
  if (solvedT !== null) return;
  tubes = startTubes.map((t) => t.slice());
  history = [];
  moves = 0;
  selected = -1;
  anim = null;
  layout();
  k.setStat('moves', 0);
  k.sound.tone({ freq: 300, to: 200, dur: 0.1, type: 'sine', vol: 0.1 });
}

/** @param {Kit} k */
function nextLevel(k) {
  const finished = k.level === LAST_PLANNED;
  k.setLevel(k.level + 1);
  newLevel(k);
  if (finished) k.win({ keepGoing: true, message: k.t('allDone', { n: LAST_PLANNED }) });
  else k.toast(k.t('next', { n: k.level, c: colours }));
}

/** @param {number} x @param {number} y */
function tubeAt(x, y) {
  for (let i = 0; i < rects.length; i++) {
    const r = /** @type {typeof rects[number]} */ (rects[i]);
    if (x >= r.x - 10 && x <= r.x + r.w + 10 && y >= r.y - 50 && y <= r.y + r.h + 20) return i;
  }
  return -1;
}

/** A small mark per colour so colours can be told apart without colour vision. @param {CanvasRenderingContext2D} g @param {number} c @param {number} x @param {number} y @param {number} s */
function mark(g, c, x, y, s) {
  g.save();
  g.strokeStyle = 'rgba(0,0,0,0.28)';
  g.fillStyle = 'rgba(0,0,0,0.28)';
  g.lineWidth = Math.max(2, s * 0.22);
  g.beginPath();
  switch (c % 6) {
    case 0: g.arc(x, y, s * 0.5, 0, Math.PI * 2); g.fill(); break;
    case 1: g.rect(x - s * 0.45, y - s * 0.45, s * 0.9, s * 0.9); g.fill(); break;
    case 2: g.moveTo(x, y - s * 0.55); g.lineTo(x + s * 0.55, y + s * 0.4); g.lineTo(x - s * 0.55, y + s * 0.4); g.closePath(); g.fill(); break;
    case 3: g.moveTo(x - s * 0.5, y); g.lineTo(x + s * 0.5, y); g.moveTo(x, y - s * 0.5); g.lineTo(x, y + s * 0.5); g.stroke(); break;
    case 4: g.moveTo(x, y - s * 0.55); g.lineTo(x + s * 0.5, y); g.lineTo(x, y + s * 0.55); g.lineTo(x - s * 0.5, y); g.closePath(); g.fill(); break;
    default: g.arc(x, y, s * 0.42, 0, Math.PI * 2); g.stroke(); break;
  }
  if (c >= 6) {
    // The second six colours get a bar under the mark.
    g.fillRect(x - s * 0.5, y + s * 0.7, s, Math.max(2, s * 0.16));
  }
  g.restore();
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k @param {number} i */
function drawTube(g, k, i) {
  const r = /** @type {typeof rects[number]} */ (rects[i]);
  const t = /** @type {number[]} */ (tubes[i]);
  let dx = 0;
  if (shake && shake.i === i && !k.reducedMotion) dx = Math.sin(shake.t * 50) * 6 * (1 - shake.t / 0.3);
  const lift = i === selected ? -30 : 0;
  const x = r.x + dx;
  const y = r.y + lift;
  const radius = r.w / 2;
  const inner = 5;
  // Liquid clipped to the glass shape.
  const glass = () => {
    g.beginPath();
    g.moveTo(x, y);
    g.lineTo(x, y + r.h - radius);
    g.arc(x + radius, y + r.h - radius, radius, Math.PI, 0, true);
    g.lineTo(x + r.w, y);
  };
  g.save();
  glass();
  g.closePath();
  g.fillStyle = 'rgba(255,255,255,0.06)';
  g.fill();
  g.clip();
  const bottom = y + r.h - inner;
  let level = 0;
  const drawLayer = (/** @type {number} */ c, /** @type {number} */ from, /** @type {number} */ amount) => {
    const y1 = bottom - (from + amount) * r.layer;
    const hh = amount * r.layer;
    const col = COLOURS[c] ?? '#fff';
    const lg = g.createLinearGradient(x, 0, x + r.w, 0);
    lg.addColorStop(0, col);
    lg.addColorStop(0.35, col);
    lg.addColorStop(1, 'rgba(0,0,0,0.35)');
    g.fillStyle = col;
    g.fillRect(x, y1, r.w, hh + 1);
    g.fillStyle = lg;
    g.globalAlpha = 0.35;
    g.fillRect(x, y1, r.w, hh + 1);
    g.globalAlpha = 1;
    g.fillStyle = 'rgba(255,255,255,0.25)';
    g.fillRect(x, y1, r.w, 3);
  };
  const p = anim ? easeOutCubic(anim.t / POUR_TIME) : 1;
  for (let j = 0; j < t.length; j++) {
    let amount = 1;
    if (anim && anim.to === i && j >= t.length - anim.amount) amount = p;
    drawLayer(/** @type {number} */ (t[j]), level, amount);
    if (amount === 1) mark(g, /** @type {number} */ (t[j]), x + r.w / 2, bottom - (level + 0.5) * r.layer, Math.min(14, r.w * 0.2));
    level += amount;
  }
  if (anim && anim.from === i && p < 1) drawLayer(anim.colour, t.length, anim.amount * (1 - p));
  g.restore();
  // Glass outline and shine.
  glass();
  g.strokeStyle = i === selected ? '#fff' : 'rgba(220,230,255,0.7)';
  g.lineWidth = i === selected ? 4 : 3;
  g.stroke();
  g.fillStyle = 'rgba(255,255,255,0.18)';
  roundRect(g, x + 6, y + 10, 6, r.h - radius - 14, 3);
  g.fill();
  // Rim.
  g.fillStyle = 'rgba(220,230,255,0.85)';
  roundRect(g, x - 6, y - 5, r.w + 12, 8, 4);
  g.fill();
  if (isComplete(t)) {
    g.fillStyle = '#b07a4a';
    roundRect(g, x + 4, y - 20, r.w - 8, 18, 5);
    g.fill();
    g.fillStyle = 'rgba(255,255,255,0.25)';
    g.fillRect(x + 8, y - 16, r.w - 16, 4);
  }
  const fl = flashes.find((f) => f.i === i);
  if (fl && !k.reducedMotion) {
    g.strokeStyle = `rgba(255,255,255,${1 - fl.t / 0.7})`;
    g.lineWidth = 3;
    for (let s = 0; s < 8; s++) {
      const a = (s / 8) * Math.PI * 2;
      const d0 = 20 + fl.t * 60;
      const cxm = x + r.w / 2;
      const cym = y - 12;
      g.beginPath();
      g.moveTo(cxm + Math.cos(a) * d0, cym + Math.sin(a) * d0);
      g.lineTo(cxm + Math.cos(a) * (d0 + 12), cym + Math.sin(a) * (d0 + 12));
      g.stroke();
    }
  }
  if (cursorVisible && cursor === i) {
    g.fillStyle = '#fff';
    g.beginPath();
    g.moveTo(x + r.w / 2, y + r.h + 14);
    g.lineTo(x + r.w / 2 - 10, y + r.h + 28);
    g.lineTo(x + r.w / 2 + 10, y + r.h + 28);
    g.closePath();
    g.fill();
  }
}

/** Stream of liquid between the two mouths while pouring. @param {CanvasRenderingContext2D} g */
function drawStream(g) {
  if (!anim) return;
  const a = rects[anim.from];
  const b = rects[anim.to];
  if (!a || !b) return;
  const p = anim.t / POUR_TIME;
  const x1 = a.x + a.w / 2;
  const y1 = a.y - 6;
  const x2 = b.x + b.w / 2;
  const y2 = b.y + 4;
  g.strokeStyle = COLOURS[anim.colour] ?? '#fff';
  g.globalAlpha = Math.sin(Math.min(1, p) * Math.PI);
  g.lineWidth = 9;
  g.lineCap = 'round';
  g.beginPath();
  g.moveTo(x1, y1);
  g.quadraticCurveTo((x1 + x2) / 2, Math.min(y1, y2) - 90, x2, y2);
  g.stroke();
  g.globalAlpha = 1;
}

const kit = createGame({
  id: 55,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'moves', label: 'moves' }],
  controls: {
    layout: 'row',
    always: true,
    buttons: [
      { action: 'undo', label: '↶', title: 'undo', caption: 'undo' },
      { action: 'tube', label: '+', title: 'addTube', caption: 'addTube' },
      { action: 'restart', label: '↺', title: 'restartLevel' },
    ],
  },
  reset(k) {
    k.setLevel(1);
    newLevel(k);
  },
  update(dt, k) {
    clock += dt;
    if (anim) {
      anim.t += dt;
      if (anim.t >= POUR_TIME || k.reducedMotion) anim = null;
    }
    if (shake && (shake.t += dt) > 0.3) shake = null;
    flashes = flashes.filter((f) => (f.t += dt) < 0.7);
    if (solvedT !== null) {
      solvedT += dt;
      if (solvedT > (k.reducedMotion ? 1.2 : 1.9)) nextLevel(k);
    }
  },
  onAction(a, k) {
    if (a === 'undo') undo(k);
    else if (a === 'tube') addTube(k);
    else if (a === 'restart') restartLevel(k);
  },
  onKey(code, k) {
    if (code === 'ArrowLeft' || code === 'ArrowRight') {
      // Tubes are laid out left to right in every language, so arrows keep their physical sense.
      const step = code === 'ArrowRight' ? 1 : -1;
      cursor = (cursor + step + tubes.length) % tubes.length;
      cursorVisible = true;
      return true;
    }
    if (code === 'ArrowUp' || code === 'ArrowDown') {
      // Jump between the two rows.
      const perRow = tubes.length <= 6 ? tubes.length : Math.ceil(tubes.length / 2);
      cursor = Math.min(tubes.length - 1, code === 'ArrowDown' ? cursor + perRow : Math.max(0, cursor - perRow));
      cursorVisible = true;
      return true;
    }
    if (code === 'Space' || code === 'Enter') { cursorVisible = true; choose(k, cursor); return true; }
    const m = /^Digit(\d)$/.exec(code);
    if (m) { cursorVisible = false; choose(k, (Number(m[1]) + 9) % 10); return true; }
    if (code === 'KeyU' || code === 'KeyZ' || code === 'Backspace') { undo(k); return true; }
    if (code === 'KeyT') { addTube(k); return true; }
    if (code === 'KeyR') { restartLevel(k); return true; }
    return false;
  },
  onTap(p, k) {
    const i = tubeAt(p.x, p.y);
    if (i >= 0) { cursorVisible = false; choose(k, i); } else if (selected >= 0) selected = -1;
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#10213a');
    bg.addColorStop(1, '#1d1236');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    // Soft bubbles rising in the background.
    if (!k.reducedMotion) {
      g.fillStyle = 'rgba(120,200,255,0.06)';
      for (let i = 0; i < 14; i++) {
        const bx = ((i * 97) % W) + Math.sin(k.clock + i) * 10;
        const by = H - ((k.clock * (14 + (i % 5) * 6) + i * 131) % (H + 40));
        g.beginPath();
        g.arc(bx, by, 6 + (i % 4) * 4, 0, Math.PI * 2);
        g.fill();
      }
    }
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillStyle = '#ffffff';
    g.font = '800 30px system-ui, sans-serif';
    g.fillText(solvedT !== null ? k.t('solved') : k.t('sorted', { a: sortedCount(k), b: colours }), W / 2, 40);
    g.font = '600 21px system-ui, sans-serif';
    g.fillStyle = 'rgba(220,225,255,0.7)';
    g.fillText(k.t('goal'), W / 2, 82, W - 40);
    for (let i = 0; i < tubes.length; i++) drawTube(g, k, i);
    drawStream(g);
  },
  state() {
    const letters = (/** @type {number[]} */ t) => t.map((c) => String.fromCharCode(97 + c)).join('');
    return {
      tubes: tubes.map(letters),
      start: startTubes.map(letters),
      colours,
      moves,
      undos,
      extraUsed,
      selected,
      cursor,
      solved: solvedT !== null,
      canUndo: history.length > 0,
      solution: solution.map((m) => m.slice()),
      rects: rects.map((r) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 })),
      legal: usefulMoves(tubes).length,
    };
  },
  demo(k) {
    k.setLevel(9);
    newLevel(k);
    // Play the proven solution until two tubes are corked, then pick up the next tube.
    let i = 0;
    while (i < solution.length - 1 && (sortedCount(k) < 2 || i < 8)) {
      const [a, b] = /** @type {Move} */ (solution[i++]);
      tryPour(k, a, b);
    }
    anim = null;
    flashes = [];
    const after = solution[i];
    if (after) selected = after[0];
  },
});

export default kit;
