import type { Logger } from 'pino';
import type { AsyncProjection, Checkpoint, EventStore } from '@dm/platform';

/**
 * Feeds an in-process index from the event store with a checkpoint kept in memory: every app
 * instance keeps its own embedded index current (the shared checkpoint table would let only one
 * instance feed it). It reads in the store's gap-free (transaction, position) order, starting
 * from the head the full load already holds.
 */
export class SearchFollower {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private readonly onAppend = () => this.wake?.();

  constructor(
    private readonly store: EventStore,
    private readonly projection: AsyncProjection,
    private checkpoint: Checkpoint,
    private readonly logger?: Logger,
    private readonly pollMs = 250,
    private readonly batch = 500,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.store.notifications.on('appended', this.onAppend);
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.store.notifications.off('appended', this.onAppend);
    this.wake?.();
    await this.loop;
  }

  /** Applies everything visible now; returns how many events were read. */
  async catchUp(): Promise<number> {
    let total = 0;
    for (;;) {
      const events = await this.store.readAfter(this.checkpoint, this.batch);
      if (events.length === 0) return total;
      for (const event of events) {
        if (this.projection.handles === '*' || this.projection.handles.includes(event.type)) {
          // the projection reads the read model itself; no transaction is needed for an in-memory index
          await this.projection.apply(undefined as never, event, this.store);
        }
      }
      const last = events[events.length - 1];
      this.checkpoint = { transactionId: last.transactionId, globalPosition: last.globalPosition };
      total += events.length;
    }
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        await this.catchUp();
      } catch (err) {
        this.logger?.error({ err }, 'search follower failed; will retry');
      }
      if (!this.running) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, this.pollMs);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.wake = () => {
          this.wake = null;
          setTimeout(done, 5); // let the appending transaction's commit settle
        };
      });
    }
  }
}
