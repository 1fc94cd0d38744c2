import multipart from '@fastify/multipart';
import { QUEUE_PREFIX } from '@portal/contracts';
import { createServiceApp, KeyedWriteLock, operationLogHook, type BuiltService, type ServiceResources } from '@portal/server-kit';
import type { CandidateConfig } from './config';
import { candidateModel } from './candidates/candidate.model';
import { CandidateRepository } from './candidates/candidate.repository';
import { candidateRoutes } from './candidates/candidate.routes';
import { CandidateService } from './candidates/candidate.service';
import { CatalogueClient, type FetchLike } from './publishing/catalogue-client';
import { GamePublisher } from './publishing/game-publisher';
import { operationLogModel } from './operation-logs/operation-log.model';
import { OperationLogRepository } from './operation-logs/operation-log.repository';
import { operationLogRoutes } from './operation-logs/operation-log.routes';
import { FieldConfigRepository } from './fields/field-config.repository';
import { fieldConfigRoutes } from './fields/field-config.routes';
import { ExternalImportService } from './imports/external-import.service';
import { importRoutes } from './imports/import.routes';
import { LocalGameFiles } from './local-games/local-game-files';
import { LocalGamesService } from './local-games/local-games.service';
import { localGameRoutes } from './local-games/local-games.routes';
import { parseScanRoots } from './local-games/scan-roots';
import path from 'node:path';
import { candidateIngest } from './ingest/ingest.worker';
import { CrawlAutoPublisher } from './ingest/crawl-auto-publisher';
import { CandidateListIndex } from './candidates/candidate-list-index';
import { CandidateLocks } from './candidates/candidate-lock';
import { PublishJobRepository } from './bulk-publish/publish-job.repository';
import { BulkPublisher } from './bulk-publish/bulk-publish.worker';
import { bulkPublishRoutes } from './bulk-publish/bulk-publish.routes';
import { OperationLogIndex } from './operation-logs/operation-log-index';
import { CandidateDailyStats } from './stats/candidate-daily.repository';
import { candidateStatsRoutes } from './stats/candidate-stats.routes';

export interface CandidateAppOptions {
  /** Replaces fetch for calls to the catalogue (tests simulate lost answers and crashes). */
  catalogueFetch?: FetchLike;
  /** BullMQ key prefix of the bulk publish queue (tests isolate themselves). */
  queuePrefix?: string;
  /** BullMQ key prefix of the crawl ingest queue (QUEUE_PREFIX, as the crawler uses; tests isolate themselves). */
  ingestPrefix?: string;
}

export interface CandidateApp extends BuiltService {
  service: CandidateService;
  /** The in-memory list indexes (the bench reloads them after seeding behind their back). */
  listIndexes: { candidates: CandidateListIndex; logs: OperationLogIndex };
  bulk: BulkPublisher;
}

