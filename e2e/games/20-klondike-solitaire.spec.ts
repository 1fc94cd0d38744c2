import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount, type GameState } from './harness';
import type { Page } from '@playwright/test';

const ID = 20;
type Move = { from: string; to: string; count: number; priority: number; fromXY: [number, number]; toXY: [number, number] };
type Column = { down: number; up: string[] };

const legal = (s: GameState) => (s.legal as Move[]).filter((m) => m.priority < 9 && m.from[0] !== 'f');
const tableau = (s: GameState) => s.tableau as Column[];
const placed = (s: GameState) => (s.foundations as number[]).reduce((a, b) => a + b, 0);
/** Everything that describes the cards, for before/after comparisons. */
const layout = (s: GameState) => JSON.stringify([s.stock, s.waste, s.foundations, s.tableau, s.dealScore, s.moves]);

async function clickLogical(page: Page, xy: [number, number]) {
  const p = await gamePoint(page, xy[0], xy[1]);
  await page.mouse.click(p.x, p.y);
}

/** Draws with `draw` until a useful move appears; returns the state and the move. */
async function findMove(page: Page, draw: () => Promise<void>, accept: (m: Move) => boolean = () => true) {
  for (let i = 0; i < 40; i++) {
    const s = await getState(page);
    const m = legal(s).find(accept);
    if (m) return { s, m };
    await draw();
    await expect.poll(async () => (await getState(page)).moves).toBe((s.moves as number) + 1);
  }
  throw new Error('no legal move found');
}

/** The move really happened: the target pile grew by the moved cards. */
function expectMoved(before: GameState, after: GameState, m: Move) {
  expect(after.moves).toBe((before.moves as number) + 1);
  if (m.to[0] === 'f') expect(placed(after)).toBe(placed(before) + 1);
  else {
    const t = Number(m.to.slice(1));
    expect(tableau(after)[t]!.up.length).toBeGreaterThan(tableau(before)[t]!.up.length);
  }
}

