// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import { createSheet } from '../kit/sprites.js';
import { drawTiles } from '../kit/tilemap.js';
import {
  W, H, TILE, ARENA_H, TANK_R, BARREL, SHELL_SPEED, TURRET_RATE, PLAYER_RELOAD, PLAYER_SHELLS, SKILLS, MATCHES, WINS_NEEDED, TANK_HP, HIT_POINTS,
  buildArena, arenaFor, makeTank, driveTank, separateTanks, turnTurret, steerToward, makeShell, stepShell, damageBrick, shellHitsTank,
  lineOfSight, planRoute, newAi, aiControl, newMatch, recordRound, matchWinner, roundBonus, matchBonus, stickInput,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Tank} Tank */
/** @typedef {import('./logic.js').Shell} Shell */
/** @typedef {import('./logic.js').Arena} Arena */
/** @typedef {import('../kit/sprites.js').SpriteSheet} SpriteSheet */
/** @typedef {{id: number, ox: number, oy: number, x: number, y: number, moved: boolean}} Stick */

const STICK_R = 30;
const INTRO = 1.6;
const OUTRO = 2.2;
const PLAYER_COL = '#46d68c';
const ENEMY_COL = '#ff6b4a';

const strings = {
  'zh-CN': { title: '坦克对决', match: '对局', round: '第 {n} 回合', fight: '开战！', roundWon: '本回合胜利！', roundLost: '本回合失利', draw: '同归于尽，重打本回合', matchWon: '对局胜利！', next: '下一个对手：{name}', rookie: '新兵', veteran: '老兵', ace: '王牌', you: '你', lost: '你输给了{name}。', champion: '你击败了全部三名对手！', move: '驾驶', aim: '瞄准，松手开火' },
  en: { title: 'Tank Duel', match: 'Match', round: 'Round {n}', fight: 'Fight!', roundWon: 'Round won!', roundLost: 'Round lost', draw: 'Both tanks down: replay', matchWon: 'Match won!', next: 'Next opponent: {name}', rookie: 'Rookie', veteran: 'Veteran', ace: 'Ace', you: 'You', lost: 'Match lost to the {name}.', champion: 'You beat all three opponents!', move: 'Drive', aim: 'Aim, release to fire' },
  ja: { title: 'タンク デュエル', match: 'マッチ', round: 'ラウンド {n}', fight: 'ファイト！', roundWon: 'ラウンド勝利！', roundLost: 'ラウンド敗北', draw: '相打ち：やり直し', matchWon: 'マッチ勝利！', next: '次の相手：{name}', rookie: '新兵', veteran: 'ベテラン', ace: 'エース', you: 'あなた', lost: '{name}にマッチを取られた。', champion: '3 人の相手すべてに勝利！', move: '移動', aim: '照準・離して発射' },
  es: { title: 'Duelo de Tanques', match: 'Combate', round: 'Ronda {n}', fight: '¡A luchar!', roundWon: '¡Ronda ganada!', roundLost: 'Ronda perdida', draw: 'Los dos destruidos: se repite', matchWon: '¡Combate ganado!', next: 'Siguiente rival: {name}', rookie: 'Novato', veteran: 'Veterano', ace: 'As', you: 'Tú', lost: 'Perdiste el combate contra el {name}.', champion: '¡Has vencido a los tres rivales!', move: 'Conducir', aim: 'Apunta y suelta para disparar' },
  de: { title: 'Panzerduell', match: 'Match', round: 'Runde {n}', fight: 'Los!', roundWon: 'Runde gewonnen!', roundLost: 'Runde verloren', draw: 'Beide zerstört: Wiederholung', matchWon: 'Match gewonnen!', next: 'Nächster Gegner: {name}', rookie: 'Rekrut', veteran: 'Veteran', ace: 'Ass', you: 'Du', lost: 'Match verloren gegen: {name}.', champion: 'Du hast alle drei Gegner besiegt!', move: 'Fahren', aim: 'Zielen, loslassen zum Feuern' },
  fr: { title: 'Duel de Tanks', match: 'Match', round: 'Manche {n}', fight: 'Feu !', roundWon: 'Manche gagnée !', roundLost: 'Manche perdue', draw: 'Double destruction : on rejoue', matchWon: 'Match gagné !', next: 'Prochain adversaire : {name}', rookie: 'Recrue', veteran: 'Vétéran', ace: 'As', you: 'Vous', lost: 'Match perdu contre : {name}.', champion: 'Vous avez battu les trois adversaires !', move: 'Rouler', aim: 'Viser, relâcher pour tirer' },
  'pt-BR': { title: 'Duelo de Tanques', match: 'Partida', round: 'Rodada {n}', fight: 'Fogo!', roundWon: 'Rodada vencida!', roundLost: 'Rodada perdida', draw: 'Os dois destruídos: repetir', matchWon: 'Partida vencida!', next: 'Próximo rival: {name}', rookie: 'Recruta', veteran: 'Veterano', ace: 'Ás', you: 'Você', lost: 'Você perdeu a partida para o {name}.', champion: 'Você venceu os três rivais!', move: 'Dirigir', aim: 'Mirar, soltar para atirar' },
  ar: { title: 'مبارزة الدبابات', match: 'المباراة', round: 'الجولة {n}', fight: 'قتال!', roundWon: 'فزت بالجولة!', roundLost: 'خسرت الجولة', draw: 'دُمّرت الدبابتان: تُعاد الجولة', matchWon: 'فزت بالمباراة!', next: 'الخصم التالي: {name}', rookie: 'المجنّد', veteran: 'المخضرم', ace: 'البطل', you: 'أنت', lost: 'خسرت المباراة أمام {name}.', champion: 'هزمت الخصوم الثلاثة جميعًا!', move: 'القيادة', aim: 'صوّب ثم اترك للإطلاق' },
};