export async function buildCandidateApp(res: ServiceResources<CandidateConfig>, opts: CandidateAppOptions = {}): Promise<CandidateApp> {
  const app = await createServiceApp('candidate', res);
  const cfg = res.config;
  const logIndex = new OperationLogIndex(operationLogModel(res.conn), res.redis, app.log);
  const logs = new OperationLogRepository(operationLogModel(res.conn), logIndex);
  operationLogHook(app, (entry) => logs.record(entry));
  await app.register(multipart, { limits: { files: 1, fields: 10, fileSize: cfg.UPLOAD_MAX_BYTES } });

  const listIndex = new CandidateListIndex(candidateModel(res.conn), res.redis, app.log);
  const daily = new CandidateDailyStats(res.conn, new KeyedWriteLock(res.redis, `${cfg.MONGODB_DB}:candidate-day-lock`), app.log);
  const repo = new CandidateRepository(candidateModel(res.conn), listIndex, new CandidateLocks(res.redis, cfg.MONGODB_DB), daily);
  const fields = new FieldConfigRepository(res.conn);
  await Promise.all([repo.syncIndexes(), logs.syncIndexes(), fields.syncIndexes()]);
  // Admin lists answer from memory once these are loaded (see server-kit's read-model/replicated-index.ts).
  await Promise.all([listIndex.start(), logIndex.start()]);
  app.addHook('onClose', async () => void (await Promise.all([listIndex.close(), logIndex.close()])));
  // Retention: FerretDB v1 has no TTL indexes, so each replica deletes old logs itself (idempotent).
  const purgeLogs = () =>
    logs
      .purgeOlderThan(new Date(Date.now() - cfg.OPERATION_LOG_RETENTION_DAYS * 86_400_000))
      .then((n) => n && app.log.info({ deleted: n }, 'old operation logs deleted'))
      .catch((err: unknown) => app.log.warn({ err }, 'operation log retention failed; next try in 6 hours'));
  const firstPurge = setTimeout(() => void purgeLogs(), 60_000).unref();
  const purgeTimer = setInterval(() => void purgeLogs(), 6 * 3_600_000).unref();
  app.addHook('onClose', async () => {
    clearTimeout(firstPurge);
    clearInterval(purgeTimer);
  });
  const scanRoots = parseScanRoots(cfg.SCAN_ROOTS);
  const catalogue = new CatalogueClient(cfg.CATALOGUE_URL, cfg.INTERNAL_TOKEN, opts.catalogueFetch);
  const files = new LocalGameFiles(path.resolve(cfg.MEDIA_ROOT), scanRoots);
  const service = new CandidateService(repo, new GamePublisher(catalogue, cfg.PUBLIC_BASE_URL, files));
  const local = new LocalGamesService(repo, scanRoots, { maxFiles: cfg.UPLOAD_MAX_FILES, maxUnpackedBytes: cfg.UPLOAD_MAX_UNPACKED_BYTES, maxUploadBytes: cfg.UPLOAD_MAX_BYTES });

  candidateRoutes(app, repo, service);
  candidateStatsRoutes(app, daily);
  importRoutes(app, new ExternalImportService(repo, () => fields.all()));
  fieldConfigRoutes(app, fields);
  operationLogRoutes(app, logs);
  localGameRoutes(app, { local, candidates: service, repo, catalogue, maxUploadBytes: cfg.UPLOAD_MAX_BYTES });
  await candidateIngest(app, res, catalogue, listIndex, { prefix: opts.ingestPrefix, autoPublisher: new CrawlAutoPublisher(service, logs, app.log) }, daily);
  const publishJobs = new PublishJobRepository(res.conn);
  // One queue per database: replicas of one deployment share it, tests never see each other's jobs.
  const bulk = new BulkPublisher(res.redis, publishJobs, service, app.log, { prefix: opts.queuePrefix ?? `${QUEUE_PREFIX}:${cfg.MONGODB_DB}` });
  app.addHook('onClose', async () => bulk.close());
  bulkPublishRoutes(app, { jobs: publishJobs, runner: bulk, index: listIndex });
  // A publish interrupted by an outage of the catalogue (or of this service) is finished at boot
  // and by this sweep: without it a candidate whose game may already be on the storefront stayed
  // marked mid-publish (and skipped by bulk publishing) until this service happened to restart.
  let sweeping = false;
  const recoverPublishes = async () => {
    if (sweeping || !listIndex.isReady) return;
    sweeping = true;
    try {
      await service.recoverInterruptedPublishes({ log: app.log }, cfg.PUBLISH_RECOVERY_AFTER_MS);
    } catch (err) {
      app.log.warn({ err }, 'interrupted publishes not recovered; the next sweep tries again');
    } finally {
      sweeping = false;
    }
  };
  const recoveryTimer = setInterval(() => void recoverPublishes(), Math.ceil(cfg.PUBLISH_RECOVERY_AFTER_MS / 2)).unref();
  app.addHook('onClose', async () => clearInterval(recoveryTimer));
  return {
    app,
    service,
    listIndexes: { candidates: listIndex, logs: logIndex },
    bulk,
    // Finishes publishes a crash interrupted (the catalogue may already hold the game), and
    // queues bulk jobs a restart left unfinished (a duplicate of a queued job runs once).
    beforeListen: async () => {
      await listIndex.whenReady();
      await recoverPublishes();
      await bulk.resumeUnfinished();
    },
  };
}
