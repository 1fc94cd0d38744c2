import {
  W, COLS, ROWS, MARGIN, STEP_X, DROP_Y, LAND_Y, POINTS, SHIELD_COLS, SHIELD_ROWS,
  makeFormation, aliveCount, stepInterval, march, advance, bounds, landed, shotHit, shooters, invaderRect,
  bombPlan, mysteryPoints, makeShield, makeShields, shieldCells, shieldProbe, carve, erodeUnder, startY, kindForRow, waveBonus,
  type Formation,
} from './logic.js';

const kill = (f: Formation, keep: (row: number, col: number) => boolean) => {
  for (const v of f.invaders) v.alive = keep(v.row, v.col);
};

describe('formation', () => {
  it('starts full, with the most valuable kind on top and lower on later waves', () => {
    const f = makeFormation(1);
    expect(aliveCount(f)).toBe(COLS * ROWS);
    expect(kindForRow(0)).toBe('jelly');
    expect(kindForRow(ROWS - 1)).toBe('blob');
    expect(POINTS.jelly).toBeGreaterThan(POINTS.beetle);
    expect(POINTS.beetle).toBeGreaterThan(POINTS.blob);
    expect(startY(3)).toBeGreaterThan(startY(1));
    expect(startY(50)).toBe(startY(7));
    const b = bounds(f)!;
    expect(b.x).toBeGreaterThanOrEqual(MARGIN);
    expect(b.x + b.w).toBeLessThanOrEqual(W - MARGIN);
  });

  it('marches sideways, then drops a row and turns at the wall', () => {
    const f = makeFormation(1);
    const x0 = bounds(f)!.x;
    expect(march(f)).toBe('side');
    expect(bounds(f)!.x).toBe(x0 + STEP_X);
    let steps = 1;
    let y = f.oy;
    while (march(f) === 'side') steps++;
    expect(f.oy).toBe(y + DROP_Y);
    expect(f.dir).toBe(-1);
    expect(bounds(f)!.x + bounds(f)!.w).toBeLessThanOrEqual(W - MARGIN);
    expect(steps).toBeGreaterThan(5);
    y = f.oy;
    expect(march(f)).toBe('side');
    expect(f.oy).toBe(y);
  });

  it('a thinned rack walks further before turning (only living invaders touch the wall)', () => {
    const full = makeFormation(1);
    let a = 0;
    while (march(full) === 'side') a++;
    const thin = makeFormation(1);
    kill(thin, (_r, c) => c < 4);
    let b = 0;
    while (march(thin) === 'side') b++;
    expect(b).toBeGreaterThan(a + 10);
  });

  it('steps faster as invaders fall and on later waves', () => {
    const n = COLS * ROWS;
    expect(stepInterval(n, n, 1)).toBeGreaterThan(stepInterval(n / 2, n, 1));
    expect(stepInterval(n / 2, n, 1)).toBeGreaterThan(stepInterval(1, n, 1));
    expect(stepInterval(1, n, 1)).toBeLessThan(0.06);
    expect(stepInterval(n, n, 5)).toBeLessThan(stepInterval(n, n, 1));
    const f = makeFormation(1);
    let steps = 0;
    for (let i = 0; i < 120; i++) steps += advance(f, 1 / 60);
    kill(f, (r, c) => r === 0 && c === 0);
    let fast = 0;
    for (let i = 0; i < 120; i++) fast += advance(f, 1 / 60);
    expect(fast).toBeGreaterThan(steps * 5);
  });

  it('lands when the lowest living row reaches the cannon line', () => {
    const f = makeFormation(1);
    expect(landed(f)).toBe(false);
    f.oy = LAND_Y - 4 * 28 - 16 - 1;
    expect(landed(f)).toBe(false);
    f.oy += 2;
    expect(landed(f)).toBe(true);
    kill(f, (r) => r === 0);
    expect(landed(f)).toBe(false);
  });
});

