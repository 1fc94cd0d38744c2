import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 39;
const CELL = 66;
const BX = (600 - 8 * CELL) / 2;
const BY = 196;
type Pos = { r: number; c: number };
const centre = (p: Pos) => [BX + p.c * CELL + CELL / 2, BY + p.r * CELL + CELL / 2] as const;
const idle = (page: Page) => expect.poll(async () => (await getState(page)).phase, { timeout: 10_000 }).toBe('idle');
const dirKey = (a: Pos, b: Pos) => (b.r > a.r ? 'ArrowDown' : b.r < a.r ? 'ArrowUp' : b.c > a.c ? 'ArrowRight' : 'ArrowLeft');

test.describe('game 39: jewel quest', () => {
  commonGameTests(ID);

  test('click-click and the keyboard swap gems, use moves and collect towards the goals', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '14', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ level: 1, movesLeft: 20, lives: 3, phase: 'idle', goals: { collect: { 0: 12, 3: 12 }, ice: 0, stones: 0 } });
    const [a, b] = s.hint as [Pos, Pos];
    for (const p of [a, b]) { const q = await gamePoint(page, ...centre(p)); await page.mouse.click(q.x, q.y); }
    await idle(page);
    s = await getState(page);
    expect(s.movesLeft).toBe(19);
    expect(s.score).toBeGreaterThanOrEqual(30);
    expect((s.collected as number[]).reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(3);
    expect((s.board as string[]).join('')).not.toContain('.');
    const [c, d] = s.hint as [Pos, Pos];
    await page.keyboard.press('ArrowUp'); // shows the cursor
    let cur = (await getState(page)).cursor as Pos;
    while (cur.r !== c.r) { await page.keyboard.press(cur.r < c.r ? 'ArrowDown' : 'ArrowUp'); cur = (await getState(page)).cursor as Pos; }
    while (cur.c !== c.c) { await page.keyboard.press(cur.c < c.c ? 'ArrowRight' : 'ArrowLeft'); cur = (await getState(page)).cursor as Pos; }
    await page.keyboard.press('Space');
    expect((await getState(page)).selected).toEqual(c);
    await page.keyboard.press(dirKey(c, d));
    await idle(page);
    expect((await getState(page)).movesLeft).toBe(18);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible and swiping a gem makes a match', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '6' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const [a, b] = (await getState(page)).hint as [Pos, Pos];
      const from = await gamePoint(page, ...centre(a));
      const to = await gamePoint(page, ...centre(b));
      await page.evaluate(([s, e]) => {
        const target = document.elementFromPoint(s!.x, s!.y)!;
        const base = { pointerId: 9, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0 };
        target.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: s!.x, clientY: s!.y, buttons: 1 }));
        target.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: (s!.x + e!.x) / 2, clientY: (s!.y + e!.y) / 2, buttons: 1 }));
        target.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: e!.x, clientY: e!.y, buttons: 0 }));
      }, [from, to]);
      await expect.poll(async () => (await getState(page)).movesLeft).toBe(19);
      await idle(page);
      expect((await getState(page)).score).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });
  });
});
