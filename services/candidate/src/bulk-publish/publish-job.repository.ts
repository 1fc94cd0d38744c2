import { randomBytes } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { PublishAllBody, PublishJob, PublishJobStatus } from '@portal/contracts';

/** A bulk publish as stored: its work list is fixed when it starts, and `cursor` marks how far it got. */
export interface PublishJobDoc {
  _id: string;
  status: PublishJobStatus;
  filter: PublishAllBody;
  ids: string[];
  /** ids.length, kept apart so a job can be listed without its work list. */
  total: number;
  cursor: number;
  published: number;
  skipped: number;
  failed: number;
  errors: { id: string; message: string }[];
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
}

const MAX_ERRORS = 50;

export function toPublishJob(d: PublishJobDoc): PublishJob {
  return {
    id: d._id,
    status: d.status,
    filter: d.filter,
    total: d.total,
    processed: Math.min(d.cursor, d.total),
    published: d.published,
    skipped: d.skipped,
    failed: d.failed,
    errors: d.errors,
    createdBy: d.createdBy,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
    finishedAt: d.finishedAt ? d.finishedAt.toISOString() : null,
  };
}

/** Bulk publish jobs, one document each, read and written by `_id` (its job id). */
export class PublishJobRepository {
  constructor(private readonly conn: Connection) {}

  private get jobs() {
    return this.conn.collection<PublishJobDoc>('publish_jobs');
  }

  async create(filter: PublishAllBody, ids: string[], createdBy: string): Promise<PublishJobDoc> {
    const now = new Date();
    const doc: PublishJobDoc = {
      _id: `pub_${now.getTime().toString(36)}${randomBytes(4).toString('hex')}`,
      status: 'queued',
      filter,
      ids,
      total: ids.length,
      cursor: 0,
      published: 0,
      skipped: 0,
      failed: 0,
      errors: [],
      createdBy,
      createdAt: now,
      updatedAt: now,
      finishedAt: null,
    };
    await this.jobs.insertOne(doc);
    return doc;
  }

  get(id: string): Promise<PublishJobDoc | null> {
    return this.jobs.findOne({ _id: id });
  }

  /** Records a step: the cursor moves past the batch and its counts add up. */
  async advance(job: PublishJobDoc, cursor: number, step: { published: number; skipped: number; errors: { id: string; message: string }[] }): Promise<PublishJobDoc> {
    const next: PublishJobDoc = {
      ...job,
      status: 'running',
      cursor,
      published: job.published + step.published,
      skipped: job.skipped + step.skipped,
      failed: job.failed + step.errors.length,
      errors: [...job.errors, ...step.errors].slice(0, MAX_ERRORS),
      updatedAt: new Date(),
    };
    await this.jobs.updateOne(
      { _id: job._id },
      { $set: { status: next.status, cursor, published: next.published, skipped: next.skipped, failed: next.failed, errors: next.errors, updatedAt: next.updatedAt } },
    );
    return next;
  }

  async setStatus(id: string, status: PublishJobStatus): Promise<void> {
    const now = new Date();
    const done = status === 'completed' || status === 'failed' || status === 'cancelled';
    await this.jobs.updateOne({ _id: id }, { $set: { status, updatedAt: now, ...(done ? { finishedAt: now } : {}) } });
  }

  /** The most recent jobs, newest first (few: one per bulk action of an admin). */
  async recent(limit: number): Promise<PublishJobDoc[]> {
    const all = await this.jobs.find({}, { projection: { ids: 0 } }).toArray();
    return all
      .map((d) => ({ ...d, ids: [] }))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit);
  }

  /** Jobs a crash or restart left unfinished, to be queued again. */
  async unfinished(): Promise<string[]> {
    const all = await this.jobs.find({}, { projection: { _id: 1, status: 1 } }).toArray();
    return all.filter((d) => d.status === 'queued' || d.status === 'running').map((d) => d._id);
  }
}
