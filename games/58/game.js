// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { generate, levelSpec, LEVEL_COUNT, cycleBridge, blockedBy, islandTotals, isConnected, isSolved, edgeBetween, neighbour, hint, puzzleScore } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Puzzle} Puzzle */
/** @typedef {'up'|'down'|'left'|'right'} Dir */

const W = 560;
const H = 840;
const TOP = 100;
const AREA_W = 540;
const AREA_H = 728;

const strings = {
  'zh-CN': { title: '搭桥', start: '起点', puzzleLine: '第 {i}/{n} 题 · {w}×{h}', progress: '已完成岛屿 {a}/{b}', undo: '撤销', hint: '提示', clear: '清空', notConnected: '数字都对上了，但所有岛屿必须连成一片', crossing: '桥不能交叉', solved: '用时 {t} 完成！', allDone: '{n} 道题全部完成！', help: '从岛屿拖向邻岛（或先后点两座岛）来搭桥；再点一次变双桥，第三次拆除。每座岛的桥数要等于它的数字。' },
  en: { title: 'Bridges', start: 'Start', puzzleLine: 'Puzzle {i}/{n} · {w}×{h}', progress: 'Islands done {a}/{b}', undo: 'Undo', hint: 'Hint', clear: 'Clear', notConnected: 'Every number is met, but all islands must be connected', crossing: 'Bridges can’t cross', solved: 'Solved in {t}!', allDone: 'All {n} puzzles solved!', help: 'Drag from an island to a neighbour (or tap both) to build a bridge; again for a double, a third time to remove it. Each island needs as many bridges as its number.' },
  ja: { title: '橋かけパズル', start: 'スタート', puzzleLine: '問題 {i}/{n} · {w}×{h}', progress: '完成した島 {a}/{b}', undo: '戻す', hint: 'ヒント', clear: '消去', notConnected: '数字はそろったけれど、すべての島をつなげる必要があります', crossing: '橋は交差できません', solved: '{t} でクリア！', allDone: '{n} 問すべてクリア！', help: '島から隣の島へドラッグ（または 2 つの島をタップ）で橋をかけます。もう一度で 2 本、3 回目で消えます。島の数字と同じ本数の橋が必要です。' },
  es: { title: 'Puentes', start: 'Inicio', puzzleLine: 'Reto {i}/{n} · {w}×{h}', progress: 'Islas completas {a}/{b}', undo: 'Deshacer', hint: 'Pista', clear: 'Borrar', notConnected: 'Todos los números cuadran, pero las islas deben quedar conectadas', crossing: 'Los puentes no se pueden cruzar', solved: '¡Resuelto en {t}!', allDone: '¡Los {n} retos resueltos!', help: 'Arrastra de una isla a su vecina (o toca las dos) para tender un puente; otra vez para uno doble y una tercera para quitarlo. Cada isla necesita tantos puentes como su número.' },
  de: { title: 'Brücken', start: 'Start', puzzleLine: 'Rätsel {i}/{n} · {w}×{h}', progress: 'Fertige Inseln {a}/{b}', undo: 'Zurück', hint: 'Tipp', clear: 'Leeren', notConnected: 'Alle Zahlen passen, aber alle Inseln müssen verbunden sein', crossing: 'Brücken dürfen sich nicht kreuzen', solved: 'Gelöst in {t}!', allDone: 'Alle {n} Rätsel gelöst!', help: 'Ziehe von einer Insel zur Nachbarinsel (oder tippe beide an), um eine Brücke zu bauen; nochmal für eine doppelte, ein drittes Mal zum Entfernen. Jede Insel braucht so viele Brücken wie ihre Zahl.' },
  fr: { title: 'Ponts', start: 'Départ', puzzleLine: 'Défi {i}/{n} · {w}×{h}', progress: 'Îles terminées {a}/{b}', undo: 'Annuler', hint: 'Indice', clear: 'Effacer', notConnected: 'Tous les nombres sont bons, mais toutes les îles doivent être reliées', crossing: 'Les ponts ne peuvent pas se croiser', solved: 'Résolu en {t}\u00a0!', allDone: 'Les {n} défis sont résolus\u00a0!', help: 'Glissez d’une île vers sa voisine (ou touchez les deux) pour bâtir un pont\u00a0; encore une fois pour un double, une troisième pour l’enlever. Chaque île a besoin d’autant de ponts que son nombre.' },
  'pt-BR': { title: 'Pontes', start: 'Início', puzzleLine: 'Desafio {i}/{n} · {w}×{h}', progress: 'Ilhas completas {a}/{b}', undo: 'Desfazer', hint: 'Dica', clear: 'Limpar', notConnected: 'Todos os números batem, mas as ilhas precisam estar todas ligadas', crossing: 'Pontes não podem se cruzar', solved: 'Resolvido em {t}!', allDone: 'Os {n} desafios resolvidos!', help: 'Arraste de uma ilha até a vizinha (ou toque nas duas) para construir uma ponte; de novo para uma dupla e uma terceira vez para removê-la. Cada ilha precisa de tantas pontes quanto seu número.' },
  ar: { title: 'الجسور', start: 'البداية', puzzleLine: 'اللغز {i}/{n} · {w}×{h}', progress: 'الجزر المكتملة {a}/{b}', undo: 'تراجع', hint: 'تلميح', clear: 'مسح', notConnected: 'كل الأرقام صحيحة، لكن يجب أن تتصل كل الجزر ببعضها', crossing: 'لا يمكن أن تتقاطع الجسور', solved: 'حُلّ في {t}!', allDone: 'حُلّت الألغاز الـ{n} كلها!', help: 'اسحب من جزيرة إلى جارتها (أو المس الاثنتين) لبناء جسر؛ مرة أخرى لجسر مزدوج، وثالثة لإزالته. تحتاج كل جزيرة عدد جسور يساوي رقمها.' },
};

