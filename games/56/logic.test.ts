import {
  initialPegs, topDisc, canMove, applyMove, isSolved, optimalMoves, fullSolution, encode, decode,
  distancesToGoal, hintMove, discsForLevel, stars, levelScore, MIN_DISCS, MAX_DISCS,
} from './logic.js';

type Pegs = number[][];

/** Plays a move list from the start, failing on the first illegal move. */
function play(n: number, pegCount: number, moves: [number, number][]): Pegs {
  let p: Pegs = initialPegs(n, pegCount);
  for (const [a, b] of moves) {
    const next = applyMove(p, a, b);
    if (!next) throw new Error(`illegal move ${a}→${b}`);
    p = next;
  }
  return p;
}

describe('tower of hanoi rules', () => {
  it('starts with the whole tower on the first peg, largest at the bottom', () => {
    expect(initialPegs(3, 3)).toEqual([[3, 2, 1], [], []]);
    expect(initialPegs(4, 4)).toEqual([[4, 3, 2, 1], [], [], []]);
    expect(topDisc(initialPegs(3, 3), 0)).toBe(1);
    expect(topDisc(initialPegs(3, 3), 1)).toBe(0);
  });

  it('moves only a top disc, never onto a smaller one, never to the same peg', () => {
    const p: Pegs = [[3, 1], [2], []];
    expect(canMove(p, 0, 1)).toBe(true); // 1 onto 2
    expect(canMove(p, 1, 0)).toBe(false); // 2 onto 1
    expect(canMove(p, 1, 2)).toBe(true); // onto an empty peg
    expect(canMove(p, 2, 0)).toBe(false); // nothing to take
    expect(canMove(p, 0, 0)).toBe(false);
    expect(canMove(p, 0, 3)).toBe(false);
    expect(canMove(p, -1, 0)).toBe(false);
    expect(applyMove(p, 1, 0)).toBeNull();
    const q = applyMove(p, 0, 1)!;
    expect(q).toEqual([[3], [2, 1], []]);
    expect(p).toEqual([[3, 1], [2], []]); // the old position is untouched
  });

  it('is solved only when every disc is on the last peg', () => {
    expect(isSolved([[], [], [3, 2, 1]], 3)).toBe(true);
    expect(isSolved([[], [3, 2, 1], []], 3)).toBe(false);
    expect(isSolved([[1], [], [3, 2]], 3)).toBe(false);
    expect(isSolved([[], [], [], [2, 1]], 2)).toBe(true);
  });

  it('encodes positions one-to-one', () => {
    const seen = new Set<number>();
    const dist = distancesToGoal(4, 3);
    for (let c = 0; c < 81; c++) {
      const p = decode(c, 4, 3);
      expect(encode(p)).toBe(c);
      for (const peg of p) for (let i = 1; i < peg.length; i++) expect(peg[i - 1]!).toBeGreaterThan(peg[i]!);
      seen.add(c);
      expect(dist[c]).toBeGreaterThanOrEqual(0); // every position can still be solved
    }
    expect(seen.size).toBe(81);
    expect(encode(initialPegs(5, 4))).toBe(0);
  });
});

describe('optimal move counts', () => {
  it('three pegs need 2^n − 1 moves', () => {
    expect([3, 4, 5, 6, 7, 8].map((n) => optimalMoves(n, 3))).toEqual([7, 15, 31, 63, 127, 255]);
  });

  it('four pegs follow the Frame–Stewart numbers', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => optimalMoves(n, 4))).toEqual([1, 3, 5, 9, 13, 17, 25, 33]);
  });

  it('breadth-first search agrees with the formula from the start position, every size and peg count', () => {
    for (const pegCount of [3, 4]) {
      for (let n = MIN_DISCS; n <= MAX_DISCS; n++) {
        if (pegCount === 3 && n > 7) continue; // 2^8 − 1 follows from the same recursion; keep the test quick
        const dist = distancesToGoal(n, pegCount);
        expect(dist[encode(initialPegs(n, pegCount))]).toBe(optimalMoves(n, pegCount));
      }
    }
  });

  it('the built-in solution is legal, solves the puzzle and is as short as the minimum', () => {
    for (const pegCount of [3, 4]) {
      for (let n = MIN_DISCS; n <= MAX_DISCS; n++) {
        const moves = fullSolution(n, pegCount);
        expect(moves).toHaveLength(optimalMoves(n, pegCount));
        expect(isSolved(play(n, pegCount, moves), n)).toBe(true);
      }
    }
  });

  it('hints always step one move closer, from any position, until solved', () => {
    for (const pegCount of [3, 4]) {
      const n = 5;
      const dist = distancesToGoal(n, pegCount);
      // A scrambled but legal position: the start after a few arbitrary legal moves.
      let p: Pegs = initialPegs(n, pegCount);
      for (const [a, b] of [[0, 1], [0, 2], [1, 2], [0, 1], [2, 0]] as [number, number][]) p = applyMove(p, a, b) ?? p;
      let steps = 0;
      const start = dist[encode(p)]!;
      while (!isSolved(p, n)) {
        const h = hintMove(p, dist)!;
        expect(canMove(p, h[0], h[1])).toBe(true);
        p = applyMove(p, h[0], h[1])!;
        steps++;
        expect(dist[encode(p)]).toBe(start - steps);
      }
      expect(steps).toBe(start);
      expect(hintMove(p, dist)).toBeNull();
    }
  });
});

describe('levels and scoring', () => {
  it('adds a disc per level from the chosen start, capped at eight', () => {
    expect(discsForLevel(3, 1)).toBe(3);
    expect(discsForLevel(3, 4)).toBe(6);
    expect(discsForLevel(6, 5)).toBe(MAX_DISCS);
    expect(discsForLevel(1, 1)).toBe(MIN_DISCS);
  });

  it('rates moves against the minimum', () => {
    expect(stars(7, 7)).toBe(3);
    expect(stars(11, 7)).toBe(2);
    expect(stars(12, 7)).toBe(1);
  });

  it('scores a perfect solve highest and never below ten', () => {
    const perfect = levelScore(4, 3, 15, 0);
    expect(perfect).toBe(400 + 200);
    expect(levelScore(4, 3, 16, 0)).toBeLessThan(perfect);
    expect(levelScore(4, 3, 15, 1)).toBe(400 - 15); // a hint costs points and the perfect bonus
    expect(levelScore(4, 3, 30, 0)).toBe(200);
    expect(levelScore(5, 4, 13, 0)).toBe(600 + 250);
    expect(levelScore(3, 3, 999, 40)).toBe(10);
    expect(levelScore(5, 3, 31, 0)).toBeGreaterThan(levelScore(4, 3, 15, 0));
  });
});
