import sharp from 'sharp';
import { testDatabaseKinds } from '@dm/platform';
import { CreditsService } from '@dm/server-identity';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const cookieOf = (app: TestApp) => [...app.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

async function upload(app: TestApp, png: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([png]), 'art.png');
  const up = await (await fetch(`${app.baseUrl}/api/folder/upload_file`, { method: 'POST', body: form, headers: { cookie: cookieOf(app) } })).json();
  return up.data.resources[0].path as string;
}

async function save(app: TestApp, fields: Record<string, string>, preview?: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (preview) form.append('mockup_file', new Blob([preview]), 'mockup.png');
  const r = await fetch(`${app.baseUrl}/api/mockup/save`, { method: 'POST', body: form, headers: { cookie: cookieOf(app) } });
  return { status: r.status, body: await r.json() };
}

describe.each(testDatabaseKinds())('the mockup maker (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, { env: { SEED: 'minimal' } });
  }, 240_000);
  afterAll(() => app?.close());

  it('lists at least 30 mockups in at least 6 categories, pages without duplicates, searches with the category, and serves the pictures', async () => {
    const cats = (await app.call('category/get', { type: 'mockup' })).body.data as { _id: string; name: string; mockup_length: number }[];
    expect(cats.length).toBeGreaterThanOrEqual(6);
    const total = cats.reduce((s, c) => s + c.mockup_length, 0);
    expect(total).toBeGreaterThanOrEqual(30);
    const p0 = (await app.call('mockup/get_mockups', { page_no: 0, size: 30, active: true })).body.data as { _id: string }[];
    const p1 = (await app.call('mockup/get_mockups', { page_no: 1, size: 30, active: true })).body.data as { _id: string }[];
    const ids = [...p0, ...p1].map((m) => m._id);
    expect(new Set(ids).size).toBe(total);
    const mugs = cats.find((c) => c.name === 'Mugs')!;
    const inMugs = (await app.call('mockup/get_mockups', { page_no: 0, size: 30, category_id: mugs._id })).body.data as { categories: { name: string }[] }[];
    expect(inMugs.length).toBe(mugs.mockup_length);
    expect(inMugs.every((m) => m.categories[0].name === 'Mugs')).toBe(true);
    const hits = (await app.call('mockups/_search', { query: 'coffee cup' })).body.data.hits.hits as { _id: string; _source: { category: string } }[];
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h._source.category === 'Mugs')).toBe(true);
    expect((await app.call('mockups/_search', { query: 'zzzz' })).body.data.hits.hits).toEqual([]);
    const one = (await app.call('mockup/get_one', { id: p0[0]._id })).body.data;
    expect(one.price).toBe(2);
    expect(one.layers.some((l: { type: string }) => l.type === 'dynamic')).toBe(true);
    expect(one.layers.some((l: { features: { hue: boolean } }) => l.features.hue)).toBe(true);
    const thumb = await fetch(`${app.baseUrl}${one.placeholders[0]}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    expect((await app.call('mockup/get_one', { id: 'nope' })).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/api/mockups/files/1/${one._id}/..%2Fmanifest.json`)).status).toBe(404);
  });

  it('saves a mockup with the user\'s image and colour, buys it at the test checkout, and renders mockup.png with the image on the product', async () => {
    // setup
    app.cookies.clear();
    const mug = (await app.call('mockup/get_one', { id: 'mug-on-an-oak-table' })).body.data;
    expect((await save(app, { mockup_id: mug._id })).status).toBe(401);
    await app.call('auth/register', { email: `mockups-${kind}@example.com`, name: 'Mo', password: 'mockup mockup mockup' });
    const red = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#e01010' } }).png().toBuffer();
    const src = await upload(app, red);
    const inputs = { hue_values: [{ layer: 'mug', h: 210, s: 60, l: 0, a: 1 }], user_images: [{ layer: 'wrap', src, cropDetails: { x: 0, y: 0, width: 600, height: 300, rotate: 0, zoom: 1 } }] };
    // action: save
    const preview = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888888' } }).png().toBuffer();
    const saved = await save(app, { mockup_id: mug._id, hue_values: JSON.stringify(inputs.hue_values), user_images: JSON.stringify(inputs.user_images) }, preview);
    // check
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ mockup: mug._id, mockup_inputs: inputs });
    expect((await app.call('mockup/get_saved', { _id: saved.body.data._id })).body.data._id).toBe(saved.body.data._id);
    expect((await app.call('mockup/get_all_saved', {})).body.data.map((s: { _id: string }) => s._id)).toEqual([saved.body.data._id]);
    const bad = await save(app, { mockup_id: mug._id, user_images: JSON.stringify([{ layer: 'wrap', src: '/api/uploads/0123456789abcdef.png' }]) });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/'user_images'/);
    const badLayer = await save(app, { mockup_id: mug._id, hue_values: JSON.stringify([{ layer: 'nope', h: 1, s: 1, l: 0, a: 1 }]) });
    expect(badLayer.status).toBe(400);
    expect((await app.call('mockup/get_all_saved', {})).body.data).toHaveLength(1);

    // action: buy at the test checkout
    const placed = await app.call('order/add', { skus: [{ type: 'mockup', mockup: mug._id, inputs, price: 0.01 }], payment_mode: 'card' });
    expect(placed.status).toBe(200);
    const order = placed.body.data;
    expect(order).toMatchObject({ status: 'pending', amount: 2, checkoutUrl: `/checkout/test/${order._id}` });
    expect((await app.call('order/mockup/render/status', { orderId: order._id, skuIndex: 0 })).body.data).toMatchObject({ status: 'pending', success: false });
    await app.call('checkout/test/pay', { order_id: order._id, outcome: 'success' });
    expect((await app.call('order/confirm', { id: order._id })).body.data.status).toBe('fulfilled');
    let status: { status: string; fileSrc?: string } = { status: 'pending' };
    for (let i = 0; i < 100 && status.status !== 'done'; i++) {
      status = (await app.call('order/mockup/render/status', { orderId: order._id, skuIndex: 0 })).body.data;
      if (status.status !== 'done') await new Promise((ok) => setTimeout(ok, 200));
    }
    // check: the render is the photograph's size, the print shows the red image and the mug the blue
    expect(status.status).toBe('done');
    const file = await fetch(`${app.baseUrl}${status.fileSrc}`, { headers: { cookie: cookieOf(app) } });
    expect(file.headers.get('content-disposition')).toContain('mockup.png');
    const png = Buffer.from(await file.arrayBuffer());
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([mug.width, mug.height]);
    const [qx, qy] = [(mug.layers[0].quad[0][0] + mug.layers[0].quad[2][0]) / 2, (mug.layers[0].quad[0][1] + mug.layers[0].quad[2][1]) / 2];
    const px = await sharp(png).extract({ left: Math.round(qx * mug.width) - 5, top: Math.round(qy * mug.height) - 5, width: 10, height: 10 }).raw().toBuffer();
    expect(px[0]).toBeGreaterThan(120);
    expect(px[1]).toBeLessThan(60);
    const history = (await app.call('user/fetch_order_history/', {})).body.data as { skus: { type: string }[] }[];
    expect(history.some((o) => o.skus[0].type === 'mockup')).toBe(true);
    // a plan with the mockup maker's scope skips the payment (payment subscription); without it the mode is refused
    const me = (await app.call('user/get_details', {})).body.data;
    const refused = await app.call('order/add', { skus: [{ type: 'mockup', mockup: mug._id, inputs }], payment_mode: 'subscription' });
    expect(refused.status).toBe(403);
    await app.app.get(CreditsService).setSubscription(me._id, { sub_status: true, sub_free_plan: false, scope: ['designmaker', 'mockupmaker'] });
    const planned = await app.call('order/add', { skus: [{ type: 'mockup', mockup: mug._id, inputs }], payment_mode: 'subscription' });
    expect(planned.body.data).toMatchObject({ status: 'fulfilled', amount: 0, payment_mode: 'subscription' });
    // nobody else sees the order's render
    app.cookies.clear();
    expect((await fetch(`${app.baseUrl}${status.fileSrc}`)).status).toBe(401);
  }, 120_000);
});
