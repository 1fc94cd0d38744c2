import type { CrawlTask, CrawlTaskList, CrawlerSource, CrawlerSourceList, CrawlerStatus, SchedulePreview } from '@portal/contracts';
import { basicAuth } from '../../../infra/src/test/test-resources';
import { startFixtureServer, type FixtureServer } from './test-support/fixture-server';
import { harness, until, type BuiltCrawler, type Harness } from './test-support/harness';
import { checkSchedule } from './schedule/cron-check';
import { taskModel } from './tasks/task.model';
import { TaskRepository } from './tasks/task.repository';

jest.setTimeout(45_000);
const headers = { authorization: basicAuth(), 'x-forwarded-for': '198.51.100.62' };

/** The routes behind the crawler screen: schedules, source cards, and the task history. */
describe('crawler screen routes', () => {
  let fx: FixtureServer;
  let h: Harness;
  let svc: BuiltCrawler;

  const api = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, app = svc.app): Promise<{ status: number; body: T }> => {
    const r = await app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
    return { status: r.statusCode, body: r.json() as T };
  };
  const listed = async (id: string) => (await api<CrawlerSourceList>('GET', '/api/crawler/sources')).body.sources.find((s) => s.id === id);
  const input = (s: CrawlerSource) => {
    const { id: _id, createdAt: _c, updatedAt: _u, lastRun: _l, ...rest } = s;
    return rest;
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

  it('previews a schedule: its next three runs in the zone, or a 400 saying what is wrong', async () => {
    const before = Date.now();
    const ok = await api<SchedulePreview>('GET', `/api/crawler/schedule-preview?cron=${encodeURIComponent('30 3 * * *')}&timezone=Asia/Tokyo`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ cron: '30 3 * * *', timezone: 'Asia/Tokyo' });
    expect(ok.body.nextRuns).toHaveLength(3);
    const times = ok.body.nextRuns.map((t) => new Date(t).getTime());
    expect(times[0]).toBeGreaterThan(before);
    expect(times[1]! - times[0]!).toBe(86_400_000);
    // 03:30 in Tokyo (UTC+9, no summer time) is 18:30 UTC.
    expect(ok.body.nextRuns[0]).toMatch(/T18:30:00\.000Z$/);

    const bad = async (cron: string, tz = 'UTC') => api<{ message: string; code: string }>('GET', `/api/crawler/schedule-preview?cron=${encodeURIComponent(cron)}&timezone=${encodeURIComponent(tz)}`);
    expect((await bad('99 * * * *')).body).toEqual({ message: expect.stringMatching(/^Invalid schedule "99 \* \* \* \*": .*0-59/), code: 'INVALID_SCHEDULE' });
    expect((await bad('0 * * * *', 'Mars/Olympus')).body).toEqual({ message: 'Unknown time zone "Mars/Olympus"', code: 'INVALID_SCHEDULE' });
    expect((await bad('*/10 * * * * *')).body).toMatchObject({ message: expect.stringMatching(/more often than once a minute/), code: 'INVALID_SCHEDULE' });
    expect((await bad('0 *')).status).toBe(400);
    // The query's schema: no cron at all.
    expect((await api('GET', '/api/crawler/schedule-preview')).status).toBe(400);
  });

  it('saves only valid schedules and zones, and lists each source with the next run its scheduler planned', async () => {
    const base = { name: 'Sched', provider: 'gamemonetize', feedUrl: `${fx.url}/gm/feed.php` };
    for (const wrong of [{ schedule: '61 * * * *' }, { schedule: '0 * * * *', timezone: 'Nowhere/City' }, { timezone: 'Nowhere/City' }, { schedule: '* * * * * *' }]) {
      const r = await api<{ message: string; code: string }>('POST', '/api/crawler/sources', { ...base, ...wrong });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('INVALID_SCHEDULE');
    }
    expect((await api<CrawlerSourceList>('GET', '/api/crawler/sources')).body.sources).toEqual([]);

    const created = await api<CrawlerSource>('POST', '/api/crawler/sources', { ...base, schedule: '0 */6 * * *', timezone: 'Europe/Berlin' });
    expect(created.status).toBe(201);
    const s = created.body;
    expect(s).toMatchObject({ schedule: '0 */6 * * *', timezone: 'Europe/Berlin', lastRun: null });
    const expected = checkSchedule('0 */6 * * *', 'Europe/Berlin')[0]!.toISOString();
    expect((await listed(s.id))!.nextRunAt).toBe(expected);
    expect((await api<{ nextRunAt: string }>('GET', `/api/crawler/sources/${s.id}`)).body.nextRunAt).toBe(expected);

    // A bad change is refused and leaves the source and its scheduler as they were.
    const refused = await api<{ code: string }>('PUT', `/api/crawler/sources/${s.id}`, { ...input(s), schedule: '0 0 31 2 *' });
    expect(refused).toMatchObject({ status: 400, body: { code: 'INVALID_SCHEDULE' } });
    expect(await listed(s.id)).toMatchObject({ schedule: '0 */6 * * *', nextRunAt: expected });

    // Disabled: no scheduler, no next run.
    await api('PUT', `/api/crawler/sources/${s.id}`, { ...input(s), enabled: false });
    expect(await listed(s.id)).toMatchObject({ enabled: false, nextRunAt: null });
    expect(await svc.app.inject({ url: '/api/crawler/sources', headers: {} }).then((r) => r.statusCode)).toBe(401);
    await api('DELETE', `/api/crawler/sources/${s.id}`);
  });

  it('runs a scheduled source on its own, records the run on the source and plans the next one', async () => {
    // A seconds-precise pattern a few seconds ahead, due once an hour after that.
    const at = new Date(Date.now() + 4_000);
    const cron = `${at.getUTCSeconds()} ${at.getUTCMinutes()} * * * *`;
    const s = (await api<CrawlerSource>('POST', '/api/crawler/sources', { name: 'Timed GPX', provider: 'gamepix', feedUrl: `${fx.url}/gpx/json`, params: { sid: 'X1Y2Z' }, schedule: cron })).body;
    const planned = (await listed(s.id))!.nextRunAt!;
    expect(Math.abs(new Date(planned).getTime() - at.getTime())).toBeLessThan(1000);

    const ran = await until(
      () => listed(s.id),
      (x) => x?.lastRun?.status === 'COMPLETED',
      20_000,
      200,
    );
    expect(ran!.lastRun).toMatchObject({ status: 'COMPLETED', createdBy: 'schedule', found: 5, created: 5, failed: 0, autoPublished: 0 });
    expect(ran!.lastRun!.durationMs).toBeGreaterThanOrEqual(0);
    expect(new Date(ran!.nextRunAt!).getTime()).toBeGreaterThan(at.getTime() + 3_000_000);
    const history = (await api<CrawlTaskList>('GET', `/api/crawler/tasks?sourceId=${s.id}`)).body;
    expect(history.total).toBe(1);
    expect(history.tasks[0]).toMatchObject({ id: ran!.lastRun!.taskId, createdBy: 'schedule', status: 'COMPLETED', sourceIds: [s.id] });
    await api('DELETE', `/api/crawler/sources/${s.id}`);
  });

  it('keeps each failure of a crawl with its step, item and reason, and shows live progress with counts', async () => {
    const s = (await api<CrawlerSource>('POST', '/api/crawler/sources', { name: 'GM fails', provider: 'gamemonetize', feedUrl: `${fx.url}/gm/feed.php`, params: { num: '10' } })).body;
    const started = (await api<CrawlerStatus>('POST', '/api/crawler/run', { sources: [s.id] })).body;
    expect(started).toMatchObject({ status: 'running', sources: [s.id] });
    const seen: CrawlerStatus[] = [];
    const task = await until(
      async () => {
        seen.push((await api<CrawlerStatus>('GET', '/api/crawler/status')).body);
        return (await api<CrawlTask>('GET', `/api/crawler/tasks/${started.currentTask}`)).body;
      },
      (t) => t.status !== 'RUNNING',
      30_000,
      20,
    );
    expect(task.status).toBe('COMPLETED');
    // Some poll caught a step with a known amount of work.
    expect(seen.some((st) => st.status === 'running' && typeof st.stepTotal === 'number' && st.stepTotal > 0 && typeof st.stepDone === 'number')).toBe(true);
    const failures = task.failures!;
    expect(failures).toEqual(
      expect.arrayContaining([
        { step: 'parseItems', source: 'GM fails', item: 'No id here', reason: expect.stringMatching(/no usable id/) },
        { step: 'fetchThumbnails', source: 'GM fails', item: 'Tag & Soup', reason: expect.stringMatching(/not an image/) },
        { step: 'fetchThumbnails', source: 'GM fails', item: 'Odd Numbers', reason: expect.stringMatching(/decodable/) },
      ]),
    );
    expect(failures.filter((f) => f.step === 'parseItems')).toHaveLength(task.result.failed);
    // The list rows leave the failure list out; the source card has the run.
    const row = (await api<CrawlTaskList>('GET', `/api/crawler/tasks?sourceId=${s.id}`)).body.tasks[0]!;
    expect(row.id).toBe(task.id);
    expect(row.failures).toBeUndefined();
    expect((await listed(s.id))!.lastRun).toMatchObject({ taskId: task.id, status: 'COMPLETED', found: task.result.success, created: task.result.newCandidates, failed: task.result.failed });
    expect((await api('GET', '/api/crawler/tasks/nope')).body).toEqual({ message: 'Task not found', code: 'NOT_FOUND' });
    await api('DELETE', `/api/crawler/sources/${s.id}`);
  });

  it('filters and pages the history from memory exactly as the database would', async () => {
    // Seeded behind the service's back, then read by a replica that loads them at start.
    const day = (d: number, h = 12) => new Date(Date.UTC(2025, 0, d, h));
    const statuses = ['COMPLETED', 'FAILED', 'CANCELLED'] as const;
    const docs = Array.from({ length: 45 }, (_, i) => ({
      _id: `seed-${String(i).padStart(2, '0')}`,
      id: `seed-${String(i).padStart(2, '0')}`,
      type: 'CRAWL',
      status: statuses[i % 3],
      sourceId: i % 5 === 0 ? null : `src${i % 2}`,
      sourceIds: i % 5 === 0 ? ['src0', 'src1'] : [`src${i % 2}`],
      options: {},
      progress: { current: 8, total: 8, message: 'done' },
      result: { success: i, failed: i % 4, errors: [] },
      failures: [{ step: 'parseItems', source: 'S', item: `item ${i}`, reason: 'bad' }],
      startedAt: day(1 + (i % 15), i % 24),
      completedAt: day(1 + (i % 15), (i % 24) + 0),
      createdBy: i % 2 ? 'schedule' : 'admin',
    }));
    await h.crawlerRes.conn.collection('crawler_tasks').insertMany(docs as never[]);
    const replica = await h.crawler({ CRAWLER_WORKER_CONCURRENCY: '0' });
    const reference = new TaskRepository(taskModel(h.crawlerRes.conn));
    const queries = [
      'page=1&limit=10',
      'page=3&limit=10',
      'sourceId=src0',
      'sourceId=src1&status=FAILED',
      'status=CANCELLED&page=2&limit=5',
      'from=2025-01-05&to=2025-01-09',
      'from=2025-01-03T06:00:00Z&to=2025-01-03T23:00:00%2B02:00&sourceId=src1',
    ];
    for (const q of queries) {
      const got = await api<CrawlTaskList>('GET', `/api/crawler/tasks?${q}`, undefined, replica.app);
      expect(got.status).toBe(200);
      const params = Object.fromEntries(new URLSearchParams(q));
      const want = await reference.listFromDatabase({ page: 1, limit: 20, ...params, ...(params.page ? { page: Number(params.page) } : {}), ...(params.limit ? { limit: Number(params.limit) } : {}) } as never);
      const seeded = (ids: CrawlTask[]) => ids.map((t) => t.id).filter((id) => id.startsWith('seed-'));
      expect(seeded(got.body.tasks)).toEqual(seeded(want.tasks));
      expect(got.body.tasks.every((t) => t.failures === undefined)).toBe(true);
    }
    const src0 = (await api<CrawlTaskList>('GET', '/api/crawler/tasks?sourceId=src0&limit=100', undefined, replica.app)).body;
    // Tasks of both sources count for each (every fifth seed crawled both).
    expect(src0.total).toBe(docs.filter((d) => d.sourceIds.includes('src0')).length);
    expect(src0).toMatchObject({ page: 1, limit: 100 });
    const range = (await api<CrawlTaskList>('GET', '/api/crawler/tasks?from=2025-01-05&to=2025-01-09&limit=100', undefined, replica.app)).body;
    expect(range.total).toBe(docs.filter((d) => d.startedAt >= day(5, 0) && d.startedAt < day(9, 0)).length);
    expect(range.tasks.map((t) => t.startedAt)).toEqual([...range.tasks.map((t) => t.startedAt)].sort().reverse());

    // Old tasks saved with a generated _id are still found one by one.
    await h.crawlerRes.conn.collection('crawler_tasks').insertOne({ id: 'legacy-1', type: 'CRAWL', status: 'COMPLETED', sourceId: null, options: {}, progress: { current: 8, total: 8, message: '' }, result: { success: 1, failed: 0, errors: [] }, startedAt: day(20), completedAt: day(20), createdBy: 'admin' });
    expect((await api<CrawlTask>('GET', '/api/crawler/tasks/legacy-1', undefined, replica.app)).body).toMatchObject({ id: 'legacy-1', failures: [] });

    for (const bad of ['status=DONE', 'from=yesterday', 'from=2025-02-30', 'from=2025-01-09&to=2025-01-05', 'limit=1000', 'page=0', 'sourceId=a%20b']) {
      const r = await api<{ message: string }>('GET', `/api/crawler/tasks?${bad}`, undefined, replica.app);
      expect({ bad, status: r.status }).toEqual({ bad, status: 400 });
      expect(typeof r.body.message).toBe('string');
    }
  });
});
