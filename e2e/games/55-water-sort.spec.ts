import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 55;
type Pt = { x: number; y: number };

async function tubePoint(page: Page, i: number) {
  const r = ((await getState(page)).rects as Pt[])[i]!;
  return gamePoint(page, r.x, r.y);
}

test.describe('game 55: water sort', () => {
  commonGameTests(ID);

  test('number keys pour and U undoes; clicking the proven solution sorts the level', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '8', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ level: 1, colours: 3, moves: 0, selected: -1, solved: false });
    const start = s.tubes as string[];
    expect(start).toHaveLength(5);
    const solution = s.solution as [number, number][];
    const [a, b] = solution[0]!;
    await page.keyboard.press(`Digit${a + 1}`);
    expect((await getState(page)).selected).toBe(a);
    await page.keyboard.press(`Digit${b + 1}`);
    s = await getState(page);
    expect(s.moves).toBe(1);
    expect(s.selected).toBe(-1);
    expect((s.tubes as string[])[a]!.length).toBeLessThan(start[a]!.length);
    expect((s.tubes as string[])[b]!.length).toBeGreaterThan(start[b]!.length);
    await page.keyboard.press('u');
    s = await getState(page);
    expect(s).toMatchObject({ moves: 0, undos: 1, tubes: start });
    for (const [from, to] of solution) {
      for (const i of [from, to]) {
        const p = await tubePoint(page, i);
        await page.mouse.click(p.x, p.y);
      }
    }
    s = await getState(page);
    expect(s.solved).toBe(true);
    expect(s.moves).toBe(solution.length);
    expect((s.tubes as string[]).every((t) => t === '' || (t.length === 4 && new Set(t).size === 1))).toBe(true);
    expect(s.score).toBeGreaterThan(0);
    await expect.poll(async () => (await getState(page)).level, { timeout: 8000 }).toBe(2);
    expect((await getState(page)).colours).toBe(4);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; taps pour, the extra tube and undo buttons work', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '2', lang: 'en' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await tapPlay(page);
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(330);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      let s = await getState(page);
      const [a, b] = (s.solution as [number, number][])[0]!;
      for (const i of [a, b]) {
        const p = await tubePoint(page, i);
        await page.touchscreen.tap(p.x, p.y);
      }
      s = await getState(page);
      expect(s.moves).toBe(1);
      await page.getByRole('button', { name: 'Add tube' }).tap();
      s = await getState(page);
      expect(s.extraUsed).toBe(true);
      expect(s.tubes as string[]).toHaveLength(6);
      await page.getByRole('button', { name: 'Undo' }).tap();
      s = await getState(page);
      expect(s).toMatchObject({ moves: 0, undos: 1 });
      expect((s.tubes as string[]).slice(0, 5)).toEqual((s.start as string[]).slice(0, 5));
      expect(s.tubes as string[]).toHaveLength(6);
      expect(errors).toEqual([]);
    });
  });
});
