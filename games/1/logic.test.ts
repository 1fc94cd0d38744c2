import { slideLine, move, spawn, canMove, emptyBoard, newBoard, maxTile } from './logic.js';

const seq = (...v: number[]) => { let i = 0; return () => v[i++ % v.length]!; };

describe('2048 slideLine', () => {
  it('merges pairs once: [2,2,2,2] → [4,4,0,0] scoring 8', () => {
    expect(slideLine([2, 2, 2, 2])).toMatchObject({ line: [4, 4, 0, 0], score: 8 });
  });
  it('never merges a tile twice in one move', () => {
    expect(slideLine([4, 4, 8, 0]).line).toEqual([8, 8, 0, 0]);
    expect(slideLine([2, 2, 4, 0]).line).toEqual([4, 4, 0, 0]);
  });
  it('merges the leading pair of three', () => {
    expect(slideLine([2, 2, 2, 0])).toMatchObject({ line: [4, 2, 0, 0], score: 4 });
    expect(slideLine([0, 2, 0, 2]).line).toEqual([4, 0, 0, 0]);
  });
  it('slides without merging different values', () => {
    expect(slideLine([0, 2, 0, 4])).toMatchObject({ line: [2, 4, 0, 0], score: 0 });
  });
  it('records which inputs ended up where', () => {
    expect(slideLine([2, 0, 2, 4]).sources).toEqual([[0, 2], [3]]);
  });
});

describe('2048 move', () => {
  const b = [
    [2, 2, 0, 0],
    [0, 4, 0, 4],
    [8, 0, 8, 8],
    [0, 0, 0, 2],
  ];
  it('moves left and right with merges towards the moving side', () => {
    const l = move(b, 'left');
    expect(l.board).toEqual([[4, 0, 0, 0], [8, 0, 0, 0], [16, 8, 0, 0], [2, 0, 0, 0]]);
    expect(l.score).toBe(4 + 8 + 16);
    expect(l.moved).toBe(true);
    expect(move(b, 'right').board[2]).toEqual([0, 0, 8, 16]);
  });
  it('moves up and down by columns', () => {
    expect(move(b, 'up').board.map((r) => r[3])).toEqual([4, 8, 2, 0]);
    expect(move(b, 'down').board.map((r) => r[0])).toEqual([0, 0, 2, 8]);
  });
  it('reports no movement when nothing can slide', () => {
    const full = [[2, 4], [4, 2]];
    const r = move(full, 'left');
    expect(r.moved).toBe(false);
    expect(r.board).toEqual(full);
    expect(canMove(full)).toBe(false);
    expect(canMove([[2, 2], [4, 8]])).toBe(true);
  });
  it('lists merges and tile moves for animation', () => {
    const r = move([[2, 2, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]], 'right');
    expect(r.merged).toEqual([{ r: 0, c: 3, value: 4 }]);
    expect(r.moves).toEqual(expect.arrayContaining([{ fromR: 0, fromC: 1, toR: 0, toC: 3, value: 2 }]));
  });
});

describe('2048 spawning', () => {
  it('fills an empty cell with 2 or 4 depending on the roll', () => {
    const b = emptyBoard();
    expect(spawn(b, seq(0, 0.5))).toEqual({ r: 0, c: 0, value: 2 });
    expect(spawn(b, seq(0.99, 0.95))).toEqual({ r: 3, c: 3, value: 4 });
    expect(maxTile(b)).toBe(4);
  });
  it('returns null on a full board; a new board has two tiles', () => {
    expect(spawn([[2, 4], [8, 16]], Math.random)).toBeNull();
    expect(newBoard(seq(0.1, 0.2, 0.7, 0.3)).flat().filter(Boolean)).toHaveLength(2);
  });
});
