// @ts-check
import { createGame, keyDir, roundRect } from '../kit/kit.js';
import { distanceField, stepDownhill } from '../kit/pathfind.js';
import {
  TILE, MAZES, GHOSTS, DIRS, OPPOSITE, parseMaze, gridFor, moverPos, occupied, reverse, advance, playerTurn,
  chaseTarget, cornerOf, steerTo, fleeTurn, homingTurn, modeAt, frightTime, playerSpeed, ghostSpeed, FRIGHT_FACTOR,
  TUNNEL_FACTOR, EYES_SPEED, LEAVE_SPEED, inTunnel, mayLeave, PELLET_POINTS, POWER_POINTS, ghostPoints, fruitPoints,
  fruitDue, FRUIT_TIME, EXTRA_LIFE_AT, touching,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Maze} Maze */
/** @typedef {import('./logic.js').Mover} Mover */
/** @typedef {import('./logic.js').Dir} Dir */
/** @typedef {import('./logic.js').GhostKind} GhostKind */
/** @typedef {{kind: GhostKind, m: Mover, mode: 'house'|'leaving'|'active'|'eyes', fright: boolean, color: string}} Ghost */

const COLS = 19;
const ROWS = 21;
const W = COLS * TILE;
const STRIP = 26;
const H = ROWS * TILE + STRIP;
const START_LIVES = 3;
const WIN_AFTER = 6;

const strings = {
  'zh-CN': { title: '迷宫小蜜蜂', lives: '生命', ready: '准备！', cleared: '迷宫清空！', over: '在第 {n} 关被抓住了。', win: '六座迷宫全部通关！继续挑战更快的关卡吧。', extra: '奖励一条命！', up: '上', down: '下', left: '左', right: '右' },
  en: { title: 'Buzz Maze', lives: 'Lives', ready: 'Ready!', cleared: 'Maze cleared!', over: 'Caught on level {n}.', win: 'All six mazes cleared! Keep going for faster ones.', extra: 'Extra life!', up: 'Up', down: 'Down', left: 'Left', right: 'Right' },
  ja: { title: 'ミツバチ迷路', lives: 'ライフ', ready: 'よーい！', cleared: '迷路クリア！', over: 'レベル {n} でつかまった。', win: '6つの迷路をすべてクリア！ さらに速いステージに挑もう。', extra: 'ライフ +1！', up: '上', down: '下', left: '左', right: '右' },
  es: { title: 'Laberinto de la abeja', lives: 'Vidas', ready: '¡Lista!', cleared: '¡Laberinto despejado!', over: 'Te atraparon en el nivel {n}.', win: '¡Has superado los seis laberintos! Sigue con otros más rápidos.', extra: '¡Vida extra!', up: 'Arriba', down: 'Abajo', left: 'Izquierda', right: 'Derecha' },
  de: { title: 'Bienenlabyrinth', lives: 'Leben', ready: 'Bereit!', cleared: 'Labyrinth geschafft!', over: 'Auf Stufe {n} erwischt.', win: 'Alle sechs Labyrinthe geschafft! Weiter geht’s mit schnelleren.', extra: 'Extraleben!', up: 'Hoch', down: 'Runter', left: 'Links', right: 'Rechts' },
  fr: { title: 'Labyrinthe de l’abeille', lives: 'Vies', ready: 'Prête !', cleared: 'Labyrinthe nettoyé !', over: 'Attrapée au niveau {n}.', win: 'Les six labyrinthes sont terminés ! Continuez avec des plus rapides.', extra: 'Vie en plus !', up: 'Haut', down: 'Bas', left: 'Gauche', right: 'Droite' },
  'pt-BR': { title: 'Labirinto da Abelha', lives: 'Vidas', ready: 'Preparar!', cleared: 'Labirinto limpo!', over: 'Pega no nível {n}.', win: 'Você venceu os seis labirintos! Continue nos mais rápidos.', extra: 'Vida extra!', up: 'Cima', down: 'Baixo', left: 'Esquerda', right: 'Direita' },
  ar: { title: 'متاهة النحلة', lives: 'الأرواح', ready: 'استعد!', cleared: 'نظّفت المتاهة!', over: 'أُمسكت في المستوى {n}.', win: 'أنهيت المتاهات الست! تابع إلى متاهات أسرع.', extra: 'روح إضافية!', up: 'أعلى', down: 'أسفل', left: 'يسار', right: 'يمين' },
};

