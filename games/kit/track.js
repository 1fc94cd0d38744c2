// @ts-check
/**
 * Closed race tracks (pure, no DOM): a smooth centre line through control points, resampled at
 * even spacing, with lookups racing games need — where a car is along the lap and how far off the
 * line, the point and heading at any distance, bends ahead, and lap progress that survives the
 * wrap at the start line.
 *
 *   const track = buildTrack([[0, 0], [400, 0], [400, 300], [0, 300]], { halfWidth: 40 });
 *   const at = locate(track, car, car.seg);      // at.s along the lap, at.lateral off the line
 *   car.progress = advance(car.progress, car.s, at.s, track.length); car.s = at.s; car.seg = at.seg;
 */

/** @typedef {{x: number, y: number}} Vec */
/**
 * @typedef {Object} Track
 * @property {Vec[]} pts centre-line samples; the last joins the first
 * @property {number[]} cum distance along the lap at each sample (cum[0] = 0)
 * @property {number} length lap length
 * @property {number} halfWidth half the width of the road
 */
/**
 * @typedef {Object} Location
 * @property {number} s distance along the lap, [0, length)
 * @property {number} seg index of the segment pts[seg] → pts[seg + 1]
 * @property {number} x nearest point on the centre line
 * @property {number} y
 * @property {number} dist distance from the centre line
 * @property {number} lateral signed distance: > 0 right of the direction of travel (on a y-down screen)
 * @property {number} angle heading of the centre line there (radians, atan2 of the tangent)
 */

/**
 * Closed Catmull-Rom curve through `ctrl`, resampled every `spacing` units of arc length.
 * @param {[number, number][] | Vec[]} ctrl control points in driving order
 * @param {{halfWidth: number, spacing?: number}} o
 * @returns {Track}
 */
export function buildTrack(ctrl, o) {
  const spacing = o.spacing ?? 8;
  const P = ctrl.map((c) => (Array.isArray(c) ? { x: c[0], y: c[1] } : { x: c.x, y: c.y }));
  const n = P.length;
  if (n < 3) throw new Error('a track needs at least 3 control points');
  // Dense polyline first (uniform Catmull-Rom), then even resampling along its length.
  /** @type {Vec[]} */
  const dense = [];
  const SUB = 24;
  for (let i = 0; i < n; i++) {
    const p0 = /** @type {Vec} */ (P[(i - 1 + n) % n]);
    const p1 = /** @type {Vec} */ (P[i]);
    const p2 = /** @type {Vec} */ (P[(i + 1) % n]);
    const p3 = /** @type {Vec} */ (P[(i + 2) % n]);
    for (let k = 0; k < SUB; k++) {
      const t = k / SUB;
      const t2 = t * t;
      const t3 = t2 * t;
      const f = (/** @type {number} */ a, /** @type {number} */ b, /** @type {number} */ c, /** @type {number} */ d) =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      dense.push({ x: f(p0.x, p1.x, p2.x, p3.x), y: f(p0.y, p1.y, p2.y, p3.y) });
    }
  }
  const dl = [0];
  for (let i = 1; i <= dense.length; i++) {
    const a = /** @type {Vec} */ (dense[i - 1]);
    const b = /** @type {Vec} */ (dense[i % dense.length]);
    dl.push(/** @type {number} */ (dl[i - 1]) + Math.hypot(b.x - a.x, b.y - a.y));
  }
  const total = /** @type {number} */ (dl[dense.length]);
  const count = Math.max(8, Math.round(total / spacing));
  /** @type {Vec[]} */
  const pts = [];
  let j = 0;
  for (let k = 0; k < count; k++) {
    const s = (k / count) * total;
    while (/** @type {number} */ (dl[j + 1]) < s) j++;
    const a = /** @type {Vec} */ (dense[j]);
    const b = /** @type {Vec} */ (dense[(j + 1) % dense.length]);
    const seg = /** @type {number} */ (dl[j + 1]) - /** @type {number} */ (dl[j]);
    const t = seg > 0 ? (s - /** @type {number} */ (dl[j])) / seg : 0;
    pts.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
  }
  const cum = [0];
  for (let i = 1; i < count; i++) {
    const a = /** @type {Vec} */ (pts[i - 1]);
    const b = /** @type {Vec} */ (pts[i]);
    cum.push(/** @type {number} */ (cum[i - 1]) + Math.hypot(b.x - a.x, b.y - a.y));
  }
  const last = /** @type {Vec} */ (pts[count - 1]);
  const first = /** @type {Vec} */ (pts[0]);
  const length = /** @type {number} */ (cum[count - 1]) + Math.hypot(first.x - last.x, first.y - last.y);
  return { pts, cum, length, halfWidth: o.halfWidth };
}

/** Wraps a distance into [0, length). @param {Track} track @param {number} s */
export function wrapS(track, s) {
  const L = track.length;
  return ((s % L) + L) % L;
}

