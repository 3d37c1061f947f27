/**
 * '@dm/contracts/types': the wire's types (inferred from the schemas), types only: importing this
 * loads nothing at run time.
 */
export type * from './envelope.js';
export type * from './health.js';
export type * from './design-file.js';
export type * from './identity.js';
export type * from './dimensions.js';
export type * from './designs.js';
export type * from './catalog.js';
export type * from './folders.js';
export type * from './orders.js';
export type * from './audit.js';
export type * from './mockups.js';
export type * from './brand.js';
export type * from './imagemaker.js';
