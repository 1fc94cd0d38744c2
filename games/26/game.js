// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { clamp, lerp } from '../kit/geometry.js';
import {
  TILE, AW, AH, ARENAS, MINE, WINS_NEEDED, ROUND_TIME, createRound, stepRound, createMatch, recordRound, alive, SCORE,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Round} Round */
/** @typedef {import('./logic.js').Kart} Kart */
/** @typedef {import('./logic.js').Item} Item */

const strings = {
  'zh-CN': { title: '卡丁车气球大战', rnd: '回合', plaza: '广场', cross: '十字路口', yard: '迷宫场', round: '第 {n} 回合', roundWin: '你赢下了这一回合！', roundLose: '{name}赢下了这一回合', draw: '平局！本回合无人获胜', out: '气球全破了！观战中…', matchWin: '冠军！你赢下了这场比赛。', matchLose: '{name}赢得了比赛。', missile: '导弹', mine: '地雷', shield: '护盾', boost: '加速', you: '你', blue: '蓝车', yellow: '黄车', green: '绿车', tapNext: '轻触或按回车继续', wins: '胜场', fire: '使用道具', gas: '油门', brake: '刹车、倒车', left: '左转', right: '右转', pop: '啪！', timeUp: '时间到！' },
  en: { title: 'Kart Arena', rnd: 'Round', plaza: 'Plaza', cross: 'Crossroads', yard: 'Maze Yard', round: 'Round {n}', roundWin: 'You win the round!', roundLose: '{name} wins the round', draw: 'Draw! Nobody takes the round', out: 'Out of balloons! Watching the rest…', matchWin: 'Champion! You won the match.', matchLose: '{name} takes the match.', missile: 'Missile', mine: 'Mine', shield: 'Shield', boost: 'Boost', you: 'You', blue: 'Blue', yellow: 'Yellow', green: 'Green', tapNext: 'Tap or press Enter to continue', wins: 'Wins', fire: 'Use item', gas: 'Accelerate', brake: 'Brake, reverse', left: 'Steer left', right: 'Steer right', pop: 'Pop!', timeUp: 'Time up!' },
  ja: { title: 'カート アリーナ', rnd: 'ラウンド', plaza: '広場', cross: '十字路', yard: '迷路ヤード', round: 'ラウンド {n}', roundWin: 'ラウンド勝利！', roundLose: '{name}がラウンドを制した', draw: '引き分け！ 勝者なし', out: '風船がなくなった！ 観戦中…', matchWin: 'チャンピオン！ 試合に勝利。', matchLose: '{name}が試合に勝利。', missile: 'ミサイル', mine: '地雷', shield: 'シールド', boost: 'ブースト', you: 'あなた', blue: '青', yellow: '黄', green: '緑', tapNext: 'タップか Enter で次へ', wins: '勝利', fire: 'アイテム使用', gas: 'アクセル', brake: 'ブレーキ・バック', left: '左へ', right: '右へ', pop: 'パン！', timeUp: 'タイムアップ！' },
  es: { title: 'Arena de karts', rnd: 'Ronda', plaza: 'Plaza', cross: 'Cruce', yard: 'Laberinto', round: 'Ronda {n}', roundWin: '¡Ganas la ronda!', roundLose: '{name} gana la ronda', draw: '¡Empate! Nadie gana la ronda', out: '¡Sin globos! Mirando al resto…', matchWin: '¡Campeón! Has ganado la partida.', matchLose: '{name} se lleva la partida.', missile: 'Misil', mine: 'Mina', shield: 'Escudo', boost: 'Turbo', you: 'Tú', blue: 'Azul', yellow: 'Amarillo', green: 'Verde', tapNext: 'Toca o pulsa Intro para seguir', wins: 'Victorias', fire: 'Usar objeto', gas: 'Acelerar', brake: 'Frenar, marcha atrás', left: 'Girar a la izquierda', right: 'Girar a la derecha', pop: '¡Pum!', timeUp: '¡Tiempo!' },
  de: { title: 'Kart-Arena', rnd: 'Runde', plaza: 'Platz', cross: 'Kreuzung', yard: 'Labyrinth', round: 'Runde {n}', roundWin: 'Du gewinnst die Runde!', roundLose: '{name} gewinnt die Runde', draw: 'Unentschieden! Niemand holt die Runde', out: 'Keine Ballons mehr! Du schaust zu …', matchWin: 'Champion! Du hast das Match gewonnen.', matchLose: '{name} gewinnt das Match.', missile: 'Rakete', mine: 'Mine', shield: 'Schild', boost: 'Turbo', you: 'Du', blue: 'Blau', yellow: 'Gelb', green: 'Grün', tapNext: 'Tippen oder Enter zum Weitermachen', wins: 'Siege', fire: 'Item einsetzen', gas: 'Gas geben', brake: 'Bremsen, rückwärts', left: 'Nach links', right: 'Nach rechts', pop: 'Peng!', timeUp: 'Zeit um!' },
  fr: { title: 'Arène de karts', rnd: 'Manche', plaza: 'Place', cross: 'Carrefour', yard: 'Labyrinthe', round: 'Manche {n}', roundWin: 'Vous gagnez la manche !', roundLose: '{name} gagne la manche', draw: 'Égalité ! Personne ne gagne la manche', out: 'Plus de ballons ! Vous regardez la fin…', matchWin: 'Champion ! Vous gagnez le match.', matchLose: '{name} remporte le match.', missile: 'Missile', mine: 'Mine', shield: 'Bouclier', boost: 'Turbo', you: 'Vous', blue: 'Bleu', yellow: 'Jaune', green: 'Vert', tapNext: 'Touchez ou appuyez sur Entrée', wins: 'Victoires', fire: 'Utiliser l’objet', gas: 'Accélérer', brake: 'Freiner, reculer', left: 'À gauche', right: 'À droite', pop: 'Pop !', timeUp: 'Temps écoulé !' },
  'pt-BR': { title: 'Arena de Kart', rnd: 'Rodada', plaza: 'Praça', cross: 'Cruzamento', yard: 'Labirinto', round: 'Rodada {n}', roundWin: 'Você venceu a rodada!', roundLose: '{name} venceu a rodada', draw: 'Empate! Ninguém leva a rodada', out: 'Sem balões! Assistindo ao resto…', matchWin: 'Campeão! Você venceu a partida.', matchLose: '{name} levou a partida.', missile: 'Míssil', mine: 'Mina', shield: 'Escudo', boost: 'Turbo', you: 'Você', blue: 'Azul', yellow: 'Amarelo', green: 'Verde', tapNext: 'Toque ou aperte Enter para continuar', wins: 'Vitórias', fire: 'Usar item', gas: 'Acelerar', brake: 'Frear, dar ré', left: 'Virar à esquerda', right: 'Virar à direita', pop: 'Pou!', timeUp: 'Tempo esgotado!' },
  ar: { title: 'حلبة الكارت', rnd: 'الجولة', plaza: 'الساحة', cross: 'التقاطع', yard: 'المتاهة', round: 'الجولة {n}', roundWin: 'فزت بالجولة!', roundLose: '{name} فاز بالجولة', draw: 'تعادل! لا فائز في هذه الجولة', out: 'نفدت بالوناتك! تشاهد البقية…', matchWin: 'بطل! فزت بالمباراة.', matchLose: '{name} فاز بالمباراة.', missile: 'صاروخ', mine: 'لغم', shield: 'درع', boost: 'دفعة سرعة', you: 'أنت', blue: 'الأزرق', yellow: 'الأصفر', green: 'الأخضر', tapNext: 'المس الشاشة أو اضغط Enter للمتابعة', wins: 'الانتصارات', fire: 'استخدام الأداة', gas: 'تسارع', brake: 'فرامل ورجوع', left: 'انعطف يسارًا', right: 'انعطف يمينًا', pop: 'بوب!', timeUp: 'انتهى الوقت!' },
};

