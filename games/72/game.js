// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import {
  STAFF, UPGRADES, EARN_MILESTONES, WIN_AT, STAR_BONUS, STAR_UNIT, newSave, staffCost, bulkCost, affordable, upgradeCost, nextMilestone,
  staffIncome, incomePerSecond, tapValue, tap, hire, buyUpgrade, offlineEarnings, offlineCapSeconds, starsOnReset, prestige, trophies,
  serialize, load, earn,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Save} Save */
/** @typedef {import('./logic.js').StaffKey} StaffKey */
/** @typedef {import('./logic.js').UpgradeKey} UpgradeKey */
/** @typedef {{x: number, y: number, w: number, h: number}} Rect */

const W = 540;
const H = 900;
const SCENE_Y = 118;
const TABS_Y = 446;
const LIST_Y = 502;
const ROW_H = 65;
const CUP = { x: 270, y: 300 };
const SAVE_KEY = 'gamekit:72:cafe';
const AUTOSAVE = 5;
/** A gap this long between steps means the game was paused or hidden: the café earned offline. */
const GAP_SECONDS = 30;
const TABS = /** @type {const} */ (['staff', 'upgrades', 'cafe']);
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", "Noto Naskh Arabic", sans-serif';

const strings = {
  'zh-CN': {
    title: '咖啡馆大亨', stars: '星星', staff: '员工', upgrades: '升级', cafe: '咖啡馆', perSec: '每秒 {n}', perTap: '每次点击 {n}',
    s_barista: '咖啡师', s_baker: '面包师', s_artist: '拉花师', s_roaster: '烘豆师', s_chef: '甜点主厨', s_robot: '机器人咖啡师',
    hired: '已雇 {n} · 每秒 {r}', nextX2: '满 {m} 人产量 ×2', u_beans: '精选咖啡豆', u_machine: '意式咖啡机', u_tips: '小费罐', u_chairs: '舒适座椅',
    e_beans: '每次点击 +1', e_machine: '员工产量 +25%', e_tips: '每次点击另得每秒收入的 2%', e_chairs: '离线收益时长 +1 小时', lv: '等级 {n}/{m}', max: '已满',
    away: '离开期间赚到了 {n}', newCafe: '开新店 +{n} ★', needRun: '本店再赚到 {n} 才能得到星星', prestigeInfo: '员工和升级会清零', starInfo: '每颗 ★ 永久增加 10% 收入', wipeInfo: '清除全部进度',
    wipe: '从头开始', wipeConfirm: '再点一次将清除全部进度', lifetime: '累计收入 {n}', taps: '点击次数 {n}', offlineCap: '离线收益最多 {n} 小时',
    trophy: '里程碑：累计赚到 {n}！', x2: '{name}产量翻倍！', legend: '累计赚到 {n}：你是咖啡馆传奇！', trophies: '里程碑',
  },
  en: {
    title: 'Café Clicker', stars: 'Stars', staff: 'Staff', upgrades: 'Upgrades', cafe: 'Café', perSec: '{n} per second', perTap: '{n} per tap',
    s_barista: 'Barista', s_baker: 'Baker', s_artist: 'Latte artist', s_roaster: 'Roaster', s_chef: 'Pastry chef', s_robot: 'Robot barista',
    hired: '{n} hired · {r}/s', nextX2: '×2 output at {m}', u_beans: 'Better beans', u_machine: 'Espresso machine', u_tips: 'Tip jar', u_chairs: 'Cozy chairs',
    e_beans: '+1 per tap', e_machine: '+25% staff output', e_tips: 'Each tap adds 2% of income/s', e_chairs: '+1 h of offline earnings', lv: 'Lv {n}/{m}', max: 'MAX',
    away: 'While you were away: +{n}', newCafe: 'New café +{n} ★', needRun: 'Earn {n} in this café for a star', prestigeInfo: 'Staff and upgrades start over', starInfo: 'Each ★ adds 10% income forever', wipeInfo: 'Erase all progress',
    wipe: 'Start over', wipeConfirm: 'Tap again to erase all progress', lifetime: 'Earned in total: {n}', taps: 'Taps: {n}', offlineCap: 'Offline earnings: up to {n} h',
    trophy: 'Milestone: {n} earned!', x2: '{name}: output doubled!', legend: '{n} earned: you are a café legend!', trophies: 'Milestones',
  },
  ja: {
    title: 'カフェ クリッカー', stars: 'スター', staff: 'スタッフ', upgrades: '強化', cafe: 'カフェ', perSec: '毎秒 {n}', perTap: '1 タップ {n}',
    s_barista: 'バリスタ', s_baker: 'パン職人', s_artist: 'ラテアーティスト', s_roaster: '焙煎士', s_chef: 'パティシエ', s_robot: 'ロボットバリスタ',
    hired: '{n} 人 · 毎秒 {r}', nextX2: '{m} 人で生産 ×2', u_beans: '厳選コーヒー豆', u_machine: 'エスプレッソマシン', u_tips: 'チップ瓶', u_chairs: 'ふかふかの椅子',
    e_beans: '1 タップ +1', e_machine: 'スタッフの生産 +25%', e_tips: 'タップごとに毎秒収入の 2% を追加', e_chairs: 'オフライン収入 +1 時間', lv: 'Lv {n}/{m}', max: '最大',
    away: '留守の間に +{n}', newCafe: '新しい店 +{n} ★', needRun: 'この店で {n} 稼ぐとスター獲得', prestigeInfo: 'スタッフと強化はリセット', starInfo: '★ 1 つで収入が永久に +10%', wipeInfo: '全データを消去',
    wipe: '最初から', wipeConfirm: 'もう一度タップで全データを消去', lifetime: '累計収入 {n}', taps: 'タップ数 {n}', offlineCap: 'オフライン収入は最大 {n} 時間',
    trophy: '達成：累計 {n}！', x2: '{name}の生産が 2 倍！', legend: '累計 {n}：カフェの伝説だ！', trophies: '達成',
  },
  es: {
    title: 'Café Clicker', stars: 'Estrellas', staff: 'Personal', upgrades: 'Mejoras', cafe: 'Café', perSec: '{n} por segundo', perTap: '{n} por toque',
    s_barista: 'Barista', s_baker: 'Panadero', s_artist: 'Artista latte', s_roaster: 'Tostador', s_chef: 'Pastelero', s_robot: 'Barista robot',
    hired: '{n} contratados · {r}/s', nextX2: '×2 con {m}', u_beans: 'Mejores granos', u_machine: 'Cafetera exprés', u_tips: 'Bote de propinas', u_chairs: 'Sillones cómodos',
    e_beans: '+1 por toque', e_machine: '+25 % producción del personal', e_tips: 'Cada toque suma el 2 % de ingresos/s', e_chairs: '+1 h de ganancias sin conexión', lv: 'Nv. {n}/{m}', max: 'MÁX',
    away: 'Mientras no estabas: +{n}', newCafe: 'Nuevo café +{n} ★', needRun: 'Gana {n} en este café para una estrella', prestigeInfo: 'Personal y mejoras se reinician', starInfo: 'Cada ★ suma un 10 % para siempre', wipeInfo: 'Borrar todo el progreso',
    wipe: 'Empezar de cero', wipeConfirm: 'Toca otra vez para borrarlo todo', lifetime: 'Ganado en total: {n}', taps: 'Toques: {n}', offlineCap: 'Sin conexión: hasta {n} h',
    trophy: '¡Hito: {n} ganados!', x2: '{name}: ¡producción doble!', legend: '{n} ganados: ¡eres una leyenda del café!', trophies: 'Hitos',
  },
  de: {
    title: 'Café-Klicker', stars: 'Sterne', staff: 'Personal', upgrades: 'Ausbau', cafe: 'Café', perSec: '{n} pro Sekunde', perTap: '{n} pro Tipp',
    s_barista: 'Barista', s_baker: 'Bäcker', s_artist: 'Latte-Künstler', s_roaster: 'Röster', s_chef: 'Konditor', s_robot: 'Roboter-Barista',
    hired: '{n} angestellt · {r}/s', nextX2: '×2 ab {m}', u_beans: 'Bessere Bohnen', u_machine: 'Espressomaschine', u_tips: 'Trinkgeldglas', u_chairs: 'Gemütliche Sessel',
    e_beans: '+1 pro Tipp', e_machine: '+25 % Personalleistung', e_tips: 'Jeder Tipp bringt 2 % des Einkommens/s', e_chairs: '+1 Std. Offline-Einnahmen', lv: 'St. {n}/{m}', max: 'MAX',
    away: 'Während du weg warst: +{n}', newCafe: 'Neues Café +{n} ★', needRun: 'Verdiene {n} in diesem Café für einen Stern', prestigeInfo: 'Personal und Ausbau starten neu', starInfo: 'Jeder ★ bringt dauerhaft +10 %', wipeInfo: 'Allen Fortschritt löschen',
    wipe: 'Neu anfangen', wipeConfirm: 'Nochmal tippen löscht alles', lifetime: 'Insgesamt verdient: {n}', taps: 'Tipps: {n}', offlineCap: 'Offline-Einnahmen: bis {n} Std.',
    trophy: 'Meilenstein: {n} verdient!', x2: '{name}: doppelte Leistung!', legend: '{n} verdient: Du bist eine Café-Legende!', trophies: 'Meilensteine',
  },
  fr: {
    title: 'Café Clicker', stars: 'Étoiles', staff: 'Équipe', upgrades: 'Améliorations', cafe: 'Café', perSec: '{n} par seconde', perTap: '{n} par toucher',
    s_barista: 'Barista', s_baker: 'Boulanger', s_artist: 'Artiste latte', s_roaster: 'Torréfacteur', s_chef: 'Pâtissier', s_robot: 'Barista robot',
    hired: '{n} embauchés · {r}/s', nextX2: '×2 à {m}', u_beans: 'Meilleurs grains', u_machine: 'Machine à expresso', u_tips: 'Pot à pourboires', u_chairs: 'Fauteuils douillets',
    e_beans: '+1 par toucher', e_machine: '+25 % de production', e_tips: 'Chaque toucher ajoute 2 % du revenu/s', e_chairs: '+1 h de gains hors ligne', lv: 'Niv. {n}/{m}', max: 'MAX',
    away: 'Pendant votre absence : +{n}', newCafe: 'Nouveau café +{n} ★', needRun: 'Gagnez {n} dans ce café pour une étoile', prestigeInfo: 'Équipe et améliorations repartent de zéro', starInfo: 'Chaque ★ donne +10 % pour toujours', wipeInfo: 'Effacer toute la progression',
    wipe: 'Tout recommencer', wipeConfirm: 'Touchez encore pour tout effacer', lifetime: 'Gagné au total : {n}', taps: 'Touchers : {n}', offlineCap: 'Gains hors ligne : jusqu’à {n} h',
    trophy: 'Palier : {n} gagnés !', x2: '{name} : production doublée !', legend: '{n} gagnés : vous êtes une légende du café !', trophies: 'Paliers',
  },
  'pt-BR': {
    title: 'Café Clicker', stars: 'Estrelas', staff: 'Equipe', upgrades: 'Melhorias', cafe: 'Café', perSec: '{n} por segundo', perTap: '{n} por toque',
    s_barista: 'Barista', s_baker: 'Padeiro', s_artist: 'Artista de latte', s_roaster: 'Torrador', s_chef: 'Confeiteiro', s_robot: 'Barista robô',
    hired: '{n} contratados · {r}/s', nextX2: '×2 com {m}', u_beans: 'Grãos melhores', u_machine: 'Máquina de espresso', u_tips: 'Pote de gorjetas', u_chairs: 'Poltronas confortáveis',
    e_beans: '+1 por toque', e_machine: '+25% de produção da equipe', e_tips: 'Cada toque soma 2% da renda/s', e_chairs: '+1 h de ganhos offline', lv: 'Nv. {n}/{m}', max: 'MÁX',
    away: 'Enquanto você estava fora: +{n}', newCafe: 'Novo café +{n} ★', needRun: 'Ganhe {n} neste café por uma estrela', prestigeInfo: 'Equipe e melhorias recomeçam', starInfo: 'Cada ★ dá +10% de renda para sempre', wipeInfo: 'Apagar todo o progresso',
    wipe: 'Recomeçar do zero', wipeConfirm: 'Toque de novo para apagar tudo', lifetime: 'Ganho no total: {n}', taps: 'Toques: {n}', offlineCap: 'Ganhos offline: até {n} h',
    trophy: 'Marco: {n} ganhos!', x2: '{name}: produção em dobro!', legend: '{n} ganhos: você é uma lenda do café!', trophies: 'Marcos',
  },
  ar: {
    title: 'مقهى النقرات', stars: 'النجوم', staff: 'الموظفون', upgrades: 'التحسينات', cafe: 'المقهى', perSec: '{n} في الثانية', perTap: '{n} لكل نقرة',
    s_barista: 'باريستا', s_baker: 'خباز', s_artist: 'فنان اللاتيه', s_roaster: 'محمّص البن', s_chef: 'شيف الحلويات', s_robot: 'باريستا آلي',
    hired: '{n} موظف · {r}/ث', nextX2: '×2 عند {m}', u_beans: 'بن أجود', u_machine: 'آلة إسبريسو', u_tips: 'جرة البقشيش', u_chairs: 'كراسٍ مريحة',
    e_beans: '+1 لكل نقرة', e_machine: '+25% من إنتاج الموظفين', e_tips: 'كل نقرة تضيف 2% من الدخل في الثانية', e_chairs: '+1 ساعة من الأرباح دون اتصال', lv: 'مستوى {n}/{m}', max: 'الحد الأقصى',
    away: 'أثناء غيابك: +{n}', newCafe: 'مقهى جديد +{n} ★', needRun: 'اربح {n} في هذا المقهى لتنال نجمة', prestigeInfo: 'يبدأ الموظفون والتحسينات من جديد', starInfo: 'كل ★ تزيد الدخل 10% للأبد', wipeInfo: 'مسح كل التقدم',
    wipe: 'البدء من الصفر', wipeConfirm: 'انقر مرة أخرى لمسح كل التقدم', lifetime: 'إجمالي الأرباح: {n}', taps: 'النقرات: {n}', offlineCap: 'الأرباح دون اتصال: حتى {n} ساعة',
    trophy: 'إنجاز: ربحت {n}!', x2: '{name}: تضاعف الإنتاج!', legend: 'ربحت {n}: أنت أسطورة المقاهي!', trophies: 'الإنجازات',
  },
};

