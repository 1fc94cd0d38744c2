import {
  TILE, COLS, ROWS, TANK_R, TANK_BOX, SHELL_SPEED, FWD_SPEED, REV_SPEED, BRICK_HP, ARENAS, SKILLS, WINS_NEEDED, SELF_SAFE,
  buildArena, arenaFor, makeTank, driveTank, separateTanks, turnTurret, steerToward, makeShell, stepShell, damageBrick, shellHitsTank,
  lineOfSight, simulateShot, chooseAim, planRoute, incoming, newAi, aiControl, BARREL, newMatch, recordRound, matchWinner, roundBonus, matchBonus, stickInput,
  type Tank, type Shell,
} from './logic.js';
import { TileMap } from '../kit/tilemap.js';

const legend = { '#': 'steel', b: 'brick' };
const mapOf = (rows: string[]) => TileMap.fromRows(rows, legend, { size: TILE, solid: ['steel', 'brick'], outside: 'steel' });
const centre = (col: number, row: number) => ({ x: (col + 0.5) * TILE, y: (row + 0.5) * TILE });
const zero = () => 0.5; // rng() * 2 - 1 = 0: no aim error
const shellAt = (x: number, y: number, vx: number, vy: number, owner = 0): Shell => ({ x, y, vx, vy, owner, bounces: 0, age: 0 });
const open = mapOf([
  '##########',
  '#........#',
  '#........#',
  '#........#',
  '#........#',
  '#........#',
  '##########',
]);

describe('arenas', () => {
  it.each(ARENAS.map((_, i) => i))('arena %i is walled in, has both spawns and an open route between them', (i) => {
    const rows = ARENAS[i]!;
    expect(rows).toHaveLength(ROWS);
    for (const r of rows) expect([...r]).toHaveLength(COLS);
    const a = buildArena(i);
    for (let c = 0; c < COLS; c++) { expect(a.map.get(c, 0)).toBe('steel'); expect(a.map.get(c, ROWS - 1)).toBe('steel'); }
    for (let r = 0; r < ROWS; r++) { expect(a.map.get(0, r)).toBe('steel'); expect(a.map.get(COLS - 1, r)).toBe('steel'); }
    expect(a.map.find('P')).toHaveLength(1);
    expect(a.map.find('E')).toHaveLength(1);
    const route = planRoute(a.map, a.player, a.enemy);
    expect(route).not.toBeNull();
    expect(route!.brick).toBeNull();
    // Tanks start well apart and out of each other's sight is not required, but never on top of each other.
    expect(Math.hypot(a.player.x - a.enemy.x, a.player.y - a.enemy.y)).toBeGreaterThan(8 * TILE);
    // Every brick starts with full strength.
    for (const c of a.map.cellsOf('brick')) expect(a.bricks[c.row * COLS + c.col]).toBe(BRICK_HP);
  });

  it('later rounds and matches move to harder arenas, never past the last', () => {
    for (let m = 0; m < SKILLS.length; m++) {
      for (let r = 0; r < 5; r++) {
        expect(arenaFor(m, r)).toBeGreaterThanOrEqual(arenaFor(m, Math.max(0, r - 1)));
        expect(arenaFor(m, r)).toBeLessThan(ARENAS.length);
      }
      expect(arenaFor(m + 1, 0)).toBeGreaterThan(arenaFor(m, 0));
    }
    expect(arenaFor(0, 0)).toBe(0);
    expect(arenaFor(2, 4)).toBe(ARENAS.length - 1);
  });
});

