import { test, expect, openGame, play, tapPlay, getState, gamePoint, swipe, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 51;
type Geo = { ox: number; oy: number; cell: number };
type Sel = { x: number; y: number; tile: number; gap: number; cols: number };
const ARROW: Record<string, string> = { u: 'ArrowUp', d: 'ArrowDown', l: 'ArrowLeft', r: 'ArrowRight' };

async function cellPoint(page: Page, i: number) {
  const s = await getState(page);
  const g = s.geometry as Geo;
  const w = s.w as number;
  return gamePoint(page, g.ox + (i % w) * g.cell + g.cell / 2, g.oy + Math.floor(i / w) * g.cell + g.cell / 2);
}

async function tilePoint(page: Page, i: number) {
  const t = (await getState(page)).select as Sel;
  const c = i % t.cols;
  const r = Math.floor(i / t.cols);
  return gamePoint(page, t.x + c * (t.tile + t.gap) + t.tile / 2, t.y + r * (t.tile + t.gap) + t.tile / 2);
}

test.describe('game 51: box pusher', () => {
  commonGameTests(ID);

  test('arrow keys push, Z undoes, the solution clears level 1 and unlocks level 2 in the level select', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ index: 0, level: 1, unlocked: 0, moves: 0, mode: 'play', solved: false });
    const start = { player: s.player, boxes: s.boxes };
    const solution = s.solution as string;
    expect(solution.length).toBeGreaterThan(5);
    await page.keyboard.press(ARROW[solution[0]!.toLowerCase()]!);
    s = await getState(page);
    expect(s.moves).toBe(1);
    expect(s.player).not.toBe(start.player);
    await page.keyboard.press('z');
    expect(await getState(page)).toMatchObject({ moves: 0, ...start });
    for (const ch of solution) await page.keyboard.press(ARROW[ch.toLowerCase()]!);
    s = await getState(page);
    expect(s).toMatchObject({ solved: true, moves: solution.length, unlocked: 1 });
    expect(s.score).toBeGreaterThan(0);
    await expect.poll(async () => (await getState(page)).index, { timeout: 8000 }).toBe(1);
    // Level select: level 3 is still locked, level 1 can be replayed.
    await page.keyboard.press('l');
    expect((await getState(page)).mode).toBe('select');
    let p = await tilePoint(page, 2);
    await page.mouse.click(p.x, p.y);
    expect(await getState(page)).toMatchObject({ mode: 'select', index: 1 });
    p = await tilePoint(page, 0);
    await page.mouse.click(p.x, p.y);
    expect(await getState(page)).toMatchObject({ mode: 'play', index: 0, moves: 0 });
    expect((await getState(page)).bestMoves).toEqual({ 0: solution.length });
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; a swipe pushes, Undo restores, a tap walks, Levels opens the select', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { lang: 'en' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await tapPlay(page);
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(330);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      let s = await getState(page);
      const start = { player: s.player as number, boxes: s.boxes as number[] };
      const first = (s.solution as string)[0]!;
      const dir = ({ u: 'up', d: 'down', l: 'left', r: 'right' } as const)[first.toLowerCase() as 'u' | 'd' | 'l' | 'r'];
      await swipe(page, dir);
      s = await getState(page);
      expect(s.moves).toBe(1);
      expect(s.pushes).toBe(first === first.toUpperCase() ? 1 : 0);
      await page.getByRole('button', { name: 'Undo' }).tap();
      expect(await getState(page)).toMatchObject({ moves: 0, ...start });
      // Tap a square two steps away (level 1: right of the start, then down): the player walks there.
      const w = s.w as number;
      const target = start.player + 1 + w;
      const p = await cellPoint(page, target);
      await page.touchscreen.tap(p.x, p.y);
      await expect.poll(async () => (await getState(page)).player).toBe(target);
      expect((await getState(page)).moves).toBe(2);
      await page.getByRole('button', { name: 'Levels' }).tap();
      expect((await getState(page)).mode).toBe('select');
      expect(errors).toEqual([]);
    });
  });
});
