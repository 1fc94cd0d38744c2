import { neighbours, distanceField, stepDownhill, findPath, pathCost, type Grid, type Cell } from './pathfind.js';

/** Grid from rows of text: '#' blocks. */
function grid(rows: string[]): Grid {
  return { cols: rows[0]!.length, rows: rows.length, passable: (c, r) => rows[r]![c] !== '#' };
}

/** Every step moves to an adjacent passable cell, and diagonals never cut a corner. */
function expectValidPath(g: Grid, path: Cell[], diagonal: boolean) {
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const dc = b.col - a.col;
    const dr = b.row - a.row;
    expect(g.passable(b.col, b.row)).toBe(true);
    expect(Math.max(Math.abs(dc), Math.abs(dr))).toBe(1);
    if (dc && dr) {
      expect(diagonal).toBe(true);
      expect(g.passable(a.col + dc, a.row) && g.passable(a.col, a.row + dr)).toBe(true);
    }
  }
}

const MAZE = grid([
  '.....#....',
  '.###.#.##.',
  '.#...#..#.',
  '.#.###.##.',
  '.#........',
  '.#####.##.',
  '..........',
]);

describe('neighbours', () => {
  it('lists free orthogonal cells, and diagonals only when both sides are open', () => {
    const g = grid(['...', '.#.', '...']);
    expect(neighbours(g, 0, 0)).toEqual([{ col: 1, row: 0 }, { col: 0, row: 1 }]);
    expect(neighbours(g, 0, 0, true)).toHaveLength(2); // (1,1) is a wall
    const open = grid(['...', '...', '...']);
    expect(neighbours(open, 1, 1, true)).toHaveLength(8);
    const corner = grid(['.#', '..']);
    // From (0,1) to (1,0)... (1,0) is a wall; from (0,0) the diagonal to (1,1) would cut the wall.
    expect(neighbours(corner, 0, 0, true)).toEqual([{ col: 0, row: 1 }]);
  });
});

describe('distanceField', () => {
  it('counts steps from the nearest source, -1 behind walls', () => {
    const g = grid(['..#.', '..#.', '....', '##..']);
    const d = distanceField(g, [{ col: 0, row: 0 }]);
    const at = (c: number, r: number) => d[r * 4 + c];
    expect(at(0, 0)).toBe(0);
    expect(at(1, 1)).toBe(2);
    expect(at(3, 0)).toBe(7); // around the wall: down to row 2, across, back up
    expect(at(2, 0)).toBe(-1); // walls are never reached
    expect(at(0, 3)).toBe(-1);
    const diag = distanceField(g, [{ col: 0, row: 0 }], { diagonal: true });
    expect(diag[1 * 4 + 1]).toBe(1);
    const two = distanceField(g, [{ col: 0, row: 0 }, { col: 3, row: 3 }]);
    expect(two[0 * 4 + 3]).toBe(3);
  });
  it('marks cells cut off from every source unreachable and ignores sources off the grid', () => {
    const g = grid(['.#.', '.#.']);
    const d = distanceField(g, [{ col: 0, row: 0 }, { col: 9, row: 9 }]);
    expect(Array.from(d)).toEqual([0, -1, -1, 1, -1, -1]);
  });
  it('stepDownhill walks any reachable cell to the source, one step closer each time', () => {
    const src = { col: 9, row: 0 };
    const d = distanceField(MAZE, [src], { diagonal: true });
    let at: Cell | null = { col: 0, row: 6 };
    let steps = 0;
    while (at && (at.col !== src.col || at.row !== src.row)) {
      const next = stepDownhill(MAZE, d, at, { diagonal: true });
      expect(next).not.toBeNull();
      expect(d[next!.row * 10 + next!.col]).toBe(d[at.row * 10 + at.col]! - 1);
      expectValidPath(MAZE, [at, next!], true);
      at = next;
      steps++;
    }
    expect(steps).toBe(d[6 * 10 + 0]);
    expect(stepDownhill(MAZE, d, src)).toBeNull();
    expect(stepDownhill(MAZE, d, { col: 5, row: 0 })).toBeNull(); // a wall cell
  });
});

describe('findPath (A*)', () => {
  it('finds a shortest 4-neighbour path through a maze', () => {
    const start = { col: 0, row: 0 };
    const goal = { col: 9, row: 0 };
    const path = findPath(MAZE, start, goal)!;
    expect(path[0]).toEqual(start);
    expect(path[path.length - 1]).toEqual(goal);
    expectValidPath(MAZE, path, false);
    // A* agrees with BFS about the length.
    const d = distanceField(MAZE, [start]);
    expect(path.length - 1).toBe(d[0 * 10 + 9]);
  });
  it('with diagonals it is never longer, never cuts corners, and costs √2 per diagonal', () => {
    for (const [start, goal] of [[{ col: 0, row: 6 }, { col: 9, row: 0 }], [{ col: 2, row: 2 }, { col: 6, row: 0 }], [{ col: 4, row: 2 }, { col: 9, row: 6 }]] as const) {
      const four = findPath(MAZE, start, goal)!;
      const eight = findPath(MAZE, start, goal, { diagonal: true })!;
      expectValidPath(MAZE, eight, true);
      expect(pathCost(eight)).toBeLessThanOrEqual(pathCost(four));
    }
    const open = grid(['.....', '.....', '.....']);
    const p = findPath(open, { col: 0, row: 0 }, { col: 4, row: 2 }, { diagonal: true })!;
    expect(pathCost(p)).toBeCloseTo(2 + 2 * Math.SQRT2);
    expect(pathCost(findPath(open, { col: 0, row: 0 }, { col: 4, row: 2 })!)).toBe(6);
    expect(p).toHaveLength(5);
  });
  it('matches the BFS optimum on many random grids', () => {
    let seed = 5;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let n = 0; n < 40; n++) {
      const rows = Array.from({ length: 9 }, () => Array.from({ length: 11 }, () => (rnd() < 0.3 ? '#' : '.')).join(''));
      rows[0] = `.${rows[0]!.slice(1)}`;
      const g = grid(rows);
      const d = distanceField(g, [{ col: 0, row: 0 }]);
      for (let i = 0; i < d.length; i++) {
        const goal = { col: i % 11, row: Math.floor(i / 11) };
        const path = findPath(g, { col: 0, row: 0 }, goal);
        if (d[i] === -1) expect(path).toBeNull();
        else {
          expect(path).not.toBeNull();
          expect(path!.length - 1).toBe(d[i]);
          expectValidPath(g, path!, false);
        }
      }
    }
  });
  it('returns null for walled-in, blocked or off-grid goals and a one-cell path for start = goal', () => {
    const g = grid(['..#..', '..#..']);
    expect(findPath(g, { col: 0, row: 0 }, { col: 4, row: 1 })).toBeNull();
    expect(findPath(g, { col: 0, row: 0 }, { col: 2, row: 0 })).toBeNull();
    expect(findPath(g, { col: 0, row: 0 }, { col: 7, row: 0 })).toBeNull();
    expect(findPath(g, { col: 1, row: 1 }, { col: 1, row: 1 })).toEqual([{ col: 1, row: 1 }]);
    expect(pathCost([{ col: 1, row: 1 }])).toBe(0);
  });
});
