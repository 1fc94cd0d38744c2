import { BOARDS, LADDERS, cellAt, startPosition, targetOf, legalMoves, movesFrom, jump, pegCount, rating, puzzleScore, solve } from './logic.js';

type Board = (typeof BOARDS)[string];

/** Plays [from, to] jumps, failing on the first illegal one. */
function replay(b: Board, start: boolean[], moves: [number, number][]) {
  let pegs = start;
  for (const [f, t] of moves) {
    const r = jump(b, pegs, f, t);
    if (!r) throw new Error(`illegal jump ${f}→${t}`);
    pegs = r.pegs;
  }
  return pegs;
}

/** A pegs array from a list of (row, col) holes. */
function withPegs(b: Board, cells: [number, number][]) {
  const pegs = new Array(b.cells.length).fill(false);
  for (const [r, c] of cells) pegs[cellAt(b, r, c)] = true;
  return pegs;
}

/**
 * A certificate for the full French board (hole at row 3, column 2; the last peg ends on row 3,
 * column 4), found offline by the same solver with a larger budget: 35 jumps, (row, col) → (row, col).
 */
const FRENCH: [number, number, number, number][] = [
  [1, 2, 3, 2], [1, 4, 1, 2], [0, 2, 2, 2], [0, 4, 0, 2], [3, 2, 1, 2], [0, 2, 2, 2],
  [3, 0, 3, 2], [1, 1, 3, 1], [2, 3, 2, 1], [2, 0, 2, 2], [2, 5, 2, 3], [2, 3, 2, 1],
  [3, 2, 3, 0], [3, 4, 3, 2], [4, 0, 2, 0], [2, 0, 2, 2], [4, 5, 2, 5], [2, 6, 2, 4],
  [4, 3, 4, 5], [4, 6, 4, 4], [5, 1, 3, 1], [5, 4, 3, 4], [5, 2, 5, 4], [3, 2, 5, 2],
  [6, 2, 4, 2], [6, 4, 4, 4], [3, 4, 5, 4], [5, 5, 5, 3], [6, 3, 4, 3], [4, 3, 4, 1],
  [4, 1, 2, 1], [2, 1, 2, 3], [2, 3, 2, 5], [1, 5, 3, 5], [3, 6, 3, 4],
];

describe('boards', () => {
  it('have the classic hole counts and jump lines', () => {
    expect(BOARDS.english!.cells).toHaveLength(33);
    expect(BOARDS.european!.cells).toHaveLength(37);
    expect(BOARDS.tri5!.cells).toHaveLength(15);
    expect(BOARDS.tri6!.cells).toHaveLength(21);
    // 38 lines of three on the English board, each usable both ways.
    expect(BOARDS.english!.jumps).toHaveLength(76);
    // The 15-hole triangle has 18 lines of three in its three directions.
    expect(BOARDS.tri5!.jumps).toHaveLength(36);
  });

  it('square boards jump only orthogonally, triangles also along their diagonal', () => {
    const e = BOARDS.english!;
    const diag = jump(e, withPegs(e, [[2, 2], [3, 3]]), cellAt(e, 2, 2), cellAt(e, 4, 4));
    expect(diag).toBeNull();
    const t = BOARDS.tri5!;
    const r = jump(t, withPegs(t, [[0, 0], [1, 1]]), cellAt(t, 0, 0), cellAt(t, 2, 2));
    expect(r).not.toBeNull();
    expect(pegCount(r!.pegs)).toBe(1);
    expect(r!.pegs[cellAt(t, 2, 2)]).toBe(true);
    // …but not across the other diagonal, which is not a line on that grid.
    expect(jump(t, withPegs(t, [[2, 2], [3, 1]]), cellAt(t, 2, 2), cellAt(t, 4, 0))).toBeNull();
  });
});

describe('jumps', () => {
  const b = BOARDS.english!;
  it('need a peg to move, a peg to jump over and an empty hole to land in', () => {
    const pegs = withPegs(b, [[3, 1], [3, 2], [3, 4]]);
    const from = cellAt(b, 3, 1);
    const to = cellAt(b, 3, 3);
    const res = jump(b, pegs, from, to)!;
    expect(res.over).toBe(cellAt(b, 3, 2));
    expect(res.pegs[from]).toBe(false);
    expect(res.pegs[cellAt(b, 3, 2)]).toBe(false);
    expect(res.pegs[to]).toBe(true);
    expect(pegCount(res.pegs)).toBe(2);
    expect(pegCount(pegs)).toBe(3); // untouched
    // The same peg can jump on: over (3,4) into the empty (3,5).
    expect(jump(b, res.pegs, to, cellAt(b, 3, 5))).not.toBeNull();
  });

  it('refuse an empty start, an empty middle, a full landing hole or a hole off the line', () => {
    const pegs = withPegs(b, [[3, 1], [3, 2], [3, 3]]);
    expect(jump(b, pegs, cellAt(b, 3, 0), cellAt(b, 3, 2))).toBeNull(); // no peg at (3,0)
    expect(jump(b, pegs, cellAt(b, 3, 1), cellAt(b, 3, 3))).toBeNull(); // landing hole is full
    expect(jump(b, pegs, cellAt(b, 3, 3), cellAt(b, 3, 5))).toBeNull(); // nothing to jump over
    expect(jump(b, pegs, cellAt(b, 3, 1), cellAt(b, 5, 3))).toBeNull(); // not a line of three
    expect(jump(b, pegs, cellAt(b, 3, 3), cellAt(b, 3, 1))).toBeNull();
    expect(legalMoves(b, pegs).map(([f, , t]) => [f, t])).toEqual(
      expect.arrayContaining([[cellAt(b, 3, 2), cellAt(b, 3, 0)], [cellAt(b, 3, 2), cellAt(b, 3, 4)]]),
    );
    expect(movesFrom(b, pegs, cellAt(b, 3, 3))).toEqual([]);
    expect(movesFrom(b, pegs, cellAt(b, 3, 2))).toHaveLength(2);
  });
});

