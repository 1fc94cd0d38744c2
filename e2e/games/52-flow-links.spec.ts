import { test, expect, openGame, play, tapPlay, getState, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 52;
type Geo = { ox: number; oy: number; cell: number };

/** Page coordinates of cell centres, read in one round trip. */
function cellPoints(page: Page, cells: number[]) {
  return page.evaluate((cs) => {
    const s = (window as any).gameKit.state();
    const size = (window as any).gameKit.size();
    const r = document.querySelector('canvas.gk-canvas')!.getBoundingClientRect();
    const g = s.geometry;
    return cs.map((i) => ({
      x: r.left + ((g.ox + (i % s.n) * g.cell + g.cell / 2) / size.width) * r.width,
      y: r.top + ((g.oy + Math.floor(i / s.n) * g.cell + g.cell / 2) / size.height) * r.height,
    }));
  }, cells);
}

/** Drags a pointer through the centres of the given cells. */
async function dragThrough(page: Page, cells: number[], pointerType: 'mouse' | 'touch') {
  const pts = await cellPoints(page, cells);
  if (pointerType === 'mouse') {
    await page.mouse.move(pts[0]!.x, pts[0]!.y);
    await page.mouse.down();
    for (const p of pts.slice(1)) await page.mouse.move(p.x, p.y);
    await page.mouse.up();
    return;
  }
  await page.evaluate((ps) => {
    const t = document.elementFromPoint(ps[0]!.x, ps[0]!.y)!;
    const base = { pointerId: 11, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0 };
    t.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: ps[0]!.x, clientY: ps[0]!.y, buttons: 1 }));
    for (const p of ps.slice(1)) t.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: p.x, clientY: p.y, buttons: 1 }));
    const last = ps[ps.length - 1]!;
    t.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: last.x, clientY: last.y, buttons: 0 }));
  }, pts);
}

test.describe('game 52: flow links', () => {
  commonGameTests(ID);

  test('the keyboard draws one line, the mouse the rest, and the level is solved', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '4', lang: 'en' });
    await play(page);
    let s = await getState(page);
    const n = s.n as number;
    expect(n).toBe(5);
    expect(s).toMatchObject({ level: 1, links: 0, strokes: 0, solved: false });
    const sol = s.solution as number[][];
    expect(sol).toHaveLength(s.colours as number);
    // Walk the cursor to colour 1's first dot, pick the line up and steer it along the answer.
    const first = sol[0]!;
    for (let c = 0; c < first[0]! % n; c++) await page.keyboard.press('ArrowRight');
    for (let r = 0; r < Math.floor(first[0]! / n); r++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    expect((await getState(page)).holding).toBe(true);
    const key = (d: number) => (d === 1 ? 'ArrowRight' : d === -1 ? 'ArrowLeft' : d === n ? 'ArrowDown' : 'ArrowUp');
    for (let j = 1; j < first.length; j++) await page.keyboard.press(key(first[j]! - first[j - 1]!));
    s = await getState(page);
    expect((s.paths as number[][])[0]).toEqual(first);
    expect(s).toMatchObject({ links: 1, holding: false, drawing: 0, strokes: 1 });
    for (const path of sol.slice(1)) await dragThrough(page, path, 'mouse');
    s = await getState(page);
    expect(s.solved).toBe(true);
    expect(s.strokes).toBe(sol.length);
    expect(s.filled).toBe(n * n);
    expect(s.score).toBeGreaterThan(200);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; a finger draws a line, Hint lays one and Clear wipes them', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '9', lang: 'en' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await tapPlay(page);
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(330);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      let s = await getState(page);
      const sol = s.solution as number[][];
      await dragThrough(page, sol[1]!, 'touch');
      s = await getState(page);
      expect((s.paths as number[][])[1]).toEqual(sol[1]);
      expect(s).toMatchObject({ links: 1, strokes: 1 });
      await page.getByRole('button', { name: 'Hint' }).tap();
      s = await getState(page);
      expect(s).toMatchObject({ links: 2, hints: 1 });
      await page.getByRole('button', { name: 'Clear' }).tap();
      s = await getState(page);
      expect(s.links).toBe(0);
      expect((s.paths as number[][]).every((p) => p.length === 0)).toBe(true);
      expect(errors).toEqual([]);
    });
  });
});
