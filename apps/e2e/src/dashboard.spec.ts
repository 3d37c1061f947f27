import type { Page } from '@playwright/test';
import { expect, snapshot, test } from './fixtures.js';

const START = '/designmaker/start';
const EDITOR = /\/designmaker\/start\/designs\/([^/]+)\/edit/;
const UNSAVED_KEY = 'dm.unsaved_designs';

function newAccount(tag: string) {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: 'Grace Hopper', email: `grace.${tag}.${unique}@example.com`, password: 'compiler-a0-1952' };
}

async function register(page: Page, account: ReturnType<typeof newAccount>) {
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await dialog.getByLabel('Name').fill(account.name);
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();
}

/** Opens Custom Dimensions, fills it and presses Create; answers the new design's id. */
async function createCustomDesign(page: Page, width: string, height: string, unit: 'px' | 'in' | 'mm' | 'cm') {
  await page.getByRole('button', { name: 'Custom Dimensions' }).click();
  const popover = page.getByRole('dialog', { name: 'Custom Dimensions' });
  await popover.getByLabel('Width').fill(width);
  await popover.getByLabel('Height').fill(height);
  await popover.getByLabel('Unit').selectOption(unit);
  await popover.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(EDITOR);
  return EDITOR.exec(page.url())![1];
}

/** A call straight to the server with the page's cookies (the browser's visitor key included). */
async function call<T>(page: Page, path: string, body: unknown): Promise<{ ok: boolean; data: T }> {
  const res = await page.request.post(`/api/${path}`, { data: body });
  const json = (await res.json()) as { response_code: number; data: T };
  return { ok: res.ok() && json.response_code === 1, data: json.data };
}

async function catalogReady(page: Page): Promise<boolean> {
  const categories = await call<unknown[]>(page, 'category/get_design_categories', {});
  return categories.ok && categories.data.length > 0;
}

/**
 * With THUMBNAILS=on the server renders the catalog's thumbnails in the background after start;
 * screenshots wait (up to 20 s, best effort) until the category examples have theirs.
 */
async function settleThumbnails(page: Page) {
  if (process.env.THUMBNAILS !== 'on') return;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const tree = await call<{ children?: { example: { thumbnail: string | null } | null }[] }[]>(page, 'category/get_design_categories', {});
    const examples = (tree.data ?? []).flatMap((p) => p.children ?? []).filter((c) => c.example);
    if (examples.length > 0 && examples.every((c) => c.example!.thumbnail)) return;
    await page.waitForTimeout(500);
  }
}

/** Notes a step left out because the server does not serve its call yet (the catalog is being built). */
function notServed(call: string) {
  test.info().annotations.push({ type: 'not verified', description: `${call} is not served yet; the last step was left out` });
}

async function copyCallReady(page: Page): Promise<boolean> {
  const res = await page.request.post('/api/design/copy_into_saved_design', { data: {} });
  return res.status() !== 404;
}

