import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { CRAWL_STEPS, CRAWLER_KEYWORDS_MAX, type CrawlRunOptions, type CrawlStep, type CrawlTask, type CrawlerSource, type IngestItem } from '@portal/contracts';
import type { SourceRepository } from '../sources/source.repository';
import type { TaskRepository } from '../tasks/task.repository';
import type { CrawlerStateStore } from './crawler-state';
import type { IngestClient } from './ingest-client';
import type { ThumbnailStore } from './thumbnails';
import { CancelledError, type HttpClient } from './net/http-client';
import { PROVIDERS } from './providers/providers';
import { FeedShapeError, type ProviderAdapter, type ProviderGame } from './providers/provider';
import { hotKeywords, normalizeGame, type NormalizedItem } from './normalize/normalize';

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

  private async checkCancelled(): Promise<void> {
    if (this.signal.aborted) throw new CancelledError();
    if (await this.deps.redis.exists(this.deps.cancelKey(this.taskId))) throw new CancelledError();
  }

  private async step(index: number, step: CrawlStep, message: string): Promise<void> {
    await this.checkCancelled();
    // `progress` counts completed steps (spec §4), so starting step N reports N-1 done.
    const ok = await this.deps.state.update(this.taskId, { progress: index, step, stepMessage: message });
    if (!ok) throw new CancelledError();
    await this.deps.tasks.progress(this.taskId, index, message);
  }

  /** In-step progress, at most a few writes per second. */
  private async note(message: string, force = false): Promise<void> {
    const now = Date.now();
    if (!force && now - this.lastProgressAt < 300) return;
    this.lastProgressAt = now;
    if (!(await this.deps.state.update(this.taskId, { stepMessage: message }))) throw new CancelledError();
  }

  async run(): Promise<CrawlTask['result'] & { status: 'COMPLETED' | 'FAILED'; message: string }> {
    const { deps } = this;
    const opts = this.data.options;

    // 1. Sources
    await this.step(0, CRAWL_STEPS[0], 'Loading sources');
    const sources = opts.sources?.length ? await deps.sources.byIds(opts.sources) : await deps.sources.enabled();
    if (sources.length === 0) {
      return { status: 'FAILED', message: 'No sources to crawl', success: 0, failed: 0, errors: ['No enabled sources'] };
    }

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
            await this.note(`Fetched ${pages} page(s), ${raws.length} item(s)`);
            url = page.nextUrl && !seenUrls.has(page.nextUrl) ? page.nextUrl : null;
          }
        } catch (e) {
          if (e instanceof CancelledError) throw e;
          sourcesFailed += 1;
          const msg = `${source.name}: ${e instanceof Error ? e.message : String(e)}${pages ? '' : ''}`;
          this.error(msg);
          deps.log.warn({ source: source.id, err: e }, 'source failed');
          await deps.state.activity(`Source failed: ${msg}`);
        }
      }),
    );
    await this.note(`Fetched ${pages} page(s), ${raws.length} item(s)`, true);

    // 3. Parse
    await this.step(2, CRAWL_STEPS[2], `Parsing ${raws.length} item(s)`);
    const parsed: Array<{ game: ProviderGame; source: CrawlerSource; adapter: ProviderAdapter }> = [];
    for (const r of raws) {
      try {
        parsed.push({ game: r.adapter.parseItem(r.raw, r.source), source: r.source, adapter: r.adapter });
      } catch (e) {
        this.failed += 1;
        this.error(`${r.source.name}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }

    // 4. Normalize
    await this.step(3, CRAWL_STEPS[3], `Normalizing ${parsed.length} item(s)`);
    const normalized: NormalizedItem[] = [];
    for (const p of parsed) {
      try {
        normalized.push(normalizeGame(p.game, p.adapter, p.source));
      } catch (e) {
        this.failed += 1;
        this.error(`${p.source.name}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }

    // 5. De-duplicate: within the run, then against what the candidate service holds.
    await this.step(4, CRAWL_STEPS[4], `De-duplicating ${normalized.length} item(s)`);
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
    }

    // 6. Thumbnails (new items only; a failure keeps the remote URL and records why)
    const wantThumbs = opts.thumbnails !== false;
    await this.step(5, CRAWL_STEPS[5], wantThumbs ? `Fetching ${fresh.length} thumbnail(s)` : 'Thumbnails skipped');
    const items: IngestItem[] = fresh.map((f) => ({ ...f, thumbnail: null, thumbnailError: null }));
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
        }
        thumbsDone += 1;
        await this.note(`Thumbnails ${thumbsDone}/${items.length}`);
      });
      if (thumbnailsFailed) this.error(`${thumbnailsFailed} thumbnail(s) failed; remote URLs kept`);
    }

    // 7. Store (the candidate service inserts; its unique indexes settle races)
    await this.step(6, CRAWL_STEPS[6], `Storing ${items.length} candidate(s)`);
    const crawledAt = new Date().toISOString();
    let stored = 0;
    for (let i = 0; i < items.length; i += batch) {
      await this.checkCancelled();
      const r = await deps.ingest.insert(this.taskId, crawledAt, items.slice(i, i + batch), this.signal);
      stored += r.inserted;
      duplicates += r.duplicates;
      this.failed += r.failed;
      r.errors.forEach((e) => this.error(e));
      await this.note(`Stored ${stored}/${items.length}`);
    }

    // 8. Statistics
    await this.step(7, CRAWL_STEPS[7], 'Updating statistics');
    // Counted by task, so a run resumed after a crash reports what all its attempts created.
    const created = await deps.ingest.countTask(this.taskId, this.signal);
    const keywords = hotKeywords(unique, CRAWLER_KEYWORDS_MAX);
    const allFailed = sourcesFailed === sources.length;
    const status = allFailed ? 'FAILED' : 'COMPLETED';
    const message = allFailed
      ? `Crawl failed: ${sources.length} source(s) failed`
      : `Crawl completed: ${unique.length} found, ${created} new, ${duplicates} already known, ${this.failed} failed`;
    await deps.state.update(this.taskId, { totalFound: unique.length, newCandidates: created, hotKeywords: keywords, progress: 8 });
    return { status, message, success: unique.length, failed: this.failed, errors: this.errors, totalFound: unique.length, newCandidates: created, duplicates, thumbnailsFailed };
  }

  get partialResult(): CrawlTask['result'] {
    return { success: 0, failed: this.failed, errors: this.errors };
  }
}
