// @ts-check
import { createGame, roundRect } from '../kit/kit.js';
import {
  W, H, WINDOW, SONGS, SongClock, generateSong, judgeOffset, findTarget, points, holdPoints, holdKept, nextEnergy, accuracy, songBonus,
} from './logic.js';

/** @typedef {import('../kit/kit.js').Kit} Kit */
/** @typedef {import('./logic.js').Song} Song */
/** @typedef {import('./logic.js').Note} Note */
/** @typedef {import('./logic.js').MusicEvent} MusicEvent */
/** @typedef {import('./logic.js').Verdict} Verdict */

const HIT_Y = 468;
const TOP_Y = 70;
const LANE_X = W / 2;
const LANE_W = 118;
const NOTE_R = 19;
/** Backing is handed to the audio clock this far ahead of the song time. */
const AHEAD = 0.2;
const START_AT = -1.6;
const RESULTS = 3.2;

const strings = {
  'zh-CN': { title: '节拍敲击', song: '歌曲', songN: '第 {n} 首', perfect: '完美', good: '不错', miss: '失误', combo: '连击', tap: '点击', hold: '按住', ready: '准备…', cleared: '本曲完成！', accuracy: '准确率', fullCombo: '全连击！', lost: '你在第 {n} 首歌跟丢了节拍。', allDone: '五首歌全部演奏完成！' },
  en: { title: 'Beat Tapper', song: 'Song', songN: 'Song {n}', perfect: 'Perfect', good: 'Good', miss: 'Miss', combo: 'Combo', tap: 'Tap', hold: 'Hold', ready: 'Get ready…', cleared: 'Song cleared!', accuracy: 'Accuracy', fullCombo: 'Full combo!', lost: 'You lost the beat in song {n}.', allDone: 'All five songs played!' },
  ja: { title: 'ビート タッパー', song: '曲', songN: '{n} 曲目', perfect: 'パーフェクト', good: 'グッド', miss: 'ミス', combo: 'コンボ', tap: 'タップ', hold: 'ホールド', ready: '準備…', cleared: 'クリア！', accuracy: '正確さ', fullCombo: 'フルコンボ！', lost: '{n} 曲目でリズムを見失った。', allDone: '5 曲すべて演奏した！' },
  es: { title: 'Toca el Ritmo', song: 'Canción', songN: 'Canción {n}', perfect: 'Perfecto', good: 'Bien', miss: 'Fallo', combo: 'Combo', tap: 'Toca', hold: 'Mantén', ready: 'Prepárate…', cleared: '¡Canción superada!', accuracy: 'Precisión', fullCombo: '¡Combo completo!', lost: 'Perdiste el ritmo en la canción {n}.', allDone: '¡Has tocado las cinco canciones!' },
  de: { title: 'Beat-Tapper', song: 'Lied', songN: 'Lied {n}', perfect: 'Perfekt', good: 'Gut', miss: 'Daneben', combo: 'Kombo', tap: 'Tippen', hold: 'Halten', ready: 'Mach dich bereit …', cleared: 'Lied geschafft!', accuracy: 'Genauigkeit', fullCombo: 'Volle Kombo!', lost: 'In Lied {n} aus dem Takt gekommen.', allDone: 'Alle fünf Lieder gespielt!' },
  fr: { title: 'Tape le Rythme', song: 'Morceau', songN: 'Morceau {n}', perfect: 'Parfait', good: 'Bien', miss: 'Raté', combo: 'Combo', tap: 'Tapez', hold: 'Maintenez', ready: 'Préparez-vous…', cleared: 'Morceau réussi !', accuracy: 'Précision', fullCombo: 'Combo parfait !', lost: 'Vous avez perdu le rythme au morceau {n}.', allDone: 'Les cinq morceaux sont joués !' },
  'pt-BR': { title: 'Toque no Ritmo', song: 'Música', songN: 'Música {n}', perfect: 'Perfeito', good: 'Bom', miss: 'Errou', combo: 'Combo', tap: 'Toque', hold: 'Segure', ready: 'Prepare-se…', cleared: 'Música concluída!', accuracy: 'Precisão', fullCombo: 'Combo completo!', lost: 'Você perdeu o ritmo na música {n}.', allDone: 'Você tocou as cinco músicas!' },
  ar: { title: 'نقرة الإيقاع', song: 'الأغنية', songN: 'الأغنية {n}', perfect: 'ممتاز', good: 'جيد', miss: 'فائت', combo: 'سلسلة', tap: 'انقر', hold: 'اضغط باستمرار', ready: 'استعد…', cleared: 'أنهيت الأغنية!', accuracy: 'الدقة', fullCombo: 'سلسلة كاملة!', lost: 'فقدت الإيقاع في الأغنية {n}.', allDone: 'عزفت الأغاني الخمس كلها!' },
};

