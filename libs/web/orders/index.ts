export { OrdersPage } from './OrdersPage';
export { ConfirmOrderPage } from './ConfirmOrderPage';
export { TestCheckoutPage } from './TestCheckoutPage';
