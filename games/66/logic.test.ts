import {
  COLUMNS, START_SCORE, RUN_POINTS, makeDeck, deal, rankOf, suitOf, isRun, movableCount, canMove, canDeal, apply,
  collectRun, isWon, legalMoves, moveValue, hint, bestTarget, clearBonus, dealSeed, newSession, act, undo, clone, positionKey, type State,
} from './logic.js';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** Builds positions from card names ("KS", "10H"); repeated names get distinct copies. */
function builder() {
  const used = new Map<string, number>();
  return (name: string) => {
    const rank = RANKS.indexOf(name.slice(0, -1));
    const suit = 'SHDC'.indexOf(name.slice(-1));
    if (rank < 0 || suit < 0) throw new Error(`bad card ${name}`);
    const copy = used.get(name) ?? 0;
    used.set(name, copy + 1);
    return (copy * 4 + suit) * 13 + rank;
  };
}

/** Position from columns of [down, up] card names; other columns empty unless `fill`. */
function position(cols: [string[], string[]][], stock: string[] = [], suits = 4): State {
  const P = builder();
  const all = Array.from({ length: COLUMNS }, (_, i) => cols[i] ?? [[], []]);
  return {
    cols: all.map(([down, up]) => ({ down: down.map(P), up: up.map(P) })),
    stock: stock.map(P), done: [], suits, moves: 0, score: START_SCORE,
  };
}

const seq = (suit: string, from: number, to: number) => {
  const out: string[] = [];
  for (let r = from; r >= to; r--) out.push(`${RANKS[r - 1]}${suit}`);
  return out;
};
const filler = (n: number) => Array.from({ length: n }, (_, i) => `${RANKS[i % 13]}C`);

describe('spider deal', () => {
  it('builds 104 distinct cards with the right suits', () => {
    for (const suits of [1, 2, 4]) {
      const deck = makeDeck(suits);
      expect(deck).toHaveLength(104);
      expect(new Set(deck).size).toBe(104);
      expect(new Set(deck.map(suitOf)).size).toBe(suits);
      for (let r = 0; r < 13; r++) expect(deck.filter((c) => rankOf(c) === r)).toHaveLength(8);
    }
  });
  it('deals 54 cards (6,6,6,6,5,…) with one face up each and 50 in the stock', () => {
    const s = deal(2, 42);
    expect(s.cols.map((c) => c.down.length + c.up.length)).toEqual([6, 6, 6, 6, 5, 5, 5, 5, 5, 5]);
    expect(s.cols.every((c) => c.up.length === 1)).toBe(true);
    expect(s.stock).toHaveLength(50);
    const all = [...s.stock, ...s.cols.flatMap((c) => [...c.down, ...c.up])];
    expect(new Set(all).size).toBe(104);
    expect(s.score).toBe(START_SCORE);
    expect(deal(2, 42)).toEqual(s);
    expect(deal(2, 43)).not.toEqual(s);
  });
});

