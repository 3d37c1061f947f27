import Stripe from 'stripe';
import { EventStore } from '@dm/platform';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { StripeStandIn } from '../testing/stripe-stand-in.js';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_stand_in';

describe('orders with Stripe (the official package against a stand-in API)', () => {
  let app: TestApp;
  const stripeApi = new StripeStandIn();
  let premium: { _id: string }[];
  const signer = new Stripe('sk_test_signing_only');
  beforeAll(async () => {
    await stripeApi.start();
    app = await startTestApp('pglite', { env: { SEED: 'minimal', STRIPE_SECRET_KEY: 'sk_test_stand_in', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripeApi.url } });
    premium = (await app.call('design_resource/get/', { type: 'image', sub_type: 'photo', page_no: 0, size: 200 })).body.data.docs.filter((p: { free: boolean }) => !p.free);
    await app.call('auth/register', { email: 'stripe@example.com', name: 'Stripe', password: 'stripe stripe stripe' });
  });
  afterAll(async () => {
    await app?.close();
    await stripeApi.close();
  });

  const order = async (resource: string) => (await app.call('order/add_design_order/', { design_id: 'd1', resources: [resource], payment_mode: 'card' })).body.data;
  const types = async (id: string) => (await app.app.get(EventStore).readStream(`order-${id}`)).map((e) => e.type);
  const webhook = (payload: string, signature: string) => fetch(`${app.baseUrl}/api/order/stripe_webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });

  it('sends the browser to a Checkout Session for the order; confirm asks Stripe and fulfils it once paid', async () => {
    // action
    const placed = await order(premium[0]._id);
    // check
    const session = [...stripeApi.sessions.values()].at(-1)!;
    expect(placed).toMatchObject({ order: { status: 'pending', amount: 1 }, checkoutUrl: session.url, checkout_in_frame: false });
    expect(session).toMatchObject({ amount_total: 100, client_reference_id: placed.order._id, metadata: { orderId: placed.order._id } });
    expect(String(session.success_url)).toMatch(new RegExp(`/designmaker/start/orders/confirm-order\\?id=${placed.order._id}&designId=d1$`));
    expect(stripeApi.requests.find((r) => r.path === '/v1/checkout/sessions')?.idempotencyKey).toBe(`checkout-${placed.order._id}`);
    expect((await app.call('order/confirm', { id: placed.order._id })).status).toBe(409);
    stripeApi.pay(session.id as string);
    const confirmed = await app.call('order/confirm', { id: placed.order._id });
    expect(confirmed.body.data).toMatchObject({ _id: placed.order._id, status: 'fulfilled' });
    expect(await types(placed.order._id)).toEqual(['OrderPlaced', 'OrderCheckoutStarted', 'OrderPaid', 'OrderFulfilled']);
    // the test checkout is off
    expect((await app.call('checkout/test/pay', { order_id: placed.order._id, outcome: 'success' })).status).toBe(404);
  });

  it('a signed webhook of a completed checkout fulfils the order once; a bad signature is refused and changes nothing', async () => {
    // setup
    const placed = await order(premium[1]._id);
    const session = stripeApi.pay([...stripeApi.sessions.values()].at(-1)!.id as string);
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: session } });
    // a forged one first
    const forged = await webhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }));
    expect(forged.status).toBe(400);
    expect((await forged.json()).error).toBe('The webhook signature is not valid.');
    expect(await types(placed.order._id)).toEqual(['OrderPlaced', 'OrderCheckoutStarted']);
    // action: Stripe's webhook, delivered twice
    for (let i = 0; i < 2; i++) {
      const res = await webhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
      expect(res.status).toBe(200);
    }
    // check
    expect(await types(placed.order._id)).toEqual(['OrderPlaced', 'OrderCheckoutStarted', 'OrderPaid', 'OrderFulfilled']);
    const history = (await app.call('user/fetch_order_history/', {})).body.data;
    expect(history.find((o: { _id: string }) => o._id === placed.order._id)).toMatchObject({ status: 'fulfilled' });
  });

  it('order/charge_stripe: a card that needs no extra step is charged at once; one that needs 3-D Secure answers requires_action, then the intent settles it', async () => {
    // setup: two pending orders (their checkout sessions unused)
    const a = await order(premium[2]._id);
    const b = await order(premium[3]._id);
    // action + check: a plain card
    const charged = await app.call('order/charge_stripe', { order_id: a.order._id, payment_method: 'pm_card_visa' });
    expect(charged.body.data).toMatchObject({ order: { _id: a.order._id, status: 'fulfilled' } });
    // a card with an extra step
    const first = await app.call('order/charge_stripe', { order_id: b.order._id, payment_method: 'pm_card_threeDSecure2Required' });
    expect(first.body.data).toEqual({ requires_action: true, payment_intent_client_secret: expect.stringMatching(/^pi_.*_secret_/) });
    const intent = [...stripeApi.intents.values()].at(-1)!;
    expect(intent).toMatchObject({ amount: 100, currency: 'usd', metadata: { orderId: b.order._id } });
    stripeApi.completeAction(intent.id as string);
    const second = await app.call('order/charge_stripe', { order_id: b.order._id, payment_intent_id: intent.id });
    expect(second.body.data).toMatchObject({ order: { _id: b.order._id, status: 'fulfilled' } });
    // a declined card
    const c = await order(premium[4]._id);
    const declined = await app.call('order/charge_stripe', { order_id: c.order._id, payment_method: 'pm_card_chargeDeclined' });
    expect(declined.status).toBe(400);
    expect(declined.body.error).toBe('The card payment did not go through (requires_payment_method).');
  });
});
