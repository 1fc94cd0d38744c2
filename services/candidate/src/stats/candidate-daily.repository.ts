import { upsertRacing, type KeyedWriteLock } from '@portal/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Connection } from 'mongoose';

/** One UTC day's counts: `_id` is the day ('YYYY-MM-DD'). */
interface CandidateDayDoc {
  _id: string;
  created?: number;
  published?: number;
}

export const CANDIDATE_DAILY_COLLECTION = 'candidate_daily';
export type CandidateDayCounter = 'created' | 'published';

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * New candidates and publications per day, counted when they happen (an insert, a publish)
 * rather than worked out from the pool: a period costs one lookup by `_id` per day, whatever
 * the pool's size. A publication is an event: a game published and later unpublished still
 * counts on the day it was published. A count that fails to be written is logged and lost;
 * the candidate itself is never held back by its statistics.
 */
export class CandidateDailyStats {
  constructor(
    private readonly conn: Connection,
    /** One write at a time per day document: FerretDB v1 loses one of two concurrent $inc (see KeyedWriteLock). */
    private readonly lock: KeyedWriteLock,
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get days() {
    return this.conn.collection<CandidateDayDoc>(CANDIDATE_DAILY_COLLECTION);
  }

  async count(counter: CandidateDayCounter, n = 1): Promise<void> {
    if (n <= 0) return;
    const _id = utcDay(this.now());
    try {
      await this.lock.run(_id, () => upsertRacing(() => this.days.updateOne({ _id }, { $inc: { [counter]: n } }, { upsert: true })));
    } catch (err) {
      this.log?.warn({ err, counter, n }, 'candidate daily count not written');
    }
  }

  /** The counts of these days (a day with no document counted nothing). */
  async read(days: readonly string[]): Promise<Map<string, { created: number; published: number }>> {
    const docs = await Promise.all(days.map((_id) => this.days.findOne({ _id })));
    const out = new Map<string, { created: number; published: number }>();
    for (const d of docs) if (d) out.set(d._id, { created: Number(d.created) || 0, published: Number(d.published) || 0 });
    return out;
  }

  today(): Date {
    return this.now();
  }
}
