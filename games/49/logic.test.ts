import {
  START_FEN, WHITE, BLACK, QUEEN, KNIGHT, ROOK, BISHOP, parseFen, toFen, perft, legalMoves, makeMove, unmakeMove, uci, findMove, toSan,
  outcome, positionKey, inCheck, searchBest, aiSettings, evaluate, sqIndex, sqName, deadPosition, MATE, capturePoints,
} from './logic.js';

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
const seeded = (seed: number) => () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
const moveList = (fen: string) => legalMoves(parseFen(fen)).map(uci).sort();
/** Plays a list of moves in long algebraic form, failing on any illegal one. */
const playAll = (fen: string, moves: string[]) => {
  const pos = parseFen(fen);
  for (const t of moves) {
    const m = findMove(pos, t);
    if (!m) throw new Error(`illegal ${t} in ${toFen(pos)}`);
    makeMove(pos, m);
  }
  return pos;
};

describe('move generation (perft)', () => {
  it('counts 20, 400 and 8902 positions from the start', () => {
    const pos = parseFen(START_FEN);
    expect([1, 2, 3].map((d) => perft(pos, d))).toEqual([20, 400, 8902]);
    expect(toFen(pos)).toBe(START_FEN); // make/unmake left it untouched
  });
  it('counts 48 and 2039 from Kiwipete (castling, pins, en passant, promotions)', () => {
    const pos = parseFen(KIWIPETE);
    expect(perft(pos, 1)).toBe(48);
    expect(perft(pos, 2)).toBe(2039);
    expect(toFen(pos)).toBe(KIWIPETE);
  });
  it('matches the published counts of the en-passant/pin and promotion test positions', () => {
    expect([1, 2, 3].map((d) => perft(parseFen('8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1'), d))).toEqual([14, 191, 2812]);
    expect([1, 2].map((d) => perft(parseFen('r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1'), d))).toEqual([6, 264]);
    expect([1, 2].map((d) => perft(parseFen('rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8'), d))).toEqual([44, 1486]);
  });
});

describe('special moves', () => {
  it('castles only with the right, empty squares, and no attacked square on the king path', () => {
    expect(moveList('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1')).toEqual(expect.arrayContaining(['e1g1', 'e1c1']));
    // No rights.
    expect(moveList('r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1')).not.toContain('e1g1');
    // A piece in between (b1 blocks only the queen side).
    const blocked = moveList('r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1');
    expect(blocked).not.toContain('e1c1');
    expect(blocked).toContain('e1g1');
    // In check: no castling at all.
    expect(moveList('r3k2r/8/8/8/4r3/8/8/R3K2R w KQkq - 0 1').filter((m) => m === 'e1g1' || m === 'e1c1')).toEqual([]);
    // Passing over an attacked square (f1) or landing on one (c1).
    expect(moveList('r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1')).not.toContain('e1g1');
    expect(moveList('r3k2r/8/8/8/8/8/2r5/R3K2R w KQkq - 0 1')).not.toContain('e1c1');
    // b1 attacked does not matter for O-O-O (the king never crosses it).
    expect(moveList('r3k2r/8/8/8/8/8/1r6/R3K2R w KQkq - 0 1')).toContain('e1c1');
  });
  it('moves the rook when castling and loses the rights after king or rook moves or a rook capture', () => {
    const pos = playAll('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', ['e1g1']);
    expect(toFen(pos)).toBe('r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1');
    expect(toFen(playAll('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', ['a1a8']))).toBe('R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1');
    expect(toFen(playAll('r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1', ['e8d8']))).toContain(' w KQ ');
    expect(toFen(playAll('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', ['h1h2', 'a8a7']))).toContain(' w Qk ');
  });
  it('en passant only right after the double push, and not when it exposes the king', () => {
    let pos = playAll(START_FEN, ['e2e4', 'a7a6', 'e4e5', 'd7d5']);
    expect(toFen(pos)).toContain(' d6 ');
    const ep = findMove(pos, 'e5d6')!;
    expect(ep.flag).toBe(2);
    makeMove(pos, ep);
    expect(pos.b[sqIndex('d5')]).toBe(0);
    unmakeMove(pos, ep);
    expect(pos.b[sqIndex('d5')]).toBe(1 | (BLACK << 3));
    pos = playAll(START_FEN, ['e2e4', 'a7a6', 'e4e5', 'd7d5', 'a2a3', 'a6a5']);
    expect(findMove(pos, 'e5d6')).toBeNull();
    // King and enemy rook on the fifth rank: taking would remove both pawns from the line.
    expect(moveList('8/8/8/K2pP2r/8/8/8/7k w - d6 0 1')).not.toContain('e5d6');
  });
  it('offers all four promotion pieces, with and without capture', () => {
    const moves = moveList('1n5k/P7/8/8/8/8/8/K7 w - - 0 1').filter((m) => m.startsWith('a7'));
    expect(moves).toEqual(['a7a8b', 'a7a8n', 'a7a8q', 'a7a8r', 'a7b8b', 'a7b8n', 'a7b8q', 'a7b8r']);
    const pos = playAll('1n5k/P7/8/8/8/8/8/K7 w - - 0 1', ['a7b8n']);
    expect(pos.b[sqIndex('b8')]).toBe(KNIGHT);
    expect(findMove(parseFen('1n5k/P7/8/8/8/8/8/K7 w - - 0 1'), 'a7a8')!.promo).toBe(QUEEN);
  });
  it('never leaves the own king in check (pinned pieces, evasions)', () => {
    // The e-file bishop is pinned by the rook.
    expect(moveList('4r2k/8/8/8/8/8/4B3/4K3 w - - 0 1').filter((m) => m.startsWith('e2'))).toEqual([]);
    // Double check: only the king may move.
    const evasions = legalMoves(parseFen('4k3/8/8/8/1b6/8/3P4/r3K2N w - - 0 1'));
    expect(evasions.length).toBeGreaterThan(0);
    expect(evasions.every((m) => sqName(m.from) === 'e1')).toBe(true);
  });
});

