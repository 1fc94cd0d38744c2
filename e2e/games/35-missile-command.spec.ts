import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 35;
type Warhead = { x: number; y: number; vx: number; vy: number };
type Pt = { x: number; y: number };
const BASES = [28, 180, 332];
const SPEEDS = [330, 460, 330];

const freeze = (page: Page) => page.evaluate(() => (window as any).gameKit.freeze());
const resume = (page: Page) => page.evaluate(() => (window as any).gameKit.resume());
const sum = (a: number[]) => a.reduce((s, n) => s + n, 0);

/** Where to aim so the blast meets the warhead (the interceptor's flight plus the blast's growth). */
function lead(w: Warhead, ammo: number[]) {
  let bi = -1;
  ammo.forEach((a, i) => { if (a > 0 && (bi < 0 || Math.abs(BASES[i]! - w.x) < Math.abs(BASES[bi]! - w.x))) bi = i; });
  let tau = 0;
  for (let k = 0; k < 8; k++) tau = Math.hypot(w.x + w.vx * tau - BASES[bi]!, w.y + w.vy * tau - 542) / SPEEDS[bi]! + 0.2;
  return { x: w.x + w.vx * tau, y: Math.min(w.y + w.vy * tau, 520) };
}

test.describe('game 35: missile command', () => {
  commonGameTests(ID);

  test('keys move the sight and fire from the chosen base; a leading click shoots a warhead down', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '3' });
    await play(page);
    const s0 = await getState(page);
    expect(s0).toMatchObject({ wave: 1, ammo: [10, 10, 10], fired: 0, kills: 0 });
    expect(s0.cities).toEqual([true, true, true, true, true, true]);
    const c0 = s0.cross as Pt;
    await page.keyboard.down('ArrowUp');
    await expect.poll(async () => ((await getState(page)).cross as Pt).y).toBeLessThan(c0.y - 40);
    await page.keyboard.up('ArrowUp');
    await freeze(page);
    await page.keyboard.press('Space');
    expect(await getState(page)).toMatchObject({ fired: 1, interceptors: 1, ammo: [10, 9, 10] });
    await page.keyboard.press('KeyZ');
    expect(await getState(page)).toMatchObject({ fired: 2, interceptors: 2, ammo: [9, 9, 10] });
    await resume(page);
    await expect.poll(async () => ((await getState(page)).warheads as Warhead[]).length, { timeout: 8000 }).toBeGreaterThan(0);
    // Lead the lowest warhead with the loop frozen, so the reading is exact.
    await freeze(page);
    const s1 = await getState(page);
    const w = (s1.warheads as Warhead[]).sort((a, b) => b.y - a.y)[0]!;
    const aim = lead(w, s1.ammo as number[]);
    const p = await gamePoint(page, aim.x, aim.y);
    await page.mouse.click(p.x, p.y);
    expect((await getState(page)).fired).toBe(3);
    await resume(page);
    await expect.poll(async () => (await getState(page)).kills as number, { timeout: 8000 }).toBeGreaterThanOrEqual(1);
    const s = await getState(page);
    expect(s.kills as number).toBeGreaterThanOrEqual(1);
    expect(s.score as number).toBeGreaterThanOrEqual(25);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible and a tap launches an interceptor from the nearest base', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '5' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(canvas.width).toBeGreaterThan(330);
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const p = await gamePoint(page, 300, 250);
      await page.touchscreen.tap(p.x, p.y);
      await expect.poll(async () => (await getState(page)).fired).toBe(1);
      const s = await getState(page);
      expect(s.ammo).toEqual([10, 10, 9]);
      expect(s.cross).toEqual({ x: 300, y: 250 });
      await expect.poll(async () => (await getState(page)).blasts as number).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });
  });
});
