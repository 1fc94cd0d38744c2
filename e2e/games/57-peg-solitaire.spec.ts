import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 57;
// Layout of games/57/game.js for the 7×7 boards: hole spacing and the centre of hole (0, 0).
const S = Math.min(560 / 7, 540 / 7);
const OX = (600 - 6 * S) / 2;
const OY = 118 + (540 - 6 * S) / 2;
const hole = (r: number, c: number) => ({ x: OX + c * S, y: OY + r * S });
// Index of (r, c) on the English board (rows of 3, 3, 7, 7, 7, 3, 3 holes).
const ROW_START = [0, 3, 6, 13, 20, 27, 30];
const rc = (i: number): [number, number] => {
  const r = ROW_START.filter((s) => s <= i).length - 1;
  return [r, i - ROW_START[r]! + (r < 2 || r > 4 ? 2 : 0)];
};

async function click(page: Page, r: number, c: number) {
  const h = hole(r, c);
  const p = await gamePoint(page, h.x, h.y);
  await page.mouse.click(p.x, p.y);
}

/** A finger drag between two holes (pointer events, as a touch screen produces). */
async function drag(page: Page, from: [number, number], to: [number, number]) {
  const a = await gamePoint(page, hole(...from).x, hole(...from).y);
  const b = await gamePoint(page, hole(...to).x, hole(...to).y);
  await page.evaluate(([s, e]) => {
    const target = document.elementFromPoint(s!.x, s!.y) ?? document.body;
    const base = { pointerId: 31, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0 };
    target.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: s!.x, clientY: s!.y, buttons: 1 }));
    for (let i = 1; i <= 6; i++) target.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: s!.x + ((e!.x - s!.x) * i) / 6, clientY: s!.y + ((e!.y - s!.y) * i) / 6, buttons: 1 }));
    target.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: e!.x, clientY: e!.y, buttons: 0 }));
  }, [a, b]);
}

test.describe('game 57: peg solitaire', () => {
  commonGameTests(ID);

  test('keyboard jumps and undo; mouse clicks finish the cross on the gold ring (genius) and move on', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '1', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ family: 'english', puzzle: 'cross', pegs: 6, jumps: 0, cursor: 9, target: 16 });
    // Space picks the peg under the cursor at (2,3); two steps up and Space jump it to (0,3).
    await page.keyboard.press('Space');
    expect((await getState(page)).selected).toBe(9);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect((await getState(page)).cursor).toBe(1);
    await page.keyboard.press('Space');
    s = await getState(page);
    expect(s).toMatchObject({ pegs: 5, jumps: 1 });
    expect((s.cells as string)[1]).toBe('1');
    expect((s.cells as string)[9]).toBe('0');
    expect((s.cells as string)[4]).toBe('0'); // the peg jumped over, (1,3), is gone
    await page.keyboard.press('u');
    expect(await getState(page)).toMatchObject({ pegs: 6, jumps: 0, undos: 1 });
    // Solve it with the game's own solver (loaded in the page) and play the answer by mouse.
    const moves = await page.evaluate(async () => {
      const m = await import('/yxmb/57/logic.js' as string);
      const st = (window as any).gameKit.state();
      return m.solve(m.BOARDS.english, [...st.cells].map((ch: string) => ch === '1'), st.target) as [number, number][];
    });
    expect(moves).toHaveLength(5);
    for (const [f, t] of moves) {
      await click(page, ...rc(f));
      await click(page, ...rc(t));
    }
    s = await getState(page);
    expect(s).toMatchObject({ pegs: 1, finished: true, rating: 'genius', jumps: 5 });
    expect((s.cells as string)[16]).toBe('1');
    await page.keyboard.press('Enter'); // Next
    s = await getState(page);
    expect(s).toMatchObject({ puzzle: 'plus', index: 1, level: 2, finished: false, undos: 0, score: 5 * 10 + 400 - 5 });
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; tap-tap and drag jump pegs, the Undo button takes one back', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '2' });
      const fits = await page.evaluate(() => {
        const b = document.querySelector('.gk-overlay .gk-btn-primary')!.getBoundingClientRect();
        const p = document.querySelector('.gk-overlay .gk-panel')!.getBoundingClientRect();
        return b.top >= p.top && b.bottom <= p.bottom && b.left >= 0 && b.right <= innerWidth && b.bottom <= innerHeight;
      });
      expect(fits).toBe(true);
      await tapPlay(page);
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      for (const [r, c] of [[2, 3], [0, 3]]) {
        const p = await gamePoint(page, hole(r!, c!).x, hole(r!, c!).y);
        await page.touchscreen.tap(p.x, p.y);
      }
      await expect.poll(async () => (await getState(page)).jumps).toBe(1);
      await drag(page, [4, 3], [2, 3]);
      await expect.poll(async () => (await getState(page)).jumps).toBe(2);
      expect(await getState(page)).toMatchObject({ pegs: 4 });
      await page.locator('.gk-ctl', { hasText: '↶' }).tap();
      await expect.poll(async () => (await getState(page)).jumps).toBe(1);
      expect(await getState(page)).toMatchObject({ pegs: 5, undos: 1 });
      expect(errors).toEqual([]);
    });
  });
});
