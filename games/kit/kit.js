// @ts-check
/**
 * Game kit: canvas sizing, fixed-step loop, input, synthesized sound, DOM overlays (start, pause,
 * game over), scores, translations and the messages exchanged with the portal.
 * A game calls `createGame(def)` once; see games/README.md.
 */
import { COMMON, LANGS, RTL, pickLang, translate } from './i18n.js';
import { Sound } from './audio.js';
import { Input, keyDir, swipeDir } from './input.js';

export { COMMON, LANGS, Sound, Input, keyDir, swipeDir, pickLang };

/** @typedef {import('./i18n.js').Lang} Lang */
/** @typedef {import('./i18n.js').Strings} Strings */
/** @typedef {import('./input.js').Dir} Dir */
/** @typedef {import('./input.js').PointerInfo} PointerInfo */
/** @typedef {'start'|'playing'|'paused'|'won'|'over'} Screen */

/**
 * @typedef {Object} ControlButton on-screen button
 * @property {string} action passed to `def.onAction`
 * @property {string} label visible text/symbol
 * @property {string} [title] string key for the accessible name (defaults to label)
 * @property {boolean} [repeat] auto-repeat while held
 * @property {boolean} [toggle] shows pressed state (see `kit.setControlPressed`)
 * @property {string} [area] grid-area name in the 'dpad' layout: up, down, left, right, center
 * @property {string} [caption] string key of a visible caption shown after the label
 */
/**
 * @typedef {Object} ControlSet
 * @property {'dpad'|'row'} [layout]
 * @property {boolean} [always] show also without a touch screen
 * @property {ControlButton[]} buttons
 */
/**
 * @typedef {Object} StartOption a choice shown on the start screen (e.g. difficulty)
 * @property {string} key option name, read with `kit.option(key)`
 * @property {string} label string key of its caption
 * @property {{value: string, label: string}[]} choices label = string key
 * @property {string} default
 */
/**
 * @typedef {Object} GameDef
 * @property {number} id numeric game id (folder name)
 * @property {number} width logical canvas width
 * @property {number} height logical canvas height
 * @property {Strings} [strings] game strings per language; `title` is the fallback name
 * @property {{key: string, label: string}[]} [stats] extra HUD values (label = string key)
 * @property {ControlSet} [controls]
 * @property {StartOption[]} [options]
 * @property {(kit: Kit) => string} [bestKey] suffix for the best-score key (e.g. per difficulty)
 * @property {(kit: Kit) => void} reset start a new round (Play/Restart)
 * @property {(dt: number, kit: Kit) => void} [update] fixed step (1/60 s) while playing
 * @property {(g: CanvasRenderingContext2D, kit: Kit) => void} render every frame, logical coords
 * @property {(code: string, kit: Kit, e: KeyboardEvent) => boolean | void} [onKey] keydown while playing; return true if handled
 * @property {(code: string, kit: Kit) => void} [onKeyUp]
 * @property {(kind: 'down'|'move'|'up', p: PointerInfo, kit: Kit) => void} [onPointer]
 * @property {(p: PointerInfo, kit: Kit) => void} [onTap]
 * @property {(dir: Dir, kit: Kit) => void} [onSwipe]
 * @property {(p: PointerInfo, kit: Kit) => void} [onLongPress]
 * @property {(action: string, kit: Kit) => void} [onAction] on-screen control pressed
 * @property {(kit: Kit) => Record<string, unknown>} [state] game-specific debug state
 * @property {(kit: Kit) => void} [demo] advance into an interesting position (thumbnails)
 */

export const STEP = 1 / 60;
const MAX_FRAME = 0.25;

/** Deterministic PRNG (mulberry32). @param {number} seed @returns {() => number} */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Letterboxing: the largest size with the game's aspect ratio fitting the box.
 * @param {number} boxW @param {number} boxH @param {number} w @param {number} h
 */
