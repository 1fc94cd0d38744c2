// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import {
  W, H, BEDROCK, MAX_HP, ROUNDS, WEAPONS, ARM_TIME, SIM_STEP, MAX_FLIGHT, BODY_UP,
  makeTerrain, carve, settle, fallDamage, launch, muzzle, stepShell, checkImpact, blastDamage,
  rollWind, maxWind, hitPoints, roundBonus, planShot, aimError, aimWithError, simulateShot,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Tank} Tank */
/** @typedef {import('./logic.js').Shell} Shell */
/** @typedef {import('./logic.js').WeaponKind} WeaponKind */
/** @typedef {'intro'|'aim'|'ai'|'flight'|'boom'|'end'} Phase */

const strings = {
  'zh-CN': { title: '炮火对决', round: '战役', you: '你', cpu: '电脑', wind: '风', calm: '无风', battle: '第 {n} / {total} 场战役', yourTurn: '轮到你开炮', cpuTurn: '电脑正在瞄准…', shell: '炮弹', heavy: '重型炮弹', hint: '向后拖动再松手开炮', direct: '直接命中！', hit: '命中 −{n}', miss: '没打中', out: '飞出战场', roundWon: '战役胜利！', roundLost: '你的坦克被摧毁', draw: '双双被毁，重打本场', lost: '你的坦克在第 {n} 场战役中被摧毁。', champion: '五场战役全部获胜！', aimLeft: '炮管左转', aimRight: '炮管右转', powerDown: '减小火力', powerUp: '加大火力', fire: '开炮', weapon: '切换弹药' },
  en: { title: 'Artillery Duel', round: 'Battle', you: 'You', cpu: 'CPU', wind: 'Wind', calm: 'Calm', battle: 'Battle {n} of {total}', yourTurn: 'Your shot', cpuTurn: 'CPU is aiming…', shell: 'Shell', heavy: 'Heavy', hint: 'Drag back and release to fire', direct: 'Direct hit!', hit: 'Hit −{n}', miss: 'Miss', out: 'Off the field', roundWon: 'Battle won!', roundLost: 'Your tank is destroyed', draw: 'Both tanks down: replay', lost: 'Your tank was destroyed in battle {n}.', champion: 'You won all five battles!', aimLeft: 'Turn barrel left', aimRight: 'Turn barrel right', powerDown: 'Less power', powerUp: 'More power', fire: 'Fire', weapon: 'Switch ammo' },
  ja: { title: '砲撃デュエル', round: '戦闘', you: 'あなた', cpu: 'CPU', wind: '風', calm: '無風', battle: '戦闘 {n} / {total}', yourTurn: 'あなたの番', cpuTurn: 'CPU が狙っている…', shell: '通常弾', heavy: '重砲弾', hint: '後ろへドラッグして離すと発射', direct: '直撃！', hit: '命中 −{n}', miss: 'はずれ', out: '場外', roundWon: '戦闘に勝利！', roundLost: '戦車が破壊された', draw: '相打ち：やり直し', lost: '戦闘 {n} で戦車が破壊された。', champion: '5 つの戦闘すべてに勝利！', aimLeft: '砲身を左へ', aimRight: '砲身を右へ', powerDown: '威力を下げる', powerUp: '威力を上げる', fire: '発射', weapon: '弾を切り替え' },
  es: { title: 'Duelo de Artillería', round: 'Batalla', you: 'Tú', cpu: 'CPU', wind: 'Viento', calm: 'Calma', battle: 'Batalla {n} de {total}', yourTurn: 'Te toca disparar', cpuTurn: 'La CPU apunta…', shell: 'Obús', heavy: 'Pesado', hint: 'Arrastra hacia atrás y suelta para disparar', direct: '¡Impacto directo!', hit: 'Impacto −{n}', miss: 'Fallo', out: 'Fuera del campo', roundWon: '¡Batalla ganada!', roundLost: 'Tu tanque ha caído', draw: 'Los dos destruidos: se repite', lost: 'Tu tanque cayó en la batalla {n}.', champion: '¡Ganaste las cinco batallas!', aimLeft: 'Girar el cañón a la izquierda', aimRight: 'Girar el cañón a la derecha', powerDown: 'Menos potencia', powerUp: 'Más potencia', fire: 'Disparar', weapon: 'Cambiar munición' },
  de: { title: 'Artillerie-Duell', round: 'Gefecht', you: 'Du', cpu: 'CPU', wind: 'Wind', calm: 'Windstill', battle: 'Gefecht {n} von {total}', yourTurn: 'Dein Schuss', cpuTurn: 'Die CPU zielt …', shell: 'Granate', heavy: 'Schwer', hint: 'Nach hinten ziehen und loslassen zum Feuern', direct: 'Volltreffer!', hit: 'Treffer −{n}', miss: 'Daneben', out: 'Aus dem Feld', roundWon: 'Gefecht gewonnen!', roundLost: 'Dein Panzer ist zerstört', draw: 'Beide zerstört: Wiederholung', lost: 'Dein Panzer wurde in Gefecht {n} zerstört.', champion: 'Du hast alle fünf Gefechte gewonnen!', aimLeft: 'Rohr nach links', aimRight: 'Rohr nach rechts', powerDown: 'Weniger Kraft', powerUp: 'Mehr Kraft', fire: 'Feuer', weapon: 'Munition wechseln' },
  fr: { title: 'Duel d’Artillerie', round: 'Bataille', you: 'Vous', cpu: 'CPU', wind: 'Vent', calm: 'Calme', battle: 'Bataille {n} sur {total}', yourTurn: 'À vous de tirer', cpuTurn: 'Le CPU vise…', shell: 'Obus', heavy: 'Lourd', hint: 'Tirez vers l’arrière et relâchez pour faire feu', direct: 'Coup direct !', hit: 'Touché −{n}', miss: 'Raté', out: 'Hors du terrain', roundWon: 'Bataille gagnée !', roundLost: 'Votre char est détruit', draw: 'Les deux détruits : on rejoue', lost: 'Votre char a été détruit à la bataille {n}.', champion: 'Vous avez gagné les cinq batailles !', aimLeft: 'Canon vers la gauche', aimRight: 'Canon vers la droite', powerDown: 'Moins de puissance', powerUp: 'Plus de puissance', fire: 'Feu', weapon: 'Changer de munition' },
  'pt-BR': { title: 'Duelo de Artilharia', round: 'Batalha', you: 'Você', cpu: 'CPU', wind: 'Vento', calm: 'Calmaria', battle: 'Batalha {n} de {total}', yourTurn: 'Sua vez de atirar', cpuTurn: 'A CPU está mirando…', shell: 'Granada', heavy: 'Pesada', hint: 'Arraste para trás e solte para atirar', direct: 'Acerto direto!', hit: 'Acerto −{n}', miss: 'Errou', out: 'Fora do campo', roundWon: 'Batalha vencida!', roundLost: 'Seu tanque foi destruído', draw: 'Os dois destruídos: repetir', lost: 'Seu tanque foi destruído na batalha {n}.', champion: 'Você venceu as cinco batalhas!', aimLeft: 'Girar o canhão para a esquerda', aimRight: 'Girar o canhão para a direita', powerDown: 'Menos força', powerUp: 'Mais força', fire: 'Atirar', weapon: 'Trocar munição' },
  ar: { title: 'مبارزة المدفعية', round: 'المعركة', you: 'أنت', cpu: 'الحاسوب', wind: 'الريح', calm: 'ساكنة', battle: 'المعركة {n} من {total}', yourTurn: 'دورك في الإطلاق', cpuTurn: 'الحاسوب يصوّب…', shell: 'قذيفة', heavy: 'ثقيلة', hint: 'اسحب إلى الخلف ثم اترك للإطلاق', direct: 'إصابة مباشرة!', hit: 'إصابة −{n}', miss: 'أخطأت', out: 'خارج الميدان', roundWon: 'فزت بالمعركة!', roundLost: 'دُمّرت دبابتك', draw: 'دُمّرت الدبابتان: تُعاد المعركة', lost: 'دُمّرت دبابتك في المعركة {n}.', champion: 'فزت بالمعارك الخمس كلها!', aimLeft: 'أدر المدفع يسارًا', aimRight: 'أدر المدفع يمينًا', powerDown: 'قوة أقل', powerUp: 'قوة أكبر', fire: 'أطلق', weapon: 'بدّل الذخيرة' },
};

