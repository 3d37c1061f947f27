/** '@dm/contracts/migrations': the design document migrations, without zod. */
export * from './design-file.migrations.js';
