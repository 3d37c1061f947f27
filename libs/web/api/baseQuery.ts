import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { isEnvelope, serverCallFailed } from './envelope';

/**
 * One server call: a path under /api and, for POST (the default), a JSON body. Calls are named
 * by the spec's paths, e.g. 'saved_designs/_search' or 'health'.
 */
export type ServerCall = string | {
  path: string; method?: 'POST' | 'GET'; body?: unknown;
  /** Extra request headers (the imagemaker's bearer Authorization). */
  headers?: Record<string, string>;
  /** Answer the whole envelope (its fields beside `data`, such as `pagination`), not `data` alone. */
  whole?: boolean;
};

/** What a failed call rejects with. `status` is the HTTP status, or 'FETCH_ERROR' with no answer. */
export interface ServerCallError {
  status: number | 'FETCH_ERROR' | 'PARSE_ERROR';
  /** 'Server call failed with error -- ' followed by the server's error text. */
  message: string;
  /** The server's error text alone (no prefix), for forms that show it beside a field. */
  serverError?: string;
  /** The request field the server named as invalid, when its answer names one. */
  field?: string;
}

/** The store's thunk argument (`createStore`): on the server, the fetch every call goes through. */
export interface StoreExtra {
  fetchFn?: typeof fetch;
}

export interface EnvelopeBaseQueryOptions {
  /** Prefix of every call path. Default '/api'. */
  baseUrl?: string;
  /** Injected in tests; the browser's fetch otherwise. */
  fetchFn?: typeof fetch;
}

function toRequest(call: ServerCall): { path: string; method: 'POST' | 'GET'; body?: unknown; headers?: Record<string, string>; whole?: boolean } {
  if (typeof call === 'string') return { path: call, method: 'POST', body: {} };
  const method = call.method ?? 'POST';
  return { path: call.path, method, body: method === 'POST' ? (call.body ?? {}) : undefined, headers: call.headers, whole: call.whole };
}

function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function fail(status: ServerCallError['status'], serverError: string): { error: ServerCallError } {
  return { error: { status, message: serverCallFailed(serverError) } };
}

/** A failure the server explained: its text, and the field it named if the envelope carries one. */
function serverFail(status: number, payload: { error: string; field?: unknown }): { error: ServerCallError } {
  const error: ServerCallError = { status, message: serverCallFailed(payload.error), serverError: payload.error };
  if (typeof payload.field === 'string' && payload.field) error.field = payload.field;
  return { error };
}

/**
 * RTK Query base query speaking the server's envelope: POSTs JSON to `/api/<path>` with the
 * session cookies, answers `data` from `{response_code: 1, data}`, and rejects with
 * 'Server call failed with error -- <error>' on `{response_code: 0, error}`, on an HTTP failure
 * or when the server cannot be reached.
 */
export function envelopeBaseQuery(
  options: EnvelopeBaseQueryOptions = {},
): BaseQueryFn<ServerCall, unknown, ServerCallError> {
  const baseUrl = options.baseUrl ?? '/api';
  return async (call, api) => {
    // a store made on the server passes its own fetch (to the server itself, as a visitor)
    const fetchFn = options.fetchFn ?? (api.extra as StoreExtra | undefined)?.fetchFn ?? globalThis.fetch;
    const { path, method, body, headers, whole } = toRequest(call);
    let response: Response;
    try {
      response = await fetchFn(joinUrl(baseUrl, path), {
        method,
        credentials: 'include',
        headers: { ...(method === 'POST' ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' }), ...headers },
        body: method === 'POST' ? JSON.stringify(body) : undefined,
        signal: api.signal,
      });
    } catch (cause) {
      return fail('FETCH_ERROR', cause instanceof Error ? cause.message : String(cause));
    }

    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      const httpText = `${response.status} ${response.statusText}`.trim();
      return fail(response.ok ? 'PARSE_ERROR' : response.status, response.ok ? 'the answer was not JSON' : httpText);
    }

    if (!isEnvelope(payload)) {
      return fail(response.ok ? 'PARSE_ERROR' : response.status, response.ok ? 'the answer was not an envelope' : `${response.status} ${response.statusText}`.trim());
    }
    if (payload.response_code === 0) {
      return serverFail(response.status, payload);
    }
    if (!response.ok) {
      return fail(response.status, `${response.status} ${response.statusText}`.trim());
    }
    return { data: whole ? payload : payload.data };
  };
}
