import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { mongo } from 'mongoose';
import { ReplicatedIndex, timeOf, type IndexedRow } from '@portal/server-kit';
import type { GameDoc, GameModel } from '../game.model';
import { SubstringIndex, type SubstringHit } from './substring-index';

/** One game as the catalogue answers it, with what its lists filter and sort on. */
export interface GameRow extends IndexedRow {
  /** The document's `_id`: writes address it by this alone. */
  _id: unknown;
  doc: GameDoc;
  slug: string;
  status: string;
  kind: string;
  category: string;
  featured: boolean;
  /** ms; -Infinity when never published (after every published game, as MongoDB sorts a null last). */
  publishedAt: number;
  /** Lower-cased English name, for the admin's search. */
  nameKey: string;
  /** The list order as one number: newest first, then by `order` (built-ins keep theirs). */
  listKey: number;
}

function gameDefaults(): Partial<GameDoc> {
  return { description: {}, tags: [], featured: false, rating: null, ratingCount: 0, plays: 0, likes: 0, size: { width: 1280, height: 720 }, languages: ['en'], meta: {}, publishedAt: null, order: 0 } as Partial<GameDoc>;
}

/** Rebuilt from JSON on other replicas: dates come back as strings. */
function reviveDoc(doc: GameDoc): GameDoc {
  const d = doc as unknown as Record<string, unknown>;
  for (const k of ['publishedAt', 'createdAt', 'updatedAt'] as const) {
    if (typeof d[k] === 'string') d[k] = new Date(d[k] as string);
  }
  return doc;
}

export function toGameRow(raw: mongo.Document): GameRow | null {
  if (typeof raw.id !== 'string' || typeof raw.slug !== 'string') return null;
  // Fields a document may lack (older documents, or ones inserted without the model's defaults)
  // read as the model's defaults, so every answer has the shape its schema promises.
  const doc = reviveDoc({ ...gameDefaults(), ...(raw as GameDoc) });
  const published = timeOf(doc.publishedAt);
  const publishedAt = Number.isNaN(published) ? -Infinity : published;
  const order = Math.max(0, Math.min(999, Math.trunc(Number(doc.order) || 0)));
  return {
    id: doc.id,
    _id: raw._id,
    doc,
    slug: doc.slug,
    status: String(doc.status),
    kind: String(doc.kind),
    category: String(doc.category),
    featured: doc.featured === true,
    publishedAt,
    nameKey: String(doc.name?.en ?? Object.values(doc.name ?? {})[0] ?? '').toLowerCase(),
    // Ascending order of this key is publishedAt descending, then order ascending (ids break ties).
    listKey: publishedAt === -Infinity ? Number.MAX_VALUE : -publishedAt * 1000 + order,
    changedAt: timeOf(doc.updatedAt) || 0,
  };
}

/** Texts a visitor's search looks in, per language: the game's name and description. */
function localized(doc: GameDoc, lang: string): { name: string; description: string } | null {
  const name = doc.name?.[lang];
  if (typeof name !== 'string' && typeof doc.description?.[lang] !== 'string') return null;
  return { name: name ?? '', description: doc.description?.[lang] ?? '' };
}

/**
 * Every game of the catalogue in memory (see ReplicatedIndex for why and how it stays
 * current), with a lookup by slug and, per language, a substring index of the published
 * games' names and descriptions.
 */
export class GameIndex extends ReplicatedIndex<GameRow> {
  private readonly bySlug = new Map<string, GameRow>();
  private search = new Map<string, SubstringIndex>();
  private indexedLangs = new Map<string, Set<string>>();

  constructor(model: GameModel, redis: Redis, log: Pick<FastifyBaseLogger, 'warn' | 'info'>, opts: { resyncMs?: number } = {}) {
    super(
      model.collection,
      redis,
      log,
      {
        name: 'games',
        toRow: toGameRow,
        revive: (r) => ({ ...r, doc: reviveDoc(r.doc), publishedAt: r.publishedAt ?? -Infinity, listKey: r.listKey ?? Number.MAX_VALUE }),
        sortValues: { list: (r) => r.listKey },
      },
      opts,
    );
  }

  /** A game by slug or id (any status). */
  byRef(ref: string): GameRow | undefined {
    return this.bySlug.get(ref) ?? this.get(ref) ?? undefined;
  }

  /** Every game in list order (newest first); callers must not change the array. */
  inListOrder(): readonly GameRow[] {
    return this.ordered('list');
  }

  /** Published games whose name or description in one of `langs` contains `term`. */
  searchPublished(term: string, langs: readonly string[]): Map<string, boolean> {
    const hits = new Map<string, boolean>();
    for (const lang of langs) {
      for (const h of this.search.get(lang)?.search(term) ?? ([] as SubstringHit[])) hits.set(h.key, (hits.get(h.key) ?? false) || h.inName);
    }
    return hits;
  }

  protected override onRowChanged(before: GameRow | undefined, after: GameRow | undefined): void {
    if (before && before.slug !== after?.slug && this.bySlug.get(before.slug) === before) this.bySlug.delete(before.slug);
    if (after) this.bySlug.set(after.slug, after);
    const id = after?.id ?? before!.id;
    const langs = this.indexedLangs.get(id);
    if (!after || after.status !== 'published') {
      if (langs) for (const lang of langs) this.search.get(lang)?.delete(id);
      this.indexedLangs.delete(id);
      return;
    }
    const now = new Set<string>();
    for (const lang of Object.keys(after.doc.name ?? {}).concat(Object.keys(after.doc.description ?? {}))) {
      const text = localized(after.doc, lang);
      if (!text || now.has(lang)) continue;
      now.add(lang);
      let ix = this.search.get(lang);
      if (!ix) this.search.set(lang, (ix = new SubstringIndex()));
      ix.set(id, text.name, text.description);
    }
    if (langs) for (const lang of langs) if (!now.has(lang)) this.search.get(lang)?.delete(id);
    this.indexedLangs.set(id, now);
    const ix = this.search.get(now.values().next().value ?? '');
    if (ix && ix.waste > 0.5 && ix.size > 1000) this.search.set(now.values().next().value!, ix.compact());
  }

  protected override onReset(): void {
    this.bySlug.clear();
    this.search = new Map();
    this.indexedLangs = new Map();
  }
}