const COLORS = { perfect: '#ffe066', good: '#5fe3ff', miss: '#ff5f7a' };

let songIdx = 0;
/** @type {Song} */
let song = generateSong(0);
/** @type {boolean[]} */
let done = [];
let clock = new SongClock(START_AT);
/** The loop stood still (pause, hidden tab) since the last step: the clock must not count the gap. */
let rebase = true;
let cursor = 0;
let musicCursor = 0;
let holding = -1;
let combo = 0;
let maxCombo = 0;
let energy = 1;
let counts = { perfect: 0, good: 0, miss: 0, stray: 0 };
let taps = 0;
/** 'play' | 'results' */
let phase = 'play';
let resultsT = 0;
let lastAcc = 0;
let lastFull = false;
let pressed = false;
let padFlash = 0;
/** @type {{text: string, color: string, t: number}} */
let judgement = { text: '', color: '#fff', t: 0 };
/** @type {{x: number, y: number, vx: number, vy: number, life: number, color: string}[]} */
let sparks = [];
/** @type {{t: number, color: string}[]} */
let rings = [];
/** Plays itself (thumbnail): set by demo(), cleared by a new round. */
let autoplay = false;

// ---------------------------------------------------------------- clock & sound

/**
 * The audio clock as heard (output latency taken off), or null when there is no running, unmuted
 * audio: then the song follows the game's frames instead.
 * @param {Kit} kit
 */
function audioNow(kit) {
  const ctx = kit.sound.ctx;
  if (!ctx || ctx.state !== 'running' || kit.muted()) return null;
  const lat = Math.min(0.2, Math.max(0, ctx.outputLatency || ctx.baseLatency || 0));
  return ctx.currentTime - lat;
}

/** @param {Kit} kit */
const now = (kit) => clock.now(audioNow(kit), performance.now());

/** Hands the backing's next events to the audio clock, slightly ahead of time. @param {Kit} kit */
function schedule(kit) {
  const an = audioNow(kit);
  const t = clock.now(an, performance.now());
  while (musicCursor < song.music.length) {
    const ev = /** @type {MusicEvent} */ (song.music[musicCursor]);
    if (ev.t >= t + AHEAD) break;
    musicCursor++;
    const delay = ev.t - t;
    // Muted (or too late to play in time): skip, so unmuting does not dump a burst of old notes.
    if (an === null || delay < -0.03) continue;
    if (ev.kind === 'noise') kit.sound.noise({ dur: ev.dur, vol: ev.vol, freq: ev.freq, delay: Math.max(0, delay) });
    else kit.sound.tone({ freq: ev.freq, to: ev.to, dur: ev.dur, type: ev.wave, vol: ev.vol, delay: Math.max(0, delay) });
  }
}

/** The lead voice: the player plays the tune by hitting its notes. @param {Kit} kit @param {Note} n @param {number} len */
function playLead(kit, n, len) {
  kit.sound.tone({ freq: n.freq, dur: len, type: 'triangle', vol: 0.22 });
  kit.sound.tone({ freq: n.freq / 2, dur: Math.min(len, 0.25), type: 'square', vol: 0.035 });
}

