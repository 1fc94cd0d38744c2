import { N, BLACK, WHITE, initialBoard, flipsFor, legalMoves, play, count, nextPlayer, isOver, chooseMove, aiSettings } from './logic.js';

const parse = (rows: string[]) => rows.join('').split('').map((ch) => (ch === 'B' ? BLACK : ch === 'W' ? WHITE : 0));
const seeded = (seed: number) => () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
const at = (r: number, c: number) => r * N + c;

describe('reversi rules', () => {
  it('starts with four legal moves for black', () => {
    const b = initialBoard();
    expect(count(b)).toEqual({ black: 2, white: 2 });
    expect(legalMoves(b, BLACK).map((m) => m.idx).sort((a, z) => a - z)).toEqual([at(2, 3), at(3, 2), at(4, 5), at(5, 4)]);
  });
  it('flips in every direction that is closed by an own disc, and only those', () => {
    const b = parse([
      '........',
      '..B.B...',
      '...W....',
      '..BW.B..',
      '...W.W..',
      '..B...W.',
      '........',
      '........',
    ]);
    const res = play(b, at(3, 4), BLACK);
    expect(res).not.toBeNull();
    // up-left, left and down-left are closed by black; the down-right line of whites is open.
    expect(res!.flips.sort((a, z) => a - z)).toEqual([at(2, 3), at(3, 3), at(4, 3)]);
    expect(res!.board[at(3, 4)]).toBe(BLACK);
    expect(res!.board[at(4, 5)]).toBe(WHITE);
    expect(count(res!.board)).toEqual({ black: 9, white: 2 });
  });
  it('rejects moves that flip nothing or land on a disc', () => {
    const b = initialBoard();
    expect(play(b, at(0, 0), BLACK)).toBeNull();
    expect(play(b, at(3, 3), BLACK)).toBeNull();
  });
  it('passes when one side has no move and ends when neither has', () => {
    // White has no move; black does.
    const b = parse(['BBBBBBBB', 'BBBBBBBB', 'BBBBBBBB', 'BBBBBBBB', 'BBBBBBBB', 'BBBBBBBW', 'BBBBBBB.', 'BBBBBBB.']);
    expect(legalMoves(b, WHITE)).toEqual([]);
    expect(legalMoves(b, BLACK).map((m) => m.idx)).toEqual([at(6, 7)]);
    expect(nextPlayer(b, BLACK)).toBe(BLACK);
    expect(chooseMove(b, WHITE, 'minimax', 3)).toBe(-1);
    const done = play(b, at(6, 7), BLACK)!.board;
    expect(isOver(done)).toBe(true);
    expect(nextPlayer(done, BLACK)).toBe(0);
  });
});

describe('reversi AI', () => {
  it('greedy takes the most flips, positional takes the corner', () => {
    const b = parse([
      '.WWWB...',
      '........',
      '........',
      '...WB...',
      '...BW...',
      '........',
      '........',
      '........',
    ]);
    expect(chooseMove(b, BLACK, 'greedy', 1, () => 0)).toBe(at(0, 0));
    const corner = parse(['.W......', 'W.......', 'B.......', '...WB...', '...BW...', '........', '........', '........']);
    expect(chooseMove(corner, BLACK, 'positional', 1, () => 0)).toBe(at(0, 0));
    expect(chooseMove(corner, BLACK, 'minimax', 3, () => 0)).toBe(at(0, 0));
  });
  it('every strategy only plays legal moves, including through passes, to the end of the game', () => {
    const rand = seeded(11);
    const strategies = ['greedy', 'positional', 'minimax'] as const;
    for (let game = 0; game < 6; game++) {
      let b = initialBoard();
      let p = BLACK;
      let sawPass = false;
      while (p) {
        const s = strategies[(game + p) % 3]!;
        const idx = chooseMove(b, p, s, 2, rand);
        expect(legalMoves(b, p).map((m) => m.idx)).toContain(idx);
        b = play(b, idx, p)!.board;
        const nx = nextPlayer(b, p);
        if (nx === p) { sawPass = true; expect(chooseMove(b, 3 - p, s, 2, rand)).toBe(-1); }
        p = nx;
      }
      expect(isOver(b)).toBe(true);
      const c = count(b);
      expect(c.black + c.white).toBeLessThanOrEqual(64);
      void sawPass;
    }
  });
  it('levels go from greedy to positional to deeper search', () => {
    expect(aiSettings('easy', 1).strategy).toBe('greedy');
    expect(aiSettings('easy', 2).strategy).toBe('positional');
    expect(aiSettings('medium', 2).strategy).toBe('minimax');
    expect(aiSettings('hard', 3).depth).toBeGreaterThan(aiSettings('hard', 1).depth);
  });
});
