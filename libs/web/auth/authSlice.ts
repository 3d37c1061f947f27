import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { identityApi } from './identityApi';
import type { User } from './user';

/** The sign-in modal's modes; `reset_password` is reached from the e-mailed link (?reset_token=). */
export type SignInMode = 'login' | 'register' | 'forgot_password' | 'reset_password';

/** -1 while the user's details are loading (the app shows a loader), null for a visitor. */
export const USER_LOADING = -1;
export type UserState = typeof USER_LOADING | User | null;

export interface AuthState {
  user: UserState;
  signIn: { open: boolean; mode: SignInMode };
}

const initialState: AuthState = { user: USER_LOADING, signIn: { open: false, mode: 'login' } };

/**
 * Who is using the app, and the sign-in modal. The user starts loading (-1); every answer of the
 * details call (identityApi `getDetails`) sets it to the user, or to null for a visitor, and a
 * failed details call sets it to null.
 */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** Opening the modal always starts in login mode. */
    signInOpened(state) {
      state.signIn = { open: true, mode: 'login' };
    },
    signInModeChanged(state, action: PayloadAction<SignInMode>) {
      state.signIn.mode = action.payload;
    },
    resetPasswordOpened(state) {
      state.signIn = { open: true, mode: 'reset_password' };
    },
    signInClosed(state) {
      state.signIn.open = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(identityApi.endpoints.getDetails.matchFulfilled, (state, action) => {
        state.user = action.payload ?? null;
      })
      .addMatcher(identityApi.endpoints.getDetails.matchRejected, (state, action) => {
        // a call skipped because its answer is cached is not a failure
        if (action.meta.condition) return;
        state.user = null;
      });
  },
});

export const { signInOpened, signInModeChanged, resetPasswordOpened, signInClosed } = authSlice.actions;

export function selectAuth(state: { auth: AuthState }): AuthState {
  return state.auth;
}

export type AuthStatus = 'loading' | 'anonymous' | 'signed-in';

/** 'loading' (-1), 'anonymous' (null) or 'signed-in'. */
export function authStatus(user: UserState): AuthStatus {
  if (user === USER_LOADING) return 'loading';
  return user === null ? 'anonymous' : 'signed-in';
}

/** The user when signed in, else null (also while loading). */
export function signedInUser(user: UserState): User | null {
  return user === USER_LOADING ? null : user;
}

/** Admin and designer users may author design and text templates. */
export function canAuthorTemplates(user: UserState): boolean {
  const known = signedInUser(user);
  return known?.type === 'admin' || known?.type === 'designer';
}
