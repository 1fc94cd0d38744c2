import {
  newTokens, trackSquare, target, legalMoves, moveToken, hasWon, rollOutcome, threats, chooseToken, aiSkill, movePoints,
  homeCount, START, SAFE, YARD, HOME, SEATS, TOKENS,
} from './logic.js';

const seeded = (seed: number) => () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
const CAREFUL = { random: 0, careful: true };
const CARELESS = { random: 0, careful: false };
/** Progress of seat s standing on track square sq. */
const at = (s: number, sq: number) => (sq - START[s]! + 52) % 52;
/** Tokens with the given rows; missing seats stay in the yard. */
const position = (rows: Record<number, number[]>) => {
  const t = newTokens();
  for (const [s, row] of Object.entries(rows)) t[Number(s)] = row.concat(new Array(4 - row.length).fill(YARD));
  return t;
};

describe('ludo board', () => {
  it('spaces the four starts a quarter of the track apart, with stars eight squares on', () => {
    expect(START).toEqual([40, 1, 14, 27]);
    for (let s = 0; s < 4; s++) {
      expect(trackSquare(s, 0)).toBe(START[s]);
      expect(SAFE.has(START[s]!)).toBe(true);
      expect(SAFE.has((START[s]! + 8) % 52)).toBe(true);
      // The last square before the home column is two behind the start.
      expect(trackSquare(s, 50)).toBe((START[s]! + 50) % 52);
      expect(trackSquare(s, 51)).toBe(-1);
      expect(trackSquare(s, YARD)).toBe(-1);
    }
    expect(SAFE.size).toBe(8);
  });
});

describe('ludo moves', () => {
  it('needs a six to leave the yard, onto the start square', () => {
    const t = newTokens();
    for (let roll = 1; roll <= 5; roll++) expect(legalMoves(t, 0, roll)).toEqual([]);
    expect(legalMoves(t, 0, 6)).toEqual([0, 1, 2, 3]);
    const r = moveToken(t, 0, 2, 6);
    expect(r.entered).toBe(true);
    expect(r.tokens[0]).toEqual([YARD, YARD, 0, YARD]);
    expect(trackSquare(0, r.to)).toBe(40);
    expect(() => moveToken(t, 0, 0, 5)).toThrow();
  });

  it('walks into the home column and needs the exact roll to finish', () => {
    expect(target(48, 4)).toBe(52);
    expect(target(53, 3)).toBe(HOME);
    expect(target(53, 4)).toBeNull();
    expect(target(HOME, 1)).toBeNull();
    const t = position({ 0: [53, HOME, 10] });
    expect(legalMoves(t, 0, 4)).toEqual([2]);
    expect(legalMoves(t, 0, 3)).toEqual([0, 2]);
    const r = moveToken(t, 0, 0, 3);
    expect(r.finished).toBe(true);
    expect(homeCount(r.tokens, 0)).toBe(2);
    expect(hasWon(r.tokens, 0)).toBe(false);
    expect(hasWon(position({ 0: [HOME, HOME, HOME, HOME] }), 0)).toBe(true);
  });

  it('captures opposing tokens on an ordinary square', () => {
    const t = position({ 0: [5], 1: [at(1, 47), at(1, 47)], 2: [at(2, 30)] });
    const r = moveToken(t, 0, 0, 2);
    expect(trackSquare(0, r.to)).toBe(47);
    expect(r.captured).toEqual([{ seat: 1, token: 0, progress: at(1, 47) }, { seat: 1, token: 1, progress: at(1, 47) }]);
    expect(r.tokens[1]).toEqual([YARD, YARD, YARD, YARD]);
    expect(r.tokens[2]![0]).toBe(at(2, 30));
    // The input position is left untouched.
    expect(t[1]![0]).toBe(at(1, 47));
  });

  it('never captures on safe squares, nor in a home column, nor its own tokens', () => {
    const star = moveToken(position({ 0: [5], 1: [at(1, 48)] }), 0, 0, 3);
    expect(trackSquare(0, star.to)).toBe(48);
    expect(star.captured).toEqual([]);
    expect(star.tokens[1]![0]).toBe(at(1, 48));
    const start = moveToken(position({ 0: [YARD], 3: [at(3, 40)] }), 0, 0, 6);
    expect(start.captured).toEqual([]);
    const own = moveToken(position({ 0: [5, 7] }), 0, 0, 2);
    expect(own.tokens[0]!.slice(0, 2)).toEqual([7, 7]);
    const column = moveToken(position({ 0: [49], 1: [at(1, 40)] }), 0, 0, 3);
    expect(column.to).toBe(52);
    expect(column.captured).toEqual([]);
  });

  it('gives another roll on a six and forfeits the third six in a row', () => {
    expect(rollOutcome(6, 0)).toEqual({ sixes: 1, forfeit: false, again: true });
    expect(rollOutcome(6, 1)).toEqual({ sixes: 2, forfeit: false, again: true });
    expect(rollOutcome(6, 2)).toEqual({ sixes: 3, forfeit: true, again: false });
    expect(rollOutcome(4, 2)).toEqual({ sixes: 0, forfeit: false, again: false });
  });

  it('scores the player’s moves', () => {
    expect(movePoints(moveToken(newTokens(), 0, 0, 6))).toBe(10);
    expect(movePoints(moveToken(position({ 0: [5], 1: [at(1, 47)] }), 0, 0, 2))).toBe(2 + 50);
    expect(movePoints(moveToken(position({ 0: [52] }), 0, 0, 4))).toBe(4 + 100);
  });
});

