import { Schema, type Connection, type Model } from 'mongoose';

export type AggregateKind = 'event' | 'play' | 'search' | 'zero';

interface DailyDoc {
  day: string;
  kind: AggregateKind;
  key: string;
  count: number;
}

const schema = new Schema<DailyDoc>(
  { day: { type: String, required: true }, kind: { type: String, required: true }, key: { type: String, required: true }, count: { type: Number, default: 0 } },
  { collection: 'analytics_daily', versionKey: false },
);
schema.index({ day: 1, kind: 1, key: 1 }, { unique: true });

/** Daily counters only: raw events are never stored, so nothing personal is kept. */
export class AnalyticsRepository {
  private readonly model: Model<DailyDoc>;
  constructor(conn: Connection) {
    this.model = conn.models.AnalyticsDaily ?? conn.model<DailyDoc>('AnalyticsDaily', schema);
  }

  async syncIndexes(): Promise<void> {
    await this.model.syncIndexes();
  }

  async increment(day: string, counts: Map<string, { kind: AggregateKind; key: string; n: number }>): Promise<void> {
    if (!counts.size) return;
    await this.model.bulkWrite(
      [...counts.values()].map(({ kind, key, n }) => ({
        updateOne: { filter: { day, kind, key }, update: { $inc: { count: n } }, upsert: true },
      })),
      { ordered: false },
    );
  }

  async since(day: string): Promise<DailyDoc[]> {
    return this.model.find({ day: { $gte: day } }, { _id: 0 }).lean<DailyDoc[]>();
  }
}
