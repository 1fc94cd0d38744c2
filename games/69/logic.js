// @ts-check
/**
 * Word search rules: word choice, placement in eight directions, filler letters, line
 * selection and scoring. Pure functions (no DOM) so they are unit-tested.
 */
import { WORDS, ALPHABETS, THEMES } from './words.js';

export { THEMES };

/** @typedef {import('./words.js').Theme} Theme */
/** @typedef {{dr: number, dc: number}} Dir */
/**
 * @typedef {Object} Placed
 * @property {string} word as listed
 * @property {string[]} letters as on the grid
 * @property {number} r first letter's row
 * @property {number} c first letter's column
 * @property {Dir} dir
 */
/**
 * @typedef {Object} Puzzle
 * @property {number} size grid is size × size
 * @property {string[]} grid row-major letters
 * @property {Placed[]} words in list order
 * @property {Theme} theme
 */

/** All eight directions, forward ones first (left-to-right reading). @type {Dir[]} */
export const DIRS = [
  { dr: 0, dc: 1 }, { dr: 1, dc: 0 }, { dr: 1, dc: 1 }, { dr: -1, dc: 1 },
  { dr: 0, dc: -1 }, { dr: -1, dc: 0 }, { dr: -1, dc: -1 }, { dr: 1, dc: -1 },
];

export const LEVELS = 6;
const RTL_LANGS = new Set(['ar']);

/**
 * Size, word count, time and directions of a level (1-based). Early levels only use the
 * directions a reader of the language meets first (Arabic reads right to left, so its
 * "forward" is leftwards); from level 4 words also run backwards.
 * @param {number} level @param {string} lang
 */
export function levelSpec(level, lang) {
  const l = Math.max(1, Math.min(LEVELS, Math.floor(level)));
  const size = [8, 9, 10, 10, 11, 11][l - 1] ?? 11;
  const count = [6, 7, 8, 9, 10, 11][l - 1] ?? 11;
  const time = 60 + 30 * l;
  const rtl = RTL_LANGS.has(lang);
  const across = { dr: 0, dc: rtl ? -1 : 1 };
  const down = { dr: 1, dc: 0 };
  const diagDown = { dr: 1, dc: rtl ? -1 : 1 };
  const diagUp = { dr: -1, dc: rtl ? -1 : 1 };
  /** @type {Dir[]} */
  const dirs = l === 1 ? [across, down] : l === 2 ? [across, down, diagDown] : l === 3 ? [across, down, diagDown, diagUp] : DIRS.slice();
  return { level: l, size, count, time, dirs };
}

/**
 * Grid letters of a word: capitals, and the accents dropped that word searches in the language
 * leave out (Spanish keeps Ñ, German keeps its umlauts, French and Portuguese drop all marks).
 * @param {string} lang @param {string} word @returns {string[]}
 */
export function gridLetters(lang, word) {
  let w = word.toUpperCase();
  if (lang === 'es') w = w.replace(/Ñ/g, '\u0001').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\u0001/g, 'Ñ');
  else if (lang === 'fr' || lang === 'pt-BR' || lang === 'en') w = w.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  else w = w.normalize('NFC');
  return Array.from(w);
}

/** @param {string} lang */
function langKey(lang) {
  return WORDS[lang] ? lang : 'en';
}

/** Words of a theme as listed. @param {string} lang @param {Theme} theme */
export function themeWords(lang, theme) {
  return WORDS[langKey(lang)]?.[theme].split(' ') ?? [];
}

/** Every character a grid in this language may contain. @param {string} lang @returns {Set<string>} */
export function alphabet(lang) {
  const key = langKey(lang);
  const set = new Set(Array.from(ALPHABETS[key] ?? ''));
  // Chinese has no alphabet: the characters of its own words are its letters.
  if (key === 'zh-CN') for (const t of THEMES) for (const w of themeWords(key, t)) for (const ch of gridLetters(key, w)) set.add(ch);
  return set;
}

