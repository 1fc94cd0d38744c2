import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 64;
// Level 1 is a 3×3 board: 116-unit cells, top-left dot at (96, 210).
const CELL = 116;
const X0 = 96;
const Y0 = 210;
const hMid = (r: number, c: number) => [X0 + (c + 0.5) * CELL, Y0 + r * CELL] as const;
const vMid = (r: number, c: number) => [X0 + c * CELL, Y0 + (r + 0.5) * CELL] as const;

async function waitForHumanTurn(page: Page) {
  await expect.poll(async () => { const s = await getState(page); return s.turn === 'human' && !s.busy; }, { timeout: 10_000 }).toBe(true);
}

test.describe('game 64: dots and boxes', () => {
  commonGameTests(ID);

  test('keyboard cursor and mouse draw lines; the AI answers each one', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '4', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ rows: 3, cols: 3, total: 24, drawn: 0, turn: 'human', cursor: { gr: 0, gc: 1 }, cursorLine: 0 });
    await page.keyboard.press('Space');
    expect((await getState(page)).lines).toMatch(/^1/);
    await waitForHumanTurn(page);
    expect((await getState(page)).drawn).toBe(2);
    // Down onto the box, left onto its left side (vertical line 12), dots are skipped.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    s = await getState(page);
    expect(s).toMatchObject({ cursor: { gr: 1, gc: 0 }, cursorLine: 12 });
    await page.keyboard.press('Enter');
    expect(((await getState(page)).lines as string)[12]).toBe('1');
    await waitForHumanTurn(page);
    // A click near the bottom-right line draws it.
    const p = await gamePoint(page, ...hMid(3, 2));
    await page.mouse.click(p.x, p.y + 8);
    await expect.poll(async () => ((await getState(page)).lines as string)[11]).toBe('1');
    await waitForHumanTurn(page);
    s = await getState(page);
    expect(s.drawn).toBe(6);
    expect((s.lines as string).split('').filter((ch) => ch === '2')).toHaveLength(3);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible and tapping between dots draws lines', async ({ page, gamesOrigin, errors }) => {
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
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      // Tapping a dot itself is too ambiguous: nothing happens.
      const dot = await gamePoint(page, X0 + CELL, Y0 + CELL);
      await page.touchscreen.tap(dot.x, dot.y);
      expect((await getState(page)).drawn).toBe(0);
      const a = await gamePoint(page, ...vMid(1, 3));
      await page.touchscreen.tap(a.x, a.y);
      expect(((await getState(page)).lines as string)[12 + 4 + 3]).toBe('1');
      await waitForHumanTurn(page);
      expect((await getState(page)).drawn).toBe(2);
      expect(errors).toEqual([]);
    });
  });
});
