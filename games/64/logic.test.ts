import {
  newGame, lineCount, boxSides, lineBoxes, drawLine, isOver, boxCounts, freeLines, safeLines, captureLines,
  chooseLine, aiSkill, levelSize, openerValue, components, greedyCaptures, hLine, vLine, roundBonus, type Game,
} from './logic.js';

const seeded = (seed: number) => () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
const HARD = { blunder: 0, miss: 0, chains: true };
const GREEDY = { blunder: 0, miss: 0, chains: false };

/**
 * Position from a picture: '+' dots, '-' and '|' drawn lines, spaces undrawn; a box is owned by
 * player 0 when its centre is 'A', by player 1 when 'B'.
 */
function parse(rows: string[]): Game {
  const R = (rows.length - 1) / 2;
  const C = (rows[0]!.length - 1) / 2;
  const g = newGame(R, C);
  for (let y = 0; y < rows.length; y++) {
    for (let x = 0; x < rows[y]!.length; x++) {
      const ch = rows[y]![x];
      if (y % 2 === 0 && x % 2 === 1 && ch === '-') g.lines[hLine(C, y / 2, (x - 1) / 2)] = 1;
      if (y % 2 === 1 && x % 2 === 0 && ch === '|') g.lines[vLine(R, C, (y - 1) / 2, x / 2)] = 1;
      if (y % 2 === 1 && x % 2 === 1 && (ch === 'A' || ch === 'B')) g.owner[((y - 1) / 2) * C + (x - 1) / 2] = ch === 'A' ? 0 : 1;
    }
  }
  return g;
}

describe('dots and boxes geometry and rules', () => {
  it('numbers every line once and knows which boxes it borders', () => {
    const g = newGame(3, 3);
    expect(lineCount(3, 3)).toBe(24);
    expect(g.lines).toHaveLength(24);
    const seen = new Map<number, number>();
    for (let b = 0; b < 9; b++) {
      const sides = boxSides(3, 3, b);
      expect(new Set(sides).size).toBe(4);
      for (const l of sides) {
        expect(lineBoxes(3, 3, l)).toContain(b);
        seen.set(l, (seen.get(l) ?? 0) + 1);
      }
    }
    expect(seen.size).toBe(24);
    // 12 border lines touch one box, the 12 inner lines two.
    expect([...seen.values()].filter((n) => n === 2)).toHaveLength(12);
    expect(lineCount(6, 5)).toBe(7 * 5 + 6 * 6);
  });

  it('completing a box gives it to the player; one line can complete two', () => {
    let g = newGame(1, 2);
    for (const l of [hLine(2, 0, 0), hLine(2, 1, 0), vLine(1, 2, 0, 0)]) {
      const r = drawLine(g, l, 0);
      expect(r.completed).toEqual([]);
      g = r.game;
    }
    for (const l of [hLine(2, 0, 1), hLine(2, 1, 1), vLine(1, 2, 0, 2)]) g = drawLine(g, l, 1).game;
    expect(captureLines(g)).toEqual([vLine(1, 2, 0, 1)]);
    const r = drawLine(g, vLine(1, 2, 0, 1), 1);
    expect(r.completed.sort()).toEqual([0, 1]);
    expect(r.game.owner).toEqual([1, 1]);
    expect(boxCounts(r.game)).toEqual([0, 2]);
    expect(isOver(r.game)).toBe(true);
    expect(isOver(g)).toBe(false);
    expect(() => drawLine(r.game, 0, 0)).toThrow();
    expect(() => drawLine(g, 99, 0)).toThrow();
  });

  it('tells safe lines from lines that hand over a third side', () => {
    const g = parse([
      '+-+ +',
      '|    ',
      '+ + +',
    ]);
    // Box 0 has two sides: both of its free lines are unsafe; box 1 has none.
    expect(safeLines(g).sort((a, b) => a - b)).toEqual([hLine(2, 0, 1), hLine(2, 1, 1), vLine(1, 2, 0, 2)].sort((a, b) => a - b));
    expect(captureLines(g)).toEqual([]);
  });

  it('grows the grid with the level up to 6×5', () => {
    expect(levelSize(1)).toEqual({ R: 3, C: 3 });
    expect(levelSize(2).R * levelSize(2).C).toBeGreaterThan(9);
    for (let l = 1; l < 6; l++) expect(levelSize(l + 1).R * levelSize(l + 1).C).toBeGreaterThan(levelSize(l).R * levelSize(l).C);
    expect(levelSize(9)).toEqual({ R: 6, C: 5 });
  });

  it('scores a won round with a level bonus and the margin', () => {
    expect(roundBonus([6, 3], 2)).toBe(100 + 30);
    expect(roundBonus([3, 6], 2)).toBe(0);
  });
});

describe('chain arithmetic', () => {
  it('values the classic endgames for the player who must open', () => {
    expect(openerValue([], [])).toBe(0);
    expect(openerValue([1], [])).toBe(-1);
    expect(openerValue([3], [])).toBe(-3);
    // Two 3-chains: the controller takes one box, hands back two, then takes the last three.
    expect(openerValue([3, 3], [])).toBe(-2);
    expect(openerValue([], [4])).toBe(-4);
    // Opening the loop first costs the opener least.
    expect(openerValue([3], [4])).toBe(-1);
  });

  it('splits a position into chains and loops', () => {
    const g = parse([
      '+-+-+-+',
      '       ',
      '+-+-+-+',
      '    |A|',
      '+-+ +-+',
    ]);
    const comps = components(g).map((c) => `${c.kind}${c.boxes.length}`).sort();
    expect(comps).toEqual(['chain2', 'chain3']);
    // Outer border drawn, the inner cross free: four boxes in a ring.
    const ring = parse([
      '+-+-+',
      '|   |',
      '+ + +',
      '|   |',
      '+-+-+',
    ]);
    expect(components(ring).map((c) => `${c.kind}${c.boxes.length}`)).toEqual(['loop4']);
    expect(safeLines(ring)).toHaveLength(0);
    // A box with three free strings makes its component complex.
    expect(components(newGame(1, 2)).map((c) => c.kind)).toEqual(['complex']);
  });
});

