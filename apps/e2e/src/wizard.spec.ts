import { expect, test } from './fixtures.js';
import { SUBSCRIBER } from './accounts.js';
import { call, shot, START } from './editor-helpers.js';

test('the wizard: prompts for a visitor; a format, labels, six previews, a saved design in a new tab; a free user meets the wall', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto(`${START}/wizard`);
  await expect(page.getByText('Please choose a format to begin')).toBeVisible();
  await expect(page.getByText('Please choose a format to preview')).toBeVisible();

  await call(page.request, 'auth/login', { email: SUBSCRIBER.email, password: SUBSCRIBER.password });
  await page.reload();
  await page.getByRole('group', { name: 'Formats' }).getByRole('button', { name: 'Instagram Post', exact: true }).click();
  await page.getByLabel('Headline', { exact: true }).fill('Grand Opening Friday');
  await page.getByLabel('Call to Action').fill('Visit us');
  await expect(page.getByRole('img', { name: 'Preview' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Generate designs' }).click();
  const results = page.getByRole('list', { name: 'Results' });
  await expect(results.locator('img')).toHaveCount(6, { timeout: 60_000 });
  await shot(page, 'wizard-results');
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect.poll(() => results.getByRole('listitem').count(), { timeout: 30_000 }).toBeGreaterThan(6);
  const opened = context.waitForEvent('page');
  await results.getByRole('button').first().click();
  const tab = await opened;
  await tab.waitForURL(/\/designs\/[^/]+\/edit$/);
  const id = decodeURIComponent(tab.url().split('/designs/')[1].split('/')[0]);
  const saved = await call<{ thumbnail: string | null; design_file: { pages: { objects: Record<string, { type: string; text_details?: { text: string } }> }[] } }>(page.request, 'saved_design/get_one/', { id });
  const words = Object.values(saved.design_file.pages[0].objects).filter((o) => o.type === 'text').map((o) => o.text_details!.text);
  expect(words).toContain('Grand Opening Friday');
  expect(saved.thumbnail).toBeTruthy();
  await tab.close();

  // a free user: the wall
  await call(page.request, 'user/logout', {});
  await call(page.request, 'auth/register', { email: `wizard-${Date.now()}@example.com`, name: 'Wiz', password: 'wizard wizard wizard' });
  await page.reload();
  await page.getByRole('group', { name: 'Formats' }).getByRole('button', { name: 'Instagram Post', exact: true }).click();
  await expect(page.getByRole('img', { name: 'Preview' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Generate designs' }).click();
  await expect(page.getByRole('dialog', { name: 'Upgrade to the pro plan' })).toBeVisible();
});