export function fitRect(boxW, boxH, w, h) {
  const scale = Math.max(0.01, Math.min(boxW / w, boxH / h));
  const cssW = Math.floor(w * scale);
  const cssH = Math.floor(h * scale);
  return { scale, cssW, cssH, left: Math.floor((boxW - cssW) / 2), top: Math.floor((boxH - cssH) / 2) };
}

/** Checks the shape of a message from the portal. @param {unknown} d @returns {d is {type: 'portal:sound', muted: boolean}} */
export function isSoundMessage(d) {
  return typeof d === 'object' && d !== null && /** @type {any} */ (d).type === 'portal:sound' && typeof /** @type {any} */ (d).muted === 'boolean';
}

const ICONS = {
  pause: '<svg viewBox="0 0 24 24" aria-hidden="true"><rect x="6" y="5" width="4" height="14" rx="1"/><rect x="14" y="5" width="4" height="14" rx="1"/></svg>',
  soundOn: '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 9h4l5-4v14l-5-4H4z"/><path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>',
  soundOff: '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 9h4l5-4v14l-5-4H4z"/><path d="M16 9l5 6M21 9l-5 6" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>',
};

/** @param {string} tag @param {string} [cls] @param {string} [text] */
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** @param {string} key */
function storageGet(key) {
  try { return localStorage.getItem(key); } catch { return null; }
}
/** @param {string} key @param {string} value */
function storageSet(key, value) {
  try { localStorage.setItem(key, value); } catch { /* private mode */ }
}

export class Kit {
  /** @param {GameDef} def */
  constructor(def) {
    this.def = def;
    this.id = def.id;
    this.width = def.width;
    this.height = def.height;
    this.params = new URLSearchParams(location.search);
    /** @type {Lang} */
    this.lang = pickLang(this.params.get('lang'));
    this.dir = RTL.has(this.lang) ? 'rtl' : 'ltr';
    const seed = this.params.get('seed');
    /** Random numbers in [0, 1); deterministic with `?seed=`. */
    this.random = seed !== null && /^\d+$/.test(seed) ? seededRandom(Number(seed)) : Math.random;
    /** @type {Screen} */
    this.screen = 'start';
    this.score = 0;
    this.best = 0;
    this.level = 1;
    this.won = false;
    this.newBest = false;
    /** Seconds of play in this round (advances only while playing). */
    this.playTime = 0;
    /** Seconds since boot, for decorative animation. */
    this.clock = 0;
    this.reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    this.sound = new Sound();
    const urlMuted = this.params.get('muted');
    const stored = storageGet('gamekit:muted');
    this.sound.setMuted(urlMuted !== null ? urlMuted === '1' || urlMuted === 'true' : stored === '1');
    /** @type {Record<string, string>} */
    this.options = {};
    for (const o of def.options ?? []) {
      const saved = storageGet(`gamekit:${this.id}:opt:${o.key}`);
      this.options[o.key] = o.choices.some((c) => c.value === saved) ? /** @type {string} */ (saved) : o.default;
    }
    /** @type {any} */
    this.manifest = null;
    this.ready = false;
    this._running = false;
    this._raf = 0;
    this._last = 0;
    this._acc = 0;
    this._lastScorePost = 0;
    this._toastTimer = 0;
    /** @type {Record<string, HTMLElement>} */
    this._stats = {};
    /** @type {Map<string, HTMLButtonElement>} */
    this._controlButtons = new Map();
    /** Actions of on-screen buttons held down right now. @type {Set<string>} */
    this._held = new Set();
    this._scale = 1;
    this.app = el('div', 'gk-app');
    this.titleEl = el('div', 'gk-title', this.t('title'));
    this.pauseBtn = /** @type {HTMLButtonElement} */ (el('button', 'gk-icon-btn'));
    this.muteBtn = /** @type {HTMLButtonElement} */ (el('button', 'gk-icon-btn'));
    this.stage = el('main', 'gk-stage');
    this.canvas = /** @type {HTMLCanvasElement} */ (el('canvas', 'gk-canvas'));
    const ctx = this.canvas.getContext('2d');
    if (!ctx) throw new Error('2D canvas is not available');
    this.ctx = ctx;
    this.overlay = el('div', 'gk-overlay');
    this.panel = el('div', 'gk-panel');
    this.toastEl = el('div', 'gk-toast');
    this.controlsEl = el('div', 'gk-controls');
    this._buildDom();
    this.input = new Input(this.stage, this.canvas, () => ({ width: this.width, height: this.height }));
    this._wireInput();
  }