const W = AW;
const TOP = 40;
const H = AH + TOP;
const COLORS = ['#ff4d5e', '#3fa7ff', '#ffd23f', '#5fe08a'];
const NAMES = ['you', 'blue', 'yellow', 'green'];

/** @type {'round'|'roundEnd'} */
let phase = 'round';
/** @type {Round} */
let round = createRound(0, 0, Math.random);
let match = createMatch();
let firePressed = false;
let controls = { throttle: 0, steer: 0 };
/** @type {Item | null} */
let lastUsed = null;
let endTimer = 0;
let lastCount = 4;
let demoing = false;
/** @type {HTMLCanvasElement | null} */
let floor = null;
let floorFor = -1;
/** Balloon positions trailing each kart. @type {{x: number, y: number}[]} */
let tails = [];
/** @type {{x: number, y: number, vx: number, vy: number, life: number, c: string, r: number, ring?: boolean}[]} */
let parts = [];
/** @type {{x: number, y: number, life: number}[]} */
let smoke = [];

/** @param {Kit} kit @param {number} id */
const kartName = (kit, id) => kit.t(NAMES[id] ?? 'you');

/** The arena's floor and walls, painted once per arena. @param {Round} r */
function paintFloor(r) {
  const scale = Math.min(4, Math.max(2, 2 * (globalThis.devicePixelRatio || 1)));
  const c = document.createElement('canvas');
  c.width = Math.round(AW * scale);
  c.height = Math.round(AH * scale);
  const g = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
  g.scale(scale, scale);
  const base = ['#3b4150', '#40384a', '#35463e'][r.arena % 3] ?? '#3b4150';
  g.fillStyle = base;
  g.fillRect(0, 0, AW, AH);
  for (let row = 0; row < r.map.rows; row++) {
    for (let col = 0; col < r.map.cols; col++) {
      const x = col * TILE;
      const y = row * TILE;
      if (!r.map.isSolid(col, row)) {
        g.fillStyle = (row + col) % 2 ? 'rgba(255,255,255,0.025)' : 'rgba(0,0,0,0.05)';
        g.fillRect(x, y, TILE, TILE);
        continue;
      }
      const edge = row === 0 || col === 0 || row === r.map.rows - 1 || col === r.map.cols - 1;
      g.fillStyle = 'rgba(0,0,0,0.35)';
      g.fillRect(x + 2, y + 3, TILE, TILE);
      g.fillStyle = edge ? ((row + col) % 2 ? '#e8313f' : '#f1f1f1') : '#8a93a8';
      roundRect(g, x + 1, y + 1, TILE - 2, TILE - 2, 4);
      g.fill();
      g.fillStyle = 'rgba(255,255,255,0.25)';
      g.fillRect(x + 3, y + 3, TILE - 6, 3);
      g.fillStyle = 'rgba(0,0,0,0.18)';
      g.fillRect(x + 3, y + TILE - 6, TILE - 6, 3);
    }
  }
  // Painted rings and the start spots.
  g.strokeStyle = 'rgba(255,255,255,0.08)';
  g.lineWidth = 6;
  g.beginPath(); g.arc(AW / 2, AH / 2, 120, 0, Math.PI * 2); g.stroke();
  g.beginPath(); g.arc(AW / 2, AH / 2, 60, 0, Math.PI * 2); g.stroke();
  ['1', '2', '3', '4'].forEach((n, i) => {
    const cell = r.map.find(n)[0];
    if (!cell) return;
    const p = r.map.center(cell.col, cell.row);
    g.strokeStyle = COLORS[i] ?? '#fff';
    g.globalAlpha = 0.5;
    g.lineWidth = 2;
    g.strokeRect(p.x - 10, p.y - 10, 20, 20);
    g.globalAlpha = 1;
  });
  return c;
}

