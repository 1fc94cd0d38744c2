import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Document } from 'mongodb';
import type { CrawlTask, CrawlTaskListQuery } from '@portal/contracts';
import { ReplicatedIndex, timeOf, type IndexedRow } from '@portal/server-kit';
import type { TaskModel } from './task.model';
import { toCrawlTask } from './task.view';

/**
 * The task history in memory (see ReplicatedIndex for why): filtering a few thousand tasks by
 * source, status and dates, newest first, without FerretDB decoding every task per request.
 * A row is the list's answer for the task (its failure list stays in the database), a few
 * hundred bytes to a few KB with its error lines; CRAWLER_TASK_RETENTION_DAYS bounds how many.
 */
export interface TaskRow extends IndexedRow {
  sourceIds: string[];
  status: string;
  startedAt: number;
  view: CrawlTask;
}

export function toTaskRow(doc: Document): TaskRow | null {
  if (typeof doc.id !== 'string' || Number.isNaN(timeOf(doc.startedAt))) return null;
  const view = toCrawlTask(doc);
  const startedAt = timeOf(doc.startedAt);
  return {
    id: doc.id,
    sourceIds: view.sourceIds ?? [],
    status: view.status,
    startedAt,
    view,
    changedAt: timeOf(doc.updatedAt) || timeOf(doc.completedAt) || startedAt,
  };
}

/** The rows a list query picks (also the reference the database fallback is checked against). */
export function taskMatcher(q: Pick<CrawlTaskListQuery, 'sourceId' | 'status' | 'from' | 'to'>): (r: Pick<TaskRow, 'sourceIds' | 'status' | 'startedAt'>) => boolean {
  const from = q.from ? new Date(q.from).getTime() : -Infinity;
  const to = q.to ? new Date(q.to).getTime() : Infinity;
  return (r) => (!q.sourceId || r.sourceIds.includes(q.sourceId)) && (!q.status || r.status === q.status) && r.startedAt >= from && r.startedAt < to;
}

export class TaskIndex extends ReplicatedIndex<TaskRow> {
  constructor(model: TaskModel, redis: Redis, log: Pick<FastifyBaseLogger, 'warn' | 'info'>, opts: { resyncMs?: number } = {}) {
    super(
      model.collection,
      redis,
      log,
      {
        name: 'crawler_tasks',
        // Failure lists are read one task at a time, never for the list.
        projection: { failures: 0 },
        toRow: toTaskRow,
        sortValues: { startedAt: (r) => r.startedAt },
      },
      opts,
    );
  }

  /** A page of the history, newest first; null until the first load. */
  list(q: CrawlTaskListQuery): { tasks: CrawlTask[]; total: number } | null {
    const page = this.page({
      match: taskMatcher(q),
      filterKey: JSON.stringify([q.sourceId, q.status, q.from, q.to]),
      sortKey: 'startedAt',
      descending: true,
      skip: (q.page - 1) * q.limit,
      limit: q.limit,
    });
    return page && { tasks: page.rows.map((r) => r.view), total: page.total };
  }

  /** Forgets tasks started before the cutoff (the repository deleted them from the database). */
  dropOlderThan(cutoff: Date): number {
    return this.removeWhere((r) => r.startedAt < cutoff.getTime() && r.status !== 'RUNNING');
  }
}
