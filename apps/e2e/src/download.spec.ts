import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { BUYER } from './accounts.js';
import { addText, allSaved, blankDesign, call, openEditor, section, shot, START } from './editor-helpers.js';

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

/** Mean difference per channel (0-255) of two same-sized images, decoded by the browser. */
async function imageDifference(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(async ([x, y]) => {
    const decode = async (b64: string) => {
      const bmp = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
      const c = new OffscreenCanvas(bmp.width, bmp.height);
      const ctx = c.getContext('2d')!;
      ctx.drawImage(bmp, 0, 0);
      return ctx.getImageData(0, 0, bmp.width, bmp.height).data;
    };
    const [p, q] = await Promise.all([decode(x), decode(y)]);
    if (p.length !== q.length) return 255;
    let sum = 0;
    for (let i = 0; i < p.length; i++) if (i % 4 !== 3) sum += Math.abs(p[i] - q[i]);
    return sum / ((p.length / 4) * 3);
  }, [a.toString('base64'), b.toString('base64')] as const);
}

/** Puts the first premium photo named like the query on the page. */
async function addPremiumPhoto(page: Page, query: string): Promise<string> {
  const panel = page.getByRole('complementary', { name: 'Photos panel' });
  // (a click on the open tab closes its panel)
  if (!(await panel.isVisible())) await page.getByRole('tab', { name: 'Photos' }).click();
  const search = panel.getByRole('searchbox', { name: 'Search photos' });
  await search.fill(query);
  await search.press('Enter');
  const tile = panel.getByRole('button', { name: new RegExp(`^Add .*${query}`, 'i') }).filter({ hasText: 'PREMIUM ($1)' }).first();
  await expect(tile).toBeVisible();
  const name = ((await tile.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
  await tile.click();
  return name;
}

test('a premium photo downloads watermarked for free, then is bought with credits and at the test checkout, downloads clean and shows in Your Orders', async ({ page }) => {
  test.setTimeout(240_000);
  // setup: the buyer (10 credits, made by the admin command) and a design with a premium photo
  await page.goto(START);
  await call(page.request, 'auth/login', { email: BUYER.email, password: BUYER.password });
  const design = await blankDesign(page);
  await openEditor(page, design._id);
  const first = await addPremiumPhoto(page, 'lionfish');
  await expect(section(page, 1)).toHaveAttribute('data-elements', '1');
  await allSaved(page);

  // action: Download shows the cart; download with watermarks
  await page.getByRole('button', { name: 'Download' }).click();
  const cart = page.getByRole('dialog', { name: 'Premium content' });
  await expect(cart.getByRole('list', { name: 'Premium items' }).getByRole('listitem')).toHaveCount(1);
  await expect(cart.getByRole('list', { name: 'Premium items' })).toContainText(first);
  await expect(cart.getByTestId('cart-total')).toHaveText('$1.00 or 1 credit');
  await expect(cart.getByRole('button', { name: 'Download with no watermarks (1 credit)' })).toBeVisible();
  await shot(page, 'editor-download-cart');
  // what the Pro plan would give (plans here are granted by the operator: no provider page)
  await cart.getByRole('button', { name: 'Premium images are included with Pro' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to the pro plan' });
  await expect(upgrade.getByRole('listitem')).toHaveText(['40 premium images every month, with no watermarks', '10 premium videos every month', '5 GB cloud storage']);
  await expect(upgrade.getByRole('note')).toContainText('granted by its administrator');
  await upgrade.getByRole('button', { name: 'Close' }).click();
  await expect(upgrade).toBeHidden();
  await cart.getByRole('button', { name: 'Download with watermarks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download' });
  await expect(dialog.getByRole('note')).toHaveText(/1 premium item will carry a watermark/);
  const watermarked = await downloaded(page);

  // buy it with a credit, then download: no watermark
  await page.getByRole('button', { name: 'Download' }).click();
  await cart.getByRole('button', { name: 'Download with no watermarks (1 credit)' }).click();
  await expect(dialog.getByRole('radio', { name: /PNG/ })).toBeVisible();
  await expect(dialog.getByRole('note')).toHaveCount(0);
  const clean = await downloaded(page);
  // check: the same page, different only where the watermark was
  expect(watermarked.name).toBe(clean.name);
  expect(await imageDifference(page, watermarked.bytes, clean.bytes)).toBeGreaterThan(2);
  const credits = await (await page.request.get('/api/user/credits/')).json();
  expect(credits.data['123rf'].remaining).toBe(BUYER.credits - 1);

  // a second premium photo, bought at the built-in test checkout
  const second = await addPremiumPhoto(page, 'castle');
  await expect(section(page, 1)).toHaveAttribute('data-elements', '2');
  await allSaved(page);
  await page.getByRole('button', { name: 'Download' }).click();
  await expect(cart.getByRole('list', { name: 'Premium items' }).getByRole('listitem')).toHaveCount(1);
  await expect(cart.getByRole('list', { name: 'Premium items' })).toContainText(second);
  await cart.getByRole('button', { name: 'Buy now and download' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  const frame = page.frameLocator('iframe[title="Checkout"]');
  await expect(frame.getByText('TEST MODE', { exact: false })).toBeVisible();
  await shot(page, 'editor-test-checkout');
  await frame.getByRole('button', { name: 'Pay $1.00' }).click();
  await expect(checkout).toBeHidden({ timeout: 15_000 });
  await expect(dialog.getByRole('radio', { name: /PDF/ })).toBeVisible();
  await dialog.getByRole('radio', { name: /PDF/ }).check();
  const pdf = await downloaded(page);
  expect([...pdf.bytes.subarray(0, 5)]).toEqual([...Buffer.from('%PDF-')]);

  // the purchases folder holds both; a click puts one on the page again
  await page.getByRole('tab', { name: 'Folders' }).click();
  const folders = page.getByRole('complementary', { name: 'Folders panel' });
  await folders.getByRole('searchbox', { name: 'Search folders' }).fill('pur');
  await expect(folders.getByRole('button', { name: 'Photos' })).toHaveCount(0);
  await folders.getByRole('button', { name: 'Purchases' }).click();
  const bought = folders.getByRole('list', { name: 'Purchases' });
  await expect(bought.getByRole('button')).toHaveCount(2);
  await bought.getByRole('button', { name: `Add ${first}` }).click();
  await expect(section(page, 1)).toHaveAttribute('data-elements', '3');
  await shot(page, 'editor-folders-purchases');

  // Your Orders: both orders, newest first
  await page.goto(`${START}/orders`);
  const orders = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ has: page.getByText('Order ID') });
  await expect(orders).toHaveCount(2);
  await expect(orders.first()).toContainText('Premium Image');
  await expect(orders.first()).toContainText('Item Price - $1 USD');
  await expect(orders.first()).toContainText('Order Total$1 USD');
  await expect(orders.nth(1)).toContainText('(1 credit)');
  await shot(page, 'orders-page');
  // a second confirm of the paid order changes nothing
  const history = await call<{ _id: string; payment_mode: string }[]>(page.request, 'user/fetch_order_history/', {});
  const card = history.find((o) => o.payment_mode === 'card')!;
  const again = await call<{ _id: string; status: string }>(page.request, 'order/confirm', { id: card._id });
  expect(again).toMatchObject({ _id: card._id, status: 'fulfilled' });
  expect(await call<unknown[]>(page.request, 'user/fetch_order_history/', {})).toHaveLength(2);
  // clicking an item opens its design
  await orders.first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/designs/${design._id}/edit$`));
});
