export * from './domain/order.decider.js';
export * from './domain/coupon.decider.js';
export * from './commands/orders.service.js';
export * from './orders.migration.js';
export * from './projections/orders.projection.js';
export * from './orders.messages.js';
export * from './orders.controller.js';
export * from './orders.module.js';
