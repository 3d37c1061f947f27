// Catalog calls of the Text panel (text templates) and the Backgrounds panel.
import { CatalogCalls as Calls } from '@dm/contracts/calls';
import type { DesignResource, SearchAnswer, TextTemplate } from '@dm/contracts/types';
import { serverApi } from '../../api/serverApi';
import { fromSearch, numberedPages, type Paged } from './paging';

/** Spec section 9: text templates page 20; backgrounds 30. */
export const TEXT_TEMPLATE_PAGE = 20;
export const BACKGROUND_PAGE = 30;

export type { DesignResource, TextTemplate };

export const textAndBackgroundsApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    textTemplatePages: build.infiniteQuery<Paged<TextTemplate>, void, number>({
      infiniteQueryOptions: numberedPages<TextTemplate, void>(() => TEXT_TEMPLATE_PAGE),
      query: ({ pageParam }) => ({ path: Calls.getTextTemplates, body: { page_no: pageParam, size: TEXT_TEMPLATE_PAGE, priority_sort: true } }),
    }),
    textTemplateSearchPages: build.infiniteQuery<Paged<TextTemplate>, string, number>({
      infiniteQueryOptions: numberedPages<TextTemplate, string>(() => TEXT_TEMPLATE_PAGE),
      query: ({ queryArg, pageParam }) => ({ path: Calls.searchTextTemplates, body: { query: queryArg, from: pageParam * TEXT_TEMPLATE_PAGE, size: TEXT_TEMPLATE_PAGE } }),
      transformResponse: (a: SearchAnswer<TextTemplate>) => fromSearch(a),
    }),
    textTemplate: build.query<TextTemplate, string>({
      query: (id) => ({ path: Calls.getOneTextTemplate, body: { id } }),
    }),
    backgroundPages: build.infiniteQuery<Paged<DesignResource>, string, number>({
      infiniteQueryOptions: numberedPages<DesignResource, string>(() => BACKGROUND_PAGE),
      query: ({ queryArg: kind, pageParam }) => ({ path: Calls.getDesignResources, body: { type: 'image', sub_type: 'background', kind, page_no: pageParam, size: BACKGROUND_PAGE } }),
    }),
  }),
});
