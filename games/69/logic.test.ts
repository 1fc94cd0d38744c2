import {
  generate, levelSpec, gridLetters, alphabet, fillerPool, conflicts, themeWords, snapLine, matchSelection, wordCells, readCells,
  wordPoints, timeBonus, themeOrder, THEMES, LEVELS, DIRS, type Puzzle,
} from './logic.js';

const LANGS = ['zh-CN', 'en', 'ja', 'es', 'de', 'fr', 'pt-BR', 'ar'];

function rng(seed: number) {
  let a = seed >>> 0;
  return () => { a = (a * 1664525 + 1013904223) >>> 0; return a / 4294967296; };
}
const sameDir = (a: { dr: number; dc: number }, b: { dr: number; dc: number }) => a.dr === b.dr && a.dc === b.dc;

/** Independent search: every place a word can be read in any of the eight directions. */
function occurrences(pz: Puzzle, letters: string[]) {
  const hits: { r: number; c: number; dr: number; dc: number }[] = [];
  for (let r = 0; r < pz.size; r++) {
    for (let c = 0; c < pz.size; c++) {
      for (const d of DIRS) {
        let ok = true;
        for (let i = 0; i < letters.length && ok; i++) {
          const rr = r + d.dr * i;
          const cc = c + d.dc * i;
          ok = rr >= 0 && cc >= 0 && rr < pz.size && cc < pz.size && pz.grid[rr * pz.size + cc] === letters[i];
        }
        if (ok) hits.push({ r, c, dr: d.dr, dc: d.dc });
      }
    }
  }
  return hits;
}

describe('word lists', () => {
  it.each(LANGS)('%s: twelve words per theme, every letter in the alphabet, short enough for the first grid', (lang) => {
    const abc = alphabet(lang);
    for (const t of THEMES) {
      const words = themeWords(lang, t);
      expect(words).toHaveLength(12);
      expect(new Set(words).size).toBe(12);
      for (const w of words) {
        const letters = gridLetters(lang, w);
        expect(letters.length).toBeGreaterThanOrEqual(2);
        expect(letters.length).toBeLessThanOrEqual(levelSpec(1, lang).size);
        for (const ch of letters) expect(abc.has(ch) ? ch : `${ch} (in ${w})`).toBe(ch);
      }
    }
  });

  it('Japanese words are hiragana without small kana, so each character fills a cell on its own', () => {
    for (const t of THEMES) for (const w of themeWords('ja', t)) expect(w).toMatch(/^[\u3041-\u3096]+$/u);
    for (const t of THEMES) for (const w of themeWords('ja', t)) expect(w).not.toMatch(/[ぁぃぅぇぉっゃゅょゎ]/u);
  });

  it('drops accents the way word searches in each language do', () => {
    expect(gridLetters('es', 'MONTAÑA').join('')).toBe('MONTAÑA');
    expect(gridLetters('es', 'ÁGUILA').join('')).toBe('AGUILA');
    expect(gridLetters('fr', 'THÉIÈRE').join('')).toBe('THEIERE');
    expect(gridLetters('pt-BR', 'MAÇÃ').join('')).toBe('MACA');
    expect(gridLetters('de', 'SCHÜSSEL').join('')).toBe('SCHÜSSEL');
    expect(gridLetters('ar', 'زرافة')).toEqual(['ز', 'ر', 'ا', 'ف', 'ة']);
    expect(gridLetters('zh-CN', '长颈鹿')).toEqual(['长', '颈', '鹿']);
  });

  it('filler letters come only from the alphabet', () => {
    for (const lang of LANGS) {
      const abc = alphabet(lang);
      for (const ch of fillerPool(lang)) expect(abc.has(ch)).toBe(true);
    }
    expect(alphabet('en').has('É')).toBe(false);
    expect(alphabet('es').has('Ñ')).toBe(true);
  });

  it('words hidden inside each other, forwards or backwards, never share a grid', () => {
    expect(conflicts(['红', '色'], ['粉', '红', '色'])).toBe(true);
    expect(conflicts(['い', 'か'], ['か', 'い'])).toBe(true);
    expect(conflicts(['S', 'E', 'A'], ['A', 'E', 'S', 'X'])).toBe(true);
    expect(conflicts(['C', 'A', 'R'], ['C', 'R', 'A', 'B'])).toBe(false);
  });
});

