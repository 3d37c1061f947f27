import { expect, test } from './fixtures.js';

test('a template share link copies the template and opens the copy in the editor', async ({ page, request }) => {
  // setup
  const docs = (await (await request.post('/api/design/get/', { data: { page_no: 0, size: 1, active: true } })).json()).data.docs;
  const template = docs[0];
  // action
  await page.goto(`/designmaker/start/share/design_template/${template._id}`);
  // check
  await expect(page).toHaveURL(/\/designmaker\/start\/designs\/[0-9a-f-]{36}\/edit$/);
  const designId = page.url().split('/designs/')[1].split('/')[0];
  const copy = (await (await page.request.post('/api/saved_design/get_one', { data: { id: designId } })).json()).data;
  expect(copy.name).toBe(template.name);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/share\//);
});

test('a broken template link says so, and an unknown kind of link is Not Found', async ({ page }) => {
  await page.goto('/designmaker/start/share/design_template/no-such-template');
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong :/' })).toBeVisible();
  await page.goto('/designmaker/start/share/spaceship/1');
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
});
