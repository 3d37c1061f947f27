/**
 * Everything of '@dm/contracts' that needs no zod: calls, constants, migrations and the types.
 * The web build resolves the bare '@dm/contracts' to this file, so code shared with the server
 * (libs/scene) runs in the browser without the schemas.
 */
export * from './calls.js';
export * from './constants.js';
export * from './migrations.js';
export type * from './types.js';
