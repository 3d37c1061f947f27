export * from './protocol.js';
export { serveEngine } from './host.js';
export { EngineClient, chooseRunner, WORKER_THRESHOLD_PIXELS, type JobResult } from './client.js';
export { runJobInline } from './inline.js';
export { startEngineWorker, type EngineWorkerHandle } from './browser.js';
