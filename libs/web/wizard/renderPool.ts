// Previews drawn by a pool of 6 renderers fed from a queue; a newer request makes every queued
// and running job of an older one stale: queued ones are dropped, running ones' results ignored.
export const WIZARD_RENDERERS = 6;

export class RenderPool {
  #generation = 0;
  #running = 0;
  readonly #queue: { gen: number; run: () => Promise<void> }[] = [];

  constructor(private readonly size = WIZARD_RENDERERS) {}

  /** Starts a new request: everything older is stale. */
  next(): number {
    this.#generation++;
    this.#queue.length = 0;
    return this.#generation;
  }

  isCurrent(gen: number): boolean {
    return gen === this.#generation;
  }

  /** Queues a job of a request; it runs when a renderer is free unless its request went stale. */
  add(gen: number, job: () => Promise<void>): void {
    if (!this.isCurrent(gen)) return;
    this.#queue.push({ gen, run: job });
    this.#pump();
  }

  #pump(): void {
    while (this.#running < this.size && this.#queue.length) {
      const job = this.#queue.shift()!;
      if (!this.isCurrent(job.gen)) continue;
      this.#running++;
      void job.run().catch((e: unknown) => console.warn("wizard preview failed", e)).finally(() => {
        this.#running--;
        this.#pump();
      });
    }
  }
}