/** Hat and apron colours of each kind of staff. @type {Record<StaffKey, {apron: string, hat: string}>} */
const LOOK = {
  barista: { apron: '#2f6b4f', hat: '#2f6b4f' },
  baker: { apron: '#e8e2d4', hat: '#ffffff' },
  artist: { apron: '#b04a6a', hat: '#3a2a5a' },
  roaster: { apron: '#6b3f22', hat: '#d9822b' },
  chef: { apron: '#f3f3f3', hat: '#ffffff' },
  robot: { apron: '#9aa7b8', hat: '#5fd3ff' },
};

/** @type {Save} */
let save = newSave();
let loaded = false;
let demoMode = false;
let tab = /** @type {typeof TABS[number]} */ ('staff');
let buyTen = false;
let autosave = 0;
let scoreTick = 0;
let lastWall = 0;
let cupPulse = 0;
let wipeArmed = 0;
/** @type {{x: number, y: number, text: string, t: number}[]} */
let floats = [];
/** @type {{x: number, y: number, vx: number, vy: number, r: number, t: number}[]} */
let beans = [];
/** @type {{text: string, t: number} | null} */
let banner = null;
/** @type {Map<string, Intl.NumberFormat>} */
const formats = new Map();

/** Number in the player's language, short from a million on: 48,250 · 1.2M / 1,2 Mio. / 120万. @param {Kit} k @param {number} n */
function big(k, n) {
  const v = Math.max(0, n);
  // Below a million every language writes the whole number (German has no short form for thousands).
  const key = v >= 1e6 ? 'c' : v < 10 && v % 1 ? 'd' : 'i';
  let f = formats.get(key);
  if (!f) {
    const locale = k.lang === 'ar' ? 'ar-u-nu-latn' : k.lang;
    f = new Intl.NumberFormat(locale, key === 'c' ? { notation: 'compact', maximumFractionDigits: 1 } : { maximumFractionDigits: key === 'd' ? 1 : 0 });
    formats.set(key, f);
  }
  return f.format(key === 'i' ? Math.floor(v) : v);
}

