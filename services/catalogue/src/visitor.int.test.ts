import { randomBytes } from 'node:crypto';
import type { App } from '@portal/server-kit';
import { basicAuth, testResources, type TestResources } from '../../../infra/src/test/test-resources';
import { buildCatalogueApp } from './app';
import { loadCatalogueConfig, type CatalogueConfig } from './config';
import { seedBuiltinGames } from './seed/seed-builtin-games';
import { CONTACT_LIMITS } from './contact/contact.routes';
import { ANALYTICS_BATCHES_PER_MINUTE } from './analytics/analytics.routes';
import { ENGAGEMENT_LIMITS } from './engagement/engagement.service';
import { builtinManifest, writeGamesDir } from './test-support/games-dir';

const gamesDir = () => writeGamesDir([builtinManifest(1, 'alpha'), builtinManifest(2, 'beta'), builtinManifest(3, 'gamma')]);

describe('visitor routes: engagement, analytics, contact', () => {
  let res: TestResources<CatalogueConfig>;
  let app: App;
  let n = 0;
  // A fresh client address per test and run: rate-limit windows in Redis never leak between them.
  const run = randomBytes(2);
  const addr = () => `10.${run[0]}.${run[1]}.${++n}`;
  const cookieOf = (r: { headers: Record<string, unknown> }) => String(r.headers['set-cookie'] ?? '').split(';')[0]!;

  beforeAll(async () => {
    res = await testResources('catalogue', loadCatalogueConfig);
    const built = await buildCatalogueApp(res);
    app = built.app;
    expect(await seedBuiltinGames(built.repo, gamesDir(), app.log)).toBe(3);
  });
  afterAll(async () => {
    await app.close();
    await res.cleanup();
  });

  it('counts a like once per visitor, lets them take it back, and never caches the answer', async () => {
    const ip = addr();
    const first = await app.inject({ method: 'POST', url: '/api/catalogue/games/alpha/like', payload: { liked: true }, remoteAddress: ip });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const visitor = cookieOf(first);
    expect(visitor).toMatch(/^pn_vid=[\w-]{16,}/);
    expect(first.json()).toMatchObject({ likes: 1, liked: true });
    const again = await app.inject({ method: 'POST', url: '/api/catalogue/games/alpha/like', payload: { liked: true }, headers: { cookie: visitor }, remoteAddress: ip });
    expect(again.json()).toMatchObject({ likes: 1, liked: true });
    const other = await app.inject({ method: 'POST', url: '/api/catalogue/games/alpha/like', payload: { liked: true }, remoteAddress: ip });
    expect(other.json()).toMatchObject({ likes: 2, liked: true });
    const undo = await app.inject({ method: 'POST', url: '/api/catalogue/games/alpha/like', payload: { liked: false }, headers: { cookie: visitor }, remoteAddress: ip });
    expect(undo.json()).toMatchObject({ likes: 1, liked: false });
    const state = await app.inject({ url: '/api/catalogue/games/alpha/engagement', headers: { cookie: cookieOf(other) } });
    expect(state.json()).toMatchObject({ likes: 1, liked: true });
  });

  it('keeps one rating per visitor: a second vote replaces the first in the average', async () => {
    const ip = addr();
    const a = await app.inject({ method: 'POST', url: '/api/catalogue/games/beta/rate', payload: { stars: 5 }, remoteAddress: ip });
    const va = cookieOf(a);
    expect(a.json()).toMatchObject({ rating: 5, ratingCount: 1, myRating: 5 });
    const b = await app.inject({ method: 'POST', url: '/api/catalogue/games/beta/rate', payload: { stars: 2 }, remoteAddress: ip });
    expect(b.json()).toMatchObject({ rating: 3.5, ratingCount: 2, myRating: 2 });
    const a2 = await app.inject({ method: 'POST', url: '/api/catalogue/games/beta/rate', payload: { stars: 3 }, headers: { cookie: va }, remoteAddress: ip });
    expect(a2.json()).toMatchObject({ rating: 2.5, ratingCount: 2, myRating: 3 });
    // The public card shows the server's numbers.
    const card = (await app.inject({ url: '/api/catalogue/games/beta?lang=en' })).json();
    expect(card).toMatchObject({ rating: 2.5, ratingCount: 2 });
    expect((await app.inject({ method: 'POST', url: '/api/catalogue/games/beta/rate', payload: { stars: 9 }, remoteAddress: ip })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/catalogue/games/nope/rate', payload: { stars: 3 }, remoteAddress: ip })).statusCode).toBe(404);
  });

  it('counts a play once per visitor and game in its window', async () => {
    const ip = addr();
    const before = (await app.inject({ url: '/api/catalogue/games/alpha/engagement' })).json().plays as number;
    const p1 = await app.inject({ method: 'POST', url: '/api/catalogue/games/alpha/play', remoteAddress: ip });
    expect(p1.json()).toEqual({ counted: true, plays: before + 1 });
    const p2 = await app.inject({ method: 'POST', url: '/api/catalogue/games/alpha/play', headers: { cookie: cookieOf(p1) }, remoteAddress: ip });
    expect(p2.json()).toEqual({ counted: false, plays: before + 1 });
    expect(ENGAGEMENT_LIMITS.playWindowS).toBeGreaterThan(60);
  });

  it('counts the first plays of a game arriving at once, each exactly once (racing upserts never answer 500)', async () => {
    // gamma has no counter document yet: every request below tries to create it at the same moment.
    const plays = await Promise.all(Array.from({ length: 12 }, () => app.inject({ method: 'POST', url: '/api/catalogue/games/gamma/play', remoteAddress: addr() })));
    expect(plays.map((p) => p.statusCode)).toEqual(Array(12).fill(200));
    expect((await app.inject({ url: '/api/catalogue/games/gamma/engagement' })).json().plays).toBe(12);
  });

  it('limits votes per client address with 429', async () => {
    const ip = addr();
    const statuses: number[] = [];
    for (let i = 0; i < ENGAGEMENT_LIMITS.votesPerAddressPerHour + 1; i++) {
      // New visitor each time: clearing cookies does not get around the address limit.
      const r = await app.inject({ method: 'POST', url: '/api/catalogue/games/alpha/like', payload: { liked: true }, remoteAddress: ip });
      statuses.push(r.statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('aggregates analytics batches: events by name, plays per game, searches and zero-result searches', async () => {
    const ip = addr();
    const r = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      remoteAddress: ip,
      payload: {
        events: [
          { name: 'page_view' },
          { name: 'game_play', gameId: '1' },
          { name: 'game_play', gameId: '1' },
          { name: 'game_play', gameId: '2' },
          { name: 'search', searchTerm: 'Puzzle ', resultsCount: 4 },
          { name: 'search', searchTerm: 'puzzle', resultsCount: 4 },
          { name: 'search', searchTerm: 'zzzz', resultsCount: 0 },
        ],
      },
    });
    expect(r.statusCode).toBe(202);
    expect((await app.inject({ method: 'POST', url: '/api/analytics/events', payload: { events: [{ name: 'bogus' }] }, remoteAddress: ip })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/analytics/summary' })).statusCode).toBe(401);
    const s = (await app.inject({ url: '/api/analytics/summary?days=1', headers: { authorization: basicAuth() } })).json();
    expect(s.events).toEqual(expect.arrayContaining([{ key: 'game_play', count: 3 }, { key: 'search', count: 3 }, { key: 'page_view', count: 1 }]));
    expect(s.playsByGame).toEqual([{ key: '1', count: 2 }, { key: '2', count: 1 }]);
    expect(s.searches).toEqual([{ key: 'puzzle', count: 2 }, { key: 'zzzz', count: 1 }]);
    expect(s.zeroResultSearches).toEqual([{ key: 'zzzz', count: 1 }]);
  });

  it('rate-limits analytics batches per address', async () => {
    const ip = addr();
    let last = 0;
    for (let i = 0; i <= ANALYTICS_BATCHES_PER_MINUTE; i++) {
      last = (await app.inject({ method: 'POST', url: '/api/analytics/events', payload: { events: [{ name: 'page_view' }] }, remoteAddress: ip })).statusCode;
    }
    expect(last).toBe(429);
  });

  it('validates contact messages, stores them for the admin and rate-limits senders', async () => {
    const ip = addr();
    const post = (payload: Record<string, unknown>, remoteAddress = ip) => app.inject({ method: 'POST', url: '/api/contact/messages', payload, remoteAddress });
    expect((await post({ name: 'A', email: 'not-an-email', message: 'Hello there, portal!' })).statusCode).toBe(400);
    expect((await post({ name: 'A', email: 'a@example.com', message: 'short' })).statusCode).toBe(400);
    expect((await post({ name: '   ', email: 'a@example.com', message: '          x' })).statusCode).toBe(400);
    const ok = await post({ name: ' Ada ', email: 'Ada@Example.com', subject: 'Hi', message: 'Please add more puzzle games <b>now</b>' });
    expect(ok.statusCode).toBe(201);
    // The honeypot is answered like a success but not stored.
    expect((await post({ name: 'Bot', email: 'b@example.com', message: 'Buy things now please', website: 'spam.example' })).statusCode).toBe(201);
    expect((await app.inject({ url: '/api/contact/messages' })).statusCode).toBe(401);
    const list = (await app.inject({ url: '/api/contact/messages', headers: { authorization: basicAuth() } })).json();
    expect(list.total).toBe(1);
    expect(list.messages[0]).toMatchObject({ name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Please add more puzzle games <b>now</b>' });
    const limitIp = addr();
    const codes: number[] = [];
    for (let i = 0; i <= CONTACT_LIMITS.perAddressPerHour; i++) codes.push((await post({ name: 'C', email: 'c@example.com', message: 'Message number ' + i }, limitIp)).statusCode);
    expect(codes.at(-1)).toBe(429);
  });
});
