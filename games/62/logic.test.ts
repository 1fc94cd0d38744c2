import { newBoard, legalMoves, sow, winner, isOver, bestMove, aiSettings, roundPoints, opposite, STORE } from './logic.js';

const seeded = (seed: number) => () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
const total = (b: number[]) => b.reduce((a, v) => a + v, 0);
/** Board from player 0's pits, store, player 1's pits, store. */
const board = (mine: number[], store0: number, theirs: number[], store1: number) => [...mine, store0, ...theirs, store1];

describe('kalah sowing', () => {
  it('starts with four seeds in each of the twelve pits', () => {
    const b = newBoard();
    expect(b).toEqual(board([4, 4, 4, 4, 4, 4], 0, [4, 4, 4, 4, 4, 4], 0));
    expect(legalMoves(b, 0)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(legalMoves(b, 1)).toEqual([7, 8, 9, 10, 11, 12]);
  });

  it('sows one seed per cell counter-clockwise and keeps the seed count', () => {
    const r = sow(newBoard(), 0, 0);
    expect(r.path).toEqual([1, 2, 3, 4]);
    expect(r.board).toEqual(board([0, 5, 5, 5, 5, 4], 0, [4, 4, 4, 4, 4, 4], 0));
    expect(r.extra).toBe(false);
    expect(total(r.board)).toBe(48);
  });

  it('gives an extra turn when the last seed lands in the own store', () => {
    const r = sow(newBoard(), 0, 2);
    expect(r.last).toBe(STORE[0]);
    expect(r.extra).toBe(true);
    expect(r.board[STORE[0]]).toBe(1);
    const ai = sow(newBoard(), 1, 9);
    expect(ai.last).toBe(STORE[1]);
    expect(ai.extra).toBe(true);
  });

  it('skips the opponent’s store on a long lap', () => {
    const b = board([0, 0, 0, 0, 0, 13], 0, [1, 1, 1, 1, 1, 1], 0);
    const r = sow(b, 0, 5);
    expect(r.path).not.toContain(STORE[1]);
    expect(r.path).toHaveLength(13);
    // 13 seeds from pit 5 go round and end back in pit 5, which was empty: a capture of pit 7.
    expect(r.last).toBe(5);
    expect(r.capture).toEqual({ pit: 5, opposite: 7, seeds: 3 });
    expect(total(r.board)).toBe(total(b));
    const p1 = sow(board([1, 1, 1, 1, 1, 1], 0, [0, 0, 0, 0, 0, 8], 0), 1, 12);
    expect(p1.path).toEqual([13, 0, 1, 2, 3, 4, 5, 7]);
  });

  it('captures the facing pit when the last seed lands in an own empty pit', () => {
    const b = board([1, 0, 3, 0, 0, 2], 5, [2, 2, 2, 2, 6, 2], 3);
    const r = sow(b, 0, 0);
    expect(r.last).toBe(1);
    expect(opposite(1)).toBe(11);
    expect(r.capture).toEqual({ pit: 1, opposite: 11, seeds: 7 });
    expect(r.board[1]).toBe(0);
    expect(r.board[11]).toBe(0);
    expect(r.board[STORE[0]]).toBe(12);
    expect(r.extra).toBe(false);
  });

  it('does not capture when the facing pit is empty or the pit was not empty', () => {
    const empty = sow(board([1, 0, 3, 0, 0, 2], 5, [2, 2, 2, 2, 0, 2], 3), 0, 0);
    expect(empty.capture).toBeNull();
    expect(empty.board[1]).toBe(1);
    const full = sow(board([1, 2, 3, 0, 0, 2], 5, [2, 2, 2, 2, 6, 2], 3), 0, 0);
    expect(full.capture).toBeNull();
    expect(full.board[1]).toBe(3);
    // Ending in an empty pit of the opponent is never a capture.
    const theirs = sow(board([0, 0, 0, 0, 0, 2], 5, [0, 3, 3, 3, 3, 3], 3), 0, 5);
    expect(theirs.last).toBe(7);
    expect(theirs.capture).toBeNull();
  });

  it('ends when a side is empty and sweeps the rest into its owner’s store', () => {
    const b = board([0, 0, 0, 0, 0, 1], 20, [1, 2, 0, 0, 3, 0], 21);
    const r = sow(b, 0, 5);
    expect(r.over).toBe(true);
    expect(r.extra).toBe(false);
    expect(r.swept).toEqual([0, 6]);
    expect(r.board).toEqual(board([0, 0, 0, 0, 0, 0], 21, [0, 0, 0, 0, 0, 0], 27));
    expect(isOver(r.board)).toBe(true);
    expect(winner(r.board)).toBe(1);
    expect(winner(board([0, 0, 0, 0, 0, 0], 24, [0, 0, 0, 0, 0, 0], 24))).toBe(-1);
    expect(winner(newBoard())).toBeNull();
  });

  it('refuses empty pits and the opponent’s pits', () => {
    const b = sow(newBoard(), 0, 0).board;
    expect(() => sow(b, 0, 0)).toThrow();
    expect(() => sow(b, 0, 8)).toThrow();
    expect(() => sow(b, 1, 6)).toThrow();
  });

  it('scores a won round with the store, a level bonus and the margin', () => {
    const won = board([0, 0, 0, 0, 0, 0], 30, [0, 0, 0, 0, 0, 0], 18);
    expect(roundPoints(won, 1)).toBe(30 + 50 + 60);
    expect(roundPoints(won, 3)).toBe(30 + 150 + 60);
    const lost = board([0, 0, 0, 0, 0, 0], 18, [0, 0, 0, 0, 0, 0], 30);
    expect(roundPoints(lost, 3)).toBe(18);
  });
});

describe('kalah AI', () => {
  it('takes the extra turn, then the capture that wins the most', () => {
    // Pit 12 has one seed: it ends in the store (extra turn); no other pit does.
    const b = board([3, 3, 3, 3, 3, 3], 0, [3, 3, 3, 2, 5, 1], 0);
    for (const d of [1, 3, 6]) expect(bestMove(b, 1, d, seeded(1))).toBe(12);
  });

  it('grabs a big capture', () => {
    // Pit 7 (1 seed) lands in empty pit 8, facing pit 4 with 9 seeds.
    const b = board([1, 1, 1, 1, 9, 1], 0, [1, 0, 2, 2, 1, 3], 0);
    expect(bestMove(b, 1, 2, seeded(2))).toBe(7);
    expect(bestMove(b, 1, 5, seeded(2))).toBe(7);
  });

  it('plays only legal pits through whole random games at every depth', () => {
    const rand = seeded(7);
    for (let game = 0; game < 10; game++) {
      let b = newBoard();
      let p = game % 2;
      let plies = 0;
      while (!isOver(b)) {
        const depth = p === 0 ? 1 + (game % 3) : 2 + (game % 5);
        const m = bestMove(b, p, depth, rand, game % 4 === 0 ? 0.3 : 0);
        expect(legalMoves(b, p)).toContain(m);
        const r = sow(b, p, m);
        expect(total(r.board)).toBe(48);
        b = r.board;
        if (!r.extra) p = 1 - p;
        plies++;
      }
      expect(plies).toBeGreaterThan(5);
      expect(bestMove(b, 0, 3)).toBe(-1);
    }
  });

  it('a deeper search beats a shallow one over several games', () => {
    let deepWins = 0;
    for (let game = 0; game < 6; game++) {
      const rand = seeded(100 + game);
      let b = newBoard();
      let p = game % 2;
      const deep = game % 2 === 0 ? 0 : 1;
      while (!isOver(b)) {
        const m = bestMove(b, p, p === deep ? 6 : 1, rand, p === deep ? 0 : 0.25);
        const r = sow(b, p, m);
        b = r.board;
        if (!r.extra) p = 1 - p;
      }
      if (winner(b) === deep) deepWins++;
    }
    expect(deepWins).toBeGreaterThanOrEqual(5);
  });

  it('gets stronger with difficulty and level', () => {
    expect(aiSettings('easy', 1).depth).toBeLessThan(aiSettings('medium', 1).depth);
    expect(aiSettings('medium', 1).depth).toBeLessThan(aiSettings('hard', 1).depth);
    expect(aiSettings('medium', 3).depth).toBeGreaterThan(aiSettings('medium', 1).depth);
    expect(aiSettings('hard', 20).depth).toBeLessThanOrEqual(10);
    expect(aiSettings('easy', 1).blunder).toBeGreaterThan(0);
    expect(aiSettings('medium', 1).blunder).toBe(0);
  });
});