const rtlOf = (/** @type {Kit} */ k) => k.dir === 'rtl';
/**
 * Writing direction for a number: plain digits must be drawn left to right (the canvas inherits
 * rtl in Arabic and would flip "+12"), but Arabic compact forms such as "48.9 ألف" read right to left.
 * @param {Kit} k @param {string} text @returns {CanvasDirection}
 */
const numDir = (k, text) => (k.lang === 'ar' && /[\u0600-\u06ff]/.test(text) ? 'rtl' : 'ltr');
/** Mirrors a box horizontally in right-to-left languages. @param {Kit} k @param {Rect} r @returns {Rect} */
const mirror = (k, r) => (rtlOf(k) ? { ...r, x: W - r.x - r.w } : r);
/** @param {number} x @param {number} y @param {Rect} r */
const inRect = (x, y, r) => x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;

/** @param {number} i */
const rowRect = (i) => ({ x: 10, y: LIST_Y + i * ROW_H, w: W - 20, h: ROW_H - 6 });
/** @param {Kit} k @param {number} i */
const buyRect = (k, i) => mirror(k, { x: W - 170, y: LIST_Y + i * ROW_H + 8, w: 152, h: ROW_H - 22 });
/** @param {Kit} k @param {number} i */
const tabRect = (k, i) => mirror(k, { x: 10 + i * 140, y: TABS_Y, w: 134, h: 46 });
/** @param {Kit} k */
const amountRect = (k) => mirror(k, { x: W - 96, y: TABS_Y, w: 86, h: 46 });

