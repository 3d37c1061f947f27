import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** User types of the spec (editor-and-tools.md section 1). */
export type UserType = 'user' | 'subscriber' | 'designer' | 'admin';

export interface SessionUser {
  id: string;
  name: string;
  user_type: UserType;
}

/**
 * Who is using the app. 'unknown' until identity is wired (sign-in is a later issue) and while the
 * session is being checked; then 'anonymous' (a visitor) or 'signed-in'.
 */
export interface AuthState {
  status: 'unknown' | 'anonymous' | 'signed-in';
  user: SessionUser | null;
}

const initialState: AuthState = { status: 'unknown', user: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<SessionUser>) {
      state.status = 'signed-in';
      state.user = action.payload;
    },
    signedOut(state) {
      state.status = 'anonymous';
      state.user = null;
    },
  },
});

export const { signedIn, signedOut } = authSlice.actions;

export function selectAuth(state: { auth: AuthState }): AuthState {
  return state.auth;
}

/** Admin and designer users may author design and text templates. */
export function canAuthorTemplates(user: SessionUser | null): boolean {
  return user?.user_type === 'admin' || user?.user_type === 'designer';
}
