// The worker side: answers EngineRequests with the engine, one at a time, in arrival order.
import type { Engine } from '../engine.js';
import { removeBackground } from '../bgremoval/remove-background.js';
import { dropShadow } from '../shadow.js';
import type { EngineJob, EnginePort, EngineRequest, EngineResponse } from './protocol.js';

function run(engine: Engine, job: EngineJob, px: Uint8ClampedArray, width: number, height: number) {
  switch (job.op) {
    case 'adjust':
      engine.adjust(px, width, height, job.adjustments);
      return { width, height, pixels: px };
    case 'filter':
      engine.filter(px, width, height, job.filter, job.intensity);
      return { width, height, pixels: px };
    case 'blur':
      engine.blur(px, width, height, job.sigma);
      return { width, height, pixels: px };
    case 'removeBackground':
      // the alpha mask, one byte per pixel: the renderer applies it and can take it away again
      return { width, height, pixels: removeBackground(engine, px, width, height, job.settings) };
    case 'dropShadow': {
      const layer = dropShadow(engine, px, width, height, job.settings);
      return { width: layer.width, height: layer.height, pixels: layer.data, x: layer.x, y: layer.y };
    }
  }
}

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
        const out = run(e, req.job, new Uint8ClampedArray(req.pixels), req.width, req.height);
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
