import {
  BAR, OFF, initialPosition, flip, steps0, applyStep0, sequences0, sequences, applySequence, nextSteps, destinations,
  pips, gameValue, shotsAt, chooseSequence, aiNoise, positionKey, type Position, type Step,
} from './logic.js';

const seeded = (seed: number) => () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
/** Position from a map of point index → signed count. */
const pos = (pts: Record<number, number>, bar: [number, number] = [0, 0], off: [number, number] = [0, 0]): Position => {
  const p = new Array(24).fill(0);
  for (const [i, v] of Object.entries(pts)) p[Number(i)] = v;
  return { pts: p, bar, off };
};
const total = (p: Position, player: number) => p.bar[player] + p.off[player] + p.pts.reduce((a, v) => a + (player === 0 ? Math.max(0, v) : Math.max(0, -v)), 0);
const show = (seq: Step[]) => seq.map((s) => `${s.from === BAR ? 'bar' : s.from + 1}/${s.to === OFF ? 'off' : s.to + 1}`).join(' ');

describe('backgammon setup', () => {
  it('starts with fifteen checkers each and 167 pips apiece', () => {
    const p = initialPosition();
    expect(total(p, 0)).toBe(15);
    expect(total(p, 1)).toBe(15);
    expect(pips(p)).toEqual([167, 167]);
    expect(flip(p)).toEqual(p);
  });
});

