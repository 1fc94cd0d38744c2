import type { Connection } from 'mongoose';
import { runOnce, upsertRacing, type KeyedWriteLock } from '@portal/server-kit';
import type { StatsIndex } from './stats-index';
import { GAME_STATS_COLLECTION, type CounterDoc } from './game-stats';

/** A visitor's like and stars for one game: `_id` is `gameId:visitor`. */
interface VoteDoc {
  _id: string;
  gameId: string;
  visitor: string;
  liked: boolean;
  stars: number | null;
  updatedAt: Date;
}

const VOTES_COLLECTION = 'votes';

const voteId = (gameId: string, visitor: string) => `${gameId}:${visitor}`;

/**
 * Votes (one document per visitor and game) and the per-game counters. Both are keyed by
 * their natural `_id` (`gameId:visitor`, the game id), so every read and write is a lookup by
 * `_id`, the one every MongoDB-wire server indexes: a play costs the same with a million votes.
 * Counters are kept apart from the game documents: FerretDB v1 applies an update as a
 * whole-document write, so a visitor's $inc racing an admin's status change on the same
 * document could undo that change. No transactions (FerretDB v1): the vote's previous value
 * comes back from one findOneAndUpdate and decides the increment. Every counter write reaches
 * the stats index, which the storefront reads.
 */
export class EngagementRepository {
  constructor(
    private readonly conn: Connection,
    /** One write at a time per game: FerretDB v1 loses one of two concurrent $inc (see KeyedWriteLock). */
    private readonly lock: KeyedWriteLock,
    private readonly index?: StatsIndex,
  ) {}

  private get stats() {
    return this.conn.collection<CounterDoc>(GAME_STATS_COLLECTION);
  }

  private get votes() {
    return this.conn.collection<VoteDoc>(VOTES_COLLECTION);
  }

  /** Drops the indexes the natural `_id`s replaced, then moves older documents onto them. */
  async syncIndexes(): Promise<void> {
    for (const [collection, index] of [[GAME_STATS_COLLECTION, 'id_1'], [VOTES_COLLECTION, 'gameId_1_visitor_1']] as const) {
      await this.conn.collection(collection).dropIndex(index).catch(() => undefined);
    }
    await runOnce(this.conn, 'engagement-natural-ids', () => this.migrateToNaturalIds());
  }

  async counters(gameId: string): Promise<CounterDoc | null> {
    const fromIndex = this.index?.get(gameId);
    if (fromIndex !== null && fromIndex !== undefined) return fromIndex.counters;
    if (fromIndex === undefined) return null;
    return this.stats.findOne({ _id: gameId });
  }

  vote(gameId: string, visitor: string): Promise<VoteDoc | null> {
    return this.votes.findOne({ _id: voteId(gameId, visitor) });
  }

  async incPlays(gameId: string): Promise<void> {
    await this.lock.run(gameId, () => this.bump(gameId, { plays: 1 }));
  }

  /** Sets the visitor's like; returns whether it changed. */
  setLike(gameId: string, visitor: string, liked: boolean): Promise<boolean> {
    return this.lock.run(gameId, async () => {
      const before = await this.setVote(gameId, visitor, { liked });
      const was = before?.liked === true;
      if (was === liked) return false;
      await this.bump(gameId, { likes: liked ? 1 : -1 });
      return true;
    });
  }

  /** Records the visitor's stars (a second vote replaces the first) and updates the average. */
  setStars(gameId: string, visitor: string, stars: number): Promise<void> {
    return this.lock.run(gameId, async () => {
      const before = await this.setVote(gameId, visitor, { stars });
      const old = before?.stars ?? null;
      if (old === stars) return;
      await this.bump(gameId, old === null ? { ratingSum: stars, ratingCount: 1 } : { ratingSum: stars - old, ratingCount: 0 });
    });
  }

  // Both run holding the game's lock; the upserts may still meet a writer that does not take it
  // (a migration, an older replica): an insert losing on the unique _id is retried as the update
  // it then is, instead of answering 500.
  private setVote(gameId: string, visitor: string, set: Partial<VoteDoc>): Promise<VoteDoc | null> {
    return upsertRacing(() =>
      this.votes.findOneAndUpdate(
        { _id: voteId(gameId, visitor) },
        { $set: { ...set, updatedAt: new Date() }, $setOnInsert: { gameId, visitor } },
        { upsert: true, returnDocument: 'before' },
      ),
    );
  }

  private async bump(gameId: string, inc: Partial<Record<'plays' | 'likes' | 'ratingSum' | 'ratingCount', number>>): Promise<void> {
    const after = await upsertRacing(() =>
      this.stats.findOneAndUpdate(
        { _id: gameId },
        { $inc: inc, $set: { updatedAt: new Date() }, $setOnInsert: { id: gameId } },
        { upsert: true, returnDocument: 'after' },
      ),
    );
    if (after) this.index?.noteDocs([after]);
  }

  /**
   * Older databases keyed these documents by ObjectId. Each game's counters are summed into its
   * natural document, which records what it absorbed (so a second run after a crash never
   * counts a document twice) before the old ones are deleted; votes are copied, then deleted.
   */
  private async migrateToNaturalIds(): Promise<void> {
    const oldStats = new Map<string, CounterDoc[]>();
    for await (const d of this.stats.find({})) {
      if (d._id !== d.id && typeof d.id === 'string') oldStats.set(d.id, [...(oldStats.get(d.id) ?? []), d]);
    }
    for (const [id, docs] of oldStats) {
      const natural = (await this.stats.findOne({ _id: id })) as (CounterDoc & { absorbed?: string[] }) | null;
      const absorbed = new Set(natural?.absorbed ?? []);
      const fresh = docs.filter((d) => !absorbed.has(String(d._id)));
      const sum = (k: 'plays' | 'likes' | 'ratingSum' | 'ratingCount') => (natural?.[k] ?? 0) + fresh.reduce((n, d) => n + (d[k] ?? 0), 0);
      await this.stats.updateOne(
        { _id: id },
        { $set: { id, plays: sum('plays'), likes: sum('likes'), ratingSum: sum('ratingSum'), ratingCount: sum('ratingCount'), absorbed: [...absorbed, ...fresh.map((d) => String(d._id))] } },
        { upsert: true },
      );
      for (const d of docs) await this.stats.deleteOne({ _id: d._id });
    }
    for await (const v of this.votes.find({})) {
      const natural = voteId(v.gameId, v.visitor);
      if (v._id === natural) continue;
      await this.votes.updateOne({ _id: natural }, { $setOnInsert: { gameId: v.gameId, visitor: v.visitor, liked: v.liked, stars: v.stars, updatedAt: v.updatedAt } }, { upsert: true });
      await this.votes.deleteOne({ _id: v._id });
    }
  }
}
