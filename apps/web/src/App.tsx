import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { routes } from './routes';
import { createStore } from './store';

/** Store, router and the one <Toaster/> of the app. */
export function App() {
  const [store] = useState(createStore);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      <Toaster position="bottom-center" richColors closeButton />
    </Provider>
  );
}