const PLAYER_COL = ['#5fe0a0', '#1f8f5c'];
const CPU_COL = ['#ff8a5c', '#b23a2a'];
/** Sky, far hills, near hills and soil per battle: morning, noon, sunset, dusk, night. */
const PALETTES = [
  { sky: ['#7fc8ff', '#d8f0ff'], far: '#9bb8d8', near: '#6f93b8', soil: ['#8a5a35', '#5a3620'], grass: '#5cc46a', sun: '#fff3b0' },
  { sky: ['#4aa8f0', '#bfe6ff'], far: '#8fb1c9', near: '#5f86a3', soil: ['#a0703e', '#6a4424'], grass: '#7bd35a', sun: '#fffbe0' },
  { sky: ['#ff9a6a', '#ffd9a0'], far: '#c98a7a', near: '#99606a', soil: ['#7a4a30', '#4a2a1c'], grass: '#8fae4a', sun: '#fff0c0' },
  { sky: ['#4a3a7a', '#e08aa0'], far: '#6a5a8a', near: '#4a3f6a', soil: ['#5e4036', '#3a2622'], grass: '#5f9a6a', sun: '#ffd0e0' },
  { sky: ['#0c1030', '#2a3a6a'], far: '#2a3556', near: '#1c2444', soil: ['#4a3a3a', '#2a2024'], grass: '#3f8a6a', sun: '#e8ecff' },
];

const PREVIEW = /** @type {Record<string, number>} */ ({ easy: 0.6, medium: 0.38, hard: 0.22 });
const CHIP = { x: 8, y: 40, w: 112, h: 30 };
const DRAG_FULL = 130;

/** @type {number[]} */
let ground = [];
/** How burnt each column's surface is (0 grass .. 1 scorched). @type {number[]} */
let scorch = [];
/** @type {Tank[]} */
let tanks = [];
/** Drawn y of each tank, easing down into craters. */
let drawY = [0, 0];
let round = 1;
/** @type {Phase} */
let phase = 'intro';
let phaseT = 0;
let turn = 0;
let wind = 0;
/** @type {WeaponKind} */
let weapon = 'shell';
let heavyLeft = [2, 2];
let shotsRound = [0, 0];
let shotsTotal = [0, 0];
let hitsTotal = 0;
/** @type {Shell | null} */
let shell = null;
let shellOwner = 0;
/** @type {WeaponKind} */
let shellWeapon = 'shell';
let shellT = 0;
/** @type {{x: number, y: number}[]} */
let trail = [];
/** @type {{angle: number, power: number} | null} */
let aiAim = null;
/** @type {{x: number, y: number, kind: string, owner: number} | null} */
let lastImpact = null;
/** @type {'won'|'lost'|'draw'} */
let outcome = 'won';
/** @type {{x: number, y: number, r: number, t: number}[]} */
let booms = [];
/** @type {{x: number, y: number, vx: number, vy: number, t: number, life: number, c: string, s: number, smoke: boolean}[]} */
let bits = [];
/** @type {{x: number, y: number, text: string, t: number, c: string}[]} */
let floats = [];
/** @type {{x: number, y: number, s: number}[]} */
let clouds = [];
/** @type {{x: number, y: number, a: number}[]} */
let stars = [];
/** @type {{x0: number, y0: number, x: number, y: number, angle: number, power: number} | null} */
let drag = null;
let shake = 0;
let demoing = false;
/** @type {CanvasPattern | null} */
let soilPattern = null;
let soilFor = -1;

/** @param {Kit} k */
const difficulty = (k) => k.option('difficulty') || 'medium';
const palette = () => /** @type {typeof PALETTES[number]} */ (PALETTES[(round - 1) % PALETTES.length]);
const player = () => /** @type {Tank} */ (tanks[0]);
const cpu = () => /** @type {Tank} */ (tanks[1]);

