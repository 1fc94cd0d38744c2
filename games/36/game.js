// @ts-check
import { createGame } from '../kit/kit.js';
import { createSheet } from '../kit/sprites.js';
import {
  W, H, INV_W, INV_H, PLAYER_Y, GROUND_Y, POINTS, EXTRA_LIFE_AT,
  makeFormation, makeShields, aliveCount, advance, invaderRect, landed, shotHit, shooters, bombPlan,
  mysteryPoints, shieldProbe, carve, erodeUnder, shieldCells, waveBonus, bounds,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Formation} Formation */
/** @typedef {import('./logic.js').Shield} Shield */
/** @typedef {import('./logic.js').Kind} Kind */
/** @typedef {import('../kit/sprites.js').SpriteSheet} SpriteSheet */

const PLAYER_W = 26;
const PLAYER_SPEED = 190;
const SHOT_SPEED = 500;
const SHOT_LEN = 10;
const MYSTERY_Y = 52;
const START_LIVES = 3;

const strings = {
  'zh-CN': { title: '入侵者来袭', lives: '炮台', wave: '波次', waveN: '第 {n} 波', cleared: '第 {n} 波清除！奖励 +{b}', invaded: '入侵者登陆了！', lost: '炮台全毁，止步第 {n} 波。', extra: '炮台 +1', left: '左移', right: '右移', fire: '开火' },
  en: { title: 'Invader Waves', lives: 'Cannons', wave: 'Wave', waveN: 'Wave {n}', cleared: 'Wave {n} cleared! +{b}', invaded: 'The invaders have landed!', lost: 'All cannons lost on wave {n}.', extra: 'Extra cannon!', left: 'Left', right: 'Right', fire: 'Fire' },
  ja: { title: 'インベーダー ウェーブ', lives: '砲台', wave: 'ウェーブ', waveN: 'ウェーブ {n}', cleared: 'ウェーブ {n} クリア！ +{b}', invaded: 'インベーダーが着陸してしまった！', lost: 'ウェーブ {n} で砲台が全滅。', extra: '砲台 +1', left: '左へ', right: '右へ', fire: '発射' },
  es: { title: 'Oleadas Invasoras', lives: 'Cañones', wave: 'Oleada', waveN: 'Oleada {n}', cleared: '¡Oleada {n} despejada! +{b}', invaded: '¡Los invasores han aterrizado!', lost: 'Sin cañones en la oleada {n}.', extra: '¡Cañón extra!', left: 'Izquierda', right: 'Derecha', fire: 'Disparar' },
  de: { title: 'Invasionswellen', lives: 'Geschütze', wave: 'Welle', waveN: 'Welle {n}', cleared: 'Welle {n} abgewehrt! +{b}', invaded: 'Die Invasoren sind gelandet!', lost: 'Alle Geschütze verloren in Welle {n}.', extra: 'Extra-Geschütz!', left: 'Links', right: 'Rechts', fire: 'Feuer' },
  fr: { title: 'Vagues d’envahisseurs', lives: 'Canons', wave: 'Vague', waveN: 'Vague {n}', cleared: 'Vague {n} repoussée ! +{b}', invaded: 'Les envahisseurs ont atterri !', lost: 'Plus de canons à la vague {n}.', extra: 'Canon en plus !', left: 'Gauche', right: 'Droite', fire: 'Tirer' },
  'pt-BR': { title: 'Ondas Invasoras', lives: 'Canhões', wave: 'Onda', waveN: 'Onda {n}', cleared: 'Onda {n} eliminada! +{b}', invaded: 'Os invasores pousaram!', lost: 'Sem canhões na onda {n}.', extra: 'Canhão extra!', left: 'Esquerda', right: 'Direita', fire: 'Atirar' },
  ar: { title: 'موجات الغزاة', lives: 'المدافع', wave: 'الموجة', waveN: 'الموجة {n}', cleared: 'صددت الموجة {n}! +{b}', invaded: 'هبط الغزاة على الأرض!', lost: 'فقدت كل المدافع في الموجة {n}.', extra: 'مدفع إضافي!', left: 'يسار', right: 'يمين', fire: 'إطلاق' },
};

