import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 16;
const N = 8;
const CELL = 76;
const PAD = 20;
const TOP = 76;
const center = (idx: number) => [PAD + (idx % N) * CELL + CELL / 2, TOP + Math.floor(idx / N) * CELL + CELL / 2] as const;
const discs = (rows: string[], p: string) => rows.join('').split('').filter((ch) => ch === p).length;

async function waitForHumanTurn(page: Page) {
  await expect.poll(async () => { const s = await getState(page); return s.turn === 'human' && !s.busy; }, { timeout: 10_000 }).toBe(true);
}

test.describe('game 16: reversi', () => {
  commonGameTests(ID);

  test('clicking a legal square flips discs, then the AI replies', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '4', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ turn: 'human', black: 2, white: 2 });
    const legal = s.legal as number[];
    expect(legal).toHaveLength(4);
    // An illegal square does nothing.
    const bad = await gamePoint(page, ...center(0));
    await page.mouse.click(bad.x, bad.y);
    expect((await getState(page)).black).toBe(2);
    const p = await gamePoint(page, ...center(legal[0]!));
    await page.mouse.click(p.x, p.y);
    s = await getState(page);
    expect(s.black).toBe(4);
    expect(s.white).toBe(1);
    expect(s.score).toBe(1);
    await waitForHumanTurn(page);
    s = await getState(page);
    expect((s.black as number) + (s.white as number)).toBe(6);
    expect(discs(s.board as string[], '2')).toBe(s.white);
    expect(await page.locator('[data-stat="black"]').innerText()).toBe(String(s.black));
    expect(errors).toEqual([]);
  });

  test('keyboard cursor places a disc; H toggles hints', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '6' });
    await play(page);
    expect((await getState(page)).cursor).toEqual({ r: 2, c: 3 });
    await page.keyboard.press('Space'); // d3 is legal for black at the start
    let s = await getState(page);
    expect((s.board as string[])[2]![3]).toBe('1');
    expect(s.black).toBe(4);
    await waitForHumanTurn(page);
    await page.keyboard.press('h');
    expect((await getState(page)).hints).toBe(false);
    await page.keyboard.press('h');
    expect((await getState(page)).hints).toBe(true);
    s = await getState(page);
    // Play a couple more legal moves with the keyboard cursor.
    const target = (s.legal as number[])[0]!;
    const cur = s.cursor as { r: number; c: number };
    const tr = Math.floor(target / N);
    const tc = target % N;
    for (let i = 0; i < Math.abs(tr - cur.r); i++) await page.keyboard.press(tr > cur.r ? 'ArrowDown' : 'ArrowUp');
    for (let i = 0; i < Math.abs(tc - cur.c); i++) await page.keyboard.press(tc > cur.c ? 'ArrowRight' : 'ArrowLeft');
    const before = (await getState(page)).black as number;
    await page.keyboard.press('Enter');
    expect((await getState(page)).black as number).toBeGreaterThan(before);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

    test('tap Play and tap legal squares', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '3', lang: 'en' });
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await tapPlay(page);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      for (let i = 0; i < 3; i++) {
        await waitForHumanTurn(page);
        const s = await getState(page);
        const p = await gamePoint(page, ...center((s.legal as number[])[0]!));
        await page.touchscreen.tap(p.x, p.y);
        await expect.poll(async () => (await getState(page)).turn).not.toBe('human');
      }
      await waitForHumanTurn(page);
      const s = await getState(page);
      expect((s.black as number) + (s.white as number)).toBe(10);
      await page.getByRole('button', { name: 'Hints' }).tap();
      expect((await getState(page)).hints).toBe(false);
      expect(errors).toEqual([]);
    });
  });
});
