import { expect, type Page } from '@playwright/test';

/** Where the stack started by global-setup.ts listens, and the admin it was given. */
export function stackUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the portal tests need the stack from global-setup.ts (unset E2E_NO_STACK)');
  return url;
}

export const admin = () => ({ user: process.env.E2E_ADMIN_USER ?? 'admin', password: process.env.E2E_ADMIN_PASSWORD ?? '' });

/** Signs in to the admin app with the stack's admin and waits for the first screen (the candidate pool). */
export async function signInAdmin(page: Page): Promise<void> {
  await page.goto(`${stackUrl()}/admin/`);
  await page.getByLabel('User').fill(admin().user);
  await page.getByLabel('Password').fill(admin().password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Candidates' })).toBeVisible();
}

/** A built-in game's slug: external games that other tests publish meanwhile may come and go. */
export async function builtinGameSlug(page: Page): Promise<string> {
  const res = await page.request.get(`${stackUrl()}/api/catalogue/games?lang=en&limit=100`);
  const game = ((await res.json()) as { data: { slug: string; kind: string }[] }).data.find((g) => g.kind === 'builtin');
  expect(game, 'the catalogue holds built-in games').toBeTruthy();
  return game!.slug;
}
