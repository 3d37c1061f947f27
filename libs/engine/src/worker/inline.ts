import type { Engine } from '../engine.js';
import { removeBackground } from '../bgremoval/remove-background.js';
import { dropShadow } from '../shadow.js';
import type { EngineJob } from './protocol.js';
import type { JobResult } from './client.js';

/** The same jobs as the worker host, on an engine in this thread. Works on a copy of the pixels. */
export function runJobInline(engine: Engine, job: EngineJob, pixels: Uint8ClampedArray, width: number, height: number): JobResult {
  const px = pixels.slice();
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
      return { width, height, pixels: removeBackground(engine, px, width, height, job.settings) };
    case 'dropShadow': {
      const l = dropShadow(engine, px, width, height, job.settings);
      return { width: l.width, height: l.height, pixels: l.data, x: l.x, y: l.y };
    }
  }
}