/** @param {Kit} k */
function startRound(k) {
  const t = makeTerrain(k.random, round);
  ground = t.ground;
  scorch = ground.map(() => 0);
  tanks = [
    { x: t.px, y: 0, angle: 50, power: 62, hp: MAX_HP },
    { x: t.ax, y: 0, angle: 130, power: 62, hp: MAX_HP },
  ];
  for (const tk of tanks) settle(tk, ground);
  drawY = tanks.map((tk) => tk.y);
  heavyLeft = [WEAPONS.heavy.perRound, WEAPONS.heavy.perRound];
  shotsRound = [0, 0];
  weapon = 'shell';
  wind = rollWind(k.random, round);
  turn = 0;
  shell = null;
  trail = [];
  aiAim = null;
  booms = [];
  bits = [];
  floats = [];
  drag = null;
  clouds = Array.from({ length: 5 }, (_, i) => ({ x: (i * W) / 5 + k.random() * 50, y: 90 + k.random() * 120, s: 0.6 + k.random() * 0.7 }));
  stars = Array.from({ length: 40 }, () => ({ x: k.random() * W, y: k.random() * 260, a: 0.3 + k.random() * 0.7 }));
  k.setLevel(round);
  setPhase('intro');
}

/** @param {Phase} p */
function setPhase(p) {
  phase = p;
  phaseT = 0;
}

/** @param {Kit} k @param {number} owner */
function fire(k, owner) {
  const tk = /** @type {Tank} */ (tanks[owner]);
  const kind = owner === 0 ? weapon : cpuWeapon();
  if (kind === 'heavy') {
    if ((heavyLeft[owner] ?? 0) <= 0) return;
    heavyLeft[owner] = (heavyLeft[owner] ?? 0) - 1;
  }
  shell = launch(tk, tk.angle, tk.power);
  shellOwner = owner;
  shellWeapon = kind;
  shellT = 0;
  trail = [];
  shotsRound[owner] = (shotsRound[owner] ?? 0) + 1;
  shotsTotal[owner] = (shotsTotal[owner] ?? 0) + 1;
  drag = null;
  if (owner === 0 && weapon === 'heavy' && (heavyLeft[0] ?? 0) <= 0) weapon = 'shell';
  const m = muzzle(tk, tk.angle);
  for (let i = 0; i < 6; i++) puff(k, m.x, m.y, '#e8e2d8', true);
  k.sound.noise({ dur: 0.18, vol: 0.22, freq: 900 });
  k.sound.tone({ freq: 150, to: 60, dur: 0.2, type: 'square', vol: 0.1 });
  setPhase('flight');
}

/** The computer saves its heavy shells for when its plan is good and the target is worn down. */
function cpuWeapon() {
  return (heavyLeft[1] ?? 0) > 0 && aiAim && player().hp <= 70 && (shotsRound[1] ?? 0) >= 1 ? 'heavy' : 'shell';
}

/** @param {Kit} k @param {number} x @param {number} y @param {string} c @param {boolean} smoke */
function puff(k, x, y, c, smoke) {
  if (k.reducedMotion && !demoing) return;
  const a = k.random() * Math.PI * 2;
  const v = smoke ? 10 + k.random() * 30 : 60 + k.random() * 140;
  bits.push({ x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v - (smoke ? 20 : 90), t: 0, life: smoke ? 0.9 + k.random() * 0.6 : 0.7 + k.random() * 0.5, c, s: smoke ? 5 + k.random() * 6 : 1.5 + k.random() * 2, smoke });
}

/** @param {Kit} k @param {import('./logic.js').Impact} hit */
function explode(k, hit) {
  shell = null;
  lastImpact = { x: Math.round(hit.x), y: Math.round(hit.y), kind: hit.kind, owner: shellOwner };
  if (hit.kind === 'out') {
    floats.push({ x: Math.max(30, Math.min(W - 30, hit.x)), y: 140, text: k.t('out'), t: 0, c: '#ffffff' });
    setPhase('boom');
    return;
  }
  const w = WEAPONS[shellWeapon];
  const pal = palette();
  carve(ground, hit.x, hit.y, w.r);
  for (let x = Math.max(0, Math.ceil(hit.x - w.r * 1.2)); x <= Math.min(W, Math.floor(hit.x + w.r * 1.2)); x++) scorch[x] = Math.max(scorch[x] ?? 0, 1 - Math.abs(x - hit.x) / (w.r * 1.2));
  booms.push({ x: hit.x, y: hit.y, r: w.r, t: 0 });
  for (let i = 0; i < 18; i++) puff(k, hit.x, hit.y, i % 3 ? pal.soil[0] : pal.soil[1], false);
  for (let i = 0; i < 8; i++) puff(k, hit.x, hit.y, '#5a5350', true);
  shake = shellWeapon === 'heavy' ? 0.45 : 0.3;
  k.sound.noise({ dur: shellWeapon === 'heavy' ? 0.7 : 0.45, vol: 0.35, freq: 420 });
  k.sound.tone({ freq: 90, to: 40, dur: 0.35, type: 'sine', vol: 0.2 });
  let dealt = 0;
  let anyHit = false;
  tanks.forEach((tk, i) => {
    const dmg = blastDamage(tk, hit.x, hit.y, shellWeapon);
    if (dmg <= 0) return;
    tk.hp = Math.max(0, tk.hp - dmg);
    anyHit = true;
    const direct = hit.kind === 'tank' && hit.tank === i;
    floats.push({ x: tk.x, y: tk.y - 34, text: direct ? `${k.t('direct')} −${dmg}` : k.t('hit', { n: dmg }), t: 0, c: i === 0 ? '#ff8a7a' : '#ffe066' });
    if (i === 1 && shellOwner === 0) {
      dealt += dmg;
      hitsTotal++;
      k.addScore(hitPoints(dmg, direct));
    }
  });
  if (!anyHit) floats.push({ x: hit.x, y: hit.y - 30, text: k.t('miss'), t: 0, c: '#ffffff' });
  if (dealt) k.sound.jingle([660, 880]);
  tanks.forEach((tk) => {
    const fall = settle(tk, ground);
    const dmg = fallDamage(fall);
    if (dmg > 0) {
      tk.hp = Math.max(0, tk.hp - dmg);
      floats.push({ x: tk.x, y: tk.y - 20, text: `−${dmg}`, t: 0, c: '#ffb0a0' });
    }
  });
  setPhase('boom');
}

/** @param {Kit} k */
function nextTurn(k) {
  const p = player();
  const c = cpu();
  if (p.hp <= 0 || c.hp <= 0) {
    outcome = p.hp <= 0 && c.hp <= 0 ? 'draw' : p.hp <= 0 ? 'lost' : 'won';
    if (outcome === 'won') {
      k.addScore(roundBonus(round, p.hp, shotsRound[0] ?? 0));
      k.sound.jingle([523, 659, 784, 1047]);
    } else k.sound.tone({ freq: 260, to: 70, dur: 0.6, type: 'sawtooth', vol: 0.12 });
    setPhase('end');
    return;
  }
  turn = 1 - turn;
  wind = rollWind(k.random, round);
  if (turn === 1) {
    const plan = planShot(ground, tanks, 1, 0, wind);
    aiAim = aimWithError(plan, aimError(difficulty(k), round, shotsRound[1] ?? 0), k.random);
    setPhase('ai');
  } else setPhase('aim');
}

