/**
 * '@dm/platform/domain': what pure domain code may use (domain errors, the Decider shape, fold,
 * given/when/then specs). It loads no framework, no database and no schema library: only the
 * contracts' zod-free constants (a test walks its imports).
 */
export * from './errors.js';
export * from './decider.js';
export * from './given.js';
