import { expect, test } from '@playwright/test';
import { admin, signInAdmin, stackUrl } from './stack';

/** Candidate review at speed: in the drawer, J/K move through the page, A approves, R rejects, P publishes. */
test('the candidate drawer reviews with the keyboard and the list keeps its place', async ({ page, request }) => {
  const run = Date.now().toString(36);
  const auth = { authorization: `Basic ${Buffer.from(`${admin().user}:${admin().password}`).toString('base64')}`, 'x-requested-with': 'e2e' };
  for (const n of [1, 2, 3]) {
    const r = await request.post(`${stackUrl()}/api/candidates/external`, { headers: auth, data: { name: `Keys${run} ${n}`, url: `https://games.example/keys-${run}-${n}`, category: 'puzzle' } });
    expect(r.status()).toBe(200);
  }
  await signInAdmin(page, 'candidates');
  await page.getByRole('searchbox').first().fill(`Keys${run}`);
  await expect(page.getByTestId('candidate-row')).toHaveCount(3);
  await page.getByTestId('candidate-row').first().getByRole('button').click();
  const drawer = page.getByRole('dialog');
  const first = (await drawer.getByRole('heading').first().textContent())!;
  await expect(drawer.getByTestId('review-keys')).toContainText('J next');

  // J opens the next candidate, K goes back.
  await page.keyboard.press('j');
  await expect(drawer.getByRole('heading').first()).not.toHaveText(first);
  await page.keyboard.press('k');
  await expect(drawer.getByRole('heading').first()).toHaveText(first);

  // Typing in a field is never taken for a shortcut.
  await drawer.getByLabel('Tags').press('r');
  await expect(drawer.getByText('Pending', { exact: true })).toBeVisible();
  await drawer.getByLabel('Tags').fill('');
  await drawer.getByRole('heading').first().click();

  await page.keyboard.press('a');
  await expect(drawer.getByText('Approved', { exact: true })).toBeVisible();
  await page.keyboard.press('r');
  await expect(drawer.getByText('Rejected', { exact: true })).toBeVisible();
  await page.keyboard.press('j');
  await expect(drawer.getByRole('heading').first()).not.toHaveText(first);
  await page.keyboard.press('p');
  await expect(drawer.getByText('Published', { exact: true })).toBeVisible({ timeout: 15_000 });
  // The list stayed on the same search and page.
  await expect(page.getByRole('searchbox').first()).toHaveValue(`Keys${run}`);
  await expect(page.getByTestId('candidate-row')).toHaveCount(3);

  // Off the catalogue again, so tests that open "the newest game" never meet it.
  const listed = (await (await request.get(`${stackUrl()}/api/candidates/list?search=Keys${run}`, { headers: auth })).json()) as { candidates: Array<{ id: string; status: string }> };
  for (const c of listed.candidates) {
    if (c.status === 'published') await request.post(`${stackUrl()}/api/candidates/unpublish`, { headers: auth, data: { candidateId: c.id } });
    await request.post(`${stackUrl()}/api/candidates/delete`, { headers: auth, data: { candidateId: c.id } });
  }
});
