import { SubstringIndex } from './substring-index';

/** The meaning the index must keep: a case-insensitive substring of name or description. */
function naive(docs: Map<string, [string, string]>, term: string) {
  const t = term.toLowerCase();
  return [...docs]
    .filter(([, [n, d]]) => n.toLowerCase().includes(t) || d.toLowerCase().includes(t))
    .map(([key, [n]]) => ({ key, inName: n.toLowerCase().includes(t) }))
    .sort((a, b) => a.key.localeCompare(b.key));
}
const sorted = (hits: { key: string; inName: boolean }[]) => [...hits].sort((a, b) => a.key.localeCompare(b.key));

describe('SubstringIndex', () => {
  it('finds substrings case-insensitively, anywhere in a word, and says where', () => {
    const ix = new SubstringIndex();
    ix.set('a', 'Tile Merge 2048', 'Slide tiles and merge numbers.');
    ix.set('b', 'Neon Snake', 'Eat the dots; do not bite your TAIL.');
    ix.set('c', '方块消除', '经典的三消益智游戏');
    ix.set('d', 'ブロック崩し', 'ボールでブロックを壊そう');
    expect(sorted(ix.search('MERGE'))).toEqual([{ key: 'a', inName: true }]);
    expect(sorted(ix.search('il'))).toEqual([{ key: 'a', inName: true }, { key: 'b', inName: false }]);
    expect(sorted(ix.search('消'))).toEqual([{ key: 'c', inName: true }]);
    expect(sorted(ix.search('益智'))).toEqual([{ key: 'c', inName: false }]);
    expect(sorted(ix.search('ブロック'))).toEqual([{ key: 'd', inName: true }]);
    expect(ix.search('zz')).toEqual([]);
    expect(ix.search('')).toEqual([]);
    // A match never spans the name and the description.
    expect(ix.search('2048slide')).toEqual([]);
  });

  it('follows changes and deletions, and compacts to the same answers', () => {
    const ix = new SubstringIndex();
    ix.set('a', 'Alpha', 'first');
    ix.set('b', 'Beta', 'second');
    ix.set('a', 'Gamma', 'third');
    expect(ix.search('alpha')).toEqual([]);
    expect(ix.search('gamma')).toEqual([{ key: 'a', inName: true }]);
    ix.delete('b');
    expect(ix.search('beta')).toEqual([]);
    expect(ix.waste).toBeGreaterThan(0);
    const fresh = ix.compact();
    expect(fresh.waste).toBe(0);
    expect(fresh.size).toBe(1);
    expect(fresh.search('third')).toEqual([{ key: 'a', inName: false }]);
  });

  it('agrees with a plain scan on random texts and terms', () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const alphabet = 'abcdeAB 消除ーö';
    const word = (n: number) => Array.from({ length: n }, () => alphabet[Math.floor(rnd() * alphabet.length)]).join('');
    const ix = new SubstringIndex();
    const docs = new Map<string, [string, string]>();
    for (let i = 0; i < 400; i++) {
      const key = `g${i % 300}`;
      const doc: [string, string] = [word(3 + Math.floor(rnd() * 8)), word(Math.floor(rnd() * 40))];
      docs.set(key, doc);
      ix.set(key, ...doc);
      if (rnd() < 0.05) {
        docs.delete(key);
        ix.delete(key);
      }
    }
    for (let q = 0; q < 300; q++) {
      const term = word(1 + Math.floor(rnd() * 4));
      expect({ term, hits: sorted(ix.search(term)) }).toEqual({ term, hits: naive(docs, term) });
    }
  });
});
