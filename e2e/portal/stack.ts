import { expect, type Page } from '@playwright/test';

/** Where the stack started by global-setup.ts listens, and the admin it was given. */
export function stackUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the portal tests need the stack from global-setup.ts (unset E2E_NO_STACK)');
  return url;
}

export const admin = () => ({ user: process.env.E2E_ADMIN_USER ?? 'admin', password: process.env.E2E_ADMIN_PASSWORD ?? '' });

/** The admin screens a test may start on: the dashboard (the first screen) or the candidate pool. */
const ADMIN_SCREENS = {
  dashboard: { path: '/admin/', heading: 'Dashboard' },
  candidates: { path: '/admin/candidates', heading: 'Candidates' },
} as const;

/** Signs in to the admin app with the stack's admin on `screen` (the dashboard by default) and waits for it. */
export async function signInAdmin(page: Page, screen: keyof typeof ADMIN_SCREENS = 'dashboard'): Promise<void> {
  const { path, heading } = ADMIN_SCREENS[screen];
  await page.goto(`${stackUrl()}${path}`);
  await page.getByLabel('User').fill(admin().user);
  await page.getByLabel('Password').fill(admin().password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** A built-in game's slug: external games that other tests publish meanwhile may come and go. */
export async function builtinGameSlug(page: Page): Promise<string> {
  const res = await page.request.get(`${stackUrl()}/api/catalogue/games?lang=en&limit=100`);
  const game = ((await res.json()) as { data: { slug: string; kind: string }[] }).data.find((g) => g.kind === 'builtin');
  expect(game, 'the catalogue holds built-in games').toBeTruthy();
  return game!.slug;
}
