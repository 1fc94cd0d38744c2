import {
  SPECIES, SPOTS, SURFACE, SLACK, SLACK_TIME, STRIKE_WINDOW, DAY_LEN, SAFE_HI,
  bottomAt, castSpot, castPower, chooseSpecies, rollWeight, coinsFor, biteSchedule, judgeStrike, newFight, fishPull, stepFight, hourAt, clockText, dayPassed,
  type Fight, type Species,
} from './logic.js';

const rngFrom = (seed: number) => () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
const sp = (k: string) => SPECIES[k] as Species;
/** A fight with fixed numbers, no random runs. */
function fightOf(key: string, over: Partial<Fight> = {}): Fight {
  return { ...newFight(sp(key), sp(key).kg[1], 0.6, () => 0.5), ...over };
}
const never = () => 0.999999;

/** Plays a fight with a reel policy; returns the result and seconds taken. */
function play(f: Fight, policy: (f: Fight) => boolean, rng: () => number) {
  let r = 'fighting';
  while (r === 'fighting' && f.t < 180) r = stepFight(f, policy(f), 1 / 60, rng);
  return r;
}

describe('fishing: the fight', () => {
  it('reeling against a pulling fish raises the tension and brings line in', () => {
    const f = fightOf('bass', { tension: 0.3 });
    const d0 = f.dist;
    for (let i = 0; i < 30; i++) stepFight(f, true, 1 / 60, never);
    expect(f.tension).toBeGreaterThan(0.45);
    expect(f.dist).toBeLessThan(d0);
  });

  it('letting go relaxes the tension and the fish takes line', () => {
    const f = fightOf('bass', { tension: 0.7 });
    const d0 = f.dist;
    for (let i = 0; i < 30; i++) stepFight(f, false, 1 / 60, never);
    expect(f.tension).toBeLessThan(0.5);
    expect(f.dist).toBeGreaterThan(d0);
  });

  it('snaps the line when the tension reaches the top', () => {
    const f = fightOf('tuna', { tension: 0.99, burst: 2 });
    expect(stepFight(f, true, 1 / 60, never)).toBe('snapped');
  });

  it('lets the hook slip after a slack line lasts too long', () => {
    const f = fightOf('bluegill', { tension: 0.05 });
    let r = 'fighting';
    let t = 0;
    while (r === 'fighting' && t < 5) { r = stepFight(f, false, 1 / 60, never); t += 1 / 60; }
    expect(r).toBe('escaped');
    expect(t).toBeGreaterThanOrEqual(SLACK_TIME - 0.05);
    expect(f.tension).toBeLessThan(SLACK);
  });

  it('loses the fish when the spool runs out, and lands it when the line is all in', () => {
    expect(stepFight(fightOf('pike', { dist: 0.9995 }), false, 1 / 60, never)).toBe('spooled');
    expect(stepFight(fightOf('perch', { dist: 0.0005 }), true, 1 / 60, never)).toBe('landed');
  });

  it('tires the fish while the line is tight, weakening its pull', () => {
    const f = fightOf('salmon', { tension: 0.6 });
    const p0 = fishPull(f);
    for (let i = 0; i < 300; i++) { stepFight(f, f.tension < 0.6, 1 / 60, never); f.dist = 0.6; }
    expect(f.stamina).toBeLessThan(0.8);
    expect(fishPull({ ...f, t: 0 })).toBeLessThan(p0);
  });

  it('pull varies by species and size, and runs make it spike', () => {
    const at = (k: string, kg: number, burst = 0) => fishPull({ ...newFight(sp(k), kg, 0.5, () => 0), burst, t: 0 });
    expect(at('tuna', 40)).toBeGreaterThan(at('mackerel', 1));
    expect(at('pike', 8)).toBeGreaterThan(at('bluegill', 0.3));
    expect(at('bass', 3.5)).toBeGreaterThan(at('bass', 0.8));
    expect(at('bass', 2, 1)).toBeCloseTo(at('bass', 2) * sp('bass').burstPull);
  });

  it('a careful angler lands every species; reeling non-stop snaps the big ones; never reeling loses them all', () => {
    const careful = (f: Fight) => f.tension < 0.65;
    for (const key of Object.keys(SPECIES)) {
      const rng = rngFrom(11);
      for (let i = 0; i < 6; i++) {
        const f = newFight(sp(key), sp(key).kg[1], 0.8, rng);
        expect(play(f, careful, rng)).toBe('landed');
      }
      expect(play(newFight(sp(key), sp(key).kg[1], 0.8, rngFrom(5)), () => false, rngFrom(5))).not.toBe('landed');
    }
    let snaps = 0;
    for (const key of ['tuna', 'grouper', 'salmon']) {
      const rng = rngFrom(3);
      for (let i = 0; i < 5; i++) if (play(newFight(sp(key), sp(key).kg[1], 0.8, rng), () => true, rng) === 'snapped') snaps++;
    }
    expect(snaps).toBeGreaterThanOrEqual(12);
  });

  it('keeps the red zone meaningful: a fresh tuna held on the reel goes past it', () => {
    const f = fightOf('tuna', { tension: 0.5 });
    let peak = 0;
    for (let i = 0; i < 40; i++) { stepFight(f, true, 1 / 60, never); peak = Math.max(peak, f.tension); }
    expect(peak).toBeGreaterThan(SAFE_HI);
  });
});