// ---------------------------------------------------------------- play

/** @param {Kit} kit */
function startSong(kit) {
  song = generateSong(songIdx);
  done = song.notes.map(() => false);
  clock = new SongClock(START_AT);
  rebase = true;
  cursor = 0;
  musicCursor = 0;
  holding = -1;
  combo = 0;
  maxCombo = 0;
  counts = { perfect: 0, good: 0, miss: 0, stray: 0 };
  phase = 'play';
  judgement = { text: '', color: '#fff', t: 0 };
  kit.setLevel(songIdx + 1);
}

/** @param {string} text @param {string} color */
function show(text, color) {
  judgement = { text, color, t: 0.6 };
}

/** @param {Kit} kit @param {number} i */
function miss(kit, i) {
  done[i] = true;
  counts.miss++;
  combo = 0;
  energy = nextEnergy(energy, 'miss');
  show(kit.t('miss'), COLORS.miss);
  kit.sound.tone({ freq: 110, dur: 0.08, type: 'square', vol: 0.05 });
}

/** @param {Kit} kit @param {Verdict} v */
function hit(kit, v) {
  counts[v]++;
  combo++;
  maxCombo = Math.max(maxCombo, combo);
  kit.addScore(points(v, combo));
  energy = nextEnergy(energy, v);
  show(kit.t(v), COLORS[v]);
  rings.push({ t: 0, color: COLORS[v] });
  if (!kit.reducedMotion) {
    for (let i = 0; i < (v === 'perfect' ? 14 : 8); i++) {
      const a = -Math.PI * (0.1 + 0.8 * kit.random());
      const sp = 80 + kit.random() * 220;
      sparks.push({ x: LANE_X, y: HIT_Y, vx: Math.cos(a) * sp, vy: Math.sin(a) * sp, life: 0.5, color: COLORS[v] });
    }
  }
}

/** @param {Kit} kit */
function press(kit) {
  taps++;
  pressed = true;
  padFlash = 1;
  if (phase !== 'play') return;
  const time = now(kit);
  const i = findTarget(song.notes, done, time, cursor);
  if (i < 0) {
    // Taps along with the count-in cost nothing; later ones off the beat do.
    if (time < song.start - WINDOW) return;
    counts.stray++;
    combo = 0;
    energy = nextEnergy(energy, 'stray');
    kit.sound.tone({ freq: 140, dur: 0.05, type: 'sine', vol: 0.08 });
    return;
  }
  const n = /** @type {Note} */ (song.notes[i]);
  const v = /** @type {Verdict} */ (judgeOffset(time - n.t));
  if (v === 'miss') { miss(kit, i); return; }
  done[i] = true;
  hit(kit, v);
  const next = song.notes[i + 1];
  playLead(kit, n, n.hold ? n.end - n.t + 0.1 : Math.min(0.4, next ? (next.t - n.t) * 0.9 : 0.4));
  if (n.hold) holding = i;
}

/** @param {Kit} kit */
function release(kit) {
  pressed = false;
  if (holding < 0 || phase !== 'play') return;
  const n = /** @type {Note} */ (song.notes[holding]);
  if (holdKept(n, now(kit))) finishHold(kit);
  else {
    holding = -1;
    combo = 0;
    energy = nextEnergy(energy, 'drop');
    show(kit.t('miss'), COLORS.miss);
  }
}

/** @param {Kit} kit */
function finishHold(kit) {
  holding = -1;
  kit.addScore(holdPoints(combo));
  energy = nextEnergy(energy, 'held');
  rings.push({ t: 0, color: '#b68cff' });
}

/** @param {Kit} kit */
function finishSong(kit) {
  phase = 'results';
  resultsT = RESULTS;
  lastAcc = accuracy(counts);
  lastFull = counts.miss === 0 && counts.stray === 0;
  kit.addScore(songBonus(lastAcc, lastFull, songIdx));
  kit.sound.jingle([523, 659, 784, 1047]);
}

