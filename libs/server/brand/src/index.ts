export * from './brand.model.js';
export * from './brand.service.js';
export * from './brand.messages.js';
export * from './brand.controller.js';
export * from './brand.module.js';
