import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 40;
type Free = { id: number; kind: number; x: number; y: number };
const UNDO = [300, 935] as const;
const landed = (page: Page) => expect.poll(async () => (await getState(page)).flying).toBe(false);

test.describe('game 40: triple tiles', () => {
  commonGameTests(ID);

  test('clicking and the keyboard move free tiles to the tray; U undoes', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '12', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ level: 1, lives: 3, undos: 3, picks: 0, tray: [], layers: 2 });
    const total = s.tiles as number;
    const first = (s.free as Free[])[0]!;
    const p = await gamePoint(page, first.x, first.y);
    await page.mouse.click(p.x, p.y);
    await landed(page);
    s = await getState(page);
    expect(s.picks).toBe(1);
    expect(s.tray).toEqual([first.kind]);
    expect(s.tiles).toBe(total - 1);
    await page.keyboard.press('ArrowRight'); // shows the cursor on a free tile
    const cur = (await getState(page)).cursor as number;
    expect((s.free as Free[]).some((f) => f.id === cur)).toBe(true);
    await page.keyboard.press('Space');
    await landed(page);
    s = await getState(page);
    expect(s.picks).toBe(2);
    expect((s.tray as number[]).length).toBe(2);
    await page.keyboard.press('KeyU');
    s = await getState(page);
    expect(s).toMatchObject({ undos: 2, tiles: total - 1 });
    expect(s.tray).toEqual([first.kind]);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; tapping tiles fills the tray and the Undo button works', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '3' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.y + box.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      for (let n = 1; n <= 2; n++) {
        const f = ((await getState(page)).free as Free[])[0]!;
        const p = await gamePoint(page, f.x, f.y);
        await page.touchscreen.tap(p.x, p.y);
        await expect.poll(async () => (await getState(page)).picks).toBe(n);
        await landed(page);
      }
      expect(((await getState(page)).tray as number[]).length).toBeGreaterThanOrEqual(1);
      const u = await gamePoint(page, ...UNDO);
      await page.touchscreen.tap(u.x, u.y);
      await expect.poll(async () => (await getState(page)).undos).toBe(2);
      expect(errors).toEqual([]);
    });
  });
});
