import {
  N, BLACK, WHITE, EMPTY, PASS, KOMI, POINTS, pt, newGame, fromRows, toRows, play, isLegal, legalPoints, isOver, isEye,
  canPlay, group, score, finalScore, playout, Search, chooseMove, aiSettings, winPoints, type State,
} from './logic.js';

const seeded = (seed: number) => () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
const at = (r: number, c: number) => pt(r, c);

/** Plays a list of [r, c] moves (or PASS) from a state, failing on any illegal one. */
function moves(s: State, list: ([number, number] | typeof PASS)[]) {
  for (const m of list) {
    const next = play(s, m === PASS ? PASS : at(m[0], m[1]));
    if (!next) throw new Error(`illegal ${JSON.stringify(m)}`);
    s = next;
  }
  return s;
}

describe('go rules', () => {
  it('starts empty with black to move', () => {
    const s = newGame();
    expect(toRows(s)).toEqual(Array(N).fill('.........'));
    expect(s.toMove).toBe(BLACK);
    expect(legalPoints(s)).toHaveLength(81);
  });
  it('captures a stone and a group with no liberties left, and counts them', () => {
    let s = fromRows(['.X.......', 'XOX......', '.........'], BLACK);
    s = play(s, at(2, 1))!;
    expect(s.board[at(1, 1)]).toBe(EMPTY);
    expect(s.captures[BLACK]).toBe(1);
    expect(s.toMove).toBe(WHITE);
    const u = fromRows(['.OOX.....', 'XXXX.....'], BLACK);
    const v = play(u, at(0, 0))!;
    expect(toRows(v)[0]).toBe('X..X.....');
    expect(v.captures[BLACK]).toBe(2);
  });
  it('forbids suicide but allows a move that captures first', () => {
    const s = fromRows(['.X.......', 'X........'], WHITE);
    expect(isLegal(s, at(0, 0))).toBe(false);
    expect(play(s, at(0, 0))).toBeNull();
    // Filling its own last liberty is suicide for a group too.
    const g = fromRows(['OX.......', '.X.......', 'X........'], WHITE);
    expect(isLegal(g, at(1, 0))).toBe(false);
    // Here the same kind of point captures the black stone first, so it is legal.
    const c = fromRows(['.XO......', 'XO.......'], WHITE);
    expect(isLegal(c, at(0, 0))).toBe(true);
    const after = play(c, at(0, 0))!;
    expect(after.board[at(0, 1)]).toBe(EMPTY);
    expect(after.captures[WHITE]).toBe(1);
  });
  it('ko: no immediate retake, fine after a move elsewhere, cleared by a pass', () => {
    const s = fromRows([
      '.XO......',
      'XO.O.....',
      '.XO......',
    ], BLACK);
    // Black takes the white stone at (1,1) by playing (1,2).
    const taken = play(s, at(1, 2))!;
    expect(taken.board[at(1, 1)]).toBe(EMPTY);
    expect(taken.ko).toBe(at(1, 1));
    expect(isLegal(taken, at(1, 1))).toBe(false);
    expect(play(taken, at(1, 1))).toBeNull();
    // White plays elsewhere, black answers, now the retake is legal.
    const later = moves(taken, [[8, 8], [8, 0]]);
    expect(isLegal(later, at(1, 1))).toBe(true);
    const passed = moves(taken, [PASS, PASS]);
    expect(passed.ko).toBe(-1);
  });
  it('two passes in a row end the game; a move in between does not', () => {
    let s = moves(newGame(), [PASS]);
    expect(isOver(s)).toBe(false);
    s = moves(s, [[4, 4]]);
    expect(s.passes).toBe(0);
    s = moves(s, [PASS, PASS]);
    expect(isOver(s)).toBe(true);
    expect(s.moves).toBe(4);
  });
  it('finds groups and liberties', () => {
    const s = fromRows(['XX.......', 'X........']);
    const g = group(s.board, at(0, 0));
    expect(g.stones.sort()).toEqual([at(0, 0), at(0, 1), at(1, 0)].sort());
    expect(g.libs.sort()).toEqual([at(0, 2), at(1, 1), at(2, 0)].sort());
  });
  it('tells real eyes from false ones', () => {
    const s = fromRows([
      '.X.......',
      'XX.......',
      '.........',
      '...XXX...',
      '...X.X...',
      '...XXO...',
    ]);
    expect(isEye(s.board, at(0, 0), BLACK)).toBe(true);
    expect(isEye(s.board, at(4, 4), BLACK)).toBe(true);
    expect(isEye(s.board, at(4, 4), WHITE)).toBe(false);
    const f = fromRows(['.X.......', 'XO.......']);
    expect(isEye(f.board, at(0, 0), BLACK)).toBe(false);
  });
});

