import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { CrawlTask, CrawlerSource, CrawlerSourceList, CrawlerStatus, IngestItem, OperationLogPage } from '@portal/contracts';
import type { App } from '@portal/server-kit';
import { basicAuth, testResources, type TestResources } from '../../../infra/src/test/test-resources';
import { buildCatalogueApp } from '../../catalogue/src/app';
import { loadCatalogueConfig, type CatalogueConfig } from '../../catalogue/src/config';
import { buildCandidateApp, type CandidateApp } from '../../candidate/src/app';
import { loadCandidateConfig, type CandidateConfig } from '../../candidate/src/config';
import { candidateModel } from '../../candidate/src/candidates/candidate.model';
import { IngestRepository } from '../../candidate/src/ingest/ingest.repository';
import { buildCrawlerApp } from './app';
import { loadCrawlerConfig, type CrawlerConfig } from './config';
import { IngestClient } from './crawler/ingest-client';
import { startFixtureServer, type FixtureServer } from './test-support/fixture-server';
import { until } from './test-support/harness';

jest.setTimeout(60_000);
const headers = { authorization: basicAuth(), 'x-forwarded-for': '198.51.100.63' };

/**
 * Auto-publish rules across the three services, on real databases and Redis: the crawler
 * flags, the candidate service stores and publishes through its publish path, the catalogue
 * serves the games, and the operation log has one entry per published game.
 */
