import {
  ARENAS, COLS, ROWS, TILE, KART_R, KART, BALLOONS, MISSILE, MINE, BOX_RESPAWN, BOX_REACH, ROUND_TIME, WINS_NEEDED, SPIN_TIME,
  arenaMap, gridOf, createRound, makeKart, driveKart, collideWalls, lineOfSight, hitKart, rollItem, pickTarget, useItem, aiControls,
  stepRound, alive, createMatch, recordRound, ITEMS, type Round, type Kart,
} from './logic.js';
import { distanceField } from '../kit/pathfind.js';
import { TileMap } from '../kit/tilemap.js';

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
const idle = { throttle: 0, steer: 0, fire: false };
/** A round with the countdown over, the computer karts parked out of the way unless asked. */
function quiet(arena = 0): Round {
  const r = createRound(arena, 0, rng(3));
  r.countdown = 0;
  return r;
}
/** A round in an arena with no walls but the outer ones. */
function openRound(): Round {
  const r = quiet();
  const rows = Array.from({ length: ROWS }, (_, i) => (i === 0 || i === ROWS - 1 ? '#'.repeat(COLS) : `#${'.'.repeat(COLS - 2)}#`));
  r.map = TileMap.fromRows(rows, { '#': 'wall' }, { size: TILE, solid: ['wall'], outside: 'wall' });
  r.boxes = [];
  return r;
}
/** Steps a round with the player's controls while the others sit still (their drivers replaced by parking). */
function stepParked(r: Round, ctl = idle, seconds = 1 / 60) {
  const saved = r.karts.slice(1).map((k) => ({ x: k.x, y: k.y }));
  for (let i = 0; i < Math.round(seconds * 60); i++) {
    stepRound(r, ctl, 1 / 60);
    r.karts.slice(1).forEach((k, j) => { if (!k.out) { k.x = saved[j]!.x; k.y = saved[j]!.y; k.vx = 0; k.vy = 0; k.item = null; } });
  }
}
const overlapWall = (r: Round, k: { x: number; y: number; r: number }) => {
  const c0 = Math.floor(k.x / TILE);
  const r0 = Math.floor(k.y / TILE);
  for (let row = r0 - 1; row <= r0 + 1; row++) for (let col = c0 - 1; col <= c0 + 1; col++) {
    if (!r.map.isSolid(col, row)) continue;
    const nx = Math.max(col * TILE, Math.min(k.x, col * TILE + TILE));
    const ny = Math.max(row * TILE, Math.min(k.y, row * TILE + TILE));
    if (Math.hypot(k.x - nx, k.y - ny) < k.r - 0.5) return true;
  }
  return false;
};

describe('arenas', () => {
  it('are walled in, the right size, with four start spots and item boxes, every open tile reachable', () => {
    ARENAS.forEach((a, i) => {
      expect(a.rows.length).toBe(ROWS);
      a.rows.forEach((row) => expect([...row].length).toBe(COLS));
      const map = arenaMap(i);
      for (let c = 0; c < COLS; c++) { expect(map.isSolid(c, 0)).toBe(true); expect(map.isSolid(c, ROWS - 1)).toBe(true); }
      for (let r = 0; r < ROWS; r++) { expect(map.isSolid(0, r)).toBe(true); expect(map.isSolid(COLS - 1, r)).toBe(true); }
      for (const n of ['1', '2', '3', '4']) expect(map.find(n)).toHaveLength(1);
      expect(map.find('B').length).toBeGreaterThanOrEqual(6);
      const open = map.cellsOf('');
      const field = distanceField(gridOf(map), [map.find('1')[0]!]);
      for (const c of open) expect({ i, c, reachable: field[c.row * COLS + c.col]! >= 0 }).toEqual({ i, c, reachable: true });
    });
  });
  it('start the four karts apart, facing the middle, with full balloons', () => {
    const r = createRound(1, 0, rng(1));
    for (const k of r.karts) {
      expect(k.balloons).toBe(BALLOONS);
      expect(Math.cos(k.angle - Math.atan2(r.map.height / 2 - k.y, r.map.width / 2 - k.x))).toBeCloseTo(1, 6);
      for (const o of r.karts) if (o !== k) expect(Math.hypot(o.x - k.x, o.y - k.y)).toBeGreaterThan(200);
    }
  });
  it('computer drivers sharpen up round by round', () => {
    expect(createRound(0, 2, rng(1)).karts[1]!.ai.skill).toBeGreaterThan(createRound(0, 0, rng(1)).karts[1]!.ai.skill);
  });
});

