import { emptyGrid, lineClear, findPath, reachable, canLink, findPair, removePair, tilesLeft, generate, reshuffle, levelSpec, pairScore, timeBonus, type Grid, type Pos } from './logic.js';

function rng(seed: number) {
  let a = seed >>> 0;
  return () => { a = (a * 1664525 + 1013904223) >>> 0; return a / 4294967296; };
}
/** Grid from rows of letters ('.' empty). */
const parse = (rows: string[]): Grid => rows.map((row) => [...row].map((ch) => (ch === '.' ? -1 : ch.charCodeAt(0) - 97)));
const P = (r: number, c: number): Pos => ({ r, c });
const turns = (path: Pos[]) => path.length - 2;
const kinds = (g: Grid) => g.flat().filter((k) => k !== -1).sort((a, b) => a - b);

/** Independent depth-first search over pair removals. */
function solvable(g: Grid, budget = { n: 20000 }, seen = new Set<string>()): boolean {
  if (!tilesLeft(g)) return true;
  const key = g.map((r) => r.join(',')).join('|');
  if (seen.has(key) || --budget.n < 0) return false;
  seen.add(key);
  const cells: Pos[] = [];
  g.forEach((row, r) => row.forEach((k, c) => { if (k !== -1) cells.push(P(r, c)); }));
  for (let i = 0; i < cells.length; i++) {
    for (let j = i + 1; j < cells.length; j++) {
      if (canLink(g, cells[i]!, cells[j]!) && solvable(removePair(g, cells[i]!, cells[j]!), budget, seen)) return true;
    }
  }
  return false;
}

