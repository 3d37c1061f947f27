import sharp from 'sharp';
import { expect, test } from './fixtures.js';
import { addText, allSaved, blankDesign, call, getOne, openEditor, section, shot, START } from './editor-helpers.js';

/** A photo of one colour, uploaded to the user's Photos folder; its link. */
async function uploadPhoto(page: import('@playwright/test').Page, name: string, rgb: [number, number, number]): Promise<string> {
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } }).png().toBuffer();
  const res = await page.request.post('/api/folder/upload_file', { multipart: { file: { name, mimeType: 'image/png', buffer: png } } });
  const body = await res.json();
  expect(body.response_code, JSON.stringify(body)).toBe(1);
  return body.data.resources[0].path as string;
}

test('bulk edit: label a heading and a photo, paste 12 rows (two blank), generate 10 designs, save them to a folder, open one', async ({ page, context }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(START);
  await call(page.request, 'auth/register', { email: `bulk-${Date.now()}@example.com`, name: 'Bulk', password: 'bulk edit bulk edit' });
  const red = await uploadPhoto(page, 'red.png', [220, 30, 30]);
  const blue = await uploadPhoto(page, 'blue.png', [30, 60, 220]);
  const design = await blankDesign(page);
  await openEditor(page, design._id);

  // a heading, labelled 'Name' from its toolbar (a space inside the name stays a space)
  await addText(page, 'Add a heading');
  await expect(section(page, 1)).toHaveAttribute('data-elements', '1');
  await page.getByRole('button', { name: 'Bulk Label', exact: true }).click();
  const field = page.getByLabel('Label for this text');
  await field.pressSequentially('Full name');
  await expect(field).toHaveValue('Full name');
  await field.press('Enter');
  // the Bulk Edit tab opens with the label; the field is locked now and the button reads Manage Labels
  const panel = page.getByRole('complementary', { name: 'Bulk Edit panel' });
  await expect(panel.getByRole('list', { name: 'Labels' }).getByText('Full name')).toBeVisible();
  await page.getByRole('button', { name: 'Bulk Label', exact: true }).click();
  await expect(page.getByLabel('Label for this text')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Manage Labels' })).toBeVisible();
  await page.keyboard.press('Escape');

  // a photo from the Photos tab, labelled 'Photo'; a second label named like the first is refused
  await page.getByRole('tab', { name: 'Photos' }).click();
  const photos = page.getByRole('complementary', { name: 'Photos panel' });
  await photos.getByRole('tab', { name: 'Cut-outs' }).click();
  await photos.getByRole('button', { name: 'Add Red apple' }).click();
  await expect(section(page, 1)).toHaveAttribute('data-elements', '2');
  await page.getByRole('button', { name: 'Bulk Label', exact: true }).click();
  const imageField = page.getByLabel('Label for this image');
  await imageField.fill('full name');
  await imageField.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Labels must have unique names' })).toBeVisible();
  await imageField.fill('Photo');
  await page.getByRole('button', { name: 'Create Label' }).click();
  await expect(panel.getByRole('list', { name: 'Labels' }).getByRole('listitem')).toHaveCount(2);
  await allSaved(page);
  const labelled = await getOne(page, design._id);
  const labels = (labelled.design_file as unknown as { bulk_edit_data: { labels: { id: string; text: string; type: string }[] } }).bulk_edit_data.labels;
  expect(labels.map((l) => [l.text, l.type])).toEqual([['Full name', 'text'], ['Photo', 'image']]);

  // the data: 12 rows pasted from a spreadsheet, two of them blank
  await expect(panel.getByRole('button', { name: 'GENERATE' })).toBeEnabled();
  await panel.getByRole('button', { name: 'FILL IN DATA' }).click();
  const sheet = page.getByRole('dialog', { name: 'Add data' });
  const grid = sheet.getByRole('grid', { name: 'Bulk data' });
  await expect(grid).toHaveAttribute('aria-rowcount', '21'); // the header and 20 rows to start
  const people = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', '', 'Katherine Johnson', 'Linus Torvalds', 'Margaret Hamilton', '', 'Donald Knuth', 'Barbara Liskov', 'Edsger Dijkstra', 'Frances Allen'];
  const tsv = people.map((p, i) => (p ? `${p}\t${i % 2 ? blue : red}` : '\t')).join('\n');
  await grid.getByRole('gridcell').nth(1).click(); // row 1, the first label's column
  await page.evaluate((text) => navigator.clipboard.writeText(text), tsv);
  await page.keyboard.press('Control+V');
  await expect(grid.getByRole('gridcell', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(sheet.getByText('10 rows filled')).toBeVisible();
  // an image cell from a folder: image view, folder view, Back steps back, then a pick
  await grid.getByRole('row').nth(1).getByRole('button', { name: 'Choose' }).click();
  await sheet.getByRole('button', { name: 'Photos' }).click();
  await expect(sheet.getByRole('list', { name: 'Photos' }).getByRole('button')).toHaveCount(2);
  await sheet.getByRole('button', { name: 'Back' }).click();
  await expect(sheet.getByRole('button', { name: 'Upload an image' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Photos' }).click();
  await sheet.getByRole('button', { name: 'Use blue.png' }).click();
  await expect(grid).toBeVisible();
  await shot(page, 'bulk-data');

  // generate: 10 previews (the blank rows skipped), then a new folder and Save
  await sheet.getByRole('button', { name: 'GENERATE' }).click();
  const gen = page.getByRole('dialog', { name: 'Generate designs' });
  await expect(gen.getByText('10 designs ready')).toBeVisible({ timeout: 30_000 });
  await expect(gen.getByRole('list', { name: 'Generated designs' }).getByRole('img')).toHaveCount(10);
  const save = gen.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await gen.getByRole('button', { name: 'New folder' }).click();
  await gen.getByLabel('New folder name').fill('Speakers');
  await gen.getByRole('button', { name: 'Create' }).click();
  await expect(gen.getByLabel('Save to')).toHaveValue(/.+/);
  await shot(page, 'bulk-generate');
  await save.click();
  await expect(page.getByText('Saved to folder!')).toBeVisible();

  // the folder holds 10 designs; the one of 'Grace Hopper' has her name and the blue photo
  const folders = await call<{ folder: { _id: string; name: string; resources: { _id: string; name: string }[] } }[]>(page.request, 'folder/get', {});
  const speakers = folders.find((f) => f.folder.name === 'Speakers')!;
  expect(speakers.folder.resources).toHaveLength(10);
  const all = await Promise.all(speakers.folder.resources.map((r) => getOne(page, r._id)));
  const grace = all.find((d) => Object.values(d.design_file.pages[0].objects).some((o) => o.text_details?.text === 'Grace Hopper'))!;
  expect(grace).toBeTruthy();
  const photo = Object.values(grace.design_file.pages[0].objects).find((o) => o.type === 'image');
  expect(photo.image_details.src).toBe(blue);
  const ada = all.find((d) => Object.values(d.design_file.pages[0].objects).some((o) => o.text_details?.text === 'Ada Lovelace'))!;
  expect(Object.values(ada.design_file.pages[0].objects).find((o) => o.type === 'image').image_details.src).toBe(blue); // chosen from the folder
  expect(grace.thumbnail).toMatch(/^\/api\/blobs\//);

  // open it: the editor loads its photo and shows its text
  const photoLoaded = page.waitForResponse((r) => r.url().includes(blue.split('/').pop()!) && r.ok());
  await openEditor(page, grace._id);
  await photoLoaded;
  const heading = Object.values(grace.design_file.pages[0].objects).find((o) => o.type === 'text');
  const box = (await section(page, 1).locator('canvas').first().boundingBox())!;
  const scale = box.width / grace.design_file.width;
  // the photo sits over the heading's middle: its first letter is clear of it
  await page.mouse.dblclick(box.x + (heading.position.x + heading.width * 0.08) * scale, box.y + (heading.position.y + heading.height / 2) * scale);
  await expect(page.getByRole('textbox', { name: 'Edit text' })).toHaveValue('Grace Hopper');
  await page.keyboard.press('Escape');
  await shot(page, 'bulk-opened');
});
