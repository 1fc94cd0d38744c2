import { createWorld, flap, step, circleRectHit, gateRects, hitsGate, makeGate, gapFor, speedFor, spacingFor, levelFor, medalFor, GROUND, PLAYER_X, PLAYER_R, GATE_W, FLAP_V, H, type Gate } from './logic.js';
import { seededRandom } from '../kit/kit.js';

const gate = (x: number, gapY = 300, gap = 180): Gate => ({ x, gapY, gap, passed: false, star: false, starTaken: false });

describe('flyer collision detection', () => {
  const r = { x: 100, y: 100, w: 50, h: 100 };
  it('detects circle/rectangle overlap on faces and corners', () => {
    expect(circleRectHit(90, 150, 12, r)).toBe(true); // left face
    expect(circleRectHit(125, 95, 8, r)).toBe(true); // top face
    expect(circleRectHit(125, 150, 5, r)).toBe(true); // inside
    expect(circleRectHit(95, 95, 8, r)).toBe(true); // corner, distance ≈ 7.1
    expect(circleRectHit(92, 92, 8, r)).toBe(false); // corner, distance ≈ 11.3
    expect(circleRectHit(85, 150, 12, r)).toBe(false);
    expect(circleRectHit(100, 100, 5, { x: 0, y: 0, w: 0, h: 10 })).toBe(false);
  });
  it('a gate is solid above and below the opening only', () => {
    const g = gate(200, 300, 180);
    const [top, bottom] = gateRects(g);
    expect(top.y + top.h).toBe(210);
    expect(bottom.y).toBe(390);
    expect(bottom.y + bottom.h).toBe(GROUND);
    expect(hitsGate(237, 300, 17, g)).toBe(false); // middle of the opening
    expect(hitsGate(237, 220, 17, g)).toBe(true); // clips the top pillar
    expect(hitsGate(237, 380, 17, g)).toBe(true); // clips the bottom pillar
    expect(hitsGate(170, 100, 17, g)).toBe(false); // before the gate
    expect(hitsGate(190, 100, 17, g)).toBe(true); // touches its front edge
  });
});

describe('flyer physics and scoring', () => {
  it('hovers until the first flap, then falls under gravity', () => {
    const w = createWorld(seededRandom(1));
    const y0 = w.y;
    for (let i = 0; i < 60; i++) step(w, 1 / 60, seededRandom(1));
    expect(w.y).toBe(y0);
    expect(w.gates).toHaveLength(0);
    flap(w);
    expect(w.vy).toBe(FLAP_V);
    step(w, 1 / 60, seededRandom(1));
    expect(w.y).toBeLessThan(y0);
    for (let i = 0; i < 40; i++) step(w, 1 / 60, seededRandom(1));
    expect(w.vy).toBeGreaterThan(0);
    expect(w.gates.length).toBeGreaterThan(0);
  });
  it('crashes into the ground when never flapping again', () => {
    const w = createWorld(seededRandom(2));
    flap(w);
    let crashed = false;
    for (let i = 0; i < 600 && !crashed; i++) crashed = step(w, 1 / 60, seededRandom(2)).crashed;
    expect(crashed).toBe(true);
    expect(w.alive).toBe(false);
    expect(w.y + PLAYER_R).toBeLessThanOrEqual(GROUND + 0.001);
    expect(flap(w)).toBe(false);
  });
  it('scores a gate once the flyer is past it, and crashes into pillars', () => {
    const w = createWorld(seededRandom(3));
    w.started = true;
    w.y = 300;
    w.gates = [gate(PLAYER_X - PLAYER_R - GATE_W + 1, 300)];
    const res = step(w, 0.02, seededRandom(3));
    expect(res).toMatchObject({ passed: 1, crashed: false });
    expect(w.passed).toBe(1);
    expect(step(w, 0.02, seededRandom(3)).passed).toBe(0);
    const v = createWorld(seededRandom(3));
    v.started = true;
    v.y = 120;
    v.gates = [gate(PLAYER_X - 10, 320)];
    expect(step(v, 1 / 60, seededRandom(3)).crashed).toBe(true);
  });
  it('the ceiling stops the flyer without killing it', () => {
    const w = createWorld(seededRandom(4));
    flap(w);
    w.y = 5;
    expect(step(w, 1 / 60, seededRandom(4)).crashed).toBe(false);
    expect(w.y).toBe(PLAYER_R);
  });
  it('collects a star flying through its gate', () => {
    const w = createWorld(seededRandom(5));
    w.started = true;
    w.y = 300;
    w.gates = [{ ...gate(PLAYER_X - GATE_W / 2, 300), star: true }];
    expect(step(w, 1 / 120, seededRandom(5)).star).toBe(true);
    expect(w.stars).toBe(1);
  });
});

describe('flyer difficulty ramp', () => {
  it('gaps narrow and speed rises with the score, within limits', () => {
    expect(gapFor(20)).toBeLessThan(gapFor(0));
    expect(gapFor(1000)).toBe(138);
    expect(speedFor(20)).toBeGreaterThan(speedFor(0));
    expect(speedFor(1000)).toBe(310);
    expect(spacingFor(1000)).toBeGreaterThanOrEqual(225);
    expect(levelFor(0)).toBe(1);
    expect(levelFor(25)).toBe(3);
    expect(medalFor(9)).toBeNull();
    expect(medalFor(30)).toBe('silver');
  });
  it('gates stay on screen and within reach of the previous one', () => {
    const rng = seededRandom(6);
    let prev: number | null = null;
    for (let s = 0; s < 200; s++) {
      const g = makeGate(500, s, prev, rng);
      expect(g.gapY - g.gap / 2).toBeGreaterThanOrEqual(90);
      expect(g.gapY + g.gap / 2).toBeLessThanOrEqual(GROUND - 70);
      if (prev !== null) expect(Math.abs(g.gapY - prev)).toBeLessThanOrEqual(210 + 1e-9);
      prev = g.gapY;
    }
    expect(H).toBeGreaterThan(GROUND);
  });
});
