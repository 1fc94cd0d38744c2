import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  CRAWL_FAILURES_MAX,
  CRAWL_STEPS,
  CRAWLER_KEYWORDS_MAX,
  type CrawlFailure,
  type CrawlRunOptions,
  type CrawlStep,
  type CrawlTask,
  type CrawlerSource,
  type CrawlerSourceRun,
  type IngestItem,
} from '@portal/contracts';
import type { SourceRepository } from '../sources/source.repository';
import type { TaskRepository } from '../tasks/task.repository';
import type { CrawlerStateStore } from './crawler-state';
import type { IngestClient } from './ingest-client';
import type { ThumbnailStore } from './thumbnails';
import { CancelledError, type HttpClient } from './net/http-client';
import { PROVIDERS } from './providers/providers';
import { FeedShapeError, type ProviderAdapter, type ProviderGame } from './providers/provider';
import { hotKeywords, normalizeGame, type NormalizedItem } from './normalize/normalize';
import { autoPublishMatches, describeAutoPublishRule } from './auto-publish-rule';

export interface CrawlJobData {
  /** Set for runs started from the API; scheduled runs get one from their job id. */
  taskId?: string;
  options: CrawlRunOptions;
  createdBy: string;
}

export interface CrawlSummary {
  taskId: string;
  status: CrawlTask['status'] | 'SKIPPED';
  result?: CrawlTask['result'];
}

/** One source's share of a crawl, for its card's "last run". */
export type SourceTally = Pick<CrawlerSourceRun, 'found' | 'created' | 'failed' | 'autoPublished'>;

export type CrawlOutcome = CrawlTask['result'] & {
  status: 'COMPLETED' | 'FAILED';
  message: string;
  failures: CrawlFailure[];
  perSource: Map<string, SourceTally>;
};

export interface CrawlDeps {
  sources: SourceRepository;
  tasks: TaskRepository;
  state: CrawlerStateStore;
  http: HttpClient;
  thumbs: ThumbnailStore;
  ingest: IngestClient;
  redis: Redis;
  log: FastifyBaseLogger;
  maxFeedBytes: number;
  cancelKey: (taskId: string) => string;
  /** Pages per source at most, whatever the feed says (a loop guard). */
  maxPages?: number;
  thumbnailConcurrency?: number;
  batchSize?: number;
}

const MAX_ERRORS = 50;

/** A name for an item the provider adapter could not read (feeds name their fields differently). */
function rawLabel(raw: unknown): string | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  for (const k of ['title', 'Title', 'name', 'id', 'Md5', 'namespace']) {
    const v = r[k];
    if ((typeof v === 'string' && v.trim()) || typeof v === 'number') return String(v).slice(0, 200);
  }
  return null;
}

interface RawItem {
  source: CrawlerSource;
  adapter: ProviderAdapter;
  raw: unknown;
}

/** Runs `fn` over items with at most `n` at once. */
async function pool<T>(items: T[], n: number, fn: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}

/**
 * One crawl in 8 real steps. Everything it writes is idempotent (candidate ids derive from
 * provider ids, unique indexes on id and url; thumbnails named by candidate), so a job that
 * a killed worker left behind can run again from the start on another worker without loss or
 * duplicates. A stop is seen through the abort signal (pub/sub) and, as a fallback, a cancel
 * key checked between requests and steps.
 */
export class CrawlJob {
  private readonly errors: string[] = [];
  private readonly failures: CrawlFailure[] = [];
  private readonly tallies = new Map<string, SourceTally>();
  private failed = 0;
  private lastProgressAt = 0;

  constructor(
    private readonly deps: CrawlDeps,
    private readonly taskId: string,
    private readonly data: CrawlJobData,
    private readonly signal: AbortSignal,
  ) {}

  private error(message: string) {
    if (this.errors.length < MAX_ERRORS) this.errors.push(message);
    else if (this.errors.length === MAX_ERRORS) this.errors.push('… more errors not listed');
  }

  /** Records what could not be taken and why: a line for the summary, an entry for the task's failure list. */
  private fail(f: CrawlFailure, line = `${f.source ? `${f.source}: ` : ''}${f.item ? `${f.item}: ` : ''}${f.reason}`) {
    this.error(line);
    if (this.failures.length < CRAWL_FAILURES_MAX) this.failures.push({ ...f, reason: f.reason.slice(0, 500) });
  }

  private tally(sourceId: string): SourceTally {
    let t = this.tallies.get(sourceId);
    if (!t) this.tallies.set(sourceId, (t = { found: 0, created: 0, failed: 0, autoPublished: 0 }));
    return t;
  }

