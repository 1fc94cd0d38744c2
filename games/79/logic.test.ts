import {
  piece, center, pivots, rotate, findMatches, specialFor, blastArea, clearCells, clearMatches, collapse, isValidRotation, allMoves, findMove,
  newBoard, reshuffle, cascade, stepScore, levelSpec, placeIce, chipIce, iceLeft, goalsMet, adjacent, neighbours, stepFrom, at,
  AXES, LEVELS, PLAIN, LINE, BOMB, STAR, type Board, type Pivot, type Pos,
} from './logic.js';

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** Board from rows of digits ('.' empty). */
const parse = (rows: string[]): Board => rows.map((row) => [...row].map((ch) => (ch === '.' ? null : piece(Number(ch)))));
const show = (b: Board) => b.map((row) => row.map((p) => (p ? String(p.c) : '.')).join(''));
/** Board of rows × cols where no colour repeats near itself, then the given cells painted. */
function scatter(rows: number, cols: number, paint: [number, number, number][] = []): Board {
  const b: Board = Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => piece(3 + ((r + 2 * c) % 7))));
  for (const [r, c, k] of paint) b[r]![c] = piece(k);
  return b;
}
const key = (p: Pos) => `${p.r},${p.c}`;
const sortCells = (cells: Pos[]) => cells.map(key).sort();
const pivotOf = (pvs: Pivot[], cells: Pos[]) => pvs.find((pv) => cells.every((q) => pv.cells.some((p) => p.r === q.r && p.c === q.c)))!;

const ROWS = 8;
const COLS = 9;
const PVS = pivots(ROWS, COLS);

describe('hex geometry', () => {
  it('odd columns sit half a cell lower and every neighbour is one hex width away', () => {
    expect(center(0, 1).y - center(0, 0).y).toBeCloseTo(Math.sqrt(3) / 2);
    for (const p of [{ r: 3, c: 4 }, { r: 3, c: 5 }, { r: 0, c: 0 }, { r: 7, c: 8 }]) {
      const ns = neighbours(ROWS, COLS, p);
      expect(ns.length).toBe(p.r === 3 ? 6 : p.c === 0 ? 2 : 3);
      for (const q of ns) {
        const a = center(p.r, p.c);
        const b = center(q.r, q.c);
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(Math.sqrt(3));
        expect(adjacent(p, q)).toBe(true);
      }
    }
    expect(adjacent({ r: 3, c: 4 }, { r: 3, c: 6 })).toBe(false);
  });

  it('each pivot is a corner shared by three touching cells, listed clockwise', () => {
    // Same set as a brute-force search for mutually touching trios.
    const cells: Pos[] = [];
    for (let r = 0; r < ROWS; r++) for (let c = 0; c < COLS; c++) cells.push({ r, c });
    const trios = new Set<string>();
    for (const a of cells) for (const b of cells) for (const c of cells) {
      if (adjacent(a, b) && adjacent(b, c) && adjacent(c, a)) trios.add(sortCells([a, b, c]).join('|'));
    }
    const keys = new Set(PVS.map((pv) => sortCells(pv.cells).join('|')));
    expect(keys.size).toBe(PVS.length);
    expect([...keys].sort()).toEqual([...trios].sort());
    for (const pv of PVS) {
      const [a, b, c] = pv.cells;
      expect(adjacent(a, b) && adjacent(b, c) && adjacent(c, a)).toBe(true);
      for (let i = 0; i < 3; i++) {
        const p = center(pv.cells[i]!.r, pv.cells[i]!.c);
        const q = center(pv.cells[(i + 1) % 3]!.r, pv.cells[(i + 1) % 3]!.c);
        expect(Math.hypot(p.x - pv.x, p.y - pv.y)).toBeCloseTo(1); // a hex corner is one radius out
        // y grows downwards, so a positive cross product turns clockwise on screen.
        expect((p.x - pv.x) * (q.y - pv.y) - (p.y - pv.y) * (q.x - pv.x)).toBeGreaterThan(0);
      }
    }
  });

  it('steps along the three axes run straight through even and odd columns', () => {
    for (const d of AXES) {
      const a = center(3, 3);
      const b = stepFrom({ r: 3, c: 3 }, d);
      const c = stepFrom({ r: 3, c: 3 }, d, 2);
      const pb = center(b.r, b.c);
      const pc = center(c.r, c.c);
      expect(pc.x - pb.x).toBeCloseTo(pb.x - a.x);
      expect(pc.y - pb.y).toBeCloseTo(pb.y - a.y);
    }
  });
});

