// @ts-check
/**
 * Dots and boxes rules and a chain-aware opponent. Pure functions, no DOM.
 *
 * A grid of R×C boxes has (R+1)·C horizontal lines, numbered r·C + c (r = 0..R), followed by
 * R·(C+1) vertical lines, numbered H + r·(C+1) + c (c = 0..C). Box r·C + c is bounded by
 * horizontal lines (r, c) and (r+1, c) and vertical lines (r, c) and (r, c+1).
 *
 * The endgame reasoning uses the "strings and coins" view: boxes are coins, undrawn lines are
 * strings between two coins or from a coin to the ground (the border). A coin with one string
 * left is capturable.
 */

/**
 * @typedef {Object} Game
 * @property {number} R rows of boxes
 * @property {number} C columns of boxes
 * @property {number[]} lines 0 undrawn, 1 drawn by player 0, 2 drawn by player 1
 * @property {number[]} owner per box: -1 open, else the player who completed it
 */
/**
 * @typedef {Object} AiSkill
 * @property {number} blunder chance of drawing a random line while a safe one exists
 * @property {number} miss chance of leaving a free box while safe lines remain
 * @property {boolean} chains endgame play: double-dealing and choosing which chain to open
 */

/** Grid size (rows, cols of boxes) for a level: it grows to 6×5, which still fits a phone. @param {number} level */
export function levelSize(level) {
  const sizes = [[3, 3], [4, 3], [4, 4], [5, 4], [5, 5], [6, 5]];
  const s = sizes[Math.min(sizes.length, Math.max(1, level)) - 1] ?? [3, 3];
  return { R: s[0] ?? 3, C: s[1] ?? 3 };
}

/** @param {number} R @param {number} C @returns {Game} */
export function newGame(R, C) {
  return { R, C, lines: new Array(lineCount(R, C)).fill(0), owner: new Array(R * C).fill(-1) };
}

/** @param {number} R @param {number} C */
export const lineCount = (R, C) => (R + 1) * C + R * (C + 1);

/** Horizontal line id. @param {number} C @param {number} r @param {number} c */
export const hLine = (C, r, c) => r * C + c;
/** Vertical line id. @param {number} R @param {number} C @param {number} r @param {number} c */
export const vLine = (R, C, r, c) => (R + 1) * C + r * (C + 1) + c;

/**
 * Geometry of a line: orientation and the grid row/col of its first dot.
 * @param {number} R @param {number} C @param {number} id
 * @returns {{horizontal: boolean, r: number, c: number}}
 */
export function lineAt(R, C, id) {
  const nh = (R + 1) * C;
  if (id < nh) return { horizontal: true, r: Math.floor(id / C), c: id % C };
  const v = id - nh;
  return { horizontal: false, r: Math.floor(v / (C + 1)), c: v % (C + 1) };
}

/** The four lines around a box. @param {number} R @param {number} C @param {number} box */
export function boxSides(R, C, box) {
  const r = Math.floor(box / C);
  const c = box % C;
  return [hLine(C, r, c), hLine(C, r + 1, c), vLine(R, C, r, c), vLine(R, C, r, c + 1)];
}

/** The one or two boxes a line borders. @param {number} R @param {number} C @param {number} id */
export function lineBoxes(R, C, id) {
  const { horizontal, r, c } = lineAt(R, C, id);
  /** @type {number[]} */
  const out = [];
  if (horizontal) {
    if (r > 0) out.push((r - 1) * C + c);
    if (r < R) out.push(r * C + c);
  } else {
    if (c > 0) out.push(r * C + c - 1);
    if (c < C) out.push(r * C + c);
  }
  return out;
}

/** Drawn sides of a box. @param {Game} g @param {number} box */
export function sidesDrawn(g, box) {
  let n = 0;
  for (const l of boxSides(g.R, g.C, box)) if (g.lines[l]) n++;
  return n;
}

/** Undrawn lines. @param {Game} g */
export function freeLines(g) {
  const out = [];
  for (let i = 0; i < g.lines.length; i++) if (!g.lines[i]) out.push(i);
  return out;
}

/**
 * Draws a line for player p (0 or 1). Completing a box gives it to p, who then moves again.
 * @param {Game} g @param {number} id @param {number} p
 * @returns {{game: Game, completed: number[]}}
 */