function storeSave() {
  if (!loaded || demoMode) return;
  try { localStorage.setItem(SAVE_KEY, serialize(save, Date.now())); } catch { /* storage full or private */ }
}

/** @param {Kit} k @param {number} seconds */
function creditAway(k, seconds) {
  const got = offlineEarnings(save, seconds);
  if (got <= 0) return;
  earn(save, got);
  banner = { text: k.t('away', { n: big(k, got) }), t: 0 };
  k.sound.jingle([392, 523, 659]);
}

/** @param {Kit} k */
function syncScore(k) {
  k.setScore(Math.floor(save.lifetime));
  k.setStat('stars', k.fmt(save.stars));
}

/** Milestone checks after earning or hiring. @param {Kit} k @param {number} trophiesBefore */
function celebrate(k, trophiesBefore) {
  const now = trophies(save);
  if (now > trophiesBefore) {
    k.toast(k.t('trophy', { n: big(k, EARN_MILESTONES[now - 1] ?? 0) }));
    k.sound.jingle([523, 659, 784, 1047]);
  }
  if (!save.won && save.lifetime >= WIN_AT && !demoMode) {
    save.won = true;
    storeSave();
    syncScore(k);
    k.win({ keepGoing: true, message: k.t('legend', { n: big(k, WIN_AT) }) });
  }
}

/** @param {Kit} k @param {number} x @param {number} y */
function tapCup(k, x, y) {
  const before = trophies(save);
  const v = tap(save);
  cupPulse = 1;
  floats.push({ x: x + (k.random() - 0.5) * 30, y: y - 10, text: `+${big(k, v)}`, t: 0 });
  if (floats.length > 24) floats.shift();
  if (!k.reducedMotion) {
    for (let i = 0; i < 3; i++) beans.push({ x: CUP.x, y: CUP.y - 40, vx: (k.random() - 0.5) * 260, vy: -120 - k.random() * 160, r: k.random() * 6, t: 0 });
    if (beans.length > 40) beans.splice(0, beans.length - 40);
  }
  k.sound.tone({ freq: 520 + Math.min(400, save.taps % 12 * 30), dur: 0.05, type: 'triangle', vol: 0.1 });
  celebrate(k, before);
}

/** @param {Kit} k @param {number} i row */
function buyRow(k, i) {
  if (tab === 'staff') {
    const def = STAFF[i];
    if (!def) return;
    const before = def.key;
    const owned = save.staff[before];
    const got = hire(save, def.key, buyTen ? 10 : 1);
    if (!got) { k.sound.tone({ freq: 180, dur: 0.08, type: 'square', vol: 0.05 }); return; }
    k.sound.tone({ freq: 660, to: 990, dur: 0.1, type: 'triangle', vol: 0.13 });
    const m = nextMilestone(owned);
    if (m !== null && save.staff[def.key] >= m) {
      k.toast(k.t('x2', { name: k.t(`s_${def.key}`) }));
      k.sound.jingle([659, 784, 988]);
    }
  } else if (tab === 'upgrades') {
    const u = UPGRADES[i];
    if (!u) return;
    if (buyUpgrade(save, u.key)) k.sound.tone({ freq: 720, to: 1080, dur: 0.12, type: 'sine', vol: 0.13 });
    else k.sound.tone({ freq: 180, dur: 0.08, type: 'square', vol: 0.05 });
  } else if (i === 2) {
    if (prestige(save)) {
      k.sound.jingle([523, 659, 784, 1047, 1319]);
      floats = [];
      storeSave();
    } else k.sound.tone({ freq: 180, dur: 0.08, type: 'square', vol: 0.05 });
  } else if (i === 3) {
    if (wipeArmed > 0) {
      save = { ...newSave(), savedAt: Date.now() };
      wipeArmed = 0;
      k.setScore(0);
      storeSave();
      k.sound.noise({ dur: 0.3, vol: 0.12, freq: 1500 });
    } else {
      wipeArmed = 3;
      k.toast(k.t('wipeConfirm'));
    }
  }
  syncScore(k);
}

// ---------------------------------------------------------------- drawing

/** @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} r */
function coin(g, x, y, r) {
  g.fillStyle = '#f2b632';
  g.beginPath(); g.arc(x, y, r, 0, Math.PI * 2); g.fill();
  g.fillStyle = '#ffd96a';
  g.beginPath(); g.arc(x - r * 0.12, y - r * 0.12, r * 0.72, 0, Math.PI * 2); g.fill();
  g.strokeStyle = '#c98a12';
  g.lineWidth = Math.max(1, r * 0.14);
  g.beginPath(); g.arc(x, y, r * 0.45, 0, Math.PI * 2); g.stroke();
}

