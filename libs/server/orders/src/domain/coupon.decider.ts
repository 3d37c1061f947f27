import { OrderMessages } from '@dm/contracts/constants';
import { ConflictError, ValidationError, type Decider } from '@dm/platform/domain';

/** A coupon: percent or fixed off a card payment, until it expires, once per user. */
export const couponStream = (code: string) => `coupon-${code.toUpperCase()}`;

export interface CouponTerms {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent (1-100) or USD. */
  value: number;
  expiresAt: string;
}

export type CouponCommand =
  | { type: 'CreateCoupon'; terms: CouponTerms; at: string }
  | { type: 'RedeemCoupon'; userId: string; orderId: string; at: string };

export type CouponEvent =
  | { type: 'CouponCreated'; data: CouponTerms & { at: string } }
  | { type: 'CouponRedeemed'; data: { code: string; userId: string; orderId: string; at: string } };

export interface CouponState {
  terms?: CouponTerms;
  /** user id → the order it was used for */
  usedBy: Record<string, string>;
}

/** The discount (USD, two decimals) a coupon gives off a price, at most the price. */
export function couponDiscount(terms: CouponTerms, price: number): number {
  const off = terms.kind === 'percent' ? (price * terms.value) / 100 : terms.value;
  return Math.round(Math.min(price, off) * 100) / 100;
}

/** Why a coupon cannot be used by this user now, or null. */
export function couponRefusal(state: CouponState, code: string, userId: string, at: string): string | null {
  if (!state.terms) return OrderMessages.couponUnknown(code);
  if (Date.parse(state.terms.expiresAt) <= Date.parse(at)) return OrderMessages.couponExpired(code);
  if (state.usedBy[userId]) return OrderMessages.couponUsed(code);
  return null;
}

export const couponDecider: Decider<CouponCommand, CouponEvent, CouponState> = {
  initialState: { usedBy: {} },

  decide(command, state) {
    switch (command.type) {
      case 'CreateCoupon': {
        const t = command.terms;
        if (state.terms) throw new ConflictError(OrderMessages.couponExists(t.code));
        const valueOk = t.kind === 'percent' ? t.value >= 1 && t.value <= 100 : t.value > 0;
        if (!/^[A-Z0-9_-]{3,64}$/.test(t.code) || !valueOk || !(Date.parse(t.expiresAt) > Date.parse(command.at))) {
          throw new ValidationError(OrderMessages.couponInvalid, 'coupon');
        }
        return [{ type: 'CouponCreated', data: { ...t, at: command.at } }];
      }
      case 'RedeemCoupon': {
        const code = state.terms?.code ?? '?';
        if (state.usedBy[command.userId] === command.orderId) return [];
        const refusal = couponRefusal(state, code, command.userId, command.at);
        if (refusal) throw new ValidationError(refusal, 'coupon_code');
        return [{ type: 'CouponRedeemed', data: { code, userId: command.userId, orderId: command.orderId, at: command.at } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'CouponCreated': {
        const { at: _at, ...terms } = event.data;
        return { ...state, terms };
      }
      case 'CouponRedeemed':
        return { ...state, usedBy: { ...state.usedBy, [event.data.userId]: event.data.orderId } };
    }
  },
};