// Pixel art, two frames each ('#' = lit). Drawn once into the sprite sheet.
const ART = /** @type {Record<Kind, string[][]>} */ ({
  jelly: [
    ['....####....', '..########..', '.##.####.##.', '.##########.', '..#.#..#.#..', '.#..#..#..#.', '#..#....#..#', '.#........#.'],
    ['....####....', '..########..', '.##.####.##.', '.##########.', '..#.#..#.#..', '..#.#..#.#..', '.#..#..#..#.', '..#......#..'],
  ],
  beetle: [
    ['..#......#..', '...#....#...', '..########..', '.###.##.###.', '############', '#.#.####.#.#', '#.#......#.#', '..##....##..'],
    ['..#......#..', '#..#....#..#', '#.########.#', '####.##.####', '.##########.', '..#.####.#..', '.#........#.', '#..........#'],
  ],
  blob: [
    ['...######...', '.##########.', '###..##..###', '############', '.##.####.##.', '..##....##..', '.##..##..##.', '##........##'],
    ['...######...', '.##########.', '###..##..###', '############', '.##.####.##.', '.##......##.', '..##.##.##..', '...#....#...'],
  ],
});
const COLOR = /** @type {Record<Kind, string>} */ ({ jelly: '#ff6bd6', beetle: '#5fe0ff', blob: '#8dff7a' });

/** @type {SpriteSheet | null} */
let sheet = null;
/** @type {Formation} */
let formation = makeFormation(1);
/** @type {Shield[]} */
let shields = [];
let wave = 1;
let lives = START_LIVES;
let playerX = W / 2;
/** Where the mouse or finger wants the cannon, or null when keys steer. @type {number | null} */
let pointerX = null;
let pointerDown = false;
/** @type {{x: number, y: number} | null} */
let shot = null;
/** @type {{x: number, y: number, vy: number, zig: boolean, t: number}[]} */
let bombs = [];
let bombTimer = 1;
/** @type {{x: number, dir: 1 | -1} | null} */
let mystery = null;
let mysteryTimer = 18;
let shotsThisWave = 0;
let shotsTotal = 0;
let kills = 0;
let extraGiven = false;
/** @typedef {'play' | 'dying' | 'cleared'} Phase 'dying': cannon exploded; 'cleared': banner before the next wave */
/** @type {Phase} */
let phase = 'play';
let phaseT = 0;
let beat = 0;
/** @type {{x: number, y: number, vx: number, vy: number, life: number, color: string}[]} */
let bits = [];
/** @type {{x: number, y: number, text: string, t: number}[]} */
let popups = [];
/** Fixed star field (a scatter from modular steps, the same on every load). */
const stars = Array.from({ length: 90 }, (_, i) => ({ x: ((i * 97) % W) + ((i * 13) % 7), y: (i * 211 + (i % 3) * 37) % (GROUND_Y - 10) }));
let demoing = false;

/** @type {HTMLCanvasElement | null} */
let backdrop = null;

/** Sky, nebulae, a planet rim and the fixed stars, painted once at twice the logical size. */
function paintBackdrop() {
  const c = document.createElement('canvas');
  c.width = W * 2;
  c.height = H * 2;
  const g = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
  g.scale(2, 2);
  const bg = g.createLinearGradient(0, 0, 0, H);
  bg.addColorStop(0, '#060918');
  bg.addColorStop(0.65, '#110f31');
  bg.addColorStop(1, '#22102e');
  g.fillStyle = bg;
  g.fillRect(0, 0, W, H);
  for (const [x, y, r, col] of /** @type {[number, number, number, string][]} */ ([[70, 150, 150, 'rgba(120,60,200,0.16)'], [300, 300, 170, 'rgba(30,120,200,0.13)'], [200, 40, 110, 'rgba(220,60,150,0.10)']])) {
    const rg = g.createRadialGradient(x, y, 0, x, y, r);
    rg.addColorStop(0, col);
    rg.addColorStop(1, 'rgba(0,0,0,0)');
    g.fillStyle = rg;
    g.fillRect(0, 0, W, H);
  }
  // The planet being defended, its rim glowing just under the ground line.
  const pg = g.createRadialGradient(W / 2, H + 520, 520, W / 2, H + 520, 600);
  pg.addColorStop(0, 'rgba(80,220,160,0.35)');
  pg.addColorStop(0.2, 'rgba(40,120,140,0.18)');
  pg.addColorStop(1, 'rgba(0,0,0,0)');
  g.fillStyle = pg;
  g.fillRect(0, H - 200, W, 200);
  for (let i = 0; i < stars.length; i++) {
    const st = /** @type {{x: number, y: number}} */ (stars[i]);
    g.fillStyle = `rgba(200,215,255,${0.25 + (i % 4) * 0.12})`;
    g.fillRect(st.x, st.y, i % 7 === 0 ? 1.6 : 1, i % 7 === 0 ? 1.6 : 1);
  }
  return c;
}

