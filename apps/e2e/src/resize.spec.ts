import { expect, test } from './fixtures.js';
import { SUBSCRIBER } from './accounts.js';
import { allSaved, blankDesign, call, openEditor, shot, START } from './editor-helpers.js';

interface Saved { _id: string; name: string; design_file: { width: number; height: number; pages: { objects: Record<string, { position: { x: number; y: number }; width: number; height: number; parent: string | null }> }[] } }

test('magic resize: a subscriber resizes a template to Instagram Story and A4 (new tabs with the adapted designs); a custom size needs two non-zero numbers; a free user meets the wall', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto(START);
  await call(page.request, 'auth/login', { email: SUBSCRIBER.email, password: SUBSCRIBER.password });
  const listing = await call<{ docs: { _id: string; name: string }[] }>(page.request, 'design/get/', { active: true, page_no: 0, size: 1 });
  const copy = await call<{ _id: string }>(page.request, 'design/copy_into_saved_design', { id: listing.docs[0]._id });
  await openEditor(page, copy._id);
  await allSaved(page);
  const original = await call<Saved>(page.request, 'saved_design/get_one/', { id: copy._id });

  await page.getByRole('button', { name: 'Resize', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Magic Resize' });
  const sizes = dialog.getByRole('list', { name: 'Sizes' });
  await expect(sizes.getByRole('button')).toHaveCount(11, { timeout: 60_000 });
  await shot(page, 'magic-resize');
  // a custom size needs two non-zero numbers: nothing happens otherwise
  await dialog.getByLabel('Width (px)').fill('0');
  await dialog.getByLabel('Height (px)').fill('500');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeVisible();
  expect(context.pages()).toHaveLength(1);

  for (const [label, w, h] of [['Instagram Story 1080 x 1920', 1080, 1920], ['A4 794 x 1123', 794, 1123]] as const) {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Resize', exact: true }).click();
    const opened = context.waitForEvent('page');
    await dialog.getByRole('button', { name: label }).click();
    const tab = await opened;
    await tab.waitForURL(/\/designs\/[^/]+\/edit$/);
    const id = decodeURIComponent(tab.url().split('/designs/')[1].split('/')[0]);
    await expect(tab.locator('[data-editor-ready="true"]')).toBeVisible({ timeout: 30_000 });
    const resized = await call<Saved>(page.request, 'saved_design/get_one/', { id });
    expect([resized.design_file.width, resized.design_file.height]).toEqual([w, h]);
    expect(resized.name).toBe(`${original.name} (${label.split(' ').slice(0, -3).join(' ')})`);
    // every element kept, all on the page
    const objects = Object.values(resized.design_file.pages[0].objects);
    expect(objects).toHaveLength(Object.keys(original.design_file.pages[0].objects).length);
    for (const o of objects.filter((x) => !x.parent)) {
      expect(o.position.x).toBeGreaterThanOrEqual(-1);
      expect(o.position.y).toBeGreaterThanOrEqual(-1);
      expect(o.position.x + o.width).toBeLessThanOrEqual(w + 1);
      expect(o.position.y + o.height).toBeLessThanOrEqual(h + 1);
    }
    await tab.close();
  }

  // a free user: the wall
  await call(page.request, 'user/logout', {});
  await call(page.request, 'auth/register', { email: `free-${Date.now()}@example.com`, name: 'Free', password: 'free free free free' });
  const mine = await blankDesign(page);
  await openEditor(page, mine._id);
  await page.getByRole('button', { name: 'Resize', exact: true }).click();
  await dialog.getByRole('button', { name: /^Instagram Post/ }).click();
  await expect(page.getByRole('dialog', { name: 'Upgrade to the pro plan' })).toBeVisible();
});

interface PageDoc { background_color: string; objects: Record<string, { type: string; text_details?: { font: string; fontColor: string } }> }
const look = (p: PageDoc) => ({
  fonts: Object.values(p.objects).filter((o) => o.type === 'text').map((o) => o.text_details!.font).sort(),
  colours: [p.background_color, ...Object.values(p.objects).filter((o) => o.type === 'text').map((o) => o.text_details!.fontColor)].sort(),
});

test('auto suggest: 29 variants; Font lock keeps the fonts, Colors lock the colours; a choice is one undo step', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(START);
  await call(page.request, 'auth/login', { email: SUBSCRIBER.email, password: SUBSCRIBER.password });
  const listing = await call<{ docs: { _id: string }[] }>(page.request, 'design/get/', { active: true, page_no: 0, size: 1 });
  const copy = await call<{ _id: string }>(page.request, 'design/copy_into_saved_design', { id: listing.docs[0]._id });
  await openEditor(page, copy._id);
  await allSaved(page);
  const read = async () => (await call<{ design_file: { pages: PageDoc[] } }>(page.request, 'saved_design/get_one/', { id: copy._id })).design_file.pages[0];
  const before = look(await read());

  await page.getByRole('button', { name: 'Suggest', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Suggest designs' });
  const tiles = dialog.getByRole('list', { name: 'Suggestions' }).getByRole('button');
  await expect(tiles).toHaveCount(29, { timeout: 60_000 });
  await shot(page, 'auto-suggest');
  // Font lock: only colours change
  await dialog.getByRole('button', { name: 'Font lock' }).click();
  await dialog.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(tiles).toHaveCount(29, { timeout: 60_000 });
  await tiles.nth(2).click();
  await expect(dialog).toBeHidden();
  await allSaved(page);
  const fontLocked = look(await read());
  expect(fontLocked.fonts).toEqual(before.fonts);
  expect(fontLocked.colours).not.toEqual(before.colours);
  // one undo step brings it back
  await page.getByRole('button', { name: 'Undo' }).click();
  await allSaved(page);
  expect(look(await read())).toEqual(before);
  // Colors lock: only fonts change (the 20 font pairings)
  await page.getByRole('button', { name: 'Suggest', exact: true }).click();
  await dialog.getByRole('button', { name: 'Font lock' }).click();
  await dialog.getByRole('button', { name: 'Colors lock' }).click();
  await dialog.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(tiles).toHaveCount(20, { timeout: 60_000 });
  await tiles.nth(5).click();
  await allSaved(page);
  const coloursLocked = look(await read());
  expect(coloursLocked.colours).toEqual(before.colours);
  expect(coloursLocked.fonts).not.toEqual(before.fonts);
});