describe('levels', () => {
  it('grids and word lists grow, and every level gets more time', () => {
    for (let l = 2; l <= LEVELS; l++) {
      const a = levelSpec(l - 1, 'en');
      const b = levelSpec(l, 'en');
      expect(b.size).toBeGreaterThanOrEqual(a.size);
      expect(b.count).toBeGreaterThan(a.count);
      expect(b.time).toBeGreaterThan(a.time);
      expect(b.dirs.length).toBeGreaterThanOrEqual(a.dirs.length);
    }
    expect(levelSpec(LEVELS, 'en').dirs).toHaveLength(8);
    expect(levelSpec(99, 'en').level).toBe(LEVELS);
  });

  it('early directions follow the reading direction: Arabic runs right to left', () => {
    expect(levelSpec(1, 'en').dirs).toEqual([{ dr: 0, dc: 1 }, { dr: 1, dc: 0 }]);
    expect(levelSpec(1, 'ar').dirs).toEqual([{ dr: 0, dc: -1 }, { dr: 1, dc: 0 }]);
    expect(levelSpec(2, 'ar').dirs).toContainEqual({ dr: 1, dc: -1 });
    expect(levelSpec(2, 'ar').dirs).not.toContainEqual({ dr: 1, dc: 1 });
  });
});

describe('generated grids', () => {
  it.each(LANGS)('%s: every listed word is placed, findable and within the level rules; filler is alphabet only', (lang) => {
    const abc = alphabet(lang);
    let seed = 1;
    for (let level = 1; level <= LEVELS; level++) {
      for (const theme of THEMES) {
        const spec = levelSpec(level, lang);
        const pz = generate(lang, level, theme, rng(seed++));
        expect(pz.size).toBe(spec.size);
        expect(pz.grid).toHaveLength(spec.size * spec.size);
        expect(pz.words).toHaveLength(spec.count);
        for (const ch of pz.grid) expect(abc.has(ch)).toBe(true);
        const listed = themeWords(lang, theme);
        for (const w of pz.words) {
          expect(listed).toContain(w.word);
          expect(spec.dirs.some((d) => sameDir(d, w.dir))).toBe(true);
          const cells = wordCells(w);
          for (const p of cells) {
            expect(p.r).toBeGreaterThanOrEqual(0);
            expect(p.c).toBeGreaterThanOrEqual(0);
            expect(p.r).toBeLessThan(pz.size);
            expect(p.c).toBeLessThan(pz.size);
          }
          expect(readCells(pz, cells)).toEqual(gridLetters(lang, w.word));
          // Found by an independent scan of the grid, and accepted when selected either way.
          expect(occurrences(pz, w.letters)).toContainEqual({ r: w.r, c: w.c, dr: w.dir.dr, dc: w.dir.dc });
          const none = pz.words.map(() => false);
          expect(pz.words[matchSelection(pz, cells, none)]?.word).toBe(w.word);
          expect(pz.words[matchSelection(pz, cells.slice().reverse(), none)]?.word).toBe(w.word);
        }
        for (let i = 0; i < pz.words.length; i++) {
          for (let j = i + 1; j < pz.words.length; j++) expect(conflicts(pz.words[i]!.letters, pz.words[j]!.letters)).toBe(false);
        }
      }
    }
  });

  it('no word lies completely on top of another one', () => {
    for (let s = 0; s < 40; s++) {
      const pz = generate('en', 6, THEMES[s % THEMES.length]!, rng(s));
      const keys = pz.words.map((w) => wordCells(w).map((p) => p.r * 99 + p.c));
      for (let i = 0; i < keys.length; i++) {
        for (let j = 0; j < keys.length; j++) {
          if (i !== j) expect(keys[j]!.every((k) => keys[i]!.includes(k))).toBe(false);
        }
      }
    }
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const a = generate('fr', 3, 'ocean', rng(5));
    const b = generate('fr', 3, 'ocean', rng(5));
    const c = generate('fr', 3, 'ocean', rng(6));
    expect(a).toEqual(b);
    expect(c.grid).not.toEqual(a.grid);
  });

  it('a theme order visits every theme once', () => {
    const order = themeOrder(rng(3));
    expect([...order].sort()).toEqual([...THEMES].sort());
  });
});

