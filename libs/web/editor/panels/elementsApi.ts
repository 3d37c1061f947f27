// The catalog calls of the Elements panel: icon categories, resources (icons, frames, grids) a
// page at a time, and resource search.
import type { CatalogCalls as ContractCatalogCalls, Category, DesignResource, SearchAnswer } from '../../../contracts/src/catalog';
import { serverApi } from '../../api/serverApi';

const Calls: Pick<typeof ContractCatalogCalls, 'getCategories' | 'getDesignResources' | 'searchDesignResources'> = {
  getCategories: 'category/get',
  getDesignResources: 'design_resource/get/',
  searchDesignResources: 'design_resources/_search',
};

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
    resourceSearch: build.query<SearchAnswer<DesignResource>, { query: string; from: number }>({
      query: ({ query, from }) => ({ path: Calls.searchDesignResources, body: { query, from, size: ICON_PAGE, type: 'image', sub_type: 'icon' } }),
    }),
  }),
});