/** Autoplay for the thumbnail: hits each note right on time. @param {Kit} kit @param {number} t */
function autoStep(kit, t) {
  const i = findTarget(song.notes, done, t, cursor);
  const n = song.notes[i];
  if (n && Math.abs(n.t - t) < 0.009) {
    press(kit);
    // Held notes are let go by the hold finishing on its own.
    if (!n.hold) release(kit);
  }
  if (holding < 0 && !(n && n.hold)) pressed = false;
}

/** @param {Kit} kit @param {number} dt */
function step(kit, dt) {
  const t = clock.step(dt, audioNow(kit), performance.now(), rebase);
  rebase = false;
  schedule(kit);
  if (phase === 'results') {
    if ((resultsT -= dt) <= 0) {
      if (songIdx >= SONGS.length - 1) { kit.gameOver({ win: true, message: kit.t('allDone') }); return; }
      songIdx++;
      startSong(kit);
    }
    return;
  }
  if (autoplay) autoStep(kit, t);
  while (cursor < song.notes.length) {
    const n = /** @type {Note} */ (song.notes[cursor]);
    if (done[cursor]) { cursor++; continue; }
    if (n.t < t - WINDOW) { miss(kit, cursor); cursor++; continue; }
    break;
  }
  if (holding >= 0 && t >= (/** @type {Note} */ (song.notes[holding])).end) finishHold(kit);
  if (energy <= 0) {
    kit.gameOver({ message: kit.t('lost', { n: songIdx + 1 }) });
    return;
  }
  if (t >= song.length) finishSong(kit);
}

// ---------------------------------------------------------------- game

const kit = createGame({
  id: 74,
  width: W,
  height: H,
  strings,
  stats: [{ key: 'level', label: 'song' }],
  reset(k) {
    songIdx = 0;
    energy = 1;
    taps = 0;
    sparks = [];
    rings = [];
    pressed = false;
    autoplay = false;
    startSong(k);
  },
  update(dt, k) {
    sparks = sparks.filter((p) => { p.x += p.vx * dt; p.y += p.vy * dt; p.vy += 500 * dt; return (p.life -= dt) > 0; });
    rings = rings.filter((r) => (r.t += dt) < 0.4);
    if (judgement.t > 0) judgement.t -= dt;
    if (padFlash > 0) padFlash = Math.max(0, padFlash - dt * 5);
    step(k, dt);
  },
  onKey(code, k, e) {
    if (!['Space', 'Enter', 'KeyJ', 'KeyF', 'ArrowDown', 'ArrowUp'].includes(code)) return false;
    if (!e.repeat) press(k);
    return true;
  },
  onKeyUp(code, k) {
    if (['Space', 'Enter', 'KeyJ', 'KeyF', 'ArrowDown', 'ArrowUp'].includes(code)) release(k);
  },
  onPointer(kind, p, k) {
    if (kind === 'down' && p.button === 0) press(k);
    else if (kind === 'up') release(k);
  },
  render(g, k) {
    // The clock must not count time the loop spent standing still.
    if (k.screen !== 'playing') rebase = true;
    const t = k.screen === 'playing' ? now(k) : clock.time;
    draw(g, k, t);
  },
  state() {
    const next = song.notes.findIndex((n, i) => !done[i] && i >= cursor);
    return {
      song: songIdx + 1,
      bpm: song.bpm,
      phase,
      time: Math.round(clock.time * 1000) / 1000,
      clock: clock.source,
      notes: song.notes.length,
      nextNote: next >= 0 ? Math.round((/** @type {Note} */ (song.notes[next])).t * 1000) / 1000 : null,
      judged: done.filter(Boolean).length,
      combo,
      maxCombo,
      energy: Math.round(energy * 100) / 100,
      counts: { ...counts },
      taps,
      holding: holding >= 0,
      pressed,
    };
  },
  demo(k) {
    // Third song, well into it: a combo going and notes streaming down.
    songIdx = 2;
    startSong(k);
    autoplay = true;
    const target = song.start + song.beat * 4 * 5.3;
    for (let i = 0; i < 60 * 40 && clock.time < target; i++) {
      step(k, 1 / 60);
      sparks = sparks.filter((p) => (p.life -= 1 / 60) > 0);
    }
  },
});

