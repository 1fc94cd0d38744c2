import { test, expect, openGame, play, tapPlay, getState, gamePoint, swipe, commonGameTests, canvasColourCount } from './harness';

const ID = 14;
const PAD = 20;
type Dir = 'up' | 'down' | 'left' | 'right';
const KEYS: Record<Dir, string> = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' };

/** Index of the tile an arrow key moves into the gap (the tile slides the way the arrow points). */
function tileFor(t: number[], n: number, d: Dir) {
  const g = t.indexOf(0);
  const r = Math.floor(g / n);
  const c = g % n;
  if (d === 'left') return c < n - 1 ? g + 1 : -1;
  if (d === 'right') return c > 0 ? g - 1 : -1;
  if (d === 'up') return r < n - 1 ? g + n : -1;
  return r > 0 ? g - n : -1;
}

/** Shortest key sequence solving a 3×3 board (breadth-first search). */
function solve3(start: number[]): Dir[] {
  const goal = '1,2,3,4,5,6,7,8,0';
  const prev = new Map<string, [string, Dir] | null>([[start.join(','), null]]);
  const queue = [start];
  while (queue.length) {
    const t = queue.shift()!;
    const key = t.join(',');
    if (key === goal) {
      const path: Dir[] = [];
      for (let k = key; prev.get(k); k = prev.get(k)![0]) path.unshift(prev.get(k)![1]);
      return path;
    }
    for (const d of ['up', 'down', 'left', 'right'] as Dir[]) {
      const i = tileFor(t, 3, d);
      if (i < 0) continue;
      const n = t.slice();
      n[t.indexOf(0)] = n[i]!;
      n[i] = 0;
      const nk = n.join(',');
      if (!prev.has(nk)) { prev.set(nk, [key, d]); queue.push(n); }
    }
  }
  throw new Error('unsolvable board');
}

const centre = (i: number, n: number) => {
  const s = (600 - PAD * 2) / n;
  return [PAD + (i % n) * s + s / 2, PAD + Math.floor(i / n) * s + s / 2] as const;
};

test.describe('game 14: slide puzzle', () => {
  commonGameTests(ID);

  test('arrow keys and clicks slide only legal tiles', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '5', lang: 'en' });
    await page.getByText('4×4', { exact: true }).click();
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ size: 4, moves: 0, solved: false });
    const t0 = s.tiles as number[];
    expect([...t0].sort((a, b) => a - b)).toEqual([...Array(16).keys()]);
    // A key whose tile exists moves exactly that tile into the gap.
    const dir = (['left', 'right', 'up', 'down'] as Dir[]).find((d) => tileFor(t0, 4, d) >= 0)!;
    const moved = tileFor(t0, 4, dir);
    await page.keyboard.press(KEYS[dir]);
    s = await getState(page);
    expect(s.moves).toBe(1);
    expect((s.tiles as number[])[t0.indexOf(0)]).toBe(t0[moved]);
    expect((s.tiles as number[])[moved]).toBe(0);
    // Clicking a tile that is neither in the gap's row nor column does nothing.
    const t1 = s.tiles as number[];
    const g = t1.indexOf(0);
    const off = t1.findIndex((_, i) => i !== g && i % 4 !== g % 4 && Math.floor(i / 4) !== Math.floor(g / 4));
    let p = await gamePoint(page, ...centre(off, 4));
    await page.mouse.click(p.x, p.y);
    expect((await getState(page)).moves).toBe(1);
    // Clicking a tile next to the gap slides it.
    const nb = g % 4 > 0 ? g - 1 : g + 1;
    p = await gamePoint(page, ...centre(nb, 4));
    await page.mouse.click(p.x, p.y);
    s = await getState(page);
    expect(s.moves).toBe(2);
    expect((s.tiles as number[])[g]).toBe(t1[nb]);
    expect(await page.locator('[data-stat="moves"]').innerText()).toBe('2');
    expect(errors).toEqual([]);
  });

  test('solving a 3×3 wins with a score, and Keep going brings a bigger puzzle', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '9', lang: 'en' });
    await page.getByText('3×3', { exact: true }).click();
    await play(page);
    const s0 = await getState(page);
    expect(s0.size).toBe(3);
    const path = solve3(s0.tiles as number[]);
    expect(path.length).toBeGreaterThan(0);
    for (const d of path) await page.keyboard.press(KEYS[d]);
    await expect.poll(async () => (await getState(page)).screen).toBe('won');
    const s = await getState(page);
    expect(s).toMatchObject({ solved: true, moves: path.length, won: true });
    expect(s.score).toBeGreaterThan(0);
    await expect(page.locator('.gk-overlay h1')).toHaveText('You win!');
    await page.getByRole('button', { name: 'Keep going' }).click();
    await expect.poll(async () => (await getState(page)).size).toBe(4);
    expect(await getState(page)).toMatchObject({ screen: 'playing', solved: false, moves: 0, level: 2, puzzle: 2 });
    expect(errors).toEqual([]);
  });

  test('picture mode uses the generated picture', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '2', lang: 'en' });
    await page.getByText('Picture', { exact: true }).click();
    await play(page);
    expect((await getState(page)).mode).toBe('picture');
    expect(await canvasColourCount(page)).toBeGreaterThan(40);
    await page.keyboard.press('p');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByText('Numbers', { exact: true }).click();
    await play(page);
    expect((await getState(page)).mode).toBe('numbers');
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

    test('tap and swipe slide tiles', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '3', lang: 'en' });
      await page.locator('label', { hasText: '4×4' }).tap();
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await tapPlay(page);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const t = (await getState(page)).tiles as number[];
      const g = t.indexOf(0);
      const nb = g >= 4 ? g - 4 : g + 4;
      const p = await gamePoint(page, ...centre(nb, 4));
      await page.touchscreen.tap(p.x, p.y);
      await expect.poll(async () => (await getState(page)).moves).toBe(1);
      const t2 = (await getState(page)).tiles as number[];
      const d = (['left', 'right', 'up', 'down'] as Dir[]).find((x) => tileFor(t2, 4, x) >= 0)!;
      await swipe(page, d);
      await expect.poll(async () => (await getState(page)).moves).toBe(2);
      expect(errors).toEqual([]);
    });
  });
});
