import { test, expect, openGame, play, tapPlay, getState, commonGameTests } from './harness';
import type { Page } from '@playwright/test';

const ID = 23;
const num = async (page: Page, key: string) => (await getState(page))[key] as number;

test.describe('game 23: drift trial', () => {
  commonGameTests(ID);

  test('the course picked on the start screen loads with its saved ghost; Space and an arrow throw the car into a slide', async ({ page, gamesOrigin, errors }) => {
    // A stored best lap for the second course (lap time | x,y,angle frames).
    await page.addInitScript(() => localStorage.setItem('gamekit:23:ghost:1', '17.250|0,0,0;10,0,0;20,0,0'));
    await openGame(page, gamesOrigin, ID, { seed: '2', lang: 'en' });
    await page.locator('.gk-overlay label', { hasText: 'Serpent' }).click();
    await play(page);
    expect(await getState(page)).toMatchObject({ course: 1, ghost: 17.25, lap: 1, timing: false });
    await expect.poll(() => num(page, 'countdown')).toBe(0);
    // The engine pulls by itself.
    await expect.poll(() => num(page, 'speed')).toBeGreaterThan(150);
    await page.keyboard.down('Space');
    await page.keyboard.down('ArrowRight');
    await expect.poll(async () => { const s = await getState(page); return s.sliding && Math.abs(s.slip as number) > 0.3; }).toBe(true);
    expect(await getState(page)).toMatchObject({ handbrake: true, steer: 1 });
    await page.keyboard.up('Space');
    await page.keyboard.up('ArrowRight');
    await expect.poll(async () => { const s = await getState(page); return [s.handbrake, s.steer]; }).toEqual([false, 0]);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible above the controls; the held ⟲ and ▶ buttons drift the car', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '2' });
      // Fully visible: not scrolled out of the start panel, not under the on-screen controls.
      const playBtn = (await page.locator('.gk-overlay .gk-btn-primary').boundingBox())!;
      const panel = (await page.locator('.gk-panel').boundingBox())!;
      const pad = (await page.locator('.gk-controls').boundingBox())!;
      expect(playBtn.y).toBeGreaterThanOrEqual(panel.y);
      expect(playBtn.y + playBtn.height).toBeLessThanOrEqual(Math.min(panel.y + panel.height, pad.y));
      await tapPlay(page);
      await expect.poll(() => num(page, 'countdown')).toBe(0);
      await expect.poll(() => num(page, 'speed')).toBeGreaterThan(150);
      const hand = page.locator('.gk-ctl', { hasText: '⟲' });
      const right = page.locator('.gk-ctl', { hasText: '▶' });
      await hand.dispatchEvent('pointerdown', { pointerType: 'touch', pointerId: 51, isPrimary: true, button: 0 });
      await right.dispatchEvent('pointerdown', { pointerType: 'touch', pointerId: 52, isPrimary: false, button: 0 });
      await expect.poll(async () => (await getState(page)).sliding).toBe(true);
      await hand.dispatchEvent('pointerup', { pointerType: 'touch', pointerId: 51, isPrimary: true, button: 0 });
      await right.dispatchEvent('pointerup', { pointerType: 'touch', pointerId: 52, isPrimary: false, button: 0 });
      await expect.poll(async () => { const s = await getState(page); return [s.handbrake, s.steer]; }).toEqual([false, 0]);
      expect(errors).toEqual([]);
    });
  });
});
