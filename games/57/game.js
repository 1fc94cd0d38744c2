// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { BOARDS, LADDERS, startPosition, targetOf, legalMoves, movesFrom, jump, pegCount, rating, puzzleScore } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Board} Board */
/** @typedef {import('./logic.js').Puzzle} Puzzle */

const W = 600;
const H = 800;
const TOP = 118;
const AREA = 540;
const PANEL_Y = TOP + AREA + 8;

const strings = {
  'zh-CN': {
    title: '孔明棋', board: '棋盘', english: '英式', european: '欧式', triangle: '三角', pegs: '棋子', jumps: '跳', undo: '撤销', retry: '重来', next: '下一题',
    cross: '十字', plus: '加号', fireplace: '壁炉', pyramid: '金字塔', arrow: '箭头', diamond: '钻石', classic: '经典英式', ring: '小环', butterfly: '蝴蝶', octagon: '八角', block: '方阵', star: '星形', tri15a: '三角 · 顶角', tri15b: '三角 · 侧边', tri15c: '三角 · 内部', tri15d: '三角 · 底边', tri21: '大三角',
    pegsLeft1: '剩余 1 枚', puzzleLine: '第 {i}/{n} 题 · {name}', pegsLeft: '剩余 {n} 枚', help: '让棋子跳过相邻的一枚落进空孔，被跳过的棋子移除。最后只剩一枚并停在金圈里就是“天才”！',
    genius: '天才！只剩一枚，正好在金圈里', one: '太棒了！只剩一枚', two: '很好：剩两枚', good: '不错：剩 {n} 枚', fair: '剩 {n} 枚：再练练', noMoves: '没有可跳的棋了', points: '+{n} 分', allDone: '全部完成！天才结局 {g} 次。',
  },
  en: {
    title: 'Peg Solitaire', board: 'Board', english: 'English', european: 'European', triangle: 'Triangle', pegs: 'Pegs', jumps: 'Jumps', undo: 'Undo', retry: 'Retry', next: 'Next',
    cross: 'Cross', plus: 'Plus', fireplace: 'Fireplace', pyramid: 'Pyramid', arrow: 'Arrow', diamond: 'Diamond', classic: 'Classic English', ring: 'Ring', butterfly: 'Butterfly', octagon: 'Octagon', block: 'Block', star: 'Star', tri15a: 'Triangle · top', tri15b: 'Triangle · side', tri15c: 'Triangle · inside', tri15d: 'Triangle · base', tri21: 'Big triangle',
    pegsLeft1: '1 peg left', puzzleLine: 'Puzzle {i}/{n} · {name}', pegsLeft: '{n} pegs left', help: 'Jump a peg over a neighbour into an empty hole; the jumped peg is removed. End with one peg on the gold ring for a genius finish!',
    genius: 'Genius! One peg, right on the gold ring', one: 'Excellent! One peg left', two: 'Very good: two pegs left', good: 'Good: {n} pegs left', fair: '{n} pegs left: keep practising', noMoves: 'No jumps left', points: '+{n} points', allDone: 'Ladder complete! Genius finishes: {g}.',
  },
  ja: {
    title: 'ペグ・ソリティア', board: '盤', english: 'イギリス式', european: 'ヨーロッパ式', triangle: '三角形', pegs: 'ペグ', jumps: 'ジャンプ', undo: '戻す', retry: 'やり直し', next: '次へ',
    cross: '十字', plus: 'プラス', fireplace: '暖炉', pyramid: 'ピラミッド', arrow: '矢印', diamond: 'ダイヤ', classic: 'イギリス式フル盤', ring: 'リング', butterfly: 'ちょうちょ', octagon: '八角形', block: 'ブロック', star: '星', tri15a: '三角形 · 頂点', tri15b: '三角形 · 辺', tri15c: '三角形 · 内側', tri15d: '三角形 · 底辺', tri21: '大きな三角形',
    pegsLeft1: '残り 1 本', puzzleLine: '問題 {i}/{n} · {name}', pegsLeft: '残り {n} 本', help: 'ペグで隣のペグを跳び越えて空いた穴へ。跳び越えたペグは取り除かれます。最後の 1 本を金の輪に残せば「天才」！',
    genius: '天才！金の輪にぴったり 1 本', one: 'すばらしい！残り 1 本', two: 'とても良い：残り 2 本', good: '良い：残り {n} 本', fair: '残り {n} 本：もう一息', noMoves: 'もう跳べません', points: '+{n} 点', allDone: '全問クリア！天才フィニッシュ {g} 回。',
  },
  es: {
    title: 'Solitario de clavijas', board: 'Tablero', english: 'Inglés', european: 'Europeo', triangle: 'Triángulo', pegs: 'Clavijas', jumps: 'Saltos', undo: 'Deshacer', retry: 'Reintentar', next: 'Siguiente',
    cross: 'Cruz', plus: 'Más', fireplace: 'Chimenea', pyramid: 'Pirámide', arrow: 'Flecha', diamond: 'Diamante', classic: 'Inglés clásico', ring: 'Anillo', butterfly: 'Mariposa', octagon: 'Octógono', block: 'Bloque', star: 'Estrella', tri15a: 'Triángulo · vértice', tri15b: 'Triángulo · lado', tri15c: 'Triángulo · interior', tri15d: 'Triángulo · base', tri21: 'Gran triángulo',
    pegsLeft1: 'Queda 1', puzzleLine: 'Reto {i}/{n} · {name}', pegsLeft: 'Quedan {n}', help: 'Salta con una clavija sobre otra vecina hasta un hueco vacío; la saltada se retira. ¡Termina con una sola en el anillo dorado para un final genial!',
    genius: '¡Genial! Una sola clavija, justo en el anillo dorado', one: '¡Excelente! Queda una clavija', two: 'Muy bien: quedan dos', good: 'Bien: quedan {n}', fair: 'Quedan {n}: sigue practicando', noMoves: 'No quedan saltos', points: '+{n} puntos', allDone: '¡Serie completada! Finales geniales: {g}.',
  },
  de: {
    title: 'Solitär', board: 'Brett', english: 'Englisch', european: 'Französisch', triangle: 'Dreieck', pegs: 'Stifte', jumps: 'Sprünge', undo: 'Zurück', retry: 'Neu', next: 'Weiter',
    cross: 'Kreuz', plus: 'Plus', fireplace: 'Kamin', pyramid: 'Pyramide', arrow: 'Pfeil', diamond: 'Raute', classic: 'Englisches Brett', ring: 'Ring', butterfly: 'Schmetterling', octagon: 'Achteck', block: 'Block', star: 'Stern', tri15a: 'Dreieck · Spitze', tri15b: 'Dreieck · Seite', tri15c: 'Dreieck · innen', tri15d: 'Dreieck · Basis', tri21: 'Großes Dreieck',
    pegsLeft1: 'Noch 1 Stift', puzzleLine: 'Rätsel {i}/{n} · {name}', pegsLeft: 'Noch {n} Stifte', help: 'Springe mit einem Stift über einen Nachbarn in ein leeres Loch; der übersprungene Stift fliegt raus. Endet der letzte Stift im goldenen Ring, bist du ein Genie!',
    genius: 'Genial! Ein Stift, genau im goldenen Ring', one: 'Hervorragend! Nur ein Stift übrig', two: 'Sehr gut: zwei Stifte übrig', good: 'Gut: {n} Stifte übrig', fair: '{n} Stifte übrig: weiter üben', noMoves: 'Kein Sprung mehr möglich', points: '+{n} Punkte', allDone: 'Alle Rätsel gelöst! Geniale Abschlüsse: {g}.',
  },
  fr: {
    title: 'Solitaire', board: 'Plateau', english: 'Anglais', european: 'Européen', triangle: 'Triangle', pegs: 'Fiches', jumps: 'Sauts', undo: 'Annuler', retry: 'Rejouer', next: 'Suivant',
    cross: 'Croix', plus: 'Plus', fireplace: 'Cheminée', pyramid: 'Pyramide', arrow: 'Flèche', diamond: 'Losange', classic: 'Anglais classique', ring: 'Anneau', butterfly: 'Papillon', octagon: 'Octogone', block: 'Bloc', star: 'Étoile', tri15a: 'Triangle · sommet', tri15b: 'Triangle · côté', tri15c: 'Triangle · intérieur', tri15d: 'Triangle · base', tri21: 'Grand triangle',
    pegsLeft1: '1 fiche restante', puzzleLine: 'Défi {i}/{n} · {name}', pegsLeft: '{n} fiches restantes', help: 'Sautez par-dessus une fiche voisine vers un trou libre ; la fiche sautée est retirée. Finissez avec une seule fiche sur l’anneau doré pour un score de génie !',
    genius: 'Génie ! Une seule fiche, pile sur l’anneau doré', one: 'Excellent ! Une seule fiche', two: 'Très bien : deux fiches', good: 'Bien : {n} fiches', fair: '{n} fiches : continuez à vous entraîner', noMoves: 'Plus aucun saut possible', points: '+{n} points', allDone: 'Série terminée ! Finales de génie : {g}.',
  },
  'pt-BR': {
    title: 'Resta Um', board: 'Tabuleiro', english: 'Inglês', european: 'Europeu', triangle: 'Triângulo', pegs: 'Pinos', jumps: 'Saltos', undo: 'Desfazer', retry: 'Recomeçar', next: 'Próximo',
    cross: 'Cruz', plus: 'Mais', fireplace: 'Lareira', pyramid: 'Pirâmide', arrow: 'Flecha', diamond: 'Diamante', classic: 'Inglês clássico', ring: 'Anel', butterfly: 'Borboleta', octagon: 'Octógono', block: 'Bloco', star: 'Estrela', tri15a: 'Triângulo · topo', tri15b: 'Triângulo · lado', tri15c: 'Triângulo · interior', tri15d: 'Triângulo · base', tri21: 'Triângulo grande',
    pegsLeft1: 'Resta 1', puzzleLine: 'Desafio {i}/{n} · {name}', pegsLeft: 'Restam {n}', help: 'Salte com um pino sobre o vizinho até um furo vazio; o pino saltado sai do tabuleiro. Termine com um só pino no anel dourado para um final de gênio!',
    genius: 'Gênio! Um só pino, bem no anel dourado', one: 'Excelente! Resta um', two: 'Muito bom: restam dois', good: 'Bom: restam {n}', fair: 'Restam {n}: continue treinando', noMoves: 'Não há mais saltos', points: '+{n} pontos', allDone: 'Série concluída! Finais de gênio: {g}.',
  },
  ar: {
    title: 'سوليتير الأوتاد', board: 'اللوحة', english: 'إنجليزية', european: 'أوروبية', triangle: 'مثلثة', pegs: 'الأوتاد', jumps: 'القفزات', undo: 'تراجع', retry: 'إعادة', next: 'التالي',
    cross: 'صليب', plus: 'زائد', fireplace: 'مدفأة', pyramid: 'هرم', arrow: 'سهم', diamond: 'معيّن', classic: 'الإنجليزية الكاملة', ring: 'حلقة', butterfly: 'فراشة', octagon: 'مثمّن', block: 'كتلة', star: 'نجمة', tri15a: 'مثلث · الرأس', tri15b: 'مثلث · الضلع', tri15c: 'مثلث · الداخل', tri15d: 'مثلث · القاعدة', tri21: 'المثلث الكبير',
    pegsLeft1: 'بقي وتد واحد', puzzleLine: 'اللغز {i}/{n} · {name}', pegsLeft: 'بقي {n}', help: 'اقفز بوتد فوق وتد مجاور إلى ثقب فارغ، فيُزال الوتد المقفوز فوقه. أنهِ بوتد واحد على الحلقة الذهبية لتنال لقب العبقري!',
    genius: 'عبقري! وتد واحد على الحلقة الذهبية تمامًا', one: 'ممتاز! بقي وتد واحد', two: 'جيد جدًا: بقي وتدان', good: 'جيد: بقي {n}', fair: 'بقي {n}: واصل التمرّن', noMoves: 'لا قفزات متبقية', points: '+{n} نقطة', allDone: 'اكتملت السلسلة! نهايات العبقري: {g}.',
  },
};

