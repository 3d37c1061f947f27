import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { envelopeBaseQuery } from './baseQuery';

interface Recorded {
  url: string;
  init: RequestInit;
}

/** A fetch that records its calls and answers with the given status and JSON body. */
function stubFetch(status: number, body: unknown, calls: Recorded[] = []): typeof fetch {
  return (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}

const api = { signal: new AbortController().signal } as BaseQueryApi;

describe('envelopeBaseQuery', () => {
  it('POSTs the body as JSON to /api/<path> with credentials and answers the envelope data', async () => {
    // setup
    const calls: Recorded[] = [];
    const baseQuery = envelopeBaseQuery({ fetchFn: stubFetch(200, { response_code: 1, data: { id: 7, name: 'Poster' } }, calls) });
    // action
    const result = await baseQuery({ path: 'saved_designs/_get', body: { id: 7 } }, api, {});
    // check
    expect(result).toEqual({ data: { id: 7, name: 'Poster' } });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/saved_designs/_get');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.credentials).toBe('include');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ id: 7 });
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends an empty JSON object when a call is named by its path alone', async () => {
    const calls: Recorded[] = [];
    const baseQuery = envelopeBaseQuery({ fetchFn: stubFetch(200, { response_code: 1, data: [] }, calls) });
    await baseQuery('folders/_list', api, {});
    expect(calls[0].url).toBe('/api/folders/_list');
    expect(calls[0].init.body).toBe('{}');
  });

  it('makes a GET without a body when the call says GET', async () => {
    const calls: Recorded[] = [];
    const health = { status: 'ok', database: { status: 'ok', kind: 'pglite', latency_ms: 1 }, search: { status: 'ok', kind: 'embedded' } };
    const baseQuery = envelopeBaseQuery({ fetchFn: stubFetch(200, { response_code: 1, data: health }, calls) });
    const result = await baseQuery({ path: 'health', method: 'GET' }, api, {});
    expect(result).toEqual({ data: health });
    expect(calls[0].init.method).toBe('GET');
    expect(calls[0].init.body).toBeUndefined();
  });

  it("rejects a response_code 0 answer with 'Server call failed with error --' and the server's error", async () => {
    const baseQuery = envelopeBaseQuery({ fetchFn: stubFetch(404, { response_code: 0, error: 'Design not found' }) });
    const result = await baseQuery('saved_designs/_get', api, {});
    expect(result).toEqual({ error: { status: 404, message: 'Server call failed with error -- Design not found', serverError: 'Design not found' } });
  });

  it('keeps the field a 400 answer names, so a form can show the error beside it', async () => {
    const answer = { response_code: 0, error: "Invalid value for 'password': too short", field: 'password' };
    const baseQuery = envelopeBaseQuery({ fetchFn: stubFetch(400, answer) });
    const result = await baseQuery({ path: 'auth/register', body: {} }, api, {});
    expect(result.error).toEqual({
      status: 400,
      message: "Server call failed with error -- Invalid value for 'password': too short",
      serverError: "Invalid value for 'password': too short",
      field: 'password',
    });
  });

  it('rejects a response_code 0 answer even when the HTTP status is 200', async () => {
    const baseQuery = envelopeBaseQuery({ fetchFn: stubFetch(200, { response_code: 0, error: 'Unauthorized' }) });
    const result = await baseQuery('brand_kit/_get', api, {});
    expect(result.error?.message).toBe('Server call failed with error -- Unauthorized');
  });

  it('rejects an HTTP failure without an envelope, naming the status', async () => {
    const baseQuery = envelopeBaseQuery({ fetchFn: stubFetch(502, '<html>Bad Gateway</html>') });
    const result = await baseQuery('health', api, {});
    expect(result.error?.status).toBe(502);
    expect(result.error?.message).toMatch(/^Server call failed with error -- 502/);
  });

  it('rejects when the server cannot be reached', async () => {
    const unreachable = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const baseQuery = envelopeBaseQuery({ fetchFn: unreachable });
    const result = await baseQuery('health', api, {});
    expect(result).toEqual({ error: { status: 'FETCH_ERROR', message: 'Server call failed with error -- Failed to fetch' } });
  });

  it('rejects a 200 answer that is not an envelope', async () => {
    const baseQuery = envelopeBaseQuery({ fetchFn: stubFetch(200, { hello: 'world' }) });
    const result = await baseQuery('health', api, {});
    expect(result.error?.message).toMatch(/^Server call failed with error -- /);
    expect(result.data).toBeUndefined();
  });
});