/** @param {Kit} k */
function finishRound(k) {
  if (outcome === 'lost') {
    k.gameOver({ message: k.t('lost', { n: round }) });
    return;
  }
  if (outcome === 'won') {
    if (round >= ROUNDS) {
      k.gameOver({ win: true, message: k.t('champion') });
      return;
    }
    round++;
  }
  startRound(k);
}

/** @param {number} dAngle @param {number} dPower */
function adjust(dAngle, dPower) {
  if (phase !== 'aim') return;
  const p = player();
  p.angle = Math.max(0, Math.min(180, p.angle + dAngle));
  p.power = Math.max(5, Math.min(100, p.power + dPower));
}

function toggleWeapon() {
  if (phase !== 'aim') return;
  weapon = weapon === 'shell' && (heavyLeft[0] ?? 0) > 0 ? 'heavy' : 'shell';
}

/** @param {Kit} k @param {number} dt */
function stepFlight(k, dt) {
  if (!shell) return;
  for (let n = Math.round(dt / SIM_STEP); n > 0 && shell; n--) {
    const px = shell.x;
    const py = shell.y;
    stepShell(shell, SIM_STEP, wind);
    shellT += SIM_STEP;
    const hit = checkImpact(shell, px, py, ground, tanks, shellT < ARM_TIME ? shellOwner : -1) ?? (shellT > MAX_FLIGHT ? { kind: /** @type {const} */ ('out'), x: shell.x, y: shell.y, t: shellT, tank: -1 } : null);
    if (hit) explode(k, hit);
  }
  if (shell) {
    trail.push({ x: shell.x, y: shell.y });
    if (trail.length > 90) trail.shift();
  }
}

/** @param {Kit} k @param {number} dt */
function stepEffects(k, dt) {
  for (const b of bits) {
    b.t += dt;
    b.x += b.vx * dt;
    b.y += b.vy * dt;
    if (b.smoke) { b.vx += (wind * 0.6 - b.vx) * dt; b.vy -= 6 * dt; b.s += 8 * dt; } else b.vy += 320 * dt;
  }
  bits = bits.filter((b) => b.t < b.life);
  for (const b of booms) b.t += dt;
  booms = booms.filter((b) => b.t < 0.7);
  for (const f of floats) { f.t += dt; f.y -= 18 * dt; }
  floats = floats.filter((f) => f.t < 1.6);
  for (const c of clouds) {
    c.x += wind * 0.5 * c.s * dt;
    if (c.x > W + 70) c.x = -70;
    if (c.x < -70) c.x = W + 70;
  }
  for (let i = 0; i < tanks.length; i++) {
    const target = /** @type {Tank} */ (tanks[i]).y;
    const y = drawY[i] ?? target;
    drawY[i] = y < target ? Math.min(target, y + 160 * dt) : target;
  }
  if (shake > 0) shake = Math.max(0, shake - dt);
  void k;
}

