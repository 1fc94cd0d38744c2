import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 73;
type TankState = { x: number; y: number; angle: number; turret: number; hp: number };

const me = async (page: Page) => (await getState(page)).player as TankState;

/** One touch pointer event at a logical point; ids keep the two thumbs apart. */
async function touch(page: Page, type: 'pointerdown' | 'pointermove' | 'pointerup', id: number, x: number, y: number) {
  const p = await gamePoint(page, x, y);
  await page.evaluate(([t, pid, cx, cy]) => {
    const target = document.querySelector('canvas.gk-canvas')!;
    target.dispatchEvent(new PointerEvent(t as string, { pointerId: pid as number, pointerType: 'touch', isPrimary: pid === 41, bubbles: true, cancelable: true, button: 0, buttons: t === 'pointerup' ? 0 : 1, clientX: cx as number, clientY: cy as number }));
  }, [type, id, p.x, p.y]);
}

test.describe('game 73: tank duel', () => {
  commonGameTests(ID);

  test('W drives the hull, the mouse swings the turret apart from it, a click fires', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '4' });
    await play(page);
    expect(await getState(page)).toMatchObject({ match: 1, round: 1, wins: [0, 0], shotsFired: 0, player: { hp: 3 } });
    await expect.poll(async () => (await getState(page)).phase).toBe('fight');
    const start = await me(page);
    await page.keyboard.down('KeyW');
    await expect.poll(async () => (await me(page)).y).toBeLessThan(start.y - 20);
    await page.keyboard.up('KeyW');
    const now = await me(page);
    expect(now.angle).toBeCloseTo(-Math.PI / 2, 1);
    // Aim to the right: only the turret turns.
    const right = await gamePoint(page, now.x + 120, now.y);
    await page.mouse.move(right.x, right.y);
    await expect.poll(async () => Math.abs((await me(page)).turret)).toBeLessThan(0.1);
    expect((await me(page)).angle).toBeCloseTo(-Math.PI / 2, 1);
    await page.mouse.down();
    await page.mouse.up();
    await expect.poll(async () => (await getState(page)).shotsFired).toBe(1);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; the left thumb drives, the right thumb aims and fires on release', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '5', lang: 'de' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(canvas.width).toBeGreaterThan(330);
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      await expect.poll(async () => (await getState(page)).phase).toBe('fight');
      const y0 = (await me(page)).y;
      await touch(page, 'pointerdown', 41, 70, 550);
      await touch(page, 'pointermove', 41, 70, 515);
      await expect.poll(async () => (await me(page)).y).toBeLessThan(y0 - 15);
      expect((await getState(page)).sticks).toEqual({ move: true, aim: false });
      await touch(page, 'pointerup', 41, 70, 515);
      await touch(page, 'pointerdown', 42, 290, 550);
      await touch(page, 'pointermove', 42, 325, 550);
      await expect.poll(async () => Math.abs((await me(page)).turret)).toBeLessThan(0.1);
      expect((await getState(page)).shotsFired).toBe(0);
      await touch(page, 'pointerup', 42, 325, 550);
      await expect.poll(async () => (await getState(page)).shotsFired).toBe(1);
      expect((await getState(page)).sticks).toEqual({ move: false, aim: false });
      expect(errors).toEqual([]);
    });
  });
});
