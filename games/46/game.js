// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import {
  W, H, SURFACE, SAFE_LO, SAFE_HI, STRIKE_WINDOW, DAY_LEN, SPECIES, SPOTS,
  bottomAt, castSpot, castPower, chooseSpecies, rollWeight, coinsFor, biteSchedule, judgeStrike, newFight, stepFight, hourAt, clockText, dayPassed,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Species} Species */
/** @typedef {import('./logic.js').Spot} Spot */
/** @typedef {import('./logic.js').Fight} Fight */
/** @typedef {'ready'|'charging'|'flying'|'sinking'|'waiting'|'fight'|'landed'|'lost'|'summary'} Phase */

const TIP_X = 96;
const TIP_Y = SURFACE - 96;

const strings = {
  'zh-CN': {
    title: '钓鱼之旅', day: '天数', catches: '渔获', dayN: '第 {n} 天 · {spot}', goal: '目标 {c}/{g}', lake: '湖泊', river: '河流', sea: '海边码头',
    hintCast: '按住蓄力，松开抛竿', hintWait: '等浮漂被拉下水再提竿！', hintReel: '按住收线，线绷太紧就松手', strike: '提竿！',
    early: '提早了，鱼被吓跑了', late: '太慢了，鱼饵被偷吃了', snapped: '线断了！', escaped: '线太松，鱼脱钩了', spooled: '鱼把线全拉光了',
    caught: '钓到：{f}！', weight: '{kg} 千克 · {c} 金币', newSpecies: '新鱼种！', dayOver: '第 {n} 天结束', earned: '今日收入 {c} 金币（目标 {g}）',
    log: '渔获记录', nothing: '今天一条也没钓到', next: '点击或按空格前往下一个钓点', finish: '点击或按空格结束旅程',
    failed: '第 {n} 天只赚到 {c}/{g} 金币，旅程提前结束。', champion: '三天旅程完成！共钓到 {n} 条，{s} 个鱼种。', tension: '张力', line: '出线',
    bluegill: '蓝鳃太阳鱼', perch: '河鲈', bass: '黑鲈', pike: '狗鱼', trout: '鳟鱼', carp: '鲤鱼', catfish: '鲶鱼', salmon: '三文鱼', mackerel: '鲭鱼', snapper: '笛鲷', grouper: '石斑鱼', tuna: '金枪鱼', boot: '旧靴子',
  },
  en: {
    title: 'Fishing Trip', day: 'Day', catches: 'Catches', dayN: 'Day {n} · {spot}', goal: 'Goal {c}/{g}', lake: 'Lake', river: 'River', sea: 'Sea pier',
    hintCast: 'Hold to charge, release to cast', hintWait: 'Wait for the float to dive, then strike!', hintReel: 'Hold to reel; let go when the line gets too tight', strike: 'Strike!',
    early: 'Too early: the fish swam off', late: 'Too late: the bait is gone', snapped: 'The line snapped!', escaped: 'Slack line: the fish threw the hook', spooled: 'The fish ran off with all your line',
    caught: 'Caught: {f}!', weight: '{kg} kg · {c} coins', newSpecies: 'New species!', dayOver: 'End of day {n}', earned: 'Earned {c} coins today (goal {g})',
    log: 'Catch log', nothing: 'Nothing caught today', next: 'Tap or press Space to travel to the next spot', finish: 'Tap or press Space to end the trip',
    failed: 'Day {n}: only {c} of {g} coins. The trip ends early.', champion: 'Trip complete! {n} catches across {s} species.', tension: 'Tension', line: 'Line',
    bluegill: 'Bluegill', perch: 'Perch', bass: 'Bass', pike: 'Pike', trout: 'Trout', carp: 'Carp', catfish: 'Catfish', salmon: 'Salmon', mackerel: 'Mackerel', snapper: 'Snapper', grouper: 'Grouper', tuna: 'Tuna', boot: 'Old boot',
  },
  ja: {
    title: 'フィッシング トリップ', day: '日目', catches: '釣果', dayN: '{n} 日目 · {spot}', goal: '目標 {c}/{g}', lake: '湖', river: '川', sea: '海の桟橋',
    hintCast: '長押しでためて、離して投げる', hintWait: 'ウキが沈んだら合わせろ！', hintReel: '長押しで巻く。張りすぎたら離す', strike: '今だ！',
    early: '早すぎた。魚が逃げた', late: '遅すぎた。エサを取られた', snapped: 'ラインが切れた！', escaped: 'ラインが緩んでバレた', spooled: 'ラインを全部出されてしまった',
    caught: '{f}を釣り上げた！', weight: '{kg} kg · {c} コイン', newSpecies: '新種！', dayOver: '{n} 日目終了', earned: '今日の稼ぎ {c} コイン（目標 {g}）',
    log: '釣果記録', nothing: '今日は釣果なし', next: 'タップかスペースで次の釣り場へ', finish: 'タップかスペースで旅を終える',
    failed: '{n} 日目は {g} コイン中 {c} コインしか稼げず、旅は終わった。', champion: '旅を完走！{n} 匹、{s} 種を釣り上げた。', tension: 'テンション', line: 'ライン',
    bluegill: 'ブルーギル', perch: 'パーチ', bass: 'ブラックバス', pike: 'パイク', trout: 'マス', carp: 'コイ', catfish: 'ナマズ', salmon: 'サケ', mackerel: 'サバ', snapper: 'フエダイ', grouper: 'ハタ', tuna: 'マグロ', boot: '古い長靴',
  },
  es: {
    title: 'Día de pesca', day: 'Día', catches: 'Capturas', dayN: 'Día {n} · {spot}', goal: 'Meta {c}/{g}', lake: 'Lago', river: 'Río', sea: 'Muelle',
    hintCast: 'Mantén pulsado para cargar y suelta para lanzar', hintWait: '¡Espera a que se hunda el corcho y tira!', hintReel: 'Mantén para recoger; suelta si el sedal se tensa demasiado', strike: '¡Tira!',
    early: 'Demasiado pronto: el pez se fue', late: 'Demasiado tarde: se llevó el cebo', snapped: '¡Se rompió el sedal!', escaped: 'Sedal flojo: el pez se soltó', spooled: 'El pez se llevó todo el sedal',
    caught: '¡Captura: {f}!', weight: '{kg} kg · {c} monedas', newSpecies: '¡Especie nueva!', dayOver: 'Fin del día {n}', earned: 'Hoy ganaste {c} monedas (meta {g})',
    log: 'Registro de capturas', nothing: 'Hoy no pescaste nada', next: 'Toca o pulsa Espacio para ir al siguiente lugar', finish: 'Toca o pulsa Espacio para terminar el viaje',
    failed: 'Día {n}: solo {c} de {g} monedas. El viaje termina antes de tiempo.', champion: '¡Viaje completado! {n} capturas de {s} especies.', tension: 'Tensión', line: 'Sedal',
    bluegill: 'Pez sol', perch: 'Perca', bass: 'Lubina negra', pike: 'Lucio', trout: 'Trucha', carp: 'Carpa', catfish: 'Bagre', salmon: 'Salmón', mackerel: 'Caballa', snapper: 'Pargo', grouper: 'Mero', tuna: 'Atún', boot: 'Bota vieja',
  },
  de: {
    title: 'Angelausflug', day: 'Tag', catches: 'Fänge', dayN: 'Tag {n} · {spot}', goal: 'Ziel {c}/{g}', lake: 'See', river: 'Fluss', sea: 'Seebrücke',
    hintCast: 'Gedrückt halten zum Ausholen, loslassen zum Auswerfen', hintWait: 'Warte, bis die Pose abtaucht – dann anschlagen!', hintReel: 'Halten zum Einholen; loslassen, wenn die Schnur zu straff wird', strike: 'Anschlag!',
    early: 'Zu früh: Der Fisch ist weg', late: 'Zu spät: Der Köder ist weg', snapped: 'Die Schnur ist gerissen!', escaped: 'Schlaffe Schnur: Der Fisch hat sich losgeschüttelt', spooled: 'Der Fisch hat die ganze Schnur abgezogen',
    caught: 'Gefangen: {f}!', weight: '{kg} kg · {c} Münzen', newSpecies: 'Neue Art!', dayOver: 'Ende von Tag {n}', earned: 'Heute {c} Münzen verdient (Ziel {g})',
    log: 'Fangbuch', nothing: 'Heute nichts gefangen', next: 'Tippen oder Leertaste: weiter zum nächsten Angelplatz', finish: 'Tippen oder Leertaste, um die Reise zu beenden',
    failed: 'Tag {n}: nur {c} von {g} Münzen. Die Reise endet vorzeitig.', champion: 'Reise geschafft! {n} Fänge aus {s} Arten.', tension: 'Spannung', line: 'Schnur',
    bluegill: 'Sonnenbarsch', perch: 'Flussbarsch', bass: 'Schwarzbarsch', pike: 'Hecht', trout: 'Forelle', carp: 'Karpfen', catfish: 'Wels', salmon: 'Lachs', mackerel: 'Makrele', snapper: 'Schnapper', grouper: 'Zackenbarsch', tuna: 'Thunfisch', boot: 'Alter Stiefel',
  },
  fr: {
    title: 'Partie de pêche', day: 'Jour', catches: 'Prises', dayN: 'Jour {n} · {spot}', goal: 'Objectif {c}/{g}', lake: 'Lac', river: 'Rivière', sea: 'Jetée',
    hintCast: 'Maintenez pour armer, relâchez pour lancer', hintWait: 'Attendez que le bouchon plonge, puis ferrez !', hintReel: 'Maintenez pour mouliner ; relâchez si la ligne est trop tendue', strike: 'Ferrez !',
    early: 'Trop tôt : le poisson s’est sauvé', late: 'Trop tard : l’appât a disparu', snapped: 'La ligne a cassé !', escaped: 'Ligne molle : le poisson s’est décroché', spooled: 'Le poisson a vidé la bobine',
    caught: 'Prise : {f} !', weight: '{kg} kg · {c} pièces', newSpecies: 'Nouvelle espèce !', dayOver: 'Fin du jour {n}', earned: 'Gagné aujourd’hui : {c} pièces (objectif {g})',
    log: 'Carnet de prises', nothing: 'Rien pris aujourd’hui', next: 'Touchez ou appuyez sur Espace pour le coin suivant', finish: 'Touchez ou appuyez sur Espace pour finir le voyage',
    failed: 'Jour {n} : seulement {c} pièces sur {g}. Le voyage s’arrête là.', champion: 'Voyage terminé ! {n} prises, {s} espèces.', tension: 'Tension', line: 'Ligne',
    bluegill: 'Crapet arlequin', perch: 'Perche', bass: 'Achigan', pike: 'Brochet', trout: 'Truite', carp: 'Carpe', catfish: 'Silure', salmon: 'Saumon', mackerel: 'Maquereau', snapper: 'Vivaneau', grouper: 'Mérou', tuna: 'Thon', boot: 'Vieille botte',
  },
  'pt-BR': {
    title: 'Dia de Pescaria', day: 'Dia', catches: 'Peixes', dayN: 'Dia {n} · {spot}', goal: 'Meta {c}/{g}', lake: 'Lago', river: 'Rio', sea: 'Píer',
    hintCast: 'Segure para carregar e solte para arremessar', hintWait: 'Espere a boia afundar e fisgue!', hintReel: 'Segure para recolher; solte se a linha ficar tensa demais', strike: 'Fisgue!',
    early: 'Cedo demais: o peixe fugiu', late: 'Tarde demais: a isca sumiu', snapped: 'A linha arrebentou!', escaped: 'Linha frouxa: o peixe se soltou', spooled: 'O peixe levou toda a linha',
    caught: 'Pescou: {f}!', weight: '{kg} kg · {c} moedas', newSpecies: 'Espécie nova!', dayOver: 'Fim do dia {n}', earned: 'Ganhou {c} moedas hoje (meta {g})',
    log: 'Registro de pesca', nothing: 'Nada pescado hoje', next: 'Toque ou aperte Espaço para ir ao próximo local', finish: 'Toque ou aperte Espaço para encerrar a viagem',
    failed: 'Dia {n}: só {c} de {g} moedas. A viagem termina mais cedo.', champion: 'Viagem concluída! {n} peixes de {s} espécies.', tension: 'Tensão', line: 'Linha',
    bluegill: 'Peixe-sol', perch: 'Perca', bass: 'Black bass', pike: 'Lúcio', trout: 'Truta', carp: 'Carpa', catfish: 'Bagre', salmon: 'Salmão', mackerel: 'Cavala', snapper: 'Vermelho', grouper: 'Garoupa', tuna: 'Atum', boot: 'Bota velha',
  },
  ar: {
    title: 'رحلة صيد', day: 'اليوم', catches: 'الصيد', dayN: 'اليوم {n} · {spot}', goal: 'الهدف {c}/{g}', lake: 'البحيرة', river: 'النهر', sea: 'رصيف البحر',
    hintCast: 'اضغط مطولًا للشحن ثم اترك للرمي', hintWait: 'انتظر حتى تغوص العوامة ثم اسحب!', hintReel: 'اضغط مطولًا للف الخيط، واتركه إذا اشتد كثيرًا', strike: 'اسحب الآن!',
    early: 'مبكر جدًا: هربت السمكة', late: 'متأخر جدًا: ذهب الطُّعم', snapped: 'انقطع الخيط!', escaped: 'ارتخى الخيط فأفلتت السمكة', spooled: 'سحبت السمكة الخيط كله',
    caught: 'اصطدت: {f}!', weight: '{kg} كغ · {c} عملة', newSpecies: 'نوع جديد!', dayOver: 'نهاية اليوم {n}', earned: 'ربحت اليوم {c} عملة (الهدف {g})',
    log: 'سجل الصيد', nothing: 'لم تصطد شيئًا اليوم', next: 'المس أو اضغط المسافة للانتقال إلى المكان التالي', finish: 'المس أو اضغط المسافة لإنهاء الرحلة',
    failed: 'اليوم {n}: {c} فقط من {g} عملة. انتهت الرحلة مبكرًا.', champion: 'اكتملت الرحلة! {n} صيدة من {s} أنواع.', tension: 'الشد', line: 'الخيط',
    bluegill: 'سمكة الشمس', perch: 'الفرخ', bass: 'القاروص', pike: 'الكراكي', trout: 'السلمون المرقط', carp: 'الشبوط', catfish: 'السلور', salmon: 'السلمون', mackerel: 'الماكريل', snapper: 'النهاش', grouper: 'الهامور', tuna: 'التونة', boot: 'حذاء قديم',
  },
};

