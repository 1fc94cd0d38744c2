import { test as base, expect, type Page, type ConsoleMessage } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { AddressInfo } from 'node:net';

/** Root of the static games tree (served under /yxmb/ like production). */
export const GAMES_DIR = resolve(__dirname, '../../games');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** Starts a tiny static server for `games/` on a free loopback port. */
export async function startStaticServer(root = GAMES_DIR): Promise<{ server: Server; origin: string }> {
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (!url.pathname.startsWith('/yxmb/')) { res.writeHead(404).end('not found'); return; }
      let rel = decodeURIComponent(url.pathname.slice('/yxmb/'.length));
      if (rel === '' || rel.endsWith('/')) rel += 'index.html';
      const file = normalize(join(root, rel));
      if (!file.startsWith(root + sep)) { res.writeHead(403).end('forbidden'); return; }
      const st = await stat(file).catch(() => null);
      if (!st || !st.isFile()) { res.writeHead(404).end('not found'); return; }
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(body);
    } catch {
      res.writeHead(500).end('error');
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}

type Fixtures = { errors: string[] };
type WorkerFixtures = { gamesOrigin: string };

export const test = base.extend<Fixtures, WorkerFixtures>({
  gamesOrigin: [
    async ({}, use) => {
      const { server, origin } = await startStaticServer();
      await use(origin);
      await new Promise((ok) => server.close(ok));
    },
    { scope: 'worker' },
  ],
  /** Console errors and page errors collected during the test. */
  errors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m: ConsoleMessage) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    await use(errors);
  },
});
export { expect };

export type GameState = { screen: string; score: number; best: number; level: number; won: boolean; lang: string; [k: string]: unknown };

/** Opens a game and waits until the kit is ready. Records portal messages in window.__portalMessages. */
export async function openGame(page: Page, origin: string, id: number, query: Record<string, string> = {}) {
  await page.addInitScript(() => {
    const w = window as unknown as { __portalMessages?: unknown[] };
    if (w.__portalMessages) return; // a page opened again in the same test registered this already
    w.__portalMessages = [];
    window.addEventListener('message', (e) => w.__portalMessages!.push(e.data));
  });
  const qs = new URLSearchParams(query).toString();
  await page.goto(`${origin}/yxmb/${id}/index.html${qs ? `?${qs}` : ''}`);
  await page.waitForFunction(() => (window as any).gameKit?.ready === true);
}

export function getState(page: Page): Promise<GameState> {
  return page.evaluate(() => (window as any).gameKit.state());
}

export function isMuted(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as any).gameKit.muted());
}

export function portalMessages(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(() => (window as any).__portalMessages);
}

/** Posts a message to the game as the portal would. */
export function postToGame(page: Page, data: unknown) {
  return page.evaluate((d) => window.postMessage(d, '*'), data);
}

/** Clicks the overlay's Play button and waits for the playing screen. */
export async function play(page: Page) {
  await page.locator('.gk-overlay .gk-btn-primary').click();
  await expect.poll(async () => (await getState(page)).screen).toBe('playing');
}

/** Taps the Play button on a touch screen. */
export async function tapPlay(page: Page) {
  await page.locator('.gk-overlay .gk-btn-primary').tap();
  await expect.poll(async () => (await getState(page)).screen).toBe('playing');
}

/**
 * Counts distinct colours in a grid of samples of the game canvas, proving it is not blank.
 */
export function canvasColourCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const c = document.querySelector('canvas.gk-canvas') as HTMLCanvasElement;
    const g = c.getContext('2d')!;
    const data = g.getImageData(0, 0, c.width, c.height).data;
    const seen = new Set<number>();
    const stepX = Math.max(1, Math.floor(c.width / 60));
    const stepY = Math.max(1, Math.floor(c.height / 60));
    for (let y = 0; y < c.height; y += stepY) {
      for (let x = 0; x < c.width; x += stepX) {
        const i = (y * c.width + x) * 4;
        seen.add(((data[i]! >> 3) << 10) | ((data[i + 1]! >> 3) << 5) | (data[i + 2]! >> 3));
      }
    }
    return seen.size;
  });
}

/** Page coordinates of a logical game point. */
export async function gamePoint(page: Page, x: number, y: number) {
  return page.evaluate(([lx, ly]) => {
    const c = document.querySelector('canvas.gk-canvas') as HTMLCanvasElement;
    const r = c.getBoundingClientRect();
    const size = (window as any).gameKit.size();
    return { x: r.left + (lx! / size.width) * r.width, y: r.top + (ly! / size.height) * r.height };
  }, [x, y]);
}

