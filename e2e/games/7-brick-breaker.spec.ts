import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 7;
type Ball = { x: number; y: number; vx: number; vy: number } | null;

/** Finger drag across the canvas from one logical x to another (at logical y), then lift. */
async function drag(page: Page, x1: number, x2: number, y: number) {
  const a = await gamePoint(page, x1, y);
  const b = await gamePoint(page, x2, y);
  await page.evaluate(([s, e]) => {
    const target = document.elementFromPoint(s!.x, s!.y) ?? document.body;
    const base = { pointerId: 13, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0 };
    target.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: s!.x, clientY: s!.y, buttons: 1 }));
    for (let i = 1; i <= 6; i++) target.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: s!.x + ((e!.x - s!.x) * i) / 6, clientY: s!.y, buttons: 1 }));
    target.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: e!.x, clientY: e!.y, buttons: 0 }));
  }, [a, b]);
}

async function touchTap(page: Page, x: number, y: number) {
  const p = await gamePoint(page, x, y);
  await page.evaluate(({ x: cx, y: cy }) => {
    const target = document.elementFromPoint(cx, cy) ?? document.body;
    const base = { pointerId: 14, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0, clientX: cx, clientY: cy };
    target.dispatchEvent(new PointerEvent('pointerdown', { ...base, buttons: 1 }));
    target.dispatchEvent(new PointerEvent('pointerup', { ...base, buttons: 0 }));
  }, p);
}

test.describe('game 7: brick breaker', () => {
  commonGameTests(ID);

  test('the ball waits on the paddle; Space launches it and arrow keys move the paddle', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '12' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ stuck: true, lives: 3, launches: 0, level: 1, paddleX: 240 });
    expect(s.bricksLeft as number).toBeGreaterThan(30);
    await page.keyboard.down('ArrowLeft');
    await expect.poll(async () => (await getState(page)).paddleX as number).toBeLessThan(150);
    await page.keyboard.up('ArrowLeft');
    s = await getState(page);
    // The ball rides along with the paddle until launched.
    expect((s.ball as NonNullable<Ball>).x).toBe(s.paddleX);
    await page.keyboard.press('Space');
    s = await getState(page);
    expect(s).toMatchObject({ stuck: false, launches: 1 });
    // It reaches the bricks and breaks some.
    await expect.poll(async () => (await getState(page)).score as number, { timeout: 8000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('the mouse steers the paddle; missing every ball ends the game', async ({ page, gamesOrigin }) => {
    test.setTimeout(90_000);
    await openGame(page, gamesOrigin, ID, { seed: '3', lang: 'en' });
    await play(page);
    const p = await gamePoint(page, 90, 560);
    await page.mouse.move(p.x, p.y);
    await expect.poll(async () => Math.abs(((await getState(page)).paddleX as number) - 90)).toBeLessThan(3);
    const left = await gamePoint(page, 40, 560);
    const right = await gamePoint(page, 440, 560);
    // Keep the paddle on the far side from the ball so it always drops past.
    for (let i = 0; i < 600; i++) {
      const s = await getState(page);
      if (s.screen !== 'playing') break;
      const ball = s.ball as Ball;
      const away = ball && ball.x < 240 ? right : left;
      await page.mouse.move(away.x, away.y);
      if (s.stuck) await page.keyboard.press('Space');
      await page.waitForTimeout(40);
    }
    await expect.poll(async () => (await getState(page)).screen).toBe('over');
    expect(await getState(page)).toMatchObject({ lives: 0, won: false });
    await expect(page.locator('.gk-overlay h1')).toHaveText('Game over');
    await page.getByRole('button', { name: 'Restart' }).click();
    expect(await getState(page)).toMatchObject({ screen: 'playing', lives: 3, stuck: true, score: 0 });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

    test('drag moves the paddle, a tap launches, and the on-screen buttons work', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '6' });
      await expect(page.locator('.gk-controls')).toBeVisible();
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await tapPlay(page);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      await drag(page, 240, 380, 560);
      await expect.poll(async () => (await getState(page)).paddleX as number).toBeGreaterThan(340);
      expect((await getState(page)).stuck).toBe(true);
      await touchTap(page, 200, 400);
      await expect.poll(async () => (await getState(page)).launches).toBe(1);
      const x0 = (await getState(page)).paddleX as number;
      await page.locator('.gk-ctl', { hasText: '◀' }).tap();
      await expect.poll(async () => (await getState(page)).paddleX as number).toBeLessThan(x0);
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      const pad = (await page.locator('.gk-controls').boundingBox())!;
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(pad.y + 1);
      expect(errors).toEqual([]);
    });
  });
});