/** @type {SpriteSheet | null} */
let sheet = null;
/** Floor, steel blocks, scorch and tread marks of the current arena (bricks are drawn live). @type {HTMLCanvasElement | null} */
let floor = null;
/** @type {CanvasRenderingContext2D | null} */
let floorG = null;

let match = 0;
let duel = newMatch();
let arenaIdx = 0;
/** @type {Arena} */
let arena = buildArena(0);
let player = makeTank(0, 0, -Math.PI / 2);
let enemy = makeTank(0, 0, Math.PI / 2);
/** @type {Shell[]} */
let shells = [];
/** 'intro' | 'fight' | 'end' */
let phase = 'intro';
let phaseT = 0;
let roundTime = 0;
/** 0 player, 1 computer, -1 both; set when a round ends. */
let roundWinner = -1;
let shotsFired = 0;
let hits = 0;
let flash = [0, 0];
let shake = 0;
/** @type {{x: number, y: number, vx: number, vy: number, life: number, max: number, color: string, size: number}[]} */
let bits = [];
/** @type {{x: number, y: number, t: number, r: number}[]} */
let rings = [];
let treadAcc = [0, 0];

let ai = newAi(enemy);

let mouse = { x: W / 2, y: 0, active: false };
/** @type {Stick | null} */
let moveStick = null;
/** @type {Stick | null} */
let aimStick = null;
let touchUsed = false;
const touchScreen = navigator.maxTouchPoints > 0 || (window.matchMedia?.('(pointer: coarse)').matches ?? false);
let wired = false;
let demoing = false;

const skill = () => /** @type {import('./logic.js').Skill} */ (SKILLS[Math.min(match, SKILLS.length - 1)]);

// ---------------------------------------------------------------- art

function buildArt() {
  /** @param {string} body @param {string} dark */
  const hull = (body, dark) => ({
    w: 28, h: 24,
    draw: (/** @type {CanvasRenderingContext2D} */ g) => {
      g.fillStyle = '#1b1e26';
      roundRect(g, 0, 0, 28, 7, 2.5); g.fill();
      roundRect(g, 0, 17, 28, 7, 2.5); g.fill();
      g.fillStyle = '#3a3f4d';
      for (let x = 2; x < 27; x += 4) { g.fillRect(x, 1, 2, 5); g.fillRect(x, 18, 2, 5); }
      const grad = g.createLinearGradient(0, 4, 0, 20);
      grad.addColorStop(0, body);
      grad.addColorStop(1, dark);
      g.fillStyle = grad;
      roundRect(g, 3, 4, 22, 16, 3); g.fill();
      g.fillStyle = 'rgba(255,255,255,0.25)';
      g.fillRect(20, 6, 3, 12);
      g.fillStyle = 'rgba(0,0,0,0.25)';
      g.fillRect(5, 6, 2, 12);
    },
  });
  /** @param {string} body @param {string} dark */
  const turret = (body, dark) => ({
    w: 28, h: 14, ax: 8, ay: 7,
    draw: (/** @type {CanvasRenderingContext2D} */ g) => {
      g.fillStyle = '#2a2e38';
      g.fillRect(8, 5, 19, 4);
      g.fillStyle = '#111';
      g.fillRect(24, 4.5, 4, 5);
      const grad = g.createRadialGradient(6, 5, 1, 8, 7, 7);
      grad.addColorStop(0, '#ffffff');
      grad.addColorStop(0.3, body);
      grad.addColorStop(1, dark);
      g.fillStyle = grad;
      g.beginPath(); g.arc(8, 7, 6.5, 0, Math.PI * 2); g.fill();
      g.strokeStyle = 'rgba(0,0,0,0.35)';
      g.lineWidth = 1;
      g.stroke();
    },
  });
  sheet = createSheet({
    hullP: hull(PLAYER_COL, '#1d7a4c'),
    turP: turret('#7ff0b4', '#1f8a56'),
    hullE: hull(ENEMY_COL, '#9a2f1d'),
    turE: turret('#ffa58c', '#a5361f'),
  });
}

