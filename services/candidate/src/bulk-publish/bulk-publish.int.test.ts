import type { App } from '@portal/server-kit';
import { freePort } from '../../../../infra/src/backing/ports';
import { basicAuth, testResources, type TestResources } from '../../../../infra/src/test/test-resources';
import { buildCatalogueApp } from '../../../catalogue/src/app';
import { loadCatalogueConfig, type CatalogueConfig } from '../../../catalogue/src/config';
import { buildCandidateApp, type CandidateApp } from '../app';
import { loadCandidateConfig, type CandidateConfig } from '../config';
import { PublishJobRepository } from './publish-job.repository';
import { candidateModel } from '../candidates/candidate.model';

/**
 * Bulk publishing on real FerretDB/MongoDB and Redis, the candidate and catalogue services
 * talking over HTTP: every candidate of a filter becomes exactly one game, with progress, and
 * a job interrupted after publishing part of a step finishes without duplicates.
 */
jest.setTimeout(180_000);

describe('bulk publishing', () => {
  let catRes: TestResources<CatalogueConfig>;
  let candRes: TestResources<CandidateConfig>;
  let catalogue: App;
  let built: CandidateApp;
  const auth = { authorization: basicAuth(), 'x-forwarded-for': '198.51.100.80' };
  const cand = (method: 'GET' | 'POST', url: string, payload?: unknown) => built.app.inject({ method, url, payload: payload as object, headers: auth });

  async function seedCandidates(source: string, n: number, offset = 0) {
    const now = new Date();
    const docs = Array.from({ length: n }, (_, i) => {
      const k = offset + i;
      return {
        id: `bulk-${source}-${k}`,
        name: `Bulk Game ${k % 40}`,
        nameKey: `bulk game ${k % 40}`,
        description: `A generated game number ${k}`,
        category: ['puzzle', 'action', 'racing'][k % 3],
        url: `https://games.example/${source}/${k}/`,
        tags: [],
        source,
        origin: 'CRAWL',
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      };
    });
    await candidateModel(candRes.conn).insertMany(docs);
    // Written behind the service's back: its index reads them anew.
    await built.listIndexes.candidates.reload();
  }

  async function finished(jobId: string) {
    for (let i = 0; i < 600; i++) {
      const job = (await cand('GET', `/api/candidates/publish-jobs/${jobId}`)).json();
      if (job.status === 'completed' || job.status === 'failed') return job;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('bulk publish did not finish');
  }

  const gamesFrom = async (source: string) => (await catRes.conn.collection('games').find({ source }).toArray()).length;

  beforeAll(async () => {
    const candidatePort = await freePort();
    catRes = await testResources('catalogue', loadCatalogueConfig, { CANDIDATE_URL: `http://127.0.0.1:${candidatePort}`, AUTH_MAX_FAILURES: '1000' });
    catalogue = (await buildCatalogueApp(catRes)).app;
    const catalogueUrl = await catalogue.listen({ port: 0, host: '127.0.0.1' });
    candRes = await testResources('candidate', loadCandidateConfig, { CATALOGUE_URL: catalogueUrl, PUBLIC_BASE_URL: 'https://play.example', AUTH_MAX_FAILURES: '1000' });
    built = await buildCandidateApp(candRes);
    await built.listIndexes.candidates.whenReady();
    await built.app.listen({ port: candidatePort, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await built.app.close();
    await catalogue.close();
    await candRes.cleanup();
    await catRes.cleanup();
  });

  it('publishes every pending candidate of a filter once, as a job with progress, and leaves the others', async () => {
    await seedCandidates('FeedA', 1200);
    await seedCandidates('FeedB', 30);
    const started = await cand('POST', '/api/candidates/publish-all', { status: 'pending', source: 'FeedA' });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ status: 'queued', total: 1200, processed: 0 });
    const job = await finished(started.json().id);
    expect(job).toMatchObject({ status: 'completed', total: 1200, processed: 1200, published: 1200, skipped: 0, failed: 0, errors: [] });

    expect(await gamesFrom('FeedA')).toBe(1200);
    expect(await gamesFrom('FeedB')).toBe(0);
    const list = (await cand('GET', '/api/candidates/list?source=FeedA&status=published&limit=1')).json();
    expect(list.total).toBe(1200);
    // Slugs stay unique although the names repeat (40 names for 1,200 games).
    const slugs = (await catRes.conn.collection('games').find({ source: 'FeedA' }).toArray()).map((g) => g.slug);
    expect(new Set(slugs).size).toBe(1200);
    // Bulk-inserted games have every field the answers promise (the admin list, the game page).
    const adminList = await catalogue.inject({ url: '/api/games/list?search=bulk%20game&limit=100', headers: auth });
    expect([adminList.statusCode, adminList.json().total]).toEqual([200, 1200]);
    const detail = await catalogue.inject({ url: `/api/catalogue/games/${slugs[0]}?lang=en` });
    expect([detail.statusCode, detail.json().size]).toEqual([200, { width: 1280, height: 720 }]);
    const storefront = await catalogue.inject({ url: '/api/catalogue/games?search=bulk%20game%207&lang=en&limit=5' });
    expect(storefront.json().total).toBeGreaterThan(0);

    // Nothing left to do for the same filter; the job list shows the finished job.
    expect((await cand('POST', '/api/candidates/publish-all', { status: 'pending', source: 'FeedA' })).json()).toMatchObject({ code: 'NOTHING_TO_PUBLISH' });
    expect((await cand('GET', '/api/candidates/publish-jobs')).json().jobs[0]).toMatchObject({ id: job.id, status: 'completed' });
  });

  it('finishes a job a crash interrupted mid-step, publishing each game exactly once', async () => {
    await seedCandidates('FeedC', 700);
    const jobs = new PublishJobRepository(candRes.conn);
    const ids = built.listIndexes.candidates.matchingIds({ source: 'FeedC' })!;
    const job = await jobs.create({ source: 'FeedC' }, ids, 'admin');
    // The process "died" after handing the first 150 over and before recording the step.
    await built.service.publishMany(ids.slice(0, 150), { log: built.app.log });
    expect(await gamesFrom('FeedC')).toBe(150);
    await built.bulk.resumeUnfinished();
    const done = await finished(job._id);
    expect(done).toMatchObject({ status: 'completed', total: 700, processed: 700 });
    // The 150 already published were skipped as published, the rest published: 700 games, once each.
    expect(done.published + done.skipped).toBe(700);
    expect(await gamesFrom('FeedC')).toBe(700);
    const candidates = await candRes.conn.collection('candidates').find({ source: 'FeedC' }).toArray();
    expect(candidates.filter((c) => c.status === 'published' && c.slug && c.publishedGameId)).toHaveLength(700);
  });

  it('refuses a filter with nothing to publish, and an unknown job', async () => {
    expect((await cand('POST', '/api/candidates/publish-all', { source: 'NoSuchFeed' })).statusCode).toBe(400);
    expect((await cand('GET', '/api/candidates/publish-jobs/pub_nothere')).statusCode).toBe(404);
    expect((await cand('GET', '/api/candidates/publish-jobs/..%2Fetc')).statusCode).toBe(400);
  });
});
