import { createField, placeMines, reveal, toggleFlag, chord, countNumbers, flagCount, winScore, cellAt, neighbours, LEVELS } from './logic.js';

function rng(seed: number) {
  let a = seed;
  return () => { a = (a * 1664525 + 1013904223) % 4294967296; return a / 4294967296; };
}

/** Field with mines at fixed spots. */
function fixedField(rows: number, cols: number, mines: [number, number][]) {
  const f = createField(rows, cols, mines.length);
  f.mines = mines.length;
  for (const [r, c] of mines) cellAt(f, r, c)!.mine = true;
  countNumbers(f);
  f.placed = true;
  return f;
}

describe('minesweeper', () => {
  it('first click is always safe, with no mine in the 3×3 around it', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const L = LEVELS.hard;
      const f = createField(L.rows, L.cols, L.mines);
      const r = seed % L.rows;
      const c = (seed * 7) % L.cols;
      const res = reveal(f, r, c, rng(seed));
      expect(res.hit).toBe(false);
      expect(f.cells.flat().filter((x) => x.mine)).toHaveLength(L.mines);
      for (const [rr, cc] of [[r, c] as [number, number], ...neighbours(f, r, c)]) expect(cellAt(f, rr, cc)!.mine).toBe(false);
      expect(cellAt(f, r, c)!.n).toBe(0);
      expect(res.opened.length).toBeGreaterThan(1);
    }
  });

  it('flood-reveals zeros up to the numbered border', () => {
    const f = fixedField(5, 5, [[4, 4]]);
    const res = reveal(f, 0, 0, rng(1));
    expect(res.hit).toBe(false);
    expect(f.opened).toBe(24);
    expect(f.won).toBe(true);
    expect(cellAt(f, 3, 3)!.n).toBe(1);
  });

  it('stops flooding at numbers and does not open flagged cells', () => {
    const f = fixedField(4, 4, [[3, 3]]);
    expect(reveal(f, 2, 2, rng(1)).opened).toEqual([[2, 2]]);
    toggleFlag(f, 0, 1);
    const res = reveal(f, 0, 0, rng(1));
    expect(res.opened.length).toBeGreaterThan(5);
    expect(cellAt(f, 0, 1)!.open).toBe(false);
    expect(cellAt(f, 2, 3)!.open).toBe(true);
    expect(f.won).toBe(false);
  });

  it('loses on a mine and remembers it', () => {
    const f = fixedField(3, 3, [[1, 1]]);
    const res = reveal(f, 1, 1, rng(1));
    expect(res.hit).toBe(true);
    expect(f.lost).toBe(true);
    expect(f.boom).toEqual({ r: 1, c: 1 });
    expect(reveal(f, 0, 0, rng(1)).opened).toEqual([]);
  });

  it('flags toggle on closed cells only and are counted', () => {
    const f = fixedField(3, 3, [[0, 0]]);
    expect(toggleFlag(f, 0, 0)).toBe(true);
    expect(flagCount(f)).toBe(1);
    reveal(f, 2, 2, rng(1));
    expect(toggleFlag(f, 2, 2)).toBe(false);
    expect(toggleFlag(f, 0, 0)).toBe(false); // game already won
  });

  it('chords: opens neighbours when the flags match the number', () => {
    const f = fixedField(3, 3, [[0, 0], [2, 2]]);
    reveal(f, 1, 1, rng(1));
    expect(cellAt(f, 1, 1)!.n).toBe(2);
    expect(chord(f, 1, 1, rng(1)).opened).toEqual([]);
    toggleFlag(f, 0, 0);
    toggleFlag(f, 2, 2);
    const res = chord(f, 1, 1, rng(1));
    expect(res.hit).toBe(false);
    expect(res.opened).toHaveLength(6);
    expect(f.won).toBe(true);
  });

  it('chording with a wrong flag sets off a mine', () => {
    const f = fixedField(3, 3, [[0, 0]]);
    reveal(f, 1, 1, rng(1));
    toggleFlag(f, 0, 1);
    expect(chord(f, 1, 1, rng(1)).hit).toBe(true);
  });

  it('scores faster wins higher and harder boards higher', () => {
    expect(winScore('easy', 30)).toBeGreaterThan(winScore('easy', 120));
    expect(winScore('hard', 450)).toBeGreaterThan(winScore('easy', 60));
  });

  it('placeMines keeps the safe zone clear even on a tiny board', () => {
    const f = createField(4, 4, 7);
    placeMines(f, 0, 0, rng(3));
    expect(f.cells.flat().filter((x) => x.mine)).toHaveLength(7);
    expect(cellAt(f, 0, 0)!.mine || cellAt(f, 1, 1)!.mine || cellAt(f, 0, 1)!.mine || cellAt(f, 1, 0)!.mine).toBe(false);
  });
});