  // ---------------------------------------------------------------- text

  /** Translated string. @param {string} key @param {Record<string, string | number>} [vars] */
  t(key, vars) {
    return translate(this.lang, this.def.strings ?? {}, key, vars);
  }

  /** The game's name in the current language (manifest, else the `title` string). */
  get name() {
    return this.manifest?.name?.[this.lang] ?? this.manifest?.name?.en ?? this.t('title');
  }

  /** Formats a number for the current language. @param {number} n */
  fmt(n) {
    return n.toLocaleString(this.lang === 'ar' ? 'ar-u-nu-latn' : this.lang);
  }

  // ---------------------------------------------------------------- DOM

  _buildDom() {
    const html = document.documentElement;
    html.lang = this.lang;
    html.dir = this.dir;
    document.body.classList.add('gk-body');

    const hud = el('header', 'gk-hud');
    const stats = el('div', 'gk-stats');
    const statDefs = [{ key: 'score', label: 'score' }, { key: 'best', label: 'best' }, ...(this.def.stats ?? [])];
    for (const s of statDefs) {
      const box = el('div', 'gk-stat');
      box.append(el('span', 'gk-stat-label', this.t(s.label)));
      const v = el('span', 'gk-stat-value', '0');
      v.dataset.stat = s.key;
      box.append(v);
      stats.append(box);
      this._stats[s.key] = v;
    }
    const btns = el('div', 'gk-hud-buttons');
    this.pauseBtn.type = 'button';
    this.pauseBtn.innerHTML = ICONS.pause;
    this.pauseBtn.setAttribute('aria-label', this.t('pause'));
    this.pauseBtn.title = this.t('pause');
    this.pauseBtn.addEventListener('click', () => { if (this.screen === 'playing') this.pause('paused'); });
    this.muteBtn.type = 'button';
    this.muteBtn.addEventListener('click', () => this.toggleMute());
    btns.append(this.pauseBtn, this.muteBtn);
    hud.append(this.titleEl, stats, btns);

    this.canvas.tabIndex = 0;
    this.canvas.setAttribute('role', 'img');
    this.canvas.setAttribute('aria-label', this.t('gameArea'));
    this.overlay.setAttribute('role', 'dialog');
    this.overlay.setAttribute('aria-modal', 'true');
    this.overlay.setAttribute('aria-labelledby', 'gk-ov-title');
    this.overlay.append(this.panel);
    // Hidden until boot() fills it: an empty panel shown while the manifest loads would grow
    // under the player's eyes (a layout shift the portal page is charged for).
    this.overlay.hidden = true;
    this.toastEl.setAttribute('aria-live', 'polite');
    this.stage.append(this.canvas, this.toastEl, this.overlay);

    this.controlsEl.hidden = true;
    const cs = this.def.controls;
    if (cs) {
      this.controlsEl.classList.add(`gk-controls-${cs.layout ?? 'row'}`);
      for (const b of cs.buttons) this.controlsEl.append(this._controlButton(b));
    }
    this.app.append(hud, this.stage, this.controlsEl);
    document.body.append(this.app);
    this._updateMuteButton();
    this._updateControlsVisibility();

    new ResizeObserver(() => this.resize()).observe(this.stage);
    window.addEventListener('resize', () => this.resize());
    window.matchMedia?.('(pointer: coarse)').addEventListener?.('change', () => this._updateControlsVisibility());
  }

