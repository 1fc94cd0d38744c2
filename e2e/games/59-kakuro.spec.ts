import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 59;
// Layout of games/59/game.js.
const PAD_Y = 70 + 600 + 16;
const KEY_W = (600 - 20 - 6 * 8) / 9;
const TOOL_Y = PAD_Y + 66 + 10;
const TOOL_W = (600 - 20 - 12) / 3;
const keyX = (d: number) => 10 + (d - 1) * (KEY_W + 6) + KEY_W / 2;
const toolX = (t: number) => 10 + t * (TOOL_W + 6) + TOOL_W / 2;

function cellXY(s: Record<string, unknown>, i: number) {
  const cols = s.cols as number;
  const rows = s.rows as number;
  const cell = Math.min(580 / cols, 600 / rows);
  return { x: (600 - cell * cols) / 2 + (i % cols + 0.5) * cell, y: 70 + (600 - cell * rows) / 2 + (Math.floor(i / cols) + 0.5) * cell };
}

async function clickCell(page: Page, s: Record<string, unknown>, i: number) {
  const q = cellXY(s, i);
  const p = await gamePoint(page, q.x, q.y);
  await page.mouse.click(p.x, p.y);
}

async function touchAt(page: Page, x: number, y: number) {
  const p = await gamePoint(page, x, y);
  await page.touchscreen.tap(p.x, p.y);
}

test.describe('game 59: kakuro', () => {
  commonGameTests(ID);

  test('digits, clash highlighting, erase and notes by keyboard; filling the answer wins and opens puzzle 2', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '1', lang: 'en' });
    await play(page);
    const s0 = await getState(page);
    expect(s0).toMatchObject({ stage: 1, size: 'small', cols: 6, rows: 7, solved: false });
    const sol = s0.solution as string;
    const a = s0.selected as number;
    expect((s0.grid as string)[a]).toBe('.');
    await page.keyboard.press(`Digit${sol[a]}`);
    expect(((await getState(page)).grid as string)[a]).toBe(sol[a]);
    // The same digit elsewhere in that across run clashes: both cells are flagged.
    const run = (s0.runs as { cells: number[]; across: boolean }[]).find((r) => r.across && r.cells.includes(a))!;
    const b = run.cells.find((c) => c !== a)!;
    await clickCell(page, s0, b);
    expect((await getState(page)).selected).toBe(b);
    await page.keyboard.press(`Digit${sol[a]}`);
    expect((await getState(page)).errorCells).toEqual([a, b].sort((x, y) => x - y));
    await page.keyboard.press('Backspace');
    let s = await getState(page);
    expect((s.grid as string)[b]).toBe('.');
    expect(s.errorCells).toEqual([]);
    // Notes mode writes pencil marks.
    await page.keyboard.press('n');
    await page.keyboard.press('Digit3');
    await page.keyboard.press('Digit7');
    s = await getState(page);
    expect(s.pencil).toBe(true);
    expect((s.notes as number[])[b]).toBe((1 << 2) | (1 << 6));
    expect((s.grid as string)[b]).toBe('.');
    await page.keyboard.press('n');
    for (let i = 0; i < sol.length; i++) {
      if (sol[i] === '#' || i === a) continue;
      await clickCell(page, s0, i);
      await page.keyboard.press(`Digit${sol[i]}`);
    }
    s = await getState(page);
    expect(s).toMatchObject({ solved: true, grid: sol, errorCells: [], errorRuns: [] });
    expect(s.score).toBeGreaterThan(0);
    await expect.poll(async () => (await getState(page)).screen).toBe('won');
    await page.getByRole('button', { name: 'Keep going' }).click();
    await expect.poll(async () => (await getState(page)).stage).toBe(2);
    expect(await getState(page)).toMatchObject({ screen: 'playing', level: 2, solved: false });
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; tap a cell, the number pad, Notes and Hint', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '2' });
      const fits = await page.evaluate(() => {
        const b = document.querySelector('.gk-overlay .gk-btn-primary')!.getBoundingClientRect();
        const p = document.querySelector('.gk-overlay .gk-panel')!.getBoundingClientRect();
        return b.top >= p.top && b.bottom <= p.bottom && b.left >= 0 && b.right <= innerWidth && b.bottom <= innerHeight;
      });
      expect(fits).toBe(true);
      await tapPlay(page);
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.y + box.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const s0 = await getState(page);
      const sol = s0.solution as string;
      const target = Math.max(...[...sol].map((ch, i) => (ch === '#' ? -1 : i))); // the last white cell
      const q = cellXY(s0, target);
      await touchAt(page, q.x, q.y);
      await expect.poll(async () => (await getState(page)).selected).toBe(target);
      await touchAt(page, keyX(Number(sol[target])), PAD_Y + 33);
      await expect.poll(async () => ((await getState(page)).grid as string)[target]).toBe(sol[target]);
      // Erase, then Notes and a pencil mark.
      await touchAt(page, toolX(1), TOOL_Y + 29);
      await expect.poll(async () => ((await getState(page)).grid as string)[target]).toBe('.');
      await touchAt(page, toolX(0), TOOL_Y + 29);
      await expect.poll(async () => (await getState(page)).pencil).toBe(true);
      await touchAt(page, keyX(1), PAD_Y + 33);
      await expect.poll(async () => ((await getState(page)).notes as number[])[target]).toBe(1);
      // A hint fills the selected cell with its answer.
      await touchAt(page, toolX(2), TOOL_Y + 29);
      await expect.poll(async () => ((await getState(page)).grid as string)[target]).toBe(sol[target]);
      expect((await getState(page)).hints).toBe(1);
      expect(errors).toEqual([]);
    });
  });
});
