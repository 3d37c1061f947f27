// The AI image calls (RTK Query). They take a bearer-style Authorization header, not cookies: a
// short-lived token issued from the cookie session (auth/token), kept per session (the readable
// session marker cookie tells sessions apart, so a sign-out or another account never reuses it)
// and fetched again when it is about to expire or the server refuses it.
import { BEARER_TOKEN_CALL, IMAGEMAKER, ImagemakerCalls, SessionCookies } from '@dm/contracts/constants';
import type { AiHistoryPage, AiImageItem, ImagemakerConfig } from '@dm/contracts/types';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ServerCall, ServerCallError } from '../api/baseQuery';
import { serverApi } from '../api/serverApi';

type Base = BaseQueryFn<ServerCall, unknown, ServerCallError>;
type Call = { path: string; method?: 'GET' | 'POST'; body?: unknown; whole?: boolean };

let cached: { session: string; token: string; expiresAt: number } | null = null;
const sessionMarker = () => document.cookie.split('; ').find((c) => c.startsWith(`${SessionCookies.marker}=`))?.slice(SessionCookies.marker.length + 1) ?? '';

async function bearerToken(base: (c: ServerCall) => ReturnType<Base>, fresh: boolean): Promise<{ token: string } | { error: ServerCallError }> {
  const session = sessionMarker();
  if (!fresh && cached && cached.session === session && cached.expiresAt - 30_000 > Date.now()) return { token: cached.token };
  const r = await base({ path: BEARER_TOKEN_CALL, body: {} });
  if (r.error) return { error: r.error };
  const { token, expires_at } = r.data as { token: string; expires_at: string };
  cached = { session, token, expiresAt: Date.parse(expires_at) };
  return { token };
}

/** A call with the bearer token; once more with a new token when the server refuses the old one. */
async function withBearer(call: Call, base: (c: ServerCall) => ReturnType<Base>) {
  for (const fresh of [false, true]) {
    const t = await bearerToken(base, fresh);
    if ('error' in t) return { error: t.error };
    const r = await base({ ...call, headers: { Authorization: `Bearer ${t.token}` } });
    if (r.error?.status === 401 && !fresh) continue;
    return r.error ? { error: r.error } : { data: r.data };
  }
  return { error: { status: 401, message: 'unauthenticated' } as ServerCallError };
}

const api = serverApi.enhanceEndpoints({ addTagTypes: ['AiBalance', 'AiHistory'] });

export const imagemakerApi = api.injectEndpoints({
  endpoints: (build) => ({
    aiConfig: build.query<ImagemakerConfig, void>({
      query: () => ({ path: ImagemakerCalls.config, method: 'GET' }),
    }),
    aiBalance: build.query<{ balance: number }, void>({
      queryFn: (_arg, _api, _extra, base) => withBearer({ path: ImagemakerCalls.balance, method: 'GET' }, base) as never,
      providesTags: ['User', 'AiBalance'],
    }),
    aiHistory: build.infiniteQuery<AiHistoryPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.pagination.totalPages > last.pagination.page ? last.pagination.page + 1 : undefined),
      },
      queryFn: ({ pageParam }, _api, _extra, base) =>
        withBearer({ path: `${ImagemakerCalls.history}?perPage=${IMAGEMAKER.historyPerPage}&page=${pageParam}`, method: 'GET', whole: true }, base) as never,
      providesTags: ['User', 'AiHistory'],
    }),
    aiImage: build.query<AiImageItem, string>({
      queryFn: (id, _api, _extra, base) => withBearer({ path: `${ImagemakerCalls.historyItem}${encodeURIComponent(id)}`, method: 'GET' }, base) as never,
    }),
    generateImage: build.mutation<AiImageItem, { prompt: string }>({
      queryFn: (body, _api, _extra, base) => withBearer({ path: ImagemakerCalls.generate, body }, base) as never,
      invalidatesTags: ['AiBalance', 'AiHistory'],
    }),
  }),
});

export const { useAiConfigQuery, useAiBalanceQuery, useAiHistoryInfiniteQuery, useGenerateImageMutation } = imagemakerApi;