describe('finishing', () => {
  const b = BOARDS.english!;
  const centre = cellAt(b, 3, 3);
  it('rates one peg on the target as genius, elsewhere as one, then by pegs left', () => {
    expect(rating(withPegs(b, [[3, 3]]), centre)).toBe('genius');
    expect(rating(withPegs(b, [[0, 2]]), centre)).toBe('one');
    expect(rating(withPegs(b, [[0, 2], [6, 4]]), centre)).toBe('two');
    expect(rating(withPegs(b, [[0, 2], [6, 4], [3, 0], [3, 6]]), centre)).toBe('good');
    expect(rating(withPegs(b, [[0, 2], [6, 4], [3, 0], [3, 6], [2, 2]]), centre)).toBe('fair');
  });

  it('scores pegs removed, a single peg and a genius finish; undos cost points', () => {
    expect(puzzleScore(32, withPegs(b, [[3, 3]]), centre, 0)).toBe(310 + 400);
    expect(puzzleScore(32, withPegs(b, [[0, 2]]), centre, 0)).toBe(310 + 150);
    expect(puzzleScore(32, withPegs(b, [[0, 2], [6, 4]]), centre, 0)).toBe(300);
    expect(puzzleScore(32, withPegs(b, [[0, 2], [6, 4]]), centre, 4)).toBe(280);
    expect(puzzleScore(6, withPegs(b, [[0, 2], [6, 4], [3, 0], [3, 6], [2, 2]]), centre, 9)).toBe(0);
  });
});

describe('every puzzle of every ladder', () => {
  const all = Object.values(LADDERS).flat();
  it('has a valid pattern covering its board, with at least one jump to start', () => {
    expect(all.length).toBeGreaterThanOrEqual(15);
    for (const p of all) {
      const b = BOARDS[p.board]!;
      const pegs = startPosition(p);
      expect(pegs).toHaveLength(b.cells.length);
      expect(targetOf(p)).toBeGreaterThanOrEqual(0);
      expect(legalMoves(b, pegs).length).toBeGreaterThan(0);
    }
    // Each ladder ends with its full classic board: every hole but one filled.
    for (const ladder of Object.values(LADDERS)) {
      const last = ladder[ladder.length - 1]!;
      expect(pegCount(startPosition(last))).toBe(BOARDS[last.board]!.cells.length - 1);
    }
  });

  it('can be finished with a single peg on its gold ring (genius), proven by the solver', () => {
    for (const p of all) {
      if (p.name === 'french') continue; // too deep for a quick test: checked by its certificate below
      const b = BOARDS[p.board]!;
      const start = startPosition(p);
      const sol = solve(b, start, targetOf(p), 2_000_000);
      expect(sol).not.toBeNull();
      const end = replay(b, start, sol!);
      expect(rating(end, targetOf(p))).toBe('genius');
      expect(sol!.length).toBe(pegCount(start) - 1);
    }
  });

  it('the full French board reaches a genius finish by its stored solution', () => {
    const p = LADDERS.european!.find((x) => x.name === 'french')!;
    const b = BOARDS[p.board]!;
    const start = startPosition(p);
    const end = replay(b, start, FRENCH.map(([r1, c1, r2, c2]) => [cellAt(b, r1, c1), cellAt(b, r2, c2)]));
    expect(pegCount(end)).toBe(1);
    expect(rating(end, targetOf(p))).toBe('genius');
  });

  it('the solver reports an impossible finish as null', () => {
    const b = BOARDS.english!;
    // Two pegs far apart can never meet.
    expect(solve(b, withPegs(b, [[0, 2], [6, 4]]), -1)).toBeNull();
    // The centre can't be the last hole from this start (it would need a jump into it from two away).
    expect(solve(b, withPegs(b, [[3, 0], [3, 1]]), cellAt(b, 3, 3))).toBeNull();
    expect(solve(b, withPegs(b, [[3, 0], [3, 1]]), cellAt(b, 3, 2))).toHaveLength(1);
  });
});
