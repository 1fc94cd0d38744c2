import type { App } from '../../../services/server-kit/src';
import { buildCatalogueApp } from '../../../services/catalogue/src/app';
import { loadCatalogueConfig } from '../../../services/catalogue/src/config';
import { buildCandidateApp } from '../../../services/candidate/src/app';
import { loadCandidateConfig } from '../../../services/candidate/src/config';
import { buildCrawlerApp } from '../../../services/crawler-worker/src/app';
import { loadCrawlerConfig } from '../../../services/crawler-worker/src/config';
import { buildVipApp } from '../../../services/vip/src/app';
import { loadVipConfig } from '../../../services/vip/src/config';
import { basicAuth, testResources, type TestResources } from './test-resources';

/**
 * Every route of every service, taken from each app's route table (not a hand list): each one
 * under /api/ that is not explicitly public must refuse a request without credentials and a
 * request with a wrong password, with a JSON error.
 */
const PUBLIC_API_ROUTES = [
  'GET /api/catalogue/games',
  'GET /api/catalogue/games/:ref',
  'GET /api/catalogue/categories',
  // Visitor-side writes (issue 3): each validated and rate-limited per address in Redis.
  'GET /api/catalogue/games/:ref/engagement',
  'POST /api/catalogue/games/:ref/play',
  'POST /api/catalogue/games/:ref/like',
  'POST /api/catalogue/games/:ref/rate',
  'POST /api/analytics/events',
  'POST /api/contact/messages',
  // VIP sign-in (issue 6): no enumeration, rate-limited per address and per client in Redis.
  'POST /api/vip/login',
  'GET /api/vip/verify',
  'GET /api/vip/me',
  'POST /api/vip/logout',
  'GET /api/vip/ads-config',
];

const services = [
  ['catalogue', loadCatalogueConfig, buildCatalogueApp],
  ['candidate', loadCandidateConfig, buildCandidateApp],
  ['crawler-worker', loadCrawlerConfig, buildCrawlerApp],
  ['vip', loadVipConfig, buildVipApp],
] as const;

const sample = (url: string) => url.replace(/:(\w+)/g, 'sample-$1');
// Each wrong password costs one scrypt verification, and the route tables keep growing.
jest.setTimeout(60_000);

describe.each(services)('%s admin routes', (name, load, build) => {
  let res: TestResources<ReturnType<typeof load>>;
  let app: App;

  beforeAll(async () => {
    // Each service gets a failure limit high enough that this test's wrong passwords never trip it.
    res = await testResources(name, load as (env: NodeJS.ProcessEnv) => ReturnType<typeof load>, { AUTH_MAX_FAILURES: '1000' });
    app = (await (build as (r: typeof res) => Promise<{ app: App }>)(res)).app;
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await res.cleanup();
  });

  it('has routes under /api/', () => {
    expect(app.routeTable.filter((r) => r.url.startsWith('/api/')).length).toBeGreaterThan(0);
  });

  it('marks only the intended routes public', () => {
    const publicApi = app.routeTable.filter((r) => r.public && r.url.startsWith('/api/')).map((r) => `${r.method} ${r.url}`);
    for (const route of publicApi) expect(PUBLIC_API_ROUTES).toContain(route);
  });

  it('refuses every non-public /api/ route without credentials and with a wrong password', async () => {
    const guarded = app.routeTable.filter((r) => !r.public && r.url.startsWith('/api/'));
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const none = await app.inject({ method, url: sample(route.url), payload: method === 'GET' ? undefined : {}, remoteAddress: '198.51.100.30' });
      expect({ route: `${method} ${route.url}`, status: none.statusCode }).toEqual({ route: `${method} ${route.url}`, status: 401 });
      expect(none.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
      expect(none.headers['www-authenticate']).toMatch(/^Basic /);

      const wrong = await app.inject({
        method,
        url: sample(route.url),
        headers: { authorization: basicAuth('admin', 'wrong-password'), 'x-requested-with': 'admin-app' },
        payload: method === 'GET' ? undefined : {},
        remoteAddress: '198.51.100.30',
      });
      expect({ route: `${method} ${route.url}`, status: wrong.statusCode }).toEqual({ route: `${method} ${route.url}`, status: 401 });
      expect(wrong.json()).toEqual({ message: 'Authentication failed', code: 'UNAUTHORIZED' });
      // The admin app asked for no challenge header, so no browser dialog pops up.
      expect(wrong.headers['www-authenticate']).toBeUndefined();
    }
  });

  it('refuses every /internal/ route without the internal token, even with admin credentials', async () => {
    for (const route of app.routeTable.filter((r) => r.url.startsWith('/internal/'))) {
      const method = route.method as 'GET' | 'POST';
      for (const headers of [{ authorization: basicAuth() }, { 'x-internal-token': 'wrong-token-0123456789abcdef' }]) {
        const r = await app.inject({ method, url: sample(route.url), headers, payload: method === 'GET' ? undefined : {}, remoteAddress: '198.51.100.31' });
        expect({ route: `${method} ${route.url}`, status: r.statusCode }).toEqual({ route: `${method} ${route.url}`, status: 401 });
      }
    }
  });

  it('answers liveness and readiness without credentials', async () => {
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok', service: name });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { mongodb: 'ok', redis: 'ok' } });
  });
});
