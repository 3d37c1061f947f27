import { z } from 'zod';
import { ORDER_MAX_ITEMS } from './orders.constants.js';
import { MockupSkuRequest, type MockupInputs } from './mockups.js';
export * from './orders.constants.js';

const id = z.string().min(1).max(200);

/** A resource a design uses, as the editor names it: its catalog id and/or its image source. */
export const ResourceRef = z.object({ id: id.optional(), src: z.string().min(1).max(2000).optional() }).strict();

export const PremiumResourcesRequest = z.object({
  design_id: id.optional(),
  resources: z.array(ResourceRef).max(2000).default([]),
}).strict();
export type PremiumResourcesRequest = z.infer<typeof PremiumResourcesRequest>;

export const PaymentMode = z.enum(['credits', 'card', 'subscription']);
export type PaymentMode = z.infer<typeof PaymentMode>;

export const AddDesignOrderRequest = z.object({
  design_id: id,
  resources: z.array(id).min(1).max(ORDER_MAX_ITEMS),
  payment_mode: PaymentMode.default('card'),
  coupon_code: z.string().trim().min(1).max(64).optional(),
  /** The same key from the same user gives the same order (a retried click buys once). */
  idempotency_key: z.string().min(8).max(100).optional(),
}).strict();
export type AddDesignOrderRequest = z.infer<typeof AddDesignOrderRequest>;

export const AddOrderRequest = z.object({
  skus: z.union([
    z.array(z.object({ type: z.literal('design_resource'), design_resource: id }).passthrough()).min(1).max(ORDER_MAX_ITEMS),
    z.array(MockupSkuRequest).length(1),
  ]),
  payment_mode: PaymentMode.default('card'),
  designId: id.optional(),
  coupon_code: z.string().trim().min(1).max(64).optional(),
  idempotency_key: z.string().min(8).max(100).optional(),
}).strict();
export type AddOrderRequest = z.infer<typeof AddOrderRequest>;

export const ApplyCouponRequest = z.object({ price: z.number().min(0).max(1e6), coupon_code: z.string().trim().min(1).max(64) }).strict();
export type ApplyCouponRequest = z.infer<typeof ApplyCouponRequest>;

export const ConfirmOrderRequest = z.object({ id, paymentDetails: z.unknown().optional() }).strict();
export type ConfirmOrderRequest = z.infer<typeof ConfirmOrderRequest>;

export const OrderHistoryRequest = z.object({}).strict();

export const ChargeStripeRequest = z.object({
  order_id: id,
  payment_method: z.string().min(1).max(200).optional(),
  payment_intent_id: z.string().min(1).max(200).optional(),
}).strict().refine((r) => (r.payment_method === undefined) !== (r.payment_intent_id === undefined), { message: 'give either payment_method or payment_intent_id', path: ['payment_method'] });
export type ChargeStripeRequest = z.infer<typeof ChargeStripeRequest>;

export const TestCheckoutRequest = z.object({ order_id: id }).strict();
export const TestCheckoutPayRequest = z.object({ order_id: id, outcome: z.enum(['success', 'failure']) }).strict();
export type TestCheckoutPayRequest = z.infer<typeof TestCheckoutPayRequest>;

/** A premium resource in a design (design_resource/get_premium_resources). */
export interface PremiumResource {
  type: 'design_resource';
  id: string;
  name: string;
  src: string;
  /** Its thumbnail. */
  low_path?: string;
  price: number;
  credits: number;
  /** Whether a design showing its picture uses it (false when the same picture is also free: only its id counts). */
  by_src: boolean;
}

/** A mockup bought (spec: sku type mockup with inputs, price, mockup, output_file). */
export interface MockupOrderSku {
  type: 'mockup';
  mockup: string;
  name: string;
  inputs: MockupInputs;
  price: number;
  image_src: string;
  /** The purchased render, once drawn. */
  output_file?: string;
}

export type OrderSku = DesignResourceSku | MockupOrderSku;

export interface DesignResourceSku {
  type: 'design_resource';
  design_resource: string;
  design: string;
  name: string;
  license: 'single';
  price: number;
  image_src: string;
}

/** An order as the calls answer it (spec: library §3). */
export interface Order {
  _id: string;
  createdAt: string;
  status: 'pending' | 'paid' | 'fulfilled' | 'failed';
  amount: number;
  currency: 'USD';
  payment_mode: PaymentMode;
  designId: string;
  skus: OrderSku[];
  coupon?: { coupon_code: string; price: number; discount: number };
  /** Credits spent (payment_mode credits). */
  credits?: number;
}

export interface AddDesignOrderAnswer {
  order: Order;
  /** Where the user pays (card): the built-in test checkout, or the provider's page. */
  checkoutUrl?: string;
  /** The checkout shows in the editor's Checkout frame (the test checkout); else the browser goes to it (Stripe). */
  checkout_in_frame?: boolean;
}

export interface CouponAnswer {
  coupon_code: string;
  price: number;
  discount: number;
}

export interface TestCheckoutAnswer {
  order: Order;
  test_mode: true;
}
