// Catalog calls of the Text panel (text templates) and the Backgrounds panel.
import type { CatalogCalls as ContractCatalogCalls, DesignResource, SearchAnswer, TextTemplate } from '../../../contracts/src/catalog';
import { serverApi } from '../../api/serverApi';

const Calls: Pick<typeof ContractCatalogCalls, 'getTextTemplates' | 'getOneTextTemplate' | 'searchTextTemplates' | 'getDesignResources'> = {
  getTextTemplates: 'text_template/get/',
  getOneTextTemplate: 'text_template/get_one/',
  searchTextTemplates: 'text_templates/_search',
  getDesignResources: 'design_resource/get/',
};

/** Spec section 9: text templates page 20; backgrounds 30. */
export const TEXT_TEMPLATE_PAGE = 20;
export const BACKGROUND_PAGE = 30;

export type { DesignResource, TextTemplate };

export const textAndBackgroundsApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    textTemplates: build.query<{ docs: TextTemplate[]; total: number }, number>({
      query: (page_no) => ({ path: Calls.getTextTemplates, body: { page_no, size: TEXT_TEMPLATE_PAGE, priority_sort: true } }),
    }),
    textTemplateSearch: build.query<SearchAnswer<TextTemplate>, { query: string; from: number }>({
      query: ({ query, from }) => ({ path: Calls.searchTextTemplates, body: { query, from, size: TEXT_TEMPLATE_PAGE } }),
    }),
    textTemplate: build.query<TextTemplate, string>({
      query: (id) => ({ path: Calls.getOneTextTemplate, body: { id } }),
    }),
    backgrounds: build.query<{ docs: DesignResource[]; total: number }, { kind: string; page_no: number }>({
      query: ({ kind, page_no }) => ({ path: Calls.getDesignResources, body: { type: 'image', sub_type: 'background', kind, page_no, size: BACKGROUND_PAGE } }),
    }),
  }),
});
