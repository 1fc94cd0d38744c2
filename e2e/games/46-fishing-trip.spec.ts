import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 46;

const freeze = (page: Page) => page.evaluate(() => (window as any).gameKit.freeze());
const resume = (page: Page) => page.evaluate(() => (window as any).gameKit.resume());

/** Presses or lifts a finger on the canvas at a logical point (pointer events, as a touch screen sends them). */
async function finger(page: Page, kind: 'pointerdown' | 'pointerup', x: number, y: number) {
  const p = await gamePoint(page, x, y);
  await page.evaluate(([k, cx, cy]) => {
    const target = document.elementFromPoint(cx as number, cy as number) ?? document.body;
    target.dispatchEvent(new PointerEvent(k as string, { pointerId: 41, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0, buttons: k === 'pointerdown' ? 1 : 0, clientX: cx as number, clientY: cy as number }));
  }, [kind, p.x, p.y]);
}

type State = Record<string, unknown>;

/**
 * Lets the game run in slices until the state matches, and leaves it frozen there, so a strike
 * window cannot slip by between two slow polls on a busy machine. `slice` says how long the next
 * run may be (long while nothing is about to happen, short near the moment).
 */
async function runUntil(page: Page, pred: (s: State) => boolean, slice: (s: State) => number = () => 40) {
  for (let i = 0; i < 300; i++) {
    await freeze(page);
    const s = await getState(page);
    if (pred(s)) return s;
    await resume(page);
    await page.waitForTimeout(slice(s));
  }
  throw new Error('state never matched');
}

test.describe('game 46: fishing trip', () => {
  commonGameTests(ID);

  test('Space casts, strikes when the float dives and reels the fish in', async ({ page, gamesOrigin, errors }) => {
    // Seed 186: the first fish bites 2.1 s after the lure settles.
    await openGame(page, gamesOrigin, ID, { seed: '186' });
    await play(page);
    expect(await getState(page)).toMatchObject({ day: 1, spot: 'lake', phase: 'ready', casts: 0, clock: '06:00' });
    // A short cast: only small fish feed in the shallows, so the fight below is gentle.
    await page.keyboard.down('Space');
    // Power swings 0 → 1 → 0 while held: stop it (rising or falling) inside a low band.
    const charging = await runUntil(page, (s) => (s.power as number) > 0.1 && (s.power as number) < 0.28, () => 25);
    expect(charging.phase).toBe('charging');
    await page.keyboard.up('Space');
    const cast = await getState(page);
    expect(cast).toMatchObject({ phase: 'flying', casts: 1, castPower: charging.power });
    await runUntil(page, (s) => s.biting === true, (s) => (s.phase === 'waiting' ? Math.max(30, ((s.biteAt as number) - (s.waitT as number) - 0.3) * 1000) : 300));
    await page.keyboard.down('Space');
    const hooked = await getState(page);
    expect(hooked).toMatchObject({ phase: 'fight', strikes: 1 });
    expect(['bluegill', 'perch', 'boot']).toContain(hooked.fish);
    // Holding Space reels: the line comes in.
    const reeled = await runUntil(page, (s) => s.phase !== 'fight' || (s.line as number) < (hooked.line as number) - 0.02, () => 150);
    expect(reeled).toMatchObject({ phase: 'fight', reeling: true });
    await page.keyboard.up('Space');
    expect((await getState(page)).reeling).toBe(false);
    await resume(page);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; holding a finger charges the cast and lifting it casts', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '3' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(canvas.width).toBeGreaterThan(330);
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      await finger(page, 'pointerdown', 200, 420);
      await expect.poll(async () => (await getState(page)).power as number).toBeGreaterThan(0.2);
      expect((await getState(page)).phase).toBe('charging');
      await finger(page, 'pointerup', 200, 420);
      const s = await getState(page);
      expect(s).toMatchObject({ phase: 'flying', casts: 1 });
      expect(s.castPower as number).toBeGreaterThan(0.05);
      await expect.poll(async () => (await getState(page)).phase).toBe('waiting');
      expect(errors).toEqual([]);
    });
  });
});
