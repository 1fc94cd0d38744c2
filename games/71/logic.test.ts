import {
  LEVELS, makeCut, pieceOutline, edgeCurve, reverseCurve, sides, isEdgePiece, pieceKind, cellSize, tabMargin, snapDistance, snaps,
  trayPieces, pageCount, clampPage, placePoints, parTime, finishBonus, outlinePolygon, inPolygon, bezAt, type Bez, type Cut,
} from './logic.js';

function rng(seed: number) {
  let a = seed >>> 0;
  return () => { a = (a * 1664525 + 1013904223) >>> 0; return a / 4294967296; };
}
const close = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y) < 1e-9;
/** The four sides of an outline (each inner side is 4 segments, a flat side 1). */
function splitSides(cut: Cut, r: number, c: number) {
  const o = pieceOutline(cut, r, c);
  const s = sides(cut, r, c);
  const out: Record<string, Bez[]> = {};
  let i = 0;
  for (const k of ['top', 'right', 'bottom', 'left'] as const) {
    const n = s[k] === 0 ? 1 : 4;
    out[k] = o.slice(i, i + n);
    i += n;
  }
  expect(i).toBe(o.length);
  return out as Record<'top' | 'right' | 'bottom' | 'left', Bez[]>;
}
const area = (poly: { x: number; y: number }[]) => Math.abs(poly.reduce((s, p, i) => { const q = poly[(i + 1) % poly.length]!; return s + p.x * q.y - q.x * p.y; }, 0)) / 2;

describe('levels', () => {
  it('go from 12 to 48 pieces, always more', () => {
    const counts = LEVELS.map((l) => l.cols * l.rows);
    expect(counts[0]).toBe(12);
    expect(counts[counts.length - 1]).toBe(48);
    counts.forEach((n, i) => i && expect(n).toBeGreaterThan(counts[i - 1]!));
  });
});

describe('piece shapes', () => {
  const cuts = LEVELS.map((l, i) => makeCut(l.cols, l.rows, 500, 375, rng(i + 1)));

  it('every outline is one closed, continuous path starting at its cell corner', () => {
    for (const cut of cuts) {
      const { pw, ph } = cellSize(cut);
      for (let r = 0; r < cut.rows; r++) {
        for (let c = 0; c < cut.cols; c++) {
          const o = pieceOutline(cut, r, c);
          expect(close(o[0]!.p0, { x: c * pw, y: r * ph })).toBe(true);
          o.forEach((b, i) => expect(close(b.p0, o[(i + o.length - 1) % o.length]!.p3)).toBe(true));
        }
      }
    }
  });

  it('neighbours share exactly the same edge curve, walked in opposite directions', () => {
    for (const cut of cuts) {
      for (let r = 0; r < cut.rows; r++) {
        for (let c = 0; c < cut.cols; c++) {
          const me = splitSides(cut, r, c);
          if (c < cut.cols - 1) expect(reverseCurve(splitSides(cut, r, c + 1).left)).toEqual(me.right);
          if (r < cut.rows - 1) expect(reverseCurve(splitSides(cut, r + 1, c).top)).toEqual(me.bottom);
        }
      }
    }
  });

  it('border sides are straight; inner sides are a tab on one piece and a blank on the other', () => {
    for (const cut of cuts) {
      let tabs = 0;
      let blanks = 0;
      for (let r = 0; r < cut.rows; r++) {
        for (let c = 0; c < cut.cols; c++) {
          const s = sides(cut, r, c);
          expect(s.top === 0).toBe(r === 0);
          expect(s.left === 0).toBe(c === 0);
          expect(s.bottom === 0).toBe(r === cut.rows - 1);
          expect(s.right === 0).toBe(c === cut.cols - 1);
          if (c < cut.cols - 1) expect(sides(cut, r, c + 1).left).toBe(-s.right);
          if (r < cut.rows - 1) expect(sides(cut, r + 1, c).top).toBe(-s.bottom);
          for (const v of Object.values(s)) { if (v > 0) tabs++; if (v < 0) blanks++; }
          const parts = splitSides(cut, r, c);
          if (r === 0) for (let t = 0; t <= 1; t += 0.1) expect(bezAt(parts.top[0]!, t).y).toBeCloseTo(0);
          if (c === 0) for (let t = 0; t <= 1; t += 0.1) expect(bezAt(parts.left[0]!, t).x).toBeCloseTo(0);
        }
      }
      expect(tabs).toBe(blanks);
      expect(tabs).toBe(cut.rows * (cut.cols - 1) + cut.cols * (cut.rows - 1));
    }
  });

  it('a tab really sticks out of its cell and a blank really cuts into it, within the margin', () => {
    for (const cut of cuts) {
      const { pw, ph } = cellSize(cut);
      const m = tabMargin(cut);
      for (let r = 0; r < cut.rows; r++) {
        for (let c = 0; c < cut.cols; c++) {
          const s = sides(cut, r, c);
          const parts = splitSides(cut, r, c);
          const pts = (k: 'top' | 'right' | 'bottom' | 'left') => outlinePolygon(parts[k], 12);
          const x1 = (c + 1) * pw;
          const y1 = (r + 1) * ph;
          if (s.right > 0) expect(Math.max(...pts('right').map((p) => p.x))).toBeGreaterThan(x1 + 0.15 * pw);
          if (s.right < 0) expect(Math.min(...pts('right').map((p) => p.x))).toBeLessThan(x1 - 0.15 * pw);
          if (s.bottom > 0) expect(Math.max(...pts('bottom').map((p) => p.y))).toBeGreaterThan(y1 + 0.15 * ph);
          if (s.bottom < 0) expect(Math.min(...pts('bottom').map((p) => p.y))).toBeLessThan(y1 - 0.15 * ph);
          for (const p of outlinePolygon(pieceOutline(cut, r, c), 12)) {
            expect(p.x).toBeGreaterThanOrEqual(c * pw - m);
            expect(p.x).toBeLessThanOrEqual((c + 1) * pw + m);
            expect(p.y).toBeGreaterThanOrEqual(r * ph - m);
            expect(p.y).toBeLessThanOrEqual((r + 1) * ph + m);
          }
        }
      }
    }
  });

  it('the pieces tile the board: areas add up and every point belongs to exactly one piece', () => {
    const cut = cuts[1]!;
    const polys: { x: number; y: number }[][] = [];
    for (let r = 0; r < cut.rows; r++) for (let c = 0; c < cut.cols; c++) polys.push(outlinePolygon(pieceOutline(cut, r, c), 24));
    const total = polys.reduce((s, p) => s + area(p), 0);
    expect(total / (cut.w * cut.h)).toBeCloseTo(1, 2);
    let checked = 0;
    for (let y = 1.37; y < cut.h; y += 7.3) {
      for (let x = 1.91; x < cut.w; x += 7.9) {
        const owners = polys.filter((p) => inPolygon(p, x, y)).length;
        // Points right on a sampled cut line can fall either way; everything else has one owner.
        if (owners !== 1) {
          const nearLine = polys.some((p) => p.some((q, i) => { const n = p[(i + 1) % p.length]!; return Math.hypot(q.x - x, q.y - y) + Math.hypot(n.x - x, n.y - y) - Math.hypot(n.x - q.x, n.y - q.y) < 0.5; }));
          expect(nearLine).toBe(true);
        } else checked++;
      }
    }
    expect(checked).toBeGreaterThan(2500);
  });

  it('edge curves are straight without a tab and mirror with the tab sign', () => {
    const flat = edgeCurve({ x: 0, y: 0 }, { x: 90, y: 0 }, null);
    expect(flat).toHaveLength(1);
    const up = edgeCurve({ x: 0, y: 0 }, { x: 100, y: 0 }, { s: 1, t: 0.5, k: 1 });
    const down = edgeCurve({ x: 0, y: 0 }, { x: 100, y: 0 }, { s: -1, t: 0.5, k: 1 });
    up.forEach((b, i) => {
      expect(b.c1.y).toBeCloseTo(-down[i]!.c1.y);
      expect(b.p3.x).toBeCloseTo(down[i]!.p3.x);
    });
    expect(up[1]!.p3).toEqual({ x: 50, y: 21 });
  });
});

