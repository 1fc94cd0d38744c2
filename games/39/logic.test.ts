import {
  LEVELS, PLAIN, LINE_H, LINE_V, BOMB, RAINBOW, parse, show, findMatches, specialFor, clearCells, clearMatches, collapse, isValidSwap, swapped,
  specialSwap, findMove, allMoves, reshuffle, fromMap, remaining, goalsMet, resolveTurn, gemPoints, blockerPoints, levelBonus, cellAt, type Board,
} from './logic.js';

function rng(seed: number) {
  let a = seed >>> 0;
  return () => { a = (a * 1664525 + 1013904223) >>> 0; return a / 4294967296; };
}
/** A "random" source returning the given colours in turn (predictable refills). */
const seq = (colors: number[], n: number) => { let i = 0; return () => (colors[i++ % colors.length]! + 0.5) / n; };
const at = (b: Board, r: number, c: number) => cellAt(b, r, c)!;

describe('matching', () => {
  it('finds runs of three or more; holes, stones and rainbows break them', () => {
    expect(findMatches(parse(['1 1 1 2'])).map((g) => g.cells.length)).toEqual([3]);
    expect(findMatches(parse(['1 1 x 1 1']))).toEqual([]);
    expect(findMatches(parse(['1 1 # 1 1']))).toEqual([]);
    expect(findMatches(parse(['1 * 1 1']))).toEqual([]);
    expect(findMatches(parse(['1 2', '1 3', '1 4'])).map((g) => g.dir)).toEqual(['v']);
  });
  it('chained and icy gems still match', () => {
    expect(findMatches(parse(['1c 1i 1I 2'])).map((g) => g.cells.length)).toEqual([3]);
  });
  it('merges an L into one group that earns a bomb; 4 and 5 earn a line gem and a rainbow', () => {
    const l = findMatches(parse(['1 2 3', '1 4 5', '1 1 1']));
    expect(l).toHaveLength(1);
    expect(l[0]).toMatchObject({ dir: 'both', longest: 3 });
    expect(l[0]!.cells).toHaveLength(5);
    expect(specialFor(l[0]!)).toBe(BOMB);
    expect(specialFor(findMatches(parse(['2 2 2 2 3']))[0]!)).toBe(LINE_H);
    expect(specialFor(findMatches(parse(['2', '2', '2', '2']))[0]!)).toBe(LINE_V);
    expect(specialFor(findMatches(parse(['2 2 2 2 2']))[0]!)).toBe(RAINBOW);
    expect(specialFor(findMatches(parse(['2 2 2']))[0]!)).toBe(PLAIN);
  });
});

describe('blockers', () => {
  it('ice loses one layer when the gem on it is cleared', () => {
    const b = parse(['1i 1I 1 2']);
    const res = clearMatches(b, 5)!;
    expect(at(res.board, 0, 0).ice).toBe(0);
    expect(at(res.board, 0, 1).ice).toBe(1);
    expect(res.stats.ice).toBe(2);
    expect(res.stats.collected[1]).toBe(3);
  });
  it('a chain breaks instead of its gem, which stays and is not collected', () => {
    const b = parse(['1c 1 1 2']);
    const res = clearMatches(b, 5)!;
    expect(at(res.board, 0, 0).chain).toBe(0);
    expect(at(res.board, 0, 0).gem?.c).toBe(1);
    expect(show(res.board)).toEqual(['1..2']);
    expect(res.stats.collected[1]).toBe(2);
    expect(res.stats.chains).toBe(1);
  });
  it('a stone takes one hit per step from cleared neighbours; a strong stone needs two', () => {
    const b = parse([
      '# % 3',
      '1 1 1',
    ]);
    const res = clearMatches(b, 5)!;
    // Two cleared gems touch the weak stone, but it only counts once; the strong one cracks.
    expect(at(res.board, 0, 0).stone).toBe(0);
    expect(at(res.board, 0, 1).stone).toBe(1);
    expect(res.stats.stones).toBe(1);
    // The cracked strong stone breaks on its second hit; a stone away from the clearing is untouched.
    const b2 = parse(['% 2 #', '1 3 4']);
    const hit = clearCells(b2, [{ r: 1, c: 0 }], 5);
    expect(at(hit.board, 0, 0).stone).toBe(1);
    expect(at(hit.board, 0, 2).stone).toBe(1);
    const twice = clearCells(collapse(hit.board, seq([2], 5), 5).board, [{ r: 1, c: 0 }], 5);
    expect(at(twice.board, 0, 0).stone).toBe(0);
    expect(twice.stats.stones).toBe(1);
  });
  it('a line gem clears its row and hits stones in the way; a bomb clears 3×3 and breaks chains', () => {
    const row = parse(['2 # 3 4h 2c', '5 6 7 8 9']);
    const res = clearCells(row, [{ r: 0, c: 3 }], 10);
    expect(show(res.board)).toEqual(['....2', '56789']);
    expect(at(res.board, 0, 1).stone).toBe(0);
    expect(at(res.board, 0, 4).chain).toBe(0);
    const bomb = parse(['1 2 3 4', '5 6b 7 8', '9 1c 2 3']);
    const res2 = clearCells(bomb, [{ r: 1, c: 1 }], 10);
    expect(show(res2.board)).toEqual(['...4', '...8', '.1.3']);
    expect(res2.stats.chains).toBe(1);
  });
  it('specials go on the swapped cell, never on a chained one', () => {
    const b = parse(['3 1 1 1 1 3', '4 5 4 5 4 5']);
    const res = clearMatches(b, 6, [{ r: 0, c: 2 }])!;
    expect(at(res.board, 0, 2).gem?.s).toBe(LINE_H);
    const chained = parse(['1c 1 1 1', '4 5 4 5']);
    const res2 = clearMatches(chained, 6, [{ r: 0, c: 0 }])!;
    expect(at(res2.board, 0, 0).gem?.s).toBe(PLAIN);
    expect(res2.stats.created).toHaveLength(1);
    expect(res2.stats.created[0]).toMatchObject({ r: 0 });
    expect(res2.stats.created[0]!.c).not.toBe(0);
  });
});

