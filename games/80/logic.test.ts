import {
  gem, parse, show, at, settledBoard, findMatches, specialFor, blastArea, canSwap, doSwap, refillColor, collapse, blast, resolve, step,
  findMove, newBoard, reshuffle, timeBonus, addTime, drainRate, levelThreshold, levelFor, colorsFor, newFever, multiplier, feverDecay,
  feverTick, feverMatch, groupScore, blastScore, PLAIN, FLAME, NOVA, STAR, SWAP_T, DIE_T, GRAVITY, TIME_START, TIME_MAX,
  FEVER_MAX, CHAIN_WINDOW, TIME_GEM, tally, type Grid, type StepEvents,
} from './logic.js';

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const DT = 1 / 60;
/** Steps until nothing moves (or a limit), collecting every event. */
function settle(b: Grid, colors = 5, rand = rng(1), limit = 600) {
  const events: StepEvents[] = [];
  for (let i = 0; i < limit; i++) {
    events.push(step(b, DT, colors, rand));
    if (settledBoard(b)) break;
  }
  return events;
}
/** No two gems of one column overlap where they are drawn, and none is drawn below its cell. */
function sane(b: Grid) {
  for (let c = 0; c < b[0]!.length; c++) {
    let below = Infinity;
    for (let r = b.length - 1; r >= 0; r--) {
      const g = at(b, r, c);
      if (!g) continue;
      if (g.y > r + 1e-9 || g.y > below - 1 + 1e-9) return false;
      below = g.y;
    }
  }
  return true;
}
const DEAD = Array.from({ length: 8 }, (_, r) => Array.from({ length: 8 }, (_, c) => String((r + 2 * c) % 5)).join(''));

describe('matching among resting gems', () => {
  it('finds runs of three or more and merges an L into one group', () => {
    const g = findMatches(parse(['111', '203', '204', '234']));
    expect(g.map((x) => [x.color, x.cells.length, x.dir]).sort()).toEqual([[1, 3, 'h'], [2, 3, 'v']]);
    const l = findMatches(parse(['1234', '1342', '1113']));
    expect(l).toHaveLength(1);
    expect(l[0]).toMatchObject({ color: 1, dir: 'both', longest: 3 });
    expect(l[0]!.cells).toHaveLength(5);
    expect(specialFor(l[0]!)).toBe(NOVA);
    expect(specialFor(findMatches(parse(['22223']))[0]!)).toBe(FLAME);
    expect(specialFor(findMatches(parse(['222223']))[0]!)).toBe(STAR);
    expect(specialFor(findMatches(parse(['2223']))[0]!)).toBe(PLAIN);
    expect(findMatches(parse(['1121', '2212']))).toEqual([]);
  });
  it('ignores gems still falling, dying or being swapped', () => {
    const b = parse(['111', '234']);
    b[0]![1]!.y = -0.4;
    expect(findMatches(b)).toEqual([]);
    b[0]![1]!.y = 0;
    b[0]![2]!.dying = 0.1;
    expect(findMatches(b)).toEqual([]);
    b[0]![2]!.dying = 0;
    b[0]![0]!.lock = 0.05;
    expect(findMatches(b)).toEqual([]);
    b[0]![0]!.lock = 0;
    expect(findMatches(b)).toHaveLength(1);
  });
});

