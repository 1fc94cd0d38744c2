// @ts-check
/**
 * Beat tapper rules (pure, no DOM): the song clock (audio clock when sound runs, frame clock when
 * muted), timing windows, scoring, energy, and the generator that writes each song's tune, backing
 * and tap chart from rhythm and chord patterns.
 */

export const W = 360;
export const H = 600;
export const STEP = 1 / 60;

/** Timing windows in seconds either side of a note. */
export const PERFECT = 0.045;
export const GOOD = 0.1;
/** A tap this close to a note is spent on it (judged a miss past GOOD); further away it is a stray tap. */
export const WINDOW = 0.15;
/** Closest two notes may follow each other. */
export const MIN_GAP = 0.1;
export const BARS = 16;

/** @typedef {'perfect' | 'good' | 'miss'} Verdict */
/**
 * @typedef {Object} Note
 * @property {number} t seconds from the song's start
 * @property {number} end release time for a hold (= t for a tap)
 * @property {boolean} hold
 * @property {number} freq pitch the lead plays when the note is hit
 * @property {boolean} accent on a downbeat
 */
/**
 * @typedef {Object} MusicEvent one scheduled sound of the backing
 * @property {number} t seconds from the song's start
 * @property {'tone' | 'noise'} kind
 * @property {number} freq tone pitch, or noise filter cutoff
 * @property {number} [to] end pitch of a slide
 * @property {number} dur
 * @property {OscillatorType} [wave]
 * @property {number} vol
 */
/**
 * @typedef {Object} Song
 * @property {number} index
 * @property {number} bpm
 * @property {number} beat seconds per beat
 * @property {number} start time of the first bar after the count-in
 * @property {number} length seconds until the last sound has faded
 * @property {Note[]} notes sorted by time
 * @property {MusicEvent[]} music sorted by time
 */

/** Deterministic PRNG (mulberry32): every song is written the same way each time. @param {number} seed */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------- judging

/** @param {number} offset tap time minus note time @returns {Verdict | null} null: too far to count */
export function judgeOffset(offset) {
  const d = Math.abs(offset);
  if (d <= PERFECT + 1e-9) return 'perfect';
  if (d <= GOOD + 1e-9) return 'good';
  if (d <= WINDOW + 1e-9) return 'miss';
  return null;
}

/**
 * The note a tap at `time` is for: the earliest unjudged note within WINDOW of it, or -1.
 * @param {Note[]} notes @param {boolean[]} done judged already @param {number} time @param {number} [from] first index worth looking at
 */
export function findTarget(notes, done, time, from = 0) {
  for (let i = Math.max(0, from); i < notes.length; i++) {
    const n = /** @type {Note} */ (notes[i]);
    if (n.t > time + WINDOW + 1e-9) break;
    if (!done[i] && Math.abs(n.t - time) <= WINDOW + 1e-9) return i;
  }
  return -1;
}

/** Score multiplier: ×1, and one more for every 10 notes of combo, up to ×4. @param {number} combo */
export function multiplier(combo) {
  return 1 + Math.min(3, Math.floor(combo / 10));
}

/** Points for a hit with the combo it makes. @param {Verdict} v @param {number} combo */
export function points(v, combo) {
  const base = v === 'perfect' ? 100 : v === 'good' ? 50 : 0;
  return base * multiplier(combo);
}

/** Points for keeping a hold down to its end. @param {number} combo */
export function holdPoints(combo) {
  return 50 * multiplier(combo);
}

/** Whether a hold released at `time` was held long enough. @param {Note} n @param {number} time */
export function holdKept(n, time) {
  return time >= n.end - GOOD;
}

/** How each event moves the energy bar (0 ends the show). */
export const ENERGY = { perfect: 0.02, good: 0.01, miss: -0.1, stray: -0.04, drop: -0.06, held: 0.02 };

