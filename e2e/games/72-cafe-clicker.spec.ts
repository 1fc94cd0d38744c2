import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount, type GameState } from './harness';

const ID = 72;
type Pt = { x: number; y: number };
type Layout = { cup: Pt; buy: Pt[]; tabs: Pt[] };
const layout = (s: GameState) => s.layout as Layout;

test.describe('game 72: café clicker', () => {
  commonGameTests(ID);

  test('clicks earn and hire; progress survives a reload; time away pays, capped', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '2', lang: 'en' });
    await play(page);
    await page.evaluate(() => (window as any).gameKit.freeze());
    let s = await getState(page);
    expect(s).toMatchObject({ coins: 0, taps: 0, perSecond: 0, tab: 'staff' });
    const cup = await gamePoint(page, layout(s).cup.x, layout(s).cup.y);
    for (let i = 0; i < 15; i++) await page.mouse.click(cup.x, cup.y);
    s = await getState(page);
    expect(s).toMatchObject({ coins: 15, taps: 15 });
    const buy = await gamePoint(page, layout(s).buy[0]!.x, layout(s).buy[0]!.y);
    await page.mouse.click(buy.x, buy.y);
    s = await getState(page);
    expect(s.coins).toBe(0);
    expect((s.staff as Record<string, number>).barista).toBe(1);
    expect(s.perSecond).toBe(0.5);
    // Leaving the page saves; coming back restores the café.
    await page.reload();
    await page.waitForFunction(() => (window as any).gameKit?.ready === true);
    await play(page);
    s = await getState(page);
    expect((s.staff as Record<string, number>).barista).toBe(1);
    expect(s.taps).toBe(15);
    expect(s.away).toBe('');
    // Pretend the last save was ten hours ago: only two hours count, at half speed.
    await page.addInitScript(() => {
      const key = 'gamekit:72:cafe';
      const d = JSON.parse(localStorage.getItem(key) ?? '{}');
      d.savedAt = Date.now() - 10 * 3600 * 1000;
      localStorage.setItem(key, JSON.stringify(d));
    });
    await page.reload();
    await page.waitForFunction(() => (window as any).gameKit?.ready === true);
    await play(page);
    await page.evaluate(() => (window as any).gameKit.freeze());
    s = await getState(page);
    expect(s.coins).toBeGreaterThanOrEqual(2 * 3600 * 0.5 * 0.5);
    expect(s.coins).toBeLessThan(2 * 3600 * 0.5 * 0.5 + 20);
    expect(s.away).toContain('While you were away');
    await page.evaluate(() => (window as any).gameKit.resume());
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; taps on the cup pay for an upgrade that raises the tap value', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '4', lang: 'de' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await tapPlay(page);
      await page.evaluate(() => (window as any).gameKit.freeze());
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.y + box.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      let s = await getState(page);
      const cup = await gamePoint(page, layout(s).cup.x, layout(s).cup.y);
      for (let i = 0; i < 25; i++) await page.touchscreen.tap(cup.x, cup.y);
      expect((await getState(page)).coins).toBe(25);
      const tab = await gamePoint(page, layout(s).tabs[1]!.x, layout(s).tabs[1]!.y);
      await page.touchscreen.tap(tab.x, tab.y);
      expect((await getState(page)).tab).toBe('upgrades');
      const buy = await gamePoint(page, layout(s).buy[0]!.x, layout(s).buy[0]!.y);
      await page.touchscreen.tap(buy.x, buy.y);
      s = await getState(page);
      expect(s).toMatchObject({ coins: 0, tapValue: 2 });
      expect((s.upgrades as Record<string, number>).beans).toBe(1);
      await page.touchscreen.tap(cup.x, cup.y);
      expect((await getState(page)).coins).toBe(2);
      await page.evaluate(() => (window as any).gameKit.resume());
      expect(errors).toEqual([]);
    });
  });
});
