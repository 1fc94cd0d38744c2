import type { App } from '@portal/server-kit';
import { basicAuth, testResources, type TestResources } from '../../../infra/src/test/test-resources';
import { buildCrawlerApp } from './app';
import { loadCrawlerConfig, type CrawlerConfig } from './config';

describe('crawler status', () => {
  let res: TestResources<CrawlerConfig>;
  let built: Awaited<ReturnType<typeof buildCrawlerApp>>;
  let app: App;
  let key: string;
  const headers = { authorization: basicAuth(), 'x-forwarded-for': '198.51.100.60' };

  beforeAll(async () => {
    // API only (no worker), under a queue prefix of its own.
    res = await testResources('crawler', loadCrawlerConfig, { QUEUE_PREFIX: `status${process.pid}`, CRAWLER_WORKER_CONCURRENCY: '0' });
    key = `${res.config.QUEUE_PREFIX}:crawler:state`;
    built = await buildCrawlerApp(res);
    app = built.app;
    await res.redis.del(key);
  });
  afterAll(async () => {
    await res.redis.del(key);
    await app.close();
    await built.close?.();
    await res.cleanup();
  });

  it('is idle with nothing found before any crawl', async () => {
    const r = await app.inject({ url: '/api/crawler/status', headers });
    expect(r.json()).toEqual({ status: 'idle', progress: 0, totalFound: 0, newCandidates: 0, currentTask: null, lastRun: null, recentActivity: [], hotKeywords: [], step: null, stepMessage: null, stepDone: null, stepTotal: null, sources: null });
  });

  it('reads the state every replica shares from Redis', async () => {
    await res.redis.set(key, JSON.stringify({ status: 'running', progress: 3, currentTask: 'task-1' }));
    expect((await app.inject({ url: '/api/crawler/status', headers })).json()).toMatchObject({ status: 'running', progress: 3, currentTask: 'task-1', totalFound: 0 });
  });

  it('needs admin credentials for every crawler route', async () => {
    for (const [method, url] of [['GET', '/api/crawler/status'], ['POST', '/api/crawler/run'], ['POST', '/api/crawler/stop'], ['GET', '/api/crawler/sources'], ['GET', '/api/crawler/tasks'], ['GET', '/api/crawler/tasks/x'], ['GET', '/api/crawler/schedule-preview?cron=0+*+*+*+*']] as const) {
      expect((await app.inject({ method, url, headers: { 'x-forwarded-for': '198.51.100.60' } })).statusCode).toBe(401);
    }
  });
});
