import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 17;
const N = 8;
const CELL = 80;
const PAD = 16;
const TOP = 64;
const center = (idx: number) => [PAD + (idx % N) * CELL + CELL / 2, TOP + Math.floor(idx / N) * CELL + CELL / 2] as const;
type Legal = { from: number; path: number[]; captures: number }[];

async function waitForHumanTurn(page: Page) {
  await expect.poll(async () => { const s = await getState(page); return s.turn === 'human' && !s.busy; }, { timeout: 10_000 }).toBe(true);
}

test.describe('game 17: checkers', () => {
  commonGameTests(ID);

  test('select a piece and a target square with the mouse; the AI replies', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '4', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ turn: 'human', human: 12, ai: 12 });
    const legal = s.legal as Legal;
    expect(legal).toHaveLength(7);
    // A piece without moves cannot be selected.
    const stuck = await gamePoint(page, ...center(7 * N + 0));
    await page.mouse.click(stuck.x, stuck.y);
    expect((await getState(page)).selected).toBeNull();
    const m = legal[0]!;
    const a = await gamePoint(page, ...center(m.from));
    await page.mouse.click(a.x, a.y);
    expect((await getState(page)).selected).toEqual({ from: m.from, steps: [] });
    const b = await gamePoint(page, ...center(m.path[0]!));
    await page.mouse.click(b.x, b.y);
    await waitForHumanTurn(page);
    s = await getState(page);
    const rows = s.board as string[];
    expect(rows[Math.floor(m.from / N)]![m.from % N]).toBe('0');
    expect(rows[Math.floor(m.path[0]! / N)]![m.path[0]! % N]).toBe('1');
    // The AI moved one piece out of its three starting rows' pattern.
    expect(rows.slice(0, 4).join('').split('').filter((ch) => ch === '3').length).toBe(12);
    expect(rows.slice(0, 3).join('').split('').filter((ch) => ch === '3').length).toBe(11);
    expect(errors).toEqual([]);
  });

  test('keyboard cursor selects and moves a piece', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '8' });
    await play(page);
    expect((await getState(page)).cursor).toEqual({ r: 5, c: 0 });
    await page.keyboard.press('Space'); // the piece on (5,0) can move to (4,1)
    expect((await getState(page)).selected).toEqual({ from: 40, steps: [] });
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await waitForHumanTurn(page);
    const rows = (await getState(page)).board as string[];
    expect(rows[4]![1]).toBe('1');
    expect(rows[5]![0]).toBe('0');
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

    test('tap Play and play moves by tapping', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '3' });
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await tapPlay(page);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      for (let i = 0; i < 3; i++) {
        await waitForHumanTurn(page);
        const s = await getState(page);
        if (s.result) break;
        const m = (s.legal as Legal)[0]!;
        for (const sq of [m.from, ...m.path]) {
          const p = await gamePoint(page, ...center(sq));
          await page.touchscreen.tap(p.x, p.y);
        }
        await expect.poll(async () => (await getState(page)).turn).not.toBe('human');
      }
      expect(errors).toEqual([]);
    });
  });
});
