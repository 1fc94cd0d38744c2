import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 36;

/** A finger pressed at one logical point, dragged to another, then lifted. */
async function touchDrag(page: Page, from: [number, number], to: [number, number]) {
  const a = await gamePoint(page, ...from);
  const b = await gamePoint(page, ...to);
  await page.evaluate(([s, e]) => {
    const target = document.elementFromPoint(s!.x, s!.y) ?? document.body;
    const base = { pointerId: 21, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0 };
    target.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: s!.x, clientY: s!.y, buttons: 1 }));
    for (let i = 1; i <= 5; i++) target.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: s!.x + ((e!.x - s!.x) * i) / 5, clientY: s!.y + ((e!.y - s!.y) * i) / 5, buttons: 1 }));
    target.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: e!.x, clientY: e!.y, buttons: 0 }));
  }, [a, b]);
}

test.describe('game 36: invader waves', () => {
  commonGameTests(ID);

  test('arrow keys and the mouse move the cannon; Space fires one shot that downs an invader', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '3' });
    await play(page);
    const s0 = await getState(page);
    expect(s0).toMatchObject({ lives: 3, invaders: 40, playerX: 180, shots: 0, wave: 1, phase: 'play' });
    await page.keyboard.down('ArrowLeft');
    await expect.poll(async () => (await getState(page)).playerX as number).toBeLessThan(150);
    await page.keyboard.up('ArrowLeft');
    // Under the fifth column, between two shields.
    const p = await gamePoint(page, 170, 450);
    await page.mouse.move(p.x, p.y);
    await expect.poll(async () => (await getState(page)).playerX).toBe(170);
    await page.evaluate(() => (window as any).gameKit.freeze());
    await page.keyboard.press('Space');
    const s1 = await getState(page);
    expect(s1.shots).toBe(1);
    expect(s1.shot).toMatchObject({ x: 170 });
    await page.evaluate(() => (window as any).gameKit.resume());
    // Held Space keeps firing (a bomb can swallow a shot on its way up).
    await page.keyboard.down('Space');
    await expect.poll(async () => (await getState(page)).kills as number).toBeGreaterThanOrEqual(1);
    await page.keyboard.up('Space');
    const s2 = await getState(page);
    expect(s2.invaders).toBe(40 - (s2.kills as number));
    expect(s2.score).toBeGreaterThanOrEqual(10);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; dragging a finger steers and fires, the ◀ button nudges', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '5' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      await expect(page.locator('.gk-controls')).toBeVisible();
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      const pad = (await page.locator('.gk-controls').boundingBox())!;
      expect(canvas.width).toBeGreaterThan(330);
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(pad.y + 1);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      await touchDrag(page, [180, 420], [290, 420]);
      await expect.poll(async () => (await getState(page)).playerX as number).toBeGreaterThan(280);
      expect((await getState(page)).shots).toBe(1);
      const x0 = (await getState(page)).playerX as number;
      await page.locator('.gk-ctl', { hasText: '◀' }).tap();
      await expect.poll(async () => (await getState(page)).playerX as number).toBeLessThan(x0 - 15);
      expect(errors).toEqual([]);
    });
  });
});
