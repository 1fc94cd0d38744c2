// @ts-check
/**
 * Pure rules of the sliding-block escape (no DOM). The board is 6×6; a level is a 36-character
 * string, row by row: '.' empty, 'x' the red car, other letters one vehicle each (2 or 3 cells in a
 * straight line). The red car lies on row EXIT_ROW and leaves through the right edge. A move slides
 * one vehicle any distance along its own axis; the optimal count uses that measure.
 */

export const SIZE = 6;
export const EXIT_ROW = 2;
export const RED = 'x';

/**
 * The levels, easiest first: 6×6 boards and the fewest moves that solve them. Made offline from
 * random positions by taking the position farthest from any solution in their reachable set
 * (hardestInComponent); the unit tests re-solve every one and check the count.
 * @type {{board: string, optimal: number}[]}
 */
export const LEVELS = [
  { board: 'bmmlddbj.lcc.jxxkg.j.akgeefa..hhfii.', optimal: 3 },
  { board: 'ec.ff.ecmmjl.cxxjlgggbbbhaaii.hddkkk', optimal: 4 },
  { board: 'lj..ccljgggdxx.m.dbbbmee.kkii.ffhhaa', optimal: 5 },
  { board: '.a.llg.a.ffghcxxdmhciidm..j.bbkkjee.', optimal: 6 },
  { board: 'bmddjjbm.ccalxxi.al.ei.fkge..fkghhhf', optimal: 7 },
  { board: 'kf..aakf.ccclxx.imleggim.ebbbdjjjhhd', optimal: 8 },
  { board: '..fk..idfkccidxxahjdbmahjlbma.jlggee', optimal: 9 },
  { board: 'del..fdel.afkcxxafkc.bhhicgbmmi.gjjj', optimal: 10 },
  { board: 'jjjbbl.fffdl.xx.dckg.hhckgaaee.gmmii', optimal: 11 },
  { board: '..cabbkkcahfexx.hfejjggge..ddillmm.i', optimal: 12 },
  { board: '..bbcc.kkeee.xxahf.iiahf..mggdllmjjd', optimal: 13 },
  { board: 'mhhjeemaaj.ifcxxlifcbblk.c..gkdd..g.', optimal: 14 },
  { board: 'kbbgjjk..giik.xxheaam.he..m.dcllffdc', optimal: 14 },
  { board: 'm.f.kjmcf.kjacxxbjaiiib.ee.glldd.ghh', optimal: 15 },
  { board: 'gjj.kkg.ddh.gxxch.iiecff..ebblaammml', optimal: 16 },
  { board: '.jjiic.llfbcxxmfb...mfgg.aa.edkkhhed', optimal: 17 },
  { board: '.cllbk.ca.bkxxa.ged.hhged..fiijjjf..', optimal: 18 },
  { board: 'hfffa.hgggabxx.labi..lkki.cc.djjee.d', optimal: 18 },
  { board: '.bjjjlhbffelhxxdegikkd.gi.maag..m.cc', optimal: 19 },
  { board: '.bb.cjlll.cj.gixxd.giaadk..fhhkeef..', optimal: 20 },
  { board: '..diikffd..kjaxx.kjahhee.bbcc.llgg..', optimal: 21 },
  { board: 'hhdllbi.dffbixxj.bi..jcceeaaa...kkgg', optimal: 22 },
  { board: 'a.bbddajjhhiakxxgi.kccgi...fll.eef..', optimal: 23 },
  { board: 'aaajb..iijbgxxc..gh.cee.h.kkf.dd..f.', optimal: 24 },
  { board: '.ccbm.jffbmljgxxml.gk..he.kddheiiaa.', optimal: 25 },
  { board: 'lccaijl.gaijxxg.iedddf.e...fbb.hhkk.', optimal: 25 },
  { board: 'blleeeb..cjjxx.cia.gggia..kddahhk.ff', optimal: 26 },
  { board: 'hhhdd.f.jaaaf.jxxkfccigk.e.igb.ellgb', optimal: 27 },
  { board: 'lffm..l..mhh.kxxai.kbbaiccg.aeddgjje', optimal: 29 },
  { board: '.iidd....ahhxxka..fbkaeefbmmcglljjcg', optimal: 29 },
  { board: 'eeeb.lfhhb.lfxxb....iddakki.gajjccg.', optimal: 30 },
  { board: '..jaaad.jhiidxxhblfg..blfgeebk...cck', optimal: 31 },
  { board: 'll.cjjh..caahxxf..keef.gk.iddg..ibbg', optimal: 32 },
  { board: 'ggg.l..ii.l.xxdc..hadckkhafbbejjf..e', optimal: 32 },
  { board: 'acccgka.hbgkxxhb.k.jjeff...edd.iii..', optimal: 35 },
  { board: 'ffh.mmcch..exxbk.ej.bkddjll..gjaaiig', optimal: 42 },
];

