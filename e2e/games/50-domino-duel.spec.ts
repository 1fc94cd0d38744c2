import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount, type GameState } from './harness';
import type { Page } from '@playwright/test';

const ID = 50;
type Play = { tile: number; side: 'left' | 'right' };

async function waitForHumanTurn(page: Page) {
  await expect.poll(async () => { const s = await getState(page); return s.turn === 'human' && !s.busy; }, { timeout: 8000 }).toBe(true);
}

test.describe('game 50: domino duel', () => {
  commonGameTests(ID);

  test('keys play the opening double, the computer answers, a click plays a matching tile', async ({ page, gamesOrigin, errors }) => {
    // Seed 7 deals the double six to the player, so the player opens.
    await openGame(page, gamesOrigin, ID, { seed: '7', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ turn: 'human', line: [], boneyard: 14, ai: 7, round: 1, scores: [0, 0] });
    expect(s.hand as string[]).toHaveLength(7);
    const opener = (s.playable as number[])[0]!;
    expect(s.playable).toEqual([opener]);
    expect((s.hand as string[])[opener]).toBe('6-6');
    // The loop stands still while the input goes in, so the computer cannot answer in between.
    await page.evaluate(() => (window as any).gameKit.freeze());
    await page.keyboard.press('ArrowRight'); // shows the cursor on the first tile
    for (let i = 0; i < opener; i++) await page.keyboard.press('ArrowRight');
    expect((await getState(page)).cursor).toBe(opener);
    await page.keyboard.press('Enter');
    s = await getState(page);
    expect(s).toMatchObject({ line: ['6-6'], turn: 'ai' });
    expect(s.hand as string[]).toHaveLength(6);
    await page.evaluate(() => (window as any).gameKit.resume());
    await waitForHumanTurn(page);
    s = await getState(page);
    expect((s.line as string[]).length).toBe(2);
    expect(s.ends).not.toBeNull();
    // Play the first playable tile with the mouse (picking an end if it fits both), or draw.
    const before = s as GameState;
    const plays = before.plays as Play[];
    const click = async (xy: number[]) => { const p = await gamePoint(page, xy[0]!, xy[1]!); await page.mouse.click(p.x, p.y); };
    await page.evaluate(() => (window as any).gameKit.freeze());
    if (plays.length) {
      await click((before.handXY as number[][])[plays[0]!.tile]!);
      const mid = await getState(page);
      if (mid.choosing !== null) await click((mid.endXY as Record<string, number[]>)[plays[0]!.side]!);
      s = await getState(page);
      expect((s.line as string[]).length).toBe(3);
      expect((s.hand as string[]).length).toBe((before.hand as string[]).length - 1);
    } else {
      await click(before.boneXY as number[]);
      s = await getState(page);
      expect((s.hand as string[]).length).toBe((before.hand as string[]).length + 1);
      expect(s.boneyard).toBe((before.boneyard as number) - 1);
    }
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; tapping the opening double plays it', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '7' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await tapPlay(page);
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const s = await getState(page);
      const i = (s.playable as number[])[0]!;
      const xy = (s.handXY as number[][])[i]!;
      const p = await gamePoint(page, xy[0]!, xy[1]!);
      await page.evaluate(() => (window as any).gameKit.freeze());
      await page.touchscreen.tap(p.x, p.y);
      expect(await getState(page)).toMatchObject({ line: ['6-6'], turn: 'ai' });
      await page.evaluate(() => (window as any).gameKit.resume());
      await waitForHumanTurn(page);
      expect(((await getState(page)).line as string[]).length).toBe(2);
      expect(errors).toEqual([]);
    });
  });
});
