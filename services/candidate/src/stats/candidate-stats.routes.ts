import { CandidateDailyStats as DailyStatsSchema, ErrorBody, StatsDaysQuery, type CandidateDailyStats as DailyStatsAnswer } from '@portal/contracts';
import type { App } from '@portal/server-kit';
import type { CandidateDailyStats } from './candidate-daily.repository';

const DAY_MS = 86_400_000;

/** The `count` UTC days ending with `last`, oldest first. */
export function dayRange(last: Date, count: number): string[] {
  const end = Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), last.getUTCDate());
  return Array.from({ length: count }, (_, i) => new Date(end - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** A period's daily counts, with the period before it for comparison. */
export async function dailyStats(stats: CandidateDailyStats, days: number): Promise<DailyStatsAnswer> {
  const today = stats.today();
  const period = dayRange(today, days);
  const previous = dayRange(new Date(today.getTime() - days * DAY_MS), days);
  const counts = await stats.read([...previous, ...period]);
  const sum = (list: string[]) =>
    list.reduce((t, day) => ({ created: t.created + (counts.get(day)?.created ?? 0), published: t.published + (counts.get(day)?.published ?? 0) }), { created: 0, published: 0 });
  return {
    days,
    from: period[0]!,
    to: period.at(-1)!,
    totals: sum(period),
    previous: sum(previous),
    series: period.map((day) => ({ day, created: counts.get(day)?.created ?? 0, published: counts.get(day)?.published ?? 0 })),
  };
}

export function candidateStatsRoutes(app: App, stats: CandidateDailyStats): void {
  app.get(
    '/api/candidates/stats/daily',
    { schema: { querystring: StatsDaysQuery, response: { 200: DailyStatsSchema, 400: ErrorBody } } },
    async (req) => dailyStats(stats, req.query.days),
  );
}
