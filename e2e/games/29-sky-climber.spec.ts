import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';

const ID = 29;

test.describe('game 29: sky climber', () => {
  commonGameTests(ID);

  test('the climber bounces by itself and the arrow keys steer it', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '1', lang: 'en' });
    await play(page);
    expect(await getState(page)).toMatchObject({ x: 180, bounces: 0, dead: false, dir: 0 });
    await expect.poll(async () => (await getState(page)).bounces as number).toBeGreaterThanOrEqual(1);
    await page.keyboard.down('ArrowRight');
    await expect.poll(async () => (await getState(page)).vx as number, { intervals: [40] }).toBeGreaterThan(100);
    await page.keyboard.up('ArrowRight');
    const s = await getState(page);
    expect(s.x as number).toBeGreaterThan(180);
    await expect.poll(async () => (await getState(page)).dir).toBe(0);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; holding the left half of the screen steers left', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '2' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(canvas.width).toBeGreaterThan(300);
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const at = await gamePoint(page, 60, 300);
      const init = { pointerType: 'touch', pointerId: 9, isPrimary: true, button: 0, clientX: at.x, clientY: at.y };
      await page.locator('canvas.gk-canvas').dispatchEvent('pointerdown', { ...init, buttons: 1 });
      await expect.poll(async () => (await getState(page)).vx as number, { intervals: [40] }).toBeLessThan(-100);
      await page.locator('canvas.gk-canvas').dispatchEvent('pointerup', { ...init, buttons: 0 });
      const s = await getState(page);
      expect(s.x as number).toBeLessThan(180);
      await expect.poll(async () => (await getState(page)).dir).toBe(0);
      expect(errors).toEqual([]);
    });
  });
});
