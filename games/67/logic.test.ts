import {
  COLUMNS, deal, clone, stacks, runLength, maxMove, pileCards, canMove, apply, safeHome, autoStep, autoPlay,
  homeCount, isWon, legalMoves, stateKey, solve, DEALS, dealFor, clearBonus, newSession, act, undo, type State, type Move,
} from './logic.js';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const P = (name: string) => 'SHDC'.indexOf(name.slice(-1)) * 13 + RANKS.indexOf(name.slice(0, -1));

/** A hand-built position: columns of card names, free cells, cards home per suit. */
function position(cols: string[][], cells: (string | null)[] = [null, null, null, null], home = [0, 0, 0, 0]): State {
  return {
    cols: Array.from({ length: COLUMNS }, (_, i) => (cols[i] ?? []).map(P)),
    cells: cells.map((c) => (c ? P(c) : -1)),
    home: home.slice(),
    moves: 0,
  };
}

/** Replays a solver line (safe moves home in between, as the solver does) and returns the end. */
function replay(s: State, moves: Move[]) {
  let cur = autoPlay(s);
  for (const m of moves) {
    const n = apply(cur, m);
    expect(n).not.toBeNull();
    cur = autoPlay(n!);
  }
  return cur;
}

describe('freecell deal', () => {
  it('deals 52 distinct cards, seven to the first four columns and six to the rest', () => {
    const s = deal(6);
    expect(s.cols.map((c) => c.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    expect(new Set(s.cols.flat()).size).toBe(52);
    expect(s.cells).toEqual([-1, -1, -1, -1]);
    expect(deal(6, 2).cells).toEqual([-1, -1]);
    expect(deal(6)).toEqual(deal(6));
    expect(deal(7)).not.toEqual(deal(6));
  });
});

describe('freecell moves', () => {
  it('builds down in alternating colours', () => {
    expect(stacks(P('9S'), P('8H'))).toBe(true);
    expect(stacks(P('9S'), P('8C'))).toBe(false);
    expect(stacks(P('9D'), P('7S'))).toBe(false);
    expect(runLength([P('KC'), P('9S'), P('8H'), P('7C')])).toBe(3);
    expect(runLength([])).toBe(0);
  });
  it('bounds supermoves by free cells and empty columns', () => {
    const s = position([['KC'], ['QD'], ['5S'], ['6H'], ['7S'], ['8H']], [null, null, 'AS', 'AH']);
    // 2 free cells, 2 empty columns.
    expect(maxMove(s, false)).toBe(12);
    expect(maxMove(s, true)).toBe(6);
    const full = position([['KC'], ['QD'], ['5S'], ['6H'], ['7S'], ['8H'], ['9S'], ['10H']], ['2S', '3S', '4S', '5D']);
    expect(maxMove(full, false)).toBe(1);
  });
  it('moves a run onto a fitting card only when enough space is free', () => {
    const run = ['KC', '9S', '8H', '7C', '6D'];
    const s = position([run, ['10H'], ['2S'], ['3S'], ['4S'], ['5S'], ['6S'], ['7S']], ['AD', 'AC', null, null]);
    // 2 free cells and no empty column: up to 3 cards at once.
    expect(maxMove(s, false)).toBe(3);
    expect(canMove(s, { from: 'c0', to: 'c1', count: 4 })).toBe(false);
    const t = clone(s);
    t.cells = [-1, -1, -1, P('AC')];
    expect(maxMove(t, false)).toBe(4);
    expect(canMove(t, { from: 'c0', to: 'c1', count: 4 })).toBe(true);
    const after = apply(t, { from: 'c0', to: 'c1', count: 4 })!;
    expect(after.cols[1]).toEqual(['10H', '9S', '8H', '7C', '6D'].map(P));
    expect(after.cols[0]).toEqual([P('KC')]);
    expect(t.cols[0]).toHaveLength(5);
    // Wrong colour, wrong rank, more than the run, nothing to move.
    expect(canMove(t, { from: 'c0', to: 'c1', count: 5 })).toBe(false);
    expect(canMove(t, { from: 'c0', to: 'c2', count: 1 })).toBe(false);
    expect(canMove(t, { from: 'c1', to: 'c0', count: 1 })).toBe(false);
  });
  it('free cells take one card each; home takes the next card of its suit only', () => {
    const s = position([['5H', 'AS'], ['2S'], ['3H']], ['KD', null, null, null], [0, 2, 0, 0]);
    expect(canMove(s, { from: 'c0', to: 'f0', count: 1 })).toBe(false);
    expect(canMove(s, { from: 'c0', to: 'f1', count: 1 })).toBe(true);
    expect(canMove(s, { from: 'c0', to: 'f1', count: 2 })).toBe(false);
    expect(canMove(s, { from: 'c0', to: 'h0', count: 1 })).toBe(true);
    expect(canMove(s, { from: 'c0', to: 'h1', count: 1 })).toBe(false);
    expect(canMove(s, { from: 'c1', to: 'h0', count: 1 })).toBe(false);
    expect(canMove(s, { from: 'c2', to: 'h1', count: 1 })).toBe(true);
    expect(canMove(s, { from: 'h1', to: 'c3', count: 1 })).toBe(false);
    expect(canMove(s, { from: 'f0', to: 'c3', count: 1 })).toBe(true);
    const n = apply(s, { from: 'c0', to: 'h0', count: 1 })!;
    expect(n.home).toEqual([1, 2, 0, 0]);
    expect(pileCards(n, 'h0')).toEqual([P('AS')]);
    expect(pileCards(n, 'h1')).toEqual([P('2H')]);
    expect(n.moves).toBe(1);
    expect(apply(s, { from: 'c1', to: 'h0', count: 1 })).toBeNull();
  });
  it('lists only legal moves and never a whole column into another empty one', () => {
    for (const n of [3, 8, 21]) {
      let s = deal(n);
      for (let step = 0; step < 25; step++) {
        const moves = legalMoves(s);
        for (const m of moves) {
          expect(canMove(s, m)).toBe(true);
          const src = pileCards(s, m.from);
          if (m.to[0] === 'c' && !pileCards(s, m.to).length) expect(m.count).toBeLessThan(src.length + (m.from[0] === 'f' ? 1 : 0));
        }
        const m = moves[(step * 7) % Math.max(1, moves.length)];
        if (!m) break;
        s = autoPlay(apply(s, m)!);
      }
    }
  });
});

describe('automatic moves home', () => {
  it('sends aces and twos home, higher cards once the other colour has caught up', () => {
    const s = position([['AS'], ['2S'], ['3S'], ['2H']], undefined, [0, 1, 1, 0]);
    expect(safeHome(s, P('AS'))).toBe(true);
    expect(safeHome(s, P('2H'))).toBe(true);
    // 3S waits while a red two might still need it in a column.
    const t = position([['3S']], undefined, [2, 1, 2, 0]);
    expect(safeHome(t, P('3S'))).toBe(false);
    const u = position([['3S']], undefined, [2, 2, 2, 0]);
    expect(safeHome(u, P('3S'))).toBe(true);
    expect(autoStep(s)).toEqual({ from: 'c0', to: 'h0', count: 1 });
    const done = autoPlay(s);
    expect(done.home).toEqual([2, 2, 1, 0]);
    expect(done.moves).toBe(0);
  });
});

describe('freecell solver', () => {
  it('every listed deal is solved and the solution replays to a win', () => {
    for (const cells of [4, 3, 2]) {
      const list = DEALS[cells]!;
      expect(list.length).toBeGreaterThanOrEqual(20);
      expect(new Set(list).size).toBe(list.length);
      for (const n of list) {
        const start = deal(n, cells);
        const r = solve(start, 20000);
        expect(r.solved).toBe(true);
        expect(isWon(replay(start, r.moves))).toBe(true);
      }
    }
  });
  it('proves a dead position lost by searching it out', () => {
    const dead = position(
      [['10S', 'JS'], ['10H', 'JH'], ['10D', 'JD'], ['10C', 'JC'], ['QH', 'KS'], ['QS', 'KH'], ['QC', 'KD'], ['QD', 'KC']],
      [],
      [9, 9, 9, 9],
    );
    expect(legalMoves(dead)).toEqual([]);
    expect(solve(dead)).toMatchObject({ solved: false, exhausted: true });
    // One free cell is enough to untangle it.
    const open = clone(dead);
    open.cells = [-1];
    const r = solve(open);
    expect(r.solved).toBe(true);
    expect(homeCount(replay(open, r.moves))).toBe(52);
  });
  it('treats column order and cell order as the same position', () => {
    const a = position([['KC'], ['QD']], ['AS', null, null, null]);
    const b = position([['QD'], [], ['KC']], [null, null, 'AS', null]);
    expect(stateKey(a)).toBe(stateKey(b));
  });
  it('levels walk through the list and start over', () => {
    expect(dealFor(4, 1)).toBe(DEALS[4]![0]);
    expect(dealFor(2, 3)).toBe(DEALS[2]![2]);
    expect(dealFor(3, DEALS[3]!.length + 1)).toBe(DEALS[3]![0]);
  });
});

describe('score and undo', () => {
  it('rewards levels, few moves and speed', () => {
    expect(clearBonus(2, 80, 200)).toBeGreaterThan(clearBonus(1, 80, 200));
    expect(clearBonus(1, 60, 200)).toBeGreaterThan(clearBonus(1, 90, 200));
    expect(clearBonus(1, 80, 100)).toBeGreaterThan(clearBonus(1, 80, 300));
    expect(clearBonus(1, 400, 5000)).toBe(300);
  });
  it('undo goes back one move and counts as a move', () => {
    const ses = newSession(deal(6));
    const start = clone(ses.state);
    const m = legalMoves(ses.state)[0]!;
    expect(act(ses, m)).toBe(true);
    expect(ses.state.cols).not.toEqual(start.cols);
    expect(undo(ses)).toBe(true);
    expect(ses.state.cols).toEqual(start.cols);
    expect(ses.state.moves).toBe(2);
    expect(undo(ses)).toBe(false);
    expect(act(ses, { from: 'h0', to: 'c0', count: 1 })).toBe(false);
  });
});
