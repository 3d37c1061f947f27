import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { serverApi } from '@web/api/serverApi';
import { authSlice } from '@web/auth/authSlice';

/** The app's one Redux store: server cache (RTK Query) and slices from libs/web features. */
export function createStore() {
  const store = configureStore({
    reducer: {
      [serverApi.reducerPath]: serverApi.reducer,
      [authSlice.name]: authSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(serverApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