describe('shots and bombs', () => {
  it('a shot hits the lowest invader in its column and misses between columns', () => {
    const f = makeFormation(1);
    const r = invaderRect(f, f.invaders[3 * COLS + 2]!);
    const v = shotHit(f, r.x + r.w / 2, 0, 600);
    expect(v).toMatchObject({ row: ROWS - 1, col: 2 });
    const gapX = r.x + r.w + 2;
    expect(shotHit(f, gapX, 0, 600)).toBeNull();
    // Below the rack this frame: nothing yet.
    expect(shotHit(f, r.x + r.w / 2, 400, 420)).toBeNull();
  });

  it('only the lowest living invader of each column drops bombs', () => {
    const f = makeFormation(1);
    kill(f, (r, c) => !(c === 0 && r >= 2) && c !== 5);
    const s = shooters(f);
    expect(s.map((v) => v.col)).toEqual([0, 1, 2, 3, 4, 6, 7]);
    expect(s[0]).toMatchObject({ col: 0, row: 1 });
    expect(s[1]).toMatchObject({ col: 1, row: ROWS - 1 });
  });

  it('bomb pressure rises with the wave', () => {
    const a = bombPlan(1, 40, 40);
    const b = bombPlan(6, 40, 40);
    expect(b.max).toBeGreaterThan(a.max);
    expect(b.speed).toBeGreaterThan(a.speed);
    expect(b.gap).toBeLessThan(a.gap);
    expect(bombPlan(1, 5, 40).gap).toBeLessThan(a.gap);
    expect(bombPlan(99, 1, 40).gap).toBeGreaterThanOrEqual(0.35);
  });

  it('mystery ship pays 300 on the 8th shot and every 15th after', () => {
    expect(mysteryPoints(7)).toBe(300);
    expect(mysteryPoints(22)).toBe(300);
    expect(mysteryPoints(0)).toBe(100);
    const values = new Set(Array.from({ length: 15 }, (_, i) => mysteryPoints(i)));
    expect([...values].sort((a, b) => a - b)).toEqual([50, 100, 150, 300]);
  });

  it('wave bonus grows with the wave and the lives kept', () => {
    expect(waveBonus(2, 3)).toBeGreaterThan(waveBonus(1, 3));
    expect(waveBonus(2, 3)).toBeGreaterThan(waveBonus(2, 1));
  });
});

describe('shields', () => {
  it('are bunkers with an arch, four across the field', () => {
    const s = makeShield(0, 0);
    const full = SHIELD_COLS * SHIELD_ROWS;
    expect(shieldCells(s)).toBeLessThan(full);
    expect(shieldCells(s)).toBeGreaterThan(full * 0.7);
    expect(s.bits[0]).toBe(0); // rounded corner
    expect(s.bits[(SHIELD_ROWS - 1) * SHIELD_COLS + SHIELD_COLS / 2]).toBe(0); // arch
    const all = makeShields();
    expect(all).toHaveLength(4);
    for (let i = 1; i < 4; i++) expect(all[i]!.x).toBeGreaterThan(all[i - 1]!.x + SHIELD_COLS * 2);
  });

  it('a shot from below stops at the first solid cell; a bomb from above too', () => {
    const s = makeShield(100, 400);
    const x = 100 + 5 * 2 + 1; // column 5, clear of the arch
    const up = shieldProbe(s, x, 460, 380)!;
    expect(up.col).toBe(5);
    expect(up.row).toBe(SHIELD_ROWS - 1);
    const down = shieldProbe(s, x, 380, 460)!;
    expect(down.row).toBe(0);
    expect(shieldProbe(s, 98, 460, 380)).toBeNull(); // beside it
    expect(shieldProbe(s, x, 300, 390)).toBeNull(); // not reached yet
    // Straight up through the arch, the first cell is above the hole.
    const arch = shieldProbe(s, 100 + 11 * 2 + 1, 460, 380)!;
    expect(arch.row).toBeLessThan(SHIELD_ROWS - 3);
  });

  it('repeated hits carve a tunnel the shot then passes through', () => {
    const s = makeShield(0, 0);
    const x = 5 * 2 + 1;
    const before = shieldCells(s);
    let hits = 0;
    for (; hits < 20; hits++) {
      const p = shieldProbe(s, x, 100, -10);
      if (!p) break;
      expect(carve(s, p.col, p.row, -1)).toBeGreaterThan(0);
    }
    expect(hits).toBeGreaterThan(1);
    expect(hits).toBeLessThan(10);
    expect(shieldProbe(s, x, 100, -10)).toBeNull();
    expect(shieldCells(s)).toBeLessThan(before);
  });

  it('invaders grind away what they overlap', () => {
    const s = makeShield(0, 0);
    const n = erodeUnder(s, { x: 0, y: 0, w: 10, h: 10 });
    expect(n).toBeGreaterThan(10);
    expect(erodeUnder(s, { x: 0, y: 0, w: 10, h: 10 })).toBe(0);
    expect(erodeUnder(s, { x: 200, y: 0, w: 10, h: 10 })).toBe(0);
  });
});