describe('pieces and the tray', () => {
  const cut = makeCut(8, 6, 500, 375, rng(4));

  it('knows corners, edges and inner pieces', () => {
    const kinds = { corner: 0, edge: 0, inner: 0 };
    for (let r = 0; r < 6; r++) for (let c = 0; c < 8; c++) kinds[pieceKind(cut, r, c)]++;
    expect(kinds).toEqual({ corner: 4, edge: 20, inner: 24 });
  });

  it('the edge filter keeps only border pieces still in the tray, in tray order', () => {
    const pieces = [] as { id: number; r: number; c: number; where: string }[];
    for (let r = 0; r < 6; r++) for (let c = 0; c < 8; c++) pieces.push({ id: pieces.length, r, c, where: 'tray' });
    pieces[0]!.where = 'board';
    pieces[9]!.where = 'table';
    const edges = trayPieces(pieces, cut, true);
    expect(edges).toHaveLength(23);
    expect(edges.every((id) => isEdgePiece(cut, pieces[id]!.r, pieces[id]!.c))).toBe(true);
    expect(trayPieces(pieces, cut, false)).toHaveLength(46);
    const reversed = pieces.slice().reverse();
    expect(trayPieces(reversed, cut, true)).toEqual(edges.slice().reverse());
  });

  it('pages cover the tray and stay in range when it shrinks', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(clampPage(4, 21, 10)).toBe(2);
    expect(clampPage(2, 20, 10)).toBe(1);
    expect(clampPage(-1, 5, 10)).toBe(0);
  });

  it('snaps home only near the right spot', () => {
    const { pw, ph } = cellSize(cut);
    const d = snapDistance(cut);
    expect(d).toBeGreaterThanOrEqual(14);
    expect(d).toBeLessThan(Math.min(pw, ph) / 2);
    expect(snaps(cut, 2, 3, 3 * pw, 2 * ph)).toBe(true);
    expect(snaps(cut, 2, 3, 3 * pw + d * 0.7, 2 * ph - d * 0.7)).toBe(true);
    expect(snaps(cut, 2, 3, 3 * pw + d + 1, 2 * ph)).toBe(false);
    // The neighbouring cell is never close enough.
    expect(snaps(cut, 2, 3, 4 * pw, 2 * ph)).toBe(false);
  });
});

describe('scoring', () => {
  it('placing pays more on later puzzles; finishing faster pays more, never less than the base', () => {
    expect(placePoints(2)).toBeGreaterThan(placePoints(1));
    expect(parTime(12)).toBe(84);
    expect(finishBonus(12, 30)).toBeGreaterThan(finishBonus(12, 60));
    expect(finishBonus(12, 1000)).toBe(60);
    expect(finishBonus(12, 84)).toBe(60);
    expect(finishBonus(12, 83.5)).toBe(60);
    expect(finishBonus(12, 80)).toBe(72);
  });
});
