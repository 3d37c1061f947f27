import { expect, test } from './fixtures.js';
import { allSaved, blankDesign, call, getOne, openEditor, section, shot, START } from './editor-helpers.js';

/** A picture made in the browser, as the file a person would pick. */
async function picture(page: import('@playwright/test').Page, type: 'image/png' | 'image/jpeg', colour: string, w: number, h: number): Promise<Buffer> {
  const url = await page.evaluate(({ type, colour, w, h }) => {
    const c = document.createElement('canvas');
    c.width = w;
    c.height = h;
    const ctx = c.getContext('2d')!;
    ctx.fillStyle = colour;
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(w / 4, h / 4, w / 2, h / 2);
    return c.toDataURL(type, 0.9);
  }, { type, colour, w, h });
  return Buffer.from(url.split(',')[1], 'base64');
}

test('a new user uploads a png and a jpg with progress, puts one on the page, and after a reload it is still there; a GIF named .png is refused by name', async ({ page }) => {
  // setup: a new account and a blank design
  await page.goto(START);
  await call(page.request, 'auth/register', { email: `uploads-${Date.now()}@example.com`, name: 'Uploader', password: 'correct horse battery' });
  const design = await blankDesign(page);
  const red = await picture(page, 'image/png', '#d92626', 900, 600);
  const blue = await picture(page, 'image/jpeg', '#2650d9', 600, 900);
  await openEditor(page, design._id);

  // action: Uploads tab, pick two files
  await page.getByRole('tab', { name: 'Uploads' }).click();
  await expect(page.getByRole('button', { name: 'Upload image' })).toBeVisible();
  await page.getByLabel('Choose images to upload').setInputFiles([
    { name: 'red.png', mimeType: 'image/png', buffer: red },
    { name: 'blue.jpg', mimeType: 'image/jpeg', buffer: blue },
  ]);

  // check: both thumbnails show
  const grid = page.getByRole('list', { name: 'Your uploads' });
  await expect(grid.getByRole('button', { name: 'Add red.png' })).toBeVisible();
  await expect(grid.getByRole('button', { name: 'Add blue.jpg' })).toBeVisible();
  await expect(grid.getByRole('img', { name: 'red.png' })).toHaveJSProperty('complete', true);
  expect(await grid.getByRole('img', { name: 'red.png' }).evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(400);

  // a GIF named .png is refused with its name, and nothing is added
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
  await page.getByLabel('Choose images to upload').setInputFiles([{ name: 'cat.png', mimeType: 'image/png', buffer: gif }]);
  await expect(page.getByRole('alert').filter({ hasText: "'cat.png' is not a png or jpeg image." })).toBeVisible();
  await expect(grid.getByRole('listitem')).toHaveCount(2);

  // put the png on the page
  await grid.getByRole('button', { name: 'Add red.png' }).click();
  await expect(section(page, 1)).toHaveAttribute('data-elements', '1');
  await allSaved(page);
  await shot(page, 'editor-uploads');

  // check: after a reload the photo is in the document and drawn on the canvas
  await page.reload();
  await expect(page.locator('[data-editor-ready="true"]')).toBeVisible({ timeout: 30_000 });
  const saved = await getOne(page, design._id);
  const photo = Object.values(saved.design_file.pages[0].objects)[0];
  expect(photo.type).toBe('image');
  expect(photo.image_details.src).toMatch(/^\/api\/uploads\/[0-9a-f]{64}\.png$/);
  expect([photo.width, Math.round(photo.height)]).toEqual([400, 267]);
  const canvas = page.getByRole('img', { name: 'Page 1 canvas' });
  const centre = () => canvas.evaluate((c: HTMLCanvasElement) => {
    const ctx = c.getContext('2d')!;
    // a point inside the photo's red border: left of its white middle
    const [r, g, b] = ctx.getImageData(Math.round(c.width * 0.5 - c.width * 0.2), Math.round(c.height * 0.5), 1, 1).data;
    return r > 150 && g < 90 && b < 90;
  });
  await expect.poll(centre, { timeout: 15_000 }).toBe(true);
});

test('a visitor sees the sign-in hint in the Uploads tab', async ({ page }) => {
  await page.goto(START);
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  await page.getByRole('tab', { name: 'Uploads' }).click();
  await expect(page.getByText('Please log in to use this feature')).toBeVisible();
});
