import { CAP, topRun, canPour, pour, isComplete, isSorted, usefulMoves, solve, replay, planFor, generate, levelScore, LAST_PLANNED, MAX_COLOURS } from './logic.js';

/** mulberry32: a well-mixed seeded generator (an LCG in doubles loses precision and cycles early). */
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
/** Tubes from strings, bottom layer first: 'aab' = a, a, b (b on top). */
const T = (...s: string[]) => s.map((t) => [...t].map((ch) => ch.charCodeAt(0) - 97));
const S = (tubes: number[][]) => tubes.map((t) => t.map((c) => String.fromCharCode(97 + c)).join(''));
const counts = (tubes: number[][]) => {
  const m = new Map<number, number>();
  for (const t of tubes) for (const c of t) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
};

describe('water sort pouring', () => {
  it('pours the whole top run onto the same colour or into an empty tube', () => {
    const r = pour(T('abb', 'cb', ''), 0, 1);
    expect(r).toMatchObject({ amount: 2, colour: 1 });
    expect(S(r.tubes)).toEqual(['a', 'cbbb', '']);
    expect(S(pour(T('abb', 'cb', ''), 0, 2).tubes)).toEqual(['a', 'cb', 'bb']);
  });
  it('pours only as much as fits', () => {
    const r = pour(T('bbb', 'aab', ''), 0, 1);
    expect(r.amount).toBe(1);
    expect(S(r.tubes)).toEqual(['bb', 'aabb', '']);
  });
  it('refuses pours onto another colour, into a full tube, from an empty tube or onto itself', () => {
    const t = T('ab', 'ba', 'aaaa', '');
    expect(canPour(t, 0, 1)).toBe(false);
    expect(canPour(t, 1, 2)).toBe(false);
    expect(canPour(t, 3, 0)).toBe(false);
    expect(canPour(t, 0, 0)).toBe(false);
    expect(canPour(t, 1, 0)).toBe(false);
    const r = pour(t, 0, 1);
    expect(r.amount).toBe(0);
    expect(r.tubes).toBe(t);
  });
  it('never creates or destroys liquid', () => {
    const rand = seeded(9);
    let t = generate(planFor(6), rand).tubes;
    const before = counts(t);
    for (let i = 0; i < 300; i++) {
      const a = Math.floor(rand() * t.length);
      const b = Math.floor(rand() * t.length);
      t = pour(t, a, b).tubes;
      expect(t.every((x) => x.length <= CAP)).toBe(true);
    }
    expect(counts(t)).toEqual(before);
  });
  it('knows finished tubes and sorted boards', () => {
    expect(topRun([0, 1, 1])).toBe(2);
    expect(topRun([])).toBe(0);
    expect(isComplete([2, 2, 2, 2])).toBe(true);
    expect(isComplete([2, 2, 2])).toBe(false);
    expect(isSorted(T('aaaa', '', 'bbbb'))).toBe(true);
    expect(isSorted(T('aaaa', 'bb', 'bb'))).toBe(false);
  });
  it('lists only useful pours: none out of a finished tube, one per empty tube target', () => {
    expect(usefulMoves(T('aaaa', 'ab', '', ''))).toEqual([[1, 2]]);
    // A single-colour tube moved into an empty tube is pointless.
    expect(usefulMoves(T('bb', '', 'ab'))).toEqual([[0, 2], [2, 0], [2, 1]]);
    expect(usefulMoves(T('abab', 'baba'))).toEqual([]);
  });
});

