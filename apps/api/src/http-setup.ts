import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import cookieParser from 'cookie-parser';
import type { Logger } from 'pino';
import { DesignCalls, fail, IdentityCalls, Messages, OrderCalls, PHOTO_FILE } from '@dm/contracts';
import { acceptedCodings, correlationMiddleware } from '@dm/platform';
import { PHOTOS_DIR } from '@dm/server-catalog';
import { ISNET_MODEL_PATH, isnetServedModelFile } from '@dm/engine/node';
import { CATEGORY_PRELOAD, drawnPages } from './drawn-pages.js';

export const JSON_LIMIT = '1mb';
/** Bulk edit saves up to 100 designs with their thumbnails in one call. */
export const BULK_JSON_LIMIT = '32mb';
/** A design's whole document: pages of thousands of elements, or hundreds of pages. */
export const DESIGN_JSON_LIMIT = '16mb';
const BULK_PATHS = new Set([`/api/${DesignCalls.bulkSave}`, `/api/${DesignCalls.bulkSave}/`]);
const DESIGN_PATHS = new Set([DesignCalls.save, DesignCalls.createFromJson].flatMap((c) => {
  const bare = c.replace(/\/$/, '');
  return [`/api/${bare}`, `/api/${bare}/`];
}));
const WEBHOOK_PATH = `/api/${OrderCalls.stripeWebhook}`;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** JSON bodies up to 1 MB (16 MB for a design's document, 32 MB for bulk saves); a bad or oversized body gets the envelope, not an HTML page. */
function jsonBody() {
  // webhooks are verified over their exact bytes: those requests keep the raw body beside the parsed one
  const parse = express.json({
    limit: JSON_LIMIT,
    verify: (req, _res, buf) => {
      if ((req as Request).originalUrl?.split('?')[0] === WEBHOOK_PATH) (req as Request & { rawBody?: Buffer }).rawBody = Buffer.from(buf);
    },
  });
  const parseBulk = express.json({ limit: BULK_JSON_LIMIT });
  const parseDesign = express.json({ limit: DESIGN_JSON_LIMIT });
  return (req: Request, res: Response, next: NextFunction) => {
    const path = req.originalUrl?.split('?')[0] ?? '';
    const [parser, limit] = BULK_PATHS.has(path) ? [parseBulk, '32 MB'] : DESIGN_PATHS.has(path) ? [parseDesign, '16 MB'] : [parse, '1 MB'];
    return parser(req, res, (err?: { type?: string }) => {
      if (!err) return next();
      if (err.type === 'entity.too.large') return res.status(413).json(fail(Messages.payloadTooLarge(limit)));
      return res.status(400).json(fail(Messages.invalidJson));
    });
  };
}

/**
 * State-changing calls must come from our own pages: a browser always sends Origin on a
 * cross-site POST, so a foreign Origin is refused. Calls without Origin (curl, server-to-server)
 * carry no ambient browser cookies of a victim and pass. The whole origin is compared (scheme,
 * host and port): `https://host` is another origin than `http://host`. The expected origin is the
 * request's own (scheme as Express sees it behind a trusted proxy) or PUBLIC_URL's.
 */
export function sameOriginOnly(publicUrl = process.env.PUBLIC_URL) {
  let configured: string | undefined;
  try {
    configured = publicUrl ? new URL(publicUrl).origin : undefined;
  } catch {
    configured = undefined;
  }
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.header('origin');
    if (!STATE_CHANGING.has(req.method) || origin === undefined) return next();
    const host = req.header('x-forwarded-host') ?? req.header('host');
    try {
      const given = new URL(origin).origin;
      const own = new URL(`${req.protocol}://${host}`).origin;
      if (given === own || given === configured) return next();
    } catch {
      /* fall through: 'null' or a malformed origin is foreign */
    }
    res.status(403).json(fail(Messages.foreignOrigin));
  };
}

