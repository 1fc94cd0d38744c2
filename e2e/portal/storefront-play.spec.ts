import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { admin, stackUrl } from './stack';

/**
 * The game page's toolbar (share, fullscreen, reload), the error fallback of an external game
 * that never loads, first-party analytics and the home loading screen, in the browser against
 * the whole stack (global-setup.ts).
 */

/** Opens a page and waits until React has hydrated it (a click before that would be lost). */
async function open(page: Page, path: string) {
  await page.goto(`${stackUrl()}${path}`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

const adminHeaders = () => {
  const { user, password } = admin();
  return { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` };
};

interface GameDetail {
  id: string;
  slug: string;
  name: string;
  description: string;
  kind: 'builtin' | 'external' | 'local';
  playUrl: string;
  size: { width: number; height: number };
}

/** A built-in game: external games other tests publish meanwhile may point anywhere. */
async function builtinGame(request: APIRequestContext, pick: (games: GameDetail[]) => GameDetail | undefined = (g) => g[0]): Promise<GameDetail> {
  const list = (await (await request.get(`${stackUrl()}/api/catalogue/games?lang=en&limit=100`)).json()) as { data: GameDetail[] };
  const game = pick(list.data.filter((g) => g.kind === 'builtin'));
  expect(game, 'the catalogue holds built-in games').toBeTruthy();
  return (await (await request.get(`${stackUrl()}/api/catalogue/games/${game!.slug}?lang=en`)).json()) as GameDetail;
}

test.describe('storefront: an external game that never loads', () => {
  test('the frame gets 20 s, then "Game Load Error" replaces it; Reload asks the provider again', async ({ page }) => {
    test.setTimeout(120_000);
    // The provider: a local server that takes the game's request and never answers it.
    const hits: string[] = [];
    const sockets = new Set<Socket>();
    const provider: Server = createServer((req) => void hits.push(req.url ?? ''));
    provider.on('connection', (s) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
    const local = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    // The storefront's CSP frames https only (frame-src 'self' https:), so the game has an https
    // address, which the browser's requests to are handed to the local provider.
    const id = Date.now().toString(36);
    const host = `https://never-${id}.e2e-games.example`;
    const gameUrl = `${host}/play/index.html`;
    await page.route(`${host}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      try {
        await route.fulfill({ response: await route.fetch({ url: `${local}${path}`, timeout: 0 }) });
      } catch {
        await route.abort().catch(() => undefined);
      }
    });
    // When the frame and the fallback enter the page, by the page's clock.
    await page.addInitScript(() => {
      if (window !== window.top) return;
      const w = window as unknown as { __times: { frame?: number; error?: number } };
      w.__times = {};
      new MutationObserver(() => {
        if (w.__times.frame === undefined && document.querySelector('[data-testid="game-frame"]')) w.__times.frame = performance.now();
        if (w.__times.error === undefined && document.querySelector('[data-testid="game-load-error"]')) w.__times.error = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });

    // The admin adds the external game and publishes it (through the gateway, as the admin app does).
    const name = `E2E Never Loads ${id}`;
    const added = await page.request.post(`${stackUrl()}/api/candidates/external`, {
      headers: adminHeaders(),
      data: { name, url: gameUrl, category: 'casual', description: 'An external game whose provider never answers.' },
    });
    expect(added.status()).toBe(200);
    const candidateId = ((await added.json()) as { candidate: { id: string } }).candidate.id;
    let published = false;
    const unpublish = async () => {
      if (!published) return;
      published = false;
      expect((await page.request.post(`${stackUrl()}/api/candidates/unpublish`, { headers: adminHeaders(), data: { candidateId } })).status()).toBe(200);
    };
    try {
      const pub = await page.request.post(`${stackUrl()}/api/candidates/publish`, { headers: adminHeaders(), data: { candidateId } });
      expect(pub.status()).toBe(200);
      published = true;
      const slug = ((await pub.json()) as { candidate: { slug: string } }).candidate.slug;
      expect(slug).toBeTruthy();

      // A visitor opens the game page. As soon as the page has the game, it is taken off the
      // catalogue again, so that the other test files, which open "the newest game", hardly
      // ever meet it (nor the prerendered home, which follows changes 2 s later).
      const detailResponse = page.waitForResponse((r) => r.url() === `${stackUrl()}/api/catalogue/games/${slug}?lang=en`);
      const opened = open(page, `/en/games/${slug}`);
      opened.catch(() => undefined); // awaited below; a failure is reported there
      const detail = (await (await detailResponse).json()) as GameDetail;
      await unpublish();
      await opened;
      expect(detail).toMatchObject({ kind: 'external', playUrl: gameUrl, name });
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      // Nothing is asked of the provider before the visitor presses Play on the cover.
      await expect(page.getByTestId('game-cover')).toBeVisible();
      await expect(page.getByTestId('game-frame')).toHaveCount(0);
      expect(hits).toEqual([]);
      await page.getByTestId('play-game').click();
      const frame = page.getByTestId('game-frame');
      await expect(frame).toHaveAttribute('src', gameUrl);
      await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-forms allow-pointer-lock');
      // The browser did ask the provider for the game.
      await expect.poll(() => hits, { timeout: 10_000 }).toEqual(['/play/index.html']);

      const fallback = page.getByTestId('game-load-error');
      await expect(fallback).toHaveCount(0);
      await expect(fallback).toBeVisible({ timeout: 40_000 });
      await expect(fallback).toHaveAttribute('role', 'alert');
      await expect(fallback.getByRole('heading', { level: 2 })).toHaveText('Game Load Error');
      await expect(fallback).toContainText('Unable to load the game. Please try again later.');
      await expect(frame).toHaveCount(0);
      // It was the 20 s load timeout that gave up, not an early failure.
      const times = await page.evaluate(() => (window as unknown as { __times: { frame?: number; error?: number } }).__times);
      expect(times.frame).toBeDefined();
      expect(times.error! - times.frame!).toBeGreaterThanOrEqual(19_000);
      expect(times.error! - times.frame!).toBeLessThan(30_000);

      // Reload puts the frame back, which asks the provider again.
      await page.getByTestId('reload').click();
      await expect(fallback).toHaveCount(0);
      await expect(frame).toBeVisible();
      await expect(frame).toHaveAttribute('src', gameUrl);
      await expect.poll(() => hits.length, { timeout: 10_000 }).toBe(2);
    } finally {
      await unpublish();
      await page.request.post(`${stackUrl()}/api/candidates/delete`, { headers: adminHeaders(), data: { candidateId } });
      sockets.forEach((s) => s.destroy());
      provider.close();
    }
  });
});

test.describe('storefront: an external game the page may not frame', () => {
  test('an http:// game can never load under the CSP: "Game Load Error" shows at once, no frame is made', async ({ page }) => {
    test.setTimeout(60_000);
    const id = Date.now().toString(36);
    const name = `E2E Plain Http ${id}`;
    const added = await page.request.post(`${stackUrl()}/api/candidates/external`, {
      headers: adminHeaders(),
      data: { name, url: `http://plain-${id}.e2e-games.example/index.html`, category: 'casual' },
    });
    expect(added.status()).toBe(200);
    const candidateId = ((await added.json()) as { candidate: { id: string } }).candidate.id;
    try {
      const pub = await page.request.post(`${stackUrl()}/api/candidates/publish`, { headers: adminHeaders(), data: { candidateId } });
      expect(pub.status()).toBe(200);
      const slug = ((await pub.json()) as { candidate: { slug: string } }).candidate.slug;
      const frames: string[] = [];
      page.on('frameattached', (f) => frames.push(f.url()));
      const detail = page.waitForResponse((r) => r.url() === `${stackUrl()}/api/catalogue/games/${slug}?lang=en`);
      const opened = open(page, `/en/games/${slug}`);
      opened.catch(() => undefined);
      const game = (await (await detail).json()) as GameDetail;
      // Off the catalogue again at once, so other tests hardly ever meet it.
      expect((await page.request.post(`${stackUrl()}/api/candidates/unpublish`, { headers: adminHeaders(), data: { candidateId } })).status()).toBe(200);
      await opened;
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      // The failure is reported (analytics is allowed outside Europe): an error naming the game.
      const errorBatch = page.waitForRequest((r) => r.url().endsWith('/api/analytics/events') && (r.postData() ?? '').includes('"error"'), { timeout: 20_000 });
      await page.getByTestId('play-game').click();
      const fallback = page.getByTestId('game-load-error');
      await expect(fallback).toBeVisible({ timeout: 3_000 });
      await expect(fallback.getByRole('heading', { level: 2 })).toHaveText('Game Load Error');
      await expect(page.getByTestId('game-frame')).toHaveCount(0);
      expect(frames.filter((u) => u.includes('e2e-games.example'))).toEqual([]);
      const events = ((await errorBatch).postDataJSON() as { events: { name: string; gameId?: string }[] }).events;
      expect(events.filter((e) => e.name === 'error')).toEqual([expect.objectContaining({ name: 'error', gameId: game.id })]);
    } finally {
      await page.request.post(`${stackUrl()}/api/candidates/unpublish`, { headers: adminHeaders(), data: { candidateId } });
      await page.request.post(`${stackUrl()}/api/candidates/delete`, { headers: adminHeaders(), data: { candidateId } });
    }
  });
});

