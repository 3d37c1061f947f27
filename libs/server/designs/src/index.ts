export * from './domain/saved-design.decider.js';
export * from './commands/designs.service.js';
export * from './projections/saved-designs.projection.js';
export * from './designs.migration.js';
export * from './designs.module.js';
export * from './designs.controller.js';
export * from './projections/thumbnail-from-render.projection.js';
export * from './designs.messages.js';
