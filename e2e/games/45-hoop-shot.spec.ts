import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 45;
type Ball = { x: number; y: number; vx: number; vy: number };

/** A finger swipe between two logical points (pointer events, as a touch screen sends them). */
async function touchSwipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const a = await gamePoint(page, from.x, from.y);
  const b = await gamePoint(page, to.x, to.y);
  await page.evaluate(([s, e]) => {
    const target = document.elementFromPoint(s!.x, s!.y) ?? document.body;
    const base = { pointerId: 31, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0 };
    target.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: s!.x, clientY: s!.y, buttons: 1 }));
    for (let i = 1; i <= 5; i++) target.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: s!.x + ((e!.x - s!.x) * i) / 5, clientY: s!.y + ((e!.y - s!.y) * i) / 5, buttons: 1 }));
    target.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: e!.x, clientY: e!.y, buttons: 0 }));
  }, [a, b]);
}

test.describe('game 45: hoop shot', () => {
  commonGameTests(ID);

  test('arrow keys set the aim and a mouse swipe throws the ball the way it went', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '2' });
    await play(page);
    const s0 = await getState(page);
    expect(s0).toMatchObject({ round: 1, target: 10, roundPoints: 0, throws: 0, ballState: 'held', ball: { x: 90, y: 585 } });
    await expect.poll(async () => (await getState(page)).phase).toBe('play');
    await page.keyboard.down('ArrowUp');
    await expect.poll(async () => (await getState(page)).aimSpeed as number).toBeGreaterThan((s0.aimSpeed as number) + 40);
    await page.keyboard.up('ArrowUp');
    await page.keyboard.down('ArrowLeft');
    await expect.poll(async () => (await getState(page)).aimAngle as number).toBeLessThan((s0.aimAngle as number) - 0.1);
    await page.keyboard.up('ArrowLeft');
    expect((await getState(page)).throws).toBe(0);
    const a = await gamePoint(page, 150, 560);
    const b = await gamePoint(page, 195, 340);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 5 });
    expect((await getState(page)).dragging).toBe(true);
    await page.mouse.up();
    const s1 = await getState(page);
    expect(s1).toMatchObject({ throws: 1, ballState: 'flying', dragging: false });
    const v = s1.ball as Ball;
    // Thrown up and to the right, the way the swipe went, from where the ball was held.
    expect(v.vy).toBeLessThan(-500);
    expect(v.vx).toBeGreaterThan(50);
    expect(Math.abs(v.x - 90)).toBeLessThan(40);
    await expect.poll(async () => ((await getState(page)).ball as Ball).y).toBeLessThan(450);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible and a finger swipe throws the ball', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '5' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(canvas.width).toBeGreaterThan(330);
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      await expect.poll(async () => (await getState(page)).phase).toBe('play');
      // A downward swipe is not a throw.
      await touchSwipe(page, { x: 120, y: 400 }, { x: 120, y: 520 });
      expect((await getState(page)).throws).toBe(0);
      await touchSwipe(page, { x: 100, y: 560 }, { x: 150, y: 340 });
      const s = await getState(page);
      expect(s).toMatchObject({ throws: 1, ballState: 'flying' });
      expect((s.ball as Ball).vy).toBeLessThan(-500);
      await expect.poll(async () => ((await getState(page)).ball as Ball).y).toBeLessThan(450);
      expect(errors).toEqual([]);
    });
  });
});