test.describe('storefront: game page toolbar', () => {
  test('Share uses the Web Share API with the game URL; a cancelled share does nothing else', async ({ page }) => {
    const game = await builtinGame(page.request);
    await page.addInitScript(() => {
      const w = window as unknown as { __shares: unknown[]; __shareAnswer: 'ok' | 'abort'; __copies: string[] };
      w.__shares = [];
      w.__shareAnswer = 'ok';
      w.__copies = [];
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: unknown) => {
          w.__shares.push(data);
          return w.__shareAnswer === 'ok' ? Promise.resolve() : Promise.reject(new DOMException('Share canceled', 'AbortError'));
        },
      });
      // Any fallback to the clipboard would show here.
      if (navigator.clipboard) navigator.clipboard.writeText = async (text: string) => void w.__copies.push(text);
    });
    await open(page, `/en/games/${game.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: game.name })).toBeVisible();
    const shares = () => page.evaluate(() => (window as unknown as { __shares: unknown[] }).__shares);

    await page.getByTestId('share').click();
    await expect.poll(shares).toHaveLength(1);
    expect((await shares())[0]).toEqual({ title: game.name, text: game.description.slice(0, 120), url: `${stackUrl()}/en/games/${game.slug}` });
    // Shared: no clipboard, no "Link copied".
    await expect(page.locator('.toast')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __copies: string[] }).__copies)).toEqual([]);

    // The visitor closes the share sheet: nothing is copied and nothing is said.
    await page.evaluate(() => ((window as unknown as { __shareAnswer: string }).__shareAnswer = 'abort'));
    await page.getByTestId('share').click();
    await expect.poll(shares).toHaveLength(2);
    expect((await shares())[1]).toMatchObject({ url: `${stackUrl()}/en/games/${game.slug}` });
    await page.waitForTimeout(300);
    await expect(page.locator('.toast')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __copies: string[] }).__copies)).toEqual([]);
  });

  test('without the Web Share API, Share copies the link to the clipboard and says so', async ({ page, context }) => {
    const game = await builtinGame(page.request);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stackUrl() });
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await open(page, `/en/games/${game.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: game.name })).toBeVisible();
    expect(await page.evaluate(() => 'share' in navigator)).toBe(false);
    await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));

    await page.getByTestId('share').click();
    const toast = page.locator('.toast');
    await expect(toast).toHaveText('Link copied');
    await expect(toast).toHaveAttribute('role', 'status');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${stackUrl()}/en/games/${game.slug}`);
    // The confirmation goes away by itself.
    await expect(toast).toHaveCount(0, { timeout: 6_000 });
  });

  test('on a phone the cover fills a tall frame, and Play opens the game full screen with a clear way back', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const game = await builtinGame(page.request);
    await page.goto(`${stackUrl()}/en/games/${game.slug}`);
    await expect(page.getByTestId('game-cover')).toBeVisible();
    // Tall enough for a whole start screen (the old 4:3 box was about 280 px at this width).
    expect((await page.locator('.game-frame').boundingBox())!.height).toBeGreaterThan(480);
    await expect(page.getByTestId('play-game')).toBeInViewport();
    await page.getByTestId('play-game').tap();
    const inFullscreen = () => page.evaluate(() => document.fullscreenElement?.classList.contains('game-frame') ?? false);
    await expect.poll(inFullscreen).toBe(true);
    await expect(page.getByTestId('game-frame')).toBeVisible();
    // The game's own start screen is whole on the phone's screen, and a tap starts the game.
    const inFrame = page.frameLocator('[data-testid="game-frame"]');
    const start = inFrame.locator('.gk-overlay .gk-btn-primary');
    await expect(start).toBeVisible();
    const frameBox = (await page.getByTestId('game-frame').boundingBox())!;
    for (const part of [inFrame.locator('.gk-overlay:not([hidden]) .gk-panel'), start]) {
      const b = (await part.boundingBox())!;
      expect({ top: b.y >= frameBox.y - 1, bottom: b.y + b.height <= Math.min(frameBox.y + frameBox.height, 740) + 1, left: b.x >= -1, right: b.x + b.width <= 376 }).toEqual({ top: true, bottom: true, left: true, right: true });
    }
    await start.tap();
    await expect(start).toBeHidden();
    const exit = page.getByTestId('exit-game');
    await expect(exit).toBeVisible();
    await exit.tap();
    await expect.poll(inFullscreen).toBe(false);
    await expect(exit).toHaveCount(0);
    // Back on the page, the game keeps running where it was.
    await expect(page.getByTestId('game-frame')).toBeVisible();
    await context.close();
  });

  test('on a phone a landscape game asks to turn the phone, a portrait game does not; on a desktop neither does', async ({ browser }) => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    // The list has no sizes: read the built-in games' details until one of each shape turns up.
    const list = (await (await page.request.get(`${stackUrl()}/api/catalogue/games?lang=en&limit=100`)).json()) as { data: GameDetail[] };
    let landscape: GameDetail | undefined;
    let portrait: GameDetail | undefined;
    for (const card of list.data.filter((g) => g.kind === 'builtin')) {
      if (landscape && portrait) break;
      const game = (await (await page.request.get(`${stackUrl()}/api/catalogue/games/${card.slug}?lang=en`)).json()) as GameDetail;
      if (game.size.width > game.size.height) landscape ??= game;
      else if (game.size.width < game.size.height) portrait ??= game;
    }
    if (!landscape || !portrait) throw new Error('the catalogue holds built-in games of both shapes');
    const hint = page.getByText('Rotate for a bigger game');
    await page.goto(`${stackUrl()}/en/games/${landscape.slug}`);
    await expect(page.getByTestId('game-cover')).toBeVisible();
    await expect(hint).toBeVisible();
    await page.goto(`${stackUrl()}/en/games/${portrait.slug}`);
    await expect(page.getByTestId('game-cover')).toBeVisible();
    await expect(hint).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${stackUrl()}/en/games/${landscape.slug}`);
    await expect(page.getByTestId('game-cover')).toBeVisible();
    await expect(hint).toBeHidden();
    await phone.close();
  });

  test('Fullscreen puts the frame container in fullscreen; Reload loads the game afresh in a new frame', async ({ page }) => {
    const game = await builtinGame(page.request);
    await open(page, `/en/games/${game.slug}`);
    await page.getByTestId('play-game').click();
    const frame = page.getByTestId('game-frame');
    await expect(frame).toBeVisible();
    const before = (await frame.elementHandle())!;
    const gameBefore = (await before.contentFrame())!;
    await expect.poll(() => gameBefore.evaluate(() => (window as unknown as { gameKit?: { ready: boolean } }).gameKit?.ready === true), { timeout: 15_000 }).toBe(true);

    const fullscreenElement = () =>
      page.evaluate(() => {
        const el = document.fullscreenElement;
        return el ? { className: el.className, holdsFrame: el.querySelector(':scope > [data-testid="game-frame"]') !== null } : null;
      });
    expect(await fullscreenElement()).toBeNull();
    await page.getByTestId('fullscreen').click();
    await expect.poll(fullscreenElement).toEqual({ className: expect.stringMatching(/^game-frame\b/), holdsFrame: true });
    await page.evaluate(() => document.exitFullscreen());
    await expect.poll(fullscreenElement).toBeNull();

    // Reload: the running game is thrown away (its state with it) and loads again.
    await gameBefore.evaluate(() => ((window as unknown as { __before: boolean }).__before = true));
    await page.getByTestId('reload').click();
    await expect.poll(() => before.evaluate((el) => el.isConnected)).toBe(false);
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', `${game.playUrl}?lang=en`);
    const gameAfter = (await (await frame.elementHandle())!.contentFrame())!;
    await expect.poll(() => gameAfter.evaluate(() => (window as unknown as { gameKit?: { ready: boolean } }).gameKit?.ready === true), { timeout: 15_000 }).toBe(true);
    expect(await gameAfter.evaluate(() => (window as unknown as { __before?: boolean }).__before ?? false)).toBe(false);
  });
});

