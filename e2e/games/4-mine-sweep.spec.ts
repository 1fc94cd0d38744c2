import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';

const ID = 4;
const CELL = 48;
const PAD = 12;
const center = (r: number, c: number) => [PAD + c * CELL + CELL / 2, PAD + r * CELL + CELL / 2] as const;

test.describe('game 4: mine sweep', () => {
  commonGameTests(ID);

  test('first click is safe and opens an area; right-click flags', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '21' });
    await play(page);
    const p = await gamePoint(page, ...center(4, 4));
    await page.mouse.click(p.x, p.y);
    let s = await getState(page);
    expect(s).toMatchObject({ placed: true, lost: false });
    expect(s.opened as number).toBeGreaterThan(1);
    expect((s.cells as string[])[4]![4]).toBe('0');
    expect(s.score).toBe(s.opened);
    // Flag the first closed cell with a right click.
    const cells = s.cells as string[];
    const r = cells.findIndex((row) => row.includes('.'));
    const c = cells[r]!.indexOf('.');
    const q = await gamePoint(page, ...center(r, c));
    await page.mouse.click(q.x, q.y, { button: 'right' });
    s = await getState(page);
    expect((s.cells as string[])[r]![c]).toBe('F');
    expect(s.flags).toBe(1);
    expect(await page.locator('[data-stat="mines"]').innerText()).toBe('9');
    expect(errors).toEqual([]);
  });

  test('difficulty choice changes the board; keyboard plays too', async ({ page, gamesOrigin }) => {
    await openGame(page, gamesOrigin, ID, { seed: '8', lang: 'en' });
    await page.getByText('Hard', { exact: true }).click();
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ difficulty: 'hard', rows: 20, cols: 14, mines: 55, level: 3 });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Space');
    s = await getState(page);
    expect(s.cursor).toEqual({ r: 10, c: 6 });
    expect((s.cells as string[])[10]![6]).toBe('0');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    s = await getState(page);
    if ((s.cells as string[])[0]![6] === '.') {
      await page.keyboard.press('f');
      expect(((await getState(page)).cells as string[])[0]![6]).toBe('F');
    }
  });

  test('opening closed cells ends the round with a win or a loss, and Restart works', async ({ page, gamesOrigin }) => {
    await openGame(page, gamesOrigin, ID, { seed: '30', lang: 'en' });
    await page.getByText('Easy', { exact: true }).click();
    await play(page);
    const first = await gamePoint(page, ...center(4, 4));
    await page.mouse.click(first.x, first.y);
    const cells = (await getState(page)).cells as string[];
    const closed: [number, number][] = [];
    cells.forEach((row, r) => [...row].forEach((ch, c) => { if (ch === '.') closed.push([r, c]); }));
    expect(closed.length).toBeGreaterThan(10);
    // Blindly opening every closed cell must hit a mine (or, by luck, clear the field).
    for (const [r, c] of closed) {
      const s = await getState(page);
      if (s.screen !== 'playing' || s.lost) break;
      const p = await gamePoint(page, ...center(r, c));
      await page.mouse.click(p.x, p.y);
    }
    await expect.poll(async () => (await getState(page)).screen, { timeout: 5000 }).toBe('over');
    const end = await getState(page);
    await expect(page.locator('.gk-overlay h1')).toHaveText(end.lost ? 'Game over' : 'You win!');
    expect((end.cells as string[]).join('').includes('*')).toBe(!!end.lost);
    await page.getByRole('button', { name: 'Restart' }).click();
    expect(await getState(page)).toMatchObject({ screen: 'playing', opened: 0, placed: false, lost: false, score: 0 });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

    test('tap reveals; flag mode and long-press flag', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '12', lang: 'en' });
      await page.locator('label', { hasText: 'Easy' }).tap();
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      await page.touchscreen.tap(...Object.values(await gamePoint(page, ...center(4, 4))) as [number, number]);
      let s = await getState(page);
      expect(s.opened as number).toBeGreaterThan(1);
      const cells = s.cells as string[];
      const closed: [number, number][] = [];
      cells.forEach((row, r) => [...row].forEach((ch, c) => { if (ch === '.') closed.push([r, c]); }));
      const [a, b] = [closed[0]!, closed[1]!];
      // Flag mode toggle button.
      await page.getByRole('button', { name: 'Flag mode' }).tap();
      expect((await getState(page)).flagMode).toBe(true);
      await page.touchscreen.tap(...Object.values(await gamePoint(page, ...center(...a))) as [number, number]);
      s = await getState(page);
      expect((s.cells as string[])[a[0]]![a[1]]).toBe('F');
      await page.getByRole('button', { name: 'Flag mode' }).tap();
      // Long-press flags too (touch pointer held without moving).
      const p = await gamePoint(page, ...center(...b));
      await page.evaluate(({ x, y }) => {
        const t = document.elementFromPoint(x, y)!;
        t.dispatchEvent(new PointerEvent('pointerdown', { pointerId: 3, pointerType: 'touch', clientX: x, clientY: y, bubbles: true, cancelable: true, button: 0 }));
      }, p);
      await page.waitForTimeout(600);
      await page.evaluate(({ x, y }) => {
        const t = document.elementFromPoint(x, y)!;
        t.dispatchEvent(new PointerEvent('pointerup', { pointerId: 3, pointerType: 'touch', clientX: x, clientY: y, bubbles: true, cancelable: true, button: 0 }));
      }, p);
      s = await getState(page);
      expect((s.cells as string[])[b[0]]![b[1]]).toBe('F');
      expect(s.flags).toBe(2);
      expect(errors).toEqual([]);
    });
  });
});
