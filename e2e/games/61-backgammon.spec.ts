import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 61;
const PT = 58;
const UY = 60;
const LY = UY + 6 * PT + 64;
/** A spot on point index i (0 = the player's 1-point, bottom left; 23 = the 24-point, bottom right). */
const pointXY = (i: number) => {
  const upper = i >= 6 && i <= 17;
  const r = i < 6 ? 5 - i : i < 12 ? 11 - i : i < 18 ? i - 12 : i - 18;
  return [i < 12 ? 140 : 400, (upper ? UY : LY) + r * PT + PT / 2] as const;
};
const START = [-2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2];

async function waitForHuman(page: Page) {
  await expect.poll(async () => { const s = await getState(page); return s.phase === 'human' && !s.busy; }, { timeout: 15_000 }).toBe(true);
}

async function clickPoint(page: Page, i: number) {
  const p = await gamePoint(page, ...pointXY(i));
  await page.mouse.click(p.x, p.y);
}

test.describe('game 61: backgammon', () => {
  commonGameTests(ID);

  test('keyboard picks and undoes a move, the mouse plays 3-1 and the computer replies', async ({ page, gamesOrigin, errors }) => {
    // Reduced motion keeps the dice and the computer's moves brisk; the rules are under test here.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Seed 27: the opening roll is 3 for the player, 1 for the computer.
    await openGame(page, gamesOrigin, ID, { seed: '27', lang: 'en' });
    await play(page);
    await waitForHuman(page);
    let s = await getState(page);
    expect(s).toMatchObject({ turn: 'human', dice: [3, 1], opening: [3, 1], pts: START, taken: 0, sources: [23, 12, 7, 5] });
    await page.keyboard.press('Enter');
    s = await getState(page);
    expect(s).toMatchObject({ selected: 23, kbTargets: [22, 20, 19] });
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await getState(page)).taken).toBe(1);
    s = await getState(page);
    expect((s.pts as number[]).slice(22)).toEqual([1, 1]);
    expect(s.remaining).toEqual([3]);
    await page.keyboard.press('KeyU');
    s = await getState(page);
    expect(s).toMatchObject({ taken: 0, pts: START, remaining: [3, 1] });
    // 8/5 6/5 with the mouse makes the 5-point.
    await clickPoint(page, 7);
    expect((await getState(page)).selected).toBe(7);
    await clickPoint(page, 4);
    await expect.poll(async () => (await getState(page)).taken).toBe(1);
    await waitForHuman(page);
    await clickPoint(page, 5);
    await clickPoint(page, 4);
    await expect.poll(async () => (await getState(page)).turn).toBe('ai');
    s = await getState(page);
    expect((s.pts as number[]).slice(4, 8)).toEqual([2, 4, 0, 2]);
    // The computer moves and the dice come back to the player.
    await waitForHuman(page);
    s = await getState(page);
    expect(s.moves as number).toBeGreaterThanOrEqual(3);
    expect((s.pts as number[]).reduce((a, v) => a + Math.max(0, -v), 0) + (s.bar as number[])[1]!).toBe(15);
    expect((s.pts as number[]).filter((v, i) => v < 0 && v !== START[i])).not.toEqual([]);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; tapping a checker and a lit point moves it', async ({ page, gamesOrigin, errors }) => {
      // Seed 13: the player opens with 4-3.
      await openGame(page, gamesOrigin, ID, { seed: '13', lang: 'de' });
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
      await waitForHuman(page);
      expect((await getState(page)).dice).toEqual([4, 3]);
      const from = await gamePoint(page, ...pointXY(12));
      await page.touchscreen.tap(from.x, from.y);
      const s = await getState(page);
      expect(s.selected).toBe(12);
      expect((s.dests as number[]).sort((a, b) => a - b)).toEqual([5, 8, 9]);
      const to = await gamePoint(page, ...pointXY(8));
      await page.touchscreen.tap(to.x, to.y);
      await expect.poll(async () => (await getState(page)).taken).toBe(1);
      expect((await getState(page)).pts).toEqual(START.map((v, i) => (i === 12 ? 4 : i === 8 ? 1 : v)));
      expect(errors).toEqual([]);
    });
  });
});
