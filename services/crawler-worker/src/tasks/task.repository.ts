import type { Collection, Document, Filter } from 'mongodb';
import { CRAWL_STEP_COUNT, type CrawlFailure, type CrawlRunOptions, type CrawlTask, type CrawlTaskListQuery, type CrawlTaskStatus } from '@portal/contracts';
import type { TaskModel } from './task.model';
import { taskMatcher, type TaskIndex } from './task-index';
import { toCrawlTask } from './task.view';

/** The result a finished task records. */
export type TaskResult = CrawlTask['result'];

/**
 * Crawl task history (type CRAWL), one document per run, `_id` = task id. The only module that
 * touches the crawler_tasks collection; every write it makes reaches the history's read model.
 */
export class TaskRepository {
  private readonly tasks: Collection<Document>;

  constructor(
    private readonly model: TaskModel,
    readonly index?: TaskIndex,
  ) {
    this.tasks = model.collection as unknown as Collection<Document>;
  }

  // findAndModify on FerretDB v1 takes no projection, so writes get the whole task back (its
  // failure list included); the read model keeps only the row.
  private note(doc: Document | null): Document | null {
    if (doc) this.index?.noteDocs([doc]);
    return doc;
  }

  /** Idempotent: a retried or resumed job finds its task and keeps it. */
  async start(id: string, options: CrawlRunOptions, createdBy: string): Promise<void> {
    const now = new Date();
    const sources = options.sources ?? [];
    const doc = await this.tasks.findOneAndUpdate(
      { _id: id as never },
      {
        $setOnInsert: {
          id,
          type: 'CRAWL',
          status: 'RUNNING',
          sourceId: sources.length === 1 ? sources[0] : null,
          sourceIds: [...new Set(sources)],
          options,
          progress: { current: 0, total: CRAWL_STEP_COUNT, message: 'queued' },
          result: { success: 0, failed: 0, errors: [] },
          failures: [],
          startedAt: now,
          completedAt: null,
          updatedAt: now,
          createdBy,
        },
      },
      { upsert: true, returnDocument: 'after' },
    );
    this.note(doc);
  }

  /** The sources a crawl of "all enabled sources" turned out to cover, for the history's source filter. */
  async setSources(id: string, sourceIds: string[]): Promise<void> {
    this.note(
      await this.tasks.findOneAndUpdate(
        { _id: id as never, status: 'RUNNING' },
        { $set: { sourceIds, sourceId: sourceIds.length === 1 ? sourceIds[0] : null, updatedAt: new Date() } },
        { returnDocument: 'after' },
      ),
    );
  }

  async progress(id: string, current: number, message: string): Promise<void> {
    this.note(
      await this.tasks.findOneAndUpdate(
        { _id: id as never, status: 'RUNNING' },
        { $set: { progress: { current, total: CRAWL_STEP_COUNT, message }, updatedAt: new Date() } },
        { returnDocument: 'after' },
      ),
    );
  }

  /**
   * Only a running task finishes, so a cancelled one stays cancelled whatever a late worker
   * says. Answers the finished task, or null when it was not running (any more).
   */
  async finish(
    id: string,
    status: Exclude<CrawlTaskStatus, 'RUNNING'>,
    result: TaskResult,
    message: string,
    current?: number,
    failures?: CrawlFailure[],
  ): Promise<CrawlTask | null> {
    const now = new Date();
    const set: Record<string, unknown> = { status, result, completedAt: now, updatedAt: now, 'progress.message': message };
    if (current !== undefined) set['progress.current'] = current;
    if (failures) set.failures = failures;
    const doc = this.note(await this.tasks.findOneAndUpdate({ _id: id as never, status: 'RUNNING' }, { $set: set }, { returnDocument: 'after' }));
    return doc ? toCrawlTask(doc) : null;
  }

  /** One task with its failure list. */
  async get(id: string): Promise<CrawlTask | null> {
    // Tasks from before `_id` was the task id are found by `id` (a scan, for old entries only).
    const d = (await this.tasks.findOne({ _id: id as never })) ?? (await this.tasks.findOne({ id }));
    if (!d) return null;
    return { ...toCrawlTask(d), failures: Array.isArray(d.failures) ? (d.failures as CrawlFailure[]) : [] };
  }

  async status(id: string): Promise<CrawlTaskStatus | null> {
    const d = await this.tasks.findOne({ _id: id as never }, { projection: { status: 1 } });
    return (d?.status as CrawlTaskStatus | undefined) ?? null;
  }

  /** A page of the history, newest first: from the read model once loaded, else from the database. */
  async list(q: CrawlTaskListQuery): Promise<{ tasks: CrawlTask[]; total: number }> {
    return this.index?.list(q) ?? this.listFromDatabase(q);
  }

  /** The same page straight from the database (before the read model is loaded; its reference in tests). */
  async listFromDatabase(q: CrawlTaskListQuery): Promise<{ tasks: CrawlTask[]; total: number }> {
    const filter: Filter<Document> = {};
    if (q.status) filter.status = q.status;
    if (q.from || q.to) filter.startedAt = { ...(q.from ? { $gte: new Date(q.from) } : {}), ...(q.to ? { $lt: new Date(q.to) } : {}) };
    const docs = await this.tasks.find(filter, { projection: { failures: 0 } }).sort({ startedAt: -1, id: -1 }).toArray();
    // The source filter also matches tasks that name their source only in `sourceId`.
    const match = taskMatcher({ sourceId: q.sourceId });
    const tasks = docs.map(toCrawlTask).filter((t) => match({ sourceIds: t.sourceIds ?? [], status: t.status, startedAt: 0 }));
    return { tasks: tasks.slice((q.page - 1) * q.limit, q.page * q.limit), total: tasks.length };
  }

  /** Deletes tasks started before the cutoff, here and from the read model; answers how many went. */
  async purgeOlderThan(cutoff: Date): Promise<number> {
    const r = await this.tasks.deleteMany({ startedAt: { $lt: cutoff }, status: { $ne: 'RUNNING' } });
    this.index?.dropOlderThan(cutoff);
    return r.deletedCount;
  }

  async syncIndexes(): Promise<void> {
    await this.model.syncIndexes();
  }
}
