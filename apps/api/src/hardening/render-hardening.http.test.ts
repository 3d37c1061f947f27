import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { testDatabaseKinds } from '@dm/platform';
import { startTestApp, type TestApp } from '../testing/test-app.js';

// A page with one image whose src is an address inside the server's own network.
const pageWithImage = (src: string) => ({
  schemaVersion: 1, id: 'probe', width: 100, height: 100,
  pages: [{ id: 'p1', background_color: '#ffffff', objects: {
    img: { id: 'img', type: 'image', layer_index: 0, position: { x: 0, y: 0 }, width: 100, height: 100, image_details: { src } },
  } }],
});

async function until<T>(fn: () => Promise<T | undefined>, tries = 300): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const v = await fn();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
}

describe.each(testDatabaseKinds())('render hardening on %s', (kind) => {
  let app: TestApp;
  let secret: http.Server;
  let secretPort: number;
  beforeAll(async () => {
    // setup: an internal service the server can reach but a visitor must not read through it
    const red = createCanvas(4, 4);
    const ctx = red.getContext('2d');
    ctx.fillStyle = '#ff0000';
    ctx.fillRect(0, 0, 4, 4);
    const bytes = await red.encode('png');
    secret = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(bytes));
    await new Promise<void>((r) => secret.listen(0, '127.0.0.1', r));
    secretPort = (secret.address() as AddressInfo).port;
    app = await startTestApp(kind);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await new Promise((r) => secret.close(r));
  });
  beforeEach(() => app.cookies.clear());

  const renderAs = async (cookies: Map<string, string>, body: unknown) => {
    app.cookies.clear();
    for (const [k, v] of cookies) app.cookies.set(k, v);
    const r = await app.call('render/initiate', body);
    const jar = new Map(app.cookies);
    return { r, jar };
  };

  it('serves a render record and output to its requester only', async () => {
    // setup: visitor A renders
    const { r, jar } = await renderAs(new Map(), { type: 'png', html_data: pageWithImage(''), rendering_parameters: {} });
    expect(r.status).toBe(200);
    const id = r.body.data._id;
    const done = await until(async () => {
      app.cookies.clear();
      for (const [k, v] of jar) app.cookies.set(k, v);
      const s = await app.call('render/status', { id });
      return s.body.data?.status !== 'requested' ? s : undefined;
    });
    expect(done.status).toBe(200);
    expect((await app.call(`render/outputs/${id}.png`)).status).toBe(200);
    // check: another visitor and a signed-in user get 404 for both
    for (const who of ['visitor', 'user']) {
      app.cookies.clear();
      if (who === 'user') await app.call('auth/register', { email: 'other-renderer@example.com', name: 'O', password: 'correct horse battery' });
      expect((await app.call('render/status', { id })).status).toBe(404);
      expect((await app.call(`render/outputs/${id}.png`)).status).toBe(404);
    }
  });

  it.each(['127.0.0.1', 'localhost', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]'])('never draws an image from %s into a render', async (host) => {
    const { r, jar } = await renderAs(new Map(), { type: 'png', html_data: pageWithImage(`http://${host}:${secretPort}/x.png`), rendering_parameters: {} });
    const id = r.body.data._id;
    await until(async () => {
      app.cookies.clear();
      for (const [k, v] of jar) app.cookies.set(k, v);
      const s = await app.call('render/status', { id });
      return s.body.data?.status !== 'requested' ? s : undefined;
    });
    const out = await fetch(`${app.baseUrl}/api/render/outputs/${id}.png`, { headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    if (out.status === 200) {
      const img = await loadImage(Buffer.from(await out.arrayBuffer()));
      const canvas = createCanvas(img.width, img.height);
      canvas.getContext('2d').drawImage(img, 0, 0);
      const [r, g, b] = canvas.getContext('2d').getImageData(50, 50, 1, 1).data;
      // the secret image is pure red; a refused image leaves the page white (or a placeholder)
      expect([r, g, b]).not.toEqual([255, 0, 0]);
    }
  });

  it('refuses the image proxy for loopback written as IPv4-mapped, IPv4-compatible and NAT64 IPv6', async () => {
    for (const host of ['[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[::127.0.0.1]', '[64:ff9b::7f00:1]']) {
      const res = await app.call(`image_proxy?src=${encodeURIComponent(`http://${host}:${secretPort}/x.png`)}`);
      expect([host, res.status]).toEqual([host, 403]);
    }
  });

  it('queues at most a bounded number of renders per caller and answers 429 with Retry-After beyond it', async () => {
    const doc = pageWithImage('');
    const bulk = (n: number) => ({ render_data: Array.from({ length: n }, () => ({ type: 'png', html_data: doc, rendering_parameters: {} })) });
    const first = await app.call('render/initiate_bulk', bulk(24));
    expect(first.status).toBe(200);
    const over = await app.call('render/initiate_bulk', bulk(24));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.body.error).toMatch(/renders waiting/);
  });

  it('refuses documents beyond the bounds with a 400 naming the field', async () => {
    const huge = { ...pageWithImage(''), width: 1e300 };
    const r = await app.call('render/initiate', { type: 'png', html_data: huge, rendering_parameters: {} });
    // the render is accepted and fails with a clear message, or is refused at once
    if (r.status === 200) {
      const id = r.body.data._id;
      const s = await until(async () => {
        const x = await app.call('render/status', { id });
        return x.body.data?.status !== 'requested' ? x : undefined;
      });
      expect(s.body.data).toMatchObject({ status: 'failed', error: expect.stringMatching(/width/) });
    } else expect(r.status).toBe(400);
    const pages = { ...pageWithImage(''), pages: Array.from({ length: 3000 }, (_, i) => ({ id: `p${i}`, objects: {} })) };
    const saved = await app.call('saved_design/create_from_json', { design_file: pages });
    expect(saved.status).toBe(400);
    expect(saved.body.error).toMatch(/pages/);
    const nested: Record<string, unknown> = {};
    for (let i = 0; i < 3000; i++) nested[`g${i}`] = { id: `g${i}`, type: 'group', layer_index: 0, position: { x: 0, y: 0 }, width: 1, height: 1, parent: i ? `g${i - 1}` : null };
    const deep = await app.call('saved_design/create_from_json', { design_file: { ...pageWithImage(''), pages: [{ id: 'p', objects: nested }] } });
    expect(deep.status).toBe(400);
    expect(deep.body.error).toMatch(/nested at most/);
  });
});

describe('render calls per caller in a window', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite', { env: { RENDER_CALLS_PER_10_MIN: '3' } });
  }, 120_000);
  afterAll(() => app?.close());

  it('answers 429 with Retry-After past the limit', async () => {
    const doc = pageWithImage('');
    const statuses: number[] = [];
    let last: Awaited<ReturnType<TestApp['call']>> | undefined;
    for (let i = 0; i < 4; i++) {
      last = await app.call('render/initiate', { type: 'png', html_data: doc, rendering_parameters: { width: 10 } });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last!.body.error).toMatch(/^Too many renders in a short time/);
  });
});
