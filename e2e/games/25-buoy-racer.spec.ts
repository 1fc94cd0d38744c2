import { test, expect, openGame, play, tapPlay, getState, commonGameTests } from './harness';
import type { Page } from '@playwright/test';

const ID = 25;
const num = async (page: Page, key: string) => (await getState(page))[key] as number;

test.describe('game 25: buoy racer', () => {
  commonGameTests(ID);

  test('the cup opens on the first course; throttle and rudder keys drive the boat', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '4', lang: 'en' });
    await play(page);
    expect(await getState(page)).toMatchObject({ phase: 'race', course: 0, races: 0, lap: 1, gate: 0, penalty: 0, cup: [0, 0, 0, 0] });
    // Held on the line until the lights go out.
    await expect.poll(() => num(page, 'countdown'), { timeout: 15_000 }).toBe(0);
    const start = await getState(page);
    await page.keyboard.down('ArrowUp');
    await expect.poll(() => num(page, 'speed')).toBeGreaterThan(100);
    await expect.poll(() => num(page, 'progress')).toBeGreaterThan((start.progress as number) + 80);
    await page.keyboard.down('ArrowRight');
    await expect.poll(() => num(page, 'angle')).toBeGreaterThan((start.angle as number) + 0.3);
    expect(await getState(page)).toMatchObject({ throttle: 1, steer: 1 });
    await page.keyboard.up('ArrowRight');
    await page.keyboard.up('ArrowUp');
    await expect.poll(async () => { const s = await getState(page); return [s.throttle, s.steer]; }).toEqual([0, 0]);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; the held ▲ and ◀ buttons drive and steer', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '4', lang: 'de' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      const playBtn = (await page.locator('.gk-overlay .gk-btn-primary').boundingBox())!;
      const panel = (await page.locator('.gk-panel').boundingBox())!;
      const pad = (await page.locator('.gk-controls').boundingBox())!;
      expect(playBtn.y).toBeGreaterThanOrEqual(panel.y);
      expect(playBtn.y + playBtn.height).toBeLessThanOrEqual(Math.min(panel.y + panel.height, pad.y));
      await tapPlay(page);
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(pad.y + 1);
      await expect.poll(() => num(page, 'countdown'), { timeout: 15_000 }).toBe(0);
      const gas = page.locator('.gk-ctl', { hasText: '▲' });
      const left = page.locator('.gk-ctl', { hasText: '◀' });
      const touch = { pointerType: 'touch', pointerId: 61, isPrimary: true, button: 0 };
      await gas.dispatchEvent('pointerdown', touch);
      await expect.poll(() => num(page, 'speed')).toBeGreaterThan(80);
      const a0 = await num(page, 'angle');
      await left.dispatchEvent('pointerdown', { ...touch, pointerId: 62, isPrimary: false });
      await expect.poll(() => num(page, 'angle')).toBeLessThan(a0 - 0.25);
      await left.dispatchEvent('pointerup', { ...touch, pointerId: 62, isPrimary: false });
      await gas.dispatchEvent('pointerup', touch);
      await expect.poll(async () => { const s = await getState(page); return [s.throttle, s.steer]; }).toEqual([0, 0]);
      expect(errors).toEqual([]);
    });
  });
});