describe('karts', () => {
  it('accelerate to top speed, faster while boosting, and turn only when moving', () => {
    const k = makeKart(0, 100, 100, 0);
    driveKart(k, { throttle: 0, steer: 1, fire: false }, 1 / 60);
    expect(k.angle).toBe(0);
    for (let i = 0; i < 120; i++) driveKart(k, { throttle: 1, steer: 0, fire: false }, 1 / 60);
    expect(Math.hypot(k.vx, k.vy)).toBeCloseTo(KART.top, 0);
    k.boost = 1;
    for (let i = 0; i < 50; i++) driveKart(k, { throttle: 1, steer: 0, fire: false }, 1 / 60);
    expect(Math.hypot(k.vx, k.vy)).toBeGreaterThan(KART.top * 1.4);
    for (let i = 0; i < 20; i++) driveKart(k, { throttle: 1, steer: 1, fire: false }, 1 / 60);
    expect(k.angle).toBeGreaterThan(0.5);
  });
  it('never get into a wall, even boosting straight at one', () => {
    ARENAS.forEach((_, i) => {
      const r = quiet(i);
      const me = r.karts[0]!;
      for (const angle of [0, Math.PI / 2, Math.PI, -Math.PI / 2, 0.7, 2.4]) {
        Object.assign(me, { x: r.map.width / 2, y: r.map.height / 2 - 60, angle, vx: 0, vy: 0, boost: 0 });
        // Start from an open tile.
        const c = r.map.find('1')[0]!;
        Object.assign(me, r.map.center(c.col + 1, c.row + 1));
        for (let s = 0; s < 120; s++) {
          me.boost = 1;
          driveKart(me, { throttle: 1, steer: 0, fire: false }, 1 / 60);
          collideWalls(r.map, me, 0.3);
          expect(overlapWall(r, me)).toBe(false);
        }
      }
    });
  });
  it('see each other only without a wall between', () => {
    const r = quiet(0);
    expect(lineOfSight(r.map, { x: 36, y: 36 }, { x: 324, y: 36 })).toBe(true);
    expect(lineOfSight(r.map, { x: 180, y: 250 }, { x: 180, y: 350 })).toBe(false);
  });
});