describe('swaps', () => {
  const four = () => parse([
    '1301',
    '3433',
    '2024',
  ]);
  it('only a swap of resting neighbours that lines up a match through one of them is allowed', () => {
    const b = four();
    expect(canSwap(b, { r: 0, c: 1 }, { r: 1, c: 1 })).toBe(true);
    expect(canSwap(b, { r: 1, c: 1 }, { r: 0, c: 1 })).toBe(true);
    expect(canSwap(b, { r: 0, c: 2 }, { r: 1, c: 2 })).toBe(false); // nothing lines up
    expect(canSwap(b, { r: 0, c: 1 }, { r: 1, c: 2 })).toBe(false); // diagonal
    expect(canSwap(b, { r: 0, c: 0 }, { r: 0, c: 2 })).toBe(false); // not neighbours
    b[1]![1]!.y = 0.6; // still falling into place
    expect(canSwap(b, { r: 0, c: 1 }, { r: 1, c: 1 })).toBe(false);
    b[1]![1]!.y = 1;
    b[1]![0]!.dying = 0.1; // the row partner is on its way out
    b[1]![2]!.dying = 0.1;
    expect(canSwap(b, { r: 0, c: 1 }, { r: 1, c: 1 })).toBe(false);
  });
  it('a swap is drawn for SWAP_T, then matches as the player’s and leaves its special on the swapped cell', () => {
    const b = four();
    const mover = b[0]![1]!;
    doSwap(b, { r: 0, c: 1 }, { r: 1, c: 1 });
    expect(show(b)).toEqual(['1401', '3333', '2024']);
    expect(mover).toMatchObject({ lock: SWAP_T, fromR: 0, fromC: 1, y: 1 });
    const early = step(b, SWAP_T / 2, 5, rng(1));
    expect(early.groups).toEqual([]);
    const ev = step(b, SWAP_T, 5, rng(1));
    expect(ev.groups).toHaveLength(1);
    expect(ev.groups[0]).toMatchObject({ player: true, color: 3, longest: 4 });
    expect(ev.cleared).toHaveLength(4);
    expect(ev.created).toHaveLength(1);
    expect(ev.created[0]).toMatchObject({ r: 1, c: 1, gem: { c: 3, s: FLAME } });
    expect(at(b, 1, 1)!.s).toBe(FLAME);
    for (const c of [0, 2, 3]) expect(at(b, 1, c)!.dying).toBeGreaterThan(0);
    // The fresh flag only lasts the step the swap lands in.
    expect(b.flat().some((g) => g!.fresh)).toBe(false);
  });
  it('an L made by a swap earns a nova where the moved gem landed', () => {
    const b = parse(['1214', '1342', '4113', '1234']);
    expect(canSwap(b, { r: 3, c: 0 }, { r: 2, c: 0 })).toBe(true);
    doSwap(b, { r: 3, c: 0 }, { r: 2, c: 0 });
    const ev = step(b, SWAP_T + DT, 5, rng(2));
    expect(ev.groups[0]!.cells).toHaveLength(5);
    expect(ev.created[0]).toMatchObject({ r: 2, c: 0, gem: { s: NOVA, c: 1 } });
  });
});

describe('specials', () => {
  it('flame bursts 3 × 3, nova its row and column, star its colour', () => {
    const b = newBoard(8, 8, 5, rng(3));
    expect(blastArea(b, { r: 4, c: 4 }, gem(0, FLAME))).toHaveLength(9);
    expect(blastArea(b, { r: 0, c: 0 }, gem(0, FLAME))).toHaveLength(4);
    const nova = blastArea(b, { r: 2, c: 5 }, gem(0, NOVA));
    expect(nova).toHaveLength(15);
    expect(nova.every((p) => p.r === 2 || p.c === 5)).toBe(true);
    const k = at(b, 6, 6)!.c;
    expect(blastArea(b, { r: 6, c: 6 }, gem(k, STAR))).toHaveLength(b.flat().filter((g) => g!.c === k).length);
  });
  it('a blast sets off specials it reaches but skips gems still falling', () => {
    const b = newBoard(8, 8, 5, rng(4));
    b[4]![4] = { ...gem(at(b, 4, 4)!.c, FLAME, 4) };
    b[4]![5] = { ...gem(at(b, 4, 5)!.c, NOVA, 4) };
    b[0]![5]!.y = -0.5; // falling: out of reach
    const hit = blast(b, [{ r: 4, c: 4 }]);
    const keys = new Set(hit.map((p) => p.r * 10 + p.c));
    expect(keys.has(3 * 10 + 3) && keys.has(5 * 10 + 5)).toBe(true); // the flame
    expect(keys.has(4 * 10 + 0) && keys.has(7 * 10 + 5)).toBe(true); // the nova it set off
    expect(keys.has(5)).toBe(false);
    for (const p of hit) expect(p.gem.dying).toBe(DIE_T);
    // Dying gems are counted once.
    expect(blast(b, [{ r: 4, c: 4 }])).toEqual([]);
  });
});

