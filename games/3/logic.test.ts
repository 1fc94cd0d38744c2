import { emptyGrid, spawnPiece, collides, tryMove, tryRotate, rotateShape, dropY, lock, clearLines, lineScore, levelFor, gravityFor, makeBag, COLS, ROWS } from './logic.js';

describe('stacking: rotation and collisions', () => {
  it('rotates a matrix clockwise and back', () => {
    const t = [[0, 1, 0], [1, 1, 1], [0, 0, 0]];
    const cw = rotateShape(t, 1);
    expect(cw).toEqual([[0, 1, 0], [0, 1, 1], [0, 1, 0]]);
    expect(rotateShape(cw, -1)).toEqual(t);
  });

  it('detects walls, floor and settled blocks', () => {
    const g = emptyGrid();
    const p = spawnPiece(1); // square
    expect(collides(g, p)).toBe(false);
    expect(tryMove(g, { ...p, x: 0 }, -1, 0)).toBeNull();
    expect(tryMove(g, { ...p, x: COLS - 2 }, 1, 0)).toBeNull();
    expect(dropY(g, p)).toBe(ROWS - 2);
    g[ROWS - 1]![p.x] = 3;
    expect(dropY(g, p)).toBe(ROWS - 3);
  });

  it('kicks a piece off the wall when rotating against it', () => {
    const g = emptyGrid();
    // Vertical bar hugging the left wall: rotating to horizontal needs a kick.
    let bar = tryRotate(g, spawnPiece(0), 1)!;
    bar = { ...bar, x: -2, y: 5 };
    expect(collides(g, bar)).toBe(false);
    const r = tryRotate(g, bar, 1)!;
    expect(r).not.toBeNull();
    expect(collides(g, r)).toBe(false);
    expect(r.x).toBeGreaterThan(bar.x);
  });

  it('refuses a rotation when no kick fits', () => {
    const g = emptyGrid().map((row) => row.map(() => 1));
    const p = { ...spawnPiece(2), x: 4, y: 5 };
    for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) if (p.shape[r]![c]) g[p.y + r]![p.x + c] = 0;
    expect(collides(g, p)).toBe(false);
    expect(tryRotate(g, p, 1)).toBeNull();
  });
});

describe('stacking: locking and line clears', () => {
  it('clears full rows, shifts the rest down and scores by count and level', () => {
    let g = emptyGrid();
    g[ROWS - 1] = Array(COLS).fill(1);
    g[ROWS - 2] = Array(COLS).fill(2);
    g[ROWS - 3]![0] = 5;
    const res = clearLines(g);
    expect(res.cleared).toEqual([ROWS - 2, ROWS - 1]);
    expect(res.grid).toHaveLength(ROWS);
    expect(res.grid[ROWS - 1]![0]).toBe(5);
    expect(res.grid.flat().filter(Boolean)).toHaveLength(1);
    expect(lineScore(2, 1)).toBe(300);
    expect(lineScore(4, 3)).toBe(2400);
    g = emptyGrid();
    expect(clearLines(g).cleared).toEqual([]);
  });

  it('locks a piece into the grid and reports topping out', () => {
    const g = emptyGrid();
    const p = { ...spawnPiece(1), y: dropY(g, spawnPiece(1)) };
    const res = lock(g, p);
    expect(res.toppedOut).toBe(false);
    expect(res.grid.flat().filter((v) => v === 2)).toHaveLength(4);
    expect(lock(g, { ...p, y: -1 }).toppedOut).toBe(true);
  });

  it('speeds up every ten lines', () => {
    expect(levelFor(0)).toBe(1);
    expect(levelFor(9)).toBe(1);
    expect(levelFor(10)).toBe(2);
    expect(gravityFor(2)).toBeLessThan(gravityFor(1));
    expect(gravityFor(100)).toBeGreaterThan(0);
  });

  it('deals every piece once per bag of seven', () => {
    const next = makeBag(() => 0.42);
    const first = Array.from({ length: 7 }, () => next()).sort();
    expect(first).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