/** @param {string[]} rows @param {string} color */
function pixelArt(rows, color) {
  return (/** @type {CanvasRenderingContext2D} */ g) => {
    g.fillStyle = color;
    rows.forEach((line, r) => { for (let c = 0; c < line.length; c++) if (line[c] === '#') g.fillRect(c * 2, r * 2, 2.02, 2.02); });
  };
}

function buildSheet() {
  /** @type {Record<string, import('../kit/sprites.js').SpriteDef>} */
  const defs = {};
  for (const kind of /** @type {Kind[]} */ (['jelly', 'beetle', 'blob'])) {
    defs[kind] = { w: INV_W, h: INV_H, frames: 2, draw: (g, _w, _h, f) => pixelArt(/** @type {string[]} */ (ART[kind][f]), COLOR[kind])(g) };
  }
  defs.cannon = {
    w: PLAYER_W, h: 16,
    draw: (g) => {
      const grad = g.createLinearGradient(0, 0, 0, 16);
      grad.addColorStop(0, '#b8fff0');
      grad.addColorStop(1, '#23c7a0');
      g.fillStyle = grad;
      g.beginPath();
      g.moveTo(11, 0); g.lineTo(15, 0); g.lineTo(16, 5); g.lineTo(22, 7); g.lineTo(26, 12); g.lineTo(26, 16);
      g.lineTo(0, 16); g.lineTo(0, 12); g.lineTo(4, 7); g.lineTo(10, 5);
      g.closePath();
      g.fill();
      g.fillStyle = '#0c3b40';
      g.fillRect(5, 12, 16, 2);
    },
  };
  defs.saucer = {
    w: 40, h: 18,
    draw: (g) => {
      g.fillStyle = '#ffd36b';
      g.beginPath(); g.ellipse(20, 6, 9, 6, 0, Math.PI, 0); g.fill();
      const grad = g.createLinearGradient(0, 6, 0, 16);
      grad.addColorStop(0, '#ff5a72');
      grad.addColorStop(1, '#a3163a');
      g.fillStyle = grad;
      g.beginPath(); g.ellipse(20, 11, 19, 5.5, 0, 0, Math.PI * 2); g.fill();
      g.fillStyle = '#fff1b0';
      for (const x of [8, 15, 22, 29]) { g.beginPath(); g.arc(x + 1.5, 11, 1.6, 0, Math.PI * 2); g.fill(); }
    },
  };
  sheet = createSheet(defs);
}

/** @param {Kit} kit */
function startWave(kit) {
  formation = makeFormation(wave);
  shields = makeShields();
  bombs = [];
  shot = null;
  mystery = null;
  mysteryTimer = 16 + kit.random() * 8;
  bombTimer = 1.5;
  shotsThisWave = 0;
  phase = 'play';
  kit.setLevel(wave);
  kit.setStat('lives', lives);
}

/** @param {Kit} kit */
function fire(kit) {
  if (shot || phase !== 'play') return;
  shot = { x: playerX, y: PLAYER_Y - 2 };
  shotsThisWave++;
  shotsTotal++;
  kit.sound.tone({ freq: 880, to: 1500, dur: 0.07, type: 'square', vol: 0.06 });
}

