import type { AnalyticsBatch, AnalyticsSummary } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { dayRange, deviceClass, utcDay } from './analytics-keys';
import type { AnalyticsRepository } from './analytics.repository';
import { CounterDelta, TOP, foldBatch, summarize } from './daily-counts';

/** How often a replica writes what it counted: the writes per day stay fixed however busy the site is. */
export const ANALYTICS_FLUSH_MS = 2000;
/** How long a summary waits for this replica's pending counts to be written. */
const FLUSH_WAIT_MS = 2000;
/** Search terms one replica gives a counter of their own per day; more are counted as "(other)". */
export const MAX_TERMS_PER_DAY = 10_000;

export interface AnalyticsServiceOptions {
  now?: () => Date;
  /** Whether a game id is in the catalogue (its read model); ids of unknown games are not counted. */
  isKnownGame?: (gameId: string) => boolean;
  /** The game's name for top lists (from the read model, never the database). */
  nameOf?: (gameId: string) => string | null;
  flushMs?: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Counts storefront events into daily counters. Events are folded in memory as they arrive and
 * written every couple of seconds: one `$inc` of the day's traffic document and one Redis
 * transaction for the keyed counters (see AnalyticsRepository), however busy the site is;
 * writing on every batch would have every visitor wait on the same document. What a crash loses is at most that couple of seconds of counts; a graceful
 * stop writes them. A summary first writes this replica's pending counts, so it includes them.
 *
 * Visitors are counted without any identifier: the storefront sends a `visit` event with the
 * first event of each UTC day (it keeps only the date of its last visit, and only under
 * analytics consent), and visitors per day is the day's count of those. Nothing is stored that
 * could tell two visitors apart, so there is nothing to expire or erase, and the count is exact
 * where a sketch of random ids (HyperLogLog) would be an estimate built from an identifier.
 * A period's visitors are the sum of its days' (someone who comes on three days counts three
 * times), which is what a per-day chart adds up to.
 */
export class AnalyticsService {
  private pending = new CounterDelta();
  private readonly terms = new Map<string, Set<string>>();
  private flushing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private readonly now: () => Date;

  constructor(
    private readonly repo: AnalyticsRepository,
    private readonly opts: AnalyticsServiceOptions = {},
  ) {
    this.now = opts.now ?? (() => new Date());
  }

  /** Starts the periodic writes. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.opts.flushMs ?? ANALYTICS_FLUSH_MS);
    this.timer.unref();
  }

  /** Stops the timer and writes what is pending. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  record(batch: AnalyticsBatch, userAgent?: string): void {
    foldBatch(
      batch.events,
      {
        day: utcDay(this.now()),
        device: deviceClass(userAgent),
        isKnownGame: this.opts.isKnownGame ?? (() => true),
        admitTerm: (day, term) => this.admitTerm(day, term),
      },
      this.pending,
    );
  }

  /** Writes the pending counts (one write at a time; what fails is kept for the next one). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.pending.empty) return;
    const batch = this.pending;
    this.pending = new CounterDelta();
    const failed = await this.repo.add(batch);
    if (!failed.empty) {
      this.pending.merge(failed);
      this.opts.log?.warn('analytics counters not written; retrying with the next write');
    }
  }

  async summary(days: number): Promise<AnalyticsSummary> {
    // This replica's own counts first; a write held up by an outage does not hold the answer up.
    await Promise.race([this.flush(), new Promise((resolve) => setTimeout(resolve, FLUSH_WAIT_MS).unref())]);
    const today = this.now();
    const period = dayRange(today, days);
    const previous = dayRange(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - days * 86_400_000), days);
    const [traffic, keyed] = await Promise.all([this.repo.readTraffic([...previous, ...period], period.at(-1)!), this.repo.keyedTops(period, TOP)]);
    return summarize({ days: period, previousDays: previous, traffic, keyed, nameOf: this.opts.nameOf ?? (() => null) });
  }

  private admitTerm(day: string, term: string): boolean {
    let seen = this.terms.get(day);
    if (!seen) {
      // Only today's (and, around midnight, yesterday's) sets are needed.
      for (const d of this.terms.keys()) if (d < day) this.terms.delete(d);
      this.terms.set(day, (seen = new Set()));
    }
    if (seen.has(term)) return true;
    if (seen.size >= MAX_TERMS_PER_DAY) return false;
    seen.add(term);
    return true;
  }
}