/**
 * Filler characters, repeated as often as they occur in the language's words so empty cells
 * look like the words around them; every alphabet letter appears at least once.
 * @param {string} lang @returns {string[]}
 */
export function fillerPool(lang) {
  const key = langKey(lang);
  const pool = Array.from(alphabet(key));
  for (const t of THEMES) for (const w of themeWords(key, t)) pool.push(...gridLetters(key, w));
  return pool;
}

/** @param {string[]} a @param {string[]} b whether b's letters occur in a in a row */
function contains(a, b) {
  const s = a.join('\u0002');
  return (`\u0002${s}\u0002`).includes(`\u0002${b.join('\u0002')}\u0002`);
}

/**
 * Two words may not share a puzzle when one can be read inside the other, forwards or
 * backwards: selecting the shorter would then be ambiguous (红色 inside 粉红色, いか in かい reversed).
 * @param {string[]} a @param {string[]} b
 */
export function conflicts(a, b) {
  const rb = b.slice().reverse();
  return contains(a, b) || contains(b, a) || contains(a, rb) || contains(rb, a);
}

/**
 * @template T
 * @param {T[]} arr @param {() => number} rand
 */
function shuffle(arr, rand) {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const t = /** @type {T} */ (arr[i]);
    arr[i] = /** @type {T} */ (arr[j]);
    arr[j] = t;
  }
  return arr;
}

/**
 * Tries to place one word; overlaps are allowed only where the letters agree, and crossings are
 * preferred so the grid feels woven rather than a list of separate lines.
 * @param {(string|null)[]} cells @param {number} size @param {string[]} letters @param {Dir[]} dirs @param {() => number} rand
 * @returns {{r: number, c: number, dir: Dir} | null}
 */
function placeWord(cells, size, letters, dirs, rand) {
  /** @type {{r: number, c: number, dir: Dir, overlap: number}[]} */
  const options = [];
  for (const dir of dirs) {
    for (let r = 0; r < size; r++) {
      for (let c = 0; c < size; c++) {
        const er = r + dir.dr * (letters.length - 1);
        const ec = c + dir.dc * (letters.length - 1);
        if (er < 0 || ec < 0 || er >= size || ec >= size) continue;
        let overlap = 0;
        let ok = true;
        for (let i = 0; i < letters.length; i++) {
          const cur = cells[(r + dir.dr * i) * size + c + dir.dc * i];
          if (cur === null) continue;
          if (cur !== letters[i]) { ok = false; break; }
          overlap++;
        }
        // A word lying entirely on top of another one would not be a separate find.
        if (ok && overlap < letters.length) options.push({ r, c, dir, overlap });
      }
    }
  }
  if (!options.length) return null;
  const crossing = options.filter((o) => o.overlap > 0);
  const pick = crossing.length && rand() < 0.5 ? crossing : options;
  const o = /** @type {{r: number, c: number, dir: Dir}} */ (pick[Math.floor(rand() * pick.length)]);
  return { r: o.r, c: o.c, dir: o.dir };
}

/**
 * Builds a puzzle: picks `count` non-conflicting words of the theme that fit, places the longest
 * first in the level's directions and fills the rest from the language's filler pool.
 * @param {string} lang @param {number} level @param {Theme} theme @param {() => number} rand
 * @returns {Puzzle}
 */
