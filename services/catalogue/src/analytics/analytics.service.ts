import type { AnalyticsBatch, AnalyticsSummary } from '@portal/contracts';
import type { AggregateKind, AnalyticsRepository } from './analytics.repository';

const day = (d: Date) => d.toISOString().slice(0, 10);
const TOP = 20;

/** Folds event batches into daily counters: events by name, plays per game, searches, zero-result searches. */
export class AnalyticsService {
  constructor(
    private readonly repo: AnalyticsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async record(batch: AnalyticsBatch): Promise<void> {
    const counts = new Map<string, { kind: AggregateKind; key: string; n: number }>();
    const add = (kind: AggregateKind, key: string) => {
      const id = `${kind}\u0000${key}`;
      const c = counts.get(id);
      if (c) c.n += 1;
      else counts.set(id, { kind, key, n: 1 });
    };
    for (const e of batch.events) {
      add('event', e.name);
      if (e.name === 'game_play' && e.gameId) add('play', e.gameId);
      if (e.name === 'search') {
        const term = e.searchTerm?.trim().toLowerCase();
        if (term) {
          add('search', term);
          if (e.resultsCount === 0) add('zero', term);
        }
      }
    }
    await this.repo.increment(day(this.now()), counts);
  }

  async summary(days: number): Promise<AnalyticsSummary> {
    const from = new Date(this.now().getTime() - (days - 1) * 86_400_000);
    const rows = await this.repo.since(day(from));
    const totals: Record<AggregateKind, Map<string, number>> = { event: new Map(), play: new Map(), search: new Map(), zero: new Map() };
    for (const r of rows) totals[r.kind]?.set(r.key, (totals[r.kind].get(r.key) ?? 0) + r.count);
    const top = (m: Map<string, number>, limit = TOP) =>
      [...m].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)).slice(0, limit);
    return { days, events: top(totals.event, 100), playsByGame: top(totals.play), searches: top(totals.search), zeroResultSearches: top(totals.zero) };
  }
}
