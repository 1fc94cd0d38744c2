import { LEVELS, parseLevel, move, isSolved, walkTo, liveCells, stuckBoxes, solve, replay, levelScore, recordSolve, parseProgress, neighbour } from './logic.js';

describe('box pusher levels text', () => {
  it('reads walls, goals, boxes and the player; blanks outside the walls are not floor', () => {
    const lv = parseLevel(['  ####', '###  #', '#@$* #', '#  . #', '######']);
    expect(lv).toMatchObject({ w: 6, h: 5, player: 13, boxes: [14, 15], goals: [15, 21] });
    expect(lv.walls[0]).toBe(true); // outside, top left
    expect(lv.inside[0]).toBe(false);
    expect(lv.inside[13]).toBe(true);
    expect(lv.walls[13]).toBe(false);
    expect(parseLevel(['####', '#+$#', '####'])).toMatchObject({ player: 5, goals: [5], boxes: [6] });
  });
});

describe('box pusher moves', () => {
  // Cells: row 1 is 7..13, row 2 is 14..20 (player 15, boxes 16, 17), row 3 is 21..27 (box 23, goal 26).
  const lv = parseLevel(['#######', '#     #', '#@$$  #', '# $  .#', '#######']);
  const start = { player: lv.player, boxes: lv.boxes.slice() };
  it('walks onto free floor and stops at walls', () => {
    expect(move(lv, start, 'up')).toEqual({ pos: { player: 8, boxes: start.boxes }, pushed: -1 });
    expect(move(lv, start, 'left')).toBeNull();
  });
  it('pushes one box into free floor, never two boxes or a box into a wall', () => {
    expect(move(lv, start, 'right')).toBeNull(); // two boxes in a row
    const r = move(lv, { player: 15, boxes: [23, 24, 17] }, 'right');
    expect(r?.pushed).toBe(-1);
    const p = move(lv, { player: 22, boxes: [23, 12, 17] }, 'right')!;
    expect(p.pushed).toBe(0);
    expect(p.pos).toEqual({ player: 23, boxes: [24, 12, 17] });
    expect(move(lv, { player: 24, boxes: [25, 10, 11] }, 'right')).toEqual({ pos: { player: 25, boxes: [26, 10, 11] }, pushed: 0 });
    expect(move(lv, { player: 9, boxes: [16, 23, 11] }, 'down')).toBeNull(); // box into box
    const edge = parseLevel(['#####', '#@$ #', '#####']);
    expect(move(edge, { player: 7, boxes: [8] }, 'right')).toBeNull(); // box against the wall
    expect(move(edge, { player: 6, boxes: [7] }, 'right')?.pos).toEqual({ player: 7, boxes: [8] });
  });
  it('is solved when every goal holds a box', () => {
    const one = parseLevel(['#####', '#@$.#', '#####']);
    expect(isSolved(one, { player: 6, boxes: [7] })).toBe(false);
    expect(isSolved(one, { player: 7, boxes: [8] })).toBe(true);
    expect(neighbour(one, 0, 'up')).toBe(-1);
  });
  it('walks the shortest way around boxes, or not at all when walled in', () => {
    const path = walkTo(lv, start, 12)!;
    expect(path).toEqual(['up', 'right', 'right', 'right', 'right']);
    let p = start;
    for (const d of path) p = move(lv, p, d)!.pos;
    expect(p.player).toBe(12);
    expect(p.boxes).toEqual(start.boxes);
    const shut = parseLevel(['#####', '#@$ #', '#####']);
    expect(walkTo(shut, { player: 6, boxes: [7] }, 8)).toBeNull();
  });
});