  /** @param {ControlButton} b */
  _controlButton(b) {
    const btn = /** @type {HTMLButtonElement} */ (el('button', 'gk-ctl', b.label));
    btn.type = 'button';
    if (b.caption) btn.append(el('span', 'gk-ctl-caption', this.t(b.caption)));
    btn.setAttribute('aria-label', b.title ? this.t(b.title) : b.label);
    if (b.area) btn.style.gridArea = b.area;
    if (b.toggle) btn.setAttribute('aria-pressed', 'false');
    /** @type {number} */
    let timer = 0;
    const stop = () => { clearTimeout(timer); timer = 0; btn.classList.remove('gk-held'); this._held.delete(b.action); };
    const fire = () => { if (this.screen === 'playing') this.def.onAction?.(b.action, this); };
    btn.addEventListener('pointerdown', (e) => {
      e.preventDefault();
      this.sound.unlock();
      btn.classList.add('gk-held');
      this._held.add(b.action);
      fire();
      if (b.repeat) {
        const again = (/** @type {number} */ delay) => { timer = window.setTimeout(() => { fire(); again(55); }, delay); };
        again(190);
      }
    });
    for (const ev of ['pointerup', 'pointerleave', 'pointercancel']) btn.addEventListener(ev, stop);
    btn.addEventListener('click', (e) => { if (e.detail === 0) fire(); }); // keyboard activation
    btn.addEventListener('contextmenu', (e) => e.preventDefault());
    this._controlButtons.set(b.action, btn);
    return btn;
  }

  _updateControlsVisibility() {
    const cs = this.def.controls;
    const touch = this.input?.touchSeen || navigator.maxTouchPoints > 0 || (window.matchMedia?.('(pointer: coarse)').matches ?? false);
    const show = !!cs && (cs.always || touch || this.params.get('controls') === '1');
    if (this.controlsEl.hidden === show) {
      this.controlsEl.hidden = !show;
      this.resize();
    }
  }

  /**
   * Whether an on-screen button is held down now (steering, throttle: act every step while held,
   * instead of on each `onAction` press). @param {string} action
   */
  held(action) {
    return this._held.has(action);
  }

  /** Backing-store pixels per logical unit (devicePixelRatio × letterbox scale), e.g. for sprite sheets. */
  get pixelScale() {
    return this._scale;
  }

  /** Marks a toggle control as pressed or not. @param {string} action @param {boolean} pressed */
  setControlPressed(action, pressed) {
    this._controlButtons.get(action)?.setAttribute('aria-pressed', String(pressed));
  }

  /** Re-fits the canvas into the stage (letterbox, devicePixelRatio). */
  resize() {
    const cs = getComputedStyle(this.stage);
    const w = this.stage.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    const h = this.stage.clientHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
    if (w < 2 || h < 2) return;
    const fit = fitRect(w, h, this.width, this.height);
    const dpr = Math.min(window.devicePixelRatio || 1, 3);
    this.canvas.style.width = `${fit.cssW}px`;
    this.canvas.style.height = `${fit.cssH}px`;
    this.canvas.classList.add('gk-sized');
    const bw = Math.round(fit.cssW * dpr);
    const bh = Math.round(fit.cssH * dpr);
    if (this.canvas.width !== bw || this.canvas.height !== bh) {
      this.canvas.width = bw;
      this.canvas.height = bh;
    }
    this._scale = (fit.cssW * dpr) / this.width;
    this.stage.style.setProperty('--gk-canvas-w', `${fit.cssW}px`);
    this._render();
  }

  /** Changes the logical size (e.g. a bigger board). @param {number} w @param {number} h */
  setSize(w, h) {
    this.width = w;
    this.height = h;
    this.resize();
  }

