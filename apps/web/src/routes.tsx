import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { EditorModule } from './boot';
import { AdminOnly, AuditPage } from '@web/admin';
import { SignedInOnly } from '@web/auth/SignedInOnly';
import { AUTH_TEXTS } from '@web/auth/texts';
import { BrandKitPage } from '@web/brand-kit';
import {
  AllDesignsPage,
  CategoriesPage,
  DashboardHome,
  DashboardLayout,
  DESIGN_BASE,
  GenerateDesignsPage,
  IMAGEMAKER_BASE,
  MOCKUP_BASE,
  SearchPage,
  SharedDesignsPage,
  TemplateDetailPage,
} from '@web/dashboard';
import { PlainLayout } from '@web/dashboard/PlainLayout';
import { SharePage } from '@web/editor';
import { FoldersPage } from '@web/folders';
import { HomePage } from '@web/home';
import { ImagemakerHistoryPage, ImagemakerLayout, ImagemakerPage } from '@web/imagemaker';
import { MockupCategoryPage, MockupEditorPage, MockupLayout, MockupStartPage } from '@web/mockups';
import { ConfirmOrderPage, OrdersPage, TestCheckoutPage } from '@web/orders';
import { NotFoundScreen } from '@web/ui/NotFoundScreen';
import { Loader } from '@web/ui/Spinner';
import { WizardPage } from '@web/wizard';
import { AppRoot, RouteError } from './AppRoot';

/** Not registered for visitors: 'Not Found' (library-and-dashboard.md section 2). */
const signedIn = (screen: ReactNode) => <SignedInOnly>{screen}</SignedInOnly>;
/** 'Your Orders' redirects visitors to {design_base} (library-and-dashboard.md, Orders page). */
const ordersPage = (
  <SignedInOnly redirectTo={DESIGN_BASE}>
    <OrdersPage />
  </SignedInOnly>
);

/**
 * A route whose screen lives in the on-demand editor chunk: its screen at once when the chunk is
 * `loaded` (an editor's link waits for it, see boot.ts), else loaded when the route is first found.
 */
function editorRoute(render: (editor: EditorModule) => ReactNode, loaded: EditorModule | undefined): Pick<RouteObject, 'lazy' | 'Component'> {
  if (loaded) return { Component: () => render(loaded) };
  return {
    lazy: async () => {
      const editor = await import('@web/editor/lazy');
      return { Component: () => render(editor) };
    },
  };
}

/**
 * Every route of library-and-dashboard.md section 2 and editor-and-tools.md section 2.
 * {design_base} = /designmaker/start, {mockup_base} = /mockupmaker/start. Any other path is
 * 'Not Found'.
 */
export const appRoutes = (editor?: EditorModule): RouteObject[] => [
  {
    element: <AppRoot />,
    errorElement: <RouteError />,
    // shown while a lazy route (the editor chunk) loads on the first page of a visit
    hydrateFallbackElement: <Loader text={AUTH_TEXTS.loadingApp} fullPage />,
    children: [
      { path: '/', element: <HomePage /> },

      // rendered by the dashboard
      {
        path: DESIGN_BASE,
        element: <DashboardLayout />,
        children: [
          { index: true, element: <DashboardHome /> },
          { path: 'templates', element: <DashboardHome mode="templates" /> },
          { path: 'search', element: <SearchPage /> },
          { path: 'categories', element: <CategoriesPage /> },
          { path: 'generate-designs', element: <GenerateDesignsPage /> },
          { path: 'wizard', element: <WizardPage /> },
          { path: 'all-designs', element: signedIn(<AllDesignsPage />) },
          { path: 'shared-designs', element: signedIn(<SharedDesignsPage />) },
          { path: 'folders', element: signedIn(<FoldersPage />) },
          { path: 'folders/:folder_id', element: signedIn(<FoldersPage />) },
          { path: 'folders/:folder_id/:role', element: signedIn(<FoldersPage />) },
          { path: 'brand-kit', element: signedIn(<BrandKitPage />) },
          { path: 'design-orders', element: signedIn(<OrdersPage />) },
          { path: 'orders', element: ordersPage },
          { path: 'orders/confirm-order', element: <ConfirmOrderPage /> },
          { path: 'admin/audit', element: <AdminOnly><AuditPage /></AdminOnly> },
        ],
      },

      // public pages of the design tool, with the navbar but no dashboard sidebar
      {
        path: DESIGN_BASE,
        element: <PlainLayout />,
        children: [
          { path: 'template/:custom_url', element: <TemplateDetailPage /> },
          { path: 'share/:resource_type/:id', element: <SharePage /> },
        ],
      },

      // full-screen editor pages, loaded on demand so the editor's weight (scene, engine) never
      // slows the dashboard
      { path: `${DESIGN_BASE}/designs/:design_id/:role`, ...editorRoute((m) => <m.EditorScreen />, editor) },
      { path: `${DESIGN_BASE}/admin_designs/:design_id/:role`, ...editorRoute((m) => <m.AuthoringScreen kind="design template" />, editor) },
      { path: `${DESIGN_BASE}/admin_text_templates/:template_id/:role`, ...editorRoute((m) => <m.AuthoringScreen kind="text template" />, editor) },
      { path: `${DESIGN_BASE}/new_render/:id`, ...editorRoute((m) => <m.RenderPage />, editor) },

      // the mockup maker
      {
        path: MOCKUP_BASE,
        element: <MockupLayout />,
        children: [
          { index: true, element: <MockupStartPage /> },
          { path: 'search', element: <MockupStartPage /> },
          { path: 'mockups', element: <MockupStartPage /> },
          { path: 'mockups/:mockup_id', element: <MockupEditorPage /> },
          { path: 'saved_mockups/:saved_mockup_id', element: <MockupEditorPage saved /> },
          { path: 'category/:category_id', element: <MockupCategoryPage /> },
          { path: 'orders', element: ordersPage },
        ],
      },

      // AI images
      {
        path: IMAGEMAKER_BASE,
        element: <ImagemakerLayout />,
        children: [
          { index: true, element: <ImagemakerPage /> },
          { path: 'history', element: <ImagemakerHistoryPage /> },
        ],
      },

      // the built-in test checkout (TEST MODE), shown in the editor's Checkout frame
      { path: '/checkout/test/:orderId', element: signedIn(<TestCheckoutPage />) },

      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
