import { test, expect, openGame, play, tapPlay, getState, gamePoint, commonGameTests, canvasColourCount } from './harness';
import type { Page } from '@playwright/test';

const ID = 5;
// Layout constants of games/5/game.js
const BX = 10;
const CELL = 60;
const PAD_Y = BX + CELL * 9 + 16;
const KEY_W = (540 - 6 * 8) / 9;
const TOOL_Y = PAD_Y + 70 + 10;
const TOOL_W = (540 - 12) / 3;

/** Moves the keyboard selection from one cell to another with the arrow keys. */
async function goTo(page: Page, from: number, to: number) {
  const dr = Math.floor(to / 9) - Math.floor(from / 9);
  const dc = (to % 9) - (from % 9);
  for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? 'ArrowDown' : 'ArrowUp');
  for (let i = 0; i < Math.abs(dc); i++) await page.keyboard.press(dc > 0 ? 'ArrowRight' : 'ArrowLeft');
}

/** A finger tap at a logical point (pointer events, as a touch screen produces). */
async function touchTap(page: Page, x: number, y: number) {
  const p = await gamePoint(page, x, y);
  await page.evaluate(({ x: cx, y: cy }) => {
    const target = document.elementFromPoint(cx, cy) ?? document.body;
    const base = { pointerId: 11, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0, clientX: cx, clientY: cy };
    target.dispatchEvent(new PointerEvent('pointerdown', { ...base, buttons: 1 }));
    target.dispatchEvent(new PointerEvent('pointerup', { ...base, buttons: 0 }));
  }, p);
}

test.describe('game 5: sudoku', () => {
  commonGameTests(ID);

  test('keys place digits, clashes are highlighted, erase and notes work', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, ID, { seed: '42', lang: 'en' });
    await play(page);
    const s0 = await getState(page);
    const puzzle = s0.puzzle as string;
    const solution = s0.solution as string;
    expect(s0.grid).toBe(puzzle);
    expect(s0.difficulty).toBe('easy');
    expect(puzzle.replace(/\./g, '').length).toBe(s0.givens);
    const a = s0.selected as number;
    expect(puzzle[a]).toBe('.');
    await page.keyboard.press(`Digit${solution[a]}`);
    let s = await getState(page);
    expect((s.grid as string)[a]).toBe(solution[a]);
    expect(s.conflicts).toEqual([]);
    // The same digit in another empty cell of that row clashes.
    const row = Math.floor(a / 9);
    const b = [...Array(9).keys()].map((c) => row * 9 + c).find((i) => i !== a && puzzle[i] === '.');
    expect(b).toBeDefined();
    await goTo(page, a, b!);
    expect((await getState(page)).selected).toBe(b);
    await page.keyboard.press(`Digit${solution[a]}`);
    s = await getState(page);
    expect(s.conflicts).toEqual(expect.arrayContaining([a, b]));
    for (const i of s.conflicts as number[]) expect((s.grid as string)[i]).toBe(solution[a]);
    await page.keyboard.press('Backspace');
    s = await getState(page);
    expect((s.grid as string)[b!]).toBe('.');
    expect(s.conflicts).toEqual([]);
    // Notes mode writes pencil marks instead of digits.
    await page.keyboard.press('n');
    await page.keyboard.press('Digit3');
    await page.keyboard.press('Digit7');
    s = await getState(page);
    expect(s.pencil).toBe(true);
    expect((s.notes as number[])[b!]).toBe((1 << 3) | (1 << 7));
    expect((s.grid as string)[b!]).toBe('.');
    // Givens can't be changed.
    const given = puzzle.indexOf(puzzle.replace(/\./g, '')[0]!);
    await goTo(page, b!, given);
    await page.keyboard.press('n');
    await page.keyboard.press('Digit9');
    expect((await getState(page)).grid).toEqual(s.grid);
    expect(errors).toEqual([]);
  });

  test('filling in the solution wins the round', async ({ page, gamesOrigin, errors }) => {
    test.setTimeout(60_000);
    await openGame(page, gamesOrigin, ID, { seed: '5', lang: 'en' });
    await play(page);
    const s0 = await getState(page);
    const puzzle = s0.puzzle as string;
    const solution = s0.solution as string;
    let at = s0.selected as number;
    for (let i = 0; i < 81; i++) {
      if (puzzle[i] !== '.') continue;
      await goTo(page, at, i);
      at = i;
      await page.keyboard.press(`Digit${solution[i]}`);
    }
    await expect.poll(async () => (await getState(page)).screen).toBe('over');
    const s = await getState(page);
    expect(s).toMatchObject({ won: true, solved: true, grid: solution });
    expect(s.score).toBeGreaterThan(0);
    await expect(page.locator('.gk-overlay h1')).toHaveText('You win!');
    await page.getByRole('button', { name: 'Restart' }).click();
    expect(await getState(page)).toMatchObject({ screen: 'playing', solved: false, score: 0 });
    expect(errors).toEqual([]);
  });

  test('harder difficulty gives fewer clues; a hint fills a cell', async ({ page, gamesOrigin }) => {
    await openGame(page, gamesOrigin, ID, { seed: '9', lang: 'en' });
    await page.getByText('Hard', { exact: true }).click();
    await play(page);
    const s = await getState(page);
    expect(s).toMatchObject({ difficulty: 'hard', level: 3 });
    expect(s.givens as number).toBeLessThan(31);
    await page.keyboard.press('h');
    const t = await getState(page);
    expect(t.hints).toBe(1);
    const sel = t.selected as number;
    expect((t.grid as string)[sel]).toBe((t.solution as string)[sel]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

    test('tap a cell, then the number pad and the notes button', async ({ page, gamesOrigin, errors }) => {
      await openGame(page, gamesOrigin, ID, { seed: '3' });
      const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.y + box.height).toBeLessThanOrEqual(667);
      await tapPlay(page);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      const s0 = await getState(page);
      const puzzle = s0.puzzle as string;
      const target = [...puzzle].findIndex((ch, i) => ch === '.' && i > 40);
      await touchTap(page, BX + (target % 9) * CELL + CELL / 2, BX + Math.floor(target / 9) * CELL + CELL / 2);
      await expect.poll(async () => (await getState(page)).selected).toBe(target);
      const digit = Number((s0.solution as string)[target]);
      await touchTap(page, BX + (digit - 1) * (KEY_W + 6) + KEY_W / 2, PAD_Y + 35);
      await expect.poll(async () => ((await getState(page)).grid as string)[target]).toBe(String(digit));
      // Erase, switch to notes and mark a candidate.
      await touchTap(page, BX + TOOL_W + 6 + TOOL_W / 2, TOOL_Y + 29);
      await expect.poll(async () => ((await getState(page)).grid as string)[target]).toBe('.');
      await touchTap(page, BX + TOOL_W / 2, TOOL_Y + 29);
      await expect.poll(async () => (await getState(page)).pencil).toBe(true);
      await touchTap(page, BX + KEY_W / 2, PAD_Y + 35);
      await expect.poll(async () => ((await getState(page)).notes as number[])[target]).toBe(2);
      expect(errors).toEqual([]);
    });
  });
});
