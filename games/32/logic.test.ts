import { distanceField } from '../kit/pathfind.js';
import {
  MAZES, DIR_ORDER, parseMaze, isOpen, nextCell, canMove, gridFor, moverPos, occupied, reverse, advance, playerTurn,
  nearestOpen, cornerOf, chaseTarget, ghostOptions, steerTo, fleeTurn, homingTurn, modeAt, scatterSpells, frightTime,
  playerSpeed, ghostSpeed, inTunnel, mayLeave, ghostPoints, fruitPoints, fruitDue, touching, SHY_RADIUS,
  type Maze, type Mover, type Dir,
} from './logic.js';

const mazes = MAZES.map((m) => parseMaze(m));
const A = mazes[0]!;
const mover = (col: number, row: number, dir: Dir | null = null, t = 0): Mover => ({ col, row, dir, t });

describe('maze designs', () => {
  it.each(mazes.map((m, i) => [i, m] as const))('maze %i is mirror-symmetric, with the house, door, start and fruit spot', (i, m) => {
    for (const row of MAZES[i]!) expect([...row].reverse().join('')).toBe(row);
    expect(m.cols).toBe(19);
    expect(m.rows).toBe(21);
    expect(m.house.length).toBe(3);
    expect(isOpen(m, m.exit.col, m.exit.row, 'ghost')).toBe(true);
    expect(isOpen(m, m.player.col, m.player.row, 'player')).toBe(true);
    expect(isOpen(m, m.fruit.col, m.fruit.row, 'player')).toBe(true);
    expect(isOpen(m, m.door.col, m.door.row, 'player')).toBe(false);
    expect(isOpen(m, m.door.col, m.door.row, 'spirit')).toBe(true);
    expect(m.total).toBeGreaterThan(150);
  });

  it.each(mazes.map((m, i) => [i, m] as const))('maze %i has no dead ends, no open 2×2 squares and tunnels open at both ends', (_i, m) => {
    for (let r = 0; r < m.rows; r++) {
      expect(isOpen(m, 0, r, 'player')).toBe(isOpen(m, m.cols - 1, r, 'player'));
      for (let c = 0; c < m.cols; c++) {
        if (!isOpen(m, c, r, 'player')) continue;
        expect(DIR_ORDER.filter((d) => canMove(m, { col: c, row: r }, d, 'player')).length).toBeGreaterThanOrEqual(2);
        const square = [[c, r], [c + 1, r], [c, r + 1], [c + 1, r + 1]].every(([x, y]) => x! < m.cols && isOpen(m, x!, y!, 'player'));
        expect(square).toBe(false);
      }
    }
  });

  it.each(mazes.map((m, i) => [i, m] as const))('maze %i: every pellet can be reached from the start, and the house lets ghosts out', (_i, m) => {
    const field = distanceField(gridFor(m, 'player'), [m.player]);
    for (let i = 0; i < m.pellets.length; i++) if (m.pellets[i]) expect(field[i]).toBeGreaterThanOrEqual(0);
    expect(field[m.fruit.row * m.cols + m.fruit.col]).toBeGreaterThanOrEqual(0);
    expect(Array.from(m.pellets).filter((p) => p === 2).length).toBe(4);
    const out = distanceField(gridFor(m, 'spirit'), [m.exit]);
    for (const h of m.house) expect(out[h.row * m.cols + h.col]).toBeGreaterThan(0);
    // Roaming ghosts never walk into the house: it is shut to them.
    const roam = distanceField(gridFor(m, 'ghost'), [m.exit]);
    for (const h of m.house) expect(roam[h.row * m.cols + h.col]).toBe(-1);
  });
});