describe('spider moves', () => {
  it('recognises same-suit runs only', () => {
    const P = builder();
    expect(isRun(['9S', '8S', '7S'].map(P))).toBe(true);
    expect(isRun(['9S', '8H', '7S'].map(P))).toBe(false);
    expect(isRun(['9S', '7S'].map(P))).toBe(false);
    expect(isRun([])).toBe(false);
  });
  it('lifts only the same-suit tail of a column', () => {
    const s = position([[['KD'], ['10H', '9S', '8S', '7S']]]);
    expect(movableCount(s.cols[0]!)).toBe(3);
    expect(movableCount(position([]).cols[0]!)).toBe(0);
  });
  it('a run goes onto any card one rank higher or into an empty column', () => {
    const s = position([
      [['KD'], ['10H', '9S', '8S', '7S']],
      [[], ['9D']],
      [[], ['10C']],
      [[], ['8H']],
    ]);
    expect(canMove(s, 0, 3, 1)).toBe(true); // 7S on 8H
    expect(canMove(s, 0, 1, 2)).toBe(true); // 8S 7S on 9D, any suit
    expect(canMove(s, 0, 2, 3)).toBe(true); // 9S 8S 7S on 10C
    expect(canMove(s, 0, 2, 4)).toBe(false); // 10H breaks the suit
    expect(canMove(s, 0, 1, 1)).toBe(false); // 7 on 9
    expect(canMove(s, 0, 5, 4)).toBe(false); // still not a run, even to an empty column
    expect(canMove(s, 0, 5, 3)).toBe(true);
    expect(canMove(s, 0, 0, 1)).toBe(false);
    expect(canMove(s, 5, 0, 1)).toBe(false); // nothing to move
  });
  it('moving turns up the next face-down card and costs a point', () => {
    const s = position([[['KD'], ['7S']], [[], ['8H']]]);
    const r = apply(s, { type: 'move', from: 0, to: 1, count: 1 })!;
    expect(r.state.cols[0]!.up.map(rankOf)).toEqual([12]);
    expect(r.state.cols[0]!.down).toEqual([]);
    expect(r.state.cols[1]!.up.map(rankOf)).toEqual([7, 6]);
    expect(r.state.score).toBe(START_SCORE - 1);
    expect(r.state.moves).toBe(1);
    // The original is untouched.
    expect(s.cols[0]!.up.map(rankOf)).toEqual([6]);
    expect(apply(s, { type: 'move', from: 1, to: 0, count: 1 })).toBeNull();
  });
  it('dealing puts one card on every column and is refused with an empty column', () => {
    const cols = Array.from({ length: COLUMNS }, (_, i) => [[], [`${RANKS[i]}H`]] as [string[], string[]]);
    const s = position(cols, filler(20));
    expect(canDeal(s)).toBe(true);
    const r = apply(s, { type: 'deal' })!;
    expect(r.state.stock).toHaveLength(10);
    expect(r.state.cols.every((c) => c.up.length === 2)).toBe(true);
    // The last stock card goes to the first column.
    expect(r.state.cols[0]!.up[1]).toBe(s.stock[s.stock.length - 1]);
    const gap = position(cols.map((c, i) => (i === 4 ? [[], []] : c)) as [string[], string[]][], filler(10));
    expect(canDeal(gap)).toBe(false);
    expect(apply(gap, { type: 'deal' })).toBeNull();
    expect(canDeal(position(cols, []))).toBe(false);
  });
});

