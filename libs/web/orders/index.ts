export { OrdersPage } from './OrdersPage';
export { ConfirmOrderPage } from './ConfirmOrderPage';