let dayIdx = 0;
/** @type {Spot} */
let spot = /** @type {Spot} */ (SPOTS[0]);
/** @type {Phase} */
let phase = 'ready';
let phaseTime = 0;
let dayT = 0;
let dayCoins = 0;
let power = 0;
let castPow = 0;
/** @type {{x: number, y: number, depth: number}} */
let target = castSpot(0.5);
/** @type {{nibbles: number[], bite: number}} */
let sched = { nibbles: [2], bite: 3 };
/** @type {Species} */
let biter = /** @type {Species} */ (SPECIES.bluegill);
let biterKg = 0.2;
/** @type {Fight | null} */
let fight = null;
/** @type {{sp: Species, kg: number, coins: number, fresh: boolean} | null} */
let landed = null;
let message = '';
let held = false;
let casts = 0;
let strikes = 0;
let reelTick = 0;
let warnTick = 0;
/** Catches today and over the whole trip, by species. @type {Map<string, {n: number, best: number}>} */
let dayLog = new Map();
/** @type {Map<string, {n: number, best: number}>} */
let tripLog = new Map();
let catches = 0;
/** @type {{x: number, y: number, sp: Species, dir: number, speed: number}[]} */
let ambient = [];
/** @type {{x: number, y: number, t: number}[]} */
let ripples = [];