/** Locates the built web app: WEB_DIST, else apps/web/dist beside this app. */
export function findWebDist(explicit?: string): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [explicit, resolve(here, '../../web/dist'), resolve(process.cwd(), 'apps/web/dist')].filter(Boolean) as string[];
  return candidates.find((dir) => existsSync(join(dir, 'index.html')));
}

/**
 * Cross-origin isolation for every answer: the page may then share memory with its workers, which
 * the background remover's network needs for its threads (onnxruntime-web). `credentialless`
 * still lets the page show images from other origins (fetched without cookies).
 */
function crossOriginIsolation(_req: Request, res: Response, next: NextFunction) {
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Embedder-Policy', 'credentialless');
  next();
}

export function applyHttpSetup(app: Express, logger: Logger): void {
  app.disable('x-powered-by');
  app.use(crossOriginIsolation);
  app.set('trust proxy', 'loopback');
  app.use(correlationMiddleware(logger));
  app.use('/api', sameOriginOnly(), jsonBody(), cookieParser());
}

/**
 * The open-licensed font files (@fontsource packages) at `/fonts/<family>/files/...`, where the
 * scene's browser font registry loads them. Immutable: a package upgrade changes its file names.
 */
export function serveFonts(app: Express): void {
  let dir: string;
  try {
    dir = dirname(dirname(createRequire(import.meta.url).resolve('@fontsource/montserrat/package.json')));
  } catch {
    return;
  }
  app.use('/fonts', express.static(dir, { index: false, immutable: true, maxAge: '365d', fallthrough: false }));
}

/**
 * The photo library's files at `/api/photos/<hash>[.low].jpg|png`: public catalog assets, cached
 * for good (`immutable`; the names are content hashes) with an ETag; an unknown name is a 404.
 */
export function servePhotos(app: Express): void {
  const files = express.static(PHOTOS_DIR, { index: false, immutable: true, maxAge: '365d', etag: true, fallthrough: true, dotfiles: 'deny' });
  app.get('/api/photos/:file', (req: Request, res: Response) => {
    if (!PHOTO_FILE.test(req.params.file as string)) return res.status(404).json(fail(Messages.catalogNotFound('photo', String(req.params.file))));
    req.url = `/${req.params.file}`;
    files(req, res, () => res.status(404).json(fail(Messages.catalogNotFound('photo', String(req.params.file)))));
  });
}

/**
 * The background remover's model (ISNet from the installed @imgly/background-removal-data
 * package, re-targeted to NET_SIDE) at ISNET_MODEL_PATH, for the engine worker, which keeps it in
 * Cache Storage. The path carries the package's version and the side, so the answer is immutable.
 * Made on the first request (a few hundred ms) into the system's temporary folder.
 */
export function serveEngineModel(app: Express, logger: Logger): void {
  app.get(ISNET_MODEL_PATH, (_req: Request, res: Response) => {
    let file: string;
    try {
      file = isnetServedModelFile();
    } catch (e) {
      logger.error({ err: e }, 'background removal model missing');
      return res.status(404).json(fail(Messages.catalogNotFound('model', ISNET_MODEL_PATH)));
    }
    res.sendFile(file, { headers: { 'Content-Type': 'application/octet-stream' }, immutable: true, maxAge: '365d' });
  });
}