export function drawLine(g, id, p) {
  if (!(id >= 0 && id < g.lines.length) || g.lines[id]) throw new Error(`line ${id} cannot be drawn`);
  const lines = g.lines.slice();
  lines[id] = p + 1;
  const owner = g.owner.slice();
  const ng = { R: g.R, C: g.C, lines, owner };
  /** @type {number[]} */
  const completed = [];
  for (const b of lineBoxes(g.R, g.C, id)) {
    if (sidesDrawn(ng, b) === 4) {
      owner[b] = p;
      completed.push(b);
    }
  }
  return { game: ng, completed };
}

/** @param {Game} g */
export function isOver(g) {
  return g.lines.every((v) => v !== 0);
}

/** Boxes owned by each player. @param {Game} g @returns {[number, number]} */
export function boxCounts(g) {
  let a = 0;
  let b = 0;
  for (const o of g.owner) if (o === 0) a++; else if (o === 1) b++;
  return [a, b];
}

/** Lines that complete at least one box. @param {Game} g */
export function captureLines(g) {
  return freeLines(g).filter((l) => lineBoxes(g.R, g.C, l).some((b) => sidesDrawn(g, b) === 3));
}

/** Lines that neither complete a box nor give any box its third side. @param {Game} g */
export function safeLines(g) {
  return freeLines(g).filter((l) => lineBoxes(g.R, g.C, l).every((b) => sidesDrawn(g, b) < 2));
}

/**
 * Boxes the player to move can take in a row by always drawing a capturing line.
 * @param {Game} g @returns {{count: number, game: Game}}
 */
export function greedyCaptures(g) {
  let count = 0;
  let cur = g;
  for (;;) {
    const l = captureLines(cur)[0];
    if (l === undefined) return { count, game: cur };
    const r = drawLine(cur, l, 0);
    count += r.completed.length;
    cur = r.game;
  }
}

// ------------------------------------------------------------------ strings and coins

/**
 * Undrawn lines of an open box, each with the box on the other side (-1: the border).
 * @param {Game} g @param {number} box @returns {{line: number, to: number}[]}
 */
function strings(g, box) {
  /** @type {{line: number, to: number}[]} */
  const out = [];
  for (const l of boxSides(g.R, g.C, box)) {
    if (g.lines[l]) continue;
    const other = lineBoxes(g.R, g.C, l).find((b) => b !== box);
    out.push({ line: l, to: other === undefined ? -1 : other });
  }
  return out;
}

/**
 * @typedef {Object} Component
 * @property {'chain'|'loop'|'complex'} kind
 * @property {number[]} boxes
 * @property {number[]} lines undrawn lines touching its boxes
 */

/**
 * Splits the open boxes into connected components. A chain is a path of boxes with two strings
 * each whose ends run to the border; a loop is a cycle of such boxes; anything else (a box with
 * three or four strings, or a capturable box) makes the component complex.
 * @param {Game} g @returns {Component[]}
 */
export function components(g) {
  const n = g.R * g.C;
  const seen = new Array(n).fill(false);
  /** @type {Component[]} */
  const out = [];
  for (let s = 0; s < n; s++) {
    if (seen[s] || g.owner[s] !== -1) continue;
    /** @type {number[]} */
    const boxes = [];
    const lines = new Set();
    const stack = [s];
    seen[s] = true;
    let simple = true;
    let ground = 0;
    while (stack.length) {
      const b = /** @type {number} */ (stack.pop());
      boxes.push(b);
      const st = strings(g, b);
      if (st.length !== 2) simple = false;
      for (const e of st) {
        lines.add(e.line);
        if (e.to < 0) ground++;
        else if (!seen[e.to]) { seen[e.to] = true; stack.push(e.to); }
      }
    }
    const kind = !simple ? 'complex' : ground === 2 ? 'chain' : ground === 0 ? 'loop' : 'complex';
    out.push({ kind, boxes, lines: [...lines] });
  }
  return out;
}

/** @type {Map<string, number>} */
const valueMemo = new Map();

/**
 * Net boxes (own minus opponent's) for the player who must open one of these chains and loops,
 * with best play on both sides: after a chain is opened the other player either takes it all and
 * must open the next one, or takes all but two (four for a loop) and hands those back to keep
 * control. A chain of two is opened in the middle, so it cannot be handed back.
 * @param {number[]} chains sizes @param {number[]} loops sizes
 * @returns {number}
 */
