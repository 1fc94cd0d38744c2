// @ts-check
/**
 * Spot the difference: scenes are lists of objects built from simple shapes (the game draws
 * exactly these shapes), so the rules can rasterise both pictures without a canvas and prove
 * every difference really shows up as its own patch of changed pixels.
 */

/** @typedef {[number, number, number]} Hsl hue 0-360, saturation and lightness 0-100 */
/**
 * @typedef {Object} Part one filled shape in scene units
 * @property {'c'|'e'|'r'|'p'} t circle, axis-aligned ellipse, rectangle, polygon
 * @property {number[]} v c: x y r · e: x y rx ry · r: x y w h · p: x0 y0 x1 y1 …
 * @property {Hsl} col
 * @property {'main'|'accent'|'detail'} role
 */
/**
 * @typedef {Object} Obj
 * @property {string} kind
 * @property {number} x anchor
 * @property {number} y anchor
 * @property {number} s scale
 * @property {number} hue main hue
 * @property {boolean} flip mirrored
 * @property {boolean} [hidden] missing from this picture
 * @property {boolean} [noDetail] its small details are missing
 */
/** @typedef {{x: number, y: number, w: number, h: number}} Box */
/**
 * @typedef {Object} Diff
 * @property {'missing'|'colour'|'moved'|'resized'|'detail'} type
 * @property {number} obj index into the scene's objects
 * @property {Box} region every pixel the change touches lies inside
 */
/**
 * @typedef {Object} Level
 * @property {number} theme
 * @property {{parts: Part[]}} bg
 * @property {Obj[]} a left/top picture
 * @property {Obj[]} b right/bottom picture
 * @property {Diff[]} diffs
 */

export const SW = 400;
export const SH = 300;
export const LEVELS = 10;
export const THEMES = ['meadow', 'sea', 'space'];
/** A pixel counts as changed when its red, green and blue differ by this much in total. */
export const PIXEL_DIFF = 60;
/** Extra room around a difference that still counts as a hit (scene units). */
export const HIT_PAD = 8;

/** @param {number} level */
export function levelSpec(level) {
  const l = Math.max(1, Math.min(LEVELS, Math.floor(level)));
  const f = (l - 1) / (LEVELS - 1); // 0 … 1: how subtle
  return {
    level: l,
    count: [3, 4, 4, 5, 5, 6, 6, 7, 7, 8][l - 1] ?? 8,
    objects: 12 + l,
    time: 40 + 12 * ([3, 4, 4, 5, 5, 6, 6, 7, 7, 8][l - 1] ?? 8),
    hueShift: Math.round(160 - 110 * f),
    move: Math.round(30 - 16 * f),
    grow: 1.6 - 0.3 * f,
    minPixels: Math.round(320 - 230 * f),
    scale: [1.35 - 0.35 * f, 1.85 - 0.35 * f],
    types: /** @type {Diff['type'][]} */ (l < 3 ? ['missing', 'colour', 'moved', 'resized'] : ['missing', 'colour', 'moved', 'resized', 'detail']),
  };
}

