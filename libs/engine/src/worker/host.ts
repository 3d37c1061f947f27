// The worker side: answers EngineRequests with the engine, one at a time, in arrival order.
import type { Engine } from '../engine.js';
import { removeBackgroundWithNet, type SegmentationNet } from '../bgremoval/model.js';
import { runJob } from './inline.js';
import type { EnginePort, EngineRequest, EngineResponse, JobProgress } from './protocol.js';
import type { JobResult } from './client.js';

export interface HostOptions {
  /** The segmentation network for background removal, loaded on first use (reporting progress). */
  net?: (progress: (loaded: number, total: number) => void) => Promise<SegmentationNet>;
}

/** Serves engine jobs on `port` once `engine` has loaded. Errors answer the job; the host lives on. */
export function serveEngine(port: EnginePort, engine: Promise<Engine>, options: HostOptions = {}): void {
  let queue = Promise.resolve();
  port.addEventListener('message', (event) => {
    const req = event.data as EngineRequest;
    const progress = (p: JobProgress) => port.postMessage({ id: req.id, progress: p } satisfies EngineResponse);
    queue = queue.then(async () => {
      let answer: EngineResponse;
      let transfer: Transferable[] = [];
      try {
        const e = await engine;
        const px = new Uint8ClampedArray(req.pixels);
        let out: JobResult;
        if (req.job.op === 'removeBackground') {
          if (!options.net) throw new Error('background removal needs the segmentation model, which this engine host does not have');
          const net = await options.net((loaded, total) => progress({ stage: 'model', loaded, total }));
          progress({ stage: 'segment' });
          out = { width: req.width, height: req.height, pixels: await removeBackgroundWithNet(e, net, px, req.width, req.height, req.job.settings) };
        } else {
          out = runJob(e, req.job, px, req.width, req.height);
        }
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
