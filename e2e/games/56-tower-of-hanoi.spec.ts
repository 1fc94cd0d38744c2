import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 56;
// Layout of games/56/game.js (600 wide, three pegs in equal columns).
const pegX = (p: number) => 14 + ((600 - 28) / 3) * (p + 0.5);
const PEG_Y = 520;

/** A finger drag between two logical points (pointer events, as a touch screen produces). */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const a = await gamePoint(page, from.x, from.y);
  const b = await gamePoint(page, to.x, to.y);
  await page.evaluate(([s, e]) => {
    const target = document.elementFromPoint(s!.x, s!.y) ?? document.body;
    const base = { pointerId: 21, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0 };
    target.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: s!.x, clientY: s!.y, buttons: 1 }));
    for (let i = 1; i <= 6; i++) target.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: s!.x + ((e!.x - s!.x) * i) / 6, clientY: s!.y + ((e!.y - s!.y) * i) / 6, buttons: 1 }));
    target.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: e!.x, clientY: e!.y, buttons: 0 }));
  }, [a, b]);
}

test.describe('game 56: tower of hanoi', () => {
  commonGameTests(ID);

  test('number keys move discs, illegal moves are refused, a solve scores and leads to the next level', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '1', lang: 'en' });
    await play(page);
    expect(await getState(page)).toMatchObject({ pegs: [[3, 2, 1], [], []], moves: 0, optimal: 7, discs: 3, held: -1 });
    await page.keyboard.press('Digit1');
    expect((await getState(page)).held).toBe(0);
    await page.keyboard.press('Digit3');
    expect(await getState(page)).toMatchObject({ pegs: [[3, 2], [], [1]], moves: 1, held: -1 });
    // Disc 2 can't go onto disc 1: nothing changes and it stays lifted.
    await page.keyboard.press('Digit1');
    await page.keyboard.press('Digit3');
    expect(await getState(page)).toMatchObject({ pegs: [[3, 2], [], [1]], moves: 1, held: 0 });
    // Finish with the arrow-key cursor and Space: 1→2, 3→2, 1→3, 2→1, 2→3, 1→3.
    const rest: [number, number][] = [[0, 1], [2, 1], [0, 2], [1, 0], [1, 2], [0, 2]];
    await page.keyboard.press('Digit1'); // puts it back down; the cursor is now on peg 1
    expect((await getState(page)).held).toBe(-1);
    let cursor = 0;
    for (const [a, b] of rest) {
      for (const target of [a, b]) {
        while (cursor !== target) { await page.keyboard.press(target > cursor ? 'ArrowRight' : 'ArrowLeft'); cursor += target > cursor ? 1 : -1; }
        await page.keyboard.press('Space');
      }
    }
    await expect.poll(async () => (await getState(page)).screen).toBe('won');
    const s = await getState(page);
    expect(s).toMatchObject({ pegs: [[], [], [3, 2, 1]], moves: 7, solved: true });
    expect(s.score).toBe(300 + 150); // perfect: 100 a disc plus the bonus
    await expect(page.locator('.gk-overlay')).toContainText('Solved in 7 moves (minimum 7)');
    await page.getByRole('button', { name: 'Keep going' }).click();
    await expect.poll(async () => (await getState(page)).discs).toBe(4);
    expect(await getState(page)).toMatchObject({ screen: 'playing', stage: 2, level: 2, moves: 0, optimal: 15, pegs: [[4, 3, 2, 1], [], []] });
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; tap-tap and drag move discs, the hint button shows a move', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '2' });
      // Fully visible: inside the viewport and not clipped by the scrolling start panel.
      const fits = await page.evaluate(() => {
        const b = document.querySelector('.gk-overlay .gk-btn-primary')!.getBoundingClientRect();
        const p = document.querySelector('.gk-overlay .gk-panel')!.getBoundingClientRect();
        return b.top >= p.top && b.bottom <= p.bottom && b.left >= 0 && b.right <= innerWidth && b.bottom <= innerHeight;
      });
      expect(fits).toBe(true);
      await tapPlay(page);
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      let p = await gamePoint(page, pegX(0), PEG_Y);
      await page.touchscreen.tap(p.x, p.y);
      await expect.poll(async () => (await getState(page)).held).toBe(0);
      p = await gamePoint(page, pegX(2), PEG_Y);
      await page.touchscreen.tap(p.x, p.y);
      await expect.poll(async () => (await getState(page)).moves).toBe(1);
      await drag(page, { x: pegX(0), y: PEG_Y }, { x: pegX(1), y: PEG_Y - 60 });
      await expect.poll(async () => (await getState(page)).pegs).toEqual([[3], [2], [1]]);
      await page.locator('.gk-ctl', { hasText: '?' }).tap();
      await expect.poll(async () => (await getState(page)).hint).toEqual([2, 1]);
      expect((await getState(page)).hints).toBe(1);
      expect(errors).toEqual([]);
    });
  });
});
