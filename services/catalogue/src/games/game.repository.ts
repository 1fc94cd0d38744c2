import { isDuplicateKey } from '@portal/server-kit';
import type { GameDoc, GameModel } from './game.model';
import type { GameIndex, GameRow } from './read-model/game-index';
import { countersOf, type StatsIndex } from '../engagement/stats-index';


/**
 * The only module that touches the games collection. Reads come from the game index (every
 * game in memory, see GameIndex); writes address a document by its `_id` alone, which the
 * index knows, and report the written document back to it. Visitor counters live in their
 * own collection (EngagementRepository) and are overlaid from the stats index.
 */
export class GameRepository {
  constructor(
    private readonly model: GameModel,
    readonly index: GameIndex,
    private readonly stats: StatsIndex,
  ) {}

  /** Resolves once the game and stats indexes hold the whole catalogue. */
  async whenReady(): Promise<void> {
    await Promise.all([this.index.whenReady(), this.stats.whenReady()]);
  }

  get ready(): boolean {
    return this.index.isReady && this.stats.isReady;
  }

  /** A game with its current counters (as stored on the game when it has none yet). */
  /** Changes to play and rating counters so far (answers that show them are valid while it holds). */
  get statsVersion(): number {
    return this.stats.changeCount;
  }

  withStats(doc: GameDoc): GameDoc {
    const row = this.stats.get(doc.id);
    return row ? { ...doc, ...countersOf(row) } : doc;
  }

  /** Reads both indexes anew (after data was written behind the service's back: seeding, tests). */
  async reload(): Promise<void> {
    await Promise.all([this.index.reload(), this.stats.reload()]);
  }

  findById(id: string): GameDoc | null {
    return this.index.get(id)?.doc ?? null;
  }

  /** A game by slug or id, any status. */
  findByRef(ref: string): GameRow | null {
    return this.index.byRef(ref) ?? null;
  }

  slugTaken(slug: string): boolean {
    return this.index.byRef(slug)?.slug === slug;
  }

  /** Inserts a new game; a duplicate id or slug surfaces as MongoDB's E11000 for the caller to resolve. */
  async insert(doc: Partial<GameDoc>): Promise<GameDoc> {
    const created = (await this.model.create(doc)).toObject() as GameDoc;
    this.index.noteDocs([created]);
    return created;
  }

  /** Inserts many at once; answers the ids stored and those refused as duplicates (id or slug). */
  async insertMany(docs: Partial<GameDoc>[]): Promise<{ inserted: Set<string>; duplicates: Set<string> }> {
    const inserted = new Set<string>();
    const duplicates = new Set<string>();
    if (!docs.length) return { inserted, duplicates };
    const now = new Date();
    // Through the model, so its defaults apply (a lean insertMany would skip them).
    const stamped = docs.map((d) => new this.model({ ...d, createdAt: now, updatedAt: now }).toObject());
    try {
      const res = await this.model.insertMany(stamped, { ordered: false, lean: true });
      this.index.noteDocs(res as object[]);
      for (const d of res as unknown as GameDoc[]) inserted.add(d.id);
    } catch (e) {
      if (!isDuplicateKey(e)) throw e;
      const err = e as { insertedDocs?: GameDoc[]; writeErrors?: { index?: number; err?: { index?: number } }[] };
      this.index.noteDocs(err.insertedDocs ?? []);
      for (const d of err.insertedDocs ?? []) inserted.add(d.id);
      for (const w of err.writeErrors ?? []) {
        const i = w.index ?? w.err?.index;
        if (i !== undefined && docs[i]?.id) duplicates.add(docs[i].id);
      }
    }
    return { inserted, duplicates };
  }

  /** Updates an existing game by its `_id`; answers null when no game has that id. */
  async updateById(id: string, set: Partial<GameDoc>): Promise<GameDoc | null> {
    const row = this.index.get(id);
    if (!row) return null;
    const doc = await this.model.findOneAndUpdate({ _id: row._id }, { $set: set }, { returnDocument: 'after' }).lean<GameDoc>();
    if (doc) this.index.noteDocs([doc]);
    else this.index.noteDeleted([id]);
    return doc;
  }

  listByKind(kind: GameDoc['kind'], limit: number): GameDoc[] {
    const out: GameDoc[] = [];
    for (const row of this.index.inListOrder()) {
      if (row.kind !== kind) continue;
      out.push(row.doc);
      if (out.length >= limit) break;
    }
    return out;
  }

  /** Play URLs of every external game (the crawler de-duplicates against them). */
  externalPlayUrls(): string[] {
    const out: string[] = [];
    for (const row of this.index.inListOrder()) if (row.kind === 'external') out.push(row.doc.playUrl);
    return out;
  }

  async syncIndexes(): Promise<void> {
    await this.model.syncIndexes();
  }
}