// ---------------------------------------------------------------- drawing

/** @param {CanvasRenderingContext2D} g @param {Kit} k @param {number} t song time */
function draw(g, k, t) {
  const beatPhase = t > 0 ? (t / song.beat) % 1 : 0;
  const pulse = k.reducedMotion ? 0 : Math.max(0, 1 - beatPhase * 3);
  const bg = g.createLinearGradient(0, 0, 0, H);
  bg.addColorStop(0, '#140b2e');
  bg.addColorStop(1, '#2a0f3d');
  g.fillStyle = bg;
  g.fillRect(0, 0, W, H);
  // Speaker glow that thumps on every beat.
  const glow = g.createRadialGradient(LANE_X, HIT_Y, 10, LANE_X, HIT_Y, 260 + pulse * 40);
  glow.addColorStop(0, `rgba(255,80,200,${0.16 + pulse * 0.14})`);
  glow.addColorStop(1, 'rgba(255,80,200,0)');
  g.fillStyle = glow;
  g.fillRect(0, 0, W, H);
  drawSides(g, k, t, pulse);
  drawLane(g, k, t);
  drawTop(g, k, t);
  drawPad(g, k);
  for (const p of sparks) {
    g.globalAlpha = Math.max(0, p.life * 2);
    g.fillStyle = p.color;
    g.fillRect(p.x - 2, p.y - 2, 4, 4);
  }
  g.globalAlpha = 1;
  if (k.screen === 'playing' || k.screen === 'paused') {
    if (t < song.start - song.beat * 3.5 && phase === 'play') banner(g, k.t('songN', { n: songIdx + 1 }), k.t('ready'), '#ffe066');
    else if (phase === 'results') {
      banner(g, k.t('cleared'), `${k.t('accuracy')}: ${Math.round(lastAcc * 100)}%`, '#7dffb0');
      if (lastFull) {
        g.fillStyle = '#ffe066';
        g.font = '900 18px system-ui, sans-serif';
        g.fillText(k.t('fullCombo'), W / 2, 330, W - 60);
      }
    }
  }
}

/** @param {CanvasRenderingContext2D} g @param {string} title @param {string} sub @param {string} color */
function banner(g, title, sub, color) {
  g.fillStyle = 'rgba(10,6,24,0.82)';
  roundRect(g, 30, 210, W - 60, 100, 16);
  g.fill();
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillStyle = color;
  g.font = '900 28px system-ui, sans-serif';
  g.fillText(title, W / 2, 245, W - 80);
  g.fillStyle = '#e8e3ff';
  g.font = '700 18px system-ui, sans-serif';
  g.fillText(sub, W / 2, 282, W - 80);
}