describe('auto-publish rules of crawl sources', () => {
  const prefix = `ap${randomBytes(4).toString('hex')}`;
  const media = mkdtempSync(path.join(os.tmpdir(), 'auto-publish-media-'));
  let fx: FixtureServer;
  let catRes: TestResources<CatalogueConfig>;
  let candRes: TestResources<CandidateConfig>;
  let crawlRes: TestResources<CrawlerConfig>;
  let catalogue: App;
  let candidate: CandidateApp;
  let crawler: Awaited<ReturnType<typeof buildCrawlerApp>>;

  const call = async <T>(app: App, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<{ status: number; body: T }> => {
    const r = await app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
    return { status: r.statusCode, body: r.json() as T };
  };
  const autoLogs = async () => (await call<OperationLogPage>(candidate.app, 'GET', '/api/operation-logs?type=candidate.auto-publish&limit=200')).body;

  beforeAll(async () => {
    fx = await startFixtureServer();
    catRes = await testResources('catalogue', loadCatalogueConfig, { AUTH_MAX_FAILURES: '1000' });
    catalogue = (await buildCatalogueApp(catRes)).app;
    const catalogueUrl = await catalogue.listen({ port: 0, host: '127.0.0.1' });
    candRes = await testResources('candidate', loadCandidateConfig, { CATALOGUE_URL: catalogueUrl, MEDIA_ROOT: media, AUTH_MAX_FAILURES: '1000' });
    candidate = await buildCandidateApp(candRes, { ingestPrefix: prefix, queuePrefix: `${prefix}:bulk` });
    await candidate.beforeListen?.();
    crawlRes = await testResources('crawler', loadCrawlerConfig, { QUEUE_PREFIX: prefix, MEDIA_ROOT: media, CRAWLER_ALLOW_PRIVATE_HOSTS: 'loopback', AUTH_MAX_FAILURES: '1000' });
    crawler = await buildCrawlerApp(crawlRes);
  });
  afterAll(async () => {
    await crawler.app.close();
    await candidate.app.close();
    await catalogue.close();
    const keys = await crawlRes.redis.keys(`${prefix}:*`);
    if (keys.length) await crawlRes.redis.del(...keys);
    for (const r of [crawlRes, candRes, catRes]) await r.cleanup();
    await fx.close();
    rmSync(media, { recursive: true, force: true });
  });

  it('publishes exactly the new items each rule takes, once, into the catalogue, and logs each one', async () => {
    const add = async (body: Record<string, unknown>) => (await call<CrawlerSource>(crawler.app, 'POST', '/api/crawler/sources', body)).body;
    // GameDistribution: puzzles with a thumbnail only. GameMonetize: anything with a thumbnail and a category. GamePix: no rule.
    const gd = await add({
      name: 'GD puzzles', provider: 'gamedistribution', feedUrl: `${fx.url}/gd/rss`, params: { amount: '8' },
      autoPublish: { enabled: true, requireThumbnail: true, requireCategory: true, categories: ['puzzle'] },
    });
    const gm = await add({ name: 'GM all', provider: 'gamemonetize', feedUrl: `${fx.url}/gm/feed.php`, params: { num: '10' }, autoPublish: { enabled: true, requireThumbnail: true, requireCategory: true, categories: [] } });
    const gpx = await add({ name: 'GPX none', provider: 'gamepix', feedUrl: `${fx.url}/gpx/json`, params: { sid: 'X1Y2Z' } });
    expect(gd.autoPublish).toEqual({ enabled: true, requireThumbnail: true, requireCategory: true, categories: ['puzzle'] });
    expect(gpx.autoPublish).toBeUndefined();

    const started = (await call<CrawlerStatus>(crawler.app, 'POST', '/api/crawler/run', {})).body;
    const task = await until(
      async () => (await call<CrawlTask>(crawler.app, 'GET', `/api/crawler/tasks/${started.currentTask}`)).body,
      (t) => t.status !== 'RUNNING',
      45_000,
      100,
    );
    expect(task.status).toBe('COMPLETED');

    const docs = await candRes.conn.collection('candidates').find({ 'metadata.crawlTaskId': task.id }).toArray();
    expect(docs.length).toBe(task.result.newCandidates);
    const bySource = (id: string) => docs.filter((d) => d.metadata.sourceId === id);
    const published = docs.filter((d) => d.status === 'published');
    const name = (d: Record<string, unknown>) => String(d.name);

    // GD: puzzle games whose thumbnail was made here are published, the rest stay pending.
    const gdWanted = bySource(gd.id).filter((d) => d.category === 'puzzle' && d.metadata.thumbnail);
    expect(gdWanted.map(name)).toEqual(expect.arrayContaining(['Fit Cats', 'Christmas Maze Mania', 'Vehicle Parking Master 3D']));
    expect(bySource(gd.id).filter((d) => d.status === 'published').map(name).sort()).toEqual(gdWanted.map(name).sort());
    expect(bySource(gd.id).filter((d) => d.status !== 'published').every((d) => d.status === 'pending')).toBe(true);
    // GM: everything but the item without a category (and a broken picture) and the one whose picture is not an image.
    const gmPending = bySource(gm.id).filter((d) => d.status === 'pending').map(name).sort();
    expect(gmPending).toEqual(['Odd Numbers', 'Tag & Soup']);
    expect(bySource(gm.id).filter((d) => d.status === 'published').length).toBe(bySource(gm.id).length - 2);
    // GPX: no rule, nothing published.
    expect(bySource(gpx.id).length).toBe(5);
    expect(bySource(gpx.id).every((d) => d.status === 'pending')).toBe(true);

    // The task, and each source's card, say how many were published.
    expect(task.result.autoPublished).toBe(published.length);
    const cards = (await call<CrawlerSourceList>(crawler.app, 'GET', '/api/crawler/sources')).body.sources;
    const card = (id: string) => cards.find((c) => c.id === id)!.lastRun!;
    expect(card(gd.id)).toMatchObject({ taskId: task.id, autoPublished: gdWanted.length });
    expect(card(gm.id)).toMatchObject({ taskId: task.id, autoPublished: bySource(gm.id).length - 2 });
    expect(card(gpx.id)).toMatchObject({ taskId: task.id, autoPublished: 0, created: 5 });

    // Each published game is on the storefront and in the games admin, as a manual publish leaves it.
    for (const d of published) {
      const game = await call<{ name: string }>(catalogue, 'GET', `/api/catalogue/games/${d.slug}?lang=en`);
      expect({ slug: d.slug, status: game.status }).toEqual({ slug: d.slug, status: 200 });
      expect(d.publishedGameId).toBe(`ext-${d.id}`);
    }
    const adminList = (await call<{ total: number }>(catalogue, 'GET', '/api/games/list?kind=external&limit=100')).body;
    expect(adminList.total).toBe(published.length);

    // One operation log entry per published game, naming the rule and the crawl.
    const logs = await autoLogs();
    expect(logs.total).toBe(published.length);
    expect(logs.logs.map((l) => l.targetId).sort()).toEqual(published.map((d) => d.id).sort());
    const fitCats = logs.logs.find((l) => l.gameName === 'Fit Cats')!;
    expect(fitCats).toMatchObject({ operation: 'candidate.auto-publish', status: 'completed', actor: 'auto-publish' });
    expect(fitCats.details).toMatch(/new items with a thumbnail, with a category from the feed, in puzzle \(source GD puzzles\); crawl task /);
  });

  it('finishes the publishing a crash left undone when the job is retried, and never publishes or logs a game twice', async () => {
    const taskId = `crash-${randomBytes(3).toString('hex')}`;
    const item = (i: number): IngestItem => ({
      key: `gamemonetize-crash${i}-${taskId}`, provider: 'gamemonetize', providerId: `crash${i}`, name: `Crash Game ${i} ${taskId}`, description: '', category: 'puzzle',
      url: `https://html5.gamemonetize.com/${taskId}-${i}/`, tags: [], source: 'GameMonetize', sourceId: 'src-crash', image: '/media/thumbs/x.webp', autoPublish: true,
    });
    const items = [item(1), item(2)];
    const rules = { 'src-crash': 'new items with a thumbnail (source Crash)' };
    // The first attempt stored the batch and died before publishing it.
    const repo = new IngestRepository(candidateModel(candRes.conn), undefined, candidate.listIndexes.candidates);
    expect((await repo.insert(items, new Date(), taskId, rules)).inserted).toBe(2);
    const before = (await autoLogs()).total;

    const client = new IngestClient(crawlRes.redis, prefix);
    await client.ready();
    try {
      const retry = await client.insert(taskId, new Date().toISOString(), items, undefined, rules);
      expect(retry).toMatchObject({ inserted: 0, duplicates: 2 });
      expect(retry.autoPublishedKeys!.sort()).toEqual(items.map((i) => i.key).sort());
      // Once more (a duplicate delivery): nothing left to publish.
      const again = await client.insert(taskId, new Date().toISOString(), items, undefined, rules);
      expect(again.autoPublishedKeys).toEqual([]);
      // A flagged item of another crawl that happens to be known already is left as it is.
      const other = await client.insert(`other-${taskId}`, new Date().toISOString(), [{ ...item(3), key: items[0]!.key }], undefined, rules);
      expect(other.autoPublishedKeys).toEqual([]);
    } finally {
      await client.close();
    }
    const logs = await autoLogs();
    expect(logs.total).toBe(before + 2);
    const stored = await candRes.conn.collection('candidates').find({ id: { $in: items.map((i) => i.key) } }).toArray();
    expect(stored.map((d) => d.status)).toEqual(['published', 'published']);
    expect(stored[0]!.metadata.autoPublish).toBe('new items with a thumbnail (source Crash)');
    expect(await catRes.conn.collection('games').countDocuments({ id: { $in: items.map((i) => `ext-${i.key}`) } })).toBe(2);
  });
});
