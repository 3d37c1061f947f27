export * from './catalog.js';
export * from './registry.js';
