import {
  N, FLEET, cellsOf, inBounds, canPlace, fleetLegal, clampShip, rotateShip, randomFleet, newSide, fire, allSunk,
  newKnowledge, learn, chooseShot, density, aiSkill, shotPoints, winBonus, accuracy, type Ship,
} from './logic.js';

const seeded = (seed: number) => () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
const ship = (id: number, r: number, c: number, horiz: boolean, len = FLEET[id]!): Ship => ({ id, len, r, c, horiz });

/** A fixed legal fleet: every ship horizontal on rows 0, 2, 4, 6, 8. */
const rows = (): Ship[] => FLEET.map((len, id) => ship(id, id * 2, 0, true, len));

/** Plays a whole battle of the computer against a fleet; returns its shots. */
function battle(fleet: Ship[], skill: number, rand: () => number, offset = 0) {
  const side = newSide(fleet);
  const k = newKnowledge();
  const shots: number[] = [];
  while (!allSunk(side)) {
    const idx = chooseShot(k, skill, rand, offset);
    expect(idx).toBeGreaterThanOrEqual(0);
    // Every shot goes to a cell the gunner has not learnt anything about yet.
    expect(k.view[idx]).toBe(0);
    shots.push(idx);
    const r = fire(side, idx);
    expect(r.result === 'miss' || r.result === 'hit' || r.result === 'sunk').toBe(true);
    learn(k, idx, r.result, side.ships[r.ship]);
    if (shots.length > 100) throw new Error('more than 100 shots');
  }
  return shots;
}

describe('fleet placement', () => {
  it('lists the cells a ship covers across or down', () => {
    expect(cellsOf(ship(0, 2, 3, true))).toEqual([23, 24, 25, 26, 27]);
    expect(cellsOf(ship(4, 7, 9, false))).toEqual([79, 89]);
  });
  it('keeps ships inside the grid', () => {
    expect(inBounds(ship(0, 0, 5, true))).toBe(true);
    expect(inBounds(ship(0, 0, 6, true))).toBe(false);
    expect(inBounds(ship(0, 5, 9, false))).toBe(true);
    expect(inBounds(ship(0, 6, 9, false))).toBe(false);
    expect(inBounds(ship(4, -1, 0, true))).toBe(false);
    expect(canPlace([], ship(1, 9, 7, true))).toBe(false);
  });
  it('refuses overlaps but allows ships to touch; a ship ignores itself when moved', () => {
    const fleet = [ship(0, 4, 2, true)];
    expect(canPlace(fleet, ship(2, 2, 4, false))).toBe(false); // crosses (4,4)
    expect(canPlace(fleet, ship(2, 1, 4, false))).toBe(true); // ends at (3,4), touching
    expect(canPlace(fleet, ship(4, 4, 7, true))).toBe(true); // right behind the stern
    expect(canPlace(fleet, ship(4, 4, 6, true))).toBe(false);
    expect(canPlace(fleet, ship(0, 4, 3, true))).toBe(true); // the same ship, moved one step
  });
  it('checks a whole fleet', () => {
    expect(fleetLegal(rows())).toBe(true);
    const overlapping = rows();
    overlapping[1] = ship(1, 0, 2, false);
    expect(fleetLegal(overlapping)).toBe(false);
    expect(fleetLegal(rows().slice(0, 4))).toBe(false);
    const twoCarriers = rows();
    twoCarriers[4] = ship(4, 8, 0, true, 5);
    expect(fleetLegal(twoCarriers)).toBe(false);
  });
  it('random fleets are always legal', () => {
    const rand = seeded(11);
    for (let i = 0; i < 300; i++) expect(fleetLegal(randomFleet(rand))).toBe(true);
  });
  it('pulls a ship dropped over an edge back inside, keeping its length', () => {
    expect(clampShip(ship(0, 3, 8, true))).toMatchObject({ r: 3, c: 5, horiz: true });
    expect(clampShip(ship(1, 9, -2, false))).toMatchObject({ r: 6, c: 0 });
  });
  it('rotates about the bow, shifts when blocked and refuses when boxed in', () => {
    expect(rotateShip([], ship(2, 0, 0, true))).toMatchObject({ r: 0, c: 0, horiz: false });
    // Near the bottom edge the turned ship is pulled up.
    expect(rotateShip([], ship(0, 8, 2, true))).toMatchObject({ r: 5, c: 2, horiz: false });
    // A destroyer below blocks the plain turn; the cruiser slides one column left instead.
    const blocker = ship(4, 6, 5, true);
    const turned = rotateShip([blocker], ship(2, 5, 5, true))!;
    expect(turned).toMatchObject({ horiz: false, r: 5, c: 4 });
    expect(canPlace([blocker], turned)).toBe(true);
    // A destroyer boxed into the corner by a carrier below and a cruiser beside it cannot turn.
    const tight = [ship(0, 1, 0, true), ship(2, 0, 2, true)];
    expect(rotateShip(tight, ship(4, 0, 0, true))).toBeNull();
  });
});

