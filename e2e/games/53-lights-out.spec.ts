import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 53;
type Geo = { ox: number; oy: number; cell: number };

async function cellPoint(page: Page, i: number) {
  const s = await getState(page);
  const g = s.geometry as Geo;
  const n = s.n as number;
  return gamePoint(page, g.ox + (i % n) * g.cell + g.cell / 2, g.oy + Math.floor(i / n) * g.cell + g.cell / 2);
}
const lit = (grid: string[]) => grid.join('').split('').filter((ch) => ch === '1').length;

test.describe('game 53: lights out', () => {
  commonGameTests(ID);

  test('keys press the light under the cursor; clicking the optimal presses clears the board', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '4', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ n: 5, torus: false, moves: 0, level: 1, cursor: { r: 2, c: 2 } });
    const grid0 = s.grid as string[];
    expect(lit(grid0)).toBeGreaterThan(0);
    expect(s.remaining).toBe(s.optimal);
    // The centre press flips the centre and its four neighbours.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    s = await getState(page);
    expect(s.moves).toBe(1);
    const g1 = s.grid as string[];
    for (const [r, c] of [[1, 2], [0, 2], [2, 2], [1, 1], [1, 3]] as const) expect(g1[r]![c]).not.toBe(grid0[r]![c]);
    expect(g1[3]).toBe(grid0[3]);
    // Undo by pressing again, then play the fewest presses with the mouse.
    await page.keyboard.press('Space');
    s = await getState(page);
    expect(s.grid).toEqual(grid0);
    for (const i of s.solution as number[]) {
      const p = await cellPoint(page, i);
      await page.mouse.click(p.x, p.y);
    }
    s = await getState(page);
    expect(s.solved).toBe(true);
    expect(lit(s.grid as string[])).toBe(0);
    expect(s.score).toBeGreaterThan(0);
    await expect.poll(async () => (await getState(page)).level, { timeout: 8000 }).toBe(2);
    expect((await getState(page)).moves).toBe(0);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; tapping lights and the hint and reset buttons play', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '3', lang: 'en' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await tapPlay(page);
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(330);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const start = (await getState(page)).grid as string[];
      const p = await cellPoint(page, 0);
      await page.touchscreen.tap(p.x, p.y);
      let s = await getState(page);
      expect(s.moves).toBe(1);
      expect((s.grid as string[])[0]![0]).not.toBe(start[0]![0]);
      await page.getByRole('button', { name: 'Hint' }).tap();
      s = await getState(page);
      expect(s.hints).toBe(1);
      expect(s.solution).toContain(s.hintCell);
      await page.getByRole('button', { name: 'Reset' }).tap();
      s = await getState(page);
      expect(s).toMatchObject({ moves: 0, grid: start });
      expect(errors).toEqual([]);
    });
  });
});