/** Floor and steel for the current arena onto an offscreen canvas that scorch marks are added to. */
function paintFloor() {
  if (!floor) {
    floor = document.createElement('canvas');
    floor.width = W * 2;
    floor.height = ARENA_H * 2;
    floorG = /** @type {CanvasRenderingContext2D} */ (floor.getContext('2d'));
  }
  const g = /** @type {CanvasRenderingContext2D} */ (floorG);
  g.setTransform(2, 0, 0, 2, 0, 0);
  const tint = [['#3a3b32', '#33342c'], ['#343b35', '#2d332e'], ['#3b352f', '#342e29'], ['#31373f', '#2b3037']][arenaIdx % 4] ?? ['#333', '#222'];
  const { map } = arena;
  for (let r = 0; r < map.rows; r++) {
    for (let c = 0; c < map.cols; c++) {
      g.fillStyle = (r + c) % 2 ? tint[0] : tint[1];
      g.fillRect(c * TILE, r * TILE, TILE, TILE);
    }
  }
  // Grit: a fixed pattern per arena, so every replay looks the same.
  let s = 977 + arenaIdx * 131;
  const rnd = () => { s = (s * 16807) % 2147483647; return s / 2147483647; };
  for (let i = 0; i < 420; i++) {
    g.fillStyle = rnd() < 0.5 ? 'rgba(255,255,255,0.05)' : 'rgba(0,0,0,0.12)';
    const size = 1 + rnd() * 2.5;
    g.fillRect(rnd() * W, rnd() * ARENA_H, size, size);
  }
  drawTiles(g, map, (gg, kind, x, y, size) => {
    if (kind !== 'steel') return;
    const grad = gg.createLinearGradient(x, y, x + size, y + size);
    grad.addColorStop(0, '#8a93a8');
    grad.addColorStop(1, '#4b5264');
    gg.fillStyle = grad;
    gg.fillRect(x, y, size, size);
    gg.fillStyle = 'rgba(0,0,0,0.28)';
    gg.fillRect(x + 3, y + 3, size - 6, size - 6);
    gg.fillStyle = '#6e7790';
    gg.fillRect(x + 4, y + 4, size - 8, size - 8);
    gg.fillStyle = '#2e3340';
    for (const [dx, dy] of [[6, 6], [size - 6, 6], [6, size - 6], [size - 6, size - 6]]) {
      gg.beginPath(); gg.arc(x + /** @type {number} */ (dx), y + /** @type {number} */ (dy), 1.4, 0, Math.PI * 2); gg.fill();
    }
  });
}

/** @param {number} x @param {number} y @param {number} r */
function scorch(x, y, r) {
  if (!floorG) return;
  const grad = floorG.createRadialGradient(x, y, 1, x, y, r);
  grad.addColorStop(0, 'rgba(10,8,6,0.55)');
  grad.addColorStop(1, 'rgba(10,8,6,0)');
  floorG.fillStyle = grad;
  floorG.beginPath(); floorG.arc(x, y, r, 0, Math.PI * 2); floorG.fill();
}

/** Faint tread prints behind a moving tank. @param {Tank} t @param {number} i @param {number} dt */
function treads(t, i, dt) {
  treadAcc[i] = (treadAcc[i] ?? 0) + Math.hypot(t.vx, t.vy) * dt;
  if (!floorG || (treadAcc[i] ?? 0) < 5) return;
  treadAcc[i] = 0;
  const px = -Math.sin(t.angle);
  const py = Math.cos(t.angle);
  floorG.fillStyle = 'rgba(0,0,0,0.10)';
  for (const s of [-1, 1]) {
    floorG.save();
    floorG.translate(t.x - Math.cos(t.angle) * 10 + px * s * 8.5, t.y - Math.sin(t.angle) * 10 + py * s * 8.5);
    floorG.rotate(t.angle);
    floorG.fillRect(-2, -2.5, 3, 5);
    floorG.restore();
  }
}

// ---------------------------------------------------------------- effects & sound

/** @param {Kit} kit @param {number} x @param {number} y @param {string} color @param {number} n @param {number} [sp] */
function burst(kit, x, y, color, n, sp = 120) {
  if (kit.reducedMotion) return;
  for (let i = 0; i < n; i++) {
    const a = kit.random() * Math.PI * 2;
    const v = 20 + kit.random() * sp;
    const life = 0.25 + kit.random() * 0.45;
    bits.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v, life, max: life, color, size: 1.5 + kit.random() * 2.5 });
  }
}

/** @param {Kit} kit @param {number} x @param {number} y */
function explode(kit, x, y) {
  burst(kit, x, y, '#ffd35a', 26, 170);
  burst(kit, x, y, '#ff7a3a', 20, 120);
  burst(kit, x, y, '#555', 14, 60);
  rings.push({ x, y, t: 0, r: 38 });
  scorch(x, y, 26);
  shake = 0.45;
  kit.sound.noise({ dur: 0.7, vol: 0.32, freq: 700 });
  kit.sound.tone({ freq: 140, to: 40, dur: 0.6, type: 'sawtooth', vol: 0.16 });
}

// ---------------------------------------------------------------- touch sticks

/**
 * Two floating sticks: a finger landing on the left half drives, one on the right half aims, and
 * lifting the aiming finger fires. The kit's pointer callback carries no pointer ids, so the sticks
 * listen on the stage directly.
 * @param {Kit} kit
 */