describe('movement', () => {
  it('runs along a corridor, stops flush at a wall and reports the centres passed', () => {
    // Maze A row 19 is open from column 1 to 17.
    const m = mover(3, 19, 'left');
    expect(advance(A, m, 1.5, (x) => playerTurn(A, x, null))).toBe(1);
    expect(moverPos(m)).toEqual({ x: 1.5, y: 19 });
    advance(A, m, 5, (x) => playerTurn(A, x, null));
    expect(m).toMatchObject({ col: 1, row: 19, t: 0, dir: null });
  });

  it('keeps a buffered turn until the corner comes, then takes it', () => {
    const m = mover(5, 19, 'left');
    // Up is walled at columns 2-4 of row 19 and open at column 1.
    advance(A, m, 4.5, (x) => playerTurn(A, x, 'up'));
    expect(m.col).toBe(1);
    expect(m.dir).toBe('up');
    expect(moverPos(m).y).toBeCloseTo(18.5);
  });

  it('turns round on the spot, even between two cells', () => {
    const m = mover(5, 19, 'left', 0.3);
    reverse(A, m);
    expect(m).toMatchObject({ col: 4, row: 19, dir: 'right' });
    expect(m.t).toBeCloseTo(0.7);
    expect(moverPos(m).x).toBeCloseTo(4.7);
    expect(occupied(A, m)).toEqual({ col: 5, row: 19 });
  });

  it('wraps through a tunnel to the other side', () => {
    const m = mover(1, 9, 'left');
    advance(A, m, 2.25, (x) => playerTurn(A, x, null));
    expect(m.col).toBe(18);
    expect(moverPos(m).x).toBeCloseTo(17.75);
    expect(nextCell(A, { col: 18, row: 9 }, 'right')).toEqual({ col: 0, row: 9 });
    expect(inTunnel(A, { col: 1, row: 9 })).toBe(true);
    expect(inTunnel(A, { col: 5, row: 9 })).toBe(false);
    expect(inTunnel(A, { col: 1, row: 19 })).toBe(false);
  });

  it('counts touching across the tunnel seam', () => {
    expect(touching(A, mover(0, 9, 'left', 0.3), mover(18, 9, 'right', 0.2))).toBe(true);
    expect(touching(A, mover(0, 9, 'left', 0.2), mover(18, 9, 'right', 0.1))).toBe(false);
    expect(touching(A, mover(5, 19), mover(6, 19))).toBe(false);
    expect(touching(A, mover(5, 19, 'right', 0.5), mover(6, 19))).toBe(true);
  });
});

describe('ghost brains', () => {
  const player = { col: 9, row: 17 };
  it('chaser targets the player; ambusher four cells ahead; flanker mirrors the chaser', () => {
    expect(chaseTarget(A, 'chaser', { player, playerDir: 'left', self: { col: 1, row: 1 }, chaser: { col: 1, row: 1 } })).toEqual(player);
    // Four ahead of (1, 19) going right is (5, 19), an open cell.
    expect(chaseTarget(A, 'ambusher', { player: { col: 1, row: 19 }, playerDir: 'right', self: { col: 1, row: 1 }, chaser: { col: 1, row: 1 } })).toEqual({ col: 5, row: 19 });
    // Four ahead going left from (9, 17) is the wall at (5, 17): the nearest open cell is used instead.
    expect(chaseTarget(A, 'ambusher', { player, playerDir: 'left', self: { col: 1, row: 1 }, chaser: { col: 1, row: 1 } })).toEqual({ col: 5, row: 16 });
    // Pivot two ahead (7, 17); chaser at (9, 13) → mirrored to (5, 21), snapped to the nearest open cell.
    const t = chaseTarget(A, 'flanker', { player, playerDir: 'left', self: { col: 1, row: 1 }, chaser: { col: 9, row: 13 } });
    expect(isOpen(A, t.col, t.row, 'ghost')).toBe(true);
    expect(Math.hypot(t.col - 5, t.row - 21)).toBeLessThanOrEqual(2.1);
  });

  it('the shy one chases from afar and retreats to its corner when close', () => {
    const far = chaseTarget(A, 'shy', { player, playerDir: 'up', self: { col: 9, row: 1 }, chaser: { col: 1, row: 1 } });
    expect(far).toEqual(player);
    const near = chaseTarget(A, 'shy', { player, playerDir: 'up', self: { col: 9, row: 17 - SHY_RADIUS + 2 }, chaser: { col: 1, row: 1 } });
    expect(near).toEqual(cornerOf(A, 'shy'));
    expect(near.col).toBeLessThan(4);
    expect(near.row).toBeGreaterThan(16);
  });

  it('scatter corners are four different open cells near the maze corners', () => {
    const corners = (['chaser', 'ambusher', 'flanker', 'shy'] as const).map((k) => cornerOf(A, k));
    expect(new Set(corners.map((c) => `${c.col},${c.row}`)).size).toBe(4);
    expect(corners[0]).toEqual({ col: 17, row: 1 });
    expect(corners[1]).toEqual({ col: 1, row: 1 });
    expect(nearestOpen(A, 9, 9)).not.toEqual({ col: 9, row: 9 }); // inside the house → outside it
  });

  it('never turns back at a junction', () => {
    const m = mover(4, 3, 'right');
    expect(ghostOptions(A, m)).not.toContain('left');
    expect(steerTo(A, mover(4, 3, 'right'), { col: 1, row: 3 })).not.toBe('left');
  });

  it('a chaser reaches a player standing still', () => {
    for (const m of mazes) {
      const g = mover(m.exit.col, m.exit.row, 'left');
      const p = mover(m.player.col, m.player.row);
      let steps = 0;
      while (!touching(m, g, p) && steps < 60 * 20) {
        advance(m, g, 7 / 60, (x) => steerTo(m, x, m.player));
        steps++;
      }
      expect(touching(m, g, p)).toBe(true);
    }
  });

  it('a frightened ghost takes the way that leads furthest from the player', () => {
    const field = distanceField(gridFor(A, 'ghost'), [{ col: 1, row: 19 }]);
    // At (4, 19) heading left: up is a wall, so only left (towards the player) or right.
    const d = fleeTurn(A, mover(4, 19, 'down'), field, () => 0.9);
    expect(d).toBe('right');
  });

  it('leaving ghosts go out through the door; eyes find their way back in', () => {
    for (const m of mazes) {
      const out = distanceField(gridFor(m, 'spirit'), [m.exit]);
      const g = mover(m.house[0]!.col, m.house[0]!.row);
      let passedDoor = false;
      for (let i = 0; i < 200 && !(g.col === m.exit.col && g.row === m.exit.row); i++) {
        advance(m, g, 0.25, (x) => homingTurn(m, x, out));
        if (g.col === m.door.col && g.row === m.door.row) passedDoor = true;
      }
      expect(passedDoor).toBe(true);
      expect(g).toMatchObject({ col: m.exit.col, row: m.exit.row });
      const home = m.house[1]!;
      const back = distanceField(gridFor(m, 'spirit'), [home]);
      const eyes = mover(1, 1);
      for (let i = 0; i < 400 && !(eyes.col === home.col && eyes.row === home.row); i++) advance(m, eyes, 0.5, (x) => homingTurn(m, x, back));
      expect(eyes).toMatchObject({ col: home.col, row: home.row });
    }
  });
});

