import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 77;
type Heli = { x: number; y: number };
const heli = async (page: Page) => (await getState(page)).heli as Heli;

/** One touch pointer event at a logical point on the canvas. */
async function touch(page: Page, type: 'pointerdown' | 'pointermove' | 'pointerup', x: number, y: number) {
  const p = await gamePoint(page, x, y);
  await page.evaluate(([t, cx, cy]) => {
    const target = document.querySelector('canvas.gk-canvas')!;
    target.dispatchEvent(new PointerEvent(t as string, { pointerId: 31, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0, buttons: t === 'pointerup' ? 0 : 1, clientX: cx as number, clientY: cy as number }));
  }, [type, p.x, p.y] as const);
}

test.describe('game 77: heli strike', () => {
  commonGameTests(ID);

  test('arrow keys fly, Space fires, X bombs, and the mouse steers and fires while held', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '3', lang: 'en' });
    await play(page);
    const s0 = await getState(page);
    expect(s0).toMatchObject({ stage: 1, lives: 3, shots: 0, bombs: 0, boss: null });
    expect(s0.fuel as number).toBeGreaterThan(95);
    const start = await heli(page);
    await page.keyboard.down('ArrowUp');
    await expect.poll(async () => (await heli(page)).y).toBeLessThan(start.y - 40);
    await page.keyboard.up('ArrowUp');
    // Single presses on a frozen loop: each one fires exactly once.
    await page.evaluate(() => (window as any).gameKit.freeze());
    await page.keyboard.press('Space');
    await page.keyboard.press('KeyX');
    expect(await getState(page)).toMatchObject({ shots: 1, bombs: 1 });
    await page.evaluate(() => (window as any).gameKit.resume());
    const p = await gamePoint(page, 160, 350);
    await page.mouse.move(p.x, p.y);
    await page.mouse.down();
    await expect.poll(async () => { const h = await heli(page); return Math.abs(h.x - 160) < 6 && Math.abs(h.y - 350) < 6; }).toBe(true);
    const s = await getState(page);
    expect(s.firing).toBe(true);
    expect(s.shots as number).toBeGreaterThan(2);
    await page.mouse.up();
    expect((await getState(page)).firing).toBe(false);
    // Once the stage is under way the tank drains.
    await expect.poll(async () => (await getState(page)).fuel as number).toBeLessThan(99);
    expect((await getState(page)).phase).toBe('fly');
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; a finger drags the chopper from a distance and fires, the bomb button drops a bomb', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '5', lang: 'de' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(canvas.width).toBeGreaterThan(300);
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      await expect(page.locator('.gk-controls')).toBeVisible();
      const start = await heli(page);
      // The finger goes down well below the chopper and moves up and right: the chopper follows the motion.
      await touch(page, 'pointerdown', 150, 520);
      await touch(page, 'pointermove', 170, 470);
      await touch(page, 'pointermove', 180, 450);
      await expect.poll(async () => (await heli(page)).y).toBeLessThan(start.y - 60);
      const s = await getState(page);
      expect(s.firing).toBe(true);
      expect(s.shots as number).toBeGreaterThan(0);
      expect((s.heli as Heli).x).toBeGreaterThan(start.x + 20);
      await touch(page, 'pointerup', 180, 450);
      expect((await getState(page)).firing).toBe(false);
      await page.locator('.gk-ctl').tap();
      await expect.poll(async () => (await getState(page)).bombs).toBe(1);
      expect(errors).toEqual([]);
    });
  });
});
