import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Connection, mongo } from 'mongoose';
import { ReplicatedIndex, timeOf, type IndexedRow } from '@portal/server-kit';
import { GAME_STATS_COLLECTION, type CounterDoc } from './game-stats';

export interface StatsRow extends IndexedRow {
  counters: CounterDoc;
}

function toStatsRow(doc: mongo.Document): StatsRow | null {
  const id = typeof doc.id === 'string' ? doc.id : typeof doc._id === 'string' ? doc._id : null;
  if (!id) return null;
  const counters: CounterDoc = {
    _id: id,
    id,
    plays: Number(doc.plays) || 0,
    likes: Number(doc.likes) || 0,
    ratingSum: Number(doc.ratingSum) || 0,
    ratingCount: Number(doc.ratingCount) || 0,
  };
  // The counters themselves tell a changed row on a resync (older documents have no updatedAt).
  const changedAt = (timeOf(doc.updatedAt) || 0) + counters.plays! + counters.likes! * 7 + counters.ratingSum! * 13 + counters.ratingCount! * 17;
  return { id, counters, changedAt };
}

/** Plays, likes and ratings of every game in memory, for cards and game pages. */
export class StatsIndex extends ReplicatedIndex<StatsRow> {
  constructor(conn: Connection, redis: Redis, log: Pick<FastifyBaseLogger, 'warn' | 'info'>, opts: { resyncMs?: number } = {}) {
    super(conn.collection(GAME_STATS_COLLECTION), redis, log, { name: 'game_stats', toRow: toStatsRow, sortValues: {} }, opts);
  }
}

/** The counters a card shows, from a stats row (none yet: zeros, no rating). */
export function countersOf(row: StatsRow | undefined | null): { plays: number; likes: number; rating: number | null; ratingCount: number } {
  const c = row?.counters;
  const ratingCount = c?.ratingCount ?? 0;
  return {
    plays: c?.plays ?? 0,
    likes: Math.max(0, c?.likes ?? 0),
    ratingCount,
    rating: ratingCount ? Math.round(((c?.ratingSum ?? 0) / ratingCount) * 10) / 10 : null,
  };
}
