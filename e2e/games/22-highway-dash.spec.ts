import { test, expect, openGame, play, tapPlay, getState, gamePoint, swipe, commonGameTests } from './harness';
import type { Page } from '@playwright/test';

const ID = 22;
const num = async (page: Page, key: string) => (await getState(page))[key] as number;

test.describe('game 22: highway dash', () => {
  commonGameTests(ID);

  test('arrow keys change lanes, a click beside the car steers, holding ↑ boosts', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '4' });
    await play(page);
    expect(await getState(page)).toMatchObject({ lane: 1, lives: 3, stage: 1, boosting: false });
    await page.keyboard.press('ArrowLeft');
    expect(await num(page, 'lane')).toBe(0);
    await page.keyboard.press('ArrowLeft'); // already at the edge of the road
    expect(await num(page, 'lane')).toBe(0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await num(page, 'lane')).toBe(2);
    // The car slides over to the new lane's centre.
    await expect.poll(() => num(page, 'x')).toBe(213);
    const right = await gamePoint(page, 330, 300);
    await page.mouse.click(right.x, right.y);
    expect(await num(page, 'lane')).toBe(3);
    await page.keyboard.down('ArrowUp');
    await expect.poll(async () => (await getState(page)).boosting).toBe(true);
    await expect.poll(() => num(page, 'speed')).toBeGreaterThan(360);
    await page.keyboard.up('ArrowUp');
    await expect.poll(async () => (await getState(page)).boosting).toBe(false);
    expect(await num(page, 'distance')).toBeGreaterThan(0);
    expect(await num(page, 'fuel')).toBeLessThan(100);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play fits; swipes and the lane buttons steer, the held ▲ button boosts', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '4' });
      // Fully visible: not scrolled out of the start panel, not under the on-screen controls.
      const playBtn = (await page.locator('.gk-overlay .gk-btn-primary').boundingBox())!;
      const panel = (await page.locator('.gk-panel').boundingBox())!;
      const pad = (await page.locator('.gk-controls').boundingBox())!;
      expect(playBtn.y).toBeGreaterThanOrEqual(panel.y);
      expect(playBtn.y + playBtn.height).toBeLessThanOrEqual(Math.min(panel.y + panel.height, pad.y));
      expect(playBtn.x + playBtn.width).toBeLessThanOrEqual(375);
      await tapPlay(page);
      await expect(page.locator('.gk-controls')).toBeVisible();
      await swipe(page, 'left');
      expect(await num(page, 'lane')).toBe(0);
      await page.locator('.gk-ctl', { hasText: '▶' }).tap();
      await page.locator('.gk-ctl', { hasText: '▶' }).tap();
      expect(await num(page, 'lane')).toBe(2);
      await swipe(page, 'right');
      expect(await num(page, 'lane')).toBe(3);
      const boost = page.locator('.gk-ctl', { hasText: '▲' });
      const touch = { pointerType: 'touch', pointerId: 41, isPrimary: true, button: 0 };
      await boost.dispatchEvent('pointerdown', touch);
      await expect.poll(async () => (await getState(page)).boosting).toBe(true);
      await boost.dispatchEvent('pointerup', touch);
      await expect.poll(async () => (await getState(page)).boosting).toBe(false);
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(pad.y + 1);
      expect(errors).toEqual([]);
    });
  });
});