/** Serves the React app at `/` with index.html for every client route; `/api/*` is never shadowed. */
export function serveWeb(app: Express, webDist: string | undefined, logger: Logger): void {
  if (!webDist) {
    logger.warn('web app not built (apps/web/dist missing): only /api is served');
    return;
  }
  app.use('/assets', precompressed(join(webDist, 'assets')));
  app.use(express.static(webDist, { index: false, maxAge: '1h', setHeaders: noCacheHtml }));
  const indexHtml = join(webDist, 'index.html');
  let page: { html: string; at: number; editor: string[] } | null = null;
  const index = () => {
    const at = statSync(indexHtml).mtimeMs;
    if (!page || page.at !== at) page = { html: readFileSync(indexHtml, 'utf8'), at, editor: editorChunkLinks(webDist) };
    return page;
  };
  // the dashboard's home comes drawn, with its panels (the browser draws it itself if drawing fails)
  const drawn = drawnPages(webDist, () => index().html, logger);
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith('/api/') || req.path === '/api' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    try {
      if (await drawn(req, res)) return;
      // every page asks who is signed in while the app's scripts load (the app shows nothing
      // before it knows); the editor's page also asks for its design, and loads the editor's
      // own chunk and styles with the app (rather than after the router has found the route)
      const link = designPreload(req.path);
      const { html, editor } = index();
      const links = [DETAILS_PRELOAD, ...(link ? [link, ...editor] : [])];
      // a design page leaves the category tree (the Templates panel's) for after its page is
      // shown: its answer would come in the way of the design's own on the server and in the page
      const page = link ? html.replace(CATEGORY_PRELOAD, '') : html;
      res.type('html').send(page.replace('</head>', `    ${links.join('\n    ')}\n  </head>`));
    } catch (err) {
      next(err);
    }
  });
}

/**
 * The build's brotli or gzip copy of an asset (`x.js.br`, `x.js.gz`, written by the web build)
 * when the browser takes that coding; anything else falls through to the plain file.
 */
export function precompressed(dir: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = /^\/([A-Za-z0-9_-][A-Za-z0-9_.-]*)$/.exec(req.path)?.[1];
    if (!name) return next();
    const accepts = acceptedCodings(req.header('accept-encoding'));
    for (const [coding, ext] of [['br', '.br'], ['gzip', '.gz']] as const) {
      const file = join(dir, name + ext);
      if (!accepts.has(coding) || !existsSync(file)) continue;
      res.type(extname(name));
      res.setHeader('Vary', 'Accept-Encoding');
      return res.sendFile(file, { headers: { 'Content-Encoding': coding, 'Cache-Control': assetCaching(name) } });
    }
    next();
  };
}

/**
 * The editor route's chunk and its styles for a design page's head, from the web build's manifest
 * (dist/.vite/manifest.json); none when the manifest is missing or has no editor entry. The styles
 * apply from the first frame and the chunk runs with the app's own scripts (after them, in order),
 * so the router finds the editor's screens loaded instead of fetching, waiting for the styles and
 * running the chunk after the app has rendered (measured: 40 ms of an idle main thread).
 */
export function editorChunkLinks(webDist: string): string[] {
  try {
    const manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; src?: string; css?: string[] }>;
    const editor = Object.values(manifest).find((c) => c.src?.endsWith('libs/web/editor/lazy.ts'));
    if (!editor) return [];
    return [
      ...(editor.css ?? []).map((css) => `<link rel="stylesheet" crossorigin href="/${css}" />`),
      `<script type="module" crossorigin src="/${editor.file}"></script>`,
    ];
  } catch {
    return [];
  }
}

/** The preload link for the signed-in user's details (the app's first call, by GET). */
const DETAILS_PRELOAD = `<link rel="preload" href="/api/${IdentityCalls.getDetails}" as="fetch" crossorigin="use-credentials" />`;

/** Editor and viewer links: /designmaker/start/designs/<id>/edit or /view. */
const DESIGN_PAGE = /^\/designmaker\/start\/designs\/([A-Za-z0-9_-]{1,64})\/(?:edit|view)\/?$/;

/** The preload link for a design page's document (only well-formed ids; anything else gets none). */
export function designPreload(path: string): string | null {
  const id = DESIGN_PAGE.exec(path)?.[1];
  return id ? `<link rel="preload" href="/api/${DesignCalls.getOne}?id=${id}" as="fetch" crossorigin="use-credentials" />` : null;
}

function noCacheHtml(res: Response, path: string) {
  if (path.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
  else if (HASHED.test(path)) res.setHeader('Cache-Control', assetCaching(path));
}

/** A build file named by its content's hash: the same name never holds other bytes. */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2?|wasm|svg|json)$/;

/** Cache-Control of a web build file: for good when its name carries its hash, an hour otherwise. */
function assetCaching(path: string): string {
  return HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}