/** Swipes with a touch pointer (pointer events, as a finger would produce). */
export async function swipe(page: Page, dir: 'up' | 'down' | 'left' | 'right', from?: { x: number; y: number }) {
  const box = (await page.locator('canvas.gk-canvas').boundingBox())!;
  const start = from ?? { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const d = 90;
  const end = { x: start.x + (dir === 'left' ? -d : dir === 'right' ? d : 0), y: start.y + (dir === 'up' ? -d : dir === 'down' ? d : 0) };
  await page.evaluate(([s, e]) => {
    const target = document.elementFromPoint(s!.x, s!.y) ?? document.body;
    const base = { pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true, button: 0 };
    target.dispatchEvent(new PointerEvent('pointerdown', { ...base, clientX: s!.x, clientY: s!.y, buttons: 1 }));
    for (let i = 1; i <= 4; i++) {
      const x = s!.x + ((e!.x - s!.x) * i) / 4;
      const y = s!.y + ((e!.y - s!.y) * i) / 4;
      target.dispatchEvent(new PointerEvent('pointermove', { ...base, clientX: x, clientY: y, buttons: 1 }));
    }
    target.dispatchEvent(new PointerEvent('pointerup', { ...base, clientX: e!.x, clientY: e!.y, buttons: 0 }));
  }, [start, end]);
}

/**
 * Runs the standard checks every game must pass: no errors, canvas drawn, portal messages, pause,
 * mute, languages. One test with three page loads: the checks share the loaded game, and a
 * browser test's cost is mostly its page loads (80 games run these in CI).
 */
export function commonGameTests(id: number) {
  test('standard checks: loads cleanly, draws, reports to the portal, pauses, mutes, follows ?lang=', async ({ page, gamesOrigin, errors }) => {
    await test.step('default language, game:loaded, play draws the canvas, Esc pauses', async () => {
      await openGame(page, gamesOrigin, id);
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toHaveText('开始游戏');
      expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
      await play(page);
      await page.waitForTimeout(300);
      expect(await canvasColourCount(page)).toBeGreaterThan(8);
      // postMessage is delivered in a later task than the state change, so every read polls.
      await expect.poll(() => portalMessages(page)).toContainEqual({ type: 'game:started', gameId: id });
      const loaded = (await portalMessages(page)).find((m) => m.type === 'game:loaded');
      expect(loaded).toMatchObject({ type: 'game:loaded', gameId: id });
      expect(typeof loaded!.loadTimeMs).toBe('number');
      await page.keyboard.press('Escape');
      await expect.poll(async () => (await getState(page)).screen).toBe('paused');
      await expect.poll(() => portalMessages(page)).toContainEqual({ type: 'game:stopped', gameId: id, reason: 'paused' });
      await page.locator('.gk-overlay .gk-btn-primary').click();
      await expect.poll(async () => (await getState(page)).screen).toBe('playing');
    });

    await test.step('portal sound messages mute and unmute; malformed ones are ignored', async () => {
      expect(await isMuted(page)).toBe(false);
      await postToGame(page, { type: 'portal:sound', muted: true });
      await expect.poll(() => isMuted(page)).toBe(true);
      await postToGame(page, { type: 'portal:sound', muted: 'no' });
      await postToGame(page, 'portal:sound');
      await page.waitForTimeout(50);
      expect(await isMuted(page)).toBe(true);
      await postToGame(page, { type: 'portal:sound', muted: false });
      await expect.poll(() => isMuted(page)).toBe(false);
      // The in-game toggle works too.
      await page.locator('.gk-hud .gk-icon-btn[aria-pressed]').click();
      expect(await isMuted(page)).toBe(true);
    });

    let de = '';
    await test.step('?muted=1 starts muted; ?lang=de is German', async () => {
      await page.evaluate(() => localStorage.removeItem('gamekit:muted'));
      await openGame(page, gamesOrigin, id, { muted: '1', lang: 'de' });
      expect(await isMuted(page)).toBe(true);
      expect(await page.locator('html').getAttribute('lang')).toBe('de');
      await expect(page.locator('.gk-overlay .gk-btn-primary')).toHaveText('Spielen');
      de = await page.locator('.gk-overlay').innerText();
    });

    await test.step('?lang=ar is Arabic and right-to-left', async () => {
      await openGame(page, gamesOrigin, id, { lang: 'ar' });
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await page.locator('html').getAttribute('lang')).toBe('ar');
      expect(await page.locator('.gk-overlay').innerText()).not.toEqual(de);
    });
    expect(errors).toEqual([]);
  });
}

/** The kit's language fallbacks, the same for every game: checked once. */
export function kitLanguageTests(id: number) {
  test('kit: ?lang=ja is Japanese and an unknown language falls back to English', async ({ page, gamesOrigin, errors }) => {
    await openGame(page, gamesOrigin, id, { lang: 'ja' });
    await expect(page.locator('.gk-overlay .gk-btn-primary')).toHaveText('プレイ');
    await openGame(page, gamesOrigin, id, { lang: 'xx' });
    await expect(page.locator('.gk-overlay .gk-btn-primary')).toHaveText('Play');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(errors).toEqual([]);
  });
}
