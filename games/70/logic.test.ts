import {
  generate, levelSpec, rasterize, pixelDistance, changedPixels, hitTest, hitBox, boxesOverlap, objectParts, objectBox, partHas, hslToRgb,
  findPoints, timeBonus, KINDS, SW, SH, LEVELS, PIXEL_DIFF, type Level, type Obj, type Part, type Box,
} from './logic.js';

function rng(seed: number) {
  let a = seed >>> 0;
  return () => { a = (a * 1664525 + 1013904223) >>> 0; return a / 4294967296; };
}
const inside = (b: Box, x: number, y: number) => x >= b.x && y >= b.y && x <= b.x + b.w && y <= b.y + b.h;

/** Changed pixels of the whole picture, grouped into 8-connected patches. */
function patches(lv: Level) {
  const box = { x: 0, y: 0, w: SW, h: SH };
  const a = rasterize(lv.bg, lv.a, box);
  const b = rasterize(lv.bg, lv.b, box);
  const changed = new Uint8Array(SW * SH);
  for (let i = 0; i < a.length; i++) if (pixelDistance(a[i]!, b[i]!) >= PIXEL_DIFF) changed[i] = 1;
  const label = new Int32Array(SW * SH).fill(-1);
  const out: number[][] = [];
  for (let s = 0; s < changed.length; s++) {
    if (!changed[s] || label[s]! >= 0) continue;
    const patch: number[] = [];
    const stack = [s];
    label[s] = out.length;
    while (stack.length) {
      const p = stack.pop()!;
      patch.push(p);
      const px = p % SW;
      const py = (p - px) / SW;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const x = px + dx;
          const y = py + dy;
          if (x < 0 || y < 0 || x >= SW || y >= SH) continue;
          const q = y * SW + x;
          if (changed[q] && label[q]! < 0) { label[q] = out.length; stack.push(q); }
        }
      }
    }
    out.push(patch);
  }
  return out;
}

describe('levels', () => {
  it('later levels have more and subtler differences', () => {
    for (let l = 2; l <= LEVELS; l++) {
      const a = levelSpec(l - 1);
      const b = levelSpec(l);
      expect(b.count).toBeGreaterThanOrEqual(a.count);
      expect(b.hueShift).toBeLessThan(a.hueShift);
      expect(b.move).toBeLessThanOrEqual(a.move);
      expect(b.grow).toBeLessThan(a.grow);
      expect(b.minPixels).toBeLessThan(a.minPixels);
      expect(b.scale[1]).toBeLessThan(a.scale[1]);
    }
    expect(levelSpec(1).count).toBe(3);
    expect(levelSpec(LEVELS).count).toBe(8);
    expect(levelSpec(LEVELS).grow).toBeGreaterThan(1.2);
    expect(levelSpec(LEVELS).minPixels).toBeGreaterThanOrEqual(80);
  });
});

describe('generated differences', () => {
  const levels: { level: number; lv: Level }[] = [];
  for (let level = 1; level <= LEVELS; level++) for (const seed of [level * 7, level * 7 + 100]) levels.push({ level, lv: generate(level, rng(seed)) });

  it('each level has its count of differences, in separate tap areas, with every change inside the picture', () => {
    for (const { level, lv } of levels) {
      const spec = levelSpec(level);
      expect(lv.diffs).toHaveLength(spec.count);
      expect(lv.a).toHaveLength(lv.b.length);
      expect(lv.a.length).toBeGreaterThanOrEqual(spec.count + 4);
      for (let i = 0; i < lv.diffs.length; i++) {
        const r = lv.diffs[i]!.region;
        expect(r.x).toBeGreaterThanOrEqual(0);
        expect(r.y).toBeGreaterThanOrEqual(0);
        expect(r.x + r.w).toBeLessThanOrEqual(SW);
        expect(r.y + r.h).toBeLessThanOrEqual(SH);
        for (let j = i + 1; j < lv.diffs.length; j++) expect(boxesOverlap(hitBox(lv.diffs[i]!), hitBox(lv.diffs[j]!))).toBe(false);
      }
    }
  });

  it('every difference is really visible: enough changed pixels, and all changed pixels form patches inside exactly one difference', () => {
    for (const { level, lv } of levels) {
      const spec = levelSpec(level);
      for (const d of lv.diffs) expect(changedPixels(lv, d.region)).toBeGreaterThanOrEqual(spec.minPixels);
      const ps = patches(lv);
      const seen = new Set<number>();
      for (const patch of ps) {
        // Which differences contain this patch? Exactly one, and all of it.
        const owners = lv.diffs.map((d, i) => (patch.every((p) => inside(d.region, (p % SW) + 0.5, Math.floor(p / SW) + 0.5)) ? i : -1)).filter((i) => i >= 0);
        expect(owners).toHaveLength(1);
        seen.add(owners[0]!);
      }
      // Counting the patches by difference gives back the number of differences.
      expect(seen.size).toBe(lv.diffs.length);
    }
  }, 60_000);

  it('each change is of its stated kind and untouched objects are identical', () => {
    for (const { level, lv } of levels) {
      const spec = levelSpec(level);
      const changed = new Set(lv.diffs.map((d) => d.obj));
      lv.a.forEach((o, i) => { if (!changed.has(i)) expect(lv.b[i]).toEqual(o); });
      for (const d of lv.diffs) {
        const a = lv.a[d.obj]!;
        const b = lv.b[d.obj]!;
        expect(a.kind).toBe(b.kind);
        switch (d.type) {
          case 'missing': expect(!!a.hidden !== !!b.hidden).toBe(true); break;
          case 'colour': expect(Math.abs(a.hue - b.hue)).toBe(spec.hueShift); break;
          case 'moved': expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(spec.move * 0.8); break;
          case 'resized': expect(Math.max(a.s / b.s, b.s / a.s)).toBeGreaterThan(spec.grow - 0.05); break;
          case 'detail': expect(b.noDetail).toBe(true); expect(objectParts(b).length).toBeLessThan(objectParts(a).length); break;
          default: throw new Error(`unknown type ${d.type}`);
        }
      }
    }
  });

  it('uses every kind of difference across a game', () => {
    const types = new Set(levels.flatMap(({ lv }) => lv.diffs.map((d) => d.type)));
    expect([...types].sort()).toEqual(['colour', 'detail', 'missing', 'moved', 'resized']);
  });

  it('is deterministic for a seed', () => {
    expect(generate(4, rng(9))).toEqual(generate(4, rng(9)));
  });
});

