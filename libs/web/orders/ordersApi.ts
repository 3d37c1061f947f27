// Premium resources, orders and the built-in test checkout (RTK Query). Buying changes what the
// user owns and their credits, so every purchase invalidates the orders list and the credits.
import { OrderCalls } from '@dm/contracts/calls';
import type { AddDesignOrderAnswer, CouponAnswer, Order, PaymentMode, PremiumResource, TestCheckoutAnswer } from '@dm/contracts/types';
import { serverApi } from '../api/serverApi';

export interface ResourceRefArg {
  id?: string;
  src?: string;
}

export const ordersApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    premiumResources: build.mutation<PremiumResource[], { design_id?: string; resources: ResourceRefArg[] }>({
      query: (body) => ({ path: OrderCalls.getPremiumResources, body }),
    }),
    /** The same check as a cached query for the canvas: refreshed after every purchase. */
    unpaidPremium: build.query<PremiumResource[], { resources: ResourceRefArg[] }>({
      query: (body) => ({ path: OrderCalls.getPremiumResources, body }),
      providesTags: ['Orders'],
    }),
    addDesignOrder: build.mutation<AddDesignOrderAnswer, { design_id: string; resources: string[]; payment_mode: PaymentMode; coupon_code?: string; idempotency_key?: string }>({
      query: (body) => ({ path: OrderCalls.addDesignOrder, body }),
      invalidatesTags: ['Orders', 'User'],
    }),
    applyCoupon: build.mutation<CouponAnswer, { price: number; coupon_code: string }>({
      query: (body) => ({ path: OrderCalls.applyCoupon, body }),
    }),
    confirmOrder: build.mutation<Order, { id: string; paymentDetails?: unknown }>({
      query: (body) => ({ path: OrderCalls.confirm, body }),
      invalidatesTags: ['Orders'],
    }),
    orderHistory: build.query<Order[], void>({
      query: () => ({ path: OrderCalls.fetchOrderHistory, body: {} }),
      providesTags: ['Orders'],
    }),
    testCheckout: build.query<TestCheckoutAnswer, string>({
      query: (orderId) => ({ path: OrderCalls.testCheckout, body: { order_id: orderId } }),
    }),
    testCheckoutPay: build.mutation<{ order: Order; return_url: string }, { order_id: string; outcome: 'success' | 'failure' }>({
      query: (body) => ({ path: OrderCalls.testCheckoutPay, body }),
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const {
  usePremiumResourcesMutation, useUnpaidPremiumQuery, useAddDesignOrderMutation, useApplyCouponMutation, useConfirmOrderMutation, useOrderHistoryQuery,
  useTestCheckoutQuery, useTestCheckoutPayMutation,
} = ordersApi;

export { serverMessage } from '../api/envelope';