  // ---------------------------------------------------------------- overlays

  /**
   * Shows an overlay panel.
   * @param {{title: string, cls?: string, body?: (HTMLElement | string)[], buttons: {label: string, primary?: boolean, onClick: () => void}[]}} o
   */
  showOverlay(o) {
    this.panel.replaceChildren();
    this.panel.className = `gk-panel ${o.cls ?? ''}`;
    const h = el('h1', 'gk-ov-title', o.title);
    h.id = 'gk-ov-title';
    this.panel.append(h);
    for (const b of o.body ?? []) this.panel.append(typeof b === 'string' ? el('p', 'gk-ov-text', b) : b);
    const row = el('div', 'gk-ov-buttons');
    /** @type {HTMLButtonElement | null} */
    let first = null;
    for (const b of o.buttons) {
      const btn = /** @type {HTMLButtonElement} */ (el('button', `gk-btn${b.primary ? ' gk-btn-primary' : ''}`, b.label));
      btn.type = 'button';
      btn.addEventListener('click', () => { this.sound.unlock(); this.sound.blip(880); b.onClick(); });
      row.append(btn);
      if (!first) first = btn;
    }
    this.panel.append(row);
    this.overlay.hidden = false;
    this.app.classList.add('gk-has-overlay');
    // Focus the main action so Enter/Space works at once; no scrolling on phones.
    requestAnimationFrame(() => first?.focus({ preventScroll: true }));
  }

  hideOverlay() {
    this.overlay.hidden = true;
    this.app.classList.remove('gk-has-overlay');
    this.canvas.focus({ preventScroll: true });
  }

  _scoreLine() {
    const p = el('p', 'gk-ov-score');
    const a = el('span', '', `${this.t('score')}: `);
    const av = el('strong', '', this.fmt(this.score));
    av.dataset.final = 'score';
    const b = el('span', '', ` · ${this.t('best')}: ${this.fmt(this.best)}`);
    p.append(a, av, b);
    return p;
  }

  showStart() {
    this.screen = 'start';
    const body = /** @type {HTMLElement[]} */ ([]);
    const desc = this.manifest?.description?.[this.lang];
    if (desc) body.push(el('p', 'gk-ov-text', desc));
    for (const o of this.def.options ?? []) body.push(this._optionGroup(o));
    const controls = /** @type {{key: string, action: Record<string, string>}[] | undefined} */ (this.manifest?.controls);
    if (controls?.length) {
      const dl = el('dl', 'gk-ov-controls');
      for (const c of controls) dl.append(el('dt', '', c.key), el('dd', '', c.action[this.lang] ?? c.action.en ?? ''));
      body.push(dl);
    }
    if (this.best > 0) body.push(el('p', 'gk-ov-best', `${this.t('best')}: ${this.fmt(this.best)}`));
    this.showOverlay({ title: this.name, cls: 'gk-start', body, buttons: [{ label: this.t('play'), primary: true, onClick: () => this.start() }] });
  }

  /** @param {StartOption} o */
  _optionGroup(o) {
    const fs = el('fieldset', 'gk-options');
    fs.append(el('legend', '', this.t(o.label)));
    for (const c of o.choices) {
      const id = `gk-opt-${o.key}-${c.value}`;
      const input = /** @type {HTMLInputElement} */ (el('input'));
      input.type = 'radio';
      input.name = o.key;
      input.value = c.value;
      input.id = id;
      input.checked = this.options[o.key] === c.value;
      input.addEventListener('change', () => {
        this.options[o.key] = c.value;
        storageSet(`gamekit:${this.id}:opt:${o.key}`, c.value);
        this._loadBest();
      });
      const label = /** @type {HTMLLabelElement} */ (el('label', '', this.t(c.label)));
      label.htmlFor = id;
      fs.append(input, label);
    }
    return fs;
  }

