// The audit console's calls (RTK Query). Admins only; the server refuses everyone else.
import { AuditCalls } from '@dm/contracts/calls';
import type { AuditKind, AuditReplayStatus, AuditStateAnswer, AuditStreamAnswer, AuditStreamsAnswer } from '@dm/contracts/types';
import { serverApi } from '../api/serverApi';

export interface AuditSearchArgs {
  kind?: AuditKind;
  email?: string;
  resource_id?: string;
  from?: string;
  to?: string;
}

/** A file the server made (CSV or JSON): its name and text. */
export interface AuditFile {
  filename: string;
  text: string;
  type: string;
}

export const auditApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    auditStreams: build.query<AuditStreamsAnswer, AuditSearchArgs & { page: number; per_page: number }>({
      query: (body) => ({ path: AuditCalls.streams, body }),
    }),
    auditStream: build.query<AuditStreamAnswer, { stream_id: string; page: number; per_page: number }>({
      query: (body) => ({ path: AuditCalls.stream, body }),
    }),
    auditState: build.query<AuditStateAnswer, { stream_id: string; at: string }>({
      query: (body) => ({ path: AuditCalls.state, body }),
    }),
    auditProjections: build.query<{ projections: { name: string; tables: string[] }[] }, void>({
      query: () => ({ path: AuditCalls.projections, body: {} }),
    }),
    startReplay: build.mutation<{ job_id: string }, { projection: string }>({
      query: (body) => ({ path: AuditCalls.replay, body }),
    }),
    replayStatus: build.query<AuditReplayStatus, string>({
      query: (job_id) => ({ path: AuditCalls.replayStatus, body: { job_id } }),
    }),
    /** The export answers a file, not the JSON envelope: read as text, with the name the server gave it. */
    auditExport: build.mutation<AuditFile, AuditSearchArgs & { format: 'csv' | 'json'; stream_id?: string }>({
      async queryFn(body, api) {
        try {
          const res = await fetch(`/api/${AuditCalls.export}`, {
            method: 'POST', credentials: 'include', signal: api.signal,
            headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
          });
          const text = await res.text();
          if (!res.ok) {
            let message = `${res.status} ${res.statusText}`;
            try {
              message = (JSON.parse(text) as { error?: string }).error ?? message;
            } catch {
              /* not JSON */
            }
            return { error: { status: res.status, message: `Server call failed with error -- ${message}`, serverError: message } };
          }
          const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `audit.${body.format}`;
          return { data: { filename, text, type: res.headers.get('content-type') ?? 'text/plain' } };
        } catch (cause) {
          return { error: { status: 'FETCH_ERROR' as const, message: `Server call failed with error -- ${cause instanceof Error ? cause.message : String(cause)}` } };
        }
      },
    }),
  }),
});

export const {
  useAuditStreamsQuery, useAuditStreamQuery, useLazyAuditStateQuery, useAuditProjectionsQuery, useStartReplayMutation, useReplayStatusQuery, useAuditExportMutation,
} = auditApi;

/** Saves a file the browser holds (an export) through a download link. */
export function saveFile(file: AuditFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: file.type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