/** @param {Kit} kit */
function startRound(kit) {
  const n = match.rounds;
  round = createRound(n % ARENAS.length, n, kit.random);
  if (floorFor !== round.arena || !floor) { floor = paintFloor(round); floorFor = round.arena; }
  phase = 'round';
  endTimer = 0;
  lastCount = 4;
  parts = [];
  smoke = [];
  lastUsed = null;
  firePressed = false;
  tails = round.karts.map((k) => ({ x: k.x - Math.cos(k.angle) * 22, y: k.y - Math.sin(k.angle) * 22 }));
  kit.setLevel(n + 1);
  kit.setStat('round', n + 1);
  kit.setStat('wins', `${match.wins[0]}/${WINS_NEEDED}`);
  if (!demoing) kit.toast(`${kit.t('round', { n: n + 1 })} · ${kit.t(/** @type {{key: string}} */ (ARENAS[round.arena]).key)}`);
}

/** @param {Kit} kit */
function readControls(kit) {
  const k = kit.input;
  const gas = k.isDown('ArrowUp') || k.isDown('KeyW') || kit.held('gas');
  const brake = k.isDown('ArrowDown') || k.isDown('KeyS') || kit.held('brake');
  const left = k.isDown('ArrowLeft') || k.isDown('KeyA') || kit.held('left');
  const right = k.isDown('ArrowRight') || k.isDown('KeyD') || kit.held('right');
  // A press while spinning out waits until the kart is back under control.
  const me = /** @type {Kart} */ (round.karts[0]);
  const fire = firePressed && me.spin <= 0;
  if (fire || !me.item) firePressed = false;
  return { throttle: (gas ? 1 : 0) - (brake ? 1 : 0), steer: (right ? 1 : 0) - (left ? 1 : 0), fire };
}

/** @param {number} x @param {number} y @param {string} c @param {number} n @param {number} speed */
function burst(x, y, c, n, speed) {
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + Math.random() * 0.5;
    const v = speed * (0.4 + Math.random() * 0.6);
    parts.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v, life: 0.5 + Math.random() * 0.3, c, r: 1.5 + Math.random() * 2 });
  }
}

