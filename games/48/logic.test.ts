import {
  LAYOUTS, layoutSlots, linkSlots, validLayout, extent, isFree, freeTiles, availablePairs, canRemove, matches, group,
  fullSetPairs, pairsFor, removalOrder, dealOnto, newDeal, reshuffle, verifySolution, solve, matchPoints, clearBonus, nextCombo,
  type Slot,
} from './logic.js';

const seeded = (seed: number) => () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
const count = <T>(xs: T[], f: (x: T) => boolean) => xs.filter(f).length;

describe('layouts', () => {
  it('has the turtle and three more, all without overlaps and with an even tile count', () => {
    expect(LAYOUTS.map((l) => l.key)).toEqual(['pyramid', 'butterfly', 'fortress', 'turtle']);
    for (let i = 0; i < LAYOUTS.length; i++) {
      const s = layoutSlots(i);
      expect(validLayout(s)).toBe(true);
      expect(Math.min(...s.map((t) => t.x))).toBe(0);
      expect(Math.min(...s.map((t) => t.y))).toBe(0);
    }
  });
  it('builds the classic 144-tile turtle: 87 + 36 + 16 + 4 + 1 on five layers, portrait', () => {
    const t = layoutSlots(3);
    expect(t).toHaveLength(144);
    expect([0, 1, 2, 3, 4].map((z) => count(t, (s) => s.z === z))).toEqual([87, 36, 16, 4, 1]);
    const e = extent(t);
    expect(e).toEqual({ w: 16, h: 30, layers: 5 });
    expect(e.h).toBeGreaterThan(e.w);
  });
  it('rejects overlapping tiles and odd counts', () => {
    expect(validLayout([{ x: 0, y: 0, z: 0 }, { x: 1, y: 1, z: 0 }])).toBe(false);
    expect(validLayout([{ x: 0, y: 0, z: 0 }, { x: 2, y: 0, z: 0 }, { x: 4, y: 0, z: 0 }])).toBe(false);
    expect(validLayout([{ x: 0, y: 0, z: 0 }, { x: 1, y: 1, z: 1 }])).toBe(true);
  });
});

describe('free tiles', () => {
  // A row of three with one tile on top of the middle, straddling it and the right one.
  const slots: Slot[] = [{ x: 0, y: 0, z: 0 }, { x: 2, y: 0, z: 0 }, { x: 4, y: 0, z: 0 }, { x: 3, y: 1, z: 1 }, { x: 8, y: 1, z: 0 }];
  const links = linkSlots(slots);
  it('links tiles above (also half-overlapping) and side neighbours on the same layer only', () => {
    expect(links.above[1]).toEqual([3]);
    expect(links.above[2]).toEqual([3]);
    expect(links.above[0]).toEqual([]);
    expect(links.left[1]).toEqual([0]);
    expect(links.right[1]).toEqual([2]);
    expect(links.right[2]).toEqual([]); // x=8 is a half tile away: not touching
    expect(links.left[4]).toEqual([]);
  });
  it('is free only when uncovered and open on the left or the right', () => {
    const all = [true, true, true, true, true];
    expect(freeTiles(all, links)).toEqual([0, 3, 4]);
    const noTop = [true, true, true, false, true];
    expect(freeTiles(noTop, links)).toEqual([0, 2, 4]); // the middle one is shut on both sides
    expect(isFree(1, [false, true, true, false, true], links)).toBe(true);
    expect(isFree(1, [true, true, false, false, true], links)).toBe(true);
    expect(isFree(0, [false, true, true, true, true], links)).toBe(false); // not present
  });
  it('allows a move only for two different free tiles that match', () => {
    const faces = [5, 5, 5, 5, 9];
    const all = [true, true, true, true, true];
    expect(canRemove(0, 3, all, faces, links)).toBe(true);
    expect(canRemove(0, 1, all, faces, links)).toBe(false); // 1 is covered
    expect(canRemove(0, 0, all, faces, links)).toBe(false);
    expect(canRemove(0, 4, all, faces, links)).toBe(false); // faces differ
    expect(availablePairs(all, faces, links)).toEqual([[0, 3]]);
  });
});

