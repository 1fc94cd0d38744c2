import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { KeyedWriteLock, promptRedis, runOnce, upsertRacing } from '@portal/server-kit';
import { dayRange, decodeKey, encodeKey } from './analytics-keys';
import { CounterDelta, type Counted, type Counters, type DayCounters, type GameLoads, type Group, type KeyedTops } from './daily-counts';

/** One day's traffic counters: `_id` is `YYYY-MM-DD:traffic`; `c` is counter → key → count. */
interface DayDoc {
  _id: string;
  day: string;
  group: 'traffic';
  c: Counters;
}

export const ANALYTICS_COLLECTION = 'analytics_days';
const OLD_COLLECTION = 'analytics_daily';
/** Days the keyed counters are kept: the longest period the dashboard shows is 90 days. */
export const KEYED_DAYS_KEPT = 92;
/**
 * The last days of a period still change (today, and yesterday while replicas write their last
 * seconds); every day before is closed, so its sums are worked out once and kept.
 */
const LIVE_DAYS = 2;
/** Closed days' traffic documents kept in memory (two longest periods). */
const CLOSED_TRAFFIC_KEPT = 200;
/** Games fetched per load ranking (errors, slow loads, load time) before the exact order is worked out here. */
const LOAD_CANDIDATES = 100;

const docId = (day: string) => `${day}:traffic`;

/** The keyed counters and the group each lives in. */
const KEYED: ReadonlyArray<[Group, string]> = [
  ['plays', 'n'],
  ['favs', 'n'],
  ['search', 'all'],
  ['search', 'zero'],
  ['loads', 'n'],
  ['loads', 'ms'],
  ['loads', 'slow'],
  ['loads', 'err'],
];

/**
 * Daily counters only: raw events are never stored, so nothing personal is kept.
 *
 * Traffic counters (a bounded set of keys) are one MongoDB document per day, read and written
 * by `_id`. Counters keyed by game or search term are Redis sorted sets per day and counter
 * (ZINCRBY on write; a period's top list is a ZUNIONSTORE of its days and a ZREVRANGE), kept
 * KEYED_DAYS_KEPT days. Why not MongoDB documents for those too: FerretDB v1 rewrites and
 * re-reads a document field by field; measured here, a day document with 5,000 game keys cost
 * 214 ms per $inc and 95 ms per read (3.2 s to write its 5,000 fields), and a busy day holds
 * many more keys. Rows per key would make every write a cheap lookup by `_id` but leave no way
 * to read a period's top games without scanning. Redis is persistent in every deployment of the
 * stack (append-only file under docker compose and `npm start`), is shared by every catalogue
 * replica, and ranks unions of sorted sets in milliseconds.
 */
export class AnalyticsRepository {
  constructor(
    private readonly conn: Connection,
    private readonly redis: Redis,
    /** Names this deployment's keys (its database), so deployments and tests sharing a Redis never mix. */
    private readonly namespace: string,
  ) {
    this.dayLock = new KeyedWriteLock(redis, `${namespace}:analytics-day-lock`);
  }

  private readonly dayLock: KeyedWriteLock;

  private readonly closedTraffic = new Map<string, Counters | null>();

  private get days() {
    return this.conn.collection<DayDoc>(ANALYTICS_COLLECTION);
  }

  private key(day: string, group: Group, counter: string): string {
    return `an:${this.namespace}:${day}:${group}:${counter}`;
  }

  /** Folds the counters of the first design (one document per day, kind and key) in, once. */
  async syncIndexes(): Promise<void> {
    await runOnce(this.conn, 'analytics-day-documents', () => this.migrateRows());
  }

  /** Adds the increments: one update per day for traffic, one Redis transaction for the keyed counters. What failed is answered. */
  async add(delta: CounterDelta): Promise<CounterDelta> {
    const failed = new CounterDelta();
    const keep = (day: string, group: Group, counters: Map<string, Map<string, number>>) => {
      for (const [counter, keys] of counters) for (const [key, n] of keys) failed.add(day, group, counter, key, n);
    };
    const writes: Promise<void>[] = [];
    const tx = this.redis.multi();
    let keyed = 0;
    for (const [day, groups] of delta.days) {
      for (const [group, counters] of groups) {
        if (group === 'traffic') {
          const inc: Record<string, number> = {};
          for (const [counter, keys] of counters) for (const [key, n] of keys) inc[`c.${counter}.${encodeKey(key)}`] = n;
          writes.push(this.incTraffic(day, inc).catch(() => keep(day, group, counters)));
          continue;
        }
        for (const [counter, keys] of counters) {
          const k = this.key(day, group, counter);
          for (const [member, n] of keys) tx.zincrby(k, n, member);
          tx.expire(k, KEYED_DAYS_KEPT * 86_400);
          keyed++;
        }
      }
    }
    if (keyed && this.redis.status !== 'ready') {
      // Redis is away: the commands would wait in the connection's queue for the whole outage.
      // They are kept for the next flush instead (sent later, they must not also be retried).
      tx.discard();
      for (const [day, groups] of delta.days) for (const [group, counters] of groups) if (group !== 'traffic') keep(day, group, counters);
    } else if (keyed) {
      // All or nothing: a transaction that failed is retried whole, never counted twice.
      writes.push(
        tx
          .exec()
          .then((results) => {
            if (!results || results.some(([err]) => err)) throw new Error('analytics transaction failed');
          })
          .catch(() => {
            for (const [day, groups] of delta.days) for (const [group, counters] of groups) if (group !== 'traffic') keep(day, group, counters);
          }),
      );
    } else tx.discard();
    await Promise.all(writes);
    return failed;
  }