test('a visitor creates custom-size designs, signs up, finds them claimed and bulk-deletes them', async ({ page }) => {
  // setup
  await page.goto(START);
  await settleThumbnails(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'WHAT WOULD YOU LIKE TO DESIGN?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Custom Dimensions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your designs' })).toHaveCount(0);
  await snapshot(page, 'dashboard-home');

  // action: a red message blocks creation
  await page.getByRole('button', { name: 'Custom Dimensions' }).click();
  const popover = page.getByRole('dialog', { name: 'Custom Dimensions' });
  await popover.getByLabel('Width').fill('30');
  await popover.getByLabel('Height').click();
  await expect(popover.getByRole('alert')).toHaveText('Dimensions must be greater than 40px and smaller than 8000px');
  await popover.getByLabel('Height').fill('abc');
  await popover.getByLabel('Width').fill('500');
  await popover.getByRole('button', { name: 'Create' }).click();
  await expect(popover.getByRole('alert')).toHaveText('Invalid height');
  await popover.getByLabel('Height').fill('500');
  await popover.getByLabel('Unit').selectOption('in');
  await expect(popover.getByRole('alert')).toHaveText('Dimensions must be greater than 0.417in and smaller than 83.328in');
  await snapshot(page, 'dashboard-custom-dimensions-error');
  await expect(page).toHaveURL(new RegExp(`${START}$`));
  await page.keyboard.press('Escape');

  // action: 1080 x 1080 px, then 5 x 3 in
  const square = await createCustomDesign(page, '1080', '1080', 'px');
  await page.goto(START);
  const inches = await createCustomDesign(page, '5', '3', 'in');

  // check: the sizes in pixels, and both ids kept for the claim
  const squareDesign = await call<{ width: number; height: number }>(page, 'saved_design/get_one', { id: square });
  expect(squareDesign.data).toMatchObject({ width: 1080, height: 1080 });
  const inchDesign = await call<{ width: number; height: number }>(page, 'saved_design/get_one', { id: inches });
  expect(inchDesign.data).toMatchObject({ width: 480, height: 288 });
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), UNSAVED_KEY)) ?? '[]')).toEqual([square, inches]);

  // action: sign up on the dashboard
  await page.goto(START);
  await register(page, newAccount('claim'));

  // check: claimed, listed under All your designs, storage emptied
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), UNSAVED_KEY)).toBeNull();
  const yourDesigns = page.getByRole('region', { name: 'Your designs' });
  await expect(yourDesigns).toBeVisible();
  await expect(yourDesigns.getByRole('link', { name: 'View All' })).toHaveAttribute('href', `${START}/all-designs`);
  await snapshot(page, 'dashboard-home-signed-in');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'All your designs' }).click();
  await expect(page.getByRole('heading', { name: 'All your designs' })).toBeVisible();
  const list = page.getByRole('list', { name: 'All your designs' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.locator(`a[href$="/designs/${square}/edit"]`)).toBeVisible();
  await expect(list.locator(`a[href$="/designs/${inches}/edit"]`)).toBeVisible();
  await snapshot(page, 'all-designs');

  // action: select both; the context menus go away; delete them in one go
  await expect(list.getByRole('button', { name: /^Actions for / })).toHaveCount(2);
  const boxes = list.getByRole('checkbox');
  await boxes.nth(0).check();
  await expect(list.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
  await boxes.nth(1).check();
  const toolbar = page.getByRole('toolbar', { name: 'Selected designs' });
  await expect(toolbar.getByText('2 selected')).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Move to Folder' })).toBeEnabled();
  await snapshot(page, 'all-designs-selected');
  await toolbar.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete 2 designs?' });
  await confirm.getByRole('button', { name: 'Yes' }).click();

  // check: the list reloads empty and the selection is cleared
  await expect(confirm).toBeHidden();
  await expect(page.getByText("You don't have any designs yet.", { exact: false })).toBeVisible();
  await expect(toolbar).toHaveCount(0);
  expect((await call<unknown[]>(page, 'user/fetch_owned_designs', {})).data).toEqual([]);
});

test('one design deleted from its context menu after a confirm', async ({ page }) => {
  // setup: a stored id this browser cannot claim, then a signed-in user with two designs
  await page.goto(START);
  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify(['not-a-design-of-this-browser'])), UNSAVED_KEY);
  await register(page, newAccount('menu'));
  // a refused claim says so once and is not tried again
  await expect(page.getByText('Something went wrong :/', { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), UNSAVED_KEY)).toBeNull();
  await createCustomDesign(page, '800', '600', 'px');
  await page.goto(START);
  const kept = await createCustomDesign(page, '640', '480', 'px');
  await page.goto(`${START}/all-designs`);
  const list = page.getByRole('list', { name: 'All your designs' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // action
  const first = list.getByRole('listitem').filter({ hasNot: page.locator(`a[href$="/designs/${kept}/edit"]`) });
  await first.hover();
  await first.getByRole('button', { name: /^Actions for / }).click();
  await expect(page.getByRole('menuitem', { name: 'Share' })).toBeEnabled();
  await expect(page.getByRole('menuitem', { name: 'Move to Folder' })).toBeEnabled();
  // a failed delete says so and keeps the design
  await page.route('**/api/saved_design/delete', (route) => route.fulfill({ status: 500, json: { response_code: 0, error: 'boom' } }), { times: 1 });
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this design?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Oops something went wrong :/. Please try later.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // action: again, with the server answering
  await first.hover();
  await first.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this design?' }).getByRole('button', { name: 'Yes' }).click();
  // check
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.locator(`a[href$="/designs/${kept}/edit"]`)).toBeVisible();
});

test('the categories page opens a category example as a new design', async ({ page }) => {
  await page.goto(START);
  test.skip(!(await catalogReady(page)), 'the catalog has no categories in this run (SEED=none)');
  await settleThumbnails(page);
  await page.reload();
  // setup
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Categories' }).click();
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();
  const carousel = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }) }).first();
  await expect(carousel).toBeVisible();
  await snapshot(page, 'categories');

  // the carousel moves 5 slides per scroll and stops at the end (it is not infinite)
  const slides = carousel.getByRole('listitem');
  const total = await slides.count();
  const next = carousel.getByRole('button', { name: /^Next: / });
  await expect(carousel.getByRole('button', { name: /^Previous: / })).toBeDisabled();
  expect(total).toBeGreaterThan(0);
  if (total > 5) {
    await expect(slides.nth(5)).toHaveAttribute('inert', '');
    await next.click();
    await expect(slides.nth(5)).not.toHaveAttribute('inert');
    await expect(slides.nth(0)).toHaveAttribute('inert', '');
    for (let shown = 10; shown < total; shown += 5) await next.click();
  }
  await expect(next).toBeDisabled();
  await expect(slides.last()).not.toHaveAttribute('inert');
  const previous = carousel.getByRole('button', { name: /^Previous: / });
  while (await previous.isEnabled()) await previous.click();
  await expect(slides.first()).not.toHaveAttribute('inert');

  if (!(await copyCallReady(page))) return notServed('design/copy_into_saved_design');
  // action
  await slides.first().getByRole('button').click();
  // check
  await expect(page).toHaveURL(/\/designmaker\/start\/designs\/[^/]+\/edit\?category=.+/);
});

