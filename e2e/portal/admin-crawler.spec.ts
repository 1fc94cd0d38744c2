import { test, expect, type Locator, type Page } from '@playwright/test';
import { startFixtureServer, type FixtureServer } from '../../services/crawler-worker/src/test-support/fixture-server';
import { admin, signInAdmin, stackUrl } from './stack';

/**
 * The crawler screen on the whole stack: sources pointing at a local stand-in for the providers
 * (the stack allows loopback feeds, as `CRAWLER_ALLOW_PRIVATE_HOSTS=loopback` would under
 * `npm start`) are added, crawled from the screen or on their own schedule, watched, stopped,
 * and auto-published.
 */
let feeds: FixtureServer;
test.beforeAll(async () => {
  feeds = await startFixtureServer();
});
test.afterAll(async () => {
  await feeds.close();
});

const authHeader = () => ({ authorization: `Basic ${Buffer.from(`${admin().user}:${admin().password}`).toString('base64')}` });

async function openCrawler(page: Page) {
  await signInAdmin(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Crawler' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crawler' })).toBeVisible();
}

const card = (page: Page, name: string): Locator => page.getByTestId('crawler-source').filter({ has: page.getByRole('heading', { name, exact: true }) });
const state = (page: Page) => page.getByTestId('crawler-state');

/** Opens the source form in its drawer and fills the feed part. */
async function startSource(page: Page, name: string, provider: string, feedUrl: string, params = ''): Promise<Locator> {
  await page.getByRole('button', { name: 'Add source' }).first().click();
  const form = page.locator('form.crawler-source-form');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByRole('combobox', { name: 'Provider' }).selectOption(provider);
  await form.getByLabel('Feed URL', { exact: true }).fill(feedUrl);
  if (params) await form.getByLabel(/^Parameters/).fill(params);
  return form;
}

async function save(page: Page, form: Locator, name: string) {
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(card(page, name)).toBeVisible();
}