describe('shots', () => {
  it('reports miss, hit, sunk and refuses repeats', () => {
    const side = newSide([ship(4, 0, 0, true), ship(3, 5, 5, false)]);
    expect(fire(side, 50)).toEqual({ result: 'miss', ship: -1 });
    expect(fire(side, 50)).toEqual({ result: 'repeat', ship: -1 });
    expect(fire(side, 0)).toEqual({ result: 'hit', ship: 0 });
    expect(fire(side, 0).result).toBe('repeat');
    expect(fire(side, 1)).toEqual({ result: 'sunk', ship: 0 });
    expect(allSunk(side)).toBe(false);
    for (const i of [55, 65]) expect(fire(side, i).result).toBe('hit');
    expect(fire(side, 75).result).toBe('sunk');
    expect(allSunk(side)).toBe(true);
    expect(fire(side, 100).result).toBe('invalid');
    expect(accuracy(side)).toBe(83);
  });
  it('learns sunk ships as whole and drops them from the ships afloat', () => {
    const k = newKnowledge();
    learn(k, 10, 'hit');
    learn(k, 11, 'sunk', ship(4, 1, 0, true));
    expect(k.view[10]).toBe(3);
    expect(k.view[11]).toBe(3);
    expect(k.remaining).toEqual([5, 4, 3, 3]);
    learn(k, 12, 'miss');
    expect(k.view[12]).toBe(1);
  });
  it('scores hits, sinkings and quick victories', () => {
    expect(shotPoints('miss', 0)).toBe(0);
    expect(shotPoints('hit', 4)).toBe(10);
    expect(shotPoints('sunk', 5)).toBeGreaterThan(shotPoints('sunk', 2));
    expect(winBonus(20, 1)).toBeGreaterThan(winBonus(60, 1));
    expect(winBonus(40, 3)).toBeGreaterThan(winBonus(40, 2));
    expect(winBonus(100, 1)).toBe(200);
  });
});

describe('computer gunner', () => {
  it('never shoots the same cell twice and always finishes the fleet, at every skill', () => {
    const rand = seeded(3);
    for (const skill of [1, 2, 3]) {
      for (let game = 0; game < 25; game++) {
        const shots = battle(randomFleet(rand), skill, rand, game % 2);
        expect(new Set(shots).size).toBe(shots.length);
        expect(shots.length).toBeGreaterThanOrEqual(17);
        expect(shots.length).toBeLessThanOrEqual(100);
      }
    }
  });
  it('gets sharper with skill (fewer shots on average)', () => {
    const avg = (skill: number) => {
      const rand = seeded(99);
      let total = 0;
      for (let game = 0; game < 30; game++) total += battle(randomFleet(rand), skill, rand, game % 2).length;
      return total / 30;
    };
    const [a, b, c] = [avg(1), avg(2), avg(3)];
    expect(b).toBeLessThan(a);
    expect(c).toBeLessThan(b);
    expect(c).toBeLessThan(62);
  });
  it('hunts on the parity lattice before any hit', () => {
    const rand = seeded(8);
    for (const skill of [2, 3]) {
      const k = newKnowledge();
      for (let i = 0; i < 20; i++) {
        const idx = chooseShot(k, skill, rand, 1);
        expect((Math.floor(idx / N) + (idx % N)) % 2).toBe(1);
        learn(k, idx, 'miss');
      }
    }
  });
  it('closes in on a hit and follows a line of hits', () => {
    const k = newKnowledge();
    learn(k, 44, 'hit');
    for (const skill of [1, 2, 3]) expect([34, 54, 43, 45]).toContain(chooseShot(k, skill, seeded(skill)));
    learn(k, 45, 'hit');
    for (const skill of [2, 3]) expect([43, 46]).toContain(chooseShot(k, skill, seeded(skill + 4)));
    // With one end blocked by a miss, the other end is next.
    learn(k, 43, 'miss');
    expect(chooseShot(k, 2, seeded(1))).toBe(46);
    expect(chooseShot(k, 3, seeded(1))).toBe(46);
  });
  it('weighs cells by where the ships still afloat can lie', () => {
    const k = newKnowledge();
    k.remaining = [5];
    // A carrier cannot fit into row 0 left of a miss at (0,3) nor down column 0 above (3,0).
    learn(k, 3, 'miss');
    learn(k, 30, 'miss');
    const w = density(k);
    expect(w[0]).toBe(0);
    expect(w[3]).toBe(0);
    expect(w[55]!).toBeGreaterThan(w[1]!);
    // The centre is densest on an empty grid.
    const open = density(newKnowledge());
    expect(open[44]!).toBeGreaterThan(open[0]!);
  });
  it('returns -1 when nothing is left to shoot', () => {
    const k = newKnowledge();
    k.view.fill(1);
    for (const skill of [1, 2, 3]) expect(chooseShot(k, skill, Math.random)).toBe(-1);
  });
  it('skill rises with difficulty and level', () => {
    expect(aiSkill('easy', 1)).toBe(1);
    expect(aiSkill('medium', 1)).toBe(2);
    expect(aiSkill('hard', 1)).toBe(3);
    expect(aiSkill('easy', 3)).toBe(2);
    expect(aiSkill('easy', 9)).toBe(3);
  });
});