  /** Reads an option chosen on the start screen. @param {string} key */
  option(key) {
    return this.options[key] ?? '';
  }

  // ---------------------------------------------------------------- flow

  /** Starts a new round. */
  start() {
    this.sound.unlock();
    this.score = 0;
    this.level = 1;
    this.won = false;
    this.newBest = false;
    this.playTime = 0;
    this._acc = 0;
    this._loadBest();
    this.def.reset(this);
    this._refreshStats();
    this.screen = 'playing';
    this.hideOverlay();
    this.post({ type: 'game:started', gameId: this.id });
  }

  /** @param {'paused'|'hidden'} reason */
  pause(reason = 'paused') {
    if (this.screen !== 'playing') return;
    this.screen = 'paused';
    this.post({ type: 'game:stopped', gameId: this.id, reason });
    this._postScore(true);
    this.showOverlay({
      title: this.t('paused'),
      cls: 'gk-paused',
      body: [this._scoreLine()],
      buttons: [
        { label: this.t('resume'), primary: true, onClick: () => this.resume() },
        { label: this.t('restart'), onClick: () => this.start() },
        { label: this.t('menu'), onClick: () => this.showStart() },
      ],
    });
  }

  resume() {
    if (this.screen !== 'paused' && this.screen !== 'won') return;
    this.screen = 'playing';
    this._last = performance.now();
    this._acc = 0;
    this.hideOverlay();
  }

  /**
   * Reports a win. With keepGoing the player may continue the same round.
   * @param {{keepGoing?: boolean, message?: string}} [o]
   */
  win(o = {}) {
    if (!o.keepGoing) return this.gameOver({ win: true, message: o.message });
    this.won = true;
    this.screen = 'won';
    this._saveBest();
    this._postScore(true);
    this.sound.jingle([523, 659, 784, 1047, 1319]);
    this.showOverlay({
      title: this.t('youWin'),
      cls: 'gk-win',
      body: [...(o.message ? [o.message] : []), this._scoreLine()],
      buttons: [
        { label: this.t('keepGoing'), primary: true, onClick: () => this.resume() },
        { label: this.t('restart'), onClick: () => this.start() },
      ],
    });
  }

  /** Ends the round. @param {{win?: boolean, message?: string}} [o] */
  gameOver(o = {}) {
    if (this.screen === 'over') return;
    this.won = this.won || !!o.win;
    this.screen = 'over';
    this._saveBest();
    this.post({ type: 'game:stopped', gameId: this.id, reason: 'over' });
    this._postScore(true);
    if (o.win) this.sound.jingle();
    else this.sound.fail();
    const body = /** @type {(HTMLElement|string)[]} */ ([]);
    if (o.message) body.push(o.message);
    body.push(this._scoreLine());
    if (this.newBest) body.push(el('p', 'gk-ov-newbest', this.t('newBest')));
    this.showOverlay({
      title: o.win ? this.t('youWin') : this.t('gameOver'),
      cls: o.win ? 'gk-win' : 'gk-over',
      body,
      buttons: [
        { label: this.t('restart'), primary: true, onClick: () => this.start() },
        { label: this.t('menu'), onClick: () => this.showStart() },
      ],
    });
  }

  // ---------------------------------------------------------------- score & HUD

  _bestKey() {
    const suffix = this.def.bestKey?.(this);
    return `gamekit:${this.id}:best${suffix ? `:${suffix}` : ''}`;
  }

  _loadBest() {
    this.best = Number(storageGet(this._bestKey())) || 0;
    this._refreshStats();
  }

  _saveBest() {
    if (this.score > Number(storageGet(this._bestKey()) || 0)) {
      storageSet(this._bestKey(), String(this.score));
      this.newBest = this.score > 0;
    }
  }

  /** @param {number} n */
  setScore(n) {
    this.score = Math.max(0, Math.floor(n));
    if (this.score > this.best) {
      this.best = this.score;
      this.newBest = true;
      storageSet(this._bestKey(), String(this.score));
    }
    this._refreshStats();
    this._postScore(false);
  }