const kit = createGame({
  id: 76,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'round' }],
  options: [{ key: 'difficulty', label: 'difficulty', default: 'medium', choices: [{ value: 'easy', label: 'easy' }, { value: 'medium', label: 'medium' }, { value: 'hard', label: 'hard' }] }],
  bestKey: (k) => difficulty(k),
  controls: {
    layout: 'row',
    buttons: [
      { action: 'aimL', label: '↶', title: 'aimLeft', repeat: true },
      { action: 'aimR', label: '↷', title: 'aimRight', repeat: true },
      { action: 'powD', label: '−', title: 'powerDown', repeat: true },
      { action: 'powU', label: '+', title: 'powerUp', repeat: true },
      { action: 'fire', label: '✹', title: 'fire' },
    ],
  },
  reset(k) {
    round = 1;
    shotsTotal = [0, 0];
    hitsTotal = 0;
    lastImpact = null;
    startRound(k);
  },
  update(dt, k) {
    phaseT += dt;
    stepEffects(k, dt);
    if (phase === 'intro' && phaseT > 1.2) setPhase('aim');
    else if (phase === 'flight') stepFlight(k, dt);
    else if (phase === 'boom' && phaseT > 0.75 && !booms.length) nextTurn(k);
    else if (phase === 'end' && phaseT > 2) finishRound(k);
    else if (phase === 'ai' && aiAim) {
      // Swing the barrel over visibly, then let the power bar fill, then fire.
      const c = cpu();
      if (phaseT > 0.6) {
        const d = aiAim.angle - c.angle;
        c.angle += Math.sign(d) * Math.min(Math.abs(d), 70 * dt);
        if (Math.abs(aiAim.angle - c.angle) < 1e-6 && phaseT > 1.1) {
          const dp = aiAim.power - c.power;
          c.power += Math.sign(dp) * Math.min(Math.abs(dp), 90 * dt);
          if (Math.abs(aiAim.power - c.power) < 1e-6 && phaseT > 1.5) fire(k, 1);
        }
      }
    }
  },
  onKey(code, k, e) {
    const step = e.shiftKey ? 5 : 1;
    switch (code) {
      case 'ArrowLeft': case 'KeyA': adjust(step, 0); return true;
      case 'ArrowRight': case 'KeyD': adjust(-step, 0); return true;
      case 'ArrowUp': case 'KeyW': adjust(0, step); return true;
      case 'ArrowDown': case 'KeyS': adjust(0, -step); return true;
      case 'Space': case 'Enter': if (phase === 'aim') fire(k, 0); return true;
      case 'KeyQ': case 'KeyE': case 'Tab': toggleWeapon(); return true;
      case 'Digit1': if (phase === 'aim') weapon = 'shell'; return true;
      case 'Digit2': if (phase === 'aim' && (heavyLeft[0] ?? 0) > 0) weapon = 'heavy'; return true;
      default: return false;
    }
  },
  onAction(a, k) {
    if (a === 'aimL') adjust(1, 0);
    else if (a === 'aimR') adjust(-1, 0);
    else if (a === 'powD') adjust(0, -1);
    else if (a === 'powU') adjust(0, 1);
    else if (a === 'fire' && phase === 'aim') fire(k, 0);
  },
  onPointer(kind, p, k) {
    if (kind === 'down') {
      if (phase !== 'aim' || inChip(p)) return;
      const pl = player();
      drag = { x0: p.x, y0: p.y, x: p.x, y: p.y, angle: pl.angle, power: pl.power };
      return;
    }
    if (!drag) return;
    drag.x = p.x;
    drag.y = p.y;
    // Slingshot: the shell flies opposite to the pull, harder the further it is pulled.
    const dx = drag.x0 - p.x;
    const dy = drag.y0 - p.y;
    const len = Math.hypot(dx, dy);
    const pl = player();
    if (len >= 12 && phase === 'aim') {
      let a = (Math.atan2(-dy, dx) * 180) / Math.PI;
      if (a < 0) a = a < -90 ? 180 : 0;
      pl.angle = Math.round(a);
      pl.power = Math.round(Math.max(5, Math.min(100, (len / DRAG_FULL) * 100)));
    }
    if (kind === 'up') {
      if (len >= 18 && phase === 'aim') fire(k, 0);
      else if (len >= 12) { pl.angle = drag.angle; pl.power = drag.power; }
      drag = null;
    }
  },
  onTap(p) {
    if (inChip(p)) toggleWeapon();
  },
  render(g, k) {
    draw(g, k);
  },
  state() {
    const p = player();
    const c = cpu();
    return {
      round,
      phase,
      turn: turn === 0 ? 'player' : 'cpu',
      wind,
      weapon,
      heavyLeft: heavyLeft[0],
      angle: p ? p.angle : 0,
      power: p ? p.power : 0,
      hp: tanks.map((t) => t.hp),
      cpuAngle: c ? Math.round(c.angle * 10) / 10 : 0,
      shots: shotsTotal[0],
      cpuShots: shotsTotal[1],
      hits: hitsTotal,
      dragging: !!drag,
      shell: shell ? { x: Math.round(shell.x), y: Math.round(shell.y) } : null,
      lastImpact,
      soil: Math.round(ground.reduce((s, y) => s + (BEDROCK - y), 0)),
    };
  },
  demo(k) {
    demoing = true;
    round = 3;
    startRound(k);
    // A few old craters and some wear, then a shell on its way down onto the computer's tank.
    carve(ground, 150, groundAtX(150), 26);
    carve(ground, cpu().x - 40, groundAtX(cpu().x - 40), 22);
    carve(ground, player().x + 50, groundAtX(player().x + 50), 20);
    for (const x of [150, cpu().x - 40, player().x + 50]) for (let i = -24; i <= 24; i++) scorch[Math.max(0, Math.min(W, Math.round(x + i)))] = 1 - Math.abs(i) / 26;
    for (const tk of tanks) settle(tk, ground);
    drawY = tanks.map((tk) => tk.y);
    cpu().hp = 46;
    player().hp = 72;
    wind = 14;
    cpu().angle = 128;
    // A high lob reads better in a thumbnail than the flat shot the planner may prefer.
    let plan = planShot(ground, tanks, 0, 1, wind);
    for (let a = 62; a >= 45 && plan.angle < 45; a--) {
      for (let pw = 40; pw <= 100; pw += 0.5) {
        const h = simulateShot(ground, tanks, 0, a, pw, wind);
        if (h.kind === 'tank' && h.tank === 1) { plan = { angle: a, power: pw, miss: 0 }; break; }
      }
    }
    player().angle = plan.angle;
    player().power = plan.power;
    const flight = simulateShot(ground, tanks, 0, plan.angle, plan.power, wind);
    bits = [];
    fire(k, 0);
    // Fast-forward to the top of the arc; the computer's last shell has just burst short of the player.
    while (shell && shellT < flight.t - 0.95) stepFlight(k, SIM_STEP * 2);
    const bx = player().x + 34;
    booms.push({ x: bx, y: groundAtX(bx), r: 24, t: -0.25 });
    for (let i = 0; i < 16; i++) puff(k, bx, groundAtX(bx), i % 2 ? palette().soil[0] ?? '#000' : '#5a5350', i % 3 === 0);
    demoing = false;
  },
});

/** @param {number} x */
function groundAtX(x) {
  return ground[Math.max(0, Math.min(W, Math.round(x)))] ?? H;
}

/** @param {{x: number, y: number}} p */
function inChip(p) {
  return p.x >= CHIP.x && p.x <= CHIP.x + CHIP.w && p.y >= CHIP.y && p.y <= CHIP.y + CHIP.h;
}

// ---------------------------------------------------------------- drawing

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function draw(g, k) {
  const pal = palette();
  g.save();
  if (shake > 0 && !k.reducedMotion) g.translate((Math.random() - 0.5) * 10 * shake, (Math.random() - 0.5) * 10 * shake);
  drawSky(g, pal, k);
  drawTerrain(g, pal, k);
  tanks.forEach((tk, i) => drawTank(g, tk, i, k));
  drawAimGuide(g, k);
  drawShell(g);
  drawEffects(g);
  g.restore();
  drawHud(g, k);
}

