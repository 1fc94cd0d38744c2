import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 80;
const CELL = 66;
const OX = (576 - 8 * CELL) / 2;
const OY = 152;
type Pos = { r: number; c: number };
const centre = (p: Pos) => [OX + p.c * CELL + CELL / 2, OY + p.r * CELL + CELL / 2] as const;
const freeze = (page: Page) => page.evaluate(() => (window as any).gameKit.freeze());
const resume = (page: Page) => page.evaluate(() => (window as any).gameKit.resume());
/** The next move once the board is at rest. */
const nextHint = async (page: Page) => {
  await expect.poll(async () => (await getState(page)).hint, { timeout: 10_000 }).not.toBeNull();
  return (await getState(page)).hint as [Pos, Pos];
};

test.describe('game 80: match rush', () => {
  commonGameTests(ID);

  test('click-click and the keyboard make matches that score, add time and feed the fever', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '9', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ phase: 'play', matches: 0, multiplier: 1, bonusTime: 0, colors: 5 });
    expect(s.clock as number).toBeGreaterThan(55);
    // Freeze the clock while the clicks go in, so only the swap moves the game on.
    await freeze(page);
    const [a, b] = s.hint as [Pos, Pos];
    for (const p of [a, b]) { const q = await gamePoint(page, ...centre(p)); await page.mouse.click(q.x, q.y); }
    const frozen = await getState(page);
    expect(frozen.board).not.toEqual(s.board); // swapped at once, matched after the swap is drawn
    await resume(page);
    await expect.poll(async () => (await getState(page)).matches).toBe(1);
    await freeze(page);
    s = await getState(page);
    await resume(page);
    expect(s.score).toBeGreaterThanOrEqual(30);
    expect(s.bonusTime as number).toBeGreaterThanOrEqual(0.5);
    expect((s.fever as { meter: number; chain: number }).meter).toBeGreaterThan(0);
    expect((s.fever as { chain: number }).chain).toBe(1);
    // Keyboard: cursor to the next move's first gem, Space picks it, an arrow swaps.
    const [c, d] = await nextHint(page);
    await freeze(page);
    await page.keyboard.press('ArrowUp'); // shows the cursor at (2, 3)
    let cur = (await getState(page)).cursor as Pos;
    while (cur.r !== c.r) { await page.keyboard.press(cur.r < c.r ? 'ArrowDown' : 'ArrowUp'); cur = (await getState(page)).cursor as Pos; }
    while (cur.c !== c.c) { await page.keyboard.press(cur.c < c.c ? 'ArrowRight' : 'ArrowLeft'); cur = (await getState(page)).cursor as Pos; }
    await page.keyboard.press('Space');
    expect((await getState(page)).selected).toEqual(c);
    await page.keyboard.press(d.r > c.r ? 'ArrowDown' : 'ArrowRight');
    await resume(page);
    await expect.poll(async () => (await getState(page)).matches).toBe(2);
    expect((await getState(page)).score).toBeGreaterThan(s.score);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; swiping a gem and tap-tap both match, the clock ticks down', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '4', lang: 'de' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.width).toBeGreaterThan(330);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const [a, b] = await nextHint(page);
      const from = await gamePoint(page, ...centre(a));
      const to = await gamePoint(page, ...centre(b));
      await page.evaluate(([s, e]) => {
        const target = document.elementFromPoint(s!.x, s!.y)!;
        const base = { pointerId: 9, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0 };
        target.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: s!.x, clientY: s!.y, buttons: 1 }));
        target.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: (s!.x + e!.x) / 2, clientY: (s!.y + e!.y) / 2, buttons: 1 }));
        target.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: e!.x, clientY: e!.y, buttons: 0 }));
      }, [from, to]);
      await expect.poll(async () => (await getState(page)).matches).toBe(1);
      const [c, d] = await nextHint(page);
      for (const p of [c, d]) { const q = await gamePoint(page, ...centre(p)); await page.touchscreen.tap(q.x, q.y); }
      await expect.poll(async () => (await getState(page)).matches).toBe(2);
      const after = await getState(page);
      expect(after.score).toBeGreaterThan(0);
      await expect.poll(async () => (await getState(page)).clock as number).toBeLessThan(after.clock as number);
      expect(Number(await page.locator('[data-stat="time"]').innerText())).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });
  });
});
