export * from './ids.js';
export * from './tree.js';
export * from './factory.js';
export * from './edit.js';
export * from './elements.js';
export * from './grouping.js';
export * from './align.js';
export * from './pages.js';
