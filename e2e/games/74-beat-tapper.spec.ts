import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 74;
type Counts = { perfect: number; good: number; miss: number; stray: number };

/**
 * With the loop frozen and sound off (frame clock), steps the game by hand until the next note is
 * `before` seconds away, so a tap lands on it whatever the machine's speed.
 */
async function stepToNextNote(page: Page, before: number) {
  return page.evaluate((b) => {
    const gk = (window as any).gameKit;
    const k = gk.kit;
    const target = gk.state().nextNote as number;
    for (let i = 0; i < 60 * 10 && gk.state().time < target - b; i++) k.def.update(1 / 60, k);
    return { time: gk.state().time as number, target };
  }, before);
}

async function stepFor(page: Page, seconds: number) {
  await page.evaluate((s) => {
    const k = (window as any).gameKit.kit;
    for (let i = 0; i < Math.round(s * 60); i++) k.def.update(1 / 60, k);
  }, seconds);
}

test.describe('game 74: beat tapper', () => {
  commonGameTests(ID);

  test('Space on the beat is perfect and builds the combo; a skipped note is a miss', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { muted: '1', lang: 'en' });
    await play(page);
    await page.evaluate(() => (window as any).gameKit.freeze());
    const s0 = await getState(page);
    expect(s0).toMatchObject({ song: 1, bpm: 92, phase: 'play', clock: 'frames', combo: 0 });
    // (A very slow start may already have let a note go by: count from here.)
    const c0 = s0.counts as Counts;
    for (let n = 1; n <= 2; n++) {
      const at = await stepToNextNote(page, 0.01);
      expect(at.target - at.time).toBeLessThanOrEqual(0.01);
      await page.keyboard.press('Space');
      const s = await getState(page);
      expect(s.counts as Counts).toEqual({ ...c0, perfect: n });
      expect(s.combo).toBe(n);
    }
    expect((await getState(page)).score).toBe(s0.score + 200);
    // Let the next note pass untouched.
    const next = (await getState(page)).nextNote as number;
    await stepFor(page, next - ((await getState(page)).time as number) + 0.2);
    const s = await getState(page);
    expect(s.counts as Counts).toEqual({ ...c0, perfect: 2, miss: c0.miss + 1 });
    expect(s.combo).toBe(0);
    expect(s.energy as number).toBeLessThan(1);
    await page.evaluate(() => (window as any).gameKit.resume());
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; a finger on the beat hits the note', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { muted: '1', lang: 'de' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(canvas.width).toBeGreaterThan(330);
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      await page.evaluate(() => (window as any).gameKit.freeze());
      const c0 = (await getState(page)).counts as Counts;
      await stepToNextNote(page, 0.01);
      const pad = await gamePoint(page, 180, 545);
      const finger = async (type: string) => page.evaluate(([t, x, y]) => {
        const target = document.elementFromPoint(x as number, y as number) ?? document.body;
        target.dispatchEvent(new PointerEvent(t as string, { pointerId: 51, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0, buttons: t === 'pointerup' ? 0 : 1, clientX: x as number, clientY: y as number }));
      }, [type, pad.x, pad.y]);
      await finger('pointerdown');
      expect(await getState(page)).toMatchObject({ pressed: true, combo: 1, taps: 1, counts: { ...c0, perfect: 1 } });
      await finger('pointerup');
      expect((await getState(page)).pressed).toBe(false);
      await page.evaluate(() => (window as any).gameKit.resume());
      expect(errors).toEqual([]);
    });
  });
});