export function generate(lang, level, theme, rand) {
  const spec = levelSpec(level, lang);
  const pool = fillerPool(lang);
  for (let attempt = 0; attempt < 200; attempt++) {
    /** @type {{word: string, letters: string[]}[]} */
    const chosen = [];
    for (const word of shuffle(themeWords(lang, theme).slice(), rand)) {
      const letters = gridLetters(lang, word);
      if (letters.length > spec.size || letters.length < 2) continue;
      if (chosen.some((o) => conflicts(o.letters, letters))) continue;
      chosen.push({ word, letters });
      if (chosen.length === spec.count) break;
    }
    const order = chosen.slice().sort((a, b) => b.letters.length - a.letters.length);
    /** @type {(string|null)[]} */
    const cells = new Array(spec.size * spec.size).fill(null);
    /** @type {Placed[]} */
    const placed = [];
    let failed = false;
    for (const w of order) {
      const at = placeWord(cells, spec.size, w.letters, spec.dirs, rand);
      if (!at) { failed = true; break; }
      w.letters.forEach((ch, i) => { cells[(at.r + at.dir.dr * i) * spec.size + at.c + at.dir.dc * i] = ch; });
      placed.push({ word: w.word, letters: w.letters, r: at.r, c: at.c, dir: at.dir });
    }
    if (failed) continue;
    const grid = cells.map((ch) => ch ?? /** @type {string} */ (pool[Math.floor(rand() * pool.length)]));
    // Keep the list in the order the words were drawn, not by length (less of a giveaway).
    const words = chosen.map((w) => /** @type {Placed} */ (placed.find((p) => p.word === w.word)));
    return { size: spec.size, grid, words, theme };
  }
  throw new Error('could not place the words');
}

/** Cells of a placed word. @param {Placed} p @returns {{r: number, c: number}[]} */
export function wordCells(p) {
  return p.letters.map((_, i) => ({ r: p.r + p.dir.dr * i, c: p.c + p.dir.dc * i }));
}

/** Letters read along a list of cells. @param {Puzzle} pz @param {{r: number, c: number}[]} cells */
export function readCells(pz, cells) {
  return cells.map((p) => pz.grid[p.r * pz.size + p.c] ?? '');
}

/**
 * Snaps a drag from cell a towards cell b to the nearest of the eight directions and returns the
 * cells on that line (clipped to the grid), so a sloppy finger still draws a straight line.
 * @param {number} size @param {{r: number, c: number}} a @param {{r: number, c: number}} b
 * @returns {{r: number, c: number}[]}
 */
export function snapLine(size, a, b) {
  const dr = b.r - a.r;
  const dc = b.c - a.c;
  if (dr === 0 && dc === 0) return [{ r: a.r, c: a.c }];
  const ang = Math.atan2(dr, dc);
  const oct = ((Math.round(ang / (Math.PI / 4)) % 8) + 8) % 8;
  const sr = Math.round(Math.sin((oct * Math.PI) / 4));
  const sc = Math.round(Math.cos((oct * Math.PI) / 4));
  const len = Math.max(Math.abs(dr), Math.abs(dc));
  /** @type {{r: number, c: number}[]} */
  const out = [];
  for (let i = 0; i <= len; i++) {
    const r = a.r + sr * i;
    const c = a.c + sc * i;
    if (r < 0 || c < 0 || r >= size || c >= size) break;
    out.push({ r, c });
  }
  return out;
}

/**
 * Which unfound word a selection spells, read either way, or -1.
 * @param {Puzzle} pz @param {{r: number, c: number}[]} cells @param {boolean[]} found
 */
export function matchSelection(pz, cells, found) {
  if (cells.length < 2) return -1;
  const s = readCells(pz, cells).join('\u0002');
  const back = readCells(pz, cells).reverse().join('\u0002');
  return pz.words.findIndex((w, i) => !found[i] && (w.letters.join('\u0002') === s || w.letters.join('\u0002') === back));
}

/** Points for a word: longer words and later levels are worth more. @param {number} len @param {number} level */
export function wordPoints(len, level) {
  return 10 * len + 5 * level;
}

/** Bonus for the seconds left when a grid is cleared. @param {number} secondsLeft */
export function timeBonus(secondsLeft) {
  return Math.max(0, Math.floor(secondsLeft)) * 2;
}

export const HINT_COST = 15;

/**
 * Theme order for a round: every theme once before any repeats.
 * @param {() => number} rand @returns {Theme[]}
 */
export function themeOrder(rand) {
  return shuffle(THEMES.slice(), rand);
}
