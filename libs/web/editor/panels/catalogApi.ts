// The catalog calls the editor's panels make (libs/contracts/src/catalog.ts, types only: the
// contract file holds zod schemas; paths are mirrored and typed as the contract's constants).
import { CatalogCalls as Calls } from '@dm/contracts/calls';
import type { Category, DesignTemplate, SearchAnswer } from '@dm/contracts/types';
import { serverApi } from '../../api/serverApi';
import { fromSearch, numberedPages, type Paged } from './paging';

/** Spec section 9: template page 20. */
export const TEMPLATE_PAGE = 20;

export type { Category, DesignTemplate };

export const editorCatalogApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    editorCategories: build.query<Category[], void>({
      // GET (the page preloads it): the browser revalidates with the answer's ETag (304 when nothing changed)
      query: () => ({ path: Calls.getDesignCategories, method: 'GET' as const }),
    }),
    editorTemplatePages: build.infiniteQuery<Paged<DesignTemplate>, { category_id?: string }, number>({
      infiniteQueryOptions: numberedPages<DesignTemplate, { category_id?: string }>(() => TEMPLATE_PAGE),
      query: ({ queryArg: { category_id }, pageParam }) => ({
        path: Calls.getDesigns,
        body: { ...(category_id ? { category_id } : {}), active: true, page_no: pageParam, size: TEMPLATE_PAGE },
      }),
    }),
    editorTemplateSearchPages: build.infiniteQuery<Paged<DesignTemplate>, { query: string; category_id?: string }, number>({
      infiniteQueryOptions: numberedPages<DesignTemplate, { query: string; category_id?: string }>(() => TEMPLATE_PAGE),
      query: ({ queryArg: { query, category_id }, pageParam }) => ({
        path: Calls.searchDesignTemplates,
        body: { query, from: pageParam * TEMPLATE_PAGE, size: TEMPLATE_PAGE, ...(category_id ? { category_id } : {}) },
      }),
      transformResponse: (a: SearchAnswer<DesignTemplate>) => fromSearch(a),
    }),
    editorTemplate: build.query<DesignTemplate, string>({
      query: (id) => ({ path: Calls.getOneDesign, body: { id } }),
    }),
  }),
});

export const { useEditorCategoriesQuery } = editorCatalogApi;
