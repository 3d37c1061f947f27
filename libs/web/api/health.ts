import { serverApi } from './serverApi';

/** GET /api/health: is the server up, and are its database and search reachable. */
export interface Health {
  status: string;
  database: string;
  search: string;
}

export const healthApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    health: build.query<Health, void>({
      query: () => ({ path: 'health', method: 'GET' }),
      providesTags: ['Health'],
    }),
  }),
});

export const { useHealthQuery } = healthApi;
