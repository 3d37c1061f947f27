// The web app drawn on the server (a Vite SSR build of this file: apps/web/dist-ssr). The API
// server imports it and draws the dashboard's home with the calls its first screen shows already
// answered, so the panels are in the page's HTML; the browser then takes the markup over
// (hydrateRoot, main.tsx) from the same state.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { identityApi } from '@web/auth/identityApi';
import { DESIGN_BASE } from '@web/dashboard';
import { dashboardApi } from '@web/dashboard/dashboardApi';
import { AppShell } from './App';
import { appRoutes } from './routes';
import { serverStateScript } from './serverState';
import { createStore, type RootState } from './store';

/** The pages drawn on the server: the dashboard's home, the one page most visits start on. */
const DRAWN = new Set([DESIGN_BASE, `${DESIGN_BASE}/`]);

export interface DrawnPage {
  /** The markup of the app's root element. */
  html: string;
  /** The state script block (see serverState.ts) to put beside it. */
  state: string;
}

/** Whether `path` is a page the server draws. */
export function drawsPage(path: string): boolean {
  return DRAWN.has(path);
}

/**
 * Draws `url` (absolute) for a visitor, with its first screen's calls made through `fetchFn` (the
 * server's own API, without cookies). Null when the page is not one the server draws, when a call
 * failed or when the calls found a session (the browser then draws the page itself, as it does
 * every other page).
 */
export async function drawPage(url: string, fetchFn: typeof fetch): Promise<DrawnPage | null> {
  const target = new URL(url);
  if (!drawsPage(target.pathname)) return null;
  const store = createStore({ fetchFn });
  // the session (a visitor's: the server draws pages only for browsers without one), the sign-in
  // options and the catalog. A visitor's own designs are kept by a key only the API's calls carry,
  // so 'Your designs' is left to the browser.
  const answers = await Promise.all([
    store.dispatch(identityApi.endpoints.getDetails.initiate()),
    store.dispatch(identityApi.endpoints.authConfig.initiate()),
    store.dispatch(dashboardApi.endpoints.designCategories.initiate()),
  ]);
  if (answers.some((a) => a.isError) || answers[0].data) return null;

  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(target));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppShell store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>
    </StrictMode>,
  );
  return { html, state: serverStateScript(transferable(store.getState())) };
}

/** The state without the server's own subscriptions (the browser's components subscribe anew). */
function transferable(state: RootState): RootState {
  return { ...state, serverApi: { ...state.serverApi, subscriptions: {} } } as RootState;
}
