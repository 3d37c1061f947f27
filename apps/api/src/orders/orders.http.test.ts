import sharp from 'sharp';
import { testDatabaseKinds, EventStore } from '@dm/platform';
import { CreditsService } from '@dm/server-identity';
import { OrdersService } from '@dm/server-orders';
import { startTestApp, type TestApp } from '../testing/test-app.js';

interface Photo { _id: string; name: string; path: string; free: boolean }

/** A 400x300 design showing one library photo (by its link only: the server recognises it) and a free one. */
function designWith(premium: Photo, free: Photo) {
  const el = (id: string, x: number, src: string) => ({
    id, layer_index: 1, position: { x, y: 0 }, width: 200, height: 300, rotation: 0, opacity: 1, locked: false, parent: null,
    type: 'image', image_details: { src, flip_horizontal: 1, flip_vertical: 1 },
  });
  return {
    schemaVersion: 1, id: 'd-orders', width: 400, height: 300,
    pages: [{ id: 'p1', objects: { prem: el('prem', 0, premium.path), free: el('free', 200, free.path) }, groups: [], background_color: '#ffffff', background_image: null, animation_duration: 5 }],
  };
}

async function render(app: TestApp, design: unknown): Promise<Buffer> {
  const r = await app.call('render/initiate', { type: 'png', html_data: design, rendering_parameters: {} });
  for (let i = 0; i < 400; i++) {
    const s = await app.call('render/status', { id: r.body.data._id });
    if (s.body.data.status === 'completed') {
      const cookie = [...app.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      return Buffer.from(await (await fetch(`${app.baseUrl}${s.body.data.output_src}`, { headers: { cookie } })).arrayBuffer());
    }
    if (s.body.data.status === 'failed') throw new Error(s.body.data.error);
    await new Promise((ok) => setTimeout(ok, 50));
  }
  throw new Error('render did not finish');
}

/** Mean absolute difference per channel of two same-sized PNGs inside a box. */
async function difference(a: Buffer, b: Buffer, box: { left: number; top: number; width: number; height: number }): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((p) => sharp(p).extract(box).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

const LEFT = { left: 0, top: 0, width: 200, height: 300 };
const RIGHT = { left: 200, top: 0, width: 200, height: 300 };

describe.each(testDatabaseKinds())('premium resources, orders and the test checkout (%s)', (kind) => {
  let app: TestApp;
  let premium: Photo[];
  let free: Photo;
  beforeAll(async () => {
    app = await startTestApp(kind, { env: { SEED: 'minimal' } });
    const photos: Photo[] = (await app.call('design_resource/get/', { type: 'image', sub_type: 'photo', page_no: 0, size: 200 })).body.data.docs;
    premium = photos.filter((p) => !p.free);
    free = photos.find((p) => p.free)!;
    expect(premium.length).toBeGreaterThan(3);
  });
  afterAll(() => app?.close());

  it('watermarks an unpaid premium photo (never the free one), buys it with credits once, and then draws it clean', async () => {
    // setup
    app.cookies.clear();
    const reg = await app.call('auth/register', { email: `buyer-${kind}@example.com`, name: 'Buyer', password: 'buy buy buy buy' });
    const userId = reg.body.data._id as string;
    const [p] = premium;
    const design = designWith(p, free);
    // premium check: only the premium photo, named by its link
    const check = await app.call('design_resource/get_premium_resources', { design_id: 'd-orders', resources: [{ src: p.path }, { src: free.path }] });
    expect(check.body.data).toEqual([expect.objectContaining({ type: 'design_resource', id: p._id, price: 1, credits: 1 })]);
    const before = await render(app, design);
    // no credits: refused, nothing bought
    const short = await app.call('order/add_design_order/', { design_id: 'd-orders', resources: [p._id], payment_mode: 'credits' });
    expect(short.status).toBe(409);
    expect(short.body.error).toMatch(/^Not enough credits: 1 needed, 0 left/);
    expect((await app.call('user/fetch_order_history/', {})).body.data).toEqual([]);
    // action: 3 credits, the purchase sent twice with one idempotency key
    await app.app.get(CreditsService).grant(userId, 'premium_image', 3, 'test');
    const body = { design_id: 'd-orders', resources: [p._id], payment_mode: 'credits', idempotency_key: 'click-0001' };
    const [first, second] = [await app.call('order/add_design_order/', body), await app.call('order/add_design_order/', body)];
    // check
    expect(first.status).toBe(200);
    expect(first.body.data.order).toMatchObject({ status: 'fulfilled', amount: 0, credits: 1, payment_mode: 'credits', skus: [{ type: 'design_resource', design_resource: p._id, price: 1, license: 'single' }] });
    expect(second.body.data.order._id).toBe(first.body.data.order._id);
    expect((await app.call('user/credits/')).body.data['123rf'].remaining).toBe(2);
    expect((await app.call('user/fetch_order_history/', {})).body.data).toHaveLength(1);
    expect((await app.call('design_resource/get_premium_resources', { design_id: 'd-orders', resources: [{ src: p.path }] })).body.data).toEqual([]);
    const after = await render(app, design);
    expect(await difference(before, after, LEFT)).toBeGreaterThan(3); // the watermark is gone
    expect(await difference(before, after, RIGHT)).toBeLessThan(0.5); // the free photo never had one
    // buying it again is refused by name
    const again = await app.call('order/add_design_order/', { design_id: 'd-orders', resources: [p._id], payment_mode: 'credits' });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(`You have already bought '${p.name}'.`);
    // a free photo is not for sale
    const notPremium = await app.call('order/add_design_order/', { design_id: 'd-orders', resources: [free._id], payment_mode: 'credits' });
    expect(notPremium.status).toBe(400);
  });

  it('a card order waits for the test checkout; confirming twice gives one fulfilled order; nobody else sees it', async () => {
    // setup
    app.cookies.clear();
    await app.call('auth/register', { email: `card-${kind}@example.com`, name: 'Card', password: 'card card card card' });
    const [, p1, p2] = premium;
    // action
    const placed = await app.call('order/add_design_order/', { design_id: 'd-card', resources: [p1._id, p2._id], payment_mode: 'card' });
    // check
    expect(placed.body.data).toMatchObject({ order: { status: 'pending', amount: 2, payment_mode: 'card' }, checkoutUrl: `/checkout/test/${placed.body.data.order._id}` });
    const id = placed.body.data.order._id as string;
    const early = await app.call('order/confirm', { id });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('The order has not been paid yet: finish the payment first.');
    const checkout = await app.call('checkout/test/get', { order_id: id });
    expect(checkout.body.data).toMatchObject({ test_mode: true, order: { _id: id, amount: 2 } });
    const paid = await app.call('checkout/test/pay', { order_id: id, outcome: 'success' });
    expect(paid.body.data).toMatchObject({ order: { status: 'paid' }, return_url: `/designmaker/start/orders/confirm-order?id=${id}&designId=d-card` });
    const [c1, c2] = [await app.call('order/confirm', { id, paymentDetails: 'test' }), await app.call('order/confirm', { id })];
    expect(c1.body.data).toMatchObject({ _id: id, status: 'fulfilled' });
    expect(c2.body.data).toMatchObject({ _id: id, status: 'fulfilled' });
    const history = (await app.call('user/fetch_order_history/', {})).body.data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ _id: id, status: 'fulfilled', amount: 2 });
    const events = await app.app.get(EventStore).readStream(`order-${id}`);
    expect(events.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderCheckoutStarted', 'OrderPaid', 'OrderFulfilled']);
    expect(events.every((e) => typeof e.metadata.actorId === 'string' && e.metadata.actorId.length > 0)).toBe(true);
    // someone else
    app.cookies.clear();
    await app.call('auth/register', { email: `other-${kind}@example.com`, name: 'Other', password: 'other other other' });
    expect((await app.call('order/confirm', { id })).status).toBe(404);
    expect((await app.call('checkout/test/pay', { order_id: id, outcome: 'success' })).status).toBe(404);
    expect((await app.call('user/fetch_order_history/', {})).body.data).toEqual([]);
  });

  it('a declined test payment fails the order; a coupon takes its share off once per user', async () => {
    // setup
    app.cookies.clear();
    await app.call('auth/register', { email: `coupon-${kind}@example.com`, name: 'Coupon', password: 'coupon coupon coupon' });
    await app.app.get(OrdersService).createCoupon({ code: `half${kind}`, kind: 'percent', value: 50, expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    const [, , , p3, p4] = premium;
    // declined
    const declined = await app.call('order/add_design_order/', { design_id: 'd-c', resources: [p3._id], payment_mode: 'card' });
    await app.call('checkout/test/pay', { order_id: declined.body.data.order._id, outcome: 'failure' });
    const confirm = await app.call('order/confirm', { id: declined.body.data.order._id });
    expect(confirm.status).toBe(409);
    // coupon
    expect((await app.call('order/apply_coupon/', { price: 2, coupon_code: `HALF${kind}` })).body.data).toEqual({ coupon_code: `HALF${kind}`.toUpperCase(), discount: 1, price: 1 });
    const withCoupon = await app.call('order/add_design_order/', { design_id: 'd-c', resources: [p3._id, p4._id], payment_mode: 'card', coupon_code: `half${kind}` });
    expect(withCoupon.body.data.order).toMatchObject({ amount: 1, coupon: { price: 2, discount: 1 } });
    const twice = await app.call('order/add_design_order/', { design_id: 'd-c', resources: [p3._id], payment_mode: 'card', coupon_code: `half${kind}` });
    expect(twice.status).toBe(400);
    expect(twice.body.error).toBe(`You have already used the coupon '${`HALF${kind}`.toUpperCase()}'.`);
    expect((await app.call('order/apply_coupon/', { price: 2, coupon_code: 'NOPE1' })).body.error).toBe("The coupon 'NOPE1' does not exist.");
  });

  it('a Pro plan downloads premium images without paying, up to 40 a month; without a plan that mode is refused', async () => {
    // setup
    app.cookies.clear();
    const reg = await app.call('auth/register', { email: `pro-${kind}@example.com`, name: 'Pro', password: 'pro pro pro pro pro' });
    const refused = await app.call('order/add_design_order/', { design_id: 'd-pro', resources: [premium[0]._id], payment_mode: 'subscription' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Your plan does not include premium images.');
    await app.app.get(CreditsService).setSubscription(reg.body.data._id, { sub_status: true, sub_free_plan: false, scope: ['designmaker'] });
    // action: 40 at once, then one more
    const forty = await app.call('order/add_design_order/', { design_id: 'd-pro', resources: premium.slice(0, 40).map((p) => p._id), payment_mode: 'subscription' });
    const more = await app.call('order/add_design_order/', { design_id: 'd-pro', resources: [premium[40]._id], payment_mode: 'subscription' });
    // check
    expect(forty.body.data.order).toMatchObject({ status: 'fulfilled', amount: 0, payment_mode: 'subscription' });
    expect(forty.body.data.order.skus).toHaveLength(40);
    expect(more.status).toBe(409);
    expect(more.body.error).toBe("Your plan's 40 premium images for this month are used up.");
    expect((await app.call('design_resource/get_premium_resources', { resources: premium.slice(0, 41).map((p) => ({ id: p._id })) })).body.data.map((r: { id: string }) => r.id)).toEqual([premium[40]._id]);
  });

  it('visitors may not buy or list orders', async () => {
    app.cookies.clear();
    expect((await app.call('order/add_design_order/', { design_id: 'd', resources: ['x'], payment_mode: 'credits' })).status).toBe(401);
    expect((await app.call('user/fetch_order_history/', {})).status).toBe(401);
    // the premium check answers visitors too: every premium resource is unpaid for them
    const check = await app.call('design_resource/get_premium_resources', { resources: [{ src: premium[0].path }, { src: free.path }] });
    expect(check.body.data).toEqual([expect.objectContaining({ id: premium[0]._id, by_src: true })]);
  });

  (kind === 'postgres' ? it : it.skip)('50 concurrent credit purchases at a balance of 10: exactly 10 orders, the balance never below zero', async () => {
    // setup
    app.cookies.clear();
    const reg = await app.call('auth/register', { email: 'rush@example.com', name: 'Rush', password: 'rush rush rush rush' });
    await app.app.get(CreditsService).grant(reg.body.data._id, 'premium_image', 10, 'test');
    const orders = app.app.get(OrdersService);
    const items = Array.from({ length: 50 }, (_, i) => premium[i % premium.length]._id);
    // action: 50 at once, some of them the same photo
    const results = await Promise.allSettled(items.map((id, i) => orders.placeDesignOrder(reg.body.data._id, { design_id: `rush-${i}`, resources: [id], payment_mode: 'credits' })));
    // check
    const done = results.filter((r) => r.status === 'fulfilled');
    expect(done.length).toBe(10);
    expect((await app.call('user/credits/')).body.data['123rf'].remaining).toBe(0);
    expect((await app.call('user/fetch_order_history/', {})).body.data).toHaveLength(10);
  });
});
