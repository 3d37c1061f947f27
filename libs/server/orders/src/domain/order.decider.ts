import { OrderMessages } from '@dm/contracts/constants';
import type { Order, OrderSku, PaymentMode } from '@dm/contracts/types';
import { ConflictError, ValidationError, type Decider } from '@dm/platform/domain';

/**
 * An order's life: placed (prices fixed by the server), then paid (card), then fulfilled; or
 * failed. Paying with credits or within a plan places and fulfils it in one transaction. A
 * settled order stays as it is: confirming or paying again changes nothing.
 */
export const orderStream = (orderId: string) => `order-${orderId}`;

export interface PlacedOrder {
  orderId: string;
  userId: string;
  designId: string;
  skus: OrderSku[];
  amount: number;
  payment_mode: PaymentMode;
  credits?: number;
  coupon?: Order['coupon'];
  at: string;
}

/** Who took the payment: the test checkout, Stripe, credits, the plan, or a coupon that covered it all. */
export type PaymentProvider = 'test' | 'stripe' | 'credits' | 'subscription' | 'coupon';

export type OrderCommand =
  | { type: 'PlaceOrder'; order: PlacedOrder }
  | { type: 'StartCheckout'; provider: 'test' | 'stripe'; ref: string; url: string; inFrame: boolean; at: string }
  | { type: 'RecordPayment'; paymentRef: string; provider: PaymentProvider; at: string }
  | { type: 'FailPayment'; reason: string; at: string }
  | { type: 'FulfilOrder'; at: string };

export type OrderEvent =
  | { type: 'OrderPlaced'; data: PlacedOrder }
  | { type: 'OrderCheckoutStarted'; data: { orderId: string; userId: string; provider: 'test' | 'stripe'; ref: string; url: string; inFrame: boolean; at: string } }
  | { type: 'OrderPaid'; data: { orderId: string; userId: string; paymentRef: string; provider: PaymentProvider; at: string } }
  | { type: 'OrderPaymentFailed'; data: { orderId: string; userId: string; reason: string; at: string } }
  | { type: 'OrderFulfilled'; data: { orderId: string; userId: string; designId: string; resources: string[]; payment_mode: PaymentMode; at: string } };

export interface OrderState {
  status: 'none' | Order['status'];
  order?: PlacedOrder;
  /** Where the user pays (card orders). */
  checkout?: { provider: 'test' | 'stripe'; ref: string; url: string; inFrame: boolean };
}

export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  initialState: { status: 'none' },

  decide(command, state) {
    if (command.type === 'PlaceOrder') {
      if (state.status !== 'none') return []; // the same idempotency key again: the order stands
      if (!command.order.skus.length) throw new ValidationError(OrderMessages.noItems, 'resources');
      return [{ type: 'OrderPlaced', data: command.order }];
    }
    const order = state.order;
    if (!order) throw new ValidationError(OrderMessages.orderNotFound('?'), 'id');
    const who = { orderId: order.orderId, userId: order.userId };
    switch (command.type) {
      case 'StartCheckout':
        if (state.status !== 'pending' || state.checkout) return [];
        return [{ type: 'OrderCheckoutStarted', data: { ...who, provider: command.provider, ref: command.ref, url: command.url, inFrame: command.inFrame, at: command.at } }];
      case 'RecordPayment':
        if (state.status === 'paid' || state.status === 'fulfilled') return [];
        if (state.status === 'failed') throw new ConflictError(OrderMessages.alreadySettled);
        return [{ type: 'OrderPaid', data: { ...who, paymentRef: command.paymentRef, provider: command.provider, at: command.at } }];
      case 'FailPayment':
        if (state.status !== 'pending') return [];
        return [{ type: 'OrderPaymentFailed', data: { ...who, reason: command.reason, at: command.at } }];
      case 'FulfilOrder':
        if (state.status === 'fulfilled') return [];
        if (state.status === 'failed') throw new ConflictError(OrderMessages.orderFailed);
        if (state.status !== 'paid') throw new ConflictError(OrderMessages.notPaid);
        return [{
          type: 'OrderFulfilled',
          data: { ...who, designId: order.designId, resources: order.skus.flatMap((s) => (s.type === 'design_resource' ? [s.design_resource] : [])), payment_mode: order.payment_mode, at: command.at },
        }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'OrderPlaced':
        return { status: 'pending', order: event.data };
      case 'OrderCheckoutStarted': {
        const { provider, ref, url, inFrame } = event.data;
        return { ...state, checkout: { provider, ref, url, inFrame } };
      }
      case 'OrderPaid':
        return { ...state, status: 'paid' };
      case 'OrderPaymentFailed':
        return { ...state, status: 'failed' };
      case 'OrderFulfilled':
        return { ...state, status: 'fulfilled' };
    }
  },
};