/** @param {CanvasRenderingContext2D} g @param {Kit} k @param {number} t */
function drawLane(g, k, t) {
  const lead = song.beat * 4;
  const speed = (HIT_Y - TOP_Y) / lead;
  const x0 = LANE_X - LANE_W / 2;
  g.save();
  roundRect(g, x0, TOP_Y - 20, LANE_W, HIT_Y - TOP_Y + 60, 16);
  g.fillStyle = 'rgba(8,4,20,0.6)';
  g.fill();
  g.clip();
  // Beat lines scroll with the notes; bar lines stronger.
  const firstBeat = Math.ceil((t - 0.5) / song.beat);
  for (let b = firstBeat; b <= firstBeat + 6; b++) {
    const y = HIT_Y - (b * song.beat - t) * speed;
    if (y < TOP_Y - 20 || y > HIT_Y + 40) continue;
    g.fillStyle = b % 4 === 0 ? 'rgba(255,255,255,0.16)' : 'rgba(255,255,255,0.06)';
    g.fillRect(x0, y - 1, LANE_W, b % 4 === 0 ? 2 : 1);
  }
  // Notes from the far end down, so nearer ones draw on top.
  for (let i = song.notes.length - 1; i >= 0; i--) {
    const n = /** @type {Note} */ (song.notes[i]);
    if (n.t - t > lead + 0.2) continue;
    const active = i === holding;
    if (done[i] && !active) continue;
    if (!active && n.end < t - WINDOW - 0.3) continue;
    const y = active ? HIT_Y : HIT_Y - (n.t - t) * speed;
    if (n.hold) {
      const ye = HIT_Y - (n.end - t) * speed;
      const grad = g.createLinearGradient(0, ye, 0, y);
      grad.addColorStop(0, 'rgba(182,140,255,0.15)');
      grad.addColorStop(1, active ? 'rgba(220,190,255,0.9)' : 'rgba(182,140,255,0.6)');
      g.fillStyle = grad;
      roundRect(g, LANE_X - 9, Math.min(ye, y), 18, Math.abs(y - ye), 9);
      g.fill();
    }
    const late = !active && t > n.t + 0.05;
    const c = n.hold ? '#b68cff' : n.accent ? '#ff6ad5' : '#5fe3ff';
    g.globalAlpha = late ? 0.45 : 1;
    g.fillStyle = 'rgba(0,0,0,0.35)';
    g.beginPath(); g.arc(LANE_X, y + 3, NOTE_R, 0, Math.PI * 2); g.fill();
    const ng = g.createRadialGradient(LANE_X - 6, y - 6, 2, LANE_X, y, NOTE_R);
    ng.addColorStop(0, '#ffffff');
    ng.addColorStop(0.35, c);
    ng.addColorStop(1, 'rgba(30,10,60,1)');
    g.fillStyle = ng;
    g.beginPath(); g.arc(LANE_X, y, NOTE_R, 0, Math.PI * 2); g.fill();
    g.strokeStyle = 'rgba(255,255,255,0.7)';
    g.lineWidth = 2;
    g.stroke();
    g.globalAlpha = 1;
  }
  g.restore();
  // Hit line and target ring.
  g.fillStyle = 'rgba(255,255,255,0.85)';
  g.fillRect(x0 - 14, HIT_Y - 1.5, LANE_W + 28, 3);
  g.strokeStyle = pressed ? '#ffffff' : 'rgba(255,255,255,0.55)';
  g.lineWidth = 3;
  g.beginPath(); g.arc(LANE_X, HIT_Y, NOTE_R + 5, 0, Math.PI * 2); g.stroke();
  for (const r of rings) {
    g.strokeStyle = r.color;
    g.globalAlpha = 1 - r.t / 0.4;
    g.lineWidth = 4;
    g.beginPath(); g.arc(LANE_X, HIT_Y, NOTE_R + 5 + r.t * 110, 0, Math.PI * 2); g.stroke();
  }
  g.globalAlpha = 1;
  if (judgement.t > 0) {
    g.globalAlpha = Math.min(1, judgement.t * 3);
    g.fillStyle = judgement.color;
    g.font = '900 26px system-ui, sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(judgement.text, LANE_X, HIT_Y - 62 - (0.6 - judgement.t) * 30, W - 40);
    g.globalAlpha = 1;
  }
}

