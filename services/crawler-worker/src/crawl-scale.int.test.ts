import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { CrawlTask, CrawlerSource, CrawlerStatus } from '@portal/contracts';
import { basicAuth } from '../../../infra/src/test/test-resources';
import { startFixtureServer, type FixtureServer } from './test-support/fixture-server';
import { harness, until, type BuiltCrawler, type Harness } from './test-support/harness';
import { CrawlerStateStore } from './crawler/crawler-state';
import { CrawlJob } from './crawler/crawl-job';

jest.setTimeout(60_000);
const headers = { authorization: basicAuth(), 'x-forwarded-for': '198.51.100.62' };

async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise((r) => srv.close(r));
  return port;
}

describe('crawler workers at scale', () => {
  let fx: FixtureServer;
  let h: Harness;
  let api: BuiltCrawler;
  let child: ChildProcess | undefined;

  const call = async <T>(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object): Promise<T> =>
    (await api.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })).json() as T;

  beforeAll(async () => {
    fx = await startFixtureServer();
    h = await harness();
    // The API replica the admin talks to has no worker of its own.
    api = await h.crawler({ CRAWLER_WORKER_CONCURRENCY: '0' });
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await h.close();
    await fx.close();
  });

  it('two crawls on two workers over the same feed at once store each game once', async () => {
    const w1 = await h.crawler();
    const w2 = await h.crawler();
    const source = await call<CrawlerSource>('POST', '/api/crawler/sources', { name: 'GM', provider: 'gamemonetize', feedUrl: `${fx.url}/gm/feed.php`, params: { num: '7' } });
    // Two pipelines, each with a state of its own (as a scheduled crawl and a manual one on
    // separate deployments would be), racing over the same items into the same pool.
    const runs = [w1, w2].map(async (w, i) => {
      const state = new CrawlerStateStore(h.crawlerRes.redis, `${h.prefix}:race${i}`);
      const taskId = `race-${i}`;
      await state.claim(taskId);
      await w.worker!.deps.tasks.start(taskId, { sources: [source.id] }, 'test');
      return new CrawlJob({ ...w.worker!.deps, state }, taskId, { taskId, options: { sources: [source.id] }, createdBy: 'test' }, new AbortController().signal).run();
    });
    const [a, b] = await Promise.all(runs);
    expect(a!.status).toBe('COMPLETED');
    expect(b!.status).toBe('COMPLETED');
    const docs = await h.candidates.find({ 'metadata.sourceId': source.id }, { id: 1, url: 1 }).lean();
    expect(docs).toHaveLength(21);
    expect(new Set(docs.map((d) => d.url)).size).toBe(21);
    // Between them they created each candidate exactly once.
    expect(a!.newCandidates! + b!.newCandidates!).toBe(21);

    // Through the queue: one job, processed by exactly one of the two workers.
    await h.candidates.deleteMany({});
    const started = await call<CrawlerStatus>('POST', '/api/crawler/run', { sources: [source.id] });
    const task = await until(() => call<CrawlTask>('GET', `/api/crawler/tasks/${started.currentTask}`), (t) => t.status !== 'RUNNING');
    expect(task.result).toMatchObject({ newCandidates: 21 });
    expect(await h.candidates.countDocuments({})).toBe(21);
    await w1.app.close();
    await w1.close?.();
    await w2.app.close();
    await w2.close?.();
    await call('DELETE', `/api/crawler/sources/${source.id}`);
  });

  it('a worker process killed with SIGKILL mid-crawl: another worker takes the job over, nothing lost or duplicated', async () => {
    await h.candidates.deleteMany({});
    fx.setSlowDelay(150);
    const source = await call<CrawlerSource>('POST', '/api/crawler/sources', { name: 'slow', provider: 'gamemonetize', feedUrl: `${fx.url}/slow/feed.php`, params: { num: '5' } });
    const port = await freePort();
    const c = h.crawlerRes.config;
    child = spawn(process.execPath, [path.join(__dirname, '..', 'dist', 'server.js')], {
      env: {
        ...process.env,
        ...h.env,
        PORT: String(port),
        MONGODB_URI: c.MONGODB_URI,
        REDIS_URL: c.REDIS_URL,
        MONGODB_DB: c.MONGODB_DB,
        ADMIN_USER: c.ADMIN_USER,
        ADMIN_PASSWORD_HASH: c.ADMIN_PASSWORD_HASH ?? '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await until(
      () => fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status, () => 0),
      (s) => s === 200,
      20_000,
      100,
    );
    const started = await call<CrawlerStatus>('POST', '/api/crawler/run', { sources: [source.id], thumbnails: false });
    const taskId = started.currentTask!;
    const hitsBefore = fx.hits.get('/slow/feed.php') ?? 0;
    await until(async () => fx.hits.get('/slow/feed.php') ?? 0, (n) => n >= hitsBefore + 4);
    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    child = undefined;
    expect((await call<CrawlTask>('GET', `/api/crawler/tasks/${taskId}`)).status).toBe('RUNNING');

    // A replacement worker: BullMQ finds the job stalled once the dead worker's lock expires.
    await h.crawler();
    const task = await until(() => call<CrawlTask>('GET', `/api/crawler/tasks/${taskId}`), (t) => t.status !== 'RUNNING', 30_000, 200);
    expect(task.status).toBe('COMPLETED');
    expect(task.result).toMatchObject({ totalFound: 150, newCandidates: 150 });
    const docs = await h.candidates.find({}, { id: 1 }).lean();
    expect(docs).toHaveLength(150);
    expect(new Set(docs.map((d) => d.id)).size).toBe(150);
    const status = await call<CrawlerStatus>('GET', '/api/crawler/status');
    expect(status).toMatchObject({ status: 'idle', currentTask: null, newCandidates: 150 });
    expect(status.recentActivity.map((a) => a.message).join('\n')).toMatch(/resumed/);
  });
});
