import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { CANDIDATE_INGEST_QUEUE, type IngestItem, type IngestJob, type InsertResult, type KnownResult } from '@portal/contracts';
import { CancelledError } from './net/http-client';

/**
 * The crawler's side of the hand-over to the candidate service, which owns the candidates
 * collection: jobs on the ingest queue, answered through BullMQ's job results.
 */
export class IngestClient {
  private readonly queue: Queue<IngestJob>;
  private readonly events: QueueEvents;
  private readonly eventsConn: Redis;

  constructor(
    redis: Redis,
    prefix: string,
    private readonly timeoutMs = 120_000,
  ) {
    this.queue = new Queue<IngestJob>(CANDIDATE_INGEST_QUEUE, { connection: redis, prefix });
    // QueueEvents blocks on its connection; a connection of its own, closed with it.
    this.eventsConn = redis.duplicate({ maxRetriesPerRequest: null });
    this.events = new QueueEvents(CANDIDATE_INGEST_QUEUE, { connection: this.eventsConn, prefix });
  }

  async ready(): Promise<void> {
    await this.events.waitUntilReady();
  }

  private async call<T>(data: IngestJob, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) throw new CancelledError();
    const job = await this.queue.add(data.op, data, {
      attempts: 3,
      backoff: { type: 'exponential', delay: 500 },
      removeOnComplete: { age: 600, count: 1000 },
      removeOnFail: { age: 24 * 3600, count: 1000 },
    });
    let onAbort: (() => void) | undefined;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(new CancelledError());
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    try {
      return (await Promise.race([job.waitUntilFinished(this.events, this.timeoutMs), aborted])) as T;
    } finally {
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    }
  }

  known(keys: string[], urls: string[], signal?: AbortSignal): Promise<KnownResult> {
    return this.call<KnownResult>({ op: 'known', keys, urls }, signal);
  }

  /** `autoPublishRules` goes along when an item of the batch is flagged for auto-publishing. */
  insert(taskId: string, crawledAt: string, items: IngestItem[], signal?: AbortSignal, autoPublishRules?: Record<string, string>): Promise<InsertResult> {
    return this.call<InsertResult>({ op: 'insert', taskId, crawledAt, items, ...(autoPublishRules ? { autoPublishRules } : {}) }, signal);
  }

  countTask(taskId: string, signal?: AbortSignal): Promise<number> {
    return this.call<number>({ op: 'countTask', taskId }, signal);
  }

  async close(): Promise<void> {
    await this.events.close();
    await this.queue.close();
    this.eventsConn.disconnect();
  }
}
