import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 8;
type Ball = { x: number; y: number; vx: number; vy: number; speed: number };

async function drag(page: Page, x1: number, x2: number, y: number) {
  const a = await gamePoint(page, x1, y);
  const b = await gamePoint(page, x2, y);
  await page.evaluate(([s, e]) => {
    const target = document.elementFromPoint(s!.x, s!.y) ?? document.body;
    const base = { pointerId: 15, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0 };
    target.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: s!.x, clientY: s!.y, buttons: 1 }));
    for (let i = 1; i <= 6; i++) target.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: s!.x + ((e!.x - s!.x) * i) / 6, clientY: s!.y, buttons: 1 }));
    target.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: e!.x, clientY: e!.y, buttons: 0 }));
  }, [a, b]);
}

test.describe('game 8: paddle duel', () => {
  commonGameTests(ID);

  test('serves after a countdown; arrow keys and the mouse move the paddle', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '21' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ you: 0, cpu: 0, playerX: 240, serving: true, difficulty: 'medium', target: 7 });
    await expect.poll(async () => ((await getState(page)).ball as Ball).speed, { timeout: 5000 }).toBeGreaterThan(300);
    await page.keyboard.down('ArrowRight');
    await expect.poll(async () => (await getState(page)).playerX as number).toBeGreaterThan(330);
    await page.keyboard.up('ArrowRight');
    const p = await gamePoint(page, 100, 600);
    await page.mouse.move(p.x, p.y);
    await expect.poll(async () => Math.abs(((await getState(page)).playerX as number) - 100)).toBeLessThan(3);
    s = await getState(page);
    expect(s.aiX as number).toBeGreaterThanOrEqual(46);
    expect(s.aiX as number).toBeLessThanOrEqual(434);
    expect(errors).toEqual([]);
  });

  test('a short match against an idle player ends with the CPU winning', async ({ page, gamesOrigin, errors }) => {
    test.setTimeout(90_000);
    await openGame(page, gamesOrigin, ID, { seed: '2', lang: 'en' });
    await page.getByText('Easy', { exact: true }).click();
    await page.getByText('3 points', { exact: true }).click();
    await play(page);
    expect(await getState(page)).toMatchObject({ difficulty: 'easy', target: 3, level: 1 });
    const left = await gamePoint(page, 40, 600);
    const right = await gamePoint(page, 440, 600);
    for (let i = 0; i < 800; i++) {
      const s = await getState(page);
      if (s.screen !== 'playing') break;
      expect(s.aiX as number).toBeGreaterThanOrEqual(46);
      expect(s.aiX as number).toBeLessThanOrEqual(434);
      const away = (s.ball as Ball).x < 240 ? right : left;
      await page.mouse.move(away.x, away.y);
      await page.waitForTimeout(40);
    }
    await expect.poll(async () => (await getState(page)).screen).toBe('over');
    expect(await getState(page)).toMatchObject({ cpu: 3, you: 0, won: false });
    expect(await page.locator('[data-stat="cpu"]').innerText()).toBe('3');
    await expect(page.locator('.gk-overlay')).toContainText('The CPU wins 3 : 0');
    await page.getByRole('button', { name: 'Restart' }).click();
    expect(await getState(page)).toMatchObject({ screen: 'playing', cpu: 0, you: 0, serving: true });
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

    test('dragging a finger moves the paddle', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '9' });
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.y + box.height).toBeLessThanOrEqual(667);
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      await drag(page, 240, 80, 620);
      await expect.poll(async () => (await getState(page)).playerX as number).toBeLessThan(100);
      await drag(page, 80, 400, 620);
      await expect.poll(async () => (await getState(page)).playerX as number).toBeGreaterThan(380);
      expect(errors).toEqual([]);
    });
  });
});
