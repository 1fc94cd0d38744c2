import { Value } from '@sinclair/typebox/value';
import { httpUrl, assetRef, gameLinkInput, HttpUrlString, AssetRefString, GameLinkInputString } from './url-rules';

describe('URL rules for admin, feed and import input', () => {
  const hostile = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:x', '//evil.example/x.png', '/\\evil.example/x.png', '\\\\evil.example', 'http://', 'https://a b/', 'http://x\u0000y/', 'ftp://example.com/a.png', 'file:///etc/passwd', 'blob:https://x/1', 'java\tscript:alert(1)'];

  it('refuses every scheme but http(s) for game links and pictures', () => {
    for (const v of hostile) {
      expect({ v, link: httpUrl(v), image: assetRef(v), input: gameLinkInput(v) }).toEqual({ v, link: undefined, image: undefined, input: undefined });
    }
  });

  it('keeps http(s) and site-relative pictures, normalised', () => {
    expect(httpUrl(' https://games.example/play?id=1 ')).toBe('https://games.example/play?id=1');
    expect(httpUrl('HTTP://Games.Example')).toBe('http://games.example/');
    expect(assetRef('/media/thumbs/a.webp')).toBe('/media/thumbs/a.webp');
    expect(assetRef('https://img.example/a.png')).toBe('https://img.example/a.png');
    expect(httpUrl('/media/thumbs/a.webp')).toBeUndefined();
    // A provider's bare game id is a link the publisher repairs into the provider's embed URL.
    expect(gameLinkInput(' 0123456789abcdef0123456789abcdef ')).toBe('0123456789abcdef0123456789abcdef');
    expect(Value.Check(GameLinkInputString, '0123456789abcdef0123456789abcdef')).toBe(true);
    expect(gameLinkInput('short')).toBeUndefined();
    expect(httpUrl(`https://x.example/${'a'.repeat(2001)}`)).toBeUndefined();
  });

  it('the schema twins agree with the functions', () => {
    for (const v of hostile) {
      expect({ v, link: Value.Check(HttpUrlString, v), image: Value.Check(AssetRefString, v), input: Value.Check(GameLinkInputString, v) }).toEqual({ v, link: false, image: false, input: false });
    }
    for (const v of ['https://games.example/play?id=1', 'http://x.example']) expect(Value.Check(HttpUrlString, v)).toBe(true);
    for (const v of ['', '/media/thumbs/a.webp', 'https://img.example/a.png']) expect(Value.Check(AssetRefString, v)).toBe(true);
  });
});
