import { packShelves, createSheet } from './sprites.js';

type Call = [string, ...unknown[]];

/** A canvas stand-in that records what is drawn on it. */
function fakeCanvas(log: Call[]) {
  const ctx = new Proxy({ globalAlpha: 1 } as Record<string, unknown>, {
    get(target, prop: string) {
      if (prop in target) return target[prop];
      return (...args: unknown[]) => { log.push([prop, ...args]); };
    },
    set(target, prop: string, value) {
      target[prop] = value;
      log.push([`set:${prop}`, value]);
      return true;
    },
  });
  return (w: number, h: number) => ({ width: w, height: h, getContext: () => ctx });
}

const overlap = (a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('packShelves', () => {
  it('places every rectangle without overlaps, within the width, padded apart', () => {
    const sizes = [{ w: 30, h: 10 }, { w: 50, h: 40 }, { w: 20, h: 20 }, { w: 60, h: 5 }, { w: 45, h: 40 }, { w: 10, h: 10 }];
    const { rects, width, height } = packShelves(sizes, 120, 2);
    expect(rects).toHaveLength(sizes.length);
    rects.forEach((r, i) => {
      expect(r.w).toBe(sizes[i]!.w);
      expect(r.h).toBe(sizes[i]!.h);
      expect(r.x).toBeGreaterThanOrEqual(2);
      expect(r.y).toBeGreaterThanOrEqual(2);
      expect(r.x + r.w).toBeLessThanOrEqual(width);
      expect(r.y + r.h).toBeLessThanOrEqual(height);
      expect(width).toBeLessThanOrEqual(120);
      for (let j = 0; j < i; j++) {
        const grown = { x: r.x - 2, y: r.y - 2, w: r.w + 4, h: r.h + 4 };
        expect(overlap(grown, rects[j]!)).toBe(false);
      }
    });
    // The two tallest share the first shelf.
    expect(rects[1]!.y).toBe(2);
    expect(rects[4]!.y).toBe(2);
  });
  it('gives an oversized rectangle its own shelf instead of looping', () => {
    const { rects } = packShelves([{ w: 10, h: 10 }, { w: 500, h: 5 }], 100, 1);
    expect(rects[1]).toEqual({ x: 1, y: 12, w: 500, h: 5 });
  });
});

describe('SpriteSheet', () => {
  it('paints each frame once, scaled and clipped into its own cell', () => {
    const log: Call[] = [];
    const frames: number[] = [];
    const sheet = createSheet({
      dot: { w: 10, h: 10, draw: (g) => g.fillRect(0, 0, 10, 10) },
      spin: { w: 8, h: 4, frames: 3, draw: (_g, w, h, f) => { frames.push(f); expect([w, h]).toEqual([8, 4]); } },
    }, { scale: 3, createCanvas: fakeCanvas(log) });
    expect(frames).toEqual([0, 1, 2]);
    expect(sheet.size('spin')).toEqual({ w: 8, h: 4, frames: 3 });
    expect(sheet.size('nope')).toBeNull();
    expect(sheet.has('dot')).toBe(true);
    expect(log.filter((c) => c[0] === 'scale')).toEqual(Array(4).fill(['scale', 3, 3]));
    expect(log.filter((c) => c[0] === 'clip')).toHaveLength(4);
    expect(log).toContainEqual(['fillRect', 0, 0, 10, 10]);
    expect(sheet.canvas.width).toBeGreaterThanOrEqual(30);
  });
  it('blits by name with the anchor at the point, plain or transformed', () => {
    const paint: Call[] = [];
    const sheet = createSheet({ car: { w: 20, h: 10, ay: 2, draw: () => {} } }, { scale: 2, createCanvas: fakeCanvas(paint) });
    const log: Call[] = [];
    const g = fakeCanvas(log)(1, 1).getContext() as unknown as CanvasRenderingContext2D;
    sheet.draw(g, 'car', 100, 50);
    expect(log).toEqual([['drawImage', sheet.canvas, 2, 2, 40, 20, 90, 48, 20, 10]]);
    log.length = 0;
    sheet.draw(g, 'car', 100, 50, { rot: 1, flipX: true, scale: 2, alpha: 0.5 });
    expect(log).toEqual([
      ['save'], ['translate', 100, 50], ['rotate', 1], ['scale', -2, 2], ['set:globalAlpha', 0.5],
      ['drawImage', sheet.canvas, 2, 2, 40, 20, -10, -2, 20, 10], ['restore'],
    ]);
    log.length = 0;
    sheet.draw(g, 'missing', 0, 0);
    expect(log).toEqual([]);
  });
  it('wraps frame numbers, including negative ones', () => {
    const sheet = createSheet({ f: { w: 5, h: 5, frames: 3, draw: () => {} } }, { scale: 1, createCanvas: fakeCanvas([]) });
    const log: Call[] = [];
    const g = fakeCanvas(log)(1, 1).getContext() as unknown as CanvasRenderingContext2D;
    for (const f of [0, 1, 2, 3, -1]) sheet.draw(g, 'f', 0, 0, { frame: f });
    const xs = log.map((c) => c[2]);
    expect(new Set(xs.slice(0, 3)).size).toBe(3);
    expect(xs[3]).toBe(xs[0]);
    expect(xs[4]).toBe(xs[2]);
  });
});
