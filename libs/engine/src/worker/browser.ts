// Browser-only: starts the engine's Web Worker (Vite bundles engine.worker.ts from this URL) and
// returns a client for it. The page keeps running while the worker filters large images.
import { EngineClient } from './client.js';
import type { EnginePort } from './protocol.js';

export interface EngineWorkerHandle {
  client: EngineClient;
  terminate(): void;
}

/** Starts the worker; `modelUrl` is where the background remover's model is served (ours by default). */
export function startEngineWorker(wasmUrl: string, modelUrl?: string): EngineWorkerHandle {
  const worker = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'designmaker-engine' });
  worker.postMessage({ wasmUrl: new URL(wasmUrl, location.href).href, ...(modelUrl ? { modelUrl: new URL(modelUrl, location.href).href } : {}) });
  return { client: new EngineClient(worker as unknown as EnginePort), terminate: () => worker.terminate() };
}
