import {
  fullSet, deal, opening, ends, legalPlays, place, applyPlay, draw, pass, roundResult, matchWinner, choosePlay, unseenWith,
  handPips, pips, matchBonus, snakeAt, snakeLayout, HAND_SIZE, TARGET, type Round, type Tile, type Placed, type Box,
} from './logic.js';

const seeded = (seed: number) => () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
const line = (...ts: [number, number][]): Placed[] => ts.map(([a, b]) => ({ a, b }));
const round = (over: Partial<Round>): Round => ({ hands: [[], []], boneyard: [], line: [], turn: 0, passes: 0, opener: null, lacks: [new Set(), new Set()], ...over });
const key = (t: Tile) => `${Math.min(...t)}-${Math.max(...t)}`;

describe('set and deal', () => {
  it('has the 28 tiles of a double-six set, 168 pips in all', () => {
    const set = fullSet();
    expect(set).toHaveLength(28);
    expect(new Set(set.map(key)).size).toBe(28);
    expect(handPips(set)).toBe(168);
  });
  it('deals seven each and leaves fourteen in the boneyard, every tile once', () => {
    const r = deal(seeded(4));
    expect(r.hands.map((h) => h.length)).toEqual([HAND_SIZE, HAND_SIZE]);
    expect(r.boneyard).toHaveLength(14);
    expect(new Set([...r.hands.flat(), ...r.boneyard].map(key)).size).toBe(28);
    expect(r.line).toEqual([]);
  });
  it('lets the highest double open, else the heaviest tile', () => {
    expect(opening([[[1, 1], [5, 6]], [[4, 4], [0, 2]]])).toEqual({ player: 1, tile: [4, 4] });
    expect(opening([[[6, 6]], [[5, 5]]])).toEqual({ player: 0, tile: [6, 6] });
    expect(opening([[[2, 6], [0, 1]], [[5, 6], [0, 3]]])).toEqual({ player: 1, tile: [5, 6] });
    const r = deal(seeded(9));
    expect(r.hands[r.turn]).toContainEqual(r.opener);
    expect(legalPlays(r.hands[r.turn]!, [], r.opener)).toHaveLength(1);
  });
});

describe('legal plays', () => {
  it('matches either end and turns the tile so the matching half touches the line', () => {
    const l = line([2, 5], [5, 5], [5, 3]);
    expect(ends(l)).toEqual({ left: 2, right: 3 });
    expect(legalPlays([[3, 6], [1, 2], [4, 4], [2, 3]], l)).toEqual([
      { tile: 0, side: 'right' }, { tile: 1, side: 'left' }, { tile: 3, side: 'left' }, { tile: 3, side: 'right' },
    ]);
    expect(place(l, [3, 6], 'right')!.at(-1)).toEqual({ a: 3, b: 6 });
    expect(place(l, [6, 3], 'right')!.at(-1)).toEqual({ a: 3, b: 6 });
    expect(place(l, [1, 2], 'left')![0]).toEqual({ a: 1, b: 2 });
    expect(place(l, [2, 1], 'left')![0]).toEqual({ a: 1, b: 2 });
    expect(place(l, [4, 4], 'left')).toBeNull();
    expect(place([], [4, 6], 'left')).toEqual([{ a: 4, b: 6 }]);
  });
  it('lists a tile once when both ends show the same number', () => {
    expect(legalPlays([[4, 1]], line([4, 6], [6, 4]))).toEqual([{ tile: 0, side: 'right' }]);
  });
  it('refuses illegal plays and plays legal ones for the player to move', () => {
    const r = round({ hands: [[[3, 6], [1, 1]], [[0, 0]]], line: line([2, 3]), boneyard: [[4, 5]] });
    expect(applyPlay(r, { tile: 1, side: 'right' })).toBeNull();
    expect(applyPlay(r, { tile: 0, side: 'left' })).toBeNull();
    const next = applyPlay(r, { tile: 0, side: 'right' })!;
    expect(next.line).toEqual(line([2, 3], [3, 6]));
    expect(next.hands[0]).toEqual([[1, 1]]);
    expect(next.turn).toBe(1);
    expect(r.hands[0]).toHaveLength(2); // the old round is untouched
    // The opening must be the opening tile.
    const o = round({ hands: [[[6, 6], [1, 2]], []], opener: [6, 6] });
    expect(applyPlay(o, { tile: 1, side: 'right' })).toBeNull();
    expect(applyPlay(o, { tile: 0, side: 'right' })!.line).toEqual(line([6, 6]));
  });
});

