import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { CANDIDATE_INGEST_QUEUE, QUEUE_PREFIX, type CrawlTask, type CrawlerStatus } from '@portal/contracts';
import { SERVICES } from '../launcher/stack';
import { call, readiness, request, startCrashStack, until, type CrashStack } from './crash-stack';
import { startFeedServer, type FeedServer } from './feed-server';

/**
 * Redis stopped under a running crawl and started again on the same port with the same data
 * folder, persisting as `npm start` and docker compose run it (append-only file). The crawl job,
 * its ingest batches and the crawler's state live in Redis: the crawl must complete, each game
 * once, with its task and the crawler's state right, and the services must reconnect by themselves.
 */
jest.setTimeout(120_000);

const GAMES = 3000;

describe('Redis restarted under a running crawl', () => {
  let s: CrashStack;
  let feed: FeedServer;

  beforeAll(async () => {
    feed = await startFeedServer({ games: GAMES, prefix: 'Redis Restart' });
    s = await startCrashStack('redisrestart', { ownBackingServices: true, redisPersistent: true, extraEnv: { CRAWLER_ALLOW_PRIVATE_HOSTS: 'loopback' } });
  });
  afterAll(async () => {
    await s?.stop();
    await feed?.close();
  });

  it('the crawl completes, every game once, task and crawler state right, services ready again', async () => {
    const crawler = s.base('crawler-worker');
    const candidate = s.base('candidate');
    const source = await call<{ id: string }>(`${crawler}/api/crawler/sources`, { body: { name: 'Redis restart feed', provider: 'gamemonetize', feedUrl: feed.feedUrl, params: { num: '500' } } });
    const started = await call<CrawlerStatus>(`${crawler}/api/crawler/run`, { body: { sources: [source.id], thumbnails: false } });
    const taskId = started.currentTask!;
    const crawled = () => call<{ total: number }>(`${candidate}/api/candidates/list?origin=CRAWL&limit=1`).then((r) => r.total);

    // Down while the crawl hands its batches over through Redis (the first one stored, more to come).
    const storedAtStop = await until('the crawl storing its items', crawled, (n) => n > 0, 45_000, 20);
    expect(storedAtStop).toBeLessThan(GAMES);
    expect(await s.stack.hold('redis', 'SIGKILL')).toBe(true);
    const stoppedAt = Date.now();

    // Held down until every service has noticed (its readiness says Redis is unavailable).
    const noticed = await until(
      'every service reporting Redis down',
      () => Promise.all(SERVICES.map((name) => readiness(s.base(name)))),
      (all) => all.every((r) => r.status === 503 && r.checks.redis !== 'ok'),
      20_000,
      100,
    );
    expect(noticed.every((r) => r.checks.mongodb === 'ok')).toBe(true);
    // An admin call during the outage gets a prompt, clean answer (never a hang).
    const duringOutage = await request<{ code?: string }>(`${candidate}/api/candidates/list?limit=1`, { timeoutMs: 15_000 });
    expect(duringOutage).toMatchObject({ kind: 'answer', status: 503, json: { code: 'UNAVAILABLE' } });
    expect(duringOutage.ms).toBeLessThan(5000);
    // Visitors: reads answer from memory; a play (counted against abuse in Redis) is refused promptly.
    const catalogue = s.base('catalogue');
    const visitorRead = await request<{ games?: unknown[] }>(`${catalogue}/api/catalogue/games?limit=5`, { headers: {}, timeoutMs: 15_000 });
    expect(visitorRead).toMatchObject({ kind: 'answer', status: 200 });
    const play = await request<{ code?: string }>(`${catalogue}/api/catalogue/games/1/play`, { body: {}, headers: { 'content-type': 'application/json' }, timeoutMs: 15_000 });
    expect(play).toMatchObject({ kind: 'answer', status: 503, json: { code: 'UNAVAILABLE' } });
    expect(play.ms).toBeLessThan(5000);

    expect(s.stack.resume('redis')).toBe(true);
    const resumedAt = Date.now();
    await until('every service ready again', () => Promise.all(SERVICES.map((name) => readiness(s.base(name)))), (all) => all.every((r) => r.status === 200), 30_000, 100);
    const readyMs = Date.now() - resumedAt;

    const task = await until('the crawl task finished', () => call<CrawlTask>(`${crawler}/api/crawler/tasks/${taskId}`), (t) => t.status !== 'RUNNING', 50_000, 250);
    const finishedMs = Date.now() - resumedAt;
    expect(task.status).toBe('COMPLETED');
    expect(task.result).toMatchObject({ totalFound: GAMES, newCandidates: GAMES, failed: 0 });

    // Every game once, stored whole, counted by the list the admin sees.
    const docs = await s.db('candidate').collection<{ id: string; url: string; status: string }>('candidates').find({ 'metadata.crawlTaskId': taskId }, { projection: { id: 1, url: 1, status: 1 } }).toArray();
    expect(docs).toHaveLength(GAMES);
    expect(new Set(docs.map((d) => d.id)).size).toBe(GAMES);
    expect(new Set(docs.map((d) => d.url)).size).toBe(GAMES);
    expect(docs.every((d) => d.status === 'pending')).toBe(true);
    expect(await crawled()).toBe(GAMES);

    // The crawler's state (kept in Redis) came back and was finished properly.
    const status = await call<CrawlerStatus>(`${crawler}/api/crawler/status`);
    expect(status).toMatchObject({ status: 'idle', currentTask: null, newCandidates: GAMES, totalFound: GAMES });
    // No job lost or left behind: the crawl job finished, no ingest batch waits, runs or failed.
    const redis = new Redis(s.stack.redisUrl, { maxRetriesPerRequest: null });
    const ingest = new Queue(CANDIDATE_INGEST_QUEUE, { connection: redis, prefix: QUEUE_PREFIX });
    const crawls = new Queue('crawl', { connection: redis, prefix: QUEUE_PREFIX });
    try {
      expect(await ingest.getJobCounts('active', 'waiting', 'delayed', 'prioritized', 'failed')).toEqual({ active: 0, waiting: 0, delayed: 0, prioritized: 0, failed: 0 });
      expect(await (await crawls.getJob(taskId))?.getState()).toBe('completed');
    } finally {
      await ingest.close();
      await crawls.close();
      redis.disconnect();
    }
    const redisProc = s.stack.processes().find((p) => p.name === 'redis');
    expect(redisProc).toMatchObject({ state: 'running', restarts: 1 });
    process.stderr.write(
      `[redis restart] stopped with ${storedAtStop}/${GAMES} stored, down ${resumedAt - stoppedAt} ms (until every service reported it); ` +
        `all services ready ${readyMs} ms after the restart, crawl completed ${finishedMs} ms after it; admin call during the outage answered ${duringOutage.ms} ms\n`,
    );
  });
});
