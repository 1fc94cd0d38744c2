import { TRAY, overlaps, isFree, freeTiles, levelSpec, layout, deal, insertAt, pick, undo, solve, tripleScore, clearBonus, type Tile, type Deal } from './logic.js';

function rng(seed: number) {
  let a = seed >>> 0;
  return () => { a = (a * 1664525 + 1013904223) >>> 0; return a / 4294967296; };
}
const tile = (id: number, x: number, y: number, z: number, kind: number): Tile => ({ id, x, y, z, kind });
const start = (tiles: Tile[]): Deal => ({ tiles, tray: [], trayIds: [] });

describe('covering', () => {
  it('a tile is covered only by an overlapping tile on a higher layer', () => {
    const low = tile(0, 0, 0, 0, 0);
    const half = tile(1, 1, 1, 1, 0); // shifted half a tile: overlaps
    const beside = tile(2, 2, 0, 1, 0); // touches the edge: no overlap
    const same = tile(3, 2, 0, 0, 0);
    expect(overlaps(low, half)).toBe(true);
    expect(overlaps(low, beside)).toBe(false);
    expect(isFree([low, half], low)).toBe(false);
    expect(isFree([low, beside, same], low)).toBe(true);
    expect(isFree([low, half], half)).toBe(true);
    expect(freeTiles([low, half, beside]).map((t) => t.id)).toEqual([1, 2]);
  });
});

describe('the tray', () => {
  it('groups a new tile with its kind', () => {
    expect(insertAt([], 4)).toBe(0);
    expect(insertAt([1, 2, 2, 5], 2)).toBe(3);
    expect(insertAt([1, 2, 2, 5], 7)).toBe(4);
  });
  it('three alike vanish from the tray while other kinds stay', () => {
    let d = start([tile(0, 0, 0, 0, 3), tile(1, 2, 0, 0, 1), tile(2, 4, 0, 0, 3), tile(3, 6, 0, 0, 3)]);
    for (const id of [0, 1, 2]) d = pick(d, id)!.deal;
    expect(d.tray).toEqual([3, 3, 1]);
    const res = pick(d, 3)!;
    expect(res.cleared).toBe(3);
    expect(res.clearedIds.sort()).toEqual([0, 2, 3]);
    expect(res.deal.tray).toEqual([1]);
    expect(res.deal.trayIds).toEqual([1]);
    expect(res.won).toBe(false);
  });
  it('covered or missing tiles cannot be picked', () => {
    const d = start([tile(0, 0, 0, 0, 1), tile(1, 1, 0, 1, 2)]);
    expect(pick(d, 0)).toBeNull();
    expect(pick(d, 9)).toBeNull();
    expect(pick(d, 1)!.deal.tiles.map((t) => t.id)).toEqual([0]);
  });
  it('a seventh tile with no triple loses; a triple on the seventh does not', () => {
    const kinds = [0, 0, 1, 1, 2, 2, 3];
    let d = start(kinds.map((k, i) => tile(i, i * 2, 0, 0, k)));
    let res;
    for (let i = 0; i < 7; i++) { res = pick(d, i)!; d = res.deal; expect(res.lost).toBe(i === 6); }
    const saved = [0, 0, 1, 1, 2, 2, 0];
    d = start(saved.map((k, i) => tile(i, i * 2, 0, 0, k)));
    for (let i = 0; i < 7; i++) { res = pick(d, i)!; d = res.deal; }
    expect(res!.lost).toBe(false);
    expect(d.tray).toEqual([1, 1, 2, 2]);
    expect(TRAY).toBe(7);
  });
  it('clearing every tile wins', () => {
    let d = start([tile(0, 0, 0, 0, 5), tile(1, 0, 0, 1, 5), tile(2, 0, 0, 2, 5)]);
    let res;
    for (const id of [2, 1, 0]) { res = pick(d, id)!; d = res.deal; }
    expect(res!.won).toBe(true);
  });
  it('undo puts the latest tray tile back on the board', () => {
    const all = [tile(0, 0, 0, 0, 1), tile(1, 0, 0, 1, 2), tile(2, 4, 0, 0, 3)];
    let d = start(all.slice());
    d = pick(d, 1)!.deal;
    d = pick(d, 2)!.deal;
    const back = undo(d, [1, 2], all)!;
    expect(back.tray).toEqual([2]);
    expect(back.tiles.map((t) => t.id).sort()).toEqual([0, 2]);
    // Tile 0 is covered again once tile 1 comes back.
    const again = undo(back, [1], all)!;
    expect(isFree(again.tiles, again.tiles.find((t) => t.id === 0)!)).toBe(false);
    expect(undo({ tiles: [], tray: [], trayIds: [] }, [1], all)).toBeNull();
  });
});