test.describe('game 20: klondike solitaire', () => {
  commonGameTests(ID);

  test('deals 7 columns and a 24-card stock; clicking the stock draws one card', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '11', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(tableau(s).map((c) => c.down)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(tableau(s).map((c) => c.up.length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(s).toMatchObject({ stock: 24, waste: [], draw: 1, moves: 0, score: 0, level: 1 });
    await page.waitForTimeout(900); // deal animation
    expect(await canvasColourCount(page)).toBeGreaterThan(20);
    await clickLogical(page, s.stockXY as [number, number]);
    s = await getState(page);
    expect(s).toMatchObject({ stock: 23, moves: 1 });
    expect(s.waste).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('drag a legal move with the mouse, then undo restores the exact position', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '5', lang: 'en' });
    await play(page);
    const s0 = await getState(page);
    const { s, m } = await findMove(page, () => clickLogical(page, s0.stockXY as [number, number]));
    await page.waitForTimeout(400);
    const a = await gamePoint(page, ...m.fromXY);
    const b = await gamePoint(page, ...m.toXY);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / 8, a.y + ((b.y - a.y) * i) / 8);
    await page.mouse.up();
    const after = await getState(page);
    expectMoved(s, after, m);
    expect(after.score).toBeGreaterThanOrEqual(s.score);
    await page.keyboard.press('u');
    expect(layout(await getState(page))).toBe(layout(s));
    // A drop on an illegal spot (the stock) leaves everything in place.
    const c = await gamePoint(page, ...(s.stockXY as [number, number]));
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move((a.x + c.x) / 2, (a.y + c.y) / 2);
    await page.mouse.move(c.x, c.y);
    await page.mouse.up();
    expect(layout(await getState(page))).toBe(layout(s));
    expect(errors).toEqual([]);
  });

  test('tap a card then its target; double-click sends a card home', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '21', lang: 'en' });
    await play(page);
    const s0 = await getState(page);
    const draw = () => clickLogical(page, s0.stockXY as [number, number]);
    let { s, m } = await findMove(page, draw, (x) => x.to[0] === 't');
    await clickLogical(page, m.fromXY);
    expect((await getState(page)).selected).toMatchObject({ from: m.from });
    await clickLogical(page, m.toXY);
    let after = await getState(page);
    expectMoved(s, after, m);
    expect(after.selected).toBeNull();
    ({ s, m } = await findMove(page, draw, (x) => x.to[0] === 'f'));
    const p = await gamePoint(page, ...m.fromXY);
    await page.mouse.dblclick(p.x, p.y);
    after = await getState(page);
    expectMoved(s, after, m);
    expect(after.dealScore).toBeGreaterThanOrEqual(s.dealScore as number + 10);
    expect(errors).toEqual([]);
  });

  test('keyboard: D draws, number keys / W pick and place, arrows + Enter work the cursor', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '33', lang: 'en' });
    await play(page);
    await page.keyboard.press('d');
    expect(await getState(page)).toMatchObject({ stock: 23, moves: 1 });
    const key = (pile: string) => (pile === 'w' ? 'w' : pile[0] === 'f' ? 'f' : String(Number(pile.slice(1)) + 1));
    const { s, m } = await findMove(page, () => page.keyboard.press('d'));
    await page.keyboard.press(key(m.from));
    expect((await getState(page)).selected).toMatchObject({ from: m.from });
    await page.keyboard.press(key(m.to));
    expectMoved(s, await getState(page), m);
    // Cursor to the stock (top row, first pile) and Enter draws.
    const before = await getState(page);
    await page.keyboard.press('ArrowUp');
    for (let i = 0; i < 7 && (await getState(page) as any).cursor.pile !== 's'; i++) await page.keyboard.press('ArrowLeft');
    expect((await getState(page)).cursor).toEqual({ pile: 's', visible: true });
    await page.keyboard.press('Enter');
    const after = await getState(page);
    expect(after.moves).toBe((before.moves as number) + 1);
    expect(after.stock === (before.stock as number) - 1 || after.passes === (before.passes as number) + 1).toBe(true);
    expect(errors).toEqual([]);
  });

  test('draw 3 turns three cards and recycles the stock after a full pass', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '9', lang: 'en' });
    await page.locator('label', { hasText: 'Draw 3' }).click();
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ draw: 3, stock: 24 });
    for (let i = 0; i < 8; i++) await page.keyboard.press('d');
    s = await getState(page);
    expect(s).toMatchObject({ stock: 0, passes: 0 });
    expect(s.waste).toHaveLength(24);
    const firstThree = (s.waste as string[]).slice(0, 3);
    await page.keyboard.press('d');
    s = await getState(page);
    expect(s).toMatchObject({ stock: 24, waste: [], passes: 1 });
    await page.keyboard.press('d');
    expect((await getState(page)).waste).toEqual(firstThree);
    // The choice is remembered for the next visit.
    await openGame(page, gamesOrigin, ID, { seed: '9', lang: 'en' });
    await play(page);
    expect((await getState(page)).draw).toBe(3);
    expect(errors).toEqual([]);
  });

  test('hint and undo buttons; restart deals again', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '4', lang: 'en' });
    await play(page);
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.keyboard.press('d');
    await page.keyboard.press('d');
    expect((await getState(page)).history).toBe(2);
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await getState(page)).toMatchObject({ history: 1, stock: 23 });
    await page.keyboard.press('p');
    await page.getByRole('button', { name: 'Restart' }).click();
    expect(await getState(page)).toMatchObject({ screen: 'playing', stock: 24, moves: 0, history: 0, score: 0 });
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

    test('tap Play, tap the stock and tap a card onto its target', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '3' });
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(330);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await tapPlay(page);
      const s0 = await getState(page);
      // Portrait: the table is taller than wide and all 7 columns fit the width.
      expect(s0.height as number).toBeGreaterThan(900);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const tap = async (xy: [number, number]) => { const p = await gamePoint(page, xy[0], xy[1]); await page.touchscreen.tap(p.x, p.y); };
      await tap(s0.stockXY as [number, number]);
      expect(await getState(page)).toMatchObject({ stock: 23, moves: 1 });
      const { s, m } = await findMove(page, () => tap(s0.stockXY as [number, number]));
      await tap(m.fromXY);
      await tap(m.toXY);
      expectMoved(s, await getState(page), m);
      expect(errors).toEqual([]);
    });
  });
});
