import { configureStore } from '@reduxjs/toolkit';
import { serverApi } from '../api/serverApi';
import type { User } from '../contracts';
import {
  authSlice,
  authStatus,
  canAuthorTemplates,
  signedInUser,
  signInClosed,
  signInModeChanged,
  signInOpened,
  resetPasswordOpened,
  USER_LOADING,
} from './authSlice';
import { identityApi } from './identityApi';

const ada: User = {
  _id: 'u1',
  email: 'ada@example.com',
  name: 'Ada',
  type: 'other',
  my_photos_folder: 'f1',
  my_designs_folder: 'f2',
  my_purchases_folder: 'f3',
  subscription: { sub_status: false, sub_free_plan: true, scope: [] },
  uploads: [],
  photos_subscription: false,
};

function storeAnswering(answer: () => Response | Promise<Response>) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async () => answer()) as typeof fetch;
  const store = configureStore({
    reducer: { [serverApi.reducerPath]: serverApi.reducer, [authSlice.name]: authSlice.reducer },
    middleware: (getDefault) => getDefault().concat(serverApi.middleware),
  });
  const restore = () => {
    store.dispatch(serverApi.util.resetApiState()); // also clears the cache-removal timers
    globalThis.fetch = realFetch;
  };
  return { store, restore };
}

const envelope = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ response_code: 1, data }), { status, headers: { 'Content-Type': 'application/json' } });

describe('authSlice', () => {
  it('starts loading (-1) with the modal closed', () => {
    const start = authSlice.reducer(undefined, { type: 'init' });
    expect(start).toEqual({ user: USER_LOADING, signIn: { open: false, mode: 'login' } });
    expect(authStatus(start.user)).toBe('loading');
    expect(signedInUser(start.user)).toBeNull();
  });

  it('takes the user from the details call', async () => {
    // setup
    const { store, restore } = storeAnswering(() => envelope(ada));
    try {
      // action
      await store.dispatch(identityApi.endpoints.getDetails.initiate());
      // check
      expect(store.getState().auth.user).toEqual(ada);
      expect(authStatus(store.getState().auth.user)).toBe('signed-in');
    } finally {
      restore();
    }
  });

  it('becomes null (a visitor) when the details call answers null', async () => {
    const { store, restore } = storeAnswering(() => envelope(null));
    try {
      await store.dispatch(identityApi.endpoints.getDetails.initiate());
      expect(store.getState().auth.user).toBeNull();
      expect(authStatus(null)).toBe('anonymous');
    } finally {
      restore();
    }
  });

  it('becomes null when the details call fails', async () => {
    const { store, restore } = storeAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    try {
      await store.dispatch(identityApi.endpoints.getDetails.initiate());
      expect(store.getState().auth.user).toBeNull();
    } finally {
      restore();
    }
  });

  it('becomes null after sign-out, when the details are fetched again', async () => {
    // setup
    let answer: unknown = ada;
    const { store, restore } = storeAnswering(() => envelope(answer));
    try {
      const subscription = store.dispatch(identityApi.endpoints.getDetails.initiate());
      await subscription;
      expect(store.getState().auth.user).toEqual(ada);
      // action
      answer = null;
      await subscription.refetch();
      // check
      expect(store.getState().auth.user).toBeNull();
      subscription.unsubscribe();
    } finally {
      restore();
    }
  });

  it('opens the sign-in modal in login mode, whatever mode it was left in', () => {
    const reduce = authSlice.reducer;
    let state = reduce(undefined, signInOpened());
    expect(state.signIn).toEqual({ open: true, mode: 'login' });
    state = reduce(state, signInModeChanged('register'));
    expect(state.signIn).toEqual({ open: true, mode: 'register' });
    state = reduce(state, signInClosed());
    expect(state.signIn.open).toBe(false);
    state = reduce(state, signInOpened());
    expect(state.signIn).toEqual({ open: true, mode: 'login' });
  });

  it('opens the reset-password form from the e-mailed link', () => {
    const state = authSlice.reducer(undefined, resetPasswordOpened());
    expect(state.signIn).toEqual({ open: true, mode: 'reset_password' });
  });

  it('lets only admins and designers author templates', () => {
    expect(canAuthorTemplates({ ...ada, type: 'admin' })).toBe(true);
    expect(canAuthorTemplates({ ...ada, type: 'designer' })).toBe(true);
    expect(canAuthorTemplates(ada)).toBe(false);
    expect(canAuthorTemplates(null)).toBe(false);
    expect(canAuthorTemplates(USER_LOADING)).toBe(false);
  });
});
