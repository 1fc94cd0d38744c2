import type { App } from '@portal/server-kit';
import { basicAuth, testResources, type TestResources } from '../../../infra/src/test/test-resources';
import { buildCandidateApp } from './app';
import { loadCandidateConfig, type CandidateConfig } from './config';
import { candidateModel } from './candidates/candidate.model';

describe('candidate service', () => {
  let res: TestResources<CandidateConfig>;
  let app: App;
  let built: Awaited<ReturnType<typeof buildCandidateApp>>;
  // A client address of this file's own: the failure counter is shared by every test in the run.
  const auth = { authorization: basicAuth(), 'x-forwarded-for': '198.51.100.20' };

  beforeAll(async () => {
    res = await testResources('candidate', loadCandidateConfig, { AUTH_MAX_FAILURES: '3', AUTH_FAILURE_WINDOW_S: '60' });
    built = await buildCandidateApp(res);
    app = built.app;
    await built.listIndexes.candidates.whenReady();
  });
  afterAll(async () => {
    await app.close();
    await res.cleanup();
  });

  it('answers an empty pool', async () => {
    const r = await app.inject({ url: '/api/candidates/list', headers: auth });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ candidates: [], total: 0, page: 1, limit: 20, updatedAt: null });
  });

  it('filters, searches and pages stored candidates', async () => {
    const model = candidateModel(res.conn);
    const base = { description: '', tags: [], rating: null, plays: 0, origin: 'CRAWL' };
    await model.create([
      { ...base, id: 'c1', name: 'Space Blaster', nameKey: 'space blaster', url: 'https://a.example/1', source: 'GameMonetize', category: 'shooting', status: 'pending' },
      { ...base, id: 'c2', name: 'Jewel Swap', nameKey: 'jewel swap', url: 'https://a.example/2', source: 'GameDistribution', category: 'match3', status: 'pending' },
      { ...base, id: 'c3', name: 'Space Race', nameKey: 'space race', url: 'https://a.example/3', source: 'GameMonetize', category: 'racing', status: 'rejected' },
    ]);
    // Written behind the service's back: reload its list index as a restart would.
    await built.listIndexes.candidates.reload();
    const list = async (q: string) => (await app.inject({ url: `/api/candidates/list?${q}`, headers: auth })).json();
    expect((await list('status=pending')).total).toBe(2);
    expect((await list('source=GameMonetize')).candidates.map((c: { id: string }) => c.id).sort()).toEqual(['c1', 'c3']);
    expect((await list('search=space&sort=name')).candidates.map((c: { name: string }) => c.name)).toEqual(['Space Blaster', 'Space Race']);
    const page = await list('limit=1&page=2&sort=name');
    expect(page).toMatchObject({ total: 3, page: 2, limit: 1 });
    expect(page.candidates[0].name).toBe('Space Blaster');
    expect(page.updatedAt).toEqual(expect.any(String));
  });

  it('rejects unknown filters values with a 400 in the error shape', async () => {
    const r = await app.inject({ url: '/api/candidates/list?status=bogus', headers: auth });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ message: expect.stringContaining('status'), code: 'VALIDATION' });
  });

  it('rate-limits failed sign-ins per client address', async () => {
    const wrong = { authorization: basicAuth('admin', 'nope'), 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < 3; i++) expect((await app.inject({ url: '/api/candidates/list', headers: wrong })).statusCode).toBe(401);
    const blocked = await app.inject({ url: '/api/candidates/list', headers: { ...auth, 'x-forwarded-for': '203.0.113.9' } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('AUTH_RATE_LIMITED');
    // Other clients are not affected.
    expect((await app.inject({ url: '/api/candidates/list', headers: { ...auth, 'x-forwarded-for': '203.0.113.10' } })).statusCode).toBe(200);
  });
});