describe('scoring', () => {
  it('counts stones plus surrounded empty points, minus komi', () => {
    // A black wall on column 2 and a white wall on column 3 split the board.
    const rows = Array(N).fill('..XO.....');
    const s = fromRows(rows);
    const r = score(s.board);
    expect(r.black).toBe(27);
    expect(r.white).toBe(54);
    expect(r.margin).toBe(27 - 54 - KOMI);
    expect(score(s.board, 0).margin).toBe(-27);
    const neutral = fromRows(['X.O......']);
    expect(score(neutral.board, 0).owner[at(0, 1)]).toBe(0);
  });
  it('takes dead stones off before counting', () => {
    const rows = Array(N).fill('...XO....');
    rows[4] = '.O.XO....';
    const s = fromRows(rows);
    const plain = score(s.board, 0);
    expect(plain.black).toBe(9);
    const fin = finalScore(s, seeded(4), 0, 200);
    expect(fin.dead).toEqual([at(4, 1)]);
    expect(fin.black).toBe(36);
    expect(fin.margin).toBe(36 - 45);
  });
});

describe('the computer', () => {
  it('plays only legal moves and never fills its own eyes, through whole games', () => {
    const rand = seeded(21);
    for (let game = 0; game < 3; game++) {
      let s = newGame();
      while (!isOver(s) && s.moves < 160) {
        let m: number;
        if (s.toMove === WHITE || game === 2) {
          const r = chooseMove(s, { playouts: 40, rand });
          m = r.move;
          if (m !== PASS) {
            expect(isLegal(s, m)).toBe(true);
            expect(isEye(s.board, m, s.toMove)).toBe(false);
          }
        } else {
          const free = POINTS.filter((p) => !isEye(s.board, p, s.toMove) && canPlay(s.board, p, s.toMove, s.ko));
          m = free.length ? free[Math.floor(rand() * free.length)]! : PASS;
        }
        const next = play(s, m);
        expect(next).not.toBeNull();
        s = next!;
      }
      expect(s.moves).toBeGreaterThan(20);
    }
  });
  it('passes when only its own eyes are left', () => {
    const rows = Array(N).fill('OOOOOOOOO');
    rows[2] = 'O.OOOOOOO';
    rows[6] = 'OOOOOO.OO';
    const s = fromRows(rows, WHITE);
    expect(chooseMove(s, { playouts: 20, rand: seeded(1) }).move).toBe(PASS);
  });
  it('captures a big group left in atari', () => {
    const s = fromRows([
      '.........',
      '..OOOO...',
      '.OXXXX...',
      '..OOOO...',
      '.........',
      '.........',
      '....X....',
    ], WHITE);
    expect(group(s.board, at(2, 2)).libs).toEqual([at(2, 6)]);
    expect(chooseMove(s, { playouts: 300, rand: seeded(2) }).move).toBe(at(2, 6));
  });
  it('runs out with its own group in atari', () => {
    const s = fromRows([
      '.........',
      '.........',
      '..XXX....',
      '.XOOO....',
      '..XXX....',
    ], WHITE);
    expect(group(s.board, at(3, 2)).libs).toEqual([at(3, 5)]);
    expect(chooseMove(s, { playouts: 400, rand: seeded(3) }).move).toBe(at(3, 5));
  });
  it('stops thinking when its time budget runs out', () => {
    let clock = 0;
    const search = new Search(newGame(), { playouts: 100000, rand: seeded(5), now: () => (clock += 10), budgetMs: 50 });
    let slices = 0;
    while (!search.finished) { search.step(4); slices++; }
    expect(slices).toBeLessThan(10);
    expect(search.done).toBe(100000);
    expect(isLegal(newGame(), search.best().move)).toBe(true);
  });
  it('random playouts always end with a score', () => {
    const rand = seeded(9);
    for (let i = 0; i < 20; i++) {
      const b = newGame().board.slice();
      const m = playout(b, BLACK, -1, -1, rand, KOMI, null);
      expect(Number.isFinite(m)).toBe(true);
      expect(Math.abs(m)).toBeLessThanOrEqual(81 + KOMI);
    }
  });
  it('gets stronger with difficulty and level; wins pay by margin and level', () => {
    expect(aiSettings('easy', 1).playouts).toBeLessThan(aiSettings('medium', 1).playouts);
    expect(aiSettings('medium', 1).playouts).toBeLessThan(aiSettings('hard', 1).playouts);
    expect(aiSettings('easy', 3).playouts).toBeGreaterThan(aiSettings('easy', 1).playouts);
    expect(aiSettings('easy', 1).loose).toBeGreaterThan(0);
    expect(aiSettings('hard', 1).loose).toBe(0);
    expect(winPoints(10.5, 2)).toBeGreaterThan(winPoints(0.5, 2));
    expect(winPoints(5.5, 3)).toBeGreaterThan(winPoints(5.5, 1));
  });
});