describe('box pusher solver', () => {
  it('marks corners and wall runs without goals as dead for boxes', () => {
    const lv = parseLevel(['######', '#    #', '# @$ #', '#   .#', '######']);
    const live = liveCells(lv);
    expect(live[7]).toBe(false); // top-left corner
    expect(live[8]).toBe(false); // along the top wall, no goal there
    expect(live[22]).toBe(true); // the goal
    expect(live[15]).toBe(true);
    expect(stuckBoxes(lv, { player: 13, boxes: [7] }, live)).toEqual([7]);
  });
  it('finds the fewest pushes and a move string that replays to the goal', () => {
    const one = parseLevel(['#####', '#@$.#', '#####']);
    expect(solve(one)).toEqual({ moves: 'R', pushes: 1 });
    const lv = parseLevel(['#######', '#.    #', '# $   #', '#  @  #', '#######']);
    const s = solve(lv)!;
    expect(s.pushes).toBe(2);
    expect(isSolved(lv, replay(lv, s.moves)!)).toBe(true);
  });
  it('reports levels that cannot be solved', () => {
    expect(solve(parseLevel(['#####', '#$ .#', '# @ #', '#####']))).toBeNull(); // box in a corner
    expect(solve(parseLevel(['######', '# $$ #', '#.@ .#', '######']))).toBeNull(); // boxes along the wall, goals below
  });
  it('replay refuses illegal steps and wrong push letters', () => {
    const one = parseLevel(['#####', '#@$.#', '#####']);
    expect(replay(one, 'r')).toBeNull();
    expect(replay(one, 'L')).toBeNull();
    expect(replay(one, 'x')).toBeNull();
  });
});

describe('box pusher level set', () => {
  it('has at least 30 distinct levels that fit a phone screen', () => {
    expect(LEVELS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(LEVELS.map((l) => l.rows.join('\n'))).size).toBe(LEVELS.length);
    for (const { rows } of LEVELS) {
      const lv = parseLevel(rows);
      expect(lv.player).toBeGreaterThanOrEqual(0);
      expect(rows.join('').split('').filter((ch) => ch === '@' || ch === '+')).toHaveLength(1);
      expect(lv.boxes.length).toBe(lv.goals.length);
      expect(lv.boxes.length).toBeGreaterThan(0);
      expect(lv.w).toBeLessThanOrEqual(10);
      expect(lv.h).toBeLessThanOrEqual(12);
      expect(isSolved(lv, { player: lv.player, boxes: lv.boxes })).toBe(false);
    }
    // Boxes never decrease from one level to the next: difficulty rises.
    const counts = LEVELS.map((l) => parseLevel(l.rows).boxes.length);
    for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeGreaterThanOrEqual(counts[i - 1]!);
    expect(counts[counts.length - 1]).toBeGreaterThanOrEqual(4);
  });
  it('every level is solvable: the solver’s answer replays to a solved position, in par moves', () => {
    LEVELS.forEach(({ rows, par }) => {
      const lv = parseLevel(rows);
      const s = solve(lv);
      expect(s).not.toBeNull();
      const end = replay(lv, s!.moves);
      expect(end).not.toBeNull();
      expect(isSolved(lv, end!)).toBe(true);
      expect(s!.moves.length).toBe(par);
    });
  });
});

describe('box pusher scores and progress', () => {
  it('scores boxes and moves against par', () => {
    expect(levelScore(2, 30, 30)).toBe(50 + 50 + 150);
    expect(levelScore(2, 30, 20)).toBe(250);
    expect(levelScore(2, 30, 40)).toBe(250 - 30);
    expect(levelScore(1, 10, 500)).toBe(75);
  });
  it('unlocks the next level and keeps the fewest moves', () => {
    let p = { unlocked: 0, best: {} as Record<string, number> };
    p = recordSolve(p, 0, 30, 36);
    expect(p).toEqual({ unlocked: 1, best: { 0: 30 } });
    p = recordSolve(p, 0, 40, 36);
    expect(p.best[0]).toBe(30);
    p = recordSolve(p, 0, 22, 36);
    expect(p).toEqual({ unlocked: 1, best: { 0: 22 } });
    expect(recordSolve({ unlocked: 35, best: {} }, 35, 9, 36).unlocked).toBe(35);
    // Replaying an early level never locks later ones again.
    expect(recordSolve({ unlocked: 7, best: {} }, 2, 9, 36).unlocked).toBe(7);
  });
  it('reads saved progress defensively', () => {
    expect(parseProgress(null, 36)).toEqual({ unlocked: 0, best: {} });
    expect(parseProgress('nonsense', 36)).toEqual({ unlocked: 0, best: {} });
    expect(parseProgress('{"unlocked":99,"best":{"0":12,"x":3,"40":5,"1":-2}}', 36)).toEqual({ unlocked: 35, best: { 0: 12 } });
    expect(parseProgress('{"unlocked":3,"best":{"2":17}}', 36)).toEqual({ unlocked: 3, best: { 2: 17 } });
  });
});
