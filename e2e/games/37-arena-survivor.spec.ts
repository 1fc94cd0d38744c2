import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 37;
type Pt = { x: number; y: number };
type Foe = { kind: string; x: number; y: number };

/** Sends one touch pointer event at a logical point (ids keep the two thumbs apart). */
async function touch(page: Page, type: 'pointerdown' | 'pointermove' | 'pointerup', id: number, x: number, y: number) {
  const p = await gamePoint(page, x, y);
  await page.evaluate(([t, pid, cx, cy]) => {
    const target = document.querySelector('canvas.gk-canvas')!;
    target.dispatchEvent(new PointerEvent(t as string, { pointerId: pid as number, pointerType: 'touch', isPrimary: pid === 31, bubbles: true, cancelable: true, button: 0, buttons: t === 'pointerup' ? 0 : 1, clientX: cx as number, clientY: cy as number }));
  }, [type, id, p.x, p.y]);
}

test.describe('game 37: arena survivor', () => {
  commonGameTests(ID);

  test('WASD moves, the mouse aims and fires, and held fire downs an enemy', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '3' });
    await play(page);
    expect(await getState(page)).toMatchObject({ hp: 5, wave: 1, shots: 0, kills: 0, player: { x: 180, y: 300 } });
    await page.keyboard.down('KeyD');
    await expect.poll(async () => ((await getState(page)).player as Pt).x).toBeGreaterThan(230);
    await page.keyboard.up('KeyD');
    const me = (await getState(page)).player as Pt;
    const above = await gamePoint(page, me.x, me.y - 120);
    await page.mouse.move(above.x, above.y);
    await page.mouse.down();
    await expect.poll(async () => (await getState(page)).shots as number).toBeGreaterThan(2);
    expect((await getState(page)).aim as number).toBeCloseTo(-Math.PI / 2, 1);
    // Keep the reticle on the nearest enemy while the button stays down.
    await expect.poll(async () => {
      const s = await getState(page);
      const p = s.player as Pt;
      const foe = (s.enemies as Foe[]).sort((a, b) => Math.hypot(a.x - p.x, a.y - p.y) - Math.hypot(b.x - p.x, b.y - p.y))[0];
      if (foe) { const q = await gamePoint(page, foe.x, foe.y); await page.mouse.move(q.x, q.y); }
      return s.kills as number;
    }, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.mouse.up();
    expect((await getState(page)).score as number).toBeGreaterThanOrEqual(10);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; the left thumb steers and the right thumb aims and fires', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '5' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await page.locator('.gk-overlay .gk-btn-primary').tap();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
      const canvas = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(canvas.width).toBeGreaterThan(330);
      expect(canvas.y + canvas.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      await touch(page, 'pointerdown', 31, 70, 520);
      await touch(page, 'pointermove', 31, 115, 520);
      await expect.poll(async () => ((await getState(page)).player as Pt).x).toBeGreaterThan(215);
      expect((await getState(page)).sticks).toEqual({ move: true, aim: false });
      await touch(page, 'pointerdown', 32, 290, 520);
      await touch(page, 'pointermove', 32, 290, 470);
      await expect.poll(async () => (await getState(page)).shots as number).toBeGreaterThan(2);
      expect((await getState(page)).aim as number).toBeCloseTo(-Math.PI / 2, 1);
      await touch(page, 'pointerup', 31, 115, 520);
      await touch(page, 'pointerup', 32, 290, 470);
      expect((await getState(page)).sticks).toEqual({ move: false, aim: false });
      const shots = (await getState(page)).shots as number;
      await page.waitForTimeout(300);
      expect((await getState(page)).shots).toBe(shots);
      expect(errors).toEqual([]);
    });
  });
});