describe('driving', () => {
  it('drives along the hull angle, slower in reverse', () => {
    const t = makeTank(150, 100, 0);
    driveTank(open, t, 1, 0, 0.5);
    expect(t.x).toBeCloseTo(150 + FWD_SPEED * 0.5);
    expect(t.y).toBeCloseTo(100);
    expect(t.vx).toBeCloseTo(FWD_SPEED);
    const u = makeTank(150, 100, Math.PI / 2);
    driveTank(open, u, -1, 0, 0.5);
    expect(u.y).toBeCloseTo(100 - REV_SPEED * 0.5);
  });

  it('turns the hull without moving when only turning', () => {
    const t = makeTank(150, 100, 0);
    driveTank(open, t, 0, 1, 0.2);
    expect(t.angle).toBeGreaterThan(0.4);
    expect(t.x).toBe(150);
  });

  it('stops flush against a wall and slides along it', () => {
    const t = makeTank(150, 100, 0);
    for (let i = 0; i < 120; i++) driveTank(open, t, 1, 0, 1 / 60);
    expect(t.x).toBeCloseTo(9 * TILE - TANK_BOX / 2);
    const d = makeTank(150, 100, Math.atan2(1, 1)); // diagonal into the bottom wall
    for (let i = 0; i < 120; i++) driveTank(open, d, 1, 0, 1 / 60);
    expect(d.y).toBeCloseTo(6 * TILE - TANK_BOX / 2);
    expect(d.x).toBeGreaterThan(200);
  });

  it('pushes overlapping tanks apart, and not into walls', () => {
    const a = makeTank(100, 100, 0);
    const b = makeTank(108, 100, 0);
    expect(separateTanks(open, a, b)).toBe(true);
    expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(2 * TANK_R);
    expect(separateTanks(open, a, b)).toBe(false);
    const c = makeTank(TILE + TANK_BOX / 2, 100, 0); // against the left wall
    const d = makeTank(TILE + TANK_BOX / 2 + 4, 100, 0);
    separateTanks(open, c, d);
    expect(c.x).toBeGreaterThanOrEqual(TILE + TANK_BOX / 2);
  });

  it('turns the turret at a limited rate, the short way round', () => {
    const t = makeTank(100, 100, 0);
    t.turret = 3;
    turnTurret(t, -3, 2, 0.1); // 0.28 rad apart across ±π: 0.2 of it this step, wrapped
    expect(t.turret).toBeCloseTo(3.2 - 2 * Math.PI);
    turnTurret(t, -3, 2, 0.1);
    expect(t.turret).toBeCloseTo(-3);
    const u = makeTank(100, 100, 0);
    turnTurret(u, Math.PI / 2, 2, 0.1);
    expect(u.turret).toBeCloseTo(0.2);
  });

  it('steers towards a heading: drives when lined up, turns first, backs up for headings behind', () => {
    const t = makeTank(0, 0, 0);
    expect(steerToward(t, 0.1)).toMatchObject({ drive: 1 });
    const side = steerToward(t, Math.PI / 2);
    expect(side.drive).toBe(0);
    expect(side.turn).toBe(1);
    const back = steerToward(t, Math.PI);
    expect(back.drive).toBe(-1);
    expect(steerToward(t, 0, 0.5).drive).toBe(0.5);
  });

  it('thumb sticks have a dead zone and saturate at the rim', () => {
    expect(stickInput({ x: 0, y: 0 }, { x: 3, y: 0 }, 30).mag).toBe(0);
    expect(stickInput({ x: 0, y: 0 }, { x: 0, y: 90 }, 30)).toEqual({ angle: Math.PI / 2, mag: 1 });
    const half = stickInput({ x: 0, y: 0 }, { x: -18, y: 0 }, 30);
    expect(half.mag).toBeCloseTo(0.5);
    expect(half.angle).toBeCloseTo(Math.PI);
  });
});

