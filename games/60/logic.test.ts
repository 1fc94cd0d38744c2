import {
  LEVELS, SIZE, EXIT_ROW, parseLevel, toLevel, occupancy, slideRange, slide, isSolved, solve, hardestInComponent,
  randomPosition, stars, levelScore, record,
} from './logic.js';

type Vehicle = ReturnType<typeof parseLevel>[number];

/** Plays a solution with the same slide() the game uses. */
function replay(vs: Vehicle[], moves: [number, number][]) {
  for (const [i, d] of moves) {
    const next = slide(vs, i, d);
    if (!next) throw new Error(`illegal slide of ${i} by ${d}`);
    vs = next;
  }
  return vs;
}

const rows = (...r: string[]) => r.join('');

describe('boards', () => {
  it('parse vehicles, the red car first, and print back the same board', () => {
    const b = rows('aa...b', '.....b', 'xx...b', '..c...', '..c...', '..c...');
    const vs = parseLevel(b);
    expect(vs[0]).toEqual({ id: 'x', row: EXIT_ROW, col: 0, len: 2, horiz: true });
    expect(vs.find((v) => v.id === 'b')).toEqual({ id: 'b', row: 0, col: 5, len: 3, horiz: false });
    expect(vs.find((v) => v.id === 'c')).toMatchObject({ row: 3, col: 2, len: 3, horiz: false });
    expect(toLevel(vs)).toBe(b);
  });

  it('reject malformed boards', () => {
    expect(() => parseLevel('xx')).toThrow();
    expect(() => parseLevel(rows('a.....', '......', 'xx....', '......', '......', '......'))).toThrow(); // one-cell vehicle
    expect(() => parseLevel(rows('aa....', 'a.....', 'xx....', '......', '......', '......'))).toThrow(); // bent
    expect(() => parseLevel(rows('....aa', 'aa....', 'xx....', '......', '......', '......'))).toThrow(); // wraps a row
    expect(() => parseLevel(rows('......', 'xx....', '......', '......', '......', '......'))).toThrow(); // not on the exit row
    expect(() => parseLevel(rows('x.....', 'x.....', '......', '......', '......', '......'))).toThrow(); // vertical red
    expect(() => parseLevel(rows('aaaa..', '......', 'xx....', '......', '......', '......'))).toThrow(); // too long
  });
});

describe('sliding', () => {
  const vs = parseLevel(rows('aa...b', '.....b', 'xx...b', '..c...', '..c...', '..c...'));
  const x = 0;
  const c = vs.findIndex((v) => v.id === 'c');
  const b = vs.findIndex((v) => v.id === 'b');
  it('moves along the axis only as far as the board and other vehicles allow', () => {
    expect(slideRange(vs, x)).toEqual({ min: 0, max: 3 }); // stopped by the truck in column 5
    expect(slideRange(vs, c)).toEqual({ min: -3, max: 0 });
    expect(slideRange(vs, b)).toEqual({ min: 0, max: 3 });
    expect(slide(vs, x, 4)).toBeNull();
    expect(slide(vs, x, -1)).toBeNull();
    expect(slide(vs, c, 1)).toBeNull();
    expect(slide(vs, c, 0)).toBeNull();
    const moved = slide(vs, c, -1)!;
    expect(moved[c]).toMatchObject({ row: 2, col: 2 });
    expect(vs[c]).toMatchObject({ row: 3 }); // untouched
    // The car now blocks the red car's path at column 2.
    expect(slideRange(moved, x)).toEqual({ min: 0, max: 0 });
    const occ = occupancy(moved);
    expect(occ[EXIT_ROW * SIZE + 2]).toBe(c);
  });

  it('is solved when the red car reaches the right edge', () => {
    expect(isSolved(vs)).toBe(false);
    const freed = slide(vs, b, 3)!;
    expect(isSolved(slide(freed, x, 4)!)).toBe(true);
    expect(solve(vs)).toEqual([[b, 3], [x, 4]]); // the truck must clear the exit row completely
  });

  it('counts a run of slides of the same vehicle as one move, and a slide back as none', () => {
    let h = record([], 2, 0, 1);
    h = record(h, 2, 1, 3);
    expect(h).toEqual([{ i: 2, from: 0, to: 3 }]);
    h = record(h, 4, 2, 1);
    expect(h).toHaveLength(2);
    h = record(h, 4, 1, 2);
    expect(h).toEqual([{ i: 2, from: 0, to: 3 }]);
  });
});

describe('levels', () => {
  it('there are at least 30, all different, sorted from easy to hard', () => {
    expect(LEVELS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(LEVELS.map((l) => l.board)).size).toBe(LEVELS.length);
    for (let i = 1; i < LEVELS.length; i++) expect(LEVELS[i]!.optimal).toBeGreaterThanOrEqual(LEVELS[i - 1]!.optimal);
    expect(LEVELS[LEVELS.length - 1]!.optimal).toBeGreaterThanOrEqual(30);
  });

  it('every level is solvable and its stored count is the optimum found by breadth-first search', () => {
    for (const l of LEVELS) {
      const vs = parseLevel(l.board);
      expect(isSolved(vs)).toBe(false);
      const sol = solve(vs);
      expect(sol).not.toBeNull();
      expect(sol!.length).toBe(l.optimal);
      expect(isSolved(replay(vs, sol!))).toBe(true);
    }
  });

  it('reports a blocked red car as unsolvable', () => {
    // A horizontal truck on the exit row right of the red car can never leave it.
    const stuck = parseLevel(rows('......', '......', 'xx.aaa', '......', '......', '......'));
    expect(solve(stuck)).toBeNull();
  });

  it('the level maker returns a position exactly as far from a solution as it says', () => {
    let seed = 9;
    const rand = () => { seed = (seed * 16807) % 2147483647; return seed / 2147483647; };
    for (let k = 0; k < 6; k++) {
      const h = hardestInComponent(randomPosition(rand, 6));
      if (h.moves === 0) continue;
      expect(solve(h.vs)!.length).toBe(h.moves);
      expect(() => parseLevel(toLevel(h.vs))).not.toThrow();
    }
  });
});

describe('scoring', () => {
  it('gives three stars at the optimum, two within half as many again', () => {
    expect(stars(10, 10)).toBe(3);
    expect(stars(15, 10)).toBe(2);
    expect(stars(16, 10)).toBe(1);
  });
  it('pays more for harder levels and less for extra moves and hints', () => {
    expect(levelScore(10, 10, 0)).toBe(250 + 100);
    expect(levelScore(10, 20, 0)).toBe(125);
    expect(levelScore(10, 10, 1)).toBe(250 - 25);
    expect(levelScore(30, 30, 0)).toBeGreaterThan(levelScore(10, 10, 0));
    expect(levelScore(3, 300, 9)).toBe(10);
  });
});
