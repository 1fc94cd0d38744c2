import { Schema, type Connection, type Model } from 'mongoose';
import type { CrawlerSource } from '@portal/contracts';

export type SourceDoc = Omit<CrawlerSource, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

const schema = new Schema<SourceDoc>(
  {
    id: { type: String, required: true },
    name: { type: String, required: true },
    provider: { type: String, required: true },
    feedUrl: { type: String, required: true },
    params: { type: Schema.Types.Mixed, default: {} },
    categoryMap: { type: Schema.Types.Mixed, default: {} },
    fieldMapping: { type: Schema.Types.Mixed },
    enabled: { type: Boolean, default: true },
    schedule: { type: String, default: null },
    timezone: { type: String, default: 'UTC' },
    autoPublish: { type: Schema.Types.Mixed },
    limit: { type: Number, default: 0 },
    /** The latest crawl of this source, written when it ends (the cards read it without touching the history). */
    lastRun: { type: Schema.Types.Mixed, default: null },
  },
  { collection: 'crawler_sources', timestamps: true, versionKey: false, minimize: false },
);
schema.index({ id: 1 }, { unique: true });
schema.index({ createdAt: -1 });

export type SourceModel = Model<SourceDoc>;
export const sourceModel = (conn: Connection): SourceModel => conn.model<SourceDoc>('CrawlerSource', schema);
