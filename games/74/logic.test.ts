import {
  PERFECT, GOOD, WINDOW, MIN_GAP, BARS, STEP, SONGS, ENERGY,
  judgeOffset, findTarget, multiplier, points, holdPoints, holdKept, nextEnergy, accuracy, songBonus, SongClock, generateSong, scaleMidi, midiFreq,
  type Note,
} from './logic.js';

const note = (t: number, end = t): Note => ({ t, end, hold: end > t, freq: 440, accent: false });

describe('judging', () => {
  it('sorts a tap into perfect, good and miss windows the same early or late', () => {
    for (const s of [1, -1]) {
      expect(judgeOffset(0)).toBe('perfect');
      expect(judgeOffset(s * PERFECT)).toBe('perfect');
      expect(judgeOffset(s * (PERFECT + 0.001))).toBe('good');
      expect(judgeOffset(s * GOOD)).toBe('good');
      expect(judgeOffset(s * (GOOD + 0.001))).toBe('miss');
      expect(judgeOffset(s * WINDOW)).toBe('miss');
      expect(judgeOffset(s * (WINDOW + 0.001))).toBeNull();
    }
    expect(PERFECT).toBeLessThan(GOOD);
    expect(GOOD).toBeLessThan(WINDOW);
  });

  it('a tap goes to the earliest unjudged note in reach, or to none', () => {
    const notes = [note(1), note(1.12), note(2)];
    const done = [false, false, false];
    expect(findTarget(notes, done, 1.05)).toBe(0);
    done[0] = true;
    expect(findTarget(notes, done, 1.05)).toBe(1);
    expect(findTarget(notes, done, 1.5)).toBe(-1);
    expect(findTarget(notes, done, 2 - WINDOW)).toBe(2);
    expect(findTarget(notes, done, 2 + WINDOW + 0.01)).toBe(-1);
    expect(findTarget(notes, [false, false, false], 1.05, 1)).toBe(1); // start index skips passed notes
  });

  it('combo raises the multiplier every 10 notes up to ×4', () => {
    expect([0, 9, 10, 19, 20, 30, 99].map(multiplier)).toEqual([1, 1, 2, 2, 3, 4, 4]);
    expect(points('perfect', 1)).toBe(100);
    expect(points('good', 1)).toBe(50);
    expect(points('perfect', 25)).toBe(300);
    expect(points('miss', 40)).toBe(0);
    expect(holdPoints(12)).toBe(100);
  });

  it('a hold counts when kept down to near its end', () => {
    const n = note(1, 2);
    expect(holdKept(n, 2)).toBe(true);
    expect(holdKept(n, 2 - GOOD)).toBe(true);
    expect(holdKept(n, 1.5)).toBe(false);
  });

  it('energy stays in 0..1; misses cost more than stray taps, hits refill it', () => {
    expect(nextEnergy(1, 'perfect')).toBe(1);
    expect(nextEnergy(0.05, 'miss')).toBe(0);
    expect(nextEnergy(0.5, 'miss')).toBeCloseTo(0.5 + ENERGY.miss);
    expect(-ENERGY.miss).toBeGreaterThan(-ENERGY.stray);
    expect(nextEnergy(0.5, 'good')).toBeGreaterThan(0.5);
    // Ten misses in a row end the show from full energy.
    let e = 1;
    for (let i = 0; i < 10; i++) e = nextEnergy(e, 'miss');
    expect(e).toBe(0);
  });

  it('accuracy counts a good as half, and the bonus rewards accuracy and a full combo', () => {
    expect(accuracy({ perfect: 3, good: 2, miss: 1 })).toBeCloseTo(4 / 6);
    expect(accuracy({ perfect: 0, good: 0, miss: 0 })).toBe(0);
    expect(songBonus(1, true, 0)).toBe(1500);
    expect(songBonus(0.5, false, 0)).toBe(500);
    expect(songBonus(0.8, false, 4)).toBeGreaterThan(songBonus(0.8, false, 0));
  });
});