/**
 * @typedef {Object} Vehicle
 * @property {string} id letter
 * @property {number} row top cell
 * @property {number} col left cell
 * @property {number} len 2 or 3
 * @property {boolean} horiz
 */

/**
 * Reads a level string. Throws on anything malformed (used by the tests on every level).
 * @param {string} s
 * @returns {Vehicle[]} vehicles, the red car first
 */
export function parseLevel(s) {
  if (s.length !== SIZE * SIZE) throw new Error('a level has 36 cells');
  /** @type {Map<string, number[]>} */
  const cells = new Map();
  [...s].forEach((ch, i) => {
    if (ch === '.') return;
    const list = cells.get(ch) ?? [];
    list.push(i);
    cells.set(ch, list);
  });
  /** @type {Vehicle[]} */
  const out = [];
  for (const [id, list] of cells) {
    const len = list.length;
    if (len < 2 || len > 3) throw new Error(`vehicle ${id} has ${len} cells`);
    const first = /** @type {number} */ (list[0]);
    const row = Math.floor(first / SIZE);
    const col = first % SIZE;
    const horiz = list.every((c, k) => c === first + k && Math.floor(c / SIZE) === row);
    const vert = list.every((c, k) => c === first + k * SIZE);
    if (!horiz && !vert) throw new Error(`vehicle ${id} is not a straight line`);
    out.push({ id, row, col, len, horiz });
  }
  const red = out.find((v) => v.id === RED);
  if (!red || !red.horiz || red.row !== EXIT_ROW || red.len !== 2) throw new Error('the red car must be a horizontal car on the exit row');
  out.sort((a, b) => (a.id === RED ? -1 : b.id === RED ? 1 : a.id < b.id ? -1 : 1));
  return out;
}

/** The level string of a set of vehicles. @param {Vehicle[]} vs */
export function toLevel(vs) {
  const g = new Array(SIZE * SIZE).fill('.');
  for (const v of vs) for (const c of cellsOf(v)) g[c] = v.id;
  return g.join('');
}

/** @param {Vehicle} v */
export function cellsOf(v) {
  const out = [];
  for (let k = 0; k < v.len; k++) out.push(v.horiz ? v.row * SIZE + v.col + k : (v.row + k) * SIZE + v.col);
  return out;
}

/** Which vehicle fills each cell (index into vs), -1 for empty. @param {Vehicle[]} vs */
export function occupancy(vs) {
  const g = new Int8Array(SIZE * SIZE).fill(-1);
  vs.forEach((v, i) => { for (const c of cellsOf(v)) g[c] = i; });
  return g;
}

/**
 * How far vehicle i can slide backwards (left/up, negative) and forwards (right/down).
 * @param {Vehicle[]} vs @param {number} i @param {Int8Array} [occ]
 */
export function slideRange(vs, i, occ = occupancy(vs)) {
  const v = /** @type {Vehicle} */ (vs[i]);
  const at = (/** @type {number} */ p) => (v.horiz ? v.row * SIZE + p : p * SIZE + v.col);
  const pos = v.horiz ? v.col : v.row;
  let back = 0;
  while (pos - back - 1 >= 0 && occ[at(pos - back - 1)] === -1) back++;
  let fwd = 0;
  while (pos + v.len + fwd < SIZE && occ[at(pos + v.len + fwd)] === -1) fwd++;
  return { min: back ? -back : 0, max: fwd };
}

/**
 * The vehicles after sliding vehicle i by `delta` cells, or null when blocked or off the board.
 * @param {Vehicle[]} vs @param {number} i @param {number} delta
 */
export function slide(vs, i, delta) {
  if (!delta || i < 0 || i >= vs.length) return null;
  const r = slideRange(vs, i);
  if (delta < r.min || delta > r.max) return null;
  return vs.map((v, k) => (k !== i ? v : v.horiz ? { ...v, col: v.col + delta } : { ...v, row: v.row + delta }));
}

