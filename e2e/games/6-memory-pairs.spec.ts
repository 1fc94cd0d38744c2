import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount, type GameState } from './harness';
import type { Page } from '@playwright/test';

const ID = 6;
type Rect = { x: number; y: number; w: number; h: number };

const centre = (s: GameState, i: number) => {
  const r = (s.rects as Rect[])[i]!;
  return [r.x + r.w / 2, r.y + r.h / 2] as const;
};
const partner = (s: GameState, i: number) => (s.cards as number[]).findIndex((sym, k) => k !== i && sym === (s.cards as number[])[i]);

async function clickCard(page: Page, s: GameState, i: number) {
  const p = await gamePoint(page, ...centre(s, i));
  await page.mouse.click(p.x, p.y);
}

/** Clicks every pair of the current level. */
async function clearLevel(page: Page) {
  const s = await getState(page);
  const done = new Set<number>();
  for (let i = 0; i < (s.cards as number[]).length; i++) {
    if (done.has(i)) continue;
    const j = partner(s, i);
    done.add(i).add(j);
    await clickCard(page, s, i);
    await clickCard(page, s, j);
  }
}

async function touchTap(page: Page, x: number, y: number) {
  const p = await gamePoint(page, x, y);
  await page.evaluate(({ x: cx, y: cy }) => {
    const target = document.elementFromPoint(cx, cy) ?? document.body;
    const base = { pointerId: 12, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0, clientX: cx, clientY: cy };
    target.dispatchEvent(new PointerEvent('pointerdown', { ...base, buttons: 1 }));
    target.dispatchEvent(new PointerEvent('pointerup', { ...base, buttons: 0 }));
  }, p);
}

test.describe('game 6: memory pairs', () => {
  commonGameTests(ID);

  test('a matching pair stays up and scores; a miss turns back over', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '4', lang: 'en' });
    await play(page);
    let s = await getState(page);
    expect(s).toMatchObject({ cols: 3, rows: 4, moves: 0, level: 1 });
    expect(s.faces).toBe('d'.repeat(12));
    const j = partner(s, 0);
    await clickCard(page, s, 0);
    expect(((await getState(page)).faces as string)[0]).toBe('u');
    await clickCard(page, s, j);
    s = await getState(page);
    expect((s.faces as string)[0]).toBe('m');
    expect((s.faces as string)[j]).toBe('m');
    expect(s).toMatchObject({ matches: 1, moves: 1 });
    expect(s.score).toBeGreaterThan(0);
    expect(await page.locator('[data-stat="moves"]').innerText()).toBe('1');
    // A miss: two different symbols.
    const cards = s.cards as number[];
    const a = cards.findIndex((_, k) => (s.faces as string)[k] === 'd');
    const b = cards.findIndex((sym, k) => (s.faces as string)[k] === 'd' && sym !== cards[a]);
    await clickCard(page, s, a);
    await clickCard(page, s, b);
    s = await getState(page);
    // The missed pair stays visible for a moment (it may already be turning back on a slow machine).
    expect([[a, b], []]).toContainEqual(s.pending);
    expect(s).toMatchObject({ moves: 2, matches: 1, combo: 0 });
    await expect.poll(async () => ((await getState(page)).faces as string)[a]).toBe('d');
    expect(((await getState(page)).faces as string)[b]).toBe('d');
    expect(errors).toEqual([]);
  });

  test('keyboard chooses and flips cards', async ({ page, gamesOrigin }) => {
    await openGame(page, gamesOrigin, ID, { seed: '8' });
    await play(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    const s = await getState(page);
    expect(s.cursor).toBe(4);
    expect((s.faces as string)[4]).toBe('u');
  });

  test('clearing a level moves on to a bigger table; all five levels win', async ({ page, gamesOrigin, errors }) => {
    test.setTimeout(90_000);
    await openGame(page, gamesOrigin, ID, { seed: '15', lang: 'en' });
    await play(page);
    const sizes: number[] = [];
    for (let lv = 1; lv <= 5; lv++) {
      await expect.poll(async () => { const s = await getState(page); return s.level === lv && !s.changingLevel; }, { timeout: 8000 }).toBe(true);
      sizes.push(((await getState(page)).cards as number[]).length);
      await clearLevel(page);
    }
    expect(sizes).toEqual([12, 16, 20, 24, 30]);
    await expect.poll(async () => (await getState(page)).screen, { timeout: 8000 }).toBe('over');
    const s = await getState(page);
    expect(s.won).toBe(true);
    expect(s.totalMoves).toBe(51);
    expect(s.score).toBeGreaterThan(51 * 50);
    await expect(page.locator('.gk-overlay h1')).toHaveText('You win!');
    expect(errors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

    test('tapping cards turns them over', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '2' });
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await tapPlay(page);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const s = await getState(page);
      const j = partner(s, 5);
      await touchTap(page, ...centre(s, 5));
      await expect.poll(async () => ((await getState(page)).faces as string)[5]).toBe('u');
      await touchTap(page, ...centre(s, j));
      await expect.poll(async () => (await getState(page)).matches).toBe(1);
      // Cards are big enough to hit with a finger (≥ 44 css px wide).
      const r = (s.rects as Rect[])[0]!;
      expect((r.w / 600) * box.width).toBeGreaterThan(44);
      expect(errors).toEqual([]);
    });
  });
});
