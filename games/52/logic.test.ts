import {
  neighbours, adjacent, countSolutions, solutions, isSolution, hamiltonianPath, generate, BANK, sizeFor, parsePuzzle, transform,
  shuffleColours, pickPuzzle, isLinked, beginAt, stepTo, progress, isSolved, levelScore, LAST_PLANNED,
} from './logic.js';

/** mulberry32: a well-mixed seeded generator. */
const seeded = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
const P = (rows: string[]) => parsePuzzle(rows.join(''));

/**
 * Brute force: draws each colour's path in turn by depth-first search and counts the full
 * coverings. Slow but obviously right, so it checks the frontier search on small boards.
 */
function bruteCount(dots: number[], n: number) {
  const colours = Math.max(0, ...dots);
  const used = dots.map((d) => d !== 0);
  let total = 0;
  const route = (col: number) => {
    if (col > colours) { if (used.every(Boolean)) total++; return; }
    const start = dots.indexOf(col);
    const end = dots.lastIndexOf(col);
    const walk = (cell: number) => {
      for (const nb of neighbours(n, cell)) {
        if (nb === end) { route(col + 1); continue; }
        if (used[nb]) continue;
        used[nb] = true;
        walk(nb);
        used[nb] = false;
      }
    };
    walk(start);
  };
  route(1);
  return total;
}

function randomDots(n: number, colours: number, rand: () => number) {
  const cells = [...Array(n * n).keys()];
  for (let i = cells.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [cells[i], cells[j]] = [cells[j]!, cells[i]!];
  }
  const dots = new Array(n * n).fill(0);
  for (let c = 0; c < colours; c++) { dots[cells[2 * c]!] = c + 1; dots[cells[2 * c + 1]!] = c + 1; }
  return dots;
}

describe('flow links grid', () => {
  it('knows orthogonal neighbours without wrapping', () => {
    expect(neighbours(3, 0)).toEqual([1, 3]);
    expect(neighbours(3, 4).sort()).toEqual([1, 3, 5, 7]);
    expect(adjacent(3, 2, 3)).toBe(false);
    expect(adjacent(3, 2, 5)).toBe(true);
  });
  it('checks a full solution: linked pairs, no crossing, every cell covered', () => {
    const { n, dots } = P(['a.b', '...', 'a.b']);
    expect(isSolution(dots, n, [[0, 3, 6], [2, 5, 8]])).toBe(false); // middle column empty
    expect(isSolution(dots, n, [[0, 3, 6], [2, 1, 4, 7, 8]])).toBe(false); // 5 uncovered
    expect(isSolution(dots, n, [[0, 1, 4, 3, 6], [2, 5, 8]])).toBe(false); // 7 uncovered
    expect(isSolution(dots, n, [[0, 3, 4, 7, 6], [2, 1, 4, 5, 8]])).toBe(false); // 4 twice
    expect(isSolution(dots, n, [[0, 3, 6], [2, 5, 4, 8]])).toBe(false); // 4 → 8 is a jump
  });
});

describe('flow links solution counting', () => {
  it('counts the two Hamiltonian paths between opposite corners of 3×3', () => {
    const { n, dots } = P(['a..', '...', '..a']);
    expect(countSolutions(dots, n, 100)).toBe(2);
    const sols = solutions(dots, n, 5);
    expect(sols).toHaveLength(2);
    for (const s of sols) expect(isSolution(dots, n, s)).toBe(true);
    expect(sols[0]).not.toEqual(sols[1]);
  });
  it('finds no solution when a pair is walled off or a colour has one dot', () => {
    expect(countSolutions(P(['ab.', 'ba.', '...']).dots, 3)).toBe(0);
    expect(countSolutions(P(['a..', '...', '...']).dots, 3)).toBe(0);
  });
  it('never lets a loop count as covering cells', () => {
    // a links straight down the left; the other four cells could only be covered by a loop.
    expect(countSolutions(P(['a..', 'a..', '...']).dots, 3, 10)).toBe(0);
  });
  it('agrees with brute force on random small boards', () => {
    const rand = seeded(7);
    let nonzero = 0;
    let multiple = 0;
    for (let t = 0; t < 160; t++) {
      const n = t < 80 ? 3 : 4;
      const colours = 1 + Math.floor(rand() * (n === 3 ? 3 : 4));
      const dots = randomDots(n, colours, rand);
      const want = bruteCount(dots, n);
      expect(countSolutions(dots, n, 1000)).toBe(want);
      expect(countSolutions(dots, n, 2)).toBe(Math.min(2, want));
      if (want > 0) nonzero++;
      if (want > 1) multiple++;
      for (const s of solutions(dots, n, 3)) expect(isSolution(dots, n, s)).toBe(true);
    }
    expect(nonzero).toBeGreaterThan(10);
    expect(multiple).toBeGreaterThan(3);
  });
});