describe('links', () => {
  it('straight lines need every cell between them empty', () => {
    const g = parse(['a.b.a']);
    expect(lineClear(g, P(0, 0), P(0, 1))).toBe(true);
    expect(lineClear(g, P(0, 0), P(0, 4))).toBe(false);
    expect(findPath(parse(['a..a']), P(0, 0), P(0, 3))).toEqual([P(0, 0), P(0, 3)]);
  });
  it('finds one- and two-turn links through empty cells', () => {
    const one = parse([
      'a.',
      'ba',
    ]);
    expect(findPath(one, P(0, 0), P(1, 1))).toEqual([P(0, 0), P(0, 1), P(1, 1)]);
    // Both corners of a one-turn link are blocked; the way is right, down the open column, right.
    const two = parse([
      'a.bb',
      'b.bb',
      'b..a',
    ]);
    const path = findPath(two, P(0, 0), P(2, 3))!;
    expect(path).toEqual([P(0, 0), P(0, 1), P(2, 1), P(2, 3)]);
    expect(turns(path)).toBe(2);
  });
  it('runs round the outside of the board', () => {
    // The two a's on the top row are walled apart; the link goes up into the ring and back.
    const g = parse([
      'abba',
      'cddc',
    ]);
    const path = findPath(g, P(0, 0), P(0, 3))!;
    expect(path).not.toBeNull();
    expect(turns(path)).toBe(2);
    expect(path[1]).toEqual(P(-1, 0));
    expect(path[2]).toEqual(P(-1, 3));
    // Same on the left edge via column -1.
    const v = parse(['ab', 'cb', 'ab']);
    expect(findPath(v, P(0, 0), P(2, 0))!.map((p) => p.c)).toContain(-1);
  });
  it('rejects links needing three turns and pairs of different kinds', () => {
    // Each a sits in a pocket: any route needs three turns.
    const g = parse([
      'cccc',
      'a.bc',
      'cbac',
      'cccc',
    ]);
    expect(findPath(g, P(1, 0), P(2, 2))).toBeNull();
    expect(canLink(parse(['ab']), P(0, 0), P(0, 1))).toBe(false);
    expect(canLink(parse(['aa']), P(0, 0), P(0, 1))).toBe(true);
    expect(canLink(parse(['a']), P(0, 0), P(0, 0))).toBe(false);
  });
  it('the one-pass reach used to build boards agrees with the path search', () => {
    const r = rng(77);
    let checked = 0;
    const wrong: [Pos, Pos][] = [];
    for (let n = 0; n < 6; n++) {
      const g = emptyGrid(6, 5).map((row) => row.map(() => (r() < 0.5 ? 0 : -1)));
      const empty: Pos[] = [];
      g.forEach((row, i) => row.forEach((k, j) => { if (k === -1) empty.push(P(i, j)); }));
      for (const a of empty) {
        const reach = reachable(g, a);
        for (const b of empty) {
          if (a === b) continue;
          if (reach.has(b.r * 1000 + b.c) !== (findPath(g, a, b) !== null)) wrong.push([a, b]);
          checked++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
  it('detects a dead position', () => {
    const dead = parse(['ab', 'ba']);
    expect(findPair(dead)).toBeNull();
    expect(findPair(parse(['ab', 'ab']))).not.toBeNull();
    const after = removePair(parse(['ab', 'ab']), P(0, 0), P(1, 0));
    expect(tilesLeft(after)).toBe(2);
  });
});

describe('boards', () => {
  it('are full, hold every kind an even number of times and clear in their construction order', () => {
    for (let level = 1; level <= 6; level++) {
      const spec = levelSpec(level);
      for (let seed = 1; seed <= 3; seed++) {
        const { grid, order } = generate(spec.rows, spec.cols, spec.kinds, rng(seed * 17 + level));
        expect(tilesLeft(grid)).toBe(spec.rows * spec.cols);
        const counts = new Map<number, number>();
        for (const k of kinds(grid)) counts.set(k, (counts.get(k) ?? 0) + 1);
        expect(counts.size).toBe(spec.kinds);
        for (const n of counts.values()) expect(n % 2).toBe(0);
        let g = grid;
        let broken = 0;
        for (const [a, b] of order) {
          if (!canLink(g, a, b)) broken++;
          g = removePair(g, a, b);
        }
        expect(broken).toBe(0);
        expect(tilesLeft(g)).toBe(0);
      }
    }
  });
  it('an independent search clears a generated board', () => {
    const { grid } = generate(4, 6, 6, rng(5));
    expect(solvable(grid)).toBe(true);
  });
  it('a reshuffle keeps the tiles and cells and turns a dead position into a solvable one', () => {
    const dead = parse([
      'ab..',
      'ba..',
      '..cd',
      '..dc',
    ]);
    expect(findPair(dead)).toBeNull();
    for (let seed = 1; seed <= 5; seed++) {
      const g = reshuffle(dead, rng(seed));
      expect(kinds(g)).toEqual(kinds(dead));
      expect(g.map((row) => row.map((k) => k !== -1))).toEqual(dead.map((row) => row.map((k) => k !== -1)));
      expect(solvable(g)).toBe(true);
    }
    // A half-played real board too.
    const { grid, order } = generate(8, 6, 12, rng(9));
    let g = grid;
    for (const [a, b] of order.slice(0, 10)) g = removePair(g, a, b);
    const mixed = reshuffle(g, rng(3));
    expect(kinds(mixed)).toEqual(kinds(g));
    expect(solvable(mixed)).toBe(true);
  });
  it('rejects an odd-sized board', () => {
    expect(() => generate(3, 3, 2, rng(1))).toThrow();
    expect(tilesLeft(emptyGrid(2, 3))).toBe(0);
  });
});

describe('levels and scoring', () => {
  it('boards grow, then time gets shorter', () => {
    for (let l = 2; l <= 12; l++) {
      const a = levelSpec(l - 1);
      const b = levelSpec(l);
      expect(b.rows * b.cols).toBeGreaterThanOrEqual(a.rows * a.cols);
      expect(b.kinds).toBeLessThanOrEqual(20);
      if (b.rows * b.cols === a.rows * a.cols) expect(b.time).toBeLessThanOrEqual(a.time);
      expect((b.rows * b.cols) % 2).toBe(0);
    }
    expect(levelSpec(12).time).toBeLessThan(levelSpec(4).time);
    expect(levelSpec(40).time).toBeGreaterThanOrEqual(150);
  });
  it('combos and later levels score more; time left is a bonus', () => {
    expect(pairScore(1, 3)).toBeGreaterThan(pairScore(1, 0));
    expect(pairScore(4, 0)).toBeGreaterThan(pairScore(1, 0));
    expect(pairScore(1, 50)).toBe(pairScore(1, 10));
    expect(timeBonus(30.7)).toBe(150);
    expect(timeBonus(-3)).toBe(0);
  });
});
