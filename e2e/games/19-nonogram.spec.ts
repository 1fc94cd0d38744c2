import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 19;
type Geo = { ox: number; oy: number; cell: number };

async function cellPoint(page: Page, r: number, c: number) {
  const g = (await getState(page)).geometry as Geo;
  return gamePoint(page, g.ox + c * g.cell + g.cell / 2, g.oy + r * g.cell + g.cell / 2);
}

function cells(sol: string[], v: string) {
  const out: [number, number][] = [];
  sol.forEach((row, r) => [...row].forEach((ch, c) => { if (ch === v) out.push([r, c]); }));
  return out;
}

test.describe('game 19: nonogram', () => {
  commonGameTests(ID);

  test('clicking fills correct cells, a wrong fill costs a life, solving advances the level', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '4', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ size: 5, puzzle: 'heart', mistakes: 0, maxMistakes: 3, level: 1 });
    const sol = s.solution as string[];
    const empty = cells(sol, '0')[0]!;
    let p = await cellPoint(page, ...empty);
    await page.mouse.click(p.x, p.y);
    s = await getState(page);
    expect(s.mistakes).toBe(1);
    expect((s.marks as string[])[empty[0]]![empty[1]]).toBe('X');
    expect(await page.locator('[data-stat="lives"]').innerText()).toBe('♥♥♡');
    // Right-click crosses another empty cell without penalty.
    const other = cells(sol, '0')[1]!;
    p = await cellPoint(page, ...other);
    await page.mouse.click(p.x, p.y, { button: 'right' });
    s = await getState(page);
    expect((s.marks as string[])[other[0]]![other[1]]).toBe('x');
    expect(s.mistakes).toBe(1);
    for (const [r, c] of cells(sol, '1')) {
      p = await cellPoint(page, r, c);
      await page.mouse.click(p.x, p.y);
    }
    s = await getState(page);
    expect(s.solved).toBe(true);
    expect(s.filled).toBe(s.target);
    expect(s.score).toBeGreaterThan(0);
    await expect.poll(async () => (await getState(page)).level, { timeout: 8000 }).toBe(2);
    expect((await getState(page)).puzzle).toBe('tree');
    expect(errors).toEqual([]);
  });

  test('keyboard: cursor, fill, cross and mode switch; hard allows a single mistake', async ({ page, gamesOrigin }) => {
    await openGame(page, gamesOrigin, ID, { seed: '5', lang: 'en' });
    await page.getByText('Hard', { exact: true }).click();
    await play(page);
    let s = await getState(page);
    expect(s.maxMistakes).toBe(1);
    const sol = s.solution as string[];
    // The heart's top-left cell (0,0) is empty; (0,1) is filled.
    await page.keyboard.press('x');
    expect(((await getState(page)).marks as string[])[0]![0]).toBe('x');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    s = await getState(page);
    expect(sol[0]![1]).toBe('1');
    expect((s.marks as string[])[0]![1]).toBe('#');
    await page.keyboard.press('t');
    expect((await getState(page)).crossMode).toBe(true);
    await page.keyboard.press('t');
    // Filling an empty cell ends the round on hard.
    await page.keyboard.press('ArrowRight');
    expect(sol[0]![2]).toBe('0');
    await page.keyboard.press('Space');
    await expect.poll(async () => (await getState(page)).screen).toBe('over');
    await expect(page.locator('.gk-overlay h1')).toHaveText('Game over');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

    test('tap fills, the ✕ button switches to crossing, a drag fills a line', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '3', lang: 'en' });
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await tapPlay(page);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      let p = await cellPoint(page, 0, 1);
      await page.touchscreen.tap(p.x, p.y);
      expect(((await getState(page)).marks as string[])[0]![1]).toBe('#');
      await page.getByRole('button', { name: 'Cross mode' }).tap();
      expect((await getState(page)).crossMode).toBe(true);
      p = await cellPoint(page, 0, 0);
      await page.touchscreen.tap(p.x, p.y);
      expect(((await getState(page)).marks as string[])[0]![0]).toBe('x');
      await page.getByRole('button', { name: 'Cross mode' }).tap();
      // Drag along row 2 of the heart (all five filled) with a finger.
      const a = await cellPoint(page, 2, 0);
      const b = await cellPoint(page, 2, 4);
      await page.evaluate(([s, e]) => {
        const t = document.elementFromPoint(s!.x, s!.y)!;
        const base = { pointerId: 5, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0 };
        t.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: s!.x, clientY: s!.y, buttons: 1 }));
        for (let i = 1; i <= 8; i++) t.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: s!.x + ((e!.x - s!.x) * i) / 8, clientY: s!.y, buttons: 1 }));
        t.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: e!.x, clientY: e!.y, buttons: 0 }));
      }, [a, b]);
      const s = await getState(page);
      expect((s.marks as string[])[2]).toBe('#####');
      expect(s.mistakes).toBe(0);
      expect(errors).toEqual([]);
    });
  });
});