/** Song name, tempo, progress and the energy bar. @param {CanvasRenderingContext2D} g @param {Kit} k @param {number} t */
function drawTop(g, k, t) {
  g.textBaseline = 'middle';
  g.font = '800 15px system-ui, sans-serif';
  g.fillStyle = '#f3eaff';
  g.textAlign = 'left';
  g.fillText(k.t('songN', { n: songIdx + 1 }), 16, 18, 160);
  g.save();
  g.direction = 'ltr';
  g.textAlign = 'right';
  g.fillStyle = '#c9b8ff';
  g.fillText(`♩ = ${song.bpm}`, W - 16, 18);
  g.restore();
  const prog = Math.max(0, Math.min(1, (t - song.start) / (song.length - song.start)));
  g.fillStyle = 'rgba(255,255,255,0.12)';
  roundRect(g, 16, 34, W - 32, 6, 3); g.fill();
  g.fillStyle = '#ff6ad5';
  roundRect(g, 16, 34, (W - 32) * prog, 6, 3); g.fill();
  // Energy: a row of segments under the progress bar.
  const segs = 20;
  const lit = Math.ceil(energy * segs);
  for (let i = 0; i < segs; i++) {
    const hue = 120 * (i / (segs - 1));
    g.fillStyle = i < lit ? `hsl(${hue} 85% 55%)` : 'rgba(255,255,255,0.08)';
    g.fillRect(16 + i * ((W - 32) / segs), 46, (W - 32) / segs - 2, 5);
  }
}

/** Combo and tally beside the lane. @param {CanvasRenderingContext2D} g @param {Kit} k @param {number} t @param {number} pulse */
function drawSides(g, k, t, pulse) {
  const left = (LANE_X - LANE_W / 2) / 2;
  const right = W - left;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.save();
  g.direction = 'ltr';
  g.fillStyle = combo >= 10 ? '#ffe066' : '#ffffff';
  g.font = `900 ${34 + (combo > 0 ? pulse * 4 : 0)}px system-ui, sans-serif`;
  g.fillText(String(combo), left, 230);
  g.font = '800 16px system-ui, sans-serif';
  g.fillStyle = '#ff9be6';
  const mult = 1 + Math.min(3, Math.floor(combo / 10));
  g.fillText(`×${mult}`, left, 296);
  g.restore();
  g.font = '700 13px system-ui, sans-serif';
  g.fillStyle = '#c9b8ff';
  g.fillText(k.t('combo'), left, 264, left * 2 - 12);
  const rows = /** @type {[Verdict, number][]} */ ([['perfect', counts.perfect], ['good', counts.good], ['miss', counts.miss]]);
  rows.forEach(([v, n], i) => {
    const y = 206 + i * 40;
    g.font = '700 12px system-ui, sans-serif';
    g.fillStyle = COLORS[v];
    g.fillText(k.t(v), right, y, left * 2 - 12);
    g.save();
    g.direction = 'ltr';
    g.font = '800 17px system-ui, sans-serif';
    g.fillStyle = '#ffffff';
    g.fillText(String(n), right, y + 17);
    g.restore();
  });
  // Equaliser bars bounce with the beat.
  for (let i = 0; i < 5; i++) {
    const h = 10 + (k.reducedMotion ? 8 : (Math.sin(t * 7 + i * 1.7) * 0.5 + 0.5) * 26 + pulse * 22);
    for (const x of [left - 38 + i * 16, right - 38 + i * 16]) {
      g.fillStyle = `hsla(${280 + i * 15} 90% 65% / 0.6)`;
      g.fillRect(x, 440 - h, 10, h);
    }
  }
}

/** The big pad under the lane: any tap on the screen counts, this is where a thumb rests. @param {CanvasRenderingContext2D} g @param {Kit} k */
function drawPad(g, k) {
  const y = 508;
  const grad = g.createLinearGradient(0, y, 0, y + 76);
  grad.addColorStop(0, pressed ? '#ff8be0' : '#6a2fb0');
  grad.addColorStop(1, pressed ? '#c43aa8' : '#3a1670');
  g.save();
  g.shadowColor = '#ff6ad5';
  g.shadowBlur = 10 + padFlash * 24;
  g.fillStyle = grad;
  roundRect(g, 40, y, W - 80, 76, 24);
  g.fill();
  g.restore();
  g.strokeStyle = 'rgba(255,255,255,0.35)';
  g.lineWidth = 2;
  roundRect(g, 40, y, W - 80, 76, 24);
  g.stroke();
  g.fillStyle = '#ffffff';
  g.font = '900 24px system-ui, sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(holding >= 0 ? k.t('hold') : k.t('tap'), W / 2, y + 38, W - 120);
}

export default kit;