describe('rotation', () => {
  const b = newBoard(ROWS, COLS, 6, rng(4));
  it('a clockwise turn moves each piece one cell on around its corner', () => {
    const pv = PVS[40]!;
    const ids = pv.cells.map((p) => at(b, p.r, p.c)!.id);
    const cw = rotate(b, pv, 1);
    expect(pv.cells.map((p) => at(cw, p.r, p.c)!.id)).toEqual([ids[2], ids[0], ids[1]]);
    const ccw = rotate(b, pv, -1);
    expect(pv.cells.map((p) => at(ccw, p.r, p.c)!.id)).toEqual([ids[1], ids[2], ids[0]]);
    // Nothing else moves and the input is untouched.
    const changed = cw.flatMap((row, r) => row.map((p, c) => (p!.id !== b[r]![c]!.id ? key({ r, c }) : ''))).filter(Boolean);
    expect(changed.sort()).toEqual(sortCells(pv.cells));
    expect(pv.cells.map((p) => at(b, p.r, p.c)!.id)).toEqual(ids);
  });
  it('three turns one way, or one each way, come back to the start', () => {
    for (const pv of [PVS[0]!, PVS[77]!, PVS[PVS.length - 1]!]) {
      expect(show(rotate(rotate(rotate(b, pv, 1), pv, 1), pv, 1))).toEqual(show(b));
      expect(rotate(rotate(b, pv, 1), pv, -1).flat().map((p) => p!.id)).toEqual(b.flat().map((p) => p!.id));
    }
  });
});

describe('match detection', () => {
  it('finds a vertical line of three and ignores two', () => {
    expect(findMatches(scatter(6, 6, [[1, 2, 0], [2, 2, 0]]), pivots(6, 6))).toEqual([]);
    const g = findMatches(scatter(6, 6, [[1, 2, 0], [2, 2, 0], [3, 2, 0]]), pivots(6, 6));
    expect(g).toHaveLength(1);
    expect(sortCells(g[0]!.cells)).toEqual(['1,2', '2,2', '3,2']);
    expect(g[0]).toMatchObject({ color: 0, longest: 3, axis: 0, tris: 0 });
  });
  it('follows both diagonals across the column offset', () => {
    const pvs = pivots(6, 6);
    // Lower-right from (1,0): (1,1) is half a row lower, then (2,2).
    const down = findMatches(scatter(6, 6, [[1, 0, 1], [1, 1, 1], [2, 2, 1]]), pvs);
    expect(down.map((x) => [x.longest, x.axis])).toEqual([[3, 1]]);
    // Upper-right from (3,0): (2,1), then (2,2).
    const up = findMatches(scatter(6, 6, [[3, 0, 2], [2, 1, 2], [2, 2, 2]]), pvs);
    expect(up.map((x) => [x.longest, x.axis])).toEqual([[3, 2]]);
    // A zigzag of touching cells that is neither a line nor a trio does not match.
    expect(findMatches(scatter(6, 6, [[1, 0, 1], [1, 1, 1], [1, 2, 1]]), pvs)).toEqual([]);
  });
  it('three of a colour around one corner match', () => {
    const pvs = pivots(6, 6);
    const pv = pvs[20]!;
    const g = findMatches(scatter(6, 6, pv.cells.map((p) => [p.r, p.c, 0] as [number, number, number])), pvs);
    expect(g).toHaveLength(1);
    expect(g[0]).toMatchObject({ tris: 1, longest: 0 });
    expect(specialFor(g[0]!)).toEqual({ s: PLAIN, axis: 0 });
  });
  it('merges touching shapes into one group and picks the special it earns', () => {
    const pvs = pivots(7, 7);
    const four = findMatches(scatter(7, 7, [[1, 3, 0], [2, 3, 0], [3, 3, 0], [4, 3, 0]]), pvs);
    expect(specialFor(four[0]!)).toEqual({ s: LINE, axis: 0 });
    const diag = findMatches(scatter(7, 7, [[1, 0, 0], [1, 1, 0], [2, 2, 0], [2, 3, 0]]), pvs);
    expect(specialFor(diag[0]!)).toEqual({ s: LINE, axis: 1 });
    const five = findMatches(scatter(7, 7, [[0, 3, 0], [1, 3, 0], [2, 3, 0], [3, 3, 0], [4, 3, 0]]), pvs);
    expect(specialFor(five[0]!).s).toBe(STAR);
    // Two trios sharing an edge: a diamond of four.
    const [p, q] = [pvs[30]!, pvs.find((x) => x !== pvs[30] && x.cells.filter((c) => pvs[30]!.cells.some((d) => d.r === c.r && d.c === c.c)).length === 2)!];
    const cells = [...p.cells, ...q.cells];
    const diamond = findMatches(scatter(7, 7, cells.map((c) => [c.r, c.c, 1] as [number, number, number])), pvs);
    expect(diamond).toHaveLength(1);
    expect(diamond[0]!.cells).toHaveLength(4);
    expect(specialFor(diamond[0]!).s).toBe(BOMB);
  });
});

