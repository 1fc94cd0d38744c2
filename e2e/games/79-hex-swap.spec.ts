import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 79;
type Turn = { pivot: number; dir: 1 | -1; x: number; y: number };
const idle = (page: Page) => expect.poll(async () => (await getState(page)).phase, { timeout: 10_000 }).toBe('idle');

/** Finger events at logical points: a tap when `to` is missing, else a drag. */
async function finger(page: Page, from: { x: number; y: number }, to?: { x: number; y: number }) {
  const a = await gamePoint(page, from.x, from.y);
  const b = to ? await gamePoint(page, to.x, to.y) : a;
  await page.evaluate(([s, e]) => {
    const target = document.elementFromPoint(s!.x, s!.y) ?? document.body;
    const base = { pointerId: 21, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0 };
    target.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: s!.x, clientY: s!.y, buttons: 1 }));
    for (let i = 1; i <= 4; i++) target.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: s!.x + ((e!.x - s!.x) * i) / 4, clientY: s!.y + ((e!.y - s!.y) * i) / 4, buttons: 1 }));
    target.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: e!.x, clientY: e!.y, buttons: 0 }));
  }, [a, b]);
}

test.describe('game 79: hex spin', () => {
  commonGameTests(ID);

  test('clicking a corner turns its trio: a match costs a move, a dud springs back; arrows move the cursor', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '5', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ level: 1, movesLeft: 20, rotations: 0, phase: 'idle', score: 0 });
    const hint = s.hint as Turn;
    let q = await gamePoint(page, hint.x, hint.y);
    await page.mouse.click(q.x, q.y, { button: hint.dir === 1 ? 'left' : 'right' });
    await expect.poll(async () => (await getState(page)).rotations).toBe(1);
    await idle(page);
    s = await getState(page);
    expect(s.movesLeft).toBe(19);
    expect(s.score).toBeGreaterThanOrEqual(30);
    expect(await page.locator('[data-stat="moves"]').innerText()).toBe('19');
    // A turn that lines nothing up goes back and costs nothing.
    const before = s.board;
    const dud = s.dud as Turn;
    q = await gamePoint(page, dud.x, dud.y);
    await page.evaluate(() => (window as any).gameKit.freeze());
    await page.mouse.click(q.x, q.y);
    expect((await getState(page)).phase).toBe('spin');
    await page.evaluate(() => (window as any).gameKit.resume());
    await idle(page);
    s = await getState(page);
    expect(s).toMatchObject({ movesLeft: 19, rotations: 1, board: before });
    // Keyboard: the first arrow shows the cursor, the next ones move it that way.
    await page.keyboard.press('ArrowRight');
    const c0 = (await getState(page)).cursorXY as { x: number; y: number };
    await page.keyboard.press('ArrowRight');
    const c1 = (await getState(page)).cursorXY as { x: number; y: number };
    expect(c1.x).toBeGreaterThan(c0.x);
    await page.keyboard.press('ArrowDown');
    expect(((await getState(page)).cursorXY as { y: number }).y).toBeGreaterThan(c1.y);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; the turn buttons, a tap and a drag round a corner all play', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '3', lang: 'fr' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.width).toBeGreaterThan(320);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      await expect(page.locator('.gk-controls')).toBeVisible();
      const hint = (await getState(page)).hint as Turn;
      await page.locator('.gk-ctl', { hasText: hint.dir === 1 ? '↻' : '↺' }).tap();
      expect((await getState(page)).tapDir).toBe(hint.dir);
      await finger(page, hint);
      await expect.poll(async () => (await getState(page)).movesLeft).toBe(19);
      await idle(page);
      // Drag along the turn: start inside the first hex near the corner, move at right angles to it.
      const s = await getState(page);
      const h2 = s.hint as Turn;
      const start = { x: h2.x, y: h2.y - 22 };
      // Up from the corner, a drag to the right turns clockwise, to the left anticlockwise.
      await finger(page, start, { x: start.x + 70 * h2.dir, y: start.y });
      await expect.poll(async () => (await getState(page)).movesLeft).toBe(18);
      expect((await getState(page)).score).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });
  });
});
