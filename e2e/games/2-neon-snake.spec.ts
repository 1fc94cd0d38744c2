import { test, expect, openGame, play, tapPlay, getState, swipe, commonGameTests, canvasColourCount } from './harness';

const ID = 2;
type Pt = { x: number; y: number };

test.describe('game 2: neon snake', () => {
  commonGameTests(ID);

  test('moves by itself and turns with the arrow keys', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '11' });
    await play(page);
    const s0 = await getState(page);
    expect(s0.dir).toBe('right');
    await expect.poll(async () => ((await getState(page)).head as Pt).x, { timeout: 3000 }).toBeGreaterThan((s0.head as Pt).x);
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await getState(page)).dir).toBe('down');
    const y = ((await getState(page)).head as Pt).y;
    await expect.poll(async () => ((await getState(page)).head as Pt).y, { timeout: 3000 }).toBeGreaterThan(y);
    // Reversing straight into itself is ignored.
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(250);
    expect((await getState(page)).dir).toBe('down');
    expect(errors).toEqual([]);
  });

  test('hitting the wall ends the game with a restart button', async ({ page, gamesOrigin }) => {
    await openGame(page, gamesOrigin, ID, { seed: '1', lang: 'en' });
    await play(page);
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await getState(page)).screen, { timeout: 8000 }).toBe('over');
    expect((await getState(page)).alive).toBe(false);
    await expect(page.locator('.gk-overlay h1')).toHaveText('Game over');
    await page.getByRole('button', { name: 'Restart' }).click();
    expect(await getState(page)).toMatchObject({ screen: 'playing', alive: true, length: 4, score: 0 });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

    test('shows the d-pad; taps and swipes steer', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '5' });
      await expect(page.locator('.gk-controls')).toBeVisible();
      await tapPlay(page);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      await page.locator('.gk-ctl', { hasText: '▲' }).tap();
      await expect.poll(async () => (await getState(page)).dir).toBe('up');
      await swipe(page, 'left');
      await expect.poll(async () => (await getState(page)).dir).toBe('left');
      await page.locator('.gk-ctl', { hasText: '▼' }).tap();
      await expect.poll(async () => (await getState(page)).dir).toBe('down');
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      const pad = (await page.locator('.gk-controls').boundingBox())!;
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(pad.y + 1);
      expect(errors).toEqual([]);
    });
  });
});
