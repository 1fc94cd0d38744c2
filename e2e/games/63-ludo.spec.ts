import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 63;
// With ?seed=30 the player's first three rolls are 6, 6 and 3.
const SEED = '30';
const CS = 36;
const BY = 62;
/** Canvas centre of the player's yard slot t (yard at cells 0-5, rows 9-14). */
const yardSlot = (t: number) => [(2 + (t % 2) * 2) * CS, BY + (11 + Math.floor(t / 2) * 2) * CS] as const;
const DIE = [270, BY + 540 + 84] as const;
type Tokens = number[][];

async function waitFor(page: Page, phase: string) {
  await expect.poll(async () => { const s = await getState(page); return s.seat === 0 && s.phase === phase; }, { timeout: 10_000 }).toBe(true);
}

test.describe('game 63: ludo', () => {
  commonGameTests(ID);

  test('keyboard rolls, a six brings a token out and rolls again, arrows pick the token', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: SEED, lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ seat: 0, phase: 'roll', rolls: 0, humanTurn: true });
    expect(s.tokens).toEqual([[-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1], [-1, -1, -1, -1]]);
    await page.keyboard.press('Space');
    expect((await getState(page)).rolls).toBe(1);
    // Every token is in the yard: there is nothing to choose, the first one comes out.
    await expect.poll(async () => ((await getState(page)).tokens as Tokens)[0]).toEqual([0, -1, -1, -1]);
    await waitFor(page, 'roll');
    expect((await getState(page)).dice).toBe(6);
    await page.keyboard.press('Enter');
    await waitFor(page, 'choose');
    s = await getState(page);
    expect(s).toMatchObject({ dice: 6, legal: [0, 1, 2, 3], selected: 0 });
    await page.keyboard.press('ArrowRight');
    expect((await getState(page)).selected).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(async () => ((await getState(page)).tokens as Tokens)[0]).toEqual([0, 0, -1, -1]);
    // Two sixes in a row: a third roll, a three moves a token off the start.
    await waitFor(page, 'roll');
    await page.keyboard.press('Space');
    await expect.poll(async () => ((await getState(page)).tokens as Tokens)[0]!.slice().sort()).toEqual([-1, -1, 0, 3]);
    await expect.poll(async () => (await getState(page)).seat).not.toBe(0);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; tapping the die rolls and tapping a token moves it', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: SEED, lang: 'de' });
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
      const die = await gamePoint(page, ...DIE);
      await page.touchscreen.tap(die.x, die.y);
      await expect.poll(async () => ((await getState(page)).tokens as Tokens)[0]).toEqual([0, -1, -1, -1]);
      await waitFor(page, 'roll');
      await page.touchscreen.tap(die.x, die.y);
      await waitFor(page, 'choose');
      const slot = await gamePoint(page, ...yardSlot(2));
      await page.touchscreen.tap(slot.x, slot.y);
      await expect.poll(async () => ((await getState(page)).tokens as Tokens)[0]).toEqual([0, -1, 0, -1]);
      expect(errors).toEqual([]);
    });
  });
});
