// The editor's image work off the main thread: filters, adjustments and blur of images drawn
// larger than WORKER_THRESHOLD_PIXELS go to the engine's Web Worker (libs/engine/src/worker), so
// zooming into a filtered photo never freezes the page. Until a result is back the renderer shows
// the image's last finished look; each result redraws the canvases that listen.
import { chooseRunner, type EngineJob, type EngineWorkerHandle, startEngineWorker, WORKER_THRESHOLD_PIXELS } from '@dm/engine';
import wasmUrl from '@dm/engine/wasm/engine.wasm?url';
import type { ImageWork } from '@dm/scene';
import { createScratchCanvas } from './assets';

/** Finished images kept (the newest); older ones are drawn again from their look or redone. */
const KEEP = 48;

export class WorkerImageWork implements ImageWork {
  #handle: EngineWorkerHandle | null = null;
  #broken = false;
  readonly #done = new Map<string, HTMLCanvasElement>();
  readonly #pending = new Set<string>();
  readonly #listeners = new Set<() => void>();
  /** Jobs finished by the worker (the e2e test reads it). */
  finished = 0;

  constructor(private readonly threshold = WORKER_THRESHOLD_PIXELS) {}

  wants(width: number, height: number): boolean {
    return !this.#broken && typeof Worker !== 'undefined' && chooseRunner(width, height, this.threshold) === 'worker';
  }

  take(key: string, pixels: () => { data: Uint8ClampedArray; width: number; height: number }, jobs: EngineJob[]): HTMLCanvasElement | undefined {
    const done = this.#done.get(key);
    if (done) return done;
    if (!this.#pending.has(key)) {
      this.#pending.add(key);
      void this.#run(key, pixels(), jobs);
    }
    return undefined;
  }

  /** Called after each finished job (redraw). */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** `jobs` run in turn on a copy of `image` in the engine's worker. */
  async process(image: { data: Uint8ClampedArray; width: number; height: number }, jobs: EngineJob[]): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
    this.#handle ??= startEngineWorker(wasmUrl);
    let px = image.data;
    let w = image.width;
    let h = image.height;
    for (const job of jobs) {
      const r = await this.#handle.client.run(job, px, w, h);
      px = r.pixels;
      w = r.width;
      h = r.height;
    }
    return { data: new Uint8ClampedArray(px), width: w, height: h };
  }

  async #run(key: string, image: { data: Uint8ClampedArray; width: number; height: number }, jobs: EngineJob[]): Promise<void> {
    try {
      const r = await this.process(image, jobs);
      const canvas = createScratchCanvas(r.width, r.height);
      canvas.getContext('2d')!.putImageData(new ImageData(r.data as Uint8ClampedArray<ArrayBuffer>, r.width, r.height), 0, 0);
      this.#done.set(key, canvas);
      while (this.#done.size > KEEP) this.#done.delete(this.#done.keys().next().value!);
      this.finished += 1;
    } catch {
      // no worker here (or it failed): from now on the work is done in line
      this.#broken = true;
    } finally {
      this.#pending.delete(key);
      for (const l of this.#listeners) l();
    }
  }
}

let shared: WorkerImageWork | null = null;

/** One worker for the editor, started with the first large image. */
export function editorImageWork(): WorkerImageWork {
  shared ??= new WorkerImageWork();
  (globalThis as { __dmImageWork?: WorkerImageWork }).__dmImageWork = shared;
  return shared;
}
