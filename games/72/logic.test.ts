import {
  STAFF, UPGRADES, COST_GROWTH, STAFF_MILESTONES, EARN_MILESTONES, STAR_UNIT, OFFLINE_RATE, newSave, staffCost, bulkCost, affordable, upgradeCost,
  milestoneMultiplier, nextMilestone, staffIncome, incomePerSecond, tapValue, tap, hire, buyUpgrade, offlineCapSeconds, offlineEarnings,
  starsOnReset, prestige, trophies, serialize, load, earn,
} from './logic.js';

const NOW = 1_700_000_000_000;

describe('cost curves', () => {
  it('each hire costs 15% more than the last, rounded up', () => {
    expect(staffCost(15, 0)).toBe(15);
    expect(staffCost(15, 1)).toBe(18);
    expect(staffCost(15, 10)).toBe(Math.ceil(15 * 1.15 ** 10));
    for (const s of STAFF) {
      for (let n = 0; n < 200; n += 7) {
        expect(staffCost(s.base, n)).toBe(Math.ceil(s.base * COST_GROWTH ** n));
        expect(staffCost(s.base, n + 1)).toBeGreaterThan(staffCost(s.base, n));
        // Rounding up only matters for small prices; beyond them the step is 15%.
        if (staffCost(s.base, n) > 1000) expect(staffCost(s.base, n + 1) / staffCost(s.base, n)).toBeCloseTo(COST_GROWTH, 2);
      }
    }
  });

  it('a bulk price is the sum of the single prices and grows geometrically', () => {
    expect(bulkCost(15, 0, 1)).toBe(15);
    expect(bulkCost(15, 0, 3)).toBe(15 + 18 + 20);
    expect(bulkCost(100, 5, 10)).toBe(Array.from({ length: 10 }, (_, i) => staffCost(100, 5 + i)).reduce((a, b) => a + b));
    const closed = (100 * 1.15 ** 5 * (1.15 ** 10 - 1)) / 0.15;
    expect(bulkCost(100, 5, 10) / closed).toBeGreaterThan(1);
    expect(bulkCost(100, 5, 10) / closed).toBeLessThan(1.01);
  });

  it('counts how many are affordable, never more than the limit', () => {
    expect(affordable(15, 0, 14, 10)).toBe(0);
    expect(affordable(15, 0, 15, 10)).toBe(1);
    expect(affordable(15, 0, 53, 10)).toBe(3);
    expect(affordable(15, 0, 52, 10)).toBe(2);
    expect(affordable(15, 0, 1e12, 10)).toBe(10);
  });

  it('upgrades grow by their own factor and stop at their maximum', () => {
    for (const u of UPGRADES) {
      expect(upgradeCost(u.key, 0)).toBe(u.base);
      expect(upgradeCost(u.key, 2)).toBe(Math.ceil(u.base * u.growth ** 2));
      expect(upgradeCost(u.key, u.max)).toBe(Infinity);
    }
  });
});

describe('income', () => {
  it('staff milestones double output at each step', () => {
    expect(milestoneMultiplier(9)).toBe(1);
    expect(milestoneMultiplier(10)).toBe(2);
    expect(milestoneMultiplier(25)).toBe(4);
    expect(milestoneMultiplier(200)).toBe(2 ** STAFF_MILESTONES.length);
    expect(nextMilestone(0)).toBe(10);
    expect(nextMilestone(10)).toBe(25);
    expect(nextMilestone(200)).toBeNull();
  });

  it('adds up staff, machine upgrades and stars', () => {
    const s = newSave();
    expect(incomePerSecond(s)).toBe(0);
    s.staff.barista = 10;
    expect(staffIncome(s, 'barista')).toBe(10 * 0.5 * 2);
    s.staff.baker = 1;
    expect(incomePerSecond(s)).toBe(10 + 3);
    s.upgrades.machine = 2;
    expect(incomePerSecond(s)).toBeCloseTo(13 * 1.5);
    s.stars = 3;
    expect(incomePerSecond(s)).toBeCloseTo(13 * 1.5 * 1.3);
  });

  it('a tap pays beans, stars and tips', () => {
    const s = newSave();
    expect(tapValue(s)).toBe(1);
    s.upgrades.beans = 4;
    expect(tapValue(s)).toBe(5);
    s.stars = 1;
    expect(tapValue(s)).toBeCloseTo(5.5);
    s.staff.baker = 10; // 3 × 10 × 2 × 1.1 = 66/s
    s.upgrades.tips = 2;
    expect(tapValue(s)).toBeCloseTo(5.5 + 0.04 * 66);
    expect(tap(s)).toBeCloseTo(tapValue(s));
    expect(s.taps).toBe(1);
    expect(s.coins).toBeCloseTo(s.lifetime);
  });

  it('hiring spends exactly the price and refuses what cannot be paid', () => {
    const s = newSave();
    s.coins = 50;
    expect(hire(s, 'barista', 1)).toBe(1);
    expect(s.coins).toBe(35);
    expect(s.staff.barista).toBe(1);
    expect(hire(s, 'barista', 10)).toBe(1); // 18 affordable, 20 not
    expect(s.coins).toBe(17);
    expect(hire(s, 'robot', 1)).toBe(0);
    expect(s.coins).toBe(17);
    expect(buyUpgrade(s, 'beans')).toBe(false);
    s.coins = 25;
    expect(buyUpgrade(s, 'beans')).toBe(true);
    expect(s.coins).toBe(0);
    expect(s.upgrades.beans).toBe(1);
  });

  it('earnings count towards the lifetime trophies', () => {
    const s = newSave();
    earn(s, 999);
    expect(trophies(s)).toBe(0);
    earn(s, 1);
    expect(trophies(s)).toBe(1);
    earn(s, EARN_MILESTONES[EARN_MILESTONES.length - 1]!);
    expect(trophies(s)).toBe(EARN_MILESTONES.length);
    earn(s, -50);
    earn(s, NaN);
    expect(s.lifetime).toBe(1000 + EARN_MILESTONES[EARN_MILESTONES.length - 1]!);
  });
});

