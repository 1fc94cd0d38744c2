import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests } from './harness';
import type { Page } from '@playwright/test';

const ID = 24;
const num = async (page: Page, key: string) => (await getState(page))[key] as number;

test.describe('game 24: hill climb', () => {
  commonGameTests(ID);

  test('the keyboard buys an upgrade in the garage, drives off and the gas moves the buggy', async ({ page, gamesOrigin, errors }) => {
    await page.addInitScript(() => localStorage.setItem('gamekit:24:bank', JSON.stringify({ coins: 100, levels: {} })));
    await openGame(page, gamesOrigin, ID, { seed: '3', lang: 'en' });
    await play(page);
    expect(await getState(page)).toMatchObject({ phase: 'garage', sel: 4, coins: 100 });
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await num(page, 'sel')).toBe(0);
    await page.keyboard.press('Enter');
    expect(await getState(page)).toMatchObject({ coins: 75, levels: { engine: 1, tyres: 0, suspension: 0, tank: 0 } });
    // Bought for good: the bank is saved.
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('gamekit:24:bank')))!)).toMatchObject({ coins: 75, levels: { engine: 1 } });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await getState(page)).toMatchObject({ phase: 'drive', status: 'driving', dist: 0, gas: 0 });
    await page.keyboard.down('ArrowRight');
    await expect.poll(() => num(page, 'speed')).toBeGreaterThan(80);
    await expect.poll(() => num(page, 'dist')).toBeGreaterThan(5);
    expect(await num(page, 'fuel')).toBeLessThan(await num(page, 'fuelMax'));
    await page.keyboard.up('ArrowRight');
    await page.keyboard.down('ArrowLeft');
    await expect.poll(async () => { const s = await getState(page); return [s.gas, s.brake]; }).toEqual([0, 1]);
    await expect.poll(() => num(page, 'speed')).toBeLessThan(40);
    await page.keyboard.up('ArrowLeft');
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; tapping Drive and holding the gas button drives', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '3', lang: 'de' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      const playBtn = (await page.locator('.gk-overlay .gk-btn-primary').boundingBox())!;
      const panel = (await page.locator('.gk-panel').boundingBox())!;
      const pad = (await page.locator('.gk-controls').boundingBox())!;
      expect(playBtn.y).toBeGreaterThanOrEqual(panel.y);
      expect(playBtn.y + playBtn.height).toBeLessThanOrEqual(Math.min(panel.y + panel.height, pad.y));
      await tapPlay(page);
      const drive = await gamePoint(page, 180, 523);
      await page.touchscreen.tap(drive.x, drive.y);
      await expect.poll(async () => (await getState(page)).phase).toBe('drive');
      const gas = page.locator('.gk-ctl', { hasText: '▶' });
      const touch = { pointerType: 'touch', pointerId: 41, isPrimary: true, button: 0 };
      await gas.dispatchEvent('pointerdown', touch);
      await expect.poll(() => num(page, 'dist')).toBeGreaterThan(5);
      expect(await num(page, 'gas')).toBe(1);
      await gas.dispatchEvent('pointerup', touch);
      await expect.poll(() => num(page, 'gas')).toBe(0);
      expect(errors).toEqual([]);
    });
  });
});
