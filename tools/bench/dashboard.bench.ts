// Dashboard home: first contentful paint and the time until the category panels show (checked at
// each frame; also the page's own clock, and a Playwright locator's wait for comparison), on a cold
// load (fresh browser profile: nothing cached) and a warm one (reload with the cache), in Debian's
// Chromium against the built server (SEED=minimal). Baseline: the same server's /api/health as a
// document (the floor of one round trip and a paint). Needs `npm run build` first (npm run bench does it).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';

const root = resolve(import.meta.dirname, '../..');
const RUNS = 7;
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const port = await new Promise<number>((ok) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => {
    const p = (s.address() as { port: number }).port;
    s.close(() => ok(p));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'dm-bench-dash-'));
const server = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'minimal', THUMBNAILS: 'off', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'pipe'],
});
let serverErr = '';
server.stderr?.on('data', (d) => (serverErr += d));
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    /* starting */
  }
  if (i > 1800 || server.exitCode !== null) throw new Error(`server did not start: ${serverErr.slice(-2000)}`);
  await new Promise((r) => setTimeout(r, 100));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const fcp = (page: Page) =>
  page.evaluate(() => new Promise<number>((ok) => {
    const e = performance.getEntriesByName('first-contentful-paint')[0];
    if (e) return ok(e.startTime);
    new PerformanceObserver((l) => ok(l.getEntries()[0].startTime)).observe({ type: 'paint', buffered: true });
  }));

/** A promise, in the page, that settles at the first frame where a heading reading `text` has a box. */
const shownExpression = (text: string) => `new Promise((shown) => {
  const check = () => [...document.querySelectorAll('h1,h2,h3')].some((h) => h.textContent.trim() === ${JSON.stringify(text)} && h.getBoundingClientRect().height > 0) ? shown(true) : requestAnimationFrame(check);
  check();
})`;

async function measure(path: string, waitFor: string | null, warm: boolean) {
  const paints: number[] = [];
  const ready: number[] = [];
  const inPage: number[] = [];
  const located: number[] = [];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // the page's own clock: when the heading is first in the document and the frame after it is
    // drawn (the outer figure also holds Playwright's start of navigation and its polling, which
    // runs on the page's main thread)
    if (waitFor) {
      await page.addInitScript((text) => {
        const w = window as unknown as { __dmHeadingShown?: number };
        const seen = new MutationObserver(() => {
          if ([...document.querySelectorAll('h1,h2,h3')].some((h) => h.textContent?.trim() === text)) {
            seen.disconnect();
            requestAnimationFrame(() => setTimeout(() => (w.__dmHeadingShown = performance.now())));
          }
        });
        seen.observe(document, { subtree: true, childList: true });
      }, waitFor);
    }
    if (warm) await page.goto(base + path, { waitUntil: 'load' });
    const t0 = Date.now();
    await page.goto(base + path, { waitUntil: 'commit' });
    if (waitFor) {
      // checked at every frame, answered in one protocol message (a locator's wait checks at 0, 20,
      // 70, 170, 270, 770 ms... after it starts, so a heading shown at 300 ms reads as about 770;
      // and Playwright's waitForFunction makes further calls into the page once it has seen it,
      // which wait behind the app's start)
      await cdp.send('Runtime.evaluate', { expression: shownExpression(waitFor), awaitPromise: true, returnByValue: true });
    }
    ready.push(Date.now() - t0);
    if (waitFor) {
      await page.getByRole('heading', { name: waitFor }).first().waitFor({ state: 'visible', timeout: 30000 });
      located.push(Date.now() - t0);
    }
    if (waitFor) inPage.push(await page.waitForFunction(() => (window as unknown as { __dmHeadingShown?: number }).__dmHeadingShown).then((h) => h.jsonValue() as Promise<number>));
    paints.push(await fcp(page));
    await context.close();
  }
  await browser.close();
  return { fcp: median(paints), ready: median(ready), inPage: inPage.length ? median(inPage) : NaN, located: located.length ? median(located) : NaN };
}

try {
  const rows = [
    ['baseline: /api/health as a document, cold', await measure('/api/health', null, false)],
    ['dashboard home, cold', await measure('/designmaker/start', 'Popular Categories', false)],
    ['dashboard home, warm', await measure('/designmaker/start', 'Popular Categories', true)],
  ] as const;
  console.log(`\nDashboard home in Chromium, median of ${RUNS} (ms)`);
  console.log('subject                                      | first paint | panels shown | panels drawn, page clock | Playwright locator wait');
  const cell = (x: number, w: number) => (Number.isNaN(x) ? '' : x.toFixed(0)).padStart(w);
  for (const [name, r] of rows) console.log(`${name.padEnd(44)} | ${cell(r.fcp, 11)} | ${cell(r.ready, 12)} | ${cell(r.inPage, 24)} | ${cell(r.located, 23)}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