  private async checkCancelled(): Promise<void> {
    if (this.signal.aborted) throw new CancelledError();
    if (await this.deps.redis.exists(this.deps.cancelKey(this.taskId))) throw new CancelledError();
  }

  /** Starts a step; `total` is its amount of work when known up front (items to parse, thumbnails to fetch). */
  private async step(index: number, step: CrawlStep, message: string, total?: number): Promise<void> {
    await this.checkCancelled();
    // `progress` counts completed steps, so starting step N reports N-1 done.
    const ok = await this.deps.state.update(this.taskId, { progress: index, step, stepMessage: message, stepDone: total === undefined ? null : 0, stepTotal: total ?? null });
    if (!ok) throw new CancelledError();
    await this.deps.tasks.progress(this.taskId, index, message);
  }

  /** In-step progress, at most a few writes per second. */
  private async note(message: string, done?: number, total?: number, force = false): Promise<void> {
    const now = Date.now();
    if (!force && now - this.lastProgressAt < 300) return;
    this.lastProgressAt = now;
    const counts = done === undefined ? {} : { stepDone: done, stepTotal: total ?? null };
    if (!(await this.deps.state.update(this.taskId, { stepMessage: message, ...counts }))) throw new CancelledError();
  }

  async run(): Promise<CrawlOutcome> {
    const { deps } = this;
    const opts = this.data.options;

    // 1. Sources
    await this.step(0, CRAWL_STEPS[0], 'Loading sources');
    const sources = opts.sources?.length ? await deps.sources.byIds(opts.sources) : await deps.sources.enabled();
    if (sources.length === 0) {
      this.fail({ step: CRAWL_STEPS[0], source: null, item: null, reason: 'No enabled sources' });
      return { status: 'FAILED', message: 'No sources to crawl', success: 0, failed: 0, errors: this.errors, failures: this.failures, perSource: this.tallies };
    }
    if (!opts.sources?.length) await deps.tasks.setSources(this.taskId, sources.map((s) => s.id));
    const sourceById = new Map(sources.map((s) => [s.id, s]));

    // 2. Fetch pages (pagination needs each page's shape, so pages are checked here)
    await this.step(1, CRAWL_STEPS[1], `Fetching ${sources.length} source(s)`);
    let pages = 0;
    let sourcesFailed = 0;
    const raws: RawItem[] = [];
    await Promise.all(
      sources.map(async (source) => {
        const adapter = PROVIDERS[source.provider];
        const limit = opts.limit ?? (source.limit || Infinity);
        const seenUrls = new Set<string>();
        let url: string | null = adapter.firstPageUrl(source);
        let taken = 0;
        try {
          while (url && taken < limit && seenUrls.size < (deps.maxPages ?? 1000)) {
            seenUrls.add(url);
            await this.checkCancelled();
            const res = await deps.http.get(url, {
              maxBytes: deps.maxFeedBytes,
              signal: this.signal,
              onRetry: ({ attempt, delayMs, reason }) => {
                void deps.state.activity(`${source.name}: ${reason}; retry ${attempt} in ${Math.ceil(delayMs / 1000)} s`).catch(() => undefined);
              },
            });
            let body: unknown;
            try {
              body = JSON.parse(res.body.toString('utf8').replace(/^\uFEFF/, ''));
            } catch {
              throw new FeedShapeError('malformed JSON');
            }
            const page = adapter.parsePage(body, url, source);
            for (const raw of page.items) {
              if (taken >= limit) break;
              raws.push({ source, adapter, raw });
              taken += 1;
            }
            pages += 1;
            await this.note(`Fetched ${pages} page(s), ${raws.length} item(s)`, raws.length);
            url = page.nextUrl && !seenUrls.has(page.nextUrl) ? page.nextUrl : null;
          }
        } catch (e) {
          if (e instanceof CancelledError) throw e;
          sourcesFailed += 1;
          const reason = e instanceof Error ? e.message : String(e);
          const msg = `${source.name}: ${reason}`;
          this.fail({ step: CRAWL_STEPS[1], source: source.name, item: null, reason }, msg);
          deps.log.warn({ source: source.id, err: e }, 'source failed');
          await deps.state.activity(`Source failed: ${msg}`);
        }
      }),
    );
    await this.note(`Fetched ${pages} page(s), ${raws.length} item(s)`, raws.length, undefined, true);

    // 3. Parse
    await this.step(2, CRAWL_STEPS[2], `Parsing ${raws.length} item(s)`, raws.length);
    const parsed: Array<{ game: ProviderGame; source: CrawlerSource; adapter: ProviderAdapter }> = [];
    for (const r of raws) {
      try {
        parsed.push({ game: r.adapter.parseItem(r.raw, r.source), source: r.source, adapter: r.adapter });
      } catch (e) {
        this.failed += 1;
        this.tally(r.source.id).failed += 1;
        const reason = e instanceof Error ? e.message : String(e);
        this.fail({ step: CRAWL_STEPS[2], source: r.source.name, item: rawLabel(r.raw), reason }, `${r.source.name}: ${reason}`);
      }
    }

    // 4. Normalize
    await this.step(3, CRAWL_STEPS[3], `Normalizing ${parsed.length} item(s)`, parsed.length);
    const normalized: NormalizedItem[] = [];
    for (const p of parsed) {
      try {
        normalized.push(normalizeGame(p.game, p.adapter, p.source));
      } catch (e) {
        this.failed += 1;
        this.tally(p.source.id).failed += 1;
        const reason = e instanceof Error ? e.message : String(e);
        const item = typeof p.game.title === 'string' && p.game.title.trim() ? p.game.title.trim().slice(0, 200) : p.game.providerId;
        this.fail({ step: CRAWL_STEPS[3], source: p.source.name, item, reason }, `${p.source.name}: ${reason}`);
      }
    }

    // 5. De-duplicate: within the run, then against what the candidate service holds.
    await this.step(4, CRAWL_STEPS[4], `De-duplicating ${normalized.length} item(s)`, normalized.length);
    const byKey = new Set<string>();
    const byUrl = new Set<string>();
    const unique: NormalizedItem[] = [];
    let duplicates = 0;
    for (const it of normalized) {
      if (byKey.has(it.key) || byUrl.has(it.url)) {
        duplicates += 1;
        continue;
      }
      byKey.add(it.key);
      byUrl.add(it.url);
      unique.push(it);
      this.tally(it.sourceId).found += 1;
    }
    const fresh: NormalizedItem[] = [];
    const batch = deps.batchSize ?? 500;
    for (let i = 0; i < unique.length; i += batch) {
      const chunk = unique.slice(i, i + batch);
      const known = await deps.ingest.known(chunk.map((c) => c.key), chunk.map((c) => c.url), this.signal);
      const kKeys = new Set(known.keys);
      const kUrls = new Set(known.urls);
      for (const c of chunk) {
        if (kKeys.has(c.key) || kUrls.has(c.url)) duplicates += 1;
        else fresh.push(c);
      }
      await this.note(`Checked ${Math.min(i + batch, unique.length)}/${unique.length}`, Math.min(i + batch, unique.length), unique.length);
    }

    // 6. Thumbnails (new items only; a failure keeps the remote URL and records why)
    const wantThumbs = opts.thumbnails !== false;
    await this.step(5, CRAWL_STEPS[5], wantThumbs ? `Fetching ${fresh.length} thumbnail(s)` : 'Thumbnails skipped', wantThumbs ? fresh.length : undefined);
    const items: IngestItem[] = fresh.map(({ categoryKnown: _known, ...f }) => ({ ...f, thumbnail: null, thumbnailError: null }));
    let thumbsDone = 0;
    let thumbnailsFailed = 0;
    if (wantThumbs) {
      await pool(items, deps.thumbnailConcurrency ?? 8, async (it) => {
        if (this.signal.aborted) throw new CancelledError();
        if (!it.image) return;
        try {
          const t = await deps.thumbs.make(it.key, it.image, this.signal);
          it.thumbnail = t;
          it.image = t.small;
        } catch (e) {
          if (e instanceof CancelledError || this.signal.aborted) throw new CancelledError();
          thumbnailsFailed += 1;
          it.thumbnailError = e instanceof Error ? e.message : String(e);
          // The game is still stored (with the feed's image URL); the list says why its thumbnail is missing.
          if (this.failures.length < CRAWL_FAILURES_MAX) {
            this.failures.push({ step: CRAWL_STEPS[5], source: sourceById.get(it.sourceId)?.name ?? it.source, item: it.name, reason: it.thumbnailError.slice(0, 500) });
          }
        }
        thumbsDone += 1;
        await this.note(`Thumbnails ${thumbsDone}/${items.length}`, thumbsDone, items.length);
      });
      if (thumbnailsFailed) this.error(`${thumbnailsFailed} thumbnail(s) failed; remote URLs kept`);
    }

    // Auto-publish rules, item by item in memory: the candidate service publishes the flagged
    // ones right after storing them, through its own publish path.
    const rules: Record<string, string> = {};
    for (const s of sources) if (s.autoPublish?.enabled) rules[s.id] = `${describeAutoPublishRule(s.autoPublish)} (source ${s.name})`;
    if (Object.keys(rules).length) {
      fresh.forEach((f, i) => {
        const it = items[i]!;
        if (autoPublishMatches(sourceById.get(it.sourceId)?.autoPublish, { ...it, categoryKnown: f.categoryKnown }, wantThumbs)) it.autoPublish = true;
      });
    }

    // 7. Store (the candidate service inserts; its unique indexes settle races)
    await this.step(6, CRAWL_STEPS[6], `Storing ${items.length} candidate(s)`, items.length);
    const crawledAt = new Date().toISOString();
    const sourceOfKey = new Map(items.map((it) => [it.key, it.sourceId]));
    let stored = 0;
    let autoPublished = 0;
    for (let i = 0; i < items.length; i += batch) {
      await this.checkCancelled();
      const chunk = items.slice(i, i + batch);
      const chunkRules = chunk.some((it) => it.autoPublish) ? rules : undefined;
      const r = await deps.ingest.insert(this.taskId, crawledAt, chunk, this.signal, chunkRules);
      stored += r.inserted;
      duplicates += r.duplicates;
      this.failed += r.failed;
      for (const k of r.insertedKeys) this.tally(sourceOfKey.get(k) ?? '').created += 1;
      for (const k of r.autoPublishedKeys ?? []) this.tally(sourceOfKey.get(k) ?? '').autoPublished += 1;
      autoPublished += r.autoPublishedKeys?.length ?? 0;
      for (const e of r.errors) {
        const at = e.indexOf(': ');
        const key = at > 0 ? e.slice(0, at) : null;
        const sourceId = key ? sourceOfKey.get(key) : undefined;
        if (sourceId) this.tally(sourceId).failed += 1;
        this.fail({ step: CRAWL_STEPS[6], source: sourceId ? (sourceById.get(sourceId)?.name ?? null) : null, item: key, reason: at > 0 ? e.slice(at + 2) : e }, e);
      }
      for (const e of r.autoPublishErrors ?? []) {
        const at = e.indexOf(': ');
        const key = at > 0 ? e.slice(0, at) : null;
        const sourceId = key ? sourceOfKey.get(key) : undefined;
        this.fail({ step: 'autoPublish', source: sourceId ? (sourceById.get(sourceId)?.name ?? null) : null, item: key, reason: at > 0 ? e.slice(at + 2) : e }, `auto-publish ${e}`);
      }
      await this.note(`Stored ${stored}/${items.length}`, Math.min(i + batch, items.length), items.length);
    }

    // 8. Statistics
    await this.step(7, CRAWL_STEPS[7], 'Updating statistics');
    // Counted by task, so a run resumed after a crash reports what all its attempts created.
    const created = await deps.ingest.countTask(this.taskId, this.signal);
    const keywords = hotKeywords(unique, CRAWLER_KEYWORDS_MAX);
    const allFailed = sourcesFailed === sources.length;
    const status = allFailed ? 'FAILED' : 'COMPLETED';
    const published = autoPublished ? `, ${autoPublished} auto-published` : '';
    const message = allFailed
      ? `Crawl failed: ${sources.length} source(s) failed`
      : `Crawl completed: ${unique.length} found, ${created} new, ${duplicates} already known, ${this.failed} failed${published}`;
    await deps.state.update(this.taskId, { totalFound: unique.length, newCandidates: created, hotKeywords: keywords, progress: 8, stepDone: null, stepTotal: null });
    // One source: the task's own count, which includes what earlier attempts of a resumed run created.
    if (sources.length === 1) this.tally(sources[0]!.id).created = created;
    return {
      status,
      message,
      success: unique.length,
      failed: this.failed,
      errors: this.errors,
      totalFound: unique.length,
      newCandidates: created,
      duplicates,
      thumbnailsFailed,
      autoPublished,
      failures: this.failures,
      perSource: this.tallies,
    };
  }

  get partialResult(): CrawlTask['result'] {
    return { success: 0, failed: this.failed, errors: this.errors };
  }

  /** What failed so far, for a task that ends early (cancelled, or out of attempts). */
  get partialFailures(): CrawlFailure[] {
    return this.failures;
  }

  get sourceTallies(): Map<string, SourceTally> {
    return this.tallies;
  }
}
