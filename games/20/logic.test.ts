import {
  deal, dealDeck, apply, canMove, clone, cardCount, parseCard as P, cardName, rankOf, isRed, legalMoves, hint,
  canAutoComplete, autoStep, isWon, isStuck, allFaceUp, newSession, act, undo, dealForLevel, levelSettings,
  dealDifficulty, timeBonus, rng, POINTS, type State,
} from './logic.js';

/** A hand-built position; unspecified piles are empty. */
function position(p: Partial<{ stock: string[]; waste: string[]; foundations: number[]; tableau: [string[], string[]][]; draw: 1 | 3; maxPasses: number; score: number }>): State {
  const tableau = Array.from({ length: 7 }, (_, i) => {
    const [down, up] = p.tableau?.[i] ?? [[], []];
    return { down: down.map(P), up: up.map(P) };
  });
  // foundations given as the number of cards already home per suit (A upwards).
  const foundations = [0, 1, 2, 3].map((suit) => Array.from({ length: p.foundations?.[suit] ?? 0 }, (_, r) => suit * 13 + r));
  return {
    stock: (p.stock ?? []).map(P), waste: (p.waste ?? []).map(P), foundations, tableau,
    draw: p.draw ?? 1, passes: 0, maxPasses: p.maxPasses ?? -1, score: p.score ?? 0, moves: 0,
  };
}