describe('drawing and passing', () => {
  it('draws only without a play, one tile at a time, and remembers the missing numbers', () => {
    const r = round({ hands: [[[0, 1]], [[6, 6]]], line: line([3, 4]), boneyard: [[2, 2], [4, 5]] });
    const d = draw(r)!;
    expect(d.hands[0]).toEqual([[0, 1], [2, 2]]);
    expect(d.boneyard).toEqual([[4, 5]]);
    expect(d.turn).toBe(0);
    expect([...d.lacks[0]!].sort()).toEqual([3, 4]);
    const d2 = draw(d)!;
    expect(d2.hands[0]).toHaveLength(3);
    expect(draw(d2)).toBeNull(); // 4-5 now plays: no more drawing
    expect(pass(d)).toBeNull(); // the boneyard is not empty
  });
  it('passes only with no play and an empty boneyard', () => {
    const r = round({ hands: [[[0, 1]], [[3, 6]]], line: line([3, 4]) });
    const p = pass(r)!;
    expect(p.turn).toBe(1);
    expect(p.passes).toBe(1);
    expect(pass(round({ hands: [[[4, 1]], []], line: line([3, 4]) }))).toBeNull();
  });
});

describe('scoring', () => {
  it('gives the player who goes out the pips left in the other hand', () => {
    expect(roundResult(round({ hands: [[], [[6, 5], [1, 0]]], line: line([1, 2]) }))).toEqual({ winner: 0, points: 12, blocked: false });
    expect(roundResult(round({ hands: [[[3, 3]], []], line: line([1, 2]) }))).toEqual({ winner: 1, points: 6, blocked: false });
    expect(roundResult(round({ hands: [[[3, 3]], [[1, 1]]], line: line([1, 2]), boneyard: [[0, 0]] }))).toBeNull();
  });
  it('scores a blocked line by pips: the lighter hand wins the heavier hand’s pips; a tie scores nothing', () => {
    const blocked = round({ hands: [[[0, 1], [2, 2]], [[5, 6]]], line: line([3, 4]) });
    expect(roundResult(blocked)).toEqual({ winner: 0, points: 11, blocked: true });
    expect(roundResult(round({ hands: [[[5, 6]], [[0, 0]]], line: line([3, 4]) }))).toEqual({ winner: 1, points: 11, blocked: true });
    expect(roundResult(round({ hands: [[[0, 5]], [[2, 3]]], line: line([4, 4]) }))).toEqual({ winner: -1, points: 0, blocked: true });
    // Not blocked while someone can still play.
    expect(roundResult(round({ hands: [[[0, 4]], [[5, 6]]], line: line([3, 4]) }))).toBeNull();
  });
  it('ends the match at the target, and pays a bonus per level', () => {
    expect(matchWinner([TARGET - 1, 10])).toBe(-1);
    expect(matchWinner([TARGET, 10])).toBe(0);
    expect(matchWinner([12, TARGET + 5])).toBe(1);
    expect(matchBonus(3)).toBeGreaterThan(matchBonus(1));
  });
});

