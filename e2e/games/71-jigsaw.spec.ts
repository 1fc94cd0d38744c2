import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 71;
type TrayPiece = { id: number; r: number; c: number; x: number; y: number; homeX: number; homeY: number };
type TablePiece = { id: number; x: number; y: number; homeX: number; homeY: number };
type Layout = { cell: { pw: number; ph: number }; touchLift: number; arrowNext: { x: number; y: number }; edges: { x: number; y: number } };

async function mouseDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const a = await gamePoint(page, from.x, from.y);
  const b = await gamePoint(page, to.x, to.y);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 3 });
  await page.mouse.move(b.x, b.y, { steps: 3 });
  await page.mouse.up();
}

async function fingerDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const a = await gamePoint(page, from.x, from.y);
  const b = await gamePoint(page, to.x, to.y);
  await page.evaluate(([s, e]) => {
    const target = document.elementFromPoint(s!.x, s!.y) ?? document.body;
    const base = { pointerId: 31, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0 };
    target.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: s!.x, clientY: s!.y, buttons: 1 }));
    for (let i = 1; i <= 8; i++) target.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: s!.x + ((e!.x - s!.x) * i) / 8, clientY: s!.y + ((e!.y - s!.y) * i) / 8, buttons: 1 }));
    target.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: e!.x, clientY: e!.y, buttons: 0 }));
  }, [a, b]);
}

test.describe('game 71: jigsaw', () => {
  commonGameTests(ID);

  test('the mouse drags pieces home, onto the table and back; E filters edges; the keyboard places a piece', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '21', lang: 'en' });
    await play(page);
    await page.evaluate(() => (window as any).gameKit.freeze());
    let s = await getState(page);
    expect(s).toMatchObject({ cols: 4, rows: 3, total: 12, placed: 0, inTray: 12, pages: 2, phase: 'play' });
    // Tray piece straight to its home cell: it snaps in.
    const p0 = (s.tray as TrayPiece[])[0]!;
    await mouseDrag(page, p0, { x: p0.homeX + 9, y: p0.homeY - 7 });
    s = await getState(page);
    expect(s).toMatchObject({ placed: 1, inTray: 11 });
    expect(s.score).toBeGreaterThan(0);
    // Another piece dropped on the table stays loose there, then goes home from the table.
    const p1 = (s.tray as TrayPiece[])[0]!;
    await mouseDrag(page, p1, { x: 270, y: 520 });
    s = await getState(page);
    expect(s).toMatchObject({ placed: 1, onTable: 1, inTray: 10 });
    const t = (s.table as TablePiece[])[0]!;
    expect(t.id).toBe(p1.id);
    await mouseDrag(page, t, { x: t.homeX, y: t.homeY });
    s = await getState(page);
    expect(s).toMatchObject({ placed: 2, onTable: 0 });
    // Edge filter: only border pieces remain in the tray view.
    await page.keyboard.press('KeyE');
    s = await getState(page);
    expect(s).toMatchObject({ edgesOnly: true, trayEdgesOnly: true });
    // Keyboard: pick the selected tray piece, walk it to its cell, drop it.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    s = await getState(page);
    const pick = (s.tray as TrayPiece[])[s.sel as number]!;
    await page.keyboard.press('Enter');
    expect((await getState(page)).held).toEqual({ id: pick.id, r: 0, c: 0 });
    for (let i = 0; i < pick.r; i++) await page.keyboard.press('ArrowDown');
    for (let i = 0; i < pick.c; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    s = await getState(page);
    expect(s).toMatchObject({ placed: 3, held: null });
    await page.evaluate(() => (window as any).gameKit.resume());
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; a finger drags a piece home from the tray and pages it', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '8', lang: 'de' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await tapPlay(page);
      await page.evaluate(() => (window as any).gameKit.freeze());
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.y + box.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      let s = await getState(page);
      const L = s.layout as Layout;
      const p0 = (s.tray as TrayPiece[])[0]!;
      // A dragged piece rides a little above the finger so it stays visible.
      await fingerDrag(page, p0, { x: p0.homeX, y: p0.homeY + L.cell.ph * L.touchLift });
      s = await getState(page);
      expect(s).toMatchObject({ placed: 1, inTray: 11, page: 0 });
      const next = await gamePoint(page, L.arrowNext.x, L.arrowNext.y);
      await page.touchscreen.tap(next.x, next.y);
      expect((await getState(page)).page).toBe(1);
      await page.evaluate(() => (window as any).gameKit.resume());
      expect(errors).toEqual([]);
    });
  });
});
