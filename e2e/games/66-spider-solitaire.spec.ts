import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';

const ID = 66;
type Move = { type: 'move'; from: number; to: number; count: number; fromXY: [number, number]; toXY: [number, number] };
type Col = { down: number; up: string[] };

test.describe('game 66: spider solitaire', () => {
  commonGameTests(ID);

  test('drag a card onto the next rank, undo with U, deal with D, pick and drop with the keyboard', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '5', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ stock: 50, done: 0, moves: 0, suits: 1, dealScore: 500 });
    const m = (s.legal as Move[])[0]!;
    const before = s.cols as Col[];
    const a = await gamePoint(page, ...m.fromXY);
    const b = await gamePoint(page, ...m.toXY);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2 + 20, { steps: 4 });
    await page.mouse.move(b.x, b.y + 20, { steps: 4 });
    await page.mouse.up();
    s = await getState(page);
    expect(s).toMatchObject({ moves: 1, history: 1, dealScore: 499 });
    const after = s.cols as Col[];
    expect(after[m.to]!.up.length).toBe(before[m.to]!.up.length + m.count);
    await page.keyboard.press('KeyU');
    s = await getState(page);
    expect(s).toMatchObject({ history: 0, moves: 2, dealScore: 498 });
    expect(s.cols).toEqual(before);
    await page.keyboard.press('KeyD');
    s = await getState(page);
    expect(s.stock).toBe(40);
    expect((s.cols as Col[]).every((c, i) => c.up.length === before[i]!.up.length + 1)).toBe(true);
    // Keyboard: walk the cursor to a movable card, pick it up and drop it on its target.
    const k = (s.legal as Move[]).find((x) => x.count === 1)!;
    for (let i = 0; i <= k.from; i++) await page.keyboard.press('ArrowRight');
    expect((await getState(page)).cursor).toMatchObject({ col: (k.from + 1) % 10, visible: true });
    await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    expect((await getState(page)).cursor).toMatchObject({ col: k.from, count: 1 });
    await page.keyboard.press('Enter');
    expect((await getState(page)).selected).toEqual({ col: k.from, count: 1 });
    const steps = (k.to - k.from + 10) % 10;
    for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    s = await getState(page);
    expect(s).toMatchObject({ selected: null, moves: 4 });
    expect((s.cols as Col[])[k.to]!.up.length).toBe(3);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; a tap moves a card to its best spot, Undo and the stock work', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '9', lang: 'fr' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      const btn = (await page.locator('.gk-overlay .gk-btn-primary').boundingBox())!;
      const panel = (await page.locator('.gk-panel').boundingBox())!;
      expect(btn.y + btn.height).toBeLessThanOrEqual(panel.y + panel.height);
      await tapPlay(page);
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.y + box.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      let s = await getState(page);
      const m = (s.legal as Move[])[0]!;
      const before = s.cols as Col[];
      let p = await gamePoint(page, ...m.fromXY);
      await page.touchscreen.tap(p.x, p.y);
      s = await getState(page);
      expect(s.moves).toBe(1);
      expect((s.cols as Col[])[m.from]!.up.length + (s.cols as Col[])[m.from]!.down).toBe(before[m.from]!.up.length + before[m.from]!.down - m.count);
      p = await gamePoint(page, ...(s.undoXY as [number, number]));
      await page.touchscreen.tap(p.x, p.y);
      s = await getState(page);
      expect(s.history).toBe(0);
      expect(s.cols).toEqual(before);
      p = await gamePoint(page, ...(s.stockXY as [number, number]));
      await page.touchscreen.tap(p.x, p.y);
      expect((await getState(page)).stock).toBe(40);
      expect(errors).toEqual([]);
    });
  });
});
