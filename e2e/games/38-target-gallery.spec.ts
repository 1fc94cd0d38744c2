import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 38;
type Tgt = { kind: string; x: number; y: number };
type Pt = { x: number; y: number };

const freeze = (page: Page) => page.evaluate(() => (window as any).gameKit.freeze());
const resume = (page: Page) => page.evaluate(() => (window as any).gameKit.resume());

/** With the loop frozen, a standing target well inside the booth that is not a bomb. */
async function pickTarget(page: Page): Promise<Tgt> {
  await expect.poll(async () => ((await getState(page)).targets as Tgt[]).some((t) => t.kind !== 'bomb' && t.x > 40 && t.x < 320), { timeout: 8000 }).toBe(true);
  await freeze(page);
  const t = ((await getState(page)).targets as Tgt[]).find((x) => x.kind !== 'bomb' && x.x > 40 && x.x < 320);
  if (!t) { await resume(page); return pickTarget(page); }
  return t;
}

test.describe('game 38: target gallery', () => {
  commonGameTests(ID);

  test('arrow keys aim, Space fires, R reloads and a mouse click knocks a target down', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '4' });
    await play(page);
    await expect.poll(async () => (await getState(page)).phase).toBe('live');
    const s0 = await getState(page);
    expect(s0).toMatchObject({ round: 1, mag: 6, reserve: 30, shots: 0, lanes: 2, goal: 450 });
    const c0 = s0.cross as Pt;
    await page.keyboard.down('ArrowUp');
    await expect.poll(async () => ((await getState(page)).cross as Pt).y).toBeLessThan(c0.y - 40);
    await page.keyboard.up('ArrowUp');
    await freeze(page);
    await page.keyboard.press('Space');
    expect(await getState(page)).toMatchObject({ shots: 1, mag: 5 });
    await page.keyboard.press('KeyR');
    expect((await getState(page)).reloading).toBe(true);
    await resume(page);
    await expect.poll(async () => (await getState(page)).mag).toBe(6);
    expect((await getState(page)).reserve).toBe(29);
    const t = await pickTarget(page);
    const p = await gamePoint(page, t.x, t.y);
    const before = await getState(page);
    await page.mouse.click(p.x, p.y);
    const after = await getState(page);
    expect(after.shots).toBe((before.shots as number) + 1);
    expect(after.hits).toBe((before.hits as number) + 1);
    expect(after.score as number).toBeGreaterThan(before.score as number);
    expect((after.targets as Tgt[]).length).toBe((before.targets as Tgt[]).length - 1);
    await resume(page);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; a tap shoots a target and tapping the tray reloads', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '8' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(canvas.width).toBeGreaterThan(330);
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      await expect.poll(async () => (await getState(page)).phase).toBe('live');
      const t = await pickTarget(page);
      const p = await gamePoint(page, t.x, t.y);
      await page.touchscreen.tap(p.x, p.y);
      const s = await getState(page);
      expect(s).toMatchObject({ shots: 1, hits: 1, mag: 5 });
      expect(s.score as number).toBeGreaterThan(0);
      const tray = await gamePoint(page, 90, 500);
      await page.touchscreen.tap(tray.x, tray.y);
      expect(await getState(page)).toMatchObject({ reloading: true, shots: 1 });
      await resume(page);
      await expect.poll(async () => (await getState(page)).mag).toBe(6);
      expect(errors).toEqual([]);
    });
  });
});
