// @ts-check
/**
 * Battleship rules and the computer's gunner. Pure functions, no DOM.
 * Cells are indices r * N + c on a 10×10 grid; ships may touch but never overlap.
 */

export const N = 10;
/** Ship lengths of a fleet: carrier, battleship, cruiser, submarine, destroyer. */
export const FLEET = [5, 4, 3, 3, 2];

/** @typedef {{id: number, len: number, r: number, c: number, horiz: boolean}} Ship */
/** @typedef {{ships: Ship[], shots: Uint8Array, hits: number[]}} Side shots: 0 not shot, 1 miss, 2 hit */
/** @typedef {'miss'|'hit'|'sunk'|'repeat'|'invalid'} ShotResult */
/**
 * What a gunner knows of the enemy grid: 0 unknown, 1 miss, 2 hit on a ship still afloat,
 * 3 part of a sunk ship (the game shows a sunk ship, so its cells are known).
 * @typedef {{view: Uint8Array, remaining: number[]}} Knowledge
 */

/** Cells covered by a ship (may fall outside the grid: see inBounds). @param {Ship} s */
export function cellsOf(s) {
  const out = [];
  for (let i = 0; i < s.len; i++) out.push(s.horiz ? s.r * N + s.c + i : (s.r + i) * N + s.c);
  return out;
}

/** @param {Ship} s */
export function inBounds(s) {
  if (s.r < 0 || s.c < 0) return false;
  return s.horiz ? s.r < N && s.c + s.len <= N : s.c < N && s.r + s.len <= N;
}

/**
 * Whether `ship` may lie where it says among `ships` (a ship with the same id is ignored, so a
 * placed ship can be tested at a new spot).
 * @param {Ship[]} ships @param {Ship} ship
 */
export function canPlace(ships, ship) {
  if (!inBounds(ship)) return false;
  const mine = new Set(cellsOf(ship));
  for (const o of ships) {
    if (o.id === ship.id) continue;
    for (const i of cellsOf(o)) if (mine.has(i)) return false;
  }
  return true;
}

/** A whole fleet is legal: every ship of FLEET once, in bounds, no overlaps. @param {Ship[]} ships */
export function fleetLegal(ships) {
  if (ships.length !== FLEET.length) return false;
  const lens = ships.map((s) => s.len).sort((a, b) => b - a);
  if (lens.join() !== FLEET.join()) return false;
  if (new Set(ships.map((s) => s.id)).size !== ships.length) return false;
  return ships.every((s) => canPlace(ships, s));
}

/**
 * Shifts a ship back inside the grid (a ship dropped near an edge keeps its length and lands
 * flush with the edge instead of being refused). @param {Ship} s @returns {Ship}
 */
export function clampShip(s) {
  const maxR = s.horiz ? N - 1 : N - s.len;
  const maxC = s.horiz ? N - s.len : N - 1;
  return { ...s, r: Math.max(0, Math.min(maxR, s.r)), c: Math.max(0, Math.min(maxC, s.c)) };
}

/**
 * Turns a ship a quarter round about its bow; if that does not fit, tries nearby spots so a tap
 * always rotates when there is any room. Returns null when it cannot turn at all.
 * @param {Ship[]} ships @param {Ship} s @returns {Ship | null}
 */
export function rotateShip(ships, s) {
  const turned = clampShip({ ...s, horiz: !s.horiz });
  if (canPlace(ships, turned)) return turned;
  for (let d = 1; d < s.len; d++) {
    for (const [dr, dc] of [[-d, 0], [0, -d], [d, 0], [0, d]]) {
      const t = clampShip({ ...turned, r: turned.r + (dr ?? 0), c: turned.c + (dc ?? 0) });
      if (canPlace(ships, t)) return t;
    }
  }
  return null;
}

/** A random legal fleet. @param {() => number} rand @returns {Ship[]} */
export function randomFleet(rand) {
  for (;;) {
    /** @type {Ship[]} */
    const ships = [];
    let ok = true;
    for (let id = 0; id < FLEET.length && ok; id++) {
      const len = /** @type {number} */ (FLEET[id]);
      ok = false;
      for (let tries = 0; tries < 200; tries++) {
        const horiz = rand() < 0.5;
        const s = { id, len, horiz, r: Math.floor(rand() * (horiz ? N : N - len + 1)), c: Math.floor(rand() * (horiz ? N - len + 1 : N)) };
        if (canPlace(ships, s)) { ships.push(s); ok = true; break; }
      }
    }
    if (ok) return ships;
  }
}

