// The mockup maker's calls (RTK Query). Saving is multipart (the preview PNG and the inputs as JSON).
import { MockupCalls, OrderCalls } from '@dm/contracts/calls';
import type { Mockup, MockupCategory, MockupInputs, MockupRenderStatus, Order, PaymentMode, SavedMockup } from '@dm/contracts/types';
import { serverApi } from '../api/serverApi';
import { postForm } from '../api/form';

interface SearchAnswer { hits: { hits: { _id: string; _source: { name: string; category: string } }[] } }

function sendSave(arg: { mockup_id: string; inputs: MockupInputs; preview: Blob; saved_id?: string }) {
  const form = new FormData();
  form.append('mockup_id', arg.mockup_id);
  form.append('hue_values', JSON.stringify(arg.inputs.hue_values));
  form.append('user_images', JSON.stringify(arg.inputs.user_images));
  if (arg.saved_id) form.append('saved_id', arg.saved_id);
  form.append('mockup_file', arg.preview, 'mockup.png');
  return postForm<SavedMockup>(MockupCalls.save, form);
}

export const mockupsApi = serverApi.enhanceEndpoints({ addTagTypes: ['SavedMockups'] }).injectEndpoints({
  endpoints: (build) => ({
    mockupCategories: build.query<MockupCategory[], void>({
      query: () => ({ path: 'category/get', body: { type: 'mockup' } }),
    }),
    mockupPage: build.query<Mockup[], { category_id?: string; page_no: number; size: number }>({
      query: (body) => ({ path: MockupCalls.getMockups, body: { ...body, active: true, priority_sort: true } }),
    }),
    mockup: build.query<Mockup, string>({
      query: (id) => ({ path: MockupCalls.getOne, body: { id } }),
    }),
    mockupsByIds: build.query<Mockup[], string[]>({
      query: (ids) => ({ path: MockupCalls.get, body: { id: ids } }),
    }),
    searchMockups: build.query<SearchAnswer, string>({
      query: (query) => ({ path: MockupCalls.search, body: { query, from: 0, size: 100 } }),
    }),
    mockupRecommendations: build.query<Mockup[], string>({
      query: (id) => ({ path: MockupCalls.recommendations, body: { id } }),
    }),
    savedMockup: build.query<SavedMockup, string>({
      query: (id) => ({ path: MockupCalls.getSaved, body: { _id: id } }),
      providesTags: ['SavedMockups'],
    }),
    allSavedMockups: build.query<SavedMockup[], void>({
      query: () => ({ path: MockupCalls.getAllSaved, body: {} }),
      providesTags: ['SavedMockups'],
    }),
    saveMockup: build.mutation<SavedMockup, { mockup_id: string; inputs: MockupInputs; preview: Blob; saved_id?: string }>({
      queryFn: sendSave,
      invalidatesTags: ['SavedMockups'],
    }),
    addMockupOrder: build.mutation<Order & { checkoutUrl?: string }, { mockup: string; inputs: MockupInputs; payment_mode: PaymentMode; idempotency_key: string }>({
      query: ({ mockup, inputs, payment_mode, idempotency_key }) => ({ path: OrderCalls.add, body: { skus: [{ type: 'mockup', mockup, inputs }], payment_mode, idempotency_key } }),
      invalidatesTags: ['Orders'],
    }),
    mockupRenderStatus: build.mutation<MockupRenderStatus, { orderId: string; skuIndex: number }>({
      query: (body) => ({ path: MockupCalls.renderStatus, body }),
    }),
  }),
});

export const {
  useMockupCategoriesQuery, useMockupPageQuery, useMockupQuery, useSearchMockupsQuery, useMockupRecommendationsQuery, useSavedMockupQuery,
  useAllSavedMockupsQuery, useSaveMockupMutation, useAddMockupOrderMutation, useMockupRenderStatusMutation, useLazyMockupPageQuery,
} = mockupsApi;