/** @param {CanvasRenderingContext2D} g @param {typeof PALETTES[number]} pal @param {Kit} k */
function drawSky(g, pal, k) {
  const sky = g.createLinearGradient(0, 0, 0, 420);
  sky.addColorStop(0, pal.sky[0] ?? '#000');
  sky.addColorStop(1, pal.sky[1] ?? '#000');
  g.fillStyle = sky;
  g.fillRect(-20, -20, W + 40, H + 40);
  if (round >= 4) {
    for (const s of stars) {
      g.globalAlpha = s.a * (round === 5 ? 1 : 0.45) * (0.75 + 0.25 * Math.sin(k.clock * 2 + s.x));
      g.fillStyle = '#ffffff';
      g.fillRect(s.x, s.y, 1.6, 1.6);
    }
    g.globalAlpha = 1;
  }
  // Sun or moon with a soft halo.
  const sx = 70 + round * 40;
  const sy = round === 3 ? 250 : 150;
  const halo = g.createRadialGradient(sx, sy, 4, sx, sy, 70);
  halo.addColorStop(0, pal.sun);
  halo.addColorStop(0.3, `${pal.sun}88`);
  halo.addColorStop(1, `${pal.sun}00`);
  g.fillStyle = halo;
  g.beginPath(); g.arc(sx, sy, 70, 0, Math.PI * 2); g.fill();
  g.fillStyle = pal.sun;
  g.beginPath(); g.arc(sx, sy, 18, 0, Math.PI * 2); g.fill();
  // Two bands of far hills for depth.
  for (const [col, base, amp, f] of /** @type {[string, number, number, number][]} */ ([[pal.far, 300, 40, 0.021], [pal.near, 345, 30, 0.034]])) {
    g.fillStyle = col;
    g.beginPath();
    g.moveTo(0, H);
    for (let x = 0; x <= W; x += 12) g.lineTo(x, base - amp * (0.5 + 0.5 * Math.sin(x * f + round * 1.7)) - 14 * Math.sin(x * f * 2.7 + round));
    g.lineTo(W, H);
    g.closePath();
    g.fill();
  }
  // Clouds drift with the wind: the quickest way to read it at a glance.
  for (const c of clouds) {
    g.fillStyle = round === 5 ? 'rgba(200,210,255,0.18)' : 'rgba(255,255,255,0.75)';
    for (const [ox, oy, r] of [[0, 0, 16], [16, -6, 20], [34, 0, 15], [18, 6, 14]]) {
      g.beginPath(); g.arc(c.x + (ox ?? 0) * c.s, c.y + (oy ?? 0) * c.s, (r ?? 0) * c.s, 0, Math.PI * 2); g.fill();
    }
  }
}

/** Speckled soil with darker bands, painted once per palette. @param {CanvasRenderingContext2D} g @param {typeof PALETTES[number]} pal */
function soil(g, pal) {
  if (soilPattern && soilFor === round) return soilPattern;
  const c = document.createElement('canvas');
  c.width = 64;
  c.height = 64;
  const s = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
  s.fillStyle = pal.soil[0] ?? '#000';
  s.fillRect(0, 0, 64, 64);
  let seed = 7;
  const rnd = () => { seed = (seed * 16807) % 2147483647; return seed / 2147483647; };
  for (let i = 0; i < 160; i++) {
    s.fillStyle = rnd() < 0.5 ? (pal.soil[1] ?? '#000') : 'rgba(255,255,255,0.08)';
    s.fillRect(Math.floor(rnd() * 64), Math.floor(rnd() * 64), 2, 2);
  }
  soilPattern = g.createPattern(c, 'repeat');
  soilFor = round;
  return soilPattern;
}

/** @param {CanvasRenderingContext2D} g @param {typeof PALETTES[number]} pal @param {Kit} k */
function drawTerrain(g, pal, k) {
  if (!ground.length) return;
  g.beginPath();
  g.moveTo(0, H + 20);
  for (let x = 0; x <= W; x++) g.lineTo(x, ground[x] ?? H);
  g.lineTo(W, H + 20);
  g.closePath();
  g.fillStyle = soil(g, pal) ?? pal.soil[0] ?? '#000';
  g.fill();
  // Deeper soil darkens: a gradient over the pattern.
  const shade = g.createLinearGradient(0, 300, 0, H);
  shade.addColorStop(0, 'rgba(0,0,0,0)');
  shade.addColorStop(1, 'rgba(0,0,0,0.45)');
  g.fillStyle = shade;
  g.fill();
  // Grass on the surface, burnt black where blasts hit.
  g.lineWidth = 5;
  g.lineCap = 'round';
  for (let x = 0; x < W; x += 3) {
    const s = scorch[x] ?? 0;
    g.strokeStyle = s > 0.15 ? `rgba(30,22,18,${0.5 + s * 0.5})` : pal.grass;
    g.beginPath();
    g.moveTo(x, (ground[x] ?? H) + 1.5);
    g.lineTo(x + 3, (ground[x + 3] ?? ground[W] ?? H) + 1.5);
    g.stroke();
  }
  g.lineCap = 'butt';
  void k;
}

