import {
  TILE, MAPS, WAVES, TOWERS, TOWER_TYPES, ENEMIES,
  makeWorld, cellIndex, walkable, buildableTerrain, canBuild, placeTower, statsOf, upgradeCost, upgrade, sellValue, removeTower,
  hpFor, waveList, makeEnemy, stepEnemy, remaining, hitDamage, pickTarget, splash, frostPulse, waveReward, routeFrom,
  type World, type Enemy,
} from './logic.js';

/** Runs an enemy until it reaches the exit (or gives up), returning the seconds taken. */
function walk(w: World, e: Enemy, limit = 120) {
  for (let t = 0; t < limit; t += 1 / 60) if (stepEnemy(w, e, 1 / 60)) return t;
  return Infinity;
}

describe('maps', () => {
  it('three maps, each with spawns that can reach the exit', () => {
    expect(MAPS).toHaveLength(3);
    for (let i = 0; i < MAPS.length; i++) {
      const w = makeWorld(i);
      expect(w.spawns.length).toBeGreaterThan(0);
      for (let s = 0; s < w.spawns.length; s++) {
        const route = routeFrom(w, s);
        expect(route[0]).toEqual(w.spawns[s]);
        expect(route[route.length - 1]).toEqual(w.exit);
      }
    }
    expect(makeWorld(2).spawns).toHaveLength(2);
  });
  it('only open ground takes towers; rock, water, bridges, spawn and exit do not', () => {
    const w = makeWorld(1);
    expect(buildableTerrain(w, 0, 0)).toBe(false); // rock
    expect(buildableTerrain(w, 1, 6)).toBe(false); // water
    expect(buildableTerrain(w, 2, 6)).toBe(false); // bridge
    expect(walkable(w, 2, 6)).toBe(true);
    expect(walkable(w, 1, 6)).toBe(false);
    expect(buildableTerrain(w, w.exit.col, w.exit.row)).toBe(false);
    expect(buildableTerrain(w, 5, 5)).toBe(true);
    expect(canBuild(w, [], 1, 6)).toBe('terrain');
  });
});

describe('building', () => {
  it('a tower re-routes the walkers and the route gets longer', () => {
    const w = makeWorld(0);
    const before = routeFrom(w).length;
    // Wall across most of row 6, leaving a gap at the far left.
    for (let c = 2; c <= 10; c++) {
      expect(canBuild(w, [], c, 6)).toBe('ok');
      placeTower(w, 'gun', c, 6);
    }
    const after = routeFrom(w);
    expect(after.length).toBeGreaterThan(before);
    expect(after.some((c) => c.col === 1 && c.row === 6)).toBe(true);
    expect(canBuild(w, [], 5, 6)).toBe('occupied');
  });
  it('refuses a tower that would seal the exit off', () => {
    const w = makeWorld(0);
    for (let c = 2; c <= 10; c++) placeTower(w, 'gun', c, 6);
    expect(canBuild(w, [], 1, 6)).toBe('blocks');
    // The river map: the two bridges are the only crossings. Closing the foot of one is fine,
    // but then the other must stay open.
    const r = makeWorld(1);
    expect(canBuild(r, [], 2, 7)).toBe('ok');
    placeTower(r, 'gun', 2, 7);
    expect(canBuild(r, [], 9, 7)).toBe('blocks');
    expect(routeFrom(r).some((c) => c.col === 9 && c.row === 6)).toBe(true);
  });
  it('refuses cells an enemy stands on or is stepping into, and cuts nobody off', () => {
    const w = makeWorld(0);
    const e = makeEnemy(w, 'grunt', 1, 1);
    stepEnemy(w, e, 0.05);
    expect(e.next).not.toBeNull();
    expect(canBuild(w, [e], e.next!.col, e.next!.row)).toBe('enemy');
    // Flyers are never in the way.
    const f = makeEnemy(w, 'flyer', 1, 2);
    f.x = w.map.center(4, 4).x; f.y = w.map.center(4, 4).y;
    expect(canBuild(w, [f], 4, 4)).toBe('ok');
  });
  it('upgrades cost more each level and selling refunds 70% of everything spent', () => {
    const w = makeWorld(0);
    const t = placeTower(w, 'cannon', 3, 3);
    expect(t.spent).toBe(TOWERS.cannon.levels[0]!.cost);
    const d1 = statsOf(t).dmg;
    const c2 = upgradeCost(t)!;
    expect(upgrade(t)).toBe(true);
    expect(statsOf(t).dmg).toBeGreaterThan(d1);
    upgrade(t);
    expect(upgradeCost(t)).toBeNull();
    expect(upgrade(t)).toBe(false);
    expect(t.level).toBe(3);
    const spent = TOWERS.cannon.levels.reduce((s, l) => s + l.cost, 0);
    expect(t.spent).toBe(spent);
    expect(c2).toBe(TOWERS.cannon.levels[1]!.cost);
    expect(sellValue(t)).toBe(Math.floor(spent * 0.7));
    removeTower(w, t);
    expect(w.towers.has(cellIndex(w, 3, 3))).toBe(false);
  });
  it('every tower gets better with each level', () => {
    for (const type of TOWER_TYPES) {
      const ls = TOWERS[type].levels;
      expect(ls).toHaveLength(3);
      for (let i = 1; i < 3; i++) {
        expect(ls[i]!.dmg).toBeGreaterThan(ls[i - 1]!.dmg);
        expect(ls[i]!.range).toBeGreaterThanOrEqual(ls[i - 1]!.range);
        expect(ls[i]!.rate).toBeLessThanOrEqual(ls[i - 1]!.rate);
      }
    }
    expect(TOWERS.cannon.air).toBe(false);
    expect(TOWERS.rail.pierce).toBe(true);
  });
});

