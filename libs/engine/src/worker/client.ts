// The page side: sends image jobs to the engine worker and resolves with their results. Large
// images go to the worker so the page never freezes; small ones may run in-thread (`runJob`).
import type { EngineJob, EnginePort, EngineResponse, JobProgress } from './protocol.js';

/** Images above this many pixels go to the worker (below it, a thread hop costs more than it saves). */
export const WORKER_THRESHOLD_PIXELS = 1_000_000;

export interface JobResult {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
  /** Where a drop-shadow layer goes, relative to the image's top-left. */
  x?: number;
  y?: number;
}

export class EngineClient {
  private next = 1;
  private readonly pending = new Map<number, { resolve: (r: JobResult) => void; reject: (e: Error) => void; progress?: (p: JobProgress) => void }>();

  constructor(private readonly port: EnginePort) {
    port.addEventListener('message', (event) => {
      const res = event.data as EngineResponse;
      const waiter = this.pending.get(res.id);
      if (!waiter) return;
      if ('progress' in res) {
        waiter.progress?.(res.progress);
        return;
      }
      this.pending.delete(res.id);
      if (res.ok) waiter.resolve({ width: res.width, height: res.height, pixels: new Uint8ClampedArray(res.pixels), x: res.x, y: res.y });
      else waiter.reject(new Error(res.error));
    });
  }

  get inFlight(): number {
    return this.pending.size;
  }

  /**
   * Runs a job in the worker. The pixels' buffer is transferred: the caller's array is emptied
   * (pass a copy to keep the original, e.g. for undo).
   */
  run(job: EngineJob, pixels: Uint8ClampedArray, width: number, height: number, progress?: (p: JobProgress) => void): Promise<JobResult> {
    const id = this.next++;
    const buffer = pixels.byteOffset === 0 && pixels.byteLength === pixels.buffer.byteLength ? pixels.buffer : pixels.slice().buffer;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, progress });
      this.port.postMessage({ id, job, width, height, pixels: buffer }, [buffer as ArrayBuffer]);
    });
  }
}

/** Picks the worker for large images and the in-thread engine for small ones. */
export function chooseRunner(width: number, height: number, threshold = WORKER_THRESHOLD_PIXELS): 'worker' | 'inline' {
  return width * height > threshold ? 'worker' : 'inline';
}
