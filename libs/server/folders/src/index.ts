export * from './domain/photo-folder.decider.js';
export * from './intake/image-intake.js';
export * from './commands/uploads.service.js';
export * from './folders.migration.js';
export * from './projections/folder-resources.projection.js';
export * from './folders.messages.js';
export * from './folders.controller.js';
export * from './folders.module.js';
