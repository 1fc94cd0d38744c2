import { SIZE, emptyBoard, winLine, isWinningMove, chooseMove, aiSettings, candidates, threatsAfter, openFourMakers } from './logic.js';

const at = (r: number, c: number) => r * SIZE + c;
const put = (cells: [number, number][], p: number, b = emptyBoard()) => { for (const [r, c] of cells) b[at(r, c)] = p; return b; };
const seeded = (seed: number) => () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
const levels = [aiSettings('easy', 1), aiSettings('medium', 1), aiSettings('hard', 1), aiSettings('hard', 4)];

describe('gomoku rules', () => {
  it('detects five (or more) in every direction and nothing less', () => {
    const h = put([[7, 3], [7, 4], [7, 5], [7, 6], [7, 7]], 1);
    expect(winLine(h, at(7, 5))).toEqual([at(7, 3), at(7, 4), at(7, 5), at(7, 6), at(7, 7)]);
    const d = put([[2, 10], [3, 9], [4, 8], [5, 7], [6, 6]], 2);
    expect(winLine(d, at(4, 8))).toHaveLength(5);
    const v = put([[0, 0], [1, 0], [2, 0], [3, 0]], 1);
    expect(winLine(v, at(0, 0))).toBeNull();
    expect(isWinningMove(v, at(4, 0), 1)).toBe(true);
    expect(isWinningMove(v, at(4, 0), 2)).toBe(false);
    const six = put([[9, 1], [9, 2], [9, 3], [9, 5], [9, 6]], 1);
    expect(isWinningMove(six, at(9, 4), 1)).toBe(true);
  });
  it('starts in the centre and counts threats', () => {
    expect(candidates(emptyBoard())).toEqual([at(7, 7)]);
    const three = put([[7, 5], [7, 6], [7, 7]], 1);
    expect(threatsAfter(three, at(7, 8), 1)).toBe(2); // open four
    expect(openFourMakers(three, 1)).toEqual(expect.arrayContaining([at(7, 4), at(7, 8)]));
    expect(openFourMakers(three, 1)).not.toContain(at(8, 8));
    expect(threatsAfter(put([[7, 4]], 2, three), at(7, 8), 1)).toBe(1); // closed four
  });
});

describe('gomoku AI', () => {
  it('completes its own five before anything else', () => {
    const b = put([[7, 3], [7, 4], [7, 5], [7, 6]], 2, put([[8, 3], [8, 4], [8, 5], [8, 6]], 1));
    for (const ai of levels) expect([at(7, 2), at(7, 7)]).toContain(chooseMove(b, 2, ai, () => 0.5));
  });
  it('blocks a four at every level, including a broken four', () => {
    const closed = put([[5, 5]], 2, put([[5, 6], [5, 7], [5, 8], [5, 9]], 1));
    for (const ai of levels) expect(chooseMove(closed, 2, ai, () => 0.9)).toBe(at(5, 10));
    const broken = put([[3, 3], [4, 4], [6, 6], [7, 7]], 1);
    for (const ai of levels) expect(chooseMove(broken, 2, ai, () => 0.9)).toBe(at(5, 5));
  });
  it('blocks an open three from medium level up', () => {
    const b = put([[1, 1]], 2, put([[7, 6], [7, 7], [7, 8]], 1));
    for (const ai of levels.slice(1)) expect([at(7, 5), at(7, 9), at(7, 4), at(7, 10)]).toContain(chooseMove(b, 2, ai, () => 0.5));
    const split = put([[1, 1]], 2, put([[4, 6], [5, 6], [7, 6]], 1)); // X X _ X vertically
    for (const ai of levels.slice(1)) expect([at(3, 6), at(6, 6), at(8, 6)]).toContain(chooseMove(split, 2, ai, () => 0.5));
  });
  it('turns its own open three into an open four rather than making a passive move', () => {
    const b = put([[10, 4], [10, 5], [10, 6]], 2, put([[0, 14], [1, 13]], 1));
    expect([at(10, 3), at(10, 7)]).toContain(chooseMove(b, 2, aiSettings('medium', 1), () => 0.5));
  });
  it('only plays on empty cells through whole games', () => {
    const rand = seeded(9);
    for (let game = 0; game < 4; game++) {
      const b = emptyBoard();
      let p = 1;
      for (let ply = 0; ply < SIZE * SIZE; ply++) {
        const idx = chooseMove(b, p, levels[(game + p) % levels.length]!, rand);
        expect(idx).toBeGreaterThanOrEqual(0);
        expect(b[idx]).toBe(0);
        b[idx] = p;
        if (winLine(b, idx)) break;
        p = 3 - p;
      }
    }
  });
});