/** @param {Kit} kit @param {number} dt */
function stepPlay(kit, dt) {
  const me = /** @type {Kart} */ (round.karts[0]);
  const before = round.countdown;
  const ctl = demoing || me.out ? null : readControls(kit);
  if (ctl) controls = { throttle: ctl.throttle, steer: ctl.steer };
  const ev = stepRound(round, ctl, dt);
  const count = Math.ceil(round.countdown / 0.8);
  if (before > 0 && count !== lastCount) {
    lastCount = count;
    kit.sound.tone(count > 0 ? { freq: 440, dur: 0.14, type: 'square', vol: 0.1 } : { freq: 880, dur: 0.35, type: 'square', vol: 0.12 });
  }
  for (const p of ev.pickups) {
    if (p.kart === 0 && !demoing) { kit.sound.jingle([660, 880, 1100]); kit.toast(kit.t(p.item)); }
  }
  for (const u of ev.used) {
    if (u.kart === 0) lastUsed = u.item;
    const k = /** @type {Kart} */ (round.karts[u.kart]);
    const near = u.kart === 0 ? 1 : 0.5;
    if (u.item === 'missile') kit.sound.noise({ dur: 0.25, vol: 0.12 * near, freq: 2500 });
    else if (u.item === 'mine') kit.sound.tone({ freq: 200, dur: 0.1, type: 'square', vol: 0.08 * near });
    else if (u.item === 'shield') kit.sound.tone({ freq: 500, to: 1000, dur: 0.25, type: 'sine', vol: 0.1 * near });
    else kit.sound.tone({ freq: 200, to: 700, dur: 0.35, type: 'sawtooth', vol: 0.08 * near });
    void k;
  }
  for (const b of ev.blasts) {
    burst(b.x, b.y, '#ffb347', 14, 160);
    parts.push({ x: b.x, y: b.y, vx: 0, vy: 0, life: 0.35, c: '#fff2c0', r: 4, ring: true });
    kit.sound.noise({ dur: 0.3, vol: 0.16, freq: 900 });
  }
  for (const h of ev.hits) {
    const k = /** @type {Kart} */ (round.karts[h.victim]);
    if (h.result === 'shield') {
      burst(h.x, h.y, '#8ff0ff', 10, 120);
      kit.sound.tone({ freq: 1200, to: 400, dur: 0.2, type: 'triangle', vol: 0.1 });
      continue;
    }
    burst(h.x, h.y, COLORS[h.victim] ?? '#fff', 16, 140);
    kit.sound.tone({ freq: 900, to: 200, dur: 0.15, type: 'square', vol: 0.12 });
    if (h.by === 0 && h.victim !== 0) kit.addScore(SCORE.pop);
    if (h.victim === 0) {
      if (h.result === 'out') { kit.toast(kit.t('out')); kit.sound.fail(); }
    }
    if (h.result === 'out') smoke.push({ x: k.x, y: k.y, life: 99 });
  }
  if (ev.bump) kit.sound.noise({ dur: 0.08, vol: 0.08, freq: 500 });
  if (ev.ended) endRoundNow(kit);
  stepEffects(dt);
}

/** @param {number} dt */
function stepEffects(dt) {
  round.karts.forEach((k, i) => {
    const t = tails[i];
    if (!t) return;
    const tx = k.x - Math.cos(k.angle) * 20;
    const ty = k.y - Math.sin(k.angle) * 20;
    t.x = lerp(t.x, tx, Math.min(1, dt * 8));
    t.y = lerp(t.y, ty, Math.min(1, dt * 8));
  });
  parts = parts.filter((p) => { p.x += p.vx * dt; p.y += p.vy * dt; p.vx *= 0.92; p.vy *= 0.92; return (p.life -= dt) > 0; });
}

/** @param {Kit} kit */
function endRoundNow(kit) {
  recordRound(match, round.winner);
  phase = 'roundEnd';
  endTimer = 0;
  kit.setStat('wins', `${match.wins[0]}/${WINS_NEEDED}`);
  if (round.winner === 0) {
    kit.addScore(SCORE.round + (/** @type {Kart} */ (round.karts[0])).balloons * SCORE.survive);
    kit.sound.jingle([523, 659, 784, 1047]);
  } else kit.sound.beep(300, 0.25);
}

/** @param {Kit} kit */
function continueAfterRound(kit) {
  if (phase !== 'roundEnd' || endTimer < 0.6) return;
  if (match.champion >= 0) {
    if (match.champion === 0) {
      kit.addScore(SCORE.match);
      kit.gameOver({ win: true, message: kit.t('matchWin') });
    } else kit.gameOver({ message: kit.t('matchLose', { name: kartName(kit, match.champion) }) });
    return;
  }
  startRound(kit);
}

// ---------------------------------------------------------------- drawing

