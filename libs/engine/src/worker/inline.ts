import type { Engine } from '../engine.js';
import { dropShadow } from '../shadow.js';
import type { EngineJob } from './protocol.js';
import type { JobResult } from './client.js';

/** Runs one job; adjust, filter and blur change `px` in place and return it. */
export function runJob(engine: Engine, job: EngineJob, px: Uint8ClampedArray, width: number, height: number): JobResult {
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
    case 'sharpen':
      engine.sharpen(px, width, height, job.sigma, job.amount);
      return { width, height, pixels: px };
    case 'removeBackground':
      // the network runs asynchronously in the worker's host (host.ts), never in this thread
      throw new Error('background removal runs in the engine worker (serveEngine with a network)');
    case 'dropShadow': {
      const l = dropShadow(engine, px, width, height, job.settings);
      return { width: l.width, height: l.height, pixels: l.data, x: l.x, y: l.y };
    }
  }
}

/** The same jobs as the worker, on an engine in this thread, leaving the caller's pixels as they are. */
export function runJobInline(engine: Engine, job: EngineJob, pixels: Uint8ClampedArray, width: number, height: number): JobResult {
  return runJob(engine, job, pixels.slice(), width, height);
}