const GHOST_COLORS = /** @type {Record<GhostKind, string>} */ ({ chaser: '#ff4d5e', ambusher: '#ff8fd8', flanker: '#4fd8ff', shy: '#8dff6a' });
/** Solid themed blocks per maze: a hedge garden, a crystal hall and a honeycomb. */
const PALETTES = [
  { rim: '#8fe6a2', fill: '#2f8a52', dot: '#23703f', house: '#ff8fd8', bg: '#10241a' },
  { rim: '#cdb8ff', fill: '#6a50c8', dot: '#5540a8', house: '#ffc24b', bg: '#141030' },
  { rim: '#ffd98a', fill: '#c98a2a', dot: '#a86f1c', house: '#4fd8ff', bg: '#221508' },
];

let level = 1;
/** @type {Maze} */
let maze = parseMaze(/** @type {string[]} */ (MAZES[0]));
/** @type {Mover} */
let player = { col: 0, row: 0, dir: null, t: 0 };
/** @type {Dir} */
let facing = 'left';
/** @type {Dir | null} */
let queued = null;
/** @type {Ghost[]} */
let ghosts = [];
let lives = START_LIVES;
let eaten = 0;
let modeT = 0;
let frightT = 0;
let frightChain = 0;
let readyT = 0;
let dyingT = 0;
let clearT = 0;
let elapsed = 0;
let fruitT = 0;
let fruitsShown = 0;
/** @type {number[]} */
let fruitsTaken = [];
let extraGiven = false;
let wonShown = false;
let deaths = 0;
let ghostsEaten = 0;
let chirp = false;
let demoing = false;
/** Seconds after demo() during which the bee cannot be caught (the thumbnail is taken then). */
let graceT = 0;
/** @type {{x: number, y: number, text: string, t: number}[]} */
let popups = [];

const mazeIndex = () => (level - 1) % MAZES.length;

/** @param {Kit} kit */
function placeActors(kit) {
  player = { col: maze.player.col, row: maze.player.row, dir: null, t: 0 };
  facing = 'left';
  // Off to the left as soon as "Ready!" clears, like any arcade round; input can change it first.
  queued = 'left';
  const h = maze.house;
  const mid = /** @type {import('./logic.js').Cell} */ (h[Math.floor(h.length / 2)]);
  const spots = [maze.exit, mid, /** @type {import('./logic.js').Cell} */ (h[0]), /** @type {import('./logic.js').Cell} */ (h[h.length - 1])];
  ghosts = GHOSTS.map((kind, i) => {
    const s = /** @type {import('./logic.js').Cell} */ (spots[i]);
    return { kind, m: { col: s.col, row: s.row, dir: i === 0 ? 'left' : null, t: 0 }, mode: i === 0 ? 'active' : 'house', fright: false, color: GHOST_COLORS[kind] };
  });
  modeT = 0;
  frightT = 0;
  elapsed = 0;
  fruitT = 0;
  readyT = 1.6;
  dyingT = 0;
  kit.setStat('lives', lives);
}

/** @param {Kit} kit */
function startLevel(kit) {
  maze = parseMaze(/** @type {string[]} */ (MAZES[mazeIndex()]));
  eaten = 0;
  fruitsShown = 0;
  clearT = 0;
  kit.setLevel(level);
  placeActors(kit);
}

/** @param {Dir} d */
function queue(d) {
  queued = d;
  if (player.dir && d === OPPOSITE[player.dir] && dyingT <= 0 && clearT <= 0) {
    reverse(maze, player);
    facing = d;
  }
}

/** @param {Kit} kit @param {number} x @param {number} y @param {number} pts */
function popup(kit, x, y, pts) {
  popups.push({ x: (x + 0.5) * TILE, y: (y + 0.5) * TILE, text: String(pts), t: 1.2 });
  kit.addScore(pts);
}