// Keys come from the kit's key state, which forgets held keys when the window loses focus.
const reeling = (/** @type {Kit} */ k) => held || k.input.isDown('Space') || k.input.isDown('Enter');
const hour = () => hourAt(dayT);

/** @param {Phase} p */
function setPhase(p) {
  phase = p;
  phaseTime = 0;
}

/** @param {Kit} kit @param {number} i */
function startDay(kit, i) {
  dayIdx = i;
  spot = /** @type {Spot} */ (SPOTS[i]);
  dayT = 0;
  dayCoins = 0;
  dayLog = new Map();
  fight = null;
  landed = null;
  setPhase('ready');
  kit.setLevel(i + 1);
  ambient = [];
  for (let n = 0; n < 5; n++) {
    const sp = /** @type {Species} */ (SPECIES[/** @type {string} */ (spot.species[n % 4])]);
    ambient.push({ x: kit.random() * W, y: SURFACE + 60 + kit.random() * 300, sp, dir: kit.random() < 0.5 ? -1 : 1, speed: 12 + kit.random() * 18 });
  }
}

/** The fish that will come to the lure, chosen when it settles. @param {Kit} kit */
function settle(kit) {
  sched = biteSchedule(kit.random);
  biter = chooseSpecies(spot, target.depth, hour(), kit.random);
  biterKg = rollWeight(biter, kit.random);
  setPhase('waiting');
}

/** Button or key pressed. @param {Kit} kit */
function press(kit) {
  if (phase === 'ready') {
    setPhase('charging');
    power = 0;
  } else if (phase === 'waiting') {
    const j = judgeStrike(phaseTime, sched);
    if (j === 'hooked') {
      strikes++;
      fight = newFight(biter, biterKg, 0.35 + 0.6 * castPow, kit.random);
      kit.sound.tone({ freq: 300, to: 600, dur: 0.15, type: 'triangle', vol: 0.2 });
      setPhase('fight');
    } else {
      // Striking at nothing pulls the lure out; after a nibble it also scares the fish.
      message = phaseTime >= /** @type {number} */ (sched.nibbles[0]) ? kit.t('early') : '';
      kit.sound.noise({ dur: 0.15, vol: 0.1, freq: 1200 });
      setPhase(message ? 'lost' : 'ready');
    }
  } else if (phase === 'landed' && phaseTime > 0.4) {
    setPhase('ready');
  } else if (phase === 'summary' && phaseTime > 0.5) {
    endSummary(kit);
  }
}

/** Button or key released. @param {Kit} kit */
function release(kit) {
  if (phase !== 'charging') return;
  castPow = power;
  target = castSpot(castPow);
  casts++;
  kit.sound.noise({ dur: 0.3, vol: 0.1, freq: 2500 });
  setPhase('flying');
}

/** @param {Kit} kit */
function land(kit) {
  const f = /** @type {Fight} */ (fight);
  const coins = coinsFor(f.sp, f.kg);
  const fresh = !tripLog.has(f.sp.key);
  for (const log of [dayLog, tripLog]) {
    const e = log.get(f.sp.key) ?? { n: 0, best: 0 };
    e.n++;
    e.best = Math.max(e.best, f.kg);
    log.set(f.sp.key, e);
  }
  catches++;
  dayCoins += coins;
  kit.addScore(coins);
  kit.setStat('catches', catches);
  landed = { sp: f.sp, kg: f.kg, coins, fresh };
  fight = null;
  kit.sound.jingle(fresh ? [523, 659, 784, 1047] : [659, 880]);
  setPhase('landed');
}