/** @param {CanvasRenderingContext2D} g @param {Tank} tk @param {number} i @param {Kit} k */
function drawTank(g, tk, i, k) {
  const [light, dark] = i === 0 ? PLAYER_COL : CPU_COL;
  const y = drawY[i] ?? tk.y;
  const x = tk.x;
  const dead = tk.hp <= 0;
  g.save();
  g.translate(x, y);
  // Barrel first so the turret covers its root.
  const a = (tk.angle * Math.PI) / 180;
  g.strokeStyle = dead ? '#444' : '#2a2f3a';
  g.lineWidth = 4.5;
  g.lineCap = 'round';
  g.beginPath();
  g.moveTo(0, -BODY_UP - 3);
  g.lineTo(Math.cos(a) * 16, -BODY_UP - 3 - Math.sin(a) * 16);
  g.stroke();
  g.strokeStyle = dead ? '#555' : '#9aa3b5';
  g.lineWidth = 1.5;
  g.stroke();
  g.lineCap = 'butt';
  // Turret dome.
  g.fillStyle = dead ? '#3a3a3a' : light ?? '#fff';
  g.beginPath(); g.arc(0, -BODY_UP - 2, 6.5, Math.PI, 0); g.fill();
  // Hull.
  const hull = g.createLinearGradient(0, -BODY_UP - 3, 0, -3);
  hull.addColorStop(0, dead ? '#444' : light ?? '#fff');
  hull.addColorStop(1, dead ? '#222' : dark ?? '#000');
  g.fillStyle = hull;
  g.beginPath();
  g.moveTo(-12, -3); g.lineTo(-9, -BODY_UP - 3); g.lineTo(9, -BODY_UP - 3); g.lineTo(12, -3);
  g.closePath();
  g.fill();
  // Tracks and wheels.
  g.fillStyle = '#23262e';
  roundRect(g, -13, -4.5, 26, 6, 3);
  g.fill();
  g.fillStyle = '#6b7080';
  for (let wx = -9; wx <= 9; wx += 6) { g.beginPath(); g.arc(wx, -1.5, 1.6, 0, Math.PI * 2); g.fill(); }
  g.restore();
  if (dead && !k.reducedMotion) {
    g.fillStyle = 'rgba(60,55,55,0.5)';
    for (let j = 0; j < 3; j++) {
      const t = (k.clock * 0.8 + j / 3) % 1;
      g.beginPath(); g.arc(x + Math.sin(t * 6 + j) * 4 + wind * t * 0.3, y - 12 - t * 40, 4 + t * 8, 0, Math.PI * 2); g.fill();
    }
  }
  // Marker over the tank whose turn it is.
  if ((phase === 'aim' && i === 0) || (phase === 'ai' && i === 1)) {
    const bob = k.reducedMotion ? 0 : Math.sin(k.clock * 5) * 3;
    g.fillStyle = i === 0 ? PLAYER_COL[0] ?? '#fff' : CPU_COL[0] ?? '#fff';
    g.beginPath();
    g.moveTo(x, y - 28 + bob); g.lineTo(x - 6, y - 36 + bob); g.lineTo(x + 6, y - 36 + bob);
    g.closePath();
    g.fill();
  }
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawAimGuide(g, k) {
  if (phase !== 'aim' || !tanks.length) return;
  const p = player();
  // Dotted start of the arc (without wind): enough to judge the angle, not to solve the shot.
  const s = launch(p, p.angle, p.power);
  const span = PREVIEW[difficulty(k)] ?? 0.38;
  g.fillStyle = 'rgba(255,255,255,0.85)';
  for (let t = 0, n = 0; t < span; t += SIM_STEP, n++) {
    stepShell(s, SIM_STEP, 0);
    if (n % 5 === 0) { g.beginPath(); g.arc(s.x, s.y, 1.8, 0, Math.PI * 2); g.fill(); }
  }
  if (drag) {
    g.strokeStyle = 'rgba(255,255,255,0.55)';
    g.setLineDash([5, 5]);
    g.lineWidth = 2;
    g.beginPath(); g.moveTo(drag.x0, drag.y0); g.lineTo(drag.x, drag.y); g.stroke();
    g.setLineDash([]);
    g.fillStyle = 'rgba(255,255,255,0.7)';
    g.beginPath(); g.arc(drag.x0, drag.y0, 5, 0, Math.PI * 2); g.fill();
  }
}

/** @param {CanvasRenderingContext2D} g */
function drawShell(g) {
  if (!shell) return;
  const heavy = shellWeapon === 'heavy';
  for (let i = 1; i < trail.length; i++) {
    const a = /** @type {{x: number, y: number}} */ (trail[i - 1]);
    const b = /** @type {{x: number, y: number}} */ (trail[i]);
    g.strokeStyle = `rgba(255,${heavy ? 190 : 250},${heavy ? 120 : 220},${(i / trail.length) * 0.9})`;
    g.lineWidth = 1 + (i / trail.length) * (heavy ? 4.5 : 3.5);
    g.beginPath(); g.moveTo(a.x, a.y); g.lineTo(b.x, b.y); g.stroke();
  }
  if (shell.y < 0) {
    // Above the screen: an arrow at the top edge shows where it is.
    const x = Math.max(8, Math.min(W - 8, shell.x));
    g.fillStyle = '#ffe066';
    g.beginPath(); g.moveTo(x, 80); g.lineTo(x - 6, 90); g.lineTo(x + 6, 90); g.closePath(); g.fill();
    return;
  }
  g.save();
  g.shadowColor = heavy ? '#ff9a40' : '#ffe9a0';
  g.shadowBlur = 10;
  g.fillStyle = '#2b2b2b';
  g.beginPath(); g.arc(shell.x, shell.y, heavy ? 4.5 : 3.2, 0, Math.PI * 2); g.fill();
  g.restore();
  g.fillStyle = heavy ? '#ffb060' : '#fff0c0';
  g.beginPath(); g.arc(shell.x - 1, shell.y - 1, 1.3, 0, Math.PI * 2); g.fill();
}

/** @param {CanvasRenderingContext2D} g */
function drawEffects(g) {
  for (const b of booms) {
    if (b.t < 0) continue;
    const t = b.t / 0.7;
    const r = b.r * (0.5 + Math.min(1, t * 3) * 0.7);
    const grad = g.createRadialGradient(b.x, b.y, 0, b.x, b.y, r);
    grad.addColorStop(0, `rgba(255,255,220,${1 - t})`);
    grad.addColorStop(0.35, `rgba(255,190,70,${0.9 * (1 - t)})`);
    grad.addColorStop(0.75, `rgba(230,80,30,${0.6 * (1 - t)})`);
    grad.addColorStop(1, 'rgba(120,30,10,0)');
    g.fillStyle = grad;
    g.beginPath(); g.arc(b.x, b.y, r, 0, Math.PI * 2); g.fill();
    if (t < 0.3) {
      g.strokeStyle = `rgba(255,255,255,${0.6 - t * 2})`;
      g.lineWidth = 2;
      g.beginPath(); g.arc(b.x, b.y, b.r * (0.8 + t * 3), 0, Math.PI * 2); g.stroke();
    }
  }
  for (const b of bits) {
    const life = 1 - b.t / b.life;
    g.globalAlpha = Math.max(0, b.smoke ? life * 0.55 : life);
    g.fillStyle = b.c;
    if (b.smoke) { g.beginPath(); g.arc(b.x, b.y, b.s, 0, Math.PI * 2); g.fill(); } else g.fillRect(b.x - b.s, b.y - b.s, b.s * 2, b.s * 2);
  }
  g.globalAlpha = 1;
}

/** @param {CanvasRenderingContext2D} g @param {string} text @param {number} x @param {number} y @param {string} color @param {string} font @param {CanvasTextAlign} [align] */
function label(g, text, x, y, color, font, align = 'center') {
  g.font = font;
  g.textAlign = align;
  g.textBaseline = 'middle';
  g.lineWidth = 3;
  g.strokeStyle = 'rgba(10,12,26,0.75)';
  const max = W - 24;
  g.strokeText(text, x, y, max);
  g.fillStyle = color;
  g.fillText(text, x, y, max);
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawHud(g, k) {
  if (!tanks.length) return;
  g.direction = 'ltr';
  // Armour bars.
  for (let i = 0; i < 2; i++) {
    const tk = /** @type {Tank} */ (tanks[i]);
    const x = i === 0 ? 8 : W - 8 - 112;
    g.fillStyle = 'rgba(10,12,26,0.55)';
    roundRect(g, x, 8, 112, 26, 8);
    g.fill();
    const col = (i === 0 ? PLAYER_COL : CPU_COL)[0] ?? '#fff';
    g.fillStyle = 'rgba(255,255,255,0.15)';
    roundRect(g, x + 6, 24, 100, 5, 2.5);
    g.fill();
    g.fillStyle = tk.hp > 30 ? col : '#ff5a5a';
    roundRect(g, x + 6, 24, Math.max(0, tk.hp), 5, 2.5);
    g.fill();
    g.direction = /** @type {CanvasDirection} */ (k.dir);
    label(g, k.t(i === 0 ? 'you' : 'cpu'), x + 8, 16, '#eef1ff', '700 11px system-ui, sans-serif', 'left');
    g.direction = 'ltr';
    label(g, String(tk.hp), x + 106, 16, col, '800 11px system-ui, sans-serif', 'right');
  }
  // Wind: arrow length and number.
  const cx = W / 2;
  g.fillStyle = 'rgba(10,12,26,0.55)';
  roundRect(g, cx - 48, 8, 96, 40, 8);
  g.fill();
  g.direction = /** @type {CanvasDirection} */ (k.dir);
  label(g, k.t('wind'), cx, 17, '#a3abcf', '700 10px system-ui, sans-serif');
  g.direction = 'ltr';
  if (wind === 0) {
    g.direction = /** @type {CanvasDirection} */ (k.dir);
    label(g, k.t('calm'), cx, 35, '#eef1ff', '800 12px system-ui, sans-serif');
    g.direction = 'ltr';
  } else {
    const len = 8 + (Math.abs(wind) / maxWind(ROUNDS)) * 30;
    const dir = Math.sign(wind);
    g.strokeStyle = '#7fd8ff';
    g.fillStyle = '#7fd8ff';
    g.lineWidth = 3;
    const ax = cx - 12;
    g.beginPath(); g.moveTo(ax - (dir * len) / 2, 35); g.lineTo(ax + (dir * len) / 2, 35); g.stroke();
    g.beginPath(); g.moveTo(ax + (dir * len) / 2 + dir * 6, 35); g.lineTo(ax + (dir * len) / 2 - dir * 1, 30); g.lineTo(ax + (dir * len) / 2 - dir * 1, 40); g.closePath(); g.fill();
    label(g, String(Math.abs(wind)), cx + 30, 35, '#eef1ff', '800 13px system-ui, sans-serif');
  }
  // Ammo chip (tap to switch) and the aim readout.
  const heavy = weapon === 'heavy';
  g.fillStyle = phase === 'aim' ? 'rgba(10,12,26,0.7)' : 'rgba(10,12,26,0.4)';
  roundRect(g, CHIP.x, CHIP.y, CHIP.w, CHIP.h, 10);
  g.fill();
  g.strokeStyle = heavy ? '#ffb060' : 'rgba(255,255,255,0.3)';
  g.lineWidth = 1.5;
  g.stroke();
  g.fillStyle = heavy ? '#ffb060' : '#d8dce8';
  g.beginPath(); g.arc(CHIP.x + 15, CHIP.y + CHIP.h / 2, heavy ? 6 : 4.5, 0, Math.PI * 2); g.fill();
  g.direction = /** @type {CanvasDirection} */ (k.dir);
  label(g, k.t(heavy ? 'heavy' : 'shell'), CHIP.x + 27, CHIP.y + CHIP.h / 2, '#eef1ff', '700 12px system-ui, sans-serif', 'left');
  g.direction = 'ltr';
  label(g, `×${heavyLeft[0] ?? 0}`, CHIP.x + CHIP.w - 8, CHIP.y + CHIP.h / 2, (heavyLeft[0] ?? 0) > 0 ? '#ffb060' : '#777', '800 11px system-ui, sans-serif', 'right');
  const shooter = phase === 'ai' || (phase === 'flight' && shellOwner === 1) ? cpu() : player();
  const rx = W - 8 - 112;
  g.fillStyle = 'rgba(10,12,26,0.55)';
  roundRect(g, rx, CHIP.y, 112, CHIP.h, 10);
  g.fill();
  const shownAngle = shooter === player() ? shooter.angle : 180 - shooter.angle;
  label(g, `∠${Math.round(shownAngle)}°`, rx + 30, CHIP.y + CHIP.h / 2, '#eef1ff', '800 13px system-ui, sans-serif');
  g.fillStyle = 'rgba(255,255,255,0.15)';
  roundRect(g, rx + 58, CHIP.y + 12, 46, 6, 3);
  g.fill();
  g.fillStyle = shooter === player() ? PLAYER_COL[0] ?? '#fff' : CPU_COL[0] ?? '#fff';
  roundRect(g, rx + 58, CHIP.y + 12, (46 * shooter.power) / 100, 6, 3);
  g.fill();
  label(g, String(Math.round(shooter.power)), rx + 81, CHIP.y + 25, '#d8dce8', '700 8px system-ui, sans-serif');
  // Floating damage numbers.
  for (const f of floats) {
    g.globalAlpha = Math.min(1, (1.6 - f.t) * 2);
    g.direction = /** @type {CanvasDirection} */ (k.dir);
    g.font = '800 14px system-ui, sans-serif';
    const half = g.measureText(f.text).width / 2 + 6;
    label(g, f.text, Math.max(half, Math.min(W - half, f.x)), f.y, f.c, g.font);
  }
  g.globalAlpha = 1;
  // Banners.
  g.direction = /** @type {CanvasDirection} */ (k.dir);
  if (phase === 'intro') {
    banner(g, k.t('battle', { n: round, total: ROUNDS }), '#ffe066');
  } else if (phase === 'end') {
    banner(g, k.t(outcome === 'won' ? 'roundWon' : outcome === 'lost' ? 'roundLost' : 'draw'), outcome === 'won' ? '#7dff9b' : '#ff8a7a');
  } else if (phase === 'aim') {
    const a = k.reducedMotion ? 0.9 : 0.65 + 0.3 * Math.sin(k.clock * 3);
    g.globalAlpha = a;
    label(g, shotsTotal[0] ? k.t('yourTurn') : k.t('hint'), W / 2, 100, '#eef1ff', '700 14px system-ui, sans-serif');
    g.globalAlpha = 1;
  } else if (phase === 'ai') {
    label(g, k.t('cpuTurn'), W / 2, 100, '#ffd0b0', '700 14px system-ui, sans-serif');
  }
  g.direction = 'ltr';
}

/** @param {CanvasRenderingContext2D} g @param {string} text @param {string} color */
function banner(g, text, color) {
  g.fillStyle = 'rgba(10,12,26,0.6)';
  roundRect(g, 20, 170, W - 40, 56, 14);
  g.fill();
  label(g, text, W / 2, 198, color, '900 22px system-ui, sans-serif');
}

export default kit;
