import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { RouteEntry } from '../../../services/server-kit/src';
import { ProcessGroup } from '../backing/process-group';
import { startNginx } from '../backing/nginx';
import { freePort } from '../backing/ports';
import { basicAuth } from './test-resources';
import { SERVICES, startAllServices, type RunningServices, type ServiceName } from './all-services';

/**
 * Every route of every service, taken from each app's route table (not a hand list), tried
 * anonymously the way an attacker would: each path spelled many ways (percent-escapes, `%2F`,
 * doubled slashes, dot segments, case, trailing dots), over real HTTP straight at the service
 * and through real nginx from the one gateway template. Every admin and internal route must
 * answer 401 or 404, never run its handler. Then the plain spelling is checked in detail:
 * a wrong password gets 401 without a challenge for the admin app, internal routes refuse
 * admin credentials.
 */
const PUBLIC_API_ROUTES = [
  'GET /api/catalogue/games',
  'GET /api/catalogue/games/:ref',
  'GET /api/catalogue/categories',
  // Visitor-side writes: each validated and rate-limited per address in Redis.
  'GET /api/catalogue/games/:ref/engagement',
  'POST /api/catalogue/games/:ref/play',
  'POST /api/catalogue/games/:ref/like',
  'POST /api/catalogue/games/:ref/rate',
  'POST /api/analytics/events',
  'POST /api/contact/messages',
  // VIP sign-in: no enumeration, rate-limited per address and per client in Redis.
  'POST /api/vip/login',
  'GET /api/vip/verify',
  'GET /api/vip/me',
  'POST /api/vip/logout',
  'GET /api/vip/ads-config',
];
// Storefront pages rendered on request for the gateway (catalogue, when it has the web build).
const PUBLIC_OTHER_ROUTES = ['GET /healthz', 'GET /readyz', 'GET /pages/*'];