/** @param {Kit} kit */
function checkExtraLife(kit) {
  if (!extraGiven && kit.score >= EXTRA_LIFE_AT) {
    extraGiven = true;
    lives++;
    kit.setStat('lives', lives);
    kit.sound.jingle([784, 988, 1175, 1568]);
    if (!demoing) kit.toast(kit.t('extra'));
  }
}

/** @param {Kit} kit */
function eat(kit) {
  const c = occupied(maze, player);
  const i = c.row * maze.cols + c.col;
  const p = maze.pellets[i];
  if (p) {
    maze.pellets[i] = 0;
    eaten++;
    if (p === 2) {
      kit.addScore(POWER_POINTS);
      frightT = frightTime(level);
      frightChain = 0;
      for (const g of ghosts) {
        if (g.mode === 'eyes') continue;
        g.fright = true;
        if (g.mode === 'active') reverse(maze, g.m);
      }
      kit.sound.tone({ freq: 180, to: 520, dur: 0.35, type: 'triangle', vol: 0.14 });
    } else {
      kit.addScore(PELLET_POINTS);
      chirp = !chirp;
      kit.sound.tone({ freq: chirp ? 520 : 440, dur: 0.04, type: 'triangle', vol: 0.06 });
    }
    if (fruitDue(eaten, maze.total, fruitsShown)) { fruitsShown++; fruitT = FRUIT_TIME; }
    checkExtraLife(kit);
    if (eaten >= maze.total) {
      clearT = 1.8;
      kit.sound.jingle([523, 659, 784, 1047, 1319]);
      if (!demoing) kit.toast(kit.t('cleared'));
    }
  }
  if (fruitT > 0) {
    const f = maze.fruit;
    if (c.col === f.col && c.row === f.row) {
      fruitT = 0;
      fruitsTaken = [...fruitsTaken, Math.min(7, level - 1)].slice(-6);
      kit.sound.jingle([880, 1175, 1568]);
      popup(kit, f.col, f.row, fruitPoints(level));
      checkExtraLife(kit);
    }
  }
}

/** @param {Kit} kit @param {Ghost} g @param {Int32Array | null} playerField @param {number} dt */
function moveGhost(kit, g, playerField, dt) {
  if (g.mode === 'house') {
    const i = ghosts.indexOf(g);
    if (mayLeave(i, level, elapsed, eaten)) g.mode = 'leaving';
    return;
  }
  if (g.mode === 'leaving' || g.mode === 'eyes') {
    const goal = g.mode === 'leaving' ? maze.exit : /** @type {import('./logic.js').Cell} */ (maze.house[Math.floor(maze.house.length / 2)]);
    const field = distanceField(gridFor(maze, 'spirit'), [goal]);
    advance(maze, g.m, (g.mode === 'eyes' ? EYES_SPEED : LEAVE_SPEED) * dt, (m) => homingTurn(maze, m, field));
    if (g.m.t === 0 && g.m.col === goal.col && g.m.row === goal.row) {
      if (g.mode === 'eyes') { g.mode = 'leaving'; g.fright = false; }
      else { g.mode = 'active'; g.m.dir = 'left'; }
    }
    return;
  }
  let speed = ghostSpeed(level);
  if (g.fright) speed *= FRIGHT_FACTOR;
  if (inTunnel(maze, g.m)) speed *= TUNNEL_FACTOR;
  const scatter = modeAt(level, modeT) === 'scatter';
  const chaser = /** @type {Ghost} */ (ghosts[0]).m;
  advance(maze, g.m, speed * dt, (m) => {
    if (g.fright && playerField) return fleeTurn(maze, m, playerField, kit.random);
    const target = scatter
      ? cornerOf(maze, g.kind)
      : chaseTarget(maze, g.kind, { player: occupied(maze, player), playerDir: player.dir ?? facing, self: m, chaser });
    return steerTo(maze, m, target);
  });
}

