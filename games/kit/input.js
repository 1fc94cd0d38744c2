// @ts-check
/**
 * Keyboard, mouse/pen and touch input through Pointer Events, with tap, swipe and long-press
 * detection. Coordinates handed to listeners are in the game's logical units.
 */

/** @typedef {'up'|'down'|'left'|'right'} Dir */
/**
 * @typedef {Object} PointerInfo
 * @property {number} x logical x
 * @property {number} y logical y
 * @property {number} button 0 primary, 2 secondary
 * @property {string} pointerType 'mouse' | 'touch' | 'pen'
 * @property {boolean} inside whether the point is inside the canvas
 */

/**
 * @typedef {Object} InputHandlers
 * @property {(code: string, e: KeyboardEvent) => boolean | void} [key] keydown; return true to preventDefault
 * @property {(code: string, e: KeyboardEvent) => void} [keyUp]
 * @property {(kind: 'down'|'move'|'up', p: PointerInfo, e: PointerEvent) => void} [pointer]
 * @property {(p: PointerInfo) => void} [tap] short press without much movement
 * @property {(dir: Dir, p: PointerInfo) => void} [swipe]
 * @property {(p: PointerInfo) => void} [longPress] touch/pen held ≥ longPressMs without moving
 */

export const SWIPE_MIN_PX = 28;
export const LONG_PRESS_MS = 450;

/**
 * Classifies a finger movement as a swipe direction, or null when it is too short.
 * @param {number} dx CSS pixels
 * @param {number} dy CSS pixels
 * @param {number} [min]
 * @returns {Dir | null}
 */
export function swipeDir(dx, dy, min = SWIPE_MIN_PX) {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < min) return null;
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 'right' : 'left';
  return dy > 0 ? 'down' : 'up';
}

/** Maps the usual direction keys to a direction. @param {string} code @returns {Dir | null} */
export function keyDir(code) {
  switch (code) {
    case 'ArrowUp': case 'KeyW': return 'up';
    case 'ArrowDown': case 'KeyS': return 'down';
    case 'ArrowLeft': case 'KeyA': return 'left';
    case 'ArrowRight': case 'KeyD': return 'right';
    default: return null;
  }
}

export class Input {
  /**
   * @param {HTMLElement} surface element receiving pointer events (the stage around the canvas)
   * @param {HTMLCanvasElement} canvas
   * @param {() => {width: number, height: number}} logicalSize
   */
  constructor(surface, canvas, logicalSize) {
    this.surface = surface;
    this.canvas = canvas;
    this.logicalSize = logicalSize;
    /** Codes of keys held down. @type {Set<string>} */
    this.keys = new Set();
    /** @type {InputHandlers} */
    this.handlers = {};
    /** Whether any touch input has been seen (used to show on-screen controls). */
    this.touchSeen = false;
    /** @type {Map<number, {x0: number, y0: number, t0: number, timer: number, long: boolean, moved: boolean}>} */
    this.active = new Map();
    this.enabled = true;

    window.addEventListener('keydown', (e) => {
      this.keys.add(e.code);
      if (!this.enabled || e.ctrlKey || e.metaKey || e.altKey) return;
      if (this.handlers.key?.(e.code, e)) e.preventDefault();
    });
    window.addEventListener('keyup', (e) => {
      this.keys.delete(e.code);
      if (this.enabled) this.handlers.keyUp?.(e.code, e);
    });
    window.addEventListener('blur', () => this.keys.clear());

    surface.addEventListener('contextmenu', (e) => e.preventDefault());
    surface.addEventListener('pointerdown', (e) => this._down(e));
    surface.addEventListener('pointermove', (e) => this._move(e));
    surface.addEventListener('pointerup', (e) => this._up(e, false));
    surface.addEventListener('pointercancel', (e) => this._up(e, true));
  }

  /** @param {string} code */
  isDown(code) {
    return this.keys.has(code);
  }

  /** Converts client coordinates to logical game coordinates. @param {number} cx @param {number} cy */
  toLogical(cx, cy) {
    const r = this.canvas.getBoundingClientRect();
    const { width, height } = this.logicalSize();
    const x = ((cx - r.left) / (r.width || 1)) * width;
    const y = ((cy - r.top) / (r.height || 1)) * height;
    return { x, y, inside: x >= 0 && y >= 0 && x < width && y < height };
  }

  /** @param {PointerEvent} e @returns {PointerInfo} */
  _info(e) {
    const p = this.toLogical(e.clientX, e.clientY);
    return { ...p, button: e.button === 2 ? 2 : 0, pointerType: e.pointerType };
  }

  /** @param {PointerEvent} e */
  _down(e) {
    if (e.target instanceof HTMLElement && e.target.closest('button, input, a, label')) return;
    if (e.pointerType === 'touch') this.touchSeen = true;
    if (!this.enabled) return;
    try { this.surface.setPointerCapture(e.pointerId); } catch { /* ignore */ }
    const rec = { x0: e.clientX, y0: e.clientY, t0: performance.now(), timer: 0, long: false, moved: false };
    if (e.pointerType !== 'mouse') {
      rec.timer = window.setTimeout(() => {
        if (!rec.moved && this.enabled) {
          rec.long = true;
          this.handlers.longPress?.(this._info(e));
        }
      }, LONG_PRESS_MS);
    }
    this.active.set(e.pointerId, rec);
    this.handlers.pointer?.('down', this._info(e), e);
    if (e.pointerType !== 'mouse') e.preventDefault();
  }

  /** @param {PointerEvent} e */
  _move(e) {
    const rec = this.active.get(e.pointerId);
    if (rec && Math.hypot(e.clientX - rec.x0, e.clientY - rec.y0) > 10) {
      rec.moved = true;
      clearTimeout(rec.timer);
    }
    if (this.enabled) this.handlers.pointer?.('move', this._info(e), e);
  }

  /** @param {PointerEvent} e @param {boolean} cancelled */
  _up(e, cancelled) {
    const rec = this.active.get(e.pointerId);
    this.active.delete(e.pointerId);
    if (!rec) return;
    clearTimeout(rec.timer);
    if (!this.enabled || cancelled) return;
    const info = this._info(e);
    this.handlers.pointer?.('up', info, e);
    if (rec.long) return;
    const dir = swipeDir(e.clientX - rec.x0, e.clientY - rec.y0);
    if (dir && performance.now() - rec.t0 < 800) this.handlers.swipe?.(dir, info);
    else if (!rec.moved) {
      const start = this.toLogical(rec.x0, rec.y0);
      this.handlers.tap?.({ ...info, x: start.x, y: start.y, inside: start.inside });
    }
  }
}
