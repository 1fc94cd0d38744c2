import { expect, test, type Page } from '@playwright/test';
import { admin, signInAdmin, stackUrl } from './stack';

/**
 * Crawled and imported text is hostile. A game whose name, description and tags carry script in
 * every form a page might mishandle (markup, a closing script tag for JSON-LD, attribute breakouts,
 * event handlers) is imported and published; then every place that shows it (the storefront's
 * search, its game page rendered by the server with JSON-LD, the home page, the sitemap and the
 * admin's candidate list and drawer) is opened in a real browser. The payloads only set a flag:
 * the flag must stay unset and no dialog may open.
 */
const run = Date.now().toString(36);
const TRIP = `(window.__xss=(window.__xss||0)+1)`;
const NAME = `Xss${run} <img src=x onerror="${TRIP}"><script>${TRIP}</script>`;
const DESCRIPTION = `</script><script>${TRIP}</script><svg onload="${TRIP}"></svg>" onmouseover="${TRIP}" '><iframe srcdoc="<script>parent.${TRIP}</script>"></iframe> {{constructor.constructor('${TRIP}')()}}`;
const auth = () => ({ authorization: `Basic ${Buffer.from(`${admin().user}:${admin().password}`).toString('base64')}`, 'x-requested-with': 'e2e' });

async function expectNothingRan(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(300);
  expect({ where, ran: await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0) }).toEqual({ where, ran: 0 });
}

test.describe('stored XSS from a feed or an import', () => {
  test('a hostile game name, description and tags never run anywhere they are shown', async ({ page, request }) => {
    test.setTimeout(120_000);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });

    const added = await request.post(`${stackUrl()}/api/candidates/external`, {
      headers: auth(),
      data: { name: NAME, description: DESCRIPTION, url: `https://games.example/xss-${run}`, category: 'action', tags: ['"><svg onload=alert(1)>', 'x'], source: 'External' },
    });
    expect(added.status()).toBe(200);
    const candidate = (await added.json()).candidate as { id: string };
    try {
      const published = await request.post(`${stackUrl()}/api/candidates/publish`, { headers: auth(), data: { candidateId: candidate.id } });
      expect(published.status()).toBe(200);
      const slug = ((await published.json()).candidate as { slug: string }).slug;
      expect(slug).toMatch(/^[a-z0-9-]+$/);

      // The storefront: search results (app shell + API), the game page as the server renders it.
      await page.goto(`${stackUrl()}/en?q=${encodeURIComponent(`Xss${run}`)}`);
      await expect(page.getByTestId('game-card').filter({ hasText: `Xss${run}` }).first()).toBeVisible();
      await expectNothingRan(page, 'search results');

      const gamePage = await request.get(`${stackUrl()}/en/games/${slug}`);
      expect(gamePage.status()).toBe(200);
      const html = await gamePage.text();
      // Text is escaped in the markup, and JSON-LD cannot be closed early by a `</script>` in it.
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain(`<script>${TRIP}`);
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(jsonLd.length).toBeGreaterThan(0);
      for (const block of jsonLd) expect(() => JSON.parse(block)).not.toThrow();
      await page.goto(`${stackUrl()}/en/games/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`Xss${run}`);
      await expectNothingRan(page, 'game page');
      await page.goto(`${stackUrl()}/en/games/${slug}?lang=ar`);
      await expectNothingRan(page, 'game page, hydrated again');

      // The sitemap lists it as escaped XML.
      const index = await (await request.get(`${stackUrl()}/sitemap.xml`)).text();
      for (const file of [...index.matchAll(/<loc>https?:\/\/[^/<]+(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1]!)) {
        const xml = await (await request.get(`${stackUrl()}${file}`)).text();
        expect(xml).not.toContain('<script');
        expect(xml).not.toContain('<img');
      }

      // The admin app: the list and the candidate's drawer with its preview.
      await signInAdmin(page, 'candidates');
      await page.getByRole('searchbox').first().fill(`Xss${run}`);
      const row = page.getByRole('row').filter({ hasText: `Xss${run}` }).first();
      await expect(row).toBeVisible();
      await expectNothingRan(page, 'admin candidate list');
      await row.getByRole('button', { name: new RegExp(`^Xss${run}`) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNothingRan(page, 'admin candidate drawer');
      expect(dialogs).toEqual([]);
    } finally {
      // Off the catalogue again, so tests that open "the newest game" never meet it.
      await request.post(`${stackUrl()}/api/candidates/unpublish`, { headers: auth(), data: { candidateId: candidate.id } });
      await request.post(`${stackUrl()}/api/candidates/delete`, { headers: auth(), data: { candidateId: candidate.id } });
    }
  });
});
