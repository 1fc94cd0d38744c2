// @ts-check
/**
 * Sprite sheets drawn once at start: each sprite is painted by a callback (in logical units) onto
 * one offscreen canvas at a resolution that stays sharp on high-density screens, then blitted by
 * name with rotation, flips, scale and alpha. Painting vector art once instead of every frame keeps
 * busy scenes cheap on phones.
 *
 *   const sheet = createSheet({
 *     car: { w: 20, h: 36, draw: (g, w, h) => { g.fillStyle = '#e33'; g.fillRect(2, 0, w - 4, h); } },
 *     coin: { w: 16, h: 16, frames: 6, draw: (g, w, h, f) => { ... } },
 *   });
 *   sheet.draw(g, 'car', x, y, { rot: angle });
 */

/**
 * @typedef {Object} SpriteDef
 * @property {number} w logical width
 * @property {number} h logical height
 * @property {(g: CanvasRenderingContext2D, w: number, h: number, frame: number) => void} draw paints one frame, origin at the sprite's top-left
 * @property {number} [frames] number of animation frames (1)
 * @property {number} [ax] anchor x in logical units: the point placed at (x, y) and rotated about (w / 2)
 * @property {number} [ay] anchor y (h / 2)
 */
/**
 * @typedef {Object} BlitOptions
 * @property {number} [rot] rotation in radians about the anchor
 * @property {boolean} [flipX] mirror left-right
 * @property {boolean} [flipY] mirror top-bottom
 * @property {number} [scale] size factor (1)
 * @property {number} [alpha] opacity 0..1 (1)
 * @property {number} [frame] animation frame (wraps around)
 */
/** @typedef {{x: number, y: number, w: number, h: number}} Rect */
/** @typedef {{width: number, height: number, getContext: (kind: '2d') => any}} CanvasLike */

/** Gap between packed sprites so smoothing never bleeds a neighbour's edge in. */
const PAD = 2;
/** Widest sheet: stays within every browser's canvas limits. */
const MAX_SHEET_W = 2048;

/**
 * Shelf packing: rectangles go left to right in rows ("shelves"), tallest first.
 * @param {{w: number, h: number}[]} sizes in pixels
 * @param {number} [maxWidth] row width before wrapping
 * @param {number} [pad] gap around every rectangle
 * @returns {{rects: Rect[], width: number, height: number}} rects in input order
 */
export function packShelves(sizes, maxWidth = MAX_SHEET_W, pad = PAD) {
  const order = sizes.map((_, i) => i).sort((a, b) => /** @type {{h: number}} */ (sizes[b]).h - /** @type {{h: number}} */ (sizes[a]).h || a - b);
  /** @type {Rect[]} */
  const rects = new Array(sizes.length);
  let x = pad;
  let y = pad;
  let shelf = 0;
  let width = 0;
  for (const i of order) {
    const s = /** @type {{w: number, h: number}} */ (sizes[i]);
    if (x > pad && x + s.w + pad > maxWidth) {
      x = pad;
      y += shelf + pad;
      shelf = 0;
    }
    rects[i] = { x, y, w: s.w, h: s.h };
    x += s.w + pad;
    shelf = Math.max(shelf, s.h);
    width = Math.max(width, x);
  }
  return { rects, width: Math.max(1, width), height: Math.max(1, y + shelf + pad) };
}

/** @param {number} w @param {number} h @returns {CanvasLike} */
function domCanvas(w, h) {
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  return c;
}

export class SpriteSheet {
  /**
   * @param {Record<string, SpriteDef>} defs
   * @param {{scale?: number, createCanvas?: (w: number, h: number) => CanvasLike}} [o]
   *   scale: sheet pixels per logical unit (default 2 × devicePixelRatio, at most 4);
   *   createCanvas: canvas factory (tests)
   */
  constructor(defs, o = {}) {
    const dpr = typeof globalThis.devicePixelRatio === 'number' ? globalThis.devicePixelRatio : 1;
    this.scale = o.scale ?? Math.min(4, 2 * Math.max(1, dpr));
    /** @type {Map<string, {def: SpriteDef, frames: Rect[]}>} */
    this.sprites = new Map();
    const k = this.scale;
    /** @type {{name: string, frame: number, w: number, h: number}[]} */
    const items = [];
    for (const [name, def] of Object.entries(defs)) {
      for (let f = 0; f < Math.max(1, def.frames ?? 1); f++) items.push({ name, frame: f, w: Math.ceil(def.w * k), h: Math.ceil(def.h * k) });
    }
    const packed = packShelves(items, MAX_SHEET_W);
    this.canvas = (o.createCanvas ?? domCanvas)(packed.width, packed.height);
    const g = /** @type {CanvasRenderingContext2D} */ (this.canvas.getContext('2d'));
    items.forEach((it, i) => {
      const def = /** @type {SpriteDef} */ (defs[it.name]);
      const r = /** @type {Rect} */ (packed.rects[i]);
      let entry = this.sprites.get(it.name);
      if (!entry) { entry = { def, frames: [] }; this.sprites.set(it.name, entry); }
      entry.frames[it.frame] = r;
      g.save();
      g.beginPath();
      g.rect(r.x, r.y, r.w, r.h);
      g.clip();
      g.translate(r.x, r.y);
      g.scale(k, k);
      def.draw(g, def.w, def.h, it.frame);
      g.restore();
    });
  }

  /** @param {string} name */
  has(name) {
    return this.sprites.has(name);
  }

  /** Logical size and frame count of a sprite. @param {string} name */
  size(name) {
    const e = this.sprites.get(name);
    return e ? { w: e.def.w, h: e.def.h, frames: e.frames.length } : null;
  }

  /**
   * Draws a sprite with its anchor at (x, y). Unknown names draw nothing.
   * @param {CanvasRenderingContext2D} g @param {string} name @param {number} x @param {number} y @param {BlitOptions} [o]
   */
  draw(g, name, x, y, o = {}) {
    const e = this.sprites.get(name);
    if (!e) return;
    const n = e.frames.length;
    const r = /** @type {Rect} */ (e.frames[(((Math.floor(o.frame ?? 0)) % n) + n) % n]);
    const { def } = e;
    const ax = def.ax ?? def.w / 2;
    const ay = def.ay ?? def.h / 2;
    const dw = r.w / this.scale;
    const dh = r.h / this.scale;
    const s = o.scale ?? 1;
    const plain = !o.rot && !o.flipX && !o.flipY && s === 1 && (o.alpha ?? 1) === 1;
    if (plain) {
      g.drawImage(/** @type {any} */ (this.canvas), r.x, r.y, r.w, r.h, x - ax, y - ay, dw, dh);
      return;
    }
    g.save();
    g.translate(x, y);
    if (o.rot) g.rotate(o.rot);
    if (o.flipX || o.flipY || s !== 1) g.scale((o.flipX ? -1 : 1) * s, (o.flipY ? -1 : 1) * s);
    if (o.alpha !== undefined) g.globalAlpha *= Math.max(0, Math.min(1, o.alpha));
    g.drawImage(/** @type {any} */ (this.canvas), r.x, r.y, r.w, r.h, -ax, -ay, dw, dh);
    g.restore();
  }
}

/**
 * Builds a sprite sheet (see SpriteSheet). Call after the page has loaded, e.g. in the first reset.
 * @param {Record<string, SpriteDef>} defs
 * @param {{scale?: number, createCanvas?: (w: number, h: number) => CanvasLike}} [o]
 */
export function createSheet(defs, o) {
  return new SpriteSheet(defs, o);
}
