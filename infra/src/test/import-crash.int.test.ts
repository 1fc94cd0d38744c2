import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { CANDIDATE_INGEST_QUEUE, QUEUE_PREFIX, type CrawlTask, type CrawlerStatus, type ImportReport } from '@portal/contracts';
import { basicAuth } from './test-resources';
import { call, readiness, request, startCrashStack, until, type CrashStack } from './crash-stack';
import { startFeedServer, type FeedServer } from './feed-server';

/**
 * The candidate service, which runs every import (CSV and JSON batches in the request, crawled
 * items from the ingest queue), SIGKILLed in the middle of one. After the supervisor restarts it,
 * every row is a candidate exactly once, none is left half-imported, and the import's job (the
 * crawl task) finishes instead of hanging on a batch that died with the process.
 */
jest.setTimeout(120_000);

interface CandidateDocView {
  id: string;
  url: string;
  status: string;
  publishIntent?: unknown;
}

describe('the candidate service killed in the middle of an import', () => {
  let s: CrashStack;
  let feed: FeedServer;

  beforeAll(async () => {
    feed = await startFeedServer({ games: 3000, prefix: 'Ingest Crash' });
    // A Redis of its own: the crawler's state and the ingest queue are per deployment, and this
    // stack must not share them with other tests' stacks on the run's Redis.
    s = await startCrashStack('importcrash', { ownBackingServices: true, extraEnv: { CRAWLER_ALLOW_PRIVATE_HOSTS: 'loopback' } });
  });
  afterAll(async () => {
    await s?.stop();
    await feed?.close();
  });

  const waitReady = (what: string) => until(`${what} ready again`, () => readiness(s.base('candidate')), (r) => r.status === 200, 30_000, 100);

  it('a 5,000-row CSV: the upload fails at once, and sending the same file again leaves each row a candidate exactly once', async () => {
    const N = 5000;
    const csv =
      'name,url,category,source,description,tags\n' +
      Array.from({ length: N }, (_, i) => `Csv Crash ${i},https://games.example/csv-crash/${i}/,puzzle,CsvCrash,"Row ${i}, imported from a spreadsheet","puzzle,csv"`).join('\n');
    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'games.csv');
      const started = Date.now();
      try {
        const r = await fetch(`${s.base('candidate')}/api/candidates/import/csv`, { method: 'POST', headers: { authorization: basicAuth(), 'x-requested-with': 'crash-test' }, body: form, signal: AbortSignal.timeout(60_000) });
        return { status: r.status, report: (await r.json()) as ImportReport, ms: Date.now() - started };
      } catch (e) {
        return { error: String((e as { cause?: { code?: string } }).cause?.code ?? e), ms: Date.now() - started };
      }
    };
    const candidates = s.db('candidate').collection<CandidateDocView & { source: string }>('candidates');
    const before = await candidates.estimatedDocumentCount();

    const first = upload();
    // Killed as soon as the first rows reach the database: the import is being stored.
    await until('rows arriving', () => candidates.estimatedDocumentCount(), (n) => n > before, 30_000, 10);
    expect(s.stack.kill('candidate', 'SIGKILL')).toBe(true);
    const killedAt = Date.now();
    const failed = await first;
    // No answer, and no hang either: the connection closes with the process.
    expect(failed).toMatchObject({ error: expect.any(String) });
    expect(Date.now() - killedAt).toBeLessThan(5000);
    await waitReady('candidate');
    const recoveryMs = Date.now() - killedAt;

    // What the interrupted import stored: whole rows, each once, none in an intermediate state.
    const stored = await candidates.find({ source: 'CsvCrash' }, { projection: { id: 1, url: 1, status: 1, publishIntent: 1 } }).toArray();
    expect(new Set(stored.map((d) => d.url)).size).toBe(stored.length);
    expect(stored.every((d) => d.status === 'pending' && !d.publishIntent)).toBe(true);

    // The admin sends the file again: the rows already in are named, the rest imported.
    const again = await upload();
    expect(again).toMatchObject({ status: 200 });
    const report = (again as { report: ImportReport }).report;
    expect({ total: report.total, success: report.success, failed: report.failed }).toEqual({ total: N, success: N - stored.length, failed: stored.length });
    expect(report.errors.filter((e) => !/^Game \d+: Game with same name\/URL already exists$/.test(e)).slice(0, 5)).toEqual([]);

    const all = await candidates.find({ source: 'CsvCrash' }, { projection: { id: 1, url: 1, status: 1, publishIntent: 1 } }).toArray();
    expect(all).toHaveLength(N);
    expect(new Set(all.map((d) => d.url)).size).toBe(N);
    expect(new Set(all.map((d) => d.id)).size).toBe(N);
    expect(all.every((d) => d.status === 'pending' && !d.publishIntent)).toBe(true);
    const listed = await call<{ total: number }>(`${s.base('candidate')}/api/candidates/list?source=CsvCrash&limit=1`);
    expect(listed.total).toBe(N);
    process.stderr.write(`[import crash] CSV of ${N}: killed with ${stored.length} rows stored (the database finishes the insert it was sent), service ready ${recoveryMs} ms after the kill, the second upload imported ${report.success} and named ${report.failed} as already there\n`);
  });

  it('a crawl storing 3,000 games: the ingest batch that died with the process is taken over, the task completes, each game once', async () => {
    const crawler = s.base('crawler-worker');
    const candidate = s.base('candidate');
    const source = await call<{ id: string }>(`${crawler}/api/crawler/sources`, { body: { name: 'Ingest crash feed', provider: 'gamemonetize', feedUrl: feed.feedUrl, params: { num: '500' } } });
    const started = await call<CrawlerStatus>(`${crawler}/api/crawler/run`, { body: { sources: [source.id], thumbnails: false } });
    const taskId = started.currentTask!;
    expect(taskId).toBeTruthy();
    const crawled = () => call<{ total: number }>(`${candidate}/api/candidates/list?origin=CRAWL&limit=1`).then((r) => r.total);

    // Killed once the first batch is stored and while the others are on their way.
    const storedAtKill = await until('the crawl storing its items', crawled, (n) => n > 0, 45_000, 20);
    expect(storedAtKill).toBeLessThan(3000);
    expect(s.stack.kill('candidate', 'SIGKILL')).toBe(true);
    const killedAt = Date.now();

    const task = await until(
      'the crawl task finished',
      () => call<CrawlTask>(`${crawler}/api/crawler/tasks/${taskId}`),
      (t) => t.status !== 'RUNNING',
      55_000,
      250,
    );
    const finishedMs = Date.now() - killedAt;
    expect(task.status).toBe('COMPLETED');
    expect(task.result).toMatchObject({ totalFound: 3000, newCandidates: 3000, failed: 0 });

    const docs = await s.db('candidate').collection<CandidateDocView>('candidates').find({ 'metadata.crawlTaskId': taskId }, { projection: { id: 1, url: 1, status: 1, publishIntent: 1 } }).toArray();
    expect(docs).toHaveLength(3000);
    expect(new Set(docs.map((d) => d.id)).size).toBe(3000);
    expect(new Set(docs.map((d) => d.url)).size).toBe(3000);
    expect(docs.every((d) => d.status === 'pending' && !d.publishIntent)).toBe(true);
    expect(await crawled()).toBe(3000);
    const status = await call<CrawlerStatus>(`${crawler}/api/crawler/status`);
    expect(status).toMatchObject({ status: 'idle', currentTask: null, newCandidates: 3000 });

    // Nothing left on the ingest queue: no batch waiting, running or given up.
    const redis = new Redis(s.stack.redisUrl, { maxRetriesPerRequest: null });
    const queue = new Queue(CANDIDATE_INGEST_QUEUE, { connection: redis, prefix: QUEUE_PREFIX });
    try {
      expect(await queue.getJobCounts('active', 'waiting', 'delayed', 'prioritized', 'failed')).toEqual({ active: 0, waiting: 0, delayed: 0, prioritized: 0, failed: 0 });
    } finally {
      await queue.close();
      redis.disconnect();
    }
    expect(s.stack.processes().find((p) => p.name === 'candidate')).toMatchObject({ state: 'running', restarts: 2 });
    process.stderr.write(`[import crash] crawl of 3000: killed with ${storedAtKill} stored, task completed ${finishedMs} ms after the kill\n`);
  });
});