describe('hits, balloons and items', () => {
  it('a hit pops one balloon, spins the kart and makes it briefly immune; the third puts it out', () => {
    const r = quiet();
    const k = r.karts[1]!;
    expect(hitKart(r, k, 0)).toMatchObject({ victim: 1, by: 0, result: 'pop' });
    expect(k).toMatchObject({ balloons: BALLOONS - 1, spin: SPIN_TIME });
    expect(hitKart(r, k, 0)).toBeNull();
    expect(k.balloons).toBe(BALLOONS - 1);
    k.safe = 0;
    hitKart(r, k, 2);
    k.safe = 0;
    expect(hitKart(r, k, 0)).toMatchObject({ result: 'out' });
    expect(k).toMatchObject({ balloons: 0, out: true });
    expect(r.karts[0]!.pops).toBe(2);
    expect(hitKart(r, k, 0)).toBeNull();
  });
  it('the shield takes one hit and is gone', () => {
    const r = quiet();
    const k = r.karts[2]!;
    k.item = 'shield';
    expect(useItem(r, k)).toBe('shield');
    expect(k.item).toBeNull();
    expect(hitKart(r, k, 0)).toMatchObject({ result: 'shield' });
    expect(k.balloons).toBe(BALLOONS);
    expect(k.shield).toBe(0);
    k.safe = 0;
    expect(hitKart(r, k, 0)).toMatchObject({ result: 'pop' });
  });
  it('boxes hand an item to a kart with empty hands, then come back after a while', () => {
    const r = quiet();
    const me = r.karts[0]!;
    const box = r.boxes[0]!;
    Object.assign(me, { x: box.x - KART_R - BOX_REACH + 2, y: box.y });
    stepParked(r);
    expect(ITEMS).toContain(me.item);
    expect(box.wait).toBeGreaterThan(BOX_RESPAWN - 0.1);
    // Full hands: a fresh box stays put.
    const box2 = r.boxes[1]!;
    Object.assign(me, { x: box2.x, y: box2.y, vx: 0, vy: 0 });
    stepParked(r);
    expect(box2.wait).toBe(0);
    stepParked(r, idle, BOX_RESPAWN);
    expect(box.wait).toBe(0);
    const counts: Record<string, number> = {};
    const rand = rng(9);
    for (let i = 0; i < 2000; i++) { const it = rollItem(rand); counts[it] = (counts[it] ?? 0) + 1; }
    for (const it of ITEMS) expect(counts[it]).toBeGreaterThan(250);
  });
  it('a missile fired away from a rival turns round and hits it', () => {
    const r = openRound();
    const me = r.karts[0]!;
    const target = r.karts[1]!;
    for (const k of r.karts.slice(2)) k.out = true;
    Object.assign(me, { x: 120, y: 300, angle: Math.PI / 2, item: 'missile' });
    Object.assign(target, { x: 240, y: 200 });
    useItem(r, me);
    expect(r.missiles).toHaveLength(1);
    expect(r.missiles[0]!.target).toBe(1);
    let hit = null;
    for (let i = 0; i < 60 * MISSILE.life && !hit; i++) {
      const ev = stepRound(r, idle, 1 / 60);
      Object.assign(target, { x: 240, y: 200, vx: 0, vy: 0 });
      Object.assign(me, { x: 120, y: 300, vx: 0, vy: 0 });
      hit = ev.hits.find((h) => h.victim === 1) ?? null;
    }
    expect(hit).toMatchObject({ by: 0, result: 'pop' });
    expect(r.missiles).toHaveLength(0);
    expect(me.balloons).toBe(BALLOONS);
  });
  it('a missile into a wall just blows up', () => {
    const r = quiet();
    r.missiles.push({ x: 60, y: 60, vx: 0, vy: 0, angle: -Math.PI / 2, owner: 0, target: -1, life: MISSILE.life });
    stepParked(r, idle, 0.3);
    expect(r.missiles).toHaveLength(0);
    expect(r.karts.every((k) => k.balloons === BALLOONS)).toBe(true);
  });
  it('mines arm after a moment and then catch anyone, their layer included', () => {
    const r = quiet();
    const me = r.karts[0]!;
    const open = r.map.center(7, 7);
    Object.assign(me, { x: open.x, y: open.y, angle: 0, item: 'mine' });
    useItem(r, me);
    const mine = r.mines[0]!;
    expect(Math.hypot(mine.x - me.x, mine.y - me.y)).toBeGreaterThan(me.r);
    // Sitting on it before it arms does nothing.
    Object.assign(me, { x: mine.x, y: mine.y });
    stepParked(r, idle, MINE.arm * 0.5);
    expect(me.balloons).toBe(BALLOONS);
    stepParked(r, idle, MINE.arm);
    expect(me.balloons).toBe(BALLOONS - 1);
    expect(r.mines).toHaveLength(0);
  });
  it('a boosting kart that rams another pops a balloon; a plain bump does not', () => {
    for (const boost of [0, 1]) {
      const r = quiet();
      const [a, b] = r.karts as [Kart, Kart];
      for (const k of r.karts.slice(2)) k.out = true;
      const p = r.map.center(7, 7);
      Object.assign(a, { x: p.x - 40, y: p.y, angle: 0, vx: 150, vy: 0, boost });
      Object.assign(b, { x: p.x, y: p.y, vx: 0, vy: 0 });
      for (let i = 0; i < 30; i++) {
        stepRound(r, { throttle: 1, steer: 0, fire: false }, 1 / 60);
        Object.assign(b, { x: b.x, y: p.y });
      }
      expect({ boost, balloons: b.balloons }).toEqual({ boost, balloons: boost ? BALLOONS - 1 : BALLOONS });
    }
  });
  it('missiles chase the nearest rival in front rather than one behind', () => {
    const r = quiet();
    const me = r.karts[0]!;
    Object.assign(me, { x: 180, y: 300, angle: 0 });
    Object.assign(r.karts[1]!, { x: 300, y: 300 });
    Object.assign(r.karts[2]!, { x: 100, y: 300 });
    Object.assign(r.karts[3]!, { x: 180, y: 560 });
    expect(pickTarget(r, me)).toBe(1);
    r.karts[1]!.out = true;
    expect(pickTarget(r, me)).toBe(2);
  });
});

