import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 60;
// Layout of games/60/game.js: 6×6 cells of 84 at (30, 150).
const CELL = 84;
const BX = 30;
const BY = 150;

/** The game's own breadth-first solver, run in the page on the current position: [vehicle letter, delta][]. */
function solution(page: Page) {
  return page.evaluate(async () => {
    const m = await import('/yxmb/60/logic.js' as string);
    const vs = m.parseLevel((window as any).gameKit.state().board);
    return (m.solve(vs) as [number, number][]).map(([i, d]) => [vs[i].id, d, vs[i].horiz] as [string, number, boolean]);
  });
}

/** Centre of a vehicle's first cell, in logical units. */
function cellOf(board: string, id: string) {
  const i = board.indexOf(id);
  return { x: BX + (i % 6) * CELL + CELL / 2, y: BY + Math.floor(i / 6) * CELL + CELL / 2 };
}

test.describe('game 60: unblock car', () => {
  commonGameTests(ID);

  test('keyboard: Tab picks a car, arrows slide it (runs count once), undo; solving level 1 optimally unlocks level 2', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '1', lang: 'en' });
    await play(page);
    const s0 = await getState(page);
    expect(s0).toMatchObject({ levelNo: 1, unlocked: 1, moves: 0, optimal: 3, selectedId: 'x', solved: false });
    const moves = await solution(page);
    expect(moves).toHaveLength(3);
    // A first slide, then undo brings the start position back.
    const ids = [...new Set((s0.board as string).replace(/\./g, ''))].sort((a, b) => (a === 'x' ? -1 : b === 'x' ? 1 : a < b ? -1 : 1));
    let selected = 0;
    const select = async (id: string) => {
      const want = ids.indexOf(id);
      while (selected !== want) { await page.keyboard.press('Tab'); selected = (selected + 1) % ids.length; }
      expect((await getState(page)).selectedId).toBe(id);
    };
    const [id0, d0, h0] = moves[0]!;
    await select(id0);
    const key = (d: number, horiz: boolean) => (horiz ? (d > 0 ? 'ArrowRight' : 'ArrowLeft') : d > 0 ? 'ArrowDown' : 'ArrowUp');
    await page.keyboard.press(key(d0, h0));
    let s = await getState(page);
    expect(s.moves).toBe(1);
    expect(s.board).not.toBe(s0.board);
    await page.keyboard.press('u');
    s = await getState(page);
    expect(s).toMatchObject({ moves: 0, board: s0.board });
    // Now the whole solution, one arrow press per cell: each car's run counts as one move.
    for (const [n, [id, d, horiz]] of moves.entries()) {
      await select(id);
      for (let k = 0; k < Math.abs(d); k++) await page.keyboard.press(key(d, horiz));
      if (n < moves.length - 1) expect((await getState(page)).moves).toBe(n + 1);
    }
    expect(await getState(page)).toMatchObject({ solved: true, moves: 3, unlocked: 2, score: 50 + 3 * 20 + 100 });
    await expect.poll(async () => (await getState(page)).screen).toBe('won');
    await expect(page.locator('.gk-overlay')).toContainText('Out in 3 moves (minimum 3). Perfect!');
    await page.getByRole('button', { name: 'Keep going' }).click();
    await expect.poll(async () => (await getState(page)).levelNo).toBe(2);
    expect(await getState(page)).toMatchObject({ screen: 'playing', level: 2, moves: 0, solved: false });
    // Level 1 stays open: [ goes back to it.
    await page.keyboard.press('BracketLeft');
    expect((await getState(page)).levelNo).toBe(1);
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('Play is fully visible; dragging a car slides it, Undo and Hint buttons work', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '2' });
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
      const s0 = await getState(page);
      const [id, d, horiz] = (await solution(page))[0]!;
      const from = cellOf(s0.board as string, id!);
      const to = { x: from.x + (horiz ? d! * CELL : 0), y: from.y + (horiz ? 0 : d! * CELL) };
      const a = await gamePoint(page, from.x, from.y);
      const b = await gamePoint(page, to.x, to.y);
      await page.evaluate(([p, q]) => {
        const target = document.elementFromPoint(p!.x, p!.y) ?? document.body;
        const base = { pointerId: 41, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0 };
        target.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: p!.x, clientY: p!.y, buttons: 1 }));
        for (let i = 1; i <= 8; i++) target.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: p!.x + ((q!.x - p!.x) * i) / 8, clientY: p!.y + ((q!.y - p!.y) * i) / 8, buttons: 1 }));
        target.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: q!.x, clientY: q!.y, buttons: 0 }));
      }, [a, b]);
      await expect.poll(async () => (await getState(page)).moves).toBe(1);
      expect((await getState(page)).selectedId).toBe(id);
      await page.locator('.gk-ctl', { hasText: '↶' }).tap();
      await expect.poll(async () => (await getState(page)).moves).toBe(0);
      expect((await getState(page)).board).toBe(s0.board);
      await page.locator('.gk-ctl', { hasText: '?' }).tap();
      await expect.poll(async () => (await getState(page)).hint).not.toBeNull();
      expect((await getState(page)).hints).toBe(1);
      expect(errors).toEqual([]);
    });
  });
});
