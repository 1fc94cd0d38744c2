import { parse, show, groupAt, allGroups, hasMoves, collapse, play, groupScore, leftoverBonus, levelSpec, newGrid, countBlocks, ROWS, COLS, type Grid } from './logic.js';

function rng(seed: number) {
  let a = seed >>> 0;
  return () => { a = (a * 1664525 + 1013904223) >>> 0; return a / 4294967296; };
}

/** A careful player: the move that scores most now plus half of what the groups left are worth. */
function playLevel(level: number, seed: number) {
  const spec = levelSpec(level);
  let g: Grid = newGrid(ROWS, COLS, spec.colors, rng(seed));
  let score = 0;
  const potential = (x: Grid) => allGroups(x).reduce((s, grp) => s + groupScore(grp.length), 0);
  while (hasMoves(g)) {
    let best: ReturnType<typeof play> = null;
    let value = -1;
    for (const grp of allGroups(g)) {
      const res = play(g, grp[0]!.r, grp[0]!.c)!;
      const v = res.points + potential(res.grid) / 2;
      if (v > value) { value = v; best = res; }
    }
    score += best!.points;
    g = best!.grid;
  }
  return score + leftoverBonus(countBlocks(g));
}

describe('groups', () => {
  it('finds the connected same-colour group, not diagonals', () => {
    const g = parse([
      '1122',
      '1212',
      '3111',
    ]);
    expect(groupAt(g, 0, 0).sort((a, b) => a.r - b.r || a.c - b.c)).toEqual([{ r: 0, c: 0 }, { r: 0, c: 1 }, { r: 1, c: 0 }]);
    // (1,2) touches (2,2), which joins the bottom run of 1s.
    expect(groupAt(g, 2, 3)).toHaveLength(4);
    expect(groupAt(g, 1, 1)).toHaveLength(1);
    expect(groupAt(parse(['1.']), 0, 1)).toEqual([]);
  });
  it('lists only groups of two or more and detects a dead board', () => {
    expect(allGroups(parse(['12', '21'])).length).toBe(0);
    expect(hasMoves(parse(['12', '21']))).toBe(false);
    expect(hasMoves(parse(['12', '11']))).toBe(true);
    expect(hasMoves(parse(['1.1', '...']))).toBe(false);
    expect(allGroups(parse(['112', '332'])).map((x) => x.length).sort()).toEqual([2, 2, 2]);
  });
});

describe('gravity and column shift', () => {
  it('blocks fall into gaps and empty columns close to the left', () => {
    const g = parse([
      '1.3',
      '..2',
      '2.1',
    ]);
    expect(show(collapse(g))).toEqual([
      '.3.',
      '12.',
      '21.',
    ]);
  });
  it('a move removes exactly its group and keeps every other block', () => {
    const g = parse([
      '1223',
      '1133',
      '2211',
    ]);
    const res = play(g, 0, 0)!;
    expect(res.removed).toHaveLength(3);
    expect(res.points).toBe(groupScore(3));
    // Column 0 keeps only its bottom 2; the 2 above the gap in column 1 drops one row.
    expect(show(res.grid)).toEqual([
      '..23',
      '.233',
      '2211',
    ]);
    expect(countBlocks(res.grid)).toBe(countBlocks(g) - 3);
  });
  it('a single block cannot be removed', () => {
    const g = parse(['12', '21']);
    expect(play(g, 0, 0)).toBeNull();
  });
  it('clearing a whole column pulls the columns on its right over', () => {
    const g = parse([
      '12',
      '13',
    ]);
    const res = play(g, 1, 0)!;
    expect(show(res.grid)).toEqual(['2.', '3.']);
  });
});

describe('scoring and levels', () => {
  it('bigger groups score more than the same blocks in pairs', () => {
    expect(groupScore(1)).toBe(0);
    expect(groupScore(2)).toBe(10);
    for (let n = 3; n <= 30; n++) expect(groupScore(n)).toBeGreaterThan(groupScore(n - 1));
    expect(groupScore(10)).toBeGreaterThan(5 * groupScore(2));
    expect(groupScore(6)).toBeGreaterThan(groupScore(3) * 2);
  });
  it('the leftover bonus rewards a near-empty board and most of all an empty one', () => {
    expect(leftoverBonus(0)).toBeGreaterThan(leftoverBonus(1));
    expect(leftoverBonus(1)).toBeGreaterThan(leftoverBonus(9));
    expect(leftoverBonus(10)).toBe(0);
    expect(leftoverBonus(40)).toBe(0);
  });
  it('levels add colours and never lower the bar within a colour band', () => {
    let prev = levelSpec(1);
    for (let l = 2; l <= 20; l++) {
      const s = levelSpec(l);
      expect(s.colors).toBeGreaterThanOrEqual(prev.colors);
      if (s.colors === prev.colors) expect(s.target).toBeGreaterThanOrEqual(prev.target);
      prev = s;
    }
    expect(levelSpec(20).colors).toBe(5);
  });
  it('new grids are full and playable', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const g = newGrid(ROWS, COLS, 5, rng(seed));
      expect(countBlocks(g)).toBe(ROWS * COLS);
      expect(hasMoves(g)).toBe(true);
    }
  });
  it('targets are reachable: a careful player beats most early levels but not every late one', () => {
    const wins = (level: number) => Array.from({ length: 12 }, (_, i) => playLevel(level, 100 + i)).filter((s) => s >= levelSpec(level).target).length;
    expect(wins(1)).toBeGreaterThanOrEqual(11);
    expect(wins(3)).toBeGreaterThanOrEqual(9);
    expect(wins(6)).toBeGreaterThanOrEqual(9);
    expect(wins(12)).toBeGreaterThanOrEqual(3);
    expect(wins(12)).toBeLessThan(12);
  });
});