/** @param {Kit} kit @param {number} dt */
function step(kit, dt) {
  popups = popups.filter((p) => (p.t -= dt) > 0);
  if (clearT > 0) {
    if ((clearT -= dt) <= 0) {
      level++;
      startLevel(kit);
      if (level === WIN_AFTER + 1 && !wonShown && !demoing) {
        wonShown = true;
        kit.win({ keepGoing: true, message: kit.t('win') });
      }
    }
    return;
  }
  if (dyingT > 0) {
    if ((dyingT -= dt) <= 0) {
      if (lives <= 0) kit.gameOver({ message: kit.t('over', { n: level }) });
      else placeActors(kit);
    }
    return;
  }
  if (readyT > 0) { readyT -= dt; return; }
  elapsed += dt;
  if (graceT > 0) graceT -= dt;
  if (frightT > 0) {
    if ((frightT -= dt) <= 0) for (const g of ghosts) g.fright = false;
  } else {
    const before = modeAt(level, modeT);
    modeT += dt;
    // A change of plan shows: every roaming ghost turns round.
    if (modeAt(level, modeT) !== before) for (const g of ghosts) if (g.mode === 'active') reverse(maze, g.m);
  }
  if (fruitT > 0) fruitT -= dt;
  advance(maze, player, playerSpeed(level) * dt, (m) => playerTurn(maze, m, queued));
  if (player.dir) facing = player.dir;
  eat(kit);
  if (clearT > 0) return;
  const playerField = ghosts.some((g) => g.fright && g.mode === 'active')
    ? distanceField(gridFor(maze, 'ghost'), [occupied(maze, player)])
    : null;
  for (const g of ghosts) {
    moveGhost(kit, g, playerField, dt);
    if (g.mode !== 'active' || !touching(maze, player, g.m)) continue;
    if (g.fright) {
      frightChain++;
      ghostsEaten++;
      g.mode = 'eyes';
      const pos = moverPos(g.m);
      popup(kit, pos.x, pos.y, ghostPoints(frightChain));
      kit.sound.tone({ freq: 300, to: 1400, dur: 0.3, type: 'square', vol: 0.1 });
      checkExtraLife(kit);
    } else if (!demoing && graceT <= 0) {
      lives--;
      deaths++;
      dyingT = 1.4;
      kit.setStat('lives', lives);
      kit.sound.tone({ freq: 700, to: 90, dur: 1, type: 'triangle', vol: 0.14 });
      return;
    }
  }
}

// ------------------------------------------------------------------ drawing

/** @type {HTMLCanvasElement | null} */
let wallCanvas = null;
let wallKey = '';

