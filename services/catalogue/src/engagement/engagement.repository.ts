import { Schema, type Connection, type Model } from 'mongoose';

interface VoteDoc {
  gameId: string;
  visitor: string;
  liked: boolean;
  stars: number | null;
  updatedAt: Date;
}

/** Counters live in their own collection, one document per game (see GAME_STATS_COLLECTION). */
export interface CounterDoc {
  id: string;
  plays?: number;
  likes?: number;
  rating?: number | null;
  ratingCount?: number;
  ratingSum?: number;
}

export const GAME_STATS_COLLECTION = 'game_stats';

const voteSchema = new Schema<VoteDoc>(
  {
    gameId: { type: String, required: true },
    visitor: { type: String, required: true },
    liked: { type: Boolean, default: false },
    stars: { type: Number, default: null },
    updatedAt: { type: Date, default: () => new Date() },
  },
  { collection: 'votes', versionKey: false },
);
voteSchema.index({ gameId: 1, visitor: 1 }, { unique: true });

/**
 * Votes (one document per visitor and game) and the per-game counters. Counters are kept in
 * their own collection, not on the game documents: FerretDB v1 applies an update as a
 * whole-document write, so a visitor's $inc racing an admin's status change on the same
 * document could undo that change. Here they never share a document. No transactions
 * (FerretDB v1): the vote's previous value comes back from one findOneAndUpdate and decides
 * the increment. The average rating is derived on read (GameRepository) from sum and count.
 */
export class EngagementRepository {
  private readonly votes: Model<VoteDoc>;
  constructor(private readonly conn: Connection) {
    this.votes = conn.models.Vote ?? conn.model<VoteDoc>('Vote', voteSchema);
  }

  private get stats() {
    return this.conn.collection<CounterDoc>(GAME_STATS_COLLECTION);
  }

  async syncIndexes(): Promise<void> {
    await this.votes.syncIndexes();
    await this.stats.createIndex({ id: 1 }, { unique: true });
  }

  async counters(gameId: string): Promise<CounterDoc | null> {
    const c = await this.stats.findOne({ id: gameId }, { projection: { _id: 0, id: 1, plays: 1, likes: 1, ratingCount: 1, ratingSum: 1 } });
    return c ? { ...c, rating: c.ratingCount ? Math.round(((c.ratingSum ?? 0) / c.ratingCount) * 10) / 10 : null } : null;
  }

  async vote(gameId: string, visitor: string): Promise<VoteDoc | null> {
    return this.votes.findOne({ gameId, visitor }).lean<VoteDoc>();
  }

  async incPlays(gameId: string): Promise<void> {
    await this.stats.updateOne({ id: gameId }, { $inc: { plays: 1 } }, { upsert: true });
  }

  /** Sets the visitor's like; returns whether it changed. */
  async setLike(gameId: string, visitor: string, liked: boolean): Promise<boolean> {
    const before = await this.votes
      .findOneAndUpdate({ gameId, visitor }, { $set: { liked, updatedAt: new Date() } }, { upsert: true, returnDocument: 'before' })
      .lean<VoteDoc>();
    const was = before?.liked === true;
    if (was === liked) return false;
    await this.stats.updateOne({ id: gameId }, { $inc: { likes: liked ? 1 : -1 } }, { upsert: true });
    return true;
  }

  /** Records the visitor's stars (a second vote replaces the first) and updates the average. */
  async setStars(gameId: string, visitor: string, stars: number): Promise<void> {
    const before = await this.votes
      .findOneAndUpdate({ gameId, visitor }, { $set: { stars, updatedAt: new Date() } }, { upsert: true, returnDocument: 'before' })
      .lean<VoteDoc>();
    const old = before?.stars ?? null;
    if (old === stars) return;
    const inc = old === null ? { ratingSum: stars, ratingCount: 1 } : { ratingSum: stars - old, ratingCount: 0 };
    await this.stats.updateOne({ id: gameId }, { $inc: inc }, { upsert: true });
  }
}
