import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { identityApi } from '@web/auth/identityApi';
import { openDesignEarly } from '@web/editor/saving/openEarly';
import { routes } from './routes';
import { createStore, type AppStore, type RootState } from './store';

/** The store, the router and the one <Toaster/> of the app (the server draws the same tree). */
export function AppShell({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      {children}
      <Toaster position="bottom-center" richColors closeButton />
    </Provider>
  );
}

/**
 * The app in the browser. A page the server drew (`preloaded`) starts from the state it was drawn
 * from, so its first render is the server's markup and the calls it holds are not made again.
 */
export function App({ preloaded }: { preloaded?: RootState }) {
  const [store] = useState(() => {
    const created = createStore({ preloadedState: preloaded });
    // the session (the app shows no content until it answers) and the sign-in options are asked
    // for while the first screen renders, not after it; the session gate's queries join these
    // (answered already on a page the server drew)
    void created.dispatch(identityApi.endpoints.getDetails.initiate(undefined, { subscribe: false }));
    void created.dispatch(identityApi.endpoints.authConfig.initiate(undefined, { subscribe: false }));
    // on an editor's link its design is asked for now, not once the editor's chunk has come
    openDesignEarly(created.dispatch, window.location.pathname);
    return created;
  });
  // a drawn page keeps the scroll a person gave it before the app took over (the router scrolls a
  // new page to its top, except one it is told was drawn on the server)
  const [router] = useState(() => createBrowserRouter(routes, preloaded ? { hydrationData: { loaderData: {} } } : undefined));
  // a drawn page is the app's now: presses made before this are played to it (see the server's drawn-pages.ts)
  useEffect(() => (window as { __dmEarlyInput?: () => void }).__dmEarlyInput?.(), []);
  return (
    <AppShell store={store}>
      <RouterProvider router={router} />
    </AppShell>
  );
}
