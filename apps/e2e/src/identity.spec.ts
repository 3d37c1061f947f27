import type { Page } from '@playwright/test';
import { expect, snapshot, test } from './fixtures.js';

const START = '/designmaker/start';

/** A new account for each test (the server's DATA_DIR is shared by the whole run). */
function newAccount(tag: string) {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: 'Ada Lovelace', email: `ada.${tag}.${unique}@example.com`, password: 'analytical-engine-1843' };
}
type Account = ReturnType<typeof newAccount>;

const accountMenu = (page: Page, name: string) => page.getByRole('button', { name: `Account menu for ${name}` });
const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });
const dashboardNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

async function register(page: Page, account: Account) {
  await signInButton(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await dialog.getByLabel('Name').fill(account.name);
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog).toBeHidden();
  await expect(accountMenu(page, account.name)).toBeVisible();
}

async function signOut(page: Page, account: Account) {
  await accountMenu(page, account.name).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

test('the sign-in modal in its three modes', async ({ page }) => {
  // setup
  await page.goto(START);
  await expect(signInButton(page)).toBeVisible();
  // action and check: opening it shows login mode
  await signInButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await snapshot(page, 'sign-in-modal-login');

  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('dialog', { name: 'Forgot your password?' })).toBeVisible();
  await snapshot(page, 'sign-in-modal-forgot-password');

  await page.getByRole('dialog').getByRole('button', { name: 'Back to sign in' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
  await snapshot(page, 'sign-in-modal-register');

  // closing and opening again starts in login mode
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await signInButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});

test("register shows the server's field errors beside the fields", async ({ page }) => {
  // setup
  await page.goto(START);
  await signInButton(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  // action
  await dialog.getByLabel('Name').fill('Ada');
  await dialog.getByLabel('Email').fill('ada@example.com');
  await dialog.getByLabel('Password').fill('short');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  // check
  const password = dialog.getByLabel('Password');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/at least 8 characters/);
  await snapshot(page, 'sign-in-modal-register-field-error');

  await dialog.getByLabel('Email').fill('not-an-email');
  await password.fill('long enough password');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
});

test('register, sign out, sign in again, and stay signed in after a reload', async ({ page }) => {
  const account = newAccount('cycle');
  // setup: a visitor sees 'Sign in' and none of the signed-in sections
  await page.goto(START);
  await expect(signInButton(page)).toBeVisible();
  for (const item of ['Shared with me', 'Folders', 'Purchases']) {
    await expect(dashboardNav(page).getByRole('link', { name: item })).toHaveCount(0);
  }

  // register
  await register(page, account);
  for (const item of ['Shared with me', 'Folders', 'Purchases']) {
    await expect(dashboardNav(page).getByRole('link', { name: item })).toBeVisible();
  }
  await accountMenu(page, account.name).click();
  await expect(page.getByRole('menuitem', { name: 'Your Orders' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await snapshot(page, 'user-menu');
  await page.keyboard.press('Escape');

  // sign out
  await signOut(page, account);
  await expect(page.getByText('You have been Logged Out')).toBeVisible();
  await expect(signInButton(page)).toBeVisible();
  await expect(dashboardNav(page).getByRole('link', { name: 'Folders' })).toHaveCount(0);

  // a wrong password is refused above the form
  await signInButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill('not the password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The email or password is incorrect.');

  // sign in again: the attempt shows its 'logging in' state
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  release();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(accountMenu(page, account.name)).toBeVisible();

  // reload: still signed in
  await page.reload();
  await expect(accountMenu(page, account.name)).toBeVisible();
  await expect(signInButton(page)).toHaveCount(0);

  // 'Your Orders' from the menu
  await accountMenu(page, account.name).click();
  await page.getByRole('menuitem', { name: 'Your Orders' }).click();
  await expect(page).toHaveURL(`${START}/orders`);
  await expect(page.getByRole('heading', { name: 'Your Orders' })).toBeVisible();
});

test('signing out in one tab is noticed by the other within a few seconds', async ({ context }) => {
  const account = newAccount('tabs');
  // setup: two tabs of one browser, signed in
  const first = await context.newPage();
  await first.goto(START);
  await register(first, account);
  const second = await context.newPage();
  await second.goto(`${START}/templates`);
  await expect(accountMenu(second, account.name)).toBeVisible();

  // action: sign out in the first tab
  await signOut(first, account);
  await expect(signInButton(first)).toBeVisible();

  // check: the second tab notices within a few seconds, without a reload
  await expect(signInButton(second)).toBeVisible({ timeout: 6_000 });
  await expect(accountMenu(second, account.name)).toHaveCount(0);

  // and a sign-in in the first tab reaches the second as well
  await signInButton(first).click();
  const dialog = first.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(accountMenu(first, account.name)).toBeVisible();
  await expect(accountMenu(second, account.name)).toBeVisible({ timeout: 6_000 });
});

test('visitors are kept out of the signed-in-only screens', async ({ page }) => {
  await page.goto(`${START}/orders`);
  await expect(page).toHaveURL(new RegExp(`${START}$`));
  await expect(signInButton(page)).toBeVisible();
  for (const section of ['brand-kit', 'design-orders', 'shared-designs', 'folders', 'all-designs']) {
    await page.goto(`${START}/${section}`);
    await expect(page.getByRole('heading', { name: /kept in your account$/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();
  }
});

test('last_url brings the next load back to where the sign-in started, once', async ({ page }) => {
  // setup: once the app is up (it reads last_url as soon as the user is known); the home comes
  // drawn by the server, with its Sign in button before the app has taken it over, so wait for
  // the search field the app makes editable once it has
  await page.goto(START);
  await expect(signInButton(page)).toBeVisible();
  await expect(page.getByRole('searchbox')).toBeEditable();
  await page.evaluate(() => localStorage.setItem('last_url', '/designmaker/start/templates?from=sign-in'));
  // action
  await page.goto('/');
  // check
  await expect(page).toHaveURL(/\/designmaker\/start\/templates\?from=sign-in$/);
  expect(await page.evaluate(() => localStorage.getItem('last_url'))).toBeNull();
});

test('the reset link opens the reset-password form and shows why a bad link fails', async ({ page }) => {
  await page.goto(`${START}?reset_token=not-a-real-token`);
  const dialog = page.getByRole('dialog', { name: 'Choose a new password' });
  await expect(dialog).toBeVisible();
  await snapshot(page, 'sign-in-modal-reset-password');
  await dialog.getByLabel('New password').fill('a brand new password');
  await dialog.getByRole('button', { name: 'Set new password' }).click();
  await expect(dialog.getByRole('alert')).toContainText('This password reset link is invalid, expired or already used.');
});

test('forgot password answers the same for any address', async ({ page }) => {
  await page.goto(START);
  await signInButton(page).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot your password?' });
  await dialog.getByLabel('Email').fill('nobody@example.com');
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByRole('status')).toContainText('If an account exists for nobody@example.com');
});

test('the app shows its loader until the user is known, and a visitor after a failed fetch', async ({ page }) => {
  // setup: hold the details call
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user/get_details', async (route) => {
    await held;
    await route.continue();
  });
  // action and check: a loader, no content (on a page the browser draws: the home a visitor
  // opens comes drawn by the server with its user already known)
  await page.goto(`${START}/templates`);
  await expect(page.getByRole('status').filter({ hasText: 'Loading Designmaker' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'WHAT WOULD YOU LIKE TO DESIGN?' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'WHAT WOULD YOU LIKE TO DESIGN?' })).toBeVisible();

  // a failed details call leaves a visitor (null), not an endless loader
  await page.unroute('**/api/user/get_details');
  await page.route('**/api/user/get_details', (route) => route.abort('failed'));
  await page.reload();
  await expect(signInButton(page)).toBeVisible();
});
