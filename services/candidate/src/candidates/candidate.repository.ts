import type { QueryFilter, UpdateQuery } from 'mongoose';
import type { Candidate, CandidateListQuery, CandidateStatus } from '@portal/contracts';
import type { CandidateDoc, CandidateModel } from './candidate.model';
import { escapeRegex } from '@portal/server-kit';
import type { CandidateListIndex } from './candidate-list-index';
import { toCandidate } from './candidate.view';

// The API sorts by name; the index (and a case-insensitive order) uses the lower-cased key.
const SORT_FIELDS: Record<string, string> = { name: 'nameKey', createdAt: 'createdAt', crawledAt: 'crawledAt', updatedAt: 'updatedAt' };

export type NewCandidate = Omit<CandidateDoc, 'createdAt' | 'updatedAt' | 'nameKey'>;

export const isDuplicateKey = (e: unknown): boolean =>
  (e as { code?: number }).code === 11000 ||
  ((e as { writeErrors?: { code?: number }[] }).writeErrors ?? []).some((w) => w.code === 11000) ||
  // FerretDB v1 (SQLite) reports a unique violation in findAndModify as a generic error.
  /UNIQUE constraint failed|duplicate key/i.test((e as { message?: string }).message ?? '');

/**
 * The only module that touches the candidates collection (with the crawler's ingest). Every
 * write is reported to the list index, which answers list pages once loaded.
 */
export class CandidateRepository {
  constructor(
    private readonly model: CandidateModel,
    readonly index?: CandidateListIndex,
  ) {}

  /** A list page as the API answers it: from the list index once loaded, else from the database. */
  async list(q: CandidateListQuery): Promise<{ candidates: Candidate[]; total: number; updatedAt: Date | null }> {
    return this.index?.list(q) ?? this.listFromDatabase(q);
  }

  /** The same page straight from the database (before the index is loaded; and the index's reference in tests). */
  async listFromDatabase(q: CandidateListQuery): Promise<{ candidates: Candidate[]; total: number; updatedAt: Date | null }> {
    const filter: QueryFilter<CandidateDoc> = {};
    if (q.status) filter.status = q.status;
    if (q.source) filter.source = q.source;
    if (q.category) filter.category = q.category;
    if (q.origin) filter.origin = q.origin;
    if (q.search?.trim()) {
      const re = new RegExp(escapeRegex(q.search.trim()), 'i');
      filter.$or = [{ name: re }, { description: re }, { id: q.search.trim() }];
    }
    const sortField = SORT_FIELDS[(q.sort ?? '-createdAt').replace(/^-/, '')] ?? 'createdAt';
    const direction = q.sort?.startsWith('-') === false ? 1 : -1;
    const [docs, total, latest] = await Promise.all([
      this.model
        .find(filter)
        .sort({ [sortField]: direction, id: direction })
        .skip((q.page - 1) * q.limit)
        .limit(q.limit)
        .lean<CandidateDoc[]>(),
      this.model.countDocuments(filter),
      this.model.findOne({}, { updatedAt: 1 }).sort({ updatedAt: -1, id: -1 }).lean<Pick<CandidateDoc, 'updatedAt'>>(),
    ]);
    return { candidates: docs.map(toCandidate), total, updatedAt: latest?.updatedAt ?? null };
  }

  findById(id: string): Promise<CandidateDoc | null> {
    return this.model.findOne({ id }).lean<CandidateDoc>();
  }

  findByOrigin(origin: string, limit: number): Promise<CandidateDoc[]> {
    return this.model.find({ origin }).sort({ createdAt: -1, id: -1 }).limit(limit).lean<CandidateDoc[]>();
  }

  async insert(doc: NewCandidate): Promise<CandidateDoc> {
    const created = (await this.model.create({ ...doc, nameKey: doc.name.toLowerCase() })).toObject();
    this.index?.noteDocs([created]);
    return created;
  }

  /** Inserts many; answers the ids that were stored (duplicates by a unique key are skipped). */
  async insertMany(docs: NewCandidate[]): Promise<{ inserted: Set<string>; duplicates: Set<string> }> {
    const inserted = new Set<string>();
    const duplicates = new Set<string>();
    if (docs.length === 0) return { inserted, duplicates };
    try {
      const now = new Date();
      // lean insertMany skips mongoose's timestamps (and hydration, which is what makes it fast).
      const res = await this.model.insertMany(
        docs.map((d) => ({ ...d, nameKey: d.name.toLowerCase(), createdAt: now, updatedAt: now })),
        { ordered: false, lean: true },
      );
      for (const d of res) inserted.add((d as { id: string }).id);
      this.index?.noteDocs(res as object[]);
    } catch (e) {
      const err = e as { insertedDocs?: { id: string }[]; writeErrors?: { index?: number; err?: { index?: number }; code?: number }[] };
      if (!isDuplicateKey(e)) throw e;
      for (const d of err.insertedDocs ?? []) inserted.add(d.id);
      this.index?.noteDocs(err.insertedDocs ?? []);
      for (const w of err.writeErrors ?? []) {
        const idx = w.index ?? w.err?.index;
        if (idx !== undefined && docs[idx]) duplicates.add(docs[idx].id);
      }
      // Drivers differ in what they report; whatever is not known as duplicate was stored.
      if (inserted.size === 0) {
        for (const d of docs) if (!duplicates.has(d.id)) inserted.add(d.id);
        if (inserted.size && this.index) this.index.noteDocs(await this.model.find({ id: { $in: [...inserted] } }).lean());
      }
    }
    return { inserted, duplicates };
  }

  /** Existing candidates that clash with any of these by URL, or by name and source. */
  async findClashes(urls: string[], nameKeys: string[]): Promise<Pick<CandidateDoc, 'url' | 'nameKey' | 'source'>[]> {
    if (urls.length === 0 && nameKeys.length === 0) return [];
    const fromIndex = this.index?.clashes(urls, nameKeys);
    if (fromIndex) return fromIndex;
    return this.model
      .find({ $or: [{ url: { $in: urls } }, { nameKey: { $in: nameKeys } }] }, { url: 1, nameKey: 1, source: 1 })
      .lean<Pick<CandidateDoc, 'url' | 'nameKey' | 'source'>[]>();
  }

  /** Atomic compare-and-set on status: null when the candidate is missing or in another state. */
  async update(id: string, update: UpdateQuery<CandidateDoc>, expectedStatus?: readonly CandidateStatus[]): Promise<CandidateDoc | null> {
    const filter: QueryFilter<CandidateDoc> = { id };
    if (expectedStatus) filter.status = { $in: [...expectedStatus] };
    const doc = await this.model.findOneAndUpdate(filter, update, { returnDocument: 'after' }).lean<CandidateDoc>();
    if (doc) this.index?.noteDocs([doc]);
    return doc;
  }

  async delete(id: string, expectedStatus: readonly CandidateStatus[]): Promise<boolean> {
    const r = await this.model.deleteOne({ id, status: { $in: [...expectedStatus] } });
    if (r.deletedCount === 1) this.index?.noteDeleted([id]);
    return r.deletedCount === 1;
  }

  findInterruptedPublishes(olderThan: Date, limit: number): Promise<CandidateDoc[]> {
    return this.model.find({ 'publishIntent.at': { $lte: olderThan } }).limit(limit).lean<CandidateDoc[]>();
  }

  async syncIndexes(): Promise<void> {
    await this.model.syncIndexes();
  }
}