function wireSticks(kit) {
  const surface = kit.stage;
  const logical = (/** @type {PointerEvent} */ e) => kit.input.toLogical(e.clientX, e.clientY);
  surface.addEventListener('pointerdown', (e) => {
    if (e.pointerType === 'mouse' || kit.screen !== 'playing') return;
    if (e.target instanceof HTMLElement && e.target.closest('button')) return;
    const p = logical(e);
    touchUsed = true;
    const stick = { id: e.pointerId, ox: p.x, oy: p.y, x: p.x, y: p.y, moved: false };
    if (p.x < W / 2) { if (!moveStick) moveStick = stick; } else if (!aimStick) aimStick = stick;
  });
  surface.addEventListener('pointermove', (e) => {
    const s = moveStick?.id === e.pointerId ? moveStick : aimStick?.id === e.pointerId ? aimStick : null;
    if (!s) return;
    const p = logical(e);
    s.x = p.x;
    s.y = p.y;
    if (stickInput({ x: s.ox, y: s.oy }, s, STICK_R).mag > 0.15) s.moved = true;
  });
  const end = (/** @type {PointerEvent} */ e, /** @type {boolean} */ cancelled) => {
    if (moveStick?.id === e.pointerId) moveStick = null;
    if (aimStick?.id === e.pointerId) {
      const s = aimStick;
      aimStick = null;
      if (cancelled || kit.screen !== 'playing') return;
      // Dragged: fire where the stick points (the turret may still be swinging round). Tapped: fire as aimed.
      if (s.moved) player.turret = stickInput({ x: s.ox, y: s.oy }, s, STICK_R).angle;
      fire(kit, 0);
    }
  };
  surface.addEventListener('pointerup', (e) => end(e, false));
  surface.addEventListener('pointercancel', (e) => end(e, true));
  window.addEventListener('blur', () => { moveStick = null; aimStick = null; });
}

// ---------------------------------------------------------------- play

/** @param {Kit} kit */
function startRound(kit) {
  arenaIdx = arenaFor(match, duel.round);
  arena = buildArena(arenaIdx);
  player = makeTank(arena.player.x, arena.player.y, -Math.PI / 2);
  enemy = makeTank(arena.enemy.x, arena.enemy.y, Math.PI / 2);
  shells = [];
  bits = [];
  rings = [];
  flash = [0, 0];
  phase = 'intro';
  phaseT = INTRO;
  roundTime = 0;
  roundWinner = -1;
  ai = newAi(enemy);
  kit.setLevel(match + 1);
  if (sheet) paintFloor();
}

/** @param {number} owner */
const shellsOf = (owner) => shells.reduce((n, s) => n + (s.owner === owner ? 1 : 0), 0);

/** @param {Kit} kit @param {number} who 0 player, 1 computer */
function fire(kit, who) {
  if (phase !== 'fight') return false;
  const t = who === 0 ? player : enemy;
  const limit = who === 0 ? PLAYER_SHELLS : skill().maxShells;
  if (t.hp <= 0 || t.reload > 0 || shellsOf(who) >= limit) return false;
  t.reload = who === 0 ? PLAYER_RELOAD : skill().reload;
  const s = makeShell(t, who);
  shells.push(s);
  if (who === 0) shotsFired++;
  // Fly it out of the barrel at once; a barrel against a wall bounces or breaks right there.
  if (!advanceShell(kit, s, BARREL / SHELL_SPEED)) shells = shells.filter((x) => x !== s);
  const mx = t.x + Math.cos(t.turret) * BARREL;
  const my = t.y + Math.sin(t.turret) * BARREL;
  burst(kit, mx, my, '#ffe9a0', 5, 60);
  kit.sound.noise({ dur: 0.12, vol: 0.16, freq: 1600 });
  kit.sound.tone({ freq: who === 0 ? 320 : 260, to: 90, dur: 0.12, type: 'square', vol: 0.07 });
  return true;
}

/** @param {Kit} kit @param {number} who */
function damageTank(kit, who) {
  const t = who === 0 ? player : enemy;
  t.hp--;
  flash[who] = 0.25;
  burst(kit, t.x, t.y, who === 0 ? PLAYER_COL : ENEMY_COL, 12, 110);
  kit.sound.tone({ freq: 200, to: 70, dur: 0.25, type: 'sawtooth', vol: 0.14 });
  kit.sound.noise({ dur: 0.2, vol: 0.2, freq: 1200 });
  if (who === 1) { kit.addScore(HIT_POINTS); hits++; }
  if (t.hp <= 0) explode(kit, t.x, t.y);
}

/**
 * Moves a shell for dt and settles what it struck. Returns false when the shell is spent.
 * @param {Kit} kit @param {Shell} s @param {number} dt
 */