describe('enemies', () => {
  it('walkers follow the field to the exit; a longer maze takes longer', () => {
    const w = makeWorld(0);
    const open = walk(w, makeEnemy(w, 'grunt', 1, 1));
    expect(open).toBeLessThan(Infinity);
    for (let c = 2; c <= 10; c++) placeTower(w, 'gun', c, 4);
    for (let c = 1; c <= 9; c++) placeTower(w, 'gun', c, 9);
    const maze = walk(w, makeEnemy(w, 'grunt', 1, 2));
    expect(maze).toBeGreaterThan(open + 5);
    // It never walked through a tower.
    const e = makeEnemy(w, 'grunt', 1, 3);
    for (let i = 0; i < 60 * 60 && !stepEnemy(w, e, 1 / 60); i++) {
      const c = w.map.cellAt(e.x, e.y);
      expect(w.towers.has(cellIndex(w, c.col, c.row))).toBe(false);
    }
  });
  it('flyers ignore the maze and fly straight', () => {
    const w = makeWorld(0);
    for (let c = 2; c <= 10; c++) placeTower(w, 'gun', c, 6);
    const f = makeEnemy(w, 'flyer', 1, 1);
    const s = w.map.center(w.spawns[0]!.col, w.spawns[0]!.row);
    const x = w.map.center(w.exit.col, w.exit.row);
    const t = walk(w, f);
    expect(t).toBeCloseTo(Math.hypot(x.x - s.x, x.y - s.y) / (ENEMIES.flyer.speed * TILE), 1);
  });
  it('slowed enemies move slower until the chill wears off', () => {
    const w = makeWorld(0);
    const a = makeEnemy(w, 'grunt', 1, 1);
    const b = makeEnemy(w, 'grunt', 1, 2);
    b.slow = 0.5; b.slowT = 10;
    for (let i = 0; i < 60; i++) { stepEnemy(w, a, 1 / 60); stepEnemy(w, b, 1 / 60); }
    expect(remaining(w, b)).toBeGreaterThan(remaining(w, a));
    b.slowT = 0.01;
    stepEnemy(w, b, 0.02);
    expect(b.slow).toBe(1);
  });
  it('grow tougher every wave; waves bring flyers, armour and bosses on schedule', () => {
    expect(hpFor('grunt', 1)).toBe(ENEMIES.grunt.hp);
    for (let n = 2; n <= WAVES; n++) expect(hpFor('grunt', n)).toBeGreaterThan(hpFor('grunt', n - 1));
    const kinds = (n: number) => new Set(waveList(n).map((q) => q.kind));
    expect([...kinds(1)]).toEqual(['grunt']);
    expect(kinds(2).has('scout')).toBe(true);
    expect(kinds(3).has('flyer')).toBe(true);
    expect(kinds(4).has('tank')).toBe(true);
    expect(kinds(5).has('boss')).toBe(true);
    expect(kinds(6).has('boss')).toBe(false);
    expect(waveList(WAVES).filter((q) => q.kind === 'boss')).toHaveLength(2);
    for (let n = 2; n <= WAVES; n++) expect(waveList(n).length).toBeGreaterThanOrEqual(waveList(n - 1).length - 3);
    expect(waveList(12).length).toBeGreaterThan(waveList(2).length);
    expect(waveReward(5)).toBeGreaterThan(waveReward(1));
  });
});

