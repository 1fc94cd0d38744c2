import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount, type GameState } from './harness';
import type { Page } from '@playwright/test';

const ID = 69;
type Word = { word: string; found: boolean; r: number; c: number; dr: number; dc: number; len: number };
type Layout = { x: number; y: number; cell: number };

/** Logical centre of cell i of a word. */
function cellCentre(s: GameState, w: Word, i: number) {
  const L = s.layout as Layout;
  return [L.x + (w.c + w.dc * i + 0.5) * L.cell, L.y + (w.r + w.dr * i + 0.5) * L.cell] as const;
}

/** Touch drag through pointer events, as a finger produces them. */
async function fingerDrag(page: Page, from: readonly [number, number], to: readonly [number, number]) {
  const a = await gamePoint(page, ...from);
  const b = await gamePoint(page, ...to);
  await page.evaluate(([s, e]) => {
    const target = document.elementFromPoint(s!.x, s!.y) ?? document.body;
    const base = { pointerId: 21, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0 };
    target.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: s!.x, clientY: s!.y, buttons: 1 }));
    for (let i = 1; i <= 6; i++) {
      target.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: s!.x + ((e!.x - s!.x) * i) / 6, clientY: s!.y + ((e!.y - s!.y) * i) / 6, buttons: 1 }));
    }
    target.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: e!.x, clientY: e!.y, buttons: 0 }));
  }, [a, b]);
}

test.describe('game 69: word search', () => {
  commonGameTests(ID);

  test('a mouse drag and the keyboard each select a hidden word; a found word does not count twice', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '11', lang: 'en' });
    await play(page);
    await page.evaluate(() => (window as any).gameKit.freeze());
    let s = await getState(page);
    expect(s).toMatchObject({ size: 8, foundCount: 0, level: 1, phase: 'play' });
    const words = s.words as Word[];
    expect(words).toHaveLength(6);
    // Drag across the first word with the mouse.
    const w0 = words[0]!;
    const a = await gamePoint(page, ...cellCentre(s, w0, 0));
    const b = await gamePoint(page, ...cellCentre(s, w0, w0.len - 1));
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 3 });
    await page.mouse.move(b.x, b.y, { steps: 3 });
    await page.mouse.up();
    s = await getState(page);
    expect(s.foundCount).toBe(1);
    expect((s.words as Word[])[0]!.found).toBe(true);
    expect(s.score).toBeGreaterThan(0);
    const score = s.score;
    // A line through a found word again scores nothing.
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 4 });
    await page.mouse.up();
    expect((await getState(page)).score).toBe(score);
    // Keyboard: show the cursor, walk to the second word's first letter, anchor, walk to its last, confirm.
    const w1 = words[1]!;
    await page.keyboard.press('ArrowRight');
    for (let i = 0; i < w1.r; i++) await page.keyboard.press('ArrowDown');
    for (let i = 0; i < w1.c; i++) await page.keyboard.press('ArrowRight');
    expect((await getState(page)).cursor).toEqual({ r: w1.r, c: w1.c });
    await page.keyboard.press('Space');
    expect((await getState(page)).anchor).toEqual({ r: w1.r, c: w1.c });
    const key = (d: number, pos: string, neg: string) => (d > 0 ? pos : neg);
    for (let i = 0; i < w1.len - 1; i++) {
      if (w1.dr) await page.keyboard.press(key(w1.dr, 'ArrowDown', 'ArrowUp'));
      if (w1.dc) await page.keyboard.press(key(w1.dc, 'ArrowRight', 'ArrowLeft'));
    }
    await page.keyboard.press('Enter');
    s = await getState(page);
    expect(s.foundCount).toBe(2);
    expect((s.words as Word[])[1]!.found).toBe(true);
    // H spends 15 seconds on a hint.
    const t0 = s.timeLeft as number;
    await page.keyboard.press('KeyH');
    expect((await getState(page)).timeLeft).toBe(t0 - 15);
    await page.evaluate(() => (window as any).gameKit.resume());
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; a finger drag and two taps find words', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '5', lang: 'de' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await tapPlay(page);
      await page.evaluate(() => (window as any).gameKit.freeze());
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const s = await getState(page);
      const words = s.words as Word[];
      // Finger drag from the first letter to the last.
      const w0 = words[0]!;
      await fingerDrag(page, cellCentre(s, w0, 0), cellCentre(s, w0, w0.len - 1));
      expect((await getState(page)).foundCount).toBe(1);
      // Two taps: first letter, then last letter (backwards from the last works as well).
      const w1 = words[1]!;
      const last = await gamePoint(page, ...cellCentre(s, w1, w1.len - 1));
      const first = await gamePoint(page, ...cellCentre(s, w1, 0));
      await page.touchscreen.tap(last.x, last.y);
      expect((await getState(page)).anchor).toEqual({ r: w1.r + w1.dr * (w1.len - 1), c: w1.c + w1.dc * (w1.len - 1) });
      await page.touchscreen.tap(first.x, first.y);
      const after = await getState(page);
      expect(after.foundCount).toBe(2);
      expect((after.words as Word[]).slice(0, 2).every((w) => w.found)).toBe(true);
      // Cells are big enough for a finger.
      expect(((s.layout as Layout).cell / 540) * box.width).toBeGreaterThan(28);
      await page.evaluate(() => (window as any).gameKit.resume());
      expect(errors).toEqual([]);
    });
  });
});
