import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { AI_MAKER } from './accounts.js';
import { expect, test } from './fixtures.js';
import { blankDesign, call, getOne, openEditor, section, shot, START } from './editor-helpers.js';

const balanceButton = (page: import('@playwright/test').Page) => page.getByRole('button', { name: /^AI Credit Balance: / });

test('AI images: generate one for a credit, find it in the history and on the history page, add it to a design', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(START);
  await call(page.request, 'auth/login', { email: AI_MAKER.email, password: AI_MAKER.password });
  const design = await blankDesign(page);
  await openEditor(page, design._id);

  // the AI panel in the Photos tab: the balance with its tooltip, the empty history
  await page.getByRole('tab', { name: 'Photos' }).click();
  const panel = page.getByRole('complementary', { name: 'Photos panel' });
  await panel.getByRole('button', { name: 'Generate with AI' }).click();
  await expect(balanceButton(page)).toHaveText(String(AI_MAKER.credits));
  await balanceButton(page).hover();
  await expect(page.getByRole('tooltip')).toHaveText('AI Credit Balance');
  await expect(panel.getByText('No photo. Click Generate to start')).toBeVisible();
  const generate = panel.getByRole('button', { name: 'Generate (1 credit)' });
  await expect(generate).toBeDisabled();
  // a blank description is refused with the spec's message
  await panel.getByPlaceholder('Describe the image you looking for here').fill('   ');
  await generate.click();
  await expect(panel.getByRole('alert')).toHaveText('Please provide some description of your desired image');

  // action: a description, Generate
  await panel.getByPlaceholder('Describe the image you looking for here').fill('a red fox in the snow');
  await generate.click();
  await expect(panel.getByText('Generating your image…')).toBeVisible();
  const tile = panel.getByRole('button', { name: 'Add to design: a red fox in the snow' });
  await expect(tile).toBeVisible({ timeout: 20_000 });
  // after: the balance dropped by one; the image is ours (a blob of this server)
  await expect(balanceButton(page)).toHaveText(String(AI_MAKER.credits - 1));
  const src = await tile.locator('img').getAttribute('src');
  expect(src).toMatch(/^\/api\/blobs\/imagemaker\//);
  await shot(page, 'ai-panel');

  // one click puts it on the page, saved in the design
  await tile.click();
  await expect(section(page, 1)).toHaveAttribute('data-elements', '1');
  await expect.poll(async () => Object.values((await getOne(page, design._id)).design_file.pages[0].objects).map((o) => o.image_details?.src), { timeout: 15_000 }).toEqual([src]);

  // the history page lists it, with its description
  await page.goto('/imagemaker/start/history');
  await expect(page.getByRole('list', { name: 'Generated images' }).getByText('a red fox in the snow')).toBeVisible();
  await shot(page, 'ai-history');
});

test('AI images: with no credit the spec\'s message shows and nothing is spent', async ({ page }) => {
  await page.goto('/imagemaker/start');
  await call(page.request, 'auth/register', { email: `nocredit-${Date.now()}@example.com`, name: 'No Credit', password: 'no credit no credit' });
  await page.reload();
  await expect(balanceButton(page)).toHaveText('0');
  await page.getByPlaceholder('Describe the image you looking for here').fill('a lighthouse');
  await page.getByRole('button', { name: 'Generate (1 credit)' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText("It seems you're out of credit");
  await expect(alert).toContainText('To keep enjoying uninterrupted service, please update your plan');
  await expect(page.getByRole('button', { name: 'Generate (1 credit)' })).toBeDisabled();
  const credits = await (await page.request.get('/api/user/credits/')).json();
  expect(credits.data.imagemaker.balance).toBe(0);
  await expect(page.getByText('No photo. Click Generate to start')).toBeVisible();
  // signed out: 'Login to continue..'
  await page.request.post('/api/user/logout', { data: {} });
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Login to continue..');
});

/** The built server on a free port without a provider (IMAGE_API_URL unset), on a fresh data folder. */
async function serverWithoutProvider(): Promise<{ baseURL: string; stop: () => void }> {
  const port = await new Promise<number>((ok) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => { const p = (s.address() as { port: number }).port; s.close(() => ok(p)); });
  });
  const root = resolve(import.meta.dirname, '../../..');
  const env = { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'dm-e2e-noai-')), DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED: 'minimal', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' };
  delete (env as Record<string, string | undefined>).IMAGE_API_URL;
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], { cwd: root, env, stdio: 'ignore' });
  const baseURL = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch { /* not up yet */ }
    if (i > 600) throw new Error('the second server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { baseURL, stop: () => child.kill('SIGTERM') };
}

test('AI images: a server with no provider explains it in the panel', async ({ browser }) => {
  test.setTimeout(120_000);
  const server = await serverWithoutProvider();
  try {
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await page.goto('/imagemaker/start');
    await call(page.request, 'auth/register', { email: `noai-${Date.now()}@example.com`, name: 'No AI', password: 'no provider here' });
    await page.reload();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('AI images are not set up on this server');
    await expect(alert).toContainText('IMAGE_API_URL');
    await expect(page.getByRole('button', { name: 'Generate (1 credit)' })).toHaveCount(0);
    await shot(page, 'ai-not-configured');
    await context.close();
  } finally {
    server.stop();
  }
});