describe('selection', () => {
  const pz: Puzzle = {
    size: 4,
    grid: [...'CATX' + 'OXXD' + 'WXOY' + 'XGXX'],
    words: [
      { word: 'CAT', letters: ['C', 'A', 'T'], r: 0, c: 0, dir: { dr: 0, dc: 1 } },
      { word: 'COW', letters: ['C', 'O', 'W'], r: 0, c: 0, dir: { dr: 1, dc: 0 } },
      { word: 'DOG', letters: ['D', 'O', 'G'], r: 1, c: 3, dir: { dr: 1, dc: -1 } },
    ],
    theme: 'animals',
  };

  it('snaps a sloppy drag to the nearest of the eight directions and clips at the edge', () => {
    expect(snapLine(4, { r: 0, c: 0 }, { r: 0, c: 2 })).toEqual([{ r: 0, c: 0 }, { r: 0, c: 1 }, { r: 0, c: 2 }]);
    expect(snapLine(4, { r: 0, c: 0 }, { r: 1, c: 3 })).toEqual([{ r: 0, c: 0 }, { r: 0, c: 1 }, { r: 0, c: 2 }, { r: 0, c: 3 }]);
    expect(snapLine(4, { r: 1, c: 3 }, { r: 3, c: 2 })).toEqual([{ r: 1, c: 3 }, { r: 2, c: 2 }, { r: 3, c: 1 }]);
    expect(snapLine(4, { r: 2, c: 2 }, { r: 2, c: 2 })).toEqual([{ r: 2, c: 2 }]);
    // Diagonal from near a corner is cut at the border.
    expect(snapLine(4, { r: 2, c: 2 }, { r: 5, c: 5 })).toEqual([{ r: 2, c: 2 }, { r: 3, c: 3 }]);
    for (let dr = -3; dr <= 3; dr++) {
      for (let dc = -3; dc <= 3; dc++) {
        const line = snapLine(9, { r: 4, c: 4 }, { r: 4 + dr, c: 4 + dc });
        const step = line.length > 1 ? { dr: line[1]!.r - line[0]!.r, dc: line[1]!.c - line[0]!.c } : null;
        if (step) expect(DIRS.some((d) => sameDir(d, step))).toBe(true);
        line.forEach((p, i) => i && expect(Math.max(Math.abs(p.r - line[i - 1]!.r), Math.abs(p.c - line[i - 1]!.c))).toBe(1));
      }
    }
  });

  it('accepts a word read forwards or backwards once, and nothing else', () => {
    const found = [false, false, false];
    expect(matchSelection(pz, snapLine(4, { r: 0, c: 0 }, { r: 0, c: 2 }), found)).toBe(0);
    expect(matchSelection(pz, snapLine(4, { r: 2, c: 0 }, { r: 0, c: 0 }), found)).toBe(1);
    expect(matchSelection(pz, snapLine(4, { r: 3, c: 1 }, { r: 1, c: 3 }), found)).toBe(2);
    expect(matchSelection(pz, snapLine(4, { r: 0, c: 0 }, { r: 0, c: 3 }), found)).toBe(-1);
    expect(matchSelection(pz, snapLine(4, { r: 0, c: 0 }, { r: 0, c: 1 }), found)).toBe(-1);
    expect(matchSelection(pz, [{ r: 0, c: 0 }], found)).toBe(-1);
    found[0] = true;
    expect(matchSelection(pz, snapLine(4, { r: 0, c: 0 }, { r: 0, c: 2 }), found)).toBe(-1);
  });
});

describe('scoring', () => {
  it('longer words and later levels score more; the time bonus counts whole seconds left', () => {
    expect(wordPoints(5, 1)).toBeGreaterThan(wordPoints(4, 1));
    expect(wordPoints(5, 3)).toBeGreaterThan(wordPoints(5, 2));
    expect(wordPoints(3, 1)).toBe(35);
    expect(timeBonus(12.9)).toBe(24);
    expect(timeBonus(-3)).toBe(0);
  });
});
