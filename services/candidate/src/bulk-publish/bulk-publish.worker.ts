import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { PUBLISH_BATCH_MAX, PUBLISH_JOBS_QUEUE, QUEUE_PREFIX } from '@portal/contracts';
import type { CandidateService } from '../candidates/candidate.service';
import type { PublishJobRepository } from './publish-job.repository';

export interface BulkPublishOptions {
  prefix?: string;
  /** Candidates per step (one catalogue batch, one progress record). */
  batchSize?: number;
}

/**
 * Runs bulk publish jobs: BullMQ delivers each job to one candidate replica, which walks its
 * work list in steps and records after each step how far it got. If that replica dies, BullMQ
 * hands the job to another (stalled-job check) and it carries on from the recorded step; a step
 * done twice publishes nothing twice, since game ids derive from candidate ids.
 */
export class BulkPublisher {
  readonly queue: Queue;
  private readonly worker: Worker;

  constructor(
    redis: Redis,
    private readonly jobs: PublishJobRepository,
    private readonly candidates: CandidateService,
    private readonly log: FastifyBaseLogger,
    private readonly opts: BulkPublishOptions = {},
  ) {
    const prefix = opts.prefix ?? QUEUE_PREFIX;
    this.queue = new Queue(PUBLISH_JOBS_QUEUE, { connection: redis, prefix });
    this.worker = new Worker<{ jobId: string }>(PUBLISH_JOBS_QUEUE, (job) => this.run(job.data.jobId, (p) => job.updateProgress(p)), {
      connection: redis,
      prefix,
      concurrency: 1,
      // A job whose process died is taken over within about 20 s (the lock is renewed every
      // 7.5 s while a step runs, so a live worker never loses it); stalling is what a crash
      // looks like, so a job may stall several times before BullMQ gives up on it.
      lockDuration: 15_000,
      stalledInterval: 5_000,
      maxStalledCount: 10,
    });
    this.worker.on('failed', (job, err) => log.error({ err, jobId: job?.data.jobId }, 'bulk publish job failed'));
    this.worker.on('error', (err) => log.error({ err }, 'bulk publish worker error'));
  }

  /** Queues a stored job (BullMQ's job id is the job's own, so queuing twice runs it once). */
  async enqueue(jobId: string): Promise<void> {
    await this.queue.add('publish', { jobId }, { jobId, removeOnComplete: 100, removeOnFail: 100, attempts: 8, backoff: { type: 'exponential', delay: 1000 } });
  }

  /** Jobs a restart left unfinished go back on the queue. */
  async resumeUnfinished(): Promise<number> {
    const ids = await this.jobs.unfinished();
    for (const id of ids) await this.enqueue(id);
    return ids.length;
  }

  async close(): Promise<void> {
    await this.worker.close();
    await this.queue.close();
  }

  private async run(jobId: string, progress: (p: number) => Promise<void>): Promise<void> {
    let job = await this.jobs.get(jobId);
    if (!job || job.status === 'completed' || job.status === 'cancelled') return;
    const size = Math.min(this.opts.batchSize ?? PUBLISH_BATCH_MAX, PUBLISH_BATCH_MAX);
    await this.jobs.setStatus(jobId, 'running');
    job = { ...job, status: 'running' };
    while (job.cursor < job.ids.length) {
      const current = await this.jobs.get(jobId);
      if (current?.status === 'cancelled') return;
      const end = Math.min(job.cursor + size, job.ids.length);
      const step = await this.candidates.publishMany(job.ids.slice(job.cursor, end), { log: this.log, requestId: jobId });
      job = await this.jobs.advance(job, end, step);
      await progress(Math.round((end / job.ids.length) * 100));
    }
    await this.jobs.setStatus(jobId, 'completed');
    this.log.info({ jobId, total: job.ids.length, published: job.published, skipped: job.skipped, failed: job.failed }, 'bulk publish done');
  }
}