describe('computer players', () => {
  /** Plays full rounds with the given levels; every move is checked against the rules. */
  function playRound(levels: [number, number], seed: number) {
    const rand = seeded(seed);
    let r = deal(rand);
    let total = 0;
    for (let step = 0; step < 200; step++) {
      if (roundResult(r)) return roundResult(r)!;
      const legal = legalPlays(r.hands[r.turn]!, r.line, r.opener);
      const p = choosePlay(r, levels[r.turn]!, rand);
      if (!legal.length) {
        expect(p).toBeNull();
        r = draw(r) ?? pass(r)!;
        continue;
      }
      expect(legal).toContainEqual(p);
      const next = applyPlay(r, p!);
      expect(next).not.toBeNull();
      r = next!;
      total++;
    }
    throw new Error(`round did not end (${total} plays)`);
  }
  it('always plays legally, draws or passes otherwise, and every round ends (all levels)', () => {
    let blocked = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const res = playRound([1 + (seed % 3), 1 + ((seed + 1) % 3)], seed);
      expect(res.points).toBeGreaterThanOrEqual(0);
      if (res.blocked) blocked++;
    }
    expect(blocked).toBeLessThan(60);
  });
  it('level 2 sheds its heaviest tile', () => {
    const r = round({ turn: 1, hands: [[[0, 0]], [[2, 1], [2, 6], [0, 2]]], line: line([2, 4]) });
    const p = choosePlay(r, 2, seeded(1))!;
    expect(r.hands[1]![p.tile]).toEqual([2, 6]);
  });
  it('level 3 goes out when it can and shuts an end the opponent cannot answer', () => {
    const out = round({ turn: 1, hands: [[[0, 0]], [[6, 6]]], line: line([6, 1]) });
    expect(choosePlay(out, 3, seeded(2))).toEqual({ tile: 0, side: 'left' });
    // Line 6-1 1-2 and six of the seven sixes in hand: 2-6 on the right leaves 6 at both ends
    // with every six accounted for, so the opponent must draw; 6-6 is heavier but leaves a 2.
    const l = line([6, 1], [1, 2]);
    const hand: Tile[] = [[2, 6], [6, 6], [0, 6], [3, 6], [4, 6], [5, 6]];
    const r = round({ turn: 1, hands: [[[1, 3], [2, 4]], hand], line: l });
    const p = choosePlay(r, 3, seeded(3))!;
    expect(p).toEqual({ tile: 0, side: 'right' });
    expect(unseenWith(6, hand.slice(1), place(l, [2, 6], 'right')!)).toBe(0);
    // Level 2 only counts pips and sheds the double six.
    expect(hand[choosePlay(r, 2, seeded(3))!.tile]).toEqual([6, 6]);
    // A number the opponent was seen to lack also counts for level 3.
    const lacks = round({ turn: 1, hands: [[[0, 0]], [[2, 3], [2, 4]]], line: line([2, 2]), lacks: [new Set([3]), new Set()] });
    expect(choosePlay(lacks, 3, seeded(5))!.tile).toBe(0);
    expect(choosePlay(lacks, 2, seeded(5))!.tile).toBe(1);
  });
  it('returns null without a legal play', () => {
    expect(choosePlay(round({ hands: [[[0, 1]], []], line: line([3, 4]) }), 3, seeded(1))).toBeNull();
    expect(pips([6, 5])).toBe(11);
  });
});