/** Walls are painted once per maze and scale onto an offscreen canvas, then blitted. @param {Kit} k */
function wallLayer(k) {
  const s = Math.max(1, k.pixelScale || 1);
  const key = `${mazeIndex()}:${s}`;
  if (wallCanvas && wallKey === key) return wallCanvas;
  wallKey = key;
  wallCanvas = wallCanvas ?? document.createElement('canvas');
  wallCanvas.width = Math.ceil(W * s);
  wallCanvas.height = Math.ceil(ROWS * TILE * s);
  const g = /** @type {CanvasRenderingContext2D} */ (wallCanvas.getContext('2d'));
  g.setTransform(s, 0, 0, s, 0, 0);
  g.clearRect(0, 0, W, ROWS * TILE);
  const pal = /** @type {typeof PALETTES[number]} */ (PALETTES[mazeIndex()]);
  const isWall = (/** @type {number} */ c, /** @type {number} */ r) => maze.map.get(c, r) === 'wall';
  const isHouse = (/** @type {number} */ c, /** @type {number} */ r) => maze.map.chars[r * maze.cols + c] === '=';
  // Two passes of merged rounded blocks: a bright rim, then a darker core inset further, so
  // neighbouring wall cells melt into one outlined shape.
  for (const [inset, pass] of /** @type {[number, number][]} */ ([[2, 0], [3.5, 1]])) {
    for (let r = 0; r < maze.rows; r++) {
      for (let c = 0; c < maze.cols; c++) {
        if (!isWall(c, r)) continue;
        const house = isHouse(c, r);
        g.fillStyle = pass === 0 ? (house ? pal.house : pal.rim) : pal.fill;
        const x = c * TILE;
        const y = r * TILE;
        roundRect(g, x + inset, y + inset, TILE - 2 * inset, TILE - 2 * inset, 6 - inset * 0.6);
        g.fill();
        const right = isWall(c + 1, r) && isHouse(c + 1, r) === house;
        const down = isWall(c, r + 1) && isHouse(c, r + 1) === house;
        if (right) g.fillRect(x + TILE / 2, y + inset, TILE, TILE - 2 * inset);
        if (down) g.fillRect(x + inset, y + TILE / 2, TILE - 2 * inset, TILE);
        if (right && down && isWall(c + 1, r + 1)) g.fillRect(x + TILE / 2, y + TILE / 2, TILE, TILE);
      }
    }
  }
  // Texture: leaves, facets or cells depending on the maze, so each one has its own feel.
  const idx = mazeIndex();
  for (let r = 0; r < maze.rows; r++) {
    for (let c = 0; c < maze.cols; c++) {
      if (!isWall(c, r) || isHouse(c, r)) continue;
      const x = c * TILE + TILE / 2;
      const y = r * TILE + TILE / 2;
      g.fillStyle = pal.dot;
      g.strokeStyle = pal.dot;
      g.lineWidth = 1.2;
      if (idx === 0) {
        g.beginPath(); g.ellipse(x - 3, y - 2, 2.6, 1.5, 0.6 + ((c * 7 + r) % 3), 0, Math.PI * 2); g.fill();
        g.beginPath(); g.ellipse(x + 3, y + 3, 2.6, 1.5, -0.5 + ((c + r * 5) % 3), 0, Math.PI * 2); g.fill();
      } else if (idx === 1) {
        g.beginPath(); g.moveTo(x - 4, y + 4); g.lineTo(x + 4, y - 4); g.stroke();
      } else {
        g.beginPath();
        for (let i = 0; i < 6; i++) g.lineTo(x + Math.cos(i * Math.PI / 3) * 4, y + Math.sin(i * Math.PI / 3) * 4);
        g.closePath();
        g.stroke();
      }
    }
  }
  // Light from above: a highlight on every top edge.
  g.fillStyle = 'rgba(255,255,255,0.22)';
  for (let r = 0; r < maze.rows; r++) for (let c = 0; c < maze.cols; c++) if (isWall(c, r) && !isWall(c, r - 1)) g.fillRect(c * TILE + 4, r * TILE + 3, TILE - 8, 2);
  return wallCanvas;
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} angle @param {number} t @param {number} [scale] */
function drawBee(g, x, y, angle, t, scale = 1) {
  g.save();
  g.translate(x, y);
  g.rotate(angle);
  g.scale(scale, scale);
  const flap = Math.abs(Math.sin(t * 28));
  g.fillStyle = 'rgba(220,240,255,0.75)';
  for (const s of [-1, 1]) {
    g.beginPath();
    g.ellipse(-2, s * (5 + flap * 2), 5, 2.5 + flap * 1.5, s * 0.5, 0, Math.PI * 2);
    g.fill();
  }
  g.fillStyle = '#2a1a08';
  g.beginPath();
  g.moveTo(-11, 0); g.lineTo(-7, -2.5); g.lineTo(-7, 2.5);
  g.fill();
  g.fillStyle = '#ffcf33';
  g.beginPath();
  g.ellipse(0, 0, 9, 7.5, 0, 0, Math.PI * 2);
  g.fill();
  g.save();
  g.clip();
  g.fillStyle = '#2a1a08';
  g.fillRect(-5.5, -8, 3, 16);
  g.fillRect(0, -8, 3, 16);
  g.restore();
  g.fillStyle = '#fff';
  for (const s of [-1, 1]) { g.beginPath(); g.arc(5.5, s * 3, 2.6, 0, Math.PI * 2); g.fill(); }
  g.fillStyle = '#111';
  for (const s of [-1, 1]) { g.beginPath(); g.arc(6.5, s * 3, 1.3, 0, Math.PI * 2); g.fill(); }
  g.restore();
}