let stage = 1;
/** @type {Puzzle} */
let puzzle = { cols: 1, rows: 1, islands: [], edges: [], crossings: [], solution: [] };
/** @type {number[]} */
let counts = [];
/** @type {number[][]} */
let history = [];
let hints = 0;
let elapsed = 0;
let cursor = 0;
let selected = -1;
let linkMode = false;
let solved = false;
let solvedT = 0;
let nextPending = false;
let finished = false;
let warnedKey = '';
/** @type {{edge: number, want: number, until: number} | null} */
let hintShown = null;
/** @type {{edges: number[], t: number} | null} */
let flash = null;
/** @type {{island: number, x: number, y: number, dragging: boolean, edge: number} | null} */
let press = null;
/** @type {Map<number, number>} */
let pops = new Map();
let cell = 60;
let offX = 0;
let offY = 0;

/** @param {number} i */
const ix = (i) => offX + (/** @type {{c: number}} */ (puzzle.islands[i]).c + 0.5) * cell;
/** @param {number} i */
const iy = (i) => offY + (/** @type {{r: number}} */ (puzzle.islands[i]).r + 0.5) * cell;

/** @param {number} s */
function clock(s) {
  const m = Math.floor(s / 60);
  return `${m}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
}

/** @param {Kit} k */
function newPuzzle(k) {
  const spec = levelSpec(stage);
  puzzle = generate(k.random, spec.cols, spec.rows, spec.islands, spec.minNodes);
  counts = new Array(puzzle.edges.length).fill(0);
  history = [];
  hints = 0;
  elapsed = 0;
  selected = -1;
  linkMode = false;
  solved = false;
  nextPending = false;
  warnedKey = '';
  hintShown = null;
  flash = null;
  press = null;
  pops = new Map();
  cell = Math.min(AREA_W / puzzle.cols, AREA_H / puzzle.rows, 74);
  offX = (W - cell * puzzle.cols) / 2;
  offY = TOP + (AREA_H - cell * puzzle.rows) / 2;
  cursor = 0;
  k.setLevel(stage);
  k.setStat('time', clock(0));
}

/** @param {Kit} k @param {number} e edge */
function build(k, e) {
  if (solved || e < 0) return false;
  const next = cycleBridge(puzzle, counts, e);
  if (!next) {
    flash = { edges: blockedBy(puzzle, counts, e), t: 0 };
    k.sound.tone({ freq: 150, to: 110, dur: 0.12, type: 'square', vol: 0.07 });
    k.toast(k.t('crossing'));
    return false;
  }
  history.push(counts);
  counts = next;
  hintShown = null;
  const v = counts[e] ?? 0;
  pops.set(e, 0);
  k.sound.tone(v ? { freq: v === 1 ? 420 : 560, to: v === 1 ? 520 : 700, dur: 0.07, type: 'triangle', vol: 0.13 } : { freq: 300, to: 180, dur: 0.08, type: 'sine', vol: 0.1 });
  const totals = islandTotals(puzzle, counts);
  const e0 = /** @type {import('./logic.js').Edge} */ (puzzle.edges[e]);
  for (const i of [e0.a, e0.b]) if (totals[i] === /** @type {{n: number}} */ (puzzle.islands[i]).n && v) k.sound.tone({ freq: 880, dur: 0.06, type: 'sine', vol: 0.08, delay: 0.06 });
  checkDone(k, totals);
  return true;
}

/** @param {Kit} k @param {number[]} totals */
function checkDone(k, totals) {
  if (isSolved(puzzle, counts)) {
    solved = true;
    solvedT = 0;
    selected = -1;
    linkMode = false;
    k.addScore(puzzleScore(puzzle.islands.length, Math.round(elapsed), hints));
    k.sound.jingle([523, 659, 784, 1047]);
    return;
  }
  const allMet = puzzle.islands.every((s, i) => totals[i] === s.n);
  const key = counts.join('');
  if (allMet && !isConnected(puzzle, counts) && warnedKey !== key) {
    warnedKey = key;
    k.toast(k.t('notConnected'));
    k.sound.tone({ freq: 330, to: 260, dur: 0.2, type: 'triangle', vol: 0.1 });
  }
}

/** @param {Kit} k */
function undo(k) {
  if (solved) return;
  const prev = history.pop();
  if (!prev) { k.sound.tone({ freq: 150, dur: 0.06, type: 'square', vol: 0.05 }); return; }
  counts = prev;
  hintShown = null;
  k.sound.tone({ freq: 600, to: 400, dur: 0.07, type: 'sine', vol: 0.1 });
}

/** @param {Kit} k */
function clearAll(k) {
  if (solved || counts.every((c) => !c)) return;
  history.push(counts);
  counts = counts.map(() => 0);
  hintShown = null;
  k.sound.tone({ freq: 500, to: 250, dur: 0.15, type: 'triangle', vol: 0.1 });
}

/** @param {Kit} k */
function showHint(k) {
  if (solved) return;
  const h = hint(puzzle, counts);
  if (!h) return;
  hints++;
  hintShown = { ...h, until: k.clock + 3.5 };
  const e = /** @type {import('./logic.js').Edge} */ (puzzle.edges[h.edge]);
  cursor = e.a;
  k.sound.tone({ freq: 880, to: 1320, dur: 0.12, type: 'sine', vol: 0.1 });
}

/** @param {number} x @param {number} y */
function islandAt(x, y) {
  let best = -1;
  let bd = cell * 0.55;
  puzzle.islands.forEach((_, i) => {
    const d = Math.hypot(ix(i) - x, iy(i) - y);
    if (d < bd) { bd = d; best = i; }
  });
  return best;
}

/** The pair whose open water was tapped (prefers one that already has a bridge). @param {number} x @param {number} y */
function edgeAt(x, y) {
  let best = -1;
  let bd = cell * 0.32;
  puzzle.edges.forEach((e, k) => {
    const ax = ix(e.a);
    const ay = iy(e.a);
    const bx = ix(e.b);
    const by = iy(e.b);
    const inside = e.horiz ? x > ax && x < bx : y > ay && y < by;
    if (!inside) return;
    const d = (e.horiz ? Math.abs(y - ay) : Math.abs(x - ax)) - (counts[k] ? 4 : 0);
    if (d < bd) { bd = d; best = k; }
  });
  return best;
}

/** @param {number} dx @param {number} dy @returns {Dir} */
const dirOf = (dx, dy) => (Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : dy > 0 ? 'down' : 'up');

/** Keyboard: the neighbour that way, else the nearest island in that half of the board. @param {Dir} d */
function moveCursor(d) {
  const n = neighbour(puzzle, cursor, d);
  if (n) { cursor = n.island; return; }
  const [dx, dy] = d === 'left' ? [-1, 0] : d === 'right' ? [1, 0] : d === 'up' ? [0, -1] : [0, 1];
  let best = -1;
  let bd = Infinity;
  puzzle.islands.forEach((_, i) => {
    const vx = ix(i) - ix(cursor);
    const vy = iy(i) - iy(cursor);
    const along = vx * dx + vy * dy;
    if (along <= 0) return;
    const dist = along + Math.abs(vx * dy - vy * dx) * 2;
    if (dist < bd) { bd = dist; best = i; }
  });
  if (best >= 0) cursor = best;
}

/** @param {CanvasRenderingContext2D} g @param {number} e @param {number} n @param {string} colour @param {number} width */
function drawBridge(g, e, n, colour, width) {
  const E = /** @type {import('./logic.js').Edge} */ (puzzle.edges[e]);
  const r = cell * 0.36;
  const ax = ix(E.a) + (E.horiz ? r : 0);
  const ay = iy(E.a) + (E.horiz ? 0 : r);
  const bx = ix(E.b) - (E.horiz ? r : 0);
  const by = iy(E.b) - (E.horiz ? 0 : r);
  const gap = Math.max(5, cell * 0.1);
  const offs = n === 2 ? [-gap, gap] : [0];
  g.lineCap = 'round';
  for (const o of offs) {
    const ox = E.horiz ? 0 : o;
    const oy = E.horiz ? o : 0;
    g.strokeStyle = 'rgba(40,22,10,0.75)';
    g.lineWidth = width + 4;
    g.beginPath();
    g.moveTo(ax + ox, ay + oy);
    g.lineTo(bx + ox, by + oy);
    g.stroke();
    g.strokeStyle = colour;
    g.lineWidth = width;
    g.beginPath();
    g.moveTo(ax + ox, ay + oy);
    g.lineTo(bx + ox, by + oy);
    g.stroke();
  }
}

/** Words (or characters, for scripts without spaces) broken into lines of a width. @param {CanvasRenderingContext2D} g @param {string} text @param {number} maxW */
function splitLines(g, text, maxW) {
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
  return lines;
}

const kit = createGame({
  id: 58,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'time', label: 'time' }],
  options: [{ key: 'start', label: 'start', default: 'easy', choices: [{ value: 'easy', label: 'easy' }, { value: 'medium', label: 'medium' }, { value: 'hard', label: 'hard' }] }],
  bestKey: (k) => k.option('start'),
  controls: {
    layout: 'row',
    always: true,
    buttons: [
      { action: 'undo', label: '↶', title: 'undo', caption: 'undo' },
      { action: 'hint', label: '?', title: 'hint', caption: 'hint' },
      { action: 'clear', label: '⌫', title: 'clear' },
    ],
  },
  reset(k) {
    stage = ({ easy: 1, medium: 4, hard: 7 })[k.option('start')] ?? 1;
    finished = false;
    newPuzzle(k);
  },
  update(dt, k) {
    if (nextPending) {
      stage++;
      newPuzzle(k);
      const s = levelSpec(stage);
      k.toast(k.t('puzzleLine', { i: k.fmt(stage), n: k.fmt(LEVEL_COUNT), w: s.cols, h: s.rows }));
      return;
    }
    if (flash && (flash.t += dt) > 0.6) flash = null;
    for (const [e, t] of pops) { if (t + dt > 0.25) pops.delete(e); else pops.set(e, t + dt); }
    if (hintShown && k.clock > hintShown.until) hintShown = null;
    if (!solved) {
      const before = Math.floor(elapsed);
      elapsed += dt;
      if (Math.floor(elapsed) !== before) k.setStat('time', clock(elapsed));
    } else if (!finished) {
      solvedT += dt;
      if (solvedT > 1.2) {
        const msg = k.t('solved', { t: clock(elapsed) });
        if (stage >= LEVEL_COUNT) {
          finished = true;
          k.gameOver({ win: true, message: `${msg} ${k.t('allDone', { n: k.fmt(LEVEL_COUNT) })}` });
        } else {
          nextPending = true;
          k.win({ keepGoing: true, message: msg });
        }
      }
    }
  },
  onKey(code, k, e) {
    if (solved) return false;
    const dirs = /** @type {Record<string, Dir>} */ ({ ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right', KeyW: 'up', KeyS: 'down', KeyA: 'left', KeyD: 'right' });
    const d = dirs[code];
    if (d) {
      if (e.shiftKey || linkMode) {
        linkMode = false;
        const n = neighbour(puzzle, cursor, d);
        if (n) build(k, n.edge);
        else k.sound.tone({ freq: 150, dur: 0.06, type: 'square', vol: 0.05 });
      } else moveCursor(d);
      return true;
    }
    if (code === 'Space' || code === 'Enter') { linkMode = !linkMode; k.sound.blip(linkMode ? 990 : 660); return true; }
    if (code === 'KeyU' || code === 'KeyZ' || code === 'Backspace') { undo(k); return true; }
    if (code === 'KeyH') { showHint(k); return true; }
    if (code === 'KeyC' || code === 'Delete') { clearAll(k); return true; }
    return false;
  },
  onAction(action, k) {
    if (action === 'undo') undo(k);
    else if (action === 'hint') showHint(k);
    else if (action === 'clear') clearAll(k);
  },
  onPointer(kind, p, k) {
    if (kind === 'down') {
      if (solved || !p.inside) return;
      press = { island: islandAt(p.x, p.y), x: p.x, y: p.y, dragging: false, edge: -1 };
      return;
    }
    if (!press) return;
    if (kind === 'move') {
      const dx = p.x - press.x;
      const dy = p.y - press.y;
      if (press.island >= 0 && Math.hypot(dx, dy) > cell * 0.45) {
        press.dragging = true;
        press.edge = neighbour(puzzle, press.island, dirOf(dx, dy))?.edge ?? -1;
      }
      return;
    }
    const pr = press;
    press = null;
    if (pr.dragging) {
      if (pr.edge >= 0) { build(k, pr.edge); cursor = pr.island; }
      selected = -1;
      return;
    }
    if (pr.island >= 0) {
      cursor = pr.island;
      if (selected >= 0 && selected !== pr.island) {
        const e = edgeBetween(puzzle, selected, pr.island);
        if (e >= 0) { build(k, e); selected = -1; return; }
      }
      selected = selected === pr.island ? -1 : pr.island;
      k.sound.tone({ freq: 700, dur: 0.03, type: 'sine', vol: 0.05 });
      return;
    }
    const e = edgeAt(pr.x, pr.y);
    if (e >= 0) build(k, e);
    selected = -1;
  },
  render(g, k) {
    // Sea with soft swells.
    const sea = g.createLinearGradient(0, 0, 0, H);
    sea.addColorStop(0, '#0f2a55');
    sea.addColorStop(1, '#0b1838');
    g.fillStyle = sea;
    g.fillRect(0, 0, W, H);
    g.strokeStyle = 'rgba(120,190,255,0.07)';
    g.lineWidth = 2;
    for (let y = TOP + 20; y < H; y += 34) {
      g.beginPath();
      for (let x = 0; x <= W; x += 20) {
        const yy = y + Math.sin(x / 40 + y + (k.reducedMotion ? 0 : k.clock * 0.8)) * 4;
        if (x === 0) g.moveTo(x, yy); else g.lineTo(x, yy);
      }
      g.stroke();
    }
    // Before the first round there is no puzzle yet: just the sea behind the start screen.
    if (!puzzle.islands.length) return;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillStyle = '#eef1ff';
    g.font = '800 30px system-ui, sans-serif';
    g.fillText(k.t('puzzleLine', { i: k.fmt(stage), n: k.fmt(LEVEL_COUNT), w: puzzle.cols, h: puzzle.rows }), W / 2, 34);
    const totals = islandTotals(puzzle, counts);
    const done = puzzle.islands.filter((s, i) => totals[i] === s.n).length;
    g.font = '700 22px system-ui, sans-serif';
    g.fillStyle = done === puzzle.islands.length ? '#7dff9b' : '#9fe8ff';
    g.fillText(k.t('progress', { a: k.fmt(done), b: k.fmt(puzzle.islands.length) }), W / 2, 72);

    // Faint grid dots help line islands up by eye.
    g.fillStyle = 'rgba(160,200,255,0.12)';
    for (let r = 0; r < puzzle.rows; r++) for (let c = 0; c < puzzle.cols; c++) g.fillRect(offX + (c + 0.5) * cell - 1.5, offY + (r + 0.5) * cell - 1.5, 3, 3);

    const width = Math.max(4, cell * 0.09);
    if (hintShown) {
      g.globalAlpha = 0.55 + 0.45 * Math.sin(k.clock * 8);
      drawBridge(g, hintShown.edge, Math.max(1, hintShown.want), hintShown.want < (counts[hintShown.edge] ?? 0) ? '#ff5f7a' : '#7dff9b', width + 6);
      g.globalAlpha = 1;
    }
    if (press?.dragging && press.edge >= 0) {
      g.globalAlpha = 0.5;
      drawBridge(g, press.edge, ((counts[press.edge] ?? 0) + 1) % 3 || 1, '#ffffff', width);
      g.globalAlpha = 1;
    }
    counts.forEach((n, e) => {
      if (!n) return;
      const red = flash && flash.edges.includes(e);
      const pop = pops.get(e);
      drawBridge(g, e, n, red ? '#ff5f7a' : '#e9c98f', width + (pop !== undefined ? (1 - pop / 0.25) * 4 : 0));
    });
    const r = Math.min(cell * 0.38, 28);
    puzzle.islands.forEach((s, i) => {
      const x = ix(i);
      const y = iy(i);
      const t = totals[i] ?? 0;
      const state = t === s.n ? 'ok' : t > s.n ? 'over' : 'open';
      g.fillStyle = 'rgba(0,0,0,0.35)';
      g.beginPath();
      g.arc(x + 2, y + 4, r, 0, Math.PI * 2);
      g.fill();
      const grad = g.createRadialGradient(x - r * 0.3, y - r * 0.35, r * 0.1, x, y, r);
      if (state === 'ok') { grad.addColorStop(0, '#b9ffcf'); grad.addColorStop(1, '#2fae6a'); } else if (state === 'over') { grad.addColorStop(0, '#ffc0c8'); grad.addColorStop(1, '#d8354f'); } else { grad.addColorStop(0, '#fff1c9'); grad.addColorStop(1, '#d9a752'); }
      g.fillStyle = grad;
      g.beginPath();
      g.arc(x, y, r, 0, Math.PI * 2);
      g.fill();
      if (i === selected || (press && press.island === i)) {
        g.strokeStyle = '#ffffff';
        g.lineWidth = 4;
        g.beginPath();
        g.arc(x, y, r + 5, 0, Math.PI * 2);
        g.stroke();
      }
      if (k.screen === 'playing' && i === cursor && !solved) {
        g.strokeStyle = linkMode ? '#ffd35c' : 'rgba(79,216,255,0.95)';
        g.lineWidth = 3;
        g.setLineDash([6, 5]);
        g.beginPath();
        g.arc(x, y, r + 10, 0, Math.PI * 2);
        g.stroke();
        g.setLineDash([]);
      }
      g.fillStyle = state === 'open' ? '#3a2206' : '#0b1a12';
      g.font = `800 ${Math.round(r * 1.1)}px system-ui, sans-serif`;
      g.fillText(String(s.n), x, y + 1);
    });
    if (stage === 1 && history.length < 2 && k.screen === 'playing' && !solved) {
      g.font = '500 21px system-ui, sans-serif';
      const lines = splitLines(g, k.t('help'), W - 56);
      const lh = 27;
      g.fillStyle = 'rgba(11,16,40,0.85)';
      roundRect(g, 14, H - 20 - lines.length * lh, W - 28, lines.length * lh + 12, 14);
      g.fill();
      g.fillStyle = '#c5cdf0';
      lines.forEach((l, i) => g.fillText(l, W / 2, H - 14 - (lines.length - i - 0.5) * lh));
    }
  },
  state() {
    const totals = islandTotals(puzzle, counts);
    return {
      stage,
      cols: puzzle.cols,
      rows: puzzle.rows,
      islands: puzzle.islands.map((s) => [s.r, s.c, s.n]),
      edges: puzzle.edges.map((e) => [e.a, e.b]),
      counts: counts.slice(),
      totals,
      solution: puzzle.solution.slice(),
      cursor,
      selected,
      linkMode,
      hints,
      hint: hintShown ? [hintShown.edge, hintShown.want] : null,
      connected: isConnected(puzzle, counts),
      solved,
    };
  },
  demo(k) {
    // A mid-size puzzle a little over half built.
    stage = 5;
    newPuzzle(k);
    let n = 0;
    puzzle.solution.forEach((v, e) => { if (v && n++ % 3 !== 2) counts[e] = v; });
    cursor = puzzle.islands.length >> 1;
    elapsed = 74;
    k.setStat('time', clock(elapsed));
  },
});

export default kit;