describe('shooting', () => {
  it('armour soaks part of each hit (never all of it); rail pierces', () => {
    expect(hitDamage(10, 'tank', false)).toBe(10 - ENEMIES.tank.armor);
    expect(hitDamage(2, 'tank', false)).toBe(1);
    expect(hitDamage(10, 'tank', true)).toBe(10);
    expect(hitDamage(10, 'grunt', false)).toBe(10);
  });
  it('towers aim at the enemy nearest the exit within range, and cannons ignore flyers', () => {
    const w = makeWorld(0);
    const t = placeTower(w, 'gun', 5, 2);
    const c = placeTower(w, 'cannon', 6, 2);
    const lead = makeEnemy(w, 'grunt', 1, 1);
    const back = makeEnemy(w, 'grunt', 1, 2);
    const far = makeEnemy(w, 'grunt', 1, 3);
    lead.x = w.map.center(5, 3).x; lead.y = w.map.center(5, 3).y;
    back.x = w.map.center(5, 1).x; back.y = w.map.center(5, 1).y;
    far.x = w.map.center(5, 12).x; far.y = w.map.center(5, 12).y;
    expect(pickTarget(w, t, [back, lead, far])).toBe(lead);
    expect(pickTarget(w, t, [far])).toBeNull();
    const fly = makeEnemy(w, 'flyer', 1, 4);
    fly.x = w.map.center(6, 3).x; fly.y = w.map.center(6, 3).y;
    expect(pickTarget(w, c, [fly])).toBeNull();
    expect(pickTarget(w, t, [fly])).toBe(fly);
  });
  it('splash hurts every walker in the radius, not flyers; frost chills all in range', () => {
    const w = makeWorld(0);
    const at = (e: Enemy, col: number, row: number) => { const p = w.map.center(col, row); e.x = p.x; e.y = p.y; return e; };
    const a = at(makeEnemy(w, 'grunt', 1, 1), 5, 5);
    const b = at(makeEnemy(w, 'tank', 1, 2), 6, 5);
    const c = at(makeEnemy(w, 'grunt', 1, 3), 9, 5);
    const f = at(makeEnemy(w, 'flyer', 1, 4), 5, 5);
    const hurt = splash([a, b, c, f], a.x, a.y, 1.1, 20);
    expect(hurt).toEqual([a, b]);
    expect(a.hp).toBe(a.maxHp - 20);
    expect(b.hp).toBe(b.maxHp - (20 - ENEMIES.tank.armor));
    expect(c.hp).toBe(c.maxHp);
    const fr = placeTower(w, 'frost', 5, 4);
    expect(frostPulse(w, fr, [a, c, f])).toBe(2);
    expect(a.slow).toBe(TOWERS.frost.levels[0]!.slow);
    expect(f.slow).toBe(TOWERS.frost.levels[0]!.slow);
    expect(c.slow).toBe(1);
  });
});
