import { ConflictError } from '@dm/platform';
import { given } from '@dm/platform/domain';
import { orderDecider as decider, type OrderEvent, type PlacedOrder } from './order.decider.js';
import { couponDecider, couponDiscount, type CouponEvent } from './coupon.decider.js';
import { resourceUse, WATERMARK_BACKGROUND, watermarkedElements } from '@dm/contracts/constants';

const at = '2026-11-25T10:00:00.000Z';
const order: PlacedOrder = {
  orderId: 'o1', userId: 'u1', designId: 'd1', amount: 1, payment_mode: 'card', at,
  skus: [{ type: 'design_resource', design_resource: 'r1', design: 'd1', name: 'Photo', license: 'single', price: 1, image_src: '/x.jpg' }],
};
const placed: OrderEvent = { type: 'OrderPlaced', data: order };
const paid: OrderEvent = { type: 'OrderPaid', data: { orderId: 'o1', userId: 'u1', paymentRef: 'test_1', provider: 'test', at } };
const fulfilled: OrderEvent = { type: 'OrderFulfilled', data: { orderId: 'o1', userId: 'u1', designId: 'd1', resources: ['r1'], payment_mode: 'card', at } };

describe('order decider', () => {
  it('places an order once (the same key again changes nothing)', () => {
    given(decider, []).when({ type: 'PlaceOrder', order }).then([placed]);
    given(decider, [placed]).when({ type: 'PlaceOrder', order }).then([]);
  });

  it('opens one checkout for a pending order', () => {
    const started: OrderEvent = { type: 'OrderCheckoutStarted', data: { orderId: 'o1', userId: 'u1', provider: 'stripe', ref: 'cs_1', url: 'https://pay', inFrame: false, at } };
    given(decider, [placed]).when({ type: 'StartCheckout', provider: 'stripe', ref: 'cs_1', url: 'https://pay', inFrame: false, at }).then([started]);
    given(decider, [placed, started]).when({ type: 'StartCheckout', provider: 'stripe', ref: 'cs_2', url: 'https://pay2', inFrame: false, at }).then([]);
    given(decider, [placed, paid]).when({ type: 'StartCheckout', provider: 'stripe', ref: 'cs_2', url: 'https://pay2', inFrame: false, at }).then([]);
  });

  it('fulfils only a paid order, once', () => {
    given(decider, [placed]).when({ type: 'FulfilOrder', at }).thenThrows(/not been paid/);
    given(decider, [placed, paid]).when({ type: 'FulfilOrder', at }).then([fulfilled]);
    given(decider, [placed, paid, fulfilled]).when({ type: 'FulfilOrder', at }).then([]);
  });

  it('a declined payment fails the order for good', () => {
    const failed: OrderEvent = { type: 'OrderPaymentFailed', data: { orderId: 'o1', userId: 'u1', reason: 'declined', at } };
    given(decider, [placed]).when({ type: 'FailPayment', reason: 'declined', at }).then([failed]);
    given(decider, [placed, failed]).when({ type: 'FulfilOrder', at }).thenThrows(ConflictError);
    given(decider, [placed, failed]).when({ type: 'RecordPayment', paymentRef: 'x', provider: 'test', at }).thenThrows(ConflictError);
    given(decider, [placed, paid]).when({ type: 'FailPayment', reason: 'late', at }).then([]);
  });
});

describe('coupon decider', () => {
  const created: CouponEvent = { type: 'CouponCreated', data: { code: 'HALF', kind: 'percent', value: 50, expiresAt: '2026-12-01T00:00:00.000Z', at } };
  it('makes valid coupons only', () => {
    given(couponDecider, []).when({ type: 'CreateCoupon', terms: { code: 'HALF', kind: 'percent', value: 50, expiresAt: '2026-12-01T00:00:00.000Z' }, at }).then([created]);
    given(couponDecider, []).when({ type: 'CreateCoupon', terms: { code: 'BAD', kind: 'percent', value: 150, expiresAt: '2026-12-01T00:00:00.000Z' }, at }).thenThrows(/percent between 1 and 100/);
    given(couponDecider, []).when({ type: 'CreateCoupon', terms: { code: 'OLD', kind: 'fixed', value: 1, expiresAt: '2026-01-01T00:00:00.000Z' }, at }).thenThrows(/expiry in the future/);
    given(couponDecider, [created]).when({ type: 'CreateCoupon', terms: { code: 'HALF', kind: 'fixed', value: 1, expiresAt: '2026-12-01T00:00:00.000Z' }, at }).thenThrows(ConflictError);
  });
  it('is used once per user, never after it expires', () => {
    const redeemed: CouponEvent = { type: 'CouponRedeemed', data: { code: 'HALF', userId: 'u1', orderId: 'o1', at } };
    given(couponDecider, [created]).when({ type: 'RedeemCoupon', userId: 'u1', orderId: 'o1', at }).then([redeemed]);
    given(couponDecider, [created, redeemed]).when({ type: 'RedeemCoupon', userId: 'u1', orderId: 'o2', at }).thenThrows(/already used the coupon 'HALF'/);
    given(couponDecider, [created, redeemed]).when({ type: 'RedeemCoupon', userId: 'u2', orderId: 'o3', at }).then([{ type: 'CouponRedeemed', data: { code: 'HALF', userId: 'u2', orderId: 'o3', at } }]);
    given(couponDecider, [created]).when({ type: 'RedeemCoupon', userId: 'u1', orderId: 'o1', at: '2026-12-02T00:00:00.000Z' }).thenThrows(/has expired/);
  });
  it('takes a percent or a fixed amount off, never more than the price', () => {
    expect(couponDiscount({ code: 'A', kind: 'percent', value: 25, expiresAt: at }, 3)).toBe(0.75);
    expect(couponDiscount({ code: 'A', kind: 'fixed', value: 5, expiresAt: at }, 3)).toBe(3);
  });
});

describe('resource use in a design', () => {
  it('finds images by resource id and by source (photo links normalised), boxes, frames and the background', () => {
    const design = { pages: [{ background: { image: 'https://host.example/api/photos/bg.jpg?x=1' }, objects: {
      a: { id: 'a', type: 'image', image_details: { src: '/api/photos/p.jpg', id_design_resource: 'r1' } },
      b: { id: 'b', type: 'box', box_details: { image: '/api/photos/p.jpg' } },
      c: { id: 'c', type: 'grid', grid_details: { mask_src: 'data:image/svg+xml,mask' } },
    } }] };
    const use = resourceUse(JSON.stringify(design));
    expect([...use.ids]).toEqual([['r1', ['a']]]);
    expect(Object.fromEntries(use.srcs)).toEqual({ '/api/photos/bg.jpg': [WATERMARK_BACKGROUND], '/api/photos/p.jpg': ['a', 'b'], 'data:image/svg+xml,mask': ['c'] });
    expect(resourceUse('not json')).toEqual({ ids: new Map(), srcs: new Map() });
    // a premium picture by its link; one that is also free only by its id
    expect(watermarkedElements(use, [{ id: 'r9', srcs: ['/api/photos/p.jpg'], bySrc: true }]).sort()).toEqual(['a', 'b']);
    expect(watermarkedElements(use, [{ id: 'r1', srcs: ['/api/photos/p.jpg'], bySrc: false }])).toEqual(['a']);
    expect(watermarkedElements(use, [{ id: 'bg', srcs: ['/api/photos/bg.jpg'], bySrc: true }])).toEqual([WATERMARK_BACKGROUND]);
  });
});
