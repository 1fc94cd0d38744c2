// @ts-check
/**
 * Jigsaw rules: piece grids per level, classic tab-and-blank edge curves shared by
 * neighbouring pieces, snapping, the tray (paging and the edge-only filter) and scoring.
 * Pure functions (no DOM) so they are unit-tested.
 */

/** @typedef {{x: number, y: number}} Pt */
/** @typedef {{p0: Pt, c1: Pt, c2: Pt, p3: Pt}} Bez one cubic Bézier segment */
/**
 * @typedef {Object} Edge an inner edge between two pieces
 * @property {1|-1} s which side the tab bulges to (+1: right of the edge's direction)
 * @property {number} t where along the edge the tab sits (0..1)
 * @property {number} k tab size factor
 */
/**
 * @typedef {Object} Cut how a picture is cut
 * @property {number} cols
 * @property {number} rows
 * @property {number} w board width
 * @property {number} h board height
 * @property {Edge[][]} hEdges horizontal edges: hEdges[r][c] lies below piece (r, c), r < rows - 1
 * @property {Edge[][]} vEdges vertical edges: vEdges[r][c] lies right of piece (r, c), c < cols - 1
 */

export const LEVELS = [
  { cols: 4, rows: 3 },
  { cols: 5, rows: 4 },
  { cols: 6, rows: 5 },
  { cols: 8, rows: 6 },
];

/** Tab outline in edge units: x along the edge (0..1), y across it (the bulge). */
const TAB = [
  [[0.25, 0], [-0.04, -0.02], [-0.07, 0.02]],
  [[-0.11, 0.1], [-0.14, 0.21], [0, 0.21]],
  [[0.14, 0.21], [0.11, 0.1], [0.07, 0.02]],
  [[0.04, -0.02], [0.75, 0], [1, 0]],
];

/** @param {() => number} rand @returns {Edge} */
function randomEdge(rand) {
  return { s: rand() < 0.5 ? 1 : -1, t: 0.42 + rand() * 0.16, k: 0.9 + rand() * 0.2 };
}

/**
 * Cuts a board of w × h into cols × rows pieces with random tab directions.
 * @param {number} cols @param {number} rows @param {number} w @param {number} h @param {() => number} rand @returns {Cut}
 */
export function makeCut(cols, rows, w, h, rand) {
  const hEdges = Array.from({ length: rows - 1 }, () => Array.from({ length: cols }, () => randomEdge(rand)));
  const vEdges = Array.from({ length: rows }, () => Array.from({ length: cols - 1 }, () => randomEdge(rand)));
  return { cols, rows, w, h, hEdges, vEdges };
}

/**
 * The curve of an edge from a to b in board coordinates (a straight line when edge is null).
 * The tab's x values that depend on t are offsets from t; the last segment runs to the end.
 * @param {Pt} a @param {Pt} b @param {Edge | null} e @returns {Bez[]}
 */
export function edgeCurve(a, b, e) {
  if (!e) {
    const third = (/** @type {number} */ f) => ({ x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f });
    return [{ p0: { ...a }, c1: third(1 / 3), c2: third(2 / 3), p3: { ...b } }];
  }
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  // Normal to the right of the direction of travel (screen coordinates, y down).
  const nx = -uy;
  const ny = ux;
  const at = (/** @type {number} */ along, /** @type {number} */ across) => ({
    x: a.x + ux * along * len + nx * across * len * e.s * e.k,
    y: a.y + uy * along * len + ny * across * len * e.s * e.k,
  });
  /** Segment points: the first control of segment 0 and the last point are absolute, the rest relative to t. */
  const X = (/** @type {number} */ seg, /** @type {number} */ i, /** @type {number} */ v) => ((seg === 0 && i === 0) || (seg === 3 && i > 0) ? v : e.t + v);
  /** @type {Bez[]} */
  const out = [];
  let p0 = { ...a };
  TAB.forEach((seg, si) => {
    const pts = seg.map((p, i) => at(X(si, i, /** @type {number} */ (p[0])), /** @type {number} */ (p[1])));
    const p3 = si === 3 ? { ...b } : /** @type {Pt} */ (pts[2]);
    out.push({ p0, c1: /** @type {Pt} */ (pts[0]), c2: /** @type {Pt} */ (pts[1]), p3 });
    p0 = p3;
  });
  return out;
}

/** The same curve walked the other way. @param {Bez[]} c @returns {Bez[]} */
export function reverseCurve(c) {
  return c.slice().reverse().map((s) => ({ p0: { ...s.p3 }, c1: { ...s.c2 }, c2: { ...s.c1 }, p3: { ...s.p0 } }));
}

/** Size of one piece's cell. @param {Cut} cut */
export function cellSize(cut) {
  return { pw: cut.w / cut.cols, ph: cut.h / cut.rows };
}

/**
 * Outline of piece (r, c) in board coordinates, clockwise from its top-left corner. Each inner
 * edge is the very curve its neighbour uses (walked backwards), so pieces fit exactly.
 * @param {Cut} cut @param {number} r @param {number} c @returns {Bez[]}
 */
export function pieceOutline(cut, r, c) {
  const { pw, ph } = cellSize(cut);
  const x0 = c * pw;
  const y0 = r * ph;
  const tl = { x: x0, y: y0 };
  const tr = { x: x0 + pw, y: y0 };
  const br = { x: x0 + pw, y: y0 + ph };
  const bl = { x: x0, y: y0 + ph };
  // Edges are defined left→right (horizontal) and top→bottom (vertical).
  const top = r > 0 ? edgeCurve(tl, tr, cut.hEdges[r - 1]?.[c] ?? null) : edgeCurve(tl, tr, null);
  const right = c < cut.cols - 1 ? edgeCurve(tr, br, cut.vEdges[r]?.[c] ?? null) : edgeCurve(tr, br, null);
  const bottom = r < cut.rows - 1 ? reverseCurve(edgeCurve(bl, br, cut.hEdges[r]?.[c] ?? null)) : edgeCurve(br, bl, null);
  const left = c > 0 ? reverseCurve(edgeCurve(tl, bl, cut.vEdges[r]?.[c - 1] ?? null)) : edgeCurve(bl, tl, null);
  return [...top, ...right, ...bottom, ...left];
}