export function openerValue(chains, loops) {
  if (!chains.length && !loops.length) return 0;
  const key = `${chains.slice().sort((a, b) => a - b).join(',')}|${loops.slice().sort((a, b) => a - b).join(',')}`;
  const memo = valueMemo.get(key);
  if (memo !== undefined) return memo;
  let best = -Infinity;
  const tried = new Set();
  for (let i = 0; i < chains.length; i++) {
    const n = /** @type {number} */ (chains[i]);
    if (tried.has(`c${n}`)) continue;
    tried.add(`c${n}`);
    const rest = openerValue(chains.filter((_, j) => j !== i), loops);
    const opp = Math.max(n + rest, n >= 3 ? n - 4 - rest : -Infinity);
    best = Math.max(best, -opp);
  }
  for (let i = 0; i < loops.length; i++) {
    const n = /** @type {number} */ (loops[i]);
    if (tried.has(`l${n}`)) continue;
    tried.add(`l${n}`);
    const rest = openerValue(chains, loops.filter((_, j) => j !== i));
    const opp = Math.max(n + rest, n >= 4 ? n - 8 - rest : -Infinity);
    best = Math.max(best, -opp);
  }
  valueMemo.set(key, best);
  return best;
}

/**
 * Opener's value of a position without safe lines or captures, or null when it holds a complex
 * component (the chain formula does not apply).
 * @param {Game} g
 */
function positionValue(g) {
  const comps = components(g);
  if (comps.some((c) => c.kind === 'complex')) return null;
  return openerValue(comps.filter((c) => c.kind === 'chain').map((c) => c.boxes.length), comps.filter((c) => c.kind === 'loop').map((c) => c.boxes.length));
}

/**
 * A capturable run starting at a box with one string: the boxes taken one after another,
 * and how it ends ('ground', 'junction' for a box with three or more strings, 'open' when the
 * far end is capturable too, e.g. an opened loop).
 * @param {Game} g @param {number} start
 */
function run(g, start) {
  const boxes = [start];
  /** @type {number[]} */
  const links = [];
  /** @type {{line: number, to: number} | undefined} */
  let e = strings(g, start)[0];
  for (;;) {
    if (!e || e.to < 0) return { boxes, links, end: 'ground', farLine: e?.line ?? -1 };
    const deg = strings(g, e.to).length;
    if (deg >= 3) return { boxes, links, end: 'junction', farLine: e.line };
    links.push(e.line);
    boxes.push(e.to);
    if (deg === 1 || boxes.length > g.R * g.C) return { boxes, links, end: 'open', farLine: -1 };
    /** @type {number} */
    const came = e.line;
    e = strings(g, e.to).find((x) => x.line !== came);
  }
}

/**
 * The capturing line to play while capturable boxes exist: keep a run that can be handed back
 * for last, and once only its last two boxes (four for an opened loop) remain, decide between
 * taking them and double-dealing (handing them over so the opponent must open the next chain).
 * @param {Game} g @param {boolean} chainsAware
 */
function captureChoice(g, chainsAware) {
  const caps = captureLines(g);
  // A line completing two boxes at once never costs anything.
  const double = caps.find((l) => lineBoxes(g.R, g.C, l).filter((b) => sidesDrawn(g, b) === 3).length === 2);
  if (!chainsAware || safeLines(g).length) return double ?? caps[0] ?? -1;
  const starts = [];
  for (let b = 0; b < g.R * g.C; b++) if (g.owner[b] === -1 && strings(g, b).length === 1) starts.push(b);
  const runs = starts.map((b) => run(g, b));
  const handable = runs.find((r) => (r.end !== 'open' && r.boxes.length >= 2) || (r.end === 'open' && r.boxes.length >= 4));
  if (!handable) return double ?? caps[0] ?? -1;
  const keep = new Set(handable.boxes);
  // Take everything outside the run we may hand back.
  const other = caps.find((l) => lineBoxes(g.R, g.C, l).some((b) => sidesDrawn(g, b) === 3 && !keep.has(b)));
  if (other !== undefined) return other;
  const left = handable.boxes.length;
  const handSize = handable.end === 'open' ? 4 : 2;
  if (left > handSize) return /** @type {number} */ (handable.links[0]);
  // Exactly the hand-back size left: compare both outcomes on the position after this run.
  const owner = g.owner.slice();
  const lines = g.lines.slice();
  for (const b of handable.boxes) {
    owner[b] = 2;
    for (const l of boxSides(g.R, g.C, b)) lines[l] = lines[l] || 3;
  }
  const rest = { R: g.R, C: g.C, lines, owner };
  const v = positionValue(rest) ?? -(rest.owner.filter((o) => o === -1).length) + 4 * Math.max(0, components(rest).length - 1);
  const restOpen = rest.owner.some((o) => o === -1);
  if (restOpen && v < -handSize) {
    if (handable.end === 'open') return /** @type {number} */ (handable.links[1]);
    if (handable.farLine >= 0) return handable.farLine;
  }
  return /** @type {number} */ (handable.links[0] ?? caps[0]);
}