describe('clearing and specials', () => {
  it('a line piece clears its whole axis, a bomb its ring, a star its colour', () => {
    const b = scatter(7, 7);
    const line = blastArea(b, { r: 3, c: 3 }, piece(0, LINE, 0));
    expect(sortCells(line)).toEqual(sortCells(Array.from({ length: 7 }, (_, r) => ({ r, c: 3 }))));
    const diag = blastArea(b, { r: 3, c: 3 }, piece(0, LINE, 1));
    expect(diag).toHaveLength(7);
    for (let i = 1; i < diag.length; i++) expect(diag.some((p) => adjacent(p, diag[i]!))).toBe(true);
    expect(blastArea(b, { r: 3, c: 3 }, piece(0, BOMB))).toHaveLength(7);
    expect(blastArea(b, { r: 0, c: 0 }, piece(0, BOMB))).toHaveLength(3);
    const k = b[2]![2]!.c;
    const star = blastArea(b, { r: 2, c: 2 }, piece(k, STAR));
    expect(star.length).toBe(b.flat().filter((p) => p!.c === k).length);
  });
  it('specials set each other off in a chain', () => {
    const b = scatter(7, 7);
    b[3]![0] = piece(b[3]![0]!.c, LINE, 1); // lower-right line through (3,0)
    const hit = blastArea(b, { r: 3, c: 0 }, b[3]![0]!);
    const far = hit[hit.length - 1]!;
    b[far.r]![far.c] = piece(b[far.r]![far.c]!.c, BOMB);
    const res = clearCells(b, [{ r: 3, c: 0 }]);
    const cleared = new Set(res.cleared.map(key));
    for (const q of neighbours(7, 7, far)) expect(cleared.has(key(q))).toBe(true);
    for (const p of res.cleared) expect(res.board[p.r]![p.c]).toBeNull();
  });
  it('a match leaves its special on the cell the player moved', () => {
    const pvs = pivots(7, 7);
    const b = scatter(7, 7, [[1, 3, 0], [2, 3, 0], [3, 3, 0], [4, 3, 0]]);
    const res = clearMatches(b, pvs, [{ r: 3, c: 3 }])!;
    expect(res.created).toHaveLength(1);
    expect(res.created[0]).toMatchObject({ r: 3, c: 3, piece: { c: 0, s: LINE, axis: 0 } });
    expect(res.board[3]![3]!.s).toBe(LINE);
    expect(res.cleared).toHaveLength(4);
  });
});