/** @param {Kit} kit @param {number} x @param {number} y @param {string} color @param {number} n */
function burst(kit, x, y, color, n) {
  if (kit.reducedMotion) return;
  for (let i = 0; i < n; i++) {
    const a = kit.random() * Math.PI * 2;
    const v = 40 + kit.random() * 140;
    bits.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v, life: 0.45 + kit.random() * 0.3, color });
  }
}

/** @param {Kit} kit @param {number} n @param {number} x @param {number} y */
function score(kit, n, x, y) {
  kit.addScore(n);
  popups.push({ x, y, text: `+${n}`, t: 0.9 });
  if (!extraGiven && kit.score >= EXTRA_LIFE_AT) {
    extraGiven = true;
    lives++;
    kit.setStat('lives', lives);
    if (!demoing) kit.toast(kit.t('extra'));
    kit.sound.jingle([784, 988, 1319]);
  }
}

/** @param {Kit} kit */
function hitPlayer(kit) {
  phase = 'dying';
  phaseT = 1.4;
  lives--;
  kit.setStat('lives', lives);
  burst(kit, playerX, PLAYER_Y + 6, '#7dffd9', 26);
  kit.sound.noise({ dur: 0.6, vol: 0.25, freq: 600 });
  shot = null;
}

/** @param {Kit} kit @param {number} dt */
function stepShot(kit, dt) {
  if (!shot) return;
  const y0 = shot.y;
  shot.y -= SHOT_SPEED * dt;
  const top = shot.y - SHOT_LEN;
  // Bombs first: a well-timed shot can pick a bomb out of the air.
  for (let i = 0; i < bombs.length; i++) {
    const b = /** @type {typeof bombs[number]} */ (bombs[i]);
    if (Math.abs(b.x - shot.x) < 4 && b.y + 8 >= top && b.y - 8 <= y0) {
      bombs.splice(i, 1);
      burst(kit, shot.x, b.y, '#ffe27a', 8);
      kit.sound.tone({ freq: 300, dur: 0.05, type: 'square', vol: 0.06 });
      shot = null;
      return;
    }
  }
  for (const s of shields) {
    const p = shieldProbe(s, shot.x, y0, top);
    if (p) {
      carve(s, p.col, p.row, -1);
      burst(kit, shot.x, p.y, '#54e38a', 4);
      shot = null;
      return;
    }
  }
  const v = shotHit(formation, shot.x, top, y0);
  if (v) {
    v.alive = false;
    kills++;
    const r = invaderRect(formation, v);
    burst(kit, r.x + r.w / 2, r.y + r.h / 2, COLOR[v.kind], 14);
    score(kit, POINTS[v.kind], r.x + r.w / 2, r.y);
    kit.sound.noise({ dur: 0.12, vol: 0.14, freq: 1800 });
    shot = null;
    if (aliveCount(formation) === 0) clearWave(kit);
    return;
  }
  if (mystery && shot.y - SHOT_LEN < MYSTERY_Y + 9 && y0 > MYSTERY_Y - 9 && Math.abs(shot.x - mystery.x) < 20) {
    const pts = mysteryPoints(shotsThisWave - 1);
    burst(kit, mystery.x, MYSTERY_Y, '#ffd36b', 24);
    score(kit, pts, mystery.x, MYSTERY_Y - 12);
    kit.sound.jingle([660, 990, 1320, 1760]);
    mystery = null;
    mysteryTimer = 20 + kit.random() * 10;
    shot = null;
    return;
  }
  if (shot.y < 20) shot = null;
}

/** @param {Kit} kit */
function clearWave(kit) {
  const b = waveBonus(wave, lives);
  kit.addScore(b);
  if (!demoing) kit.toast(kit.t('cleared', { n: wave, b }));
  kit.sound.jingle([523, 659, 784, 1047]);
  phase = 'cleared';
  phaseT = 2;
  bombs = [];
  mystery = null;
}

