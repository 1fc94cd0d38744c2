// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { W, H, PADDLE_W, PADDLE_H, PLAYER_Y, AI_Y, AI_LEVELS, clampX, aiTarget, aiStep, stepBall, serveBall, winner } from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Ball} Ball */
/** @typedef {import('./logic.js').Level} Level */

const KEY_SPEED = 620;
const SERVE_DELAY = 1.1;
const WIN_BONUS = /** @type {Record<Level, number>} */ ({ easy: 300, medium: 600, hard: 1000 });

const strings = {
  'zh-CN': { title: '挡板对决', you: '你', cpu: '电脑', firstTo: '先得几分获胜', to3: '3 分', to5: '5 分', to7: '7 分', won: '你以 {a} : {b} 战胜了电脑！', lost: '电脑以 {b} : {a} 获胜。再来一局！', rally: '回合 {n}', point: '得分！', cpuPoint: '电脑得分' },
  en: { title: 'Paddle Duel', you: 'You', cpu: 'CPU', firstTo: 'First to', to3: '3 points', to5: '5 points', to7: '7 points', won: 'You beat the CPU {a} : {b}!', lost: 'The CPU wins {b} : {a}. Rematch?', rally: 'Rally {n}', point: 'Point!', cpuPoint: 'CPU scores' },
  ja: { title: 'パドル デュエル', you: 'あなた', cpu: 'CPU', firstTo: '先取ポイント', to3: '3 点', to5: '5 点', to7: '7 点', won: '{a} : {b} で CPU に勝利！', lost: 'CPU の勝ち（{b} : {a}）。もう一戦？', rally: 'ラリー {n}', point: '得点！', cpuPoint: 'CPU の得点' },
  es: { title: 'Duelo de palas', you: 'Tú', cpu: 'CPU', firstTo: 'Gana quien llegue a', to3: '3 puntos', to5: '5 puntos', to7: '7 puntos', won: '¡Le ganaste a la CPU {a} : {b}!', lost: 'Gana la CPU {b} : {a}. ¿La revancha?', rally: 'Peloteo {n}', point: '¡Punto!', cpuPoint: 'Punto de la CPU' },
  de: { title: 'Schläger-Duell', you: 'Du', cpu: 'CPU', firstTo: 'Gewonnen bei', to3: '3 Punkten', to5: '5 Punkten', to7: '7 Punkten', won: 'Du schlägst die CPU {a} : {b}!', lost: 'Die CPU gewinnt {b} : {a}. Revanche?', rally: 'Ballwechsel {n}', point: 'Punkt!', cpuPoint: 'Punkt für die CPU' },
  fr: { title: 'Duel de raquettes', you: 'Vous', cpu: 'CPU', firstTo: 'Premier à', to3: '3 points', to5: '5 points', to7: '7 points', won: 'Vous battez le CPU {a} : {b} !', lost: 'Le CPU gagne {b} : {a}. Revanche ?', rally: 'Échange {n}', point: 'Point !', cpuPoint: 'Point pour le CPU' },
  'pt-BR': { title: 'Duelo de Raquetes', you: 'Você', cpu: 'CPU', firstTo: 'Vence quem fizer', to3: '3 pontos', to5: '5 pontos', to7: '7 pontos', won: 'Você venceu a CPU por {a} : {b}!', lost: 'A CPU venceu por {b} : {a}. Revanche?', rally: 'Troca {n}', point: 'Ponto!', cpuPoint: 'Ponto da CPU' },
  ar: { title: 'مبارزة المضارب', you: 'أنت', cpu: 'الحاسوب', firstTo: 'الفوز عند', to3: '3 نقاط', to5: '5 نقاط', to7: '7 نقاط', won: 'هزمت الحاسوب {a} : {b}!', lost: 'فاز الحاسوب {b} : {a}. مباراة أخرى؟', rally: 'تبادل {n}', point: 'نقطة!', cpuPoint: 'نقطة للحاسوب' },
};