describe('flow links generation', () => {
  it('builds Hamiltonian paths: every cell once, each step to a neighbour', () => {
    const rand = seeded(3);
    for (const n of [5, 7, 9]) {
      const p = hamiltonianPath(n, rand);
      expect(new Set(p).size).toBe(n * n);
      for (let i = 1; i < p.length; i++) expect(adjacent(n, p[i - 1]!, p[i]!)).toBe(true);
    }
  });
  it('generates puzzles with exactly one solution, which it returns', () => {
    const rand = seeded(11);
    for (const [n, colours] of [[5, 4], [5, 5], [6, 5], [6, 6]]) {
      const pz = generate({ n: n!, colours: colours! }, rand);
      expect(countSolutions(pz.dots, n!, 2)).toBe(1);
      expect(isSolution(pz.dots, n!, pz.paths)).toBe(true);
      expect(Math.max(...pz.dots)).toBeGreaterThanOrEqual(colours! - 1);
    }
  });
  it.each([{ n: 5 }, { n: 6 }, { n: 7 }, { n: 8 }, { n: 9 }])('stores only uniquely solvable $n×$n puzzles', ({ n }) => {
    const list = BANK[n]!;
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(new Set(list).size).toBe(list.length);
    for (const str of list) {
      const p = parsePuzzle(str);
      expect(p.n).toBe(n);
      const colours = Math.max(...p.dots);
      expect(colours).toBeGreaterThanOrEqual(n - 2);
      for (let c = 1; c <= colours; c++) expect(p.dots.filter((d) => d === c)).toHaveLength(2);
      expect(countSolutions(p.dots, n, 2)).toBe(1);
    }
  });
  it('turns, mirrors and recolours without changing the answer count', () => {
    const { n, dots } = parsePuzzle(BANK[6]![0]!);
    const seen = new Set<string>();
    for (let sym = 0; sym < 8; sym++) {
      const t = transform(dots, n, sym);
      seen.add(t.join(','));
      expect([...t].sort()).toEqual([...dots].sort());
      expect(countSolutions(t, n, 2)).toBe(1);
    }
    expect(seen.size).toBe(8);
    expect(transform(dots, n, 0)).toEqual(dots);
    const twice = transform(transform(dots, n, 1), n, 1);
    expect(twice).toEqual(transform(dots, n, 2));
    const rec = shuffleColours(dots, seeded(2));
    expect(rec.map((d) => d === 0)).toEqual(dots.map((d) => d === 0));
    expect(countSolutions(rec, n, 2)).toBe(1);
  });
  it('grows from 5×5 to 9×9 and does not repeat a puzzle until the size runs out', () => {
    expect([1, 3, 4, 7, 10, 13, LAST_PLANNED, 40].map(sizeFor)).toEqual([5, 5, 6, 7, 8, 9, 9, 9]);
    const rand = seeded(5);
    const used = new Set<string>();
    const ids = Array.from({ length: BANK[5]!.length }, () => pickPuzzle(1, rand, used).id);
    expect(new Set(ids).size).toBe(BANK[5]!.length);
    const next = pickPuzzle(2, rand, used);
    expect(next.n).toBe(5);
    expect(pickPuzzle(14, rand, used).n).toBe(9);
  });
});

