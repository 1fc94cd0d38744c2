import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';

const ID = 30;

test.describe('game 30: pinball table', () => {
  commonGameTests(ID);

  test('holding Space pulls the plunger and launches the ball; arrow keys work the flippers', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '1', lang: 'en' });
    await play(page);
    expect(await getState(page)).toMatchObject({ balls: 3, inLane: true, launches: 0, flips: 0, mult: 1, leftUp: false });
    await page.keyboard.down('Space');
    await expect.poll(async () => (await getState(page)).charge as number).toBeGreaterThan(0.4);
    await page.keyboard.up('Space');
    await expect.poll(async () => (await getState(page)).launches).toBe(1);
    await expect.poll(async () => (await getState(page)).inLane).toBe(false);
    await page.keyboard.down('ArrowLeft');
    await expect.poll(async () => (await getState(page)).leftUp).toBe(true);
    await page.keyboard.up('ArrowLeft');
    await expect.poll(async () => (await getState(page)).leftUp).toBe(false);
    expect((await getState(page)).flips).toBe(1);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; a held touch launches, the flipper button flips', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '2' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(canvas.width).toBeGreaterThan(300);
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const at = await gamePoint(page, 200, 300);
      const touch = { pointerType: 'touch', pointerId: 11, isPrimary: true, button: 0, clientX: at.x, clientY: at.y };
      await page.locator('canvas.gk-canvas').dispatchEvent('pointerdown', { ...touch, buttons: 1 });
      await expect.poll(async () => (await getState(page)).charge as number).toBeGreaterThan(0.3);
      await page.locator('canvas.gk-canvas').dispatchEvent('pointerup', { ...touch, buttons: 0 });
      await expect.poll(async () => (await getState(page)).launches).toBe(1);
      const right = page.locator('.gk-ctl', { hasText: '◢' });
      await right.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true, button: 0 });
      await expect.poll(async () => (await getState(page)).rightUp).toBe(true);
      await right.dispatchEvent('pointerup', { pointerType: 'touch', isPrimary: true, button: 0 });
      expect((await getState(page)).flips).toBe(1);
      expect(errors).toEqual([]);
    });
  });
});
