import { test, expect, openGame, play, tapPlay, getState, commonGameTests, canvasColourCount } from './harness';

const ID = 11;
type Ship = { x: number; y: number; vx: number; vy: number; angle: number };

test.describe('game 11: astro rocks', () => {
  commonGameTests(ID);

  test('keys rotate, thrust and fire', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '13' });
    await play(page);
    const s0 = await getState(page);
    expect(s0).toMatchObject({ lives: 3, rocks: 4, alive: true, shots: 0 });
    expect((s0.rockSizes as number[]).every((n) => n === 3)).toBe(true);
    await page.keyboard.down('ArrowUp');
    await expect.poll(async () => ((await getState(page)).ship as Ship).vy).toBeLessThan(-30);
    await page.keyboard.up('ArrowUp');
    const a0 = ((await getState(page)).ship as Ship).angle;
    await page.keyboard.down('ArrowRight');
    await expect.poll(async () => ((await getState(page)).ship as Ship).angle).toBeGreaterThan(a0 + 0.5);
    await page.keyboard.up('ArrowRight');
    // One shot per press; a held Space fires again every 0.16 s, and on a busy machine the
    // key-up can come that late. With the loop frozen only the key-down itself counts.
    await page.evaluate(() => (window as any).gameKit.freeze());
    await page.keyboard.press('Space');
    const s = await getState(page);
    expect(s.shots).toBe(1);
    expect(s.bullets).toBe(1);
    expect(errors).toEqual([]);
  });

  test('shooting a big rock splits it and scores', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '21' });
    await play(page);
    // Spin slowly while firing: the bullets sweep the whole field.
    await page.keyboard.down('Space');
    await page.keyboard.down('ArrowLeft');
    await expect.poll(async () => (await getState(page)).score as number, { timeout: 20_000 }).toBeGreaterThan(0);
    await page.keyboard.up('ArrowLeft');
    await page.keyboard.up('Space');
    const s = await getState(page);
    expect((s.rockSizes as number[]).some((n) => n < 3) || (s.score as number) >= 20).toBe(true);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

    test('on-screen buttons turn, thrust and fire; the field is portrait', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '5', lang: 'en' });
      await expect(page.locator('.gk-controls')).toBeVisible();
      await tapPlay(page);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const size = await page.evaluate(() => (window as any).gameKit.size());
      expect(size.height).toBeGreaterThan(size.width);
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      const pad = (await page.locator('.gk-controls').boundingBox())!;
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(pad.y + 1);
      const a0 = ((await getState(page)).ship as Ship).angle;
      await page.getByRole('button', { name: 'Turn right' }).tap();
      await expect.poll(async () => ((await getState(page)).ship as Ship).angle).toBeGreaterThan(a0 + 0.2);
      await page.getByRole('button', { name: 'Thrust' }).tap();
      await expect.poll(async () => { const sh = (await getState(page)).ship as Ship; return Math.hypot(sh.vx, sh.vy); }).toBeGreaterThan(5);
      await page.getByRole('button', { name: 'Fire' }).tap();
      await expect.poll(async () => (await getState(page)).shots as number).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });
  });
});
