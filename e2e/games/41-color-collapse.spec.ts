import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 41;
const CELL = 62;
const BX = (600 - 9 * CELL) / 2;
const BY = 118;
type Pos = { r: number; c: number };
const centre = (p: Pos) => [BX + p.c * CELL + CELL / 2, BY + p.r * CELL + CELL / 2] as const;

/** A cell with a same-coloured neighbour (bottom rows first), read from the state's board rows. */
function groupCell(board: string[]): Pos {
  for (let r = board.length - 1; r >= 0; r--) {
    for (let c = 0; c < board[r]!.length; c++) {
      const v = board[r]![c];
      if (v !== '.' && (board[r]![c + 1] === v || board[r - 1]?.[c] === v)) return { r, c };
    }
  }
  throw new Error('no group');
}
const settled = (page: Page) => expect.poll(async () => (await getState(page)).settled).toBe(true);

test.describe('game 41: color collapse', () => {
  commonGameTests(ID);

  test('keyboard cursor and mouse clicks clear groups, score and let blocks fall', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '21', lang: 'en' });
    await play(page);
    await settled(page);
    let s = await getState(page);
    expect(s).toMatchObject({ level: 1, plays: 0, blocksLeft: 99, colors: 3, target: 4000, phase: 'play' });
    const a = groupCell(s.board as string[]);
    await page.keyboard.press('ArrowUp'); // shows the cursor at the bottom-left cell
    expect((await getState(page)).cursor).toEqual({ r: 10, c: 0 });
    for (let r = 10; r > a.r; r--) await page.keyboard.press('ArrowUp');
    for (let c = 0; c < a.c; c++) await page.keyboard.press('ArrowRight');
    expect((await getState(page)).cursor).toEqual(a);
    await page.keyboard.press('Space');
    s = await getState(page);
    expect(s.plays).toBe(1);
    expect(s.score).toBeGreaterThanOrEqual(10);
    expect(s.blocksLeft as number).toBeLessThanOrEqual(97);
    await settled(page);
    const b = groupCell((await getState(page)).board as string[]);
    const q = await gamePoint(page, ...centre(b));
    await page.mouse.click(q.x, q.y);
    s = await getState(page);
    expect(s.plays).toBe(2);
    expect(s.levelScore).toBe(s.score);
    expect(await page.locator('[data-stat="target"]').innerText()).toBe('4,000');
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible and a tap clears a group', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '5' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(330);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.y + box.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      await settled(page);
      const before = await getState(page);
      const p = await gamePoint(page, ...centre(groupCell(before.board as string[])));
      await page.touchscreen.tap(p.x, p.y);
      await expect.poll(async () => (await getState(page)).plays).toBe(1);
      const after = await getState(page);
      expect(after.score).toBeGreaterThan(0);
      expect(after.blocksLeft as number).toBeLessThan(before.blocksLeft as number);
      expect(errors).toEqual([]);
    });
  });
});