describe('klondike deal', () => {
  it('lays out 28 tableau cards with 7 face-up tops and 24 in the stock', () => {
    const s = deal(12345);
    expect(s.tableau.map((c) => c.down.length)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(s.tableau.map((c) => c.up.length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(s.tableau.reduce((n, c) => n + c.down.length + c.up.length, 0)).toBe(28);
    expect(s.stock).toHaveLength(24);
    expect(s.waste).toHaveLength(0);
    expect(new Set([...s.stock, ...s.tableau.flatMap((c) => [...c.down, ...c.up])]).size).toBe(52);
    expect(s.score).toBe(0);
  });
  it('is deterministic per seed', () => {
    expect(deal(7)).toEqual(deal(7));
    expect(deal(7)).not.toEqual(deal(8));
  });
  it('deals from the top of the deck row by row', () => {
    const deck = Array.from({ length: 52 }, (_, i) => i);
    const s = dealDeck(deck);
    expect(s.tableau[0]!.up).toEqual([51]);
    expect(s.tableau[1]!.down).toEqual([50]);
    expect(s.tableau[1]!.up).toEqual([44]);
    expect(s.stock).toEqual(deck.slice(0, 24));
  });
  it('names cards', () => {
    expect(cardName(P('10H'))).toBe('10H');
    expect(rankOf(P('QS'))).toBe(12);
    expect(isRed(P('5D'))).toBe(true);
    expect(isRed(P('5C'))).toBe(false);
  });
});

describe('klondike tableau moves', () => {
  const s = position({
    tableau: [
      [['2C'], ['9S']],
      [[], ['8H']],
      [[], ['8C']],
      [[], []],
      [['4D'], ['KD', 'QS', 'JH']],
      [[], ['10H', '9C', '8D']],
      [[], ['QH']],
    ],
    waste: ['KS'],
  });
  it('accepts a lower card of the other colour', () => {
    expect(canMove(s, 't1', 't0', 1)).toBe(true); // 8♥ on 9♠
  });
  it('rejects the same colour, wrong rank or face-down cards', () => {
    expect(canMove(s, 't2', 't0', 1)).toBe(false); // 8♣ on 9♠
    expect(canMove(s, 't6', 't0', 1)).toBe(false); // Q♥ on 9♠
    expect(canMove(s, 't0', 't6', 2)).toBe(false); // face-down 2♣ cannot be lifted
  });
  it('only lets a king (or a run headed by a king) into an empty column', () => {
    expect(canMove(s, 't6', 't3', 1)).toBe(false);
    expect(canMove(s, 'w', 't3', 1)).toBe(true);
    expect(canMove(s, 't4', 't3', 3)).toBe(true);
    expect(canMove(s, 't4', 't3', 2)).toBe(false);
  });
  it('moves a whole run and turns the uncovered card face up for +5', () => {
    const r = apply(s, { type: 'move', from: 't4', to: 't3', count: 3 })!;
    expect(r.flipped).toBe(true);
    expect(r.points).toBe(POINTS.flip);
    expect(r.state.tableau[3]!.up.map(cardName)).toEqual(['KD', 'QS', 'JH']);
    expect(r.state.tableau[4]).toEqual({ down: [], up: [P('4D')] });
    expect(cardCount(r.state)).toBe(cardCount(s));
    // The input is left untouched.
    expect(s.tableau[4]!.up).toHaveLength(3);
  });
  it('moves part of a run onto a matching card', () => {
    expect(canMove(s, 't5', 't0', 2)).toBe(false); // 9♣ on 9♠
    const q = position({ tableau: [[[], ['10S']], [[], ['JD', '10C', '9H']]] });
    expect(canMove(q, 't1', 't0', 1)).toBe(true);
    expect(canMove(q, 't1', 't0', 2)).toBe(false);
    const r = apply(q, { type: 'move', from: 't1', to: 't0', count: 1 })!;
    expect(r.state.tableau[0]!.up.map(cardName)).toEqual(['10S', '9H']);
    expect(r.points).toBe(0);
  });
  it('scores +5 for waste to tableau and rejects illegal actions with null', () => {
    const r = apply(s, { type: 'move', from: 'w', to: 't3', count: 1 })!;
    expect(r.points).toBe(POINTS.wasteToTableau);
    expect(r.state.waste).toEqual([]);
    expect(apply(s, { type: 'move', from: 't6', to: 't0', count: 1 })).toBeNull();
    expect(apply(s, { type: 'move', from: 'w', to: 't3', count: 2 })).toBeNull();
  });
});

describe('klondike foundations', () => {
  it('starts with an ace and builds up in the same suit', () => {
    const s = position({ tableau: [[[], ['AH']], [[], ['2H']], [[], ['2S']], [['5C'], ['3H']]], foundations: [0, 0, 0, 0] });
    expect(canMove(s, 't1', 'f1', 1)).toBe(false); // no 2 before the ace
    expect(canMove(s, 't0', 'f0', 1)).toBe(false); // ♥ ace does not go on the ♠ pile
    expect(canMove(s, 't0', 'f1', 1)).toBe(true);
    const a = apply(s, { type: 'move', from: 't0', to: 'f1', count: 1 })!;
    expect(a.points).toBe(POINTS.toFoundation);
    expect(a.toFoundation).toBe(true);
    expect(canMove(a.state, 't2', 'f0', 1)).toBe(false); // 2♠ needs A♠
    expect(canMove(a.state, 't1', 'f1', 1)).toBe(true);
    const b = apply(a.state, { type: 'move', from: 't1', to: 'f1', count: 1 })!;
    // 3♥ home uncovers 5♣: +10 +5.
    const c = apply(b.state, { type: 'move', from: 't3', to: 'f1', count: 1 })!;
    expect(c.points).toBe(15);
    expect(c.state.foundations[1]!.map(cardName)).toEqual(['AH', '2H', '3H']);
    expect(c.state.score).toBe(35);
  });
  it('sends a card to its own suit pile whichever foundation it was dropped on', () => {
    const s = position({ waste: ['AD'] });
    const r = apply(s, { type: 'move', from: 'w', to: 'f0', count: 1 })!;
    expect(r.state.foundations[2]!.map(cardName)).toEqual(['AD']);
  });
  it('takes only single cards, and a card back from a foundation costs 15', () => {
    const s = position({ foundations: [4, 0, 0, 0], tableau: [[[], ['5H']], [[], ['3S', '2H']]], score: 40 });
    expect(canMove(s, 't1', 'f0', 2)).toBe(false);
    const r = apply(s, { type: 'move', from: 'f0', to: 't0', count: 1 })!;
    expect(r.state.tableau[0]!.up.map(cardName)).toEqual(['5H', '4S']);
    expect(r.points).toBe(POINTS.fromFoundation);
    expect(r.state.score).toBe(25);
  });
});

describe('klondike stock', () => {
  it('draw 1 turns one card; recycling costs 100 (never below 0)', () => {
    let s = position({ stock: ['2C', '7H'], draw: 1, score: 150 });
    s = apply(s, { type: 'draw' })!.state;
    expect(s.waste.map(cardName)).toEqual(['7H']);
    s = apply(s, { type: 'draw' })!.state;
    expect(s.waste.map(cardName)).toEqual(['7H', '2C']);
    expect(s.stock).toEqual([]);
    const r = apply(s, { type: 'draw' })!;
    expect(r.recycled).toBe(true);
    expect(r.state.stock.map(cardName)).toEqual(['2C', '7H']);
    expect(r.state.score).toBe(50);
    expect(r.state.passes).toBe(1);
    const r2 = apply(apply(apply(r.state, { type: 'draw' })!.state, { type: 'draw' })!.state, { type: 'draw' })!;
    expect(r2.state.score).toBe(0);
  });
  it('draw 3 turns three at a time (fewer at the end) and recycles in the same order', () => {
    const names = ['AS', '2S', '3S', '4S', '5S', '6S', '7S'];
    let s = position({ stock: names, draw: 3, score: 100 });
    s = apply(s, { type: 'draw' })!.state;
    expect(s.waste.map(cardName)).toEqual(['7S', '6S', '5S']);
    s = apply(s, { type: 'draw' })!.state;
    expect(s.waste.map(cardName)).toEqual(['7S', '6S', '5S', '4S', '3S', '2S']);
    s = apply(s, { type: 'draw' })!.state;
    expect(s.waste).toHaveLength(7);
    expect(s.stock).toHaveLength(0);
    const r = apply(s, { type: 'draw' })!;
    expect(r.recycled).toBe(true);
    expect(r.state.stock.map(cardName)).toEqual(names);
    expect(r.state.score).toBe(100 + POINTS.recycle3);
    // The next draw turns the same three as the first pass did.
    expect(apply(r.state, { type: 'draw' })!.state.waste.map(cardName)).toEqual(['7S', '6S', '5S']);
  });
  it('only the top waste card can be played in draw 3', () => {
    const s = position({ waste: ['AS', 'AH', '5C'], draw: 3 });
    expect(canMove(s, 'w', 'f0', 1)).toBe(false);
    expect(legalMoves(s).some((m) => m.from === 'w')).toBe(false);
  });
  it('limits passes through the stock when asked', () => {
    let s = position({ stock: ['9C'], draw: 3, maxPasses: 1 });
    s = apply(s, { type: 'draw' })!.state;
    s = apply(s, { type: 'draw' })!.state; // first recycle
    s = apply(s, { type: 'draw' })!.state;
    expect(apply(s, { type: 'draw' })).toBeNull();
    expect(apply(position({}), { type: 'draw' })).toBeNull();
  });
});

describe('klondike undo', () => {
  it('restores the exact earlier state, score included', () => {
    const ses = newSession(deal(99));
    const snapshots: string[] = [JSON.stringify(ses.state)];
    let done = 0;
    for (let i = 0; i < 40 && done < 12; i++) {
      const h = hint(ses.state);
      if (!h) break;
      act(ses, h);
      snapshots.push(JSON.stringify(ses.state));
      done++;
    }
    expect(done).toBeGreaterThan(5);
    for (let i = snapshots.length - 2; i >= 0; i--) {
      expect(undo(ses)).toBe(true);
      expect(JSON.stringify(ses.state)).toBe(snapshots[i]);
    }
    expect(undo(ses)).toBe(false);
  });
  it('does not record illegal actions', () => {
    const ses = newSession(deal(3));
    expect(act(ses, { type: 'move', from: 't0', to: 't0', count: 1 })).toBeNull();
    expect(ses.history).toHaveLength(0);
  });
});

describe('klondike end of game', () => {
  /** All four suits home except the given top cards, which sit face up in the tableau. */
  const nearlyDone = () => position({
    foundations: [11, 11, 12, 12],
    tableau: [[[], ['KS', 'QH']], [[], ['KH', 'QS']], [[], ['KD']], [[], ['KC']]],
  });
  it('detects when auto-complete can finish the game', () => {
    const s = nearlyDone();
    expect(allFaceUp(s)).toBe(true);
    expect(canAutoComplete(s)).toBe(true);
    expect(canAutoComplete(deal(5))).toBe(false);
    const hidden = clone(s);
    hidden.tableau[4] = { down: [P('KC')], up: [] };
    hidden.tableau[3] = { down: [], up: [] };
    expect(canAutoComplete(hidden)).toBe(false);
  });
  it('auto steps play lowest cards home first and end in a win', () => {
    let s = nearlyDone();
    expect(autoStep(s)).toMatchObject({ type: 'move', to: 'f1' });
    let steps = 0;
    for (let a = autoStep(s); a; a = autoStep(s)) { s = apply(s, a)!.state; steps++; }
    expect(steps).toBe(6);
    expect(isWon(s)).toBe(true);
    expect(s.score).toBe(60);
    expect(canAutoComplete(s)).toBe(false);
  });
  it('auto-complete draws from the stock when needed', () => {
    const s = position({ foundations: [12, 12, 13, 13], stock: ['KS'], waste: ['KH'], draw: 3 });
    expect(canAutoComplete(s)).toBe(true);
  });
  it('win needs all 52 cards home', () => {
    expect(isWon(position({ foundations: [13, 13, 13, 13] }))).toBe(true);
    expect(isWon(position({ foundations: [13, 13, 13, 12] }))).toBe(false);
  });
  it('detects a dead position', () => {
    const dead = position({ tableau: [[['AS'], ['5H']], [['AH'], ['5D']]], stock: ['9C'] });
    expect(isStuck(dead)).toBe(true);
    expect(isStuck(deal(5))).toBe(false);
  });
});

describe('klondike hints, scoring and levels', () => {
  it('prefers sending a card home that uncovers a hidden card', () => {
    const s = position({ tableau: [[[], ['9S']], [['KC'], ['AD']], [[], ['8H']]], waste: ['8D'] });
    expect(hint(s)).toEqual({ type: 'move', from: 't1', to: 'f2', count: 1 });
    const m = legalMoves(s);
    expect(m).toContainEqual(expect.objectContaining({ from: 'w', to: 't0', count: 1 }));
    expect(m).toContainEqual(expect.objectContaining({ from: 't2', to: 't0', count: 1 }));
  });
  it('suggests drawing when nothing else helps', () => {
    expect(hint(position({ stock: ['4C'] }))).toEqual({ type: 'draw' });
    expect(hint(position({}))).toBeNull();
  });
  it('rewards fast wins with a time bonus', () => {
    expect(timeBonus(10)).toBe(timeBonus(30));
    expect(timeBonus(100)).toBe(7000);
    expect(timeBonus(200)).toBeLessThan(timeBonus(100));
  });
  it('raises difficulty with the level: draw 3, harder deals, then limited passes', () => {
    expect(levelSettings(1, 1)).toMatchObject({ draw: 1, maxPasses: -1, pick: 'easiest' });
    expect(levelSettings(2, 1).draw).toBe(3);
    expect(levelSettings(2, 3).pick).toBe('median');
    expect(levelSettings(5, 1)).toMatchObject({ draw: 3, maxPasses: 3, pick: 'hardest' });
    const easy = dealForLevel(rng(1), 1, 1);
    const hard = dealForLevel(rng(1), 6, 1);
    expect(easy.state.draw).toBe(1);
    expect(hard.state.draw).toBe(3);
    expect(hard.difficulty).toBeGreaterThan(easy.difficulty);
    expect(dealDifficulty(hard.state)).toBe(hard.difficulty);
    expect(cardCount(hard.state)).toBe(52);
  });
});
