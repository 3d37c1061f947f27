import type { Page } from '@playwright/test';
import { ADMIN } from './accounts.js';
import { expect, snapshot, test } from './fixtures.js';

const START = '/designmaker/start';

/** Errors the page logs, and elements taken out of the app's root (a redraw instead of a take-over). */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.addInitScript(() => {
    const w = window as unknown as { __dmRemoved: string[] };
    w.__dmRemoved = [];
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.removedNodes) if (n instanceof Element && r.target instanceof Element && r.target.closest('#root')) w.__dmRemoved.push(n.outerHTML.slice(0, 80));
    }).observe(document, { subtree: true, childList: true });
  });
  return problems;
}

test('the dashboard home comes drawn: its panels are in the HTML, show without scripts, and the app takes the page over without redrawing it or losing an early press', async ({ page, browser, request }) => {
  const res = await request.get(START);
  expect(res.headers()['cache-control']).toBe('private, no-cache');
  const html = await res.text();
  expect(html).toContain('<div id="root"><');
  expect(html).toContain('>Popular Categories</h2>');
  expect(html).toContain('<script type="application/json" id="dm-state">');
  expect(html).toMatch(/<input [^>]*type="search"[^>]*readOnly=""/);

  // no script at all: the page the server drew is what a person sees
  const still = await browser.newContext({ javaScriptEnabled: false });
  const plain = await still.newPage();
  await plain.goto(START);
  await expect(plain.getByRole('heading', { name: 'Popular Categories' })).toBeVisible();
  await expect(plain.getByRole('link', { name: /Instagram Post/ }).first()).toBeVisible();
  await snapshot(plain, 'drawn-dashboard-without-scripts');
  await still.close();

  const problems = await watch(page);
  await page.goto(START, { waitUntil: 'commit' });
  // pressed the moment it shows, possibly before the app has started: the dialog still opens
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // the app has the page (it opened the dialog), and not one element of the drawing was replaced
  expect(await page.evaluate(() => (window as unknown as { __dmRemoved: string[] }).__dmRemoved)).toEqual([]);
  // typing at once waits for the app (the field is read-only until then), so no letter is lost
  await page.reload({ waitUntil: 'commit' });
  await page.getByRole('searchbox').fill('instagram po');
  await expect(page.getByRole('option', { name: /^Instagram Post \(1080 X 1080 px\)$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  // a scroll before the take-over stays where the person put it
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Popular Categories' })).toBeVisible();
  await page.mouse.wheel(0, 2500);
  await page.waitForFunction(() => Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__reactFiber')));
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.evaluate(() => window.scrollTo(0, 0));
  // and works on it: a category link goes to its search
  await page.getByRole('link', { name: /Instagram Post/ }).first().click();
  await expect(page).toHaveURL(/\/designmaker\/start\/search\?category=/);
  await expect(page.getByRole('heading', { name: 'Popular Categories' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a signed-in browser is never shown a visitor\'s drawn page: the app draws its home, with the account menu', async ({ page }) => {
  const problems = await watch(page);
  await page.goto(START);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(ADMIN.email);
  await dialog.getByLabel('Password').fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();

  // the session's tokens go only to the API, so the server cannot draw this user's page
  const html = await (await page.request.get(START)).text();
  expect(html).toContain('<div id="root"></div>');
  await page.reload();
  await page.getByRole('button', { name: `Account menu for ${ADMIN.name}` }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
  expect(problems).toEqual([]);
});