describe('gravity and cascades', () => {
  it('pieces fall straight down their column and new ones fill the top', () => {
    const b = parse(['012', '1.3', '.45', '...']);
    const ids = [b[0]![0]!.id, b[1]![0]!.id, b[2]![1]!.id];
    const res = collapse(b, () => 0.5, 6);
    expect(res.board.flat().every(Boolean)).toBe(true);
    expect(res.board[3]![0]!.id).toBe(ids[1]);
    expect(res.board[2]![0]!.id).toBe(ids[0]);
    expect(res.board[3]![1]!.id).toBe(ids[2]);
    expect(res.falls.filter((f) => f.fromR < 0)).toHaveLength(5);
    expect(res.falls.find((f) => f.id === ids[1])).toMatchObject({ c: 0, fromR: 1, toR: 3 });
  });
  it('a match that drops pieces into a new match cascades and scores more per step', () => {
    const pvs = pivots(7, 7);
    // Clearing the 0s in column 2 drops the 1 at (3,2) to (6,2), closing a trio with (6,1) and (5,1).
    const b = scatter(7, 7, [[4, 2, 0], [5, 2, 0], [6, 2, 0], [3, 2, 1], [6, 1, 1], [5, 1, 1]]);
    const first = clearMatches(b, pvs)!;
    expect(sortCells(first.cleared)).toEqual(['4,2', '5,2', '6,2']);
    const fall = collapse(first.board, rng(1), 6).board;
    expect(fall[6]![2]!.id).toBe(b[3]![2]!.id);
    const second = findMatches(fall, pvs).find((g) => g.color === 1)!;
    expect(sortCells(second.cells)).toEqual(['5,1', '6,1', '6,2']);
    const res = cascade(b, pvs, rng(1), 6);
    expect(res.steps).toBeGreaterThanOrEqual(2);
    expect(res.score).toBeGreaterThanOrEqual(stepScore(3, 1) + stepScore(3, 2));
    expect(findMatches(res.board, pvs)).toEqual([]);
    expect(res.board.flat().every(Boolean)).toBe(true);
  });
  it('scores n × 10 × the cascade step', () => {
    expect(stepScore(3, 1)).toBe(30);
    expect(stepScore(5, 3)).toBe(150);
  });
});

describe('moves and dead boards', () => {
  it('only a turn that makes a match is a move, and every listed move does', () => {
    const b = newBoard(ROWS, COLS, 7, rng(9));
    const moves = allMoves(b, PVS);
    expect(moves.length).toBeGreaterThan(0);
    const listed = new Set(moves.map((m) => `${m.pivot}:${m.dir}`));
    PVS.forEach((pv, i) => {
      for (const dir of [1, -1] as const) {
        const makes = findMatches(rotate(b, pv, dir), PVS).length > 0;
        expect(isValidRotation(b, PVS, pv, dir)).toBe(makes);
        expect(listed.has(`${i}:${dir}`)).toBe(makes);
      }
    });
    expect(findMove(b, PVS)).toEqual(moves[0]);
  });
  it('new boards never start with a match and always have a move', () => {
    for (let s = 1; s <= 30; s++) {
      const b = newBoard(ROWS, COLS, s % 2 ? 6 : 7, rng(s));
      expect(findMatches(b, PVS)).toEqual([]);
      expect(findMove(b, PVS)).not.toBeNull();
      expect(b.flat().every((p) => p && p.s === PLAIN)).toBe(true);
    }
  });
  it('a dead board is reshuffled into a live one with the same pieces', () => {
    const dead = scatter(ROWS, COLS);
    expect(findMatches(dead, PVS)).toEqual([]);
    expect(findMove(dead, PVS)).toBeNull();
    const live = reshuffle(dead, rng(3), 7);
    expect(findMatches(live, PVS)).toEqual([]);
    expect(findMove(live, PVS)).not.toBeNull();
    expect(live.flat().map((p) => p!.id).sort()).toEqual(dead.flat().map((p) => p!.id).sort());
  });
  it('boards stay live through long random play', () => {
    const rand = rng(21);
    let b = newBoard(ROWS, COLS, 7, rand);
    for (let i = 0; i < 40; i++) {
      let moves = allMoves(b, PVS);
      if (!moves.length) { b = reshuffle(b, rand, 7); moves = allMoves(b, PVS); }
      const m = moves[Math.floor(rand() * moves.length)]!;
      const pv = PVS[m.pivot]!;
      b = cascade(rotate(b, pv, m.dir), PVS, rand, 7, pv.cells).board;
      expect(findMatches(b, PVS)).toEqual([]);
      expect(b.flat().every(Boolean)).toBe(true);
    }
  });
});

