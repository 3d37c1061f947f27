import { createApi } from '@reduxjs/toolkit/query/react';
import { envelopeBaseQuery } from './baseQuery';

/**
 * The one RTK Query api of the web app. Feature folders add their calls with
 * `serverApi.injectEndpoints(...)` next to the feature (see health.ts), so this file stays small.
 */
export const serverApi = createApi({
  reducerPath: 'serverApi',
  baseQuery: envelopeBaseQuery(),
  tagTypes: ['Health', 'User', 'Orders'],
  endpoints: () => ({}),
});
