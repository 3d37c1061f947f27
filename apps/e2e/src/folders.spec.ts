import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { expect, test } from './fixtures.js';
import { blankDesign, call, openEditor, section, shot, START } from './editor-helpers.js';

const DOT = { name: 'dot.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64') };

test('folders: create a design folder and a photo folder, rename, move a design in from All your designs, download all, share, upload into the photo folder, delete with confirmation', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  // setup: a user with one design
  await page.goto(START);
  await call(page.request, 'auth/register', { email: `folders-${Date.now()}@example.com`, name: 'Folders', password: 'folders have long passwords' });
  const design = await blankDesign(page);
  await page.goto(`${START}/folders`);
  await expect(page.getByRole('heading', { name: 'Folders', level: 1 })).toBeVisible();
  const designFolders = page.getByRole('list', { name: 'Design Folders' });
  const photoFolders = page.getByRole('list', { name: 'Photo Folders' });
  await expect(designFolders.getByRole('link', { name: /My Designs/ })).toBeVisible();
  await expect(photoFolders.getByRole('link', { name: /Photos/ })).toBeVisible();

  // action: a design folder (Create is off while the name is empty; Enter creates)
  await page.getByRole('button', { name: 'Create new design folder' }).click();
  const create = page.getByRole('dialog', { name: 'Create design folder' });
  await expect(create.getByRole('button', { name: 'Create' })).toBeDisabled();
  await create.getByLabel('Folder name').fill('A folder with a very long name indeed');
  await create.getByLabel('Folder name').press('Enter');
  await expect(designFolders.getByRole('link', { name: /A folder with a very l\.\.\./ })).toBeVisible();
  // rename it
  await designFolders.getByRole('button', { name: 'Actions for A folder with a very long name indeed' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename folder' });
  await rename.getByLabel('Folder name').fill('Clients');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(designFolders.getByRole('link', { name: /Clients/ })).toBeVisible();
  // a photo folder
  await page.getByRole('button', { name: 'Create new photo folder' }).click();
  await page.getByRole('dialog', { name: 'Create photo folder' }).getByLabel('Folder name').fill('Trips');
  await page.getByRole('dialog', { name: 'Create photo folder' }).getByRole('button', { name: 'Create' }).click();
  await expect(photoFolders.getByRole('link', { name: /Trips/ })).toBeVisible();
  await shot(page, 'folders-home');

  // move the design into Clients from All your designs
  await page.goto(`${START}/all-designs`);
  await page.getByRole('button', { name: 'Actions for Untitled design' }).click();
  await page.getByRole('menuitem', { name: 'Move to Folder' }).click();
  const move = page.getByRole('dialog', { name: 'Move to Folder' });
  await expect(move.getByRole('button', { name: 'My Designs' })).toHaveCount(0);
  await move.getByRole('button', { name: 'Clients' }).click();
  await expect(page.getByText('Moved design to folder')).toBeVisible();
  await page.goto(`${START}/folders`);
  await designFolders.getByRole('link', { name: /Clients/ }).click();
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Clients contents' }).getByRole('link', { name: 'Untitled design' })).toHaveAttribute('href', `${START}/designs/${design._id}/edit`);
  // download all: a zip named after the folder with the server-drawn pages
  const saved = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Download all' }).click();
  const zip = await saved;
  expect(zip.suggestedFilename()).toBe('Clients.zip');
  const entries = unzipSync(new Uint8Array(readFileSync((await zip.path())!)));
  expect(Object.keys(entries)).toEqual(['Untitled design_1_1.png']);
  expect([...entries['Untitled design_1_1.png'].subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  const ready = page.getByRole('dialog', { name: 'Your download is ready!' });
  await expect(ready).toBeVisible();
  await ready.getByRole('button', { name: 'Done' }).click();

  // share Clients (Can View) with someone who has no account yet; they sign up and find it
  const guest = `guest-${Date.now()}@example.com`;
  await page.getByRole('link', { name: 'Back' }).click();
  await designFolders.getByRole('button', { name: 'Actions for Clients' }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  const shareFolder = page.getByRole('dialog', { name: 'Share Clients' });
  await shareFolder.getByLabel('E-mails to invite').fill(guest);
  await shareFolder.getByRole('button', { name: 'Send Invites' }).click();
  await expect(page.getByText('Shared folder successfully!')).toBeVisible();
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto(START);
  await call(otherPage.request, 'auth/register', { email: guest, name: 'Guest', password: 'guests have long passwords' });
  await otherPage.goto(`${START}/folders`);
  const theirs = otherPage.getByRole('list', { name: 'Design Folders' }).getByRole('link', { name: /Clients.*shared, can view/ });
  await expect(theirs).toBeVisible();
  await expect(otherPage.getByRole('button', { name: 'Actions for Clients' })).toHaveCount(0);
  await theirs.click();
  await expect(otherPage.getByRole('list', { name: 'Clients contents' }).getByRole('link', { name: 'Untitled design' })).toHaveAttribute('href', `${START}/designs/${design._id}/view`);
  await other.close();
  await page.goto(`${START}/folders`);

  // upload into Trips
  await photoFolders.getByRole('link', { name: /Trips/ }).click();
  await page.getByLabel('Choose images to upload').setInputFiles(DOT);
  await expect(page.getByRole('list', { name: 'Trips contents' }).getByRole('img', { name: 'dot.png' })).toBeVisible();
  await shot(page, 'folders-photo-folder');
  // the editor's Folders tab lists the photo folders; Trips' photo goes onto the page
  await openEditor(page, design._id);
  await page.getByRole('tab', { name: 'Folders' }).click();
  const panel = page.getByRole('complementary', { name: 'Folders panel' });
  await panel.getByRole('searchbox', { name: 'Search folders' }).fill('tr');
  await panel.getByRole('button', { name: 'Trips' }).click();
  await panel.getByRole('list', { name: 'Trips' }).getByRole('button', { name: 'Add dot.png' }).click();
  await expect(section(page, 1)).toHaveAttribute('data-elements', '1');
  await page.goto(`${START}/folders`);

  // delete Clients: asked first; the design stays in My Designs
  await designFolders.getByRole('button', { name: 'Actions for Clients' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this folder?' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(designFolders.getByRole('link', { name: /Clients/ })).toHaveCount(0);
  await expect(designFolders.getByRole('link', { name: /My Designs.*1 design/ })).toBeVisible();
});
