import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { identityApi } from '@web/auth/identityApi';
import { routes } from './routes';
import { createStore } from './store';

/** Store, router and the one <Toaster/> of the app. */
export function App() {
  const [store] = useState(() => {
    const created = createStore();
    // the session (the app shows no content until it answers) and the sign-in options are asked
    // for while the first screen renders, not after it; the session gate's queries join these
    void created.dispatch(identityApi.endpoints.getDetails.initiate(undefined, { subscribe: false }));
    void created.dispatch(identityApi.endpoints.authConfig.initiate(undefined, { subscribe: false }));
    return created;
  });
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      <Toaster position="bottom-center" richColors closeButton />
    </Provider>
  );
}