describe('shells', () => {
  it('leave the barrel along the turret at shell speed', () => {
    const t = makeTank(100, 100, 0);
    t.turret = Math.PI / 2;
    const s = makeShell(t, 1);
    expect(s.vx).toBeCloseTo(0);
    expect(s.vy).toBeCloseTo(SHELL_SPEED);
    expect(s).toMatchObject({ owner: 1, bounces: 0 });
  });

  it('bounce once off steel (the crossed face decides the flip), then die on the next wall', () => {
    const s = shellAt(240, 100, 240, 0);
    let ev = stepShell(open, s, 0.25); // reaches x = 270 (the right wall) within this step
    expect(ev.bounced).toBe(true);
    expect(ev.end).toBeNull();
    expect(s.vx).toBe(-240);
    expect(s.vy).toBe(0);
    expect(s.bounces).toBe(1);
    expect(s.x).toBeLessThan(270);
    for (let i = 0; i < 200 && !ev.end; i++) ev = stepShell(open, s, 1 / 60);
    expect(ev.end).toBe('steel');
    expect(ev.col).toBe(0);
    expect(s.x).toBeGreaterThan(TILE);
  });

  it('reflects off horizontal faces with vy flipped and vx kept', () => {
    const s = shellAt(100, 60, 100, -200);
    const ev = stepShell(open, s, 0.2);
    expect(ev.bounced).toBe(true);
    expect(s.vx).toBe(100);
    expect(s.vy).toBe(200);
    expect(s.y).toBeGreaterThanOrEqual(TILE);
  });

  it('reverses both ways on an outside corner hit exactly', () => {
    const m = mapOf(['#####', '#...#', '#.#.#', '#...#', '#####']);
    const s = shellAt(50, 50, 100, 100); // diagonal at the corner of the centre block (60, 60)
    const ev = stepShell(m, s, 0.12);
    expect(ev.bounced).toBe(true);
    expect(s.vx).toBe(-100);
    expect(s.vy).toBe(-100);
  });

  it('stop at a brick, which breaks after two hits into floor', () => {
    const rows = ['#######', '#..b..#', '#######'];
    const map = mapOf(rows);
    const arena = { map, bricks: new Int8Array(map.cols * map.rows), player: { x: 0, y: 0 }, enemy: { x: 0, y: 0 } };
    arena.bricks[1 * map.cols + 3] = BRICK_HP;
    const s = shellAt(45, 45, 240, 0);
    const ev = stepShell(map, s, 0.5);
    expect(ev).toMatchObject({ end: 'brick', col: 3, row: 1, bounced: false });
    expect(damageBrick(arena, 3, 1)).toBe(false);
    expect(map.get(3, 1)).toBe('brick');
    expect(damageBrick(arena, 3, 1)).toBe(true);
    expect(map.get(3, 1)).toBe('');
    expect(damageBrick(arena, 0, 1)).toBe(false); // steel never breaks
    expect(map.get(0, 1)).toBe('steel');
    const t = shellAt(45, 45, 240, 0);
    expect(stepShell(map, t, 0.5).end).toBeNull(); // the way is open now
  });

  it('expire after their lifetime', () => {
    const s = shellAt(100, 100, 0, 0);
    let end = null;
    for (let i = 0; i < 60 * 5 && !end; i++) end = stepShell(open, s, 1 / 60).end;
    expect(end).toBe('expire');
  });

  it('spare their own tank until they have bounced', () => {
    const me = makeTank(100, 100, 0);
    const foe = makeTank(160, 100, 0);
    const s = shellAt(95, 100, 240, 0, 0);
    expect(shellHitsTank({ x: 95, y: 100 }, { x: 100, y: 100 }, s, me, 0)).toBe(false);
    expect(shellHitsTank({ x: 140, y: 100 }, { x: 150, y: 100 }, s, foe, 1)).toBe(true);
    s.bounces = 1;
    s.age = SELF_SAFE / 2;
    expect(shellHitsTank({ x: 95, y: 100 }, { x: 100, y: 100 }, s, me, 0)).toBe(false);
    s.age = SELF_SAFE + 0.01;
    expect(shellHitsTank({ x: 95, y: 100 }, { x: 100, y: 100 }, s, me, 0)).toBe(true);
    foe.hp = 0;
    expect(shellHitsTank({ x: 140, y: 100 }, { x: 150, y: 100 }, s, foe, 1)).toBe(false);
  });
});