describe('game end', () => {
  it('detects checkmate and stalemate', () => {
    const mated = playAll(START_FEN, ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
    expect(inCheck(mated)).toBe(true);
    expect(outcome(mated)).toEqual({ reason: 'checkmate', winner: BLACK });
    expect(outcome(parseFen('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'))).toEqual({ reason: 'stalemate', winner: -1 });
    expect(outcome(parseFen(START_FEN))).toBeNull();
  });
  it('draws by the fifty-move rule, threefold repetition and dead positions', () => {
    expect(outcome(parseFen('4k3/8/8/8/8/8/4R3/4K3 w - - 100 80'))).toEqual({ reason: 'fifty', winner: -1 });
    expect(outcome(parseFen('4k3/8/8/8/8/8/4R3/4K3 w - - 99 80'))).toBeNull();
    const pos = parseFen(START_FEN);
    const keys = [positionKey(pos)];
    for (const t of ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8']) {
      makeMove(pos, findMove(pos, t)!);
      keys.push(positionKey(pos));
    }
    expect(outcome(pos, keys)).toEqual({ reason: 'repetition', winner: -1 });
    expect(outcome(pos, keys.slice(0, 5))).toBeNull();
    expect(deadPosition(parseFen('4k3/8/8/8/8/8/8/4K3 w - - 0 1'))).toBe(true);
    expect(deadPosition(parseFen('4k3/8/8/8/8/8/8/3NK3 w - - 0 1'))).toBe(true);
    expect(deadPosition(parseFen('4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1'))).toBe(true); // both bishops on light squares
    expect(deadPosition(parseFen('4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1'))).toBe(false);
    expect(deadPosition(parseFen('4k3/8/8/8/8/8/8/2NNK3 w - - 0 1'))).toBe(false);
    expect(outcome(parseFen('4k3/8/8/8/8/8/4p3/4K3 w - - 0 1'))).toBeNull();
  });
});

describe('notation', () => {
  it('writes SAN with captures, disambiguation, castling, promotion, check and mate', () => {
    const san = (fen: string, t: string) => { const p = parseFen(fen); return toSan(p, findMove(p, t)!); };
    expect(san(START_FEN, 'g1f3')).toBe('Nf3');
    expect(san('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'e1c1')).toBe('O-O-O');
    expect(san('4k3/8/8/8/8/8/8/R4RK1 w - - 0 1', 'a1d1')).toBe('Rad1');
    expect(san('4k3/8/8/8/8/8/8/R4RK1 w - - 0 1', 'f1d1')).toBe('Rfd1');
    expect(san('4k3/8/8/1N6/8/1N6/8/4K3 w - - 0 1', 'b5d4')).toBe('N5d4');
    expect(san('4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1', 'e4d5')).toBe('exd5');
    expect(san('6k1/P7/8/8/8/8/8/K7 w - - 0 1', 'a7a8q')).toBe('a8=Q+');
    expect(san('6k1/5ppp/8/8/8/8/8/K3R3 w - - 0 1', 'e1e8')).toBe('Re8#');
  });
});

describe('computer player', () => {
  it('finds a mate in one at every level', () => {
    // Back-rank mate, a queen mate next to the king, and a mate with Black to move.
    const cases: [string, string][] = [
      ['6k1/5ppp/8/8/8/8/8/K3R3 w - - 0 1', 'e1e8'],
      ['7k/8/5KQ1/8/8/8/8/8 w - - 0 1', 'g6g7'],
      ['k7/8/8/8/8/8/5PPP/1r4K1 b - - 0 1', 'b1b8'],
    ];
    for (const [fen, best] of cases) {
      for (const level of [1, 2, 3]) {
        const pos = parseFen(fen);
        const r = searchBest(pos, { ...aiSettings(level), rand: seeded(level) })!;
        const after = parseFen(fen);
        makeMove(after, r.move);
        expect(outcome(after)?.reason).toBe('checkmate');
        if (best !== 'b1b8') expect(uci(r.move)).toBe(best);
        expect(r.score).toBe(MATE - 1);
      }
    }
  });
  it('takes a free queen and avoids losing its own (levels 2 and 3)', () => {
    // The black queen on d4 hangs to the e3 pawn.
    const pos = parseFen('4k3/8/8/8/3q4/4P3/8/4K3 w - - 0 1');
    for (const level of [1, 2, 3]) expect(uci(searchBest(pos, { ...aiSettings(level), rand: seeded(3) })!.move)).toBe('e3d4');
    // The white queen is attacked by a pawn: it must not stay where anything can take it.
    for (const level of [2, 3]) {
      const after = parseFen('4k3/8/8/3p4/4Q3/8/8/4K3 w - - 0 1');
      makeMove(after, searchBest(after, { ...aiSettings(level), rand: seeded(4) })!.move);
      expect(after.b).toContain(QUEEN);
      expect(legalMoves(after).filter((m) => m.cap === QUEEN)).toEqual([]);
    }
  });
  it('plays only legal moves in self-play at every level, within its node budget', () => {
    const rand = seeded(11);
    for (const level of [1, 2, 3]) {
      const pos = parseFen(START_FEN);
      const keys = [positionKey(pos)];
      for (let ply = 0; ply < 24; ply++) {
        if (outcome(pos, keys)) break;
        const legal = legalMoves(pos).map(uci);
        const r = searchBest(pos, { ...aiSettings(level), rand, keys })!;
        expect(legal).toContain(uci(r.move));
        expect(r.nodes).toBeLessThan(40000);
        makeMove(pos, findMove(pos, uci(r.move))!);
        keys.push(positionKey(pos));
      }
    }
  });
  it('searches deeper at higher levels, and returns null without legal moves', () => {
    expect(aiSettings(1).depth).toBe(1);
    expect(aiSettings(2).depth).toBe(2);
    expect(aiSettings(3).depth).toBe(3);
    const r = searchBest(parseFen(KIWIPETE), aiSettings(3))!;
    expect(r.depth).toBe(3);
    expect(searchBest(parseFen('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'), aiSettings(3))).toBeNull();
    // Out of budget, it plays the best move of the last finished depth.
    const tight = searchBest(parseFen(KIWIPETE), { ...aiSettings(3), maxNodes: 400 })!;
    expect(tight.depth).toBeLessThan(3);
    expect(legalMoves(parseFen(KIWIPETE)).map(uci)).toContain(uci(tight.move));
  });
  it('evaluates material from the side to move', () => {
    const up = parseFen('4k3/8/8/8/8/8/8/3QK3 w - - 0 1');
    expect(evaluate(up)).toBeGreaterThan(800);
    up.turn = BLACK;
    expect(evaluate(up)).toBeLessThan(-800);
    expect(evaluate(parseFen(START_FEN))).toBe(0);
    expect(capturePoints(ROOK | (BLACK << 3))).toBeGreaterThan(capturePoints(BISHOP));
    expect(capturePoints(QUEEN | (WHITE << 3))).toBe(90);
  });
});
