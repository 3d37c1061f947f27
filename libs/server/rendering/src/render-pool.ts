// The worker pool that draws renders off the API's event loop (piscina). From built code the
// worker is dist/worker/render.worker.js; from sources (Jest, tsx) it is the .ts file, run
// through tsx with the workspace packages mapped to their sources.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { Messages } from '@dm/contracts';
import type { RenderTaskInput, RenderTaskOutput } from './worker/render-task.js';

export interface RenderPoolOptions {
  /** Worker threads; default RENDER_WORKERS or cores - 1 (at least 1). */
  threads?: number;
  /** Jobs waiting beyond this are refused by piscina; default unlimited. */
  maxQueue?: number;
}

/** The pool was closed (the app is stopping) while a render waited or drew. */
export class PoolClosedError extends Error {
  constructor() {
    super('the render pool is closed');
  }
}

export class RenderPool {
  #pool?: Piscina<RenderTaskInput, RenderTaskOutput>;

  /** Threads start on the first render, so apps that never render pay nothing. */
  constructor(private readonly options: RenderPoolOptions = {}) {}

  #start(): Piscina<RenderTaskInput, RenderTaskOutput> {
    if (this.#pool) return this.#pool;
    const options = this.options;
    const fromSource = import.meta.url.endsWith('.ts');
    const worker = new URL(`./worker/render.worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
    const threads = options.threads ?? (Number(process.env.RENDER_WORKERS) || Math.max(1, availableParallelism() - 1));
    this.#pool = new Piscina<RenderTaskInput, RenderTaskOutput>({
      filename: worker.href,
      minThreads: 1,
      maxThreads: threads,
      maxQueue: options.maxQueue ?? Infinity,
      idleTimeout: 60_000,
      // Each render holds a few full-size canvases; keep a worker's heap bounded.
      resourceLimits: { maxOldGenerationSizeMb: 1024 },
      ...(fromSource
        ? {
            execArgv: ['--import', 'tsx'],
            env: { ...process.env, TSX_TSCONFIG_PATH: fileURLToPath(new URL('../tsconfig.dev-worker.json', import.meta.url)) },
          }
        : {}),
    });
    return this.#pool;
  }

  get threads(): number {
    return this.#pool?.threads.length ?? 0;
  }

  get queued(): number {
    return this.#pool?.queueSize ?? 0;
  }

  /**
   * Runs one render; a crashed worker becomes an error result. Only a pool closing under it
   * rejects (PoolClosedError): the render was not the problem, and its reactor draws it again
   * after the next start.
   */
  async run(input: RenderTaskInput): Promise<RenderTaskOutput> {
    if (this.#closed) throw new PoolClosedError();
    try {
      return await this.#start().run(input);
    } catch (e) {
      if (this.#closed) throw new PoolClosedError();
      return { ok: false, error: `${Messages.renderCrashed} (${e instanceof Error ? e.message : String(e)})` };
    }
  }

  #closed = false;

  async destroy(): Promise<void> {
    this.#closed = true;
    const pool = this.#pool;
    this.#pool = undefined;
    await pool?.destroy();
  }
}