describe('gravity and refill', () => {
  it('a new gem drops in from above the board, lands exactly on its cell and never passes the gem below', () => {
    const b = parse(['.', '1', '2', '3']);
    const added = collapse(b, 5, rng(1));
    expect(added).toHaveLength(1);
    const g = added[0]!;
    expect(g.y).toBeLessThan(0);
    let t = 0;
    while (g.y < 0) {
      step(b, DT, 5, rng(1));
      t += DT;
      expect(sane(b)).toBe(true);
    }
    // From one row above: about √(2 / g) seconds.
    expect(t).toBeGreaterThan(Math.sqrt(2 / GRAVITY) - 2 * DT);
    expect(t).toBeLessThan(Math.sqrt(2 / GRAVITY) + 3 * DT);
    expect(g).toMatchObject({ y: 0, vy: 0 });
  });
  it('gems above a gap keep their drawn height and fall into it', () => {
    const b = parse(['1', '2', '3', '4']);
    const top = b[0]![0]!;
    b[3]![0]!.dying = DT / 2;
    step(b, DT, 5, rng(1));
    expect(at(b, 1, 0)).toBe(top);
    expect(top.y).toBeLessThan(1);
    settle(b);
    expect(top.y).toBe(1);
    expect(b.flat().every(Boolean)).toBe(true);
  });
  it('picks a refill colour that makes no line with the gems bound for the cells around it', () => {
    // The pair to the right bans 1, the pair below bans 2.
    const b = parse(['.11', '2..', '2..', '.34']);
    const seen = new Set<number>();
    for (let s = 0; s < 60; s++) seen.add(refillColor(b, 0, 0, 4, rng(s)));
    expect([...seen].sort()).toEqual([0, 3]);
    const c = parse(['.', '2', '2']);
    const d = parse(['2.2']);
    for (let s = 0; s < 30; s++) {
      expect(refillColor(c, 0, 0, 3, rng(s))).not.toBe(2);
      expect(refillColor(d, 0, 1, 3, rng(s))).not.toBe(2);
    }
  });
  it('refilled gems never complete a match once everything lands', () => {
    for (let s = 1; s <= 40; s++) {
      const rand = rng(s);
      const b = newBoard(8, 8, s % 2 ? 5 : 6, rand);
      // Knock out random cells, like a big blast would.
      for (let i = 0; i < 6 + (s % 12); i++) b[Math.floor(rand() * 8)]![Math.floor(rand() * 8)] = null;
      const added = new Set(collapse(b, s % 2 ? 5 : 6, rand).map((g) => g.id));
      expect(b.flat().every(Boolean)).toBe(true);
      for (const grp of findMatches(b, (g) => !!g)) {
        for (const p of grp.cells) expect(added.has(at(b, p.r, p.c)!.id)).toBe(false);
      }
    }
  });
  it('adds at most one time gem to the board at once', () => {
    const b = parse(['...', '...', '123']);
    const added = collapse(b, 5, rng(5), { timeChance: 1 });
    expect(added.filter((g) => g.time)).toHaveLength(1);
    // Empty every other cell of the top rows: the time gem stays, so no second one comes.
    for (let r = 0; r < 2; r++) for (let c = 0; c < 3; c++) if (!b[r]![c]!.time) b[r]![c] = null;
    const again = collapse(b, 5, rng(6), { timeChance: 1 });
    expect(again).toHaveLength(5);
    expect(again.filter((g) => g.time)).toHaveLength(0);
    expect(b.flat().filter((g) => g!.time)).toHaveLength(1);
  });
});

