import { Schema, type Connection, type Model } from 'mongoose';
import type { CrawlFailure, CrawlTask } from '@portal/contracts';

/**
 * A crawl task as stored. Tasks written since the history got its read model use their task id
 * as `_id`, the one lookup every MongoDB-wire server indexes (FerretDB v1 scans the collection
 * for any other filter); older ones keep a generated `_id` and are found by `id`.
 */
export type TaskDoc = Omit<CrawlTask, 'startedAt' | 'completedAt' | 'failures'> & {
  _id: unknown;
  startedAt: Date;
  completedAt: Date | null;
  /** Time of the last change; older tasks lack it. */
  updatedAt?: Date;
  failures?: CrawlFailure[];
};

interface TaskIndexFields {
  id: string;
  startedAt: Date;
}

const schema = new Schema<TaskIndexFields>(
  {
    id: { type: String, required: true },
    startedAt: { type: Date, required: true },
  },
  { collection: 'crawler_tasks', versionKey: false, minimize: false, strict: false },
);
schema.index({ id: 1 }, { unique: true });
schema.index({ startedAt: -1 });

/** Only the indexes and the collection are used through mongoose; the repository writes with the driver. */
export type TaskModel = Model<TaskIndexFields>;
export const taskModel = (conn: Connection): TaskModel => conn.model<TaskIndexFields>('CrawlerTask', schema);
