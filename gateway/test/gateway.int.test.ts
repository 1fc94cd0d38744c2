import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../infra/src/backing/paths';
import { startStack, type Stack } from '../../infra/src/launcher/stack';
import { basicAuth, testPasswordHash, TEST_ADMIN } from '../../infra/src/test/test-resources';

/**
 * Real nginx from the one template, in front of the four real services (built JS), with the
 * run's MongoDB-wire server and Redis. Needs `npm run build` first (npm test does it).
 */
jest.setTimeout(90_000);

const WEB_DIST = path.join(REPO_ROOT, 'web', 'dist', 'client');
const ADMIN_DIST = path.join(REPO_ROOT, 'admin', 'dist', 'admin');

describe('gateway', () => {
  let stack: Stack;
  let dataDir: string;
  const auth = { authorization: basicAuth(), 'x-forwarded-for': '198.51.100.70' };
  const get = (p: string, headers: Record<string, string> = {}) => fetch(`${stack.url}${p}`, { headers, redirect: 'manual' });

  beforeAll(async () => {
    for (const f of [path.join(WEB_DIST, 'index.html'), path.join(ADMIN_DIST, 'index.html')]) {
      if (!existsSync(f)) throw new Error(`${f} is missing: run npm run build first`);
    }
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-gw-'));
    stack = await startStack({
      dataDir,
      persistent: false,
      admin: { user: TEST_ADMIN.user, passwordHash: await testPasswordHash() },
      apiRate: '1000r/s',
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('routes each /api prefix to its service', async () => {
    const catalogue = await get('/api/catalogue/categories');
    expect(catalogue.status).toBe(200);
    expect(((await catalogue.json()) as { total: number }).total).toBeGreaterThan(0);
    const owners: [string, string][] = [
      ['/api/games/list', 'games'],
      ['/api/candidates/list', 'candidates'],
      ['/api/crawler/status', 'status'],
      ['/api/vip/list', 'vips'],
    ];
    for (const [p, key] of owners) {
      const anonymous = await get(p);
      expect({ p, status: anonymous.status }).toEqual({ p, status: 401 });
      expect(anonymous.headers.get('content-type')).toContain('application/json');
      expect(await anonymous.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
      const signedIn = await get(p, auth);
      expect({ p, status: signedIn.status }).toEqual({ p, status: 200 });
      expect(await signedIn.json()).toHaveProperty(key);
    }
    const unknown = await get('/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('micro-caches public catalogue reads from their second request on, but never admin calls', async () => {
    const url = '/api/catalogue/games?lang=fr&limit=3';
    // A URL asked once is not stored (no cache file per one-off search); asked again, it is.
    expect((await get(url)).headers.get('x-cache')).toBe('MISS');
    expect((await get(url)).headers.get('x-cache')).toBe('MISS');
    const third = await get(url);
    expect(third.headers.get('x-cache')).toMatch(/^(HIT|UPDATING|STALE)$/);
    const adminCall = await get('/api/candidates/list', auth);
    expect(adminCall.headers.get('x-cache')).toBeNull();
  });

  it('carries one request id from nginx through the service', async () => {
    const r = await get('/api/catalogue/categories', { 'x-request-id': 'test-request-0001' });
    expect(r.headers.get('x-request-id')).toBe('test-request-0001');
    // A malformed id is replaced, not echoed.
    const bad = await get('/api/catalogue/categories', { 'x-request-id': 'bad id\twith spaces' });
    expect(bad.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('answers unknown paths and unknown games with a real 404 page in the visitor\'s language, and serves the admin bundle under /admin/ only', async () => {
    // Prerendered pages are served first; game pages are rendered on request; anything else is
    // the not-found page of the path's language, with the 404 status (never a soft 404).
    expect((await get('/')).status).toBe(200);
    for (const [p, text] of [['/no-such-page', '页面未找到'], ['/de/no/such/page', 'Seite nicht gefunden'], ['/games/some-game', '页面未找到'], ['/en/games/some-game', 'Page not found'], ['/fr/games/bad%20slug', 'Page introuvable']] as const) {
      const r = await get(p);
      const html = await r.text();
      expect({ p, status: r.status }).toEqual({ p, status: 404 });
      expect({ p, found: html.includes(text) }).toEqual({ p, found: true });
      expect(html).toContain('<meta name="robots" content="noindex" />');
    }
    // A search on home is the app shell: the browser renders the results.
    const shell = await get('/?q=snake');
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('<div id="root"><!--app--></div>');
    const home = await (await get('/')).text();
    const admin = await get('/admin/');
    const adminHtml = await admin.text();
    expect(adminHtml).not.toBe(home);
    expect(adminHtml).toContain('/admin/assets/');
    expect(await (await get('/admin/candidates/deep/link')).text()).toBe(adminHtml);
    expect((await get('/admin')).status).toBe(301);
  });

  it('never ships admin code inside the storefront bundle', async () => {
    const home = await (await get('/')).text();
    expect(home).not.toContain('/admin/');
    const adminOnly = ['portal.admin.credentials', 'Sign in to the admin', 'x-requested-with'];
    for (const file of readdirSync(path.join(WEB_DIST, 'assets'))) {
      const body = await (await get(`/assets/${file}`)).text();
      for (const marker of adminOnly) expect({ file, marker, found: body.includes(marker) }).toEqual({ file, marker, found: false });
    }
  });

  it('caches hashed assets for a year and revalidates HTML', async () => {
    const js = readdirSync(path.join(WEB_DIST, 'assets')).find((f) => f.endsWith('.js'))!;
    const asset = await get(`/assets/${js}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/admin/')).headers.get('cache-control')).toBe('no-cache');
  });

  it('sends security headers everywhere, stricter for the admin', async () => {
    for (const p of ['/', '/admin/', '/api/catalogue/categories', '/yxmb/1/index.html']) {
      const r = await get(p);
      expect({ p, nosniff: r.headers.get('x-content-type-options') }).toEqual({ p, nosniff: 'nosniff' });
      expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(r.headers.get('server')).toBe('nginx');
    }
    expect((await get('/')).headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await get('/admin/')).headers.get('content-security-policy')).not.toContain("'sha256-");
    expect((await get('/admin/')).headers.get('x-frame-options')).toBe('DENY');
    expect((await get('/admin/')).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('paints from the HTML alone: stylesheet inline, and each inline script allowed by its hash', async () => {
    for (const p of ['/', '/en/privacy', '/en/games/neon-snake', '/no-such-page']) {
      const r = await get(p);
      const html = await r.text();
      expect({ p, status: r.status }).toEqual({ p, status: p === '/no-such-page' ? 404 : 200 });
      expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
      expect(html).toMatch(/<style>[^<]*--bg:/);
      // Classic inline scripts run only when the CSP names their hash; data blocks
      // (application/json, ld+json) never run and need none.
      const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(inline.length).toBe(1);
      const csp = r.headers.get('content-security-policy') ?? '';
      for (const code of inline) {
        const hash = createHash('sha256').update(code, 'utf8').digest('base64');
        expect({ p, allowed: csp.includes(`'sha256-${hash}'`) }).toEqual({ p, allowed: true });
      }
    }
  });

  /** fetch decompresses transparently; read the raw bytes with http to see the encoding. */
  const rawGzip = (p: string) =>
    new Promise<{ encoding: string | undefined; length: string | undefined; body: Buffer }>((resolve, reject) => {
      const http = require('node:http') as typeof import('node:http');
      http
        .get(`${stack.url}${p}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], length: res.headers['content-length'], body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it('sends build assets precompressed: the level-9 .gz twin, byte for byte', async () => {
    const js = readdirSync(path.join(WEB_DIST, 'assets')).find((f) => f.endsWith('.js') && existsSync(path.join(WEB_DIST, 'assets', f + '.gz')));
    expect(js).toBeDefined();
    const raw = await rawGzip(`/assets/${js}`);
    expect(raw.encoding).toBe('gzip');
    expect(raw.body.equals(readFileSync(path.join(WEB_DIST, 'assets', `${js}.gz`)))).toBe(true);
    expect(gunzipSync(raw.body).toString()).toBe(readFileSync(path.join(WEB_DIST, 'assets', js!), 'utf8'));
    const adminIndex = await rawGzip('/admin/');
    expect(adminIndex.encoding).toBe('gzip');
    expect(adminIndex.body.equals(readFileSync(path.join(ADMIN_DIST, 'index.html.gz')))).toBe(true);
  });

  it('sends prerendered pages precompressed, and compresses API answers on the fly', async () => {
    const page = path.join(dataDir, 'prerender', 'index.html');
    for (const until = Date.now() + 60_000; !existsSync(`${page}.gz`) && Date.now() < until; ) await new Promise((r) => setTimeout(r, 300));
    const raw = await rawGzip('/');
    expect(raw.encoding).toBe('gzip');
    // A precompressed file goes out with its length; nginx's on-the-fly gzip streams chunked.
    expect(raw.length).toBe(String(raw.body.length));
    expect(gunzipSync(raw.body).toString()).toBe(readFileSync(page, 'utf8'));
    const api = await rawGzip('/api/catalogue/games?lang=en&limit=12');
    expect(api.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(api.body).toString())).toHaveProperty('data');
  });

  it('serves built-in games and refuses their private files', async () => {
    const game = await get('/yxmb/1/index.html');
    expect(game.status).toBe(200);
    expect(game.headers.get('content-type')).toContain('text/html');
    expect((await get('/yxmb/1/logic.test.ts')).status).toBe(404);
    expect((await get('/yxmb/tools/make-thumbnails.mjs')).status).toBe(404);
    // Raw paths (fetch would normalize them): nothing outside the games folder is reachable.
    for (const raw of ['/yxmb/../package.json', '/yxmb/..%2fpackage.json', '/yxmb/%2e%2e/package.json', '/media/../../package.json']) {
      const body = await rawGet(raw);
      expect({ raw, leaked: body.includes('"workspaces"') }).toEqual({ raw, leaked: false });
    }
  });

  it('serves a published local game\'s files under /local-games/{slug}/ while /local-games/{slug} stays the storefront page', async () => {
    const dir = path.join(dataDir, 'media', 'local-games', 'demo-game');
    mkdirSync(path.join(dir, 'js'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>demo local game</title>');
    writeFileSync(path.join(dir, 'js', 'game.js'), 'console.log(1)');
    const file = await get('/local-games/demo-game/index.html');
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('demo local game');
    // Third-party code: sandboxed by CSP whatever frames it.
    expect(file.headers.get('content-security-policy')).toMatch(/^sandbox allow-scripts/);
    expect((await get('/local-games/demo-game/js/game.js')).status).toBe(200);
    expect((await get('/local-games/demo-game/missing.js')).status).toBe(404);
    // The storefront page of a local game that is not in the catalogue: its 404 page.
    for (const page of ['/local-games/demo-game', '/local-games/demo-game/']) {
      const r = await get(page);
      expect({ page, status: r.status }).toEqual({ page, status: 404 });
      expect(await r.text()).toContain('data-testid="not-found"');
    }
    for (const raw of ['/local-games/demo-game/../../../package.json', '/local-games/demo-game/..%2f..%2f..%2fpackage.json']) {
      const body = await rawGet(raw);
      expect({ raw, leaked: body.includes('"workspaces"') }).toEqual({ raw, leaked: false });
    }
    // The same files are not served under /media/, where they would run with the site's CSP.
    for (const p of ['/media/local-games/demo-game/index.html', '/media/local-games/demo-game/js/game.js', '/media/', '/media/x/../local-games/demo-game/index.html']) {
      expect({ p, status: (await get(p)).status }).toEqual({ p, status: 404 });
    }
  });

  it('serves thumbnails under /media/thumbs/ as images that can never run as a page', async () => {
    const dir = path.join(dataDir, 'media', 'thumbs');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'probe.webp'), Buffer.from('RIFF\0\0\0\0WEBPVP8 '));
    const r = await get('/media/thumbs/probe.webp');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/webp');
    expect(r.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
  });

  it('keeps sign-in tokens out of its access log', async () => {
    const secret = 'tok3n-that-must-never-be-logged-0123456789ab';
    await get(`/api/vip/verify?token=${secret}`, { referer: `${stack.url}/api/vip/verify?token=${secret}` });
    await new Promise((r) => setTimeout(r, 200));
    const log = readFileSync(path.join(dataDir, 'nginx', 'access.log'), 'utf8');
    expect(log).toContain('/api/vip/verify?[redacted]');
    expect(log).not.toContain(secret);
  });

  it('does not route the services\' /internal/ calls', async () => {
    const r = await fetch(`${stack.url}/internal/games/local`);
    expect(await r.text()).not.toContain('"games"');
  });

  function rawGet(rawPath: string): Promise<string> {
    const http = require('node:http') as typeof import('node:http');
    return new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: Number(new URL(stack.url).port), path: rawPath }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
  }

  it('seeds the built-in catalogue from the manifests in the repo', async () => {
    const list = (await (await get('/api/catalogue/games?lang=en&limit=100')).json()) as { total: number; data: { playUrl: string }[] };
    const ids = readdirSync(path.join(REPO_ROOT, 'games')).filter((d) => /^\d+$/.test(d) && existsSync(path.join(REPO_ROOT, 'games', d, 'manifest.json')));
    expect(list.total).toBe(ids.length);
    expect(list.data[0]?.playUrl).toBe('/yxmb/1/index.html');
  });

  // Last: it restarts the stack. A page cached by the previous run may name a previous build's
  // assets, which are gone; served once more (stale while updating) it would be a dead page.
  it('renders game pages afresh after a restart instead of serving the previous run\'s cached copy', async () => {
    const list = (await (await get('/api/catalogue/games?lang=en&limit=1')).json()) as { data: { slug: string }[] };
    const page = `/en/games/${list.data[0]!.slug}`;
    await get(page);
    expect((await get(page)).headers.get('x-cache')).toBe('HIT');
    await stack.stop();
    stack = await startStack({ dataDir, persistent: false, admin: { user: TEST_ADMIN.user, passwordHash: await testPasswordHash() }, apiRate: '1000r/s' });
    const again = await get(page);
    expect({ status: again.status, cache: again.headers.get('x-cache') }).toEqual({ status: 200, cache: 'MISS' });
  });
});