describe('rounds and the match', () => {
  it('the last kart standing wins the round; no one left is a draw', () => {
    const r = quiet();
    r.karts[1]!.out = true;
    r.karts[2]!.out = true;
    expect(stepRound(r, idle, 1 / 60).ended).toBe(false);
    r.karts[3]!.out = true;
    expect(stepRound(r, idle, 1 / 60).ended).toBe(true);
    expect(r.winner).toBe(0);
    const d = quiet();
    d.karts.forEach((k) => (k.out = true));
    stepRound(d, idle, 1 / 60);
    expect(d.winner).toBe(-2);
  });
  it('at the time limit the most balloons win, a tie at the top is a draw', () => {
    const r = quiet();
    r.time = ROUND_TIME;
    r.karts[1]!.balloons = 1;
    r.karts[2]!.balloons = 2;
    r.karts[3]!.balloons = 2;
    stepParked(r);
    expect(r.winner).toBe(0);
    const t = quiet();
    t.time = ROUND_TIME;
    t.karts[0]!.balloons = 2;
    stepParked(t);
    expect(t.winner).toBe(-2);
  });
  it('holds everyone on the grid during the countdown', () => {
    const r = createRound(0, 0, rng(1));
    const before = r.karts.map((k) => [k.x, k.y]);
    stepRound(r, { throttle: 1, steer: 1, fire: true }, 1 / 60);
    expect(r.karts.map((k) => [k.x, k.y])).toEqual(before);
  });
  it('the match goes to the first to win two rounds; draws count for nobody', () => {
    const m = createMatch();
    recordRound(m, 1);
    recordRound(m, -2);
    recordRound(m, 0);
    expect(m).toMatchObject({ rounds: 3, wins: [1, 1, 0, 0], champion: -1 });
    recordRound(m, 0);
    expect(m.champion).toBe(0);
    expect(m.wins[0]).toBe(WINS_NEEDED);
  });
  it('computer karts fight rounds to a finish in every arena, using only items they hold', () => {
    ARENAS.forEach((_, arena) => {
      for (const seed of [arena + 1]) {
        const r = createRound(arena, arena, rng(seed));
        const used: string[] = [];
        let wallHits = 0;
        for (let i = 0; i < 60 * ROUND_TIME && r.winner === -1; i++) {
          const holding = r.karts.map((k) => k.item);
          const ev = stepRound(r, null, 1 / 60);
          for (const u of ev.used) { expect(holding[u.kart]).toBe(u.item); used.push(u.item); }
          for (const k of alive(r)) if (overlapWall(r, k)) wallHits++;
        }
        expect({ arena, seed, decided: r.winner !== -1 }).toEqual({ arena, seed, decided: true });
        expect(new Set(used).size).toBeGreaterThanOrEqual(3);
        expect(wallHits).toBe(0);
      }
    });
  });
  it('a computer kart with empty hands heads for the nearest box and gets it', () => {
    const r = quiet();
    for (const k of r.karts.slice(1)) k.out = true;
    const me = r.karts[0]!;
    let got = false;
    for (let i = 0; i < 60 * 6 && !got; i++) {
      const c = aiControls(r, me, 1 / 60);
      expect(c.fire).toBe(false);
      driveKart(me, c, 1 / 60);
      collideWalls(r.map, me, 0.3);
      got = r.boxes.some((b) => Math.hypot(b.x - me.x, b.y - me.y) < me.r + BOX_REACH);
    }
    expect(got).toBe(true);
  });
});