describe('offline earnings', () => {
  const s = newSave();
  s.staff.barista = 10; // 10 coins a second

  it('pay half the income for the time away', () => {
    expect(offlineEarnings(s, 600)).toBe(600 * 10 * OFFLINE_RATE);
  });

  it('are capped at two hours, plus an hour per chair level', () => {
    expect(offlineCapSeconds(s)).toBe(2 * 3600);
    expect(offlineEarnings(s, 50 * 3600)).toBe(2 * 3600 * 10 * OFFLINE_RATE);
    const c = { ...s, upgrades: { ...s.upgrades, chairs: 3 } };
    expect(offlineEarnings(c, 50 * 3600)).toBe(5 * 3600 * 10 * OFFLINE_RATE);
    expect(offlineEarnings(c, 4 * 3600)).toBe(4 * 3600 * 10 * OFFLINE_RATE);
  });

  it('a clock going backwards or nonsense earns nothing', () => {
    expect(offlineEarnings(s, -3600)).toBe(0);
    expect(offlineEarnings(s, NaN)).toBe(0);
    expect(offlineEarnings(s, Infinity)).toBe(0);
    expect(offlineEarnings(newSave(), 3600)).toBe(0);
  });
});

describe('prestige', () => {
  it('stars grow with the square root of what this café earned', () => {
    const s = newSave();
    s.runEarned = STAR_UNIT - 1;
    expect(starsOnReset(s)).toBe(0);
    s.runEarned = STAR_UNIT;
    expect(starsOnReset(s)).toBe(1);
    s.runEarned = 4 * STAR_UNIT;
    expect(starsOnReset(s)).toBe(2);
    s.runEarned = 100 * STAR_UNIT;
    expect(starsOnReset(s)).toBe(10);
  });

  it('a new café keeps stars and lifetime, resets the rest, and is refused without a star', () => {
    const s = newSave();
    s.runEarned = 5 * STAR_UNIT;
    s.lifetime = 9 * STAR_UNIT;
    s.coins = 1234;
    s.stars = 1;
    s.staff.roaster = 7;
    s.upgrades.machine = 3;
    s.taps = 50;
    expect(prestige(s)).toBe(true);
    expect(s).toMatchObject({ stars: 3, lifetime: 9 * STAR_UNIT, runEarned: 0, coins: 0, taps: 50 });
    expect(s.staff.roaster).toBe(0);
    expect(s.upgrades.machine).toBe(0);
    expect(prestige(s)).toBe(false);
    expect(s.stars).toBe(3);
  });
});

describe('saving and loading', () => {
  it('round-trips a save', () => {
    const s = newSave();
    s.coins = 123.5;
    s.runEarned = 5000;
    s.lifetime = 9000;
    s.stars = 2;
    s.staff.baker = 4;
    s.upgrades.chairs = 2;
    s.won = true;
    const { save, fresh } = load(serialize(s, NOW - 1000), NOW);
    expect(fresh).toBe(false);
    expect(save).toEqual({ ...s, savedAt: NOW - 1000 });
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['broken JSON', '{"coins": 12,'],
    ['a number', '42'],
    ['an array', '[1,2,3]'],
    ['a string', '"hello"'],
  ])('starts a new café from %s', (_, text) => {
    const { save, fresh } = load(text, NOW);
    expect(fresh).toBe(true);
    expect(save).toEqual({ ...newSave(), savedAt: NOW });
  });

  it('repairs damaged values field by field', () => {
    const text = JSON.stringify({
      coins: -50, runEarned: 'lots', lifetime: 10, stars: 2.7, taps: null, won: 'yes',
      staff: { barista: 3.9, baker: -2, artist: '5', roaster: 1e9, chef: NaN, robot: 2, cook: 99 },
      upgrades: { beans: 999, machine: 2, tips: -1, chairs: Infinity },
      savedAt: NOW - 5000,
    });
    const { save, fresh } = load(text, NOW);
    expect(fresh).toBe(false);
    expect(save.coins).toBe(0);
    expect(save.runEarned).toBe(0);
    expect(save.lifetime).toBe(10);
    expect(save.stars).toBe(2);
    expect(save.taps).toBe(0);
    expect(save.won).toBe(false);
    expect(save.staff).toEqual({ barista: 3, baker: 0, artist: 0, roaster: 100000, chef: 0, robot: 2 });
    expect(save.upgrades).toEqual({ beans: UPGRADES.find((u) => u.key === 'beans')!.max, machine: 2, tips: 0, chairs: 0 });
    expect(Object.keys(save.staff)).not.toContain('cook');
    expect(save.savedAt).toBe(NOW - 5000);
  });

  it('never pays offline earnings for a save from the future or without a time', () => {
    const s = newSave();
    s.staff.barista = 10;
    const future = load(serialize(s, NOW + 3600_000), NOW).save;
    expect(future.savedAt).toBe(NOW);
    expect(offlineEarnings(future, (NOW - future.savedAt) / 1000)).toBe(0);
    const noTime = load(JSON.stringify({ ...s, savedAt: undefined }), NOW).save;
    expect(noTime.savedAt).toBe(NOW);
  });

  it('lifetime is never less than what this café earned', () => {
    const { save } = load(JSON.stringify({ runEarned: 500, lifetime: 20 }), NOW);
    expect(save.lifetime).toBe(500);
  });
});