/** @param {number} e @param {keyof typeof ENERGY} what */
export function nextEnergy(e, what) {
  // Rounded to thousandths so ten misses from full really reach 0 (no floating-point crumbs).
  return Math.max(0, Math.min(1, Math.round((e + ENERGY[what]) * 1000) / 1000));
}

/** Share of the notes hit, a good counting half. @param {{perfect: number, good: number, miss: number}} c */
export function accuracy(c) {
  const n = c.perfect + c.good + c.miss;
  return n ? (c.perfect + c.good * 0.5) / n : 0;
}

/** End-of-song bonus: accuracy, and a full combo on top. @param {number} acc 0..1 @param {boolean} fullCombo @param {number} song index */
export function songBonus(acc, fullCombo, song) {
  return Math.round(acc * 1000 * (1 + song * 0.25)) + (fullCombo ? 500 : 0);
}

// ---------------------------------------------------------------- clock

/**
 * Song time. While sound runs it follows the audio clock (what the player hears) step by step;
 * muted, or without audio, it counts the game's fixed steps (what the player sees). Switching
 * between the two, or resuming after a pause, carries on from the same song time.
 */
export class SongClock {
  /** @param {number} start */
  constructor(start) {
    this.time = start;
    /** @type {'audio' | 'frames'} */
    this.source = 'frames';
    this.lastAudio = 0;
    this.lastWall = 0;
  }

  /**
   * One fixed step of the game loop.
   * @param {number} dt step length
   * @param {number | null} audioNow audio clock (seconds, latency taken off) when sound runs, else null
   * @param {number} wall performance.now() in ms
   * @param {boolean} rebase the loop stood still since the last step (pause): do not count the gap
   */
  step(dt, audioNow, wall, rebase) {
    this.lastWall = wall;
    if (audioNow === null) {
      this.source = 'frames';
      this.time += dt;
      return this.time;
    }
    if (this.source !== 'audio' || rebase) {
      this.source = 'audio';
      this.time += dt;
    } else {
      // A frame is at most 0.25 s long; a bigger jump is a stall we do not replay at once.
      this.time += Math.max(0, Math.min(0.25, audioNow - this.lastAudio));
    }
    this.lastAudio = audioNow;
    return this.time;
  }

  /**
   * Song time at this instant, between steps: a tap or a frame. Taps are judged against this, so
   * with sound on the judgement uses the audio clock at the moment of the tap.
   * @param {number | null} audioNow @param {number} wall
   */
  now(audioNow, wall) {
    if (this.source === 'audio' && audioNow !== null) return this.time + Math.max(0, Math.min(0.1, audioNow - this.lastAudio));
    return this.time + Math.max(0, Math.min(STEP, (wall - this.lastWall) / 1000));
  }
}

// ---------------------------------------------------------------- songs

const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];

/**
 * The five songs, each faster and busier. `prog` lists chord roots as scale degrees, one a bar.
 * @type {{bpm: number, root: number, minor: boolean, prog: number[], level: number}[]}
 */
export const SONGS = [
  { bpm: 92, root: 60, minor: false, prog: [0, 4, 5, 3], level: 0 },
  { bpm: 104, root: 57, minor: true, prog: [0, 5, 2, 6], level: 1 },
  { bpm: 116, root: 62, minor: false, prog: [0, 5, 3, 4], level: 2 },
  { bpm: 128, root: 64, minor: true, prog: [0, 3, 6, 4], level: 3 },
  { bpm: 142, root: 59, minor: false, prog: [3, 4, 5, 0], level: 4 },
];

