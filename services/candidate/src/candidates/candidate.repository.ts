import type { QueryFilter, UpdateQuery } from 'mongoose';
import type { Candidate, CandidateListQuery, CandidateStatus } from '@portal/contracts';
import type { CandidateDoc, CandidateModel } from './candidate.model';
import { escapeRegex, isDuplicateKey } from '@portal/server-kit';
import type { CandidateListIndex, CandidateRow } from './candidate-list-index';
import type { CandidateLocks } from './candidate-lock';
import { toCandidate } from './candidate.view';
import type { CandidateDailyStats } from '../stats/candidate-daily.repository';

// The API sorts by name; the index (and a case-insensitive order) uses the lower-cased key.
const SORT_FIELDS: Record<string, string> = { name: 'nameKey', createdAt: 'createdAt', crawledAt: 'crawledAt', updatedAt: 'updatedAt' };

export type NewCandidate = Omit<CandidateDoc, 'createdAt' | 'updatedAt' | 'nameKey'>;


/**
 * The only module that touches the candidates collection (with the crawler's ingest). Every
 * write is reported to the list index, which answers list pages once loaded. Once it is
 * loaded, one candidate is read and written by its `_id` (the index knows it), the one lookup
 * every MongoDB-wire server indexes; a status change holds the candidate's lock between
 * reading and writing, so it stays a compare-and-set across replicas.
 */
export class CandidateRepository {
  constructor(
    private readonly model: CandidateModel,
    readonly index?: CandidateListIndex,
    private readonly locks?: CandidateLocks,
    /** New candidates and publications per day (the dashboard's counters). */
    readonly daily?: CandidateDailyStats,
  ) {}

  /** The candidate's index row: null while the index is not loaded, undefined when there is none. */
  private row(id: string): CandidateRow | undefined | null {
    return this.index ? this.index.get(id) : null;
  }

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

  async findById(id: string): Promise<CandidateDoc | null> {
    const row = this.row(id);
    if (row === undefined) return null;
    return this.model.findOne(row ? { _id: row._id } : { id }).lean<CandidateDoc>();
  }

  /** Candidates of one origin, newest first, as the API shows them. */
  async findByOrigin(origin: string, limit: number): Promise<Candidate[]> {
    const rows = this.index?.byOrigin(origin, limit);
    if (rows) return rows.map((r) => r.view);
    const docs = await this.model.find({ origin }).sort({ createdAt: -1, id: -1 }).limit(limit).lean<CandidateDoc[]>();
    return docs.map(toCandidate);
  }

  async insert(doc: NewCandidate): Promise<CandidateDoc> {
    const created = (await this.model.create({ ...doc, nameKey: doc.name.toLowerCase() })).toObject();
    this.index?.noteDocs([created]);
    await this.daily?.count('created');
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
    await this.daily?.count('created', inserted.size);
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

  /** Compare-and-set on status: null when the candidate is missing or in another state. */
  async update(id: string, update: UpdateQuery<CandidateDoc>, expectedStatus?: readonly CandidateStatus[]): Promise<CandidateDoc | null> {
    const row = this.row(id);
    if (row === undefined) return null;
    if (row === null || !this.locks) {
      const filter: QueryFilter<CandidateDoc> = { id };
      if (expectedStatus) filter.status = { $in: [...expectedStatus] };
      return this.noted(await this.model.findOneAndUpdate(filter, update, { returnDocument: 'after' }).lean<CandidateDoc>());
    }
    if (expectedStatus && !expectedStatus.includes(row.status as CandidateStatus)) return null;
    return this.locks.with(id, async () => {
      if (expectedStatus) {
        const current = await this.model.findOne({ _id: row._id }, { status: 1 }).lean<Pick<CandidateDoc, 'status'>>();
        if (!current || !expectedStatus.includes(current.status)) return null;
      }
      return this.noted(await this.model.findOneAndUpdate({ _id: row._id }, update, { returnDocument: 'after' }).lean<CandidateDoc>());
    });
  }

  async delete(id: string, expectedStatus: readonly CandidateStatus[]): Promise<boolean> {
    const row = this.row(id);
    if (row === undefined) return false;
    if (row === null || !this.locks) {
      const r = await this.model.deleteOne({ id, status: { $in: [...expectedStatus] } });
      if (r.deletedCount === 1) this.index?.noteDeleted([id]);
      return r.deletedCount === 1;
    }
    if (!expectedStatus.includes(row.status as CandidateStatus)) return false;
    return this.locks.with(id, async () => {
      const current = await this.model.findOne({ _id: row._id }, { status: 1 }).lean<Pick<CandidateDoc, 'status'>>();
      if (!current || !expectedStatus.includes(current.status)) return false;
      const r = await this.model.deleteOne({ _id: row._id });
      if (r.deletedCount === 1) this.index?.noteDeleted([id]);
      return r.deletedCount === 1;
    });
  }

  private noted(doc: CandidateDoc | null): CandidateDoc | null {
    if (doc) this.index?.noteDocs([doc]);
    return doc;
  }

  async findInterruptedPublishes(olderThan: Date, limit: number): Promise<CandidateDoc[]> {
    const rows = this.index?.interruptedPublishes(olderThan, limit);
    if (!rows) return this.model.find({ 'publishIntent.at': { $lte: olderThan } }).limit(limit).lean<CandidateDoc[]>();
    const docs = await Promise.all(rows.map((r) => this.model.findOne({ _id: r._id }).lean<CandidateDoc>()));
    return docs.filter((d): d is CandidateDoc => d !== null && d.publishIntent !== undefined);
  }

  async syncIndexes(): Promise<void> {
    await this.model.syncIndexes();
  }
}
