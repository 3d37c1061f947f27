/** The orders wire's plain values (no zod). orders.ts re-exports them. */
export * from './premium-use.js';

/** The window messages a checkout frame posts to the editor (spec: editor §7). */
export const ORDER_PAYMENT_SUCCESS = 'orderPaymentSuccess';
export const ORDER_PAYMENT_FAILURE = 'orderPaymentFailure';
/** Pro plan: premium images a month downloaded without paying (spec: editor §9). */
export const PRO_MONTHLY_PREMIUM_IMAGES = 40;
/** The built-in test checkout's route in the web app ({orderId} appended). */
export const TEST_CHECKOUT_ROUTE = '/checkout/test';
/** The payment return page (reads id and designId). */
export const ORDER_RETURN_ROUTE = '/designmaker/start/orders/confirm-order';
export const ORDER_MAX_ITEMS = 100;

export const OrderMessages = {
  unknownMockup: (id: string) => `Invalid value for 'skus': mockup ${id} not found`,
  noMockupPlan: 'Your plan does not include mockups.',
  mockupNotForCredits: "Invalid value for 'payment_mode': mockups are paid by card or within a plan",

  orderNotFound: (id: string) => `There is no order '${id}'.`,
  notPremium: (id: string) => `'${id}' is not a premium resource; it downloads free.`,
  alreadyBought: (id: string) => `You have already bought '${id}'.`,
  noItems: 'Choose at least one premium resource to buy.',
  notPaid: 'The order has not been paid yet: finish the payment first.',
  paymentFailed: 'Payment Failed',
  orderFailed: 'The payment was declined; nothing was charged.',
  alreadySettled: 'This order is already settled.',
  couponUnknown: (code: string) => `The coupon '${code}' does not exist.`,
  couponExpired: (code: string) => `The coupon '${code}' has expired.`,
  couponUsed: (code: string) => `You have already used the coupon '${code}'.`,
  couponNotForCredits: 'Coupons apply to card payments, not to credits.',
  couponExists: (code: string) => `A coupon '${code}' already exists.`,
  couponInvalid: 'A coupon needs a code, a percent between 1 and 100 or a fixed amount above 0, and an expiry in the future.',
  noSubscription: 'Your plan does not include premium images.',
  quotaUsed: (n: number) => `Your plan's ${n} premium images for this month are used up.`,
  checkoutUnavailable: 'The payment page could not be opened. Nothing was charged; please try again in a moment.',
  stripeNotConfigured: 'Card payments through Stripe are not set up on this server (STRIPE_SECRET_KEY).',
  testCheckoutOff: 'The test checkout is not used on this server.',
  paymentModeUnavailable: (mode: string) => `The payment mode '${mode}' is not available on this server.`,
  emptyOrders: "You don't have any purchases. All your purchases within designmaker will be seen here.",
  emptyMockupOrders: "You don't have any past orders!",
} as const;
