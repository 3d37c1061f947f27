import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { addText, allSaved, blankDesign, call, openEditor, section, shot, START, status } from './editor-helpers.js';
import { mailTo } from './mail.js';

async function person(browser: Browser, baseURL: string, name: string): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const email = `${name}-${Date.now()}@example.com`;
  await page.goto(START);
  if (name !== 'visitor') await call(page.request, 'auth/register', { email, name, password: `${name} has a long password` });
  return { context, page, email };
}

test('A invites B by e-mail to edit; the mail arrives and B edits; link sharing lets a visitor view until it is turned off; B makes a copy', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  // setup: A with a design holding a heading; B with an account of their own
  await page.goto(START);
  await call(page.request, 'auth/register', { email: `alice-${Date.now()}@example.com`, name: 'Alice', password: 'alice has a long password' });
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  await addText(page, 'Add a heading');
  await expect(section(page, 1)).toHaveAttribute('data-elements', '1');
  await allSaved(page);
  const bob = await person(browser, baseURL!, 'bob');

  // action: A invites B (Can Edit)
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share your design' });
  await share.getByPlaceholder('Type one or more emails').fill(bob.email);
  await share.getByRole('radio', { name: 'Can Edit' }).check();
  await shot(page, 'share-dialog');
  await share.getByRole('button', { name: 'Send Invites' }).click();
  await expect(page.getByText('design shared successfully!')).toBeVisible();

  // the invitation arrives over SMTP; B follows its link and edits
  const mail = await mailTo(bob.email, /shared "Untitled design" with you/);
  const link = /https?:\/\/\S+\/designmaker\/start\/designs\/\S+\/edit/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  await bob.page.goto(new URL(link!).pathname);
  await expect(bob.page.locator('[data-editor-ready="true"]')).toBeVisible({ timeout: 30_000 });
  await expect(status(bob.page)).not.toHaveText('View only');
  await addText(bob.page, 'Add a subheading');
  await expect(section(bob.page, 1)).toHaveAttribute('data-elements', '2');
  await allSaved(bob.page);
  // B finds it under Shared with you
  await bob.page.goto(`${START}/shared-designs`);
  const shared = bob.page.getByRole('list', { name: 'Shared with you' });
  await expect(shared.getByRole('link', { name: 'Untitled design' })).toBeVisible();
  await shot(bob.page, 'shared-with-you');

  // A sees B's change
  await page.keyboard.press('Escape');
  await openEditor(page, design._id);
  await expect(section(page, 1)).toHaveAttribute('data-elements', '2');

  // link sharing for view: a visitor opens it read-only
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await share.getByRole('switch', { name: 'Anyone with link can view' }).click();
  await share.getByRole('button', { name: 'Enable Link Sharing' }).click();
  await expect(page.getByText('Link Sharing Enabled')).toBeVisible();
  const viewLink = await share.getByRole('textbox', { name: 'Link to the design' }).inputValue();
  expect(viewLink).toMatch(new RegExp(`/designmaker/start/designs/${design._id}/view$`));
  const visitor = await person(browser, baseURL!, 'visitor');
  await visitor.page.goto(new URL(viewLink).pathname);
  await expect(visitor.page.locator('[data-editor-ready="true"]')).toBeVisible({ timeout: 30_000 });
  await expect(status(visitor.page)).toHaveText('View only');
  await expect(section(visitor.page, 1)).toHaveAttribute('data-elements', '2');
  // turned off: the visitor is sent away
  await share.getByRole('button', { name: 'Disable Link Sharing' }).click();
  await expect(page.getByText('Link Sharing Disabled')).toBeVisible();
  await visitor.page.goto(new URL(viewLink).pathname);
  await expect(visitor.page).toHaveURL(new RegExp(`${START}/?$`));

  // B makes a copy: a new tab with B's own copy, to edit
  await bob.page.goto(`${START}/shared-designs`);
  await shared.getByRole('button', { name: 'Actions for Untitled design' }).click();
  const opened = bob.context.waitForEvent('page');
  await bob.page.getByRole('menuitem', { name: 'Make a copy' }).click();
  const tab = await opened;
  await expect(tab).toHaveURL(/\/designmaker\/start\/designs\/[^/]+\/edit$/, { timeout: 15_000 });
  expect(tab.url()).not.toContain(design._id);
  await expect(tab.locator('[data-editor-ready="true"]')).toBeVisible({ timeout: 30_000 });
  const owned = await call<{ name: string }[]>(bob.page.request, 'user/fetch_owned_designs', {});
  expect(owned.map((d) => d.name)).toEqual(['Untitled design Copy']);
  await Promise.all([bob.context.close(), visitor.context.close()]);
});
