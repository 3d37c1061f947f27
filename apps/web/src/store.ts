import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { serverApi } from '@web/api/serverApi';
import type { StoreExtra } from '@web/api/baseQuery';
import { authSlice } from '@web/auth/authSlice';

const reducer = {
  [serverApi.reducerPath]: serverApi.reducer,
  [authSlice.name]: authSlice.reducer,
};

export type RootState = { [K in keyof typeof reducer]: ReturnType<(typeof reducer)[K]> };

export interface StoreOptions {
  /** The state a page drawn on the server was drawn from (its server cache and user). */
  preloadedState?: RootState;
  /** On the server: the fetch every call goes through (to the server itself, as a visitor). */
  fetchFn?: typeof fetch;
}

/** The app's one Redux store: server cache (RTK Query) and slices from libs/web features. */
export function createStore(options: StoreOptions = {}) {
  const extra: StoreExtra = { fetchFn: options.fetchFn };
  const store = configureStore({
    reducer,
    preloadedState: options.preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(serverApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
