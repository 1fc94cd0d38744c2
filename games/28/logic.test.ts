import {
  GROUND, RUNNER_X, STAND_H, SLIDE_H, JUMP_V, GRAVITY, BASE_SPEED, MAX_SPEED, PX_PER_M, COIN_POINTS, COYOTE, BUFFER, AIR_TIME, REACT,
  createWorld, generate, step, autopilot, runnerBox, roofUnder, speedAt, difficultyAt, meters, scoreOf, type World, type RunInput,
} from './logic.js';

const DT = 1 / 60;

/** mulberry32, the same generator the kit uses for ?seed=. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A world with one endless roof and nothing on it; the test places what it needs. */
function emptyWorld(): World {
  const w = createWorld(rng(1));
  w.genX = Number.POSITIVE_INFINITY;
  w.obstacles = [];
  w.pickups = [];
  w.roofs = [{ x0: -1000, x1: Number.POSITIVE_INFINITY }];
  return w;
}
const front = (w: World) => w.dist + RUNNER_X;
function run(w: World, frames: number, input: RunInput | ((f: number) => RunInput) = {}) {
  for (let f = 0; f < frames && !w.runner.dead; f++) step(w, typeof input === 'function' ? input(f) : input, DT);
}

describe('pace', () => {
  it('starts at the base speed and rises to a cap', () => {
    expect(speedAt(0)).toBe(BASE_SPEED);
    expect(speedAt(500)).toBeGreaterThan(speedAt(100));
    expect(speedAt(5000)).toBe(MAX_SPEED);
    expect(difficultyAt(0)).toBe(0);
    expect(difficultyAt(600)).toBeCloseTo(0.5);
    expect(difficultyAt(9000)).toBe(1);
  });

  it('scores a point per metre plus the coins', () => {
    const w = emptyWorld();
    run(w, 120);
    expect(meters(w)).toBe(Math.floor(w.dist / PX_PER_M));
    expect(meters(w)).toBeGreaterThan(10);
    w.coins = 3;
    expect(scoreOf(w)).toBe(meters(w) + 3 * COIN_POINTS);
  });
});

