import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Document } from 'mongodb';
import type { Candidate, CandidateListQuery, PublishAllBody } from '@portal/contracts';
import { ReplicatedIndex, timeOf, type IndexedRow } from '@portal/server-kit';
import type { CandidateDoc, CandidateModel } from './candidate.model';
import { toCandidate } from './candidate.view';

/** What the pool screen filters, searches and sorts candidates on (see ReplicatedIndex for why). */
export interface CandidateRow extends IndexedRow {
  /** The document's `_id`: reads and writes of one candidate address it by this alone. */
  _id: unknown;
  /** The crawl task that created it (a crawl's statistics count them). */
  crawlTaskId: string;
  /** When a publish was started and not yet recorded (ms), else NaN. */
  intentAt: number;
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
  const meta = (doc.metadata ?? {}) as { crawlTaskId?: unknown };
  return {
    id: doc.id,
    _id: doc._id,
    crawlTaskId: typeof meta.crawlTaskId === 'string' ? meta.crawlTaskId : '',
    intentAt: timeOf((doc.publishIntent as { at?: unknown } | undefined)?.at),
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
        // Everything but the crawled instructions, the one large field no list or lookup reads.
        projection: { 'metadata.instructions': 0 },
        toRow: toCandidateRow,
        revive: (r) => ({ ...r, crawledAt: r.crawledAt ?? -Infinity, intentAt: r.intentAt ?? NaN }),
        sortValues: { nameKey: (r) => r.nameKey, createdAt: (r) => r.createdAt, crawledAt: (r) => r.crawledAt, updatedAt: (r) => r.changedAt },
      },
      opts,
    );
  }

  private readonly byUrl = new Map<string, CandidateRow>();

  protected override onRowChanged(before: CandidateRow | undefined, after: CandidateRow | undefined): void {
    if (before && this.byUrl.get(before.view.url) === before) this.byUrl.delete(before.view.url);
    if (after) this.byUrl.set(after.view.url, after);
  }

  protected override onReset(): void {
    this.byUrl.clear();
  }

  /** Which of these ids and URLs a candidate already has (the crawler skips them); null until loaded. */
  known(keys: string[], urls: string[]): { keys: string[]; urls: string[] } | null {
    if (!this.isReady) return null;
    return { keys: keys.filter((k) => this.get(k)), urls: urls.filter((u) => this.byUrl.has(u)) };
  }

  /** How many candidates a crawl task created; null until loaded. */
  countTask(taskId: string): number | null {
    if (!this.isReady) return null;
    let n = 0;
    for (const r of this.all()) if (r.crawlTaskId === taskId) n++;
    return n;
  }

  /** Candidates whose publish started before `cutoff` and was never recorded; null until loaded. */
  interruptedPublishes(cutoff: Date, limit: number): CandidateRow[] | null {
    if (!this.isReady) return null;
    const out: CandidateRow[] = [];
    for (const r of this.all()) if (r.intentAt <= cutoff.getTime() && out.push(r) >= limit) break;
    return out;
  }

  /** Candidates of one origin, newest first (the local games screen); null until loaded. */
  byOrigin(origin: string, limit: number): CandidateRow[] | null {
    return this.page({ match: (r) => r.origin === origin, sortKey: 'createdAt', descending: true, skip: 0, limit })?.rows ?? null;
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
    const page = this.page({
      match: matcher(q),
      filterKey: JSON.stringify([q.status, q.source, q.category, q.origin, q.search?.trim() ?? '']),
      sortKey: SORT_KEYS[sort.replace(/^-/, '')] ?? 'createdAt',
      descending: sort.startsWith('-'),
      skip: (q.page - 1) * q.limit,
      limit: q.limit,
    });
    return page && { candidates: page.rows.map((r) => r.view), total: page.total, updatedAt: this.latestChange };
  }

  /** Ids of every candidate the filter matches, oldest first (a bulk publish's work list); null until loaded. */
  matchingIds(filter: PublishAllBody): string[] | null {
    if (!this.isReady) return null;
    const match = matcher(filter);
    return this.ordered('createdAt')
      .filter(match)
      .map((r) => r.id);
  }
}

/** The pool screen's filter and search as a test on one row. */
function matcher(q: PublishAllBody): (r: CandidateRow) => boolean {
  const search = q.search?.trim() ?? '';
  const needle = search.toLowerCase();
  const { status, source, category, origin } = q;
  return (r) =>
    (!status || r.status === status) &&
    (!source || r.source === source) &&
    (!category || r.category === category) &&
    (!origin || r.origin === origin) &&
    (!needle || r.nameKey.includes(needle) || r.descKey.includes(needle) || r.id === search);
}