describe('levels', () => {
  it('goals are sane and get harder', () => {
    expect(LEVELS).toBe(12);
    let prevIce = -1;
    for (let n = 1; n <= LEVELS; n++) {
      const s = levelSpec(n);
      expect(s.moves).toBeGreaterThanOrEqual(18);
      expect(s.thick).toBeLessThanOrEqual(s.ice);
      for (const g of s.collect) expect(g.c).toBeLessThan(s.colors);
      expect(new Set(s.collect.map((g) => g.c)).size).toBe(s.collect.length);
      if (n > 1 && levelSpec(n - 1).colors === s.colors) expect(s.ice).toBeGreaterThanOrEqual(prevIce);
      prevIce = s.ice;
    }
    expect(levelSpec(LEVELS).colors).toBeGreaterThan(levelSpec(1).colors);
  });
  it('places ice on inner cells only, with the thick layers counted', () => {
    const spec = levelSpec(12);
    const ice = placeIce(ROWS, COLS, spec, rng(5));
    expect(iceLeft(ice)).toBe(spec.ice);
    expect(ice.flat().filter((v) => v === 2)).toHaveLength(spec.thick);
    ice.forEach((row, r) => row.forEach((v, c) => { if (v) expect(r > 0 && c > 0 && r < ROWS - 1 && c < COLS - 1).toBe(true); }));
  });
  it('clearing a piece takes one layer of ice off its cell, once per clear', () => {
    const ice = [[2, 1, 0]];
    const a = chipIce(ice, [{ r: 0, c: 0 }, { r: 0, c: 0 }, { r: 0, c: 1 }, { r: 0, c: 2 }]);
    expect(a).toEqual({ ice: [[1, 0, 0]], broken: 2 });
    expect(ice).toEqual([[2, 1, 0]]);
    const b = chipIce(a.ice, [{ r: 0, c: 0 }]);
    expect(iceLeft(b.ice)).toBe(0);
  });
  it('a level is won once every collection is full and no ice is left', () => {
    const spec = { moves: 10, colors: 6, collect: [{ c: 1, n: 5 }, { c: 4, n: 3 }], ice: 1, thick: 0 };
    expect(goalsMet(spec, [0, 5, 0, 0, 3], [[0, 0]])).toBe(true);
    expect(goalsMet(spec, [0, 4, 0, 0, 9], [[0, 0]])).toBe(false);
    expect(goalsMet(spec, [0, 5, 0, 0, 3], [[0, 1]])).toBe(false);
  });

  /** A greedy player: the turn whose first clear helps the goals most; returns moves left or -1. */
  function play(n: number, seed: number) {
    const rand = rng(seed);
    const spec = levelSpec(n);
    let b = newBoard(ROWS, COLS, spec.colors, rand);
    let ice = placeIce(ROWS, COLS, spec, rand);
    const got = Array(8).fill(0) as number[];
    for (let moves = spec.moves; moves > 0; moves--) {
      let ms = allMoves(b, PVS);
      if (!ms.length) { b = reshuffle(b, rand, spec.colors); ms = allMoves(b, PVS); }
      let best = ms[0]!;
      let bv = -1;
      for (const m of ms) {
        const res = clearMatches(rotate(b, PVS[m.pivot]!, m.dir), PVS)!;
        let v = 0;
        for (const p of res.cleared) v += 0.3 + (spec.collect.some((g) => g.c === p.piece.c && got[g.c]! < g.n) ? 3 : 0) + (ice[p.r]![p.c]! > 0 ? 4 + 20 / iceLeft(ice) : 0);
        if (v > bv) { bv = v; best = m; }
      }
      const pv = PVS[best.pivot]!;
      b = rotate(b, pv, best.dir);
      for (let step = 0; ; step++) {
        const res = clearMatches(b, PVS, step ? [] : pv.cells);
        if (!res) break;
        ice = chipIce(ice, res.cleared).ice;
        for (const p of res.cleared) got[p.piece.c]!++;
        b = collapse(res.board, rand, spec.colors).board;
      }
      if (goalsMet(spec, got, ice)) return moves - 1;
    }
    return -1;
  }

  it('a simple greedy player beats early and late levels most of the time, with moves to spare early on', () => {
    const results = [1, 5, 12].map((n) => [1, 2, 3, 4, 5].map((s) => play(n, s * 31 + n)));
    const wins = results.map((r) => r.filter((x) => x >= 0).length);
    expect(wins[0]).toBe(5);
    expect(wins[1]).toBeGreaterThanOrEqual(3);
    expect(wins[2]).toBeGreaterThanOrEqual(3);
    const spareEarly = results[0]!.reduce((a, x) => a + x, 0) / 5;
    expect(spareEarly).toBeGreaterThan(4);
    // Late levels are tighter: fewer moves to spare than level 1.
    const lateWins = results[2]!.filter((x) => x >= 0);
    expect(lateWins.reduce((a, x) => a + x, 0) / lateWins.length).toBeLessThan(spareEarly);
  });
});