/** @param {CanvasRenderingContext2D} g @param {Item} item @param {number} x @param {number} y @param {number} s */
function drawItemIcon(g, item, x, y, s) {
  g.save();
  g.translate(x, y);
  g.scale(s, s);
  if (item === 'missile') {
    g.rotate(-0.6);
    g.fillStyle = '#eef1ff';
    roundRect(g, -9, -3.5, 16, 7, 3); g.fill();
    g.fillStyle = '#ff4d5e';
    g.beginPath(); g.moveTo(7, -3.5); g.lineTo(12, 0); g.lineTo(7, 3.5); g.closePath(); g.fill();
    g.fillStyle = '#ffb347';
    g.beginPath(); g.moveTo(-9, -2.5); g.lineTo(-15, 0); g.lineTo(-9, 2.5); g.closePath(); g.fill();
  } else if (item === 'mine') {
    g.fillStyle = '#2a2d36';
    g.beginPath(); g.arc(0, 0, 8, 0, Math.PI * 2); g.fill();
    g.strokeStyle = '#2a2d36';
    g.lineWidth = 2.5;
    for (let i = 0; i < 6; i++) { const a = (i / 6) * Math.PI * 2; g.beginPath(); g.moveTo(Math.cos(a) * 7, Math.sin(a) * 7); g.lineTo(Math.cos(a) * 11, Math.sin(a) * 11); g.stroke(); }
    g.fillStyle = '#ff3b3b';
    g.beginPath(); g.arc(0, 0, 3, 0, Math.PI * 2); g.fill();
  } else if (item === 'shield') {
    g.fillStyle = '#4fd8ff';
    g.beginPath(); g.moveTo(0, -11); g.lineTo(9, -7); g.quadraticCurveTo(9, 6, 0, 11); g.quadraticCurveTo(-9, 6, -9, -7); g.closePath(); g.fill();
    g.fillStyle = 'rgba(255,255,255,0.5)';
    g.beginPath(); g.moveTo(0, -8); g.lineTo(5, -5.5); g.quadraticCurveTo(5, 3, 0, 7); g.closePath(); g.fill();
  } else {
    g.fillStyle = '#ffd23f';
    g.beginPath(); g.moveTo(3, -11); g.lineTo(-6, 2); g.lineTo(0, 2); g.lineTo(-3, 11); g.lineTo(7, -3); g.lineTo(1, -3); g.closePath(); g.fill();
  }
  g.restore();
}

/** @param {CanvasRenderingContext2D} g @param {Kart} k @param {Kit} kit */
function drawKart(g, k, kit) {
  const col = COLORS[k.id] ?? '#fff';
  const t = tails[k.id];
  // Balloons on strings, trailing behind.
  if (t && !k.out) {
    for (let i = 0; i < k.balloons; i++) {
      const spread = (i - (k.balloons - 1) / 2) * 8;
      const bob = kit.reducedMotion ? 0 : Math.sin(kit.clock * 3 + i + k.id) * 1.5;
      const bx = t.x - Math.sin(k.angle) * spread;
      const by = t.y + Math.cos(k.angle) * spread + bob;
      g.strokeStyle = 'rgba(255,255,255,0.5)';
      g.lineWidth = 0.8;
      g.beginPath(); g.moveTo(k.x, k.y); g.lineTo(bx, by); g.stroke();
      g.fillStyle = col;
      g.beginPath(); g.ellipse(bx, by, 5.5, 6.5, k.angle, 0, Math.PI * 2); g.fill();
      g.fillStyle = 'rgba(255,255,255,0.55)';
      g.beginPath(); g.arc(bx - 1.8, by - 2, 1.6, 0, Math.PI * 2); g.fill();
    }
  }
  const blink = k.safe > 0 && !k.out && !kit.reducedMotion && Math.sin(kit.clock * 30) > 0;
  g.save();
  g.translate(k.x, k.y);
  g.rotate(k.angle);
  g.globalAlpha = blink ? 0.45 : 1;
  if (k.boost > 0 && !k.out) {
    g.fillStyle = '#ffb347';
    const f = 8 + (kit.reducedMotion ? 0 : Math.random() * 6);
    g.beginPath(); g.moveTo(-10, -4); g.lineTo(-10 - f, 0); g.lineTo(-10, 4); g.closePath(); g.fill();
  }
  g.fillStyle = 'rgba(0,0,0,0.35)';
  roundRect(g, -9, -6, 21, 15, 4); g.fill();
  g.fillStyle = '#15151c';
  for (const [x, y] of [[-8, -9], [4, -9], [-8, 6], [4, 6]]) { g.fillRect(/** @type {number} */ (x), /** @type {number} */ (y), 6, 3.5); }
  g.fillStyle = k.out ? '#555a66' : col;
  roundRect(g, -10, -6.5, 20, 13, 4); g.fill();
  g.fillStyle = 'rgba(255,255,255,0.3)';
  g.fillRect(-8, -5, 14, 2);
  g.fillStyle = '#22252e';
  g.fillRect(8, -5, 3, 10);
  g.fillStyle = k.out ? '#777' : '#f4f4f4';
  g.beginPath(); g.arc(-2, 0, 4.5, 0, Math.PI * 2); g.fill();
  g.fillStyle = '#1d2a3a';
  g.fillRect(0.5, -2.5, 2.5, 5);
  g.restore();
  g.globalAlpha = 1;
  if (k.shield > 0 && !k.out) {
    const pulse = kit.reducedMotion ? 0 : Math.sin(kit.clock * 8) * 1.5;
    g.strokeStyle = k.shield < 1.5 && Math.sin(kit.clock * 20) > 0 ? 'rgba(143,240,255,0.3)' : 'rgba(143,240,255,0.85)';
    g.lineWidth = 2;
    g.beginPath(); g.arc(k.x, k.y, 15 + pulse, 0, Math.PI * 2); g.stroke();
    g.fillStyle = 'rgba(143,240,255,0.12)';
    g.fill();
  }
  if (k.id === 0 && !k.out) {
    g.fillStyle = '#fff';
    g.beginPath(); g.moveTo(k.x, k.y - 15); g.lineTo(k.x - 5, k.y - 23); g.lineTo(k.x + 5, k.y - 23); g.closePath(); g.fill();
  }
}