describe('taps', () => {
  const lv = generate(3, rng(42));

  it('a tap on a difference finds it once; a tap far from all of them misses', () => {
    const found = lv.diffs.map(() => false);
    lv.diffs.forEach((d, i) => {
      expect(hitTest(lv.diffs, found, d.region.x + d.region.w / 2, d.region.y + d.region.h / 2)).toBe(i);
    });
    found[0] = true;
    const d0 = lv.diffs[0]!;
    expect(hitTest(lv.diffs, found, d0.region.x + d0.region.w / 2, d0.region.y + d0.region.h / 2)).toBe(-1);
    // Find a point outside every tap area.
    let miss: { x: number; y: number } | null = null;
    for (let y = 5; y < SH && !miss; y += 10) {
      for (let x = 5; x < SW && !miss; x += 10) if (lv.diffs.every((d) => !inside(hitBox(d), x, y))) miss = { x, y };
    }
    expect(miss).not.toBeNull();
    expect(hitTest(lv.diffs, lv.diffs.map(() => false), miss!.x, miss!.y)).toBe(-1);
  });

  it('tap areas are at least finger-sized and cover their region with room to spare', () => {
    for (const d of lv.diffs) {
      const b = hitBox(d);
      expect(b.w).toBeGreaterThanOrEqual(34);
      expect(b.h).toBeGreaterThanOrEqual(34);
      expect(b.x).toBeLessThan(d.region.x);
      expect(b.y).toBeLessThan(d.region.y);
    }
  });
});

describe('shapes and colours', () => {
  it('point-in-shape tests match the shapes', () => {
    const c: Part = { t: 'c', v: [10, 10, 5], col: [0, 0, 0], role: 'main' };
    expect(partHas(c, 10, 14.9)).toBe(true);
    expect(partHas(c, 14, 14)).toBe(false);
    const e: Part = { t: 'e', v: [0, 0, 10, 2], col: [0, 0, 0], role: 'main' };
    expect(partHas(e, 9, 0)).toBe(true);
    expect(partHas(e, 0, 3)).toBe(false);
    const tri: Part = { t: 'p', v: [0, 0, 10, 0, 0, 10], col: [0, 0, 0], role: 'main' };
    expect(partHas(tri, 2, 2)).toBe(true);
    expect(partHas(tri, 8, 8)).toBe(false);
  });

  it('mirrored and scaled objects keep their anchor', () => {
    const o: Obj = { kind: 'house', x: 100, y: 200, s: 2, hue: 30, flip: false };
    const m = objectBox({ ...o, flip: true })!;
    const n = objectBox(o)!;
    expect(m.w).toBeCloseTo(n.w);
    expect(m.y + m.h).toBeCloseTo(200);
    expect(n.y + n.h).toBeCloseTo(200);
    expect(objectBox({ ...o, hidden: true })).toBeNull();
    for (const kind of Object.keys(KINDS)) expect(objectParts({ ...o, kind }).length).toBeGreaterThan(0);
  });

  it('converts HSL like the canvas does', () => {
    expect(hslToRgb([0, 100, 50])).toEqual([255, 0, 0]);
    expect(hslToRgb([120, 100, 25])).toEqual([0, 128, 0]);
    expect(hslToRgb([240, 0, 50])).toEqual([128, 128, 128]);
    expect(hslToRgb([-120, 100, 50])).toEqual([0, 0, 255]);
  });
});

describe('scoring', () => {
  it('finds pay more on later levels; the time bonus counts whole seconds', () => {
    expect(findPoints(2)).toBeGreaterThan(findPoints(1));
    expect(timeBonus(10.7)).toBe(30);
    expect(timeBonus(-1)).toBe(0);
  });
});
