import { test, expect, openGame, play, getState, commonGameTests, canvasColourCount } from './harness';

const ID = 27;

test.describe('game 27: pixel platformer', () => {
  commonGameTests(ID);

  test('arrow keys run the hero right and Space makes it jump', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '1', lang: 'en' });
    await play(page);
    const s0 = await getState(page);
    expect(s0).toMatchObject({ levelIndex: 0, levels: 10, phase: 'play', lives: 3, coins: 0, jumps: 0, grounded: true });
    // Short runs only: the first pit is ten tiles ahead.
    await page.keyboard.down('ArrowRight');
    await expect.poll(async () => (await getState(page)).x as number, { intervals: [40] }).toBeGreaterThan((s0.x as number) + 12);
    await page.keyboard.up('ArrowRight');
    await expect.poll(async () => (await getState(page)).vx).toBe(0);
    expect((await getState(page)).facing).toBe(1);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await getState(page)).jumps).toBe(1);
    // It lands again on the meadow.
    await expect.poll(async () => (await getState(page)).grounded).toBe(true);
    expect((await getState(page)).lives).toBe(3);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; holding ▶ runs and ▲ jumps', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '2' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      await expect(page.locator('.gk-controls')).toBeVisible();
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      const pad = (await page.locator('.gk-controls').boundingBox())!;
      expect(canvas.width).toBeGreaterThan(330);
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(pad.y + 1);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const x0 = (await getState(page)).x as number;
      const right = page.locator('.gk-ctl', { hasText: '▶' });
      await right.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true, button: 0 });
      await expect.poll(async () => (await getState(page)).x as number, { intervals: [40] }).toBeGreaterThan(x0 + 12);
      await right.dispatchEvent('pointerup', { pointerType: 'touch', isPrimary: true, button: 0 });
      await expect.poll(async () => (await getState(page)).vx).toBe(0);
      await page.locator('.gk-ctl', { hasText: '▲' }).tap();
      await expect.poll(async () => (await getState(page)).jumps).toBe(1);
      expect(errors).toEqual([]);
    });
  });
});