/** @param {CanvasRenderingContext2D} g @param {Kit} kit */
function drawArena(g, kit) {
  g.save();
  g.translate(0, TOP);
  if (floor) g.drawImage(floor, 0, 0, AW, AH);
  // Item boxes.
  for (const b of round.boxes) {
    if (b.wait > 0) {
      g.strokeStyle = 'rgba(255,255,255,0.15)';
      g.lineWidth = 1.5;
      g.strokeRect(b.x - 7, b.y - 7, 14, 14);
      continue;
    }
    const spin = kit.reducedMotion ? 0 : kit.clock * 1.8;
    g.save();
    g.translate(b.x, b.y + (kit.reducedMotion ? 0 : Math.sin(kit.clock * 3 + b.col) * 1.5));
    g.rotate(Math.sin(spin) * 0.3);
    const grad = g.createLinearGradient(-9, -9, 9, 9);
    grad.addColorStop(0, '#ff5fd2');
    grad.addColorStop(0.5, '#ffd23f');
    grad.addColorStop(1, '#4fd8ff');
    g.fillStyle = grad;
    roundRect(g, -9, -9, 18, 18, 4); g.fill();
    g.fillStyle = 'rgba(255,255,255,0.35)';
    roundRect(g, -7, -7, 14, 5, 2); g.fill();
    g.fillStyle = '#1a1030';
    g.font = '900 13px system-ui, sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.direction = 'ltr';
    g.fillText('?', 0, 1);
    g.restore();
  }
  for (const m of round.mines) {
    const armed = m.age >= MINE.arm;
    g.fillStyle = '#23252d';
    g.beginPath(); g.arc(m.x, m.y, 6, 0, Math.PI * 2); g.fill();
    g.strokeStyle = '#23252d';
    g.lineWidth = 2;
    for (let i = 0; i < 6; i++) { const a = (i / 6) * Math.PI * 2; g.beginPath(); g.moveTo(m.x + Math.cos(a) * 5, m.y + Math.sin(a) * 5); g.lineTo(m.x + Math.cos(a) * 8.5, m.y + Math.sin(a) * 8.5); g.stroke(); }
    g.fillStyle = armed ? (kit.reducedMotion || Math.sin(kit.clock * 9 + m.x) > 0 ? '#ff3b3b' : '#7a1a1a') : '#777';
    g.beginPath(); g.arc(m.x, m.y, 2.4, 0, Math.PI * 2); g.fill();
  }
  for (const s of smoke) {
    const k = round.karts.find((kk) => kk.out && Math.hypot(kk.x - s.x, kk.y - s.y) < 1);
    if (!k || kit.reducedMotion) continue;
    for (let i = 0; i < 3; i++) {
      const ph = (kit.clock * 0.8 + i / 3) % 1;
      g.fillStyle = `rgba(60,60,70,${0.5 * (1 - ph)})`;
      g.beginPath(); g.arc(s.x + ph * 6, s.y - ph * 22, 3 + ph * 7, 0, Math.PI * 2); g.fill();
    }
  }
  // Wrecks first, then the karts still in, the player's on top.
  for (const k of round.karts) if (k.out) drawKart(g, k, kit);
  for (const k of round.karts) if (!k.out && k.id !== 0) drawKart(g, k, kit);
  const me = /** @type {Kart} */ (round.karts[0]);
  if (!me.out) drawKart(g, me, kit);
  for (const m of round.missiles) {
    g.fillStyle = 'rgba(220,220,230,0.35)';
    for (let i = 1; i <= 4; i++) { g.beginPath(); g.arc(m.x - Math.cos(m.angle) * i * 6, m.y - Math.sin(m.angle) * i * 6, 2 + i * 0.8, 0, Math.PI * 2); g.fill(); }
    g.save();
    g.translate(m.x, m.y);
    g.rotate(m.angle);
    g.fillStyle = '#eef1ff';
    roundRect(g, -7, -2.5, 11, 5, 2); g.fill();
    g.fillStyle = COLORS[m.owner] ?? '#ff4d5e';
    g.beginPath(); g.moveTo(4, -2.5); g.lineTo(8, 0); g.lineTo(4, 2.5); g.closePath(); g.fill();
    g.fillStyle = '#ffb347';
    g.beginPath(); g.moveTo(-7, -2); g.lineTo(-12, 0); g.lineTo(-7, 2); g.closePath(); g.fill();
    g.restore();
  }
  for (const p of parts) {
    g.globalAlpha = clamp(p.life * 2, 0, 1);
    if (p.ring) {
      g.strokeStyle = p.c;
      g.lineWidth = 3;
      g.beginPath(); g.arc(p.x, p.y, 4 + (0.35 - p.life) * 80, 0, Math.PI * 2); g.stroke();
    } else {
      g.fillStyle = p.c;
      g.fillRect(p.x - p.r, p.y - p.r, p.r * 2, p.r * 2);
    }
  }
  g.globalAlpha = 1;
  g.restore();
}