  /** @param {number} n */
  addScore(n) {
    this.setScore(this.score + n);
  }

  /** @param {number} n */
  setLevel(n) {
    this.level = n;
    this.setStat('level', this.fmt(n));
  }

  /** Sets an extra HUD value declared in `def.stats`. @param {string} key @param {string | number} value */
  setStat(key, value) {
    const e = this._stats[key];
    if (e) e.textContent = typeof value === 'number' ? this.fmt(value) : value;
  }

  _refreshStats() {
    this.setStat('score', this.score);
    this.setStat('best', this.best);
    if (this._stats.level) this.setStat('level', this.level);
  }

  /** Shows a short message over the canvas (level up etc.). @param {string} text */
  toast(text) {
    this.toastEl.textContent = text;
    this.toastEl.classList.remove('gk-toast-show');
    void this.toastEl.offsetWidth; // restart the CSS animation
    this.toastEl.classList.add('gk-toast-show');
    clearTimeout(this._toastTimer);
    this._toastTimer = window.setTimeout(() => this.toastEl.classList.remove('gk-toast-show'), 1400);
  }

  // ---------------------------------------------------------------- sound

  muted() {
    return this.sound.muted;
  }

  /** @param {boolean} m @param {boolean} [persist] */
  setMuted(m, persist = false) {
    this.sound.setMuted(m);
    if (persist) storageSet('gamekit:muted', m ? '1' : '0');
    this._updateMuteButton();
  }

  toggleMute() {
    this.sound.unlock();
    this.setMuted(!this.sound.muted, true);
    this.sound.blip(880);
    if (this.screen === 'playing') this.canvas.focus({ preventScroll: true });
  }

  _updateMuteButton() {
    const m = this.sound.muted;
    this.muteBtn.innerHTML = m ? ICONS.soundOff : ICONS.soundOn;
    this.muteBtn.setAttribute('aria-pressed', String(m));
    this.muteBtn.setAttribute('aria-label', this.t('toggleSound'));
    this.muteBtn.title = m ? this.t('soundOff') : this.t('soundOn');
  }

  // ---------------------------------------------------------------- portal

  /** Sends a message to the portal page (or to this window when opened on its own). @param {Record<string, unknown>} msg */
  post(msg) {
    try { window.parent.postMessage(msg, '*'); } catch { /* detached */ }
  }

  /** @param {boolean} force */
  _postScore(force) {
    const now = performance.now();
    if (!force && now - this._lastScorePost < 1000) return;
    this._lastScorePost = now;
    this.post({ type: 'game:score', gameId: this.id, score: this.score });
  }

  // ---------------------------------------------------------------- input & loop

  _wireInput() {
    const playing = () => this.screen === 'playing';
    this.input.handlers = {
      key: (code, e) => {
        if (code === 'Escape' || code === 'KeyP') {
          if (playing()) { this.pause('paused'); return true; }
          if (this.screen === 'paused') { this.resume(); return true; }
          return false;
        }
        if (code === 'KeyM') { this.toggleMute(); return true; }
        if (!playing()) return false;
        this.sound.unlock();
        return this.def.onKey?.(code, this, e) ?? false;
      },
      keyUp: (code) => { if (playing()) this.def.onKeyUp?.(code, this); },
      pointer: (kind, p) => {
        if (kind === 'down') { this.sound.unlock(); this._updateControlsVisibility(); }
        if (playing()) this.def.onPointer?.(kind, p, this);
      },
      tap: (p) => { if (playing()) this.def.onTap?.(p, this); },
      swipe: (d) => { if (playing()) this.def.onSwipe?.(d, this); },
      longPress: (p) => { if (playing()) this.def.onLongPress?.(p, this); },
    };
  }

