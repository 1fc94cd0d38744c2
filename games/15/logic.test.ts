import { ROWS, COLS, emptyBoard, drop, landingRow, legalMoves, findWin, outcome, bestMove, aiSettings, winsAt } from './logic.js';

/** Builds a board from rows of '.', 'X' (1) and 'O' (2), top row first. */
const parse = (rows: string[]) => rows.join('').split('').map((ch) => (ch === 'X' ? 1 : ch === 'O' ? 2 : 0));
const seeded = (seed: number) => () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };

describe('connect four rules', () => {
  it('drops discs to the lowest free row and refuses full columns', () => {
    let b = emptyBoard();
    expect(landingRow(b, 2)).toBe(ROWS - 1);
    for (let i = 0; i < ROWS; i++) {
      const r = drop(b, 2, 1 + (i % 2));
      expect(r.row).toBe(ROWS - 1 - i);
      b = r.board;
    }
    expect(drop(b, 2, 1)).toEqual({ board: b, row: -1 });
    expect(legalMoves(b)).toEqual([0, 1, 3, 4, 5, 6]);
  });
  it('detects horizontal, vertical and both diagonal wins with the four cells', () => {
    expect(findWin(parse(['.......', '.......', '.......', '.......', '.......', '.XXXX..']))).toEqual({ player: 1, cells: [36, 37, 38, 39] });
    expect(findWin(parse(['.......', '.......', 'O......', 'O......', 'O......', 'O......']))?.player).toBe(2);
    const diag = parse(['.......', '.......', '...X...', '..XO...', '.XOO...', 'XOOO...']);
    expect(findWin(diag)?.cells).toHaveLength(4);
    const anti = parse(['.......', '.......', '...O...', '...XO..', '...XXO.', '...XXXO']);
    expect(findWin(anti)).toMatchObject({ player: 2 });
    expect(winsAt(anti, 3 * COLS + 4)).toBe(true);
    expect(findWin(parse(['.......', '.......', '.......', '.......', '.......', 'XXX.XXX']))).toBeNull();
  });
  it('detects a draw on a full board without four in a row', () => {
    const full = parse(['XXOOXXO', 'OOXXOOX', 'XXOOXXO', 'OOXXOOX', 'XXOOXXO', 'OOXXOOX']);
    expect(findWin(full)).toBeNull();
    expect(outcome(full)).toBe('draw');
    expect(legalMoves(full)).toEqual([]);
    expect(bestMove(full, 2, 4)).toBe(-1);
  });
});

describe('connect four AI', () => {
  it('takes an immediate win', () => {
    const b = parse(['.......', '.......', '.......', '.......', 'XX.....', 'OOO.X..']);
    expect(bestMove(b, 2, 1)).toBe(3);
    expect(bestMove(b, 2, 5)).toBe(3);
  });
  it('blocks the opponent’s immediate win at every depth', () => {
    const b = parse(['.......', '.......', '.......', '.......', '.......', 'XXX.OO.']);
    for (const d of [1, 3, 5]) expect(bestMove(b, 2, d)).toBe(3);
    const vertical = parse(['.......', '.......', '.......', '......X', 'O.....X', 'O.....X']);
    expect(bestMove(vertical, 2, 4)).toBe(6);
  });
  it('sees a two-move trap at depth ≥ 4 (stops an open three on the floor)', () => {
    const b = parse(['.......', '.......', '.......', '.......', '.......', '..XX.O.']);
    const c = bestMove(b, 2, 4);
    expect([1, 4]).toContain(c);
  });
  it('always returns a legal column in random games, for every level', () => {
    const rand = seeded(5);
    for (let game = 0; game < 12; game++) {
      let b = emptyBoard();
      let p = 1;
      const depth = 1 + (game % 5);
      while (!outcome(b)) {
        const c = bestMove(b, p, depth, rand, game % 3 === 0 ? 0.4 : 0);
        expect(legalMoves(b)).toContain(c);
        b = drop(b, c, p).board;
        p = 3 - p;
      }
    }
  });
  it('gets stronger with difficulty and level', () => {
    expect(aiSettings('easy', 1).depth).toBeLessThan(aiSettings('medium', 1).depth);
    expect(aiSettings('medium', 1).depth).toBeLessThan(aiSettings('hard', 1).depth);
    expect(aiSettings('medium', 3).depth).toBeGreaterThan(aiSettings('medium', 1).depth);
    expect(aiSettings('easy', 1).blunder).toBeGreaterThan(0);
    expect(aiSettings('hard', 1).blunder).toBe(0);
  });
});
