import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import '@web/ui/global.css';
import { identityApi } from '@web/auth/identityApi';
import { AUTH_TEXTS } from '@web/auth/texts';
import { openDesignEarly } from '@web/editor/saving/openEarly';
import { Loader } from '@web/ui/Spinner';
import { App } from './App';
import { editorBoot, type EditorModule } from './boot';
import { appRoutes } from './routes';
import { readServerState } from './serverState';
import { createStore } from './store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// a page the server drew (the dashboard's home) is taken over as it is, starting from the state it
// was drawn from (the calls it holds are not made again); any other starts empty
const preloaded = readServerState(document);
const store = createStore({ preloadedState: preloaded });
// who is signed in (the app shows no content until it answers) and the sign-in options are asked
// for as the store is made; on an editor's link its design too (see openEarly)
const session = store.dispatch(identityApi.endpoints.getDetails.initiate(undefined, { subscribe: false }));
void store.dispatch(identityApi.endpoints.authConfig.initiate(undefined, { subscribe: false }));
const design = openDesignEarly(store.dispatch, window.location.pathname);

function start(editor: EditorModule | undefined) {
  // a drawn page keeps the scroll a person gave it before the app took over (the router scrolls a
  // new page to its top, except one it is told was drawn on the server)
  const router = createBrowserRouter(appRoutes(editor), preloaded ? { hydrationData: { loaderData: {} } } : undefined);
  const app = (
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>
  );
  if (preloaded && container!.firstChild) hydrateRoot(container!, app);
  else root().render(app);
}

let made: ReturnType<typeof createRoot> | undefined;
const root = () => (made ??= createRoot(container));

// an editor's link: its page in the first render (see boot.ts); a loader if that takes a while
const loading = design ? setTimeout(() => root().render(<Loader text={AUTH_TEXTS.loadingApp} fullPage />), 200) : undefined;
void editorBoot(design !== null, Promise.allSettled([session, design]), () => import('@web/editor/lazy')).then((editor) => {
  clearTimeout(loading);
  start(editor);
});
