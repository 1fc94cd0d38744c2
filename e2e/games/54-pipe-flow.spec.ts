import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 54;
type Geo = { ox: number; oy: number; cell: number };
const cw = (m: number) => ((m << 1) | (m >> 3)) & 15;

async function tilePoint(page: Page, i: number) {
  const s = await getState(page);
  const g = s.geometry as Geo;
  const cols = s.cols as number;
  return gamePoint(page, g.ox + (i % cols) * g.cell + g.cell / 2, g.oy + Math.floor(i / cols) * g.cell + g.cell / 2);
}

/** A tile other than the fixed source whose look changes when turned. */
function turnable(s: Record<string, unknown>) {
  return (s.tiles as number[]).findIndex((m, i) => i !== s.source && m !== 15);
}

test.describe('game 54: pipe flow', () => {
  commonGameTests(ID);

  test('Space turns the tile under the cursor; clicking every tile home waters all flowers', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '5', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ cols: 4, rows: 4, level: 1, rotations: 0, solved: false });
    expect(s.watered as number).toBeLessThan((s.drains as number[]).length);
    expect(s.timeLeft as number).toBeGreaterThan(50);
    // The cursor starts at row 2, column 2; move it to a turnable tile at row 0.
    const target = (s.tiles as number[]).findIndex((m, i) => i < 4 && m !== 15);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    for (let c = 2; c > target; c--) await page.keyboard.press('ArrowLeft');
    for (let c = 2; c < target; c++) await page.keyboard.press('ArrowRight');
    const before = (s.tiles as number[])[target]!;
    await page.keyboard.press('Space');
    s = await getState(page);
    expect(s.rotations).toBe(1);
    expect((s.tiles as number[])[target]).toBe(cw(before));
    const turns = s.turnsNeeded as number[];
    for (let i = 0; i < turns.length; i++) {
      for (let t = 0; t < turns[i]!; t++) {
        const p = await tilePoint(page, i);
        await page.mouse.click(p.x, p.y);
      }
    }
    s = await getState(page);
    expect(s.solved).toBe(true);
    expect(s.watered).toBe((s.drains as number[]).length);
    expect(s.score).toBeGreaterThan(160);
    await expect.poll(async () => (await getState(page)).level, { timeout: 8000 }).toBe(2);
    expect(await getState(page)).toMatchObject({ cols: 4, rows: 5, rotations: 0 });
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; a tap turns a pipe clockwise and a long press turns it back', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '3', lang: 'en' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await tapPlay(page);
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(330);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      let s = await getState(page);
      const i = turnable(s);
      const m0 = (s.tiles as number[])[i]!;
      const p = await tilePoint(page, i);
      await page.touchscreen.tap(p.x, p.y);
      s = await getState(page);
      expect(s.rotations).toBe(1);
      expect((s.tiles as number[])[i]).toBe(cw(m0));
      await page.evaluate(async ({ x, y }) => {
        const t = document.elementFromPoint(x, y)!;
        const base = { pointerId: 9, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0, clientX: x, clientY: y };
        t.dispatchEvent(new PointerEvent('pointerdown', { ...base, buttons: 1 }));
        await new Promise((r) => setTimeout(r, 600));
        t.dispatchEvent(new PointerEvent('pointerup', { ...base, buttons: 0 }));
      }, p);
      s = await getState(page);
      expect(s.rotations).toBe(2);
      expect((s.tiles as number[])[i]).toBe(m0);
      expect(errors).toEqual([]);
    });
  });
});
