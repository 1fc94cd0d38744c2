import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 47;
type Slab = { x: number; w: number };

const freeze = (page: Page) => page.evaluate(() => (window as any).gameKit.freeze());
const resume = (page: Page) => page.evaluate(() => (window as any).gameKit.resume());

/** Waits until the sliding slab mostly overlaps the floor below, then stops the loop there. */
async function freezeOverTower(page: Page) {
  await expect.poll(async () => {
    const s = await getState(page);
    return Math.abs((s.moving as Slab).x - (s.below as Slab).x) < 50;
  }, { timeout: 8000, intervals: [20] }).toBe(true);
  await freeze(page);
  const s = await getState(page);
  if (Math.abs((s.moving as Slab).x - (s.below as Slab).x) >= 70) {
    await resume(page);
    return freezeOverTower(page);
  }
  return s;
}

test.describe('game 47: stack tower', () => {
  commonGameTests(ID);

  test('Space drops the sliding slab: the overhang is cut off and the tower grows', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '5' });
    await play(page);
    const s0 = await getState(page);
    expect(s0).toMatchObject({ floors: 0, drops: 0, streak: 0, ended: false });
    expect((s0.below as Slab).w).toBe(190);
    // The slab is moving.
    await expect.poll(async () => ((await getState(page)).moving as Slab).x).not.toBe((s0.moving as Slab).x);
    const s1 = await freezeOverTower(page);
    const m = s1.moving as Slab;
    const b = s1.below as Slab;
    await page.keyboard.press('Space');
    const s2 = await getState(page);
    expect(s2).toMatchObject({ floors: 1, drops: 1, ended: false });
    const off = Math.abs(m.x - b.x);
    // Perfect drops snap to the full width; otherwise exactly the overlap remains.
    expect((s2.below as Slab).w).toBeCloseTo(off <= 5 ? b.w : b.w - off, 0);
    expect(s2.score).toBeGreaterThanOrEqual(10);
    // The next slab enters from the other side at the new width.
    expect((s2.moving as Slab).w).toBeCloseTo((s2.below as Slab).w, 0);
    await resume(page);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible and a tap on the canvas drops the slab', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '9' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(canvas.width).toBeGreaterThan(330);
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      await freezeOverTower(page);
      const p = await gamePoint(page, 180, 400);
      await page.touchscreen.tap(p.x, p.y);
      expect(await getState(page)).toMatchObject({ floors: 1, drops: 1 });
      await resume(page);
      expect(errors).toEqual([]);
    });
  });
});
