export * from './envelope.js';
export * from './messages.js';
export * from './validation.js';
export * from './health.js';
export * from './calls.js';
export * from './design-file.js';
export * from './identity.js';
export * from './dimensions.js';
