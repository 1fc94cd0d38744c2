import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { CANDIDATE_INGEST_QUEUE, QUEUE_PREFIX, type IngestJob, type InsertResult, type KnownResult } from '@portal/contracts';
import type { App, ServiceResources, BaseConfig } from '@portal/server-kit';
import { candidateModel } from '../candidates/candidate.model';
import type { CatalogueClient } from '../publishing/catalogue-client';
import type { CandidateListIndex } from '../candidates/candidate-list-index';
import { CatalogueUrlKeys } from './catalogue-url-keys';
import type { CandidateDailyStats } from '../stats/candidate-daily.repository';
import { IngestRepository } from './ingest.repository';
import type { CrawlAutoPublisher } from './crawl-auto-publisher';

export interface IngestOptions {
  /** BullMQ key prefix; both sides use QUEUE_PREFIX unless a test isolates itself. */
  prefix?: string;
  concurrency?: number;
  /** Publishes what sources' auto-publish rules flagged (without it, flagged items stay pending). */
  autoPublisher?: CrawlAutoPublisher;
}

/** Starts the consumer of crawled items and returns a closer. */
export function startIngestWorker(redis: Redis, repo: IngestRepository, log: FastifyBaseLogger, opts: IngestOptions = {}): Worker {
  // Flagged items are published by the job that stores them, so a retried job finishes the work.
  const insert = async (data: Extract<IngestJob, { op: 'insert' }>): Promise<InsertResult> => {
    const result = await repo.insert(data.items, new Date(data.crawledAt), data.taskId, data.autoPublishRules);
    if (!opts.autoPublisher || !data.items.some((it) => it.autoPublish)) return result;
    const published = await opts.autoPublisher.publish(data.taskId, data.items, data.autoPublishRules);
    return { ...result, autoPublishedKeys: published.publishedKeys, autoPublishErrors: published.errors };
  };
  const worker = new Worker<IngestJob, KnownResult | InsertResult | number>(
    CANDIDATE_INGEST_QUEUE,
    async (job) => {
      const data = job.data;
      if (data.op === 'known') return repo.known(data.keys, data.urls);
      if (data.op === 'insert') return insert(data);
      if (data.op === 'countTask') return repo.countTask(data.taskId);
      throw new Error(`unknown ingest op ${(data as { op?: string }).op}`);
    },
    // BullMQ duplicates the shared connection for its blocking reads and leaves this one open.
    // A batch takes seconds, yet with BullMQ's default 30 s lock (and 30 s stalled check) a batch
    // whose candidate process died kept its crawl waiting up to a minute; with these it is taken
    // over within about 20 s (a live worker renews its lock every 7.5 s, so never loses it), and a
    // crash looks like a stall, so a batch may stall a few times before it is given up.
    {
      connection: redis,
      prefix: opts.prefix ?? QUEUE_PREFIX,
      concurrency: opts.concurrency ?? 4,
      lockDuration: 15_000,
      stalledInterval: 5_000,
      maxStalledCount: 5,
    },
  );
  worker.on('failed', (job, err) => log.error({ err, jobId: job?.id }, 'ingest job failed'));
  worker.on('error', (err) => log.error({ err }, 'ingest worker error'));
  return worker;
}

/** Registers the ingest consumer on the candidate app; it closes with the app. */
export async function candidateIngest(
  app: App,
  res: ServiceResources<BaseConfig>,
  catalogue: CatalogueClient,
  listIndex: CandidateListIndex,
  opts: IngestOptions = {},
  daily?: CandidateDailyStats,
): Promise<Worker> {
  const gameUrls = new CatalogueUrlKeys(() => catalogue.externalUrlKeys(), app.log);
  const repo = new IngestRepository(candidateModel(res.conn), () => gameUrls.get(), listIndex, daily);
  const worker = startIngestWorker(res.redis, repo, app.log, opts);
  app.addHook('onClose', async () => {
    await worker.close();
  });
  return worker;
}