describe('moves and dead boards', () => {
  it('new boards rest, have no match and have a move', () => {
    for (let s = 1; s <= 25; s++) {
      const b = newBoard(8, 8, s % 2 ? 5 : 6, rng(s));
      expect(settledBoard(b)).toBe(true);
      expect(findMatches(b)).toEqual([]);
      const m = findMove(b)!;
      expect(canSwap(b, m[0], m[1])).toBe(true);
    }
  });
  it('a board without moves is reshuffled into a live one with the same gems', () => {
    const dead = parse(DEAD);
    expect(findMatches(dead)).toEqual([]);
    expect(findMove(dead)).toBeNull();
    const ids = dead.flat().map((g) => g!.id).sort();
    const live = reshuffle(dead, 5, rng(7));
    expect(findMatches(live)).toEqual([]);
    expect(findMove(live)).not.toBeNull();
    expect(live.flat().map((g) => g!.id).sort()).toEqual(ids);
    expect(settledBoard(live)).toBe(true);
  });
  it('a long real-time run keeps the board consistent: no overlaps, no stuck gaps, matches resolved', () => {
    const rand = rng(11);
    let b = newBoard(8, 8, 5, rand);
    let player = 0;
    for (let i = 0; i < 60 * 40; i++) {
      // Swap every 0.4 s wherever a move exists, even while other gems fall.
      if (i % 24 === 0) {
        const m = findMove(b);
        if (m) doSwap(b, m[0], m[1]);
        else if (settledBoard(b)) b = reshuffle(b, 5, rand);
      }
      const ev = step(b, DT, 5, rand, { timeChance: 0.05 });
      for (const grp of ev.groups) if (grp.player) player++;
      expect(sane(b)).toBe(true);
    }
    settle(b, 5, rand);
    expect(b.flat().every(Boolean)).toBe(true);
    expect(settledBoard(b)).toBe(true);
    expect(findMatches(b)).toEqual([]);
    expect(player).toBeGreaterThan(50);
  });
  it('resolve leaves nothing to match among the gems that stay', () => {
    const b = parse(['11123', '24345', '23431']);
    const res = resolve(b);
    expect(res.cleared).toHaveLength(3);
    expect(findMatches(b)).toEqual([]);
  });
});

describe('clock', () => {
  it('player matches earn more time the bigger they are; cascades a little', () => {
    expect(timeBonus(3, true)).toBe(0.5);
    expect(timeBonus(4, true)).toBe(1.5);
    expect(timeBonus(5, true)).toBe(3);
    expect(timeBonus(7, true)).toBe(3);
    expect(timeBonus(3, false)).toBeLessThan(timeBonus(3, true));
    expect(timeBonus(3, false)).toBeGreaterThan(0);
  });
  it('never stores more than the cap', () => {
    expect(addTime(50, 3)).toBe(53);
    expect(addTime(TIME_MAX - 1, 5)).toBe(TIME_MAX);
    expect(TIME_START).toBeLessThan(TIME_MAX);
  });
  it('runs faster at higher levels, up to twice as fast', () => {
    expect(drainRate(1)).toBe(1);
    for (let l = 2; l < 10; l++) expect(drainRate(l)).toBeGreaterThanOrEqual(drainRate(l - 1));
    expect(drainRate(50)).toBe(2);
  });
  it('levels follow the score thresholds and bring a sixth colour', () => {
    expect(levelThreshold(1)).toBe(0);
    expect(levelFor(0)).toBe(1);
    expect(levelFor(levelThreshold(2) - 1)).toBe(1);
    expect(levelFor(levelThreshold(2))).toBe(2);
    expect(levelFor(levelThreshold(5) + 10)).toBe(5);
    expect(colorsFor(1)).toBe(5);
    expect(colorsFor(4)).toBe(6);
  });
});

