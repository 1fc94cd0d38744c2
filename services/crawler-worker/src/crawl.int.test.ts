import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { CrawlTask, CrawlerSource, CrawlerStatus } from '@portal/contracts';
import { basicAuth } from '../../../infra/src/test/test-resources';
import { startFixtureServer, type FixtureServer } from './test-support/fixture-server';
import { harness, until, type BuiltCrawler, type Harness } from './test-support/harness';
import { HttpClient } from './crawler/net/http-client';

jest.setTimeout(30_000);
const headers = { authorization: basicAuth(), 'x-forwarded-for': '198.51.100.61' };

describe('crawl against provider-format fixture feeds', () => {
  let fx: FixtureServer;
  let h: Harness;
  let svc: BuiltCrawler;

  const api = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<{ status: number; body: T }> => {
    const r = await svc.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
    return { status: r.statusCode, body: r.json() as T };
  };
  const addSource = async (body: Record<string, unknown>) => {
    const r = await api<CrawlerSource>('POST', '/api/crawler/sources', body);
    expect(r.status).toBe(201);
    return r.body;
  };
  const crawl = async (options: Record<string, unknown>): Promise<CrawlTask> => {
    const started = await api<CrawlerStatus>('POST', '/api/crawler/run', options);
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('running');
    const taskId = started.body.currentTask!;
    return until(
      async () => (await api<CrawlTask>('GET', `/api/crawler/tasks/${taskId}`)).body,
      (t) => t.status !== 'RUNNING',
      30_000,
    );
  };

  beforeAll(async () => {
    fx = await startFixtureServer();
    h = await harness();
    svc = await h.crawler();
  });
  afterAll(async () => {
    await h.close();
    await fx.close();
  });

  it('manages sources, answering "Source not found" for unknown ids', async () => {
    const s = await addSource({ name: 'GM', provider: 'gamemonetize', feedUrl: `${fx.url}/gm/feed.php`, params: { format: '0', num: '10' } });
    expect(s).toMatchObject({ name: 'GM', enabled: true, schedule: null, params: { num: '10' } });
    expect((await api<CrawlerSource>('GET', `/api/crawler/sources/${s.id}`)).body.id).toBe(s.id);
    const upd = await api<CrawlerSource>('PUT', `/api/crawler/sources/${s.id}`, { ...s, id: undefined, createdAt: undefined, updatedAt: undefined, name: 'GM 2', enabled: false });
    expect(upd.body).toMatchObject({ name: 'GM 2', enabled: false });
    expect((await api('GET', '/api/crawler/sources/nope')).body).toEqual({ message: 'Source not found', code: 'NOT_FOUND' });
    expect((await api('PUT', '/api/crawler/sources/nope', { name: 'x', provider: 'gamepix', feedUrl: 'https://x.example/', params: { sid: 'a' } })).status).toBe(404);
    expect((await api('DELETE', '/api/crawler/sources/nope')).body).toEqual({ message: 'Source not found', code: 'NOT_FOUND' });
    expect((await api('POST', '/api/crawler/run', { sources: ['nope'] })).body).toEqual({ message: 'Source not found', code: 'NOT_FOUND' });
    expect((await api('POST', '/api/crawler/sources', { name: 'bad', provider: 'nope', feedUrl: 'https://x.example/' })).status).toBe(400);
    expect((await api('POST', '/api/crawler/sources', { name: 'bad', provider: 'gamepix', feedUrl: 'https://x.example/' })).body).toMatchObject({ code: 'VALIDATION' });
    expect((await api('POST', '/api/crawler/sources', { name: 'bad', provider: 'gamemonetize', feedUrl: 'https://x.example/', schedule: '99 * * * *' })).status).toBe(400);
    expect((await api('DELETE', `/api/crawler/sources/${s.id}`)).body).toEqual({ deleted: true });
    expect((await api<{ sources: unknown[] }>('GET', '/api/crawler/sources')).body.sources).toEqual([]);
  });

  it('crawls all four provider formats into pending candidates, once', async () => {
    const gm = await addSource({ name: 'GM', provider: 'gamemonetize', feedUrl: `${fx.url}/gm/feed.php?format=0`, params: { num: '10' } });
    const gd = await addSource({ name: 'GD', provider: 'gamedistribution', feedUrl: `${fx.url}/gd/rss?collection=all&format=json`, params: { amount: '8' } });
    const gpx = await addSource({ name: 'GPX', provider: 'gamepix', feedUrl: `${fx.url}/gpx/json`, params: { sid: 'X1Y2Z', pagination: '2' } });
    const gen = await addSource({
      name: 'Generic', provider: 'json', feedUrl: `${fx.url}/generic/games`, categoryMap: { unknown: 'board' },
      fieldMapping: { items: 'data.games', nextUrl: 'links.next', id: 'ref.id', title: 'name', url: 'link', description: 'about', thumbnail: 'pic', category: 'kind', tags: 'labels' },
    });

    const task = await crawl({});
    expect(task.status).toBe('COMPLETED');
    expect(task.progress).toMatchObject({ current: 8, total: 8 });
    expect(task.createdBy).toBe('admin');

    // GameMonetize: 43 items over 5 pages, 19 distinct captured games + 2 extras; 2 nulls and 1 without id fail.
    expect(fx.hits.get('/gm/feed.php')).toBe(5);
    const gmDocs = await h.candidates.find({ 'metadata.sourceId': gm.id }).lean();
    expect(gmDocs).toHaveLength(21);
    // GameDistribution: 20 captured + a repeat + one without an Md5, over 3 pages.
    expect(fx.hits.get('/gd/rss')).toBe(3);
    expect(await h.candidates.countDocuments({ 'metadata.sourceId': gd.id })).toBe(20);
    expect(await h.candidates.countDocuments({ 'metadata.sourceId': gpx.id })).toBe(5);
    expect(fx.hits.get('/gpx/json')).toBe(3);
    // Generic: the http-only game is dropped (embeds must be https).
    expect((await h.candidates.find({ 'metadata.sourceId': gen.id }).lean()).map((d) => d.id).sort()).toEqual([`json-${gen.id}-g-1`, `json-${gen.id}-g-2`]);
    expect(task.result).toMatchObject({ success: 48, newCandidates: 48, failed: 5 });
    expect(task.result.errors.join('\n')).toMatch(/item is not an object/);
    expect(task.result.errors.join('\n')).toMatch(/no usable id/);
    expect(task.result.errors.join('\n')).toMatch(/no https URL/);

    const soup = (await h.candidates.findOne({ id: 'gamemonetize-90001' }).lean())!;
    expect(soup).toMatchObject({ name: 'Tag & Soup', status: 'pending', origin: 'CRAWL', source: 'GameMonetize', category: 'casual', tags: [] });
    expect(soup.description).toBe('Jump – dodge. dev');
    expect(soup.crawledAt).toBeInstanceOf(Date);
    // A thumbnail that is not an image: the remote URL stays, the error is recorded.
    expect(soup.image).toBe(`${fx.url}/img/not-image.jpg`);
    expect(soup.metadata).toMatchObject({ thumbnail: null, thumbnailError: expect.stringMatching(/not an image/) });
    const odd = (await h.candidates.findOne({ id: 'gamemonetize-90002' }).lean())!;
    expect(odd).toMatchObject({ category: 'puzzle', tags: ['2D', 'Arcade'] });
    expect(odd.metadata).toMatchObject({ width: null, height: null, thumbnailError: expect.stringMatching(/decodable/) });

    const racer = (await h.candidates.findOne({ id: 'gamemonetize-68203' }).lean())!;
    expect(racer).toMatchObject({ name: 'Dinosaur Shifting Run', category: 'racing', url: 'https://html5.gamemonetize.com/ok4q1z95gioil2getwab0s9atkxovc4x/', tags: ['dino', 'Dinosaur', 'running'] });
    expect(racer.metadata).toMatchObject({ width: 1080, height: 1920, provider: 'gamemonetize', providerId: '68203' });
    expect(racer.image).toMatch(/^\/media\/thumbs\/gamemonetize-68203-320x240\.webp$/);
    const file = path.join(h.mediaRoot, 'thumbs', 'gamemonetize-68203-640x480.webp');
    expect(existsSync(file)).toBe(true);
    expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });

    const entity = await h.candidates.findOne({ description: /&rsquo;|&amp;/ }).lean();
    expect(entity).toBeNull();
    const gdDoc = (await h.candidates.findOne({ id: 'gamedistribution-b56adab8c63e42459be0c12e1245c1de' }).lean())!;
    expect(gdDoc).toMatchObject({ category: 'action', source: 'GameDistribution' });
    expect((await h.candidates.findOne({ id: 'gamepix-GPX0' }).lean())!).toMatchObject({ category: 'match3' });
    expect((await h.candidates.findOne({ id: `json-${gen.id}-g-2` }).lean())!).toMatchObject({ category: 'board' });

    const status = (await api<CrawlerStatus>('GET', '/api/crawler/status')).body;
    expect(status).toMatchObject({ status: 'idle', progress: 0, currentTask: null, totalFound: 48, newCandidates: 48, lastRun: expect.any(String) });
    expect(status.hotKeywords.length).toBeGreaterThan(0);
    expect(status.hotKeywords.length).toBeLessThanOrEqual(8);
    expect(status.recentActivity[0]!.message).toMatch(/Crawl completed/);
    expect(status.recentActivity.length).toBeLessThanOrEqual(10);

    // Again: everything is known, nothing is added.
    const again = await crawl({});
    expect(again.result).toMatchObject({ newCandidates: 0, success: 48 });
    expect(await h.candidates.countDocuments({})).toBe(48);
    const history = (await api<{ tasks: CrawlTask[] }>('GET', '/api/crawler/tasks')).body.tasks;
    expect(history.map((t) => t.id).slice(0, 2)).toEqual([again.id, task.id]);

    for (const s of [gm, gd, gpx, gen]) await api('DELETE', `/api/crawler/sources/${s.id}`);
  });

  it('retries 429 honouring Retry-After and 500 with backoff, and reports the failure modes per source', async () => {
    const src = (name: string, p: string, provider = 'gamemonetize') => addSource({ name, provider, feedUrl: `${fx.url}${p}` });
    const ok429 = await src('429', '/fail/429-then-ok');
    const ok500 = await src('500', '/fail/500-then-ok');
    const down = await src('down', '/fail/500-always');
    const malformed = await src('malformed', '/fail/malformed');
    const shape = await src('shape', '/fail/shape', 'gamepix').catch(() => undefined);
    const shapeGm = await src('shapeGm', '/fail/shape');
    const slow = await src('slow', '/fail/slow');
    const huge = await src('huge', '/fail/huge');
    const privateFeed = await addSource({ name: 'private', provider: 'gamemonetize', feedUrl: 'http://10.1.2.3/feed.php' });
    const metadata = await addSource({ name: 'metadata', provider: 'gamemonetize', feedUrl: 'http://169.254.169.254/latest/' });
    // The same address spelled as IPv6 literals (the URL parser turns the first into [::ffff:a9fe:a9fe]).
    const mapped = await addSource({ name: 'mapped', provider: 'gamemonetize', feedUrl: 'http://[::ffff:169.254.169.254]/latest/' });
    const mappedHex = await addSource({ name: 'mappedHex', provider: 'gamemonetize', feedUrl: 'http://[::ffff:a9fe:a9fe]/latest/' });
    const sixToFour = await addSource({ name: 'sixToFour', provider: 'gamemonetize', feedUrl: 'http://[2002:a9fe:a9fe::1]/latest/' });
    const redirected = await src('redirected', '/fail/redirect-to-metadata');
    expect(shape).toBeUndefined(); // GamePix needs a sid

    const started = Date.now();
    const task = await crawl({ thumbnails: false });
    expect(task.status).toBe('COMPLETED');
    expect(fx.hits.get('/fail/429-then-ok')).toBe(2);
    expect(fx.hits.get('/fail/500-then-ok')).toBe(2);
    expect(fx.hits.get('/fail/500-always')).toBe(3); // 1 + CRAWLER_RETRIES
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000); // Retry-After: 1
    const errors = task.result.errors.join('\n');
    expect(errors).toMatch(/down: HTTP 503/);
    expect(errors).toMatch(/malformed: malformed JSON/);
    expect(errors).toMatch(/shapeGm: GameMonetize feed is not a JSON array/);
    expect(errors).toMatch(/slow: timed out after 1500 ms/);
    expect(errors).toMatch(/huge: response too large/);
    expect(errors).toMatch(/private: 10\.1\.2\.3 is a private or local address/);
    expect(errors).toMatch(/metadata: 169\.254\.169\.254 is a private or local address/);
    expect(errors).toMatch(/mapped: ::ffff:a9fe:a9fe is a private or local address/);
    expect(errors).toMatch(/mappedHex: ::ffff:a9fe:a9fe is a private or local address/);
    expect(errors).toMatch(/sixToFour: 2002:a9fe:a9fe::1 is a private or local address/);
    expect(errors).toMatch(/redirected: ::ffff:a9fe:a9fe is a private or local address/);
    expect(task.result.newCandidates).toBe(6);
    expect(await h.candidates.countDocuments({ 'metadata.sourceId': { $in: [ok429.id, ok500.id] } })).toBe(6);
    for (const s of [ok429, ok500, down, malformed, shapeGm, slow, huge, privateFeed, metadata, mapped, mappedHex, sixToFour, redirected]) await api('DELETE', `/api/crawler/sources/${s.id}`);
  }, 60_000);

  it('refuses a next-page link to a private address spelled as an IPv6 literal', async () => {
    const s = await addSource({
      name: 'nextmeta', provider: 'json', feedUrl: `${fx.url}/fail/next-to-metadata`,
      fieldMapping: { items: 'data.games', nextUrl: 'links.next', id: 'ref.id', title: 'name', url: 'link', description: 'about', thumbnail: 'pic', category: 'kind', tags: 'labels' },
    });
    const task = await crawl({ sources: [s.id], thumbnails: false });
    expect(task.result.errors.join('\n')).toMatch(/nextmeta: 64:ff9b::a9fe:a9fe is a private or local address/);
    await api('DELETE', `/api/crawler/sources/${s.id}`);
  });

  it('fails a crawl whose every source fails, and refuses a host name that resolves to loopback without the loopback allowance', async () => {
    const strict = await h.crawler({ CRAWLER_ALLOW_PRIVATE_HOSTS: 'none', CRAWLER_WORKER_CONCURRENCY: '0' });
    expect(strict.worker).toBeUndefined();
    const s = await addSource({ name: 'local', provider: 'gamemonetize', feedUrl: `${fx.url.replace('127.0.0.1', 'localhost')}/gm/feed.php` });
    // Only the strict instance's client is checked here: its HTTP client refuses the resolved address.
    const client = new HttpClient({ policy: 'none', timeoutMs: 1000, hostConcurrency: 1, retries: 0, retryBaseMs: 1, retryMaxMs: 1 });
    await expect(client.get(`${fx.url.replace('127.0.0.1', 'localhost')}/gm/feed.php`, { maxBytes: 1e6 })).rejects.toThrow(/resolves to a private or local address/);
    const hitsBefore = fx.hits.get('/fail/500-always') ?? 0;
    await api('PUT', `/api/crawler/sources/${s.id}`, { name: 'down', provider: 'gamemonetize', feedUrl: `${fx.url}/fail/500-always` });
    const task = await crawl({ sources: [s.id] });
    expect(task.status).toBe('FAILED');
    expect(fx.hits.get('/fail/500-always')).toBe(hitsBefore + 3);
    await api('DELETE', `/api/crawler/sources/${s.id}`);
  });

  it('answers the running state when started twice, and stops within 2 s on every worker', async () => {
    fx.setSlowDelay(300);
    const s = await addSource({ name: 'slow', provider: 'gamemonetize', feedUrl: `${fx.url}/slow/feed.php`, params: { num: '5' } });
    const first = await api<CrawlerStatus>('POST', '/api/crawler/run', { sources: [s.id], thumbnails: false });
    expect(first.body.status).toBe('running');
    const second = await api<CrawlerStatus>('POST', '/api/crawler/run', {});
    expect(second.body).toMatchObject({ status: 'running', currentTask: first.body.currentTask });
    await until(async () => fx.hits.get('/slow/feed.php') ?? 0, (n) => n >= 2);
    const stopAt = Date.now();
    const stopped = await api<CrawlerStatus>('POST', '/api/crawler/stop');
    expect(stopped.body).toMatchObject({ status: 'idle', progress: 0, currentTask: null });
    const hitsAtStop = fx.hits.get('/slow/feed.php') ?? 0;
    const task = await until(
      async () => (await api<CrawlTask>('GET', `/api/crawler/tasks/${first.body.currentTask}`)).body,
      (t) => t.status !== 'RUNNING',
    );
    expect(task.status).toBe('CANCELLED');
    // The worker let go: no more feed requests after the stop settles.
    await new Promise((r) => setTimeout(r, 1200));
    expect(Date.now() - stopAt).toBeLessThan(4000);
    expect((fx.hits.get('/slow/feed.php') ?? 0) - hitsAtStop).toBeLessThanOrEqual(1);
    const after = await api<CrawlerStatus>('GET', '/api/crawler/status');
    expect(after.body).toMatchObject({ status: 'idle', progress: 0, currentTask: null });
    expect(after.body.recentActivity[0]!.message).toMatch(/stopped/i);
    await api('DELETE', `/api/crawler/sources/${s.id}`);
  });
});
