import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 65;
const BIG = { x: 50, y: 96, cell: 46 };
const cellXY = (r: number, c: number) => [BIG.x + c * BIG.cell + BIG.cell / 2, BIG.y + r * BIG.cell + BIG.cell / 2] as const;
type Placed = ({ r: number; c: number; horiz: boolean; len: number } | null)[];

async function waitForMyTurn(page: Page) {
  await expect.poll(async () => { const s = await getState(page); return s.phase === 'battle' && !s.busy; }, { timeout: 10_000 }).toBe(true);
}

test.describe('game 65: battleship', () => {
  commonGameTests(ID);

  test('drag a ship into place, rotate with R, random fleet with F, then fire with the keyboard and the mouse', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '4', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ phase: 'place', selected: 0, placed: [null, null, null, null, null] });
    // Drag the carrier by its bow from the dock onto B3.
    const from = await gamePoint(page, 50 + 15, 590 + 15);
    const to = await gamePoint(page, ...cellXY(2, 1));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
    s = await getState(page);
    expect((s.placed as Placed)[0]).toEqual({ r: 2, c: 1, horiz: true, len: 5 });
    expect(s.selected).toBe(1);
    await page.keyboard.press('KeyR');
    expect((await getState(page)).orient).toEqual([true, false, true, true, true]);
    await page.keyboard.press('KeyF');
    s = await getState(page);
    expect((s.placed as Placed).every((p) => p !== null)).toBe(true);
    await page.keyboard.press('Enter');
    await waitForMyTurn(page);
    expect((await getState(page)).cursor).toMatchObject({ r: 4, c: 4 });
    await page.evaluate(() => (window as any).gameKit.freeze());
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Space');
    s = await getState(page);
    expect(s).toMatchObject({ playerShots: 1, myTurn: false, cursor: { r: 3, c: 3 } });
    expect((s.enemyView as string[])[3]![3]).toMatch(/[ox]/);
    await page.evaluate(() => (window as any).gameKit.resume());
    await waitForMyTurn(page);
    s = await getState(page);
    expect(s.aiShots as number[]).toHaveLength(1);
    expect((s.myView as string[]).join('')).toMatch(/[ox]/);
    // The mouse fires at J10.
    const p = await gamePoint(page, ...cellXY(9, 9));
    await page.mouse.click(p.x, p.y);
    s = await getState(page);
    expect(s.playerShots).toBe(2);
    expect((s.enemyView as string[])[9]![9]).toMatch(/[ox]/);
    await waitForMyTurn(page);
    s = await getState(page);
    expect(new Set(s.aiShots as number[]).size).toBe(2);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; tap Random, Battle! and a square to fire', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '8', lang: 'de' });
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
      // Tap the cruiser in the dock, then a square: it lands there.
      let t = await gamePoint(page, 364 + 20, 590 + 15);
      await page.touchscreen.tap(t.x, t.y);
      expect((await getState(page)).selected).toBe(2);
      t = await gamePoint(page, ...cellXY(7, 2));
      await page.touchscreen.tap(t.x, t.y);
      expect((await getState(page)).placed as Placed).toContainEqual({ r: 7, c: 2, horiz: true, len: 3 });
      // Random fills the rest, Battle! starts.
      t = await gamePoint(page, 200 + 70, 760 + 32);
      await page.touchscreen.tap(t.x, t.y);
      t = await gamePoint(page, 350 + 80, 760 + 32);
      await page.touchscreen.tap(t.x, t.y);
      await waitForMyTurn(page);
      t = await gamePoint(page, ...cellXY(5, 6));
      await page.touchscreen.tap(t.x, t.y);
      const s = await getState(page);
      expect(s.playerShots).toBe(1);
      expect((s.enemyView as string[])[5]![6]).toMatch(/[ox]/);
      await waitForMyTurn(page);
      expect((await getState(page)).aiShots as number[]).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  });
});