/** The red car has reached the exit (its front on the last column). @param {Vehicle[]} vs */
export function isSolved(vs) {
  const red = vs.find((v) => v.id === RED);
  return !!red && red.col + red.len === SIZE;
}

/** A state as one number: the moving coordinate of each vehicle, base 6. @param {Vehicle[]} vs */
export function stateKey(vs) {
  let k = 0;
  for (const v of vs) k = k * SIZE + (v.horiz ? v.col : v.row);
  return k;
}

/** Every state one move away, with the move that leads there. @param {Vehicle[]} vs */
export function neighbours(vs) {
  const occ = occupancy(vs);
  /** @type {{vs: Vehicle[], i: number, delta: number}[]} */
  const out = [];
  for (let i = 0; i < vs.length; i++) {
    const r = slideRange(vs, i, occ);
    for (let d = r.min; d <= r.max; d++) {
      if (!d) continue;
      const v = /** @type {Vehicle} */ (vs[i]);
      const next = vs.slice();
      next[i] = v.horiz ? { ...v, col: v.col + d } : { ...v, row: v.row + d };
      out.push({ vs: next, i, delta: d });
    }
  }
  return out;
}

/**
 * Breadth-first search for a shortest solution. Returns its moves ([vehicle index, delta]) or null
 * when the red car can never get out. States are numbers (each vehicle's position, base 6) and
 * are decoded into a reused occupancy grid, so a hard level is searched in a few milliseconds.
 * @param {Vehicle[]} start @param {number} [limit] give up after this many states
 * @returns {[number, number][] | null}
 */
export function solve(start, limit = 2_000_000) {
  if (isSolved(start)) return [];
  const n = start.length;
  const horiz = start.map((v) => v.horiz);
  const len = start.map((v) => v.len);
  const fixed = start.map((v) => (v.horiz ? v.row : v.col));
  const redIdx = start.findIndex((v) => v.id === RED);
  const pos = new Int8Array(n);
  const occ = new Int8Array(SIZE * SIZE);
  const pow = new Float64Array(n);
  for (let i = n - 1, p = 1; i >= 0; i--, p *= SIZE) pow[i] = p;
  const decode = (/** @type {number} */ key) => {
    for (let i = n - 1; i >= 0; i--) { pos[i] = key % SIZE; key = Math.floor(key / SIZE); }
    occ.fill(-1);
    for (let i = 0; i < n; i++) {
      for (let k = 0; k < /** @type {number} */ (len[i]); k++) {
        const p = /** @type {number} */ (pos[i]) + k;
        occ[horiz[i] ? /** @type {number} */ (fixed[i]) * SIZE + p : p * SIZE + /** @type {number} */ (fixed[i])] = i;
      }
    }
  };
  const startKey = stateKey(start);
  /** Parent key and the move (vehicle * 16 + delta + 8) that led to each state. */
  /** @type {Map<number, number>} */
  const parent = new Map([[startKey, -1]]);
  /** @type {Map<number, number>} */
  const via = new Map();
  let frontier = [startKey];
  while (frontier.length && parent.size < limit) {
    /** @type {number[]} */
    const next = [];
    for (const key of frontier) {
      decode(key);
      for (let i = 0; i < n; i++) {
        const p0 = /** @type {number} */ (pos[i]);
        const f = /** @type {number} */ (fixed[i]);
        const l = /** @type {number} */ (len[i]);
        const cell = (/** @type {number} */ p) => (horiz[i] ? f * SIZE + p : p * SIZE + f);
        for (const dir of [-1, 1]) {
          for (let d = dir; ; d += dir) {
            const edge = dir < 0 ? p0 + d : p0 + l - 1 + d;
            if (edge < 0 || edge >= SIZE || occ[cell(edge)] !== -1) break;
            const k = key + d * /** @type {number} */ (pow[i]);
            if (parent.has(k)) continue;
            parent.set(k, key);
            via.set(k, i * 16 + d + 8);
            if (i === redIdx && p0 + d + l === SIZE) {
              /** @type {[number, number][]} */
              const path = [];
              for (let at = k; at !== startKey; at = /** @type {number} */ (parent.get(at))) {
                const m = /** @type {number} */ (via.get(at));
                path.push([m >> 4, (m & 15) - 8]);
              }
              return path.reverse();
            }
            next.push(k);
          }
        }
      }
    }
    frontier = next;
  }
  return null;
}

