import { useSelector } from 'react-redux';
import { authStatus, selectAuth, signedInUser, type AuthStatus, type UserState } from './authSlice';
import type { User } from './user';

export interface Auth {
  /** -1 while loading, null for a visitor, else the user. */
  state: UserState;
  status: AuthStatus;
  /** The signed-in user, or null (visitor or still loading). */
  user: User | null;
}

export function useAuth(): Auth {
  const state = useSelector((s: Parameters<typeof selectAuth>[0]) => selectAuth(s).user);
  return { state, status: authStatus(state), user: signedInUser(state) };
}
