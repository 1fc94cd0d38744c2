import { gameUrlKey, type IngestItem, type InsertResult, type KnownResult } from '@portal/contracts';
import type { CandidateModel } from '../candidates/candidate.model';
import type { CandidateListIndex } from '../candidates/candidate-list-index';
import type { CandidateDailyStats } from '../stats/candidate-daily.repository';

const DUPLICATE_KEY = 11000;

/**
 * Crawled items into the candidates collection. De-duplication rests on the collection's
 * unique indexes (id = `<provider>-<provider id>`, url), so it holds when several crawls
 * insert at once: an unordered insertMany keeps the new documents and reports the rest as
 * duplicate-key errors. Published candidates keep their url, so published games are covered;
 * external games an admin added directly (never candidates) are matched by URL key through
 * `catalogueKeys`.
 */
export class IngestRepository {
  constructor(
    private readonly model: CandidateModel,
    private readonly catalogueKeys?: () => Promise<Set<string>>,
    private readonly index?: CandidateListIndex,
    private readonly daily?: CandidateDailyStats,
  ) {}

  async known(keys: string[], urls: string[]): Promise<KnownResult> {
    if (keys.length === 0 && urls.length === 0) return { keys: [], urls: [] };
    // From the list index once loaded: a crawl page costs lookups, not a scan of the pool.
    const fromIndex = this.index?.known(keys, urls);
    const docs = fromIndex
      ? [...fromIndex.keys.map((id) => ({ id, url: '' })), ...fromIndex.urls.map((url) => ({ id: '', url }))]
      : await this.model.collection.find({ $or: [{ id: { $in: keys } }, { url: { $in: urls } }] }, { projection: { _id: 0, id: 1, url: 1 } }).toArray();
    const keySet = new Set(keys);
    const urlSet = new Set(urls);
    const knownUrls = new Set(docs.map((d) => String(d.url)).filter((u) => urlSet.has(u)));
    if (this.catalogueKeys) {
      const games = await this.catalogueKeys();
      for (const u of urls) if (games.has(gameUrlKey(u))) knownUrls.add(u);
    }
    return {
      keys: docs.map((d) => String(d.id)).filter((k) => keySet.has(k)),
      urls: [...knownUrls],
    };
  }

  async countTask(taskId: string): Promise<number> {
    return this.index?.countTask(taskId) ?? this.model.collection.countDocuments({ 'metadata.crawlTaskId': taskId });
  }

  /** `autoPublishRules` (per source id, the rule in words) marks flagged items, so a retried job still knows them. */
  async insert(items: IngestItem[], crawledAt: Date, taskId: string, autoPublishRules?: Record<string, string>): Promise<InsertResult> {
    const now = new Date();
    const docs = items.map((it) => ({
      id: it.key,
      name: it.name,
      nameKey: it.name.toLowerCase(),
      title: it.name,
      description: it.description,
      category: it.category,
      url: it.url,
      image: it.image ?? null,
      tags: it.tags,
      rating: null,
      plays: 0,
      source: it.source,
      origin: 'CRAWL',
      status: 'pending',
      crawledAt,
      metadata: {
        provider: it.provider,
        providerId: it.providerId,
        sourceId: it.sourceId,
        crawlTaskId: taskId,
        instructions: it.instructions ?? null,
        width: it.width ?? null,
        height: it.height ?? null,
        thumbnail: it.thumbnail ?? null,
        thumbnailError: it.thumbnailError ?? null,
        ...(it.autoPublish ? { autoPublish: autoPublishRules?.[it.sourceId] ?? 'auto-publish rule of the source' } : {}),
      },
      createdAt: now,
      updatedAt: now,
    }));
    const result: InsertResult = { inserted: 0, duplicates: 0, failed: 0, errors: [], insertedKeys: [] };
    if (docs.length === 0) return result;
    const failedIdx = new Set<number>();
    try {
      await this.model.collection.insertMany(docs, { ordered: false });
    } catch (e) {
      const err = e as { writeErrors?: unknown; code?: number; message?: string };
      const writeErrors = toArray(err.writeErrors);
      if (writeErrors.length === 0) {
        if (err.code === DUPLICATE_KEY && docs.length === 1) failedIdx.add(0);
        else throw e;
      }
      for (const w of writeErrors) {
        failedIdx.add(w.index);
        if (w.code === DUPLICATE_KEY) result.duplicates += 1;
        else {
          result.failed += 1;
          if (result.errors.length < 20) result.errors.push(`${docs[w.index]?.id}: ${w.errmsg ?? 'insert failed'}`);
        }
      }
      if (writeErrors.length === 0) result.duplicates += 1;
    }
    // The driver gave each document its _id in place; the stored ones go to the list index.
    const stored = docs.filter((_, i) => !failedIdx.has(i));
    for (const d of stored) result.insertedKeys.push(d.id);
    this.index?.noteDocs(stored);
    result.inserted = result.insertedKeys.length;
    await this.daily?.count('created', result.inserted);
    return result;
  }
}

interface WriteErr {
  index: number;
  code?: number;
  errmsg?: string;
}

function toArray(v: unknown): WriteErr[] {
  if (!v) return [];
  const list = Array.isArray(v) ? v : [v];
  return list.map((w: { index?: number; code?: number; errmsg?: string; err?: { index?: number; code?: number; errmsg?: string } }) => ({
    index: w.index ?? w.err?.index ?? -1,
    code: w.code ?? w.err?.code,
    errmsg: w.errmsg ?? w.err?.errmsg,
  }));
}