function advanceShell(kit, s, dt) {
  const a = { x: s.x, y: s.y };
  const ev = stepShell(arena.map, s, dt);
  const b = { x: s.x, y: s.y };
  const tanks = [player, enemy];
  for (let i = 0; i < 2; i++) {
    if (phase === 'fight' && shellHitsTank(a, b, s, /** @type {Tank} */ (tanks[i]), i)) {
      damageTank(kit, i);
      return false;
    }
  }
  if (ev.bounced) {
    burst(kit, s.x, s.y, '#fff6c8', 3, 50);
    kit.sound.tone({ freq: 1300, to: 900, dur: 0.05, type: 'triangle', vol: 0.06 });
  }
  if (ev.end === 'brick') {
    const broke = damageBrick(arena, ev.col, ev.row);
    const cx = (ev.col + 0.5) * TILE;
    const cy = (ev.row + 0.5) * TILE;
    burst(kit, s.x, s.y, '#c8673f', broke ? 18 : 7, broke ? 110 : 70);
    if (broke) { scorch(cx, cy, 16); kit.sound.noise({ dur: 0.3, vol: 0.22, freq: 900 }); }
    else kit.sound.noise({ dur: 0.1, vol: 0.14, freq: 1800 });
    return false;
  }
  if (ev.end) {
    burst(kit, s.x, s.y, '#ffd890', 6, 60);
    if (ev.end === 'steel') kit.sound.tone({ freq: 500, to: 200, dur: 0.07, type: 'square', vol: 0.04 });
    return false;
  }
  return true;
}

/** @param {Kit} kit @param {number} dt */
function stepPlayer(kit, dt) {
  let drive = 0;
  let turn = 0;
  const kin = kit.input;
  if (kin.isDown('KeyW')) drive += 1;
  if (kin.isDown('KeyS')) drive -= 1;
  if (kin.isDown('KeyA')) turn -= 1;
  if (kin.isDown('KeyD')) turn += 1;
  if (moveStick) {
    const v = stickInput({ x: moveStick.ox, y: moveStick.oy }, moveStick, STICK_R);
    if (v.mag > 0) ({ drive, turn } = steerToward(player, v.angle, v.mag));
  }
  if (phase === 'fight') {
    driveTank(arena.map, player, drive, turn, dt);
    treads(player, 0, dt);
  }
  // Turret: the aiming thumb, then the arrow keys, then the mouse.
  let tk = 0;
  if (kin.isDown('ArrowLeft')) tk -= 1;
  if (kin.isDown('ArrowRight')) tk += 1;
  const aim = aimStick ? stickInput({ x: aimStick.ox, y: aimStick.oy }, aimStick, STICK_R) : null;
  if (aim && aim.mag > 0) turnTurret(player, aim.angle, TURRET_RATE * 1.5, dt);
  else if (tk) { player.turret += tk * TURRET_RATE * 0.6 * dt; mouse.active = false; }
  else if (mouse.active) turnTurret(player, Math.atan2(mouse.y - player.y, mouse.x - player.x), TURRET_RATE, dt);
}

/** The computer tank: its controller decides, this applies it. @param {Kit} kit @param {number} dt */
function stepEnemy(kit, dt) {
  const sk = skill();
  const c = aiControl(arena.map, ai, enemy, player, shells, sk, kit.random, dt);
  if (c.fire && fire(kit, 1)) ai.plan = null;
  driveTank(arena.map, enemy, c.drive, c.turn, dt, sk.speed);
  treads(enemy, 1, dt);
}

/** @param {Kit} kit */
function endRound(kit) {
  const winner = player.hp > 0 ? 0 : enemy.hp > 0 ? 1 : -1;
  roundWinner = winner;
  phase = 'end';
  phaseT = OUTRO;
  recordRound(duel, winner);
  if (winner === 0) {
    kit.addScore(roundBonus(player.hp, roundTime));
    kit.sound.jingle([523, 659, 784]);
  }
}

/** @param {Kit} kit */
function afterRound(kit) {
  const w = matchWinner(duel);
  if (w === 1) {
    kit.gameOver({ message: kit.t('lost', { name: kit.t(skill().name) }) });
    return;
  }
  if (w === 0) {
    kit.addScore(matchBonus(match));
    if (match >= MATCHES - 1) {
      kit.gameOver({ win: true, message: kit.t('champion') });
      return;
    }
    match++;
    duel = newMatch();
    if (!demoing) kit.toast(`${kit.t('matchWon')} ${kit.t('next', { name: kit.t(skill().name) })}`);
    kit.sound.jingle([523, 659, 784, 1047]);
  }
  startRound(kit);
}

/** @param {Kit} kit @param {number} dt */
function step(kit, dt) {
  for (const t of [player, enemy]) t.reload = Math.max(0, t.reload - dt);
  flash = flash.map((f) => Math.max(0, f - dt));
  if (phase === 'intro') {
    stepPlayer(kit, dt);
    if ((phaseT -= dt) <= 0) {
      phase = 'fight';
      kit.sound.tone({ freq: 880, dur: 0.15, type: 'square', vol: 0.08 });
    }
    return;
  }
  if (phase === 'fight') {
    roundTime += dt;
    stepPlayer(kit, dt);
    stepEnemy(kit, dt);
    separateTanks(arena.map, player, enemy);
  }
  shells = shells.filter((s) => advanceShell(kit, s, dt));
  // Shells that meet cancel out.
  for (let i = 0; i < shells.length; i++) {
    for (let j = i + 1; j < shells.length; j++) {
      const a = /** @type {Shell} */ (shells[i]);
      const b = /** @type {Shell} */ (shells[j]);
      if (a.age >= 0 && b.age >= 0 && Math.hypot(a.x - b.x, a.y - b.y) < 7) {
        burst(kit, (a.x + b.x) / 2, (a.y + b.y) / 2, '#fff2b0', 10, 90);
        kit.sound.noise({ dur: 0.15, vol: 0.18, freq: 2400 });
        a.age = b.age = -1;
      }
    }
  }
  shells = shells.filter((s) => s.age >= 0);
  if (phase === 'fight' && (player.hp <= 0 || enemy.hp <= 0)) endRound(kit);
  else if (phase === 'end' && (phaseT -= dt) <= 0) afterRound(kit);
}

