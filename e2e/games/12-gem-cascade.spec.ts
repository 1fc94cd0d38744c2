import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 12;
const CELL = 70;
const PAD = 20;
const TOP = 70;
type Pos = { r: number; c: number };
const centre = (p: Pos) => [PAD + p.c * CELL + CELL / 2, TOP + p.r * CELL + CELL / 2] as const;
const idle = async (page: Page) => expect.poll(async () => (await getState(page)).phase, { timeout: 10_000 }).toBe('idle');

/** Swaps two adjacent cells that do not make a match (or null). */
function badSwap(board: string[]): [Pos, Pos] | null {
  const at = (b: string[][], r: number, c: number) => b[r]?.[c];
  const matches = (b: string[][]) => b.some((row, r) => row.some((v, c) => v !== '*' && ((at(b, r, c + 1) === v && at(b, r, c + 2) === v) || (at(b, r + 1, c) === v && at(b, r + 2, c) === v))));
  for (let r = 0; r < 8; r++) {
    for (let c = 0; c < 7; c++) {
      const b = board.map((row) => [...row]);
      if (b[r]![c] === '*' || b[r]![c + 1] === '*' || b[r]![c] === b[r]![c + 1]) continue;
      [b[r]![c], b[r]![c + 1]] = [b[r]![c + 1]!, b[r]![c]!];
      if (!matches(b)) return [{ r, c }, { r, c: c + 1 }];
    }
  }
  return null;
}

test.describe('game 12: gem cascade', () => {
  commonGameTests(ID);

  test('click-click on a matching pair scores and uses a move; a non-matching swap is undone', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '31', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ movesLeft: 20, target: 1500, levelScore: 0, phase: 'idle' });
    const before = s.board as string[];
    const bad = badSwap(before)!;
    for (const p of bad) { const q = await gamePoint(page, ...centre(p)); await page.mouse.click(q.x, q.y); }
    await idle(page);
    s = await getState(page);
    expect(s.movesLeft).toBe(20);
    expect(s.board).toEqual(before);
    const [a, b] = s.hint as [Pos, Pos];
    for (const p of [a, b]) { const q = await gamePoint(page, ...centre(p)); await page.mouse.click(q.x, q.y); }
    await idle(page);
    s = await getState(page);
    expect(s.movesLeft).toBe(19);
    expect(s.score).toBeGreaterThanOrEqual(30);
    expect(s.levelScore).toBe(s.score);
    expect(s.board).not.toEqual(before);
    expect((s.board as string[]).join('')).not.toContain('.');
    expect(await page.locator('[data-stat="moves"]').innerText()).toBe('19');
    expect(errors).toEqual([]);
  });

  test('keyboard cursor: Space picks a gem and an arrow swaps it', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '8' });
    await play(page);
    const [a, b] = (await getState(page)).hint as [Pos, Pos];
    await page.keyboard.press('ArrowDown'); // shows the cursor at (4, 3)
    let cur = (await getState(page)).cursor as Pos;
    while (cur.r !== a.r) { await page.keyboard.press(cur.r < a.r ? 'ArrowDown' : 'ArrowUp'); cur = (await getState(page)).cursor as Pos; }
    while (cur.c !== a.c) { await page.keyboard.press(cur.c < a.c ? 'ArrowRight' : 'ArrowLeft'); cur = (await getState(page)).cursor as Pos; }
    await page.keyboard.press('Space');
    expect((await getState(page)).selected).toEqual(a);
    await page.keyboard.press(b.r > a.r ? 'ArrowDown' : 'ArrowRight');
    await idle(page);
    const s = await getState(page);
    expect(s.movesLeft).toBe(19);
    expect(s.score).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

    test('swiping a gem towards its partner makes the match', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '4' });
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(330);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await tapPlay(page);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const [a, b] = (await getState(page)).hint as [Pos, Pos];
      const from = await gamePoint(page, ...centre(a));
      const to = await gamePoint(page, ...centre(b));
      await page.evaluate(([s, e]) => {
        const target = document.elementFromPoint(s!.x, s!.y)!;
        const base = { pointerId: 9, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0 };
        target.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: s!.x, clientY: s!.y, buttons: 1 }));
        target.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: (s!.x + e!.x) / 2, clientY: (s!.y + e!.y) / 2, buttons: 1 }));
        target.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: e!.x, clientY: e!.y, buttons: 0 }));
      }, [from, to]);
      await expect.poll(async () => (await getState(page)).movesLeft).toBe(19);
      await idle(page);
      expect((await getState(page)).score).toBeGreaterThan(0);
      // Tap-tap works too.
      const [c, d] = (await getState(page)).hint as [Pos, Pos];
      for (const p of [c, d]) { const q = await gamePoint(page, ...centre(p)); await page.touchscreen.tap(q.x, q.y); }
      await expect.poll(async () => (await getState(page)).movesLeft).toBe(18);
      expect(errors).toEqual([]);
    });
  });
});