/**
 * The line to open when every line gives boxes away. With chain awareness it opens the chain or
 * loop that is best by the chain formula (a chain of two in its middle, so it cannot be handed
 * back); otherwise, or in complex positions, the line that gives away the fewest boxes.
 * @param {Game} g @param {boolean} chainsAware @param {() => number} rand
 */
function sacrifice(g, chainsAware, rand) {
  const free = freeLines(g);
  if (chainsAware) {
    const comps = components(g);
    if (!comps.some((c) => c.kind === 'complex')) {
      let best = -Infinity;
      /** @type {Component | null} */
      let pick = null;
      for (const c of comps) {
        const others = comps.filter((o) => o !== c);
        const rest = openerValue(others.filter((o) => o.kind === 'chain').map((o) => o.boxes.length), others.filter((o) => o.kind === 'loop').map((o) => o.boxes.length));
        const n = c.boxes.length;
        const canHand = c.kind === 'chain' ? n >= 3 : n >= 4;
        const opp = Math.max(n + rest, canHand ? n - (c.kind === 'chain' ? 4 : 8) - rest : -Infinity);
        if (-opp > best) { best = -opp; pick = c; }
      }
      if (pick) {
        if (pick.kind === 'chain' && pick.boxes.length === 2) {
          const inner = pick.lines.find((l) => lineBoxes(g.R, g.C, l).length === 2 && lineBoxes(g.R, g.C, l).every((b) => pick?.boxes.includes(b)));
          if (inner !== undefined) return inner;
        }
        // An end of the chain (a border string), or any string of a loop.
        const end = pick.lines.find((l) => lineBoxes(g.R, g.C, l).filter((b) => pick?.boxes.includes(b)).length === 1 && !lineBoxes(g.R, g.C, l).some((b) => !pick?.boxes.includes(b)));
        return end ?? /** @type {number} */ (pick.lines[0]);
      }
    }
  }
  let fewest = Infinity;
  /** @type {number[]} */
  let picks = [];
  for (const l of free) {
    const given = greedyCaptures(drawLine(g, l, 0).game).count;
    if (given < fewest) { fewest = given; picks = [l]; } else if (given === fewest) picks.push(l);
  }
  return picks[Math.floor(rand() * picks.length)] ?? free[0] ?? -1;
}

/**
 * Chooses a line for the player to move. Always returns an undrawn line (-1 when none is left).
 * @param {Game} g @param {AiSkill} skill @param {() => number} [rand]
 */
export function chooseLine(g, skill, rand = Math.random) {
  const free = freeLines(g);
  if (!free.length) return -1;
  const safe = safeLines(g);
  const caps = captureLines(g);
  if (caps.length && !(safe.length && rand() < skill.miss)) return captureChoice(g, skill.chains);
  if (safe.length) {
    if (skill.blunder > 0 && rand() < skill.blunder) return free[Math.floor(rand() * free.length)] ?? /** @type {number} */ (free[0]);
    return safe[Math.floor(rand() * safe.length)] ?? /** @type {number} */ (safe[0]);
  }
  return sacrifice(g, skill.chains, rand);
}

/** AI skill for a difficulty and level: fewer slips as the levels rise. @param {string} difficulty @param {number} level @returns {AiSkill} */
export function aiSkill(difficulty, level) {
  const fade = Math.max(0, level - 1) * 0.03;
  if (difficulty === 'easy') return { blunder: Math.max(0.04, 0.2 - fade), miss: Math.max(0, 0.25 - fade * 2), chains: level >= 4 };
  if (difficulty === 'hard') return { blunder: 0, miss: 0, chains: true };
  return { blunder: Math.max(0, 0.06 - fade), miss: 0, chains: level >= 2 };
}

/** Points for a finished round. @param {[number, number]} counts @param {number} level */
export function roundBonus(counts, level) {
  const [mine, theirs] = counts;
  if (mine > theirs) return 50 * level + (mine - theirs) * 10;
  return 0;
}