// ---------------------------------------------------------------- game

const kit = createGame({
  id: 73,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'match' }],
  reset(k) {
    if (!sheet) buildArt();
    if (!wired) { wireSticks(k); wired = true; }
    k.canvas.style.cursor = 'crosshair';
    match = 0;
    duel = newMatch();
    shotsFired = 0;
    hits = 0;
    moveStick = null;
    aimStick = null;
    mouse.active = false;
    startRound(k);
  },
  update(dt, k) {
    bits = bits.filter((p) => { p.x += p.vx * dt; p.y += p.vy * dt; p.vx *= 0.92; p.vy *= 0.92; return (p.life -= dt) > 0; });
    rings = rings.filter((r) => (r.t += dt) < 0.5);
    if (shake > 0) shake -= dt;
    step(k, dt);
  },
  onKey(code, k) {
    if (code === 'Space' || code === 'ArrowUp' || code === 'Enter') { fire(k, 0); return true; }
    return ['KeyW', 'KeyA', 'KeyS', 'KeyD', 'ArrowLeft', 'ArrowRight', 'ArrowDown'].includes(code);
  },
  onPointer(kind, p, k) {
    if (p.pointerType !== 'mouse') return;
    mouse.x = p.x;
    mouse.y = p.y;
    mouse.active = true;
    if (kind === 'down' && p.button === 0 && p.y < ARENA_H) fire(k, 0);
  },
  render(g, k) {
    g.save();
    if (shake > 0 && !k.reducedMotion) g.translate(Math.sin(k.clock * 80) * 5 * shake, Math.cos(k.clock * 67) * 5 * shake);
    if (floor) g.drawImage(floor, 0, 0, W, ARENA_H);
    else { g.fillStyle = '#2d2e27'; g.fillRect(0, 0, W, ARENA_H); }
    drawBricks(g);
    const sh = sheet;
    if (sh) {
      for (const [t, i] of /** @type {[Tank, number][]} */ ([[player, 0], [enemy, 1]])) {
        if (t.hp <= 0) continue;
        g.fillStyle = 'rgba(0,0,0,0.3)';
        g.beginPath(); g.ellipse(t.x + 2, t.y + 3, 15, 13, 0, 0, Math.PI * 2); g.fill();
        sh.draw(g, i === 0 ? 'hullP' : 'hullE', t.x, t.y, { rot: t.angle });
        sh.draw(g, i === 0 ? 'turP' : 'turE', t.x, t.y, { rot: t.turret });
        if ((flash[i] ?? 0) > 0) {
          g.fillStyle = `rgba(255,255,255,${(flash[i] ?? 0) * 2.4})`;
          g.beginPath(); g.arc(t.x, t.y, TANK_R + 2, 0, Math.PI * 2); g.fill();
        }
        for (let h = 0; h < TANK_HP; h++) {
          g.fillStyle = h < t.hp ? (i === 0 ? PLAYER_COL : ENEMY_COL) : 'rgba(0,0,0,0.45)';
          g.fillRect(t.x - 11 + h * 8, t.y - 21, 6, 3);
        }
      }
    }
    for (const s of shells) {
      g.strokeStyle = 'rgba(255,226,150,0.35)';
      g.lineWidth = 4;
      g.lineCap = 'round';
      g.beginPath(); g.moveTo(s.x, s.y); g.lineTo(s.x - s.vx * 0.07, s.y - s.vy * 0.07); g.stroke();
      g.fillStyle = s.owner === 0 ? '#eafff2' : '#fff0e6';
      g.beginPath(); g.arc(s.x, s.y, 3.4, 0, Math.PI * 2); g.fill();
      g.strokeStyle = s.owner === 0 ? PLAYER_COL : ENEMY_COL;
      g.lineWidth = 1.2;
      g.stroke();
    }
    for (const p of bits) {
      g.globalAlpha = Math.max(0, p.life / p.max);
      g.fillStyle = p.color;
      g.fillRect(p.x - p.size / 2, p.y - p.size / 2, p.size, p.size);
    }
    g.globalAlpha = 1;
    for (const r of rings) {
      g.strokeStyle = `rgba(255,210,120,${1 - r.t * 2})`;
      g.lineWidth = 4;
      g.beginPath(); g.arc(r.x, r.y, r.r * (0.3 + r.t * 1.6), 0, Math.PI * 2); g.stroke();
    }
    if (mouse.active && !touchUsed && k.screen === 'playing' && mouse.y < ARENA_H) {
      g.strokeStyle = 'rgba(255,255,255,0.75)';
      g.lineWidth = 1.5;
      g.beginPath(); g.arc(mouse.x, mouse.y, 7, 0, Math.PI * 2); g.moveTo(mouse.x - 11, mouse.y); g.lineTo(mouse.x - 4, mouse.y); g.moveTo(mouse.x + 4, mouse.y); g.lineTo(mouse.x + 11, mouse.y); g.stroke();
    }
    drawBanner(g, k);
    g.restore();
    drawDeck(g, k);
  },
  state() {
    /** @param {Tank} t */
    const tank = (t) => ({ x: Math.round(t.x), y: Math.round(t.y), angle: Math.round(t.angle * 100) / 100, turret: Math.round(t.turret * 100) / 100, hp: t.hp });
    return {
      match: match + 1,
      round: duel.round + 1,
      wins: [...duel.wins],
      phase,
      arena: arenaIdx,
      player: tank(player),
      enemy: tank(enemy),
      shells: shells.length,
      shotsFired,
      hits,
      bricks: arena.map.cellsOf('brick').length,
      sticks: { move: !!moveStick, aim: !!aimStick },
      aiPlan: ai.plan?.kind ?? null,
    };
  },
  demo(k) {
    demoing = true;
    // Second match, mid-round: both tanks trading shots with shells in the air.
    match = 1;
    duel = { round: 1, wins: [1, 0] };
    startRound(k);
    phase = 'fight';
    for (let i = 0; i < 60 * 6 && k.screen === 'playing'; i++) {
      mouse.active = true;
      mouse.x = enemy.x;
      mouse.y = enemy.y;
      const route = planRoute(arena.map, player, enemy);
      if (route && route.path.length > 3 && !lineOfSight(arena.map, player, enemy)) {
        const n = /** @type {{col: number, row: number}} */ (route.path[1]);
        const c = arena.map.center(n.col, n.row);
        const st = steerToward(player, Math.atan2(c.y - player.y, c.x - player.x), 0.8);
        driveTank(arena.map, player, st.drive, st.turn, 1 / 60);
        treads(player, 0, 1 / 60);
      }
      step(k, 1 / 60);
      if (i % 40 === 0 && i > 120) fire(k, 0);
      player.hp = Math.max(player.hp, 2);
      enemy.hp = Math.max(enemy.hp, 2);
      bits = bits.filter((p) => (p.life -= 1 / 60) > 0);
    }
    // Finish on a volley down the middle lanes, shells still in the air when the picture is taken.
    player.x = 6.5 * TILE; player.y = 11.5 * TILE; player.angle = -Math.PI / 2 + 0.3; player.turret = -Math.PI / 2;
    enemy.x = 5.5 * TILE; enemy.y = 4.5 * TILE; enemy.angle = Math.PI / 2 - 0.4; enemy.turret = Math.PI / 2;
    player.hp = 2;
    enemy.hp = 2;
    shells = [];
    player.reload = 0;
    enemy.reload = 0;
    ai.think = 0.5;
    ai.plan = null;
    fire(k, 0);
    fire(k, 1);
    for (let i = 0; i < 4; i++) step(k, 1 / 60);
    mouse.active = false;
    demoing = false;
  },
});

