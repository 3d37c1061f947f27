import type { InlineProjection } from '@dm/platform';
import type { Order } from '@dm/contracts';
import type { OrderEvent, PlacedOrder } from '../domain/order.decider.js';
import type { CouponEvent } from '../domain/coupon.decider.js';

/** The answer of an order as placed (status pending). */
export function orderDoc(o: PlacedOrder, status: Order['status']): Order {
  return {
    _id: o.orderId, createdAt: o.at, status, amount: o.amount, currency: 'USD', payment_mode: o.payment_mode, designId: o.designId, skus: o.skus,
    ...(o.coupon ? { coupon: o.coupon } : {}), ...(o.credits ? { credits: o.credits } : {}),
  };
}

const STATUS = { OrderPaid: 'paid', OrderPaymentFailed: 'failed', OrderFulfilled: 'fulfilled' } as const;

/** Keeps `orders` and `order_purchases` in step with the order events, in the appending transaction. */
export const ordersProjection: InlineProjection = {
  name: 'orders',
  tables: ['orders', 'order_purchases'],
  handles: ['OrderPlaced', 'OrderPaid', 'OrderPaymentFailed', 'OrderFulfilled'],
  async apply(em, recorded) {
    const e = recorded as unknown as OrderEvent;
    if (e.type === 'OrderPlaced') {
      const o = e.data;
      await em.query(
        `INSERT INTO orders (id, user_id, design_id, status, payment_mode, amount, created_at, updated_at, doc) VALUES ($1, $2, $3, 'pending', $4, $5, $6, $6, $7)`,
        [o.orderId, o.userId, o.designId, o.payment_mode, o.amount, o.at, JSON.stringify(orderDoc(o, 'pending'))],
      );
      return;
    }
    if (e.type === 'OrderCheckoutStarted') return;
    const status = STATUS[e.type];
    await em.query(
      `UPDATE orders SET status = $2, updated_at = $3, doc = jsonb_set(doc, '{status}', to_jsonb($2::text)) WHERE id = $1`,
      [e.data.orderId, status, e.data.at],
    );
    if (e.type === 'OrderFulfilled') {
      for (const resource of e.data.resources) {
        await em.query(
          `INSERT INTO order_purchases (user_id, resource_id, order_id, design_id, payment_mode, bought_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (user_id, resource_id) DO NOTHING`,
          [e.data.userId, resource, e.data.orderId, e.data.designId, e.data.payment_mode, e.data.at],
        );
      }
    }
  },
};

/** Keeps `coupons` in step with the coupon events. */
export const couponsProjection: InlineProjection = {
  name: 'coupons',
  tables: ['coupons'],
  handles: ['CouponCreated', 'CouponRedeemed'],
  async apply(em, recorded) {
    const e = recorded as unknown as CouponEvent;
    if (e.type === 'CouponCreated') {
      await em.query(`INSERT INTO coupons (code, kind, value, expires_at) VALUES ($1, $2, $3, $4)`, [e.data.code, e.data.kind, e.data.value, e.data.expiresAt]);
    } else {
      await em.query(`UPDATE coupons SET used_by = used_by || jsonb_build_object($2::text, $3::text) WHERE code = $1`, [e.data.code, e.data.userId, e.data.orderId]);
    }
  },
};