describe('runner physics', () => {
  it('jumps to the expected height, a double jump adds more, a third press does nothing', () => {
    const w = emptyWorld();
    run(w, 1, { jumpPressed: true, jumpHeld: true });
    let apex = GROUND;
    for (let f = 0; f < 60 && !w.runner.grounded; f++) { step(w, { jumpHeld: true }, DT); apex = Math.min(apex, w.runner.bottom); }
    // Fixed steps land a few px under the continuous-time apex.
    expect(GROUND - apex).toBeGreaterThan(0.9 * (JUMP_V * JUMP_V) / (2 * GRAVITY));
    expect(GROUND - apex).toBeLessThanOrEqual((JUMP_V * JUMP_V) / (2 * GRAVITY));
    expect(w.runner.grounded).toBe(true);
    // Double jump near the top goes higher than a single one.
    const d = emptyWorld();
    run(d, 1, { jumpPressed: true, jumpHeld: true });
    run(d, 18, { jumpHeld: true });
    step(d, { jumpPressed: true, jumpHeld: true }, DT);
    expect(d.runner.airJumps).toBe(0);
    const vyAfterDouble = d.runner.vy;
    expect(vyAfterDouble).toBeLessThan(0);
    run(d, 3, { jumpHeld: true });
    step(d, { jumpPressed: true, jumpHeld: true }, DT);
    expect(d.runner.vy).toBeGreaterThan(vyAfterDouble); // no third jump: still decelerating
    let dApex = GROUND;
    for (let f = 0; f < 90 && !d.runner.grounded; f++) { step(d, { jumpHeld: true }, DT); dApex = Math.min(dApex, d.runner.bottom); }
    expect(GROUND - dApex).toBeGreaterThan(GROUND - apex);
  });

  it('a tapped jump is lower than a held one', () => {
    const w = emptyWorld();
    run(w, 1, { jumpPressed: true, jumpHeld: true });
    let apex = GROUND;
    for (let f = 0; f < 60 && !w.runner.grounded; f++) { step(w, {}, DT); apex = Math.min(apex, w.runner.bottom); }
    expect(GROUND - apex).toBeLessThan(((JUMP_V * JUMP_V) / (2 * GRAVITY)) * 0.6);
  });

  it('remembers a jump pressed just before landing and allows one just after leaving a roof', () => {
    const w = emptyWorld();
    run(w, 1, { jumpPressed: true, jumpHeld: true });
    const airFrames = Math.round(AIR_TIME * 60);
    run(w, airFrames - 4, { jumpHeld: true });
    expect(w.runner.grounded).toBe(false);
    w.runner.airJumps = 0; // double jump used up: an early press can only be remembered
    step(w, { jumpPressed: true }, DT);
    expect(w.runner.grounded).toBe(false);
    let jumpedOnLanding = false;
    for (let f = 0; f < Math.floor(BUFFER * 60) - 1; f++) {
      const ev = step(w, { jumpHeld: true }, DT);
      if (ev.jumped) jumpedOnLanding = true;
    }
    expect(jumpedOnLanding).toBe(true);

    const c = emptyWorld();
    c.roofs = [{ x0: -1000, x1: front(c) + 30 }, { x0: front(c) + 3000, x1: Number.POSITIVE_INFINITY }];
    let off = -1;
    for (let f = 0; f < 60 && off < 0; f++) { step(c, {}, DT); if (!c.runner.grounded) off = f; }
    expect(off).toBeGreaterThan(0);
    const ev = step(c, { jumpPressed: true, jumpHeld: true }, DT);
    expect(ev.jumped).toBe(true);
    expect(COYOTE).toBeGreaterThan(DT);
  });

  it('falls into a gap it does not jump, and hits the far wall or drops out', () => {
    const w = emptyWorld();
    w.roofs = [{ x0: -1000, x1: front(w) + 60 }, { x0: front(w) + 200, x1: Number.POSITIVE_INFINITY }];
    run(w, 240);
    expect(['crash', 'fall']).toContain(w.runner.dead);
    // The same gap jumped at the edge is cleared.
    const j = emptyWorld();
    j.roofs = [{ x0: -1000, x1: front(j) + 60 }, { x0: front(j) + 200, x1: Number.POSITIVE_INFINITY }];
    run(j, 240, () => ({ jumpPressed: j.runner.grounded && front(j) + 12 > j.roofs[0]!.x1 - 8, jumpHeld: true }));
    expect(j.runner.dead).toBe('');
    expect(j.runner.grounded).toBe(true);
    expect(roofUnder(j, front(j) - 12, front(j) + 12)).toBe(j.roofs[j.roofs.length - 1]);
  });

  it('slides under a sign that stops a standing runner, and stays down until clear', () => {
    const bar = (w: World) => ({ kind: 'bar' as const, x: front(w) + 80, y: -200, w: 120, h: GROUND - 36 + 200 });
    const standing = emptyWorld();
    standing.obstacles.push(bar(standing));
    run(standing, 60);
    expect(standing.runner.dead).toBe('crash');

    const sliding = emptyWorld();
    const b = bar(sliding);
    sliding.obstacles.push(b);
    step(sliding, { slidePressed: true }, DT);
    expect(runnerBox(sliding).h).toBe(SLIDE_H);
    let under = false;
    for (let f = 0; f < 90; f++) {
      step(sliding, {}, DT);
      const box = runnerBox(sliding);
      if (box.x < b.x + b.w && box.x + box.w > b.x) { under = true; expect(box.h).toBe(SLIDE_H); }
    }
    expect(under).toBe(true);
    expect(sliding.runner.dead).toBe('');
    expect(runnerBox(sliding).h).toBe(STAND_H);
  });

  it('slide in the air drops fast and slides on landing', () => {
    const w = emptyWorld();
    run(w, 1, { jumpPressed: true, jumpHeld: true });
    run(w, 10, { jumpHeld: true });
    step(w, { slidePressed: true }, DT);
    expect(w.runner.vy).toBeGreaterThan(500);
    run(w, 30);
    expect(w.runner.grounded).toBe(true);
    expect(w.runner.slideT).toBeGreaterThan(0);
  });

  it('crashes into a crate, unless a shield takes the hit once', () => {
    const crate = (w: World, dx: number) => ({ kind: 'crate' as const, x: front(w) + dx, y: GROUND - 34, w: 34, h: 34 });
    const w = emptyWorld();
    w.obstacles.push(crate(w, 60));
    run(w, 60);
    expect(w.runner.dead).toBe('crash');

    const s = emptyWorld();
    s.runner.shield = true;
    const first = crate(s, 60);
    s.obstacles.push(first, crate(s, 400));
    let used = 0;
    for (let f = 0; f < 200 && !s.runner.dead; f++) if (step(s, {}, DT).shieldUsed) used++;
    expect(used).toBe(1);
    expect(s.runner.dead).toBe('crash');
    expect(s.runner.shield).toBe(false);
    expect(front(s)).toBeGreaterThan(first.x + first.w + 250);
  });

  it('collects coins and shields it runs through', () => {
    const w = emptyWorld();
    w.pickups.push({ x: front(w) + 50, y: GROUND - 22, taken: false, kind: 'coin' }, { x: front(w) + 80, y: GROUND - 22, taken: false, kind: 'coin' }, { x: front(w) + 110, y: GROUND - 200, taken: false, kind: 'coin' }, { x: front(w) + 140, y: GROUND - 30, taken: false, kind: 'shield' });
    run(w, 60);
    expect(w.coins).toBe(2);
    expect(w.runner.shield).toBe(true);
  });

  it('forgets obstacles, pickups and roofs left behind', () => {
    const w = createWorld(rng(4));
    run(w, 60 * 30, () => autopilot(w));
    expect(w.runner.dead).toBe('');
    for (const o of w.obstacles) expect(o.x + o.w).toBeGreaterThan(w.dist - 120);
    expect(w.roofs[0]!.x1).toBeGreaterThan(w.dist - 120);
  });
});

