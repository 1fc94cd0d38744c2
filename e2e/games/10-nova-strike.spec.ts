import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';

const ID = 10;
type Pt = { x: number; y: number };

test.describe('game 10: nova strike', () => {
  commonGameTests(ID);

  test('arrow keys move the fighter, Space fires and shots down enemies of the first wave', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '3' });
    await play(page);
    const s0 = await getState(page);
    expect(s0).toMatchObject({ lives: 3, weapon: 1, alive: true });
    const x0 = (s0.ship as Pt).x;
    await page.keyboard.down('ArrowLeft');
    await expect.poll(async () => ((await getState(page)).ship as Pt).x).toBeLessThan(x0 - 40);
    await page.keyboard.up('ArrowLeft');
    await page.keyboard.down('ArrowRight');
    await expect.poll(async () => ((await getState(page)).ship as Pt).x).toBeGreaterThan(x0 - 10);
    await page.keyboard.up('ArrowRight');
    await expect.poll(async () => (await getState(page)).wave, { timeout: 5000 }).toBe(1);
    await page.keyboard.down('Space');
    // The key is read by the next fixed-step update, not synchronously.
    await expect.poll(async () => (await getState(page)).shotsFired as number).toBeGreaterThan(0);
    // Sweep the guns across the formation until something is hit.
    for (let i = 0; i < 30 && (await getState(page)).kills === 0; i++) {
      const key = i % 2 ? 'ArrowRight' : 'ArrowLeft';
      await page.keyboard.down(key);
      await page.waitForTimeout(350);
      await page.keyboard.up(key);
    }
    await page.keyboard.up('Space');
    const s = await getState(page);
    expect(s.kills as number).toBeGreaterThan(0);
    expect(s.score as number).toBeGreaterThanOrEqual(100);
    expect(await page.locator('[data-stat="lives"]').innerText()).toBe(String(s.lives));
    expect(errors).toEqual([]);
  });

  test('the fighter follows the mouse; restart resets the round', async ({ page, gamesOrigin }) => {
    await openGame(page, gamesOrigin, ID, { seed: '4', lang: 'en' });
    await play(page);
    const p = await gamePoint(page, 100, 600);
    await page.mouse.move(p.x, p.y);
    await expect.poll(async () => Math.abs(((await getState(page)).ship as Pt).x - 100)).toBeLessThan(8);
    await page.mouse.down();
    await expect.poll(async () => (await getState(page)).shotsFired as number).toBeGreaterThan(2);
    await page.mouse.up();
    await page.keyboard.press('p');
    await page.getByRole('button', { name: 'Restart' }).click();
    expect(await getState(page)).toMatchObject({ screen: 'playing', score: 0, lives: 3, weapon: 1, kills: 0 });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

    test('dragging moves the fighter and it fires by itself', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '5' });
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.height).toBeGreaterThan(450);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await tapPlay(page);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const x0 = ((await getState(page)).ship as Pt).x;
      const s = await gamePoint(page, 300, 500);
      const e = await gamePoint(page, 200, 500);
      await page.evaluate(([a, b]) => {
        const t = document.elementFromPoint(a!.x, a!.y)!;
        const base = { pointerId: 5, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0 };
        t.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: a!.x, clientY: a!.y, buttons: 1 }));
        for (let i = 1; i <= 5; i++) t.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: a!.x + ((b!.x - a!.x) * i) / 5, clientY: a!.y, buttons: 1 }));
      }, [s, e]);
      // Relative drag: 100 units left (×1.3) moves the ship left although the finger was on the right.
      await expect.poll(async () => ((await getState(page)).ship as Pt).x).toBeLessThan(x0 - 100);
      await page.evaluate(([b]) => {
        const t = document.elementFromPoint(b!.x, b!.y)!;
        t.dispatchEvent(new PointerEvent('pointerup', { pointerId: 5, pointerType: 'touch', isPrimary: true, bubbles: true, clientX: b!.x, clientY: b!.y }));
      }, [e]);
      expect((await getState(page)).touchMode).toBe(true);
      const fired = (await getState(page)).shotsFired as number;
      await expect.poll(async () => (await getState(page)).shotsFired as number).toBeGreaterThan(fired + 3);
      expect(errors).toEqual([]);
    });
  });
});
