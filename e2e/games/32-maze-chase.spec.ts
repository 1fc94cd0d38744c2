import { test, expect, openGame, play, getState, swipe, commonGameTests, canvasColourCount } from './harness';

const ID = 32;
type Player = { col: number; row: number; x: number; y: number; dir: string | null };
const player = async (page: Parameters<typeof getState>[0]) => (await getState(page)).player as Player;

test.describe('game 32: maze chase', () => {
  commonGameTests(ID);

  test('the bee sets off left by itself; an arrow key sends it right to eat pellets', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '3', lang: 'en' });
    await play(page);
    const s = await getState(page);
    expect(s).toMatchObject({ ready: true, lives: 3, maze: 0, queued: 'left', player: { col: 9, row: 17 } });
    expect((s.ghosts as unknown[]).length).toBe(4);
    await page.evaluate(() => (window as any).gameKit.freeze());
    await page.keyboard.press('ArrowRight');
    expect((await getState(page)).queued).toBe('right');
    await page.evaluate(() => (window as any).gameKit.resume());
    await expect.poll(async () => (await player(page)).x).toBeGreaterThan(9.5);
    await expect.poll(async () => (await getState(page)).eaten).toBeGreaterThanOrEqual(1);
    expect((await getState(page)).score).toBeGreaterThanOrEqual(10);
    // The spirits leave the house once the round is under way.
    await expect.poll(async () => ((await getState(page)).ghosts as { mode: string }[]).filter((g) => g.mode !== 'house').length).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; a swipe and the d-pad steer the bee', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '5', lang: 'fr' });
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
      expect((await getState(page)).queued).toBe('right');
      await page.evaluate(() => (window as any).gameKit.resume());
      await expect.poll(async () => (await player(page)).x).toBeGreaterThan(9.5);
      await page.locator('.gk-ctl', { hasText: '▲' }).tap();
      await expect.poll(async () => (await player(page)).y).toBeLessThan(16.6);
      expect(errors).toEqual([]);
    });
  });
});