const STOREFRONT_SHELL = '<!doctype html><title>storefront</title>';
const sample = (url: string) => url.replace(/:(\w+)/g, 'sample-$1');
const pct = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** The same path spelled as clients and attackers may spell it. */
export function spellings(p: string): string[] {
  const segs = p.split('/').slice(1);
  const firstLetterEscaped = '/' + segs.map((s) => (s ? pct(s[0]!) + s.slice(1) : s)).join('/');
  return [
    p,
    firstLetterEscaped,
    firstLetterEscaped.toUpperCase(),
    p.replace(/[a-z]/g, (c) => pct(c)),
    p.replace(/[a-z]/g, (c) => pct(c).toUpperCase()),
    '/' + segs.join('%2F'),
    '/' + segs.join('%2f'),
    p.replace(/\//g, '//'),
    '/' + segs.join('/./'),
    `/x/..${p}`,
    `/x/%2e%2e${p}`,
    p.toUpperCase(),
    `${p}.`,
    `${p}/`,
    `${p}%20`,
    `${p};x=1`,
    '/' + segs.join('\\'),
    `${p}?x=1`,
    `${p}#frag`,
  ];
}

/** One raw HTTP request: the path goes out byte for byte, as no URL class would send it. */
function rawRequest(port: number, method: string, rawPath: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const body = method === 'GET' || method === 'HEAD' ? undefined : '{}';
    const req = http.request(
      { host: '127.0.0.1', port, method, path: rawPath, headers: { ...(body ? { 'content-type': 'application/json', 'content-length': '2' } : {}), ...headers }, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${method} ${rawPath}`)));
    req.end(body);
  });
}

// Each wrong password costs one scrypt verification, and the route tables keep growing.
jest.setTimeout(180_000);

describe('auth on every registered route', () => {
  let services: RunningServices;
  let group: ProcessGroup;
  let gatewayPort: number;
  const apps = { get: (n: ServiceName) => services.apps.get(n) };
  const ports = { get: (n: ServiceName) => services.ports.get(n) };

  beforeAll(async () => {
    // A failure limit high enough that this test's wrong passwords never trip it.
    services = await startAllServices({ AUTH_MAX_FAILURES: '100000' });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-route-walk-'));
    // nginx workers run as www-data when the tests run as root: they must be able to read it.
    chmodSync(dir, 0o755);
    for (const d of ['web', 'admin/admin', 'games', 'media', 'prerender']) mkdirSync(path.join(dir, d), { recursive: true });
    writeFileSync(path.join(dir, 'admin', 'admin', 'index.html'), '<!doctype html><title>admin</title>');
    writeFileSync(path.join(dir, 'web', 'index.html'), STOREFRONT_SHELL);
    group = new ProcessGroup(path.join(dir, 'logs'));
    gatewayPort = await freePort();
    const upstream = (n: ServiceName) => `127.0.0.1:${ports.get(n)}`;
    await startNginx({
      dir: path.join(dir, 'nginx'),
      group,
      log: () => undefined,
      vars: {
        LISTEN_PORT: String(gatewayPort),
        CATALOGUE_UPSTREAM: upstream('catalogue'),
        CANDIDATE_UPSTREAM: upstream('candidate'),
        CRAWLER_UPSTREAM: upstream('crawler-worker'),
        VIP_UPSTREAM: upstream('vip'),
        WEB_ROOT: path.join(dir, 'web'),
        ADMIN_ROOT: path.join(dir, 'admin'),
        GAMES_ROOT: path.join(dir, 'games'),
        MEDIA_ROOT: path.join(dir, 'media'),
        API_RATE: '100000r/s',
        PROXY_CACHE_DIR: path.join(dir, 'nginx', 'cache'),
        PRERENDER_ROOT: path.join(dir, 'prerender'),
        ACCESS_LOG: path.join(dir, 'nginx', 'access.log'),
      },
    });
  });
  afterAll(async () => {
    await group?.stopAll();
    await services?.stop();
  });

  const table = (name: ServiceName): RouteEntry[] => apps.get(name)!.routeTable;
  const guarded = (name: ServiceName) => table(name).filter((r) => !r.public);

  it.each(SERVICES.map(([n]) => n))('%s: marks only the intended routes public and guards everything else', (name) => {
    const publicRoutes = table(name).filter((r) => r.public).map((r) => `${r.method} ${r.url}`);
    for (const route of publicRoutes) expect([...PUBLIC_API_ROUTES, ...PUBLIC_OTHER_ROUTES]).toContain(route);
    expect(guarded(name).length).toBeGreaterThan(0);
    // Every route is either public on purpose or guarded: the walk below covers all of them.
    expect(guarded(name).length + publicRoutes.length).toBe(table(name).length);
  });

  it.each(SERVICES.map(([n]) => n))('%s: refuses every guarded route anonymously however its path is spelled, directly and through nginx', async (name) => {
    const seen = new Set<string>();
    let requests = 0;
    for (const route of guarded(name)) {
      const methods = route.method === 'GET' ? ['GET', 'HEAD'] : [route.method];
      for (const method of methods) {
        for (const spelled of spellings(sample(route.url))) {
          for (const [via, port] of [['service', ports.get(name)!], ['nginx', gatewayPort]] as const) {
            const r = await rawRequest(port, method, spelled);
            requests++;
            const outcome = { via, method, path: spelled, status: r.status };
            if (via === 'nginx' && r.status !== 401 && r.status !== 404) {
              // A spelling nginx does not take for an API path (e.g. /aPI/...) is the storefront's:
              // its app shell (GET, HEAD) or nginx's 405 for a static file (POST...), never a
              // service's JSON answer.
              expect({ ...outcome, type: r.headers['content-type'] }).toEqual({ ...outcome, type: 'text/html; charset=utf-8' });
              if (method === 'GET') expect({ ...outcome, body: r.body }).toEqual({ ...outcome, body: STOREFRONT_SHELL });
              else expect({ ...outcome, status: r.status }).toEqual({ ...outcome, status: method === 'HEAD' ? 200 : 405 });
            } else {
              expect(outcome).toEqual({ ...outcome, status: r.status === 404 ? 404 : 401 });
            }
            if (r.status === 401 && method !== 'HEAD') expect(JSON.parse(r.body)).toEqual(expect.objectContaining({ message: expect.any(String), code: 'UNAUTHORIZED' }));
          }
        }
      }
      seen.add(`${route.method} ${route.url}`);
    }
    // 100 % of the guarded routes were walked.
    expect(seen.size).toBe(new Set(guarded(name).map((r) => `${r.method} ${r.url}`)).size);
    expect(requests).toBeGreaterThan(guarded(name).length * 30);
  });

  it.each(SERVICES.map(([n]) => n))('%s: an admin route through nginx answers 401 to a plain path, and refuses any other spelling before the service', async (name) => {
    const admin = guarded(name).find((r) => r.url.startsWith('/api/') && r.method === 'GET');
    if (!admin) return expect(name).toBe('no GET admin route');
    const plain = await rawRequest(gatewayPort, 'GET', sample(admin.url));
    expect(plain.status).toBe(401);
    const encoded = await rawRequest(gatewayPort, 'GET', sample(admin.url).replace('/api', '/%61pi'));
    expect(encoded.status).toBe(404);
    expect(JSON.parse(encoded.body)).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it.each(SERVICES.map(([n]) => n))('%s: a wrong password gets 401 (no browser challenge for the admin app), and internal routes refuse admin credentials', async (name) => {
    const app = apps.get(name)!;
    for (const route of guarded(name)) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const label = `${method} ${route.url}`;
      if (route.url.startsWith('/internal/')) {
        for (const headers of [{ authorization: basicAuth() }, { 'x-internal-token': 'wrong-token-0123456789abcdef' }]) {
          const r = await app.inject({ method, url: sample(route.url), headers, payload: method === 'GET' ? undefined : {}, remoteAddress: '198.51.100.31' });
          expect({ label, status: r.statusCode }).toEqual({ label, status: 401 });
        }
        continue;
      }
      const none = await app.inject({ method, url: sample(route.url), payload: method === 'GET' ? undefined : {}, remoteAddress: '198.51.100.30' });
      expect({ label, status: none.statusCode }).toEqual({ label, status: 401 });
      expect(none.headers['www-authenticate']).toMatch(/^Basic /);
      const wrong = await app.inject({
        method,
        url: sample(route.url),
        headers: { authorization: basicAuth('admin', 'wrong-password'), 'x-requested-with': 'admin-app' },
        payload: method === 'GET' ? undefined : {},
        remoteAddress: '198.51.100.30',
      });
      expect({ label, status: wrong.statusCode }).toEqual({ label, status: 401 });
      expect(wrong.json()).toEqual({ message: 'Authentication failed', code: 'UNAUTHORIZED' });
      // The admin app asked for no challenge header, so no browser dialog pops up.
      expect(wrong.headers['www-authenticate']).toBeUndefined();
    }
  });

  it.each(SERVICES.map(([n]) => n))('%s: answers liveness and readiness without credentials', async (name) => {
    const app = apps.get(name)!;
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok', service: name });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { mongodb: 'ok', redis: 'ok', ...(name === 'catalogue' ? { catalogue: 'ok' } : {}) } });
  });
});