/** @param {CanvasRenderingContext2D} g */
function drawBricks(g) {
  drawTiles(g, arena.map, (gg, kind, x, y, size, col, row) => {
    if (kind !== 'brick') return;
    const hp = arena.bricks[row * arena.map.cols + col] ?? 0;
    gg.fillStyle = '#5a2a1c';
    gg.fillRect(x, y, size, size);
    gg.fillStyle = hp > 1 ? '#c0603c' : '#9c4a30';
    const bh = size / 4;
    for (let r = 0; r < 4; r++) {
      const off = r % 2 ? size / 4 : 0;
      for (let bx = -off; bx < size; bx += size / 2) {
        const x0 = Math.max(x, x + bx + 1);
        const x1 = Math.min(x + size, x + bx + size / 2 - 1);
        if (x1 > x0) gg.fillRect(x0, y + r * bh + 1, x1 - x0, bh - 2);
      }
    }
    gg.fillStyle = 'rgba(255,255,255,0.12)';
    gg.fillRect(x, y, size, 2);
    if (hp <= 1) {
      gg.strokeStyle = 'rgba(30,10,5,0.8)';
      gg.lineWidth = 1.5;
      gg.beginPath();
      gg.moveTo(x + 6, y + 4); gg.lineTo(x + 13, y + 13); gg.lineTo(x + 10, y + 20); gg.lineTo(x + 18, y + 27);
      gg.moveTo(x + 13, y + 13); gg.lineTo(x + 24, y + 10);
      gg.stroke();
    }
  });
}