describe('table layout', () => {
  const bounds = { x0: 16, y0: 176, x1: 704, y1: 824 };
  type Rect = { x: number; y: number; w: number; h: number };
  const overlap = (a: Rect, b: Rect) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.01 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.01;
  /** Sharing a stretch of edge (not just a corner point). */
  const touch = (a: Rect, b: Rect) => {
    const ox = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
    const oy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
    return (Math.abs(ox) < 0.01 && oy > 0.01) || (Math.abs(oy) < 0.01 && ox > 0.01);
  };
  const halves = (b: Box) => {
    const s = Math.min(b.w, b.h);
    return b.w > b.h
      ? [{ x: b.x, y: b.y, w: s, h: s, pip: b.p1 }, { x: b.x + s, y: b.y, w: s, h: s, pip: b.p2 }]
      : [{ x: b.x, y: b.y, w: s, h: s, pip: b.p1 }, { x: b.x, y: b.y + s, w: s, h: s, pip: b.p2 }];
  };
  /** Lines from real self-play, with the index of the opening tile. */
  const playedLines = () => {
    const out: { line: Placed[]; anchor: number }[] = [];
    for (let seed = 1; seed <= 40; seed++) {
      const rand = seeded(seed);
      let r = deal(rand);
      let anchor = 0;
      while (!roundResult(r)) {
        const p = choosePlay(r, 1, rand);
        if (p) { if (p.side === 'left' && r.line.length) anchor++; r = applyPlay(r, p)!; } else r = draw(r) ?? pass(r)!;
      }
      out.push({ line: r.line, anchor });
    }
    return out;
  };
  /** A long made-up chain (geometry does not need a real game) with doubles in awkward spots. */
  const longLine = (n: number) => {
    const line: Placed[] = [];
    let v = 0;
    for (let i = 0; i < n; i++) {
      const next = i % 3 === 1 ? v : (v + 1 + (i % 5)) % 7;
      line.push({ a: v, b: next });
      v = next;
    }
    return line;
  };
  const cases = [...playedLines(), ...[0, 5, 13, 27].map((anchor) => ({ line: longLine(28), anchor }))];

  it('keeps every tile on the table, with no two tiles overlapping', () => {
    for (const { line, anchor } of cases) {
      const { boxes, s } = snakeLayout(line, anchor, bounds);
      expect(s).toBeGreaterThanOrEqual(14);
      for (const b of boxes) {
        expect(b.x).toBeGreaterThanOrEqual(bounds.x0);
        expect(b.x + b.w).toBeLessThanOrEqual(bounds.x1);
        expect(b.y).toBeGreaterThanOrEqual(bounds.y0);
        expect(b.y + b.h).toBeLessThanOrEqual(bounds.y1);
      }
      for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i]!, boxes[j]!)).toBe(false);
    }
  });
  it('puts neighbours in the line edge to edge, matching halves touching', () => {
    for (const { line, anchor } of cases) {
      const { boxes } = snakeLayout(line, anchor, bounds);
      for (let i = 0; i + 1 < line.length; i++) {
        const a = boxes[i]!;
        const b = boxes[i + 1]!;
        expect(touch(a, b)).toBe(true);
        const ha = halves(a).filter((h) => touch(h, b));
        const hb = halves(b).filter((h) => touch(h, a));
        expect(ha.length).toBeGreaterThan(0);
        expect(hb.length).toBeGreaterThan(0);
        for (const h of ha) expect(h.pip).toBe(line[i]!.b);
        for (const h of hb) expect(h.pip).toBe(line[i + 1]!.a);
      }
    }
  });
  it('lays doubles across the line, shrinks tiles for long lines, and marks both open ends', () => {
    const short = snakeAt(line([1, 3], [3, 3], [3, 5]), 0, bounds, 40);
    expect(short.boxes[1]).toMatchObject({ w: 40, h: 80, p1: 3, p2: 3 });
    expect(short.boxes[0]).toMatchObject({ w: 80, h: 40 });
    expect(snakeLayout(line([1, 3]), 0, bounds).s).toBe(46);
    const low = { ...bounds, y1: bounds.y0 + 300 };
    const squeezed = snakeLayout(longLine(28), 13, low);
    expect(squeezed.s).toBeLessThan(46);
    expect(squeezed.boxes.every((b) => b.y >= low.y0 && b.y + b.h <= low.y1)).toBe(true);
    const { nextLeft, nextRight, boxes } = snakeLayout(line([1, 3], [3, 5]), 0, bounds);
    expect(nextRight.x).toBeGreaterThanOrEqual(boxes[1]!.x + boxes[1]!.w);
    expect(nextLeft.x + nextLeft.w).toBeLessThanOrEqual(boxes[0]!.x);
  });
});