  _startLoop() {
    if (this._running) return;
    this._running = true;
    this._last = performance.now();
    const frame = (/** @type {number} */ now) => {
      if (!this._running) return;
      let dt = (now - this._last) / 1000;
      this._last = now;
      if (!(dt >= 0)) dt = 0;
      if (dt > MAX_FRAME) dt = MAX_FRAME;
      this.clock += dt;
      if (this.screen === 'playing') {
        this._acc += dt;
        while (this._acc >= STEP && this.screen === 'playing') {
          this.def.update?.(STEP, this);
          this.playTime += STEP;
          this._acc -= STEP;
        }
      } else this._acc = 0;
      this._render();
      this._raf = requestAnimationFrame(frame);
    };
    this._raf = requestAnimationFrame(frame);
  }

  _stopLoop() {
    this._running = false;
    cancelAnimationFrame(this._raf);
  }

  _render() {
    const s = this._scale;
    const g = this.ctx;
    g.setTransform(s, 0, 0, s, 0, 0);
    this.def.render(g, this);
  }

  /** Summary for tests and debugging. */
  state() {
    return { screen: this.screen, score: this.score, best: this.best, level: this.level, won: this.won, lang: this.lang, ...(this.def.state?.(this) ?? {}) };
  }

  async boot() {
    try {
      const res = await fetch('./manifest.json', { cache: 'no-cache' });
      if (res.ok) this.manifest = await res.json();
    } catch { /* the game still works without it */ }
    const name = this.name;
    this.titleEl.textContent = name;
    this.canvas.setAttribute('aria-label', `${name} – ${this.t('gameArea')}`);
    document.title = name;
    this._loadBest();

    window.addEventListener('message', (e) => {
      if (e.source !== window.parent && e.source !== window) return;
      if (isSoundMessage(e.data)) this.setMuted(e.data.muted);
    });
    document.addEventListener('visibilitychange', () => {
      if (document.hidden) {
        this.pause('hidden');
        this._stopLoop();
        this.sound.suspend();
      } else {
        this.sound.resume();
        this._startLoop();
      }
    });
    window.addEventListener('blur', () => { this._held.clear(); this.pause('hidden'); this.sound.suspend(); });
    window.addEventListener('focus', () => this.sound.resume());

    this.resize();
    this.showStart();
    if (!document.hidden) this._startLoop();
    this.ready = true;
    const kit = this;
    /** @type {any} */ (window).gameKit = {
      get lang() { return kit.lang; },
      ready: true,
      state: () => kit.state(),
      muted: () => kit.muted(),
      size: () => ({ width: kit.width, height: kit.height }),
      demo: () => kit.def.demo?.(kit),
      freeze: () => kit._stopLoop(),
      resume: () => kit._startLoop(),
      kit,
    };
    this.post({ type: 'game:loaded', gameId: this.id, loadTimeMs: Math.round(performance.now()) });
  }
}

/**
 * Creates and boots a game.
 * @param {GameDef} def
 * @returns {Kit}
 */
export function createGame(def) {
  const kit = new Kit(def);
  kit.boot().catch((err) => console.error(err));
  return kit;
}

/** Rounded rectangle path helper. @param {CanvasRenderingContext2D} g @param {number} x @param {number} y @param {number} w @param {number} h @param {number} r */
export function roundRect(g, x, y, w, h, r) {
  const rr = Math.min(r, w / 2, h / 2);
  g.beginPath();
  g.moveTo(x + rr, y);
  g.arcTo(x + w, y, x + w, y + h, rr);
  g.arcTo(x + w, y + h, x, y + h, rr);
  g.arcTo(x, y + h, x, y, rr);
  g.arcTo(x, y, x + w, y, rr);
  g.closePath();
}

/** Easing for animations. @param {number} t 0..1 */
export function easeOutCubic(t) {
  return 1 - (1 - Math.min(1, Math.max(0, t))) ** 3;
}
