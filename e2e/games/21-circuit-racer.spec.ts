import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests } from './harness';
import type { Page } from '@playwright/test';

const ID = 21;
const num = async (page: Page, key: string) => (await getState(page))[key] as number;

/** A finger tap at a logical point of the canvas. */
async function touchTap(page: Page, x: number, y: number) {
  const p = await gamePoint(page, x, y);
  await page.evaluate(({ x: cx, y: cy }) => {
    const target = document.elementFromPoint(cx, cy) ?? document.body;
    const base = { pointerId: 21, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0, clientX: cx, clientY: cy };
    target.dispatchEvent(new PointerEvent('pointerdown', { ...base, buttons: 1 }));
    target.dispatchEvent(new PointerEvent('pointerup', { ...base, buttons: 0 }));
  }, p);
}

test.describe('game 21: circuit racer', () => {
  commonGameTests(ID);

  test('Enter picks the open circuit (not a locked one); the arrow keys drive the car', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '5' });
    await play(page);
    expect(await getState(page)).toMatchObject({ phase: 'select', unlocked: 1, selected: 0 });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    expect(await getState(page)).toMatchObject({ phase: 'select', selected: 1 });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    expect(await getState(page)).toMatchObject({ phase: 'race', track: 0, place: 4, lap: 1 });
    // The grid is held until the lights go out.
    await expect.poll(() => num(page, 'countdown')).toBe(0);
    const start = await getState(page);
    await page.keyboard.down('ArrowUp');
    await expect.poll(() => num(page, 'speed')).toBeGreaterThan(120);
    await expect.poll(() => num(page, 'progress')).toBeGreaterThan((start.progress as number) + 100);
    expect(await num(page, 'angle')).toBeCloseTo(start.angle as number, 1);
    await page.keyboard.down('ArrowRight');
    await expect.poll(() => num(page, 'angle')).toBeGreaterThan((start.angle as number) + 0.25);
    await page.keyboard.up('ArrowRight');
    await page.keyboard.up('ArrowUp');
    await expect.poll(async () => { const s = await getState(page); return [s.throttle, s.steer]; }).toEqual([0, 0]);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play fits on screen; tapping a circuit starts it and the held pedal and wheel drive', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '5' });
      // Fully visible: not scrolled out of the start panel, not under the on-screen controls.
      const playBtn = (await page.locator('.gk-overlay .gk-btn-primary').boundingBox())!;
      const panel = (await page.locator('.gk-panel').boundingBox())!;
      const pad = (await page.locator('.gk-controls').boundingBox())!;
      expect(playBtn.y).toBeGreaterThanOrEqual(panel.y);
      expect(playBtn.y + playBtn.height).toBeLessThanOrEqual(Math.min(panel.y + panel.height, pad.y));
      expect(playBtn.x + playBtn.width).toBeLessThanOrEqual(375);
      await tapPlay(page);
      await expect(page.locator('.gk-controls')).toBeVisible();
      await touchTap(page, 94, 195); // the first circuit's card
      expect(await getState(page)).toMatchObject({ phase: 'race', track: 0 });
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(pad.y + 1);
      await expect.poll(() => num(page, 'countdown')).toBe(0);
      const gas = page.locator('.gk-ctl', { hasText: '▲' });
      const right = page.locator('.gk-ctl', { hasText: '▶' });
      const touch = { pointerType: 'touch', pointerId: 31, isPrimary: true, button: 0 };
      await gas.dispatchEvent('pointerdown', touch);
      await expect.poll(() => num(page, 'speed')).toBeGreaterThan(80);
      const a0 = await num(page, 'angle');
      await right.dispatchEvent('pointerdown', { ...touch, pointerId: 32 });
      await expect.poll(() => num(page, 'angle')).toBeGreaterThan(a0 + 0.2);
      await right.dispatchEvent('pointerup', { ...touch, pointerId: 32 });
      await gas.dispatchEvent('pointerup', touch);
      await expect.poll(async () => { const s = await getState(page); return [s.throttle, s.steer]; }).toEqual([0, 0]);
      expect(errors).toEqual([]);
    });
  });
});
