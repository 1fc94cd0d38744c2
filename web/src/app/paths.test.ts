import { splitLanguagePrefix, withLanguage } from './paths';

describe('language prefixes', () => {
  it('strips a supported prefix for the canonical path', () => {
    expect(splitLanguagePrefix('/de/games/snake')).toEqual({ lang: 'de', path: '/games/snake' });
    expect(splitLanguagePrefix('/pt-BR')).toEqual({ lang: 'pt-BR', path: '/' });
  });
  it('leaves other paths alone', () => {
    expect(splitLanguagePrefix('/games/snake')).toEqual({ lang: null, path: '/games/snake' });
    expect(splitLanguagePrefix('/denmark')).toEqual({ lang: null, path: '/denmark' });
  });
  it('adds the prefix back to links', () => {
    expect(withLanguage('/', 'ja')).toBe('/ja');
    expect(withLanguage('/games/x', null)).toBe('/games/x');
  });
});
