import type { CrawlRunOptions, CrawlTask, CrawlTaskStatus } from '@portal/contracts';
import { CRAWL_STEP_COUNT } from '@portal/contracts';
import type { TaskDoc, TaskModel } from './task.model';

const view = (d: TaskDoc): CrawlTask => ({
  id: d.id,
  type: 'CRAWL',
  status: d.status,
  sourceId: d.sourceId ?? null,
  options: d.options ?? {},
  progress: d.progress,
  result: d.result,
  startedAt: d.startedAt.toISOString(),
  completedAt: d.completedAt ? d.completedAt.toISOString() : null,
  createdBy: d.createdBy,
});

/** Crawl task history (type CRAWL), one document per run. */
export class TaskRepository {
  constructor(private readonly model: TaskModel) {}

  /** Idempotent: a retried or resumed job finds its task and keeps it. */
  async start(id: string, options: CrawlRunOptions, createdBy: string): Promise<void> {
    await this.model.updateOne(
      { id },
      {
        $setOnInsert: {
          id,
          type: 'CRAWL',
          status: 'RUNNING',
          sourceId: options.sources?.length === 1 ? options.sources[0] : null,
          options,
          progress: { current: 0, total: CRAWL_STEP_COUNT, message: 'queued' },
          result: { success: 0, failed: 0, errors: [] },
          startedAt: new Date(),
          completedAt: null,
          createdBy,
        },
      },
      { upsert: true },
    );
  }

  async progress(id: string, current: number, message: string): Promise<void> {
    await this.model.updateOne({ id, status: 'RUNNING' }, { $set: { progress: { current, total: CRAWL_STEP_COUNT, message } } });
  }

  /** Only a running task finishes, so a cancelled one stays cancelled whatever a late worker says. */
  async finish(id: string, status: Exclude<CrawlTaskStatus, 'RUNNING'>, result: CrawlTask['result'], message: string, current?: number): Promise<boolean> {
    const set: Record<string, unknown> = { status, result, completedAt: new Date(), 'progress.message': message };
    if (current !== undefined) set['progress.current'] = current;
    const r = await this.model.updateOne({ id, status: 'RUNNING' }, { $set: set });
    return r.modifiedCount === 1;
  }

  async get(id: string): Promise<CrawlTask | null> {
    const d = await this.model.findOne({ id }).lean<TaskDoc>();
    return d ? view(d) : null;
  }

  async status(id: string): Promise<CrawlTaskStatus | null> {
    const d = await this.model.findOne({ id }, { status: 1 }).lean<Pick<TaskDoc, 'status'>>();
    return d?.status ?? null;
  }

  async recent(limit: number): Promise<CrawlTask[]> {
    return (await this.model.find({}).sort({ startedAt: -1 }).limit(limit).lean<TaskDoc[]>()).map(view);
  }

  async syncIndexes(): Promise<void> {
    await this.model.syncIndexes();
  }
}
