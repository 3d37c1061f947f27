export * from './domain/render-job.decider.js';
export * from './render.contract.js';
export * from './render-pool.js';
export * from './render.service.js';
export * from './render.reactor.js';
export * from './rendering.messages.js';
export * from './rendering.controller.js';
export * from './rendering.module.js';
export { runRenderTask, fitScale, type RenderTaskInput, type RenderTaskOutput } from './worker/render-task.js';
