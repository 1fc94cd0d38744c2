import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 48;
type Pair = { a: number; b: number; aXY: [number, number]; bXY: [number, number] };

async function clickAt(page: Page, xy: [number, number]) {
  const p = await gamePoint(page, xy[0], xy[1]);
  await page.mouse.click(p.x, p.y);
}

test.describe('game 48: mahjong tiles', () => {
  commonGameTests(ID);

  test('mouse: a blocked tile refuses, a free pair vanishes; keys undo, hint and move the cursor', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '8', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ layout: 'pyramid', tiles: 84, total: 84, shuffles: 3, selected: null, level: 1 });
    const blocked = s.blocked as { i: number; xy: [number, number] };
    await clickAt(page, blocked.xy);
    expect((await getState(page)).selected).toBeNull();
    const pair = (s.pairs as Pair[])[0]!;
    await clickAt(page, pair.aXY);
    expect((await getState(page)).selected).toBe(pair.a);
    await clickAt(page, pair.bXY);
    s = await getState(page);
    expect(s).toMatchObject({ tiles: 82, selected: null, history: 1, moves: 1 });
    expect(s.score).toBeGreaterThan(0);
    await page.keyboard.press('u');
    expect(await getState(page)).toMatchObject({ tiles: 84, history: 0 });
    await page.keyboard.press('h');
    expect(((await getState(page)).hint as number[])).toHaveLength(2);
    await page.keyboard.press('ArrowRight');
    const c = (await getState(page)).cursor as number;
    expect(c).not.toBeNull();
    await page.keyboard.press('Enter');
    expect((await getState(page)).selected).toBe(c);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; tapping a pair removes it and the Shuffle button re-deals', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '4' });
      // Entirely on screen, not scrolled out of the start panel.
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await tapPlay(page);
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const s = await getState(page);
      const pair = (s.pairs as Pair[])[0]!;
      for (const xy of [pair.aXY, pair.bXY]) {
        const p = await gamePoint(page, xy[0], xy[1]);
        await page.touchscreen.tap(p.x, p.y);
      }
      expect(await getState(page)).toMatchObject({ tiles: 82, history: 1 });
      await page.getByRole('button', { name: '洗牌' }).tap();
      expect(await getState(page)).toMatchObject({ tiles: 82, shuffles: 2, history: 0 });
      expect(errors).toEqual([]);
    });
  });
});
