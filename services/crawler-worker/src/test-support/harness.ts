import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Worker } from 'bullmq';
import pino from 'pino';
import { testResources, type TestResources } from '../../../../infra/src/test/test-resources';
import { candidateModel, type CandidateModel } from '../../../candidate/src/candidates/candidate.model';
import { IngestRepository } from '../../../candidate/src/ingest/ingest.repository';
import { startIngestWorker } from '../../../candidate/src/ingest/ingest.worker';
import { buildCrawlerApp } from '../app';
import { loadCrawlerConfig, type CrawlerConfig } from '../config';

export type BuiltCrawler = Awaited<ReturnType<typeof buildCrawlerApp>>;

export interface Harness {
  prefix: string;
  mediaRoot: string;
  crawlerRes: TestResources<CrawlerConfig>;
  candidateRes: TestResources<{ MONGODB_DB: string } & CrawlerConfig>;
  candidates: CandidateModel;
  ingest: Worker;
  env: Record<string, string>;
  /** Builds one more crawler service instance (API + worker) on the same Redis, DB and queue. */
  crawler: (extraEnv?: Record<string, string>) => Promise<BuiltCrawler>;
  close: () => Promise<void>;
}

/**
 * The crawler service with its real neighbours: the run's MongoDB-wire server and Redis, the
 * candidate service's ingest consumer on a database of its own, and a queue prefix of its own
 * so test files never take each other's jobs.
 */
export async function harness(extraEnv: Record<string, string> = {}): Promise<Harness> {
  const prefix = `t${randomBytes(4).toString('hex')}`;
  const mediaRoot = mkdtempSync(path.join(os.tmpdir(), 'crawler-media-'));
  const env: Record<string, string> = {
    QUEUE_PREFIX: prefix,
    MEDIA_ROOT: mediaRoot,
    CRAWLER_ALLOW_PRIVATE_HOSTS: 'loopback',
    CRAWLER_REQUEST_TIMEOUT_MS: '1500',
    CRAWLER_RETRIES: '2',
    CRAWLER_RETRY_BASE_MS: '50',
    CRAWLER_RETRY_MAX_MS: '5000',
    CRAWLER_MAX_FEED_BYTES: String(1024 * 1024),
    CRAWLER_LOCK_MS: '2000',
    CRAWLER_STALLED_CHECK_MS: '1000',
    ...extraEnv,
  };
  const crawlerRes = await testResources('crawler', loadCrawlerConfig, env);
  const candidateRes = await testResources('candidate', loadCrawlerConfig, env);
  const candidates = candidateModel(candidateRes.conn);
  await candidates.syncIndexes();
  const ingest = startIngestWorker(candidateRes.redis, new IngestRepository(candidates), pino({ level: 'silent' }), { prefix });
  await ingest.waitUntilReady();
  const built: BuiltCrawler[] = [];
  return {
    prefix,
    mediaRoot,
    crawlerRes,
    candidateRes,
    candidates,
    ingest,
    env,
    crawler: async (more = {}) => {
      const config = loadCrawlerConfig({ ...crawlerEnv(crawlerRes.config), ...env, ...more });
      const b = await buildCrawlerApp({ ...crawlerRes, config });
      built.push(b);
      return b;
    },
    close: async () => {
      for (const b of built) {
        await b.app.close();
        await b.close?.();
      }
      await ingest.close();
      const keys = await crawlerRes.redis.keys(`${prefix}:*`);
      if (keys.length) await crawlerRes.redis.del(...keys);
      await crawlerRes.cleanup();
      await candidateRes.cleanup();
      rmSync(mediaRoot, { recursive: true, force: true });
    },
  };
}

function crawlerEnv(c: CrawlerConfig): Record<string, string> {
  return {
    MONGODB_URI: c.MONGODB_URI,
    REDIS_URL: c.REDIS_URL,
    MONGODB_DB: c.MONGODB_DB,
    PORT: '0',
    ADMIN_USER: c.ADMIN_USER,
    ADMIN_PASSWORD_HASH: c.ADMIN_PASSWORD_HASH ?? '',
    LOG_LEVEL: 'silent',
  };
}

export async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 15_000, stepMs = 50): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`condition not met in ${timeoutMs} ms; last value ${JSON.stringify(v)?.slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
