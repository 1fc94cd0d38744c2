import { safeReturnPath } from './return-path';

const ORIGIN = 'https://games.example.org';

describe('safeReturnPath', () => {
  it('keeps paths on this site, normalised', () => {
    expect(safeReturnPath('/games/snake?lang=en', ORIGIN)).toBe('/games/snake?lang=en');
    expect(safeReturnPath('/de/', ORIGIN)).toBe('/de/');
    expect(safeReturnPath('/a/../b#top', ORIGIN)).toBe('/b#top');
  });

  it('refuses anything a browser would take to another host', () => {
    for (const v of ['/\t/evil.example', '/\n/evil.example', '/\r//evil.example', '//evil.example/x', '/\\evil.example', '/%09/evil.example/../x', 'https://evil.example/', 'evil.example', '', '/\u0000', '/x\u007f']) {
      const out = safeReturnPath(v, ORIGIN);
      // Either refused, or a path that stays on this site (a browser resolves it to ORIGIN).
      if (out !== null) expect(new URL(out, ORIGIN).origin).toBe(ORIGIN);
      expect({ v, refused: out === null || out.startsWith('/') && !out.startsWith('//') }).toEqual({ v, refused: true });
    }
    expect(safeReturnPath('/\t/evil.example', ORIGIN)).toBeNull();
    expect(safeReturnPath('//evil.example/x', ORIGIN)).toBeNull();
  });
});
