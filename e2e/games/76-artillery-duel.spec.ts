import { test, expect, openGame, play, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 76;

/** One touch pointer event at a logical point on the canvas. */
async function touch(page: Page, type: 'pointerdown' | 'pointermove' | 'pointerup', x: number, y: number) {
  const p = await gamePoint(page, x, y);
  await page.evaluate(([t, cx, cy]) => {
    const target = document.querySelector('canvas.gk-canvas')!;
    target.dispatchEvent(new PointerEvent(t as string, { pointerId: 21, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0, buttons: t === 'pointerup' ? 0 : 1, clientX: cx as number, clientY: cy as number }));
  }, [type, p.x, p.y] as const);
}

const waitForAim = (page: Page) => expect.poll(async () => (await getState(page)).phase, { timeout: 8000 }).toBe('aim');

test.describe('game 76: artillery duel', () => {
  commonGameTests(ID);

  test('arrow keys set angle and power, Q picks the heavy shell, Space fires; the blast carves the ground and the turn passes', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '4', lang: 'en' });
    await play(page);
    expect(await getState(page)).toMatchObject({ round: 1, turn: 'player', angle: 50, power: 62, weapon: 'shell', heavyLeft: 2, shots: 0, hp: [100, 100] });
    await waitForAim(page);
    // Frozen while the keys go in, so a slow frame cannot land the shell before it is checked.
    await page.evaluate(() => (window as any).gameKit.freeze());
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('KeyQ');
    let s = await getState(page);
    expect(s).toMatchObject({ angle: 46, power: 66, weapon: 'heavy' });
    const soil = s.soil as number;
    await page.keyboard.press('Space');
    s = await getState(page);
    expect(s).toMatchObject({ screen: 'playing', shots: 1, heavyLeft: 1, phase: 'flight' });
    await page.evaluate(() => (window as any).gameKit.resume());
    await expect.poll(async () => (await getState(page)).lastImpact, { timeout: 8000 }).not.toBeNull();
    s = await getState(page);
    expect((s.lastImpact as { kind: string }).kind).not.toBe('out');
    expect(s.soil as number).toBeLessThan(soil);
    // Then it is the computer's turn, in a new wind.
    await expect.poll(async () => (await getState(page)).turn, { timeout: 5000 }).toBe('cpu');
    expect((await getState(page)).phase).toBe('ai');
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; the + button adds power, a slingshot drag aims and release fires', async ({ page, gamesOrigin, errors }) => {
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
      await expect.poll(async () => (await getState(page)).power).toBe(63);
      // Pull down and to the left: the shell will fly up and to the right.
      await touch(page, 'pointerdown', 200, 300);
      await touch(page, 'pointermove', 160, 340);
      await touch(page, 'pointermove', 120, 380);
      let s = await getState(page);
      expect(s).toMatchObject({ dragging: true, angle: 45, power: 87, shots: 0 });
      await touch(page, 'pointerup', 120, 380);
      s = await getState(page);
      expect(s).toMatchObject({ dragging: false, shots: 1, phase: 'flight', turn: 'player' });
      expect(s.shell).not.toBeNull();
      expect(errors).toEqual([]);
    });
  });
});
