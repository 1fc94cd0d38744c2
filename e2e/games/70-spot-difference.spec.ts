import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount, type GameState } from './harness';

const ID = 70;
type Diff = { type: string; found: boolean; x: number; y: number; hit: [number, number, number, number] };
type Layout = { x: number; a: number; b: number; scale: number };

/** Logical canvas point of a scene point in the top (a) or bottom (b) picture. */
function toCanvas(s: GameState, panel: 'a' | 'b', x: number, y: number) {
  const L = s.layout as Layout;
  return [L.x + x * L.scale, L[panel] + y * L.scale] as const;
}

/** A scene point outside every difference's tap area. */
function missPoint(s: GameState) {
  const diffs = s.diffs as Diff[];
  for (let y = 20; y < 300; y += 10) {
    for (let x = 20; x < 400; x += 10) {
      if (diffs.every((d) => x < d.hit[0] - 5 || y < d.hit[1] - 5 || x > d.hit[0] + d.hit[2] + 5 || y > d.hit[1] + d.hit[3] + 5)) return { x, y };
    }
  }
  throw new Error('no free spot');
}

test.describe('game 70: spot the difference', () => {
  commonGameTests(ID);

  test('clicks find differences, a wrong click costs time, the keyboard aims and marks, H gives a hint', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '17', lang: 'en' });
    await play(page);
    await page.evaluate(() => (window as any).gameKit.freeze());
    let s = await getState(page);
    expect(s).toMatchObject({ level: 1, foundCount: 0, hints: 3, wrongTaps: 0, phase: 'play' });
    const diffs = s.diffs as Diff[];
    expect(diffs).toHaveLength(3);
    // A click on the first difference in the top picture.
    const p = await gamePoint(page, ...toCanvas(s, 'a', diffs[0]!.x, diffs[0]!.y));
    await page.mouse.click(p.x, p.y);
    s = await getState(page);
    expect(s.foundCount).toBe(1);
    expect((s.diffs as Diff[])[0]!.found).toBe(true);
    expect(s.score).toBeGreaterThan(0);
    // A click where nothing changed: five seconds off the clock.
    const t0 = s.timeLeft as number;
    const m = missPoint(s);
    const q = await gamePoint(page, ...toCanvas(s, 'b', m.x, m.y));
    await page.mouse.click(q.x, q.y);
    s = await getState(page);
    expect(s).toMatchObject({ wrongTaps: 1, foundCount: 1 });
    expect(s.timeLeft).toBeCloseTo(t0 - 5, 1);
    // Keyboard: the crosshair starts in the middle and moves 12 units a press.
    await page.keyboard.press('ArrowRight');
    const d1 = diffs[1]!;
    const c0 = (await getState(page)).cross as { x: number; y: number; visible: boolean };
    expect(c0.visible).toBe(true);
    const nx = Math.round((d1.x - c0.x) / 12);
    const ny = Math.round((d1.y - c0.y) / 12);
    for (let i = 0; i < Math.abs(nx); i++) await page.keyboard.press(nx > 0 ? 'ArrowRight' : 'ArrowLeft');
    for (let i = 0; i < Math.abs(ny); i++) await page.keyboard.press(ny > 0 ? 'ArrowDown' : 'ArrowUp');
    await page.keyboard.press('Space');
    s = await getState(page);
    expect(s.foundCount).toBe(2);
    expect((s.diffs as Diff[])[1]!.found).toBe(true);
    await page.keyboard.press('KeyH');
    s = await getState(page);
    expect(s).toMatchObject({ hints: 2, hint: 2 });
    await page.evaluate(() => (window as any).gameKit.resume());
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; tapping differences in either picture finds them', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '3', lang: 'de' });
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toBeInViewport({ ratio: 1 });
      await tapPlay(page);
      await page.evaluate(() => (window as any).gameKit.freeze());
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.y + box.height).toBeLessThanOrEqual(740);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const s = await getState(page);
      const diffs = s.diffs as Diff[];
      const a = await gamePoint(page, ...toCanvas(s, 'b', diffs[0]!.x, diffs[0]!.y));
      await page.touchscreen.tap(a.x, a.y);
      expect((await getState(page)).foundCount).toBe(1);
      const b = await gamePoint(page, ...toCanvas(s, 'a', diffs[2]!.x, diffs[2]!.y));
      await page.touchscreen.tap(b.x, b.y);
      const after = await getState(page);
      expect(after.foundCount).toBe(2);
      expect((after.diffs as Diff[])[2]!.found).toBe(true);
      expect(after.wrongTaps).toBe(0);
      await page.evaluate(() => (window as any).gameKit.resume());
      expect(errors).toEqual([]);
    });
  });
});