describe('water sort solver', () => {
  it('solves a small position and its answer replays to a sorted board', () => {
    const start = T('abab', 'baba', '', '');
    const moves = solve(start);
    expect(moves).not.toBeNull();
    const end = replay(start, moves!);
    expect(end && isSorted(end)).toBe(true);
  });
  it('proves a stuck position has no solution', () => {
    // Two full mixed tubes and no space: nothing can move.
    expect(solve(T('abab', 'baba'))).toBeNull();
  });
  it('agrees with an exhaustive search over every legal pour on small deals', () => {
    // Breadth-first over all pours (no pruning, no ordering): ground truth for solvability.
    const exhaustive = (start: number[][]) => {
      const seen = new Set([JSON.stringify(start)]);
      const queue = [start];
      while (queue.length) {
        const t = queue.shift()!;
        if (isSorted(t)) return true;
        for (let a = 0; a < t.length; a++) {
          for (let b = 0; b < t.length; b++) {
            const r = pour(t, a, b);
            const k = JSON.stringify(r.tubes);
            if (r.amount && !seen.has(k)) { seen.add(k); queue.push(r.tubes); }
          }
        }
      }
      return false;
    };
    const rand = seeded(17);
    let solvable = 0;
    let stuck = 0;
    for (let i = 0; i < 60; i++) {
      // Three colours and a single spare tube: often impossible, so both answers occur.
      const layers = [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2];
      for (let j = layers.length - 1; j > 0; j--) {
        const k = Math.floor(rand() * (j + 1));
        [layers[j], layers[k]] = [layers[k]!, layers[j]!];
      }
      const start = [layers.slice(0, 4), layers.slice(4, 8), layers.slice(8), []];
      const truth = exhaustive(start);
      const moves = solve(start);
      expect(moves !== null).toBe(truth);
      if (moves) {
        solvable++;
        expect(isSorted(replay(start, moves)!)).toBe(true);
      } else stuck++;
    }
    expect(solvable).toBeGreaterThan(0);
    expect(stuck).toBeGreaterThan(0);
  });
  it('replay rejects an illegal pour', () => {
    expect(replay(T('ab', 'ba', ''), [[0, 1]])).toBeNull();
  });
});

describe('water sort levels', () => {
  it('adds colours as levels rise, up to the maximum, always with two spare tubes', () => {
    const plans = Array.from({ length: 30 }, (_, i) => planFor(i + 1));
    expect(plans[0]).toEqual({ colours: 3, empty: 2 });
    for (let i = 1; i < plans.length; i++) expect(plans[i]!.colours).toBeGreaterThanOrEqual(plans[i - 1]!.colours);
    expect(planFor(LAST_PLANNED).colours).toBe(MAX_COLOURS);
    expect(plans.every((p) => p.empty === 2 && p.colours <= MAX_COLOURS)).toBe(true);
  });
  it('deals every planned level solvably: the search finds pours that really sort it', () => {
    const rand = seeded(21);
    for (let level = 1; level <= LAST_PLANNED + 2; level++) {
      const plan = planFor(level);
      const { tubes, solution } = generate(plan, rand);
      expect(tubes).toHaveLength(plan.colours + plan.empty);
      expect(tubes.slice(0, plan.colours).every((t) => t.length === CAP)).toBe(true);
      expect(tubes.slice(plan.colours).every((t) => t.length === 0)).toBe(true);
      for (const [, n] of counts(tubes)) expect(n).toBe(CAP);
      expect(counts(tubes).size).toBe(plan.colours);
      expect(isSorted(tubes)).toBe(false);
      const end = replay(tubes, solution);
      expect(end).not.toBeNull();
      expect(isSorted(end!)).toBe(true);
    }
  });
  it('an extra empty tube keeps a level solvable', () => {
    const { tubes } = generate(planFor(8), seeded(4));
    const more = [...tubes.map((t) => t.slice()), []];
    const moves = solve(more);
    expect(moves && isSorted(replay(more, moves)!)).toBe(true);
  });
  it('scores colours and charges for undos and the extra tube', () => {
    expect(levelScore(5, 0, false)).toBe(200);
    expect(levelScore(5, 4, false)).toBe(180);
    expect(levelScore(5, 0, true)).toBe(100);
    expect(levelScore(3, 50, true)).toBe(20);
  });
});