describe('ludo AI', () => {
  it('counts only opponents that can still reach a square', () => {
    expect(threats(position({ 1: [at(1, 44)] }), 0, 47)).toBe(1);
    expect(threats(position({ 1: [at(1, 44)] }), 0, 48)).toBe(0);
    expect(threats(position({ 1: [at(1, 40)] }), 0, 47)).toBe(0);
    // Green (seat 1) turns into its home column after square 51: a token of red on square 2 is out of its reach.
    expect(threats(position({ 1: [at(1, 50)] }), 0, 2)).toBe(0);
    expect(threats(position({ 2: [at(2, 50)] }), 0, 2)).toBe(1);
  });

  it('captures, enters on a six and finishes when it can', () => {
    const cap = position({ 0: [20, 5], 1: [at(1, 47)] });
    for (const skill of [CAREFUL, CARELESS]) expect(chooseToken(cap, 0, 2, skill)).toBe(1);
    for (const skill of [CAREFUL, CARELESS]) expect(chooseToken(position({ 0: [10] }), 0, 6, skill)).toBe(1);
    for (const skill of [CAREFUL, CARELESS]) expect(chooseToken(position({ 0: [10, 53] }), 0, 3, skill)).toBe(1);
  });

  it('a careful AI does not stop right in front of an opponent', () => {
    const t = position({ 0: [30, 20], 1: [at(1, 19)] });
    expect(chooseToken(t, 0, 3, CARELESS)).toBe(0);
    expect(chooseToken(t, 0, 3, CAREFUL)).toBe(1);
  });

  it('plays whole games with only legal moves until someone wins', () => {
    const rand = seeded(9);
    let captures = 0;
    const winners = new Set<number>();
    let illegal = 0;
    let outOfRange = 0;
    for (let game = 0; game < 8; game++) {
      let t = newTokens();
      let seat = game % SEATS;
      let won = -1;
      for (let turn = 0; turn < 4000 && won < 0; turn++) {
        let sixes = 0;
        for (;;) {
          const roll = 1 + Math.floor(rand() * 6);
          const o = rollOutcome(roll, sixes);
          sixes = o.sixes;
          if (o.forfeit) break;
          const skill = aiSkill(1 + ((seat + game) % 4));
          const tok = chooseToken(t, seat, roll, skill, rand);
          const legal = legalMoves(t, seat, roll);
          if (!legal.length) { if (tok !== -1) illegal++; } else {
            if (!legal.includes(tok)) illegal++;
            const r = moveToken(t, seat, tok, roll);
            captures += r.captured.length;
            t = r.tokens;
            for (const row of t) for (const p of row) if (!(p >= YARD && p <= HOME)) outOfRange++;
            if (hasWon(t, seat)) { won = seat; break; }
          }
          if (!o.again) break;
        }
        seat = (seat + 1) % SEATS;
      }
      expect(won).toBeGreaterThanOrEqual(0);
      expect(homeCount(t, won)).toBe(TOKENS);
      winners.add(won);
    }
    expect(illegal).toBe(0);
    expect(outOfRange).toBe(0);
    expect(captures).toBeGreaterThan(10);
    expect(winners.size).toBeGreaterThan(1);
  });

  it('careful opponents beat random movers', () => {
    const rand = seeded(31);
    let careful = 0;
    const games = 16;
    for (let game = 0; game < games; game++) {
      let t = newTokens();
      let seat = game % SEATS;
      let won = -1;
      while (won < 0) {
        const roll = 1 + Math.floor(rand() * 6);
        const skill = seat % 2 === 0 ? CAREFUL : { random: 1, careful: false };
        const tok = chooseToken(t, seat, roll, skill, rand);
        if (tok >= 0) {
          t = moveToken(t, seat, tok, roll).tokens;
          if (hasWon(t, seat)) won = seat;
        }
        if (roll !== 6) seat = (seat + 1) % SEATS;
      }
      if (won % 2 === 0) careful++;
    }
    expect(careful).toBeGreaterThan(games * 0.65);
  });

  it('opponents grow sharper with the level', () => {
    expect(aiSkill(1).random).toBeGreaterThan(aiSkill(2).random);
    expect(aiSkill(2).random).toBeGreaterThan(aiSkill(4).random);
    expect(aiSkill(1).careful).toBe(false);
    expect(aiSkill(3).careful).toBe(true);
  });
});
