// The mockup maker's calls (RTK Query). Saving is multipart (the preview PNG and the inputs as JSON).
import { MockupCalls, OrderCalls } from '@dm/contracts/calls';
import type { Mockup, MockupCategory, MockupInputs, MockupRenderStatus, Order, PaymentMode, SavedMockup } from '@dm/contracts/types';
import { serverApi } from '../api/serverApi';
import type { ServerCallError } from '../api/baseQuery';

interface SearchAnswer { hits: { hits: { _id: string; _source: { name: string; category: string } }[] } }

async function sendSave(arg: { mockup_id: string; inputs: MockupInputs; preview: Blob; saved_id?: string }): Promise<{ data: SavedMockup; error?: undefined } | { error: ServerCallError; data?: undefined }> {
  const form = new FormData();
  form.append('mockup_id', arg.mockup_id);
  form.append('hue_values', JSON.stringify(arg.inputs.hue_values));
  form.append('user_images', JSON.stringify(arg.inputs.user_images));
  if (arg.saved_id) form.append('saved_id', arg.saved_id);
  form.append('mockup_file', arg.preview, 'mockup.png');
  try {
    const res = await fetch(`/api/${MockupCalls.save}`, { method: 'POST', body: form, credentials: 'same-origin' });
    const body = (await res.json().catch(() => null)) as { response_code?: number; data?: SavedMockup; error?: string } | null;
    if (res.ok && body?.response_code === 1 && body.data) return { data: body.data };
    const text = body?.error ?? 'Something went wrong.';
    return { error: { status: res.status, message: text, serverError: text } };
  } catch {
    return { error: { status: 'FETCH_ERROR', message: 'Something went wrong.', serverError: 'Something went wrong.' } };
  }
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
