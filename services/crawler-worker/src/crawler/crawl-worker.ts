import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { CancelledError } from './net/http-client';
import { CrawlJob, type CrawlDeps, type CrawlJobData, type CrawlSummary } from './crawl-job';
import { recordSourceRuns } from '../sources/source-runs';

export const CRAWL_QUEUE = 'crawl';
export const controlChannel = (prefix: string) => `${prefix}:crawler:control`;

const SHUTDOWN = 'shutdown';

export interface CrawlWorkerOptions {
  prefix: string;
  concurrency: number;
  lockDuration: number;
  stalledInterval: number;
}

/** Scheduled runs carry no task id: theirs derives from the BullMQ job id (stable across retries). */
export function taskIdOf(job: Job<CrawlJobData>): string {
  return job.data.taskId ?? `sched-${String(job.id).replace(/[^A-Za-z0-9_-]/g, '-')}`.slice(0, 64);
}

/**
 * The BullMQ worker of this process. Stops reach it through Redis pub/sub (every replica
 * subscribes), which aborts the running crawl's requests at once. On shutdown the running
 * crawl is handed back to the queue (its attempt fails without touching the task), so
 * another worker resumes it; a worker killed outright leaves a stalled job that BullMQ hands
 * to another worker once the lock expires.
 */
export class CrawlWorkerHost {
  private readonly worker: Worker<CrawlJobData, CrawlSummary>;
  private readonly sub: Redis;
  private readonly running = new Map<string, AbortController>();

  constructor(
    redis: Redis,
    readonly deps: CrawlDeps,
    private readonly log: FastifyBaseLogger,
    opts: CrawlWorkerOptions,
  ) {
    this.sub = redis.duplicate();
    this.sub.on('message', (_channel: string, message: string) => {
      try {
        const m = JSON.parse(message) as { cancel?: string };
        if (m.cancel) this.running.get(m.cancel)?.abort('cancelled');
      } catch {
        /* not ours */
      }
    });
    void this.sub.subscribe(controlChannel(opts.prefix));
    this.worker = new Worker<CrawlJobData, CrawlSummary>(CRAWL_QUEUE, (job, _token, signal) => this.process(job, signal), {
      connection: redis,
      prefix: opts.prefix,
      concurrency: opts.concurrency,
      lockDuration: opts.lockDuration,
      stalledInterval: opts.stalledInterval,
      // A job survives two crashed workers before it is given up.
      maxStalledCount: 2,
    });
    this.worker.on('error', (err) => log.error({ err }, 'crawl worker error'));
    this.worker.on('failed', (job, err) => log.warn({ jobId: job?.id, err: err.message }, 'crawl attempt failed'));
  }

  async ready(): Promise<void> {
    await this.worker.waitUntilReady();
  }

  private async process(job: Job<CrawlJobData>, bullSignal?: AbortSignal): Promise<CrawlSummary> {
    const { deps } = this;
    const taskId = taskIdOf(job);
    const ctrl = new AbortController();
    const signal = bullSignal ? AbortSignal.any([ctrl.signal, bullSignal]) : ctrl.signal;
    this.running.set(taskId, ctrl);
    try {
      if (!job.data.taskId) {
        // A scheduled run starts only when nothing else runs.
        if (!(await deps.state.claim(taskId, `Scheduled crawl started (${taskId})`, job.data.options.sources ?? null))) {
          await deps.state.activity('Scheduled crawl skipped: another crawl is running');
          return { taskId, status: 'SKIPPED' };
        }
      }
      await deps.tasks.start(taskId, job.data.options, job.data.createdBy);
      const current = await deps.state.read();
      const taskStatus = await deps.tasks.status(taskId);
      if (current.currentTask !== taskId || taskStatus !== 'RUNNING') {
        // Stopped before a worker got to it.
        await deps.tasks.finish(taskId, 'CANCELLED', { success: 0, failed: 0, errors: [] }, 'Cancelled before start');
        return { taskId, status: 'CANCELLED' };
      }
      if (job.attemptsMade > 0 || job.stalledCounter > 0) await deps.state.activity(`Crawl ${taskId} resumed on another attempt`);
      const crawl = new CrawlJob(deps, taskId, job.data, signal);
      try {
        const r = await crawl.run();
        const { status, message, failures, perSource, ...result } = r;
        const finished = await deps.tasks.finish(taskId, status, result, message, 8, failures);
        if (finished) await recordSourceRuns(deps.sources, finished, perSource);
        await deps.state.reset({ lastRun: new Date().toISOString() }, message, taskId);
        return { taskId, status, result };
      } catch (e) {
        if (ctrl.signal.reason === SHUTDOWN) throw new Error('worker shutting down; crawl handed back to the queue');
        if (e instanceof CancelledError || signal.aborted) {
          const finished = await deps.tasks.finish(taskId, 'CANCELLED', crawl.partialResult, 'Cancelled', undefined, crawl.partialFailures);
          if (finished) await recordSourceRuns(deps.sources, finished, crawl.sourceTallies);
          // The stop route already reset the state; this only matters if it did not.
          await deps.state.reset({}, undefined, taskId);
          return { taskId, status: 'CANCELLED' };
        }
        const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
        const msg = e instanceof Error ? e.message : String(e);
        this.log.error({ err: e, taskId }, 'crawl failed');
        if (last) {
          const failures = [...crawl.partialFailures, { step: 'crawl', source: null, item: null, reason: msg }];
          const finished = await deps.tasks.finish(taskId, 'FAILED', { ...crawl.partialResult, errors: [...crawl.partialResult.errors, msg] }, `Crawl failed: ${msg}`, undefined, failures);
          if (finished) await recordSourceRuns(deps.sources, finished, crawl.sourceTallies);
          await deps.state.reset({ lastRun: new Date().toISOString() }, `Crawl failed: ${msg}`, taskId);
        } else {
          await deps.state.activity(`Crawl attempt failed (${msg}); retrying`);
        }
        throw e;
      }
    } finally {
      this.running.delete(taskId);
    }
  }

  async close(): Promise<void> {
    for (const ctrl of this.running.values()) ctrl.abort(SHUTDOWN);
    await this.worker.close();
    await this.sub.quit().catch(() => this.sub.disconnect());
  }
}
