import { CELLS, NEIGHBOR, MAX, ROCK, indexOf, emptyBoard, footprint, place, resolveAt, groupOf, playable, hasPairSpace, isFull, randomPiece, levelFor, levelThreshold, mergePoints, burstPoints, rockEvery, rockCell, maxValue, type Board } from './logic.js';

function rng(seed: number) {
  let a = seed >>> 0;
  return () => { a = (a * 1664525 + 1013904223) >>> 0; return a / 4294967296; };
}
const I = (q: number, r: number) => { const i = indexOf(q, r); if (i < 0) throw new Error(`off board ${q},${r}`); return i; };
/** Board from [q, r, value] triples. */
function board(cells: [number, number, number][]): Board {
  const b = emptyBoard();
  for (const [q, r, v] of cells) b[I(q, r)] = v;
  return b;
}
const single = (v: number) => ({ values: [v], rot: 0 });

describe('hex geometry', () => {
  it('has 37 cells; the centre has 6 neighbours, a corner 3, and neighbours are mutual', () => {
    expect(CELLS).toHaveLength(37);
    expect(NEIGHBOR[I(0, 0)]!.filter((n) => n >= 0)).toHaveLength(6);
    expect(NEIGHBOR[I(3, 0)]!.filter((n) => n >= 0)).toHaveLength(3);
    expect(NEIGHBOR[I(3, -1)]!.filter((n) => n >= 0)).toHaveLength(4);
    NEIGHBOR.forEach((ns, i) => ns.forEach((n) => { if (n >= 0) expect(NEIGHBOR[n]).toContain(i); }));
  });
});

describe('placing', () => {
  it('a piece only goes on empty cells inside the board', () => {
    const b = board([[0, 0, 2]]);
    expect(footprint(b, single(1), I(0, 0))).toBeNull();
    expect(footprint(b, single(1), I(1, 0))).toEqual([I(1, 0)]);
    // Direction 3 is west: from (1,0) that is the occupied centre.
    expect(footprint(b, { values: [1, 2], rot: 3 }, I(1, 0))).toBeNull();
    expect(footprint(b, { values: [1, 2], rot: 0 }, I(1, 0))).toEqual([I(1, 0), I(2, 0)]);
    // East of the rim leaves the board.
    expect(footprint(b, { values: [1, 2], rot: 0 }, I(3, 0))).toBeNull();
    expect(place(b, single(1), I(0, 0))).toBeNull();
  });
  it('a lone placement changes only its cell and scores nothing', () => {
    const b = board([[0, 0, 1]]);
    const res = place(b, single(1), I(1, 0))!;
    expect(res.events).toEqual([]);
    expect(res.points).toBe(0);
    expect(res.board[I(1, 0)]).toBe(1);
    expect(res.board.filter((v) => v).length).toBe(2);
  });
});

describe('merging', () => {
  it('three touching equal values merge into the next value where the piece landed', () => {
    const b = board([[0, 0, 1], [1, 0, 1], [-2, 0, 3]]);
    const res = place(b, single(1), I(-1, 0))!;
    expect(res.board[I(-1, 0)]).toBe(2);
    expect(res.board[I(0, 0)]).toBe(0);
    expect(res.board[I(1, 0)]).toBe(0);
    expect(res.board[I(-2, 0)]).toBe(3);
    expect(res.points).toBe(mergePoints(1, 3, 1));
  });
  it('a bigger group merges whole and scores more', () => {
    const b = board([[0, 0, 2], [1, 0, 2], [0, 1, 2]]);
    const res = place(b, single(2), I(-1, 0))!;
    expect(res.events).toHaveLength(1);
    expect(res.events[0]).toMatchObject({ kind: 'merge', value: 3 });
    expect(res.events[0]!.cells).toHaveLength(4);
    expect(res.board.filter((v) => v).length).toBe(1);
    expect(res.points).toBe(mergePoints(2, 4, 1));
    expect(mergePoints(2, 4, 1)).toBeGreaterThan(mergePoints(2, 3, 1));
  });
  it('merges chain when the new value completes another group, with a growing multiplier', () => {
    // Placing a 1 at the centre merges the 1s into a 2, which joins the two 2s around it.
    const b = board([[1, 0, 1], [1, -1, 1], [-1, 0, 2], [-1, 1, 2]]);
    const res = place(b, single(1), I(0, 0))!;
    expect(res.events.map((e) => e.kind === 'merge' && e.value)).toEqual([2, 3]);
    expect(res.board[I(0, 0)]).toBe(3);
    expect(res.board.filter((v) => v).length).toBe(1);
    expect(res.points).toBe(mergePoints(1, 3, 1) + mergePoints(2, 3, 2));
  });
  it('only equal values connect', () => {
    const b = board([[0, 0, 1], [1, 0, 2], [2, 0, 1]]);
    expect(groupOf(b, I(0, 0))).toEqual([I(0, 0)]);
    expect(resolveAt(b, I(0, 0)).events).toEqual([]);
  });
  it('three top values burst and wipe their neighbours', () => {
    const b = board([[0, 0, MAX], [1, 0, MAX], [-1, 1, 4], [2, -2, 5], [-3, 3, 1]]);
    const res = place(b, single(MAX), I(0, -1))!;
    expect(res.events).toHaveLength(1);
    expect(res.events[0]!.kind).toBe('burst');
    // (-1,1) touches the burst; (2,-2) and (-3,3) do not.
    expect(res.board[I(-1, 1)]).toBe(0);
    expect(res.board[I(2, -2)]).toBe(5);
    expect(res.board[I(-3, 3)]).toBe(1);
    expect(res.board.filter((v) => v === MAX)).toHaveLength(0);
    expect(res.points).toBe(burstPoints(1, 1));
  });
  it('a double piece resolves its lower value first so the merge can grow into the other', () => {
    // [2, 1] with the 1 next to two 1s and the 2 next to one 2: the 1s make a 2, then three 2s make a 3.
    const b = board([[-1, 0, 1], [-1, 1, 1], [2, 0, 2]]);
    const res = place(b, { values: [2, 1], rot: 3 }, I(1, 0))!; // first hex (2) at (1,0), second (1) at (0,0)
    expect(res.cells).toEqual([I(1, 0), I(0, 0)]);
    expect(res.events.map((e) => e.kind === 'merge' && e.value)).toEqual([2, 3]);
    expect(maxValue(res.board)).toBe(3);
    expect(res.board.filter((v) => v).length).toBe(1);
  });
});

