import { Schema, type Connection, type Model } from 'mongoose';
import type { CrawlTask } from '@portal/contracts';

export type TaskDoc = Omit<CrawlTask, 'startedAt' | 'completedAt'> & { startedAt: Date; completedAt: Date | null };

const schema = new Schema<TaskDoc>(
  {
    id: { type: String, required: true },
    type: { type: String, required: true, default: 'CRAWL' },
    status: { type: String, required: true },
    sourceId: { type: String, default: null },
    options: { type: Schema.Types.Mixed, default: {} },
    progress: { type: Schema.Types.Mixed, default: { current: 0, total: 8, message: '' } },
    result: { type: Schema.Types.Mixed, default: { success: 0, failed: 0, errors: [] } },
    startedAt: { type: Date, required: true },
    completedAt: { type: Date, default: null },
    createdBy: { type: String, required: true },
  },
  { collection: 'crawler_tasks', versionKey: false, minimize: false },
);
schema.index({ id: 1 }, { unique: true });
schema.index({ startedAt: -1 });

export type TaskModel = Model<TaskDoc>;
export const taskModel = (conn: Connection): TaskModel => conn.model<TaskDoc>('CrawlerTask', schema);