describe('flow links drawing', () => {
  // a . . b
  // . . . .
  // a . . b
  const { n, dots } = P(['a..b', '....', 'a..b', '....']);
  const empty = () => [[], []] as number[][];

  it('starts at a dot, extends into free cells, backs up over itself', () => {
    let r = beginAt(dots, empty(), 0);
    expect(r.col).toBe(1);
    let paths = r.paths;
    const base = paths;
    paths = stepTo(dots, n, paths, base, 1, 1)!;
    paths = stepTo(dots, n, paths, base, 1, 5)!;
    expect(paths[0]).toEqual([0, 1, 5]);
    expect(stepTo(dots, n, paths, base, 1, 7)).toBeNull(); // not a neighbour of the head
    paths = stepTo(dots, n, paths, base, 1, 1)!;
    expect(paths[0]).toEqual([0, 1]);
    expect(beginAt(dots, paths, 6).col).toBe(0);
  });
  it('is blocked by other colours’ dots and stops once linked', () => {
    const base = [[0], []];
    let paths = stepTo(dots, n, base, base, 1, 4)!;
    paths = stepTo(dots, n, paths, base, 1, 8)!;
    expect(isLinked(dots, paths[0]!, 1)).toBe(true);
    expect(stepTo(dots, n, paths, base, 1, 12)).toBeNull();
    const b2 = [[0, 1, 2], []];
    expect(stepTo(dots, n, b2, b2, 1, 3)).toBeNull(); // b's dot
  });
  it('cuts a crossed line and lets it grow back when the stroke retreats', () => {
    const start = [[], [3, 2, 6, 10, 11]];
    const b = beginAt(dots, start, 0);
    let paths = b.paths;
    const base = b.paths;
    for (const c of [1, 5, 6]) paths = stepTo(dots, n, paths, base, 1, c)!;
    expect(paths[1]).toEqual([3, 2]);
    paths = stepTo(dots, n, paths, base, 1, 5)!;
    expect(paths[1]).toEqual([3, 2, 6, 10, 11]);
  });
  it('touching a path cell trims it there; touching a dot restarts that colour', () => {
    const paths = [[0, 1, 2, 6], []];
    expect(beginAt(dots, paths, 1)).toEqual({ col: 1, paths: [[0, 1], []] });
    expect(beginAt(dots, paths, 8)).toEqual({ col: 1, paths: [[8], []] });
  });
  it('is solved only when every pair is linked and every cell covered', () => {
    const linked = [[0, 4, 8], [3, 7, 11]];
    expect(progress(dots, linked)).toEqual({ links: 2, colours: 2, filled: 6, cells: 16 });
    expect(isSolved(dots, linked)).toBe(false);
    const full = [[0, 1, 2, 6, 5, 4, 8], [3, 7, 11]];
    expect(isSolved(dots, full)).toBe(false);
    const { dots: d2 } = P(["a.b", "...", "a.b"]);
    expect(isSolved(d2, [[0, 3, 6], [2, 1, 4, 5, 8]])).toBe(false);
    const { dots: d3 } = P(['ab', 'ab']);
    expect(isSolved(d3, [[0, 2], [1, 3]])).toBe(true);
  });
  it('scores size and colours, rewards clean play and charges for hints', () => {
    expect(levelScore(5, 4, 4, 0)).toBe(100 + 40 + 100);
    expect(levelScore(5, 4, 6, 0)).toBe(140 - 10);
    expect(levelScore(5, 4, 4, 1)).toBe(140 - 50);
    expect(levelScore(9, 10, 10, 0)).toBeGreaterThan(levelScore(5, 4, 4, 0));
    expect(levelScore(5, 4, 80, 5)).toBe(20);
  });
});
