import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { App } from '@portal/server-kit';
import { basicAuth, testResources, type TestResources } from '../../../infra/src/test/test-resources';
import { buildCatalogueApp } from './app';
import { loadCatalogueConfig, type CatalogueConfig } from './config';
import type { GameRepository } from './games/game.repository';
import { seedBuiltinGames } from './seed/seed-builtin-games';
import { builtinManifest, inEveryLanguage, writeGamesDir } from './test-support/games-dir';

const all = (text: string) => inEveryLanguage(text, (l) => (l === 'de' ? `${text} (de)` : text));

function manifest(id: number, slug: string, category: string, name: string, extra: Record<string, unknown> = {}) {
  return builtinManifest(id, slug, {
    category,
    name: { ...all(name), ja: `${name}・日本` },
    extra: { description: all(`${name} description`), controls: [{ key: 'Space', action: all('Jump') }], gameplayTips: { en: ['Be quick'], de: ['Sei schnell'] }, ...extra },
  });
}

/** A games folder like games/ in the repo: numbered folders with manifests, two of them broken. */
function fixtureGamesDir(): string {
  const dir = writeGamesDir([manifest(1, 'tile-merge', 'puzzle', 'Tile Merge'), manifest(2, 'neon-snake', 'action', 'Neon Snake', { featured: true }), manifest(3, 'block-stack', 'puzzle', 'Block Stack')]);
  writeFileSync(path.join(dir, '1', 'thumbs', '320x240.webp'), 'x');
  // Broken manifests are reported and skipped, never fatal.
  mkdirSync(path.join(dir, '4'));
  writeFileSync(path.join(dir, '4', 'manifest.json'), '{ not json');
  mkdirSync(path.join(dir, '5'));
  writeFileSync(path.join(dir, '5', 'manifest.json'), JSON.stringify({ ...manifest(5, 'x', 'puzzle', 'X'), category: 'unknown' }));
  mkdirSync(path.join(dir, 'kit'));
  return dir;
}

