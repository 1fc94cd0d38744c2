import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Document } from 'mongodb';
import type { Candidate, CandidateListQuery } from '@portal/contracts';
import { ReplicatedIndex, timeOf, type IndexedRow } from '../list-index/replicated-index';
import type { CandidateDoc, CandidateModel } from './candidate.model';
import { toCandidate } from './candidate.view';

/** What the pool screen filters, searches and sorts candidates on (see ReplicatedIndex for why). */
export interface CandidateRow extends IndexedRow {
  status: string;
  source: string;
  category: string;
  origin: string;
  nameKey: string;
  descKey: string;
  createdAt: number;
  /** -Infinity when never crawled: first ascending, last descending, as MongoDB orders a missing field. */
  crawledAt: number;
  /** What the list answers for this candidate. */
  view: Candidate;
}

export function toCandidateRow(doc: Document): CandidateRow | null {
  if (typeof doc.id !== 'string') return null;
  const crawled = timeOf(doc.crawledAt);
  return {
    id: doc.id,
    view: toCandidate(doc as CandidateDoc),
    status: String(doc.status ?? ''),
    source: String(doc.source ?? ''),
    category: String(doc.category ?? ''),
    origin: String(doc.origin ?? ''),
    nameKey: typeof doc.nameKey === 'string' ? doc.nameKey : String(doc.name ?? '').toLowerCase(),
    descKey: typeof doc.description === 'string' ? doc.description.toLowerCase() : '',
    createdAt: timeOf(doc.createdAt) || 0,
    changedAt: timeOf(doc.updatedAt) || 0,
    crawledAt: Number.isNaN(crawled) ? -Infinity : crawled,
  };
}

// The API's sort names (see CandidateSort) onto row fields.
const SORT_KEYS: Record<string, string> = { name: 'nameKey', createdAt: 'createdAt', crawledAt: 'crawledAt', updatedAt: 'updatedAt' };

export class CandidateListIndex extends ReplicatedIndex<CandidateRow> {
  constructor(model: CandidateModel, redis: Redis, log: Pick<FastifyBaseLogger, 'warn' | 'info'>, opts: { resyncMs?: number } = {}) {
    super(
      model.collection,
      redis,
      log,
      {
        name: 'candidates',
        projection: { metadata: 0 },
        toRow: toCandidateRow,
        revive: (r) => (r.crawledAt === null ? { ...r, crawledAt: -Infinity } : r),
        sortValues: { nameKey: (r) => r.nameKey, createdAt: (r) => r.createdAt, crawledAt: (r) => r.crawledAt, updatedAt: (r) => r.changedAt },
      },
      opts,
    );
  }

  /**
   * Candidates that clash with any of these by URL, or by name (same source is the caller's
   * check): one pass over the rows instead of a full scan of the collection per import.
   */
  clashes(urls: string[], nameKeys: string[]): Array<{ url: string; nameKey: string; source: string }> | null {
    if (!this.isReady) return null;
    const wantUrls = new Set(urls);
    const wantNames = new Set(nameKeys);
    const out: Array<{ url: string; nameKey: string; source: string }> = [];
    for (const r of this.all()) if (wantUrls.has(r.view.url) || wantNames.has(r.nameKey)) out.push({ url: r.view.url, nameKey: r.nameKey, source: r.source });
    return out;
  }

  /** The list page's filters, search and sort, as CandidateRepository.listFromDatabase applies them. */
  list(q: CandidateListQuery): { candidates: Candidate[]; total: number; updatedAt: Date | null } | null {
    const sort = q.sort ?? '-createdAt';
    const search = q.search?.trim() ?? '';
    const needle = search.toLowerCase();
    const { status, source, category, origin } = q;
    const page = this.page({
      match: (r) =>
        (!status || r.status === status) &&
        (!source || r.source === source) &&
        (!category || r.category === category) &&
        (!origin || r.origin === origin) &&
        (!needle || r.nameKey.includes(needle) || r.descKey.includes(needle) || r.id === search),
      sortKey: SORT_KEYS[sort.replace(/^-/, '')] ?? 'createdAt',
      descending: sort.startsWith('-'),
      skip: (q.page - 1) * q.limit,
      limit: q.limit,
    });
    return page && { candidates: page.rows.map((r) => r.view), total: page.total, updatedAt: this.latestChange };
  }
}