/** @param {Ship[]} ships @returns {Side} */
export function newSide(ships) {
  return { ships: ships.map((s) => ({ ...s })), shots: new Uint8Array(N * N), hits: ships.map(() => 0) };
}

/** Ship covering a cell, or -1. @param {Side} side @param {number} idx */
export function shipAt(side, idx) {
  for (let i = 0; i < side.ships.length; i++) if (cellsOf(/** @type {Ship} */ (side.ships[i])).includes(idx)) return i;
  return -1;
}

/**
 * Fires at a cell of `side` (mutates it).
 * @param {Side} side @param {number} idx
 * @returns {{result: ShotResult, ship: number}}
 */
export function fire(side, idx) {
  if (!Number.isInteger(idx) || idx < 0 || idx >= N * N) return { result: 'invalid', ship: -1 };
  if (side.shots[idx]) return { result: 'repeat', ship: -1 };
  const s = shipAt(side, idx);
  if (s < 0) { side.shots[idx] = 1; return { result: 'miss', ship: -1 }; }
  side.shots[idx] = 2;
  side.hits[s] = (side.hits[s] ?? 0) + 1;
  return { result: side.hits[s] === side.ships[s]?.len ? 'sunk' : 'hit', ship: s };
}

/** @param {Side} side */
export function allSunk(side) {
  return side.ships.every((s, i) => side.hits[i] === s.len);
}

/** @param {Side} side @param {number} i */
export function isSunk(side, i) {
  return side.hits[i] === side.ships[i]?.len;
}

/** @returns {Knowledge} */
export function newKnowledge() {
  return { view: new Uint8Array(N * N), remaining: FLEET.slice() };
}

/**
 * Records a shot's outcome in a gunner's knowledge (mutates it). A sunk ship's cells are all
 * marked and its length leaves the list of ships still afloat.
 * @param {Knowledge} k @param {number} idx @param {ShotResult} result @param {Ship} [sunkShip]
 */
export function learn(k, idx, result, sunkShip) {
  if (result === 'miss') k.view[idx] = 1;
  else if (result === 'hit') k.view[idx] = 2;
  else if (result === 'sunk' && sunkShip) {
    for (const i of cellsOf(sunkShip)) k.view[i] = 3;
    const j = k.remaining.indexOf(sunkShip.len);
    if (j >= 0) k.remaining.splice(j, 1);
  }
}

/**
 * Placement density: for every ship still afloat and every spot it could lie on without crossing
 * a miss or a sunk ship, the spot's unknown cells gain weight. Spots through hits still afloat
 * weigh far more, so once something is hit the gunner closes in on it (target mode) and before
 * that it aims where the most ships could hide (hunt mode).
 * @param {Knowledge} k @returns {Float64Array}
 */
export function density(k) {
  const w = new Float64Array(N * N);
  for (const len of k.remaining) {
    for (let r = 0; r < N; r++) {
      for (let c = 0; c < N; c++) {
        for (const horiz of [true, false]) {
          if (horiz ? c + len > N : r + len > N) continue;
          let hits = 0;
          let ok = true;
          for (let i = 0; i < len; i++) {
            const v = k.view[horiz ? r * N + c + i : (r + i) * N + c];
            if (v === 1 || v === 3) { ok = false; break; }
            if (v === 2) hits++;
          }
          if (!ok) continue;
          const add = hits ? 60 ** hits : 1;
          for (let i = 0; i < len; i++) {
            const idx = horiz ? r * N + c + i : (r + i) * N + c;
            if (k.view[idx] === 0) w[idx] = (w[idx] ?? 0) + add;
          }
        }
      }
    }
  }
  return w;
}

/** Orthogonal neighbours inside the grid. @param {number} idx */
export function neighbours(idx) {
  const r = Math.floor(idx / N);
  const c = idx % N;
  const out = [];
  if (r > 0) out.push(idx - N);
  if (r < N - 1) out.push(idx + N);
  if (c > 0) out.push(idx - 1);
  if (c < N - 1) out.push(idx + 1);
  return out;
}

/** @param {number[]} list @param {() => number} rand */
function pick(list, rand) {
  return /** @type {number} */ (list[Math.floor(rand() * list.length)] ?? list[0] ?? -1);
}

