import { expect, test } from '@playwright/test';
import { signInAdmin, stackUrl } from './stack';

test.describe('the foundation slice through the gateway', () => {
  test('home shows game cards from the catalogue, and a card opens its game page where the game loads', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

    await page.goto(`${stackUrl()}/en`);
    const cards = page.getByTestId('game-card');
    await expect(cards.first()).toBeVisible();
    const api = await (await page.request.get(`${stackUrl()}/api/catalogue/games?lang=en`)).json();
    await expect(cards).toHaveCount(Math.min(api.total, 12));
    await expect(page.getByRole('heading', { level: 2, name: 'All Games' })).toBeVisible();

    // A built-in game (other tests publish external games meanwhile, which may point anywhere
    // and may not be on the page this prerendered copy shows).
    const first = (api.data as { kind: string; slug: string; name: string }[]).find((g) => g.kind === 'builtin')!;
    expect(first, 'the catalogue holds built-in games').toBeTruthy();
    await cards.filter({ hasText: first.name }).first().click();
    await expect(page).toHaveURL(`${stackUrl()}/en/games/${first.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();

    // The game loads when the visitor asks for it.
    await page.getByTestId('play-game').click();
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expect(frame.locator('canvas').first()).toBeVisible();
    // The kit reports ready from inside the frame: the game itself loaded, not just the iframe.
    const frameHandle = await page.getByTestId('game-frame').elementHandle();
    const gameFrame = await frameHandle!.contentFrame();
    await expect.poll(() => gameFrame!.evaluate(() => (window as unknown as { gameKit?: { ready: boolean } }).gameKit?.ready === true)).toBe(true);
    expect(await gameFrame!.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(errors).toEqual([]);
  });

  test('a card opens with the keyboard', async ({ page }) => {
    await page.goto(`${stackUrl()}/en`);
    const card = page.getByTestId('game-card').first();
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/games\//);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto(`${stackUrl()}/no/such/page`);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('admin signs in with the configured credentials and sees the candidate list', async ({ page }) => {
    await signInAdmin(page, 'candidates');
    // Empty on a fresh stack; other tests may have filled the pool by now.
    await expect(page.getByTestId('candidates-empty').or(page.locator('table')).first()).toBeVisible();
    // Credentials live in sessionStorage only.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('admin')))).toEqual([]);
  });

  test('a wrong admin password is refused without a browser password dialog', async ({ page }) => {
    let dialog = false;
    page.on('dialog', () => (dialog = true));
    await page.goto(`${stackUrl()}/admin/`);
    await page.getByLabel('Password').fill('definitely-wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Authentication failed');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
    expect(dialog).toBe(false);
  });
});

// In this file (not a parallel one) so it runs after the empty-pool check above.
test.describe('admin catalogue tools through the gateway', () => {
  test('sign in → import an external game → publish → on the storefront → unpublish → gone', async ({ page }) => {
    test.setTimeout(60_000);
    const name = `E2E Orbit ${Date.now().toString(36)}`;
    await signInAdmin(page);

    await page.getByRole('navigation').getByRole('link', { name: 'Import' }).click();
    // Each admin screen is its own chunk: wait until this one is on screen, not the dashboard before it.
    await expect(page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('URL').fill('https://games.example/orbit');
    await page.getByLabel('Category').selectOption('action');
    await page.getByRole('button', { name: 'Add to the pool' }).click();
    await expect(page.getByRole('status')).toContainText(`${name} added to the candidate pool`);

    await page.getByRole('navigation').getByRole('link', { name: 'Candidates' }).click();
    await page.getByRole('searchbox').fill(name);
    await page.getByRole('button', { name }).click();
    const drawer = page.getByRole('dialog', { name });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Publish' }).click();
    await expect(drawer.getByText('Published', { exact: true })).toBeVisible();
    const slug = (await drawer.getByRole('link', { name: /^\/games\// }).textContent())!.replace('/games/', '');

    // The gateway micro-caches public catalogue reads for ~5 s: poll the storefront.
    await expect
      .poll(async () => (await (await page.request.get(`${stackUrl()}/api/catalogue/games?lang=en&search=${encodeURIComponent(name)}`)).json()).total, { timeout: 15_000 })
      .toBe(1);
    const visitor = await page.context().newPage();
    await visitor.goto(`${stackUrl()}/en/games/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    await visitor.close();

    await drawer.getByRole('button', { name: 'Unpublish' }).click();
    await expect(drawer.getByText('Unpublished', { exact: true })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
    await expect
      .poll(async () => (await page.request.get(`${stackUrl()}/api/catalogue/games/${slug}`)).status(), { timeout: 15_000 })
      .toBe(410); // gone, not unknown: search engines drop the page
    await expect
      .poll(async () => (await (await page.request.get(`${stackUrl()}/api/catalogue/games?lang=en&search=${encodeURIComponent(name)}`)).json()).total, { timeout: 15_000 })
      .toBe(0);
  });
});
