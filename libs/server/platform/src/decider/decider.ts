import type { EntityManager } from 'typeorm';
import type { EventStore, AppendResult } from '../event-store/event-store.js';
import type { EventMetadata, NewEvent } from '../event-store/types.js';
import { type Decider, fold } from '../domain/decider.js';

export interface HandledCommand<E extends NewEvent, S> extends AppendResult {
  state: S;
  newEvents: E[];
}

/** Load the stream, decide, append at the version that was read (a stale write is a 409). */
export async function handleCommand<C, E extends NewEvent, S>(
  store: EventStore,
  decider: Decider<C, E, S>,
  streamId: string,
  command: C,
  metadata: EventMetadata = {},
  em?: EntityManager,
): Promise<HandledCommand<E, S>> {
  const history = (await store.readStream(streamId, {}, em)) as unknown as (E & { streamVersion: number })[];
  const state = fold(decider, history);
  const version = history.length ? history[history.length - 1].streamVersion : 0;
  const newEvents = decider.decide(command, state);
  const result = await store.append(streamId, version, newEvents, metadata, em);
  return { ...result, newEvents, state: newEvents.reduce((s, e) => decider.evolve(s, e), state) };
}
