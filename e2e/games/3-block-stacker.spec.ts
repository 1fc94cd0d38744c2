import { test, expect, openGame, play, tapPlay, getState, swipe, commonGameTests, canvasColourCount } from './harness';

const ID = 3;
type P = { kind: number; x: number; y: number; shape: string } | null;

test.describe('game 3: block stacker', () => {
  commonGameTests(ID);

  test('keys move, rotate and drop the piece', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '9' });
    await play(page);
    // A key held 0.16 s repeats (our auto-shift); on a busy machine a press's key-up can come
    // that late. Frozen, only the key-downs act: one step per press.
    await page.evaluate(() => (window as any).gameKit.freeze());
    const p0 = (await getState(page)).piece as P;
    expect(p0).not.toBeNull();
    await page.keyboard.press('ArrowLeft');
    expect(((await getState(page)).piece as P)!.x).toBe(p0!.x - 1);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(((await getState(page)).piece as P)!.x).toBe(p0!.x + 1);
    if (p0!.kind !== 1) {
      await page.keyboard.press('ArrowUp');
      expect(((await getState(page)).piece as P)!.shape).not.toBe(p0!.shape);
    }
    await page.keyboard.press('Space');
    const s = await getState(page);
    expect(s.filled).toBe(4);
    expect(s.score).toBeGreaterThan(0); // hard drop points
    // Gravity pulls the new piece down on its own.
    await page.evaluate(() => (window as any).gameKit.resume());
    const y = ((s.piece as P)!).y;
    await expect.poll(async () => ((await getState(page)).piece as P)?.y ?? -99, { timeout: 3000 }).toBeGreaterThan(y);
    expect(errors).toEqual([]);
  });

  test('stacking without clearing ends the game', async ({ page, gamesOrigin }) => {
    await openGame(page, gamesOrigin, ID, { seed: '2', lang: 'fr' });
    await play(page);
    for (let i = 0; i < 40 && (await getState(page)).screen === 'playing'; i++) await page.keyboard.press('Space');
    await expect.poll(async () => (await getState(page)).screen).toBe('over');
    await expect(page.locator('.gk-overlay h1')).toHaveText('Partie terminée');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

    test('on-screen buttons and gestures control the piece', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '4' });
      await tapPlay(page);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const p0 = (await getState(page)).piece as P;
      await page.locator('.gk-ctl', { hasText: '◀' }).tap();
      expect(((await getState(page)).piece as P)!.x).toBe(p0!.x - 1);
      await swipe(page, 'right');
      expect(((await getState(page)).piece as P)!.x).toBe(p0!.x);
      await page.locator('.gk-ctl', { hasText: '⤓' }).tap();
      expect((await getState(page)).filled).toBe(4);
      await swipe(page, 'down');
      expect((await getState(page)).filled).toBe(8);
      expect(errors).toEqual([]);
    });
  });
});
