import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { StringEnum } from '@portal/contracts';
import { BaseConfigProperties, loadConfig } from '@portal/server-kit';

export const CrawlerConfigProperties = {
  ...BaseConfigProperties,
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4103 }),
  MONGODB_DB: Type.String({ default: 'portal_crawler' }),
  /** Where thumbnails are written (MEDIA_ROOT/thumbs), served by the gateway at /media/. */
  MEDIA_ROOT: Type.String({ default: path.resolve('.data', 'media') }),
  /** Feeds and images on private networks: none (default), loopback only (tests, local fixtures), or all. */
  CRAWLER_ALLOW_PRIVATE_HOSTS: StringEnum(['none', 'loopback', 'all'], { default: 'none' }),
  CRAWLER_REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 15_000 }),
  /** Largest feed page accepted (bytes); GameMonetize's full feed is about 4 MB. */
  CRAWLER_MAX_FEED_BYTES: Type.Integer({ minimum: 1024, default: 20 * 1024 * 1024 }),
  CRAWLER_MAX_IMAGE_BYTES: Type.Integer({ minimum: 1024, default: 5 * 1024 * 1024 }),
  /** Requests in flight per host, from one worker. */
  CRAWLER_HOST_CONCURRENCY: Type.Integer({ minimum: 1, maximum: 64, default: 4 }),
  /** Retries of a request answered 429/5xx or failing on the network. */
  CRAWLER_RETRIES: Type.Integer({ minimum: 0, maximum: 10, default: 3 }),
  CRAWLER_RETRY_BASE_MS: Type.Integer({ minimum: 1, default: 500 }),
  /** Longest wait honoured from Retry-After (or backoff) before giving up on a request. */
  CRAWLER_RETRY_MAX_MS: Type.Integer({ minimum: 1, default: 30_000 }),
  /** Crawl jobs run at once by this process (0: API only, no worker). */
  CRAWLER_WORKER_CONCURRENCY: Type.Integer({ minimum: 0, maximum: 16, default: 1 }),
  /** BullMQ job lock: a worker killed mid-job loses its lock after this and another worker takes the job. */
  CRAWLER_LOCK_MS: Type.Integer({ minimum: 500, default: 30_000 }),
  CRAWLER_STALLED_CHECK_MS: Type.Integer({ minimum: 200, default: 15_000 }),
  /** Crawl tasks older than this are deleted (checked every 6 hours); bounds the history and its in-memory read model. */
  CRAWLER_TASK_RETENTION_DAYS: Type.Integer({ minimum: 1, default: 180 }),
  /** BullMQ key prefix (the candidate service consumes the ingest queue under the same prefix). */
  QUEUE_PREFIX: Type.String({ minLength: 1, default: 'portal' }),
};

export type CrawlerConfig = ReturnType<typeof loadCrawlerConfig>;
export const loadCrawlerConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(CrawlerConfigProperties, env);
