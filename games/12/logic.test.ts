import { parse, show, gem, findMatches, specialFor, clearMatches, clearCells, collapse, isValidSwap, swapped, rainbowSwap, findMove, hasMoves, newBoard, reshuffle, cascade, stepScore, levelGoal, at, LINE_H, LINE_V, BOMB, RAINBOW, PLAIN, type Board } from './logic.js';

function rng(seed: number) {
  let a = seed >>> 0;
  return () => { a = (a * 1664525 + 1013904223) >>> 0; return a / 4294967296; };
}
/** A "random" source that always returns the given colours in turn (for predictable refills). */
const seq = (colors: number[], n: number) => { let i = 0; return () => (colors[i++ % colors.length]! + 0.5) / n; };
const setSpecial = (b: Board, r: number, c: number, s: number) => { b[r]![c] = gem(s === RAINBOW ? -1 : at(b, r, c)!.c, s); };

describe('match detection', () => {
  it('finds horizontal and vertical runs of three or more', () => {
    const b = parse([
      '11123',
      '23412',
      '23414',
      '43124',
    ]);
    const g = findMatches(b);
    expect(g).toHaveLength(2);
    expect(g.map((x) => [x.color, x.cells.length, x.dir]).sort()).toEqual([[1, 3, 'h'], [3, 3, 'v']]);
  });
  it('ignores pairs, gaps and empty cells', () => {
    expect(findMatches(parse(['1121', '2212', '1.11']))).toEqual([]);
  });
  it('merges an L shape into one group and earns a bomb', () => {
    const b = parse([
      '1234',
      '1342',
      '1112',
    ]);
    const g = findMatches(b);
    expect(g).toHaveLength(1);
    expect(g[0]).toMatchObject({ color: 1, dir: 'both', longest: 3 });
    expect(g[0]!.cells).toHaveLength(5);
    expect(specialFor(g[0]!)).toBe(BOMB);
  });
  it('four in a line earns a line gem, five a rainbow', () => {
    expect(specialFor(findMatches(parse(['22223']))[0]!)).toBe(LINE_H);
    expect(specialFor(findMatches(parse(['2', '2', '2', '2', '3']))[0]!)).toBe(LINE_V);
    expect(specialFor(findMatches(parse(['222223']))[0]!)).toBe(RAINBOW);
    expect(specialFor(findMatches(parse(['2223']))[0]!)).toBe(PLAIN);
  });
  it('rainbow gems never take part in colour matches', () => {
    const b = parse(['1113']);
    setSpecial(b, 0, 1, RAINBOW);
    expect(findMatches(b)).toEqual([]);
  });
});

describe('clearing and specials', () => {
  it('clears matched cells and puts the special where the player swapped', () => {
    const b = parse(['3111132', '4545454']);
    const res = clearMatches(b, [{ r: 0, c: 2 }])!;
    expect(res.cleared).toHaveLength(4);
    expect(show(res.board)[0]).toBe('3.1..32');
    expect(at(res.board, 0, 2)!.s).toBe(LINE_H);
  });
  it('a line gem caught in a match clears its whole row', () => {
    const b = parse(['12121', '33312', '21212']);
    setSpecial(b, 1, 0, LINE_H);
    const res = clearMatches(b)!;
    expect(show(res.board)).toEqual(['12121', '.....', '21212']);
  });
  it('specials chain: a column gem sets off a bomb it sweeps', () => {
    const b = parse(['12345', '21212', '34343', '12121', '55512']);
    setSpecial(b, 4, 0, LINE_V);
    setSpecial(b, 1, 0, BOMB);
    const res = clearCells(b, [{ r: 4, c: 0 }]);
    // The column clears column 0; the bomb it hits clears rows 0–2 of columns 0–1.
    expect(show(res.board)).toEqual(['..345', '..212', '..343', '.2121', '.5512']);
  });
  it('swapping a rainbow clears every gem of the other colour', () => {
    const b = parse(['1213', '3121', '2312']);
    setSpecial(b, 0, 0, RAINBOW);
    expect(isValidSwap(b, { r: 0, c: 0 }, { r: 0, c: 1 })).toBe(true);
    const res = rainbowSwap(b, { r: 0, c: 0 }, { r: 0, c: 1 })!;
    expect(show(res.board)).toEqual(['..13', '31.1', '.31.']);
  });
});

