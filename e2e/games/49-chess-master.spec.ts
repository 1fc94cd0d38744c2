import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 49;
const SQ = 84;
const BX = 24;
const BY = 118;
/** Centre of a square with White at the bottom (the player has White in the first game). */
const at = (sq: string): [number, number] => {
  const file = 'abcdefgh'.indexOf(sq[0]!);
  const rank = Number(sq[1]);
  return [BX + file * SQ + SQ / 2, BY + (8 - rank) * SQ + SQ / 2];
};
/** The piece letter on a square, read from the FEN placement. */
const pieceOn = (fen: string, sq: string) => {
  const rows = fen.split(' ')[0]!.split('/').map((r) => r.replace(/\d/g, (n) => '.'.repeat(Number(n))));
  return rows[8 - Number(sq[1])]![('abcdefgh').indexOf(sq[0]!)];
};

async function waitForHumanTurn(page: Page) {
  await expect.poll(async () => { const s = await getState(page); return s.turn === 'human' && !s.busy; }, { timeout: 8000 }).toBe(true);
}

test.describe('game 49: chess master', () => {
  commonGameTests(ID);

  test('keyboard cursor plays e2-e4, the computer answers, a mouse drag plays Ng1-f3', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '5', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ humanColor: 'w', turn: 'human', plies: 0, level: 1, cursor: 'e2', selected: null });
    expect(s.legal as string[]).toHaveLength(20);
    // The loop stands still while the keys go in, so the computer cannot answer in between.
    await page.evaluate(() => (window as any).gameKit.freeze());
    await page.keyboard.press('ArrowUp'); // shows the cursor on e2
    await page.keyboard.press('Enter');
    expect((await getState(page)).selected).toBe('e2');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    expect(await getState(page)).toMatchObject({ lastMove: 'e2e4', turn: 'ai', plies: 1 });
    await page.evaluate(() => (window as any).gameKit.resume());
    await waitForHumanTurn(page);
    s = await getState(page);
    expect(s.plies).toBe(2);
    expect(pieceOn(s.fen as string, 'e4')).toBe('P');
    expect(pieceOn(s.fen as string, 'e2')).toBe('.');
    expect((s.fen as string).split(' ')[1]).toBe('w');
    const a = await gamePoint(page, ...at('g1'));
    const b = await gamePoint(page, ...at('f3'));
    await page.evaluate(() => (window as any).gameKit.freeze());
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    for (let i = 1; i <= 6; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / 6, a.y + ((b.y - a.y) * i) / 6);
    await page.mouse.up();
    s = await getState(page);
    expect(s).toMatchObject({ lastMove: 'g1f3', plies: 3, turn: 'ai' });
    expect(pieceOn(s.fen as string, 'f3')).toBe('N');
    expect(pieceOn(s.fen as string, 'g1')).toBe('.');
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; tap a pawn, then its square', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '3' });
      // Entirely on screen, not scrolled out of the start panel.
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await tapPlay(page);
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const tap = async (sq: string) => { const p = await gamePoint(page, ...at(sq)); await page.touchscreen.tap(p.x, p.y); };
      await page.evaluate(() => (window as any).gameKit.freeze());
      await tap('d2');
      expect((await getState(page)).selected).toBe('d2');
      await tap('d4');
      expect(await getState(page)).toMatchObject({ lastMove: 'd2d4', plies: 1 });
      await page.evaluate(() => (window as any).gameKit.resume());
      await waitForHumanTurn(page);
      const s = await getState(page);
      expect(s.plies).toBe(2);
      expect(pieceOn(s.fen as string, 'd4')).toBe('P');
      expect(errors).toEqual([]);
    });
  });
});