let family = 'english';
/** @type {Puzzle[]} */
let ladder = /** @type {Puzzle[]} */ (LADDERS.english);
let index = 0;
/** @type {Puzzle} */
let puzzle = /** @type {Puzzle} */ (ladder[0]);
/** @type {Board} */
let board = /** @type {Board} */ (BOARDS.english);
/** @type {boolean[]} */
let pegs = [];
let target = 0;
let startCount = 0;
/** @type {{pegs: boolean[], from: number, to: number}[]} */
let history = [];
let undos = 0;
let selected = -1;
let cursor = 0;
let finished = false;
let geniusCount = 0;
/** @type {{i: number, x: number, y: number, dragging: boolean, sx: number, sy: number} | null} */
let press = null;
/** @type {{from: number, to: number, over: number, t: number} | null} */
let hop = null;
/** @type {{x: number, y: number, vx: number, vy: number, t: number, c: string}[]} */
let bits = [];
let spacing = 70;
let offX = 0;
let offY = 0;
/** @type {HTMLCanvasElement | null} */
let pegSprite = null;
/** @type {{x: number, y: number, w: number, h: number, action: string}[]} */
let panelButtons = [];

/** @param {number} i */
const cx = (i) => offX + /** @type {{x: number}} */ (board.cells[i]).x * spacing;
/** @param {number} i */
const cy = (i) => offY + /** @type {{y: number}} */ (board.cells[i]).y * spacing;

