import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { builtinGameSlug, stackUrl } from './stack';

/**
 * Automated accessibility checks (axe-core) on home, a game page and a static page, in both
 * themes: no serious or critical violations. axe is evaluated through the DevTools protocol,
 * which the page's CSP (script-src 'self') does not apply to.
 */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const res = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return res.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`accessibility (${theme} theme)`, () => {
    test.use({ colorScheme: theme });

    test.beforeEach(async ({ page }) => {
      // The storefront keeps the chosen theme in its settings; set it before the app starts.
      await page.addInitScript((t) => localStorage.setItem('portal.theme', t), theme);
    });

    test('home has no serious or critical violations', async ({ page }) => {
      await page.goto(`${stackUrl()}/en`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('main')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a game page has no serious or critical violations', async ({ page }) => {
      await page.goto(`${stackUrl()}/en/games/${await builtinGameSlug(page)}`);
      // The cover first (a labelled Play button), then the page with the game running.
      await expect(page.getByTestId('play-game')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('play-game').click();
      await expect(page.locator('iframe').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a static page has no serious or critical violations', async ({ page }) => {
      await page.goto(`${stackUrl()}/en/privacy`);
      await expect(page.locator('main h1')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