describe('gravity', () => {
  it('gems fall past holes, stones and chained gems, which stay put, and the top refills', () => {
    const b = parse([
      '1 2 3',
      '- # 4c',
      '- 5 -',
      '6 - -',
    ]);
    const res = collapse(b, seq([7], 10), 10);
    // Column 0: 1 and 6 sink, two new 7s on top. Column 1: the 2 passes the stone and lands on the 5.
    // Column 2: the chained 4 stays; the 3 falls past it to the bottom.
    expect(show(res.board)).toEqual([
      '777',
      '7#4',
      '127',
      '653',
    ]);
    expect(at(res.board, 1, 1).stone).toBe(1);
    expect(at(res.board, 1, 2).chain).toBe(1);
    // No free cell is left empty.
    expect(res.board.every((row) => row.every((x) => x.hole || x.stone > 0 || x.gem))).toBe(true);
    expect(res.falls.filter((f) => f.fromR < 0).length).toBe(5);
  });
});

describe('moves', () => {
  it('chained gems and stones cannot be swapped; non-matching swaps are illegal', () => {
    const b = parse(['1 2 1 1', '3 4 3 4']);
    expect(isValidSwap(b, { r: 0, c: 0 }, { r: 0, c: 1 })).toBe(true);
    const c = parse(['1c 2 1 1', '3 4 3 4']);
    expect(isValidSwap(c, { r: 0, c: 0 }, { r: 0, c: 1 })).toBe(false);
    expect(isValidSwap(parse(['# 2 1 1']), { r: 0, c: 0 }, { r: 0, c: 1 })).toBe(false);
    expect(isValidSwap(b, { r: 0, c: 1 }, { r: 1, c: 1 })).toBe(false);
    expect(isValidSwap(b, { r: 0, c: 0 }, { r: 1, c: 1 })).toBe(false);
  });
  it('a rainbow clears the colour it is swapped with; two blasters both go off', () => {
    const b = parse(['* 2 3 2', '4 2 5 6']);
    expect(isValidSwap(b, { r: 0, c: 0 }, { r: 0, c: 1 })).toBe(true);
    const after = swapped(b, { r: 0, c: 0 }, { r: 0, c: 1 });
    const res = specialSwap(after, { r: 0, c: 0 }, { r: 0, c: 1 }, 7)!;
    expect(show(res.board)).toEqual(['..3.', '4.56']);
    const two = parse(['1h 2v 3', '4 5 6']);
    expect(isValidSwap(two, { r: 0, c: 0 }, { r: 0, c: 1 })).toBe(true);
    const sw = swapped(two, { r: 0, c: 0 }, { r: 0, c: 1 });
    // The column gem, now at (0,0), clears column 0; the row gem at (0,1) clears row 0.
    expect(show(specialSwap(sw, { r: 0, c: 0 }, { r: 0, c: 1 }, 7)!.board)).toEqual(['...', '.56']);
    const all = parse(['* *', '1 2']);
    expect(show(specialSwap(all, { r: 0, c: 0 }, { r: 0, c: 1 }, 7)!.board)).toEqual(['..', '..']);
  });
  it('a whole turn cascades to a settled board and scores every step', () => {
    const b = parse(['1 2 1 1', '3 4 3 4', '4 3 4 3']);
    const res = resolveTurn(b, { r: 0, c: 0 }, { r: 0, c: 1 }, rng(3), 5)!;
    expect(res.steps.length).toBeGreaterThanOrEqual(1);
    expect(findMatches(res.board)).toEqual([]);
    expect(res.points).toBe(res.steps.reduce((s, st, i) => s + gemPoints(st.cleared.length, i + 1) + blockerPoints(st), 0));
    expect(resolveTurn(b, { r: 0, c: 1 }, { r: 1, c: 1 }, rng(3), 5)).toBeNull();
  });
  it('a dead board is reshuffled into a playable one without moving blockers', () => {
    const stuck = parse([
      '1 2 3 4',
      '3c 4 1 #',
      '1 2 3I 4',
      '3 4 1 2',
    ]);
    expect(findMove(stuck)).toBeNull();
    const fixed = reshuffle(stuck, rng(4), 5);
    expect(findMove(fixed)).not.toBeNull();
    expect(findMatches(fixed)).toEqual([]);
    expect(at(fixed, 1, 0).gem?.c).toBe(3);
    expect(at(fixed, 1, 0).chain).toBe(1);
    expect(at(fixed, 1, 3).stone).toBe(1);
    expect(at(fixed, 2, 2).ice).toBe(2);
  });
});