/** @param {CanvasRenderingContext2D} g @param {Kit} kit */
function drawTopBar(g, kit) {
  g.fillStyle = '#12162a';
  g.fillRect(0, 0, W, TOP);
  const me = /** @type {Kart} */ (round.karts[0]);
  // Item slot.
  g.fillStyle = 'rgba(255,255,255,0.08)';
  roundRect(g, 4, 4, 40, 32, 8); g.fill();
  g.strokeStyle = me.item ? '#ffd23f' : 'rgba(255,255,255,0.2)';
  g.lineWidth = 2;
  roundRect(g, 4, 4, 40, 32, 8); g.stroke();
  if (me.item) drawItemIcon(g, me.item, 24, 20, 1);
  // Round and clock.
  g.direction = 'ltr';
  g.textAlign = 'left';
  g.textBaseline = 'middle';
  g.fillStyle = '#9fb0d8';
  g.font = '700 11px system-ui, sans-serif';
  g.fillText(`R${match.rounds + (phase === 'roundEnd' ? 0 : 1)}`, 52, 12);
  const left = Math.max(0, ROUND_TIME - round.time);
  g.fillStyle = left < 15 ? '#ff8a80' : '#fff';
  g.font = '800 16px system-ui, sans-serif';
  g.fillText(`${Math.floor(left / 60)}:${String(Math.floor(left % 60)).padStart(2, '0')}`, 52, 28);
  // Each kart: colour, balloons, round wins.
  round.karts.forEach((k, i) => {
    const x = 112 + i * 62;
    g.fillStyle = i === 0 ? 'rgba(255,77,94,0.18)' : 'rgba(255,255,255,0.06)';
    roundRect(g, x, 4, 58, 32, 8); g.fill();
    g.fillStyle = k.out ? '#555a66' : COLORS[i] ?? '#fff';
    roundRect(g, x + 5, 9, 12, 9, 3); g.fill();
    for (let b = 0; b < 3; b++) {
      g.fillStyle = b < k.balloons ? COLORS[i] ?? '#fff' : 'rgba(255,255,255,0.15)';
      g.beginPath(); g.arc(x + 26 + b * 11, 13, 4, 0, Math.PI * 2); g.fill();
    }
    for (let w = 0; w < WINS_NEEDED; w++) {
      g.fillStyle = w < (match.wins[i] ?? 0) ? '#ffd23f' : 'rgba(255,255,255,0.15)';
      drawStar(g, x + 11 + w * 14, 27, 4.5);
    }
  });
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} r */
function drawStar(g, x, y, r) {
  g.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    g.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
  }
  g.closePath();
  g.fill();
}

