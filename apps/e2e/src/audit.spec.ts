import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { ADMIN } from './accounts.js';
import { shot, START } from './editor-helpers.js';

const AUDIT = `${START}/admin/audit`;

/** Signs in through the navbar's modal. */
async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
}

test('an admin finds a user\'s order and a revoked share, reads their histories with actors, sees the state before the revocation, replays with zero differences and exports CSV; others are refused', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // setup: someone buys a premium photo at the test checkout, shares a design by link and revokes it
  const email = `audited-${Date.now()}@example.com`;
  const base = process.env.E2E_BASE_URL!;
  const user = await browser.newContext({ baseURL: base });
  const them = await user.newPage();
  await them.goto(START);
  const req = them.request;
  const post = async <T>(path: string, data: unknown) => {
    const body = await (await req.post(`${base}/api/${path}`, { data })).json();
    expect(body.response_code, JSON.stringify(body)).toBe(1);
    return body.data as T;
  };
  await post('auth/register', { email, name: 'Audited', password: 'audited person password' });
  const design = await post<{ _id: string }>('saved_design/create_blank_design', { width: 800, height: 600, dimension_units: 'px' });
  const photos = await post<{ docs: { _id: string; free: boolean }[] }>('design_resource/get/', { type: 'image', sub_type: 'photo', page_no: 0, size: 200 });
  const premium = photos.docs.find((p) => !p.free)!;
  const placed = await post<{ order: { _id: string } }>('order/add_design_order/', { design_id: design._id, resources: [premium._id], payment_mode: 'card' });
  await post('checkout/test/pay', { order_id: placed.order._id, outcome: 'success' });
  await post('saved_design/alter_link_sharing', { design_id: design._id, action: 'enable_view' });
  await them.waitForTimeout(1100);
  await post('saved_design/alter_link_sharing', { design_id: design._id, action: 'disable' });

  // an ordinary user is refused: 'Unauthorized' and back to the dashboard; the calls answer 403
  await them.goto(AUDIT);
  await expect(them.getByText('Unauthorized')).toBeVisible();
  await expect(them).toHaveURL(new RegExp(`${START}$`));
  expect((await req.post(`${base}/api/audit/streams`, { data: {} })).status()).toBe(403);
  await user.close();

  // action: the admin signs in and opens the console from the dashboard
  await page.goto(START);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Audit' }).click();
  await expect(page.getByRole('heading', { name: 'Audit console' })).toBeVisible();
  const search = page.getByRole('form', { name: 'Find streams' });

  // the order: found by kind and the buyer's e-mail; its history names the buyer as the actor
  await search.getByLabel('Kind').selectOption('orders');
  await search.getByLabel('User e-mail').fill(email);
  await search.getByRole('button', { name: 'Search' }).click();
  const streams = page.getByRole('table', { name: 'Streams' });
  await expect(streams.getByRole('row')).toHaveCount(2);
  await streams.getByRole('button', { name: `order-${placed.order._id}` }).click();
  const orderHistory = page.getByRole('table', { name: 'History' });
  await expect(orderHistory).toContainText('OrderPlaced');
  await expect(orderHistory).toContainText('OrderPaid');
  await expect(orderHistory.getByRole('row').filter({ hasText: 'OrderPlaced' })).toContainText(email);
  // its history as CSV
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync((await (await csvDownload).path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('position,stream_id,version,at,type,actor_id,actor_email,correlation_id,data');
  expect(csv).toContain(`order-${placed.order._id}`);
  expect(csv).toContain(email);

  // the share: found under shares and permissions; two changes of link sharing, by its owner
  await search.getByLabel('Kind').selectOption('shares');
  await search.getByRole('button', { name: 'Search' }).click();
  await streams.getByRole('button', { name: `saved_design-${design._id}` }).click();
  const history = page.getByRole('table', { name: 'History' });
  const rows = history.getByRole('row').filter({ hasText: 'SavedDesignLinkSharingChanged' });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('viewAll: set to true');
  await expect(rows.nth(1)).toContainText('viewAll: true → false');
  await expect(rows.nth(1)).toContainText(email);
  // the state just before the revocation: shared with anyone with the link
  await rows.nth(1).getByRole('button', { name: 'State before' }).click();
  await expect(page.getByLabel('State then')).toContainText('"viewAll": true');
  await expect(page.getByLabel('State now')).toContainText('"viewAll": false');
  await expect(page.getByRole('list', { name: 'Changed since' })).toContainText('viewAll: true → false');
  await shot(page, 'audit-console-state');

  // a replay of every read model: a progress bar, then zero differences
  await page.getByRole('button', { name: 'Run replay' }).click();
  await expect(page.getByLabel('Replay progress')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'differences' })).toHaveText('Zero differences: the live tables are exactly what the events say.', { timeout: 60_000 });
  await expect(page.getByRole('table', { name: 'Replay report' })).toContainText('saved_designs');
  await shot(page, 'audit-console-replay');
});
