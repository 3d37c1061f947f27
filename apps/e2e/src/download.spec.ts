import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { addText, allSaved, blankDesign, openEditor, section, shot, START } from './editor-helpers.js';

/** Clicks Download in the dialog and returns the saved file's name and bytes. */
async function downloaded(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const event = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('dialog', { name: 'Download' }).getByRole('button', { name: 'Download', exact: true }).click();
  const d = await event;
  return { name: d.suggestedFilename(), bytes: readFileSync((await d.path())!) };
}

test('a visitor asks to download, signs up and continues to the dialog; pages download as PNG, a zip of JPGs and a PDF with selectable text', async ({ page }) => {
  test.setTimeout(180_000);
  // setup: a visitor's two-page design with a heading on page 1
  await page.goto(START);
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  await addText(page, 'Add a heading');
  await expect(section(page, 1)).toHaveAttribute('data-elements', '1');
  await page.getByRole('button', { name: 'Add page', exact: true }).click();
  await expect(section(page, 2)).toBeVisible();
  await allSaved(page);

  // action: Download asks the visitor to sign in; after signing up the dialog opens
  await page.getByRole('button', { name: 'Download' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  await signIn.getByRole('button', { name: 'Sign up' }).click();
  const register = page.getByRole('dialog', { name: 'Create your account' });
  await register.getByLabel('Name').fill('Downloader');
  await register.getByLabel('Email').fill(`download-${Date.now()}@example.com`);
  await register.getByLabel('Password').fill('correct horse battery');
  await register.getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('radio', { name: /PNG/ })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'All pages (2)' })).toBeChecked();
  await shot(page, 'editor-download-dialog');

  // the current page (the new page 2) as PNG: one file named after the design
  await dialog.getByRole('radio', { name: 'Current page (2)' }).check();
  const png = await downloaded(page);
  expect(png.name).toBe('Untitled design.png');
  expect([...png.bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  await expect(dialog).toBeHidden();

  // all pages as JPG: a zip of {design name}_{index}_{page}.jpg
  await page.getByRole('button', { name: 'Download' }).click();
  await dialog.getByRole('radio', { name: /JPG/ }).check();
  await dialog.getByRole('radio', { name: 'All pages (2)' }).check();
  const zip = await downloaded(page);
  expect(zip.name).toBe('Untitled design.zip');
  const files = unzipSync(new Uint8Array(zip.bytes));
  expect(Object.keys(files)).toEqual(['Untitled design_1_1.jpg', 'Untitled design_2_2.jpg']);
  for (const f of Object.values(files)) expect([...f.subarray(0, 2)]).toEqual([0xff, 0xd8]);

  // all pages as PDF: two pages, the heading's text extractable
  await page.getByRole('button', { name: 'Download' }).click();
  await dialog.getByRole('radio', { name: /PDF/ }).check();
  const pdf = await downloaded(page);
  expect(pdf.name).toBe('Untitled design.pdf');
  const text = execFileSync('pdftotext', ['-', '-'], { input: pdf.bytes }).toString('utf8');
  expect(text).toMatch(/heading/i);
  expect((text.match(/\f/g) ?? []).length).toBe(2);
});
