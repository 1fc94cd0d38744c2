import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { AnalyticsSummary, CandidateDailyStats } from '@portal/contracts';
import { admin, builtinGameSlug, signInAdmin, stackUrl } from './stack';

/**
 * The admin dashboard, fed by real storefront visits: a visitor in Europe accepts analytics,
 * searches for something the catalogue lacks, opens a game, plays it and keeps it as a
 * favourite; a candidate is imported. The admin then sees those numbers on the dashboard's
 * charts and in their tables. Screenshots in both themes at desktop and phone width go to
 * .data/screenshots/ (outside git).
 */
const SHOTS = path.join(__dirname, '..', '..', '.data', 'screenshots');
const auth = () => ({ authorization: `Basic ${Buffer.from(`${admin().user}:${admin().password}`).toString('base64')}` });
const today = () => new Date().toISOString().slice(0, 10);
const formatDay = (day: string) => new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings on the page (evaluated over DevTools, outside the page's CSP). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

/** The cells of the table row whose first cell is `first`. */
async function rowCells(table: Locator, first: string): Promise<string[]> {
  const row = table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: first, exact: true }) }).first();
  await expect(row).toBeVisible();
  return row.getByRole('cell').allTextContents();
}

/** Whether the canvas has anything drawn on it (chart.js paints lines, bars and axes). */
const painted = (canvas: Locator) =>
  canvas.evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let ink = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) ink++;
    return ink;
  });

