import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 62;
const pitCentre = (i: number) => [165, 246 + i * 100] as const;

async function waitForHumanTurn(page: Page) {
  await expect.poll(async () => { const s = await getState(page); return s.turn === 'human' && !s.busy; }, { timeout: 10_000 }).toBe(true);
}

test.describe('game 62: mancala', () => {
  commonGameTests(ID);

  test('keyboard sows a pit, the extra turn is honoured and the AI replies', async ({ page, gamesOrigin, errors }) => {
    // Reduced motion sows at once: the rules are under test here, not the animation.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openGame(page, gamesOrigin, ID, { seed: '5', lang: 'en' });
    await page.getByText('Easy', { exact: true }).click();
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ turn: 'human', cursor: 2, moves: 0, legal: [0, 1, 2, 3, 4, 5] });
    // Pit 2 holds four seeds, exactly the distance to the store: an extra turn.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await waitForHumanTurn(page);
    s = await getState(page);
    expect(s.board).toEqual([4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4, 0]);
    expect(s.moves).toBe(1);
    // Digit 1 sows pit 0 into pits 1-4; then the computer moves.
    await page.keyboard.press('Digit1');
    await waitForHumanTurn(page);
    s = await getState(page);
    const b = s.board as number[];
    expect((s.history as string[]).slice(0, 3)).toEqual(['h2', 'h0', (s.history as string[])[2]]);
    expect((s.history as string[])[2]).toMatch(/^a(7|8|9|10|11|12)$/);
    expect(s.moves as number).toBeGreaterThanOrEqual(3);
    expect(b.reduce((a, v) => a + v, 0)).toBe(48);
    expect(b.slice(7, 13)).not.toEqual([4, 4, 4, 4, 4, 4]);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible and tapping pits plays', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '3', lang: 'de' });
      const btn = (await page.locator('.gk-overlay .gk-btn-primary').boundingBox())!;
      expect(btn.y).toBeGreaterThanOrEqual(0);
      expect(btn.y + btn.height).toBeLessThanOrEqual(740);
      // Not scrolled out of the start panel either (German has the longest texts).
      const panel = (await page.locator('.gk-panel').boundingBox())!;
      expect(btn.y + btn.height).toBeLessThanOrEqual(panel.y + panel.height);
      await tapPlay(page);
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.y + box.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      // The computer's pits ignore taps.
      const theirs = await gamePoint(page, 375, 246);
      await page.touchscreen.tap(theirs.x, theirs.y);
      expect((await getState(page)).moves).toBe(0);
      const p = await gamePoint(page, ...pitCentre(5));
      await page.touchscreen.tap(p.x, p.y);
      await expect.poll(async () => (await getState(page)).moves).toBeGreaterThanOrEqual(1);
      await waitForHumanTurn(page);
      const s = await getState(page);
      expect((s.board as number[])[5]).toBe(0);
      expect((s.board as number[])[6]).toBeGreaterThanOrEqual(1);
      expect(errors).toEqual([]);
    });
  });
});
