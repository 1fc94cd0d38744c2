import { test, expect, openGame, play, getState, swipe, commonGameTests, canvasColourCount } from './harness';

const ID = 31;
type Frog = { x: number; row: number };

test.describe('game 31: road crossing', () => {
  commonGameTests(ID);

  test('arrow keys hop the frog; the clock runs down', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '4', lang: 'en' });
    await play(page);
    expect(await getState(page)).toMatchObject({ frog: { x: 5, row: 13 }, hops: 0, lives: 3, homes: 0, level: 1 });
    // Frozen: each key is applied on the spot, nothing else moves meanwhile.
    await page.evaluate(() => (window as any).gameKit.freeze());
    await page.keyboard.press('ArrowLeft');
    let s = await getState(page);
    expect(s).toMatchObject({ frog: { x: 4, row: 13 }, hops: 1, facing: 'left' });
    await page.evaluate(() => (window as any).gameKit.resume());
    // The hop lasts a moment; a key pressed meanwhile is queued, not lost.
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await getState(page)).hops).toBe(2);
    s = await getState(page);
    // Up onto the first road lane (unless a car got it there, which sends it back to the start).
    expect((s.frog as Frog).row === 12 || (s.deaths as number) === 1).toBe(true);
    expect(s.score as number).toBeGreaterThanOrEqual(10);
    await expect.poll(async () => (await getState(page)).timeLeft as number).toBeLessThan(29.5);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; swipes and the on-screen buttons hop', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '8', lang: 'de' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      await expect(page.locator('.gk-controls')).toBeVisible();
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      const pad = (await page.locator('.gk-controls').boundingBox())!;
      expect(canvas.width).toBeGreaterThan(300);
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(pad.y + 1);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      await page.evaluate(() => (window as any).gameKit.freeze());
      await swipe(page, 'right');
      expect(await getState(page)).toMatchObject({ frog: { x: 6, row: 13 }, hops: 1 });
      await page.evaluate(() => (window as any).gameKit.resume());
      await page.locator('.gk-ctl', { hasText: '◀' }).tap();
      await expect.poll(async () => (await getState(page)).hops).toBe(2);
      expect(((await getState(page)).frog as Frog).x).toBe(5);
      expect(errors).toEqual([]);
    });
  });
});