/** @param {CanvasRenderingContext2D} g @param {Ghost} gh @param {number} x @param {number} y @param {number} t */
function drawWisp(g, gh, x, y, t) {
  const dir = gh.m.dir ? DIRS[gh.m.dir] : [0, 0];
  const eyesOnly = gh.mode === 'eyes';
  if (!eyesOnly) {
    const ending = gh.fright && frightT < 2 && Math.floor(t * 6) % 2 === 0;
    const color = gh.fright ? (ending ? '#eef1ff' : '#3346ff') : gh.color;
    const sway = Math.sin(t * 9 + x) * 2;
    g.fillStyle = color;
    g.globalAlpha = 0.25;
    g.beginPath(); g.arc(x, y, 12, 0, Math.PI * 2); g.fill();
    g.globalAlpha = 1;
    // A flame-tipped spirit: round body drawn up into a flickering point.
    g.beginPath();
    g.moveTo(x - 8.5, y + 1);
    g.bezierCurveTo(x - 9, y - 6, x - 3 + sway, y - 8, x + sway, y - 13);
    g.bezierCurveTo(x + 3 + sway, y - 8, x + 9, y - 6, x + 8.5, y + 1);
    g.arc(x, y + 1, 8.5, 0, Math.PI);
    g.fill();
    g.fillStyle = 'rgba(255,255,255,0.25)';
    g.beginPath(); g.ellipse(x - 3, y - 3, 2.5, 4, -0.4, 0, Math.PI * 2); g.fill();
    if (gh.fright) {
      g.strokeStyle = ending ? '#3346ff' : '#eef1ff';
      g.lineWidth = 1.4;
      g.beginPath();
      for (let i = 0; i <= 4; i++) g.lineTo(x - 5 + i * 2.5, y + 5 + (i % 2 ? -1.5 : 0));
      g.stroke();
      g.fillStyle = ending ? '#3346ff' : '#eef1ff';
      for (const s of [-1, 1]) { g.beginPath(); g.arc(x + s * 3.2, y - 1, 1.6, 0, Math.PI * 2); g.fill(); }
      return;
    }
  }
  for (const s of [-1, 1]) {
    g.fillStyle = '#fff';
    g.beginPath(); g.ellipse(x + s * 3.4, y - 1, 2.8, 3.4, 0, 0, Math.PI * 2); g.fill();
    g.fillStyle = '#1a2a6a';
    g.beginPath(); g.arc(x + s * 3.4 + /** @type {number} */ (dir[0]) * 1.3, y - 1 + /** @type {number} */ (dir[1]) * 1.5, 1.5, 0, Math.PI * 2); g.fill();
  }
}

