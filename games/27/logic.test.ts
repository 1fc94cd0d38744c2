import {
  LEVELS, TILE, VIEW_ROWS, JUMP_V, GRAVITY, COYOTE, JUMP_BUFFER, MAX_FALL, RUN_SPEED, POINTS,
  buildLevel, makePlayer, stepPlayer, stepEnemy, enemyContact, collectCoins, touchesSpikes, fellOut,
  levelBonus, cameraFor, standingOn, type Player, type PadInput, type Enemy,
} from './logic.js';
import { TileMap } from '../kit/tilemap.js';
import { aabbOverlaps } from '../kit/geometry.js';

const DT = 1 / 60;
const legend = { '#': 'ground', B: 'brick', '=': 'ledge', T: 'spring', '^': 'spikes' };
const mapOf = (rows: string[]) => TileMap.fromRows(rows, legend, { size: TILE, solid: ['ground', 'brick', 'spring'], oneWay: ['ledge'] });
const idle: PadInput = { left: false, right: false, jump: false, jumpPressed: false };
const FLAT = mapOf(['..........', '..........', '..........', '..........', '..........', '##########']);

/** A player standing on the floor of row `row` at column `col`. */
function standing(col: number, row: number): Player {
  return makePlayer({ x: col * TILE + 5, y: row * TILE - 20 });
}
function run(p: Player, map: TileMap, frames: number, input: Partial<PadInput> | ((f: number) => Partial<PadInput>)) {
  for (let f = 0; f < frames; f++) stepPlayer(p, { ...idle, ...(typeof input === 'function' ? input(f) : input) }, map, DT);
}