test.describe('admin dashboard', () => {
  test('storefront visits under consent show up on the dashboard: traffic, top games, a zero-result search, candidates', async ({ browser, page }) => {
    test.setTimeout(120_000);
    const run = Date.now().toString(36);
    const term = `zz${run}nothing`;
    const slug = await builtinGameSlug(page);
    const game = (await (await page.request.get(`${stackUrl()}/api/catalogue/games/${slug}?lang=en`)).json()) as { id: string; name: string };

    // A candidate arrives (the pool's daily count).
    const imported = await page.request.post(`${stackUrl()}/api/candidates/external`, { headers: auth(), data: { name: `Dash ${run}`, url: `https://games.example/dash-${run}`, category: 'puzzle' } });
    expect(imported.status()).toBe(200);
    const candidateId = ((await imported.json()) as { candidate: { id: string } }).candidate.id;

    // The visitor: an address of its own (the analytics rate limit is per address).
    const visitorContext = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'de-DE', extraHTTPHeaders: { 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` } });
    const visitor = await visitorContext.newPage();
    const sent: { name: string; gameId?: string; searchTerm?: string }[] = [];
    visitor.on('request', (r) => {
      if (r.url().endsWith('/api/analytics/events') && r.method() === 'POST') sent.push(...((r.postDataJSON() as { events: typeof sent } | null)?.events ?? []));
    });
    const storefrontScripts: string[] = [];
    visitor.on('request', (r) => r.resourceType() === 'script' && storefrontScripts.push(r.url()));

    await visitor.goto(`${stackUrl()}/en`);
    await visitor.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const dialog = visitor.getByRole('dialog', { name: 'Your privacy choices' });
    await expect(dialog).toBeVisible();
    await visitor.getByTestId('consent-accept').click();
    await expect(dialog).toHaveCount(0);

    // Batches leave every few seconds: wait for the one with the search before leaving the page.
    const searchBatch = visitor.waitForResponse((r) => r.url().endsWith('/api/analytics/events') && (r.request().postData() ?? '').includes(term), { timeout: 20_000 });
    await visitor.getByTestId('search-input').fill(term);
    await visitor.getByTestId('search-input').press('Enter');
    await expect(visitor.getByTestId('empty-state')).toBeVisible();
    expect((await searchBatch).status()).toBe(202);

    await visitor.goto(`${stackUrl()}/en/games/${slug}`);
    await visitor.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await visitor.getByTestId('play-game').click();
    await expect(visitor.getByTestId('game-frame')).toBeVisible();
    await visitor.getByRole('button', { name: 'Add to favorites', exact: true }).click();
    await expect(visitor.getByRole('button', { name: 'Remove from favorites', exact: true })).toBeVisible();
    await expect.poll(() => sent.map((e) => e.name).filter((n) => ['visit', 'search', 'game_play', 'game_favorite', 'game_load_performance'].includes(n)).sort(), { timeout: 20_000 }).toEqual(
      ['game_favorite', 'game_load_performance', 'game_play', 'search', 'visit'],
    );
    expect(sent.find((e) => e.name === 'search')).toMatchObject({ searchTerm: term });
    // chart.js is the admin dashboard's: the storefront never loads it.
    expect(storefrontScripts.filter((u) => /chart|dashboard/i.test(u))).toEqual([]);
    await visitorContext.close();

    // The catalogue has counted them (its summary writes what is pending first).
    await expect
      .poll(async () => ((await (await page.request.get(`${stackUrl()}/api/analytics/summary?days=7`, { headers: auth() })).json()) as AnalyticsSummary).zeroResultSearches.find((s) => s.key === term)?.count ?? 0, { timeout: 15_000 })
      .toBe(1);

    // The admin: the dashboard is the first screen.
    const summaryAnswer = page.waitForResponse((r) => r.url().includes('/api/analytics/summary?days=7') && r.status() === 200);
    const candidatesAnswer = page.waitForResponse((r) => r.url().includes('/api/candidates/stats/daily?days=7') && r.status() === 200);
    await signInAdmin(page);
    const summary = (await (await summaryAnswer).json()) as AnalyticsSummary;
    const candidates = (await (await candidatesAnswer).json()) as CandidateDailyStats;
    const todayTraffic = summary.series.find((d) => d.day === today())!;
    expect(todayTraffic.visitors).toBeGreaterThanOrEqual(1);
    expect(todayTraffic.plays).toBeGreaterThanOrEqual(1);
    expect(candidates.series.at(-1)!.created).toBeGreaterThanOrEqual(1);

    // Headline figures: what the summary answered, for the period.
    await expect(page.getByTestId('kpi-visitors-value')).toHaveText(summary.totals.visitors.toLocaleString('en'));
    await expect(page.getByTestId('kpi-plays-value')).toHaveText(summary.totals.plays.toLocaleString('en'));
    await expect(page.getByTestId('kpi-new-candidates-value')).toHaveText(candidates.totals.created.toLocaleString('en'));

    // The traffic chart is drawn, named in words, and its table holds today's numbers.
    const trafficCard = page.getByTestId('card-traffic');
    const trafficChart = trafficCard.getByRole('img');
    await expect(trafficChart).toHaveAttribute('aria-label', new RegExp(`visitors ${summary.totals.visitors.toLocaleString('en')},.*plays ${summary.totals.plays.toLocaleString('en')}\\.`));
    await expect.poll(() => painted(trafficChart)).toBeGreaterThan(1000);
    await trafficCard.getByRole('button', { name: 'Table' }).click();
    await expect(trafficCard.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    expect(await rowCells(trafficCard.getByRole('table'), formatDay(today()))).toEqual([
      formatDay(today()),
      todayTraffic.visitors.toLocaleString('en'),
      todayTraffic.pageViews.toLocaleString('en'),
      todayTraffic.gameViews.toLocaleString('en'),
      todayTraffic.plays.toLocaleString('en'),
    ]);

    // The game played and kept as a favourite, by name.
    const played = summary.topPlayed.find((g) => g.gameId === game.id)!;
    expect(played.name).toBe(game.name);
    const topPlayed = page.getByTestId('card-top-played');
    await expect.poll(() => painted(topPlayed.getByRole('img'))).toBeGreaterThan(500);
    await topPlayed.getByRole('button', { name: 'Table' }).click();
    const playedRow = topPlayed.getByRole('row').filter({ hasText: game.name });
    await expect(playedRow.getByRole('cell').last()).toHaveText(String(played.count));
    const favourited = page.getByTestId('card-top-favourited');
    await favourited.getByRole('button', { name: 'Table' }).click();
    await expect(favourited.getByRole('row').filter({ hasText: game.name })).toBeVisible();

    // What visitors wanted and the catalogue lacks.
    const zero = page.getByTestId('card-zero-searches');
    expect(await rowCells(zero.getByRole('table'), term)).toEqual([term, '1']);

    // The game's load time was counted.
    await expect(page.getByTestId('card-loads').getByRole('row').filter({ hasText: game.name })).toBeVisible();

    // New candidates per day: today's count in the table.
    const candidatesCard = page.getByTestId('card-candidates');
    await candidatesCard.getByRole('button', { name: 'Table' }).click();
    const cells = await rowCells(candidatesCard.getByRole('table'), formatDay(today()));
    expect(cells).toEqual([formatDay(today()), String(candidates.series.at(-1)!.created), String(candidates.series.at(-1)!.published)]);

    // Traffic by device and by language: this visitor's desktop browser and English pages.
    await expect.poll(() => painted(page.getByTestId('card-devices').getByRole('img'))).toBeGreaterThan(500);
    await page.getByTestId('card-languages').getByRole('button', { name: 'Table' }).click();
    await expect(page.getByTestId('card-languages').getByRole('row').filter({ hasText: 'English' })).toBeVisible();

    // Another period: the page asks for it and keeps it in the address.
    const ninety = page.waitForResponse((r) => r.url().includes('/api/analytics/summary?days=90'));
    await page.getByRole('radio', { name: '90 days' }).check();
    expect((await ninety).status()).toBe(200);
    await expect(page).toHaveURL(/\?days=90$/);
    await expect(page.getByTestId('chart-traffic')).toBeVisible();

    // Screenshots: light and dark, desktop and phone width. The charts repaint with the theme.
    mkdirSync(SHOTS, { recursive: true });
    await page.getByRole('radio', { name: '7 days' }).check();
    await shoot(page, 'light');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await shoot(page, 'dark');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    // Arabic: right to left, numbers and dates in its locale.
    await page.evaluate(() => localStorage.setItem('portal.language', 'ar'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'لوحة المعلومات' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect.poll(() => painted(page.getByTestId('chart-traffic'))).toBeGreaterThan(1000);
    await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(SHOTS, 'dashboard-ar-1280.png'), fullPage: true });
    await page.evaluate(() => localStorage.removeItem('portal.language'));

    // The candidate pool moved to /admin/candidates; opening it does not load the dashboard's chunk.
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(`${stackUrl()}/admin/candidates`);
    await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
    expect(scripts.filter((u) => /dashboard-page/.test(u))).toEqual([]);

    await page.request.post(`${stackUrl()}/api/candidates/delete`, { headers: auth(), data: { candidateId } });
  });
});

async function shoot(page: Page, theme: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // Charts resize with their box; let them settle before the picture.
    await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(SHOTS, `dashboard-${theme}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
