import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 13;
const landed = async (page: Page, shots: number) => expect.poll(async () => { const s = await getState(page); return !s.flying && s.shots === shots; }, { timeout: 5000 }).toBe(true);

test.describe('game 13: bubble blast', () => {
  commonGameTests(ID);

  test('arrow keys turn the aim, Space shoots a bubble that lands in the grid', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '12' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ shots: 0, drops: 0, level: 1 });
    expect(s.angle).toBeCloseTo(-Math.PI / 2, 2);
    await page.keyboard.down('ArrowLeft');
    await expect.poll(async () => (await getState(page)).angle as number).toBeLessThan(-1.8);
    await page.keyboard.up('ArrowLeft');
    const bubbles = s.bubbles as number;
    const colour = s.current;
    await page.keyboard.press('Space');
    await landed(page, 1);
    s = await getState(page);
    // Either the bubble stuck (+1) or it popped a cluster (fewer bubbles, points scored).
    if (s.score === 0) expect(s.bubbles).toBe(bubbles + 1);
    else expect(s.bubbles as number).toBeLessThan(bubbles);
    expect(s.current).not.toBeUndefined();
    void colour;
    // X swaps the loaded and next bubbles.
    const { current, next } = s;
    await page.keyboard.press('x');
    expect(await getState(page)).toMatchObject({ current: next, next: current });
    expect(errors).toEqual([]);
  });

  test('the mouse aims and clicks shoot; misses bring the ceiling down', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '6', lang: 'en' });
    await play(page);
    const p = await gamePoint(page, 60, 400);
    await page.mouse.move(p.x, p.y);
    const a = (await getState(page)).angle as number;
    expect(a).toBeCloseTo(Math.atan2(400 - 662, 60 - 240), 1);
    const perDrop = (await getState(page)).shotsLeft as number;
    let shots = 0;
    // Keep shooting until the ceiling has dropped at least once (a miss counts down).
    while ((await getState(page)).drops === 0 && shots < perDrop * 4 && (await getState(page)).screen === 'playing') {
      const x = shots % 2 ? 80 : 400;
      const q = await gamePoint(page, x, 300);
      await page.mouse.click(q.x, q.y);
      shots++;
      await landed(page, shots);
    }
    const s = await getState(page);
    expect(s.drops === 1 || s.screen !== 'playing' || s.level as number > 1).toBe(true);
    expect(await page.locator('[data-stat="shots"]').innerText()).toBe(String(s.shotsLeft));
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

    test('tap to shoot and tap the next bubble to swap', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '2' });
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.height).toBeGreaterThan(450);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await tapPlay(page);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const s0 = await getState(page);
      const sw = await gamePoint(page, 140, 680);
      await page.touchscreen.tap(sw.x, sw.y);
      expect(await getState(page)).toMatchObject({ current: s0.next, next: s0.current, shots: 0 });
      const q = await gamePoint(page, 330, 250);
      await page.touchscreen.tap(q.x, q.y);
      await landed(page, 1);
      expect((await getState(page)).angle as number).toBeGreaterThan(-1.4);
      expect(errors).toEqual([]);
    });
  });
});
