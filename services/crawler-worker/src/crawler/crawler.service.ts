import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { CrawlRunOptions, CrawlerSource, CrawlerSourceInput, CrawlerSourceListItem, CrawlerStatus, SchedulePreview } from '@portal/contracts';
import { badRequest, notFound } from '@portal/server-kit';
import type { SourceRepository } from '../sources/source.repository';
import { recordSourceRuns } from '../sources/source-runs';
import type { TaskRepository } from '../tasks/task.repository';
import { ScheduleError, checkSchedule, isTimeZone } from '../schedule/cron-check';
import type { CrawlerStateStore } from './crawler-state';
import { CRAWL_QUEUE, controlChannel } from './crawl-worker';
import type { CrawlJobData } from './crawl-job';

export const cancelKey = (prefix: string) => (taskId: string) => `${prefix}:crawler:cancel:${taskId}`;
const SCHEDULER_PREFIX = 'source-';
const schedulerId = (sourceId: string) => `${SCHEDULER_PREFIX}${sourceId}`;
/** Runs the schedule picker shows. */
const PREVIEW_RUNS = 3;

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

  /** Starting while running changes nothing and answers the running state. */
  async run(options: CrawlRunOptions, createdBy: string): Promise<CrawlerStatus> {
    if (options.sources?.length) {
      const found = await this.sources.byIds(options.sources);
      if (found.length !== new Set(options.sources).size) throw notFound('Source not found');
    }
    const taskId = `crawl-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
    // The screen shows the live progress on the cards of the sources being crawled.
    const covered = options.sources?.length ? [...new Set(options.sources)] : (await this.sources.enabled()).map((s) => s.id);
    if (!(await this.state.claim(taskId, `Crawl started by ${createdBy}`, covered))) return this.state.read();
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
      const finished = await this.tasks.finish(previous, 'CANCELLED', { success: 0, failed: 0, errors: [] }, 'Stopped by admin');
      if (finished) await recordSourceRuns(this.sources, finished);
      const job = await this.queue.getJob(previous);
      if (job && ((await job.isWaiting()) || (await job.isDelayed()))) await job.remove().catch(() => undefined);
    }
    return this.state.read();
  }

  /** Keeps the job scheduler of a source in line with its schedule (BullMQ starts the runs). */
  async syncSchedule(source: Pick<CrawlerSource, 'id' | 'enabled' | 'schedule' | 'timezone'>): Promise<void> {
    if (source.enabled && source.schedule) {
      const tz = source.timezone || 'UTC';
      this.checkSchedule(source.schedule, tz);
      try {
        await this.queue.upsertJobScheduler(
          schedulerId(source.id),
          { pattern: source.schedule.trim(), tz },
          { name: 'crawl', data: { options: { sources: [source.id] }, createdBy: 'schedule' } },
        );
      } catch (e) {
        throw badRequest(`Invalid schedule: ${e instanceof Error ? e.message : String(e)}`, 'INVALID_SCHEDULE');
      }
    } else {
      await this.queue.removeJobScheduler(schedulerId(source.id));
    }
  }

  /**
   * Puts every source's scheduler back as its document says (at start): a Redis that lost its
   * data, or a schedule changed while no replica ran, would otherwise leave runs missing.
   */
  async syncAllSchedules(log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
    const sources = await this.sources.list();
    const wanted = new Set(sources.filter((s) => s.enabled && s.schedule).map((s) => schedulerId(s.id)));
    for (const s of sources) {
      await this.syncSchedule(s).catch((err: unknown) => log.warn({ err, sourceId: s.id }, 'schedule of source not restored'));
    }
    // Schedulers of sources deleted meanwhile.
    for (const sch of await this.queue.getJobSchedulers(0, -1)) {
      if (sch.key.startsWith(SCHEDULER_PREFIX) && !wanted.has(sch.key)) await this.queue.removeJobScheduler(sch.key);
    }
  }

  /** The schedule picker's check: the server's verdict on a pattern and its next runs. */
  previewSchedule(cron: string, timezone: string): SchedulePreview {
    const runs = this.checkSchedule(cron, timezone).slice(0, PREVIEW_RUNS);
    return { cron: cron.trim(), timezone, nextRuns: runs.map((d) => d.toISOString()) };
  }

  private checkSchedule(cron: string, timezone: string): Date[] {
    try {
      return checkSchedule(cron, timezone);
    } catch (e) {
      if (e instanceof ScheduleError) throw badRequest(e.message, 'INVALID_SCHEDULE');
      throw e;
    }
  }

  /** Sources with the next run their scheduler has planned (one read of the schedulers for all). */
  async listSources(): Promise<CrawlerSourceListItem[]> {
    const [sources, schedulers] = await Promise.all([this.sources.list(), this.queue.getJobSchedulers(0, -1)]);
    const next = new Map(schedulers.map((s) => [s.key, s.next]));
    return sources.map((s) => {
      const at = s.enabled && s.schedule ? next.get(schedulerId(s.id)) : undefined;
      return { ...s, nextRunAt: typeof at === 'number' && Number.isFinite(at) ? new Date(at).toISOString() : null };
    });
  }

  async getSource(id: string): Promise<CrawlerSourceListItem> {
    const s = await this.sources.get(id);
    if (!s) throw notFound('Source not found');
    const sch = s.enabled && s.schedule ? await this.queue.getJobScheduler(schedulerId(id)) : undefined;
    return { ...s, nextRunAt: typeof sch?.next === 'number' ? new Date(sch.next).toISOString() : null };
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
    await this.syncSchedule({ id, enabled: input.enabled, schedule: input.schedule, timezone: input.timezone });
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
    // Checked even without a schedule, so a source never holds a zone a later schedule cannot use.
    if (!isTimeZone(input.timezone)) throw badRequest(`Unknown time zone "${input.timezone}"`, 'INVALID_SCHEDULE');
    if (input.schedule) this.checkSchedule(input.schedule, input.timezone);
    if (input.provider === 'json' && !input.fieldMapping) throw badRequest('A JSON source needs a field mapping', 'VALIDATION');
    if (input.provider === 'gamepix' && !input.params?.sid && !new URL(input.feedUrl).searchParams.get('sid')) {
      throw badRequest('A GamePix source needs its sid parameter', 'VALIDATION');
    }
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}
