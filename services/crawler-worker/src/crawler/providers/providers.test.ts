import gmSamples from '../../test-support/fixtures/gamemonetize-feed.json';
import gdSamples from '../../test-support/fixtures/gamedistribution-v2.json';
import { PROVIDERS } from './providers';
import { FeedShapeError, ItemError, nextNumberedPage, type SourceLike } from './provider';
import { normalizeGame, hotKeywords } from '../normalize/normalize';
import { htmlToText, toInt, toTags } from '../normalize/text';
import { mapCategory } from '../normalize/categories';
import { classifyAddress, isAllowedAddress } from '../net/address-policy';
import { parseRetryAfter } from '../net/http-client';

const source = (provider: SourceLike['provider'], extra: Partial<SourceLike> = {}): SourceLike => ({
  id: 'src1', name: 'S', provider, feedUrl: 'https://feed.example/x', params: {}, categoryMap: {}, ...extra,
});

describe('GameMonetize adapter', () => {
  const gm = PROVIDERS.gamemonetize;
  it('reads the captured items, strings and entities included', () => {
    const page = gm.parsePage(gmSamples, 'https://gamemonetize.com/feed.php?num=40&page=1', source('gamemonetize'));
    expect(page.items).toHaveLength(40);
    expect(page.nextUrl).toBe('https://gamemonetize.com/feed.php?num=40&page=2');
    const item = normalizeGame(gm.parseItem(gmSamples[3], source('gamemonetize')), gm, source('gamemonetize'));
    expect(item).toMatchObject({ key: 'gamemonetize-67415', name: 'Online Cats Multiplayer Park', source: 'GameMonetize', category: 'racing' });
    expect(item.description).toContain('It’s a real-time');
    expect(typeof item.width).toBe('number');
  });
  it('ends on a short page, refuses a non-array body and items without an id', () => {
    expect(gm.parsePage([{}], 'https://g.example/f?num=10&page=3', source('gamemonetize')).nextUrl).toBeNull();
    expect(gm.parsePage([], 'https://g.example/f?num=10', source('gamemonetize')).nextUrl).toBeNull();
    expect(() => gm.parsePage({ items: [] }, 'https://g.example/f', source('gamemonetize'))).toThrow(FeedShapeError);
    expect(() => gm.parseItem(null, source('gamemonetize'))).toThrow(ItemError);
    expect(() => gm.parseItem({ title: 'x' }, source('gamemonetize'))).toThrow(/no usable id/);
  });
});

describe('GameDistribution adapter', () => {
  const gd = PROVIDERS.gamedistribution;
  it('uses the Md5 as id, the card asset, and maps categories', () => {
    const item = normalizeGame(gd.parseItem(gdSamples[0], source('gamedistribution')), gd, source('gamedistribution'));
    expect(item).toMatchObject({ key: 'gamedistribution-b56adab8c63e42459be0c12e1245c1de', width: 960, height: 540, category: 'action' });
    expect(item.image).toMatch(/-512x384\.jpg$/);
    expect(item.tags).toContain('Kids Friendly');
    expect(() => gd.parseItem({ Md5: 'short', Url: 'https://x/' }, source('gamedistribution'))).toThrow(/Md5/);
    expect(gd.parsePage(gdSamples, 'https://c.example/rss?amount=20&page=1', source('gamedistribution')).nextUrl).toMatch(/page=2/);
  });
});

describe('GamePix adapter', () => {
  const gp = PROVIDERS.gamepix;
  it('follows next_url and reads the banner image', () => {
    const body = { items: [{ id: 'A1B2C', title: 'Example Drop', url: 'https://play.gamepix.com/example-drop/embed?sid=X', category: 'match-3', banner_image: 'https://img.gamepix.com/b.png?w=320', width: 800, height: 600 }], next_url: 'https://feeds.gamepix.com/v2/json?sid=X&page=2' };
    const page = gp.parsePage(body, 'https://feeds.gamepix.com/v2/json?sid=X&page=1', source('gamepix'));
    expect(page.nextUrl).toBe('https://feeds.gamepix.com/v2/json?sid=X&page=2');
    const item = normalizeGame(gp.parseItem(page.items[0], source('gamepix')), gp, source('gamepix'));
    expect(item).toMatchObject({ key: 'gamepix-A1B2C', category: 'match3', image: 'https://img.gamepix.com/b.png?w=320' });
    expect(gp.parsePage({ items: [] }, 'https://f/x', source('gamepix')).nextUrl).toBeNull();
    expect(() => gp.parsePage([], 'https://f/x', source('gamepix'))).toThrow(FeedShapeError);
  });
});

