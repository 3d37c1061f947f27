import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { DESIGNER } from './accounts.js';
import { addText, allSaved, blankDesign, call, centreOf, frames, openEditor, shot, START } from './editor-helpers.js';

async function changeText(page: Page, text: string) {
  const box = await centreOf(frames(page).first());
  await page.mouse.dblclick(box.x, box.y);
  const editorBox = page.getByRole('textbox', { name: 'Edit text' });
  await expect(editorBox).toBeFocused();
  await editorBox.fill(text);
  await editorBox.press('Escape');
  await expect(editorBox).toBeHidden();
}

test('a designer makes a template from a design, edits and publishes it, and search then finds it; others are refused', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const word = `quokka${Date.now().toString(36)}`;
  // setup: the designer's own design with a heading
  await page.goto(START);
  await call(page.request, 'auth/login', { email: DESIGNER.email, password: DESIGNER.password });
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  await addText(page, 'Add a heading');
  await changeText(page, `The ${word} picnic`);
  await allSaved(page);

  // action: Make a template (a draft, in a category), which opens it in template authoring
  await page.getByRole('button', { name: 'Make a template' }).click();
  let dialog = page.getByRole('dialog', { name: 'Save Design Template' });
  await dialog.getByLabel('Name', { exact: true }).fill(`${word} Picnic Invitation`);
  await dialog.getByLabel('Find a category').fill('Invitation');
  await dialog.getByRole('checkbox', { name: 'Invitation', exact: true }).check();
  await dialog.getByLabel('Keywords', { exact: true }).fill(`${word}, picnic, summer`);
  await expect(dialog.getByRole('checkbox', { name: /Published/ })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Template saved as a draft')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${START}/admin_designs/[^/]+/edit$`));
  const templateId = page.url().split('/').at(-2)!;
  const strip = page.getByRole('region', { name: 'Template status' });
  await expect(strip).toContainText('Draft (not published)');
  // a draft is not found
  const found = async () => (await (await page.request.post('/api/design_templates/_search', { data: { query: word, from: 0, size: 5 } })).json()).data.hits.hits.map((h: { _id: string }) => h._id);
  expect(await found()).toEqual([]);

  // the designer edits the template's text and saves it published
  await expect(page.locator('[data-editor-ready="true"]')).toBeVisible();
  await page.getByRole('region', { name: 'Page 1', exact: true }).click({ position: { x: 5, y: 5 } });
  await addText(page, 'Add a subheading');
  await changeText(page, 'Bring a blanket');
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Design Template' }).click();
  dialog = page.getByRole('dialog', { name: 'Save Design Template' });
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(`${word} Picnic Invitation`);
  await expect(dialog.getByText('Invitation', { exact: true }).first()).toBeVisible();
  await dialog.getByRole('checkbox', { name: /Published/ }).check();
  await shot(page, 'authoring-save-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Template saved and published')).toBeVisible();
  await expect(strip).toContainText('Published');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await shot(page, 'authoring-published');

  // check: search finds it with the new text, and its page shows it
  await expect.poll(found, { timeout: 10_000 }).toEqual([templateId]);
  await page.goto(`${START}/search?query=${word}`);
  await expect(page.getByRole('list', { name: 'Templates' }).getByRole('link', { name: `${word} Picnic Invitation` }).first()).toBeVisible();
  const template = await call<{ design_text: string; thumbnail: string }>(page.request, 'design/get_one', { id: templateId });
  expect(template.design_text).toContain('Bring a blanket');
  expect(template.thumbnail).toMatch(/^\/api\/blobs\//);

  // unpublish from the authoring strip: search no longer finds it
  await page.goto(`${START}/admin_designs/${templateId}/edit`);
  await page.getByRole('region', { name: 'Template status' }).getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('region', { name: 'Template status' })).toContainText('Draft (not published)');
  await expect.poll(found, { timeout: 10_000 }).toEqual([]);

  // an ordinary user is refused the authoring route: 'Unauthorized', back to the dashboard
  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const them = await other.newPage();
  await them.goto(START);
  await call(them.request, 'auth/register', { email: `plain-${Date.now()}@example.com`, name: 'Plain', password: 'plain person password' });
  await them.goto(`${START}/admin_designs/${templateId}/edit`);
  await expect(them.getByText('Unauthorized')).toBeVisible();
  await expect(them).toHaveURL(new RegExp(`${START}$`));
  await other.close();
});
