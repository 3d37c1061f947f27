// Chromium with the scene bundle loaded (Playwright, Debian's Chromium): renders a design page
// in the browser with the same code the editor uses. For the parity test and the benchmarks.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { build } from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright-core';
import { ENGINE_WASM_PATH } from '@dm/engine/node';
import type { DesignFile } from '@dm/contracts';
import { fontsourceRoot } from '../node/fonts.js';

const ORIGIN = 'http://dm.test';
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Bundles the browser entry of libs/scene (workspace packages from their sources). */
export async function bundleScene(): Promise<string> {
  const out = await build({
    entryPoints: [src('./browser-entry.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    alias: { '@dm/contracts': src('../../../contracts/src/index.ts'), '@dm/engine': src('../../../engine/src/index.ts') },
    logLevel: 'silent',
  });
  return out.outputFiles[0].text;
}

export interface ChromiumScene {
  browser: Browser;
  page: Page;
  /** Renders page `pageIndex` in Chromium; returns PNG bytes and the time spent drawing. */
  /** A page, or with `time` the design's frame at that time (its page at its local time, with the animation effects). */
  render(design: DesignFile, pageIndex?: number, scale?: number, time?: number): Promise<{ png: Buffer; ms: number }>;
  close(): Promise<void>;
}

export async function startChromiumScene(): Promise<ChromiumScene> {
  const bundle = await bundleScene();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1200, height: 1200 }, deviceScaleFactor: 1 });
  const fonts = fontsourceRoot();
  await page.route(`${ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><body style="margin:0"></body></html>' });
    if (path === '/engine.wasm') return route.fulfill({ contentType: 'application/wasm', body: readFileSync(ENGINE_WASM_PATH) });
    if (path.startsWith('/fonts/') && !path.includes('..')) {
      try {
        return route.fulfill({ contentType: 'font/woff2', body: readFileSync(join(fonts, path.slice('/fonts/'.length))) });
      } catch {
        return route.fulfill({ status: 404, body: '' });
      }
    }
    return route.fulfill({ status: 404, body: '' });
  });
  await page.goto(`${ORIGIN}/`);
  // tsx/esbuild's keepNames wraps functions passed to page.evaluate in __name(); give the page one.
  await page.addScriptTag({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
  await page.addScriptTag({ content: bundle });
  await page.evaluate(async () => {
    const g = globalThis as unknown as { DMScene: { loadEngineFrom(u: string): Promise<unknown> }; dmEngine: unknown };
    g.dmEngine = await g.DMScene.loadEngineFrom('/engine.wasm');
  });
  return {
    browser,
    page,
    async render(design, pageIndex = 0, scale = 1, time?: number) {
      const r = await page.evaluate(async ({ design, pageIndex, scale, time }) => {
         
        const g = globalThis as any;
        const S = g.DMScene;
        const doc = g.document;
        const frame = time === undefined ? null : S.frameAt(design, time);
        const p = frame ? frame.page : design.pages[pageIndex];
        await S.loadBrowserFonts(S.fontsUsed([p]), '/fonts');
        await doc.fonts.ready;
        const assets = await S.loadPageAssets(p, S.browserAssetLoader());
        const make = (w: number, h: number) => {
          const c = doc.createElement('canvas');
          c.width = w;
          c.height = h;
          return c;
        };
        const canvas = make(Math.round(design.width * scale), Math.round(design.height * scale));
        const t0 = performance.now();
        S.renderPage(canvas.getContext('2d'), p, assets, { width: design.width, height: design.height, scale, engine: g.dmEngine, createCanvas: make, effects: frame?.effects });
        canvas.getContext('2d').getImageData(0, 0, 1, 1); // flush the drawing before timing stops
        const ms = performance.now() - t0;
        return { url: canvas.toDataURL('image/png') as string, ms };
      }, { design, pageIndex, scale, time });
      return { png: Buffer.from(r.url.slice(r.url.indexOf(',') + 1), 'base64'), ms: r.ms };
    },
    close: () => browser.close(),
  };
}