/** @param {Kit} kit @param {number} dt */
function stepBombs(kit, dt) {
  const alive = aliveCount(formation);
  const plan = bombPlan(wave, alive, formation.total);
  bombTimer -= dt;
  if (bombTimer <= 0 && bombs.length < plan.max && alive > 0) {
    const cands = shooters(formation);
    // Mostly the invaders above the cannon, so hiding under a shield matters.
    let pick = cands[Math.floor(kit.random() * cands.length)];
    if (kit.random() < 0.45) {
      pick = cands.reduce((a, c) => {
        const ra = invaderRect(formation, a);
        const rc = invaderRect(formation, c);
        return Math.abs(rc.x + rc.w / 2 - playerX) < Math.abs(ra.x + ra.w / 2 - playerX) ? c : a;
      });
    }
    if (pick) {
      const r = invaderRect(formation, pick);
      bombs.push({ x: r.x + r.w / 2, y: r.y + r.h + 4, vy: plan.speed * (0.85 + kit.random() * 0.3), zig: kit.random() < 0.5, t: 0 });
    }
    bombTimer = plan.gap * (0.6 + kit.random() * 0.8);
  }
  bombs = bombs.filter((b) => {
    const y0 = b.y;
    b.y += b.vy * dt;
    b.t += dt;
    for (const s of shields) {
      const p = shieldProbe(s, b.x, y0, b.y + 6);
      if (p) {
        carve(s, p.col, p.row, 1);
        burst(kit, b.x, p.y, '#54e38a', 4);
        return false;
      }
    }
    if (phase === 'play' && b.y + 6 >= PLAYER_Y && b.y - 6 <= PLAYER_Y + 16 && Math.abs(b.x - playerX) < PLAYER_W / 2) {
      hitPlayer(kit);
      return false;
    }
    if (b.y >= GROUND_Y) {
      burst(kit, b.x, GROUND_Y, '#ffb36b', 5);
      return false;
    }
    return true;
  });
}

/** @param {Kit} kit @param {number} dt */
function stepPlay(kit, dt) {
  // Cannon
  let dx = 0;
  if (kit.input.isDown('ArrowLeft') || kit.input.isDown('KeyA')) dx -= 1;
  if (kit.input.isDown('ArrowRight') || kit.input.isDown('KeyD')) dx += 1;
  // A held on-screen button drags the target along, starting from the nudge its press set, so a
  // tap and a hold both end where the player expects.
  const hold = (kit.held('right') ? 1 : 0) - (kit.held('left') ? 1 : 0);
  if (hold && !dx) pointerX = Math.max(0, Math.min(W, (pointerX ?? playerX) + hold * PLAYER_SPEED * dt));
  if (dx) { playerX += dx * PLAYER_SPEED * dt; pointerX = null; }
  else if (pointerX !== null) playerX += Math.sign(pointerX - playerX) * Math.min(Math.abs(pointerX - playerX), PLAYER_SPEED * 1.4 * dt);
  playerX = Math.max(PLAYER_W / 2 + 4, Math.min(W - PLAYER_W / 2 - 4, playerX));
  if (kit.input.isDown('Space') || kit.held('fire') || pointerDown) fire(kit);
  stepShot(kit, dt);
  if (phase !== 'play') return;
  // Formation
  if (advance(formation, dt)) {
    const notes = [98, 87, 78, 73];
    kit.sound.tone({ freq: /** @type {number} */ (notes[beat++ % 4]), dur: 0.09, type: 'square', vol: 0.09 });
    for (const v of formation.invaders) {
      if (!v.alive) continue;
      const r = invaderRect(formation, v);
      for (const s of shields) erodeUnder(s, r);
    }
    if (landed(formation)) {
      burst(kit, playerX, PLAYER_Y, '#7dffd9', 20);
      lives = 0;
      kit.setStat('lives', 0);
      kit.gameOver({ message: kit.t('invaded') });
      return;
    }
  }
  stepBombs(kit, dt);
  // Mystery ship
  if (mystery) {
    mystery.x += mystery.dir * 72 * dt;
    if (mystery.x < -30 || mystery.x > W + 30) { mystery = null; mysteryTimer = 18 + kit.random() * 10; }
  } else if ((mysteryTimer -= dt) <= 0 && aliveCount(formation) > 6) {
    const dir = kit.random() < 0.5 ? 1 : -1;
    mystery = { x: dir === 1 ? -24 : W + 24, dir };
    kit.sound.tone({ freq: 520, to: 780, dur: 0.5, type: 'sine', vol: 0.06 });
  }
}

