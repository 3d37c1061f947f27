/**
 * The design tool's paths ({design_base} = /designmaker/start). Every link in the app is built
 * here, so a route and the links to it cannot drift apart.
 */
export const DESIGN_BASE = '/designmaker/start';
export const MOCKUP_BASE = '/mockupmaker/start';
export const IMAGEMAKER_BASE = '/imagemaker/start';

export const designPaths = {
  dashboard: DESIGN_BASE,
  templates: `${DESIGN_BASE}/templates`,
  categories: `${DESIGN_BASE}/categories`,
  allDesigns: `${DESIGN_BASE}/all-designs`,
  sharedDesigns: `${DESIGN_BASE}/shared-designs`,
  folders: `${DESIGN_BASE}/folders`,
  folder: (folderId: string, role?: string) => `${DESIGN_BASE}/folders/${encodeURIComponent(folderId)}${role ? `/${role}` : ''}`,
  brandKit: `${DESIGN_BASE}/brand-kit`,
  designOrders: `${DESIGN_BASE}/design-orders`,
  generateDesigns: `${DESIGN_BASE}/generate-designs`,
  wizard: `${DESIGN_BASE}/wizard`,
  orders: `${DESIGN_BASE}/orders`,
  confirmOrder: `${DESIGN_BASE}/orders/confirm-order`,
  audit: `${DESIGN_BASE}/admin/audit`,
  /** Template search: {design_base}/search?query=... (optionally &category={id}). */
  search: (params: { query?: string; category?: string; id?: string }) => {
    const search = new URLSearchParams();
    if (params.category) search.set('category', params.category);
    if (params.id) search.set('id', params.id);
    if (params.query) search.set('query', params.query);
    return `${DESIGN_BASE}/search?${search.toString()}`;
  },
  design: (designId: string, role: 'edit' | 'view' = 'edit') => `${DESIGN_BASE}/designs/${encodeURIComponent(designId)}/${role}`,
  template: (customUrl: string) => `${DESIGN_BASE}/template/${encodeURIComponent(customUrl)}`,
} as const;

export const mockupPaths = {
  start: MOCKUP_BASE,
  search: `${MOCKUP_BASE}/search`,
  mockups: `${MOCKUP_BASE}/mockups`,
  mockup: (mockupId: string) => `${MOCKUP_BASE}/mockups/${encodeURIComponent(mockupId)}`,
  savedMockup: (savedMockupId: string) => `${MOCKUP_BASE}/saved_mockups/${encodeURIComponent(savedMockupId)}`,
  category: (categoryId: string) => `${MOCKUP_BASE}/category/${encodeURIComponent(categoryId)}`,
  orders: `${MOCKUP_BASE}/orders`,
} as const;

export const imagemakerPaths = {
  start: IMAGEMAKER_BASE,
  history: `${IMAGEMAKER_BASE}/history`,
} as const;
