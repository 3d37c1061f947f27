export * from './animations.js';