/** @param {Kit} kit */
function endSummary(kit) {
  if (!dayPassed(dayCoins, dayIdx)) {
    kit.gameOver({ message: kit.t('failed', { n: dayIdx + 1, c: dayCoins, g: spot.goal }) });
  } else if (dayIdx + 1 >= SPOTS.length) {
    kit.gameOver({ win: true, message: kit.t('champion', { n: catches, s: tripLog.size }) });
  } else {
    startDay(kit, dayIdx + 1);
  }
}

/** @param {Kit} kit @param {number} dt */
function step(kit, dt) {
  phaseTime += dt;
  ripples = ripples.filter((r) => (r.t += dt) < 1);
  for (const a of ambient) {
    a.x += a.dir * a.speed * dt;
    if (a.x < -40) a.x = W + 40;
    if (a.x > W + 40) a.x = -40;
  }
  if (phase !== 'summary') dayT += dt;
  const dayOver = dayT >= DAY_LEN;
  switch (phase) {
    case 'charging':
      power = castPower(phaseTime);
      break;
    case 'flying':
      if (phaseTime >= 0.6) {
        ripples.push({ x: target.x, y: SURFACE, t: 0 });
        kit.sound.noise({ dur: 0.2, vol: 0.12, freq: 700 });
        setPhase('sinking');
      }
      break;
    case 'sinking':
      if (phaseTime >= 0.8) settle(kit);
      break;
    case 'waiting': {
      const t = phaseTime;
      for (const n of sched.nibbles) {
        if (t - dt < n && t >= n) { ripples.push({ x: target.x, y: SURFACE, t: 0.5 }); kit.sound.tone({ freq: 900, dur: 0.04, type: 'sine', vol: 0.08 }); }
      }
      if (t - dt < sched.bite && t >= sched.bite) {
        ripples.push({ x: target.x, y: SURFACE, t: 0 });
        kit.sound.tone({ freq: 600, to: 300, dur: 0.2, type: 'square', vol: 0.1 });
      }
      if (t > sched.bite + STRIKE_WINDOW) {
        message = kit.t('late');
        setPhase('lost');
      }
      break;
    }
    case 'fight': {
      const f = /** @type {Fight} */ (fight);
      const r = reeling(kit);
      const res = stepFight(f, r, dt, kit.random);
      if (r && (reelTick -= dt) <= 0) { reelTick = 0.09; kit.sound.tone({ freq: 1400, dur: 0.015, type: 'square', vol: 0.03 }); }
      if (f.tension > SAFE_HI && (warnTick -= dt) <= 0) { warnTick = 0.25; kit.sound.tone({ freq: 1100, dur: 0.06, type: 'sawtooth', vol: 0.06 }); }
      if (f.burst > 0 && !kit.reducedMotion && Math.random() < dt * 6) ripples.push({ x: 80 + 260 * f.dist, y: SURFACE, t: 0.4 });
      if (res === 'landed') land(kit);
      else if (res !== 'fighting') {
        message = kit.t(res);
        fight = null;
        if (res === 'snapped') kit.sound.tone({ freq: 800, to: 120, dur: 0.35, type: 'sawtooth', vol: 0.12 });
        else kit.sound.tone({ freq: 300, to: 150, dur: 0.3, type: 'triangle', vol: 0.1 });
        setPhase('lost');
      }
      break;
    }
    case 'landed':
      if (phaseTime > 2.4) setPhase('ready');
      break;
    case 'lost':
      if (phaseTime > 1.4) setPhase('ready');
      break;
    default:
      break;
  }
  if (dayOver && (phase === 'ready' || phase === 'charging' || phase === 'flying' || phase === 'sinking' || phase === 'waiting')) {
    setPhase('summary');
    kit.sound.jingle(dayPassed(dayCoins, dayIdx) ? [523, 659, 784] : [392, 330]);
  }
}

// ---------------------------------------------------------------- drawing

