export * from './provider.js';
export * from './imagemaker.model.js';
export * from './imagemaker.service.js';
export * from './imagemaker.messages.js';
export * from './imagemaker.controller.js';
export * from './imagemaker.module.js';
