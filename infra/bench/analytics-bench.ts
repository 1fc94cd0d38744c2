import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ProcessGroup } from '../src/backing/process-group';
import { ensureMongo } from '../src/backing/mongo';
import { ensureRedis } from '../src/backing/redis';
import { KeyedWriteLock } from '@portal/server-kit';
import { connectMongo } from '../../services/server-kit/src/mongo';
import { connectRedis } from '../../services/server-kit/src/redis';
import { dayRange } from '../../services/catalogue/src/analytics/analytics-keys';
import { ANALYTICS_COLLECTION, AnalyticsRepository } from '../../services/catalogue/src/analytics/analytics.repository';
import { AnalyticsService } from '../../services/catalogue/src/analytics/analytics.service';
import { CounterDelta, type Group } from '../../services/catalogue/src/analytics/daily-counts';
import { CANDIDATE_DAILY_COLLECTION, CandidateDailyStats } from '../../services/candidate/src/stats/candidate-daily.repository';
import { dailyStats } from '../../services/candidate/src/stats/candidate-stats.routes';

/**
 * `node infra/bin/run-ts.mjs infra/bench/analytics-bench.ts`: the dashboard's reads and the
 * analytics writes at the size of a busy portal, on the MongoDB-wire server `npm start` uses.
 * Seeds 180 days of counters (the period and the one before, at 90 days) where each day counts
 * BENCH_GAMES_PER_DAY distinct games played and loaded (a fifth of them favourited) and
 * BENCH_TERMS_PER_DAY distinct search terms, plus candidate daily counts; then measures:
 * - the summary of 7, 30 and 90 days (cold: a fresh service, so nothing is cached);
 * - the candidate service's daily stats of 7, 30 and 90 days;
 * - one flush of what a couple of seconds of busy traffic folds into (200 batches of 20 events).
 */
const GAMES_PER_DAY = Number(process.env.BENCH_GAMES_PER_DAY ?? 5_000);
const TERMS_PER_DAY = Number(process.env.BENCH_TERMS_PER_DAY ?? 3_000);
const DAYS = 180;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const ms = (t0: number) => Math.round(performance.now() - t0);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-analytics-bench-'));
  const backing = new ProcessGroup(path.join(dir, 'bench-logs'));
  try {
    const mongo = await ensureMongo({ dataDir: path.join(dir, 'mongo'), group: backing, log: () => undefined });
    const redisUrl = await ensureRedis({ dataDir: path.join(dir, 'redis'), persistent: true, group: backing, log: () => undefined });
    console.log(`MongoDB-wire server: ${mongo.kind}; Redis (append-only) at ${redisUrl}`);
    const conn = await connectMongo(mongo.uri, 'bench_analytics');
    const cand = await connectMongo(mongo.uri, 'bench_candidate');
    const redis = connectRedis(redisUrl, 'analytics-bench');
    const repo = new AnalyticsRepository(conn, redis, 'bench_analytics');
    const days = dayRange(new Date(), DAYS);

    // Seeding goes through the repository's own writes: one $inc update per day and group.
    const t0 = performance.now();
    for (const day of days) {
      const delta = new CounterDelta();
      const add = (group: Group, counter: string, key: string, n: number) => delta.add(day, group, counter, key, n);
      for (const [name, n] of Object.entries({ page_view: 40_000, game_view: 15_000, game_play: 12_000, visit: 9_000, search: 6_000, game_favorite: 800 })) add('traffic', 'event', name, n);
      for (const lang of ['en', 'de', 'fr', 'es', 'ja', 'zh-CN', 'pt-BR', 'ar']) add('traffic', 'langViews', lang, 5_000), add('traffic', 'langVisits', lang, 1_100);
      for (const dev of ['phone', 'tablet', 'desktop']) add('traffic', 'deviceViews', dev, 13_000), add('traffic', 'deviceVisits', dev, 3_000);
      for (let g = 0; g < GAMES_PER_DAY; g++) {
        const id = `ext-cand-${(g * 7919) % 100_000}`;
        add('plays', 'n', id, 1 + (g % 9));
        add('loads', 'n', id, 1 + (g % 9));
        add('loads', 'ms', id, 900 * (1 + (g % 9)));
        if (g % 10 === 0) add('loads', 'slow', id, 1);
        if (g % 25 === 0) add('loads', 'err', id, 1);
        if (g % 5 === 0) add('favs', 'n', id, 1);
      }
      for (let s = 0; s < TERMS_PER_DAY; s++) {
        add('search', 'all', `term number ${s} of ${day}`, 1 + (s % 3));
        if (s % 3 === 0) add('search', 'zero', `term number ${s} of ${day}`, 1);
      }
      const failed = await repo.add(delta);
      if (!failed.empty) throw new Error('seeding write failed');
    }
    const docs = await conn.collection(ANALYTICS_COLLECTION).estimatedDocumentCount();
    const info = await redis.info('memory');
    console.log(`seeded ${DAYS} days (${docs} traffic documents; ${GAMES_PER_DAY} games and ${TERMS_PER_DAY} terms a day in Redis, ${/used_memory_human:(\S+)/.exec(info)?.[1]}) in ${ms(t0)} ms`);

    const daily = new CandidateDailyStats(cand, new KeyedWriteLock(redis, 'bench:candidate-day-lock'));
    for (const day of days) await cand.collection(CANDIDATE_DAILY_COLLECTION).updateOne({ _id: day as never }, { $set: { created: 400, published: 150 } }, { upsert: true });

    for (const period of [7, 30, 90]) {
      const times: number[] = [];
      const candTimes: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const service = new AnalyticsService(repo, { nameOf: (id) => id });
        let t = performance.now();
        const s = await service.summary(period);
        times.push(ms(t));
        if (s.series.length !== period) throw new Error('wrong series length');
        t = performance.now();
        await dailyStats(daily, period);
        candTimes.push(ms(t));
      }
      // Where the time goes: the traffic documents (MongoDB) and the keyed lists (Redis).
      const period_ = dayRange(new Date(), period);
      let t = performance.now();
      await repo.readTraffic(dayRange(new Date(), 2 * period), period_.at(-1)!);
      const trafficMs = ms(t);
      t = performance.now();
      await repo.keyedTops(period_, 20);
      console.log(
        `summary ${period} days: median ${median(times)} ms (runs: ${times.join(', ')}; then traffic documents ${trafficMs} ms, keyed lists ${ms(t)} ms); candidate daily stats: median ${median(candTimes)} ms`,
      );
    }

    // A couple of seconds of a busy site: 200 batches of 20 events over 50 games, folded, then one flush.
    const service = new AnalyticsService(repo, { nameOf: (id) => id });
    for (let b = 0; b < 200; b++) {
      service.record({
        events: Array.from({ length: 20 }, (_, i) => {
          const gameId = `ext-cand-${(b * 20 + i) % 50}`;
          return i % 4 === 0 ? { name: 'game_play' as const, gameId } : i % 4 === 1 ? { name: 'game_load_performance' as const, gameId, value: 1200 } : i % 4 === 2 ? { name: 'page_view' as const, lang: 'en' } : { name: 'search' as const, searchTerm: `q${b}`, resultsCount: b % 2 };
        }),
      });
    }
    const t = performance.now();
    await service.flush();
    console.log(`flush of 4,000 events (200 batches): ${ms(t)} ms`);
    await conn.dropDatabase();
    await cand.dropDatabase();
    await redis.flushdb();
    redis.disconnect();
    await conn.close();
    await cand.close();
  } finally {
    await backing.stopAll();
  }
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