describe('fever', () => {
  it('quick player matches build a chain; a pause breaks it', () => {
    const f = newFever();
    feverMatch(f, 3, true);
    expect(f.chain).toBe(1);
    feverTick(f, CHAIN_WINDOW - 0.5);
    feverMatch(f, 3, true);
    expect(f.chain).toBe(2);
    feverMatch(f, 3, false); // a cascade neither extends nor breaks it
    expect(f.chain).toBe(2);
    feverTick(f, CHAIN_WINDOW + 0.1);
    expect(f.chain).toBe(0);
    feverMatch(f, 3, true);
    expect(f.chain).toBe(1);
  });
  it('chained and bigger matches fill the meter faster', () => {
    const a = newFever();
    feverMatch(a, 3, true);
    const b = { ...newFever(), chain: 4, since: 0.5 };
    feverMatch(b, 3, true);
    expect(b.meter).toBeGreaterThan(a.meter);
    const c = newFever();
    feverMatch(c, 5, true);
    expect(c.meter).toBeGreaterThan(a.meter);
    const d = newFever();
    feverMatch(d, 3, false);
    expect(d.meter).toBeLessThan(a.meter);
  });
  it('a full meter raises the multiplier, up to the top level', () => {
    const f = newFever();
    let ups = 0;
    for (let i = 0; i < 200; i++) if (feverMatch(f, 4, true)) ups++;
    expect(ups).toBe(FEVER_MAX);
    expect(f.level).toBe(FEVER_MAX);
    expect(multiplier(f)).toBe(FEVER_MAX + 1);
    expect(f.meter).toBeLessThanOrEqual(1);
  });
  it('the meter drains, faster when hot, and running dry drops one level', () => {
    expect(feverDecay(3)).toBeGreaterThan(feverDecay(0));
    const f = { meter: 0.1, level: 2, chain: 0, since: 0 };
    expect(feverTick(f, 0.1 / feverDecay(2) - 0.01)).toBe(false);
    expect(f.level).toBe(2);
    expect(feverTick(f, 0.05)).toBe(true);
    expect(f).toMatchObject({ level: 1, meter: 0.5 });
    const cold = newFever();
    expect(feverTick(cold, 10)).toBe(false);
    expect(cold.meter).toBe(0);
  });
  it('a steady player one match a second climbs into fever; one every four seconds does not', () => {
    const run = (gap: number) => {
      const f = newFever();
      for (let t = 0; t < 30; t += gap) { feverTick(f, gap); feverMatch(f, 3, true); }
      return f.level;
    };
    expect(run(1)).toBeGreaterThanOrEqual(2);
    expect(run(4)).toBe(0);
  });
});

describe('tallying a step', () => {
  it('a player four with a time gem in it: points, 1.5 s plus the time gem, and the fever meter', () => {
    const b = parse(['1301', '3433', '2024']);
    b[1]![0]!.time = true;
    doSwap(b, { r: 0, c: 1 }, { r: 1, c: 1 });
    const ev = step(b, SWAP_T + DT, 5, rng(1));
    expect(ev.timeGems).toBe(1);
    const f = newFever();
    const sum = tally(ev, f);
    expect(sum).toEqual({ points: 60, seconds: 1.5 + TIME_GEM, feverUps: 0, playerMatches: 1, blasted: 0 });
    expect(f.chain).toBe(1);
    expect(f.meter).toBeGreaterThan(0);
  });
  it('a cascade match counts as no player match and gems a special blasts pay extra', () => {
    const b = parse(['2222', '1311', '4544']);
    b[0]![1] = { ...gem(2, FLAME, 0) }; // inside a row of four 2s: sets off 3 × 3
    const ev = step(b, DT, 5, rng(3));
    const f = { meter: 0.2, level: 1, chain: 3, since: 0.2 };
    const sum = tally(ev, f);
    expect(sum.playerMatches).toBe(0);
    expect(ev.groups[0]!.player).toBe(false);
    expect(sum.blasted).toBe(ev.cleared.length - 4);
    expect(sum.blasted).toBeGreaterThan(0);
    expect(sum.seconds).toBe(timeBonus(4, false));
    expect(sum.points).toBe(groupScore(4, f) + blastScore(sum.blasted, f));
    expect(f.chain).toBe(3);
  });
});

describe('score', () => {
  it('pays per gem, more past three, times the fever multiplier and a chain bonus', () => {
    const f = newFever();
    expect(groupScore(3, f)).toBe(30);
    expect(groupScore(4, f)).toBe(60);
    expect(groupScore(5, f)).toBe(90);
    const hot = { meter: 0.5, level: 2, chain: 1, since: 0 };
    expect(groupScore(3, hot)).toBe(90);
    const chained = { meter: 0.5, level: 0, chain: 4, since: 0 };
    expect(groupScore(3, chained)).toBe(39);
    expect(groupScore(3, { ...chained, chain: 40 })).toBe(45);
    expect(blastScore(4, hot)).toBe(180);
  });
});
