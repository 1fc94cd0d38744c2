import { randomBytes } from 'node:crypto';
import { SLOW_GAME_LOAD_MS, type AnalyticsSummary } from '@portal/contracts';
import { connectRedis, type App } from '@portal/server-kit';
import { basicAuth, testResources, type TestResources } from '../../../../infra/src/test/test-resources';
import { buildCatalogueApp } from '../app';
import { loadCatalogueConfig, type CatalogueConfig } from '../config';
import { seedBuiltinGames } from '../seed/seed-builtin-games';
import { utcDay } from './analytics-keys';
import { ANALYTICS_COLLECTION, AnalyticsRepository, KEYED_DAYS_KEPT } from './analytics.repository';
import { AnalyticsService } from './analytics.service';
import { CounterDelta } from './daily-counts';
import { builtinManifest, inEveryLanguage, writeGamesDir } from '../test-support/games-dir';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

const gamesDir = () => writeGamesDir(['alpha', 'beta'].map((slug, i) => builtinManifest(i + 1, slug, { name: inEveryLanguage(slug, (l) => `${slug} (${l})`) })));

describe('analytics: daily counters and the dashboard summary', () => {
  let res: TestResources<CatalogueConfig>;
  let app: App;
  let n = 0;
  const run = randomBytes(2);
  const addr = () => `10.${run[0]}.${run[1]}.${++n}`;
  const post = (events: object[], ua?: string) =>
    app.inject({ method: 'POST', url: '/api/analytics/events', payload: { events }, remoteAddress: addr(), headers: ua ? { 'user-agent': ua } : {} });
  const summary = async (days = 7): Promise<AnalyticsSummary> => {
    const r = await app.inject({ url: `/api/analytics/summary?days=${days}`, headers: { authorization: basicAuth() } });
    expect(r.statusCode).toBe(200);
    return r.json();
  };

  beforeAll(async () => {
    res = await testResources('catalogue', loadCatalogueConfig);
    // Counters of the first design (a document per day, kind and key) are folded into day documents at boot.
    const old = res.conn.collection('analytics_daily');
    const yesterday = utcDay(new Date(Date.now() - 86_400_000));
    await old.insertMany([
      { day: yesterday, kind: 'event', key: 'page_view', count: 4 },
      { day: yesterday, kind: 'play', key: '2', count: 3 },
      { day: yesterday, kind: 'search', key: 'a.b', count: 2 },
      { day: yesterday, kind: 'zero', key: 'a.b', count: 2 },
    ]);
    const built = await buildCatalogueApp(res);
    app = built.app;
    expect(await seedBuiltinGames(built.repo, gamesDir(), app.log)).toBe(2);
  });
  afterAll(async () => {
    await app.close();
    await res.cleanup();
  });

  it('needs the admin and a whole number of days from 1 to 90', async () => {
    expect((await app.inject({ url: '/api/analytics/summary?days=7' })).statusCode).toBe(401);
    for (const days of ['0', '91', 'abc', '7.5']) {
      const r = await app.inject({ url: `/api/analytics/summary?days=${days}`, headers: { authorization: basicAuth() } });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ message: expect.any(String) });
    }
    expect((await summary(90)).series).toHaveLength(90);
  });

  it('counts visitors, traffic by language and device, plays, favourites, loads and searches, with game names', async () => {
    const before = await summary(7);
    expect(before.totals.pageViews).toBe(4); // migrated from yesterday's old rows
    expect(before.zeroResultSearches).toEqual([{ key: 'a.b', count: 2 }]);

    expect(
      (
        await post(
          [
            { name: 'visit', lang: 'de' },
            { name: 'page_view', lang: 'de' },
            { name: 'game_view', gameId: '1' },
            { name: 'game_play', gameId: '1' },
            { name: 'game_load_performance', gameId: '1', value: SLOW_GAME_LOAD_MS + 500 },
            { name: 'game_favorite', gameId: '1' },
            { name: 'game_favorite', gameId: 'not-a-game' },
            { name: 'search', searchTerm: 'Moon.Kart', resultsCount: 0 },
          ],
          PHONE,
        )
      ).statusCode,
    ).toBe(202);
    await post([{ name: 'visit', lang: 'en' }, { name: 'page_view', lang: 'en' }, { name: 'game_play', gameId: '2' }, { name: 'game_load_performance', gameId: '2', value: 800 }, { name: 'error', gameId: '2' }]);

    const s = await summary(7);
    const today = s.series.at(-1)!;
    expect(today).toEqual({ day: utcDay(new Date()), pageViews: 2, gameViews: 1, plays: 2, visitors: 2 });
    expect(s.totals).toMatchObject({ visitors: 2, plays: 2, favourites: 2, zeroResultSearches: 3, gameLoadErrors: 1 });
    // Names come from the catalogue's read model; yesterday's migrated plays count too.
    expect(s.topPlayed).toEqual([
      { gameId: '2', name: 'beta (en)', count: 4 },
      { gameId: '1', name: 'alpha (en)', count: 1 },
    ]);
    expect(s.topFavourited).toEqual([{ gameId: '1', name: 'alpha (en)', count: 1 }]);
    expect(s.zeroResultSearches).toEqual([
      { key: 'a.b', count: 2 },
      { key: 'moon.kart', count: 1 },
    ]);
    expect(s.loads).toMatchObject({ loads: 2, slow: 1, errors: 1, avgMs: Math.round((SLOW_GAME_LOAD_MS + 500 + 800) / 2) });
    expect(s.loads.games.map((g) => [g.gameId, g.errors, g.slow])).toEqual([
      ['2', 1, 0],
      ['1', 0, 1],
    ]);
    expect(s.byDevice).toEqual(expect.arrayContaining([{ key: 'phone', pageViews: 1, visitors: 1 }, { key: 'desktop', pageViews: 1, visitors: 1 }]));
    expect(s.byLanguage).toEqual(expect.arrayContaining([{ key: 'de', pageViews: 1, visitors: 1 }, { key: 'en', pageViews: 1, visitors: 1 }]));

    // Traffic: one document per day, addressed by `_id`, no raw event kept. Keyed counters: one
    // Redis sorted set per day and counter, named by this deployment's database, expiring.
    const day = utcDay(new Date());
    const docs = await res.conn.collection(ANALYTICS_COLLECTION).find({}).toArray();
    expect(docs.map((d) => String(d._id)).sort()).toEqual([`${utcDay(new Date(Date.now() - 86_400_000))}:traffic`, `${day}:traffic`]);
    expect(docs.find((d) => String(d._id) === `${day}:traffic`)!.c.deviceViews).toEqual({ phone: 1, desktop: 1 });
    const zeroKey = `an:${res.config.MONGODB_DB}:${day}:search:zero`;
    expect(await res.redis.zrange(zeroKey, 0, -1, 'WITHSCORES')).toEqual(['moon.kart', '1']);
    expect(await res.redis.ttl(zeroKey)).toBeGreaterThan(KEYED_DAYS_KEPT * 86_400 - 60);
    expect(await res.redis.keys(`an:${res.config.MONGODB_DB}:tmp:*`)).toEqual([]);
  });

  it('sums the closed days of a period once, and adds the live days to that sum', async () => {
    const repo = new AnalyticsRepository(res.conn, res.redis, res.config.MONGODB_DB);
    const at = (daysAgo: number) => () => new Date(Date.now() - daysAgo * 86_400_000);
    const then = new AnalyticsService(repo, { now: at(4) });
    then.record({ events: [{ name: 'game_play', gameId: '1' }, { name: 'game_play', gameId: '1' }, { name: 'game_favorite', gameId: '2' }] });
    await then.flush();
    // Seen from tomorrow, so the period's closed days (which no longer change) hold four days ago.
    const now = new AnalyticsService(repo, { now: at(-1), nameOf: (id) => `game ${id}` });
    const first = await now.summary(7);
    // Four days ago is closed: its sum is kept in Redis for the period's closed days.
    const closed = await res.redis.keys(`an:${res.config.MONGODB_DB}:closed:*:plays:n`);
    expect(closed).toHaveLength(1);
    expect(first.topPlayed).toEqual([
      { gameId: '2', name: 'game 2', count: 4 },
      { gameId: '1', name: 'game 1', count: 3 },
    ]);
    // A play on a live day counts at once, on top of the kept sum.
    now.record({ events: [{ name: 'game_play', gameId: '1' }, { name: 'game_play', gameId: '1' }] });
    const second = await now.summary(7);
    expect(second.topPlayed).toEqual([
      { gameId: '1', name: 'game 1', count: 5 },
      { gameId: '2', name: 'game 2', count: 4 },
    ]);
    expect(second.topFavourited).toEqual([
      { gameId: '1', name: 'game 1', count: 1 },
      { gameId: '2', name: 'game 2', count: 1 },
    ]);
    expect(second.previous.plays).toBe(0);
  });

  it('while Redis is away, keeps the counts for a later write and answers the dashboard 503 at once', async () => {
    const away = connectRedis(process.env.REDIS_URL!, 'analytics-away');
    await away.ping();
    away.disconnect();
    const repo = new AnalyticsRepository(res.conn, away, res.config.MONGODB_DB);
    const day = utcDay(new Date());
    const before = (await repo.readTraffic([day], day)).get(day)?.traffic?.event?.page_view ?? 0;
    const delta = new CounterDelta();
    delta.add(day, 'traffic', 'event', 'page_view');
    delta.add(day, 'plays', 'n', '1');
    const started = Date.now();
    // Both are answered as not written, at once: the play would wait in the connection's queue,
    // and the traffic document is written only holding its day's lock, which lives in Redis.
    const failed = await repo.add(delta);
    expect([...failed.days.get(day)!.keys()].sort()).toEqual(['plays', 'traffic']);
    expect((await repo.readTraffic([day], day)).get(day)?.traffic?.event?.page_view ?? 0).toBe(before);
    await expect(new AnalyticsService(repo).summary(7)).rejects.toMatchObject({ statusCode: 503, code: 'UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('compares with the period before', async () => {
    const s = await summary(1);
    expect(s.days).toBe(1);
    expect(s.from).toBe(s.to);
    expect(s.previous.pageViews).toBe(4);
    expect(s.previous.visitors).toBe(0);
  });
});
