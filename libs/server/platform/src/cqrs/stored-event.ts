import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { IEvent } from '@nestjs/cqrs';
import type { EventStore } from '../event-store/event-store.js';
import type { RecordedEvent } from '../event-store/types.js';
import { MemoryCheckpoints, ProjectionRunner } from '../projections/projection-runner.js';

/**
 * A committed event as @nestjs/cqrs's EventBus carries it. Every instance of the app publishes
 * every committed event to its own bus once, in commit order, so a handler sees events appended
 * by any instance, never one whose transaction rolled back. The bus is for notices inside a
 * process (a render's requester waiting on this instance); work that must survive a crash is a
 * Reactor or an AsyncProjection with a durable checkpoint.
 */
export class StoredEvent<T extends RecordedEvent = RecordedEvent> implements IEvent {
  constructor(readonly event: T) {}

  get type(): string {
    return this.event.type;
  }
}

/**
 * Feeds the EventBus from the log: a projection runner with checkpoints in memory that starts
 * at the head when the app starts (what was committed before belongs to no one's waiting), and
 * skips the events above the head that were already committed then.
 */
export class CommittedEventsPublisher {
  private runner: ProjectionRunner | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly publish: (event: StoredEvent) => unknown,
    private readonly logger?: Logger,
  ) {}

  async start(): Promise<void> {
    if (this.runner) return;
    const { head, alreadyVisible } = await this.store.visibleHead();
    const publish = this.publish;
    this.runner = new ProjectionRunner(this.dataSource, this.store, [{
      name: 'event-bus',
      handles: '*',
      async apply(_em, event) {
        if (alreadyVisible.delete(event.globalPosition)) return;
        publish(new StoredEvent(event));
      },
    }], this.logger, { checkpoints: new MemoryCheckpoints(head) });
    this.runner.start();
  }

  async stop(): Promise<void> {
    await this.runner?.stop();
    this.runner = null;
  }
}
