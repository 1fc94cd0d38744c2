import type { App } from '@portal/server-kit';
import { basicAuth, testResources, TEST_INTERNAL_TOKEN, type TestResources } from '../../../../../infra/src/test/test-resources';
import { buildCatalogueApp, type CatalogueService } from '../../app';
import { loadCatalogueConfig, type CatalogueConfig } from '../../config';

/**
 * Two catalogue replicas on one database and one Redis: what the admin changes through one is
 * what visitors of the other see within a second; a replica that starts, or that missed
 * change messages, catches up by itself.
 */
jest.setTimeout(60_000);

describe('catalogue replicas', () => {
  let res: TestResources<CatalogueConfig>;
  let resB: TestResources<CatalogueConfig>;
  let a: CatalogueService;
  let b: CatalogueService;
  const admin = { authorization: basicAuth(), 'x-forwarded-for': '198.51.100.90' };
  const internal = { 'x-internal-token': TEST_INTERNAL_TOKEN };

  const publish = (app: App, id: string, name: string) =>
    app.inject({
      method: 'POST',
      url: '/internal/games/publish',
      headers: internal,
      payload: { id, slugBase: name.toLowerCase().replace(/\W+/g, '-'), kind: 'external', status: 'published', name, description: `${name} description`, category: 'racing', tags: [], playUrl: `https://games.example/${id}/`, source: 'Test' },
    });

  /** Milliseconds until `check` holds on the replica, polling every 10 ms (fails after 3 s). */
  async function until(check: () => Promise<boolean>): Promise<number> {
    const t0 = Date.now();
    while (!(await check())) {
      if (Date.now() - t0 > 3000) throw new Error('the other replica never saw the change');
      await new Promise((r) => setTimeout(r, 10));
    }
    return Date.now() - t0;
  }

  const status = async (app: App, ref: string) => (await app.inject({ url: `/api/catalogue/games/${ref}?lang=en` })).statusCode;

  beforeAll(async () => {
    res = await testResources('catalogue', loadCatalogueConfig);
    resB = await testResources('catalogue', loadCatalogueConfig, { MONGODB_DB: res.config.MONGODB_DB });
    a = await buildCatalogueApp(res);
    b = await buildCatalogueApp(resB);
    await Promise.all([a.repo.whenReady(), b.repo.whenReady()]);
  });
  afterAll(async () => {
    await a.app.close();
    await b.app.close();
    await resB.conn.close();
    resB.redis.disconnect();
    await res.cleanup();
  });

  it('shows a game published and then archived through one replica on the other within a second', async () => {
    expect((await publish(a.app, 'ext-rep-1', 'Replica Racer')).statusCode).toBe(200);
    const seen = await until(async () => (await status(b.app, 'replica-racer')) === 200);
    expect(seen).toBeLessThan(1000);
    const search = (await b.app.inject({ url: '/api/catalogue/games?lang=en&search=replica%20rac' })).json();
    expect(search.data.map((g: { id: string }) => g.id)).toEqual(['ext-rep-1']);

    expect((await a.app.inject({ method: 'POST', url: '/api/games/archive', headers: admin, payload: { gameId: 'ext-rep-1' } })).statusCode).toBe(200);
    const gone = await until(async () => (await status(b.app, 'replica-racer')) === 410);
    expect(gone).toBeLessThan(1000);
    expect((await b.app.inject({ url: '/api/catalogue/games?lang=en&search=replica%20rac' })).json().total).toBe(0);
  });

  it('a replica that starts later finds everything published before it', async () => {
    for (let i = 0; i < 5; i++) expect((await publish(b.app, `ext-late-${i}`, `Late Arrival ${i}`)).statusCode).toBe(200);
    const resC = await testResources('catalogue', loadCatalogueConfig, { MONGODB_DB: res.config.MONGODB_DB });
    const c = await buildCatalogueApp(resC);
    try {
      await c.repo.whenReady();
      const found = (await c.app.inject({ url: '/api/catalogue/games?lang=en&search=late%20arrival' })).json();
      expect(found.total).toBe(5);
    } finally {
      await c.app.close();
      await resC.conn.close();
      resC.redis.disconnect();
    }
  });

  it('a replica that missed change messages notices the gap and reloads', async () => {
    // A change made behind both replicas' backs (as if its message were lost)...
    await res.conn.collection('games').updateOne({ id: 'ext-late-0' }, { $set: { 'name.en': 'Renamed Behind The Back', updatedAt: new Date() } });
    expect((await b.app.inject({ url: '/api/catalogue/games/ext-late-0?lang=en' })).json().name).toBe('Late Arrival 0');
    // ...then a sender whose numbering jumps: B reloads and finds the change.
    const channel = `list-index:${res.config.MONGODB_DB}:games`;
    await res.redis.publish(channel, JSON.stringify({ from: 'lost-sender', seq: 1, upserts: [], deletes: [] }));
    await res.redis.publish(channel, JSON.stringify({ from: 'lost-sender', seq: 4, upserts: [], deletes: [] }));
    const caughtUp = await until(async () => (await b.app.inject({ url: '/api/catalogue/games/ext-late-0?lang=en' })).json().name === 'Renamed Behind The Back');
    expect(caughtUp).toBeLessThan(3000);
  });
});