test('the template page shows a template, shares its link and uses it', async ({ page, context }) => {
  await page.goto(START);
  test.skip(!(await catalogReady(page)), 'the catalog has no templates in this run (SEED=none)');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await settleThumbnails(page);
  // setup
  const listing = await call<{ docs: { _id: string; name: string; custom_url: string; categories: { name: string }[] }[] }>(page, 'design/get/', { active: true, page_no: 0, size: 1 });
  const template = listing.data.docs[0];
  await page.goto(`${START}/template/${template.custom_url}`);
  // check
  await expect(page.getByRole('heading', { name: template.name, level: 1 })).toBeVisible();
  await expect(page.getByText(template.categories[0].name, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Dimension: \S+ x \S+ (px|in|mm|cm)$/)).toBeVisible();
  const chip = page.getByRole('list', { name: 'Keywords' }).getByRole('link').first();
  await expect(chip).toHaveAttribute('target', '_blank');
  await expect(chip).toHaveAttribute('href', /\/designmaker\/start\/search\?query=/);
  await expect(page.getByRole('heading', { name: 'Colors' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fonts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Explore related designs' })).toBeVisible();
  await snapshot(page, 'template-detail');

  // action: share
  await page.getByRole('button', { name: 'Share this template' }).click();
  const share = page.getByRole('dialog', { name: 'Template share link' });
  await expect(share.getByRole('textbox')).toHaveValue(new RegExp(`/designmaker/start/template/${template.custom_url}$`));
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/template/${template.custom_url}$`));
  await page.keyboard.press('Escape');

  // the page by id too, and the tablet layout
  await page.setViewportSize({ width: 900, height: 1000 });
  await page.goto(`${START}/template/${template._id}`);
  await expect(page.getByRole('heading', { name: template.name, level: 1 })).toBeVisible();
  await snapshot(page, 'template-detail-tablet');
  await page.setViewportSize({ width: 1280, height: 800 });

  if (!(await copyCallReady(page))) return notServed('design/copy_into_saved_design');
  // action: use it
  await page.getByRole('button', { name: 'Use this template' }).click();
  await expect(page).toHaveURL(EDITOR);
});

test('the dashboard suggests categories and lists a category with its templates', async ({ page }) => {
  await page.goto(START);
  test.skip(!(await catalogReady(page)), 'the catalog has no categories in this run (SEED=none)');
  await expect(page.getByRole('region', { name: 'Popular Categories' })).toBeVisible();
  const search = page.getByRole('searchbox');
  await search.fill('instagram po');
  const option = page.getByRole('option', { name: /^Instagram Post \(1080 X 1080 px\)$/ });
  await expect(option).toBeVisible();
  await snapshot(page, 'dashboard-suggestions');
  // a full-page screenshot can take the focus away, which may close the list; typing again
  // opens it (a click on an open list's input may also close it, so neither is assumed)
  // (a click whose navigation is slow under load has done its work: the URL is checked first)
  await expect(async () => {
    if (/\/search\?category=/.test(page.url())) return;
    if (!(await option.isVisible())) await search.fill('instagram po');
    await option.click({ timeout: 5_000, noWaitAfter: true });
    await expect(page).toHaveURL(/\/search\?category=/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/search\?category=[^&]+&query=Instagram\+Post/);
  await expect(page.getByRole('heading', { name: 'Instagram Post', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Templates' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('No more results.')).toBeVisible();
  await snapshot(page, 'search-category');

  await page.goto(`${START}/search?query=zzqqxxnothing`);
  await expect(page.getByText('Oops! Your search for zzqqxxnothing did not return any results.')).toBeVisible();
});

test('templates mode has no Custom Dimensions and no Your designs; 20 skeleton tiles while categories load', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/category/get_design_categories', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${START}/templates`);
  const loading = page.getByRole('status', { name: 'Loading' });
  await expect(loading).toBeVisible();
  expect(await loading.locator(':scope > *').count()).toBe(20);
  release();
  await expect(loading).toBeHidden();
  await expect(page.getByRole('heading', { name: 'WHAT WOULD YOU LIKE TO DESIGN?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Custom Dimensions' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your designs' })).toHaveCount(0);
});
