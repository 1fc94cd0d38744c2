import { createServiceApp, type BuiltService, type ServiceResources } from '@portal/server-kit';
import type { CrawlerConfig } from './config';
import { CrawlerStateStore } from './crawler/crawler-state';
import { crawlerRoutes } from './crawler/crawler.routes';
import { CrawlerService, cancelKey } from './crawler/crawler.service';
import { CrawlWorkerHost } from './crawler/crawl-worker';
import { HttpClient } from './crawler/net/http-client';
import { SharedHostLimiter } from './crawler/net/host-limiter';
import { IngestClient } from './crawler/ingest-client';
import { ThumbnailStore } from './crawler/thumbnails';
import { sourceModel } from './sources/source.model';
import { SourceRepository } from './sources/source.repository';
import { taskModel } from './tasks/task.model';
import { TaskIndex } from './tasks/task-index';
import { TaskRepository } from './tasks/task.repository';

/** The crawler API (any replica) and, unless CRAWLER_WORKER_CONCURRENCY is 0, a crawl worker. */
export async function buildCrawlerApp(res: ServiceResources<CrawlerConfig>): Promise<BuiltService & { worker?: CrawlWorkerHost }> {
  const { config } = res;
  const app = await createServiceApp('crawler-worker', res);
  const sources = new SourceRepository(sourceModel(res.conn));
  const taskIndex = new TaskIndex(taskModel(res.conn), res.redis, app.log);
  const tasks = new TaskRepository(taskModel(res.conn), taskIndex);
  await Promise.all([sources.syncIndexes(), tasks.syncIndexes()]);
  // The history answers from memory once loaded (see server-kit's read-model/replicated-index.ts).
  await taskIndex.start();
  app.addHook('onClose', async () => taskIndex.close());
  // Retention: FerretDB v1 has no TTL indexes, so each replica deletes old tasks itself (idempotent).
  const purgeTasks = () =>
    tasks
      .purgeOlderThan(new Date(Date.now() - config.CRAWLER_TASK_RETENTION_DAYS * 86_400_000))
      .then((n) => n && app.log.info({ deleted: n }, 'old crawl tasks deleted'))
      .catch((err: unknown) => app.log.warn({ err }, 'crawl task retention failed; next try in 6 hours'));
  const firstPurge = setTimeout(() => void purgeTasks(), 60_000).unref();
  const purgeTimer = setInterval(() => void purgeTasks(), 6 * 3_600_000).unref();
  app.addHook('onClose', async () => {
    clearTimeout(firstPurge);
    clearInterval(purgeTimer);
  });
  const state = new CrawlerStateStore(res.redis, `${config.QUEUE_PREFIX}:crawler:state`);
  const prefix = config.QUEUE_PREFIX;
  const crawler = new CrawlerService(res.redis, state, tasks, sources, prefix);
  crawlerRoutes(app, crawler, tasks);
  await crawler.syncAllSchedules(app.log);

  let worker: CrawlWorkerHost | undefined;
  let ingest: IngestClient | undefined;
  if (config.CRAWLER_WORKER_CONCURRENCY > 0) {
    const http = new HttpClient({
      policy: config.CRAWLER_ALLOW_PRIVATE_HOSTS,
      timeoutMs: config.CRAWLER_REQUEST_TIMEOUT_MS,
      hostConcurrency: config.CRAWLER_HOST_CONCURRENCY,
      retries: config.CRAWLER_RETRIES,
      retryBaseMs: config.CRAWLER_RETRY_BASE_MS,
      retryMaxMs: config.CRAWLER_RETRY_MAX_MS,
      // Shared by every worker replica; a lease outlives the longest request.
      limiter: new SharedHostLimiter(res.redis, `${prefix}:crawler:host-slots`, config.CRAWLER_HOST_CONCURRENCY, config.CRAWLER_REQUEST_TIMEOUT_MS + 10_000),
    });
    ingest = new IngestClient(res.redis, prefix);
    await ingest.ready();
    worker = new CrawlWorkerHost(
      res.redis,
      {
        sources,
        tasks,
        state,
        http,
        ingest,
        redis: res.redis,
        log: app.log,
        thumbs: new ThumbnailStore(config.MEDIA_ROOT, http, config.CRAWLER_MAX_IMAGE_BYTES),
        maxFeedBytes: config.CRAWLER_MAX_FEED_BYTES,
        cancelKey: cancelKey(prefix),
      },
      app.log,
      { prefix, concurrency: config.CRAWLER_WORKER_CONCURRENCY, lockDuration: config.CRAWLER_LOCK_MS, stalledInterval: config.CRAWLER_STALLED_CHECK_MS },
    );
    await worker.ready();
  }

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await worker?.close();
      await ingest?.close();
      await crawler.close();
    })());
  // Whoever closes the app (tests, bootService) also closes the worker and queues, once.
  app.addHook('onClose', close);
  return { app, worker, close };
}
