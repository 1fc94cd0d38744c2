import { test, expect, type Page } from '@playwright/test';
import { startFixtureServer, type FixtureServer } from '../../services/crawler-worker/src/test-support/fixture-server';
import { admin, signInAdmin, stackUrl } from './stack';

/**
 * The crawler screen on the whole stack: a source pointing at a local stand-in for the
 * provider (the stack allows loopback feeds, as `CRAWLER_ALLOW_PRIVATE_HOSTS=loopback` would
 * under `npm start`) is added, crawled from the screen, watched, and stopped.
 */
let feeds: FixtureServer;
test.beforeAll(async () => {
  feeds = await startFixtureServer();
});
test.afterAll(async () => {
  await feeds.close();
});

async function signIn(page: Page) {
  await signInAdmin(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Crawler' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crawler' })).toBeVisible();
}

async function addSource(page: Page, name: string, feedUrl: string, params = '') {
  await page.getByRole('button', { name: 'Add source' }).click();
  const form = page.locator('form.crawler-source-form');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByRole('combobox', { name: 'Provider' }).selectOption('gamemonetize');
  await form.getByLabel('Feed URL', { exact: true }).fill(feedUrl);
  if (params) await form.getByLabel(/^Parameters/).fill(params);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('crawler-sources').getByRole('row', { name: new RegExp(name) })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });
test.describe('admin crawler screen through the gateway', () => {
  test('adds a source, crawls it with Run now, shows progress, counters, keywords and history; candidates and WebP thumbnails follow', async ({ page }) => {
    test.setTimeout(90_000);
    const name = `Fixture GM ${Date.now().toString(36)}`;
    await signIn(page);
    await addSource(page, name, `${feeds.url}/gm/feed.php`, 'num=10');

    await page.getByRole('button', { name: `Run ${name} now` }).click();
    // The history gets the task at once; the crawl then completes on the worker.
    const task = page.getByTestId('crawler-tasks').getByRole('row').nth(1);
    await expect(task).toContainText('Completed', { timeout: 60_000 });
    await expect(page.locator('.crawler-progress strong')).toHaveText('Idle');
    await expect(task).toContainText(/\d+ found, \d+ new, \d+ failed/);
    const created = Number((await task.textContent())!.match(/(\d+) new/)![1]);
    expect(created).toBeGreaterThan(10);
    await expect(page.getByTestId('crawler-new-candidates')).toHaveText(String(created));
    expect(Number(await page.getByTestId('crawler-total-found').textContent())).toBeGreaterThanOrEqual(created);
    await expect(page.locator('.crawler-keywords li').first()).toBeVisible();
    await expect(page.locator('.crawler-activity li').first()).toBeVisible();
    expect(feeds.hits.get('/gm/feed.php')).toBeGreaterThan(1); // paginated

    // The crawled games are pending candidates with a thumbnail made here, served long-cached.
    await page.getByRole('navigation').getByRole('link', { name: 'Candidates' }).click();
    await page.getByRole('searchbox').fill('Dinosaur Shifting Run');
    const row = page.getByRole('button', { name: 'Dinosaur Shifting Run' });
    await expect(row).toBeVisible();
    const list = await page.request.get(`${stackUrl()}/api/candidates/list?search=${encodeURIComponent('Dinosaur Shifting Run')}`, {
      headers: { authorization: `Basic ${Buffer.from(`${admin().user}:${admin().password}`).toString('base64')}` },
    });
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
    await expect(page.getByTestId('crawler-tasks').getByRole('row')).toHaveCount(3, { timeout: 30_000 }); // header + 2 tasks
    const again = page.getByTestId('crawler-tasks').getByRole('row').nth(1);
    await expect(again).toContainText(/Completed.*0 new/s, { timeout: 60_000 });
  });

  test('Stop cancels a running crawl within 2 s and resets the screen to idle', async ({ page }) => {
    test.setTimeout(60_000);
    feeds.setSlowDelay(1500);
    const name = `Slow feed ${Date.now().toString(36)}`;
    await signIn(page);
    await addSource(page, name, `${feeds.url}/slow/feed.php`);
    await page.getByRole('button', { name: `Run ${name} now` }).click();
    await expect(page.locator('.crawler-progress strong')).toHaveText('Running', { timeout: 10_000 });
    const stop = page.getByRole('button', { name: 'Stop', exact: true });
    await expect(stop).toBeEnabled();
    const clickedAt = Date.now();
    await stop.click();
    await expect(page.locator('.crawler-progress strong')).toHaveText('Idle', { timeout: 2_000 });
    expect(Date.now() - clickedAt).toBeLessThan(2_500);
    await expect(page.getByTestId('crawler-progress')).toHaveAttribute('value', '0');
    await expect(page.getByTestId('crawler-tasks').getByRole('row').nth(1)).toContainText('Cancelled', { timeout: 10_000 });
  });
});
