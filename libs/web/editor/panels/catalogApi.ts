// The catalog calls the editor's panels make (libs/contracts/src/catalog.ts, types only: the
// contract file holds zod schemas; paths are mirrored and typed as the contract's constants).
import type { CatalogCalls as ContractCatalogCalls, Category, DesignTemplate, SearchAnswer } from '../../../contracts/src/catalog';
import { serverApi } from '../../api/serverApi';

const Calls: Pick<typeof ContractCatalogCalls, 'getDesignCategories' | 'getDesigns' | 'getOneDesign' | 'searchDesignTemplates'> = {
  getDesignCategories: 'category/get_design_categories',
  getDesigns: 'design/get/',
  getOneDesign: 'design/get_one',
  searchDesignTemplates: 'design_templates/_search',
};

/** Spec section 9: template page 20. */
export const TEMPLATE_PAGE = 20;

export interface TemplatePage {
  docs: DesignTemplate[];
  total: number;
  page_no: number;
  size: number;
}

export type { Category, DesignTemplate };

export const editorCatalogApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    editorCategories: build.query<Category[], void>({
      query: () => Calls.getDesignCategories,
    }),
    editorTemplates: build.query<TemplatePage, { category_id?: string; page_no: number }>({
      query: ({ category_id, page_no }) => ({
        path: Calls.getDesigns,
        body: { ...(category_id ? { category_id } : {}), active: true, page_no, size: TEMPLATE_PAGE },
      }),
    }),
    editorTemplateSearch: build.query<SearchAnswer<DesignTemplate>, { query: string; from: number; category_id?: string }>({
      query: ({ query, from, category_id }) => ({
        path: Calls.searchDesignTemplates,
        body: { query, from, size: TEMPLATE_PAGE, ...(category_id ? { category_id } : {}) },
      }),
    }),
    editorTemplate: build.query<DesignTemplate, string>({
      query: (id) => ({ path: Calls.getOneDesign, body: { id } }),
    }),
  }),
});

export const { useEditorCategoriesQuery } = editorCatalogApi;
