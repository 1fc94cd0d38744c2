import { assetRef, FALLBACK_CATEGORY, isGameCategory, type GameUpsertBody, type InternalPublishBody, type InternalPublishResult, type LocalGameUpdateBody } from '@portal/contracts';
import { badRequest, notFound } from '@portal/server-kit';
import type { GameDoc } from './game.model';
import { isDuplicateKey } from '@portal/server-kit';
import type { GameRepository } from './game.repository';
import { mapGameStatus } from './game-status';

const notFoundText = (id: string) => `Game with id ${id} not found`;

/** Write side of the catalogue: admin edits and games handed over by the candidate service. */
export class GameAdminService {
  constructor(
    private readonly games: GameRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Idempotent by game id: a retry finds the game it already made and answers the same slug,
   * so a crash or timeout between the services never duplicates a game. The catalogue owns
   * the slug: the first free of base, base-2, base-3, …
   */
  async publish(body: InternalPublishBody): Promise<InternalPublishResult> {
    await this.games.whenReady();
    const tried = new Set<string>();
    for (let attempt = 0; attempt < 50; attempt++) {
      const existing = this.games.findById(body.id);
      if (existing) return result(await this.refresh(existing, body));
      const slug = this.freeSlug(body.slugBase || 'game', tried);
      try {
        return result(await this.games.insert(this.newGame(body, slug)));
      } catch (e) {
        if (!isDuplicateKey(e)) throw e;
        // Another replica took this id (a concurrent retry) or this slug a moment ago: give its
        // change message a moment to arrive, then look again, skipping the slug just refused.
        tried.add(slug);
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    throw new Error(`could not allocate a slug for ${body.slugBase}`);
  }

  /**
   * Many games handed over at once (bulk publishing): new ones are inserted together, each with
   * a free slug; existing ones are refreshed one by one. Idempotent per game id like `publish`.
   */
  async publishMany(bodies: InternalPublishBody[]): Promise<InternalPublishResult[]> {
    await this.games.whenReady();
    const results = new Map<string, InternalPublishResult>();
    const fresh: InternalPublishBody[] = [];
    for (const body of bodies) {
      const existing = this.games.findById(body.id);
      if (existing) results.set(body.id, result(await this.refresh(existing, body)));
      else if (!fresh.some((f) => f.id === body.id)) fresh.push(body);
    }
    const taken = new Set<string>();
    const docs = fresh.map((body) => {
      const slug = this.freeSlug(body.slugBase || 'game', taken);
      taken.add(slug);
      return this.newGame(body, slug);
    });
    const { inserted } = await this.games.insertMany(docs);
    for (const body of fresh) {
      // A clash with another replica's write: the one-by-one path finds a free slug.
      results.set(body.id, inserted.has(body.id) ? result(this.games.findById(body.id)!) : await this.publish(body));
    }
    return bodies.map((b) => results.get(b.id)!);
  }

  private fieldsOf(body: InternalPublishBody): Partial<GameDoc> {
    return {
      kind: body.kind,
      name: { en: body.name },
      description: { en: body.description },
      category: isGameCategory(body.category) ? body.category : FALLBACK_CATEGORY,
      tags: body.tags,
      playUrl: body.playUrl,
      thumbnail: assetRef(body.image) ? { small: body.image!, large: body.image! } : null,
      source: body.source,
      candidateId: body.candidateId,
    };
  }

  private newGame(body: InternalPublishBody, slug: string): Partial<GameDoc> {
    return {
      ...this.fieldsOf(body),
      id: body.id,
      slug,
      status: body.status as GameDoc['status'],
      featured: false,
      rating: null,
      ratingCount: 0,
      plays: 0,
      likes: 0,
      languages: ['en'],
      meta: {},
      publishedAt: body.status === 'published' ? this.now() : null,
      order: 0,
    };
  }

  private async refresh(existing: GameDoc, body: InternalPublishBody): Promise<GameDoc> {
    // 'draft' only reserves an id and a slug (local games need the slug before their files
    // are installed); it never takes an existing game off the storefront.
    if (body.status === 'draft') return existing;
    const becomesPublished = body.status === 'published' && existing.status !== 'published';
    const set: Partial<GameDoc> = { ...this.fieldsOf(body), status: body.status as GameDoc['status'] };
    if (becomesPublished) set.publishedAt = this.now();
    return (await this.games.updateById(body.id, set))!;
  }

  /** Takes a published game off the storefront: unpublishing archives it. Idempotent. */
  async unpublish(id: string): Promise<{ id: string; status: string }> {
    const doc = await this.setStatusFirmly(id, 'archived');
    return { id, status: doc ? doc.status : 'missing' };
  }

  /** Visitor counters live in their own collection, so nothing else writes this document concurrently. */
  private async setStatusFirmly(id: string, status: GameDoc['status']): Promise<GameDoc | null> {
    await this.games.whenReady();
    return this.games.updateById(id, { status });
  }

  async upsert(body: GameUpsertBody): Promise<GameDoc> {
    await this.games.whenReady();
    const existing = this.games.findById(body.gameId);
    if (!existing) throw notFound(notFoundText(body.gameId));
    const set: Partial<GameDoc> = {};
    if (body.name !== undefined) set.name = { ...existing.name, en: body.name.trim() };
    if (body.description !== undefined) set.description = { ...existing.description, en: body.description.trim() };
    if (body.category !== undefined) {
      if (!isGameCategory(body.category)) throw badRequest(`Unknown category: ${body.category}`);
      set.category = body.category;
    }
    if (body.tags !== undefined) set.tags = body.tags.map((t) => t.trim()).filter(Boolean);
    if (body.featured !== undefined) set.featured = body.featured;
    if (body.playUrl !== undefined && existing.kind === 'external') set.playUrl = body.playUrl.trim();
    if (body.status !== undefined) {
      set.status = mapGameStatus(body.status);
      if (set.status === 'published' && existing.status !== 'published') set.publishedAt = this.now();
    }
    return (await this.games.updateById(body.gameId, set))!;
  }

  async archive(id: string): Promise<GameDoc> {
    const doc = await this.setStatusFirmly(id, 'archived');
    if (!doc) throw notFound(notFoundText(id));
    return doc;
  }

  /** Only local and external games can be updated this way. */
  async updateLocal(body: LocalGameUpdateBody): Promise<GameDoc> {
    await this.games.whenReady();
    const existing = this.games.findById(body.gameId);
    if (!existing) throw notFound(notFoundText(body.gameId));
    if (existing.kind === 'builtin') throw badRequest('Internal games cannot be updated', 'INTERNAL_GAME');
    if (existing.kind !== 'local' && existing.kind !== 'external') throw badRequest('Unknown game type', 'UNKNOWN_GAME_TYPE');
    const { featured, status, ...rest } = body.updateData;
    return this.upsert({ gameId: body.gameId, ...rest, featured, status });
  }

  async externalPlayUrls(): Promise<string[]> {
    await this.games.whenReady();
    return this.games.externalPlayUrls();
  }

  async listLocal(): Promise<GameDoc[]> {
    await this.games.whenReady();
    return this.games.listByKind('local', 500);
  }

  /** The first of base, base-2, base-3… that no game has (nor `reserved`, slugs of this batch). */
  private freeSlug(base: string, reserved: ReadonlySet<string> = new Set()): string {
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!this.games.slugTaken(candidate) && !reserved.has(candidate)) return candidate;
    }
  }
}

function result(doc: GameDoc): InternalPublishResult {
  return { id: doc.id, slug: doc.slug, status: doc.status, publishedAt: doc.publishedAt ? doc.publishedAt.toISOString() : null };
}
