// @ts-check
/**
 * Tiny WebAudio synthesizer: every sound is generated, there are no audio files.
 * The AudioContext is created on the first user gesture (`unlock`), so browsers never block it.
 */

/**
 * @typedef {Object} ToneOptions
 * @property {number} [freq] start frequency in Hz (440)
 * @property {number} [to] end frequency in Hz for a slide (defaults to freq)
 * @property {number} [dur] seconds (0.12)
 * @property {OscillatorType} [type] waveform ('square')
 * @property {number} [vol] peak gain 0..1 (0.2)
 * @property {number} [delay] seconds from now (0)
 */

/**
 * @typedef {Object} NoiseOptions
 * @property {number} [dur] seconds (0.25)
 * @property {number} [vol] peak gain (0.25)
 * @property {number} [freq] low-pass cutoff in Hz (2000)
 * @property {number} [delay] seconds from now (0)
 */

export class Sound {
  constructor() {
    /** @type {AudioContext | null} */
    this.ctx = null;
    /** @type {GainNode | null} */
    this.master = null;
    /** @type {AudioBuffer | null} */
    this.noiseBuffer = null;
    this._muted = false;
    this._suspended = false;
  }

  /** Creates/resumes the AudioContext; call from a user gesture. */
  unlock() {
    if (!this.ctx) {
      const AC = window.AudioContext ?? /** @type {any} */ (window).webkitAudioContext;
      if (!AC) return;
      try {
        this.ctx = /** @type {AudioContext} */ (new AC());
      } catch {
        return;
      }
      this.master = this.ctx.createGain();
      this.master.gain.value = this._muted ? 0 : 0.6;
      this.master.connect(this.ctx.destination);
    }
    if (!this._suspended && this.ctx.state === 'suspended') this.ctx.resume().catch(() => {});
  }

  get muted() {
    return this._muted;
  }

  /** @param {boolean} m */
  setMuted(m) {
    this._muted = m;
    if (this.master && this.ctx) this.master.gain.setValueAtTime(m ? 0 : 0.6, this.ctx.currentTime);
  }

  /** Suspends audio output (tab hidden, window blurred). */
  suspend() {
    this._suspended = true;
    if (this.ctx && this.ctx.state === 'running') this.ctx.suspend().catch(() => {});
  }

  resume() {
    this._suspended = false;
    if (this.ctx && this.ctx.state === 'suspended') this.ctx.resume().catch(() => {});
  }

  /** @returns {boolean} whether a sound may be scheduled now */
  _ready() {
    return !!(this.ctx && this.master && !this._muted && !this._suspended && this.ctx.state === 'running');
  }

  /** Plays one oscillator note with a short attack/decay envelope. @param {ToneOptions} [o] */
  tone(o = {}) {
    if (!this._ready()) return;
    const ctx = /** @type {AudioContext} */ (this.ctx);
    const { freq = 440, dur = 0.12, type = 'square', vol = 0.2, delay = 0 } = o;
    const to = o.to ?? freq;
    const t0 = ctx.currentTime + delay;
    const osc = ctx.createOscillator();
    const g = ctx.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(freq, t0);
    if (to !== freq) osc.frequency.exponentialRampToValueAtTime(Math.max(20, to), t0 + dur);
    g.gain.setValueAtTime(0.0001, t0);
    g.gain.exponentialRampToValueAtTime(vol, t0 + Math.min(0.01, dur / 4));
    g.gain.exponentialRampToValueAtTime(0.0001, t0 + dur);
    osc.connect(g).connect(/** @type {GainNode} */ (this.master));
    osc.start(t0);
    osc.stop(t0 + dur + 0.02);
  }

  /** Filtered white noise burst (explosions, drops). @param {NoiseOptions} [o] */
  noise(o = {}) {
    if (!this._ready()) return;
    const ctx = /** @type {AudioContext} */ (this.ctx);
    const { dur = 0.25, vol = 0.25, freq = 2000, delay = 0 } = o;
    if (!this.noiseBuffer) {
      const len = Math.floor(ctx.sampleRate * 1);
      this.noiseBuffer = ctx.createBuffer(1, len, ctx.sampleRate);
      const data = this.noiseBuffer.getChannelData(0);
      for (let i = 0; i < len; i++) data[i] = Math.random() * 2 - 1;
    }
    const t0 = ctx.currentTime + delay;
    const src = ctx.createBufferSource();
    src.buffer = this.noiseBuffer;
    const filter = ctx.createBiquadFilter();
    filter.type = 'lowpass';
    filter.frequency.value = freq;
    const g = ctx.createGain();
    g.gain.setValueAtTime(vol, t0);
    g.gain.exponentialRampToValueAtTime(0.0001, t0 + dur);
    src.connect(filter).connect(g).connect(/** @type {GainNode} */ (this.master));
    src.start(t0);
    src.stop(t0 + dur + 0.02);
  }

  /** Short high click for moves and UI. */
  blip(freq = 660) {
    this.tone({ freq, to: freq * 1.5, dur: 0.06, type: 'square', vol: 0.08 });
  }

  /** Neutral beep. */
  beep(freq = 440, dur = 0.15) {
    this.tone({ freq, dur, type: 'triangle', vol: 0.2 });
  }

  /** Rising arpeggio for rewards. @param {number[]} [notes] */
  jingle(notes = [523, 659, 784, 1047]) {
    notes.forEach((f, i) => this.tone({ freq: f, dur: 0.14, type: 'triangle', vol: 0.18, delay: i * 0.08 }));
  }

  /** Falling tone for failures. */
  fail() {
    this.tone({ freq: 330, to: 90, dur: 0.5, type: 'sawtooth', vol: 0.15 });
    this.noise({ dur: 0.3, vol: 0.12, freq: 900 });
  }
}
