import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 58;

/** Centre of island i, from the layout rules of games/58/game.js. */
function islandXY(s: Record<string, unknown>, i: number) {
  const cols = s.cols as number;
  const rows = s.rows as number;
  const cell = Math.min(540 / cols, 728 / rows, 74);
  const offX = (560 - cell * cols) / 2;
  const offY = 100 + (728 - cell * rows) / 2;
  const [r, c] = (s.islands as number[][])[i]!;
  return { x: offX + (c! + 0.5) * cell, y: offY + (r! + 0.5) * cell };
}

async function clickIsland(page: Page, s: Record<string, unknown>, i: number) {
  const q = islandXY(s, i);
  const p = await gamePoint(page, q.x, q.y);
  await page.mouse.click(p.x, p.y);
}

test.describe('game 58: bridges', () => {
  commonGameTests(ID);

  test('Shift+arrow builds, undo removes; clicking pairs of islands solves the puzzle and opens the next, bigger one', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '1', lang: 'en' });
    await play(page);
    const s0 = await getState(page);
    expect(s0).toMatchObject({ stage: 1, cols: 5, rows: 6, cursor: 0, solved: false });
    const edges = s0.edges as [number, number][];
    const solution = s0.solution as number[];
    expect((s0.counts as number[]).every((c) => c === 0)).toBe(true);
    // From island 0 (top-left-most), build toward its first neighbour with Shift + arrow.
    const k = edges.findIndex(([a]) => a === 0);
    const [a, b] = edges[k]!;
    const isl = s0.islands as number[][];
    const horiz = isl[a]![0] === isl[b]![0];
    await page.keyboard.press(horiz ? 'Shift+ArrowRight' : 'Shift+ArrowDown');
    expect(((await getState(page)).counts as number[])[k]).toBe(1);
    await page.keyboard.press('u');
    expect(((await getState(page)).counts as number[])[k]).toBe(0);
    // Click island pairs: each click pair adds one bridge (0 → 1 → 2).
    for (const [e, v] of solution.entries()) {
      for (let n = 0; n < v; n++) {
        await clickIsland(page, s0, edges[e]![0]);
        await clickIsland(page, s0, edges[e]![1]);
      }
    }
    const s1 = await getState(page);
    expect(s1.counts).toEqual(solution);
    expect(s1).toMatchObject({ solved: true, connected: true });
    expect(s1.score).toBeGreaterThan(0);
    await expect.poll(async () => (await getState(page)).screen).toBe('won');
    await expect(page.locator('.gk-overlay')).toContainText('Solved in');
    await page.getByRole('button', { name: 'Keep going' }).click();
    await expect.poll(async () => (await getState(page)).stage).toBe(2);
    expect(await getState(page)).toMatchObject({ screen: 'playing', level: 2, cols: 6, rows: 7, solved: false });
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; a drag builds a bridge, a tap on it doubles it, Undo and Hint work', async ({ page, gamesOrigin, errors }) => {
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
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const s = await getState(page);
      const [a, b] = (s.edges as [number, number][])[0]!;
      const from = await gamePoint(page, islandXY(s, a).x, islandXY(s, a).y);
      const to = await gamePoint(page, islandXY(s, b).x, islandXY(s, b).y);
      await page.evaluate(([p, q]) => {
        const target = document.elementFromPoint(p!.x, p!.y) ?? document.body;
        const base = { pointerId: 51, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0 };
        target.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: p!.x, clientY: p!.y, buttons: 1 }));
        for (let i = 1; i <= 6; i++) target.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: p!.x + ((q!.x - p!.x) * i) / 6, clientY: p!.y + ((q!.y - p!.y) * i) / 6, buttons: 1 }));
        target.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: q!.x, clientY: q!.y, buttons: 0 }));
      }, [from, to]);
      await expect.poll(async () => ((await getState(page)).counts as number[])[0]).toBe(1);
      // A tap on the water between the two islands cycles the same pair.
      await page.touchscreen.tap((from.x + to.x) / 2, (from.y + to.y) / 2);
      await expect.poll(async () => ((await getState(page)).counts as number[])[0]).toBe(2);
      await page.locator('.gk-ctl', { hasText: '↶' }).tap();
      await expect.poll(async () => ((await getState(page)).counts as number[])[0]).toBe(1);
      await page.locator('.gk-ctl', { hasText: '?' }).tap();
      await expect.poll(async () => (await getState(page)).hint).not.toBeNull();
      expect((await getState(page)).hints).toBe(1);
      expect(errors).toEqual([]);
    });
  });
});
