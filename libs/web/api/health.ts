import { Calls, type HealthStatus } from '../contracts';
import { serverApi } from './serverApi';

/** GET /api/health: is the server up, and are its database and search reachable. */
export type Health = HealthStatus;

export const healthApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    health: build.query<Health, void>({
      query: () => ({ path: Calls.health, method: 'GET' }),
      providesTags: ['Health'],
    }),
  }),
});

export const { useHealthQuery } = healthApi;
