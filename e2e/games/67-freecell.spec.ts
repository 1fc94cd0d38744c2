import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 67;
type Move = { from: string; to: string; count: number; fromXY: [number, number]; toXY: [number, number] };

/** Moves the keyboard cursor onto column `c` of the tableau. */
async function cursorTo(page: Page, c: number) {
  await page.keyboard.press('ArrowDown');
  const at = ((await getState(page)).cursor as { col: number }).col;
  for (let i = 0; i < (c - at + 8) % 8; i++) await page.keyboard.press('ArrowRight');
}

test.describe('game 67: freecell', () => {
  commonGameTests(ID);

  test('keyboard picks a card and drops it on a column, the mouse drags one to a free cell, U undoes, Hint points', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '3', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ deal: 6, moves: 0, cells: [null, null, null, null], maxMove: 5 });
    const cols = s.cols as string[][];
    const m = (s.legal as Move[]).find((x) => x.from[0] === 'c' && x.to[0] === 'c' && cols[Number(x.to.slice(1))]!.length > 0)!;
    const card = cols[Number(m.from.slice(1))]!.at(-1);
    await cursorTo(page, Number(m.from.slice(1)));
    await page.keyboard.press('Enter');
    expect((await getState(page)).selected).toBe(m.from);
    await cursorTo(page, Number(m.to.slice(1)));
    await page.keyboard.press('Enter');
    s = await getState(page);
    expect(s).toMatchObject({ selected: null, history: 1 });
    expect((s.cols as string[][])[Number(m.to.slice(1))]!.at(-1)).toBe(card);
    // Drag the last card of another column into the first free cell.
    const f = (s.legal as Move[]).find((x) => x.to === 'f0')!;
    const moved = (s.cols as string[][])[Number(f.from.slice(1))]!.at(-1);
    const a = await gamePoint(page, ...f.fromXY);
    const b = await gamePoint(page, ...f.toXY);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
    await page.mouse.move(b.x, b.y, { steps: 4 });
    await page.mouse.up();
    s = await getState(page);
    expect((s.cells as (string | null)[])[0]).toBe(moved);
    expect(s.history).toBe(2);
    await page.keyboard.press('KeyU');
    s = await getState(page);
    expect(s).toMatchObject({ history: 1, cells: [null, null, null, null] });
    const h = await gamePoint(page, ...(s.hintXY as [number, number]));
    await page.mouse.click(h.x, h.y);
    await expect.poll(async () => (await getState(page)).hint).not.toBeNull();
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; a tapped card jumps to a good spot and Undo takes it back', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '4', lang: 'de' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      const btn = (await page.locator('.gk-overlay .gk-btn-primary').boundingBox())!;
      const panel = (await page.locator('.gk-panel').boundingBox())!;
      expect(btn.y + btn.height).toBeLessThanOrEqual(panel.y + panel.height);
      await tapPlay(page);
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.y + box.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      let s = await getState(page);
      const before = s.cols as string[][];
      const m = (s.legal as Move[]).find((x) => x.from[0] === 'c' && x.to[0] === 'c' && before[Number(x.to.slice(1))]!.length > 0)!;
      let p = await gamePoint(page, ...m.fromXY);
      await page.touchscreen.tap(p.x, p.y);
      s = await getState(page);
      expect(s.history).toBe(1);
      expect((s.cols as string[][])[Number(m.from.slice(1))]).toEqual(before[Number(m.from.slice(1))]!.slice(0, -m.count));
      p = await gamePoint(page, ...(s.undoXY as [number, number]));
      await page.touchscreen.tap(p.x, p.y);
      s = await getState(page);
      expect(s).toMatchObject({ history: 0, moves: 2 });
      expect(s.cols).toEqual(before);
      expect(errors).toEqual([]);
    });
  });
});
