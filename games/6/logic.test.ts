import { createBoard, flip, settle, isCleared, matchPoints, levelBonus, LEVELS, SYMBOLS, pairCount, shuffle, type Board } from './logic.js';
import { seededRandom } from '../kit/kit.js';

/** Index of the partner of card i. */
const partner = (b: Board, i: number) => b.cards.findIndex((c, k) => k !== i && c.sym === b.cards[i]!.sym);
/** Index of some card whose symbol differs from card i. */
const stranger = (b: Board, i: number) => b.cards.findIndex((c) => c.sym !== b.cards[i]!.sym);

describe('memory board', () => {
  it('deals every symbol exactly twice and grows with the level', () => {
    LEVELS.forEach((L, lv) => {
      const b = createBoard(lv, seededRandom(lv + 1));
      expect(b.cards).toHaveLength(L.cols * L.rows);
      const counts = new Map<number, number>();
      for (const c of b.cards) counts.set(c.sym, (counts.get(c.sym) ?? 0) + 1);
      expect([...counts.values()].every((n) => n === 2)).toBe(true);
      expect(counts.size).toBe(pairCount(b));
      expect(Math.max(...counts.keys())).toBeLessThan(SYMBOLS);
      expect(b.cards.every((c) => c.state === 'down')).toBe(true);
    });
    expect(LEVELS.map((L) => L.cols * L.rows)).toEqual([...LEVELS.map((L) => L.cols * L.rows)].sort((a, b) => a - b));
  });
  it('shuffles without losing cards', () => {
    expect(shuffle([1, 2, 3, 4, 5], seededRandom(3)).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('memory matching rules', () => {
  it('a matching pair stays face up and counts one move', () => {
    const b = createBoard(0, seededRandom(7));
    expect(flip(b, 0)).toBe('first');
    expect(b.cards[0]!.state).toBe('up');
    expect(flip(b, partner(b, 0))).toBe('match');
    expect(b.cards[0]!.state).toBe('matched');
    expect(b.cards[partner(b, 0)]!.state).toBe('matched');
    expect(b).toMatchObject({ moves: 1, matches: 1, combo: 1, first: -1 });
  });
  it('a miss leaves both visible until settled or the next flip, and breaks the combo', () => {
    const b = createBoard(1, seededRandom(8));
    flip(b, 0);
    flip(b, partner(b, 0));
    const a = partner(b, 0) === 1 ? 2 : 1;
    const s = stranger(b, a);
    const other = b.cards.findIndex((c, k) => k !== a && c.state === 'down' && c.sym !== b.cards[a]!.sym);
    expect(s).toBeGreaterThanOrEqual(0);
    flip(b, a);
    expect(flip(b, other)).toBe('miss');
    expect(b.combo).toBe(0);
    expect(b.pending).toEqual([a, other]);
    expect(b.cards[a]!.state).toBe('up');
    // The next flip turns the missed pair back first.
    const third = b.cards.findIndex((c, k) => c.state === 'down' && k !== a && k !== other);
    expect(flip(b, third)).toBe('first');
    expect(b.cards[a]!.state).toBe('down');
    expect(b.cards[other]!.state).toBe('down');
    expect(b.pending).toEqual([]);
    expect(b.moves).toBe(2);
  });
  it('ignores flips of face-up or matched cards and of unknown indexes', () => {
    const b = createBoard(0, seededRandom(9));
    flip(b, 0);
    expect(flip(b, 0)).toBe('ignored');
    expect(b.moves).toBe(0);
    flip(b, partner(b, 0));
    expect(flip(b, 0)).toBe('ignored');
    expect(flip(b, 99)).toBe('ignored');
    expect(b.moves).toBe(1);
  });
  it('tapping a shown missed card just turns the pair back', () => {
    const b = createBoard(0, seededRandom(2));
    const other = stranger(b, 0);
    flip(b, 0);
    expect(flip(b, other)).toBe('miss');
    expect(flip(b, 0)).toBe('ignored');
    expect(b.cards[0]!.state).toBe('down');
    settle(b);
    expect(b.pending).toEqual([]);
  });
  it('clearing every pair ends the level', () => {
    const b = createBoard(2, seededRandom(4));
    for (let i = 0; i < b.cards.length; i++) {
      if (b.cards[i]!.state !== 'down') continue;
      flip(b, i);
      flip(b, partner(b, i));
    }
    expect(isCleared(b)).toBe(true);
    expect(b).toMatchObject({ moves: pairCount(b), matches: pairCount(b), combo: pairCount(b) });
  });
});

describe('memory scoring', () => {
  it('rewards streaks, few moves and speed', () => {
    expect(matchPoints(1)).toBe(50);
    expect(matchPoints(3)).toBeGreaterThan(matchPoints(2));
    expect(matchPoints(50)).toBe(matchPoints(7));
    expect(levelBonus(6, 6, 10)).toBeGreaterThan(levelBonus(6, 12, 10));
    expect(levelBonus(6, 6, 10)).toBeGreaterThan(levelBonus(6, 6, 25));
    expect(levelBonus(6, 100, 1000)).toBe(0);
  });
});