describe('backgammon moves', () => {
  it('moves to open points, hits blots and never lands on two or more', () => {
    const p = pos({ 12: 2, 9: -1, 8: -2, 10: 0 }, [0, 0], [13, 10]);
    const st = steps0(p, 3);
    expect(st).toEqual([{ from: 12, to: 9, die: 3, hit: true }]);
    expect(steps0(p, 4)).toEqual([]);
    const after = applyStep0(p, st[0]!);
    expect(after.pts[9]).toBe(1);
    expect(after.bar).toEqual([0, 1]);
    expect(total(after, 1)).toBe(total(p, 1));
  });

  it('must enter from the bar before anything else, onto an open point', () => {
    const p = pos({ 5: 5, 12: 4, 21: -2, 19: -1, 0: -13 }, [1, 0]);
    expect(steps0(p, 3)).toEqual([]);
    expect(steps0(p, 5)).toEqual([{ from: BAR, to: 19, die: 5, hit: true }]);
    // 6-3: the 3 is blocked, so the 6 enters and then the 3 can be played anywhere.
    const seqs = sequences0(p, 6, 3);
    expect(seqs.length).toBeGreaterThan(0);
    for (const s of seqs) expect(s[0]).toMatchObject({ from: BAR, to: 18, die: 6 });
    // Both entry points closed: the whole roll is lost.
    const shut = pos({ 5: 5, 12: 4, 21: -2, 18: -2, 0: -11 }, [1, 0]);
    expect(sequences0(shut, 6, 3)).toEqual([[]]);
    // Two on the bar with a double: both enter, then the other two moves are free.
    const two = pos({ 5: 13, 0: -15 }, [2, 0]);
    const dbl = sequences0(two, 4, 4);
    for (const s of dbl) {
      expect(s).toHaveLength(4);
      expect(s.slice(0, 2).every((x) => x.from === BAR)).toBe(true);
    }
  });

  it('bears off only with every checker home: exact, or a higher die from the rearmost point', () => {
    const out = pos({ 3: 2, 1: 3, 8: 1 }, [0, 0], [9, 0]);
    expect(steps0(out, 4).some((s) => s.to === OFF)).toBe(false);
    const home = pos({ 3: 2, 1: 3 }, [0, 0], [10, 0]);
    expect(steps0(home, 4)).toContainEqual({ from: 3, to: OFF, die: 4, hit: false });
    expect(steps0(home, 6)).toEqual([{ from: 3, to: OFF, die: 6, hit: false }]);
    // A 3 cannot bear off from point 2 while point 4 is occupied; it moves inside instead.
    expect(steps0(home, 3)).toEqual([{ from: 3, to: 0, die: 3, hit: false }]);
    // A checker hit while bearing off must come round again first.
    expect(steps0(pos({ 3: 2 }, [1, 0], [12, 0]), 6)).toEqual([{ from: BAR, to: 18, die: 6, hit: false }]);
  });

  it('plays doubles four times', () => {
    const seqs = sequences0(initialPosition(), 1, 1);
    expect(seqs.length).toBeGreaterThan(10);
    for (const s of seqs) {
      expect(s).toHaveLength(4);
      expect(s.every((x) => x.die === 1)).toBe(true);
    }
  });

  it('forces the use of both dice when an order allows it', () => {
    // 6-3 from point 9: the 6 is blocked at point 3, so the 3 must go first, then the 6 bears off.
    const p = pos({ 8: 1, 2: -2, 20: -13 }, [0, 0], [14, 0]);
    expect(steps0(p, 6)).toEqual([]);
    const seqs = sequences0(p, 6, 3);
    expect(seqs.map(show)).toEqual(['9/6 6/off']);
    // The lone step with the 3 (9/6) must be followed by the 6: nextSteps only offers what completes the roll.
    expect(nextSteps(seqs, [])).toEqual([{ from: 8, to: 5, die: 3, hit: false }]);
  });

  it('plays the higher die when only one of the two can be played', () => {
    // 5-2 from point 11: either die alone works, but both would need point 4, which is blocked.
    const p = pos({ 10: 1, 3: -2, 20: -13 }, [0, 0], [14, 0]);
    expect(steps0(p, 5)).toHaveLength(1);
    expect(steps0(p, 2)).toHaveLength(1);
    expect(sequences0(p, 5, 2).map(show)).toEqual(['11/6']);
  });

  it('offers next steps and one-checker destinations consistent with the full sequences', () => {
    const p = initialPosition();
    const seqs = sequences0(p, 6, 5);
    const first = nextSteps(seqs, []);
    // 24/18 is legal; 24/19 is not (five opposing checkers stand there).
    expect(first).toContainEqual({ from: 23, to: 17, die: 6, hit: false });
    expect(first.some((x) => x.from === 23 && x.to === 18)).toBe(false);
    // A back checker can run all the way with both dice: 24/18/13.
    const dest = destinations(seqs, [], 23);
    expect([...dest.keys()].sort((a, b) => a - b)).toEqual([12, 17]);
    expect(dest.get(12)).toHaveLength(2);
    const taken = [{ from: 23, to: 17, die: 6, hit: false }];
    for (const s of nextSteps(seqs, taken)) expect(s.die).toBe(5);
    expect(nextSteps(seqs, [...taken, { from: 17, to: 12, die: 5, hit: false }])).toEqual([]);
  });

  it('scores single games, gammons and backgammons', () => {
    expect(gameValue(pos({ 20: -14 }, [0, 0], [15, 1]), 0)).toBe(1);
    expect(gameValue(pos({ 20: -15 }, [0, 0], [15, 0]), 0)).toBe(2);
    expect(gameValue(pos({ 20: -14, 2: -1 }, [0, 0], [15, 0]), 0)).toBe(3);
    expect(gameValue(pos({ 20: -14 }, [0, 1], [15, 0]), 0)).toBe(3);
    // Player 1's home board is points 19-24.
    expect(gameValue(pos({ 20: 1, 3: 14 }, [0, 0], [0, 15]), 1)).toBe(3);
    expect(gameValue(pos({ 3: 15 }, [0, 0], [0, 15]), 1)).toBe(2);
    expect(gameValue(initialPosition(), 0)).toBe(0);
  });

  it('mirrors the rules for the second player', () => {
    const p = initialPosition();
    const mine = sequences(p, 0, 4, 2).map(show).sort();
    const theirs = sequences(p, 1, 4, 2).map((s) => show(s.map((x) => ({ ...x, from: x.from === BAR ? BAR : 23 - x.from, to: x.to === OFF ? OFF : 23 - x.to })))).sort();
    expect(theirs).toEqual(mine);
    for (const s of sequences(p, 1, 4, 2)) {
      const after = applySequence(p, 1, s);
      expect(total(after, 1)).toBe(15);
      expect(total(after, 0)).toBe(15);
    }
  });
});

