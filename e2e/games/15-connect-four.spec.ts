import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';

const ID = 15;
const CELL = 88;
const PAD = 22;
const TOP = 100;
const colX = (c: number) => PAD + c * CELL + CELL / 2;
const discs = (rows: string[], p: string) => rows.join('').split('').filter((ch) => ch === p).length;

async function waitForHumanTurn(page: import('@playwright/test').Page) {
  await expect.poll(async () => { const s = await getState(page); return s.turn === 'human' && !s.busy; }, { timeout: 10_000 }).toBe(true);
}

test.describe('game 15: connect four', () => {
  commonGameTests(ID);

  test('keyboard drops a disc, the AI answers with a legal move', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '5', lang: 'en' });
    await page.getByText('Easy', { exact: true }).click();
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ turn: 'human', moves: 0, level: 1, cursor: 3 });
    await page.keyboard.press('ArrowLeft');
    expect((await getState(page)).cursor).toBe(2);
    await page.keyboard.press('Space');
    await waitForHumanTurn(page);
    s = await getState(page);
    const rows = s.board as string[];
    expect(rows[5]![2]).toBe('1');
    expect(discs(rows, '1')).toBe(1);
    expect(discs(rows, '2')).toBe(1);
    expect(s.moves).toBe(2);
    // Digit keys drop straight into a column.
    await page.keyboard.press('Digit7');
    await waitForHumanTurn(page);
    s = await getState(page);
    expect((s.board as string[]).some((r) => r[6] === '1')).toBe(true);
    expect(s.moves).toBe(4);
    expect(errors).toEqual([]);
  });

  test('clicking a column drops the disc to its bottom row', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '9' });
    await play(page);
    const p = await gamePoint(page, colX(0), TOP + 2 * CELL);
    await page.mouse.click(p.x, p.y);
    await waitForHumanTurn(page);
    const s = await getState(page);
    expect((s.board as string[])[5]![0]).toBe('1');
    expect(s.legal).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(errors).toEqual([]);
  });

  test('hard difficulty searches deeper and restart clears the board', async ({ page, gamesOrigin }) => {
    await openGame(page, gamesOrigin, ID, { seed: '2', lang: 'en' });
    await page.getByText('Hard', { exact: true }).click();
    await play(page);
    expect((await getState(page)).aiDepth).toBe(5);
    await page.keyboard.press('Enter');
    await waitForHumanTurn(page);
    expect((await getState(page)).moves).toBe(2);
    await page.keyboard.press('p');
    await page.getByRole('button', { name: 'Restart' }).click();
    const s = await getState(page);
    expect(s).toMatchObject({ screen: 'playing', moves: 0, score: 0, round: 1 });
    expect(discs(s.board as string[], '1') + discs(s.board as string[], '2')).toBe(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

    test('tap Play and tap columns to play', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '3' });
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await tapPlay(page);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      for (const c of [3, 4]) {
        await waitForHumanTurn(page);
        const p = await gamePoint(page, colX(c), TOP + 3 * CELL);
        await page.touchscreen.tap(p.x, p.y);
      }
      await waitForHumanTurn(page);
      const s = await getState(page);
      expect(s.moves).toBe(4);
      expect(discs(s.board as string[], '1')).toBe(2);
      expect(errors).toEqual([]);
    });
  });
});
