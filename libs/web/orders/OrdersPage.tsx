import { Screen } from '../ui/Screen';
import { TEXTS } from '../ui/texts';

/**
 * Order history, 'Your Orders': {design_base}/orders, {design_base}/design-orders and the mockup
 * tool's order page. Redirects visitors to {design_base} once identity is wired; the order cards
 * come with the orders calls.
 */
export function OrdersPage() {
  return <Screen title={TEXTS.yourOrders} />;
}