describe('fishing: casting and bites', () => {
  it('casts farther and deeper with more power, the lure above the bed', () => {
    const a = castSpot(0.1);
    const b = castSpot(0.9);
    expect(b.x).toBeGreaterThan(a.x);
    expect(b.y).toBeGreaterThan(a.y);
    expect(b.depth).toBeGreaterThan(a.depth);
    for (const p of [0, 0.5, 1]) {
      const c = castSpot(p);
      expect(c.y).toBeGreaterThan(SURFACE);
      expect(c.y).toBeLessThan(bottomAt(c.x));
    }
    expect(castSpot(2)).toEqual(castSpot(1));
  });

  it('cast power swings up and down while the button is held', () => {
    expect(castPower(0)).toBe(0);
    expect(castPower(0.6)).toBeCloseTo(0.5);
    expect(castPower(1.2)).toBeCloseTo(1);
    expect(castPower(1.8)).toBeCloseTo(0.5);
    expect(castPower(2.4)).toBeCloseTo(0);
  });

  it('nibbles come before the bite, and only a strike inside the window hooks the fish', () => {
    const rng = rngFrom(9);
    for (let i = 0; i < 50; i++) {
      const s = biteSchedule(rng);
      expect(s.nibbles.length).toBeGreaterThanOrEqual(1);
      for (const n of s.nibbles) expect(n).toBeLessThan(s.bite);
      expect(s.nibbles[0]).toBeGreaterThanOrEqual(1.2);
      expect(judgeStrike(s.bite - 0.01, s)).toBe('early');
      expect(judgeStrike(s.bite + 0.01, s)).toBe('hooked');
      expect(judgeStrike(s.bite + STRIKE_WINDOW, s)).toBe('hooked');
      expect(judgeStrike(s.bite + STRIKE_WINDOW + 0.01, s)).toBe('late');
    }
  });

  it('only the spot\'s species bite, each in its depth band', () => {
    const rng = rngFrom(21);
    SPOTS.forEach((spot) => {
      const seen = new Set<string>();
      for (let i = 0; i < 400; i++) {
        const depth = rng();
        const s = chooseSpecies(spot, depth, 12, rng);
        expect(spot.species).toContain(s.key);
        expect(depth).toBeGreaterThanOrEqual(s.depth[0]);
        expect(depth).toBeLessThanOrEqual(s.depth[1]);
        seen.add(s.key);
      }
      expect(seen.size).toBeGreaterThanOrEqual(4);
    });
  });

  it('trophy fish bite more often at dawn than at noon', () => {
    const count = (hour: number) => {
      const rng = rngFrom(4);
      let n = 0;
      for (let i = 0; i < 2000; i++) if (chooseSpecies(SPOTS[2]!, 0.9, hour, rng).key === 'tuna') n++;
      return n;
    };
    expect(count(6.5)).toBeGreaterThan(count(12) * 1.4);
  });
});

describe('fishing: catches and days', () => {
  it('weights stay in the species range and heavier fish are worth more', () => {
    const rng = rngFrom(2);
    for (let i = 0; i < 100; i++) {
      const kg = rollWeight(sp('carp'), rng);
      expect(kg).toBeGreaterThanOrEqual(1.5);
      expect(kg).toBeLessThanOrEqual(8);
    }
    expect(coinsFor(sp('carp'), 1.5)).toBe(25);
    expect(coinsFor(sp('carp'), 8)).toBe(45);
    expect(coinsFor(sp('carp'), 5)).toBeGreaterThan(coinsFor(sp('carp'), 2));
    expect(coinsFor(sp('tuna'), 60)).toBeGreaterThan(coinsFor(sp('bluegill'), 0.5));
  });

  it('the day runs from 06:00 to 18:00', () => {
    expect(hourAt(0)).toBe(6);
    expect(hourAt(DAY_LEN / 2)).toBe(12);
    expect(hourAt(DAY_LEN * 2)).toBe(18);
    expect(clockText(6)).toBe('06:00');
    expect(clockText(13.26)).toBe('13:10');
    expect(clockText(17.99)).toBe('17:50');
  });

  it('each day has a higher goal, and meeting it passes the day', () => {
    for (let i = 1; i < SPOTS.length; i++) expect(SPOTS[i]!.goal).toBeGreaterThan(SPOTS[i - 1]!.goal);
    expect(dayPassed(SPOTS[0]!.goal, 0)).toBe(true);
    expect(dayPassed(SPOTS[0]!.goal - 1, 0)).toBe(false);
  });
});