/** @param {CanvasRenderingContext2D} g @param {Kit} kit */
function drawOverlayText(g, kit) {
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  if (round.countdown > 0) {
    const n = Math.ceil(round.countdown / 0.8);
    g.fillStyle = 'rgba(10,14,30,0.7)';
    roundRect(g, W / 2 - 70, TOP + 250, 140, 50, 14);
    g.fill();
    for (let i = 0; i < 3; i++) {
      g.fillStyle = i < 3 - n + 1 ? '#ff3b3b' : '#3a2030';
      g.beginPath(); g.arc(W / 2 - 40 + i * 40, TOP + 275, 15, 0, Math.PI * 2); g.fill();
    }
    return;
  }
  const me = /** @type {Kart} */ (round.karts[0]);
  g.direction = kit.dir === 'rtl' ? 'rtl' : 'ltr';
  if (phase === 'round' && me.out) {
    g.fillStyle = 'rgba(10,14,30,0.65)';
    roundRect(g, 20, TOP + 12, W - 40, 34, 10); g.fill();
    g.fillStyle = '#ffd9c2';
    g.font = '700 14px system-ui, sans-serif';
    g.fillText(kit.t('out'), W / 2, TOP + 29, W - 56);
  }
  if (phase !== 'roundEnd') return;
  g.fillStyle = 'rgba(8,12,28,0.72)';
  g.fillRect(0, TOP, W, AH);
  const w = round.winner;
  g.fillStyle = w === 0 ? '#ffd23f' : w >= 0 ? COLORS[w] ?? '#fff' : '#cfd6f5';
  g.font = '900 26px system-ui, sans-serif';
  const title = w === 0 ? kit.t('roundWin') : w >= 0 ? kit.t('roundLose', { name: kartName(kit, w) }) : kit.t('draw');
  if (round.time >= ROUND_TIME) {
    g.font = '800 18px system-ui, sans-serif';
    g.fillText(kit.t('timeUp'), W / 2, TOP + 200, W - 30);
    g.font = '900 26px system-ui, sans-serif';
  }
  g.fillText(title, W / 2, TOP + 240, W - 30);
  // The match so far: stars per kart.
  round.karts.forEach((k, i) => {
    const x = W / 2 - 130 + i * 68;
    g.fillStyle = i === 0 ? 'rgba(255,77,94,0.2)' : 'rgba(255,255,255,0.07)';
    roundRect(g, x, TOP + 280, 60, 60, 10); g.fill();
    g.fillStyle = COLORS[i] ?? '#fff';
    roundRect(g, x + 18, TOP + 290, 24, 14, 4); g.fill();
    for (let s = 0; s < WINS_NEEDED; s++) {
      g.fillStyle = s < (match.wins[i] ?? 0) ? '#ffd23f' : 'rgba(255,255,255,0.18)';
      drawStar(g, x + 20 + s * 20, TOP + 322, 7);
    }
    void k;
  });
  if (endTimer > 0.6) {
    g.fillStyle = '#cfd6f5';
    g.font = '600 15px system-ui, sans-serif';
    g.globalAlpha = kit.reducedMotion ? 1 : 0.65 + 0.35 * Math.sin(kit.clock * 4);
    g.fillText(kit.t('tapNext'), W / 2, TOP + 390, W - 30);
    g.globalAlpha = 1;
  }
}

const kit = createGame({
  id: 26,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'round', label: 'rnd' }, { key: 'wins', label: 'wins' }],
  controls: {
    layout: 'row',
    buttons: [
      { action: 'left', label: '◀', title: 'left' },
      { action: 'right', label: '▶', title: 'right' },
      { action: 'brake', label: '▼', title: 'brake' },
      { action: 'gas', label: '▲', title: 'gas' },
      { action: 'fire', label: '✦', title: 'fire' },
    ],
  },
  reset(k) {
    match = createMatch();
    startRound(k);
  },
  update(dt, k) {
    if (phase === 'round') {
      // Knocked out: the rest of the round plays out at triple speed.
      const me = /** @type {Kart} */ (round.karts[0]);
      const n = me.out && !demoing ? 3 : 1;
      for (let i = 0; i < n && phase === 'round'; i++) stepPlay(k, dt);
    } else {
      endTimer += dt;
      stepEffects(dt);
    }
  },
  render(g, k) {
    drawTopBar(g, k);
    drawArena(g, k);
    drawOverlayText(g, k);
  },
  onKey(code, k) {
    if (phase === 'roundEnd' && (code === 'Enter' || code === 'Space')) { continueAfterRound(k); return true; }
    if (code === 'Space' || code === 'Enter' || code === 'KeyX' || code === 'ShiftLeft') { firePressed = true; return true; }
    return ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].includes(code);
  },
  onAction(action, k) {
    if (action !== 'fire') return;
    if (phase === 'roundEnd') continueAfterRound(k);
    else firePressed = true;
  },
  onTap(_p, k) {
    if (phase === 'roundEnd') continueAfterRound(k);
  },
  state() {
    const me = /** @type {Kart} */ (round.karts[0]);
    return {
      phase,
      round: match.rounds + (phase === 'roundEnd' ? 0 : 1),
      arena: round.arena,
      countdown: Math.round(round.countdown * 100) / 100,
      time: Math.round(round.time * 100) / 100,
      x: Math.round(me.x),
      y: Math.round(me.y),
      angle: Math.round(me.angle * 1000) / 1000,
      speed: Math.round(Math.hypot(me.vx, me.vy)),
      balloons: round.karts.map((kk) => kk.balloons),
      item: me.item,
      lastUsed,
      shield: me.shield > 0,
      boost: me.boost > 0,
      out: me.out,
      alive: alive(round).length,
      missiles: round.missiles.length,
      mines: round.mines.length,
      wins: [...match.wins],
      winner: round.winner,
      throttle: controls.throttle,
      steer: controls.steer,
    };
  },
  demo(k) {
    demoing = true;
    // No banner from the round Play just started over the picture.
    k.toastEl.classList.remove('gk-toast-show');
    match = createMatch();
    startRound(k);
    round.countdown = 0;
    // Play on until a missile is in the air and someone has lost a balloon.
    for (let i = 0; i < 60 * 40; i++) {
      stepPlay(k, 1 / 60);
      const popped = round.karts.some((kk) => kk.balloons < 3);
      if (round.time > 6 && popped && round.missiles.length > 0 && alive(round).length === 4) break;
      if (phase !== 'round') break;
    }
    demoing = false;
  },
});

export default kit;

