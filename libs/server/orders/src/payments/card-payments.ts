// Card payments behind one port: the built-in test checkout (the embedded default: TEST MODE, no
// money moves) or Stripe (with STRIPE_SECRET_KEY: a Checkout Session the browser is sent to,
// signed webhooks, and PaymentIntents for the card-widget flow of order/charge_stripe).
import Stripe from 'stripe';
import { TEST_CHECKOUT_ROUTE } from '@dm/contracts';
import { ValidationError } from '@dm/platform';
import type { PlacedOrder } from '../domain/order.decider.js';

export interface CheckoutStart {
  /** Where the user pays. */
  url: string;
  /** The provider's reference of this checkout (a Checkout Session id). */
  ref: string;
  /** Shown in the editor's Checkout frame (true) or the whole page goes there (false). */
  inFrame: boolean;
}

export interface SettledPayment {
  orderId: string;
  paymentRef: string;
}

export type ChargeResult = { status: 'succeeded'; paymentRef: string } | { status: 'requires_action'; clientSecret: string; paymentRef: string };

export interface CardPayments {
  readonly provider: 'test' | 'stripe';
  start(order: PlacedOrder, urls: { success: string; cancel: string }): Promise<CheckoutStart>;
  /** The provider's word on a checkout: paid (with the payment's reference) or not yet. */
  settled(ref: string): Promise<{ paid: boolean; paymentRef?: string }>;
}

/** The built-in test checkout: a page of our own; its Pay button records the payment itself. */
export class TestCheckout implements CardPayments {
  readonly provider = 'test' as const;
  async start(order: PlacedOrder): Promise<CheckoutStart> {
    return { url: `${TEST_CHECKOUT_ROUTE}/${order.orderId}`, ref: `test:${order.orderId}`, inFrame: true };
  }
  async settled(): Promise<{ paid: boolean }> {
    return { paid: false };
  }
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret?: string;
  /** Another API address (a stand-in server in tests): http(s)://host:port. */
  apiUrl?: string;
}

const cents = (usd: number) => Math.round(usd * 100);

export class StripePayments implements CardPayments {
  readonly provider = 'stripe' as const;
  readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 1,
      telemetry: false,
      ...(api ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol.replace(':', '') as 'http' | 'https' } : {}),
    });
  }

  async start(order: PlacedOrder, urls: { success: string; cancel: string }): Promise<CheckoutStart> {
    const count = order.skus.length;
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: cents(order.amount), product_data: { name: `Designmaker: ${count} premium image${count === 1 ? '' : 's'}` } },
      }],
      success_url: urls.success,
      cancel_url: urls.cancel,
      client_reference_id: order.orderId,
      metadata: { orderId: order.orderId, userId: order.userId },
      payment_intent_data: { metadata: { orderId: order.orderId } },
    }, { idempotencyKey: `checkout-${order.orderId}` });
    if (!session.url) throw new Error('Stripe answered a Checkout Session without a url');
    return { url: session.url, ref: session.id, inFrame: false };
  }

  async settled(ref: string): Promise<{ paid: boolean; paymentRef?: string }> {
    const session = await this.stripe.checkout.sessions.retrieve(ref);
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    return session.payment_status === 'paid' ? { paid: true, paymentRef: intent ?? session.id } : { paid: false };
  }

  /** The card-widget flow: charge with a payment method, or check a PaymentIntent after its extra step. */
  async charge(order: PlacedOrder, by: { paymentMethod?: string; paymentIntentId?: string }): Promise<ChargeResult> {
    let intent = by.paymentIntentId
      ? await this.stripe.paymentIntents.retrieve(by.paymentIntentId)
      : await this.stripe.paymentIntents.create({
        amount: cents(order.amount), currency: 'usd', payment_method: by.paymentMethod, automatic_payment_methods: { enabled: true, allow_redirects: 'never' }, confirm: true,
        metadata: { orderId: order.orderId },
      }, { idempotencyKey: `charge-${order.orderId}-${by.paymentMethod}` });
    if (intent.metadata?.orderId !== order.orderId) throw new ValidationError('This payment belongs to another order.', 'payment_intent_id');
    if (intent.status === 'requires_confirmation') intent = await this.stripe.paymentIntents.confirm(intent.id);
    if (intent.status === 'succeeded') return { status: 'succeeded', paymentRef: intent.id };
    if (intent.status === 'requires_action' && intent.client_secret) return { status: 'requires_action', clientSecret: intent.client_secret, paymentRef: intent.id };
    throw new ValidationError(`The card payment did not go through (${intent.status}).`, 'payment_method');
  }

  /**
   * A webhook's event, its signature checked with Stripe's own helper (a 400 when it does not
   * match): the order a completed checkout or a succeeded payment settles, or null for others.
   */
  webhook(rawBody: Buffer, signature: string | undefined): SettledPayment | null {
    if (!this.settings.webhookSecret) throw new ValidationError('Stripe webhooks are not set up on this server (STRIPE_WEBHOOK_SECRET).', 'stripe-signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.settings.webhookSecret);
    } catch {
      throw new ValidationError('The webhook signature is not valid.', 'stripe-signature');
    }
    if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
      const s = event.data.object;
      if (s.payment_status !== 'paid' || !s.metadata?.orderId) return null;
      const intent = typeof s.payment_intent === 'string' ? s.payment_intent : s.payment_intent?.id;
      return { orderId: s.metadata.orderId, paymentRef: intent ?? s.id };
    }
    if (event.type === 'payment_intent.succeeded') {
      const pi = event.data.object;
      return pi.metadata?.orderId ? { orderId: pi.metadata.orderId, paymentRef: pi.id } : null;
    }
    return null;
  }
}

/** The card payments this server uses: Stripe when STRIPE_SECRET_KEY is set, else the test checkout. */
export function cardPaymentsFrom(env: NodeJS.ProcessEnv = process.env): CardPayments {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return new TestCheckout();
  return new StripePayments({ secretKey, webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || undefined, apiUrl: env.STRIPE_API_URL?.trim() || undefined });
}
