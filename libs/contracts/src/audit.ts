import { z } from 'zod';

import { AUDIT_KINDS, AUDIT_PAGE_MAX } from './audit.constants.js';
export * from './audit.constants.js';

const when = z.string().max(40).refine((s) => !Number.isNaN(Date.parse(s)), { message: 'Invalid value for a time: use an ISO date and time' });
const streamId = z.string().min(1).max(300);

export const AuditSearch = z.object({
  kind: z.enum(AUDIT_KINDS).optional(),
  email: z.string().trim().max(320).optional(),
  resource_id: z.string().trim().max(300).optional(),
  from: when.optional(),
  to: when.optional(),
}).strict();
export type AuditSearch = z.infer<typeof AuditSearch>;

export const AuditStreamsRequest = AuditSearch.extend({
  page: z.number().int().min(1).max(100_000).default(1),
  per_page: z.number().int().min(1).max(AUDIT_PAGE_MAX).default(20),
}).strict();
export type AuditStreamsRequest = z.infer<typeof AuditStreamsRequest>;

export const AuditStreamRequest = z.object({
  stream_id: streamId,
  page: z.number().int().min(1).max(1_000_000).default(1),
  per_page: z.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
}).strict();
export type AuditStreamRequest = z.infer<typeof AuditStreamRequest>;

export const AuditStateRequest = z.object({ stream_id: streamId, at: when }).strict();
export type AuditStateRequest = z.infer<typeof AuditStateRequest>;

export const AuditReplayRequest = z.object({ projection: z.string().min(1).max(100).default('all') }).strict();
export type AuditReplayRequest = z.infer<typeof AuditReplayRequest>;

export const AuditReplayStatusRequest = z.object({ job_id: z.string().min(1).max(100) }).strict();
export type AuditReplayStatusRequest = z.infer<typeof AuditReplayStatusRequest>;

export const AuditExportRequest = AuditSearch.extend({
  format: z.enum(['csv', 'json']),
  stream_id: streamId.optional(),
}).strict();
export type AuditExportRequest = z.infer<typeof AuditExportRequest>;

/** One difference between two states: a dotted path and its value before and after (absent = undefined). */
export interface AuditChange {
  path: string;
  before?: unknown;
  after?: unknown;
}

export interface AuditStreamSummary {
  stream_id: string;
  kind: string | null;
  events: number;
  first_at: string;
  last_at: string;
  last_type: string;
}

export interface AuditStreamsAnswer {
  streams: AuditStreamSummary[];
  total: number;
  page: number;
  per_page: number;
}

export interface AuditEvent {
  position: number;
  version: number;
  at: string;
  type: string;
  actor_id: string | null;
  actor_email: string | null;
  correlation_id: string | null;
  data: unknown;
  /** What the event changed in the stream's state (folded by its context's evolve); null when the stream has no decider. */
  changes: AuditChange[] | null;
}

export interface AuditStreamAnswer {
  stream_id: string;
  kind: string | null;
  total: number;
  page: number;
  per_page: number;
  events: AuditEvent[];
}

export interface AuditStateAnswer {
  stream_id: string;
  at: string;
  /** How many events the stream had at that moment, and has now. */
  events_then: number;
  events_now: number;
  then: unknown;
  now: unknown;
  /** From the state then to the state now. */
  changes: AuditChange[];
  folded: boolean;
}

export interface AuditTableReport {
  table: string;
  live_rows: number;
  replayed_rows: number;
  /** Rows in the live table the replay did not produce, and rows the replay produced that are not live. */
  missing: number;
  extra: number;
  samples: { side: 'missing' | 'extra'; row: string }[];
}

export interface AuditReplayStatus {
  job_id: string;
  projection: string;
  status: 'running' | 'done' | 'failed';
  done: number;
  total: number;
  started_at: string;
  ms?: number;
  events_per_second?: number;
  differences?: number;
  tables?: AuditTableReport[];
  error?: string;
}
