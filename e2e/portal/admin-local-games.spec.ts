import { randomBytes } from 'node:crypto';
import { test, expect } from '@playwright/test';
import { buildZip } from '../../infra/src/test/zip-writer';
import { signInAdmin, stackUrl } from './stack';

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