const kit = createGame({
  id: 36,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'wave' }, { key: 'lives', label: 'lives' }],
  controls: {
    layout: 'row',
    buttons: [
      { action: 'left', label: '◀', title: 'left' },
      { action: 'fire', label: '▲', title: 'fire' },
      { action: 'right', label: '▶', title: 'right' },
    ],
  },
  reset(k) {
    if (!sheet) buildSheet();
    wave = 1;
    lives = START_LIVES;
    playerX = W / 2;
    pointerX = null;
    pointerDown = false;
    shotsTotal = 0;
    kills = 0;
    extraGiven = false;
    bits = [];
    popups = [];
    startWave(k);
  },
  update(dt, k) {
    bits = bits.filter((p) => {
      p.x += p.vx * dt; p.y += p.vy * dt; p.vy += 120 * dt;
      return (p.life -= dt) > 0;
    });
    popups = popups.filter((p) => { p.y -= 30 * dt; return (p.t -= dt) > 0; });
    if (phase === 'cleared') {
      if ((phaseT -= dt) <= 0) { wave++; startWave(k); }
      return;
    }
    if (phase === 'dying') {
      stepBombs(k, dt);
      if ((phaseT -= dt) <= 0) {
        if (lives <= 0) { k.gameOver({ message: k.t('lost', { n: wave }) }); return; }
        bombs = [];
        phase = 'play';
      }
      return;
    }
    stepPlay(k, dt);
  },
  onKey(code, k) {
    if (code === 'Space' || code === 'ArrowUp' || code === 'KeyW') { fire(k); return true; }
    return code === 'ArrowLeft' || code === 'ArrowRight' || code === 'KeyA' || code === 'KeyD';
  },
  onPointer(kind, p, k) {
    if (kind === 'down') { pointerDown = true; pointerX = p.x; fire(k); }
    else if (kind === 'up') pointerDown = false;
    // A mouse steers by hovering; a finger only while it touches the glass.
    else if (p.pointerType === 'mouse' || pointerDown) pointerX = p.x;
  },
  onAction(a, k) {
    if (a === 'fire') { fire(k); return; }
    // A quick tap nudges the cannon; holding the button steers it every step (see stepPlay).
    pointerX = Math.max(0, Math.min(W, playerX + (a === 'left' ? -26 : 26)));
  },
  render(g, k) {
    if (!backdrop) backdrop = paintBackdrop();
    g.drawImage(backdrop, 0, 0, W, H);
    for (let i = 0; i < stars.length; i += 3) {
      const s = /** @type {{x: number, y: number}} */ (stars[i]);
      const tw = k.reducedMotion ? 0.5 : 0.35 + 0.3 * Math.sin(k.clock * 1.7 + i * 1.3);
      g.fillStyle = `rgba(200,215,255,${tw})`;
      g.fillRect(s.x, s.y, i % 5 === 0 ? 2 : 1, i % 5 === 0 ? 2 : 1);
    }
    const sh = /** @type {SpriteSheet} */ (sheet);
    if (!sh) return;
    // Shields: one rect per horizontal run of cells keeps the draw calls down.
    g.fillStyle = '#45d97e';
    for (const s of shields) {
      for (let r = 0; r < s.rows; r++) {
        let c = 0;
        while (c < s.cols) {
          if (!s.bits[r * s.cols + c]) { c++; continue; }
          const c0 = c;
          while (c < s.cols && s.bits[r * s.cols + c]) c++;
          g.fillRect(s.x + c0 * s.cell, s.y + r * s.cell, (c - c0) * s.cell, s.cell);
        }
      }
    }
    for (const v of formation.invaders) {
      if (!v.alive) continue;
      const r = invaderRect(formation, v);
      sh.draw(g, v.kind, r.x + r.w / 2, r.y + r.h / 2, { frame: formation.frame });
    }
    if (mystery) sh.draw(g, 'saucer', mystery.x, MYSTERY_Y);
    // Bombs: zigzag bolts and plain slugs.
    g.lineWidth = 2;
    for (const b of bombs) {
      if (b.zig) {
        g.strokeStyle = '#ffe27a';
        g.beginPath();
        const ph = Math.floor(b.t * 12) % 2 ? 1 : -1;
        g.moveTo(b.x, b.y - 7);
        g.lineTo(b.x + 3 * ph, b.y - 3);
        g.lineTo(b.x - 3 * ph, b.y + 1);
        g.lineTo(b.x + 3 * ph, b.y + 5);
        g.stroke();
      } else {
        g.fillStyle = '#ff8a5c';
        g.fillRect(b.x - 1.5, b.y - 7, 3, 12);
        g.fillRect(b.x - 3.5, b.y + 1, 7, 2);
      }
    }
    if (shot) {
      g.fillStyle = '#e9fffb';
      g.fillRect(shot.x - 1, shot.y - SHOT_LEN, 2, SHOT_LEN);
    }
    // A lost cannon is gone in the blast; the next one blinks in just before play resumes.
    if (phase !== 'dying' || (lives > 0 && phaseT < 0.5 && Math.floor(phaseT * 10) % 2 === 0)) sh.draw(g, 'cannon', playerX, PLAYER_Y + 8);
    for (const p of bits) {
      g.globalAlpha = Math.max(0, Math.min(1, p.life * 2.2));
      g.fillStyle = p.color;
      g.fillRect(p.x - 1.5, p.y - 1.5, 3, 3);
    }
    g.globalAlpha = 1;
    g.font = '800 13px system-ui, sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    for (const p of popups) {
      g.globalAlpha = Math.min(1, p.t * 2);
      g.fillStyle = '#fff4c2';
      g.fillText(p.text, p.x, p.y);
    }
    g.globalAlpha = 1;
    // Ground and spare cannons.
    g.fillStyle = '#45d97e';
    g.fillRect(0, GROUND_Y, W, 2);
    for (let i = 0; i < Math.min(lives - 1, 6); i++) sh.draw(g, 'cannon', 22 + i * 30, GROUND_Y + 14, { scale: 0.75 });
    g.fillStyle = 'rgba(220,230,255,0.7)';
    g.font = '700 12px system-ui, sans-serif';
    g.textAlign = k.dir === 'rtl' ? 'left' : 'right';
    g.fillText(k.t('waveN', { n: wave }), k.dir === 'rtl' ? 10 : W - 10, GROUND_Y + 14);
    if (phase === 'cleared' && phaseT < 1.2 && k.screen === 'playing') {
      g.textAlign = 'center';
      g.font = '900 26px system-ui, sans-serif';
      g.fillStyle = '#ffe27a';
      g.fillText(k.t('waveN', { n: wave + 1 }), W / 2, H * 0.45);
    }
  },
  state() {
    const b = bounds(formation);
    return {
      wave,
      lives,
      phase,
      playerX: Math.round(playerX),
      shot: shot ? { x: Math.round(shot.x), y: Math.round(shot.y) } : null,
      shots: shotsTotal,
      kills,
      invaders: aliveCount(formation),
      formation: b ? { x: Math.round(b.x), y: Math.round(b.y), dir: formation.dir } : null,
      bombs: bombs.length,
      shields: shields.map(shieldCells),
      mystery: mystery ? Math.round(mystery.x) : null,
    };
  },
  demo(k) {
    demoing = true;
    // Play a scripted stretch: the cannon sweeps under the rack firing, so the thumbnail shows a
    // thinned formation, chewed shields, bombs and a shot in flight.
    for (let i = 0; i < 60 * 40 && kills < 15 && k.screen === 'playing' && phase === 'play'; i++) {
      pointerX = W / 2 + Math.sin(i / 40) * 130;
      pointerDown = true;
      stepPlay(k, 1 / 60);
      // stepPlay may have blown up the cannon: the loop condition narrowed phase to 'play'.
      if (/** @type {Phase} */ (phase) === 'dying') { phase = 'play'; lives++; k.setStat('lives', lives); }
    }
    pointerDown = false;
    mystery = { x: W * 0.3, dir: 1 };
    shot = { x: playerX, y: PLAYER_Y - 150 };
    bits = bits.slice(-24);
    popups = [];
    demoing = false;
  },
});

// The HUD shows the starting lives behind the start screen, not 0.
kit.setStat('lives', START_LIVES);

export default kit;