/** @param {CanvasRenderingContext2D} g @param {number} kind @param {number} x @param {number} y */
function drawFruit(g, kind, x, y) {
  const leaf = () => { g.fillStyle = '#5fd35f'; g.beginPath(); g.ellipse(x + 2.5, y - 7, 3.5, 1.8, -0.5, 0, Math.PI * 2); g.fill(); };
  const ball = (/** @type {string} */ c, /** @type {number} */ rx, /** @type {number} */ ry) => {
    g.fillStyle = c;
    g.beginPath(); g.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2); g.fill();
    g.fillStyle = 'rgba(255,255,255,0.35)';
    g.beginPath(); g.arc(x - rx * 0.35, y - ry * 0.35, Math.min(rx, ry) * 0.3, 0, Math.PI * 2); g.fill();
  };
  switch (kind) {
    case 0: ball('#ff3b5c', 6, 6); leaf(); break; // berry
    case 1: ball('#b8e04a', 5.5, 7); leaf(); break; // pear
    case 2: ball('#ffe14d', 7.5, 5.5); break; // lemon
    case 3: ball('#9b4dff', 6.5, 6.5); leaf(); break; // plum
    case 4: for (const [dx, dy] of [[-3, -3], [3, -3], [0, 0], [-3, 3], [3, 3], [0, 6]]) { g.fillStyle = '#7a3cff'; g.beginPath(); g.arc(x + /** @type {number} */ (dx), y - 2 + /** @type {number} */ (dy), 2.8, 0, Math.PI * 2); g.fill(); } leaf(); break;
    case 5: g.fillStyle = '#3fa34a'; g.beginPath(); g.arc(x, y - 2, 8, 0, Math.PI); g.fill(); g.fillStyle = '#ff5d73'; g.beginPath(); g.arc(x, y - 2, 6, 0, Math.PI); g.fill(); break; // melon slice
    case 6: ball('#ffa05c', 6.5, 6.5); leaf(); break; // peach
    default: {
      g.fillStyle = '#ffe066';
      g.beginPath();
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const r = i % 2 ? 3.5 : 8;
        g.lineTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
      }
      g.fill();
    }
  }
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function render(g, k) {
  const pal = /** @type {typeof PALETTES[number]} */ (PALETTES[mazeIndex()]);
  g.fillStyle = pal.bg;
  g.fillRect(0, 0, W, H);
  const flash = clearT > 0 && Math.floor(clearT * 6) % 2 === 0;
  g.globalAlpha = flash ? 0.35 : 1;
  g.drawImage(wallLayer(k), 0, 0, W, ROWS * TILE);
  g.globalAlpha = 1;
  const d = maze.door;
  g.fillStyle = pal.house;
  g.fillRect(d.col * TILE, d.row * TILE + TILE / 2 - 2, TILE, 4);
  const pulse = k.reducedMotion ? 1 : 0.75 + 0.25 * Math.sin(k.clock * 7);
  for (let r = 0; r < maze.rows; r++) {
    for (let c = 0; c < maze.cols; c++) {
      const p = maze.pellets[r * maze.cols + c];
      if (!p) continue;
      const x = (c + 0.5) * TILE;
      const y = (r + 0.5) * TILE;
      if (p === 1) {
        g.fillStyle = '#ffe9b0';
        g.fillRect(x - 2, y - 2, 4, 4);
      } else {
        g.fillStyle = 'rgba(255,143,216,0.3)';
        g.beginPath(); g.arc(x, y, 8 * pulse, 0, Math.PI * 2); g.fill();
        g.fillStyle = '#ff8fd8';
        g.beginPath(); g.arc(x, y, 5, 0, Math.PI * 2); g.fill();
      }
    }
  }
  if (fruitT > 0) drawFruit(g, Math.min(7, level - 1), (maze.fruit.col + 0.5) * TILE, (maze.fruit.row + 0.5) * TILE);
  const t = k.reducedMotion ? 0 : k.clock;
  if (dyingT <= 0 || dyingT > 1.2) {
    for (const gh of ghosts) {
      const pos = moverPos(gh.m);
      const bob = gh.mode === 'house' && !k.reducedMotion ? Math.sin(k.clock * 5 + pos.x) * 3 : 0;
      drawWisp(g, gh, (pos.x + 0.5) * TILE, (pos.y + 0.5) * TILE + bob, t);
      // Mirror image at the far side while passing through a tunnel.
      if (pos.x < 0) drawWisp(g, gh, (pos.x + COLS + 0.5) * TILE, (pos.y + 0.5) * TILE, t);
    }
  }
  const pp = moverPos(player);
  const ang = Math.atan2(DIRS[facing][1], DIRS[facing][0]);
  if (dyingT > 0) {
    const p = 1 - dyingT / 1.4;
    drawBee(g, (pp.x + 0.5) * TILE, (pp.y + 0.5) * TILE, ang + p * 12, t, Math.max(0, 1 - p));
  } else {
    drawBee(g, (pp.x + 0.5) * TILE, (pp.y + 0.5) * TILE, ang, player.dir ? t : t * 0.3);
    if (pp.x < 0) drawBee(g, (pp.x + COLS + 0.5) * TILE, (pp.y + 0.5) * TILE, ang, t);
  }
  g.direction = 'ltr';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.font = '800 11px system-ui, sans-serif';
  for (const p of popups) {
    g.globalAlpha = Math.min(1, p.t * 2);
    g.fillStyle = '#7dfcff';
    g.fillText(p.text, p.x, p.y - (1.2 - p.t) * 10);
  }
  g.globalAlpha = 1;
  if (readyT > 0 && k.screen === 'playing') {
    g.direction = k.dir === 'rtl' ? 'rtl' : 'ltr';
    g.fillStyle = '#ffe066';
    g.font = '800 15px system-ui, sans-serif';
    g.fillText(k.t('ready'), W / 2, (maze.fruit.row + 0.5) * TILE, W / 2);
  }
  // Status strip: spare lives and the fruit collected lately.
  const sy = ROWS * TILE;
  g.fillStyle = 'rgba(255,255,255,0.04)';
  g.fillRect(0, sy, W, STRIP);
  for (let i = 0; i < Math.min(6, lives - 1); i++) drawBee(g, 16 + i * 22, sy + STRIP / 2, 0, 0, 0.75);
  fruitsTaken.forEach((f, i) => drawFruit(g, f, W - 16 - i * 22, sy + STRIP / 2 + 1));
}