describe('tiles', () => {
  it('matches identical faces, and flowers or seasons within their group', () => {
    expect(matches(4, 4)).toBe(true);
    expect(matches(4, 13)).toBe(false); // dots 5 vs bamboo 5
    expect(matches(34, 37)).toBe(true);
    expect(matches(38, 41)).toBe(true);
    expect(matches(37, 38)).toBe(false);
    expect(matches(31, 32)).toBe(false);
    expect(matches(-1, -1)).toBe(false);
    expect(group(36)).toBe(34);
  });
  it('has a full set of 144 tiles: every face four times, one of each flower and season', () => {
    const faces = fullSetPairs().flat();
    expect(faces).toHaveLength(144);
    for (let f = 0; f < 34; f++) expect(count(faces, (x) => x === f)).toBe(4);
    for (let f = 34; f < 42; f++) expect(count(faces, (x) => x === f)).toBe(1);
  });
  it('picks whole groups of four for smaller layouts', () => {
    for (const n of [84, 76, 90]) {
      const pairs = pairsFor(n, seeded(n));
      expect(pairs).toHaveLength(n / 2);
      for (const [a, b] of pairs) expect(matches(a, b)).toBe(true);
      const groups = new Map<number, number>();
      for (const f of pairs.flat()) groups.set(group(f), (groups.get(group(f)) ?? 0) + 1);
      const sizes = [...groups.values()];
      expect(count(sizes, (v) => v !== 4)).toBeLessThanOrEqual(1);
    }
  });
});

describe('solvable deals', () => {
  it('deals every layout so that its construction order is a legal, complete solution', () => {
    for (let i = 0; i < LAYOUTS.length; i++) {
      for (let seed = 1; seed <= 25; seed++) {
        const d = newDeal(i, seeded(seed * 7 + i));
        expect(d.faces.every((f) => f >= 0)).toBe(true);
        expect(d.solution).toHaveLength(d.slots.length / 2);
        expect(verifySolution(d.present, d.faces, d.links, d.solution)).toBe(true);
      }
    }
  });
  it('an independent search solves the deals too', () => {
    let solved = 0;
    for (let i = 0; i < 2; i++) {
      for (let seed = 1; seed <= 6; seed++) {
        const d = newDeal(i, seeded(seed + 100 * i));
        const line = solve(d.present, d.faces, d.links, 30000);
        if (line) {
          solved++;
          expect(verifySolution(d.present, d.faces, d.links, line)).toBe(true);
        }
      }
    }
    expect(solved).toBe(12);
  });
  it('the verifier rejects wrong solutions', () => {
    const d = newDeal(0, seeded(3));
    const swapped = d.solution.slice();
    swapped.reverse(); // the last pair first: it is still covered
    expect(verifySolution(d.present, d.faces, d.links, swapped)).toBe(false);
    expect(verifySolution(d.present, d.faces, d.links, d.solution.slice(1))).toBe(false);
  });
  it('cannot order a lone stack of two, and deals nothing onto it', () => {
    const slots: Slot[] = [{ x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 1 }];
    const links = linkSlots(slots);
    expect(removalOrder([true, true], slots, links, seeded(1))).toBeNull();
    expect(dealOnto([true, true], slots, links, [[1, 1]], seeded(1))).toBeNull();
  });
  it('a shuffle keeps the same tiles on the same spots and stays solvable', () => {
    const d = newDeal(1, seeded(42));
    const present = d.present.slice();
    // Play the first ten pairs of the solution, then shuffle.
    for (const [a, b] of d.solution.slice(0, 10)) { present[a] = false; present[b] = false; }
    const after = reshuffle(present, d.faces, d.slots, d.links, seeded(9));
    const onTable = (faces: number[]) => faces.filter((_, i) => present[i]).sort((x, y) => x - y);
    expect(onTable(after)).toEqual(onTable(d.faces));
    d.slots.forEach((_, i) => { if (!present[i]) expect(after[i]).toBe(d.faces[i]); });
    expect(after).not.toEqual(d.faces);
    const line = solve(present, after, d.links, 30000);
    expect(line).not.toBeNull();
    expect(verifySolution(present, after, d.links, line!)).toBe(true);
  });
});

describe('scoring', () => {
  it('pays more for quick matches in a row, capped at ×5', () => {
    expect(matchPoints(1)).toBe(10);
    expect(matchPoints(3)).toBe(30);
    expect(matchPoints(9)).toBe(50);
    expect(nextCombo(0, 100)).toBe(1);
    expect(nextCombo(1, 2)).toBe(2);
    expect(nextCombo(5, 1)).toBe(5);
    expect(nextCombo(4, 6)).toBe(1);
  });
  it('gives a clear bonus that grows with the level and with speed', () => {
    expect(clearBonus(2, 84, 9999)).toBe(200);
    expect(clearBonus(1, 84, 100)).toBe(100 + (84 * 4 - 100) * 2);
    expect(clearBonus(3, 84, 100)).toBeGreaterThan(clearBonus(1, 84, 100));
    expect(clearBonus(1, 84, 50)).toBeGreaterThan(clearBonus(1, 84, 200));
  });
});
