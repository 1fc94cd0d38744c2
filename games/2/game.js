// @ts-check
import { createGame, keyDir, roundRect } from '../kit/kit.js';
import { createGame as newSnake, turn, step, speedFor } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Cell} Cell */

const COLS = 20;
const ROWS = 20;
const CELL = 30;
const W = COLS * CELL;
const H = ROWS * CELL;

const strings = {
  'zh-CN': { title: '霓虹贪吃蛇', crashed: '撞到了！蛇长到了 {n} 节。', up: '上', down: '下', left: '左', right: '右' },
  en: { title: 'Neon Snake', crashed: 'Crash! Your snake reached {n} segments.', up: 'Up', down: 'Down', left: 'Left', right: 'Right' },
  ja: { title: 'ネオン スネーク', crashed: 'ぶつかった！ヘビの長さは {n} 節でした。', up: '上', down: '下', left: '左', right: '右' },
  es: { title: 'Serpiente neón', crashed: '¡Choque! Tu serpiente llegó a {n} segmentos.', up: 'Arriba', down: 'Abajo', left: 'Izquierda', right: 'Derecha' },
  de: { title: 'Neon-Schlange', crashed: 'Zusammenstoß! Deine Schlange war {n} Glieder lang.', up: 'Hoch', down: 'Runter', left: 'Links', right: 'Rechts' },
  fr: { title: 'Serpent néon', crashed: 'Collision ! Votre serpent mesurait {n} anneaux.', up: 'Haut', down: 'Bas', left: 'Gauche', right: 'Droite' },
  'pt-BR': { title: 'Cobrinha Neon', crashed: 'Bateu! Sua cobra chegou a {n} partes.', up: 'Cima', down: 'Baixo', left: 'Esquerda', right: 'Direita' },
  ar: { title: 'الثعبان المضيء', crashed: 'اصطدام! وصل طول ثعبانك إلى {n} قطعة.', up: 'أعلى', down: 'أسفل', left: 'يسار', right: 'يمين' },
};

let s = newSnake(Math.random, COLS, ROWS);
/** @type {Cell[]} */
let prev = s.snake.map((c) => ({ ...c }));
let acc = 0;
let deadFor = -1;
/** @type {{x: number, y: number, vx: number, vy: number, life: number, color: string}[]} */
let sparks = [];

/** @param {Kit} kit @param {import('./logic.js').Dir} d */
function steer(kit, d) {
  if (turn(s, d)) kit.sound.tone({ freq: 300, dur: 0.03, type: 'sine', vol: 0.05 });
}

/** @param {Kit} kit @param {number} x @param {number} y @param {string} color */
function burst(kit, x, y, color) {
  if (kit.reducedMotion) return;
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    const v = 80 + kit.random() * 120;
    sparks.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v, life: 0.5, color });
  }
}

/** @param {Kit} kit */
function tick(kit) {
  prev = s.snake.map((c) => ({ ...c }));
  const r = step(s, kit.random);
  if (r.died) {
    deadFor = 0;
    kit.sound.noise({ dur: 0.35, vol: 0.3, freq: 1200 });
    return;
  }
  const head = /** @type {Cell} */ (s.snake[0]);
  if (r.ate === 'food') {
    kit.sound.tone({ freq: 520, to: 880, dur: 0.08, type: 'square', vol: 0.12 });
    burst(kit, (head.x + 0.5) * CELL, (head.y + 0.5) * CELL, '#ff5f7e');
  } else if (r.ate === 'bonus') {
    kit.sound.jingle([784, 988, 1175]);
    burst(kit, (head.x + 0.5) * CELL, (head.y + 0.5) * CELL, '#ffd54b');
  }
  if (r.points) kit.addScore(r.points);
  if (r.levelUp) {
    kit.setLevel(s.level);
    kit.toast(`${kit.t('levelUp')} ${kit.t('level')} ${kit.fmt(s.level)}`);
    kit.sound.jingle([440, 554, 659, 880]);
  }
  kit.setStat('length', s.snake.length);
}

