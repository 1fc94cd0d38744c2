import type { Redis } from 'ioredis';
import { createApp, type App } from './create-app';
import { adminAuth } from './admin-auth';
import { hashPassword } from './password-hash';

/** Just enough of Redis for the failure counter: no sign-in here ever reaches the limit. */
function memoryRedis(): Redis {
  const counts = new Map<string, number>();
  const multi = { incr: (k: string) => (counts.set(k, (counts.get(k) ?? 0) + 1), multi), expire: () => multi, exec: async () => [] };
  return { get: async (k: string) => (counts.has(k) ? String(counts.get(k)) : null), multi: () => multi } as unknown as Redis;
}

const TOKEN = 'internal-token-for-the-unit-test-0123';
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

async function buildApp(internalToken?: string): Promise<App> {
  const app = createApp({ service: 'test', readiness: [] });
  await app.register(adminAuth, { user: 'admin', passwordHash: await hashPassword('correct-password'), redis: memoryRedis(), maxFailures: 100, failureWindowSeconds: 60, internalToken });
  app.get('/api/secret', async () => ({ secret: true }));
  app.post('/api/secret', async () => ({ changed: true }));
  app.get('/api/open', { config: { public: true } }, async () => ({ open: true }));
  app.get('/internal/thing', async () => ({ internal: true }));
  // Outside /api/ and not marked public: still the admin's (secure by default).
  app.get('/elsewhere', async () => ({ elsewhere: true }));
  await app.register(
    async (child) => {
      child.get('/nested', async () => ({ nested: true }));
    },
    { prefix: '/api/child' },
  );
  await app.ready();
  return app;
}

// Every way a client may spell a guarded path that the router still matches to it.
const spellings = (p: string) => [p, p.replace('/a', '/%61'), p.replace('/a', '/%61').replace('/s', '/%73'), p.replace(/\//g, '//'), p.replace('/api', '/api/.'), `${p}?x=1`];

describe('route guards', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildApp(TOKEN);
  });
  afterAll(() => app.close());

  it('refuses admin routes anonymously however the path is spelled, and never runs the handler', async () => {
    for (const url of [...spellings('/api/secret'), ...spellings('/api/child/nested'), '/elsewhere', '/%65lsewhere']) {
      for (const method of ['GET', 'HEAD', 'POST'] as const) {
        const r = await app.inject({ method, url });
        expect({ url, method, status: r.statusCode }).toEqual({ url, method, status: r.statusCode === 404 ? 404 : 401 });
        if (method !== 'HEAD') expect(r.body).not.toMatch(/secret"|changed|nested"|elsewhere"/);
      }
    }
    // The encoded spelling really reaches the route: with credentials it answers.
    const signedIn = await app.inject({ url: '/%61pi/secret', headers: { authorization: basic('admin', 'correct-password') } });
    expect(signedIn.json()).toEqual({ secret: true });
    const head = await app.inject({ method: 'HEAD', url: '/%61pi/secret' });
    expect(head.statusCode).toBe(401);
  });

  it('refuses internal routes without the token however spelled, even to the admin', async () => {
    for (const url of ['/internal/thing', '/%69nternal/thing', '/internal//thing', '/internal/./thing']) {
      const r = await app.inject({ url, headers: { authorization: basic('admin', 'correct-password') } });
      expect({ url, status: r.statusCode }).toEqual({ url, status: r.statusCode === 404 ? 404 : 401 });
    }
    expect((await app.inject({ url: '/%69nternal/thing', headers: { 'x-internal-token': TOKEN } })).json()).toEqual({ internal: true });
  });

  it('opens only routes marked public', async () => {
    expect((await app.inject({ url: '/api/open' })).json()).toEqual({ open: true });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('a service without an internal token answers no internal route', async () => {
    const bare = await buildApp();
    const r = await bare.inject({ url: '/internal/thing', headers: { 'x-internal-token': TOKEN } });
    expect(r.statusCode).toBe(401);
    await bare.close();
  });

  describe('cross-site requests (a browser replaying remembered admin credentials)', () => {
    const admin = basic('admin', 'correct-password');
    const post = (headers: Record<string, string>, payload = '{}') =>
      app.inject({ method: 'POST', url: '/api/secret', payload, headers: { authorization: admin, 'content-type': 'application/json', host: 'portal.example:8080', ...headers } });

    it('refuses a mutation another site sends, before the credentials are even checked', async () => {
      for (const headers of [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { origin: 'not a url' },
        { origin: 'http://portal.example' }, // another port is another origin
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { 'content-type': 'multipart/form-data; boundary=x' },
        { 'content-type': 'application/x-www-form-urlencoded' },
        { 'content-type': 'text/plain' },
      ]) {
        const r = await post(headers);
        expect({ headers, status: r.statusCode, code: r.json().code }).toEqual({ headers, status: 403, code: 'CROSS_SITE_REQUEST' });
        expect(r.body).not.toMatch(/changed/);
      }
      expect((await app.inject({ method: 'POST', url: '/api/secret', headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);
    });

    it('accepts the admin app, scripts and the gateway-forwarded host', async () => {
      for (const headers of [
        {},
        { origin: 'http://portal.example:8080', 'sec-fetch-site': 'same-origin' },
        { 'sec-fetch-site': 'none' },
        { 'content-type': 'text/plain', 'x-requested-with': 'admin-app', origin: 'http://PORTAL.example:8080' },
        { host: 'service:4001', 'x-forwarded-host': 'portal.example:8080', origin: 'http://portal.example:8080' },
      ]) {
        const r = await post(headers);
        expect({ headers, status: r.statusCode }).toEqual({ headers, status: 200 });
      }
      // Reading is never refused for its origin (a cross-site GET cannot read the answer).
      expect((await app.inject({ url: '/api/secret', headers: { authorization: admin, 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(200);
    });

    it('never sends a Basic challenge to a browser, only to scripts', async () => {
      const challenge = async (headers: Record<string, string>) => (await app.inject({ url: '/api/secret', headers })).headers['www-authenticate'];
      expect(await challenge({})).toMatch(/^Basic /);
      expect(await challenge({ accept: 'application/json' })).toMatch(/^Basic /);
      expect(await challenge({ 'sec-fetch-mode': 'navigate', accept: 'text/html' })).toBeUndefined();
      expect(await challenge({ accept: 'text/html,application/xhtml+xml' })).toBeUndefined();
      expect(await challenge({ 'sec-fetch-mode': 'cors' })).toBeUndefined();
      expect(await challenge({ 'x-requested-with': 'admin-app' })).toBeUndefined();
    });
  });
});