/** @param {Hsl} c @returns {[number, number, number]} */
export function hslToRgb(c) {
  const h = (((c[0] % 360) + 360) % 360) / 360;
  const s = Math.max(0, Math.min(100, c[1])) / 100;
  const l = Math.max(0, Math.min(100, c[2])) / 100;
  const k = (/** @type {number} */ n) => (n + h * 12) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (/** @type {number} */ n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** @param {Hsl} c */
export function css(c) {
  return `hsl(${c[0]} ${c[1]}% ${c[2]}%)`;
}

/** @param {number} cx @param {number} cy @param {number} rx @param {number} ry @param {number} a0 @param {number} a1 @param {number} n */
function arcPts(cx, cy, rx, ry, a0, a1, n) {
  const out = [];
  for (let i = 0; i <= n; i++) {
    const a = a0 + ((a1 - a0) * i) / n;
    out.push(cx + Math.cos(a) * rx, cy + Math.sin(a) * ry);
  }
  return out;
}

/** @param {number} cx @param {number} cy @param {number} r1 @param {number} r2 @param {number} n */
function starPts(cx, cy, r1, r2, n) {
  const out = [];
  for (let i = 0; i < n * 2; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / n;
    const r = i % 2 ? r2 : r1;
    out.push(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
  }
  return out;
}

const P = (/** @type {Part['t']} */ t, /** @type {number[]} */ v, /** @type {Hsl} */ col, /** @type {Part['role']} */ role = 'main') => ({ t, v, col, role });

/**
 * Object kinds: where they live in the picture and their shapes in local units (anchor at the
 * origin, +y down). `h` is the object's main hue.
 * @type {Record<string, {zone: 'sky'|'ground'|'float', low?: boolean, parts: (h: number) => Part[]}>}
 */
export const KINDS = {
  tree: { zone: 'ground', parts: (h) => [P('r', [-4, -22, 8, 22], [28, 45, 32], 'accent'), P('c', [0, -36, 16], [h, 55, 36]), P('c', [-11, -27, 11], [h, 55, 36]), P('c', [11, -27, 11], [h, 55, 36]), P('c', [-5, -40, 6], [h, 60, 48], 'detail')] },
  house: { zone: 'ground', parts: (h) => [P('r', [-18, -26, 36, 26], [h, 55, 64]), P('p', [-23, -25, 0, -46, 23, -25], [8, 60, 44], 'accent'), P('r', [-12, -15, 9, 15], [25, 45, 30], 'detail'), P('r', [5, -20, 9, 8], [200, 70, 80], 'detail')] },
  flower: { zone: 'ground', parts: (h) => [P('r', [-1.5, -18, 3, 18], [120, 50, 35], 'accent'), ...[0, 1, 2, 3, 4].map((i) => P('c', [Math.cos(i * 1.2566 - 1.57) * 6, -22 + Math.sin(i * 1.2566 - 1.57) * 6, 5], [h, 80, 62])), P('c', [0, -22, 3.5], [48, 95, 55], 'detail')] },
  mushroom: { zone: 'ground', parts: (h) => [P('r', [-5, -12, 10, 12], [40, 35, 88], 'accent'), P('p', arcPts(0, -11, 15, 13, Math.PI, Math.PI * 2, 10), [h, 75, 50]), P('c', [-6, -17, 2.5], [0, 0, 97], 'detail'), P('c', [4, -20, 3], [0, 0, 97], 'detail')] },
  bush: { zone: 'ground', parts: (h) => [P('e', [0, -8, 17, 9], [h, 45, 40]), P('c', [-8, -11, 8], [h, 45, 40]), P('c', [8, -12, 9], [h, 45, 40]), P('c', [3, -10, 2.5], [350, 75, 55], 'detail'), P('c', [-7, -7, 2.5], [350, 75, 55], 'detail')] },
  cloud: { zone: 'sky', low: true, parts: () => [P('e', [0, 0, 19, 8], [210, 30, 96]), P('c', [-8, -5, 8], [210, 30, 96]), P('c', [6, -7, 10], [210, 30, 96])] },
  sun: { zone: 'sky', parts: () => [...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => P('c', [Math.cos(i * 0.785) * 18, Math.sin(i * 0.785) * 18, 3], [40, 95, 60], 'detail')), P('c', [0, 0, 14], [46, 95, 58]), P('c', [-3, -3, 8], [52, 100, 72], 'accent')] },
  balloon: { zone: 'sky', parts: (h) => [P('r', [-0.75, 10, 1.5, 18], [0, 0, 30], 'detail'), P('e', [0, 0, 9, 11], [h, 75, 56]), P('p', [-2, 12, 2, 12, 0, 9], [h, 75, 45], 'accent'), P('c', [-3, -4, 2.5], [h, 80, 80], 'detail')] },
  butterfly: { zone: 'sky', parts: (h) => [P('e', [-7, -4, 7, 6], [h, 80, 62]), P('e', [7, -4, 7, 6], [h, 80, 62]), P('e', [-5, 5, 5, 4], [h + 30, 80, 55], 'accent'), P('e', [5, 5, 5, 4], [h + 30, 80, 55], 'accent'), P('r', [-1, -7, 2, 14], [0, 0, 20], 'detail')] },
  fish: { zone: 'float', parts: (h) => [P('p', [11, 0, 23, -9, 23, 9], [h, 80, 45], 'accent'), P('e', [0, 0, 14, 8], [h, 80, 58]), P('p', [-3, -7, 5, -13, 6, -6], [h, 80, 45], 'accent'), P('c', [-7, -2, 2.2], [0, 0, 10], 'detail')] },
  seaweed: { zone: 'ground', parts: (h) => [P('p', [-4, 0, -6, -12, -2, -24, -5, -36, 1, -38, 3, -24, -1, -12, 4, 0], [h, 55, 35]), P('p', [5, 0, 8, -9, 6, -20, 10, -20, 11, -9, 9, 0], [h, 55, 28], 'accent')] },
  shell: { zone: 'ground', parts: (h) => [P('p', arcPts(0, 0, 13, 13, Math.PI, Math.PI * 2, 10), [h, 70, 74]), P('r', [-4, -3, 8, 3], [h, 60, 60], 'accent'), P('p', [-1, -12, 1, -12, 0, -1], [h, 50, 55], 'detail')] },
  rock: { zone: 'ground', low: true, parts: () => [P('e', [0, -7, 17, 8], [220, 10, 45]), P('e', [-4, -9, 6, 3], [220, 10, 60], 'detail')] },
  starfish: { zone: 'ground', parts: (h) => [P('p', starPts(0, -11, 13, 5, 5), [h, 80, 60]), P('c', [0, -11, 2.5], [h, 70, 80], 'detail')] },
  crab: { zone: 'ground', parts: (h) => [P('c', [-14, -13, 4.5], [h, 75, 48], 'accent'), P('c', [14, -13, 4.5], [h, 75, 48], 'accent'), P('e', [0, -7, 12, 7], [h, 75, 55]), P('c', [-4, -15, 2], [0, 0, 10], 'detail'), P('c', [4, -15, 2], [0, 0, 10], 'detail')] },
  jelly: { zone: 'float', parts: (h) => [P('r', [-7, 0, 2, 12], [h, 50, 60], 'accent'), P('r', [-1, 0, 2, 15], [h, 50, 60], 'accent'), P('r', [5, 0, 2, 11], [h, 50, 60], 'accent'), P('p', arcPts(0, 1, 11, 11, Math.PI, Math.PI * 2, 10), [h, 65, 72]), P('c', [-3, -5, 2], [h, 70, 88], 'detail')] },
  bubble: { zone: 'float', low: true, parts: () => [P('c', [0, 0, 6], [195, 70, 78]), P('c', [-2, -2, 1.8], [0, 0, 100], 'detail')] },
  planet: { zone: 'float', parts: (h) => [P('c', [0, 0, 14], [h, 60, 55]), P('e', [0, 0, 25, 5], [h + 40, 55, 70], 'accent'), P('c', [-4, -6, 3], [h, 60, 68], 'detail')] },
  star: { zone: 'float', parts: () => [P('p', starPts(0, 0, 9, 4, 5), [50, 100, 68])] },
  rocket: { zone: 'float', parts: (h) => [P('p', [-5, 4, -11, 13, -5, 10], [5, 75, 50], 'accent'), P('p', [5, 4, 11, 13, 5, 10], [5, 75, 50], 'accent'), P('r', [-5, -13, 10, 23], [h, 25, 85]), P('p', [-5, -13, 0, -23, 5, -13], [5, 75, 50], 'accent'), P('c', [0, -5, 3], [195, 80, 55], 'detail')] },
  moon: { zone: 'float', low: true, parts: () => [P('c', [0, 0, 12], [50, 25, 84]), P('c', [-4, -3, 3], [50, 10, 66], 'detail'), P('c', [4, 4, 2.2], [50, 10, 66], 'detail')] },
  ufo: { zone: 'float', parts: (h) => [P('p', arcPts(0, -2, 9, 9, Math.PI, Math.PI * 2, 8), [185, 70, 78], 'accent'), P('e', [0, 0, 19, 5], [h, 55, 55]), P('c', [-9, 1, 1.8], [55, 100, 65], 'detail'), P('c', [0, 2, 1.8], [55, 100, 65], 'detail'), P('c', [9, 1, 1.8], [55, 100, 65], 'detail')] },
  comet: { zone: 'float', parts: (h) => [P('p', [2, -4, 30, -14, 4, 4], [h, 70, 70], 'accent'), P('c', [0, 0, 5.5], [h, 60, 88])] },
  satellite: { zone: 'float', parts: (h) => [P('r', [-24, -3, 15, 6], [h, 70, 45], 'accent'), P('r', [9, -3, 15, 6], [h, 70, 45], 'accent'), P('r', [-6, -6, 12, 12], [45, 20, 72]), P('c', [0, -9, 2], [0, 80, 55], 'detail')] },
};

/** Kinds and hue ranges per theme. @type {{kinds: string[], hues: [number, number][]}[]} */
const THEME_KINDS = [
  { kinds: ['tree', 'house', 'flower', 'mushroom', 'bush', 'cloud', 'sun', 'balloon', 'butterfly'], hues: [[0, 360]] },
  { kinds: ['fish', 'seaweed', 'shell', 'rock', 'starfish', 'crab', 'jelly', 'bubble', 'fish'], hues: [[0, 60], [150, 330]] },
  { kinds: ['planet', 'star', 'rocket', 'moon', 'ufo', 'comet', 'satellite', 'star', 'planet'], hues: [[0, 360]] },
];

/** The unchanging background of a theme. @param {number} theme @returns {{parts: Part[]}} */
export function background(theme) {
  // Skies and water are stacks of thin bands a shade apart, which reads as a gradient.
  const bands = (/** @type {number} */ y0, /** @type {number} */ y1, /** @type {Hsl} */ c0, /** @type {Hsl} */ c1, /** @type {number} */ n) => Array.from({ length: n }, (_, i) => {
    const t = i / (n - 1);
    const y = y0 + ((y1 - y0) * i) / n;
    return P('r', [0, Math.floor(y), SW, Math.ceil((y1 - y0) / n) + 1], [Math.round(c0[0] + (c1[0] - c0[0]) * t), Math.round(c0[1] + (c1[1] - c0[1]) * t), Math.round(c0[2] + (c1[2] - c0[2]) * t)]);
  });
  if (theme === 1) {
    return { parts: [...bands(0, SH, [195, 70, 46], [215, 70, 24], 14), P('e', [120, 300, 220, 42], [42, 50, 66]), P('e', [330, 305, 160, 36], [40, 45, 60])] };
  }
  if (theme === 2) {
    return { parts: [P('r', [0, 0, SW, SH], [238, 45, 13]), P('e', [310, 80, 120, 90], [265, 35, 20]), P('e', [200, 330, 300, 75], [230, 12, 36]), P('c', [110, 280, 10], [230, 10, 28]), P('c', [270, 270, 7], [230, 10, 28])] };
  }
  return { parts: [...bands(0, 200, [210, 75, 66], [195, 60, 86], 12), P('e', [90, 200, 170, 50], [105, 45, 50]), P('e', [320, 205, 190, 60], [115, 40, 44]), P('r', [0, 195, SW, 105], [95, 45, 48])] };
}

/** Shapes of an object in scene units (nothing when hidden). @param {Obj} o @returns {Part[]} */
export function objectParts(o) {
  if (o.hidden) return [];
  const def = KINDS[o.kind];
  if (!def) return [];
  const fx = o.flip ? -1 : 1;
  const out = [];
  for (const p of def.parts(o.hue)) {
    if (o.noDetail && p.role === 'detail') continue;
    const v = p.v.slice();
    if (p.t === 'p') {
      for (let i = 0; i < v.length; i += 2) { v[i] = o.x + (v[i] ?? 0) * o.s * fx; v[i + 1] = o.y + (v[i + 1] ?? 0) * o.s; }
    } else if (p.t === 'r') {
      const w = (v[2] ?? 0) * o.s;
      v[0] = fx > 0 ? o.x + (v[0] ?? 0) * o.s : o.x - (v[0] ?? 0) * o.s - w;
      v[1] = o.y + (v[1] ?? 0) * o.s;
      v[2] = w;
      v[3] = (v[3] ?? 0) * o.s;
    } else {
      v[0] = o.x + (v[0] ?? 0) * o.s * fx;
      v[1] = o.y + (v[1] ?? 0) * o.s;
      v[2] = (v[2] ?? 0) * o.s;
      if (p.t === 'e') v[3] = (v[3] ?? 0) * o.s;
    }
    out.push({ t: p.t, v, col: /** @type {Hsl} */ ([((p.col[0] % 360) + 360) % 360, p.col[1], p.col[2]]), role: p.role });
  }
  return out;
}

/** @param {Part} p @returns {Box} */
export function partBox(p) {
  const v = p.v;
  if (p.t === 'c') return { x: (v[0] ?? 0) - (v[2] ?? 0), y: (v[1] ?? 0) - (v[2] ?? 0), w: (v[2] ?? 0) * 2, h: (v[2] ?? 0) * 2 };
  if (p.t === 'e') return { x: (v[0] ?? 0) - (v[2] ?? 0), y: (v[1] ?? 0) - (v[3] ?? 0), w: (v[2] ?? 0) * 2, h: (v[3] ?? 0) * 2 };
  if (p.t === 'r') return { x: v[0] ?? 0, y: v[1] ?? 0, w: v[2] ?? 0, h: v[3] ?? 0 };
  let x0 = Infinity; let y0 = Infinity; let x1 = -Infinity; let y1 = -Infinity;
  for (let i = 0; i < v.length; i += 2) {
    x0 = Math.min(x0, v[i] ?? 0); x1 = Math.max(x1, v[i] ?? 0);
    y0 = Math.min(y0, v[i + 1] ?? 0); y1 = Math.max(y1, v[i + 1] ?? 0);
  }
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** @param {Box | null} a @param {Box} b @returns {Box} */
export function union(a, b) {
  if (!a) return { ...b };
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
}

/** @param {Obj} o @returns {Box | null} */
export function objectBox(o) {
  /** @type {Box | null} */
  let b = null;
  for (const p of objectParts(o)) b = union(b, partBox(p));
  return b;
}

/** @param {Box} a @param {Box} b @param {number} [gap] */
export function boxesOverlap(a, b, gap = 0) {
  return a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap && b.y < a.y + a.h + gap;
}

/** @param {Part} p @param {number} x @param {number} y */
export function partHas(p, x, y) {
  const v = p.v;
  if (p.t === 'c') { const dx = x - (v[0] ?? 0); const dy = y - (v[1] ?? 0); const r = v[2] ?? 0; return dx * dx + dy * dy <= r * r; }
  if (p.t === 'e') { const dx = (x - (v[0] ?? 0)) / (v[2] || 1); const dy = (y - (v[1] ?? 0)) / (v[3] || 1); return dx * dx + dy * dy <= 1; }
  if (p.t === 'r') return x >= (v[0] ?? 0) && x <= (v[0] ?? 0) + (v[2] ?? 0) && y >= (v[1] ?? 0) && y <= (v[1] ?? 0) + (v[3] ?? 0);
  let inside = false;
  for (let i = 0, j = v.length - 2; i < v.length; j = i, i += 2) {
    const xi = v[i] ?? 0; const yi = v[i + 1] ?? 0; const xj = v[j] ?? 0; const yj = v[j + 1] ?? 0;
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * Colours of a picture sampled at pixel centres over a box (the way the canvas paints: later
 * shapes cover earlier ones), packed as 0xRRGGBB.
 * @param {{parts: Part[]}} bg @param {Obj[]} objs @param {Box} box @returns {Uint32Array}
 */
export function rasterize(bg, objs, box) {
  const x0 = Math.floor(box.x);
  const y0 = Math.floor(box.y);
  const w = Math.max(0, Math.ceil(box.x + box.w) - x0);
  const h = Math.max(0, Math.ceil(box.y + box.h) - y0);
  const out = new Uint32Array(w * h);
  /** @type {{part: Part, box: Box, rgb: number}[]} */
  const layers = [];
  const pack = (/** @type {Hsl} */ c) => { const [r, g, b] = hslToRgb(c); return (r << 16) | (g << 8) | b; };
  for (const p of bg.parts) layers.push({ part: p, box: partBox(p), rgb: pack(p.col) });
  for (const o of objs) for (const p of objectParts(o)) layers.push({ part: p, box: partBox(p), rgb: pack(p.col) });
  const area = { x: x0, y: y0, w, h };
  const near = layers.filter((l) => boxesOverlap(l.box, area, 1));
  for (let j = 0; j < h; j++) {
    const y = y0 + j + 0.5;
    const row = near.filter((l) => y >= l.box.y && y <= l.box.y + l.box.h);
    for (let i = 0; i < w; i++) {
      const x = x0 + i + 0.5;
      let rgb = 0;
      for (let k = row.length - 1; k >= 0; k--) {
        const l = /** @type {{part: Part, box: Box, rgb: number}} */ (row[k]);
        const b = l.box;
        if (x < b.x || y < b.y || x > b.x + b.w || y > b.y + b.h) continue;
        if (partHas(l.part, x, y)) { rgb = l.rgb; break; }
      }
      out[j * w + i] = rgb;
    }
  }
  return out;
}

/** @param {number} a @param {number} b */
export function pixelDistance(a, b) {
  return Math.abs(((a >> 16) & 255) - ((b >> 16) & 255)) + Math.abs(((a >> 8) & 255) - ((b >> 8) & 255)) + Math.abs((a & 255) - (b & 255));
}

/** Pixels inside a box that differ between the two pictures. @param {Level} lv @param {Box} box */
export function changedPixels(lv, box) {
  const a = rasterize(lv.bg, lv.a, box);
  const b = rasterize(lv.bg, lv.b, box);
  let n = 0;
  for (let i = 0; i < a.length; i++) if (pixelDistance(/** @type {number} */ (a[i]), /** @type {number} */ (b[i])) >= PIXEL_DIFF) n++;
  return n;
}

/** @param {Box} b @param {number} pad */
function grow(b, pad) {
  return { x: b.x - pad, y: b.y - pad, w: b.w + pad * 2, h: b.h + pad * 2 };
}

/** The area a tap may hit for a difference: its region with room around, at least finger-sized. @param {Diff} d */
export function hitBox(d) {
  const b = grow(d.region, HIT_PAD);
  const min = 34;
  if (b.w < min) { b.x -= (min - b.w) / 2; b.w = min; }
  if (b.h < min) { b.y -= (min - b.h) / 2; b.h = min; }
  return b;
}

/**
 * Index of the unfound difference a tap at scene point (x, y) hits, or -1.
 * @param {Diff[]} diffs @param {boolean[]} found @param {number} x @param {number} y
 */
export function hitTest(diffs, found, x, y) {
  let best = -1;
  let bestD = Infinity;
  diffs.forEach((d, i) => {
    if (found[i]) return;
    const b = hitBox(d);
    if (x < b.x || y < b.y || x > b.x + b.w || y > b.y + b.h) return;
    const dd = Math.hypot(x - (d.region.x + d.region.w / 2), y - (d.region.y + d.region.h / 2));
    if (dd < bestD) { bestD = dd; best = i; }
  });
  return best;
}

/**
 * @template T
 * @param {T[]} arr @param {() => number} rand
 */
function shuffle(arr, rand) {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const t = /** @type {T} */ (arr[i]);
    arr[i] = /** @type {T} */ (arr[j]);
    arr[j] = t;
  }
  return arr;
}

/** @param {number} theme @param {number} count @param {[number, number]} scale @param {() => number} rand @returns {Obj[]} */
function buildScene(theme, count, scale, rand) {
  const t = /** @type {{kinds: string[], hues: [number, number][]}} */ (THEME_KINDS[theme % THEME_KINDS.length]);
  /** @type {Obj[]} */
  const objs = [];
  /** @type {Box[]} */
  const boxes = [];
  for (let tries = 0; objs.length < count && tries < count * 60; tries++) {
    const kind = /** @type {string} */ (t.kinds[Math.floor(rand() * t.kinds.length)]);
    const def = /** @type {(typeof KINDS)[string]} */ (KINDS[kind]);
    const range = /** @type {[number, number]} */ (t.hues[Math.floor(rand() * t.hues.length)]);
    let hue = Math.round(range[0] + rand() * (range[1] - range[0]));
    if (kind === 'tree' || kind === 'bush' || kind === 'seaweed') hue = 85 + Math.round(rand() * 70);
    const s = scale[0] + rand() * (scale[1] - scale[0]);
    const x = 24 + rand() * (SW - 48);
    const groundTop = theme === 1 ? 215 : theme === 2 ? 150 : 205;
    const y = def.zone === 'ground' ? groundTop + rand() * (SH - groundTop - 6) : def.zone === 'sky' ? 28 + rand() * 120 : 26 + rand() * (SH - 60);
    const o = { kind, x: Math.round(x), y: Math.round(y), s: Math.round(s * 100) / 100, hue, flip: rand() < 0.5 };
    const b = objectBox(o);
    if (!b || b.x < 4 || b.y < 4 || b.x + b.w > SW - 4 || b.y + b.h > SH - 4) continue;
    // Light overlap is allowed (it looks natural), heavy overlap hides objects.
    const tooClose = boxes.some((q) => {
      const ox = Math.max(0, Math.min(q.x + q.w, b.x + b.w) - Math.max(q.x, b.x));
      const oy = Math.max(0, Math.min(q.y + q.h, b.y + b.h) - Math.max(q.y, b.y));
      return ox * oy > 0.15 * Math.min(q.w * q.h, b.w * b.h);
    });
    if (tooClose) continue;
    objs.push(o);
    boxes.push(b);
  }
  // Nearer (lower) things are drawn over farther ones; sky things first.
  return objs.sort((p, q) => p.y - q.y);
}

/**
 * Applies one change of the given type to a copy of an object.
 * @param {Obj} o @param {Diff['type']} type @param {ReturnType<typeof levelSpec>} spec @param {() => number} rand
 * @returns {Obj | null}
 */
function mutate(o, type, spec, rand) {
  const c = { ...o };
  const def = KINDS[o.kind];
  if (!def) return null;
  switch (type) {
    case 'missing': c.hidden = true; return c;
    case 'colour': {
      if (def.low || o.kind === 'star' || o.kind === 'sun') return null;
      c.hue = o.hue + (rand() < 0.5 ? -1 : 1) * spec.hueShift;
      return c;
    }
    case 'moved': {
      const d = spec.move * (0.85 + rand() * 0.3);
      if (def.zone === 'ground') c.x = o.x + (rand() < 0.5 ? -d : d);
      else { const a = rand() * Math.PI * 2; c.x = o.x + Math.cos(a) * d; c.y = o.y + Math.sin(a) * d; }
      c.x = Math.round(c.x);
      c.y = Math.round(c.y);
      return c;
    }
    case 'resized': c.s = Math.round(o.s * (rand() < 0.6 ? spec.grow : 1 / spec.grow) * 100) / 100; return c;
    case 'detail': {
      if (!def.parts(o.hue).some((p) => p.role === 'detail')) return null;
      c.noDetail = true;
      return c;
    }
    default: return null;
  }
}

/**
 * Builds a level: a scene drawn twice and `count` differences, each one in its own region
 * (regions and their tap areas never overlap) and each showing at least `minPixels` changed pixels.
 * @param {number} level @param {() => number} rand @returns {Level}
 */
export function generate(level, rand) {
  const spec = levelSpec(level);
  const theme = (spec.level - 1) % THEMES.length;
  const bg = background(theme);
  for (let attempt = 0; attempt < 60; attempt++) {
    const a = buildScene(theme, spec.objects, /** @type {[number, number]} */ (spec.scale), rand);
    const b = a.map((o) => ({ ...o }));
    /** @type {Diff[]} */
    const diffs = [];
    const order = shuffle(a.map((_, i) => i), rand);
    let typeTurn = Math.floor(rand() * spec.types.length);
    for (const i of order) {
      if (diffs.length >= spec.count) break;
      const o = /** @type {Obj} */ (a[i]);
      for (let k = 0; k < spec.types.length; k++) {
        const type = /** @type {Diff['type']} */ (spec.types[(typeTurn + k) % spec.types.length]);
        const m = mutate(o, type, spec, rand);
        if (!m) continue;
        const before = objectBox(o);
        const after = objectBox(m);
        if (!before) continue;
        const region = grow(after ? union(before, after) : before, 1);
        if (region.x < 2 || region.y < 2 || region.x + region.w > SW - 2 || region.y + region.h > SH - 2) continue;
        const probe = { type, obj: i, region };
        // Tap areas of two differences must not touch, or one tap could be read as either.
        if (diffs.some((d) => boxesOverlap(hitBox(d), hitBox(probe), 2))) continue;
        // "Missing" can go either way: sometimes the object is in the second picture only.
        const missingFromA = type === 'missing' && rand() < 0.4;
        const trialA = a.slice();
        const trialB = b.slice();
        if (missingFromA) trialA[i] = { ...o, hidden: true };
        else trialB[i] = m;
        if (changedPixels({ theme, bg, a: trialA, b: trialB, diffs }, region) < spec.minPixels) continue;
        if (missingFromA) a[i] = /** @type {Obj} */ (trialA[i]);
        else b[i] = /** @type {Obj} */ (trialB[i]);
        diffs.push(probe);
        typeTurn++;
        break;
      }
    }
    if (diffs.length === spec.count) return { theme, bg, a, b, diffs };
  }
  throw new Error('could not build a level');
}

/** Points for a find; later levels pay more. @param {number} level */
export function findPoints(level) {
  return 50 + 10 * level;
}

/** Bonus for seconds left when a level is cleared. @param {number} secondsLeft */
export function timeBonus(secondsLeft) {
  return Math.max(0, Math.floor(secondsLeft)) * 3;
}

export const WRONG_PENALTY = 5;
export const HINTS = 3;
