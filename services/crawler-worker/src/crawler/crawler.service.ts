import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { CrawlRunOptions, CrawlerSource, CrawlerSourceInput, CrawlerStatus } from '@portal/contracts';
import { badRequest, notFound } from '@portal/server-kit';
import type { SourceRepository } from '../sources/source.repository';
import type { TaskRepository } from '../tasks/task.repository';
import type { CrawlerStateStore } from './crawler-state';
import { CRAWL_QUEUE, controlChannel } from './crawl-worker';
import type { CrawlJobData } from './crawl-job';

export const cancelKey = (prefix: string) => (taskId: string) => `${prefix}:crawler:cancel:${taskId}`;
const schedulerId = (sourceId: string) => `source-${sourceId}`;

/** Run, stop and schedules: what the API does to the crawl queue and the shared state. */
export class CrawlerService {
  readonly queue: Queue<CrawlJobData>;

  constructor(
    private readonly redis: Redis,
    private readonly state: CrawlerStateStore,
    private readonly tasks: TaskRepository,
    private readonly sources: SourceRepository,
    private readonly prefix: string,
  ) {
    this.queue = new Queue<CrawlJobData>(CRAWL_QUEUE, {
      connection: redis,
      prefix,
      defaultJobOptions: {
        attempts: 5,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: { count: 200 },
        removeOnFail: { count: 200 },
      },
    });
  }

  status(): Promise<CrawlerStatus> {
    return this.state.read();
  }

  /** Starting while running changes nothing and answers the running state (spec §4). */
  async run(options: CrawlRunOptions, createdBy: string): Promise<CrawlerStatus> {
    if (options.sources?.length) {
      const found = await this.sources.byIds(options.sources);
      if (found.length !== new Set(options.sources).size) throw notFound('Source not found');
    }
    const taskId = `crawl-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
    if (!(await this.state.claim(taskId, `Crawl started by ${createdBy}`))) return this.state.read();
    try {
      await this.tasks.start(taskId, options, createdBy);
      await this.queue.add('crawl', { taskId, options, createdBy }, { jobId: taskId });
    } catch (e) {
      await this.state.reset({}, 'Crawl could not be queued', taskId);
      throw e;
    }
    return this.state.read();
  }

  /** Cancels the running crawl on every worker (pub/sub + a cancel key) and resets to idle. */
  async stop(): Promise<CrawlerStatus> {
    const { previous } = await this.state.reset({}, 'Crawl stopped');
    if (previous) {
      await this.redis.set(cancelKey(this.prefix)(previous), '1', 'EX', 3600);
      await this.redis.publish(controlChannel(this.prefix), JSON.stringify({ cancel: previous }));
      await this.tasks.finish(previous, 'CANCELLED', { success: 0, failed: 0, errors: [] }, 'Stopped by admin');
      const job = await this.queue.getJob(previous);
      if (job && ((await job.isWaiting()) || (await job.isDelayed()))) await job.remove().catch(() => undefined);
    }
    return this.state.read();
  }

  /** Keeps the repeatable job of a source in line with its schedule. */
  async syncSchedule(source: Pick<CrawlerSource, 'id' | 'enabled' | 'schedule'>): Promise<void> {
    if (source.enabled && source.schedule) {
      try {
        await this.queue.upsertJobScheduler(
          schedulerId(source.id),
          { pattern: source.schedule.trim() },
          { name: 'crawl', data: { options: { sources: [source.id] }, createdBy: 'schedule' } },
        );
      } catch (e) {
        throw badRequest(`Invalid schedule: ${e instanceof Error ? e.message : String(e)}`, 'VALIDATION');
      }
    } else {
      await this.queue.removeJobScheduler(schedulerId(source.id));
    }
  }

  async createSource(input: CrawlerSourceInput): Promise<CrawlerSource> {
    this.checkSource(input);
    const source = await this.sources.create(input);
    try {
      await this.syncSchedule(source);
    } catch (e) {
      await this.sources.remove(source.id);
      throw e;
    }
    return source;
  }

  async updateSource(id: string, input: CrawlerSourceInput): Promise<CrawlerSource> {
    this.checkSource(input);
    const before = await this.sources.get(id);
    if (!before) throw notFound('Source not found');
    await this.syncSchedule({ id, enabled: input.enabled, schedule: input.schedule });
    const after = await this.sources.update(id, input);
    if (!after) throw notFound('Source not found');
    return after;
  }

  async removeSource(id: string): Promise<void> {
    if (!(await this.sources.remove(id))) throw notFound('Source not found');
    await this.queue.removeJobScheduler(schedulerId(id));
  }

  private checkSource(input: CrawlerSourceInput): void {
    try {
      new URL(input.feedUrl);
    } catch {
      throw badRequest('feedUrl is not a valid URL', 'VALIDATION');
    }
    if (input.provider === 'json' && !input.fieldMapping) throw badRequest('A JSON source needs a field mapping', 'VALIDATION');
    if (input.provider === 'gamepix' && !input.params?.sid && !new URL(input.feedUrl).searchParams.get('sid')) {
      throw badRequest('A GamePix source needs its sid parameter', 'VALIDATION');
    }
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}
