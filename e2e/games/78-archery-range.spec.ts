import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 78;

/** One touch pointer event at a logical point on the canvas. */
async function touch(page: Page, type: 'pointerdown' | 'pointermove' | 'pointerup', x: number, y: number) {
  const p = await gamePoint(page, x, y);
  await page.evaluate(([t, cx, cy]) => {
    const target = document.querySelector('canvas.gk-canvas')!;
    target.dispatchEvent(new PointerEvent(t as string, { pointerId: 41, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0, buttons: t === 'pointerup' ? 0 : 1, clientX: cx as number, clientY: cy as number }));
  }, [type, p.x, p.y] as const);
}

const waitForAim = (page: Page) => expect.poll(async () => (await getState(page)).phase, { timeout: 8000 }).toBe('aim');
const freeze = (page: Page) => page.evaluate(() => (window as any).gameKit.freeze());
const resume = (page: Page) => page.evaluate(() => (window as any).gameKit.resume());

/** The angle that sends an arrow at this draw into the middle of this round's face, from the game's own rules. */
function aimFor(page: Page, round: number, power: number, wind: number): Promise<number> {
  return page.evaluate(async ([r, p, w]) => {
    const m = await import(new URL('./logic.js', location.href).href);
    return m.solveAngle(p, w, m.roundSpec(r)).angle as number;
  }, [round, power, wind] as const);
}

test.describe('game 78: archery range', () => {
  commonGameTests(ID);

  test('keys set angle and draw, Space shoots: a weak arrow lands in the grass, an aimed one scores', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '4', lang: 'en' });
    await play(page);
    expect(await getState(page)).toMatchObject({ round: 1, dist: 20, angle: 12, power: 45, arrowsLeft: 6, shots: 0, roundPoints: 0, pass: 30, lastHit: null });
    await waitForAim(page);
    // Frozen while the keys go in, so a slow frame cannot land the arrow before it is checked.
    await freeze(page);
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Shift+ArrowUp');
    await page.keyboard.press('KeyD');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await getState(page)).toMatchObject({ angle: 16.5, power: 44.5 });
    for (let i = 0; i < 12; i++) await page.keyboard.press('Shift+ArrowLeft');
    expect((await getState(page)).power).toBe(20);
    await page.keyboard.press('Space');
    let s = await getState(page);
    expect(s).toMatchObject({ phase: 'flight', arrowsLeft: 5, shots: 1 });
    expect(s.arrow).not.toBeNull();
    await resume(page);
    await expect.poll(async () => (await getState(page)).lastHit, { timeout: 8000 }).not.toBeNull();
    s = await getState(page);
    expect(s).toMatchObject({ lastHit: { kind: 'ground', score: 0 }, roundPoints: 0, stuck: 1, score: 0 });

    // Next arrow: aim with the game's own flight model for this draw and this arrow's wind.
    await waitForAim(page);
    await freeze(page);
    for (let i = 0; i < 10; i++) await page.keyboard.press('Shift+ArrowRight');
    s = await getState(page);
    expect(s.power).toBe(45);
    const want = await aimFor(page, 1, 45, s.wind as number);
    let diff = want - (s.angle as number);
    const key = diff > 0 ? 'ArrowUp' : 'ArrowDown';
    diff = Math.abs(diff);
    for (; diff >= 2.5; diff -= 2.5) await page.keyboard.press(`Shift+${key}`);
    for (; diff >= 0.5; diff -= 0.5) await page.keyboard.press(key);
    expect((await getState(page)).angle).toBe(want);
    await page.keyboard.press('Space');
    expect(await getState(page)).toMatchObject({ phase: 'flight', arrowsLeft: 4, shots: 2 });
    await resume(page);
    await expect.poll(async () => (await getState(page)).phase, { timeout: 8000 }).not.toBe('flight');
    s = await getState(page);
    const hit = s.lastHit as { kind: string; score: number };
    expect(hit.kind).toBe('target');
    expect(hit.score).toBeGreaterThanOrEqual(9);
    expect(s.roundPoints).toBe(hit.score);
    expect(s.score as number).toBeGreaterThanOrEqual(hit.score);
    expect(s.stuck).toBe(2);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; the buttons adjust the bow, a pull-back drag aims and release shoots', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '9', lang: 'de' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(canvas.width).toBeGreaterThan(300);
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      await expect(page.locator('.gk-controls')).toBeVisible();
      await waitForAim(page);
      await page.locator('.gk-ctl', { hasText: '+' }).tap();
      await expect.poll(async () => (await getState(page)).power).toBe(45.5);
      await page.locator('.gk-ctl', { hasText: '▲' }).tap();
      await expect.poll(async () => (await getState(page)).angle).toBe(12.5);
      // Pull down and back at 45°, 105 units of a 150-unit full draw: the arrow will fly up and down-range.
      await touch(page, 'pointerdown', 200, 300);
      await touch(page, 'pointermove', 160, 340);
      await touch(page, 'pointermove', 125.75, 374.25);
      let s = await getState(page);
      expect(s).toMatchObject({ dragging: true, angle: 45, power: 70, shots: 0 });
      await touch(page, 'pointerup', 125.75, 374.25);
      s = await getState(page);
      expect(s).toMatchObject({ dragging: false, shots: 1, arrowsLeft: 5 });
      expect(['flight', 'hit']).toContain(s.phase);
      await expect.poll(async () => (await getState(page)).lastHit, { timeout: 8000 }).not.toBeNull();
      expect(errors).toEqual([]);
    });
  });
});
