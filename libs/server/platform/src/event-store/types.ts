import type { NewEvent } from '../domain/decider.js';

export type { NewEvent };

export interface EventMetadata {
  actorId?: string;
  correlationId?: string;
  causationId?: string;
  [key: string]: unknown;
}

/** An event as the store recorded it. */
export interface RecordedEvent<T extends string = string, D = any> extends NewEvent<T, D> {
  globalPosition: number;
  /** The writing transaction's id; subscribers order by (transactionId, globalPosition). */
  transactionId: string;
  streamId: string;
  streamVersion: number;
  metadata: EventMetadata;
  recordedAt: Date;
}

/** A subscriber's place in the global order. */
export interface Checkpoint {
  transactionId: string;
  globalPosition: number;
}
export const START: Checkpoint = { transactionId: '0', globalPosition: 0 };

/** `expectedVersion`: the stream's current version (0 = new stream), or 'any' to skip the check. */
export type ExpectedVersion = number | 'any';