describe('generic JSON adapter', () => {
  it('reads items through the field mapping, scoped by source', () => {
    const js = PROVIDERS.json;
    const s = source('json', { fieldMapping: { items: 'd.list', id: 'k.id', title: 'n', url: 'u', tags: 't', width: 'size.0' } });
    const page = js.parsePage({ d: { list: [{ k: { id: 7 }, n: 'Seven', u: 'https://s.example/7', t: 'a,b', size: ['640', '480'] }] } }, 'https://f.example/?limit=10', s);
    const item = normalizeGame(js.parseItem(page.items[0], s), js, s);
    expect(item).toMatchObject({ key: 'json-src1-7', name: 'Seven', tags: ['a', 'b'], width: 640, category: 'casual' });
    expect(page.nextUrl).toBeNull();
    expect(() => js.parsePage({}, 'https://f.example/', s)).toThrow(/no array/);
  });
});

describe('normalization', () => {
  it('strips HTML, drops scripts and decodes entities (also double-encoded)', () => {
    expect(htmlToText('<p>Jump &ndash; dodge.</p><script>alert(1)</script><br>Tom&amp;rsquo;s &#x1F600; &#39;x&#39;')).toBe('Jump – dodge.\n\nTom’s 😀 \'x\'');
    expect(htmlToText('&lt;img src=x onerror=alert(1)&gt;')).toBe('<img src=x onerror=alert(1)>');
    expect(htmlToText(undefined)).toBe('');
  });
  it('coerces numeric strings and splits tags', () => {
    expect([toInt('800'), toInt(' 600px'), toInt(''), toInt('wide'), toInt(12.6)]).toEqual([800, 600, undefined, undefined, 13]);
    expect(toTags('2D, Arcade, 2d, , Mobile')).toEqual(['2D', 'Arcade', 'Mobile']);
  });
  it('maps categories with a table, source overrides and casual as fallback', () => {
    expect(mapCategory(['Puzzles'])).toBe('puzzle');
    expect(mapCategory(['two-player'])).toBe('action');
    expect(mapCategory(['Racing & Driving'])).toBe('racing');
    expect(mapCategory([''])).toBe('casual');
    expect(mapCategory(['Mystery Genre'])).toBe('casual');
    expect(mapCategory(['Mystery Genre'], { 'mystery genre': 'board' })).toBe('board');
  });
  it('refuses items without a title or an https URL', () => {
    const gm = PROVIDERS.gamemonetize;
    expect(() => normalizeGame({ providerId: '1', title: ' <b></b> ', url: 'https://x/', categories: [], tags: '', description: '', thumbnail: '' }, gm, source('gamemonetize'))).toThrow(/no title/);
    expect(() => normalizeGame({ providerId: '1', title: 'A', url: 'http://x/', categories: [], tags: '', description: '', thumbnail: '' }, gm, source('gamemonetize'))).toThrow(/https/);
  });
  it('counts hot keywords from titles and tags, at most the asked number', () => {
    const kw = hotKeywords([{ name: 'Zombie Run', tags: ['zombie', 'Car'] }, { name: 'Car Zombie', tags: [] }, { name: 'Other', tags: ['puzzle'] }], 2);
    expect(kw).toEqual([{ word: 'car', count: 2 }, { word: 'zombie', count: 2 }]);
  });
  it('pages by number until a short page', () => {
    expect(nextNumberedPage('https://x/f?num=2&page=1', 2, 'page', 'num')).toBe('https://x/f?num=2&page=2');
    expect(nextNumberedPage('https://x/f?num=2&page=1', 1, 'page', 'num')).toBeNull();
  });
});

describe('network safety', () => {
  it('classifies loopback, private, link-local and public addresses', () => {
    expect(['127.0.0.1', '::1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1', '0.0.0.0', '100.64.0.1', '8.8.8.8', '2606:4700::1'].map(classifyAddress)).toEqual([
      'loopback', 'loopback', 'private', 'private', 'private', 'private', 'private', 'private', 'private', 'private', 'private', 'public', 'public',
    ]);
    expect(isAllowedAddress('127.0.0.1', 'none')).toBe(false);
    expect(isAllowedAddress('127.0.0.1', 'loopback')).toBe(true);
    expect(isAllowedAddress('10.0.0.1', 'loopback')).toBe(false);
    expect(isAllowedAddress('10.0.0.1', 'all')).toBe(true);
  });
  it('reads Retry-After as seconds or a date', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter(new Date(Date.now() + 5000).toUTCString())).toBeGreaterThan(3000);
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});
