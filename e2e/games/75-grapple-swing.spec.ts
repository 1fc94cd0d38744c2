import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 75;
type Pt = { x: number; y: number; vx: number; vy: number };

/** Steps the frozen game by hand: the same swing on any machine. */
async function steps(page: Page, n: number) {
  await page.evaluate((count) => {
    const k = (window as any).gameKit.kit;
    for (let i = 0; i < count; i++) k.def.update(1 / 60, k);
  }, n);
}

test.describe('game 75: grapple swing', () => {
  commonGameTests(ID);

  test('holding Space fires the rope and swings, letting go flies free', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '3' });
    await play(page);
    await page.evaluate(() => (window as any).gameKit.freeze());
    await steps(page, 30);
    expect(await getState(page)).toMatchObject({ started: false, attached: false, ropes: 0, body: { x: 80, y: 420 } });
    await page.keyboard.down('Space');
    await steps(page, 1);
    expect(await getState(page)).toMatchObject({ started: true, attached: true, ropes: 1 });
    await steps(page, 40);
    let s = await getState(page);
    expect(s.attached).toBe(true);
    expect((s.body as Pt).x).toBeGreaterThan(160);
    await page.keyboard.up('Space');
    await steps(page, 1);
    s = await getState(page);
    expect(s.attached).toBe(false);
    expect(s.ropes).toBe(1);
    const x = (s.body as Pt).x;
    await steps(page, 10);
    expect(((await getState(page)).body as Pt).x).toBeGreaterThan(x + 20);
    await page.evaluate(() => (window as any).gameKit.resume());
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; a held finger grapples, lifting it lets go', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '4', lang: 'de' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(canvas.width).toBeGreaterThan(330);
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      await page.evaluate(() => (window as any).gameKit.freeze());
      const p = await gamePoint(page, 200, 300);
      const finger = (type: string) => page.evaluate(([t, x, y]) => {
        const target = document.querySelector('canvas.gk-canvas')!;
        target.dispatchEvent(new PointerEvent(t as string, { pointerId: 61, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0, buttons: t === 'pointerup' ? 0 : 1, clientX: x as number, clientY: y as number }));
      }, [type, p.x, p.y]);
      await finger('pointerdown');
      await steps(page, 20);
      expect(await getState(page)).toMatchObject({ started: true, attached: true, pointerDown: true, ropes: 1 });
      await finger('pointerup');
      await steps(page, 1);
      expect(await getState(page)).toMatchObject({ attached: false, pointerDown: false });
      await page.evaluate(() => (window as any).gameKit.resume());
      expect(errors).toEqual([]);
    });
  });
});