/** Round announcements over the arena. @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawBanner(g, k) {
  if (k.screen !== 'playing' && k.screen !== 'paused') return;
  /** @type {string | null} */
  let text = null;
  let sub = '';
  let color = '#ffe27a';
  if (phase === 'intro') {
    text = k.t('round', { n: duel.round + 1 });
    sub = phaseT < 0.6 ? k.t('fight') : `${k.t(skill().name)}`;
  } else if (phase === 'end') {
    text = roundWinner === 0 ? k.t('roundWon') : roundWinner === 1 ? k.t('roundLost') : k.t('draw');
    color = roundWinner === 0 ? '#7dffb0' : roundWinner === 1 ? '#ff8a70' : '#ffe27a';
  }
  if (!text) return;
  g.fillStyle = 'rgba(8,10,18,0.72)';
  roundRect(g, 30, ARENA_H / 2 - 44, W - 60, sub ? 84 : 60, 14);
  g.fill();
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillStyle = color;
  g.font = '900 26px system-ui, sans-serif';
  g.fillText(text, W / 2, ARENA_H / 2 - 14, W - 80);
  if (sub) {
    g.fillStyle = '#dfe6ff';
    g.font = '700 17px system-ui, sans-serif';
    g.fillText(sub, W / 2, ARENA_H / 2 + 20, W - 80);
  }
}

/** Score board and touch sticks below the arena. @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawDeck(g, k) {
  const grad = g.createLinearGradient(0, ARENA_H, 0, H);
  grad.addColorStop(0, '#1a1e2c');
  grad.addColorStop(1, '#0e1019');
  g.fillStyle = grad;
  g.fillRect(0, ARENA_H, W, H - ARENA_H);
  g.fillStyle = 'rgba(255,255,255,0.08)';
  g.fillRect(0, ARENA_H, W, 1);
  g.textBaseline = 'middle';
  g.font = '800 14px system-ui, sans-serif';
  // Names with won rounds: the player on the left, the opponent on the right, in every language.
  const y0 = ARENA_H + 18;
  g.textAlign = 'left';
  g.fillStyle = PLAYER_COL;
  g.fillText(k.t('you'), 14, y0, 90);
  const wl = Math.min(90, g.measureText(k.t('you')).width);
  g.textAlign = 'right';
  g.fillStyle = ENEMY_COL;
  g.fillText(k.t(skill().name), W - 14, y0, 90);
  const wr = Math.min(90, g.measureText(k.t(skill().name)).width);
  for (let i = 0; i < WINS_NEEDED; i++) {
    for (const [side, col] of /** @type {[number, string][]} */ ([[0, PLAYER_COL], [1, ENEMY_COL]])) {
      const x = side === 0 ? 14 + wl + 12 + i * 14 : W - 14 - wr - 12 - i * 14;
      g.beginPath(); g.arc(x, y0, 5, 0, Math.PI * 2);
      if (i < (duel.wins[side] ?? 0)) { g.fillStyle = col; g.fill(); }
      else { g.strokeStyle = 'rgba(255,255,255,0.35)'; g.lineWidth = 1.5; g.stroke(); }
    }
  }
  g.textAlign = 'center';
  g.fillStyle = '#cfd6ee';
  g.font = '800 14px system-ui, sans-serif';
  g.fillText(k.t('round', { n: phase === 'end' && roundWinner >= 0 ? duel.round : duel.round + 1 }), W / 2, ARENA_H + 18, 120);
  // Reload gauge and the shells ready to fire.
  const ready = PLAYER_SHELLS - shellsOf(0);
  for (let i = 0; i < PLAYER_SHELLS; i++) {
    g.fillStyle = i < ready && player.reload <= 0 ? '#ffe27a' : 'rgba(255,255,255,0.2)';
    roundRect(g, W / 2 - 14 + i * 16, ARENA_H + 33, 10, 16, 4);
    g.fill();
  }
  g.fillStyle = 'rgba(255,255,255,0.15)';
  g.fillRect(W / 2 - 30, ARENA_H + 56, 60, 4);
  g.fillStyle = '#ffe27a';
  g.fillRect(W / 2 - 30, ARENA_H + 56, 60 * (1 - player.reload / PLAYER_RELOAD), 4);
  if (!touchUsed && !k.input.touchSeen && !touchScreen) return;
  /** @param {Stick | null} s @param {number} hx @param {string} label */
  const one = (s, hx, label) => {
    const ox = s ? s.ox : hx;
    const oy = s ? s.oy : H - 36;
    g.globalAlpha = s ? 0.55 : 0.3;
    g.strokeStyle = '#ffffff';
    g.lineWidth = 2;
    g.beginPath(); g.arc(ox, oy, STICK_R, 0, Math.PI * 2); g.stroke();
    const v = s ? stickInput({ x: s.ox, y: s.oy }, s, STICK_R, 0) : { angle: 0, mag: 0 };
    g.fillStyle = '#ffffff';
    g.beginPath(); g.arc(ox + Math.cos(v.angle) * v.mag * STICK_R, oy + Math.sin(v.angle) * v.mag * STICK_R, 13, 0, Math.PI * 2); g.fill();
    if (!s) {
      g.globalAlpha = 0.75;
      g.font = '700 11px system-ui, sans-serif';
      g.textAlign = 'center';
      g.fillText(k.t(label), ox, oy - STICK_R - 9, 130);
    }
    g.globalAlpha = 1;
  };
  one(moveStick, 74, 'move');
  one(aimStick, W - 74, 'aim');
}

export default kit;
