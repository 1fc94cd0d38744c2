import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 18;
const SIZE = 15;
const CELL = 42;
const PAD = 30;
const BY = 60 + PAD - 10;
const point = (r: number, c: number) => [PAD + c * CELL, BY + r * CELL] as const;
const stones = (rows: string[]) => rows.join('').split('').filter((ch) => ch !== '0').length;

async function waitForHumanTurn(page: Page) {
  await expect.poll(async () => { const s = await getState(page); return s.turn === 'human' && !s.busy; }, { timeout: 10_000 }).toBe(true);
}

test.describe('game 18: five in a row', () => {
  commonGameTests(ID);

  test('a click places a black stone and the AI answers next to it', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '4', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ turn: 'human', humanColor: 1, moves: 0 });
    const p = await gamePoint(page, ...point(7, 7));
    await page.mouse.click(p.x, p.y);
    await waitForHumanTurn(page);
    s = await getState(page);
    const rows = s.board as string[];
    expect(rows[7]![7]).toBe('1');
    expect(stones(rows)).toBe(2);
    // The reply is adjacent (within two points) of the first stone.
    const r = rows.findIndex((row) => row.includes('2'));
    const c = rows[r]!.indexOf('2');
    expect(Math.max(Math.abs(r - 7), Math.abs(c - 7))).toBeLessThanOrEqual(2);
    // Clicking an occupied point does nothing.
    await page.mouse.click(p.x, p.y);
    expect((await getState(page)).moves).toBe(2);
    expect(errors).toEqual([]);
  });

  test('keyboard cursor places stones; restart clears the board', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '11', lang: 'en' });
    await page.getByText('Hard', { exact: true }).click();
    await play(page);
    expect((await getState(page)).cursor).toEqual({ r: 7, c: 7 });
    await page.keyboard.press('Space');
    await waitForHumanTurn(page);
    let rows = (await getState(page)).board as string[];
    expect(rows[7]![7]).toBe('1');
    // Walk to a free point two rows up and place there.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    expect((await getState(page)).cursor).toEqual({ r: 4, c: 6 });
    await page.keyboard.press('Enter');
    await waitForHumanTurn(page);
    const s = await getState(page);
    rows = s.board as string[];
    expect(rows[4]![6]).toBe('1');
    expect(s).toMatchObject({ moves: 4, humanMoves: 2 });
    expect(await page.locator('[data-stat="moves"]').innerText()).toBe('2');
    await page.keyboard.press('p');
    await page.getByRole('button', { name: 'Restart' }).click();
    expect(await getState(page)).toMatchObject({ screen: 'playing', moves: 0, score: 0, round: 1 });
    expect(stones((await getState(page)).board as string[])).toBe(0);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

    test('tap previews, a second tap places', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '3', lang: 'en' });
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await tapPlay(page);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const p = await gamePoint(page, ...point(6, 6));
      await page.touchscreen.tap(p.x, p.y);
      let s = await getState(page);
      expect(s.pending).toBe(6 * SIZE + 6);
      expect(s.moves).toBe(0);
      await page.touchscreen.tap(p.x, p.y);
      s = await getState(page);
      expect((s.board as string[])[6]![6]).toBe('1');
      await waitForHumanTurn(page);
      expect(stones((await getState(page)).board as string[])).toBe(2);
      expect(errors).toEqual([]);
    });
  });
});