  private async incTraffic(day: string, inc: Record<string, number>): Promise<void> {
    // Every replica flushes into the same day document: one at a time (see KeyedWriteLock).
    await this.dayLock.run(day, () => upsertRacing(() => this.days.updateOne({ _id: docId(day) }, { $inc: inc, $setOnInsert: { day, group: 'traffic' } }, { upsert: true })));
  }

  /**
   * The traffic counters of these days (a day without a document counted nothing). `today` is
   * the period's last day: days closed before it are read once and then answered from memory.
   */
  async readTraffic(days: readonly string[], today: string): Promise<DayCounters> {
    const closedBefore = dayRange(new Date(`${today}T00:00:00Z`), LIVE_DAYS)[0]!;
    const out: DayCounters = new Map();
    const missing = days.filter((day) => !(day < closedBefore && this.closedTraffic.has(day)));
    const docs = await Promise.all(missing.map((day) => this.days.findOne({ _id: docId(day) })));
    const read = new Map(missing.map((day, i) => [day, docs[i] ? decodeCounters(docs[i]!.c ?? {}) : null]));
    for (const [day, c] of read) if (day < closedBefore) this.closedTraffic.set(day, c);
    for (const day of days) {
      const c = read.has(day) ? read.get(day) : this.closedTraffic.get(day);
      if (c) out.set(day, { traffic: c });
    }
    // Oldest first out: a Map iterates in insertion order.
    for (const day of this.closedTraffic.keys()) {
      if (this.closedTraffic.size <= CLOSED_TRAFFIC_KEPT) break;
      this.closedTraffic.delete(day);
    }
    return out;
  }

  /**
   * The period's keyed counters narrowed to what the dashboard lists. A period's closed days
   * (all but the last two) are summed by Redis once and kept (closedSums); the top `limit` of
   * the period are then the top of (the closed sum's top `limit` and every member of the live
   * days), each with its closed and live counts added: a member in neither cannot pass the
   * closed sum's `limit`-th, whose total is at least its own. So a summary never copies a sum
   * as large as the period's distinct games or terms. For loads, the games with most errors,
   * most slow loads and most load time are read with all four figures, so the exact order
   * (errors, slow loads, mean time) is worked out here.
   */
  keyedTops(days: readonly string[], limit: number): Promise<KeyedTops> {
    // While Redis is away the dashboard gets a prompt 503, not a request that hangs for the outage.
    return promptRedis(this.redis, () => this.readKeyedTops(days, limit), 5000);
  }