describe('levels', () => {
  it('has ten levels, each with one start, one flag, coins and enemies', () => {
    expect(LEVELS.length).toBeGreaterThanOrEqual(10);
    LEVELS.forEach((rows, i) => {
      const text = rows.join('\n');
      expect([i, (text.match(/P/g) ?? []).length]).toEqual([i, 1]);
      expect([i, (text.match(/F/g) ?? []).length]).toEqual([i, 1]);
      expect([i, /[^.#B=T^PFoefk]/.test(text.replace(/\n/g, ''))]).toEqual([i, false]);
      const lv = buildLevel(i);
      expect(lv.map.rows).toBeGreaterThanOrEqual(VIEW_ROWS);
      expect(lv.coins.length).toBeGreaterThan(5);
      expect(lv.enemies.length).toBeGreaterThan(0);
      // The start is on free ground, not inside a wall.
      expect(lv.map.boxHitsSolid(makePlayer(lv.start))).toBe(false);
    });
  });

  it('later levels are longer or taller than the first', () => {
    const size = (i: number) => buildLevel(i).map.cols * buildLevel(i).map.rows;
    expect(size(LEVELS.length - 1)).toBeGreaterThan(size(0));
  });

  /**
   * Breadth-first search over the real physics: from every standing spot try runs, hops and full
   * jumps in both directions (releasing the direction at several moments), and from every spring
   * bounce try steering. Spikes and pits end a try. Proves each level can be finished and every
   * coin can be reached, with the same stepPlayer the game uses.
   */
  function explore(index: number) {
    const lv = buildLevel(index);
    const seen = new Set<string>();
    const coins = new Set<number>();
    let finished = false;
    const key = (p: Player, sprung: boolean) => `${sprung ? "s" : ""}${Math.round(p.x / 8)},${Math.round(p.y / 6)}`;
    const queue: { p: Player; sprung: boolean }[] = [{ p: makePlayer(lv.start), sprung: false }];
    type Macro = { dir: number; jump: number; hold: number };
    const ground: Macro[] = [{ dir: 0, jump: 40, hold: 0 }];
    for (const dir of [-1, 1]) for (const jump of [0, 8, 40]) for (const hold of jump ? [7, 18, 999] : [10, 999]) ground.push({ dir, jump, hold });
    const air: Macro[] = [{ dir: 0, jump: 0, hold: 0 }];
    for (const dir of [-1, 1]) for (const hold of [8, 20, 40, 999]) air.push({ dir, jump: 0, hold });
    while (queue.length && !(finished && coins.size === lv.coins.length)) {
      const { p: s, sprung } = queue.shift()!;
      for (const m of sprung ? air : ground) {
        const p: Player = sprung ? { ...s } : { ...s, vx: 0, vy: 0, grounded: true, coyote: COYOTE, buffer: 0 };
        let airborne = false;
        let next: { p: Player; sprung: boolean } | null = null;
        for (let f = 0; f < 300; f++) {
          const ev = stepPlayer(p, { left: m.dir < 0 && f < m.hold, right: m.dir > 0 && f < m.hold, jump: f < m.jump, jumpPressed: m.jump > 0 && f === 0 }, lv.map, DT);
          if (touchesSpikes(lv.map, p) || fellOut(lv.map, p)) break;
          lv.coins.forEach((c, i) => { if (aabbOverlaps(p, { x: c.x - 7, y: c.y - 8, w: 14, h: 16 })) coins.add(i); });
          if (aabbOverlaps(p, lv.goal)) { finished = true; break; }
          if (ev.sprung) { next = { p: { ...p }, sprung: true }; break; }
          if (!p.grounded) airborne = true;
          if (p.grounded && (airborne || f >= m.hold)) { next = { p: { ...p }, sprung: false }; break; }
        }
        if (!next) continue;
        const k = key(next.p, next.sprung);
        if (seen.has(k)) continue;
        seen.add(k);
        queue.push(next);
      }
    }
    return { finished, coins: coins.size, total: lv.coins.length };
  }

  it.each(LEVELS.map((_, i) => i))('level %i can be finished and every coin reached with the real physics', (i) => {
    const r = explore(i);
    expect(r.finished).toBe(true);
    expect(r.coins).toBe(r.total);
  });
});

describe('player physics', () => {
  it('runs up to a top speed and stops flush against walls', () => {
    const map = mapOf(['..........', '..........', '..........', '..........', '.......#..', '##########']);
    const p = standing(1, 5);
    run(p, map, 30, { right: true });
    expect(p.vx).toBeCloseTo(RUN_SPEED);
    run(p, map, 120, { right: true });
    expect(p.x + p.w).toBeCloseTo(7 * TILE);
    expect(p.vx).toBe(0);
    expect(p.grounded).toBe(true);
  });

  it('jumps a bit over three tiles high; letting go early gives a lower hop', () => {
    const high = standing(4, 5);
    const y0 = high.y;
    let apex = y0;
    run(high, FLAT, 1, { jump: true, jumpPressed: true });
    for (let f = 0; f < 60; f++) { run(high, FLAT, 1, { jump: true }); apex = Math.min(apex, high.y); }
    const full = y0 - apex;
    expect(full).toBeGreaterThan(3 * TILE);
    expect(full).toBeLessThan(4 * TILE);
    expect(full).toBeCloseTo((JUMP_V * JUMP_V) / (2 * GRAVITY), -1);
    const low = standing(4, 5);
    apex = low.y;
    run(low, FLAT, 1, { jump: true, jumpPressed: true });
    for (let f = 0; f < 60; f++) { run(low, FLAT, 1, {}); apex = Math.min(apex, low.y); }
    expect(y0 - apex).toBeLessThan(full / 2);
    expect(low.grounded).toBe(true);
  });

  it('clears a four-tile gap with a running jump', () => {
    const map = mapOf(['................', '................', '................', '................', '................', '######....######']);
    const p = standing(1, 5);
    run(p, map, 200, { right: true });
    // Jump at the last moment before the edge.
    const q = standing(1, 5);
    let jumped = false;
    for (let f = 0; f < 200; f++) {
      const atEdge = !jumped && q.x > 6 * TILE - q.w + 2;
      if (atEdge) jumped = true;
      stepPlayer(q, { ...idle, right: true, jump: jumped, jumpPressed: atEdge }, map, DT);
    }
    expect(fellOut(map, q)).toBe(false);
    expect(q.x).toBeGreaterThan(10 * TILE);
    expect(q.grounded).toBe(true);
    // Without jumping the same run falls in.
    expect(fellOut(map, p)).toBe(true);
  });

  it('coyote time: a jump just after running off an edge still works, a late one does not', () => {
    const map = mapOf(['............', '............', '............', '............', '............', '#####.......', '............', '............']);
    const tryJump = (delayFrames: number) => {
      const p = standing(3, 5);
      let off = -1;
      for (let f = 0; f < 120; f++) {
        if (off < 0 && !p.grounded) off = f;
        const press = off >= 0 && f === off + delayFrames;
        const ev = stepPlayer(p, { ...idle, right: off < 0, jump: press, jumpPressed: press }, map, DT);
        if (ev.jumped) return true;
      }
      return false;
    };
    expect(tryJump(1)).toBe(true);
    expect(tryJump(Math.floor(COYOTE * 60) - 1)).toBe(true);
    expect(tryJump(Math.ceil(COYOTE * 60) + 3)).toBe(false);
  });

  it('jump buffering: pressing just before landing jumps on landing, pressing much earlier does not', () => {
    const landsThenJumps = (framesBefore: number) => {
      const p = makePlayer({ x: 4 * TILE, y: 2 * TILE });
      p.grounded = false;
      // Find the landing frame first.
      const probe = { ...p };
      let land = 0;
      for (let f = 0; f < 120 && !land; f++) { stepPlayer(probe, idle, FLAT, DT); if (probe.grounded) land = f; }
      let jumped = false;
      for (let f = 0; f < land + 20; f++) {
        const press = f === land - framesBefore;
        const ev = stepPlayer(p, { ...idle, jump: press, jumpPressed: press }, FLAT, DT);
        if (ev.jumped && f >= land) jumped = true;
      }
      return jumped;
    };
    expect(landsThenJumps(3)).toBe(true);
    expect(landsThenJumps(Math.floor(JUMP_BUFFER * 60) - 1)).toBe(true);
    expect(landsThenJumps(Math.ceil(JUMP_BUFFER * 60) + 4)).toBe(false);
  });

  it('never falls through a floor, even at top falling speed from high up', () => {
    const rows = Array.from({ length: 40 }, () => '....');
    rows.push('####');
    const map = mapOf(rows);
    const p = makePlayer({ x: 30, y: 0 });
    p.grounded = false;
    run(p, map, 300, {});
    expect(p.vy).toBe(0);
    expect(p.y + p.h).toBeCloseTo(40 * TILE);
    expect(p.grounded).toBe(true);
    // One huge step at terminal speed cannot skip the floor either.
    const q = makePlayer({ x: 30, y: 36 * TILE });
    q.vy = MAX_FALL;
    q.grounded = false;
    stepPlayer(q, idle, map, 0.25);
    expect(q.y + q.h).toBeLessThanOrEqual(40 * TILE + 1e-6);
  });

  it('jumps up through one-way ledges, lands on them, and drops through with down', () => {
    const map = mapOf(['......', '......', '......', '..==..', '......', '......', '######']);
    const p = standing(2, 6);
    run(p, map, 1, { jump: true, jumpPressed: true });
    run(p, map, 80, { jump: true });
    expect(p.grounded).toBe(true);
    expect(p.y + p.h).toBeCloseTo(3 * TILE);
    run(p, map, 40, { down: true });
    expect(p.y + p.h).toBeCloseTo(6 * TILE);
  });

  it('bumps its head on solid ceilings', () => {
    const map = mapOf(['......', '......', '......', '..##..', '......', '......', '######']);
    const p = standing(2, 6);
    let bonk = false;
    for (let f = 0; f < 40; f++) bonk = stepPlayer(p, { ...idle, jump: true, jumpPressed: f === 0 }, map, DT).bonk || bonk;
    expect(bonk).toBe(true);
    run(p, map, 60, {});
    expect(p.y + p.h).toBeCloseTo(6 * TILE);
  });

  it('springs launch much higher than a jump, even without holding jump', () => {
    const rows = Array.from({ length: 16 }, () => '......');
    rows.push('..T...', '######');
    const map = mapOf(rows);
    const p = makePlayer({ x: 2 * TILE + 5, y: 14 * TILE });
    p.grounded = false;
    let sprung = false;
    let apex = p.y;
    for (let f = 0; f < 50; f++) {
      sprung = stepPlayer(p, idle, map, DT).sprung || sprung;
      apex = Math.min(apex, p.y);
    }
    expect(sprung).toBe(true);
    expect(standingOn(map, { x: 2 * TILE + 5, y: 16 * TILE - 20, w: 14, h: 20 }, 'spring')).toBe(true);
    expect(16 * TILE - 20 - apex).toBeGreaterThan(6 * TILE);
  });
});

describe('hazards, enemies and pickups', () => {
  it('spikes hurt only in the pointed lower part of their cell', () => {
    const map = mapOf(['....', '.^..', '####']);
    expect(touchesSpikes(map, { x: 28, y: 30, w: 14, h: 20 })).toBe(true);
    expect(touchesSpikes(map, { x: 28, y: 4, w: 14, h: 20 })).toBe(false); // only the top of the cell
    expect(touchesSpikes(map, { x: 60, y: 30, w: 14, h: 20 })).toBe(false);
    expect(fellOut(map, { x: 0, y: 3 * TILE + TILE + 1, w: 14, h: 20 })).toBe(true);
    expect(fellOut(map, { x: 0, y: 40, w: 14, h: 20 })).toBe(false);
  });

  it('walkers turn round at ledge ends and at walls and never walk off', () => {
    const map = mapOf(['..........', '.#......#.', '.########.']);
    const e: Enemy = { kind: 'walker', x: 3 * TILE, y: 2 * TILE - 16, w: 18, h: 16, vx: -42, vy: 0, baseY: 0, t: 0, alive: true };
    let minX = e.x;
    let maxX = e.x;
    let turns = 0;
    let dir = Math.sign(e.vx);
    for (let f = 0; f < 60 * 12; f++) {
      stepEnemy(e, map, DT);
      minX = Math.min(minX, e.x);
      maxX = Math.max(maxX, e.x + e.w);
      if (Math.sign(e.vx) !== dir) { turns++; dir = Math.sign(e.vx); }
    }
    expect(minX).toBeGreaterThanOrEqual(2 * TILE - 1);
    expect(maxX).toBeLessThanOrEqual(8 * TILE + 1);
    expect(turns).toBeGreaterThanOrEqual(4);
    expect(e.alive).toBe(true);
    // On an open ledge it turns at the end instead of dropping.
    const ledge = mapOf(['......', '.===..', '......', '......']);
    const w: Enemy = { ...e, x: 1.5 * TILE, y: TILE - 16, vx: 42 };
    for (let f = 0; f < 600; f++) stepEnemy(w, ledge, DT);
    expect(w.y).toBeCloseTo(TILE - 16);
    expect(w.x).toBeGreaterThanOrEqual(TILE - 1);
    expect(w.x + w.w).toBeLessThanOrEqual(4 * TILE + 1);
  });

  it('flyers patrol between walls and bob around their height', () => {
    const map = mapOf(['#......#', '#......#', '########']);
    const e: Enemy = { kind: 'flyer', x: 3 * TILE, y: 30, w: 18, h: 14, vx: -62, vy: 0, baseY: 30, t: 0, alive: true };
    let minY = 99;
    let maxY = 0;
    for (let f = 0; f < 600; f++) {
      stepEnemy(e, map, DT);
      expect(e.x).toBeGreaterThanOrEqual(TILE - 1e-6);
      expect(e.x + e.w).toBeLessThanOrEqual(7 * TILE + 1e-6);
      minY = Math.min(minY, e.y);
      maxY = Math.max(maxY, e.y);
    }
    expect(maxY - minY).toBeGreaterThan(8);
  });

  it('landing on an enemy from above stomps it; touching it otherwise hurts', () => {
    const e: Enemy = { kind: 'walker', x: 100, y: 100, w: 18, h: 16, vx: 0, vy: 0, baseY: 100, t: 0, alive: true };
    const p = makePlayer({ x: 102, y: 84 });
    p.vy = 200;
    expect(enemyContact(p, e, 99)).toBe('stomp');
    const side = makePlayer({ x: 90, y: 96 });
    expect(enemyContact(side, e, 116)).toBe('hurt');
    const rising = makePlayer({ x: 102, y: 84 });
    rising.vy = -100;
    expect(enemyContact(rising, e, 104)).toBe('hurt');
    expect(enemyContact(makePlayer({ x: 200, y: 100 }), e, 120)).toBeNull();
    expect(enemyContact(p, { ...e, alive: false }, 99)).toBeNull();
  });

  it('collects each coin once and scores the level bonus', () => {
    const coins = [{ x: 50, y: 50, taken: false }, { x: 60, y: 52, taken: false }, { x: 300, y: 50, taken: false }];
    const p = makePlayer({ x: 45, y: 40 });
    expect(collectCoins(p, coins)).toBe(2);
    expect(collectCoins(p, coins)).toBe(0);
    expect(coins.map((c) => c.taken)).toEqual([true, true, false]);
    expect(levelBonus(20, 3)).toBe(POINTS.level + 1000 + 3 * POINTS.life);
    expect(levelBonus(500, 1)).toBe(POINTS.level + POINTS.life);
    expect(levelBonus(10, 2)).toBeGreaterThan(levelBonus(60, 2));
  });

  it('keeps the camera inside the map', () => {
    const lv = buildLevel(0);
    const p = makePlayer(lv.start);
    const c = cameraFor(p, lv.map, 288, 360);
    expect(c.x).toBe(0);
    expect(c.y).toBe(lv.map.height - 360);
    p.x = lv.map.width - 10;
    expect(cameraFor(p, lv.map, 288, 360).x).toBe(lv.map.width - 288);
    p.x = 500;
    expect(cameraFor(p, lv.map, 288, 360).x).toBeCloseTo(500 + 7 - 144 + 30);
  });
});