describe('levels', () => {
  it('there are at least 15 well-formed levels whose goals exist on the board', () => {
    expect(LEVELS.length).toBeGreaterThanOrEqual(15);
    LEVELS.forEach((lv) => {
      expect(lv.map).toHaveLength(8);
      for (const row of lv.map) expect(row).toMatch(/^[.xiI#%cC]{8}$/);
      const text = lv.map.join('');
      if (lv.goals.ice) expect(text).toMatch(/[iIC]/);
      if (lv.goals.stones) expect(text).toMatch(/[#%]/);
      for (const k of Object.keys(lv.goals.collect ?? {})) expect(Number(k)).toBeLessThan(lv.colors);
      expect(lv.moves).toBeGreaterThanOrEqual(15);
    });
    // Blockers come in over the levels: ice by level 2, stones by 4, chains by 5.
    const first = (re: RegExp) => LEVELS.findIndex((lv) => re.test(lv.map.join(''))) + 1;
    expect(first(/[iI]/)).toBe(2);
    expect(first(/[#%]/)).toBe(4);
    expect(first(/[cC]/)).toBe(5);
  });
  it('every level starts without a ready match but with a move, blockers where the map says', () => {
    LEVELS.forEach((lv, i) => {
      const b = fromMap(lv.map, lv.colors, rng(i + 1));
      expect(findMatches(b)).toEqual([]);
      expect(allMoves(b).length).toBeGreaterThan(0);
      b.forEach((row, r) => row.forEach((x, c) => {
        const ch = lv.map[r]![c]!;
        expect(x.hole).toBe(ch === 'x');
        expect(x.stone).toBe(ch === '#' ? 1 : ch === '%' ? 2 : 0);
        expect(x.chain).toBe(ch === 'c' || ch === 'C' ? 1 : 0);
      }));
    });
  });
  it('goals are tracked from collected gems and the board', () => {
    const b = parse(['1i 2 #', '3 4 5']);
    const rem = remaining({ collect: { 1: 5 }, ice: true, stones: true }, [0, 2], b);
    expect(rem).toEqual({ collect: { 1: 3 }, ice: 1, stones: 1 });
    expect(goalsMet(rem)).toBe(false);
    expect(goalsMet(remaining({ collect: { 1: 2 } }, [0, 2], b))).toBe(true);
    expect(levelBonus(5)).toBeGreaterThan(levelBonus(0));
  });
  it('a simple one-move-lookahead player beats the first levels within their moves', () => {
    for (const li of [0, 1, 3]) {
      const lv = LEVELS[li]!;
      const r = rng(11 + li);
      let b = fromMap(lv.map, lv.colors, r);
      const got = Array.from({ length: lv.colors }, () => 0);
      let won = false;
      for (let m = 0; m < lv.moves && !won; m++) {
        let moves = allMoves(b);
        if (!moves.length) { b = reshuffle(b, r, lv.colors); moves = allMoves(b); }
        let best = moves[0]!;
        let bestLeft = Infinity;
        for (const [a, q] of moves) {
          const sim = resolveTurn(b, a, q, rng(m), lv.colors)!;
          const g2 = got.slice();
          for (const st of sim.steps) st.collected.forEach((n, k) => { g2[k]! += n; });
          const rem = remaining(lv.goals, g2, sim.board);
          const left = Object.values(rem.collect).reduce((s, n) => s + n, 0) + rem.ice * 2 + rem.stones * 3;
          if (left < bestLeft) { bestLeft = left; best = [a, q]; }
        }
        const res = resolveTurn(b, best[0], best[1], r, lv.colors)!;
        b = res.board;
        for (const st of res.steps) st.collected.forEach((n, k) => { got[k]! += n; });
        won = goalsMet(remaining(lv.goals, got, b));
      }
      expect([li + 1, won]).toEqual([li + 1, true]);
    }
  });
});
