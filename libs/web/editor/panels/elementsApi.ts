// The catalog calls of the Elements panel: icon categories, resources (icons, frames, grids) a
// page at a time, and resource search.
import { CatalogCalls as Calls } from '@dm/contracts/calls';
import type { Category, DesignResource, SearchAnswer } from '@dm/contracts/types';
import { serverApi } from '../../api/serverApi';
import { fromSearch, numberedPages, type Paged } from './paging';

/** Spec section 9: icon and search page 20; frames and grids in full view 40. */
export const ICON_PAGE = 20;
export const FRAME_PAGE = 40;

export type ResourceKind = 'icon' | 'frame' | 'grid';
export interface ResourcePage {
  docs: DesignResource[];
  total: number;
}
export type { Category, DesignResource };

export const elementsApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    iconCategories: build.query<Category[], void>({
      query: () => ({ path: Calls.getCategories, body: { type: 'icon', filter_empty: true } }),
    }),
    resources: build.query<ResourcePage, { sub_type: ResourceKind; category_id?: string; page_no: number; size: number }>({
      query: ({ sub_type, category_id, page_no, size }) => ({
        path: Calls.getDesignResources,
        body: { type: 'image', sub_type, ...(category_id ? { category_id } : {}), page_no, size },
      }),
    }),
    /** Every page of a kind (and category), for the full view's infinite scroll. */
    resourcePages: build.infiniteQuery<Paged<DesignResource>, { sub_type: ResourceKind; category_id?: string; size: number }, number>({
      infiniteQueryOptions: numberedPages<DesignResource, { size: number }>((a) => a.size),
      query: ({ queryArg: { sub_type, category_id, size }, pageParam }) => ({
        path: Calls.getDesignResources,
        body: { type: 'image', sub_type, ...(category_id ? { category_id } : {}), page_no: pageParam, size },
      }),
    }),
    resourceSearchPages: build.infiniteQuery<Paged<DesignResource>, string, number>({
      infiniteQueryOptions: numberedPages<DesignResource, string>(() => ICON_PAGE),
      query: ({ queryArg, pageParam }) => ({ path: Calls.searchDesignResources, body: { query: queryArg, from: pageParam * ICON_PAGE, size: ICON_PAGE, type: 'image', sub_type: 'icon' } }),
      transformResponse: (a: SearchAnswer<DesignResource>) => fromSearch(a),
    }),
  }),
});