describe('rocks', () => {
  it('never merge, and crumble only when a merge happens next to them', () => {
    const b = board([[0, 0, ROCK], [1, 0, ROCK], [-3, 0, 1], [-3, 1, 1], [3, 0, ROCK]]);
    expect(place(b, single(1), I(2, 0))!.events).toEqual([]);
    expect(groupOf(b, I(0, 0))).toEqual([]);
    // The 1s merge at (-2,0), touching no rock: every rock stays.
    const far = place(b, single(1), I(-2, 0))!;
    expect(far.board.filter((v) => v === ROCK)).toHaveLength(3);
    // Merging at (-1,0), next to the centre rock, crumbles it.
    const near = board([[0, 0, ROCK], [1, 0, ROCK], [-1, 1, 1], [-2, 1, 1], [3, 0, ROCK]]);
    const res = place(near, single(1), I(-1, 0))!;
    expect(res.board[I(0, 0)]).toBe(0);
    expect(res.board[I(1, 0)]).toBe(ROCK);
    expect(res.events[0]).toMatchObject({ kind: 'merge', crumbled: [I(0, 0)] });
  });
  it('fall more often at higher levels and only on empty cells', () => {
    expect(rockEvery(1)).toBe(0);
    expect(rockEvery(2)).toBe(0);
    for (let l = 4; l < 12; l++) expect(rockEvery(l)).toBeLessThanOrEqual(rockEvery(l - 1));
    expect(rockEvery(8)).toBeLessThan(rockEvery(3));
    expect(rockEvery(50)).toBeGreaterThanOrEqual(3);
    const b = emptyBoard().map((_, i) => (i === 5 ? 0 : 1));
    expect(rockCell(b, rng(1))).toBe(5);
    expect(rockCell(b.map(() => 2), rng(1))).toBe(-1);
  });
});

describe('pieces, levels and the end', () => {
  it('random pieces stay in range; higher levels bring higher values and more doubles', () => {
    const r = rng(3);
    const stats = (level: number) => {
      let top = 0; let doubles = 0;
      for (let i = 0; i < 600; i++) {
        const p = randomPiece(r, level);
        expect(p.values.length === 1 || p.values.length === 2).toBe(true);
        for (const v of p.values) { expect(v).toBeGreaterThanOrEqual(1); expect(v).toBeLessThan(MAX); top = Math.max(top, v); }
        if (p.values.length === 2) doubles++;
      }
      return { top, doubles };
    };
    const early = stats(1);
    const late = stats(9);
    expect(early.top).toBe(2);
    expect(late.top).toBeGreaterThan(early.top);
    expect(late.doubles).toBeGreaterThan(early.doubles);
  });
  it('a double that cannot fit anywhere is cut to a single; the game ends only when full', () => {
    // Every other cell filled so that no two empty cells touch.
    const b = emptyBoard().map(() => 1);
    b[I(0, 0)] = 0;
    b[I(3, -3)] = 0;
    expect(hasPairSpace(b)).toBe(false);
    expect(playable(b, { values: [2, 3], rot: 0 })).toEqual({ values: [2], rot: 0 });
    expect(playable(emptyBoard(), { values: [2, 3], rot: 4 })).toEqual({ values: [2, 3], rot: 4 });
    expect(isFull(b)).toBe(false);
    expect(isFull(b.map(() => 4))).toBe(true);
  });
  it('levels follow rising score thresholds', () => {
    expect(levelFor(0)).toBe(1);
    expect(levelFor(levelThreshold(2) - 1)).toBe(1);
    expect(levelFor(levelThreshold(2))).toBe(2);
    expect(levelFor(levelThreshold(5))).toBe(5);
    for (let l = 2; l < 10; l++) expect(levelThreshold(l + 1) - levelThreshold(l)).toBeGreaterThan(levelThreshold(l) - levelThreshold(l - 1));
  });
});
