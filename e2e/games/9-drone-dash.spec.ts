import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 9;

async function touchTap(page: Page, x: number, y: number) {
  const p = await gamePoint(page, x, y);
  await page.evaluate(({ x: cx, y: cy }) => {
    const target = document.elementFromPoint(cx, cy) ?? document.body;
    const base = { pointerId: 16, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0, clientX: cx, clientY: cy };
    target.dispatchEvent(new PointerEvent('pointerdown', { ...base, buttons: 1 }));
    target.dispatchEvent(new PointerEvent('pointerup', { ...base, buttons: 0 }));
  }, p);
}

test.describe('game 9: drone dash', () => {
  commonGameTests(ID);

  test('hovers until the first flap; Space and clicks thrust upwards', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '4' });
    await play(page);
    const s0 = await getState(page);
    expect(s0).toMatchObject({ started: false, flaps: 0, alive: true, gates: [] });
    await page.waitForTimeout(300);
    expect((await getState(page)).y).toBe(s0.y);
    await page.keyboard.press('Space');
    expect(await getState(page)).toMatchObject({ started: true, flaps: 1 });
    await expect.poll(async () => ((await getState(page)).gates as unknown[]).length).toBeGreaterThan(0);
    const p = await gamePoint(page, 240, 300);
    await page.mouse.click(p.x, p.y);
    expect((await getState(page)).flaps).toBe(2);
    expect(errors).toEqual([]);
  });

  test('not flapping crashes into the ground; Restart starts over', async ({ page, gamesOrigin }) => {
    await openGame(page, gamesOrigin, ID, { seed: '8', lang: 'en' });
    await play(page);
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await getState(page)).screen, { timeout: 10_000 }).toBe('over');
    expect(await getState(page)).toMatchObject({ alive: false, passed: 0, won: false });
    await expect(page.locator('.gk-overlay h1')).toHaveText('Game over');
    await expect(page.locator('.gk-overlay')).toContainText('Crashed after 0 gates.');
    await page.getByRole('button', { name: 'Restart' }).click();
    expect(await getState(page)).toMatchObject({ screen: 'playing', alive: true, started: false, flaps: 0, score: 0 });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

    test('tapping the screen flaps', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '5' });
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await tapPlay(page);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      await touchTap(page, 240, 400);
      await expect.poll(async () => (await getState(page)).flaps).toBe(1);
      await touchTap(page, 240, 400);
      await expect.poll(async () => (await getState(page)).flaps).toBe(2);
      expect((await getState(page)).started).toBe(true);
      expect(errors).toEqual([]);
    });
  });
});