describe('catalogue service', () => {
  let res: TestResources<CatalogueConfig>;
  let app: App;
  let repo: GameRepository;
  const gamesDir = fixtureGamesDir();
  const get = async (url: string) => app.inject({ url });

  beforeAll(async () => {
    res = await testResources('catalogue', loadCatalogueConfig);
    const built = await buildCatalogueApp(res);
    app = built.app;
    repo = built.repo;
    expect(await seedBuiltinGames(repo, gamesDir, app.log)).toBe(3);
  });
  afterAll(async () => {
    await app.close();
    await res.cleanup();
  });

  it('lists published games localized, newest first, in numeric order when published together', async () => {
    const r = await get('/api/catalogue/games?lang=ja');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toContain('max-age');
    const body = r.json();
    expect(body).toMatchObject({ total: 3, page: 1, limit: 12, hasMore: false });
    expect(body.data.map((g: { id: string }) => g.id)).toEqual(['1', '2', '3']);
    expect(body.data[0]).toMatchObject({
      name: 'Tile Merge・日本',
      slug: 'tile-merge',
      kind: 'builtin',
      playUrl: '/yxmb/1/index.html',
      thumbnail: { small: '/yxmb/1/thumbs/320x240.webp', width: 320, height: 240 },
      rating: null,
      plays: 0,
    });
    expect(body.data[1].thumbnail).toBeNull();
  });

  it('pages with hasMore', async () => {
    const body = (await get('/api/catalogue/games?limit=2&page=1')).json();
    expect(body).toMatchObject({ total: 3, hasMore: true });
    expect((await get('/api/catalogue/games?limit=2&page=2')).json().data).toHaveLength(1);
  });

  it('filters by category, featured, this week and favourite ids', async () => {
    const ids = async (q: string) => (await get(`/api/catalogue/games?${q}`)).json().data.map((g: { id: string }) => g.id);
    expect(await ids('category=puzzle')).toEqual(['1', '3']);
    expect(await ids('category=featured')).toEqual(['2']);
    expect(await ids('ids=3,2,999')).toEqual(['2', '3']);
    await res.conn.collection('games').updateOne({ id: '3' }, { $set: { publishedAt: new Date(Date.now() - 8 * 24 * 3600 * 1000), updatedAt: new Date() } });
    // Written behind the service's back: seen at its next resync.
    await repo.reload();
    expect(await ids('category=thisWeekNew')).toEqual(['1', '2']);
  });

  it('searches name, description and category names in the language and English, case-insensitively', async () => {
    const ids = async (q: string) => (await get(`/api/catalogue/games?${q}`)).json().data.map((g: { id: string }) => g.id).sort();
    expect(await ids('search=SNAKE&lang=en')).toEqual(['2']);
    expect(await ids('search=(de)&lang=de')).toEqual(['1', '2', '3']);
    expect(await ids('search=r%C3%A4tsel&lang=de')).toEqual(['1', '3']);
    expect(await ids('search=block%20stack%20description&lang=fr')).toEqual(['3']);
    expect(await ids('search=.*&lang=en')).toEqual([]);
  });

  it('ranks games whose name matches before those that match only in the description, and finds Chinese and Japanese text', async () => {
    const ids = async (q: string) => (await get(`/api/catalogue/games?${q}`)).json().data.map((g: { id: string }) => g.id);
    // "stack" is in game 3's name and in no other; "description" is in every description.
    expect(await ids('search=stack&lang=en')).toEqual(['3']);
    // "snake" is in game 2's name; "Block Stack description" mentions no snake: name matches first.
    await res.conn.collection('games').updateOne({ id: '1' }, { $set: { 'description.en': 'Merge tiles, or feed the snake', updatedAt: new Date() } });
    await repo.reload();
    expect(await ids('search=snake&lang=en')).toEqual(['2', '1']);
    expect(await ids(`search=${encodeURIComponent('日本')}&lang=ja`)).toEqual(['1', '2', '3']);
    expect(await ids(`search=${encodeURIComponent('益智')}&lang=zh-CN`)).toEqual(['1', '3']);
  });

  it('serves a game by slug or by id, and 404s with the spec text', async () => {
    const bySlug = (await get('/api/catalogue/games/neon-snake?lang=de')).json();
    expect(bySlug).toMatchObject({ id: '2', name: 'Neon Snake (de)', featured: true });
    expect(bySlug.meta).toEqual({ difficulty: 'easy', duration: '5-10', controls: [{ key: 'Space', action: 'Jump (de)' }], gameplayTips: ['Sei schnell'] });
    expect((await get('/api/catalogue/games/2')).json().slug).toBe('neon-snake');
    const missing = await get('/api/catalogue/games/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Game with id nope not found', code: 'NOT_FOUND' });
  });

  it('refuses malformed queries with a 400 in the one error shape', async () => {
    for (const q of ['limit=0', 'limit=1000', 'category=weird', 'lang=xx', 'ids=<script>']) {
      const r = await get(`/api/catalogue/games?${q}`);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ message: expect.any(String), code: 'VALIDATION' });
    }
  });

  it('counts games per category', async () => {
    const body = (await get('/api/catalogue/categories')).json();
    const count = (id: string) => body.categories.find((c: { id: string }) => c.id === id)?.count;
    expect(body.total).toBe(3);
    expect([count('all'), count('puzzle'), count('action'), count('featured'), count('board')]).toEqual([3, 2, 1, 1, 0]);
  });

  it('overlays visitor counters from their own collection, leaving game documents untouched', async () => {
    await res.conn.collection('game_stats').insertOne({ id: '2', plays: 1500, likes: 3, ratingSum: 9, ratingCount: 2 });
    await repo.reload();
    const detail = (await get('/api/catalogue/games/neon-snake')).json();
    expect(detail).toMatchObject({ plays: 1500, likes: 3, rating: 4.5, ratingCount: 2 });
    const card = (await get('/api/catalogue/games?ids=2')).json().data[0];
    expect(card).toMatchObject({ plays: 1500, rating: 4.5 });
    const stored = await res.conn.collection('games').findOne({ id: '2' });
    expect(stored?.plays).toBe(0);
    // FerretDB v1 does not keep fields set to null, so an unset rating reads as missing.
    expect(stored?.rating ?? null).toBeNull();
  });

  it('reseeds idempotently, keeping counters and admin choices', async () => {
    await res.conn.collection('games').updateOne({ id: '1' }, { $set: { plays: 1234, featured: true, status: 'archived' } });
    await seedBuiltinGames(repo, gamesDir, app.log);
    expect(await res.conn.collection('games').countDocuments()).toBe(3);
    const doc = await res.conn.collection('games').findOne({ id: '1' });
    expect(doc).toMatchObject({ plays: 1234, featured: true, status: 'archived', slug: 'tile-merge' });
    // Archived games leave the storefront (gone for good: 410) but stay in the admin list.
    expect((await get('/api/catalogue/games/tile-merge')).statusCode).toBe(410);
    const admin = await app.inject({ url: '/api/games/list?status=archived', headers: { authorization: basicAuth(), 'x-forwarded-for': '198.51.100.40' } });
    expect(admin.json()).toMatchObject({ total: 1, games: [{ id: '1', status: 'archived', plays: 1234 }] });
  });
});
