import type { CandidateDailyStats } from '@portal/contracts';
import { KeyedWriteLock, type App } from '@portal/server-kit';
import { freePort } from '../../../../infra/src/backing/ports';
import { basicAuth, testResources, type TestResources } from '../../../../infra/src/test/test-resources';
import { buildCatalogueApp } from '../../../catalogue/src/app';
import { loadCatalogueConfig, type CatalogueConfig } from '../../../catalogue/src/config';
import { buildCandidateApp } from '../app';
import { loadCandidateConfig, type CandidateConfig } from '../config';
import { candidateModel } from '../candidates/candidate.model';
import { IngestRepository } from '../ingest/ingest.repository';
import { CANDIDATE_DAILY_COLLECTION, CandidateDailyStats as DailyCounts } from './candidate-daily.repository';

/**
 * New candidates and publications per day, counted as they happen: imports and single adds
 * create, publishing (through a real catalogue over HTTP) publishes; the route needs the admin
 * and a whole number of days.
 */
jest.setTimeout(60_000);

describe('candidate daily stats', () => {
  let catRes: TestResources<CatalogueConfig>;
  let candRes: TestResources<CandidateConfig>;
  let catalogue: App;
  let candidate: App;
  const auth = { authorization: basicAuth(), 'x-forwarded-for': '198.51.100.77' };
  const today = new Date().toISOString().slice(0, 10);
  const stats = async (days: number): Promise<CandidateDailyStats> => {
    const r = await candidate.inject({ url: `/api/candidates/stats/daily?days=${days}`, headers: auth });
    expect(r.statusCode).toBe(200);
    return r.json();
  };

  beforeAll(async () => {
    catRes = await testResources('catalogue', loadCatalogueConfig);
    catalogue = (await buildCatalogueApp(catRes)).app;
    const port = await freePort();
    await catalogue.listen({ port, host: '127.0.0.1' });
    candRes = await testResources('candidate', loadCandidateConfig, { CATALOGUE_URL: `http://127.0.0.1:${port}`, AUTH_MAX_FAILURES: '1000' });
    const built = await buildCandidateApp(candRes);
    candidate = built.app;
    await built.listIndexes.candidates.whenReady();
  });
  afterAll(async () => {
    await candidate?.close();
    await catalogue?.close();
    await candRes?.cleanup();
    await catRes?.cleanup();
  });

  it('needs the admin and a whole number of days from 1 to 90', async () => {
    expect((await candidate.inject({ url: '/api/candidates/stats/daily?days=7', headers: { 'x-forwarded-for': '198.51.100.78' } })).statusCode).toBe(401);
    for (const days of ['0', '91', 'x', '1.5']) {
      const r = await candidate.inject({ url: `/api/candidates/stats/daily?days=${days}`, headers: auth });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ message: expect.any(String), code: 'VALIDATION' });
    }
    const empty = await stats(30);
    expect(empty.series).toHaveLength(30);
    expect(empty.totals).toEqual({ created: 0, published: 0 });
    expect(empty.to).toBe(today);
  });

  it('counts candidates created by crawls, imports and single adds, and publications, on the day they happen', async () => {
    const run = Date.now().toString(36);
    // The crawler's ingest stores through its own repository: a duplicate is not a new candidate.
    const ingest = new IngestRepository(candidateModel(candRes.conn), undefined, undefined, new DailyCounts(candRes.conn, new KeyedWriteLock(candRes.redis, `${candRes.config.MONGODB_DB}:candidate-day-lock`)));
    const item = (n: number) => ({ key: `gm-${run}-${n}`, providerId: `${n}`, provider: 'gamemonetize', source: 'GameMonetize', sourceId: 'src', name: `Crawled ${run} ${n}`, description: '', category: 'puzzle', url: `https://games.example/crawled-${run}-${n}`, tags: [] });
    expect((await ingest.insert([item(1), item(2)], new Date(), 'task-1')).inserted).toBe(2);
    expect((await ingest.insert([item(2)], new Date(), 'task-1')).inserted).toBe(0);
    const imported = await candidate.inject({
      method: 'POST',
      url: '/api/candidates/import',
      headers: auth,
      payload: [1, 2, 3].map((i) => ({ name: `Stats ${run} ${i}`, url: `https://games.example/stats-${run}-${i}`, category: 'puzzle' })),
    });
    expect(imported.statusCode).toBe(200);
    const single = await candidate.inject({ method: 'POST', url: '/api/candidates/external', headers: auth, payload: { name: `Stats ${run} single`, url: `https://games.example/stats-${run}-s`, category: 'action' } });
    expect(single.statusCode).toBe(200);
    const id = single.json().candidate.id as string;

    const publish = () => candidate.inject({ method: 'POST', url: '/api/candidates/publish', headers: auth, payload: { candidateId: id } });
    expect((await publish()).statusCode).toBe(200);
    // Publishing a published candidate again refreshes its game; it is not a second publication.
    expect((await publish()).statusCode).toBe(200);

    const s = await stats(7);
    expect(s.series.at(-1)).toEqual({ day: today, created: 6, published: 1 });
    expect(s.totals).toEqual({ created: 6, published: 1 });
    expect(s.previous).toEqual({ created: 0, published: 0 });
    // One document per day, addressed by the day.
    expect(await candRes.conn.collection(CANDIDATE_DAILY_COLLECTION).find({}).toArray()).toEqual([{ _id: today, created: 6, published: 1 }]);
  });
});
