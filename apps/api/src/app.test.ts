import { testDatabaseKinds } from '@dm/platform';
import { startTestApp, type TestApp } from './testing/test-app.js';

describe.each(testDatabaseKinds())('the API on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(() => app?.close());

  it('reports database and search status at GET /api/health', async () => {
    const res = await app.call('health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      response_code: 1,
      data: { status: 'ok', database: { status: 'ok', kind }, search: { status: 'ok', kind: 'embedded' } },
    });
  });

  it('answers an unknown call with a 404 envelope naming it', async () => {
    const res = await app.call('no_such/call', {});
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ response_code: 0, error: "There is no call named 'no_such/call'." });
  });

  it('answers a malformed JSON body with 400', async () => {
    const res = await app.call('health', '{not json');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ response_code: 0, error: 'The request body is not valid JSON.' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await app.call('no_such/call', { blob: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('The request is too large. The limit is 1 MB.');
  });

  it("takes a design's document up to 16 MB (thousands of elements) and names that limit past it", async () => {
    const big = await app.call('saved_design/save', { id: 'x', version: 1, design_file: { blob: 'x'.repeat(2_000_000) } });
    expect(big.status).not.toBe(413);
    const huge = await app.call('saved_design/save', { id: 'x', version: 1, design_file: { blob: 'x'.repeat(17_000_000) } });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe('The request is too large. The limit is 16 MB.');
  });

  it('refuses a state-changing call from a foreign origin with 403', async () => {
    const res = await app.call('health', {}, { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(res.body.response_code).toBe(0);
  });

  it('echoes a well-formed correlation id and makes one otherwise', async () => {
    expect((await app.call('health', undefined, { headers: { 'x-correlation-id': 'abc-123' } })).headers.get('x-correlation-id')).toBe('abc-123');
    expect((await app.call('health', undefined, { headers: { 'x-correlation-id': 'bad id <script>' } })).headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the font files the browser renderer loads', async () => {
    const res = await fetch(`${app.baseUrl}/fonts/montserrat/files/montserrat-latin-400-normal.woff2`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/immutable/);
    expect((await fetch(`${app.baseUrl}/fonts/montserrat/files/nope.woff2`)).status).toBe(404);
  });

  it('proxies only public http(s) images: a private address is 403, a bad link 400', async () => {
    const loopback = await app.call('image_proxy?src=' + encodeURIComponent('http://127.0.0.1:9/a.png'));
    expect(loopback.status).toBe(403);
    expect(loopback.body).toEqual({ response_code: 0, error: 'That image address points inside a private network and cannot be fetched.' });
    const bad = await app.call('image_proxy?src=' + encodeURIComponent('javascript:alert(1)'));
    expect(bad.status).toBe(400);
  });

  it('records the installation once, on the first start', async () => {
    const ds = app.app.get((await import('typeorm')).DataSource);
    expect(await ds.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = 'system-installation' AND type = 'InstallationInitialised'`)).toEqual([{ n: 1 }]);
  });
});

describe("the editor page's preload of its design", () => {
  it('names the design of an editor or viewer link, and nothing for any other path or a malformed id', async () => {
    const { designPreload } = await import('./http-setup.js');
    expect(designPreload('/designmaker/start/designs/abc-123/edit')).toBe('<link rel="preload" href="/api/saved_design/get_one?id=abc-123" as="fetch" crossorigin="use-credentials" />');
    expect(designPreload('/designmaker/start/designs/abc-123/view')).toContain('get_one?id=abc-123');
    expect(designPreload('/designmaker/start/designs/"><script>x<%2Fscript>/edit')).toBeNull();
    expect(designPreload('/designmaker/start/designs/abc/delete')).toBeNull();
    expect(designPreload('/designmaker/start')).toBeNull();
  });
});

describe("the app's pages", () => {
  it("preload who is signed in on every page the browser draws, and the design and the editor's chunk on a design page only", async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const express = (await import('express')).default;
    const { serveWeb } = await import('./http-setup.js');
    const dist = mkdtempSync(join(tmpdir(), 'dm-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify({ 'libs/web/editor/lazy.ts': { file: 'assets/lazy-b.js', src: 'libs/web/editor/lazy.ts' } }));
    const logger = { warn: () => undefined, error: () => undefined, info: () => undefined, debug: () => undefined } as never;
    const app = express();
    serveWeb(app, dist, logger);
    const server = app.listen(0);
    const port = (server.address() as { port: number }).port;
    try {
      const page = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).text();
      const details = '<link rel="preload" href="/api/user/get_details" as="fetch" crossorigin="use-credentials" />';
      const templates = await page('/designmaker/start/templates');
      expect(templates).toContain(details);
      expect(templates).not.toContain('get_one');
      expect(templates).not.toContain('lazy-b.js');
      const editor = await page('/designmaker/start/designs/abc-123/edit');
      expect(editor).toContain(details);
      expect(editor).toContain('saved_design/get_one?id=abc-123');
      expect(editor).toContain('lazy-b.js');
      expect(editor.indexOf(details)).toBeLessThan(editor.indexOf('</head>'));
    } finally {
      server.close();
    }
  });
});

describe('the web build served precompressed', () => {
  it("sends the build's brotli or gzip copy the browser takes, the plain file otherwise, and never a path outside the folder", async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } = await import('node:zlib');
    const http = await import('node:http');
    const express = (await import('express')).default;
    const { precompressed } = await import('./http-setup.js');
    const { acceptedCodings } = await import('@dm/platform');
    expect([...acceptedCodings('gzip, deflate, br;q=0.5')]).toEqual(['gzip', 'deflate', 'br']);
    expect(acceptedCodings('br;q=0, gzip').has('br')).toBe(false);
    const dir = mkdtempSync(join(tmpdir(), 'dm-assets-'));
    const body = 'export const x = 1;\n'.repeat(200);
    writeFileSync(join(dir, 'app-AbCdEf12.js'), body);
    writeFileSync(join(dir, 'app-AbCdEf12.js.br'), brotliCompressSync(body));
    writeFileSync(join(dir, 'app-AbCdEf12.js.gz'), gzipSync(body));
    const server = express().use('/assets', precompressed(dir)).use('/assets', (_req, res) => res.status(404).send('plain')).listen(0);
    const port = (server.address() as { port: number }).port;
    const get = (path: string, accept?: string) => new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((ok, fail) => {
      http.get({ port, path, headers: accept ? { 'accept-encoding': accept } : {} }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (d) => parts.push(d)).on('end', () => ok({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
      }).on('error', fail);
    });
    try {
      const br = await get('/assets/app-AbCdEf12.js', 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toMatch(/immutable/);
      expect(br.headers.vary).toMatch(/Accept-Encoding/);
      expect(brotliDecompressSync(br.body).toString()).toBe(body);
      const gz = await get('/assets/app-AbCdEf12.js', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(body);
      // no coding taken, an unknown file, a path that climbs out: not answered here
      expect((await get('/assets/app-AbCdEf12.js')).body.toString()).toBe('plain');
      expect((await get('/assets/other.js', 'br')).body.toString()).toBe('plain');
      expect((await get('/assets/..%2F..%2Fetc%2Fpasswd', 'br')).body.toString()).toBe('plain');
    } finally {
      server.close();
    }
  });
});

describe("the editor page's own chunk and styles", () => {
  it("names the editor route's chunk and styles from the build's manifest, and nothing without one", async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { editorChunkLinks } = await import('./http-setup.js');
    const dist = mkdtempSync(join(tmpdir(), 'dm-dist-'));
    expect(editorChunkLinks(dist)).toEqual([]);
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify({
      'index.html': { file: 'assets/index-a.js', src: 'index.html', isEntry: true },
      '../../libs/web/editor/lazy.ts': { file: 'assets/lazy-b.js', src: '../../libs/web/editor/lazy.ts', isDynamicEntry: true, css: ['assets/lazy-c.css'] },
    }));
    expect(editorChunkLinks(dist)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/lazy-c.css" />',
      '<script type="module" crossorigin src="/assets/lazy-b.js"></script>',
    ]);
  });
});