describe('sight and shots', () => {
  const wall = mapOf([
    '##########',
    '#........#',
    '#...##...#',
    '#...##...#',
    '#........#',
    '##########',
  ]);

  it('line of sight is blocked by walls and clear across open floor', () => {
    expect(lineOfSight(wall, centre(1, 2), centre(8, 2))).toBe(false);
    expect(lineOfSight(wall, centre(1, 1), centre(8, 1))).toBe(true);
    // A padded line grazing the block's corner is blocked, a thin one is not.
    expect(lineOfSight(wall, { x: 45, y: 55 }, { x: 255, y: 55 }, 0)).toBe(true);
    expect(lineOfSight(wall, { x: 45, y: 55 }, { x: 255, y: 55 }, 8)).toBe(false);
  });

  it('a simulated shot reports what it hits first', () => {
    const from = centre(1, 1);
    expect(simulateShot(wall, from, 0, centre(8, 1)).hit).toBe('foe');
    // Square into the block: it comes straight back at the shooter.
    expect(simulateShot(wall, centre(1, 2), 0, centre(8, 2))).toMatchObject({ hit: 'self', bounces: 1 });
    expect(simulateShot(wall, centre(2, 3), -Math.PI / 2, centre(8, 1)).hit).toBe('self');
    // Off the right wall and into the top one: spent, nothing hit.
    expect(simulateShot(wall, centre(6, 4), -Math.PI / 4, centre(1, 4))).toMatchObject({ hit: null, bounces: 1 });
  });

  it('the computer aims straight at a foe it can see', () => {
    const me = makeTank(45, 45, 0);
    const foe = makeTank(255, 135, 0);
    const aim = chooseAim(open, me, foe, SKILLS[0]!, zero);
    expect(aim).toMatchObject({ kind: 'direct' });
    expect(aim!.angle).toBeCloseTo(Math.atan2(90, 210));
    expect(simulateShot(open, me, aim!.angle, foe).hit).toBe('foe');
  });

  it('a sharp opponent leads a moving target', () => {
    const me = makeTank(45, 45, 0);
    const foe: Tank = { ...makeTank(255, 45, 0), vy: 60 };
    const plain = chooseAim(open, me, foe, SKILLS[0]!, zero)!;
    const led = chooseAim(open, me, foe, SKILLS[2]!, zero)!;
    expect(plain.angle).toBeCloseTo(0);
    expect(led.angle).toBeGreaterThan(0.1);
  });

  it('without sight the rookie holds fire, the veteran finds a one-bounce shot that lands', () => {
    const me = makeTank(...Object.values(centre(2, 2)) as [number, number], 0);
    const foe = makeTank(...Object.values(centre(7, 2)) as [number, number], 0);
    expect(lineOfSight(wall, me, foe)).toBe(false);
    expect(chooseAim(wall, me, foe, SKILLS[0]!, zero)).toBeNull();
    const bank = chooseAim(wall, me, foe, SKILLS[1]!, zero);
    expect(bank).toMatchObject({ kind: 'bank' });
    const shot = simulateShot(wall, me, bank!.angle, foe);
    expect(shot.hit).toBe('foe');
    expect(shot.bounces).toBe(1);
  });

  it('spots a shell on course for it, but not its own unbounced one', () => {
    const me = makeTank(150, 100, 0);
    const theirs = shellAt(60, 100, 240, 0, 1);
    expect(incoming([theirs], me, 0)).toBe(theirs);
    expect(incoming([shellAt(60, 100, -240, 0, 1)], me, 0)).toBeNull();
    expect(incoming([shellAt(60, 100, 240, 0, 0)], me, 0)).toBeNull();
    expect(incoming([shellAt(60, 160, 240, 0, 1)], me, 0)).toBeNull();
  });
});

describe('routes', () => {
  it('goes round walls to the foe, one cell at a time', () => {
    const a = buildArena(5);
    const route = planRoute(a.map, a.enemy, a.player)!;
    const path = route.path;
    expect(path[0]).toEqual(a.map.cellAt(a.enemy.x, a.enemy.y));
    expect(path[path.length - 1]).toEqual(a.map.cellAt(a.player.x, a.player.y));
    for (let i = 1; i < path.length; i++) {
      expect(Math.max(Math.abs(path[i]!.col - path[i - 1]!.col), Math.abs(path[i]!.row - path[i - 1]!.row))).toBe(1);
      expect(a.map.isSolid(path[i]!.col, path[i]!.row)).toBe(false);
    }
  });

  it('runs up to the first brick when bricks wall the foe off', () => {
    const m = mapOf(['########', '#..b...#', '#..b...#', '########']);
    const route = planRoute(m, centre(1, 1), centre(6, 1))!;
    expect(route.brick).toEqual({ col: 3, row: 1 });
    expect(route.path[route.path.length - 1]).toEqual({ col: 2, row: 1 });
    const sealed = mapOf(['########', '#..#...#', '#..#...#', '########']);
    expect(planRoute(sealed, centre(1, 1), centre(6, 1))).toBeNull();
  });
});