/** Side view of a fish (or the boot) facing `dir`. @param {CanvasRenderingContext2D} g @param {Species} sp @param {number} x @param {number} y @param {number} len @param {number} dir @param {number} t */
function drawFish(g, sp, x, y, len, dir, t) {
  g.save();
  g.translate(x, y);
  g.scale(dir, 1);
  if (sp.key === 'boot') {
    g.fillStyle = sp.color;
    g.beginPath();
    g.moveTo(-len * 0.2, -len * 0.5); g.lineTo(len * 0.15, -len * 0.5); g.lineTo(len * 0.15, 0);
    g.lineTo(len * 0.5, len * 0.05); g.lineTo(len * 0.5, len * 0.25); g.lineTo(-len * 0.2, len * 0.25); g.closePath();
    g.fill();
    g.fillStyle = 'rgba(0,0,0,0.3)';
    g.fillRect(-len * 0.22, len * 0.18, len * 0.74, len * 0.08);
    g.restore();
    return;
  }
  const h = len * 0.36;
  const wag = Math.sin(t * 9) * 0.18;
  g.fillStyle = sp.color;
  g.beginPath();
  g.moveTo(-len * 0.45, 0);
  g.lineTo(-len * 0.72, -h * 0.7 + wag * h);
  g.lineTo(-len * 0.72, h * 0.7 + wag * h);
  g.closePath();
  g.fill();
  g.beginPath();
  g.ellipse(0, 0, len * 0.5, h / 2 + 1, 0, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = 'rgba(255,255,255,0.25)';
  g.beginPath(); g.ellipse(len * 0.02, h * 0.15, len * 0.38, h * 0.2, 0, 0, Math.PI * 2); g.fill();
  g.fillStyle = 'rgba(0,0,0,0.18)';
  g.beginPath(); g.moveTo(-len * 0.1, -h / 2); g.lineTo(len * 0.12, -h * 0.95); g.lineTo(len * 0.22, -h / 2 + 1); g.fill();
  g.fillStyle = '#fff';
  g.beginPath(); g.arc(len * 0.32, -h * 0.12, Math.max(1.5, len * 0.05), 0, Math.PI * 2); g.fill();
  g.fillStyle = '#111';
  g.beginPath(); g.arc(len * 0.335, -h * 0.12, Math.max(0.9, len * 0.028), 0, Math.PI * 2); g.fill();
  g.restore();
}

/** Fish length on screen from its weight. @param {number} kg */
const fishLen = (kg) => Math.min(80, 18 + 11 * Math.log2(1 + kg));

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawScene(g, k) {
  const hr = hour();
  // Sky: dawn pink, day blue, evening orange.
  const dawn = Math.max(0, 1 - (hr - 6) / 2.5);
  const dusk = Math.max(0, (hr - 15) / 3);
  const sky = g.createLinearGradient(0, 0, 0, SURFACE);
  const top = `rgb(${Math.round(90 + 60 * dawn + 50 * dusk)},${Math.round(160 - 40 * dawn - 70 * dusk)},${Math.round(230 - 40 * dawn - 90 * dusk)})`;
  const low = `rgb(${Math.round(200 + 55 * Math.max(dawn, dusk))},${Math.round(225 - 30 * dawn - 80 * dusk)},${Math.round(245 - 60 * dawn - 130 * dusk)})`;
  sky.addColorStop(0, top);
  sky.addColorStop(1, low);
  g.fillStyle = sky;
  g.fillRect(0, 0, W, SURFACE);
  // The sun crosses the sky over the day.
  const f = (hr - 6) / 12;
  const sx = 120 + f * 220;
  const sy = SURFACE - 30 - Math.sin(f * Math.PI) * 140;
  g.fillStyle = dusk > 0.3 || dawn > 0.3 ? '#ffb46b' : '#fff3b0';
  g.beginPath(); g.arc(sx, sy, 16, 0, Math.PI * 2); g.fill();
  g.fillStyle = 'rgba(255,255,255,0.8)';
  for (const [cx, cy, r] of [[90, 50, 16], [250, 80, 20], [330, 40, 13]]) {
    const x = ((/** @type {number} */ (cx) + k.clock * 4) % (W + 80)) - 40;
    g.beginPath(); g.arc(x, /** @type {number} */ (cy), /** @type {number} */ (r), 0, Math.PI * 2); g.arc(x + 18, /** @type {number} */ (cy) + 4, /** @type {number} */ (r) * 0.8, 0, Math.PI * 2); g.arc(x - 16, /** @type {number} */ (cy) + 5, /** @type {number} */ (r) * 0.7, 0, Math.PI * 2); g.fill();
  }
  // Far shore for each spot.
  if (spot.key === 'lake') {
    g.fillStyle = '#4f8a5a';
    g.beginPath(); g.moveTo(0, SURFACE); g.quadraticCurveTo(120, SURFACE - 70, 230, SURFACE - 20); g.quadraticCurveTo(300, SURFACE - 55, W, SURFACE - 25); g.lineTo(W, SURFACE); g.fill();
    g.fillStyle = '#2f6b45';
    for (const x of [150, 176, 290, 318]) { g.beginPath(); g.moveTo(x, SURFACE - 20); g.lineTo(x + 10, SURFACE - 62); g.lineTo(x + 20, SURFACE - 20); g.fill(); }
  } else if (spot.key === 'river') {
    g.fillStyle = '#7b8a74';
    g.beginPath(); g.moveTo(0, SURFACE); g.lineTo(80, SURFACE - 90); g.lineTo(150, SURFACE - 40); g.lineTo(220, SURFACE - 110); g.lineTo(300, SURFACE - 50); g.lineTo(W, SURFACE - 80); g.lineTo(W, SURFACE); g.fill();
    g.fillStyle = '#567a4e';
    g.fillRect(0, SURFACE - 14, W, 14);
  } else {
    g.fillStyle = 'rgba(40,80,140,0.5)';
    g.fillRect(0, SURFACE - 6, W, 6);
    g.fillStyle = '#eee';
    g.fillRect(300, SURFACE - 58, 10, 52);
    g.fillStyle = '#d9534f';
    g.fillRect(300, SURFACE - 44, 10, 8);
    g.fillRect(300, SURFACE - 24, 10, 8);
    g.fillStyle = '#ffe98a';
    g.fillRect(299, SURFACE - 66, 12, 8);
  }
  // Water with depth.
  const water = g.createLinearGradient(0, SURFACE, 0, H);
  const tint = spot.key === 'sea' ? ['#2f7fc4', '#0d2f5e'] : spot.key === 'river' ? ['#4a9aa8', '#173f4a'] : ['#4f9fb0', '#1b4a52'];
  water.addColorStop(0, /** @type {string} */ (tint[0]));
  water.addColorStop(1, /** @type {string} */ (tint[1]));
  g.fillStyle = water;
  g.fillRect(0, SURFACE, W, H - SURFACE);
  g.fillStyle = 'rgba(255,255,255,0.05)';
  for (let i = 0; i < 4; i++) {
    const x = 60 + i * 80 + Math.sin(k.clock * 0.5 + i) * 10;
    g.beginPath(); g.moveTo(x, SURFACE); g.lineTo(x + 30, SURFACE); g.lineTo(x - 20, H); g.lineTo(x - 60, H); g.fill();
  }
  // Bed, weeds and stones.
  const bed = g.createLinearGradient(0, SURFACE + 40, 0, H);
  bed.addColorStop(0, spot.key === 'sea' ? '#d8c48e' : '#8a7650');
  bed.addColorStop(1, spot.key === 'sea' ? '#9c8756' : '#4e4028');
  g.fillStyle = bed;
  g.beginPath();
  g.moveTo(0, H);
  for (let x = 0; x <= W; x += 20) g.lineTo(x, bottomAt(x) + Math.sin(x * 0.13) * 4);
  g.lineTo(W, H);
  g.fill();
  g.fillStyle = 'rgba(0,0,0,0.18)';
  for (let x = 12; x < W; x += 29) {
    const by = bottomAt(x);
    for (let j = 0; j < 3; j++) { g.beginPath(); g.ellipse(x + j * 9, by + 14 + ((x + j * 17) % 40), 4 + (j % 2) * 2, 2.5, 0, 0, Math.PI * 2); g.fill(); }
  }
  g.strokeStyle = spot.key === 'sea' ? '#c45a7a' : '#3f7a3a';
  g.lineWidth = 3;
  for (let x = 30; x < W; x += 47) {
    const by = bottomAt(x);
    const sway = k.reducedMotion ? 0 : Math.sin(k.clock * 1.5 + x) * 6;
    g.beginPath(); g.moveTo(x, by); g.quadraticCurveTo(x + sway, by - 22, x + sway * 1.5, by - 40); g.stroke();
  }
  for (const a of ambient) {
    g.globalAlpha = 0.35;
    drawFish(g, a.sp, a.x, a.y, 22, a.dir, k.clock);
  }
  g.globalAlpha = 1;
  // Surface line and river current.
  g.strokeStyle = 'rgba(255,255,255,0.45)';
  g.lineWidth = 2;
  g.beginPath();
  for (let x = 0; x <= W; x += 8) g.lineTo(x, SURFACE + Math.sin(x * 0.08 + k.clock * 2) * 1.5);
  g.stroke();
  if (spot.key === 'river' && !k.reducedMotion) {
    g.strokeStyle = 'rgba(255,255,255,0.2)';
    for (let i = 0; i < 6; i++) {
      const x = ((i * 67 + k.clock * 40) % (W + 60)) - 30;
      g.beginPath(); g.moveTo(x, SURFACE + 16 + i * 9); g.lineTo(x + 24, SURFACE + 16 + i * 9); g.stroke();
    }
  }
  for (const r of ripples) {
    g.strokeStyle = `rgba(255,255,255,${0.8 * (1 - r.t)})`;
    g.lineWidth = 1.5;
    g.beginPath(); g.ellipse(r.x, r.y, 6 + r.t * 26, 2 + r.t * 5, 0, 0, Math.PI * 2); g.stroke();
  }
  // Dock and angler.
  g.fillStyle = '#7a5230';
  g.fillRect(0, SURFACE - 12, 82, 10);
  g.fillStyle = '#5e3d22';
  for (const x of [8, 40, 72]) g.fillRect(x, SURFACE - 4, 6, 40);
  g.fillStyle = '#2d4f7a';
  g.fillRect(28, SURFACE - 46, 16, 34);
  g.fillStyle = '#f1c9a0';
  g.beginPath(); g.arc(36, SURFACE - 54, 8, 0, Math.PI * 2); g.fill();
  g.fillStyle = '#d9a03a';
  g.beginPath(); g.ellipse(36, SURFACE - 60, 13, 4, 0, 0, Math.PI * 2); g.fill();
  g.fillRect(30, SURFACE - 68, 12, 8);
}

/** Rod tip, bent by the tension of a fight. */
function rodTip() {
  const bend = fight ? fight.tension : phase === 'charging' ? -power * 0.6 : 0;
  return { x: TIP_X + bend * 10, y: TIP_Y + bend * 36 };
}

/** Where the hooked fish is: out along the line, rising as it comes in. */
function fightFish() {
  const f = /** @type {Fight} */ (fight);
  const x = 70 + 270 * f.dist;
  const y = SURFACE + 30 + (target.y - SURFACE - 30) * Math.min(1, f.dist * 1.2) + Math.sin(f.t * 5) * (f.burst > 0 ? 10 : 3);
  return { x, y };
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawTackle(g, k) {
  const tip = rodTip();
  g.strokeStyle = '#3b2a1a';
  g.lineWidth = 3;
  g.beginPath(); g.moveTo(40, SURFACE - 36); g.quadraticCurveTo(70, SURFACE - 70, tip.x, tip.y); g.stroke();
  g.strokeStyle = 'rgba(255,255,255,0.8)';
  g.lineWidth = 1;
  if (phase === 'flying') {
    const f = Math.min(1, phaseTime / 0.6);
    const x = tip.x + (target.x - tip.x) * f;
    const y = tip.y + (SURFACE - tip.y) * f - Math.sin(f * Math.PI) * 90;
    g.beginPath(); g.moveTo(tip.x, tip.y); g.quadraticCurveTo((tip.x + x) / 2, Math.min(tip.y, y) - 20, x, y); g.stroke();
    drawBobber(g, x, y, 0);
  } else if (phase === 'sinking' || phase === 'waiting') {
    let dip = 0;
    if (phase === 'waiting') {
      for (const n of sched.nibbles) if (phaseTime >= n && phaseTime < n + 0.25) dip = 4;
      if (phaseTime >= sched.bite) dip = 12;
    }
    g.beginPath(); g.moveTo(tip.x, tip.y); g.quadraticCurveTo((tip.x + target.x) / 2, SURFACE - 10, target.x, SURFACE + dip); g.stroke();
    const ly = phase === 'sinking' ? SURFACE + (target.y - SURFACE) * Math.min(1, phaseTime / 0.8) : target.y;
    g.strokeStyle = 'rgba(255,255,255,0.45)';
    g.beginPath(); g.moveTo(target.x, SURFACE + dip); g.lineTo(target.x, ly); g.stroke();
    g.fillStyle = '#d9d9d9';
    g.beginPath(); g.arc(target.x, ly, 2.5, 0, Math.PI * 2); g.fill();
    g.fillStyle = '#d45a8a';
    g.beginPath(); g.arc(target.x - 2, ly + 3, 2.5, 0, Math.PI * 2); g.fill();
    if (phase === 'waiting') {
      // The fish comes in from the side and hovers by the lure.
      const first = /** @type {number} */ (sched.nibbles[0]);
      const a = Math.min(1, phaseTime / first);
      const from = target.x < W / 2 ? W + 40 : -40;
      const dir = from > target.x ? -1 : 1;
      const len = fishLen(biterKg);
      const fx = from + (target.x - dir * len * 0.45 - from) * a + (phaseTime > first ? Math.sin(phaseTime * 3) * 4 : 0);
      g.globalAlpha = 0.55 + 0.45 * a;
      drawFish(g, biter, fx, ly + 4, len, dir, k.clock);
      g.globalAlpha = 1;
    }
    drawBobber(g, target.x, SURFACE + dip, dip);
  } else if (phase === 'fight' && fight) {
    const p = fightFish();
    const sag = (1 - fight.tension) * 50;
    g.strokeStyle = fight.tension > SAFE_HI ? '#ff8a8a' : 'rgba(255,255,255,0.9)';
    g.lineWidth = 1.2;
    g.beginPath(); g.moveTo(tip.x, tip.y); g.quadraticCurveTo((tip.x + p.x) / 2, (tip.y + p.y) / 2 + sag, p.x, p.y); g.stroke();
    const len = fishLen(fight.kg);
    // Hooked by the mouth, so the fish faces the angler at the end of the line.
    drawFish(g, fight.sp, p.x + len * 0.45, p.y, len, -1, k.clock * (fight.burst > 0 ? 2 : 1));
  } else {
    g.beginPath(); g.moveTo(tip.x, tip.y); g.lineTo(tip.x, tip.y + 16); g.stroke();
    g.fillStyle = '#d9d9d9';
    g.beginPath(); g.arc(tip.x, tip.y + 18, 2.5, 0, Math.PI * 2); g.fill();
  }
}

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} dip */
function drawBobber(g, x, y, dip) {
  if (dip >= 12) return;
  g.fillStyle = '#fff';
  g.beginPath(); g.arc(x, y, 5, 0, Math.PI); g.fill();
  g.fillStyle = '#e53935';
  g.beginPath(); g.arc(x, y, 5, Math.PI, Math.PI * 2); g.fill();
  g.fillStyle = '#333';
  g.fillRect(x - 0.8, y - 11, 1.6, 7);
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawUi(g, k) {
  const rtl = k.dir === 'rtl';
  g.fillStyle = 'rgba(8,20,40,0.6)';
  roundRect(g, 8, 8, W - 16, 46, 12);
  g.fill();
  g.textBaseline = 'middle';
  g.textAlign = rtl ? 'right' : 'left';
  g.fillStyle = '#ffffff';
  g.font = '800 15px system-ui, sans-serif';
  g.fillText(k.t('dayN', { n: dayIdx + 1, spot: k.t(spot.key) }), rtl ? W - 18 : 18, 23, 200);
  g.fillStyle = '#bfe3ff';
  g.font = '700 13px system-ui, sans-serif';
  g.fillText(k.t('goal', { c: dayCoins, g: spot.goal }), rtl ? W - 18 : 18, 42, 200);
  g.textAlign = rtl ? 'left' : 'right';
  g.font = '900 24px ui-monospace, monospace';
  g.fillStyle = dayT > DAY_LEN - 15 ? '#ffb46b' : '#ffe98a';
  g.fillText(clockText(hour()), rtl ? 18 : W - 18, 31);
  // Goal bar.
  g.fillStyle = 'rgba(255,255,255,0.15)';
  g.fillRect(18, 52, W - 36, 3);
  g.fillStyle = dayPassed(dayCoins, dayIdx) ? '#7dff9b' : '#4fd8ff';
  g.fillRect(rtl ? W - 18 - (W - 36) * Math.min(1, dayCoins / spot.goal) : 18, 52, (W - 36) * Math.min(1, dayCoins / spot.goal), 3);

  g.textAlign = 'center';
  const pulse = k.reducedMotion ? 1 : 0.75 + 0.25 * Math.sin(k.clock * 4);
  if (phase === 'charging') {
    const x = 36;
    const y = SURFACE + 60;
    g.fillStyle = 'rgba(0,0,0,0.45)';
    roundRect(g, x - 10, y - 50, 20, 100, 8);
    g.fill();
    g.fillStyle = `hsl(${120 - power * 120} 85% 55%)`;
    roundRect(g, x - 6, y + 46 - 92 * power, 12, 92 * power, 5);
    g.fill();
    const t = castSpot(power);
    g.strokeStyle = 'rgba(255,255,255,0.7)';
    g.setLineDash([4, 5]);
    g.beginPath(); g.moveTo(t.x, SURFACE - 14); g.lineTo(t.x, SURFACE + 6); g.stroke();
    g.setLineDash([]);
  }
  if (phase === 'ready' || phase === 'charging') hint(g, k.t('hintCast'), 86, pulse);
  if (phase === 'waiting' || phase === 'sinking') {
    if (phase === 'waiting' && phaseTime >= sched.bite) {
      g.font = '900 34px system-ui, sans-serif';
      g.fillStyle = '#ffe14d';
      g.strokeStyle = 'rgba(0,0,0,0.5)';
      g.lineWidth = 5;
      g.strokeText(k.t('strike'), W / 2, SURFACE - 120, W - 20);
      g.fillText(k.t('strike'), W / 2, SURFACE - 120, W - 20);
      g.fillText('!', target.x, SURFACE - 30);
    } else if (casts <= 2) hint(g, k.t('hintWait'), 86, pulse);
  }
  if (phase === 'fight' && fight) {
    if (strikes <= 1) hint(g, k.t('hintReel'), 86, pulse);
    gauge(g, k, 560, k.t('tension'), fight.tension, true);
    gauge(g, k, 604, k.t('line'), fight.dist, false);
  }
  if (phase === 'lost' && message) {
    g.font = '800 19px system-ui, sans-serif';
    g.fillStyle = 'rgba(8,20,40,0.75)';
    const tw = Math.min(W - 30, g.measureText(message).width + 30);
    roundRect(g, W / 2 - tw / 2, 300, tw, 40, 20);
    g.fill();
    g.fillStyle = '#ffd0c0';
    g.fillText(message, W / 2, 321, W - 40);
  }
  if (phase === 'landed' && landed) drawCatchCard(g, k);
  if (phase === 'summary') drawSummary(g, k);
}

/** @param {CanvasRenderingContext2D} g @param {string} text @param {number} y @param {number} alpha */
function hint(g, text, y, alpha) {
  g.font = '700 14px system-ui, sans-serif';
  const tw = Math.min(W - 24, g.measureText(text).width + 24);
  g.fillStyle = 'rgba(8,20,40,0.55)';
  roundRect(g, W / 2 - tw / 2, y - 14, tw, 28, 14);
  g.fill();
  g.globalAlpha = alpha;
  g.fillStyle = '#fff';
  g.fillText(text, W / 2, y + 1, W - 36);
  g.globalAlpha = 1;
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k @param {number} y @param {string} label @param {number} v @param {boolean} zones */
function gauge(g, k, y, label, v, zones) {
  const x = 100;
  const w = W - 120;
  g.fillStyle = 'rgba(8,20,40,0.7)';
  roundRect(g, 10, y - 16, W - 20, 32, 12);
  g.fill();
  // Label left and bar right in every language: the gauge reads like the dial of a reel.
  g.textAlign = 'left';
  g.fillStyle = '#dbe9ff';
  g.font = '700 13px system-ui, sans-serif';
  g.fillText(label, 20, y + 1, 74);
  g.textAlign = 'center';
  if (zones) {
    g.fillStyle = '#55606e';
    g.fillRect(x, y - 6, w * SAFE_LO, 12);
    g.fillStyle = '#3fae5a';
    g.fillRect(x + w * SAFE_LO, y - 6, w * (SAFE_HI - SAFE_LO), 12);
    g.fillStyle = '#d2453f';
    g.fillRect(x + w * SAFE_HI, y - 6, w * (1 - SAFE_HI), 12);
    const nx = x + w * Math.min(1, v);
    g.fillStyle = '#fff';
    g.beginPath(); g.moveTo(nx, y - 9); g.lineTo(nx - 6, y - 16); g.lineTo(nx + 6, y - 16); g.fill();
    g.fillRect(nx - 1.5, y - 9, 3, 18);
  } else {
    g.fillStyle = 'rgba(255,255,255,0.15)';
    g.fillRect(x, y - 5, w, 10);
    g.fillStyle = v > 0.85 ? '#ffb46b' : '#8fd3ff';
    g.fillRect(x, y - 5, w * Math.min(1, v), 10);
  }
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawCatchCard(g, k) {
  const c = /** @type {{sp: Species, kg: number, coins: number, fresh: boolean}} */ (landed);
  const y = 250;
  g.fillStyle = 'rgba(255,250,235,0.96)';
  roundRect(g, 30, y, W - 60, 170, 18);
  g.fill();
  drawFish(g, c.sp, W / 2, y + 62, Math.max(64, Math.min(120, fishLen(c.kg) * 1.6)), 1, k.clock);
  g.fillStyle = '#1b3a4a';
  g.font = '800 20px system-ui, sans-serif';
  g.fillText(k.t('caught', { f: k.t(c.sp.key) }), W / 2, y + 115, W - 80);
  g.font = '700 15px system-ui, sans-serif';
  g.fillStyle = '#4a6a7a';
  g.fillText(k.t('weight', { kg: k.fmt(c.kg), c: c.coins }), W / 2, y + 142, W - 80);
  if (c.fresh) {
    g.fillStyle = '#e0602a';
    g.font = '800 14px system-ui, sans-serif';
    g.fillText(k.t('newSpecies'), W / 2, y + 20, W - 80);
  }
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawSummary(g, k) {
  g.fillStyle = 'rgba(5,12,25,0.6)';
  g.fillRect(0, 0, W, H);
  const x = 24;
  const y = 110;
  const w = W - 48;
  const rows = Math.max(1, dayLog.size);
  const h = 150 + rows * 30;
  g.fillStyle = 'rgba(255,250,235,0.97)';
  roundRect(g, x, y, w, h, 18);
  g.fill();
  g.textAlign = 'center';
  g.fillStyle = '#1b3a4a';
  g.font = '900 22px system-ui, sans-serif';
  g.fillText(k.t('dayOver', { n: dayIdx + 1 }), W / 2, y + 28, w - 20);
  const ok = dayPassed(dayCoins, dayIdx);
  g.font = '700 14px system-ui, sans-serif';
  g.fillStyle = ok ? '#2e8b57' : '#c0392b';
  g.fillText(k.t('earned', { c: dayCoins, g: spot.goal }), W / 2, y + 56, w - 20);
  g.fillStyle = '#6a7f8a';
  g.font = '800 12px system-ui, sans-serif';
  g.fillText(k.t('log'), W / 2, y + 82, w - 20);
  if (!dayLog.size) {
    g.font = '600 15px system-ui, sans-serif';
    g.fillStyle = '#4a6a7a';
    g.fillText(k.t('nothing'), W / 2, y + 110, w - 20);
  }
  let i = 0;
  const rtl = k.dir === 'rtl';
  for (const [key, e] of dayLog) {
    const ry = y + 108 + i * 30;
    const sp = /** @type {Species} */ (SPECIES[key]);
    drawFish(g, sp, rtl ? x + w - 34 : x + 34, ry, 30, 1, 0);
    g.textAlign = rtl ? 'right' : 'left';
    g.fillStyle = '#1b3a4a';
    g.font = '700 15px system-ui, sans-serif';
    g.fillText(`${k.t(key)} ×${e.n}`, rtl ? x + w - 62 : x + 62, ry, w - 150);
    g.textAlign = rtl ? 'left' : 'right';
    g.fillStyle = '#4a6a7a';
    g.fillText(`${k.fmt(e.best)} kg`, rtl ? x + 16 : x + w - 16, ry);
    i++;
  }
  g.textAlign = 'center';
  g.font = '700 13px system-ui, sans-serif';
  g.fillStyle = '#6a7f8a';
  g.globalAlpha = k.reducedMotion ? 1 : 0.7 + 0.3 * Math.sin(k.clock * 4);
  g.fillText(k.t(ok && dayIdx + 1 < SPOTS.length ? 'next' : 'finish'), W / 2, y + h - 20, w - 20);
  g.globalAlpha = 1;
}

const kit = createGame({
  id: 46,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'day' }, { key: 'catches', label: 'catches' }],
  reset(k) {
    tripLog = new Map();
    catches = 0;
    casts = 0;
    strikes = 0;
    held = false;
    ripples = [];
    message = '';
    k.setStat('catches', 0);
    startDay(k, 0);
  },
  update(dt, k) {
    step(k, dt);
  },
  onKey(code, k, e) {
    if (code === 'Space' || code === 'Enter') {
      if (!e.repeat) press(k);
      return true;
    }
    return false;
  },
  onKeyUp(code, k) {
    if (code === 'Space' || code === 'Enter') release(k);
  },
  onPointer(kind, p, k) {
    if (kind === 'down' && p.inside) { held = true; press(k); }
    else if (kind === 'up' && held) { held = false; release(k); }
  },
  render(g, k) {
    drawScene(g, k);
    drawTackle(g, k);
    drawUi(g, k);
  },
  state() {
    return {
      day: dayIdx + 1,
      spot: spot.key,
      phase,
      clock: clockText(hour()),
      dayCoins,
      goal: spot.goal,
      power: Math.round(power * 100) / 100,
      castPower: Math.round(castPow * 100) / 100,
      lure: { x: Math.round(target.x), y: Math.round(target.y), depth: Math.round(target.depth * 100) / 100 },
      biting: phase === 'waiting' && phaseTime >= sched.bite,
      biteAt: Math.round(sched.bite * 100) / 100,
      waitT: phase === 'waiting' ? Math.round(phaseTime * 100) / 100 : 0,
      fish: fight ? fight.sp.key : null,
      tension: fight ? Math.round(fight.tension * 1000) / 1000 : 0,
      line: fight ? Math.round(fight.dist * 1000) / 1000 : 0,
      reeling: phase === 'fight' && reeling(kit),
      casts,
      strikes,
      catches,
      log: Object.fromEntries([...tripLog].map(([key, e]) => [key, e.n])),
    };
  },
  demo(k) {
    // Midday on the sea pier with two fish in the log and a snapper fighting hard on the line.
    startDay(k, 2);
    dayT = 62;
    for (const [key, kg] of /** @type {[string, number][]} */ ([['mackerel', 0.9], ['snapper', 2.1]])) {
      const sp = /** @type {Species} */ (SPECIES[key]);
      fight = newFight(sp, kg, 0.5, k.random);
      land(k);
    }
    castPow = 0.75;
    target = castSpot(castPow);
    fight = newFight(/** @type {Species} */ (SPECIES.snapper), 4.5, 0.7, k.random);
    fight.tension = 0.68;
    fight.burst = 0.8;
    strikes = 3;
    casts = 3;
    setPhase('fight');
    ripples.push({ x: 80 + 270 * fight.dist, y: SURFACE, t: 0.2 });
  },
});

export default kit;