describe('completed runs', () => {
  it('a king-to-ace run of one suit leaves the table and scores', () => {
    const s = position([[['5D'], seq('H', 13, 2)], [[], ['AH']]]);
    const r = apply(s, { type: 'move', from: 1, to: 0, count: 1 })!;
    expect(r.completed).toEqual([0]);
    expect(r.state.done).toHaveLength(1);
    expect(r.state.done[0]!.map(rankOf)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(r.state.cols[0]!.up.map(rankOf)).toEqual([4]); // the 5D turned up
    expect(r.state.score).toBe(START_SCORE - 1 + RUN_POINTS);
  });
  it('a mixed-suit king-to-ace stack stays', () => {
    const up = seq('H', 13, 2);
    up[5] = '8S';
    const s = position([[[], up], [[], ['AH']]]);
    const r = apply(s, { type: 'move', from: 1, to: 0, count: 1 })!;
    expect(r.completed).toEqual([]);
    expect(r.state.cols[0]!.up).toHaveLength(13);
  });
  it('a run is collected from the bottom only and can complete after a deal', () => {
    const s = position([[[], ['3C', ...seq('S', 13, 2)]]]);
    expect(collectRun(clone(s), 0)).toBe(-1);
    const cols = Array.from({ length: COLUMNS }, (_, i) => (i === 0 ? [[], seq('S', 13, 2)] : [[], ['5D']]) as [string[], string[]]);
    const dealt = apply(position(cols, [...filler(9), 'AS']), { type: 'deal' })!;
    expect(dealt.completed).toEqual([0]);
    expect(dealt.state.done).toHaveLength(1);
    expect(dealt.state.cols[0]!.up).toEqual([]);
  });
  it('the deal is won with eight runs home', () => {
    const s = position([]);
    expect(isWon(s)).toBe(false);
    s.done = Array.from({ length: 8 }, () => []);
    expect(isWon(s)).toBe(true);
  });
});

describe('hints, tap targets and undo', () => {
  it('every listed move is legal and applies', () => {
    const s = deal(4, 5);
    const moves = legalMoves(s);
    expect(moves.some((m) => m.type === 'deal')).toBe(true);
    for (const m of moves) expect(apply(s, m)).not.toBeNull();
  });
  it('prefers turning up a card and same-suit builds; pointless shuffles are worth nothing', () => {
    const s = position([
      [['KD'], ['6S']],
      [[], ['7H']],
      [[], ['7S']],
      [[], ['9C', '8H', '7C']],
      [[], ['8S']],
    ]);
    // 6S onto 7S (same suit, reveals KD) beats 6S onto 7H.
    expect(moveValue(s, { from: 0, to: 2, count: 1 })).toBeGreaterThan(moveValue(s, { from: 0, to: 1, count: 1 }));
    expect(hint(s)).toEqual({ type: 'move', from: 0, to: 2, count: 1 });
    // 7C only swaps one eight of another suit (8H) for another (8S).
    expect(moveValue(s, { from: 3, to: 4, count: 1 })).toBeLessThanOrEqual(0);
    // Carrying a whole column into an empty one achieves nothing.
    expect(moveValue(s, { from: 1, to: 7, count: 1 })).toBe(0);
  });
  it('hints a deal when no move helps, a filler when a gap blocks the deal, and null when stuck', () => {
    const cols = Array.from({ length: COLUMNS }, (_, i) => [[], [`${RANKS[(i % 5) * 2]}D`]] as [string[], string[]]);
    expect(hint(position(cols, filler(10)))).toEqual({ type: 'deal' });
    expect(hint(position(cols, []))).toBeNull();
    const gap = position([[[], ['5D', '9C']], [[], ['QH']]], filler(10));
    const h = hint(gap);
    expect(h?.type).toBe('move');
    expect(apply(gap, h!)).not.toBeNull();
    expect(hint(position([[[], ['5D', '9C']], [[], ['QH']]], []))).toBeNull();
  });
  it('never hints back to a position already seen, so following the hints always ends', () => {
    const s = position([[[], ['KC', '6S']], [[], ['7H']], [[], ['7S']]], filler(10));
    const first = hint(s)!;
    expect(first).toEqual({ type: 'move', from: 0, to: 2, count: 1 });
    const seen = new Set([positionKey(s), positionKey(apply(s, first)!.state)]);
    expect(hint(s, seen)).not.toEqual(first);
    // Column order and identical copies do not make a position new.
    const a = position([[[], ['KC']], [[], ['7H']]]);
    const b = position([[[], ['7H']], [[], []], [[], ['KC']]]);
    expect(positionKey(a)).toBe(positionKey(b));
    let cleared = 0;
    for (let seed = 1; seed <= 8; seed++) {
      let st = deal(1, seed);
      const visited = new Set([positionKey(st)]);
      let steps = 0;
      for (; steps < 2000; steps++) {
        const h = hint(st, visited);
        if (!h) break;
        const r = apply(st, h);
        expect(r).not.toBeNull();
        st = r!.state;
        visited.add(positionKey(st));
        if (isWon(st)) break;
      }
      expect(steps).toBeLessThan(2000);
      cleared += st.done.length;
    }
    // Plain hint-following already finishes several one-suit runs.
    expect(cleared).toBeGreaterThanOrEqual(10);
  });
  it('a tap sends a run to a same-suit card before another suit, and to an empty column last', () => {
    const s = position([
      [[], ['KC', '6S']],
      [[], ['7H']],
      [[], ['JD']],
      [[], ['7S']],
      [[], ['QD']],
    ]);
    expect(bestTarget(s, 0, 1)).toBe(3);
    const t = position([[[], ['KC', '6S']], [[], ['JD']], [[], ['7H']]]);
    expect(bestTarget(t, 0, 1)).toBe(2);
    const u = position([[[], ['KC', '6S']], [[], ['JD']]]);
    expect(bestTarget(u, 0, 1)).toBe(2);
    expect(bestTarget(u, 1, 1)).toBe(2);
    const full = position(Array.from({ length: COLUMNS }, () => [[], ['5D']] as [string[], string[]]));
    expect(bestTarget(full, 0, 1)).toBe(-1);
  });
  it('undo restores the position, charges a point and cannot gain from a completed run', () => {
    const ses = newSession(position([[['5D'], seq('H', 13, 2)], [['9C'], ['AH']]]));
    const start = clone(ses.state);
    expect(act(ses, { type: 'move', from: 1, to: 0, count: 1 })!.completed).toEqual([0]);
    expect(ses.state.score).toBe(START_SCORE + 99);
    expect(undo(ses)).toBe(true);
    expect(ses.state.cols).toEqual(start.cols);
    expect(ses.state.done).toEqual([]);
    expect(ses.state.score).toBe(START_SCORE - 1);
    expect(ses.state.moves).toBe(2);
    expect(undo(ses)).toBe(false);
    expect(act(ses, { type: 'move', from: 0, to: 1, count: 3 })).toBeNull();
  });
  it('level bonus and deal numbers', () => {
    expect(clearBonus(2, 4)).toBeGreaterThan(clearBonus(2, 1));
    expect(clearBonus(3, 2)).toBeGreaterThan(clearBonus(2, 2));
    expect(dealSeed(10, 1)).not.toBe(dealSeed(10, 2));
    expect(dealSeed(10, 2)).toBe(dealSeed(10, 2));
  });
});