describe('timing, speed and scoring', () => {
  it('starts scattering, then chases, and chases for good after the last spell', () => {
    expect(modeAt(1, 0)).toBe('scatter');
    expect(modeAt(1, 6.9)).toBe('scatter');
    expect(modeAt(1, 7.1)).toBe('chase');
    expect(modeAt(1, 27.1)).toBe('scatter');
    expect(modeAt(1, 1000)).toBe('chase');
    expect(scatterSpells(6).reduce((a, b) => a + b)).toBeLessThan(scatterSpells(1).reduce((a, b) => a + b));
  });

  it('gets faster and fright gets shorter with the level', () => {
    expect(ghostSpeed(1)).toBeLessThan(playerSpeed(1));
    expect(ghostSpeed(8)).toBeGreaterThan(playerSpeed(8));
    expect(ghostSpeed(3)).toBeGreaterThan(ghostSpeed(2));
    expect(ghostSpeed(50)).toBe(9.8);
    expect(frightTime(1)).toBe(7);
    expect(frightTime(4)).toBeLessThan(frightTime(3));
    expect(frightTime(30)).toBe(1.5);
  });

  it('lets ghosts out of the house by time or pellets eaten', () => {
    expect(mayLeave(0, 1, 0, 0)).toBe(true);
    expect(mayLeave(2, 1, 1, 0)).toBe(false);
    expect(mayLeave(2, 1, 1, 30)).toBe(true);
    expect(mayLeave(3, 1, 8, 0)).toBe(true);
    expect(mayLeave(3, 1, 4.1, 0)).toBe(false);
    expect(mayLeave(3, 5, 4.1, 0)).toBe(true); // sooner on later levels
  });

  it('doubles ghost points in a chain and raises fruit value', () => {
    expect([1, 2, 3, 4, 5].map(ghostPoints)).toEqual([200, 400, 800, 1600, 1600]);
    expect(fruitPoints(1)).toBe(100);
    expect(fruitPoints(3)).toBeGreaterThan(fruitPoints(2));
    expect(fruitPoints(99)).toBe(5000);
  });

  it('shows two fruits per level at 40 % and 80 % of the pellets', () => {
    expect(fruitDue(67, 170, 0)).toBe(false);
    expect(fruitDue(68, 170, 0)).toBe(true);
    expect(fruitDue(100, 170, 1)).toBe(false);
    expect(fruitDue(136, 170, 1)).toBe(true);
    expect(fruitDue(170, 170, 2)).toBe(false);
  });
});

// Keeps the Maze type import used for editors that check it.
export type { Maze };
