import { expect, test } from './fixtures.js';
import { activePage, allSaved, blankDesign, call, getOne, openEditor, section, shot, START } from './editor-helpers.js';

test('the Photos tab searches the library, marks premium photos, and puts a photo on the page by click and by drag', async ({ page }) => {
  // setup: a signed-in user with a blank design
  await page.goto(START);
  await call(page.request, 'auth/register', { email: `photos-${Date.now()}@example.com`, name: 'Photographer', password: 'correct horse battery' });
  const design = await blankDesign(page);
  await openEditor(page, design._id);

  // action: Photos tab, browse, then search
  await page.getByRole('tab', { name: 'Photos' }).click();
  const panel = page.getByRole('complementary', { name: 'Photos panel' });
  await expect(panel.getByRole('tab', { name: 'Underwater' })).toBeVisible();
  await expect(panel.getByText('PREMIUM ($1)').first()).toBeVisible();
  await expect(panel.getByText('FREE').first()).toBeVisible();
  await panel.getByRole('tab', { name: 'Cut-outs' }).click();
  await expect(panel.getByRole('button', { name: 'Add Red apple' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add Malibu beach' })).toHaveCount(0);
  await panel.getByRole('tab', { name: 'All' }).click();
  await panel.getByRole('searchbox', { name: 'Search photos' }).fill('clownfish');
  await panel.getByRole('searchbox', { name: 'Search photos' }).press('Enter');
  const fish = panel.getByRole('button', { name: 'Add Clownfish in its anemone' });
  await expect(fish).toBeVisible();
  await expect(fish.getByRole('img')).toHaveJSProperty('complete', true);

  // a click adds it, centred, 400 wide on the 800-wide page
  await fish.click();
  await expect(section(page, 1)).toHaveAttribute('data-elements', '1');
  // a drag adds another where it is dropped
  await panel.getByRole('searchbox', { name: 'Search photos' }).fill('beach');
  await panel.getByRole('searchbox', { name: 'Search photos' }).press('Enter');
  const beach = panel.getByRole('button', { name: 'Add Malibu beach' });
  const zoom = Number(await activePage(page).getAttribute('data-zoom'));
  await beach.dragTo(activePage(page), { targetPosition: { x: 700 * zoom, y: 500 * zoom } });
  await expect(section(page, 1)).toHaveAttribute('data-elements', '2');
  await allSaved(page);
  await shot(page, 'editor-photos');

  // check: both photos are library photos in the saved design, with their library ids
  const saved = await getOne(page, design._id);
  const photos = Object.values(saved.design_file.pages[0].objects);
  expect(photos.map((p) => p.image_details.src).every((s: string) => /^\/api\/photos\/[0-9a-f]{32}\.jpg$/.test(s))).toBe(true);
  expect(photos.every((p) => typeof p.image_details.id_design_resource === 'string')).toBe(true);
  const [first, second] = photos.sort((a, b) => a.position.x - b.position.x);
  expect([first.position.x, first.width]).toEqual([200, 400]);
  // dropped at (700, 500): kept inside the page
  expect(second.position.x + second.width).toBe(800);
  // and drawn on the canvas: the page centre is no longer white
  const canvas = page.getByRole('img', { name: 'Page 1 canvas' });
  await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => {
    const [r, g, b] = c.getContext('2d')!.getImageData(Math.round(c.width / 2), Math.round(c.height / 2), 1, 1).data;
    return r + g + b < 700;
  }), { timeout: 15_000 }).toBe(true);
});
