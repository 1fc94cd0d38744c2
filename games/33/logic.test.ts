import { seededRandom } from '../kit/kit.js';
import {
  W, H, GRAVITY, MIN_CUT, KINDS, bladeHits, launchVelocity, pace, stepItem, fellOff, levelOf, makeWave, launch, comboBonus,
  type Item,
} from './logic.js';

const circle = { x: 100, y: 100, r: 20 };

describe('blade segment against a fruit', () => {
  it('cuts when the swipe passes through the fruit, and reports the point nearest its centre', () => {
    expect(bladeHits({ x: 50, y: 100 }, { x: 150, y: 100 }, circle)).toEqual({ x: 100, y: 100 });
    expect(bladeHits({ x: 100, y: 40 }, { x: 100, y: 160 }, circle)).toEqual({ x: 100, y: 100 });
    // Diagonal line y = x + 10 passes 10/√2 from the centre: inside the radius.
    const hit = bladeHits({ x: 50, y: 60 }, { x: 150, y: 160 }, circle)!;
    expect(hit).not.toBeNull();
    expect(Math.hypot(hit.x - 100, hit.y - 100)).toBeCloseTo(10 / Math.SQRT2);
    // The same direction 30 further out misses.
    expect(bladeHits({ x: 50, y: 90 }, { x: 150, y: 190 }, circle)).toBeNull();
  });

  it('misses a swipe that passes beside the fruit or stops short of it', () => {
    expect(bladeHits({ x: 50, y: 121 }, { x: 150, y: 121 }, circle)).toBeNull();
    expect(bladeHits({ x: 0, y: 100 }, { x: 79, y: 100 }, circle)).toBeNull();
    expect(bladeHits({ x: 130, y: 50 }, { x: 160, y: 200 }, circle)).toBeNull();
  });

  it('counts grazing the rim and a swipe that starts or ends inside the fruit', () => {
    expect(bladeHits({ x: 50, y: 120 }, { x: 150, y: 120 }, circle)).toEqual({ x: 100, y: 120 });
    expect(bladeHits({ x: 100, y: 100 }, { x: 200, y: 100 }, circle)).not.toBeNull();
    expect(bladeHits({ x: 40, y: 95 }, { x: 90, y: 95 }, circle)).toEqual({ x: 90, y: 95 });
  });

  it('a finger resting on a fruit (no real movement) never cuts it', () => {
    expect(bladeHits({ x: 100, y: 100 }, { x: 100, y: 100 }, circle)).toBeNull();
    expect(bladeHits({ x: 100, y: 100 }, { x: 100 + MIN_CUT * 0.9, y: 100 }, circle)).toBeNull();
  });
});

describe('flight', () => {
  it('a launch reaches the chosen apex', () => {
    for (const [x0, ax, ay] of [[60, 180, 120], [300, 200, 250], [180, 180, 80]] as const) {
      const y0 = H + 24;
      const v = launchVelocity(x0, y0, ax, ay, GRAVITY);
      const it: Item = { x: x0, y: y0, vx: v.vx, vy: v.vy, r: 24, kind: 'apple', rot: 0, spin: 1 };
      let t = 0;
      while (it.vy < 0) { stepItem(it, 1 / 60, GRAVITY); t += 1 / 60; }
      // Within a few pixels of a 400-600 px rise (fixed time steps).
      expect(Math.abs(it.y - ay)).toBeLessThan(8);
      expect(Math.abs(it.x - ax)).toBeLessThan(6);
      expect(t).toBeCloseTo(v.tApex, 1);
    }
  });

  it('only counts a fruit as gone once it falls below the board', () => {
    const it: Item = { x: 100, y: H + 30, vx: 0, vy: -800, r: 24, kind: 'apple', rot: 0, spin: 0 };
    expect(fellOff(it)).toBe(false); // still rising into view
    it.vy = 10;
    expect(fellOff(it)).toBe(true);
    it.y = H + 10;
    expect(fellOff(it)).toBe(false); // its top is still visible
  });

  it('arcs get quicker with the level, up to a cap', () => {
    expect(pace(1)).toBe(1);
    expect(pace(5)).toBeGreaterThan(pace(4));
    expect(pace(100)).toBe(1.5);
    expect(levelOf(0)).toBe(1);
    expect(levelOf(4)).toBe(1);
    expect(levelOf(5)).toBe(2);
    expect(levelOf(12)).toBe(3);
  });
});

describe('waves', () => {
  it('opens with two fruit and no bombs', () => {
    const w = makeWave(0, seededRandom(1));
    expect(w.length).toBe(2);
    expect(w.every((s) => s.kind !== 'bomb')).toBe(true);
  });

  it('grows to eight, never has more bombs than half the rest, and always has fruit', () => {
    let sawBomb = false;
    for (let wave = 0; wave < 40; wave++) {
      for (let seed = 1; seed <= 6; seed++) {
        const w = makeWave(wave, seededRandom(seed * 101 + wave));
        expect(w.length).toBe(Math.min(8, 2 + Math.floor(wave / 2)));
        const bombs = w.filter((s) => s.kind === 'bomb').length;
        expect(bombs).toBeLessThanOrEqual(Math.floor((w.length - 1) / 2));
        if (wave < 2) expect(bombs).toBe(0);
        if (wave < 3) expect(w.some((s) => s.kind === 'star')).toBe(false);
        sawBomb ||= bombs > 0;
        for (const s of w) {
          expect(s.delay).toBeGreaterThanOrEqual(0);
          expect(s.delay).toBeLessThan(3);
          expect(s.apexY).toBeGreaterThan(KINDS[s.kind].r);
          expect(s.apexY).toBeLessThan(H * 0.5);
          // Symmetric arc: it comes down at 2·apexX − x0, which stays on the board.
          expect(2 * s.apexX - s.x0).toBeGreaterThanOrEqual(25);
          expect(2 * s.apexX - s.x0).toBeLessThanOrEqual(W - 25);
        }
      }
    }
    expect(sawBomb).toBe(true);
  });

  it('a launched fruit flies up into view, stays on the board and falls out after a couple of seconds', () => {
    const rng = seededRandom(4);
    for (const s of makeWave(10, rng)) {
      const it = launch(s, 3, rng);
      expect(it.y - it.r).toBeGreaterThanOrEqual(H - 1e-9);
      let t = 0;
      let top = it.y;
      while (!fellOff(it) && t < 6) {
        stepItem(it, 1 / 60, GRAVITY * pace(3));
        t += 1 / 60;
        top = Math.min(top, it.y);
        expect(it.x).toBeGreaterThan(0);
        expect(it.x).toBeLessThan(W);
      }
      expect(top).toBeLessThan(H * 0.5 + 4);
      expect(t).toBeGreaterThan(1);
      expect(t).toBeLessThan(3.5);
    }
  });
});

describe('scoring', () => {
  it('gives a combo bonus from three fruit in one stroke', () => {
    expect(comboBonus(1)).toBe(0);
    expect(comboBonus(2)).toBe(0);
    expect(comboBonus(3)).toBe(30);
    expect(comboBonus(5)).toBe(50);
    expect(KINDS.star.points).toBeGreaterThan(KINDS.apple.points);
    expect(KINDS.bomb.points).toBe(0);
  });
});
