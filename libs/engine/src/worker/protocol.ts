// The engine's worker protocol: one request per image job, pixels moved (transferred), never
// copied, across the thread boundary. Shared by the worker host and the client.
import type { Adjustments } from '../grade-params.js';
import type { RemovalSettings } from '../bgremoval/remove-background.js';
import type { ShadowSettings } from '../shadow.js';

export type EngineJob =
  | { op: 'adjust'; adjustments: Adjustments }
  | { op: 'filter'; filter: string; intensity?: number }
  | { op: 'blur'; sigma: number }
  | { op: 'sharpen'; sigma: number; amount: number }
  | { op: 'removeBackground'; settings?: RemovalSettings }
  | { op: 'dropShadow'; settings: ShadowSettings };

export interface EngineRequest {
  id: number;
  job: EngineJob;
  width: number;
  height: number;
  /** RGBA, width * height * 4 bytes; transferred to the worker. */
  pixels: ArrayBuffer;
}

/** A long job's progress: the model's bytes while it loads, then the network at work. */
export type JobProgress = { stage: 'model'; loaded: number; total: number } | { stage: 'segment' };

export type EngineResponse =
  | { id: number; ok: true; width: number; height: number; pixels: ArrayBuffer; x?: number; y?: number }
  | { id: number; ok: false; error: string }
  | { id: number; progress: JobProgress };

/** What the host needs from its end of the channel (a worker's `self`, or a MessagePort). */
export interface EnginePort {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}
