/**
 * '@dm/contracts/constants': every plain value of the wire (messages, limits, defaults, cookie
 * names, envelope helpers), without zod, for the browser and for pure domain code.
 */
export * from './messages.js';
export * from './envelope.js';
export * from './dimensions.js';
export * from './design-file.constants.js';
export * from './identity.constants.js';
export * from './designs.constants.js';
export * from './catalog.constants.js';
export * from './folders.constants.js';
export * from './orders.constants.js';
export * from './audit.constants.js';
export * from './mockups.constants.js';
export * from './brand.constants.js';
export * from './magic-resize.js';
export * from './blob-paths.js';
export * from './imagemaker.js';
export * from './search-text.js';
