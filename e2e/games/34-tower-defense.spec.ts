import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';

const ID = 34;
const TILE = 30;
const mid = (col: number, row: number) => [col * TILE + TILE / 2, row * TILE + TILE / 2] as const;

test.describe('game 34: tower defense', () => {
  commonGameTests(ID);

  test('click builds, U upgrades, S sells, keys build at the cursor, N sends a wave the towers shoot', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '2', lang: 'en' });
    await play(page);
    expect(await getState(page)).toMatchObject({ map: 0, wave: 0, phase: 'build', money: 160, lives: 20, towers: [] });
    const p = await gamePoint(page, ...mid(5, 4));
    await page.mouse.click(p.x, p.y);
    let s = await getState(page);
    expect(s.towers).toEqual([{ col: 5, row: 4, type: 'gun', level: 1 }]);
    expect(s.money).toBe(110);
    expect(s.selected).toMatchObject({ col: 5, row: 4 });
    await page.keyboard.press('KeyU');
    expect(await getState(page)).toMatchObject({ money: 65, towers: [{ level: 2 }] });
    await page.keyboard.press('KeyS');
    expect(await getState(page)).toMatchObject({ money: 65 + Math.floor(95 * 0.7), towers: [], selected: null });
    await page.keyboard.press('Digit2');
    await page.keyboard.press('ArrowDown'); // shows the cursor where the mouse last clicked, (5, 4)
    await page.keyboard.press('ArrowDown');
    expect((await getState(page)).cursor).toEqual({ col: 5, row: 5, on: true });
    await page.keyboard.press('Enter');
    s = await getState(page);
    expect(s.towers).toEqual([{ col: 5, row: 5, type: 'cannon', level: 1 }]);
    expect(s.money).toBe(131 - 80);
    await page.keyboard.press('KeyF');
    await page.keyboard.press('KeyN');
    expect(await getState(page)).toMatchObject({ wave: 1, phase: 'wave', fast: true });
    await expect.poll(async () => (await getState(page)).kills as number, { timeout: 15_000 }).toBeGreaterThan(0);
    expect((await getState(page)).money as number).toBeGreaterThan(51);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; two taps build a tower and the panel button starts the wave', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '5' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(canvas.width).toBeGreaterThan(330);
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const cell = await gamePoint(page, ...mid(3, 9));
      await page.touchscreen.tap(cell.x, cell.y);
      await expect.poll(async () => (await getState(page)).pending).toEqual({ col: 3, row: 9 });
      expect((await getState(page)).towers).toEqual([]);
      await page.touchscreen.tap(cell.x, cell.y);
      await expect.poll(async () => (await getState(page)).towers).toEqual([{ col: 3, row: 9, type: 'gun', level: 1 }]);
      expect((await getState(page)).money).toBe(110);
      const next = await gamePoint(page, 196, 420 + 151);
      await page.touchscreen.tap(next.x, next.y);
      await expect.poll(async () => (await getState(page)).phase).toBe('wave');
      expect((await getState(page)).wave).toBe(1);
      expect(errors).toEqual([]);
    });
  });
});