/**
 * Cells a hunter need try: a ship of the shortest length still afloat always covers a cell with
 * (r + c) % m equal to any fixed offset, so the other cells can wait.
 * @param {Knowledge} k @param {number} offset
 */
function parityCells(k, offset) {
  const m = Math.max(2, Math.min(...k.remaining));
  const out = [];
  for (let i = 0; i < N * N; i++) if (k.view[i] === 0 && (Math.floor(i / N) + (i % N)) % m === offset % m) out.push(i);
  return out;
}

/**
 * The computer's next shot. Skill 1 hunts at random and then tries the neighbours of a hit;
 * skill 2 hunts on a parity lattice and follows a line of hits; skill 3 aims at the most likely
 * cell by placement density (on the parity lattice while hunting). Always an unshot cell, or -1
 * when none is left.
 * @param {Knowledge} k @param {number} skill 1..3 @param {() => number} rand @param {number} [offset] parity offset of this game
 */
export function chooseShot(k, skill, rand, offset = 0) {
  /** @type {number[]} */
  const unknown = [];
  for (let i = 0; i < N * N; i++) if (k.view[i] === 0) unknown.push(i);
  if (!unknown.length) return -1;
  /** @type {number[]} */
  const hits = [];
  for (let i = 0; i < N * N; i++) if (k.view[i] === 2) hits.push(i);

  if (skill >= 3) {
    const w = density(k);
    let pool = hits.length ? unknown : parityCells(k, offset);
    if (!pool.length) pool = unknown;
    let best = -1;
    /** @type {number[]} */
    let top = [];
    for (const i of pool) {
      const v = w[i] ?? 0;
      if (v > best) { best = v; top = [i]; } else if (v === best) top.push(i);
    }
    // Density 0 everywhere means no ship fits any more (cannot happen in a real game), so any
    // unknown cell will do.
    return best > 0 ? pick(top, rand) : pick(unknown, rand);
  }

  if (hits.length) {
    if (skill >= 2) {
      // Two hits in a row give the ship's axis: extend the line at either end.
      /** @type {number[]} */
      const ends = [];
      for (const h of hits) {
        for (const [d, horiz] of [[1, true], [N, false]]) {
          const step = /** @type {number} */ (d);
          const nb = h + step;
          const sameRow = horiz ? Math.floor(nb / N) === Math.floor(h / N) : nb < N * N;
          if (!sameRow || k.view[nb] !== 2) continue;
          let a = h;
          while (k.view[a] === 2 && (horiz ? a % N > 0 : a >= N)) a -= step;
          let b = nb;
          while (k.view[b] === 2 && (horiz ? b % N < N - 1 : b < N * (N - 1))) b += step;
          for (const e of [a, b]) if (k.view[e] === 0) ends.push(e);
        }
      }
      if (ends.length) return pick(ends, rand);
    }
    const around = [];
    for (const h of hits) for (const nb of neighbours(h)) if (k.view[nb] === 0) around.push(nb);
    if (around.length) return pick(around, rand);
  }
  if (skill >= 2) {
    const lattice = parityCells(k, offset);
    if (lattice.length) return pick(lattice, rand);
  }
  return pick(unknown, rand);
}

/** Computer skill for a difficulty and level: it sharpens as the player wins battles. @param {string} difficulty @param {number} level */
export function aiSkill(difficulty, level) {
  const base = difficulty === 'hard' ? 3 : difficulty === 'medium' ? 2 : 1;
  return Math.min(3, base + Math.floor((level - 1) / 2));
}

/** Points for one of the player's shots. @param {ShotResult} result @param {number} len length of the ship hit */
export function shotPoints(result, len) {
  if (result === 'hit') return 10;
  if (result === 'sunk') return 10 + 20 * len;
  return 0;
}

/**
 * Bonus for winning a battle: more for higher levels and for sinking the fleet in few shots
 * (17 shots is perfect, 100 is the worst case). @param {number} shots @param {number} level
 */
export function winBonus(shots, level) {
  return 200 * level + Math.max(0, 100 - shots) * 5;
}

/** Shot accuracy in percent. @param {Side} side */
export function accuracy(side) {
  let shots = 0;
  let hits = 0;
  for (const v of side.shots) {
    if (v) shots++;
    if (v === 2) hits++;
  }
  return shots ? Math.round((100 * hits) / shots) : 0;
}
