// Pages the server draws: the web app's server build (apps/web/dist-ssr/entry-server.js, made by
// `vite build --ssr`) draws the dashboard's home with the calls of its first screen answered, so
// the category panels come with the page's HTML instead of after its scripts have run.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { CatalogCalls, SessionCookies } from '@dm/contracts';
import { acceptedCodings } from '@dm/platform';

/** What the web app's server build exports (apps/web/src/entry-server.tsx). */
export interface PageDrawer {
  drawsPage(path: string): boolean;
  drawPage(url: string, fetchFn: typeof fetch): Promise<{ html: string; state: string } | null>;
}

/** How long the calls of a drawn page may take before the browser is left to draw it. */
const CALLS_TIMEOUT_MS = 3000;

/**
 * The fetch a drawn page's calls go through: to this server itself (the address the request came
 * in on), as a visitor (no cookies), so each call checks the same rights as from a browser.
 */
export function ownApiFetch(req: Request): typeof fetch {
  const local = req.socket.localAddress ?? '127.0.0.1';
  const host = local.startsWith('::ffff:') ? local.slice(7) : local.includes(':') ? `[${local}]` : local;
  const base = `http://${host}:${req.socket.localPort}`;
  return (input, init) => {
    const timeout = AbortSignal.timeout(CALLS_TIMEOUT_MS);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return fetch(new URL(String(input), base), { ...init, signal });
  };
}

/** Whether a page request comes from a browser with a session (its marker cookie, the one session cookie pages see). */
export function hasSession(req: Request): boolean {
  return (req.header('cookie') ?? '').split(';').some((c) => c.trim().startsWith(`${SessionCookies.marker}=`));
}

/** The app's stylesheet link in the built index.html. */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;

/** The app's entry script tag in the built index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * Presses before the app has taken the page over: recorded, and played again to the same elements
 * once it has (the app calls `__dmEarlyInput()` after its first commit), so a person (or a test)
 * who presses 'Sign in' the moment it shows is not ignored. A press on a link is the browser's
 * own navigation and is not played again.
 */
const EARLY_INPUT = `{const held=[];const types=['pointerdown','mousedown','pointerup','mouseup','click'];
const hold=(e)=>{if(e.isTrusted&&!(e.target instanceof Element&&e.target.closest('a[href]')))held.push(e)};
for(const t of types)document.addEventListener(t,hold,true);
window.__dmEarlyInput=()=>{for(const t of types)document.removeEventListener(t,hold,true);
for(const e of held.splice(0))if(e.target.isConnected&&!e.defaultPrevented)e.target.dispatchEvent(new e.constructor(e.type,e));};}
`;

/**
 * Settles once the page's first contentful paint is on screen (the paint entry is recorded when the
 * frame is presented, also after Chrome's paint holding on a same-site navigation), or after a
 * second when there is none (a tab opened in the background).
 */
const AFTER_FIRST_PAINT = `new Promise((shown)=>{new PerformanceObserver((list,o)=>{if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();shown()}}).observe({type:'paint',buffered:true});setTimeout(shown,1000)})`;

/** The category tree's preload link in the built index.html, with the comment above it. */
export const CATEGORY_PRELOAD = /(\s*<!--[^>]*-->)?\s*<link rel="preload" href="\/api\/category\/[^"]*" as="fetch"[^>]*>/;

/**
 * index.html with the drawn markup in its root element and the state beside it, and the app's
 * stylesheet inlined (`styles` reads a built file by its href; null leaves the link). The category
 * tree's preload is dropped (its answer is in the state). The app's scripts are fetched and run
 * after the drawn page's first paint: evaluating them and taking the markup over cost a few
 * hundred milliseconds of the main thread on a slow machine, which would otherwise come before
 * the page is shown, and fetching them at once (modulepreload) took the second core from that
 * first paint (measured: first paint 90 ms later, the app taking over 90 ms sooner; presses in
 * between are kept, see EARLY_INPUT).
 */