function layout() {
  spacing = Math.min((W - 40) / board.width, AREA / board.height);
  offX = (W - (board.width - 1) * spacing) / 2;
  offY = TOP + (AREA - (board.height - 1) * spacing) / 2;
  if (board.shape === 'triangle') offY = TOP + (AREA - (board.height - 1) * spacing) / 2;
}

/** A glossy marble, drawn once. */
function makeSprite() {
  const size = 128;
  const c = document.createElement('canvas');
  c.width = size;
  c.height = size;
  const g = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
  const r = size * 0.42;
  const m = size / 2;
  g.fillStyle = 'rgba(0,0,0,0.35)';
  g.beginPath();
  g.ellipse(m + 4, m + 8, r, r * 0.9, 0, 0, Math.PI * 2);
  g.fill();
  const grad = g.createRadialGradient(m - r * 0.35, m - r * 0.4, r * 0.08, m, m, r);
  grad.addColorStop(0, '#fff6d8');
  grad.addColorStop(0.25, '#ffc46b');
  grad.addColorStop(0.7, '#e8662f');
  grad.addColorStop(1, '#7d2412');
  g.fillStyle = grad;
  g.beginPath();
  g.arc(m, m, r, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = 'rgba(255,255,255,0.75)';
  g.beginPath();
  g.ellipse(m - r * 0.35, m - r * 0.45, r * 0.28, r * 0.16, -0.6, 0, Math.PI * 2);
  g.fill();
  return c;
}

/** @param {Kit} k */
function loadPuzzle(k) {
  puzzle = /** @type {Puzzle} */ (ladder[index]);
  board = /** @type {Board} */ (BOARDS[puzzle.board]);
  pegs = startPosition(puzzle);
  target = targetOf(puzzle);
  startCount = pegCount(pegs);
  history = [];
  undos = 0;
  selected = -1;
  finished = false;
  press = null;
  hop = null;
  // Start the keyboard cursor on a peg that can move.
  cursor = legalMoves(board, pegs)[0]?.[0] ?? 0;
  layout();
  k.setLevel(index + 1);
  k.setStat('pegs', startCount);
}

/** @param {Kit} k */
function afterMove(k) {
  k.setStat('pegs', pegCount(pegs));
  if (legalMoves(board, pegs).length === 0) {
    finished = true;
    selected = -1;
    const r = rating(pegs, target);
    if (r === 'genius') {
      k.sound.jingle([523, 659, 784, 1047, 1319]);
      burst(k, cx(target), cy(target), 60);
    } else if (r === 'one') k.sound.jingle([523, 659, 784]);
    else k.sound.tone({ freq: 330, to: 220, dur: 0.3, type: 'triangle', vol: 0.12 });
  }
}

/** @param {Kit} k @param {number} x @param {number} y @param {number} count */
function burst(k, x, y, count) {
  if (k.reducedMotion) return;
  for (let i = 0; i < count; i++) {
    const a = k.random() * Math.PI * 2;
    const sp = 60 + k.random() * 240;
    bits.push({ x, y, vx: Math.cos(a) * sp, vy: Math.sin(a) * sp - 80, t: 0, c: i % 3 ? '#ffd35c' : '#ff8a4c' });
  }
}

/** @param {Kit} k @param {number} from @param {number} to */
function doJump(k, from, to) {
  if (finished) return false;
  const res = jump(board, pegs, from, to);
  if (!res) return false;
  history.push({ pegs, from, to });
  pegs = res.pegs;
  hop = { from, to, over: res.over, t: k.reducedMotion ? 1 : 0 };
  burst(k, cx(res.over), cy(res.over), 10);
  k.sound.tone({ freq: 520, to: 760, dur: 0.08, type: 'triangle', vol: 0.14 });
  k.sound.tone({ freq: 200, to: 120, dur: 0.1, type: 'sine', vol: 0.16, delay: 0.12 });
  // Keep the jumping peg selected when it can jump again (chains are common).
  selected = movesFrom(board, pegs, to).length ? to : -1;
  cursor = to;
  afterMove(k);
  return true;
}

/** @param {Kit} k */
function undo(k) {
  const last = history.pop();
  if (!last) { k.sound.tone({ freq: 150, dur: 0.06, type: 'square', vol: 0.05 }); return; }
  pegs = last.pegs;
  undos++;
  finished = false;
  hop = null;
  selected = last.from;
  cursor = last.from;
  k.setStat('pegs', pegCount(pegs));
  k.sound.tone({ freq: 640, to: 420, dur: 0.08, type: 'sine', vol: 0.1 });
}

/** @param {Kit} k */
function retry(k) {
  loadPuzzle(k);
  k.sound.tone({ freq: 500, to: 300, dur: 0.12, type: 'triangle', vol: 0.1 });
}

/** @param {Kit} k */
function next(k) {
  if (!finished) return;
  const pts = puzzleScore(startCount, pegs, target, undos);
  if (rating(pegs, target) === 'genius') geniusCount++;
  k.addScore(pts);
  if (index + 1 >= ladder.length) {
    finished = false;
    k.gameOver({ win: true, message: k.t('allDone', { g: k.fmt(geniusCount) }) });
    return;
  }
  index++;
  loadPuzzle(k);
  k.toast(k.t('puzzleLine', { i: k.fmt(index + 1), n: k.fmt(ladder.length), name: k.t(puzzle.name) }));
}

/** Selecting or jumping at hole i (tap, click or keyboard). @param {Kit} k @param {number} i */
function act(k, i) {
  if (i < 0 || finished) return;
  if (pegs[i]) {
    if (selected === i) { selected = -1; return; }
    selected = i;
    const n = movesFrom(board, pegs, i).length;
    k.sound.tone({ freq: n ? 700 : 260, dur: 0.04, type: 'sine', vol: 0.07 });
    return;
  }
  if (selected >= 0 && doJump(k, selected, i)) return;
  // An empty hole reachable by exactly one jump: make it.
  const into = legalMoves(board, pegs).filter((m) => m[2] === i);
  if (selected < 0 && into.length === 1) { doJump(k, /** @type {[number, number, number]} */ (into[0])[0], i); return; }
  k.sound.tone({ freq: 150, dur: 0.06, type: 'square', vol: 0.05 });
}

/** The hole under a point (within most of a spacing), or -1. @param {number} x @param {number} y */
function holeAt(x, y) {
  let best = -1;
  let bd = spacing * 0.55;
  for (let i = 0; i < board.cells.length; i++) {
    const d = Math.hypot(cx(i) - x, cy(i) - y);
    if (d < bd) { bd = d; best = i; }
  }
  return best;
}

/** Keyboard: the nearest hole in a direction. @param {number} dx @param {number} dy */
function stepCursor(dx, dy) {
  let best = -1;
  let bd = Infinity;
  for (let i = 0; i < board.cells.length; i++) {
    const vx = cx(i) - cx(cursor);
    const vy = cy(i) - cy(cursor);
    const along = vx * dx + vy * dy;
    if (along < spacing * 0.3) continue;
    const side = Math.abs(vx * dy - vy * dx);
    const d = along + side * 2;
    if (d < bd) { bd = d; best = i; }
  }
  if (best >= 0) cursor = best;
}

/** @param {CanvasRenderingContext2D} g @param {string} text @param {number} x @param {number} y @param {number} w @param {number} h @param {boolean} primary @param {string} action */
function panelButton(g, text, x, y, w, h, primary, action) {
  const grad = g.createLinearGradient(x, y, x + w, y + h);
  if (primary) { grad.addColorStop(0, '#4fd8ff'); grad.addColorStop(1, '#b06bff'); } else { grad.addColorStop(0, 'rgba(255,255,255,0.16)'); grad.addColorStop(1, 'rgba(255,255,255,0.08)'); }
  g.fillStyle = grad;
  roundRect(g, x, y, w, h, h / 2);
  g.fill();
  g.fillStyle = primary ? '#0b0e1a' : '#eef1ff';
  g.font = '800 24px system-ui, sans-serif';
  g.fillText(text, x + w / 2, y + h / 2 + 1);
  panelButtons.push({ x, y, w, h, action });
}

/** @param {CanvasRenderingContext2D} g @param {string} text @param {number} x @param {number} y @param {number} maxW @param {number} lh */
function wrap(g, text, x, y, maxW, lh) {
  const spaced = text.includes(' ');
  const tokens = spaced ? text.split(' ') : [...text];
  /** @type {string[]} */
  const lines = [];
  let line = '';
  for (const t of tokens) {
    const attempt = line ? line + (spaced ? ' ' : '') + t : t;
    if (g.measureText(attempt).width > maxW && line) { lines.push(line); line = t; } else line = attempt;
  }
  if (line) lines.push(line);
  lines.forEach((l, i) => g.fillText(l, x, y + i * lh));
}

const kit = createGame({
  id: 57,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'pegs', label: 'pegs' }],
  options: [{ key: 'board', label: 'board', default: 'english', choices: [{ value: 'english', label: 'english' }, { value: 'european', label: 'european' }, { value: 'triangle', label: 'triangle' }] }],
  bestKey: (k) => k.option('board'),
  controls: {
    layout: 'row',
    always: true,
    buttons: [
      { action: 'undo', label: '↶', title: 'undo', caption: 'undo' },
      { action: 'retry', label: '↺', title: 'retry', caption: 'retry' },
    ],
  },
  reset(k) {
    family = k.option('board') in LADDERS ? k.option('board') : 'english';
    ladder = /** @type {Puzzle[]} */ (LADDERS[family]);
    index = 0;
    geniusCount = 0;
    bits = [];
    loadPuzzle(k);
  },
  update(dt) {
    if (hop && (hop.t += dt / 0.22) >= 1) hop = null;
    bits = bits.filter((b) => { b.t += dt; b.x += b.vx * dt; b.y += b.vy * dt; b.vy += 420 * dt; return b.t < 1.1; });
  },
  onKey(code, k) {
    const dirs = /** @type {Record<string, [number, number]>} */ ({ ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0], KeyW: [0, -1], KeyS: [0, 1], KeyA: [-1, 0], KeyD: [1, 0] });
    const d = dirs[code];
    if (d) { stepCursor(d[0], d[1]); return true; }
    if (code === 'Space' || code === 'Enter') {
      if (finished) next(k);
      else act(k, cursor);
      return true;
    }
    if (code === 'KeyU' || code === 'KeyZ' || code === 'Backspace') { undo(k); return true; }
    if (code === 'KeyR') { retry(k); return true; }
    if (code === 'KeyN') { next(k); return true; }
    return false;
  },
  onAction(action, k) {
    if (action === 'undo') undo(k);
    else if (action === 'retry') retry(k);
  },
  onPointer(kind, p, k) {
    if (kind === 'down') {
      if (finished) {
        const b = panelButtons.find((r) => p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h);
        if (b) { if (b.action === 'next') next(k); else if (b.action === 'undo') undo(k); else retry(k); }
        return;
      }
      const i = holeAt(p.x, p.y);
      press = { i, x: p.x, y: p.y, sx: p.x, sy: p.y, dragging: false };
      return;
    }
    if (!press) return;
    if (kind === 'move') {
      if (!press.dragging && press.i >= 0 && pegs[press.i] && Math.hypot(p.x - press.sx, p.y - press.sy) > spacing * 0.25) {
        press.dragging = true;
        selected = press.i;
      }
      press.x = p.x;
      press.y = p.y;
      return;
    }
    const pr = press;
    press = null;
    if (pr.dragging) {
      const to = holeAt(p.x, p.y);
      if (to < 0 || !doJump(k, pr.i, to)) {
        if (to >= 0 && to !== pr.i) k.sound.tone({ freq: 150, dur: 0.06, type: 'square', vol: 0.05 });
      }
      return;
    }
    if (pr.i >= 0) { cursor = pr.i; act(k, pr.i); } else selected = -1;
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, W, H);
    bg.addColorStop(0, '#1a1d44');
    bg.addColorStop(1, '#2d1640');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    if (!pegSprite) pegSprite = makeSprite();
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillStyle = '#eef1ff';
    g.font = '800 30px system-ui, sans-serif';
    g.fillText(k.t('puzzleLine', { i: k.fmt(index + 1), n: k.fmt(ladder.length), name: k.t(puzzle.name) }), W / 2, 38);
    const left = pegCount(pegs);
    g.font = '700 23px system-ui, sans-serif';
    g.fillStyle = left === 1 ? '#7dffb0' : '#9fe8ff';
    g.fillText(`${left === 1 ? k.t('pegsLeft1') : k.t('pegsLeft', { n: k.fmt(left) })} · ${k.t('jumps')} ${k.fmt(history.length)}`, W / 2, 80);

    // Wooden-look board plate behind the holes.
    g.fillStyle = 'rgba(0,0,0,0.25)';
    if (board.shape === 'square') {
      const s = spacing;
      for (const c of board.cells) {
        roundRect(g, offX + c.x * s - s / 2, offY + c.y * s - s / 2, s, s, s * 0.2);
        g.fill();
      }
    } else {
      const pts = [0, board.cells.length - 1 - (Math.round(board.width) - 1), board.cells.length - 1];
      g.beginPath();
      const pad = spacing * 0.75;
      const [a, b, c] = pts.map((i) => ({ x: cx(/** @type {number} */ (i)), y: cy(/** @type {number} */ (i)) }));
      if (a && b && c) {
        g.moveTo(a.x, a.y - pad * 1.1);
        g.lineTo(c.x + pad * 1.05, c.y + pad * 0.6);
        g.lineTo(b.x - pad * 1.05, b.y + pad * 0.6);
        g.closePath();
        g.fill();
      }
    }
    const legal = finished ? [] : legalMoves(board, pegs);
    const dests = selected >= 0 ? legal.filter((m) => m[0] === selected).map((m) => m[2]) : [];
    const movable = new Set(legal.map((m) => m[0]));
    const r = spacing * 0.34;
    const pulse = k.reducedMotion ? 1 : 0.6 + 0.4 * Math.sin(k.clock * 6);
    for (let i = 0; i < board.cells.length; i++) {
      const x = cx(i);
      const y = cy(i);
      const hole = g.createRadialGradient(x, y - r * 0.3, r * 0.1, x, y, r * 0.75);
      hole.addColorStop(0, '#05060f');
      hole.addColorStop(1, '#2a2f5a');
      g.fillStyle = hole;
      g.beginPath();
      g.arc(x, y, r * 0.72, 0, Math.PI * 2);
      g.fill();
      if (dests.includes(i)) {
        g.strokeStyle = `rgba(125,255,176,${pulse})`;
        g.lineWidth = 5;
        g.beginPath();
        g.arc(x, y, r * 0.8, 0, Math.PI * 2);
        g.stroke();
      }
    }
    const dragging = press?.dragging ? press.i : -1;
    const size = r * 2.5;
    for (let i = 0; i < board.cells.length; i++) {
      if (!pegs[i] || i === dragging) continue;
      if (hop && i === hop.to) continue;
      let x = cx(i);
      let y = cy(i);
      if (i === selected) y -= 5;
      if (i === selected || (movable.has(i) && selected < 0 && k.screen === 'playing' && !finished)) {
        g.fillStyle = i === selected ? 'rgba(125,255,176,0.35)' : 'rgba(255,255,255,0.07)';
        g.beginPath();
        g.arc(x, y + (i === selected ? 5 : 0), r * 1.12, 0, Math.PI * 2);
        g.fill();
      }
      g.drawImage(/** @type {HTMLCanvasElement} */ (pegSprite), x - size / 2, y - size / 2, size, size);
    }
    // The gold ring stays visible over a peg sitting on it.
    g.strokeStyle = '#ffd35c';
    g.shadowColor = '#ffb020';
    g.shadowBlur = 12;
    g.lineWidth = 4;
    g.beginPath();
    g.arc(cx(target), cy(target), r * 1.12, 0, Math.PI * 2);
    g.stroke();
    g.shadowBlur = 0;
    if (hop) {
      // The peg hops in an arc; the jumped one shrinks away.
      const t = Math.min(1, hop.t);
      const x = cx(hop.from) + (cx(hop.to) - cx(hop.from)) * t;
      const y = cy(hop.from) + (cy(hop.to) - cy(hop.from)) * t - Math.sin(t * Math.PI) * spacing * 0.6;
      const s2 = size * (1 - t) * 0.9;
      if (s2 > 1) { g.globalAlpha = 1 - t; g.drawImage(/** @type {HTMLCanvasElement} */ (pegSprite), cx(hop.over) - s2 / 2, cy(hop.over) - s2 / 2, s2, s2); g.globalAlpha = 1; }
      g.drawImage(/** @type {HTMLCanvasElement} */ (pegSprite), x - size * 0.55, y - size * 0.55, size * 1.1, size * 1.1);
    }
    if (dragging >= 0 && press) g.drawImage(/** @type {HTMLCanvasElement} */ (pegSprite), press.x - size * 0.6, press.y - size * 0.6, size * 1.2, size * 1.2);
    if (k.screen === 'playing' && !finished) {
      g.strokeStyle = 'rgba(79,216,255,0.9)';
      g.lineWidth = 3;
      g.setLineDash([6, 5]);
      g.beginPath();
      g.arc(cx(cursor), cy(cursor), r * 1.22, 0, Math.PI * 2);
      g.stroke();
      g.setLineDash([]);
    }
    for (const b of bits) {
      g.globalAlpha = Math.max(0, 1 - b.t / 1.1);
      g.fillStyle = b.c;
      g.fillRect(b.x - 3, b.y - 3, 6, 6);
    }
    g.globalAlpha = 1;

    panelButtons = [];
    if (finished) {
      const rt = rating(pegs, target);
      g.fillStyle = 'rgba(14,16,36,0.92)';
      roundRect(g, 24, PANEL_Y - 6, W - 48, 136, 20);
      g.fill();
      g.strokeStyle = rt === 'genius' ? '#ffd35c' : 'rgba(255,255,255,0.15)';
      g.lineWidth = 2;
      g.stroke();
      g.fillStyle = rt === 'genius' ? '#ffd35c' : rt === 'one' ? '#7dffb0' : '#eef1ff';
      g.font = '800 24px system-ui, sans-serif';
      const pts = puzzleScore(startCount, pegs, target, undos);
      g.fillText(k.t(rt, { n: k.fmt(left) }), W / 2, PANEL_Y + 18, W - 70);
      g.fillStyle = '#ffd35c';
      g.font = '700 20px system-ui, sans-serif';
      g.fillText(k.t('points', { n: k.fmt(pts) }), W / 2, PANEL_Y + 46);
      const bw = 160;
      panelButton(g, k.t('undo'), W / 2 - bw * 1.5 - 16, PANEL_Y + 66, bw, 54, false, 'undo');
      panelButton(g, k.t('retry'), W / 2 - bw / 2, PANEL_Y + 66, bw, 54, false, 'retry');
      panelButton(g, `${k.t('next')} ▶`, W / 2 + bw / 2 + 16, PANEL_Y + 66, bw, 54, true, 'next');
    } else if (index === 0 && history.length < 2 && k.screen === 'playing') {
      g.fillStyle = '#a3abcf';
      g.font = '500 19px system-ui, sans-serif';
      wrap(g, k.t('help'), W / 2, PANEL_Y + 20, W - 60, 25);
    }
  },
  state() {
    return {
      family,
      puzzle: puzzle.name,
      index,
      puzzles: ladder.length,
      cells: pegs.map((p) => (p ? '1' : '0')).join(''),
      pegs: pegCount(pegs),
      target,
      selected,
      cursor,
      jumps: history.length,
      undos,
      finished,
      rating: finished ? rating(pegs, target) : null,
      legal: legalMoves(board, pegs).map((m) => [m[0], m[2]]),
    };
  },
  demo(k) {
    // The classic English board a dozen jumps in, a peg selected with its landing holes lit.
    family = 'english';
    ladder = /** @type {Puzzle[]} */ (LADDERS.english);
    index = ladder.length - 1;
    loadPuzzle(k);
    for (let n = 0; n < 9; n++) {
      const m = legalMoves(board, pegs);
      const pick = m[(n * 7) % m.length];
      if (pick) doJump(k, pick[0], pick[2]);
    }
    hop = null;
    bits = [];
    const m = legalMoves(board, pegs);
    selected = m[0]?.[0] ?? -1;
  },
});

export default kit;
