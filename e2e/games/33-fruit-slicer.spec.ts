import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount, type GameState } from './harness';
import type { Page } from '@playwright/test';

const ID = 33;
type Item = { kind: string; x: number; y: number; r: number; vy: number };

/** A fruit (not a bomb) well inside the board, or null. */
function fruitInView(s: GameState): Item | null {
  return (s.items as Item[]).find((it) => it.kind !== 'bomb' && it.y > 80 && it.y < 560) ?? null;
}

async function waitForFruit(page: Page): Promise<Item> {
  await expect.poll(async () => fruitInView(await getState(page)) !== null, { timeout: 8000 }).toBe(true);
  await page.evaluate(() => (window as any).gameKit.freeze());
  return fruitInView(await getState(page))!;
}

test.describe('game 33: fruit slicer', () => {
  commonGameTests(ID);

  test('dragging the mouse through a fruit slices it; moving without a press does not', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '2', lang: 'en' });
    await play(page);
    expect(await getState(page)).toMatchObject({ lives: 3, sliced: 0, wave: -1 });
    const f = await waitForFruit(page);
    const a = await gamePoint(page, f.x - 70, f.y + 25);
    const b = await gamePoint(page, f.x + 70, f.y - 25);
    // A plain hover across the fruit: nothing happens.
    await page.mouse.move(a.x, a.y);
    await page.mouse.move(b.x, b.y, { steps: 6 });
    expect((await getState(page)).sliced).toBe(0);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 8 });
    await page.mouse.up();
    const s = await getState(page);
    expect(s.sliced as number).toBeGreaterThanOrEqual(1);
    expect(s.halves as number).toBeGreaterThanOrEqual(2);
    expect(s.score).toBeGreaterThanOrEqual(10);
    expect((s.items as Item[]).some((it) => it.x === f.x && it.y === f.y)).toBe(false);
    await page.evaluate(() => (window as any).gameKit.resume());
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; a finger swipe slices fruit', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '6', lang: 'de' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(canvas.width).toBeGreaterThan(300);
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const f = await waitForFruit(page);
      const a = await gamePoint(page, f.x, f.y + 60);
      const b = await gamePoint(page, f.x + 10, f.y - 60);
      await page.evaluate(([s, e]) => {
        const target = document.elementFromPoint(s!.x, s!.y) ?? document.body;
        const base = { pointerId: 21, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0 };
        target.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: s!.x, clientY: s!.y, buttons: 1 }));
        for (let i = 1; i <= 6; i++) {
          target.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: s!.x + ((e!.x - s!.x) * i) / 6, clientY: s!.y + ((e!.y - s!.y) * i) / 6, buttons: 1 }));
        }
        target.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: e!.x, clientY: e!.y, buttons: 0 }));
      }, [a, b]);
      const s = await getState(page);
      expect(s.sliced as number).toBeGreaterThanOrEqual(1);
      expect(s.slicing).toBe(false);
      await page.evaluate(() => (window as any).gameKit.resume());
      expect(errors).toEqual([]);
    });
  });
});