export function drawnHtml(index: string, drawn: { html: string; state: string }, styles: (href: string) => string | null = () => null): string {
  const entry = ENTRY_SCRIPT.exec(index)?.[1];
  let html = index.replace(CATEGORY_PRELOAD, '');
  // the app's styles come inside the page: its first frame then waits for nothing but the page
  html = html.replace(STYLESHEET, (tag: string, href: string) => {
    const css = styles(href);
    return css === null || /<\/style/i.test(css) ? tag : `<style>${css}</style>`;
  });
  let boot = '';
  if (entry) {
    html = html.replace(ENTRY_SCRIPT, '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
    boot = `\n    <script type="module">${EARLY_INPUT}${AFTER_FIRST_PAINT}.then(() => import(${JSON.stringify(entry)}));</script>`;
  }
  return html.replace('<div id="root"></div>', () => `<div id="root">${drawn.html}</div>\n    ${drawn.state}${boot}`);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Sendable {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** A drawn page, compressed as the browser takes it; revalidated each time (a sign-in changes the answer for that browser). */
async function sendDrawn(req: Request, res: Response, page: Sendable): Promise<void> {
  const accepts = acceptedCodings(req.header('accept-encoding'));
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('Vary', 'Cookie, Accept-Encoding');
  res.type('html');
  if (accepts.has('br')) {
    page.br ??= await brotliAsync(page.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: page.identity.length } });
    res.setHeader('Content-Encoding', 'br');
    res.end(page.br);
  } else if (accepts.has('gzip')) {
    page.gzip ??= await gzipAsync(page.identity, { level: 6 });
    res.setHeader('Content-Encoding', 'gzip');
    res.end(page.gzip);
  } else {
    res.end(page.identity);
  }
}

/**
 * The drawn pages' handler: answers a GET of a page the server draws and says true, or says false
 * and the browser draws the page itself: not such a page, no server build, a call failed, or the
 * browser has a session. A session's tokens (and a visitor's key) go only to the API's calls, never
 * with a page, so a page can only be drawn as a visitor sees it; a signed-in browser is not shown
 * a visitor's page.
 *
 * Every visitor's page is the same (the catalog and the sign-in options), so one drawing serves
 * them all while the category tree's validator and the web build are unchanged.
 */
export function drawnPages(webDist: string, index: () => string, logger: Logger) {
  const entry = resolve(webDist, '../dist-ssr/entry-server.js');
  let loaded: Promise<PageDrawer | null> | null = null;
  const drawer = () =>
    (loaded ??= existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<PageDrawer>).catch((err: unknown) => {
          logger.warn({ err }, 'the web app server build did not load: pages are drawn by the browser');
          return null;
        })
      : Promise.resolve(null));
  void drawer(); // loaded while the server starts, not on the first visitor's request
  const css = new Map<string, string | null>();
  const styles = (href: string) => {
    if (!css.has(href)) {
      const file = resolve(webDist, `.${href}`);
      css.set(href, file.startsWith(resolve(webDist, 'assets')) && existsSync(file) ? readFileSync(file, 'utf8') : null);
    }
    return css.get(href) ?? null;
  };
  let last: (Sendable & { path: string; index: string; catalog: string }) | null = null;

  return async (req: Request, res: Response): Promise<boolean> => {
    if (req.method !== 'GET' || hasSession(req)) return false;
    const draws = await drawer();
    if (!draws?.drawsPage(req.path)) return false;
    const fetchFn = ownApiFetch(req);
    try {
      const catalog = (await fetchFn(`/api/${CatalogCalls.getDesignCategories}`, { method: 'HEAD' })).headers.get('etag');
      if (catalog && last?.catalog === catalog && last.path === req.path && last.index === index()) {
        await sendDrawn(req, res, last);
        return true;
      }
      const drawn = await draws.drawPage(new URL(req.originalUrl, 'http://localhost').href, fetchFn);
      if (!drawn) return false;
      const page: Sendable = { identity: Buffer.from(drawnHtml(index(), drawn, styles)) };
      if (catalog) last = { ...page, path: req.path, index: index(), catalog };
      await sendDrawn(req, res, page);
      return true;
    } catch (err) {
      logger.warn({ err, path: req.path }, 'page not drawn on the server');
      return res.headersSent;
    }
  };
}