/** @type {Level} */
let level = 'medium';
let target = 7;
let playerX = W / 2;
let aiX = W / 2;
/** @type {Ball} */
let ball = serveBall(1, Math.random);
let you = 0;
let cpu = 0;
let rally = 0;
let longest = 0;
let returns = 0;
let serveIn = SERVE_DELAY;
let serveDir = 1;
let aiBias = 0;
let aiWait = 0;
let over = false;
/** @type {number | null} */
let pointerX = null;
/** @type {{x: number, y: number}[]} */
let trail = [];
/** @type {{x: number, y: number, vx: number, vy: number, life: number, color: string}[]} */
let sparks = [];
let flash = 0;

/** @param {Kit} kit @param {number} x @param {number} y @param {string} color */
function burst(kit, x, y, color) {
  if (kit.reducedMotion) return;
  for (let i = 0; i < 12; i++) {
    const a = kit.random() * Math.PI * 2;
    const v = 60 + kit.random() * 150;
    sparks.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v, life: 0.4, color });
  }
}

/** @param {Kit} kit */
function updateHud(kit) {
  kit.setStat('you', you);
  kit.setStat('cpu', cpu);
}

/** @param {Kit} kit @param {'player'|'ai'} who */
function point(kit, who) {
  if (who === 'player') {
    you++;
    kit.addScore(100);
    kit.sound.jingle([660, 880, 1175]);
    flash = 0.5;
  } else {
    cpu++;
    kit.sound.tone({ freq: 330, to: 160, dur: 0.3, type: 'sawtooth', vol: 0.1 });
    flash = -0.5;
  }
  longest = Math.max(longest, rally);
  rally = 0;
  updateHud(kit);
  const w = winner(you, cpu, target);
  if (w) {
    over = true;
    if (w === 'player') {
      kit.addScore(WIN_BONUS[level] + (you - cpu) * 50);
      kit.gameOver({ win: true, message: kit.t('won', { a: you, b: cpu }) });
    } else kit.gameOver({ message: kit.t('lost', { a: you, b: cpu }) });
    return;
  }
  // The side that lost the point receives the next serve.
  serveDir = who === 'player' ? -1 : 1;
  ball = { ...serveBall(serveDir, kit.random), vx: 0, vy: 0 };
  serveIn = SERVE_DELAY;
  trail = [];
}

