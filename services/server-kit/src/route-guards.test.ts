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
});
