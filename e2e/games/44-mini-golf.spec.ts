import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 44;
type Ball = { x: number; y: number; vx: number; vy: number };

const freeze = (page: Page) => page.evaluate(() => (window as any).gameKit.freeze());
const resume = (page: Page) => page.evaluate(() => (window as any).gameKit.resume());

/** A finger pulling back from one logical point to another, then lifting. */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const a = await gamePoint(page, from.x, from.y);
  const b = await gamePoint(page, to.x, to.y);
  await page.evaluate(([s, e]) => {
    const target = document.elementFromPoint(s!.x, s!.y) ?? document.body;
    const base = { pointerId: 21, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0 };
    target.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: s!.x, clientY: s!.y, buttons: 1 }));
    for (let i = 1; i <= 5; i++) target.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: s!.x + ((e!.x - s!.x) * i) / 5, clientY: s!.y + ((e!.y - s!.y) * i) / 5, buttons: 1 }));
    target.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: e!.x, clientY: e!.y, buttons: 0 }));
  }, [a, b]);
}

test.describe('game 44: mini golf', () => {
  commonGameTests(ID);

  test('arrow keys turn the aim and set the power; a mouse pull-back putts the ball', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '3' });
    await play(page);
    const s0 = await getState(page);
    expect(s0).toMatchObject({ hole: 1, par: 2, strokes: 0, phase: 'aim', shots: 0, ball: { x: 180, y: 560 } });
    // The keyboard aim starts at the cup, straight up.
    expect(s0.aimAngle as number).toBeCloseTo(-Math.PI / 2, 2);
    await page.keyboard.down('ArrowLeft');
    await expect.poll(async () => (await getState(page)).aimAngle as number).toBeLessThan((s0.aimAngle as number) - 0.15);
    await page.keyboard.up('ArrowLeft');
    await page.keyboard.down('ArrowUp');
    await expect.poll(async () => (await getState(page)).aimPower as number).toBeGreaterThan(0.6);
    await page.keyboard.up('ArrowUp');
    expect((await getState(page)).strokes).toBe(0);
    // Pull straight down from anywhere: the putt goes straight up.
    await freeze(page);
    const a = await gamePoint(page, 240, 300);
    const b = await gamePoint(page, 240, 390);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 4 });
    expect((await getState(page)).dragging).toBe(true);
    await page.mouse.up();
    const s1 = await getState(page);
    expect(s1).toMatchObject({ strokes: 1, shots: 1, phase: 'roll', dragging: false });
    const v = s1.ball as Ball;
    expect(v.vy).toBeLessThan(-200);
    expect(Math.abs(v.vx)).toBeLessThan(8);
    await resume(page);
    await expect.poll(async () => ((await getState(page)).ball as Ball).y).toBeLessThan(500);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible and a finger pull-back putts the ball', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '4' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(canvas.width).toBeGreaterThan(330);
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      // A tiny drag is a cancelled aim, not a stroke.
      await touchDrag(page, { x: 180, y: 400 }, { x: 183, y: 403 });
      expect((await getState(page)).strokes).toBe(0);
      // Pull down and to the right: the ball heads up and to the left.
      await freeze(page);
      await touchDrag(page, { x: 200, y: 250 }, { x: 260, y: 350 });
      const s = await getState(page);
      expect(s).toMatchObject({ strokes: 1, phase: 'roll' });
      expect((s.ball as Ball).vy).toBeLessThan(0);
      expect((s.ball as Ball).vx).toBeLessThan(0);
      await resume(page);
      await expect.poll(async () => ((await getState(page)).ball as Ball).y).toBeLessThan(540);
      expect(errors).toEqual([]);
    });
  });
});
