import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';

const ID = 28;

test.describe('game 28: endless runner', () => {
  commonGameTests(ID);

  test('Space jumps, ↓ slams down into a slide, and the distance counts up', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '3', lang: 'en' });
    await play(page);
    const s0 = await getState(page);
    expect(s0).toMatchObject({ grounded: true, jumps: 0, slides: 0, coins: 0, dead: '', bottom: 430 });
    await page.keyboard.press('Space');
    // (Whether the runner is still in the air when the state is read depends on the machine's
    // speed: a jump lasts well under a second, so only the count is checked.)
    await expect.poll(async () => (await getState(page)).jumps).toBe(1);
    // Down in the air drops fast and turns into a slide on landing.
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await getState(page)).slides).toBe(1);
    const s = await getState(page);
    expect(s.dead).toBe('');
    expect(s.meters as number).toBeGreaterThan(s0.meters as number);
    expect(s.score).toBeGreaterThanOrEqual(s.meters as number);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; tapping the right side jumps and the Slide button slides', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '4' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      await expect(page.locator('.gk-controls')).toBeVisible();
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(canvas.width).toBeGreaterThan(330);
      expect(canvas.x + canvas.width).toBeLessThanOrEqual(375);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const right = await gamePoint(page, 330, 300);
      await page.touchscreen.tap(right.x, right.y);
      await expect.poll(async () => (await getState(page)).jumps).toBe(1);
      await page.locator('.gk-ctl').first().tap();
      await expect.poll(async () => (await getState(page)).slides).toBe(1);
      expect((await getState(page)).dead).toBe('');
      expect(errors).toEqual([]);
    });
  });
});