describe('dots and boxes AI', () => {
  it('takes a free box before playing a safe line', () => {
    const g = parse([
      '+-+ + +',
      '| |    ',
      '+ + + +',
      '       ',
      '+ + + +',
    ]);
    // Box 0 has three sides (top, left, right); its bottom is free.
    const free = hLine(3, 1, 0);
    expect(captureLines(g)).toContain(free);
    for (const skill of [HARD, GREEDY, aiSkill('medium', 1)]) expect(chooseLine(g, skill, seeded(3))).toBe(free);
  });

  it('never hands over a third side while a safe line exists', () => {
    const rand = seeded(11);
    let checked = 0;
    for (let game = 0; game < 30; game++) {
      let g = newGame(4, 4);
      const warmup = 6 + (game % 12);
      for (let i = 0; i < warmup; i++) {
        const safe = safeLines(g);
        if (!safe.length) break;
        g = drawLine(g, safe[Math.floor(rand() * safe.length)]!, i % 2).game;
      }
      if (!safeLines(g).length || captureLines(g).length) continue;
      for (const skill of [HARD, GREEDY, aiSkill('medium', 3)]) {
        expect(safeLines(g)).toContain(chooseLine(g, skill, rand));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('with no safe line left gives away the fewest boxes', () => {
    // A chain of three on top, a chain of two below: giving the two costs least.
    const g = parse([
      '+-+-+-+',
      '       ',
      '+-+-+-+',
      '    |A|',
      '+-+ +-+',
    ]);
    expect(safeLines(g)).toEqual([]);
    const greedy = chooseLine(g, GREEDY, seeded(1));
    expect(greedyCaptures(drawLine(g, greedy, 1).game).count).toBe(2);
    // The chain-aware AI opens the two-chain in its middle so it cannot be handed back.
    expect(chooseLine(g, HARD, seeded(1))).toBe(vLine(2, 3, 1, 1));
  });

  it('double-deals the end of a chain when the rest is worth keeping control', () => {
    // Top chain of three was opened on its left; a chain of three waits below.
    let g = parse([
      '+-+-+-+',
      '|      ',
      '+-+-+-+',
      '|A|B|A|',
      '+-+-+-+',
      '       ',
      '+-+-+-+',
    ]);
    expect(chooseLine(g, HARD, seeded(2))).toBe(vLine(3, 3, 0, 1));
    g = drawLine(g, vLine(3, 3, 0, 1), 1).game;
    // Two boxes left in the chain: hand them over by closing its far end.
    expect(chooseLine(g, HARD, seeded(2))).toBe(vLine(3, 3, 0, 3));
    // The greedy AI takes everything instead.
    expect(chooseLine(g, GREEDY, seeded(2))).toBe(vLine(3, 3, 0, 2));
  });

  it('takes the whole chain when too little is left to keep control', () => {
    let g = parse([
      '+-+-+-+',
      '|      ',
      '+-+-+-+',
      '|A|B|A|',
      '+-+-+-+',
      '    |A|',
      '+-+ +-+',
    ]);
    g = drawLine(g, chooseLine(g, HARD, seeded(4)), 1).game;
    expect(g.owner[0]).toBe(1);
    expect(chooseLine(g, HARD, seeded(4))).toBe(vLine(3, 3, 0, 2));
  });

  it('only draws free lines through whole games, and chain play beats greedy play', () => {
    const rand = seeded(21);
    let awareWins = 0;
    let games = 0;
    for (const [R, C] of [[3, 3], [4, 4], [5, 5], [4, 5]] as const) {
      for (let k = 0; k < 4; k++) {
        let g = newGame(R, C);
        let p = k % 2;
        const aware = (k >> 1) % 2;
        while (!isOver(g)) {
          const skill = p === aware ? HARD : p === 0 ? aiSkill('easy', 1) : GREEDY;
          const l = chooseLine(g, skill, rand);
          expect(freeLines(g)).toContain(l);
          const r = drawLine(g, l, p);
          g = r.game;
          if (!r.completed.length) p = 1 - p;
        }
        const [a, b] = boxCounts(g);
        expect(a + b).toBe(R * C);
        games++;
        if ((aware === 0 ? a : b) > (aware === 0 ? b : a)) awareWins++;
      }
    }
    expect(chooseLine(newGame(1, 1), HARD) >= 0).toBe(true);
    expect(awareWins).toBeGreaterThan(games / 2);
  });

  it('makes fewer slips as difficulty and level rise', () => {
    expect(aiSkill('easy', 1).blunder).toBeGreaterThan(aiSkill('medium', 1).blunder);
    expect(aiSkill('medium', 1).blunder).toBeGreaterThan(aiSkill('hard', 1).blunder);
    expect(aiSkill('easy', 5).blunder).toBeLessThan(aiSkill('easy', 1).blunder);
    expect(aiSkill('hard', 1).chains).toBe(true);
    expect(aiSkill('easy', 1).chains).toBe(false);
  });
});