describe('gravity, refill and cascades', () => {
  it('gems fall into gaps and new gems fill from the top', () => {
    const b = parse(['12', '3.', '.4', '56']);
    const res = collapse(b, seq([7], 10), 10);
    expect(show(res.board)).toEqual(['77', '12', '34', '56']);
    const fromAbove = res.falls.filter((f) => f.fromR < 0);
    expect(fromAbove).toHaveLength(2);
    expect(res.falls).toContainEqual(expect.objectContaining({ c: 0, fromR: 1, toR: 2 }));
  });
  it('chained matches cascade with a growing multiplier', () => {
    // Clearing the column of 1s drops the 2 on top of column 2 next to the two 2s in the bottom row.
    const b = parse([
      '3425',
      '4513',
      '5314',
      '2215',
    ]);
    const refill = seq([0, 3, 4, 0, 3, 4, 3, 0, 4], 5);
    const res = cascade(b, refill, 5);
    expect(res.combo).toBeGreaterThanOrEqual(2);
    expect(res.steps[0]).toBe(3);
    expect(res.score).toBe(res.steps.reduce((s, n, i) => s + stepScore(n, i + 1), 0));
    expect(findMatches(res.board)).toEqual([]);
    expect(res.board.flat().every(Boolean)).toBe(true);
  });
  it('random boards always settle: full, no leftover matches', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const r = rng(seed);
      const b = newBoard(8, 8, 5, r);
      const mv = findMove(b)!;
      const res = cascade(swapped(b, mv[0], mv[1]), r, 5, mv);
      expect(res.combo).toBeGreaterThanOrEqual(1);
      expect(findMatches(res.board)).toEqual([]);
      expect(res.board.flat().filter(Boolean)).toHaveLength(64);
    }
  });
});

describe('moves', () => {
  it('only adjacent swaps that make a match are legal', () => {
    const b = parse(['1213', '3424', '5656']);
    expect(isValidSwap(b, { r: 0, c: 1 }, { r: 1, c: 1 })).toBe(false);
    expect(isValidSwap(b, { r: 0, c: 0 }, { r: 0, c: 1 })).toBe(false);
    const c = parse(['1213', '3134', '5656']);
    expect(isValidSwap(c, { r: 0, c: 1 }, { r: 1, c: 1 })).toBe(true);
    expect(isValidSwap(c, { r: 0, c: 1 }, { r: 1, c: 2 })).toBe(false); // diagonal
  });
  it('detects a board with no moves and reshuffles it into a playable one', () => {
    const stuck = parse([
      '1234',
      '3412',
      '1234',
      '3412',
    ]);
    expect(hasMoves(stuck)).toBe(false);
    expect(findMove(stuck)).toBeNull();
    const fixed = reshuffle(stuck, rng(4));
    expect(hasMoves(fixed)).toBe(true);
    expect(findMatches(fixed)).toEqual([]);
    expect(show(fixed).join('').split('').sort()).toEqual(show(stuck).join('').split('').sort());
  });
  it('a rainbow always gives a move', () => {
    const b = parse(['1234', '3412']);
    setSpecial(b, 0, 0, RAINBOW);
    expect(hasMoves(b)).toBe(true);
  });
  it('new boards start without matches but with a move', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const b = newBoard(8, 8, 6, rng(seed));
      expect(findMatches(b)).toEqual([]);
      expect(hasMoves(b)).toBe(true);
    }
  });
  it('level goals rise', () => {
    expect(levelGoal(3).target).toBeGreaterThan(levelGoal(1).target);
    expect(levelGoal(5).colors).toBeGreaterThanOrEqual(levelGoal(1).colors);
  });
});