describe('computer tank', () => {
  const mulberry = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** The game's loop in miniature: the computer hunts a tank that sits still at the player's spawn. */
  function hunt(arenaIdx: number, skillIdx: number, seconds: number) {
    const a = buildArena(arenaIdx);
    const sk = SKILLS[skillIdx]!;
    const me = makeTank(a.enemy.x, a.enemy.y, Math.PI / 2);
    const foe = makeTank(a.player.x, a.player.y, -Math.PI / 2);
    const mem = newAi(me);
    const rng = mulberry(11 + arenaIdx);
    let shells: Shell[] = [];
    let fired = 0;
    const fly = (s: Shell, dt: number) => {
      const p = { x: s.x, y: s.y };
      const ev = stepShell(a.map, s, dt);
      if (shellHitsTank(p, s, s, foe, 0)) { foe.hp--; return false; }
      if (shellHitsTank(p, s, s, me, 1)) { me.hp--; return false; }
      if (ev.end === 'brick') { damageBrick(a, ev.col, ev.row); return false; }
      return !ev.end;
    };
    for (let i = 0; i < seconds * 60; i++) {
      const dt = 1 / 60;
      me.reload = Math.max(0, me.reload - dt);
      const c = aiControl(a.map, mem, me, foe, shells, sk, rng, dt);
      if (c.fire && me.reload <= 0 && shells.length < sk.maxShells) {
        const s = makeShell(me, 1);
        me.reload = sk.reload;
        mem.plan = null;
        fired++;
        if (fly(s, BARREL / SHELL_SPEED)) shells.push(s);
      }
      driveTank(a.map, me, c.drive, c.turn, dt, sk.speed);
      shells = shells.filter((s) => fly(s, dt));
      if (foe.hp <= 0 || me.hp <= 0) break;
    }
    return { foe: foe.hp, me: me.hp, fired };
  }

  it.each(ARENAS.map((_, i) => i))('finds its way to the player and destroys it in arena %i, at every level, without hitting itself', (i) => {
    for (let k = 0; k < SKILLS.length; k++) {
      const r = hunt(i, k, 40);
      expect(r.foe).toBe(0);
      expect(r.me).toBe(3);
      expect(r.fired).toBeGreaterThanOrEqual(3);
    }
  });

  it('swings the turret at its turret rate and only fires once on target', () => {
    const me = makeTank(45, 45, 0);
    me.turret = Math.PI; // facing away
    const foe = makeTank(255, 45, 0);
    const mem = newAi(me);
    mem.think = 0;
    const first = aiControl(open, mem, me, foe, [], SKILLS[0]!, zero, 1 / 60);
    expect(first.fire).toBe(false);
    expect(mem.plan).toMatchObject({ kind: 'direct' });
    let steps = 1;
    while (!aiControl(open, mem, me, foe, [], SKILLS[0]!, zero, 1 / 60).fire) steps++;
    expect(steps / 60).toBeGreaterThan((Math.PI - 0.05) / SKILLS[0]!.turretRate - 0.05);
    expect(Math.abs(me.turret)).toBeLessThan(0.05);
  });

  it('the ace sidesteps a shell coming straight at it', () => {
    const me = makeTank(150, 100, 0);
    const mem = newAi(me);
    mem.think = 5;
    const shell = shellAt(60, 100, 240, 0, 0);
    const c = aiControl(open, mem, me, makeTank(45, 160, 0), [shell], SKILLS[2]!, zero, 1 / 60);
    // Its way out is across the shell's path (up or down), not along it.
    expect(c.turn).not.toBe(0);
    const calm = aiControl(open, newAi(me), me, makeTank(45, 160, 0), [shell], SKILLS[0]!, zero, 1 / 60);
    expect(calm.turn).toBe(0);
  });
});

describe('match', () => {
  it('is best of five: three round wins take it, double knock-outs are fought again', () => {
    const m = newMatch();
    recordRound(m, 0);
    recordRound(m, 1);
    recordRound(m, -1);
    expect(m).toEqual({ round: 2, wins: [1, 1] });
    expect(matchWinner(m)).toBe(-1);
    recordRound(m, 1);
    recordRound(m, 0);
    expect(matchWinner(m)).toBe(-1);
    recordRound(m, 0);
    expect(m.wins[0]).toBe(WINS_NEEDED);
    expect(matchWinner(m)).toBe(0);
    const lost = newMatch();
    for (let i = 0; i < 3; i++) recordRound(lost, 1);
    expect(matchWinner(lost)).toBe(1);
  });

  it('pays more for armour kept and quick wins, and more for later matches', () => {
    expect(roundBonus(3, 10)).toBeGreaterThan(roundBonus(1, 10));
    expect(roundBonus(2, 10)).toBeGreaterThan(roundBonus(2, 40));
    expect(roundBonus(1, 500)).toBe(400);
    expect(matchBonus(2)).toBeGreaterThan(matchBonus(0));
  });

  it('each opponent is sharper than the last', () => {
    for (let i = 1; i < SKILLS.length; i++) {
      const a = SKILLS[i - 1]!;
      const b = SKILLS[i]!;
      expect(b.reaction).toBeLessThan(a.reaction);
      expect(b.aimErr).toBeLessThan(a.aimErr);
      expect(b.reload).toBeLessThan(a.reload);
      expect(b.turretRate).toBeGreaterThan(a.turretRate);
    }
  });
});
