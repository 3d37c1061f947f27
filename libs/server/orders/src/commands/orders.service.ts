// Premium resources, orders, credits and the built-in test checkout. Prices come from the catalog
// only; paying with credits or within a plan places, pays and fulfils the order in the same
// transaction as the credits' spend, so a short balance leaves nothing behind.
import { createHash, randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import {
  type AddDesignOrderAnswer, type AddDesignOrderRequest, type ApplyCouponRequest, type CouponAnswer, type DesignResource, OrderMessages,
  hasMockupPlan, type MockupInputs, normaliseSrc, type Order, type PaymentMode, type OrderSku, type PremiumResource, PRO_MONTHLY_PREMIUM_IMAGES, resourceUse, watermarkedElements, ORDER_RETURN_ROUTE, type ResourceRef,
} from '@dm/contracts';
import { ConflictError, type EventStore, fold, ForbiddenError, handleCommand, NotFoundError, type RecordedEvent, UpstreamError, StreamConflictError, ValidationError } from '@dm/platform';
import type { CatalogQueries } from '@dm/server-catalog';
import type { CreditsService, UserQueries } from '@dm/server-identity';
import type { RenderWatermarks } from '@dm/server-rendering';
import { couponDecider, couponDiscount, couponRefusal, couponStream, type CouponEvent, type CouponTerms } from '../domain/coupon.decider.js';
import { orderDecider, type OrderCommand, type OrderEvent, orderStream, type PlacedOrder } from '../domain/order.decider.js';
import { orderDoc } from '../projections/orders.projection.js';
import { type CardPayments, StripePayments, TestCheckout } from '../payments/card-payments.js';

type ResourceRefT = { id?: string; src?: string };

/** What the orders context asks the mockup maker: a mockup's price and name, and whether inputs are fine for the buyer. */
export interface MockupPricing {
  priced(mockupId: string): { name: string; price: number; thumbnail: string } | undefined;
  /** Throws a ValidationError naming what is wrong (unknown layers, images that are not the user's). */
  checkInputs(userId: string, mockupId: string, inputs: MockupInputs): Promise<void>;
}
export const MOCKUP_PRICING = Symbol('MOCKUP_PRICING');

export class OrdersService implements RenderWatermarks {
  constructor(
    private readonly ds: DataSource,
    private readonly store: EventStore,
    private readonly catalog: CatalogQueries,
    private readonly credits: CreditsService,
    private readonly users: UserQueries,
    private readonly payments: CardPayments = new TestCheckout(),
    private readonly mockups?: MockupPricing,
  ) {}

  // ---- premium resources ----

  /** The premium resources among these references that the user has not bought (every one for a visitor). */
  async premiumResources(userId: string | undefined, refs: readonly ResourceRefT[]): Promise<PremiumResource[]> {
    const ids = [...new Set(refs.map((r) => r.id).filter((x): x is string => !!x))];
    const srcs = [...new Set(refs.map((r) => r.src && normaliseSrc(r.src)).filter((x): x is string => !!x))];
    const premium = await this.catalog.premiumResources(ids, srcs);
    const bought = userId ? await this.bought(userId, premium.map((r) => r._id)) : new Set<string>();
    return premium.filter((r) => !bought.has(r._id)).map(asPremium);
  }

  /** Render policy: the elements of premium resources the user has not bought are watermarked. */
  async watermarkFor(design: unknown, userId: string | undefined): Promise<string[]> {
    const use = resourceUse(design);
    if (!use.ids.size && !use.srcs.size) return [];
    const premium = await this.catalog.premiumResources([...use.ids.keys()], [...use.srcs.keys()]);
    if (!premium.length) return [];
    const bought = userId ? await this.bought(userId, premium.map((r) => r._id)) : new Set<string>();
    const unpaid = premium.filter((r) => !bought.has(r._id)).map((r) => ({ id: r._id, srcs: [r.path, r.src].filter(Boolean), bySrc: r.bySrc }));
    return watermarkedElements(use, unpaid);
  }

  private async bought(userId: string, ids: readonly string[], em?: EntityManager): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows: { resource_id: string }[] = await (em ?? this.ds).query(
      `SELECT resource_id FROM order_purchases WHERE user_id = $1 AND resource_id = ANY ($2)`, [userId, ids]);
    return new Set(rows.map((r) => r.resource_id));
  }

  // ---- orders ----

  /**
   * Places an order for premium resources of a design. credits: one credit each, spent with the
   * order (409 and nothing kept when the balance is short); subscription: within the plan's
   * monthly quota; card: pending until paid at the checkout (its link in the answer).
   */
  async placeDesignOrder(userId: string, req: AddDesignOrderRequest, origin = 'http://localhost:3000'): Promise<AddDesignOrderAnswer> {
    const wanted = [...new Set(req.resources)];
    const premium = await this.catalog.premiumResources(wanted, []);
    const byId = new Map(premium.map((r) => [r._id, r]));
    for (const id of wanted) if (!byId.has(id)) throw new ValidationError(OrderMessages.notPremium(id), 'resources');
    const orderId = req.idempotency_key
      ? uuidFrom(`${userId}\n${req.idempotency_key}`)
      : randomUUID();
    const mode = req.payment_mode;
    // (read before the transaction: on PGlite's one connection nothing may query beside it)
    if (mode === 'subscription' && !(await this.users.user(userId))?.photos_subscription) throw new ForbiddenError(OrderMessages.noSubscription);
    if (mode === 'credits' && req.coupon_code) throw new ValidationError(OrderMessages.couponNotForCredits, 'coupon_code');
    const skus: OrderSku[] = wanted.map((id) => {
      const r = byId.get(id)!;
      return { type: 'design_resource', design_resource: id, design: req.design_id, name: r.name, license: 'single', price: r.price, image_src: r.low_path || r.path || r.src };
    });
    const price = round2(skus.reduce((s, k) => s + k.price, 0));
    const at = new Date().toISOString();
    const meta = { actorId: userId };

    for (let attempt = 0; ; attempt++) {
      try {
        const events: RecordedEvent[] = [];
        const placed = await this.ds.transaction(async (em): Promise<{ order: PlacedOrder; status: Order['status'] }> => {
          // the account's lock first: concurrent purchases (and the same one sent twice) queue on it
          if (mode === 'credits') await this.credits.lockAccount(em, userId);
          const prior = fold(orderDecider, (await this.store.readStream(orderStream(orderId), {}, em)) as unknown as OrderEvent[]);
          if (prior.status !== 'none') {
            if (prior.order?.userId !== userId) throw new ConflictError(OrderMessages.alreadySettled);
            return { order: prior.order, status: prior.status };
          }
          const already = await this.bought(userId, wanted, em);
          for (const id of wanted) if (already.has(id)) throw new ValidationError(OrderMessages.alreadyBought(byId.get(id)!.name), 'resources');
          let coupon: PlacedOrder['coupon'];
          if (req.coupon_code && mode === 'card') {
            const code = req.coupon_code.toUpperCase();
            const r = await handleCommand(this.store, couponDecider, couponStream(code), { type: 'RedeemCoupon', userId, orderId, at }, meta, em);
            events.push(...r.events);
            const discount = couponDiscount(r.state.terms!, price);
            coupon = { coupon_code: code, price, discount };
          }
          const order: PlacedOrder = {
            orderId, userId, designId: req.design_id, skus, payment_mode: mode, at,
            amount: mode === 'card' ? round2(price - (coupon?.discount ?? 0)) : 0,
            ...(mode === 'credits' ? { credits: skus.length } : {}), ...(coupon ? { coupon } : {}),
          };
          if (mode === 'credits') {
            const spent = await this.credits.spendWithin(em, userId, 'premium_image', skus.length, `order:${orderId}`, meta);
            events.push(...spent.events);
          } else if (mode === 'subscription') {
            await this.#checkPlan(em, userId, skus.length);
          }
          events.push(...(await this.#command(orderId, { type: 'PlaceOrder', order }, meta, em)));
          // credits, the plan, or a coupon that covers the whole price: paid and fulfilled at once
          const paidNow = mode !== 'card' ? mode : order.amount === 0 ? 'coupon' as const : null;
          if (paidNow) {
            events.push(...(await this.#command(orderId, { type: 'RecordPayment', paymentRef: `${paidNow}:${orderId}`, provider: paidNow, at }, meta, em)));
            events.push(...(await this.#command(orderId, { type: 'FulfilOrder', at }, meta, em)));
          }
          return { order, status: paidNow ? 'fulfilled' : 'pending' };
        });
        this.store.announce(events);
        if (placed.status === 'pending') return this.#checkout(placed.order, origin, meta);
        return this.#answer(placed.order, placed.status);
      } catch (e) {
        if (e instanceof StreamConflictError && attempt < 5) continue;
        throw e;
      }
    }
  }

  /**
   * Places an order for one mockup render (spec: order/add with a mockup sku). Card: pending until
   * paid at the checkout; subscription: placed and fulfilled at once (payment detail
   * 'subscription'). The price is the mockup's, whatever the client sent.
   */
  async placeMockupOrder(userId: string, req: { mockup: string; inputs: MockupInputs; payment_mode: PaymentMode; idempotency_key?: string }, origin = 'http://localhost:3000'): Promise<AddDesignOrderAnswer> {
    const priced = this.mockups?.priced(req.mockup);
    if (!priced) throw new ValidationError(OrderMessages.unknownMockup(req.mockup), 'skus');
    if (req.payment_mode === 'credits') throw new ValidationError(OrderMessages.mockupNotForCredits, 'payment_mode');
    await this.mockups!.checkInputs(userId, req.mockup, req.inputs);
    if (req.payment_mode === 'subscription') {
      const u = await this.users.user(userId);
      if (!u || !hasMockupPlan(u)) throw new ForbiddenError(OrderMessages.noMockupPlan);
    }
    const orderId = req.idempotency_key ? uuidFrom(`${userId}\n${req.idempotency_key}`) : randomUUID();
    const at = new Date().toISOString();
    const meta = { actorId: userId };
    const sku: OrderSku = { type: 'mockup', mockup: req.mockup, name: priced.name, inputs: req.inputs, price: priced.price, image_src: priced.thumbnail };
    const mode = req.payment_mode;
    const order: PlacedOrder = { orderId, userId, designId: '', skus: [sku], payment_mode: mode, at, amount: mode === 'card' ? priced.price : 0 };
    const events: RecordedEvent[] = [];
    const status = await this.ds.transaction(async (em): Promise<Order['status']> => {
      const prior = fold(orderDecider, (await this.store.readStream(orderStream(orderId), {}, em)) as unknown as OrderEvent[]);
      if (prior.status !== 'none') {
        if (prior.order?.userId !== userId) throw new ConflictError(OrderMessages.alreadySettled);
        return prior.status;
      }
      events.push(...(await this.#command(orderId, { type: 'PlaceOrder', order }, meta, em)));
      if (mode === 'subscription') {
        events.push(...(await this.#command(orderId, { type: 'RecordPayment', paymentRef: `subscription:${orderId}`, provider: 'subscription', at }, meta, em)));
        events.push(...(await this.#command(orderId, { type: 'FulfilOrder', at }, meta, em)));
        return 'fulfilled';
      }
      return 'pending';
    });
    this.store.announce(events);
    if (status === 'pending') return this.#checkout(order, origin, meta);
    return this.#answer(order, status);
  }

  /** Pro plan: premium images without paying, up to the monthly quota (serialised per user). */
  async #checkPlan(em: EntityManager, userId: string, count: number): Promise<void> {
    await em.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`plan-${userId}`]);
    const [{ n }]: { n: number }[] = await em.query(
      `SELECT count(*)::int AS n FROM order_purchases WHERE user_id = $1 AND payment_mode = 'subscription' AND bought_at >= date_trunc('month', now())`, [userId]);
    if (n + count > PRO_MONTHLY_PREMIUM_IMAGES) throw new ConflictError(OrderMessages.quotaUsed(PRO_MONTHLY_PREMIUM_IMAGES), { used: n });
  }

  /** Confirms a paid order (fulfils it); a fulfilled one is answered as it is, however often. */
  async confirm(userId: string, orderId: string): Promise<Order> {
    const state = await this.#owned(userId, orderId);
    if (state.status === 'fulfilled') return orderDoc(state.order!, 'fulfilled');
    // a provider's checkout: its word decides whether the order is paid
    if (state.status === 'pending' && state.checkout && state.checkout.provider !== 'test') {
      const settled = await this.payments.settled(state.checkout.ref);
      if (settled.paid) return this.#settle(orderId, settled.paymentRef ?? state.checkout.ref, userId);
    }
    const events = await this.#command(orderId, { type: 'FulfilOrder', at: new Date().toISOString() }, { actorId: userId });
    this.store.announce(events);
    return orderDoc(state.order!, 'fulfilled');
  }

  /** Records a provider's payment and fulfils the order in one transaction (again: nothing changes). */
  async #settle(orderId: string, paymentRef: string, actorId: string): Promise<Order> {
    const at = new Date().toISOString();
    const events = await this.ds.transaction(async (em) => [
      ...(await this.#command(orderId, { type: 'RecordPayment', paymentRef, provider: 'stripe', at }, { actorId }, em)),
      ...(await this.#command(orderId, { type: 'FulfilOrder', at }, { actorId }, em)),
    ]);
    this.store.announce(events);
    const after = await this.#state(orderId);
    return orderDoc(after.order!, after.status as Order['status']);
  }

  /** A Stripe webhook: its signature checked, then the order it pays is settled (at least once, idempotent). */
  async stripeWebhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ received: true }> {
    if (!(this.payments instanceof StripePayments)) throw new NotFoundError(OrderMessages.stripeNotConfigured);
    const settled = this.payments.webhook(rawBody ?? Buffer.alloc(0), signature);
    if (settled) {
      const state = await this.#state(settled.orderId);
      if (state.status === 'pending' || state.status === 'paid') await this.#settle(settled.orderId, settled.paymentRef, 'stripe');
    }
    return { received: true };
  }

  /** order/charge_stripe: the card-widget flow on Stripe (a payment method, then the intent after its extra step). */
  async chargeStripe(userId: string, req: { order_id: string; payment_method?: string; payment_intent_id?: string }): Promise<{ requires_action?: true; payment_intent_client_secret?: string; order?: Order }> {
    const state = await this.#owned(userId, req.order_id);
    if (!(this.payments instanceof StripePayments)) throw new ValidationError(OrderMessages.stripeNotConfigured, 'payment_method');
    if (state.status === 'fulfilled') return { order: orderDoc(state.order!, 'fulfilled') };
    if (state.status !== 'pending') throw new ConflictError(OrderMessages.alreadySettled);
    const result = await this.payments.charge(state.order!, { paymentMethod: req.payment_method, paymentIntentId: req.payment_intent_id });
    if (result.status === 'requires_action') return { requires_action: true, payment_intent_client_secret: result.clientSecret };
    return { order: await this.#settle(req.order_id, result.paymentRef, userId) };
  }

  async history(userId: string): Promise<Order[]> {
    const rows: { doc: Order }[] = await this.ds.query(`SELECT doc FROM orders WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT 500`, [userId]);
    return rows.map((r) => r.doc);
  }

  async order(userId: string, orderId: string): Promise<Order> {
    const state = await this.#owned(userId, orderId);
    return orderDoc(state.order!, state.status as Order['status']);
  }

  /**
   * The built-in test checkout's payment (TEST MODE: no money moves): success records the order
   * as paid (the return page confirms it), failure records the declined payment.
   */
  async testPay(userId: string, orderId: string, outcome: 'success' | 'failure'): Promise<{ order: Order; return_url: string }> {
    if (this.payments.provider !== 'test') throw new NotFoundError(OrderMessages.testCheckoutOff);
    const state = await this.#owned(userId, orderId);
    if (state.order!.payment_mode !== 'card') throw new ValidationError(OrderMessages.alreadySettled, 'order_id');
    const at = new Date().toISOString();
    const command: OrderCommand = outcome === 'success'
      ? { type: 'RecordPayment', paymentRef: `test_${randomUUID()}`, provider: 'test', at }
      : { type: 'FailPayment', reason: 'declined at the test checkout', at };
    const events = await this.#command(orderId, command, { actorId: userId });
    this.store.announce(events);
    const after = await this.#state(orderId);
    const o = after.order!;
    return { order: orderDoc(o, after.status as Order['status']), return_url: `${ORDER_RETURN_ROUTE}?id=${encodeURIComponent(o.orderId)}&designId=${encodeURIComponent(o.designId)}` };
  }

  // ---- coupons ----

  async applyCoupon(userId: string, req: ApplyCouponRequest): Promise<CouponAnswer> {
    const code = req.coupon_code.toUpperCase();
    const state = fold(couponDecider, (await this.store.readStream(couponStream(code))) as unknown as CouponEvent[]);
    const refusal = couponRefusal(state, req.coupon_code, userId, new Date().toISOString());
    if (refusal) throw new ValidationError(refusal, 'coupon_code');
    const discount = couponDiscount(state.terms!, req.price);
    return { coupon_code: code, discount, price: round2(req.price - discount) };
  }

  /** Operators make coupons (npm run admin create-coupon). */
  async createCoupon(terms: CouponTerms, actorId = 'operator'): Promise<void> {
    const t = { ...terms, code: terms.code.toUpperCase() };
    const r = await handleCommand(this.store, couponDecider, couponStream(t.code), { type: 'CreateCoupon', terms: t, at: new Date().toISOString() }, { actorId });
    this.store.announce(r.events);
  }

  // ---- steps ----

  #answer(order: PlacedOrder, status: Order['status'], checkout?: { url: string; inFrame: boolean }): AddDesignOrderAnswer {
    const doc = orderDoc(order, status);
    return checkout && status === 'pending' ? { order: doc, checkoutUrl: checkout.url, checkout_in_frame: checkout.inFrame } : { order: doc };
  }

  /** Opens the checkout of a pending card order once (the provider's page), and answers its link. */
  async #checkout(order: PlacedOrder, origin: string, meta: { actorId: string }): Promise<AddDesignOrderAnswer> {
    const state = await this.#state(order.orderId);
    if (state.checkout) return this.#answer(order, state.status as Order['status'], state.checkout);
    const back = `${origin.replace(/\/+$/, '')}${ORDER_RETURN_ROUTE}?id=${encodeURIComponent(order.orderId)}&designId=${encodeURIComponent(order.designId)}`;
    let started;
    try {
      started = await this.payments.start(order, { success: back, cancel: `${back}&cancelled=1` });
    } catch {
      throw new UpstreamError(OrderMessages.checkoutUnavailable);
    }
    const events = await this.#command(order.orderId, { type: 'StartCheckout', provider: this.payments.provider, ref: started.ref, url: started.url, inFrame: started.inFrame, at: new Date().toISOString() }, meta);
    this.store.announce(events);
    const after = await this.#state(order.orderId);
    return this.#answer(order, after.status as Order['status'], after.checkout ?? started);
  }

  async #owned(userId: string, orderId: string) {
    const state = await this.#state(orderId);
    if (state.status === 'none' || state.order?.userId !== userId) throw new NotFoundError(OrderMessages.orderNotFound(orderId));
    return state;
  }

  async #state(orderId: string) {
    const events = (await this.store.readStream(orderStream(orderId))) as unknown as OrderEvent[];
    return fold(orderDecider, events);
  }

  async #command(orderId: string, command: OrderCommand, meta: { actorId: string }, em?: EntityManager): Promise<RecordedEvent[]> {
    const r = await handleCommand(this.store, orderDecider, orderStream(orderId), command, meta, em);
    return r.events;
  }
}

function asPremium(r: DesignResource & { bySrc?: boolean }): PremiumResource {
  return { type: 'design_resource', id: r._id, name: r.name, src: r.path || r.src, low_path: r.low_path, price: r.price, credits: 1, by_src: !!r.bySrc };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A UUID-shaped id from a hash (the same user and idempotency key give the same order). */
function uuidFrom(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export type { ResourceRef };