// ------------------------------------------------------------------ wiring

const kit = createGame({
  id: 32,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'lives', label: 'lives' }],
  controls: {
    layout: 'dpad',
    buttons: [
      { action: 'up', label: '▲', title: 'up', area: 'up' },
      { action: 'left', label: '◀', title: 'left', area: 'left' },
      { action: 'right', label: '▶', title: 'right', area: 'right' },
      { action: 'down', label: '▼', title: 'down', area: 'down' },
    ],
  },
  reset(k) {
    level = 1;
    lives = START_LIVES;
    deaths = 0;
    ghostsEaten = 0;
    extraGiven = false;
    wonShown = false;
    fruitsTaken = [];
    popups = [];
    graceT = 0;
    startLevel(k);
  },
  update(dt, k) {
    step(k, dt);
  },
  onKey(code) {
    const d = keyDir(code);
    if (!d) return false;
    queue(d);
    return true;
  },
  onSwipe(d) {
    queue(d);
  },
  onTap(p) {
    // A tap steers towards the tapped side of the bee.
    const pos = moverPos(player);
    const dx = p.x - (pos.x + 0.5) * TILE;
    const dy = p.y - (pos.y + 0.5) * TILE;
    if (Math.hypot(dx, dy) < TILE * 0.6) return;
    queue(Math.abs(dx) > Math.abs(dy) ? (dx < 0 ? 'left' : 'right') : dy < 0 ? 'up' : 'down');
  },
  onAction(a) {
    if (a === 'up' || a === 'down' || a === 'left' || a === 'right') queue(a);
  },
  render,
  state() {
    const pos = moverPos(player);
    return {
      levelIndex: level - 1,
      maze: mazeIndex(),
      player: { col: player.col, row: player.row, x: Math.round(pos.x * 100) / 100, y: Math.round(pos.y * 100) / 100, dir: player.dir },
      facing,
      queued,
      lives,
      deaths,
      eaten,
      pelletsLeft: maze.total - eaten,
      ready: readyT > 0,
      dying: dyingT > 0,
      mode: frightT > 0 ? 'fright' : modeAt(level, modeT),
      ghosts: ghosts.map((g) => ({ kind: g.kind, mode: g.mode, fright: g.fright, col: g.m.col, row: g.m.row })),
      ghostsEaten,
      fruit: fruitT > 0,
    };
  },
  demo(k) {
    demoing = true;
    readyT = 0;
    const grid = gridFor(maze, 'player');
    // Autopilot: head for the nearest pellet; the spirits roam as usual but cannot catch it.
    for (let i = 0; i < 60 * 9 && k.screen === 'playing' && clearT <= 0; i++) {
      if (player.t === 0) {
        const sources = [];
        for (let j = 0; j < maze.pellets.length; j++) if (maze.pellets[j]) sources.push({ col: j % maze.cols, row: Math.floor(j / maze.cols) });
        const next = stepDownhill(grid, distanceField(grid, sources), player);
        if (next) queued = next.col > player.col ? 'right' : next.col < player.col ? 'left' : next.row > player.row ? 'down' : 'up';
      }
      step(k, 1 / 60);
    }
    popups = [];
    graceT = 1.5;
    demoing = false;
  },
});
kit.setStat('lives', START_LIVES);

export default kit;
