import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expect, test } from './fixtures.js';
import { blankDesign, call, openEditor, section, shot, START } from './editor-helpers.js';

const MOCKUPS = '/mockupmaker/start';

test('a visitor browses, searches and tries an image on a category; signed in, they crop, recolour, save, buy at the test checkout and download mockup.png', async ({ page }) => {
  test.setTimeout(180_000);
  const red = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#e01010' } }).png().toBuffer();
  // browse and search as a visitor
  await page.goto(MOCKUPS);
  await expect(page.getByRole('button', { name: /All Mockups/ })).toBeVisible();
  // the first page (30), or already the rest when the first did not fill the view (its images and
  // styles still on their way, on a slow moment)
  await expect.poll(() => page.locator('[data-mockup-id]').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(30);
  // scrolling to the end brings the rest, each once
  await page.locator('[data-mockup-id]').last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect(page.locator('[data-mockup-id]')).toHaveCount(37, { timeout: 20_000 });
  const ids = await page.locator('[data-mockup-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-mockup-id')));
  expect(new Set(ids).size).toBe(37);
  await expect(page.getByRole('searchbox', { name: 'Search mockups' })).toHaveCount(2); // the navbar's too, after 212 px
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: /^Mugs/ }).click();
  await expect(page.getByText('Try out your image on all Mugs')).toBeVisible();
  await expect(page.locator('[data-mockup-id]')).toHaveCount(5);
  await page.getByRole('searchbox', { name: 'Search mockups' }).first().fill('coffee');
  const suggestion = page.getByRole('listbox', { name: 'Mockup suggestions' }).getByRole('option').first();
  await expect(suggestion).toContainText('Mugs');
  await page.keyboard.press('Escape');
  // try an image on the category: it opens the first mug with the image placed
  await page.getByLabel('Image file').setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: red });
  await expect(page).toHaveURL(/\/mockups\/mug-on-an-oak-table$/);
  const preview = page.getByLabel('Mockup preview');
  await expect(preview).toHaveAttribute('data-generated', /\d+/, { timeout: 20_000 });
  await expect(page.getByText('Please Login to enable this feature.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download' })).toBeDisabled();

  // sign up, then place the image, crop it, recolour the mug and save
  await call(page.request, 'auth/register', { email: `mockups-${Date.now()}@example.com`, name: 'Mo', password: 'mockup mockup mockup' });
  await page.goto(`${MOCKUPS}/mockups/mug-on-an-oak-table`);
  await page.getByLabel('Wrap-around print image file').setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: red });
  await expect(page.getByRole('button', { name: 'Adjust Image' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Adjust Image' }).click();
  const crop = page.getByRole('dialog', { name: 'Crop selected image' });
  await crop.getByRole('button', { name: 'Rotate' }).click();
  await crop.getByLabel('Zoom').fill('20');
  await crop.getByRole('button', { name: 'Crop', exact: true }).click();
  await page.getByLabel('Choose color for Mug colour').fill('#2a6fd8');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully!')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/saved_mockups\//);
  await expect(page.getByRole('heading', { name: 'Your saved mockups' })).toBeVisible();
  await expect(preview).toHaveAttribute('data-generated', /\d+/, { timeout: 20_000 });
  await shot(page, 'mockup-editor');

  // buy at the test checkout and download the render
  await page.getByRole('button', { name: 'Download' }).click();
  const buy = page.getByRole('dialog', { name: 'Purchase and download mockup' });
  await buy.getByRole('button', { name: /Pay \$2 and download/ }).click();
  const frame = page.frameLocator('iframe[title="Checkout"]');
  await frame.getByRole('button', { name: /^Pay \$2\.00/ }).click();
  await expect(buy.getByText('order placed')).toBeVisible({ timeout: 20_000 });
  const link = buy.getByRole('link', { name: 'Download Now' });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const event = page.waitForEvent('download');
  await link.click();
  const d = await event;
  expect(d.suggestedFilename()).toBe('mockup.png');
  const png = readFileSync((await d.path())!);
  const meta = await sharp(png).metadata();
  expect([meta.width, meta.height]).toEqual([2000, 1500]);
  // the print's middle shows the red image on the product (a mug's front, under its light)
  const px = await sharp(png).extract({ left: 935, top: 680, width: 10, height: 10 }).raw().toBuffer();
  expect(px[0]).toBeGreaterThan(120);
  expect(px[1]).toBeLessThan(70);

  // the order is listed
  await page.goto(`${START}/orders`);
  await expect(page.getByRole('list', { name: 'Mockup orders' }).getByText('Mug on an oak table')).toBeVisible({ timeout: 15_000 });
});

test('the editor\'s Mockups tab: explore by search and category, place an image and apply the mockup to the design', async ({ page }) => {
  test.setTimeout(120_000);
  const blue = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#1040e0' } }).png().toBuffer();
  await page.goto(START);
  await call(page.request, 'auth/register', { email: `mockup-tab-${Date.now()}@example.com`, name: 'Tab', password: 'mockup mockup mockup' });
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  await page.getByRole('tab', { name: 'Mockups' }).click();
  const panel = page.getByRole('complementary', { name: 'Mockups panel' });
  // pages of 20 as the grid scrolls, each mockup once
  await expect.poll(() => panel.locator('[data-mockup-id]').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(20);
  const ids = await panel.locator('[data-mockup-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-mockup-id')));
  expect(new Set(ids).size).toBe(ids.length);
  await panel.getByLabel('Mockup category').selectOption({ label: 'Framed Posters (5)' });
  await expect(panel.locator('[data-mockup-id]')).toHaveCount(5);
  await panel.getByLabel('Search mockups').fill('poster');
  await panel.getByRole('button', { name: 'Black frame on a cream wall' }).click();
  await panel.getByRole('button', { name: 'Upload Image' }).click();
  const choose = page.getByRole('dialog', { name: 'choose or upload image' });
  await expect(choose.getByRole('button', { name: 'Upload new' })).toBeVisible();
  await expect(choose.getByRole('heading', { name: 'Your designs' })).toBeVisible();
  await page.keyboard.press('Escape');
  await panel.getByLabel('Poster image file').setInputFiles({ name: 'blue.png', mimeType: 'image/png', buffer: blue });
  await expect(panel.getByRole('button', { name: 'Adjust Image' })).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByRole('button', { name: 'Apply to design' })).toBeEnabled();
  await panel.getByRole('button', { name: 'Apply to design' }).click();
  await expect(page.getByText('Black frame on a cream wall added to the design')).toBeVisible({ timeout: 15_000 });
  await shot(page, 'mockup-editor-tab');
  await expect(section(page, 1)).toHaveAttribute('data-elements', '1');
});