/**
 * The hardest start in the set of positions reachable from `vs`: every position is explored, the
 * solved ones seed a second search backwards, and the farthest position is returned with its
 * distance (0 when the red car can't escape from any of them). Used offline to make levels.
 * @param {Vehicle[]} vs
 */
export function hardestInComponent(vs) {
  /** @type {Map<number, Vehicle[]>} */
  const all = new Map([[stateKey(vs), vs]]);
  /** @type {Map<number, number[]>} */
  const adj = new Map();
  const queue = [vs];
  while (queue.length) {
    const cur = /** @type {Vehicle[]} */ (queue.pop());
    const ck = stateKey(cur);
    const list = [];
    for (const nb of neighbours(cur)) {
      const k = stateKey(nb.vs);
      list.push(k);
      if (!all.has(k)) { all.set(k, nb.vs); queue.push(nb.vs); }
    }
    adj.set(ck, list);
  }
  /** @type {Map<number, number>} */
  const dist = new Map();
  let frontier = [];
  for (const [k, s] of all) if (isSolved(s)) { dist.set(k, 0); frontier.push(k); }
  let d = 0;
  let far = frontier[0];
  while (frontier.length) {
    const next = [];
    for (const k of frontier) {
      for (const nk of adj.get(k) ?? []) if (!dist.has(nk)) { dist.set(nk, d + 1); next.push(nk); }
    }
    if (next.length) { d++; far = next[0]; }
    frontier = next;
  }
  if (far === undefined) return { vs, moves: 0, states: all.size };
  return { vs: /** @type {Vehicle[]} */ (all.get(far)), moves: d, states: all.size };
}

/**
 * A random position (offline level making): the red car somewhere on its row and `count` other
 * vehicles, never one lying across the exit row's right side for good.
 * @param {() => number} rand @param {number} count
 */
export function randomPosition(rand, count) {
  const occ = new Array(SIZE * SIZE).fill(false);
  /** @type {Vehicle[]} */
  const vs = [{ id: RED, row: EXIT_ROW, col: Math.floor(rand() * 3), len: 2, horiz: true }];
  for (const c of cellsOf(/** @type {Vehicle} */ (vs[0]))) occ[c] = true;
  const letters = 'abcdefghijklmnopqrstuvw';
  for (let tries = 0; vs.length < count + 1 && tries < 400; tries++) {
    const horiz = rand() < 0.5;
    const len = rand() < 0.3 ? 3 : 2;
    const row = Math.floor(rand() * (horiz ? SIZE : SIZE - len + 1));
    const col = Math.floor(rand() * (horiz ? SIZE - len + 1 : SIZE));
    if (horiz && row === EXIT_ROW) continue;
    const v = { id: letters[vs.length - 1] ?? 'z', row, col, len, horiz };
    const cs = cellsOf(v);
    if (cs.some((c) => occ[c])) continue;
    for (const c of cs) occ[c] = true;
    vs.push(v);
  }
  return vs;
}

/** Stars for a solve: 3 at the optimum, 2 within 50 % more, else 1. @param {number} moves @param {number} optimal */
export function stars(moves, optimal) {
  if (moves <= optimal) return 3;
  if (moves <= Math.ceil(optimal * 1.5)) return 2;
  return 1;
}

/** Points for a solved level: harder levels are worth more, extra moves and hints cost. @param {number} optimal @param {number} moves @param {number} hints */
export function levelScore(optimal, moves, hints) {
  const base = 50 + optimal * 20;
  const eff = optimal / Math.max(optimal, moves);
  return Math.max(10, Math.round(base * eff) + (moves <= optimal && !hints ? 100 : 0) - hints * 25);
}

/**
 * History of moves where consecutive slides of the same vehicle count once (as the optimal count
 * does); sliding it back to where that run started cancels the move.
 * @typedef {{i: number, from: number, to: number}} Step
 */

/**
 * Records a slide in the history. Returns the new history.
 * @param {Step[]} hist @param {number} i vehicle @param {number} from position before @param {number} to position after
 */
export function record(hist, i, from, to) {
  const last = hist[hist.length - 1];
  if (last && last.i === i) {
    if (last.from === to) return hist.slice(0, -1);
    return [...hist.slice(0, -1), { i, from: last.from, to }];
  }
  return [...hist, { i, from, to }];
}