test.describe.configure({ mode: 'serial' });
test.describe('admin crawler screen through the gateway', () => {
  test('adds a source, crawls it with Run now, shows progress, counters, keywords, its card and history with failures; candidates and WebP thumbnails follow', async ({ page }) => {
    test.setTimeout(90_000);
    const name = `Fixture GM ${Date.now().toString(36)}`;
    await openCrawler(page);
    await save(page, await startSource(page, name, 'gamemonetize', `${feeds.url}/gm/feed.php`, 'num=10'), name);
    await expect(card(page, name)).toContainText('Never run');

    await page.getByRole('button', { name: `Run ${name} now` }).click();
    // The history gets the task at once; the crawl then completes on the worker. The row is found
    // by the source's name, so an earlier crawl on top of the history is never taken for this one.
    const task = page.getByTestId('crawler-tasks').getByRole('row').filter({ hasText: name }).first();
    await expect(task).toContainText('Completed', { timeout: 60_000 });
    await expect(state(page)).toHaveText('Idle');
    await expect(task).toContainText(/\d+ found, \d+ new, \d+ failed/);
    const created = Number((await task.textContent())!.match(/(\d+) new/)![1]);
    expect(created).toBeGreaterThan(10);
    await expect(page.getByTestId('crawler-new-candidates')).toHaveText(String(created));
    expect(Number(await page.getByTestId('crawler-total-found').textContent())).toBeGreaterThanOrEqual(created);
    await expect(page.locator('.crawler-keywords li').first()).toBeVisible();
    await expect(page.locator('.crawler-activity li').first()).toBeVisible();
    expect(feeds.hits.get('/gm/feed.php')).toBeGreaterThan(1); // paginated

    // The source's card has its last run: status and counts.
    const gmCard = card(page, name);
    await expect(gmCard).toContainText('Completed');
    await expect(gmCard.locator('.source-stats')).toContainText(`New${created}`);

    // The task opens with its failures item by item, with the reason.
    await task.getByRole('button', { name: /^Open the crawl of/ }).click();
    const detail = page.getByTestId('task-detail');
    await expect(detail).toBeVisible();
    await expect(detail.locator('.failure-list li').filter({ hasText: 'No id here' })).toContainText(/no usable id/);
    await expect(detail.locator('.failure-list li').filter({ hasText: 'Tag & Soup' })).toContainText('Fetching thumbnails');
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    // The crawled games are pending candidates with a thumbnail made here, served long-cached.
    await page.getByRole('navigation').getByRole('link', { name: 'Candidates' }).click();
    await page.getByRole('searchbox').fill('Dinosaur Shifting Run');
    await expect(page.getByRole('button', { name: 'Dinosaur Shifting Run' })).toBeVisible();
    const list = await page.request.get(`${stackUrl()}/api/candidates/list?search=${encodeURIComponent('Dinosaur Shifting Run')}`, { headers: authHeader() });
    const cand = (await list.json()).candidates[0] as { status: string; origin: string; image: string };
    expect(cand).toMatchObject({ status: 'pending', origin: 'CRAWL' });
    expect(cand.image).toMatch(/^\/media\/thumbs\/.+\.webp$/);
    const thumb = await page.request.get(`${stackUrl()}${cand.image}`);
    expect(thumb.status()).toBe(200);
    expect(thumb.headers()['content-type']).toBe('image/webp');
    expect(thumb.headers()['cache-control']).toMatch(/max-age=\d{7,}.*immutable|immutable.*max-age=\d{7,}/);

    // Crawling again finds every game already known: nothing new, nothing duplicated.
    await page.getByRole('navigation').getByRole('link', { name: 'Crawler' }).click();
    await page.getByRole('button', { name: `Run ${name} now` }).click();
    const runsOfSource = page.getByTestId('crawler-tasks').getByRole('row').filter({ hasText: name });
    await expect(runsOfSource).toHaveCount(2, { timeout: 30_000 });
    const again = runsOfSource.first();
    await expect(again).toContainText(/Completed.*0 new/s, { timeout: 60_000 });

    // The history filters on the server: by status, then by a source that has no runs.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('FAILED');
    await expect(page.getByTestId('crawler-tasks')).toContainText('No crawls match.');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('COMPLETED');
    await expect(runsOfSource).toHaveCount(2);
    await expect(page.getByTestId('crawler-tasks').getByRole('row').filter({ hasNotText: 'Completed' })).toHaveCount(1); // the header
  });

  test('Stop cancels a running crawl within 2 s and resets the screen to idle, with live progress on the card meanwhile', async ({ page }) => {
    test.setTimeout(60_000);
    // 15 pages of 10 at 1.5 s each: the crawl is still fetching whenever Stop is pressed, however
    // slowly the screen gets there (one page of 150 finished before Stop on a busy machine).
    feeds.setSlowDelay(1500);
    const name = `Slow feed ${Date.now().toString(36)}`;
    await openCrawler(page);
    await save(page, await startSource(page, name, 'gamemonetize', `${feeds.url}/slow/feed.php`, 'num=10'), name);
    await page.getByRole('button', { name: `Run ${name} now` }).click();
    await expect(state(page)).toHaveText('Running', { timeout: 10_000 });
    // The running source's card shows the stage and the bar.
    await expect(card(page, name).locator('.run-progress')).toContainText(/Step \d of 8: Fetching feed pages/, { timeout: 10_000 });
    await expect(card(page, name).getByRole('progressbar')).toBeVisible();
    const stop = page.getByRole('button', { name: 'Stop', exact: true }).first();
    await expect(stop).toBeEnabled();
    const clickedAt = Date.now();
    await stop.click();
    await expect(state(page)).toHaveText('Idle', { timeout: 2_000 });
    expect(Date.now() - clickedAt).toBeLessThan(2_500);
    await expect(page.getByTestId('crawler-progress')).toHaveAttribute('value', '0');
    await expect(page.getByTestId('crawler-tasks').getByRole('row').filter({ hasText: name })).toContainText('Cancelled', { timeout: 10_000 });
    await expect(card(page, name)).toContainText('Cancelled');
  });

  test('the schedule picker explains what it writes and refuses a bad pattern; a scheduled source runs on its own and shows its next run', async ({ page }) => {
    test.setTimeout(90_000);
    const name = `Timed GPX ${Date.now().toString(36)}`;
    await openCrawler(page);
    const form = await startSource(page, name, 'gamepix', `${feeds.url}/gpx/json`, 'sid=X1Y2Z');
    const summary = form.getByTestId('schedule-summary');
    const runsField = form.getByRole('combobox', { name: 'Runs' });

    // A preset: daily at 03:30 in UTC, said in words, with the next three runs from the server.
    await runsField.selectOption('daily');
    await form.getByRole('combobox', { name: 'Time zone' }).selectOption('UTC');
    await form.getByLabel('Time', { exact: true }).fill('03:30');
    await expect(summary).toContainText('Every day at 03:30');
    await expect(summary).toContainText('30 3 * * *');
    await expect(summary.locator('ol li')).toHaveCount(3);
    await runsField.selectOption('everyHours');
    await expect(summary).toContainText('Every 6 hours at :30');

    // A custom pattern the server refuses cannot be saved.
    await runsField.selectOption('custom');
    const cron = form.getByLabel('Cron pattern');
    await cron.fill('99 * * * *');
    await expect(summary.getByRole('alert')).toContainText('Invalid schedule');
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();

    // Seconds first, due about 20 s from now (and once an hour after that).
    const at = new Date(Date.now() + 20_000);
    at.setUTCMilliseconds(0);
    const pattern = `${at.getUTCSeconds()} ${at.getUTCMinutes()} * * * *`;
    await cron.fill(pattern);
    await expect(summary.locator('ol li')).toHaveCount(3);
    await expect(summary.locator('ol li time').first()).toHaveAttribute('datetime', at.toISOString());
    await expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
    await save(page, form, name);

    const gpx = card(page, name);
    await expect(gpx.getByTestId('source-next-run').locator('time')).toHaveAttribute('datetime', at.toISOString());
    await expect(gpx).toContainText('Never run');
    // Nobody presses Run now: the scheduler starts it, the card and the history show it.
    await expect(gpx).toContainText('Completed', { timeout: 45_000 });
    await expect(gpx.locator('.chip--soft')).toHaveText('Scheduled');
    await expect(gpx.locator('.source-stats')).toContainText('New5');
    const next = new Date(at.getTime() + 3_600_000).toISOString();
    await expect(gpx.getByTestId('source-next-run').locator('time')).toHaveAttribute('datetime', next);
    const row = page.getByTestId('crawler-tasks').getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Scheduled');
    await expect(row).toContainText('5 found, 5 new, 0 failed');
  });

  test('an auto-publish rule publishes exactly the new games it takes: they reach the catalogue and the games list, the others stay pending, and the operation log has each one', async ({ page }) => {
    test.setTimeout(90_000);
    const name = `GD puzzles ${Date.now().toString(36)}`;
    await openCrawler(page);
    const form = await startSource(page, name, 'gamedistribution', `${feeds.url}/gd/rss`, 'amount=8');
    await form.getByLabel('Publish new games of this source automatically').check();
    await expect(form.getByLabel('Only with a thumbnail')).toBeChecked();
    await expect(form.getByLabel('Only with a category from the feed')).toBeChecked();
    await form.getByRole('group', { name: 'Only in these categories' }).getByLabel('Puzzle').check();
    await save(page, form, name);
    await expect(card(page, name)).toContainText('New games with thumbnail · category · Puzzle');

    await page.getByRole('button', { name: `Run ${name} now` }).click();
    const gdCard = card(page, name);
    await expect(gdCard).toContainText('Completed', { timeout: 60_000 });

    // Every new game of this crawl: published exactly when it is a puzzle with a thumbnail made here.
    const res = await page.request.get(`${stackUrl()}/api/candidates/list?source=GameDistribution&limit=100`, { headers: authHeader() });
    const candidates = (await res.json()).candidates as Array<{ name: string; status: string; category: string; image: string | null; slug?: string }>;
    expect(candidates.length).toBe(20);
    const wanted = candidates.filter((c) => c.category === 'puzzle' && /^\/media\/thumbs\//.test(c.image ?? ''));
    expect(wanted.map((c) => c.name)).toEqual(expect.arrayContaining(['Fit Cats', 'Christmas Maze Mania', 'Vehicle Parking Master 3D']));
    for (const c of candidates) expect({ name: c.name, status: c.status }).toEqual({ name: c.name, status: wanted.includes(c) ? 'published' : 'pending' });
    await expect(gdCard.locator('.source-stats')).toContainText(`Auto-published${wanted.length}`);

    // On the storefront, and in the games admin.
    for (const c of wanted) expect((await page.request.get(`${stackUrl()}/api/catalogue/games/${c.slug}?lang=en`)).status()).toBe(200);
    await page.getByRole('navigation').getByRole('link', { name: 'Games', exact: true }).click();
    await page.getByRole('searchbox').fill('Fit Cats');
    await expect(page.getByTestId('game-row').filter({ hasText: 'Fit Cats' })).toBeVisible();
    await page.getByRole('searchbox').fill('Cover Dance Party');
    await expect(page.getByTestId('game-row')).toHaveCount(0);

    // One operation log entry per published game.
    await page.getByRole('navigation').getByRole('link', { name: 'Operation logs' }).click();
    await page.getByRole('combobox', { name: 'Type' }).selectOption('candidate.auto-publish');
    const logRows = page.locator('table tbody tr');
    await expect(logRows).toHaveCount(wanted.length);
    await expect(logRows.filter({ hasText: 'Fit Cats' })).toContainText('auto-publish');
    await expect(logRows.filter({ hasText: 'Fit Cats' })).toContainText(`source ${name}`);
  });
});
