import { test, expect, openGame, play, tapPlay, getState, swipe, commonGameTests, kitLanguageTests, canvasColourCount } from './harness';

const ID = 1;
type Board = number[][];
const tiles = (b: Board) => b.flat().filter(Boolean).length;

test.describe('game 1: 2048 tile merge', () => {
  commonGameTests(ID);
  kitLanguageTests(ID);

  test('arrow keys slide the tiles and merges add to the score', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '42' });
    await play(page);
    const before = (await getState(page)).board as Board;
    expect(tiles(before)).toBe(2);
    let moved = 0;
    for (const key of ['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowDown']) {
      const prev = JSON.stringify((await getState(page)).board);
      await page.keyboard.press(key);
      if (JSON.stringify((await getState(page)).board) !== prev) moved++;
    }
    const s = await getState(page);
    expect(moved).toBeGreaterThan(4);
    expect(s.moves).toBe(moved);
    // Each successful move spawns one tile and each merge removes one, so score > 0 once tiles merged.
    const merges = 2 + moved - tiles(s.board as Board);
    expect(merges).toBeGreaterThan(0);
    expect(s.score).toBeGreaterThan(0);
    expect(await page.locator('[data-stat="score"]').innerText()).toBe(String(s.score));
    expect(errors).toEqual([]);
  });

  test('restart from the pause menu resets the board and score', async ({ page, gamesOrigin }) => {
    await openGame(page, gamesOrigin, ID, { seed: '7', lang: 'en' });
    await play(page);
    for (const k of ['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowDown']) await page.keyboard.press(k);
    expect((await getState(page)).moves).toBeGreaterThan(0);
    await page.keyboard.press('p');
    await page.getByRole('button', { name: 'Restart' }).click();
    const s = await getState(page);
    expect(s).toMatchObject({ screen: 'playing', score: 0, moves: 0 });
    expect(tiles(s.board as Board)).toBe(2);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

    test('tap Play and swipe to move tiles', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '3' });
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await tapPlay(page);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      let changes = 0;
      for (const d of ['left', 'down', 'right', 'up'] as const) {
        const prev = JSON.stringify((await getState(page)).board);
        await swipe(page, d);
        if (JSON.stringify((await getState(page)).board) !== prev) changes++;
      }
      expect(changes).toBeGreaterThan(1);
      expect(errors).toEqual([]);
    });
  });
});