const kit = createGame({
  id: 2,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'level' }, { key: 'length', label: 'length' }],
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
    s = newSnake(k.random, COLS, ROWS);
    prev = s.snake.map((c) => ({ ...c }));
    acc = 0;
    deadFor = -1;
    sparks = [];
    k.setLevel(1);
    k.setStat('length', s.snake.length);
  },
  update(dt, k) {
    sparks = sparks.filter((p) => {
      p.x += p.vx * dt;
      p.y += p.vy * dt;
      p.vx *= 0.92;
      p.vy *= 0.92;
      return (p.life -= dt) > 0;
    });
    if (deadFor >= 0) {
      deadFor += dt;
      if (deadFor > 0.8) k.gameOver({ message: k.t('crashed', { n: s.snake.length }) });
      return;
    }
    acc += dt;
    const interval = 1 / speedFor(s.level);
    while (acc >= interval && deadFor < 0) {
      acc -= interval;
      tick(k);
    }
  },
  onKey(code, k) {
    const d = keyDir(code);
    if (!d) return false;
    steer(k, d);
    return true;
  },
  onSwipe(d, k) {
    steer(k, d);
  },
  onAction(a, k) {
    if (a === 'up' || a === 'down' || a === 'left' || a === 'right') steer(k, a);
  },
  render(g, k) {
    // Arena
    g.fillStyle = '#0e1228';
    g.fillRect(0, 0, W, H);
    for (let y = 0; y < ROWS; y++) {
      for (let x = 0; x < COLS; x++) {
        if ((x + y) % 2) continue;
        g.fillStyle = 'rgba(120,140,255,0.045)';
        g.fillRect(x * CELL, y * CELL, CELL, CELL);
      }
    }
    // Obstacles
    for (const w of s.walls) {
      const grad = g.createLinearGradient(w.x * CELL, w.y * CELL, (w.x + 1) * CELL, (w.y + 1) * CELL);
      grad.addColorStop(0, '#b04cff');
      grad.addColorStop(1, '#5a2bd6');
      g.fillStyle = grad;
      roundRect(g, w.x * CELL + 2, w.y * CELL + 2, CELL - 4, CELL - 4, 6);
      g.fill();
    }
    const pulse = k.reducedMotion ? 0 : Math.sin(k.clock * 6) * 0.08;
    // Fruit
    const fx = (s.food.x + 0.5) * CELL;
    const fy = (s.food.y + 0.5) * CELL;
    g.save();
    g.shadowColor = '#ff4f70';
    g.shadowBlur = 18;
    g.fillStyle = '#ff4f70';
    g.beginPath();
    g.arc(fx, fy + 1, CELL * (0.36 + pulse), 0, Math.PI * 2);
    g.fill();
    g.restore();
    g.fillStyle = 'rgba(255,255,255,0.55)';
    g.beginPath();
    g.arc(fx - 4, fy - 3, 3.5, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#5df08a';
    g.beginPath();
    g.ellipse(fx + 4, fy - 11, 6, 3, -0.6, 0, Math.PI * 2);
    g.fill();
    // Bonus star
    if (s.bonus) {
      const bx = (s.bonus.cell.x + 0.5) * CELL;
      const by = (s.bonus.cell.y + 0.5) * CELL;
      g.save();
      g.translate(bx, by);
      if (!k.reducedMotion) g.rotate(k.clock * 2);
      g.shadowColor = '#ffd54b';
      g.shadowBlur = 20;
      g.fillStyle = '#ffd54b';
      g.beginPath();
      for (let i = 0; i < 10; i++) {
        const r = i % 2 ? 6 : 14;
        const a = (i / 10) * Math.PI * 2 - Math.PI / 2;
        g.lineTo(Math.cos(a) * r, Math.sin(a) * r);
      }
      g.closePath();
      g.fill();
      g.restore();
      g.strokeStyle = 'rgba(255,213,75,0.6)';
      g.lineWidth = 3;
      g.beginPath();
      g.arc(bx, by, 17, -Math.PI / 2, -Math.PI / 2 + (Math.PI * 2 * s.bonus.ttl) / 40);
      g.stroke();
    }
    // Snake, interpolated between steps for smooth motion.
    const t = deadFor >= 0 || k.screen !== 'playing' || k.reducedMotion ? 1 : Math.min(1, acc * speedFor(s.level));
    const n = s.snake.length;
    /** @type {{x: number, y: number}[]} */
    const pts = s.snake.map((c, i) => {
      const p = prev[i] ?? c;
      return { x: (p.x + (c.x - p.x) * t + 0.5) * CELL, y: (p.y + (c.y - p.y) * t + 0.5) * CELL };
    });
    g.lineCap = 'round';
    g.lineJoin = 'round';
    for (let i = n - 1; i > 0; i--) {
      const a = /** @type {{x: number, y: number}} */ (pts[i]);
      const b = /** @type {{x: number, y: number}} */ (pts[i - 1]);
      const f = i / n;
      g.strokeStyle = deadFor >= 0 ? `hsl(0 70% ${60 - f * 25}%)` : `hsl(${160 + f * 110} 85% ${58 - f * 18}%)`;
      g.lineWidth = CELL * (0.78 - f * 0.22);
      g.beginPath();
      g.moveTo(a.x, a.y);
      g.lineTo(b.x, b.y);
      g.stroke();
    }
    const head = /** @type {{x: number, y: number}} */ (pts[0]);
    g.save();
    g.shadowColor = '#4fffc8';
    g.shadowBlur = deadFor >= 0 ? 0 : 16;
    g.fillStyle = deadFor >= 0 ? '#ff6b6b' : '#57ffc9';
    g.beginPath();
    g.arc(head.x, head.y, CELL * 0.46, 0, Math.PI * 2);
    g.fill();
    g.restore();
    // Eyes look where the snake is heading.
    const dirVec = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] }[s.dir];
    const [dx, dy] = /** @type {[number, number]} */ (dirVec);
    for (const side of [-1, 1]) {
      const ex = head.x + dx * 5 + -dy * side * 7;
      const ey = head.y + dy * 5 + dx * side * 7;
      g.fillStyle = '#fff';
      g.beginPath();
      g.arc(ex, ey, 4.5, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = '#10142a';
      g.beginPath();
      g.arc(ex + dx * 1.8, ey + dy * 1.8, 2.4, 0, Math.PI * 2);
      g.fill();
    }
    for (const p of sparks) {
      g.globalAlpha = Math.max(0, p.life * 2);
      g.fillStyle = p.color;
      g.fillRect(p.x - 2.5, p.y - 2.5, 5, 5);
    }
    g.globalAlpha = 1;
    // Neon border
    g.strokeStyle = deadFor >= 0 ? '#ff6b6b' : '#4fd8ff';
    g.lineWidth = 4;
    g.strokeRect(2, 2, W - 4, H - 4);
  },
  state() {
    const head = /** @type {Cell} */ (s.snake[0]);
    return { head: { ...head }, dir: s.dir, length: s.snake.length, food: { ...s.food }, alive: s.alive, eaten: s.eaten, walls: s.walls.length, speed: speedFor(s.level) };
  },
  demo(k) {
    // Eat a few fruit by walking straight to them, for a lively thumbnail.
    for (let n = 0; n < 4; n++) {
      for (let guard = 0; guard < 80 && s.alive; guard++) {
        const h = /** @type {Cell} */ (s.snake[0]);
        const want = s.food.x > h.x ? 'right' : s.food.x < h.x ? 'left' : s.food.y > h.y ? 'down' : 'up';
        if (want !== s.dir) turn(s, want) || turn(s, want === 'left' || want === 'right' ? 'down' : 'right');
        const before = s.eaten;
        tick(k);
        if (s.eaten > before) break;
      }
    }
  },
});

export default kit;
