import { randomBytes } from 'node:crypto';
import { test, expect } from '@playwright/test';
import { buildZip } from '@portal/test-kit/zip-writer';
import { admin, signInAdmin, stackUrl } from './stack';

/**
 * A game uploaded as a zip from the local-games screen, on a throttled uplink so the upload
 * takes seconds: the screen shows the bytes sent as a percentage, then the scan result, and
 * the game joins the local candidates.
 */
test('uploading a game zip shows its progress, then the scan result and the new candidate', async ({ page }) => {
  test.setTimeout(60_000);
  const slug = `zip-${Date.now().toString(36)}`;
  const zip = buildZip([
    { name: `${slug}/index.html`, data: `<!doctype html><title>${slug}</title><canvas></canvas>` },
    // Incompressible filler, so the upload has bytes worth reporting.
    { name: `${slug}/assets/data.bin`, data: randomBytes(1_500_000) },
  ]);

  await signInAdmin(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Local games' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Local games' })).toBeVisible();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 400 * 1024 });

  await page.locator('input[type=file]').setInputFiles({ name: `${slug}.zip`, mimeType: 'application/zip', buffer: zip });
  const uploading = page.getByRole('progressbar', { name: /^Uploading… \d+%$/ });
  await expect(uploading).toBeVisible();
  const first = Number(await uploading.getAttribute('value'));
  await expect.poll(async () => Number((await uploading.getAttribute('value').catch(() => '100')) ?? 100), { timeout: 15_000 }).toBeGreaterThan(first);

  await expect(page.getByTestId('scan-result')).toContainText('1 added', { timeout: 30_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // A folder without a manifest is named after itself ("zip-abc" → "Zip Abc").
  await expect(page.locator('.list li', { hasText: new RegExp(slug.replace('-', ' '), 'i') }).first()).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
});

/**
 * An uploaded game is third-party code served from our own origin: published, it plays in a
 * frame without allow-same-origin, so its scripts run in an opaque origin and can read neither
 * the portal's storage nor its cookies.
 */
test('a published local game runs sandboxed in an opaque origin', async ({ page }) => {
  const slug = `sbx-${Date.now().toString(36)}`;
  const probe = `<!doctype html><title>${slug}</title><script>
    let verdict = 'same-origin';
    try { localStorage.getItem('x'); document.cookie; } catch (e) { verdict = 'opaque'; }
    document.title = verdict;
  </script>`;
  const auth = { authorization: `Basic ${Buffer.from(`${admin().user}:${admin().password}`).toString('base64')}`, 'x-requested-with': 'e2e' };
  const upload = await page.request.post(`${stackUrl()}/api/local-games/upload`, {
    headers: auth,
    multipart: { file: { name: `${slug}.zip`, mimeType: 'application/zip', buffer: buildZip([{ name: `${slug}/index.html`, data: probe }]) } },
  });
  expect(upload.status()).toBe(200);
  const candidates = (await (await page.request.get(`${stackUrl()}/api/local-games/candidates`, { headers: auth })).json()) as { candidates: { id: string; name: string }[] };
  const candidate = candidates.candidates.find((c) => c.name.toLowerCase().includes(slug.split('-')[1]!));
  expect(candidate).toBeTruthy();
  const published = await page.request.post(`${stackUrl()}/api/local-games/publish`, { headers: auth, data: { candidateId: candidate!.id } });
  expect(published.status()).toBe(200);
  const gameSlug = ((await published.json()) as { candidate: { slug: string } }).candidate.slug;
  expect(gameSlug).toBeTruthy();

  await page.goto(`${stackUrl()}/en/games/${gameSlug}`);
  await page.getByTestId('play-game').click();
  await expect(page.getByTestId('game-frame')).toHaveAttribute('sandbox', 'allow-scripts allow-pointer-lock');
  // The game's own script found no storage and no cookies: it runs in an opaque origin.
  await expect.poll(async () => (await page.frames().find((f) => f.url().includes('/local-games/'))?.title()) ?? '').toBe('opaque');
});
