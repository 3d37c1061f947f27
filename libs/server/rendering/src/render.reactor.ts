import type { EventStore, Reactor, RecordedEvent } from '@dm/platform';
import type { RenderService } from './render.service.js';

/**
 * Draws every requested render after its request commits, on whichever instance holds the
 * reactor's lease; the batch's renders run at once in the worker pool. A crash before the
 * checkpoint moves draws them again (RenderService.draw skips settled ones).
 */
export function renderReactor(renders: Pick<RenderService, 'draw'>): Reactor {
  return {
    name: 'rendering.draw',
    handles: ['RenderRequested'],
    async react(events: readonly RecordedEvent[], _store: EventStore) {
      const drawn = await Promise.allSettled(events.map((e) => renders.draw((e.data as { id: string }).id)));
      const failed = drawn.find((d): d is PromiseRejectedResult => d.status === 'rejected');
      // the checkpoint stays: the whole batch is tried again (drawn renders are skipped)
      if (failed) throw failed.reason;
    },
  };
}
