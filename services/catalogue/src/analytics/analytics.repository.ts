import type { Connection } from 'mongoose';
import { runOnce } from '@portal/server-kit';
import { decodeKey, encodeKey } from './analytics-keys';
import { CounterDelta, type Counters, type DayCounters, type Group } from './daily-counts';

/** One day's counters of one group: `_id` is `YYYY-MM-DD:group`; `c` is counter → key → count. */
interface DayDoc {
  _id: string;
  day: string;
  group: Group;
  c: Counters;
}

export const ANALYTICS_COLLECTION = 'analytics_days';
const OLD_COLLECTION = 'analytics_daily';

/** Parallel reads of one summary: enough to overlap round trips without flooding the pool. */
const READ_CONCURRENCY = 16;

const docId = (day: string, group: Group) => `${day}:${group}`;

const isDuplicateKey = (e: unknown) => (e as { code?: number }).code === 11000 || /duplicate key|UNIQUE constraint/i.test((e as Error).message ?? '');

/**
 * Daily counters only: raw events are never stored, so nothing personal is kept. Every read and
 * write addresses a document by `_id` (day and group), the one lookup every MongoDB-wire server
 * indexes (FerretDB v1 evaluates any other filter by decoding the whole collection), so a
 * write costs the same after years of data and a period costs a fixed number of lookups per day.
 */
export class AnalyticsRepository {
  constructor(private readonly conn: Connection) {}

  private get days() {
    return this.conn.collection<DayDoc>(ANALYTICS_COLLECTION);
  }

  /** Folds the counters of the first design (one document per day, kind and key) into day documents, once. */
  async syncIndexes(): Promise<void> {
    await runOnce(this.conn, 'analytics-day-documents', () => this.migrateRows());
  }

  /** Adds the increments: one update per day and group, however many counters it touches. */
  async add(delta: CounterDelta): Promise<CounterDelta> {
    const failed = new CounterDelta();
    const writes: Promise<void>[] = [];
    for (const [day, groups] of delta.days) {
      for (const [group, counters] of groups) {
        const inc: Record<string, number> = {};
        for (const [counter, keys] of counters) for (const [key, n] of keys) inc[`c.${counter}.${encodeKey(key)}`] = n;
        writes.push(
          this.inc(day, group, inc).catch(() => {
            for (const [counter, keys] of counters) for (const [key, n] of keys) failed.add(day, group, counter, key, n);
          }),
        );
      }
    }
    await Promise.all(writes);
    return failed;
  }

  private async inc(day: string, group: Group, inc: Record<string, number>): Promise<void> {
    const write = () => this.days.updateOne({ _id: docId(day, group) }, { $inc: inc, $setOnInsert: { day, group } }, { upsert: true });
    try {
      await write();
    } catch (e) {
      // Two replicas creating the day's document at once: one insert loses, and its update now finds the document.
      if (!isDuplicateKey(e)) throw e;
      await write();
    }
  }

  /** The counters of these days and groups (days without a document are simply absent). */
  async read(days: readonly string[], groups: readonly Group[]): Promise<DayCounters> {
    const ids = days.flatMap((day) => groups.map((group) => docId(day, group)));
    const out: DayCounters = new Map();
    let next = 0;
    const worker = async () => {
      while (next < ids.length) {
        const doc = await this.days.findOne({ _id: ids[next++]! });
        if (!doc) continue;
        const entry = out.get(doc.day) ?? {};
        entry[doc.group] = decodeCounters(doc.c ?? {});
        out.set(doc.day, entry);
      }
    };
    await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, ids.length) }, worker));
    return out;
  }

  /**
   * The first design kept a document per day, kind and key. Its counts are set (not added) into
   * the day documents, so a second run after a crash writes the same values again.
   */
  private async migrateRows(): Promise<void> {
    const old = this.conn.collection<{ day: string; kind: string; key: string; count: number }>(OLD_COLLECTION);
    const into: Record<string, [Group, string]> = { event: ['traffic', 'event'], play: ['plays', 'n'], search: ['search', 'all'], zero: ['search', 'zero'] };
    const docs = new Map<string, { day: string; group: Group; set: Record<string, number> }>();
    const set = (day: string, group: Group, field: string, n: number) => {
      const entry = docs.get(docId(day, group)) ?? { day, group, set: {} };
      entry.set[field] = (entry.set[field] ?? 0) + n;
      docs.set(docId(day, group), entry);
    };
    for await (const row of old.find({})) {
      const target = into[row.kind];
      if (!target || typeof row.day !== 'string' || typeof row.key !== 'string') continue;
      const n = Number(row.count) || 0;
      set(row.day, target[0], `c.${target[1]}.${encodeKey(row.key)}`, n);
      // Zero-result totals lived only in the per-term rows: the day's total is their sum.
      if (row.kind === 'zero') set(row.day, 'traffic', 'c.totals.zeroSearches', n);
    }
    for (const [id, { day, group, set: fields }] of docs) await this.days.updateOne({ _id: id }, { $set: { ...fields, day, group } }, { upsert: true });
    await old.drop().catch(() => undefined);
  }
}

function decodeCounters(c: Counters): Counters {
  const out: Counters = {};
  for (const [counter, keys] of Object.entries(c)) {
    const decoded: Record<string, number> = {};
    for (const [field, n] of Object.entries(keys ?? {})) decoded[decodeKey(field)] = Number(n) || 0;
    out[counter] = decoded;
  }
  return out;
}