describe('song clock', () => {
  it('counts fixed steps when there is no audio clock (muted)', () => {
    const c = new SongClock(-1);
    for (let i = 0; i < 60; i++) c.step(STEP, null, i * 16.7, false);
    expect(c.time).toBeCloseTo(0);
    expect(c.source).toBe('frames');
  });

  it('follows the audio clock, not the number of steps, while sound runs', () => {
    const c = new SongClock(0);
    c.step(STEP, 10, 0, false); // switching over: one step's worth
    expect(c.time).toBeCloseTo(STEP);
    // Two steps in one frame see the same audio time: the song advances once, by the real time.
    c.step(STEP, 10.03, 30, false);
    c.step(STEP, 10.03, 30, false);
    expect(c.time).toBeCloseTo(STEP + 0.03);
    expect(c.source).toBe('audio');
    // A stall is not replayed at once.
    c.step(STEP, 12, 2000, false);
    expect(c.time).toBeCloseTo(STEP + 0.03 + 0.25);
  });

  it('carries on from the same song time across mute, unmute and pauses', () => {
    const c = new SongClock(0);
    c.step(STEP, 5, 0, false);
    c.step(STEP, 5.1, 100, false);
    const before = c.time;
    c.step(STEP, null, 116, false); // muted: frames
    expect(c.time).toBeCloseTo(before + STEP);
    c.step(STEP, 9, 132, false); // unmuted later: the audio clock moved on meanwhile, the song does not jump
    expect(c.time).toBeCloseTo(before + 2 * STEP);
    c.step(STEP, 9.02, 150, false);
    expect(c.time).toBeCloseTo(before + 2 * STEP + 0.02);
    const paused = c.time;
    c.step(STEP, 20, 9000, true); // resumed after a pause: the paused time does not count
    expect(c.time).toBeCloseTo(paused + STEP);
  });

  it('reads the time between steps: the audio clock at a tap, or the frame clock plus at most a step', () => {
    const c = new SongClock(0);
    c.step(STEP, 3, 1000, false);
    expect(c.now(3.004, 1001)).toBeCloseTo(c.time + 0.004);
    expect(c.now(3.5, 1001)).toBeCloseTo(c.time + 0.1);
    const f = new SongClock(0);
    f.step(STEP, null, 1000, false);
    expect(f.now(null, 1008)).toBeCloseTo(STEP + 0.008);
    expect(f.now(null, 5000)).toBeCloseTo(2 * STEP);
  });
});

