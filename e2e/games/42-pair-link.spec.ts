import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount, type GameState } from './harness';
import type { Page } from '@playwright/test';

const ID = 42;
type Pos = { r: number; c: number };
type Layout = { bx: number; by: number; tw: number; th: number };
const centre = (s: GameState, p: Pos) => {
  const l = s.layout as Layout;
  return [l.bx + p.c * l.tw + l.tw / 2, l.by + p.r * l.th + l.th / 2] as const;
};

async function keyTo(page: Page, target: Pos) {
  let cur = (await getState(page)).cursor as Pos;
  while (cur.r !== target.r) { await page.keyboard.press(cur.r < target.r ? 'ArrowDown' : 'ArrowUp'); cur = (await getState(page)).cursor as Pos; }
  while (cur.c !== target.c) { await page.keyboard.press(cur.c < target.c ? 'ArrowRight' : 'ArrowLeft'); cur = (await getState(page)).cursor as Pos; }
}

test.describe('game 42: pair link', () => {
  commonGameTests(ID);

  test('clicking a linkable pair removes it; H shows a hint; the keyboard links a pair', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '8', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ level: 1, rows: 8, cols: 6, tilesLeft: 48, matched: 0, hints: 3, shuffles: 2 });
    const [a, b] = s.pair as [Pos, Pos];
    for (const p of [a, b]) { const q = await gamePoint(page, ...centre(s, p)); await page.mouse.click(q.x, q.y); }
    s = await getState(page);
    expect(s).toMatchObject({ tilesLeft: 46, matched: 1, selected: null });
    expect(s.score).toBeGreaterThan(0);
    expect((s.grid as string[])[a.r]![a.c]).toBe('.');
    await page.keyboard.press('KeyH');
    s = await getState(page);
    expect(s.hints).toBe(2);
    const [c, d] = s.hintShown as [Pos, Pos];
    await page.keyboard.press('ArrowRight'); // shows the cursor at the top-left cell
    await keyTo(page, c);
    await page.keyboard.press('Space');
    expect((await getState(page)).selected).toEqual(c);
    await keyTo(page, d);
    await page.keyboard.press('Space');
    s = await getState(page);
    expect(s).toMatchObject({ tilesLeft: 44, matched: 2 });
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; tapping a pair links it and Shuffle works', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '2' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.y + box.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      let s = await getState(page);
      for (const p of s.pair as [Pos, Pos]) { const q = await gamePoint(page, ...centre(s, p)); await page.touchscreen.tap(q.x, q.y); }
      await expect.poll(async () => (await getState(page)).matched).toBe(1);
      s = await getState(page);
      const before = (s.grid as string[]).join('');
      const q = await gamePoint(page, 435, 960 - 60 + 22);
      await page.touchscreen.tap(q.x, q.y);
      await expect.poll(async () => (await getState(page)).shuffles).toBe(1);
      const after = (await getState(page)).grid as string[];
      expect(after.join('').replace(/[^.]/g, 'x')).toBe(before.replace(/[^.]/g, 'x'));
      expect(after.join('').split('').sort().join('')).toBe(before.split('').sort().join(''));
      expect(errors).toEqual([]);
    });
  });
});
