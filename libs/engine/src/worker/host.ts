// The worker side: answers EngineRequests with the engine, one at a time, in arrival order.
import type { Engine } from '../engine.js';
import { runJob } from './inline.js';
import type { EnginePort, EngineRequest, EngineResponse } from './protocol.js';

/** Serves engine jobs on `port` once `engine` has loaded. Errors answer the job; the host lives on. */
export function serveEngine(port: EnginePort, engine: Promise<Engine>): void {
  let queue = Promise.resolve();
  port.addEventListener('message', (event) => {
    const req = event.data as EngineRequest;
    queue = queue.then(async () => {
      let answer: EngineResponse;
      let transfer: Transferable[] = [];
      try {
        const e = await engine;
        const out = runJob(e, req.job, new Uint8ClampedArray(req.pixels), req.width, req.height);
        const buffer = out.pixels.buffer.byteLength === out.pixels.byteLength ? out.pixels.buffer : out.pixels.slice().buffer;
        answer = { id: req.id, ok: true, width: out.width, height: out.height, pixels: buffer as ArrayBuffer, ...('x' in out ? { x: out.x, y: out.y } : {}) };
        transfer = [buffer as ArrayBuffer];
      } catch (err) {
        answer = { id: req.id, ok: false, error: err instanceof Error ? err.message : String(err) };
      }
      port.postMessage(answer, transfer);
    });
  });
}
