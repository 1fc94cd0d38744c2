import { solvedBoard, isSolved, inversions, isSolvable, shuffleBoard, slideChain, canSlide, slide, tileForDir, solveScore, misplaced } from './logic.js';

function rng(seed: number) {
  let a = seed >>> 0;
  return () => { a = (a * 1664525 + 1013904223) >>> 0; return a / 4294967296; };
}

/** Breadth-first search over a 3×3 puzzle: the reachable set from solved, to check parity exactly. */
function reachable3(): Set<string> {
  const start = solvedBoard(3);
  const seen = new Set([start.join(',')]);
  const queue = [start];
  while (queue.length) {
    const t = queue.pop()!;
    for (const d of ['up', 'down', 'left', 'right'] as const) {
      const i = tileForDir(t, 3, d);
      if (i < 0) continue;
      const next = slide(t, 3, i)!.tiles;
      const key = next.join(',');
      if (!seen.has(key)) { seen.add(key); queue.push(next); }
    }
  }
  return seen;
}

describe('sliding puzzle solvability', () => {
  it('counts inversions ignoring the gap', () => {
    expect(inversions([1, 2, 3, 4, 5, 6, 7, 8, 0])).toBe(0);
    expect(inversions([2, 1, 3, 4, 5, 6, 7, 8, 0])).toBe(1);
    expect(inversions([8, 7, 6, 5, 4, 3, 2, 1, 0])).toBe(28);
  });

  it('the classic 14-15 swap is unsolvable on 4×4, solved boards are solvable', () => {
    const swapped = [...solvedBoard(4)];
    [swapped[13], swapped[14]] = [swapped[14]!, swapped[13]!];
    expect(isSolvable(swapped, 4)).toBe(false);
    for (const n of [3, 4, 5]) expect(isSolvable(solvedBoard(n), n)).toBe(true);
  });

  it('even widths account for the gap row', () => {
    // Moving the gap up one row (a legal move) keeps it solvable although inversions change parity.
    const b = solvedBoard(4);
    const up = slide(b, 4, 11)!.tiles;
    expect(inversions(up) % 2).toBe(1);
    expect(isSolvable(up, 4)).toBe(true);
  });

  it('matches exact reachability on every 3×3 position sampled', () => {
    const reach = reachable3();
    expect(reach.size).toBe(181440); // 9!/2
    const r = rng(5);
    for (let k = 0; k < 400; k++) {
      const t = solvedBoard(3);
      for (let i = t.length - 1; i > 0; i--) { const j = Math.floor(r() * (i + 1)); [t[i], t[j]] = [t[j]!, t[i]!]; }
      expect(isSolvable(t, 3)).toBe(reach.has(t.join(',')));
    }
  });

  it('shuffles are always solvable, unsolved, well mixed permutations', () => {
    const reach = reachable3();
    for (const n of [3, 4, 5]) {
      for (let seed = 1; seed <= 60; seed++) {
        const t = shuffleBoard(n, rng(seed * 31 + n));
        expect([...t].sort((a, b) => a - b)).toEqual([...Array(n * n).keys()]);
        expect(isSolvable(t, n)).toBe(true);
        expect(isSolved(t)).toBe(false);
        expect(misplaced(t)).toBeGreaterThanOrEqual(5);
        if (n === 3) expect(reach.has(t.join(','))).toBe(true);
      }
    }
  });

});

describe('sliding puzzle moves', () => {
  // 1 2 3
  // 4 0 5
  // 7 8 6
  const b = [1, 2, 3, 4, 0, 5, 7, 8, 6];
  it('only tiles next to the gap (or in its row/column) may slide', () => {
    expect(canSlide(b, 3, 1)).toBe(true);
    expect(canSlide(b, 3, 3)).toBe(true);
    expect(canSlide(b, 3, 0)).toBe(false); // diagonal
    expect(canSlide(b, 3, 8)).toBe(false);
    expect(canSlide(b, 3, 4)).toBe(false); // the gap itself
    expect(canSlide(b, 3, -1)).toBe(false);
    expect(slide(b, 3, 0)).toBeNull();
  });

  it('swaps the tile with the gap', () => {
    const r = slide(b, 3, 5)!;
    expect(r.tiles).toEqual([1, 2, 3, 4, 5, 0, 7, 8, 6]);
    expect(r.moved).toEqual([{ value: 5, from: 5, to: 4 }]);
    expect(isSolved(slide(r.tiles, 3, 8)!.tiles)).toBe(true);
  });

  it('slides a whole run of tiles towards the gap', () => {
    const t = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    expect(slideChain(t, 3, 2)).toEqual([1, 2]);
    expect(slide(t, 3, 2)!.tiles).toEqual([1, 2, 0, 3, 4, 5, 6, 7, 8]);
    expect(slide(t, 3, 6)!.tiles).toEqual([3, 1, 2, 6, 4, 5, 0, 7, 8]);
  });

  it('arrow keys pick the neighbour that slides that way, and nothing past the edge', () => {
    expect(tileForDir(b, 3, 'left')).toBe(5);
    expect(tileForDir(b, 3, 'right')).toBe(3);
    expect(tileForDir(b, 3, 'up')).toBe(7);
    expect(tileForDir(b, 3, 'down')).toBe(1);
    const corner = solvedBoard(3);
    expect(tileForDir(corner, 3, 'left')).toBe(-1);
    expect(tileForDir(corner, 3, 'up')).toBe(-1);
  });

  it('scores faster and shorter solves higher, bigger boards higher', () => {
    expect(solveScore(4, 80, 60)).toBeGreaterThan(solveScore(4, 300, 60));
    expect(solveScore(4, 80, 60)).toBeGreaterThan(solveScore(4, 80, 500));
    expect(solveScore(5, 200, 200)).toBeGreaterThan(solveScore(3, 20, 20));
    expect(solveScore(3, 99999, 99999)).toBe(100);
  });
});
