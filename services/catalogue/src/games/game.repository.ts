import type { QueryFilter } from 'mongoose';
import type { GameDoc, GameModel } from './game.model';
import { GAME_STATS_COLLECTION, type CounterDoc } from '../engagement/engagement.repository';

export interface PageRequest {
  skip: number;
  limit: number;
}

/**
 * The only module that touches the games collection. Reads overlay each game's counters
 * (plays, likes, rating) from the stats collection the engagement module writes, so visitor
 * activity never writes to a game document (see EngagementRepository).
 */
export class GameRepository {
  constructor(private readonly model: GameModel) {}

  private get stats() {
    return this.model.db.collection<CounterDoc>(GAME_STATS_COLLECTION);
  }

  private async withStats(docs: GameDoc[]): Promise<GameDoc[]> {
    if (docs.length === 0) return docs;
    const rows = await this.stats.find({ id: { $in: docs.map((d) => d.id) } }).toArray();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return docs.map((d) => {
      const c = byId.get(d.id);
      if (!c) return d;
      const ratingCount = c.ratingCount ?? 0;
      return {
        ...d,
        plays: c.plays ?? 0,
        likes: c.likes ?? 0,
        ratingCount,
        rating: ratingCount ? Math.round(((c.ratingSum ?? 0) / ratingCount) * 10) / 10 : null,
      };
    });
  }

  async findPage(filter: QueryFilter<GameDoc>, page: PageRequest): Promise<{ docs: GameDoc[]; total: number }> {
    const [docs, total] = await Promise.all([
      this.model.find(filter).sort({ publishedAt: -1, order: 1, id: 1 }).skip(page.skip).limit(page.limit).lean<GameDoc[]>(),
      this.model.countDocuments(filter),
    ]);
    return { docs: await this.withStats(docs), total };
  }

  async findPublishedByRef(ref: string): Promise<GameDoc | null> {
    const doc = await this.model.findOne({ status: 'published', $or: [{ slug: ref }, { id: ref }] }).lean<GameDoc>();
    return doc ? ((await this.withStats([doc]))[0] ?? null) : null;
  }

  async countByCategory(filter: QueryFilter<GameDoc>): Promise<Map<string, number>> {
    const rows = await this.model.aggregate<{ _id: string; n: number }>([{ $match: filter }, { $group: { _id: '$category', n: { $sum: 1 } } }]);
    return new Map(rows.map((r) => [r._id, r.n]));
  }

  count(filter: QueryFilter<GameDoc>): Promise<number> {
    return this.model.countDocuments(filter);
  }

  /** Inserts or refreshes one game by id; `onInsert` fields are only written the first time. */
  async upsertById(id: string, set: Partial<GameDoc>, onInsert: Partial<GameDoc>): Promise<void> {
    await this.model.updateOne({ id }, { $set: set, $setOnInsert: onInsert }, { upsert: true });
  }

  findById(id: string): Promise<GameDoc | null> {
    return this.model.findOne({ id }).lean<GameDoc>();
  }

  slugTaken(slug: string): Promise<boolean> {
    return this.model.exists({ slug }).then((r) => r !== null);
  }

  /** Inserts a new game; a duplicate id or slug surfaces as MongoDB's E11000 for the caller to resolve. */
  async insert(doc: Partial<GameDoc>): Promise<void> {
    await this.model.create(doc);
  }

  /** Updates an existing game; answers null when no game has that id. */
  updateById(id: string, set: Partial<GameDoc>): Promise<GameDoc | null> {
    return this.model.findOneAndUpdate({ id }, { $set: set }, { returnDocument: 'after' }).lean<GameDoc>();
  }

  listByKind(kind: GameDoc['kind'], limit: number): Promise<GameDoc[]> {
    return this.model.find({ kind }).sort({ publishedAt: -1, id: 1 }).limit(limit).lean<GameDoc[]>();
  }

  /** Play URLs of every external game (a projection, so 20k games stay a small answer). */
  async externalPlayUrls(): Promise<string[]> {
    const docs = await this.model.find({ kind: 'external' }, { _id: 0, playUrl: 1 }).lean<Array<{ playUrl: string }>>();
    return docs.map((d) => d.playUrl);
  }

  async syncIndexes(): Promise<void> {
    await this.model.syncIndexes();
  }
}
