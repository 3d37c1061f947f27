import { serverApi } from '../api/serverApi';
import { CatalogCalls, DesignCalls } from '@dm/contracts/calls';
import type { Category, DesignTemplate, DimensionUnit, SavedDesign, SavedDesignSummary, SearchAnswer, SharedPermission } from '@dm/contracts/types';

/**
 * The dashboard's server calls: saved designs and the catalog, by the contract's own call paths
 * ('@dm/contracts/calls') and types ('@dm/contracts/types'), neither of which loads zod.
 */
export { CatalogCalls, DesignCalls };

export interface TemplatePage {
  docs: DesignTemplate[];
  total: number;
  page_no: number;
  size: number;
}

export interface BlankDesignRequest {
  width: number;
  height: number;
  dimension_units: DimensionUnit;
}

/** The copy call answers the new saved design's id (spec), or the design itself. */
export type CopiedDesign = string | { _id: string };
export const copiedDesignId = (answer: CopiedDesign): string => (typeof answer === 'string' ? answer : answer._id);

const api = serverApi.enhanceEndpoints({ addTagTypes: ['SavedDesigns'] });

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    // ---- catalog ----
    /** Tagged 'User': categories load again when the user changes (section 4). */
    designCategories: build.query<Category[], void>({
      // GET (the page preloads it): the browser revalidates with the answer's ETag (304 when nothing changed)
      query: () => ({ path: CatalogCalls.getDesignCategories, method: 'GET' as const }),
      providesTags: ['User'],
    }),
    categoryTemplates: build.query<TemplatePage, { category_id: string; page_no?: number; size?: number }>({
      query: ({ category_id, page_no = 0, size = 20 }) => ({ path: CatalogCalls.getDesigns, body: { category_id, active: true, page_no, size } }),
    }),
    templateByCustomUrl: build.query<DesignTemplate, string>({
      query: (custom_url) => ({ path: CatalogCalls.getDesignByCustomUrl, body: { custom_url } }),
    }),
    templateById: build.query<DesignTemplate, string>({
      query: (id) => ({ path: CatalogCalls.getOneDesign, body: { id } }),
    }),
    recommendations: build.query<DesignTemplate[], string>({
      query: (id) => ({ path: CatalogCalls.getDesignRecommendations, body: { id } }),
    }),
    searchTemplates: build.query<SearchAnswer<DesignTemplate>, { query: string; from: number; size: number; category_id?: string }>({
      query: (body) => ({ path: CatalogCalls.searchDesignTemplates, body }),
    }),

    // ---- saved designs ----
    ownedDesigns: build.query<SavedDesignSummary[], void>({
      query: () => DesignCalls.fetchOwned,
      providesTags: ['User', 'SavedDesigns'],
    }),
    createBlankDesign: build.mutation<SavedDesign, BlankDesignRequest>({
      query: (body) => ({ path: DesignCalls.createBlank, body }),
      invalidatesTags: ['SavedDesigns'],
    }),
    copyTemplate: build.mutation<CopiedDesign, { id: string; category_id?: string }>({
      query: (body) => ({ path: DesignCalls.copyTemplate, body }),
      invalidatesTags: ['SavedDesigns'],
    }),
    deleteDesigns: build.mutation<unknown, { id: string | string[] }>({
      query: (body) => ({ path: DesignCalls.delete, body }),
      invalidatesTags: ['SavedDesigns'],
    }),
    claimDesign: build.mutation<unknown, { design_id: string }>({
      query: (body) => ({ path: DesignCalls.claim, body }),
      invalidatesTags: ['SavedDesigns'],
    }),
    // ---- sharing ----
    sharedDesigns: build.query<SharedPermission[], void>({
      query: () => ({ path: DesignCalls.fetchSharedPermissions, body: {} }),
      providesTags: ['User', 'SavedDesigns'],
    }),
    shareDesign: build.mutation<{ shared: string[] }, { host_email?: string; emails: string[]; saved_design: string; role: 'view' | 'edit' }>({
      query: (body) => ({ path: DesignCalls.shareWithEmails, body }),
    }),
    alterLinkSharing: build.mutation<SavedDesignSummary, { design_id: string; action: 'enable_edit' | 'enable_view' | 'disable' }>({
      query: (body) => ({ path: DesignCalls.alterLinkSharing, body }),
      invalidatesTags: ['SavedDesigns'],
    }),
    cloneDesign: build.mutation<SavedDesign, { saved_design_id: string; name_append: string; design_file?: unknown }>({
      query: (body) => ({ path: DesignCalls.clone, body }),
      invalidatesTags: ['SavedDesigns'],
    }),
  }),
});

export const {
  useDesignCategoriesQuery,
  useCategoryTemplatesQuery,
  useLazyCategoryTemplatesQuery,
  useTemplateByCustomUrlQuery,
  useTemplateByIdQuery,
  useRecommendationsQuery,
  useLazySearchTemplatesQuery,
  useOwnedDesignsQuery,
  useCreateBlankDesignMutation,
  useCopyTemplateMutation,
  useDeleteDesignsMutation,
  useClaimDesignMutation,
  useSharedDesignsQuery,
  useShareDesignMutation,
  useAlterLinkSharingMutation,
  useCloneDesignMutation,
} = dashboardApi;