/** Rhythms of one bar as sixteenth positions (0-15), by difficulty level. */
export const RHYTHMS = [
  [[0, 4, 8, 12], [0, 8, 12], [0, 4, 8], [0, 4, 12], [0, 6, 8, 12]],
  [[0, 4, 6, 8, 12], [0, 2, 4, 8, 12], [0, 4, 8, 10, 12], [0, 6, 8, 12, 14], [0, 4, 8, 12]],
  [[0, 2, 4, 6, 8, 12], [0, 3, 6, 8, 12], [0, 4, 6, 8, 10, 12], [0, 3, 6, 10, 12], [0, 2, 4, 8, 10, 12, 14]],
  [[0, 2, 4, 6, 8, 10, 12, 14], [0, 3, 6, 8, 11, 12], [0, 3, 4, 6, 8, 12, 14], [0, 2, 3, 4, 8, 10, 12]],
  [[0, 2, 3, 4, 6, 8, 10, 11, 12, 14], [0, 3, 6, 8, 10, 11, 12, 14], [0, 2, 4, 6, 7, 8, 12, 14], [0, 3, 6, 9, 12, 14]],
];

/** @param {number} midi */
export const midiFreq = (midi) => 440 * 2 ** ((midi - 69) / 12);

/**
 * Pitch of a scale step (may run below 0 or past 6 into other octaves).
 * @param {number} root midi @param {boolean} minor @param {number} step
 */
export function scaleMidi(root, minor, step) {
  const sc = minor ? MINOR : MAJOR;
  const oct = Math.floor(step / 7);
  return root + oct * 12 + /** @type {number} */ (sc[((step % 7) + 7) % 7]);
}

/**
 * Writes song `index`: one bar of count-in, sixteen bars in the form A A' B A (the B part busier,
 * the last bar ending on a long note), a closing chord. The tap chart is the lead melody itself:
 * strong beats land on chord tones, the rest walk the scale. Later songs add held notes.
 * @param {number} index
 * @returns {Song}
 */
