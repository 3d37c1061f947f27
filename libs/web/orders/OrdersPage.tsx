import { Screen } from '../ui/Screen';
import { TEXTS } from '../ui/texts';

/**
 * Order history, 'Your Orders': {design_base}/orders, {design_base}/design-orders and the mockup
 * tool's order page. Visitors are sent to {design_base} (see SignedInOnly in routes); the order cards
 * come with the orders calls.
 */
export function OrdersPage() {
  return <Screen title={TEXTS.yourOrders} />;
}