  private async readKeyedTops(days: readonly string[], limit: number): Promise<KeyedTops> {
    const sums = await this.closedSums(days);
    const live = sums ? days.slice(-LIVE_DAYS) : days;
    const tmp = `an:${this.namespace}:tmp:${randomUUID()}`;
    const temps: string[] = [];
    const top = async (group: Group, counter: string, k: number): Promise<Counted[]> => {
      const t = (name: string) => {
        const key = `${tmp}:${group}:${counter}:${name}`;
        temps.push(key);
        return key;
      };
      const [liveSum, both, closedTop, all] = [t('live'), t('both'), t('closedTop'), t('all')];
      const tx = this.redis.multi();
      tx.zunionstore(liveSum, live.length, ...live.map((d) => this.key(d, group, counter)));
      if (sums) {
        const closed = sums(group, counter);
        tx.zinterstore(both, 2, liveSum, closed);
        tx.zrangestore(closedTop, closed, 0, k - 1, 'REV');
        tx.zunionstore(all, 3, liveSum, both, closedTop, 'AGGREGATE', 'MAX');
      }
      // Temporary keys expire by themselves should this process stop before deleting them.
      for (const key of sums ? [liveSum, both, closedTop, all] : [liveSum]) tx.expire(key, 60);
      tx.zrevrange(sums ? all : liveSum, 0, k - 1, 'WITHSCORES');
      const results = await tx.exec();
      const last = results?.at(-1);
      if (!last || last[0]) throw last?.[0] ?? new Error('analytics read failed');
      return pairs(last[1] as string[]);
    };
    /** Exact period counts of these members: the closed sum plus each live day. */
    const countsOf = async (group: Group, counter: string, ids: string[]): Promise<number[]> => {
      const keys = [...(sums ? [sums(group, counter)] : []), ...live.map((d) => this.key(d, group, counter))];
      const scores = await Promise.all(keys.map((k) => this.redis.zmscore(k, ...ids)));
      return ids.map((_, i) => scores.reduce((n, s) => n + num(s[i]), 0));
    };
    try {
      const [plays, favs, searches, zero, byErrors, bySlow, byTime] = await Promise.all([
        top('plays', 'n', limit),
        top('favs', 'n', limit),
        top('search', 'all', limit),
        top('search', 'zero', limit),
        top('loads', 'err', LOAD_CANDIDATES),
        top('loads', 'slow', LOAD_CANDIDATES),
        top('loads', 'ms', LOAD_CANDIDATES),
      ]);
      const ids = [...new Set([...byErrors, ...bySlow, ...byTime].map((c) => c.key))];
      let loads: GameLoads[] = [];
      if (ids.length) {
        const [n, ms, slow, err] = await Promise.all(['n', 'ms', 'slow', 'err'].map((c) => countsOf('loads', c, ids)));
        loads = ids.map((gameId, i) => ({ gameId, loads: n![i]!, ms: ms![i]!, slow: slow![i]!, errors: err![i]! }));
      }
      return { plays, favs, searches, zero, loads };
    } finally {
      if (temps.length) await this.redis.del(...temps).catch(() => undefined);
    }
  }

  /**
   * The sums of a period's closed days, one sorted set per counter, made once (the first
   * summary of the day for that period) and kept two days; null when the period has no more
   * than one closed day. A marker says they are there: an empty sum is no key at all in Redis.
   */
  private async closedSums(days: readonly string[]): Promise<((group: Group, counter: string) => string) | null> {
    const closed = days.slice(0, Math.max(0, days.length - LIVE_DAYS));
    if (closed.length <= 1) return null;
    const key = (group: Group, counter: string) => `an:${this.namespace}:closed:${closed[0]}:${closed.at(-1)}:${group}:${counter}`;
    const built = `an:${this.namespace}:closed:${closed[0]}:${closed.at(-1)}:built`;
    if (!(await this.redis.exists(built))) {
      const build = this.redis.multi();
      for (const [group, counter] of KEYED) {
        build.zunionstore(key(group, counter), closed.length, ...closed.map((d) => this.key(d, group, counter)));
        build.expire(key(group, counter), 2 * 86_400);
      }
      build.set(built, '1', 'EX', 2 * 86_400);
      await build.exec();
    }
    return key;
  }

  /**
   * The first design kept a document per day, kind and key. Its counts are set (not added), so
   * a second run after a crash writes the same values again; days past what the keyed counters
   * keep are left out of Redis.
   */
  private async migrateRows(): Promise<void> {
    const old = this.conn.collection<{ day: string; kind: string; key: string; count: number }>(OLD_COLLECTION);
    const traffic = new Map<string, Record<string, number>>();
    const setTraffic = (day: string, field: string, n: number) => {
      const fields = traffic.get(day) ?? {};
      fields[field] = (fields[field] ?? 0) + n;
      traffic.set(day, fields);
    };
    const kept = new Set(dayRange(new Date(), KEYED_DAYS_KEPT));
    const tx = this.redis.multi();
    const into: Record<string, [Group, string]> = { play: ['plays', 'n'], search: ['search', 'all'], zero: ['search', 'zero'] };
    for await (const row of old.find({})) {
      if (typeof row.day !== 'string' || typeof row.key !== 'string') continue;
      const n = Number(row.count) || 0;
      if (row.kind === 'event') setTraffic(row.day, `c.event.${encodeKey(row.key)}`, n);
      // Zero-result totals lived only in the per-term rows: the day's total is their sum.
      if (row.kind === 'zero') setTraffic(row.day, 'c.totals.zeroSearches', n);
      const target = into[row.kind];
      if (target && kept.has(row.day)) {
        const k = this.key(row.day, ...target);
        tx.zadd(k, n, row.key);
        tx.expire(k, KEYED_DAYS_KEPT * 86_400);
      }
    }
    await tx.exec();
    for (const [day, fields] of traffic) await this.days.updateOne({ _id: docId(day) }, { $set: { ...fields, day, group: 'traffic' } }, { upsert: true });
    await old.drop().catch(() => undefined);
  }
}

const num = (v: string | null | undefined) => Number(v ?? 0) || 0;

function pairs(flat: string[]): Counted[] {
  const out: Counted[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push({ key: flat[i]!, count: num(flat[i + 1]) });
  return out;
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
