import { expect, test } from './fixtures.js';
import { activePage, allSaved, blankDesign, call, getOne, openEditor, pngColours, section, shot, START } from './editor-helpers.js';

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

test('a new user uploads a png and a jpg, puts the jpg into a frame and drags the png onto the page; after a reload both are drawn, by the browser and by the server; a GIF named .png is refused by name', async ({ page }) => {
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
  // the server's answers are held back a moment (a slow connection), so the progress shows
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/folder/upload_file', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Choose images to upload').setInputFiles([
    { name: 'red.png', mimeType: 'image/png', buffer: red },
    { name: 'blue.jpg', mimeType: 'image/jpeg', buffer: blue },
  ]);
  await expect(page.getByRole('progressbar', { name: 'Uploading red.png' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Uploading blue.jpg' })).toBeVisible();
  release();

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

  // a frame from Elements (selected as it arrives), then the jpg into it from Uploads
  await page.getByRole('tab', { name: 'Elements' }).click();
  await page.getByRole('region', { name: 'Masks' }).getByRole('button', { name: /^Add / }).first().click();
  await expect(section(page, 1)).toHaveAttribute('data-elements', '1');
  await page.getByRole('tab', { name: 'Uploads' }).click();
  await grid.getByRole('button', { name: 'Add blue.jpg' }).click();
  // the png dragged onto the page's top left corner (kept inside the page)
  const zoom = Number(await activePage(page).getAttribute('data-zoom'));
  await grid.getByRole('button', { name: 'Add red.png' }).dragTo(activePage(page), { targetPosition: { x: 100 * zoom, y: 80 * zoom } });
  await expect(section(page, 1)).toHaveAttribute('data-elements', '3');
  await allSaved(page);
  await shot(page, 'editor-uploads');

  // check: after a reload both are in the document (the jpg inside the frame, covering it) and drawn
  await page.reload();
  await expect(page.locator('[data-editor-ready="true"]')).toBeVisible({ timeout: 30_000 });
  const saved = await getOne(page, design._id);
  const objects = Object.values(saved.design_file.pages[0].objects);
  const frame = objects.find((o) => o.type === 'grid')!;
  const inFrame = objects.find((o) => o.parent === frame.id)!;
  expect(inFrame.image_details.src).toMatch(/^\/api\/uploads\/[0-9a-f]{64}\.jpg$/);
  expect([inFrame.position.x, inFrame.position.y, inFrame.width, inFrame.height]).toEqual([200, 0, 400, 600]);
  const onPage = objects.find((o) => o.type === 'image' && !o.parent)!;
  expect(onPage.image_details.src).toMatch(/^\/api\/uploads\/[0-9a-f]{64}\.png$/);
  expect([onPage.position.x, onPage.position.y, onPage.width, Math.round(onPage.height)]).toEqual([0, 0, 400, 267]);
  const canvas = page.getByRole('img', { name: 'Page 1 canvas' });
  const colourAt = (x: number, y: number) => canvas.evaluate((c: HTMLCanvasElement, [x, y]) => {
    const k = c.width / 800;
    const [r, g, b] = c.getContext('2d')!.getImageData(Math.round(x * k), Math.round(y * k), 1, 1).data;
    return r > 150 && g < 90 && b < 90 ? 'red' : b > 150 && r < 90 && g < 120 ? 'blue' : `${r},${g},${b}`;
  }, [x, y]);
  await expect.poll(() => colourAt(30, 130), { timeout: 15_000 }).toBe('red');
  await expect.poll(() => colourAt(250, 300), { timeout: 15_000 }).toBe('blue');
  // the server draws the page the same way (its own renderer, from the same files)
  const render = await call<{ _id: string }[]>(page.request, 'render/initiate_bulk', { render_data: [{ type: 'png', html_data: JSON.stringify(saved.design_file), rendering_parameters: { width: 800, height: 600 } }] });
  await expect.poll(async () => (await page.request.get(`/api/render/outputs/${render[0]._id}.png`)).status(), { timeout: 30_000 }).toBe(200);
  const png = await (await page.request.get(`/api/render/outputs/${render[0]._id}.png`)).body();
  const serverColours = await pngColours(page, png, [[30, 130], [250, 300]]);
  expect(serverColours[0][0]).toBeGreaterThan(150);
  expect(serverColours[1][2]).toBeGreaterThan(150);
});

test('a visitor sees the sign-in hint in the Uploads tab', async ({ page }) => {
  await page.goto(START);
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  await page.getByRole('tab', { name: 'Uploads' }).click();
  await expect(page.getByText('Please log in to use this feature')).toBeVisible();
});

test("a visitor's image dropped on the page is kept in the browser, survives a reload, and is uploaded once they sign up and the design is theirs", async ({ page }) => {
  // setup: a visitor's design, remembered as unsaved like the dashboard does
  await page.goto(START);
  const design = await blankDesign(page);
  await page.evaluate((id) => window.localStorage.setItem('dm.unsaved_designs', JSON.stringify([id])), design._id);
  const red = await picture(page, 'image/png', '#d92626', 600, 400);
  await openEditor(page, design._id);

  // action: drop the file on the page
  const dropped = await page.evaluateHandle((b64) => {
    const dt = new DataTransfer();
    dt.items.add(new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], 'mine.png', { type: 'image/png' }));
    return dt;
  }, red.toString('base64'));
  await activePage(page).dispatchEvent('drop', { dataTransfer: dropped });
  await expect(section(page, 1)).toHaveAttribute('data-elements', '1');
  await allSaved(page);
  const local = Object.values((await getOne(page, design._id)).design_file.pages[0].objects)[0];
  expect(local.image_details.src).toMatch(/^local:[0-9a-f-]{36}$/);

  // check: drawn from this browser after a reload
  const canvas = page.getByRole('img', { name: 'Page 1 canvas' });
  const redAt = (x: number, y: number) => canvas.evaluate((c: HTMLCanvasElement, [x, y]) => {
    const k = c.width / 800;
    const [r, g, b] = c.getContext('2d')!.getImageData(Math.round(x * k), Math.round(y * k), 1, 1).data;
    return r > 150 && g < 90 && b < 90;
  }, [x, y]);
  const spot = { x: local.position.x + 10, y: local.position.y + local.height / 2 };
  await page.reload();
  await expect(page.locator('[data-editor-ready="true"]')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => redAt(spot.x, spot.y), { timeout: 15_000 }).toBe(true);

  // action: sign up; the dashboard claims the design; the editor uploads the image
  await call(page.request, 'auth/register', { email: `visitor-${Date.now()}@example.com`, name: 'Former Visitor', password: 'correct horse battery' });
  await page.goto(START);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('dm.unsaved_designs')), { timeout: 15_000 }).toBeNull();
  await openEditor(page, design._id);
  await expect.poll(async () => Object.values((await getOne(page, design._id)).design_file.pages[0].objects)[0].image_details.src, { timeout: 20_000 })
    .toMatch(/^\/api\/uploads\/[0-9a-f]{64}\.png$/);
  await expect.poll(() => redAt(spot.x, spot.y), { timeout: 15_000 }).toBe(true);
  // it is in their uploads too
  await page.getByRole('tab', { name: 'Uploads' }).click();
  await expect(page.getByRole('list', { name: 'Your uploads' }).getByRole('button', { name: 'Add mine.png' })).toBeVisible();
});