describe('course generator', () => {
  /** Hazards in order: obstacles by their left edge, gaps by where the roof ends. */
  function hazards(w: World) {
    const list = w.obstacles.map((o) => ({ x: o.x, end: o.x + o.w, kind: o.kind as string }));
    for (let i = 0; i + 1 < w.roofs.length; i++) list.push({ x: w.roofs[i]!.x1, end: w.roofs[i + 1]!.x0, kind: 'gap' });
    return list.sort((a, b) => a.x - b.x);
  }

  it('keeps the start clear and makes every gap jumpable at the speed it is met', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const w = createWorld(rng(seed));
      w.dist = 0;
      const all = [];
      // Generate far ahead without running into anything.
      for (let i = 0; i < 40; i++) { w.dist += 2000; generate(w); }
      all.push(...hazards(w));
      expect(Math.min(...all.map((h) => h.x))).toBeGreaterThan(RUNNER_X + 500);
      for (const h of all.filter((a) => a.kind === 'gap')) {
        const width = h.end - h.x;
        expect(width).toBeGreaterThanOrEqual(60);
        expect(width).toBeLessThanOrEqual(Math.max(70, speedAt(h.x / PX_PER_M) * 0.42) + 1e-6);
      }
    }
  });

  it('leaves room to land and react between hazards', () => {
    const w = createWorld(rng(9));
    for (let i = 0; i < 60; i++) { w.dist += 1500; generate(w); }
    // Two crates close together are one pattern, cleared by one long jump.
    const list: { x: number; end: number; kind: string }[] = [];
    for (const h of hazards(w)) {
      const last = list[list.length - 1];
      if (last && last.kind === 'crate' && h.kind === 'crate' && h.x - last.end <= 64) { last.end = h.end; last.kind = 'crates'; } else list.push({ ...h });
    }
    expect(list.length).toBeGreaterThan(80);
    expect(list.some((h) => h.kind === 'crates')).toBe(true);
    for (let i = 1; i < list.length; i++) {
      const a = list[i - 1]!;
      const b = list[i]!;
      const sp = speedAt(a.x / PX_PER_M);
      expect(b.x - a.end).toBeGreaterThanOrEqual(sp * REACT - 1e-6);
      expect(b.x - a.x).toBeGreaterThanOrEqual(sp * (AIR_TIME + REACT) - 1e-6);
    }
  });

  it('signs hang low enough to stop a standing runner and high enough to slide under', () => {
    const w = createWorld(rng(2));
    for (let i = 0; i < 20; i++) { w.dist += 2000; generate(w); }
    const bars = w.obstacles.filter((o) => o.kind === 'bar');
    expect(bars.length).toBeGreaterThan(0);
    for (const b of bars) {
      expect(b.y + b.h).toBeLessThan(GROUND - SLIDE_H);
      expect(b.y + b.h).toBeGreaterThan(GROUND - STAND_H);
    }
  });

  it.each([1, 2, 3, 5, 8, 13])('an autopilot that never double-jumps survives 2.5 km (seed %i)', (seed) => {
    const w = createWorld(rng(seed));
    for (let f = 0; f < 60 * 400 && !w.runner.dead && meters(w) < 2500; f++) step(w, autopilot(w), DT);
    expect(w.runner.dead).toBe('');
    expect(meters(w)).toBeGreaterThanOrEqual(2500);
    expect(w.coins).toBeGreaterThan(50);
  });
});
