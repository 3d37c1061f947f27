// Auto suggest in Chromium (playwright-core, Debian's /usr/bin/chromium) against the built
// server: from 'Suggest' to all 29 previews drawn (the dialog's own 'suggest-previews' measure:
// palettes fetched, fonts ready, each variant restyled and drawn), beside the same 29 previews
// rendered by the server (render/initiate + status, one after the other, as a thumbnail service
// would); then the wizard's six previews (its 'wizard-previews' measure). Needs the build (npm run build). Usage: npx tsx tools/bench/suggest-browser.bench.ts [runs]
import { launchChromium, startBuiltServer } from './browser-harness.js';

const runs = Number(process.argv[2] ?? 3);
const med = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

const server = await startBuiltServer('suggest', { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1', SEED: 'minimal', ADMIN_EMAIL: 'bench-admin@example.com', ADMIN_PASSWORD: 'bench admin password' });
const browser = await launchChromium();
try {
  const page = await (await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1440, height: 900 } })).newPage();
  await page.goto('/designmaker/start');
  const api = async <T>(path: string, data: unknown): Promise<T> => {
    const body = await (await page.request.post(`/api/${path}`, { data })).json();
    if (body.response_code !== 1) throw new Error(`${path}: ${JSON.stringify(body)}`);
    return body.data as T;
  };
  await api('auth/login', { email: 'bench-admin@example.com', password: 'bench admin password' });
  const listing = await api<{ docs: { _id: string }[] }>('design/get/', { active: true, page_no: 0, size: 1 });
  const copy = await api<{ _id: string }>('design/copy_into_saved_design', { id: listing.docs[0]._id });
  const browserMs: number[] = [];
  for (let r = 0; r < runs; r++) {
    await page.goto(`/designmaker/start/designs/${copy._id}/edit`);
    await page.locator('[data-editor-ready="true"]').waitFor();
    await page.getByRole('button', { name: 'Suggest', exact: true }).click();
    await page.waitForFunction(() => performance.getEntriesByName('suggest-previews').length > 0, undefined, { timeout: 60_000 });
    browserMs.push(await page.evaluate(() => performance.getEntriesByName('suggest-previews').at(-1)!.duration));
  }
  // the server's way: 29 renders of the page
  const saved = await api<{ design_file: unknown }>('saved_design/get_one/', { id: copy._id });
  const t0 = performance.now();
  for (let i = 0; i < 29; i++) {
    const { _id } = await api<{ _id: string }>('render/initiate', { type: 'png', html_data: saved.design_file, rendering_parameters: { width: 160, height: 160 } });
    for (;;) {
      const s = await api<{ status: string }>('render/status', { id: _id });
      if (s.status === 'completed' || s.status === 'failed') break;
      await new Promise((ok) => setTimeout(ok, 20));
    }
  }
  const serverMs = performance.now() - t0;
  // the wizard: a format chosen, a headline typed, 'Generate designs' to six previews drawn
  const wizardMs: number[] = [];
  for (let r = 0; r < runs; r++) {
    await page.goto('/designmaker/start/wizard');
    await page.getByRole('group', { name: 'Formats' }).getByRole('button', { name: 'Instagram Post', exact: true }).click();
    await page.getByLabel('Headline', { exact: true }).fill(`Bench ${r}`);
    await page.getByRole('img', { name: 'Preview' }).waitFor({ timeout: 60_000 });
    const before = await page.evaluate(() => performance.getEntriesByName('wizard-previews').length);
    await page.getByRole('button', { name: 'Generate designs' }).click();
    await page.waitForFunction((n) => performance.getEntriesByName('wizard-previews').length > n, before, { timeout: 60_000 });
    wizardMs.push(await page.evaluate(() => performance.getEntriesByName('wizard-previews').at(-1)!.duration));
  }
  console.log('\n## auto suggest: 29 previews, wizard: 6 previews (median ms)\n| subject | ms |\n|---|--:|');
  console.log(`| wizard: six previews with the labels filled (target 500) | ${med(wizardMs).toFixed(0)} |`);
  console.log(`| in the browser, from Suggest to all 29 drawn (target 1000) | ${med(browserMs).toFixed(0)} |`);
  console.log(`| baseline: the server renders the page 29 times, one after the other | ${serverMs.toFixed(0)} |`);
} finally {
  await browser.close();
  server.stop();
}
