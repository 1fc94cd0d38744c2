import { test, expect, openGame, play, tapPlay, getState, commonGameTests } from './harness';
import type { Page } from '@playwright/test';

const ID = 26;
const num = async (page: Page, key: string) => (await getState(page))[key] as number;

test.describe('game 26: kart arena', () => {
  commonGameTests(ID);

  test('the arrow keys drive into the first item box and Space uses the item', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '5', lang: 'en' });
    await play(page);
    expect(await getState(page)).toMatchObject({ phase: 'round', round: 1, arena: 0, balloons: [3, 3, 3, 3], item: null, wins: [0, 0, 0, 0] });
    const start = await getState(page);
    // Held through the countdown: the kart leaves the grid with the lights.
    await page.keyboard.down('ArrowUp');
    await expect.poll(async () => (await getState(page)).item, { timeout: 10_000 }).not.toBeNull();
    expect(await num(page, 'y')).toBeGreaterThan(start.y as number);
    const item = (await getState(page)).item;
    await page.keyboard.press('Space');
    await expect.poll(async () => (await getState(page)).lastUsed).toBe(item);
    expect((await getState(page)).item).toBeNull();
    const a0 = await num(page, 'angle');
    await page.keyboard.down('ArrowLeft');
    await expect.poll(async () => Math.abs((await num(page, 'angle')) - a0)).toBeGreaterThan(0.3);
    await page.keyboard.up('ArrowLeft');
    await page.keyboard.up('ArrowUp');
    await expect.poll(async () => { const s = await getState(page); return [s.throttle, s.steer]; }).toEqual([0, 0]);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; the held ▲ drives to a box and ✦ fires the item', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '5', lang: 'de' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      const playBtn = (await page.locator('.gk-overlay .gk-btn-primary').boundingBox())!;
      const panel = (await page.locator('.gk-panel').boundingBox())!;
      const pad = (await page.locator('.gk-controls').boundingBox())!;
      expect(playBtn.y).toBeGreaterThanOrEqual(panel.y);
      expect(playBtn.y + playBtn.height).toBeLessThanOrEqual(Math.min(panel.y + panel.height, pad.y));
      await tapPlay(page);
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(pad.y + 1);
      const gas = page.locator('.gk-ctl', { hasText: '▲' });
      const fire = page.locator('.gk-ctl', { hasText: '✦' });
      const touch = { pointerType: 'touch', pointerId: 71, isPrimary: true, button: 0 };
      await gas.dispatchEvent('pointerdown', touch);
      await expect.poll(async () => (await getState(page)).item, { timeout: 10_000 }).not.toBeNull();
      const item = (await getState(page)).item;
      await fire.dispatchEvent('pointerdown', { ...touch, pointerId: 72, isPrimary: false });
      await fire.dispatchEvent('pointerup', { ...touch, pointerId: 72, isPrimary: false });
      await expect.poll(async () => (await getState(page)).lastUsed).toBe(item);
      await gas.dispatchEvent('pointerup', touch);
      await expect.poll(() => num(page, 'throttle')).toBe(0);
      expect(errors).toEqual([]);
    });
  });
});