export function generateSong(index) {
  const spec = /** @type {(typeof SONGS)[number]} */ (SONGS[Math.max(0, Math.min(SONGS.length - 1, index))]);
  const rnd = mulberry32(7919 * (index + 1) + 17);
  const beat = 60 / spec.bpm;
  const six = beat / 4;
  const bar = beat * 4;
  const start = bar;
  const pick = (/** @type {number[][]} */ pool) => /** @type {number[]} */ (pool[Math.floor(rnd() * pool.length)]);
  const pool = (/** @type {number} */ lv) => /** @type {number[][]} */ (RHYTHMS[Math.max(0, Math.min(RHYTHMS.length - 1, lv))]);

  // Rhythm of each bar, by phrase.
  // Phrases end on a long note from the third song on: held.
  const ending = () => (spec.level >= 2 ? pick([[0, 4, 8], [0, 3, 6, 8], [0, 2, 4, 8]]) : pick(pool(spec.level)));
  const a = [pick(pool(spec.level)), pick(pool(spec.level)), pick(pool(spec.level)), ending()];
  const a2 = [a[0], a[1], a[2], ending()];
  const b = [pick(pool(spec.level + 1)), pick(pool(spec.level + 1)), pick(pool(spec.level + 1)), ending()];
  const last = [a[0], a[1], a[2], [0]];
  const rhythm = /** @type {number[][]} */ ([...a, ...a2, ...b, ...last]);

  // Melody: a pitch per note, phrases A reuse their tune so the song is recognisable.
  /** @type {Map<string, number>} */
  const tuneA = new Map();
  let step = 4;
  /** @type {Note[]} */
  const notes = [];
  for (let barIdx = 0; barIdx < BARS; barIdx++) {
    const chord = /** @type {number} */ (spec.prog[barIdx % 4]);
    const phrase = Math.floor(barIdx / 4);
    const inA = phrase !== 2;
    for (const pos of /** @type {number[]} */ (rhythm[barIdx])) {
      const key = `${barIdx % 4}:${pos}`;
      let s;
      if (inA && tuneA.has(key) && !(barIdx % 4 === 3 && phrase > 0)) s = /** @type {number} */ (tuneA.get(key));
      else if (pos === 0 || pos === 8) {
        // Chord tone (root, third or fifth) nearest the last pitch.
        const tones = [chord, chord + 2, chord + 4, chord + 7, chord + 9].filter((x) => x >= 0 && x <= 10);
        s = tones.reduce((best, x) => (Math.abs(x - step) < Math.abs(best - step) ? x : best), /** @type {number} */ (tones[0] ?? chord));
      } else {
        const moves = [-2, -1, -1, 1, 1, 2];
        s = Math.max(0, Math.min(10, step + /** @type {number} */ (moves[Math.floor(rnd() * moves.length)])));
      }
      if (phrase === 0) tuneA.set(key, s);
      step = s;
      const t = start + barIdx * bar + pos * six;
      notes.push({ t, end: t, hold: false, freq: midiFreq(scaleMidi(spec.root + 12, spec.minor, s)), accent: pos === 0 });
    }
  }
  // Notes too close for a finger at this tempo are dropped.
  const kept = /** @type {Note[]} */ ([]);
  for (const n of notes) {
    const prev = kept[kept.length - 1];
    if (!prev || n.t - prev.t >= MIN_GAP - 1e-9) kept.push(n);
  }
  // Held notes: the last note of a phrase (from the third song on) and the song's final note.
  for (let i = 0; i < kept.length; i++) {
    const n = /** @type {Note} */ (kept[i]);
    const next = kept[i + 1];
    const barIdx = Math.floor((n.t - start) / bar + 1e-6);
    const lastInBar = !next || Math.floor((next.t - start) / bar + 1e-6) !== barIdx;
    const phraseEnd = barIdx % 4 === 3 && lastInBar;
    if (!next) { n.hold = spec.level >= 1; n.end = n.hold ? n.t + bar * 0.75 : n.t; continue; }
    if (spec.level >= 2 && phraseEnd && next.t - n.t >= beat * 1.5) {
      n.hold = true;
      n.end = next.t - beat * 0.5;
    }
  }

  // Backing: count-in clicks, drums, bass and chord pads.
  /** @type {MusicEvent[]} */
  const music = [];
  for (let i = 0; i < 4; i++) music.push({ t: i * beat, kind: 'tone', freq: i === 0 ? 1568 : 1175, dur: 0.05, wave: 'square', vol: 0.08 });
  const lv = spec.level;
  for (let barIdx = 0; barIdx <= BARS; barIdx++) {
    const t0 = start + barIdx * bar;
    const chord = /** @type {number} */ (spec.prog[barIdx % 4]);
    const ending = barIdx === BARS;
    const rootMidi = scaleMidi(spec.root - 12, spec.minor, chord);
    for (const s of [chord, chord + 2, chord + 4]) music.push({ t: t0, kind: 'tone', freq: midiFreq(scaleMidi(spec.root, spec.minor, s)), dur: bar * (ending ? 1.4 : 0.95), wave: 'sine', vol: 0.045 });
    const kicks = ending ? [0] : lv >= 3 ? [0, 6, 8, 10] : lv >= 2 ? [0, 6, 8] : [0, 8];
    for (const p of kicks) music.push({ t: t0 + p * six, kind: 'tone', freq: 150, to: 45, dur: 0.14, wave: 'sine', vol: 0.34 });
    const bass = ending ? [0] : lv >= 2 ? [0, 6, 8, 14] : lv >= 1 ? [0, 8, 14] : [0, 8];
    for (const p of bass) music.push({ t: t0 + p * six, kind: 'tone', freq: midiFreq(rootMidi), dur: ending ? bar : six * (p === 14 ? 1.6 : 3.5), wave: 'triangle', vol: 0.2 });
    if (ending) continue;
    for (const p of [4, 12]) music.push({ t: t0 + p * six, kind: 'noise', freq: 3200, dur: 0.12, vol: 0.15 });
    for (let p = 0; p < 16; p += lv >= 3 ? 1 : 2) music.push({ t: t0 + p * six, kind: 'noise', freq: 9000, dur: 0.03, vol: p % 2 ? 0.025 : 0.05 });
  }
  music.sort((x, y) => x.t - y.t);
  const length = start + (BARS + 1) * bar + 0.5;
  return { index, bpm: spec.bpm, beat, start, length, notes: kept, music };
}