/** A small staff figure standing at (x, y) = feet. @param {CanvasRenderingContext2D} g @param {StaffKey} key @param {number} x @param {number} y @param {number} s */
function figure(g, key, x, y, s) {
  const look = LOOK[key];
  g.save();
  g.translate(x, y);
  g.scale(s, s);
  g.fillStyle = key === 'robot' ? '#c7d2e0' : '#f0c9a0';
  if (key === 'robot') { roundRect(g, -11, -58, 22, 20, 5); g.fill(); g.fillStyle = '#5fd3ff'; g.fillRect(-7, -52, 5, 5); g.fillRect(2, -52, 5, 5); }
  else { g.beginPath(); g.arc(0, -48, 10, 0, Math.PI * 2); g.fill(); g.fillStyle = '#3a2a20'; g.fillRect(-5, -50, 2.5, 2.5); g.fillRect(3, -50, 2.5, 2.5); }
  g.fillStyle = look.hat;
  if (key === 'baker' || key === 'chef') {
    g.beginPath(); g.arc(-5, -62, 6, 0, Math.PI * 2); g.arc(5, -62, 6, 0, Math.PI * 2); g.arc(0, -66, 7, 0, Math.PI * 2); g.fill();
    g.fillRect(-8, -60, 16, key === 'chef' ? 4 : 3);
  } else if (key === 'artist') {
    g.beginPath(); g.ellipse(1, -57, 11, 4, -0.2, 0, Math.PI * 2); g.fill();
  } else if (key === 'robot') {
    g.strokeStyle = look.hat; g.lineWidth = 2; g.beginPath(); g.moveTo(0, -58); g.lineTo(0, -66); g.stroke();
    g.beginPath(); g.arc(0, -67, 2.5, 0, Math.PI * 2); g.fill();
  } else {
    g.beginPath(); g.arc(0, -52, 10, Math.PI, Math.PI * 2); g.fill();
    g.fillRect(key === 'roaster' ? -13 : 0, -53, 13, 3);
  }
  g.fillStyle = key === 'robot' ? '#8793a6' : '#4a5a7a';
  roundRect(g, -11, -37, 22, 32, 6);
  g.fill();
  g.fillStyle = look.apron;
  roundRect(g, -8, -32, 16, 27, 4);
  g.fill();
  g.restore();
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawScene(g, k) {
  const wall = g.createLinearGradient(0, SCENE_Y, 0, TABS_Y);
  wall.addColorStop(0, '#5a3b2e');
  wall.addColorStop(1, '#3d271e');
  g.fillStyle = wall;
  g.fillRect(0, SCENE_Y, W, TABS_Y - SCENE_Y - 6);
  // Shelf with jars, and a chalkboard menu.
  g.fillStyle = '#2a1a12';
  g.fillRect(20, SCENE_Y + 62, 150, 6);
  g.fillRect(W - 170, SCENE_Y + 62, 150, 6);
  for (let i = 0; i < 4; i++) {
    for (const base of [28, W - 162]) {
      g.fillStyle = ['#c98a4a', '#7a4a2a', '#e0c080', '#a05a3a'][i] ?? '#fff';
      roundRect(g, base + i * 36, SCENE_Y + 30, 26, 32, 5);
      g.fill();
      g.fillStyle = 'rgba(255,255,255,0.3)';
      g.fillRect(base + i * 36 + 4, SCENE_Y + 34, 4, 22);
    }
  }
  // Counter.
  g.fillStyle = '#8a5a3a';
  g.fillRect(0, TABS_Y - 64, W, 58);
  g.fillStyle = '#a8724c';
  g.fillRect(0, TABS_Y - 64, W, 10);
  // Staff behind the counter: one figure per kind hired, with a count badge.
  const hiredKinds = STAFF.filter((s) => save.staff[s.key] > 0);
  hiredKinds.forEach((s, i) => {
    const slot = i < 3 ? 40 + i * 62 : W - 40 - (i - 3) * 62;
    const x = rtlOf(k) ? W - slot : slot;
    const bob = k.reducedMotion ? 0 : Math.sin(k.clock * 3 + i) * 1.5;
    figure(g, s.key, x, TABS_Y - 60 + bob, 1.05);
    g.fillStyle = '#ffcf5a';
    roundRect(g, x - 16, TABS_Y - 40, 32, 20, 10);
    g.fill();
    g.fillStyle = '#3a2400';
    g.font = `800 14px ${FONT}`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.direction = numDir(k, big(k, save.staff[s.key]));
    g.fillText(big(k, save.staff[s.key]), x, TABS_Y - 29);
    g.direction = rtlOf(k) ? 'rtl' : 'ltr';
  });
  // The big cup.
  const pulse = 1 + 0.08 * cupPulse;
  g.save();
  g.translate(CUP.x, CUP.y);
  g.scale(pulse, 2 - pulse);
  g.fillStyle = 'rgba(0,0,0,0.25)';
  g.beginPath(); g.ellipse(0, 78, 118, 18, 0, 0, Math.PI * 2); g.fill();
  g.fillStyle = '#f6efe6';
  g.beginPath(); g.ellipse(0, 70, 112, 20, 0, 0, Math.PI * 2); g.fill();
  g.strokeStyle = '#f6efe6';
  g.lineWidth = 16;
  g.beginPath(); g.arc(78, 0, 28, -Math.PI / 2.2, Math.PI / 2.2); g.stroke();
  const body = g.createLinearGradient(-80, 0, 80, 0);
  body.addColorStop(0, '#fffaf3');
  body.addColorStop(1, '#e4d8c8');
  g.fillStyle = body;
  g.beginPath();
  g.moveTo(-82, -46);
  g.lineTo(82, -46);
  g.bezierCurveTo(80, 30, 56, 66, 0, 66);
  g.bezierCurveTo(-56, 66, -80, 30, -82, -46);
  g.fill();
  g.fillStyle = '#c0392b';
  g.fillRect(-74, -8, 148, 12);
  g.fillStyle = '#6b3a1f';
  g.beginPath(); g.ellipse(0, -46, 82, 16, 0, 0, Math.PI * 2); g.fill();
  g.fillStyle = '#c98f5a';
  g.beginPath(); g.ellipse(0, -46, 70, 12, 0, 0, Math.PI * 2); g.fill();
  // Latte-art heart.
  g.fillStyle = '#f3e2c8';
  g.beginPath();
  g.moveTo(0, -38);
  g.bezierCurveTo(-30, -46, -16, -58, 0, -50);
  g.bezierCurveTo(16, -58, 30, -46, 0, -38);
  g.fill();
  g.restore();
  if (!k.reducedMotion) {
    g.strokeStyle = 'rgba(255,255,255,0.35)';
    g.lineWidth = 5;
    g.lineCap = 'round';
    for (let i = 0; i < 3; i++) {
      const x = CUP.x - 30 + i * 30;
      const ph = k.clock * 2 + i * 1.7;
      g.beginPath();
      for (let j = 0; j <= 10; j++) {
        const y = CUP.y - 72 - j * 6;
        g.lineTo(x + Math.sin(ph + j * 0.6) * 8, y);
      }
      g.stroke();
    }
  }
  for (const b of beans) {
    g.save();
    g.translate(b.x, b.y);
    g.rotate(b.r + b.t * 8);
    g.fillStyle = '#4a2a16';
    g.beginPath(); g.ellipse(0, 0, 7, 4.5, 0, 0, Math.PI * 2); g.fill();
    g.strokeStyle = '#2a170b';
    g.lineWidth = 1.2;
    g.beginPath(); g.moveTo(-5, 0); g.quadraticCurveTo(0, 2, 5, 0); g.stroke();
    g.restore();
  }
  g.font = `800 26px ${FONT}`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  for (const f of floats) {
    g.direction = numDir(k, f.text);
    g.globalAlpha = Math.max(0, 1 - f.t / 1);
    g.fillStyle = '#ffe27a';
    g.strokeStyle = 'rgba(60,30,10,0.8)';
    g.lineWidth = 4;
    g.strokeText(f.text, f.x, f.y - f.t * 70);
    g.fillText(f.text, f.x, f.y - f.t * 70);
  }
  g.globalAlpha = 1;
  g.direction = rtlOf(k) ? 'rtl' : 'ltr';
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawHeader(g, k) {
  const grad = g.createLinearGradient(0, 0, 0, SCENE_Y);
  grad.addColorStop(0, '#2a1a3a');
  grad.addColorStop(1, '#3a2436');
  g.fillStyle = grad;
  g.fillRect(0, 0, W, SCENE_Y);
  const text = big(k, save.coins);
  g.font = `900 44px ${FONT}`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.direction = numDir(k, text);
  const tw = g.measureText(text).width;
  coin(g, W / 2 - tw / 2 - 26, 46, 18);
  g.fillStyle = '#fff3d6';
  g.fillText(text, W / 2 + 10, 48);
  g.direction = rtlOf(k) ? 'rtl' : 'ltr';
  g.font = `600 18px ${FONT}`;
  g.fillStyle = '#d9c2ff';
  g.fillText(`${k.t('perSec', { n: big(k, incomePerSecond(save)) })}  ·  ${k.t('perTap', { n: big(k, tapValue(save)) })}`, W / 2, 92, W - 30);
  if (banner) {
    const a = Math.min(1, (4 - banner.t) / 0.5, banner.t / 0.3);
    g.globalAlpha = Math.max(0, a);
    g.fillStyle = 'rgba(20,10,30,0.85)';
    roundRect(g, 30, SCENE_Y + 6, W - 60, 44, 14);
    g.fill();
    g.fillStyle = '#9dffb0';
    g.font = `800 20px ${FONT}`;
    g.fillText(banner.text, W / 2, SCENE_Y + 29, W - 80);
    g.globalAlpha = 1;
  }
}

/** @param {CanvasRenderingContext2D} g @param {Rect} r @param {string} label @param {boolean} on */
function button(g, r, label, on) {
  g.fillStyle = on ? '#ffb347' : 'rgba(255,255,255,0.1)';
  roundRect(g, r.x, r.y, r.w, r.h, 12);
  g.fill();
  g.fillStyle = on ? '#2a1400' : 'rgba(255,255,255,0.45)';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.font = `800 18px ${FONT}`;
  const dir = g.direction;
  if (!/[\u0600-\u06ff]/.test(label)) g.direction = 'ltr';
  g.fillText(label, r.x + r.w / 2, r.y + r.h / 2 + 1, r.w - 12);
  g.direction = dir;
}

/** A buy button with a coin and a price. @param {CanvasRenderingContext2D} g @param {Kit} k @param {Rect} r @param {number} cost @param {boolean} can */
function priceButton(g, k, r, cost, can) {
  g.fillStyle = can ? '#ffb347' : 'rgba(255,255,255,0.1)';
  roundRect(g, r.x, r.y, r.w, r.h, 12);
  g.fill();
  if (!Number.isFinite(cost)) {
    g.fillStyle = 'rgba(255,255,255,0.5)';
    g.font = `800 17px ${FONT}`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(k.t('max'), r.x + r.w / 2, r.y + r.h / 2 + 1);
    return;
  }
  coin(g, r.x + 20, r.y + r.h / 2, 10);
  g.fillStyle = can ? '#2a1400' : 'rgba(255,255,255,0.5)';
  g.font = `800 19px ${FONT}`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.direction = numDir(k, big(k, cost));
  g.fillText(big(k, cost), r.x + r.w / 2 + 12, r.y + r.h / 2 + 1, r.w - 44);
  g.direction = rtlOf(k) ? 'rtl' : 'ltr';
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k @param {number} i @param {string} title @param {string} sub @param {string} [sub2] */
function rowText(g, k, i, title, sub, sub2) {
  const r = rowRect(i);
  const rtl = rtlOf(k);
  const x = rtl ? W - 74 : 74;
  g.textAlign = rtl ? 'right' : 'left';
  g.textBaseline = 'middle';
  g.fillStyle = '#fff3e0';
  g.font = `800 19px ${FONT}`;
  g.fillText(title, x, r.y + 17, W - 74 - 180);
  g.fillStyle = '#d8c3b0';
  g.font = `500 14px ${FONT}`;
  g.fillText(sub, x, r.y + 38, W - 74 - 180);
  if (sub2) {
    g.fillStyle = '#a99585';
    g.font = `500 12px ${FONT}`;
    g.fillText(sub2, x, r.y + 53, W - 74 - 180);
  }
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawList(g, k) {
  g.fillStyle = '#22161c';
  g.fillRect(0, TABS_Y - 6, W, H - TABS_Y + 6);
  TABS.forEach((t, i) => button(g, tabRect(k, i), k.t(t), tab === t));
  if (tab === 'staff') button(g, amountRect(k), buyTen ? '×10' : '×1', buyTen);
  const rtl = rtlOf(k);
  const iconX = rtl ? W - 42 : 42;
  const rows = tab === 'staff' ? STAFF.length : tab === 'upgrades' ? UPGRADES.length : 4;
  for (let i = 0; i < rows; i++) {
    const r = rowRect(i);
    g.fillStyle = i % 2 ? 'rgba(255,255,255,0.04)' : 'rgba(255,255,255,0.07)';
    roundRect(g, r.x, r.y, r.w, r.h, 12);
    g.fill();
  }
  if (tab === 'staff') {
    STAFF.forEach((s, i) => {
      const r = rowRect(i);
      const owned = save.staff[s.key];
      const n = buyTen ? 10 : 1;
      const cost = bulkCost(s.base, owned, n);
      const can = affordable(s.base, owned, save.coins, n) === n;
      g.save();
      g.beginPath(); g.rect(iconX - 26, r.y + 2, 52, r.h - 4); g.clip();
      figure(g, s.key, iconX, r.y + r.h + 10, 0.82);
      g.restore();
      const m = nextMilestone(owned);
      rowText(g, k, i, k.t(`s_${s.key}`), k.t('hired', { n: big(k, owned), r: big(k, staffIncome(save, s.key)) }), m ? k.t('nextX2', { m: k.fmt(m) }) : undefined);
      priceButton(g, k, buyRect(k, i), cost, can);
    });
  } else if (tab === 'upgrades') {
    UPGRADES.forEach((u, i) => {
      const r = rowRect(i);
      const lv = save.upgrades[u.key];
      const cost = upgradeCost(u.key, lv);
      g.fillStyle = ['#7a4a2a', '#9aa7b8', '#e0b040', '#b0605a'][i] ?? '#fff';
      g.beginPath(); g.arc(iconX, r.y + r.h / 2, 19, 0, Math.PI * 2); g.fill();
      g.fillStyle = '#fff';
      g.font = `800 16px ${FONT}`;
      g.textAlign = 'center';
      g.direction = 'ltr';
      g.fillText(k.fmt(lv), iconX, r.y + r.h / 2 + 1);
      g.direction = rtlOf(k) ? 'rtl' : 'ltr';
      rowText(g, k, i, k.t(`u_${u.key}`), k.t(`e_${u.key}`), k.t('lv', { n: lv, m: u.max }));
      priceButton(g, k, buyRect(k, i), cost, cost <= save.coins);
    });
  } else {
    // Milestones: a cup per lifetime goal.
    const r0 = rowRect(0);
    const got = trophies(save);
    EARN_MILESTONES.forEach((m, i) => {
      const x = rtl ? W - 50 - i * 84 : 50 + i * 84;
      g.fillStyle = i < got ? '#ffcf5a' : 'rgba(255,255,255,0.15)';
      g.beginPath();
      g.moveTo(x - 12, r0.y + 8); g.lineTo(x + 12, r0.y + 8); g.lineTo(x + 8, r0.y + 28); g.lineTo(x - 8, r0.y + 28);
      g.fill();
      g.fillRect(x - 2, r0.y + 28, 4, 6);
      g.fillRect(x - 8, r0.y + 34, 16, 4);
      g.fillStyle = i < got ? '#ffe9b0' : 'rgba(255,255,255,0.4)';
      g.font = `700 13px ${FONT}`;
      g.textAlign = 'center';
      g.direction = numDir(k, big(k, m));
      g.fillText(big(k, m), x, r0.y + 50);
      g.direction = rtlOf(k) ? 'rtl' : 'ltr';
    });
    rowText(g, k, 1, k.t('lifetime', { n: big(k, save.lifetime) }), k.t('taps', { n: big(k, save.taps) }), k.t('offlineCap', { n: offlineCapSeconds(save) / 3600 }));
    const gain = starsOnReset(save);
    rowText(g, k, 2, `★ ${k.fmt(save.stars)} (+${Math.round(save.stars * STAR_BONUS * 100)}%)`, gain > 0 ? k.t('prestigeInfo') : k.t('needRun', { n: big(k, STAR_UNIT * (Math.floor(Math.sqrt(save.runEarned / STAR_UNIT)) + 1) ** 2) }), k.t('starInfo'));
    button(g, buyRect(k, 2), k.t('newCafe', { n: k.fmt(gain) }), gain > 0);
    rowText(g, k, 3, k.t('wipeInfo'), wipeArmed > 0 ? k.t('wipeConfirm') : '');
    g.fillStyle = wipeArmed > 0 ? '#ff5f6d' : 'rgba(255,255,255,0.1)';
    const b = buyRect(k, 3);
    roundRect(g, b.x, b.y, b.w, b.h, 12);
    g.fill();
    g.fillStyle = '#fff';
    g.font = `800 17px ${FONT}`;
    g.textAlign = 'center';
    g.fillText(k.t('wipe'), b.x + b.w / 2, b.y + b.h / 2 + 1, b.w - 12);
  }
}

const kit = createGame({
  id: 72,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'stars', label: 'stars' }],
  reset(k) {
    if (loaded) storeSave();
    demoMode = false;
    let text = null;
    try { text = localStorage.getItem(SAVE_KEY); } catch { text = null; }
    const now = Date.now();
    const res = load(text, now);
    save = res.save;
    loaded = true;
    floats = [];
    beans = [];
    banner = null;
    wipeArmed = 0;
    tab = 'staff';
    autosave = 0;
    lastWall = now;
    // A quick reload is not "being away"; a minute or more is.
    const away = (now - save.savedAt) / 1000;
    if (!res.fresh && away >= GAP_SECONDS) creditAway(k, away);
    syncScore(k);
    storeSave();
  },
  update(dt, k) {
    const now = Date.now();
    // Paused or hidden for a while: the café kept going without the player (offline rules).
    if (lastWall && now - lastWall > GAP_SECONDS * 1000) creditAway(k, (now - lastWall) / 1000);
    lastWall = now;
    const before = trophies(save);
    earn(save, incomePerSecond(save) * dt);
    celebrate(k, before);
    cupPulse = Math.max(0, cupPulse - dt * 6);
    if (wipeArmed > 0) wipeArmed = Math.max(0, wipeArmed - dt);
    floats = floats.filter((f) => (f.t += dt) < 1);
    beans = beans.filter((b) => { b.t += dt; b.x += b.vx * dt; b.y += b.vy * dt; b.vy += 600 * dt; return b.t < 1.2; });
    if (banner && (banner.t += dt) > 4) banner = null;
    if ((scoreTick += dt) > 0.25) { scoreTick = 0; syncScore(k); }
    if ((autosave += dt) > AUTOSAVE) { autosave = 0; storeSave(); }
  },
  onPointer(kind, p, k) {
    if (kind !== 'down') return;
    if (p.y >= SCENE_Y && p.y < TABS_Y - 6) { tapCup(k, p.x, p.y); return; }
    for (let i = 0; i < TABS.length; i++) {
      if (inRect(p.x, p.y, tabRect(k, i))) { tab = /** @type {typeof TABS[number]} */ (TABS[i]); k.sound.blip(600); return; }
    }
    if (tab === 'staff' && inRect(p.x, p.y, amountRect(k))) { buyTen = !buyTen; k.sound.blip(700); return; }
    for (let i = 0; i < 6; i++) if (inRect(p.x, p.y, buyRect(k, i))) { buyRow(k, i); return; }
  },
  onKey(code, k) {
    if (code === 'Space' || code === 'Enter') { tapCup(k, CUP.x, CUP.y - 40); return true; }
    const digit = /^Digit([1-6])$/.exec(code) ?? /^Numpad([1-6])$/.exec(code);
    if (digit) { buyRow(k, Number(digit[1]) - 1); return true; }
    if (code === 'ArrowLeft' || code === 'ArrowRight') {
      const d = (code === 'ArrowRight') !== rtlOf(k) ? 1 : -1;
      tab = /** @type {typeof TABS[number]} */ (TABS[(TABS.indexOf(tab) + d + TABS.length) % TABS.length]);
      k.sound.blip(600);
      return true;
    }
    if (code === 'KeyX') { buyTen = !buyTen; return true; }
    return false;
  },
  render(g, k) {
    g.fillStyle = '#22161c';
    g.fillRect(0, 0, W, H);
    drawHeader(g, k);
    drawScene(g, k);
    drawList(g, k);
    if (banner) drawHeader(g, k);
  },
  state(k) {
    return {
      coins: Math.floor(save.coins),
      runEarned: Math.floor(save.runEarned),
      lifetime: Math.floor(save.lifetime),
      perSecond: incomePerSecond(save),
      tapValue: tapValue(save),
      staff: { ...save.staff },
      upgrades: { ...save.upgrades },
      stars: save.stars,
      starsOnReset: starsOnReset(save),
      taps: save.taps,
      trophies: trophies(save),
      tab,
      buyTen,
      away: banner?.text ?? '',
      layout: { cup: CUP, buy: [0, 1, 2, 3, 4, 5].map((i) => { const r = buyRect(k, i); return { x: r.x + r.w / 2, y: r.y + r.h / 2 }; }), tabs: TABS.map((_, i) => { const r = tabRect(k, i); return { x: r.x + r.w / 2, y: r.y + r.h / 2 }; }) },
    };
  },
  demo(k) {
    demoMode = true;
    save = newSave();
    save.staff = { barista: 27, baker: 12, artist: 8, roaster: 4, chef: 0, robot: 0 };
    save.upgrades = { beans: 6, machine: 2, tips: 1, chairs: 1 };
    save.coins = 48250;
    save.runEarned = 180000;
    save.lifetime = 180000;
    save.taps = 940;
    for (let i = 0; i < 5; i++) floats.push({ x: CUP.x - 80 + i * 40, y: CUP.y - 60, text: `+${big(k, tapValue(save))}`, t: i * 0.15 });
    cupPulse = 0.6;
  },
});

// Save when the page goes away or into the background (the loop stops then).
document.addEventListener('visibilitychange', () => { if (document.hidden) storeSave(); });
window.addEventListener('pagehide', () => storeSave());

export default kit;