describe('backgammon AI', () => {
  it('counts direct and combination shots', () => {
    // A blot six away from one opposing checker: 17 rolls of 36 hit it.
    expect(shotsAt(pos({ 10: 1, 4: -1 }), 10)).toBe(17);
    // One away: the 11 rolls that contain a 1.
    expect(shotsAt(pos({ 10: 1, 9: -1 }), 10)).toBe(11);
    expect(shotsAt(pos({ 10: 1, 11: -1 }), 10)).toBe(0);
  });

  it('hits a blot and makes points when it can', () => {
    // Player 0 to play 3-1 from the start: making the 5-point (8/5 6/5) is the textbook move.
    const best = chooseSequence(initialPosition(), 0, 3, 1);
    expect(show(best).split(' ').sort()).toEqual(['6/5', '8/5']);
    // A blot on point 20 of the opponent, 4 away from our back checkers: hit it.
    const p = pos({ 23: 2, 12: 5, 7: 3, 5: 5, 19: -1, 11: -5, 16: -3, 18: -4, 0: -2 });
    const hit = chooseSequence(p, 0, 4, 2);
    expect(hit.some((s) => s.hit)).toBe(true);
  });

  it('bears off rather than shuffling checkers at home', () => {
    const p = pos({ 0: 3, 1: 3, 2: 3, 3: 2, 20: -10 }, [0, 0], [4, 5]);
    const seq = chooseSequence(p, 0, 4, 2);
    expect(seq.filter((s) => s.to === OFF)).toHaveLength(2);
  });

  it('always plays one of the legal sequences through whole games', () => {
    const rand = seeded(17);
    for (let game = 0; game < 6; game++) {
      let p = initialPosition();
      let player = game % 2;
      let turns = 0;
      while (p.off[0] < 15 && p.off[1] < 15 && turns < 600) {
        const a = 1 + Math.floor(rand() * 6);
        const b = 1 + Math.floor(rand() * 6);
        const legal = sequences(p, player, a, b).map(show);
        const seq = chooseSequence(p, player, a, b, aiNoise(['easy', 'medium', 'hard'][(game + player) % 3]!), rand);
        expect(legal).toContain(show(seq));
        p = applySequence(p, player, seq);
        expect(total(p, 0)).toBe(15);
        expect(total(p, 1)).toBe(15);
        player = 1 - player;
        turns++;
      }
      expect(p.off[0] === 15 || p.off[1] === 15).toBe(true);
    }
  });

  it('beats a player who picks random legal moves', () => {
    const rand = seeded(5);
    let wins = 0;
    for (let game = 0; game < 8; game++) {
      let p = initialPosition();
      let player = game % 2;
      while (p.off[0] < 15 && p.off[1] < 15) {
        const a = 1 + Math.floor(rand() * 6);
        const b = 1 + Math.floor(rand() * 6);
        let seq: Step[];
        if (player === 0) seq = chooseSequence(p, 0, a, b);
        else {
          const all = sequences(p, 1, a, b);
          seq = all[Math.floor(rand() * all.length)]!;
        }
        p = applySequence(p, player, seq);
        player = 1 - player;
      }
      if (p.off[0] === 15) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(7);
  });

  it('merges sequences that end in the same position', () => {
    const seqs = sequences0(initialPosition(), 2, 2);
    const keys = new Set(seqs.map((s) => positionKey(applySequence(initialPosition(), 0, s))));
    expect(keys.size).toBeLessThan(seqs.length);
    expect(aiNoise('easy')).toBeGreaterThan(aiNoise('medium'));
    expect(aiNoise('hard')).toBe(0);
  });
});
