import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import pino from 'pino';
import { SessionCookies } from '@dm/contracts';
import { drawnHtml, drawnPages } from './drawn-pages.js';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <!-- the category tree while the app loads -->
    <link rel="preload" href="/api/category/get_design_categories" as="fetch" crossorigin="use-credentials" />
    <title>Designmaker</title>
    <script type="module" crossorigin src="/assets/index-a1b2c3d4.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-a1b2c3d4.js">
    <link rel="stylesheet" crossorigin href="/assets/index-e5f6a7b8.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const drawn = { html: '<h1>What would you like to design?</h1>', state: '<script type="application/json" id="dm-state">{}</script>' };

describe('a drawn page', () => {
  it('holds the markup, the state and the styles, and runs the app after its first paint', () => {
    const html = drawnHtml(INDEX, drawn, (href) => (href === '/assets/index-e5f6a7b8.css' ? 'h1{color:red}' : null));
    expect(html).toContain(`<div id="root">${drawn.html}</div>\n    ${drawn.state}`);
    expect(html).toContain('<style>h1{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    // its answer is in the state: no second download of the category tree
    expect(html).not.toContain('get_design_categories');
    expect(html).not.toContain('the category tree');
    // fetched and run once the page is on screen
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<script type="module" crossorigin src=');
    expect(html).toMatch(/first-contentful-paint[\s\S]*import\("\/assets\/index-a1b2c3d4\.js"\)/);
    expect(html).toContain('window.__dmEarlyInput=');
  });

  it('keeps the stylesheet link when the file is unknown or could end the style block', () => {
    expect(drawnHtml(INDEX, drawn)).toContain('<link rel="stylesheet" crossorigin href="/assets/index-e5f6a7b8.css">');
    expect(drawnHtml(INDEX, drawn, () => 'a{}</style><script>x</script>')).toContain('rel="stylesheet"');
  });

  it("puts markup holding '$' patterns in as it is", () => {
    expect(drawnHtml(INDEX, { ...drawn, html: "<p>$& $' $1</p>" })).toContain("<div id=\"root\"><p>$& $' $1</p></div>");
  });
});

describe('the drawn pages handler', () => {
  let dir: string;
  let server: Server;
  let base: string;
  let etag = 'W/"v1"';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dm-drawn-'));
    mkdirSync(join(dir, 'dist/assets'), { recursive: true });
    mkdirSync(join(dir, 'dist-ssr'));
    writeFileSync(join(dir, 'dist/assets/index-e5f6a7b8.css'), 'h1{color:red}');
    // a stand-in for the web app's server build: counts its draws, and can fail or decline
    writeFileSync(
      join(dir, 'dist-ssr/entry-server.js'),
      `export const drawsPage = (path) => path === '/home';
       export async function drawPage(url, fetchFn) {
         globalThis.__draws = (globalThis.__draws ?? 0) + 1;
         if (globalThis.__answer === 'throws') throw new Error('broken');
         if (globalThis.__answer === 'none') return null;
         const who = await (await fetchFn('/api/who', { method: 'POST' })).text();
         return { html: '<h1>home of ' + who + '</h1>', state: '' };
       }`,
    );
    const app = express();
    app.head('/api/category/get_design_categories', (_req, res) => res.setHeader('ETag', etag).end());
    app.post('/api/who', (req, res) => res.send(req.header('cookie') ? `someone with ${req.header('cookie')}` : 'a visitor'));
    const handle = drawnPages(join(dir, 'dist'), () => INDEX, pino({ level: 'silent' }));
    app.use(async (req, res) => {
      if (!(await handle(req, res))) res.status(299).send('the browser draws it');
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((ok) => server.once('listening', ok));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const g = globalThis as { __draws?: number; __answer?: string };
  beforeEach(() => {
    g.__answer = 'page';
  });
  const drawsSoFar = () => g.__draws ?? 0;

  it('draws the page as a visitor sees it (the calls carry no cookie), compressed and revalidated each time', async () => {
    const res = await fetch(`${base}/home`, { headers: { cookie: 'theme=dark', 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    const html = await res.text();
    expect(html).toContain('<h1>home of a visitor</h1>');
    expect(html).toContain('<style>h1{color:red}</style>');
  });

  it('serves every visitor one drawing until the catalog changes', async () => {
    etag = 'W/"v1"';
    const first = await (await fetch(`${base}/home`)).text();
    const before = drawsSoFar();
    expect(await (await fetch(`${base}/home`, { headers: { cookie: 'theme=light' } })).text()).toBe(first);
    expect(drawsSoFar()).toBe(before);
    etag = 'W/"v2"';
    await fetch(`${base}/home`);
    expect(drawsSoFar()).toBe(before + 1);
  });

  it('leaves a browser with a session to draw the page itself (its tokens never come with a page)', async () => {
    expect((await fetch(`${base}/home`, { headers: { cookie: `theme=dark; ${SessionCookies.marker}=m4rker` } })).status).toBe(299);
  });

  it('leaves other pages, other methods, declined and failed drawings to the browser', async () => {
    expect((await fetch(`${base}/other`)).status).toBe(299);
    expect((await fetch(`${base}/home`, { method: 'HEAD' })).status).toBe(299);
    etag = 'W/"v3"';
    g.__answer = 'none';
    expect((await fetch(`${base}/home`)).status).toBe(299);
    g.__answer = 'throws';
    expect((await fetch(`${base}/home`)).status).toBe(299);
  });
});
