import { expect, snapshot, test } from './fixtures.js';

test('the dashboard greets with the heading and the search prompt', async ({ page }) => {
  await page.goto('/designmaker/start');
  await expect(page.getByRole('heading', { name: 'WHAT WOULD YOU LIKE TO DESIGN?' })).toBeVisible();
  const search = page.getByRole('searchbox');
  await expect(search).toHaveAttribute('placeholder', 'Try "Business Card"');
  await snapshot(page, 'dashboard');
});

test('searching from the dashboard opens the template search page', async ({ page }) => {
  await page.goto('/designmaker/start');
  await page.getByRole('searchbox').fill('poster');
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/designmaker\/start\/search\?query=poster/);
  await expect(page.getByRole('heading', { name: 'poster' })).toBeVisible();
});

test('an unknown path shows Not Found', async ({ page }) => {
  await page.goto('/this/path/does/not/exist');
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  await snapshot(page, 'not-found');
});

test('narrow screens get the tablet screen in place of the dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 900 });
  await page.goto('/designmaker/start');
  await expect(page.locator('[data-screen="tablet"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'WHAT WOULD YOU LIKE TO DESIGN?' })).toBeVisible();
  await snapshot(page, 'tablet');
});

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  });

  test('shows the not-supported notice', async ({ page }) => {
    await page.goto('/designmaker/start');
    await expect(
      page.getByText('Designmaker is not supported on mobile devices. Please switch to desktop or tablet for the best experience.'),
    ).toBeVisible();
    await snapshot(page, 'phone');
  });
});

test('the API answers health through the same server', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.ok()).toBe(true);
  expect(await res.json()).toMatchObject({ response_code: 1, data: { database: { status: 'ok', kind: 'pglite' } } });
});
