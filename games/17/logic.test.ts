import { N, MAN, KING, AI_MAN, AI_KING, initialBoard, legalMoves, applyMove, chooseMove, pieceCount, aiSettings, sideOf } from './logic.js';

/** r = human man, R = human king, b = AI man, B = AI king. */
const parse = (rows: string[]) => rows.join('').split('').map((ch) => ({ r: MAN, R: KING, b: AI_MAN, B: AI_KING } as Record<string, number>)[ch] ?? 0);
const at = (r: number, c: number) => r * N + c;
const seeded = (seed: number) => () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
const key = (m: { from: number; path: number[] }) => `${m.from}>${m.path.join('>')}`;

describe('checkers rules', () => {
  it('sets up 12 pieces a side with 7 opening moves', () => {
    const b = initialBoard();
    expect(pieceCount(b)).toEqual({ human: 12, ai: 12 });
    expect(legalMoves(b, 1)).toHaveLength(7);
    expect(legalMoves(b, 2)).toHaveLength(7);
    expect(legalMoves(b, 1).every((m) => Math.floor(m.path[0]! / N) === 4)).toBe(true);
  });
  it('men move only forward; kings move both ways', () => {
    const b = parse(['........', '........', '........', '...r....', '........', '........', '.R......', '........']);
    const man = legalMoves(b, 1).filter((m) => m.from === at(3, 3)).map((m) => m.path[0]);
    expect(man.sort()).toEqual([at(2, 2), at(2, 4)].sort());
    const king = legalMoves(b, 1).filter((m) => m.from === at(6, 1)).map((m) => m.path[0]).sort((a, z) => a! - z!);
    expect(king).toEqual([at(5, 0), at(5, 2), at(7, 0), at(7, 2)]);
  });
  it('makes captures mandatory: only capturing moves are offered', () => {
    const b = parse(['........', '........', '........', '..b.....', '.r......', '........', '......r.', '........']);
    const moves = legalMoves(b, 1);
    expect(moves).toEqual([{ from: at(4, 1), path: [at(2, 3)], captures: [at(3, 2)] }]);
  });
  it('chains multi-jumps into one move and offers every branch', () => {
    const b = parse([
      '........',
      '........',
      '...b.b..',
      '........',
      '...b....',
      '..r.....',
      '........',
      '........',
    ]);
    const moves = legalMoves(b, 1).map(key).sort();
    // r at (5,2) jumps (4,3) to (3,4), then either (2,3)->(1,2) or (2,5)->(1,6).
    expect(moves).toEqual([key({ from: at(5, 2), path: [at(3, 4), at(1, 2)] }), key({ from: at(5, 2), path: [at(3, 4), at(1, 6)] })].sort());
    const m = legalMoves(b, 1).find((x) => x.path[1] === at(1, 6))!;
    expect(m.captures).toEqual([at(4, 3), at(2, 5)]);
    const after = applyMove(b, m).board;
    expect(after[at(4, 3)]).toBe(0);
    expect(after[at(2, 5)]).toBe(0);
    expect(after[at(2, 3)]).toBe(AI_MAN);
    expect(after[at(1, 6)]).toBe(MAN);
  });
  it('crowns a man on the far row, which ends the jump sequence', () => {
    const b = parse(['........', '..b.b...', '.r......', '........', '........', '........', '........', '........']);
    const moves = legalMoves(b, 1);
    expect(moves.map(key)).toEqual([key({ from: at(2, 1), path: [at(0, 3)] })]);
    const res = applyMove(b, moves[0]!);
    expect(res.crowned).toBe(true);
    expect(res.board[at(0, 3)]).toBe(KING);
    expect(res.board[at(1, 4)]).toBe(AI_MAN); // not captured: the crowning stopped the jump
  });
  it('kings can jump backwards and a piece is never jumped twice', () => {
    const b = parse(['........', '........', '.b.b....', '........', '.b.b....', '..R.....', '........', '........']);
    const moves = legalMoves(b, 1);
    for (const m of moves) expect(new Set(m.captures).size).toBe(m.captures.length);
    expect(moves.map((m) => m.captures.length)).toEqual([4, 4]);
    expect(moves.every((m) => m.path[3] === at(5, 2))).toBe(true);
  });
  it('a side with no pieces or no moves has no legal moves', () => {
    const blocked = parse(['........', '........', '........', '........', '........', '..b.....', '.b......', 'r.......']);
    expect(legalMoves(blocked, 1)).toEqual([]);
    expect(chooseMove(blocked, 1, 3)).toBeNull();
  });
});

describe('checkers AI', () => {
  it('takes the capture it is forced to take, completing the whole multi-jump', () => {
    const b = parse(['........', '........', '..b.....', '...r....', '........', '...r....', '........', '........']);
    const m = chooseMove(b, 2, 3, () => 0.5)!;
    expect(m.from).toBe(at(2, 2));
    expect(m.captures).toEqual([at(3, 3), at(5, 3)]);
    expect(m.path).toEqual([at(4, 4), at(6, 2)]);
  });
  it('only ever plays legal moves (mandatory captures and multi-jumps included) in full games', () => {
    const rand = seeded(3);
    for (let game = 0; game < 6; game++) {
      let b = initialBoard();
      let side = 1;
      let sawMulti = false;
      for (let ply = 0; ply < 150; ply++) {
        const legal = legalMoves(b, side);
        const m = chooseMove(b, side, 1 + ((game + side) % 4), rand, game % 2 ? 0.3 : 0);
        if (!legal.length) { expect(m).toBeNull(); break; }
        expect(legal.map(key)).toContain(key(m!));
        if (legal.some((x) => x.captures.length)) expect(m!.captures.length).toBeGreaterThan(0);
        if (m!.captures.length > 1) sawMulti = true;
        b = applyMove(b, m!).board;
        for (const v of b) expect([0, MAN, KING, AI_MAN, AI_KING]).toContain(v);
        side = 3 - side;
      }
      void sawMulti;
    }
  });
  it('levels deepen the search', () => {
    expect(aiSettings('easy', 1).depth).toBeLessThan(aiSettings('hard', 1).depth);
    expect(aiSettings('medium', 2).depth).toBeGreaterThan(aiSettings('medium', 1).depth);
    expect(sideOf(AI_KING)).toBe(2);
  });
});
