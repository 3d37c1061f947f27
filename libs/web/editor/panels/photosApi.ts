// The Photos tab's calls: the photo categories, the library searched (or listed by category) a
// page at a time through the catalog's search, and the spec's load call that hands out a photo's
// image at quality 'm' before it goes into the design.
import { CatalogCalls as Calls } from '@dm/contracts/calls';
import { PHOTO_PAGE } from '@dm/contracts/constants';
import type { Category, DesignResource, ExternalPhotoAnswer, SearchAnswer } from '@dm/contracts/types';
import { serverApi } from '../../api/serverApi';
import { fromSearch, numberedPages, type Paged } from './paging';

export interface PhotoQuery {
  query: string;
  /** A photo category's id, or '' for all. */
  category: string;
}

export const photosApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    photoCategories: build.query<Category[], void>({
      query: () => ({ path: Calls.getCategories, body: { type: 'photo', filter_empty: true } }),
    }),
    photoPages: build.infiniteQuery<Paged<DesignResource>, PhotoQuery, number>({
      infiniteQueryOptions: numberedPages<DesignResource, PhotoQuery>(() => PHOTO_PAGE),
      query: ({ queryArg: { query, category }, pageParam }) => ({
        path: Calls.searchDesignResources,
        body: { query, from: pageParam * PHOTO_PAGE, size: PHOTO_PAGE, type: 'image', sub_type: 'photo', ...(category ? { category_id: category } : {}) },
      }),
      transformResponse: (a: SearchAnswer<DesignResource>) => fromSearch(a),
    }),
    externalPhotos: build.query<ExternalPhotoAnswer, string>({
      query: (query) => ({ path: Calls.searchExternalPhotos, body: { query, page: 1, per_page: 20 } }),
    }),
    loadPhoto: build.mutation<{ src: string; _id: string }, { id: string; design_id?: string }>({
      query: ({ id, design_id }) => ({ path: Calls.loadDesignResource, body: { id, ...(design_id ? { design_id } : {}), quality: 'm' } }),
    }),
  }),
});
