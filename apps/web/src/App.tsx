import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import type { createBrowserRouter } from 'react-router';
import { Toaster } from 'sonner';
import type { AppStore } from './store';

/** The store, the router and the one <Toaster/> of the app (the server draws the same tree). */
export function AppShell({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      {children}
      <Toaster position="bottom-center" richColors closeButton />
    </Provider>
  );
}

/** The app in the browser, on the store and router main.tsx made (see boot.ts). */
export function App({ store, router }: { store: AppStore; router: ReturnType<typeof createBrowserRouter> }) {
  // a drawn page is the app's now: presses made before this are played to it (see the server's drawn-pages.ts)
  useEffect(() => (window as { __dmEarlyInput?: () => void }).__dmEarlyInput?.(), []);
  return (
    <AppShell store={store}>
      <RouterProvider router={router} />
    </AppShell>
  );
}
