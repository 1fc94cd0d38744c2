import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 43;
const S = 46;
/** Logical centre of the hex at axial (q, r). */
const hex = (q: number, r: number) => [300 + S * Math.sqrt(3) * (q + r / 2), 430 + S * 1.5 * r] as const;
const TRAY = [300, 790] as const;
const settled = (page: Page) => expect.poll(async () => (await getState(page)).busy).toBe(false);
const filled = (board: string) => board.split('').filter((v) => v !== '0').length;

test.describe('game 43: hex merge', () => {
  commonGameTests(ID);

  test('keyboard and mouse place pieces; H puts the piece on hold', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '17', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ placed: 0, empty: 37, held: null, level: 1 });
    const first = (s.current as { values: number[] }).values;
    await page.keyboard.press('ArrowRight'); // shows the cursor on the centre cell
    const centre = (await getState(page)).aim as number;
    await page.keyboard.press('ArrowLeft');
    s = await getState(page);
    expect(s.aim).toBe(centre - 1);
    await page.keyboard.press('Space');
    s = await getState(page);
    expect(s.placed).toBe(1);
    expect(filled(s.board as string)).toBe(first.length);
    expect((s.board as string)[centre - 1]).toBe(String(first[0]));
    await settled(page);
    const before = await getState(page);
    const p = await gamePoint(page, ...hex(2, -2));
    await page.mouse.click(p.x, p.y);
    s = await getState(page);
    expect(s.placed).toBe(2);
    expect(s.empty as number).toBeLessThan(before.empty as number);
    const upcoming = s.next;
    await page.keyboard.press('KeyH');
    s = await getState(page);
    expect(s.held).not.toBeNull();
    expect((s.current as { values: number[] }).values).toEqual(upcoming);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; a tap and a drag from the tray place pieces', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '4', lang: 'en' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      await expect(page.locator('.gk-controls')).toBeVisible();
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const a = await gamePoint(page, ...hex(0, 0));
      await page.touchscreen.tap(a.x, a.y);
      await expect.poll(async () => (await getState(page)).placed).toBe(1);
      await settled(page);
      // Drag the piece out of the tray; it floats above the finger, so release below the target.
      const from = await gamePoint(page, ...TRAY);
      const [tx, ty] = hex(-2, 1);
      const to = await gamePoint(page, tx, ty + 80);
      await page.evaluate(([s, e]) => {
        const target = document.elementFromPoint(s!.x, s!.y)!;
        const base = { pointerId: 5, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0 };
        target.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: s!.x, clientY: s!.y, buttons: 1 }));
        for (let i = 1; i <= 8; i++) target.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: s!.x + ((e!.x - s!.x) * i) / 8, clientY: s!.y + ((e!.y - s!.y) * i) / 8, buttons: 1 }));
        target.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: e!.x, clientY: e!.y, buttons: 0 }));
      }, [from, to]);
      await expect.poll(async () => (await getState(page)).placed).toBe(2);
      const s = await getState(page);
      const cells = (s.board as string).split('');
      expect(cells.filter((v) => v !== '0').length).toBeGreaterThanOrEqual(2);
      // The on-screen Hold button works too.
      await page.getByRole('button', { name: 'Hold' }).tap();
      await expect.poll(async () => (await getState(page)).held).not.toBeNull();
      expect(errors).toEqual([]);
    });
  });
});