/** Segment index containing distance s (binary search). @param {Track} track @param {number} s */
function segAt(track, s) {
  const { cum } = track;
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (/** @type {number} */ (cum[mid]) <= s) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Point on the centre line at distance s (any value; wraps), with its heading, and optionally
 * moved sideways by `lateral` (> 0 to the right of travel).
 * @param {Track} track @param {number} s @param {number} [lateral]
 * @returns {{x: number, y: number, angle: number, seg: number}}
 */
export function pointAt(track, s, lateral = 0) {
  s = wrapS(track, s);
  const n = track.pts.length;
  const seg = segAt(track, s);
  const a = /** @type {Vec} */ (track.pts[seg]);
  const b = /** @type {Vec} */ (track.pts[(seg + 1) % n]);
  const segEnd = seg + 1 < n ? /** @type {number} */ (track.cum[seg + 1]) : track.length;
  const segLen = segEnd - /** @type {number} */ (track.cum[seg]);
  const t = segLen > 0 ? (s - /** @type {number} */ (track.cum[seg])) / segLen : 0;
  const angle = Math.atan2(b.y - a.y, b.x - a.x);
  // Right of travel on a y-down screen is the tangent turned +90°: (-sin, cos).
  return { x: a.x + (b.x - a.x) * t - Math.sin(angle) * lateral, y: a.y + (b.y - a.y) * t + Math.cos(angle) * lateral, angle, seg };
}

/**
 * Nearest place on the centre line to p. With a `hint` (the segment found last time) only
 * `window` segments either side are searched: cheaper, and a car never jumps to a neighbouring
 * stretch of the circuit that happens to pass close by.
 * @param {Track} track @param {Vec} p @param {number} [hint] @param {number} [window]
 * @returns {Location}
 */
export function locate(track, p, hint = -1, window = 12) {
  const { pts, cum } = track;
  const n = pts.length;
  let best = Infinity;
  let bi = 0;
  let bt = 0;
  const from = hint >= 0 ? -window : 0;
  const to = hint >= 0 ? window : n - 1;
  for (let k = from; k <= to; k++) {
    const i = hint >= 0 ? (((hint + k) % n) + n) % n : k;
    const a = /** @type {Vec} */ (pts[i]);
    const b = /** @type {Vec} */ (pts[(i + 1) % n]);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const l2 = dx * dx + dy * dy;
    let t = l2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2 : 0;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    const d2 = (a.x + dx * t - p.x) ** 2 + (a.y + dy * t - p.y) ** 2;
    if (d2 < best) { best = d2; bi = i; bt = t; }
  }
  const a = /** @type {Vec} */ (pts[bi]);
  const b = /** @type {Vec} */ (pts[(bi + 1) % n]);
  const x = a.x + (b.x - a.x) * bt;
  const y = a.y + (b.y - a.y) * bt;
  const segLen = Math.hypot(b.x - a.x, b.y - a.y);
  const angle = Math.atan2(b.y - a.y, b.x - a.x);
  const cross = (b.x - a.x) * (p.y - y) - (b.y - a.y) * (p.x - x);
  const dist = Math.sqrt(best);
  return { s: wrapS(track, /** @type {number} */ (cum[bi]) + segLen * bt), seg: bi, x, y, dist, lateral: cross >= 0 ? dist : -dist, angle };
}

/**
 * Unwrapped lap progress: adds the change from prevS to newS, taking the short way across the
 * start line, so crossing it forwards counts up and backing over it counts down.
 * `Math.floor(progress / length)` is then the number of laps completed.
 * @param {number} progress @param {number} prevS @param {number} newS @param {number} length
 */
export function advance(progress, prevS, newS, length) {
  let d = newS - prevS;
  if (d > length / 2) d -= length;
  else if (d < -length / 2) d += length;
  return progress + d;
}

/**
 * How sharply the road turns between s and s + span: the heading change divided by span
 * (radians per unit; > 0 turns right on screen). A driver's cornering speed is about
 * sqrt(grip / |bend|).
 * @param {Track} track @param {number} s @param {number} span
 */
export function bend(track, s, span) {
  const a = pointAt(track, s).angle;
  const b = pointAt(track, s + span).angle;
  let d = b - a;
  while (d > Math.PI) d -= 2 * Math.PI;
  while (d < -Math.PI) d += 2 * Math.PI;
  return d / span;
}

/**
 * Smallest distance between two stretches of centre line that are more than `apart` units
 * from each other along the lap. Above 2 × halfWidth the road never overlaps itself.
 * @param {Track} track @param {number} apart
 */
export function clearance(track, apart) {
  const { pts, cum, length } = track;
  let min = Infinity;
  for (let i = 0; i < pts.length; i++) {
    for (let j = i + 1; j < pts.length; j++) {
      const along = /** @type {number} */ (cum[j]) - /** @type {number} */ (cum[i]);
      if (Math.min(along, length - along) <= apart) continue;
      const a = /** @type {Vec} */ (pts[i]);
      const b = /** @type {Vec} */ (pts[j]);
      min = Math.min(min, Math.hypot(a.x - b.x, a.y - b.y));
    }
  }
  return min;
}

/** Bounding box of the centre line, grown by `pad`. @param {Track} track @param {number} [pad] */
export function bounds(track, pad = 0) {
  let x0 = Infinity; let y0 = Infinity; let x1 = -Infinity; let y1 = -Infinity;
  for (const p of track.pts) {
    x0 = Math.min(x0, p.x); y0 = Math.min(y0, p.y); x1 = Math.max(x1, p.x); y1 = Math.max(y1, p.y);
  }
  return { x: x0 - pad, y: y0 - pad, w: x1 - x0 + 2 * pad, h: y1 - y0 + 2 * pad };
}