const kit = createGame({
  id: 8,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'you', label: 'you' }, { key: 'cpu', label: 'cpu' }],
  options: [
    { key: 'difficulty', label: 'difficulty', default: 'medium', choices: [{ value: 'easy', label: 'easy' }, { value: 'medium', label: 'medium' }, { value: 'hard', label: 'hard' }] },
    { key: 'target', label: 'firstTo', default: '7', choices: [{ value: '3', label: 'to3' }, { value: '5', label: 'to5' }, { value: '7', label: 'to7' }] },
  ],
  bestKey: (k) => k.option('difficulty'),
  reset(k) {
    const d = k.option('difficulty');
    level = d === 'easy' || d === 'hard' ? d : 'medium';
    target = Number(k.option('target')) || 7;
    k.setLevel(({ easy: 1, medium: 2, hard: 3 })[level]);
    playerX = W / 2;
    aiX = W / 2;
    you = 0;
    cpu = 0;
    rally = 0;
    longest = 0;
    returns = 0;
    over = false;
    pointerX = null;
    sparks = [];
    trail = [];
    flash = 0;
    serveDir = 1;
    ball = { ...serveBall(1, k.random), vx: 0, vy: 0 };
    serveIn = SERVE_DELAY;
    updateHud(k);
  },
  update(dt, k) {
    sparks = sparks.filter((p) => {
      p.x += p.vx * dt; p.y += p.vy * dt;
      return (p.life -= dt) > 0;
    });
    if (flash) flash = flash > 0 ? Math.max(0, flash - dt) : Math.min(0, flash + dt);
    // Player paddle
    let dx = 0;
    if (k.input.isDown('ArrowLeft') || k.input.isDown('KeyA')) dx -= 1;
    if (k.input.isDown('ArrowRight') || k.input.isDown('KeyD')) dx += 1;
    if (dx) { playerX += dx * KEY_SPEED * dt; pointerX = null; }
    else if (pointerX !== null) playerX += (pointerX - playerX) * Math.min(1, dt * 28);
    playerX = clampX(playerX);
    // Computer paddle
    const ai = AI_LEVELS[level];
    if (aiWait > 0) aiWait -= dt;
    else aiX = aiStep(aiX, aiTarget(ball, aiBias), dt, ai.speed);
    if (over) return;
    if (serveIn > 0) {
      if ((serveIn -= dt) <= 0) {
        ball = serveBall(serveDir, k.random);
        aiBias = (k.random() - 0.5) * 2 * ai.error;
        k.sound.tone({ freq: 600, dur: 0.06, type: 'square', vol: 0.07 });
      }
      return;
    }
    const ev = stepBall(ball, dt, playerX, aiX);
    if (!k.reducedMotion) {
      trail.push({ x: ball.x, y: ball.y });
      if (trail.length > 10) trail.shift();
    }
    if (ev === 'player') {
      rally++;
      returns++;
      k.addScore(10);
      // New aiming error each time the ball heads to the computer; it reacts after a moment.
      aiBias = (k.random() - 0.5) * 2 * ai.error * (1 + Math.min(rally, 10) * 0.05);
      aiWait = ai.reaction;
      k.sound.tone({ freq: 440 + Math.min(rally, 15) * 25, dur: 0.06, type: 'triangle', vol: 0.14 });
      burst(k, ball.x, ball.y, '#4fd8ff');
    } else if (ev === 'ai') {
      rally++;
      k.sound.tone({ freq: 380 + Math.min(rally, 15) * 25, dur: 0.06, type: 'triangle', vol: 0.12 });
      burst(k, ball.x, ball.y, '#ff5fd2');
    } else if (ev === 'wall') k.sound.tone({ freq: 220, dur: 0.03, type: 'sine', vol: 0.05 });
    else if (ev === 'playerScores') point(k, 'player');
    else if (ev === 'aiScores') point(k, 'ai');
  },
  onKey(code) {
    return code === 'ArrowLeft' || code === 'ArrowRight' || code === 'KeyA' || code === 'KeyD';
  },
  onPointer(kind, p) {
    if (kind !== 'up') pointerX = p.x;
  },
  render(g, k) {
    const bg = g.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#2a1440');
    bg.addColorStop(0.5, '#121737');
    bg.addColorStop(1, '#0f2440');
    g.fillStyle = bg;
    g.fillRect(0, 0, W, H);
    if (flash && !k.reducedMotion) {
      g.fillStyle = flash > 0 ? `rgba(79,216,255,${flash * 0.3})` : `rgba(255,95,126,${-flash * 0.3})`;
      g.fillRect(0, 0, W, H);
    }
    // Table markings
    g.strokeStyle = 'rgba(255,255,255,0.18)';
    g.lineWidth = 4;
    g.setLineDash([18, 14]);
    g.beginPath(); g.moveTo(0, H / 2); g.lineTo(W, H / 2); g.stroke();
    g.setLineDash([]);
    g.lineWidth = 2;
    g.beginPath(); g.arc(W / 2, H / 2, 56, 0, Math.PI * 2); g.stroke();
    g.strokeStyle = 'rgba(79,216,255,0.35)';
    g.strokeRect(3, 3, W - 6, H - 6);
    // Big score digits
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.font = '900 120px system-ui, sans-serif';
    g.fillStyle = 'rgba(255,95,210,0.14)';
    g.fillText(String(cpu), W / 2, H / 4);
    g.fillStyle = 'rgba(79,216,255,0.14)';
    g.fillText(String(you), W / 2, (H * 3) / 4);
    g.font = '700 15px system-ui, sans-serif';
    g.fillStyle = 'rgba(255,255,255,0.45)';
    g.fillText(k.t('cpu'), W / 2, H / 4 + 78);
    g.fillText(k.t('you'), W / 2, (H * 3) / 4 + 78);
    // Paddles
    for (const [x, y, c1, c2] of /** @type {[number, number, string, string][]} */ ([[aiX, AI_Y, '#ff5fd2', '#b77bff'], [playerX, PLAYER_Y, '#4fd8ff', '#5df08a']])) {
      g.save();
      g.shadowColor = c1;
      g.shadowBlur = 18;
      const pg = g.createLinearGradient(x - PADDLE_W / 2, 0, x + PADDLE_W / 2, 0);
      pg.addColorStop(0, c1);
      pg.addColorStop(1, c2);
      g.fillStyle = pg;
      roundRect(g, x - PADDLE_W / 2, y, PADDLE_W, PADDLE_H, 7);
      g.fill();
      g.restore();
      g.fillStyle = 'rgba(255,255,255,0.5)';
      roundRect(g, x - PADDLE_W / 2 + 6, y + 2, PADDLE_W - 12, 3, 1.5);
      g.fill();
    }
    // Ball and trail
    trail.forEach((p, i) => {
      g.fillStyle = `rgba(255,230,120,${(i / trail.length) * 0.3})`;
      g.beginPath(); g.arc(p.x, p.y, ball.r * (0.4 + (0.6 * i) / trail.length), 0, Math.PI * 2); g.fill();
    });
    if (k.screen !== 'start') {
      const hot = Math.min(1, rally / 14);
      g.save();
      g.shadowColor = `hsl(${50 - hot * 45} 100% 60%)`;
      g.shadowBlur = 16;
      g.fillStyle = `hsl(${50 - hot * 45} 100% ${85 - hot * 20}%)`;
      g.beginPath(); g.arc(ball.x, ball.y, ball.r, 0, Math.PI * 2); g.fill();
      g.restore();
    }
    for (const p of sparks) {
      g.globalAlpha = Math.max(0, p.life / 0.4);
      g.fillStyle = p.color;
      g.fillRect(p.x - 2, p.y - 2, 4, 4);
    }
    g.globalAlpha = 1;
    if (serveIn > 0 && k.screen === 'playing' && !over) {
      g.fillStyle = '#eef1ff';
      g.font = '800 34px system-ui, sans-serif';
      g.fillText(String(Math.ceil(serveIn / (SERVE_DELAY / 3))), W / 2, H / 2 + 1);
    } else if (rally >= 3 && k.screen === 'playing') {
      g.fillStyle = 'rgba(255,224,102,0.85)';
      g.font = '700 16px system-ui, sans-serif';
      g.fillText(k.t('rally', { n: rally }), W - 60, H / 2 - 18);
    }
  },
  state() {
    return {
      difficulty: level,
      target,
      you,
      cpu,
      playerX: Math.round(playerX),
      aiX: Math.round(aiX),
      ball: { x: Math.round(ball.x), y: Math.round(ball.y), vx: Math.round(ball.vx), vy: Math.round(ball.vy), speed: Math.round(Math.hypot(ball.vx, ball.vy)) },
      rally,
      longest: Math.max(longest, rally),
      returns,
      serving: serveIn > 0,
    };
  },
  demo(k) {
    // A lively mid-match moment: a few points played, ball in flight after a return.
    you = 3;
    cpu = 2;
    rally = 6;
    updateHud(k);
    k.setScore(370);
    serveIn = 0;
    ball = { x: 150, y: 420, vx: 230, vy: -480, r: 8 };
    playerX = 190;
    aiX = 300;
    trail = Array.from({ length: 10 }, (_, i) => ({ x: 150 - (10 - i) * 5, y: 420 + (10 - i) * 10 }));
  },
});

export default kit;