test.describe('storefront: first-party analytics outside Europe', () => {
  // Outside the EU analytics is allowed by default (no consent dialog). The visitor gets an
  // address of its own: the gateway trusts loopback proxies, so every browser of the suite
  // would otherwise share one 30-batches-a-minute budget and a busy run could drop this batch.
  test.use({ timezoneId: 'America/New_York', locale: 'en-US', extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${10 + Math.floor(Math.random() * 200)}` } });

  interface SentEvent {
    name: string;
    gameId?: string;
    searchTerm?: string;
    resultsCount?: number;
    value?: number;
    lang?: string;
    path?: string;
  }
  interface Summary {
    events: { key: string; count: number }[];
    playsByGame: { key: string; count: number }[];
    searches: { key: string; count: number }[];
    zeroResultSearches: { key: string; count: number }[];
  }
  const summary = async (request: APIRequestContext): Promise<Summary> => {
    const res = await request.get(`${stackUrl()}/api/analytics/summary?days=1`, { headers: adminHeaders() });
    expect(res.status()).toBe(200);
    return (await res.json()) as Summary;
  };
  const count = (list: { key: string; count: number }[], key: string) => list.find((e) => e.key === key)?.count ?? 0;

  test('events go in batches to /api/analytics/events and the catalogue counts them', async ({ page }) => {
    test.setTimeout(60_000);
    const endpoint = `${stackUrl()}/api/analytics/events`;
    const before = await summary(page.request);
    // The built-in game played most so far: it stays in the summary's top list.
    const game = await builtinGame(page.request, (games) => [...games].sort((a, b) => count(before.playsByGame, b.id) - count(before.playsByGame, a.id))[0]);
    // Matches no game (a zero-result search); sorts first among equal counts in the summary.
    const term = `0e2e${Date.now().toString(36)}`;

    const batches: SentEvent[][] = [];
    page.on('request', (r) => {
      if (r.url() === endpoint && r.method() === 'POST') batches.push((r.postDataJSON() as { events: SentEvent[] } | null)?.events ?? []);
    });
    const isBatch = (r: { url(): string; request(): { method(): string } }) => r.url() === endpoint && r.request().method() === 'POST';
    // When the first batch leaves, and when the page was hydrated (its first page_view).
    await page.addInitScript((url) => {
      if (window !== window.top) return;
      const w = window as unknown as { __sentAt: number[]; __hydratedAt?: number };
      w.__sentAt = [];
      const original = window.fetch.bind(window);
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) === url) w.__sentAt.push(performance.now());
        return original(input, init);
      };
      new MutationObserver(() => {
        if (w.__hydratedAt === undefined && document.documentElement?.dataset.hydrated) w.__hydratedAt = performance.now();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    }, '/api/analytics/events');

    // Home, then a search with no results: one batch a few seconds later carries both.
    const firstBatch = page.waitForResponse(isBatch, { timeout: 20_000 });
    await open(page, '/en');
    await expect(page.getByRole('dialog')).toHaveCount(0); // no consent dialog outside Europe
    await page.getByTestId('search-input').fill(term);
    await page.getByTestId('search-input').press('Enter');
    await expect(page.getByTestId('empty-state')).toBeVisible();
    const firstResponse = await firstBatch;
    expect(firstResponse.status()).toBe(202);
    const first = (firstResponse.request().postDataJSON() as { events: SentEvent[] }).events;
    expect(first).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'page_view', lang: 'en', path: '/en' }),
        expect.objectContaining({ name: 'search', searchTerm: term, resultsCount: 0, lang: 'en', path: '/en' }),
      ]),
    );
    expect(first.length).toBeGreaterThanOrEqual(2);
    // Queued, not sent one by one: the batch left 5 s after the first event. No event can
    // precede the navigation (performance.now() 0), so 5 s after it is a floor that holds
    // however hydration's commits are ordered; once hydrated, it leaves within a few seconds.
    const timing = await page.evaluate(() => {
      const w = window as unknown as { __sentAt: number[]; __hydratedAt?: number };
      return { sentAt: w.__sentAt[0], hydratedAt: w.__hydratedAt };
    });
    expect(timing.hydratedAt).toBeDefined();
    expect(timing.sentAt!).toBeGreaterThanOrEqual(4900);
    expect(timing.sentAt! - timing.hydratedAt!).toBeLessThan(15_000);

    // A game page: its view, the play once the frame has loaded, and how long that took.
    const playBatch = page.waitForResponse((r) => isBatch(r) && (r.request().postData() ?? '').includes('"game_play"'), { timeout: 20_000 });
    await open(page, `/en/games/${game.slug}`);
    await page.getByTestId('play-game').click();
    await expect(page.getByTestId('game-frame')).toBeVisible();
    const gamePath = `/en/games/${game.slug}`;
    await expect
      .poll(() => batches.flat().filter((e) => e.path === gamePath).map((e) => e.name).sort(), { timeout: 20_000 })
      .toEqual(['game_load_performance', 'game_play', 'game_view', 'page_view']);
    const onGame = batches.flat().filter((e) => e.path === gamePath);
    expect(onGame.find((e) => e.name === 'game_play')).toMatchObject({ gameId: game.id, lang: 'en' });
    expect(onGame.find((e) => e.name === 'game_view')).toMatchObject({ gameId: game.id });
    expect(onGame.find((e) => e.name === 'game_load_performance')!.value).toBeGreaterThanOrEqual(0);
    // The view and its page view were sent together.
    expect(batches.some((b) => b.some((e) => e.path === gamePath && e.name === 'page_view') && b.some((e) => e.path === gamePath && e.name === 'game_view'))).toBe(true);
    expect((await playBatch).status()).toBe(202);
    // Nothing was sent twice.
    expect(batches.flat().filter((e) => e.name === 'search')).toHaveLength(1);
    expect(batches.flat().filter((e) => e.name === 'game_play')).toHaveLength(1);

    // The catalogue folded them into its daily counters (raw events are not kept).
    await expect
      .poll(
        async () => {
          const after = await summary(page.request);
          return {
            search: count(after.searches, term),
            zero: count(after.zeroResultSearches, term),
            play: count(after.playsByGame, game.id) >= count(before.playsByGame, game.id) + 1,
            pageViews: count(after.events, 'page_view') >= count(before.events, 'page_view') + 2,
            searchEvents: count(after.events, 'search') >= count(before.events, 'search') + 1,
            gamePlays: count(after.events, 'game_play') >= count(before.events, 'game_play') + 1,
            gameViews: count(after.events, 'game_view') >= count(before.events, 'game_view') + 1,
          };
        },
        { timeout: 15_000 },
      )
      .toEqual({ search: 1, zero: 1, play: true, pageViews: true, searchEvents: true, gamePlays: true, gameViews: true });
  });
});

test.describe('storefront: home loading screen', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

  /** Records, by the page's clock, when the loading screen and the first game card come and go. */
  async function watchHome(page: Page) {
    await page.addInitScript(() => {
      if (window !== window.top) return;
      const w = window as unknown as {
        __home: { screenShown?: number; screenHidden?: number; cardsAt?: number; screenWithCards?: boolean; cardVisibleAt?: number };
      };
      w.__home = {};
      const h = w.__home;
      new MutationObserver(() => {
        const now = performance.now();
        const screen = document.querySelector('[data-testid="loading-screen"]');
        const card = document.querySelector('[data-testid="game-card"]');
        if (screen && h.screenShown === undefined) h.screenShown = now;
        if (!screen && h.screenShown !== undefined && h.screenHidden === undefined) h.screenHidden = now;
        if (card && h.cardsAt === undefined) {
          h.cardsAt = now;
          h.screenWithCards = !!screen;
        }
      }).observe(document, { childList: true, subtree: true });
      // A card is "visible" once it is painted and nothing covers its middle (rAF only runs
      // once the page may render, i.e. after its stylesheet).
      const tick = () => {
        const card = document.querySelector('[data-testid="game-card"]');
        if (card) {
          const r = card.getBoundingClientRect();
          const top = r.width > 0 && r.height > 0 ? document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) : null;
          if (top && card.contains(top)) {
            h.cardVisibleAt = performance.now();
            return;
          }
        }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    return () =>
      page.evaluate(() => {
        const h = (window as unknown as { __home: Record<string, number | boolean | undefined> }).__home;
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return { ...h, domContentLoaded: nav.domContentLoadedEventStart } as {
          screenShown?: number;
          screenHidden?: number;
          cardsAt?: number;
          screenWithCards?: boolean;
          cardVisibleAt?: number;
          domContentLoaded: number;
        };
      });
  }

  test('a prerendered home shows its cards at once and never shows the loading screen', async ({ page }) => {
    test.setTimeout(120_000);
    // The catalogue prerenders at start: wait until /en is a prerendered page with cards.
    await expect.poll(async () => (await (await page.request.get(`${stackUrl()}/en`)).text()).includes('data-testid="game-card"'), { timeout: 90_000 }).toBe(true);
    const times = await watchHome(page);
    await page.goto(`${stackUrl()}/en`);
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    await expect.poll(async () => (await times()).cardVisibleAt, { timeout: 10_000 }).toBeDefined();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const t = await times();
    // Well under the screen's 2 s: the cards come with the HTML.
    expect(t.cardVisibleAt! - t.domContentLoaded).toBeLessThan(1000);
    expect(t.cardsAt).toBeDefined();
    await expect(page.getByTestId('loading-screen')).toHaveCount(0);
    expect(t.screenShown).toBeUndefined();
    // And the page is usable at once.
    await page.getByTestId('category-puzzle').click();
    await expect(page).toHaveURL(/category=puzzle/);
    await expect(page.getByTestId('category-puzzle')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    // A category change within the first 2 s never brings the first-load screen back.
    expect((await times()).screenShown).toBeUndefined();
  });

  test('a prerendered home is revalidated once after hydration: newer counts replace the ones it was rendered with', async ({ page }) => {
    test.setTimeout(120_000);
    await expect.poll(async () => (await (await page.request.get(`${stackUrl()}/en`)).text()).includes('data-testid="game-card"'), { timeout: 90_000 }).toBe(true);
    let asked = 0;
    // The catalogue "changed" after the page was prerendered: it now answers a total of 987.
    await page.route('**/api/catalogue/categories', async (route) => {
      asked += 1;
      const res = await route.fetch();
      const body = (await res.json()) as { total: number; categories: { id: string; count: number }[] };
      body.total = 987;
      body.categories = body.categories.map((c) => (c.id === 'all' ? { ...c, count: 987 } : c));
      await route.fulfill({ response: res, json: body });
    });
    await open(page, '/en');
    await expect(page.getByTestId('category-all')).toContainText('987');
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    // Once per page load, not on every render.
    await page.getByTestId('category-puzzle').click();
    await expect(page.getByTestId('category-puzzle')).toHaveAttribute('aria-current', 'page');
    expect(asked).toBe(1);
  });

  test('a first load without data: the loading screen covers it for at most 2 s, even while the games are still on their way', async ({ page }) => {
    test.setTimeout(60_000);
    const game = await builtinGame(page.request);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/catalogue/games?*', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    const times = await watchHome(page);
    // A search has no prerendered page: the app shell loads and asks the API.
    await page.goto(`${stackUrl()}/en?q=${encodeURIComponent(game.name)}`);
    const screen = page.getByTestId('loading-screen');
    await expect(screen).toBeVisible();
    await expect(screen).toHaveText('Loading…');
    await expect(screen).toHaveCount(0, { timeout: 5_000 });
    const t = await times();
    expect(t.screenHidden! - t.screenShown!).toBeLessThanOrEqual(2_600);
    // Gone although nothing has arrived: the grid's own skeleton says it is still loading.
    expect(t.cardsAt).toBeUndefined();
    await expect(page.locator('.grid-skeleton')).toBeVisible();
    release();
    await expect(page.getByTestId('game-card').filter({ hasText: game.name }).first()).toBeVisible();
    await expect(screen).toHaveCount(0);
  });

  test('a first load whose games arrive quickly: the cards replace the loading screen at once', async ({ page }) => {
    const game = await builtinGame(page.request);
    await page.route('**/api/catalogue/games?*', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue().catch(() => undefined);
    });
    const times = await watchHome(page);
    await page.goto(`${stackUrl()}/en?q=${encodeURIComponent(game.name)}`);
    await expect(page.getByTestId('game-card').filter({ hasText: game.name }).first()).toBeVisible();
    await expect(page.getByTestId('loading-screen')).toHaveCount(0);
    const t = await times();
    expect(t.screenShown).toBeDefined();
    // The cards and the screen's removal are one and the same update: ready content never waits.
    expect(t.screenWithCards).toBe(false);
    expect(t.screenHidden).toBe(t.cardsAt);
    expect(t.cardsAt! - t.screenShown!).toBeLessThan(2_000);
  });
});