describe('songs', () => {
  const songs = SONGS.map((_, i) => generateSong(i));

  it('are written the same way every time', () => {
    expect(generateSong(3)).toEqual(generateSong(3));
    expect(songs[0]!.notes.map((n) => n.t)).not.toEqual(songs[1]!.notes.map((n) => n.t));
  });

  it.each(SONGS.map((_, i) => i))('song %i: notes on the sixteenth grid, in order, playable gaps, inside the song', (i) => {
    const s = songs[i]!;
    const six = s.beat / 4;
    expect(s.notes.length).toBeGreaterThan(40);
    expect(s.notes[0]!.t).toBeCloseTo(s.start); // first note on the first downbeat after the count-in
    for (let k = 0; k < s.notes.length; k++) {
      const n = s.notes[k]!;
      const pos = (n.t - s.start) / six;
      expect(Math.abs(pos - Math.round(pos))).toBeLessThan(1e-6);
      expect(n.t).toBeGreaterThanOrEqual(s.start);
      expect(n.t).toBeLessThan(s.start + BARS * s.beat * 4);
      expect(n.end).toBeGreaterThanOrEqual(n.t);
      expect(n.end).toBeLessThan(s.length);
      const next = s.notes[k + 1];
      if (next) {
        expect(next.t - n.t).toBeGreaterThanOrEqual(MIN_GAP - 1e-9);
        // A hold lets go in time for the next note.
        expect(next.t - n.end).toBeGreaterThanOrEqual(n.hold ? s.beat * 0.5 - 1e-9 : MIN_GAP - 1e-9);
      }
    }
  });

  it.each(SONGS.map((_, i) => i))('song %i: the tune stays in key and the backing counts in before the first note', (i) => {
    const s = songs[i]!;
    const spec = SONGS[i]!;
    const inKey = new Set(Array.from({ length: 21 }, (_, k) => ((scaleMidi(spec.root, spec.minor, k) % 12) + 12) % 12));
    for (const n of s.notes) {
      const midi = 69 + 12 * Math.log2(n.freq / 440);
      expect(Math.abs(midi - Math.round(midi))).toBeLessThan(1e-6);
      expect(inKey.has(((Math.round(midi) % 12) + 12) % 12)).toBe(true);
    }
    const before = s.music.filter((e) => e.t < s.start - 1e-9);
    expect(before).toHaveLength(4);
    for (let k = 1; k < s.music.length; k++) expect(s.music[k]!.t).toBeGreaterThanOrEqual(s.music[k - 1]!.t);
    expect(s.music[s.music.length - 1]!.t).toBeLessThan(s.length);
    // A kick on every bar's downbeat.
    for (let b = 0; b < BARS; b++) {
      const t0 = s.start + b * s.beat * 4;
      expect(s.music.some((e) => e.kind === 'tone' && e.to !== undefined && Math.abs(e.t - t0) < 1e-9)).toBe(true);
    }
  });

  it('the opening phrase comes back at the end, note for note', () => {
    for (const s of songs) {
      const bar = s.beat * 4;
      const phrase = (p: number) => s.notes.filter((n) => n.t >= s.start + p * 4 * bar - 1e-9 && n.t < s.start + (p * 4 + 3) * bar - 1e-9).map((n) => [Math.round((n.t - s.start - p * 4 * bar) * 1000) + 0, Math.round(n.freq)]);
      expect(phrase(3)).toEqual(phrase(0));
      expect(phrase(0).length).toBeGreaterThan(5);
    }
  });

  it('songs get faster and busier; held notes arrive from the second song on', () => {
    for (let i = 1; i < songs.length; i++) {
      const a = songs[i - 1]!;
      const b = songs[i]!;
      expect(b.bpm).toBeGreaterThan(a.bpm);
      expect(b.notes.length / (b.length - b.start)).toBeGreaterThan(a.notes.length / (a.length - a.start));
    }
    expect(songs[0]!.notes.some((n) => n.hold)).toBe(false);
    expect(songs[1]!.notes.filter((n) => n.hold)).toHaveLength(1);
    for (const s of songs.slice(2)) expect(s.notes.filter((n) => n.hold).length).toBeGreaterThanOrEqual(3);
  });

  it('perfect timing scores every note perfect, and steady late taps every note good: windows never steal a neighbour', () => {
    for (const s of songs) {
      for (const [lateBy, want] of [[0, 'perfect'], [0.06, 'good']] as const) {
        const done = s.notes.map(() => false);
        const verdicts = new Set<string>();
        for (let k = 0; k < s.notes.length; k++) {
          const time = s.notes[k]!.t + lateBy;
          const i = findTarget(s.notes, done, time);
          expect(i).toBe(k);
          done[i] = true;
          verdicts.add(judgeOffset(time - s.notes[i]!.t)!);
        }
        expect([...verdicts]).toEqual([want]);
      }
    }
  });

  it('pitches come from the equal-tempered scale', () => {
    expect(midiFreq(69)).toBe(440);
    expect(midiFreq(81)).toBeCloseTo(880);
    expect(scaleMidi(60, false, 7)).toBe(72);
    expect(scaleMidi(60, true, 2)).toBe(63);
    expect(scaleMidi(60, false, -1)).toBe(59);
  });
});
