import { TileMap, moveBox, onGround, drawTiles } from './tilemap.js';

// 10 × 6 tiles of 10 units: walls round the edge, a one-way ledge (=) and a pillar (#).
const ROWS = [
  '##########',
  '#........#',
  '#...==...#',
  '#......#.#',
  '#P.....#.#',
  '##########',
];
const legend = { '#': 'wall', '=': 'ledge' };
const make = () => TileMap.fromRows(ROWS, legend, { size: 10, solid: ['wall'], oneWay: ['ledge'] });

describe('TileMap', () => {
  it('reads rows through the legend and answers lookups by cell and by point', () => {
    const m = make();
    expect([m.cols, m.rows, m.width, m.height]).toEqual([10, 6, 100, 60]);
    expect(m.get(0, 0)).toBe('wall');
    expect(m.get(1, 1)).toBe('');
    expect(m.get(4, 2)).toBe('ledge');
    expect(m.kindAt(45, 25)).toBe('ledge');
    expect(m.kindAt(75, 35)).toBe('wall');
    expect(m.cellAt(45, 25)).toEqual({ col: 4, row: 2 });
    expect(m.center(4, 2)).toEqual({ x: 45, y: 25 });
    expect(m.isSolid(7, 3)).toBe(true);
    expect(m.isSolid(4, 2)).toBe(false);
    expect(m.isOneWay(4, 2)).toBe(true);
    expect(m.find('P')).toEqual([{ col: 1, row: 4 }]);
    expect(m.get(1, 4)).toBe(''); // a marker outside the legend is empty floor
    expect(m.cellsOf('ledge')).toEqual([{ col: 4, row: 2 }, { col: 5, row: 2 }]);
  });
  it('treats the outside as the chosen kind and pads short rows', () => {
    const open = TileMap.fromRows(['#', '###'], legend, { solid: ['wall'] });
    expect(open.cols).toBe(3);
    expect(open.get(2, 0)).toBe('');
    expect(open.get(-1, 0)).toBe('');
    const walled = TileMap.fromRows(['.'], legend, { solid: ['wall'], outside: 'wall' });
    expect(walled.isSolid(-1, 0)).toBe(true);
    expect(walled.isSolid(0, 5)).toBe(true);
    walled.set(0, 0, 'wall');
    expect(walled.isSolid(0, 0)).toBe(true);
  });
  it('detects a box overlapping solid tiles, but not one merely touching', () => {
    const m = make();
    expect(m.boxHitsSolid({ x: 10, y: 10, w: 10, h: 10 })).toBe(false);
    expect(m.boxHitsSolid({ x: 9, y: 10, w: 10, h: 10 })).toBe(true);
    expect(m.boxHitsSolid({ x: 65, y: 30, w: 5.5, h: 5 })).toBe(true);
  });
});

describe('moveBox', () => {
  it('stops flush against a wall on the right and on the left', () => {
    const m = make();
    const b = { x: 50, y: 31, w: 8, h: 8 };
    expect(moveBox(m, b, 30, 0)).toEqual({ left: false, right: true, top: false, bottom: false });
    expect(b.x).toBe(62); // pillar at column 7 starts at x = 70
    const c = { x: 30, y: 31, w: 8, h: 8 };
    expect(moveBox(m, c, -50, 0).left).toBe(true);
    expect(c.x).toBe(10);
  });
  it('moves freely in open space and when only touching a wall', () => {
    const m = make();
    const b = { x: 12, y: 12, w: 8, h: 8 };
    expect(moveBox(m, b, 5, 3)).toEqual({ left: false, right: false, top: false, bottom: false });
    expect(b).toMatchObject({ x: 17, y: 15 });
    const flush = { x: 62, y: 31, w: 8, h: 8 };
    moveBox(m, flush, -5, 0);
    expect(flush.x).toBe(57);
    // Sliding along the floor it rests on is not blocked by it.
    const rest = { x: 20, y: 42, w: 8, h: 8 };
    expect(moveBox(m, rest, 20, 0).right).toBe(false);
    expect(rest.x).toBe(40);
  });
  it('lands on the floor and bumps the ceiling', () => {
    const m = make();
    const b = { x: 12, y: 20, w: 8, h: 8 };
    expect(moveBox(m, b, 0, 40).bottom).toBe(true);
    expect(b.y).toBe(42);
    expect(onGround(m, b)).toBe(true);
    const up = { x: 12, y: 30, w: 8, h: 8 };
    expect(moveBox(m, up, 0, -40).top).toBe(true);
    expect(up.y).toBe(10);
    expect(onGround(m, up)).toBe(false);
  });
  it('never tunnels through a one-tile wall, however far the move', () => {
    const m = make();
    const b = { x: 50, y: 31, w: 4, h: 4 };
    moveBox(m, b, 1000, 0);
    expect(b.x).toBe(66);
    const fall = { x: 12, y: 12, w: 4, h: 4 };
    moveBox(m, fall, 0, 1e6);
    expect(fall.y).toBe(46);
  });
  it('one-way ledges hold a box falling onto them but let it jump up through and drop through', () => {
    const m = make();
    const fall = { x: 41, y: 5, w: 8, h: 8 };
    expect(moveBox(m, fall, 0, 20).bottom).toBe(true);
    expect(fall.y).toBe(12);
    expect(onGround(m, fall)).toBe(true);
    const jump = { x: 41, y: 32, w: 8, h: 8 };
    expect(moveBox(m, jump, 0, -20).top).toBe(false);
    expect(jump.y).toBe(12);
    const drop = { x: 41, y: 12, w: 8, h: 8 };
    expect(moveBox(m, drop, 0, 5, { dropThrough: true }).bottom).toBe(false);
    expect(drop.y).toBe(17);
    // A box already straddling the ledge keeps falling instead of snapping up onto it.
    const inside = { x: 41, y: 17, w: 8, h: 8 };
    moveBox(m, inside, 0, 5);
    expect(inside.y).toBe(22);
    // Walking sideways into a ledge tile is never blocked.
    const side = { x: 25, y: 20, w: 8, h: 8 };
    expect(moveBox(m, side, 30, 0).right).toBe(false);
  });
  it('resolves x before y, so a diagonal move into a corner slides along the free axis', () => {
    const m = make();
    const b = { x: 60, y: 20, w: 8, h: 8 };
    const hits = moveBox(m, b, 10, 6);
    expect(hits.right).toBe(false); // the pillar starts lower down at row 3 (y = 30)
    expect(b).toMatchObject({ x: 70, y: 22 });
    const c = { x: 60, y: 25, w: 8, h: 8 };
    expect(moveBox(m, c, 10, -6)).toMatchObject({ right: true, top: false });
    expect(c).toMatchObject({ x: 62, y: 19 });
  });
});

describe('drawTiles', () => {
  it('calls back for every non-empty tile, culled to the view', () => {
    const m = make();
    const seen: string[] = [];
    drawTiles({} as CanvasRenderingContext2D, m, (_g, kind, x, y, size, col, row) => seen.push(`${kind}@${col},${row}:${x},${y},${size}`));
    expect(seen).toHaveLength(10 + 2 + 4 + 3 + 3 + 10);
    expect(seen).toContain('ledge@4,2:40,20,10');
    const view: string[] = [];
    drawTiles({} as CanvasRenderingContext2D, m, (_g, kind, _x, _y, _s, col, row) => view.push(`${kind}@${col},${row}`), { x: 35, y: 15, w: 20, h: 10 });
    expect(view).toEqual(['ledge@4,2', 'ledge@5,2']);
  });
});