/**
 * Whether each side of a piece has a tab (+1, sticking out), a blank (−1, cut in) or is flat (0).
 * @param {Cut} cut @param {number} r @param {number} c
 * @returns {{top: number, right: number, bottom: number, left: number}}
 */
export function sides(cut, r, c) {
  // A horizontal edge bulges to the right of left→right travel, i.e. downwards, when s = +1:
  // a tab for the piece above, a blank for the piece below. Vertical edges (top→bottom) bulge
  // leftwards when s = +1: a blank for the piece on the left, a tab for the one on the right.
  const h = (/** @type {number} */ rr) => cut.hEdges[rr]?.[c]?.s ?? 0;
  const v = (/** @type {number} */ cc) => cut.vEdges[r]?.[cc]?.s ?? 0;
  return {
    top: r > 0 ? -h(r - 1) : 0,
    bottom: r < cut.rows - 1 ? h(r) : 0,
    left: c > 0 ? v(c - 1) : 0,
    right: c < cut.cols - 1 ? -v(c) : 0,
  };
}

/** @param {Cut} cut @param {number} r @param {number} c */
export function isEdgePiece(cut, r, c) {
  return r === 0 || c === 0 || r === cut.rows - 1 || c === cut.cols - 1;
}

/** @param {Cut} cut @param {number} r @param {number} c @returns {'corner'|'edge'|'inner'} */
export function pieceKind(cut, r, c) {
  const er = r === 0 || r === cut.rows - 1;
  const ec = c === 0 || c === cut.cols - 1;
  return er && ec ? 'corner' : er || ec ? 'edge' : 'inner';
}

/** Room around a cell that tabs may reach into. @param {Cut} cut */
export function tabMargin(cut) {
  const { pw, ph } = cellSize(cut);
  return Math.max(pw, ph) * 0.26;
}

/** Snapping distance: generous enough for a finger, small enough to need real placement. @param {Cut} cut */
export function snapDistance(cut) {
  const { pw, ph } = cellSize(cut);
  return Math.max(14, Math.min(pw, ph) * 0.28);
}

/**
 * Whether a piece dropped with its cell's top-left at (x, y) (board coordinates) snaps home.
 * @param {Cut} cut @param {number} r @param {number} c @param {number} x @param {number} y
 */
export function snaps(cut, r, c, x, y) {
  const { pw, ph } = cellSize(cut);
  return Math.hypot(x - c * pw, y - r * ph) <= snapDistance(cut);
}

/**
 * Pieces shown in the tray, in tray order, optionally only edge pieces.
 * @param {{id: number, r: number, c: number, where: string}[]} pieces in tray order
 * @param {Cut} cut @param {boolean} edgesOnly @returns {number[]} piece ids
 */
export function trayPieces(pieces, cut, edgesOnly) {
  return pieces.filter((p) => p.where === 'tray' && (!edgesOnly || isEdgePiece(cut, p.r, p.c))).map((p) => p.id);
}

/** @param {number} n @param {number} perPage */
export function pageCount(n, perPage) {
  return Math.max(1, Math.ceil(n / perPage));
}

/** A page number kept in range after the tray shrank. @param {number} page @param {number} n @param {number} perPage */
export function clampPage(page, n, perPage) {
  return Math.max(0, Math.min(pageCount(n, perPage) - 1, page));
}

/** Points for placing a piece. @param {number} level 1-based */
export function placePoints(level) {
  return 10 * level;
}

/** Target time for a puzzle: a few seconds a piece. @param {number} pieces */
export function parTime(pieces) {
  return pieces * 7;
}

/** Bonus for finishing under the target time. @param {number} pieces @param {number} seconds */
export function finishBonus(pieces, seconds) {
  return 5 * pieces + Math.max(0, Math.floor(parTime(pieces) - seconds)) * 3;
}

/** Cubic Bézier point. @param {Bez} b @param {number} t @returns {Pt} */
export function bezAt(b, t) {
  const u = 1 - t;
  return {
    x: u * u * u * b.p0.x + 3 * u * u * t * b.c1.x + 3 * u * t * t * b.c2.x + t * t * t * b.p3.x,
    y: u * u * u * b.p0.y + 3 * u * u * t * b.c1.y + 3 * u * t * t * b.c2.y + t * t * t * b.p3.y,
  };
}

/** Outline sampled into a polygon. @param {Bez[]} outline @param {number} [steps] @returns {Pt[]} */
export function outlinePolygon(outline, steps = 8) {
  const out = [];
  for (const b of outline) for (let i = 0; i < steps; i++) out.push(bezAt(b, i / steps));
  return out;
}

/** Even-odd point in polygon. @param {Pt[]} poly @param {number} x @param {number} y */
export function inPolygon(poly, x, y) {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = /** @type {Pt} */ (poly[i]);
    const b = /** @type {Pt} */ (poly[j]);
    if ((a.y > y) !== (b.y > y) && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/**
 * @template T
 * @param {T[]} arr @param {() => number} rand
 */
export function shuffle(arr, rand) {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const t = /** @type {T} */ (arr[i]);
    arr[i] = /** @type {T} */ (arr[j]);
    arr[j] = t;
  }
  return arr;
}
