import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 68;
const STEP = 57;
const GX = 20 + (520 - STEP * 8) / 2;
const GY = 92 + (520 - STEP * 8) / 2;
const cross = (r: number, c: number) => [GX + c * STEP, GY + r * STEP] as const;
const count = (rows: string[], ch: string) => rows.join('').split('').filter((x) => x === ch).length;

async function waitForHuman(page: Page) {
  await expect.poll(async () => { const s = await getState(page); return s.turn === 'human' && !s.busy; }, { timeout: 15_000 }).toBe(true);
}

test.describe('game 68: go 9×9', () => {
  commonGameTests(ID);

  test('keyboard and mouse place stones, the computer answers legally, occupied points are refused', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '11', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ turn: 'human', moves: 0, toMove: 'black', cursor: { r: 4, c: 4 } });
    await page.evaluate(() => (window as any).gameKit.freeze());
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    s = await getState(page);
    expect((s.board as string[])[2]![5]).toBe('X');
    expect(s).toMatchObject({ moves: 1, turn: 'ai', busy: true, last: { r: 2, c: 5 } });
    await page.evaluate(() => (window as any).gameKit.resume());
    await waitForHuman(page);
    s = await getState(page);
    expect(s.moves).toBe(2);
    expect(count(s.board as string[], 'O')).toBe(1);
    const ai = s.last as { r: number; c: number };
    // Clicking the computer's stone changes nothing.
    let p = await gamePoint(page, ...cross(ai.r, ai.c));
    await page.mouse.click(p.x, p.y);
    expect((await getState(page)).moves).toBe(2);
    // A free point far from both stones.
    const free = ai.r >= 5 ? [1, 1] : [7, 7];
    p = await gamePoint(page, ...cross(free[0]!, free[1]!));
    await page.mouse.click(p.x, p.y);
    s = await getState(page);
    expect((s.board as string[])[free[0]!]![free[1]!]).toBe('X');
    await waitForHuman(page);
    s = await getState(page);
    expect(s.moves).toBe(4);
    expect(count(s.board as string[], 'X')).toBe(2);
    expect(count(s.board as string[], 'O')).toBe(2);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; tap to place a stone, tap Pass to pass', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '6', lang: 'de' });
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
      let p = await gamePoint(page, ...cross(2, 2));
      await page.touchscreen.tap(p.x, p.y);
      expect((await getState(page)).board as string[]).toContain('..X......');
      await waitForHuman(page);
      expect((await getState(page)).moves).toBe(2);
      await page.evaluate(() => (window as any).gameKit.freeze());
      const s = await getState(page);
      p = await gamePoint(page, ...(s.passXY as [number, number]));
      await page.touchscreen.tap(p.x, p.y);
      expect(await getState(page)).toMatchObject({ moves: 3, last: 'pass', passes: 1, turn: 'ai' });
      await page.evaluate(() => (window as any).gameKit.resume());
      // The computer either plays on or passes too, which ends and counts the game.
      await expect.poll(async () => { const t = await getState(page); return t.moves === 4 && (t.turn === 'human' || t.result !== null); }, { timeout: 15_000 }).toBe(true);
      expect(errors).toEqual([]);
    });
  });
});