describe('deals', () => {
  it('levels grow in layers, size and kinds', () => {
    for (let l = 2; l <= 15; l++) {
      const a = levelSpec(l - 1);
      const b = levelSpec(l);
      expect(b.layers).toBeGreaterThanOrEqual(a.layers);
      expect(b.kinds).toBeGreaterThanOrEqual(a.kinds);
      expect(b.gw * b.gh).toBeGreaterThanOrEqual(a.gw * a.gh);
    }
    expect(levelSpec(11).layers).toBe(7);
  });
  it('layouts keep each layer free of overlaps, rest upper tiles on lower ones and use every layer', () => {
    for (let level = 1; level <= 12; level++) {
      for (let seed = 1; seed <= 4; seed++) {
        const cells = layout(level, rng(seed * 7 + level));
        expect(cells.length % 3).toBe(0);
        expect(new Set(cells.map((c) => c.z)).size).toBe(levelSpec(level).layers);
        const floating = cells.filter((a) => a.z > 0 && !cells.some((b) => b.z === a.z - 1 && Math.abs(a.x - b.x) < 2 && Math.abs(a.y - b.y) < 2));
        const clashing = cells.filter((a) => cells.some((b) => a !== b && a.z === b.z && Math.abs(a.x - b.x) < 2 && Math.abs(a.y - b.y) < 2));
        expect(floating).toEqual([]);
        expect(clashing).toEqual([]);
      }
    }
  });
  it('every kind comes in threes and the construction order wins the deal', () => {
    for (let level = 1; level <= 14; level++) {
      for (let seed = 1; seed <= 5; seed++) {
        const { tiles, order } = deal(level, rng(seed * 13 + level));
        const counts = new Map<number, number>();
        for (const t of tiles) counts.set(t.kind, (counts.get(t.kind) ?? 0) + 1);
        for (const n of counts.values()) expect(n % 3).toBe(0);
        expect(counts.size).toBeLessThanOrEqual(levelSpec(level).kinds);
        expect(order).toHaveLength(tiles.length);
        let d = start(tiles);
        let last;
        let most = 0;
        for (const id of order) {
          last = pick(d, id);
          if (!last || last.lost) break;
          most = Math.max(most, last.deal.tray.length);
          d = last.deal;
        }
        expect(last?.won).toBe(true);
        expect(most).toBeLessThan(3);
      }
    }
  });
  it('an independent search solves generated deals from scratch', () => {
    for (let level = 1; level <= 6; level++) {
      for (let seed = 1; seed <= 3; seed++) {
        const { tiles } = deal(level, rng(seed * 101 + level));
        const path = solve(start(tiles))!;
        expect(path).not.toBeNull();
        let d = start(tiles);
        let res;
        for (const id of path) { res = pick(d, id)!; d = res.deal; }
        expect(res!.won).toBe(true);
      }
    }
  });
  it('the solver reports an impossible position', () => {
    // Four kinds, one tile each, plus two tiles of a fifth: no triple can ever form.
    const tiles = [0, 1, 2, 3, 4, 4].map((k, i) => tile(i, i * 2, 0, 0, k));
    expect(solve(start(tiles))).toBeNull();
  });
  it('scores rise with the level and unused undos', () => {
    expect(tripleScore(3)).toBeGreaterThan(tripleScore(1));
    expect(clearBonus(2, 3)).toBeGreaterThan(clearBonus(2, 0));
    expect(clearBonus(5, 0)).toBeGreaterThan(clearBonus(1, 0));
  });
});
